"""``file:///path``: the site pushed into a folder of this computer (a mounted share, a synced
folder). Each file is written under a temporary name beside it and renamed into place
(``figs_td.atomic``): a reader sees the old page or the new one, never half."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from figs_td.services.push import PushLost, PushRefused, PushTarget, check_name

#: A file read back from the host (the push manifest) is never bigger than this.
MAX_READ = 64 * 1024 * 1024


class LocalTransport:
    def __init__(self, target: PushTarget, secret: str | None) -> None:
        del secret  # a folder of this computer: no password
        self.target = target
        self.root = Path(target.path)
        if not self.root.is_dir():
            raise PushRefused(f"la cartella '{self.root}' non esiste (o non è una cartella)")

    def _path(self, name: str) -> Path:
        from figs_td.pathguard import check_output

        path = self.root / check_name(name)
        check_output(path)  # never the open tournament, its companions or backups
        return path

    def _error(self, exc: OSError, what: str) -> Exception:
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return PushRefused(f"permesso negato per {what} in '{self.root}'")
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return PushRefused(f"spazio esaurito in '{self.root}': {what} non scritto")
        return PushLost(f"cartella '{self.root}' non raggiungibile ({exc.strerror or exc})")

    def read(self, name: str) -> bytes | None:
        from figs_td.pathguard import read_bytes

        path = self.root / check_name(name)
        try:
            data = read_bytes(path, "file", limit=MAX_READ + 1)
        except (FileNotFoundError, IsADirectoryError):
            return None
        except OSError as exc:
            raise self._error(exc, name) from None
        if len(data) > MAX_READ:
            raise PushRefused(f"'{name}' sul sito è troppo grande per essere un file del programma")
        return data

    def put_atomic(self, name: str, data: bytes) -> None:
        from figs_td.atomic import atomic_write_bytes

        path = self._path(name)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(path, data)
        except OSError as exc:
            raise self._error(exc, name) from None

    def remove(self, name: str) -> None:
        path = self._path(name)
        try:
            os.unlink(path)
        except FileNotFoundError:
            return
        except OSError as exc:
            raise self._error(exc, name) from None

    def close(self) -> None:
        return
