"""The check-in tab (issue 42): the tablet at the entrance. A search box finds a player from
two or three letters (surname or given name, accents ignored); Enter checks in the only match,
or a tap on his large button. The count present/expected is always in view, and the check-ins
from the phones ("Sono presente") appear by themselves (the window's follower)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.errors import guarded
from figs_td.gui.views_base import Panel

#: Large enough for a finger on a tablet (≥ 48 px).
BUTTON_HEIGHT = 56
#: Buttons shown for a search (more matches: type another letter).
MAX_BUTTONS = 12


class CheckinPanel(Panel):
    watches = ("players", "tournament", "rounds")
    keeps_typing = True  # a reload (a phone's check-in) never touches the search box

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Any] = []
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.search = QLineEdit(
            objectName="checkinSearch",
            placeholderText=self.tr("Cerca: 2-3 lettere del cognome o del nome, poi Invio"),
        )
        self.search.setMinimumHeight(BUTTON_HEIGHT)
        big = QFont(self.search.font())
        big.setPointSize(max(big.pointSize(), 10) + 6)
        self.search.setFont(big)
        self.search.setAccessibleName(self.tr("Cerca il giocatore"))
        top.addWidget(self.search, 1)
        self.count = QLabel(objectName="checkinCount")
        self.count.setFont(big)
        top.addWidget(self.count)
        layout.addLayout(top)
        self.message = QLabel(objectName="checkinMessage")
        layout.addWidget(self.message)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        layout.addStretch(1)
        self.buttons: list[QPushButton] = []
        self.search.textChanged.connect(lambda _t: self.show_matches())
        self.search.returnPressed.connect(self.enter)

    # ---------------------------------------------------------------- reading
    def reload(self) -> None:
        if self.session is None:
            self.rows = []
        else:
            self.rows = self.session.backend.checkin_status().rows
        self.setEnabled(self.session is not None)
        self._count()
        self.show_matches()

    def _count(self) -> None:
        present = sum(1 for r in self.rows if r.present)
        self.count.setText(self.tr("Presenti {0} su {1}").format(present, len(self.rows)))

    def matches(self) -> list[Any]:
        from figs_td.services.checkin import search

        return search(self.rows, self.search.text())

    def show_matches(self) -> None:
        for b in self.buttons:
            self.grid.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        for i, row in enumerate(self.matches()[:MAX_BUTTONS]):
            mark = "✓ " if row.present else ""
            b = QPushButton(f"{mark}{row.player.name}", objectName="checkinButton")
            b.setMinimumHeight(BUTTON_HEIGHT)
            b.setFont(self.search.font())
            b.setAccessibleName(
                self.tr("{0}: presente").format(row.player.name)
                if row.present
                else self.tr("{0}: segna presente").format(row.player.name)
            )
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the search box keeps the keyboard
            b.clicked.connect(lambda _c=False, r=row: self.toggle(r))
            self.grid.addWidget(b, i // 2, i % 2)
            self.buttons.append(b)

    # ---------------------------------------------------------------- writing
    @guarded
    def enter(self) -> None:
        found = self.matches()
        if len(found) != 1:
            self.message.setText(
                self.tr("nessun giocatore trovato")
                if not found
                else self.tr("{0} giocatori: scrivi un'altra lettera").format(len(found))
            )
            return
        row = found[0]
        if row.present:
            self.message.setText(self.tr("{0} è già presente").format(row.player.name))
            self.search.clear()
            return
        self.toggle(row)

    @guarded
    def toggle(self, row: Any) -> None:
        assert self.session is not None
        backend, pid = self.session.backend, row.player.id
        undo_it = bool(row.present)
        name = row.player.name

        def do() -> Any:
            return backend.check_in(pid, undo=undo_it)

        def undo() -> Any:
            return backend.check_in(pid, undo=not undo_it)

        label = self.tr("check-in di {0}") if not undo_it else self.tr("check-in annullato: {0}")
        self.session.execute(label.format(name), do, undo)
        self.message.setText(
            self.tr("{0} non è più presente").format(name)
            if undo_it
            else self.tr("{0}: presente").format(name)
        )
        self.search.clear()
        self.search.setFocus()
