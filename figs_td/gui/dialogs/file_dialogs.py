"""File dialogs that never open the files they list.

Qt's own file dialog asks its icon provider for each file's icon and type; the default provider
reads the first bytes of files it cannot recognise by name (``torneo.figs``, ``-wal``, ``-shm``).
Opening and closing a second descriptor on the open tournament drops every POSIX lock this
process holds on it (SQLite's documented hazard), after which another process believes it is
the last user and deletes the WAL still in use. So every dialog of the window is Qt's own
(never the platform's, which may sniff content as well) with a provider that looks at names only,
and the database's companion files are kept out of the listing altogether.

Each dialog lists only the kinds of file it takes (no ``*`` filter), and what the user picks or
types passes the path guard (``figs_td.pathguard``) before the dialog returns it: the open
tournament, its companions and backups, an SQLite database given as a list, a folder, a device, a
read-only file or a name no file system accepts are refused with an Italian message
(``InputError``: the calling slot, decorated with ``guarded``, shows it) and nothing is opened.
A folder dialog creates a new folder typed by name.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QFileInfo, QSortFilterProxyModel
from PySide6.QtGui import QAbstractFileIconProvider, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QFileIconProvider,
    QFileSystemModel,
    QLineEdit,
    QStyle,
    QWidget,
)

from figs_td import pathguard
from figs_td.errors import InputError

#: Companion files of an open SQLite database: never listed.
HIDDEN_SUFFIXES = ("-wal", "-shm", "-journal")


class NameOnlyIconProvider(QFileIconProvider):
    """Icons and type names from the file's name only: never opens a file."""

    def __init__(self) -> None:
        super().__init__()
        self.setOptions(QAbstractFileIconProvider.Option.DontUseCustomDirectoryIcons)
        style = QApplication.style()
        self._dir = style.standardIcon(QStyle.StandardPixmap.SP_DirIcon)
        self._file = style.standardIcon(QStyle.StandardPixmap.SP_FileIcon)
        self._drive = style.standardIcon(QStyle.StandardPixmap.SP_DriveHDIcon)

    def icon(self, what):  # noqa: ANN001, ANN201 - QFileInfo or IconType
        if isinstance(what, QFileInfo):
            if what.isRoot():
                return self._drive
            return self._dir if what.isDir() else self._file
        if what == QAbstractFileIconProvider.IconType.Folder:
            return self._dir
        if what == QAbstractFileIconProvider.IconType.Drive:
            return self._drive
        return self._file

    def type(self, info: QFileInfo) -> str:
        if info.isDir():
            return QApplication.translate("file_dialogs", "Cartella")
        suffix = info.suffix()
        if not suffix:
            return QApplication.translate("file_dialogs", "File")
        return QApplication.translate("file_dialogs", "File {0}").format(suffix.upper())


class _HideCompanions(QSortFilterProxyModel):
    """Hides ``-wal``/``-shm``/``-journal`` files: nobody must pick, replace or copy them."""

    def filterAcceptsRow(self, row: int, parent) -> bool:  # noqa: ANN001, N802
        model = self.sourceModel()
        index = model.index(row, 0, parent)
        name = str(model.data(index) or "")
        return not name.endswith(HIDDEN_SUFFIXES)


_PROVIDER: NameOnlyIconProvider | None = None


def provider() -> NameOnlyIconProvider:
    global _PROVIDER  # noqa: PLW0603 - one provider for the whole application
    if _PROVIDER is None:
        _PROVIDER = NameOnlyIconProvider()
    return _PROVIDER


def prepare(dialog: QFileDialog) -> QFileDialog:
    """Make ``dialog`` safe to show next to an open tournament."""
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setOption(QFileDialog.Option.DontUseCustomDirectoryIcons, True)
    dialog.setIconProvider(provider())
    dialog.setProxyModel(_HideCompanions(dialog))
    # Labels Qt's own Italian translation leaves in English.
    dialog.setLabelText(
        QFileDialog.DialogLabel.LookIn, QApplication.translate("file_dialogs", "Cerca in:")
    )
    dialog.setLabelText(
        QFileDialog.DialogLabel.FileType, QApplication.translate("file_dialogs", "Tipo di file:")
    )
    dialog.setLabelText(
        QFileDialog.DialogLabel.FileName, QApplication.translate("file_dialogs", "Nome del file:")
    )
    for model in dialog.findChildren(QFileSystemModel):
        model.setIconProvider(provider())
    return dialog


#: The dialog currently shown (tests look at it; only one is ever open).
current: QFileDialog | None = None


def _run(dialog: QFileDialog) -> str:
    global current  # noqa: PLW0603
    prepare(dialog)
    current = dialog
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted:
            return ""
        refusal = getattr(dialog, "refusal", None)
        if refusal is not None:
            raise refusal
        picked = getattr(dialog, "picked", "")
        files = [picked] if picked else dialog.selectedFiles()
        return files[0] if files else ""
    finally:
        current = None
        dialog.deleteLater()


class _Dialog(QFileDialog):
    """Qt's dialog with the path guard at its OK button.

    What the user picked or typed is checked (``check``) before Qt does anything else with it:
    a refused name closes the dialog and its message is shown by the calling slot — Qt never
    asks "replace it?" about the open tournament. In folder mode a typed name of a folder that
    does not exist yet is created (its parent must exist) instead of Qt's "folder not found", and
    a typed name of a file is refused (not silently ignored)."""

    def __init__(self, parent: QWidget | None, title: str) -> None:
        super().__init__(parent, title)
        self.check: Callable[[str], object] | None = None
        self.refusal: InputError | None = None
        self.picked = ""

    def _typed(self) -> str:
        edit = self.findChild(QLineEdit, "fileNameEdit")
        return edit.text().strip() if edit is not None else ""

    def accept(self) -> None:
        try:
            if self.fileMode() == QFileDialog.FileMode.Directory:
                self._folder_typed()
            files = [self.picked] if self.picked else self.selectedFiles()
            if files and self.check is not None:
                self.check(files[0])
        except InputError as exc:
            self.refusal = exc
            QDialog.accept(self)  # closed; _run raises the refusal
            return
        except OSError as exc:
            from figs_td.errors import describe_os_error
            from figs_td.gui.window.errors import show_error

            show_error(self, describe_os_error(exc, action="creare la cartella"))
            return
        if self.picked:
            QDialog.accept(self)
            return
        super().accept()

    def _folder_typed(self) -> None:
        """A typed name in folder mode: a new folder is created (once the guard and the name
        rules allow it: never a folder named like the tournament's ``-wal``); an existing one,
        or a file, is what the dialog returns (the check refuses a file)."""
        typed = self._typed()
        if not typed:
            return
        wanted = Path(self.directory().absolutePath()) / typed
        if not wanted.exists() and wanted.parent.is_dir():
            pathguard.check_reopen(wanted, use="usato come cartella")
            pathguard.check_file_name(wanted)
            wanted.mkdir()
        if wanted.exists():
            self.picked = str(wanted)


def _check_folder(path: str) -> None:
    pathguard.check_reopen(path, use="usato come cartella")
    if not Path(path).is_dir():
        raise InputError(f"'{path}' non è una cartella")


def _dialog(parent: QWidget | None, title: str, start: str, filters: str) -> QFileDialog:
    dialog: QFileDialog = _Dialog(parent, title)
    start_path = Path(start) if start else None
    if start_path is not None and start_path.is_dir():
        dialog.setDirectory(str(start_path))
    elif start_path is not None:
        if start_path.parent.is_dir() and str(start_path.parent) not in ("", "."):
            dialog.setDirectory(str(start_path.parent))
        dialog.selectFile(start_path.name)
    if filters:
        dialog.setNameFilters(filters.split(";;"))
    return dialog


#: ``open_file`` called without a ``session``: the dialog opens at ``start``.
_NO_SESSION: Any = object()


def open_file(
    parent: QWidget | None,
    title: str,
    start: str = "",
    filters: str = "",
    *,
    kind: str,
    session: Any = _NO_SESSION,
    path: str | None = None,
) -> str:
    """The path of an existing file the user picked, or ``""``; refused by the path guard when
    it is not a ``kind`` (see ``pathguard.KINDS``; ``"tournament"``: a tournament to open;
    ``"event"``: an event for the archive — a tournament file, read through SQLite only, or a
    TSH or federation file).

    A view's file of the open tournament: ``session`` is the view's (``None``, no tournament
    open: ``""`` and no dialog); the dialog starts in the tournament's folder, unless ``path`` is
    given already (a test's, a script's): then that path, without a dialog."""
    if session is not _NO_SESSION:
        if session is None:
            return ""
        start = tournament_folder(session)
    if path:
        return path
    dialog = _dialog(parent, title, start, filters)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)

    def check(path: str) -> None:
        if kind == "event":
            _check_event(path)
        elif kind == "tournament":
            pathguard.check_reopen(path)
        else:
            pathguard.check_input(path, kind)

    return _run_checked(dialog, check)


def _check_event(path: str) -> None:
    """An event to archive: a ``.figs`` file is opened by the store, through SQLite only (the
    tournament open in the window too: the store never reads it by a descriptor of its own); a
    companion, a backup or the open archive are refused. Anything else is read as a file: TSH
    (``.t`` or its ``tourney.js``) or the federation's export."""
    if Path(path).suffix.lower() == ".figs":
        if not pathguard.is_open_tournament(path):
            pathguard.check_reopen(path, use="archiviato")
        return
    tsh = Path(path).suffix.lower() in (".t", ".js")  # a .js: TSH's tourney.js
    pathguard.check_input(path, "tsh" if tsh else "federation")


def save_file(
    parent: QWidget | None,
    title: str,
    start: str = "",
    filters: str = "",
    suffix_by_filter: dict[str, str] | None = None,
) -> tuple[str, str]:
    """A path to write (the dialog asks before replacing a file) and the chosen filter.

    ``suffix_by_filter``: the extension each filter writes; a name typed without it gets it, and
    a name with another known extension is changed to the chosen filter's."""
    dialog = _dialog(parent, title, start, filters)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    if suffix_by_filter:
        first = next(iter(suffix_by_filter.values()))
        dialog.setDefaultSuffix(first)

        def follow(name_filter: str) -> None:
            suffix = suffix_by_filter.get(name_filter)
            if suffix:
                dialog.setDefaultSuffix(suffix)
                edit = dialog.findChild(QWidget, "fileNameEdit")
                if edit is not None and hasattr(edit, "text"):
                    text = edit.text()
                    stem, dot, ext = text.rpartition(".")
                    if dot and ext.lower() in set(suffix_by_filter.values()):
                        edit.setText(f"{stem}.{suffix}")

        dialog.filterSelected.connect(follow)
    dialog.check = _check_output  # type: ignore[attr-defined]
    path, chosen = _run_keep_filter(dialog)
    if path:
        _check_output(path)
    return path, chosen


def _check_output(path: str) -> None:
    pathguard.check_file_name(path)
    pathguard.check_output(path)


def _run_checked(dialog: QFileDialog, check: Callable[[str], None]) -> str:
    """Run the dialog, ``check`` refusing a path while it is open and once more on the one chosen."""
    dialog.check = check  # type: ignore[attr-defined]
    path = _run(dialog)
    if path:
        check(path)
    return path


def _run_keep_filter(dialog: QFileDialog) -> tuple[str, str]:
    chosen: list[str] = []
    dialog.accepted.connect(lambda: chosen.append(dialog.selectedNameFilter()))
    path = _run(dialog)
    return path, (chosen[0] if chosen else "")


def directory(parent: QWidget | None, title: str, start: str = "") -> str:
    dialog = _dialog(parent, title, start, "")
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
    return _run_checked(dialog, _check_folder)


def icon_for(_path: str) -> QIcon:
    return provider().icon(QAbstractFileIconProvider.IconType.File)


def tournament_folder(session: object | None, name: str = "") -> str:
    """The open tournament's folder (joined with ``name`` when given), or ``name`` alone."""
    path = getattr(getattr(session, "backend", None), "path", "") or ""
    if not path or "://" in str(path):
        return name
    folder = Path(str(path)).parent
    return str(folder / name) if name else str(folder)
