"""Director use cases (direttore di gara): the tournament's settings, late entries, player edits.

Each function is one transaction, audited by the store (``tournament.update``,
``tournament.setting``, ``player.add``, ``player.update``); the CLI (``figs-td tournament``,
``players add|edit``) and the GUI call the same functions.
"""

from __future__ import annotations

import dataclasses
from datetime import date
from typing import Any, Final

from figs_td.core.lexicon.word_tables import THRESHOLD_SETTING
from figs_td.errors import InputError
from figs_td.store import PlayerRecord, Store, TournamentInfo

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Unpack

    from figs_td.services.players import PlayerFields


class _Keep:
    """Marker: leave this field as it is."""

    def __repr__(self) -> str:
        return "KEEP"


#: Default of the optional arguments whose ``None`` means "remove" (rating, threshold).
KEEP: Final = _Keep()

# ---------------------------------------------------------------------------------------------
# Parsing what the director types

_INT_RULES = (
    "base_time_min",
    "supplementary_min",
    "overtime_points",
    "margin_points",
    "margin_per_minute",
    "jolly_rack_value",
    "invalid_move_pct",
    "valid_challenge_pct",
    "min_penalty",
    "exchange_min_bag",
)
_BOOL_RULES = ("secco_after_exchange",)
_CHOICE_RULES = ("knockout_replay",)
_OPTIONAL_INT_RULES = ("flag_penalty", "game_cap_min")
_ENUM_RULES = ("overtime_mode", "margin_rule")
_RANGE_RULES = ("base_time_range",)
#: Every number of a rule profile that the arbiter may change (``--rule KEY=VALUE``).
RULE_KEYS: Final = (
    _INT_RULES + _OPTIONAL_INT_RULES + _ENUM_RULES + _RANGE_RULES + _BOOL_RULES + _CHOICE_RULES
)
_NONE = ("", "none", "nessuno", "-")


def _int(text: str, what: str) -> int:
    from figs_td.core.inputs import parse_int

    raw = text.strip()
    if raw.startswith("-") and raw[1:].isascii() and raw[1:].isdigit():
        raise InputError(f"{what}: {raw} non può essere negativo")
    return parse_int(raw, "rating" if "rating" in what else "count", what=what)


def parse_rule(item: str) -> tuple[str, Any]:
    """``"base_time_min=25"`` → (``base_time_min``, 25); ``KEY=`` → (KEY, None): drop the
    override. Unknown keys and malformed values raise InputError (Italian)."""
    from figs_td.core.rules import MarginRule, OvertimeMode

    if "=" not in item:
        raise InputError(f"regola '{item}': scrivere CHIAVE=VALORE, per esempio base_time_min=25")
    key, _, raw = item.partition("=")
    key, raw = key.strip(), raw.strip()
    if key not in RULE_KEYS:
        raise InputError(f"regola sconosciuta: '{key}' (possibili: {', '.join(RULE_KEYS)})")
    if raw == "":
        return key, None
    what = f"regola {key}"
    if key in _INT_RULES:
        return key, _int(raw, what)
    if key in _OPTIONAL_INT_RULES:
        return key, None if raw.lower() in _NONE else _int(raw, what)
    if key in _BOOL_RULES:
        flag = raw.casefold()
        if flag in ("1", "true", "si", "sì", "yes"):
            return key, True
        if flag in ("0", "false", "no"):
            return key, False
        raise InputError(f"{what}: '{raw}' non valido (sì o no)")
    if key in _CHOICE_RULES:
        from figs_td.core.rules import KNOCKOUT_REPLAY_RULES

        if raw.casefold() in KNOCKOUT_REPLAY_RULES:
            return key, raw.casefold()
        raise InputError(
            f"{what}: '{raw}' non valido (possibili: {', '.join(KNOCKOUT_REPLAY_RULES)})"
        )
    if key in _ENUM_RULES:
        enum = OvertimeMode if key == "overtime_mode" else MarginRule
        for member in enum:
            if raw.casefold() == member.value.casefold():
                return key, member.value
        known = ", ".join(m.value for m in enum)
        raise InputError(f"{what}: '{raw}' non valido (possibili: {known})")
    # base_time_range: "20-25" (minutes the arbiter may choose) or none
    if raw.lower() in _NONE:
        return key, None
    low, sep, high = raw.replace("..", "-").partition("-")
    if not sep:
        raise InputError(f"{what}: scrivere MIN-MAX, per esempio 20-25")
    lo, hi = _int(low, what), _int(high, what)
    if lo > hi:
        raise InputError(f"{what}: {lo} è maggiore di {hi}")
    return key, [lo, hi]


def parse_dates(text: str) -> tuple[str | None, str | None]:
    """``"2026-11-21..2026-11-22"`` → (start, end); one date: a one-day tournament; empty: none."""
    text = (text or "").strip()
    if not text:
        return None, None
    start_text, sep, end_text = text.partition("..")
    if not sep:
        start_text = end_text = text
    out: list[str] = []
    for part, what in ((start_text, "data di inizio"), (end_text, "data di fine")):
        try:
            out.append(date.fromisoformat(part.strip()).isoformat())
        except ValueError:
            raise InputError(
                f"{what} non valida: '{part.strip()}' (formato AAAA-MM-GG, per un torneo di più "
                "giorni AAAA-MM-GG..AAAA-MM-GG)"
            ) from None
    if out[1] < out[0]:
        raise InputError(f"la data di fine ({out[1]}) precede quella di inizio ({out[0]})")
    return out[0], out[1]


def parse_tiebreaks(text: str) -> str | list[str]:
    """``FIGS``, ``WESPA`` (any case) or a comma-separated chain of criteria keys."""
    from figs_td.core.standings.table import TIEBREAK_PRESETS, resolve_tiebreaks

    text = (text or "").strip()
    if text.upper() in TIEBREAK_PRESETS:
        return text.upper()
    try:
        return list(resolve_tiebreaks(text))
    except ValueError as exc:
        raise InputError(str(exc)) from None


def parse_optional_int(text: str, what: str) -> int | None:
    """A number, or ``none``/``-`` for "no value"."""
    return None if text.strip().lower() in _NONE else _int(text, what)


# ---------------------------------------------------------------------------------------------
# Tournament settings


def _checked_overrides(profile: str, overrides: dict[str, Any]) -> dict[str, Any]:
    from figs_td.core.rules import get_profile

    try:
        rp = get_profile(profile, **overrides)
    except ValueError as exc:
        raise InputError(str(exc)) from None
    rng = rp.base_time_range
    if rng is not None and not rng[0] <= rp.base_time_min <= rng[1]:
        # Regolamento 2008 art. 37: the arbiter sets the base time within 20–25 minutes.
        raise InputError(
            f"profilo '{profile}': il tempo base di {rp.base_time_min} minuti è fuori dai limiti "
            f"{rng[0]}–{rng[1]} (cambiare anche base_time_range per uscirne)"
        )
    return overrides


#: The consolation pool's Buchholz (core.placing.CONSOLATION_BUCHHOLZ), a pairing setting.
CONSOLATION_SETTING = "pairing.consolation_buchholz"


def set_tournament(
    store: Store,
    *,
    name: str | None = None,
    place: str | None = None,
    dates: tuple[str | None, str | None] | None = None,
    director: str | None = None,
    arbiter: str | None = None,
    panel: list[str] | None = None,
    profile: str | None = None,
    rules: dict[str, Any] | None = None,
    clear_rules: bool = False,
    tiebreaks: str | list[str] | None = None,
    bye_spread: int | None = None,
    forfeit_spread: int | None = None,
    word_list_threshold: int | None | _Keep = KEEP,
    rounds: int | None = None,
    absence: str | None = None,
    first_move: str | None = None,
    consolation_buchholz: str | None = None,
    category: str | None = None,
    absence_result: str | None = None,
    actor: str = "",
) -> TournamentInfo:
    """Change the tournament's settings in one transaction; ``None``/``KEEP`` leave a field as it
    is. ``rules`` are rule-profile overrides merged into the stored ones (a value ``None`` drops
    that override; ``clear_rules`` drops them all first). Every change is audited."""
    fields: dict[str, Any] = {}
    if name is not None:
        fields["name"] = name
    for key, value in (("place", place), ("director", director), ("arbiter", arbiter)):
        if value is not None:
            fields[key] = value
    if dates is not None:
        fields["date_start"], fields["date_end"] = dates
    if panel is not None:
        if len(panel) > 3:
            raise InputError(
                f"il collegio di supporto ha tre membri (art. 45), non {len(panel)}: "
                + ", ".join(panel)
            )
        fields["support_panel"] = list(panel)
    if tiebreaks is not None:
        fields["tiebreaks"] = (
            parse_tiebreaks(tiebreaks) if isinstance(tiebreaks, str) else tiebreaks
        )
    for what, spread in (("scarto del riposo", bye_spread), ("scarto a tavolino", forfeit_spread)):
        if spread is not None and (isinstance(spread, bool) or not isinstance(spread, int)):
            raise InputError(f"{what} non valido: {spread!r}")
        if spread is not None and spread < 0:
            raise InputError(f"{what} negativo ({spread}): impossibile")
    if forfeit_spread == 0:
        # domain.md §7: a forfeit is a *win* for the present player; with 0 it would be a draw.
        raise InputError("lo scarto della vittoria a tavolino deve essere di almeno 1 punto")
    if word_list_threshold is not KEEP and word_list_threshold is not None:
        if isinstance(word_list_threshold, bool) or not isinstance(word_list_threshold, int):
            raise InputError(f"rating per le liste di parole non valido: {word_list_threshold!r}")
        if word_list_threshold < 0:
            raise InputError(f"rating per le liste di parole negativo: {word_list_threshold}")
    if consolation_buchholz is not None:
        from figs_td.core.standings.placing import CONSOLATION_BUCHHOLZ

        if consolation_buchholz not in CONSOLATION_BUCHHOLZ:
            raise InputError(
                f"Buchholz della consolazione non valido: {consolation_buchholz!r} "
                "(esclusa: senza le partite del tabellone; inclusa: con tutte le partite)"
            )
    if absence_result is not None:
        from figs_td.services.absences import check_absence_result

        absence_result = check_absence_result(absence_result)
    with store.transaction(actor=actor) as tx:
        info = tx.tournament.get()
        if absence_result is not None:
            from figs_td.core.absences import ABSENCE_RESULTS, RESULT_KEY

            stored = None if absence_result == ABSENCE_RESULTS[0] else absence_result
            tx.tournament.set_setting(RESULT_KEY, stored)
        if rounds is not None:
            if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
                raise InputError(f"numero di turni non valido: {rounds!r}")
            last = tx.rounds.last_number()
            if rounds < last:
                raise InputError(
                    f"sono già stati abbinati {last} turni: il torneo non può averne {rounds}"
                )
            fields["planned_rounds"] = rounds
        new_profile = profile if profile is not None else info.profile
        if profile is not None:
            fields["profile"] = profile
        if rules or clear_rules or profile is not None:
            overrides = {} if clear_rules else dict(info.profile_overrides)
            for key, value in (rules or {}).items():
                if value is None:
                    overrides.pop(key, None)
                else:
                    overrides[key] = value
            fields["profile_overrides"] = _checked_overrides(new_profile, overrides)
        if bye_spread is not None or forfeit_spread is not None:
            rs = info.result_settings
            fields["result_settings"] = dataclasses.replace(
                rs,
                bye_spread=rs.bye_spread if bye_spread is None else bye_spread,
                forfeit_spread=rs.forfeit_spread if forfeit_spread is None else forfeit_spread,
            )
        if fields:
            tx.tournament.update(**fields)
        if word_list_threshold is not KEEP:
            # domain.md §7: rated at or below the threshold → may consult the 2-/3-letter lists.
            tx.tournament.set_setting(THRESHOLD_SETTING, word_list_threshold)
        if absence is not None:
            from figs_td.services.results import ABSENCE_SETTING, check_absence_mode

            tx.tournament.set_setting(ABSENCE_SETTING, check_absence_mode(absence))
        if first_move is not None:
            from figs_td.services.pairing.rounds import FIRST_MOVE_SETTING, check_first_move

            tx.tournament.set_setting(FIRST_MOVE_SETTING, check_first_move(first_move))
        if consolation_buchholz is not None:
            tx.tournament.set_setting(CONSOLATION_SETTING, consolation_buchholz)
        if category is not None:
            from figs_td.services.tournament import CATEGORY_SETTING, check_category

            tx.tournament.set_setting(CATEGORY_SETTING, check_category(category))
        return tx.tournament.get()


def rule_profile_json(info: TournamentInfo) -> dict[str, Any]:
    """The tournament's effective rule profile (profile + overrides) as JSON."""
    from figs_td.core.rules import get_profile

    rp = get_profile(info.profile, **info.profile_overrides)
    d = dataclasses.asdict(rp)
    d["overtime_mode"] = rp.overtime_mode.value
    d["margin_rule"] = rp.margin_rule.value
    if rp.base_time_range is not None:
        d["base_time_range"] = list(rp.base_time_range)
    return d


def tournament_details(store: Store) -> dict[str, Any]:
    """What ``tournament show`` prints: the tournament, its effective rule profile, the
    2-/3-letter list threshold and how far it has gone."""
    from figs_td.services.tournament import tournament_json

    with store.read() as tx:
        info = tx.tournament.get()
        players = tx.players.count()
        paired = tx.rounds.last_number()
    data = tournament_json(info)
    data["result_settings"] = dataclasses.asdict(info.result_settings)
    data["rule_profile"] = rule_profile_json(info)
    data["word_list_threshold"] = info.settings.get(THRESHOLD_SETTING)
    from figs_td.services.pairing.rounds import first_move_mode
    from figs_td.services.results import absence_mode

    data["absence"] = absence_mode(info.settings)
    from figs_td.core.absences import absence_result

    data["absence_result"] = absence_result(info.settings)  # a missed round (issue 42 §2)
    data["first_move"] = first_move_mode(info.settings)
    data["consolation_buchholz"] = info.settings.get(CONSOLATION_SETTING) or "esclusa"
    data["phased"] = bool(info.settings.get("pairing.phases"))  # Swiss, then a bracket
    data["players"] = players
    data["rounds_paired"] = paired
    return data


# ---------------------------------------------------------------------------------------------
# Players: late entries and edits


def add_late_player(
    store: Store,
    name: str,
    from_round: int,
    *,
    actor: str = "",
    **fields: Unpack[PlayerFields],
) -> PlayerRecord:
    """Late entry (iscrizione tardiva): paired from ``from_round`` on, starting from zero
    (domain.md §7) — no points for the rounds before. ``from_round`` must not be paired yet."""
    from figs_td.store.facades.players import split_name

    if isinstance(from_round, bool) or not isinstance(from_round, int) or from_round < 1:
        raise InputError(f"turno di ingresso non valido: {from_round!r}")
    surname, given = split_name(name)
    with store.transaction(actor=actor) as tx:
        last = tx.rounds.last_number()
        if from_round <= last:
            raise InputError(
                f"il turno {from_round} è già stato abbinato: l'iscrizione tardiva può valere "
                f"dal turno {last + 1}"
            )
        return tx.players.add(surname, given, late_from_round=from_round, **fields)


def edit_player(
    store: Store,
    who: str,
    *,
    name: str | None = None,
    rating: int | None | _Keep = KEEP,
    club: str | None = None,
    federation_id: str | None = None,
    registration_rating: int | None | _Keep = KEEP,
    actor: str = "",
) -> PlayerRecord:
    """Correct a player's name, rating (``None`` removes it), club or tessera; ``who`` is a
    name, a tessera or ``#id``. Duplicates are refused by the store; the change is audited.

    The rating at registration is kept when the rating changes (bands of the prizes use it);
    ``registration_rating`` corrects that one instead (a typing error at the desk)."""
    from figs_td.services import prizes as _prizes
    from figs_td.store.facades.players import split_name

    fields: dict[str, Any] = {}
    if name is not None:
        fields["surname"], fields["given_name"] = split_name(name)
    if rating is not KEEP:
        fields["rating"] = rating
    if club is not None:
        fields["club"] = club
    if federation_id is not None:
        fields["federation_id"] = federation_id
    if not fields and registration_rating is KEEP:
        raise InputError(
            "niente da modificare: indicare --name, --rating, --club, --id o --registration-rating"
        )
    with store.transaction(actor=actor) as tx:
        rec = tx.players.find(who)
        if registration_rating is not KEEP:
            _prizes.set_registration_rating(tx, rec.id, registration_rating)
        if "rating" in fields:
            _prizes.keep_registration_rating(tx, rec.id, rec.rating, fields["rating"])
        return tx.players.update(rec.id, **fields) if fields else tx.players.record(rec.id)
