#!/usr/bin/env python3
"""Build the figs-td application folder for this platform, then smoke-test it.

    python3 installer/build.py              # → dist/figs-td/ (all), dist/figs-td.app (macOS)
    python3 installer/build.py --archive    # also the release archive(s) in dist/ (see below)
    python3 installer/build.py --installer  # Windows: also the set-up program (Inno Setup)
    python3 installer/build.py --no-smoke   # build only

Like ``bootstrap.py``, it needs only Python 3.11+: it creates/refreshes ``.venv`` with the
``installer`` extra (PyInstaller), draws the icon in the platform's format, runs PyInstaller on
``installer/figs-td.spec`` and then ``installer/smoke.py`` on the result. The build log is
``build/pyinstaller.log``. Every difference between Linux, Windows and macOS (names, ``.exe``,
``.app``, icons, archives, the set-up program, the smoke test's command lines) is in
``installer/platforms.py``; the release workflow (``.github/workflows/release.yml``) only runs
this script on each platform.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
import platforms  # noqa: E402 - installer/platforms.py, beside this script

SPEC = ROOT / "installer" / "figs-td.spec"
WORK = ROOT / "build" / "pyinstaller"
LOG = ROOT / "build" / "pyinstaller.log"
ICON_PNG = ROOT / "resources" / "icons" / "figs-td.png"
ICON_DIR = ROOT / "build" / "icons"

README_TEXT = """figs-td {version} — direzione di gara per i tornei di Scrabble (regolamento FIGS)

Avvio:
  Linux:   ./figs-td                 (senza argomenti apre il programma; figs-td --help per i comandi)
           ./installa-menu.sh        (lo aggiunge al menu e apre i file .figs con un doppio clic)
  Windows: figs-td-app.exe           (figs-td.exe dal Prompt dei comandi); il programma di
           installazione figs-td-…-setup.exe aggiunge il menu Start e apre i file .figs
  macOS:   figs-td.app

Il manuale è in manuale/manuale.md; un torneo di esempio è in
_internal/resources/examples/ (aprilo con File → Apri).
Caratteri DejaVu inclusi: licenza in _internal/resources/fonts/DejaVu-licence/.
"""


def _venv_python() -> Path:
    """Prepare .venv with the installer extra (same logic as bootstrap.py) and return its python."""
    sys.path.insert(0, str(ROOT))
    import bootstrap  # the repository's own set-up script (standard library only)

    bootstrap._ensure_venv("installer")
    return Path(bootstrap.PY)


def _version(py: Path) -> str:
    out = subprocess.run(
        [str(py), "-c", "import figs_td; print(figs_td.__version__)"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout.strip()


def _size_mib(path: Path) -> tuple[float, int]:
    files = [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files) / 2**20, len(files)


def _add_manual(app_dir: Path, version: str) -> None:
    (app_dir / "LEGGIMI.txt").write_text(README_TEXT.format(version=version), encoding="utf-8")
    manual = app_dir / "manuale"
    if manual.exists():
        shutil.rmtree(manual)
    manual.mkdir()
    for name in ("manuale.md", "multi-postazione.md"):
        src = ROOT / "docs" / name
        if src.exists():
            shutil.copy2(src, manual / name)
    if sys.platform.startswith("linux"):
        menu = app_dir / "installa-menu.sh"
        shutil.copy2(ROOT / "installer" / "linux" / "installa-menu.sh", menu)
        menu.chmod(0o755)
    images = ROOT / "docs" / "manual-images"
    if images.is_dir():
        shutil.copytree(images, manual / "manual-images")


def _platform_icon(py: Path, target: platforms.Target) -> Path | None:
    """The icon in the format the platform's launcher needs (.ico, .icns), made from the PNG."""
    if target.icon_format is None or not ICON_PNG.is_file():
        return None
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    out = ICON_DIR / f"figs-td.{target.icon_format}"
    code = (
        "import sys\nfrom PIL import Image\n"
        "im = Image.open(sys.argv[1]).convert('RGBA')\n"
        "kw = {'sizes': [(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]}"
        " if sys.argv[2].endswith('.ico') else {}\n"
        "im.save(sys.argv[2], **kw)\n"
    )
    subprocess.run([str(py), "-c", code, str(ICON_PNG), str(out)], check=True)
    return out


def _archive(dist: Path, target: platforms.Target, version: str) -> Path:
    """The release archive: .tar.gz (Linux), .zip (Windows), the zipped .app (macOS)."""
    machine = platform.machine()
    dest = dist / target.archive_name(version, machine)
    dest.unlink(missing_ok=True)
    command = target.archive_command(dist, version, machine)
    if command is not None:
        subprocess.run(command, check=True)
        return dest
    src = target.archive_source(dist)
    made = shutil.make_archive(
        str(dist / target.archive_base(version, machine)),
        target.archive_format,
        root_dir=src.parent,
        base_dir=src.name,
    )
    return Path(made)


def find_iscc() -> Path | None:
    """Inno Setup's compiler: on PATH, or where its installer puts it."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return Path(found)
    for candidate in platforms.ISCC_CANDIDATES:
        if Path(candidate).is_file():
            return Path(candidate)
    return None


def _setup_program(dist: Path, target: platforms.Target, version: str, icon: Path | None) -> Path:
    """Windows: compile the Inno Setup script into dist/figs-td-VERSION-windows-ARCH-setup.exe."""
    name = target.setup_name(version, platform.machine())
    assert name is not None
    iscc = find_iscc()
    if iscc is None:
        raise SystemExit(
            "errore: Inno Setup 6 (ISCC.exe) non trovato: installarlo (https://jrsoftware.org) "
            "o costruire senza --installer"
        )
    script = ROOT / "build" / "figs-td.iss"
    script.write_text(
        platforms.inno_setup_script(
            version=version,
            app_dir=target.app_dir(dist),
            out_dir=dist,
            base_name=name.removesuffix(".exe"),
            icon=icon,
        ),
        encoding="utf-8-sig",  # Inno Setup reads UTF-8 with a BOM (accents in the texts)
    )
    subprocess.run([str(iscc), "/Q", str(script)], check=True)
    return dist / name


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        description="Costruisce la cartella dell'applicazione figs-td."
    )
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="cartella di destinazione")
    parser.add_argument("--no-smoke", action="store_true", help="non eseguire la prova finale")
    parser.add_argument(
        "--archive", action="store_true", help="crea anche l'archivio per la pubblicazione"
    )
    parser.add_argument(
        "--installer",
        action="store_true",
        help="Windows: crea anche il programma di installazione (Inno Setup)",
    )
    parser.add_argument(
        "--expect-version",
        metavar="V",
        help="fallisce se la versione del programma non è V (la versione di un tag vV)",
    )
    args = parser.parse_args(argv)
    dist: Path = args.dist.resolve()
    target = platforms.current()

    py = _venv_python()
    version = _version(py)
    if args.expect_version and args.expect_version.removeprefix("v") != version:
        print(
            f"errore: il tag dice {args.expect_version} ma il programma è alla versione {version}"
            " (figs_td/__init__.py e pyproject.toml)",
            file=sys.stderr,
        )
        return 2
    icon = _platform_icon(py, target)
    print(
        f"Costruisco figs-td {version} per {platform.system()} ({platform.machine()}) …", flush=True
    )
    LOG.parent.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    env = dict(os.environ, FIGS_BUILD_ICON=str(icon or ""))
    with LOG.open("w", encoding="utf-8") as log:
        status = subprocess.call(
            [
                str(py), "-m", "PyInstaller", "--noconfirm", "--clean",
                "--distpath", str(dist), "--workpath", str(WORK), str(SPEC),
            ],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )  # fmt: skip
    elapsed = time.monotonic() - started
    if status != 0:
        tail = LOG.read_text(encoding="utf-8", errors="replace").splitlines()[-25:]
        print("\n".join(tail), file=sys.stderr)
        print(f"errore: PyInstaller non è riuscito (registro: {LOG})", file=sys.stderr)
        return 1
    app_dir = target.app_dir(dist)
    _add_manual(app_dir, version)
    size, count = _size_mib(app_dir)
    print(f"Costruito in {elapsed:.0f} s: {app_dir} ({size:.0f} MiB, {count} file)", flush=True)
    setup = None
    if args.installer:
        if target.setup_program:
            setup = _setup_program(dist, target, version, icon)
            print(f"Programma di installazione: {setup}", flush=True)
        else:
            print(f"--installer: nessun programma di installazione per {target.key}", flush=True)
    if args.archive:
        arch = _archive(dist, target, version)
        print(f"Archivio: {arch} ({arch.stat().st_size / 2**20:.0f} MiB)", flush=True)
    if args.no_smoke:
        return 0
    status = 0
    for script, *rest in target.smoke_commands(dist, setup):
        status |= subprocess.call([str(py), str(ROOT / "installer" / script), *rest], cwd=ROOT)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
