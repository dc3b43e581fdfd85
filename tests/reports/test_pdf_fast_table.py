"""The tables' fast drawing of one-line text cells (``pdf.fast_table_class``) writes the same
document as reportlab's own ``Table``: the same bytes (reportlab's invariant mode: no dates nor
random ids), so the same text in the same places, the fonts embedded, the body at 14 pt; the
standings of 65 and of 500 players (long names shortened with "…", the chart after the table)
and the pairings, whose long names wrap (paragraph cells, drawn by reportlab itself)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest
from fixtures import HEADER, random_state
from pdfsizes import body_sizes, fonts_used
from pypdf import PdfReader

from figs_td.core.model import TournamentState
from figs_td.reports import documents, pdf, prepare

LONG = "Santangelo di Montevergine Giovanbattista Maria Ludovica Benedetta"


def _field(n: int) -> TournamentState:
    st = random_state(n, 15 if n > 100 else 6, seed=n)
    players = [
        dataclasses.replace(p, name=f"{LONG} ({p.id})") if i % 9 == 0 else p
        for i, p in enumerate(st.players)
    ]
    return dataclasses.replace(st, players=players)


def _both(
    tmp_path: Path, write: Callable[[Path], object], monkeypatch: pytest.MonkeyPatch
) -> tuple[Path, Path]:
    from reportlab import rl_config
    from reportlab.platypus import Table

    monkeypatch.setattr(rl_config, "invariant", 1)
    fast, plain = tmp_path / "fast.pdf", tmp_path / "plain.pdf"
    write(fast)
    with monkeypatch.context() as m:
        m.setattr(pdf, "fast_table_class", lambda: Table)
        write(plain)
    return fast, plain


def _texts(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(str(path)).pages]


@pytest.mark.parametrize("n", [65, 500])
def test_standings_same_document_as_reportlab_table(
    n: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    st = _field(n)
    fast, plain = _both(
        tmp_path, lambda p: documents.standings(prepare.standings_data(st, HEADER), p), monkeypatch
    )
    assert fast.read_bytes() == plain.read_bytes()
    texts = _texts(fast)
    assert texts == _texts(plain)
    joined = "\n".join(texts)
    assert "…" not in joined  # the long names wrap, never shortened (issue 44)
    plain = "".join(joined.split())
    for p in st.players[1:20]:
        assert "".join(p.name.split()) in plain
    assert "Posizione in classifica dopo ogni turno" in texts[-1]  # the chart, last page
    fonts = fonts_used(fast)  # embedded subsets ("AAAAAA+Name") only, no base-14 font
    assert fonts and all("+" in f and "Helvetica" not in f for f in fonts), fonts
    assert min(body_sizes(fast)) >= 10


def test_pairings_with_wrapped_names_same_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    st = _field(66)
    data = prepare.pairings_data(st, HEADER, 2)
    fast, plain = _both(tmp_path, lambda p: documents.pairings(data, p), monkeypatch)
    assert fast.read_bytes() == plain.read_bytes()
    words = " ".join(_texts(fast)).split()
    for w in LONG.split():  # the long names wrap, never cut
        assert w in words


def test_shape_checks_given_back_after_the_chart(tmp_path: Path) -> None:
    from reportlab import rl_config

    assert rl_config.shapeChecking
    st = _field(20)
    documents.standings(prepare.standings_data(st, HEADER), tmp_path / "s.pdf")
    assert rl_config.shapeChecking  # the checks are off only while the chart is built/drawn
    with pytest.raises(RuntimeError), pdf.unchecked_shapes():
        assert not rl_config.shapeChecking
        raise RuntimeError
    assert rl_config.shapeChecking


def test_cell_text_of_the_common_values() -> None:
    from fractions import Fraction

    from figs_td.reports.table import fmt

    assert [fmt(v, "signed") for v in (12, 0, -7)] == ["+12", "0", "-7"]
    assert [fmt(v, "int") for v in (12, 0, -7)] == ["12", "0", "-7"]
    assert fmt("Rossi Mario") == "Rossi Mario"
    assert (fmt(True), fmt(False), fmt(None)) == ("sì", "no", "")  # bool is not an int here
    assert (fmt(Fraction(7, 2), "num"), fmt(Fraction(4), "signed")) == ("3,5", "+4")


def test_shape_checks_come_back_after_overlapping_uses() -> None:
    from reportlab import rl_config

    first, second = pdf.unchecked_shapes(), pdf.unchecked_shapes()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)  # the first ends while the second still runs
    assert not rl_config.shapeChecking
    second.__exit__(None, None, None)
    assert rl_config.shapeChecking
