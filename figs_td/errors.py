"""Errors shown to the user.

Every error the program reports to a person derives from :class:`FigsError` and carries a message
in Italian that names the problem. ``FigsError`` is a ``ValueError`` so that code validating input
(the rules core included) can be caught uniformly by the CLI and the GUI.
"""


class FigsError(ValueError):
    """An error with a message, in Italian, fit to be shown to the user."""


class InputError(FigsError):
    """Bad input from the user or from a file (exit status 2 in the CLI)."""


class ConflictError(FigsError):
    """Someone else changed the same record in the meantime (multi-desk use)."""


class StoreError(FigsError):
    """The tournament file cannot be opened or written (corrupted, newer version, not ours)."""
