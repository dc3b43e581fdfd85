"""Issue 44 §1: no name is ever cut. A 65-player event whose names and clubs are 35 characters
long (``long_names.py``): the PDFs of every pairing-system document are read back with pypdf;
none holds "…", every player's whole name (and club, where the document shows clubs) is there,
and every player allowed the 2- and 3-letter lists carries the ``*`` in each document that
marks them (pairings by table, alphabetical pairings, the word lists' table labels)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from long_names import PLAYED, THRESHOLD, make_long_event
from pypdf import PdfReader

from figs_td.cli import main
from figs_td.store import open_store

#: The documents of a Swiss event with prizes, categories and clubs, as PDF (17: the 15 the
#: issue counted plus the rulings and the audit, which carry names too).
DOCS = ("pairings", "pairings-alpha", "results", "standings", "crosstable", "scorecards",
        "scoresheets", "words23", "rulings", "audit", "players", "statistics", "slips",
        "prizes", "final-standings", "categories", "clubs")  # fmt: skip
#: Documents listing every player (name) and those also listing every player's club.
EVERY_NAME = ("pairings", "pairings-alpha", "standings", "crosstable", "scorecards", "players",
              "final-standings", "categories", "slips", "scoresheets")  # fmt: skip
EVERY_CLUB = ("standings", "players", "final-standings", "scorecards")


def _plain(text: str) -> str:
    """Text without any white space: a name wrapped over lines reads whole again."""
    return "".join(text.split())


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, dict[str, str]]]:
    from figs_td.services.lexicon.lists import import_lexicon

    base = tmp_path_factory.mktemp("lunghi")
    saved = {k: os.environ.get(k) for k in ("FIGS_TD_DATA", "FIGS_TD_HUNSPELL_IT")}
    os.environ["FIGS_TD_DATA"] = str(base / "data")
    os.environ["FIGS_TD_HUNSPELL_IT"] = str(base / "none" / "it_IT.dic")
    try:
        words = base / "mini.txt"
        words.write_text("RE\nTE\nORE\nOCA\nCASO\n", encoding="utf-8")
        import_lexicon(words, "Mini")
        f = make_long_event(base, "Mini")
        texts = {}
        for doc in DOCS:
            out = base / f"{doc}.pdf"
            rnd = ["--round", str(PLAYED)] if doc == "results" else []
            assert main(["export", str(f), doc, "-o", str(out), *rnd]) == 0, doc
            texts[doc] = "\n".join(p.extract_text() for p in PdfReader(str(out)).pages)
        yield f, texts
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def test_no_document_cuts_a_name(pdfs: tuple[Path, dict[str, str]]) -> None:
    _, texts = pdfs
    cut = {doc: text.count("…") for doc, text in texts.items() if "…" in text}
    assert cut == {}


def test_every_name_and_club_whole(pdfs: tuple[Path, dict[str, str]]) -> None:
    f, texts = pdfs
    with open_store(f) as st, st.read() as tx:
        players = tx.players.list()
        playing = {pid for g in tx.rounds.games(PLAYED + 1) for pid in (g.first, g.second)
                   if pid is not None and g.table is not None}  # fmt: skip
    assert len(players) == 65 and {len(p.name) for p in players} == {35}
    for doc in EVERY_NAME:
        plain = _plain(texts[doc])
        shown = [p for p in players if doc not in ("slips", "scoresheets") or p.id in playing]
        missing = [p.name for p in shown if _plain(p.name) not in plain]
        assert missing == [], (doc, missing[:3])
    for doc in EVERY_CLUB:
        plain = _plain(texts[doc])
        missing = sorted({p.club for p in players if _plain(p.club) not in plain})
        assert missing == [], (doc, missing)


def test_every_entitled_player_marked(pdfs: tuple[Path, dict[str, str]]) -> None:
    """Ratings alternate 1800 / 1300 and the threshold is 1400: 32 of the 65 are marked, in
    round 6 as in every round (the bye's player too, on the pairings lists)."""
    f, texts = pdfs
    with open_store(f) as st, st.read() as tx:
        players = tx.players.list()
        tables = [g for g in tx.rounds.games(PLAYED + 1) if g.table is not None]
    entitled = [p for p in players if p.rating is not None and p.rating <= THRESHOLD]
    assert len(entitled) == 32
    for doc in ("pairings", "pairings-alpha"):
        plain = _plain(texts[doc])
        unmarked = [p.name for p in entitled if _plain(p.name) + "*" not in plain]
        assert unmarked == [], (doc, len(unmarked), unmarked[:3])
        wrongly = [p.name for p in players if p not in entitled and _plain(p.name) + "*" in plain]
        assert wrongly == [], doc
        assert plain.count("*") == len(entitled) + 1  # + the legend's
    at_tables = {pid for g in tables for pid in (g.first, g.second)}
    plain = _plain(texts["words23"])
    unmarked = [p.name for p in entitled if p.id in at_tables and _plain(p.name) + "*" not in plain]
    assert unmarked == []


def test_knockout_documents_never_cut_a_name(tmp_path: Path) -> None:
    """A knockout of 8 with the same 35-character names: the bracket (whose boxes cannot hold
    them: printed as a list then), standings, final standings, scorecards and results."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent))
    from finished_events import enter
    from long_names import names

    f = str(tmp_path / "ko.figs")
    people = names(8)
    with open_store(f, create=True) as st, st.transaction(actor="test") as tx:
        tx.tournament.create("Eliminazione", "eliminazione", planned_rounds=None)
        tx.tournament.update(date_start="2026-11-21")
        for i, (surname, given) in enumerate(people):
            tx.players.add(surname, given, rating=2000 - 10 * i, club="Circolo Scrabble Città 2")
    for rnd in (1, 2, 3):
        assert main(["pair", f] + (["--draw", "rating"] if rnd == 1 else [])) == 0
        enter(f, rnd)
    full = [_plain(f"{s} {g}") for s, g in people]
    for doc in ("bracket", "standings", "final-standings", "scorecards", "results"):
        out = tmp_path / f"{doc}.pdf"
        assert main(["export", f, doc, "-o", str(out)]) == 0
        text = "\n".join(p.extract_text() for p in PdfReader(str(out)).pages)
        assert "…" not in text, doc
        if doc != "results":  # the last round's two finalists only
            assert [n for n in full if n not in _plain(text)] == [], doc
