"""GUI tests: offscreen, a fresh temporary tournament file and fresh settings per test."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path: Path, qapp) -> Iterator[None]:  # noqa: ANN001
    from PySide6.QtCore import QSettings

    qapp.setOrganizationName("FIGS-test")
    qapp.setApplicationName("figs-td-test")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "ini"))
    yield


@pytest.fixture
def window(qtbot):  # noqa: ANN001, ANN201
    from figs_td.gui.window.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_tournament()


@pytest.fixture
def tournament_file(tmp_path: Path) -> Path:
    return tmp_path / "torneo.figs"
