"""Each module's dependencies go one way: no circle of imports between figs_td modules.

Every import counts, at the top of a module or inside a function (a deferred import is still a
dependency); imports under ``if TYPE_CHECKING:`` (annotations only) count in a second graph.
``from pkg import x`` is a dependency on the submodule ``pkg.x`` when that is a module, else on
the package. There is no circle at run time (KNOWN is empty and stays so). Broken: swiss ↔
phased, reports documents ↔ documents_more ↔ layouts, services reports ↔ prize_reports, cli
cmd_director ↔ cmd_tournament (``actor`` in ``cli/common.py``), gui app ↔ main_window
(``gui/window/constants.py``); and in annotations too store transaction ↔ facades ↔ store
(``store/_protocols.py``), gui session ↔ undo (``gui/window/_protocols.py``) and main_window ↔ its
menu helpers export_menu, printing, publish_menu, save_copy, doc_files (``gui/window/window_base.py``).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "figs_td"


def _module_name(path: Path, root: Path) -> str:
    rel = path.relative_to(root).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST, *, annotations: bool = False) -> list[tuple[str, list[str]]]:
    """(module, names) of every import outside ``if TYPE_CHECKING:`` blocks (inside them too
    with ``annotations``)."""
    out: list[tuple[str, list[str]]] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node) and not annotations:
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            out.extend((a.name, []) for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append((node.module, [a.name for a in node.names]))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out


def import_graph(package: Path = PACKAGE, *, annotations: bool = False) -> dict[str, set[str]]:
    """Module → the figs_td modules it imports (``annotations``: ``TYPE_CHECKING`` ones too)."""
    modules = {_module_name(p, package.parent): p for p in package.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        deps: set[str] = set()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for module, names in _imports(tree, annotations=annotations):
            if module.split(".")[0] != package.name:
                continue
            subs = [f"{module}.{n}" for n in names if f"{module}.{n}" in modules]
            deps.update(subs or [module] if module in modules else subs)
            if len(subs) < len(names) and module in modules:
                deps.add(module)
        deps.discard(name)
        graph[name] = deps
    return graph


def cycles(graph: dict[str, set[str]]) -> list[tuple[str, ...]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[tuple[str, ...]] = []
    counter = 0

    def strong(v: str) -> None:
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(tuple(sorted(comp)))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return sorted(found)


#: Circles not broken yet. Empty: it stays so (a module's dependencies go one way).
KNOWN: frozenset[tuple[str, ...]] = frozenset()


def test_no_new_import_circle() -> None:
    found = cycles(import_graph())
    assert [c for c in found if c not in KNOWN] == [], f"moduli che si importano a vicenda: {found}"
    assert KNOWN == frozenset()


def test_no_import_circle_in_annotations_either() -> None:
    found = cycles(import_graph(annotations=True))
    assert found == [], f"moduli che si importano a vicenda (annotazioni comprese): {found}"


def test_core_reports_and_services_have_no_circle() -> None:
    found = cycles(import_graph())
    assert not [c for c in found if any(m.startswith("figs_td.core.") for m in c)]
    assert not [c for c in found if any(m.startswith("figs_td.reports.") for m in c)]
    assert not [c for c in found if any(m.startswith("figs_td.services.") for m in c)]


def test_the_scanner_finds_circles_deferred_imports_too(tmp_path: Path) -> None:
    pkg = tmp_path / "figs_td"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "a.py").write_text("from figs_td.sub import b\n")
    (pkg / "sub" / "b.py").write_text("def f():\n    from figs_td.sub.c import x\n")
    (pkg / "sub" / "c.py").write_text("import figs_td.sub.a\nx = 1\n")
    (pkg / "sub" / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from figs_td.sub import a\n"
    )
    (pkg / "sub" / "e.py").write_text("from figs_td.sub import d\n")
    (pkg / "sub" / "f.py").write_text(
        "TYPE_CHECKING = False\nif TYPE_CHECKING:\n    from figs_td.sub import e\n"
    )
    graph = import_graph(pkg)
    assert graph["figs_td.sub.d"] == set()  # annotations only
    assert graph["figs_td.sub.f"] == set()  # (a local TYPE_CHECKING = False too)
    assert cycles(graph) == [("figs_td.sub.a", "figs_td.sub.b", "figs_td.sub.c")]
    with_annotations = import_graph(pkg, annotations=True)
    assert with_annotations["figs_td.sub.d"] == {"figs_td.sub.a"}
    assert with_annotations["figs_td.sub.f"] == {"figs_td.sub.e"}
    (pkg / "sub" / "a.py").write_text("from figs_td.sub import b\nfrom figs_td.sub import e\n")
    assert cycles(import_graph(pkg, annotations=True)) == [
        ("figs_td.sub.a", "figs_td.sub.b", "figs_td.sub.c", "figs_td.sub.d", "figs_td.sub.e")
    ]
    assert cycles(import_graph(pkg)) == [("figs_td.sub.a", "figs_td.sub.b", "figs_td.sub.c")]
