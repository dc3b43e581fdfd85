"""Issue 40 §3–§4: identities across events (the tessera shown from the player record, one
stand-in for a line without tessera at a club with two homonym members), an event's date in
its fingerprint, a refused ``add`` leaving no archive file behind."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from figs_td.core.archive.events import ArchiveEvent, EventGame, EventLine
from figs_td.errors import InputError
from figs_td.services import archive as svc


@pytest.fixture
def arch(archive_target: str):  # noqa: ANN201
    store = svc.open_archive(archive_target, create=True)
    yield store
    store.close()


def _event(day: str, lines: list[tuple[str, str, str]], name: str = "Evento", k: int = 0) -> ArchiveEvent:
    """Lines (name, club, tessera) placed in order; a round where line 2i beats line 2i+1."""
    ev_lines = tuple(EventLine(i, n, i + 1, c, f) for i, (n, c, f) in enumerate(lines))
    games = tuple(
        EventGame(1, i, i + 1, 400 + k, 300 + k) for i in range(0, len(lines) - 1, 2)
    )
    return ArchiveEvent(name, dt.date.fromisoformat(day), "Roma", "open", ev_lines, games, name)


def test_ranking_shows_the_tessera_of_the_player_record(arch) -> None:
    # Rossi plays with his tessera in 2024, then only without it (matched by name and club):
    # inside the 2026 window every result of his lacks the tessera; the row shows T1.
    svc.add_event(arch, _event("2024-01-10", [("Rossi Mario", "Roma", "T1"), ("Bianchi Anna", "Milano", "T2")]))
    svc.add_event(arch, _event("2026-03-01", [("Rossi Mario", "Roma", ""), ("Bianchi Anna", "Milano", "T2")], k=1))
    rows = svc.ranking(arch, dt.date(2026, 6, 1))
    assert [(r.name, r.federation_id, r.tournaments) for r in rows] == [
        ("Rossi Mario", "T1", 1), ("Bianchi Anna", "T2", 1),
    ]  # fmt: skip
    assert svc.ranking_json(rows, dt.date(2026, 6, 1))["rows"][0]["federation_id"] == "T1"


def test_line_without_tessera_at_a_club_of_two_homonyms_reuses_one_stand_in(arch) -> None:
    # Two members called Rossi Mario at Roma (T1, T9); then three events where a line
    # "Rossi Mario, Roma" comes without tessera: one stand-in player, reused.
    svc.add_event(arch, _event("2026-01-10", [
        ("Rossi Mario", "Roma", "T1"), ("Rossi Mario", "Roma", "T9"), ("Bianchi Anna", "Milano", "T2"),
        ("Verdi Luca", "Napoli", "T3"),
    ]))  # fmt: skip
    new = []
    for n, day in enumerate(("2026-02-10", "2026-03-10", "2026-04-10")):
        added = svc.add_event(arch, _event(day, [
            ("Rossi Mario", "Roma", ""), ("Bianchi Anna", "Milano", "T2"),
        ], name=f"E{n}", k=n))  # fmt: skip
        new.append(added.new_players)
    assert new == [1, 0, 0]
    names = [(p.name, p.federation_id) for p in svc.players(arch)]
    assert sorted(names).count(("Rossi Mario", "")) == 1
    assert len(names) == 5
    # the proposals stay three (the stand-in with each member, the two members by name and
    # club): they do not grow with the events
    pairs = {(x.a.federation_id, x.b.federation_id) for x in svc.duplicates(arch)}
    assert pairs == {("T1", ""), ("T9", "")}


def test_same_names_and_scores_on_two_days_are_two_events(arch) -> None:
    lines = [("Rossi Mario", "Roma", "T1"), ("Bianchi Anna", "Milano", "T2")]
    svc.add_event(arch, _event("2026-03-01", lines))
    second = svc.add_event(arch, _event("2026-03-08", lines))
    assert [e.day for e in svc.events(arch)] == [dt.date(2026, 3, 1), dt.date(2026, 3, 8)]
    assert second.new_players == 0
    with pytest.raises(InputError, match="già nell'archivio"):
        svc.add_event(arch, _event("2026-03-08", lines, name="Altro nome"))


def test_refused_add_leaves_no_archive_file(tmp_path: Path) -> None:
    from tests.archive.test_archive_cli import run

    (tmp_path / "rotto.t").write_text("niente di buono\n", encoding="utf-8")
    for args in (
        ("add", "manca.figs", "--category", "open"),
        ("add", "rotto.t", "--category", "open", "--date", "2026-03-01"),
    ):
        out = run("archive", "nuovo.figsa", *args, cwd=tmp_path)
        assert out.returncode == 2, out.stderr
        assert not list(tmp_path.glob("nuovo.figsa*")), args


def test_add_takes_category_and_date_from_the_tournament_file(tmp_path: Path) -> None:
    import json

    from figs_td.cli import main
    from tests.archive.test_archive_cli import run

    def prepare(name: str, title: str, *new_options: str, score: str) -> None:
        """The one-round tournament ``name`` made by the command line's entry point (here: the
        archive's commands below run in processes of their own)."""
        f = str(tmp_path / name)
        assert main(["new", f, "--name", title, "--system", "swiss", "--rounds", "1",
                     *new_options]) == 0  # fmt: skip
        for who in ("Rossi, Mario", "Bianchi, Anna"):
            assert main(["players", "add", f, who]) == 0
        assert main(["pair", f]) == 0, "pair"
        assert main(["result", f, "--round", "1", "--table", "1", "--score", score]) == 0

    prepare("roma.figs", "Roma", "--category", "nazionale", "--dates", "2026-03-01..2026-03-02",
            score="400-300")  # fmt: skip
    out = run("archive", "a.figsa", "add", "roma.figs", "--json", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)[0]
    assert (got["category"], got["date"]) == ("nazionale", "2026-03-02")
    # A file without category: the message names --category, and no archive is left behind.
    prepare("b.figs", "B", "--dates", "2026-04-01", score="410-300")
    out = run("archive", "b.figsa", "add", "b.figs", cwd=tmp_path)
    assert out.returncode == 2
    assert "non ha una categoria: indicarla con --category CAT" in out.stderr
    assert not list(tmp_path.glob("b.figsa*"))
    # tournament set --category gives an existing file its category
    assert run("tournament", "set", "b.figs", "--category", "club", cwd=tmp_path).returncode == 0


def test_close_names_compared_as_written_too() -> None:
    from figs_td.core.archive.events import StoredPlayer, propose_duplicates

    a = StoredPlayer(1, "Rizzi Rosaria", "Roma")
    b = StoredPlayer(2, "Rizzi osaria", "Roma")  # sorted: "osaria rizzi" vs "rizzi rosaria"
    c = StoredPlayer(3, "Rizzi Rosaria", "Milano", "T5")
    got = [(x.a.id, x.b.id, x.reason) for x in propose_duplicates([a, b, c])]
    assert got == [(1, 2, "close_name_club"), (1, 3, "same_name_other_club")]
