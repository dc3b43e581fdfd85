"""The move search in Python (see :mod:`figs_td.core.movegen.generator` for the method): one pass
per direction over the lines of the board, the full search or the one pruned by score bound."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import repeat
from operator import add, mul

from figs_td.core.game.board import BINGO_BONUS, Board
from figs_td.core.game.notation import Direction
from figs_td.core.game.tiles import JOLLY, JOLLY_COUNT, RACK_SIZE, TILE_SET, parse_rack
from figs_td.core.movegen.candidate import _LMUL, _N, _VALUES, _WMUL, Candidate
from figs_td.core.movegen.graph import WordGraph
from figs_td.errors import InputError


def _playable(board: Board, rack: str) -> tuple[Counter[str], int] | None:
    """The rack's letters and the jollies it may play (no more than the set's two in all), or
    None for a board holding more jollies than a game can have. A bad rack is refused."""
    try:
        tiles = parse_rack(rack)
    except ValueError as exc:
        raise InputError(str(exc)) from None
    if board.jolly_count > JOLLY_COUNT:
        return None
    counts: Counter[str] = Counter(t for t in tiles if t != JOLLY)
    return counts, min(tiles.count(JOLLY), max(0, JOLLY_COUNT - board.jolly_count))


def _pruned(
    board: Board,
    rack: str,
    graph: WordGraph,
    keep: Callable[[Candidate], None],
    floor: list[int],
) -> None:
    """Search the anchors highest bound first, skipping what cannot reach ``floor[0]``."""
    passes = _passes(board, rack, graph, keep, floor)
    tasks: list[tuple[int, int, int, int]] = []  # (-bound, pass, line, anchor)
    lines: list[tuple[_Pass, _Line]] = []
    for n, p in enumerate(passes):
        for line in p.lines():
            index = len(lines)
            lines.append((p, line))
            for anchor, bound in p.anchor_bounds(line):
                tasks.append((-bound, n, index, anchor))
    tasks.sort()
    for neg, _n, index, anchor in tasks:
        if -neg < floor[0]:
            break
        p, line = lines[index]
        p.search(line, anchor)


def _passes(
    board: Board,
    rack: str,
    graph: WordGraph,
    emit: Callable[[Candidate], None],
    best: list[int] | None,
) -> list[_Pass]:
    played = _playable(board, rack)
    if played is None:
        return []  # a position no game reaches: ``Board.validate`` refuses every move on it
    counts, jollies = played
    on_board = board.letter_counts()
    # Art. 1: never more tiles of a letter than the set holds (only odd positions get here).
    limited = {
        letter: TILE_SET[letter][0] - on_board[letter]
        for letter in counts
        if on_board[letter] + counts[letter] > TILE_SET[letter][0]
    }
    # The rack's values, highest first (a jolly is worth 0): for the score bounds.
    values = tuple(sorted((_VALUES[t] for t in counts.elements()), reverse=True)) + (0,) * jollies
    return [
        _Pass(board, direction, graph, dict(counts), jollies, limited, emit, best, values)
        for direction in (Direction.ACROSS, Direction.DOWN)
    ]


# One line of a pass: its number, the cross-checks and their tile sums, the anchors, and the
# cache of score bounds ((square, word multiplier so far, tiles used) → [(multiplier, constant)]).
_Line = tuple[
    int,
    list[frozenset[str] | None],
    list[int],
    list[bool],
    dict[tuple[int, int, int], list[tuple[int, int]]],
]


class _Pass:
    """One direction: the lines are the rows (across) or the columns (down)."""

    def __init__(
        self,
        board: Board,
        direction: Direction,
        graph: WordGraph,
        rack: dict[str, int],
        jollies: int,
        limited: dict[str, int],
        emit: Callable[[Candidate], None],
        best: list[int] | None = None,
        values: tuple[int, ...] = (),
    ) -> None:
        self.direction = direction
        self.best = best  # top_moves: [the best score found so far]; None: every move
        self.values = values
        # (line, square, word multiplier) → the bounds' parts for 1, 2, … tiles (_bounds_per_k)
        self.per_k: dict[tuple[int, int, int], list[tuple[int, int, list[int]]]] = {}
        self.graph = graph
        self.rack = rack
        self.jollies = jollies
        self.limited = limited
        self.emit = emit
        across = direction is Direction.ACROSS
        self.across = across
        # cell[i][j]: letter at line i, position j; pat: jolly lowercase; val: face value.
        self.cell: list[list[str | None]] = []
        self.pat: list[list[str]] = []
        self.val: list[list[int]] = []
        self.lm: list[tuple[int, ...]] = []
        self.wm: list[tuple[int, ...]] = []
        for i in range(_N):
            cells, pats, vals = [], [], []
            for j in range(_N):
                r, c = (i, j) if across else (j, i)
                ch = board.letter(r, c)
                cells.append(ch)
                if ch is None:
                    pats.append(".")
                    vals.append(0)
                elif board.is_jolly(r, c):
                    pats.append(ch.lower())
                    vals.append(0)
                else:
                    pats.append(ch)
                    vals.append(_VALUES.get(ch, 0))
            self.cell.append(cells)
            self.pat.append(pats)
            self.val.append(vals)
            if across:
                self.lm.append(_LMUL[i])
                self.wm.append(_WMUL[i])
            else:
                self.lm.append(tuple(_LMUL[j][i] for j in range(_N)))
                self.wm.append(tuple(_WMUL[j][i] for j in range(_N)))
        self.empty_board = board.is_empty

    # -- cross-checks and anchors ------------------------------------------------------------

    def _cross(self, i: int, j: int) -> tuple[frozenset[str] | None, int]:
        """Letters allowed on empty square (i, j) by the perpendicular word, and its tile sum."""
        cell, val, pat = self.cell, self.val, self.pat
        lo = i
        while lo > 0 and cell[lo - 1][j] is not None:
            lo -= 1
        hi = i
        while hi < _N - 1 and cell[hi + 1][j] is not None:
            hi += 1
        if lo == hi:
            return None, 0
        total = sum(val[k][j] for k in range(lo, hi + 1) if k != i)
        edges, final = self.graph.edges, self.graph.final
        s: int | None = 0
        for k in range(lo, i):
            s = edges[s].get(pat[k][j].upper())  # type: ignore[index]
            if s is None:
                return frozenset(), total
        suffix = [pat[k][j].upper() for k in range(i + 1, hi + 1)]
        allowed = set()
        for letter, t in edges[s].items():  # type: ignore[index]
            u: int | None = t
            for ch in suffix:
                u = edges[u].get(ch)  # type: ignore[index]
                if u is None:
                    break
            if u is not None and final[u]:
                allowed.add(letter)
        return frozenset(allowed), total

    def lines(self) -> list[_Line]:
        """Every line with an anchor: its cross-checks and anchors."""
        cell = self.cell
        out: list[_Line] = []
        for i in range(_N):
            row = cell[i]
            cross: list[frozenset[str] | None] = [None] * _N
            xsum = [0] * _N
            anchors: list[bool] = [False] * _N
            for j in range(_N):
                if row[j] is not None:
                    continue
                cross[j], xsum[j] = self._cross(i, j)
                if self.empty_board:
                    r, c = (i, j) if self.across else (j, i)
                    anchors[j] = r == 7 and c == 7
                else:
                    anchors[j] = (
                        (j > 0 and row[j - 1] is not None)
                        or (j < _N - 1 and row[j + 1] is not None)
                        or cross[j] is not None
                    )
            if any(anchors):
                out.append((i, cross, xsum, anchors, {}))
        return out

    def run(self) -> None:
        for line in self.lines():
            anchors = line[3]
            for j in range(_N):
                if anchors[j]:
                    self.search(line, j)

    def search(self, line: _Line, anchor: int) -> None:
        i, cross, xsum, anchors, table = line
        self._anchor(i, anchor, cross, xsum, anchors, table)

    # -- score bounds (top_moves) ----------------------------------------------------------

    def _bounds(
        self, line: _Line, key: tuple[int, int, int], values: Sequence[int]
    ) -> list[tuple[int, int]]:
        """A bound of the moves that lay their next tiles from the empty square ``j`` on.

        For k more tiles the squares are known (the next k empty ones, the board's tiles between
        and after them in the word); a tile of value v on square q adds v × lm(q) × (the word's
        multiplier + wm(q) if it makes a cross word), so the rack's highest values on the highest
        of those coefficients bound the tiles' part. One ``(multiplier, constant)`` per k (the
        same for any number of tiles already used: kept per ``(j, word multiplier)``); both
        grow with k (more tiles, more squares passed, multipliers never below 1), so the largest
        k the rack still allows bounds them all: the score of any such move is at most
        ``letters so far × multiplier + constant + cross words so far``. Returned as a list of
        that one pair (empty: no tile of the rack fits the next square, or the line ends).
        """
        table = line[4]
        j, wmul, _used = key
        per_k = self.per_k.get((line[0], j, wmul))
        if per_k is None:
            per_k = self._bounds_per_k(line, j, wmul)
            self.per_k[(line[0], j, wmul)] = per_k
        k = min(len(per_k), len(values))
        if k <= 0:
            out: list[tuple[int, int]] = []
        else:
            m, c, coef = per_k[k - 1]
            c += sum(map(mul, coef, values))
            if len(self.values) - len(values) + k == RACK_SIZE:
                c += BINGO_BONUS
            out = [(m, c)]
        table[key] = out
        return out

    def _bounds_per_k(self, line: _Line, j: int, wmul: int) -> list[tuple[int, int, list[int]]]:
        """``(multiplier, constant, coefficients)`` for k = 1, 2, … tiles laid from ``j`` on:
        the constant without the tiles' part and the +50, the k coefficients highest first."""
        i, cross, xsum, _anchors, _table = line
        row, val, lm, wm = self.cell[i], self.val[i], self.lm[i], self.wm[i]
        values, fits = self.values, self._fits
        out: list[tuple[int, int, list[int]]] = []
        pos, board_sum, w, xconst = j, 0, wmul, 0
        # Per square covered: its letter multiplier, and lm × wm when a cross word is made there
        # (a tile's coefficient is lm × w + that, w being the word's multiplier).
        sq_lm: list[int] = []
        sq_x: list[int] = []
        for _k in range(len(values)):
            while pos < _N and row[pos] is not None:
                board_sum += val[pos]
                pos += 1
            if pos >= _N:
                break  # the line ends
            allowed = cross[pos]
            if not fits(allowed):
                break  # no tile of the rack can go on that square
            wq, lq = wm[pos], lm[pos]
            w *= wq
            sq_lm.append(lq)
            if allowed is not None:
                xconst += xsum[pos] * wq
                sq_x.append(lq * wq)
            else:
                sq_x.append(0)
            pos += 1
            after, end = 0, pos
            while end < _N and row[end] is not None:
                after += val[end]
                end += 1
            coef = sorted(map(add, map(mul, sq_lm, repeat(w)), sq_x), reverse=True)
            out.append((w, (board_sum + after) * w + xconst, coef))
        return out

    def _fits(self, allowed: frozenset[str] | None) -> bool:
        if allowed is None or (self.jollies and allowed):
            return True
        return not allowed.isdisjoint(self.rack)

    def _best_from(self, line: _Line, j: int, msum: int) -> int:
        table = line[4]
        pairs = table.get((j, 1, 0))
        if pairs is None:
            pairs = self._bounds(line, (j, 1, 0), self.values)
        return max((msum * m + c for m, c in pairs), default=-1)

    def _left_limit(self, row: list[str | None], anchors: list[bool], anchor: int) -> int:
        limit = 0
        j = anchor - 1
        while j >= 0 and row[j] is None and not anchors[j] and limit < RACK_SIZE - 1:
            limit += 1
            j -= 1
        return limit

    def _left_bounds(self, line: _Line, anchor: int, limit: int) -> list[int]:
        """For each size of the left part: a bound of the moves starting that far left or more."""
        out = [-1] * (limit + 1)
        best = -1
        for size in range(limit, -1, -1):
            best = max(best, self._best_from(line, anchor - size, 0))
            out[size] = best
        return out

    def anchor_bounds(self, line: _Line) -> list[tuple[int, int]]:
        """(anchor, a bound of every move found from it) for the anchors of ``line``."""
        i, _cross, _xsum, anchors, _table = line
        row, val = self.cell[i], self.val[i]
        out = []
        for anchor in range(_N):
            if not anchors[anchor]:
                continue
            if anchor > 0 and row[anchor - 1] is not None:
                j, msum = anchor, 0
                while j > 0 and row[j - 1] is not None:
                    j -= 1
                    msum += val[j]
                out.append((anchor, self._best_from(line, anchor, msum)))
            else:
                limit = self._left_limit(row, anchors, anchor)
                out.append((anchor, self._left_bounds(line, anchor, limit)[0]))
        return out

    # -- search ------------------------------------------------------------------------------

    def _anchor(
        self,
        i: int,
        anchor: int,
        cross: list[frozenset[str] | None],
        xsum: list[int],
        anchors: list[bool],
        table: dict[tuple[int, int, int], list[tuple[int, int]]],
    ) -> None:
        edges, final = self.graph.edges, self.graph.final
        best = self.best
        line: _Line = (i, cross, xsum, anchors, table)
        bounds, values = self._bounds, self.values
        row, pat, val = self.cell[i], self.pat[i], self.val[i]
        lm, wm = self.lm[i], self.wm[i]
        rack, limited = self.rack, self.limited
        across = self.across
        emit = self.emit
        direction = self.direction
        word: list[str] = []  # the pattern laid so far
        used: list[str] = []  # rack tiles used (``?`` for a jolly)
        jolly_left = [self.jollies]
        start = [anchor]
        letters = list(rack)  # the rack's letters, once each
        on_anchor = cross[anchor]
        if not self.jollies and on_anchor is not None and on_anchor.isdisjoint(rack):
            return  # no tile of the rack can go on the anchor

        def record(end: int, msum: int, wmul: int, xtotal: int) -> None:
            n = len(used)
            if n == 1 and not across and cross[anchor_of_single[0]] is not None:
                return  # the same tile makes a word across too: listed in the across pass
            if limited:
                c = Counter(t for t in used if t != "?")
                if any(0 < c[letter] > room for letter, room in limited.items()):
                    return
            total = msum * wmul + xtotal + (BINGO_BONUS if n == RACK_SIZE else 0)
            s = start[0]
            r, c0 = (i, s) if across else (s, i)
            emit(Candidate(total, r, c0, direction, "".join(word), "".join(used)))

        anchor_of_single = [anchor]

        def extend(s: int, j: int, msum: int, wmul: int, xtotal: int) -> None:
            # Board tiles: follow them.
            k = 0
            while j < _N and row[j] is not None:
                s2 = edges[s].get(row[j])  # type: ignore[arg-type]
                if s2 is None:
                    if k:
                        del word[-k:]
                    return
                word.append(pat[j])
                k += 1
                msum += val[j]
                s = s2
                j += 1
            if j > anchor and final[s] and len(word) >= 2:
                record(j, msum, wmul, xtotal)
            if j < _N and best is not None:
                # top_moves: skip the subtree if no move in it can reach the best score found.
                n = len(used)
                key = (j, wmul, n)
                pairs = table.get(key)
                if pairs is None:
                    pairs = bounds(line, key, values[: len(values) - n])
                need = best[0] - xtotal
                for m, c in pairs:
                    if msum * m + c >= need:
                        break
                else:
                    if k:
                        del word[-k:]
                    return
            if j < _N:
                allowed = cross[j]
                lmj, wmj = lm[j], wm[j]
                crossed = allowed is not None
                xs = xsum[j]
                es = edges[s]
                # With a jolly left, every letter the graph allows here; with none, only the rack's
                # letters (at most 7), looked up.
                jollies = jolly_left[0]  # the same again after each extend() below
                for letter in es if jollies else letters:
                    t = es.get(letter)
                    if t is None or (crossed and letter not in allowed):  # type: ignore[operator]
                        continue
                    if rack.get(letter, 0) > 0:
                        v = _VALUES[letter]
                        rack[letter] -= 1
                        word.append(letter)
                        used.append(letter)
                        if len(used) == 1:
                            anchor_of_single[0] = j
                        extend(
                            t,
                            j + 1,
                            msum + v * lmj,
                            wmul * wmj,
                            xtotal + ((xs + v * lmj) * wmj if crossed else 0),
                        )
                        used.pop()
                        word.pop()
                        rack[letter] += 1
                    if jollies:
                        jolly_left[0] -= 1
                        word.append(letter.lower())
                        used.append("?")
                        if len(used) == 1:
                            anchor_of_single[0] = j
                        extend(t, j + 1, msum, wmul * wmj, xtotal + (xs * wmj if crossed else 0))
                        used.pop()
                        word.pop()
                        jolly_left[0] += 1
            if k:
                del word[-k:]

        # Left part: tiles already on the board, or rack tiles on the free squares to the left.
        if anchor > 0 and row[anchor - 1] is not None:
            j = anchor - 1
            while j > 0 and row[j - 1] is not None:
                j -= 1
            s: int | None = 0
            msum = 0
            for k in range(j, anchor):
                s = edges[s].get(row[k])  # type: ignore[index, arg-type]
                if s is None:
                    return
                word.append(pat[k])
                msum += val[k]
            start[0] = j
            extend(s, anchor, msum, 1, 0)  # type: ignore[arg-type]
            return

        limit = self._left_limit(row, anchors, anchor)
        reach = self._left_bounds(line, anchor, limit) if best is not None else []
        at_anchor = cross[anchor]

        def left(s: int, size: int) -> None:
            # Score the left part on its squares, then extend from the anchor — unless no letter
            # that may follow it fits the anchor's cross-check (a cheap test that saves the call).
            if best is not None and reach[size] < best[0]:
                return  # top_moves: no move starting here or further left reaches the best
            es = edges[s]
            if at_anchor is None or not at_anchor.isdisjoint(es):
                first = anchor - size
                msum, wmul = 0, 1
                for k in range(size):
                    t = used[k]
                    if t != "?":
                        msum += _VALUES[t] * lm[first + k]
                    wmul *= wm[first + k]
                start[0] = first
                if size:
                    anchor_of_single[0] = first
                extend(s, anchor, msum, wmul, 0)
            if size == limit or (best is not None and reach[size + 1] < best[0]):
                return  # no longer left part; or none reaches the best (reach never grows)
            # Without a blank, only the rack's letters can extend the left part: walk those
            # (in the rack's order) rather than every edge.
            steps = (
                es.items()
                if jolly_left[0]
                else [(x, es[x]) for x in letters if rack[x] and x in es]
            )
            for letter, t2 in steps:
                if rack.get(letter, 0) > 0:
                    rack[letter] -= 1
                    word.append(letter)
                    used.append(letter)
                    left(t2, size + 1)
                    used.pop()
                    word.pop()
                    rack[letter] += 1
                if jolly_left[0] > 0:
                    jolly_left[0] -= 1
                    word.append(letter.lower())
                    used.append("?")
                    left(t2, size + 1)
                    used.pop()
                    word.pop()
                    jolly_left[0] += 1

        left(0, 0)
