"""Update the English translation: ``python resources/translations/build.py``.

Runs ``pyside6-lupdate`` on the GUI sources (Italian is the source language), fills the English
texts from ``en.py`` (plus the strings translated through a variable), then compiles the ``.qm``
with ``pyside6-lrelease``.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
from en import DYNAMIC, EN  # noqa: E402
from en_services import EXTRA, SERVICES  # noqa: E402
from service_scan import scan  # noqa: E402

TS = HERE / "figs_td_en.ts"
#: lupdate's context for ``window.tr``/``parent.tr`` → the classes those objects are.
ALIASES = {"window": ["MainWindow"], "parent": ["MainWindow", "NotOpenedDialog"]}
HELPER = re.compile(r'^_tr = translator\("(\w+)"\)$', re.M)
CALL = re.compile(r'\b_tr\(\s*("(?:[^"\\]|\\.)*")\s*\)')
QM = HERE / "figs_td_en.qm"
CATALOGUE = ROOT / "figs_td" / "gui" / "backend" / "service_catalogue.py"
#: The catalogue's parts: module → (what it holds, where its templates are written).
PARTS = {
    "messages_rules": ("the rules core's", ("figs_td/core/",)),
    "messages_services": ("the services'", ("figs_td/services/", "figs_td/gui/")),
    "messages_store": (
        "the store's, the web server's and ``figs_td/errors.py``'s (system, database, files)",
        ("figs_td/store/", "figs_td/web/", "figs_td/errors.py"),
    ),
}
GENERATED = "written by resources/translations/build.py from the source (service_scan.py); do not edit by hand."


def _part_of(where: list[str]) -> str:
    """The part of a template: the one where it is first found."""
    return next(n for n, (_, dirs) in PARTS.items() if where[0].startswith(dirs))


def write_catalogue(found: dict[str, list[str]]) -> None:
    """``figs_td/gui/backend/service_catalogue.py``: the services' Italian templates (found in the
    source, one module of ``PARTS`` each) and the extra ones, which the window reads its messages
    against (``gui/backend/service_text.py``)."""
    for name, (whose, _) in PARTS.items():
        part = sorted(t for t, where in found.items() if _part_of(where) == name)
        lines = [
            f'"""The services\' Italian messages as templates: {whose}; {GENERATED}"""',
            "",
            "TEMPLATES: tuple[str, ...] = (",
            *(f"    {t!r}," for t in part),
            ")",
            "",
        ]
        (CATALOGUE.parent / f"{name}.py").write_text("\n".join(lines), encoding="utf-8")
    lines = [
        f'"""The services\' Italian messages as templates, {GENERATED}"""',
        "",
        *(f"from figs_td.gui.backend.{n} import TEMPLATES as _{n.upper()}" for n in PARTS),
        "",
        "TEMPLATES: tuple[str, ...] = tuple(sorted(("
        + ", ".join(f"*_{n.upper()}" for n in PARTS)
        + ")))",
        "#: Pieces composed outside the messages found in the source (an import's row and column).",
        "EXTRA: tuple[str, ...] = (",
        *(f"    {t!r}," for t in EXTRA),
        ")",
        "",
    ]
    CATALOGUE.write_text("\n".join(lines), encoding="utf-8")


def tool(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def main() -> int:
    sources = sorted(str(p) for p in (ROOT / "figs_td" / "gui").rglob("*.py"))
    subprocess.run(
        [
            tool("pyside6-lupdate"),
            *sources,
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "it",
            "-target-language",
            "en",
            "-ts",
            str(TS),
        ],
        check=True,
        capture_output=True,
    )
    tree = ET.parse(TS)
    root = tree.getroot()
    contexts = {c.findtext("name"): c for c in root.iter("context")}
    dynamic = {k: list(v) for k, v in DYNAMIC.items()}
    # The services' messages (Qt-free, Italian): context ``services``, keyed by their templates.
    found = scan()
    templates = sorted(found)
    write_catalogue(found)
    dynamic["services"] = [*templates, *EXTRA]
    # ``window.tr(...)`` / ``parent.tr(...)`` in module functions: lupdate names the context
    # after the variable, Qt looks the text up under the object's class at run time.
    for alias, targets in ALIASES.items():
        ctx = contexts.get(alias)
        texts = [m.findtext("source") or "" for m in ctx.iter("message")] if ctx is not None else []
        for target in targets:
            dynamic.setdefault(target, []).extend(texts)
    # ``_tr("...")`` helpers: ``_tr = translator("ctx")`` (figs_td/gui/window/i18n.py).
    for source in sources:
        code = Path(source).read_text(encoding="utf-8")
        helper = HELPER.search(code)
        if helper:
            dynamic.setdefault(helper.group(1), []).extend(
                ast.literal_eval(lit) for lit in CALL.findall(code)
            )
    for name, texts in dynamic.items():
        ctx = contexts.get(name)
        if ctx is None:
            ctx = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = name
            contexts[name] = ctx
        have = {m.findtext("source") for m in ctx.iter("message")}
        for text in texts:
            if text not in have:
                msg = ET.SubElement(ctx, "message")
                ET.SubElement(msg, "source").text = text
                ET.SubElement(msg, "translation")
    missing = []
    for ctx in root.iter("context"):
        table = {**SERVICES, **EXTRA} if ctx.findtext("name") == "services" else EN
        for msg in ctx.iter("message"):
            src = msg.findtext("source") or ""
            tr = msg.find("translation")
            if src in table:
                tr.text = table[src]
                tr.attrib.pop("type", None)
            else:
                missing.append(src)
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    subprocess.run(
        [tool("pyside6-lrelease"), str(TS), "-qm", str(QM)], check=True, capture_output=True
    )
    if missing:
        print("senza traduzione:", *sorted(set(missing)), sep="\n  ")
    print(f"{TS.name}: {sum(1 for _ in root.iter('message'))} messaggi; {QM.name} compilato")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
