"""Game records in GCG, the plain-text game format of Quackle and Woogles.

What is read (the common GCG of those programs): ``#player1 nick Full Name`` / ``#player2``,
``#title``, ``#description``, ``#id``, ``#lexicon``, ``#note`` (attached to the previous turn),
``#rack1`` / ``#rack2`` (final racks), and the move lines::

    >Nick: RACK 8F MICIO +16 16        play (number first = horizontal; letters on the board
                                        may be written or shown as '.'; lowercase = jolly)
    >Nick: RACK -ABC +0 16              exchange (also -3: three tiles, letters unknown)
    >Nick: RACK - +0 16                 pass
    >Nick: RACK -- -16 0                the previous play withdrawn (challenged off)
    >Nick: RACK (challenge) +5 21       challenge bonus: the previous play was challenged, valid
    >Nick: (RACK) +10 310               end: the opponent's rack; >Nick: RACK (RACK) -5 …: own rack
    >Nick: RACK (time) -10 300          time penalty (kept as a note: not convertible)

The rack field may be missing. What GCG cannot express is written as ``#figs-…`` pragmas, which
other programs ignore and which make our own files round-trip exactly:

- ``#figs-starts N``, ``#figs-profile NAME``, ``#figs-meta KEY VALUE``;
- ``#figs-move WORD POSITION`` — the play as written, when it differs from the line;
- ``#figs-declared N|-`` — the score written on the scoresheet when it differs from the recount;
- ``#figs-challenge valid|invalid by=NAME words=A,B`` — the ruling (art. 28–32); the penalties of
  the Italian rules (20 % / 10 %, art. 30) are written as ``(challenge) -N`` lines of the
  penalised player, so that other programs add up the same totals;
- ``#figs-cambio-secco NICK`` — a cambio secco (art. 35), which does not end the turn;
- ``#figs-exchange NICK`` — an exchange whose number of tiles was not written;
- ``#figs-play NICK WORD SCORE`` — a play whose position was not written;
- ``#figs-end racks=A|B overtime=S,S base_left=S,S flagged=-|0|1 capped=0|1``.

Reading a file of another program applies the Italian rules: a play taken back (``--``) becomes
an invalid challenged move (20 % penalty), a ``(challenge)`` bonus a valid challenge (10 % penalty
to the challenger); end-of-game additions and time penalties are recomputed by
:func:`~figs_td.core.rules.finish_game` from the final racks.
"""

from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import quote, unquote

from figs_td.core.game.board import Board, MoveScore
from figs_td.core.game.notation import parse_position, position_name
from figs_td.core.game.scoresheet import (
    Challenge,
    EndState,
    Evaluation,
    GameRecord,
    Turn,
    TurnKind,
    evaluate,
)
from figs_td.core.game.tiles import rack_value
from figs_td.core.inputs import check_name
from figs_td.core.rules import get_profile, overtime_penalty
from figs_td.errors import InputError

__all__ = ["dump_gcg", "load_gcg"]

_STD_META = ("title", "description", "id", "lexicon")
_POSITION = re.compile(r"^(\d{1,2}[A-Oa-o]|[A-Oa-o]\d{1,2})$")
_RACK = re.compile(r"^[A-Za-z?]{1,7}$")
_SCORE = re.compile(r"^[+-][0-9]{1,5}$")
_CUM = re.compile(r"^-?[0-9]{1,5}$")
_INT = re.compile(r"^-?[0-9]{1,5}$")


def _nicks(players: tuple[str, str]) -> tuple[str, str]:
    nicks = [re.sub(r"\s+", "_", p.strip()).replace(":", "") or f"giocatore{i + 1}"
             for i, p in enumerate(players)]  # fmt: skip
    if nicks[0] == nicks[1]:
        nicks = [f"{nicks[0]}_1", f"{nicks[1]}_2"]
    return nicks[0], nicks[1]


def _one_line(text: str) -> str:
    return " ".join(text.split())


# ---------------------------------------------------------------------------------------------
# Writing


def dump_gcg(record: GameRecord, evaluation: Evaluation | None = None) -> str:
    """The record as GCG text (UTF-8). The record is evaluated to write cumulative totals and
    the letters already on the board as ``.``; an impossible record raises ``InputError``."""
    ev = evaluation or evaluate(record)
    nick = _nicks(record.players)
    out = ["#character-encoding UTF-8"]
    for i in (0, 1):
        out.append(f"#player{i + 1} {nick[i]} {_one_line(record.players[i])}")
    out.append(f"#figs-starts {record.starts}")
    if record.profile:
        out.append(f"#figs-profile {record.profile}")
    for key, value in record.meta.items():
        if key in _STD_META:
            out.append(f"#{key} {_one_line(value)}")
        else:
            out.append(f"#figs-meta {quote(key, safe='')} {quote(value, safe='')}")
    totals = [0, 0]
    for turn, res in zip(record.turns, ev.turns, strict=True):
        p = res.player
        rack = f"{turn.rack} " if turn.rack else ""
        head = f">{nick[p]}: {rack}"
        gross = res.recount.total if res.recount is not None else (turn.declared or 0)
        if res.void:
            gross = 0
        if turn.kind is TurnKind.PLAY:
            if res.recount is None:
                out.append(f"#figs-play {nick[p]} {quote(turn.word, safe='')} {turn.declared}")
                if turn.position:
                    out.append(f"#figs-position {turn.position}")
            else:
                totals[p] += gross
                word = _dotted(res.recount)
                out.append(f"{head}{res.recount.move.position} {word} +{gross} {totals[p]}")
                if turn.declared != gross:
                    out.append(f"#figs-declared {'-' if turn.declared is None else turn.declared}")
                if res.recount.move.position != turn.position or _whole(res.recount) != turn.word:
                    out.append(f"#figs-move {turn.word} {turn.position}")
        elif turn.kind is TurnKind.PASS:
            out.append(f"{head}- +0 {totals[p]}")
        elif turn.kind is TurnKind.EXCHANGE:
            if turn.word:
                out.append(f"{head}-{turn.word} +0 {totals[p]}")
                if turn.tiles is not None and turn.tiles != len(turn.word):
                    out.append(f"#figs-tiles {turn.tiles}")
            elif turn.tiles is not None:
                out.append(f"{head}-{turn.tiles} +0 {totals[p]}")
            else:
                out.append(f"#figs-exchange {nick[p]} {turn.rack}".rstrip())
        else:
            out.append(f"#figs-cambio-secco {nick[p]} {turn.rack}".rstrip())
        ch = turn.challenge
        if ch is not None:
            words = ",".join(quote(w, safe="") for w in ch.words)
            by = quote(ch.ruled_by, safe="")
            out.append(
                f"#figs-challenge {'valid' if ch.valid else 'invalid'} by={by} words={words}"
            )
            if res.withdrawn and res.recount is not None:
                totals[p] -= gross
                out.append(f"{head}-- -{gross} {totals[p]}")
            for q in (0, 1):
                if res.penalty[q]:
                    totals[q] -= res.penalty[q]
                    out.append(f">{nick[q]}: (challenge) -{res.penalty[q]} {totals[q]}")
        if turn.note:
            out.extend(f"#note {line}" for line in turn.note.splitlines() or [""])
    if record.end is not None:
        e = record.end
        flagged = "-" if e.flagged is None else str(e.flagged)
        out.append(
            f"#figs-end racks={e.racks[0]}|{e.racks[1]} overtime={e.overtime_s[0]},"
            f"{e.overtime_s[1]} base_left={e.base_left_s[0]},{e.base_left_s[1]} "
            f"flagged={flagged} capped={int(e.capped)}"
        )
        for q in (0, 1):
            if e.racks[q]:
                v = rack_value(e.racks[q])
                totals[q] -= v
                out.append(f">{nick[q]}: {e.racks[q]} ({e.racks[q]}) -{v} {totals[q]}")
        prof = ev.rules or get_profile(ev.profile)
        for q in (0, 1):
            t = overtime_penalty(prof, e.overtime_s[q], flagged=e.flagged == q)
            if t:
                totals[q] -= t
                out.append(f">{nick[q]}: (time) -{t} {totals[q]}")
    return "\n".join(out) + "\n"


def _whole(score: MoveScore) -> str:
    # What a reader rebuilds from the dotted word: the letters of the main word.
    return score.words[0].pattern if len(score.move.word) > 1 else score.move.word


def _dotted(score: MoveScore) -> str:
    placed = {(t.row, t.col) for t in score.placed}
    return "".join(
        ch if sq in placed else "."
        for ch, sq in zip(score.move.word, score.move.squares(), strict=True)
    )


# ---------------------------------------------------------------------------------------------
# Reading


class _Reader:
    def __init__(self) -> None:
        self.names: list[str | None] = [None, None]
        self.nicks: list[str | None] = [None, None]
        self.turns: list[Turn] = []
        self.starts: int | None = None
        self.profile: str | None = None
        self.meta: dict[str, str] = {}
        self.end: EndState | None = None
        self.end_racks: list[str | None] = [None, None]
        self.figs_end = False
        self.board: Board | None = Board()
        self.scores: list[MoveScore | None] = []  # recount of each turn (for withdrawals)
        self.lineno = 0

    def fail(self, msg: str) -> InputError:
        return InputError(f"GCG, riga {self.lineno}: {msg}")

    def player(self, nick: str) -> int:
        for i in (0, 1):
            if self.nicks[i] == nick:
                return i
        raise self.fail(f"giocatore '{nick}' non dichiarato con #player1/#player2")

    def add(self, turn: Turn) -> None:
        self.turns.append(turn)
        self.scores.append(None)
        if self.starts is None and turn.player is not None:
            self.starts = turn.player

    def last_play(self) -> int:
        for i in range(len(self.turns) - 1, -1, -1):
            if self.turns[i].kind is TurnKind.PLAY:
                return i
        raise self.fail("contestazione senza una giocata prima")

    def set_last(self, **changes: object) -> None:
        if not self.turns:
            raise self.fail("pragma prima di qualsiasi mossa")
        self.turns[-1] = replace(self.turns[-1], **changes)  # type: ignore[arg-type]

    def pragma(self, line: str) -> None:
        key, _, rest = line[1:].partition(" ")
        rest = rest.strip()
        if key in ("player1", "player2"):
            i = int(key[-1]) - 1
            nick, _, full = rest.partition(" ")
            if not nick:
                raise self.fail(f"#{key} senza nome")
            try:
                self.names[i] = check_name(full.strip() or nick, f"#{key}")
            except InputError as exc:
                raise self.fail(str(exc)) from None
            self.nicks[i] = nick
        elif key in _STD_META:
            self.meta[key] = rest
        elif key == "note":
            if self.turns:
                prev = self.turns[-1].note
                self.set_last(note=f"{prev}\n{rest}" if prev else rest)
            else:
                self.meta["note"] = f"{self.meta['note']}\n{rest}" if "note" in self.meta else rest
        elif key in ("rack1", "rack2"):
            self.end_racks[int(key[-1]) - 1] = rest
        elif key == "figs-starts":
            self.starts = self._int(rest)
        elif key == "figs-profile":
            self.profile = rest
        elif key == "figs-meta":
            k, _, v = rest.partition(" ")
            self.meta[unquote(k)] = unquote(v)
        elif key == "figs-declared":
            self.set_last(declared=None if rest == "-" else self._int(rest))
        elif key == "figs-move":
            word, _, pos = rest.partition(" ")
            self.set_last(position=pos, word=word)
        elif key == "figs-tiles":
            self.set_last(tiles=self._int(rest))
        elif key == "figs-position":
            self.set_last(position=rest)
        elif key == "figs-challenge":
            self._challenge(rest)
        elif key in ("figs-cambio-secco", "figs-exchange"):
            kind = TurnKind.CAMBIO_SECCO if key == "figs-cambio-secco" else TurnKind.EXCHANGE
            who, _, rack = rest.partition(" ")
            self.add(Turn(kind=kind, player=self.player(who), rack=rack.strip()))
        elif key == "figs-play":
            parts = rest.split()
            if len(parts) != 3:
                raise self.fail("#figs-play NICK PAROLA PUNTI")
            self.add(Turn(TurnKind.PLAY, word=unquote(parts[1]), declared=self._int(parts[2]),
                          player=self.player(parts[0])))  # fmt: skip
            self.board = None  # the board can no longer be followed
        elif key == "figs-end":
            self._figs_end(rest)
        else:
            pass  # other pragmas (#character-encoding, #incomplete, #tile-distribution…)

    def _int(self, text: str) -> int:
        if not _INT.match(text.strip()):
            shown = text if len(text) <= 30 else text[:30] + "…"
            raise self.fail(f"numero atteso (al massimo 5 cifre), non '{shown}'")
        return int(text)

    def _challenge(self, rest: str) -> None:
        parts = rest.split()
        if not parts or parts[0] not in ("valid", "invalid"):
            raise self.fail("#figs-challenge valid|invalid by=… words=…")
        fields = dict(p.partition("=")[::2] for p in parts[1:])
        words = tuple(unquote(w) for w in fields.get("words", "").split(",") if w)
        i = self.last_play()
        ch = Challenge(words, parts[0] == "valid", unquote(fields.get("by", "")))
        self.turns[i] = replace(self.turns[i], challenge=ch)

    def _figs_end(self, rest: str) -> None:
        f = dict(p.partition("=")[::2] for p in rest.split())
        try:
            r = f.get("racks", "|").split("|")
            ot = [self._int(x) for x in f.get("overtime", "0,0").split(",")]
            bl = [self._int(x) for x in f.get("base_left", "0,0").split(",")]
            fl = f.get("flagged", "-")
            self.end = EndState(
                racks=(r[0], r[1]),
                overtime_s=(ot[0], ot[1]),
                flagged=None if fl == "-" else self._int(fl),
                base_left_s=(bl[0], bl[1]),
                capped=f.get("capped", "0") == "1",
            )
        except (ValueError, IndexError):
            raise self.fail(f"#figs-end non valido: '{rest}'") from None
        self.figs_end = True

    def move(self, line: str) -> None:
        head, sep, body = line[1:].partition(":")
        if not sep:
            raise self.fail("manca ':' dopo il nome del giocatore")
        p = self.player(head.strip())
        tokens = body.split()
        if len(tokens) < 2 or not _CUM.match(tokens[-1]) or not _SCORE.match(tokens[-2]):
            raise self.fail("la riga deve finire con punteggio (+N) e totale")
        score = int(tokens[-2])
        middle = tokens[:-2]
        rack = ""
        if middle and not (_POSITION.match(middle[0]) or middle[0][0] in "-("):
            rack = middle.pop(0)
            if not _RACK.match(rack):
                raise self.fail(f"leggio '{rack}' non valido")
        if not middle:
            raise self.fail("mossa mancante")
        first = middle[0]
        if first == "--":  # the previous play taken back
            i = self.last_play()
            if self.turns[i].challenge is None:
                self.turns[i] = replace(self.turns[i], challenge=Challenge((), False, ""))
            sc = self.scores[i]
            if sc is not None and self.board is not None:
                self.board.remove(sc)
        elif first == "(challenge)":
            i = self.last_play()
            if self.turns[i].challenge is None:
                self.turns[i] = replace(self.turns[i], challenge=Challenge((), True, ""))
        elif first == "(time)":
            if self.figs_end:
                return
            self.meta["gcg_time_penalty"] = (
                f"{self.meta.get('gcg_time_penalty', '')} {head.strip()} {score}".strip()
            )
        elif first.startswith("("):
            inner = first.strip("()")
            if not self.figs_end:
                if score >= 0:  # went out: the opponent's rack
                    self.end_racks[1 - p] = inner
                    self.end_racks[p] = self.end_racks[p] or ""
                else:
                    self.end_racks[p] = inner
        elif first == "-":
            self.add(Turn(TurnKind.PASS, player=p, rack=rack))
        elif first.startswith("-"):
            tiles = first[1:]
            if tiles.isdigit():
                self.add(Turn(TurnKind.EXCHANGE, tiles=int(tiles), player=p, rack=rack))
            else:
                self.add(Turn(TurnKind.EXCHANGE, word=tiles, player=p, rack=rack))
        elif _POSITION.match(first):
            if len(middle) != 2:
                raise self.fail(f"giocata non riconosciuta: '{' '.join(middle)}'")
            self._play(p, rack, first, middle[1], score)
        else:
            raise self.fail(f"mossa non riconosciuta: '{' '.join(middle)}'")

    def _play(self, p: int, rack: str, pos: str, word: str, score: int) -> None:
        r, c, d = parse_position(pos)
        word = _expand_parens(word)
        move_score: MoveScore | None = None
        if self.board is not None:
            if "." in word:
                dr, dc = d.delta
                chars = []
                for k, ch in enumerate(word):
                    rr, cc = r + dr * k, c + dc * k
                    on = self.board.letter(rr, cc) if rr < 15 and cc < 15 else None
                    if ch == "." and on is not None:
                        ch = on.lower() if self.board.is_jolly(rr, cc) else on
                    chars.append(ch)
                word = "".join(chars)
            try:
                move_score = self.board.play(f"{position_name(r, c, d)} {word}")
            except InputError:
                self.board = None  # the evaluation will name the problem
        self.add(Turn(TurnKind.PLAY, word=word, position=position_name(r, c, d),
                      declared=score, player=p, rack=rack))  # fmt: skip
        self.scores[-1] = move_score

    def record(self) -> GameRecord:
        if self.names[0] is None or self.names[1] is None:
            raise InputError("GCG: mancano le righe #player1 e #player2")
        starts = self.starts or 0
        cur = starts
        turns: list[Turn] = []
        for t in self.turns:  # drop the player where it follows the order of play
            turns.append(replace(t, player=None) if t.player == cur else t)
            if t.player is not None:
                cur = t.player
            if t.kind is not TurnKind.CAMBIO_SECCO:
                cur = 1 - cur
        end = self.end
        if end is None and any(r is not None for r in self.end_racks):
            end = EndState(racks=(self.end_racks[0] or "", self.end_racks[1] or ""))
        return GameRecord(
            players=(self.names[0], self.names[1]),
            turns=turns,
            starts=starts,
            end=end,
            profile=self.profile,
            meta=self.meta,
        )


def _expand_parens(word: str) -> str:
    # Older files write letters already on the board in parentheses: (O)RATE → .RATE
    return re.sub(r"\(([A-Za-z]+)\)", lambda m: "." * len(m.group(1)), word)


def load_gcg(data: str | bytes) -> GameRecord:
    """Read a GCG file (bytes: UTF-8 if declared or valid, else ISO-8859-1)."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = data.decode("latin-1")
    else:
        text = data
    if len(text) > 1024 * 1024:
        raise InputError("file GCG troppo grande (al massimo 1 MB)")
    reader = _Reader()
    for lineno, raw in enumerate(text.splitlines(), start=1):
        reader.lineno = lineno
        line = raw.strip()
        if not line:
            continue
        try:
            if line.startswith("#"):
                reader.pragma(line)
            elif line.startswith(">"):
                reader.move(line)
            else:
                raise reader.fail(f"riga non riconosciuta: '{line[:40]}'")
        except InputError as exc:
            if str(exc).startswith("GCG"):
                raise
            raise reader.fail(str(exc)) from None
    return reader.record()
