"""Challenge adjudication (contestazione): verdicts on the challenged words, penalty, who rules.

Public API: :func:`adjudicate`, :class:`Adjudication`, :func:`who_rules`, :func:`same_person`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from figs_td.core.lexicon.wordlist import Lexicon, LexiconInfo, fold_word, normalise_word
from figs_td.core.rules import RuleProfile, challenge_penalty
from figs_td.errors import InputError

__all__ = [
    "ARBITER",
    "Adjudication",
    "PANEL",
    "adjudicate",
    "same_person",
    "who_rules",
]

#: ``ruled_by_role`` values (the store's ``RulingRecord``).
ARBITER = "arbitro"
PANEL = "collegio"


@dataclass(frozen=True)
class Adjudication:
    """The verdict on one challenged move.

    ``words`` maps each challenged word (folded, in the order given) to its verdict; the move is
    valid only if every challenged word is (Regolamento art. 29). ``penalty``/``charged_to`` are
    set when the move's value is known (art. 30): ``"mover"`` pays 20 % of an invalid move,
    ``"challenger"`` 10 % of a valid one.
    """

    words: dict[str, bool]
    valid: bool
    lexicon: LexiconInfo
    move_value: int | None = None
    penalty: int | None = None
    charged_to: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``figs-td check --json``."""
        d: dict[str, Any] = {
            "valid": self.valid,
            "words": dict(self.words),
            "lexicon": self.lexicon.summary(),
        }
        if self.penalty is not None:
            d["penalty"] = {"points": self.penalty, "charged_to": self.charged_to}
        return d


def adjudicate(
    words: Iterable[str],
    lexicon: Lexicon,
    move_value: int | None = None,
    *,
    profile: RuleProfile | None = None,
) -> Adjudication:
    """Rule on the challenged ``words`` of one move against ``lexicon``.

    Regolamento art. 28–29: the arbiter rules on the words actually challenged, all of them in one
    verdict on the move, which is invalid if any of them is invalid. Art. 30: with ``move_value``
    (the +50 bonus included, domain.md §3) the penalty is 20 % charged to the mover (invalid) or
    10 % to the challenger (valid), x.5 rounding down, at least 1 point. Words are folded
    (``perché`` → PERCHE); a word with characters no tile spells raises :class:`InputError`.
    """
    verdicts: dict[str, bool] = {}
    for raw in words:
        w = normalise_word(raw)
        if len(w) < 2:
            # Art. 9: every word formed has at least two letters.
            raise InputError(f"parola di una sola lettera: {raw!r}")
        verdicts[w] = w in lexicon
    if not verdicts:
        raise InputError("nessuna parola contestata")
    valid = all(verdicts.values())
    if move_value is None:
        return Adjudication(verdicts, valid, lexicon.info)
    penalty = challenge_penalty(move_value, valid, profile=profile)
    return Adjudication(
        verdicts,
        valid,
        lexicon.info,
        move_value=move_value,
        penalty=penalty,
        charged_to="challenger" if valid else "mover",
    )


def _name_key(name: str) -> frozenset[str]:
    return frozenset(fold_word(name).split())


def same_person(a: str, b: str) -> bool:
    """Whether two names as typed denote the same person (case, accents, word order ignored)."""
    ka, kb = _name_key(a), _name_key(b)
    return bool(ka) and ka == kb


def who_rules(
    arbiter: str, support_panel: Sequence[str], players_in_game: Sequence[str]
) -> tuple[str, str]:
    """Who decides a challenge at this game: ``(name, role)`` with role ``arbitro``/``collegio``.

    Regolamento art. 43–45: the arbiter (who may be a player) decides, unless the game is the
    arbiter's own; then the support panel decides. Decision: the ruling records the first panel
    member (in the order the tournament lists them) who does not play in that game.
    """
    if not arbiter.strip():
        raise InputError("l'arbitro del torneo non è indicato")
    if not any(same_person(arbiter, p) for p in players_in_game):
        return arbiter.strip(), ARBITER
    for member in support_panel:
        if member.strip() and not any(same_person(member, p) for p in players_in_game):
            return member.strip(), PANEL
    raise InputError(
        "l'arbitro gioca in questa partita e manca un membro del collegio di supporto "
        "che non vi giochi (art. 45)"
    )
