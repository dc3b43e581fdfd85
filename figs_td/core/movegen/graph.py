"""The move generator's word graph: a minimal DAWG held as Python dicts, stored beside the index.

The lookup index of a word list (``core/lexicon/wordlist.py``, a C DAWG) answers "is this a word?" only.
The move generator also needs to walk the words letter by letter ("which letters may follow this
prefix?"), so each list gets a second file, ``<slug>-<sha16>.moves``: the minimal acyclic automaton
of the list (Daciuk's incremental construction over the sorted words), one state per node.

In memory a state is a ``dict`` letter → state number and ``final[state]`` says whether a word
ends there. For the 2-million-form stand-in this is ~90,000 states (see docs/notes/duplicate.md).

File format (little endian): ``FIGSMOVES`` + format byte, then four ``uint32`` (states, edges,
words, sha length), the sha256 of the list (ASCII), ``final`` (one byte per state), ``offsets``
(``uint32`` per state + 1), edge labels (one ASCII byte per edge), edge targets (``uint32``).

Public API: :class:`WordGraph` (``build``, ``from_bytes``, ``to_bytes``, ``contains``),
:func:`save_graph`, :func:`load_graph`.
"""

from __future__ import annotations

import struct
import sys
from array import array
from collections.abc import Iterable
from itertools import islice
from operator import le
from pathlib import Path
from typing import Final

from figs_td.atomic import atomic_write_bytes
from figs_td.errors import InputError

__all__ = ["GRAPH_SUFFIX", "WordGraph", "load_graph", "save_graph"]

MAGIC: Final = b"FIGSMOVES"
FORMAT: Final = 1
GRAPH_SUFFIX: Final = ".moves"
_HEAD: Final = struct.Struct("<IIII")


class WordGraph:
    """A minimal DAWG: ``edges[state]`` maps a letter to the next state; state 0 is the root."""

    __slots__ = ("_edges", "_flat", "final", "words", "sha256", "compiled")

    def __init__(self, edges: list[dict[str, int]], final: bytearray, words: int, sha256: str):
        self._edges: list[dict[str, int]] | None = edges
        self._flat: tuple[bytes, bytes, bytes, bytes] | None = None
        self.final = final
        self.words = words
        self.sha256 = sha256
        #: The compiled search's copy of the graph (``core/movegen/generator.py`` makes it on first use).
        self.compiled: object = None

    @property
    def edges(self) -> list[dict[str, int]]:
        """``edges[state]``: letter → next state. A graph read from a file makes these dicts on
        first use only (the compiled search reads the flat arrays and never needs them)."""
        if self._edges is None:
            final, offsets, labels, targets = self.flat()
            ol = array("I", offsets).tolist()
            tl = array("I", targets).tolist()
            text = labels.decode("ascii")
            self._edges = [
                dict(zip(text[ol[i] : ol[i + 1]], tl[ol[i] : ol[i + 1]], strict=True))
                for i in range(len(final))
            ]
        return self._edges

    def flat(self) -> tuple[bytes, bytes, bytes, bytes]:
        """The graph as four arrays: ``final`` (a byte per state), ``offsets`` (``uint32`` per
        state + 1, in the machine's byte order), the edges' letters (a byte each) and their
        targets (``uint32``); a state's edges are ``offsets[s]`` to ``offsets[s + 1]``."""
        if self._flat is None:
            offsets = array("I", [0])
            labels = bytearray()
            targets = array("I")
            for e in self.edges:
                for k, v in e.items():
                    labels.append(ord(k))
                    targets.append(v)
                offsets.append(len(targets))
            self._flat = (bytes(self.final), offsets.tobytes(), bytes(labels), targets.tobytes())
        return self._flat

    # -- construction --------------------------------------------------------------------------

    @classmethod
    def build(cls, sorted_words: Iterable[str], sha256: str = "") -> WordGraph:
        """The minimal automaton of ``sorted_words`` (folded, sorted, no duplicates)."""
        edges: list[dict[str, int]] = [{}]
        final = bytearray(1)
        register: dict[tuple[int, tuple[tuple[str, int], ...]], int] = {}
        # Path of the last word: (parent, letter, child) still open for merging.
        path: list[tuple[int, str, int]] = []
        prev = ""
        count = 0

        def minimise(down_to: int) -> None:
            while len(path) > down_to:
                parent, letter, child = path.pop()
                key = (final[child], tuple(edges[child].items()))
                same = register.get(key)
                if same is None:
                    register[key] = child
                else:
                    edges[parent][letter] = same
                    edges[child] = {}  # freed; renumbered away below

        for word in sorted_words:
            if word <= prev and count:
                raise InputError(f"lista non ordinata o con doppioni: {prev!r} prima di {word!r}")
            common = 0
            limit = min(len(word), len(prev))
            while common < limit and word[common] == prev[common]:
                common += 1
            minimise(common)
            node = path[-1][2] if path else 0
            for letter in word[common:]:
                child = len(edges)
                edges.append({})
                final.append(0)
                edges[node][letter] = child
                path.append((node, letter, child))
                node = child
            final[node] = 1
            prev = word
            count += 1
        minimise(0)
        return cls._compact(edges, final, count, sha256)

    @classmethod
    def _compact(
        cls, edges: list[dict[str, int]], final: bytearray, words: int, sha256: str
    ) -> WordGraph:
        # Keep the states reachable from the root, numbered in depth-first order.
        number: dict[int, int] = {0: 0}
        order = [0]
        stack = [0]
        while stack:
            s = stack.pop()
            for t in edges[s].values():
                if t not in number:
                    number[t] = len(order)
                    order.append(t)
                    stack.append(t)
        new_edges = [{k: number[v] for k, v in edges[s].items()} for s in order]
        new_final = bytearray(final[s] for s in order)
        return cls(new_edges, new_final, words, sha256)

    # -- queries -------------------------------------------------------------------------------

    def contains(self, word: str) -> bool:
        s = 0
        edges = self.edges
        for ch in word:
            nxt = edges[s].get(ch)
            if nxt is None:
                return False
            s = nxt
        return bool(self.final[s])

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.contains(word)

    @property
    def states(self) -> int:
        return len(self.edges)

    @property
    def edge_count(self) -> int:
        return sum(len(e) for e in self.edges)

    # -- storage -------------------------------------------------------------------------------

    def to_bytes(self) -> bytes:
        final, offsets, labels, targets = self.flat()
        if sys.byteorder != "little":  # pragma: no cover - big-endian machines
            offsets = _swapped(offsets)
            targets = _swapped(targets)
        sha = self.sha256.encode("ascii")
        return b"".join(
            (
                MAGIC,
                bytes([FORMAT]),
                _HEAD.pack(len(final), len(labels), self.words, len(sha)),
                sha,
                final,
                offsets,
                labels,
                targets,
            )
        )

    @classmethod
    def from_bytes(cls, data: bytes) -> WordGraph:
        if not data.startswith(MAGIC) or len(data) < len(MAGIC) + 1 + _HEAD.size:
            raise InputError("file del generatore di mosse non riconosciuto")
        if data[len(MAGIC)] != FORMAT:
            raise InputError("file del generatore di mosse di un formato diverso: va ricostruito")
        pos = len(MAGIC) + 1
        n, m, words, sha_len = _HEAD.unpack_from(data, pos)
        pos += _HEAD.size
        expected = pos + sha_len + n + 4 * (n + 1) + m + 4 * m
        if len(data) != expected:
            raise InputError("file del generatore di mosse troncato o danneggiato")
        sha = data[pos : pos + sha_len].decode("ascii")
        pos += sha_len
        final = bytearray(data[pos : pos + n])
        pos += n
        offsets = array("I")
        offsets.frombytes(data[pos : pos + 4 * (n + 1)])
        pos += 4 * (n + 1)
        labels = data[pos : pos + m]
        labels.decode("ascii")  # letters only
        pos += m
        targets = array("I")
        targets.frombytes(data[pos : pos + 4 * m])
        if sys.byteorder != "little":  # pragma: no cover
            offsets.byteswap()
            targets.byteswap()
        if (
            (len(targets) and max(targets) >= n)
            or offsets[0] != 0
            or offsets[-1] != m
            or not all(map(le, offsets, islice(offsets, 1, None)))
        ):
            raise InputError("file del generatore di mosse danneggiato")
        graph = cls([], final, words, sha)
        graph._edges = None  # made from the flat arrays on first use (``edges``)
        graph._flat = (bytes(final), offsets.tobytes(), labels, targets.tobytes())
        return graph


def _swapped(data: bytes) -> bytes:  # pragma: no cover - big-endian machines
    a = array("I")
    a.frombytes(data)
    a.byteswap()
    return a.tobytes()


def save_graph(graph: WordGraph, path: str | Path) -> int:
    """Write the graph atomically; returns the size in bytes."""
    data = graph.to_bytes()
    atomic_write_bytes(path, data)
    return len(data)


def load_graph(path: str | Path) -> WordGraph:
    try:
        from figs_td import pathguard

        data = pathguard.read_bytes(path, "lexicon")
    except OSError as exc:
        raise InputError(f"file del generatore di mosse illeggibile: {path}: {exc}") from None
    return WordGraph.from_bytes(data)
