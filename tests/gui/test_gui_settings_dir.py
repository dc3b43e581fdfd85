"""FIGS_TD_SETTINGS_DIR keeps the window's settings (recent files…) in a folder of its own."""

from __future__ import annotations

from pathlib import Path


def test_settings_folder_from_the_environment(tmp_path: Path, monkeypatch, qapp) -> None:  # noqa: ANN001
    from PySide6.QtCore import QSettings

    from figs_td.gui.app import SETTINGS_ENV, create_app

    folder = tmp_path / "portatile"
    monkeypatch.setenv(SETTINGS_ENV, str(folder))
    create_app()
    settings = QSettings()
    settings.setValue("recentFiles", ["/tornei/roma.figs"])
    settings.sync()
    assert Path(settings.fileName()).is_relative_to(folder)
    assert Path(settings.fileName()).is_file()
