"""The solutions sheet of a move (*foglio delle soluzioni*), shown after each move on the wall
and on the web page: the top placed, the best alternatives by score, each player's move, score
and gap to the top (with the solo bonus, warnings and penalties); and each player's running
total for the phones.

Everything comes from what is stored (the alternatives are kept with the move when the top is
placed): no move generation here, so the web page and the printout are immediate.

Public API: :func:`solutions` / :func:`sheet_of`, :class:`SolutionsSheet`,
:class:`SolutionRow`, :func:`running_totals` / :func:`running_of`, :func:`export_solutions`.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.core.duplicate.entry import ZERO_KINDS
from figs_td.errors import InputError
from figs_td.plurals import count
from figs_td.services.duplicate import events as dup

if TYPE_CHECKING:
    from figs_td.services.reports.common import ExportResult
    from figs_td.store import Store

__all__ = [
    "SolutionRow",
    "SolutionsSheet",
    "export_solutions",
    "running_of",
    "running_totals",
    "sheet_of",
    "solutions",
]


@dataclass(frozen=True)
class SolutionRow:
    number: int
    name: str
    written: str  # the move written, "(27 punti)", "in ritardo" …, or "—" (no slip)
    score: int  # as scored on the board
    gap: int  # score − top (0 or negative)
    solo: int = 0
    warnings: int = 0
    penalty: int = 0  # points taken on this slip (warnings beyond the threshold + penalty)
    net: int = 0  # score + solo − penalty (the score counted 0 while unsettled)
    note: str = ""
    #: the score is above the top (entered before the top was placed): shown marked, counted 0,
    #: "da verificare dall'arbitro" until corrected
    unsettled: bool = False


@dataclass
class SolutionsSheet:
    game: int
    move: int
    rack: str
    placed: str
    top: int
    tops: list[str]
    others: list[tuple[str, int]]
    rows: list[SolutionRow] = field(default_factory=list)

    @property
    def unsettled(self) -> list[SolutionRow]:
        """The rows whose score is above the top, to be settled by the arbiter."""
        return [r for r in self.rows if r.unsettled]

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["others"] = [{"notation": n, "score": s} for n, s in self.others]
        return out


def _written(slip: dict[str, Any] | None) -> str:
    if slip is None:
        return "—"
    if slip["status"] in ZERO_KINDS:
        return ZERO_KINDS[slip["status"]]
    entry = slip["entry"]
    if entry.get("text"):
        return str(entry["text"])
    return f"({count(entry.get('score') or 0, 'punto', 'punti')})"


def solutions(
    store: Store, game_no: int | None = None, move_no: int | None = None
) -> SolutionsSheet:
    """The sheet of a move placed (default: the last one placed of the game)."""
    return sheet_of(dup.EventData.read(store), game_no, move_no)


def sheet_of(
    data: dup.EventData, game_no: int | None = None, move_no: int | None = None
) -> SolutionsSheet:
    """:func:`solutions` from the event already read."""
    game = data.game(game_no)
    placed = [m for m in game.moves if m.confirmed]
    if not placed:
        raise InputError(f"partita {game.number}: nessuna mossa ancora sul tabellone")
    if move_no is None:
        move = placed[-1]
    else:
        if not 1 <= move_no <= len(game.moves):
            raise InputError(f"mossa {move_no} inesistente (la partita ne ha {len(game.moves)})")
        move = game.moves[move_no - 1]
        if not move.confirmed:
            raise InputError(f"la mossa {move_no} non è ancora sul tabellone")
    top = move.placed_score or 0
    slips = data.slips_for_move(game.number, move.number)
    rows = []
    for _pid, number, name in data.players:
        s = slips.get(number)
        score = s["score"] if s else 0
        taken = (s["warning_points"] + s["penalty"]) if s else 0
        rows.append(
            SolutionRow(
                number,
                name,
                _written(s),
                score,
                score - top,
                s["solo"] if s else 0,
                int(s["entry"].get("warnings") or 0) if s else 0,
                taken,
                s["net"] if s else 0,
                (s["entry"].get("reason", "") if s else "nessun foglietto"),
                bool(s and s["unsettled"]),
            )
        )
    rows.sort(key=lambda r: (-(0 if r.unsettled else r.score), r.number))
    return SolutionsSheet(
        game.number,
        move.number,
        move.rack,
        move.placed,
        top,
        list(move.tops),
        [(str(n), int(v)) for n, v in move.others],
        rows,
    )


def running_totals(store: Store, game_no: int | None = None) -> dict[int, list[int]]:
    """Player number → the cumulative total after each move placed of the game (bonuses and
    penalties included), for the phone page."""
    return running_of(dup.EventData.read(store), game_no)


def running_of(data: dup.EventData, game_no: int | None = None) -> dict[int, list[int]]:
    """:func:`running_totals` from the event already read."""
    game = data.game(game_no)
    numbers = [n for _, n, _ in data.players]
    out: dict[int, list[int]] = {n: [] for n in numbers}
    running = dict.fromkeys(numbers, 0)
    for m in game.moves:
        if not m.confirmed:
            continue
        slips = data.slips_for_move(game.number, m.number)
        for n in numbers:
            running[n] += slips[n]["net"] if n in slips else 0
            out[n].append(running[n])
    return out


def export_solutions(
    store: Store, out: Path | str, *, game: int | None = None, move: int | None = None
) -> ExportResult:
    """The solutions sheet as a PDF for the wall (large type) or an ``.xlsx``."""
    from figs_td.reports import duplicate_docs
    from figs_td.reports.documents import output_format
    from figs_td.services.reports.common import ExportResult, header_of
    from figs_td.services.tournament import tournament_info

    path = Path(out)
    output_format(path)
    sheet = solutions(store, game, move)
    pages = duplicate_docs.write_solutions(path, header_of(tournament_info(store)), sheet.to_json())
    return ExportResult("duplicate-solutions", (path,), pages)
