"""Every picture of the manual has a generator, and the pictures are those a fresh run takes.

``docs/manual-images/make_images.py`` takes the pictures of ``docs/manual-images/`` and writes
``immagini.json`` beside them (each picture's size, and a menu's entries); the manual's pictures
of ``docs/screenshots/`` come from the scripts named in its ``ELSEWHERE``. The slow test runs the
script offscreen into a temporary folder and compares sizes and menu entries with the committed
ones (pixels differ with fonts and times shown; sizes and entries do not).
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
IMAGES = DOCS / "manual-images"
SCRIPT = IMAGES / "make_images.py"
SHIPPED_TEXTS = ("manuale.md", "multi-postazione.md")


def _script():  # noqa: ANN202
    """make_images.py's lists, read without running it (it starts Qt)."""
    tree = ast.parse(SCRIPT.read_text(encoding="utf-8"))
    found = {
        node.targets[0].id: ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.targets[0], ast.Name)
        and node.targets[0].id in ("PICTURES", "ELSEWHERE")
    }
    return found["PICTURES"], found["ELSEWHERE"]


def _png_size(path: Path) -> list[int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return [int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")]


def _shown() -> list[str]:
    found = []
    for name in SHIPPED_TEXTS:
        text = (DOCS / name).read_text(encoding="utf-8")
        found += re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", text)
    return found


def test_every_picture_of_the_manual_has_a_generator() -> None:
    pictures, elsewhere = _script()
    missing = []
    for target in _shown():
        if target.startswith("manual-images/") and Path(target).stem in pictures:
            continue
        if target not in elsewhere:
            missing.append(target)
        else:
            script = ROOT / elsewhere[target]
            stem = Path(target).stem
            text = script.read_text(encoding="utf-8")
            # the script names the picture (desk-<name>-<W>x<H>: by its middle part)
            middle = re.sub(r"^desk-|-\d+x\d+$", "", stem)
            last = stem.rsplit("-", 1)[-1]  # schermo-1024-<tab>: the tab's name
            named = (stem, f'"{middle}"', f'"{stem.removeprefix("web-")}"', f'"{last}"')
            if not any(n in text for n in named):
                missing.append(f"{target} ({elsewhere[target]} non la nomina)")
    assert missing == []
    on_disk = {p.stem for p in IMAGES.glob("*.png")}
    others = {Path(t).stem for t in elsewhere if t.startswith("manual-images/")}
    assert on_disk == set(pictures) | others, "in manual-images/ solo immagini con il loro script"


def test_the_record_of_the_pictures_matches_the_pictures() -> None:
    pictures, _ = _script()
    record = json.loads((IMAGES / "immagini.json").read_text(encoding="utf-8"))
    assert sorted(record) == sorted(f"{name}.png" for name in pictures)
    for name, facts in record.items():
        assert facts["size"] == _png_size(IMAGES / name), name
    assert record["menu-file.png"]["entries"][:2] == ["&Nuovo torneo…", "&Apri…"]


@pytest.mark.slow
def test_a_fresh_run_takes_the_same_pictures(tmp_path: Path) -> None:
    """About a minute: every picture taken again offscreen, same sizes, same menu entries."""
    if shutil.which("pdftoppm") is None:
        pytest.skip("manca pdftoppm (poppler-utils) per le pagine PDF")
    out = tmp_path / "immagini"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
        FIGS_TD_DATA=str(tmp_path / "dati"),
        FIGS_TD_SETTINGS_DIR=str(tmp_path / "impostazioni"),
        TMPDIR=str(tmp_path),
    )
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(out)],
        env=env, capture_output=True, text=True, encoding="utf-8", timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    fresh = json.loads((out / "immagini.json").read_text(encoding="utf-8"))
    committed = json.loads((IMAGES / "immagini.json").read_text(encoding="utf-8"))
    assert fresh == committed, (
        "immagini vecchie: .venv/bin/python docs/manual-images/make_images.py"
    )
