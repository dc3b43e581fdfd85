"""Player and result imports from CSV (UTF-8 / Windows-1252, comma / semicolon) and XLSX."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import add_players

from figs_td.core.model import Game
from figs_td.errors import InputError
from figs_td.services.exchange.tables import ImportFileError
from figs_td.services.players import import_players
from figs_td.services.results import enter_round_results


@pytest.fixture
def target(tmp_path: Path) -> str:
    """Parsing does not depend on the database: these tests run on SQLite only."""
    return str(tmp_path / "torneo.figs")


def _write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_bytes(text.encode(encoding))
    return path


def _xlsx(path: Path, rows: list[list[object]]) -> Path:
    import openpyxl

    wb = openpyxl.Workbook()
    ws = wb.active
    for r in rows:
        ws.append(r)
    wb.save(path)
    return path


@pytest.mark.parametrize(
    ("text", "encoding"),
    [
        ("Cognome;Nome;Rating;Circolo;Tessera\nNicolò;Anna;1500;Città Alta;77\n", "utf-8"),
        ("\ufeffcognome,nome,rating,circolo,tessera\nNicolò,Anna,1500,Città Alta,77\n", "utf-8"),
        ("Surname;Name;Rating;Club;ID\nNicolò;Anna;1500;Città Alta;77\n", "cp1252"),
        ("SURNAME,NAME,RATING,CLUB,ID\nNicolò,Anna,1500,Città Alta,77\n", "cp1252"),
        (
            'Elenco iscritti\n\n"Cognome";"Nome";"Tessera";"Rating";"Circolo"\n"Nicolò";"Anna";77;1500;"Città Alta"\n',
            "cp1252",
        ),
    ],
    ids=["it-semicolon-utf8", "it-comma-bom", "en-semicolon-1252", "en-comma-1252", "title-line"],
)
def test_csv_variants(store, tmp_path: Path, text: str, encoding: str) -> None:
    src = _write(tmp_path / "iscritti.csv", text, encoding)
    recs = import_players(store, src, actor="t")
    assert [(r.surname, r.given_name, r.rating, r.club, r.federation_id) for r in recs] == [
        ("Nicolò", "Anna", 1500, "Città Alta", "77")
    ]


def test_full_name_column(store, tmp_path: Path) -> None:
    src = _write(tmp_path / "g.csv", 'Giocatore,Rating\n"Rossi, Mario",1600\nDe Luca Anna,\n')
    recs = import_players(store, src)
    assert [(r.surname, r.given_name, r.rating) for r in recs] == [
        ("Rossi", "Mario", 1600),
        ("De Luca Anna", "", None),
    ]


def test_xlsx(store, tmp_path: Path) -> None:
    src = _xlsx(
        tmp_path / "iscritti.xlsx",
        [
            ["Nome", "Cognome", "Rating", "Circolo"],
            ["Mario", "Rossi", 1650, "Roma"],
            ["Anna", "Bianchi", None, None],
        ],
    )
    recs = import_players(store, src)
    assert [(r.name, r.rating, r.club) for r in recs] == [
        ("Rossi Mario", 1650, "Roma"),
        ("Bianchi Anna", None, ""),
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "cognome,nome,rating\nRossi,Mario,1500\nBianchi,Anna,abc\n",
            r"iscritti\.csv, riga 3, colonna 3 \(rating\): 'abc' non è un rating valido",
        ),
        (
            "cognome,nome,rating\nRossi,Mario,1500\nBianchi,Anna,-20\n",
            r"riga 3, colonna 3 \(rating\): valore negativo",
        ),
        (
            "cognome,nome,tessera\nRossi,Mario,1\nBianchi,Anna,1\n",
            r"riga 3, colonna 3 \(tessera\): tessera 1 ripetuta \(già alla riga 2\)",
        ),
        (
            "cognome,nome\nRossi,Mario\nrossi,MARIO\n",
            r"riga 3, colonna 1 \(cognome\): giocatore ripetuto",
        ),
        ("cognome,nome\nRossi,Mario\n,\n,x\n", r"riga 4, colonna 1 \(cognome\)"),
        ("colore,forma\nrosso,tondo\n", r"intestazione non riconosciuta"),
    ],
)
def test_one_bad_row_imports_nothing(store, tmp_path: Path, text: str, message: str) -> None:
    src = _write(tmp_path / "iscritti.csv", text)
    with pytest.raises(ImportFileError, match=message):
        import_players(store, src)
    with store.read() as tx:
        assert tx.players.count() == 0


def test_duplicate_of_a_registered_player(store, tmp_path: Path) -> None:
    add_players(store, ["Rossi, Mario"])
    src = _xlsx(
        tmp_path / "nuovi.xlsx", [["Cognome", "Nome"], ["Bianchi", "Anna"], ["ROSSI", "Mario"]]
    )
    with pytest.raises(
        ImportFileError,
        match=r"nuovi\.xlsx, riga 3, colonna A \(cognome\): giocatore già iscritto: Rossi Mario",
    ):
        import_players(store, src)
    with store.read() as tx:
        assert tx.players.count() == 1


def test_missing_or_bad_files(store, tmp_path: Path) -> None:
    with pytest.raises(ImportFileError, match="file non trovato"):
        import_players(store, tmp_path / "manca.csv")
    bad = tmp_path / "rotto.xlsx"
    bad.write_bytes(b"PK\x03\x04 non un vero xlsx")
    with pytest.raises(ImportFileError, match="file Excel illeggibile"):
        import_players(store, bad)


# -- round results ----------------------------------------------------------------------------
def _round(store):  # noqa: ANN001, ANN202
    ids = add_players(store, ["A, a", "B, b", "C, c", "D, d"])
    with store.transaction() as tx:
        tx.rounds.save_round(1, [Game(1, 1, ids[0], ids[1]), Game(1, 2, ids[2], ids[3])])


def test_round_results_from_csv_and_xlsx(store, tmp_path: Path) -> None:
    _round(store)
    src = _write(tmp_path / "t1.csv", "Tavolo;Primo;Secondo\n1;401;377\n2;350;350\n")
    games = enter_round_results(store, 1, src)
    assert [(g.table, g.score_first, g.score_second) for g in games] == [
        (1, 401, 377),
        (2, 350, 350),
    ]
    src2 = _xlsx(tmp_path / "t1.xlsx", [["table", "first score", "second score"], [2, 360, 340]])
    with pytest.raises(InputError, match="c'è già il risultato 350-350"):
        enter_round_results(store, 1, src2)  # another result already stored: not replaced
    enter_round_results(store, 1, src2, force=True)
    with store.read() as tx:
        assert tx.rounds.game(1, 2).score_first == 360


def test_round_results_without_header(store, tmp_path: Path) -> None:
    _round(store)
    games = enter_round_results(store, 1, _write(tmp_path / "r.csv", "1,300,200\n2,250,260\n"))
    assert [g.score_second for g in games] == [200, 260]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "tavolo,primo,secondo\n1,300,200\n9,300,200\n",
            r"r\.csv, riga 3, colonna 1 \(tavolo\): nel turno 1 non c'è il tavolo 9",
        ),
        (
            "tavolo,primo,secondo\n1,300,200\n2,-4,200\n",
            r"riga 3, colonna 2 \(punteggio del primo\): valore negativo",
        ),
        (
            "tavolo,primo,secondo\n1,300,200\n1,310,200\n",
            r"riga 3, colonna 1 \(tavolo\): tavolo 1 ripetuto",
        ),
        ("tavolo,primo,secondo\n1,300,\n", r"riga 2, colonna 3 \(punteggio del secondo\)"),
    ],
)
def test_round_results_bad_row(store, tmp_path: Path, text: str, message: str) -> None:
    _round(store)
    with pytest.raises(ImportFileError, match=message):
        enter_round_results(store, 1, _write(tmp_path / "r.csv", text))
    with store.read() as tx:
        assert all(g.score_first is None for g in tx.rounds.games(1))
