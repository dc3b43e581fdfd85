"""The publishing package stays a face of its own: no Qt, no store transaction, no SQL."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "figs_td" / "web"


def test_web_imports_no_qt_and_opens_no_transaction() -> None:
    sources = sorted(WEB.glob("*.py"))
    assert len(sources) >= 6
    for src in sources:
        text = src.read_text("utf-8")
        assert not re.search(r"^\s*(from|import) PySide6", text, re.M), src.name
        assert not re.search(r"^\s*(from|import) (sqlalchemy|sqlmodel)", text, re.M), src.name
        assert ".transaction(" not in text and "store.read()" not in text, src.name
        assert "tx." not in text, src.name


def test_templates_autoescape_and_never_mark_input_safe() -> None:
    for tpl in sorted((WEB / "templates").glob("*.html")):
        text = tpl.read_text("utf-8")
        assert "|safe" not in text and "autoescape false" not in text, tpl.name
