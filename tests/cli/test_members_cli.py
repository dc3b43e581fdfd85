"""The federation's member list at registration (issue 42 §3): ``players members``, the warnings
of ``players add``/``import``/``list``, and ``archive ARCHIVE members import|list``.

A warning is shown, never a refusal. Expired = the card's expiry before the tournament's first
day (here 1 December 2026), or before today when the tournament has no date."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.store import open_store

#: The list: 104 expires on the first day (valid), 105 the day before (expired), 102 never.
SOCI = (
    "Tessera;Cognome;Nome;Circolo;Scadenza\n"
    "101;Rossi;Mario;Roma;31/12/2026\n"
    "102;Bianchi;Anna;Milano;\n"
    "103;D'Angelo;Luca;Napoli;2027-01-31\n"
    "104;Verdi;Luca;Roma;2026-12-01\n"
    "105;Gialli;Sara;Roma;30/11/2026\n"
    "106;Russo;Pietro;Torino;2026-12-31\n"
)


@pytest.fixture
def event(tmp_path: Path) -> Path:
    path = tmp_path / "t.figs"
    assert main(["new", str(path), "--name", "Soci", "--system", "italo-svizzero",
                 "--rounds", "3", "--dates", "2026-12-01..2026-12-02"]) == 0  # fmt: skip
    return path


@pytest.fixture
def soci(tmp_path: Path) -> Path:
    path = tmp_path / "soci.csv"
    path.write_text(SOCI, encoding="utf-8")
    return path


def _out(capsys: pytest.CaptureFixture[str]) -> list[str]:
    return capsys.readouterr().out.strip().splitlines()


def _dump(path: Path) -> list[str]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def test_registration_warns_expired_missing_unknown_and_someone_elses(
    event: Path, soci: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["players", "members", str(event), "--import", str(soci)]) == 0
    assert _out(capsys) == [
        "elenco dei soci: 6 tessere da soci.csv",
        "tessere in regola per tutti gli iscritti",
    ]
    cases = [
        (["Rossi, Mario", "--id", "101"], None),  # valid until 31/12/2026
        (["Anna Bianchi", "--id", "102"], None),  # other word order, no expiry
        (["Verdi, Luca", "--id", "104"], None),  # expires on the first day: still valid
        (["Gialli, Sara", "--id", "105"], "tessera 105 scaduta il 30/11/2026"),
        (
            ["Dangelo, Luca"],
            "tessera mancante; nell'elenco dei soci: D'Angelo Luca (Napoli) tessera 103",
        ),  # fmt: skip
        (["Neri, Ugo"], "tessera mancante (nessun socio con questo nome nell'elenco)"),
        (["Bruni, Carla", "--id", "999"], "tessera 999 non presente nell'elenco dei soci"),
        (
            ["Esposito, Marco", "--id", "106"],
            "la tessera 106 nell'elenco dei soci è di Russo Pietro",
        ),  # fmt: skip
    ]
    for n, (argv, warning) in enumerate(cases, 1):
        assert main(["players", "add", str(event), *argv]) == 0  # never refused
        lines = _out(capsys)
        assert lines[0].startswith(f"iscritto n. {n}: ")
        assert lines[1:] == ([] if warning is None else [f"attenzione: {warning}"])
    assert main(["players", "add", str(event), "Gialli, Marta", "--id", "105"]) == 2  # tessera
    capsys.readouterr()  # already used: the registration's own rule, not the member list's

    assert main(["players", "members", str(event)]) == 0
    lines = _out(capsys)
    assert lines[0].startswith("elenco dei soci: 6 tessere da soci.csv (")
    assert lines[1:] == [
        "tessere da controllare: 5 giocatori",
        "  Gialli Sara: tessera 105 scaduta il 30/11/2026",
        "  Dangelo Luca: tessera mancante; nell'elenco dei soci: D'Angelo Luca (Napoli) "
        "tessera 103",
        "  Neri Ugo: tessera mancante (nessun socio con questo nome nell'elenco)",
        "  Bruni Carla: tessera 999 non presente nell'elenco dei soci",
        "  Esposito Marco: la tessera 106 nell'elenco dei soci è di Russo Pietro",
    ]
    assert main(["players", "list", str(event)]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed[0] == "   1  Rossi Mario  (tessera 101)"
    assert listed[3] == (
        "   4  Gialli Sara  (tessera 105, attenzione: tessera 105 scaduta il 30/11/2026)"
    )
    assert main(["players", "list", str(event), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["member_warning"] for r in rows][:4] == [
        None, None, None, "tessera 105 scaduta il 30/11/2026",
    ]  # fmt: skip
    assert main(["players", "members", str(event), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["list"]["count"] == 6 and data["list"]["source"] == "soci.csv"
    assert [(w["name"], w["issue"], w["expiry"]) for w in data["warnings"]] == [
        ("Gialli Sara", "expired", "2026-11-30"),
        ("Dangelo Luca", "missing", None),
        ("Neri Ugo", "missing", None),
        ("Bruni Carla", "unknown", None),
        ("Esposito Marco", "other_name", "2026-12-31"),
    ]


def test_no_list_no_warning(event: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["players", "add", str(event), "Neri, Ugo", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["warnings"] == []
    assert main(["players", "members", str(event)]) == 0
    assert _out(capsys) == ["nessun elenco dei soci: players members FILE --import ELENCO"]


def test_without_dates_expired_means_before_today(tmp_path: Path, soci: Path) -> None:
    from figs_td.services.players import add_player
    from figs_td.services.registration.members import import_member_list, member_warnings

    path = tmp_path / "senza.figs"
    assert main(["new", str(path), "--name", "Senza date", "--system", "italo-svizzero"]) == 0
    with open_store(path) as store:
        import_member_list(store, str(soci))
        add_player(store, "Verdi, Luca", federation_id="104")  # expires 2026-12-01
        before = member_warnings(store, today=dt.date(2026, 12, 1))
        after = member_warnings(store, today=dt.date(2026, 12, 2))
    assert before == []
    assert [(w.name, w.issue.value) for w in after] == [("Verdi Luca", "expired")]


def test_players_import_warns_and_imports_everyone(
    event: Path, soci: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["players", "members", str(event), "--import", str(soci)]) == 0
    players = tmp_path / "iscritti.csv"
    players.write_text(
        "cognome,nome,tessera\nRossi,Mario,101\nGialli,Sara,105\nNeri,Ugo,\n", encoding="utf-8"
    )
    capsys.readouterr()
    assert main(["players", "import", str(event), str(players)]) == 0
    assert _out(capsys) == [
        f"importati 3 giocatori da {players}",
        "attenzione: Gialli Sara: tessera 105 scaduta il 30/11/2026",
        "attenzione: Neri Ugo: tessera mancante (nessun socio con questo nome nell'elenco)",
    ]


def test_english_headers_full_name_and_xlsx(
    event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    ws.append(["Member ID", "Full name", "Club", "Valid until"])
    ws.append([201, "Rossi Mario", "Roma", dt.datetime(2026, 11, 30)])  # a date cell
    ws.append([202, "Bianchi Anna", "Milano", "2027-06-30"])
    xlsx = tmp_path / "members.xlsx"
    wb.save(xlsx)
    assert main(["players", "members", str(event), "--import", str(xlsx)]) == 0
    assert main(["players", "add", str(event), "Rossi, Mario", "--id", "201"]) == 0
    assert _out(capsys)[-1] == "attenzione: tessera 201 scaduta il 30/11/2026"
    csv = tmp_path / "members.csv"
    csv.write_text("card number,surname,first name,expiry\n301,Rossi,Mario,2027-01-01\n")
    assert main(["players", "members", str(event), "--import", str(csv)]) == 0
    assert (
        _out(capsys)[0]
        == "elenco dei soci: 1 tessera da members.csv; sostituisce l'elenco di 2 tessere"
    )


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            SOCI + "107;Neri;Ugo;Roma;31/13/2026\n",
            "soci_nuovi.csv, riga 8, colonna 5 (scadenza): data di scadenza non valida: "
            "'31/13/2026' (usare AAAA-MM-GG oppure GG/MM/AAAA); nessun dato importato",
        ),
        (
            SOCI + "101;Neri;Ugo;Roma;\n",
            "soci_nuovi.csv, riga 8, colonna 1 (tessera): tessera 101 ripetuta (già alla riga 2)",
        ),
        (SOCI + ";Neri;Ugo;Roma;\n", "riga 8, colonna 1 (tessera): tessera mancante"),
        (SOCI + f"{'9' * 65};Neri;Ugo;Roma;\n", "tessera troppo lunga (al massimo 64 caratteri)"),
        (SOCI + f"108;{'N' * 101};Ugo;Roma;\n", "troppo lungo (105 caratteri, al massimo 100)"),
        ("Cognome;Nome;Circolo\nRossi;Mario;Roma\n", "manca la colonna della tessera"),
        ("Tessera;Circolo\n1;Roma\n", "manca la colonna del nome del socio"),
        ("Tessera;Cognome\n", "nessun socio nel file"),
        ("", "il file è vuoto"),
    ],  # fmt: skip
    ids=[
        "date",
        "repeated",
        "no-tessera",
        "long-tessera",
        "long-name",
        "no-tessera-column",
        "no-name-column",
        "header-only",
        "empty",
    ],  # fmt: skip
)
def test_a_malformed_list_is_refused_and_nothing_changes(
    event: Path, soci: Path, tmp_path: Path, content: str, message: str,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    assert main(["players", "members", str(event), "--import", str(soci)]) == 0
    before = _dump(event)
    bad = tmp_path / "soci_nuovi.csv"
    bad.write_text(content, encoding="utf-8")
    capsys.readouterr()
    assert main(["players", "members", str(event), "--import", str(bad)]) == 2
    err = capsys.readouterr().err
    assert message in err and "soci_nuovi.csv" in err
    assert _dump(event) == before  # the old list, its setting and the audit trail untouched


def test_several_bad_rows_are_all_named(
    event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "soci.csv"
    bad.write_text("tessera,socio,scadenza\n1,Rossi Mario,ieri\n,Bianchi Anna,\n1,Verdi Luca,\n")
    assert main(["players", "members", str(event), "--import", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "riga 2, colonna 3 (scadenza)" in err and "riga 3, colonna 1 (tessera)" in err
    assert "riga 4, colonna 1 (tessera): tessera 1 ripetuta (già alla riga 2)" in err
    assert "3 righe rifiutate; nessun dato importato" in err
    with open_store(event) as store, store.read() as tx:
        assert tx.members.count() == 0


def test_reimport_replaces_the_whole_list_and_clear(
    event: Path, soci: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["players", "members", str(event), "--import", str(soci)]) == 0
    assert main(["players", "add", str(event), "Rossi, Mario", "--id", "101"]) == 0
    new = tmp_path / "soci2026.csv"
    new.write_text("tessera;socio;scadenza\n201;Bianchi Anna;2027-12-31\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["players", "members", str(event), "--import", str(new)]) == 0
    assert _out(capsys) == [
        "elenco dei soci: 1 tessera da soci2026.csv; sostituisce l'elenco di 6 tessere",
        "tessere da controllare: 1 giocatore",
        "  Rossi Mario: tessera 101 non presente nell'elenco dei soci",
    ]
    with open_store(event) as store, store.read() as tx:
        assert [m.federation_id for m in tx.members.all()] == ["201"]
        entries = [e for e in tx.audit.entries() if e.key == "members.list"]
    assert len(entries) == 2 and entries[-1].new["source"] == "soci2026.csv"
    assert main(["players", "members", str(event), "--clear"]) == 0
    assert _out(capsys) == ["elenco dei soci tolto (1 tessera)"]
    assert main(["players", "members", str(event), "--import", str(new), "--clear"]) == 2


def test_archive_members_import_list_and_copy_to_a_tournament(
    event: Path, soci: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = tmp_path / "archivio.figsa"
    assert main(["archive", str(archive), "members", "list"]) == 2  # a show never creates
    assert not archive.exists()
    bad = tmp_path / "rotto.csv"
    bad.write_text("tessera;socio;scadenza\n1;Rossi Mario;domani\n", encoding="utf-8")
    assert main(["archive", str(archive), "members", "import", str(bad)]) == 2
    assert "rotto.csv, riga 2, colonna 3 (scadenza)" in capsys.readouterr().err
    assert not archive.exists()  # a refused list makes no empty archive
    assert main(["archive", str(archive), "members", "import", str(soci)]) == 0
    assert _out(capsys) == ["elenco dei soci: 6 tessere da soci.csv"]
    assert main(["archive", str(archive), "members", "import", str(bad)]) == 2
    capsys.readouterr()
    assert main(["archive", str(archive), "members", "list"]) == 0
    lines = _out(capsys)
    assert lines[0].startswith("elenco dei soci: 6 tessere da soci.csv (")
    assert lines[1:3] == [
        "102\tBianchi Anna\tMilano\tsenza scadenza",
        "103\tD'Angelo Luca\tNapoli\tscade il 31/01/2027",
    ]
    assert main(["archive", str(archive), "members", "import", str(soci), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["count"], data["before"], data["source"]) == (6, 6, "soci.csv")
    assert main(["archive", str(archive), "members", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["members"]
    assert listed[-1] == {"tessera": "104", "name": "Verdi Luca", "club": "Roma",
                          "expiry": "2026-12-01"}  # fmt: skip
    assert main(["archive", str(archive), "log", "--json"]) == 0
    log = json.loads(capsys.readouterr().out)
    assert [e["action"] for e in log].count("members.import") == 2
    # The tournament copies the archive's list.
    assert main(["players", "members", str(event), "--import", str(archive)]) == 0
    assert _out(capsys)[0] == "elenco dei soci: 6 tessere da archivio (soci.csv)"
    assert main(["players", "add", str(event), "Gialli, Sara", "--id", "105"]) == 0
    assert _out(capsys)[-1] == "attenzione: tessera 105 scaduta il 30/11/2026"


def test_an_archive_without_a_list_is_refused(
    event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from figs_td.services.archive import open_archive

    archive = tmp_path / "vuoto.figsa"
    open_archive(str(archive), create=True).close()
    assert main(["players", "members", str(event), "--import", str(archive)]) == 2
    assert "non ha un elenco dei soci" in capsys.readouterr().err


def test_the_help_names_every_column() -> None:
    from figs_td.cli.players_members import MEMBER_COLUMNS_HELP
    from figs_td.services.exchange.tables import normalise
    from figs_td.services.registration.member_list import MEMBER_HEADERS

    shown = normalise(MEMBER_COLUMNS_HELP)
    fields = set(MEMBER_HEADERS.values())
    named = {f for h, f in MEMBER_HEADERS.items() if f" {h} " in f" {shown} "}
    assert named == fields
