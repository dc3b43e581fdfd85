"""The federation's static site from the archive, written incrementally.

Pages come from :func:`figs_td.services.archive.site.site_pages` with a stamp (what their data
depend on); the manifest ``.figs-archivio`` keeps each page's stamp of the last publish. A page
whose stamp is unchanged (and whose file is still there) is neither read, rendered nor written;
any other page is rendered and written atomically only if its bytes differ. Pages of an earlier
publish that no longer exist are removed only when the manifest recorded their checksum and they
still have it (the tournament site's rules, ``web/site.remove_own_page``); files the site did not
write are never touched. Same look as the
tournament site (``stile.css``), no external resource (the rating curve is inline SVG). Long lists
are split into pages (issue 40 §2); one small script of the site's own, ``cerca.js``, searches the
players in ``cerca.json`` — every page works without it (the letter index is plain links).
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from markupsafe import Markup, escape

from figs_td.atomic import atomic_write_bytes
from figs_td.errors import InputError, describe_os_error
from figs_td.web.site import (
    SiteReport,
    check_site_folder,
    page_content,
    prepare_site_folder,
    remove_own_page,
)

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore

MANIFEST = ".figs-archivio"
ASSETS = ("stile.css", "icona.svg", "cerca.js")


def rating_curve_svg(
    curve: Sequence[tuple[str, float]], width: int = 640, height: int = 240
) -> Markup:
    """The rating after each event as an inline ``<svg>`` line (dates under the first and last)."""
    if not curve:
        return Markup("")
    values = [v for _d, v in curve]
    lo, hi = min(values), max(values)
    if hi - lo < 20:
        lo, hi = lo - 10, hi + 10
    left, right, top, bottom = 64, 12, 16, 40
    pw, ph = width - left - right, height - top - bottom
    n = len(values)

    def x(i: int) -> float:
        return left + (pw * i / (n - 1) if n > 1 else pw / 2)

    def y(v: float) -> float:
        return top + ph * (hi - v) / (hi - lo)

    pts = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(values))
    dots = "".join(
        f'<circle cx="{x(i):.1f}" cy="{y(v):.1f}" r="3"><title>{escape(d)}: {round(v)}</title></circle>'
        for i, (d, v) in enumerate(curve)
    )
    labels = (
        f'<text x="{left - 6}" y="{y(hi) + 4:.1f}" text-anchor="end">{round(hi)}</text>'
        f'<text x="{left - 6}" y="{y(lo) + 4:.1f}" text-anchor="end">{round(lo)}</text>'
        f'<text x="{left}" y="{height - 10}">{escape(curve[0][0])}</text>'
        f'<text x="{width - right}" y="{height - 10}" text-anchor="end">{escape(curve[-1][0])}</text>'
    )
    return Markup(
        f'<svg class="curva" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="Andamento del rating non ufficiale" xmlns="http://www.w3.org/2000/svg" '
        f'font-size="20" font-family="system-ui, sans-serif">'
        f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#c8ccd2"/>'
        f'<polyline points="{pts}" fill="none" stroke="#0b3d6e" stroke-width="2"/>'
        f'<g fill="#0b3d6e">{dots}</g>{labels}</svg>'
    )


def _read_manifest(path: Path) -> dict[str, tuple[str, str]]:
    """Name → (stamp, sha256 of the bytes written); an older list has no checksums."""
    out: dict[str, tuple[str, str]] = {}
    data = page_content(path)
    if data is None:
        return out
    for line in data.decode("utf-8", errors="replace").splitlines()[:1_000_000]:
        name, _, rest = line.partition("\t")
        key, _, digest = rest.partition("\t")
        if name:
            out[name] = (key, digest)
    return out


def publish_archive(
    store: ArchiveStore, folder: Path | str, *, as_of: dt.date, force: bool = False
) -> SiteReport:
    """Write (only what changed of) the federation's site into ``folder``: a folder of other
    files is refused unless ``force`` (the tournament site's rules, ``web/site.py``)."""
    from figs_td.services.archive.site import site_pages
    from figs_td.web.pages import _env, asset

    folder = Path(folder)
    check_site_folder(folder, MANIFEST, force=force)
    written: list[str] = []
    removed: list[str] = []
    keys: dict[str, str] = {}
    digests: dict[str, str] = {}
    try:
        prepare_site_folder(folder, MANIFEST, b"")
        before = _read_manifest(folder / MANIFEST)
        for name in ASSETS:
            data = asset(name)
            keys[name] = ""
            digests[name] = hashlib.sha256(data).hexdigest()
            target = folder / name
            if page_content(target) != data:
                atomic_write_bytes(target, data)
                written.append(name)
        env = _env()
        for page in site_pages(store, as_of):
            keys[page.name] = page.stamp
            target = folder / page.name
            old_key, old_digest = before.get(page.name, ("", ""))
            if page.stamp and old_key == page.stamp and target.is_file():
                digests[page.name] = old_digest
                continue
            if page.template:
                text = env.get_template(page.template).render(
                    **page.data(), rating_curve=rating_curve_svg
                )
                html = text.encode("utf-8")
            else:  # a data file (the players' search index)
                html = page.data()["bytes"]
            digests[page.name] = hashlib.sha256(html).hexdigest()
            if page_content(target) != html:
                atomic_write_bytes(target, html)
                written.append(page.name)
        for name, (_key, digest) in before.items():
            # Only a page this site wrote, unchanged since (site.remove_own_page's rules).
            if name not in keys and digest and remove_own_page(folder, name, digest):
                removed.append(name)
        listing = "".join(f"{n}\t{k}\t{digests.get(n, '')}\n" for n, k in sorted(keys.items()))
        manifest = folder / MANIFEST
        if page_content(manifest) != listing.encode("utf-8"):
            atomic_write_bytes(manifest, listing.encode("utf-8"))
    except OSError as exc:
        raise InputError(describe_os_error(exc, action="scrivere il sito dell'archivio")) from exc
    return SiteReport(folder, tuple(sorted(keys)), tuple(sorted(written)), tuple(removed))
