"""Imports: one bad row still imports nothing (exit 2), but every bad row is reported (file,
line, column, reason), at most 50."""

from __future__ import annotations

from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.services import results
from figs_td.services.exchange.tables import (
    MAX_ERRORS,
    ImportErrors,
    ImportFileError,
    errors_of,
    parse_players,
)
from figs_td.services.players import import_players, list_players
from figs_td.store import Store


def _csv(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_every_bad_player_row_is_listed(store: Store, tmp_path: Path) -> None:
    src = _csv(
        tmp_path / "iscritti.csv",
        "cognome,nome,rating,tessera\n"
        "Galli,Pia,abc,X1\n"  # 2: rating
        "Conti,Ugo,1500,X2\n"  # 3: fine
        ",Ada,1400,X3\n"  # 4: no surname
        "Conti,Ugo,1500,X4\n"  # 5: repeats line 3
        "Leone,Ada,1400,X2\n",  # 6: tessera of line 3
    )
    with pytest.raises(ImportErrors) as info:
        import_players(store, src)
    found = [(e.line, e.column) for e in info.value.errors]
    assert found == [
        (2, "3 (rating)"),
        (4, "1 (cognome)"),
        (5, "1 (cognome)"),
        (6, "4 (tessera)"),
    ]
    text = str(info.value)
    assert "iscritti.csv, riga 2, colonna 3 (rating): 'abc' non è un rating valido" in text
    assert "iscritti.csv, riga 6, colonna 4 (tessera): tessera X2 ripetuta" in text
    assert text.endswith("4 righe rifiutate; nessun dato importato")
    assert len(list_players(store)) == 4  # nothing imported


def test_registered_players_all_listed(store: Store, tmp_path: Path) -> None:
    src = _csv(tmp_path / "n.csv", "cognome,nome,tessera\nRossi,Mario,\nGalli,Pia,T3\nConti,Ugo,\n")
    with pytest.raises(ImportErrors) as info:
        import_players(store, src)
    assert [(e.line, e.reason) for e in info.value.errors] == [
        (2, "giocatore già iscritto: Rossi Mario"),
        (3, "tessera T3 già usata da Verdi Anna"),
    ]


def test_the_list_stops_at_fifty(tmp_path: Path) -> None:
    body = "".join(f"Nome{i},x,abc\n" for i in range(70))
    src = _csv(tmp_path / "tanti.csv", "cognome,nome,rating\n" + body)
    with pytest.raises(ImportErrors) as info:
        parse_players(src)
    assert len(info.value.errors) == MAX_ERRORS == 50
    assert info.value.errors[-1].line == 51
    assert "lettura fermata alle prime 50" in str(info.value)


def test_one_bad_row_is_still_a_plain_import_error(tmp_path: Path) -> None:
    src = _csv(tmp_path / "uno.csv", "cognome,nome,rating\nGalli,Pia,abc\nConti,Ugo,1\n")
    with pytest.raises(ImportFileError) as info:
        parse_players(src)
    assert not isinstance(info.value, ImportErrors)
    assert errors_of(info.value) == [info.value]


def test_round_results_every_bad_row(store: Store, tmp_path: Path) -> None:
    src = _csv(tmp_path / "r.csv", "tavolo,primo,secondo\n1,300,x\n9,300,200\n2,310,-5\n")
    with pytest.raises(ImportErrors) as info:
        results.enter_round_results(store, 1, src)
    assert [(e.line, e.column) for e in info.value.errors] == [
        (2, "3 (punteggio del secondo)"),
        (4, "3 (punteggio del secondo)"),
    ]  # the table is checked once the scores read well
    ok = _csv(tmp_path / "r2.csv", "tavolo,primo,secondo\n1,300,200\n9,300,200\n7,1,2\n")
    with pytest.raises(ImportErrors) as info:
        results.enter_round_results(store, 1, ok)
    assert [(e.line, e.reason) for e in info.value.errors] == [
        (3, "nel turno 1 non c'è il tavolo 9"),
        (4, "nel turno 1 non c'è il tavolo 7"),
    ]
    assert results.game_at(store, 1, 1).score_first is None  # nothing saved


def test_cli_lists_every_row_and_exits_2(store: Store, tmp_path: Path, capfd) -> None:  # noqa: ANN001
    src = _csv(tmp_path / "i.csv", "cognome,nome,rating\nGalli,Pia,abc\nConti,Ugo,-1\n")
    status = main(["players", "import", str(store.path), str(src)])
    err = capfd.readouterr().err
    assert status == 2
    assert "i.csv, riga 2, colonna 3 (rating)" in err
    assert "i.csv, riga 3, colonna 3 (rating): valore negativo" in err
    assert "2 righe rifiutate; nessun dato importato" in err
    assert len(list_players(store)) == 4
