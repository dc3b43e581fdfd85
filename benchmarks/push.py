"""Continuous push benchmark (issue 41 §2; one command: ``.venv/bin/python benchmarks/push.py``).

On loopback, with a real server: an SFTP server (asyncssh's, in this process, on a free port,
password login, the host folder in a temporary directory) when the push has its SFTP transport,
else the ``file://`` transport (``--file`` forces it; the line printed says which). A 400-player,
10-round event with 30 results of the last round still open:

1. the whole site pushed once (as the first push of ``serve --push``);
2. one result entered, the site rendered as ``serve --push`` does (``services.push.live``) and
   pushed: files uploaded (target ≤ 20) and the push's time (target ≤ 10 s);
3. five results of round 1 corrected (nearly every page changes), then that push interrupted
   20 times at random points (the connection cut before a random put or removal, at most the
   15th: the transport raises ``PushLost`` as a dropped link does), then completed. After every interruption and at the end, every file on the host must equal
   one that ``publish`` wrote at some moment (the bytes of some render of the run) and every
   internal link of every page must resolve: "0 pagine rotte" is the target.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import re
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "web"))

USER, PASSWORD = "bench", "segreto-di-prova"
_HREF = re.compile(rb'(?:href|src)="([^"#?]*)[^"]*"')


class SftpHost:
    """asyncssh's SFTP server on 127.0.0.1, chrooted into ``root``, on its own thread."""

    def __init__(self, root: Path) -> None:
        import asyncio

        import asyncssh

        class Server(asyncssh.SSHServer):
            def begin_auth(self, username: str) -> bool:
                return True

            def password_auth_supported(self) -> bool:
                return True

            def validate_password(self, username: str, password: str) -> bool:
                return username == USER and password == PASSWORD

        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        async def start() -> None:
            key = asyncssh.generate_private_key("ssh-ed25519")
            self.server = await asyncssh.listen(
                "127.0.0.1", 0, server_factory=Server, server_host_keys=[key],
                sftp_factory=lambda chan: asyncssh.SFTPServer(chan, chroot=str(root).encode()),
            )  # fmt: skip
            self.port = self.server.sockets[0].getsockname()[1]
            ready.set()

        def run() -> None:
            asyncio.set_event_loop(self.loop)
            self.loop.run_until_complete(start())
            self.loop.run_forever()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        if not ready.wait(30):
            raise RuntimeError("il server SFTP non è partito")

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.server.close)
        self.loop.call_soon_threadsafe(self.loop.stop)


class Cut:
    """A transport whose connection drops before its ``after``-th put or removal."""

    def __init__(self, inner: Any, after: int) -> None:
        from figs_td.services.push import PushLost

        self.inner, self.after, self.calls, self.lost = inner, after, 0, PushLost
        self.target = inner.target

    def _count(self) -> None:
        self.calls += 1
        if self.calls > self.after:
            self.inner.close()
            raise self.lost("connessione persa (interruzione del benchmark)")

    def read(self, name: str) -> bytes | None:
        return self.inner.read(name)

    def put_atomic(self, name: str, data: bytes) -> None:
        self._count()
        self.inner.put_atomic(name, data)

    def remove(self, name: str) -> None:
        self._count()
        self.inner.remove(name)

    def close(self) -> None:
        self.inner.close()


def broken_pages(host: Path, seen: dict[str, set[str]]) -> tuple[int, list[str]]:
    """Files on the host that no render wrote, and pages with a link that does not resolve."""
    bad = []
    names = {p.relative_to(host).as_posix() for p in host.rglob("*") if p.is_file()}
    for name in sorted(names):
        data = (host / name).read_bytes()
        if name in seen and hashlib.sha256(data).hexdigest() not in seen[name]:
            bad.append(f"{name}: contenuto mai scritto da publish")
        elif name.endswith(".html"):
            for link in _HREF.findall(data):
                ref = link.decode()
                if not ref or "://" in ref or ref.startswith(("mailto:", "data:", "/")):
                    continue
                base = name.rsplit("/", 1)[0] + "/" if "/" in name else ""
                if (base + ref) not in names:
                    bad.append(f"{name}: collegamento rotto a {ref}")
                    break
    return len(bad), bad


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=400)
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--cuts", type=int, default=20)
    ap.add_argument("--file", action="store_true", help="il trasporto file:// invece di SFTP")
    ap.add_argument("--seed", type=int, default=41)
    args = ap.parse_args()
    from make_event import make_event

    from figs_td.services.publish import SiteCache
    from figs_td.services.push.live import report_count, site_files
    from figs_td.services.results import enter_result, round_games
    from figs_td.services.tournament import open_tournament

    rng = random.Random(args.seed)
    # the push engine and its transports
    from figs_td.services.push.engine import push_files
    from figs_td.services.push.transports import open_transport
    from figs_td.services.push.url import parse_push_url

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        # the loopback server's host key is remembered in a data folder of the run's own, not
        # in the user's (services.push.sftp keeps first-seen keys there)
        os.environ["FIGS_TD_DATA"] = str(base / "dati")
        figs = base / "torneo.figs"
        make_event(figs, args.players, args.rounds, open_tables=30)
        host = base / "host"
        host.mkdir()
        server = None
        target: Any = None
        secret: str | None = None
        if not args.file:
            try:
                server = SftpHost(host)
                url = f"sftp://{USER}@127.0.0.1:{server.port}/"
                target = parse_push_url(url, insecure=True)
                secret = PASSWORD
                open_transport(target, secret).close()  # the push's SFTP transport, if any
                how = f"server SFTP asyncssh su 127.0.0.1:{server.port}"
            except Exception as exc:  # noqa: BLE001 - no SFTP transport yet: file://
                print(f"(SFTP non disponibile: {type(exc).__name__}: {exc}; uso file://)")
                if server is not None:
                    server.close()
                server = target = None
        if target is None:
            target = parse_push_url(host.as_uri())
            secret = None
            how = f"trasporto file:// in {host}"
        print(f"host: {how}")
        seen: dict[str, set[str]] = {}

        def render(store: Any, cache: Any) -> dict[str, bytes]:
            files = site_files(store, cache)
            for name, data in files.items():
                seen.setdefault(name, set()).add(hashlib.sha256(data).hexdigest())
            return files

        with open_tournament(figs) as store:
            cache = SiteCache()
            t = time.perf_counter()
            files = render(store, cache)
            first_render = time.perf_counter() - t
            t = time.perf_counter()
            report = push_files(files, open_transport(target, secret))
            print(f"primo invio: {len(files)} file ({sum(map(len, files.values())) / 2**20:.1f} "
                  f"MiB), pagine {first_render:.2f} s, invio {time.perf_counter() - t:.2f} s, "
                  f"{report_count(report)} file inviati")  # fmt: skip
            last = args.rounds
            open_games = [g for g in round_games(store, last)
                          if g.second is not None and g.score_first is None]  # fmt: skip
            game = open_games.pop(0)
            enter_result(store, last, game.table, 412, 388, force=True)
            t = time.perf_counter()
            files = render(store, cache)
            rendered = time.perf_counter() - t
            t = time.perf_counter()
            transport = open_transport(target, secret)
            report = push_files(files, transport)
            pushed = time.perf_counter() - t
            sent = report_count(report)
            players = sum(1 for n in getattr(report, "uploaded", ()) if n.startswith("giocatore-"))
            print(f"dopo un risultato: {sent} file inviati (obiettivo ≤ 20: "
                  f"{'ok' if sent <= 20 else 'TROPPI'}; di cui {players} pagine di giocatori), "
                  f"invio {pushed:.2f} s (obiettivo ≤ 10 s: {'ok' if pushed <= 10 else 'LENTO'}), "
                  f"pagine {rendered:.2f} s, in tutto {rendered + pushed:.2f} s")  # fmt: skip
            # A correction in round 1 changes nearly every page (standings of every round, every
            # player page): a long push, cut 20 times before a random put (at most 15 puts each
            # time, so that every attempt is cut before the end).
            for game in [g for g in round_games(store, 1) if g.second is not None][:5]:
                enter_result(store, 1, game.table, rng.randint(300, 500),
                             rng.randint(300, 500), force=True)  # fmt: skip
            files = render(store, cache)
            during = 0
            cuts = 0
            for _k in range(args.cuts):
                after = rng.randint(0, 15)
                try:
                    push_files(files, Cut(open_transport(target, secret), after))
                except Exception as exc:  # noqa: BLE001 - the cut, or the push finished first
                    if type(exc).__name__ != "PushLost":
                        raise
                    cuts += 1
                n, _bad = broken_pages(host, seen)
                during += n
            t = time.perf_counter()
            report = push_files(files, open_transport(target, secret))
            final = time.perf_counter() - t
            n, bad = broken_pages(host, seen)
            on_host = sum(1 for p in host.rglob("*") if p.is_file())
            same = all((host / k).read_bytes() == v for k, v in files.items())
            print(f"invio interrotto {cuts} volte (su {args.cuts} tentativi) poi completato in "
                  f"{final:.2f} s ({report_count(report)} file): {n} pagine rotte alla fine, "
                  f"{during} durante le interruzioni; {on_host} file sull'host, "
                  f"{'uguali' if same else 'DIVERSI'} all'ultimo sito")  # fmt: skip
            for line in bad[:10]:
                print("  ", line)
        if server is not None:
            server.close()
    return 0 if n == 0 and during == 0 and same else 1


if __name__ == "__main__":
    sys.exit(main())
