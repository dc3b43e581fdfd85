"""``sftp://user@host[:port]/path``: the site over SSH with paramiko (the most used SSH library
of Python, pure Python over ``cryptography``; keys from the SSH agent and ``~/.ssh`` are used
too, the password from the keyring otherwise). Each file goes up under a temporary name in its
folder and is renamed into place with the ``posix-rename`` extension (OpenSSH), which replaces
the old page in one step; a server without it gets remove-then-rename. The server's key is
checked against the user's ``known_hosts`` and the program's own list: a first connection
records it, a changed key is refused (someone may be in the middle)."""

from __future__ import annotations

import errno
import posixpath
import socket
from pathlib import Path
from typing import Any

from figs_td.services.push import PushLost, PushRefused, PushTarget, check_name
from figs_td.services.push.temporary_upload import put_via_temporary

MAX_READ = 64 * 1024 * 1024
TIMEOUT = 20.0


def known_hosts_path() -> Path:
    from figs_td.services.lexicon.lists import data_dir  # the program's data folder

    return Path(data_dir()) / "known_hosts"


class SftpTransport:
    def __init__(self, target: PushTarget, secret: str | None) -> None:
        import paramiko

        self.target = target
        self._paramiko = paramiko
        self.client = paramiko.SSHClient()
        try:
            self.client.load_system_host_keys()
        except OSError:
            pass
        own = known_hosts_path()
        try:
            if own.is_file():
                self.client.load_host_keys(str(own))
        except (OSError, paramiko.SSHException):
            pass
        self.client.set_missing_host_key_policy(_Remember(own))
        try:
            self.client.connect(
                target.host, port=target.port or 22, username=target.user or None,
                password=secret, timeout=TIMEOUT, banner_timeout=TIMEOUT, auth_timeout=TIMEOUT,
                allow_agent=True, look_for_keys=True,
            )  # fmt: skip
            self.sftp = self.client.open_sftp()
            self.sftp.get_channel().settimeout(TIMEOUT)
        except paramiko.AuthenticationException:
            self.client.close()
            raise PushRefused(
                f"password sbagliata o utente non autorizzato su {target.display()}"
            ) from None
        except paramiko.BadHostKeyException:
            self.client.close()
            raise PushRefused(
                f"la chiave del server {target.host} è cambiata dall'ultima volta: invio fermato "
                f"(se il server è stato reinstallato, togliere la sua riga da {own})"
            ) from None
        except (OSError, EOFError, paramiko.SSHException) as exc:
            self.client.close()
            raise PushLost(f"server {target.host} non raggiungibile ({exc})") from None
        self.root = "/" + target.path if target.path else "."

    def _path(self, name: str) -> str:
        return posixpath.join(self.root, check_name(name))

    def _error(self, exc: BaseException, what: str) -> Exception:
        code = getattr(exc, "errno", None)
        if code in (errno.EACCES, errno.EPERM) or isinstance(exc, PermissionError):
            return PushRefused(f"permesso negato per {what} su {self.target.display()}")
        text = str(exc).lower()
        if "quota" in text or "no space" in text or "disk full" in text:
            return PushRefused(f"spazio esaurito su {self.target.display()}: {what} non scritto")
        if isinstance(exc, (socket.timeout, EOFError, self._paramiko.SSHException)) or code is None:
            return PushLost(f"connessione con {self.target.host} persa ({exc})")
        return PushRefused(f"{what} non scritto su {self.target.display()} ({exc})")

    def read(self, name: str) -> bytes | None:
        try:
            with self.sftp.open(self._path(name), "rb") as f:
                data = f.read(MAX_READ + 1)
        except FileNotFoundError:
            return None
        except OSError as exc:
            if getattr(exc, "errno", None) == errno.ENOENT:
                return None
            raise self._error(exc, name) from None
        except (EOFError, self._paramiko.SSHException) as exc:
            raise self._error(exc, name) from None
        if len(data) > MAX_READ:
            raise PushRefused(f"'{name}' sul sito è troppo grande per essere un file del programma")
        return bytes(data)

    def _mkdirs(self, folder: str) -> None:
        missing = []
        while folder not in ("", "/", "."):
            try:
                self.sftp.stat(folder)
                break
            except FileNotFoundError:
                missing.append(folder)
                folder = posixpath.dirname(folder)
        for f in reversed(missing):
            self.sftp.mkdir(f)

    def put_atomic(self, name: str, data: bytes) -> None:
        put_via_temporary(self, name, data)

    def _upload(self, tmp: str, data: bytes) -> None:
        with self.sftp.open(tmp, "wb") as f:
            f.set_pipelined(True)
            f.write(data)

    def _rename_over(self, tmp: str, path: str) -> None:
        self.sftp.posix_rename(tmp, path)

    def _rename(self, tmp: str, path: str) -> None:
        self.sftp.rename(tmp, path)

    def _remove(self, path: str) -> None:
        self.sftp.remove(path)

    @staticmethod
    def _rename_refused() -> tuple[type[BaseException], ...]:
        return (OSError,)  # no posix-rename extension

    @staticmethod
    def _missing() -> tuple[type[BaseException], ...]:
        return (FileNotFoundError,)

    def _failures(self) -> tuple[type[BaseException], ...]:
        return (OSError, EOFError, self._paramiko.SSHException)

    def remove(self, name: str) -> None:
        try:
            self.sftp.remove(self._path(name))
        except FileNotFoundError:
            return
        except (OSError, EOFError, self._paramiko.SSHException) as exc:
            raise self._error(exc, name) from None

    def close(self) -> None:
        try:
            self.client.close()
        except Exception:  # noqa: BLE001 - closing a dead connection
            pass


class _Remember:
    """A server seen for the first time: its key is recorded in the program's list (as ``ssh``
    asks to do on a first connection); a changed key is refused by paramiko itself."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def missing_host_key(self, client: Any, hostname: str, key: Any) -> None:
        client.get_host_keys().add(hostname, key.get_name(), key)
        from figs_td.atomic import atomic_write_bytes

        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            line = f"{hostname} {key.get_name()} {key.get_base64()}\n".encode()
            old = self.path.read_bytes() if self.path.is_file() else b""
            atomic_write_bytes(self.path, old[:1_000_000] + line)
        except OSError:
            pass  # remembered for this connection only
