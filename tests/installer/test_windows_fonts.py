"""On Windows the PDFs use the system's Arial or Segoe UI (the bundle carries no font there)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from figs_td.reports import fonts

SYSTEM_FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


@pytest.fixture
def windows(monkeypatch, tmp_path):
    if not SYSTEM_FONT.is_file():
        pytest.skip("serve un TrueType completo per la prova (fonts-dejavu-core)")
    windir = tmp_path / "Windows"
    (windir / "Fonts").mkdir(parents=True)
    monkeypatch.setattr(fonts.sys, "platform", "win32")
    monkeypatch.setenv("WINDIR", str(windir))
    monkeypatch.delenv("LOCALAPPDATA", raising=False)
    monkeypatch.delenv(fonts.FONT_ENV, raising=False)
    monkeypatch.delenv(fonts.FONT_BOLD_ENV, raising=False)
    return windir / "Fonts"


def test_windows_looks_in_the_windows_fonts_folder(windows: Path) -> None:
    assert fonts._font_dirs()[0] == windows


def test_arial_is_found_with_its_bold(windows: Path) -> None:
    for name in ("arial.ttf", "arialbd.ttf", "segoeui.ttf"):
        shutil.copy(SYSTEM_FONT, windows / name)
    found = fonts.find_font_files()
    assert (found.regular.name, found.bold.name) == ("arial.ttf", "arialbd.ttf")


def test_segoe_ui_when_arial_is_missing(windows: Path) -> None:
    shutil.copy(SYSTEM_FONT, windows / "segoeui.ttf")
    found = fonts.find_font_files()
    assert found.regular == windows / "segoeui.ttf"
    assert found.bold == found.regular  # no segoeuib.ttf: the regular face stands in


def test_no_usable_font_is_an_italian_error(windows: Path) -> None:
    (windows / "arial.ttf").write_bytes(b"not a font")
    with pytest.raises(fonts.FigsError, match="nessun carattere TrueType adatto"):
        fonts.find_font_files()
