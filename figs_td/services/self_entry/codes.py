"""Personal codes of self-entry (codici personali): made, listed, replaced, checked.

A code is :data:`CODE_LENGTH` letters from :data:`ALPHABET` — capital letters without the ones
read as another sign (I and L look like 1, O and Q like 0): 22⁹ ≈ 1.2·10¹² codes, 40.1 bits,
drawn with :mod:`secrets`. Typed by a person it may come in lower case, with spaces or dashes.
Checking a code compares it with every stored code in constant time (:func:`hmac.compare_digest`,
no early exit), so the time taken says nothing about how close a guess was. A phone keeps a
session token, never the code: ``ID.HMAC(code)``, void as soon as the code is replaced.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from figs_td.store import Store

ALPHABET = "ABCDEFGHJKMNPRSTUVWXYZ"
CODE_LENGTH = 9
CODE_BITS = CODE_LENGTH * math.log2(len(ALPHABET))
MAX_TYPED = 40  # a typed code longer than this is refused before anything else


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def shown_code(code: str) -> str:
    """``ABCDEFGHJ`` → ``ABC-DEF-GHJ`` as printed."""
    return "-".join(code[i : i + 3] for i in range(0, len(code), 3))


def normalize_code(typed: str) -> str | None:
    """The code a person typed, in canonical form; None when it cannot be a code."""
    if not isinstance(typed, str) or len(typed) > MAX_TYPED:
        return None
    text = "".join(c for c in typed.upper() if c not in " -.\t")
    if len(text) != CODE_LENGTH or any(c not in ALPHABET for c in text):
        return None
    return text


@dataclass(frozen=True)
class CodeLine:
    """One line of the codes list."""

    player_id: int
    number: int  # the player's number on the printed sheets
    name: str
    code: str | None

    def as_json(self) -> dict[str, Any]:
        return {"player": self.player_id, "number": self.number, "name": self.name,
                "code": shown_code(self.code) if self.code else None}  # fmt: skip


def list_codes(store: Store) -> list[CodeLine]:
    """Every player with his code (None when codes were not made yet). Reads only."""
    with store.read() as tx:
        players = tx.players.records()
        codes = tx.self_entry.codes()
    return [
        CodeLine(p.id, p.seq, p.name, codes[p.id].code if p.id in codes else None)
        for p in sorted(players, key=lambda p: p.seq)
    ]


def codes_by_player(store: Store) -> dict[int, str]:
    """Player id → code (for the printouts); empty when no code was made."""
    with store.read() as tx:
        return {pid: c.code for pid, c in tx.self_entry.codes().items()}


def ensure_codes(store: Store, *, actor: str = "") -> int:
    """Give a code to every player who has none (one transaction); returns how many were made."""
    with store.transaction(actor=actor) as tx:
        codes = tx.self_entry.codes()
        used = {c.code for c in codes.values()}
        made = 0
        for p in tx.players.records():
            if p.id in codes:
                continue
            tx.self_entry.set_code(p.id, _fresh(used), replacing=False)
            made += 1
    return made


def replace_code(store: Store, who: str, *, actor: str = "") -> CodeLine:
    """A new code for the player ``who`` (number, id or name, as ``players``): the old one stops
    working at once, on every phone (lost slip)."""
    with store.transaction(actor=actor) as tx:
        player = tx.players.find(who)
        codes = tx.self_entry.codes()
        code = _fresh({c.code for c in codes.values()})
        tx.self_entry.set_code(player.id, code, replacing=player.id in codes)
    return CodeLine(player.id, player.seq, player.name, code)


def _fresh(used: set[str]) -> str:
    while True:
        code = new_code()
        if code not in used:
            used.add(code)
            return code


def match_code(codes: dict[int, str], typed: str) -> int | None:
    """The player whose code is ``typed``; every stored code is compared, in constant time."""
    wanted = (normalize_code(typed) or "#" * CODE_LENGTH).encode()
    found = 0
    for pid, code in codes.items():
        if hmac.compare_digest(wanted, code.encode()):
            found = pid
    return found or None


def session_token(player_id: int, code: str) -> str:
    """What the phone keeps after signing in (a cookie): never the code itself."""
    mac = hmac.new(code.encode(), b"figs-td sessione", hashlib.sha256).hexdigest()[:32]
    return f"{player_id}.{mac}"


def player_of_token(codes: dict[int, str], token: str) -> int | None:
    """The player a session token belongs to, if it is still valid (constant-time check)."""
    if not isinstance(token, str) or len(token) > 64 or "." not in token:
        return None
    head, _, _mac = token.partition(".")
    if not head.isdigit() or len(head) > 9:
        return None
    pid = int(head)
    code = codes.get(pid)
    if code is None:
        return None
    return pid if hmac.compare_digest(session_token(pid, code).encode(), token.encode()) else None
