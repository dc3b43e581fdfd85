"""The atomic writer: the previous file or the new one, never half; leftovers cleaned up."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from figs_td.atomic import (
    atomic_output,
    atomic_write_bytes,
    atomic_write_text,
    cleanup_stale_temps,
    temp_path_for,
)
from figs_td.errors import describe_os_error


def test_write_replaces_the_target_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "classifica.csv"
    target.write_text("vecchio")
    atomic_write_text(target, "nuovo;è\n", encoding="utf-8")
    assert target.read_text(encoding="utf-8") == "nuovo;è\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["classifica.csv"]


def test_an_error_while_writing_keeps_the_previous_file(tmp_path: Path) -> None:
    target = tmp_path / "classifica.pdf"
    atomic_write_bytes(target, b"buono")
    with pytest.raises(RuntimeError), atomic_output(target) as tmp:
        tmp.write_bytes(b"mez")
        raise RuntimeError("ucciso a metà")
    assert target.read_bytes() == b"buono"
    assert [p.name for p in tmp_path.iterdir()] == ["classifica.pdf"]


def test_cleanup_removes_a_dead_process_temporary_only(tmp_path: Path) -> None:
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    dead_pid = int(dead.stdout)
    left = tmp_path / f".torneo.figs.figs-tmp-{dead_pid}-00ab"
    left.write_bytes(b"x")
    mine = temp_path_for(tmp_path / "altro.pdf")
    mine.write_bytes(b"y")
    unrelated = tmp_path / ".nascosto"
    unrelated.write_bytes(b"z")
    removed = cleanup_stale_temps(tmp_path)
    assert removed == [left]
    assert mine.exists() and unrelated.exists() and not left.exists()


def test_cleanup_keeps_a_live_process_temporary(tmp_path: Path) -> None:
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        live = tmp_path / f".torneo.figs.figs-tmp-{proc.pid}-00cd"
        live.write_bytes(b"x")
        assert cleanup_stale_temps(tmp_path) == []
        assert live.exists()
    finally:
        proc.kill()
        proc.wait()


def test_os_errors_read_in_italian_with_the_file() -> None:
    exc = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "/media/usb/classifica.pdf")
    msg = describe_os_error(exc, action="scrivere la classifica")
    assert (
        msg
        == "impossibile scrivere la classifica: '/media/usb/classifica.pdf': spazio esaurito sul disco"
    )
    missing = FileNotFoundError(errno.ENOENT, "No such file or directory", "iscritti.csv")
    assert describe_os_error(missing) == "'iscritti.csv': non esiste"
