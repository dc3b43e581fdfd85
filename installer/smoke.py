#!/usr/bin/env python3
"""Smoke test of a built figs-td folder: the program starts, its window opens, the example works.

    python3 installer/smoke.py [dist/figs-td] [--setup SETUP.exe]
    python3 installer/smoke.py --bundle dist/figs-td.app/Contents/MacOS/figs-td-app

Checks, each timed: ``--version``; ``--help`` lists the same commands as the source tree (so every
``figs_td.cli.cmd_*`` module was bundled); the main window opens (offscreen) and closes; the example
tournament of ``resources/examples/`` (copied to a folder whose name has spaces and accents) gives
players, standings and a PDF and an XLSX export; the bundled translations and fonts are present.
``--bundle`` checks the macOS ``.app``'s program (version, window). ``--setup`` (Windows) installs
the set-up program silently for the current user into a temporary folder, checks the ``.figs``
association and the Start-menu entry, runs the installed program and uninstalls it. The same
script runs on every platform (``installer/platforms.py`` names the files); exit status 0 when all
pass.
"""

from __future__ import annotations

import argparse
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
sys.path.insert(0, str(Path(__file__).resolve().parent))
import platforms  # noqa: E402 - installer/platforms.py, beside this script

TARGET = platforms.current()
EXE_NAME = TARGET.exe_name()
#: A folder name with spaces and accents, as directors name their folders.
ODD_FOLDER = "Tornei di Città – prova"


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

    def report(self) -> int:
        if self.failures:
            print(f"PROVA NON RIUSCITA: {len(self.failures)} controlli falliti: "
                  f"{', '.join(self.failures)}")  # fmt: skip
            return 1
        print("Prova riuscita.")
        return 0

    def check(self, label: str, ok: bool, detail: str = "", seconds: float | None = None) -> bool:
        timing = f" ({seconds:.2f} s)" if seconds is not None else ""
        print(f"  [{'ok' if ok else 'NO'}] {label}{timing}{': ' + detail if detail else ''}")
        if not ok:
            self.failures.append(label)
        return ok


def _commands(help_text: str) -> list[str]:
    """The command names ``--help`` lists: the ``  name  description`` lines of its groups
    (``Torneo:``, ``Turni:`` …), not those of ``opzioni:``."""
    names: list[str] = []
    inside = False
    for line in help_text.splitlines():
        if re.match(r"^\S.*:$", line):
            inside = line != "opzioni:"
            continue
        match = re.match(r"^  ([a-z][\w-]*)(\s|$)", line)
        if inside and match:
            names.append(match.group(1))
    return sorted(names)


def bundle_manifest(folder: Path) -> dict[str, int]:
    """Every file of the built folder (path relative to it → size), links not followed."""
    out: dict[str, int] = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            out[path.relative_to(folder).as_posix()] = path.stat().st_size
    return out


def leggimi_claims(text: str, target: platforms.Target) -> list[str]:
    """The files LEGGIMI.txt says the folder has (relative paths, for the smoke test to find)."""
    claims = ["manuale/manuale.md"]
    internal = target.data_text("resources").replace("\\", "/")
    if target.key != "macos":
        claims.append(internal + "/examples")
    if "Caratteri DejaVu inclusi" in text:
        fonts = re.search(r"Caratteri DejaVu inclusi \(([^)]*)\)", text)
        for name in (fonts.group(1).split(", ") if fonts else []):
            if target.key != "macos":
                claims.append(f"{internal}/fonts/{name}")
    return claims


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


def _fresh_env(s: Smoke, tmpdir: Path) -> dict[str, str]:
    env = dict(s.env, FIGS_TD_SMOKE_GUI="1")
    env["HOME"] = str(tmpdir)  # fresh settings and recent files
    env["USERPROFILE"] = str(tmpdir)
    env["XDG_CONFIG_HOME"] = str(tmpdir / "config")
    env["XDG_DATA_HOME"] = str(tmpdir / "data")
    env["FIGS_TD_SETTINGS_DIR"] = str(tmpdir / "impostazioni")
    return env


def check_bundle(exe: Path) -> int:
    """The macOS .app's own program: it starts, prints its version and opens the window."""
    s = Smoke(exe)
    print(f"Prova di {exe}")
    rc, out, err, t = s.run(["--version"])
    s.check("--version (.app)", rc == 0 and out.startswith("figs-td "), out.strip() or err, t)
    with tempfile.TemporaryDirectory(prefix="figs-smoke-") as tmp:
        rc, out, err, t = s.run([], env=_fresh_env(s, Path(tmp)))
        title = out.strip().splitlines()[-1] if out.strip() else err.strip()[-300:]
        s.check("finestra principale (.app)", rc == 0 and "finestra:" in out, title, t)
    return s.report()


def check_setup(s: Smoke, setup: Path) -> None:
    """Windows: silent per-user install, association, Start menu, installed program, uninstall."""
    import winreg  # type: ignore[import-not-found]  # Windows only

    with tempfile.TemporaryDirectory(prefix="figs-setup-") as tmp:
        dest = Path(tmp) / ODD_FOLDER / "figs-td"
        started = time.monotonic()
        proc = subprocess.run(
            [str(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER",
             f"/DIR={dest}", "/TASKS="],
            timeout=900,
        )  # fmt: skip
        gui = dest / TARGET.exe_name(gui=True)
        s.check("installazione per l'utente", proc.returncode == 0 and gui.exists(), str(dest),
                time.monotonic() - started)  # fmt: skip
        classes = r"Software\Classes"
        try:
            kind = winreg.QueryValue(winreg.HKEY_CURRENT_USER, f"{classes}\\.figs")
            command = winreg.QueryValue(
                winreg.HKEY_CURRENT_USER,
                f"{classes}\\{platforms.FILE_TYPE_ID}\\shell\\open\\command",
            )
        except OSError as exc:
            kind, command = "", f"chiave mancante: {exc}"
        m = re.fullmatch(r'"([^"]+)" "%1"', command)
        same = bool(m) and gui.exists() and os.path.samefile(m.group(1), gui)  # type: ignore[union-attr]
        s.check(
            "file .figs associati al programma", kind == platforms.FILE_TYPE_ID and same, command
        )
        programs = Path(os.environ.get("APPDATA", "")) / "Microsoft/Windows/Start Menu/Programs"
        links = sorted(programs.rglob("figs-td*.lnk")) if programs.is_dir() else []
        s.check("voce nel menu Start", bool(links), ", ".join(p.name for p in links))
        inst = Smoke(dest / TARGET.exe_name())
        rc, out, err, t = inst.run(["--version"])
        s.check("programma installato: --version", rc == 0 and out.startswith("figs-td "),
                out.strip() or err.strip(), t)  # fmt: skip
        uninstaller = dest / "unins000.exe"
        subprocess.run([str(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"],
                       timeout=600)  # fmt: skip
        deadline = time.monotonic() + 120  # the uninstaller finishes in a copy of itself
        while gui.exists() and time.monotonic() < deadline:
            time.sleep(1)
        try:
            winreg.QueryValue(winreg.HKEY_CURRENT_USER, f"{classes}\\{platforms.FILE_TYPE_ID}")
            still = True
        except OSError:
            still = False
        s.check("disinstallazione (associazione tolta)", not gui.exists() and not still)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Prova della cartella costruita di figs-td.")
    parser.add_argument("target", nargs="?", type=Path, default=ROOT / "dist" / "figs-td")
    parser.add_argument("--bundle", type=Path, help="il programma dentro figs-td.app (macOS)")
    parser.add_argument("--setup", type=Path, help="il programma di installazione (Windows)")
    args = parser.parse_args(argv)
    if args.bundle is not None:
        return check_bundle(args.bundle)
    target: Path = args.target
    exe = target / EXE_NAME if target.is_dir() else target
    if not exe.exists():
        print(f"errore: programma non trovato: {exe}", file=sys.stderr)
        return 2
    internal = TARGET.internal_dir(exe)
    s = Smoke(exe)
    print(f"Prova di {exe}")
    if TARGET.gui_launcher:
        gui = exe.parent / TARGET.exe_name(gui=True)
        s.check("programma senza console", gui.exists(), gui.name)

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
    s.check(
        "caratteri DejaVu inclusi",
        {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"} <= set(fonts)
        and (internal / "resources" / "fonts" / "LICENSE_DEJAVU").is_file(),
        ", ".join(fonts) or "nessuno",
    )
    folder = exe.parent
    manifest = bundle_manifest(folder)
    size = sum(manifest.values()) / 2**20
    print(f"  contenuto: {len(manifest)} file, {size:.0f} MiB")
    leggimi = _read(folder / "LEGGIMI.txt")
    if leggimi:
        claims = leggimi_claims(leggimi, TARGET)
        missing = [c for c in claims if not (folder / c).exists()]
        s.check("LEGGIMI.txt dice il vero", not missing, "mancano: " + ", ".join(missing)
                if missing else ", ".join(claims))  # fmt: skip
    else:
        print("  [--] LEGGIMI.txt assente (cartella costruita senza installer/build.py)")

    with tempfile.TemporaryDirectory(prefix="figs-smoke-") as tmp:
        tmpdir = Path(tmp)
        shot = tmpdir / "finestra.png"
        env = dict(_fresh_env(s, tmpdir), FIGS_TD_SMOKE_SHOT=str(shot))
        rc, out, err, t = s.run([], env=env)
        title = out.strip().splitlines()[-1] if out.strip() else err.strip()[-300:]
        s.check("finestra principale (offscreen)", rc == 0 and "finestra:" in out, title, t)
        empty_title = title
        menus = next((ln for ln in out.splitlines() if ln.startswith("menu:")), "")
        s.check("menu in italiano", "Modifica" in menus, menus)
        qt_text = next((ln for ln in out.splitlines() if ln.startswith("qt:")), "")
        s.check("testi di Qt in italiano (qtbase_it.qm)", "Successivo" in qt_text, qt_text)

        # The English translation (resources/translations/figs_td_en.qm) loads in the bundle.
        # FIGS_TD_SETTINGS_DIR keeps the settings in FIGS/figs-td.ini there on every platform.
        conf = Path(env["FIGS_TD_SETTINGS_DIR"]) / "FIGS"
        conf.mkdir(parents=True, exist_ok=True)
        settings = conf / "figs-td.ini"
        settings.write_text("[General]\nlanguage=en\n", encoding="utf-8")
        rc, out, err, t = s.run([], env=dict(env, FIGS_TD_SMOKE_SHOT=""))
        menus = next((ln for ln in out.splitlines() if ln.startswith("menu:")), err[-300:])
        s.check("menu in inglese (traduzione)", rc == 0 and "Edit" in menus, menus, t)
        settings.unlink()
        s.check("immagine della finestra", shot.exists() and shot.stat().st_size > 1000)

        example = _example()
        if example is None:
            s.check("torneo di esempio", False, "nessun file resources/examples/*.figs")
        else:
            odd = tmpdir / ODD_FOLDER
            odd.mkdir()
            copy = odd / f"Coppa è {example.name}"
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
                dest = odd / f"classifica dopo il turno è.{ext}"
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
            if TARGET.gui_launcher:
                # The program without a console (no standard streams: sys.stdout is None) does
                # the same work: a PDF of the standings, checked by its file.
                gui = Smoke(exe.parent / TARGET.exe_name(gui=True))
                dest = odd / "classifica senza console.pdf"
                rc, out, err, t = gui.run(
                    ["export", str(copy), "standings", "-o", str(dest)], env=env
                )
                ok = rc == 0 and dest.exists() and dest.read_bytes()[:4] == b"%PDF"
                s.check("programma senza console: export", ok, err.strip()[-300:], t)
            env_open = dict(env, FIGS_TD_SMOKE_SHOT=str(tmpdir / "finestra-esempio.png"))
            rc, out, err, t = s.run([str(copy)], env=env_open)
            title = out.strip().splitlines()[-1] if "finestra:" in out else ""
            # The window's title names the tournament once it is open.
            opened = bool(title) and title != empty_title
            s.check(f"finestra con {example.name}", rc == 0 and opened, title or err[-300:], t)

    if args.setup is not None:
        check_setup(s, args.setup)
    return s.report()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
