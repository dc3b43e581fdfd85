"""Report use case: load what a document needs through the store and the core, write it.

The CLI (``figs-td export``) and the GUI both call :func:`export_document`.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.atomic import atomic_output
from figs_td.core.lexicon.word_tables import THRESHOLD_SETTING
from figs_td.core.model import System
from figs_td.errors import InputError
from figs_td.reports.catalog import (
    DOCUMENTS,  # re-exported: services.reports.DOCUMENTS
    not_applicable,
)
from figs_td.reports.data import (
    AuditData,
    AuditLine,
    PlayerCodes,
    RulingLine,
    RulingsData,
)
from figs_td.services.reports.common import (  # re-exported: services.reports.ExportResult …
    ExportResult,
    header_of,
    write_atomically,
)
from figs_td.services.reports.common import missing_results as _missing_results

if TYPE_CHECKING:
    from figs_td.core.model import TournamentState
    from figs_td.reports.data import PairingsData, ReportHeader
    from figs_td.store.records import AuditEntry, RulingRecord
    from figs_td.store.store import Store

#: Called as ``progress(done, total, label)``; ``total`` is 0 when unknown.
Progress = Callable[[int, int, str], None]

_ROUND_DOCS = {"pairings", "pairings-alpha", "results", "scoresheets"}
ITALIAN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # a jolly may stand for J K W X Y too (art. 1)


def _player_codes(tx: Any) -> PlayerCodes | None:
    """The self-entry codes to print on slips and scorecards (None when none was made)."""
    from figs_td.services.self_entry.phones import URL_KEY

    codes = tx.self_entry.codes()
    if not codes:
        return None
    numbers = {p.id: p.seq for p in tx.players.records()}
    url = tx.tournament.get_setting(URL_KEY, "")
    base = f"{url.rstrip('/')}/g" if isinstance(url, str) and url else ""
    return PlayerCodes(base, {numbers[pid]: c.code for pid, c in codes.items() if pid in numbers})


def _fees(tx: Any) -> dict[int, tuple[int, int]] | None:
    """Each player's due and paid fee in cents (issue 42), None when no fee was recorded."""
    from figs_td.services.registration.fees import CATEGORY_KEY, DEFAULT_KEY, FEES_KEY, fee_amounts

    get = tx.tournament.get_setting
    if get(FEES_KEY) is None and not get(DEFAULT_KEY) and not get(CATEGORY_KEY):
        return None
    return fee_amounts(tx)


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
    from figs_td.services.lexicon.lists import open_lexicon

    lex = open_lexicon(store_setting or None)
    return short_words(lex.contains_folded), lex.info.label or lex.name


def ruling_lines(
    records: Iterable[RulingRecord], games: dict[tuple[int, int | None], str] | None = None
) -> tuple[RulingLine, ...]:
    """Rulings as printed (see :func:`figs_td.reports.sentences.ruling_lines`)."""
    from figs_td.reports.sentences import ruling_lines as lines

    return lines(records, games)


def audit_lines(
    entries: Iterable[AuditEntry],
    players: dict[int, str] | None = None,
    games: dict[tuple[int, int | None], str] | None = None,
) -> tuple[AuditLine, ...]:
    """Audit entries as Italian sentences (see :mod:`figs_td.reports.sentences`)."""
    from figs_td.reports.sentences import audit_lines as lines

    return lines(entries, players, games)


def check_options(doc: str, round_no: int | None, large: bool) -> None:
    """``--round`` and ``--large`` are honoured by the documents listed in the catalog and
    refused, with a message, by the others (never silently ignored)."""
    from figs_td.reports.catalog import LABELS, LARGE_DOCS, ROUND_DOCS

    name = LABELS.get(doc, doc)
    if round_no is not None and doc not in ROUND_DOCS:
        raise InputError(f"l'opzione --round non vale per «{name}» ({doc}): il documento è unico")
    if large and doc not in LARGE_DOCS:
        raise InputError(
            f"l'opzione --large non vale per «{name}» ({doc}): ha già il formato per l'uso"
        )


def check_output(doc: str, out: Path | str) -> None:
    """The output file's format, checked on the name asked for (not on a temporary's)."""
    from figs_td.reports.table import output_format

    if doc != "federation":
        output_format(out)
    elif Path(out).suffix.lower() not in (".xlsx", ".csv"):
        raise InputError(
            f"formato non riconosciuto per l'esportazione federale: '{Path(out).name}' "
            "(usare .xlsx oppure .csv)"
        )


def _game_names(state: TournamentState) -> dict[tuple[int, int | None], str]:
    names = {p.id: p.name for p in state.players}
    return {
        (g.round, g.table): f"{names[g.first]} – {names[g.second]}"
        for g in state.games
        if g.second is not None
    }


def _up_to(state: TournamentState, round_no: int | None) -> TournamentState:
    """The state with the games of rounds after ``round_no`` left out."""
    import dataclasses

    if round_no is None:
        return state
    return dataclasses.replace(state, games=[g for g in state.games if g.round <= round_no])


def _without_unplayed_rounds(state: TournamentState) -> TournamentState:
    """``state`` without the rounds paired but not started (tables waiting, none with a
    result): their pre-entered byes are no result yet, the federation export does not count
    them. A round being played keeps the results already in."""
    import dataclasses

    tables = [g for g in state.games if g.second is not None]
    started = {g.round for g in tables if g.has_result}
    waiting = {g.round for g in tables if not g.has_result}
    unplayed = waiting - started
    if not unplayed:
        return state
    return dataclasses.replace(state, games=[g for g in state.games if g.round not in unplayed])


def round_pairings(
    state: TournamentState,
    header: ReportHeader,
    rnd: int,
    meta: Mapping[str, Any],
    knockout: Mapping[str, Any] | None,
    threshold: int | None,
) -> PairingsData:
    """The pairings of round ``rnd`` as the sheets and the pages show them: with a knockout
    round's match labels ("Semifinale 1", "Finale 3° posto", "Consolazione"), stage and idle
    seeds, from the round's stored ``meta`` and the ``pairing.knockout`` setting."""
    ko = meta.get("system") == "eliminazione" or meta.get("phase") == "knockout"
    labels = {
        int(t): str(v.get("label", ""))
        for t, v in (meta.get("tables") or {}).items()
        if str(t).lstrip("-").isdigit() and isinstance(v, Mapping)
    }
    seeds = set((meta.get("knockout") or knockout or {}).get("seeds") or [])
    idle = [int(i) for i in meta.get("idle", []) if not seeds or int(i) in seeds]
    from figs_td.reports import prepare

    return prepare.pairings_data(
        state,
        header,
        rnd,
        word_list_threshold=threshold,
        labels=labels,
        idle=idle,
        knockout=ko,
        by_draw=meta.get("first_move") == "sorteggio",  # art. 25, pairing.first_move
    )


def export_document(
    store: Store,
    doc: str,
    out: Path | str,
    *,
    round_no: int | None = None,
    large: bool = False,
    lexicon: str | None = None,
    progress: Progress | None = None,
    provisional: bool = False,
) -> ExportResult:
    """Write document ``doc`` (one of :data:`DOCUMENTS`, or its Italian name:
    ``reports.catalog.ITALIAN_NAMES``) of the tournament to ``out``.

    ``round_no`` and ``large`` are honoured by the documents that take them and refused by the
    others (:func:`check_options`); so is ``provisional`` (the standings counting the results
    entered so far in the round being played)."""
    from figs_td.reports import bracket, desk_data, documents, prepare
    from figs_td.reports.catalog import ITALIAN_NAMES, PROVISIONAL_DOCS, document_key

    doc = document_key(doc)
    if doc not in DOCUMENTS:
        raise InputError(
            f"documento sconosciuto: '{doc}' (scegliere fra {', '.join(ITALIAN_NAMES)}; "
            f"o in inglese: {', '.join(DOCUMENTS)})"
        )
    if provisional and doc not in PROVISIONAL_DOCS:
        raise InputError(
            f"l'opzione --provisional vale solo per la classifica, non per «{doc}»"
        )
    check_options(doc, round_no, large)
    check_output(doc, out)
    with store.read() as tx:
        system = tx.tournament.get().system
    why = not_applicable(doc, system is System.DUPLICATE)
    if why is not None:
        raise InputError(why)
    from figs_td.services.reports.prizes import EXTRA_DOCUMENTS, export_extra

    if doc in EXTRA_DOCUMENTS:  # prizes, categories, clubs, teams
        with atomic_output(out, keep_suffix=True) as tmp:
            done = export_extra(store, doc, tmp, round_no=round_no)
        return ExportResult(done.document, (Path(out),), done.pages, done.warnings)
    out = Path(out)
    if doc.startswith("duplicate-"):
        from figs_td.services.duplicate.reports import export_duplicate

        with atomic_output(out, keep_suffix=True) as tmp:
            done = export_duplicate(store, doc, tmp)
        return ExportResult(done.document, (Path(out),), done.pages, done.warnings)
    if doc == "federation":
        from figs_td.services.duplicate.reports import federation_duplicate, is_duplicate

        if is_duplicate(store):
            return federation_duplicate(store, out)
    if doc != "federation":
        documents.output_format(out)
    from figs_td.atomic import cleanup_stale_temps

    cleanup_stale_temps(out.parent)  # what a killed export left in that folder
    if progress:
        progress(0, 0, "lettura del torneo")
    with store.read() as tx:
        info = tx.tournament.get()
        state = tx.state()
        threshold = tx.tournament.get_setting(THRESHOLD_SETTING)
        lexicon_name = tx.tournament.get_setting("lexicon.name")
        knockout = tx.tournament.get_setting("pairing.knockout")
        rulings = tx.rulings.list() if doc == "rulings" else []
        codes = _player_codes(tx) if doc in ("slips", "scorecards") else None
        entries = tx.audit.entries() if doc == "audit" else []
        fees = _fees(tx) if doc == "players" else None
        meta: dict[str, Any] = {}
        if doc in ("pairings", "pairings-alpha") and state.last_round:
            rnd_meta = _round(state, doc, round_no)
            meta = dict(tx.rounds.info(rnd_meta).meta or {})
    header = header_of(info)
    tiebreaks = info.tiebreaks
    kw: dict[str, Any] = {"progress": progress}
    extra_warnings: list[str] = []
    if doc in ("pairings", "pairings-alpha", "results", "standings", "crosstable", "scorecards",
               "rulings", "audit", "players", "statistics", "bracket"):  # fmt: skip
        kw["large"] = large
    data: Any
    if doc == "federation":
        from figs_td.reports.federation import write_federation
        from figs_td.services.standings import standings_of

        done = _without_unplayed_rounds(state)
        fed = prepare.federation_data(
            done, header, tiebreaks=tiebreaks, rows=standings_of(done, tiebreaks, info=info)
        )
        files = write_atomically(out, lambda tmp: write_federation(fed, tmp))
        return ExportResult(doc, tuple(files), 0, _missing_results(state))
    if doc in ("pairings", "pairings-alpha"):
        from figs_td.core.lexicon.word_tables import threshold_of

        rnd = _round(state, doc, round_no)
        data = round_pairings(state, header, rnd, meta, knockout, threshold_of(threshold))
    elif doc == "results":
        data = prepare.results_data(state, header, _round(state, doc, round_no))
    elif doc in ("scoresheets", "slips"):
        data = prepare.scoresheets_data(state, header, _round(state, doc, round_no))
    elif doc == "standings":
        from figs_td.services.standings import placing_settings, scope_of, standings_of

        after = None if round_no is None else _round(state, doc, round_no)
        scope = scope_of(state, info, after_round=after, provisional=provisional)
        rows = standings_of(state, tiebreaks, after_round=scope.after_round, info=info)
        data = prepare.standings_data(
            state,
            header,
            scope.after_round,
            tiebreaks=tiebreaks,
            rows=rows,
            settings=placing_settings(info),
            provisional=provisional,
        )
    elif doc == "crosstable":
        if state.last_round == 0:
            raise InputError("il torneo non ha ancora turni abbinati")
        from figs_td.services.standings import standings_of

        rnd = _round(state, doc, round_no)
        upto = _up_to(state, rnd)
        data = prepare.crosstable_data(
            upto, header, tiebreaks=tiebreaks, rows=standings_of(upto, tiebreaks, info=info)
        )
    elif doc == "scorecards":
        rnd = _round(state, doc, round_no) if round_no is not None else None
        data = prepare.scorecards_data(_up_to(state, rnd), header)
    elif doc == "words23":
        from figs_td.core.lexicon.word_tables import threshold_of

        rnd = _round(state, doc, round_no) if (round_no or state.last_round) else 0
        words, label = _lexicon_words(lexicon or lexicon_name)
        tables = prepare.entitled_tables(state, rnd, threshold_of(threshold)) if rnd else ()
        if rnd and not tables:
            # One reference copy, and say why there is no page per table.
            why = (
                "nessuna soglia di rating impostata (words.threshold_rating)"
                if threshold_of(threshold) is None
                else f"nessun giocatore del turno {rnd} ha il diritto di consultarle"
            )
            extra_warnings.append(f"parole di 2 e 3 lettere: una sola copia, {why}")
        data = prepare.words23_data(
            words, header, lexicon=label, round_no=rnd or None, tables=tables
        )
    elif doc == "rulings":
        chosen = [r for r in rulings if round_no is None or r.round == round_no]
        data = RulingsData(header.with_round(round_no), ruling_lines(chosen, _game_names(state)))
    elif doc == "audit":
        names = {p.id: p.name for p in state.players}
        data = AuditData(header, audit_lines(entries, names, _game_names(state)))
    elif doc == "players":
        data = desk_data.start_list_data(state, header, fees)
    elif doc == "statistics":
        rnd = _round(state, doc, round_no) if round_no is not None else None
        data = desk_data.statistics_data(state, header, rnd)
    else:  # bracket
        rnd = _round(state, doc, round_no) if round_no is not None else None
        data = bracket.bracket_data(state, header, knockout, up_to=rnd)
    if codes is not None:
        data = dataclasses.replace(data, codes=codes)
    writer = documents.WRITERS[doc]
    with atomic_output(out, keep_suffix=True) as tmp:
        pages = writer(data, tmp, **kw)
    warnings: tuple[str, ...] = ()
    if doc == "standings":
        # What the title says the standings leave out or count of a round being played
        # (issue 39: "turno 1: 2 di 6 risultati, non contati", not "4 partite senza risultato").
        # A round asked for (--round N) leaves the later rounds out by choice: no warning then,
        # unless it counts a round still being played.
        warned = scope.note if round_no is None or scope.counted else ""
        warnings = (warned,) if warned else ()
    elif doc in ("crosstable", "scorecards", "statistics"):
        warnings = _missing_results(state, round_no)
    return ExportResult(doc, (out,), pages, warnings + tuple(extra_warnings))
