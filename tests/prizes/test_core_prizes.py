"""Categories, prize assignment, club standings and the spread cap, on hand-worked examples."""

from __future__ import annotations

from fractions import Fraction

import pytest

from figs_td.core.model import Game, Player, TournamentState
from figs_td.core.rules import ResultSettings
from figs_td.core.standings.categories import (
    Category,
    PlayerExtra,
    category_members,
    category_standings,
    check_categories,
    player_categories,
)
from figs_td.core.standings.clubs import club_standings
from figs_td.core.standings.prizes import Prize, assign_prizes, check_prizes
from figs_td.core.standings.table import StandingRow, compute_standings

FIGS = ("tournament_points", "buchholz", "spread", "points")


def row(rank: int, pid: int, tp: int = 0, spread: int = 0) -> StandingRow:
    return StandingRow(
        rank=rank,
        player_id=pid,
        name=f"P{pid}",
        games=6,
        wins=Fraction(tp, 2),
        losses=Fraction(12 - tp, 2),
        tournament_points=tp,
        spread=spread,
        points=0,
        against=0,
        buchholz=Fraction(0),
    )


BANDS = [
    Category("A", "band", min_rating=1700),
    Category("B", "band", min_rating=1400, max_rating=1699),
    Category("C", "band", max_rating=1399),
    Category("Under 18", "free", born_from=2008),
    Category("Esordienti", "free"),
]
PLAYERS = [
    Player(1, "P1", rating=1800),
    Player(2, "P2", rating=1650),
    Player(3, "P3", rating=1500),
    Player(4, "P4", rating=1350),
    Player(5, "P5", rating=1450),
    Player(6, "P6", rating=1300),
    Player(7, "P7", rating=None),
    Player(8, "P8", rating=1399),
]
EXTRAS = {
    2: PlayerExtra(birth_year=2010),
    4: PlayerExtra(birth_year=2008, categories=frozenset({"esordienti"})),
    6: PlayerExtra(birth_year=2007),  # born the year before the limit: not Under 18
    7: PlayerExtra(categories=frozenset({"Under 18"})),  # ticked by hand, no birth year
    8: PlayerExtra(birth_year=2012),
}


def members() -> dict[str, set[int]]:
    return {c.name: category_members(c, PLAYERS, EXTRAS) for c in BANDS}


def test_bands_and_free_categories() -> None:
    m = members()
    assert m["A"] == {1}
    assert m["B"] == {2, 3, 5}
    # 1399 is below B's 1400; the unrated player 7 goes to the band without a lower limit.
    assert m["C"] == {4, 6, 7, 8}
    assert m["Under 18"] == {2, 4, 7, 8}
    assert m["Esordienti"] == {4}  # ticked, case ignored
    assert player_categories(PLAYERS[3], BANDS, EXTRAS) == ["C", "Under 18", "Esordienti"]


def test_category_standings_renumbered_with_ties_kept() -> None:
    # General: 5 first, 3 and 2 share 2nd, 1 fourth, 4 fifth.
    general = [row(1, 5), row(2, 3), row(2, 2), row(4, 1), row(5, 4)]
    b = category_standings(general, {2, 3, 5})
    assert [(r.player_id, r.rank) for r in b] == [(5, 1), (3, 2), (2, 2)]
    c = category_standings(general, {1, 4})
    assert [(r.player_id, r.rank) for r in c] == [(1, 1), (4, 2)]
    d = category_standings([row(1, 1), row(1, 2), row(3, 3), row(4, 4)], {2, 3, 4})
    assert [r.rank for r in d] == [1, 2, 3]


def test_invalid_categories_refused() -> None:
    with pytest.raises(ValueError, match="ripetuta"):
        check_categories([Category("B", "band", min_rating=1), Category(" b ", "free")])
    with pytest.raises(ValueError, match="supera il massimo"):
        check_categories([Category("B", "band", min_rating=1700, max_rating=1400)])
    with pytest.raises(ValueError, match="non ha limiti"):
        check_categories([Category("B", "band")])
    with pytest.raises(ValueError, match="nome di categoria"):
        check_categories([Category("", "free")])


# Standings for the prize examples: P1 … P8 in this order, all on different points.
GENERAL = [row(i, i, tp=20 - 2 * i) for i in range(1, 9)]
TABLE = [
    Prize(1, None, "Coppa", 100),
    Prize(2, None, "", 70),
    Prize(3, None, "", 50),
    Prize(1, "B", "", 40),
    Prize(1, "C", "", 30),
    Prize(1, "Under 18", "Targa"),
    Prize(2, "Under 18", "Libro"),
]


def won(result) -> list[tuple[str, int | None]]:  # type: ignore[no-untyped-def]
    return [(a.prize.title(), a.player_id) for a in result.awards]


def test_one_prize_per_player_given_up_prize_passes_on() -> None:
    check_prizes(TABLE, [c.name for c in BANDS])
    res = assign_prizes(TABLE, GENERAL, members(), tiebreaks=FIGS)
    # P2 is the best of band B but keeps the 2nd overall (70 > 40): band B passes to P5, since
    # P3 has the 3rd overall. The best of C is P4; Under 18 = {2, 4, 7, 8}: 2 and 4 have a prize
    # already, so P7 and P8 take the two Under 18 prizes.
    assert won(res) == [
        ("1° assoluto", 1),
        ("2° assoluto", 2),
        ("3° assoluto", 3),
        ("1° B", 5),
        ("1° C", 4),
        ("1° Under 18", 7),
        ("2° Under 18", 8),
    ]
    assert not res.cumulative
    assert "Punti, Buchholz, Differenza, Punti fatti" in res.rule
    a = res.awards[3]
    assert (a.rank, a.category_rank) == (5, 3)  # 5th overall, 3rd of band B


def test_cumulative_prizes() -> None:
    res = assign_prizes(TABLE, GENERAL, members(), tiebreaks=FIGS, cumulative=True)
    assert won(res) == [
        ("1° assoluto", 1),
        ("2° assoluto", 2),
        ("3° assoluto", 3),
        ("1° B", 2),
        ("1° C", 4),
        ("1° Under 18", 2),
        ("2° Under 18", 4),
    ]
    assert "cumulabili" in res.rule


def test_ties_follow_the_standings_and_are_marked() -> None:
    # P2 and P3 equal on every tie-break (shared 2nd): the standings' order decides, marked tied.
    general = [row(1, 1, 12), row(2, 2, 10), row(2, 3, 10), row(4, 4, 8)]
    res = assign_prizes(TABLE[:3], general, {}, tiebreaks=("wins", "spread"))
    assert [(a.player_id, a.tied) for a in res.awards] == [(1, False), (2, True), (3, True)]
    assert "Vittorie, Differenza" in res.rule


def test_withdrawn_player_wins_nothing_and_missing_players_leave_prize_unassigned() -> None:
    general = [row(1, 1), row(2, 2)]
    res = assign_prizes(TABLE[:3], general, {}, tiebreaks=FIGS, excluded={1})
    assert won(res) == [("1° assoluto", 2), ("2° assoluto", None), ("3° assoluto", None)]


def test_inconsistent_table_refused() -> None:
    with pytest.raises(ValueError, match="vale più"):
        check_prizes([Prize(1, None, value=2), Prize(2, None, value=1)], [])
    with pytest.raises(ValueError, match="non esiste"):
        check_prizes([Prize(1, "Senior")], ["A"])
    with pytest.raises(ValueError, match="ripetuto"):
        check_prizes([Prize(1, "a"), Prize(1, "A")], ["A"])


def test_club_standings_best_three() -> None:
    players = [
        Player(1, "A", club="Roma"),
        Player(2, "B", club="Milano"),
        Player(3, "C", club="roma "),
        Player(4, "D", club="Milano"),
        Player(5, "E", club="Roma"),
        Player(6, "F", club="Milano"),
        Player(7, "G", club="Roma"),
        Player(8, "H", club="Napoli"),
        Player(9, "I", club="Torino"),
        Player(10, "J", club=""),
    ]
    rows = [
        row(1, 1, 10, 300),
        row(2, 2, 8, 200),
        row(3, 3, 8, 100),
        row(4, 4, 8, 150),  # listed after 3 (Buchholz), more spread
        row(5, 10, 7, 0),
        row(6, 5, 6, -50),
        row(7, 6, 6, 20),
        row(8, 8, 4, 0),
        row(8, 9, 4, 0),
        row(10, 7, 2, -200),
    ]
    clubs = club_standings(rows, players)
    # Roma: 10 + 8 + 6 = 24 (spread 300 + 100 − 50 = 350); G (4th member) does not count.
    # Milano: 8 + 8 + 6 = 22 (200 + 150 + 20 = 370). Napoli and Torino: 4 each, shared 3rd.
    assert [(c.rank, c.club, c.tournament_points, c.spread) for c in clubs] == [
        (1, "Roma", 24, 350),
        (2, "Milano", 22, 370),
        (3, "Napoli", 4, 0),
        (3, "Torino", 4, 0),
    ]
    assert [r.player_id for r in clubs[0].players] == [1, 3, 5]
    assert clubs[0].members == 4
    two = club_standings(rows, players, best=1)
    assert [(c.club, c.tournament_points, c.spread) for c in two[:2]] == [
        ("Roma", 10, 300),
        ("Milano", 8, 200),
    ]
    with pytest.raises(ValueError, match="circolo"):
        club_standings(rows, players, best=0)


def test_spread_cap_limits_each_game_not_the_scores() -> None:
    players = [Player(1, "Uno"), Player(2, "Due"), Player(3, "Tre")]
    games = [
        Game(1, 1, 1, 2, 500, 200),  # +300 for 1
        Game(1, None, 3, None),  # bye: +50
        Game(2, 1, 3, 1, 380, 350),  # +30 for 3
        Game(2, None, 2, None),
    ]
    plain = {r.player_id: r for r in compute_standings(TournamentState(players, games))}
    assert [plain[i].spread for i in (1, 2, 3)] == [270, -250, 80]
    capped_state = TournamentState(players, games, settings=ResultSettings(spread_cap=250))
    capped = {r.player_id: r for r in compute_standings(capped_state)}
    # 1: min(300, 250) − 30 = 220; 2: −250 + 50 = −200; 3: 50 + 30 = 80.
    assert [capped[i].spread for i in (1, 2, 3)] == [220, -200, 80]
    assert capped[1].points == 850 and capped[2].points == 250  # real scores kept
    small = TournamentState(players, games, settings=ResultSettings(spread_cap=40))
    s = {r.player_id: r.spread for r in compute_standings(small)}
    assert s == {1: 40 - 30, 2: -40 + 40, 3: 40 + 30}


# Issue 25 §4: a cup for 1st and cash for 2nd, with no ``value`` given.
CUP_TABLE = [
    Prize(1, None, "Coppa"),
    Prize(2, None, "", 100),
    Prize(3, None, "", 50),
    Prize(1, "B", "", 60),
    Prize(1, "Under 18", "Medaglia"),
]


def test_cup_for_first_and_cash_for_second_accepted_in_place_order() -> None:
    from figs_td.core.standings.prizes import prize_order, prize_worth

    check_prizes(CUP_TABLE, [c.name for c in BANDS])  # no "vale più del 1°"
    # Worth = the largest amount at or below the prize in its standings: the cup is worth at
    # least the 100 of the 2nd; the medal has no amount anywhere below it.
    assert prize_worth(CUP_TABLE) == [100, 100, 50, 60, None]
    # 1° assoluto (100, place 1), 2° assoluto (100, place 2), 1° B (60), 3° assoluto (50), medal.
    assert prize_order(CUP_TABLE) == [0, 1, 3, 2, 4]
    res = assign_prizes(CUP_TABLE, GENERAL, members(), tiebreaks=FIGS)
    # P1 the cup, P2 the 100; band B = {2, 3, 5}: P2 has a prize, so P3 takes 1° B (60 > 50)
    # and the 3rd overall passes to P4; Under 18 = {2, 4, 7, 8}: P7 is the first without one.
    assert won(res) == [
        ("1° assoluto", 1),
        ("2° assoluto", 2),
        ("1° B", 3),
        ("3° assoluto", 4),
        ("1° Under 18", 7),
    ]


def test_explicit_value_still_decides() -> None:
    table = [*CUP_TABLE[:3], Prize(1, "B", "", 60, value=1), CUP_TABLE[4]]
    check_prizes(table, [c.name for c in BANDS])
    res = assign_prizes(table, GENERAL, members(), tiebreaks=FIGS)
    # 1° B first: P2 (best of band B) takes it, the overall prizes go to P1, P3, P4.
    assert won(res)[:4] == [("1° B", 2), ("1° assoluto", 1), ("2° assoluto", 3), ("3° assoluto", 4)]
    # An explicit value against the place within one standings is still refused.
    with pytest.raises(ValueError, match="vale più del 1° assoluto"):
        check_prizes([Prize(1, None, "Coppa"), Prize(2, None, amount=100, value=1)], [])


def test_spread_cap_per_round() -> None:
    """Issue 25 §4: one cap per round (TSH's list); rounds after the list use its last value."""
    players = [Player(1, "Uno"), Player(2, "Due"), Player(3, "Tre")]
    games = [
        Game(1, 1, 1, 2, 500, 200),  # +300 for 1
        Game(1, None, 3, None),  # bye: +50
        Game(2, 1, 3, 1, 380, 350),  # +30 for 3
        Game(2, None, 2, None),  # bye: +50
        Game(3, 1, 1, 3, 600, 100),  # +500 for 1
        Game(3, None, 2, None),  # bye: +50
    ]

    def spreads(caps: tuple[int, ...]) -> dict[int, int]:
        st = TournamentState(players, games, settings=ResultSettings(spread_caps=caps))
        return {r.player_id: r.spread for r in compute_standings(st)}

    # (100, 0): round 1 capped at 100, rounds 2 and 3 (after the list: its last value) uncapped.
    # 1: +100 −30 +500 = 570; 2: −100 +50 +50 = 0; 3: +50 +30 −500 = −420.
    assert spreads((100, 0)) == {1: 570, 2: 0, 3: -420}
    # (400, 20): round 1 under 400 (+300); rounds 2 and 3 capped at 20.
    # 1: +300 −20 +20 = 300; 2: −300 +20 +20 = −260; 3: +50 +20 −20 = 50.
    assert spreads((400, 20)) == {1: 300, 2: -260, 3: 50}
    rs = ResultSettings(spread_caps=(300, 300, 250))
    assert [rs.cap_for(r) for r in (1, 2, 3, 4, 9)] == [300, 300, 250, 250, 250]
    assert rs.capped and not ResultSettings().capped
    with pytest.raises(ValueError, match="spread_caps"):
        ResultSettings(spread_caps=(100, -1))


CASH = [Prize(1, None, "", 100), Prize(2, None, "", 60), Prize(3, None, "", 30)]


def test_shared_ties_split_the_tied_places() -> None:
    """Issue 25 §4, ties="shared": P2 and P3 share 2nd, so 2nd and 3rd (60 + 30) are pooled:
    € 45 each, both named on both prizes. Default ("rating"): as before, marked ex aequo."""
    general = [row(1, 1, 12), row(2, 2, 10), row(2, 3, 10), row(4, 4, 8)]
    plain = assign_prizes(CASH, general, {}, tiebreaks=("wins",))
    assert plain.ties == "rating" and all(not a.shared_with for a in plain.awards)
    res = assign_prizes(CASH, general, {}, tiebreaks=("wins",), ties="shared")
    assert res.ties == "shared" and "si dividono" in res.rule
    assert [(a.player_id, a.shared_with, a.share_cents) for a in res.awards] == [
        (1, (), None),
        (2, (2, 3), 4500),
        (3, (2, 3), 4500),
    ]
    assert res.awards[1].shared_names == ("P2", "P3")


def test_shared_three_way_tie_for_two_prizes() -> None:
    # P2, P3, P4 share 2nd: the 2nd and 3rd prizes (90) are split three ways, € 30 each; P4,
    # who would have had nothing, is named too.
    general = [row(1, 1, 12), row(2, 2, 10), row(2, 3, 10), row(2, 4, 10), row(5, 5, 2)]
    res = assign_prizes(CASH, general, {}, tiebreaks=("wins",), ties="shared")
    assert [(a.player_id, a.shared_with, a.share_cents) for a in res.awards] == [
        (1, (), None),
        (2, (2, 3, 4), 3000),
        (3, (2, 3, 4), 3000),
    ]
    # 100 split three ways: cents rounded down (€ 33,33 each).
    three = [row(1, 1, 10), row(1, 2, 10), row(1, 3, 10)]
    one = assign_prizes(CASH[:1], three, {}, tiebreaks=("wins",), ties="shared")
    assert one.awards[0].share_cents == 3333 and one.awards[0].shared_with == (1, 2, 3)


def test_shared_tie_leaves_out_a_player_who_took_a_better_prize() -> None:
    # P2 and P3 share 2nd overall, but P3 takes 1° Under 18 (€ 80, worth more than the 2nd's
    # € 60): the 2nd overall goes to P2 alone, not split.
    general = [row(1, 1, 12), row(2, 2, 10), row(2, 3, 10), row(4, 4, 8)]
    table = [CASH[0], CASH[1], Prize(1, "Under 18", "", 80)]
    res = assign_prizes(table, general, {"Under 18": {3}}, tiebreaks=("wins",), ties="shared")
    assert [(a.prize.title(), a.player_id, a.shared_with) for a in res.awards] == [
        ("1° assoluto", 1, ()),
        ("1° Under 18", 3, ()),
        ("2° assoluto", 2, ()),
    ]
    # A cup is not split: both named, no amount.
    cups = [Prize(1, None, "Coppa"), Prize(2, None, "Targa")]
    tied = [row(1, 1, 10), row(1, 2, 10)]
    r = assign_prizes(cups, tied, {}, tiebreaks=("wins",), ties="shared")
    assert [(a.shared_with, a.share_cents) for a in r.awards] == [((1, 2), None), ((1, 2), None)]


def test_bands_use_the_rating_at_registration() -> None:
    """Issue 25 §4: P2 registered at 1650 (band B) and later corrected to 1750 stays in B."""
    from figs_td.core.standings.categories import band_rating

    now = [Player(2, "P2", rating=1750), Player(3, "P3", rating=1500)]
    kept = {2: PlayerExtra(rating_at_registration=1650, rating_changed=True)}
    assert band_rating(now[0], kept[2]) == 1650
    assert category_members(BANDS[1], now, kept) == {2, 3}  # B 1400–1699
    assert category_members(BANDS[0], now, kept) == set()  # not A (≥ 1700)
    # Without a kept registration rating the current one decides (it is the registered one).
    assert category_members(BANDS[0], now, {}) == {2}
    # Registered unrated, rated later: still in the band without a lower limit.
    unrated = {3: PlayerExtra(rating_at_registration=None, rating_changed=True)}
    assert category_members(BANDS[2], now, unrated) == {3}
