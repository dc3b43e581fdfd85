"""The ``--push`` address: ``scheme://user@host:port/path`` parsed into a :class:`PushTarget`.

Refused, with an Italian message naming the problem: an address longer than 2,000 characters,
one that names a password (passwords live in the system's keyring or are asked for: never on a
command line, in a file or in a log), an unknown scheme, plain ``ftp://`` without ``insecure``,
an ``s3://`` address without a bucket, a path with ``..``, ``--endpoint`` with another scheme.
"""

from __future__ import annotations

from urllib.parse import unquote, urlsplit

from figs_td.errors import InputError
from figs_td.services.push import PushTarget

SCHEMES = ("sftp", "ftps", "ftp", "webdav", "webdavs", "s3", "file")
MAX_URL = 2_000


def parse_push_url(
    url: str, *, endpoint: str | None = None, insecure: bool = False
) -> PushTarget:
    text = (url or "").strip()
    if not text:
        raise InputError("indirizzo del sito web vuoto (esempio: sftp://utente@host/percorso)")
    if len(text) > MAX_URL:
        raise InputError(f"indirizzo del sito web troppo lungo ({len(text)} caratteri, al più {MAX_URL})")
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError as exc:
        raise InputError(f"indirizzo del sito web non valido: '{text}' ({exc})") from None
    scheme = parts.scheme.lower()
    if scheme not in SCHEMES:
        raise InputError(
            f"indirizzo del sito web non gestito: '{parts.scheme or text}' (si usano "
            "sftp://, ftps://, webdav://, webdavs://, s3:// e file://)"
        )
    if parts.password is not None:
        raise InputError(
            "l'indirizzo contiene una password: toglierla (sftp://utente@host/percorso); "
            "il programma la chiede e la conserva nel portachiavi del sistema"
        )
    if scheme == "ftp" and not insecure:
        raise InputError(
            "ftp:// trasmette password e pagine in chiaro: usare ftps:// (FTP con TLS), oppure "
            "aggiungere --insecure per usarlo comunque"
        )
    if endpoint and scheme != "s3":
        raise InputError("--endpoint vale solo per gli indirizzi s3://")
    if endpoint:
        ep = urlsplit(endpoint.strip())
        if ep.scheme not in ("http", "https") or not ep.hostname:
            raise InputError(f"--endpoint non valido: '{endpoint}' (esempio: https://s3.example.org)")
    path = unquote(parts.path or "")
    segments = [s for s in path.split("/") if s]
    if any(s in (".", "..") for s in segments):
        raise InputError(f"il percorso dell'indirizzo non può contenere '..': '{text}'")
    host = parts.hostname or ""
    if scheme == "file":
        if host not in ("", "localhost"):
            raise InputError(f"file:// indica una cartella di questo computer, non '{host}'")
        if not segments:
            raise InputError("file:// senza cartella (esempio: file:///mnt/sito)")
        return PushTarget("file", "", None, None, "/" + "/".join(segments), insecure=insecure)
    if not host:
        what = "il bucket" if scheme == "s3" else "il server"
        raise InputError(f"nell'indirizzo manca {what}: '{text}'")
    user = unquote(parts.username) if parts.username else None
    return PushTarget(
        scheme, host, port, user, "/".join(segments), endpoint=endpoint or None, insecure=insecure
    )
