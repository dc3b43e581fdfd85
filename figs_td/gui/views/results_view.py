"""Result entry built for speed: type the table number, the two scores, Enter — the next table is
ready. Impossible entries are refused inline with the reason; missing tables are highlighted.
Special results: bye, forfeit (vittoria a tavolino) and the time-loss dialog."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from figs_td.errors import ConflictError
from figs_td.gui.dialogs import file_dialogs
from figs_td.gui.models.changes import Changes
from figs_td.gui.models.table_model import make_view
from figs_td.gui.views.rounds_view import score_text
from figs_td.gui.views.views_base import Panel
from figs_td.gui.window.errors import error_message, guarded

MISSING = QColor("#fff3c4")


class ResultsPanel(Panel):
    watches = ("rounds", "results", "players")
    keeps_typing = True  # a change made elsewhere keeps the entry row (see reload)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        big = QFont(self.font())
        big.setPointSize(big.pointSize() + 6)
        entry = QHBoxLayout()
        # Any round can be shown and corrected (issue 38 §2): Alt+N and its number, or PgUp /
        # PgDown in the entry row; Enter goes on to the table.
        self.round_box = QComboBox(objectName="resultRoundBox")
        self.round_box.setToolTip(
            self.tr(
                "Il turno mostrato: un turno passato si corregge come quello in corso (PgSu/PgGiù)"
            )
        )
        round_caption = QLabel(self.tr("Tur&no:"))
        round_caption.setBuddy(self.round_box)
        entry.addWidget(round_caption)
        entry.addWidget(self.round_box)
        self.round_label = QLabel(objectName="resultRound")  # "Turno N" (the round shown)
        self.round_label.hide()
        entry.addWidget(self.round_label)
        entry.addWidget(QLabel(self.tr("Tavolo:")))
        self.table_edit = QLineEdit(objectName="tableEdit")
        self.score1 = QLineEdit(objectName="score1")
        self.score2 = QLineEdit(objectName="score2")
        for w, width in ((self.table_edit, 70), (self.score1, 90), (self.score2, 90)):
            w.setFont(big)
            w.setMaximumWidth(width)
            w.setMaxLength(5)
        self.first_name = QLabel(objectName="firstName")
        self.second_name = QLabel(objectName="secondName")
        # Art. 25: who actually started (drawn at the table) — one toggle swaps the two players.
        self.swap_first = QToolButton(objectName="swapFirst", text="⇄", checkable=True)
        self.swap_first.setToolTip(self.tr("Ha iniziato l'altro giocatore (Ctrl+I)"))
        self.swap_first.setShortcut("Ctrl+I")
        # Tab goes table → first score → second score: the toggle is for the mouse and Ctrl+I,
        # so digits typed after Tab never land on it.
        self.swap_first.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        entry.addWidget(self.table_edit)
        entry.addWidget(self.swap_first)
        entry.addWidget(self.first_name)
        entry.addWidget(self.score1)
        entry.addWidget(QLabel("–"))
        entry.addWidget(self.score2)
        entry.addWidget(self.second_name)
        entry.addStretch()
        layout.addLayout(entry)
        QWidget.setTabOrder(self.table_edit, self.score1)
        QWidget.setTabOrder(self.score1, self.score2)
        self.error = QLabel(objectName="resultError", wordWrap=True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold")
        layout.addWidget(self.error)
        self.done_label = QLabel(objectName="resultDone", wordWrap=True)
        self.done_label.setStyleSheet("color: #1b5e20; font-weight: bold")
        layout.addWidget(self.done_label)
        special = QHBoxLayout()
        self.forfeit_box = QComboBox(objectName="forfeitBox")
        self.forfeit_btn = QPushButton(self.tr("Vittoria a tav&olino"), objectName="forfeitButton")
        self.time_btn = QPushButton(self.tr("Sconfitta per t&empo…"), objectName="timeLossButton")
        self.clear_btn = QPushButton(self.tr("&Cancella risultato"), objectName="clearButton")
        special.addWidget(QLabel(self.tr("Presente:")))
        special.addWidget(self.forfeit_box)
        special.addWidget(self.forfeit_btn)
        special.addWidget(self.time_btn)
        special.addWidget(self.clear_btn)
        self.import_btn = QPushButton(self.tr("Importa ris&ultati…"), objectName="importResults")
        special.addWidget(self.import_btn)
        special.addStretch()
        layout.addLayout(special)
        self.games_view, self.games_model = make_view(
            [self.tr("Tavolo"), self.tr("Inizia"), self.tr("Secondo"), self.tr("Risultato")],
            "gamesView",
        )
        layout.addWidget(self.games_view)
        self.missing_label = QLabel(objectName="missingLabel", wordWrap=True)  # 1024 px
        layout.addWidget(self.missing_label)
        self.past_label = QLabel(objectName="pastRound", wordWrap=True)
        self.past_label.setStyleSheet("color: #9a5b00; font-weight: bold")
        layout.insertWidget(1, self.past_label)
        self.past_label.hide()
        self.games: list[Any] = []
        self.names: dict[int, str] = {}
        self.round_no = 0
        self._chosen: int | None = None  # a past round chosen by the director (None: current)
        self._last_seen = 0  # the current round at the last reload
        self._reset_entry = True  # the next reload empties the entry row (see on_changed)
        self.round_box.currentIndexChanged.connect(lambda _i: self._round_chosen())
        for w in (self.round_box, self.table_edit, self.score1, self.score2):
            w.installEventFilter(self)
        self.table_edit.textChanged.connect(lambda _t: self.swap_first.setChecked(False))
        self.table_edit.textChanged.connect(self._show_table)
        self.swap_first.toggled.connect(lambda _on: self._show_table())
        self.table_edit.textEdited.connect(self._table_edited)
        self.table_edit.returnPressed.connect(self._table_entered)
        for edit in (self.score1, self.score2):
            edit.textEdited.connect(lambda _t, e=edit: self._digits_only(e))
        self.score1.returnPressed.connect(self._score1_entered)
        self.score2.returnPressed.connect(self.submit)
        self.forfeit_btn.clicked.connect(self.enter_forfeit)
        self.time_btn.clicked.connect(self.time_loss)
        self.clear_btn.clicked.connect(self.clear_result)
        self.import_btn.clicked.connect(lambda: self.import_results())
        self.games_view.clicked.connect(lambda index: self._pick_row(index.row(), 0))

    # ----------------------------------------------------------------- display
    def on_changed(self, changes: Changes) -> None:
        """A change made here (an entry, a pairing, undo, F5) empties the entry row at the next
        reload; one made elsewhere and noticed by the window (``outside``) keeps it."""
        if not changes.outside and any(getattr(changes, n, False) for n in self.watches):
            self._reset_entry = True
        super().on_changed(changes)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        """Enter on the round chooser goes to the table; PgUp/PgDown in the entry row show the
        previous/next round."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if obj is self.round_box and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._goto(self.table_edit)
                return True
            if obj is not self.round_box and key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
                step = -1 if key == Qt.Key.Key_PageUp else 1
                self.show_round(self.round_no + step)
                self._goto(self.table_edit)
                return True
        return super().eventFilter(obj, event)

    def show_round(self, round_no: int) -> None:
        """Show ``round_no`` (a past round to correct, or the current one)."""
        if self.session is None:
            return
        last = self.session.backend.current_round()
        if not 1 <= round_no <= last or round_no == self.round_no:
            return
        self._chosen = None if round_no == last else round_no
        self._reset_entry = True
        self.safe_reload()

    def _round_chosen(self) -> None:
        n = self.round_box.currentData()
        if n is not None:
            self.show_round(int(n))

    def correct(self, round_no: int, table: int) -> None:
        """*Correggi…* from *Turni*: the game's round and table, its scores ready to change."""
        self.show_round(round_no)
        g = self.game_at(table)
        if g is None:
            return
        self.table_edit.setText(str(table))
        self._fill_scores(g)
        self._goto(self.score1)

    def _fill_scores(self, g: Any) -> None:
        self.score1.setText("" if g.score_first is None else str(g.score_first))
        self.score2.setText("" if g.score_second is None else str(g.score_second))

    def _typing(self) -> bool:
        """Scores typed in the entry row (an edit in progress)."""
        return bool(self.score1.text().strip() or self.score2.text().strip())

    def set_session(self, session: Any) -> None:
        self._reset_entry, self._chosen, self._last_seen = True, None, 0
        super().set_session(session)

    def reload(self) -> None:
        self.setEnabled(self.session is not None)
        if self.session is None:
            return
        backend = self.session.backend
        keep = not self._reset_entry and self.round_no > 0
        self._reset_entry = False
        before = self._current_game() if keep else None
        last = backend.current_round()
        if last != self._last_seen:  # a round paired or deleted (here or at another desk)
            if keep and self._typing() and self._chosen is None and self.round_no <= last:
                self._chosen = self.round_no  # the edit in progress stays on its round
            elif not keep:
                self._chosen = None
        self._last_seen = last
        if self._chosen is not None and not 1 <= self._chosen < last:
            self._chosen = None
        shown = self.round_no
        self.round_no = self._chosen or last
        keep = keep and shown == self.round_no
        self.games = [g for g in backend.games(self.round_no)] if self.round_no else []
        self.names = backend.player_names()
        self.round_label.setText(
            self.tr("Turno {0}").format(self.round_no) if self.round_no else ""
        )
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for n in range(1, last + 1):
            self.round_box.addItem(str(n), n)
        if self.round_no:
            self.round_box.setCurrentIndex(self.round_no - 1)
        self.round_box.blockSignals(False)
        past = bool(self.round_no) and self.round_no < last
        self.past_label.setVisible(past)
        self.past_label.setText(
            self.tr(
                "Turno {0}: correzione di un turno passato (il turno in corso è il {1}). "
                "PgGiù torna al turno in corso."
            ).format(self.round_no, last)
            if past
            else ""
        )
        rows, colours = [], []
        for g in self.games:
            second = self.names.get(g.second, "") if g.second is not None else self.tr("riposo")
            rows.append((g.table or "", self.names.get(g.first, "?"), second, score_text(g)))
            colours.append(None if g.has_result else MISSING)
        self.games_model.set_rows(rows, colours)
        missing = [g.table for g in self.games if not g.has_result]
        self.missing_label.setText(
            self.tr("Tavoli senza risultato: {0}").format(", ".join(map(str, missing)))
            if missing
            else (self.tr("Tutti i risultati inseriti.") if self.games else "")
        )
        if keep and self._kept_entry(before):
            present = self.forfeit_box.currentIndex()
            self._show_table()
            if 0 <= present < self.forfeit_box.count():
                self.forfeit_box.setCurrentIndex(present)  # who is present, as chosen
            return
        self.clear_entry()
        nxt = self._next_missing(0)
        if nxt is not None:
            self.table_edit.setText(str(nxt))  # the first missing table is ready
        self._show_table()

    def _kept_entry(self, before: Any) -> bool:
        """After another desk's change: keep the entry row when it still means the same game
        (issue 38 §3); say so when that game got a result meanwhile. False: start afresh."""
        text = self.table_edit.text().strip()
        g = self._current_game()
        if not text or (g is None and before is None):
            if not text and not self._typing():
                self._ready_first_missing()
            return True
        if g is None or before is None or (g.first, g.second) != (before.first, before.second):
            return False  # the table now means another game
        if g.has_result and not before.has_result:
            if not self._typing():  # nothing typed yet: the next table without a result
                return False
            self.refuse(
                self.tr(
                    "Tav. {0}: un'altra postazione ha appena registrato {1} (Invio chiede se "
                    "sostituirlo)"
                ).format(g.table, score_text(g))
            )
        return True

    def _ready_first_missing(self) -> None:
        nxt = self._next_missing(0)
        if nxt is not None:
            self.table_edit.setText(str(nxt))

    def clear_entry(self) -> None:
        """Any refresh made here (a pairing, another round, F5, undo) empties the entry row and
        its red and green lines: a score on screen always belongs to the table on screen, and
        Enter never saves scores typed or picked for another round. Another desk's change keeps
        it while the table still means the same game (:meth:`_kept_entry`)."""
        for edit in (self.table_edit, self.score1, self.score2):
            edit.clear()
            edit.setStyleSheet("")
        self.swap_first.setChecked(False)
        self.error.clear()
        self.done_label.clear()

    def game_at(self, table: int) -> Any | None:
        return next((g for g in self.games if g.table == table), None)

    def _show_table(self) -> None:
        g = self._current_game()
        self.forfeit_box.clear()
        if g is None:
            self.first_name.clear()
            self.second_name.clear()
            return
        first, second = g.first, g.second
        if self.swap_first.isChecked() and second is not None:
            first, second = second, first  # the first score box is for who really started
        self.first_name.setText(self.names.get(first, "?"))
        self.second_name.setText(self.names.get(second, "") if second else self.tr("riposo"))
        self.forfeit_box.addItem(self.names.get(g.first, "?"), 0)
        if g.second is not None:
            self.forfeit_box.addItem(self.names.get(g.second, "?"), 1)
            self.forfeit_box.addItem(self.tr("nessuno (doppia assenza)"), None)
        if self.error.text() and not self.table_edit.hasFocus():
            return

    def _current_game(self) -> Any | None:
        text = self.table_edit.text().strip()
        return self.game_at(int(text)) if text.isdigit() else None

    @staticmethod
    def _goto(edit: QLineEdit) -> None:
        edit.setFocus()
        edit.selectAll()

    def _pick_row(self, row: int, _col: int) -> None:
        g = self.games[row]
        self.table_edit.setText(str(g.table or ""))
        self._fill_scores(g)
        self.score1.setFocus()
        self.score1.selectAll()

    def _next_missing(self, after: int) -> int | None:
        tables = [g.table for g in self.games if not g.has_result and g.table is not None]
        later = [t for t in tables if t > after]
        return (later or tables or [None])[0]

    def refuse(self, message: str) -> None:
        self.error.setText(message)

    def _digits_only(self, edit: QLineEdit) -> bool:
        """Anything but digits is shown and refused with the reason (never silently dropped)."""
        text = edit.text().strip()
        bad = bool(text) and not text.isdigit()
        edit.setStyleSheet("background: #ffd0d0" if bad else "")
        if bad:
            self.refuse(self.tr("'{0}' non è un numero: scrivere solo cifre").format(text))
        elif self.error.text().startswith("'"):
            self.error.clear()
        return not bad

    def _table_edited(self, _text: str) -> None:
        """A new table: the old error and any scores typed for another table go."""
        self.error.clear()
        self.score1.clear()
        self.score2.clear()
        self._digits_only(self.table_edit)

    def _table_entered(self) -> None:
        """Enter on the table: refused at once when it does not exist; its result shown if any."""
        text = self.table_edit.text().strip()
        g = self._current_game()
        if g is None:
            if text.isdigit():
                self.refuse(
                    self.tr("tavolo {0} inesistente nel turno {1}").format(text, self.round_no)
                )
            else:
                self._digits_only(self.table_edit) or self.refuse(
                    self.tr("scrivere il numero del tavolo")
                )
            self.table_edit.setFocus()
            self.table_edit.selectAll()
            return
        self.error.clear()
        if g.has_result:
            self.refuse(
                self.tr("Tav. {0} ha già il risultato {1}: nuovi punteggi lo sostituiscono").format(
                    g.table, score_text(g)
                )
            )
            if g.second is not None and not self._typing():
                self._fill_scores(g)  # a correction changes only what is wrong
        self._goto(self.score1)

    def _score1_entered(self) -> None:
        if self._digits_only(self.score1) and self.score1.text().strip():
            self._goto(self.score2)

    def _confirm(self, text: str, yes: str) -> bool:
        from figs_td.gui.dialogs.confirm import ask

        return ask(self, self.tr("Conferma"), text, yes)

    def _confirm_replace(self, g: Any, new: str) -> bool:
        """A table that already has a result is replaced only after a explicit Yes."""
        if not g.has_result:
            return True
        return self._confirm(
            self.tr("Il tavolo {0} ha già il risultato {1}.\nSostituirlo con {2}?").format(
                g.table, score_text(g), new
            ),
            self.tr("&Sostituisci"),
        )

    def confirmation(self, g: Any) -> str:
        """'Tav. 7: vince Rossi Mario 412–380' (or a draw, or a bye) after an entry."""
        assert self.session is not None
        now = self.session.backend.game(self.round_no, g.table)
        a, b = now.score_first, now.score_second
        if now.second is None or a is None or b is None:
            return self.tr("Tav. {0}: {1}").format(g.table, score_text(now))
        if a == b:
            return self.tr("Tav. {0}: pareggio {1}–{2}").format(g.table, a, b)
        winner = self.names.get(now.first if a > b else now.second, "?")
        return self.tr("Tav. {0}: vince {1} {2}–{3}").format(g.table, winner, max(a, b), min(a, b))

    # ----------------------------------------------------------------- actions
    def submit(self) -> None:
        """Enter: record the typed result; refused inline with the reason when impossible."""
        if self.session is None:
            return
        table_text = self.table_edit.text().strip()
        g = self._current_game()
        if g is None:
            self.refuse(
                self.tr("tavolo '{0}' inesistente nel turno {1}").format(table_text, self.round_no)
            )
            self.table_edit.setFocus()
            self.table_edit.selectAll()
            return
        s1, s2 = self.score1.text().strip(), self.score2.text().strip()
        if not (s1.isdigit() and s2.isdigit()):
            self.refuse(self.tr("servono i due punteggi (numeri interi non negativi)"))
            (self.score1 if not s1.isdigit() else self.score2).setFocus()
            return
        a, b = int(s1), int(s2)
        started = 1 if self.swap_first.isChecked() and g.second is not None else None
        kind = str(getattr(g.kind, "value", g.kind))
        if started is None and kind == "normal" and (a, b) == (g.score_first, g.score_second):
            self.error.clear()  # the scores shown for a correction, left as they were
            self.done_label.setText(
                self.tr("Tav. {0}: risultato invariato ({1})").format(g.table, score_text(g))
            )
            self._ready_next(g.table)
            return
        if not self._confirm_replace(g, f"{a} – {b}"):
            self.refuse(self.tr("Tav. {0}: risultato lasciato com'era").format(g.table))
            self._goto(self.score1)
            return
        profile = self.session.backend.profile()
        if profile.implausible(a, b) and not self._confirm(
            self.tr(
                "Tav. {0}: {1}–{2} è un punteggio insolito (sotto {3}, sopra {4} o scarto oltre "
                "{5}). Registrarlo comunque?"
            ).format(
                g.table,
                a,
                b,
                profile.implausible_below,
                profile.implausible_above,
                profile.implausible_margin,
            ),
            self.tr("&Registra"),
        ):
            self.refuse(self.tr("Tav. {0}: punteggio da ricontrollare").format(g.table))
            self._goto(self.score1)
            return
        try:
            self.record(g, a, b, started=started)
        except Exception as exc:  # noqa: BLE001 - refused inline with the reason
            message = error_message(exc)
            if isinstance(exc, ConflictError):  # another desk wrote: show what it wrote
                self.session.changed.emit(Changes(results=True, standings=True))
                self.table_edit.setText(str(g.table))  # the refresh emptied the row
            self.refuse(message)
            self.score1.setFocus()
            self.score1.selectAll()
            return
        self.error.clear()
        self.swap_first.setChecked(False)
        self.done_label.setText(self.confirmation(g))
        self._ready_next(g.table)

    def _ready_next(self, table: int) -> None:
        nxt = self._next_missing(table)
        self.score1.clear()
        self.score2.clear()
        if nxt is None:
            self.table_edit.clear()
            self.table_edit.setFocus()
        else:
            self.table_edit.setText(str(nxt))
            self.score1.setFocus()

    def record(
        self,
        g: Any,
        s1: int,
        s2: int,
        kind: str = "normal",
        extra: Any = None,
        started: int | None = None,
    ) -> Changes:
        """Enter (or correct) a result through the results service; undoable. ``started`` 1:
        the player paired second actually started (art. 25), ``s1`` is their score."""
        assert self.session is not None
        backend, rnd, table = self.session.backend, self.round_no, g.table
        before = backend.game(rnd, table)

        def do() -> Changes:
            return backend.enter_result(
                rnd, table, s1, s2, kind=kind, time_loss=extra, started=started
            )

        def undo() -> Changes:
            return backend.restore_result(rnd, table, before)

        verb = self.tr("correzione") if g.has_result else self.tr("risultato")
        return self.session.execute(
            self.tr("{0} tav. {1} ({2}–{3})").format(verb, table, s1, s2), do, undo
        )

    @guarded
    def enter_forfeit(self) -> None:
        g = self._current_game()
        if g is None or self.session is None:
            raise ValueError(self.tr("scrivere prima il numero del tavolo"))
        present = self.forfeit_box.currentData()
        if not self._confirm_replace(g, self.tr("una vittoria a tavolino")):
            return
        backend, rnd, table = self.session.backend, self.round_no, g.table
        before = backend.game(rnd, table)
        self.session.execute(
            self.tr("vittoria a tavolino al tavolo {0}").format(table),
            lambda: backend.enter_forfeit(rnd, table, present),
            lambda: backend.restore_result(rnd, table, before),
        )
        self.error.clear()
        self.done_label.setText(self.confirmation(g))
        self._ready_next(table)

    @guarded
    def time_loss(self) -> None:
        g = self._current_game()
        if g is None or g.second is None or self.session is None:
            raise ValueError(self.tr("scrivere prima il numero del tavolo (non un riposo)"))
        if not self._confirm_replace(g, self.tr("una sconfitta per tempo")):
            return
        from figs_td.gui.dialogs.time_loss import TimeLossDialog

        backend = self.session.backend
        dialog = TimeLossDialog(
            backend.profile(),
            (self.names.get(g.first, "?"), self.names.get(g.second, "?")),
            self._table_scores(g),
            self,
            overrides=dict(backend.info().profile_overrides),
        )
        self.time_dialog = dialog
        dialog.accepted.connect(lambda: self._record_time_loss(g, dialog))
        dialog.open()

    def _table_scores(self, g: Any) -> tuple[int, int]:
        """The scores at the table: those typed in the entry row, else those recorded for the
        game, else 0–0; in the order of the game (first, second)."""
        s1, s2 = self.score1.text().strip(), self.score2.text().strip()
        if s1.isdigit() and s2.isdigit():
            typed = (int(s1), int(s2))
            return typed[::-1] if self.swap_first.isChecked() else typed
        assert self.session is not None
        now = self.session.backend.game(self.round_no, g.table)
        if now.score_first is not None and now.score_second is not None:
            return now.score_first, now.score_second
        return 0, 0

    @guarded
    def _record_time_loss(self, g: Any, dialog: Any) -> None:
        final = dialog.final_scores
        if final is None:
            return
        clock = {
            "scores": [dialog.score[i].value() for i in (0, 1)],
            "racks": [dialog.rack[i].text() for i in (0, 1)],
            "overtime_s": [dialog.overtime[i].value() for i in (0, 1)],
            "base_left_s": [dialog.base_left[i].value() for i in (0, 1)],
            "flagged": dialog.flagged(),
        }
        assert self.session is not None
        backend, rnd, table = self.session.backend, self.round_no, g.table
        before = backend.game(rnd, table)
        self.session.execute(
            self.tr("sconfitta per tempo al tavolo {0} ({1}–{2})").format(table, *final),
            lambda: backend.enter_time_loss(rnd, table, clock),
            lambda: backend.restore_result(rnd, table, before),
        )
        self.error.clear()
        self.swap_first.setChecked(False)
        self.done_label.setText(self.confirmation(g))
        self._ready_next(g.table)

    @guarded
    def clear_result(self) -> None:
        g = self._current_game()
        if g is None or self.session is None:
            raise ValueError(self.tr("scrivere prima il numero del tavolo"))
        backend, rnd, table = self.session.backend, self.round_no, g.table
        before = backend.game(rnd, table)
        self.session.execute(
            self.tr("cancellazione del risultato del tavolo {0}").format(table),
            lambda: backend.clear_result(rnd, table),
            lambda: backend.restore_result(rnd, table, before),
        )

    @guarded
    def import_results(self, path: str | None = None) -> None:
        """The round's results from a CSV/XLSX file (tavolo, primo, secondo); undoable."""
        if not self.round_no:
            return
        title, filters = self.tr("Importa risultati"), self.tr("Elenchi (*.csv *.xlsx)")
        path = file_dialogs.open_file(
            self, title, filters=filters, kind="results", session=self.session, path=path
        )
        if not path or self.session is None:
            return
        backend, rnd = self.session.backend, self.round_no
        before = backend.games(rnd)
        self.session.execute(
            self.tr("importazione dei risultati del turno {0}").format(rnd),
            lambda: backend.import_results(rnd, path),
            lambda: backend.restore_results(rnd, before),
        )
