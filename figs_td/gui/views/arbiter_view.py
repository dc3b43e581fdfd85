"""Arbiter's desk (tavolo dell'arbitro): the challenge dialog — table and move (or just the words),
the verdict per word in large type, the penalty and who pays it, who ruled (the arbiter, or the
support panel member when the arbiter plays in that game), saved as a ruling — and the active
lexicon, with loading of a new one off the GUI thread."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.dialogs import file_dialogs
from figs_td.gui.models.changes import Changes
from figs_td.gui.models.table_model import make_view
from figs_td.gui.views.views_base import Panel, scrolled
from figs_td.gui.window.errors import error_message, guarded
from figs_td.gui.window.worker import run_in_background
from figs_td.plurals import plural

VALID_STYLE = "color: white; background: #1b7f3b; padding: 6px; border-radius: 6px"
INVALID_STYLE = "color: white; background: #b00020; padding: 6px; border-radius: 6px"


class ArbiterPanel(Panel):
    watches = ("rulings", "lexicon", "tournament", "rounds")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        lex = QHBoxLayout()
        self.lexicon_label = QLabel(objectName="lexiconLabel", wordWrap=True)
        self.lexicon_label.setStyleSheet("font-size: 13pt")
        # a long list name wraps instead of widening the window (issue 38: 1,392 px before)
        self.lexicon_label.setMinimumWidth(200)
        self.load_btn = QPushButton(self.tr("Carica less&ico…"), objectName="loadLexicon")
        self.free_btn = QPushButton(self.tr("&Usa il lessico libero"), objectName="freeLexicon")
        self.free_btn.setToolTip(
            self.tr(
                "Il dizionario italiano libero del sistema (non ufficiale): in attesa della lista"
            )
        )
        lex.addWidget(self.lexicon_label, 1)
        lex.addWidget(self.free_btn)
        lex.addWidget(self.load_btn)
        layout.addLayout(lex)
        # Opening or building a list runs on a worker thread: its progress shows here and the
        # window stays usable (issue 13).
        self.lexicon_bar = QProgressBar(objectName="lexiconProgress")
        self.lexicon_bar.setTextVisible(True)
        self.lexicon_bar.hide()
        layout.addWidget(self.lexicon_bar)
        # The verdict, the penalty and the buttons sit above the details and never scroll: at
        # 1024×600 a ruling is never recorded unseen (issue 26). The form scrolls below them.
        verdict_area = QFrame(objectName="verdictArea")
        verdict_layout = QVBoxLayout(verdict_area)
        verdict_layout.setContentsMargins(0, 0, 0, 0)
        self.verdicts = QGridLayout()
        verdict_box = QWidget(objectName="verdicts")
        verdict_box.setLayout(self.verdicts)
        verdict_layout.addWidget(verdict_box)
        self.outcome = QLabel(objectName="challengeOutcome", wordWrap=True)
        big = QFont(self.font())
        big.setPointSize(big.pointSize() + 4)
        big.setBold(True)
        self.outcome.setFont(big)
        verdict_layout.addWidget(self.outcome)
        self.error = QLabel(objectName="challengeError", wordWrap=True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold")
        verdict_layout.addWidget(self.error)
        buttons = QHBoxLayout()
        self.check_btn = QPushButton(self.tr("Verifi&ca"), objectName="checkButton")
        self.save_btn = QPushButton(self.tr("Registra la &decisione"), objectName="saveRuling")
        self.save_btn.setEnabled(False)
        self.save_btn.setToolTip(self.tr("Attivo quando il verdetto è sullo schermo"))
        self.best_btn = QPushButton(self.tr("Mossa miglior&e"), objectName="arbiterBest")
        self.best_btn.setToolTip(
            self.tr(
                "Le mosse migliori prima della mossa n. indicata, dal formulario registrato "
                "per il turno e il tavolo, con il lessico attivo"
            )
        )
        buttons.addWidget(self.check_btn)
        buttons.addWidget(self.save_btn)
        buttons.addWidget(self.best_btn)
        buttons.addStretch()
        verdict_layout.addLayout(buttons)
        layout.addWidget(verdict_area)

        top = QWidget(objectName="arbiterTop")
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        box = QGroupBox(self.tr("Contestazione"))
        form = QFormLayout(box)
        self.round_spin = QSpinBox(objectName="challengeRound", minimum=0, maximum=99)
        self.table_spin = QSpinBox(objectName="challengeTable", minimum=0, maximum=999)
        self.table_spin.setSpecialValueText(self.tr("nessuno (solo parole)"))
        self.move_spin = QSpinBox(objectName="challengeMove", minimum=0, maximum=99)
        self.move_spin.setSpecialValueText(self.tr("non indicata"))
        self.words = QLineEdit(objectName="challengeWords")
        self.words.setPlaceholderText(self.tr("parole contestate, separate da spazi o virgole"))
        self.value = QSpinBox(objectName="challengeValue", minimum=0, maximum=2000)
        self.value.setToolTip(self.tr("Valore della mossa, bonus di 50 compreso (art. 30)"))
        self.mover = QComboBox(objectName="challengeMover")
        self.ruled_by = QComboBox(objectName="ruledBy")
        self.ruled_by.setEditable(True)
        form.addRow(self.tr("Turno:"), self.round_spin)
        form.addRow(self.tr("Tavolo:"), self.table_spin)
        form.addRow(self.tr("Mossa n.:"), self.move_spin)
        form.addRow(self.tr("Parole:"), self.words)
        form.addRow(self.tr("Valore della mossa:"), self.value)
        form.addRow(self.tr("Ha giocato la mossa:"), self.mover)
        form.addRow(self.tr("Decide:"), self.ruled_by)
        top_layout.addWidget(box)
        top_layout.addStretch(1)
        self.splitter = QSplitter(Qt.Orientation.Vertical, objectName="arbiterSplitter")
        self.splitter.addWidget(scrolled(top, "arbiterScroll"))
        self.rulings, self.rulings_model = make_view(
            [
                self.tr(h)
                for h in (
                    "Turno",
                    "Tavolo",
                    "Parole",
                    "Esito",
                    "Penalità",
                    "A carico di",
                    "Ha deciso",
                )
            ],
            "rulingsTable",
        )
        self.rulings.setMinimumHeight(90)
        self.splitter.addWidget(self.rulings)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        layout.addWidget(self.splitter, 1)
        self._followed_round = 0
        self._outside = False  # the last change was noticed elsewhere (issue 38 §3)

        self.pending: Any = None
        self._waiting_check = False  # a Verifica asked while the list opens: run it once open
        self._lexicon_job = False
        self.check_btn.clicked.connect(self.check)
        self.best_btn.clicked.connect(self.best_moves)
        self.words.returnPressed.connect(self.check)
        self.save_btn.clicked.connect(self.save)
        self.load_btn.clicked.connect(self.load_lexicon)
        self.free_btn.clicked.connect(self.use_free_lexicon)
        for spin in (self.round_spin, self.table_spin, self.move_spin, self.value):
            spin.lineEdit().returnPressed.connect(self.check)  # Enter runs Verifica
        self.table_spin.valueChanged.connect(lambda _v: self._fill_table())
        for w in (self.words,):
            w.textChanged.connect(self._invalidate)
        for s in (self.value, self.table_spin, self.round_spin, self.move_spin):
            s.valueChanged.connect(self._invalidate)
        self.mover.currentIndexChanged.connect(self._invalidate)
        self.act_challenge = QAction(self.tr("&Contestazione…"), self)
        self.act_challenge.setShortcut("Ctrl+K")
        self.act_challenge.triggered.connect(self.focus_challenge)
        self.act_lexicon = QAction(self.tr("Carica &lessico…"), self)
        self.act_lexicon.triggered.connect(self.load_lexicon)

    def menu_actions(self) -> list[QAction]:
        return [self.act_challenge, self.act_lexicon]

    # ----------------------------------------------------------------- display
    def reload(self) -> None:
        self.setEnabled(self.session is not None)
        if self.session is None:
            return
        backend = self.session.backend
        found = backend.lexicon_in_use()
        name = found[1] if found is not None else None
        self._show_lexicon(found)
        ready = backend.service_available("rulings") and backend.service_available("lexicon.lists")
        tip = "" if ready else self.tr("Il servizio delle contestazioni non è ancora disponibile.")
        for w in (self.check_btn, self.load_btn, self.act_lexicon, self.free_btn):
            w.setEnabled(ready and not (self._lexicon_job and w is not self.check_btn))
            if not ready:
                w.setToolTip(tip)
        self.free_btn.setVisible(not name)
        rnd = backend.current_round()
        shown = self.round_spin.value()
        if shown in (0, self._followed_round) or shown > rnd:
            # Follows the current round unless chosen by hand. A new round: the form starts
            # afresh (no table, move, words or mover of the round before, issue 38 §4), unless
            # another desk paired it while this form is being filled (it stays on its round).
            if shown and shown != rnd:
                if self._outside and self._form_filled() and shown <= rnd:
                    rnd = shown
                else:
                    self.reset_form()
            self.round_spin.setValue(rnd)
        self._followed_round = rnd
        self._fill_table()
        rows = backend.rulings()
        lines = []
        for x in rows:
            verdict = self.tr("valida") if x.move_valid else self.tr("non valida")
            who = str(x.extra.get("payer") or "") or (
                self.tr("chi ha contestato")
                if x.charged_to == "challenger"
                else self.tr("chi ha giocato")
            )
            lines.append(
                (
                    x.round,
                    x.table or "",
                    ", ".join(x.words),
                    verdict,
                    x.penalty,
                    who,
                    f"{x.ruled_by} ({self.tr(x.ruled_by_role)})",
                )
            )
        self.rulings_model.set_rows(lines)

    def _show_lexicon(self, found: tuple[str, str, bool] | None) -> None:
        """Which list a Verifica uses, said once (the full name in the tooltip), and whether
        it is this tournament's own choice or the program's default (issue 38)."""
        if found is None:
            self.lexicon_label.setText(
                self.tr("Nessun lessico caricato: le parole non si possono verificare.")
            )
            self.lexicon_label.setToolTip("")
            return
        short, full, own = found
        text = (
            self.tr("Lessico del torneo: <b>{0}</b>")
            if own
            else self.tr(
                "Lessico in uso: <b>{0}</b> (predefinito: nessuno scelto per questo torneo)"
            )
        )
        self.lexicon_label.setText(text.format(escape(short)))
        self.lexicon_label.setToolTip(full)
        self.lexicon_label.setAccessibleName(
            text.replace("<b>", "").replace("</b>", "").format(full)
        )

    def on_changed(self, changes: Changes) -> None:
        self._outside = changes.outside
        super().on_changed(changes)

    def _form_filled(self) -> bool:
        return bool(self.table_spin.value() or self.words.text().strip() or self.value.value())

    def reset_form(self) -> None:
        """An empty form: table, move, words, value, verdicts and messages."""
        for spin in (self.table_spin, self.move_spin, self.value):
            spin.setValue(0)
        self.words.clear()
        self.error.clear()
        self._invalidate()

    def _fill_table(self) -> None:
        """The players at the chosen table (who moved) and who may rule on it (art. 45). A
        refresh keeps who moved and who rules when they are still there."""
        if self.session is None:
            return
        backend = self.session.backend
        mover = self.mover.currentData()
        judge = self.ruled_by.currentText()
        listed = [self.ruled_by.itemText(i) for i in range(self.ruled_by.count())]
        self.mover.blockSignals(True)
        self.mover.clear()
        game = backend.find_game(self.round_spin.value(), self.table_spin.value())
        names = backend.player_names()
        if game is not None and game.second is not None:
            self.mover.addItem(names.get(game.first, "?"), game.first)
            self.mover.addItem(names.get(game.second, "?"), game.second)
        else:
            self.mover.addItem(self.tr("—"), None)
        if mover is not None and self.mover.findData(mover) >= 0:
            self.mover.setCurrentIndex(self.mover.findData(mover))
        self.mover.blockSignals(False)
        self.ruled_by.clear()
        for name, role in backend.judges(self.round_spin.value(), self.table_spin.value()):
            self.ruled_by.addItem(f"{name} ({self.tr(role)})", (name, role))
        if judge and self.ruled_by.findText(judge) >= 0:
            self.ruled_by.setCurrentIndex(self.ruled_by.findText(judge))
        elif judge and judge not in listed:
            self.ruled_by.setEditText(judge)  # a name typed by hand

    def _invalidate(self) -> None:
        """Anything changed: the verdict on screen no longer applies."""
        self.pending = None
        self.save_btn.setEnabled(False)
        self._clear_verdicts()
        self.outcome.clear()
        if self._waiting_check:
            self.outcome.setText(self.tr("Apertura del lessico in corso: verifica in attesa…"))

    def focus_challenge(self) -> None:
        parent = self.parent()
        while parent is not None and not hasattr(parent, "tabs"):
            parent = parent.parent()
        if parent is not None:
            parent.tabs.setCurrentWidget(self)
        self.table_spin.setFocus()
        self.table_spin.selectAll()

    def _clear_verdicts(self) -> None:
        while self.verdicts.count():
            item = self.verdicts.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.setParent(None)  # gone at once (findChild, screenshots)
                widget.deleteLater()

    # ----------------------------------------------------------------- actions
    def check(self) -> None:
        """Ask the rulings service for the verdict; nothing is saved yet. When the list is not
        open yet it is opened on a worker thread first (progress in the bar, the window stays
        usable) and the verdict follows as soon as it is ready."""
        if self.session is None:
            return
        self._clear_verdicts()
        self.outcome.clear()
        self.error.clear()
        if self._lexicon_job:
            self._waiting_check = True  # kept: runs when the list is ready
            self.outcome.setText(self.tr("Apertura del lessico in corso: verifica in attesa…"))
            return
        if not self.session.backend.lexicon_ready():
            self._waiting_check = True
            self.outcome.setText(self.tr("Apertura del lessico in corso: verifica in attesa…"))
            backend = self.session.backend
            name = backend.lexicon_to_open()
            self._run_lexicon_job(
                self.tr("Apertura del lessico…"),
                lambda progress: backend.open_lexicon(name, progress),
                changes=None,
            )
            return
        self._adjudicate()

    def _adjudicate(self) -> None:
        if self.session is None:
            return
        self._clear_verdicts()
        self.outcome.clear()
        self.error.clear()
        judge = self.ruled_by.currentData() or (self.ruled_by.currentText().strip(), "arbitro")
        try:
            decision = self.session.backend.adjudicate(
                round_no=self.round_spin.value(),
                table=self.table_spin.value() or None,
                move_no=self.move_spin.value() or None,
                words=self.words.text(),
                move_value=self.value.value(),
                mover=self.mover.currentData(),
                ruled_by=judge,
            )
        except Exception as exc:  # noqa: BLE001 - shown inline
            self.error.setText(error_message(exc))
            self._invalidate()
            return
        big = QFont(self.font())
        big.setPointSize(big.pointSize() + 10)
        big.setBold(True)
        pairs = []
        for i, (word, ok) in enumerate(decision.word_verdicts.items()):
            w = QLabel(word.upper(), objectName=f"word{i}")
            w.setFont(big)
            # the colour is never the only sign: the word says it (issue 38)
            verdict = self.tr("VALIDA") if ok else self.tr("NON VALIDA")
            v = QLabel(verdict, objectName=f"verdict{i}")
            v.setFont(big)
            v.setStyleSheet(VALID_STYLE if ok else INVALID_STYLE)
            v.setAlignment(Qt.AlignmentFlag.AlignCenter)
            v.setAccessibleName(f"{word.upper()}: {verdict}")
            pairs.append((w, v))
        # several words side by side, as many pairs to a row as the page is wide (at most 3):
        # on a 1024 px screen the last badge of a three-word challenge stays in sight
        spacing = max(self.verdicts.horizontalSpacing(), 6)
        pair_width = max(w.sizeHint().width() + v.sizeHint().width() for w, v in pairs)
        room = max(self.width(), 1) - 2 * self.layout().contentsMargins().left()
        per_row = max(1, min(3, len(pairs), room // (pair_width + 3 * spacing)))
        for i, (w, v) in enumerate(pairs):
            row, col = divmod(i, per_row)
            self.verdicts.addWidget(w, row, 2 * col)
            self.verdicts.addWidget(v, row, 2 * col + 1)
        payer = decision.payer_name or (
            self.tr("chi ha contestato")
            if decision.charged_to == "challenger"
            else self.tr("chi ha giocato la mossa")
        )
        move = self.tr("Mossa valida") if decision.move_valid else self.tr("Mossa non valida")
        self.outcome.setText(
            self.tr("{0}: penalità di {1} a carico di {2}. Decide: {3}.").format(
                move,
                plural(decision.penalty, self.tr("1 punto"), self.tr("{0} punti")),
                payer,
                f"{decision.ruled_by} ({self.tr(decision.ruled_by_role)})",
            )
        )
        self.pending = decision
        for label in self._verdict_labels():
            label.show()  # laid out now, so that the check below sees them where they are
        self.verdicts.activate()
        self.layout().activate()
        self._arm_save()

    def verdict_in_sight(self) -> bool:
        """The verdict, the penalty line and the record button are on screen, uncut."""
        shown = [self.outcome, self.save_btn, *self._verdict_labels()]
        return all(w.isVisible() and w.visibleRegion().boundingRect() == w.rect() for w in shown)

    def _verdict_labels(self) -> list[QWidget]:
        items = (self.verdicts.itemAt(i) for i in range(self.verdicts.count()))
        return [w for w in (item.widget() for item in items) if w is not None]

    def _arm_save(self) -> None:
        """*Registra la decisione* only once the verdict has been shown (issue 26)."""
        self.save_btn.setEnabled(self.pending is not None and self.verdict_in_sight())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self.pending is not None:
            self._arm_save()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.pending is not None:
            self._arm_save()

    def best_moves(self) -> None:
        """*Mossa migliore* for the game and move on the form: the best moves before that move of
        the recorded scoresheet, with the active list (computed off the GUI thread)."""
        if self.session is None:
            return
        from figs_td.gui.views.best_moves import open_for_game

        self.error.clear()
        try:
            open_for_game(
                self, self.round_spin.value(), self.table_spin.value(), self.move_spin.value()
            )
        except Exception as exc:  # noqa: BLE001 - shown inline, in Italian
            self.error.setText(error_message(exc))

    @guarded
    def save(self) -> None:
        """Record the ruling (undo withdraws a ruling entered by mistake; the audit keeps it)."""
        if self.session is None or self.pending is None:
            return
        backend, decision = self.session.backend, self.pending
        holder: dict[str, Any] = {}

        def do() -> Changes:
            holder["id"] = backend.save_ruling(decision)
            return Changes(rulings=True)

        def undo() -> Changes:
            return backend.withdraw_ruling(holder["id"])

        self.session.execute(
            self.tr("contestazione al tavolo {0}").format(decision.table or "—"), do, undo
        )
        text = self.outcome.text()
        self.pending = None
        self.save_btn.setEnabled(False)  # the verdict stays on screen, once recorded
        self.outcome.setText(text + " " + self.tr("Decisione registrata."))

    @guarded
    def use_free_lexicon(self) -> None:
        """The free Italian dictionary (non-official) as the tournament's list, built off the
        window's thread with a progress bar the first time."""
        if self.session is None:
            return
        if self._lexicon_job:
            return
        backend = self.session.backend
        self._run_lexicon_job(
            self.tr("Preparazione del lessico libero…"),
            lambda progress: backend.use_free_lexicon(progress),
            changes=Changes(lexicon=True, tournament=True),
        )

    @guarded
    def load_lexicon(self, path: str | None = None) -> None:
        title, filters = self.tr("Carica lessico"), self.tr("Elenchi di parole (*.txt *.lst *.dic)")
        path = file_dialogs.open_file(
            self, title, filters=filters, kind="words", session=self.session, path=path
        )
        if not path or self.session is None or self._lexicon_job:
            return
        backend = self.session.backend
        self._run_lexicon_job(
            self.tr("Caricamento del lessico…"),
            lambda progress: backend.load_lexicon(path, progress),
            changes=Changes(lexicon=True, tournament=True),
        )

    def _run_lexicon_job(self, label: str, job: Any, changes: Changes | None) -> None:
        """Open, build or load a list on a worker thread, the progress in the page's bar; a
        Verifica asked meanwhile runs when it is done."""
        session = self.session
        self._lexicon_job = True
        for w in (self.load_btn, self.free_btn, self.act_lexicon):
            w.setEnabled(False)

        def finished() -> None:
            self._lexicon_job = False
            if self.session is not session:
                return
            self.safe_reload()
            if self._waiting_check:
                self._waiting_check = False
                self._adjudicate()

        def done(_result: Any) -> None:
            if self.session is session and changes is not None:
                session.changed.emit(changes)
            finished()

        def failed(exc: BaseException) -> None:
            self._waiting_check = False
            finished()
            self.outcome.clear()
            self.error.setText(error_message(exc))

        run_in_background(self, label, job, done, failed, bar=self.lexicon_bar)
