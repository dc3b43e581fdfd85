"""A time loss computed by the rules may end below zero (000_ art. 37, M2): it is stored, ranked
and exported as it is; a score typed by hand is still refused when negative."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from figs_td.core.model import GameKind
from figs_td.errors import InputError
from figs_td.reports.documents import score_pair
from figs_td.services import results, standings
from figs_td.services.exchange import tsh
from figs_td.services.reports import documents as reports
from figs_td.store import Store


def test_flagged_player_below_zero(store: Store) -> None:
    # figs-25, running 20–40, second flagged: 40 − 50 = −10 < 20, the scores stand: 20 to −10.
    assert results.preview_time_loss(store, 1, 1, (20, 40), flagged=1) == (20, -10)
    # First flagged and still ahead: 100 − 50 = 50 ≥ 30 → L = 30 − 50 = −20 (M2).
    assert results.enter_time_loss(store, 1, 2, (100, 30), flagged=0) == (-20, 30)
    g = results.game_at(store, 1, 2)
    assert (g.score_first, g.score_second, g.kind) == (-20, 30, GameKind.TIME_LOSS)


def test_hand_entered_negative_refused(store: Store) -> None:
    with pytest.raises(InputError, match="negativo"):
        results.enter_result(store, 1, 1, -20, 30)
    with pytest.raises(InputError, match="negativo"):
        results.parse_score("30--20")


def _round_with_negative(store: Store) -> None:
    # Second flagged at 30–20: 20 − 50 = −30 < 30, stands: Rossi 30, Verdi −30.
    results.enter_time_loss(store, 1, 1, (30, 20), flagged=1)
    results.enter_result(store, 1, 2, 300, 250)


def test_standings_count_the_negative_score(store: Store) -> None:
    _round_with_negative(store)
    rows = {r.name: r for r in standings.standings(store)}
    assert (rows["Rossi Mario"].points, rows["Rossi Mario"].spread) == (30, 60)
    assert (rows["Verdi Anna"].points, rows["Verdi Anna"].spread) == (-30, -60)
    assert rows["Verdi Anna"].rank == 4  # a loss and the worst spread


def test_federation_export_keeps_the_sign(store: Store, tmp_path: Path) -> None:
    _round_with_negative(store)
    reports.export_document(store, "federation", tmp_path / "fed.csv")
    with (tmp_path / "fed-partite.csv").open(encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f, delimiter=";"))
    first = next(r for r in rows if r["tavolo"] == "1")
    assert (first["punti_1"], first["punti_2"], first["tipo"]) == (
        "30",
        "-30",
        "sconfitta per tempo",
    )


def test_reports_write_with_a_negative_score(store: Store, tmp_path: Path) -> None:
    from pypdf import PdfReader

    _round_with_negative(store)
    for doc in ("results", "standings", "crosstable", "scorecards"):
        out = reports.export_document(
            store, doc, tmp_path / f"{doc}.pdf", round_no=1 if doc == "results" else None
        )
        text = "".join(PdfReader(str(f)).pages[0].extract_text() for f in out.files)
        assert "-30" in text, doc
    assert score_pair(30, -30) == "30-(-30)"
    assert score_pair(412, 380) == "412-380"


def test_tsh_round_trip_keeps_the_time_loss(store: Store, tmp_path: Path) -> None:
    _round_with_negative(store)
    tsh.export_tsh(store, tmp_path / "a.t")
    back = tsh.import_tsh(tmp_path / "a.t", tmp_path / "back.figs")
    try:
        games = results.round_games(back, 1)
    finally:
        back.close()
    assert [(g.score_first, g.score_second, g.kind) for g in games] == [
        (30, -30, GameKind.TIME_LOSS),
        (300, 250, GameKind.NORMAL),
    ]
