"""Two small events for the pages of categories, prizes, clubs and teams (values worked out by
hand in tests/web/test_extra_pages.py)."""

from __future__ import annotations

from pathlib import Path

#: A name that tries to inject markup (must be shown as text).
MARKUP = '<img src=x onerror="window.__pwned=1">'

# Six players (number, surname, given name, rating, club); ratings put 2, 3, 5 in band B
# (1400–1699) and 4, 6 in band C (≤ 1399).
PLAYERS = [
    ("Rossi", "Mario", 1800, "Roma"),
    ("Bianchi", "Anna", 1650, "Milano"),
    ("Verdi", "Luca", 1500, "Roma"),
    ("Neri", "Ugo", 1350, "Milano"),
    ("Gialli", "Eva", 1450, "Napoli"),
    ("Blu", MARKUP, 1300, "Roma"),
]
# R1: 1-2 400-300, 3-4 350-360, 5-6 420-320; R2: 1-5 500-200, 4-2 300-300, 6-3 380-370.
ROUNDS = {
    1: [(1, 2, 400, 300), (3, 4, 350, 360), (5, 6, 420, 320)],
    2: [(1, 5, 500, 200), (4, 2, 300, 300), (6, 3, 380, 370)],
}


def make_prize_event(path: Path, *, rounds: int = 2, open_last: bool = False) -> Path:
    """Six players, two categories (bands B and C), a prize table, ``rounds`` rounds played
    (``open_last``: the last table of the last round without its result)."""
    from figs_td.core.model import Game
    from figs_td.core.standings.categories import Category
    from figs_td.core.standings.prizes import Prize
    from figs_td.services import prizes as svc
    from figs_td.services.tournament import create_tournament

    store = create_tournament(path, "Coppa dei premi", "italo-svizzero", rounds=2, place="Lecco")
    with store.transaction(actor="test") as tx:
        for surname, given, rating, club in PLAYERS:
            tx.players.add(surname, given, rating=rating, club=club)
        for rnd in range(1, rounds + 1):
            games = ROUNDS[rnd]
            tx.rounds.save_round(
                rnd, [Game(rnd, t, a, b) for t, (a, b, _, _) in enumerate(games, 1)]
            )
            for t, (_, _, sa, sb) in enumerate(games, 1):
                if not (open_last and rnd == rounds and t == len(games)):
                    tx.rounds.set_result(rnd, t, sa, sb)
    svc.add_category(store, Category("B", "band", min_rating=1400, max_rating=1699))
    svc.add_category(store, Category("C", "band", max_rating=1399))
    for prize in (
        Prize(1, amount=100),
        Prize(2, amount=50),
        Prize(1, "B", amount=30),
        Prize(1, "C", amount=20),
        Prize(2, "B", amount=15),
        Prize(2, "C", label="Libro", amount=10),
    ):
        svc.add_prize(store, prize)
    store.close()
    return path


#: Team event: 4 pairs, T1 = players 1, 2 … T4 = players 7, 8 (ratings 1990 … 1920).
TEAM_NAMES = ["Alfieri", "Bastioni", "<script>window.__pwned=1</script>", "Delfini"]


def make_team_event(
    path: Path, scores: dict[int, dict[int, int]], *, names: list[str] | None = None
) -> Path:
    """Four pairs, three rounds planned (one round-robin cycle), the rounds of ``scores`` paired
    by the program and played: ``scores[round][player] = that player's score``."""
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.services.results import enter_result
    from figs_td.services.teams import add_team
    from figs_td.services.tournament import create_tournament

    store = create_tournament(path, "Coppie di Lecco", "squadre", rounds=3, place="Lecco")
    with store.transaction(actor="test") as tx:
        for i in range(1, 9):
            tx.players.add(f"Giocatore{i}", "", rating=2000 - 10 * i)
    for t, name in enumerate(names or TEAM_NAMES):
        add_team(store, name, [f"#{2 * t + 1}", f"#{2 * t + 2}"])
    for rnd in sorted(scores):
        paired = pair_next_round(store)
        with store.read() as tx:
            games = tx.state().games_in(rnd)
        for g in games:
            if g.second is None:
                continue
            enter_result(store, rnd, g.table, scores[rnd][g.first], scores[rnd][g.second])
        assert paired.round == rnd
    store.close()
    return path


def add_prizes_to(path: Path | str) -> None:
    """Give a generated event (tests/web/make_event.py) rating bands, an Under 18 category with
    a few players ticked, and a prize table (for the screenshots)."""
    from figs_td.core.standings.categories import Category
    from figs_td.core.standings.prizes import Prize
    from figs_td.services import prizes as svc
    from figs_td.store import open_store

    with open_store(path) as store:
        svc.add_category(store, Category("Fascia A", "band", min_rating=1700))
        svc.add_category(store, Category("Fascia B", "band", min_rating=1300, max_rating=1699))
        svc.add_category(store, Category("Fascia C", "band", max_rating=1299))
        svc.add_category(store, Category("Under 18", "free", born_from=2009))
        for who, year in (("#3", 2010), ("#11", 2012), ("#20", 2009), ("#41", 2011)):
            svc.set_player_categories(store, who, birth_year=year)
        table = [Prize(1, amount=300, label="Coppa"), Prize(2, amount=200), Prize(3, amount=100)]
        for cat in ("Fascia A", "Fascia B", "Fascia C"):
            table += [Prize(1, cat, amount=60), Prize(2, cat, amount=40)]
        table += [Prize(1, "Under 18", label="Buono libri"), Prize(2, "Under 18", label="Libro")]
        svc.set_prize_table(store, table)
