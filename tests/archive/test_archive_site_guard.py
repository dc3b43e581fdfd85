"""The archive's site removes only pages it wrote itself (issue 24 item 3, the same rules as the
tournament site): recorded with a checksum, a plain name inside the folder, unchanged since."""

from __future__ import annotations

import datetime as dt
import hashlib
from pathlib import Path

import pytest

from figs_td.errors import InputError
from tests.archive.helpers import make_event
from tests.archive.test_archive_store import FOUR, ROUNDS


def test_only_unchanged_pages_it_wrote_are_removed(tmp_path: Path) -> None:
    from figs_td.services import archive as svc
    from figs_td.web.archive_site import MANIFEST, publish_archive

    event = Path(make_event(tmp_path / "a.figs", "A", "2026-03-01", FOUR, ROUNDS))
    store = svc.open_archive(str(tmp_path / "a.figsa"), create=True)
    try:
        svc.add_sources(store, [str(event)], category="open")
        site = tmp_path / "sito"
        first = publish_archive(store, site, as_of=dt.date(2026, 6, 1))
        lines = (site / MANIFEST).read_text("utf-8").splitlines()
        index = next(line for line in lines if line.startswith("index.html\t"))
        digest = hashlib.sha256((site / "index.html").read_bytes()).hexdigest()
        assert index.endswith(f"\t{digest}")  # name, stamp, checksum of the bytes written
        kept = site / "torneo.figs"
        kept.write_bytes(event.read_bytes())
        mine = site / "vecchia.html"
        mine.write_text("vecchia")
        edited = site / "modificata.html"
        edited.write_text("modificata a mano")
        outside = tmp_path / "fuori.html"
        outside.write_text("fuori")

        def sha(data: bytes) -> str:
            return hashlib.sha256(data).hexdigest()

        extra = [
            f"vecchia.html\tx\t{sha(b'vecchia')}",
            f"modificata.html\tx\t{sha(b'come era')}",
            f"torneo.figs\tx\t{sha(kept.read_bytes())}",
            f"../fuori.html\tx\t{sha(b'fuori')}",
            "senza-impronta.html\tx",
        ]
        (site / MANIFEST).write_text("\n".join(lines + extra) + "\n", "utf-8")
        again = publish_archive(store, site, as_of=dt.date(2026, 6, 1))
        assert again.removed == ("vecchia.html",) and again.written == ()
        assert edited.read_text() == "modificata a mano" and outside.read_text() == "fuori"
        assert kept.read_bytes() == event.read_bytes()
        assert set(first.files) <= {p.name for p in site.iterdir()}
        with pytest.raises(InputError, match="file -journal dell'archivio aperto"):
            publish_archive(store, Path(f"{store.path}-journal"), as_of=dt.date(2026, 6, 1))
    finally:
        store.close()
