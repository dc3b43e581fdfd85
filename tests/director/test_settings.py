"""``tournament set``: every change audited, bad values refused in Italian, nothing half-saved."""

from __future__ import annotations

import pytest

from figs_td.core.model import Game
from figs_td.errors import InputError
from figs_td.services.director import (
    parse_dates,
    parse_rule,
    parse_tiebreaks,
    set_tournament,
    tournament_details,
)
from figs_td.store import Store


def test_dates() -> None:
    assert parse_dates("2026-11-21..2026-11-22") == ("2026-11-21", "2026-11-22")
    assert parse_dates("2026-11-21") == ("2026-11-21", "2026-11-21")
    assert parse_dates("") == (None, None)
    with pytest.raises(InputError, match="precede"):
        parse_dates("2026-11-22..2026-11-21")
    with pytest.raises(InputError, match="data di fine non valida: '2026-13-01'"):
        parse_dates("2026-11-21..2026-13-01")


def test_rules_parsing() -> None:
    assert parse_rule("base_time_min=25") == ("base_time_min", 25)
    assert parse_rule("flag_penalty=none") == ("flag_penalty", None)
    assert parse_rule("margin_rule=m1") == ("margin_rule", "M1")
    assert parse_rule("overtime_mode=FLAT") == ("overtime_mode", "flat")
    assert parse_rule("base_time_range=20-26") == ("base_time_range", [20, 26])
    assert parse_rule("base_time_min=") == ("base_time_min", None)
    with pytest.raises(InputError, match="regola sconosciuta: 'tempo'"):
        parse_rule("tempo=25")
    with pytest.raises(InputError, match="'venti' non è un numero intero"):
        parse_rule("base_time_min=venti")
    with pytest.raises(InputError, match="CHIAVE=VALORE"):
        parse_rule("base_time_min")
    with pytest.raises(InputError, match="possibili: M1, M2"):
        parse_rule("margin_rule=M3")


def test_tiebreaks() -> None:
    assert parse_tiebreaks("wespa") == "WESPA"
    assert parse_tiebreaks("FIGS") == "FIGS"
    with pytest.raises(InputError, match="criterio di spareggio sconosciuto: 'fortuna'"):
        parse_tiebreaks("fortuna")


def test_everything_at_once_and_audited(store: Store) -> None:
    info = set_tournament(
        store,
        name="Coppa Città",
        place="Roma",
        dates=("2026-11-21", "2026-11-22"),
        director="Bruno Rossi",
        arbiter="Carla Bianchi",
        panel=["A", "B", "C"],
        profile="figs-2008",
        rules={"base_time_min": 25},
        tiebreaks="WESPA",
        bye_spread=40,
        forfeit_spread=60,
        word_list_threshold=1400,
        rounds=6,
        actor="direttore",
    )
    assert info.name == "Coppa Città" and info.place == "Roma"
    assert (info.date_start, info.date_end) == ("2026-11-21", "2026-11-22")
    assert info.support_panel == ("A", "B", "C")
    assert (info.profile, info.profile_overrides) == ("figs-2008", {"base_time_min": 25})
    assert info.tiebreaks == "WESPA" and info.planned_rounds == 6
    assert (info.result_settings.bye_spread, info.result_settings.forfeit_spread) == (40, 60)
    d = tournament_details(store)
    assert d["word_list_threshold"] == 1400
    assert d["rule_profile"]["base_time_min"] == 25
    assert d["rule_profile"]["margin_rule"] == "M1"
    assert d["rounds_paired"] == 1 and d["players"] == 5
    with store.read() as tx:
        entries = [e for e in tx.audit.entries() if e.actor == "direttore"]
    actions = [e.action for e in entries]
    assert actions == ["tournament.update", "tournament.setting"]
    assert entries[0].old["profile"] == "figs-25" and entries[0].new["profile"] == "figs-2008"
    assert entries[1].key == "words.threshold_rating" and entries[1].new == 1400


def test_rule_overrides_merge_and_drop(store: Store) -> None:
    set_tournament(store, rules={"flag_penalty": 60})
    set_tournament(store, rules={"overtime_points": 20})
    assert tournament_details(store)["profile_overrides"] == {
        "flag_penalty": 60,
        "overtime_points": 20,
    }
    set_tournament(store, rules={"flag_penalty": None})
    assert tournament_details(store)["profile_overrides"] == {"overtime_points": 20}
    set_tournament(store, clear_rules=True)
    assert tournament_details(store)["profile_overrides"] == {}


def test_threshold_removed(store: Store) -> None:
    set_tournament(store, word_list_threshold=1400)
    set_tournament(store, word_list_threshold=None)
    assert tournament_details(store)["word_list_threshold"] is None


def test_base_time_outside_the_2008_range(store: Store) -> None:
    # Regolamento 2008 art. 37: the arbiter chooses between 20 and 25 minutes.
    with pytest.raises(InputError, match="fuori dai limiti 20–25"):
        set_tournament(store, profile="figs-2008", rules={"base_time_min": 26})
    set_tournament(store, profile="figs-2008", rules={"base_time_min": 20})


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"rules": {"base_time_min": 0}}, "tempo base deve essere positivo"),
        ({"profile": "figs-99"}, "profilo di regole sconosciuto"),
        ({"forfeit_spread": 0}, "almeno 1 punto"),
        ({"bye_spread": -5}, "negativo"),
        ({"panel": ["A", "B", "C", "D"]}, "tre membri"),
        ({"rounds": 0}, "numero di turni non valido"),
        ({"word_list_threshold": -1}, "negativo"),
        ({"tiebreaks": "spread,fortuna"}, "fortuna"),
    ],
)
def test_bad_values_leave_everything_as_it_was(store: Store, kwargs: dict, message: str) -> None:  # type: ignore[type-arg]
    before = tournament_details(store)
    with pytest.raises(InputError, match=message):
        set_tournament(store, name="Nuovo nome", **kwargs)
    assert tournament_details(store) == before


def test_rounds_not_below_those_paired(store: Store) -> None:
    with store.transaction() as tx:
        tx.rounds.save_round(2, [Game(2, 1, 1, 2), Game(2, 2, 3, 4), Game(2, 3, 5, None)])
    with pytest.raises(InputError, match="già stati abbinati 2 turni: il torneo non può averne 1"):
        set_tournament(store, rounds=1)
    set_tournament(store, rounds=2)
    assert tournament_details(store)["planned_rounds"] == 2
