"""Self-entry from the players' phones: ``figs-td codes`` (personal codes) and ``figs-td
reports`` (the director's queue). The live server itself is ``figs-td serve --self-entry``."""

from __future__ import annotations

import argparse

from figs_td.cli.common import arg, command, tournament_file


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    command(
        sub, "codes", "codici personali dei giocatori per inserire i risultati dal telefono",
        _codes, tournament_file,
        arg("--create", action="store_true", help="crea i codici mancanti"),
        arg("--replace", metavar="GIOCATORE", default=None,
            help="nuovo codice per il giocatore (numero, tessera o nome)"),
        json="elenco in JSON", file=False,
        description=(
            "Elenca i codici personali (stampati anche sul foglietto e sul cartellino con il "
            "codice QR). --create li crea per chi non ne ha; --replace sostituisce il codice di "
            "un giocatore (foglietto perso): il vecchio smette subito di funzionare."
        ),
    )  # fmt: skip
    command(
        sub, "reports", "segnalazioni dai telefoni da decidere (coda del direttore)", _reports,
        tournament_file,
        arg("action", nargs="?", choices=["accept", "reject"], italian={"accetta": "accept", "rifiuta": "reject"}, metavar="accetta|rifiuta",
            help="decisione su una segnalazione"),
        arg("id", nargs="?", type=int, metavar="ID", help="numero della segnalazione"),
        arg("--json", action="store_true", help="elenco in JSON"),
        arg("--motivo", default="", metavar="TESTO",
            help="con «reject»: il motivo, mostrato al giocatore sul telefono"),
        json=False, file=False,
        description=(
            "Segnalazioni dei giocatori che aspettano il direttore: versioni discordanti, "
            "senza conferma in tempo, su partite con risultato, contestazioni, sconfitte per "
            "tempo. «accept ID» accoglie una segnalazione (il suo punteggio entra come "
            "risultato), «reject ID» la respinge."
        ),
    )  # fmt: skip


def _codes(args: argparse.Namespace) -> int:
    from figs_td.cli.common import actor, print_json
    from figs_td.errors import InputError
    from figs_td.services.self_entry import codes as sc
    from figs_td.services.tournament import open_tournament

    if args.create and args.replace:
        raise InputError("--create e --replace insieme: uno alla volta")
    with open_tournament(args.file) as store:
        if args.replace is not None:
            line = sc.replace_code(store, args.replace, actor=actor())
            if args.json:
                print_json(line.as_json())
            else:
                print(f"nuovo codice di {line.name} (n. {line.number}): "
                      f"{sc.shown_code(line.code or '')}")  # fmt: skip
                print("il vecchio codice non vale più: ristampare il suo foglietto")
            return 0
        made = sc.ensure_codes(store, actor=actor()) if args.create else 0
        lines = sc.list_codes(store)
    if args.json:
        print_json({"codes": [x.as_json() for x in lines], "created": made})
        return 0
    if args.create:
        print(f"codici creati: {made}")
    if lines and all(x.code is None for x in lines):
        print("nessun codice ancora: crearli con «figs-td codes FILE --create» "
              "(o avviando «figs-td serve FILE --self-entry»)")  # fmt: skip
        return 0
    for x in lines:
        print(f"{x.number:>4}  {sc.shown_code(x.code) if x.code else '—':<11}  {x.name}")
    return 0


def _reports(args: argparse.Namespace) -> int:
    from figs_td.cli.common import actor, print_json
    from figs_td.errors import InputError
    from figs_td.services.self_entry import phones as se
    from figs_td.services.self_entry import queue as sq
    from figs_td.services.tournament import open_tournament

    if (args.action is None) != (args.id is None):
        raise InputError("indicare «accept ID» o «reject ID» (il numero dall'elenco)")
    if args.motivo and args.action != "reject":
        raise InputError("--motivo vale solo con «reject ID»")
    with open_tournament(args.file) as store:
        if args.action is not None:
            said = sq.decide(store, args.id, args.action == "accept", actor=actor(),
                             reason=args.motivo).message  # fmt: skip
            if args.json:
                print_json({"id": args.id, "decision": args.action, "message": said})
            else:
                print(said)
            return 0
        items = sq.queue(store)
    if args.json:
        print_json({"games": [q.as_json() for q in items]})
        return 0
    if not items:
        print("nessuna segnalazione da decidere")
        return 0
    for q in items:
        result = f" — risultato {q.result[0]}-{q.result[1]}" if q.result else ""
        print(f"turno {q.round}, tavolo {q.table}: {q.first} – {q.second}{result}")
        for rep, who, why in q.reports:
            scores = (f"{rep.score_first}-{rep.score_second}" if rep.score_first is not None
                      else "—")  # fmt: skip
            note = f" «{rep.note}»" if rep.note else ""
            print(f"  n. {rep.id:<5} {who:<24} {scores:<9} {se.REASONS.get(why, why)}{note}")
    return 0
