"""What a duplicate arbiter expects, on a tiny list whose tops are worked out by hand:
the fast entry of the room's slips, solo bonuses, warnings and penalties, a 60-player 3-game
event (standings per game and overall), the checks of §2 of issue 30, and two desks entering
slips of the same move at once (SQLite and PostgreSQL).

The list is {LA, ALA}; values: A 1, L 3, C 2, D 5, E 1, I 1, O 1. Every game is the same two
moves (settings: 2 moves, French preset: solo +10 with ≥ 16 players, −5 from the 3rd warning
of a game):

- move 1, rack LAACDEI on the empty board: ALA across the centre star (PD), (1 + 3 + 1) × 2 =
  **10** (several placements tie; 8G ALA is placed: A on G8, L on H8, A on I8). 8G LA: L on G8,
  A on the star: (3 + 1) × 2 = 8. Leftover CDEI.
- move 2, rack CDEI + LAO: the top is 7I LA, **14**: L on I7 (LD, 6) and A on J7 (1) make LA (7),
  and L over the A of I8 makes LA down (6 + 1 = 7). G7 LA (down: one L on G7, LD, over the A
  of G8) scores 6 + 1 = **7**.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from figs_td.core.duplicate.entry import parse_fast_line, resolve_case
from figs_td.errors import InputError
from figs_td.services.duplicate import events as dup
from tests.web.conftest import pg_url  # noqa: F401  (fixture: a fresh PostgreSQL schema)


def make_event(target: str, lexicon: str, players: int) -> Any:
    from figs_td.services.rulings import set_tournament_lexicon
    from figs_td.services.tournament import create_tournament
    from figs_td.store import NewPlayer

    store = create_tournament(target, "Duplicato di prova", "duplicato")
    with store.transaction(actor="test") as tx:
        tx.players.add_many([NewPlayer(f"Giocatore{i:02d}", "Nome") for i in range(1, players + 1)])
    set_tournament_lexicon(store, lexicon)
    dup.set_duplicate_settings(store, moves=2, preset="francese")
    return store


@pytest.fixture
def room(tmp_path: Path, tiny: str) -> Iterator[Any]:
    store = make_event(str(tmp_path / "dup.figs"), tiny, 60)
    yield store
    store.close()


def start_move(store: Any, game: int, tiles: str, top: str) -> int:
    move = dup.draw(store, game, tiles=tiles)
    dup.confirm_top(store, game, top)
    return move.number


def lines(store: Any, game: int, move: int, text: list[str]) -> list[Any]:
    """Fast entry from player 1: one line each, the next player's line ready."""
    out, player = [], dup.next_player(store, 0)
    for line in text:
        r = dup.enter_line(store, move, line, player=player, game_no=game)
        done = r.player_number if r is not None else player
        out.append(r)
        player = dup.next_player(store, done)
    return out


# --------------------------------------------------------------------------- fast entry


def test_fast_lines_are_read() -> None:
    assert parse_fast_line("8C acario").text == "8C acario"
    f = parse_fast_line("12: 8c ACARIO a a p5")
    assert (f.player, f.text, f.warnings, f.penalty) == (12, "8c ACARIO", 2, 5)
    assert parse_fast_line("27").score == 27
    assert parse_fast_line("t").top and parse_fast_line("s").solo
    assert parse_fast_line("r").zero == "late" and parse_fast_line("b").zero == "blank"
    assert parse_fast_line("m a").zero == "multiple" and parse_fast_line("m a").warnings == 1
    assert parse_fast_line("p").penalty == 0  # the penalty set
    assert parse_fast_line("").empty and parse_fast_line("5:").empty
    assert parse_fast_line("8C acario 27").declared == 27  # the score beside the move (issue 36)
    for bad in ("8C acario 27 28", "t 8C LA", "r 8C LA", "zz", "8C", "x" * 81):
        with pytest.raises(InputError):
            parse_fast_line(bad)


def test_lowercase_word_gets_its_jollies_where_the_rack_lacks_the_letters() -> None:
    from figs_td.core.game.board import Board

    board = Board()
    # ALA typed in lowercase: with L and A on the rack and a jolly, the second A is the jolly;
    # both As are on plain squares of row 8 (G8, I8 not premium) — same score: either is fine.
    assert resolve_case(board, "LA?CDEI", "8g ala") in ("8G aLA", "8G ALa")
    assert resolve_case(board, "LAACDEI", "8g ala") == "8G ALA"  # no jolly needed
    assert resolve_case(board, "LAACDEI", "8G aLA") == "8G aLA"  # mixed case: GCG
    # After 8G ALA, 7I ALA: the first A on I7 (LD) over the A of I8. Jolly there: 0 + 3 + 1,
    # plus aA down 0 + 1 = 5; jolly on K7: 2 + 3 + 0, plus AA down 2 + 1 = 8. The slip must say.
    board.play("8G ALA")
    with pytest.raises(InputError, match="minuscolo solo la lettera del jolly"):
        resolve_case(board, "LA?CDEI", "7i ala")
    assert board.validate("7I aLA").total == 5 and board.validate("7I ALa").total == 8


# --------------------------------------------------------------------------- §2 defects


def test_a_score_above_the_top_is_refused_and_older_slips_listed(room: Any) -> None:
    from figs_td.services.tournament import audit_log

    dup.new_game(room, seed=1)
    dup.draw(room, tiles="LAACDEI")
    r = dup.enter_slip(room, 1, 4, score=999)  # the top is not known yet: stored
    assert r.score == 999
    dup.confirm_top(room, 1, "8G ALA")
    over = dup.over_top(room, 1, 1)
    assert over == [{"player": 4, "name": "Giocatore04 Nome", "score": 999}]
    assert dup.slips_for_move(room, 1, 1)[4]["score"] == 999  # never silently changed
    entry = [e for e in audit_log(room) if e.action == "duplicate.slip.over_top"]
    assert entry and entry[-1].new["slips"] == over and entry[-1].new["top"] == 10
    with pytest.raises(InputError, match="oltre il top"):
        dup.enter_slip(room, 1, 5, score=11)
    dup.enter_slip(room, 1, 4, score=8)  # the arbiter corrects it
    assert dup.over_top(room, 1, 1) == []


def test_standings_of_a_game_that_does_not_exist_are_refused(room: Any) -> None:
    dup.new_game(room, seed=1)
    with pytest.raises(InputError, match="partita 7 inesistente"):
        dup.standings(room, [7])
    with pytest.raises(InputError, match="partita 7 inesistente"):
        dup.standings(room, [1, 7])


# --------------------------------------------------------------------------- the event


def play_event(store: Any) -> None:
    """Three games of two moves, 60 players, the slips by fast entry (see the module doc)."""
    n = 60
    # Game 1. Move 1: everyone but 60 writes the top; 60 writes 8g la (8).
    dup.new_game(store, seed=1)
    m = start_move(store, 1, "LAACDEI", "8G ALA")
    r = lines(store, 1, m, ["t"] * (n - 1) + ["8g la"])
    assert r[-1].score == 8 and r[0].top and r[0].score == 10
    # Move 2: only player 1 finds 7I LA (solo); 2–59 write 8 points; 60 is late.
    m = start_move(store, 1, "LAO", "7I LA")
    r = lines(store, 1, m, ["7i la"] + ["8"] * (n - 2) + ["r"])
    assert r[0].score == 14 and r[-1].status == "late" and r[-1].score == 0
    # Game 2. Move 1: everyone the top; player 3 three warnings, player 4 two.
    dup.new_game(store, seed=2)
    m = start_move(store, 2, "LAACDEI", "8G ALA")
    lines(store, 2, m, ["t", "t", "t a a a", "t a a"] + ["t"] * (n - 4))
    # Move 2: players 1 and 2 the top (no solo); the others G7 LA (7); player 5 penalty 7.
    m = start_move(store, 2, "LAO", "7I LA")
    r = lines(store, 2, m, ["t", "s", "g7 la", "g7 la", "G7 LA p7"] + ["g7 la"] * (n - 5))
    assert r[2].score == 7 and r[4].penalty == 7
    # Game 3. Move 1: only player 60 the top (solo); the others 8G LA (8).
    dup.new_game(store, seed=3)
    m = start_move(store, 3, "LAACDEI", "8G ALA")
    lines(store, 3, m, ["8G LA"] * (n - 1) + ["t"])
    # Move 2: 1–30 the top (player 4 a warning: his first of this game), 31–60 blank slips.
    m = start_move(store, 3, "LAO", "7I LA")
    lines(store, 3, m, ["t", "t", "t", "t a"] + ["t"] * 26 + ["b"] * 30)


def test_sixty_players_three_games(room: Any) -> None:
    play_event(room)
    assert all(g.finished for g in dup.list_games(room))
    by_game = dup.standings_by_game(room)
    overall = {r.number: r for r in dup.standings(room)}

    # Game 1 (tops 10 + 14 = 24): 1 → 10 + 14 + 10 solo = 34; 2–59 → 10 + 8 = 18; 60 → 8 + 0.
    g1 = {r.number: r for r in by_game[1]}
    assert (g1[1].total, g1[1].bonus, g1[1].solos, g1[1].rank) == (34, 10, 1, 1)
    assert g1[1].pct == round(100 * 34 / 24, 1) == 141.7
    assert {g1[k].total for k in range(2, 60)} == {18} and {g1[k].rank for k in range(2, 60)} == {2}
    assert (g1[60].total, g1[60].rank) == (8, 60)
    # Game 2: 1, 2 → 24 (two found the top: no solo); 3 → 10 + 7 − 5 (3rd warning) = 12;
    # 4 → 17 (two warnings: free); 5 → 10 + 7 − 7 = 10; 6–60 → 17.
    g2 = {r.number: r for r in by_game[2]}
    assert g2[1].total == g2[2].total == 24 and g2[1].bonus == 0 and g2[1].rank == 1
    assert (g2[3].total, g2[3].warnings, g2[3].penalty, g2[3].rank) == (12, 3, 5, 59)
    assert (g2[4].total, g2[4].warnings, g2[4].penalty) == (17, 2, 0)
    assert (g2[5].total, g2[5].penalty, g2[5].rank) == (10, 7, 60)
    assert {g2[k].total for k in range(6, 61)} == {17} and g2[6].rank == 3
    # Game 3: 60 → 10 + 10 solo + 0 = 20; 1–30 → 8 + 14 = 22; 31–59 → 8 + 0 = 8.
    g3 = {r.number: r for r in by_game[3]}
    assert (g3[60].total, g3[60].bonus, g3[60].rank) == (20, 10, 31)
    assert {g3[k].total for k in range(1, 31)} == {22} and g3[1].rank == 1
    assert (g3[4].warnings, g3[4].penalty) == (1, 0)  # a new game: the count starts again
    assert {g3[k].total for k in range(31, 60)} == {8} and g3[31].rank == 32

    # Overall (tops 72): 1 → 34 + 24 + 22 = 80 (111.1 %); 2 → 18 + 24 + 22 = 64;
    # 4 and 6–30 → 18 + 17 + 22 = 57 (3 tops each: shared 3rd, 26 players); 3 → 52;
    # 5 → 50; 60 → 8 + 17 + 20 = 45; 31–59 → 18 + 17 + 8 = 43.
    assert overall[1].top_total == 72
    expect = {1: (80, 1, 5), 2: (64, 2, 4), 4: (57, 3, 3), 6: (57, 3, 3), 30: (57, 3, 3),
              3: (52, 29, 3), 5: (50, 30, 3), 60: (45, 31, 2), 31: (43, 32, 2), 59: (43, 32, 2)}  # fmt: skip
    for number, (total, rank, tops) in expect.items():
        r = overall[number]
        assert (r.total, r.rank, r.tops) == (total, rank, tops), number
    assert overall[1].pct == 111.1 and overall[1].diff == 8 and overall[1].bonus == 10
    assert overall[60].pct == 62.5 and overall[60].bonus == 10
    assert (overall[4].warnings, overall[4].penalty) == (3, 0)  # 2 + 1, in two games
    assert (overall[3].warnings, overall[3].penalty) == (3, 5)
    assert overall[1].per_game == {1: 34, 2: 24, 3: 22}

    # The solutions sheet of game 1, move 2: the top, then each player's move, score, gap.
    from figs_td.services.duplicate.solutions import running_totals, solutions

    sheet = solutions(room, 1, 2)
    assert (sheet.placed, sheet.top, sheet.rack) == ("7I LA", 14, "CDEILAO")
    first = sheet.rows[0]
    assert (first.number, first.written, first.score, first.gap, first.solo) == (
        1,
        "7I LA",
        14,
        0,
        10,
    )
    late = next(r for r in sheet.rows if r.number == 60)
    assert (late.written, late.score, late.gap) == ("in ritardo", 0, -14)
    assert ("G7 LA", 7) in sheet.others
    assert running_totals(room, 1)[1] == [10, 34] and running_totals(room, 2)[3] == [5, 12]
    # The audit has every slip (360) with the warnings and penalties in its entry.
    from figs_td.services.tournament import audit_log

    slips = [e for e in audit_log(room) if e.action == "duplicate.slip"]
    assert len(slips) == 360
    assert any(e.new["entry"].get("warnings") == 3 for e in slips)
    assert any(e.new["entry"].get("penalty") == 7 for e in slips)
    # The solo bonus in the audit, as it moves: in game 1, move 1, player 1 held it until
    # player 2 also wrote the top; move 2 stayed player 1's.
    solo = [e for e in audit_log(room) if e.action == "duplicate.solo"]
    first = [e for e in solo if e.key == "1/1"]
    assert first[0].new == {"player": 1, "name": "Giocatore01 Nome", "bonus": 10}
    assert first[-1].new is None and first[-1].old["player"] == 1
    assert [e.new["player"] for e in solo if e.key == "1/2"] == [1]
    assert [e.new["player"] for e in solo if e.key == "3/1" and e.new] == [60]


# --------------------------------------------------------------------------- two desks


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A ``.figs`` file, or a fresh PostgreSQL schema (the web tests' ``pg_url``)."""
    if request.param == "sqlite":
        return str(tmp_path / "desks.figs")
    return str(request.getfixturevalue("pg_url"))


def test_two_desks_enter_slips_of_the_same_move(target: str, tiny: str) -> None:
    from figs_td.store import open_store

    first = make_event(target, tiny, 20)
    dup.new_game(first, seed=1)
    dup.draw(first, tiles="LAACDEI")
    dup.confirm_top(first, 1, "8G ALA")
    second = open_store(target)  # another desk on the same event
    try:
        # Desk A types players 1–10, desk B 11–20, interleaved, the same move.
        for k in range(1, 11):
            a = dup.enter_line(first, 1, "t" if k % 2 else "8g la", player=k)
            b = dup.enter_line(second, 1, "8G LA" if k % 2 else "t", player=10 + k)
            assert a is not None and b is not None
        # A correction on desk B of a slip desk A entered is one more write, audited.
        dup.enter_line(second, 1, "3: t", player=0)
        seen_a = dup.slips_for_move(first, 1, 1)
        seen_b = dup.slips_for_move(second, 1, 1)
        assert seen_a == seen_b and len(seen_a) == 20
        # Odd players of desk A wrote the top (10), even ones 8; desk B the other way round.
        assert [seen_a[k]["score"] for k in (1, 2, 3, 11, 12)] == [10, 8, 10, 8, 10]
        rows = {r.number: r.total for r in dup.standings(second)}
        assert sum(rows.values()) == 10 * 10 + 10 * 8
    finally:
        second.close()
        first.close()
