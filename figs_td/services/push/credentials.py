"""Passwords and keys of the web hosts: in the system's keyring (the ``keyring`` library: the
Windows Credential Manager, the macOS Keychain, the Secret Service of Linux desktops), or asked
for each time. Never in the tournament file, a log, the audit or a command line."""

from __future__ import annotations

from collections.abc import Callable

from figs_td.services.push import PushTarget

SERVICE = "figs-td"


def _keyring():  # noqa: ANN202
    try:
        import keyring
    except ImportError:
        return None
    return keyring


def needs_secret(target: PushTarget) -> bool:
    """A folder of this computer needs none; every host does (an S3 secret key too)."""
    return target.scheme != "file"


def get_secret(
    target: PushTarget, *, ask: Callable[[str], str] | None = None
) -> str | None:
    """The stored secret of ``target`` (keyed by its address without password), else the one
    ``ask`` gives (not stored: see :func:`save_secret`), else None."""
    if not needs_secret(target):
        return None
    kr = _keyring()
    if kr is not None:
        try:
            found = kr.get_password(SERVICE, target.display())
        except Exception:  # noqa: BLE001 - no usable keyring on this system: ask instead
            found = None
        if found:
            return str(found)
    if ask is None:
        return None
    who = f"{target.user}@" if target.user else ""
    return ask(f"Password per {target.scheme}://{who}{target.host}: ") or None


def save_secret(target: PushTarget, secret: str) -> bool:
    """Keep ``secret`` in the system's keyring; False when there is no usable keyring."""
    kr = _keyring()
    if kr is None:
        return False
    try:
        kr.set_password(SERVICE, target.display(), secret)
    except Exception:  # noqa: BLE001 - the message of the caller says it was not kept
        return False
    return True
