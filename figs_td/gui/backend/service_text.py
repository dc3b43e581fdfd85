"""The services' messages in the window's language.

The services, the store and the rules core stay Qt-free and speak Italian (the command line shows
their sentences as they are). Each of their messages is a template — its Italian text with the
values as ``{0}``, ``{1}``… — found in the source by ``resources/translations/service_scan.py`` and
listed in :mod:`figs_td.gui.backend.service_catalogue`; its English is in the translation, context
``services`` (``resources/translations/en_services.py``). In English, :func:`service_text` reads
a message back against the templates (most specific first), takes its values, renders each value
that is itself a message, and fills the English template. Round notes and pairing warnings stored
in the tournament file are Italian sentences too, so they are rendered the same way when shown.
A text that matches no template is shown as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

from figs_td.gui.backend.service_catalogue import EXTRA, TEMPLATES

CONTEXT = "services"
_HOLE = re.compile(r"\{(\d+)\}")
#: Values that are messages themselves ("FILE, riga 3: <reason>") are rendered this deep.
_DEPTH = 3


def _literal(part: str) -> str:
    return part.replace("{{", "{").replace("}}", "}")


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[str, re.Pattern[str], str]]:
    """(longest literal piece, full-match pattern, template), the most literal text first."""
    out = []
    for template in (*TEMPLATES, *EXTRA):
        parts = _HOLE.split(template)  # literal, number, literal, …
        pieces = [_literal(p) for p in parts[::2]]
        regex = "(.*?)".join(re.escape(p) for p in pieces)
        out.append((sum(map(len, pieces)), max(pieces, key=len), re.compile(regex, re.S), template))
    out.sort(key=lambda row: -row[0])
    return [(piece, pattern, template) for _n, piece, pattern, template in out]


def is_english() -> bool:
    from figs_td.gui.window.i18n import current_language

    return current_language() == "en"


def service_text(text: str) -> str:
    """``text`` (an Italian message of the services) in the window's language."""
    if not text or not is_english():
        return text
    return _render(text, 0)


def service_lines(lines: list[str] | tuple[str, ...]) -> list[str]:
    return [service_text(line) for line in lines]


def _render(text: str, depth: int) -> str:
    whole = _one(text, depth)
    if whole is not None:
        return whole
    # lines (rejected rows), parts of an explanation, "where: why" (a file and its reason)
    for joint in ("\n", "; ", ": "):
        if joint in text:
            return joint.join(_render(part, depth) for part in text.split(joint))
    return text


def _one(text: str, depth: int) -> str | None:
    for piece, pattern, template in _patterns():
        if piece not in text:
            continue
        match = pattern.fullmatch(text)
        if match is None:
            continue
        english = QCoreApplication.translate(CONTEXT, template)
        if english == template:
            return None
        values = [_render(v, depth + 1) if depth < _DEPTH else v for v in match.groups()]
        return _literal(_fill(english, values))
    return None


def _fill(template: str, values: list[str]) -> str:
    return _HOLE.sub(lambda m: values[int(m.group(1))], template)
