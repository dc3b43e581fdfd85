"""Pairing use cases: the pairing settings of a tournament, kept in its JSON settings under
``pairing.*`` keys — who moves first, the options handed to the pairing core, the draw of round 1
(:func:`set_draw`, :func:`reset_draw`), the championship format (:func:`set_phases`,
:func:`format_view`) and the knockout (:func:`set_knockout`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from figs_td.core.model import System
from figs_td.core.pairing import PairingOptions
from figs_td.core.rules import get_profile
from figs_td.errors import InputError

if TYPE_CHECKING:
    from figs_td.store.records import TournamentInfo
    from figs_td.store.store import Store
    from figs_td.store.transaction import Transaction


PREFIX = "pairing."
#: Who starts (art. 25): ``bilanciato`` (the program's balanced assignment, default) or
#: ``sorteggio`` (the players draw tiles at the table; the pairing sheet says "sorteggio").
FIRST_MOVE_SETTING = PREFIX + "first_move"
FIRST_MOVE_MODES = ("bilanciato", "sorteggio")
#: What the pairing sheet shows instead of a name when the players draw at the table.
DRAW_AT_TABLE = "sorteggio"


def first_move_mode(settings: dict[str, Any]) -> str:
    """``bilanciato`` (default) or ``sorteggio`` from the tournament's settings."""
    value = settings.get(FIRST_MOVE_SETTING) or "bilanciato"
    return value if value in FIRST_MOVE_MODES else "bilanciato"


def check_first_move(value: str) -> str:
    mode = (value or "").strip().casefold()
    aliases = {
        "bilanciato": "bilanciato",
        "balanced": "bilanciato",
        "programma": "bilanciato",
        "sorteggio": "sorteggio",
        "draw": "sorteggio",
        "sorteggio al tavolo": "sorteggio",
    }
    if mode not in aliases:
        raise InputError(f"chi inizia: '{value}' non valido (bilanciato o sorteggio)")
    return aliases[mode]


def _core_settings(settings: dict[str, Any]) -> dict[str, Any]:
    return {k[len(PREFIX) :]: v for k, v in settings.items() if k.startswith(PREFIX)}


def pairing_options(
    tx: Transaction,
    *,
    seed: int | None = None,
    draw: str | None = None,
    info: TournamentInfo | None = None,
) -> PairingOptions:
    """The core's options from the tournament's settings (``seed``/``draw`` override them;
    ``info``: the tournament as this transaction just read it, when the caller has it)."""
    if info is None:
        info = tx.tournament.get()
    core = _core_settings(info.settings)
    # How a level knockout replay is resolved belongs to the rule profile (knockout_replay).
    # (The profile of the tournament just read: what tx.tournament.rule_profile() reads again.)
    core["knockout_replay"] = get_profile(info.profile, **info.profile_overrides).knockout_replay
    tiebreaks = info.tiebreaks if isinstance(info.tiebreaks, str) else tuple(info.tiebreaks)
    return PairingOptions(
        seed=seed,
        draw=draw or core.get("draw"),
        tiebreaks=tiebreaks,
        settings=core,
    )


def _check_draw(draw: str | None) -> str | None:
    if draw is None:
        return None
    value = draw.strip().lower()
    aliases = {"random": "random", "sorteggio": "random", "rating": "rating", "seed": "rating"}
    if value not in aliases:
        raise InputError(f"sorteggio sconosciuto: '{draw}' (usare random o rating)")
    return aliases[value]


def set_draw(store: Store, draw: str, *, actor: str = "") -> str:
    value = _check_draw(draw)
    assert value is not None
    with store.transaction(actor=actor) as tx:
        tx.tournament.set_setting(PREFIX + "draw", value)
    return value


def reset_draw(store: Store, *, actor: str = "") -> None:
    """Round 1 drawn as the system does by default (removes ``pairing.draw``; audited as
    ``tournament.setting``)."""
    with store.transaction(actor=actor) as tx:
        tx.tournament.set_setting(PREFIX + "draw", None)


def set_phases(
    store: Store,
    *,
    swiss_rounds: int | None,
    knockout: int | None,
    best_of: int = 1,
    third_place: bool = False,
    consolation: bool = True,
    groups: int = 1,
    actor: str = "",
) -> dict[str, Any] | None:
    """Set (or clear, with both None) the championship format: N Swiss rounds, then top k."""
    if best_of < 1:
        raise InputError(f"partite per incontro: almeno 1, non {best_of}")
    with store.transaction(actor=actor) as tx:
        if swiss_rounds is None and knockout is None:
            tx.tournament.set_setting(PREFIX + "phases", None)
            return None
        if swiss_rounds is None or knockout is None or swiss_rounds < 1 or knockout < 2:
            raise InputError(
                "fasi: indicare i turni di italo-svizzero (almeno 1) e quanti giocatori passano "
                "al tabellone (almeno 2)"
            )
        info = tx.tournament.get()
        if info.system is not System.SWISS:
            raise InputError(
                f"le fasi (svizzero + eliminazione) valgono per un torneo italo-svizzero, "
                f"non {info.system.value}"
            )
        if tx.rounds.last_number() > swiss_rounds:
            raise InputError(
                f"già abbinati {tx.rounds.last_number()} turni: troppi per {swiss_rounds} turni "
                "di italo-svizzero"
            )
        if groups < 1 or knockout % groups:
            raise InputError(
                f"fasi: {knockout} posti nel tabellone non si dividono tra {groups} gruppi"
            )
        if groups > 1 and tx.rounds.last_number() > 0:
            raise InputError("i gruppi si decidono prima del primo turno")
        value = {
            "swiss_rounds": swiss_rounds,
            "knockout": knockout,
            "best_of": best_of,
            "third_place": third_place,
            "consolation": consolation,
        }
        if groups > 1:
            value["groups"] = groups
        tx.tournament.set_setting(PREFIX + "phases", value)
        return value


#: The options of an eliminazione diretta event before anybody set them.
KNOCKOUT_DEFAULTS: dict[str, Any] = {"best_of": 1, "third_place": False}


def format_view(store: Store) -> tuple[str, dict[str, Any] | None]:
    """What ``figs-td phases FILE`` shows, read only: ``("knockout", options)`` for an
    eliminazione diretta event (its options, defaults filled in), else ``("phases", value)``
    with the championship format (N Swiss rounds then top K) or ``None`` (Swiss only)."""
    with store.read() as tx:
        info = tx.tournament.get()
        if info.system is System.KNOCKOUT:
            current = dict(tx.tournament.get_setting(PREFIX + "knockout") or {})
            return "knockout", {**KNOCKOUT_DEFAULTS, **current}
        phases = tx.tournament.get_setting(PREFIX + "phases")
        return "phases", (dict(phases) if phases else None)


def set_knockout(
    store: Store,
    *,
    best_of: int | None = None,
    third_place: bool | None = None,
    actor: str = "",
) -> dict[str, Any]:
    """Options of an eliminazione diretta tournament (best-of-k, third-place match); an option
    given as ``None`` keeps its current value (nothing given: nothing written)."""
    if best_of is not None and best_of < 1:
        raise InputError(f"partite per incontro: almeno 1, non {best_of}")
    with store.transaction(actor=actor) as tx:
        stored = dict(tx.tournament.get_setting(PREFIX + "knockout") or {})
        current = {**KNOCKOUT_DEFAULTS, **stored}
        given = {
            k: v for k, v in (("best_of", best_of), ("third_place", third_place)) if v is not None
        }
        if all(current.get(k) == v for k, v in given.items()):
            return current  # nothing changes: nothing is written
        if stored.get("seeds"):
            raise InputError("il tabellone è già iniziato: opzioni non più modificabili")
        current.update(given)
        tx.tournament.set_setting(PREFIX + "knockout", current)
        return current
