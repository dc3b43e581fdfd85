"""Print/Export menu: every report of the reports service, each with a save dialog and an option
to open the file when written. Long reports run off the GUI thread with a progress bar."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QMenu, QMessageBox

from figs_td.gui.dialogs import file_dialogs
from figs_td.gui.dialogs.doc_files import proposed_name, round_of, what_of
from figs_td.gui.dialogs.handoff import open_or_explain
from figs_td.gui.window.errors import guarded
from figs_td.gui.window.worker import run_in_background
from figs_td.plurals import plural

if TYPE_CHECKING:
    from figs_td.gui.window.window_base import MainWindowBase as MainWindow


#: The reports service's documents with their Italian names and formats.
DOCUMENT_LABELS: dict[str, tuple[str, tuple[str, ...]]] = {
    "pairings": (QT_TRANSLATE_NOOP("export", "Abbinamenti per tavolo"), ("pdf", "xlsx")),
    "pairings-alpha": (QT_TRANSLATE_NOOP("export", "Abbinamenti per nome"), ("pdf", "xlsx")),
    "results": (QT_TRANSLATE_NOOP("export", "Risultati del turno"), ("pdf", "xlsx")),
    "standings": (QT_TRANSLATE_NOOP("export", "Classifica"), ("pdf", "xlsx")),
    "crosstable": (QT_TRANSLATE_NOOP("export", "Tabellone incrociato"), ("pdf", "xlsx")),
    "scorecards": (QT_TRANSLATE_NOOP("export", "Cartellini dei giocatori"), ("pdf", "xlsx")),
    "scoresheets": (QT_TRANSLATE_NOOP("export", "Formulari in bianco"), ("pdf", "xlsx")),
    "words23": (QT_TRANSLATE_NOOP("export", "Parole di 2 e 3 lettere"), ("pdf", "xlsx")),
    "rulings": (QT_TRANSLATE_NOOP("export", "Contestazioni"), ("pdf", "xlsx")),
    "audit": (QT_TRANSLATE_NOOP("export", "Registro delle modifiche"), ("pdf", "xlsx")),
    "federation": (QT_TRANSLATE_NOOP("export", "Esportazione per la federazione"), ("xlsx", "csv")),
    # Prizes, categories, clubs and teams (services/reports/prizes.py)
    "prizes": (QT_TRANSLATE_NOOP("export", "Elenco dei premi"), ("pdf", "xlsx")),
    "final-standings": (
        QT_TRANSLATE_NOOP("export", "Classifica finale con i premi"),
        ("pdf", "xlsx"),
    ),
    "categories": (QT_TRANSLATE_NOOP("export", "Classifiche per categoria"), ("pdf", "xlsx")),
    "clubs": (QT_TRANSLATE_NOOP("export", "Classifica per circoli"), ("pdf", "xlsx")),
    "team-pairings": (QT_TRANSLATE_NOOP("export", "Abbinamenti a squadre"), ("pdf", "xlsx")),
    "team-results": (QT_TRANSLATE_NOOP("export", "Risultati a squadre"), ("pdf", "xlsx")),
    "team-standings": (QT_TRANSLATE_NOOP("export", "Classifica a squadre"), ("pdf", "xlsx")),
    "players": (QT_TRANSLATE_NOOP("export", "Elenco iscritti"), ("pdf", "xlsx")),
    "statistics": (QT_TRANSLATE_NOOP("export", "Statistiche"), ("pdf", "xlsx")),
    "slips": (QT_TRANSLATE_NOOP("export", "Cartellini dei risultati"), ("pdf", "xlsx")),
    "bracket": (QT_TRANSLATE_NOOP("export", "Tabellone a eliminazione diretta"), ("pdf", "xlsx")),
    # Duplicate events (services/duplicate/reports.py)
    "duplicate-master": (
        QT_TRANSLATE_NOOP("export", "Duplicato: partita di riferimento"),
        ("pdf", "xlsx"),
    ),
    "duplicate-standings": (QT_TRANSLATE_NOOP("export", "Duplicato: classifica"), ("pdf", "xlsx")),
    "duplicate-players": (
        QT_TRANSLATE_NOOP("export", "Duplicato: schede dei giocatori"),
        ("pdf", "xlsx"),
    ),
}


def fill_export_menu(window: MainWindow, menu: QMenu) -> None:
    """One action per document of the reports service; disabled with a tooltip if it is missing."""
    menu.clear()
    menu.setToolTipsVisible(True)
    try:
        from figs_td.services.reports import documents as svc

        documents = list(svc.DOCUMENTS)
    except ImportError:
        act = menu.addAction(QCoreApplication.translate("export", "Stampe non disponibili"))
        act.setEnabled(False)
        act.setToolTip(
            QCoreApplication.translate("export", "Il servizio delle stampe non è installato.")
        )
        return
    from figs_td.gui.dialogs.printing import add_print_actions

    add_print_actions(window, menu)
    for key in documents:
        label, formats = DOCUMENT_LABELS.get(key, (key, ("pdf", "xlsx")))
        act = menu.addAction(QCoreApplication.translate("export", label) + "…")
        act.setObjectName(f"export_{key}")
        act.setData(key)
        act.triggered.connect(lambda _=False, k=key, f=formats: export_report(window, k, f))
    menu.addSeparator()
    act = menu.addAction(QCoreApplication.translate("export", "File TSH (.t)…"))
    act.setObjectName("export_tsh")
    act.triggered.connect(lambda: export_tsh(window))


@guarded
def export_tsh(window: MainWindow, path: str | None = None) -> None:
    """The tournament as a TSH division file."""
    if window.session is None:
        return
    if not path:
        path, _ = file_dialogs.save_file(
            window,
            window.tr("Esporta in TSH"),
            file_dialogs.tournament_folder(window.session, "torneo.t"),
            window.tr("File TSH (*.t)"),
            {window.tr("File TSH (*.t)"): "t"},
        )
    if not path:
        return
    count = window.session.backend.export_tsh(path)
    window.last_export = [path]
    window.statusBar().showMessage(
        window.tr("Salvato: {0} ({1})").format(
            path, plural(count, window.tr("1 giocatore"), window.tr("{0} giocatori"))
        ),
        8000,
    )


def _ask_path(window: MainWindow, key: str, formats: tuple[str, ...]) -> str:
    names = {
        "pdf": window.tr("PDF (*.pdf)"),
        "xlsx": window.tr("Excel (*.xlsx)"),
        "csv": window.tr("CSV (*.csv)"),
    }
    by_filter = {names.get(f, f"*.{f}"): f for f in formats}
    start = file_dialogs.tournament_folder(
        window.session, proposed_name(key, round_of(window), formats[0], window)
    )
    path, chosen = file_dialogs.save_file(
        window, window.tr("Salva la stampa"), start, ";;".join(by_filter), by_filter
    )
    if not path:
        return ""
    fmt = by_filter.get(chosen, formats[0])
    target = Path(path)
    if target.suffix.lower().lstrip(".") != fmt:
        # The filter chosen decides the format: Excel writes .xlsx whatever the name typed.
        known = {f".{f}" for f in formats}
        stem = target.with_suffix("") if target.suffix.lower() in known else target
        target = stem.with_name(f"{stem.name}.{fmt}")
        if target.exists() and not _confirm_replace(window, target):
            return ""
    return str(target)


def _confirm_replace(window: MainWindow, target: Path) -> bool:
    answer = QMessageBox.question(
        window,
        window.tr("Sostituire il file?"),
        window.tr("Il file {0} esiste già. Sostituirlo?").format(target.name),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


@guarded
def export_report(
    window: MainWindow,
    key: str,
    formats: tuple[str, ...] = ("pdf", "xlsx"),
    path: str | None = None,
    ask_open: bool = True,
) -> None:
    if window.session is None:
        return
    if path is None:
        path = _ask_path(window, key, formats)
        if not path:
            return
    backend = window.session.backend
    round_no = round_of(window)
    label = DOCUMENT_LABELS.get(key, (key, formats))[0]
    what = what_of(window, QCoreApplication.translate("export", label), key, round_no)

    def job(progress: Any) -> Any:
        return backend.export_report(key, path, round_no, progress)

    def done(result: Any) -> None:
        files = [str(f) for f in getattr(result, "files", ())] or [path]
        saved = window.tr("Salvato: {0} in {1}").format(what, ", ".join(files))
        window.statusBar().showMessage(saved, 8000)
        window.last_export = files
        if ask_open:
            box = QMessageBox(window)
            box.setWindowTitle(window.tr("Stampa salvata"))
            box.setText(window.tr("File salvato: {0}\nAprirlo ora?").format(path))
            box.setStandardButtons(
                QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close
            )
            box.buttonClicked.connect(
                lambda b: (
                    open_or_explain(
                        window,
                        path,
                        window.tr("{0}: aperto ({1})").format(what, Path(path).name),
                        lambda text: window.statusBar().showMessage(text, 15000),
                    )
                    if box.standardButton(b) == QMessageBox.StandardButton.Open
                    else None
                )
            )
            box.open()

    run_in_background(window, window.tr("Preparazione della stampa…"), job, done)
