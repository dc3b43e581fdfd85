"""The example game of the box rules (``001_``): 34 turns, totals 464 and 459.

The OCR gives the words and scores but not the positions (the board picture is lost), so the
first two turns are placed (their positions follow from the text: the O of CORNO covers the
centre) and the others are entered as declared scores, as a scoresheet written without
coordinates. Three of XX's scores are garbled in the OCR; they follow from the words with no
premium (ORMA 7 + MA 4 = 11, IDOLO 11) and from MUSA (×3) = 9 × 3 = 27, and together they make
the printed total (464 − 415 = 49 = 11 + 11 + 27).
"""

from __future__ import annotations

from figs_td.core.game.scoresheet import evaluate
from figs_td.core.game.scoresheet_json import record_from_json
from figs_td.core.rules import finish_game, get_profile

XX = [("CORNO", 22), ("CROSTA", 10), ("FUCILE", 21), ("BLU", 48), ("LENTI", 20),
      ("LAVATE", 26), ("SCHIERE", 54), ("ORMA", 11), ("AMO", 8), ("IDOLO", 11),
      ("PIZZA", 31), ("DETENUTO", 84), ("MUSA", 27), ("BOB", 22), ("VOTI", 42), ("GOLA", 17),
      ("PANE", 10)]  # fmt: skip
YY = [("FORME", 24), ("CROSTATA", 15), ("RICCO", 8), ("MOSSA", 17), ("AVIATORI", 76),
      ("REMO", 13), ("ELISO", 20), ("AFONO", 21), ("ERO", 16), ("PESCI", 39), ("QUALI", 18),
      ("SQUALI", 20), ("VAGITO", 46), ("FUNGHI", 105), ("VIP", 11), ("POCA", 10)]  # fmt: skip


def box_game() -> dict[str, object]:
    turns: list[dict[str, object]] = []
    for i in range(len(XX)):
        turns.append({"word": XX[i][0], "score": XX[i][1]})
        if i < len(YY):
            turns.append({"word": YY[i][0], "score": YY[i][1]})
    turns[0] = {"move": "8D CORNO", "score": 22}
    turns[1] = {"move": "E7 FORME", "score": 24}
    # XX went out with PANE; YY was left with D and E (6 points)
    return {"players": ["XX", "YY"], "turns": turns, "end": {"racks": ["", "DE"]}}


def test_box_game_totals_and_figs_ending() -> None:
    e = evaluate(record_from_json(box_game()))
    assert len(e.turns) == 33
    assert e.turns[0].recount is not None and e.turns[0].recount.total == 22
    assert e.turns[1].recount is not None and e.turns[1].recount.total == 24
    assert e.totals == (464, 459)  # "Totale 464 … Totale 459"
    # Running totals after turn 10 (AVIATORI, with its +50)
    assert e.turns[9].totals == (22 + 10 + 21 + 48 + 20, 24 + 15 + 8 + 17 + 76)
    # FIGS (art. 40): the player who went out adds nothing; the box rules give 470–453
    assert e.final == (464, 453)
    assert e.final == finish_game(get_profile("figs-25"), (464, 459), racks=("", "DE"))
    assert {w.code for w in e.warnings} >= {"no_position"}
