"""Maximum matching in a general graph (Edmonds' blossom algorithm), compact and pure Python.

Used by italo-svizzero to look ahead: a pairing choice is kept only if the players still to pair
can be matched with as few rematches as the whole round needs (domain.md §7: "a choice that would
leave the rest of the field unpairable without rematches is skipped").

Vertices are ``0 .. n-1``; ``adj[v]`` lists the neighbours of ``v``; ``match[v]`` is the mate of
``v`` or ``-1``. Only vertices with ``alive[v]`` take part.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

__all__ = ["augment", "max_matching", "matching_size"]


def _augment_from(
    root: int, adj: Sequence[Sequence[int]], match: list[int], alive: Sequence[bool]
) -> bool:
    """Search an augmenting path from the free vertex ``root``; apply it and return True if found."""
    n = len(match)
    parent = [-1] * n
    base = list(range(n))
    used = [False] * n
    used[root] = True
    queue = deque([root])

    def lca(a: int, b: int) -> int:
        seen = [False] * n
        while True:
            a = base[a]
            seen[a] = True
            if match[a] == -1:
                break
            a = parent[match[a]]
        while True:
            b = base[b]
            if seen[b]:
                return b
            b = parent[match[b]]

    def mark_path(v: int, b: int, child: int, blossom: list[bool]) -> None:
        while base[v] != b:
            blossom[base[v]] = blossom[base[match[v]]] = True
            parent[v] = child
            child = match[v]
            v = parent[match[v]]

    while queue:
        v = queue.popleft()
        for to in adj[v]:
            if not alive[to] or base[v] == base[to] or match[v] == to:
                continue
            if to == root or (match[to] != -1 and parent[match[to]] != -1):
                # An odd cycle: contract the blossom into its base.
                cur = lca(v, to)
                blossom = [False] * n
                mark_path(v, cur, to, blossom)
                mark_path(to, cur, v, blossom)
                for i in range(n):
                    if blossom[base[i]]:
                        base[i] = cur
                        if not used[i]:
                            used[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if match[to] == -1:
                    # Free vertex reached: flip the path.
                    while to != -1:
                        pv = parent[to]
                        nxt = match[pv]
                        match[to] = pv
                        match[pv] = to
                        to = nxt
                    return True
                used[match[to]] = True
                queue.append(match[to])
    return False


def augment(adj: Sequence[Sequence[int]], match: list[int], alive: Sequence[bool]) -> int:
    """Grow ``match`` (in place) to a maximum matching of the alive vertices; return its size.

    One search per free vertex is enough: a vertex with no augmenting path never gets one later
    (Edmonds, 1965).
    """
    for v in range(len(match)):
        if alive[v] and match[v] == -1:
            _augment_from(v, adj, match, alive)
    return sum(1 for v in range(len(match)) if alive[v] and match[v] != -1) // 2


def max_matching(adj: Sequence[Sequence[int]], alive: Sequence[bool] | None = None) -> list[int]:
    """A maximum matching (greedy start, then augmenting paths)."""
    n = len(adj)
    live = [True] * n if alive is None else list(alive)
    match = [-1] * n
    for v in range(n):
        if live[v] and match[v] == -1:
            for u in adj[v]:
                if live[u] and match[u] == -1 and u != v:
                    match[v], match[u] = u, v
                    break
    augment(adj, match, live)
    return match


def matching_size(adj: Sequence[Sequence[int]], alive: Sequence[bool] | None = None) -> int:
    match = max_matching(adj, alive)
    return sum(1 for m in match if m != -1) // 2
