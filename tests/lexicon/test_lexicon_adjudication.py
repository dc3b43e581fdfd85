"""Adjudication of challenged moves (Regolamento art. 28–30) and who rules (art. 43–45)."""

from __future__ import annotations

import pytest

from figs_td.core.game.adjudication import adjudicate, same_person, who_rules
from figs_td.core.lexicon.wordlist import lexicon_from_words
from figs_td.errors import InputError

LEX = lexicon_from_words({"CASA", "CASE", "PERCHE", "ZIO", "AMARLO"}, "prova")


def test_all_challenged_words_valid() -> None:
    r = adjudicate(["casa", "perché"], LEX)
    assert r.valid is True
    assert r.words == {"CASA": True, "PERCHE": True}
    assert r.penalty is None and r.charged_to is None


def test_one_invalid_word_makes_the_move_invalid() -> None:
    # Art. 29: the ruling is on the move; any invalid challenged word makes it invalid.
    r = adjudicate(["CASA", "CASAX", "ZIO"], LEX)
    assert r.valid is False
    assert r.words == {"CASA": True, "CASAX": False, "ZIO": True}


@pytest.mark.parametrize(
    ("words", "value", "points", "payer"),
    [
        # Art. 30: invalid → 20 % to the mover; valid → 10 % to the challenger;
        # nearest integer, x.5 down, at least 1.
        (["CASA", "CASAX"], 25, 5, "mover"),  # 20 % of 25 = 5
        (["CASA", "ZIO"], 25, 2, "challenger"),  # 10 % of 25 = 2.5 → 2
        (["CASA", "ZIO"], 77, 8, "challenger"),  # 7.7 → 8
        (["XX", "ZIO"], 77, 15, "mover"),  # 15.4 → 15
        (["ZIO"], 3, 1, "challenger"),  # 0.3 → minimum 1
        (["AMARLO", "CASE"], 84, 8, "challenger"),  # 8.4 → 8
        (["CASEE"], 82, 16, "mover"),  # 16.4 → 16
        (["CASEE"], 0, 1, "mover"),  # minimum 1
    ],
)
def test_penalties(words: list[str], value: int, points: int, payer: str) -> None:
    r = adjudicate(words, LEX, value)
    assert (r.penalty, r.charged_to) == (points, payer)


def test_json_shape() -> None:
    d = adjudicate(["casa", "casx"], LEX, 30).to_dict()
    assert d == {
        "valid": False,
        "words": {"CASA": True, "CASX": False},
        "lexicon": {"name": "prova", "sha256": LEX.info.sha256, "words": 5},
        "penalty": {"points": 6, "charged_to": "mover"},
    }
    assert "penalty" not in adjudicate(["casa"], LEX).to_dict()


@pytest.mark.parametrize("words", [[], ["ca5a"], ["a"], ["l'acqua"]])
def test_bad_input(words: list[str]) -> None:
    with pytest.raises(InputError):
        adjudicate(words, LEX, 10)


def test_negative_value_refused() -> None:
    with pytest.raises(ValueError):
        adjudicate(["CASA"], LEX, -5)


def test_same_person() -> None:
    assert same_person("Rossi Mario", "mario ROSSI")
    assert same_person("Nicolò Bianchi", "Bianchi Nicolo")
    assert not same_person("Rossi Mario", "Rossi Maria")
    assert not same_person("", "")


def test_arbiter_rules_other_games() -> None:
    assert who_rules("Rossi Mario", ["A", "B", "C"], ["Verdi Anna", "Neri Luca"]) == (
        "Rossi Mario",
        "arbitro",
    )


def test_panel_rules_the_arbiters_game() -> None:
    # Art. 45: when the game is the arbiter's own, the support panel decides.
    panel = ["Neri Luca", "Bruni Eva", "Galli Ugo"]
    assert who_rules("Rossi Mario", panel, ["Mario Rossi", "Neri Luca"]) == (
        "Bruni Eva",
        "collegio",
    )


def test_no_eligible_panel_member() -> None:
    with pytest.raises(InputError, match="collegio"):
        who_rules("Rossi Mario", ["", "", ""], ["Rossi Mario", "Neri Luca"])
    with pytest.raises(InputError, match="arbitro"):
        who_rules("", ["A"], ["B", "C"])
