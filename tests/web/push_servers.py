"""Real servers on loopback for the push tests: SFTP (asyncssh's server, chrooted to a folder,
password login) and FTPS (pyftpdlib with explicit TLS and a self-signed certificate made here).
Each yields ``(port, stop)``; a missing library skips the test with the reason."""

from __future__ import annotations

import asyncio
import datetime as dt
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

USER, PASSWORD = "mario", "segreta"


def sftp_server(root: Path) -> tuple[int, Callable[[], None]]:
    asyncssh = pytest.importorskip("asyncssh", reason="asyncssh non installato: niente server SFTP")

    class Server(asyncssh.SSHServer):  # type: ignore[misc,name-defined]
        def begin_auth(self, username: str) -> bool:
            return True

        def password_auth_supported(self) -> bool:
            return True

        def validate_password(self, username: str, password: str) -> bool:
            return username == USER and password == PASSWORD

    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    key = asyncssh.generate_private_key("ssh-ed25519")

    async def start():  # noqa: ANN202
        return await asyncssh.create_server(
            Server, "127.0.0.1", 0, server_host_keys=[key],
            sftp_factory=lambda chan: asyncssh.SFTPServer(chan, chroot=str(root).encode()),
        )  # fmt: skip

    server = asyncio.run_coroutine_threadsafe(start(), loop).result(20)
    port = server.sockets[0].getsockname()[1]

    def stop() -> None:
        async def close() -> None:
            server.close()
            await server.wait_closed()

        try:
            asyncio.run_coroutine_threadsafe(close(), loop).result(10)
        finally:
            loop.call_soon_threadsafe(loop.stop)
            thread.join(10)

    return port, stop


def _certificate(folder: Path) -> Path:
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = dt.datetime.now(dt.UTC)
    cert = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number()).not_valid_before(now - dt.timedelta(days=1))
        .not_valid_after(now + dt.timedelta(days=2))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False)
        .sign(key, hashes.SHA256())
    )  # fmt: skip
    pem = folder / "server.pem"
    pem.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                          serialization.NoEncryption())
        + cert.public_bytes(serialization.Encoding.PEM)
    )  # fmt: skip
    return pem


def ftps_server(root: Path, certs: Path) -> tuple[int, Callable[[], None]]:
    pytest.importorskip("pyftpdlib", reason="pyftpdlib non installato: niente server FTPS")
    pytest.importorskip("OpenSSL", reason="pyOpenSSL non installato: niente FTP con TLS")
    from pyftpdlib.authorizers import DummyAuthorizer
    from pyftpdlib.handlers import TLS_FTPHandler
    from pyftpdlib.servers import FTPServer

    auth = DummyAuthorizer()
    auth.add_user(USER, PASSWORD, str(root), perm="elradfmwMT")
    auth.add_user("lettore", PASSWORD, str(root), perm="elr")  # may only read

    class Handler(TLS_FTPHandler):  # type: ignore[misc]
        pass

    Handler.authorizer = auth
    Handler.certfile = str(_certificate(certs))
    Handler.tls_control_required = True
    Handler.tls_data_required = True
    Handler.passive_ports = None
    server = FTPServer(("127.0.0.1", 0), Handler)
    port = server.socket.getsockname()[1]
    thread = threading.Thread(target=server.serve_forever, kwargs={"timeout": 0.1}, daemon=True)
    thread.start()

    def stop() -> None:
        server.close_all()
        thread.join(10)

    return port, stop


def _free_port() -> int:
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return int(port)


def webdav_server(root: Path, readonly: Path) -> tuple[int, Callable[[], None]]:
    """``/`` writable by ``mario`` (Basic or Digest); ``/sola-lettura`` a read-only share."""
    pytest.importorskip("wsgidav", reason="wsgidav non installato: niente server WebDAV")
    pytest.importorskip("cheroot", reason="cheroot non installato: niente server WebDAV")
    from cheroot import wsgi
    from wsgidav.fs_dav_provider import FilesystemProvider
    from wsgidav.wsgidav_app import WsgiDAVApp

    config = {
        "provider_mapping": {"/sola-lettura": FilesystemProvider(str(readonly), readonly=True),
                             "/": FilesystemProvider(str(root))},
        "simple_dc": {"user_mapping": {"*": {USER: {"password": PASSWORD}}}},
        "http_authenticator": {"accept_basic": True, "accept_digest": True,
                               "default_to_digest": True},
        "verbose": 0,
        "logging": {"enable": False},
        "lock_storage": True,
    }  # fmt: skip
    app = WsgiDAVApp(config)
    port = _free_port()
    server = wsgi.Server(("127.0.0.1", port), app)
    server.prepare()
    thread = threading.Thread(target=server.serve, daemon=True)
    thread.start()

    def stop() -> None:
        server.stop()
        thread.join(10)

    return port, stop


def s3_server() -> tuple[str, Callable[[], None]]:
    """moto's S3 in server mode: (endpoint URL, stop)."""
    pytest.importorskip("boto3", reason="boto3 non installato: niente S3")
    moto_server = pytest.importorskip("moto.server", reason="moto non installato: niente server S3")
    port = _free_port()
    server = moto_server.ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    return f"http://127.0.0.1:{port}", server.stop
