"""Categories, prizes, clubs and the spread cap through the command line, on a small hand-worked
tournament (two rounds, six players)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.core.model import Game
from figs_td.store import open_store

CSV = """cognome;nome;rating;circolo;anno di nascita;categoria
Rossi;Mario;1800;Roma;1960;
Bianchi;Anna;1650;Milano;2010;
Verdi;Luca;1500;Roma;1990;
Neri;Ugo;1350;Milano;2009;Esordienti
Gialli;Eva;1450;Napoli;1985;Femminile
Blu;Dario;1300;Roma;2012;
"""

# R1: 1-2 400-300, 3-4 350-360, 5-6 420-320; R2: 1-5 500-200, 4-2 300-300, 6-3 380-370.
# Points: P1 4 (+400), P4 3 (+10), P5 2 (−200, Buchholz 4), P6 2 (−90, Buchholz 2), P2 1, P3 0.
ROUNDS = {
    1: [(1, 2, 400, 300), (3, 4, 350, 360), (5, 6, 420, 320)],
    2: [(1, 5, 500, 200), (4, 2, 300, 300), (6, 3, 380, 370)],
}


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = main(list(args))
    out = capsys.readouterr()
    assert code == 0, out.err
    return out.out


@pytest.fixture
def figs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    path = str(tmp_path / "t.figs")
    src = tmp_path / "giocatori.csv"
    src.write_text(CSV, encoding="utf-8")
    cli(capsys, "new", path, "--name", "Premi", "--system", "italo-svizzero", "--rounds", "2")
    cli(capsys, "players", "import", path, str(src))
    with open_store(path) as store, store.transaction(actor="test") as tx:
        for rnd, games in ROUNDS.items():
            tx.rounds.save_round(
                rnd, [Game(rnd, t, a, b) for t, (a, b, _, _) in enumerate(games, 1)]
            )
            for t, (_, _, sa, sb) in enumerate(games, 1):
                tx.rounds.set_result(rnd, t, sa, sb)
    cli(capsys, "categories", "band", path, "B", "--min", "1400", "--max", "1699")
    cli(capsys, "categories", "band", path, "C", "--max", "1399")
    cli(capsys, "categories", "free", path, "Under 18", "--born-from", "2008")
    for args in (
        ["--place", "1", "--amount", "100"],
        ["--place", "2", "--amount", "50"],
        ["--place", "1", "--category", "b", "--amount", "30"],
        ["--place", "1", "--category", "C", "--amount", "20"],
        ["--place", "1", "--category", "Under 18", "--label", "Coppa"],
        ["--place", "2", "--category", "Under 18", "--label", "Libro"],
    ):
        cli(capsys, "prize-table", "add", path, *args)
    return path


def test_import_columns_and_categories(figs: str, capsys: pytest.CaptureFixture[str]) -> None:
    cats = json.loads(cli(capsys, "categories", "list", figs, "--json"))
    members = {c["name"]: [m["id"] for m in c["members"]] for c in cats}
    # Esordienti and Femminile come from the import's "categoria" column.
    assert members == {
        "Esordienti": [4],
        "Femminile": [5],
        "B": [2, 3, 5],
        "C": [4, 6],
        "Under 18": [2, 4, 6],
    }
    data = json.loads(cli(capsys, "categories", "standings", figs, "under 18", "--json"))
    assert [(r["rank"], r["name"]) for r in data["standings"]] == [
        (1, "Neri Ugo"),
        (2, "Blu Dario"),
        (3, "Bianchi Anna"),
    ]


def test_prizes_one_per_player_then_cumulative(figs: str, capsys) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(cli(capsys, "prizes", figs, "--json"))
    got = [(p["prize"], p["player"]) for p in data["prizes"]]
    # Neri (2nd overall) is also best of C and of the Under 18: he keeps the 2nd overall (50 €);
    # C passes to Blu, the first Under 18 to Bianchi, and the second Under 18 finds nobody left.
    assert got == [
        ("1° assoluto", "Rossi Mario"),
        ("2° assoluto", "Neri Ugo"),
        ("1° B", "Gialli Eva"),
        ("1° C", "Blu Dario"),
        ("1° Under 18", "Bianchi Anna"),
        ("2° Under 18", None),
    ]
    assert data["cumulative"] is False and "Buchholz" in data["rule"]
    cli(capsys, "prize-table", "mode", figs, "cumulative")
    data = json.loads(cli(capsys, "prizes", figs, "--json"))
    assert [p["player"] for p in data["prizes"]] == [
        "Rossi Mario",
        "Neri Ugo",
        "Gialli Eva",
        "Neri Ugo",
        "Neri Ugo",
        "Blu Dario",
    ]


def test_clubs_and_spread_cap(figs: str, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(cli(capsys, "clubs", figs, "--best", "2", "--json"))
    # Roma: Rossi 4 (+400) + Blu 2 (−90); Milano: Neri 3 (+10) + Bianchi 1 (−100); Napoli: Gialli.
    assert data["best"] == 2
    assert [(c["rank"], c["club"], c["tournament_points"], c["spread"]) for c in data["clubs"]] == [
        (1, "Roma", 6, 310),
        (2, "Milano", 4, -90),
        (3, "Napoli", 2, -200),
    ]
    assert [p["name"] for p in data["clubs"][0]["players"]] == ["Rossi Mario", "Blu Dario"]
    cli(capsys, "spread-cap", figs, "250")
    rows = json.loads(cli(capsys, "standings", figs, "--json"))
    spread = {r["name"]: r["spread"] for r in rows}
    assert spread["Rossi Mario"] == 100 + 250 and spread["Gialli Eva"] == 100 - 250
    assert {r["name"]: r["points"] for r in rows}["Rossi Mario"] == 900  # real scores
    with open_store(figs) as store, store.read() as tx:
        assert tx.rounds.game(2, 1).score_first == 500  # the game keeps its real score
    # The printed standings show the capped figure.
    from openpyxl import load_workbook

    out = Path(figs).with_name("classifica.xlsx")
    cli(capsys, "export", figs, "standings", "-o", str(out))
    ws = load_workbook(out).active
    table = [[c.value for c in row] for row in ws.iter_rows()]
    head = next(r for r in table if "Differenza" in r)
    rossi = next(r for r in table if "Rossi Mario" in r)
    assert rossi[head.index("Differenza")] == 350


def test_documents_written(figs: str, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    for doc in ("prizes", "final-standings", "categories", "clubs"):
        for ext in ("pdf", "xlsx"):
            out = tmp_path / f"{doc}.{ext}"
            cli(capsys, "export", figs, doc, "-o", str(out))
            assert out.stat().st_size > 1000
    from openpyxl import load_workbook

    ws = load_workbook(tmp_path / "final-standings.xlsx").active
    values = [[c.value for c in row] for row in ws.iter_rows()]
    flat = [v for row in values for v in row]
    assert "Premio" in flat and "1° C – € 20" in flat


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["categories", "band", "{f}", "X", "--min", "1700", "--max", "1400"], "supera il massimo"),
        (["prize-table", "add", "{f}", "--place", "1", "--category", "Senior"], "non esiste"),
        (["prize-table", "add", "{f}", "--place", "0"], "posizione del premio"),
        (["categories", "player", "{f}", "Rossi", "--birth-year", "1800"], "anno di nascita"),
        (["categories", "remove", "{f}", "B"], "togliere prima il premio"),
        (["spread-cap", "{f}", "-5"], "limite dello scarto non valido: '-5'"),
        (["spread-cap", "{f}", "300,5000"], "da 0 = nessuno a 2000"),
        (["categories", "free", "{f}", "Under\x1b[31m18"], "nome di categoria"),
        (
            ["prize-table", "add", "{f}", "--place", "1", "--label", "Coppa\x07"],
            "descrizione del premio",
        ),
        (["clubs", "{f}", "--best", "0"], "circolo"),
    ],
)
def test_bad_input_is_refused_in_italian(figs: str, capsys, args, message) -> None:  # type: ignore[no-untyped-def]
    try:
        code = main([a.replace("{f}", figs) for a in args])
    except SystemExit as exc:  # a usage error (argparse) exits like the command line does
        code = exc.code
    assert code == 2
    assert message in capsys.readouterr().err


def test_import_bad_birth_year_imports_nothing(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    f = str(tmp_path / "t.figs")
    cli(capsys, "new", f, "--name", "T", "--system", "italo-svizzero")
    src = tmp_path / "g.csv"
    src.write_text(
        "cognome;nome;anno di nascita\nRossi;Mario;1960\nBianchi;Anna;duemila\n", "utf-8"
    )
    assert main(["players", "import", f, str(src)]) == 2
    err = capsys.readouterr().err
    assert "riga 3" in err and "anno di nascita" in err
    assert json.loads(cli(capsys, "players", "list", f, "--json")) == []


def test_a_name_that_reads_like_a_header_is_a_name(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    # The header is the first row, as for the players: "Anno-Nascita" further down is a given
    # name, and the list has no birth-year column at all.
    src = tmp_path / "iscritti.csv"
    src.write_text("Cognome,Nome,Rating\nRossi,Anno-Nascita,\nBianchi,Anna,1500\n", "utf-8")
    f = str(tmp_path / "t.figs")
    assert main(["new", f, "--name", "T", "--system", "girone"]) == 0
    assert main(["players", "import", f, str(src)]) == 0
    capsys.readouterr()
    assert main(["players", "list", f, "--json"]) == 0
    players = json.loads(capsys.readouterr().out)
    assert [(p["surname"], p["given_name"]) for p in players] == [
        ("Rossi", "Anno-Nascita"),
        ("Bianchi", "Anna"),
    ]


def test_import_preview_path_keeps_categories(tmp_path: Path) -> None:
    """The window's import (preview, then add) reads the same columns."""
    from figs_td.services.players import add_players, preview_import
    from figs_td.services.prizes import prize_setup

    f = tmp_path / "t.figs"
    src = tmp_path / "g.csv"
    src.write_text(
        'cognome,nome,birth year,categoria\nRossi,Mario,2011,"Senior; Esordienti"\n', "utf-8"
    )
    with open_store(f, create=True) as store:
        with store.transaction() as tx:
            tx.tournament.create("T", "italo-svizzero")
        preview = preview_import(store, src)
        recs = add_players(store, preview.rows, source=src)
        setup = prize_setup(store)
    assert setup.extras[recs[0].id].birth_year == 2011
    assert setup.extras[recs[0].id].categories == {"Senior", "Esordienti"}
    assert [c.name for c in setup.categories] == ["Senior", "Esordienti"]  # as in the cell


def test_cup_for_first_cash_for_second_without_value(
    figs: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # Issue 25 §4: the 1st overall becomes a cup with no amount; the table is accepted as it is.
    cli(capsys, "prize-table", "add", figs, "--place", "1", "--label", "Coppa")
    data = json.loads(cli(capsys, "prizes", figs, "--json"))
    # Worth: the cup ≥ the 50 of the 2nd; then B 30, C 20, the Under 18 cup and book last.
    assert [(p["prize"], p["label"], p["player"]) for p in data["prizes"]] == [
        ("1° assoluto", "Coppa", "Rossi Mario"),
        ("2° assoluto", "", "Neri Ugo"),
        ("1° B", "", "Gialli Eva"),
        ("1° C", "", "Blu Dario"),
        ("1° Under 18", "Coppa", "Bianchi Anna"),
        ("2° Under 18", "Libro", None),
    ]
    # --value still orders explicitly: 1° C first, so Neri (best of C) takes it.
    cli(
        capsys,
        "prize-table",
        "add",
        figs,
        "--place",
        "1",
        "--category",
        "C",
        "--amount",
        "20",
        "--value",
        "1",
    )
    data = json.loads(cli(capsys, "prizes", figs, "--json"))
    assert (data["prizes"][0]["prize"], data["prizes"][0]["player"]) == ("1° C", "Neri Ugo")
    assert [p["player"] for p in data["prizes"][1:3]] == ["Rossi Mario", "Gialli Eva"]


def test_spread_cap_per_round_cli(figs: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Round 1 capped at 50, round 2 at 200 (hand-worked from ROUNDS):
    # Rossi +50 (400−300 → 50) +200 (500−200 → 200) = 250; Neri +10 +0 = 10.
    out = cli(capsys, "spread-cap", figs, "50,200")
    assert out.strip() == "scarto massimo per partita per turno: turno 1: 50, dal turno 2: 200"
    rows = json.loads(cli(capsys, "standings", figs, "--json"))
    rows = rows["standings"] if isinstance(rows, dict) else rows
    spread = {r["name"]: r["spread"] for r in rows}
    assert spread["Rossi Mario"] == 250 and spread["Neri Ugo"] == 10
    data = json.loads(cli(capsys, "tournament", "show", figs, "--json"))
    rs = data["result_settings"]
    assert rs["spread_caps"] == [50, 200] and rs["spread_cap"] == 0
    # The same value for every round is kept as one value.
    assert cli(capsys, "spread-cap", figs, "300,300").strip() == "scarto massimo per partita: 300"
    code = main(["spread-cap", figs, "300,x"])
    assert code == 2 and "per turno" not in capsys.readouterr().out


def test_shared_ties_setting(figs: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Tie-break on wins only: Rossi 2, Neri 1.5, Gialli 1, Blu 1, Bianchi 0.5, Verdi 0 →
    # Gialli and Blu share 3rd. Band prizes removed (Gialli would take 1° B, worth as much).
    cli(capsys, "tournament", "set", figs, "--tiebreaks", "wins")
    for band in ("B", "C"):
        cli(capsys, "prize-table", "remove", figs, "--place", "1", "--category", band)
    cli(capsys, "prize-table", "add", figs, "--place", "3", "--amount", "30")
    cli(capsys, "prize-table", "add", figs, "--place", "4", "--amount", "10")
    out = cli(capsys, "prize-table", "ties", figs, "shared")
    assert "premio diviso" in out
    listed = json.loads(cli(capsys, "prize-table", "list", figs, "--json"))
    assert listed["ties"] == "shared"
    data = json.loads(cli(capsys, "prizes", figs, "--json"))
    assert data["ties"] == "shared"
    third = next(p for p in data["prizes"] if p["prize"] == "3° assoluto")
    fourth = next(p for p in data["prizes"] if p["prize"] == "4° assoluto")
    # 3rd and 4th (30 + 10) split between the two tied players: € 20 each.
    assert sorted(third["shared_with"]) == ["Blu Dario", "Gialli Eva"] and third["share"] == 20
    assert fourth["shared_with"] == third["shared_with"] and fourth["share"] == 20
    text = cli(capsys, "prizes", figs)
    assert "€ 20,00 ciascuno" in text and "ex aequo" in text
    # The final standings' prize column: the pooled prizes once, with the share, for both.
    from figs_td.services.prizes import prize_of_player, prizes

    with open_store(figs) as store:
        column = prize_of_player(prizes(store))
    both = "3° assoluto – € 30 + 4° assoluto – € 10 (diviso: € 20,00 ciascuno)"
    assert column[5] == both and column[6] == both  # Gialli, Blu
    cli(capsys, "prize-table", "ties", figs, "rating")
    data = json.loads(cli(capsys, "prizes", figs, "--json"))
    assert data["ties"] == "rating" and third["tied"]
    assert all(p["shared_with"] == [] for p in data["prizes"])


def test_rating_change_keeps_the_band_and_shows_both(
    figs: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # Gialli Eva registered at 1450 (band B 1400–1699); later corrected to 1720.
    cli(capsys, "players", "edit", figs, "Gialli Eva", "--rating", "1720")
    cli(capsys, "players", "edit", figs, "Gialli Eva", "--rating", "1730")  # the first is kept
    cats = json.loads(cli(capsys, "categories", "list", figs, "--json"))
    members = {c["name"]: [m["id"] for m in c["members"]] for c in cats}
    assert members["B"] == [2, 3, 5]
    listed = json.loads(cli(capsys, "players", "list", figs, "--json"))
    gialli = next(p for p in listed if p["id"] == 5)
    assert (gialli["rating"], gialli["registration_rating"]) == (1730, 1450)
    rossi = next(p for p in listed if p["id"] == 1)
    assert (rossi["rating"], rossi["registration_rating"]) == (1800, 1800)
    text = cli(capsys, "players", "list", figs)
    assert "Gialli Eva  (rating 1730 (all'iscrizione 1450), Napoli" in text
    assert "Rossi Mario  (rating 1800, Roma" in text
    data = json.loads(cli(capsys, "prizes", figs, "--json"))
    band = next(p for p in data["prizes"] if p["prize"] == "1° B")
    assert band["player"] == "Gialli Eva"
    assert (band["rating"], band["registration_rating"]) == (1730, 1450)
    assert "Gialli Eva (3° assoluto) [rating 1730 (all'iscrizione 1450)]" in cli(
        capsys, "prizes", figs
    )
    # A typing error at registration is corrected explicitly: now she is in no band of B/C.
    cli(capsys, "players", "edit", figs, "Gialli Eva", "--registration-rating", "1710")
    cats = json.loads(cli(capsys, "categories", "list", figs, "--json"))
    assert 5 not in {m["id"] for c in cats if c["name"] == "B" for m in c["members"]}
    # The birth year form keeps the registration rating.
    cli(capsys, "categories", "player", figs, "Gialli Eva", "--birth-year", "1985")
    listed = json.loads(cli(capsys, "players", "list", figs, "--json"))
    assert next(p for p in listed if p["id"] == 5)["registration_rating"] == 1710
