"""The players tab and the member list (issue 42 §3): *Aggiungi* registers a player whose tessera
is expired or missing — a warning shown under the table and on the Tessera cell, never a refusal."""

from __future__ import annotations

from pathlib import Path

from gui_helpers import create_tournament
from PySide6.QtCore import Qt

from figs_td.services.registration.members import import_member_list


def _quick_add(qtbot, panel, surname: str, given: str, tessera: str = "") -> None:  # noqa: ANN001
    qtbot.keyClicks(panel.q_surname, surname)
    qtbot.keyClicks(panel.q_given, given)
    qtbot.keyClicks(panel.q_fed, tessera)
    qtbot.mouseClick(
        panel.findChild(type(panel.import_btn), "addButton"), Qt.MouseButton.LeftButton
    )


def test_aggiungi_warns_about_an_expired_or_missing_tessera(
    qtbot, window, tournament_file, tmp_path: Path
) -> None:  # noqa: ANN001
    create_tournament(qtbot, window, tournament_file)
    panel = window.panels["players"]
    window.tabs.setCurrentWidget(panel)
    _quick_add(qtbot, panel, "Rossi", "Mario", "101")
    assert panel.member_label.text() == ""  # no member list: nothing to check
    soci = tmp_path / "soci.csv"
    soci.write_text(  # 102 expired in 2020 (whatever today is), 101 valid until 2100
        "tessera;cognome;nome;scadenza\n101;Rossi;Mario;2100-12-31\n102;Bianchi;Anna;2020-06-30\n"
        "103;Verdi;Luca;\n",
        encoding="utf-8",
    )
    import_member_list(window.session.backend.store, str(soci))
    panel.reload()
    assert panel.member_label.text() == ""  # Rossi's card is valid

    _quick_add(qtbot, panel, "Bianchi", "Anna", "102")
    names = [p.name for p in window.session.backend.players()]
    assert names == ["Rossi Mario", "Bianchi Anna"]  # registered all the same
    assert panel.member_label.text().splitlines() == [
        "Attenzione: Bianchi Anna: tessera 102 scaduta il 30/06/2020",
        "Tessere da controllare: 1 giocatore",
        "  Bianchi Anna: tessera 102 scaduta il 30/06/2020",
    ]
    row = next(r for r in range(panel.model.rowCount()) if panel.model.rows[r].surname == "Bianchi")
    cell = panel.model.index(row, panel.model.TESSERA)
    assert cell.data(Qt.ItemDataRole.DisplayRole) == "⚠ 102"
    assert cell.data(Qt.ItemDataRole.ToolTipRole) == (
        "Bianchi Anna: tessera 102 scaduta il 30/06/2020"
    )

    _quick_add(qtbot, panel, "Verdi", "Luca")
    assert panel.member_label.text().splitlines()[:2] == [
        "Attenzione: Verdi Luca: tessera mancante; nell'elenco dei soci: Verdi Luca tessera 103",
        "Tessere da controllare: 2 giocatori",
    ]
