"""Standings (classifica): updated as soon as a result is entered, with the tie-break columns of
the tournament's chain, and the knockout bracket once the phase switches."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from figs_td.core.standings.table import TIEBREAK_LABELS
from figs_td.gui.backend.service_text import service_lines, service_text
from figs_td.gui.models.table_model import make_view
from figs_td.gui.views.views_base import Panel
from figs_td.gui.window.i18n import translator

# The core's tie-break labels and the window's own column of rating changes.
_LABELS = {**TIEBREAK_LABELS, "rating_change": "Var. rating (non uff.)"}

_HEADERS = {"rank": "Pos.", "name": "Giocatore", "games": "Partite", "phase": "Fase"}


def fmt(value: Any) -> str:
    """Numbers as a person reads them: ½ for halves, signed spreads."""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        whole, rest = divmod(value, 1)
        if rest == Fraction(1, 2):
            return f"{whole}½" if whole else "½"
        return f"{float(value):.2f}".replace(".", ",")
    if isinstance(value, float):
        return f"{value:.2f}".replace(".", ",")
    return "" if value is None else str(value)


class StandingsModel(QAbstractTableModel):
    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Any] = []
        self.keys: list[str] = []
        self.changes: dict[int, float] = {}
        self.phases: dict[int, str] = {}

    def set_rows(
        self,
        rows: list[Any],
        keys: list[str],
        changes: dict[int, float] | None = None,
        phases: dict[int, str] | None = None,
    ) -> None:
        """The rows with the tie-break columns of ``keys``; with ``changes`` (player id → the
        expected change of the unofficial rating) a last column shows it; with ``phases``
        (final standings a bracket decided: player id → "Eliminazione"…) a column after the
        name shows each player's phase (issue 44)."""
        self.beginResetModel()
        self.rows, self.changes, self.phases = rows, changes or {}, phases or {}
        self.keys = [*keys, "rating_change"] if changes is not None else list(keys)
        self.endResetModel()

    def columns(self) -> list[str]:
        return ["rank", "name", *(["phase"] if self.phases else []), "games", *self.keys]

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return len(self.columns())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        key = self.columns()[section]
        label = _HEADERS.get(key) or _LABELS.get(key, key)
        return self.tr(label)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        key = self.columns()[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and key not in ("name", "phase"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        row = self.rows[index.row()]
        if key == "phase":
            return self.phases.get(row.player_id, "")
        if key == "rank":  # the final placing once a knockout/phased event is over
            return fmt(getattr(row, "place", 0) or row.rank)
        if key in ("name", "games"):
            return fmt(getattr(row, key))
        if key == "rating_change":
            change = self.changes.get(row.player_id, 0.0)
            return f"{change:+.1f}".replace(".", ",")
        value = row.values.get(key) if getattr(row, "values", None) else None
        if value is None:
            value = getattr(row, key, None)
        if key == "spread" and isinstance(value, int) and value > 0:
            return f"+{value}"
        return fmt(value)


_tr = translator("StandingsPanel")


def scope_caption(scope: Any) -> str:
    """The standings' title (``core.standings_scope.StandingsScope.title``: the round they are
    after, what they count or leave out of the rounds being played) in the window's language,
    for the standings tab and the projector alike."""
    if scope.provisional:
        head = _tr("Classifica provvisoria")
    elif scope.final:
        head = _tr("Classifica finale")
    elif scope.after_round > 0 or scope.left_out:
        head = _tr("Classifica dopo il turno {0}").format(scope.after_round)
    else:
        head = _tr("Classifica")
    parts = []
    wording = (
        (scope.counted, _tr("turno {0}: {1} di 1 risultato, contato"),
         _tr("turno {0}: {1} di {2} risultati, contati")),
        (scope.left_out, _tr("turno {0}: {1} di 1 risultato, non contato"),
         _tr("turno {0}: {1} di {2} risultati, non contati")),
    )  # fmt: skip
    for rounds, one, many in wording:
        for c in rounds:
            text = one if c.total == 1 else many
            parts.append(text.format(c.round, c.entered, c.total))
    return _tr("{0} — {1}").format(head, "; ".join(parts)) if parts else head


class StandingsPanel(Panel):
    watches = ("results", "rounds", "players", "standings", "tournament")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.caption = QLabel(objectName="standingsCaption")
        self.caption.setWordWrap(True)
        # The provisional standings (issue 39): the results entered so far in the round being
        # played counted too, the caption says "provvisoria".
        self.provisional = QCheckBox(self.tr("&Provvisoria"), objectName="standingsProvisional")
        self.provisional.setToolTip(
            self.tr("Conta anche i risultati inseriti finora nel turno in corso")
        )
        self.provisional.toggled.connect(lambda _on: self.safe_reload())
        top = QHBoxLayout()
        top.addWidget(self.caption, 1)
        top.addWidget(self.provisional)
        layout.addLayout(top)
        # Final standings a bracket decided: why a player with fewer points stands higher.
        self.bracket_note = QLabel(objectName="standingsBracketNote")
        self.bracket_note.setWordWrap(True)
        self.bracket_note.hide()
        layout.addWidget(self.bracket_note)
        self.tabs = QTabWidget()
        self.model = StandingsModel()
        self.table = QTableView(objectName="standingsTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        # Fixed widths: measuring 400 rows' contents on every result would cost more than the
        # standings themselves.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setDefaultSectionSize(95)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.tabs.addTab(self.table, self.tr("Classifica"))
        self.bracket, self.bracket_model = make_view([], "bracket")
        self.tabs.addTab(self.bracket, self.tr("Tabellone a eliminazione"))
        layout.addWidget(self.tabs)

    def reload(self) -> None:
        self.setEnabled(self.session is not None)
        if self.session is None:
            self.model.set_rows([], [])
            return
        backend = self.session.backend
        provisional = self.provisional.isChecked()
        rows, keys = backend.standings(provisional)
        phases, note = backend.standings_phases(rows)
        self.model.set_rows(rows, keys, backend.rating_changes(), phases)
        self.bracket_note.setText(note)
        self.bracket_note.setVisible(bool(note))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(0, 50)
        # The title of every view of the standings (services.standings.scope_of): the round
        # they are after, what they leave out or count of the round being played.
        self.caption.setText(scope_caption(backend.standings_scope(provisional)))
        self._fill_bracket(backend.bracket())

    def _fill_bracket(self, bracket: list[tuple[str, list[str]]]) -> None:
        """``bracket``: (stage title, lines "A – B 400–350") per knockout stage, first to last."""
        knockout = bool(bracket) or bool(self.session and self.session.backend._has_knockout())
        self.tabs.setTabVisible(1, knockout)  # the bracket tab only for knockout events
        self.tabs.setTabEnabled(1, bool(bracket))
        height = max((len(lines) for _t, lines in bracket), default=0)
        bracket = [(service_text(t), service_lines(lines)) for t, lines in bracket]
        self.bracket_model.set_headers([t for t, _l in bracket])
        self.bracket_model.set_rows(
            [[lines[r] if r < len(lines) else "" for _t, lines in bracket] for r in range(height)]
        )
        if bracket:
            self.tabs.setCurrentIndex(
                1 if self.session and self.session.backend.in_knockout() else 0
            )
