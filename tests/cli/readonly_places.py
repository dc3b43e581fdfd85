"""Read-only places for the tests of issue 35, made for real (the tests run as root, whom no
permission bit stops), and a driver that runs ``figs-td`` commands in one of them.

- :func:`on_readonly_mount`: the command runs in a new user and mount namespace
  (``unshare -rm``) where the folder is bind-mounted onto itself and remounted read-only —
  a write-protected USB stick as the kernel sees it: every write gets ``EROFS``, root's too.
- :func:`as_plain_user`: the command runs in a user namespace as uid 1000, mapped onto the
  real root, without root's capabilities: ``chmod 0o555`` on a folder or ``0o444`` on a file
  then really stops it (a read-only share, a protected file).

Both need ``unshare`` (util-linux) and unprivileged user namespaces; a test skips without.

``python readonly_places.py CASES.json RESULTS.json FOLDER`` is the driver: it runs each case's
``argv`` through :func:`figs_td.cli.main` (the command line's own entry point) in this one
process, with its output captured, and writes for each case the exit status, the output and
whether ``FOLDER``'s listing and the bytes of its files are as before.
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path

_REMOUNT = 'd=$1; shift; mount --bind "$d" "$d" && mount -o remount,ro,bind "$d" "$d" && exec "$@"'


def on_readonly_mount(folder: Path, cmd: list[str]) -> list[str]:
    """``cmd`` run where ``folder`` is a read-only mount."""
    return ["unshare", "-rm", "sh", "-c", _REMOUNT, "sh", str(folder), *cmd]


def as_plain_user(cmd: list[str]) -> list[str]:
    """``cmd`` run as an ordinary user owning the files (no capability to pass permissions)."""
    return ["unshare", "--map-user=1000", "--map-group=1000", *cmd]


def _works(cmd: list[str]) -> bool:
    try:
        return subprocess.run(cmd, capture_output=True, timeout=60).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


@functools.cache
def readonly_mount_works() -> bool:
    with tempfile.TemporaryDirectory() as d:
        return _works(on_readonly_mount(Path(d), ["sh", "-c", 'test ! -w "$0"', d]))


@functools.cache
def plain_user_works() -> bool:
    with tempfile.TemporaryDirectory() as d:
        Path(d).chmod(0o555)
        try:
            return _works(as_plain_user(["sh", "-c", 'test ! -w "$0"', d]))
        finally:
            Path(d).chmod(0o755)


def snapshot(folder: Path) -> dict[str, str]:
    """Every file of ``folder`` (recursively) → the SHA-256 of its bytes."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def _run_one(argv: list[str]) -> tuple[int, str, str]:
    from figs_td.cli import main

    out, err = io.BytesIO(), io.BytesIO()
    saved = sys.stdout, sys.stderr
    wout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
    werr = io.TextIOWrapper(err, encoding="utf-8", write_through=True)
    sys.stdout, sys.stderr = wout, werr
    try:
        try:
            code = main(argv)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 2
        wout.flush()
        werr.flush()
    finally:
        sys.stdout, sys.stderr = saved
    text = out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8", "replace")
    wout.detach()
    werr.detach()
    return code, *text


def drive(cases_file: Path, results_file: Path, folder: Path) -> None:
    cases = json.loads(cases_file.read_text(encoding="utf-8"))
    before = snapshot(folder)
    results = []
    for argv in cases:
        code, out, err = _run_one(argv)
        after = snapshot(folder)
        results.append({"code": code, "out": out, "err": err, "unchanged": after == before})
    results_file.write_text(json.dumps(results, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    drive(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]))
