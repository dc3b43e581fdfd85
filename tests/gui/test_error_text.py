"""The window shows the same Italian sentences as the command line (figs_td.errors)."""

from __future__ import annotations

import errno
import sqlite3

import pytest

pytest.importorskip("PySide6")


@pytest.mark.parametrize(
    ("exc", "expect"),
    [
        (PermissionError(errno.EACCES, "Permission denied", "torneo.figs"),
         "'torneo.figs': permesso negato"),
        (OSError(errno.ENOSPC, "No space left on device", "c.pdf"), "spazio esaurito sul disco"),
        (sqlite3.OperationalError("database is locked"), "in uso da un'altra postazione"),
        (ValueError("'zzz' is not a valid System"), "valore 'zzz' non ammesso"),
    ],
)  # fmt: skip
def test_error_message_is_italian(exc: BaseException, expect: str) -> None:
    from figs_td.gui.window.errors import error_message

    text = error_message(exc)
    assert expect in text
    assert "denied" not in text and "locked" not in text and "not a valid" not in text
