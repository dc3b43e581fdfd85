"""Who acts: the name written in the audit trail for every change (one name per desk)."""

from __future__ import annotations

import getpass
import os
import socket

#: Environment variable naming the person or desk explicitly (e.g. "Banco 2 — Rossi").
ACTOR_ENV = "FIGS_ACTOR"


def actor_name(face: str) -> str:
    """``$FIGS_ACTOR`` if set, else ``FACE:user@host`` (``cli:…`` or ``desktop:…``)."""
    explicit = os.environ.get(ACTOR_ENV)
    if explicit:
        return explicit
    try:
        return f"{face}:{getpass.getuser()}@{socket.gethostname()}"
    except Exception:  # noqa: BLE001 - no user name available on this system
        return face
