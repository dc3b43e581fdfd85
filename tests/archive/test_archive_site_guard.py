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
from tests.web.test_site_guard import check_planted, plant


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
        planted = plant(site, event)
        extra = [f"{name}\tx\t{digest}" for name, digest in planted.items()]
        extra.append("senza-impronta.html\tx")  # an older list: nothing removed
        (site / MANIFEST).write_text("\n".join(lines + extra) + "\n", "utf-8")
        again = publish_archive(store, site, as_of=dt.date(2026, 6, 1))
        check_planted(site, event, again.removed)
        assert again.written == ()
        assert set(first.files) <= {p.name for p in site.iterdir()}
        with pytest.raises(InputError, match="file -journal dell'archivio aperto"):
            publish_archive(store, Path(f"{store.path}-journal"), as_of=dt.date(2026, 6, 1))
    finally:
        store.close()
