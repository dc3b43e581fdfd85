"""Duplicate tests: a small Italian list made at run time from Debian's hunspell-it (never stored
in the repository), imported into a temporary data folder shared by the tests of a worker."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

IT_DIC = Path("/usr/share/hunspell/it_IT.dic")


@pytest.fixture(scope="session")
def _italian(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The ~60,000-word list made once per worker: its name and its data folder."""
    if not IT_DIC.is_file():
        pytest.skip("hunspell-it non installato")
    from figs_td.core.lexicon.sources import load_hunspell
    from figs_td.services.lexicon.lists import import_lexicon
    from figs_td.services.lexicon.moves import ensure_graph

    base = tmp_path_factory.mktemp("dup-data")
    saved = {k: os.environ.get(k) for k in ("FIGS_TD_DATA", "FIGS_TD_HUNSPELL_IT")}
    os.environ["FIGS_TD_DATA"] = str(base / "data")
    os.environ["FIGS_TD_HUNSPELL_IT"] = str(base / "none" / "it_IT.dic")
    rng = random.Random(18)
    words = [w for w in load_hunspell(IT_DIC, strict=True) if len(w) <= 7]
    keep = sorted(w for w in words if len(w) <= 3 or rng.random() < 0.25)
    src = base / "piccolo.txt"
    src.write_text("\n".join(keep) + "\n", encoding="utf-8")
    name = "Piccolo italiano"
    import_lexicon(src, name)
    ensure_graph(name)
    # Set back at once: only the tests that ask for the list see its folder (``italian``).
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    yield name, base


@pytest.fixture
def italian(_italian: tuple[str, Path], monkeypatch: pytest.MonkeyPatch) -> str:
    """The name of a ~60,000-word list (hunspell-it forms of up to 7 letters, a seeded sample),
    with its move-generator graph already built; ``FIGS_TD_DATA`` points to its folder for
    this test only."""
    name, base = _italian
    monkeypatch.setenv("FIGS_TD_DATA", str(base / "data"))
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(base / "none" / "it_IT.dic"))
    return name


@pytest.fixture
def event(tmp_path: Path, italian: str) -> Iterator[object]:
    """A duplicate tournament with 20 players, the small list chosen for it."""
    from figs_td.services.players import add_player
    from figs_td.services.rulings import set_tournament_lexicon
    from figs_td.services.tournament import create_tournament

    store = create_tournament(tmp_path / "dup.figs", "Duplicato di prova", "duplicato")
    for i in range(1, 21):
        add_player(store, f"Giocatore{i:02d}, Nome")
    set_tournament_lexicon(store, italian)
    yield store
    store.close()


@pytest.fixture
def window(qtbot: Any, qapp: Any, tmp_path: Path) -> Iterator[Any]:
    """The main window, with its settings in a temporary folder."""
    from PySide6.QtCore import QSettings

    from figs_td.gui.window.main_window import MainWindow

    qapp.setOrganizationName("FIGS-test")
    qapp.setApplicationName("figs-td-test")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "ini"))
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_tournament()


@pytest.fixture
def tiny(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A list of two words, {LA, ALA}, the one of the hand-worked duplicate tests."""
    from figs_td.services.lexicon.lists import import_lexicon

    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(tmp_path / "none" / "it_IT.dic"))
    src = tmp_path / "la.txt"
    src.write_text("la\nala\n", encoding="utf-8")
    import_lexicon(src, "prova")
    return "prova"
