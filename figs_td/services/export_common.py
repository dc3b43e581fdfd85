"""What every document export shares (services.reports, services.prize_reports): the result of
an export, the page header from the stored tournament, the warning about missing results. Apart
so that the two export modules depend on it and not on each other."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from figs_td.reports.data import ReportHeader

if TYPE_CHECKING:
    from figs_td.core.model import TournamentState
    from figs_td.store.records import TournamentInfo

__all__ = ["ExportResult", "header_of", "missing_results"]


@dataclass(frozen=True)
class ExportResult:
    document: str
    files: tuple[Path, ...]
    pages: int  # PDF pages; sheets for XLSX; 0 for CSV
    warnings: tuple[str, ...] = ()  # Italian, for the user (e.g. results still missing)


def missing_results(state: TournamentState, up_to: int | None = None) -> tuple[str, ...]:
    missing = [g for g in state.games if not g.has_result and (up_to is None or g.round <= up_to)]
    if not missing:
        return ()
    where = ", ".join(sorted({f"turno {g.round}" for g in missing}))
    return (f"{len(missing)} partite senza risultato ({where}): non contate",)


def header_of(info: TournamentInfo, round_no: int | None = None) -> ReportHeader:
    """The page header from the stored tournament."""

    def day(text: str | None) -> dt.date | str | None:
        if not text:
            return None
        try:
            return dt.date.fromisoformat(text)
        except ValueError:
            return text

    return ReportHeader(
        info.name, info.place, day(info.date_start), round_no, date_end=day(info.date_end)
    )
