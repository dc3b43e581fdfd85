"""Rules core: challenge penalties, rule profiles (time control), end of game, byes and forfeits.

Public API (used by code outside the project; keep the names and signatures):

- :func:`challenge_penalty` — Regolamento art. 30 (edition ``000_``/``004_``).
- :func:`get_profile` and :class:`RuleProfile` — the time-control profiles of domain.md §6.
- :func:`finish_game` — final scores of a two-player game (art. 37–41 ``000_``; art. 37–44 ``002_``).
- :func:`bye_result`, :func:`forfeit_result` — conventional results (domain.md §7).

All arithmetic is on integers or :class:`fractions.Fraction`; no floats anywhere.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from figs_td.core.game.tiles import JOLLY_RACK_VALUE, rack_value

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any, Final

__all__ = [
    "ConventionalResult",
    "KNOCKOUT_REPLAY_RULES",
    "MarginRule",
    "OvertimeMode",
    "PROFILES",
    "DEFAULT_PROFILE",
    "ResultSettings",
    "RuleProfile",
    "bye_result",
    "challenge_penalty",
    "finish_game",
    "forfeit_result",
    "game_outcome",
    "get_profile",
    "overtime_penalty",
    "round_half_down",
]

# ---------------------------------------------------------------------------------------------
# Challenge penalties


def _check_int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} deve essere un numero intero, non {value!r}")
    return value


def round_half_down(x: Fraction) -> int:
    """Nearest integer, with an exact half rounded **down** (Regolamento art. 30)."""
    n = math.floor(x)
    return n + 1 if x - n > Fraction(1, 2) else n


def _percent_penalty(move_value: int, percent: int, minimum: int) -> int:
    # Regolamento art. 30: nearest integer, x.5 rounds down, minimum 1 point.
    return max(minimum, round_half_down(Fraction(move_value * percent, 100)))


def challenge_penalty(
    move_value: int, move_valid: bool, *, profile: RuleProfile | None = None
) -> int:
    """Penalty of a challenge (contestazione), Regolamento art. 30.

    ``move_value`` is the value of the challenged move, the +50 bonus included (domain.md §3,
    decision). When the move is invalid its player scores a penalty of 20 % of the value; when it
    is valid the challenger scores a penalty of 10 %. The result is rounded to the nearest integer,
    an exact half rounding down, and is never below 1 point. ``profile`` may override the
    percentages and the minimum (default: the regulation's 20 / 10 / 1).
    """
    _check_int(move_value, "il valore della mossa")
    if move_value < 0:
        raise ValueError(f"valore della mossa negativo ({move_value}): impossibile")
    if not isinstance(move_valid, bool):
        raise ValueError(f"move_valid deve essere True o False, non {move_valid!r}")
    p = profile or DEFAULT_RULES
    pct = p.valid_challenge_pct if move_valid else p.invalid_move_pct
    return _percent_penalty(move_value, pct, p.min_penalty)


# ---------------------------------------------------------------------------------------------
# Rule profiles (domain.md §6)

#: How a level knockout replay is resolved (``RuleProfile.knockout_replay``).
KNOCKOUT_REPLAY_RULES: Final = ("replay", "seed", "score")


class OvertimeMode(StrEnum):
    """How the use of supplementary time is penalised."""

    PER_MINUTE = "per_minute"  # N points per minute *or fraction* used (2008 art. 39; club)
    FLAT = "flat"  # N points if any of it is used (art. 37 of ``000_``)


class MarginRule(StrEnum):
    """Conventional margin when a player is flagged (domain.md §6)."""

    M1 = "M1"  # 2008 art. 40: max(20, actual difference + 20 per whole base minute left)
    M2 = "M2"  # ``000_`` art. 37: loss whatever the score; if still level/ahead, fW − 50


@dataclass(frozen=True)
class RuleProfile:
    """A rule profile: the time control and the numbers the arbiter may change.

    Every field may be overridden with :func:`dataclasses.replace`; invalid numbers raise
    ``ValueError`` at construction.
    """

    name: str
    label: str  # Italian, for people
    source: str  # where the numbers come from
    base_time_min: int
    supplementary_min: int
    overtime_mode: OvertimeMode
    overtime_points: int
    flag_penalty: int | None  # FLAT mode: penalty once the supplementary time is exhausted
    margin_rule: MarginRule
    margin_points: int  # M1: conventional difference; M2: points behind the winner
    margin_per_minute: int  # M1: points per whole minute of base time left to the winner
    game_cap_min: int | None = None  # maximum game length from seating (``000_`` art. 37)
    base_time_range: tuple[int, int] | None = None  # what the arbiter may choose
    jolly_rack_value: int = JOLLY_RACK_VALUE  # art. 40: a jolly left on the rack is worth 7
    invalid_move_pct: int = 20  # art. 30
    valid_challenge_pct: int = 10  # art. 30
    min_penalty: int = 1  # art. 30
    # Art. 34 (``000_``, ``002_``): an ordinary exchange needs at least 3 tiles in the bag; the
    # club guide (``003_``, "Cambio delle lettere") allows it while one tile is left.
    exchange_min_bag: int = 3
    # ``002_`` art. 35: the cambio secco "può essere effettuata anche nello stesso turno in cui è
    # stato effettuato un cambio ordinario" — also *after* the exchange, the same turn. ``000_``
    # art. 35 and ``003_`` only let an exchange (or any move) follow the cambio secco.
    secco_after_exchange: bool = False
    # A knockout game cannot end level (domain.md §7): a drawn game is replayed; a level
    # *replay* is resolved by: ``replay`` (replay again), ``seed`` (the higher seed goes on) or
    # ``score`` (more points scored over the match's games, then the higher seed).
    knockout_replay: str = "replay"
    # Scores the window asks to confirm before entering (a typing slip, not a rule).
    implausible_below: int = 100
    implausible_above: int = 700
    implausible_margin: int = 400

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if isinstance(v, int) and not isinstance(v, bool) and v < 0:
                raise ValueError(f"profilo '{self.name}': {f.name} non può essere negativo ({v})")
        if self.base_time_min <= 0:
            raise ValueError(f"profilo '{self.name}': il tempo base deve essere positivo")
        if self.supplementary_min <= 0:
            raise ValueError(f"profilo '{self.name}': il tempo supplementare deve essere positivo")
        object.__setattr__(self, "overtime_mode", OvertimeMode(self.overtime_mode))
        object.__setattr__(self, "margin_rule", MarginRule(self.margin_rule))
        if self.overtime_mode is OvertimeMode.FLAT and self.flag_penalty is None:
            raise ValueError(f"profilo '{self.name}': manca la penalità per il tempo esaurito")
        if self.margin_rule is MarginRule.M1 and self.margin_points < 1:
            raise ValueError(f"profilo '{self.name}': lo scarto convenzionale deve essere ≥ 1")
        if self.margin_rule is MarginRule.M2 and self.margin_points < 1:
            raise ValueError(f"profilo '{self.name}': lo scarto convenzionale deve essere ≥ 1")
        if self.game_cap_min is not None and self.game_cap_min <= 0:
            raise ValueError(f"profilo '{self.name}': la durata massima deve essere positiva")
        if self.min_penalty < 1:
            raise ValueError(f"profilo '{self.name}': la penalità minima deve essere ≥ 1")
        if self.exchange_min_bag < 1:
            raise ValueError(
                f"profilo '{self.name}': il cambio richiede almeno 1 tessera nel sacchetto"
            )
        if self.knockout_replay not in KNOCKOUT_REPLAY_RULES:
            known = ", ".join(KNOCKOUT_REPLAY_RULES)
            raise ValueError(
                f"profilo '{self.name}': spareggio ad eliminazione sconosciuto "
                f"'{self.knockout_replay}' (usare {known})"
            )

    def implausible(self, first: int, second: int) -> bool:
        """A side below/above the thresholds or a difference above the margin: ask first."""
        low, high = self.implausible_below, self.implausible_above
        sides = any(v < low or v > high for v in (first, second))
        return sides or abs(first - second) > self.implausible_margin

    @property
    def supplementary_s(self) -> int:
        return self.supplementary_min * 60

    def with_overrides(self, **changes: object) -> RuleProfile:
        """A copy with some numbers changed (same as ``dataclasses.replace``)."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


_FIGS_2008: Final = RuleProfile(
    name="figs-2008",
    label="FIGS 2008 — 22 min + 3 min supplementari, 20 punti al minuto o frazione",
    source="Regolamento FIGS 2008, art. 37–41 e 44",
    base_time_min=22,
    base_time_range=(20, 25),
    supplementary_min=3,
    overtime_mode=OvertimeMode.PER_MINUTE,
    overtime_points=20,
    flag_penalty=None,
    margin_rule=MarginRule.M1,
    margin_points=20,
    margin_per_minute=20,
    secco_after_exchange=True,  # 002_ art. 35
)

PROFILES: Final[dict[str, RuleProfile]] = {
    p.name: p
    for p in (
        _FIGS_2008,
        RuleProfile(
            name="figs-25",
            label="FIGS — 25 min + 1 min supplementare, penalità 30 punti (50 a tempo esaurito)",
            source="Regolamento di gioco FIGS, art. 37 e 40",
            base_time_min=25,
            supplementary_min=1,
            overtime_mode=OvertimeMode.FLAT,
            overtime_points=30,
            flag_penalty=50,
            margin_rule=MarginRule.M2,
            margin_points=50,
            margin_per_minute=0,
            game_cap_min=75,
        ),
        # The club guide's: FIGS 2008's clock and margin, half its penalty per minute, the
        # exchange allowed to the last tile, no choice of time and no "secco" rule.
        _FIGS_2008.with_overrides(
            name="club-22",
            label="Circolo — 22 min + 3 min supplementari, 10 punti al minuto o frazione",
            source="Come giocare a Scrabble (Scrabble Club Milano); margine come FIGS 2008 art. 40",
            base_time_range=None,
            overtime_points=10,
            secco_after_exchange=False,
            exchange_min_bag=1,  # 003_: "fino a quando rimane una lettera nel sacchetto"
        ),
    )
}

#: The default profile of a new tournament (domain.md §6).
DEFAULT_PROFILE: Final = "figs-25"
DEFAULT_RULES: Final = PROFILES[DEFAULT_PROFILE]


def get_profile(name: str, **overrides: object) -> RuleProfile:
    """The rule profile called ``name`` (``figs-2008``, ``figs-25``, ``club-22``).

    Keyword arguments override single numbers, e.g. ``get_profile("figs-2008", base_time_min=25)``.
    Raises ``ValueError`` for an unknown name or field.
    """
    try:
        profile = PROFILES[name]
    except (KeyError, TypeError):
        known = ", ".join(PROFILES)
        raise ValueError(
            f"profilo di regole sconosciuto: {name!r} (disponibili: {known})"
        ) from None
    if overrides:
        fields = {f.name for f in dataclasses.fields(RuleProfile)}
        unknown = sorted(set(overrides) - fields)
        if unknown:
            raise ValueError(f"parametri del profilo sconosciuti: {', '.join(unknown)}")
        profile = profile.with_overrides(**overrides)
    return profile


# ---------------------------------------------------------------------------------------------
# End of game


def overtime_penalty(profile: RuleProfile, overtime_s: int, *, flagged: bool = False) -> int:
    """Penalty for the supplementary time used (art. 37 ``000_``; 2008 art. 39).

    ``PER_MINUTE``: ``overtime_points`` for every minute *or fraction* used; a flagged player has
    used all of it. ``FLAT``: ``overtime_points`` if any of it is used, ``flag_penalty`` once it is
    exhausted.
    """
    used = profile.supplementary_s if flagged else overtime_s
    if profile.overtime_mode is OvertimeMode.PER_MINUTE:
        return profile.overtime_points * math.ceil(used / 60)
    if flagged:
        assert profile.flag_penalty is not None
        return profile.flag_penalty
    return profile.overtime_points if used > 0 else 0


def _pair(value: object, what: str) -> tuple[object, object]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or len(value) != 2:
        raise ValueError(f"{what}: servono due valori, uno per giocatore, non {value!r}")
    return value[0], value[1]


def _pair_of_ints(value: object, what: str) -> tuple[int, int]:
    a, b = _pair(value, what)
    out = (_check_int(a, what), _check_int(b, what))
    for i, v in enumerate(out):
        if v < 0:
            raise ValueError(f"{what} del giocatore {i + 1} negativo ({v}): impossibile")
    return out


def finish_game(
    profile: RuleProfile,
    scores: tuple[int, int],
    *,
    racks: tuple[str, str] = ("", ""),
    overtime_s: tuple[int, int] = (0, 0),
    flagged: int | None = None,
    base_left_s: tuple[int, int] = (0, 0),
    capped: bool = False,
) -> tuple[int, int]:
    """Final scores of a two-player game from the running totals at the end of play.

    - ``racks``: tiles left on each rack (``?`` = jolly). Each player subtracts their rack's value,
      a jolly counting 7; the player who went out adds nothing (art. 40 ``000_``, 44 ``002_``).
    - ``overtime_s``: seconds of supplementary time each player used; penalised per the profile
      (per minute *or fraction*, or flat). A ``flagged`` player (0 or 1) has used all of it.
    - ``flagged``: the player who exhausted the supplementary time loses (art. 39c), with the
      profile's margin: **M1** (2008 art. 40) — the winner keeps their score, the loser's becomes
      winner − max(20, actual difference + 20 per whole minute of base time on the winner's clock);
      **M2** (art. 37 ``000_``) — if the loser is still level or ahead after the 50-point penalty,
      their score becomes winner − 50, otherwise the scores stand. The flagged player always ends
      strictly behind.
    - ``base_left_s``: seconds of base time left on each clock (used by M1).
    - ``capped``: the game was stopped at the profile's maximum length (art. 37 ``000_``, 75
      minutes): "farà fede il punteggio acquisito sino a quel momento" — decision: racks are not
      deducted, overtime penalties already incurred are.

    Raises ``ValueError`` naming the problem for any impossible input.
    """
    if not isinstance(profile, RuleProfile):
        raise ValueError(f"profilo non valido: {profile!r} (usare get_profile)")
    s0, s1 = _pair_of_ints(scores, "punteggio")
    ot = _pair_of_ints(overtime_s, "tempo supplementare usato (s)")
    left = _pair_of_ints(base_left_s, "tempo base residuo (s)")
    r0, r1 = _pair(racks, "leggii")
    rack_strs: list[str] = []
    for i, r in enumerate((r0, r1)):
        if not isinstance(r, str):
            raise ValueError(
                f"leggio del giocatore {i + 1}: serve una stringa di lettere, non {r!r}"
            )
        rack_strs.append(r)
    if flagged is not None and (isinstance(flagged, bool) or flagged not in (0, 1)):
        raise ValueError(
            f"giocatore a tempo scaduto: deve essere 0 o 1 (o nessuno), non {flagged!r}"
        )
    if capped and profile.game_cap_min is None:
        raise ValueError(
            f"il profilo '{profile.name}' non prevede una durata massima della partita"
        )
    if capped and flagged is not None:
        raise ValueError("una partita non può finire sia per tempo esaurito sia per durata massima")

    for i in (0, 1):
        if ot[i] > profile.supplementary_s and flagged != i:
            raise ValueError(
                f"giocatore {i + 1}: {ot[i]} s di tempo supplementare usati, ma il profilo ne "
                f"concede {profile.supplementary_s}; oltre si perde per tempo (flagged)"
            )
        if (ot[i] > 0 or flagged == i) and left[i] > 0:
            raise ValueError(
                f"giocatore {i + 1}: tempo supplementare usato ma {left[i]} s di tempo base residuo"
            )

    final = [s0, s1]
    # Art. 40 (``000_``) / 44 (``002_``): rack values (jolly = 7) and time penalties, every ending.
    for i in (0, 1):
        deduction = 0 if capped else rack_value(rack_strs[i], profile.jolly_rack_value)
        final[i] -= deduction + overtime_penalty(profile, ot[i], flagged=flagged == i)

    if flagged is not None:
        loser, winner = flagged, 1 - flagged
        f_w, f_l = final[winner], final[loser]
        if profile.margin_rule is MarginRule.M1:
            # 2008 art. 40: conventional 20, or the actual difference + 20 per whole base minute.
            margin = max(
                profile.margin_points,
                (f_w - f_l) + profile.margin_per_minute * (left[winner] // 60),
            )
            final[loser] = f_w - margin
        elif f_l >= f_w:
            # ``000_`` art. 37: "punteggio convenzionale di cinquanta punti inferiore".
            final[loser] = f_w - profile.margin_points
    return final[0], final[1]


# ---------------------------------------------------------------------------------------------
# Results, byes and forfeits (domain.md §7)


MAX_SPREAD_CAPS = 100  # rounds with their own spread cap


@dataclass(frozen=True)
class ResultSettings:
    """A tournament's settings for conventional results and standings points."""

    bye_spread: int = 50  # a bye counts as a win by this margin
    forfeit_spread: int = 50  # vittoria a tavolino: a win by this margin
    win_points: int = 2  # FIGS standings: 2 for a win, 1 for a draw, 0 for a loss
    draw_points: int = 1
    loss_points: int = 0
    # TSH's spread_cap: the most one game adds to (or takes from) the standings' spread; 0 = off.
    # Documents show the capped figure; the game keeps its real scores (issue 16).
    spread_cap: int = 0
    # TSH allows a cap per round: round r uses spread_caps[r-1], rounds after the list its last
    # value; 0 in the list = no cap that round. Empty: ``spread_cap`` for every round.
    spread_caps: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        caps = self.spread_caps
        if isinstance(caps, list):  # read back from JSON
            caps = tuple(caps)
            object.__setattr__(self, "spread_caps", caps)
        if not isinstance(caps, tuple) or len(caps) > MAX_SPREAD_CAPS:
            raise ValueError(f"impostazione 'spread_caps' non valida: {caps!r}")
        for f in dataclasses.fields(self):
            for v in caps if f.name == "spread_caps" else (getattr(self, f.name),):
                if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                    raise ValueError(f"impostazione '{f.name}' non valida: {v!r}")

    def stored(self) -> dict[str, Any]:
        """The fields as saved in the tournament file: ``spread_caps`` only when set, so that
        files without a per-round cap read as before."""
        data = dataclasses.asdict(self)
        if not self.spread_caps:
            del data["spread_caps"]
        return data

    @property
    def capped(self) -> bool:
        """Whether any round's spread is capped."""
        return self.spread_cap > 0 or any(self.spread_caps)

    def cap_for(self, round_no: int) -> int:
        """The spread cap of ``round_no`` (0 = none): the per-round list, else ``spread_cap``."""
        caps = self.spread_caps
        if not caps:
            return self.spread_cap
        return caps[min(max(round_no, 1), len(caps)) - 1]


@dataclass(frozen=True)
class ConventionalResult:
    """A result not played over the board: scores and outcome (1 win, ½ draw, 0 loss) each."""

    scores: tuple[int, int]
    outcome: tuple[Fraction, Fraction]
    spread: tuple[int, int]


def game_outcome(score_a: int, score_b: int) -> tuple[Fraction, Fraction]:
    """Outcome of a played game: 1 for a win, ½ each for a draw (art. 41), 0 for a loss."""
    if score_a > score_b:
        return Fraction(1), Fraction(0)
    if score_a < score_b:
        return Fraction(0), Fraction(1)
    return Fraction(1, 2), Fraction(1, 2)


def bye_result(settings: ResultSettings | None = None) -> ConventionalResult:
    """The result credited to the player with the bye: a win by ``bye_spread`` (default +50)."""
    s = settings or ResultSettings()
    return ConventionalResult(
        scores=(s.bye_spread, 0), outcome=(Fraction(1), Fraction(0)), spread=(s.bye_spread, 0)
    )


def forfeit_result(
    settings: ResultSettings | None = None, *, present: int | None = 0
) -> ConventionalResult:
    """Result of a forfeit (vittoria a tavolino) between players 0 and 1.

    ``present`` is the player who showed up and wins by ``forfeit_spread`` (default +50); the
    absent one loses by the same margin. ``present=None``: both absent, both lose with no spread.
    """
    s = settings or ResultSettings()
    if present is None:
        return ConventionalResult(scores=(0, 0), outcome=(Fraction(0), Fraction(0)), spread=(0, 0))
    if isinstance(present, bool) or present not in (0, 1):
        raise ValueError(f"giocatore presente: deve essere 0 o 1, non {present!r}")
    m = s.forfeit_spread
    scores = (m, 0) if present == 0 else (0, m)
    outcome = (Fraction(1), Fraction(0)) if present == 0 else (Fraction(0), Fraction(1))
    return ConventionalResult(
        scores=scores, outcome=outcome, spread=(scores[0] - scores[1], scores[1] - scores[0])
    )
