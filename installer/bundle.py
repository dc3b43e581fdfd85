"""What goes into the application bundle: modules, resources, fonts and the Qt parts left out.

Plain Python (no PyInstaller import), so that ``installer/figs-td.spec`` and the fast tests in
``tests/installer/`` read the same lists. Paths are relative to the repository root ``ROOT``.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "figs-td"

#: Qt modules the program never uses; left out even if a library imports them on the side.
#: ``tests/installer`` checks that no module of figs_td imports one of these.
QT_EXCLUDES: tuple[str, ...] = (
    "PySide6.Qt3DCore",
    "PySide6.QtBluetooth",
    "PySide6.QtCharts",
    "PySide6.QtConcurrent",
    "PySide6.QtDataVisualization",
    "PySide6.QtDBus",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtLabsStyleKit",
    "PySide6.QtMultimedia",
    "PySide6.QtNetwork",
    "PySide6.QtNetworkAuth",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtPositioning",
    "PySide6.QtQml",
    "PySide6.QtQmlFeatures",
    "PySide6.QtQuick",
    "PySide6.QtQuick3D",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtQuickWidgets",
    "PySide6.QtRemoteObjects",
    "PySide6.QtScxml",
    "PySide6.QtSensors",
    "PySide6.QtSerialPort",
    "PySide6.QtSql",
    "PySide6.QtStateMachine",
    "PySide6.QtTest",
    "PySide6.QtTextToSpeech",
    "PySide6.QtUiTools",
    "PySide6.QtWebChannel",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebSockets",
    "PySide6.QtXml",
)

#: Development tools and libraries the program does not need at run time.
PY_EXCLUDES: tuple[str, ...] = (
    "tkinter",
    "_tkinter",
    "pytest",
    "_pytest",
    "pytestqt",
    "xdist",
    "hypothesis",
    "mypy",
    "mypyc",
    "ruff",
    "pypdf",
    "IPython",
    "matplotlib",
    "numpy",
    "pydoc_data",
    "PyInstaller",
    # Not Pillow: reportlab (5.x) imports PIL unconditionally in reportlab.lib.utils.
)

#: Bundle entries (destination paths, fnmatch patterns) dropped after the analysis: Qt plugins
#: for embedded devices and the GTK theme (which drags the whole GTK stack in), and Qt's own
#: translations other than Italian and English.
DROP_PATTERNS: tuple[str, ...] = (
    "PySide6/Qt/plugins/platformthemes/libqgtk3*",
    "PySide6/Qt/plugins/egldeviceintegrations/*",
    "PySide6/Qt/plugins/platforms/libqeglfs*",
    "PySide6/Qt/plugins/platforms/libqlinuxfb*",
    "PySide6/Qt/plugins/platforms/libqvnc*",
    "PySide6/Qt/plugins/platforms/libqvkkhrdisplay*",
    "PySide6/Qt/lib/libQt6EglFS*",
)
#: Qt translation files kept (``qtbase_it.qm`` translates the standard dialogs' buttons).
QT_TRANSLATIONS_KEPT: tuple[str, ...] = ("_it.qm", "_en.qm")


def keep_bundle_entry(dest: str) -> bool:
    """Whether an entry of the analysed bundle (its destination path) stays in the bundle."""
    from fnmatch import fnmatch

    dest = dest.replace("\\", "/")
    if any(fnmatch(dest, pat) for pat in DROP_PATTERNS):
        return False
    if dest.startswith("PySide6/Qt/translations/") and dest.endswith(".qm"):
        return dest.endswith(QT_TRANSLATIONS_KEPT)
    return True


#: Fonts copied into the bundle (from the matplotlib wheel, see installer/build.py; a direct
#: PyInstaller run may use the build machine's, Debian: fonts-dejavu-core). The bundled program
#: points its PDF font search at them, so the PDFs look the same on every machine. DejaVu fonts
#: are free (Bitstream Vera licence).
FONT_DIRS: tuple[str, ...] = (
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/dejavu",
    "/usr/local/share/fonts/dejavu",
)
FONT_FILES: tuple[str, ...] = (
    "DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf",
    "DejaVuSans-Oblique.ttf",
    "DejaVuSans-BoldOblique.ttf",
    "DejaVuSansMono.ttf",
)
FONT_LICENCES: tuple[str, ...] = (
    "/usr/share/doc/fonts-dejavu-core/copyright",
    "/usr/share/licenses/dejavu-sans-fonts/LICENSE",
    "/usr/share/doc/fonts-dejavu/copyright",
)
#: Where the fonts go inside the bundle (next to the program's other resources).
FONT_DEST = "resources/fonts"

#: Resource files never bundled (translation sources, editor leftovers, scripts).
_SKIP_SUFFIXES = (".ts", ".pyc", ".py", ".orig", ".bak", ".figs-wal", ".figs-shm")


def package_modules(package: str = "figs_td") -> list[str]:
    """Every module of ``package``, found on disk (so that ``cmd_*`` discovery works frozen)."""
    base = ROOT / package
    names: list[str] = []
    for path in sorted(base.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(parts))
    return names


def command_modules() -> list[str]:
    """The CLI command modules ``figs_td.cli.cmd_*``."""
    return [m for m in package_modules() if m.startswith("figs_td.cli.cmd_")]


#: The compiled extensions of figs_td (``setup.py``): the move generator's search.
COMPILED_MODULES: tuple[str, ...] = ("figs_td.core._movegen",)


def compiled_binaries(site_dirs: list[Path] | None = None) -> list[tuple[str, str]]:
    """(file, folder in the bundle) of each compiled extension of figs_td built for this Python:
    built in place in the checkout (``python setup.py build_ext --inplace``), else by ``pip
    install .`` into the build environment (``installer/build.py``: its ``site-packages``; the
    spec analyses the checkout, where that build is not). None without a C compiler: the program
    then uses the pure-Python search (the same moves, slower)."""
    import importlib.machinery
    import sysconfig

    if site_dirs is None:
        site_dirs = [Path(sysconfig.get_paths()["platlib"])]
    out: list[tuple[str, str]] = []
    for module in COMPILED_MODULES:
        *package, name = module.split(".")
        for base in (ROOT, *site_dirs):
            folder = base.joinpath(*package)
            found = [
                folder / (name + suffix)
                for suffix in importlib.machinery.EXTENSION_SUFFIXES
                if (folder / (name + suffix)).is_file()
            ]
            if found:
                out.append((str(found[0]), "/".join(package)))
                break
    return out


def hidden_imports() -> list[str]:
    """Modules PyInstaller cannot see from static imports."""
    extra = [
        # figs_td.cli discovers its subcommands with pkgutil.iter_modules and imports them by
        # name; the GUI imports its views lazily.
        *package_modules(),
        # Database drivers chosen from the URL at run time.
        "sqlalchemy.dialects.sqlite",
        "sqlalchemy.dialects.sqlite.pysqlite",
        "sqlalchemy.dialects.postgresql",
        "sqlalchemy.dialects.postgresql.psycopg",
        "psycopg",
        "psycopg_binary",
        # The live web server (figs_td.web.server): uvicorn picks its loop, protocol and
        # lifespan modules by name at run time.
        *WEB_HIDDEN_IMPORTS,
    ]
    return list(dict.fromkeys(extra))


WEB_HIDDEN_IMPORTS: tuple[str, ...] = (
    "uvicorn.logging",
    "uvicorn.loops.auto",
    "uvicorn.loops.asyncio",
    "uvicorn.loops.uvloop",
    "uvicorn.protocols.http.auto",
    "uvicorn.protocols.http.h11_impl",
    "uvicorn.protocols.http.httptools_impl",
    "uvicorn.protocols.websockets.auto",
    "uvicorn.lifespan.on",
    "uvicorn.lifespan.off",
)


def web_datas() -> list[tuple[str, str]]:
    """The publishing templates and static files (read with importlib.resources)."""
    out: list[tuple[str, str]] = []
    for sub in ("templates", "static"):
        folder = ROOT / "figs_td" / "web" / sub
        for path in sorted(folder.glob("*")):
            if path.is_file() and not path.name.startswith("."):
                out.append((str(path), f"figs_td/web/{sub}"))
    return out


def resource_datas() -> list[tuple[str, str]]:
    """``(source file, destination folder)`` pairs for everything under ``resources/``.

    The destination mirrors the repository (``resources/translations/figs_td_en.qm`` …), so code
    that finds its resources relative to the package (``Path(figs_td.__file__).parent.parent /
    "resources"``) finds them in the bundle too.
    """
    out: list[tuple[str, str]] = []
    res = ROOT / "resources"
    if not res.is_dir():
        return out
    for path in sorted(res.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        if path.name.startswith(".") or path.suffix in _SKIP_SUFFIXES:
            continue
        out.append((str(path), str(path.parent.relative_to(ROOT).as_posix())))
    return out


def font_datas() -> list[tuple[str, str]]:
    """The DejaVu fonts and their licence for the bundle.

    ``installer/build.py`` takes them from the pinned matplotlib wheel and names the folder in
    ``FIGS_BUNDLE_FONT_DIR`` (and the licence in ``FIGS_BUNDLE_FONT_LICENCE``); a direct
    PyInstaller run falls back on the build machine's own DejaVu. Without DejaVu Sans and its bold
    face the build stops here: a missing font fails the build, never the user's first PDF.
    """
    out: list[tuple[str, str]] = []
    extra_dir = os.environ.get("FIGS_BUNDLE_FONT_DIR")
    dirs = ((extra_dir,) if extra_dir else ()) + FONT_DIRS
    for d in dirs:
        found = [Path(d) / f for f in FONT_FILES if (Path(d) / f).is_file()]
        if found:
            out.extend((str(p), FONT_DEST) for p in found)
            break
    names = {Path(src).name for src, _dest in out}
    if not {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"} <= names:
        raise SystemExit(
            "errore: caratteri DejaVu Sans (normale e grassetto) non trovati per la cartella del "
            "programma: costruire con installer/build.py (li prende dal pacchetto matplotlib) o "
            "indicarne la cartella in FIGS_BUNDLE_FONT_DIR"
        )
    licence = os.environ.get("FIGS_BUNDLE_FONT_LICENCE")
    for lic in ((licence,) if licence else ()) + FONT_LICENCES:
        if Path(lic).is_file():
            out.append((lic, FONT_DEST))
            break
    return out


def translation_sources_without_qm() -> list[Path]:
    """``.ts`` files without their compiled ``.qm`` (the build compiles them).

    A committed ``.qm`` is used as it is: file times after a ``git clone`` say nothing about
    which of the two is newer.
    """
    tdir = ROOT / "resources" / "translations"
    if not tdir.is_dir():
        return []
    return [ts for ts in sorted(tdir.glob("*.ts")) if not ts.with_suffix(".qm").exists()]


#: The texts of the manual folder (``manuale/`` beside the program), from ``docs/``.
MANUAL_TEXTS: tuple[str, ...] = ("manuale.md", "multi-postazione.md")


def manual_files() -> list[tuple[Path, str]]:
    """``(source file, path inside manuale/)`` for the manual folder the bundle ships.

    The texts of ``MANUAL_TEXTS``, every picture of ``docs/manual-images/`` and every other file
    of ``docs/`` a shipped text links to by a relative path (the pictures of ``docs/screenshots/``
    the manual shows), each at the same path relative to ``docs/``, so that every link of the
    shipped texts resolves inside the folder (``tests/docs/test_links.py`` checks it).
    """
    import re

    docs = ROOT / "docs"
    out: dict[str, Path] = {}
    for name in MANUAL_TEXTS:
        if (docs / name).is_file():
            out[name] = docs / name
    images = docs / "manual-images"
    if images.is_dir():
        for path in sorted(images.glob("*.png")):
            out[f"manual-images/{path.name}"] = path
    link = re.compile(r"\]\(([^)#:\s]+)(?:#[^)]*)?\)")
    for name in MANUAL_TEXTS:
        if not (docs / name).is_file():
            continue
        for target in link.findall((docs / name).read_text(encoding="utf-8")):
            path = (docs / target).resolve()
            if path.is_file() and docs.resolve() in path.parents:
                out.setdefault(path.relative_to(docs.resolve()).as_posix(), path)
    return [(src, dest) for dest, src in sorted(out.items())]
