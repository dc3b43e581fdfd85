"""Check-in at the registration desk (issue 42): who has arrived, ticked at the desk, on the
entrance tablet or from the player's phone ("Sono presente").

Check-in is *in use* as soon as one player is ticked present: a tournament where nobody is
ticked pairs as before (no setting to remember or to forget on the day), and the first tick
at the entrance is itself the director's choice to use it. Un-ticking every player turns it
off again.

When check-in is in use, round 1 pairs only the players checked in: :func:`gate` refuses
(:class:`CheckinPending`, exit status 2) unless the desk says what to do with the others —
``include`` (pair them anyway) or ``without`` (leave them out of round 1: they become late
entries, "iscritto dal turno 2", and are paired from round 2 on when they arrive; one who never
comes is withdrawn as usual)."""

from __future__ import annotations

import dataclasses
import functools

from figs_td.core.inputs import name_key
from figs_td.errors import InputError

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

    from figs_td.store import PlayerRecord, Store

#: What pairing does with the players not checked in (``pair --include-absent`` /
#: ``--without-absent``; the window's three-way question).
ABSENT_CHOICES = ("include", "without")
MAX_NAMES = 500  # names on one command line
MAX_SHOWN = 20  # names listed in the refusal


class CheckinPending(InputError):  # noqa: N818 - an Italian message like every InputError
    """Round 1 would be paired while check-in is in use and some players have not checked in."""

    def __init__(self, message: str, names: list[str]) -> None:
        super().__init__(message)
        self.names = names


@dataclasses.dataclass(frozen=True)
class CheckinRow:
    """One expected player and his check-in (``version`` 0: never ticked)."""

    player: PlayerRecord
    present: bool
    at: str
    by: str
    version: int


@dataclasses.dataclass(frozen=True)
class CheckinStatus:
    rows: list[CheckinRow]

    @property
    def present(self) -> list[CheckinRow]:
        return [r for r in self.rows if r.present]

    @property
    def absent(self) -> list[CheckinRow]:
        return [r for r in self.rows if not r.present]

    @property
    def in_use(self) -> bool:
        return any(r.present for r in self.rows)

    @property
    def expected(self) -> int:
        return len(self.rows)


def expected_player(rec: PlayerRecord) -> bool:
    """Whether ``rec`` is expected at the start (not withdrawn, not entered from a later round)."""
    if rec.status == "withdrawn":
        return False
    return not (rec.status == "late" and (rec.status_round or 1) > 1)


def _status(tx: Any) -> CheckinStatus:
    marks = tx.checkin.all()
    rows = []
    for rec in tx.players.records():
        if not expected_player(rec):
            continue
        c = marks.get(rec.id)
        if c is None:
            rows.append(CheckinRow(rec, False, "", "", 0))
        else:
            rows.append(CheckinRow(rec, c.present, c.at, c.by, c.version))
    rows.sort(key=lambda r: (r.player.surname.casefold(), r.player.given_name.casefold()))
    return CheckinStatus(rows)


def checkin_status(store: Store) -> CheckinStatus:
    """The expected players with their check-in (read only)."""
    with store.read() as tx:
        return _status(tx)


def check_in(
    store: Store,
    names: Iterable[str] = (),
    *,
    everyone: bool = False,
    undo: bool = False,
    ids: Iterable[int] = (),
    by: str = "",
    expected_version: int | None = None,
    actor: str = "",
) -> list[CheckinRow]:
    """Tick present (``undo``: not present) the players named (as the other players commands
    resolve them), or with these ids, or ``everyone`` expected — one transaction; the players
    already in the wanted state are left alone (and returned). ``expected_version``: with one
    player only, the version of his check-in the caller read."""
    names = list(names)
    ids = list(ids)
    if len(names) > MAX_NAMES:
        raise InputError(f"troppi nomi: {len(names)} (al più {MAX_NAMES})")
    if not names and not ids and not everyone:
        raise InputError("indica almeno un giocatore (o --all per tutti)")
    if everyone and (names or ids):
        raise InputError("--all vale per tutti i giocatori: non indicare anche dei nomi")
    with store.transaction(actor=actor) as tx:
        tx.lock("checkin")
        chosen: list[PlayerRecord] = []
        if everyone:
            chosen = [r for r in tx.players.records() if expected_player(r)]
        for name in names:
            chosen.append(tx.players.find(name))
        for pid in ids:
            chosen.append(tx.players.record(pid))
        if expected_version is not None and len(chosen) != 1:
            raise InputError("la versione attesa vale per un giocatore solo")
        for rec in chosen:
            if rec.status == "withdrawn":
                raise InputError(f"{rec.name} è ritirato: riammettilo prima di segnarlo presente")
        marks = tx.checkin.all()
        out: list[CheckinRow] = []
        seen: set[int] = set()
        for rec in chosen:
            if rec.id in seen:
                continue
            seen.add(rec.id)
            c = marks.get(rec.id)
            if c is not None and c.present == (not undo) and expected_version is None:
                out.append(CheckinRow(rec, c.present, c.at, c.by, c.version))
                continue
            done = tx.checkin.set(rec.id, not undo, by=by, expected_version=expected_version)
            out.append(CheckinRow(rec, done.present, done.at, done.by, done.version))
        return out


def gate(tx: Any, round_no: int, absent: str | None) -> list[str]:
    """Before round ``round_no`` is paired in ``tx``: when it is round 1 and check-in is in use,
    the players not checked in are refused (no ``absent``), paired anyway (``include``) or left
    out of round 1 as late entries from round 2 (``without``). The names left out."""
    if absent is not None and absent not in ABSENT_CHOICES:
        raise InputError(f"scelta non valida per gli assenti: {absent}")
    if round_no != 1:
        return []
    status = _status(tx)
    if not status.in_use or not status.absent:
        return []
    from figs_td.core.absences import announced_for

    # Who announced he will miss round 1 (players absent) is not waited for: he is not paired.
    announced = announced_for(tx.tournament.get().settings, 1)
    pending = [r for r in status.absent if r.player.id not in announced]
    if not pending:
        return []
    rows = [r for r in status.rows if r.player.id not in announced]
    status = dataclasses.replace(status, rows=rows)
    names = [r.player.name for r in pending]
    if absent == "include":
        return []
    if absent == "without":
        for r in status.absent:
            tx.players.late_entry(r.player.id, 2)
        return names
    shown = ", ".join(names[:MAX_SHOWN])
    more = f" e altri {len(names) - MAX_SHOWN}" if len(names) > MAX_SHOWN else ""
    raise CheckinPending(
        f"check-in in corso: {len(names)} giocatori su {status.expected} non hanno fatto il "
        f"check-in: {shown}{more}. Usa --include-absent per abbinarli comunque o "
        "--without-absent per lasciarli fuori dal turno 1 (iscritti dal turno 2)",
        names,
    )


def checkin_json(row: CheckinRow) -> dict[str, Any]:
    return {
        "id": row.player.id,
        "name": row.player.name,
        "present": row.present,
        "at": row.at or None,
        "by": row.by or None,
        "version": row.version,
    }


MAX_QUERY_CHARS = 60
#: With 2 to this many candidates left the desk chooses with the arrow keys (↓ from nothing
#: highlights the first, ↑ the last; both go round) and Enter; with more, it types a letter.
ARROW_MAX = 3


@functools.lru_cache(maxsize=4096)
def _keys(surname: str, given: str) -> tuple[str, str, tuple[str, ...], tuple[str, ...]]:
    """The compact surname and given name (accents, case, apostrophes and spaces gone:
    "D'Amico" → "damico", "De Luca" → "deluca") and the words of each."""
    s_words = tuple(w for w in (_compact(w) for w in name_key(surname).split()) if w)
    g_words = tuple(w for w in (_compact(w) for w in name_key(given).split()) if w)
    return "".join(s_words), "".join(g_words), s_words, g_words


def _compact(text: str) -> str:
    return "".join(c for c in text if c.isalnum())


def _rank(words: list[str], row: CheckinRow) -> int | None:
    """How ``words`` (the typed query, compact) match ``row``: 0 the start of the surname (or of
    a word of it), 1 the start of the surname then the start of the given name ("rm" → Rossi
    Marco, "rosm" → Rossi M…), 2 the start of the given name (or of a word of it); None: no.
    Several typed words: each is the start of a word of the name ("ros ma", "de l")."""
    surname, given, s_words, g_words = _keys(row.player.surname, row.player.given_name)
    if len(words) > 1:
        parts = (surname, given, *s_words, *g_words)
        return 0 if all(any(p.startswith(w) for p in parts) for w in words) else None
    q = words[0]
    if surname.startswith(q) or any(w.startswith(q) for w in s_words):
        return 0
    for i in range(1, min(len(q), len(surname) + 1)):
        if surname.startswith(q[:i]) and given.startswith(q[i:]):
            return 1
    if given.startswith(q) or any(w.startswith(q) for w in g_words):
        return 2
    return None


def _query(query: str) -> list[str]:
    return [w for w in (_compact(w) for w in name_key(query[:MAX_QUERY_CHARS]).split()) if w]


def search(rows: list[CheckinRow], query: str) -> list[CheckinRow]:
    """The candidates for ``query`` at the desk: the players not yet present whose name matches
    (see :func:`_rank`: accents, case, apostrophes and spaces of the surname ignored), the
    surname matches first, then alphabetical. The players already present leave the list;
    only when no absent player matches are the present ones returned (a tap on one takes his
    check-in back)."""
    words = _query(query)
    if not words:
        return []
    found = []
    for r in rows:
        rank = _rank(words, r)
        if rank is not None:
            found.append((rank, r))
    absent = [(k, r) for k, r in found if not r.present]
    chosen = absent or found
    chosen.sort(key=lambda kr: (kr[0], _keys(kr[1].player.surname, kr[1].player.given_name)[:2],
                                kr[1].player.id))  # fmt: skip
    return [r for _k, r in chosen]


DOWN, UP, ENTER = "↓", "↑", "⏎"  # the keys that are not letters, in :func:`desk_keys`


def choose_keys(found: list[CheckinRow], row: CheckinRow) -> tuple[str, ...] | None:
    """The keys that check ``row`` in once ``found`` is listed: Enter when he is the only one;
    with 2 to :data:`ARROW_MAX` candidates the arrows to him (↓ from nothing highlights the
    first, ↑ the last) and Enter; None: not reachable this way (type another letter)."""
    if row.present or row not in found:
        return None
    n, p = len(found), found.index(row)
    if n == 1:
        return (ENTER,)
    if n > ARROW_MAX:
        return None
    arrows = (DOWN,) * (p + 1) if p + 1 <= n - p else (UP,) * (n - p)
    return (*arrows, ENTER)


def desk_keys(rows: list[CheckinRow], row: CheckinRow) -> tuple[str, ...]:
    """The fewest keys the desk presses to check ``row`` in with :func:`search`, the players
    already present among ``rows`` out of the list: the letters typed (the start of the
    surname, optionally followed by the start of the given name — "rm", "rosm" —, or the start
    of the given name), then Enter, with the arrows when 2–3 candidates remain. Every key
    counts (letters, arrows, Enter)."""
    surname, given, s_words, g_words = _keys(row.player.surname, row.player.given_name)
    queries: set[str] = set()
    for i in range(1, len(surname) + 1):
        queries.add(surname[:i])
        queries.update(surname[:i] + given[:j] for j in range(1, len(given) + 1))
    for word in (*s_words, *g_words, given):
        queries.update(word[:j] for j in range(1, len(word) + 1))
    # four or more players with the same name: the whole name typed, then a tap on his button
    best: tuple[str, ...] = (*(surname + given), ENTER)
    found_any = False
    for q in sorted(queries, key=lambda q: (len(q), q)):
        if found_any and len(q) + 1 >= len(best):
            break
        keys = choose_keys(search(rows, q), row)
        if keys is not None and (not found_any or len(q) + len(keys) < len(best)):
            best, found_any = (*q, *keys), True
    return best


def keystrokes(rows: list[CheckinRow], row: CheckinRow) -> int:
    """How many keys :func:`desk_keys` presses: the figure of ``benchmarks/checkin_keys.py``
    (issue 42, target ≤ 4 on average)."""
    return len(desk_keys(rows, row))


def phone_state(store: Store, player_id: int) -> str:
    """What the player's phone page offers (``serve --self-entry``): ``absent`` ("Sono
    presente"), ``present`` (already checked in) or ``""`` (round 1 paired: check-in closed;
    a player not expected at the start)."""
    with store.read() as tx:
        if tx.rounds.last_number() >= 1:
            return ""
        rec = tx.players.record(player_id)
        if not expected_player(rec):
            return ""
        mark = tx.checkin.all().get(player_id)
        return "present" if mark is not None and mark.present else "absent"


def phone_check_in(store: Store, player_id: int) -> CheckinRow:
    """"Sono presente" from the player's phone: refused once round 1 is paired."""
    with store.transaction(actor=f"telefono:{player_id}") as tx:
        if tx.rounds.last_number() >= 1:
            raise InputError("il turno 1 è già abbinato: il check-in dal telefono è chiuso")
        rec = tx.players.record(player_id)
        if not expected_player(rec):
            raise InputError("check-in non previsto per questo giocatore: chiedi al direttore")
        mark = tx.checkin.all().get(player_id)
        if mark is not None and mark.present:
            return CheckinRow(rec, True, mark.at, mark.by, mark.version)
        done = tx.checkin.set(player_id, True, by="telefono")
        return CheckinRow(rec, True, done.at, done.by, done.version)
