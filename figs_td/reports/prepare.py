"""From a :class:`~figs_td.core.model.TournamentState` to the prepared data of each document.

Pure functions (no database): the service loads the state and the header through the store and
calls these; tests call them on states built by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

from figs_td.core.lexicon.word_tables import may_consult_word_lists
from figs_td.core.model import Game, GameKind, Player, System, TournamentState
from figs_td.core.standings.table import (
    TIEBREAK_LABELS,
    StandingRow,
    compute_standings,
    resolve_tiebreaks,
)
from figs_td.core.standings.table import rank_history as core_rank_history
from figs_td.errors import InputError
from figs_td.reports.data import (
    KIND_MARKS,
    CrossCell,
    CrossRow,
    CrosstableData,
    FederationData,
    FederationGame,
    FederationStanding,
    PairingRow,
    PairingsData,
    PlayerCell,
    RankHistory,
    ReportHeader,
    ResultRow,
    ResultsData,
    Scorecard,
    ScorecardLine,
    ScorecardsData,
    ScoresheetBlank,
    ScoresheetsData,
    StandingsColumn,
    StandingsData,
    StandingsLine,
    WordListData,
)

KIND_NOTES = {
    GameKind.NORMAL: "",
    GameKind.BYE: "riposo",
    GameKind.FORFEIT: "a tavolino",
    GameKind.DOUBLE_FORFEIT: "doppia assenza",
    GameKind.TIME_LOSS: "sconfitta per tempo",
}


def status(p: Player) -> str:
    """attivo (""), "ritirato dal turno N" or "iscritto dal turno N"."""
    if p.withdrawn_from_round is not None:
        return f"ritirato dal turno {p.withdrawn_from_round}"
    if p.late_from_round is not None and p.late_from_round > 1:
        return f"iscritto dal turno {p.late_from_round}"
    return ""


def number(p: Player) -> int:
    """The player's number on the sheets: registration order when set, otherwise the id."""
    return p.seq if p.seq > 0 else p.id


def _table_order(g: Game) -> tuple[int, int]:
    # Byes (no table) after the tables.
    return (g.table is None, g.table if g.table is not None else 0)


def _round_games(state: TournamentState, round_no: int) -> list[Game]:
    if round_no < 1:
        raise InputError(f"turno non valido: {round_no}")
    games = sorted(state.games_in(round_no), key=_table_order)
    if not games:
        raise InputError(f"il turno {round_no} non ha abbinamenti")
    return games


def _with_round(header: ReportHeader, round_no: int | None, stage: str = "") -> ReportHeader:
    return header.with_round(round_no, stage)


def pairings_data(
    state: TournamentState,
    header: ReportHeader,
    round_no: int,
    *,
    word_list_threshold: int | None = None,
    labels: dict[int, str] | None = None,
    idle: Sequence[int] = (),
    knockout: bool = False,
    by_draw: bool = False,
) -> PairingsData:
    """Pairings of ``round_no`` with each player's wins and spread after the previous round.

    Players rated at or below ``word_list_threshold`` are marked: they may consult the 2-/3-letter
    word tables (domain.md §7, threshold a tournament setting). A knockout round (``knockout``)
    carries each table's match ``labels`` (as stored with the round), the seeds who skip the
    round (``idle``, as stored) and the stage in the header ("Semifinale").
    """
    games = _round_games(state, round_no)
    before = {r.player_id: r for r in compute_standings(state, after_round=round_no - 1)}

    players = {p.id: p for p in state.players}

    def cell(pid: int) -> PlayerCell:
        p = players[pid]
        row = before.get(pid)
        marked = may_consult_word_lists(p.rating, word_list_threshold)
        return PlayerCell(
            number(p),
            p.name,
            row.wins if row else Fraction(0),
            row.spread if row else 0,
            marked,
        )

    labels = labels or {}
    rows = tuple(
        PairingRow(
            g.table,
            cell(g.first),
            None if g.second is None else cell(g.second),
            labels.get(g.table, "") if g.table is not None else "",
        )
        for g in games
    )
    stage = stage_of(labels.values()) if knockout else ""
    idle_cells = tuple(cell(pid) for pid in idle) if knockout else ()
    from figs_td.core.absences import absent_in

    return PairingsData(
        _with_round(header, round_no, stage),
        rows,
        knockout=knockout,
        idle=idle_cells,
        by_draw=by_draw,
        absent=tuple(cell(pid) for pid in absent_in(state, round_no)),
    )


def stage_of(labels: Iterable[str]) -> str:
    """The knockout stage from the match labels: "Quarti di finale 2, partita 1" → "Quarti di
    finale"; the final and the third-place match together → "Finale"."""
    import re

    stages = []
    for text in labels:
        base = re.sub(r"(, partita \d+)$", "", text.strip())
        base = re.sub(r" \d+$", "", base)
        if base.startswith("Finale"):
            base = "Finale"
        if base == "Consolazione":  # the consolation Swiss of a phased event is no stage
            continue
        if base and base not in stages:
            stages.append(base)
    return " / ".join(stages)


def results_data(state: TournamentState, header: ReportHeader, round_no: int) -> ResultsData:
    """Results of a round; a bye shows the score it is credited with (+50 by default, the same
    figure the standings count in points scored)."""
    from figs_td.core.rules import bye_result

    bye = bye_result(state.settings)
    names = {p.id: p.name for p in state.players}
    rows = []
    for g in _round_games(state, round_no):
        first = names[g.first]
        if g.second is None or g.kind is GameKind.BYE:
            rows.append(ResultRow(g.table, first, bye.scores[0], None, None, "riposo"))
            continue
        note = KIND_NOTES.get(g.kind, "") if g.has_result else "da inserire"
        rows.append(ResultRow(g.table, first, g.score_first, names[g.second], g.score_second, note))
    return ResultsData(_with_round(header, round_no), tuple(rows))


def complete_round(state: TournamentState) -> int:
    """The last round with every result in (a round paired but not played is left out)."""
    incomplete = {g.round for g in state.games if not g.has_result}
    return min(incomplete) - 1 if incomplete else state.last_round


def has_bracket(state: TournamentState, settings: Mapping[str, Any] | None) -> bool:
    """Whether the event ends with a bracket (a knockout, or a phased event's knockout phase):
    its last round is known only from the bracket, not from the planned rounds."""
    phases = (settings or {}).get("phases")
    return state.system is System.KNOCKOUT or isinstance(phases, Mapping)


def is_final_standings(
    state: TournamentState, rnd: int, settings: Mapping[str, Any] | None = None
) -> bool:
    """Whether the standings after round ``rnd`` are the final ones.

    Round ``rnd`` must be complete (every result in). An event ending with a bracket is over
    when the bracket is decided (the final, and the third-place match if any, played in rounds
    up to ``rnd``) — whatever the planned rounds say, since a replayed draw adds a round; that
    needs ``settings`` (where the bracket's seeds are), without them the planned rounds decide.
    Any other event is over once its planned last round is complete.
    """
    if rnd <= 0 or rnd > complete_round(state):
        return False
    if settings is not None and has_bracket(state, settings):
        from figs_td.core.standings.placing import final_placing

        upto = replace(state, games=[g for g in state.games if g.round <= rnd])
        return final_placing(upto, [], settings) is not None
    planned = state.planned_rounds
    return planned is not None and rnd >= planned


def standings_title(rnd: int, final: bool) -> str:
    """ "Classifica finale", "Classifica dopo il turno N" or, before any round, "Classifica"."""
    if final:
        return "Classifica finale"
    return f"Classifica dopo il turno {rnd}" if rnd > 0 else "Classifica"


def standings_data(
    state: TournamentState,
    header: ReportHeader,
    after_round: int | None = None,
    *,
    tiebreaks: str | Sequence[str] = "FIGS",
    final: bool | None = None,
    rows: Sequence[StandingRow] | None = None,
    settings: Mapping[str, Any] | None = None,
    provisional: bool = False,
    later_rounds: bool = True,
) -> StandingsData:
    """Standings after ``after_round`` (default: the last complete round) with the tie-break
    columns of the preset. The title names the round they are after and what they leave out
    or count of a round being played (:mod:`figs_td.core.standings.scope`: "Classifica dopo il
    turno 0 — turno 1: 2 di 6 risultati, non contati"); ``provisional``: the results entered so
    far in the rounds being played are counted ("Classifica provvisoria — …"); ``later_rounds``
    False: the title names no round after ``after_round`` (a page kept with its round's games).

    "Classifica finale" (with the rank-by-round chart) only once the event is over
    (:func:`is_final_standings`: the planned last round complete, or for a knockout or the
    knockout phase of a phased event the bracket decided); before that "Classifica dopo il
    turno N". No chart for a knockout (the bracket document shows it). ``rows``: the
    standings as the standings service gives them (their order is printed as is); default:
    computed here. ``settings``: the placing settings (``services.standings.placing_settings``)
    that tell where a bracket stands; ``final`` forces the answer.
    """
    from figs_td.core.standings.scope import standings_scope

    last = state.last_round
    if after_round is not None and (after_round < 0 or after_round > last):
        raise InputError(f"turno non valido: {after_round} (turni giocati: {last})")
    scope = standings_scope(state, after_round, provisional=provisional)
    rnd = scope.after_round
    chain = resolve_tiebreaks(tiebreaks)
    if rows is None:
        rows = compute_standings(state, after_round=rnd, tiebreaks=chain)
    players = {p.id: p for p in state.players}
    if final is None:
        final = not scope.provisional and is_final_standings(state, rnd, settings)
    is_final = final
    from figs_td.core.standings.placing import bracket_note, phase_labels

    decided = is_final and has_bracket(state, settings)
    phases = phase_labels(rows, decided)
    lines = tuple(
        StandingsLine(
            r.final_place,  # the final placing of a knockout/phased event, else the rank
            number(players[r.player_id]),
            r.name,
            players[r.player_id].club,
            r.games,
            dict(r.values),
            status(players[r.player_id]),
            phases.get(r.player_id, ""),
        )
        for r in rows
    )
    columns = tuple(StandingsColumn(k, TIEBREAK_LABELS.get(k, k)) for k in chain)
    knockout = state.system is System.KNOCKOUT
    history: tuple[RankHistory, ...] = ()
    if is_final and not knockout:
        history = rank_history(
            state,
            rnd,
            chain,
            order=[r.player_id for r in rows],
            places={r.player_id: r.final_place for r in rows},
        )
    title = replace(scope, final=is_final, left_out=scope.left_out if later_rounds else ()).title
    return StandingsData(
        _with_round(header, rnd or None), columns, lines, history, title, is_final,
        bracket_note(rows, decided),
    )  # fmt: skip


def rank_history(
    state: TournamentState,
    up_to: int,
    chain: Sequence[str],
    *,
    order: Sequence[int],
    places: Mapping[int, int] | None = None,
) -> tuple[RankHistory, ...]:
    """Each player's rank after rounds 1..``up_to``, players in ``order`` (final order); one
    pass over the rounds (core.standings.rank_history). ``places``: the final place of each
    player (the legend numbers players by it, as the table does)."""
    ranks = core_rank_history(state, up_to, tiebreaks=chain)
    names = {p.id: p.name for p in state.players}
    missing: tuple[int | None, ...] = (None,) * up_to
    return tuple(
        RankHistory(
            names[pid],
            tuple(ranks[pid]) if pid in ranks else missing,
            (places or {}).get(pid),
        )
        for pid in order
    )


def _result_letter(mine: Fraction) -> str:
    return {Fraction(1): "V", Fraction(0): "S"}.get(mine, "P")


def crosstable_data(
    state: TournamentState,
    header: ReportHeader,
    *,
    tiebreaks: str | Sequence[str] = "FIGS",
    rows: Sequence[StandingRow] | None = None,
) -> CrosstableData:
    """Crosstable after the last round: per round the opponent's number, V/P/S and the score.
    ``rows``: the standings as the standings service places them (their order and final place
    are printed); default: computed here."""
    rounds = state.last_round
    rows_by = rows if rows is not None else compute_standings(state, tiebreaks=tiebreaks)
    players = {p.id: p for p in state.players}
    cells: dict[int, list[CrossCell | None]] = {p.id: [None] * rounds for p in state.players}
    for p in state.players:  # announced absences (core/absences.py): "ass." in that round
        for r in p.absent_rounds:
            if r <= rounds and p.is_entered_in(r):
                cells[p.id][r - 1] = CrossCell(None, ABSENT_MARK, None, None, "", r)
    for g in state.games:
        if g.second is None or g.kind is GameKind.BYE:
            cells.setdefault(g.first, [None] * rounds)[g.round - 1] = CrossCell(
                None, "R", None, None, "", g.round
            )
            continue
        out = g.outcome()
        a, b = out if out is not None else (None, None)
        mark = KIND_MARKS.get(str(g.kind), "")
        cells.setdefault(g.first, [None] * rounds)[g.round - 1] = CrossCell(
            number(players[g.second]),
            _result_letter(a) if a is not None else "",
            g.score_first,
            g.score_second,
            mark,
            g.round,
        )
        cells.setdefault(g.second, [None] * rounds)[g.round - 1] = CrossCell(
            number(players[g.first]),
            _result_letter(b) if b is not None else "",
            g.score_second,
            g.score_first,
            mark,
            g.round,
        )
    rows = tuple(
        CrossRow(
            r.final_place,
            number(players[r.player_id]),
            r.name,
            tuple(cells[r.player_id]),
            r.tournament_points,
            r.wins,
            r.spread,
            status(players[r.player_id]),
        )
        for r in rows_by
    )
    rr = state.system in (System.ROUND_ROBIN, System.DOUBLE_ROUND_ROBIN)
    return CrosstableData(_with_round(header, rounds or None), rounds, rows, rr)


def scorecards_data(
    state: TournamentState, header: ReportHeader, *, by_name: bool = True
) -> ScorecardsData:
    """Each player's rounds with opponent, scores and running wins and spread (byes count as a
    win by the conventional spread, domain.md §7)."""
    from figs_td.core.rules import bye_result

    bye = bye_result(state.settings)
    players = {p.id: p for p in state.players}
    per: dict[int, list[Game]] = {p.id: [] for p in state.players}
    for g in sorted(state.games, key=lambda g: g.round):
        for pid in g.players():
            per.setdefault(pid, []).append(g)
    from figs_td.reports.table import sort_key

    order = sorted(state.players, key=lambda p: sort_key(p.name) if by_name else (number(p), ""))
    cards = []
    missed = _absence_credit(state)
    for p in order:
        wins, spread = Fraction(0), 0
        lines = []
        played_rounds = {g.round for g in per[p.id]}
        events: list[Game | int] = [*per[p.id]]
        events += [r for r in p.absent_rounds if r <= state.last_round
                   and r not in played_rounds and p.is_entered_in(r)]  # fmt: skip
        events.sort(key=lambda e: e if isinstance(e, int) else e.round)
        for g in events:
            if isinstance(g, int):  # an announced absence: "ass." and the setting's credit
                won, diff = missed
                wins += won
                spread += diff
                letter = {"sconfitta": "S", "riposo": "V"}.get(state.absence_result, ABSENT_MARK)
                lines.append(ScorecardLine(
                    g, None, "assente", None, None, None, None, letter, wins, spread
                ))  # fmt: skip
                continue
            if g.second is None or g.kind is GameKind.BYE:
                wins += 1
                spread += bye.spread[0]
                lines.append(
                    ScorecardLine(
                        g.round,
                        g.table,
                        "riposo",
                        None,
                        None,
                        bye.scores[0],
                        None,
                        "R",
                        wins,
                        spread,
                    )
                )
                continue
            first = g.first == p.id
            opp = players[g.second if first else g.first]
            mine, theirs = (
                (g.score_first, g.score_second) if first else (g.score_second, g.score_first)
            )
            out = g.outcome()
            letter = ""
            mark = KIND_MARKS.get(str(g.kind), "")
            played = g.kind in (GameKind.NORMAL, GameKind.TIME_LOSS)
            if out is not None:
                o = out[0] if first else out[1]
                letter = _result_letter(o)
                wins += o
                if g.kind is not GameKind.DOUBLE_FORFEIT:
                    diff, cap = (mine or 0) - (theirs or 0), state.settings.cap_for(g.round)
                    spread += max(-cap, min(cap, diff)) if cap else diff  # capped (issue 16)
                else:
                    letter = "S"
            lines.append(
                ScorecardLine(
                    g.round,
                    g.table,
                    opp.name,
                    number(opp),
                    first if played else None,
                    mine,
                    theirs,
                    letter,
                    wins,
                    spread,
                    mark,
                )
            )
        cards.append(Scorecard(number(p), p.name, p.club, tuple(lines), status(p)))
    return ScorecardsData(_with_round(header, state.last_round or None), tuple(cards))


#: How the documents mark a round a player announced he would miss (players absent).
ABSENT_MARK = "ass."


def _absence_credit(state: TournamentState) -> tuple[Fraction, int]:
    """(wins, spread) a missed round adds under the tournament's setting (core/absences.py)."""
    from figs_td.core.rules import bye_result

    if state.absence_result == "sconfitta":
        return Fraction(0), -state.settings.forfeit_spread
    if state.absence_result == "riposo":
        return Fraction(1), bye_result(state.settings).spread[0]
    return Fraction(0), 0


def scoresheets_data(
    state: TournamentState, header: ReportHeader, round_no: int
) -> ScoresheetsData:
    """Blank scoresheets of ``round_no`` (byes have none)."""
    sheets = []
    for g in _round_games(state, round_no):
        if g.second is None:
            continue
        a, b = state.player(g.first), state.player(g.second)
        sheets.append(ScoresheetBlank(g.table, a.name, b.name, number(a), number(b)))
    return ScoresheetsData(_with_round(header, round_no), tuple(sheets))


def words23_data(
    words: Iterable[str],
    header: ReportHeader,
    *,
    copies: int = 1,
    lexicon: str = "",
    round_no: int | None = None,
    tables: Sequence[str] = (),
) -> WordListData:
    """The 2- and 3-letter words of any iterable of words (accents folded, case ignored)."""
    from figs_td.reports.table import sort_key

    short = {sort_key(w.strip())[0].upper() for w in words if 2 <= len(w.strip()) <= 3}
    short = {w for w in short if w.isalpha() and len(w) in (2, 3)}
    if not short:
        raise InputError("il lessico non contiene parole di 2 o 3 lettere")
    return WordListData(
        _with_round(header, round_no),
        tuple(sorted(short)),
        max(1, copies if not tables else len(tables)),
        lexicon,
        tuple(tables),
    )


def entitled_tables(
    state: TournamentState, round_no: int, threshold: int | None
) -> tuple[str, ...]:
    """The tables of ``round_no`` with a player entitled to the word tables (rating at or below
    ``threshold``, domain.md §7), as page labels "Tavolo 5 – Rossi Mario *, Bianchi Lucia"."""
    from figs_td.core.lexicon.word_tables import WORD_LIST_MARK

    out = []
    for g in _round_games(state, round_no):
        if g.second is None:
            continue
        a, b = state.player(g.first), state.player(g.second)
        marks = [may_consult_word_lists(p.rating, threshold) for p in (a, b)]
        if any(marks):
            names = ", ".join(
                f"{p.name} {WORD_LIST_MARK}" if m else p.name
                for p, m in zip((a, b), marks, strict=True)
            )
            out.append(f"Tavolo {g.table} – {names}" if g.table is not None else names)
    return tuple(out)


#: Game kinds as the federation files write them (Italian).
KIND_NAMES = {
    GameKind.NORMAL: "normale",
    GameKind.BYE: "riposo",
    GameKind.FORFEIT: "a tavolino",
    GameKind.DOUBLE_FORFEIT: "doppia assenza",
    GameKind.TIME_LOSS: "sconfitta per tempo",
}


def federation_data(
    state: TournamentState,
    header: ReportHeader,
    *,
    tiebreaks: str | Sequence[str] = "FIGS",
    rows: Sequence[StandingRow] | None = None,
) -> FederationData:
    """Final standings and every game, players identified by federation id (tessera).

    One rule for byes in both files: the bye is a win with the conventional score
    (``bye_spread``, +50 by default), written as the points of the player with the bye in the
    games file and counted in the points scored of the standings file. Game kinds in Italian;
    each player's status (attivo / ritirato dal turno N / iscritto dal turno N). ``rows``: the
    standings as the services place them (a knockout's or phased event's final placing); the
    position written is the placing where there is one, else the rank."""
    from figs_td.core.rules import bye_result

    bye = bye_result(state.settings)
    players = {p.id: p for p in state.players}
    standings = tuple(
        FederationStanding(
            r.final_place,
            players[r.player_id].federation_id,
            r.name,
            players[r.player_id].club,
            r.games,
            r.wins,
            r.tournament_points,
            r.spread,
            r.points,
            r.buchholz,
            status(players[r.player_id]) or "attivo",
        )
        for r in (rows if rows is not None else compute_standings(state, tiebreaks=tiebreaks))
    )
    games = []
    for g in sorted(state.games, key=lambda g: (g.round, *_table_order(g))):
        a = players[g.first]
        b = players[g.second] if g.second is not None else None
        is_bye = b is None or g.kind is GameKind.BYE
        games.append(
            FederationGame(
                g.round,
                g.table,
                a.federation_id,
                a.name,
                bye.scores[0] if is_bye else g.score_first,
                b.federation_id if b else "",
                b.name if b else "",
                None if is_bye else g.score_second,
                KIND_NAMES[GameKind.BYE if is_bye else g.kind],
            )
        )
    return FederationData(_with_round(header, state.last_round or None), standings, tuple(games))
