"""The pairing interface: tournament state in, one round of pairings out.

Every system (one module each) implements :class:`PairingSystem`. A system either returns a whole
round (:class:`RoundPairing`) or raises :class:`PairingError`; it never returns a partial round.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from figs_td.core.model import Game, GameKind, Player, TournamentState
from figs_td.errors import FigsError
from figs_td.plurals import plural

__all__ = [
    "History",
    "PairingError",
    "PairingOptions",
    "PairingSystem",
    "RoundPairing",
    "SystemBase",
    "Table",
    "assign_first",
    "active_players",
    "check_round_ready",
]


class PairingError(FigsError):
    """A round cannot be paired; the message (Italian) says why. No partial round is returned."""

    def __init__(self, message: str, *, code: str = "pairing") -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Table:
    """One table of a round: ``first`` moves first (chi inizia)."""

    table: int
    first: int
    second: int
    reason: str = ""  # why these two play each other ("why am I playing him?"), Italian
    first_reason: str = ""  # why ``first`` starts, Italian
    rematch: int = 0  # how many times they had already met
    label: str = ""  # e.g. "Semifinale 1", "Finale" in a knockout


@dataclass(frozen=True)
class RoundPairing:
    """A whole round: tables, byes (riposo, counted per ResultSettings) and idle players.

    ``idle`` are players that do not play this round and get nothing for it (a knockout bracket
    bye, or a match already decided while the others finish theirs).
    """

    round: int
    system: str
    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()
    idle: tuple[int, ...] = ()
    seed: int | None = None
    notes: tuple[str, ...] = ()
    metadata: Mapping[str, Any] = field(default_factory=dict)

    @property
    def rematches(self) -> int:
        return sum(1 for t in self.tables if t.rematch)

    def to_games(self) -> list[Game]:
        """The games to store for this round (no scores yet; byes already have their result):
        ``Game(round, table, first, second)`` for each table, then ``Game(round, None, bye,
        None, kind=BYE)``."""
        rnd, new, normal = self.round, object.__new__, GameKind.NORMAL
        games: list[Game] = []
        append = games.append
        for t in self.tables:
            # The fields set directly: the frozen dataclass's __init__ sets each one through
            # object.__setattr__, and a round has up to 1,500 tables.
            g = new(Game)
            d = g.__dict__
            d["round"] = rnd
            d["table"] = t.table
            d["first"] = t.first
            d["second"] = t.second
            d["score_first"] = None
            d["score_second"] = None
            d["kind"] = normal
            append(g)
        games += [Game(rnd, None, b, None, kind=GameKind.BYE) for b in self.byes]
        return games

    def paired_ids(self) -> list[int]:
        out = [p for t in self.tables for p in (t.first, t.second)]
        return out + list(self.byes)


@dataclass(frozen=True)
class PairingOptions:
    """What the director chose (kept in the tournament's JSON settings)."""

    seed: int | None = None  # random draw seed; None = draw a fresh one (and record it)
    draw: str | None = None  # "random" or "rating"; None = the system's default
    # (italo-svizzero round 1: random draw; girone: pairing numbers in seed order)
    tiebreaks: str | tuple[str, ...] = "FIGS"  # ranking used to pair from round 2 on
    settings: Mapping[str, Any] = field(default_factory=dict)  # the tournament's JSON settings


class PairingSystem(Protocol):
    """One pairing system. ``pair`` returns the whole round ``round_no`` or raises."""

    name: ClassVar[str]
    label: ClassVar[str]

    def pair(
        self, state: TournamentState, round_no: int, options: PairingOptions
    ) -> RoundPairing: ...


class SystemBase:
    """What every pairing system shares: its names, given where the class is declared
    (``class KnockoutSystem(SystemBase, name="eliminazione", label="Eliminazione diretta")``;
    ``find_system`` knows it by them and by ``registry.OTHER_NAMES``) and, before the system's
    own :meth:`pair_round`, the check that ``round_no`` can be paired now."""

    name: ClassVar[str]  # canonical (the values of ``model.System``)
    label: ClassVar[str]  # Italian, shown to the user
    #: False where the results so far do not change the pairings (a round robin's fixed tables)
    require_results: ClassVar[bool] = True

    def __init_subclass__(cls, *, name: str, label: str, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.name, cls.label = name, label

    def pair(self, state: TournamentState, round_no: int, options: PairingOptions) -> RoundPairing:
        check_round_ready(state, round_no, require_results=self.require_results)
        return self.pair_round(state, round_no, options)

    def pair_round(
        self, state: TournamentState, round_no: int, options: PairingOptions
    ) -> RoundPairing:
        """The whole round ``round_no``, once :func:`check_round_ready` has passed."""
        raise NotImplementedError

    def drawn_round(
        self,
        round_no: int,
        tables: Iterable[Table],
        byes: Iterable[int],
        seed: int | None,
        notes: Iterable[str],
        metadata: Mapping[str, Any],
    ) -> RoundPairing:
        """The round this system paired (``seed``: its draw, None without one): its tables,
        byes and notes."""
        return RoundPairing(
            round_no, self.name, tuple(tables), tuple(byes), (), seed, tuple(notes), metadata
        )


@dataclass
class History:
    """What the previous rounds tell pairing: who met whom, byes, who started."""

    met: dict[int, dict[int, int]] = field(default_factory=lambda: defaultdict(dict))
    byes: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    starts: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    seconds: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    last_role: dict[int, str] = field(default_factory=dict)  # "first" / "second"
    roles: dict[int, list[str]] = field(default_factory=lambda: defaultdict(list))

    @classmethod
    def from_games(cls, games: Iterable[Game]) -> History:
        h = cls()
        ordered = list(games)
        # The store hands them over by round already (then only the roles' order matters).
        if any(a.round > b.round for a, b in zip(ordered, ordered[1:], strict=False)):
            ordered.sort(key=lambda g: (g.round, g.table or 0))
        met, byes, starts, seconds = h.met, h.byes, h.starts, h.seconds
        last_role, roles = h.last_role, h.roles
        forfeit, double = GameKind.FORFEIT, GameKind.DOUBLE_FORFEIT
        for g in ordered:
            a, b, kind = g.first, g.second, g.kind
            if b is None:
                if kind is not forfeit:  # a forfeit lost with nobody is no bye
                    byes[a] += 1
                continue
            ma, mb = met[a], met[b]
            ma[b] = ma.get(b, 0) + 1
            mb[a] = mb.get(a, 0) + 1
            if kind is forfeit or kind is double:
                continue  # not played over the board: nobody actually started
            starts[a] += 1
            seconds[b] += 1
            last_role[a] = "first"
            last_role[b] = "second"
            roles[a].append("first")
            roles[b].append("second")
        return h

    def times_met(self, a: int, b: int) -> int:
        return self.met.get(a, {}).get(b, 0)


def assign_first(
    a: int, b: int, history: History, *, a_ranked_higher: bool = True
) -> tuple[int, int, str]:
    """Who moves first between ``a`` and ``b`` (domain.md §7, "chi inizia").

    The player with fewer starts begins; on equal starts, the one who went second last time.
    Decision where the rule is silent (both or neither went second last time): the player with
    more games as second begins, then the higher-ranked player.
    """
    sa, sb = history.starts.get(a, 0), history.starts.get(b, 0)
    if sa != sb:
        first, second = (a, b) if sa < sb else (b, a)
        return first, second, f"ha iniziato meno partite ({min(sa, sb)} contro {max(sa, sb)})"
    la, lb = history.last_role.get(a), history.last_role.get(b)
    if (la == "second") != (lb == "second"):
        first, second = (a, b) if la == "second" else (b, a)
        return first, second, "a pari partenze, nell'ultima partita ha giocato per secondo"
    ca, cb = history.seconds.get(a, 0), history.seconds.get(b, 0)
    if ca != cb:
        first, second = (a, b) if ca > cb else (b, a)
        return first, second, "a pari partenze, ha giocato più partite per secondo"
    first, second = (a, b) if a_ranked_higher else (b, a)
    return first, second, "partenze in parità: inizia il meglio classificato"


def check_round_ready(
    state: TournamentState, round_no: int, *, require_results: bool = True
) -> None:
    """Raise unless ``round_no`` is the next round and (if required) earlier games have results."""
    if isinstance(round_no, bool) or not isinstance(round_no, int) or round_no < 1:
        raise PairingError(f"numero di turno non valido: {round_no!r}", code="bad_round")
    if state.games_in(round_no):
        raise PairingError(
            f"il turno {round_no} è già abbinato: annullarlo prima di abbinarlo di nuovo",
            code="already_paired",
        )
    if round_no != state.last_round + 1:
        raise PairingError(
            f"si può abbinare solo il turno successivo ({state.last_round + 1}), non il {round_no}",
            code="bad_round",
        )
    missing = [g for g in state.games if not g.has_result]
    if missing and require_results:
        rounds = sorted({g.round for g in missing})
        raise PairingError(
            plural(len(missing), "manca 1 risultato", "mancano {0} risultati")
            + f" del turno {', '.join(map(str, rounds))}: "
            "inserirli prima di abbinare il turno successivo",
            code="missing_results",
        )


def active_players(state: TournamentState, round_no: int) -> list[Player]:
    """Players that can be paired in ``round_no`` (withdrawals and late entries, domain.md §7)."""
    return [p for p in state.players if p.is_active_in(round_no)]
