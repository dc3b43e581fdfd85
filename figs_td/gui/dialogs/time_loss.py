"""Time-loss dialog (sconfitta per tempo): the scores the results service will record are shown,
live, before the director confirms. No rule is computed here: ``services.results.
compute_time_loss`` (``rules.finish_game`` with the tournament's profile) decides."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from figs_td.core.rules import RuleProfile
from figs_td.gui.backend.service_text import service_text
from figs_td.plurals import plural


class TimeLossDialog(QDialog):
    """Enter running scores, racks, supplementary time used, who was flagged and the base time
    left; the final scores appear as they will be recorded. ``final_scores`` after ``accept``."""

    def __init__(
        self,
        profile: RuleProfile,
        names: tuple[str, str],
        scores: tuple[int, int] = (0, 0),
        parent: QWidget | None = None,
        *,
        overrides: dict[str, Any] | None = None,
    ) -> None:
        """``profile``: the tournament's rule profile (its name and label); ``overrides``: the
        arbiter's changes to it, as stored (the same computation as ``enter_time_loss``)."""
        super().__init__(parent)
        self.setObjectName("timeLossDialog")
        self.setWindowTitle(self.tr("Sconfitta per tempo"))
        self.profile = profile
        self.overrides = dict(overrides or {})
        self.final_scores: tuple[int, int] | None = None
        grid = QGridLayout()
        self.score = [QSpinBox(objectName=f"score{i}", maximum=2000) for i in (0, 1)]
        self.rack = [QLineEdit(objectName=f"rack{i}") for i in (0, 1)]
        self.overtime = [QSpinBox(objectName=f"overtime{i}", maximum=3600) for i in (0, 1)]
        self.base_left = [QSpinBox(objectName=f"baseLeft{i}", maximum=7200) for i in (0, 1)]
        self.flag = [
            QRadioButton(self.tr("bandierina caduta (&{0})").format(i + 1), objectName=f"flag{i}")
            for i in (0, 1)
        ]
        group = QButtonGroup(self)
        for i in (0, 1):
            group.addButton(self.flag[i], i)
        # Nobody is preselected: the director says who ran out of time.
        labels = [
            self.tr("Punteggio a fine gioco"),
            self.tr("Tessere sul leggio (? = jolly)"),
            self.tr("Tempo supplementare usato (s)"),
            self.tr("Tempo base residuo (s)"),
            self.tr("Tempo esaurito"),
        ]
        for row, text in enumerate(labels, 1):
            grid.addWidget(QLabel(text), row, 0)
        for i in (0, 1):
            grid.addWidget(QLabel(f"<b>{names[i]}</b>"), 0, i + 1)
            self.score[i].setValue(scores[i])
            for row, w in enumerate(
                (self.score[i], self.rack[i], self.overtime[i], self.base_left[i], self.flag[i]), 1
            ):
                grid.addWidget(w, row, i + 1)
        layout = QVBoxLayout(self)
        label = QCoreApplication.translate("profiles", profile.label)
        layout.addWidget(QLabel(self.tr("Profilo: {0}").format(label), wordWrap=True))
        layout.addLayout(grid)
        self.result = QLabel(objectName="result", alignment=Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setPointSize(font.pointSize() + 8)
        font.setBold(True)
        self.result.setFont(font)
        layout.addWidget(QLabel(self.tr("Punteggi che saranno registrati:")))
        layout.addWidget(self.result)
        self.explain = QLabel(objectName="explain", wordWrap=True)
        layout.addWidget(self.explain)
        self.error = QLabel(objectName="error", wordWrap=True)
        self.error.setStyleSheet("color: #b00020")
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Conferma"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Annulla"))
        # Tab goes across: first score → second score, first rack → second rack, …
        order = [
            *self.score,
            *self.rack,
            *self.overtime,
            *self.base_left,
            *self.flag,
        ]
        for a, b in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(a, b)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for i in (0, 1):
            self.score[i].valueChanged.connect(self.recompute)
            self.overtime[i].valueChanged.connect(self.recompute)
            self.base_left[i].valueChanged.connect(self.recompute)
            self.rack[i].textChanged.connect(self.recompute)
            self.flag[i].toggled.connect(self.recompute)
        self.names = names
        self.recompute()

    def flagged(self) -> int | None:
        if self.flag[0].isChecked():
            return 0
        return 1 if self.flag[1].isChecked() else None

    def explanation(self) -> str:
        """How the scores are computed: racks, time penalties, the margin rule and its article."""
        from figs_td.core.rules import MarginRule, get_profile, overtime_penalty, rack_value

        prof = get_profile(self.profile.name, **self.overrides)
        flagged = self.flagged()
        racks = [rack_value(self.rack[i].text(), prof.jolly_rack_value) for i in (0, 1)]
        time = [
            overtime_penalty(prof, self.overtime[i].value(), flagged=flagged == i) for i in (0, 1)
        ]
        points = plural(prof.margin_points, self.tr("1 punto"), self.tr("{0} punti"))
        if prof.margin_rule is MarginRule.M1:
            margin = self.tr(
                "lo sconfitto finisce sotto il vincitore di {0} o della differenza più {1} "
                "per minuto di tempo base rimasto al vincitore, se di più (art. 40, regolamento 2008)"
            ).format(points, prof.margin_per_minute)
        else:
            margin = self.tr(
                "se chi ha esaurito il tempo è ancora pari o avanti, finisce {0} sotto il "
                "vincitore; altrimenti i punteggi restano (art. 37)"
            ).format(points)
        return self.tr(
            "Calcolo: leggii −{0} / −{1} (art. 40), tempo supplementare −{2} / −{3}; poi {4}."
        ).format(racks[0], racks[1], time[0], time[1], margin)

    def recompute(self) -> None:
        from figs_td.services.results import compute_time_loss

        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if self.flagged() is None:
            self.final_scores = None
            self.result.setText("—")
            self.explain.clear()
            self.error.setText(self.tr("Indicare chi ha esaurito il tempo."))
            ok.setEnabled(False)
            return
        try:
            final = compute_time_loss(
                self.profile.name,
                self.overrides,
                (self.score[0].value(), self.score[1].value()),
                racks=(self.rack[0].text(), self.rack[1].text()),
                overtime_s=(self.overtime[0].value(), self.overtime[1].value()),
                flagged=self.flagged(),
                base_left_s=(self.base_left[0].value(), self.base_left[1].value()),
            ).scores
        except ValueError as exc:
            self.final_scores = None
            self.result.setText("—")
            self.error.setText(service_text(str(exc)))
            ok.setEnabled(False)
            return
        self.final_scores = final
        self.error.clear()
        self.explain.setText(self.explanation())
        self.result.setText(f"{self.names[0]} {final[0]} – {final[1]} {self.names[1]}")
        ok.setEnabled(True)
