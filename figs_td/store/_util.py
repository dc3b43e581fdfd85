"""Small helpers shared by the store modules: UTC timestamps and JSON text columns."""

from __future__ import annotations

import json
from datetime import UTC, datetime

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
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


def put_setting(settings: dict[str, Any], key: str, value: Any) -> bool:
    """Set the free setting ``key`` of ``settings`` (in place) to the JSON ``value``; ``None``
    removes it. False when it already had that value (nothing to write)."""
    old = settings.get(key)
    if value is None:
        settings.pop(key, None)
    else:
        dumps(value)  # must be JSON
        settings[key] = value
    return bool(old != value)


def local_time(stamp: str | None) -> str:
    """``2026-05-03T14:07:09.123+00:00`` → ``03/05/2026 16:07:09`` (this computer's time zone)."""
    if not stamp:
        return "un momento sconosciuto"
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone().strftime("%d/%m/%Y %H:%M:%S")


def who_when(actor: str | None, stamp: str | None) -> str:
    """``da desktop@banco2 il 03/05/2026 16:07:09`` for a conflict message."""
    who = actor or "un'altra postazione"
    return f"da {who} il {local_time(stamp)}"
