"""The archive's pure rules: rating worked out by hand, ranking rules, duplicate proposals."""

from __future__ import annotations

import datetime as dt

import pytest

from figs_td.core.archive.events import (
    ArchiveEvent,
    EventGame,
    EventLine,
    StoredPlayer,
    check_event,
    close_names,
    propose_duplicates,
)
from figs_td.core.archive.places import PlaceTable, TournamentPlace, compute_ranking
from figs_td.core.archive.ranking import ArchiveResult, PointsRule, RankingRules, archive_ranking
from figs_td.core.archive.rating import (
    RatedEvent,
    RatingParams,
    expected_score,
    rate_event,
    rate_history,
    tournament_changes,
)

A, B, C = 1, 2, 3


def test_expected_score_by_hand() -> None:
    # d = 1600 − 1500 = 100; e^(0.0031879·100) = e^0.31879 = 1.375462; 1/(1+1.375462) = 0.420971
    assert expected_score(1500, 1600) == pytest.approx(0.420971, abs=1e-6)
    assert expected_score(1600, 1500) == pytest.approx(0.579029, abs=1e-6)
    assert expected_score(1500, 1500) == 0.5


def test_one_event_rated_by_hand() -> None:
    """A 1500, B 1600, C unrated (starts at 1500); K = 32 (fewer than 50 games).
    A beats B, B beats C, A and C draw.
      A: actual 1.5, expected 0.420971 + 0.5      = 0.920971 → +32·0.579029 = +18.529
      B: actual 1,   expected 0.579029 + 0.579029 = 1.158059 → −32·0.158059 = −5.058
      C: actual 0.5, expected 0.5 + 0.420971      = 0.920971 → −32·0.420971 = −13.471"""
    games = [(A, B, 400, 350), (B, C, 420, 300), (A, C, 350, 350)]
    ch = rate_event({}, {}, games, start={A: 1500, B: 1600})
    assert ch[A].after == pytest.approx(1518.529, abs=1e-3)
    assert ch[B].after == pytest.approx(1594.942, abs=1e-3)
    assert ch[C].after == pytest.approx(1486.529, abs=1e-3)
    assert ch[C].before == 1500  # no rating given: the initial one
    assert (ch[A].actual, ch[B].actual, ch[C].actual) == (1.5, 1.0, 0.5)
    assert ch[A].games == ch[B].games == ch[C].games == 2


def test_k_falls_with_games_played_by_hand() -> None:
    """K 32 below 2 games, then 16. After the event above A = 1518.529 and C = 1486.529 with 2
    games each; in a second event C beats A: d(A) = −32, e^(−0.102013) = 0.903018,
    E(A) = 1/1.903018 = 0.525481 → A −16·0.525481 = −8.408, C +8.408."""
    params = RatingParams(k_bands=((2, 32.0),), k_final=16.0)
    first = RatedEvent(
        1, [(A, B, 400, 350), (B, C, 420, 300), (A, C, 350, 350)], {A: 1500, B: 1600}
    )
    second = RatedEvent(2, [(C, A, 390, 380)], {})
    by_event, ratings, played = rate_history([first, second], params)
    assert by_event[2][A].games_before == 2
    assert ratings[A] == pytest.approx(1518.529 - 8.408, abs=1e-3)
    assert ratings[C] == pytest.approx(1486.529 + 8.408, abs=1e-3)
    assert ratings[B] == pytest.approx(1594.942, abs=1e-3)  # did not play again
    assert played == {A: 3, B: 2, C: 3}


def test_tournament_changes_use_the_registered_ratings() -> None:
    # A (1500) beat B (1600): established K 16 → A +16·0.579029 = +9.264, B −9.264.
    out = tournament_changes({A: 1500, B: 1600, C: None}, [(A, B, 400, 350)])
    assert out[A] == pytest.approx(9.264, abs=1e-3)
    assert out[B] == pytest.approx(-9.264, abs=1e-3)
    assert out[C] == 0.0


def _places() -> list[TournamentPlace]:
    d = dt.date
    out = []
    for t, (day, names) in enumerate(
        [
            (d(2024, 3, 1), ["Rossi Mario", "Bianchi Anna", "Verdi Luca"]),
            (d(2025, 1, 10), ["Bianchi Anna", "Rossi Mario", "Neri Sara", "Verdi Luca"]),
            (d(2025, 6, 1), ["Verdi Luca", "Neri Sara", "Rossi Mario"]),
            (d(2023, 5, 1), ["Neri Sara", "Rossi Mario"]),  # outside a 24-month window
        ]
    ):
        out += [TournamentPlace(f"T{t}", day, i + 1, n) for i, n in enumerate(names)]
    return out


def _as_archive(places: list[TournamentPlace]) -> list[ArchiveResult]:
    ids = {n: i for i, n in enumerate(sorted({p.name for p in places}), start=1)}
    events = {p.tournament: i for i, p in enumerate(places)}
    size = {t: sum(1 for p in places if p.tournament == t) for t in events}
    return [
        ArchiveResult(
            ids[p.name],
            p.name,
            events[p.tournament],
            p.tournament,
            p.date,
            "open",
            size[p.tournament],
            p.place,
        )  # fmt: skip
        for p in places
    ]


@pytest.mark.parametrize("best_of", [1, 2, 11])
def test_default_rules_give_what_the_ranking_command_gives(best_of: int) -> None:
    places = _places()
    as_of = dt.date(2025, 7, 1)
    old = compute_ranking(places, as_of, best_of=best_of)
    new = archive_ranking(_as_archive(places), as_of, RankingRules(best_of=best_of))
    assert [(r.rank, r.name, r.points, r.counted, r.tournaments) for r in old] == [
        (r.rank, r.name, r.points, r.counted, r.tournaments) for r in new
    ]
    assert [[(x.tournament, x.points, x.counted) for x in r.results] for r in old] == [
        [(x.event, x.points, x.counted) for x in r.results] for r in new
    ]


def test_discards_and_tables_by_category_and_field_size() -> None:
    # Rossi: T0 1st (3 players), T1 2nd (4), T2 3rd (3). Club events of 4+ players: 10/5/1;
    # any other: 100/80/60/50. Window 24 months from 2025-07-01: T0, T1, T2.
    rules = RankingRules(
        best_of=2,
        discards=1,
        points=(
            PointsRule("*", 1, PlaceTable((100, 80, 60, 50), 0)),
            PointsRule("club", 4, PlaceTable((10, 5), 1)),
        ),
    )
    results = [
        r if r.event != "T1" else ArchiveResult(r.player_id, r.name, r.event_id, r.event, r.date, "club", r.field_size, r.place)
        for r in _as_archive(_places())
    ]  # fmt: skip
    rows = {r.name: r for r in archive_ranking(results, dt.date(2025, 7, 1), rules)}
    rossi = rows["Rossi Mario"]
    # T0 1st → 100, T2 3rd → 60, T1 (club, 4 players) 2nd → 5: the worst is discarded.
    assert [(x.event, x.points, x.why) for x in rossi.results] == [
        ("T0", 100, "contato"), ("T2", 60, "contato"), ("T1", 5, "scartato"),
    ]  # fmt: skip
    assert rossi.points == 160 and rossi.counted == 2 and rossi.tournaments == 3
    neri = rows["Neri Sara"]  # T1 3rd (club) → 1, T2 2nd → 80; one discarded
    assert neri.points == 80 and [x.why for x in neri.results] == ["contato", "scartato"]


def test_rules_round_trip_and_refusals() -> None:
    rules = RankingRules(
        window_months=12,
        best_of=5,
        discards=2,
        points=(PointsRule("club", 8, PlaceTable((9, 3), 1)),),
    )
    assert RankingRules.from_json(rules.to_json()) == rules
    with pytest.raises(ValueError, match="regole"):
        RankingRules(best_of=0)
    assert RatingParams.from_json(RatingParams().to_json()) == RatingParams()


def test_proposals() -> None:
    players = [
        StoredPlayer(1, "Rossi Mario", "Circolo Roma"),
        StoredPlayer(2, "ROSSI, Màrio", "circolo roma"),  # same folded name and club
        StoredPlayer(3, "Rosi Mario", "Circolo Roma"),  # close name, same club
        StoredPlayer(4, "Rossi Mario", "Milano"),  # same name, other club
        StoredPlayer(5, "Rossi Mario", "Roma", "T9"),
        StoredPlayer(6, "Rossi Mario", "Roma", "T8"),  # two tessere: two people
        StoredPlayer(7, "Bianchi Anna", "Circolo Roma"),
    ]
    got = {(p.a.id, p.b.id): p.reason for p in propose_duplicates(players)}
    assert got[(1, 2)] == "same_name_club"
    assert got[(1, 3)] == "close_name_club"
    assert got[(2, 3)] == "close_name_club"
    assert got[(1, 4)] == "same_name_other_club"
    assert (5, 6) not in got
    assert not any(7 in k for k in got)
    assert close_names("mario rossi", "mario rosi") and not close_names(
        "anna bianchi", "mario rossi"
    )


def test_fingerprints_ignore_names_of_the_event_and_order() -> None:
    lines = (EventLine(0, "Rossi Mario", 1), EventLine(1, "Bianchi Anna", 2))
    ev = ArchiveEvent(
        "A", dt.date(2025, 1, 1), "Roma", "open", lines, (EventGame(1, 0, 1, 400, 300),)
    )
    other = ArchiveEvent(
        "Altro nome", dt.date(2025, 1, 1), "", "club", tuple(reversed((EventLine(0, "Anna Bianchi", 2), EventLine(1, "Mario Rossi", 1)))),
        (EventGame(1, 1, 0, 400, 300),),
    )  # fmt: skip
    assert ev.content_fingerprint() == other.content_fingerprint()
    # issue 40 §4: the date is part of the content (the same tiny event on another day is another)
    later = ArchiveEvent("A", dt.date(2025, 1, 2), "Roma", "open", lines, ev.games)
    assert later.content_fingerprint() != ev.content_fingerprint()
    changed = ArchiveEvent(
        "A", dt.date(2025, 1, 1), "Roma", "open", lines, (EventGame(1, 0, 1, 401, 300),)
    )
    assert changed.content_fingerprint() != ev.content_fingerprint()
    assert changed.field_fingerprint() == ev.field_fingerprint()  # same day, same field
    assert check_event(ev) == []
    bad = ArchiveEvent(
        "A", dt.date(2025, 1, 1), "", "open", (EventLine(0, "X", 3), EventLine(1, "Y", 1)), ()
    )
    assert "posizione finale 3 impossibile" in check_event(bad)[0]
