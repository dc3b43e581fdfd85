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


_ENUM = r"^('.*'|\S+) is not a valid (\w+)$"


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
        enum = re.match(_ENUM, text)
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
    reason = db_reason(exc)
    return f"il file del torneo {reason}" if reason.startswith(_ABOUT_FILE) else reason


#: Known SQLite and PostgreSQL (server and libpq) error texts, lower case, → Italian reason.
#: The first match wins; the library's English never reaches the user.
_DB_REASONS: tuple[tuple[tuple[str, ...], str], ...] = (
    (
        (
            "database is locked",
            "database table is locked",
            "database is busy",
            "lock timeout",
            "could not obtain lock",
            "canceling statement due to lock timeout",
        ),
        "il torneo è in uso da un'altra postazione: riprovare tra poco",
    ),
    (("file is not a database", "not a database"), "è danneggiato: non è un database leggibile"),
    (
        ("database disk image is malformed", "malformed", "disk image"),
        "è danneggiato: la struttura interna del database è rovinata",
    ),
    (("no such column", 'column "'), "è danneggiato o incompleto: manca una colonna del torneo"),
    (("no such table", 'relation "'), "è danneggiato o incompleto: manca una tabella del torneo"),
    (
        ("attempt to write a readonly database", "readonly database", "read-only", "readonly"),
        "è in sola lettura (permessi del file o della cartella)",
    ),
    (
        ("database or disk is full", "disk is full", "no space left", "could not extend file"),
        "spazio esaurito sul disco",
    ),
    (("disk i/o error", "i/o error"), "errore di lettura o scrittura del disco"),
    (
        ("unable to open database file", "unable to open"),
        "non si può aprire (cartella inesistente o senza permessi)",
    ),
    (
        (
            "password authentication failed",
            "authentication failed",
            "no password supplied",
            "password is required",
            "no pg_hba.conf entry",
        ),
        "accesso rifiutato dal server del database (utente o password)",
    ),
    (('role "',), "utente sconosciuto al server del database"),
    (("permission denied",), "permesso negato dal server del database"),
    (('database "',), "il database indicato non esiste sul server"),
    (
        ("could not translate host name", "name or service not known", "nodename nor servname"),
        "nome del server del database sconosciuto",
    ),
    (
        ("connection refused", "could not connect", "is the server running", "connection failed"),
        "il server del database non risponde (connessione rifiutata)",
    ),
    (
        ("timeout expired", "connection timeout", "timed out"),
        "il server del database non ha risposto in tempo",
    ),
    (
        (
            "server closed the connection",
            "terminating connection",
            "connection already closed",
            "ssl syscall error",
            "lost connection",
            "consuming input failed",
        ),
        "il collegamento con il server del database si è interrotto: riprovare",
    ),
    (
        ("unique constraint", "duplicate key", "unique"),
        "dato già presente (un'altra postazione lo ha appena registrato?): riprovare",
    ),
    (("foreign key",), "riferimento a un dato che non esiste più (dati incoerenti)"),
    (
        ("string or blob too big", "too large", "toobig", "out of range"),
        "valore troppo grande per il database",
    ),
    (("out of memory",), "memoria esaurita"),
)


def _db_text(exc: BaseException | str) -> str:
    if isinstance(exc, str):
        return exc
    orig = getattr(exc, "orig", None)
    return str(orig if orig is not None else exc)


def db_error_code(exc: BaseException | str) -> str:
    """The error's class name, or PostgreSQL's SQLSTATE code: never the library's text."""
    if isinstance(exc, str):
        return ""
    orig = getattr(exc, "orig", None) or exc
    state = getattr(orig, "sqlstate", None) or getattr(orig, "pgcode", None)
    if isinstance(state, str) and state:
        return f"codice {state}"
    code = getattr(orig, "sqlite_errorname", None)
    if isinstance(code, str) and code:
        return code
    return type(orig).__name__


def db_reason(exc: BaseException | str) -> str:
    """Why a database operation failed, in Italian: a phrase after "il file del torneo 'X'"
    when it starts with one of :data:`_ABOUT_FILE`, else one fit after a colon. ``exc``: a sqlite3/SQLAlchemy/psycopg error or its text. An unknown error gives
    "errore del database" with, in brackets, only the error's class name or SQLSTATE code."""
    text = _db_text(exc).lower()
    for needles, reason in _DB_REASONS:
        if any(n in text for n in needles):
            return reason
    code = db_error_code(exc)
    return f"errore del database ({code})" if code else "errore del database"


def is_busy_db_error(exc: BaseException | str) -> bool:
    """True when the database error means another desk holds the lock (not damage)."""
    return db_reason(exc) == _DB_REASONS[0][1]


#: Reasons that describe the file itself ("il file del torneo 'X' è danneggiato: …").
_ABOUT_FILE = ("è danneggiato", "è in sola lettura", "non si può aprire")


def describe_db_failure(label: str, exc: BaseException | str, action: str = "") -> str:
    """The Italian sentence for a failed database operation on the tournament ``label`` (a
    file path or a database address, password hidden): names the file and, when given, the
    action (``"copiare il torneo"``). No English text of SQLite/PostgreSQL is kept."""
    reason = db_reason(exc)
    if reason.startswith(_ABOUT_FILE):
        what = f"impossibile {action}: " if action else ""
        return f"{what}il file del torneo '{label}' {reason}"
    what = action or "usare il database del torneo"
    return f"impossibile {what} '{label}': {reason}"


def describe_quick_check(label: str, lines: list[str]) -> str:
    """The sentence for a failed ``PRAGMA quick_check`` (its English lines are not shown)."""
    n = max(sum(1 for line in lines if not line.startswith("***")), 1)
    found = "un problema" if n == 1 else f"{n} problemi"
    return (
        f"il file del torneo '{label}' è danneggiato: il controllo di integrità ha trovato "
        f"{found}; usare una copia di sicurezza (backup)"
    )


#: Compiled on first use (``re``'s cache): a command that succeeds never pays for them.
_USAGE_MESSAGES: list[tuple[str, str]] = [
    (r"^the following arguments are required: (.*)$", "mancano gli argomenti: {0}"),
    (r"^unrecognized arguments: (.*)$", "argomenti non riconosciuti: {0}"),
    (
        r"^argument (.+?): invalid choice: (.*?) \(choose from (.*)\)$",
        "{0}: valore {1} non ammesso (scegliere tra {2})",
    ),
    (r"^argument (.+?): invalid (.+?) value: (.*)$", "{0}: valore {2} non valido"),
    (r"^argument (.+?): expected one argument$", "{0}: manca il valore"),
    (r"^argument (.+?): expected (\d+) arguments?$", "{0}: servono {1} valori"),
    (
        r"^argument (.+?): expected at least one argument$",
        "{0}: serve almeno un valore",
    ),
    (r"^argument (.+?): not allowed with argument (.*)$", "{0}: non va con {1}"),
    (r"^one of the arguments (.*) is required$", "serve uno degli argomenti {0}"),
    (
        r"^argument (.+?): ignored explicit argument (.*)$",
        "{0}: valore {1} non previsto",
    ),
    (
        r"^ambiguous option: (.*?) could match (.*)$",
        "opzione ambigua: {0} può essere {1}",
    ),
    (r"^argument (.+?): \1: (.*)$", "{0}: {1}"),
    (r"^argument (.+?): (.*)$", "{0}: {1}"),
]


def describe_usage_error(message: str) -> str:
    """A usage error of the command line (argparse, English) in Italian; unknown texts are kept."""
    for pattern, template in _USAGE_MESSAGES:
        m = re.match(pattern, message)
        if m:
            return template.format(*m.groups())
    return message
