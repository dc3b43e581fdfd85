"""publish removes only pages it wrote itself (issue 24 item 3): recorded with a checksum in the
folder's list, a plain name inside the folder, unchanged since, never a tournament."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from figs_td.errors import InputError
from figs_td.services.publish import load_site
from figs_td.store import open_store
from figs_td.web.site import MANIFEST, MANIFEST_HEAD, write_site


def publish(figs: Path, out: Path, **kw: object):  # noqa: ANN201
    with open_store(figs) as store:
        return write_site(load_site(store), out, **kw)  # type: ignore[arg-type]


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_the_list_records_each_page_with_its_checksum(small: Path, tmp_path: Path) -> None:
    out = tmp_path / "sito"
    report = publish(small, out)
    lines = (out / MANIFEST).read_text("utf-8").splitlines()
    assert lines[0] + "\n" == MANIFEST_HEAD
    recorded = dict(reversed(line.split("  ")) for line in lines[1:])
    assert set(recorded) == set(report.files)
    assert recorded["index.html"] == sha((out / "index.html").read_bytes())


def plant(folder: Path, tournament: Path) -> dict[str, str]:
    """Files in and beside a published site's folder, each with the checksum a crafted list
    records for it: a page the site wrote, unchanged (the only one to remove); a page changed by
    hand since; a tournament kept there; a file outside the folder."""
    (folder / "torneo.figs").write_bytes(tournament.read_bytes())
    (folder / "vecchia.html").write_text("vecchia")
    (folder / "modificata.html").write_text("modificata a mano")
    (folder.parent / "fuori.html").write_text("fuori")
    return {
        "vecchia.html": sha(b"vecchia"),
        "modificata.html": sha(b"come era"),
        "torneo.figs": sha(tournament.read_bytes()),
        "../fuori.html": sha(b"fuori"),
        "/tmp/fuori.html": sha(b"fuori"),
    }


def check_planted(folder: Path, tournament: Path, removed: tuple[str, ...]) -> None:
    assert removed == ("vecchia.html",)
    assert not (folder / "vecchia.html").exists()
    assert (folder / "modificata.html").read_text() == "modificata a mano"
    assert (folder / "torneo.figs").read_bytes() == tournament.read_bytes()
    assert (folder.parent / "fuori.html").read_text() == "fuori"


def test_only_unchanged_pages_it_wrote_are_removed(small: Path, tmp_path: Path) -> None:
    out = tmp_path / "sito"
    publish(small, out)
    lines = [f"{digest}  {name}" for name, digest in plant(out, small).items()]
    lines.append("turno-9.html")  # an old list without checksums: nothing removed
    (out / MANIFEST).write_text(MANIFEST_HEAD + "\n".join(lines) + "\n", "utf-8")
    report = publish(small, out)
    check_planted(out, small, report.removed)
    listing = (out / MANIFEST).read_text("utf-8")
    assert "torneo.figs" not in listing and "modificata.html" not in listing


def test_a_link_named_as_an_old_page_is_not_followed_to_remove(small: Path, tmp_path: Path) -> None:
    out = tmp_path / "sito"
    publish(small, out)
    target = tmp_path / "importante.html"
    target.write_text("importante")
    (out / "vecchia.html").symlink_to(target)
    (out / MANIFEST).write_text(f"{MANIFEST_HEAD}{sha(b'importante')}  vecchia.html\n", "utf-8")
    assert publish(small, out).removed == ()
    assert (out / "vecchia.html").is_symlink() and target.read_text() == "importante"


def test_the_zip_may_not_be_the_tournament_nor_a_folder(small: Path, tmp_path: Path) -> None:
    before = small.read_bytes()
    with pytest.raises(InputError, match="torneo aperto"):
        publish(small, tmp_path / "sito", zip_path=small)
    with pytest.raises(InputError, match="file -wal del torneo aperto"):
        publish(small, tmp_path / "sito", zip_path=Path(f"{small}-wal"))
    assert small.read_bytes() == before and not (tmp_path / "sito").exists()
    journal = Path(f"{small}-journal")
    with pytest.raises(InputError, match="file -journal del torneo aperto"):
        publish(small, journal)
    assert not journal.exists()
    (tmp_path / "cartella.zip").mkdir()
    with pytest.raises(InputError, match="è una cartella"):
        publish(small, tmp_path / "sito", zip_path=tmp_path / "cartella.zip")
    assert os.path.isdir(tmp_path / "cartella.zip")
