"""Reading published pages back: tables as rows of cell texts, links, scripts."""

from __future__ import annotations

from html.parser import HTMLParser


class _Tables(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[tuple[str, list[list[str]]]] = []
        self.links: list[str] = []
        self.scripts: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self._caption: list[str] | None = None
        self._cell: list[str] | None = None
        self._row: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self.tags.append((tag, a))
        if tag == "a" and a.get("href"):
            self.links.append(str(a["href"]))
        if tag in ("link", "script", "img") and (a.get("href") or a.get("src")):
            self.links.append(str(a.get("href") or a.get("src")))
        if tag == "script":
            self.scripts.append(str(a.get("src") or "inline"))
        if tag == "table":
            self.tables.append(("", []))
        elif tag == "caption":
            self._caption = []
        elif tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "br" and self._cell is not None:
            self._cell.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag == "caption" and self._caption is not None:
            cap, rows = self.tables[-1]
            self.tables[-1] = ("".join(self._caption).strip(), rows)
            self._caption = None
        elif tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.tables[-1][1].append(self._row)
            self._row = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)
        if self._caption is not None:
            self._caption.append(data)


def parse(html: str) -> _Tables:
    p = _Tables()
    p.feed(html)
    return p


def table(html: str, caption_part: str) -> list[list[str]]:
    """Rows (header row first) of the table whose caption contains ``caption_part``."""
    for cap, rows in parse(html).tables:
        if caption_part in cap:
            return rows
    raise AssertionError(f"nessuna tabella con didascalia {caption_part!r}")
