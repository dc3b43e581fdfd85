"""Errors shown to the director: every exception becomes a clear Italian message, never a traceback."""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from PySide6.QtWidgets import QMessageBox, QWidget

from figs_td.gui.window.i18n import translator

F = TypeVar("F", bound=Callable[..., Any])

#: The last message shown (tests and the status bar read it).
last_message: list[str] = []


_tr = translator("errors")


def error_message(exc: BaseException) -> str:
    """The message for ``exc``: FigsError/ValueError carry one already (Italian, as on the
    command line); in the English window it is rendered in English (``gui/backend/service_text.py``)."""
    from figs_td.errors import describe_error
    from figs_td.gui.backend.service_text import service_text

    described = describe_error(exc)  # the same Italian sentences as the command line
    if described is not None:
        return service_text(described)
    if isinstance(exc, KeyError):
        return _tr("elemento non trovato: {0}").format(exc.args[0] if exc.args else "")
    return _tr("errore interno ({0}): {1}. Il lavoro già salvato non è perso.").format(
        type(exc).__name__, exc
    )


def show_error(parent: QWidget | None, exc: BaseException | str, title: str | None = None) -> None:
    """Show ``exc`` in a non-blocking message box (window-modal; the event loop keeps running)."""
    from figs_td.gui.backend.service_text import service_text

    text = service_text(exc) if isinstance(exc, str) else error_message(exc)
    if not isinstance(exc, (str, ValueError, OSError)) and os.environ.get("FIGS_DEBUG"):
        traceback.print_exception(exc)
    last_message.append(text)
    box = QMessageBox(parent)
    box.setObjectName("errorBox")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title or _tr("Errore"))
    box.setText(text)
    _offer_reload(box, parent, exc)
    box.setAttribute(_delete_on_close(), True)
    box.open()


def _offer_reload(box: QMessageBox, parent: QWidget | None, exc: BaseException | str) -> None:
    """A change refused because another desk changed the same thing: offer to reload (store &
    writes, issue 12)."""
    from figs_td.errors import ConflictError

    window = parent.window() if parent is not None else None
    reload_all = getattr(window, "reload_all", None)
    if not isinstance(exc, ConflictError) or reload_all is None:
        return
    box.setInformativeText(_tr("Ricaricare per vedere i dati come sono ora?"))
    button = box.addButton(_tr("&Ricarica"), QMessageBox.ButtonRole.AcceptRole)
    button.setObjectName("reloadButton")
    box.addButton(QMessageBox.StandardButton.Close)
    button.clicked.connect(reload_all)


def _delete_on_close() -> Any:
    from PySide6.QtCore import Qt

    return Qt.WidgetAttribute.WA_DeleteOnClose


def guarded(method: F) -> F:
    """Decorate a slot: any exception is shown as an Italian message instead of escaping."""

    @wraps(method)
    def wrapper(self: QWidget, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - turned into a message for people
            show_error(self if isinstance(self, QWidget) else None, exc)
            return None

    return wrapper  # type: ignore[return-value]
