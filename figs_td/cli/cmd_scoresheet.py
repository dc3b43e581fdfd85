"""``figs-td scoresheet``: evaluate a game record (formulario), convert it, attach it to a game.

- ``figs-td scoresheet GAME.(json|gcg) [--profile P] [--json] [--output OUT.(json|gcg)]``
- ``figs-td scoresheet FILE --round R --table T GAME`` — attach to a tournament game and set
  its result (FILE: a ``.figs`` file or a database URL);
- ``figs-td scoresheet FILE --round R --table T`` — show the record attached to that game.
"""

from __future__ import annotations

import argparse
from typing import Any

from figs_td.cli.versions import add_version_options, version_kw

_ENDINGS = {
    "out": "un giocatore ha finito le tessere (art. 39a)",
    "scoreless": "sei turni consecutivi senza punti (art. 39b)",
    "flag": "tempo supplementare esaurito (art. 39c)",
    "capped": "durata massima della partita (art. 37)",
    "unfinished": "formulario incompleto",
}


def _options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--round", type=int, default=None, metavar="R", help="turno del torneo")
    p.add_argument("--table", type=int, default=None, metavar="T", help="tavolo")
    p.add_argument("--profile", default=None, help="profilo di regole (predefinito figs-25)")
    p.add_argument("--output", default=None, metavar="OUT", help="salva il formulario (.json/.gcg)")
    p.add_argument("--board", action="store_true", help="mostra anche la plancia finale")
    p.add_argument("--json", action="store_true")
    add_version_options(p)


_DESCRIPTION = (
    "Valuta il formulario di una partita (JSON o GCG) oppure, con un file di torneo e "
    "--round/--table, lo allega alla partita e ne registra il risultato. "
    "Uso: figs-td scoresheet GAME.json|GAME.gcg [--profile P] [--json]; "
    "figs-td scoresheet FILE.figs --round R --table T [GAME]"
)


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "scoresheet",
        help="formulario: riconteggio, contestazioni, fine partita; JSON e GCG",
        description=_DESCRIPTION,
    )
    # Options may come between FILE and GAME ("FILE --round R --table T GAME"): the positionals
    # and what follows them are parsed again, intermixed, by the handler.
    p.add_argument("rest", nargs=argparse.REMAINDER, metavar="FILE [GAME]", help="un formulario (JSON o GCG), oppure il torneo con --round e --table e il formulario da allegare")
    _options(p)
    p.set_defaults(handler=_scoresheet)


def _parse_rest(args: argparse.Namespace) -> None:
    from figs_td.cli.parser import ItalianParser

    inner = ItalianParser(prog="figs-td scoresheet", description=_DESCRIPTION)
    inner.add_argument("paths", nargs="+", metavar="FILE")
    _options(inner)
    ns = inner.parse_intermixed_args(args.rest)
    for key, value in vars(ns).items():
        if key == "paths" or value not in (None, False):
            setattr(args, key, value)


def _is_store(path: str) -> bool:
    return path.endswith(".figs") or "://" in path


def _scoresheet(args: argparse.Namespace) -> int:
    from figs_td.errors import InputError

    _parse_rest(args)
    paths: list[str] = args.paths
    tournament = args.round is not None or args.table is not None
    if tournament:
        if args.round is None or args.table is None:
            raise InputError("servono sia --round sia --table")
        if not _is_store(paths[0]) or len(paths) > 2:
            raise InputError("uso: figs-td scoresheet FILE.figs --round R --table T [GAME]")
        if len(paths) == 2:
            return _attach(args, paths[0], paths[1])
        return _show_attached(args, paths[0])
    if len(paths) != 1:
        raise InputError("un solo formulario, oppure FILE.figs --round R --table T GAME")
    return _evaluate(args, paths[0])


def _evaluate(args: argparse.Namespace, path: str) -> int:
    from figs_td.errors import InputError
    from figs_td.services.scoresheets import evaluate_record, read_record, write_record

    record = read_record(path)
    try:
        ev = evaluate_record(record, args.profile)
    except InputError as exc:
        raise InputError(f"{path}: {exc}") from None
    if args.output:
        write_record(record, args.output)
    _print(args, ev)
    return 0


def _attach(args: argparse.Namespace, store_path: str, game_path: str) -> int:
    from figs_td.cli.cmd_tournament import _actor
    from figs_td.cli.common import print_json
    from figs_td.services.scoresheets import attach_scoresheet, read_record
    from figs_td.services.tournament import open_tournament

    record = read_record(game_path)
    with open_tournament(store_path) as store:
        res = attach_scoresheet(
            store, args.round, args.table, record, actor=_actor(), **version_kw(args)
        )
    if args.json:
        print_json(res.to_json())
        return 0
    _print_text(res.evaluation, board=args.board, warnings=res.warnings)
    g = res.game
    prev = ""
    if res.previous != (None, None):
        prev = f" (prima {res.previous[0]}-{res.previous[1]})"
    print(
        f"turno {g.round}, tavolo {g.table}: formulario allegato, risultato "
        f"{g.score_first}-{g.score_second}{prev}"
    )
    return 0


def _show_attached(args: argparse.Namespace, store_path: str) -> int:
    from figs_td.errors import InputError
    from figs_td.services.scoresheets import evaluate_record, load_scoresheet, write_record
    from figs_td.services.tournament import open_tournament, rule_profile

    with open_tournament(store_path) as store:
        record = load_scoresheet(store, args.round, args.table)
        if record is None:
            raise InputError(f"turno {args.round}, tavolo {args.table}: nessun formulario allegato")
        profile = args.profile or rule_profile(store)
    ev = evaluate_record(record, profile)
    if args.output:
        write_record(record, args.output)
    _print(args, ev)
    return 0


def _print(args: argparse.Namespace, ev: Any) -> None:
    from figs_td.cli.common import print_json

    if args.json:
        data = ev.to_json()
        if args.board:
            data["board"] = ev.board.rows()
        print_json(data)
    else:
        _print_text(ev, board=args.board, warnings=ev.warnings)


def _print_text(ev: Any, *, board: bool, warnings: list[Any]) -> None:
    a, b = ev.players
    print(f"{a} – {b}   (profilo {ev.profile})")
    width = max(len(a), len(b), 9)
    print(f"{'n.':>3}  {'giocatore':<{width}}  {'mossa':<22} {'punti':>5}  totali")
    for t in ev.turns:
        if t.kind.value == "play":
            what = f"{t.position} {t.word}".strip()
        elif t.kind.value == "pass":
            what = "passo"
        elif t.kind.value == "exchange":
            what = "cambio"
        else:
            what = "cambio secco"
        extra = []
        if t.challenge is not None:
            extra.append("contestata: " + ("valida" if t.challenge.valid else "non valida"))
        if t.withdrawn:
            extra.append("ritirata")
        for i in (0, 1):
            if t.penalty[i]:
                extra.append(f"penalità {t.penalty[i]} a carico di {ev.players[i]}")
        if t.declared is not None and t.recount is not None and t.declared != t.score:
            if not t.withdrawn:
                extra.append(f"dichiarati {t.declared}")
        if t.void:
            extra.append("non conteggiato")
        note = f"   ({'; '.join(extra)})" if extra else ""
        name = ev.players[t.player]
        print(
            f"{t.number:>3}  {name:<{width}}  {what:<22} {t.score:>5}  "
            f"{t.totals[0]} - {t.totals[1]}{note}"
        )
    print(f"fine: {_ENDINGS.get(ev.ending.value, ev.ending.value)}")
    print(f"totali {ev.totals[0]} - {ev.totals[1]}; finale {ev.final[0]} - {ev.final[1]}")
    if board:
        print("   " + "ABCDEFGHIJKLMNO")
        for i, row in enumerate(ev.board.rows(), start=1):
            print(f"{i:>2} {row}")
    if warnings:
        print("avvisi:")
        for w in warnings:
            print(f"  - {w.message}")
