"""``figs-td export`` (documents in PDF/XLSX, federation export) and ``figs-td ranking``."""

from __future__ import annotations

import argparse
import sys

from figs_td.cli.common import arg, command, tournament_file
from figs_td.plurals import count
from figs_td.reports.catalog import DOCUMENTS, ITALIAN_NAMES

#: Files for other programs that ``export`` writes besides the documents (not in the catalog:
#: the window's print menu and the documents' matrix do not offer them): TSH's ``tourney.js``
#: (issue 41 §3), read by the broadcasts and annotators built for TSH events.
FEEDS: tuple[str, ...] = ("tourney-js",)
FEED_ITALIAN: dict[str, str] = {"torneo-js": "tourney-js"}


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    command(
        sub, "export", "stampe in PDF/Excel ed esportazione per la federazione", _export,
        tournament_file,
        arg("doc", metavar="DOCUMENTO", choices=DOCUMENTS + FEEDS,
            italian=ITALIAN_NAMES | FEED_ITALIAN,
            help=", ".join(ITALIAN_NAMES | FEED_ITALIAN)
            + " (valgono anche i nomi inglesi: "
            + ", ".join(DOCUMENTS + FEEDS)
            + "); torneo-js: il tourney.js di TSH, per le dirette costruite per TSH"),
        arg("--round", type=int, default=None, metavar="N", help="turno (predefinito: l'ultimo)"),
        arg("--provisional", action="store_true",
            help="classifica: conta anche i risultati inseriti finora nel turno in corso "
            "(il titolo dice «provvisoria»)"),
        arg("-o", "--output", required=True, metavar="USCITA", help="file da scrivere (.pdf/.xlsx)"),
        arg("--large", action="store_true", help="caratteri grandi, da affiggere"),
        arg("--lexicon", default=None, metavar="LESSICO",
            help="parole23: lessico da usare (nome o file)"),
        json="riepilogo in JSON", file=False,
        description=(
            "Scrive un documento del torneo in PDF o XLSX (dall'estensione di USCITA). "
            "federazione: classifica finale e partite in .xlsx oppure .csv."
        ),
    )  # fmt: skip
    command(
        sub, "ranking", "classifica federale da più tornei", _ranking,
        arg("files", metavar="FILE", nargs="+", help="i tornei (.figs) o i loro file per la federazione (CSV/XLSX)"),
        arg("--as-of", required=True, metavar="DATA", help="data di riferimento (AAAA-MM-GG)"),
        arg("-o", "--output", default=None, metavar="USCITA.xlsx", help="scrive la classifica in un file (XLSX o PDF)"),
        arg("--points", default=None, metavar="TABELLA",
            help="punti per posizione, es. 100,80,60/1 (dopo la barra: dalle posizioni seguenti)"),
        file=False,
        description=(
            "Classifica federale: punti per posizione finale, migliori 11 risultati degli ultimi "
            "24 mesi. FILE: tornei (.figs) o esportazioni federali (.xlsx/.csv)."
        ),
    )  # fmt: skip


class _Progress:
    """Progress on standard error, only when it is a terminal."""

    def __init__(self) -> None:
        self.tty = sys.stderr.isatty()
        self.shown = False

    def __call__(self, done: int, total: int, label: str) -> None:
        if not self.tty:
            return
        text = f"{label}: {done}/{total}" if total else (f"{label}: {done}" if done else label)
        sys.stderr.write(f"\r\033[K{text}")
        sys.stderr.flush()
        self.shown = True

    def done(self) -> None:
        if self.shown:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


def _export(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.reports.documents import export_document
    from figs_td.services.tournament import open_tournament

    if args.doc in FEEDS:
        return _export_feed(args)
    progress = _Progress()
    try:
        with open_tournament(args.file) as store:
            result = export_document(
                store,
                args.doc,
                args.output,
                round_no=args.round,
                large=args.large,
                provisional=args.provisional,
                lexicon=args.lexicon,
                progress=progress,
            )
    finally:
        progress.done()
    files = [str(f) for f in result.files]
    for warning in result.warnings:
        print(f"avviso: {warning}", file=sys.stderr)
    if args.json:
        print_json(
            {
                "document": result.document,
                "files": files,
                "pages": result.pages,
                "warnings": list(result.warnings),
            }
        )
        return 0
    pages = count(result.pages, "pagina", "pagine")
    what = f" ({pages})" if str(args.output).lower().endswith(".pdf") else ""
    for f in files:
        print(f"scritto {f}{what}")
    return 0


def _export_feed(args: argparse.Namespace) -> int:
    """``export FILE tourney-js -o tourney.js``: TSH's tourney.js (issue 41 §3)."""
    from figs_td.cli.common import print_json
    from figs_td.errors import InputError
    from figs_td.services.exchange.tsh_js import export_tourney_js
    from figs_td.services.tournament import open_tournament

    for option, value in (("--round", args.round is not None), ("--large", args.large),
                          ("--provisional", args.provisional), ("--lexicon", args.lexicon)):  # fmt: skip
        if value:
            raise InputError(f"l'opzione {option} non vale per il tourney.js (contiene tutti i turni)")
    if not str(args.output).lower().endswith(".js"):
        raise InputError(f"il tourney.js va scritto in un file .js, non '{args.output}'")
    with open_tournament(args.file) as store:
        players = export_tourney_js(store, args.output)
    if args.json:
        print_json({"document": "tourney-js", "files": [str(args.output)], "players": players})
        return 0
    print(f"scritto {args.output} ({count(players, 'giocatore', 'giocatori')})")
    return 0


def _ranking(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.reports.federation import parse_date
    from figs_td.services.federation import national_ranking, parse_points, write_ranking

    as_of = parse_date(args.as_of)
    table = parse_points(args.points) if args.points else None
    progress = _Progress()
    try:
        rows = national_ranking(args.files, as_of, table=table, progress=progress)
    finally:
        progress.done()
    if args.output:
        path = write_ranking(rows, as_of, args.output)
        print(
            f"scritto {path} ({count(len(rows), 'giocatore', 'giocatori')})",
            file=sys.stderr if args.json else sys.stdout,
        )
    if args.json:
        print_json(
            [
                {
                    "rank": r.rank,
                    "federation_id": r.federation_id,
                    "name": r.name,
                    "points": r.points,
                    "counted": r.counted,
                    "tournaments": r.tournaments,
                    "results": [
                        {
                            "tournament": x.tournament,
                            "date": x.date.isoformat(),
                            "place": x.place,
                            "points": x.points,
                            "counted": x.counted,
                        }
                        for x in r.results
                    ],
                }
                for r in rows
            ]
        )
    elif not args.output:
        for r in rows:
            fid = f" [{r.federation_id}]" if r.federation_id else ""
            print(
                f"{r.rank:>4}. {r.name}{fid}: {count(r.points, 'punto', 'punti')} "
                f"({count(r.counted, 'risultato', 'risultati')} su {r.tournaments})"
            )
    return 0
