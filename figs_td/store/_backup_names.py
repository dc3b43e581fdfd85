"""Names and retention of the automatic backup copies beside a tournament file, shared by the
full store (:mod:`figs_td.store.store`) and the thin SQLite path (:mod:`figs_td.store.lite_pair`).
Plain standard library: the thin path imports no SQLAlchemy.

``NAME.figs`` → ``NAME.backup-<UTC stamp>[-reason][-rN].figs``; the newest copy taken before
pairing each round stays forever, of all the others the last :data:`BACKUPS_KEPT` stay.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

#: Extension of a tournament file.
EXTENSION = ".figs"
#: How many automatic backups are kept beside the file.
BACKUPS_KEPT = 10

_ROUND_BACKUP = re.compile(r"-r(\d+)\.figs$", re.IGNORECASE)


def backup_path(path: Path, reason: str, round_no: int | None, extension: str = EXTENSION) -> Path:
    """The name of a new automatic backup of ``path`` (``round_no``: taken before pairing it;
    ``extension``: the archive's own)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
    tag = "".join(c for c in reason if c.isalnum() or c == "-")[:20]
    if round_no is not None:
        tag = f"{tag or 'turno'}-r{int(round_no)}"
    return path.with_name(f"{path.stem}.backup-{stamp}{'-' + tag if tag else ''}{extension}")


def backups_of(path: Path, extension: str = EXTENSION) -> list[Path]:
    """The automatic backups of ``path``, oldest first."""
    return sorted(path.parent.glob(f"{path.stem}.backup-*{extension}"))


def backups_to_rotate(backups: list[Path]) -> list[Path]:
    """Which automatic backups (oldest first, as :func:`backups_of`) go: the newest copy
    taken before pairing each round stays forever; of all the others the last
    :data:`BACKUPS_KEPT` stay."""
    newest_of_round: dict[int, Path] = {}
    for b in backups:
        m = _ROUND_BACKUP.search(b.name)
        if m:
            newest_of_round[int(m.group(1))] = b  # sorted oldest first: the last one wins
    kept = set(newest_of_round.values())
    others = [b for b in backups if b not in kept]
    return others[: max(len(others) - BACKUPS_KEPT, 0)]


def rotate_backups(path: Path) -> None:
    """Remove the automatic backups of ``path`` that :func:`backups_to_rotate` lets go."""
    for old in backups_to_rotate(backups_of(path)):
        old.unlink(missing_ok=True)


def temp_backup_path(path: Path) -> Path:
    """The temporary name a backup copy is written under before it gets its name."""
    from figs_td.atomic import temp_path_for

    return temp_path_for(path.with_name(f"{path.stem}.backup{EXTENSION}"))
