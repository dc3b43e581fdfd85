"""The links, anchors and pictures of Markdown texts (used by ``tests/docs/test_links.py``).

A link is ``[text](target)``, a picture ``![alt](target)``, plus ``<img src="…">`` and
``<a href="…">``; links inside code (fences and `spans`) are not links. A target is checked when
it is relative (``http:``, ``https:`` and ``mailto:`` are left alone): the file must exist in the
set of files given, a picture must be a picture, and ``#anchor`` must be a heading of the target
text (GitHub's rule: lower case, punctuation dropped, spaces to hyphens, ``-1``, ``-2`` … for a
repeated heading) or an explicit ``<a id|name="…">``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from posixpath import normpath
from urllib.parse import unquote

PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp")
_FENCE = re.compile(r"^\s*(```|~~~)")
_LINK = re.compile(r"(!?)\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_HTML = re.compile(r"<(img|a)\s[^>]*?\b(src|href)=\"([^\"]+)\"", re.I)
_ANCHOR_TAG = re.compile(r"<a\s[^>]*?\b(?:id|name)=\"([^\"]+)\"", re.I)
_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")


@dataclass(frozen=True)
class Link:
    source: str  # the text's path, relative to the set's root, with "/"
    line: int
    target: str
    picture: bool


def _prose_lines(text: str) -> list[tuple[int, str]]:
    out, fenced = [], False
    for number, line in enumerate(text.splitlines(), start=1):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            out.append((number, _CODE_SPAN.sub("", line)))
    return out


def links(source: str, text: str) -> list[Link]:
    found = []
    for number, line in _prose_lines(text):
        for bang, target in _LINK.findall(line):
            found.append(Link(source, number, target, bool(bang)))
        for tag, _attr, target in _HTML.findall(line):
            found.append(Link(source, number, target, tag.lower() == "img"))
    return found


def slug(heading: str) -> str:
    text = re.sub(r"<[^>]+>", "", heading).strip().lower()
    text = re.sub(r"[`*_~]|\[|\]\([^)]*\)|\]", lambda m: "_" if m.group(0) == "_" else "", text)
    kept = "".join(
        ch for ch in text
        if ch in " -_" or unicodedata.category(ch)[0] in ("L", "N") or unicodedata.category(ch) == "Mn"
    )
    return kept.replace(" ", "-")


def anchors(text: str) -> set[str]:
    seen: dict[str, int] = {}
    out: set[str] = set()
    for _number, line in _prose_lines(text):
        out.update(_ANCHOR_TAG.findall(line))
        heading = re.match(r"^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
        if heading:
            base = slug(heading.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            out.add(base if count == 0 else f"{base}-{count}")
    return out


def broken(texts: Mapping[str, str], files: set[str]) -> list[str]:
    """Every link of ``texts`` (path → Markdown) that does not resolve inside ``files``."""
    out = []
    for source, text in sorted(texts.items()):
        for link in links(source, text):
            if re.match(r"^[a-z][a-z0-9+.-]*:", link.target, re.I):
                continue
            path, _, anchor = link.target.partition("#")
            path = unquote(path)
            where = f"{source}:{link.line}: {link.target}"
            if path:
                folder = source.rsplit("/", 1)[0] if "/" in source else ""
                resolved = normpath(f"{folder}/{path}" if folder else path).rstrip("/")
                if resolved.startswith("../") or resolved == "..":
                    out.append(f"{where} (fuori dall'insieme)")
                    continue
                is_folder = any(f.startswith(resolved + "/") for f in files)
                if resolved not in files and not is_folder:
                    out.append(f"{where} (non esiste)")
                    continue
                if link.picture and not resolved.lower().endswith(PICTURE_SUFFIXES):
                    out.append(f"{where} (non è un'immagine)")
                    continue
            else:
                resolved = source
            if anchor:
                if resolved not in texts:
                    if resolved.endswith(".md"):
                        out.append(f"{where} (ancora in un testo fuori dall'insieme)")
                    continue
                if unquote(anchor) not in anchors(texts[resolved]):
                    out.append(f"{where} (ancora inesistente)")
    return out
