"""``figs-td rules``: the rule profiles, a challenge penalty, the end of a game."""

from __future__ import annotations

import argparse
import dataclasses

from figs_td.plurals import count


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("rules", help="profili di regole, penalità, fine partita")
    rsub = p.add_subparsers(dest="rules_command", metavar="AZIONE", required=True)

    lp = rsub.add_parser("profiles", help="elenca i profili di regole")
    lp.add_argument("--json", action="store_true")
    lp.set_defaults(handler=_profiles)

    pp = rsub.add_parser("penalty", help="penalità di una contestazione (art. 30)")
    pp.add_argument("move_value", type=int, help="valore della mossa (bonus 50 incluso)")
    pp.add_argument("--valid", action="store_true", help="la mossa è valida (paga chi contesta)")
    pp.set_defaults(handler=_penalty)

    fp = rsub.add_parser("finish", help="punteggi finali di una partita")
    fp.add_argument("score_a", type=int, help="il punteggio del primo giocatore a fine partita")
    fp.add_argument("score_b", type=int, help="il punteggio del secondo giocatore")
    fp.add_argument("--profile", default=None, help="il profilo di regole (figs-2008, figs-25, club-22; predefinito figs-25)")
    fp.add_argument("--racks", nargs=2, default=("", ""), metavar=("LEGGIO_A", "LEGGIO_B"), help="le tessere rimaste sui due leggii (il jolly è ?)")
    fp.add_argument("--overtime", nargs=2, type=int, default=(0, 0), metavar=("S_A", "S_B"), help="secondi di tempo supplementare usati dai due giocatori")
    fp.add_argument("--flagged", type=int, choices=(0, 1), default=None, help="chi ha esaurito il tempo: 0 il primo, 1 il secondo")
    fp.add_argument("--base-left", nargs=2, type=int, default=(0, 0), metavar=("S_A", "S_B"), help="secondi di tempo base rimasti ai due giocatori")
    fp.add_argument("--json", action="store_true")
    fp.set_defaults(handler=_finish)


def _profiles(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.core.rules import DEFAULT_PROFILE, PROFILES

    if args.json:
        print_json([dataclasses.asdict(p) for p in PROFILES.values()])
        return 0
    for p in PROFILES.values():
        mark = " (predefinito)" if p.name == DEFAULT_PROFILE else ""
        print(f"{p.name}{mark}: {p.label}\n    fonte: {p.source}")
    return 0


def _penalty(args: argparse.Namespace) -> int:
    from figs_td.core.rules import challenge_penalty

    points = challenge_penalty(args.move_value, args.valid)
    who = "chi ha contestato" if args.valid else "chi ha giocato la mossa"
    print(f"penalità: {count(points, 'punto', 'punti')} a carico di {who}")
    return 0


def _finish(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.core.rules import DEFAULT_PROFILE, finish_game, get_profile

    profile = get_profile(args.profile or DEFAULT_PROFILE)
    a, b = finish_game(
        profile,
        (args.score_a, args.score_b),
        racks=tuple(args.racks),
        overtime_s=tuple(args.overtime),
        flagged=args.flagged,
        base_left_s=tuple(args.base_left),
    )
    if args.json:
        print_json({"profile": profile.name, "final": [a, b]})
    else:
        print("-".join(str(x) if x >= 0 else f"({x})" for x in (a, b)))  # 30-(-30)
    return 0
