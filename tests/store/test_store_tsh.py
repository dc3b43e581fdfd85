"""TSH import/export: a full 24-player, 23-round file, hand-made small files, bad files."""

from __future__ import annotations

from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.core.model import GameKind, System
from figs_td.errors import InputError
from figs_td.services.exchange.tsh import export_tsh, import_tsh
from figs_td.store import open_store

RR24 = Path(__file__).resolve().parent.parent / "fixtures" / "rr24.t"


def _raw_lines(path: Path) -> list[tuple[list[int], list[int], list[int]]]:
    """(opponents, scores, p12) of each player line, read directly from the text."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = [p.split() for p in line.split(";")]
        head = parts[0]
        k = next(i for i, t in enumerate(head) if t.isdigit())
        p12 = next(p[1:] for p in parts[2:] if p and p[0] == "p12")
        out.append(
            ([int(t) for t in head[k + 1 :]], [int(t) for t in parts[1]], [int(t) for t in p12])
        )
    return out


def test_full_round_robin_imports_intact(tmp_path: Path) -> None:
    raw = _raw_lines(RR24)
    with import_tsh(RR24, tmp_path / "rr24.figs") as store, store.read() as tx:
        info = tx.tournament.get()
        players = tx.players.records()
        games = tx.rounds.games()
    assert info.system is System.ROUND_ROBIN and info.planned_rounds == 23
    assert len(players) == 24 and players[0].name == "Abete Ada" and players[0].rating == 1237
    assert len(games) == 24 * 23 // 2 == 276
    line_of = {p.id: i for i, p in enumerate(players)}
    for g in games:
        a, b = line_of[g.first], line_of[g.second]
        r = g.round - 1
        assert raw[a][0][r] == b + 1 and raw[b][0][r] == a + 1  # opponents
        assert raw[a][1][r] == g.score_first and raw[b][1][r] == g.score_second  # scores
        assert raw[a][2][r] == 1 and raw[b][2][r] == 2  # first mover from p12
    met = {frozenset((g.first, g.second)) for g in games}
    assert len(met) == 276  # everyone met everyone once


def test_export_then_import_gives_the_same_tournament(tmp_path: Path) -> None:
    with import_tsh(RR24, tmp_path / "a.figs") as store:
        export_tsh(store, tmp_path / "copia.t")
        with store.read() as tx:
            before = [
                (g.round, g.table, g.first, g.second, g.score_first, g.score_second)
                for g in tx.rounds.games()
            ]
    with import_tsh(tmp_path / "copia.t", tmp_path / "b.figs") as store, store.read() as tx:
        after = [
            (g.round, g.table, g.first, g.second, g.score_first, g.score_second)
            for g in tx.rounds.games()
        ]
    assert after == before


SMALL = """\
Rossi, Mario    1600  2 3 0; 400 50 -50 ; p12 1 0 0
Bianchi, Anna   1500  1 0 3; 380 50 410 ; p12 2 0 2
Verdi, Luca     1400  0 1 2; 50 350 405 ; p12 0 4 1
"""


def test_small_file_with_byes_and_undecided_first(tmp_path: Path) -> None:
    src = tmp_path / "piccolo.t"
    src.write_text(SMALL, encoding="utf-8")
    with import_tsh(src, tmp_path / "p.figs") as store, store.read() as tx:
        ids = [p.id for p in tx.players.records()]
        games = tx.rounds.games()
        meta2 = tx.rounds.info(2).meta
        state = tx.state()
    r, b, v = ids
    got = [
        (g.round, g.table, g.first, g.second, g.score_first, g.score_second, g.kind) for g in games
    ]
    assert got == [
        (1, 1, r, b, 400, 380, GameKind.NORMAL),
        (1, None, v, None, 50, None, GameKind.BYE),
        # round 2: p12 of Rossi is 0 and of Verdi 4 (undecided): the lower line number starts
        (2, 1, r, v, 50, 350, GameKind.NORMAL),
        (2, None, b, None, 50, None, GameKind.BYE),
        (3, 1, v, b, 405, 410, GameKind.NORMAL),
        (3, None, r, None, -50, None, GameKind.FORFEIT),
    ]
    assert meta2["first_undecided"] == [1]
    absent = [g for g in state.games if g.round == 3 and g.second is None][0]
    assert absent.outcome() == (0, 0)  # an unpaired forfeit is a loss, not a bye


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Rossi, Mario 1600 2; 400\nBianchi, Anna 1500 0; 380\n", "riga 1: turno 1: l'avversario"),
        ("Rossi, Mario 1600 2; 400\nBianchi, Anna 1500 1; tre\n", "riga 2: punteggio non valido"),
        (
            # One negative score is a time loss (000_ art. 37); both negative is impossible.
            "Rossi, Mario 1600 2; -10\nBianchi, Anna 1500 1; -5\n",
            "riga 2: turno 1: punteggio negativo",
        ),
        ("Rossi, Mario 1600 2; 400\nBianchi, Anna 1500 1\n", "punteggio di uno solo"),
        ("Rossi, Mario 1600 5; 400\nBianchi, Anna 1500 1; 380\n", "avversario 5 inesistente"),
        ("Rossi Mario\n", "manca il rating"),
    ],
)
def test_bad_tsh_files(tmp_path: Path, text: str, message: str) -> None:
    src = tmp_path / "rotto.t"
    src.write_text(text, encoding="utf-8")
    dest = tmp_path / "rotto.figs"
    with pytest.raises(InputError, match=message):
        import_tsh(src, dest)
    assert not dest.exists()


def test_cli_import_and_export(tmp_path: Path, capfd) -> None:  # noqa: ANN001
    import json

    dest = tmp_path / "evento.figs"
    assert main(["import-tsh", str(RR24), str(dest), "--json"]) == 0
    data = json.loads(capfd.readouterr().out)
    assert data == {
        "name": "rr24",
        "system": "girone",
        "players": 24,
        "rounds": 23,
        "games": 276,
        "results": 276,
    }
    assert main(["export-tsh", str(dest), str(tmp_path / "out.t")]) == 0
    assert "24 giocatori" in capfd.readouterr().out
    with open_store(dest) as store, store.read() as tx:
        assert tx.audit.entries()[-1].action == "tsh.import"
