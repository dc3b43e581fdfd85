"""``figs-td serve`` stops on the first Ctrl+C at any moment of its start-up (issue 35 §5).

A real process each time: Ctrl+C (SIGINT) sent after each line the server prints while it
starts, and once with the ``KeyboardInterrupt`` swallowed on purpose — raised inside a
garbage-collection callback, where Python only prints "Exception ignored", as it happened when
the phones' codes were being created with SQLAlchemy's objects being collected. The process must
end by itself (a generous deadline: a loaded machine may be slow, never wrong) and its port must
no longer answer. Only 127.0.0.1 is used.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "resources" / "examples" / "torneo-esempio.figs"
DEADLINE_S = 60

#: Run as ``python -c``: ``figs-td serve`` with the phones' codes created while an object's
#: finaliser receives the Ctrl+C — the KeyboardInterrupt is raised inside ``__del__`` and
#: swallowed by Python there.
SWALLOWED = r"""
import gc, os, signal, sys
import figs_td.services.self_entry.phones as phones

real = phones.start_self_entry

class Finaliser:
    def __del__(self):
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(1000):  # the handler runs here, inside __del__
            pass

def start_self_entry(*args, **kwargs):
    Finaliser()  # collected at once: Ctrl+C delivered inside its finaliser
    print("segnale inghiottito", flush=True)
    return real(*args, **kwargs)

phones.start_self_entry = start_self_entry
from figs_td.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2):
            return True
    except OSError:
        return False


def _serve(
    tmp_path: Path, extra: list[str], code: list[str] | None = None
) -> tuple[subprocess.Popen[str], int]:
    figs = tmp_path / "t.figs"
    if not figs.exists():
        shutil.copyfile(EXAMPLE, figs)
    port = _free_port()
    head = code or ["-m", "figs_td"]
    cmd = [
        sys.executable,
        *head,
        "serve",
        str(figs),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        *extra,
    ]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env=env, cwd=tmp_path)  # fmt: skip
    return proc, port


def _stopped(proc: subprocess.Popen[str]) -> str:
    try:
        out, _ = proc.communicate(timeout=DEADLINE_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
        pytest.fail(f"il server non si è fermato al primo Ctrl+C:\n{out[-2000:]}")
    return out


STARTUP_LINES = ["codici personali creati", "pagina live:", "proiettore:", "risultati dai telefoni",
                 "segnalazioni da decidere", "Ctrl+C per fermare"]  # fmt: skip


@pytest.mark.parametrize("after", STARTUP_LINES)
def test_the_first_ctrl_c_after_each_startup_line_stops_it(tmp_path: Path, after: str) -> None:
    proc, port = _serve(tmp_path, ["--self-entry"])
    assert proc.stdout is not None
    seen = []
    for line in proc.stdout:
        seen.append(line)
        if line.startswith(after):
            proc.send_signal(signal.SIGINT)
            break
    else:
        pytest.fail(f"riga «{after}» mai stampata:\n{''.join(seen)}")
    _stopped(proc)
    assert proc.returncode in (0, 130), proc.returncode
    assert not _answers(port)


def test_a_ctrl_c_python_swallowed_during_the_startup_still_stops_it(tmp_path: Path) -> None:
    proc, port = _serve(tmp_path, ["--self-entry"], ["-c", SWALLOWED])
    out = _stopped(proc)
    assert "segnale inghiottito" in out  # the Ctrl+C did arrive inside the finaliser
    assert "Exception ignored" in out and "KeyboardInterrupt" in out  # and Python swallowed it
    assert "pagina live fermata" in out
    assert proc.returncode == 0
    assert not _answers(port)
