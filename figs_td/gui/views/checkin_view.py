"""The check-in tab (issue 42): the tablet at the entrance. A search box finds a player from
two or three letters (start of the surname or of the given name, initials "rm", accents,
apostrophes and spaces ignored); the players already present leave the list. Enter checks in
the only candidate; with 2–3 candidates ↓/↑ highlight one and Enter checks him in; a tap on a
large button does the same. The keys are those ``services.checkin.keystrokes`` counts (the
figure of ``benchmarks/checkin_keys.py``). The count present/expected is always in view, a
player who still owes his fee is shown with what he owes, and the check-ins from the phones
("Sono presente") appear by themselves (the window's follower)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.views.views_base import Panel
from figs_td.gui.window.errors import guarded

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
        self.owed: dict[int, int] = {}  # player id → fee still owed, cents
        self.highlight: int | None = None  # the player id chosen with the arrows
        self.found: list[Any] = []  # the candidates shown
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
        self.search.textChanged.connect(self._typed)
        self.search.returnPressed.connect(self.enter)
        self.search.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """↓ and ↑ in the search box move the highlight among 2–3 candidates."""
        if watched is self.search and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                self.move(1 if event.key() == Qt.Key.Key_Down else -1)
                return True
        return super().eventFilter(watched, event)

    def _typed(self, _text: str) -> None:
        self.highlight = None
        self.show_matches()

    def move(self, step: int) -> None:
        """↓ (``step`` 1) from nothing highlights the first candidate, ↑ the last; both go
        round. Only with 2 to ARROW_MAX candidates (more: type another letter)."""
        from figs_td.services.registration.checkin import ARROW_MAX

        found = self.found
        if not 2 <= len(found) <= ARROW_MAX:
            return
        ids = [r.player.id for r in found]
        if self.highlight not in ids:
            at = 0 if step > 0 else len(ids) - 1
        else:
            at = (ids.index(self.highlight) + step) % len(ids)
        self.highlight = ids[at]
        self.show_matches()

    # ---------------------------------------------------------------- reading
    def reload(self) -> None:
        if self.session is None:
            self.rows, self.owed = [], {}
        else:
            self.rows = self.session.backend.checkin_status().rows
            self.owed = self.session.backend.fees_owed()
        self.setEnabled(self.session is not None)
        self._count()
        self.show_matches()

    def _count(self) -> None:
        present = sum(1 for r in self.rows if r.present)
        self.count.setText(self.tr("Presenti {0} su {1}").format(present, len(self.rows)))

    def matches(self) -> list[Any]:
        from figs_td.services.registration.checkin import search

        return search(self.rows, self.search.text())

    def _owes(self, row: Any) -> str:
        """"deve 15,00 €" for a player who still owes his fee, else ""."""
        from figs_td.services.registration.fees import euro

        cents = self.owed.get(row.player.id, 0)
        return self.tr("deve {0} €").format(euro(cents)) if cents > 0 else ""

    def show_matches(self) -> None:
        from figs_td.services.registration.checkin import ARROW_MAX

        for b in self.buttons:
            self.grid.removeWidget(b)
            b.hide()  # gone at once, not when the event loop deletes it
            b.deleteLater()
        self.buttons = []
        self.found = self.matches()
        ids = [r.player.id for r in self.found]
        if self.highlight not in ids or not 2 <= len(ids) <= ARROW_MAX:
            self.highlight = None
        for i, row in enumerate(self.found[:MAX_BUTTONS]):
            mark = "✓ " if row.present else ""
            owes = "" if row.present else self._owes(row)
            text = f"{mark}{row.player.name}" + (f" · {owes}" if owes else "")
            b = QPushButton(text, objectName="checkinButton")
            b.setMinimumHeight(BUTTON_HEIGHT)
            b.setFont(self.search.font())
            b.setAccessibleName(
                self.tr("{0}: presente").format(row.player.name)
                if row.present
                else self.tr("{0}: segna presente").format(row.player.name)
            )
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the search box keeps the keyboard
            if row.player.id == self.highlight:  # the arrows' choice: Enter takes it
                b.setProperty("chosen", True)
                b.setStyleSheet("border: 3px solid #1565c0; font-weight: bold")
                b.setAccessibleDescription(self.tr("scelto: Invio lo segna presente"))
            b.clicked.connect(lambda _c=False, r=row: self.toggle(r))
            self.grid.addWidget(b, i // 2, i % 2)
            self.buttons.append(b)

    # ---------------------------------------------------------------- writing
    @guarded
    def enter(self) -> None:
        from figs_td.services.registration.checkin import ARROW_MAX

        found = self.matches()
        chosen = [r for r in found if r.player.id == self.highlight]
        if len(found) != 1 and not chosen:
            if not found:
                text = self.tr("nessun giocatore trovato")
            elif len(found) <= ARROW_MAX:
                text = self.tr("{0} giocatori: scegli con le frecce ↓ ↑ e Invio").format(len(found))
            else:
                text = self.tr("{0} giocatori: scrivi un'altra lettera").format(len(found))
            self.message.setText(text)
            return
        row = chosen[0] if chosen else found[0]
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
        owes = "" if undo_it else self._owes(row)
        if undo_it:
            text = self.tr("{0} non è più presente").format(name)
        elif owes:
            text = self.tr("{0}: presente — {1}").format(name, owes)  # collected at the door
        else:
            text = self.tr("{0}: presente").format(name)
        self.message.setText(text)
        self.message.setStyleSheet("color: #b00020; font-weight: bold" if owes else "")
        self.search.clear()
        self.search.setFocus()
