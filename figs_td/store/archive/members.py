"""The federation's member list in the archive (elenco dei soci, issue 42 §3): ``tx.members``.

Replaced whole by an import (one transaction: the old list stays until the new one is stored);
``archive_meta.members`` holds where the list came from, when, and how many cards it has."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from typing import Any

from figs_td.core.archive.membership import Member
from figs_td.store._rows import member_rows

_META_KEY = "members"


def _member(r: Any) -> Member:
    try:
        expiry = dt.date.fromisoformat(r[3]) if r[3] else None
    except ValueError:  # a tampered file: the card is then taken as without expiry
        expiry = None
    return Member(r[0], r[1], r[2], expiry)


class ArchiveMembers:
    def __init__(self, tx: Any) -> None:  # ArchiveTx (not imported: it imports this module)
        self.tx = tx

    def count(self) -> int:
        return int(self.tx._x("SELECT COUNT(*) FROM archive_member").scalar() or 0)

    def all(self) -> list[Member]:
        rows = self.tx._x(
            "SELECT federation_id, name, club, expiry FROM archive_member "
            "ORDER BY name, federation_id"
        )
        return [_member(r) for r in rows]

    def info(self) -> dict[str, Any] | None:
        """``{"source", "at", "count"}`` of the list stored last, ``None`` before any."""
        v = self.tx._x("SELECT value FROM archive_meta WHERE key = :k", {"k": _META_KEY}).scalar()
        if not v:
            return None
        try:
            data = json.loads(v)
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    def replace(self, members: Sequence[Member], source: str) -> dict[str, Any]:
        """The list becomes ``members`` (checked by the caller); returns the new ``info``."""
        self.tx._need_write()
        before = self.info()
        self.tx._x("DELETE FROM archive_member")
        if members:
            self.tx._x(
                "INSERT INTO archive_member (federation_id, name, person_key, club, expiry) "
                "VALUES (:federation_id, :name, :person_key, :club, :expiry)",
                member_rows(members),
            )
        info = {
            "source": source,
            "at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "count": len(members),
        }
        text = json.dumps(info, ensure_ascii=False)
        if (
            before is None
            and not self.tx._x(
                "SELECT 1 FROM archive_meta WHERE key = :k", {"k": _META_KEY}
            ).first()
        ):
            self.tx._x(
                "INSERT INTO archive_meta (key, value) VALUES (:k, :v)", {"k": _META_KEY, "v": text}
            )
        else:
            self.tx._x(
                "UPDATE archive_meta SET value = :v WHERE key = :k", {"k": _META_KEY, "v": text}
            )
        self.tx.audit("members.import", "members", source, old=before, new=info)
        return info
