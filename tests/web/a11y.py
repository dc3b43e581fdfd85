"""Checks shared by the browser tests of issue 37: axe-core's serious and critical violations
(``axe-playwright-python`` bundles ``axe.min.js``), the computed font sizes of a page's text,
and a screenshot that is looked at (decoded: the phone's width, not a blank picture)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

SERIOUS = ("serious", "critical")

#: Every element with text of its own that is shown: the smallest computed font size per
#: "tag.first-class" (px).
_FONTS = """() => {
  const out = {};
  for (const e of document.querySelectorAll('body *')) {
    if (e.closest('svg')) continue;
    const own = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const s = getComputedStyle(e);
    if (s.visibility === 'hidden' || s.display === 'none') continue;
    const cls = typeof e.className === 'string' && e.className ? '.' + e.className.split(' ')[0] : '';
    const k = e.tagName.toLowerCase() + cls;
    const f = parseFloat(s.fontSize);
    if (!(k in out) || out[k] > f) out[k] = f;
  }
  return out;
}"""


def serious_violations(page: Any) -> list[tuple[str, str, list[str]]]:
    """axe-core on the page as it is: (rule, impact, first targets) of every serious or critical
    violation."""
    from axe_playwright_python.sync_playwright import Axe

    found = Axe().run(page).response["violations"]
    return [
        (v["id"], v["impact"], [str(n["target"]) for n in v["nodes"][:3]])
        for v in found
        if v.get("impact") in SERIOUS
    ]


def font_sizes(page: Any) -> dict[str, float]:
    return dict(page.evaluate(_FONTS))


def looked_at(page: Any, folder: Path, name: str, *, full_page: bool = True) -> Path:
    """A screenshot of the page (``folder``/``name``.png, or the folder in ``FIGS_TD_SHOTS``),
    decoded and checked: as wide as the viewport and not one flat colour. ``full_page=False``
    for a page that scrolls by itself (the projector)."""
    from PIL import Image  # Pillow: a dependency of reportlab

    out = Path(os.environ.get("FIGS_TD_SHOTS") or folder)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    with Image.open(path) as img:
        width = page.viewport_size["width"]
        assert img.width == width, (name, img.width)
        colours = img.convert("RGB").getcolors(maxcolors=1 << 16)
        assert colours is None or len(colours) > 20, f"{name}: schermata quasi vuota"
    return path
