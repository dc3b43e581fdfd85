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


_ERRNO_IT = {
    "ENOENT": "non esiste",
    "EACCES": "permesso negato",
    "EPERM": "operazione non permessa",
    "EISDIR": "è una cartella, non un file",
    "ENOTDIR": "un elemento del percorso non è una cartella",
    "ENOSPC": "spazio esaurito sul disco",
    "EDQUOT": "quota del disco esaurita",
    "EROFS": "il disco è in sola lettura",
    "EEXIST": "esiste già",
    "EBUSY": "è in uso",
    "ENAMETOOLONG": "il nome è troppo lungo",
    "EMFILE": "troppi file aperti",
    "EIO": "errore di lettura o scrittura del disco",
}


def describe_os_error(exc: OSError, *, action: str = "", path: object = None) -> str:
    """An Italian sentence for an operating-system error, naming the file and the action.

    ``action`` is an infinitive phrase (``"scrivere la classifica"``); ``path`` defaults to the
    file named by the error itself.
    """
    import errno as _errno

    name = _errno.errorcode.get(exc.errno or 0, "")
    reason = _ERRNO_IT.get(name)
    if reason is None:
        reason = f"errore del sistema ({name or type(exc).__name__})"
    target = path if path is not None else (exc.filename or "")
    where = f"'{target}'" if target else "il file"
    prefix = f"impossibile {action}: " if action else ""
    return f"{prefix}{where}: {reason}"
