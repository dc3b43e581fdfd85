"""Players' self-entry (issue 27): codes, reports that agree or not, late, contest, the desk
winning, the director's queue. Round 1 of the fixture: table 1 Rossi (1, first) v Verdi (3),
table 2 Bianchi (2) v Neri (4)."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import pytest

from figs_td.core.model import Game
from figs_td.errors import ConflictError, InputError
from figs_td.services.results import enter_result, game_at
from figs_td.services.self_entry import codes as codes
from figs_td.services.self_entry import phones as se
from figs_td.services.self_entry import queue as sq
from figs_td.store import Store

ROSSI, BIANCHI, VERDI, NERI = 1, 2, 3, 4


def _audit(store: Store) -> list[tuple[str, str]]:
    with store.read() as tx:
        return [(e.actor, e.action) for e in tx.audit.entries()]


def test_codes_are_long_enough_and_without_look_alikes() -> None:
    assert codes.CODE_BITS >= 40
    assert not set("ILOQ01") & set(codes.ALPHABET)
    made = {codes.new_code() for _ in range(200)}
    assert len(made) == 200 and all(len(c) == codes.CODE_LENGTH for c in made)


def test_codes_made_listed_replaced(store: Store) -> None:
    assert [c.code for c in codes.list_codes(store)] == [None] * 4  # listing never makes them
    assert codes.ensure_codes(store, actor="t") == 4
    assert codes.ensure_codes(store, actor="t") == 0
    before = {c.player_id: c.code for c in codes.list_codes(store)}
    assert len(set(before.values())) == 4
    token = codes.session_token(ROSSI, before[ROSSI] or "")
    assert codes.player_of_token(codes.codes_by_player(store), token) == ROSSI
    new = codes.replace_code(store, "Rossi", actor="t")
    assert new.code != before[ROSSI]
    now = codes.codes_by_player(store)
    assert codes.player_of_token(now, token) is None  # the old phone is signed out
    assert codes.match_code(now, before[ROSSI] or "") is None
    typed = codes.shown_code(new.code or "").lower().replace("-", " ")
    assert codes.match_code(now, typed) == ROSSI
    assert codes.match_code(now, "x" * 10_000) is None
    audit = [a for a in _audit(store) if a[1].startswith("code.")]
    assert audit.count(("t", "code.create")) == 4 and ("t", "code.replace") in audit
    with store.read() as tx:
        texts = [str(e.new) + str(e.old) for e in tx.audit.entries()]
    assert not any(new.code in t for t in texts)  # a code never goes into the audit trail


def test_two_agreeing_reports_enter_the_result(store: Store) -> None:
    view = se.player_view(store, VERDI)
    assert (view.state, view.round, view.table, view.opponent, view.starts) == (
        "report", 1, 1, "Rossi Mario", False,
    )  # fmt: skip
    out = se.report_score(store, VERDI, "380", "412")  # Verdi: his 380, Rossi's 412
    assert out.status == "pending"
    assert game_at(store, 1, 1).score_first is None
    assert se.player_view(store, VERDI).state == "waiting"
    rossi = se.player_view(store, ROSSI)
    assert (rossi.state, rossi.theirs, rossi.starts) == ("confirm", (412, 380), True)
    out = se.confirm(store, ROSSI, rossi.theirs_id or 0)
    assert out.status == "entered"
    g = game_at(store, 1, 1)
    assert (g.score_first, g.score_second) == (412, 380)  # Rossi moved first
    actors = [a for a, act in _audit(store) if act == "result.enter"]
    assert actors == ["giocatore Verdi Anna, telefono; confermato da Rossi Mario"]
    assert se.player_view(store, VERDI).result == (380, 412)
    assert sq.queue(store) == []


def test_disagreeing_reports_wait_for_the_director(store: Store) -> None:
    se.report_score(store, BIANCHI, 400, 350)
    out = se.report_score(store, NERI, 351, 400)
    assert (out.status, out.reason) == ("queued", "disagree")
    assert game_at(store, 1, 2).score_first is None
    [item] = sq.queue(store)
    assert (item.round, item.table) == (1, 2)
    assert [(r.score_first, r.score_second, why) for r, _w, why in item.reports] == [
        (400, 350, "disagree"), (400, 351, "disagree"),
    ]  # fmt: skip
    assert se.player_view(store, NERI).state == "queued"
    # the director accepts Neri's version: entered, the other closed
    decision = sq.decide(store, item.reports[1][0].id, True, actor="direttore")
    assert "400-351" in decision.message and decision.entered
    g = game_at(store, 1, 2)
    assert (g.score_first, g.score_second) == (400, 351)
    assert sq.queue(store) == []
    with pytest.raises(InputError, match="già accolta"):
        sq.decide(store, item.reports[1][0].id, False, actor="direttore")


def test_a_decision_undone(store: Store) -> None:
    se.report_score(store, BIANCHI, 400, 350)
    se.report_score(store, NERI, 351, 400)
    [item] = sq.queue(store)
    first, second = (r.id for r, _w, _y in item.reports)
    decision = sq.decide(store, second, True, actor="direttore")
    assert game_at(store, 1, 2).score_first == 400 and sq.queue(store) == []
    sq.undo_decision(store, decision, actor="direttore")
    g = game_at(store, 1, 2)
    assert (g.score_first, g.score_second) == (None, None)
    [again] = sq.queue(store)  # both reports wait again, as before
    assert [(r.id, r.status, why) for r, _w, why in again.reports] == [
        (first, "queued", "disagree"), (second, "queued", "disagree"),
    ]  # fmt: skip
    rejected = sq.decide(store, first, False, actor="direttore")  # redo with another choice
    sq.undo_decision(store, rejected, actor="direttore")
    decision = sq.decide(store, first, True, actor="direttore")
    enter_result(store, 1, 2, 410, 350, force=True, actor="banco")  # the desk corrects after
    with pytest.raises(ConflictError, match="non si può annullare"):
        sq.undo_decision(store, decision, actor="direttore")
    g = game_at(store, 1, 2)
    assert (g.score_first, g.score_second) == (410, 350)


def test_a_report_left_unconfirmed_goes_to_the_queue(store: Store) -> None:
    t0 = datetime.now(UTC)
    se.report_score(store, ROSSI, 420, 300, now=t0)
    assert sq.queue(store, now=t0 + timedelta(minutes=9)) == []
    [item] = sq.queue(store, now=t0 + timedelta(minutes=11))
    assert item.reports[0][2] == "late"
    assert se.player_view(store, ROSSI, now=t0 + timedelta(minutes=11)).state == "queued"
    # a confirmation after the time does not enter the result
    out = se.report_score(store, VERDI, 300, 420, now=t0 + timedelta(minutes=11))
    assert (out.status, out.reason) == ("queued", "late")
    assert game_at(store, 1, 1).score_first is None


def test_contest_within_the_appeal_window(store: Store) -> None:
    se.report_score(store, ROSSI, 420, 300)
    se.report_score(store, VERDI, 300, 420)
    view = se.player_view(store, VERDI)
    assert view.state == "result" and view.appeal_until is not None
    out = se.contest(store, VERDI, "ho sbagliato a scrivere")
    assert (out.status, out.reason) == ("queued", "contest")
    assert se.player_view(store, VERDI).contested
    with pytest.raises(InputError, match="già inviata"):
        se.contest(store, VERDI)
    [item] = sq.queue(store)
    assert item.result == (420, 300) and item.reports[0][0].note == "ho sbagliato a scrivere"
    later = datetime.now(UTC) + timedelta(minutes=11)
    assert se.player_view(store, ROSSI, now=later).appeal_until is None
    with pytest.raises(InputError, match="scaduto"):
        se.contest(store, ROSSI, now=later)
    g = game_at(store, 1, 1)
    assert (g.score_first, g.score_second) == (420, 300)  # a contest changes nothing


def test_a_desk_entry_in_between_wins_and_closes_the_reports(store: Store) -> None:
    se.report_score(store, ROSSI, 420, 300)
    enter_result(store, 1, 1, 410, 300, actor="banco 1")
    assert se.player_view(store, VERDI).state == "result"
    out = se.report_score(store, VERDI, 300, 420)  # too late: a desk entered 410-300
    assert (out.status, out.reason) == ("queued", "has_result")
    g = game_at(store, 1, 1)
    assert (g.score_first, g.score_second) == (410, 300)  # nothing a phone sends overwrites it
    with store.read() as tx:
        statuses = [(r.player_id, r.status, r.reason) for r in tx.self_entry.reports()]
    assert statuses == [(ROSSI, "closed", "desk"), (VERDI, "queued", "has_result")]
    [item] = sq.queue(store)
    with pytest.raises(InputError, match="correggerlo al banco"):
        sq.decide(store, item.reports[0][0].id, True, actor="direttore")
    # the desk corrects again: the queued report is closed with it
    enter_result(store, 1, 1, 420, 300, expected_version=g.version, actor="banco 1")
    assert sq.queue(store) == []
    # the same result as stored: nothing to decide
    assert se.report_score(store, ROSSI, 420, 300).status == "closed"


def test_scores_checked_like_the_desk(store: Store) -> None:
    for bad in ("-5", "4a0", "", "12345", "4 0", "1e3", "٣٤٥"):
        with pytest.raises(InputError, match="solo cifre"):
            se.report_score(store, ROSSI, bad, "300")
    with pytest.raises(InputError, match="turno 2 non è ancora stato abbinato"):
        se.report_score(store, ROSSI, 400, 300, round_no=2)
    with pytest.raises(InputError, match="tavolo 2"):
        se.report_score(store, ROSSI, 400, 300, table=2)
    out = se.report_score(store, ROSSI, 900, 100)  # beyond the profile's plausible range
    assert (out.status, out.reason) == ("queued", "implausible")
    with store.transaction(actor="t") as tx:
        tx.rounds.set_result(1, 2, 400, 380)
        tx.rounds.save_round(2, [Game(2, 1, 2, 1), Game(2, 2, 3, 4)])
    with pytest.raises(InputError, match="turno 1 è chiuso"):
        se.report_score(store, ROSSI, 400, 300, round_no=1)


def test_time_loss_and_challenge_flags(store: Store) -> None:
    out = se.flag(store, BIANCHI, "time", "Neri oltre il tempo")
    assert (out.status, out.reason) == ("queued", "time")
    # the game is in the director's hands: agreeing reports wait too
    se.report_score(store, BIANCHI, 400, 350)
    assert se.report_score(store, NERI, 350, 400).status == "queued"
    assert game_at(store, 1, 2).score_first is None
    [item] = sq.queue(store)
    assert [why for _r, _w, why in item.reports] == ["time", "time", "time"]
    assert "accolta" in sq.decide(store, item.reports[0][0].id, True, actor="direttore").message
    with pytest.raises(InputError):
        se.flag(store, BIANCHI, "boh")


def test_views_and_queue_never_write(store: Store) -> None:
    codes.ensure_codes(store)
    se.report_score(store, ROSSI, 400, 300)
    before = len(_audit(store))
    path = store.path
    assert path is not None
    size = path.stat().st_size
    for pid in (ROSSI, BIANCHI, VERDI, NERI):
        se.player_view(store, pid)
    sq.queue(store)
    codes.list_codes(store)
    assert len(_audit(store)) == before and path.stat().st_size == size
    assert math.isclose(codes.CODE_BITS, 9 * math.log2(22))


def test_a_correction_replaces_the_open_report_audited_once(store: Store) -> None:
    """Issue 37 §2: one open report per player per game. Before: 30 corrections left one
    pending report but wrote 59 audit entries ("closed" + a new report each), and after a
    disagreement every correction was one more report in the director's queue."""
    before = len(_audit(store))
    for i in range(30):
        se.report_score(store, BIANCHI, 400 + i, 350)
    actions = [act for _a, act in _audit(store)[before:]]
    assert actions == ["report.score"] + ["report.replace"] * 29
    with store.read() as tx:
        last = tx.audit.entries()[-1]
        open_ones = tx.self_entry.reports(statuses=se.OPEN)
    assert [(r.score_first, r.status) for r in open_ones] == [(429, "pending")]
    assert last.old["scores"] == [428, 350] and last.new["scores"] == [429, 350]
    # the same report again writes nothing
    se.report_score(store, BIANCHI, 429, 350)
    assert len(_audit(store)) == before + 30
    # after a disagreement: his corrections replace his report in the queue
    se.report_score(store, NERI, 300, 400)  # Neri: his 300, Bianchi 400 — disagrees
    for i in range(5):
        assert se.report_score(store, BIANCHI, 410 + i, 300).status == "queued"
    [item] = sq.queue(store)
    assert [(who, r.score_first, r.score_second) for r, who, _y in item.reports] == [
        ("Neri Giò", 400, 300), ("Bianchi Luca", 414, 300)]  # fmt: skip


def test_the_players_are_told_what_happened(store: Store) -> None:
    """Issue 37 §3: both versions after a disagreement, the rejected report with its reason,
    a confirmation of a report no longer waiting says what became of it."""
    first = se.report_score(store, BIANCHI, 400, 350)
    neri = se.player_view(store, NERI)
    assert neri.state == "confirm" and neri.theirs_id == first.report_id
    se.report_score(store, BIANCHI, 401, 350)  # Bianchi corrects before Neri confirms
    with pytest.raises(se.NotPending, match=r"Bianchi Luca ha corretto la sua segnalazione: "
                       r"ora dice tu 350 – Bianchi Luca 401"):  # fmt: skip
        se.confirm(store, NERI, first.report_id)
    se.report_score(store, NERI, 360, 401)  # disagrees
    view = se.player_view(store, NERI)
    assert (view.state, view.held, view.mine, view.theirs) == (
        "queued", "disagree", (360, 401), (350, 401))  # fmt: skip
    bianchi = se.player_view(store, BIANCHI)
    assert (bianchi.mine, bianchi.theirs) == ((401, 350), (401, 360))
    [item] = sq.queue(store)
    neri_report = next(r for r, who, _y in item.reports if who == "Neri Giò")
    sq.decide(store, neri_report.id, False, actor="direttore", reason="il cartellino dice 350")
    view = se.player_view(store, NERI)
    assert view.rejected == ((360, 401), "il cartellino dice 350")
    assert se.player_view(store, BIANCHI).rejected is None
    with pytest.raises(se.NotPending, match="passata al direttore di gara"):
        se.confirm(store, NERI, item.reports[0][0].id)
    # a rejection without a reason: the reason it came to the queue
    sq.decide(store, item.reports[0][0].id, False, actor="direttore")
    assert se.player_view(store, BIANCHI).rejected == (
        (401, 350), "le due segnalazioni non concordano")  # fmt: skip
    # he reports again: the notice goes
    se.report_score(store, NERI, 350, 401)
    assert se.player_view(store, NERI).rejected is None


def test_a_rejected_contest_is_told_without_a_made_up_reason(store: Store) -> None:
    se.report_score(store, BIANCHI, 400, 350)
    se.report_score(store, NERI, 350, 400)  # agree: entered
    contest = se.contest(store, NERI, "400 era 390")
    sq.decide(store, contest.report_id, False, actor="direttore")
    assert se.player_view(store, NERI).rejected == (None, "")
    contest = se.contest(store, BIANCHI)
    sq.decide(store, contest.report_id, False, actor="direttore", reason="il formulario torna")
    assert se.player_view(store, BIANCHI).rejected == (None, "il formulario torna")
