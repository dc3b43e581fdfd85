"""The new-tournament wizard (nuovo torneo): name, place, dates, system and phases, rounds, rule
profile with its numbers editable, tie-breaks, bye/forfeit settings, director, arbiter, support panel.

The wizard only collects a :class:`TournamentSpec`; the tournament service validates and creates it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QStandardPaths, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from figs_td.core.model import System
from figs_td.core.rules import DEFAULT_PROFILE, PROFILES, ResultSettings, get_profile
from figs_td.core.standings.table import TIEBREAK_LABELS, TIEBREAK_PRESETS
from figs_td.gui.dialogs import file_dialogs

#: Tie-break criteria offered, in the standings core's own keys (domain.md §7).
TIEBREAKS: list[tuple[str, str]] = list(TIEBREAK_LABELS.items())
#: Numbers of a rule profile the director may edit in the wizard (field, Italian label, max).
PROFILE_NUMBERS: list[tuple[str, str, int]] = [
    ("base_time_min", "Tempo base (minuti)", 90),
    ("supplementary_min", "Tempo supplementare (minuti)", 30),
    ("overtime_points", "Penalità tempo supplementare (punti)", 500),
    ("flag_penalty", "Penalità a tempo esaurito (punti)", 500),
    ("margin_points", "Scarto convenzionale (punti)", 500),
    ("margin_per_minute", "Punti per minuto base residuo (M1)", 500),
    ("game_cap_min", "Durata massima della partita (minuti, 0 = nessuna)", 300),
]


@dataclass
class TournamentSpec:
    """Everything the wizard collects; handed to the tournament service."""

    name: str = ""
    place: str = ""
    start_date: str = ""  # ISO dates
    end_date: str = ""
    system: str = System.SWISS.value
    rounds: int = 7
    knockout_top: int = 0  # championship format: top k continue in a knockout (0 = none)
    third_place: bool = True
    profile: str = DEFAULT_PROFILE
    profile_overrides: dict[str, Any] = field(default_factory=dict)
    tiebreaks: str | list[str] = "FIGS"  # a preset name or a custom chain
    bye_spread: int = 50
    forfeit_spread: int = 50
    word_list_threshold: int = 1400  # 2- and 3-letter lists allowed at or below this rating
    draw: str = ""  # round 1 / pairing numbers: "" system default, "random", "rating"
    director: str = ""
    arbiter: str = ""
    support_panel: list[str] = field(default_factory=list)
    path: str = ""

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def default_path(name: str) -> str:
    """A new file named after the tournament in the documents folder (never an existing one)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    base = "".join(c if c.isalnum() or c in "-_ " else "_" for c in name).strip() or "torneo"
    path = Path(folder or Path.home()) / f"{base}.figs"
    n = 2
    while path.exists():
        path = path.with_name(f"{base} ({n}).figs")
        n += 1
    return str(path)


def profile_label(label: str) -> str:
    """A rule profile's name in the window's language (the core names it in Italian)."""
    return QCoreApplication.translate("profiles", label)


class _FormPage(QWizardPage):
    """A page of the wizard that is one form under its title."""

    def _form(self, title: str, subtitle: str = "") -> QFormLayout:
        self.setTitle(title)
        if subtitle:
            self.setSubTitle(subtitle)
        return QFormLayout(self)


class _GeneralPage(_FormPage):
    def __init__(self) -> None:
        super().__init__()
        form = self._form(self.tr("Torneo"), self.tr("Nome, luogo, date e file del torneo."))
        self.name = QLineEdit(objectName="name")
        self.place = QLineEdit(objectName="place")
        self.start = QDateEdit(QDate.currentDate(), objectName="start", calendarPopup=True)
        self.end = QDateEdit(QDate.currentDate(), objectName="end", calendarPopup=True)
        self.path = QLineEdit(objectName="path")
        browse = QPushButton(self.tr("Sfo&glia…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path)
        row.addWidget(browse)
        form.addRow(self.tr("N&ome:"), self.name)
        form.addRow(self.tr("L&uogo:"), self.place)
        form.addRow(self.tr("&Dal:"), self.start)
        form.addRow(self.tr("A&l:"), self.end)
        form.addRow(self.tr("File:"), row)
        self.error = QLabel(objectName="error")
        self.error.setStyleSheet("color: #b00020")
        form.addRow(self.error)
        self.registerField("name*", self.name)

    def _browse(self) -> None:
        from figs_td.errors import InputError

        try:
            path, _ = file_dialogs.save_file(
                self,
                self.tr("File del torneo"),
                self.path.text() or self.name.text(),
                self.tr("Tornei (*.figs)"),
                {self.tr("Tornei (*.figs)"): "figs"},
            )
        except InputError as exc:  # the open tournament, a read-only file, '*'…
            self.error.setText(str(exc))
            return
        if path:
            self.path.setText(path if path.endswith(".figs") else path + ".figs")

    def validatePage(self) -> bool:
        if not self.name.text().strip():
            self.error.setText(self.tr("Il nome del torneo è obbligatorio."))
            return False
        if self.end.date() < self.start.date():
            self.error.setText(self.tr("La data di fine precede quella di inizio."))
            return False
        if not self.path.text().strip():
            self.path.setText(default_path(self.name.text()))
        if self.path.isEnabled() and not self._folder_ready():
            return False
        self.error.clear()
        return True

    def _folder_ready(self) -> bool:
        """A missing folder for the file is created when the director agrees (nothing typed is
        lost either way: the wizard stays on this page)."""
        folder = Path(self.path.text().strip()).expanduser().parent
        if folder.is_dir():
            return True
        from figs_td.gui.dialogs.confirm import ask

        if not ask(
            self,
            self.tr("Cartella mancante"),
            self.tr("La cartella {0} non esiste. Crearla?").format(folder),
            self.tr("&Crea la cartella"),
        ):
            self.error.setText(self.tr("Scegliere una cartella esistente per il file."))
            return False
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            from figs_td.errors import describe_os_error

            self.error.setText(describe_os_error(exc, action="creare la cartella", path=folder))
            return False
        return True


class _SystemPage(_FormPage):
    def __init__(self) -> None:
        super().__init__()
        form = self._form(self.tr("Sistema e fasi"))
        self.system = QComboBox(objectName="system")
        for value, label in (
            (System.SWISS, self.tr("Italo-svizzero")),
            (System.ROUND_ROBIN, self.tr("Girone all'italiana")),
            (System.DOUBLE_ROUND_ROBIN, self.tr("Girone all'italiana doppio")),
            (System.KNOCKOUT, self.tr("Eliminazione diretta")),
            (System.GROUP_ELIMINATION, self.tr("Eliminazione a gruppi (vincenti con vincenti)")),
            (System.TEAMS, self.tr("Gara a squadre o a coppie")),  # teams: Premi page
            (System.DUPLICATE, self.tr("Duplicato")),  # issue 18: the Duplicato tab runs it
        ):
            self.system.addItem(label, value.value)
        self.rounds = QSpinBox(objectName="rounds", minimum=1, maximum=40, value=7)
        self.knockout_top = QSpinBox(objectName="knockoutTop", minimum=0, maximum=64, value=0)
        self.knockout_top.setSpecialValueText(self.tr("nessuna"))
        self.knockout_top.setToolTip(
            self.tr("Formula campionato: dopo i turni svizzeri i primi k giocano a eliminazione.")
        )
        self.third_place = QCheckBox(self.tr("Finale per il ter&zo posto"), objectName="thirdPlace")
        self.third_place.setChecked(True)
        self.draw = QComboBox(objectName="draw")
        for value, label in (
            ("", self.tr("come prevede il sistema")),
            ("random", self.tr("sorteggio (seme registrato)")),
            ("rating", self.tr("per rating")),
        ):
            self.draw.addItem(label, value)
        self.threshold = QSpinBox(objectName="wordListThreshold", minimum=0, maximum=3000)
        self.threshold.setValue(1400)
        form.addRow(self.tr("S&istema:"), self.system)
        form.addRow(self.tr("&Turni:"), self.rounds)
        form.addRow(self.tr("Fase finale (primi k):"), self.knockout_top)
        form.addRow("", self.third_place)
        form.addRow(self.tr("Primo turno / numeri del girone:"), self.draw)
        form.addRow(self.tr("Liste di parole di 2 e 3 lettere fino al rating:"), self.threshold)


class _RulesPage(_FormPage):
    def __init__(self) -> None:
        super().__init__()
        form = self._form(
            self.tr("Regole"), self.tr("Profilo delle regole; ogni numero si può modificare.")
        )
        self.profile = QComboBox(objectName="profile")
        for name, p in PROFILES.items():
            self.profile.addItem(profile_label(p.label), name)
        self.profile.setCurrentIndex(list(PROFILES).index(DEFAULT_PROFILE))
        # The profiles' names are long: the combo does not widen the page off a 1024 px screen.
        self.profile.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.profile.setMinimumContentsLength(36)
        self.profile.view().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.profile.view().setMinimumWidth(self.profile.view().sizeHintForColumn(0) + 24)
        form.addRow(self.tr("P&rofilo:"), self.profile)
        self.numbers: dict[str, QSpinBox] = {}
        for key, label, maximum in PROFILE_NUMBERS:
            spin = QSpinBox(objectName=key, minimum=0, maximum=maximum)
            self.numbers[key] = spin
            form.addRow(self.tr(label), spin)
        self.source = QLabel(objectName="source", wordWrap=True)
        form.addRow(self.source)
        self.error = QLabel(objectName="error", wordWrap=True)
        self.error.setStyleSheet("color: #b00020")
        form.addRow(self.error)
        self.profile.currentIndexChanged.connect(self._load_profile)
        self._load_profile()

    def _load_profile(self) -> None:
        p = PROFILES[self.profile.currentData()]
        for key, spin in self.numbers.items():
            spin.setValue(getattr(p, key) or 0)
        self.numbers["flag_penalty"].setEnabled(p.flag_penalty is not None)
        self.source.setText(self.tr("Fonte: {0}").format(p.source))

    def overrides(self) -> dict[str, Any]:
        p = PROFILES[self.profile.currentData()]
        out: dict[str, Any] = {}
        for key, spin in self.numbers.items():
            value: int | None = spin.value()
            if key in ("game_cap_min", "flag_penalty") and value == 0:
                value = None
            if value != getattr(p, key):
                out[key] = value
        return out

    def validatePage(self) -> bool:
        try:
            get_profile(self.profile.currentData(), **self.overrides())
        except ValueError as exc:
            self.error.setText(str(exc))
            return False
        self.error.clear()
        return True


class _ResultsPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(self.tr("Spareggi, riposi e vittorie a tavolino"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.preset = QComboBox(objectName="tiebreakPreset")
        self.preset.addItems([*TIEBREAK_PRESETS, self.tr("Personalizzato")])
        self.preset.currentTextChanged.connect(self._apply_preset)
        form.addRow(self.tr("Spareggi:"), self.preset)
        layout.addLayout(form)
        self.tiebreaks = QListWidget(objectName="tiebreaks")
        self.tiebreaks.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        layout.addWidget(QLabel(self.tr("Ordine degli spareggi (trascinare per riordinare):")))
        layout.addWidget(self.tiebreaks)
        form2 = QFormLayout()
        defaults = ResultSettings()
        self.bye_spread = QSpinBox(objectName="byeSpread", maximum=500, value=defaults.bye_spread)
        self.forfeit_spread = QSpinBox(
            objectName="forfeitSpread", maximum=500, value=defaults.forfeit_spread
        )
        form2.addRow(self.tr("Scarto del riposo (punti):"), self.bye_spread)
        form2.addRow(self.tr("Scarto della vittoria a tavolino (punti):"), self.forfeit_spread)
        layout.addLayout(form2)
        self._apply_preset("FIGS")

    def _apply_preset(self, name: str) -> None:
        if name not in TIEBREAK_PRESETS:
            return
        self.show_chain(list(TIEBREAK_PRESETS[name]))

    def show_chain(self, chosen: list[str]) -> None:
        """The criteria of ``chosen`` ticked, in its order, then the others unticked."""
        labels = dict(TIEBREAKS)
        self.tiebreaks.clear()
        for key in chosen + [k for k in labels if k not in chosen]:
            item = QListWidgetItem(self.tr(labels[key]))
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = Qt.CheckState.Checked if key in chosen else Qt.CheckState.Unchecked
            item.setCheckState(checked)
            self.tiebreaks.addItem(item)

    def chain(self) -> str | list[str]:
        out: list[str] = []
        for i in range(self.tiebreaks.count()):
            item = self.tiebreaks.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        for name, preset in TIEBREAK_PRESETS.items():
            if tuple(out) == preset:
                return name
        return out


class _RolesPage(_FormPage):
    def __init__(self) -> None:
        super().__init__()
        form = self._form(
            self.tr("Direzione di gara"),
            self.tr("Il collegio di supporto decide quando l'arbitro gioca la partita (art. 45)."),
        )
        self.director = QLineEdit(objectName="director")
        self.arbiter = QLineEdit(objectName="arbiter")
        self.panel = [QLineEdit(objectName=f"panel{i}") for i in range(3)]
        form.addRow(self.tr("Direttore di gara:"), self.director)
        form.addRow(self.tr("Arbitro:"), self.arbiter)
        for i, edit in enumerate(self.panel, 1):
            form.addRow(self.tr("Collegio di supporto {0}:").format(i), edit)


class NewTournamentWizard(QWizard):
    """Collects a :class:`TournamentSpec` (``spec()``) for a new tournament."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newTournamentWizard")
        self.setWindowTitle(self.tr("Nuovo torneo"))
        self.general = _GeneralPage()
        self.system = _SystemPage()
        self.rules = _RulesPage()
        self.results = _ResultsPage()
        self.roles = _RolesPage()
        for page in (self.general, self.system, self.rules, self.results, self.roles):
            self.addPage(page)
        self.resize(640, 520)
        #: Called with the spec on Fine; an error keeps the wizard open on the page to fix.
        self.on_finish: Any = None

    def nextId(self) -> int:  # noqa: N802
        """A duplicate event has no clock rules, tie-breaks, byes or forfeits to set: from the
        system page the wizard goes straight to the roles."""
        if self.currentPage() is self.system and self.is_duplicate():
            return self.pageIds()[-1]
        return super().nextId()

    def is_duplicate(self) -> bool:
        return self.system.system.currentData() == System.DUPLICATE.value

    def accept(self) -> None:
        if self.on_finish is None:
            super().accept()
            return
        try:
            self.on_finish(self.spec())
        except Exception as exc:  # noqa: BLE001 - shown on the page, nothing typed is lost
            from figs_td.gui.window.errors import error_message

            self.general.error.setText(error_message(exc))
            while self.currentId() != self.startId() and self.currentPage() is not self.general:
                self.back()
            return
        super().accept()

    def load(self, spec: TournamentSpec) -> None:
        """Fill the pages from an existing tournament (Impostazioni del torneo): the file and
        the system cannot change once the tournament exists."""
        self.setWindowTitle(self.tr("Impostazioni del torneo"))
        g, s, r, res, roles = self.general, self.system, self.rules, self.results, self.roles
        g.name.setText(spec.name)
        g.place.setText(spec.place)
        for edit, iso in ((g.start, spec.start_date), (g.end, spec.end_date)):
            if iso:
                edit.setDate(QDate.fromString(iso, Qt.DateFormat.ISODate))
        g.path.setText(spec.path)
        g.path.setEnabled(False)
        s.system.setCurrentIndex(s.system.findData(spec.system))
        s.system.setEnabled(False)
        s.rounds.setValue(spec.rounds)
        s.knockout_top.setEnabled(False)
        s.third_place.setEnabled(False)
        s.threshold.setValue(spec.word_list_threshold)
        s.draw.setCurrentIndex(max(0, s.draw.findData(spec.draw)))
        r.profile.setCurrentIndex(r.profile.findData(spec.profile))
        for key, value in spec.profile_overrides.items():
            if key in r.numbers:
                r.numbers[key].setValue(value or 0)
        if isinstance(spec.tiebreaks, str):
            res.preset.setCurrentText(spec.tiebreaks)
        else:
            res.preset.setCurrentIndex(res.preset.count() - 1)
            res.show_chain(list(spec.tiebreaks))
        res.bye_spread.setValue(spec.bye_spread)
        res.forfeit_spread.setValue(spec.forfeit_spread)
        roles.director.setText(spec.director)
        roles.arbiter.setText(spec.arbiter)
        for edit, member in zip(roles.panel, [*spec.support_panel, "", "", ""], strict=False):
            edit.setText(member)

    def spec(self) -> TournamentSpec:
        g, s, r, res, roles = self.general, self.system, self.rules, self.results, self.roles
        return TournamentSpec(
            name=g.name.text().strip(),
            place=g.place.text().strip(),
            start_date=g.start.date().toString(Qt.DateFormat.ISODate),
            end_date=g.end.date().toString(Qt.DateFormat.ISODate),
            system=s.system.currentData(),
            rounds=s.rounds.value(),
            knockout_top=s.knockout_top.value(),
            third_place=s.third_place.isChecked(),
            word_list_threshold=s.threshold.value(),
            draw=s.draw.currentData(),
            profile=r.profile.currentData(),
            profile_overrides=r.overrides(),
            tiebreaks=res.chain(),
            bye_spread=res.bye_spread.value(),
            forfeit_spread=res.forfeit_spread.value(),
            director=roles.director.text().strip(),
            arbiter=roles.arbiter.text().strip(),
            support_panel=[e.text().strip() for e in roles.panel if e.text().strip()],
            path=g.path.text().strip(),
        )
