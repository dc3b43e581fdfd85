"""The archive on SQLite and PostgreSQL: events given twice, unfinished events, duplicates
proposed and merged, a player who changed club, a ranking as of a past date, the hand-worked
rating through the store, the default rules against ``figs-td ranking``."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from figs_td.errors import ConflictError, InputError, StoreError
from figs_td.services import archive as svc
from tests.archive.helpers import make_event

ROSSI = ("Rossi", "Mario", "Roma", "T1", 1600)
BIANCHI = ("Bianchi", "Anna", "Milano", "T2", 1500)
VERDI = ("Verdi", "Luca", "Roma", "", None)
NERI = ("Neri", "Sara", "Napoli", "", 1400)
FOUR = [ROSSI, BIANCHI, VERDI, NERI]
# Rossi 3 wins, Neri 2 (beats Verdi and Bianchi), Verdi 1 (beats Bianchi), Bianchi 0:
# places Rossi 1, Neri 2, Verdi 3, Bianchi 4.
ROUNDS = [
    [(0, 1, 400, 350), (2, 3, 380, 390)],
    [(0, 2, 410, 300), (1, 3, 360, 370)],
    [(0, 3, 420, 330), (1, 2, 300, 310)],
]


def varied(k: int) -> list[list[tuple[int, int, int, int]]]:
    """ROUNDS with every score raised by ``k``: same places, another event's content."""
    return [[(a, b, sa + k, sb + k) for a, b, sa, sb in r] for r in ROUNDS]


@pytest.fixture
def arch(archive_target: str):  # noqa: ANN201
    store = svc.open_archive(archive_target, create=True)
    yield store
    store.close()


def _add(store, path: str, category: str = "open", **kw):  # noqa: ANN001, ANN202
    return svc.add_sources(store, [path], category=category, actor="test", **kw)[0]


def test_event_given_twice_refused_by_content_and_replace_keeps_history(
    arch, tmp_path: Path
) -> None:
    from figs_td.services.reports.documents import export_document
    from figs_td.store import open_store

    figs = make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS)
    first = _add(arch, figs)
    assert (first.players, first.games, first.new_players) == (4, 6, 4)
    # The same event again, as itself or as its own federation export under another name.
    with open_store(figs) as s:
        export_document(s, "federation", tmp_path / "federazione.csv")
        export_document(s, "federation", tmp_path / "federazione.xlsx")
    for again in (figs, str(tmp_path / "federazione.csv"), str(tmp_path / "federazione.xlsx")):
        with pytest.raises(InputError, match="già nell'archivio"):
            _add(arch, again)
    assert len(svc.events(arch)) == 1
    second = _add(arch, str(tmp_path / "federazione.xlsx"), replace=True)
    assert second.replaced == first.event_id
    everything = svc.events(arch, with_replaced=True)
    assert [(e.id, e.replaced_by) for e in everything] == [
        (first.event_id, second.event_id),
        (second.event_id, None),
    ]
    rows = svc.ranking(arch, dt.date(2026, 6, 1))
    assert [(r.name, r.points, r.tournaments) for r in rows] == [
        ("Rossi Mario", 100, 1), ("Neri Sara", 80, 1), ("Verdi Luca", 60, 1), ("Bianchi Anna", 50, 1),
    ]  # fmt: skip
    actions = [e["action"] for e in svc.audit_log(arch)]
    assert actions[:2] == ["event.replace", "event.add"]


def test_corrected_event_is_the_same_event(arch, tmp_path: Path) -> None:
    _add(arch, make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS))
    fixed = [list(r) for r in ROUNDS]
    fixed[0][0] = (0, 1, 401, 350)  # one score corrected: same day, same field
    with pytest.raises(InputError, match="già nell'archivio"):
        _add(arch, make_event(tmp_path / "a2.figs", "Torneo A corretto", "2026-03-01", FOUR, fixed))


def test_unfinished_events_refused_with_the_reason(arch, tmp_path: Path) -> None:
    short = make_event(tmp_path / "b.figs", "Torneo B", "2026-05-01", FOUR, ROUNDS[:2], planned=3)
    with pytest.raises(InputError, match=r"non è finito \(giocati 2 turni su 3\)"):
        _add(arch, short)
    missing = [list(r) for r in ROUNDS]
    path = make_event(tmp_path / "c.figs", "Torneo C", "2026-05-01", FOUR, missing)
    from figs_td.store import open_store

    with open_store(path) as s, s.transaction(actor="test") as tx:
        tx.rounds.clear_result(3, 1)
    with pytest.raises(InputError, match=r"non è finito \(1 risultati da inserire\)"):
        _add(arch, path)
    assert svc.events(arch) == []


def test_duplicates_proposed_merged_and_unmerged(arch, tmp_path: Path) -> None:
    _add(arch, make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS))
    # Verdi without tessera typed another way, same club: a new player, proposed, not merged.
    verdi2 = ("VERDI", "Luca", "Roma", "", None)
    _add(
        arch,
        make_event(
            tmp_path / "b.figs", "Torneo B", "2026-04-01", [ROSSI, verdi2, BIANCHI, NERI], varied(1)
        ),
    )
    players = {p.name: p for p in svc.players(arch)}
    assert len(players) == 5
    props = svc.duplicates(arch)
    assert [(p.a.name, p.b.name, p.reason) for p in props] == [
        ("Verdi Luca", "VERDI Luca", "same_name_club")
    ]
    a, b = props[0].a.id, props[0].b.id
    before = {r.name: r.points for r in svc.ranking(arch, dt.date(2026, 6, 1))}
    assert before["Verdi Luca"] == 60 and before["VERDI Luca"] == 50  # A: 3rd, B: 4th
    svc.merge(arch, a, b, actor="staff")
    rows = {r.player_id: r for r in svc.ranking(arch, dt.date(2026, 6, 1))}
    assert b not in rows and rows[a].points == 110 and rows[a].tournaments == 2
    assert svc.duplicates(arch) == []
    h = svc.player_history(arch, b)  # asking for the merged id shows the kept player
    assert h.player.id == a and h.ids == (a, b) and len(h.results) == 2
    assert len(h.ratings) == 2 and h.ratings[1][3].games_before == 3  # rated as one player
    log = svc.audit_log(arch)
    assert log[0]["action"] == "player.merge" and log[0]["actor"] == "staff"
    assert log[0]["new"]["merged_into"] == a
    with pytest.raises(InputError, match="già unito"):
        svc.merge(arch, a, b)
    svc.unmerge(arch, b, actor="staff")
    after = {r.name: r.points for r in svc.ranking(arch, dt.date(2026, 6, 1))}
    assert after == before
    assert svc.audit_log(arch)[0]["action"] == "player.unmerge"
    assert len(svc.duplicates(arch)) == 1
    with pytest.raises(InputError, match="non è unito"):
        svc.unmerge(arch, b)
    rossi, bianchi, neri = (players[n].id for n in ("Rossi Mario", "Bianchi Anna", "Neri Sara"))
    copies = len(arch.backups())
    with pytest.raises(InputError, match="tessere diverse"):
        svc.merge(arch, rossi, bianchi)
    with pytest.raises(InputError, match="giocato entrambi in 'Torneo A'"):
        svc.merge(arch, a, neri)  # no tessera either, but they met in the same event
    assert len(arch.backups()) == copies  # a refused merge takes no backup
    with pytest.raises(ConflictError):
        svc.merge(arch, a, b, versions=(1, 1))  # b's version moved on with merge and unmerge


def test_player_who_changed_club(arch, tmp_path: Path) -> None:
    _add(arch, make_event(tmp_path / "a.figs", "Torneo A", "2025-03-01", FOUR, ROUNDS))
    moved = ("Rossi", "Mario", "Milano", "T1", 1600)
    _add(
        arch,
        make_event(
            tmp_path / "b.figs", "Torneo B", "2026-03-01", [moved, BIANCHI, VERDI, NERI], varied(1)
        ),
    )
    rossi = [p for p in svc.players(arch) if p.federation_id == "T1"]
    assert len(rossi) == 1 and rossi[0].club == "Milano" and rossi[0].events == 2
    h = svc.player_history(arch, rossi[0].id)
    assert [(r.event, r.club) for r in h.results] == [("Torneo A", "Roma"), ("Torneo B", "Milano")]
    assert svc.duplicates(arch) == []
    row = next(r for r in svc.ranking(arch, dt.date(2026, 6, 1)) if r.player_id == rossi[0].id)
    assert (row.points, row.club) == (200, "Milano")


def test_ranking_as_of_a_past_date(arch, tmp_path: Path) -> None:
    # Rossi wins events of 2023-01-10, 2024-06-01 and 2025-09-01 (100 each); Neri is 2nd (80).
    for k, (name, day) in enumerate(
        (("E1", "2023-01-10"), ("E2", "2024-06-01"), ("E3", "2025-09-01"))
    ):
        _add(arch, make_event(tmp_path / f"{name}.figs", name, day, FOUR, varied(k)))
    on = {d: {r.name: (r.rank, r.points, r.tournaments) for r in svc.ranking(arch, d)} for d in
          (dt.date(2023, 1, 9), dt.date(2024, 6, 1), dt.date(2025, 1, 10), dt.date(2026, 5, 31),
           dt.date(2026, 6, 1))}  # fmt: skip
    assert on[dt.date(2023, 1, 9)] == {}  # before the first event
    assert on[dt.date(2024, 6, 1)]["Rossi Mario"] == (
        1,
        200,
        2,
    )  # E1 and E2 (the day itself counts)
    assert on[dt.date(2025, 1, 10)]["Neri Sara"] == (2, 80, 1)  # E1 exactly 24 months before: out
    assert on[dt.date(2026, 5, 31)]["Rossi Mario"] == (1, 200, 2)  # E2 and E3
    assert on[dt.date(2026, 6, 1)]["Rossi Mario"] == (1, 100, 1)  # E2 exactly 24 months before


def test_rating_worked_by_hand_through_the_archive(arch, tmp_path: Path) -> None:
    """A 1500 beats B 1600, B beats C (unrated → 1500), A and C draw (test_archive_core)."""
    players = [("A", "Uno", "", "", 1500), ("B", "Due", "", "", 1600), ("C", "Tre", "", "", None)]
    rounds = [[(0, 1, 400, 350)], [(1, 2, 420, 300)], [(0, 2, 350, 350)]]
    _add(arch, make_event(tmp_path / "r.figs", "R", "2026-01-10", players, rounds))
    got = {r.name: r.rating for r in svc.rating_list(arch)}
    assert got == {"A Uno": round(1518.529), "B Due": round(1594.942), "C Tre": round(1486.529)}
    # An event added in the past re-rates everything: the same as adding in date order.
    later = [[(0, 2, 380, 390)]]
    _add(arch, make_event(tmp_path / "s.figs", "S", "2026-02-10", players, later, planned=1))
    earlier = [[(1, 2, 300, 400)]]
    _add(arch, make_event(tmp_path / "p.figs", "P", "2025-12-01", players, earlier, planned=1))
    out_of_order = {r.name: r.rating for r in svc.rating_list(arch)}
    from figs_td.core.archive.rating import RatedEvent, rate_history

    ids = {"A": 1, "B": 2, "C": 3}
    _, ratings, _ = rate_history(
        [RatedEvent(0, [(2, 3, 300, 400)], {1: 1500, 2: 1600}),
         RatedEvent(1, [(1, 2, 400, 350), (2, 3, 420, 300), (1, 3, 350, 350)], {1: 1500, 2: 1600}),
         RatedEvent(2, [(1, 3, 380, 390)], {1: 1500, 2: 1600})]
    )  # fmt: skip
    assert out_of_order == {
        f"{k} {n}": round(ratings[v])
        for (k, v), n in zip(ids.items(), ("Uno", "Due", "Tre"), strict=True)
    }


def test_default_rules_reproduce_the_ranking_command(arch, tmp_path: Path) -> None:
    from figs_td.services.federation import national_ranking

    files = [
        make_event(tmp_path / "a.figs", "A", "2024-10-01", FOUR, ROUNDS),
        make_event(tmp_path / "b.figs", "B", "2025-05-01", [NERI, VERDI, ROSSI, BIANCHI], ROUNDS),
        make_event(tmp_path / "c.figs", "C", "2026-02-01", [BIANCHI, NERI, ROSSI, VERDI], ROUNDS[:2] + [[(0, 3, 500, 300), (1, 2, 200, 400)]]),
    ]  # fmt: skip
    for f in files:
        _add(arch, f)
    as_of = dt.date(2026, 6, 1)
    old = national_ranking(files, as_of)
    new = svc.ranking(arch, as_of)
    assert [(r.rank, r.name, r.federation_id, r.points, r.counted) for r in old] == [
        (r.rank, r.name, r.federation_id, r.points, r.counted) for r in new
    ]
    assert [[(x.tournament, x.place, x.points) for x in r.results] for r in old] == [
        [(x.event, x.place, x.points) for x in r.results] for r in new
    ]


def test_tsh_needs_a_date_and_categories_are_the_archive_s(arch, tmp_path: Path) -> None:
    t = tmp_path / "e.t"
    t.write_text("Rossi, Mario 1600 2; 400\nBianchi, Anna 1500 1; 350\n", encoding="utf-8")
    with pytest.raises(InputError, match="--date"):
        _add(arch, str(t))
    with pytest.raises(InputError, match="categoria 'sagra' sconosciuta"):
        _add(arch, str(t), category="sagra", date=dt.date(2026, 1, 1))
    ev = _add(arch, str(t), date=dt.date(2026, 1, 1), place="Bari")
    assert (ev.players, ev.games, ev.name) == (2, 1, "e")


def test_settings_checked_and_refused(arch) -> None:
    s = svc.settings_json(arch)
    assert s["ranking"]["best_of"] == 11 and s["ranking_version"] == 1
    new = dict(s["ranking"], best_of=5)
    svc.update_settings(arch, {"ranking": new, "ranking_version": 1})
    assert svc.settings_json(arch)["ranking"]["best_of"] == 5
    with pytest.raises(ConflictError, match="modificata nel frattempo"):
        svc.update_settings(arch, {"ranking": new, "ranking_version": 1})
    with pytest.raises(InputError, match="regole"):
        svc.update_settings(arch, {"ranking": dict(new, best_of=0)})
    with pytest.raises(InputError, match="sconosciute"):
        svc.update_settings(arch, {"colori": 1})


def test_a_tournament_file_is_not_an_archive(tmp_path: Path) -> None:
    figs = make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS)
    with pytest.raises(StoreError, match="file di torneo"):
        svc.open_archive(figs)
    (tmp_path / "x.figsa").write_bytes(b"not a database at all" * 10)
    with pytest.raises(StoreError, match="non è un archivio"):
        svc.open_archive(str(tmp_path / "x.figsa"))
    with pytest.raises(StoreError, match="non esiste"):
        svc.open_archive(str(tmp_path / "nuovo.figsa"))


def test_two_desks_adding_the_same_event_store_it_once(
    arch, archive_target: str, tmp_path: Path
) -> None:
    import threading

    from figs_td.services.archive.sources import EventDetails, read_event

    ev = read_event(
        make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS),
        EventDetails("open"),
    )
    outcomes: list[str] = []
    barrier = threading.Barrier(2)

    def desk() -> None:
        store = svc.open_archive(archive_target)
        try:
            barrier.wait()
            svc.add_event(store, ev, actor="desk")
            outcomes.append("ok")
        except InputError as exc:
            outcomes.append(str(exc))
        finally:
            store.close()

    threads = [threading.Thread(target=desk) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes)[1] == "ok" and "già nell'archivio" in sorted(outcomes)[0]
    assert len(svc.events(arch)) == 1


def test_schema_numbered_newer_refused_and_backups_before_merges(
    arch, archive_target: str, tmp_path: Path
) -> None:
    from sqlalchemy import text

    from figs_td.store.archive import schema

    with arch.read() as tx:
        assert schema.current_version(tx.conn) == schema.latest_version() == len(schema.MIGRATIONS)
    _add(arch, make_event(tmp_path / "a.figs", "Torneo A", "2026-03-01", FOUR, ROUNDS))
    _add(
        arch,
        make_event(
            tmp_path / "b.figs",
            "Torneo B",
            "2026-04-01",
            [FOUR[0], ("VERDI", "Luca", "Roma", "", None), FOUR[1], FOUR[3]],
            varied(1),
        ),
    )
    before = len(arch.backups())
    with arch.read() as tx:
        ratings_before = {p.id: p.rating for p in tx.players()}
    p = svc.duplicates(arch)[0]
    svc.merge(arch, p.a.id, p.b.id)
    # No whole copy for a merge (issue 40 §1: 10 copies were 11× the archive): the audit is
    # the journal of the action and an unmerge gives back exactly the archive before it.
    assert len(arch.backups()) == before
    entry = svc.audit_log(arch, 1)[0]
    assert entry["action"] == "player.merge" and entry["new"]["merged_into"] == p.a.id
    svc.unmerge(arch, p.b.id)
    with arch.read() as tx:
        assert tx.merged_map() == {}
        assert {q.id: q.rating for q in tx.players()} == ratings_before
    if arch.path is None:
        assert arch.backup("x") is None  # PostgreSQL: the server's own backups
    with arch.transaction(actor="test") as tx:
        tx.conn.execute(text("UPDATE archive_meta SET value = '99' WHERE key = 'schema_version'"))
    with pytest.raises(StoreError, match="versione più recente"):
        svc.open_archive(archive_target)


def test_an_event_on_postgresql_is_added_by_its_address(arch, tmp_path: Path) -> None:
    from tests.archive.helpers import fresh_pg_schema

    with fresh_pg_schema("ev") as url:
        make_event(url, "Torneo in rete", "2026-03-01", FOUR, ROUNDS)
        added = _add(arch, url)
    assert (added.name, added.players, added.games) == ("Torneo in rete", 4, 6)
