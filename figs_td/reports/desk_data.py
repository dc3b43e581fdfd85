"""Prepared data of the start list and the statistics (pure functions of a
:class:`~figs_td.core.model.TournamentState`, like :mod:`prepare`)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from figs_td.core.model import Game, GameKind, TournamentState
from figs_td.core.standings.table import seed_order
from figs_td.errors import InputError
from figs_td.reports.data import (
    ReportHeader,
    RoundStats,
    StartListData,
    StartListLine,
    StatisticsData,
    StatRecord,
)
from figs_td.reports.prepare import number, status


def start_list_data(
    state: TournamentState,
    header: ReportHeader,
    fees: dict[int, tuple[int, int]] | None = None,
) -> StartListData:
    """Every registered player in seed order (rating, then registration order): seed, number,
    name, club, rating, tessera and status (attivo / ritirato dal turno N / iscritto dal turno N);
    with ``fees`` (player id → due and paid cents) each player's fee too."""
    fee_of = fees or {}
    rows = tuple(
        StartListLine(
            i,
            number(p),
            p.name,
            p.club,
            p.rating,
            p.federation_id,
            status(p) or "attivo",
            *fee_of.get(p.id, (0, 0)),
        )
        for i, p in enumerate(seed_order(state.players), start=1)
    )
    if not rows:
        raise InputError("il torneo non ha giocatori iscritti")
    return StartListData(header.with_round(None), rows, fees=bool(fees))


def _played(state: TournamentState, up_to: int | None) -> list[Game]:
    """Games played over the board with both scores (forfeits, byes and time losses are left
    out: their scores are conventional)."""
    return [
        g
        for g in state.games
        if g.kind is GameKind.NORMAL
        and g.second is not None
        and g.score_first is not None
        and g.score_second is not None
        and (up_to is None or g.round <= up_to)
    ]


#: Holders of a tied record listed by name; the others are counted ("e altri 29").
TIED_SHOWN = 3


def statistics_data(
    state: TournamentState, header: ReportHeader, up_to: int | None = None
) -> StatisticsData:
    """Records of the games played over the board (up to round ``up_to``): highest game,
    highest losing score, highest combined score, biggest win, lowest winning score, most games
    started (who moved first most often), and per-round averages. Ties: the first
    :data:`TIED_SHOWN` holders, then one line "e altri N"."""
    games = sorted(_played(state, up_to), key=lambda g: (g.round, g.table or 0))
    if not games:
        raise InputError("nessuna partita giocata: niente statistiche")
    name = {p.id: p.name for p in state.players}

    def where(g: Game) -> str:
        table = f", tavolo {g.table}" if g.table is not None else ""
        return f"turno {g.round}{table}"

    sides = []  # (score, opp score, player, opponent, game)
    for g in games:
        assert g.second is not None and g.score_first is not None and g.score_second is not None
        sides.append((g.score_first, g.score_second, g.first, g.second, g))
        sides.append((g.score_second, g.score_first, g.second, g.first, g))
    records: list[StatRecord] = []

    def add(label: str, items: list[tuple[int, str, str]], best: int) -> None:
        held = [(value, who, detail) for value, who, detail in items if value == best]
        for value, who, detail in held[:TIED_SHOWN]:
            records.append(StatRecord(label, value, who, detail))
        if len(held) > TIED_SHOWN:
            records.append(StatRecord(label, best, f"e altri {len(held) - TIED_SHOWN}", ""))

    def side_items(pick: Sequence[tuple[int, int, int, int, Game]]) -> list[tuple[int, str, str]]:
        return [
            (s, name[p], f"{where(g)}, contro {name[o]} ({s}-{os_})") for s, os_, p, o, g in pick
        ]

    high = max(s for s, *_ in sides)
    add("Punteggio più alto", side_items(sides), high)
    losers = [x for x in sides if x[0] < x[1]]
    if losers:
        add("Punteggio più alto in una sconfitta", side_items(losers), max(x[0] for x in losers))
    combined = [
        (g.score_first + g.score_second, f"{name[g.first]} – {name[g.second]}",
         f"{where(g)} ({g.score_first}-{g.score_second})")
        for g in games
        if g.second is not None and g.score_first is not None and g.score_second is not None
    ]  # fmt: skip
    add("Somma dei punteggi più alta", combined, max(c[0] for c in combined))
    winners = [x for x in sides if x[0] > x[1]]
    if winners:
        margins = [
            (s - os_, name[p], f"{where(g)}, contro {name[o]} ({s}-{os_})")
            for s, os_, p, o, g in winners
        ]
        add("Vittoria più larga", margins, max(m[0] for m in margins))
        add("Punteggio più basso in una vittoria", side_items(winners), min(x[0] for x in winners))
    firsts: dict[int, int] = {}
    for g in games:
        firsts[g.first] = firsts.get(g.first, 0) + 1
    most = max(firsts.values())
    add(
        "Più partite iniziate",
        [
            (firsts[pid], name[pid], f"su {_count(state, pid)}")
            for pid in sorted(firsts, key=lambda p: name[p])
        ],
        most,
    )
    rounds = []
    for r in sorted({g.round for g in games}):
        these = [g for g in games if g.round == r]
        scores = [s for g in these for s in (g.score_first or 0, g.score_second or 0)]
        rounds.append(
            RoundStats(
                r,
                len(these),
                Fraction(sum(scores), len(scores)),
                Fraction(sum(scores), len(these)),
                max(scores),
            )
        )
    last = up_to if up_to is not None else state.last_round
    return StatisticsData(header.with_round(last or None), tuple(records), tuple(rounds))


def _count(state: TournamentState, pid: int) -> str:
    n = len([g for g in _played(state, None) if pid in g.players()])
    return f"{n} partite giocate"
