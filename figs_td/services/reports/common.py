"""What every document export shares (services.reports, services.prize_reports): the result of
an export, the page header from the stored tournament, the warning about missing results. Apart
so that the two export modules depend on it and not on each other."""

from __future__ import annotations

import contextlib
import datetime as dt
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from figs_td.plurals import plural
from figs_td.reports.data import ReportHeader

if TYPE_CHECKING:
    from figs_td.core.model import TournamentState
    from figs_td.store.records import TournamentInfo

__all__ = ["ExportResult", "header_of", "missing_results", "write_atomically"]


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
    count = plural(len(missing), "1 partita senza risultato", "{0} partite senza risultato")
    return (f"{count} ({where}): non contate",)


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


def write_atomically(out: Path, write: Callable[[Path], list[Path]]) -> list[Path]:
    """Run ``write(tmp)`` — a writer that may produce companion files named after its path
    (federation CSV: ``X.csv`` and ``X-partite.csv``) — on a temporary name, then rename every
    file it wrote into place next to ``out``.

    The files are replaced as a set: every temporary is written in full before the first
    rename; an error before the renames leaves all the previous files; an error during them
    puts back the files already replaced (the previous ones are kept under temporary hard links
    until the end). Only a kill in the instant between two renames can leave a new file beside
    an old one — the federation CSV files carry the export's mark to recognise that
    (``reports.federation.check_csv_pair``)."""
    from glob import escape as glob_escape

    from figs_td.atomic import checked_target, commit_temp, keep_mode, temp_path_for

    out = checked_target(out)  # links followed; the tournament, devices, read-only refused
    tmp = temp_path_for(out, keep_suffix=True)
    stem = tmp.stem
    written: list[Path] = []
    saved: dict[Path, Path | None] = {}  # final → hard link of the previous file (None: new)
    try:
        written = write(tmp)
        finals = [
            checked_target(out.with_name(out.stem + p.stem[len(stem) :] + p.suffix))
            for p in written
        ]
        for final in finals:
            saved[final] = _keep_previous(final)
        done: list[Path] = []
        try:
            for p, final in zip(written, finals, strict=True):
                keep_mode(final, p)
                commit_temp(p, final)
                done.append(final)
        except BaseException:
            for final in done:  # put the previous set back
                with contextlib.suppress(OSError):
                    previous = saved.get(final)
                    if previous is not None:
                        os.replace(previous, final)
                    else:
                        final.unlink()
            raise
        return finals
    except BaseException:
        for p in tmp.parent.glob(f"{glob_escape(stem)}*"):  # the writer's companions too
            with contextlib.suppress(OSError):
                p.unlink()
        raise
    finally:
        for link in saved.values():
            if link is not None:
                with contextlib.suppress(OSError):
                    link.unlink()


def _keep_previous(final: Path) -> Path | None:
    """A temporary hard link to the file at ``final`` (to restore it), or None when there is
    none (or the file system has no hard links: then that file cannot be put back)."""
    from figs_td.atomic import temp_path_for

    if not final.is_file():
        return None
    link = temp_path_for(final, keep_suffix=True)
    try:
        os.link(final, link)
    except OSError:
        return None
    return link
