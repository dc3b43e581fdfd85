"""Challenge rulings (contestazioni) at a tournament's tables: decide, save, list.

Public API (the CLI and the GUI call these):

- :func:`decide` — the verdict at a table (nothing saved): a :class:`ChallengeDecision`;
- :func:`save_decision` — store it with the tournament (one transaction, audited);
- :func:`rule_challenge` — both at once (``figs-td check FILE --round R --table T``);
- :func:`list_rulings`, :func:`ruling_to_dict`;
- :func:`set_tournament_lexicon`, :func:`tournament_lexicon`, :func:`load_tournament_lexicon` —
  the list a tournament rules with (setting ``lexicon.name``/``lexicon.sha256``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.core.game.adjudication import Adjudication, adjudicate, who_rules
from figs_td.core.lexicon.wordlist import Lexicon, ProgressFn
from figs_td.errors import InputError
from figs_td.services.lexicon.lists import ImportResult, import_lexicon, open_lexicon
from figs_td.store.records import RulingFields

if TYPE_CHECKING:
    from figs_td.store import Store
    from figs_td.store.records import RulingRecord

__all__ = [
    "ChallengeDecision",
    "decide",
    "list_rulings",
    "load_tournament_lexicon",
    "rule_challenge",
    "ruling_to_dict",
    "save_decision",
    "set_tournament_lexicon",
    "split_words",
    "tournament_lexicon",
]


@dataclasses.dataclass(frozen=True)
class ChallengeDecision(RulingFields):
    """A ruling ready to be saved (the fields of the store's ``RulingRecord``, plus names)."""

    lexicon_name: str
    lexicon_sha256: str
    lexicon_label: str
    lexicon_official: bool
    ruled_by: str
    ruled_by_role: str  # "arbitro" | "collegio"
    mover: int | None = None  # player id of who made the move, when known
    payer_name: str = ""  # who scores the penalty, when the mover is known
    adjudication: Adjudication | None = None


def split_words(text: str | Sequence[str]) -> list[str]:
    """``"casa, caso; CASI"`` → ``["casa", "caso", "CASI"]`` (commas, semicolons, spaces)."""
    items = [text] if isinstance(text, str) else list(text)
    out: list[str] = []
    for item in items:
        out += [w for w in item.replace(",", " ").replace(";", " ").split() if w]
    return out


def tournament_lexicon(store: Store) -> str | None:
    """The name of the list chosen for this tournament (setting ``lexicon.name``), if any."""
    with store.read() as tx:
        name = tx.tournament.get_setting("lexicon.name")
    return name if isinstance(name, str) and name else None


def set_tournament_lexicon(store: Store, name: str, *, actor: str = "") -> Lexicon:
    """Choose the list a tournament rules with (Regolamento art. 47: chosen by the arbiter)."""
    lex = open_lexicon(name)
    _rule_with(store, lex.info, actor)
    return lex


def _rule_with(store: Store, info: Any, actor: str) -> None:
    """The tournament rules with the list ``info`` names (its name and fingerprint saved)."""
    with store.transaction(actor=actor) as tx:
        tx.tournament.update_settings({"lexicon.name": info.name, "lexicon.sha256": info.sha256})


def load_tournament_lexicon(
    store: Store,
    source: str | Path,
    name: str | None = None,
    *,
    strict: bool = False,
    progress: ProgressFn | None = None,
    actor: str = "",
) -> ImportResult:
    """Import a list (plain or ``.dic``) and make it the tournament's (the GUI's "Carica lessico").

    ``name`` defaults to the file's name without extension. The tournament switches to the list
    only once its index is complete. The list belongs to this tournament (issue 38): the
    program's default list — what a tournament that never chose one falls back to — changes
    only when there was none, so loading a list here leaves every other tournament's as it was.
    """
    result = import_lexicon(
        source, name or Path(source).stem, strict=strict, progress=progress, use=False
    )
    _rule_with(store, result.info, actor)
    return result


def decide(
    store: Store,
    round_no: int,
    table: int | None,
    words: str | Sequence[str],
    move_value: int,
    *,
    move_no: int | None = None,
    mover: int | None = None,
    ruled_by: tuple[str, str] | None = None,
    lexicon: Lexicon | str | None = None,
) -> ChallengeDecision:
    """The verdict on a challenged move at a table; nothing is saved.

    The list is ``lexicon`` (a loaded list or a name), else the tournament's, else the one in use
    (or the stand-in). Who rules comes from the tournament (art. 45: the support panel when the
    arbiter plays at that table) unless ``ruled_by=(name, role)`` is given.
    """
    word_list = split_words(words)
    with store.read() as tx:
        info = tx.tournament.get()
        chosen = tx.tournament.get_setting("lexicon.name")
        players: dict[int, str] = {}
        if table is not None:
            game = tx.rounds.game(round_no, table)
            for pid in (game.first, game.second):
                if pid is not None:
                    players[pid] = tx.players.get(pid).name
        profile = tx.tournament.rule_profile()
    if mover is not None and players and mover not in players:
        raise InputError(f"il giocatore n. {mover} non gioca al tavolo {table}")
    if isinstance(lexicon, Lexicon):
        lex = lexicon
    else:
        lex = open_lexicon(lexicon or (chosen if isinstance(chosen, str) and chosen else None))
    result = adjudicate(word_list, lex, move_value, profile=profile)
    if ruled_by is not None:
        name, role = ruled_by
    else:
        name, role = who_rules(info.arbiter, info.support_panel, list(players.values()))
    payer = ""
    if mover is not None and players:
        if result.valid:
            payer = next((n for pid, n in players.items() if pid != mover), "")
        else:
            payer = players[mover]
    assert result.penalty is not None and result.charged_to is not None
    return ChallengeDecision(
        round=round_no,
        table=table,
        move_no=move_no,
        words=list(result.words),
        word_verdicts=dict(result.words),
        move_valid=result.valid,
        move_value=move_value,
        penalty=result.penalty,
        charged_to=result.charged_to,
        lexicon_name=lex.info.name,
        lexicon_sha256=lex.info.sha256,
        lexicon_label=lex.info.label,
        lexicon_official=lex.info.official,
        ruled_by=name,
        ruled_by_role=role,
        mover=mover,
        payer_name=payer,
        adjudication=result,
    )


def save_decision(store: Store, decision: ChallengeDecision, *, actor: str = "") -> RulingRecord:
    """Store a ruling with the tournament (Regolamento art. 32: final once play continues)."""
    from figs_td.store.records import RulingRecord

    extra: dict[str, Any] = {
        "lexicon_label": decision.lexicon_label,
        "lexicon_official": decision.lexicon_official,
    }
    if decision.mover is not None:
        extra["mover"] = decision.mover
    if decision.payer_name:
        extra["payer"] = decision.payer_name
    record = RulingRecord(
        round=decision.round,
        table=decision.table,
        move_no=decision.move_no,
        words=list(decision.words),
        word_verdicts=dict(decision.word_verdicts),
        move_valid=decision.move_valid,
        move_value=decision.move_value,
        penalty=decision.penalty,
        charged_to=decision.charged_to,
        lexicon_name=decision.lexicon_name,
        lexicon_sha256=decision.lexicon_sha256,
        ruled_by=decision.ruled_by,
        ruled_by_role=decision.ruled_by_role,
        extra=extra,
    )
    with store.transaction(actor=actor or decision.ruled_by) as tx:
        return tx.rulings.add(record)


def rule_challenge(
    store: Store,
    round_no: int,
    table: int | None,
    words: str | Sequence[str],
    move_value: int,
    *,
    actor: str = "",
    **options: Any,
) -> tuple[ChallengeDecision, RulingRecord]:
    """:func:`decide` then :func:`save_decision`."""
    decision = decide(store, round_no, table, words, move_value, **options)
    return decision, save_decision(store, decision, actor=actor)


def withdraw_ruling(store: Store, ruling_id: int, *, actor: str = "") -> RulingRecord:
    """Remove a ruling recorded by mistake (the GUI's undo); the audit trail keeps it."""
    with store.transaction(actor=actor) as tx:
        return tx.rulings.remove(ruling_id)


def list_rulings(
    store: Store, round_no: int | None = None, table: int | None = None
) -> list[RulingRecord]:
    """The rulings stored with the tournament, oldest first."""
    with store.read() as tx:
        return tx.rulings.list(round=round_no, table=table)


def ruling_to_dict(r: RulingRecord) -> dict[str, Any]:
    """A ruling as JSON (``figs-td rulings FILE --json``)."""
    return {
        "id": r.id,
        "tournament": r.tournament,
        "round": r.round,
        "table": r.table,
        "move": r.move_no,
        "words": list(r.words),
        "verdicts": dict(r.word_verdicts),
        "valid": r.move_valid,
        "move_value": r.move_value,
        "penalty": {"points": r.penalty, "charged_to": r.charged_to},
        "lexicon": {"name": r.lexicon_name, "sha256": r.lexicon_sha256},
        "ruled_by": r.ruled_by,
        "role": r.ruled_by_role,
        "time": r.ruled_at,
        "extra": dict(r.extra),
    }
