"""Lexicon services and rulings stored with the tournament, through the services and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.core.model import Game
from figs_td.errors import InputError
from figs_td.services import rulings
from figs_td.services.lexicon import lists as lexicons


def _list(tmp_path: Path, text: str = "casa\ncase\nperché\nzio\n") -> Path:
    p = tmp_path / "lista.txt"
    p.write_text(text, encoding="utf-8")
    return p


def test_import_list_use(tmp_path: Path, data_dir: Path) -> None:
    res = lexicons.import_lexicon(_list(tmp_path), "Zingarelli 2026")
    assert res.current and res.info.words == 4 and res.info.official
    assert (data_dir / "lexicons" / "zingarelli-2026.json").is_file()
    other = lexicons.import_lexicon(_list(tmp_path, "cosa\n"), "Altra", use=False)
    assert not other.current
    names = [(e.info.name, e.current) for e in lexicons.list_lexicons()]
    assert names == [("Altra", False), ("Zingarelli 2026", True)]
    assert "PERCHE" in lexicons.open_lexicon()
    lexicons.use_lexicon("altra")
    assert lexicons.current_info().name == "Altra"  # type: ignore[union-attr]
    assert "COSA" in lexicons.open_lexicon()
    assert "CASA" in lexicons.open_lexicon("Zingarelli 2026")
    with pytest.raises(InputError, match="sconosciuto"):
        lexicons.use_lexicon("Devoto")


def test_reimport_switches_only_when_complete(tmp_path: Path) -> None:
    lexicons.import_lexicon(_list(tmp_path), "Lista")
    first = lexicons.open_lexicon()
    lexicons.import_lexicon(_list(tmp_path, "casa\ncasone\n"), "Lista")
    second = lexicons.open_lexicon()
    assert "CASONE" in second and "ZIO" not in second
    assert first.info.sha256 != second.info.sha256


def test_strict_needs_a_dictionary(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="strict"):
        lexicons.import_lexicon(_list(tmp_path), "L", strict=True)


def test_empty_list_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="nessuna parola"):
        lexicons.import_lexicon(_list(tmp_path, "# solo commenti\n\n"), "Vuota")


def test_no_list_and_no_free_dictionary() -> None:
    with pytest.raises(InputError, match="nessun lessico"):
        lexicons.open_lexicon()


def test_standin_is_labelled_unofficial(mini: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(mini))
    lex = lexicons.open_lexicon()  # no list loaded: the stand-in is built on first use
    assert lex.info.label == "Lessico libero (LibreOffice it_IT, senza nomi propri) — non ufficiale"
    assert not lex.info.official and lex.info.strict
    assert "AMARLO" in lex and "FATTOLO" not in lex
    # the JSON's lexicon name says it too
    assert lex.info.name == "Lessico libero (LibreOffice it_IT) — non ufficiale"
    assert lexicons.use_lexicon("libero").name == lexicons.STANDIN_NAME


def test_hunspell_import_with_progress(mini: Path) -> None:
    seen: list[str] = []
    res = lexicons.import_lexicon(mini, "mini", progress=lambda ph, d, t: seen.append(ph))
    assert res.info.kind == "hunspell" and "espansione" in seen and "indice" in seen
    assert "RIAMATOSI" in lexicons.open_lexicon("mini")


# --------------------------------------------------------------------------- tournament


@pytest.fixture
def tournament(tmp_path: Path) -> Path:
    from figs_td.services.tournament import create_tournament

    path = tmp_path / "torneo.figs"
    store = create_tournament(path, "Coppa", "italo-svizzero", rounds=3, actor="test")
    with store.transaction(actor="test") as tx:
        ids = [
            tx.players.add(s, g).id
            for s, g in [("Rossi", "Mario"), ("Verdi", "Anna"), ("Neri", "Luca"), ("Bruni", "Eva")]
        ]
        tx.tournament.update(
            arbiter="Mario Rossi", support_panel=("Neri Luca", "Bruni Eva", "Galli Ugo")
        )
        tx.rounds.save_round(
            1, [Game(1, 1, ids[0], ids[2]), Game(1, 2, ids[1], ids[3])], meta={"seed": 1}
        )
    store.close()
    return path


def test_rule_challenge_and_list(tournament: Path, tmp_path: Path) -> None:
    from figs_td.store import open_store

    lexicons.import_lexicon(_list(tmp_path), "Zingarelli 2026")
    with open_store(tournament) as store:
        decision, rec = rulings.rule_challenge(store, 1, 2, "casa, casx", 25, move_no=7)
        assert decision.word_verdicts == {"CASA": True, "CASX": False}
        assert (rec.penalty, rec.charged_to) == (5, "mover")  # art. 30: 20 % of 25
        assert (rec.ruled_by, rec.ruled_by_role) == ("Mario Rossi", "arbitro")
        # Table 1 is the arbiter's own game: Neri plays there, so Bruni Eva rules (art. 45).
        d2, rec2 = rulings.rule_challenge(store, 1, 1, ["zio"], 25, mover=1)
        assert (rec2.ruled_by, rec2.ruled_by_role) == ("Bruni Eva", "collegio")
        assert (rec2.penalty, rec2.charged_to) == (2, "challenger")
        assert d2.payer_name == "Neri Luca"
        listed = rulings.list_rulings(store)
    assert [r.id for r in listed] == [rec.id, rec2.id]
    assert listed[0].tournament == "Coppa"
    assert listed[0].lexicon_name == "Zingarelli 2026"
    assert listed[0].lexicon_sha256 == lexicons.current_info().sha256  # type: ignore[union-attr]
    assert listed[0].move_no == 7 and listed[0].words == ["CASA", "CASX"]


def test_tournament_lexicon_setting(tournament: Path, tmp_path: Path) -> None:
    from figs_td.store import open_store

    lexicons.import_lexicon(_list(tmp_path), "Ufficiale")
    lexicons.import_lexicon(_list(tmp_path, "casx\n"), "Altra")  # now the one in use
    with open_store(tournament) as store:
        rulings.set_tournament_lexicon(store, "Ufficiale")
        assert rulings.tournament_lexicon(store) == "Ufficiale"
        decision = rulings.decide(store, 1, 2, ["casx"], 10)
    assert decision.lexicon_name == "Ufficiale" and not decision.move_valid


def test_load_tournament_lexicon(tournament: Path, tmp_path: Path) -> None:
    from figs_td.store import open_store

    phases: list[str] = []
    with open_store(tournament) as store:
        res = rulings.load_tournament_lexicon(
            store, _list(tmp_path), progress=lambda ph, d, t: phases.append(ph)
        )
        assert res.info.name == "lista" and "indice" in phases
        assert rulings.tournament_lexicon(store) == "lista"
        with store.read() as tx:
            assert tx.tournament.get_setting("lexicon.sha256") == res.info.sha256


def test_loading_a_list_in_one_tournament_leaves_the_others(tmp_path: Path) -> None:
    """Issue 38: a list loaded in tournament A is A's; B (which chose its own) and C (which
    chose none and uses the program's default) keep theirs."""
    from figs_td.services.tournament import create_tournament

    lexicons.import_lexicon(_list(tmp_path), "Prima")  # the default list
    a = create_tournament(tmp_path / "a.figs", "A", "italo-svizzero")
    b = create_tournament(tmp_path / "b.figs", "B", "italo-svizzero")
    c = create_tournament(tmp_path / "c.figs", "C", "italo-svizzero")
    try:
        rulings.set_tournament_lexicon(b, "Prima")
        rulings.load_tournament_lexicon(a, _list(tmp_path, "casx\n"), "Seconda")
        assert rulings.tournament_lexicon(a) == "Seconda"
        assert rulings.tournament_lexicon(b) == "Prima"
        assert rulings.tournament_lexicon(c) is None
        assert lexicons.current_info().name == "Prima"  # C still checks with the default
        assert (
            rulings.decide(c, 1, None, ["casx"], 10, ruled_by=("Rossi", "arbitro")).lexicon_name
            == "Prima"
        )
        assert rulings.decide(a, 1, None, ["casx"], 10, ruled_by=("Rossi", "arbitro")).move_valid
    finally:
        for store in (a, b, c):
            store.close()


def test_unknown_table(tournament: Path, tmp_path: Path) -> None:
    from figs_td.store import open_store

    lexicons.import_lexicon(_list(tmp_path), "L")
    with open_store(tournament) as store, pytest.raises(InputError):
        rulings.rule_challenge(store, 1, 9, ["casa"], 10)


# --------------------------------------------------------------------------------- CLI


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_check_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "lexicon", "import", str(_list(tmp_path)), "--name", "Z26")
    assert code == 0 and "4 parole" in out
    code, out, _ = _run(capsys, "check", "casa", "perché", "casx", "--move-value", "40", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["valid"] is False
    assert data["words"] == {"CASA": True, "PERCHE": True, "CASX": False}
    assert data["lexicon"]["name"] == "Z26" and data["lexicon"]["words"] == 4
    assert data["penalty"] == {"points": 8, "charged_to": "mover"}
    code, out, _ = _run(capsys, "check", "casa", "--json")
    assert json.loads(out) == {"valid": True, "words": {"CASA": True}, "lexicon": data["lexicon"]}


def test_cli_check_with_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lst = _list(tmp_path)
    code, out, _ = _run(capsys, "check", "--lexicon", str(lst), "zio", "zia", "--json")
    assert code == 0
    assert json.loads(out)["words"] == {"ZIO": True, "ZIA": False}


def test_cli_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _run(capsys, "lexicon", "import", str(_list(tmp_path)), "--name", "Z26")
    code, _, err = _run(capsys, "check", "ca5a")
    assert code == 2 and err.startswith("errore:") and "'5'" in err
    code, _, err = _run(capsys, "check", "casa", "--move-value", "-3")
    assert code == 2
    code, _, err = _run(capsys, "lexicon", "use", "Nessuna")
    assert code == 2 and "sconosciuto" in err
    code, _, err = _run(capsys, "lexicon", "import", str(tmp_path / "manca.txt"), "--name", "X")
    assert code == 2 and "non trovato" in err


def test_cli_import_reports_rejected_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 20 distinct words, one twice, one line that is not a word (1 of 22: within 5 %)
    others = "".join(f"cas{a}{b}\n" for a in "aeiou" for b in "lmno")
    lst = _list(tmp_path, "casa\nl'albero\ncasa\n" + others)
    code, out, _ = _run(capsys, "lexicon", "import", str(lst), "--name", "L", "--json")
    data = json.loads(out)
    assert code == 0 and data["words"] == 21 and data["duplicates"] == 1
    assert data["rejected"] == [
        {"line": 2, "text": "l'albero", "reason": 'carattere "\'" non è una lettera A–Z'}
    ]
    code, out, _ = _run(capsys, "lexicon", "list", "--json")
    assert [(x["name"], x["current"]) for x in json.loads(out)] == [("L", True)]


def test_cli_ruling_on_a_tournament(
    tournament: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _run(capsys, "lexicon", "import", str(_list(tmp_path)), "--name", "Z26")
    code, out, err = _run(
        capsys, "check", str(tournament), "--round", "1", "--table", "1", "zio", "case",
        "--move-value", "35", "--json",
    )  # fmt: skip
    assert code == 0, err
    data = json.loads(out)
    assert data["valid"] is True and data["penalty"] == {"points": 3, "charged_to": "challenger"}
    assert data["ruling"]["ruled_by"] == "Bruni Eva" and data["ruling"]["role"] == "collegio"
    code, out, _ = _run(capsys, "rulings", str(tournament), "--json")
    listed = json.loads(out)
    assert code == 0 and len(listed) == 1
    r = listed[0]
    assert (r["round"], r["table"], r["valid"]) == (1, 1, True)
    assert r["verdicts"] == {"ZIO": True, "CASE": True}
    assert r["lexicon"]["name"] == "Z26" and len(r["lexicon"]["sha256"]) == 64
    code, out, _ = _run(capsys, "rulings", str(tournament))
    assert "ZIO sì" in out and "Bruni Eva" in out
    assert "3 punti allo sfidante;" in out  # issue 39: not "al sfidante"
    code, _, err = _run(capsys, "check", str(tournament), "--round", "1", "zio")
    assert code == 2 and "--table" in err


def test_cli_dic_and_errata(mini: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "check", "--lexicon", str(mini), "riamarlo", "amo", "--json")
    assert code == 0 and json.loads(out)["words"] == {"RIAMARLO": True, "AMO": False}
    add = tmp_path / "add.txt"
    add.write_text("amo\n", encoding="utf-8")
    rem = tmp_path / "rem.txt"
    rem.write_text("canto\n", encoding="utf-8")
    code, out, _ = _run(
        capsys, "lexicon", "import", str(mini), "--name", "mini", "--strict",
        "--add", str(add), "--remove", str(rem), "--json",
    )  # fmt: skip
    data = json.loads(out)
    assert code == 0 and data["strict"] and (data["additions"], data["removals"]) == (1, 1)
    code, out, _ = _run(capsys, "check", "amo", "canto", "fattolo", "--json")
    assert json.loads(out)["words"] == {"AMO": True, "CANTO": False, "FATTOLO": False}


def test_withdraw_ruling_removes_it_and_audits(tournament: Path, tmp_path: Path) -> None:
    from figs_td.store import open_store

    lexicons.import_lexicon(_list(tmp_path), "Zingarelli 2026")
    with open_store(tournament) as store:
        _, rec = rulings.rule_challenge(store, 1, 2, "casx", 25)
        _, keep = rulings.rule_challenge(store, 1, 2, "casa", 30)
        removed = rulings.withdraw_ruling(store, rec.id, actor="Direttore")
        assert removed.words == ["CASX"]
        assert [r.id for r in rulings.list_rulings(store)] == [keep.id]
        with store.read() as tx:
            gone = [e for e in tx.audit.entries() if e.action == "ruling.remove"]
        assert len(gone) == 1 and gone[0].actor == "Direttore"
        assert gone[0].old["words"] == ["CASX"]
        with pytest.raises(InputError, match="inesistente"):
            rulings.withdraw_ruling(store, rec.id)
