"""What every test gets: folders of its own for the home, the user's data (word lists) and the
settings, so that no test reads or writes the user's.

- At start-up each test process points ``HOME``, the XDG folders, ``FIGS_TD_DATA`` and
  ``FIGS_TD_SETTINGS_DIR`` into a temporary folder of its own (a child process — the command
  line, ``serve`` — inherits them).
- Each test then gets fresh ones (``_own_folders``): a fixture of a wider scope that set
  ``FIGS_TD_DATA`` or ``FIGS_TD_SETTINGS_DIR`` for the tests that ask for it (a word list built
  once per module) keeps its value.
- pytest-qt's waits (``waitUntil``, ``waitSignal``…) default to a deadline of 60 s instead of
  5 s: a deadline is only there so that a test whose event never comes fails instead of hanging,
  and a loaded machine (two suites on two cores) may take more than 5 s to show a dialog. A test
  that gives its own ``timeout`` keeps it.
- The run that started the tests checks at the end that nothing new appeared under the real
  ``$HOME`` (a file or folder whose change time is after the start; pip's and the system's caches
  set aside) and fails the run naming it.
"""

from __future__ import annotations

import gc
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Never the user's keyring (publish --push keeps passwords there): the tests that need one set
# a keyring in memory themselves; every other keyring read finds nothing, every write fails.
os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")

#: The variables that lead a program to the user's folders.
HOME_VARS = ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")
#: figs-td's own folders: the word lists and the window's settings.
FIGS_VARS = ("FIGS_TD_DATA", "FIGS_TD_SETTINGS_DIR")
#: Under the real home, what other programs of the machine may write meanwhile (not a test's).
NOT_OURS = (".cache/pip", ".cache/fontconfig", ".local/share/recently-used.xbel")

_BASE = pytest.StashKey[Path]()
_defaults: dict[str, str] = {}
_real_home: Path | None = None
_started = 0.0


def _is_controller(config: pytest.Config) -> bool:
    return not hasattr(config, "workerinput")  # xdist's workers have it


#: The deadline of pytest-qt's waits when a test gives none (ms).
QT_WAIT_MS = 60_000


def _generous_qt_waits() -> None:
    try:
        from pytestqt.qtbot import QtBot
    except ImportError:  # pytest-qt not installed: no window tests
        return
    for name in ("waitUntil", "waitSignal", "waitSignals", "waitCallback", "waitActive",
                 "waitExposed"):  # fmt: skip
        original = getattr(QtBot, name)
        if getattr(original, "_figs_generous", False):
            continue

        def patched(self: Any, *args: Any, _original: Any = original, **kwargs: Any) -> Any:
            kwargs.setdefault("timeout", QT_WAIT_MS)
            return _original(self, *args, **kwargs)

        patched._figs_generous = True  # type: ignore[attr-defined]
        patched.__doc__ = original.__doc__
        setattr(QtBot, name, patched)


def pytest_configure(config: pytest.Config) -> None:
    global _real_home, _started
    _generous_qt_waits()
    _real_home = Path(os.environ.get("HOME") or os.path.expanduser("~"))
    _started = time.time()
    base = Path(tempfile.mkdtemp(prefix="figs-test-home-"))
    for var in (*HOME_VARS, *FIGS_VARS):
        folder = base / var.lower()
        folder.mkdir()
        os.environ[var] = _defaults[var] = str(folder)
    config.stash[_BASE] = base


def pytest_unconfigure(config: pytest.Config) -> None:
    base = config.stash.get(_BASE, None)
    if base is not None:
        shutil.rmtree(base, ignore_errors=True)


def _new_under_home(home: Path, since: float) -> list[Path]:
    """Files and folders under ``home`` created or changed after ``since`` (at most 20)."""
    found: list[Path] = []
    skip = [home / p for p in NOT_OURS]
    for root, dirs, files in os.walk(home):
        here = Path(root)
        dirs[:] = [d for d in dirs if not any((here / d) == s for s in skip)]
        for name in (*dirs, *files):
            p = here / name
            if any(p == s for s in skip):
                continue
            try:
                st = p.lstat()
            except OSError:
                continue
            if max(st.st_ctime, st.st_mtime) > since and p.is_file():
                found.append(p)
                if len(found) >= 20:
                    return found
    return found


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if not _is_controller(session.config) or _real_home is None or not _real_home.is_dir():
        return
    if os.environ.get("FIGS_TEST_HOME_CHECK", "1") == "0":
        return
    new = _new_under_home(_real_home, _started)
    if new:
        listing = "\n".join(f"  {p}" for p in new)
        session.config.pluginmanager.get_plugin("terminalreporter").write_line(
            f"\nI test hanno scritto nella cartella dell'utente ({_real_home}):\n{listing}",
            red=True,
        )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.fixture(autouse=True)
def _automatic_collection() -> None:
    """Each test starts with Python's automatic garbage collection on, as a program does; a
    window switches it off for the rest of its process (figs_td/gui/window/collector.py)."""
    gc.enable()


@pytest.fixture(autouse=True)
def _own_folders(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """A home, XDG folders, a data folder and a settings folder of this test's own."""
    base = tmp_path_factory.mktemp("home", numbered=True)
    for var in (*HOME_VARS, *FIGS_VARS):
        if var in FIGS_VARS and os.environ.get(var) != _defaults.get(var):
            continue  # set by a wider fixture this test asked for
        folder = base / var.lower()
        folder.mkdir()
        monkeypatch.setenv(var, str(folder))
    yield


#: Tests of half a minute or more (``--durations`` of a whole run): started first, so that the
#: parallel workers finish together instead of one waiting for the last long test.
SLOW_FIRST = (
    "tests/gui/test_gui_lock_harness.py::test_no_window_action_drops_the_locks",
    "tests/gui/test_gui_two_desks.py::",
    "tests/web/test_serve_locks.py::",
    "tests/gui/test_gui_archive_locks.py::",
    "tests/web/test_public_a11y_browser.py::test_public_pages_accessible_and_readable",
    "tests/web/test_self_entry_browser.py::test_two_phones",
    "tests/cli/test_readonly_places.py::test_a_command_on_a_readonly_stick",
    "tests/web/test_phones_told_browser.py::",
    "tests/gui/test_gui_locks.py::",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The long tests first (same order on every worker: a stable sort of the collection).

    A module with a long test comes first whole, the long test at its head: the tests of a
    module stay together, so that its module-scoped fixtures (a tournament built by the
    commands, a server) are made once and not again when its other tests come at the end.
    """

    def rank(item: pytest.Item) -> int:
        for i, prefix in enumerate(SLOW_FIRST):
            if item.nodeid.startswith(prefix):
                return i
        return len(SLOW_FIRST)

    def module(item: pytest.Item) -> str:
        return item.nodeid.split("::", 1)[0]

    module_rank: dict[str, int] = {}
    for item in items:
        module_rank[module(item)] = min(module_rank.get(module(item), len(SLOW_FIRST)), rank(item))
    items.sort(key=lambda item: (module_rank[module(item)], rank(item)))
