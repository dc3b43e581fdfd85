"""Every difference between the platforms the application is built for, in one place.

Plain Python (standard library only), read by ``installer/build.py``, ``installer/smoke.py``,
``installer/figs-td.spec`` and the tests in ``tests/installer/``; the release workflow
(``.github/workflows/release.yml``) runs ``installer/build.py`` on each platform and never decides
anything by itself. A platform is chosen by ``sys.platform`` (:func:`current`), or by name in the
tests, so that each branch is checked on any machine.

What is built (``dist/`` by default):

=========  ======================================  =====================================================
platform   program                                 archives for the release
=========  ======================================  =====================================================
linux      ``figs-td/figs-td``                     ``figs-td-VERSION-linux-x86_64.tar.gz``
windows    ``figs-td\\figs-td.exe`` (console),     ``figs-td-VERSION-windows-x86_64.zip`` (portable) and
           ``figs-td\\figs-td-app.exe`` (window)   ``figs-td-VERSION-windows-x86_64-setup.exe`` (Inno
                                                   Setup: Start menu, ``.figs`` association, per user)
macos      ``figs-td.app`` (and ``figs-td/``)      ``figs-td-VERSION-macos-arm64.zip`` (the ``.app``,
                                                   zipped with ``ditto`` to keep its symbolic links)
=========  ======================================  =====================================================
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path, PurePath

APP_NAME = "figs-td"
#: The file type the program opens (double-click / "Apri con").
FILE_EXTENSION = ".figs"
FILE_TYPE_ID = "figs-td.torneo"
FILE_TYPE_LABEL = "Torneo di Scrabble (figs-td)"
BUNDLE_ID = "it.figs.figs-td"


@dataclass(frozen=True)
class Target:
    """One platform the application is built for."""

    key: str  # "linux" | "windows" | "macos": used in archive names and the workflow matrix
    sys_platform: str  # the value of sys.platform there
    exe_suffix: str  # ".exe" on Windows
    archive_format: str  # "gztar" | "zip"
    icon_format: str | None  # the icon file the launcher needs: "ico", "icns" or none
    gui_launcher: bool  # a second launcher without a console window (figs-td-app)
    app_bundle: bool  # macOS .app
    setup_program: bool  # Inno Setup installer (Windows)

    # -- names ---------------------------------------------------------------------------------
    def exe_name(self, gui: bool = False) -> str:
        """``figs-td`` / ``figs-td.exe``; with ``gui``: the launcher without a console."""
        name = APP_NAME + ("-app" if gui and self.gui_launcher else "")
        return name + self.exe_suffix

    def app_dir(self, dist: Path) -> Path:
        """The folder PyInstaller makes (all platforms)."""
        return dist / APP_NAME

    def cli_exe(self, dist: Path) -> Path:
        return self.app_dir(dist) / self.exe_name()

    def gui_exe(self, dist: Path) -> Path:
        return self.app_dir(dist) / self.exe_name(gui=True)

    def bundle_path(self, dist: Path) -> Path | None:
        """``dist/figs-td.app`` on macOS, else ``None``."""
        return dist / f"{APP_NAME}.app" if self.app_bundle else None

    def bundle_exe(self, dist: Path) -> Path | None:
        """The program inside the ``.app`` (what a double-click starts: the windowed launcher)."""
        app = self.bundle_path(dist)
        return app / "Contents" / "MacOS" / self.exe_name(gui=True) if app else None

    def internal_dir(self, exe: Path) -> Path:
        """Where PyInstaller puts the data files next to a program of the one-folder build."""
        return exe.parent / "_internal"

    def archive_base(self, version: str, machine: str) -> str:
        return f"{APP_NAME}-{version}-{self.key}-{normalise_machine(machine)}"

    def archive_name(self, version: str, machine: str) -> str:
        ext = ".zip" if self.archive_format == "zip" else ".tar.gz"
        return self.archive_base(version, machine) + ext

    def setup_name(self, version: str, machine: str) -> str | None:
        if not self.setup_program:
            return None
        return self.archive_base(version, machine) + "-setup.exe"

    def release_dir(self, dist: Path) -> Path | None:
        """macOS: the folder that is zipped for the release, ``figs-td.app`` with ``LEGGIMI.txt``
        and ``manuale/`` beside it (the manual is also inside the ``.app``); else ``None``."""
        return dist / f"{APP_NAME}-macos" / APP_NAME if self.app_bundle else None

    def archive_source(self, dist: Path) -> Path:
        """What goes into the archive: the release folder on macOS, the program folder elsewhere."""
        return self.release_dir(dist) or self.app_dir(dist)

    # -- what LEGGIMI.txt says (each statement checked against the build by smoke.py) ----------
    def start_text(self) -> str:
        if self.key == "windows":
            return (
                "figs-td-app.exe (figs-td.exe dal Prompt dei comandi); il programma di "
                "installazione figs-td-…-setup.exe aggiunge il menu Start e apre i file .figs"
            )
        if self.key == "macos":
            return (
                f"{APP_NAME}.app (trascinarlo in Applicazioni; la prima volta Ctrl-clic → Apri, "
                "perché il programma non è firmato da Apple)"
            )
        return (
            f"./{APP_NAME}  (./installa-menu.sh lo aggiunge al menu e apre i file .figs con "
            "un doppio clic)"
        )

    def data_text(self, *parts: str) -> str:
        """Where a bundled data folder is, as LEGGIMI.txt names it (``resources/examples``…)."""
        if self.key == "macos":
            return "/".join((f"{APP_NAME}.app", "Contents", "Resources", *parts))
        sep = "\\" if self.key == "windows" else "/"
        return sep.join(("_internal", *parts))

    def manual_text(self) -> str:
        if self.key == "macos":
            return f"manuale/manuale.md (accanto a {APP_NAME}.app e dentro, in Contents/Resources)"
        return "manuale\\manuale.md" if self.key == "windows" else "manuale/manuale.md"

    def examples_text(self) -> str:
        return self.data_text("resources", "examples")

    def fonts_text(self) -> str:
        return self.data_text("resources", "fonts")

    def archive_command(self, dist: Path, version: str, machine: str) -> list[str] | None:
        """An external command that makes the archive, or ``None`` (Python's shutil does it).

        On macOS ``ditto`` keeps the symbolic links and extended attributes of the ``.app``
        (a plain zip would copy each linked framework twice and break the bundle's layout).
        """
        if not self.app_bundle:
            return None
        src = self.archive_source(dist)
        dest = dist / self.archive_name(version, machine)
        return ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(src), str(dest)]

    # -- the smoke test --------------------------------------------------------------------------
    def smoke_commands(self, dist: Path, setup: Path | None = None) -> list[list[str]]:
        """The command lines ``installer/build.py`` runs to smoke-test a build (``smoke.py``).

        The program folder on every platform; on macOS also the ``.app``'s own program; on
        Windows, when the set-up program was built, a silent per-user install of it too.
        """
        first = ["smoke.py", str(self.app_dir(dist))]
        if setup is not None and self.setup_program:
            first += ["--setup", str(setup)]
        cmds = [first]
        app = self.bundle_exe(dist)
        if app is not None:
            cmds.append(["smoke.py", "--bundle", str(app)])
        return cmds


TARGETS: dict[str, Target] = {
    "linux": Target("linux", "linux", "", "gztar", None, False, False, False),
    "windows": Target("windows", "win32", ".exe", "zip", "ico", True, False, True),
    "macos": Target("macos", "darwin", "", "zip", "icns", True, True, False),
}


def target_for(sys_platform: str) -> Target:
    """The target of a ``sys.platform`` value (``linux``, ``win32``, ``darwin``)."""
    if sys_platform.startswith("linux"):
        return TARGETS["linux"]
    if sys_platform in ("win32", "cygwin"):
        return TARGETS["windows"]
    if sys_platform == "darwin":
        return TARGETS["macos"]
    raise ValueError(f"piattaforma non prevista: {sys_platform}")


def current() -> Target:
    return target_for(sys.platform)


def normalise_machine(machine: str) -> str:
    """``AMD64``/``x86_64`` → ``x86_64``; ``arm64``/``aarch64`` → ``arm64`` (archive names)."""
    m = machine.lower()
    if m in ("amd64", "x86_64", "x64"):
        return "x86_64"
    if m in ("arm64", "aarch64"):
        return "arm64"
    return m or "unknown"


def mac_info_plist(version: str) -> dict[str, object]:
    """Entries of the macOS ``Info.plist``: the program to start, and ``.figs`` as its document."""
    mac = TARGETS["macos"]
    uti = f"{BUNDLE_ID}.torneo"
    return {
        "CFBundleExecutable": mac.exe_name(gui=True),
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "NSHighResolutionCapable": True,
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": uti,
                "UTTypeDescription": FILE_TYPE_LABEL,
                "UTTypeConformsTo": ["public.data"],
                "UTTypeTagSpecification": {"public.filename-extension": [FILE_EXTENSION[1:]]},
            }
        ],
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": FILE_TYPE_LABEL,
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [uti],
            }
        ],
    }


#: Where Inno Setup's compiler is usually installed on Windows (it is also looked up on PATH).
ISCC_CANDIDATES: tuple[str, ...] = (
    r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe",
    r"C:\Program Files\Inno Setup 6\ISCC.exe",
)


def _iss_path(path: PurePath | str) -> str:
    return str(path).replace("/", "\\")


def inno_setup_script(*, version: str, app_dir: PurePath, out_dir: PurePath, base_name: str,
                      icon: PurePath | None) -> str:  # fmt: skip
    """The Inno Setup script of the Windows installer.

    Per-user install without administrator rights (``PrivilegesRequired=lowest``: ``{autopf}``
    is then the user's own Programs folder and ``HKA`` is ``HKEY_CURRENT_USER``), a Start-menu
    entry, an optional desktop icon, ``.figs`` files opened by ``figs-td-app.exe`` (quoted, so
    paths with spaces and accents work), Italian and English set-up texts, and an uninstaller that
    removes the association.
    """
    win = TARGETS["windows"]
    gui = win.exe_name(gui=True)
    icon_line = f"SetupIconFile={_iss_path(icon)}\n" if icon else ""
    return (
        "; Generated by installer/build.py — do not edit by hand.\n"
        "[Setup]\n"
        "AppId={{6F1B7C52-8E0A-4E0F-9B7D-F1C5D0A2B3E4}\n"
        f"AppName={APP_NAME}\n"
        f"AppVersion={version}\n"
        f"AppVerName={APP_NAME} {version}\n"
        "AppPublisher=figs-td\n"
        f"DefaultDirName={{autopf}}\\{APP_NAME}\n"
        f"DefaultGroupName={APP_NAME}\n"
        "DisableProgramGroupPage=yes\n"
        "PrivilegesRequired=lowest\n"
        "PrivilegesRequiredOverridesAllowed=dialog\n"
        "ArchitecturesAllowed=x64compatible\n"
        "ArchitecturesInstallIn64BitMode=x64compatible\n"
        "ChangesAssociations=yes\n"
        f"OutputDir={_iss_path(out_dir)}\n"
        f"OutputBaseFilename={base_name}\n"
        f"{icon_line}"
        f"UninstallDisplayIcon={{app}}\\{gui}\n"
        "Compression=lzma2\n"
        "SolidCompression=yes\n"
        "WizardStyle=modern\n"
        "\n[Languages]\n"
        'Name: "it"; MessagesFile: "compiler:Languages\\Italian.isl"\n'
        'Name: "en"; MessagesFile: "compiler:Default.isl"\n'
        "\n[Tasks]\n"
        'Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; Flags: unchecked\n'
        "\n[Files]\n"
        f'Source: "{_iss_path(app_dir)}\\*"; DestDir: "{{app}}"; '
        "Flags: ignoreversion recursesubdirs createallsubdirs\n"
        "\n[Icons]\n"
        f'Name: "{{group}}\\{APP_NAME}"; Filename: "{{app}}\\{gui}"\n'
        f'Name: "{{group}}\\{{cm:UninstallProgram,{APP_NAME}}}"; Filename: "{{uninstallexe}}"\n'
        f'Name: "{{autodesktop}}\\{APP_NAME}"; Filename: "{{app}}\\{gui}"; Tasks: desktopicon\n'
        "\n[Registry]\n"
        f'Root: HKA; Subkey: "Software\\Classes\\{FILE_EXTENSION}"; ValueType: string; '
        f'ValueName: ""; ValueData: "{FILE_TYPE_ID}"; Flags: uninsdeletevalue\n'
        f'Root: HKA; Subkey: "Software\\Classes\\{FILE_TYPE_ID}"; ValueType: string; '
        f'ValueName: ""; ValueData: "{FILE_TYPE_LABEL}"; Flags: uninsdeletekey\n'
        f'Root: HKA; Subkey: "Software\\Classes\\{FILE_TYPE_ID}\\DefaultIcon"; '
        f'ValueType: string; ValueName: ""; ValueData: "{{app}}\\{gui},0"\n'
        f'Root: HKA; Subkey: "Software\\Classes\\{FILE_TYPE_ID}\\shell\\open\\command"; '
        f'ValueType: string; ValueName: ""; ValueData: """{{app}}\\{gui}"" ""%1"""\n'
        "\n[Run]\n"
        f'Filename: "{{app}}\\{gui}"; Description: "{{cm:LaunchProgram,{APP_NAME}}}"; '
        "Flags: nowait postinstall skipifsilent\n"
    )
