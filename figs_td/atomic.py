"""Atomic file output: every file the program writes goes through here.

A file is written to a temporary name in the target folder, flushed and fsynced, then renamed over
the target (``os.replace``, atomic on POSIX and Windows) and the folder is fsynced. Killed at any
moment, the program leaves either the previous file or the new one, never a half-written one; the
only leftover can be a temporary file, which :func:`cleanup_stale_temps` removes on the next start.

Temporary names are ``.<target name>.figs-tmp-<pid>-<random>``, optionally followed by the target's
own suffix (``keep_suffix=True``: writers that choose the format by the suffix, like the report
writers) and by SQLite's ``-wal``/``-shm``/``-journal`` companions: hidden, beside the target, and
recognisable, so that a cleanup never touches anything else.

    with atomic_output(Path("classifica.pdf")) as tmp:
        canvas = Canvas(str(tmp)); ...; canvas.save()
    atomic_write_text(Path("risultati.csv"), text)

Every target passes :func:`figs_td.pathguard.check_output` first: a symbolic link is followed and
its *target* is replaced (the link stays a link); a folder, a device, a pipe, a read-only file, the
open tournament, its ``-wal``/``-shm``/``-journal``, its backups and any other SQLite database are
refused with an Italian message (``InputError``) and left as they are. A file replaced keeps its
permission bits.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import time
from collections.abc import Iterator
from pathlib import Path

TEMP_MARK = ".figs-tmp-"
_TEMP_RE = re.compile(r"^\..+\.figs-tmp-(\d+)-[0-9a-f]+(?:[.-][\w.-]*)?$")


def temp_path_for(target: Path, *, keep_suffix: bool = False) -> Path:
    """A fresh temporary name beside ``target`` (same folder, so the rename stays atomic);
    ``keep_suffix``: the name ends with the target's suffix (``.pdf``, ``.xlsx`` …)."""
    # os.urandom(4).hex() is what secrets.token_hex(4) returns, without loading hashlib
    tail = target.suffix if keep_suffix else ""
    return target.with_name(f".{target.name}{TEMP_MARK}{os.getpid()}-{os.urandom(4).hex()}{tail}")


def fsync_file(path: Path) -> None:
    """Flush a written file to the disk."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; a no-op where folders cannot be opened)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def commit_temp(tmp: Path, target: Path, *, sync_folder: bool = True) -> None:
    """fsync ``tmp``, rename it over ``target``, fsync the folder (``sync_folder=False``: the
    caller fsyncs the folder once after a batch of files, see :func:`atomic_output`)."""
    fsync_file(tmp)
    os.replace(tmp, target)
    if sync_folder:
        fsync_dir(target.parent)


def checked_target(target: str | Path) -> Path:
    """The file really written for ``target`` (links followed), refused by the path guard when
    it must not be replaced (see the module's text)."""
    from figs_td.pathguard import check_output

    return check_output(target)


def keep_mode(target: Path, tmp: Path) -> None:
    """Give ``tmp`` the permission bits of the file it replaces (a new file keeps its own)."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return
    with contextlib.suppress(OSError):
        os.chmod(tmp, mode)


@contextlib.contextmanager
def atomic_output(
    target: str | Path, *, keep_suffix: bool = False, sync_folder: bool = True
) -> Iterator[Path]:
    """Yield a temporary path to write; on success it replaces ``target``, on error it is removed.

    The caller writes the whole file to the yielded path (any library that takes a file name:
    reportlab, openpyxl, sqlite3 ``VACUUM INTO`` …). The target's folder must exist.
    ``keep_suffix``: the temporary name ends with the target's suffix (for writers that choose
    the format by it). ``sync_folder=False``: the folder is not fsynced after the rename — for a
    writer of many files into one folder, which calls :func:`fsync_dir` once after the last one.
    The file's own bytes are still fsynced before the rename, so after a crash the target is the
    previous file or the new one, never half; only the renames not yet made durable by that
    final folder fsync may be lost (the previous file is then still in place).
    """
    asked = Path(target)
    target = checked_target(asked)
    if not target.parent.is_dir():
        # Named after the file the user asked for, not the temporary one.
        raise FileNotFoundError(2, "No such file or directory", str(asked))
    tmp = temp_path_for(target, keep_suffix=keep_suffix)
    try:
        yield tmp
        keep_mode(target, tmp)
        commit_temp(tmp, target, sync_folder=sync_folder)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        if exc.filename is not None and str(exc.filename) == str(tmp):
            exc.filename = str(asked)
        raise
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def atomic_write_bytes(target: str | Path, data: bytes, *, sync_folder: bool = True) -> None:
    """Write ``data`` to ``target`` atomically (``sync_folder``: see :func:`atomic_output`)."""
    with atomic_output(target, sync_folder=sync_folder) as tmp, open(tmp, "wb") as f:
        f.write(data)


def atomic_write_text(
    target: str | Path, text: str, *, encoding: str = "utf-8", newline: str | None = None
) -> None:
    """Write ``text`` to ``target`` atomically (``newline`` as for :func:`open`)."""
    with atomic_output(target) as tmp, open(tmp, "w", encoding=encoding, newline=newline) as f:
        f.write(text)


def _pid_alive(pid: int) -> bool | None:
    """True/False where the process can be checked, None where it cannot (Windows)."""
    if os.name == "nt":
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return None
    return True


def is_temp_name(name: str) -> bool:
    """Whether ``name`` is a temporary name of :func:`temp_path_for` (any process's)."""
    return _TEMP_RE.match(name) is not None


def cleanup_stale_temps(
    folder: str | Path, *, unknown_age_s: float = 3600.0, levels: int = 0
) -> list[Path]:
    """Remove the temporary files a killed run left in ``folder``; return what was removed.

    A temporary file is removed when the process that made it is gone, or when it is older than a
    day whatever its process. Where the process cannot be checked (Windows) a file older than
    ``unknown_age_s`` is removed. This process's own files are never touched. ``levels``: the
    sub-folders so many levels down are swept too (a site's folders; links are not followed).
    """
    removed: list[Path] = []
    folder = Path(folder)
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        m = _TEMP_RE.match(entry.name)
        if not m:
            if levels > 0 and entry.is_dir(follow_symlinks=False):
                removed += cleanup_stale_temps(
                    entry.path, unknown_age_s=unknown_age_s, levels=levels - 1
                )
            continue
        if not entry.is_file(follow_symlinks=False):
            continue
        pid = int(m.group(1))
        if pid == os.getpid():
            continue
        try:
            age = now - entry.stat(follow_symlinks=False).st_mtime
        except OSError:
            continue
        alive = _pid_alive(pid)
        limit = 86400.0 if alive else (unknown_age_s if alive is None else -1.0)
        if age <= limit:
            continue
        try:
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
