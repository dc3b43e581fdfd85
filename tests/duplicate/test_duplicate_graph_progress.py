"""The first use of a list by the move generator says so on standard error (the graph is built
once: one to two minutes for the free list); later commands say nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from figs_td.cli import main

ANNOUNCE = "Preparo il generatore di mosse"


def test_the_first_top_announces_the_graph_then_never_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    from figs_td.services.lexicon.lists import import_lexicon
    from figs_td.services.lexicon.moves import graph_built
    from figs_td.services.players import add_player
    from figs_td.services.rulings import set_tournament_lexicon
    from figs_td.services.tournament import create_tournament

    monkeypatch.setenv("FIGS_TD_DATA", str(tmp_path / "dati"))
    words = tmp_path / "parole.txt"
    words.write_text("CASTORE\nCOSTARE\nRECATO\nCASTO\nCORTE\nTORCE\nRE\nTE\n", encoding="utf-8")
    import_lexicon(words, "Piccolissimo")
    figs = tmp_path / "dup.figs"
    store = create_tournament(figs, "Prova", "duplicato")
    for i in range(1, 3):
        add_player(store, f"Giocatore{i}, Nome")
    set_tournament_lexicon(store, "Piccolissimo")
    store.close()
    assert not graph_built("Piccolissimo")

    for args in (["new", str(figs)], ["draw", str(figs), "--tiles", "CASTORE"]):
        assert main(["duplicate", *args]) == 0
    capsys.readouterr()
    assert main(["duplicate", "top", str(figs)]) == 0
    first = capsys.readouterr()
    assert ANNOUNCE in first.err and "8B CASTORE" in first.out
    assert graph_built("Piccolissimo")
    assert main(["duplicate", "top", str(figs)]) == 0
    second = capsys.readouterr()
    assert ANNOUNCE not in second.err and second.out == first.out
