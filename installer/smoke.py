#!/usr/bin/env python3
"""Smoke test of a built figs-td folder: the program starts, its window opens, the example works.

    python3 installer/smoke.py [dist/figs-td]

Checks, each timed: ``--version``; ``--help`` lists the same commands as the source tree (so every
``figs_td.cli.cmd_*`` module was bundled); the main window opens (offscreen) and closes; the example
tournament of ``resources/examples/`` (copied to a temporary folder) gives players, standings and a
PDF and an XLSX export; the bundled translations and fonts are present. Exit status 0 when all pass.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE_NAME = "figs-td.exe" if os.name == "nt" else "figs-td"


class Smoke:
    def __init__(self, exe: Path) -> None:
        self.exe = exe
        self.failures: list[str] = []
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONIOENCODING="utf-8")
        self.env.pop("FIGS_TD_SMOKE_GUI", None)

    def run(self, args: list[str], env: dict[str, str] | None = None, timeout: float = 120):
        started = time.monotonic()
        proc = subprocess.run(
            [str(self.exe), *args],
            capture_output=True,
            env=env or self.env,
            timeout=timeout,
        )
        out = proc.stdout.decode("utf-8", "replace")
        err = proc.stderr.decode("utf-8", "replace")
        return proc.returncode, out, err, time.monotonic() - started

    def check(self, label: str, ok: bool, detail: str = "", seconds: float | None = None) -> bool:
        timing = f" ({seconds:.2f} s)" if seconds is not None else ""
        print(f"  [{'ok' if ok else 'NO'}] {label}{timing}{': ' + detail if detail else ''}")
        if not ok:
            self.failures.append(label)
        return ok


def _commands(help_text: str) -> list[str]:
    """The subcommand names listed under ``COMANDO`` in ``--help``."""
    names: list[str] = []
    inside = False
    for line in help_text.splitlines():
        if re.match(r"^  \S", line):
            inside = line.strip().startswith(("COMANDO", "{"))
            continue
        match = re.match(r"^    (\S+)", line)
        if inside and match:
            names.append(match.group(1))
        elif not line.strip():
            inside = False
    return sorted(names)


def _source_help() -> str | None:
    proc = subprocess.run(
        [sys.executable, "-m", "figs_td", "--help"], cwd=ROOT, capture_output=True, text=True
    )
    return proc.stdout if proc.returncode == 0 else None


def _read(path: Path) -> str:
    return path.read_text("utf-8") if path.is_file() else ""


def _serve(exe: Path, figs: Path, env: dict[str, str]) -> tuple[bool, str]:
    """Start ``figs-td serve`` on a free port, read a page and the event stream, stop it."""
    import http.client
    import signal

    proc = subprocess.Popen(
        [str(exe), "serve", str(figs), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        assert proc.stdout is not None
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", proc.stdout.readline())
        if not match:
            return False, "indirizzo non stampato"
        port = int(match.group(1))
        body = b""
        for _ in range(100):
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                conn.request("GET", "/proiettore")
                body = conn.getresponse().read()
                conn.close()
                break
            except OSError:
                time.sleep(0.1)
        return b"proiettore" in body, f"porta {port}, {len(body)} byte"
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()


def _example() -> Path | None:
    found = sorted((ROOT / "resources" / "examples").glob("*.figs"))
    return found[0] if found else None


def main(argv: list[str]) -> int:
    target = Path(argv[0]) if argv else ROOT / "dist" / "figs-td"
    exe = target / EXE_NAME if target.is_dir() else target
    if not exe.exists():
        print(f"errore: programma non trovato: {exe}", file=sys.stderr)
        return 2
    internal = exe.parent / "_internal"
    s = Smoke(exe)
    print(f"Prova di {exe}")

    rc, out, err, t = s.run(["--version"])
    s.check("--version", rc == 0 and out.startswith("figs-td "), out.strip() or err.strip(), t)

    rc, out, err, t = s.run(["--help"])
    frozen = _commands(out)
    s.check("--help", rc == 0 and bool(frozen), ", ".join(frozen), t)
    source = _source_help()
    source_cmds = _commands(source) if source is not None else []
    if source is not None:
        missing = sorted(set(source_cmds) - set(frozen))
        s.check(
            "tutti i comandi inclusi",
            not missing,
            "mancano: " + ", ".join(missing) if missing else "",
        )

    env = dict(s.env, FIGS_TD_SMOKE_MODULES="1")
    rc, out, err, t = s.run([], env=env)
    lines = out.splitlines() or [""]
    found = set(lines[0].split())
    wanted = {p.stem for p in (ROOT / "figs_td" / "cli").glob("cmd_*.py")}
    s.check(
        "moduli cmd_* trovati da pkgutil",
        rc == 0 and wanted <= found,
        " ".join(sorted(found))
        + ("; mancano: " + " ".join(sorted(wanted - found)) if wanted - found else ""),
        t,
    )
    s.check("Python in modalità UTF-8", "utf8_mode=1" in out, lines[-1])

    qm = sorted(p.name for p in (internal / "resources" / "translations").glob("*.qm"))
    src_qm = sorted(p.name for p in (ROOT / "resources" / "translations").glob("*.[qt][ms]"))
    want_qm = sorted({Path(n).with_suffix(".qm").name for n in src_qm})
    s.check("traduzioni", set(want_qm) <= set(qm), ", ".join(qm) or "nessuna")
    fonts = sorted(p.name for p in (internal / "resources" / "fonts").glob("*.ttf"))
    s.check("caratteri", True, ", ".join(fonts) or "nessuno incluso (si usano quelli di sistema)")

    with tempfile.TemporaryDirectory(prefix="figs-smoke-") as tmp:
        tmpdir = Path(tmp)
        shot = tmpdir / "finestra.png"
        env = dict(s.env, FIGS_TD_SMOKE_GUI="1", FIGS_TD_SMOKE_SHOT=str(shot))
        env["HOME"] = str(tmpdir)  # fresh settings and recent files
        env["XDG_CONFIG_HOME"] = str(tmpdir / "config")
        env["XDG_DATA_HOME"] = str(tmpdir / "data")
        rc, out, err, t = s.run([], env=env)
        title = out.strip().splitlines()[-1] if out.strip() else err.strip()[-300:]
        s.check("finestra principale (offscreen)", rc == 0 and "finestra:" in out, title, t)
        empty_title = title
        menus = next((ln for ln in out.splitlines() if ln.startswith("menu:")), "")
        s.check("menu in italiano", "Modifica" in menus, menus)
        qt_text = next((ln for ln in out.splitlines() if ln.startswith("qt:")), "")
        s.check("testi di Qt in italiano (qtbase_it.qm)", "Successivo" in qt_text, qt_text)

        # The English translation (resources/translations/figs_td_en.qm) loads in the bundle.
        conf = tmpdir / "config" / "FIGS"
        conf.mkdir(parents=True, exist_ok=True)
        (conf / "figs-td.conf").write_text("[General]\nlanguage=en\n", encoding="utf-8")
        rc, out, err, t = s.run([], env=dict(env, FIGS_TD_SMOKE_SHOT=""))
        menus = next((ln for ln in out.splitlines() if ln.startswith("menu:")), err[-300:])
        s.check("menu in inglese (traduzione)", rc == 0 and "Edit" in menus, menus, t)
        (conf / "figs-td.conf").unlink()
        s.check("immagine della finestra", shot.exists() and shot.stat().st_size > 1000)

        example = _example()
        if example is None:
            s.check("torneo di esempio", False, "nessun file resources/examples/*.figs")
        else:
            copy = tmpdir / example.name
            shutil.copy2(example, copy)
            rc, out, err, t = s.run(["players", "list", str(copy), "--json"], env=env)
            ok = rc == 0 and isinstance(json.loads(out or "null"), list | dict)
            s.check(f"players list {example.name}", ok, err.strip()[-300:], t)
            rc, out, err, t = s.run(["standings", str(copy), "--json"], env=env)
            ok = rc == 0 and bool(json.loads(out or "[]"))
            first = json.loads(out)[0].get("name", "") if ok else err.strip()[-300:]
            s.check(f"standings {example.name}", ok, f"primo: {first}" if ok else first, t)
            words = ROOT / "resources" / "examples" / "parole-esempio.txt"
            rc, out, err, t = s.run(
                ["check", "--lexicon", str(words), "AMICE", "TE", "--move-value", "26", "--json"],
                env=env,
            )
            verdict = json.loads(out) if rc == 0 and out.strip() else {}
            ok = verdict.get("valid") is False and verdict.get("penalty", {}).get("points") == 5
            s.check("check (lessico di esempio)", ok, err.strip()[-300:], t)
            exports = ("pdf", b"%PDF"), ("xlsx", b"PK")
            if "export" not in frozen and source is not None and "export" not in source_cmds:
                print("  [--] export: comando non ancora presente nel programma, prova saltata")
                exports = ()
            for ext, magic in exports:
                dest = tmpdir / f"classifica.{ext}"
                rc, out, err, t = s.run(
                    ["export", str(copy), "standings", "-o", str(dest)], env=env
                )
                ok = rc == 0 and dest.exists() and dest.read_bytes()[:4].startswith(magic)
                s.check(f"export standings .{ext}", ok, err.strip()[-300:], t)
            if "publish" in frozen:
                site = tmpdir / "sito"
                rc, out, err, t = s.run(["publish", str(copy), "-o", str(site)], env=env)
                ok = rc == 0 and '<html lang="it">' in _read(site / "classifica.html")
                s.check("publish (sito statico)", ok, err.strip()[-300:], t)
                ok, detail = _serve(exe, copy, env)
                s.check("serve (pagina live)", ok, detail)
            env_open = dict(env, FIGS_TD_SMOKE_SHOT=str(tmpdir / "finestra-esempio.png"))
            rc, out, err, t = s.run([str(copy)], env=env_open)
            title = out.strip().splitlines()[-1] if "finestra:" in out else ""
            # The window's title names the tournament once it is open.
            opened = bool(title) and title != empty_title
            s.check(f"finestra con {example.name}", rc == 0 and opened, title or err[-300:], t)

    if s.failures:
        print(f"PROVA NON RIUSCITA: {len(s.failures)} controlli falliti: {', '.join(s.failures)}")
        return 1
    print("Prova riuscita.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
