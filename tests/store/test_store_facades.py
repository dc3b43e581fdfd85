"""Facade tests, on SQLite and PostgreSQL (see conftest.target)."""

from __future__ import annotations

import pytest
from conftest import add_players

from figs_td.core.model import Game, GameKind, System
from figs_td.core.rules import ResultSettings
from figs_td.errors import ConflictError, InputError
from figs_td.store import RulingRecord, open_store


# -- tournament -------------------------------------------------------------------------------
def test_tournament_fields_round_trip(store) -> None:
    with store.transaction(actor="direttore") as tx:
        tx.tournament.update(
            place="Firenze",
            date_start="2026-05-02",
            date_end="2026-05-03",
            director="Anna Neri",
            arbiter="Carlo Blu",
            support_panel=["Uno", "Due", "Tre"],
            profile="figs-2008",
            profile_overrides={"base_time_min": 25},
            tiebreaks=["points", "buchholz_cut1", "spread"],
            result_settings=ResultSettings(bye_spread=40),
        )
        tx.tournament.set_setting("pairing.seed", 1234)
        tx.tournament.set_setting("phases", [{"system": "italo-svizzero", "rounds": 6}])
    with store.read() as tx:
        info = tx.tournament.get()
        profile = tx.tournament.rule_profile()
    assert info.name == "Prova" and info.system is System.SWISS and info.planned_rounds == 5
    assert info.place == "Firenze" and info.date_start == "2026-05-02"
    assert info.support_panel == ("Uno", "Due", "Tre")
    assert info.tiebreaks == ["points", "buchholz_cut1", "spread"]
    assert info.result_settings.bye_spread == 40
    assert profile.name == "figs-2008" and profile.base_time_min == 25
    assert info.settings == {
        "pairing.seed": 1234,
        "phases": [{"system": "italo-svizzero", "rounds": 6}],
    }


def test_tournament_bad_values_are_refused(store) -> None:
    with pytest.raises(InputError, match="sistema di gioco sconosciuto"):
        with store.transaction() as tx:
            tx.tournament.update(system="svizzero-lampo")
    with pytest.raises(ValueError, match="profilo"):
        with store.transaction() as tx:
            tx.tournament.update(profile="figs-1999")
    with pytest.raises(InputError, match="data di inizio"):
        with store.transaction() as tx:
            tx.tournament.update(date_start="2 maggio")
    with pytest.raises(InputError, match="tre membri"):
        with store.transaction() as tx:
            tx.tournament.update(support_panel=["a", "b", "c", "d"])
    with store.read() as tx:
        assert tx.tournament.get().system is System.SWISS


def test_setting_none_removes_and_is_audited(store) -> None:
    with store.transaction(actor="a") as tx:
        tx.tournament.set_setting("lexicon.name", "lista-2026")
    with store.transaction(actor="b") as tx:
        tx.tournament.set_setting("lexicon.name", None)
    with store.read() as tx:
        assert tx.tournament.get_setting("lexicon.name", "nessuno") == "nessuno"
        entries = [e for e in tx.audit.entries() if e.action == "tournament.setting"]
    assert [(e.actor, e.old, e.new) for e in entries] == [
        ("a", None, "lista-2026"),
        ("b", "lista-2026", None),
    ]


# -- players ----------------------------------------------------------------------------------
def test_players_add_list_and_core_mapping(store) -> None:
    with store.transaction(actor="t") as tx:
        a = tx.players.add("Rossi", "Mario", club="Roma", rating=1650, federation_id="A1")
        b = tx.players.add("De Luca", "Anna", late_from_round=3)
        tx.players.withdraw(a.id, 4)
    with store.read() as tx:
        players = tx.players.list()
    assert [p.name for p in players] == ["Rossi Mario", "De Luca Anna"]
    rossi, deluca = players
    assert (rossi.rating, rossi.club, rossi.federation_id) == (1650, "Roma", "A1")
    assert rossi.withdrawn_from_round == 4 and rossi.is_active_in(3) and not rossi.is_active_in(4)
    assert deluca.late_from_round == 3 and not deluca.is_active_in(2) and deluca.is_active_in(3)
    assert b.id != a.id and rossi.seq < deluca.seq


@pytest.mark.parametrize(
    ("surname", "given", "tessera", "message"),
    [
        ("ROSSI", "mario", "", "giocatore già iscritto: Rossi Mario"),
        ("Rössi", "Mario", "", "giocatore già iscritto"),
        ("Verdi", "Ugo", "A1", "tessera A1 già usata da Rossi Mario"),
    ],
)
def test_duplicate_players_are_refused(store, surname, given, tessera, message) -> None:
    with store.transaction() as tx:
        tx.players.add("Rossi", "Mario", federation_id="A1")
    with pytest.raises(InputError, match=message):
        with store.transaction() as tx:
            tx.players.add(surname, given, federation_id=tessera)
    with store.read() as tx:
        assert tx.players.count() == 1


def test_find_player(store) -> None:
    add_players(store, ["Rossi, Mario", "Rossi, Anna", "Bianchi, Luca"])
    with store.read() as tx:
        assert tx.players.find("rossi mario").given_name == "Mario"
        assert tx.players.find("Luca Bianchi").surname == "Bianchi"
        with pytest.raises(InputError, match="ambiguo"):
            tx.players.find("Rossi")
        with pytest.raises(InputError, match="nessun giocatore"):
            tx.players.find("Verdi")


def test_player_update_and_remove(store) -> None:
    a, b = add_players(store, ["Rossi, Mario", "Bianchi, Luca"])
    with store.transaction() as tx:
        tx.players.update(a, rating=1700, club="Lazio")
    with pytest.raises(InputError, match="già iscritto"):
        with store.transaction() as tx:
            tx.players.update(b, surname="Rossi", given_name="Mario")
    with store.transaction() as tx:
        tx.players.remove(b)
        assert [p.name for p in tx.players.list()] == ["Rossi Mario"]
        assert tx.players.get(a).rating == 1700


# -- rounds and games -------------------------------------------------------------------------
def _pair_round_1(store, ids):  # noqa: ANN001, ANN202
    with store.transaction(actor="abbinamenti") as tx:
        return tx.rounds.save_round(
            1,
            [
                Game(1, 1, ids[0], ids[1]),
                Game(1, 2, ids[2], ids[3]),
                Game(1, None, ids[4], None, kind=GameKind.BYE),
            ],
            meta={"seed": 7, "draw": "random"},
        )


def test_save_round_and_state(store) -> None:
    ids = add_players(store, ["A, a", "B, b", "C, c", "D, d", "E, e"])
    saved = _pair_round_1(store, ids)
    assert [(g.table, g.first, g.second) for g in saved] == [
        (1, ids[0], ids[1]),
        (2, ids[2], ids[3]),
        (None, ids[4], None),
    ]
    with store.read() as tx:
        assert tx.rounds.numbers() == [1]
        assert tx.rounds.info(1).meta == {"seed": 7, "draw": "random"}
        state = tx.state()
    assert state.last_round == 1 and len(state.players) == 5
    assert state.games_in(1)[2].is_bye and state.system is System.SWISS


@pytest.mark.parametrize(
    ("games", "message"),
    [
        ([Game(1, 1, 1, 2), Game(1, 1, 3, 4)], "tavolo 1 usato due volte"),
        ([Game(1, 1, 1, 2), Game(1, 2, 2, 3)], "abbinato due volte"),
        ([Game(1, 1, 1, 99)], "inesistente"),
    ],
)
def test_save_round_refuses_bad_rounds(store, games, message) -> None:
    add_players(store, ["A, a", "B, b", "C, c", "D, d"])
    with pytest.raises(InputError, match=message):
        with store.transaction() as tx:
            tx.rounds.save_round(1, games)
    with store.read() as tx:
        assert tx.rounds.numbers() == []


def test_only_next_round_can_be_saved(store) -> None:
    ids = add_players(store, ["A, a", "B, b"])
    with pytest.raises(InputError, match="solo il turno 1"):
        with store.transaction() as tx:
            tx.rounds.save_round(2, [Game(2, 1, ids[0], ids[1])])


def test_results_enter_correct_and_audit(store) -> None:
    ids = add_players(store, ["A, a", "B, b", "C, c", "D, d", "E, e"])
    _pair_round_1(store, ids)
    with store.transaction(actor="tavolo-1") as tx:
        g = tx.rounds.set_result(1, 1, 412, 380)
    assert (g.score_first, g.score_second, g.version) == (412, 380, 2)
    with store.transaction(actor="arbitro") as tx:
        g = tx.rounds.set_result(1, 1, 412, 390)
    with store.transaction(actor="arbitro") as tx:
        tl = {"flagged": 1, "overtime_s": [0, 75]}
        g2 = tx.rounds.set_result(1, 2, 350, 300, kind=GameKind.TIME_LOSS, time_loss=tl)
    assert g2.kind is GameKind.TIME_LOSS and g2.time_loss == tl
    with store.read() as tx:
        log = [(e.actor, e.action, e.key, e.old, e.new) for e in tx.audit.entries(entity="games")]
    assert log[0][:3] == ("tavolo-1", "result.enter", "1/1")
    assert log[1][1] == "result.correct"
    assert log[1][3]["score_second"] == 380 and log[1][4]["score_second"] == 390


@pytest.mark.parametrize(
    ("table", "scores", "message"),
    [
        (7, (300, 200), "nel turno 1 non c'è il tavolo 7"),
        (1, (-5, 300), "punteggio negativo"),
        (1, (300, 2500), "troppo alto"),
    ],
)
def test_bad_results_are_refused(store, table, scores, message) -> None:
    ids = add_players(store, ["A, a", "B, b", "C, c", "D, d", "E, e"])
    _pair_round_1(store, ids)
    with pytest.raises(InputError, match=message):
        with store.transaction() as tx:
            tx.rounds.set_result(1, table, *scores)
    with pytest.raises(InputError, match="turno 2 non è ancora stato abbinato"):
        with store.transaction() as tx:
            tx.rounds.set_result(2, 1, 300, 200)
    with store.read() as tx:
        assert all(g.score_first is None for g in tx.rounds.games(1))


def test_version_conflict_between_two_desks(target, store) -> None:
    ids = add_players(store, ["A, a", "B, b", "C, c", "D, d", "E, e"])
    _pair_round_1(store, ids)
    other = open_store(target)  # a second desk, its own connection
    try:
        with store.read() as tx:
            seen = tx.rounds.game(1, 1).version
        with other.transaction(actor="desk-2") as tx:
            tx.rounds.set_result(1, 1, 400, 300, expected_version=seen)
        with pytest.raises(ConflictError, match="modificata nel frattempo"):
            with store.transaction(actor="desk-1") as tx:
                tx.rounds.set_result(1, 1, 410, 300, expected_version=seen)
        with store.read() as tx:
            assert tx.rounds.game(1, 1).score_first == 400
    finally:
        other.close()


def test_swap_players_delete_round_and_swap_first(store) -> None:
    ids = add_players(store, ["A, a", "B, b", "C, c", "D, d", "E, e"])
    _pair_round_1(store, ids)
    with store.transaction() as tx:
        tx.rounds.swap_players(1, ids[1], ids[4])  # B to the bye, E to table 1
        g = tx.rounds.swap_first(1, 2)
    assert (g.first, g.second) == (ids[3], ids[2])
    with store.read() as tx:
        games = tx.rounds.games(1)
    assert [(x.table, x.first, x.second) for x in games] == [
        (1, ids[0], ids[4]),
        (2, ids[3], ids[2]),
        (None, ids[1], None),
    ]
    with store.transaction() as tx:
        tx.rounds.set_result(1, 1, 300, 200)
    with pytest.raises(InputError, match="risultati inseriti"):
        with store.transaction() as tx:
            tx.rounds.delete_last_round()
    with store.transaction() as tx:
        assert tx.rounds.delete_last_round(force=True) == 1
    with store.read() as tx:
        assert tx.rounds.numbers() == [] and tx.rounds.games() == []


# -- scoresheets, rulings, audit --------------------------------------------------------------
def test_scoresheet_save_and_conflict(store) -> None:
    ids = add_players(store, ["A, a", "B, b", "C, c", "D, d", "E, e"])
    games = _pair_round_1(store, ids)
    gid = games[0].id
    with store.transaction() as tx:
        s1 = tx.scoresheets.save(gid, {"moves": [["H8", "CASA", 12]]}, expected_version=0)
    with store.transaction() as tx:
        s2 = tx.scoresheets.save(gid, '{"moves": []}', expected_version=s1.version)
    assert (s1.version, s2.version) == (1, 2)
    with pytest.raises(ConflictError):
        with store.transaction() as tx:
            tx.scoresheets.save(gid, "{}", expected_version=1)
    with pytest.raises(InputError, match="JSON"):
        with store.transaction() as tx:
            tx.scoresheets.save(gid, "non json")
    with store.read() as tx:
        assert tx.scoresheets.get(gid).record == '{"moves": []}'
        assert [s.game_id for s in tx.scoresheets.for_round(1)] == [gid]


def test_rulings_round_trip(store) -> None:
    ruling = RulingRecord(
        round=2,
        table=5,
        move_no=14,
        words=["QUIZZO", "ZA"],
        word_verdicts={"QUIZZO": False, "ZA": True},
        move_valid=False,
        move_value=87,
        penalty=17,  # art. 30: 20 % of 87 = 17.4 → 17
        charged_to="mover",
        lexicon_name="lista-2026",
        lexicon_sha256="ab" * 32,
        ruled_by="Carlo Blu",
        ruled_by_role="arbitro",
    )
    with store.transaction(actor="arbitro") as tx:
        saved = tx.rulings.add(ruling)
    with store.read() as tx:
        listed = tx.rulings.list(round=2, table=5)
        assert tx.rulings.list(round=3) == []
    assert listed == [saved]
    got = listed[0]
    assert got.tournament == "Prova" and got.ruled_at and got.id is not None
    assert got.word_verdicts == {"QUIZZO": False, "ZA": True} and got.move_valid is False
    with pytest.raises(InputError, match="mover/challenger"):
        with store.transaction() as tx:
            tx.rulings.add(RulingRecord(1, 1, 1, [], {}, True, 10, 1, "nessuno"))


def test_failed_action_leaves_nothing(store) -> None:
    with pytest.raises(InputError):
        with store.transaction(actor="t") as tx:
            tx.players.add("Rossi", "Mario")
            tx.players.add("Rossi", "Mario")
    with store.read() as tx:
        assert tx.players.count() == 0
        assert [e.action for e in tx.audit.entries()] == ["tournament.create"]


def test_changes_flags(store) -> None:
    add_players(store, ["A, a"])
    assert store.last_changes == {"players"}
    with store.transaction() as tx:
        tx.tournament.set_setting("x", 1)
    assert store.last_changes == {"tournament"}


def test_nested_write_transaction_fails_at_once(store) -> None:
    with pytest.raises(RuntimeError, match="annidata"):
        with store.transaction() as tx:
            tx.players.add("Rossi", "Mario")
            with store.transaction():
                pass
    with store.transaction() as tx:  # the store is still usable, nothing was saved
        assert tx.players.count() == 0
        with store.read() as inner:  # reading inside a write is allowed
            assert inner.players.count() == 0
