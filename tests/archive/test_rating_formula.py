"""The unofficial rating is the program's own formula (issue 40 §5): pinned with values worked out
by hand, and described as such wherever a user reads about it (never "the NASPA formula")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from figs_td.core.archive.rating import RatedEvent, RatingParams, rate_event, rate_history

ROOT = Path(__file__).parents[2]


def test_one_event_of_three_players_by_hand() -> None:
    # A 1500 (newcomer: K 32), B 1600 (120 games: K 24), C 1700 (300 games: K 16).
    # A beats B, C beats A, B and C draw.
    #   A–B: d = 100, e^(0.0031879·100) = e^0.31879 = 1.37546 → E(A) = 1/2.37546 = 0.42097
    #   A–C: d = 200, e^0.63758 = 1.89190 → E(A) = 1/2.89190 = 0.34579
    #   B–C: d = 100 → E(B) = 0.42097, E(C) = 0.57903
    # A: actual 1, expected 0.42097 + 0.34579 = 0.76676 → 32 × 0.23324 = +7.464 → 1507.464
    # B: actual ½, expected 0.57903 + 0.42097 = 1.00000 → 24 × (−0.5) = −12.000 → 1588.000
    # C: actual 1½, expected 0.65421 + 0.57903 = 1.23324 → 16 × 0.26676 = +4.268 → 1704.268
    out = rate_event(
        {1: 1500.0, 2: 1600.0, 3: 1700.0},
        {1: 0, 2: 120, 3: 300},
        [(1, 2, 400, 350), (1, 3, 300, 420), (2, 3, 380, 380)],
    )
    assert out[1].after == pytest.approx(1507.464, abs=0.001)
    assert out[2].after == pytest.approx(1588.000, abs=0.001)
    assert out[3].after == pytest.approx(1704.268, abs=0.001)
    assert out[1].expected == pytest.approx(0.76676, abs=1e-5)
    assert (out[1].actual, out[2].actual, out[3].actual) == (1.0, 0.5, 1.5)


def test_newcomers_start_at_1500_with_k_32_whatever_their_strength() -> None:
    # NASPA would compute a newcomer's first rating from the event itself; here both start at
    # 1500 and move by K 32: the winner +32 × (1 − ½) = +16, the loser −16.
    out = rate_event({}, {}, [(1, 2, 400, 350)])
    assert (out[1].after, out[2].after) == (1516.0, 1484.0)


def test_k_depends_on_games_only_not_on_the_rating() -> None:
    # Two equal players rated 2100 with 300 games each: K 16 (no rating-dependent multiplier),
    # the winner gains exactly 16 × ½ = 8.
    out = rate_event({1: 2100.0, 2: 2100.0}, {1: 300, 2: 300}, [(1, 2, 450, 400)])
    assert (out[1].after, out[2].after) == (2108.0, 2092.0)


def test_the_band_changes_between_events_not_inside_one() -> None:
    # A newcomer who plays 49 games in a first event and 10 in a second: K 32 for the first
    # (0 games before), K 32 for the second (49 < 50); after it (59 games) K would be 24.
    params = RatingParams()
    assert (params.k_for(0), params.k_for(49), params.k_for(50), params.k_for(199),
            params.k_for(200)) == (32.0, 32.0, 24.0, 24.0, 16.0)  # fmt: skip
    first = RatedEvent(1, [(1, 2, 400, 300)] * 49, {1: 1500.0, 2: 1500.0})
    _by_event, _now, games = rate_history([first])
    assert games == {1: 49, 2: 49}


#: Where a user reads about the rating: the manual, the reference, the pages, the window's and
#: the services' strings, the translations.
USER_TEXT = ["docs/manuale.md", "docs/riferimento", "figs_td", "resources/translations"]


def test_no_user_text_calls_it_the_naspa_formula() -> None:
    wrong = re.compile(r"formula[^.\n]{0,40}NASPA|NASPA[^.\n]{0,20}formula", re.IGNORECASE)
    denial = re.compile(r"non (è|e') (quello|quella|il rating)[^.\n]{0,30}NASPA|né quello NASPA"
                        r"|not NASPA|nor NASPA|not equal to NASPA", re.IGNORECASE)  # fmt: skip
    found = []
    for top in USER_TEXT:
        base = ROOT / top
        files = [base] if base.is_file() else sorted(
            p for p in base.rglob("*") if p.suffix in {".py", ".md", ".html", ".ts", ".txt"}
        )  # fmt: skip
        for path in files:
            for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
                if wrong.search(line) and not denial.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []


def test_the_label_says_it_is_neither_the_federations_nor_naspas() -> None:
    from figs_td.services.archive.rating import RATING_LABEL

    assert "non ufficiale" in RATING_LABEL
    assert "propria del programma" in RATING_LABEL
    assert "NASPA" in RATING_LABEL and "né quello NASPA" in RATING_LABEL
