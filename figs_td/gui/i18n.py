"""Translations: Italian is the source language; English comes from resources/translations."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
_installed: list[QTranslator] = []


def translations_dir() -> Path:
    import sys

    bundle = getattr(sys, "_MEIPASS", None)  # PyInstaller
    if bundle:
        return Path(bundle) / "resources" / "translations"
    return TRANSLATIONS


def language_setting() -> str:
    """The chosen language: the setting, else the system's (Italian unless it is English)."""
    value = QSettings().value("language", "")
    if value:
        return str(value)
    return "en" if QLocale.system().language() == QLocale.Language.English else "it"


def install_translator(code: str) -> bool:
    """Load ``figs_td_<code>.qm``; Italian needs none. Returns whether one was installed."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    # Qt's own texts (wizard buttons, standard dialogs) in the same language.
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    if code == "it":
        return False
    translator = QTranslator(app)
    if translator.load(f"figs_td_{code}", str(translations_dir())):
        app.installTranslator(translator)
        _installed.append(translator)
        return True
    return False
