"""One transport per scheme, imported only when used (the command line starts fast)."""

from __future__ import annotations

import importlib

from figs_td.services.push import PushRefused, PushTarget, Transport

#: scheme → (module, class)
_BY_SCHEME = {
    "sftp": ("figs_td.services.push.sftp", "SftpTransport"),
    "ftps": ("figs_td.services.push.ftp", "FtpTransport"),
    "ftp": ("figs_td.services.push.ftp", "FtpTransport"),
    "webdav": ("figs_td.services.push.webdav", "WebDavTransport"),
    "webdavs": ("figs_td.services.push.webdav", "WebDavTransport"),
    "s3": ("figs_td.services.push.s3", "S3Transport"),
    "file": ("figs_td.services.push.local", "LocalTransport"),
}


def open_transport(target: PushTarget, secret: str | None) -> Transport:
    """A connection to ``target``'s folder (``secret``: its password or key, never stored)."""
    module, cls = _BY_SCHEME[target.scheme]
    try:
        mod = importlib.import_module(module)
    except ImportError as exc:
        raise PushRefused(
            f"invio con {target.scheme}:// non disponibile in questa installazione "
            f"(manca il modulo {exc.name or module})"
        ) from None
    transport: Transport = getattr(mod, cls)(target, secret)
    return transport
