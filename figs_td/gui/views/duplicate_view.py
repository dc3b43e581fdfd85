"""The *Duplicato* page: the master game (draws, tops, the move placed), the players' slips
(fast entry, keyboard only: one line per player — ``8C acario``, a score, or the keys ``t`` top,
``s`` solo, ``a`` warning, ``p5`` penalty, ``r``/``b``/``m`` late/blank/multiple = 0 — Enter,
the score shown at once and the next player's line ready), the slips of the move, the standings
(with solo bonuses, warnings and penalties), the settings, and the projector view (the board,
the current rack in large letters, the countdown, then the top).

Every action calls :mod:`figs_td.services.duplicate.events` through the open tournament's store; the
rules live there and in the core.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.backend.service_text import service_text
from figs_td.gui.models.table_model import make_view
from figs_td.gui.views.board_widget import BoardWidget, board_tiles
from figs_td.gui.views.views_base import Panel, scrolled
from figs_td.gui.window.errors import guarded
from figs_td.plurals import plural

_SLIP_KEYS = {
    Qt.Key.Key_F2: ("t", True),
    Qt.Key.Key_F3: ("s", True),
    Qt.Key.Key_F4: ("a", False),
    Qt.Key.Key_F5: ("p", False),
    Qt.Key.Key_F6: ("r", True),
    Qt.Key.Key_F7: ("b", True),
    Qt.Key.Key_F8: ("m", True),
}


def _signed(value: int) -> str:
    return f"{value:+d}" if value else ""


def _games(store: Any) -> list[Any]:
    from figs_td.services.duplicate import events as dup

    return dup.list_games(store)


def _premium(row: int, col: int) -> str | None:
    from figs_td.core.game.board import premium_at

    p = premium_at(row, col)
    return p.value if p is not None else None


class ProjectorView(QWidget):
    """What the players see: the rack in large letters, the countdown, then the top placed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("duplicateProjector")
        self.setWindowTitle(self.tr("Duplicato — proiettore"))
        self.setStyleSheet("background: #102030; color: white;")
        outer = QHBoxLayout(self)
        self.board = BoardWidget(_premium)
        outer.addWidget(self.board, 3)
        side = QWidget()
        outer.addWidget(side, 2)
        layout = QVBoxLayout(side)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, objectName="projTitle")
        self.rack = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, objectName="projRack")
        self.clock = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, objectName="projClock")
        self.top = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, objectName="projTop")
        for w, size in ((self.title, 28), (self.rack, 64), (self.clock, 72), (self.top, 32)):
            f = QFont()
            f.setPointSize(size)
            f.setBold(w is not self.title)
            w.setFont(f)
            layout.addWidget(w)
        self.remaining = 0
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        self.resize(1280, 720)

    def show_board(self, tiles: dict[tuple[int, int], str], new: set[tuple[int, int]]) -> None:
        self.board.set_tiles(tiles, new)

    def show_rack(self, title: str, rack: str, seconds: int) -> None:
        self.title.setText(title)
        self.rack.setText(" ".join(rack))
        self.top.setText("")
        self.remaining = seconds
        self._show_clock()
        self.timer.start()

    def show_top(self, text: str) -> None:
        self.timer.stop()
        self.clock.setText("")
        self.top.setText(text)

    def _tick(self) -> None:
        self.remaining = max(0, self.remaining - 1)
        self._show_clock()
        if self.remaining == 0:
            self.timer.stop()
            QGuiApplication.beep()

    def _show_clock(self) -> None:
        m, s = divmod(self.remaining, 60)
        self.clock.setText(f"{m}:{s:02d}")
        self.clock.setStyleSheet("color: #ff6060;" if self.remaining <= 30 else "color: white;")


class SettingsDialog(QDialog):
    """The event's duplicate settings: time, moves, the drawing rule in two stages, the solo
    bonus and the warnings (the service checks the values)."""

    FIELDS = (
        ("timer_s", 10, 3600),
        ("moves", 0, 60),
        ("min_vowels", 0, 7),
        ("min_consonants", 0, 7),
        ("until_move", 0, 60),
        ("later_vowels", 0, 7),
        ("later_consonants", 0, 7),
        ("solo_bonus", 0, 100),
        ("solo_min_players", 1, 10000),
        ("warning_penalty", 0, 100),
        ("warning_from", 1, 100),
    )

    def __init__(self, values: dict[str, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dupSettings")
        self.setWindowTitle(self.tr("Impostazioni del duplicato"))
        form = QFormLayout(self)
        self.spins: dict[str, QSpinBox] = {}
        labels = {
            "timer_s": self.tr("Tempo per mossa (secondi)"),
            "moves": self.tr("Mosse per partita (0: fino a esaurimento)"),
            "min_vowels": self.tr("Vocali minime, prima fase"),
            "min_consonants": self.tr("Consonanti minime, prima fase"),
            "until_move": self.tr("La prima fase dura fino alla mossa (0: sempre)"),
            "later_vowels": self.tr("Vocali minime, poi"),
            "later_consonants": self.tr("Consonanti minime, poi"),
            "solo_bonus": self.tr("Bonus del solitario (0: nessuno)"),
            "solo_min_players": self.tr("… con almeno giocatori"),
            "warning_penalty": self.tr("Punti tolti per avvertimento (0: nessuno)"),
            "warning_from": self.tr("… dall'avvertimento n. (nella partita)"),
        }
        for key, low, high in self.FIELDS:
            spin = QSpinBox(objectName=f"dupSet_{key}", minimum=low, maximum=high)
            spin.setValue(values[key])
            self.spins[key] = spin
            form.addRow(labels[key], spin)
        self.french = QPushButton(self.tr("Valori &francesi (solitario +10, −5 dal 3° avv.)"))
        self.french.clicked.connect(self._french)
        form.addRow(self.french)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _french(self) -> None:
        from figs_td.core.duplicate.rules import FRENCH_PRESET

        for key, value in FRENCH_PRESET.items():
            self.spins[key].setValue(value)

    def values(self) -> dict[str, int]:
        return {key: spin.value() for key, spin in self.spins.items()}


def settings_values(settings: Any) -> dict[str, int]:
    """The flat values the dialog shows, from :class:`DuplicateSettings`."""
    d = settings.to_dict()
    return {k: int(v) for k, v in (d | d.pop("draw")).items() if k != "draw"}


class DuplicatePanel(Panel):
    watches = ("tournament", "players")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.projector: ProjectorView | None = None
        self._job = False
        self._slip_game: int | None = None
        self.game_no: int | None = None
        outer = QHBoxLayout(self)
        split = QSplitter()
        outer.addWidget(split)
        left = QWidget()
        lv = QVBoxLayout(left)
        self.board = BoardWidget(_premium)
        lv.addWidget(self.board, 3)
        self.master, self.master_model = make_view(
            [
                self.tr("Mossa"),
                self.tr("Leggio"),
                self.tr("Top"),
                self.tr("Punti"),
                self.tr("Totale"),
            ],
            "dupMaster",
        )
        lv.addWidget(self.master, 2)
        split.addWidget(left)

        right = QWidget()
        rv = QVBoxLayout(right)
        row = QHBoxLayout()
        self.status = QLabel(objectName="dupStatus")
        self.status.setStyleSheet("font-size: 14pt;")
        self.new_btn = QPushButton(self.tr("&Nuova partita"), objectName="dupNew")
        self.proj_btn = QPushButton(self.tr("P&roiettore"), objectName="dupProjector")
        self.settings_btn = QPushButton(self.tr("Imposta&zioni…"), objectName="dupSettingsBtn")
        row.addWidget(self.status, 1)
        row.addWidget(self.new_btn)
        row.addWidget(self.settings_btn)
        row.addWidget(self.proj_btn)
        rv.addLayout(row)
        self.bar = QProgressBar(objectName="dupProgress")
        self.bar.hide()
        rv.addWidget(self.bar)

        draw_row = QHBoxLayout()
        self.tiles = QLineEdit(objectName="dupTiles")
        self.tiles.setPlaceholderText(self.tr("lettere lette dal sacchetto (? = jolly), Invio"))
        self.enter_btn = QPushButton(self.tr("&Inserisci estrazione"), objectName="dupEnterDraw")
        self.draw_btn = QPushButton(self.tr("&Estrai"), objectName="dupDraw")
        draw_row.addWidget(self.tiles, 1)
        draw_row.addWidget(self.enter_btn)
        draw_row.addWidget(self.draw_btn)
        rv.addLayout(draw_row)

        self.rack_label = QLabel(objectName="dupRack")
        self.rack_label.setStyleSheet("font-size: 28pt; font-weight: bold; letter-spacing: 6px;")
        rv.addWidget(self.rack_label)
        top_row = QHBoxLayout()
        self.tops_btn = QPushButton(self.tr("&Calcola i top"), objectName="dupTops")
        self.confirm_btn = QPushButton(self.tr("&Disponi il top scelto"), objectName="dupConfirm")
        top_row.addWidget(self.tops_btn)
        top_row.addWidget(self.confirm_btn)
        top_row.addStretch()
        rv.addLayout(top_row)
        self.tops = QListWidget(objectName="dupTopsList")
        self.tops.setMaximumHeight(140)
        rv.addWidget(self.tops)

        slip_row = QHBoxLayout()
        self.slip_move = QSpinBox(objectName="dupSlipMove", minimum=1, maximum=99)
        self.slip_player = QSpinBox(objectName="dupSlipPlayer", minimum=1, maximum=9999)
        self.slip_text = QLineEdit(objectName="dupSlipText")
        self.slip_text.setPlaceholderText(
            self.tr(
                "8C acario · 27 · t top · s solo · a avvertimento · p5 penalità · "
                "r ritardo, b bianco, m multiplo (0) · N: altro giocatore; Invio"
            )
        )
        self.slip_text.setToolTip(
            self.tr(
                "Una riga per giocatore: la mossa scritta (minuscole: il programma mette il "
                "jolly dove serve; in GCG, minuscola = jolly), oppure i punti, oppure t/s per il "
                "top; poi, se serve, a (avvertimento, ripetibile), p5 (penalità di 5 punti), "
                "r/b/m (foglietto in ritardo, in bianco, multiplo: 0). 'N:' in testa sceglie "
                "il giocatore N. Invio: punteggio subito e il giocatore seguente pronto. "
                "Tasti: F2 top, F3 solitario, F4 avvertimento, F5 penalità, F6 ritardo, "
                "F7 bianco, F8 multiplo."
            )
        )
        for w in (
            QLabel(self.tr("Foglietti — mossa:")),
            self.slip_move,
            QLabel(self.tr("giocatore n.:")),
            self.slip_player,
            self.slip_text,
        ):
            slip_row.addWidget(w)
        rv.addLayout(slip_row)
        self.slip_result = QLabel(objectName="dupSlipResult", wordWrap=True)
        self.slip_result.setStyleSheet("font-size: 13pt;")
        rv.addWidget(self.slip_result)
        self.slips, self.slips_model = make_view(
            [self.tr("N."), self.tr("Giocatore"), self.tr("Scritto"), self.tr("Punti"),
             self.tr("Dal top"), self.tr("Bonus/pen.")],
            "dupSlips",
        )  # fmt: skip
        rv.addWidget(self.slips, 1)
        self.standings, self.standings_model = make_view(
            [self.tr("Pos."), self.tr("N."), self.tr("Giocatore"), self.tr("Punti"),
             self.tr("Diff."), self.tr("%"), self.tr("Top"), self.tr("Sol."),
             self.tr("Avv."), self.tr("Pen.")],
            "dupStandings",
        )  # fmt: skip
        head = self.standings.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)  # the name, whole
        rv.addWidget(self.standings, 1)
        # The room's column scrolls on a small screen instead of making the window taller
        # than 600 px (the window's tabs take the tallest page's minimum).
        split.addWidget(scrolled(right, "dupRightScroll"))
        split.setSizes([520, 700])

        self.new_btn.clicked.connect(self.new_game)
        self.draw_btn.clicked.connect(self.program_draw)
        self.enter_btn.clicked.connect(self.entered_draw)
        self.tiles.returnPressed.connect(self.entered_draw)
        self.tops_btn.clicked.connect(self.show_tops)
        self.confirm_btn.clicked.connect(self.confirm)
        self.tops.itemActivated.connect(lambda _i: self.confirm())
        self.slip_text.returnPressed.connect(self.enter_slip)
        # Keys for the common cases (issue 30): F2 top, F3 solo, F6 late, F7 blank, F8 multiple
        # record the slip at once; F4 (warning) and F5 (penalty) add to the line.
        self.slip_text.installEventFilter(self)
        self.proj_btn.clicked.connect(self.open_projector)
        self.settings_btn.clicked.connect(self.edit_settings)
        self.slip_move.valueChanged.connect(lambda _v: self._slips())

    # ----------------------------------------------------------------- helpers
    @property
    def store(self) -> Any:
        assert self.session is not None
        return self.session.backend.store

    def _is_duplicate(self) -> bool:
        return self.session is not None and self.session.backend.info().system == "duplicato"

    # ----------------------------------------------------------------- display
    def reload(self) -> None:
        from figs_td.services.duplicate import events as dup

        ok = self._is_duplicate()
        self.setEnabled(ok)
        if not ok:
            self.status.setText(self.tr("Torneo non di duplicato"))
            return
        games = dup.list_games(self.store)
        if not games:
            self.status.setText(self.tr("Nessuna partita: «Nuova partita»"))
            self.master_model.set_rows([])
            self.standings_model.set_rows([])
            self.board.set_tiles({})
            return
        game = (
            games[-1]
            if self.game_no is None
            else next((g for g in games if g.number == self.game_no), games[-1])
        )
        if self.game_no != game.number or self._slip_game != game.number:
            self._slip_game = game.number  # a game shown anew: slips of its last placed move
            placed = [m.number for m in game.moves if m.confirmed]
            self.slip_move.setMaximum(max(len(game.moves), 1))
            self.slip_move.setValue(placed[-1] if placed else 1)
        self.game_no = game.number
        current = game.current
        state = self.tr("finita") if game.finished else ""
        self.status.setText(
            self.tr("Partita {0}, mossa {1} {2}").format(game.number, len(game.moves), state)
        )
        self.rack_label.setText(" ".join(current.rack) if current else "")
        rows, total = [], 0
        for m in game.moves:
            total += m.placed_score or 0
            rows.append(
                [str(m.number), m.rack, m.placed or "—",
                 "" if m.placed_score is None else str(m.placed_score), str(total)]
            )  # fmt: skip
        self.master_model.set_rows(rows)
        board = game.board()
        tiles = board_tiles(board)
        last = game.moves[-1] if game.moves else None
        new: set[tuple[int, int]] = set()
        if last is not None and last.placed:
            new = {
                (p.row, p.col) for p in game.board_before(last.number).validate(last.placed).placed
            }
        self.board.set_tiles(tiles, new)
        if self.projector is not None:
            self.projector.show_board(tiles, new)
        if game.moves:
            self.slip_move.setMaximum(len(game.moves))
        self._standings()
        self._slips()

    def _standings(self) -> None:
        from figs_td.core.duplicate.standings import UNSETTLED_MARK
        from figs_td.services.duplicate import events as dup

        rows = dup.standings(self.store)
        # An unsettled slip (above the top, entered before it was placed) counts 0 until the
        # arbiter corrects it and is marked as on every printout (core.duplicate_standings).
        self.standings_model.set_rows(
            [[f"{r.rank}.", str(r.number), r.name,
              f"{r.total} {UNSETTLED_MARK}" if r.unsettled else str(r.total), str(r.diff),
              f"{r.pct:.1f}", str(r.tops), _signed(r.bonus), str(r.warnings or ""),
              _signed(-r.penalty)] for r in rows]
        )  # fmt: skip

    def _slips(self) -> None:
        """The slips of the move being entered, best first (the solutions sheet's rows)."""
        from figs_td.services.duplicate import solutions as sol

        if self.game_no is None or not self._is_duplicate():
            self.slips_model.set_rows([])
            return
        game = next((g for g in _games(self.store) if g.number == self.game_no), None)
        move = self.slip_move.value()
        if game is None or not 1 <= move <= len(game.moves):
            self.slips_model.set_rows([])
            return
        if game.moves[move - 1].confirmed:
            sheet = sol.solutions(self.store, self.game_no, move)
            rows = [r for r in sheet.rows if r.written != "—"]
            self.slips_model.set_rows(
                [[str(r.number), r.name, r.written, str(r.score), str(r.gap),
                  _signed(r.solo - r.penalty)] for r in rows]
            )  # fmt: skip
            return
        from figs_td.services.duplicate import events as dup

        names = dup.player_names(self.store)
        slips = dup.slips_for_move(self.store, self.game_no, move)
        self.slips_model.set_rows(
            [[str(n), names.get(n, ""), s["entry"].get("text") or s["status"], str(s["score"]),
              "", ""] for n, s in sorted(slips.items())]
        )  # fmt: skip

    def _changed(self) -> None:
        """Show the new state here and in the window's state line (no other page cares)."""
        self.safe_reload()
        if self.session is not None:
            from figs_td.gui.models.changes import Changes

            self.session.changed.emit(Changes())

    # ----------------------------------------------------------------- actions
    @guarded
    def new_game(self) -> None:
        from figs_td.services.duplicate import events as dup

        game = dup.new_game(self.store)
        self.game_no = game.number
        self.tops.clear()
        self._changed()

    def _after_draw(self, move: Any) -> None:
        from figs_td.services.duplicate import events as dup

        self.tops.clear()
        self.tiles.clear()
        self.slip_move.setMaximum(move.number)
        self.slip_move.setValue(move.number)
        self._changed()
        if self.projector is not None:
            settings = dup.duplicate_settings(self.store)
            self.projector.show_rack(
                self.tr("Partita {0} — mossa {1}").format(self.game_no, move.number),
                move.rack,
                settings.timer_s,
            )

    @guarded
    def program_draw(self) -> None:
        from figs_td.services.duplicate import events as dup

        self._after_draw(dup.draw(self.store, self.game_no))

    @guarded
    def entered_draw(self) -> None:
        from figs_td.services.duplicate import events as dup

        text = self.tiles.text().strip()
        if not text:
            self.program_draw()
            return
        self._after_draw(dup.draw(self.store, self.game_no, tiles=text))

    def lexicon_busy(self) -> bool:
        """Whether a list or the tops are being prepared on a worker thread (tests wait on it)."""
        return self._job

    def _in_background(self, label: str, job: Any, done: Any) -> None:
        """Open a list / build its graph / compute the tops on a worker thread, the progress in
        the page's bar: the window stays usable meanwhile."""
        from figs_td.gui.window.errors import show_error
        from figs_td.gui.window.worker import run_in_background

        self._job = True
        session = self.session

        def finished(result: Any) -> None:
            self._job = False
            if self.session is session:
                done(result)

        def failed(exc: BaseException) -> None:
            self._job = False
            show_error(self, exc)

        run_in_background(self, label, job, finished, failed, bar=self.bar)

    @guarded
    def show_tops(self) -> None:
        """Compute the tops on a worker thread (the first time a list is used its graph is
        opened or built there too, seconds), with the progress in the page's bar."""
        from figs_td.services.duplicate import events as dup

        if self._job:
            return
        store, game_no = self.store, self.game_no
        self._in_background(
            self.tr("Calcolo dei top (la prima volta si prepara il generatore di mosse)…"),
            lambda _progress: dup.compute_tops(store, game_no),
            self._show_tops_now,
        )

    def _show_tops_now(self, view: Any) -> None:
        self.tops.clear()
        for i, c in enumerate(view.tops, 1):
            self.tops.addItem(f"{i}. {c.notation}  {c.score}")
        if not view.tops:
            self.tops.addItem(self.tr("nessuna mossa possibile"))
        self.tops.setCurrentRow(0)
        self.window().activateWindow()  # back from the progress dialog, if one was shown
        self.tops.setFocus()

    @guarded
    def confirm(self) -> None:
        from figs_td.services.duplicate import events as dup

        shown = self.tops.count() > 0 and self.tops.item(0).text()[:1].isdigit()
        if not shown and self.tops.count() == 0:
            self.show_tops()  # the tops first (the director confirms with a second Enter)
            return
        if self._job:
            return
        from figs_td.services.lexicon import best_moves

        if not best_moves.graph_ready(best_moves.lexicon_info(self.store)):
            # The list's graph left memory (another list was used meanwhile): the tops again,
            # off the GUI thread; the director confirms with the next Enter.
            self.tops.clear()
            self.show_tops()
            return
        choice = self.tops.currentRow() + 1 if shown and self.tops.currentRow() >= 0 else None
        move = dup.confirm_top(self.store, self.game_no, choice)
        self.tops.clear()
        self._changed()
        if self.projector is not None:
            self.projector.show_top(f"{move.placed or '—'}   {move.placed_score}")
        self.slip_move.setValue(move.number)
        self.slip_player.setValue(1)
        self.slip_text.setFocus()
        over = dup.over_top(self.store, self.game_no or 0, move.number)
        if over:  # entered before the top was known: listed, never changed by the program
            listed = ", ".join(f"{o['player']} {o['name']} ({o['score']})" for o in over)
            self.slip_result.setText(
                self.tr("Foglietti oltre il top ({0}) da correggere: {1}").format(
                    move.placed_score, listed
                )
            )

    @guarded
    def enter_slip(self) -> None:
        """One line of fast entry for the player shown (or ``N:``): scored at once, then the
        next player's line ready."""
        from figs_td.services.duplicate import events as dup

        text = self.slip_text.text().strip()
        if self._job:
            return
        backend = self.session.backend if self.session is not None else None
        from figs_td.core.duplicate.entry import parse_fast_line
        from figs_td.errors import InputError

        try:
            fast = parse_fast_line(text)
            needs_list = bool(fast.text or fast.top or fast.solo)
        except InputError:
            needs_list = False  # the service says what is wrong
        if needs_list and backend is not None and not backend.lexicon_ready():
            # A written move is checked against the list: opened first, off the GUI thread.
            name = backend.lexicon_to_open()
            self._in_background(
                self.tr("Apertura del lessico…"),
                lambda progress: backend.open_lexicon(name, progress),
                lambda _lex: self.enter_slip(),
            )
            return
        r = dup.enter_line(
            self.store,
            self.slip_move.value(),
            text,
            player=self.slip_player.value(),
            game_no=self.game_no,
        )
        done = self.slip_player.value() if r is None else r.player_number
        if r is None:
            self.slip_result.setText(self.tr("{0}: nessun foglietto").format(done))
        else:
            points = plural(r.score, self.tr("1 punto"), self.tr("{0} punti"))
            msg = self.tr("{0} {1}: {2}").format(r.player_number, r.player, points)
            if r.top:
                msg += self.tr(" (top)")
            if r.reason:
                msg += f" — {service_text(r.reason)}"
            if r.warnings:
                msg += self.tr(" — avvertimenti: {0}").format(r.warnings)
            if r.penalty:
                msg += self.tr(" — penalità {0}").format(r.penalty)
            if r.corrected:
                msg += self.tr(" (corretto, prima {0})").format(r.previous_score)
            if r.check:  # the declared score is not the written move's: the arbiter decides
                msg += self.tr(" — all'arbitro: {0}").format(service_text(r.check))
            self.slip_result.setText(msg)
        self.slip_text.clear()
        nxt = dup.next_player(self.store, done)
        if nxt is not None:
            self.slip_player.setValue(nxt)  # the next player's line, ready
        self._standings()
        self._slips()

    def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802
        """The function keys of the slip line (see ``_SLIP_KEYS``)."""
        if watched is self.slip_text and event.type() == QEvent.Type.KeyPress:
            hit = _SLIP_KEYS.get(event.key())
            if hit is not None:
                token, submit = hit
                self.slip_text.setText(f"{self.slip_text.text().strip()} {token}".strip())
                if submit:
                    self.enter_slip()
                return True
        return bool(super().eventFilter(watched, event))

    @guarded
    def edit_settings(self) -> None:
        from figs_td.services.duplicate import events as dup

        dialog = SettingsDialog(settings_values(dup.duplicate_settings(self.store)), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        dup.set_duplicate_settings(self.store, **dialog.values())
        self._changed()

    @guarded
    def open_projector(self) -> None:
        from figs_td.services.duplicate import events as dup

        if self.projector is None:
            self.projector = ProjectorView(self)
            self.projector.show_board(self.board.tiles, self.board.highlight)
            current = dup.get_game(self.store, self.game_no).current if self.game_no else None
            if current is not None:  # opened while a rack is played: the time left
                self.projector.show_rack(
                    self.tr("Partita {0} — mossa {1}").format(self.game_no, current.number),
                    current.rack,
                    dup.seconds_left(self.store, current),
                )
        self.projector.show()
        self.projector.raise_()
