"""Issue 44 §2 on paper and on the command line: final standings that a bracket decided say so
and show each player's phase (PDF and XLSX of ``standings`` and ``final-standings``); the
consolation pool's Buchholz leaves the bracket's games out unless the tournament says
``--consolation-buchholz inclusa``; a shared prize's Euro column shows each one's share.

Events from ``finished_events``: the championship (10 players, 5 Swiss rounds, semifinals,
final and third-place match, consolation for the other 6; P9 wins the final against P10, P6
the third-place match against P8) and the knockout of 8 (P8 champion, P7 finalist, P5 and P6
share 3rd, then P1, P2, P3, P4 — by seed among those out in the quarter-finals).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from finished_events import championship, knockout8, make, swiss

from figs_td.cli import main

CHAMP_NOTE = (
    "I primi 4 posti sono decisi dal tabellone a eliminazione diretta (fase Eliminazione): "
    "conta il turno in cui si esce, non i punti. Gli altri posti seguono l'ordine della "
    "classifica (fase Consolazione)."
)
KO_NOTE = (
    "La classifica è decisa dal tabellone a eliminazione diretta: conta il turno in cui si "
    "esce, non i punti."
)


def _pdf_text(path: Path) -> str:
    from pypdf import PdfReader

    return " ".join(" ".join(p.extract_text() for p in PdfReader(str(path)).pages).split())


def _xlsx(path: Path) -> list[tuple[object, ...]]:
    import openpyxl

    ws = openpyxl.load_workbook(path).worksheets[0]
    return [tuple(r) for r in ws.iter_rows(values_only=True)]


def _phases(rows: list[tuple[object, ...]]) -> dict[str, object]:
    head = next(r for r in rows if "Fase" in r)
    i, j = head.index("Giocatore"), head.index("Fase")
    return {str(r[i]): r[j] for r in rows[rows.index(head) + 1 :] if r[i]}


@pytest.fixture(scope="module")
def events(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    folder = tmp_path_factory.mktemp("tabellone")
    return {"championship": championship(folder), "knockout": knockout8(folder),
            "swiss": swiss(folder)}  # fmt: skip


@pytest.mark.parametrize("doc", ["standings", "final-standings"])
def test_championship_documents_say_the_bracket_decided(
    doc: str, events: dict[str, str], tmp_path: Path
) -> None:
    pdf, xlsx = tmp_path / f"{doc}.pdf", tmp_path / f"{doc}.xlsx"
    for out in (pdf, xlsx):
        assert main(["export", events["championship"], doc, "-o", str(out)]) == 0
    text = _pdf_text(pdf)
    assert CHAMP_NOTE in text
    # the sentence before the table (PDF), the phase beside each place
    assert text.index(CHAMP_NOTE) < text.index("P9 Giocatore")
    assert (
        "1 9 P9 Giocatore Club 0 Eliminazione" in text
        or "1 P9 Giocatore Club 0 Eliminazione" in text
    )
    rows = _xlsx(xlsx)
    phases = _phases(rows)
    ko = {f"P{n} Giocatore" for n in (9, 10, 6, 8)}
    assert {k for k, v in phases.items() if v == "Eliminazione"} == ko
    assert {k for k, v in phases.items() if v == "Consolazione"} == {
        f"P{n} Giocatore" for n in (1, 2, 3, 4, 5, 7)
    }
    assert any(CHAMP_NOTE in str(c) for r in rows for c in r if c)  # the XLSX says it too


def test_knockout_and_swiss(events: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "ko.xlsx"
    assert main(["export", events["knockout"], "standings", "-o", str(out)]) == 0
    rows = _xlsx(out)
    assert set(_phases(rows).values()) == {"Eliminazione"}
    assert any(KO_NOTE in str(c) for r in rows for c in r if c)
    # A Swiss event: no phase column, no sentence.
    out = tmp_path / "sw.pdf"
    assert main(["export", events["swiss"], "final-standings", "-o", str(out)]) == 0
    text = _pdf_text(out)
    assert "Fase" not in text and "tabellone" not in text


def _standings(capsys: pytest.CaptureFixture[str], f: str) -> dict[str, dict[str, object]]:
    capsys.readouterr()
    assert main(["standings", f, "--json"]) == 0
    return {r["name"]: r for r in json.loads(capsys.readouterr().out)}


def test_consolation_buchholz_setting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Default ``esclusa``: the pool's Buchholz is the one of the standings without the
    bracket's games (the semifinals and finals, rounds 6 and 7, in which a seed sits);
    ``inclusa``: the one of the standings over every game. P7 met P9 and P10 in the Swiss
    rounds: their knockout wins lift his Buchholz only with ``inclusa``."""
    f = championship(tmp_path)
    from figs_td.core.standings.placing import outside_state
    from figs_td.core.standings.table import compute_standings
    from figs_td.services.standings import placing_settings
    from figs_td.store import open_store

    with open_store(f) as st, st.read() as tx:
        state, info = tx.state(), tx.tournament.get()
    reduced = outside_state(state, placing_settings(info))
    without = {r.name: r.buchholz for r in compute_standings(reduced, tiebreaks="FIGS")}
    every = {r.name: r.buchholz for r in compute_standings(state, tiebreaks="FIGS")}
    pool = [f"P{n} Giocatore" for n in (1, 2, 3, 4, 5, 7)]
    assert any(without[p] != every[p] for p in pool)
    rows = _standings(capsys, f)
    assert {p: rows[p]["buchholz"] for p in pool} == {p: int(without[p]) for p in pool}
    assert main(["tournament", "set", f, "--consolation-buchholz", "inclusa"]) == 0
    rows = _standings(capsys, f)
    assert {p: rows[p]["buchholz"] for p in pool} == {p: int(every[p]) for p in pool}
    # the top four stay where the bracket put them
    assert [n for n, r in sorted(rows.items(), key=lambda x: x[1]["place"])][:4] == [
        "P9 Giocatore", "P10 Giocatore", "P6 Giocatore", "P8 Giocatore"]  # fmt: skip
    capsys.readouterr()
    assert main(["tournament", "show", f, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["consolation_buchholz"] == "inclusa"
    assert main(["tournament", "set", f, "--consolation-buchholz", "tutte"]) == 2
    assert "Buchholz della consolazione non valido" in capsys.readouterr().err


def test_shared_prize_euro_column_shows_each_share(tmp_path: Path) -> None:
    """Four players, one round: P1 and P2 both win 400–300 against P3 and P4 — equal on
    every criterion (2 points, Buchholz 0, +100, 400 scored). Prizes 1° € 100 and 2° € 60,
    ties shared: each receives (100 + 60) / 2 = € 80; the Euro column says 80 on both lines."""
    from figs_td.store import open_store

    f = make(tmp_path / "pari.figs", "italo-svizzero", 4, 1)
    assert main(["pair", f, "--draw", "rating"]) == 0
    with open_store(f) as st, st.transaction(actor="test") as tx:
        for g in tx.rounds.games(1):
            tx.rounds.set_result(1, g.table or 0, 400, 300)
    for place, amount in ((1, "100"), (2, "60")):
        assert main(["prize-table", "add", f, "--place", str(place), "--amount", amount]) == 0
    assert main(["prize-table", "ties", f, "shared"]) == 0
    xlsx, pdf = tmp_path / "premi.xlsx", tmp_path / "premi.pdf"
    for out in (xlsx, pdf):
        assert main(["export", f, "prizes", "-o", str(out)]) == 0
    rows = _xlsx(xlsx)
    head = next(r for r in rows if "Euro" in r)
    lines = [r for r in rows[rows.index(head) + 1 :] if r[0]]
    assert [r[head.index("Euro")] for r in lines] == [80, 80]
    assert all("€ 80,00 ciascuno" in str(r[head.index("Vincitore")]) for r in lines)
    text = _pdf_text(pdf)
    assert "100" not in text.split("Premio", 1)[1] and text.count("€ 80,00 ciascuno") == 2
