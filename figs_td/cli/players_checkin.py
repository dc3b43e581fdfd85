"""``players checkin``: check-in at the registration desk (issue 42)."""

from __future__ import annotations

import argparse

from figs_td.cli.common import arg, command


def register_checkin(ps: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``players checkin``: added to the ``players`` command of ``cmd_tournament``."""
    command(
        ps, "checkin",
        "segna i giocatori presenti all'ingresso (check-in); --list mostra chi manca", _checkin,
        arg("names", nargs="*", metavar="NOME", help="i giocatori (nome, #numero o tessera)"),
        arg("--all", action="store_true", help="tutti i giocatori attesi"),
        arg("--undo", action="store_true", help="annulla il check-in (non presente)"),
        arg("--list", action="store_true", help="mostra presenti e assenti, senza scrivere"),
    )  # fmt: skip


def _checkin(args: argparse.Namespace) -> int:
    from figs_td.cli.common import actor, print_json, read
    from figs_td.errors import InputError
    from figs_td.services.registration.checkin import check_in, checkin_json, checkin_status
    from figs_td.services.tournament import open_tournament

    if args.list:
        if args.names or args.all or args.undo:
            raise InputError("--list mostra soltanto: non indicare nomi, --all o --undo")
        status = read(args.file, checkin_status)
        if args.json:
            print_json(
                {
                    "in_use": status.in_use,
                    "present": len(status.present),
                    "expected": status.expected,
                    "players": [checkin_json(r) for r in status.rows],
                }
            )
            return 0
        print(f"presenti {len(status.present)} su {status.expected}")
        for r in status.rows:
            mark = "presente" if r.present else "assente"
            print(f"{r.player.name}\t{mark}")
        return 0
    with open_tournament(args.file) as store:
        rows = check_in(store, args.names, everyone=args.all, undo=args.undo, actor=actor())
        status = checkin_status(store)
    if args.json:
        print_json(
            {
                "players": [checkin_json(r) for r in rows],
                "present": len(status.present),
                "expected": status.expected,
            }
        )
        return 0
    for r in rows:
        print(f"{r.player.name}: {'presente' if r.present else 'non presente'}")
    print(f"presenti {len(status.present)} su {status.expected}")
    return 0
