"""A page uploaded to a remote folder under a temporary name, then renamed into place, so that a
reader never sees half a page: the one way the FTP and SFTP transports write (each says how it
uploads, renames and removes, and which errors its server raises)."""

from __future__ import annotations

import posixpath
import secrets
from typing import Any


def put_via_temporary(transport: Any, name: str, data: bytes) -> None:
    """Write ``data`` as ``name`` through ``transport``, which gives ``_path``, ``_mkdirs``,
    ``_error``, ``_upload(tmp, data)``, ``_rename_over(tmp, path)`` (the atomic rename; raises
    one of ``_rename_refused()`` when the server will not replace a file), ``_rename``,
    ``_remove``, ``_missing()`` (removing a file not there) and ``_failures()`` (the errors
    turned into the transport's own by ``_error``). The temporary file is removed on failure."""
    t = transport
    path = t._path(name)
    folder, base = posixpath.split(path)
    tmp = posixpath.join(folder, f".{base}.{secrets.token_hex(4)}.figs-tmp")
    try:
        t._mkdirs(folder)
        t._upload(tmp, data)
        try:
            t._rename_over(tmp, path)
        except t._rename_refused():  # the old page goes, the new one comes
            try:
                t._remove(path)
            except t._missing():
                pass
            t._rename(tmp, path)
    except t._failures() as exc:
        try:
            t._remove(tmp)
        except Exception:  # noqa: BLE001 - the connection may be gone: the error is below
            pass
        raise t._error(exc, name) from None
