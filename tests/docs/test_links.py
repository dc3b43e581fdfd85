"""No broken link, anchor or picture: in the repository's Markdown and in the manual folder the
application bundle ships (``installer/build.py`` writes it with ``bundle.manual_files()``)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from links import anchors, broken, slug  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SKIPPED_FOLDERS = {".venv", ".git", "build", "dist", "node_modules", "__pycache__", ".pytest_cache"}


def _load_installer(name: str):  # noqa: ANN202
    spec = importlib.util.spec_from_file_location(
        f"_figs_links_{name}", ROOT / "installer" / f"{name}.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _tree(top: Path) -> tuple[dict[str, str], set[str]]:
    """The Markdown texts and all the files under ``top``, by path relative to it (texts in
    hidden folders — caches — are not checked; the files there can still be linked to)."""
    files: set[str] = set()
    texts: dict[str, str] = {}
    for path in top.rglob("*"):
        rel = path.relative_to(top)
        if set(rel.parts) & SKIPPED_FOLDERS or not path.is_file():
            continue
        files.add(rel.as_posix())
        if path.suffix == ".md" and not any(part.startswith(".") for part in rel.parts):
            texts[rel.as_posix()] = path.read_text(encoding="utf-8")
    return texts, files


def test_no_broken_link_in_the_repository() -> None:
    texts, files = _tree(ROOT)
    assert {"README.md", "docs/manuale.md", "docs/riferimento/stampe.md"} <= set(texts)
    assert broken(texts, files) == []


def test_no_broken_link_in_the_manual_folder_of_the_bundle(tmp_path: Path) -> None:
    """The folder ``_add_manual`` writes beside the built program: its links stay inside it."""
    build = _load_installer("build")
    build._add_manual(tmp_path, "LEGGIMI")
    texts, files = _tree(tmp_path / "manuale")
    assert {"manuale.md", "multi-postazione.md"} <= set(texts)
    assert any(f.startswith("manual-images/") for f in files)
    assert broken(texts, files) == []


def test_the_built_bundle_if_there_is_one() -> None:
    """After ``installer/build.py`` (as ``.ci/run`` does before the tests): its own manual folder."""
    manuals = [p for p in (ROOT / "dist").glob("**/manuale") if (p / "manuale.md").is_file()]
    if not manuals:
        pytest.skip("nessuna cartella costruita in dist/ (installer/build.py)")
    for manual in manuals:
        texts, files = _tree(manual)
        assert broken(texts, files) == [], manual


def test_the_checker_finds_what_is_broken() -> None:
    texts = {
        "docs/a.md": (
            "# Titolo\n\n## 14. Più postazioni, copie\n\n## Titolo\n\n"
            "[ok](#14-più-postazioni-copie) [ok](#titolo-1) [ok](b.md#sezione) ![x](img/p.png)\n"
            "[no](#assente) [no](docs/b.md) ![no](img/q.png) ![no](b.md) [no](../../fuori.md)\n"
            "`[in codice](nulla.md)` [web](https://example.org/x)\n"
            "```\n[in un blocco](nulla.md)\n```\n"
        ),
        "docs/b.md": '## Sezione\n<a id="qui"></a>\n[su](a.md#titolo) [qui](#qui)\n',
    }
    files = {"docs/a.md", "docs/b.md", "docs/img/p.png"}
    assert broken(texts, files) == [
        "docs/a.md:8: #assente (ancora inesistente)",
        "docs/a.md:8: docs/b.md (non esiste)",
        "docs/a.md:8: img/q.png (non esiste)",
        "docs/a.md:8: b.md (non è un'immagine)",
        "docs/a.md:8: ../../fuori.md (fuori dall'insieme)",
    ]
    assert slug("16bis. I risultati dai telefoni") == "16bis-i-risultati-dai-telefoni"
    assert slug("Scoresheet (`figs-td scoresheet`)") == "scoresheet-figs-td-scoresheet"
    assert "qui" in anchors(texts["docs/b.md"])
