"""``ftps://user@host[:port]/path`` (FTP with explicit TLS, the data too) and, only with
``--insecure``, plain ``ftp://``: the standard library's ``ftplib``. Each file goes up under a
temporary name in its folder and is renamed into place (RNFR/RNTO); the servers of web hosts
replace an existing file on rename (a server that refuses gets delete-then-rename)."""

from __future__ import annotations

import ftplib
import io
import posixpath
import ssl

from figs_td.services.push import PushLost, PushRefused, PushTarget, check_name
from figs_td.services.push.temporary_upload import put_via_temporary

MAX_READ = 64 * 1024 * 1024
TIMEOUT = 20.0
_LOST = (OSError, EOFError, ftplib.error_temp, ftplib.error_proto, ssl.SSLError)


class FtpTransport:
    def __init__(self, target: PushTarget, secret: str | None) -> None:
        self.target = target
        if target.scheme == "ftps":
            context = ssl.create_default_context()
            if target.insecure:
                context.check_hostname = False
                context.verify_mode = ssl.CERT_NONE
            self.ftp: ftplib.FTP = ftplib.FTP_TLS(context=context, timeout=TIMEOUT)
        else:
            self.ftp = ftplib.FTP(timeout=TIMEOUT)
        try:
            self.ftp.connect(target.host, target.port or 21)
            self.ftp.login(target.user or "anonymous", secret or "")
            if isinstance(self.ftp, ftplib.FTP_TLS):
                self.ftp.prot_p()  # the pages encrypted too, not only the password
        except ftplib.error_perm as exc:
            self.close()
            raise PushRefused(
                f"password sbagliata o utente non autorizzato su {target.display()} ({exc})"
            ) from None
        except ssl.SSLCertVerificationError as exc:
            self.close()
            raise PushRefused(
                f"il certificato di {target.host} non è valido ({exc.verify_message}); con un "
                "certificato fatto in casa aggiungere --insecure"
            ) from None
        except _LOST as exc:
            self.close()
            raise PushLost(f"server {target.host} non raggiungibile ({exc})") from None
        self.root = "/" + target.path if target.path else ""

    def _path(self, name: str) -> str:
        return posixpath.join(self.root, check_name(name)) if self.root else check_name(name)

    def _error(self, exc: BaseException, what: str) -> Exception:
        text = str(exc)
        if isinstance(exc, ftplib.error_perm):
            if text.startswith("552") or "space" in text.lower() or "quota" in text.lower():
                return PushRefused(f"spazio esaurito su {self.target.display()}: {what} non scritto")
            return PushRefused(f"permesso negato per {what} su {self.target.display()} ({text})")
        return PushLost(f"connessione con {self.target.host} persa ({exc})")

    def read(self, name: str) -> bytes | None:
        out = io.BytesIO()

        def take(block: bytes) -> None:
            if out.tell() + len(block) > MAX_READ:
                raise PushRefused(f"'{name}' sul sito è troppo grande per essere un file del programma")
            out.write(block)

        try:
            self.ftp.retrbinary(f"RETR {self._path(name)}", take)
        except ftplib.error_perm as exc:
            if str(exc).startswith("550"):
                return None
            raise self._error(exc, name) from None
        except _LOST as exc:
            raise self._error(exc, name) from None
        return out.getvalue()

    def _mkdirs(self, folder: str) -> None:
        parts = [p for p in folder.split("/") if p]
        path = "/" if folder.startswith("/") else ""
        for p in parts:
            path = posixpath.join(path, p) if path else p
            try:
                self.ftp.mkd(path)
            except ftplib.error_perm:
                pass  # there already (or refused: the upload below says so)

    def put_atomic(self, name: str, data: bytes) -> None:
        put_via_temporary(self, name, data)

    def _upload(self, tmp: str, data: bytes) -> None:
        self.ftp.storbinary(f"STOR {tmp}", io.BytesIO(data))

    def _rename_over(self, tmp: str, path: str) -> None:
        self.ftp.rename(tmp, path)

    def _rename(self, tmp: str, path: str) -> None:
        self.ftp.rename(tmp, path)

    def _remove(self, path: str) -> None:
        self.ftp.delete(path)

    @staticmethod
    def _rename_refused() -> tuple[type[BaseException], ...]:
        return (ftplib.error_perm,)

    _missing = _rename_refused

    @staticmethod
    def _failures() -> tuple[type[BaseException], ...]:
        return (ftplib.error_perm, *_LOST)

    def remove(self, name: str) -> None:
        try:
            self.ftp.delete(self._path(name))
        except ftplib.error_perm as exc:
            if str(exc).startswith("550"):
                return
            raise self._error(exc, name) from None
        except _LOST as exc:
            raise self._error(exc, name) from None

    def close(self) -> None:
        try:
            self.ftp.quit()
        except Exception:  # noqa: BLE001 - closing a dead connection
            try:
                self.ftp.close()
            except Exception:  # noqa: BLE001
                pass

