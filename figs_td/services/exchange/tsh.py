"""TSH division files (``.t``): import a whole tournament, export it back.

A TSH division file has one line per player::

    Rossi, Mario        1650  2 5 0 3; 402 388 50 415; p12 1 2 0 1; board 1 3 0 2

the name, the rating, the opponents of each round as 1-based line numbers of the other players
(``0`` = no opponent: a bye), ``;`` then the player's own score of each round (for a bye, the
spread credited: positive for a bye, negative for a forfeit loss), then optional fields
``; name values…``. ``p12`` says who moved first (1 = this player, 2 = the opponent, 0 = bye,
3/4 = undecided; when neither player says, the one on the earlier line starts and the round's
metadata lists them under ``first_undecided``); ``board`` gives the table. Other fields (``off``,
``newr``…) are ignored. A bye scored 0 or less is a forfeit loss (the player was absent): a
decision, as TSH leaves its meaning to the director. Comment lines start with ``#``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from pathlib import Path

from figs_td.core.inputs import RANGES, check_name, check_text, printable
from figs_td.core.model import Game, GameKind, System
from figs_td.errors import InputError
from figs_td.store import NewPlayer, Store
from figs_td.store.facades.players import split_name
from figs_td.store.facades.rounds import MAX_SCORE

_INT = re.compile(r"[+-]?[0-9]{1,9}")
MAX_ROUNDS = 999
MAX_LINE = 20_000  # characters in one line (a player with 999 rounds fits)


@dataclasses.dataclass
class TshPlayer:
    line: int  # line in the file (for messages)
    name: str
    rating: int
    opponents: list[int]  # 1-based player numbers, 0 = bye
    scores: list[int]
    fields: dict[str, list[str]]


class TshError(InputError):
    def __init__(self, file: str, line: int, reason: str) -> None:
        super().__init__(f"{file}, riga {line}: {reason}; nessun dato importato")


def parse_tsh(text: str, file: str = "file TSH") -> list[TshPlayer]:
    players: list[TshPlayer] = []
    for lineno, raw in enumerate(text.split("\n"), start=1):
        try:  # one line per player: a control character is refused, whatever field holds it
            line = check_text(raw.rstrip("\r").replace("\t", " "), "riga", max_len=MAX_LINE)
        except InputError as exc:
            raise TshError(file, lineno, str(exc).removeprefix("riga: ")) from None
        if not line or line.startswith("#"):
            continue
        parts = line.split(";")
        head = parts[0].split()
        i = len(head)
        while i > 0 and _is_int(head[i - 1]):
            i -= 1
        if i == 0:
            raise TshError(file, lineno, "manca il nome del giocatore")
        if i == len(head):
            raise TshError(file, lineno, "manca il rating dopo il nome")
        try:
            name = check_name(" ".join(head[:i]), "nome del giocatore")
        except InputError as exc:
            raise TshError(file, lineno, str(exc)) from None
        rating = int(head[i])
        if not 0 <= rating <= RANGES["rating"][1]:
            raise TshError(file, lineno, f"rating {rating} fuori dall'intervallo (0–5000)")
        opponents = [int(t) for t in head[i + 1 :]]
        if len(opponents) > MAX_ROUNDS:
            raise TshError(
                file, lineno, f"troppi turni ({len(opponents)}, al massimo {MAX_ROUNDS})"
            )
        scores: list[int] = []
        if len(parts) > 1:
            for tok in parts[1].split():
                if not _is_int(tok):
                    raise TshError(file, lineno, f"punteggio non valido: '{printable(tok[:30])}'")
                value = int(tok)
                if abs(value) > MAX_SCORE:
                    raise TshError(
                        file,
                        lineno,
                        f"punteggio {value} fuori dall'intervallo (massimo {MAX_SCORE})",
                    )
                scores.append(value)
        fields: dict[str, list[str]] = {}
        for extra in parts[2:]:
            toks = extra.split()
            if toks:
                fields[toks[0]] = toks[1:]
        if len(scores) == len(opponents) + 1 and i > 0 and not _is_int(head[i - 1]):
            raise TshError(
                file,
                lineno,
                f"il rating dopo il nome non è un numero: '{printable(head[i - 1][:30])}'",
            )
        for key in ("p12", "board"):
            for tok in fields.get(key, []):
                if not _is_int(tok) or int(tok) < 0:
                    raise TshError(
                        file, lineno, f"campo {key}: valore non valido '{printable(tok[:30])}'"
                    )
        if any(int(t) > 4 for t in fields.get("p12", [])):
            raise TshError(file, lineno, "campo p12: i valori ammessi sono 0–4")
        if any(int(t) > RANGES["table"][1] for t in fields.get("board", [])):
            raise TshError(file, lineno, f"campo board: tavolo oltre {RANGES['table'][1]}")
        if len(scores) > len(opponents):
            raise TshError(
                file, lineno, f"{len(scores)} punteggi ma solo {len(opponents)} avversari"
            )
        players.append(TshPlayer(lineno, name, rating, opponents, scores, fields))
    return players


def parse_tsh_source(text: str, file: str = "file TSH") -> list[TshPlayer]:
    """The players of a TSH division file or of TSH's ``tourney.js`` (issue 40 §4), told apart
    by the content: a ``tourney.js`` starts with ``newt=``."""
    from figs_td.services.exchange.tsh_js import is_tourney_js, parse_tourney_js

    if is_tourney_js(text):
        return [TshPlayer(*row) for row in parse_tourney_js(text, file)]
    return parse_tsh(text, file)


def _is_int(tok: str) -> bool:
    return _INT.fullmatch(tok) is not None


@dataclasses.dataclass(frozen=True)
class TshRound:
    number: int
    games: list[Game]  # player numbers are 1-based TSH numbers here
    meta: dict[str, object]


def tsh_rounds(
    players: Sequence[TshPlayer], file: str = "file TSH", warnings: list[str] | None = None
) -> list[TshRound]:
    """The games of every round, checked for consistency (symmetric opponents).

    Strict on everything but one thing real files do (and TSH accepts): the two lines of a
    game naming different tables (``board``). Then the table of the line of the player who
    moved first (the first line of the two when ``p12`` does not say) is kept and a sentence
    naming both lines and both tables is appended to ``warnings``."""
    n = len(players)
    rounds = max((len(p.opponents) for p in players), default=0)
    out: list[TshRound] = []
    for r in range(rounds):
        games: list[Game] = []
        undecided: list[int] = []
        used_tables: set[int] = set()
        pending: list[tuple[int, int, int, int | None, int | None, GameKind]] = []
        for a, pa in enumerate(players, start=1):
            if r >= len(pa.opponents):
                continue  # not paired in this round (late entry / file not complete)
            b = pa.opponents[r]
            if b < 0 or b > n:
                raise TshError(file, pa.line, f"turno {r + 1}: avversario {b} inesistente")
            if b == a:
                raise TshError(file, pa.line, f"turno {r + 1}: giocatore abbinato con sé stesso")
            sa = pa.scores[r] if r < len(pa.scores) else None
            if b == 0:
                kind = GameKind.BYE if sa is None or sa > 0 else GameKind.FORFEIT
                games.append(Game(r + 1, None, a, None, sa, None, kind))
                continue
            pb = players[b - 1]
            if r >= len(pb.opponents) or pb.opponents[r] != a:
                raise TshError(
                    file,
                    pa.line,
                    f"turno {r + 1}: l'avversario (riga {pb.line}) non ha questo giocatore come avversario",
                )
            if b < a:
                continue
            sb = pb.scores[r] if r < len(pb.scores) else None
            if (sa is None) != (sb is None):
                raise TshError(
                    file, pa.line, f"turno {r + 1}: punteggio di uno solo dei due giocatori"
                )
            # Only a time loss can end below zero (000_ art. 37: the flagged player's score is
            # the winner's minus 50, whatever it is): such a game comes in as kind time_loss;
            # any other negative score is an error.
            negative = [(s, p) for s, p in ((sa, pa), (sb, pb)) if s is not None and s < 0]
            if negative and (len(negative) == 2 or sa == sb):
                s, p = negative[-1]
                raise TshError(file, p.line, f"turno {r + 1}: punteggio negativo ({s})")
            first = _first(pa, pb, a, b, r, file)
            if first is None:
                undecided.append(a)
                first = a
            table = _board(pa, r)
            other_table = _board(pb, r)
            if table is not None and other_table is not None and table != other_table:
                # Real files disagree here (TSH itself accepts it): one rule, the line of the
                # player who moved first wins, and the import says so.
                kept, dropped = (pa, pb) if first == a else (pb, pa)
                table = _board(kept, r)
                if warnings is not None:
                    warnings.append(
                        f"{file}, riga {kept.line}: turno {r + 1}: tavolo {table}, ma "
                        f"l'avversario (riga {dropped.line}) dice tavolo {_board(dropped, r)}: "
                        f"vale il tavolo {table}, dalla riga di chi ha iniziato"
                    )
            table = table if table is not None else other_table
            if table is not None and table in used_tables:
                raise TshError(
                    file, pa.line, f"turno {r + 1}: tavolo {table} assegnato a due partite"
                )
            if table is not None:
                used_tables.add(table)
            kind = GameKind.TIME_LOSS if negative else GameKind.NORMAL
            if first == a:
                pending.append((a, b, table or 0, sa, sb, kind))
            else:
                pending.append((b, a, table or 0, sb, sa, kind))
        next_table = 1
        for first, second, table, s1, s2, kind in pending:
            if not table:
                while next_table in used_tables:
                    next_table += 1
                table = next_table
                used_tables.add(table)
            games.append(Game(r + 1, table, first, second, s1, s2, kind))
        meta: dict[str, object] = {"source": "tsh"}
        if undecided:
            meta["first_undecided"] = undecided
        out.append(TshRound(r + 1, games, meta))
    return out


def _board(p: TshPlayer, r: int) -> int | None:
    boards = p.fields.get("board")
    if boards and r < len(boards) and boards[r].isdigit() and int(boards[r]) > 0:
        return int(boards[r])
    return None


def _first(
    pa: TshPlayer, pb: TshPlayer, a: int, b: int, r: int, file: str = "file TSH"
) -> int | None:
    said: list[int] = []
    for p, me, other in ((pa, a, b), (pb, b, a)):
        p12 = p.fields.get("p12")
        if p12 and r < len(p12):
            if p12[r] == "1":
                said.append(me)
            elif p12[r] == "2":
                said.append(other)
    if len(said) == 2 and said[0] != said[1]:
        who = "entrambi i giocatori iniziano" if said[0] == a else "nessuno dei due inizia"
        raise TshError(file, pa.line, f"turno {r + 1}: campo p12 contraddittorio ({who})")
    return said[0] if said else None


def _system(players: Sequence[TshPlayer], rounds: list[TshRound]) -> System:
    n = len(players)
    pairs = [frozenset((g.first, g.second)) for rd in rounds for g in rd.games if g.second]
    if n > 1 and len(pairs) == len(set(pairs)) == n * (n - 1) // 2:
        return System.ROUND_ROBIN
    if n > 1 and len(pairs) == n * (n - 1) and all(pairs.count(p) == 2 for p in set(pairs)):
        return System.DOUBLE_ROUND_ROBIN
    return System.SWISS


def import_tsh(
    src: str | Path,
    dest: str | Path,
    *,
    name: str | None = None,
    actor: str = "",
    warnings: list[str] | None = None,
) -> Store:
    """Create ``dest`` (a new ``.figs`` file or database) from the TSH file ``src``: a
    division file (``.t``) or TSH's ``tourney.js`` (told by its content: ``newt=``).
    ``warnings`` receives what was accepted with a warning (tables the two lines of a game
    disagree on, :func:`tsh_rounds`); they are also kept in the audit entry ``tsh.import``."""
    from figs_td.services.tournament import create_tournament

    path = Path(src)
    if not path.exists():
        raise InputError(f"file TSH '{src}' non trovato")
    from figs_td import pathguard

    data = pathguard.read_bytes(path, "tsh")  # never the open tournament, never a database
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")  # undefined bytes: shown as �
    players = parse_tsh_source(text, path.name)
    if not players:
        raise InputError(f"{path.name}: nessun giocatore nel file TSH")
    found: list[str] = []
    rounds = tsh_rounds(players, path.name, found)
    if warnings is not None:
        warnings.extend(found)
    new: list[NewPlayer] = []
    for p in players:
        surname, given = split_name(p.name)
        new.append(
            NewPlayer(surname, given, rating=p.rating or None, source=f"{path.name}, riga {p.line}")
        )
    system = _system(players, rounds)

    def fill(store: Store) -> None:
        with store.transaction(actor=actor) as tx:
            records = tx.players.add_many(new)
            ids = {i: r.id for i, r in enumerate(records, start=1)}
            for rd in rounds:
                games = [
                    dataclasses.replace(
                        g, first=ids[g.first], second=ids[g.second] if g.second else None
                    )
                    for g in rd.games
                ]
                tx.rounds.save_round(rd.number, games, meta=rd.meta)
            tx.audit.record(
                "tsh.import",
                entity="tournament",
                key=path.name,
                new={"players": len(players), "rounds": len(rounds)}
                | ({"warnings": found} if found else {}),
            )

    # Built under a temporary name: after a kill there is no file or a complete one.
    return create_tournament(
        dest, name or path.stem, system, rounds=max(len(rounds), 1), actor=actor, fill=fill
    )


def export_tsh(store: Store, dest: str | Path) -> int:
    """Write the tournament as a TSH division file; returns the number of players written."""
    with store.read() as tx:
        players = tx.players.records()
        games = tx.rounds.games()
        last = tx.rounds.last_number()
        settings = tx.tournament.result_settings()
        free = tx.tournament.settings()
    from figs_td.core.absences import absence_result, stored_absences

    # A round a player announced he would miss (players absent): no opponent, and the spread
    # of the tournament's setting — 0 (nulla: read back as an absence), minus the forfeit
    # spread (sconfitta), the bye spread (riposo).
    missed = {"nulla": 0, "sconfitta": -settings.forfeit_spread,
              "riposo": settings.bye_spread}[absence_result(free)]  # fmt: skip
    absent = stored_absences(free)
    line_of = {p.id: i for i, p in enumerate(players, start=1)}
    by_player: dict[int, dict[int, tuple[int, int | None, int, int | None]]] = {
        p.id: {} for p in players
    }
    for g in games:
        if g.second is None:
            score = g.score_first
            if score is None:  # a bye as paired: its conventional spread (domain.md §7)
                score = (
                    -settings.forfeit_spread if g.kind is GameKind.FORFEIT else settings.bye_spread
                )
            by_player[g.first][g.round] = (0, score, 0, g.table)
        else:
            by_player[g.first][g.round] = (line_of[g.second], g.score_first, 1, g.table)
            by_player[g.second][g.round] = (line_of[g.first], g.score_second, 2, g.table)
    width = max((len(_tsh_name(p.surname, p.given_name)) for p in players), default=10) + 2
    lines = []
    for p in players:
        rounds = by_player[p.id]
        opps, scores, p12, boards = [], [], [], []
        scored = True
        for r in range(1, last + 1):
            nothing = (0, missed if r in absent.get(p.id, ()) else 0, 0, None)
            opp, score, who, table = rounds.get(r, nothing)
            opps.append(str(opp))
            p12.append(str(who))
            boards.append(str(table or 0))
            if score is None:
                scored = False
            if scored:
                scores.append(str(score))
        name = _tsh_name(p.surname, p.given_name)
        line = f"{name:<{width}}{p.rating or 0:>4} {' '.join(opps)}; {' '.join(scores)}"
        line += f"; p12 {' '.join(p12)}; board {' '.join(boards)}"
        lines.append(line.rstrip())
    from figs_td.atomic import atomic_write_text, cleanup_stale_temps

    cleanup_stale_temps(Path(dest).parent)
    atomic_write_text(Path(dest), "\n".join(lines) + "\n", encoding="utf-8")
    return len(players)


def _tsh_name(surname: str, given: str) -> str:
    return f"{surname}, {given}" if given else surname
