"""Game records as JSON and GCG: round trips, files of other programs, broken files."""

from __future__ import annotations

import json
from typing import Any

import pytest

from figs_td.core.game.gcg import dump_gcg, load_gcg
from figs_td.core.game.scoresheet import Challenge, EndState, GameRecord, Turn, TurnKind, evaluate
from figs_td.core.game.scoresheet_json import (
    dump_record_json,
    load_record_json,
    record_from_json,
    record_to_json,
)
from figs_td.errors import InputError


def full_record() -> GameRecord:
    """A record using every feature of the format."""
    return GameRecord(
        players=("Anna Rossi", "Bruno Bianchi"),
        starts=1,
        profile="figs-2008",
        meta={"title": "Torneo di prova", "round": "3", "table": "5", "note": "prima riga"},
        turns=[
            Turn(TurnKind.PLAY, word="MICIO", position="8F", declared=16, rack="MICIOAB",
                 note="bella\nseconda riga"),
            Turn(TurnKind.PASS),
            Turn(TurnKind.PLAY, word="ARMON.A", position="I3", declared=17,
                 challenge=Challenge(("ARMONIA",), True, "Mario Neri")),
            Turn(TurnKind.CAMBIO_SECCO, rack="AEIOUUU"),
            Turn(TurnKind.EXCHANGE, tiles=3),
            Turn(TurnKind.EXCHANGE, word="ABC", rack="ABCDEFG"),
            Turn(TurnKind.EXCHANGE),
            Turn(TurnKind.PLAY, word="MAESTRO", position="F8 vert.", declared=20,
                 challenge=Challenge(("MAESTRO", "X_Y"), False, "collegio, 2")),
            Turn(TurnKind.PASS),
            Turn(TurnKind.PLAY, word="aMICIO", position="8E"),
        ],
        end=EndState(racks=("AB?", "CDE"), overtime_s=(0, 70), flagged=None,
                     base_left_s=(0, 0), capped=False),
    )  # fmt: skip


def test_json_round_trip() -> None:
    rec = full_record()
    assert load_record_json(dump_record_json(rec)) == rec


def test_gcg_round_trip_record_and_text() -> None:
    rec = full_record()
    text = dump_gcg(rec)
    back = load_gcg(text)
    assert back == rec
    assert dump_gcg(back) == text
    # and the evaluation is the same
    assert evaluate(back).to_json() == evaluate(rec).to_json()


def test_gcg_writes_standard_lines_for_other_programs() -> None:
    text = dump_gcg(full_record())
    lines = text.splitlines()
    assert lines[0] == "#character-encoding UTF-8"
    assert "#player1 Anna_Rossi Anna Rossi" in lines
    assert ">Bruno_Bianchi: MICIOAB 8F MICIO +16 16" in lines
    assert ">Anna_Rossi: - +0 0" in lines
    assert ">Bruno_Bianchi: I3 ARMON.A +17 33" in lines  # letters on the board as '.'
    assert ">Anna_Rossi: (challenge) -2 -2" in lines  # 10 % of 17 to the challenger
    assert ">Bruno_Bianchi: ABCDEFG -ABC +0 33" in lines
    assert ">Bruno_Bianchi: F8 .AESTRO +16 49" in lines
    assert ">Bruno_Bianchi: -- -16 33" in lines  # withdrawn
    assert ">Bruno_Bianchi: (challenge) -3 30" in lines  # 20 % of 16 to the mover
    assert "#figs-cambio-secco Anna_Rossi AEIOUUU" in lines
    assert ">Anna_Rossi: AB? (AB?) -13 -15" in lines


QUACKLE_STYLE = """\
#character-encoding UTF-8
#player1 anna Anna Rossi
#player2 bruno Bruno Bianchi
#title Partita amichevole
#lexicon ITA
>anna: CIMOIAB 8F MICIO +16 16
#note buona apertura
>bruno: AMRONAE I3 ARMON.A +17 17
>anna: ABSSOEE -AB +0 16
>bruno: AESTROX F8 .AESTRO +16 33
>bruno: AESTROX -- -16 17
>anna: SSOEEXY J8 .SSO +10 26
>anna: EEXY (challenge) +5 31
>bruno: AESTROX - +0 17
>anna: EEXY (time) -10 21
#rack2 CDE
"""


def test_reads_a_file_of_another_program() -> None:
    rec = load_gcg(QUACKLE_STYLE)
    assert rec.players == ("Anna Rossi", "Bruno Bianchi")
    assert rec.meta["title"] == "Partita amichevole"
    kinds = [t.kind for t in rec.turns]
    assert kinds == [TurnKind.PLAY, TurnKind.PLAY, TurnKind.EXCHANGE, TurnKind.PLAY,
                     TurnKind.PLAY, TurnKind.PASS]  # fmt: skip
    assert rec.turns[0].note == "buona apertura"
    assert rec.turns[1].word == "ARMONIA"  # the '.' filled from the board
    assert rec.turns[3].challenge == Challenge((), False, "")  # taken back: invalid
    assert rec.turns[4].challenge == Challenge((), True, "")  # challenge bonus: valid
    assert rec.end is not None and rec.end.racks == ("", "CDE")
    assert "anna -10" in rec.meta["gcg_time_penalty"]
    e = evaluate(rec)
    # Italian rules: MAESTRO withdrawn, Bruno −3 (20 % of 16); OSSO valid: Bruno −1 (10 % of 13);
    # OSSO = O 1 + S 2 + S on J10 LT 6 + O 1 = 10, and AS (A of ARMONIA on I9, S on J9) = 3
    osso = e.turns[4].recount
    assert osso is not None
    assert {w.word: w.score for w in osso.words} == {"OSSO": 10, "AS": 3}
    assert e.turns[4].score == 13
    assert e.totals == (16 + 13, 17 - 3 - 1)  # 10 % of 13 = 1.3 → 1
    assert e.final == (29, 13 - 8)  # CDE = 2 + 5 + 1
    # and our own file of it round-trips
    assert load_gcg(dump_gcg(rec)) == rec


def test_gcg_latin1_and_parenthesised_through_letters() -> None:
    text = "#player1 a Niccolò\n#player2 b Bice\n>a: 8F MICIO +16 16\n>b: I3 ARMON(I)A +17 17\n"
    rec = load_gcg(text.encode("latin-1"))
    assert rec.players[0] == "Niccolò"
    assert rec.turns[1].word == "ARMONIA"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        (">a: 8F MICIO +16 16\n", "giocatore 'a' non dichiarato"),
        ("#player1 a A\n#player2 b B\n>a: 8F MICIO 16\n", "riga 3"),
        ("#player1 a A\n#player2 b B\nciao\n", "riga 3: riga non riconosciuta"),
        ("#player1 a A\n#player2 b B\n>a 8F MICIO +16 16\n", "manca ':'"),
        ("#player1 a A\n#player2 b B\n>a: 8F MICIO CASA +16 16\n", "giocata non riconosciuta"),
        ("#player1 a A\n#player2 b B\n>a: 1234 MICIO +16 16\n", "leggio '1234'"),
        ("#player1 a A\n", "mancano le righe #player1 e #player2"),
        ("#player1 a A\n#player2 b B\n>b: -- -5 0\n", "contestazione senza una giocata"),
        ("#player1 a A\n#player2 b B\n#figs-end racks=| overtime=x\n", "#figs-end non valido"),
    ],
)
def test_broken_gcg_names_the_line(text: str, fragment: str) -> None:
    with pytest.raises(InputError) as err:
        load_gcg(text)
    assert fragment in str(err.value)


@pytest.mark.parametrize(
    ("doc", "fragment"),
    [
        ('{"players": ["a", "b"], "turns": [', "JSON non valido alla riga 1"),
        ('["a"]', "serve un oggetto"),
        ('{"players": ["a"]}', "'players'"),
        ('{"players": ["a", "b"], "turns": [{"kind": "volo"}]}', "turno 1: tipo 'volo'"),
        ('{"players": ["a", "b"], "turns": [{"move": "8F"}]}', "turno 1: mossa '8F'"),
        ('{"players": ["a", "b"], "turns": [{"move": "8F MICIO", "score": "16"}]}', "turno 1, score"),
        ('{"players": ["a", "b"], "turns": [{"move": "8F MICIO", "colour": 1}]}', "colour"),
        ('{"players": ["a", "b"], "turns": [{"kind": "pass", "challenge": {"valid": true}}]}',
         "si contesta solo una giocata"),
        ('{"players": ["a", "b"], "turns": [], "end": {"racks": ["A"]}}', "fine partita, racks"),
        ('{"players": ["a", "b"], "format": "altro"}', "formato 'altro'"),
        ('{"players": ["a", "b"], "turns": [{"move": "8F MICIO", "player": "c"}]}',
         "giocatore 'c' sconosciuto"),
    ],
)  # fmt: skip
def test_broken_json_is_named(doc: str, fragment: str) -> None:
    with pytest.raises(InputError) as err:
        load_record_json(doc)
    assert fragment in str(err.value)


def test_json_schema_shape() -> None:
    data: dict[str, Any] = record_to_json(full_record())
    assert data["format"] == "figs-td-scoresheet" and data["version"] == 1
    assert data["turns"][0] == {
        "kind": "play",
        "word": "MICIO",
        "position": "8F",
        "score": 16,
        "rack": "MICIOAB",
        "note": "bella\nseconda riga",
    }
    assert data["end"]["overtime_s"] == [0, 70]
    # the shorthand "move" and player names are accepted on input
    rec = record_from_json(
        {"players": ["a", "b"], "turns": [{"move": "F8 orizz. MICIO", "player": "a"}]}
    )
    assert rec.turns[0].position == "8F" and rec.turns[0].player == 0
    json.dumps(data)  # serialisable


def test_gcg_keeps_odd_meta_and_unplaced_words() -> None:
    rec = GameRecord(
        players=("A", "B"),
        meta={"luogo e data": "Roma,\n3 maggio", "title": "T"},
        turns=[Turn(TurnKind.PLAY, word="MI CIO", declared=16), Turn(TurnKind.PASS)],
    )
    assert load_gcg(dump_gcg(rec)) == rec
