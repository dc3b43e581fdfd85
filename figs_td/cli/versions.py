"""``--force`` / ``--version N``: how the CLI corrects a result already stored.

Every command that writes a game's result (``result``, ``results``, ``forfeit``, ``time-loss``,
``scoresheet --round --table``) refuses to replace a stored result silently: the arbiter gives
the version being replaced (``--version N``, shown by ``--json`` and in the refusal) or forces it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    import argparse
    from typing import Any


def add_version_option(
    p: argparse.ArgumentParser,
    help_text: str = "versione del risultato che si corregge (rifiutato se nel frattempo è "
    "cambiato)",
) -> None:
    """``--version N`` → ``args.expected_version``: the version of what is changed, as the desk
    saw it (a result, a player…)."""
    p.add_argument(
        "--version",
        dest="expected_version",
        type=int,
        default=None,
        metavar="N",
        help=help_text,
    )


def add_version_options(p: argparse.ArgumentParser, *, version: bool = True) -> None:
    if version:
        add_version_option(p)
    p.add_argument(
        "--force",
        action="store_true",
        help="sostituisce un risultato già inserito senza controllarne la versione",
    )


def version_kw(args: argparse.Namespace) -> dict[str, Any]:
    """``expected_version`` and ``force`` for the service call."""
    return {
        "expected_version": getattr(args, "expected_version", None),
        "force": bool(getattr(args, "force", False)),
    }
