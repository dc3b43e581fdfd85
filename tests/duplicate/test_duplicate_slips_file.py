"""Issue 36 §1: a file of the room's slips goes to the right players — by the number written on
each line or by its position (the count of lines checked against the room) — a refused line is
skipped, never shifted onto the next player; by default nothing of a file with a refused line is
stored (exit 2), with ``--keep-good`` the good lines are (exit 1); the store is one transaction
that checks the master game it read. And from §2: a move written in capitals with the jolly
unmarked, whose declared score disagrees, goes to the arbiter's list; counts in the singular.

The list is {LA, ALA} (conftest ``tiny``); values A 1, L 3, C 2, D 5, E 1, I 1. Move 1, rack
LAACDEI, on the empty board, the top not placed yet (so a ``t`` line is refused):

- ``8g ala``: A on G8, L on the centre star H8 (PD), A on I8: (1 + 3 + 1) × 2 = **10**; the same
  for ``8f ala`` (F8, G8, H8: plain, plain, star);
- ``8g la``: L on G8, A on H8: (3 + 1) × 2 = **8**; ``h7 la`` down: L on H7 (plain), A on H8:
  (3 + 1) × 2 = **8**;
- ``8g ali``: ALI is not in the list: **0**; ``7``: the score alone, 7; ``b a``: blank slip, 0,
  with a warning.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from figs_td.cli import main
from figs_td.errors import ConflictError, InputError
from figs_td.services.duplicate import events as dup
from tests.duplicate.test_duplicate_room import make_event

#: The pattern of the good lines (by player number mod 6): line → (score, status, text, warnings).
_GOOD = {
    0: ("8g ala", (10, "valid", "8G ALA", 0)),
    1: ("8g la", (8, "valid", "8G LA", 0)),
    2: ("h7 la", (8, "valid", "H7 LA", 0)),
    3: ("7", (7, "score_only", "", 0)),
    4: ("8g ali", (0, "invalid", "8G ALI", 0)),
    5: ("b a", (0, "blank", "", 1)),
}
#: The three bad lines: player → (line, why it is refused).
_BAD = {
    7: ("t", "il top della mossa 1 non è ancora sul tabellone"),
    30: ("zz", "'zz' non riconosciuto"),
    52: ("8g", "'8g' non riconosciuto"),
}


def _line(k: int) -> str:
    if k in _BAD:
        return _BAD[k][0]
    if k % 12 == 0:
        return "8f ala 10"  # the declared score beside the move, which agrees: 10
    return _GOOD[k % 6][0]


def _expected(k: int) -> tuple[int, str, str, int]:
    if k % 12 == 0:
        return (10, "valid", "8F ALA", 0)
    return _GOOD[k % 6][1]


EXPECTED = {k: _expected(k) for k in range(1, 61) if k not in _BAD}


@pytest.fixture
def room(tmp_path: Path, tiny: str) -> Iterator[tuple[str, Any]]:
    """60 players, game 1, move 1 drawn (LAACDEI), its top not placed."""
    path = str(tmp_path / "sala.figs")
    store = make_event(path, tiny, 60)
    dup.new_game(store, seed=1)
    dup.draw(store, tiles="LAACDEI")
    yield path, store
    store.close()


def _stored(store: Any) -> dict[int, tuple[int, str, str, int]]:
    """Every stored slip of move 1: player → (score, status, text, warnings)."""
    return {
        n: (s["score"], s["status"], s["entry"].get("text") or "", s["entry"].get("warnings", 0))
        for n, s in dup.slips_for_move(store, 1, 1).items()
    }


def _audit(store: Any) -> int:
    from figs_td.services.tournament import audit_log

    return len(audit_log(store))


def _run(capsys: Any, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _names_the_three(err: str) -> None:
    for k, (_, why) in _BAD.items():
        assert f"riga {k}, giocatore {k} Giocatore{k:02d} Nome: {why}" in err, err


# ------------------------------------------------------------------------------ by position


def test_a_file_by_position_with_three_bad_lines_stores_nothing_and_names_them(
    room: tuple[str, Any], tmp_path: Path, capsys: Any
) -> None:
    path, store = room
    f = tmp_path / "sala.txt"
    f.write_text("\n".join(_line(k) for k in range(1, 61)) + "\n", encoding="utf-8")
    before = _audit(store)
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f))
    assert code == 2
    assert "nessun foglietto registrato: 3 righe rifiutate" in err
    _names_the_three(err)
    assert "--keep-good" in err
    assert _stored(store) == {} and _audit(store) == before  # nothing half-stored


def test_keep_good_stores_the_57_right_slips_on_the_right_players(
    room: tuple[str, Any], tmp_path: Path, capsys: Any
) -> None:
    path, store = room
    f = tmp_path / "sala.txt"
    f.write_text("\n".join(_line(k) for k in range(1, 61)) + "\n", encoding="utf-8")
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f), "--keep-good")
    assert code == 1  # partly done: the good lines stored, the bad ones named
    stored = _stored(store)
    assert stored == EXPECTED  # every slip compared: player, score, status, move, warnings
    assert len(stored) == 57 and not set(_BAD) & set(stored)
    _names_the_three(err)
    assert out.rstrip().endswith("57 foglietti registrati, 3 righe rifiutate")
    assert "8 Giocatore08 Nome: H7 LA 8" in out and "6 Giocatore06 Nome: punteggio 0" not in out
    # The good lines went in one transaction: one audit entry per slip, nothing else.
    from figs_td.services.tournament import audit_log

    actions = [e.action for e in audit_log(store)]
    assert actions.count("duplicate.slip") == 57


# ------------------------------------------------------------------------------ by number


def test_a_file_by_number_in_any_order(room: tuple[str, Any], tmp_path: Path, capsys: Any) -> None:
    path, store = room
    order = list(range(1, 61))
    random.Random(36).shuffle(order)
    f = tmp_path / "numeri.txt"
    f.write_text("\n".join(f"{k}: {_line(k)}" for k in order) + "\n", encoding="utf-8")
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f), "--json")
    assert code == 2 and _stored(store) == {}
    data = json.loads(out)
    assert data["stored"] is False and data["slips"] == [] and data["tied_by"] == "number"
    refused = {r["player"]: r for r in data["refused"]}
    assert set(refused) == set(_BAD)
    for k, r in refused.items():
        assert r["line"] == order.index(k) + 1 and r["name"] == f"Giocatore{k:02d} Nome"
        assert r["reason"].startswith(_BAD[k][1]) and r["text"] == f"{k}: {_BAD[k][0]}"
    code, out, err = _run(
        capsys, "duplicate", "slips", path, "1", "--input", str(f), "--json", "--keep-good"
    )
    assert code == 1
    data = json.loads(out)
    assert data["stored"] is True and len(data["slips"]) == 57 and data["errors"] == 3
    assert _stored(store) == EXPECTED
    assert {s["player_number"]: s["score"] for s in data["slips"]} == {
        k: v[0] for k, v in EXPECTED.items()
    }


def test_a_file_by_number_may_name_some_players_only(
    room: tuple[str, Any], tmp_path: Path, capsys: Any
) -> None:
    path, store = room
    f = tmp_path / "alcuni.txt"
    f.write_text("12: 8g la\n\n3: 8G ALA 10\n40:\n", encoding="utf-8")  # 40: no slip
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f))
    assert code == 0, err
    assert _stored(store) == {12: (8, "valid", "8G LA", 0), 3: (10, "valid", "8G ALA", 0)}
    assert out.rstrip().endswith("2 foglietti registrati")


def test_a_number_twice_or_of_no_player_refuses_those_lines(
    room: tuple[str, Any], tmp_path: Path, capsys: Any
) -> None:
    path, store = room
    f = tmp_path / "doppio.txt"
    f.write_text("5: 8g la\n6: 7\n5: 8g ala\n61: 7\n", encoding="utf-8")
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f))
    assert code == 2 and _stored(store) == {}
    assert "riga 1, giocatore 5 Giocatore05 Nome: il giocatore 5 è su più righe (righe 1, 3)" in err
    assert "riga 3, giocatore 5 Giocatore05 Nome: il giocatore 5 è su più righe" in err
    assert "riga 4, giocatore 61: nessun giocatore col numero 61" in err
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f), "--keep-good")
    assert code == 1 and _stored(store) == {6: (7, "score_only", "", 0)}
    assert out.rstrip().endswith("1 foglietto registrato, 3 righe rifiutate")


# ------------------------------------------------------------------------------ whole-file refusals


def test_a_count_of_lines_that_is_not_the_rooms_refuses_the_file(
    room: tuple[str, Any], tmp_path: Path, capsys: Any
) -> None:
    path, store = room
    f = tmp_path / "corto.txt"
    f.write_text("\n".join(_GOOD[k % 6][0] for k in range(1, 60)) + "\n", encoding="utf-8")
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f), "--keep-good")
    assert code == 2 and _stored(store) == {}  # refused whole, even with --keep-good
    assert "il file dei foglietti ha 59 righe senza il numero del giocatore, i giocatori della " \
           "gara sono 60" in err  # fmt: skip
    # From player 2 the same 59 lines are the room's: line 1 is player 2's.
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f), "--from", "2")
    assert code == 0, err
    stored = _stored(store)
    assert len(stored) == 59 and 1 not in stored
    assert stored[2] == _GOOD[1][1] and stored[60] == _GOOD[59 % 6][1]  # line 1, line 59


def test_a_file_mixing_numbered_and_unnumbered_lines_is_refused(
    room: tuple[str, Any], tmp_path: Path, capsys: Any
) -> None:
    path, store = room
    f = tmp_path / "misto.txt"
    f.write_text("8g la\n7\n15: 8g ala\n", encoding="utf-8")
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f))
    assert code == 2 and _stored(store) == {}
    assert "col numero del giocatore in testa (riga 3) e righe senza (righe 1, 2)" in err


def test_the_file_is_one_transaction_checking_the_master_game_it_read(
    room: tuple[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another desk places the top between the reading and the writing: the file is refused,
    nothing stored (the slips were scored on a board without the top). A later draw meanwhile
    (the slips of move 1 typed while move 2 is played) is no conflict."""
    _, store = room
    lines = [f"{k}: 8g la" for k in range(1, 61)]
    real = dup._Move.read
    meanwhile: list[Any] = []

    def read_then(cls: Any, *a: Any, **kw: Any) -> Any:
        ctx = real(*a, **kw)
        for job in meanwhile:
            job()
        return ctx

    monkeypatch.setattr(dup._Move, "read", classmethod(read_then))
    meanwhile.append(lambda: dup.confirm_top(store, 1, "8G ALA"))
    before = _audit(store)
    with pytest.raises(ConflictError, match="cambiata fino alla mossa 1 nel frattempo"):
        dup.enter_room(store, 1, lines)
    assert _stored(store) == {} and _audit(store) == before + 1  # the top's own entry only
    meanwhile[:] = [lambda: dup.draw(store, tiles="LAO")]
    entry = dup.enter_room(store, 1, lines)
    assert len(entry.slips) == 60 and _stored(store)[1] == (8, "valid", "8G LA", 0)
    assert len(dup.get_game(store, 1).moves) == 2  # the draw kept


# ------------------------------------------------------------------------------ the jolly (§2)


@pytest.fixture
def jolly(tmp_path: Path, tiny: str) -> Iterator[tuple[str, Any]]:
    """20 players, move 1 drawn LA?CDEI: one A and a jolly."""
    path = str(tmp_path / "jolly.figs")
    store = make_event(path, tiny, 20)
    dup.new_game(store, seed=1)
    dup.draw(store, tiles="LA?CDEI")
    yield path, store
    store.close()


def test_a_capital_word_with_the_jolly_unmarked_goes_to_the_arbiter(
    jolly: tuple[str, Any], capsys: Any
) -> None:
    """8G ALA in capitals asks for two As, the rack has one and a jolly: the board says 0
    ("tessere non sul leggio"); the player declared 8 — A on G8, L on the star, the jolly A
    on I8: (1 + 3 + 0) × 2. The slip scores the board's 0 (domain.md §10) and is listed to
    the arbiter, with the move and the two scores; written as 8G ALa it is 8 and agrees."""
    path, store = jolly
    r = dup.enter_slip(store, 1, 3, text="8G ALA", declared=8)
    assert (r.score, r.status, r.declared) == (0, "invalid", 8)
    assert r.check == "dichiarati 8, la mossa scritta vale 0"
    ok = dup.enter_slip(store, 1, 4, text="8G ALa", declared=8)
    assert (ok.score, ok.check) == (8, "")
    # The fast line takes the declared score beside the move.
    r5 = dup.enter_line(store, 1, "8G ALA 8", player=5)
    assert r5 is not None and (r5.score, r5.declared) == (0, 8) and r5.check
    assert dup.enter_line(store, 1, "8g ala 8", player=6).check == ""  # lowercase: resolved
    listed = dup.EventData.read(store).to_check()
    assert [(g, m, o["player"], o["written"], o["declared"], o["score"]) for g, m, o in listed] == [
        (1, 1, 3, "8G ALA", 8, 0),
        (1, 1, 5, "8G ALA", 8, 0),
    ]
    capsys.readouterr()
    assert main(["duplicate", "standings", path]) == 0
    out = capsys.readouterr().out
    assert "foglietti da controllare (punti dichiarati diversi dalla mossa scritta):" in out
    assert (
        "partita 1, mossa 1: 3 Giocatore03 Nome 8G ALA: dichiarati 8, la mossa scritta vale 0 "
        "(tessere non sul leggio (LA?CDEI))" in out
    )
    # The arbiter corrects: the slip entered again with the jolly marked leaves the list.
    dup.enter_slip(store, 1, 3, text="8G ALa", declared=8)
    assert [o["player"] for _, _, o in dup.EventData.read(store).to_check()] == [5]


def test_the_cli_says_which_slips_of_a_file_go_to_the_arbiter(
    jolly: tuple[str, Any], tmp_path: Path, capsys: Any
) -> None:
    path, store = jolly
    f = tmp_path / "j.txt"
    f.write_text("1: 8G ALA 8\n2: 8G ALa 8\n", encoding="utf-8")
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f))
    assert code == 0, err
    assert "1 Giocatore01 Nome: 8G ALA 0 (tessere non sul leggio (LA?CDEI)) — all'arbitro: " \
           "dichiarati 8, la mossa scritta vale 0" in out  # fmt: skip
    assert "2 foglietti registrati, 1 da controllare" in out
    code, out, err = _run(
        capsys, "duplicate", "slip", path, "1", "7", "--declared", "9", "8G", "ALa"
    )
    assert code == 0 and out.rstrip().endswith(
        "— all'arbitro: dichiarati 9, la mossa scritta vale 8"
    )
    assert main(["duplicate", "slip", path, "1", "8", "--declared", "2001", "8G", "ALa"]) == 2
    assert "punteggio dichiarato fuori dai limiti (0–2000): 2001" in capsys.readouterr().err


# ------------------------------------------------------------------------------ the parser


def test_the_score_beside_the_move_is_the_declared_one() -> None:
    from figs_td.core.duplicate.entry import parse_fast_line

    f = parse_fast_line("12: 8c ACARIO 27 a")
    assert (f.player, f.text, f.declared, f.score, f.warnings) == (12, "8c ACARIO", 27, None, 1)
    assert parse_fast_line("27").score == 27 and parse_fast_line("27").declared is None
    with pytest.raises(InputError, match="una sola cosa"):
        parse_fast_line("t 27")


def test_tie_lines_by_number_and_by_position() -> None:
    from figs_td.core.duplicate.entry import tie_lines

    how, tied = tie_lines(["3: t", "", "1: 7", "fine", "2: 8"], [1, 2, 3])
    assert how == "number" and [(t.line, t.player, t.text) for t in tied] == [
        (1, 3, "3: t"),
        (3, 1, "1: 7"),
    ]
    how, tied = tie_lines(["t", "", "7"], [4, 1, 2])
    assert how == "position" and [(t.line, t.player) for t in tied] == [(1, 1), (2, 2), (3, 4)]
    with pytest.raises(InputError, match="ha 1 riga senza il numero del giocatore, i giocatori"):
        tie_lines(["t"], [1, 2])


# ------------------------------------------------------------------------------ plurals (§2)


def test_counts_are_in_the_singular_for_one(
    room: tuple[str, Any], tmp_path: Path, capsys: Any
) -> None:
    from figs_td.services.duplicate.solutions import solutions

    path, store = room
    f = tmp_path / "uno.txt"
    f.write_text("16: 1\n", encoding="utf-8")
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--input", str(f))
    assert code == 0 and out.rstrip().endswith("1 foglietto registrato")
    dup.confirm_top(store, 1, "8G ALA")
    rows = {r.number: r for r in solutions(store, 1, 1).rows}
    assert rows[16].written == "(1 punto)"


def test_the_window_says_one_point_and_the_arbiters_check(
    qtbot: Any, window: Any, jolly: tuple[str, Any]
) -> None:
    from tests.duplicate.test_duplicate_room_gui import type_line

    path, store = jolly
    store.close()
    window.open_path(path)
    panel = window.panels["duplicate"]
    window.tabs.setCurrentWidget(panel)
    assert type_line(qtbot, panel, "1") == "1 Giocatore01 Nome: 1 punto"
    assert type_line(qtbot, panel, "8G ALA 8") == (
        "2 Giocatore02 Nome: 0 punti — tessere non sul leggio (LA?CDEI) — all'arbitro: "
        "dichiarati 8, la mossa scritta vale 0"
    )


def test_lines_piped_in_are_a_file(
    room: tuple[str, Any], capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Standard input that is not a terminal (``< sala.txt``, ``| …``) is tied as a file: the
    bad line of player 2 is not moved onto player 3."""
    import io

    path, store = room
    monkeypatch.setattr("sys.stdin", io.StringIO("1: 8g la\n2: zz\n3: 7\n"))
    code, out, err = _run(capsys, "duplicate", "slips", path, "1", "--keep-good")
    assert code == 1 and "riga 2, giocatore 2 Giocatore02 Nome: 'zz' non riconosciuto" in err
    assert _stored(store) == {1: (8, "valid", "8G LA", 0), 3: (7, "score_only", "", 0)}


def test_at_the_keyboard_a_refused_line_is_typed_again_for_the_same_player(
    room: tuple[str, Any], capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    path, store = room
    monkeypatch.setattr("sys.stdin", Terminal("8g la\nzz\n7\nfine\n9\n"))
    code, out, err = _run(capsys, "duplicate", "slips", path, "1")
    assert code == 0
    assert _stored(store) == {1: (8, "valid", "8G LA", 0), 2: (7, "score_only", "", 0)}
    assert "'zz' non riconosciuto" in err and "riscrivere la riga" in err
    assert out.count("2 Giocatore02 Nome> ") == 2  # asked again after the refused line
    assert out.rstrip().endswith("2 foglietti registrati, 1 riga da riscrivere")
