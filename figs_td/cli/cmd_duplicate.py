"""``figs-td duplicate …``: duplicate events (new, draw, top, play, slip, slips, solutions,
standings, show, settings) and *mossa migliore* of a recorded game (``best``). FILE is a
``.figs`` path or a URL."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from figs_td.cli.common import actor, arg, command, open_tournament, show
from figs_td.cli.duplicate_slips import slip, slip_options, slips
from figs_td.plurals import count


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("duplicate", help="gare di duplicato e mossa migliore")
    ds = p.add_subparsers(dest="duplicate_command", metavar="AZIONE", required=True)

    game_no = arg("--game", type=int, default=None, help="numero della partita (predefinita: l'ultima)")
    json_flag = arg("--json", action="store_true")

    def cmd(
        name: str, help_text: str, handler: Any, *options: Any, game: bool = True
    ) -> argparse.ArgumentParser:
        """FILE, ``--game`` (unless ``game`` is false), ``--json``, then ``options``."""
        first = (game_no, json_flag) if game else (json_flag,)
        return command(ds, name, help_text, handler, *first, *options, json=False)

    n = cmd("new", "nuova partita dell'evento (estrazioni con seme registrato)", _new, game=False)
    n.add_argument("--seed", type=int, default=None)

    s = cmd(
        "settings",
        "impostazioni: tempo per mossa, numero di mosse, regole di estrazione",
        _settings,
        game=False,
    )
    number = {"type": int, "default": None}
    for add in (
        arg("--timer", **number, metavar="SECONDI", help="tempo per mossa (180)"),
        arg("--moves", **number, help="mosse per partita (0: fino a esaurimento)"),
        arg("--min-vowels", **number, help="vocali minime nel leggio, prima fase (2)"),
        arg("--min-consonants", **number, help="consonanti minime nel leggio, prima fase (2)"),
        arg("--until-move", **number,
            help="la prima fase dura fino a questa mossa (15; 0: tutta la partita)"),
        arg("--later-vowels", **number, help="vocali minime dopo la prima fase (1)"),
        arg("--later-consonants", **number, help="consonanti minime dopo la prima fase (1)"),
        arg("--no-draw-rules", action="store_true", help="nessun vincolo di vocali e consonanti"),
        arg("--solo-bonus", **number, help="punti del solitario (0: nessun bonus)"),
        arg("--solo-min-players", **number,
            help="giocatori minimi perché valga il bonus del solitario (16)"),
        arg("--warning-penalty", **number,
            help="punti tolti per avvertimento oltre la soglia (0: nessuno)"),
        arg("--warning-from", **number,
            help="dal n-esimo avvertimento della partita si tolgono i punti (3)"),
        arg("--preset", choices=["francese", "nessuno"], default=None,
            help="francese: solitario +10 con almeno 16 giocatori, -5 dal terzo avvertimento"),
    ):
        add(s)

    cmd(
        "draw", "estrazione: lettere lette dal direttore (--tiles) o estratte dal programma", _draw,
        arg("--tiles", default=None, metavar="LETTERE", help="le tessere pescate (? = jolly)"),
        arg("--redraw", action="store_true",
            help="tutte le lettere rimesse nel sacchetto (regola di estrazione): --tiles sono 7 nuove"),
    )  # fmt: skip
    cmd(
        "top", "le mosse col punteggio massimo (top) della mossa corrente", _top,
        arg("--move", type=int, default=None, help="la mossa (predefinita: quella in corso)"),
        arg("--others", type=int, default=5, help="quante altre mosse mostrare"),
        arg("--count", action="store_true",
            help="conta anche tutte le mosse possibili (total_moves; genera la lista intera, più lento)"),
    )  # fmt: skip
    cmd(
        "play", "conferma il top messo sul tabellone", _play,
        arg("choice", nargs="?", default=None, metavar="SCELTA",
            help="numero del top o notazione (8F MICIO)"),
    )  # fmt: skip

    # Options may come anywhere ("FILE 1 6 --declared 27 8C ACARIO"): what follows the command
    # is parsed again, intermixed, by the handler.
    sl = ds.add_parser("slip", help="foglietto di un giocatore: mossa scritta o punteggio")
    sl.add_argument(
        "rest",
        nargs=argparse.REMAINDER,
        metavar="FILE MOSSA GIOCATORE [MOSSA_SCRITTA]",
        help="il torneo, la mossa, il numero del giocatore, poi la mossa scritta (8F MICIO); "
        "le opzioni in qualsiasi ordine",
    )
    slip_options(sl)
    sl.set_defaults(handler=slip)

    cmd(
        "slips",
        "inserimento rapido dei foglietti: una riga per giocatore (8C acario, 27, t, s, a, p5, r, b, m)",
        slips,
        arg("move", type=int, metavar="MOSSA", help="il numero della mossa"),
        arg("--from", dest="first", type=int, default=None,
            help="primo giocatore (predefinito: il primo)"),
        arg("--input", default=None, metavar="FILE", help="righe da un file (predefinito: la tastiera)"),
        arg("--keep-good", action="store_true",
            help="da un file: registra le righe buone anche se altre sono rifiutate (uscita 1)"),
    )  # fmt: skip
    cmd(
        "solutions",
        "foglio delle soluzioni di una mossa: top, alternative, mossa e scarto di ogni giocatore",
        _solutions,
        arg("--move", type=int, default=None, help="la mossa (predefinita: l'ultima giocata)"),
        arg("--out", default=None, metavar="USCITA", help="file .pdf (per la parete) o .xlsx"),
    )  # fmt: skip
    cmd(
        "standings", "classifica (più partite sommate)", _standings,
        arg("--games", default=None, help="partite da sommare, ad es. 1,2 (predefinite: tutte)"),
        arg("--move", default=None, metavar="P/M", help="classifica di una mossa, ad es. 1/5"),
        arg("--per-game", action="store_true",
            help="la classifica di ogni partita, poi quella generale"),
        game=False,
    )  # fmt: skip

    cmd("show", "la partita di riferimento (mosse, top, cumulativo, plancia)", _show)

    ex = cmd(
        "export", "documenti: partita di riferimento, classifica, schede dei giocatori", _export
    )
    ex.add_argument(
        "doc",
        choices=["master", "standings", "players", "solutions"],
        italian={
            "partita": "master",
            "classifica": "standings",
            "schede": "players",
            "soluzioni": "solutions",
        },
        metavar="DOCUMENTO",
        help="partita | classifica | schede | soluzioni (l'ultima mossa giocata); valgono "
        "anche master, standings, players, solutions",
    )
    ex.add_argument("out", metavar="USCITA", help="file .pdf o .xlsx")
    ex.add_argument(
        "--player",
        type=int,
        action="append",
        default=None,
        help="solo questo giocatore (ripetibile)",
    )

    b = ds.add_parser("best", help="mossa migliore: le mosse migliori di un turno di un formulario")
    b.add_argument("scoresheet", metavar="FORMULARIO", help="file .json/.gcg o FILE del torneo")
    b.add_argument(
        "--turn",
        type=int,
        required=True,
        metavar="N",
        help="il turno del formulario (1 = il primo)",
    )
    b.add_argument("--round", type=int, default=None, help="con un file di torneo: turno")
    b.add_argument("--table", type=int, default=None, help="con un file di torneo: tavolo")
    b.add_argument("--rack", default=None, help="il leggio (predefinito: quello registrato)")
    b.add_argument(
        "--lexicon", default=None, help="il lessico (predefinito: quello in uso, o il libero)"
    )
    b.add_argument("--limit", type=int, default=10, help="quante mosse mostrare (10)")
    b.add_argument("--json", action="store_true")
    b.set_defaults(handler=_best)


def _prepare_graph(store: Any = None, lexicon: str | None = None) -> None:
    """The move generator's graph of the tournament's list (or ``lexicon``), built now with its
    progress on standard error when it is missing: the first time takes one to two minutes and
    about 450 MB of memory (measured 60–114 s on a busy two-core machine); later it opens in a
    fraction of a second."""
    from figs_td.cli.common import Progress
    from figs_td.errors import FigsError
    from figs_td.services.lexicon.moves import ensure_graph, graph_built

    name = lexicon
    if store is not None and name is None:
        from figs_td.services.rulings import tournament_lexicon

        name = tournament_lexicon(store)
    try:
        if graph_built(name):
            return
    except FigsError:  # an unknown list: the service says so, in Italian, when it is used
        return
    sys.stderr.write(
        "Preparo il generatore di mosse per questo lessico: solo la prima volta, da uno a due "
        "minuti…\n"
    )
    progress = Progress()
    ensure_graph(name, progress=progress)
    progress.done()


def _new(args: argparse.Namespace) -> int:
    from figs_td.services.duplicate import events as dup

    with open_tournament(args.file, purpose="duplicate") as store:
        game = dup.new_game(store, seed=args.seed, actor=actor())
    return show(
        args, {"game": game.number, "seed": game.seed}, f"partita {game.number} (seme {game.seed})"
    )


def _settings(args: argparse.Namespace) -> int:
    from figs_td.services.duplicate import events as dup

    with open_tournament(args.file) as store:
        s = dup.set_duplicate_settings(
            store,
            actor=actor(),
            timer_s=args.timer,
            moves=args.moves,
            min_vowels=args.min_vowels,
            min_consonants=args.min_consonants,
            until_move=args.until_move,
            later_vowels=args.later_vowels,
            later_consonants=args.later_consonants,
            no_draw_rules=args.no_draw_rules,
            solo_bonus=args.solo_bonus,
            solo_min_players=args.solo_min_players,
            warning_penalty=args.warning_penalty,
            warning_from=args.warning_from,
            preset=args.preset,
        )
    d = s.draw
    rule = f"almeno {d.min_vowels} vocali e {d.min_consonants} consonanti"
    if d.until_move:
        rule += (
            f" fino alla mossa {d.until_move}, poi almeno {d.later_vowels} vocali e "
            f"{d.later_consonants} consonanti"
        )
    text = (
        f"tempo per mossa {s.timer_s} s; mosse {s.moves or 'fino a esaurimento'}; "
        f"estrazione: {rule}; solitario "
        + (f"+{s.solo_bonus} con almeno {s.solo_min_players} giocatori" if s.solo_bonus else "no")
        + "; avvertimenti "
        + (f"-{s.warning_penalty} dal {s.warning_from}°" if s.warning_penalty else "senza punti")
    )
    return show(args, s.to_dict(), text)


def _draw(args: argparse.Namespace) -> int:
    from figs_td.services.duplicate import events as dup

    with open_tournament(args.file, purpose="duplicate") as store:
        move = dup.draw(store, args.game, tiles=args.tiles, redraw=args.redraw, actor=actor())
        game = dup.get_game(store, args.game)
    data = move.to_dict() | {"game": game.number, "bag": sum(game.bag().values())}
    how = "letta dal direttore" if move.source == "entered" else f"estratta (seme {move.seed})"
    text = f"partita {game.number}, mossa {move.number}: {move.rack} ({how}; resto {move.leftover or '—'})"
    if move.note:
        text += f"\n  {move.note}"
    return show(args, data, text)


def _top(args: argparse.Namespace) -> int:
    from figs_td.services.duplicate import events as dup

    with open_tournament(args.file, purpose="duplicate") as store:
        _prepare_graph(store)
        view = dup.compute_tops(store, args.game, args.move, others=args.others, count=args.count)
    lines = [f"partita {view.game}, mossa {view.move}, leggio {view.rack}: top {view.top_score}"]
    lines += [f"  {i}. {c.notation}  {c.score}" for i, c in enumerate(view.tops, 1)]
    if view.best:
        lines.append("  altre:")
        lines += [f"     {c.notation}  {c.score}" for c in view.best]
    if not view.tops:
        lines.append("  nessuna mossa possibile: il leggio torna nel sacchetto")
    if view.total_moves is not None:
        lines.append(f"  mosse possibili: {view.total_moves}")
    return show(args, view.to_json(), "\n".join(lines))


def _play(args: argparse.Namespace) -> int:
    from figs_td.services.duplicate import events as dup

    with open_tournament(args.file, purpose="duplicate") as store:
        _prepare_graph(store)
        move = dup.confirm_top(store, args.game, args.choice, actor=actor())
        game = dup.get_game(store, args.game)
        over = dup.over_top(store, game.number, move.number)
    data = move.to_dict() | {
        "game": game.number,
        "finished": game.finished,
        "top_total": game.top_total(),
        "over_top": over,
    }
    text = f"mossa {move.number}: {move.placed or 'nessuna'} {move.placed_score}"
    if over:
        text += f"\nfoglietti oltre il top ({move.placed_score}) da correggere:" + "".join(
            f"\n  {o['player']} {o['name']}: {o['score']}" for o in over
        )
    if game.finished:
        text += f"\npartita {game.number} finita: totale dei top {game.top_total()}"
    return show(args, data, text)


def _solutions(args: argparse.Namespace) -> int:
    from figs_td.services.duplicate import solutions as sol

    with open_tournament(args.file) as store:
        if args.out:
            res = sol.export_solutions(store, args.out, game=args.game, move=args.move)
            data = {"files": [str(f) for f in res.files], "pages": res.pages}
            return show(args, data, f"scritto {res.files[0]} ({res.pages} pagine/fogli)")
        sheet = sol.solutions(store, args.game, args.move)
    lines = [
        f"partita {sheet.game}, mossa {sheet.move}, leggio {sheet.rack}: "
        f"top {sheet.placed or '—'} {sheet.top}"
    ]
    lines += [f"  {t}  {sheet.top}" for t in sheet.tops if t != sheet.placed]
    lines += [f"  {n}  {v}" for n, v in sheet.others]
    lines.append("")
    for r in sheet.rows:
        extra = (f"  solitario +{r.solo}" if r.solo else "") + (
            f"  -{r.penalty}" if r.penalty else ""
        )
        lines.append(f"{r.number:>4} {r.name:<28} {r.written:<22} {r.score:>4} {r.gap:>5}{extra}")
    return show(args, sheet.to_json(), "\n".join(lines))


def _standings(args: argparse.Namespace) -> int:
    from figs_td.errors import InputError
    from figs_td.services.duplicate import events as dup

    with open_tournament(args.file, purpose="standings") as store:
        if args.move:
            try:
                g, m = (int(x) for x in args.move.split("/"))
            except ValueError:
                raise InputError(
                    f"--move va scritto PARTITA/MOSSA, ad es. 1/5: {args.move!r}"
                ) from None
            ranks = dup.move_ranking(store, g, m)
            return show(
                args,
                [r.to_json() for r in ranks],
                "\n".join(
                    f"{r.rank:>3}. {r.number:>3} {r.name:<30} {r.score:>4}{' top' if r.top else ''}"
                    for r in ranks
                ),
            )
        games = None
        if args.games:
            try:
                games = [int(x) for x in args.games.split(",")]
            except ValueError:
                raise InputError(f"--games: numeri separati da virgole: {args.games!r}") from None
            if len(games) > 100:
                raise InputError("--games: al massimo 100 partite")
        view = dup.standings_view(store, games, per_game=args.per_game)
    rows, per_game, over = view.rows, view.per_game, view.over
    if args.per_game:
        data: Any = {
            "games": {str(g): [r.to_json() for r in rs] for g, rs in per_game.items()},
            "overall": [r.to_json() for r in rows],
        }
        text = "\n\n".join(
            [f"partita {g}\n" + _standings_table(rs) for g, rs in per_game.items()]
            + ["generale\n" + _standings_table(rows)]
        )
    else:
        data, text = [r.to_json() for r in rows], _standings_table(rows)
    if over and not args.json:
        text += "\n\nfoglietti oltre il top da correggere:" + "".join(
            f"\n  partita {g}, mossa {m}: {o['player']} {o['name']} {o['score']}"
            for g, m, o in over
        )
    if view.to_check and not args.json:
        text += (
            "\n\nfoglietti da controllare (punti dichiarati diversi dalla mossa scritta):"
            + "".join(
                f"\n  partita {g}, mossa {m}: {o['player']} {o['name']} {o['written']}: {o['why']}"
                for g, m, o in view.to_check
            )
        )
    return show(args, data, text)


def _standings_table(rows: list[Any]) -> str:
    extra = any(r.bonus or r.penalty or r.warnings for r in rows)
    head = f"{'pos':>3}  {'n.':>3} {'giocatore':<30} {'punti':>6} {'diff':>6} {'%':>6} {'top':>4}"
    if extra:
        head += f" {'sol.':>5} {'avv.':>4} {'pen.':>5}"
    lines = [head]
    for r in rows:
        line = f"{r.rank:>3}. {r.number:>3} {r.name:<30} {r.total:>6} {r.diff:>6} {r.pct:>6.1f} {r.tops:>4}"
        if extra:
            line += f" {r.bonus:>5} {r.warnings:>4} {-r.penalty if r.penalty else 0:>5}"
        lines.append(line)
    return "\n".join(lines)


def _show(args: argparse.Namespace) -> int:
    from figs_td.services.duplicate import events as dup

    with open_tournament(args.file, purpose="standings") as store:
        game = dup.get_game(store, args.game)
    data = dup.game_json(game)
    lines = [f"partita {game.number} (seme {game.seed}){' — finita' if game.finished else ''}"]
    for m in data["moves"]:
        lines.append(
            f"{m['number']:>3}. {m['rack']:<8} {m['placed'] or '—':<22} {m['placed_score'] if m['placed_score'] is not None else '':>4} {m['cumulative']:>5}"
        )
    lines += ["", *data["board"]]
    return show(args, data, "\n".join(lines))


def _export(args: argparse.Namespace) -> int:
    from figs_td.services.duplicate.reports import export_duplicate

    with open_tournament(args.file) as store:
        res = export_duplicate(
            store, f"duplicate-{args.doc}", args.out, game=args.game, players=args.player
        )
    data = {"document": res.document, "files": [str(f) for f in res.files], "pages": res.pages}
    return show(
        args, data, f"scritto {res.files[0]} ({count(res.pages, 'pagina/foglio', 'pagine/fogli')})"
    )


def _best(args: argparse.Namespace) -> int:
    from figs_td.errors import InputError
    from figs_td.services.lexicon.moves import best_for_turn

    if args.round is not None or args.table is not None:
        if args.round is None or args.table is None:
            raise InputError("con un file di torneo servono --round e --table")
        from figs_td.services.scoresheets import load_scoresheet
        from figs_td.services.tournament import open_tournament

        with open_tournament(args.scoresheet) as store:
            record = load_scoresheet(store, args.round, args.table)
        if record is None:
            raise InputError(f"nessun formulario per turno {args.round}, tavolo {args.table}")
    else:
        from figs_td.services.scoresheets import read_record

        record = read_record(args.scoresheet)
    _prepare_graph(lexicon=args.lexicon)
    res = best_for_turn(record, args.turn, rack=args.rack, lexicon=args.lexicon, limit=args.limit)
    lines = [
        f"turno {res.turn} ({res.player}), leggio {res.rack}"
        + (" (tessere giocate: leggio non registrato)" if res.rack_source == "played_tiles" else "")
    ]
    if res.played:
        lines.append(
            f"giocata: {res.played} {res.played_score} — {res.played_rank}ª su {res.total_moves} mosse"
        )
    lines += [f"  {i}. {m.notation}  {m.score}" for i, m in enumerate(res.moves, 1)]
    return show(args, res.to_json(), "\n".join(lines))
