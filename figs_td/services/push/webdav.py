"""``webdav://host[:port]/path`` (HTTP) and ``webdavs://`` (HTTPS): the site on a WebDAV share
(Nextcloud, ownCloud, Apache ``mod_dav``, the web space of many providers), with a small client
of the standard library's ``http.client`` — the five methods needed (GET, PUT, MOVE, MKCOL,
DELETE) do not justify a dependency. Each file is PUT under a temporary name in its folder and
MOVEd onto its name with ``Overwrite: T`` (one step on the server: a follower gets the old page
or the new one). Basic and Digest logins; ``insecure`` accepts a self-signed certificate."""

from __future__ import annotations

import base64
import hashlib
import http.client
import posixpath
import re
import secrets
import ssl
from urllib.parse import quote

from figs_td.services.push import PushLost, PushRefused, PushTarget, check_name

MAX_READ = 64 * 1024 * 1024
TIMEOUT = 20.0
TYPES = {
    "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8", "json": "application/json",
    "svg": "image/svg+xml", "png": "image/png", "pdf": "application/pdf",
    "txt": "text/plain; charset=utf-8", "ico": "image/x-icon", "zip": "application/zip",
}  # fmt: skip


def content_type(name: str) -> str:
    return TYPES.get(name.rsplit(".", 1)[-1].lower(), "application/octet-stream")


def cache_control(name: str) -> str:
    """Pages change during the event: the browser asks again every time (cheap with ETags)."""
    return "no-cache" if name.endswith((".html", ".js", ".json")) else "max-age=300"


class WebDavTransport:
    def __init__(self, target: PushTarget, secret: str | None) -> None:
        self.target = target
        self.secure = target.scheme == "webdavs"
        self.user, self.secret = target.user or "", secret or ""
        self.base = "/" + "/".join(quote(p) for p in target.path.split("/") if p)
        self.digest: dict[str, str] | None = None
        self.nc = 0
        self.conn = self._connect()
        status, _body = self._request("PROPFIND", self.base + "/", headers={"Depth": "0"})
        if status == 404:
            self._mkdirs(self.base + "/")
        elif status >= 400 and status not in (405, 501):
            raise self._refusal(status, "la cartella del sito")

    # -- HTTP ------------------------------------------------------------------------------------
    def _connect(self) -> http.client.HTTPConnection:
        port = self.target.port
        if self.secure:
            context = ssl.create_default_context()
            if self.target.insecure:
                context.check_hostname = False
                context.verify_mode = ssl.CERT_NONE
            return http.client.HTTPSConnection(self.target.host, port, timeout=TIMEOUT, context=context)
        return http.client.HTTPConnection(self.target.host, port, timeout=TIMEOUT)

    def _auth(self, method: str, path: str) -> str | None:
        if not self.user:
            return None
        if self.digest is None:
            raw = f"{self.user}:{self.secret}".encode()
            return "Basic " + base64.b64encode(raw).decode("ascii")
        d = self.digest
        self.nc += 1
        nc, cnonce = f"{self.nc:08x}", secrets.token_hex(8)
        algo = d.get("algorithm", "MD5").upper()
        h = hashlib.sha256 if algo.startswith("SHA-256") else hashlib.md5

        def hx(text: str) -> str:
            return h(text.encode()).hexdigest()

        ha1 = hx(f"{self.user}:{d.get('realm', '')}:{self.secret}")
        ha2 = hx(f"{method}:{path}")
        qop = "auth" if "auth" in d.get("qop", "").split(",") else ""
        resp = hx(f"{ha1}:{d['nonce']}:{nc}:{cnonce}:{qop}:{ha2}") if qop else hx(
            f"{ha1}:{d['nonce']}:{ha2}")  # fmt: skip
        parts = [f'username="{self.user}"', f'realm="{d.get("realm", "")}"',
                 f'nonce="{d["nonce"]}"', f'uri="{path}"', f'response="{resp}"',
                 f"algorithm={d.get('algorithm', 'MD5')}"]  # fmt: skip
        if qop:
            parts += [f"qop={qop}", f"nc={nc}", f'cnonce="{cnonce}"']
        if "opaque" in d:
            parts.append(f'opaque="{d["opaque"]}"')
        return "Digest " + ", ".join(parts)

    def _request(
        self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None
    ) -> tuple[int, bytes]:
        for attempt in range(2):
            h = dict(headers or {})
            auth = self._auth(method, path)
            if auth:
                h["Authorization"] = auth
            try:
                self.conn.request(method, path, body=body, headers=h)
                resp = self.conn.getresponse()
                data = resp.read(MAX_READ + 1)
            except (OSError, http.client.HTTPException) as exc:
                self.conn.close()
                raise PushLost(f"server {self.target.host} non raggiungibile ({exc})") from None
            if len(data) > MAX_READ:
                raise PushRefused(f"risposta troppo grande da {self.target.host}")
            challenge = resp.getheader("WWW-Authenticate", "") or ""
            if resp.status == 401 and attempt == 0 and challenge.lower().startswith("digest") and self.user:
                self.digest = dict(re.findall(r'(\w+)="?([^",]*)"?', challenge[6:]))
                self.nc = 0
                continue
            return resp.status, data
        return resp.status, data

    def _refusal(self, status: int, what: str) -> Exception:
        where = self.target.display()
        if status in (401, 403):
            return PushRefused(f"password sbagliata o utente non autorizzato su {where} ({what})")
        if status == 507:
            return PushRefused(f"spazio esaurito su {where}: {what} non scritto")
        if status >= 500:
            return PushLost(f"{where} non risponde come dovrebbe (errore {status}, {what})")
        return PushRefused(f"{where} ha rifiutato {what} (errore {status})")

    # -- Transport ----------------------------------------------------------------------------
    def _path(self, name: str) -> str:
        return self.base + "/" + "/".join(quote(p) for p in check_name(name).split("/"))

    def read(self, name: str) -> bytes | None:
        status, data = self._request("GET", self._path(name))
        if status == 404:
            return None
        if status >= 300:
            raise self._refusal(status, name)
        return data

    def _mkdirs(self, folder: str) -> None:
        parts = [p for p in folder.split("/") if p]
        path = ""
        for p in parts:
            path += "/" + p
            status, _ = self._request("MKCOL", path + "/")
            if status in (401, 403) and not path.startswith(self.base):
                continue  # a folder above the site's, not ours to make
            if status >= 400 and status not in (405, 409):
                raise self._refusal(status, f"la cartella {path}")

    def put_atomic(self, name: str, data: bytes) -> None:
        path = self._path(name)
        folder, base = posixpath.split(path)
        tmp = f"{folder}/.{base}.{secrets.token_hex(4)}.figs-tmp"
        headers = {"Content-Type": content_type(name), "Cache-Control": cache_control(name)}
        status, _ = self._request("PUT", tmp, data, headers)
        if status == 409:  # the folder is missing
            self._mkdirs(folder)
            status, _ = self._request("PUT", tmp, data, headers)
        if status >= 300:
            raise self._refusal(status, name)
        scheme = "https" if self.secure else "http"
        port = f":{self.target.port}" if self.target.port else ""
        dest = f"{scheme}://{self.target.host}{port}{path}"
        status, _ = self._request("MOVE", tmp, headers={"Destination": dest, "Overwrite": "T"})
        if status >= 300:
            self._request("DELETE", tmp)
            raise self._refusal(status, name)

    def remove(self, name: str) -> None:
        status, _ = self._request("DELETE", self._path(name))
        if status >= 300 and status != 404:
            raise self._refusal(status, name)

    def close(self) -> None:
        try:
            self.conn.close()
        except Exception:  # noqa: BLE001 - closing
            pass


