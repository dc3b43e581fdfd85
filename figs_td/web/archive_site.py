"""The federation's static site from the archive, written incrementally.

Pages come from :func:`figs_td.services.archive.site.site_pages` with a stamp (what their data
depend on); the manifest ``.figs-archivio`` keeps each page's stamp of the last publish. A page
whose stamp is unchanged (and whose file is still there) is neither read, rendered nor written;
any other page is rendered and written atomically only if its bytes differ. Pages of an earlier publish that no
longer exist are removed; files the site did not write are never touched. Same look as the
tournament site (``stile.css``), no script, no external resource (the rating curve is inline SVG).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from markupsafe import Markup, escape

from figs_td.atomic import atomic_write_bytes
from figs_td.errors import InputError, describe_os_error
from figs_td.web.site import SiteReport

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore

MANIFEST = ".figs-archivio"
ASSETS = ("stile.css", "icona.svg")


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


def _read_manifest(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    if not path.is_file():
        return out
    for line in path.read_text("utf-8").splitlines()[:1_000_000]:
        name, _, key = line.partition("\t")
        if name:
            out[name] = key
    return out


def publish_archive(store: ArchiveStore, folder: Path | str, *, as_of: dt.date) -> SiteReport:
    """Write (only what changed of) the federation's site into ``folder``."""
    from figs_td.services.archive.site import site_pages
    from figs_td.web.pages import _env, asset

    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise InputError(f"'{folder}' esiste e non è una cartella")
    written: list[str] = []
    removed: list[str] = []
    keys: dict[str, str] = {}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        before = _read_manifest(folder / MANIFEST)
        for name in ASSETS:
            data = asset(name)
            keys[name] = ""
            target = folder / name
            if not (target.is_file() and target.read_bytes() == data):
                atomic_write_bytes(target, data)
                written.append(name)
        env = _env()
        for page in site_pages(store, as_of):
            keys[page.name] = page.stamp
            target = folder / page.name
            if page.stamp and before.get(page.name) == page.stamp and target.is_file():
                continue
            text = env.get_template(page.template).render(
                **page.data(), rating_curve=rating_curve_svg
            )
            html = text.encode("utf-8")
            if not (target.is_file() and target.read_bytes() == html):
                atomic_write_bytes(target, html)
                written.append(page.name)
        for name in before:
            if name not in keys and "/" not in name and not name.startswith("."):
                stale = folder / name
                if stale.is_file():
                    stale.unlink()
                    removed.append(name)
        listing = "".join(f"{n}\t{k}\n" for n, k in sorted(keys.items()))
        manifest = folder / MANIFEST
        if not manifest.is_file() or manifest.read_text("utf-8") != listing:
            atomic_write_bytes(manifest, listing.encode("utf-8"))
    except OSError as exc:
        raise InputError(describe_os_error(exc, action="scrivere il sito dell'archivio")) from exc
    return SiteReport(folder, tuple(sorted(keys)), tuple(sorted(written)), tuple(removed))
