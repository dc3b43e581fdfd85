"""Pairing constraints (vincoli di abbinamento) the director sets: forbidden pairs and "same club
not before round N" (issue 25 §5; the regulations say nothing: club practice, as chess programs and
lichess offer it).

- **Forbidden pairs** (coppie vietate): family members, a teacher and a pupil … never paired when
  the round can be paired otherwise.
- **Same club** (stesso circolo): players of the same club (compared ignoring case and repeated
  spaces; no club = no club) are not paired before round ``same_club_from``. Off by default.

They are a strong cost, never a wall: italo-svizzero treats a constrained pair as if the two had
already met (the look-ahead keeps the round's "already met or constrained" pairs to the minimum,
as for rematches; among the pairs that must be, a same-club pair is taken before a rematch and a
rematch before a forbidden pair), so a constraint never makes a round impossible; when one must be
broken the table's explanation and the round's notes say so. The knockout's first round swaps a
lower seed with the nearest one that removes the conflict (:mod:`figs_td.core.pairing.knockout`).

Stored in the tournament's settings as ``pairing.constraints`` = ``{"forbid": [[id, id], …],
"same_club_from": N}``; the pairing core receives it as ``options.settings["constraints"]``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from figs_td.core.model import Player

__all__ = [
    "CLUB",
    "FORBIDDEN",
    "MAX_FORBIDDEN",
    "PairConstraints",
    "club_key",
]

FORBIDDEN: Final = "forbidden"
CLUB: Final = "club"
MAX_FORBIDDEN: Final = 500

#: Italian words for a broken constraint, for the explanations.
KIND_TEXT: Final = {FORBIDDEN: "coppia vietata", CLUB: "stesso circolo"}


def club_key(club: str) -> str:
    """Club names compared ignoring case and repeated spaces ("" = no club)."""
    return " ".join(club.casefold().split())


@dataclass(frozen=True)
class PairConstraints:
    """The director's constraints: forbidden pairs (player ids) and same club from round N."""

    forbidden: frozenset[frozenset[int]] = field(default_factory=frozenset)
    same_club_from: int | None = None  # same-club pairs avoided in rounds before this one

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any]) -> PairConstraints:
        """From ``settings["constraints"]`` (absent or malformed parts: no constraint)."""
        raw = settings.get("constraints")
        if not isinstance(raw, Mapping):
            return cls()
        pairs: set[frozenset[int]] = set()
        for pair in raw.get("forbid") or ():
            if (
                isinstance(pair, Sequence)
                and len(pair) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in pair)
                and pair[0] != pair[1]
            ):
                pairs.add(frozenset(pair))
        n = raw.get("same_club_from")
        ok = isinstance(n, int) and not isinstance(n, bool) and n >= 2
        return cls(frozenset(pairs), n if ok else None)

    def to_settings(self) -> dict[str, Any] | None:
        """The stored form (None when there is nothing to store)."""
        if not self.forbidden and self.same_club_from is None:
            return None
        out: dict[str, Any] = {}
        if self.forbidden:
            out["forbid"] = sorted(sorted(p) for p in self.forbidden)
        if self.same_club_from is not None:
            out["same_club_from"] = self.same_club_from
        return out

    @property
    def active(self) -> bool:
        return bool(self.forbidden) or self.same_club_from is not None

    def club_applies(self, round_no: int) -> bool:
        return self.same_club_from is not None and round_no < self.same_club_from

    def kind(self, a: Player, b: Player, round_no: int) -> str | None:
        """Which constraint pairing ``a`` with ``b`` in ``round_no`` breaks (None: none)."""
        if frozenset((a.id, b.id)) in self.forbidden:
            return FORBIDDEN
        if self.club_applies(round_no):
            ka = club_key(a.club)
            if ka and ka == club_key(b.club):
                return CLUB
        return None

    def pairs(self, players: Iterable[Player], round_no: int) -> dict[frozenset[int], str]:
        """Every constrained pair among ``players`` in ``round_no`` and its kind."""
        ps = list(players)
        ids = {p.id for p in ps}
        out: dict[frozenset[int], str] = {pair: FORBIDDEN for pair in self.forbidden if pair <= ids}
        if self.club_applies(round_no):
            by_club: dict[str, list[int]] = {}
            for p in ps:
                k = club_key(p.club)
                if k:
                    by_club.setdefault(k, []).append(p.id)
            for members in by_club.values():
                for i, a in enumerate(members):
                    for b in members[i + 1 :]:
                        out.setdefault(frozenset((a, b)), CLUB)
        return out

    def describe(self, names: Mapping[int, str], round_no: int) -> str:
        """One Italian line for the round's notes."""
        bits = []
        if self.forbidden:
            shown = [
                " – ".join(names.get(x, f"n. {x}") for x in sorted(p))
                for p in sorted(self.forbidden, key=sorted)
            ]
            more = f" e altre {len(shown) - 3}" if len(shown) > 3 else ""
            bits.append("coppie vietate: " + "; ".join(shown[:3]) + more)
        if self.same_club_from is not None:
            now = "vale" if self.club_applies(round_no) else "non vale più"
            bits.append(
                f"stesso circolo non prima del turno {self.same_club_from} ({now} in questo turno)"
            )
        return "Vincoli di abbinamento: " + ", ".join(bits) + "."
