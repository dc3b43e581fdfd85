"""Issue 12: the federation CSV export is a pair (``X.csv`` and ``X-partite.csv``) replaced as a
pair. Both temporaries are written in full before the first rename; a failure before the renames
leaves both previous files, a failure between them puts the first one back; a pair left
mismatched by a kill in that instant is recognised by the export mark both files carry."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from figs_td.core.model import System
from figs_td.errors import InputError


def _event(path: Path) -> Path:
    """4 players, round 1 played (1 beats 4 410–380, 2 beats 3 400–350), round 2 paired."""
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.store import open_store

    with open_store(str(path), create=True) as store:
        with store.transaction(actor="test") as tx:
            tx.tournament.create("Coppa", System.SWISS, planned_rounds=3, date_start="2026-11-21")
            for i in range(4):
                tx.players.add(f"Giocatore{i + 1}", "Anna", rating=1800 - 10 * i)
        paired = pair_next_round(store)
        with store.transaction(actor="test") as tx:
            for t in paired.tables:
                tx.rounds.set_result(1, t.table, 410 if t.table == 1 else 400,
                                     380 if t.table == 1 else 350)  # fmt: skip
    return path


def _more_results(path: Path) -> None:
    from figs_td.services.pairing.rounds import pair_next_round
    from figs_td.store import open_store

    with open_store(str(path)) as store:
        paired = pair_next_round(store)
        with store.transaction(actor="test") as tx:
            for t in paired.tables:
                tx.rounds.set_result(paired.round, t.table, 390, 370)


def _export(figs: Path, out: Path) -> list[Path]:
    from figs_td.services.reports.documents import export_document
    from figs_td.store import open_store

    with open_store(str(figs)) as store:
        return list(export_document(store, "federation", out).files)


def _rows(path: Path) -> list[list[str]]:
    return list(csv.reader(path.read_text("utf-8-sig").splitlines(), delimiter=";"))


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".figs-tmp-" in p.name)


@pytest.fixture
def exported(tmp_path: Path) -> tuple[Path, Path, dict[str, bytes]]:
    figs = _event(tmp_path / "gara.figs")
    out = tmp_path / "fed" / "gara.csv"
    out.parent.mkdir()
    files = _export(figs, out)
    assert [f.name for f in files] == ["gara.csv", "gara-partite.csv"]
    _more_results(figs)  # the next export differs
    return figs, out, {f.name: f.read_bytes() for f in files}


def test_both_files_carry_the_same_mark(exported) -> None:  # noqa: ANN001
    figs, out, before = exported
    first, second = _rows(out), _rows(out.with_name("gara-partite.csv"))
    assert first[0][-1] == second[0][-1] == "esportazione"
    marks = {r[-1] for r in first[1:]} | {r[-1] for r in second[1:]}
    assert len(marks) == 1
    assert len(first) == 1 + 4 and len(second) == 1 + 2  # 4 players, 2 games of round 1
    _export(figs, out)
    again = {r[-1] for r in _rows(out)[1:]} | {r[-1] for r in _rows(out.with_name("gara-partite.csv"))[1:]}  # fmt: skip
    assert len(again) == 1 and again != marks
    from figs_td.reports.federation import read_places

    places = read_places(out)  # a matching pair reads as before
    assert sorted(p.name for p in places) == [f"Giocatore{i} Anna" for i in range(1, 5)]


def test_failure_writing_the_second_file_leaves_both_old_files(exported, monkeypatch) -> None:  # noqa: ANN001
    from figs_td.reports import federation

    figs, out, before = exported
    real = federation._write_csv
    calls: list[Path] = []

    def second_fails(path, columns, rows):  # noqa: ANN001, ANN202
        calls.append(Path(path))
        if len(calls) == 2:
            Path(path).write_text("a metà", encoding="utf-8")
            raise OSError(28, "No space left on device")
        real(path, columns, rows)

    monkeypatch.setattr(federation, "_write_csv", second_fails)
    with pytest.raises(OSError):
        _export(figs, out)
    assert len(calls) == 2 and all(".figs-tmp-" in c.name for c in calls)  # temporaries only
    assert {p.name: p.read_bytes() for p in out.parent.iterdir()} == before
    assert _leftovers(out.parent) == []


@pytest.mark.parametrize("first_time", [False, True])
def test_failure_between_the_two_renames_puts_the_first_back(
    exported,  # noqa: ANN001
    monkeypatch,  # noqa: ANN001
    first_time: bool,
) -> None:
    import figs_td.atomic as atomic

    figs, out, before = exported
    if first_time:  # no previous files: none are left either
        for p in out.parent.iterdir():
            p.unlink()
    real = atomic.commit_temp
    renamed: list[Path] = []

    def second_rename_fails(tmp: Path, target: Path, **options: bool) -> None:
        if renamed:
            raise OSError(5, "Input/output error")
        real(tmp, target, **options)
        renamed.append(target)

    monkeypatch.setattr(atomic, "commit_temp", second_rename_fails)
    with pytest.raises(OSError):
        _export(figs, out)
    assert [p.name for p in renamed] == ["gara.csv"]  # the first file had been replaced
    now = {p.name: p.read_bytes() for p in out.parent.iterdir()}
    assert now == ({} if first_time else before)
    assert _leftovers(out.parent) == []


def test_a_mismatched_pair_is_recognised(exported) -> None:  # noqa: ANN001
    """What a kill in the instant between the renames would leave: the new standings file
    beside the previous games file."""
    from figs_td.reports.federation import check_csv_pair, read_places

    figs, out, before = exported
    _export(figs, out)
    games = out.with_name("gara-partite.csv")
    check_csv_pair(out)  # a fresh pair is fine
    games.write_bytes(before["gara-partite.csv"])
    with pytest.raises(InputError, match="vengono da esportazioni diverse"):
        check_csv_pair(out)
    with pytest.raises(InputError, match="'gara.csv' e 'gara-partite.csv'"):
        read_places(out)
    # A games file of the old layout (no mark) beside a marked standings file: mismatched too.
    old_layout = [r[:-1] for r in _rows(games)]
    with open(games, "w", encoding="utf-8-sig", newline="") as fh:
        csv.writer(fh, delimiter=";").writerows(old_layout)
    with pytest.raises(InputError, match="esportazioni diverse"):
        read_places(out)
    games.unlink()  # the standings file alone is read as before
    assert len(read_places(out)) == 4
