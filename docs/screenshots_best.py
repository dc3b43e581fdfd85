"""Screenshots of *mossa migliore* on the arbiter's desk and of a duplicate event's window, at a
laptop's 1440×900 and a netbook's 1024×600.

    Xvfb :41 -screen 0 1440x900x24 &
    DISPLAY=:41 .venv/bin/python docs/screenshots_best.py 1440 900
    # and again with a 1024x600 screen and "1024 600"

The free list (hunspell-it) is the lexicon: its index and move graph are built on first use in
a temporary data folder (about a minute). A classic tournament gets a scoresheet made of moves
found by the generator (the thirteenth best each time, so that the best moves differ from those
played); a duplicate event gets three moves and a few slips. The whole screen is captured with
ImageMagick's ``import`` into ``docs/screenshots/desk-arbiter-best-<W>x<H>.png`` and
``desk-duplicate-<W>x<H>.png``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"

PLAYERS = [
    ("Rossi", "Mario"), ("Bianchi", "Anna"), ("Verdi", "Luca"), ("Neri", "Sara"),
    ("Gallo", "Paolo"), ("Costa", "Elena"),
]  # fmt: skip
RACKS = ["CASTORE", "NIDPALE", "OMUGIRT", "AVESLIT"]


def _settle(app, seconds: float = 0.6) -> None:  # noqa: ANN001
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def _capture(name: str, size: tuple[int, int]) -> None:
    path = OUT / f"desk-{name}-{size[0]}x{size[1]}.png"
    subprocess.run(["import", "-window", "root", str(path)], check=True)
    print(path)


def _record(names: tuple[str, str]):  # noqa: ANN202
    """A game of four moves, each the third best the generator finds with the rack drawn."""
    from figs_td.core.game.board import Board
    from figs_td.core.game.scoresheet import GameRecord, play_turn
    from figs_td.core.movegen.generator import generate
    from figs_td.services.lexicon.moves import open_graph

    _info, graph = open_graph(None)
    board = Board()
    turns = []
    for rack in RACKS:
        moves = generate(board, rack, graph)
        pick = moves[min(12, len(moves) - 1)]
        turns.append(play_turn(pick.notation, pick.score, rack=rack))
        board.apply(board.validate(pick.notation))
    return GameRecord(players=names, turns=turns)


def main() -> int:  # noqa: PLR0915 - one linear script
    size = (int(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) > 2 else (1440, 900)
    tmp = Path(os.environ.get("FIGS_SHOTS_TMP") or tempfile.mkdtemp(prefix="figs-best-"))
    os.environ["FIGS_TD_DATA"] = str(tmp / "data")
    from PySide6.QtCore import QSettings

    from figs_td.gui.app import create_app
    from figs_td.gui.window.i18n import install_translator

    app = create_app()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp / "ini"))
    install_translator("it")
    from figs_td.gui.window.main_window import MainWindow
    from figs_td.services.duplicate import events as dup
    from figs_td.services.lexicon import lists as lexicons
    from figs_td.services.players import add_player
    from figs_td.services.rulings import set_tournament_lexicon
    from figs_td.services.scoresheets import attach_scoresheet
    from figs_td.services.tournament import create_tournament

    info = lexicons.ensure_standin()
    OUT.mkdir(parents=True, exist_ok=True)

    # A classic tournament, round 1 paired, a scoresheet at table 1.
    classic = tmp / f"open-{size[0]}.figs"
    store = create_tournament(classic, "Open di Roma", "italo-svizzero", rounds=5)
    for surname, given in PLAYERS:
        add_player(store, f"{surname}, {given}")
    set_tournament_lexicon(store, info.name)
    from figs_td.services.pairing.rounds import pair_next_round

    pair_next_round(store)
    from figs_td.services.results import game_at

    game = game_at(store, 1, 1)
    from figs_td.services.players import list_players

    names = {p.id: p.name for p in list_players(store)}
    record = _record((names[game.first], names[game.second]))
    attach_scoresheet(store, 1, 1, record, force=True)
    store.close()

    w = MainWindow()
    w.move(0, 0)
    w.resize(*size)
    w.show()
    w.open_path(str(classic))
    w.move(0, 0)
    w.resize(*size)
    panel = w.panels["arbiter"]
    w.tabs.setCurrentWidget(panel)
    panel.round_spin.setValue(1)
    panel.table_spin.setValue(1)
    panel.move_spin.setValue(3)
    panel.best_moves()
    dialog = panel._best_dialog
    while dialog.busy():
        _settle(app, 0.2)
    _settle(app)
    _capture("arbiter-best", size)
    dialog.close()
    w.close_tournament()

    # A duplicate event: three moves drawn and placed, a few slips.
    event = tmp / f"natale-{size[0]}.figs"
    store = create_tournament(event, "Duplicato di Natale", "duplicato")
    for surname, given in PLAYERS:
        add_player(store, f"{surname}, {given}")
    set_tournament_lexicon(store, info.name)
    dup.new_game(store, seed=2026)
    for n in range(1, 4):
        dup.draw(store)
        view = dup.compute_tops(store)
        others = view.best
        dup.confirm_top(store, choice=1)
        for p in range(1, len(PLAYERS) + 1):
            if p % 3 == 0 and others:
                dup.enter_slip(store, n, p, score=others[min(p, len(others) - 1)].score)
            else:
                dup.enter_slip(store, n, p, score=view.top_score if p % 2 else 0)
    dup.draw(store)
    store.close()
    w.open_path(str(event))
    w.move(0, 0)
    w.resize(*size)
    dpanel = w.panels["duplicate"]
    w.tabs.setCurrentWidget(dpanel)
    dpanel.show_tops()
    while dpanel.lexicon_busy():
        _settle(app, 0.2)
    _settle(app)
    _capture("duplicate", size)
    w.close_tournament()
    w.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
