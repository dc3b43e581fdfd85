"""Prepared data worked out by hand from the games of ``fixtures.small_state``."""

from fractions import Fraction

import pytest
from fixtures import HEADER, complete_state, small_state

from figs_td.errors import InputError
from figs_td.reports import prepare
from figs_td.reports.documents import pairings_alpha_sheet


def test_pairings_carry_record_before_the_round() -> None:
    data = prepare.pairings_data(small_state(), HEADER, 3, word_list_threshold=900)
    assert data.header.round == 3
    by_table = {r.table: r for r in data.rows}
    # Rossi: won 400-350 and 390-370 -> 2 wins, +70; Bianchi (7): won 410-390, won 365-360.
    assert (by_table[1].first.name, by_table[1].first.wins, by_table[1].first.spread) == (
        "Rossi Mario",
        2,
        70,
    )
    assert (by_table[1].second.wins, by_table[1].second.spread) == (2, 25)
    # Françoise: draw 380-380, forfeit win 50-0 -> 1.5 wins, +50; bye listed last, no table.
    bye = data.rows[-1]
    assert bye.table is None and bye.second is None
    assert (bye.first.wins, bye.first.spread) == (Fraction(3, 2), 50)
    # Ratings 800 (player 8) and 900 (player 7) are at or below the threshold 900.
    assert by_table[1].second.word_list and by_table[3].first.word_list
    assert not by_table[1].first.word_list


def test_alphabetical_pairings_ignore_accents() -> None:
    sheet = pairings_alpha_sheet(prepare.pairings_data(small_state(), HEADER, 3))
    names = [row[0] for row in sheet.rows]
    assert names == [
        '=HYPERLINK("http://x","y")',
        "Bianchi Lucia",
        "Erdős Pál",
        "Françoise Çelik",
        "Łukasiewicz Paweł",
        "Rossi Mario",
        "Šimůnek Jiří",
    ]
    rossi = sheet.rows[5]
    assert rossi[2:] == [1, "Bianchi Lucia", "inizia"]
    assert sheet.rows[1][4] == "secondo"
    assert sheet.rows[3][3] == "riposo"


def test_crosstable_cells() -> None:
    data = prepare.crosstable_data(small_state(), HEADER)
    assert data.rounds == 3
    rows = {r.name: r for r in data.rows}
    c1 = rows["Rossi Mario"].cells
    assert (c1[0].opponent, c1[0].result, c1[0].score, c1[0].opp_score) == (2, "V", 400, 350)
    assert c1[2].result == ""  # round 3 not entered yet
    f = rows["Françoise Çelik"].cells
    assert [c.result for c in f] == ["P", "V", "R"]
    assert rows["Niccolò Dell'Acqua"].cells[2] is None  # not paired in round 3


def test_scorecards_running_totals() -> None:
    cards = {c.name: c for c in prepare.scorecards_data(small_state(), HEADER).cards}
    f = cards["Françoise Çelik"].lines
    # draw 380-380, forfeit 50-0, bye +50 (domain.md §7 default)
    assert [(ln.wins, ln.spread) for ln in f] == [
        (Fraction(1, 2), 0),
        (Fraction(3, 2), 50),
        (Fraction(5, 2), 100),
    ]
    assert f[0].moved_first is False and f[2].opponent == "riposo"
    s = cards["Šimůnek Jiří"].lines  # 420-300, 360-365, 340-350
    assert [(ln.result, ln.spread) for ln in s] == [("V", 120), ("S", 115), ("S", 105)]


def test_scoresheets_skip_byes_and_keep_who_starts() -> None:
    data = prepare.scoresheets_data(small_state(), HEADER, 3)
    assert [(s.table, s.first, s.second) for s in data.sheets] == [
        (1, "Rossi Mario", "Bianchi Lucia"),
        (2, "Erdős Pál", "Šimůnek Jiří"),
        (3, '=HYPERLINK("http://x","y")', "Łukasiewicz Paweł"),
    ]


def test_words23_folds_and_filters() -> None:
    data = prepare.words23_data(["oca", "Ìo", "re", "casa", "a", "perché", "tre"], HEADER)
    assert data.by_length(2) == ["IO", "RE"]
    assert data.by_length(3) == ["OCA", "TRE"]
    with pytest.raises(InputError):
        prepare.words23_data(["casa"], HEADER)


def test_final_standings_have_history_only_after_last_round() -> None:
    st = complete_state()
    final = prepare.standings_data(st, HEADER)
    assert final.title == "Classifica finale" and len(final.history) == 8
    assert all(len(h.ranks) == 3 for h in final.history)
    mid = prepare.standings_data(st, HEADER, 1)
    assert mid.history == () and mid.header.round == 1
    assert [c.label for c in mid.columns] == ["Punti", "Buchholz", "Differenza", "Punti fatti"]
    with pytest.raises(InputError):
        prepare.standings_data(st, HEADER, 7)


def test_unknown_round_is_an_italian_error() -> None:
    with pytest.raises(InputError, match="turno 9"):
        prepare.pairings_data(small_state(), HEADER, 9)
