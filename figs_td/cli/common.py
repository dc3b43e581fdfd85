"""Helpers shared by the CLI commands: error handling and JSON output."""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from collections.abc import Callable
from typing import Any

#: Exit status for bad input (malformed file, impossible score, unknown name…).
EXIT_BAD_INPUT = 2
#: Exit status for an unexpected internal error.
EXIT_INTERNAL = 1


def run_handler(
    handler: Callable[[argparse.Namespace], int | None], args: argparse.Namespace
) -> int:
    """Run a command handler; user errors become an Italian message and exit status 2."""
    try:
        status = handler(args)
    except KeyboardInterrupt:
        print("interrotto", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # noqa: BLE001 - last resort: never a bare traceback
        from figs_td.errors import describe_error

        message = describe_error(exc)
        if message is not None:
            print(f"errore: {message}", file=sys.stderr)
            return EXIT_BAD_INPUT
        if os.environ.get("FIGS_DEBUG"):
            traceback.print_exc()
        print(f"errore interno: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_INTERNAL
    return 0 if status is None else int(status)


def print_json(data: Any) -> None:
    """Print ``data`` as UTF-8 JSON (non-ASCII letters kept as they are)."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    sys.stdout.buffer.write(text.encode("utf-8") + b"\n")
    sys.stdout.flush()
