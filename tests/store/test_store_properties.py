"""Property tests: TSH export → import and CSV write → import give back what went in."""

from __future__ import annotations

import csv
import io
import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from figs_td.core.model import Game, GameKind
from figs_td.services.exchange.tsh import export_tsh, import_tsh
from figs_td.services.players import import_players
from figs_td.services.tournament import create_tournament
from figs_td.store import NewPlayer

FAST = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(
    n=st.integers(min_value=2, max_value=9),
    rounds=st.integers(min_value=1, max_value=5),
    seed=st.integers(min_value=0, max_value=10_000),
    scored=st.integers(min_value=0, max_value=5),
)
def test_tsh_round_trip(n: int, rounds: int, seed: int, scored: int) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        with create_tournament(work / "a.figs", "A", "italo-svizzero") as store:
            with store.transaction() as tx:
                ids = [
                    r.id
                    for r in tx.players.add_many(
                        [NewPlayer(f"P{i}", f"N{i}", rating=1000 + i) for i in range(n)]
                    )
                ]
                for r in range(1, rounds + 1):
                    order = ids[:]
                    rng.shuffle(order)
                    games = []
                    for t in range(len(order) // 2):
                        sf = ss = None
                        if r <= scored:
                            sf, ss = rng.randint(0, 600), rng.randint(0, 600)
                        games.append(Game(r, t + 1, order[2 * t], order[2 * t + 1], sf, ss))
                    if len(order) % 2:
                        games.append(
                            Game(
                                r,
                                None,
                                order[-1],
                                None,
                                50 if r <= scored else None,
                                None,
                                GameKind.BYE,
                            )
                        )
                    tx.rounds.save_round(r, games)
            before = store_games(store)
            export_tsh(store, work / "a.t")
        with import_tsh(work / "a.t", work / "b.figs") as store:
            after = store_games(store)
    # TSH keeps each player's scores as one list from round 1: a bye paired after one of the
    # player's games still without a result has no place for its score and comes back without
    # it; otherwise it is written with the conventional +50 (domain.md §7).
    complete = {pid: True for g in before for pid in (g[2], g[3]) if pid is not None}
    expected = []
    for r, t, f, s, a, b in sorted(before, key=lambda g: g[0]):
        if s is None:
            a = 50 if complete[f] else None
        elif a is None:
            complete[f] = complete[s] = False
        expected.append((r, t, f, s, a, b))
    expected.sort(key=lambda g: (g[0], g[1] is None, g[1] or 0))
    assert after == expected


def store_games(store):  # noqa: ANN001, ANN201
    with store.read() as tx:
        return [
            (g.round, g.table, g.first, g.second, g.score_first, g.score_second)
            for g in tx.rounds.games()
        ]


NAMES = (
    st.text(
        alphabet=st.sampled_from("abcdefghilmnopqrstuvzàèéìòùABCDELMNOPRSTVZ' -"),
        min_size=1,
        max_size=12,
    )
    .map(lambda s: " ".join(s.split()))
    .filter(lambda s: s.strip(" -'") != "")
)


@FAST
@given(
    rows=st.lists(
        st.tuples(NAMES, NAMES, st.one_of(st.none(), st.integers(0, 2500))), min_size=1, max_size=8
    ),
    delimiter=st.sampled_from([",", ";"]),
    encoding=st.sampled_from(["utf-8", "cp1252"]),
)
def test_csv_round_trip(rows, delimiter: str, encoding: str) -> None:  # noqa: ANN001
    from figs_td.store.facades.players import name_key

    keys = [name_key(f"{s} {g}") for s, g, _ in rows]
    if len(set(keys)) != len(keys):
        return  # duplicates are refused by design (tested elsewhere)
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter)
    w.writerow(["Cognome", "Nome", "Rating"])
    for s, g, r in rows:
        w.writerow([s, g, "" if r is None else r])
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "iscritti.csv"
        src.write_bytes(buf.getvalue().encode(encoding))
        with create_tournament(Path(tmp) / "t.figs", "T", "girone") as store:
            recs = import_players(store, src)
    assert [(r.surname, r.given_name, r.rating) for r in recs] == [(s, g, r) for s, g, r in rows]
