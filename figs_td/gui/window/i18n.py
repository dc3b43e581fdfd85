"""Translations: Italian is the source language; English comes from resources/translations."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator


def translator(context: str) -> Callable[[str], str]:
    """``_tr = translator("rounds")``: ``_tr(text)`` is ``QCoreApplication.translate("rounds",
    text)``, the module's texts under one context (``resources/translations/build.py`` reads
    the context from that line and the texts from the ``_tr("…")`` calls)."""
    return partial(QCoreApplication.translate, context)


TRANSLATIONS = Path(__file__).resolve().parents[3] / "resources" / "translations"
_installed: list[QTranslator] = []
#: The language installed last ("it" until an English translation is loaded).
_current: list[str] = ["it"]


#: Key names Qt's own Italian translation leaves in English (``qtbase_it`` has "Shift" for
#: "Shift"): the manual and Italian keyboards say Maiusc (issue 38).
ITALIAN_KEYS = {"Shift": "Maiusc"}


class ItalianKeys(QTranslator):
    """Installed after ``qtbase_it`` in Italian: shortcut labels read "Ctrl+Maiusc+Z"."""

    def translate(  # noqa: D102
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if context == "QShortcut":
            return ITALIAN_KEYS.get(source)  # None: the next translator answers
        return None

    def isEmpty(self) -> bool:  # noqa: N802, D102
        return False


def current_language() -> str:
    """The window's language now: "en" once the English translation is installed, else "it"."""
    return _current[0]


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


def system_locale_for_italian() -> None:
    """Before the application exists: Qt's file dialogs format sizes ("9,52 KiB") and dates with
    the *system* locale, which Qt reads from the environment once (the first ``QSettings`` or
    ``QLocale`` fixes it). Italian is the program's language: unless the desktop already speaks
    Italian or English, this process asks Qt for Italian numbers and dates. (An English desktop
    keeps its own, whatever the language chosen in the window.)"""
    import os

    env = os.environ.get("LC_ALL") or os.environ.get("LC_TIME") or os.environ.get("LANG") or ""
    if env.startswith(("it", "en")):
        return
    if "LC_ALL" in os.environ:
        os.environ.setdefault("LC_CTYPE", os.environ.pop("LC_ALL"))
    for name in ("LC_NUMERIC", "LC_TIME"):
        os.environ[name] = "it_IT.UTF-8"


def install_translator(code: str) -> bool:
    """Load ``figs_td_<code>.qm``; Italian needs none. Returns whether one was installed."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    _current[0] = "it"
    language = QLocale.Language.Italian if code == "it" else QLocale.Language.English
    country = QLocale.Country.Italy if code == "it" else QLocale.Country.UnitedKingdom
    QLocale.setDefault(QLocale(language, country))  # spin boxes, dates in the window
    # Qt's own texts (wizard buttons, standard dialogs) in the same language.
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    if code == "it":
        keys = ItalianKeys(app)
        app.installTranslator(keys)
        _installed.append(keys)
        return False
    translator = QTranslator(app)
    if translator.load(f"figs_td_{code}", str(translations_dir())):
        app.installTranslator(translator)
        _installed.append(translator)
        _current[0] = code
        return True
    return False
