"""``figs-td duplicate slip`` and ``duplicate slips``: the players' slips of a duplicate
event entered one by one, from a file of the room (one transaction) or typed at the keyboard."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from figs_td.cli.common import actor, open_tournament, show
from figs_td.plurals import count


def slip_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--game", type=int, default=None, help="numero della partita (predefinita: l'ultima)"
    )
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.add_argument("--score", type=int, default=None, help="solo il punteggio")
    p.add_argument("--declared", type=int, default=None, help="punteggio dichiarato sul foglietto")
    p.add_argument("--top", action="store_true", help="il giocatore ha scritto il top giocato")
    p.add_argument("--warnings", type=int, default=0, help="avvertimenti dati su questo foglietto")
    p.add_argument("--penalty", type=int, default=None, metavar="PUNTI", help="penalità in punti")
    p.add_argument(
        "--zero",
        choices=["late", "blank", "multiple"],
        italian={"ritardo": "late", "bianco": "blank", "multiplo": "multiple"},
        default="",
        help="foglietto che vale 0: ritardo (late), bianco (blank), multiplo (multiple: più mosse)",
    )


def _parse_slip(args: argparse.Namespace) -> None:
    from figs_td.cli.parser import ItalianParser

    inner = ItalianParser(prog="figs-td duplicate slip")
    inner.add_argument("file", metavar="FILE")
    inner.add_argument("move", type=int, metavar="MOSSA")
    inner.add_argument("player", type=int, metavar="GIOCATORE")
    inner.add_argument("text", nargs="*", metavar="MOSSA_SCRITTA")
    slip_options(inner)
    ns = inner.parse_intermixed_args(args.rest)
    for key, value in vars(ns).items():
        if key in ("file", "move", "player", "text") or value not in (None, False, 0, ""):
            setattr(args, key, value)


def _slip_line(r: Any) -> str:
    out = f"{r.player_number} {r.player}: {r.notation or 'punteggio'} {r.score}"
    if r.top:
        out += " (top)"
    if r.reason:
        out += f" ({r.reason})"
    if r.warnings:
        out += f" — {r.warnings} avvertiment{'o' if r.warnings == 1 else 'i'}"
    if r.penalty:
        out += f" — penalità {r.penalty}"
    if r.corrected:
        out += f" — corretto (prima {r.previous_score})"
    if r.check:
        out += f" — all'arbitro: {r.check}"
    return out


def slip(args: argparse.Namespace) -> int:
    from figs_td.errors import InputError
    from figs_td.services.duplicate import events as dup

    _parse_slip(args)
    text = " ".join(args.text) or None
    given = (text is not None) + (args.score is not None) + bool(args.top) + bool(args.zero)
    if given != 1:
        raise InputError("indicare la mossa scritta oppure --score, --top o --zero")
    with open_tournament(args.file, purpose="duplicate") as store:
        r = dup.enter_slip(
            store,
            args.move,
            args.player,
            game_no=args.game,
            text=text,
            score=args.score,
            declared=args.declared,
            top=args.top,
            warnings=args.warnings,
            penalty=args.penalty,
            zero=args.zero,
            actor=actor(),
        )
    return show(args, r.to_json(), _slip_line(r))


MAX_ROOM_LINES = 2000
MAX_ROOM_BYTES = 200_000  # 2,000 lines of at most 80 characters and then some


def _input_lines(path: str) -> list[str]:
    """The lines of a file of slips (UTF-8, bounded)."""
    from pathlib import Path

    from figs_td.errors import InputError, describe_os_error

    p = Path(path)
    try:
        if p.stat().st_size > MAX_ROOM_BYTES:
            raise InputError(
                f"file dei foglietti troppo grande (al massimo {MAX_ROOM_BYTES} byte): {p}"
            )
        from figs_td import pathguard

        return pathguard.read_bytes(p, "slips").decode("utf-8-sig").splitlines()
    except UnicodeDecodeError:
        raise InputError(f"il file dei foglietti non è testo UTF-8: {p}") from None
    except OSError as exc:
        raise InputError(describe_os_error(exc, action="leggere i foglietti", path=p)) from None


def _stdin_lines() -> list[str]:
    """The lines piped to the command (bounded as a file)."""
    from figs_td.errors import InputError

    data = sys.stdin.read(MAX_ROOM_BYTES + 1)
    if len(data) > MAX_ROOM_BYTES:
        raise InputError(f"foglietti troppo lunghi (al massimo {MAX_ROOM_BYTES} caratteri)")
    return data.splitlines()


def slips(args: argparse.Namespace) -> int:
    """Fast entry: one line per player. From a file (or piped in), the lines are tied to their
    players and recorded together (:func:`_room`); typed at the keyboard, one slip at a time."""
    if args.input or not sys.stdin.isatty():
        return _room(args, _input_lines(args.input) if args.input else _stdin_lines())
    return _typed(args)


def _room(args: argparse.Namespace, lines: list[str]) -> int:
    """A file of slips in one transaction: exit 0 all recorded, 2 nothing recorded (a line
    refused, the file refused whole), 1 with ``--keep-good`` when some lines were refused and
    the others recorded."""
    from figs_td.cli.common import print_json
    from figs_td.services.duplicate import events as dup

    with open_tournament(args.file, purpose="duplicate") as store:
        try:
            entry = dup.enter_room(
                store, args.move, lines, game_no=args.game, first=args.first,
                keep_good=args.keep_good, actor=actor(),
            )  # fmt: skip
        except dup.RoomRefused as exc:
            if args.json:
                print_json(exc.entry.to_json())
            print(
                f"errore: {exc}\ncorreggere le righe e ripetere, oppure --keep-good per "
                "registrare le altre",
                file=sys.stderr,
            )
            return 2
    if args.json:
        print_json(entry.to_json())
    else:
        for r in entry.slips:
            print(_slip_line(r))
        if entry.to_check:
            print(
                "da controllare (punti dichiarati diversi dalla mossa scritta):"
                + "".join(
                    f"\n  {r.player_number} {r.player} {r.notation}: {r.check}"
                    + (f" ({r.reason})" if r.reason else "")
                    for r in entry.to_check
                )
            )
        summary = count(len(entry.slips), "foglietto registrato", "foglietti registrati")
        if entry.refused:
            summary += ", " + count(len(entry.refused), "riga rifiutata", "righe rifiutate")
        if entry.to_check:
            summary += f", {len(entry.to_check)} da controllare"
        print(summary)
    if entry.refused:
        print(
            "righe rifiutate, da riscrivere:"
            + "".join(f"\n  {r.describe()}" for r in entry.refused),
            file=sys.stderr,
        )
        return 1 if entry.slips else 2
    return 0


def _typed(args: argparse.Namespace) -> int:
    """Slips typed at the keyboard until "fine": each line recorded at once for the player
    shown; a line refused is typed again for the same player."""
    from figs_td.cli.common import print_json
    from figs_td.core.duplicate.entry import END_WORDS
    from figs_td.errors import FigsError, InputError, StoreError
    from figs_td.services.duplicate import events as dup

    done: list[dict[str, Any]] = []
    errors = 0
    with open_tournament(args.file, purpose="duplicate") as store:
        player = args.first if args.first is not None else dup.next_player(store, 0)
        names = dup.player_names(store)

        def prompt() -> None:
            if player is not None:
                print(f"{player} {names.get(player, '')}> ", end="", flush=True)

        prompt()
        for lines_read, raw in enumerate(sys.stdin, 1):
            if lines_read > MAX_ROOM_LINES:
                raise InputError(f"al massimo {MAX_ROOM_LINES} righe")
            line = raw.strip()
            if line.lower() in END_WORDS:
                break
            if player is None and not line.split(":")[0].isdigit():
                print("ultimo giocatore superato: 'N:' per indicarne uno, 'fine' per chiudere")
                continue
            try:
                r = dup.enter_line(
                    store, args.move, line, player=player or 0, game_no=args.game, actor=actor()
                )
            except StoreError:
                raise  # the file, not the line (read-only place, busy, damaged): stop here
            except FigsError as exc:
                errors += 1
                print(f"errore: {exc} — riscrivere la riga", file=sys.stderr)
                prompt()  # the same player again: nothing moves on
                continue
            current = r.player_number if r is not None else player
            if r is not None:
                done.append(r.to_json())
                if not args.json:
                    print(_slip_line(r))
            player = dup.next_player(store, current or 0)
            prompt()
    if args.json:
        print_json({"slips": done, "errors": errors})
    else:
        print(
            count(len(done), "foglietto registrato", "foglietti registrati")
            + (", " + count(errors, "riga da riscrivere", "righe da riscrivere") if errors else "")
        )
    return 0
