"""Players' self-entry (inserimento dei risultati dai telefoni): the use cases the live server
calls like any desk, and the rules of what goes to the director's queue (shown and decided by
:mod:`figs_td.services.self_entry.queue`).

A player reports his score and his opponent's; the opponent confirms (or reports his own).
**Two reports that agree enter the result** through the store's result writes, as a desk entry
(checked against the version read, audited with the actor ``giocatore Bianchi, telefono;
confermato da Rossi``). Everything else waits for the director (the queue): reports that
disagree, a report left unconfirmed for ``self_entry.confirm_minutes`` (*late*), a report on a
game that has a different result already, an implausible score, a contest within
``self_entry.appeal_minutes`` of the result, a time loss or a challenge. Nothing a phone sends
ever changes a stored result. A desk entry always wins: a report is tied to the version of the
game it saw, and once the game changes at a desk its open reports are closed (shown closed at
once, stored closed at the next write).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from figs_td.errors import ConflictError, InputError
from figs_td.services.results import has_result
from figs_td.store.facades.self_entry import ReportRecord

if TYPE_CHECKING:
    from figs_td.store import GameRecord, Store
    from figs_td.store.transaction import Transaction

OPEN = ("pending", "queued")
FLAGS = ("time", "challenge")
CONFIRM_KEY, APPEAL_KEY = "self_entry.confirm_minutes", "self_entry.appeal_minutes"
URL_KEY = "self_entry.url"  # the address of the players' page, for the QR codes on the slips
DEFAULT_MINUTES = 10
_DIGITS = re.compile(r"^[0-9]{1,4}$")

#: Why a report waits for the director (shown by ``reports`` and the window's panel).
REASONS = {
    "disagree": "le due segnalazioni non concordano",
    "late": "nessuna conferma dell'avversario in tempo",
    "has_result": "la partita ha già un risultato diverso",
    "implausible": "punteggi poco plausibili",
    "contest": "risultato contestato dal giocatore",
    "time": "sconfitta per tempo segnalata dal giocatore",
    "challenge": "contestazione di parole in sospeso",
    "desk": "chiusa: risultato inserito al banco",
    "agreed": "confermata dall'avversario: risultato inserito",
    "same_result": "uguale al risultato già inserito",
    "replaced": "sostituita da una nuova segnalazione dello stesso giocatore",
    "decided": "chiusa: il direttore ha deciso su questa partita",
}
STATUS = {"pending": "in attesa di conferma", "queued": "da decidere", "entered": "inserita",
          "accepted": "accolta", "rejected": "respinta", "closed": "chiusa"}  # fmt: skip


@dataclass(frozen=True)
class Windows:
    """The two times of self-entry (tournament settings, minutes)."""

    confirm: timedelta
    appeal: timedelta


def windows_of(tx: Transaction) -> Windows:
    return windows_from(tx.tournament.settings())


def windows_from(settings: dict[str, Any]) -> Windows:
    def minutes(key: str) -> timedelta:
        value = settings.get(key, DEFAULT_MINUTES)
        try:
            n = int(value)
        except (TypeError, ValueError):
            n = DEFAULT_MINUTES
        return timedelta(minutes=min(max(n, 0), 24 * 60))

    return Windows(minutes(CONFIRM_KEY), minutes(APPEAL_KEY))


def _when(stamp: str | None) -> datetime:
    if not stamp:
        return datetime.min.replace(tzinfo=UTC)
    when = datetime.fromisoformat(stamp)
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def now_or(now: datetime | None) -> datetime:
    """``now``, or the current time (UTC) when None."""
    return now or datetime.now(UTC)


def is_stale(report: ReportRecord, game: GameRecord | None) -> bool:
    """True when the game changed after the report (a desk entry, or the round unpaired)."""
    return game is None or game.id != report.game_id or game.version != report.game_version


def is_late(report: ReportRecord, windows: Windows, now: datetime) -> bool:
    return report.status == "pending" and now - _when(report.created_at) >= windows.confirm


def start_self_entry(
    store: Store,
    *,
    confirm_minutes: int | None = None,
    appeal_minutes: int | None = None,
    url: str | None = None,
    actor: str = "",
) -> int:
    """Turn self-entry on (``serve --self-entry``, the window's menu): the two times, when given,
    the server's address (printed as QR codes on the slips; ``""``: none a phone reaches, None:
    unchanged), and a code for every player who has none. Returns how many codes were made."""
    from figs_td.services.self_entry.codes import ensure_codes

    values = {CONFIRM_KEY: confirm_minutes, APPEAL_KEY: appeal_minutes}
    for value in values.values():
        if value is not None and (isinstance(value, bool) or not 1 <= value <= 24 * 60):
            raise InputError(f"minuti non validi: {value} (da 1 a {24 * 60})")
    given: dict[str, Any] = {k: v for k, v in values.items() if v is not None}
    if url is not None:  # "": no address a phone reaches (the codes are printed without QR)
        given[URL_KEY] = str(url)[:200]
    if given:
        with store.transaction(actor=actor) as tx:
            for key, value in given.items():
                if tx.tournament.get_setting(key) != value:
                    tx.tournament.set_setting(key, value)
    return ensure_codes(store, actor=actor)


def player_page_url(store: Store) -> str:
    """The players' page of the last ``serve --self-entry`` (``http://…/g``), or ``""``."""
    with store.read() as tx:
        base = tx.tournament.get_setting(URL_KEY, "")
    return f"{base.rstrip('/')}/g" if isinstance(base, str) and base else ""


# ---------------------------------------------------------------------------------------------
# The player's page


@dataclass(frozen=True)
class PlayerView:
    """What a player's page shows. Scores are from the player's side: (his, his opponent's)."""

    player_id: int
    name: str
    state: str  # none / bye / report / waiting / confirm / queued / result
    round: int | None = None
    table: int | None = None
    opponent: str = ""
    starts: bool = False  # True: this player moves first
    mine: tuple[int, int] | None = None  # his open report
    theirs: tuple[int, int] | None = None  # the opponent's report waiting for him
    theirs_id: int | None = None
    result: tuple[int, int] | None = None
    result_kind: str = ""
    appeal_until: datetime | None = None
    contested: bool = False
    flagged: str = ""  # an open time/challenge flag of his
    held: str = ""  # state "queued": why the director has the game (a key of REASONS)
    rejected: tuple[tuple[int, int] | None, str] | None = None  # his report the director
    # rejected (scores from his side, None for a flag; the reason), while he sent none since


def _mine_first(game: GameRecord, pid: int, a: int | None, b: int | None) -> tuple[int, int]:
    pair = (a or 0, b or 0)
    return pair if game.first == pid else (pair[1], pair[0])


def player_view(store: Store, player_id: int, *, now: datetime | None = None) -> PlayerView:
    """The player's current game and where its reports stand. Reads only."""
    now = now_or(now)
    with store.read() as tx:
        seat = tx.self_entry.seat(player_id)
    game, names, reports = seat.game, seat.names, seat.reports
    windows = windows_from(seat.settings)
    name = names.get(player_id, "")
    if game is None:
        return PlayerView(player_id, name, "none")
    if game.second is None:
        return PlayerView(player_id, name, "bye", game.round, game.table)
    other = game.second if game.first == player_id else game.first
    base: dict[str, Any] = {"round": game.round, "table": game.table, "opponent": names.get(other, ""),
                            "starts": game.first == player_id}  # fmt: skip
    live = [r for r in reports if r.status in OPEN and not is_stale(r, game)]
    flagged = next((r.kind for r in live if r.player_id == player_id and r.kind in FLAGS), "")
    base["rejected"] = _rejected(game, player_id, reports)
    if has_result(game):
        until = _when(game.updated_at) + windows.appeal
        contested = any(r.player_id == player_id and r.kind == "contest" for r in live)
        return PlayerView(
            player_id, name, "result", **base,
            result=_mine_first(game, player_id, game.score_first, game.score_second),
            result_kind=game.kind.value, appeal_until=until if now < until else None,
            contested=contested, flagged=flagged,
        )  # fmt: skip
    scores = [r for r in live if r.kind == "score"]
    mine = next((r for r in scores if r.player_id == player_id), None)
    theirs = next((r for r in scores if r.player_id == other), None)
    held = ""
    if any(r.status == "queued" for r in scores) or (mine and is_late(mine, windows, now)):
        state = "queued"
        queued = [r for r in scores if r.status == "queued"]
        reasons = [r.reason for r in queued]
        held = "disagree" if "disagree" in reasons else (reasons[0] if reasons else "late")
        if held == "late" and queued and queued[0].player_id != player_id:
            held = "late_you"  # the opponent's report waited for his confirmation in vain
    elif mine is not None:
        state = "waiting"
    elif theirs is not None and not is_late(theirs, windows, now):
        state = "confirm"
    else:
        state = "report"
    return PlayerView(
        player_id, name, state, **base,
        mine=_mine_first(game, player_id, mine.score_first, mine.score_second) if mine else None,
        theirs=(_mine_first(game, player_id, theirs.score_first, theirs.score_second)
                if theirs else None),
        theirs_id=theirs.id if theirs else None, flagged=flagged, held=held,
    )  # fmt: skip


def _rejected(
    game: GameRecord, pid: int, reports: list[ReportRecord]
) -> tuple[tuple[int, int] | None, str] | None:
    """His last report, when the director rejected it: its scores (his side) and the reason."""
    own = [r for r in reports if r.player_id == pid]
    if not own or own[-1].status != "rejected":
        return None
    last = own[-1]
    scores = None
    if last.score_first is not None:
        scores = _mine_first(game, pid, last.score_first, last.score_second)
    if last.kind != "score" and last.reason == last.kind:
        return scores, ""  # a contest or a flag rejected without a word: no reason to repeat
    return scores, REASONS.get(last.reason, last.reason)


# ---------------------------------------------------------------------------------------------
# Reports from the phones


@dataclass(frozen=True)
class Outcome:
    """What a report did: ``entered`` (the result is in), ``pending`` (waits for the opponent),
    ``queued`` (waits for the director, ``reason``), ``closed`` (nothing to do)."""

    status: str
    reason: str = ""
    report_id: int = 0


def _score(text: object, what: str) -> int:
    if isinstance(text, bool):
        raise InputError(f"{what}: scrivi solo cifre")
    value = str(text).strip() if isinstance(text, (str, int)) else ""
    if not _DIGITS.match(value):
        raise InputError(f"{what}: scrivi solo cifre (da 0 a 9999)")
    from figs_td.store._results import MAX_SCORE

    if int(value) > MAX_SCORE:
        raise InputError(f"{what}: {int(value)} è troppo (al massimo {MAX_SCORE})")
    return int(value)


def _checked_game(tx: Transaction, pid: int, round_no: int | None, table: int | None) -> GameRecord:
    """The game a player may report on: his game in the last paired round."""
    last = tx.rounds.last_number()
    if not last:
        raise InputError("nessun turno è stato ancora abbinato")
    if round_no is not None and round_no > last:
        raise InputError(f"il turno {round_no} non è ancora stato abbinato")
    if round_no is not None and round_no < last:
        raise InputError(f"il turno {round_no} è chiuso: rivolgiti al direttore di gara")
    game = tx.rounds.game_of_player(last, pid)
    if game is None:
        raise InputError(f"nel turno {last} non hai una partita da segnalare")
    if table is not None and game.table != table:
        raise InputError(
            f"non giochi al tavolo {table} del turno {last}: il tuo è il tavolo {game.table}"
        )
    if game.second is None:
        raise InputError(f"turno {last}: riposi, non hai un risultato da segnalare")
    return game


def _close_stale(tx: Transaction, game: GameRecord) -> list[ReportRecord]:
    """Close the open reports of ``game`` that a desk entry overtook; the others, still open."""
    live = []
    for r in tx.self_entry.reports(game_id=game.id, statuses=OPEN):
        if is_stale(r, game):
            tx.self_entry.set_status(r, "closed", reason="desk")
        else:
            live.append(r)
    return live


def _actor(name: str) -> str:
    return f"giocatore {name}, telefono"


def report_score(
    store: Store,
    player_id: int,
    my_score: object,
    their_score: object,
    *,
    round_no: int | None = None,
    table: int | None = None,
    now: datetime | None = None,
) -> Outcome:
    """A player reports the result of his current game (his score, his opponent's).

    Scores: digits only, the desk's limits (:func:`figs_td.store._results.check_scores`). One
    transaction, retried when another phone or desk wrote in between."""
    mine = _score(my_score, "il tuo punteggio")
    theirs = _score(their_score, "il punteggio dell'avversario")
    for _attempt in range(3):
        with store.read() as tx:
            names = {p.id: p.name for p in tx.players.records()}
            game = _checked_game(tx, player_id, round_no, table)
            other = game.second if game.first == player_id else game.first
            waiting = [r for r in _open_scores(tx, game) if r.player_id == other]
        first_pair = (mine, theirs) if game.first == player_id else (theirs, mine)
        agrees = bool(waiting) and (waiting[0].score_first, waiting[0].score_second) == first_pair
        actor = _actor(names.get(player_id, ""))
        if agrees:
            actor = f"{_actor(names.get(other or 0, ''))}; confermato da {names.get(player_id, '')}"
        try:
            with store.transaction(actor=actor) as wtx:
                return _report_in(wtx, player_id, first_pair, round_no, table, agrees, now)
        except _Changed:
            continue
    raise ConflictError("troppe segnalazioni nello stesso momento: riprova")


class _Changed(Exception):
    """The game's reports changed between the read and the write: decide again."""


def _open_scores(tx: Transaction, game: GameRecord) -> list[ReportRecord]:
    return [r for r in tx.self_entry.reports(game_id=game.id, statuses=OPEN)
            if r.kind == "score" and not is_stale(r, game)]  # fmt: skip


def _report_in(
    tx: Transaction,
    pid: int,
    pair: tuple[int, int],
    round_no: int | None,
    table: int | None,
    agrees: bool,
    now: datetime | None,
) -> Outcome:
    from figs_td.core.model import GameKind
    from figs_td.store._results import check_scores

    game = _checked_game(tx, pid, round_no, table)
    assert game.table is not None
    check_scores(game.round, game.table, pair[0], pair[1], GameKind.NORMAL)
    live = _close_stale(tx, game)
    other = game.second if game.first == pid else game.first
    # At most one open report per player per game (issue 37): his new one replaces it.
    own = next((r for r in live if r.player_id == pid and r.kind == "score"), None)
    if own is not None and (own.score_first, own.score_second) == pair:
        if agrees:
            raise _Changed
        return Outcome(own.status, own.reason, own.id)  # the same again: nothing to write
    args = {"game_id": game.id, "round_no": game.round, "table": game.table, "player_id": pid,
            "kind": "score", "score_first": pair[0], "score_second": pair[1],
            "game_version": game.version}  # fmt: skip

    def store(status: str, reason: str) -> Outcome:
        if own is None:
            r = tx.self_entry.add_report(**args, status=status, reason=reason)
        else:
            r = tx.self_entry.replace_report(
                own, score_first=pair[0], score_second=pair[1], status=status, reason=reason,
                game_version=game.version,
            )  # fmt: skip
        return Outcome(status, reason, r.id)

    if has_result(game):
        if (game.score_first, game.score_second) == pair:
            return store("closed", "same_result")
        return store("queued", "has_result")
    waiting = [
        r for r in live if r.kind == "score" and r.player_id == other and r.status == "pending"
    ]
    windows = windows_of(tx)
    implausible = tx.tournament.rule_profile().implausible(*pair)
    # the director already has this game (his own earlier report aside)
    held = [r for r in live if r.status == "queued" and r is not own]
    if held:
        return store("queued", held[0].reason)
    if not waiting:
        if agrees:
            raise _Changed
        if implausible:
            return store("queued", "implausible")
        return store("pending", "")
    first = waiting[0]
    same = (first.score_first, first.score_second) == pair
    if same != agrees:
        raise _Changed
    reason = ""
    if is_late(first, windows, now_or(now)):
        reason = "late"
    elif not same:
        reason = "disagree"
    elif implausible:
        reason = "implausible"
    if reason:
        tx.self_entry.set_status(first, "queued", reason=reason)
        return store("queued", reason)
    tx.rounds.change_result(game.round, game.table, pair[0], pair[1],
                            expected_version=game.version)  # fmt: skip
    tx.self_entry.set_status(first, "entered", reason="agreed")
    return store("entered", "agreed")


class NotPending(InputError):
    """The report a player meant to confirm no longer waits for him; the message says what
    happened to it (the page shows it with the game as it is now)."""


def confirm(
    store: Store, player_id: int, report_id: int | None, *, now: datetime | None = None
) -> Outcome:
    """The opponent presses *Conferma* on the report shown to him: the same as reporting the
    same scores (what he saw is checked: a report changed meanwhile is not confirmed, and
    :class:`NotPending` says what became of it)."""
    if not isinstance(report_id, int) or isinstance(report_id, bool):
        raise InputError("non c'è una segnalazione da confermare: ricarica la pagina")
    with store.read() as tx:
        report = tx.self_entry.report(report_id)
        game = _checked_game(tx, player_id, None, None)
        if (report.game_id != game.id or report.player_id == player_id
                or report.status != "pending" or is_stale(report, game)):  # fmt: skip
            raise NotPending(_what_happened(tx, report, game, player_id))
    mine, theirs = _mine_first(game, player_id, report.score_first, report.score_second)
    return report_score(store, player_id, mine, theirs, round_no=game.round, table=game.table,
                        now=now)  # fmt: skip


def _what_happened(tx: Transaction, report: ReportRecord, game: GameRecord, pid: int) -> str:
    """Why ``report`` can no longer be confirmed by ``pid``, said to him."""
    if report.game_id != game.id:
        return (f"quella segnalazione era del turno {report.round}, tavolo {report.table}: "
                f"ora la tua partita è al tavolo {game.table} del turno {game.round}")  # fmt: skip
    if report.player_id == pid:
        return "è la tua segnalazione: tocca al tuo avversario confermarla"
    name = tx.players.record(report.player_id).name

    def shown(a: int | None, b: int | None) -> str:
        mine, theirs = _mine_first(game, pid, a, b)
        return f"tu {mine} – {name} {theirs}"

    result = shown(game.score_first, game.score_second) if has_result(game) else ""
    if report.status == "closed" and report.reason == "replaced":
        newer = [r for r in _open_scores(tx, game) if r.player_id == report.player_id]
        if newer:
            return (f"{name} ha corretto la sua segnalazione: ora dice "
                    f"{shown(newer[-1].score_first, newer[-1].score_second)}. "
                    "Controlla e, se è giusta, conferma.")  # fmt: skip
        return f"{name} ha ritirato quella segnalazione"
    if report.status == "entered":
        return f"il risultato è già inserito ({result}): le due segnalazioni concordavano"
    if report.status == "queued":
        return "la partita è passata al direttore di gara: vai al suo tavolo"
    if report.status == "rejected":
        return "il direttore di gara ha respinto quella segnalazione"
    if report.status == "accepted" or report.reason == "decided":
        done = f": il risultato è {result}" if result else ""
        return f"il direttore di gara ha già deciso su questa partita{done}"
    if result:  # a desk entered or corrected the result meanwhile
        return f"il risultato è stato inserito al banco: {result}"
    return "la partita è stata cambiata al banco: quella segnalazione non vale più"


def contest(
    store: Store, player_id: int, note: str = "", *, now: datetime | None = None
) -> Outcome:
    """*Contesta*: within the appeal window after a result, the player asks the director to
    look at it again. Never changes the result."""
    return _flag(store, player_id, "contest", note, now)


def flag(store: Store, player_id: int, kind: str, note: str = "") -> Outcome:
    """A time loss (``time``) or a challenge (``challenge``) to settle: to the director."""
    if kind not in FLAGS:
        raise InputError(f"segnalazione sconosciuta: {kind!r}")
    return _flag(store, player_id, kind, note, None)


def _flag(store: Store, pid: int, kind: str, note: str, now: datetime | None) -> Outcome:
    with store.read() as tx:
        name = next((p.name for p in tx.players.records() if p.id == pid), "")
    with store.transaction(actor=_actor(name)) as tx:
        game = _checked_game(tx, pid, None, None)
        live = _close_stale(tx, game)
        if any(r.player_id == pid and r.kind == kind for r in live):
            raise InputError("l'hai già inviata: il direttore di gara la sta esaminando")
        if kind == "contest":
            if not has_result(game):
                raise InputError("non c'è ancora un risultato da contestare")
            if now_or(now) >= _when(game.updated_at) + windows_of(tx).appeal:
                raise InputError("il tempo per contestare il risultato è scaduto")
        elif has_result(game):
            raise InputError("la partita ha già un risultato: se non è giusto, usa Contesta")
        r = tx.self_entry.add_report(
            game_id=game.id, round_no=game.round, table=game.table or 0, player_id=pid,
            kind=kind, score_first=None, score_second=None, status="queued", reason=kind,
            game_version=game.version, note=str(note or ""),
        )  # fmt: skip
    return Outcome("queued", kind, r.id)
