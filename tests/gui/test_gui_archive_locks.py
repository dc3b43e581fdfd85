"""The *Archivio* window never drops its SQLite locks on the open archive (issue 35 §1).

On POSIX, closing any descriptor of a file drops every lock the process holds on it: a window
that read its open ``.figsa`` (or the tournament open in the main window) by a descriptor of its
own would stop counting as a user, and the next command-line process would delete the ``-wal``
under it. The window is driven as a person would — the real buttons, the real file dialogs —
and after each action (a table of them; an action of the window missing from the table fails
the test) the test checks, from ``/proc/locks``, that this process (the window's) still holds
its shared lock on the archive and the DMS lock on its ``-shm`` and has no deleted companion
open; then ``figs-td archive … add`` adds an event from another process. At the end the archive,
opened afresh, holds every event of both.

*Aggiungi eventi…* went through the real dialog, which failed at once before (``open_file()``
called without its ``kind``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

import figs_td.gui.views.archive_view as av
from tests.archive.helpers import make_event
from tests.archive.test_archive_store import FOUR, ROUNDS, varied
from tests.gui.gui_helpers import answer_file_dialog
from tests.held_locks import check_still_held, need_proc_locks

ENV = dict(os.environ, PYTHONIOENCODING="utf-8")
WAIT_MS = 60_000


@dataclass
class Ctx:
    qtbot: object
    window: object
    view: av.ArchiveView
    tmp: Path
    archive: Path
    shown: list[str]
    keep: list[object]

    def wait_idle(self) -> None:
        self.qtbot.waitUntil(lambda: not self.view.busy(), timeout=WAIT_MS)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Action:
    """One action of the window: the control it goes through (its object name), what the test
    does, and what it checks the window shows afterwards."""

    name: str
    control: str
    do: Callable[[Ctx], None]


def _click(ctx: Ctx, button: QPushButton) -> None:
    ctx.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def _open(ctx: Ctx) -> None:
    ctx.view.path.clear()
    ctx.qtbot.keyClicks(ctx.view.path, str(ctx.archive))  # type: ignore[attr-defined]
    _click(ctx, ctx.view.open_button)
    ctx.wait_idle()
    assert ctx.view.tabs.isEnabled() and ctx.view.category.count() == 4
    ctx.view.category.setCurrentIndex(ctx.view.category.findData("open"))


def _add_through_dialog(event: str, name: str) -> Callable[[Ctx], None]:
    def do(ctx: Ctx) -> None:
        ctx.view.tabs.setCurrentIndex(2)
        ctx.keep.append(answer_file_dialog(ctx.qtbot, event))
        _click(ctx, ctx.view.add_button)
        ctx.wait_idle()
        assert not ctx.shown, ctx.shown
        assert name in [r[2] for r in ctx.view.events_model.rows]

    return do


def _date(ctx: Ctx) -> None:
    ctx.view.tabs.setCurrentIndex(0)
    ctx.view.as_of.setDate(ctx.view.as_of.date().fromString("01/06/2026", "dd/MM/yyyy"))
    ctx.qtbot.waitUntil(lambda: ctx.view.ranking_model.rowCount() == 5)  # type: ignore[attr-defined]


def _pick_proposal(ctx: Ctx) -> None:
    view = ctx.view
    view.tabs.setCurrentIndex(1)
    assert view.dup_model.rowCount() == 1
    ctx.qtbot.mouseClick(  # type: ignore[attr-defined]
        view.dup_table.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.dup_table.visualRect(view.dup_model.index(0, 1)).center(),
    )


def _merge(ctx: Ctx) -> None:
    _pick_proposal(ctx)
    _click(ctx, ctx.view.merge_button)
    ctx.wait_idle()
    assert ctx.view.dup_model.rowCount() == 0 and ctx.view.undo_stack.count() == 1


def _undo_button(ctx: Ctx) -> None:
    _click(ctx, ctx.view.undo_button)
    ctx.wait_idle()
    assert ctx.view.dup_model.rowCount() == 1 and ctx.view.undo_stack.index() == 0


def _undo_keys(ctx: Ctx) -> None:
    _merge(ctx)
    from PySide6.QtWidgets import QApplication

    ctx.view.activateWindow()  # the person's keys go to the Archivio window
    ctx.qtbot.waitUntil(lambda: QApplication.activeWindow() is ctx.view)  # type: ignore[attr-defined]
    ctx.qtbot.keyClick(ctx.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    ctx.wait_idle()
    assert ctx.view.dup_model.rowCount() == 1 and ctx.view.undo_stack.index() == 0


def _publish(ctx: Ctx) -> None:
    site = ctx.tmp / "sito"
    ctx.keep.append(answer_file_dialog(ctx.qtbot, str(site)))
    _click(ctx, ctx.view.publish_button)
    ctx.wait_idle()
    assert not ctx.shown, ctx.shown
    assert (site / "index.html").is_file()


def _add_the_archive_as_a_list(ctx: Ctx) -> None:
    """A ``.csv`` that is the open archive itself (a link): refused before it is read."""
    link = ctx.tmp / "classifica.csv"
    link.symlink_to(ctx.archive)
    ctx.view.add_files([str(link)])
    ctx.wait_idle()
    assert len(ctx.shown) == 1 and "archivio aperto" in ctx.shown.pop()


def _open_again(ctx: Ctx) -> None:
    _open(ctx)
    assert ctx.view.events_model.rowCount() >= 2


def _open_the_tournament(ctx: Ctx) -> None:
    """The tournament open in the main window typed as the archive: refused, nothing read by a
    descriptor of ours (the main window keeps its locks too); the archive stays open."""
    tournament = Path(ctx.window.session.backend.path)  # type: ignore[attr-defined]
    ctx.view.path.clear()
    ctx.qtbot.keyClicks(ctx.view.path, str(tournament))  # type: ignore[attr-defined]
    _click(ctx, ctx.view.open_button)
    ctx.wait_idle()
    assert len(ctx.shown) == 1 and "file di torneo" in ctx.shown.pop()
    check_still_held(os.getpid(), tournament, "il torneo aperto scritto come archivio")
    assert ctx.view.store is not None and ctx.view.store.path == ctx.archive


ACTIONS: list[Action] = [
    Action("Apri (nuovo archivio)", "archiveOpen", _open),
    Action("Aggiungi eventi… (finestra di dialogo)", "archiveAdd", lambda c: None),
    Action("Aggiungi eventi… (un secondo evento)", "archiveAdd", lambda c: None),
    Action(
        "Aggiungi eventi… (il torneo aperto nella finestra principale)",
        "archiveAdd",
        lambda c: None,
    ),
    Action("Classifica al 01/06/2026", "archiveAsOf", _date),
    Action("Unisci B ad A", "archiveMerge", _merge),
    Action("Annulla", "archiveUndo", _undo_button),
    Action("Unisci, poi Ctrl+Z", "archiveUndoAction", _undo_keys),
    Action("Pubblica il sito… (finestra di dialogo)", "archivePublish", _publish),
    Action(
        "Aggiungi: un .csv che è l'archivio (rifiutato)", "archiveAdd", _add_the_archive_as_a_list
    ),
    Action("Apri di nuovo lo stesso archivio", "archiveOpen", _open_again),
    Action("Apri come archivio il torneo aperto (rifiutato)", "archiveOpen", _open_the_tournament),
]


def _controls(view: av.ArchiveView) -> set[str]:
    """The window's controls that start an action: buttons, shortcuts, the ranking's date."""
    names = {b.objectName() for b in view.findChildren(QPushButton)}
    names |= {a.objectName() for a in view.findChildren(QAction) if not a.menu()}
    names.add(view.as_of.objectName())
    return names


def _cli_add(archive: Path, event: str) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "figs_td",
            "archive",
            str(archive),
            "add",
            event,
            "--category",
            "open",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=ENV,
    )
    assert done.returncode == 0, done.stderr


def test_archive_window_keeps_its_locks(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    need_proc_locks()
    shown: list[str] = []
    monkeypatch.setattr(av, "show_error", lambda _p, exc, title=None: shown.append(str(exc)))
    # A finished tournament open in the main window (its locks are checked too).
    open_one = tmp_path / "aperto.figs"
    make_event(open_one, "Torneo aperto", "2026-05-01", FOUR, varied(7))
    window.open_path(str(open_one))
    qtbot.waitUntil(lambda: window.session is not None)
    check_still_held(os.getpid(), open_one, "apertura del torneo")

    a = make_event(tmp_path / "ta.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS)
    verdi2 = ("VERDI", "Luca", "Roma", "", None)
    b = make_event(
        tmp_path / "tb.figs",
        "Torneo B",
        "2026-04-01",
        [FOUR[0], verdi2, FOUR[1], FOUR[3]],
        varied(1),
    )
    actions = list(ACTIONS)
    actions[1] = Action(actions[1].name, "archiveAdd", _add_through_dialog(a, "Torneo A"))
    actions[2] = Action(actions[2].name, "archiveAdd", _add_through_dialog(b, "Torneo B"))
    # Read by a second store of this process, through SQLite only: allowed, and safe.
    actions[3] = Action(
        actions[3].name, "archiveAdd", _add_through_dialog(str(open_one), "Torneo aperto")
    )

    window.findChild(QAction, "archiveAction").trigger()
    view = window.archive_view
    qtbot.waitUntil(view.isVisible)
    missing = _controls(view) - {x.control for x in actions}
    assert not missing, f"azioni della finestra Archivio senza una riga nella tabella: {missing}"
    archive = tmp_path / "archivio.figsa"
    ctx = Ctx(qtbot, window, view, tmp_path, archive, shown, [])
    cli_events: list[str] = []
    for n, action in enumerate(actions):
        action.do(ctx)
        check_still_held(os.getpid(), archive, action.name)
        check_still_held(os.getpid(), open_one, f"{action.name} (torneo aperto)")
        # Another process adds an event meanwhile (the same four players: no new proposal).
        ev = make_event(
            tmp_path / f"cli{n}.figs",
            f"Evento {n}",
            f"2025-0{1 + n // 9}-{10 + n % 9}",
            FOUR,
            varied(20 + n),
        )
        _cli_add(archive, ev)
        cli_events.append(f"Evento {n}")
        check_still_held(os.getpid(), archive, f"{action.name}, poi archive add")
    view.close()
    qtbot.waitUntil(lambda: view.store is None)

    import figs_td.services.archive as svc

    with svc.open_archive(str(archive)) as store:
        names = [e.name for e in svc.events(store)]
        log = svc.audit_log(store, limit=1000)
    assert sorted(names) == sorted(["Torneo A", "Torneo B", "Torneo aperto", *cli_events])
    added = [e["new"]["name"] for e in log if e["action"] == "event.add"]
    assert sorted(added) == sorted(names)  # one audit entry for each, whoever added it


def test_adding_an_event_through_the_real_dialog(qtbot, window, tmp_path: Path) -> None:  # noqa: ANN001
    """*Aggiungi eventi…* → the file dialog → a finished tournament typed in it: archived."""
    window.findChild(QAction, "archiveAction").trigger()
    view = window.archive_view
    qtbot.waitUntil(view.isVisible)
    archive = tmp_path / "archivio.figsa"
    ctx = Ctx(qtbot, window, view, tmp_path, archive, [], [])
    _open(ctx)
    event = make_event(tmp_path / "torneo.figs", "Torneo del Lago", "2026-03-01", FOUR, ROUNDS)
    answered = answer_file_dialog(qtbot, event)
    ctx.keep.append(answered)
    _click(ctx, view.add_button)
    ctx.wait_idle()
    assert len(answered) == 3  # the dialog was shown and answered (its folder, its name)
    assert [r[2:5] for r in view.events_model.rows] == [("Torneo del Lago", "open", "4")]
    assert view.status.text().endswith("Torneo del Lago")
    view.close()
    import figs_td.services.archive as svc

    with svc.open_archive(str(archive)) as store:
        assert [(e.name, e.players) for e in svc.events(store)] == [("Torneo del Lago", 4)]
