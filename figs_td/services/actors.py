"""Who acts: the name written in the audit trail for every change (one name per desk)."""

from __future__ import annotations

import os

#: Environment variable naming the person or desk explicitly (e.g. "Banco 2 — Rossi").
ACTOR_ENV = "FIGS_ACTOR"


def actor_name(face: str) -> str:
    """``$FIGS_ACTOR`` if set, else ``FACE:user@host`` (``cli:…`` or ``desktop:…``)."""
    explicit = os.environ.get(ACTOR_ENV)
    if explicit:
        return explicit
    import getpass  # here: the commands that write nothing never pay for it

    try:
        return f"{face}:{getpass.getuser()}@{_host()}"
    except Exception:  # noqa: BLE001 - no user name available on this system
        return face


def _host() -> str:
    """The machine's name: ``socket.gethostname()`` (on POSIX the same value as
    ``os.uname().nodename``, read without importing ``socket``)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket

    return socket.gethostname()
