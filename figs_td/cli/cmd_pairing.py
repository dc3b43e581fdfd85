"""Pairing and standings commands: pair, pairings, unpair, repair, swap, standings, phases,
constraints."""

from __future__ import annotations

from figs_td.cli.common import actor as _actor
from figs_td.cli.common import arg, command, commands
from figs_td.cli.common import open_tournament as _open

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    import argparse
    from typing import Any

    from figs_td.services.pairing.rounds import PairedRound


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    import argparse  # BooleanOptionalAction below (the handlers need no argparse)

    p = sub.add_parser("pair", help="abbina il turno successivo e lo stampa")
    p.add_argument("file", metavar="FILE", help="file del torneo (.figs) o indirizzo del database")
    p.add_argument("--seed", type=int, default=None, help="seme del sorteggio (riproducibile)")
    p.add_argument(
        "--draw",
        choices=("random", "rating"),
        italian={"sorteggio": "random"},
        default=None,
        help="primo turno: sorteggio (o random) o per rating; viene ricordato nel torneo",
    )
    p.add_argument("--explain", action="store_true", help="spiega ogni abbinamento")
    ab = p.add_mutually_exclusive_group()
    ab.add_argument(
        "--include-absent",
        dest="absent",
        action="store_const",
        const="include",
        help="turno 1 con il check-in: abbina anche chi non ha fatto il check-in",
    )
    ab.add_argument(
        "--without-absent",
        dest="absent",
        action="store_const",
        const="without",
        help="turno 1 con il check-in: lascia fuori chi non ha fatto il check-in (iscritto dal turno 2)",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=_pair)

    rnd = arg("--round", type=int, required=True, metavar="R")
    explain = arg("--explain", action="store_true", help="spiega ogni abbinamento")
    commands(sub, (
        ("pairings", "mostra gli abbinamenti di un turno", _pairings, (rnd, explain)),
        ("unpair", "annulla l'ultimo turno abbinato", _unpair, (
            rnd, arg("--force", action="store_true", help="anche se ci sono risultati inseriti"),
        ), {"json": False}),
        ("repair", "riabbina l'ultimo turno (senza risultati)", _repair, (
            rnd, arg("--seed", type=int, default=None),
            arg("--draw", choices=("random", "rating"), italian={"sorteggio": "random"}, default=None, help="primo turno: per sorteggio (o random) o per rating"),
        )),
        ("swap", "scambia due giocatori tra i loro tavoli in un turno", _swap, (
            rnd, arg("name1", metavar="NOME1", help="il primo giocatore"),
            arg("name2", metavar="NOME2", help="il secondo giocatore"),
        )),
    ))  # fmt: skip

    c = sub.add_parser("standings", help="classifica")
    c.add_argument("file", metavar="FILE")
    c.add_argument("--after-round", type=int, default=None, metavar="N")
    c.add_argument(
        "--round",
        dest="after_round",
        type=int,
        default=None,
        metavar="N",
        help="come --after-round: la classifica dopo il turno N",
    )
    c.add_argument(
        "--provisional",
        action="store_true",
        help="classifica provvisoria: conta anche i risultati inseriti finora nel turno in corso",
    )
    c.add_argument(
        "--tiebreaks",
        default=None,
        metavar="FIGS|WESPA",
        help="spareggi: FIGS, WESPA o criteri separati da virgole (predefinito: quelli del torneo)",
    )
    c.add_argument(
        "--rating-change",
        action="store_true",
        help="variazione attesa del rating non ufficiale di ogni giocatore (formula logistica)",
    )
    c.add_argument("--json", action="store_true")
    c.set_defaults(handler=_standings)

    f = sub.add_parser(
        "phases",
        help="formula a fasi (N turni di svizzero, poi tabellone tra i primi K) "
        "o opzioni dell'eliminazione diretta",
    )
    f.add_argument("file", metavar="FILE")
    f.add_argument("--swiss", type=int, default=None, metavar="N", help="turni di italo-svizzero")
    f.add_argument(
        "--knockout", type=int, default=None, metavar="K", help="giocatori nel tabellone"
    )
    f.add_argument(
        "--best-of", type=int, default=None, metavar="K", help="partite per incontro (1)"
    )
    f.add_argument(
        "--third-place",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="finale per il 3° posto (--no-third-place: senza)",
    )
    f.add_argument(
        "--no-consolation",
        action="store_true",
        help="gli esclusi dal tabellone non continuano a giocare",
    )
    f.add_argument(
        "--groups",
        type=int,
        default=1,
        metavar="G",
        help="fase svizzera in G gruppi separati (formula 2008)",
    )
    f.add_argument("--clear", action="store_true", help="torna al solo italo-svizzero")
    f.add_argument("--json", action="store_true")
    f.set_defaults(handler=_phases)

    two = {"nargs": 2, "action": "append", "default": [], "metavar": ("GIOCATORE1", "GIOCATORE2")}
    command(
        sub, "constraints",
        "vincoli di abbinamento: coppie vietate, stesso circolo non prima del turno N",
        _constraints,
        arg("--forbid", **two,
            help="i due giocatori non vanno abbinati (familiari…); nome, tessera o #numero"),
        arg("--allow", **two, help="toglie una coppia vietata"),
        arg("--same-club-from", default=None, metavar="N|none",
            help="giocatori dello stesso circolo non abbinati prima del turno N (none: nessun vincolo)"),
        arg("--clear", action="store_true", help="toglie tutti i vincoli"),
    )  # fmt: skip


def _print_round(rnd: PairedRound, *, explain: bool) -> None:
    title = f"Turno {rnd.round}" + (f" ({rnd.system})" if rnd.system else "")
    if rnd.seed is not None and rnd.meta.get("draw") == "random":
        title += f" — sorteggio, seme {rnd.seed}"
    print(title)

    def shown(name: str, word_list: bool) -> str:
        return f"{name} *" if word_list else name

    width = max([len(shown(t.first_name, t.first_word_list)) for t in rnd.tables] + [6])
    by_draw = rnd.first_move == "sorteggio"
    if by_draw:
        # Art. 25: the players draw tiles at the table to decide who starts.
        print(f"{'Tav.':>4}  {'Giocatori':<{width}}    {'':<{width}}  Inizia")
    else:
        print(f"{'Tav.':>4}  {'Inizia':<{width}}    Secondo")
    for t in rnd.tables:
        mark = "  [rivincita]" if t.rematch else ""
        label = f"  ({t.label})" if t.label else ""
        first = shown(t.first_name, t.first_word_list)
        second = shown(t.second_name, t.second_word_list)
        if t.starts_by_draw:
            print(f"{t.table:>4}  {first:<{width}} -  {second:<{width}}  {t.starts}{label}{mark}")
        else:
            print(f"{t.table:>4}  {first:<{width}} -  {second}{label}{mark}")
        if explain:
            if t.reason:
                print(f"        perché: {t.reason}")
            if t.first_reason and t.starts_by_draw:
                print(f"        {t.first_reason}")
            elif t.first_reason:
                print(f"        inizia {t.first_name}: {t.first_reason}")
    if rnd.bye_names:
        print("Riposo: " + ", ".join(rnd.bye_names))
    if rnd.idle_names:
        print("Non giocano: " + ", ".join(rnd.idle_names))
    if rnd.absent_names:
        print("Assenti in questo turno: " + ", ".join(rnd.absent_names))
    if any(t.first_word_list or t.second_word_list for t in rnd.tables):
        print("* può consultare le tabelle delle parole di 2 e 3 lettere")
    for note in rnd.notes:
        print(f"nota: {note}")
    for w in rnd.warnings:
        print(w)


def _emit(rnd: PairedRound, args: argparse.Namespace) -> int:
    import sys

    from figs_td.cli.common import print_json

    if getattr(args, "json", False):
        print_json(rnd.to_json())
        for w in rnd.warnings:
            print(w, file=sys.stderr)
    else:
        _print_round(rnd, explain=getattr(args, "explain", False))
    return 0


def _pair(args: argparse.Namespace) -> int:
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file, purpose="pair") as store:
        rnd = pair_next_round(
            store, seed=args.seed, draw=args.draw, actor=_actor(), absent=args.absent
        )
    return _emit(rnd, args)


def _pairings(args: argparse.Namespace) -> int:
    from figs_td.services.pairing.rounds import round_view

    with _open(args.file) as store:
        rnd = round_view(store, args.round)
    return _emit(rnd, args)


def _unpair(args: argparse.Namespace) -> int:
    from figs_td.services.pairing.rounds import delete_last_round

    with _open(args.file) as store:
        n = delete_last_round(store, args.round, force=args.force, actor=_actor())
    print(f"turno {n} annullato")
    return 0


def _repair(args: argparse.Namespace) -> int:
    from figs_td.services.pairing.rounds import repair_round

    with _open(args.file) as store:
        rnd = repair_round(store, args.round, seed=args.seed, draw=args.draw, actor=_actor())
    return _emit(rnd, args)


def _swap(args: argparse.Namespace) -> int:
    from figs_td.services.pairing.rounds import swap_players

    with _open(args.file) as store:
        rnd = swap_players(store, args.round, args.name1, args.name2, actor=_actor())
    return _emit(rnd, args)


def _standings(args: argparse.Namespace) -> int:
    from figs_td.cli.common import freeze_if_ending, print_json
    from figs_td.services.standings import number, standings_json, standings_with_scope
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file, purpose="standings") as store:
        rows, scope = standings_with_scope(
            store,
            after_round=args.after_round,
            tiebreaks=args.tiebreaks,
            provisional=args.provisional,
        )
        changes = _rating_changes(store, args) if args.rating_change else None
    if args.json:
        out = standings_json(rows)
        if changes is not None:
            for row, r in zip(out, rows, strict=True):
                row["rating_change"] = round(changes.get(r.player_id, 0.0), 1)
        print_json(out)
        freeze_if_ending(args)
        return 0
    from figs_td.core.standings.placing import PHASES

    width = max([len(r.name) for r in rows] + [9])
    phased = any(r.phase not in ("", "main") for r in rows)
    lines = [
        scope.title,
        f"{'Pos.':>4}  {'Giocatore':<{width}}  {'Vitt.':>5}  {'Punti':>5}  {'Buchholz':>8}  "
        f"{'Diff.':>6}  {'Fatti':>6}  {'Part.':>5}"
        + ("  Fase" if phased else "")
        + ("  Rating ± (non uff.)" if changes is not None else "")
    ]
    for r in rows:
        phase = f"  {PHASES.get(r.phase, r.phase)}" if phased else ""
        lines.append(
            f"{r.final_place:>4}  {r.name:<{width}}  {number(r.wins):>5}  "
            f"{r.tournament_points:>5}  {number(r.buchholz):>8}  {r.spread:>+6}  {r.points:>6}  "
            f"{r.games:>5}{phase}"
            + (f"  {changes.get(r.player_id, 0.0):>+8.1f}" if changes is not None else "")
        )
    print("\n".join(lines))  # one write: 1,000 lines through the terminal filter cost 2 ms
    freeze_if_ending(args)
    return 0


def _rating_changes(store: object, args: argparse.Namespace) -> dict[int, float]:
    from figs_td.services.rating_change import rating_changes

    return rating_changes(store, after_round=args.after_round)  # type: ignore[arg-type]


def _phases(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.errors import InputError
    from figs_td.services.pairing.rounds import format_view, set_knockout, set_phases

    with _open(args.file) as store:
        if args.clear:
            value = set_phases(store, swiss_rounds=None, knockout=None, actor=_actor())
        elif args.swiss is not None or args.knockout is not None:
            value = set_phases(
                store,
                swiss_rounds=args.swiss,
                knockout=args.knockout,
                best_of=args.best_of or 1,
                third_place=bool(args.third_place),
                consolation=not args.no_consolation,
                groups=args.groups,
                actor=_actor(),
            )
        else:
            kind, value = format_view(store)  # no option: only shows (never writes)
            if args.best_of is not None or args.third_place is not None:
                if kind != "knockout":
                    raise InputError(
                        "--best-of e --third-place da soli valgono per l'eliminazione diretta; "
                        "per le fasi indicare anche --swiss N e --knockout K"
                    )
                value = set_knockout(
                    store, best_of=args.best_of, third_place=args.third_place, actor=_actor()
                )
    if args.json:
        print_json(value)
    elif value is None:
        print("fasi rimosse: solo italo-svizzero" if args.clear else "nessuna formula a fasi")
    elif "swiss_rounds" in value:
        extra = ", finale 3° posto" if value["third_place"] else ""
        groups = f" in {value['groups']} gruppi" if value.get("groups", 1) > 1 else ""
        print(
            f"{value['swiss_rounds']} turni di italo-svizzero{groups}, poi tabellone tra i primi "
            f"{value['knockout']} (incontri al meglio di {value['best_of']}{extra})"
        )
    else:
        extra = ", finale 3° posto" if value["third_place"] else ""
        print(f"eliminazione diretta: incontri al meglio di {value['best_of']}{extra}")
    return 0


def _constraints(args: argparse.Namespace) -> int:
    """Without --forbid/--allow/--same-club-from/--clear: shows, never writes."""
    from figs_td.services.pairing import constraints as svc

    writes = args.forbid or args.allow or args.same_club_from is not None or args.clear
    with _open(args.file) as store:
        if not writes:
            c, data = svc.show_constraints(store)
        else:
            club: Any = svc.KEEP
            if args.same_club_from is not None:
                from figs_td.services.director import parse_optional_int

                club = parse_optional_int(args.same_club_from, "turno per lo stesso circolo")
            c, data = svc.set_constraints(
                store,
                forbid=[tuple(x) for x in args.forbid],
                allow=[tuple(x) for x in args.allow],
                same_club_from=club,
                clear=args.clear,
                actor=_actor(),
            )
    if args.json:
        from figs_td.cli.common import print_json

        print_json(data)
        return 0
    if not c.active:
        print("nessun vincolo di abbinamento")
        return 0
    for pair in data["forbid"]:
        print(f"coppia vietata: {' – '.join(pair['names'])}")
    if c.same_club_from is not None:
        print(f"stesso circolo non prima del turno {c.same_club_from}")
    return 0
