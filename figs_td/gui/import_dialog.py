"""Import players from CSV/XLSX: a preview of the rows and the list of rejected rows with their
reason, before anything is written."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.changes import Changes
from figs_td.gui.errors import guarded
from figs_td.gui.session import Session


class ImportDialog(QDialog):
    def __init__(self, session: Session, path: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importDialog")
        self.setWindowTitle(self.tr("Importa giocatori"))
        self.resize(760, 520)
        self.session = session
        self.preview = session.backend.preview_import(path)
        rows, rejected = self.preview.rows, self.preview.rejected
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("File: {0}").format(path)))
        layout.addWidget(QLabel(self.tr("Giocatori da importare: {0}").format(len(rows))))
        self.rows_table = QTableWidget(len(rows), 4, objectName="rowsTable")
        self.rows_table.setHorizontalHeaderLabels(
            [self.tr("Cognome"), self.tr("Nome"), self.tr("Circolo"), self.tr("Rating")]
        )
        for r, p in enumerate(rows):
            for c, v in enumerate((p.surname, p.given_name, p.club, p.rating)):
                self.rows_table.setItem(r, c, QTableWidgetItem("" if v is None else str(v)))
        layout.addWidget(self.rows_table)
        layout.addWidget(QLabel(self.tr("Righe scartate: {0}").format(len(rejected))))
        self.rejected_table = QTableWidget(len(rejected), 2, objectName="rejectedTable")
        self.rejected_table.setHorizontalHeaderLabels([self.tr("Riga"), self.tr("Motivo")])
        self.rejected_table.horizontalHeader().setStretchLastSection(True)
        for r, (where, reason) in enumerate(rejected):
            self.rejected_table.setItem(r, 0, QTableWidgetItem(str(where)))
            self.rejected_table.setItem(r, 1, QTableWidgetItem(str(reason)))
        layout.addWidget(self.rejected_table)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Importa {0} giocatori").format(len(rows)))
        self.ok.setEnabled(bool(rows))
        buttons.accepted.connect(self.do_import)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    @guarded
    def do_import(self) -> None:
        backend = self.session.backend
        holder: dict[str, list[int]] = {}
        rows: list[Any] = list(self.preview.rows)

        def do() -> Changes:
            holder["ids"] = backend.import_players(self.preview, ids=holder.get("ids"))
            return Changes(players=True, standings=True)

        def undo() -> Changes:
            for pid in holder["ids"]:
                backend.delete_player(pid)
            return Changes(players=True, standings=True)

        self.session.execute(self.tr("importazione di {0} giocatori").format(len(rows)), do, undo)
        self.accept()
