#!/usr/bin/env python3
"""Build the figs-td application folder for this platform, then smoke-test it.

    python3 installer/build.py              # → dist/figs-td/ (all), dist/figs-td.app (macOS)
    python3 installer/build.py --archive    # also the release archive(s) in dist/ (see below)
    python3 installer/build.py --installer  # Windows: also the set-up program (Inno Setup)
    python3 installer/build.py --no-smoke   # build only

Like ``bootstrap.py``, it needs only Python 3.11+. It builds from a clean environment of its
own, ``build/venv-bundle`` (never the developers' ``.venv``, which also holds the test tools):
the application and PyInstaller, every version pinned by ``installer/constraints.txt``. It takes
the DejaVu fonts from the matplotlib wheel on the package index (the same files on every
platform; the build fails when they cannot be had, rather than the user's first PDF), draws the
icon in the platform's format, runs PyInstaller on ``installer/figs-td.spec``, adds the manual and
``LEGGIMI.txt`` (inside and beside the macOS ``.app``) and then runs ``installer/smoke.py``. The build log is
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
import bundle  # noqa: E402 - installer/bundle.py, beside this script
import platforms  # noqa: E402 - installer/platforms.py, beside this script

SPEC = ROOT / "installer" / "figs-td.spec"
WORK = ROOT / "build" / "pyinstaller"
LOG = ROOT / "build" / "pyinstaller.log"
ICON_PNG = ROOT / "resources" / "icons" / "figs-td.png"
ICON_DIR = ROOT / "build" / "icons"

CONSTRAINTS = ROOT / "installer" / "constraints.txt"
BUNDLE_VENV = ROOT / "build" / "venv-bundle"
FONTS = ROOT / "build" / "fonts"
#: The DejaVu files taken from the matplotlib wheel (``matplotlib/mpl-data/fonts/ttf/``).
FONT_MEMBERS = (
    "DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf",
    "DejaVuSans-Oblique.ttf",
    "DejaVuSans-BoldOblique.ttf",
    "DejaVuSansMono.ttf",
    "LICENSE_DEJAVU",
)

README_TEXT = """figs-td {version} — direzione di gara per i tornei di Scrabble (regolamento FIGS)

Avvio: {start}

Senza argomenti il programma apre la finestra; figs-td --help elenca i comandi della riga di
comando.

Il manuale è in {manual}; il torneo di esempio è in
{examples} (aprirlo con File → Apri).
{fonts}
"""


def leggimi(target: platforms.Target, version: str, fonts: list[str]) -> str:
    """The text of LEGGIMI.txt: what this build is and contains, for its platform."""
    text = README_TEXT.format(
        version=version,
        start=target.start_text(),
        manual=target.manual_text(),
        examples=target.examples_text(),
        fonts=(
            f"Caratteri DejaVu inclusi ({', '.join(fonts)}): licenza in "
            f"{target.fonts_text()}/LICENSE_DEJAVU."
            if fonts
            else "Nessun carattere incluso: i PDF usano i caratteri del sistema."
        ),
    )
    return text


def _run_quiet(cmd: list[str], what: str) -> None:
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        print(done.stdout[-3000:] + done.stderr[-3000:], file=sys.stderr)
        raise SystemExit(f"errore: {what} non riuscito (uscita {done.returncode})")


def _bundle_python() -> Path:
    """The clean build environment: the application and PyInstaller at the pinned versions.

    Made again whenever ``pyproject.toml`` or the constraints change; nothing else is in it."""
    import hashlib
    import venv

    bindir = BUNDLE_VENV / ("Scripts" if os.name == "nt" else "bin")
    py = bindir / ("python.exe" if os.name == "nt" else "python")
    digest = hashlib.sha256(
        (ROOT / "pyproject.toml").read_bytes() + CONSTRAINTS.read_bytes()
    ).hexdigest()
    stamp = BUNDLE_VENV / ".figs-bundle-env"
    if py.exists() and stamp.exists() and stamp.read_text() == digest:
        return py
    if BUNDLE_VENV.exists():
        shutil.rmtree(BUNDLE_VENV)
    print("Preparo l'ambiente pulito di costruzione (build/venv-bundle) …", flush=True)
    venv.EnvBuilder(with_pip=True).create(BUNDLE_VENV)
    _run_quiet(
        [str(py), "-m", "pip", "install", "--disable-pip-version-check", "-q",
         "-c", str(CONSTRAINTS), ".[installer]"],
        "l'installazione delle dipendenze fissate in installer/constraints.txt",
    )  # fmt: skip
    check_environment(py)
    stamp.write_text(digest)
    return py


def pinned_names(text: str) -> set[str]:
    """The package names of a constraints file (``name==version`` lines), normalised."""
    import re

    names = set()
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.add(re.split(r"[=<>!~;\[ ]", line, maxsplit=1)[0].lower().replace("_", "-"))
    return names


def check_environment(py: Path) -> None:
    """Everything in the build environment is pinned by the constraints (nothing else slipped
    in): the bundle contains the application's dependencies and no more."""
    done = subprocess.run(
        [str(py), "-m", "pip", "freeze", "--exclude-editable", "--disable-pip-version-check"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    installed = pinned_names(done.stdout) - {"figs-td"}
    unpinned = sorted(installed - pinned_names(CONSTRAINTS.read_text(encoding="utf-8")))
    if unpinned:
        raise SystemExit(
            "errore: pacchetti nell'ambiente di costruzione non fissati in "
            f"installer/constraints.txt: {', '.join(unpinned)}"
        )


def fetch_fonts(py: Path) -> Path:
    """The DejaVu fonts and their licence, from the pinned matplotlib wheel, in build/fonts/."""
    import zipfile

    if all((FONTS / name).is_file() for name in FONT_MEMBERS):
        return FONTS
    wheels = ROOT / "build" / "fonts-wheel"
    shutil.rmtree(wheels, ignore_errors=True)
    _run_quiet(
        [str(py), "-m", "pip", "download", "--disable-pip-version-check", "-q", "--no-deps",
         "--only-binary=:all:", "-c", str(CONSTRAINTS), "-d", str(wheels), "matplotlib"],
        "lo scaricamento dei caratteri DejaVu (pacchetto matplotlib)",
    )  # fmt: skip
    found = sorted(wheels.glob("matplotlib-*.whl"))
    if not found:
        raise SystemExit("errore: il pacchetto matplotlib (caratteri DejaVu) non è stato scaricato")
    FONTS.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(found[0]) as wheel:
        for name in FONT_MEMBERS:
            member = f"matplotlib/mpl-data/fonts/ttf/{name}"
            try:
                (FONTS / name).write_bytes(wheel.read(member))
            except KeyError:
                raise SystemExit(f"errore: {member} manca in {found[0].name}") from None
    return FONTS


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


def bundled_fonts(internal: Path) -> list[str]:
    """The font files the built program carries (resources/fonts/*.ttf)."""
    return sorted(p.name for p in (internal / "resources" / "fonts").glob("*.ttf"))


def _add_manual(app_dir: Path, text: str) -> None:
    """LEGGIMI.txt and the manual (with its pictures) in ``app_dir``."""
    (app_dir / "LEGGIMI.txt").write_text(text, encoding="utf-8")
    manual = app_dir / "manuale"
    if manual.exists():
        shutil.rmtree(manual)
    manual.mkdir()
    for src, dest in bundle.manual_files():
        (manual / dest).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, manual / dest)
    if sys.platform.startswith("linux"):
        menu = app_dir / "installa-menu.sh"
        shutil.copy2(ROOT / "installer" / "linux" / "installa-menu.sh", menu)
        menu.chmod(0o755)


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

    py = _bundle_python()
    version = _version(py)
    if args.expect_version and args.expect_version.removeprefix("v") != version:
        print(
            f"errore: il tag dice {args.expect_version} ma il programma è alla versione {version}"
            " (figs_td/__init__.py e pyproject.toml)",
            file=sys.stderr,
        )
        return 2
    fonts = fetch_fonts(py)
    icon = _platform_icon(py, target)
    print(
        f"Costruisco figs-td {version} per {platform.system()} ({platform.machine()}) …", flush=True
    )
    LOG.parent.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    env = dict(
        os.environ,
        FIGS_BUILD_ICON=str(icon or ""),
        FIGS_BUNDLE_FONT_DIR=str(fonts),
        FIGS_BUNDLE_FONT_LICENCE=str(fonts / "LICENSE_DEJAVU"),
    )
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
    text = leggimi(target, version, bundled_fonts(target.internal_dir(target.cli_exe(dist))))
    _add_manual(app_dir, text)
    bundle_app = target.bundle_path(dist)
    if bundle_app is not None:  # macOS: inside the .app, and beside it in the release folder
        _add_manual(bundle_app / "Contents" / "Resources", text)
        release = target.release_dir(dist)
        if release is not None:
            shutil.rmtree(release, ignore_errors=True)
            release.mkdir(parents=True)
            shutil.copytree(bundle_app, release / bundle_app.name, symlinks=True)
            _add_manual(release, text)
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
