"""The *Archivio* window for federation staff: open an archive, add finished events, review
the proposed merges (each merge an undoable command), see the national ranking.

A thin shell over :mod:`figs_td.services.archive`: every action is one service call; after it
only the views whose data changed are refreshed (``events``, ``players``, ``ranking``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Sequence
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
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.errors import show_error
from figs_td.gui.table_model import RowsModel

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore


class MergeCommand(QUndoCommand):
    """Unisci B ad A; undo separates them again (``archive unmerge``)."""

    def __init__(self, view: ArchiveView, kept: int, merged: int, text: str) -> None:
        super().__init__(text)
        self.view, self.kept, self.merged = view, kept, merged

    def redo(self) -> None:
        from figs_td.services.archive import merge

        self.view.run(
            lambda s: merge(s, self.kept, self.merged, actor=self.view.actor),
            {"players", "ranking"},
        )

    def undo(self) -> None:
        from figs_td.services.archive import unmerge

        self.view.run(
            lambda s: unmerge(s, self.merged, actor=self.view.actor), {"players", "ranking"}
        )


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
        self.open_button = QPushButton(self.tr("&Apri"), self)
        self.open_button.setObjectName("archiveOpen")
        self.open_button.clicked.connect(lambda: self.open_archive(self.path.text().strip()))
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
        page = QWidget(self)
        lay = QVBoxLayout(page)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Classifica al:"), page))
        row.addWidget(self.as_of)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addWidget(self.ranking_table)
        self.tabs.addTab(page, self.tr("Classifica"))
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
        self.merge_button = QPushButton(self.tr("&Unisci B ad A"), self)
        self.merge_button.setObjectName("archiveMerge")
        self.merge_button.clicked.connect(self.merge_selected)
        self.undo_button = QPushButton(self.tr("A&nnulla"), self)
        self.undo_button.setObjectName("archiveUndo")
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.undo_button.setEnabled(False)
        page = QWidget(self)
        lay = QVBoxLayout(page)
        lay.addWidget(
            QLabel(self.tr("Possibili doppioni: nessuno viene unito senza conferma."), page)
        )
        lay.addWidget(self.dup_table)
        row = QHBoxLayout()
        row.addWidget(self.merge_button)
        row.addWidget(self.undo_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.tabs.addTab(page, self.tr("Doppioni"))
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
        self.add_button = QPushButton(self.tr("A&ggiungi eventi…"), self)
        self.add_button.setObjectName("archiveAdd")
        self.add_button.clicked.connect(lambda: self.add_files(None))
        page = QWidget(self)
        lay = QVBoxLayout(page)
        lay.addWidget(self.events_table)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Categoria:"), page))
        row.addWidget(self.category)
        row.addWidget(self.replace)
        row.addStretch(1)
        row.addWidget(self.add_button)
        lay.addLayout(row)
        self.tabs.addTab(page, self.tr("Eventi"))

        self.status = QLabel(self)
        self.status.setObjectName("archiveStatus")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.status)
        undo = QAction(self)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        undo.triggered.connect(self.undo_stack.undo)
        self.addAction(undo)
        self._enable(False)
        self.resize(900, 600)

    # -- actions -----------------------------------------------------------------------------
    def _enable(self, on: bool) -> None:
        for w in (self.tabs, self.add_button, self.merge_button):
            w.setEnabled(on)

    def open_archive(self, target: str) -> None:
        from figs_td.services.archive import open_archive

        if not target:
            return
        try:
            store = open_archive(target, create=True)
        except Exception as exc:  # noqa: BLE001 - shown to the person, nothing changed
            show_error(self, exc)
            return
        if self.store is not None:
            self.store.close()
        self.store = store
        self.path.setText(target)
        self.undo_stack.clear()
        self._enable(True)
        self.refresh({"events", "players", "ranking", "settings"})

    def run(self, action: Any, changes: set[str]) -> Any:
        """One service call on the open archive, then the views it changed."""
        if self.store is None:
            return None
        try:
            result = action(self.store)
        except Exception as exc:  # noqa: BLE001
            show_error(self, exc)
            return None
        self.refresh(changes)
        return result

    def add_files(self, paths: Sequence[str] | None) -> None:
        from figs_td.services.archive import add_sources

        if paths is None:
            from figs_td.gui import file_dialogs

            path = file_dialogs.open_file(
                self, self.tr("Aggiungi un evento"), "",
                self.tr("Eventi (*.figs *.t *.csv *.xlsx)"),
            )  # fmt: skip
            paths = [path] if path else []
        if not paths:
            return
        code = self.category.currentData() or ""
        added = self.run(
            lambda s: add_sources(s, list(paths), category=code, replace=self.replace.isChecked(), actor=self.actor),
            {"events", "players", "ranking"},
        )  # fmt: skip
        if added:
            self.status.setText(
                self.tr("Eventi aggiunti: {0}").format(", ".join(a.name for a in added))
            )

    def merge_selected(self) -> None:
        rows = self.dup_table.selectionModel().selectedRows()
        if not rows:
            self.status.setText(self.tr("Scegliere una coppia dall'elenco"))
            return
        p = self.proposals[rows[0].row()]
        text = self.tr("Unisci {0} a {1}").format(p.b.name, p.a.name)
        self.undo_stack.push(MergeCommand(self, p.a.id, p.b.id, text))
        self.status.setText(text)

    # -- views -------------------------------------------------------------------------------
    def refresh(self, changes: Iterable[str]) -> None:
        from figs_td.services import archive as svc

        if self.store is None:
            return
        changes = set(changes)
        store = self.store
        if "settings" in changes:
            cats = svc.settings_json(store)["categories"]
            self.category.clear()
            for code, name in cats.items():
                self.category.addItem(name, code)
        if "ranking" in changes:
            q = self.as_of.date()
            rows = svc.ranking(store, dt.date(q.year(), q.month(), q.day()))
            self.ranking_model.set_rows(
                [
                    (r.rank, r.name, r.club, r.points, f"{r.counted}/{r.tournaments}",
                     "; ".join(f"{x.event} {x.place}° {x.points}" + ("" if x.counted else f" ({x.why})")
                               for x in r.results))
                    for r in rows
                ]
            )  # fmt: skip
        if "players" in changes:
            from figs_td.core.archive import REASONS

            self.proposals = svc.duplicates(store)
            self.dup_model.set_rows(
                [(p.a.id, f"{p.a.name} ({p.a.club or '—'})", p.b.id, f"{p.b.name} ({p.b.club or '—'})",
                  REASONS[p.reason]) for p in self.proposals]
            )  # fmt: skip
        if "events" in changes:
            self.events_model.set_rows(
                [
                    (e.id, f"{e.day:%d/%m/%Y}", e.name, e.category, e.players)
                    for e in svc.events(store)
                ]
            )
        for table in (self.ranking_table, self.dup_table, self.events_table):
            table.resizeColumnsToContents()

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        if self.store is not None:
            self.store.close()
            self.store = None
        super().closeEvent(event)


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
