"""What a standings counts and what it leaves out, in the words every view prints (issue 39 §3).

One rule for the command line, the PDF/XLSX, the window, the projector and the web pages:

- the **official** standings are after the last round with every result in (or the round asked
  for); the rounds after it are named with the results entered so far and "non contati":
  ``Classifica dopo il turno 0 — turno 1: 2 di 6 risultati, non contati``;
- the **provisional** standings also count the results entered so far in the rounds being
  played, and say so: ``Classifica provvisoria — turno 1: 2 di 6 risultati, contati``;
- once the event is over: ``Classifica finale`` (the caller knows, from the planned rounds or
  the bracket: :func:`figs_td.reports.prepare.is_final_standings`).

A table's result is entered when both scores are in (a bye and a double forfeit are results of
their own and are not tables to enter). Pure functions on the core's plain objects.
"""

from __future__ import annotations

from dataclasses import dataclass

TYPE_CHECKING = False
if TYPE_CHECKING:
    from figs_td.core.model import TournamentState

__all__ = ["RoundCount", "StandingsScope", "complete_round", "standings_scope"]


@dataclass(frozen=True)
class RoundCount:
    """The results of one round: ``entered`` of ``total`` tables (byes not counted)."""

    round: int
    entered: int  # tables with their result
    total: int

    @property
    def complete(self) -> bool:
        return self.entered >= self.total


@dataclass(frozen=True)
class StandingsScope:
    """Which results a standings counts.

    ``after_round``: the standings count the results of rounds 1..after_round (the argument to
    give :func:`figs_td.core.standings.placing.final_standings`); ``counted``: the rounds among them still
    being played (their results entered so far are counted: the standings are provisional);
    ``left_out``: the rounds after ``after_round`` still being played (not counted; a complete
    round after it needs no word: "dopo il turno N" says it)."""

    after_round: int
    final: bool = False
    counted: tuple[RoundCount, ...] = ()
    left_out: tuple[RoundCount, ...] = ()

    @property
    def provisional(self) -> bool:
        return bool(self.counted)

    @property
    def heading(self) -> str:
        """``Classifica finale``, ``Classifica dopo il turno N``, ``Classifica provvisoria``
        or, before any round, ``Classifica``."""
        if self.provisional:
            return "Classifica provvisoria"
        if self.final:
            return "Classifica finale"
        if self.after_round > 0 or self.left_out:
            return f"Classifica dopo il turno {self.after_round}"
        return "Classifica"

    @property
    def note(self) -> str:
        """What the rounds being played add or leave out (empty when nothing)."""
        parts = [f"{_round_results(c)}, {_counted(c)}" for c in self.counted]
        parts += [f"{_round_results(c)}, non {_counted(c)}" for c in self.left_out]
        return "; ".join(parts)

    @property
    def title(self) -> str:
        """The heading and the note: ``Classifica dopo il turno 0 — turno 1: 2 di 6
        risultati, non contati``."""
        note = self.note
        return f"{self.heading} — {note}" if note else self.heading

    @property
    def file_stem(self) -> str:
        """The name of a file holding these standings, saying what it holds:
        ``classifica-finale``, ``classifica-dopo-turno-1``, ``classifica-provvisoria-turno-2``."""
        if self.provisional:
            return f"classifica-provvisoria-turno-{self.counted[-1].round}"
        if self.final:
            return "classifica-finale"
        if self.after_round > 0 or self.left_out:
            return f"classifica-dopo-turno-{self.after_round}"
        return "classifica"


def _counted(c: RoundCount) -> str:
    return "contato" if c.total == 1 else "contati"


def _round_results(c: RoundCount) -> str:
    word = "risultato" if c.total == 1 else "risultati"
    return f"turno {c.round}: {c.entered} di {c.total} {word}"


def round_counts(state: TournamentState) -> dict[int, RoundCount]:
    """Per paired round: its tables (byes apart) and how many have their result."""
    from figs_td.core.model import GameKind

    entered: dict[int, int] = {}
    total: dict[int, int] = {}
    for g in state.games:
        entered.setdefault(g.round, 0)
        total.setdefault(g.round, 0)
        if g.second is None or g.kind is GameKind.BYE:
            continue
        total[g.round] += 1
        if g.has_result:
            entered[g.round] += 1
    return {r: RoundCount(r, entered[r], total[r]) for r in sorted(total)}


def complete_round(state: TournamentState) -> int:
    """The last round with every result in (a round paired but not played is left out)."""
    incomplete = [r for r, c in round_counts(state).items() if not c.complete]
    return min(incomplete) - 1 if incomplete else state.last_round


def standings_scope(
    state: TournamentState,
    after_round: int | None = None,
    *,
    provisional: bool = False,
    final: bool = False,
) -> StandingsScope:
    """The scope of the standings after ``after_round`` (default: the last complete round;
    with ``provisional``, the last paired round, counting the results entered so far).
    ``final``: the caller's answer to "is the event over after that round" (ignored when the
    standings count a round still being played)."""
    counts = round_counts(state)
    if after_round is None:
        after_round = state.last_round if provisional else complete_round(state)
    counted = tuple(c for r, c in counts.items() if r <= after_round and not c.complete)
    left_out = tuple(c for r, c in counts.items() if r > after_round and not c.complete)
    return StandingsScope(after_round, final and not counted, counted, left_out)
