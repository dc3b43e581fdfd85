"""Pushing the static site to a web host (issue 41): the contract between the push engine and the
transports, one per scheme (``sftp``, ``ftps``/``ftp``, ``webdav``/``webdavs``, ``s3``, ``file``).

The engine (``engine.py``) decides *what* goes up and in which order (only pages whose fingerprint
changed, the index and the standings last, pages the site no longer has removed, nothing it did not
write ever touched); a transport only knows *how* to put, rename, read and delete one file on its
host. Everything a transport raises is a :class:`PushError`: :class:`PushRefused` when the host
says no (wrong password, no permission, full disk: retrying will not help, the message says what to
do) and :class:`PushLost` when the connection dropped (the next push resumes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


class PushError(Exception):
    """A push that did not finish; ``str(exc)`` is the Italian message for the director."""


class PushRefused(PushError):
    """The host refused (credentials, permission, quota, a missing bucket or folder)."""


class PushLost(PushError):
    """The connection was lost or timed out mid-push; what was published is unchanged."""


@dataclass(frozen=True)
class PushTarget:
    """A parsed ``--push`` URL: ``scheme://user@host:port/path`` (never a password in it)."""

    scheme: str  # sftp, ftps, ftp, webdav, webdavs, s3, file
    host: str  # the bucket for s3; empty for file
    port: int | None
    user: str | None
    path: str  # the folder (the prefix for s3), '/'-separated, no trailing '/'
    endpoint: str | None = None  # s3 only: --endpoint URL of an S3-compatible host
    insecure: bool = False  # ftp:// (no TLS) and self-signed certificates allowed

    def display(self) -> str:
        """The URL as shown in messages and the status line (never a secret)."""
        user = f"{self.user}@" if self.user else ""
        port = f":{self.port}" if self.port else ""
        return f"{self.scheme}://{user}{self.host}{port}/{self.path.lstrip('/')}"


class Transport(Protocol):
    """One connection to one host folder. Names are site-relative ('index.html',
    'turni/turno-3.html'); a transport creates the folders it needs. Every method raises only
    :class:`PushError` subclasses."""

    target: PushTarget

    def read(self, name: str) -> bytes | None:
        """The file's bytes, or None when the host has no such file."""

    def put_atomic(self, name: str, data: bytes) -> None:
        """Replace ``name`` whole: upload under a temporary name beside it, then rename into
        place (SFTP posix-rename, FTP RNFR/RNTO, WebDAV MOVE with Overwrite); S3 puts whole
        objects. A follower never reads half a page."""

    def remove(self, name: str) -> None:
        """Delete ``name``; a file already gone is not an error."""

    def close(self) -> None:
        """Release the connection (idempotent)."""


def check_name(name: str) -> str:
    """A site-relative file name as transports accept it: '/'-separated, no empty, '.' or '..'
    part, no backslash, at most 255 characters (a page name of the site, never a path out of
    the site's folder on the host)."""
    parts = name.split("/")
    if (
        not name
        or len(name) > 255
        or "\\" in name
        or "\x00" in name
        or any(p in ("", ".", "..") for p in parts)
    ):
        raise PushRefused(f"nome di file non valido per il sito: '{name[:80]}'")
    return name
