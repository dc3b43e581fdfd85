"""``players members``: the federation's member list given to the tournament, and who among the
registered players has a tessera to check (issue 42 §3). Warnings only: nothing is refused."""

from __future__ import annotations

import argparse

from figs_td.cli.common import arg, command

#: ``players members --help`` and ``archive … members import --help``: the columns of a list
#: (``services.members.MEMBER_HEADERS``, written out here so that the parser does not import the
#: services; a test checks that every field is named).
MEMBER_COLUMNS_HELP = (
    "Elenco dei soci da un file CSV o XLSX con una riga d'intestazione. Colonne riconosciute "
    "(maiuscole e accenti non contano): tessera (o id, fid, member id); cognome (o surname) e "
    "nome (o name), oppure una sola colonna socio (o nominativo, «cognome e nome», member); "
    "circolo (o club, società); scadenza (o valida fino al, expiry, valid until: AAAA-MM-GG o "
    "GG/MM/AAAA; vuota = senza scadenza). Servono la tessera e il nome; ogni tessera una volta "
    "sola."
)


def register_members(ps: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``players members``: added to the ``players`` command of ``cmd_tournament``."""
    command(
        ps, "members", "elenco dei soci del torneo e giocatori con la tessera da controllare",
        _members,
        arg("--import", dest="source", default=None, metavar="ELENCO",
            help="sostituisce l'elenco dei soci del torneo: un file CSV o XLSX, oppure l'archivio "
            "federale (.figsa o indirizzo PostgreSQL) da cui copiarlo"),
        arg("--clear", action="store_true", help="toglie l'elenco dei soci (nessun avviso)"),
        description=(
            "Senza opzioni mostra l'elenco dei soci del torneo e i giocatori iscritti con la "
            "tessera mancante, sconosciuta, di un altro socio o scaduta (scaduta: prima del "
            "primo giorno del torneo, oppure di oggi se il torneo non ha date). Sono avvisi: "
            "nessuna iscrizione è rifiutata. --import sostituisce l'elenco del torneo con quello "
            "di un file o dell'archivio federale. " + MEMBER_COLUMNS_HELP
        ),
    )  # fmt: skip


def _members(args: argparse.Namespace) -> int:
    from figs_td.cli.common import actor, print_json
    from figs_td.errors import InputError
    from figs_td.plurals import count
    from figs_td.services.registration import members as svc
    from figs_td.services.tournament import open_tournament

    if args.source is not None and args.clear:
        raise InputError("--import e --clear insieme: indicarne uno solo")
    done: svc.ListInfo | None = None
    cleared: int | None = None
    with open_tournament(args.file) as store:
        if args.source is not None:
            done = svc.import_member_list(store, args.source, actor=actor())
        elif args.clear:
            cleared = svc.clear_member_list(store, actor=actor())
        info = svc.member_list_info(store)
        warnings = svc.member_warnings(store)
    if args.json:
        print_json(
            {
                "list": None if info is None else {**info.as_json(), **(
                    {"before": done.before} if done else {})},
                "cleared": cleared,
                "warnings": [svc.warning_json(w) for w in warnings],
            }
        )  # fmt: skip
        return 0
    if cleared is not None:
        print(f"elenco dei soci tolto ({count(cleared, 'tessera', 'tessere')})")
        return 0
    if done is not None:
        was = f"; sostituisce l'elenco di {count(done.before, 'tessera', 'tessere')}" if (
            done.before) else ""  # fmt: skip
        print(f"elenco dei soci: {count(done.count, 'tessera', 'tessere')} da {done.source}{was}")
    elif info is None:
        print("nessun elenco dei soci: players members FILE --import ELENCO")
        return 0
    else:
        print(
            f"elenco dei soci: {count(info.count, 'tessera', 'tessere')} da {info.source} "
            f"({info.at[:10]})"
        )
    if not warnings:
        print("tessere in regola per tutti gli iscritti")
        return 0
    print(f"tessere da controllare: {count(len(warnings), 'giocatore', 'giocatori')}")
    for w in warnings:
        print(f"  {w.name}: {svc.warning_text(w)}")
    return 0
