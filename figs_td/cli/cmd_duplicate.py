"""``figs-td duplicate …``: duplicate events (new, draw, top, play, slip, standings, show,
settings) and *mossa migliore* of a recorded game (``best``). FILE is a ``.figs`` path or a URL."""

from __future__ import annotations

import argparse
from typing import Any

from figs_td.plurals import count


def _actor() -> str:
    from figs_td.services.actors import actor_name

    return actor_name("cli")


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("duplicate", help="gare di duplicato e mossa migliore")
    ds = p.add_subparsers(dest="duplicate_command", metavar="AZIONE", required=True)

    def cmd(name: str, help_text: str, handler: Any, game: bool = True) -> argparse.ArgumentParser:
        c = ds.add_parser(name, help=help_text)
        c.add_argument("file", metavar="FILE")
        if game:
            c.add_argument(
                "--game",
                type=int,
                default=None,
                help="numero della partita (predefinita: l'ultima)",
            )
        c.add_argument("--json", action="store_true")
        c.set_defaults(handler=handler)
        return c

    n = cmd("new", "nuova partita dell'evento (estrazioni con seme registrato)", _new, game=False)
    n.add_argument("--seed", type=int, default=None)

    s = cmd(
        "settings",
        "impostazioni: tempo per mossa, numero di mosse, regole di estrazione",
        _settings,
        game=False,
    )
    s.add_argument(
        "--timer", type=int, default=None, metavar="SECONDI", help="tempo per mossa (150)"
    )
    s.add_argument(
        "--moves", type=int, default=None, help="mosse per partita (0: fino a sacchetto vuoto)"
    )
    s.add_argument("--min-vowels", type=int, default=None)
    s.add_argument("--min-consonants", type=int, default=None)
    s.add_argument(
        "--until-move", type=int, default=None, help="regole di estrazione fino a questa mossa"
    )

    d = cmd(
        "draw", "estrazione: lettere lette dal direttore (--tiles) o estratte dal programma", _draw
    )
    d.add_argument(
        "--tiles", default=None, metavar="LETTERE", help="le tessere pescate (? = jolly)"
    )

    t = cmd("top", "le mosse col punteggio massimo (top) della mossa corrente", _top)
    t.add_argument("--move", type=int, default=None)
    t.add_argument("--others", type=int, default=5, help="quante altre mosse mostrare")

    pl = cmd("play", "conferma il top messo sul tabellone", _play)
    pl.add_argument(
        "choice",
        nargs="?",
        default=None,
        metavar="SCELTA",
        help="numero del top o notazione (8F MICIO)",
    )

    sl = cmd("slip", "foglietto di un giocatore: mossa scritta o punteggio", _slip)
    sl.add_argument("move", type=int, metavar="MOSSA")
    sl.add_argument("player", type=int, metavar="GIOCATORE", help="numero del giocatore")
    sl.add_argument("text", nargs="*", metavar="MOSSA_SCRITTA", help="ad es. 8F MICIO")
    sl.add_argument("--score", type=int, default=None, help="solo il punteggio")
    sl.add_argument("--declared", type=int, default=None, help="punteggio dichiarato sul foglietto")

    st = cmd("standings", "classifica (più partite sommate)", _standings, game=False)
    st.add_argument(
        "--games", default=None, help="partite da sommare, ad es. 1,2 (predefinite: tutte)"
    )
    st.add_argument(
        "--move", default=None, metavar="P/M", help="classifica di una mossa, ad es. 1/5"
    )

    cmd("show", "la partita di riferimento (mosse, top, cumulativo, plancia)", _show)

    ex = cmd(
        "export", "documenti: partita di riferimento, classifica, schede dei giocatori", _export
    )
    ex.add_argument(
        "doc",
        choices=["master", "standings", "players"],
        metavar="DOC",
        help="master | standings | players",
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
    b.add_argument("--turn", type=int, required=True, metavar="N")
    b.add_argument("--round", type=int, default=None, help="con un file di torneo: turno")
    b.add_argument("--table", type=int, default=None, help="con un file di torneo: tavolo")
    b.add_argument("--rack", default=None, help="il leggio (predefinito: quello registrato)")
    b.add_argument("--lexicon", default=None)
    b.add_argument("--limit", type=int, default=10)
    b.add_argument("--json", action="store_true")
    b.set_defaults(handler=_best)


def _open(args: argparse.Namespace) -> Any:
    from figs_td.services.tournament import open_tournament

    return open_tournament(args.file)


def _out(args: argparse.Namespace, data: Any, text: str) -> int:
    from figs_td.cli.common import print_json

    if args.json:
        print_json(data)
    else:
        print(text)
    return 0


def _new(args: argparse.Namespace) -> int:
    from figs_td.services import duplicate as dup

    with _open(args) as store:
        game = dup.new_game(store, seed=args.seed, actor=_actor())
    return _out(
        args, {"game": game.number, "seed": game.seed}, f"partita {game.number} (seme {game.seed})"
    )


def _settings(args: argparse.Namespace) -> int:
    from figs_td.services import duplicate as dup

    with _open(args) as store:
        s = dup.set_duplicate_settings(
            store,
            actor=_actor(),
            timer_s=args.timer,
            moves=args.moves,
            min_vowels=args.min_vowels,
            min_consonants=args.min_consonants,
            until_move=args.until_move,
        )
    d = s.draw
    text = (
        f"tempo per mossa {s.timer_s} s; mosse {s.moves or 'fino a sacchetto vuoto'}; "
        f"estrazione: almeno {d.min_vowels} vocali e {d.min_consonants} consonanti"
        + (f" fino alla mossa {d.until_move}" if d.until_move else "")
    )
    return _out(args, s.to_dict(), text)


def _draw(args: argparse.Namespace) -> int:
    from figs_td.services import duplicate as dup

    with _open(args) as store:
        move = dup.draw(store, args.game, tiles=args.tiles, actor=_actor())
        game = dup.get_game(store, args.game)
    data = move.to_dict() | {"game": game.number, "bag": sum(game.bag().values())}
    how = "letta dal direttore" if move.source == "entered" else f"estratta (seme {move.seed})"
    text = f"partita {game.number}, mossa {move.number}: {move.rack} ({how}; resto {move.leftover or '—'})"
    if move.note:
        text += f"\n  {move.note}"
    return _out(args, data, text)


def _top(args: argparse.Namespace) -> int:
    from figs_td.services import duplicate as dup

    with _open(args) as store:
        view = dup.compute_tops(store, args.game, args.move, others=args.others)
    lines = [f"partita {view.game}, mossa {view.move}, leggio {view.rack}: top {view.top_score}"]
    lines += [f"  {i}. {c.notation}  {c.score}" for i, c in enumerate(view.tops, 1)]
    if view.best:
        lines.append("  altre:")
        lines += [f"     {c.notation}  {c.score}" for c in view.best]
    if not view.tops:
        lines.append("  nessuna mossa possibile: il leggio torna nel sacchetto")
    return _out(args, view.to_json(), "\n".join(lines))


def _play(args: argparse.Namespace) -> int:
    from figs_td.services import duplicate as dup

    with _open(args) as store:
        move = dup.confirm_top(store, args.game, args.choice, actor=_actor())
        game = dup.get_game(store, args.game)
    data = move.to_dict() | {
        "game": game.number,
        "finished": game.finished,
        "top_total": game.top_total(),
    }
    text = f"mossa {move.number}: {move.placed or 'nessuna'} {move.placed_score}"
    if game.finished:
        text += f"\npartita {game.number} finita: totale dei top {game.top_total()}"
    return _out(args, data, text)


def _slip(args: argparse.Namespace) -> int:
    from figs_td.errors import InputError
    from figs_td.services import duplicate as dup

    text = " ".join(args.text) or None
    if (text is None) == (args.score is None):
        raise InputError("indicare la mossa scritta oppure --score")
    with _open(args) as store:
        r = dup.enter_slip(
            store,
            args.move,
            args.player,
            game_no=args.game,
            text=text,
            score=args.score,
            declared=args.declared,
            actor=_actor(),
        )
    out = f"{r.player_number} {r.player}: {r.notation or 'punteggio'} {r.score}"
    if r.reason:
        out += f" ({r.reason})"
    if r.corrected:
        out += f" — corretto (prima {r.previous_score})"
    return _out(args, r.to_json(), out)


def _standings(args: argparse.Namespace) -> int:
    from figs_td.errors import InputError
    from figs_td.services import duplicate as dup

    with _open(args) as store:
        if args.move:
            try:
                g, m = (int(x) for x in args.move.split("/"))
            except ValueError:
                raise InputError(
                    f"--move va scritto PARTITA/MOSSA, ad es. 1/5: {args.move!r}"
                ) from None
            ranks = dup.move_ranking(store, g, m)
            return _out(
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
        rows = dup.standings(store, games)
    lines = [
        f"{'pos':>3}  {'n.':>3} {'giocatore':<30} {'punti':>6} {'diff':>6} {'%':>6} {'top':>4}"
    ]
    lines += [
        f"{r.rank:>3}. {r.number:>3} {r.name:<30} {r.total:>6} {r.diff:>6} {r.pct:>6.1f} {r.tops:>4}"
        for r in rows
    ]
    return _out(args, [r.to_json() for r in rows], "\n".join(lines))


def _show(args: argparse.Namespace) -> int:
    from figs_td.services import duplicate as dup

    with _open(args) as store:
        game = dup.get_game(store, args.game)
    data = dup.game_json(game)
    lines = [f"partita {game.number} (seme {game.seed}){' — finita' if game.finished else ''}"]
    for m in data["moves"]:
        lines.append(
            f"{m['number']:>3}. {m['rack']:<8} {m['placed'] or '—':<22} {m['placed_score'] if m['placed_score'] is not None else '':>4} {m['cumulative']:>5}"
        )
    lines += ["", *data["board"]]
    return _out(args, data, "\n".join(lines))


def _export(args: argparse.Namespace) -> int:
    from figs_td.services.duplicate_reports import export_duplicate

    with _open(args) as store:
        res = export_duplicate(
            store, f"duplicate-{args.doc}", args.out, game=args.game, players=args.player
        )
    data = {"document": res.document, "files": [str(f) for f in res.files], "pages": res.pages}
    return _out(
        args, data, f"scritto {res.files[0]} ({count(res.pages, 'pagina/foglio', 'pagine/fogli')})"
    )


def _best(args: argparse.Namespace) -> int:
    from figs_td.errors import InputError
    from figs_td.services.moves import best_for_turn

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
    return _out(args, res.to_json(), "\n".join(lines))
