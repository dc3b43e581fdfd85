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
    monkeypatch.setenv("FIGS_BUNDLE_FONT_DIR", str(tmp_path))
    fonts = bundle.font_datas()
    names = {Path(src).name: dest for src, dest in fonts}
    assert names["DejaVuSans.ttf"] == "resources/fonts"
    assert names["DejaVuSans-Bold.ttf"] == "resources/fonts"
    assert "DejaVuSansMono.ttf" not in names  # not in the folder given
    if any(Path(p).is_file() for p in bundle.FONT_LICENCES):
        assert any(dest.endswith("DejaVu-licence") for dest in names.values())


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
    for name in ("resource_datas()", "font_datas()", "hidden_imports()", "QT_EXCLUDES"):
        assert f"bundle.{name}" in text


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


def test_smoke_reads_the_command_list_from_help() -> None:
    help_text = (
        "usage: figs-td [-h] [--version] COMANDO ...\n\n"
        "positional arguments:\n"
        "  COMANDO\n"
        "    rules     profili di regole\n"
        "    new       crea un torneo\n"
        "    players   giocatori\n\n"
        "options:\n"
        "  -h, --help  show this help message and exit\n"
    )
    assert smoke._commands(help_text) == ["new", "players", "rules"]


def test_build_script_reuses_the_bootstrap_set_up() -> None:
    # installer/build.py prepares .venv through bootstrap.py's own function and interpreter path.
    spec = importlib.util.spec_from_file_location("_figs_bootstrap", ROOT / "bootstrap.py")
    assert spec and spec.loader
    boot = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(boot)
    assert callable(boot._ensure_venv)
    assert Path(boot.PY).name in ("python", "python.exe")
    assert 'bootstrap._ensure_venv("installer")' in (INSTALLER / "build.py").read_text()
