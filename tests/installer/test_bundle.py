"""Fast checks of what the installer bundles (the real PyInstaller build is installer/build.py)."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(
        f"_figs_installer_{name}", INSTALLER / f"{name}.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bundle = _load("bundle")
smoke = _load("smoke")
build = _load("build")
platforms = smoke.platforms


def test_every_cli_command_module_is_a_hidden_import() -> None:
    on_disk = {f"figs_td.cli.{p.stem}" for p in (ROOT / "figs_td" / "cli").glob("cmd_*.py")}
    assert "figs_td.cli.cmd_rules" in on_disk
    assert on_disk <= set(bundle.hidden_imports())


def test_gui_and_store_modules_are_hidden_imports() -> None:
    hidden = set(bundle.hidden_imports())
    assert {"figs_td", "figs_td.cli", "figs_td.gui.app", "figs_td.core.rules"} <= hidden
    assert "sqlalchemy.dialects.postgresql.psycopg" in hidden
    assert not any(name.endswith("__init__") for name in hidden)


def test_resources_are_bundled_at_the_same_relative_place() -> None:
    datas = bundle.resource_datas()
    by_source = {Path(src).resolve(): dest for src, dest in datas}
    res = ROOT / "resources"
    expected = [
        *res.glob("translations/*.qm"),
        *res.glob("examples/*.figs"),
        *res.glob("icons/*.png"),
    ]
    for path in expected:
        assert by_source[path.resolve()] == path.parent.relative_to(ROOT).as_posix()
    assert not any(src.endswith((".ts", ".py")) for src, _ in datas)


def test_example_tournament_is_bundled() -> None:
    examples = sorted((ROOT / "resources" / "examples").glob("*.figs"))
    if not examples:
        pytest.skip("the example tournament has not been generated yet")
    dests = {(Path(s).name, d) for s, d in bundle.resource_datas()}
    assert (examples[0].name, "resources/examples") in dests


def test_fonts_come_from_the_given_folder_with_their_licence(tmp_path, monkeypatch) -> None:
    (tmp_path / "DejaVuSans.ttf").write_bytes(b"x")
    (tmp_path / "DejaVuSans-Bold.ttf").write_bytes(b"x")
    (tmp_path / "LICENSE_DEJAVU").write_text("licenza")
    monkeypatch.setenv("FIGS_BUNDLE_FONT_DIR", str(tmp_path))
    monkeypatch.setenv("FIGS_BUNDLE_FONT_LICENCE", str(tmp_path / "LICENSE_DEJAVU"))
    fonts = bundle.font_datas()
    names = {Path(src).name: dest for src, dest in fonts}
    assert names["DejaVuSans.ttf"] == "resources/fonts"
    assert names["DejaVuSans-Bold.ttf"] == "resources/fonts"
    assert names["LICENSE_DEJAVU"] == "resources/fonts"
    assert "DejaVuSansMono.ttf" not in names  # not in the folder given


def test_a_build_without_fonts_stops(tmp_path, monkeypatch) -> None:
    (tmp_path / "DejaVuSans.ttf").write_bytes(b"x")  # the bold face is missing
    monkeypatch.setenv("FIGS_BUNDLE_FONT_DIR", str(tmp_path))
    monkeypatch.setattr(bundle, "FONT_DIRS", ())
    with pytest.raises(SystemExit, match="DejaVu Sans"):
        bundle.font_datas()


def _qt_modules_used() -> set[str]:
    used: set[str] = set()
    for path in (ROOT / "figs_td").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= {f"PySide6.{m}" for m in re.findall(r"PySide6\.(Qt\w+)", text)}
        for group in re.findall(r"from PySide6 import \(?([\w\s,]+)\)?", text):
            used |= {f"PySide6.{m.strip()}" for m in group.split(",") if m.strip()}
    return used


def test_no_excluded_qt_module_is_used_by_the_program() -> None:
    used = _qt_modules_used()
    assert "PySide6.QtWidgets" in used
    assert not used & set(bundle.QT_EXCLUDES), used & set(bundle.QT_EXCLUDES)


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/translations/qtbase_it.qm", True),
        ("PySide6/Qt/translations/qtbase_en.qm", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("resources/translations/figs_td_en.qm", True),
        ("PySide6\\Qt\\plugins\\platformthemes\\libqgtk3.so", False),
    ],
)
def test_bundle_filter(dest: str, kept: bool) -> None:
    assert bundle.keep_bundle_entry(dest) is kept


def test_spec_is_valid_python_and_uses_the_shared_lists() -> None:
    text = (INSTALLER / "figs-td.spec").read_text(encoding="utf-8")
    compile(text, "figs-td.spec", "exec")
    for name in (
        "resource_datas()",
        "font_datas()",
        "hidden_imports()",
        "QT_EXCLUDES",
        "compiled_binaries()",
    ):
        assert f"bundle.{name}" in text


def test_the_compiled_search_is_bundled_from_the_checkout_or_the_build_environment(
    tmp_path, monkeypatch
) -> None:
    import importlib.machinery

    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    checkout, site = tmp_path / "checkout", tmp_path / "site"
    (checkout / "figs_td" / "core").mkdir(parents=True)
    (site / "figs_td" / "core").mkdir(parents=True)
    monkeypatch.setattr(bundle, "ROOT", checkout)
    assert bundle.compiled_binaries([site]) == []  # no compiler: nothing, pure Python
    installed = site / "figs_td" / "core" / f"_movegen{suffix}"
    installed.write_bytes(b"")
    assert bundle.compiled_binaries([site]) == [(str(installed), "figs_td/core")]
    in_place = checkout / "figs_td" / "core" / f"_movegen{suffix}"
    in_place.write_bytes(b"")
    assert bundle.compiled_binaries([site]) == [(str(in_place), "figs_td/core")]
    (checkout / "figs_td" / "core" / "_movegen.other-abi.so").write_bytes(b"")
    in_place.unlink()  # a build for another Python is not taken
    assert bundle.compiled_binaries([site]) == [(str(installed), "figs_td/core")]


def test_installer_extra_lists_pyinstaller() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extra = data["project"]["optional-dependencies"]["installer"]
    assert any(req.lower().startswith("pyinstaller") for req in extra)


def _entry(env_extra: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, **env_extra)
    return subprocess.run(
        [sys.executable, str(INSTALLER / "figs_td_entry.py"), *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
    )


def test_entry_script_is_the_cli() -> None:
    import figs_td

    proc = _entry({}, "--version")
    assert proc.returncode == 0
    assert proc.stdout.strip() == f"figs-td {figs_td.__version__}"


def test_entry_script_lists_command_modules_like_the_cli() -> None:
    proc = _entry({"FIGS_TD_SMOKE_MODULES": "1"})
    assert proc.returncode == 0
    expected = sorted(p.stem for p in (ROOT / "figs_td" / "cli").glob("cmd_*.py"))
    assert proc.stdout.splitlines()[0].split() == expected


def test_smoke_reads_the_command_list_from_the_grouped_help() -> None:
    help_text = (
        "uso: figs-td [-h] [--version] COMANDO ...\n\n"
        "Direzione di gara.\n\n"
        "Comandi per attività (figs-td COMANDO --help per i dettagli):\n\n"
        "Torneo:\n"
        "  new         crea un torneo\n"
        "              (continua)\n\n"
        "Giocatori:\n"
        "  players     giocatori\n"
        "  import-tsh  da TSH\n\n"
        "opzioni:\n"
        "  -h, --help  mostra questo aiuto ed esce\n"
        "  --version   mostra la versione\n"
    )
    assert smoke._commands(help_text) == ["import-tsh", "new", "players"]


def test_smoke_reads_the_real_help() -> None:
    from figs_td.cli.commands import COMMANDS

    done = subprocess.run(
        [sys.executable, "-m", "figs_td", "--help"], capture_output=True, text=True, check=True
    )
    assert smoke._commands(done.stdout) == sorted(name for name, _m, _h in COMMANDS)


def test_leggimi_names_what_each_build_contains() -> None:
    for key, target in platforms.TARGETS.items():
        text = build.leggimi(target, "1.2.3", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
        assert "figs-td 1.2.3" in text and target.examples_text() in text
        claims = smoke.leggimi_claims(text, target)
        assert "manuale/manuale.md" in claims
        if key != "macos":
            assert any(c.endswith("/fonts/DejaVuSans-Bold.ttf") for c in claims)
    none = build.leggimi(platforms.TARGETS["linux"], "1", [])
    assert "Caratteri DejaVu inclusi" not in none and "caratteri del sistema" in none


def test_constraints_pin_every_dependency_exactly() -> None:
    text = (INSTALLER / "constraints.txt").read_text(encoding="utf-8")
    lines = [ln.split("#")[0].strip() for ln in text.splitlines() if ln.split("#")[0].strip()]
    assert lines and all("==" in ln for ln in lines)
    pinned = build.pinned_names(text)
    for dep in ("pyside6-essentials", "sqlmodel", "reportlab", "openpyxl", "pyinstaller",
                "matplotlib", "jinja2", "uvicorn", "segno"):  # fmt: skip
        assert dep in pinned, dep
    assert build.pinned_names("Foo_Bar==1.0 ; sys_platform == 'win32'\nbaz[x]==2\n") == {
        "foo-bar",
        "baz",
    }


def test_the_mac_release_folder_holds_the_app_and_the_manual() -> None:
    mac = platforms.TARGETS["macos"]
    dist = Path("dist")
    release = mac.release_dir(dist)
    assert release is not None and mac.archive_source(dist) == release
    command = mac.archive_command(dist, "1.0", "arm64")
    assert command is not None and str(release) in command
    assert platforms.TARGETS["linux"].release_dir(dist) is None
