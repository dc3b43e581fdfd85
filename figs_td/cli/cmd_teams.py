"""Team and pairs events: ``teams add|remove|list|options|standings|matches`` (a tournament
created with ``--system squadre``; rounds are paired with ``pair`` as usual)."""

from __future__ import annotations

import argparse

from figs_td.cli.common import actor as _actor
from figs_td.cli.common import arg, change, command
from figs_td.cli.common import open_tournament as _open
from figs_td.plurals import count


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    t = sub.add_parser("teams", help="gare a squadre e a coppie: squadre, classifica, incontri")
    ts = t.add_subparsers(dest="teams_command", metavar="AZIONE", required=True)
    name = arg("name", metavar="NOME", help="il nome della squadra")
    ranking = arg("--ranking", choices=["games", "match"], italian={"partite": "games", "incontri": "match"}, default=None, help="classifica per partite vinte (partite, games) o per punti incontro (incontri, match)")  # fmt: skip
    command(
        ts, "add", "iscrive una squadra (giocatori in ordine di scacchiera)", _add, name,
        arg("members", nargs="+", metavar="GIOCATORE", help="nome, tessera o #numero"),
        json=False,
    )  # fmt: skip
    command(ts, "remove", "toglie una squadra", _remove, name, json=False)
    command(ts, "list", "elenca le squadre", _list)
    command(
        ts, "options", "abbinamento, ordine delle scacchiere, classifica", _options,
        arg("--pairing", choices=["auto", "swiss", "round-robin"], italian={"svizzero": "swiss", "girone": "round-robin"}, default=None, help="come si abbinano le squadre (auto: girone se i turni bastano, altrimenti svizzero)"),
        arg("--boards", choices=["fixed", "rating"], italian={"fisso": "fixed"}, default=None, help="l'ordine delle scacchiere: fisso (come iscritti) o per rating"),
        ranking, json=False,
    )  # fmt: skip
    command(
        ts, "standings", "classifica a squadre", _standings,
        arg("--round", dest="after_round", type=int, default=None, metavar="R"), ranking,
    )  # fmt: skip
    command(
        ts, "matches", "incontri fra squadre e loro risultati", _matches,
        arg("--round", type=int, default=None, metavar="R"),
    )  # fmt: skip


def _add(args: argparse.Namespace) -> int:
    from figs_td.services.teams import add_team

    with _open(args.file) as store:
        team = add_team(store, args.name, args.members, actor=_actor())
    print(f"squadra {team.name}: {count(len(team.members), 'giocatore', 'giocatori')}")
    return 0


def _remove(args: argparse.Namespace) -> int:
    from figs_td.services.teams import remove_team

    return change(
        args.file, lambda store: remove_team(store, args.name, actor=_actor()),
        f"squadra {args.name} tolta",
    )  # fmt: skip


def _list(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.players import player_names
    from figs_td.services.teams import list_teams, teams_json

    with _open(args.file) as store:
        teams, opts = list_teams(store)
        names = player_names(store)
    data = teams_json(teams, opts, names)
    if args.json:
        print_json(data)
        return 0
    print(f"abbinamento {opts.pairing}, scacchiere {opts.boards}, classifica {opts.ranking}")
    for t in data["teams"]:
        print(f"  {t['name']}: {', '.join(t['members'])}")
    return 0


def _options(args: argparse.Namespace) -> int:
    from figs_td.services.teams import set_team_options

    with _open(args.file) as store:
        o = set_team_options(
            store, pairing=args.pairing, boards=args.boards, ranking=args.ranking, actor=_actor()
        )
    print(f"abbinamento {o.pairing}, scacchiere {o.boards}, classifica {o.ranking}")
    return 0


def _standings(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.players import player_names
    from figs_td.services.standings import number
    from figs_td.services.teams import team_standings, team_standings_json

    with _open(args.file) as store:
        ranking, rows = team_standings(store, after_round=args.after_round, ranking=args.ranking)
        names = player_names(store)
    if args.json:
        print_json(team_standings_json(ranking, rows, names))
        return 0
    print(
        f"{'Pos.':>4}  {'Squadra':<24} {'Inc.':>4} {'P.inc':>5} {'Vinte':>6} {'Diff.':>6} {'Fatti':>6}"
    )
    for r in rows:
        print(
            f"{r.rank:>4}  {r.name:<24} {r.matches:>4} {r.match_points:>5} "
            f"{number(r.games_won):>6} {r.spread:>+6} {r.points:>6}"
        )
    return 0


def _matches(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.standings import number
    from figs_td.services.teams import team_matches, team_matches_json

    with _open(args.file) as store:
        matches = team_matches(store, round_no=args.round)
    if args.json:
        print_json(team_matches_json(matches))
        return 0
    for m in matches:
        if m.away is None:
            print(f"turno {m.round}: {m.home} riposa")
            continue
        score = f"{number(m.home_games)}-{number(m.away_games)}" if m.complete else "in corso"
        print(f"turno {m.round}: {m.home} – {m.away}  {score}")
    return 0
