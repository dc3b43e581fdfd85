"""Players (giocatori): sortable, filterable table; add, edit, withdraw, late entry, import."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.dialogs import file_dialogs
from figs_td.gui.models.changes import Changes
from figs_td.gui.views.player_dialogs import AbsenceDialog, FeeDialog, PlayerDialog, WithdrawDialog
from figs_td.gui.views.views_base import Panel
from figs_td.gui.window.errors import guarded

_STATUS = {"active": "in gara", "withdrawn": "ritirato dal turno {0}", "late": "dal turno {0}"}


class PlayersModel(QAbstractTableModel):
    """A read-only table over the backend's player records (plain objects)."""

    HEADERS = ("N.", "Cognome", "Nome", "Circolo", "Rating", "Tessera", "Stato", "Da pagare €")
    OWED = 7  # the fee still owed (issue 42)
    TESSERA = 5
    STATUS = 6

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Any] = []
        self.registered: dict[int, int | None] = {}
        self.owed: dict[int, int] = {}
        self.member_warnings: dict[int, str] = {}
        self.absent: dict[int, list[int]] = {}  # player id → rounds announced absent

    def set_absences(self, absent: dict[int, list[int]]) -> None:
        """Player id → the rounds he announced he will miss (issue 42 §2): on the Stato cell."""
        self.absent = dict(absent)
        if self.rows:
            col = self.STATUS
            self.dataChanged.emit(self.index(0, col), self.index(len(self.rows) - 1, col))

    def set_owed(self, owed: dict[int, int]) -> None:
        """Player id → the fee still owed in cents (the others owe nothing)."""
        self.owed = dict(owed)
        if self.rows:
            col = self.OWED
            self.dataChanged.emit(self.index(0, col), self.index(len(self.rows) - 1, col))

    def set_member_warnings(self, warnings: dict[int, str]) -> None:
        """Player id → the warning about his tessera (issue 42 §3), shown on the Tessera cell."""
        self.member_warnings = dict(warnings)
        if self.rows:
            col = self.TESSERA
            self.dataChanged.emit(self.index(0, col), self.index(len(self.rows) - 1, col))

    def set_rows(self, rows: list[Any], registered: dict[int, int | None] | None = None) -> None:
        """The players; ``registered``: the rating at registration of those whose rating changed
        since (shown beside the current one: the prize bands go by it)."""
        self.beginResetModel()
        self.rows = list(rows)
        self.registered = registered or {}
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr(self.HEADERS[section])
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        p = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.UserRole:
            return p.id
        values = (p.seq, p.surname, p.given_name, p.club, p.rating, p.federation_id)
        if col == self.TESSERA and p.id in self.member_warnings:
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.member_warnings[p.id]
            if role == Qt.ItemDataRole.DisplayRole:
                return f"⚠ {p.federation_id}".strip()
        if col == self.OWED:
            cents = self.owed.get(p.id, 0)
            if role == Qt.ItemDataRole.EditRole:
                return cents
            if role == Qt.ItemDataRole.DisplayRole:
                return f"{cents // 100},{cents % 100:02d}" if cents else ""
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role == Qt.ItemDataRole.EditRole:  # sort key
            return values[col] if col < 6 else p.status
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 4 and p.id in self.registered:
                was = self.registered[p.id]
                now = "" if p.rating is None else str(p.rating)
                return self.tr("{0} (iscr. {1})").format(now, "–" if was is None else was)
            if col < 6:
                v = values[col]
                return "" if v is None else str(v)
            text = self.tr(_STATUS.get(p.status, p.status)).format(p.status_round or "")
            missed = self.absent.get(p.id)
            if missed:
                rounds = ", ".join(str(r) for r in missed)
                text += " · " + self.tr("assente nel turno {0}").format(rounds)
            return text
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 4):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class _SortProxy(QSortFilterProxyModel):
    def lessThan(self, left: QModelIndex, right: QModelIndex) -> bool:  # noqa: N802
        a = left.data(Qt.ItemDataRole.EditRole)
        b = right.data(Qt.ItemDataRole.EditRole)
        if a is None or b is None:
            return a is None and b is not None
        if isinstance(a, str) and isinstance(b, str):
            return a.casefold() < b.casefold()
        return a < b


class PlayersPanel(Panel):
    watches = ("players", "tournament", "rounds")
    keeps_typing = True  # a reload never touches the quick-entry row nor the filter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        # Quick entry: surname, name, club, rating — Enter adds the player.
        quick = QHBoxLayout()
        self.q_surname = QLineEdit(objectName="quickSurname", placeholderText=self.tr("Cognome"))
        self.q_given = QLineEdit(objectName="quickGiven", placeholderText=self.tr("Nome"))
        self.q_club = QLineEdit(objectName="quickClub", placeholderText=self.tr("Circolo"))
        self.q_rating = QLineEdit(objectName="quickRating", placeholderText=self.tr("Rating"))
        self.q_rating.setMaximumWidth(80)
        self.q_fed = QLineEdit(objectName="quickTessera", placeholderText=self.tr("Tessera"))
        self.q_fed.setMaximumWidth(110)
        add = QPushButton(self.tr("Aggi&ungi"), objectName="addButton")
        for w in (self.q_surname, self.q_given, self.q_club, self.q_rating, self.q_fed):
            quick.addWidget(w)
            w.returnPressed.connect(self.quick_add)
        quick.addWidget(add)
        add.clicked.connect(self.quick_add)
        layout.addLayout(quick)
        bar = QHBoxLayout()
        self.filter = QLineEdit(
            objectName="filter", placeholderText=self.tr("Filtra per nome, circolo…")
        )
        bar.addWidget(self.filter)
        self.edit_btn = QPushButton(self.tr("Mo&difica…"), objectName="editButton")
        self.withdraw_btn = QPushButton(self.tr("&Ritira…"), objectName="withdrawButton")
        self.reinstate_btn = QPushButton(self.tr("R&iammetti"), objectName="reinstateButton")
        self.absent_btn = QPushButton(self.tr("Assente un tur&no…"), objectName="absentButton")
        self.import_btn = QPushButton(self.tr("Importa &CSV/XLSX…"), objectName="importButton")
        self.fee_btn = QPushButton(self.tr("&Quota…"), objectName="feeButton")
        self.fee_btn.setToolTip(self.tr("Quota d'iscrizione del giocatore scelto (Ctrl+Maiusc+E)"))
        buttons = (self.edit_btn, self.fee_btn, self.withdraw_btn, self.reinstate_btn,
                   self.absent_btn)  # fmt: skip
        for b in (*buttons, self.import_btn):
            bar.addWidget(b)
        layout.addLayout(bar)
        self.model = PlayersModel()
        self.proxy = _SortProxy()
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.table = QTableView(objectName="playersTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        layout.addWidget(self.table)
        self.owed_label = QLabel(objectName="owedLabel")
        layout.addWidget(self.owed_label)
        self.member_label = QLabel(objectName="memberWarnings", wordWrap=True)
        layout.addWidget(self.member_label)
        self._added: int | None = None  # the player just added: his warning first (issue 42 §3)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.table.doubleClicked.connect(self._double_click)
        # The fee (issue 42): the button, the table's context menu, Ctrl+Shift+E, a double
        # click on the *Da pagare €* column.
        self.act_fee = QAction(self.tr("Quota d'iscrizione…"), self)
        self.act_fee.setObjectName("feeAction")
        self.act_fee.setShortcut(QKeySequence("Ctrl+Shift+E"))
        self.act_fee.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.act_fee.triggered.connect(self.edit_fee)
        self.addAction(self.act_fee)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.table.addAction(self.act_fee)
        self.fee_btn.clicked.connect(self.edit_fee)
        self.edit_btn.clicked.connect(self.edit_selected)
        self.withdraw_btn.clicked.connect(self.withdraw_selected)
        self.reinstate_btn.clicked.connect(self.reinstate_selected)
        self.absent_btn.clicked.connect(self.absent_selected)
        self.import_btn.clicked.connect(self.import_file)

    def reload(self) -> None:
        if self.session is None:
            self.model.set_rows([])
        else:
            backend = self.session.backend
            self.model.set_rows(backend.players(), backend.registration_ratings())
            self.model.set_absences(backend.absences())
        self._show_owed()
        self._show_member_warnings()
        self.setEnabled(self.session is not None)

    #: Warnings listed at most under the table (the others are counted).
    MAX_WARNINGS_SHOWN = 5

    def _show_member_warnings(self) -> None:
        """Who has a tessera to check against the member list (issue 42 §3): a warning shown,
        never a refusal; the player just added comes first."""
        warnings = {} if self.session is None else self.session.backend.member_warnings()
        self.model.set_member_warnings(warnings)
        lines = []
        if self._added in warnings:
            lines.append(self.tr("Attenzione: {0}").format(warnings[self._added]))
        if warnings:
            if len(warnings) == 1:
                lines.append(self.tr("Tessere da controllare: 1 giocatore"))
            else:
                lines.append(self.tr("Tessere da controllare: {0} giocatori").format(len(warnings)))
            shown = list(warnings.values())[: self.MAX_WARNINGS_SHOWN]
            lines += [f"  {text}" for text in shown]
            if len(warnings) > len(shown):
                lines.append(self.tr("  … e altri {0}").format(len(warnings) - len(shown)))
        self.member_label.setText("\n".join(lines))

    def _show_owed(self) -> None:
        """The fee column and the count of who still owes (issue 42)."""
        owed = {} if self.session is None else self.session.backend.fees_owed()
        self.model.set_owed(owed)
        total = sum(owed.values())
        euro = f"{total // 100},{total % 100:02d}"
        if not owed:
            self.owed_label.setText("")
        elif len(owed) == 1:
            self.owed_label.setText(self.tr("Quote da incassare: 1 giocatore, {0} €").format(euro))
        else:
            self.owed_label.setText(
                self.tr("Quote da incassare: {0} giocatori, {1} €").format(len(owed), euro)
            )

    def selected_id(self) -> int | None:
        idx = self.table.currentIndex()
        if not idx.isValid():
            return None
        return self.proxy.index(idx.row(), 0).data(Qt.ItemDataRole.UserRole)

    def _record(self, pid: int) -> Any:
        return next(p for p in self.model.rows if p.id == pid)

    def _chosen(self) -> tuple[int, Any, Any] | None:
        """The selected player's id, the backend and the player's row; ``None`` without a
        selected player or an open tournament."""
        pid = self.selected_id()
        if pid is None or self.session is None:
            return None
        return pid, self.session.backend, self._record(pid)

    @guarded
    def quick_add(self) -> None:
        assert self.session is not None
        surname = self.q_surname.text().strip()
        if not surname:
            self.q_surname.setFocus()
            return
        rating_text = self.q_rating.text().strip()
        if rating_text and not rating_text.isdigit():
            raise ValueError(self.tr("rating '{0}': serve un numero intero").format(rating_text))
        fields = {
            "surname": surname,
            "given_name": self.q_given.text().strip(),
            "club": self.q_club.text().strip(),
            "rating": int(rating_text) if rating_text else None,
            "federation_id": self.q_fed.text().strip(),
        }
        self.add_player(fields)
        for w in (self.q_surname, self.q_given, self.q_club, self.q_rating, self.q_fed):
            w.clear()
        self.q_surname.setFocus()

    def add_player(self, fields: dict[str, Any]) -> int:
        """Register a player (a late entry once a round has been paired); undoable."""
        assert self.session is not None
        backend = self.session.backend
        current = backend.current_round()
        late = current + 1 if current > 0 else None
        holder: dict[str, int] = {}

        def do() -> Changes:
            holder["id"] = backend.add_player(
                fields, late_from_round=late, player_id=holder.get("id")
            )
            return Changes(players=True, standings=True)

        def undo() -> Changes:
            backend.delete_player(holder["id"])
            return Changes(players=True, standings=True)

        name = f"{fields['surname']} {fields.get('given_name', '')}".strip()
        self.session.execute(self.tr("iscrizione di {0}").format(name), do, undo)
        self._added = holder["id"]
        self._show_member_warnings()
        return holder["id"]

    @guarded
    def edit_selected(self) -> None:
        if (chosen := self._chosen()) is None:
            return
        pid, _, record = chosen
        dialog = PlayerDialog(self, record)
        self.player_dialog = dialog
        dialog.on_accept = lambda fields: self._apply_edit(record, fields)
        dialog.open()

    def _double_click(self, index: QModelIndex) -> None:
        if index.column() == PlayersModel.OWED:
            self.edit_fee()
        else:
            self.edit_selected()

    @guarded
    def edit_fee(self) -> None:
        """*Quota…*: the dialog "Quota di NOME" on the chosen player's fee."""
        if (chosen := self._chosen()) is None:
            return
        pid, _, record = chosen
        fee, entry = self.session.backend.player_fee(pid)
        dialog = FeeDialog(self, record.name, fee.due, fee.paid)
        self.fee_dialog = dialog
        dialog.on_accept = lambda due, paid: self._apply_fee(record, fee, entry, due, paid)
        dialog.open()

    def _apply_fee(self, record: Any, fee: Any, entry: Any, due: int, paid: int) -> None:
        """One undoable command: the new figures written if nobody changed the shown ones;
        undo puts back what was stored (a player on the default fee goes back to it)."""
        from figs_td.services.registration.fees import euro

        assert self.session is not None
        backend, pid = self.session.backend, record.id
        shown = (fee.due, fee.paid)
        if (due, paid) == shown:
            return  # nothing changed: nothing written
        # an unchanged due of a player on the default (or his category's) fee stays the default
        keep_default = due == fee.due and (entry is None or "due" not in entry)
        new_due = None if keep_default else due
        self.session.execute(
            self.tr("quota di {0}").format(record.name),
            lambda: backend.set_fee(pid, new_due, paid, expected=shown),
            lambda: backend.restore_fee(pid, entry, expected=(due, paid)),
        )
        owed = max(0, due - paid)
        self._say(
            self.tr("{0}: dovuto {1} €, versato {2} €, da pagare {3} €").format(
                record.name, euro(due), euro(paid), euro(owed)
            )
        )

    def _apply_edit(self, record: Any, new: dict[str, Any]) -> None:
        assert self.session is not None
        backend, pid = self.session.backend, record.id
        old = {k: getattr(record, k) for k in new}
        self.session.execute(
            self.tr("modifica di {0}").format(record.name),
            lambda: backend.update_player(pid, new),
            lambda: backend.update_player(pid, old),
        )

    @guarded
    def withdraw_selected(self) -> None:
        if (chosen := self._chosen()) is None:
            return
        pid, backend, record = chosen
        current = backend.current_round()
        planned = backend.info().rounds or current + 1
        # From the round after the player's last game: a round already paired may be chosen
        # (its unplayed game is then named in a confirmation); the next round is proposed.
        first = backend.withdrawal_first_round(pid)
        dialog = WithdrawDialog(
            self, record.name, first, max(planned, current + 1), proposed=current + 1
        )
        self.withdraw_dialog = dialog
        dialog.accepted.connect(lambda: self._withdraw(pid, record, dialog.round.value()))
        dialog.open()

    @guarded
    def _withdraw(self, pid: int, record: Any, from_round: int) -> None:
        assert self.session is not None
        backend = self.session.backend
        warnings = backend.withdrawal_warnings(pid, from_round)
        if warnings:
            from figs_td.gui.dialogs.confirm import ask

            text = "\n\n".join([*warnings, self.tr("Ritirare comunque {0}?").format(record.name)])
            if not ask(self, self.tr("Ritiro"), text, self.tr("Ritira")):
                return
        self.session.execute(
            self.tr("ritiro di {0}").format(record.name),
            lambda: backend.withdraw_player(pid, from_round),
            lambda: backend.reinstate_player(pid),
        )
        # What was done, and how to take it back (issue 38 §4).
        self._say(
            self.tr("{0} ritirato dal turno {1}: Ctrl+Z (Modifica → Annulla) lo riammette").format(
                record.name, from_round
            )
        )

    def _say(self, text: str) -> None:
        window = self.window()
        bar = getattr(window, "statusBar", None)
        if bar is not None:
            bar().showMessage(text, 15000)

    @guarded
    def absent_selected(self) -> None:
        """A player announces he will miss one round (not yet paired): the dialog, then one
        undoable change (Ctrl+Z gives him the round back)."""
        if (chosen := self._chosen()) is None:
            return
        pid, backend, record = chosen
        current = backend.current_round()
        planned = backend.info().rounds or current + 1
        dialog = AbsenceDialog(self, record.name, current + 1, max(planned, current + 1))
        self.absence_dialog = dialog
        dialog.accepted.connect(
            lambda: self._absent(pid, record, dialog.round.value(), dialog.reason.text())
        )
        dialog.open()

    @guarded
    def _absent(self, pid: int, record: Any, round_no: int, reason: str) -> None:
        assert self.session is not None
        backend = self.session.backend
        self.session.execute(
            self.tr("assenza di {0} nel turno {1}").format(record.name, round_no),
            lambda: backend.set_absence(pid, round_no, reason),
            lambda: backend.set_absence(pid, round_no, undo=True),
        )
        self._say(
            self.tr("{0} assente nel turno {1}: Ctrl+Z (Modifica → Annulla) lo rimette in gioco")
            .format(record.name, round_no)
        )

    @guarded
    def reinstate_selected(self) -> None:
        if (chosen := self._chosen()) is None:
            return
        pid, backend, record = chosen
        if record.status != "withdrawn":
            return
        at = record.status_round
        self.session.execute(
            self.tr("riammissione di {0}").format(record.name),
            lambda: backend.reinstate_player(pid),
            lambda: backend.withdraw_player(pid, at),
        )
        self._say(
            self.tr("{0} riammesso: Ctrl+Z (Modifica → Annulla) lo ritira di nuovo").format(
                record.name
            )
        )

    @guarded
    def import_file(self, path: str | None = None) -> None:
        title, filters = self.tr("Importa giocatori"), self.tr("Elenchi (*.csv *.xlsx)")
        path = file_dialogs.open_file(
            self, title, filters=filters, kind="list", session=self.session, path=path
        )
        if not path or self.session is None:
            return
        from figs_td.gui.dialogs.import_dialog import ImportDialog

        dialog = ImportDialog(self.session, path, self)
        self.import_dialog = dialog
        dialog.open()
