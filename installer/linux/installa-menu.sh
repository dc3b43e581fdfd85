#!/bin/sh
# Aggiunge figs-td al menu delle applicazioni dell'utente e gli associa i file .figs
# (doppio clic su un torneo → lo apre). Da eseguire dalla cartella del programma:
#     ./installa-menu.sh            (per togliere: ./installa-menu.sh --rimuovi)
set -eu
DIR=$(cd "$(dirname "$0")" && pwd)
APPS="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
MIME="${XDG_DATA_HOME:-$HOME/.local/share}/mime"
if [ "${1:-}" = "--rimuovi" ]; then
  rm -f "$APPS/figs-td.desktop" "$MIME/packages/figs-td.xml"
  command -v update-mime-database >/dev/null && update-mime-database "$MIME" || true
  echo "figs-td tolto dal menu."
  exit 0
fi
mkdir -p "$APPS" "$MIME/packages"
cat > "$MIME/packages/figs-td.xml" <<XML
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="application/x-figs-td">
    <comment>Torneo di Scrabble (figs-td)</comment>
    <glob pattern="*.figs"/>
  </mime-type>
</mime-info>
XML
cat > "$APPS/figs-td.desktop" <<DESKTOP
[Desktop Entry]
Type=Application
Name=figs-td
GenericName=Direzione di gara Scrabble
Comment=Tornei di Scrabble in italiano secondo il regolamento FIGS
Exec="$DIR/figs-td" %f
Path=$DIR
Terminal=false
Categories=Office;Game;BoardGame;
MimeType=application/x-figs-td;
DESKTOP
command -v update-mime-database >/dev/null && update-mime-database "$MIME" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$APPS" || true
command -v xdg-mime >/dev/null && xdg-mime default figs-td.desktop application/x-figs-td || true
echo "figs-td aggiunto al menu delle applicazioni ($APPS/figs-td.desktop)."
