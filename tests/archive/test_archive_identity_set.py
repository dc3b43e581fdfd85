"""The duplicate proposals on a labelled set (issue 40 §3): 0 typos missed, ≤ 2 % wrong proposals.

The set (``identity_set.py``) is three federations of 600 members each (seeds 40, 41, 42), each
with 40 slips, 10 double surnames in the other order, 10 club changes and 12 newcomers close to a
member of their club. A *missed* case: a record of a slip, a swap or a club change proposed with
no record of its person. A *wrong* proposal: a proposed pair whose two records are two people.
"""

from __future__ import annotations

from collections import Counter

import pytest

from figs_td.core.archive.events import propose_duplicates

from .identity_set import build

SEEDS = (40, 41, 42)


def _measure(seed: int) -> tuple[int, list[str], list[str]]:
    labelled = build(seed)
    truth = {x.player.id: x for x in labelled}
    proposals = propose_duplicates([x.player for x in labelled])
    right = {
        pid
        for p in proposals
        if truth[p.a.id].person == truth[p.b.id].person
        for pid in (p.a.id, p.b.id)
    }
    missed = [f"{x.kind}: {x.player.name} ({x.player.club})" for x in labelled
              if x.kind in {"typo", "swap", "club_change"} and x.player.id not in right]  # fmt: skip
    wrong = [f"{p.a.name} / {p.b.name} ({p.reason})" for p in proposals
             if truth[p.a.id].person != truth[p.b.id].person]  # fmt: skip
    return len(proposals), missed, wrong


def test_the_set_is_what_it_says() -> None:
    for seed in SEEDS:
        kinds = Counter(x.kind for x in build(seed))
        assert kinds == {"member": 600, "typo": 40, "swap": 10, "club_change": 10, "newcomer": 12}
        names = {x.player.name for x in build(seed) if x.kind == "typo"}
        assert any("'" not in n and ("D " in n or "Dangelo" in n or "Damico" in n) for n in names) \
            or any("Niccolo" in n or "Debora" in n for n in names)  # fmt: skip


def test_no_typo_missed_and_at_most_two_percent_wrong(capsys: pytest.CaptureFixture[str]) -> None:
    total, missed, wrong = 0, [], []
    for seed in SEEDS:
        n, m, w = _measure(seed)
        total, missed, wrong = total + n, missed + m, wrong + w
    with capsys.disabled():
        print(f"\nproposte {total}, casi mancati {len(missed)} di 180, "
              f"proposte sbagliate {len(wrong)} ({100 * len(wrong) / total:.1f} %)")  # fmt: skip
    assert missed == []
    assert len(wrong) <= 0.02 * total, wrong


def test_siblings_of_the_other_gender_are_not_proposed() -> None:
    from figs_td.core.archive.events import StoredPlayer

    club = "Scrabble Club Roma"
    players = [StoredPlayer(1, "Rossi Mario", club), StoredPlayer(2, "Rossi Maria", club),
               StoredPlayer(3, "Ferrari Paola", club), StoredPlayer(4, "Ferraro Paola", club),
               StoredPlayer(5, "Rossi Marjo", club)]  # fmt: skip
    got = {(p.a.id, p.b.id) for p in propose_duplicates(players)}
    # Mario/Maria and Ferrari/Ferraro: another name; Marjo is Mario's slip (one edit), and two
    # from Maria: only the nearest is proposed
    assert got == {(1, 5)}


def test_a_slip_goes_to_its_nearest_name_only() -> None:
    from figs_td.core.archive.events import StoredPlayer

    club = "Scrabble Club Bari"
    players = [StoredPlayer(1, "Battaglia Roberto", club, "T1"),
               StoredPlayer(2, "Battaglia Roerto", club),
               StoredPlayer(3, "Battaglia Roberta", club)]  # fmt: skip
    got = {(p.a.id, p.b.id) for p in propose_duplicates(players)}
    assert got == {(1, 2)}


def test_a_homonym_of_another_club_is_not_proposed_when_the_club_has_the_name() -> None:
    from figs_td.core.archive.events import StoredPlayer

    players = [StoredPlayer(1, "Leone Débora", "Scrabble Club Lecce", "T1"),
               StoredPlayer(2, "Leone Debora", "Scrabble Club Pisa", "T2"),
               StoredPlayer(3, "Leone Debora", "Scrabble Club Lecce"),
               StoredPlayer(4, "Leone Debora", "Scrabble Club Udine")]  # fmt: skip
    got = {(p.a.id, p.b.id): p.reason for p in propose_duplicates(players)}
    # 3 (no tessera, Lecce) is Lecce's member; 4 (no tessera, a club with no such name) may be
    # either member who changed club: both proposed
    assert got == {(1, 3): "same_name_club", (1, 4): "same_name_other_club",
                   (2, 4): "same_name_other_club"}  # fmt: skip
