"""The dialogs of the *Giocatori* page: a new or edited player, a withdrawal, an announced
absence, a registration fee; each a form with its own confirming button."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from figs_td.gui.window.errors import error_message


class PlayerDialog(QDialog):
    """Add or edit one player."""

    def __init__(self, parent: QWidget | None, record: Any = None) -> None:
        super().__init__(parent)
        title = self.tr("Modifica giocatore") if record else self.tr("Nuovo giocatore")
        form = _form_dialog(self, "playerDialog", title)
        self.surname = QLineEdit(getattr(record, "surname", ""), objectName="surname")
        self.given = QLineEdit(getattr(record, "given_name", ""), objectName="given")
        self.club = QLineEdit(getattr(record, "club", ""), objectName="club")
        self.rating = QSpinBox(objectName="rating", maximum=3000)
        self.rating.setSpecialValueText(self.tr("nessuno"))
        self.rating.setValue(getattr(record, "rating", None) or 0)
        self.fed = QLineEdit(getattr(record, "federation_id", ""), objectName="federationId")
        form.addRow(self.tr("Cognome:"), self.surname)
        form.addRow(self.tr("Nome:"), self.given)
        form.addRow(self.tr("Circolo:"), self.club)
        form.addRow(self.tr("Rating:"), self.rating)
        form.addRow(self.tr("Tessera:"), self.fed)
        self.error = QLabel(objectName="playerError", wordWrap=True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold")
        form.addRow(self.error)
        _standard_ok_cancel(self, form, self.tr("Annulla"))
        #: Called with the fields on OK; an error is shown here and the dialog stays open.
        self.on_accept: Any = None

    def accept(self) -> None:
        if self.on_accept is not None:
            try:
                self.on_accept(self.fields())
            except Exception as exc:  # noqa: BLE001 - shown in the dialog, nothing typed is lost
                self.error.setText(error_message(exc))
                return
        super().accept()

    def fields(self) -> dict[str, Any]:
        return {
            "surname": self.surname.text().strip(),
            "given_name": self.given.text().strip(),
            "club": self.club.text().strip(),
            "rating": self.rating.value() or None,
            "federation_id": self.fed.text().strip(),
        }


def _form_dialog(dialog: QDialog, name: str, title: str) -> QFormLayout:
    """``dialog`` named ``name`` and titled ``title``, laid out as one form (returned)."""
    dialog.setObjectName(name)
    dialog.setWindowTitle(title)
    return QFormLayout(dialog)


def _round_spin(name: str, first: int, last: int, value: int) -> QSpinBox:
    """A round from ``first`` to ``last`` (at least ``first``), ``value`` proposed."""
    spin = QSpinBox(objectName=name, minimum=first, maximum=max(first, last))
    spin.setValue(value)
    return spin


def _standard_ok_cancel(
    dialog: QDialog, form: QFormLayout, cancel_text: str, ok_text: str | None = None
) -> None:
    """The dialog's last row: the standard OK (named ``ok_text`` when given) and Annulla."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    if ok_text is not None:
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(cancel_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)


def _ok_cancel(dialog: QDialog, form: QFormLayout, ok_text: str, cancel_text: str) -> Any:
    """The dialog's last row: its confirming button (returned) and Annulla."""
    buttons = QDialogButtonBox()
    ok = buttons.addButton(ok_text, QDialogButtonBox.ButtonRole.AcceptRole)
    cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
    cancel.setText(cancel_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)
    return ok


class WithdrawDialog(QDialog):
    """From which round a player withdraws, confirmed with the player's name."""

    def __init__(
        self, parent: QWidget | None, name: str, first: int, last: int, proposed: int = 0
    ) -> None:
        super().__init__(parent)
        form = _form_dialog(self, "withdrawDialog", self.tr("Ritiro"))
        form.addRow(QLabel(self.tr("Ritirare {0} dal torneo?").format(name)))
        self.round = _round_spin("withdrawRound", first, last, max(first, proposed))
        form.addRow(self.tr("Non gioca più dal &turno:"), self.round)
        self.ok = _ok_cancel(self, form, self.tr("Ritira"), self.tr("Annulla"))


class AbsenceDialog(QDialog):
    """The one round a player announced he will miss (issue 42 §2), and why."""

    def __init__(self, parent: QWidget | None, name: str, first: int, last: int) -> None:
        super().__init__(parent)
        form = _form_dialog(self, "absenceDialog", self.tr("Assenza per un turno"))
        form.addRow(QLabel(self.tr("{0} non gioca un turno e torna dal successivo.").format(name)))
        self.round = _round_spin("absenceRound", first, last, first)
        form.addRow(self.tr("Assente nel &turno:"), self.round)
        self.reason = QLineEdit(objectName="absenceReason", maxLength=200)
        self.reason.setPlaceholderText(self.tr("facoltativo"))
        form.addRow(self.tr("&Motivo:"), self.reason)
        self.ok = _ok_cancel(self, form, self.tr("Segna assente"), self.tr("Annulla"))


class FeeDialog(QDialog):
    """The registration fee of one player (issue 42): *Dovuto €* and *Versato €* (``20``,
    ``15,50``), his current figures proposed; *Salda* sets the paid amount to the due one. The
    amounts are read by the fees service's own parser: a bad one is named here, in Italian, the
    dialog stays open and nothing is written."""

    def __init__(self, parent: QWidget | None, name: str, due: int, paid: int) -> None:
        from figs_td.services.registration.fees import euro

        super().__init__(parent)
        form = _form_dialog(self, "feeDialog", self.tr("Quota di {0}").format(name))
        form.addRow(QLabel(self.tr("Quota di {0}").format(name), objectName="feeTitle"))
        self.due = QLineEdit(euro(due), objectName="feeDue", maxLength=16)
        self.paid = QLineEdit(euro(paid), objectName="feePaid", maxLength=16)
        due_label = QLabel(self.tr("&Dovuto €:"))
        due_label.setBuddy(self.due)
        paid_label = QLabel(self.tr("&Versato €:"))
        paid_label.setBuddy(self.paid)
        form.addRow(due_label, self.due)
        row = QHBoxLayout()
        row.addWidget(self.paid, 1)
        self.settle_btn = QPushButton(self.tr("&Salda"), objectName="feeSettle")
        self.settle_btn.setToolTip(self.tr("Versato = dovuto"))
        self.settle_btn.setAutoDefault(False)
        row.addWidget(self.settle_btn)
        form.addRow(paid_label, row)
        self.owed = QLabel(objectName="feeOwed")
        form.addRow(self.tr("Da pagare:"), self.owed)
        self.error = QLabel(objectName="feeError", wordWrap=True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold")
        form.addRow(self.error)
        _standard_ok_cancel(self, form, self.tr("Annulla"), self.tr("Registra"))
        self.settle_btn.clicked.connect(self.settle)
        self.due.textChanged.connect(self._show_owed)
        self.paid.textChanged.connect(self._show_owed)
        self._show_owed()
        self.paid.setFocus()
        self.paid.selectAll()
        #: Called with (due, paid) cents on OK; an error is shown here and the dialog stays open.
        self.on_accept: Any = None

    def amounts(self) -> tuple[int, int]:
        """(due, paid) in cents, through the fees service's parser (InputError: bad amount)."""
        from figs_td.services.registration.fees import parse_euro

        return parse_euro(self.due.text(), "dovuto"), parse_euro(self.paid.text(), "versato")

    def _show_owed(self) -> None:
        from figs_td.errors import InputError
        from figs_td.services.registration.fees import euro

        try:
            due, paid = self.amounts()
        except InputError:
            self.owed.setText("–")
            return
        self.owed.setText(f"{euro(max(0, due - paid))} €")

    def settle(self) -> None:
        """*Salda*: the paid amount becomes the due one."""
        from figs_td.errors import InputError
        from figs_td.services.registration.fees import euro, parse_euro

        try:
            due = parse_euro(self.due.text(), "dovuto")
        except InputError as exc:
            self.error.setText(error_message(exc))
            return
        self.error.setText("")
        self.paid.setText(euro(due))

    def accept(self) -> None:
        try:
            due, paid = self.amounts()
            if self.on_accept is not None:
                self.on_accept(due, paid)
        except Exception as exc:  # noqa: BLE001 - shown in the dialog, nothing typed is lost
            self.error.setText(error_message(exc))
            return
        super().accept()
