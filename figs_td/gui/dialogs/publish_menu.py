"""Publish menu: the live page (start/stop, URL and QR code, poster) and the static site export.

The live server runs on its own thread with its own connection to the tournament
(:class:`figs_td.web.server.LiveServer`); the window only starts and stops it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
)

from figs_td.gui.window.errors import guarded, show_error
from figs_td.gui.window.i18n import translator
from figs_td.gui.window.worker import run_in_background

if TYPE_CHECKING:
    from figs_td.gui.window.window_base import MainWindowBase as MainWindow

PORTS = range(8080, 8090)  # the first free one


_tr = translator("publish")


def fill_publish_menu(window: MainWindow, menu: QMenu) -> None:
    menu.clear()
    entries = (
        (_tr("Avvia pagina in diretta…"), "publish_start", lambda: start_live(window)),
        (
            _tr("Avvia con risultati dai &telefoni…"),
            "publish_self_entry",
            lambda: start_live(window, self_entry=True),
        ),
        (_tr("Ferma pagina in diretta"), "publish_stop", lambda: stop_live(window)),
        None,  # a separator
        (_tr("Esporta sito…"), "publish_site", lambda: export_site(window)),
        (_tr("Sul sito &web…"), "publish_push", lambda: _push_dialog(window)),
    )
    for entry in entries:
        if entry is None:
            menu.addSeparator()
            continue
        text, name, run = entry
        action = menu.addAction(text)
        action.setObjectName(name)
        action.triggered.connect(run)
    menu.aboutToShow.connect(lambda: _update(window, menu))
    _update(window, menu)


def _push_dialog(window: MainWindow) -> None:
    from figs_td.gui.dialogs.push_dialog import open_push_dialog

    open_push_dialog(window)


def _server(window: MainWindow) -> Any:
    return getattr(window, "live_server", None)


def _update(window: MainWindow, menu: QMenu) -> None:
    running = _server(window) is not None
    for act in menu.actions():
        if act.objectName() == "publish_start":
            act.setText(_tr("Pagina in diretta: indirizzo e codice QR…") if running
                        else _tr("Avvia pagina in diretta…"))  # fmt: skip
        elif act.objectName() == "publish_stop":
            act.setEnabled(running)


def qr_pixmap(url: str, size: int = 280) -> QPixmap:
    """The QR code of ``url`` drawn module by module (crisp at any size)."""
    from figs_td.web.poster import qr_matrix

    matrix = qr_matrix(url)
    n = len(matrix)
    cell = max(1, size // n)
    image = QImage(n * cell, n * cell, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            if dark:
                painter.fillRect(c * cell, r * cell, cell, cell, QColor("black"))
    painter.end()
    return QPixmap.fromImage(image)


class LiveDialog(QDialog):
    """The live page's address, its QR code and what to do with them."""

    def __init__(self, window: MainWindow, url: str, local_only: bool) -> None:
        super().__init__(window)
        self.setObjectName("liveDialog")
        self.window_ = window
        self.url = url
        self.setWindowTitle(_tr("Pagina in diretta"))
        layout = QVBoxLayout(self)
        intro = QLabel(_tr("La pagina in diretta è attiva. I telefoni collegati alla rete del locale "
                           "la aprono inquadrando il codice o scrivendo l'indirizzo:"))  # fmt: skip
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.url_label = QLabel(f"<b style='font-size:16pt'>{url}</b>")
        self.url_label.setObjectName("liveUrl")
        self.url_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.url_label, alignment=Qt.AlignmentFlag.AlignHCenter)
        self.qr = QLabel()
        self.qr.setObjectName("liveQr")
        self.qr.setPixmap(qr_pixmap(url))
        self.qr.setAccessibleName(_tr("Codice QR della pagina in diretta"))
        layout.addWidget(self.qr, alignment=Qt.AlignmentFlag.AlignHCenter)
        if local_only:
            warn = QLabel(_tr("Nessuna rete locale trovata: la pagina si apre solo da questo "
                              "computer."))  # fmt: skip
            warn.setWordWrap(True)
            layout.addWidget(warn)
        proj = QLabel(_tr("Proiettore: {0}proiettore").format(url))
        layout.addWidget(proj)
        buttons = QDialogButtonBox()
        self.open_note = QLabel(objectName="liveOpenNote", wordWrap=True)
        layout.addWidget(self.open_note)
        open_btn = QPushButton(_tr("&Apri nel browser"), objectName="liveOpen")
        open_btn.clicked.connect(self.open_browser)
        poster_btn = QPushButton(_tr("&Salva manifesto QR…"))
        poster_btn.setObjectName("livePoster")
        poster_btn.clicked.connect(lambda: self.save_poster())
        stop_btn = QPushButton(_tr("&Ferma"))
        stop_btn.setObjectName("liveStop")
        stop_btn.clicked.connect(lambda: (stop_live(window), self.accept()))
        close_btn = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close_btn.clicked.connect(self.accept)
        for b in (open_btn, poster_btn, stop_btn):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(buttons)

    def open_browser(self) -> None:
        """The page in the system's browser, through the checked hand-off: a browser that did
        not open is said, with the address to type."""
        from figs_td.gui.dialogs.handoff import hand_off

        def done() -> None:
            self.open_note.clear()
            self.window_.statusBar().showMessage(_tr("Pagina in diretta aperta nel browser"), 5000)

        def failed(reason: str) -> None:
            self.open_note.setText(
                _tr("Il browser non si è aperto ({0}): scrivere l'indirizzo qui sopra.").format(
                    reason
                )
            )

        hand_off(self, self.url, done, failed)

    @guarded
    def save_poster(self, path: str | None = None) -> None:
        from figs_td.services.publish import tournament_name
        from figs_td.web.poster import write_poster

        if not path:
            from figs_td.gui.dialogs import file_dialogs

            start = file_dialogs.tournament_folder(self.window_.session, "manifesto-qr.pdf")
            pdf = _tr("PDF (*.pdf)")
            # The lock-safe dialog: it never opens the tournament's files beside the poster.
            path, _ = file_dialogs.save_file(
                self, _tr("Salva il manifesto"), start, pdf, {pdf: "pdf"}
            )
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        session = self.window_.session
        title = tournament_name(session.backend.store) if session else ""
        write_poster(self.url, path, title)
        self.window_.statusBar().showMessage(_tr("Salvato: {0}").format(path), 8000)


@guarded
def start_live(
    window: MainWindow, *, lan: bool = True, show: bool = True, self_entry: bool = False
) -> str:
    """Start the live page (or show it when already running); returns its URL. ``self_entry``:
    with the players' pages (codes made for who has none; the queue panel shown)."""
    from figs_td.errors import InputError
    from figs_td.services.publish import store_source
    from figs_td.web.server import LiveServer, lan_address

    server = _server(window)
    if server is not None and self_entry and getattr(server, "players", None) is None:
        stop_live(window)  # started without the players' pages: start again with them
        server = None
    if server is None:
        if window.session is None:
            return ""
        host, local_only = "127.0.0.1", True
        if lan:
            try:
                host, local_only = lan_address(), False
            except InputError:
                pass
        source = store_source(window.session.backend.store)
        last: Exception | None = None
        for port in PORTS:
            try:
                server = LiveServer(source, host, port, self_entry=self_entry)
                break
            except InputError as exc:  # port taken: the next one
                last = exc
        if server is None:
            raise last or InputError(_tr("nessuna porta libera"))
        server.start()
        server.local_only = local_only
        if self_entry:
            from figs_td.services.actors import actor_name
            from figs_td.services.self_entry.phones import start_self_entry

            store = window.session.backend.store
            url = "" if local_only else server.url  # the QR on the slips: for phones only
            start_self_entry(store, url=url, actor=actor_name("desktop"))
            panel = getattr(window, "reports_panel", None)
            if panel is not None:
                panel.show()
        window.live_server = server
        window.statusBar().showMessage(_tr("Pagina in diretta: {0}").format(server.url), 10000)
    if show:
        dialog = LiveDialog(window, server.url, getattr(server, "local_only", False))
        window.live_dialog = dialog
        dialog.open()
    return str(server.url)


def stop_live(window: MainWindow) -> None:
    server = _server(window)
    if server is None:
        return
    window.live_server = None
    try:
        server.stop()
    except Exception as exc:  # noqa: BLE001 - stopping must never block closing
        show_error(window, exc)
    window.statusBar().showMessage(_tr("Pagina in diretta fermata"), 5000)


@guarded
def export_site(window: MainWindow, folder: str | None = None, *, zip_too: bool = False) -> None:
    """Write the static site into a folder (only the files that changed)."""
    if window.session is None:
        return
    if not folder:
        from figs_td.gui.dialogs import file_dialogs

        # The lock-safe dialog (it may show the tournament's folder and files).
        folder = file_dialogs.directory(
            window, _tr("Cartella del sito"), file_dialogs.tournament_folder(window.session)
        )
    if not folder:
        return
    from figs_td.web.site import MANIFEST

    force = site_folder_agreed(window, folder, MANIFEST)
    if force is None:
        return
    store = window.session.backend.store

    def job(progress: Any) -> Any:
        from figs_td.services.publish import load_site
        from figs_td.web.site import write_site

        target = Path(folder)
        zip_path = target.with_name(target.name + ".zip") if zip_too else None
        return write_site(load_site(store), target, zip_path=zip_path, force=force)

    def done(report: Any) -> None:
        unchanged = len(report.files) - len(report.written)
        window.statusBar().showMessage(
            _tr("Sito scritto in {0}: {1} file nuovi o cambiati, {2} invariati").format(
                folder, len(report.written), unchanged
            ),
            10000,
        )
        window.last_export = [str(Path(folder) / "index.html")]

    run_in_background(window, _tr("Scrittura del sito…"), job, done)


def site_folder_agreed(parent: Any, folder: str, manifest: str) -> bool | None:
    """Whether a site may be written into ``folder`` (its own list: ``manifest``): False for a
    new, empty or earlier site folder; True when it holds other files and the user agreed to
    write there anyway; None when the user declined. The rules are the site's
    (``web.site.check_site_folder``); a folder refused outright raises its error."""
    from figs_td.gui.dialogs.confirm import ask
    from figs_td.web.site import ForeignFolder, check_site_folder

    try:
        check_site_folder(Path(folder), manifest)
    except ForeignFolder as exc:
        text = _tr(
            "La cartella {0} contiene già dei file (per esempio «{1}») e non è un sito scritto "
            "da figs-td: le pagine con lo stesso nome verranno sostituite.\n\n"
            "Scrivere comunque il sito in questa cartella?"
        ).format(exc.folder, exc.found)
        return True if ask(parent, _tr("Cartella del sito"), text, _tr("&Scrivi il sito")) else None
    return False
