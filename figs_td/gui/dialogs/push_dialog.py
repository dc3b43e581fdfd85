"""*Pubblica ▸ Sul sito web…* (issue 41 §2): the site pushed to a web host after every change.

A thin shell over :class:`figs_td.services.push.live.LivePusher`: the dialog takes the address
(and the S3 endpoint, the ``--insecure`` switch) and the password (kept in the system's keyring by
:mod:`figs_td.services.push.credentials`, never in the tournament or the settings); the pusher
runs on its own thread with its own connection to the tournament, so the window never waits for
a page to be rendered or uploaded; its states come back through a queued signal to a line in the
status bar (last upload, files sent, the last error).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from figs_td.gui.window.errors import guarded
from figs_td.gui.window.i18n import translator

if TYPE_CHECKING:
    from figs_td.gui.window.window_base import MainWindowBase as MainWindow


#: LivePusher's timings (quiet, longest, poll…); the defaults unless a test shortens them
TUNING: dict[str, float] = {}


_tr = translator("push")


class StatusRelay(QObject):
    """Carries the pusher's states from its thread to the window's (a queued connection)."""

    changed = Signal(object)


def _pusher(window: MainWindow) -> Any:
    return getattr(window, "push_live", None)


def status_line(window: MainWindow) -> QLabel:
    """The permanent line in the status bar (made on first use)."""
    label = getattr(window, "push_status_line", None)
    if label is None:
        label = QLabel(window)
        label.setObjectName("pushStatusLine")
        label.setAccessibleName(_tr("Stato dell'invio al sito web"))
        window.statusBar().addPermanentWidget(label)
        window.push_status_line = label
    return label


def _show_status(window: MainWindow, status: Any) -> None:
    if _pusher(window) is None:
        return  # a state sent just before the stop
    label = status_line(window)
    label.setText(status.line())
    label.setToolTip(status.error or status.line())
    label.show()
    dialog = getattr(window, "push_dialog", None)
    if dialog is not None:
        dialog.status.setText(status.line())


def start_push(window: MainWindow, url: str, endpoint: str = "", insecure: bool = False,
               password: str = "") -> bool:  # fmt: skip
    """Start (or restart with new settings) the continuous push; False when refused (the
    message is shown)."""
    return bool(_start(window, url, endpoint, insecure, password))


@guarded
def _start(window: MainWindow, url: str, endpoint: str, insecure: bool, password: str) -> bool:
    from figs_td.services.publish import store_source
    from figs_td.services.push.credentials import get_secret, save_secret
    from figs_td.services.push.live import LivePusher
    from figs_td.services.push.url import parse_push_url

    if window.session is None:
        return False
    target = parse_push_url(url.strip(), endpoint=endpoint.strip() or None, insecure=insecure)
    # a password typed now wins over the one kept (it may be the new one) and is kept in the
    # system's keyring for the next time; empty: the keyring's
    secret = password or get_secret(target)
    if password:
        save_secret(target, password)
    stop_push(window)
    relay = StatusRelay(window)
    relay.changed.connect(lambda status: _show_status(window, status))
    source = store_source(window.session.backend.store)
    pusher = LivePusher.open(source, target, secret, on_status=relay.changed.emit, **TUNING)
    window.push_live = pusher
    window.push_relay = relay
    settings = QSettings()
    settings.setValue("push/url", url.strip())
    settings.setValue("push/endpoint", endpoint.strip())
    settings.setValue("push/insecure", bool(insecure))
    status_line(window).setText(pusher.status.line())
    status_line(window).show()
    pusher.start()
    return True


def stop_push(window: MainWindow) -> None:
    """Stop the continuous push (a push under way ends on its thread: never half a page)."""
    pusher = _pusher(window)
    if pusher is None:
        return
    window.push_live = None
    pusher.request_stop()
    label = getattr(window, "push_status_line", None)
    if label is not None:
        label.setText(_tr("Sito web: invio fermato"))


class PushDialog(QDialog):
    """The web host's address, the password, and start/stop."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("pushDialog")
        self.window_ = window
        self.setWindowTitle(_tr("Pubblica sul sito web"))
        layout = QVBoxLayout(self)
        intro = QLabel(_tr("Il sito del torneo viene caricato sullo spazio web e aggiornato da "
                           "solo dopo ogni risultato (al massimo entro un minuto). Senza rete "
                           "riprova da solo e recupera appena la connessione torna."))  # fmt: skip
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        settings = QSettings()
        self.url = QLineEdit(str(settings.value("push/url", "") or ""), objectName="pushUrl")
        self.url.setPlaceholderText("sftp://utente@host/cartella")
        self.endpoint = QLineEdit(str(settings.value("push/endpoint", "") or ""),
                                  objectName="pushEndpoint")  # fmt: skip
        self.endpoint.setPlaceholderText(_tr("solo per s3://: indirizzo del servizio"))
        self.insecure = QCheckBox(_tr("Consenti connessioni non cifrate (ftp://) o certificati "
                                      "non verificati"), objectName="pushInsecure")  # fmt: skip
        self.insecure.setChecked(settings.value("push/insecure", False) in (True, "true"))
        self.password = QLineEdit(objectName="pushPassword")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(_tr("vuota: quella salvata nel portachiavi"))
        form.addRow(_tr("&Indirizzo:"), self.url)
        form.addRow(_tr("&Endpoint:"), self.endpoint)
        form.addRow(_tr("&Password:"), self.password)
        form.addRow("", self.insecure)
        layout.addLayout(form)
        self.status = QLabel(objectName="pushDialogStatus", wordWrap=True)
        pusher = _pusher(window)
        self.status.setText(pusher.status.line() if pusher is not None else _tr("Invio fermo."))
        layout.addWidget(self.status)
        buttons = QDialogButtonBox()
        self.start_btn = QPushButton(_tr("&Avvia"), objectName="pushStart")
        self.start_btn.clicked.connect(self.start)
        self.stop_btn = QPushButton(_tr("&Ferma"), objectName="pushStop")
        self.stop_btn.clicked.connect(self.stop)
        for b in (self.start_btn, self.stop_btn):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.accept)
        layout.addWidget(buttons)

    def start(self) -> None:
        if start_push(self.window_, self.url.text(), self.endpoint.text(),
                      self.insecure.isChecked(), self.password.text()):  # fmt: skip
            self.password.clear()
            self.status.setText(_pusher(self.window_).status.line())

    def stop(self) -> None:
        stop_push(self.window_)
        self.status.setText(_tr("Invio fermo."))


def open_push_dialog(window: MainWindow) -> PushDialog | None:
    if window.session is None:
        return None
    dialog = PushDialog(window)
    window.push_dialog = dialog
    dialog.finished.connect(lambda _r: setattr(window, "push_dialog", None))
    dialog.open()
    return dialog
