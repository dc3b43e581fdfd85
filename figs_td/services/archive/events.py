"""Adding finished events to the archive (one transaction each), listing them, the log."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from figs_td.core.archive.events import ArchiveEvent, check_event
from figs_td.errors import InputError
from figs_td.services.archive.rating import rate_new_event, rerate_from
from figs_td.services.archive.rules import rules_of

if TYPE_CHECKING:
    from typing import TypedDict, Unpack

    from figs_td.store.archive.store import ArchiveStore
    from figs_td.store.archive.tx import EventRow

    class AddOptions(TypedDict, total=False):
        """The options of an ``add``: the event's details for the files that carry none (as
        :func:`read_sources` takes them) and how it is stored (as :func:`store_events`)."""

        category: str | None
        date: dt.date | None
        place: str | None
        name: str | None
        replace: bool
        actor: str
        rerate: bool


Progress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class AddedEvent:
    source: str
    event_id: int
    name: str
    date: dt.date
    category: str
    players: int
    games: int
    new_players: int
    replaced: int | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "event_id": self.event_id,
            "name": self.name,
            "date": self.date.isoformat(),
            "category": self.category,
            "players": self.players,
            "games": self.games,
            "new_players": self.new_players,
            "replaced": self.replaced,
        }


def add_event(
    store: ArchiveStore,
    event: ArchiveEvent,
    *,
    replace: bool = False,
    actor: str = "",
    rerate: bool = True,
) -> AddedEvent:
    """Store one finished event in one transaction. The same event (by content, or the same
    date and field) is refused unless ``replace``: then the stored one is kept in the history,
    marked as replaced by the new one (backup first). An event in the past (or a replacement)
    changes the ratings from its day on: computed here, or with ``rerate=False`` marked to be
    computed afterwards (:func:`~figs_td.services.archive.rating.catch_up`, issue 40 §1)."""
    problems = check_event(event)
    if problems:
        raise InputError(f"'{event.source}': {'; '.join(problems)}")
    content, field_fp = event.content_fingerprint(), event.field_fingerprint()
    if replace:
        with store.read() as tx:
            replacing = tx.find_event(content, field_fp) is not None
        if replacing:
            store.backup("sostituzione")
    with store.transaction(actor=actor) as tx:
        cats = tx.categories()
        if event.category not in cats:
            raise InputError(
                f"categoria '{event.category}' sconosciuta (categorie dell'archivio: "
                f"{', '.join(sorted(cats)) or 'nessuna'})"
            )
        same = tx.find_event(content, field_fp)
        if same is not None and not replace:
            raise InputError(
                f"'{event.source}': l'evento è già nell'archivio (evento {same.id}, "
                f"'{same.name}' del {same.day:%d/%m/%Y}, da '{same.source}'): usare --replace "
                "per sostituirlo"
            )
        matched = tx.match_players(event.lines, event.date)
        ids = [i for i, _new in matched]
        if len(set(ids)) != len(ids):
            raise InputError(
                f"'{event.source}': lo stesso giocatore compare due volte nella classifica"
            )
        last = tx.last_day()
        eid = tx.insert_event(event, ids)
        if same is not None:
            tx.replace_event(same.id, eid, same.version)
        _, params = rules_of(tx)
        waiting = tx.rating_stale_since()
        if same is None and (last is None or event.date >= last) and waiting is None:
            rate_new_event(tx, eid, event, ids, params)
        else:  # an event in the past, or a replacement: the ratings from its day on change
            # (``rerate`` False: afterwards, see rating.rerate_from; so does a new last event
            # while earlier ratings wait)
            since = event.date if same is None else min(event.date, same.day)
            rerate_from(tx, since, now=rerate)
        new_players = sum(1 for _i, new in matched if new)
        tx.audit(
            "event.replace" if same else "event.add",
            "event",
            str(eid),
            {"replaced": same.id} if same else None,
            {"name": event.name, "date": event.date.isoformat(), "source": event.source,
             "players": len(event.lines), "games": len(event.games)},
        )  # fmt: skip
    return AddedEvent(
        event.source, eid, event.name, event.date, event.category, len(event.lines),
        len(event.games), new_players, same.id if same else None,
    )  # fmt: skip


def read_sources(
    sources: Sequence[str],
    *,
    category: str | None = None,
    date: dt.date | None = None,
    place: str | None = None,
    name: str | None = None,
) -> list[ArchiveEvent]:
    """Every source read and checked (nothing stored): the events of an ``add``."""
    from figs_td.services.archive.sources import EventDetails, read_event

    cat = category.strip().lower() if category and category.strip() else None
    details = EventDetails(cat, date, place, name)
    out = [read_event(s, details) for s in sources]
    for ev in out:
        problems = check_event(ev)
        if problems:
            raise InputError(f"'{ev.source}': {'; '.join(problems)}")
    return out


def store_events(
    store: ArchiveStore,
    events: Sequence[ArchiveEvent],
    *,
    replace: bool = False,
    actor: str = "",
    progress: Progress | None = None,
    rerate: bool = True,
) -> list[AddedEvent]:
    """Events already read (:func:`read_sources`), each in its own transaction (``rerate``:
    see :func:`add_event`)."""
    out = []
    for i, ev in enumerate(events, start=1):
        out.append(add_event(store, ev, replace=replace, actor=actor, rerate=rerate))
        if progress:
            progress(i, len(events), "eventi archiviati")
    return out


_DETAILS = ("category", "date", "place", "name")


def _read_for_add(
    sources: Sequence[str], options: AddOptions
) -> tuple[list[ArchiveEvent], dict[str, Any]]:
    """The events of an ``add`` (:func:`read_sources` with the details among ``options``) and
    the rest of ``options``, for :func:`store_events`."""
    rest: dict[str, Any] = dict(options)
    details = {k: rest.pop(k) for k in _DETAILS if k in rest}
    return read_sources(sources, **details), rest


def add_sources(
    store: ArchiveStore,
    sources: Sequence[str],
    *,
    progress: Progress | None = None,
    **options: Unpack[AddOptions],
) -> list[AddedEvent]:
    """``archive ARCHIVE add FILE|URL…``: every source read and checked before the first is
    stored; each event is then its own transaction. ``category``: for the events whose file
    carries none (a ``.figs`` carries its own: ``new --category``)."""
    events, storing = _read_for_add(sources, options)
    return store_events(store, events, progress=progress, **storing)


def add_to_archive(
    target: str, sources: Sequence[str], **options: Unpack[AddOptions]
) -> list[AddedEvent]:
    """``archive ARCHIVE add`` from the command line: the sources are read and checked before
    the archive is opened, and a new archive is made only when its first event will go in (a
    refused ``add`` leaves no empty archive behind: issue 40 §4)."""
    from pathlib import Path

    from figs_td.services.archive.settings import DEFAULT_CATEGORIES, open_archive
    from figs_td.store.archive import check_archive_target

    check_archive_target(target, create=True)  # a wrong archive named before the sources are read
    events, storing = _read_for_add(sources, options)
    fresh = "://" not in target and not (
        Path(target).expanduser().is_file() and Path(target).expanduser().stat().st_size > 0
    )
    if fresh:
        for ev in events:
            if ev.category not in DEFAULT_CATEGORIES:
                raise InputError(
                    f"categoria '{ev.category}' sconosciuta (categorie dell'archivio: "
                    f"{', '.join(sorted(DEFAULT_CATEGORIES))})"
                )
    with open_archive(target, create=True) as store:
        return store_events(store, events, **storing)


def events(store: ArchiveStore, *, with_replaced: bool = False) -> list[EventRow]:
    with store.read() as tx:
        return tx.events(with_replaced=with_replaced)


def audit_log(store: ArchiveStore, limit: int = 200) -> list[dict[str, Any]]:
    with store.read() as tx:
        return tx.audit_entries(limit)
