"""The main window of the director's desk: menus, toolbar, the tournament's state at a glance and
the panels Giocatori / Turni / Risultati / Classifica / Formulario / Arbitro."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QThreadPool
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.dialogs import file_dialogs
from figs_td.gui.models.changes import Changes
from figs_td.gui.window.constants import WINDOW_TITLE
from figs_td.gui.window.errors import guarded, show_error
from figs_td.gui.window.session import Session
from figs_td.gui.window.window_base import MainWindowBase
from figs_td.plurals import plural

MAX_RECENT = 8


class MainWindow(MainWindowBase):
    def __init__(self) -> None:
        super().__init__()
        from figs_td.gui.window.collector import install  # cycles freed on this thread only

        install()
        self.setWindowTitle(WINDOW_TITLE)
        self.resize(1100, 720)
        self.session: Session | None = None
        self.panels: dict[str, QWidget] = {}
        self._build_central()
        self._build_actions()
        self._build_menus()
        self.statusBar().showMessage(self.tr("Pronto"))
        from figs_td.gui.views.reports_panel import (
            install_reports_panel,  # phones' reports (issue 27)
        )

        install_reports_panel(self)
        from figs_td.gui.window.accessible import name_controls  # welcome page, phones (issue 38)

        name_controls(self)

        from figs_td.gui.window.follow import DeskFollower  # other desks' changes, without F5

        self.follower = DeskFollower(self)
        geometry = self._settings().value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        from figs_td.gui.window.screen_fit import fit_to_screen  # issue 38: 1100×720 on 1024×600

        fit_to_screen(self)
        self._update_state()

    # ------------------------------------------------------------------ layout
    def _build_central(self) -> None:
        self.stack = QStackedWidget()
        page = QWidget(objectName="welcomePage")
        outer = QVBoxLayout(page)
        outer.addStretch(1)
        welcome = QLabel(
            self.tr(
                "Nessun torneo aperto.\n\nFile → Nuovo torneo (Ctrl+N) oppure File → Apri (Ctrl+O)."
            )
        )
        welcome.setObjectName("welcome")
        welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(welcome)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.new_btn = QPushButton(self.tr("&Nuovo torneo…"), objectName="welcomeNew")
        self.open_btn = QPushButton(self.tr("A&pri…"), objectName="welcomeOpen")
        for b in (self.new_btn, self.open_btn):
            b.setMinimumHeight(40)
            b.setMinimumWidth(160)
            buttons.addWidget(b)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        self.recent_list = QListWidget(objectName="welcomeRecent")
        self.recent_list.setMaximumWidth(640)
        self.recent_list.setMaximumHeight(200)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.recent_list, 3)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(2)
        self.new_btn.clicked.connect(lambda: self.new_tournament())
        self.open_btn.clicked.connect(lambda: self.open_dialog())
        self.recent_list.itemActivated.connect(
            lambda item: self.open_path(item.data(Qt.ItemDataRole.UserRole))
        )
        self.stack.addWidget(page)
        body = QWidget()
        layout = QVBoxLayout(body)
        self.state_label = QLabel(objectName="stateLabel", wordWrap=True)  # a long title: 1024 px
        self.state_label.setStyleSheet("font-size: 14pt; padding: 4px;")
        layout.addWidget(self.state_label)
        self.tabs = QTabWidget(objectName="tabs")
        layout.addWidget(self.tabs)
        self.stack.addWidget(body)
        self.setCentralWidget(self.stack)

    def _make_panels(self) -> None:
        from figs_td.gui.views.arbiter_view import ArbiterPanel
        from figs_td.gui.views.checkin_view import CheckinPanel
        from figs_td.gui.views.players_view import PlayersPanel
        from figs_td.gui.views.prizes_view import PrizesPanel  # categories, prizes, clubs, teams
        from figs_td.gui.views.results_view import ResultsPanel
        from figs_td.gui.views.rounds_view import RoundsPanel
        from figs_td.gui.views.scoresheet_view import ScoresheetPanel
        from figs_td.gui.views.standings_view import StandingsPanel

        for key, cls, label in (
            ("players", PlayersPanel, self.tr("Giocatori")),
            ("rounds", RoundsPanel, self.tr("Turni")),
            ("results", ResultsPanel, self.tr("Risultati")),
            ("standings", StandingsPanel, self.tr("Classifica")),
            ("prizes", PrizesPanel, self.tr("Premi")),
            ("scoresheet", ScoresheetPanel, self.tr("Formulario")),
            ("arbiter", ArbiterPanel, self.tr("Arbitro")),
        ):
            panel = cls(self)
            panel.setObjectName(f"{key}Panel")
            self.panels[key] = panel
            self.tabs.addTab(panel, label)
        # Duplicate events and mossa migliore (issue 18): their own modules.
        from figs_td.gui.views.best_moves import attach_best_moves
        from figs_td.gui.views.duplicate_view import DuplicatePanel

        attach_best_moves(self.panels["scoresheet"])
        self.panels["duplicate"] = DuplicatePanel(self)
        self.panels["duplicate"].setObjectName("duplicatePanel")
        self.tabs.addTab(self.panels["duplicate"], self.tr("Duplicato"))
        # The entrance tablet's check-in (issue 42): last, the other tabs keep their places.
        self.panels["checkin"] = CheckinPanel(self)
        self.panels["checkin"].setObjectName("checkinPanel")
        self.tabs.addTab(self.panels["checkin"], self.tr("Check-in"))
        from figs_td.gui.window.event_kind import tab_keys  # Alt+1… for the tabs shown

        tab_keys(self)
        from figs_td.gui.window.accessible import name_controls  # issue 38

        name_controls(self)

    def _std_icon(self, name: str):  # noqa: ANN202
        return self.style().standardIcon(getattr(QStyle.StandardPixmap, name))

    def _action(self, text: str, slot, shortcut=None, icon: str | None = None) -> QAction:  # noqa: ANN001
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if icon:
            act.setIcon(self._std_icon(icon))
        act.triggered.connect(slot)
        return act

    def _build_actions(self) -> None:
        self.act_new = self._action(
            self.tr("&Nuovo torneo…"),
            self.new_tournament,
            QKeySequence.StandardKey.New,
            "SP_FileIcon",
        )
        self.act_open = self._action(
            self.tr("&Apri…"),
            self.open_dialog,
            QKeySequence.StandardKey.Open,
            "SP_DialogOpenButton",
        )
        self.act_open_url = self._action(
            self.tr("Apri &database condiviso…"), self.open_database_dialog
        )
        self.act_open_url.setToolTip(
            self.tr(
                "Più postazioni sullo stesso torneo: database PostgreSQL (docs/multi-postazione.md)"
            )
        )
        self.act_close = self._action(
            self.tr("&Chiudi torneo"), self.close_tournament, QKeySequence.StandardKey.Close
        )
        self.act_settings = self._action(self.tr("&Impostazioni del torneo…"), self.edit_settings)
        self.act_reload = self._action(
            self.tr("&Ricarica"), self.reload_all, QKeySequence.StandardKey.Refresh
        )
        self.act_reload.setToolTip(self.tr("Rilegge il torneo (modifiche di altre postazioni)"))
        self.act_quit = self._action(self.tr("&Esci"), self.close, QKeySequence.StandardKey.Quit)
        from figs_td.gui.models.undo_keys import UndoKeys, curved_arrow_icon

        self.act_undo = QAction(curved_arrow_icon(False), self.tr("&Annulla"), self)
        self.act_redo = QAction(curved_arrow_icon(True), self.tr("&Ripeti"), self)
        self.act_undo.triggered.connect(self.undo)
        self.act_redo.triggered.connect(self.redo)
        self.undo_keys = UndoKeys(self, self.act_undo, self.act_redo)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        file_menu.addActions([self.act_new, self.act_open, self.act_open_url])
        self.act_tsh = file_menu.addAction(self.tr("Importa da &TSH…"))
        self.act_tsh.triggered.connect(lambda: self.import_tsh())
        self.recent_menu = QMenu(self.tr("Fi&le recenti"), self)
        self.recent_menu.setObjectName("recentMenu")
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.act_settings)
        file_menu.addAction(self.act_reload)
        from figs_td.gui.dialogs.save_copy import add_save_copy_action  # store & writes (issue 12)

        self.act_save_copy = add_save_copy_action(self, file_menu)
        from figs_td.gui.views.archive_view import add_archive_action  # the federation's archive

        add_archive_action(self, file_menu)
        file_menu.addAction(self.act_close)
        file_menu.addSeparator()
        file_menu.addAction(self.act_quit)
        edit = bar.addMenu(self.tr("&Modifica"))
        edit.addActions([self.act_undo, self.act_redo])
        edit.addSeparator()
        self.history = QDockWidget(self.tr("Cronologia delle azioni"), self)
        self.history.setObjectName("historyDock")
        self.history_view = QUndoView()
        self.history_view.setEmptyLabel(self.tr("<apertura del torneo>"))
        self.history.setWidget(self.history_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history)
        self.history.hide()
        edit.addAction(self.history.toggleViewAction())
        self.round_menu = bar.addMenu(self.tr("&Turno"))
        self.arbiter_menu = bar.addMenu(self.tr("&Arbitro"))
        self.export_menu = bar.addMenu(self.tr("&Stampa/Esporta"))
        self.export_menu.setObjectName("exportMenu")
        self.publish_menu = bar.addMenu(self.tr("Pubblica sul &web"))  # web pages (figs_td.web)
        self.publish_menu.setObjectName("publishMenu")
        view = bar.addMenu(self.tr("&Vista"))
        self.act_projector = view.addAction(self.tr("Vista &proiettore"))
        self.act_projector.setObjectName("actProjector")
        self.act_projector.setShortcut(QKeySequence("F10"))
        self.act_projector.triggered.connect(self.show_projector)
        self.projector = None
        lang = bar.addMenu(self.tr("&Lingua"))
        lang.setObjectName("languageMenu")
        group = QActionGroup(self)
        group.setExclusive(True)
        from figs_td.gui.window.i18n import language_setting

        current = language_setting()
        for code, label in (("it", "Italiano"), ("en", "English")):
            act = lang.addAction(label)
            act.setCheckable(True)
            act.setChecked(code == current)  # the menu shows the language in use
            act.setData(code)
            group.addAction(act)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
        tb = self.addToolBar(self.tr("Principale"))
        tb.setObjectName("mainToolbar")
        tb.addActions([self.act_new, self.act_open])
        tb.addSeparator()
        tb.addActions([self.act_undo, self.act_redo])
        self.toolbar = tb
        self._fill_recent()

    # ------------------------------------------------------------------ recent files
    def _settings(self) -> QSettings:
        return QSettings()

    def recent_files(self) -> list[str]:
        value = self._settings().value("recentFiles", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def _remember(self, path: str) -> None:
        files = [p for p in self.recent_files() if p != path]
        files.insert(0, path)
        self._settings().setValue("recentFiles", files[:MAX_RECENT])
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        self.recent_list.clear()
        for path in files:
            item = QListWidgetItem(f"{Path(path).name}   —   {path}")
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.recent_list.addItem(item)
        self.recent_list.setVisible(bool(files))
        for i, path in enumerate(files, 1):
            act = self.recent_menu.addAction(f"&{i} {Path(path).name}")
            act.setToolTip(path)
            act.setData(path)
            act.triggered.connect(lambda _=False, p=path: self.open_path(p))
        self.recent_menu.setEnabled(bool(files))

    # ------------------------------------------------------------------ tournament life cycle
    @guarded
    def new_tournament(self) -> None:
        from figs_td.gui.dialogs.wizard import NewTournamentWizard

        wizard = NewTournamentWizard(self)
        self.wizard = wizard
        wizard.on_finish = self._create_from_spec
        wizard.open()

    def _create_from_spec(self, spec) -> None:  # noqa: ANN001
        """Errors go back to the wizard, which stays open on the page to fix."""
        from figs_td.gui.backend.backend import Backend

        self._set_backend(Backend.create(spec))

    @guarded
    def import_tsh(self, src: str | None = None, dest: str | None = None) -> None:
        """A new tournament file from a TSH division file (.t) or TSH's tourney.js."""
        from figs_td.gui.backend.backend import Backend

        title, filters = self.tr("Importa da TSH"), self.tr("File TSH (*.t *.js)")
        start = file_dialogs.tournament_folder(self.session)
        src = src or file_dialogs.open_file(self, title, start, filters, kind="tsh")
        if not src:
            return
        if not dest:
            dest, _ = file_dialogs.save_file(
                self,
                self.tr("Nuovo file del torneo"),
                str(Path(src).with_suffix(".figs")),
                self.tr("Tornei (*.figs)"),
                {self.tr("Tornei (*.figs)"): "figs"},
            )
        if not dest:
            return
        self._set_backend(Backend.import_tsh(src, dest))

    @guarded
    def open_dialog(self) -> None:
        path = file_dialogs.open_file(
            self,
            self.tr("Apri torneo"),
            file_dialogs.tournament_folder(self.session),
            self.tr("Tornei (*.figs)"),
            kind="tournament",
        )
        if path:
            self.open_path(path)

    def open_database_dialog(self) -> None:
        """Open a tournament kept in a shared PostgreSQL database (several desks, one event)."""
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        url, ok = QInputDialog.getText(
            self,
            self.tr("Apri database condiviso"),
            self.tr("Indirizzo del database (dal direttore di gara):"),
            QLineEdit.EchoMode.Normal,
            "postgresql+psycopg://utente:password@server:5432/torneo",
        )
        if ok and url.strip():
            self.open_path(url.strip())

    @guarded
    def open_path(self, path: str) -> None:
        from figs_td.gui.backend.backend import Backend

        if self.session is not None and _same_file(self.session.backend.path, path):
            # Opening it again would read the file through a second descriptor (lock loss).
            self.statusBar().showMessage(self.tr("Il torneo è già aperto."), 5000)
            return
        self._set_backend(Backend.open(path))

    def _set_backend(self, backend) -> None:  # noqa: ANN001
        self.close_tournament()
        session = Session(backend, self)
        self.session = session
        session.changed.connect(self._on_changed)
        session.failed.connect(self._show_failure)
        stack = session.undo_stack
        self.act_undo.setEnabled(stack.canUndo())
        self.act_redo.setEnabled(stack.canRedo())
        stack.canUndoChanged.connect(self.act_undo.setEnabled)
        stack.canRedoChanged.connect(self.act_redo.setEnabled)
        self.history_view.setStack(stack)
        stack.undoTextChanged.connect(self._undo_text)
        stack.redoTextChanged.connect(self._redo_text)
        self._undo_text(stack.undoText())  # a new session: nothing of the previous one shows
        self._redo_text(stack.redoText())
        if not self.panels:
            self._make_panels()
            self._build_panel_actions()
        for panel in self.panels.values():
            panel.set_session(session)
        self.follower.attach(session)
        self.stack.setCurrentIndex(1)
        tab = self._settings().value("tab", 0)
        self.tabs.setCurrentIndex(int(tab) if str(tab).isdigit() else 0)
        self._remember(backend.path)
        self._update_state()

    def _build_panel_actions(self) -> None:
        from figs_td.gui.dialogs.export_menu import fill_export_menu

        self.round_menu.addActions(self.panels["rounds"].menu_actions())
        self.arbiter_menu.addActions(self.panels["arbiter"].menu_actions())
        fill_export_menu(self, self.export_menu)
        from figs_td.gui.dialogs.publish_menu import fill_publish_menu

        fill_publish_menu(self, self.publish_menu)
        self.toolbar.addSeparator()
        self.toolbar.addActions(self.panels["rounds"].menu_actions()[:1])

    def _show_failure(self, message: str) -> None:
        show_error(self, message)

    def _undo_text(self, text: str) -> None:
        self.act_undo.setText(self.tr("&Annulla {0}").format(text) if text else self.tr("&Annulla"))

    def _redo_text(self, text: str) -> None:
        self.act_redo.setText(self.tr("&Ripeti {0}").format(text) if text else self.tr("&Ripeti"))

    def close_tournament(self) -> None:
        if self.session is None:
            return
        QThreadPool.globalInstance().waitForDone(30_000)  # a pairing or a printout finishes
        from figs_td.gui.dialogs.publish_menu import stop_live

        stop_live(self)  # the live page shows only the open tournament
        from figs_td.gui.dialogs.push_dialog import stop_push

        stop_push(self)  # and the web host only its site
        if self.projector is not None:
            self.projector.stop()
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None
        self._settings().setValue("tab", self.tabs.currentIndex())
        self.follower.attach(None)
        self.history_view.setStack(None)
        self.session.undo_stack.blockSignals(True)
        self.session.blockSignals(True)
        for panel in self.panels.values():
            panel.set_session(None)
        self.session.backend.close()
        self.session.deleteLater()
        self.session = None
        self.stack.setCurrentIndex(0)
        self.act_undo.setEnabled(False)
        self.act_redo.setEnabled(False)
        self._undo_text("")
        self._redo_text("")
        self._update_state()

    @guarded
    def edit_settings(self) -> None:
        """The wizard's pages filled with the tournament's settings; saved on Fine (undoable)."""
        if self.session is None:
            return
        from figs_td.gui.dialogs.wizard import NewTournamentWizard

        before = self.session.backend.spec()
        wizard = NewTournamentWizard(self)
        wizard.load(before)
        self.wizard = wizard
        wizard.accepted.connect(lambda: self._apply_settings(before, wizard.spec()))
        wizard.open()

    @guarded
    def _apply_settings(self, before, after) -> None:  # noqa: ANN001
        if self.session is None:
            return
        backend = self.session.backend
        self.session.execute(
            self.tr("impostazioni del torneo"),
            lambda: backend.update_settings(after),
            lambda: backend.update_settings(before),
        )

    def show_projector(self) -> None:
        """The projector view: a second window for the venue's screen (F11: full screen)."""
        if self.session is None:
            return
        from figs_td.gui.views.projector import ProjectorWindow

        if self.projector is None:
            self.projector = ProjectorWindow(self.session, self)
        self.projector.show()
        self.projector.raise_()

    def reload_all(self) -> None:
        """Forget cached reads and refresh every view (another desk may have written)."""
        if self.session is not None:
            self.session.backend.refresh()
            self.session.changed.emit(Changes.everything())

    def undo(self) -> None:
        """Undo the last action and say which (Ctrl+Z also works with text in a field)."""
        if self.session is not None:
            stack = self.session.undo_stack
            self._step(stack.undoText(), stack.undo, self.tr("Annullato: {0}"))

    def redo(self) -> None:
        if self.session is not None:
            stack = self.session.undo_stack
            self._step(stack.redoText(), stack.redo, self.tr("Ripetuto: {0}"))

    def _step(self, text: str, step: Callable[[], None], said: str) -> None:
        """Undo or redo one action (``step``) and say which (``text``) in the status bar."""
        step()
        if text:
            self.statusBar().showMessage(said.format(text), 8000)

    def _on_changed(self, changes: Changes) -> None:
        if self.session is not None:
            self.session.backend.checkpoint()  # a plain copy of the .figs is complete
        self._update_state()

    def _update_state(self) -> None:
        """The tournament's state at a glance: round in progress and results missing."""
        has = self.session is not None
        self.act_close.setEnabled(has)
        self.act_reload.setEnabled(has)
        self.act_save_copy.setEnabled(has)
        self.act_settings.setEnabled(has)
        self.act_projector.setEnabled(has)
        for menu in (self.round_menu, self.arbiter_menu, self.export_menu, self.publish_menu):
            menu.setEnabled(has)
        if not has:
            self.setWindowTitle(WINDOW_TITLE)
            return
        backend = self.session.backend
        info = backend.info()
        if backend.read_only:  # a read-only place: shown, printed, copied, never changed
            self.setWindowTitle(f"{info.name} ({self.tr('sola lettura')}) — {WINDOW_TITLE}")
            self.act_settings.setEnabled(False)
        else:
            self.setWindowTitle(f"{info.name} — {WINDOW_TITLE}")
        rnd = backend.current_round()
        if rnd == 0:
            count = backend.player_count()
            players = plural(count, self.tr("1 giocatore"), self.tr("{0} giocatori"))
            text = self.tr("{0}: {1}, nessun turno abbinato").format(info.name, players)
        else:
            missing = backend.missing_results(rnd)
            planned = f"/{info.rounds}" if info.rounds else ""
            if missing:
                what = plural(
                    missing, self.tr("1 risultato mancante"), self.tr("{0} risultati mancanti")
                )
                text = self.tr("{0}: turno {1}{2} in corso, {3}").format(
                    info.name, rnd, planned, what
                )
            else:
                text = self.tr("{0}: turno {1}{2} completo").format(info.name, rnd, planned)
        self.state_label.setText(text)
        from figs_td.gui.window.event_kind import apply_event_kind  # duplicate events: no rounds

        apply_event_kind(self, WINDOW_TITLE)

    def set_language(self, code: str) -> None:
        from figs_td.gui.window.i18n import install_translator

        self._settings().setValue("language", code)
        install_translator(code)
        self.statusBar().showMessage(
            self.tr("La lingua sarà applicata alla prossima apertura del programma.")
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        # Every change is already saved by the store: closing loses nothing.
        self._settings().setValue("geometry", self.saveGeometry())
        self.close_tournament()
        event.accept()


def _same_file(a: str, b: str) -> bool:
    try:
        return "://" not in a and Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False
