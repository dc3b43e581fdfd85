"""Issue 12: the Hunspell expansion is bounded — forms per root, forms in all, memory of the
forms kept — with an Italian message naming the file and the bound; a crafted file is refused
early, by projection from the roots done. Small crafted files are made here, with low limits
passed as parameters (the real bounds are measured in benchmarks/lexicon.py)."""

from __future__ import annotations

import itertools
import string
import tracemalloc
from pathlib import Path

import pytest

from figs_td.cli import main
from figs_td.core.lexicon.hunspell import ExpansionLimit, ExpansionLimits, default_limits
from figs_td.core.lexicon.sources import load_hunspell

NO_SAMPLE = 10**12  # a sample never reached: no projection


def _names(n: int) -> list[str]:
    return ["".join(t) for t in itertools.islice(itertools.product(string.ascii_lowercase, repeat=3), n)]  # fmt: skip


def crafted(folder: Path, roots: int, side: int, name: str = "craft") -> Path:
    """A pair where every root makes side × side + side + 1 distinct forms: the root, the root
    with one of ``side`` suffixes, and with one of them followed by one of ``side`` more (each
    suffix three letters: a root of 4 letters makes forms of 4, 7 and 10 letters)."""
    w = _names(side)
    lines = ["SET UTF-8", "FLAG long", f"SFX AA Y {side}"]
    lines += [f"SFX AA 0 {x}/BB ." for x in w]
    lines += [f"SFX BB Y {side}"] + [f"SFX BB 0 {x} ." for x in w]
    (folder / f"{name}.aff").write_text("\n".join(lines) + "\n", encoding="utf-8")
    dic = [str(roots)] + [f"r{x}/AA" for x in _names(roots)]
    (folder / f"{name}.dic").write_text("\n".join(dic) + "\n", encoding="utf-8")
    return folder / f"{name}.dic"


def test_small_crafted_file_expands_within_the_bounds(tmp_path: Path) -> None:
    # 5 roots × (30 × 30 + 30 + 1) = 4,655 forms, all distinct: under every bound.
    dic = crafted(tmp_path, 5, 30)
    words = load_hunspell(dic, limits=ExpansionLimits(forms=5000, memory_mb=1, per_root=931))
    assert len(words) == 5 * 931
    assert "RAAAAAAAAA" in words and "RAAE" in words  # r+aaa+aaa+aaa, r+aae


def test_forms_of_one_root(tmp_path: Path) -> None:
    dic = crafted(tmp_path, 5, 30)
    limits = ExpansionLimits(forms=10**9, memory_mb=10**6, per_root=500)
    with pytest.raises(ExpansionLimit) as err:
        load_hunspell(dic, limits=limits)
    msg = str(err.value)
    assert "più di 500 forme dalla sola radice 'raaa'" in msg and "'craft.dic'" in msg


def test_forms_in_all(tmp_path: Path) -> None:
    # 20 roots × 931 forms: the 6th root brings the count to 5,586 > 5,000.
    dic = crafted(tmp_path, 20, 30)
    limits = ExpansionLimits(forms=5000, memory_mb=10**6, per_root=10**6, sample_forms=NO_SAMPLE)
    with pytest.raises(ExpansionLimit) as err:
        load_hunspell(dic, limits=limits)
    msg = str(err.value)
    assert msg.startswith("il dizionario fa più di 5.000 forme") and "'craft.dic'" in msg


def test_memory_of_the_forms_kept(tmp_path: Path) -> None:
    # 20 roots × 931 forms (1 of 4 letters, 30 of 7, 900 of 10): 20 × (4 + 210 + 9000) letters
    # + 18,620 × 57 bytes of objects = 1,245,620 bytes > 1 MB (1,048,576).
    dic = crafted(tmp_path, 20, 30)
    limits = ExpansionLimits(forms=10**9, memory_mb=1, per_root=10**6, sample_forms=NO_SAMPLE)
    with pytest.raises(ExpansionLimit) as err:
        load_hunspell(dic, limits=limits)
    msg = str(err.value)
    assert "'craft.dic'" in msg and "occupano più di 1 MB di memoria" in msg
    # 16 roots: 996,496 bytes, within 1 MB.
    ok = crafted(tmp_path, 16, 30, name="ok")
    assert len(load_hunspell(ok, limits=limits)) == 16 * 931


def test_a_crafted_file_is_refused_early_by_projection(tmp_path: Path) -> None:
    # 200 roots × 931 forms = 186,200 in all. With a sample of 2,000 forms: after 3 roots (2,793
    # forms) the projection is 2,793 × 200 / 3 = 186,200 > 1.5 × 20,000: stop there.
    dic = crafted(tmp_path, 200, 30)
    limits = ExpansionLimits(forms=20_000, memory_mb=10**6, per_root=10**6, sample_forms=2000)
    with pytest.raises(ExpansionLimit) as err:
        load_hunspell(dic, limits=limits)
    msg = str(err.value)
    assert "farebbe circa 186.200 forme, più del limite di 20.000" in msg
    assert "stima dopo 3 radici su 200" in msg and "'craft.dic'" in msg
    # Within the margin (projection ≤ 1.5 × the bound) the expansion goes on to the end.
    within = ExpansionLimits(forms=150_000, memory_mb=10**6, per_root=10**6, sample_forms=2000)
    with pytest.raises(ExpansionLimit, match="il dizionario fa più di 150.000 forme"):
        load_hunspell(dic, limits=within)


def test_memory_projection(tmp_path: Path) -> None:
    # 600 roots × 931 forms. Each root keeps 4 + 30 × 7 + 900 × 10 = 9,214 letters and 931 × 57
    # bytes of objects: 62,281 bytes. The first batch is kept after 269 roots (then more than
    # 250,000 forms wait): 16,753,589 bytes = 15.98 MB, within 16 MB, but projected to
    # 15.98 × 600 / 269 = 35.6 MB > 1.5 × 16 MB: stop there.
    dic = crafted(tmp_path, 600, 30)
    limits = ExpansionLimits(forms=10**9, memory_mb=16, per_root=10**6, sample_forms=1000)
    with pytest.raises(ExpansionLimit) as err:
        load_hunspell(dic, limits=limits)
    msg = str(err.value)
    assert "occuperebbero circa 35 MB di memoria, più del limite di 16 MB" in msg
    assert "stima dopo 269 radici su 600" in msg and "'craft.dic'" in msg


def test_default_bounds_stop_the_wide_attack_at_once(tmp_path: Path) -> None:
    """The issue's attack: 2,000 roots × 90,000 forms each (180 million): refused after three
    roots, with a few MB of memory, through the command line (exit 2, Italian, the file named)."""
    dic = crafted(tmp_path, 2000, 300, name="largo")
    assert dic.stat().st_size + dic.with_suffix(".aff").stat().st_size < 30_000
    tracemalloc.start()
    try:
        with pytest.raises(ExpansionLimit) as err:
            load_hunspell(dic)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert "stima dopo 3 radici su 2.000" in str(err.value)
    assert peak < 60 * 2**20, peak  # the forms of 3 roots, not of 6 million
    lim = default_limits()
    assert (lim.forms, lim.memory_mb) == (5_000_000, 256)


def test_cli_refusal_names_the_file_and_the_bound(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    dic = crafted(tmp_path, 2000, 300, name="largo")
    status = main(["lexicon", "import", str(dic), "--name", "largo"])
    _, err = capfd.readouterr()
    assert status == 2
    # On a slow machine a progress line ("espansione 0/2000 (1.7 s)") may come first.
    last = err.strip().splitlines()[-1]
    assert last.startswith("errore: ") and "'largo.dic'" in last and "5.000.000" in last
    assert "Traceback" not in err
