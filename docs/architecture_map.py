"""Draws ``docs/architecture-map.svg``: the packages of ``figs_td`` in their layers, from the code.

Run: ``.venv/bin/python docs/architecture_map.py`` (``--check`` only says whether the picture
is the one the code draws today; ``tests/docs/test_architecture_map.py`` runs that check).

What is drawn comes from the tree itself, so the picture cannot drift from it:

- every package of ``figs_td`` (a folder with an ``__init__.py``) as a box inside the frame of
  its area, titled with the first words of its docstring (up to the first colon or full stop);
  the modules lying at the top of an area are one box of their own;
- the areas in their layers: the faces (window, command line, web pages) above the use cases,
  the use cases above the store and the document writers, everything above the pure core, and
  the shared helpers (the atomic writer, the path guard, the errors) beside them all;
- the main flow as arrows (each area to the layer below it, the use cases to the core), and
  under the picture a table of every pair of areas with an import between them (deferred
  imports included); an import upward is marked red.

No numbers are drawn (lines, modules, imports): the picture changes when the map changes — a
package added, moved or described anew, two areas tied or untied — not when a module grows.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "figs_td"
OUT = Path(__file__).resolve().parent / "architecture-map.svg"

#: The areas row by row, top to bottom; each name is a folder of figs_td (``shared`` = the modules
#: at its top: atomic.py, pathguard.py, errors.py…).
ROWS: tuple[tuple[str, ...], ...] = (("gui", "cli", "web"), ("services",), ("store", "reports"), ("core",))
SIDE = "shared"
TITLES = {
    "gui": "gui/ — the window (PySide6)",
    "cli": "cli/ — the figs-td command",
    "web": "web/ — pages, venue server",
    "services": "services/ — the use cases both faces call",
    "store": "store/ — the only SQL layer",
    "reports": "reports/ — PDF and XLSX writers",
    "core": "core/ — pure Python: rules, game, lexicon, pairing, standings",
    SIDE: "figs_td/*.py: shared",
}
LAYER = {"gui": 0, "cli": 0, "web": 0, "services": 1, "store": 2, "reports": 2, "core": 3, SIDE: 4}

WIDTH = 1240
MARGIN = 20
SIDE_W = 210
BOX_W = 196
BOX_GAP = 10
LINE = 15
FONT = "DejaVu Sans, Verdana, sans-serif"


def area_of(module: Path) -> str:
    parts = module.relative_to(PACKAGE).parts
    if parts == ("__main__.py",):
        return "cli"  # ``python -m figs_td`` is the command line
    return parts[0] if len(parts) > 1 else SIDE


def title_of(init: Path) -> str:
    """The docstring's first words: up to the first colon or full stop (not one inside brackets)."""
    doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
    text = " ".join(doc.replace("``", "").split())
    depth = 0
    for i, ch in enumerate(text):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0 and ch in ":." and (i + 1 == len(text) or text[i + 1] == " "):
            return text[:i]
    return text


def packages() -> dict[str, list[tuple[str, str]]]:
    """Per area, (box name, title) of each package below it, and one box for its top modules."""
    found: dict[str, list[tuple[str, str]]] = {}
    for area in [a for row in ROWS for a in row]:
        folder = PACKAGE / area
        boxes = []
        top = sorted(p.stem for p in folder.glob("*.py") if p.name != "__init__.py")
        if top:
            boxes.append((f"{area}/*.py", f"the modules at the top of {area}/"))
        for init in sorted(folder.rglob("__init__.py")):
            if init.parent == folder:
                continue
            name = init.parent.relative_to(PACKAGE).as_posix() + "/"
            boxes.append((name, title_of(init)))
        found[area] = boxes
    top = sorted(p.name for p in PACKAGE.glob("*.py") if p.name not in {"__init__.py", "__main__.py"})
    found[SIDE] = [(name, "") for name in top]
    return found


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return {n for n in names if n.startswith("figs_td.")}


def module_area(dotted: str) -> str | None:
    parts = dotted.split(".")
    if len(parts) < 2:
        return None
    candidate = PACKAGE / parts[1]
    if candidate.is_dir():
        return parts[1]
    if (PACKAGE / f"{parts[1]}.py").exists():
        return SIDE
    return None


def edges() -> dict[tuple[str, str], int]:
    """(from area, to area) → how many modules of the first import something of the second."""
    count: dict[tuple[str, str], int] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        source = area_of(path)
        targets = {module_area(m) for m in imported_modules(path)}
        for target in sorted(t for t in targets if t and t != source):
            count[source, target] = count.get((source, target), 0) + 1
    return count


def wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def draw() -> str:
    boxes = packages()
    out: list[str] = []
    frames: dict[str, tuple[float, float, float, float]] = {}
    y = MARGIN + 34
    main_w = WIDTH - 2 * MARGIN - SIDE_W - 20
    for row in ROWS:
        frame_w = (main_w - 20 * (len(row) - 1)) / len(row)
        row_h = 0.0
        drawn = []
        for i, area in enumerate(row):
            x = MARGIN + i * (frame_w + 20)
            per_line = max(1, int((frame_w - 20 + BOX_GAP) // (BOX_W + BOX_GAP)))
            cells = []
            for j, (name, title) in enumerate(boxes[area]):
                text = wrap(title, 30)
                h = 26 + LINE * len(text)
                cells.append((j % per_line, j // per_line, name, text, h))
            rows_n = (len(cells) + per_line - 1) // per_line
            line_h = [max([c[4] for c in cells if c[1] == r] or [0]) for r in range(rows_n)]
            h = 40 + sum(line_h) + BOX_GAP * max(0, rows_n - 1) + 14
            row_h = max(row_h, h)
            drawn.append((area, x, frame_w, cells, line_h))
        for area, x, frame_w, cells, line_h in drawn:
            frames[area] = (x, y, frame_w, row_h)
            out.append(_frame(area, x, y, frame_w, row_h))
            for col, r, name, text, _h in cells:
                bx = x + 10 + col * (BOX_W + BOX_GAP)
                by = y + 40 + sum(line_h[:r]) + BOX_GAP * r
                out.append(_box(bx, by, BOX_W, line_h[r], name, text))
        y += row_h + 46
    side_x = WIDTH - MARGIN - SIDE_W
    side_h = y - 46 - (MARGIN + 34)
    frames[SIDE] = (side_x, MARGIN + 34, SIDE_W, side_h)
    out.append(_frame(SIDE, side_x, MARGIN + 34, SIDE_W, side_h))
    for i, (name, _title) in enumerate(boxes[SIDE]):
        out.append(_box(side_x + 10, MARGIN + 74 + i * 36, SIDE_W - 20, 28, name, []))
    count = edges()
    arrows = _arrows(frames, count)
    table, height = _table(MARGIN, y - 10, count)
    out.append(table)
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height:.0f}" '
        f'viewBox="0 0 {WIDTH} {height:.0f}" font-family="{FONT}">\n'
        '<defs><marker id="a" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#444"/></marker>'
        '<marker id="r" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#c00"/></marker></defs>\n'
        f'<rect width="{WIDTH}" height="{height:.0f}" fill="#ffffff"/>\n'
        f'<text x="{MARGIN}" y="{MARGIN + 16}" font-size="17" font-weight="bold">figs_td: the packages '
        "by layer (an arrow: an area importing the one below)</text>\n"
    )
    return head + "".join(out) + "".join(arrows) + "</svg>\n"


def _frame(area: str, x: float, y: float, w: float, h: float) -> str:
    fill = {0: "#eef4fb", 1: "#eefaf0", 2: "#fdf6e8", 3: "#f6eefb", 4: "#f2f2f2"}[LAYER[area]]
    return (
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="10" fill="{fill}" '
        f'stroke="#888"/>\n<text x="{x + 12:.0f}" y="{y + 24:.0f}" font-size="15" '
        f'font-weight="bold">{escape(TITLES[area])}</text>\n'
    )


def _box(x: float, y: float, w: float, h: float, name: str, text: list[str]) -> str:
    parts = [
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="5" fill="#fff" '
        f'stroke="#aaa"/>\n<text x="{x + 8:.0f}" y="{y + 18:.0f}" font-size="13" '
        f'font-weight="bold">{escape(name)}</text>\n'
    ]
    for i, line in enumerate(text):
        parts.append(
            f'<text x="{x + 8:.0f}" y="{y + 18 + LINE * (i + 1):.0f}" font-size="11" '
            f'fill="#333">{escape(line)}</text>\n'
        )
    return "".join(parts)


def _arrows(
    frames: dict[str, tuple[float, float, float, float]], count: dict[tuple[str, str], int]
) -> list[str]:
    """The main flow as arrows: from each area to the areas of the next layer down, and the use
    cases straight to the core through the gap between the store and the writers. Every other
    pair (a layer skipped, two faces, the shared modules) is in the table under the picture."""
    out = []
    drawn = [e for e in sorted(count) if _drawn(e)]
    for source, target in drawn:
        sx, sy, sw, sh = frames[source]
        tx, ty, tw, _th = frames[target]
        if (source, target) == ("services", "core"):
            store = frames["store"]
            x = store[0] + store[2] + 10
        else:
            lo, hi = max(sx, tx) + 40, min(sx + sw, tx + tw) - 40
            mates = [t for s_, t in drawn if s_ == source and (s_, t) != ("services", "core")]
            k = mates.index(target)
            x = lo + (hi - lo) * (k + 1) / (len(mates) + 1) if len(mates) > 1 else (lo + hi) / 2
        y1, y2 = sy + sh, ty
        out.append(
            f'<path d="M{x:.0f},{y1:.0f} L{x:.0f},{y2:.0f}" stroke="#444" stroke-width="1.8" '
            f'fill="none" marker-end="url(#a)"/>\n'
        )
    return out


def _drawn(edge: tuple[str, str]) -> bool:
    source, target = edge
    if SIDE in edge:
        return False
    return LAYER[target] == LAYER[source] + 1 or edge == ("services", "core")


def _table(x: float, y: float, count: dict[tuple[str, str], int]) -> tuple[str, float]:
    """Who imports whom: one row per importing area, a cell per imported area (modules)."""
    areas = [a for row in ROWS for a in row] + [SIDE]
    col = 112
    out = [
        f'<text x="{x:.0f}" y="{y:.0f}" font-size="14" font-weight="bold">Which area (row) '
        "imports which (column): ↓ drawn above as an arrow, • not drawn, ▲ (red) an import "
        "upward.</text>\n"
    ]
    y += 26
    for j, area in enumerate(areas):
        out.append(
            f'<text x="{x + 120 + j * col:.0f}" y="{y:.0f}" font-size="12" '
            f'font-weight="bold">{area}</text>\n'
        )
    for i, source in enumerate(areas):
        yy = y + 20 * (i + 1)
        out.append(
            f'<text x="{x:.0f}" y="{yy:.0f}" font-size="12" font-weight="bold">{source}</text>\n'
        )
        for j, target in enumerate(areas):
            n = count.get((source, target))
            if not n:
                continue
            upward = LAYER[target] < LAYER[source]
            mark = "▲" if upward else "↓" if _drawn((source, target)) else "•"
            colour = "#c00" if upward else "#222"
            out.append(
                f'<text x="{x + 120 + j * col:.0f}" y="{yy:.0f}" font-size="13" '
                f'fill="{colour}">{mark}</text>\n'
            )
    return "".join(out), y + 20 * len(areas) + 10


def main(argv: list[str]) -> int:
    svg = draw()
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != svg:
            print(f"{OUT.name} non è aggiornata: eseguite .venv/bin/python docs/architecture_map.py")
            return 1
        return 0
    tmp = OUT.with_suffix(".svg.tmp")
    tmp.write_text(svg, encoding="utf-8")
    tmp.replace(OUT)
    print(f"scritta {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
