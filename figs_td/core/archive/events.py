"""The federation's archive (archivio): events as plain data, their fingerprints, and the
proposed matches between players stored twice.

An event enters the archive as an :class:`ArchiveEvent`: its lines (one per player: name, club,
tessera, rating at the event, final place) and its played games (both players, both scores). The
core never decides that two stored players are one person: :func:`propose_duplicates` lists
candidates with a reason, a person confirms them (``archive ARCHIVE merge A B``).

Decisions (docs/notes/archive.md):

- The same event is recognised by content, never by name: the *content* fingerprint is the
  date, the players' folded names with their places and every played game (round, both folded
  names, both scores; issue 40: the date too, so that two tiny events alike on two days are two); the *field* fingerprint is the date with the set of folded names. An event matching a
  stored one on either is "the same event" (a corrected result changes the first, not the second).
- Only played games (two players, both scores; not byes, forfeits, double absences) go into the
  fingerprint and the rating: a federation export and the ``.figs`` it came from agree on them.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from figs_td.core.archive.places import _FOLD, normalise_name

#: Bounds of one event (inputs are bounded): players, games, length of a name.
MAX_EVENT_PLAYERS: Final = 5_000
MAX_EVENT_GAMES: Final = 200_000
MAX_NAME: Final = 200


@dataclass(frozen=True)
class EventLine:
    """One player's line in an event (0-based ``index`` inside the event)."""

    index: int
    name: str
    place: int  # 1 = the winner (the event's final standings)
    club: str = ""
    federation_id: str = ""
    rating: int | None = None
    games: int = 0
    wins: float = 0.0


@dataclass(frozen=True)
class EventGame:
    """A played game between two lines of the event (indices), with both scores."""

    round: int
    first: int  # an EventLine.index, as is ``second``
    second: int
    score_first: int
    score_second: int


@dataclass(frozen=True)
class ArchiveEvent:
    """A finished event as the archive keeps it."""

    name: str
    date: dt.date
    place: str
    category: str
    lines: tuple[EventLine, ...]
    games: tuple[EventGame, ...]
    source: str = ""
    rounds: int = 0

    def content_fingerprint(self) -> str:
        names = {x.index: normalise_name(x.name) for x in self.lines}
        places = sorted((names[x.index], x.place) for x in self.lines)
        games = sorted(
            (g.round, *sorted(((names[g.first], g.score_first), (names[g.second], g.score_second))))
            for g in self.games
        )
        return _digest({"date": self.date.isoformat(), "places": places, "games": games})

    def field_fingerprint(self) -> str:
        return _digest(
            {
                "date": self.date.isoformat(),
                "names": sorted(normalise_name(x.name) for x in self.lines),
            }
        )


def _digest(data: object) -> str:
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=list)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_event(event: ArchiveEvent) -> list[str]:
    """What makes ``event`` unfit for the archive (Italian reasons; empty when fit)."""
    problems: list[str] = []
    n = len(event.lines)
    if n < 2:
        problems.append("servono almeno 2 giocatori")
    if n > MAX_EVENT_PLAYERS:
        problems.append(f"troppi giocatori ({n}, al massimo {MAX_EVENT_PLAYERS})")
    if len(event.games) > MAX_EVENT_GAMES:
        problems.append(f"troppe partite ({len(event.games)}, al massimo {MAX_EVENT_GAMES})")
    if sorted(x.index for x in event.lines) != list(range(n)):
        problems.append("righe della classifica numerate male")
    for x in event.lines:
        if not x.name.strip() or len(x.name) > MAX_NAME:
            problems.append(f"nome non valido alla riga {x.index + 1}")
            break
        if x.place < 1 or x.place > n:
            problems.append(
                f"posizione finale {x.place} impossibile per '{x.name}' ({n} giocatori)"
            )
            break
    for g in event.games:
        if not (0 <= g.first < n and 0 <= g.second < n) or g.first == g.second:
            problems.append(f"partita del turno {g.round} tra giocatori inesistenti")
            break
        if g.score_first < 0 or g.score_second < 0:
            problems.append(f"punteggio negativo nel turno {g.round}")
            break
    return problems


# ---------------------------------------------------------------------------------------------
# Players stored twice: proposals for a person to confirm


@dataclass(frozen=True)
class StoredPlayer:
    """A player of the archive as the duplicate search sees it (not merged into another)."""

    id: int
    name: str
    club: str = ""
    federation_id: str = ""
    events: int = 0


@dataclass(frozen=True)
class Proposal:
    """Two stored players who may be one person; ``reason`` is a code (see :data:`REASONS`)."""

    a: StoredPlayer
    b: StoredPlayer
    reason: str  # a key of REASONS ("same_name_club", …)


REASONS: Final = {
    "same_name_club": "stesso nome e stesso circolo",
    "close_name_club": "nomi simili e stesso circolo",
    "same_name_other_club": "stesso nome, circolo diverso (cambio di circolo?)",
}


def _fold_club(club: str) -> str:
    return normalise_name(club)


def name_distance(a: str, b: str, limit: int = 2) -> int:
    """Edits (insert, delete, replace) between two folded names, or ``limit + 1`` when over
    ``limit`` (the search stops as soon as it is)."""
    if a == b:
        return 0
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
        if min(cur) > limit:
            return limit + 1
        prev = cur
    return min(prev[-1], limit + 1)


def close_names(a: str, b: str, limit: int = 2) -> bool:
    """Folded names within ``limit`` edits of each other (typing slips: Rosi/Rossi)."""
    return name_distance(a, b, limit) <= limit


_VOWELS: Final = frozenset("aeiou")


def other_ending(a: str, b: str) -> bool:
    """Two folded names, word by word, that differ only in one word's last letter, a vowel in
    both (Mario/Maria, Ferrari/Ferraro, Giovanni/Giovanna): in Italian that vowel makes another
    name — a sibling, another family — not a slip, so such names are not proposed as close."""
    wa, wb = a.split(), b.split()
    if len(wa) != len(wb):
        return False
    diff = [(x, y) for x, y in zip(wa, wb, strict=True) if x != y]
    if len(diff) != 1:
        return False
    x, y = diff[0]
    return (
        len(x) == len(y) > 1 and x[:-1] == y[:-1] and x[-1] in _VOWELS and y[-1] in _VOWELS
    )


def _written(name: str) -> str:
    """A name folded as :func:`normalise_name` but with its words in the order written."""
    folded = unicodedata.normalize("NFKD", name.casefold().translate(_FOLD))
    plain = "".join(c if c.isalnum() else " " for c in folded if not unicodedata.combining(c))
    return " ".join(plain.split())


def propose_duplicates(players: Iterable[StoredPlayer]) -> list[Proposal]:
    """Pairs of stored players who may be one person, lower id first, in id order.

    Two different tessere are two people (never proposed). Otherwise: the same folded name and
    the same club; names within two edits and the same club (unless they differ only in a word's
    final vowel, :func:`other_ending`, and only each one's nearest such names); the same folded
    name and another club (a player who changed club and had no tessera), unless the one without
    tessera is matched by a member (with tessera) of his own club."""
    items = list(players)
    out: dict[tuple[int, int], str] = {}
    #: the fewest edits (one or two) between each player and a close name of his club
    best: dict[int, int] = {}
    #: players without tessera matched by a member of their own club (the same name or a slip)
    home: set[int] = set()
    close: list[tuple[StoredPlayer, StoredPlayer, int]] = []

    def two_people(p: StoredPlayer, q: StoredPlayer) -> bool:
        return bool(p.federation_id and q.federation_id and p.federation_id != q.federation_id)

    def propose(p: StoredPlayer, q: StoredPlayer, reason: str) -> None:
        if not two_people(p, q):
            out.setdefault((min(p.id, q.id), max(p.id, q.id)), reason)

    by_name: dict[str, list[StoredPlayer]] = {}
    by_club: dict[str, list[StoredPlayer]] = {}
    for p in items:
        by_name.setdefault(normalise_name(p.name), []).append(p)
        club = _fold_club(p.club)
        if club:
            by_club.setdefault(club, []).append(p)
    for group in by_club.values():
        names = [(normalise_name(p.name), _written(p.name), p) for p in group]
        for i, (na, wa, p) in enumerate(names):
            for nb, wb, q in names[i + 1 :]:
                if two_people(p, q):  # first: the names' distance is the costly part
                    continue
                if na == nb:
                    propose(p, q, "same_name_club")
                    _at_home(p, q, home)
                    continue
                # sorted words, and as written: a slip at a word's start moves it in the
                # sorted order ("Rizzi Rosaria" / "Rizzi osaria", issue 40 §3)
                d = min(name_distance(na, nb), name_distance(wa, wb))
                if d <= 2 and not other_ending(wa, wb):
                    close.append((p, q, d))
                    best[p.id] = min(best.get(p.id, d), d)
                    best[q.id] = min(best.get(q.id, d), d)
    for p, q, d in close:
        # a slip is one name's nearest: a farther name of the club is someone else (Roerto is
        # Roberto of the club, not the newcomer Roberta)
        if d <= best[p.id] and d <= best[q.id]:
            propose(p, q, "close_name_club")
            _at_home(p, q, home)
    for group in by_name.values():
        for i, p in enumerate(group):
            for q in group[i + 1 :]:
                if _fold_club(p.club) == _fold_club(q.club):
                    propose(p, q, "same_name_club")
                elif not (p.id in home or q.id in home):
                    propose(p, q, "same_name_other_club")
    by_id = {p.id: p for p in items}
    return [Proposal(by_id[a], by_id[b], reason) for (a, b), reason in sorted(out.items())]


def _at_home(p: StoredPlayer, q: StoredPlayer, home: set[int]) -> None:
    """``p`` and ``q`` of one club proposed together: one without tessera and one with it is the
    club's member (a homonym of another club is then not proposed for him)."""
    for r, other in ((p, q), (q, p)):
        if not r.federation_id and other.federation_id:
            home.add(r.id)


def resolve(merged_into: dict[int, int], player_id: int) -> int:
    """The player a stored id now counts as (following merges; at most 1,000 steps)."""
    seen = 0
    while player_id in merged_into and seen < 1_000:
        player_id = merged_into[player_id]
        seen += 1
    return player_id
