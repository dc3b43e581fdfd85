#!/usr/bin/env python3
"""Build the figs-td application folder for this platform, then smoke-test it.

    python3 installer/build.py              # → dist/figs-td/ (Linux/Windows), dist/figs-td.app (macOS)
    python3 installer/build.py --archive    # also dist/figs-td-VERSION-PLATFORM.tar.gz (.zip on Windows)
    python3 installer/build.py --no-smoke   # build only

Like ``bootstrap.py``, it needs only Python 3.11+: it creates/refreshes ``.venv`` with the
``installer`` extra (PyInstaller), runs PyInstaller on ``installer/figs-td.spec`` and then
``installer/smoke.py`` on the result. The build log is ``build/pyinstaller.log``.
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
SPEC = ROOT / "installer" / "figs-td.spec"
WORK = ROOT / "build" / "pyinstaller"
LOG = ROOT / "build" / "pyinstaller.log"

README_TEXT = """figs-td {version} — direzione di gara per i tornei di Scrabble (regolamento FIGS)

Avvio:
  Linux:   ./figs-td                 (senza argomenti apre il programma; figs-td --help per i comandi)
           ./installa-menu.sh        (lo aggiunge al menu e apre i file .figs con un doppio clic)
  Windows: figs-td-app.exe           (figs-td.exe dal Prompt dei comandi)
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


def _archive(dist: Path, app_dir: Path, version: str) -> Path:
    plat = f"{platform.system().lower()}-{platform.machine().lower()}"
    base = dist / f"figs-td-{version}-{plat}"
    fmt = "zip" if os.name == "nt" else "gztar"
    return Path(shutil.make_archive(str(base), fmt, root_dir=dist, base_dir=app_dir.name))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        description="Costruisce la cartella dell'applicazione figs-td."
    )
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="cartella di destinazione")
    parser.add_argument("--no-smoke", action="store_true", help="non eseguire la prova finale")
    parser.add_argument(
        "--archive", action="store_true", help="crea anche un archivio .tar.gz/.zip"
    )
    args = parser.parse_args(argv)
    dist: Path = args.dist.resolve()

    py = _venv_python()
    version = _version(py)
    print(
        f"Costruisco figs-td {version} per {platform.system()} ({platform.machine()}) …", flush=True
    )
    LOG.parent.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    with LOG.open("w", encoding="utf-8") as log:
        status = subprocess.call(
            [
                str(py), "-m", "PyInstaller", "--noconfirm", "--clean",
                "--distpath", str(dist), "--workpath", str(WORK), str(SPEC),
            ],
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
        )  # fmt: skip
    elapsed = time.monotonic() - started
    if status != 0:
        tail = LOG.read_text(encoding="utf-8", errors="replace").splitlines()[-25:]
        print("\n".join(tail), file=sys.stderr)
        print(f"errore: PyInstaller non è riuscito (registro: {LOG})", file=sys.stderr)
        return 1
    app_dir = dist / "figs-td"
    _add_manual(app_dir, version)
    size, count = _size_mib(app_dir)
    print(f"Costruito in {elapsed:.0f} s: {app_dir} ({size:.0f} MiB, {count} file)", flush=True)
    if args.archive:
        arch = _archive(dist, app_dir, version)
        print(f"Archivio: {arch} ({arch.stat().st_size / 2**20:.0f} MiB)", flush=True)
    if args.no_smoke:
        return 0
    return subprocess.call([str(py), str(ROOT / "installer" / "smoke.py"), str(app_dir)], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
