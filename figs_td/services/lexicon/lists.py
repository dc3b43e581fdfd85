"""Word-list use cases: import, list, choose, open (and the stand-in free list).

The indexes live in the user's data folder (``platformdirs.user_data_dir("figs-td")/lexicons``,
or ``$FIGS_TD_DATA/lexicons``): one ``<slug>.json`` metadata record and one ``.dawg`` index per
list, and ``current.json`` naming the list in use. An import switches to the new list only once
its index is complete (:func:`figs_td.core.lexicon.wordlist.build_index` writes atomically).

Public API (the CLI and the GUI call these):

- :func:`import_lexicon` (with a ``progress(phase, done, total)`` callback), :func:`list_lexicons`,
  :func:`use_lexicon`, :func:`current_info`, :func:`open_lexicon`, :func:`remove_lexicon`,
  :func:`ensure_standin`, :func:`lexicon_dir`, :data:`STANDIN_LABEL`.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from figs_td import pathguard
from figs_td.atomic import cleanup_stale_temps
from figs_td.core.inputs import check_name
from figs_td.core.lexicon.wordlist import (
    ImportReport,
    Lexicon,
    LexiconInfo,
    ProgressFn,
    atomic_write,
    build_index,
    lexicon_from_words,
    open_index,
    read_info,
    slugify,
)
from figs_td.errors import InputError

__all__ = [
    "ENV_DATA",
    "ImportResult",
    "LexiconEntry",
    "STANDIN_LABEL",
    "STANDIN_NAME",
    "current_info",
    "data_dir",
    "ensure_standin",
    "fresh_info",
    "import_lexicon",
    "in_memory",
    "lexicon_dir",
    "list_lexicons",
    "load_file",
    "open_lexicon",
    "remove_lexicon",
    "standin_source",
    "use_lexicon",
]

#: Environment variable overriding the data folder (tests use a temporary one).
ENV_DATA = "FIGS_TD_DATA"
#: Environment variable naming another ``it_IT.dic`` for the stand-in list.
ENV_HUNSPELL_IT = "FIGS_TD_HUNSPELL_IT"
#: The stand-in's name is its label, so that every JSON output and every ruling says it.
STANDIN_NAME = "Lessico libero (LibreOffice it_IT) — non ufficiale"
#: Art. 14 admits the reference dictionary's lemmas only: the stand-in leaves out the
#: capitalised Hunspell roots (place and proper names such as ORADEA, MILANO, VADUZ).
STANDIN_LABEL = "Lessico libero (LibreOffice it_IT, senza nomi propri) — non ufficiale"
_STANDIN_ALIASES = ("libero", "standin", "libero-it_it")
_STANDIN_PATHS = (
    "/usr/share/hunspell/it_IT.dic",
    "/usr/share/myspell/dicts/it_IT.dic",
    "/usr/share/myspell/it_IT.dic",
)

_lock = threading.Lock()
_cache: dict[tuple[str, float], Lexicon] = {}


def data_dir() -> Path:
    """The user's data folder of figs-td (``$FIGS_TD_DATA`` when set)."""
    env = os.environ.get(ENV_DATA)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir("figs-td", appauthor=False))


def lexicon_dir() -> Path:
    """Where the word-list indexes are kept."""
    return data_dir() / "lexicons"


@dataclass(frozen=True)
class ImportResult:
    """What :func:`import_lexicon` built: the list's record and the import report."""

    info: LexiconInfo
    report: ImportReport
    current: bool  # whether the list is now the one in use


@dataclass(frozen=True)
class LexiconEntry:
    """A list known to this computer, for ``figs-td lexicon list``."""

    info: LexiconInfo
    current: bool


def _current_path() -> Path:
    return lexicon_dir() / "current.json"


def _meta_path(name: str) -> Path:
    return lexicon_dir() / f"{slugify(name)}.json"


def import_lexicon(
    source: str | Path,
    name: str,
    *,
    strict: bool = False,
    additions: tuple[str | Path, ...] = (),
    removals: tuple[str | Path, ...] = (),
    label: str = "",
    official: bool = True,
    use: bool = True,
    progress: ProgressFn | None = None,
    proper_names: bool = True,
) -> ImportResult:
    """Build the index of a plain list or a Hunspell ``.dic`` under ``name``.

    ``strict`` (Hunspell only) drops enclitics attached to past participles (Regolamento art. 22).
    ``additions``/``removals`` are files of words (errata). With ``use`` the list becomes the one
    in use once its index is complete. Rejected lines are in ``result.report.rejected``.
    """
    from figs_td.core.lexicon.sources import is_hunspell, load_hunspell, load_plain

    src = Path(source)
    pathguard.check_input(src, "hunspell" if is_hunspell(src) else "words")
    if not src.is_file():
        what = "è una cartella, non un file" if src.is_dir() else "non trovato"
        raise InputError(f"file del lessico {what}: {src}")
    name = check_name(name, "nome del lessico")
    if not name:
        raise InputError("manca il nome del lessico (--name)")
    _check_name_free(name, standin=not official and label == STANDIN_LABEL)
    report = ImportReport()
    if is_hunspell(src):
        words = load_hunspell(
            src,
            strict=strict,
            additions=additions,
            removals=removals,
            report=report,
            progress=progress,
            proper_names=proper_names,
        )
        kind = "hunspell"
    else:
        if strict:
            raise InputError("--strict vale solo per i dizionari Hunspell (.dic)")
        words = load_plain(
            src, additions=additions, removals=removals, report=report, progress=progress
        )
        kind = "plain"
    if not words:
        raise InputError(f"nessuna parola valida in {src}")
    # only now that the list is read and judged (a refused file leaves the data folder as it was)
    cleanup_stale_temps(lexicon_dir())
    _remove_orphans()
    with _lock:
        _check_name_free(name, standin=not official and label == STANDIN_LABEL)
        info = build_index(
            words,
            lexicon_dir(),
            name=name.strip(),
            source=str(src.resolve()),
            kind=kind,
            label=label or name.strip(),
            strict=strict,
            official=official,
            report=report,
            progress=progress,
            proper_names=proper_names,
        )
        current = False
        if use or _current_name() is None or _current_name() == info.name:
            _set_current(info.name)
            current = True
    return ImportResult(info, report, current)


def _check_name_free(name: str, *, standin: bool) -> None:
    """Refuse a name whose file name is another list's (``Zingarelli 2026`` / ``ZINGARELLI-2026``):
    importing under it would replace that list. The same name again is a new edition of the list
    and replaces it; the stand-in's name is reserved to it."""
    slug = slugify(name)
    if not standin and slug == slugify(STANDIN_NAME):
        raise InputError(f"il nome {name!r} è riservato al lessico libero: sceglierne un altro")
    meta = _meta_path(name)
    if not meta.is_file():
        return
    try:
        other = read_info(meta).name
    except InputError:
        return  # a damaged record: the new index replaces it
    if other != name:
        raise InputError(
            f"il nome {name!r} coincide con quello del lessico già importato {other!r} "
            f"(stesso file {slug}.json): scegliere un altro nome, o reimportare con --name "
            f"{other!r} per sostituirlo"
        )


def _remove_orphans(min_age_s: float = 60.0) -> list[Path]:
    """Delete the indexes no record names (an import killed between the index and its record).

    An index is written a moment before its record: one younger than ``min_age_s`` may belong
    to an import running now, and is left alone."""
    import time

    d = lexicon_dir()
    if not d.is_dir():
        return []
    named = set()
    for meta in d.glob("*.json"):
        try:
            named.add(json.loads(pathguard.read_text(meta, "lexicon")).get("index_file"))
        except (OSError, ValueError, AttributeError):
            continue
    removed = []
    now = time.time()
    for idx in d.glob("*.dawg"):
        try:
            if idx.name not in named and now - idx.stat().st_mtime > min_age_s:
                idx.unlink()
                removed.append(idx)
        except OSError:
            continue
    return removed


def _current_name() -> str | None:
    p = _current_path()
    if not p.is_file():
        return None
    try:
        name = json.loads(pathguard.read_text(p, "lexicon")).get("name")
    except (OSError, ValueError, AttributeError):
        return None
    return name if isinstance(name, str) else None


def _set_current(name: str) -> None:
    lexicon_dir().mkdir(parents=True, exist_ok=True)
    atomic_write(_current_path(), json.dumps({"name": name}, ensure_ascii=False).encode())


def list_lexicons() -> list[LexiconEntry]:
    """The lists built on this computer, by name; the one in use is marked."""
    d = lexicon_dir()
    if not d.is_dir():
        return []
    current = _current_name()
    out: list[LexiconEntry] = []
    for p in sorted(d.glob("*.json")):
        if p.name == "current.json":
            continue
        try:
            info = read_info(p)
        except InputError:
            continue
        out.append(LexiconEntry(info, info.name == current))
    return sorted(out, key=lambda e: e.info.name.lower())


def find_lexicon(name: str) -> LexiconInfo:
    """The record of an imported list by name (case-insensitive; "libero" = the stand-in,
    unless the user imported a list of that name: the user's list always wins)."""
    try:
        p = _meta_path(name)
    except InputError:
        p = None
    if p is not None and p.is_file():
        return read_info(p)
    for e in list_lexicons():
        if e.info.name.lower() == name.strip().lower():
            return e.info
    if name.strip().lower() in _STANDIN_ALIASES:
        p = _meta_path(STANDIN_NAME)
        if p.is_file():
            return read_info(p)
        name = STANDIN_NAME
    for e in list_lexicons():
        if e.info.name.lower() == name.strip().lower():
            return e.info
    known = ", ".join(e.info.name for e in list_lexicons()) or "nessuno"
    raise InputError(f"lessico {name!r} sconosciuto (disponibili: {known})")


def use_lexicon(name: str) -> LexiconInfo:
    """Make ``name`` the list in use (it must have been imported)."""
    info = find_lexicon(name)
    _set_current(info.name)
    return info


def remove_lexicon(name: str) -> LexiconInfo:
    """Delete a list's index; if it was in use, no list is in use afterwards."""
    info = find_lexicon(name)
    d = lexicon_dir()
    meta = d / f"{slugify(info.name)}.json"
    meta.unlink(missing_ok=True)
    if info.index_file:
        (d / info.index_file).unlink(missing_ok=True)
    if _current_name() == info.name:
        _current_path().unlink(missing_ok=True)
    return info


def current_info() -> LexiconInfo | None:
    """The record of the list in use, or None."""
    name = _current_name()
    if name is None:
        return None
    try:
        return find_lexicon(name)
    except InputError:
        return None


def standin_source() -> Path | None:
    """Debian's (or LibreOffice's) ``it_IT.dic`` when present (``$FIGS_TD_HUNSPELL_IT`` wins)."""
    env = os.environ.get(ENV_HUNSPELL_IT)
    for cand in (env,) if env else _STANDIN_PATHS:
        p = Path(cand)
        if p.is_file() and p.with_suffix(".aff").is_file():
            return p
    return None


def ensure_standin(progress: ProgressFn | None = None) -> LexiconInfo:
    """Build the stand-in list "Lessico libero (LibreOffice it_IT) — non ufficiale" if missing.

    It is the strict expansion of the free Italian Hunspell dictionary (art. 22: no enclitics on
    past participles) without its capitalised roots (art. 14: place and proper names are not
    lemmas of the reference dictionary). It is never official: every ruling made with it says
    so. A stand-in built by an earlier version (with the proper names) is built again; its
    move-generator graph follows, being named by the list's checksum.
    """
    p = _meta_path(STANDIN_NAME)
    if p.is_file():
        info = read_info(p)
        if not _outdated_standin(info):
            return info
    src = standin_source()
    if src is None:
        raise InputError(
            "nessun lessico caricato e nessun dizionario libero it_IT trovato: caricare la lista "
            "ufficiale con 'figs-td lexicon import FILE --name NOME'"
        )
    return import_lexicon(
        src,
        STANDIN_NAME,
        strict=True,
        label=STANDIN_LABEL,
        official=False,
        use=_current_name() is None or _current_name() == STANDIN_NAME,
        progress=progress,
        proper_names=False,
    ).info


def _outdated_standin(info: LexiconInfo) -> bool:
    """A stand-in built before it left out the proper names."""
    return info.name == STANDIN_NAME and not info.official and info.proper_names


def needs_rebuild(info: LexiconInfo) -> bool:
    """Whether ``info`` is an outdated stand-in that :func:`fresh_info` would build again."""
    return _outdated_standin(info) and standin_source() is not None


def fresh_info(info: LexiconInfo, progress: ProgressFn | None = None) -> LexiconInfo:
    """``info``, or the stand-in built again when ``info`` is an outdated stand-in (and the
    free dictionary is still there). Called where a list is about to be used, never by a
    command that only shows."""
    if needs_rebuild(info):
        return ensure_standin(progress)
    return info


def _open_cached(meta: Path) -> Lexicon:
    key = (str(meta), meta.stat().st_mtime)
    with _lock:
        lex = _cache.get(key)
        if lex is None:
            lex = open_index(meta)
            _cache.clear()  # keep one list in memory: the one in use
            _cache[key] = lex
        return lex


def in_memory(info: LexiconInfo) -> bool:
    """Whether the index of this very list (name and checksum) is open in this process."""
    meta = str(lexicon_dir() / f"{slugify(info.name)}.json")
    with _lock:
        return any(key[0] == meta and lex.info.sha256 == info.sha256 for key, lex in _cache.items())


def load_file(path: str | Path, *, progress: ProgressFn | None = None) -> Lexicon:
    """A list read straight from a file, without building an index (``check --lexicon FILE``)."""
    p = Path(path)
    if p.suffix.lower() == ".json":
        return open_index(p)
    from figs_td.core.lexicon.sources import is_hunspell, load_hunspell, load_plain

    report = ImportReport()
    if is_hunspell(p):
        words = load_hunspell(p, report=report, progress=progress)
    else:
        words = load_plain(p, report=report, progress=progress)
    return lexicon_from_words(words, p.name, source=str(p.resolve()), label=p.name)


def open_lexicon(name_or_path: str | None = None, *, progress: ProgressFn | None = None) -> Lexicon:
    """Open a list: by name, by file path, or (None) the one in use — else the stand-in.

    The stand-in is built on first use when no list has been loaded (a few seconds, with
    ``progress``); its label says "non ufficiale".
    """
    if name_or_path:
        p = Path(name_or_path)
        try:
            info = fresh_info(find_lexicon(name_or_path), progress)
        except InputError:
            if p.is_file():
                return load_file(p, progress=progress)
            raise
        return _open_cached(lexicon_dir() / f"{slugify(info.name)}.json")
    current = current_info()
    chosen = fresh_info(current, progress) if current is not None else ensure_standin(progress)
    return _open_cached(lexicon_dir() / f"{slugify(chosen.name)}.json")
