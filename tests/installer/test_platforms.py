"""Every platform branch of the build (installer/platforms.py), checked on any machine."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path, PureWindowsPath

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"


def _load(name: str):
    sys.path.insert(0, str(INSTALLER))
    try:
        spec = importlib.util.spec_from_file_location(
            f"_figs_installer_{name}", INSTALLER / f"{name}.py"
        )
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses look their module up there
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(INSTALLER))


platforms = _load("platforms")
DIST = Path("/build/dist")


@pytest.mark.parametrize(
    ("sys_platform", "key"),
    [("linux", "linux"), ("win32", "windows"), ("darwin", "macos"), ("cygwin", "windows")],
)
def test_each_sys_platform_has_its_target(sys_platform: str, key: str) -> None:
    assert platforms.target_for(sys_platform).key == key


def test_an_unknown_platform_is_refused() -> None:
    with pytest.raises(ValueError, match="piattaforma non prevista"):
        platforms.target_for("sunos5")


@pytest.mark.parametrize(
    ("key", "cli", "gui"),
    [
        ("linux", "figs-td", "figs-td"),
        ("windows", "figs-td.exe", "figs-td-app.exe"),
        ("macos", "figs-td", "figs-td-app"),
    ],
)
def test_program_names(key: str, cli: str, gui: str) -> None:
    t = platforms.TARGETS[key]
    assert t.cli_exe(DIST) == DIST / "figs-td" / cli
    assert t.gui_exe(DIST) == DIST / "figs-td" / gui
    assert t.internal_dir(t.cli_exe(DIST)) == DIST / "figs-td" / "_internal"


@pytest.mark.parametrize(
    ("key", "machine", "archive", "setup"),
    [
        ("linux", "x86_64", "figs-td-0.2.0-linux-x86_64.tar.gz", None),
        ("windows", "AMD64", "figs-td-0.2.0-windows-x86_64.zip",
         "figs-td-0.2.0-windows-x86_64-setup.exe"),
        ("macos", "arm64", "figs-td-0.2.0-macos-arm64.zip", None),
        ("linux", "aarch64", "figs-td-0.2.0-linux-arm64.tar.gz", None),
    ],
)  # fmt: skip
def test_release_file_names(key: str, machine: str, archive: str, setup: str | None) -> None:
    t = platforms.TARGETS[key]
    assert t.archive_name("0.2.0", machine) == archive
    assert t.setup_name("0.2.0", machine) == setup


def test_macos_archives_the_app_with_ditto_and_the_others_with_python() -> None:
    mac = platforms.TARGETS["macos"]
    # the zip holds a folder: figs-td.app with LEGGIMI.txt and manuale/ beside it
    assert mac.archive_source(DIST) == DIST / "figs-td-macos" / "figs-td"
    assert mac.archive_command(DIST, "0.2.0", "arm64") == [
        "ditto", "-c", "-k", "--sequesterRsrc", "--keepParent",
        str(DIST / "figs-td-macos" / "figs-td"), str(DIST / "figs-td-0.2.0-macos-arm64.zip"),
    ]  # fmt: skip
    for key in ("linux", "windows"):
        t = platforms.TARGETS[key]
        assert t.archive_command(DIST, "0.2.0", "x86_64") is None
        assert t.archive_source(DIST) == DIST / "figs-td"
        assert t.bundle_path(DIST) is None


def test_smoke_command_lines_per_platform() -> None:
    setup = DIST / "figs-td-0.2.0-windows-x86_64-setup.exe"
    linux, win, mac = (platforms.TARGETS[k] for k in ("linux", "windows", "macos"))
    assert linux.smoke_commands(DIST) == [["smoke.py", str(DIST / "figs-td")]]
    assert linux.smoke_commands(DIST, setup) == [["smoke.py", str(DIST / "figs-td")]]
    assert win.smoke_commands(DIST, setup) == [
        ["smoke.py", str(DIST / "figs-td"), "--setup", str(setup)]
    ]
    assert win.smoke_commands(DIST) == [["smoke.py", str(DIST / "figs-td")]]
    assert mac.smoke_commands(DIST) == [
        ["smoke.py", str(DIST / "figs-td")],
        ["smoke.py", "--bundle", str(DIST / "figs-td.app" / "Contents" / "MacOS" / "figs-td-app")],
    ]


def test_icon_formats() -> None:
    assert [platforms.TARGETS[k].icon_format for k in ("linux", "windows", "macos")] == [
        None, "ico", "icns",
    ]  # fmt: skip


def test_windows_setup_script_is_per_user_with_association_and_start_menu() -> None:
    app_dir = PureWindowsPath(r"D:\a\figs td\Città\dist\figs-td")
    iss = platforms.inno_setup_script(
        version="0.2.0",
        app_dir=app_dir,
        out_dir=app_dir.parent,
        base_name="figs-td-0.2.0-windows-x86_64-setup",
        icon=PureWindowsPath(r"D:\a\figs td\build\icons\figs-td.ico"),
    )
    lines = iss.splitlines()
    assert "PrivilegesRequired=lowest" in lines  # no administrator rights: HKA = HKCU
    assert "ChangesAssociations=yes" in lines
    assert "OutputBaseFilename=figs-td-0.2.0-windows-x86_64-setup" in lines
    assert r"SetupIconFile=D:\a\figs td\build\icons\figs-td.ico" in lines
    assert (
        r'Source: "D:\a\figs td\Città\dist\figs-td\*"; DestDir: "{app}"; '
        "Flags: ignoreversion recursesubdirs createallsubdirs" in lines
    )
    assert r'Name: "{group}\figs-td"; Filename: "{app}\figs-td-app.exe"' in lines
    registry = [ln for ln in lines if ln.startswith("Root: HKA;")]
    assert registry[0] == (
        r'Root: HKA; Subkey: "Software\Classes\.figs"; ValueType: string; '
        'ValueName: ""; ValueData: "figs-td.torneo"; Flags: uninsdeletevalue'
    )
    # The document is passed quoted: folders with spaces and accents open.
    assert registry[-1].endswith(r'ValueData: """{app}\figs-td-app.exe"" ""%1"""')
    assert 'Name: "it"; MessagesFile: "compiler:Languages\\Italian.isl"' in lines
    assert lines[2] == "AppId={{6F1B7C52-8E0A-4E0F-9B7D-F1C5D0A2B3E4}"


def test_macos_app_opens_figs_documents_with_the_windowed_program() -> None:
    plist = platforms.mac_info_plist("0.2.0")
    assert plist["CFBundleExecutable"] == "figs-td-app"
    assert plist["CFBundleShortVersionString"] == "0.2.0"
    (uti,) = plist["UTExportedTypeDeclarations"]  # type: ignore[misc]
    assert uti["UTTypeTagSpecification"] == {"public.filename-extension": ["figs"]}
    (doc,) = plist["CFBundleDocumentTypes"]  # type: ignore[misc]
    assert doc["LSItemContentTypes"] == [uti["UTTypeIdentifier"]]


def test_spec_takes_every_platform_choice_from_platforms() -> None:
    text = (INSTALLER / "figs-td.spec").read_text(encoding="utf-8")
    assert "TARGET = platforms.current()" in text
    assert "if TARGET.gui_launcher:" in text and "if TARGET.app_bundle:" in text
    assert "platforms.mac_info_plist(" in text
    assert "argv_emulation=TARGET.app_bundle" in text
    assert 'os.environ.get("FIGS_BUILD_ICON")' in text


def test_build_refuses_a_tag_that_does_not_match_the_version(monkeypatch, capsys) -> None:
    build = _load("build")
    monkeypatch.setattr(build, "_bundle_python", lambda: Path(sys.executable))
    monkeypatch.setattr(build, "fetch_fonts", lambda py: pytest.fail("fonts fetched anyway"))
    monkeypatch.setattr(build, "_version", lambda py: "0.1.0")
    monkeypatch.setattr(build, "_platform_icon", lambda py, t: pytest.fail("built anyway"))
    assert build.main(["--expect-version", "v0.2.0"]) == 2
    assert "il tag dice v0.2.0 ma il programma è alla versione 0.1.0" in capsys.readouterr().err


def test_smoke_uses_a_folder_with_spaces_and_accents() -> None:
    smoke = _load("smoke")
    assert " " in smoke.ODD_FOLDER and not smoke.ODD_FOLDER.isascii()
    assert smoke.EXE_NAME == platforms.current().exe_name()


def test_the_icon_is_ours_and_square() -> None:
    png = ROOT / "resources" / "icons" / "figs-td.png"
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert width == height == 512
    assert (ROOT / "resources" / "icons" / "make_icon.py").is_file()


def test_lexicons_and_data_go_to_the_users_appdata_on_windows(monkeypatch, tmp_path) -> None:
    windows = pytest.importorskip("platformdirs.windows")
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "Nicolò" / "AppData" / "Local"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "Nicolò" / "AppData" / "Roaming"))
    if sys.platform != "win32":
        monkeypatch.setattr(windows, "get_win_folder", windows.get_win_folder_from_env_vars)
    dirs = windows.Windows(appname="figs-td", appauthor=False)
    assert Path(dirs.user_data_dir) == tmp_path / "Nicolò" / "AppData" / "Local" / "figs-td"
