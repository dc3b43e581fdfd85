"""Issue 38 §6: every control of every tab has a name a screen reader can announce, and the
colours that carry a meaning are readable (contrast ≥ 4.5:1) and never alone."""

from __future__ import annotations

import re
from pathlib import Path

from gui_helpers import INTERACTIVE, pair, swiss_event, window_in
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QTabWidget, QWidget


def _unnamed(root: QWidget) -> set[str]:
    out = set()
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or not any(w.inherits(k) for k in INTERACTIVE):
            continue
        if w.inherits("QHeaderView") or w.objectName() == "qt_spinbox_lineedit":
            continue  # a spin box's own field and a table's header are announced with them
        face = QAccessible.queryAccessibleInterface(w)
        name = face.text(QAccessible.Text.Name).strip() if face is not None else ""
        if not name:
            out.add(f"{type(w).__name__}:{w.objectName() or w.parent().objectName()}")
    return out


def _walk(window) -> tuple[dict, int]:  # noqa: ANN001
    problems: dict = {}
    seen = 0
    for index in range(window.tabs.count()):
        if not window.tabs.isTabVisible(index):
            continue
        window.tabs.setCurrentIndex(index)
        page = window.tabs.widget(index)
        for tabs in page.findChildren(QTabWidget) or [None]:
            for sub in range(tabs.count()) if tabs is not None else [None]:
                if tabs is not None:
                    tabs.setCurrentIndex(sub)
                seen += sum(
                    1
                    for w in page.findChildren(QWidget)
                    if w.isVisible() and any(w.inherits(k) for k in INTERACTIVE)
                )
                missing = _unnamed(page) | _unnamed(window.reports_panel)
                if missing:
                    problems.setdefault(window.tabs.tabText(index), set()).update(missing)
    return problems, seen


def test_every_control_has_an_accessible_name(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    from figs_td.services.players import add_player
    from figs_td.services.tournament import create_tournament as make

    path = swiss_event(
        tmp_path / "cup.figs", ("Blu, Ada", "Verdi, Bice", "Gialli, Ciro", "Neri, Dora")
    )
    window = window_in(qtbot, "it", path)
    assert not _unnamed(window.stack.widget(0))  # the welcome page
    pair(qtbot, window)
    window.reports_panel.show()
    problems, seen = _walk(window)
    dup = tmp_path / "dup.figs"
    store = make(dup, "Cup", "duplicato")
    add_player(store, "Blu, Ada")
    store.close()
    window.open_path(str(dup))
    more, seen_dup = _walk(window)
    for key, value in more.items():
        problems.setdefault(f"duplicato {key}", set()).update(value)
    assert seen > 100 and seen_dup > 30  # the walk saw the pages
    report = "\n".join(f"{k}: {sorted(v)}" for k, v in sorted(problems.items()))
    assert problems == {}, report
    results = window.panels["results"]
    assert results.score1.accessibleName() == "Punteggio del primo giocatore"
    window.close_tournament()


def _luminance(colour: str) -> float:
    from PySide6.QtGui import QColor

    c = QColor(colour)

    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def contrast(ink: str, paper: str) -> float:
    hi, lo = sorted((_luminance(ink), _luminance(paper)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_contrast_formula() -> None:
    assert round(contrast("black", "white"), 1) == 21.0
    assert round(contrast("#777777", "white"), 2) == 4.48  # WCAG's grey just below 4.5


def test_coloured_text_is_readable(qapp) -> None:  # noqa: ANN001
    """Every text colour a page sets on the window's background (or on its own background)
    reaches 4.5:1: red errors, green confirmations, amber warnings, the verdict badges, the
    highlighted rows (black text), the projector and the duplicate room (dark background)."""
    from figs_td.gui.views import arbiter_view

    window_bg = qapp.palette().window().color().name()
    base_bg = qapp.palette().base().color().name()
    gui = Path(arbiter_view.__file__).parent.parent
    inks: set[str] = set()
    for source in gui.rglob("*.py"):
        if source.name in ("projector.py", "duplicate_view.py"):
            continue  # dark pages: their inks are checked below on their own background
        for line in source.read_text(encoding="utf-8").splitlines():
            if "background" in line:
                continue  # an own background: checked below with its ink
            inks.update(re.findall(r"[^-]color: (#[0-9a-fA-F]{6})", line))
    assert {"#b00020", "#1b5e20", "#9a5b00"} <= inks
    low = {ink: round(contrast(ink, bg), 2) for ink in inks for bg in (window_bg, base_bg)
           if contrast(ink, bg) < 4.5}  # fmt: skip
    assert low == {}
    pairs = [
        ("white", re.search(r"background: (#\w+)", arbiter_view.VALID_STYLE).group(1)),
        ("white", re.search(r"background: (#\w+)", arbiter_view.INVALID_STYLE).group(1)),
        ("black", "#fff3c4"),  # a table without result (Turni, Risultati)
        ("black", "#ffd0d0"),  # a score that does not add up (Formulario), a bad entry
        ("#ffd166", "#101820"),  # the projector's headings
        ("#8899aa", "#101820"),  # the projector's hint
        ("white", "#102030"),  # the duplicate room
        ("#ff6060", "#102030"),  # its clock in the last 30 s
    ]
    low = {p: round(contrast(*p), 2) for p in pairs if contrast(*p) < 4.5}
    assert low == {}
