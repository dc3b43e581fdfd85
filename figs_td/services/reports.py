"""Report use case: load what a document needs through the store and the core, write it.

The CLI (``figs-td export``) and the GUI both call :func:`export_document`.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.atomic import atomic_output
from figs_td.errors import InputError
from figs_td.reports.catalog import DOCUMENTS  # re-exported: services.reports.DOCUMENTS
from figs_td.reports.data import (
    AuditData,
    AuditLine,
    ReportHeader,
    RulingLine,
    RulingsData,
)

if TYPE_CHECKING:
    from figs_td.core.model import TournamentState
    from figs_td.store.records import AuditEntry, RulingRecord, TournamentInfo
    from figs_td.store.store import Store

#: Called as ``progress(done, total, label)``; ``total`` is 0 when unknown.
Progress = Callable[[int, int, str], None]

_ROUND_DOCS = {"pairings", "pairings-alpha", "results", "scoresheets"}
ITALIAN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # a jolly may stand for J K W X Y too (art. 1)


@dataclass(frozen=True)
class ExportResult:
    document: str
    files: tuple[Path, ...]
    pages: int  # PDF pages; sheets for XLSX; 0 for CSV
    warnings: tuple[str, ...] = ()  # Italian, for the user (e.g. results still missing)


def _missing_results(state: TournamentState, up_to: int | None = None) -> tuple[str, ...]:
    missing = [g for g in state.games if not g.has_result and (up_to is None or g.round <= up_to)]
    if not missing:
        return ()
    where = ", ".join(sorted({f"turno {g.round}" for g in missing}))
    return (f"{len(missing)} partite senza risultato ({where}): non contate",)


def header_of(info: TournamentInfo, round_no: int | None = None) -> ReportHeader:
    """The page header from the stored tournament."""
    date: dt.date | str | None = None
    if info.date_start:
        try:
            date = dt.date.fromisoformat(info.date_start)
        except ValueError:
            date = info.date_start
    return ReportHeader(info.name, info.place, date, round_no)


def _round(state: TournamentState, doc: str, round_no: int | None) -> int:
    last = state.last_round
    if round_no is None:
        if last == 0:
            raise InputError("il torneo non ha ancora turni abbinati")
        return last
    if not 1 <= round_no <= last:
        raise InputError(f"turno {round_no} inesistente: il torneo è al turno {last}")
    return round_no


def short_words(contains: Callable[[str], bool]) -> list[str]:
    """Every 2- and 3-letter word of a lexicon that only answers ``word in lexicon``."""
    out = []
    for n in (2, 3):
        for letters in itertools.product(ITALIAN_LETTERS, repeat=n):
            word = "".join(letters)
            if contains(word):
                out.append(word)
    return out


def _lexicon_words(store_setting: str | None) -> tuple[Iterable[str], str]:
    from figs_td.services.lexicons import open_lexicon

    lex = open_lexicon(store_setting or None)
    return short_words(lex.__contains__), lex.info.label or lex.name


def ruling_lines(
    records: Iterable[RulingRecord], games: dict[tuple[int, int | None], str] | None = None
) -> tuple[RulingLine, ...]:
    """Rulings as printed; ``games`` names the two players of each (round, table)."""
    lines = []
    for r in records:
        extra = r.extra or {}
        game = (games or {}).get((r.round, r.table), "")
        mover = str(extra.get("mover", extra.get("player", game)))
        challenger = str(extra.get("challenger", ""))
        when = _local_time(r.ruled_at)
        verdicts = ", ".join(
            f"{w} ({'sì' if r.word_verdicts.get(w) else 'no'})" if w in r.word_verdicts else w
            for w in r.words
        )
        charged = "chi ha giocato" if r.charged_to == "mover" else "chi ha contestato"
        who = r.ruled_by + (f" ({r.ruled_by_role})" if r.ruled_by_role else "")
        note = f"penalità a {charged}; valore della mossa {r.move_value}"
        if r.lexicon_name:
            note += f"; lessico {r.lexicon_name}"
        lines.append(
            RulingLine(
                r.round,
                r.table,
                when,
                mover,
                challenger,
                verdicts,
                r.move_valid,
                r.penalty,
                who,
                note,
            )
        )
    return tuple(lines)


def _local_time(stamp: str | None, with_date: bool = False) -> str:
    """A stored UTC ISO time as local time (``HH:MM``, or ``YYYY-MM-DD HH:MM:SS``)."""
    if not stamp:
        return ""
    try:
        moment = dt.datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    local = moment.astimezone()
    return local.strftime("%Y-%m-%d %H:%M:%S" if with_date else "%H:%M")


def _short(value: Any, limit: int = 200) -> str:
    import json

    if value is None:
        return ""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def audit_lines(entries: Iterable[AuditEntry]) -> tuple[AuditLine, ...]:
    lines = []
    for e in entries:
        what = " ".join(p for p in (e.entity, e.key) if p)
        change = " → ".join(p for p in (_short(e.old), _short(e.new)) if p)
        detail = f"{what}: {change}" if what and change else (what or change)
        lines.append(AuditLine(_local_time(e.at, with_date=True), e.actor, e.action, detail))
    return tuple(lines)


def write_atomically(out: Path, write: Callable[[Path], list[Path]]) -> list[Path]:
    """Run ``write(tmp)`` — a writer that may produce companion files named after its path
    (federation CSV: ``X.csv`` and ``X-partite.csv``) — on a temporary name, then rename every
    file it wrote into place next to ``out``. Each file is replaced atomically; on any error
    the previous files stay and the temporaries go."""
    from glob import escape as glob_escape

    from figs_td.atomic import commit_temp, temp_path_for

    tmp = temp_path_for(out, keep_suffix=True)
    stem = tmp.stem
    written: list[Path] = []
    try:
        written = write(tmp)
        finals = [out.with_name(out.stem + p.stem[len(stem) :] + p.suffix) for p in written]
        for p, final in zip(written, finals, strict=True):
            commit_temp(p, final)
        return finals
    except BaseException:
        for p in tmp.parent.glob(f"{glob_escape(stem)}*"):  # the writer's companions too
            with contextlib.suppress(OSError):
                p.unlink()
        raise


def export_document(
    store: Store,
    doc: str,
    out: Path | str,
    *,
    round_no: int | None = None,
    large: bool = False,
    lexicon: str | None = None,
    progress: Progress | None = None,
) -> ExportResult:
    """Write document ``doc`` (one of :data:`DOCUMENTS`) of the tournament to ``out``."""
    from figs_td.reports import documents, prepare

    if doc not in DOCUMENTS:
        raise InputError(f"documento sconosciuto: '{doc}' (scegliere fra {', '.join(DOCUMENTS)})")
    out = Path(out)
    if doc != "federation":
        documents.output_format(out)
    from figs_td.atomic import cleanup_stale_temps

    cleanup_stale_temps(out.parent)  # what a killed export left in that folder
    if progress:
        progress(0, 0, "lettura del torneo")
    with store.read() as tx:
        info = tx.tournament.get()
        state = tx.state()
        threshold = tx.tournament.get_setting("words.threshold_rating")
        lexicon_name = tx.tournament.get_setting("lexicon.name")
        rulings = tx.rulings.list() if doc == "rulings" else []
        entries = tx.audit.entries() if doc == "audit" else []
    header = header_of(info)
    tiebreaks = info.tiebreaks
    kw: dict[str, Any] = {"progress": progress}
    data: Any
    if doc == "federation":
        from figs_td.reports.federation import write_federation

        fed = prepare.federation_data(state, header, tiebreaks=tiebreaks)
        files = write_atomically(out, lambda tmp: write_federation(fed, tmp))
        return ExportResult(doc, tuple(files), 0, _missing_results(state))
    if doc in _ROUND_DOCS:
        rnd = _round(state, doc, round_no)
        if doc in ("pairings", "pairings-alpha"):
            from figs_td.core.word_lists import threshold_of

            limit = threshold_of(threshold)
            data = prepare.pairings_data(state, header, rnd, word_list_threshold=limit)
            kw["large"] = large
        elif doc == "results":
            data = prepare.results_data(state, header, rnd)
            kw["large"] = large
        else:
            data = prepare.scoresheets_data(state, header, rnd)
    elif doc == "standings":
        after = None if round_no is None else _round(state, doc, round_no)
        data = prepare.standings_data(state, header, after, tiebreaks=tiebreaks)
        kw["large"] = large
    elif doc == "crosstable":
        if state.last_round == 0:
            raise InputError("il torneo non ha ancora turni abbinati")
        data = prepare.crosstable_data(state, header, tiebreaks=tiebreaks)
    elif doc == "scorecards":
        data = prepare.scorecards_data(state, header)
    elif doc == "words23":
        rnd = round_no if round_no is not None else (state.last_round or None)
        tables = len([g for g in state.games_in(rnd) if g.second is not None]) if rnd else 0
        words, label = _lexicon_words(lexicon or lexicon_name)
        data = prepare.words23_data(
            words, header, copies=max(1, tables), lexicon=label, round_no=rnd
        )
    elif doc == "rulings":
        chosen = [r for r in rulings if round_no is None or r.round == round_no]
        names = {p.id: p.name for p in state.players}
        games = {
            (g.round, g.table): f"{names[g.first]} – {names[g.second]}"
            for g in state.games
            if g.second is not None
        }
        rheader = ReportHeader(header.tournament, header.place, header.date, round_no)
        data = RulingsData(rheader, ruling_lines(chosen, games))
    else:
        data = AuditData(header, audit_lines(entries))
    writer = documents.WRITERS[doc]
    with atomic_output(out, keep_suffix=True) as tmp:
        pages = writer(data, tmp, **kw)
    warnings: tuple[str, ...] = ()
    if doc in ("standings", "crosstable", "scorecards"):
        warnings = _missing_results(state, round_no if doc == "standings" else None)
    return ExportResult(doc, (out,), pages, warnings)
