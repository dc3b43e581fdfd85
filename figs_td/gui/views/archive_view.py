"""The *Archivio* window for federation staff: open an archive, add finished events, review
the proposed merges (each merge an undoable command), see the national ranking.

A thin shell over :mod:`figs_td.services.archive`: every action is one service call; after it
only the views whose data changed are refreshed (``events``, ``players``, ``ranking``).

The long actions (add events, a merge and its undo, publish) run on a worker thread
(:func:`figs_td.gui.window.worker.run_in_background`) with the views' new data read there too: the
window keeps answering, a busy bar shows the action, and the controls that would start another
write (Apri, Aggiungi, Unisci, Annulla, Pubblica) stay disabled until it ends. A merge enters the
undo stack once done; Annulla/Ctrl+Z runs the unmerge the same way and steps the stack back
only when it succeeded, so the stack always tells what the archive holds.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QProgressBar,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.models.table_model import RowsModel
from figs_td.gui.views.views_base import button, tab_column
from figs_td.gui.window.errors import show_error

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore

#: What a long action receives to tell its progress: (done, total, what).
Progress = Callable[..., None]


class MergeCommand(QUndoCommand):
    """Unisci B ad A: pushed once the merge is done on the worker. The stack only records it:
    :meth:`ArchiveView.undo` runs the unmerge on the worker and steps the stack back when the
    archive is unmerged, so redo()/undo() themselves have nothing left to do."""

    def __init__(self, kept: int, merged: int, text: str) -> None:
        super().__init__(text)
        self.kept, self.merged = kept, merged

    def redo(self) -> None:
        """Done already (on the worker) when pushed."""

    def undo(self) -> None:
        """Done already (on the worker) when the stack steps back."""


class ArchiveView(QWidget):
    """The archive's page: path, three tabs (Classifica, Doppioni, Eventi)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("archiveView")
        self.setWindowTitle(self.tr("Archivio federale"))
        self.store: ArchiveStore | None = None
        self.actor = _actor()
        self.undo_stack = QUndoStack(self)
        self.proposals: list[Any] = []

        self.path = QLineEdit(self)
        self.path.setObjectName("archivePath")
        self.path.setPlaceholderText(self.tr("archivio.figsa oppure postgresql+psycopg://…"))
        self.open_button = button(
            self.tr("&Apri"),
            "archiveOpen",
            lambda: self.open_archive(self.path.text().strip()),
            self,
        )
        self.path.returnPressed.connect(self.open_button.click)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Archivio:"), self))
        top.addWidget(self.path, 1)
        top.addWidget(self.open_button)

        self.tabs = QTabWidget(self)
        # Classifica
        self.as_of = QDateEdit(QDate.currentDate(), self)
        self.as_of.setObjectName("archiveAsOf")
        self.as_of.setCalendarPopup(True)
        self.as_of.setDisplayFormat("dd/MM/yyyy")
        self.as_of.dateChanged.connect(lambda _d: self.refresh({"ranking"}))
        self.ranking_model = RowsModel(
            [self.tr("Pos."), self.tr("Giocatore"), self.tr("Circolo"), self.tr("Punti"),
             self.tr("Contati"), self.tr("Risultati")], self)  # fmt: skip
        self.ranking_table = _table(self, self.ranking_model, "archiveRanking")
        lay = tab_column(self.tabs, self.tr("Classifica"))
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Classifica al:")))
        row.addWidget(self.as_of)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addWidget(self.ranking_table)
        # Doppioni
        self.dup_model = RowsModel(
            [
                self.tr("A"),
                self.tr("Giocatore A"),
                self.tr("B"),
                self.tr("Giocatore B"),
                self.tr("Motivo"),
            ],
            self,
        )
        self.dup_table = _table(self, self.dup_model, "archiveDuplicates")
        self.merge_button = button(
            self.tr("&Unisci B ad A"), "archiveMerge", self.merge_selected, self
        )
        self.undo_button = button(self.tr("A&nnulla"), "archiveUndo", self.undo, self)
        self._can_undo = False
        self.undo_stack.canUndoChanged.connect(self._undo_changed)
        self.undo_button.setEnabled(False)
        lay = tab_column(self.tabs, self.tr("Doppioni"))
        lay.addWidget(QLabel(self.tr("Possibili doppioni: nessuno viene unito senza conferma.")))
        lay.addWidget(self.dup_table)
        row = QHBoxLayout()
        row.addWidget(self.merge_button)
        row.addWidget(self.undo_button)
        row.addStretch(1)
        lay.addLayout(row)
        # Eventi
        self.events_model = RowsModel(
            [
                self.tr("N."),
                self.tr("Data"),
                self.tr("Evento"),
                self.tr("Categoria"),
                self.tr("Giocatori"),
            ],
            self,
        )
        self.events_table = _table(self, self.events_model, "archiveEvents")
        self.category = QComboBox(self)
        self.category.setObjectName("archiveCategory")
        self.replace = QCheckBox(self.tr("Sostituisci se già archiviato"), self)
        self.add_button = button(
            self.tr("A&ggiungi eventi…"), "archiveAdd", lambda: self.add_files(None), self
        )
        self.publish_button = button(
            self.tr("&Pubblica il sito…"), "archivePublish", lambda: self.publish(None), self
        )
        self.publish_button.setToolTip(
            self.tr("Scrive il sito della federazione (solo le pagine cambiate) in una cartella")
        )
        lay = tab_column(self.tabs, self.tr("Eventi"))
        lay.addWidget(self.events_table)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Categoria:")))
        row.addWidget(self.category)
        row.addWidget(self.replace)
        row.addStretch(1)
        row.addWidget(self.add_button)
        row.addWidget(self.publish_button)
        lay.addLayout(row)

        self.status = QLabel(self)
        self.status.setObjectName("archiveStatus")
        self.busy_bar = QProgressBar(self)  # the action running on the worker
        self.busy_bar.setObjectName("archiveBusy")
        self.busy_bar.hide()
        self.job: Any = None  # the worker of the running action (None: none)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.busy_bar)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)
        self.undo_action = QAction(self)
        self.undo_action.setObjectName("archiveUndoAction")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.addAction(self.undo_action)
        self._enable(False)
        self.resize(900, 600)

    # -- actions -----------------------------------------------------------------------------
    def _enable(self, on: bool) -> None:
        """Controls of an open archive; those that write stay off while an action runs."""
        idle = self.job is None
        self.tabs.setEnabled(on)
        for w in (self.add_button, self.merge_button, self.publish_button):
            w.setEnabled(on and idle)
        for w in (self.open_button, self.path):
            w.setEnabled(idle)
        self.undo_button.setEnabled(on and idle and self._can_undo)
        self.undo_action.setEnabled(on and idle)

    def _undo_changed(self, can_undo: bool) -> None:
        self._can_undo = can_undo  # kept here: the stack may be going (window closing)
        self._enable(self.store is not None)

    def busy(self) -> bool:
        """Whether an action is running on the worker (tests wait on it)."""
        return self.job is not None

    def open_archive(self, target: str) -> None:
        """Apri: the archive opened (its checks) and its views read on the worker."""
        from figs_td.gui.window.worker import run_in_background
        from figs_td.services.archive import open_archive

        if not target or self.busy():
            return
        as_of = self._as_of()

        def job(_progress: Callable[[int, int], None]) -> tuple[ArchiveStore, dict[str, Any]]:
            store = open_archive(target, create=True)
            try:
                return store, _gather(store, {"events", "players", "ranking", "settings"}, as_of)
            except BaseException:
                store.close()
                raise

        def opened(out: tuple[ArchiveStore, dict[str, Any]]) -> None:
            self.job = None
            if self.store is not None:
                self.store.close()
            self.store, data = out
            self.path.setText(target)
            self.undo_stack.clear()
            self._enable(True)
            self._show(data)
            self.status.setText(self.tr("Archivio aperto: {0}").format(target))

        def failed(exc: BaseException) -> None:
            self._finished()
            self.status.setText(self.tr("Operazione non riuscita"))
            show_error(self, exc)  # nothing changed: the archive open before stays open

        self.status.setText(self.tr("Apertura dell'archivio…"))
        self.job = run_in_background(
            self, self.tr("Apertura dell'archivio…"), job, opened, failed, bar=self.busy_bar
        )
        self._enable(self.store is not None)

    def run(
        self,
        label: str,
        action: Callable[[ArchiveStore, Progress], Any],
        changes: set[str],
        on_done: Callable[[Any], None] | None = None,
    ) -> bool:
        """One service call on the open archive on the worker thread, then the views it
        changed (their data read there too, also after a refusal: adding several events may
        have stored the first ones); ``on_done(result)`` on the GUI thread. Errors are shown in
        Italian; a refused action changes nothing. False when nothing was started."""
        from figs_td.gui.window.worker import run_in_background

        if self.store is None or self.job is not None:
            return False
        store, as_of = self.store, self._as_of()

        def job(progress: Callable[[int, int], None]) -> tuple[Any, Exception | None, Any]:
            try:
                result, error = action(store, lambda n, total, _w="": progress(n, total)), None
            except Exception as exc:  # noqa: BLE001 - shown on the GUI thread
                result, error = None, exc
            return result, error, _gather(store, changes, as_of)

        def done(out: tuple[Any, Exception | None, dict[str, Any]]) -> None:
            self._finished()
            result, error, data = out
            self._show(data)
            if error is not None:
                failed(error)
            elif on_done is not None:
                on_done(result)

        def failed(exc: BaseException) -> None:
            self._finished()
            self.status.setText(self.tr("Operazione non riuscita"))
            show_error(self, exc)

        self.status.setText(label)
        self.job = run_in_background(self, label, job, done, failed, bar=self.busy_bar)
        self._enable(True)
        return True

    def _catch_up(self) -> None:
        """The ratings an action left "in aggiornamento" (issue 40 §1), computed on the worker
        right after it: the action's result is already shown; its status line stays."""
        from figs_td.services.archive import catch_up, rating_pending

        if self.store is None or self.job is not None or rating_pending(self.store) is None:
            return  # nothing waits (events added in date order are rated as they come)
        actor, shown = self.actor, self.status.text()
        self.run(
            self.tr("Rating in aggiornamento…"), lambda s, _p: catch_up(s, actor=actor), set(),
            lambda _r: self.status.setText(shown),
        )  # fmt: skip

    def _finished(self) -> None:
        self.job = None
        self._enable(self.store is not None)

    def undo(self) -> None:
        """Annulla / Ctrl+Z: the last merge undone on the worker; the stack steps back once the
        archive is unmerged (a refused unmerge leaves both as they are)."""
        if self.busy() or not self.undo_stack.canUndo():
            return
        from figs_td.services.archive import unmerge

        cmd = self.undo_stack.command(self.undo_stack.index() - 1)
        if not isinstance(cmd, MergeCommand):
            return
        actor = self.actor
        text = self.tr("Annullato: {0}").format(cmd.text())
        self.run(
            self.tr("Separazione in corso…"),
            lambda s, _p: unmerge(s, cmd.merged, actor=actor, rerate=False),
            {"players", "ranking"},
            lambda _r: (self.undo_stack.undo(), self.status.setText(text), self._catch_up()),
        )  # fmt: skip

    def add_files(self, paths: Sequence[str] | None) -> None:
        from figs_td.services.archive import add_sources

        if self.busy():
            return
        if paths is None:
            from figs_td.gui.dialogs import file_dialogs

            path = file_dialogs.open_file(
                self, self.tr("Aggiungi un evento"), "",
                self.tr("Eventi (*.figs *.t *.js *.csv *.xlsx)"), kind="event",
            )  # fmt: skip
            paths = [path] if path else []
        if not paths:
            return
        code = self.category.currentData() or ""
        replace, actor, chosen = self.replace.isChecked(), self.actor, list(paths)

        def added(result: list[Any]) -> None:
            self.status.setText(
                self.tr("Eventi aggiunti: {0}").format(", ".join(a.name for a in result))
            )
            self._catch_up()

        self.run(
            self.tr("Archiviazione degli eventi…"),
            lambda s, progress: add_sources(
                s, chosen, category=code, replace=replace, actor=actor, progress=progress,
                rerate=False,
            ),
            {"events", "players", "ranking"},
            added,
        )

    def merge_selected(self) -> None:
        from figs_td.services.archive import merge

        if self.busy():
            return
        rows = self.dup_table.selectionModel().selectedRows()
        if not rows:
            self.status.setText(self.tr("Scegliere una coppia dall'elenco"))
            return
        p = self.proposals[rows[0].row()]
        text = self.tr("Unisci {0} a {1}").format(p.b.name, p.a.name)
        kept, merged, actor = p.a.id, p.b.id, self.actor

        def merged_done(_mid: object) -> None:
            self.undo_stack.push(MergeCommand(kept, merged, text))
            self.status.setText(text)
            self._catch_up()

        self.run(
            self.tr("Unione in corso…"),
            lambda s, _p: merge(s, kept, merged, actor=actor, rerate=False),
            {"players", "ranking"},
            merged_done,
        )

    def publish(self, folder: str | None) -> None:
        """*Pubblica il sito…*: the federation's site as of the ranking's date, only the pages
        that changed written (``archive publish``)."""
        if self.busy() or self.store is None:
            return
        if folder is None:
            from figs_td.gui.dialogs import file_dialogs

            folder = file_dialogs.directory(self, self.tr("Cartella del sito"))
        if not folder:
            return
        from figs_td.errors import InputError
        from figs_td.gui.dialogs.publish_menu import site_folder_agreed
        from figs_td.web.archive_site import MANIFEST

        try:
            force = site_folder_agreed(self, folder, MANIFEST)
        except InputError as exc:
            show_error(self, exc)
            return
        if force is None:
            return
        as_of, target = self._as_of(), folder

        def published(report: Any) -> None:
            self.status.setText(
                self.tr("Sito in {0}: {1} file, {2} scritti, {3} rimossi").format(
                    report.folder, len(report.files), len(report.written), len(report.removed)
                )
            )

        def write(store: ArchiveStore, _p: Progress) -> Any:
            from figs_td.services.archive import catch_up
            from figs_td.web.archive_site import publish_archive

            catch_up(store, actor=self.actor)  # the site with every rating computed
            return publish_archive(store, target, as_of=as_of, force=force)

        self.run(self.tr("Pubblicazione del sito…"), write, set(), published)

    # -- views -------------------------------------------------------------------------------
    def _as_of(self) -> dt.date:
        q = self.as_of.date()
        return dt.date(q.year(), q.month(), q.day())

    def refresh(self, changes: Iterable[str]) -> None:
        """Read and show the views in ``changes`` now (opening, a new date)."""
        if self.store is not None:
            self._show(_gather(self.store, set(changes), self._as_of()))

    def _show(self, data: dict[str, Any]) -> None:
        from figs_td.core.archive.events import REASONS

        if "settings" in data:
            self.category.clear()
            for code, name in data["settings"]["categories"].items():
                self.category.addItem(name, code)
        if "ranking" in data:
            self.ranking_model.set_rows(
                [
                    (r.rank, r.name, r.club, r.points, f"{r.counted}/{r.tournaments}",
                     "; ".join(f"{x.event} {x.place}° {x.points}" + ("" if x.counted else f" ({x.why})")
                               for x in r.results))
                    for r in data["ranking"]
                ]
            )  # fmt: skip
        if "players" in data:
            self.proposals = data["players"]
            self.dup_model.set_rows(
                [(p.a.id, f"{p.a.name} ({p.a.club or '—'})", p.b.id, f"{p.b.name} ({p.b.club or '—'})",
                  REASONS[p.reason]) for p in self.proposals]
            )  # fmt: skip
        if "events" in data:
            self.events_model.set_rows(
                [(e.id, f"{e.day:%d/%m/%Y}", e.name, e.category, e.players) for e in data["events"]]
            )
        for table in (self.ranking_table, self.dup_table, self.events_table):
            table.resizeColumnsToContents()

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        if self.busy():  # the action finishes (its transaction commits or rolls back) first
            self.status.setText(self.tr("Attendere la fine dell'operazione in corso"))
            event.ignore()
            return
        if self.store is not None:
            self.store.close()
            self.store = None
        super().closeEvent(event)


def _gather(store: ArchiveStore, changes: set[str], as_of: dt.date) -> dict[str, Any]:
    """The data of the views in ``changes`` (service reads; any thread)."""
    from figs_td.services import archive as svc

    data: dict[str, Any] = {}
    if "settings" in changes:
        data["settings"] = svc.settings_json(store)
    if "ranking" in changes:
        data["ranking"] = svc.ranking(store, as_of)
    if "players" in changes:
        data["players"] = svc.duplicates(store)
    if "events" in changes:
        data["events"] = svc.events(store)
    return data


def _table(parent: QWidget, model: RowsModel, name: str) -> QTableView:
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def _actor() -> str:
    from figs_td.services.actors import actor_name

    return actor_name("desktop")


def add_archive_action(window: QWidget, menu: QMenu) -> QAction:
    """*File → Archivio federale…*: opens the archive's window (the hook in the main window)."""
    act = menu.addAction(window.tr("Archivio &federale…"))
    act.setObjectName("archiveAction")

    def show() -> None:
        view = getattr(window, "archive_view", None)
        if view is None:
            view = ArchiveView(window)
            window.archive_view = view  # type: ignore[attr-defined]
        view.show()
        view.raise_()

    act.triggered.connect(show)
    return act
