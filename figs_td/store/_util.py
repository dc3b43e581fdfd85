"""Small helpers shared by the store modules: UTC timestamps and JSON text columns."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any


def now_iso() -> str:
    """The current time, UTC, ISO 8601 with microseconds (sorts as text)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def dumps(value: Any) -> str:
    """JSON text as stored in the database (UTF-8 letters kept, keys sorted for stable diffs)."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def loads(text: str | None, default: Any = None) -> Any:
    if text is None or text == "":
        return default
    return json.loads(text)
