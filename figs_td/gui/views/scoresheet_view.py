"""Scoresheet editor (formulario): the turns of a game with a board view (premium squares coloured
as on the real board, tiles placed), the recount of each move, challenges and exchanges, final
scores; the result can be sent to the round. The core evaluates; this view only shows."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from figs_td.core.game.board import premium_at
from figs_td.gui.backend.service_text import service_text
from figs_td.gui.dialogs import file_dialogs
from figs_td.gui.models.table_model import make_view
from figs_td.gui.views.board_widget import BoardWidget, board_tiles
from figs_td.gui.views.views_base import Panel, scrolled
from figs_td.gui.window.errors import error_message, guarded

MISMATCH = QColor("#ffd0d0")
WARNING_STYLE = "color: #9a5b00; font-weight: bold"
REFUSAL_STYLE = "color: #b00020; font-weight: bold"
_KINDS = (
    ("play", "Giocata"),
    ("pass", "Passo"),
    ("exchange", "Cambio"),
    ("cambio_secco", "Cambio secco"),
)


def premium_code(row: int, col: int) -> str | None:
    p = premium_at(row, col)
    return p.value if p is not None else None


class ScoresheetPanel(Panel):
    watches = ("scoresheets", "rounds")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        self.board = BoardWidget(premium_code)
        layout.addWidget(self.board, 3)
        side = QVBoxLayout()
        layout.addLayout(side, 4)
        top = QHBoxLayout()
        self.round_spin = QSpinBox(objectName="sheetRound", minimum=0, maximum=99)
        self.table_spin = QSpinBox(objectName="sheetTable", minimum=0, maximum=999)
        self.load_btn = QPushButton(self.tr("&Carica"), objectName="sheetLoad")
        self.open_btn = QPushButton(self.tr("A&pri file…"), objectName="sheetOpen")
        self.save_btn = QPushButton(self.tr("Salva f&ile…"), objectName="sheetSave")
        for w in (
            QLabel(self.tr("Turno:")),
            self.round_spin,
            QLabel(self.tr("Tavolo:")),
            self.table_spin,
            self.load_btn,
            self.open_btn,
            self.save_btn,
        ):
            top.addWidget(w)
        top.addStretch()
        side.addLayout(top)
        self.players_label = QLabel(objectName="sheetPlayers")
        side.addWidget(self.players_label)
        entry = QHBoxLayout()
        self.kind = QComboBox(objectName="turnKind")
        for value, label in _KINDS:
            self.kind.addItem(self.tr(label), value)
        self.move = QLineEdit(objectName="turnMove")
        self.move.setPlaceholderText(self.tr("8F MICIO (minuscola = jolly)"))
        self.declared = QLineEdit(objectName="turnDeclared")
        self.declared.setPlaceholderText(self.tr("punti"))
        self.declared.setMaximumWidth(70)
        self.tiles = QSpinBox(objectName="turnTiles", minimum=0, maximum=7)
        self.tiles.setSpecialValueText(self.tr("tessere?"))
        self.add_btn = QPushButton(self.tr("A&ggiungi"), objectName="turnAdd")
        for w in (self.kind, self.move, self.declared, self.tiles, self.add_btn):
            entry.addWidget(w)
        side.addLayout(entry)
        challenge = QHBoxLayout()
        self.challenged = QCheckBox(self.tr("C&ontestata"), objectName="turnChallenged")
        self.challenge_words = QLineEdit(objectName="turnChallengeWords")
        self.challenge_words.setPlaceholderText(self.tr("parole contestate (vuoto: la mossa)"))
        self.challenge_valid = QCheckBox(self.tr("vali&da"), objectName="turnChallengeValid")
        self.challenge_valid.setChecked(True)
        for w in (self.challenged, self.challenge_words, self.challenge_valid):
            challenge.addWidget(w)
        side.addLayout(challenge)
        self.error = QLabel(objectName="sheetError", wordWrap=True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold")
        side.addWidget(self.error)
        self.turns, self.turns_model = make_view(
            [
                self.tr(h)
                for h in ("N.", "Giocatore", "Mossa", "Dichiarati", "Riconteggio", "Totali", "Note")
            ],
            "turnsTable",
        )
        # The move list and the end of the game share the height (a splitter), so that neither is
        # squashed into a sliver on a 1024×600 screen.
        self.turns.setMinimumHeight(96)
        self.side_split = QSplitter(Qt.Orientation.Vertical, objectName="sheetSplitter")
        self.side_split.setChildrenCollapsible(False)
        self.side_split.addWidget(self.turns)
        side.addWidget(self.side_split, 1)
        end = QGroupBox(self.tr("Fine partita"))
        form = QFormLayout(end)
        self.racks = [QLineEdit(objectName=f"endRack{i}") for i in (0, 1)]
        racks = QHBoxLayout()
        for r in self.racks:
            r.setPlaceholderText(self.tr("tessere sul leggio"))
            racks.addWidget(r)
        form.addRow(self.tr("Leggii:"), racks)
        self.overtime = [QSpinBox(objectName=f"endOvertime{i}", maximum=3600) for i in (0, 1)]
        self.base_left = [QSpinBox(objectName=f"endBaseLeft{i}", maximum=7200) for i in (0, 1)]
        for label, pair in (
            (self.tr("Supplementare usato (s):"), self.overtime),
            (self.tr("Tempo base residuo (s):"), self.base_left),
        ):
            row = QHBoxLayout()
            for w in pair:
                row.addWidget(w)
            form.addRow(label, row)
        self.flagged = QComboBox(objectName="endFlagged")
        self.flagged.addItem(self.tr("nessuno"), None)
        self.flagged.addItem(self.tr("primo giocatore"), 0)
        self.flagged.addItem(self.tr("secondo giocatore"), 1)
        form.addRow(self.tr("Tempo esaurito:"), self.flagged)
        self.final = QLabel(objectName="sheetFinal")
        self.final.setStyleSheet("font-size: 15pt; font-weight: bold")
        form.addRow(self.tr("Punteggi finali:"), self.final)
        end_scroll = scrolled(end, "sheetEndScroll")
        end_scroll.setMinimumHeight(80)
        self.side_split.addWidget(end_scroll)
        self.side_split.setStretchFactor(0, 3)
        self.side_split.setStretchFactor(1, 2)
        buttons = QHBoxLayout()
        self.undo_turn_btn = QPushButton(self.tr("Togli l'ultimo tur&no"), objectName="turnRemove")
        self.send_btn = QPushButton(self.tr("Invia il risultato al t&urno"), objectName="sheetSend")
        buttons.addWidget(self.undo_turn_btn)
        buttons.addStretch()
        buttons.addWidget(self.send_btn)
        side.addLayout(buttons)

        self.record: Any = None
        self.evaluation: Any = None
        self.load_btn.clicked.connect(self.load_game)
        self.open_btn.clicked.connect(self.open_file)
        self.save_btn.clicked.connect(self.save_file)
        self.add_btn.clicked.connect(self.add_turn)
        self.move.returnPressed.connect(self.add_turn)
        self.declared.returnPressed.connect(self.add_turn)
        self.undo_turn_btn.clicked.connect(self.remove_last_turn)
        self.send_btn.clicked.connect(self.send_result)
        for r in self.racks:
            r.textChanged.connect(lambda _t: self._set_end())
        for spin in (*self.overtime, *self.base_left):
            spin.valueChanged.connect(lambda _v: self._set_end())
        self.flagged.currentIndexChanged.connect(lambda _i: self._set_end())
        self.turns.selectionModel().currentRowChanged.connect(
            lambda cur, _prev: self._highlight(cur.row())
        )

    # ----------------------------------------------------------------- display
    def reload(self) -> None:
        self.setEnabled(self.session is not None)
        if self.session is None:
            return
        rnd = self.session.backend.current_round()
        if self.round_spin.value() == 0 or self.round_spin.value() > rnd:
            self.round_spin.setValue(rnd)
        self._set_buttons()

    def _set_buttons(self) -> None:
        has = self.record is not None
        for w in (self.add_btn, self.undo_turn_btn, self.send_btn, self.save_btn, self.move):
            w.setEnabled(has)

    def _refresh(self) -> None:
        """Evaluate the record (core) and show turns, totals and the board."""
        if self.record is None or self.session is None:
            return
        self.evaluation = self.session.backend.evaluate_record(self.record)
        ev = self.evaluation
        names = ev.players
        self.players_label.setText(
            self.tr("{0} (inizia) contro {1}").format(
                names[self.record.starts], names[1 - self.record.starts]
            )
        )
        rows, colours = [], []
        for t in ev.turns:
            notes = []
            if t.challenge is not None:
                notes.append(
                    self.tr("contestata: valida")
                    if t.challenge.valid
                    else self.tr("contestata: non valida")
                )
            if t.penalty != (0, 0):
                notes.append(self.tr("penalità {0}").format(max(t.penalty)))
            if t.withdrawn:
                notes.append(self.tr("ritirata"))
            kind = t.kind.value
            if kind in ("exchange", "cambio_secco", "pass"):
                notes.append(
                    {
                        "exchange": self.tr("cambio"),
                        "cambio_secco": self.tr("cambio secco"),
                        "pass": self.tr("passo"),
                    }[kind]
                )
            move = f"{t.position} {t.word}".strip()
            recount = t.recount.total if t.recount is not None else t.score
            rows.append(
                (
                    t.number,
                    names[t.player],
                    move,
                    "" if t.declared is None else t.declared,
                    recount,
                    f"{t.totals[0]} – {t.totals[1]}",
                    ", ".join(notes),
                )
            )
            wrong = t.declared is not None and t.recount is not None and t.declared != recount
            colours.append(MISMATCH if wrong else None)
        self.turns_model.set_rows(rows, colours)
        w = [service_text(w.message) for w in ev.warnings]
        self.error.setStyleSheet(WARNING_STYLE)  # things to look at, not refusals
        self.error.setText("\n".join(w))
        self.final.setText(f"{names[0]} {ev.final[0]} – {ev.final[1]} {names[1]}")
        self._highlight(len(ev.turns) - 1)

    def _highlight(self, row: int) -> None:
        ev = self.evaluation
        if ev is None:
            return
        board = ev.board
        tiles = board_tiles(board)
        new: set[tuple[int, int]] = set()
        if 0 <= row < len(ev.turns) and ev.turns[row].recount is not None:
            new = {(p.row, p.col) for p in ev.turns[row].recount.placed}
        self.board.set_tiles(tiles, new)

    # ----------------------------------------------------------------- actions
    @guarded
    def load_game(self) -> None:
        if self.session is None:
            return
        self.record = self.session.backend.scoresheet_for(
            self.round_spin.value(), self.table_spin.value()
        )
        self.error.clear()
        self._set_buttons()
        self._show_end()
        self._refresh()
        self.move.setFocus()

    @guarded
    def open_file(self, path: str | None = None) -> None:
        title, filters = self.tr("Apri formulario"), self.tr("Formulari (*.json *.gcg)")
        path = file_dialogs.open_file(
            self, title, filters=filters, kind="scoresheet", session=self.session, path=path
        )
        if not path or self.session is None:
            return
        self.record = self.session.backend.read_record(path)
        self._set_buttons()
        self._show_end()
        self._refresh()

    @guarded
    def save_file(self, path: str | None = None) -> None:
        if self.session is None or self.record is None:
            return
        if not path:
            path, _ = file_dialogs.save_file(
                self,
                self.tr("Salva formulario"),
                file_dialogs.tournament_folder(self.session),
                self.tr("Formulari (*.json *.gcg)"),
            )
        if path:
            self.session.backend.write_record(self.record, path)

    def add_turn(self) -> None:
        """Append the typed turn; a move the core refuses is not added (reason shown inline)."""
        if self.record is None or self.session is None:
            return
        try:
            turn = self.session.backend.make_turn(
                kind=self.kind.currentData(),
                move=self.move.text(),
                declared=self.declared.text(),
                tiles=self.tiles.value() or None,
                challenged=self.challenged.isChecked(),
                challenge_words=self.challenge_words.text(),
                challenge_valid=self.challenge_valid.isChecked(),
            )
            candidate = dataclasses.replace(self.record, turns=[*self.record.turns, turn])
            self.session.backend.evaluate_record(candidate)
        except Exception as exc:  # noqa: BLE001 - refused inline
            self.error.setStyleSheet(REFUSAL_STYLE)
            self.error.setText(error_message(exc))
            return
        self.record = candidate
        self.move.clear()
        self.declared.clear()
        self.challenged.setChecked(False)
        self.challenge_words.clear()
        self.challenge_valid.setChecked(True)
        self.tiles.setValue(0)
        self.kind.setCurrentIndex(0)
        self._refresh()
        self.move.setFocus()

    def remove_last_turn(self) -> None:
        if self.record is None or not self.record.turns:
            return
        self.record = dataclasses.replace(self.record, turns=self.record.turns[:-1])
        self._refresh()

    def _set_end(self) -> None:
        if self.record is None or self.session is None:
            return
        if self._filling:
            return
        try:
            candidate = self.session.backend.with_end(
                self.record,
                racks=(self.racks[0].text(), self.racks[1].text()),
                overtime_s=(self.overtime[0].value(), self.overtime[1].value()),
                base_left_s=(self.base_left[0].value(), self.base_left[1].value()),
                flagged=self.flagged.currentData(),
            )
            self.session.backend.evaluate_record(candidate)
        except Exception as exc:  # noqa: BLE001 - refused inline, the record keeps its end
            self.error.setStyleSheet(REFUSAL_STYLE)
            self.error.setText(error_message(exc))
            return
        self.record = candidate
        self._refresh()

    _filling = False

    def _show_end(self) -> None:
        """The end-of-game fields from the record (a loaded or opened scoresheet)."""
        if self.record is None:
            return
        end = self.record.end
        self._filling = True
        try:
            for i in (0, 1):
                self.racks[i].setText(end.racks[i] if end else "")
                self.overtime[i].setValue(end.overtime_s[i] if end else 0)
                self.base_left[i].setValue(end.base_left_s[i] if end else 0)
            flagged = end.flagged if end else None
            self.flagged.setCurrentIndex(max(0, self.flagged.findData(flagged)))
            for i in (0, 1):
                self.flagged.setItemText(i + 1, self.record.players[i])
        finally:
            self._filling = False

    @guarded
    def send_result(self) -> None:
        """Attach the scoresheet to its game and set the result (undoable)."""
        if self.record is None or self.session is None:
            return
        backend = self.session.backend
        rnd, table, record = self.round_spin.value(), self.table_spin.value(), self.record
        before = backend.game(rnd, table)
        from figs_td.gui.dialogs.confirm import ask

        ev = self.evaluation or backend.evaluate_record(record)
        if before.has_result and not ask(
            self,
            self.tr("Conferma"),
            self.tr(
                "Il tavolo {0} del turno {1} ha già il risultato {2} – {3}.\n"
                "Sostituirlo con quello del formulario ({4} – {5})?"
            ).format(table, rnd, before.score_first, before.score_second, *ev.final),
            self.tr("&Sostituisci"),
        ):
            self.error.setText(self.tr("Risultato del tavolo {0} lasciato com'era.").format(table))
            return
        unfinished = any(w.code == "unfinished" for w in ev.warnings)
        if unfinished and not ask(
            self,
            self.tr("Conferma"),
            self.tr(
                "Il formulario non arriva alla fine della partita (art. 39): {0} – {1} vale "
                "solo se la partita è stata interrotta. Inviarlo comunque?"
            ).format(*ev.final),
            self.tr("&Invia"),
        ):
            self.error.setText(
                self.tr("Il formulario non è finito: il risultato non è stato inviato.")
            )
            return
        self.session.execute(
            self.tr("formulario del tavolo {0}").format(table),
            lambda: backend.attach_scoresheet(rnd, table, record),
            lambda: backend.restore_result(rnd, table, before),
        )
        self.error.setText(
            self.tr("Risultato inviato al turno {0}, tavolo {1}.").format(rnd, table)
        )
