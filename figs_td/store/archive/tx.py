"""One transaction on the archive: the queries of every use case, returning plain records.

Each write checks what it read: a merge updates a player only at the version read
(``ConflictError`` otherwise), a setting only at the version the caller saw.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, bindparam, text

from figs_td.core.archive.events import ArchiveEvent, EventLine
from figs_td.core.archive.places import normalise_name
from figs_td.core.archive.rating import Change
from figs_td.errors import ConflictError
from figs_td.store.archive.records import (
    EventRow,
    MergeRow,
    PlayerRow,
    ResultRow,
    event_row,
    iso_day,
    result_row,
)

if TYPE_CHECKING:
    from figs_td.store.archive.members import ArchiveMembers


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


_PLAYER_COLS = "id, name, club, federation_id, merged_into, rating, rated_games, version"
_EVENT_COLS = (
    "id, name, day, place, category, players, rounds, games, source, added_at, actor, "
    "replaced_by, version"
)
_RESULT_SQL = (
    "SELECT r.event_id, e.name, e.day, e.category, e.players, r.player_id, r.place, r.name, "
    "r.club, r.federation_id, r.rating, r.games, r.wins FROM archive_result r "
    "JOIN archive_event e ON e.id = r.event_id WHERE e.replaced_by IS NULL"
)


class ArchiveTx:
    def __init__(self, conn: Connection, *, actor: str, write: bool) -> None:
        self.conn = conn
        self.actor = actor or "cli"
        self.write = write

    def _x(
        self, sql: str, params: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None
    ) -> Any:
        return (
            self.conn.execute(text(sql), params)
            if params is not None
            else self.conn.execute(text(sql))
        )

    @functools.cached_property
    def members(self) -> ArchiveMembers:
        """The federation's member list (issue 42 §3): :mod:`.members`."""
        from figs_td.store.archive.members import ArchiveMembers

        return ArchiveMembers(self)

    def _need_write(self) -> None:
        if not self.write:
            raise RuntimeError("scrittura in una transazione di sola lettura")

    def _update_read(self, sql: str, params: Mapping[str, Any], refusal: ConflictError) -> None:
        """An UPDATE guarded by the version read (``sql`` changes one row only at it): raises
        ``refusal`` when another desk changed the row since."""
        self._need_write()
        if self._x(sql, params).rowcount != 1:
            raise refusal

    # -- audit ------------------------------------------------------------------------------
    def audit(self, action: str, entity: str, key: str, old: Any = None, new: Any = None) -> None:
        self._need_write()
        self._x(
            "INSERT INTO archive_audit (at, actor, action, entity, entity_key, old, new) "
            "VALUES (:at, :actor, :action, :entity, :key, :old, :new)",
            {
                "at": _now(),
                "actor": self.actor,
                "action": action,
                "entity": entity,
                "key": key,
                "old": None if old is None else json.dumps(old, ensure_ascii=False),
                "new": None if new is None else json.dumps(new, ensure_ascii=False),
            },
        )

    def audit_entries(self, limit: int = 200) -> list[dict[str, Any]]:
        rows = self._x(
            "SELECT at, actor, action, entity, entity_key, old, new FROM archive_audit "
            "ORDER BY id DESC LIMIT :n",
            {"n": int(limit)},
        ).all()
        keys = ("at", "actor", "action", "entity", "key", "old", "new")
        out = []
        for r in rows:
            d = dict(zip(keys, r, strict=True))
            d["old"] = json.loads(d["old"]) if d["old"] else None
            d["new"] = json.loads(d["new"]) if d["new"] else None
            out.append(d)
        return out

    # -- settings and categories ------------------------------------------------------------
    def settings(self) -> dict[str, tuple[Any, int]]:
        rows = self._x("SELECT key, value, version FROM archive_setting").all()
        return {k: (json.loads(v), ver) for k, v, ver in rows}

    def put_setting(self, key: str, value: Any, expected_version: int | None) -> int:
        """Store a setting; refused when someone changed it since ``expected_version`` (0 or
        None: the setting must not exist yet / no check)."""
        self._need_write()
        data = json.dumps(value, ensure_ascii=False, sort_keys=True)
        cur = self._x(
            "SELECT value, version FROM archive_setting WHERE key = :k", {"k": key}
        ).first()
        if cur is None:
            if expected_version:
                raise ConflictError(f"l'impostazione '{key}' non esiste più: ricaricare")
            self._x(
                "INSERT INTO archive_setting (key, value, version, updated_at) VALUES (:k, :v, 1, :t)",
                {"k": key, "v": data, "t": _now()},
            )
            self.audit("setting.set", "setting", key, None, value)
            return 1
        if expected_version is not None and cur[1] != expected_version:
            raise ConflictError(
                f"l'impostazione '{key}' è stata modificata nel frattempo da un'altra postazione "
                f"(versione {cur[1]}, vista {expected_version}): ricaricare"
            )
        self._update_read(
            "UPDATE archive_setting SET value = :v, version = version + 1, updated_at = :t "
            "WHERE key = :k AND version = :ver",
            {"k": key, "v": data, "t": _now(), "ver": cur[1]},
            ConflictError(f"l'impostazione '{key}' è stata modificata nel frattempo"),
        )
        self.audit("setting.set", "setting", key, json.loads(cur[0]), value)
        return int(cur[1]) + 1

    def categories(self) -> dict[str, str]:
        return dict(self._x("SELECT code, name FROM archive_category ORDER BY code").all())

    def put_category(self, code: str, name: str) -> None:
        self._need_write()
        old = self._x("SELECT name FROM archive_category WHERE code = :c", {"c": code}).scalar()
        if old is None:
            self._x(
                "INSERT INTO archive_category (code, name, version) VALUES (:c, :n, 1)",
                {"c": code, "n": name},
            )
        elif old != name:
            self._x(
                "UPDATE archive_category SET name = :n, version = version + 1 WHERE code = :c",
                {"c": code, "n": name},
            )
        else:
            return
        self.audit("category.set", "category", code, old, name)

    # -- players ----------------------------------------------------------------------------
    def _player(self, r: Any, events: int = 0) -> PlayerRow:
        return PlayerRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], events)

    def player(self, pid: int) -> PlayerRow | None:
        r = self._x(f"SELECT {_PLAYER_COLS} FROM archive_player WHERE id = :i", {"i": pid}).first()
        return self._player(r) if r else None

    def players(self, *, roots_only: bool = False) -> list[PlayerRow]:
        """Stored players with their count of results in active events."""
        where = "WHERE merged_into IS NULL" if roots_only else ""
        rows = self._x(f"SELECT {_PLAYER_COLS} FROM archive_player {where} ORDER BY id").all()
        counts = dict(
            self._x("SELECT player_id, COUNT(*) FROM archive_result GROUP BY player_id").all()
        )
        for pid, n in self._x(
            "SELECT r.player_id, COUNT(*) FROM archive_result r JOIN archive_event e ON "
            "e.id = r.event_id WHERE e.replaced_by IS NOT NULL GROUP BY r.player_id"
        ):
            counts[pid] -= n
        return [self._player(r, counts.get(r[0], 0)) for r in rows]

    def merged_map(self) -> dict[int, int]:
        rows = self._x("SELECT id, merged_into FROM archive_player WHERE merged_into IS NOT NULL")
        return {a: b for a, b in rows}

    def match_players(self, lines: Sequence[EventLine], day: dt.date) -> list[tuple[int, bool]]:
        """The stored player of each line of an event: by tessera; without one, the player with
        the same name as written and the same club (exactly one; of several, the one stand-in
        without tessera when there is one); else a new player. Never by a
        folded or close name: those are proposals (``players --duplicates``). Returns (id,
        whether the player is new) per line. A few statements for the whole event."""
        self._need_write()
        fids = sorted({x.federation_id.strip() for x in lines if x.federation_id.strip()})
        folded = sorted({normalise_name(x.name) for x in lines if not x.federation_id.strip()})
        by_fid: dict[str, tuple[int, str]] = {}
        by_name: dict[tuple[str, str], list[tuple[int, str]]] = {}
        stand_ins: dict[tuple[str, str], tuple[int, str]] = {}  # the first without tessera
        if fids:
            stmt = text(
                "SELECT id, last_day, federation_id FROM archive_player WHERE federation_id IN :f "
                "ORDER BY id"
            ).bindparams(bindparam("f", expanding=True))
            for pid, last, fid in self.conn.execute(stmt, {"f": fids}):
                by_fid.setdefault(fid, (pid, last))
        if folded:
            stmt = text(
                "SELECT id, last_day, name, club, federation_id, merged_into FROM archive_player "
                "WHERE folded IN :f ORDER BY id"
            ).bindparams(bindparam("f", expanding=True))
            for pid, last, name, club, pfid, merged in self.conn.execute(stmt, {"f": folded}):
                by_name.setdefault((name, club), []).append((pid, last))
                if not pfid and merged is None:
                    stand_ins.setdefault((name, club), (pid, last))
        out: list[tuple[int, bool]] = []
        updates = []
        for x in lines:
            fid, name, club = x.federation_id.strip(), x.name.strip(), x.club.strip()
            if fid:
                found = by_fid.get(fid)
            else:
                same = by_name.get((name, club), [])
                # Homonym members at one club: the line is none of them for sure, so it goes to
                # the one stand-in (the first player of that name and club without tessera),
                # made once and reused by later events (issue 40 §3).
                found = same[0] if len(same) == 1 else stand_ins.get((name, club))
            if found is None:
                pid = self._x(
                    "INSERT INTO archive_player (name, folded, club, federation_id, merged_into, "
                    "rating, rated_games, last_day, version) VALUES (:n, :fo, :c, :f, NULL, NULL, "
                    "0, :d, 1) RETURNING id",
                    {
                        "n": name,
                        "fo": normalise_name(name),
                        "c": club,
                        "f": fid,
                        "d": day.isoformat(),
                    },
                ).scalar_one()
                out.append((int(pid), True))
                continue
            if day.isoformat() >= found[1]:  # the latest event gives the name and club shown
                updates.append({"n": name, "c": club, "d": day.isoformat(), "i": found[0]})
            out.append((int(found[0]), False))
        if updates:
            self._x(
                "UPDATE archive_player SET name = :n, club = :c, last_day = :d WHERE id = :i",
                updates,
            )
        return out

    def set_merged(self, merged: int, kept: int | None, version: int) -> None:
        """Point ``merged`` at ``kept`` (None: undo), only at the version read."""
        self._update_read(
            "UPDATE archive_player SET merged_into = :k, version = version + 1 "
            "WHERE id = :m AND version = :v",
            {"k": kept, "m": merged, "v": version},
            ConflictError(
                f"il giocatore {merged} è stato modificato nel frattempo da un'altra postazione: "
                "ricaricare e riprovare"
            ),
        )

    def add_merge(self, kept: int, merged: int) -> int:
        self._need_write()
        return int(
            self._x(
                "INSERT INTO archive_merge (kept_id, merged_id, at, actor) VALUES (:k, :m, :t, :a) "
                "RETURNING id",
                {"k": kept, "m": merged, "t": _now(), "a": self.actor},
            ).scalar_one()
        )

    def open_merge(self, merged: int) -> MergeRow | None:
        r = self._x(
            "SELECT id, kept_id, merged_id, at, actor, undone_at, undone_by FROM archive_merge "
            "WHERE merged_id = :m AND undone_at IS NULL ORDER BY id DESC LIMIT 1",
            {"m": merged},
        ).first()
        return MergeRow(*r) if r else None

    def undo_merge(self, merge_id: int) -> None:
        self._need_write()
        self._x(
            "UPDATE archive_merge SET undone_at = :t, undone_by = :a WHERE id = :i",
            {"t": _now(), "a": self.actor, "i": merge_id},
        )

    # -- events -----------------------------------------------------------------------------
    def find_event(self, content_fp: str, field_fp: str) -> EventRow | None:
        r = self._x(
            f"SELECT {_EVENT_COLS} FROM archive_event WHERE replaced_by IS NULL AND "
            "(content_fp = :c OR field_fp = :f) ORDER BY id LIMIT 1",
            {"c": content_fp, "f": field_fp},
        ).first()
        return event_row(r) if r else None

    def event(self, event_id: int) -> EventRow | None:
        r = self._x(
            f"SELECT {_EVENT_COLS} FROM archive_event WHERE id = :i", {"i": event_id}
        ).first()
        return event_row(r) if r else None

    def events(
        self, *, with_replaced: bool = False, since: dt.date | None = None
    ) -> list[EventRow]:
        conds = ([] if with_replaced else ["replaced_by IS NULL"]) + (
            ["day >= :d"] if since else []
        )
        where = f"WHERE {' AND '.join(conds)}" if conds else ""
        params = {"d": since.isoformat()} if since else {}
        rows = self._x(
            f"SELECT {_EVENT_COLS} FROM archive_event {where} ORDER BY day, id", params
        ).all()
        return [event_row(r) for r in rows]

    def last_day(self) -> dt.date | None:
        d = self._x("SELECT MAX(day) FROM archive_event WHERE replaced_by IS NULL").scalar()
        return dt.date.fromisoformat(d) if d else None

    def insert_event(self, ev: ArchiveEvent, player_ids: Sequence[int]) -> int:
        self._need_write()
        eid = int(
            self._x(
                "INSERT INTO archive_event (name, day, place, category, content_fp, field_fp, source, "
                "players, rounds, games, added_at, actor, replaced_by, version) VALUES (:n, :d, :p, "
                ":c, :cf, :ff, :s, :np, :nr, :ng, :t, :a, NULL, 1) RETURNING id",
                {
                    "n": ev.name,
                    "d": ev.date.isoformat(),
                    "p": ev.place,
                    "c": ev.category,
                    "cf": ev.content_fingerprint(),
                    "ff": ev.field_fingerprint(),
                    "s": ev.source,
                    "np": len(ev.lines),
                    "nr": ev.rounds,
                    "ng": len(ev.games),
                    "t": _now(),
                    "a": self.actor,
                },
            ).scalar_one()
        )
        self._x(
            "INSERT INTO archive_result (event_id, player_id, line, place, name, club, federation_id, "
            "rating, games, wins) VALUES (:e, :p, :l, :pl, :n, :c, :f, :r, :g, :w)",
            [
                {
                    "e": eid,
                    "p": player_ids[x.index],
                    "l": x.index,
                    "pl": x.place,
                    "n": x.name.strip(),
                    "c": x.club.strip(),
                    "f": x.federation_id.strip(),
                    "r": x.rating,
                    "g": x.games,
                    "w": x.wins,
                }
                for x in ev.lines
            ],
        )
        if ev.games:
            self._x(
                "INSERT INTO archive_game (event_id, round, first_id, second_id, score_first, "
                "score_second) VALUES (:e, :r, :a, :b, :sa, :sb)",
                [
                    {
                        "e": eid,
                        "r": g.round,
                        "a": player_ids[g.first],
                        "b": player_ids[g.second],
                        "sa": g.score_first,
                        "sb": g.score_second,
                    }
                    for g in ev.games
                ],
            )
        return eid

    def replace_event(self, old_id: int, new_id: int, version: int) -> None:
        self._update_read(
            "UPDATE archive_event SET replaced_by = :n, version = version + 1 "
            "WHERE id = :o AND version = :v AND replaced_by IS NULL",
            {"n": new_id, "o": old_id, "v": version},
            ConflictError(
                f"l'evento {old_id} è stato sostituito nel frattempo da un'altra postazione"
            ),
        )

    # -- results ----------------------------------------------------------------------------
    def ranking_rows(self, start: dt.date, end: dt.date) -> list[tuple[Any, ...]]:
        """(player, name, event id, event, date, category, field size, place, tessera, club)
        of the active events with ``start < day <= end`` — what the ranking needs, no more."""
        rows = self._x(
            "SELECT r.player_id, r.name, e.id, e.name, e.day, e.category, e.players, r.place, "
            "r.federation_id, r.club FROM archive_event e JOIN archive_result r ON "
            "r.event_id = e.id WHERE e.replaced_by IS NULL AND e.day > :s AND e.day <= :e",
            {"s": start.isoformat(), "e": end.isoformat()},
        )
        days = {d: iso_day(d) for (d,) in self._x(
            "SELECT DISTINCT day FROM archive_event WHERE day > :s AND day <= :e",
            {"s": start.isoformat(), "e": end.isoformat()},
        )}  # a few hundred days for tens of thousands of rows  # fmt: skip
        return [(r[0], r[1], r[2], r[3], days[r[4]], r[5], r[6], r[7], r[8], r[9])
                for r in rows.fetchall()]  # fmt: skip

    def federation_ids(self, ids: Iterable[int]) -> dict[int, str]:
        """The tessera of each player record in ``ids`` that has one."""
        wanted = sorted(set(ids))
        if not wanted:
            return {}
        stmt = text(
            "SELECT id, federation_id FROM archive_player WHERE id IN :ids AND federation_id <> ''"
        ).bindparams(bindparam("ids", expanding=True))
        return {int(i): str(f) for i, f in self.conn.execute(stmt, {"ids": wanted})}

    def results_of_players(self, ids: Iterable[int]) -> list[ResultRow]:
        stmt = text(_RESULT_SQL + " AND r.player_id IN :ids ORDER BY e.day, e.id").bindparams(
            bindparam("ids", expanding=True)
        )
        return [result_row(r) for r in self.conn.execute(stmt, {"ids": list(ids)})]

    def results_of_event(self, event_id: int) -> list[ResultRow]:
        sql = (
            "SELECT r.event_id, e.name, e.day, e.category, e.players, r.player_id, r.place, r.name, "
            "r.club, r.federation_id, r.rating, r.games, r.wins FROM archive_result r "
            "JOIN archive_event e ON e.id = r.event_id WHERE r.event_id = :i ORDER BY r.place, r.line"
        )
        return [result_row(r) for r in self._x(sql, {"i": event_id})]

    def rating_state(self, ids: Iterable[int]) -> dict[int, tuple[float | None, int]]:
        stmt = text(
            "SELECT id, rating, rated_games FROM archive_player WHERE id IN :ids"
        ).bindparams(bindparam("ids", expanding=True))
        return {r[0]: (r[1], r[2]) for r in self.conn.execute(stmt, {"ids": list(ids)})}

    def save_ratings(self, event_id: int, changes: Mapping[int, Change]) -> None:
        self.save_many_ratings({event_id: changes})

    def save_many_ratings(self, by_event: Mapping[int, Mapping[int, Change]]) -> None:
        """The ratings of many events in one statement (the driver's own parameters: a
        re-rating writes tens of thousands of rows)."""
        self._need_write()
        rows = [
            (e, p, c.before, c.after, c.expected, c.actual, c.games, c.games_before)
            for e, changes in by_event.items()
            for p, c in changes.items()
        ]
        if rows:
            mark = "?" if self.conn.dialect.paramstyle == "qmark" else "%s"
            self.conn.exec_driver_sql(
                "INSERT INTO archive_rating (event_id, player_id, before, after, expected, "
                f"actual, games, games_before) VALUES ({', '.join([mark] * 8)})",
                rows,
            )

    def set_player_ratings(self, state: Mapping[int, tuple[float | None, int]]) -> None:
        self._need_write()
        if state:
            self._x(
                "UPDATE archive_player SET rating = :r, rated_games = :g WHERE id = :i",
                [{"i": p, "r": r, "g": g} for p, (r, g) in state.items()],
            )

    def clear_ratings(self, since: dt.date | None = None) -> dict[int, tuple[float, int]]:
        """The ratings of the events from ``since`` on go (None: every rating), to be computed
        again; the rating generation moves on, so that every page showing a rating is published
        again. Returns each player's state just before ``since`` as his first removed rating
        says it — (rating, rated games); a player with no rated game before ``since`` is
        missing. Replaced events included (a replacement removes its old event's ratings)."""
        self._need_write()
        before: dict[int, tuple[float, int]] = {}
        if since is None:
            self._x("DELETE FROM archive_rating")
            self._x("UPDATE archive_player SET rating = NULL, rated_games = 0")
        else:
            d = {"d": since.isoformat()}
            rows = self._x(
                "SELECT x.player_id, x.before, x.games_before FROM archive_event e JOIN "
                "archive_rating x ON x.event_id = e.id WHERE e.day >= :d ORDER BY e.day, e.id",
                d,
            )  # a plain scan and the first row of each player: 3× faster than ROW_NUMBER()
            for p, r, g in rows:
                if p not in before:
                    before[p] = (float(r), int(g))
            self._x(
                "DELETE FROM archive_rating WHERE event_id IN "
                "(SELECT id FROM archive_event WHERE day >= :d)",
                d,
            )
        gen = self.rating_generation() + 1
        if gen == 1:
            self._x("INSERT INTO archive_meta (key, value) VALUES ('rating_generation', '1')")
        else:
            self._x(
                "UPDATE archive_meta SET value = :v WHERE key = 'rating_generation'",
                {"v": str(gen)},
            )
        return before

    def rating_stale_since(self) -> dt.date | None:
        """The first day whose ratings wait to be computed again (issue 40 §1: an action that
        changes the past returns at once, the ratings follow), or None when they are current."""
        v = self._x("SELECT value FROM archive_meta WHERE key = 'rating_stale_since'").scalar()
        return iso_day(v) if v else None

    def mark_rating_stale(self, since: dt.date) -> dt.date:
        """The ratings from ``since`` on (or from an earlier day already waiting) to be computed
        again; returns the day now waiting."""
        self._need_write()
        now = self.rating_stale_since()
        day = since if now is None else min(now, since)
        found = self._x(
            "UPDATE archive_meta SET value = :v WHERE key = 'rating_stale_since'",
            {"v": day.isoformat()},
        ).rowcount
        if not found:
            self._x(
                "INSERT INTO archive_meta (key, value) VALUES ('rating_stale_since', :v)",
                {"v": day.isoformat()},
            )
        return day

    def claim_rating_stale(self, since: dt.date) -> bool:
        """Take the waiting re-rating from ``since`` (as read) for this transaction: False when
        another desk took it, or moved it, since (no work done twice, none lost)."""
        self._need_write()
        taken = self._x(
            "UPDATE archive_meta SET value = '' WHERE key = 'rating_stale_since' AND value = :v",
            {"v": since.isoformat()},
        ).rowcount
        return taken == 1

    def rating_generation(self) -> int:
        """How many times every rating was computed again (0: never)."""
        v = self._x("SELECT value FROM archive_meta WHERE key = 'rating_generation'").scalar()
        return int(v) if v is not None else 0

    def page_stamps(self) -> dict[int, tuple[int, int]]:
        """What a player's page depends on, cheaply (one index scan): each stored player's
        latest event and count of results, replaced events included (a replacement adds
        results, so the count moves)."""
        rows = self._x(
            "SELECT player_id, MAX(event_id), COUNT(*) FROM archive_result GROUP BY player_id"
        )
        return {r[0]: (r[1], r[2]) for r in rows}

    def rating_games(
        self, since: dt.date | None = None
    ) -> Iterator[tuple[int, int, int, int, int]]:
        """Every played game of the active events (from ``since`` on), in rating order (day,
        event)."""
        where, params = ("AND e.day >= :d ", {"d": since.isoformat()}) if since else ("", {})
        rows = self.conn.execute(
            text(
                "SELECT g.event_id, g.first_id, g.second_id, g.score_first, g.score_second "
                "FROM archive_game g JOIN archive_event e ON e.id = g.event_id "
                f"WHERE e.replaced_by IS NULL {where}ORDER BY e.day, e.id, g.round, g.id"
            ).execution_options(yield_per=20_000),
            params,
        )
        for r in rows:
            yield r[0], r[1], r[2], r[3], r[4]

    def start_ratings(self, since: dt.date | None = None) -> dict[int, dict[int, int]]:
        """The ratings each active event (from ``since`` on) gives (event → stored player →
        rating)."""
        where, params = ("AND e.day >= :d", {"d": since.isoformat()}) if since else ("", {})
        out: dict[int, dict[int, int]] = {}
        rows = self._x(
            "SELECT r.event_id, r.player_id, r.rating FROM archive_result r JOIN archive_event e "
            f"ON e.id = r.event_id WHERE e.replaced_by IS NULL AND r.rating IS NOT NULL {where}",
            params,
        )
        for e, p, rt in rows:
            out.setdefault(e, {})[p] = rt
        return out

    def first_day_of(self, ids: Iterable[int]) -> dt.date | None:
        """The day of the first active event any of ``ids`` played in (None: none)."""
        stmt = text(
            "SELECT MIN(e.day) FROM archive_result r JOIN archive_event e ON e.id = r.event_id "
            "WHERE e.replaced_by IS NULL AND r.player_id IN :ids"
        ).bindparams(bindparam("ids", expanding=True))
        d = self.conn.execute(stmt, {"ids": list(ids)}).scalar()
        return dt.date.fromisoformat(d) if d else None

    def ratings_of(self, player_id: int) -> list[tuple[int, str, dt.date, Change]]:
        rows = self._x(
            "SELECT x.event_id, e.name, e.day, x.before, x.after, x.expected, x.actual, x.games, "
            "x.games_before FROM archive_rating x JOIN archive_event e ON e.id = x.event_id "
            "WHERE x.player_id = :p ORDER BY e.day, e.id",
            {"p": player_id},
        )
        return [
            (r[0], r[1], dt.date.fromisoformat(r[2]), Change(r[3], r[4], r[5], r[6], r[7], r[8]))
            for r in rows
        ]

    def ratings_of_event(self, event_id: int) -> dict[int, Change]:
        rows = self._x(
            "SELECT player_id, before, after, expected, actual, games, games_before FROM "
            "archive_rating WHERE event_id = :e",
            {"e": event_id},
        )
        return {r[0]: Change(*r[1:]) for r in rows}

    def current_ratings(self) -> list[PlayerRow]:
        rows = self._x(
            f"SELECT {_PLAYER_COLS} FROM archive_player WHERE merged_into IS NULL AND rating IS NOT NULL"
        ).all()
        return [self._player(r) for r in rows]
