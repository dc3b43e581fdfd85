"""Projector view (vista proiettore): a second window for the venue's screen.

The current round's pairings in very large type, alphabetical by player ("Rossi Mario → tavolo 7,
inizia"), then the standings after the last complete round. It scrolls by itself when the text
does not fit, follows the tournament live (it re-reads the file every second, so a result entered
at another desk or from the command line shows within a second) and toggles full screen with F11
(Esc leaves full screen). The type grows with the window: 22 lines fill the screen's height, i.e.
about 45 pixels a line on a 1920×1080 projector, readable from 5 m.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QLabel,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.views.standings_view import scope_caption
from figs_td.gui.views.views_base import scrolled

if TYPE_CHECKING:
    from figs_td.gui.window.session import Session

#: Lines of text that fill the window's height (sets the type size).
LINES_PER_SCREEN = 22
#: Re-read the tournament this often (ms): a result entered anywhere shows within a second.
REFRESH_MS = 1000
#: Auto-scroll: pixels per step and step interval (ms); pause at the top and at the bottom.
SCROLL_STEP = 2
SCROLL_MS = 40
PAUSE_STEPS = 75


@dataclass(frozen=True)
class Screen:
    """What the projector shows, as plain text lines (compared to skip useless repaints)."""

    title: str
    pairings_title: str
    pairings: tuple[str, ...]
    standings_title: str
    standings: tuple[str, ...]


def pairing_lines(games: list[Any], names: dict[int, str], tr: Any) -> list[str]:
    """One line per player, alphabetical: 'Rossi Mario → tavolo 7, inizia'."""
    lines: list[tuple[str, str]] = []
    for g in games:
        if g.second is None:
            lines.append((names.get(g.first, "?"), tr("riposo")))
            continue
        table = g.table or ""
        lines.append((names.get(g.first, "?"), tr("tavolo {0}, inizia").format(table)))
        lines.append((names.get(g.second, "?"), tr("tavolo {0}").format(table)))
    lines.sort(key=lambda item: item[0].casefold())
    return [f"{name} → {where}" for name, where in lines]


def standing_lines(rows: list[Any], phases: dict[int, str] | None = None) -> list[str]:
    """'3. Rossi Mario — 8 p. (+95)'; with ``phases`` (a bracket decided the final standings)
    the phase after the name: '5. Rossi Mario — Consolazione — 8 p. (+101)'."""
    lines = []
    for r in rows:
        spread = f"{r.spread:+d}"
        phase = f" — {phases[r.player_id]}" if phases and r.player_id in phases else ""
        lines.append(f"{r.final_place}. {r.name}{phase} — {r.tournament_points} p. ({spread})")
    return lines


class ProjectorWindow(QWidget):
    """The projector's window; reads through its own backend on the tournament's store."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from figs_td.gui.backend.backend import Backend

        self.setObjectName("projectorWindow")
        self.setWindowTitle(self.tr("Vista proiettore"))
        self.setStyleSheet("#projectorWindow, #projectorBody { background: #101820; }")
        self.backend = Backend(session.backend.store)  # its own cache, refreshed every second
        self.screen_data: Screen | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel(objectName="projectorTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        body = QWidget(objectName="projectorBody")
        self.body_layout = QVBoxLayout(body)
        self.pairings_title = QLabel(objectName="projectorPairingsTitle")
        self.pairings = QLabel(objectName="projectorPairings")
        self.standings_title = QLabel(objectName="projectorStandingsTitle")
        self.standings = QLabel(objectName="projectorStandings")
        for w in (self.pairings_title, self.pairings, self.standings_title, self.standings):
            w.setTextFormat(Qt.TextFormat.PlainText)
            self.body_layout.addWidget(w)
        self.body_layout.addStretch(1)
        self.scroll = scrolled(body, "projectorScroll")
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.scroll, 1)
        self.hint = QLabel(self.tr("F11: schermo intero"), objectName="projectorHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.hint)
        QShortcut(QKeySequence("F11"), self, self.toggle_full_screen)
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self._pause = PAUSE_STEPS
        self.scroller = QTimer(self)
        self.scroller.setInterval(SCROLL_MS)
        self.scroller.timeout.connect(self._scroll_step)
        self.scroller.start()
        session.changed.connect(lambda _c: self.refresh())  # this desk: at once
        self.resize(1280, 720)
        self._apply_fonts()
        self.refresh()

    # ------------------------------------------------------------------ content
    def read(self) -> Screen:
        backend = self.backend
        backend.refresh()
        info = backend.info()
        rnd = backend.current_round()
        names = backend.player_names()
        pairings = pairing_lines(backend.games(rnd), names, self.tr) if rnd else []
        # The standings every view shows (services.standings.scope_of): after the last complete
        # round, "Classifica finale" once the event is over, the round being played named.
        scope = backend.standings_scope()
        done = scope.after_round
        standings: list[str] = []
        if done:
            from figs_td.core.standings.table import resolve_tiebreaks
            from figs_td.services.standings import phase_column, standings_of

            chain = list(resolve_tiebreaks(info.tiebreaks))
            rows = standings_of(backend.state(), chain, after_round=done, info=info)
            phases, note = phase_column(backend.state(), rows, info, after_round=done)
            import textwrap

            # the bracket's sentence in short lines (the labels do not wrap)
            standings = textwrap.wrap(note, 60) + standing_lines(rows, phases)
        return Screen(
            title=info.name,
            pairings_title=self.tr("Turno {0}: abbinamenti").format(rnd)
            if rnd
            else self.tr("Abbinamenti non ancora pronti"),
            pairings=tuple(pairings),
            standings_title=scope_caption(scope) if done else "",
            standings=tuple(standings),
        )

    def refresh(self) -> None:
        try:
            data = self.read()
        except Exception:  # noqa: BLE001 - the file is busy or closing: try again next second
            return
        if data == self.screen_data:
            return
        self.screen_data = data
        self.title.setText(data.title)
        self.pairings_title.setText(data.pairings_title)
        self.pairings.setText("\n".join(data.pairings))
        self.standings_title.setText(data.standings_title)
        self.standings.setText("\n".join(data.standings))
        self.standings_title.setVisible(bool(data.standings))
        self.standings.setVisible(bool(data.standings))

    # ------------------------------------------------------------------ look
    def _apply_fonts(self) -> None:
        px = max(14, self.height() // LINES_PER_SCREEN)
        body = QFont(self.font())
        body.setPixelSize(px)
        head = QFont(body)
        head.setPixelSize(int(px * 1.25))
        head.setBold(True)
        self.title.setFont(head)
        for w in (self.pairings_title, self.standings_title):
            w.setFont(head)
            w.setStyleSheet("color: #ffd166; padding-top: 12px;")
        for w in (self.pairings, self.standings):
            w.setFont(body)
            w.setStyleSheet("color: white;")
        self.title.setStyleSheet("color: white;")
        small = QFont(self.font())
        small.setPixelSize(max(12, px // 2))
        self.hint.setFont(small)
        self.hint.setStyleSheet("color: #8899aa;")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._apply_fonts()

    def _scroll_step(self) -> None:
        """Scroll down slowly when the text does not fit; pause, then start again from the top."""
        bar = self.scroll.verticalScrollBar()
        if bar.maximum() <= 0:
            bar.setValue(0)
            return
        if self._pause > 0:
            self._pause -= 1
            return
        if bar.value() >= bar.maximum():
            bar.setValue(0)
            self._pause = PAUSE_STEPS
            return
        bar.setValue(min(bar.maximum(), bar.value() + SCROLL_STEP))
        if bar.value() >= bar.maximum():
            self._pause = PAUSE_STEPS

    # ------------------------------------------------------------------ full screen
    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        super().keyPressEvent(event)

    def stop(self) -> None:
        self.timer.stop()
        self.scroller.stop()
