"""The federation's archive (archivio): the use cases the CLI, the window and the site call.

Each action is one transaction of the archive's store; the core decides (fingerprints, proposals,
ranking, rating). See docs/notes/archive.md for the decisions.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from figs_td.core.archive import (
    ArchiveEvent,
    Proposal,
    StoredPlayer,
    check_event,
    propose_duplicates,
    resolve,
)
from figs_td.core.archive_ranking import (
    DEFAULT_RULES,
    ArchiveRankingRow,
    ArchiveResult,
    RankingRules,
    archive_ranking,
)
from figs_td.core.rating import (
    DEFAULT_PARAMS,
    Change,
    RatedEvent,
    RatingParams,
    rate_event,
    rate_history,
)
from figs_td.errors import ConflictError, InputError

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore
    from figs_td.store.archive.tx import ArchiveTx, EventRow, PlayerRow, ResultRow

Progress = Callable[[int, int, str], None]

#: Categories of a new archive (the federation edits them: ``archive ARCHIVE categories``).
DEFAULT_CATEGORIES = {
    "campionato": "Campionato italiano",
    "nazionale": "Torneo nazionale",
    "open": "Open",
    "club": "Torneo di club",
}
RATING_LABEL = "Rating non ufficiale (formula logistica NASPA, non quello della federazione)"


def open_archive(target: str, *, create: bool = False) -> ArchiveStore:
    """Open an archive; a new one gets the default categories and rules."""
    from figs_td.store.archive import open_archive as _open

    store = _open(target, create=create)
    if create:
        with store.read() as tx:
            fresh = not tx.settings()
        if fresh:
            with store.transaction(actor="figs-td") as tx:
                if not tx.settings():
                    tx.put_setting("ranking", DEFAULT_RULES.to_json(), None)
                    tx.put_setting("rating", DEFAULT_PARAMS.to_json(), None)
                    for code, name in DEFAULT_CATEGORIES.items():
                        tx.put_category(code, name)
    return store


# ---------------------------------------------------------------------------------------------
# Settings


def rules_of(tx: ArchiveTx) -> tuple[RankingRules, RatingParams]:
    s = tx.settings()
    try:
        rules = RankingRules.from_json(s["ranking"][0]) if "ranking" in s else DEFAULT_RULES
        params = RatingParams.from_json(s["rating"][0]) if "rating" in s else DEFAULT_PARAMS
    except ValueError as exc:
        raise InputError(str(exc)) from None
    return rules, params


def settings_json(store: ArchiveStore) -> dict[str, Any]:
    with store.read() as tx:
        s = tx.settings()
        cats = tx.categories()
    rules, params = (
        s.get("ranking", (DEFAULT_RULES.to_json(), 0)),
        s.get("rating", (DEFAULT_PARAMS.to_json(), 0)),
    )
    return {
        "ranking": rules[0],
        "ranking_version": rules[1],
        "rating": params[0],
        "rating_version": params[1],
        "categories": cats,
    }


def update_settings(
    store: ArchiveStore, data: dict[str, Any], *, actor: str = ""
) -> dict[str, Any]:
    """Replace the rules (keys ``ranking``, ``rating``, ``categories``; ``*_version``: the
    version the caller saw, checked). A changed rating rule re-rates the whole archive."""
    unknown = set(data) - {"ranking", "rating", "categories", "ranking_version", "rating_version"}
    if unknown:
        raise InputError(f"impostazioni sconosciute: {', '.join(sorted(unknown))}")
    try:
        rules = RankingRules.from_json(data["ranking"]) if "ranking" in data else None
        params = RatingParams.from_json(data["rating"]) if "rating" in data else None
    except ValueError as exc:
        raise InputError(str(exc)) from None
    cats = data.get("categories")
    if cats is not None and (not isinstance(cats, dict) or len(cats) > 100):
        raise InputError("categorie: atteso un oggetto codice → nome (al massimo 100)")
    store.backup("impostazioni")
    with store.transaction(actor=actor) as tx:
        if rules is not None:
            tx.put_setting("ranking", rules.to_json(), data.get("ranking_version"))
        if params is not None:
            tx.put_setting("rating", params.to_json(), data.get("rating_version"))
            _rebuild_ratings(tx, params)
        for code, name in (cats or {}).items():
            code_s = str(code).strip().lower()[:40]
            if not code_s or not str(name).strip():
                raise InputError("categorie: codice e nome non possono essere vuoti")
            tx.put_category(code_s, str(name).strip()[:200])
    return settings_json(store)


# ---------------------------------------------------------------------------------------------
# Adding events


@dataclass(frozen=True)
class AddedEvent:
    source: str
    event_id: int
    name: str
    date: dt.date
    category: str
    players: int
    games: int
    new_players: int
    replaced: int | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "event_id": self.event_id,
            "name": self.name,
            "date": self.date.isoformat(),
            "category": self.category,
            "players": self.players,
            "games": self.games,
            "new_players": self.new_players,
            "replaced": self.replaced,
        }


def add_event(
    store: ArchiveStore, event: ArchiveEvent, *, replace: bool = False, actor: str = ""
) -> AddedEvent:
    """Store one finished event in one transaction. The same event (by content, or the same
    date and field) is refused unless ``replace``: then the stored one is kept in the history,
    marked as replaced by the new one (backup first)."""
    problems = check_event(event)
    if problems:
        raise InputError(f"'{event.source}': {'; '.join(problems)}")
    content, field_fp = event.content_fingerprint(), event.field_fingerprint()
    if replace:
        with store.read() as tx:
            replacing = tx.find_event(content, field_fp) is not None
        if replacing:
            store.backup("sostituzione")
    with store.transaction(actor=actor) as tx:
        cats = tx.categories()
        if event.category not in cats:
            raise InputError(
                f"categoria '{event.category}' sconosciuta (categorie dell'archivio: "
                f"{', '.join(sorted(cats)) or 'nessuna'})"
            )
        same = tx.find_event(content, field_fp)
        if same is not None and not replace:
            raise InputError(
                f"'{event.source}': l'evento è già nell'archivio (evento {same.id}, "
                f"'{same.name}' del {same.day:%d/%m/%Y}, da '{same.source}'): usare --replace "
                "per sostituirlo"
            )
        matched = [tx.match_player(x, event.date) for x in event.lines]
        ids = [i for i, _new in matched]
        if len(set(ids)) != len(ids):
            raise InputError(
                f"'{event.source}': lo stesso giocatore compare due volte nella classifica"
            )
        last = tx.last_day()
        eid = tx.insert_event(event, ids)
        if same is not None:
            tx.replace_event(same.id, eid, same.version)
        _, params = rules_of(tx)
        if same is None and (last is None or event.date >= last):
            _rate_new_event(tx, eid, event, ids, params)
        else:  # an event in the past, or a replacement: every later rating may change
            _rebuild_ratings(tx, params)
        new_players = sum(1 for _i, new in matched if new)
        tx.audit(
            "event.replace" if same else "event.add",
            "event",
            str(eid),
            {"replaced": same.id} if same else None,
            {"name": event.name, "date": event.date.isoformat(), "source": event.source,
             "players": len(event.lines), "games": len(event.games)},
        )  # fmt: skip
    return AddedEvent(
        event.source, eid, event.name, event.date, event.category, len(event.lines),
        len(event.games), new_players, same.id if same else None,
    )  # fmt: skip


def add_sources(
    store: ArchiveStore,
    sources: Sequence[str],
    *,
    category: str,
    date: dt.date | None = None,
    place: str | None = None,
    name: str | None = None,
    replace: bool = False,
    actor: str = "",
    progress: Progress | None = None,
) -> list[AddedEvent]:
    """``archive ARCHIVE add FILE|URL…``: every source read and checked before the first is
    stored; each event is then its own transaction."""
    from figs_td.services.archive_sources import EventDetails, read_event

    details = EventDetails(category.strip().lower(), date, place, name)
    events = [read_event(s, details) for s in sources]
    out = []
    for i, ev in enumerate(events, start=1):
        out.append(add_event(store, ev, replace=replace, actor=actor))
        if progress:
            progress(i, len(events), "eventi archiviati")
    return out


# ---------------------------------------------------------------------------------------------
# Rating


def _rate_new_event(
    tx: ArchiveTx, eid: int, event: ArchiveEvent, ids: Sequence[int], params: RatingParams
) -> None:
    merged = tx.merged_map()
    root = [resolve(merged, i) for i in ids]
    state = tx.rating_state(set(root))
    ratings = {p: r for p, (r, _g) in state.items() if r is not None}
    played = {p: g for p, (_r, g) in state.items()}
    start = {root[x.index]: float(x.rating) for x in event.lines if x.rating}
    games = [(root[g.first], root[g.second], g.score_first, g.score_second) for g in event.games]
    changes = rate_event(ratings, played, games, params, start=start)
    tx.save_ratings(eid, changes)
    tx.set_player_ratings({p: (c.after, c.games_before + c.games) for p, c in changes.items()})


def _rebuild_ratings(tx: ArchiveTx, params: RatingParams) -> None:
    """Every active event rated again from the first (after a merge, a replacement, an event
    added in the past, new parameters)."""
    merged = tx.merged_map()
    starts = tx.start_ratings()
    order = [e.id for e in tx.events()]

    def events() -> Any:
        current: int | None = None
        games: list[tuple[int, int, int, int]] = []
        games_by_event: dict[int, list[tuple[int, int, int, int]]] = {}
        for eid, a, b, sa, sb in tx.rating_games():
            if eid != current and current is not None:
                games_by_event[current] = games
                games = []
            current = eid
            games.append((resolve(merged, a), resolve(merged, b), sa, sb))
        if current is not None:
            games_by_event[current] = games
        for eid in order:
            start = {resolve(merged, p): float(r) for p, r in starts.get(eid, {}).items()}
            yield RatedEvent(eid, games_by_event.get(eid, []), start)

    by_event, ratings, played = rate_history(events(), params)
    tx.clear_ratings()
    for eid, changes in by_event.items():
        tx.save_ratings(eid, changes)
    tx.set_player_ratings({p: (r, played[p]) for p, r in ratings.items()})


def rerate_all(store: ArchiveStore, *, actor: str = "") -> None:
    """Rate every event again from the first (what a merge or a new parameter does)."""
    with store.transaction(actor=actor) as tx:
        _rebuild_ratings(tx, rules_of(tx)[1])
        tx.audit("rating.rebuild", "rating", "*")


@dataclass(frozen=True)
class RatingRow:
    rank: int
    player_id: int
    name: str
    club: str
    federation_id: str
    rating: int
    games: int


def rating_list(store: ArchiveStore) -> list[RatingRow]:
    """The current unofficial rating of every rated player, best first."""
    with store.read() as tx:
        rows = tx.current_ratings()
    rows.sort(key=lambda p: (-(p.rating or 0), p.name))
    out: list[RatingRow] = []
    prev, rank = None, 0
    for i, p in enumerate(rows, start=1):
        r = round(p.rating or 0)
        if r != prev:
            rank, prev = i, r
        out.append(RatingRow(rank, p.id, p.name, p.club, p.federation_id, r, p.rated_games))
    return out


# ---------------------------------------------------------------------------------------------
# Players: duplicates, merges, history


def duplicates(store: ArchiveStore) -> list[Proposal]:
    with store.read() as tx:
        players = tx.players(roots_only=True)
    return propose_duplicates(
        StoredPlayer(p.id, p.name, p.club, p.federation_id, p.events) for p in players
    )


def players(store: ArchiveStore) -> list[PlayerRow]:
    with store.read() as tx:
        return tx.players()


def _need_player(tx: ArchiveTx, pid: int) -> PlayerRow:
    p = tx.player(pid)
    if p is None:
        raise InputError(f"il giocatore {pid} non esiste nell'archivio")
    return p


def merge(store: ArchiveStore, kept: int, merged: int, *, actor: str = "",
          versions: tuple[int, int] | None = None) -> int:  # fmt: skip
    """``merge A B``: B is the same person as A (B's results count for A from now on).
    Audited and reversible (:func:`unmerge`); refused for two different tessere, a player
    already merged, or one merged with himself. ``versions``: what the caller saw (A, B)."""
    if kept == merged:
        raise InputError("un giocatore non si unisce a sé stesso")
    store.backup("unione")
    with store.transaction(actor=actor) as tx:
        a, b = _need_player(tx, kept), _need_player(tx, merged)
        if versions is not None and (a.version, b.version) != versions:
            raise ConflictError(
                "i giocatori sono stati modificati nel frattempo da un'altra postazione: ricaricare"
            )
        for p in (a, b):
            if p.merged_into is not None:
                raise InputError(
                    f"il giocatore {p.id} ({p.name}) è già unito al giocatore {p.merged_into}"
                )
        if a.federation_id and b.federation_id and a.federation_id != b.federation_id:
            raise InputError(
                f"'{a.name}' (tessera {a.federation_id}) e '{b.name}' (tessera {b.federation_id}) "
                "hanno tessere diverse: sono due persone"
            )
        tx.set_merged(b.id, a.id, b.version)
        mid = tx.add_merge(a.id, b.id)
        tx.audit("player.merge", "player", str(b.id), {"merged_into": None},
                 {"merged_into": a.id, "merge": mid, "kept": a.name, "merged": b.name})  # fmt: skip
        _, params = rules_of(tx)
        _rebuild_ratings(tx, params)
    return mid


def unmerge(store: ArchiveStore, merged: int, *, actor: str = "") -> int:
    """Undo the merge of ``merged`` (its results count for it alone again)."""
    store.backup("separazione")
    with store.transaction(actor=actor) as tx:
        b = _need_player(tx, merged)
        open_merge = tx.open_merge(b.id)
        if b.merged_into is None or open_merge is None:
            raise InputError(f"il giocatore {b.id} ({b.name}) non è unito a nessuno")
        tx.set_merged(b.id, None, b.version)
        tx.undo_merge(open_merge.id)
        tx.audit("player.unmerge", "player", str(b.id), {"merged_into": b.merged_into, "merge": open_merge.id},
                 {"merged_into": None})  # fmt: skip
        _, params = rules_of(tx)
        _rebuild_ratings(tx, params)
    return b.merged_into


@dataclass(frozen=True)
class PlayerHistory:
    player: PlayerRow
    ids: tuple[int, ...]  # the stored ids counted as this player (merged ones included)
    results: tuple[ResultRow, ...]
    ratings: tuple[tuple[int, str, dt.date, Change], ...]
    merged: tuple[PlayerRow, ...] = field(default=())


def player_history(store: ArchiveStore, pid: int) -> PlayerHistory:
    """A player's events (with club and place of each) and rating curve, merges followed."""
    with store.read() as tx:
        p = _need_player(tx, pid)
        merged = tx.merged_map()
        root = resolve(merged, pid)
        if root != pid:
            p = _need_player(tx, root)
        ids = {root} | {i for i in merged if resolve(merged, i) == root}
        results = tx.results_of_players(sorted(ids))
        ratings = tx.ratings_of(root)
        others = tuple(_need_player(tx, i) for i in sorted(ids - {root}))
    p = replace(p, events=len(results))
    return PlayerHistory(p, tuple(sorted(ids)), tuple(results), tuple(ratings), others)


# ---------------------------------------------------------------------------------------------
# Ranking


def ranking(store: ArchiveStore, as_of: dt.date) -> list[ArchiveRankingRow]:
    """The national ranking on ``as_of`` with the archive's rules."""
    from figs_td.core.ranking import months_before

    with store.read() as tx:
        rules, _ = rules_of(tx)
        merged = tx.merged_map()
        rows = tx.results_between(months_before(as_of, rules.window_months), as_of)
    results = [
        ArchiveResult(
            resolve(merged, r.player_id),
            r.name,
            r.event_id,
            r.event,
            r.day,
            r.category,
            r.field_size,
            r.place,
            r.federation_id,
            r.club,
        )  # fmt: skip
        for r in rows
    ]
    return archive_ranking(results, as_of, rules)


def ranking_json(rows: Sequence[ArchiveRankingRow], as_of: dt.date) -> dict[str, Any]:
    return {
        "as_of": as_of.isoformat(),
        "rows": [
            {
                "rank": r.rank,
                "player_id": r.player_id,
                "federation_id": r.federation_id,
                "name": r.name,
                "club": r.club,
                "points": r.points,
                "counted": r.counted,
                "tournaments": r.tournaments,
                "results": [
                    {
                        "event_id": x.event_id,
                        "tournament": x.event,
                        "date": x.date.isoformat(),
                        "category": x.category,
                        "place": x.place,
                        "points": x.points,
                        "counted": x.counted,
                        "why": x.why,
                    }
                    for x in r.results
                ],
            }
            for r in rows
        ],
    }


def events(store: ArchiveStore, *, with_replaced: bool = False) -> list[EventRow]:
    with store.read() as tx:
        return tx.events(with_replaced=with_replaced)


def audit_log(store: ArchiveStore, limit: int = 200) -> list[dict[str, Any]]:
    with store.read() as tx:
        return tx.audit_entries(limit)


def write_ranking(rows: Sequence[ArchiveRankingRow], as_of: dt.date, out: str) -> str:
    """The archive's ranking as ``.xlsx`` or ``.pdf`` (by the suffix), written atomically."""
    from pathlib import Path

    from figs_td.atomic import atomic_output
    from figs_td.reports.data import ReportHeader
    from figs_td.reports.table import Column, Sheet

    suffix = Path(out).suffix.lower()
    if suffix not in (".xlsx", ".pdf"):
        raise InputError(f"la classifica si esporta in .xlsx o .pdf, non '{Path(out).name}'")
    cols = [
        Column("Pos.", 1, "int"),
        Column("Tessera", 1.5),
        Column("Giocatore", 5),
        Column("Circolo", 3),
        Column("Punti", 1.2, "int"),
        Column("Contati", 1.2, "int"),
        Column("Tornei", 1.2, "int"),
        Column("Risultati (tra parentesi quelli non contati)", 10),
    ]
    body = []
    for r in rows:
        detail = "; ".join(
            (f"{x.event} {x.date:%d/%m/%Y} {x.place}° {x.points}" if x.counted
             else f"({x.event} {x.date:%d/%m/%Y} {x.place}° {x.points}: {x.why})")
            for x in r.results
        )  # fmt: skip
        body.append(
            [r.rank, r.federation_id, r.name, r.club, r.points, r.counted, r.tournaments, detail]
        )
    title = f"Classifica federale al {as_of:%d/%m/%Y}"
    sheet = Sheet(title, cols, body)
    header = ReportHeader("Classifica federale", "", as_of)
    with atomic_output(out, keep_suffix=True) as tmp:
        if suffix == ".xlsx":
            from figs_td.reports.xlsx import write_workbook

            write_workbook(tmp, header, [sheet])
        else:
            from figs_td.reports.pdf import sheet_pdf

            sheet_pdf(tmp, header, sheet)
    return out
