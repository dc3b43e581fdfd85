"""Errors shown to the user.

Every error the program reports to a person derives from :class:`FigsError` and carries a message
in Italian that names the problem. ``FigsError`` is a ``ValueError`` so that code validating input
(the rules core included) can be caught uniformly by the CLI and the GUI.

The one place where other errors become Italian sentences: :func:`describe_error` (operating
system, CSV, text encoding, JSON, SQLite/PostgreSQL, enum values of a tampered file),
:func:`describe_os_error`, :func:`describe_usage_error` (argparse), :func:`json_reason`.
"""

import re


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


_ENGLISH_VALUE_ERRORS = (
    ("Exceeds the limit", "numero troppo lungo"),
    ("invalid literal for int()", "numero non valido"),
    ("could not convert string to float", "numero non valido"),
    ("field larger than field limit", "campo troppo lungo"),
    ("line contains NUL", "il file contiene il carattere nullo (NUL)"),
    ("is not a valid", "valore non ammesso"),
    ("Expecting", "JSON non valido"),
    ("Unterminated string", "JSON non valido"),
    ("Extra data", "JSON non valido"),
)


_JSON_REASONS = (
    ("Expecting value", "manca un valore"),
    ("Expecting ',' delimiter", "manca una virgola"),
    ("Expecting ':' delimiter", "mancano i due punti"),
    ("Expecting property name", "serve il nome di una chiave tra virgolette"),
    ("Unterminated string", "testo tra virgolette non chiuso"),
    ("Invalid control character", "carattere di controllo dentro un testo"),
    ("Invalid \\escape", "sequenza \\ non valida"),
    ("Extra data", "dati in più dopo la fine"),
)


_ENUM = re.compile(r"^('.*'|\S+) is not a valid (\w+)$")


def json_reason(msg: str) -> str:
    """The reason of a ``json.JSONDecodeError`` (English) in Italian."""
    for needle, italian in _JSON_REASONS:
        if msg.startswith(needle):
            return italian
    return "sintassi non valida"


def _is_english(text: str) -> str | None:
    for needle, italian in _ENGLISH_VALUE_ERRORS:
        if needle in text:
            return italian
    return None


def describe_error(exc: BaseException, *, action: str = "", path: object = None) -> str | None:
    """The Italian sentence for an error a person can act on, or None for a real bug.

    One place for every message the CLI (``run_handler``) and the window show: our own errors
    (:class:`FigsError`) as they are; operating-system errors (:func:`describe_os_error`), CSV,
    text-encoding, JSON and database errors in Italian, naming the file and the action where they
    are known. English text of the libraries never reaches the user: the technical detail, when
    useful, is in brackets after an Italian sentence.
    """
    import csv
    import json

    where = f"'{path}': " if path else ""
    prefix = f"impossibile {action}: " if action else ""
    if isinstance(exc, FigsError):
        return str(exc) or "valore non valido"
    if isinstance(exc, OSError):
        return describe_os_error(exc, action=action, path=path)
    if isinstance(exc, UnicodeError):
        enc = getattr(exc, "encoding", "") or "?"
        enc = "Windows-1252" if enc == "charmap" else enc
        pos = getattr(exc, "start", None)
        at = f" al byte {pos}" if isinstance(pos, int) else ""
        return f"{prefix}{where}testo non leggibile nella codifica {enc}{at}"
    if isinstance(exc, json.JSONDecodeError):
        return (
            f"{prefix}{where}JSON non valido alla riga {exc.lineno}, colonna {exc.colno}: "
            f"{json_reason(exc.msg)}"
        )
    if isinstance(exc, csv.Error):
        reason = _is_english(str(exc)) or "riga CSV malformata"
        return f"{prefix}{where}CSV non valido: {reason}"
    if isinstance(exc, RecursionError):
        return f"{prefix}{where}dati annidati troppo in profondità"
    if isinstance(exc, MemoryError):
        return f"{prefix}{where}memoria esaurita: il file è troppo grande"
    db = _describe_db_error(exc)
    if db is not None:
        return f"{prefix}{where}{db}"
    if isinstance(exc, ValueError):
        text = str(exc)
        enum = _ENUM.match(text)
        if enum:  # a value of the file outside its list (a tampered or newer file)
            return f"{prefix}{where}valore {enum.group(1)} non ammesso ({enum.group(2)})"
        english = _is_english(text)
        if english is not None:
            return f"{prefix}{where}{english}"
        return text or "valore non valido"
    return None


def _describe_db_error(exc: BaseException) -> str | None:
    """SQLite / PostgreSQL errors (sqlite3, SQLAlchemy, psycopg) in Italian, or None."""
    names = {c.__name__ for c in type(exc).__mro__}
    module = type(exc).__module__ or ""
    if not module.startswith(("sqlite3", "sqlalchemy", "psycopg")):
        return None
    if names & {"ProgrammingError", "InterfaceError", "NotSupportedError"}:
        return None  # a query of ours is wrong: a bug, not something the user can fix
    if not names & {"OperationalError", "DatabaseError", "IntegrityError", "DataError"}:
        return None
    text = str(getattr(exc, "orig", None) or exc).lower()
    if "locked" in text or "busy" in text or "could not obtain lock" in text:
        return "il torneo è in uso da un'altra postazione: riprovare tra poco"
    if "not a database" in text or "malformed" in text or "disk image" in text:
        return "il file del torneo è danneggiato o non è un database"
    if "readonly" in text or "read-only" in text:
        return "il file del torneo è in sola lettura"
    if "unable to open" in text:
        return "impossibile aprire il file del torneo"
    if "disk is full" in text or "no space" in text:
        return "spazio esaurito sul disco"
    if "connection" in text or "could not connect" in text or "server" in text:
        return "collegamento al database non riuscito"
    if "unique" in text or "duplicate key" in text:
        return "dato già presente (un'altra postazione lo ha appena registrato?): riprovare"
    if "too large" in text or "toobig" in text:
        return "valore troppo grande per il database"
    return "errore del database"


_USAGE_MESSAGES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^the following arguments are required: (.*)$"), "mancano gli argomenti: {0}"),
    (re.compile(r"^unrecognized arguments: (.*)$"), "argomenti non riconosciuti: {0}"),
    (
        re.compile(r"^argument (.+?): invalid choice: (.*?) \(choose from (.*)\)$"),
        "{0}: valore {1} non ammesso (scegliere tra {2})",
    ),
    (re.compile(r"^argument (.+?): invalid (.+?) value: (.*)$"), "{0}: valore {2} non valido"),
    (re.compile(r"^argument (.+?): expected one argument$"), "{0}: manca il valore"),
    (re.compile(r"^argument (.+?): expected (\d+) arguments?$"), "{0}: servono {1} valori"),
    (
        re.compile(r"^argument (.+?): expected at least one argument$"),
        "{0}: serve almeno un valore",
    ),
    (re.compile(r"^argument (.+?): not allowed with argument (.*)$"), "{0}: non va con {1}"),
    (re.compile(r"^one of the arguments (.*) is required$"), "serve uno degli argomenti {0}"),
    (
        re.compile(r"^argument (.+?): ignored explicit argument (.*)$"),
        "{0}: valore {1} non previsto",
    ),
    (
        re.compile(r"^ambiguous option: (.*?) could match (.*)$"),
        "opzione ambigua: {0} può essere {1}",
    ),
    (re.compile(r"^argument (.+?): \1: (.*)$"), "{0}: {1}"),
    (re.compile(r"^argument (.+?): (.*)$"), "{0}: {1}"),
]


def describe_usage_error(message: str) -> str:
    """A usage error of the command line (argparse, English) in Italian; unknown texts are kept."""
    for pattern, template in _USAGE_MESSAGES:
        m = pattern.match(message)
        if m:
            return template.format(*m.groups())
    return message
