"""Registration fees (issue 42 §3): what each player owes and has paid, in euro cents.

Kept in the tournament's free settings (``fees``: player id → due and paid cents;
``fee_default``: the due amount of a player with none of his own), so no schema change."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from figs_td.errors import InputError

if TYPE_CHECKING:
    from collections.abc import Iterable

    from figs_td.store.store import Store

FEES_KEY = "fees"
DEFAULT_KEY = "fee_default"
CATEGORY_KEY = "fee_categories"  # category name → reduced due amount (cents)
MAX_CENTS = 1_000_000  # 10.000 euro: no registration fee is larger
_AMOUNT = re.compile(r"^(\d{1,5})(?:[.,](\d{1,2}))?$")


@dataclass(frozen=True)
class Fee:
    player_id: int
    name: str
    due: int  # cents
    paid: int  # cents

    @property
    def owed(self) -> int:
        return max(0, self.due - self.paid)


def parse_euro(text: str, what: str) -> int:
    """``"20"``, ``"15.5"``, ``"15,50"`` → cents; a negative, malformed or too large amount is
    refused with a message naming ``what``."""
    s = str(text).strip()[:32]
    if s.startswith("-"):
        raise InputError(f"{what}: l'importo non può essere negativo ({s})")
    m = _AMOUNT.match(s)
    if not m:
        raise InputError(f"{what}: importo non valido '{s}' (in euro, per esempio 20 o 15,50)")
    cents = int(m.group(1)) * 100 + int((m.group(2) or "0").ljust(2, "0"))
    if cents > MAX_CENTS:
        raise InputError(f"{what}: importo troppo grande ({s}; al massimo 10000 euro)")
    return cents


def euro(cents: int) -> str:
    return f"{cents // 100},{cents % 100:02d}"


def _stored(tx: Any) -> dict[str, Any]:
    value = tx.tournament.get_setting(FEES_KEY, {})
    return dict(value) if isinstance(value, dict) else {}


def _fee(rec: Any, entry: Any, default: int) -> Fee:
    entry = entry if isinstance(entry, dict) else {}
    due = entry.get("due", default)
    paid = entry.get("paid", 0)
    return Fee(rec.id, rec.name, int(due) if isinstance(due, int) else default,
               int(paid) if isinstance(paid, int) else 0)


def _check_amounts(values: Iterable[int | None]) -> None:
    for value in values:
        if value is not None and not 0 <= value <= MAX_CENTS:
            raise InputError("importo fuori dai limiti (da 0 a 10000 euro)")


def _player_fees(tx: Any, who: str) -> tuple[Any, dict[str, Any], int]:
    """The player named ``who``, the fees stored (every player's) and his due by default."""
    rec = tx.players.find(who)
    fees = _stored(tx)
    default, reduced = _defaults(tx)
    return rec, fees, reduced.get(rec.id, default)


def set_fee(
    store: Store,
    who: str,
    *,
    due: int | None = None,
    paid: int | None = None,
    expected: tuple[int, int] | None = None,
    actor: str = "",
) -> Fee:
    """Record the due and/or paid amount (cents) of the player named ``who``. ``expected``:
    the (due, paid) this desk showed; changed by another desk since → :class:`ConflictError`,
    nothing written."""
    _check_amounts((due, paid))
    with store.transaction(actor=actor) as tx:
        tx.lock("players")
        rec, fees, own_default = _player_fees(tx, who)
        entry = dict(fees.get(str(rec.id)) or {})
        _check_expected(tx, _fee(rec, entry, own_default), expected)
        if due is not None:
            entry["due"] = due
        if paid is not None:
            entry["paid"] = paid
        fees[str(rec.id)] = entry
        tx.tournament.set_setting(FEES_KEY, fees)
        return _fee(rec, entry, own_default)


def read_fee(store: Store, who: str) -> tuple[Fee, dict[str, int] | None]:
    """The fee of the player named ``who`` and what is stored for him (None: nothing of his
    own) — what :func:`restore_fee` puts back (a read: nothing is written)."""
    with store.read() as tx:
        rec, fees, own_default = _player_fees(tx, who)
        entry = _clean(fees.get(str(rec.id)))
        return _fee(rec, entry or {}, own_default), entry


def restore_fee(
    store: Store,
    who: str,
    entry: dict[str, int] | None,
    *,
    expected: tuple[int, int] | None = None,
    actor: str = "",
) -> Fee:
    """Put back what :func:`read_fee` returned for ``who`` (an undo: a player who had no due of
    his own owes the default again). ``expected`` as in :func:`set_fee`."""
    entry = _clean(entry)
    _check_amounts((entry or {}).values())
    with store.transaction(actor=actor) as tx:
        tx.lock("players")
        rec, fees, own_default = _player_fees(tx, who)
        _check_expected(tx, _fee(rec, fees.get(str(rec.id)), own_default), expected)
        if entry is None:
            fees.pop(str(rec.id), None)
        else:
            fees[str(rec.id)] = entry
        tx.tournament.set_setting(FEES_KEY, fees or None)
        return _fee(rec, entry or {}, own_default)


def _clean(entry: Any) -> dict[str, int] | None:
    """The ``due``/``paid`` integers of a stored entry (None: nothing)."""
    if not isinstance(entry, dict):
        return None
    out = {k: v for k, v in entry.items()
           if k in ("due", "paid") and isinstance(v, int) and not isinstance(v, bool)}  # fmt: skip
    return out or None


def _check_expected(tx: Any, now: Fee, expected: tuple[int, int] | None) -> None:
    if expected is None or (now.due, now.paid) == tuple(expected):
        return
    from figs_td.errors import ConflictError
    from figs_td.store._util import who_when

    last = tx.audit.latest(entity="tournament", key=FEES_KEY)
    raise ConflictError(
        f"{now.name}: la quota è stata modificata nel frattempo "
        f"{who_when(last.actor if last else None, last.at if last else None)} "
        f"(ora dovuto {euro(now.due)} €, versato {euro(now.paid)} €); ricaricare e controllare"
    )


def set_default_fee(store: Store, cents: int, *, actor: str = "") -> None:
    if not 0 <= cents <= MAX_CENTS:
        raise InputError("importo fuori dai limiti (da 0 a 10000 euro)")
    with store.transaction(actor=actor) as tx:
        tx.tournament.set_setting(DEFAULT_KEY, cents)


def _defaults(tx: Any) -> tuple[int, dict[int, int]]:
    """The default due amount, and player id → the reduced one of his categories (the lowest
    when he is in several)."""
    default = tx.tournament.get_setting(DEFAULT_KEY, 0)
    default = default if isinstance(default, int) else 0
    reduced = tx.tournament.get_setting(CATEGORY_KEY, {})
    by_player: dict[int, int] = {}
    if isinstance(reduced, dict) and reduced:
        from figs_td.core.standings.categories import category_members
        from figs_td.services.prize_setup import _setup

        setup = _setup(tx.tournament.get())
        players = tx.players.list()
        for c in setup.categories:
            cents = reduced.get(c.name)
            if not isinstance(cents, int):
                continue
            for pid in category_members(c, players, setup.extras):
                by_player[pid] = min(cents, by_player.get(pid, cents))
    return default, by_player


def fee_amounts(tx: Any) -> dict[int, tuple[int, int]]:
    """Player id → (due, paid) cents, inside the caller's transaction."""
    fees = _stored(tx)
    default, reduced = _defaults(tx)
    out = {}
    for r in tx.players.records():
        f = _fee(r, fees.get(str(r.id)), reduced.get(r.id, default))
        out[r.id] = (f.due, f.paid)
    return out


def set_category_fee(store: Store, category: str, cents: int | None, *, actor: str = "") -> None:
    """The reduced fee of the players of ``category`` (None: no reduction)."""
    if cents is not None and not 0 <= cents <= MAX_CENTS:
        raise InputError("importo fuori dai limiti (da 0 a 10000 euro)")
    from figs_td.services.prize_setup import _setup

    with store.transaction(actor=actor) as tx:
        names = {c.name for c in _setup(tx.tournament.get()).categories}
        if category not in names:
            known = ", ".join(sorted(names)) or "nessuna"
            raise InputError(f"categoria sconosciuta '{category[:60]}' (categorie: {known})")
        reduced = tx.tournament.get_setting(CATEGORY_KEY, {})
        reduced = dict(reduced) if isinstance(reduced, dict) else {}
        if cents is None:
            reduced.pop(category, None)
        else:
            reduced[category] = cents
        tx.tournament.set_setting(CATEGORY_KEY, reduced or None)


def list_fees(store: Store) -> list[Fee]:
    """Every player's fee, in the players' order (a read: nothing is written)."""
    with store.read() as tx:
        fees = _stored(tx)
        default, reduced = _defaults(tx)
        return [_fee(r, fees.get(str(r.id)), reduced.get(r.id, default))
                for r in tx.players.records()]  # fmt: skip


def fee_json(fee: Fee) -> dict[str, Any]:
    return {"player_id": fee.player_id, "name": fee.name, "due_cents": fee.due,
            "paid_cents": fee.paid, "owed_cents": fee.owed}
