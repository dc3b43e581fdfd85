"""Helpers shared by the CLI commands: who acts, error handling and JSON output."""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    import argparse
    from typing import Any

#: Exit status for bad input (malformed file, impossible score, unknown name…).
EXIT_BAD_INPUT = 2
#: Exit status for an unexpected internal error.
EXIT_INTERNAL = 1


#: Control characters shown as ``\xNN`` on the terminal (line breaks and tabs kept): a name
#: saved by an older version cannot move the cursor, clear the screen or recolour the text.
_CONTROLS = {
    c: f"\\x{c:02x}" for c in (*range(0x20), 0x7F, *range(0x80, 0xA0)) if c not in (9, 10, 13)
}


class _SafeText:
    """A text stream that writes control characters as visible escapes."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def write(self, text: str) -> int:
        return int(self._inner.write(text.translate(_CONTROLS)))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def actor() -> str:
    """Who the audit trail records for a command: ``$FIGS_ACTOR``, else ``cli:user@host``."""
    from figs_td.services.actors import actor_name

    return actor_name("cli")


def command_name(args: argparse.Namespace) -> str:
    """``players import``, ``lexicon use``… (for messages)."""
    parts = [str(args.command)] if getattr(args, "command", None) else []
    for key, value in sorted(vars(args).items()):
        if key.endswith("_command") and value:
            parts.append(str(value))
    return " ".join(parts)


def run_handler(
    handler: Callable[[argparse.Namespace], int | None], args: argparse.Namespace
) -> int:
    """Run a command handler; user errors become an Italian message and exit status 2."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _SafeText(out), _SafeText(err)  # type: ignore[assignment]
    try:
        return _run(handler, args)
    finally:
        sys.stdout, sys.stderr = out, err


def _protect_own_files(args: argparse.Namespace) -> list[object]:
    """The command's own tournament file(s) (``FILE``) are guarded from the start: no input or
    output of the same command may be that file, its companions or its backups
    (``figs_td.pathguard``). Only SQLite files are registered (sniffed before any store opens)."""
    from figs_td import pathguard

    owners: list[object] = []
    given = getattr(args, "files", None) or [getattr(args, "file", None)]
    for name in given:
        if isinstance(name, str) and "://" not in name and pathguard.is_sqlite(name):
            owners.append(object())
            pathguard.protect(name, owners[-1])
    return owners


def _run(handler: Callable[[argparse.Namespace], int | None], args: argparse.Namespace) -> int:
    owners: list[object] = []
    try:
        owners = _protect_own_files(args)
        status = handler(args)
    except KeyboardInterrupt:
        print("interrotto", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # noqa: BLE001 - last resort: never a bare traceback
        from figs_td.errors import describe_error

        name = command_name(args)
        message = describe_error(exc, action=f"eseguire «figs-td {name}»" if name else "")
        if message is not None:
            print(f"errore: {message}", file=sys.stderr)
            return EXIT_BAD_INPUT
        if os.environ.get("FIGS_DEBUG"):
            import traceback

            traceback.print_exc()
        print(f"errore interno: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_INTERNAL
    finally:
        from figs_td import pathguard

        for owner in owners:
            pathguard.release(owner)
    return 0 if status is None else int(status)


def freeze_if_ending(args: argparse.Namespace) -> None:
    """At the end of a quickly read command (``result``, ``standings``) run as the process's
    own command line (``args.process_ends``, set by :func:`figs_td.cli.main`): every object
    still alive — the modules, the store closed, the rows printed — is frozen
    (:func:`gc.freeze`), so the collector's next pass and the interpreter's last one, which
    would walk them all only to release them with the process, skip them: 5–7 ms of the
    ~80 ms of ``standings`` (issue 29). Nothing is left to write: the store is closed, the
    output printed. Called in-process (tests, scripts: ``main([...])``) it does nothing."""
    if getattr(args, "process_ends", False):
        import gc

        gc.freeze()


def print_json(data: Any) -> None:
    """Print ``data`` as UTF-8 JSON (non-ASCII letters kept as they are)."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    sys.stdout.buffer.write(text.encode("utf-8") + b"\n")
    sys.stdout.flush()


def command(
    subs: Any,
    name: str,
    help_text: str,
    handler: Any,
    *options: Any,
    json: Any = True,
    file: bool = True,
    **parser: Any,
) -> argparse.ArgumentParser:
    """A sub-command the usual way: ``FILE`` (unless ``file`` is false), then ``options`` in order (each a function adding
    arguments, such as :func:`arg`), then ``--json`` (``json``: its help text, ``True`` for none,
    ``False`` for no option) and the handler; ``parser``: more for ``add_parser``."""
    p: argparse.ArgumentParser = subs.add_parser(name, help=help_text, **parser)
    if file:
        p.add_argument("file", metavar="FILE")
    for add in options:
        add(p)
    if json:
        p.add_argument("--json", action="store_true", **({} if json is True else {"help": json}))
    p.set_defaults(handler=handler)
    return p


def commands(subs: Any, table: Any) -> None:
    """The sub-commands of ``table`` registered with :func:`command`, in order: each row
    ``(name, help, handler, options)``, with a fifth item where it needs more keywords
    (``{"json": False}``…)."""
    for name, help_text, handler, options, *more in table:
        command(subs, name, help_text, handler, *options, **(more[0] if more else {}))


def arg(*names: str, **options: Any) -> Callable[[argparse.ArgumentParser], object]:
    """One argument for :func:`command`, added in its place."""
    return lambda p: p.add_argument(*names, **options)


#: ``FILE`` with its help, for the commands that say what it may be.
tournament_file = arg("file", metavar="FILE", help="file del torneo (.figs) o URL del database")

#: ``--force`` of ``publish`` and ``archive … publish``: the site may go into a folder that
#: already holds other files.
force_site = arg(
    "--force", action="store_true",
    help="scrive il sito anche in una cartella che contiene già altri file (quelli con lo "
    "stesso nome delle pagine vengono sostituiti)",
)  # fmt: skip


def change(path: str, call: Callable[[Any], object], message: str) -> int:
    """The common body of a command that changes the tournament: ``call(store)`` on the
    tournament at ``path`` (one use case, one transaction), then ``message``; exit 0."""
    with open_tournament(path) as store:
        call(store)
    print(message)
    return 0


def read(path: str, call: Callable[[Any], Any]) -> Any:
    """What ``call(store)`` reads from the tournament at ``path`` (opened for that one call,
    closed before anything is printed)."""
    with open_tournament(path) as store:
        return call(store)


def show(args: argparse.Namespace, data: Any, text: str) -> int:
    """The common end of a command: ``data`` as JSON with ``--json``, else ``text``; exit 0."""
    if args.json:
        print_json(data)
    else:
        print(text)
    return 0


def open_tournament(path: str, purpose: str = "") -> Any:
    """The tournament at ``path`` (a ``.figs`` file or a URL), opened by the services (imported
    only when a command opens one): ``purpose`` as ``services.tournament.open_tournament``."""
    from figs_td.services.tournament import open_tournament as open_

    return open_(path, purpose=purpose)


class Progress:
    """Progress on standard error, at most a few times a second (a job under a second prints
    nothing); ``(phase, done, total)`` as the services' progress functions call it."""

    def __init__(self) -> None:
        self.last = 0.0
        self.tty = sys.stderr.isatty()
        self.started = time.perf_counter()

    def __call__(self, phase: str, done: int, total: int) -> None:
        now = time.perf_counter()
        if now - self.started < 1.0 or (now - self.last < 0.5 and done < total):
            return  # quick jobs print nothing
        self.last = now
        count = f" {done}/{total}" if total else ""
        line = f"{phase}{count} ({now - self.started:.1f} s)"
        if self.tty:
            sys.stderr.write("\r" + line.ljust(60))
        else:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()

    def done(self) -> None:
        if self.tty:
            sys.stderr.write("\n")


def print_notes(notes: list[str] | tuple[str, ...]) -> None:
    """What else an action did (a scoresheet detached…), as ``nota: …`` lines on stderr: the
    JSON on stdout stays as it is."""
    for note in notes:
        print(f"nota: {note}", file=sys.stderr)
