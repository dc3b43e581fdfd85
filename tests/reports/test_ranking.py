"""National ranking (domain.md §7): points by place, best 11 of the last 24 months."""

import datetime as dt

import pytest

from figs_td.core.archive.places import (
    PlaceTable,
    TournamentPlace,
    compute_ranking,
    months_before,
    normalise_name,
)

D = dt.date


def test_place_table_of_the_federation() -> None:
    t = PlaceTable()
    assert [t.for_place(i) for i in (1, 2, 3, 4, 10, 29, 30, 120)] == [100, 80, 60, 50, 26, 2, 1, 1]
    # 100+80+60+50+45+40+36+32+29+26 = 498; +24+22+20+18+16 = 598; +15…+11 = 663;
    # +10…+6 = 703; +5+4+3+2 = 717
    assert sum(t.for_place(i) for i in range(1, 30)) == 717
    with pytest.raises(ValueError):
        t.for_place(0)


def test_best_eleven_only() -> None:
    # Twelve tournaments: places 1..12 -> 100 80 60 50 45 40 36 32 29 26 24 22; the 12th (22) drops.
    places = [
        TournamentPlace(f"T{i}", D(2026, 1, 1) + dt.timedelta(days=20 * i), i, "Rossi Mario", "T1")
        for i in range(1, 13)
    ]
    (row,) = compute_ranking(places, D(2026, 12, 31))
    assert row.points == 100 + 80 + 60 + 50 + 45 + 40 + 36 + 32 + 29 + 26 + 24
    assert (row.counted, row.tournaments) == (11, 12)
    assert [r.counted for r in row.results].count(False) == 1
    assert not next(r for r in row.results if r.place == 12).counted


def test_window_of_24_months() -> None:
    as_of = D(2026, 11, 21)
    places = [
        TournamentPlace("old", D(2024, 11, 21), 1, "Bianchi Lucia", "T2"),  # exactly 24 months: out
        TournamentPlace("in", D(2024, 11, 22), 2, "Bianchi Lucia", "T2"),
        TournamentPlace("future", D(2026, 11, 22), 1, "Bianchi Lucia", "T2"),  # after as_of: out
        TournamentPlace("today", as_of, 3, "Bianchi Lucia", "T2"),
    ]
    (row,) = compute_ranking(places, as_of)
    assert row.points == 80 + 60
    assert {r.tournament for r in row.results} == {"in", "today"}


def test_months_before_clamps_the_day() -> None:
    assert months_before(D(2026, 2, 28), 24) == D(2024, 2, 28)
    assert months_before(D(2028, 2, 29), 24) == D(2026, 2, 28)
    assert months_before(D(2026, 3, 31), 1) == D(2026, 2, 28)


def test_players_matched_by_tessera_then_name() -> None:
    places = [
        TournamentPlace("A", D(2026, 5, 1), 1, "Łukasiewicz Paweł", "P77"),
        TournamentPlace("B", D(2026, 6, 1), 2, "Pawel Lukasiewicz", ""),  # same name, no tessera
        TournamentPlace("C", D(2026, 7, 1), 3, "Rossi, Mario", "P77"),  # tessera wins over name
        TournamentPlace("A", D(2026, 5, 1), 2, "Rossi Mario", ""),
        TournamentPlace("B", D(2026, 6, 1), 1, "mario  ROSSI", ""),
    ]
    rows = {r.name: r for r in compute_ranking(places, D(2026, 12, 1))}
    # P77: 100 + 80 + 60; "Rossi Mario" without tessera is a name of P77 too (only one tessera
    # carries it) -> also P77.
    p77 = next(r for r in rows.values() if r.federation_id == "P77")
    assert p77.points == 100 + 80 + 60 + 80 + 100
    assert len(rows) == 1


def test_name_on_two_tesserae_stays_apart() -> None:
    places = [
        TournamentPlace("A", D(2026, 5, 1), 1, "Rossi Mario", "R1"),
        TournamentPlace("A", D(2026, 5, 1), 2, "Rossi Mario", "R2"),
        TournamentPlace("B", D(2026, 6, 1), 3, "Rossi Mario", ""),
    ]
    rows = compute_ranking(places, D(2026, 12, 1))
    assert [(r.federation_id, r.points) for r in rows] == [("R1", 100), ("R2", 80), ("", 60)]


def test_shared_places_and_ties() -> None:
    places = [
        TournamentPlace("A", D(2026, 5, 1), 1, "Uno", "1"),
        TournamentPlace("A", D(2026, 5, 1), 2, "Due", "2"),
        TournamentPlace("A", D(2026, 5, 1), 2, "Tre", "3"),  # shared second place: 80 each
    ]
    rows = compute_ranking(places, D(2026, 12, 1))
    assert [(r.rank, r.name, r.points) for r in rows] == [
        (1, "Uno", 100),
        (2, "Due", 80),
        (2, "Tre", 80),
    ]


def test_editable_table() -> None:
    places = [TournamentPlace("A", D(2026, 5, 1), p, f"P{p}", f"{p}") for p in (1, 2, 3, 4)]
    rows = compute_ranking(places, D(2026, 12, 1), table=PlaceTable((10, 5), 2))
    assert [r.points for r in rows] == [10, 5, 2, 2]


def test_normalise_name() -> None:
    assert normalise_name("Rossi, Mário") == normalise_name("mario rossi") == "mario rossi"
