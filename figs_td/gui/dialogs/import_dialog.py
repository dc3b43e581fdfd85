"""Import players from CSV/XLSX: a preview of the rows and the list of rejected rows with their
reason, before anything is written."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.backend.service_text import service_text
from figs_td.gui.models.changes import Changes
from figs_td.gui.models.table_model import make_view
from figs_td.gui.window.errors import guarded
from figs_td.gui.window.session import Session
from figs_td.plurals import plural


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
        self.rows_table, self.rows_model = make_view(
            [
                self.tr("Cognome"),
                self.tr("Nome"),
                self.tr("Circolo"),
                self.tr("Rating"),
                self.tr("Tessera"),
            ],
            "rowsTable",
        )
        self.rows_model.set_rows(
            [
                (p.surname, p.given_name, p.club, p.rating or "", getattr(p, "federation_id", ""))
                for p in rows
            ]
        )
        layout.addWidget(self.rows_table)
        layout.addWidget(QLabel(self.tr("Righe scartate: {0}").format(len(rejected))))
        self.rejected_table, self.rejected_model = make_view(
            [self.tr("Riga"), self.tr("Motivo")], "rejectedTable"
        )
        self.rejected_model.set_rows([(service_text(w), service_text(r)) for w, r in rejected])
        layout.addWidget(self.rejected_table)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(
            plural(len(rows), self.tr("Importa 1 giocatore"), self.tr("Importa {0} giocatori"))
        )
        # A malformed file imports nothing (all or nothing): its good rows are only shown.
        malformed = bool(getattr(getattr(self.preview, "raw", None), "malformed", False))
        self.ok.setEnabled(bool(rows) and not malformed)
        if malformed:
            layout.insertWidget(
                layout.count() - 1,
                QLabel(self.tr("Correggere le righe scartate nel file: per ora nessun giocatore.")),
            )
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

        what = plural(
            len(rows),
            self.tr("importazione di 1 giocatore"),
            self.tr("importazione di {0} giocatori"),
        )
        self.session.execute(what, do, undo)
        self.accept()
