"""Exchange and cambio secco as each rule profile's text says (issue: profile details).

- ``000_`` art. 34 / ``002_`` art. 34: an ordinary exchange only "purché nel sacchetto siano
  rimaste almeno tre tessere"; the club guide ``003_`` («Cambio delle lettere»): "Il cambio può
  essere effettuato fino a quando rimane una lettera nel sacchetto" → ``exchange_min_bag`` 3 / 1.
- ``000_`` art. 35: "immediatamente dopo essersi avvalsi del cambio secco è possibile effettuare
  un cambio ordinario" (secco, then exchange — same turn).
- ``002_`` art. 35: the cambio secco "può essere effettuata anche nello stesso turno in cui è
  stato effettuato un cambio ordinario" (also exchange, then secco — same turn).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from figs_td.core.game.scoresheet import evaluate
from figs_td.core.game.scoresheet_json import record_from_json
from figs_td.core.rules import get_profile
from figs_td.errors import InputError
from tests.scoresheet.test_scoresheet_eval import _record_until_bag


def ev(turns: list[dict[str, Any]], profile: str) -> Any:
    doc = {"players": ["Anna", "Bruno"], "turns": turns}
    return evaluate(record_from_json(doc), profile)


def codes(e: Any) -> list[str]:
    return [w.code for w in e.warnings]


def test_profile_values_from_the_texts() -> None:
    assert get_profile("figs-25").exchange_min_bag == 3  # 000_ art. 34
    assert get_profile("figs-2008").exchange_min_bag == 3  # 002_ art. 34
    assert get_profile("club-22").exchange_min_bag == 1  # 003_ «Cambio delle lettere»
    assert get_profile("figs-2008").secco_after_exchange is True  # 002_ art. 35
    assert get_profile("figs-25").secco_after_exchange is False  # 000_ art. 35
    assert get_profile("club-22").secco_after_exchange is False  # 003_: secco, then play on
    with pytest.raises(ValueError, match="almeno 1 tessera"):
        get_profile("figs-25", exchange_min_bag=0)


@pytest.mark.parametrize(
    ("bag_left", "profile", "warned"),
    [
        (2, "figs-25", True),  # 2 < 3
        (2, "figs-2008", True),
        (2, "club-22", False),  # one tile left is enough for the club
        (1, "club-22", False),
        (3, "figs-25", False),
    ],
)
def test_exchange_bag_minimum_per_profile(bag_left: int, profile: str, warned: bool) -> None:
    turns, _ = _record_until_bag(random.Random(7), bag_left)
    e = ev([*turns, {"kind": "exchange", "tiles": 1}], profile)
    assert e.turns[-2].bag == bag_left
    assert ("exchange_bag" in codes(e)) is warned


def test_club_exchange_with_an_empty_bag_is_still_warned() -> None:
    turns, _ = _record_until_bag(random.Random(3), 0)
    e = ev([*turns, {"kind": "exchange", "tiles": 1}], "club-22")
    assert e.turns[-2].bag == 0
    msg = next(w.message for w in e.warnings if w.code == "exchange_bag")
    assert "servono almeno 1" in msg and "guida del circolo" in msg


# Anna moves first. Anna exchanges 3 tiles, then — the same turn — takes her cambio secco;
# then Bruno plays MICIO 8F (16: M3 I1 C2 I1 O1 = 8, doubled on H8).
EXCHANGE_THEN_SECCO = [
    {"kind": "exchange", "tiles": 3, "player": "Anna"},
    {"kind": "cambio_secco", "player": "Anna"},
    {"move": "8F MICIO", "player": "Bruno"},
]


def test_figs_2008_exchange_then_cambio_secco_same_turn() -> None:
    e = ev(EXCHANGE_THEN_SECCO, "figs-2008")
    assert [t.player for t in e.turns] == [0, 0, 1]
    assert e.totals == (0, 16)
    # one scoreless turn so far (the exchange); the secco does not count as a turn of its own
    assert "cambio_secco_twice" not in codes(e)


@pytest.mark.parametrize("profile", ["figs-25", "club-22"])
def test_other_profiles_refuse_exchange_then_secco(profile: str) -> None:
    with pytest.raises(InputError, match="tocca a Bruno.*non ammette il cambio secco"):
        ev(EXCHANGE_THEN_SECCO, profile)


@pytest.mark.parametrize("profile", ["figs-25", "figs-2008", "club-22"])
def test_secco_then_exchange_is_one_turn_everywhere(profile: str) -> None:
    # 000_ art. 35 ("immediatamente dopo … un cambio ordinario"), 002_ art. 35, 003_.
    turns = [
        {"kind": "cambio_secco", "player": "Anna"},
        {"kind": "exchange", "tiles": 2, "player": "Anna"},
        {"move": "8F MICIO", "player": "Bruno"},
    ]
    e = ev(turns, profile)
    assert [t.player for t in e.turns] == [0, 0, 1]


def test_figs_2008_exchange_then_opponents_secco_is_the_opponents_turn() -> None:
    # Without the same player on the secco, the exchange passes the turn as usual.
    turns = [
        {"kind": "exchange", "tiles": 3, "player": "Anna"},
        {"kind": "cambio_secco", "player": "Bruno"},
        {"move": "8F MICIO", "player": "Bruno"},
    ]
    e = ev(turns, "figs-2008")
    assert [t.player for t in e.turns] == [0, 1, 1]
    assert e.totals == (0, 16)


def test_figs_2008_exchange_secco_then_six_scoreless_rule() -> None:
    # Art. 39b (002_ art. 43): three passes/exchanges each end the game; the secco is no turn.
    turns = [
        {"kind": "exchange", "tiles": 3, "player": "Anna"},
        {"kind": "cambio_secco", "player": "Anna"},
    ] + [{"kind": "pass"}] * 5
    e = ev(turns, "figs-2008")
    assert e.ending.value == "scoreless"
