"""What goes up, in which order (issue 41 §1).

The host keeps a manifest of what this program pushed there, ``.figs-push`` (``sha256  name``
a line): only the files whose fingerprint differs from it are uploaded; the files it lists that
the site no longer has are removed; nothing else on the host is ever touched. Every file is
replaced whole (:meth:`Transport.put_atomic`). The pages that link to the others — the home page
and the standings — go last, so a follower never follows a link to a page not uploaded yet; the
pages the site dropped go after them. The manifest is written again every few files and at the
end: a connection lost mid-push leaves it listing only files that are on the host with those
bytes, so the next push sends what is missing and little else (at most the files of the last
step again). A refusal (password, permission, full disk) stops the push where it is: what is
published stays as it was, page by page.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from figs_td.services.push import PushRefused, Transport, check_name

MANIFEST = ".figs-push"
HEAD = "# figs-td: file inviati a questo sito (sha256  nome). Non modificare.\n"
#: The manifest is written again after this many files, or this many seconds.
STEP_FILES = 10
STEP_SECONDS = 2.0
MAX_FILES = 200_000


@dataclass
class PushReport:
    uploaded: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    unchanged: int = 0
    bytes_sent: int = 0
    seconds: float = 0.0

    def as_json(self) -> dict[str, object]:
        return {
            "uploaded": list(self.uploaded),
            "removed": list(self.removed),
            "unchanged": self.unchanged,
            "bytes": self.bytes_sent,
            "seconds": round(self.seconds, 3),
        }


def goes_last(name: str) -> bool:
    """The pages that link to every other: the home page and the standings."""
    base = name.rsplit("/", 1)[-1]
    return base == "index.html" or base.startswith("classifica")


def parse_manifest(data: bytes | None) -> dict[str, str]:
    """The host's manifest (name → sha256); an unreadable line is ignored (its file then counts
    as not ours: never removed, uploaded again if the site has it)."""
    out: dict[str, str] = {}
    if not data:
        return out
    for line in data.decode("utf-8", errors="replace").splitlines()[: MAX_FILES + 1]:
        digest, sep, name = line.partition("  ")
        if sep and len(digest) == 64 and all(c in "0123456789abcdef" for c in digest):
            try:
                out[check_name(name)] = digest
            except PushRefused:
                continue
    return out


def manifest_bytes(entries: Mapping[str, str]) -> bytes:
    return (HEAD + "".join(f"{d}  {n}\n" for n, d in sorted(entries.items()))).encode("utf-8")


def push_files(
    files: Mapping[str, bytes],
    transport: Transport,
    *,
    progress: Callable[[str], None] | None = None,
) -> PushReport:
    """Bring the host's folder to ``files`` (name → bytes), uploading only what changed."""
    start = time.monotonic()
    if len(files) > MAX_FILES:
        raise PushRefused(f"troppi file per un sito ({len(files)}, al più {MAX_FILES})")
    for name in files:
        check_name(name)
        if name == MANIFEST:
            raise PushRefused(f"'{MANIFEST}' è il nome riservato all'elenco dei file inviati")
    digests = {n: hashlib.sha256(data).hexdigest() for n, data in files.items()}
    on_host = parse_manifest(transport.read(MANIFEST))
    report = PushReport()
    changed = [n for n in sorted(files) if on_host.get(n) != digests[n]]
    report.unchanged = len(files) - len(changed)
    order = [n for n in changed if not goes_last(n)] + [n for n in changed if goes_last(n)]
    written = dict(on_host)  # what the host has: updated as files go up
    since_step, last_step = 0, time.monotonic()
    for name in order:
        transport.put_atomic(name, files[name])
        written[name] = digests[name]
        report.uploaded.append(name)
        report.bytes_sent += len(files[name])
        since_step += 1
        if progress is not None:
            progress(name)
        if since_step >= STEP_FILES or time.monotonic() - last_step >= STEP_SECONDS:
            transport.put_atomic(MANIFEST, manifest_bytes(written))
            since_step, last_step = 0, time.monotonic()
    for name in sorted(n for n in on_host if n not in files):
        transport.remove(name)  # only what this program wrote there
        written.pop(name, None)
        report.removed.append(name)
        if progress is not None:
            progress(name)
    if written != on_host or report.uploaded:
        transport.put_atomic(MANIFEST, manifest_bytes(written))
    report.seconds = time.monotonic() - start
    return report
