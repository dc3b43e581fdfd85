"""``players absent``: a player announces he will miss one round (issue 42 §2)."""

from __future__ import annotations

import argparse

from figs_td.cli.common import arg, command


def register_absent(ps: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``players absent``: added to the ``players`` command of ``cmd_tournament``."""
    command(
        ps, "absent",
        "segna un giocatore assente per un solo turno, prima che il turno sia abbinato", _absent,
        arg("name", nargs="?", metavar="NOME", help="il giocatore (nome, #numero o tessera)"),
        arg("--round", type=int, metavar="N", help="il turno che il giocatore non gioca"),
        arg("--reason", default="", metavar="TESTO", help="il motivo (facoltativo)"),
        arg("--undo", action="store_true", help="toglie l'assenza (il giocatore gioca)"),
        arg("--list", action="store_true", help="mostra le assenze annunciate, senza scrivere"),
        description=(
            "Il giocatore non è abbinato nel turno indicato e torna dal turno successivo. Che "
            "cosa gli dà il turno lo dice l'impostazione del torneo (tournament set "
            "--absence-result): nulla (predefinito: nessuna partita, niente punti né scarto), "
            "sconfitta (a tavolino) o riposo. Rifiutato per un turno già abbinato: allora "
            "l'assenza è una sconfitta a tavolino (forfeit). --list mostra le assenze annunciate."
        ),
    )  # fmt: skip


def _absent(args: argparse.Namespace) -> int:
    from figs_td.cli.common import actor, print_json, read
    from figs_td.errors import InputError
    from figs_td.services.absences import absence_json, list_absences, set_absence
    from figs_td.services.tournament import open_tournament

    if args.list:
        if args.name or args.undo or args.reason:
            raise InputError("--list mostra soltanto: non indicare un nome, --reason o --undo")
        rows = read(args.file, lambda store: list_absences(store, round_no=args.round))
        if args.json:
            print_json({"absences": [absence_json(a) for a in rows]})
            return 0
        if not rows:
            print("nessuna assenza annunciata")
        for a in rows:
            why = f" ({a.reason})" if a.reason else ""
            print(f"turno {a.round}: {a.name}{why}")
        return 0
    if not args.name:
        raise InputError("indicare il giocatore (o --list per vedere le assenze)")
    if args.round is None:
        raise InputError("indicare il turno con --round N")
    if args.undo and args.reason:
        raise InputError("--undo toglie l'assenza: non indicare --reason")
    with open_tournament(args.file) as store:
        a = set_absence(
            store, args.name, args.round, reason=args.reason, undo=args.undo, actor=actor()
        )
    if args.json:
        out = absence_json(a)
        out["absent"] = not args.undo
        print_json(out)
        return 0
    if args.undo:
        print(f"{a.name}: gioca il turno {a.round} (assenza tolta)")
    else:
        why = f" ({a.reason})" if a.reason else ""
        print(f"{a.name}: assente nel turno {a.round}{why}, torna dal turno {a.round + 1}")
    return 0
