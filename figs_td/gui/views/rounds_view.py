"""Rounds (turni): pair the next round (progress for large fields), see it by table and by name,
swap two players (rematch warning), re-pair or delete the last round."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from figs_td.core.lexicon.word_tables import WORD_LIST_MARK
from figs_td.gui.backend.service_text import service_lines, service_text
from figs_td.gui.models.changes import Changes
from figs_td.gui.models.table_model import make_view
from figs_td.gui.views.views_base import Panel
from figs_td.gui.window.errors import guarded, show_error
from figs_td.gui.window.i18n import translator
from figs_td.gui.window.worker import run_in_background

_tr = translator("rounds")


def score_text(g: Any) -> str:
    """How a game's result reads on screen ("" when missing), in the window's language."""
    if g.second is None:
        return _tr("riposo")
    if g.score_first is None or g.score_second is None:
        return ""
    text = f"{g.score_first} – {g.score_second}"
    kind = str(getattr(g.kind, "value", g.kind))
    suffix = {
        "forfeit": _tr(" (a tavolino)"),
        "double_forfeit": _tr(" (doppia assenza)"),
        "time_loss": _tr(" (per tempo)"),
    }.get(kind, "")
    return text + suffix


class RoundsPanel(Panel):
    watches = ("rounds", "results", "players", "tournament")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Turno:")))
        self.round_box = QComboBox(objectName="roundBox")
        bar.addWidget(self.round_box)
        self.pair_btn = QPushButton(self.tr("Abbina il turno su&ccessivo"), objectName="pairButton")
        self.swap_btn = QPushButton(self.tr("Scambia &due giocatori"), objectName="swapButton")
        self.repair_btn = QPushButton(
            self.tr("Riabbina l'&ultimo turno"), objectName="repairButton"
        )
        self.delete_btn = QPushButton(self.tr("&Elimina l'ultimo turno"), objectName="deleteButton")
        # Any game of any round, corrected in *Risultati* (issue 38 §2); also a double click.
        self.correct_btn = QPushButton(self.tr("Co&rreggi…"), objectName="correctButton")
        self.correct_btn.setToolTip(
            self.tr("Correggi il risultato della partita scelta (anche di un turno passato)")
        )
        for b in (self.pair_btn, self.swap_btn, self.repair_btn, self.delete_btn, self.correct_btn):
            bar.addWidget(b)
        bar.addStretch()
        layout.addLayout(bar)
        self.message = QLabel(objectName="roundMessage", wordWrap=True)
        self.message.setStyleSheet("color: #9a5b00")
        layout.addWidget(self.message)
        self.views = QTabWidget()
        self.by_table, self.table_model = make_view(
            [self.tr(h) for h in ("Tavolo", "Inizia", "Secondo", "Risultato", "Note")], "byTable"
        )
        self.by_name, self.name_model = make_view(
            [self.tr(h) for h in ("Giocatore", "Tavolo", "Avversario", "Inizia")], "byName"
        )
        self.views.addTab(self.by_table, self.tr("Per tavolo"))
        self.views.addTab(self.by_name, self.tr("Per nome"))
        layout.addWidget(self.views)
        # The same mark and legend as the printed pairings (domain.md §7).
        self.word_list_note = QLabel(
            self.tr(
                "* può consultare le tabelle delle parole di 2 e 3 lettere durante il proprio turno"
            ),
            objectName="wordListNote",
            wordWrap=True,
        )
        self.word_list_note.hide()
        layout.addWidget(self.word_list_note)
        self._message_round = 0  # the round the orange notes belong to
        self._last = 0
        self._row_tables: list[int | None] = []
        self._name_tables: list[int | None] = []
        self.round_box.currentIndexChanged.connect(lambda _i: self._fill())
        self.correct_btn.clicked.connect(lambda: self.correct_selected())
        self.by_table.doubleClicked.connect(lambda _i: self.correct_selected())
        self.by_name.doubleClicked.connect(lambda _i: self.correct_selected())
        self.pair_btn.clicked.connect(self.pair_next)
        self.swap_btn.clicked.connect(self.swap_selected)
        self.repair_btn.clicked.connect(self.repair_last)
        self.delete_btn.clicked.connect(self.delete_last)
        self.act_pair = QAction(self.tr("Abbina il turno su&ccessivo"), self)
        self.act_pair.setShortcut(QKeySequence("Ctrl+P"))
        self.act_pair.triggered.connect(self.pair_next)
        self.act_repair = QAction(self.tr("Riabbina l'&ultimo turno"), self)
        self.act_repair.triggered.connect(self.repair_last)
        self.act_delete = QAction(self.tr("&Elimina l'ultimo turno"), self)
        self.act_delete.triggered.connect(self.delete_last)

    def menu_actions(self) -> list[QAction]:
        return [self.act_pair, self.act_repair, self.act_delete]

    def set_session(self, session: Any) -> None:
        self._message_round, self._last = 0, 0
        self.message.clear()
        super().set_session(session)

    def on_changed(self, changes: Changes) -> None:
        if changes.outside:  # another desk's change: the round looked at stays on screen
            self._keep_round = 0 < self.shown_round() < self._last
        super().on_changed(changes)

    # ----------------------------------------------------------------- display
    def reload(self) -> None:
        self.setEnabled(self.session is not None)
        if self.session is None:
            return
        last = self.session.backend.current_round()
        keep = self.round_box.currentData()
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for n in range(1, last + 1):
            self.round_box.addItem(self.tr("Turno {0}").format(n), n)
        target = keep if keep is not None and keep <= last and self._keep_round else last
        self._keep_round = False
        if target:
            self.round_box.setCurrentIndex(target - 1)
        self.round_box.blockSignals(False)
        for w in (
            self.swap_btn,
            self.repair_btn,
            self.delete_btn,
            self.act_repair,
            self.act_delete,
            self.correct_btn,
        ):
            w.setEnabled(last > 0)
        self._last = last
        self._fill()

    _keep_round = False

    def shown_round(self) -> int:
        return self.round_box.currentData() or 0

    def _fill(self) -> None:
        if self.session is None:
            return
        backend = self.session.backend
        rnd = self.shown_round()
        games = backend.games(rnd) if rnd else []
        plain = backend.player_names()
        marked = backend.word_list_players(rnd) if rnd else set()
        names = {
            pid: f"{name} {WORD_LIST_MARK}" if pid in marked else name
            for pid, name in plain.items()
        }
        self.word_list_note.setVisible(bool(marked))
        missing = QColor("#fff3c4")
        rows, colours, tips = [], [], []
        notes = backend.table_notes(rnd) if rnd else {}
        self._row_players: list[tuple[int, ...]] = []
        self._row_tables = [g.table for g in games]
        for g in games:
            second = names.get(g.second, "") if g.second is not None else self.tr("riposo")
            note, why = notes.get(g.table, ("", "")) if g.table is not None else ("", "")
            note, why = service_text(note), service_text(why)
            rows.append((g.table or "", names.get(g.first, "?"), second, score_text(g), note))
            tips.append(why)
            colours.append(None if g.has_result else missing)
            self._row_players.append((g.first,) if g.second is None else (g.first, g.second))
        self.table_model.set_rows(rows, colours, tips)
        if rnd != self._message_round:  # each round its own notes (a bye, a rematch…)
            notes = backend.round_notes(rnd) if rnd else []
            self.message.setText("\n".join(self._with_absent(service_lines(notes), rnd)))
            self._message_round = rnd
        by_name = []
        for g in games:
            for pid, opp, starts in ((g.first, g.second, True), (g.second, g.first, False)):
                if pid is None:
                    continue
                opp_name = names.get(opp, "") if opp is not None else self.tr("riposo")
                yes = self.tr("sì") if starts and g.second is not None else ""
                by_name.append((names.get(pid, "?"), g.table or "", opp_name, yes, pid))
        by_name.sort(key=lambda r: str(r[0]).casefold())
        self._name_players = [r[4] for r in by_name]
        self._name_tables = [r[1] or None for r in by_name]
        self.name_model.set_rows([r[:4] for r in by_name])

    # ----------------------------------------------------------------- actions
    def ask_absent(self, names: list[str]) -> str | None:
        """Round 1 with check-in in use (issue 42): what to do with the players not checked
        in — ``include``, ``without`` or ``cancel``; ``None``: nobody to ask about."""
        if not names:
            return None
        box = QMessageBox(self)
        box.setObjectName("checkinQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Check-in"))
        shown = ", ".join(names[:20]) + (" …" if len(names) > 20 else "")
        box.setText(
            self.tr("{0} giocatori non hanno fatto il check-in: {1}").format(len(names), shown)
        )
        include = box.addButton(self.tr("Abbina anche loro"), QMessageBox.ButtonRole.AcceptRole)
        without = box.addButton(
            self.tr("Lasciali fuori (iscritti dal turno 2)"), QMessageBox.ButtonRole.AcceptRole
        )
        cancel = box.addButton(self.tr("Annulla"), QMessageBox.ButtonRole.RejectRole)
        include.setObjectName("includeAbsent")
        without.setObjectName("withoutAbsent")
        box.setDefaultButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked is include:
            return "include"
        if clicked is without:
            return "without"
        return "cancel"

    @guarded
    def pair_next(self) -> None:
        if self.session is None:
            return
        backend, session = self.session.backend, self.session
        absent = self.ask_absent(backend.checkin_absent())
        if absent == "cancel":
            return
        self.pair_btn.setEnabled(False)
        self.act_pair.setEnabled(False)

        def job(progress):  # noqa: ANN001, ANN202
            progress(0, 0)  # indeterminate: the engine reports no steps
            return backend.pair_next_round(progress, absent=absent)

        def done(result: Any) -> None:
            self.pair_btn.setEnabled(True)
            self.act_pair.setEnabled(True)
            if self.session is not session:  # the tournament was closed meanwhile
                return
            rnd, seed = result
            first = [True]

            def do() -> Changes:
                if first[0]:
                    first[0] = False
                else:  # redo: the recorded seed gives exactly the same pairing
                    backend.pair_next_round(seed=seed, absent=absent)
                return Changes(
                    rounds=True, results=True, standings=True, players=bool(absent), round_no=rnd
                )

            def undo() -> Changes:
                return backend.delete_round(rnd)

            session.execute(self.tr("abbinamento del turno {0}").format(rnd), do, undo)
            self.show_warnings(backend.last_warnings())

        def failed(exc: BaseException) -> None:
            self.pair_btn.setEnabled(True)
            self.act_pair.setEnabled(True)
            show_error(self, exc)

        run_in_background(self, self.tr("Abbinamento in corso…"), job, done, failed)

    def show_warnings(self, warnings: list[str] | None) -> None:
        """Notes of the round on screen (after pairing it or swapping in it)."""
        rnd = self.shown_round()
        self.message.setText("\n".join(self._with_absent(service_lines(warnings or []), rnd)))
        self._message_round = rnd

    def _with_absent(self, lines: list[str], rnd: int) -> list[str]:
        """The round's notes and who announced he would miss it (issue 42 §2)."""
        absent = self.session.backend.absent_names(rnd) if rnd and self.session else []
        if absent:
            lines = [*lines, self.tr("Assenti in questo turno: {0}").format(", ".join(absent))]
        return lines

    @guarded
    def correct_selected(self) -> None:
        """*Correggi…*: the chosen game's result, in *Risultati*, whatever its round."""
        if self.session is None:
            return
        view = self.views.currentWidget()
        row = view.currentIndex().row()
        tables = self._name_tables if view is self.by_name else self._row_tables
        if not 0 <= row < len(tables):
            raise ValueError(self.tr("scegliere la partita da correggere"))
        table = tables[row]
        if table is None:
            raise ValueError(self.tr("un riposo non ha un risultato da correggere"))
        window = self.window()
        results = getattr(window, "panels", {}).get("results")
        if results is None:
            return
        window.tabs.setCurrentWidget(results)
        results.correct(self.shown_round(), int(table))

    @guarded
    def delete_last(self, confirm: bool = True) -> None:
        if self.session is None:
            return
        backend = self.session.backend
        rnd = backend.current_round()
        if rnd == 0:
            return
        if confirm and backend.results_entered(rnd):
            answer = QMessageBox.question(
                self,
                self.tr("Elimina turno"),
                self.tr("Il turno {0} ha già dei risultati. Eliminarlo comunque?").format(rnd),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        snapshot = backend.round_snapshot(rnd)
        self.session.execute(
            self.tr("eliminazione del turno {0}").format(rnd),
            lambda: backend.delete_round(rnd),
            lambda: backend.restore_round(rnd, snapshot),
        )

    @guarded
    def repair_last(self) -> None:
        """Pair the last round again (it must have no result yet); undo gives the old round."""
        if self.session is None:
            return
        backend, session = self.session.backend, self.session
        rnd = backend.current_round()
        if rnd == 0:
            return
        before = backend.round_snapshot(rnd)

        def job(progress: Any) -> Any:
            progress(0, 0)
            return backend.repair_round(rnd)

        def done(seed: Any) -> None:
            if self.session is not session:
                return
            first = [True]

            def do() -> Changes:
                if first[0]:
                    first[0] = False
                else:
                    backend.delete_round(rnd)
                    backend.pair_next_round(seed=seed)
                return Changes(rounds=True, results=True, standings=True, round_no=rnd)

            def undo() -> Changes:
                backend.delete_round(rnd)
                return backend.restore_round(rnd, before)

            session.execute(self.tr("riabbinamento del turno {0}").format(rnd), do, undo)
            self.show_warnings(backend.last_warnings())

        run_in_background(self, self.tr("Abbinamento in corso…"), job, done)

    def selected_players(self) -> list[int]:
        view = self.views.currentWidget()
        rows = sorted({i.row() for i in view.selectionModel().selectedRows()})
        if view is self.by_name:
            return [self._name_players[r] for r in rows]
        out: list[int] = []
        for r in rows:
            out.extend(self._row_players[r])
        return out

    @guarded
    def swap_selected(self, a: int | None = None, b: int | None = None) -> None:
        if self.session is None:
            return
        if a is None or b is None:
            chosen = self.selected_players()
            if len(chosen) != 2:
                raise ValueError(self.tr("selezionare due giocatori (vista per nome) da scambiare"))
            a, b = chosen
        backend = self.session.backend
        rnd = backend.current_round()
        pa, pb = a, b
        warnings = backend.swap_warnings(rnd, pa, pb)
        if warnings:
            answer = QMessageBox.question(
                self,
                self.tr("Scambio"),
                "\n".join(service_lines(warnings)) + "\n\n" + self.tr("Scambiare comunque?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._keep_round = True
        self.session.execute(
            self.tr("scambio nel turno {0}").format(rnd),
            lambda: backend.swap_players(rnd, pa, pb),
            lambda: backend.swap_players(rnd, pa, pb),
        )
        self.show_warnings(warnings)
