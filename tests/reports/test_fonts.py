"""Font discovery: an embedded TrueType covering Ł, ő, ç; never reportlab's Vera silently."""

from pathlib import Path

import pytest
import reportlab

from figs_td.errors import FigsError
from figs_td.reports import fonts


def test_system_font_covers_latin_extended() -> None:
    files = fonts.find_font_files()
    assert files.regular.suffix.lower() == ".ttf"
    assert fonts._covers(files.regular)


def test_override_by_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    chosen = fonts.find_font_files().regular
    monkeypatch.setenv(fonts.FONT_ENV, str(chosen))
    assert fonts.find_font_files().regular == chosen


def test_missing_override_is_an_italian_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(fonts.FONT_ENV, str(tmp_path / "manca.ttf"))
    with pytest.raises(FigsError, match="non esiste"):
        fonts.find_font_files()


def test_vera_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    vera = Path(reportlab.__file__).parent / "fonts" / "Vera.ttf"
    assert vera.is_file()
    monkeypatch.setenv(fonts.FONT_ENV, str(vera))
    with pytest.raises(FigsError, match="Ł"):
        fonts.find_font_files()


def test_no_font_anywhere(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(fonts.FONT_ENV, raising=False)
    monkeypatch.setattr(fonts, "_font_dirs", lambda: [tmp_path])
    with pytest.raises(FigsError, match="fonts-dejavu-core"):
        fonts.find_font_files()


def test_reports_do_not_import_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys, figs_td.reports.documents, figs_td.reports.prepare, "
        "figs_td.services.reports.documents, figs_td.services.federation, figs_td.cli.cmd_reports; "
        "print(any(m.startswith('PySide6') for m in sys.modules), "
        "'reportlab' in sys.modules, 'openpyxl' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False", "False"]
