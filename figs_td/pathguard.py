"""The one guard every file path of the program passes through (CLI, services, window, server).

Why: a descriptor opened and closed on the open tournament by this process — to read it as a word
list, a CSV, a scoresheet — drops every POSIX lock SQLite holds on it; another desk then believes it
is the last user and deletes the ``-wal`` still in use. And a file written over the tournament, its
``-wal``/``-shm``/``-journal`` or one of its backups destroys the event. So:

- :func:`protect` / :func:`release`: the tournaments this process has open (every store registers
  its file when it opens and releases it when it closes; the command line also registers its own
  ``FILE`` argument before anything else runs).
- :func:`check_input`: before any reader — or any other library — opens a file given as input. The
  path is resolved (links followed); the open tournament, its companions and its backups are
  refused, *compared by device and inode* (never opened: a hard link or another name of the same
  file is the same file); devices, pipes and sockets are refused; an SQLite database (its 16-byte
  header) where a word list, a CSV/XLSX, a TSH file, results or a scoresheet is expected is refused
  by its content.
- :func:`check_output`: before any writer (``figs_td.atomic`` calls it for every file written). A link
  is followed and its target is what gets written; folders, devices and other non-regular files are
  refused; a read-only file is refused, not replaced; the guarded files above are refused, and so
  are the files of tournaments other programs may have open (issue 35): a name SQLite gives a
  companion (``altro.figs-wal``, ``x.figsa-journal``: by the name alone, existing or not) and
  any file that starts like an SQLite database, log or journal (read only after the identity
  check: never a descriptor on the open tournament).
- :func:`read_bytes`: the checked read used by the readers, bounded by :data:`MAX_BYTES` (the
  largest input of each kind: checked from the file's size before it is opened, and while reading).

Every refusal is an :class:`~figs_td.errors.InputError` with an Italian message naming the file.
Standard library only (the CLI imports it at start-up).
"""

from __future__ import annotations

import io
import os
import stat
import sys
import threading
import weakref
from pathlib import Path

from figs_td.errors import InputError

SQLITE_HEADER = b"SQLite format 3\x00"
COMPANIONS = ("-wal", "-shm", "-journal")
#: The first four bytes of a write-ahead log (the last bit names the checksum's byte order) and
#: the first eight of a rollback journal: files another program may be using this very moment.
WAL_MAGICS = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
JOURNAL_MAGIC = b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7"
#: The suffixes of the program's own databases (a tournament, the federation archive).
DATABASE_SUFFIXES = (".figs", ".figsa")

#: What each reader expects, as the messages name it (``un/una …``).
KINDS: dict[str, str] = {
    "words": "un elenco di parole",
    "hunspell": "un dizionario Hunspell",
    "list": "un elenco CSV/XLSX",
    "results": "un elenco di risultati",
    "tsh": "un file TSH",
    "scoresheet": "un formulario",
    "federation": "un file della federazione",
    "page": "una pagina del sito",
    "lexicon": "un indice di lessico",
    "json": "un file JSON di impostazioni",
    "slips": "un file di foglietti",
    "file": "un file",
}

_MB = 1024 * 1024

#: The largest input of each kind, in bytes (issue 35). :func:`check_input` refuses a bigger file
#: from its size, before anything opens it; :func:`read_bytes` reads at most one byte more than
#: this (a file that grows while it is read is still bounded). Readers with a smaller limit of
#: their own (a scoresheet, the slips, a Hunspell ``.aff``) keep it and their message.
MAX_BYTES: dict[str, int] = {
    # the whole Italian Hunspell expansion (3.1 million forms) written as a list is 45 MB
    "words": 64 * _MB,
    "hunspell": 64 * _MB,  # core.hunspell: a .dic of at most 64 MB, an .aff of 4 MB
    "list": 20 * _MB,  # services.import_limits.MAX_FILE_BYTES
    "results": 20 * _MB,
    "tsh": 10 * _MB,  # a line per player: 1,000 players × 40 rounds is about 1 MB
    "scoresheet": 1 * _MB,  # core.scoresheet_json.MAX_BYTES, the GCG reader's too
    "federation": 20 * _MB,  # one tournament's export, as a players list
    "page": 64 * _MB,  # web.site.MAX_PAGE_BYTES
    "lexicon": 256 * _MB,  # the program's own indexes (hunspell-it: 0.6 MB)
    "json": 1 * _MB,  # a settings file
    "slips": 1 * _MB,  # cli.duplicate_slips.MAX_ROOM_BYTES is 200,000
    "file": 64 * _MB,
}


def max_bytes(kind: str) -> int:
    """The largest input of ``kind`` (see :data:`MAX_BYTES`; an unknown kind: a ``"file"``)."""
    return MAX_BYTES.get(kind, MAX_BYTES["file"])


def _size_text(size: int) -> str:
    if size >= _MB:
        return f"{size / _MB:.0f} MB"
    return f"{max(size // 1024, 1)} KB"


def _too_big(path: str | os.PathLike[str], kind: str, size: int | None) -> InputError:
    """``size``: the file's, or None when it is not known (the file grew while read)."""
    most = _size_text(max_bytes(kind))
    shown = _size_text(size) if size is not None else most
    if shown == most:  # a few bytes over: "64 MB, al massimo 64 MB" would say nothing
        shown = f"più di {most}"
    return InputError(
        f"'{path}' è troppo grande per {_kind(kind)} ({shown}, al massimo {most}): "
        "nessun dato letto"
    )


_lock = threading.Lock()
_dead: list[int] = []  # owners the garbage collector dropped without close()
_open: dict[int, tuple[Path, str]] = {}  # owner id → (the file it holds open, "del torneo aperto")


def protect(
    path: str | os.PathLike[str], owner: object, *, of_what: str = "del torneo aperto"
) -> None:
    """``owner`` (a store, a command) holds the tournament ``path`` open until :func:`release`;
    ``of_what`` names it in messages (``"dell'archivio aperto"`` for the federation archive)."""
    key = id(owner)
    with _lock:
        _purge()  # before: a dead owner's id may be this new owner's
        _open[key] = (Path(os.path.realpath(Path(path).expanduser())), of_what)
    try:  # a store dropped without close() must not stay guarded under a reused id
        weakref.finalize(owner, _forget, key)
    except TypeError:
        pass  # object() of the command line: released explicitly


def _forget(key: int) -> None:
    """Called by the garbage collector, possibly inside a ``with _lock`` of this same thread: it
    only notes the key (taking the lock here would deadlock); the next use of the list drops it."""
    _dead.append(key)


def _purge() -> None:
    while _dead:
        _open.pop(_dead.pop(), None)


def release(owner: object) -> None:
    with _lock:
        _purge()
        _open.pop(id(owner), None)


def protected() -> list[Path]:
    """The tournaments this process holds open (resolved paths, no duplicates)."""
    return sorted({p for p, _ in _opened()})


def _opened() -> list[tuple[Path, str]]:
    with _lock:
        _purge()
        return sorted(set(_open.values()))


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_dev, st.st_ino)


def _guarded_files() -> tuple[dict[tuple[int, int], str], dict[tuple[tuple[int, int], str], str]]:
    """Identities of every guarded file → what it is; and (folder identity, name) → what it is,
    for the companions that do not exist at the moment (a file written there would become one)."""
    by_id: dict[tuple[int, int], str] = {}
    by_name: dict[tuple[tuple[int, int], str], str] = {}
    for main, of_what in _opened():
        shown = f"{of_what} '{main}'"
        folder = _identity(main.parent)
        names = {main.name: f"il file {shown}"}
        names.update({main.name + x: f"il file {x} {shown}" for x in COMPANIONS})
        for name, what in names.items():
            ident = _identity(main.parent / name)
            if ident is not None:
                by_id.setdefault(ident, what)
            if folder is not None:
                by_name.setdefault((folder, _name_key(name)), what)
        try:
            pattern = f"{_glob_escape(main.stem)}.backup-*{_glob_escape(main.suffix)}"
            backups = list(main.parent.glob(pattern))
        except OSError:
            backups = []
        for b in backups:
            ident = _identity(b)
            if ident is not None:
                by_id.setdefault(ident, f"una copia di sicurezza {shown}")
    return by_id, by_name


def _glob_escape(text: str) -> str:
    from glob import escape

    return escape(text)


def guarded_reason(path: str | os.PathLike[str]) -> str | None:
    """What ``path`` is when it is an open tournament, its companion or backup; else None.
    Looks at device and inode only (the file is never opened)."""
    if not protected():
        return None
    real = Path(os.path.realpath(Path(path).expanduser()))
    by_id, by_name = _guarded_files()
    ident = _identity(real)
    if ident is not None:
        return by_id.get(ident)
    folder = _identity(real.parent)
    return by_name.get((folder, _name_key(real.name))) if folder is not None else None


def _name_key(name: str) -> str:
    """A file name as the file system compares it (Windows and macOS ignore case)."""
    return name if sys.platform.startswith("linux") else name.casefold()


def is_open_tournament(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is (by device and inode) a tournament this process already holds open:
    its header is known, and reading it again with a descriptor of our own would drop the locks
    SQLite holds on it (a second store on the same file — the live page of the window — opens it
    through SQLite only)."""
    ident = _identity(Path(os.path.realpath(Path(path).expanduser())))
    return ident is not None and any(_identity(p) == ident for p in protected())


def open_companion(path: str | os.PathLike[str]) -> str | None:
    """What ``path`` is when it is the ``-wal``/``-shm``/``-journal`` of a tournament this process
    holds open (by device and inode, or by folder and name); else None. Reading one with a
    descriptor of ours drops SQLite's locks on it: the store refuses to open it as a tournament."""
    reason = guarded_reason(path)
    return reason if reason is not None and reason.startswith("il file -") else None


def _refuse_guarded(path: str | os.PathLike[str], use: str) -> None:
    reason = guarded_reason(path)
    if reason is not None:
        raise InputError(f"'{path}' è {reason}: non può essere {use}")


def is_sqlite(path: str | os.PathLike[str]) -> bool:
    """Whether the regular file ``path`` starts with SQLite's header (call only on a path that
    passed :func:`guarded_reason`: reading the open tournament would drop its locks)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False  # a pipe would block; a device or folder is no database
        with io.open(path, "rb") as f:  # noqa: UP020 - io.open: what Path.read_bytes uses
            return f.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except (OSError, ValueError):
        return False


def _kind(kind: str) -> str:
    return KINDS.get(kind, kind)


def check_input(path: str | os.PathLike[str], kind: str) -> Path:
    """The resolved path of an input of ``kind`` (see :data:`KINDS`), once checked.

    Refused: the open tournament, its companions and backups; devices, pipes, sockets; a file
    larger than :data:`MAX_BYTES` allows for ``kind`` (from its size, nothing is read); an SQLite
    database. A missing file or a folder passes through: the reader names them in its own words.
    """
    what = _kind(kind)
    _refuse_guarded(path, f"letto come {what}")
    real = Path(os.path.realpath(Path(path).expanduser()))
    try:
        st = os.stat(real)
    except (OSError, ValueError):
        return real
    if stat.S_ISDIR(st.st_mode):
        return real
    if not stat.S_ISREG(st.st_mode):
        raise InputError(f"'{path}' non è un file normale (dispositivo, pipe o socket), non {what}")
    if st.st_size > max_bytes(kind):
        raise _too_big(path, kind, st.st_size)
    if is_sqlite(real):
        raise InputError(
            f"'{path}' è un database SQLite (un file di torneo?), non {what}: nessun dato letto"
        )
    return real


def read_bytes(path: str | os.PathLike[str], kind: str, *, limit: int | None = None) -> bytes:
    """The content of the input ``path`` after :func:`check_input`.

    Without ``limit``: at most :func:`max_bytes` of ``kind`` — the size is checked before the
    read (``os.fstat`` of the open file: it may have been replaced since :func:`check_input`),
    and at most one byte more is read, so that a file growing meanwhile is refused too, with
    the same message. With ``limit``: at most so many bytes are read, and the caller compares
    the length to refuse a bigger file with its own message.
    """
    check_input(path, kind)
    cap = max_bytes(kind)
    want = limit if limit is not None else cap + 1
    with io.open(path, "rb") as f:  # noqa: UP020 - as given: an error names the file the user named
        size = os.fstat(f.fileno()).st_size
        if limit is None and size > cap:
            raise _too_big(path, kind, size)
        # Never read(want): Python allocates the whole of it first (64 MB for a 30 KB .dic).
        data = f.read(min(want, size + 1))
        if len(data) < want and len(data) > size:  # it grew: read on, a megabyte at a time
            parts = [data]
            got = len(data)
            while got < want:
                more = f.read(min(want - got, _MB))
                if not more:
                    break
                parts.append(more)
                got += len(more)
            data = b"".join(parts)
    if limit is None and len(data) > cap:
        raise _too_big(path, kind, None)
    return data


def read_text(path: str | os.PathLike[str], kind: str, *, encoding: str = "utf-8") -> str:
    """:func:`read_bytes` (bounded by :data:`MAX_BYTES`), decoded."""
    return read_bytes(path, kind).decode(encoding)


def check_output(path: str | os.PathLike[str]) -> Path:
    """The real file to write for the output ``path`` (a link is followed to its target).

    Refused with an Italian message: the open tournament, its companions and backups (by device
    and inode, or by folder and name when a companion does not exist yet); a name SQLite gives
    the ``-wal``/``-shm``/``-journal`` of a tournament or archive (``altro.figs-wal``, whether it
    exists or not: another program may have that event open) or of any other SQLite database
    beside it; a folder; a device, pipe or socket; a read-only file; any other SQLite database, log
    or journal (a tournament of another process or desk: only the content tells).
    """
    _refuse_guarded(path, "sovrascritto")
    real = Path(os.path.realpath(Path(path).expanduser()))
    _refuse_companion_name(path, real, "non viene sostituito")
    try:
        st = os.stat(real)
    except FileNotFoundError:
        return real
    except (OSError, ValueError):
        return real  # the writer reports it (permission, name too long …) naming the file
    if stat.S_ISDIR(st.st_mode):
        raise InputError(f"'{path}' è una cartella: indicare il nome di un file")
    if not stat.S_ISREG(st.st_mode):
        raise InputError(
            f"'{path}' non è un file normale (dispositivo, pipe o socket): non viene sostituito"
        )
    if not st.st_mode & 0o222 or not os.access(real, os.W_OK):
        raise InputError(f"'{path}' è di sola lettura: non viene sostituito")
    _refuse_database_content(path, real, "non viene sostituito")
    return real


def companion_of(name: str) -> tuple[str, str] | None:
    """``(companion, main name)`` when ``name`` is how SQLite names the ``-wal``, ``-shm`` or
    ``-journal`` of a tournament or an archive (``altro.figs-wal`` → ``("-wal", "altro.figs")``),
    whatever the case of the letters; else None."""
    low = name.casefold()
    for x in COMPANIONS:
        if low.endswith(x) and low[: -len(x)].endswith(DATABASE_SUFFIXES):
            return x, name[: -len(x)]
    return None


def _refuse_companion_name(path: str | os.PathLike[str], real: Path, result: str) -> None:
    """Refuse a companion's name (of the name asked or of the file a link leads to): of a
    tournament or archive by its name alone; of any other database when that database is there
    (its header read only after the identity check of :func:`_refuse_guarded`)."""
    for name, folder in (
        (Path(path).name, Path(path).expanduser().parent),
        (real.name, real.parent),
    ):
        found = companion_of(name)
        if found is not None:
            x, main = found
            what = "un archivio" if main.casefold().endswith(".figsa") else "un torneo"
            raise InputError(
                f"'{path}' è il file {x} di {what} ('{main}', forse aperto da un altro "
                f"programma o computer): {result}"
            )
        low = name.casefold()
        for x in COMPANIONS:
            if not low.endswith(x) or len(name) == len(x):
                continue
            main_path = folder / name[: -len(x)]
            if guarded_reason(main_path) is None and database_kind(main_path) == "database":
                raise InputError(
                    f"'{path}' è il file {x} del database SQLite '{main_path.name}': {result}"
                )


def database_kind(path: str | os.PathLike[str]) -> str | None:
    """``"database"``, ``"wal"`` or ``"journal"`` when the regular file ``path`` starts like an
    SQLite database, write-ahead log or rollback journal; else None. Call only on a path that
    passed :func:`guarded_reason`: a descriptor of ours on the open tournament or its companions
    would drop the locks SQLite holds on them."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None  # a pipe would block; a device or folder is no database
        with io.open(path, "rb") as f:  # noqa: UP020 - io.open: what Path.read_bytes uses
            head = f.read(len(SQLITE_HEADER))
    except (OSError, ValueError):
        return None
    return header_kind(head)


def header_kind(head: bytes) -> str | None:
    """What :func:`database_kind` says of a file whose first bytes are ``head`` (at least 16 of
    them, or the whole file): the one place that knows SQLite's three headers."""
    if head.startswith(SQLITE_HEADER):
        return "database"
    if head[:4] in WAL_MAGICS:
        return "wal"
    if head[: len(JOURNAL_MAGIC)] == JOURNAL_MAGIC:
        return "journal"
    return None


_CONTENT = {
    "database": "è un database SQLite (un file di torneo?)",
    "wal": "è il registro -wal di un database SQLite (un torneo in uso?)",
    "journal": "è il giornale -journal di un database SQLite (un torneo in uso?)",
}


def _refuse_database_content(path: str | os.PathLike[str], real: Path, result: str) -> None:
    kind = database_kind(real)
    if kind is not None:
        raise InputError(f"'{path}' {_CONTENT[kind]}: {result}")


def check_removal(path: str | os.PathLike[str]) -> None:
    """Refuse removing a guarded file (the open tournament, its companions, its backups), the
    companion of another tournament, archive or database, and any SQLite database, log or
    journal (another program's file)."""
    _refuse_guarded(path, "cancellato")
    real = Path(os.path.realpath(Path(path).expanduser()))
    _refuse_companion_name(path, real, "non viene cancellato")
    _refuse_database_content(path, real, "non viene cancellato")


def holder_of_folder(folder: str | os.PathLike[str]) -> str | None:
    """``"del torneo aperto '…'"`` when ``folder`` (by device and inode) holds a tournament or
    archive this process has open; else None. A site written there would mix its pages with the
    event's files (and be uploaded with them)."""
    ident = _identity(Path(os.path.realpath(Path(folder).expanduser())))
    if ident is None:
        return None
    for main, of_what in _opened():
        if _identity(main.parent) == ident:
            return f"{of_what} '{main}'"
    return None


def check_reopen(path: str | os.PathLike[str], *, use: str = "aperto di nuovo") -> None:
    """Refuse opening again (as a tournament, as a folder…) a guarded file."""
    _refuse_guarded(path, use)


#: Characters no file name may hold on one of the systems the program runs on (Windows is the
#: strictest), plus the wildcards a dialog would otherwise take literally (``*.figs``).
_BAD_NAME_CHARS = frozenset('<>:"/\\|?*')
_RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL"]
    + [f"COM{i}" for i in range(1, 10)]
    + [f"LPT{i}" for i in range(1, 10)]
)


def check_file_name(path: str | os.PathLike[str]) -> None:
    """Refuse a file name typed by a person that is not a plain name: wildcards (``*``, ``?``),
    characters Windows refuses, control characters, a name ending in a space or a dot, a
    reserved device name (``CON``, ``NUL`` …), or a name made only of its extension."""
    name = Path(path).name
    bad = sorted({c for c in name if c in _BAD_NAME_CHARS or ord(c) < 32 or c == "\x7f"})
    if bad:
        shown = " ".join(repr(c) if ord(c) >= 32 else f"\\x{ord(c):02x}" for c in bad)
        raise InputError(f"nome di file non valido: '{name}' (caratteri non ammessi: {shown})")
    stem = name.split(".")[0]
    if not stem.strip() or name != name.rstrip(" .") or stem.upper() in _RESERVED:
        raise InputError(f"nome di file non valido: '{name}'")
