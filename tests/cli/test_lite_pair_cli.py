"""``figs-td pair FILE`` on the thin SQLite path: no SQLAlchemy, SQLModel or pydantic in the
process, and every output (text, JSON, explanations, refusals) byte for byte the one of the full
store."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_lite_cli import _copy, _orm_modules

from figs_td.cli import main
from figs_td.services.tournament import create_tournament

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
NAMES = ["Rossi, Mario", "Bianchi, Luca", "Verdi, Anna", "Neri, Giò", "Gialli, Ugo", "Blu, Ada"]
NAMES += ["Viola, Eva"]


@pytest.fixture(scope="module")
def _template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lite-pair-cli") / "prova.figs"
    with create_tournament(path, "Prova", "italo-svizzero", rounds=2, actor="setup") as s:
        with s.transaction(actor="setup") as tx:
            for i, n in enumerate(NAMES):
                tx.players.add(*n.split(", "), rating=1900 - 50 * i)
    return path


def test_pair_imports_no_orm(tmp_path: Path, _template: Path) -> None:
    f = str(_copy(_template, tmp_path / "t.figs"))
    assert _orm_modules("pair", f, "--seed", "3", "--draw", "random") == (0, [])
    assert _orm_modules("pair", f, "--seed", "3") == (2, [])  # refused: results missing
    # The check can fail: an older file goes to the full store, which imports the ORM.
    old = str(_copy(FIXTURES / "schema_v1.figs", tmp_path / "vecchio.figs"))
    code, modules = _orm_modules("pair", old)
    assert "sqlalchemy" in modules and "sqlmodel" in modules, code


_WHEN = re.compile(r"\d\d/\d\d/\d{4} \d\d:\d\d:\d\d")


def _run(capsysbinary: pytest.CaptureFixture[bytes], args: list[str]) -> tuple[int, bytes, str]:
    code = main(args)
    out, err = capsysbinary.readouterr()
    return code, out, _WHEN.sub("<ora>", err.decode("utf-8"))


COMMANDS: list[list[str]] = [
    ["pair", "F", "--seed", "5", "--draw", "random", "--explain"],
    ["pair", "F", "--seed", "5"],  # results missing
    ["result", "F", "--round", "1", "--table", "1", "--score", "420-390"],
    ["result", "F", "--round", "1", "--table", "2", "--score", "400-410"],
    ["result", "F", "--round", "1", "--table", "3", "--score", "350-350"],
    ["pair", "F", "--seed", "6", "--json"],
    ["pair", "F", "--seed", "6"],  # results missing again
    ["result", "F", "--round", "2", "--table", "1", "--score", "400-300"],
    ["result", "F", "--round", "2", "--table", "2", "--score", "401-300"],
    ["result", "F", "--round", "2", "--table", "3", "--score", "402-300"],
    ["pair", "F"],  # both planned rounds paired
]


def test_the_output_is_byte_identical_on_both_paths(
    tmp_path: Path,
    _template: Path,
    capsysbinary: pytest.CaptureFixture[bytes],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import figs_td.store.lite as lite
    import figs_td.store.lite_pair as lite_pair

    thin = str(_copy(_template, tmp_path / "sottile" / "t.figs"))
    full = str(_copy(_template, tmp_path / "completo" / "t.figs"))
    real_pair, real_lite = lite_pair.open_lite_pair, lite.open_lite
    opened: list[str] = []

    def spy(target: str) -> lite_pair.LitePairStore | None:
        store = real_pair(target) if str(target) == thin else None  # the other: full store
        opened.append("lite" if store is not None else "orm")
        return store

    def only_thin(target: str, **kw: bool) -> lite.LiteStore | None:
        return real_lite(target, **kw) if str(target) == thin else None

    monkeypatch.setattr(lite_pair, "open_lite_pair", spy)
    monkeypatch.setattr(lite, "open_lite", only_thin)  # `result` between the pairings
    statuses = []
    for command in COMMANDS:
        a = _run(capsysbinary, [thin if x == "F" else x for x in command])
        b = _run(capsysbinary, [full if x == "F" else x for x in command])
        assert a == b, command
        assert a[1] or a[2], command
        statuses.append(a[0])
    assert opened == ["lite", "orm"] * sum(c[0] == "pair" for c in COMMANDS)
    assert statuses == [0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 2]
