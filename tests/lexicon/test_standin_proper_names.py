"""The stand-in leaves out the capitalised Hunspell roots (art. 14: place and proper names are
not lemmas of the reference dictionary; a real board's top was VADUZ), says so in its label,
and a stand-in built earlier with them is built again, its move-generator graph too."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from figs_td.core.movegen.graph import WordGraph, save_graph
from figs_td.services.lexicon import lists as lexicons
from figs_td.services.lexicon import moves

DATA = Path(__file__).parent / "data"


@pytest.fixture
def names_dic(tmp_path: Path) -> Path:
    """``mini.aff`` with a .dic of three common roots and three capitalised ones."""
    shutil.copy(DATA / "mini.aff", tmp_path / "nomi.aff")
    dic = tmp_path / "nomi.dic"
    dic.write_text("6\ncasa\nrosa\nvaso\nMilano\nOradea\nvaduz\n", encoding="utf-8")
    return dic


def test_standin_without_proper_names(names_dic: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(names_dic))
    lex = lexicons.open_lexicon()  # built on first use
    assert "senza nomi propri" in lex.info.label and "non ufficiale" in lex.info.label
    assert lex.info.name == lexicons.STANDIN_NAME and not lex.info.proper_names
    for w in ("CASA", "ROSA", "VASO"):
        assert w in lex
    for w in ("MILANO", "ORADEA", "VADUZ"):
        assert w not in lex
    assert lex.info.words == 3
    assert lex.info.report["skipped"]["nomi_propri"] == 3


def test_an_older_standin_is_built_again_with_its_graph(
    names_dic: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FIGS_TD_HUNSPELL_IT", str(names_dic))
    # The stand-in as an earlier version built it: the proper names in, the old label.
    old = lexicons.import_lexicon(
        names_dic,
        lexicons.STANDIN_NAME,
        strict=True,
        label=lexicons.STANDIN_LABEL,
        official=False,
    ).info
    assert old.proper_names and old.words == 6
    # Its graph, as built then (ensure_graph would build the stand-in anew first).
    old_graph_path = moves.graph_path(old)
    words = ["CASA", "MILANO", "ORADEA", "ROSA", "VADUZ", "VASO"]
    save_graph(WordGraph.build(words, sha256=old.sha256), old_graph_path)
    # The graph file is named by the list's checksum: a new list, a new graph.
    info, graph = moves.open_graph()
    assert not info.proper_names and info.words == 3 and info.sha256 != old.sha256
    assert graph.sha256 == info.sha256 and graph.words == 3
    assert not old_graph_path.exists()  # the older graph of the same list is gone
    assert "MILANO" not in lexicons.open_lexicon(lexicons.STANDIN_NAME)
    # A command that only shows does not rebuild: the record is the new one now.
    assert lexicons.find_lexicon("libero").sha256 == info.sha256
