"""Result use cases: one result, a whole round from CSV/XLSX, corrections (audited)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

from figs_td.core.model import GameKind
from figs_td.errors import InputError
from figs_td.store import GameRecord, Store

_SCORE = re.compile(r"^\s*(\d+)\s*[-–:/]\s*(\d+)\s*$")


def parse_score(text: str) -> tuple[int, int]:
    """``"412-380"`` → (412, 380): first the player who moved first."""
    m = _SCORE.match(text or "")
    if not m:
        if re.match(r"^\s*-\d", text or "") or re.search(r"[-–:/]\s*-\s*\d", text or ""):
            raise InputError(f"punteggio negativo in '{text}': impossibile")
        raise InputError(f"punteggio non valido: '{text}' (scrivere per esempio 412-380)")
    return int(m.group(1)), int(m.group(2))


@dataclasses.dataclass(frozen=True)
class ResultChange:
    """What :func:`enter_result` did: the game after, and the result before (if a correction)."""

    game: GameRecord
    corrected: bool
    previous: tuple[int | None, int | None] | None


def enter_result(
    store: Store,
    round_no: int,
    table: int,
    score_first: int,
    score_second: int,
    *,
    kind: GameKind | str = GameKind.NORMAL,
    time_loss: dict[str, Any] | None = None,
    expected_version: int | None = None,
    actor: str = "",
) -> ResultChange:
    """Enter or correct the result at ``table`` of ``round_no`` (one transaction, audited)."""
    with store.transaction(actor=actor) as tx:
        before, after = tx.rounds.change_result(
            round_no,
            table,
            score_first,
            score_second,
            kind=kind,
            time_loss=time_loss,
            expected_version=expected_version,
        )
    corrected = before.score_first is not None
    previous = (before.score_first, before.score_second) if corrected else None
    return ResultChange(after, corrected, previous)


def enter_round_results(
    store: Store, round_no: int, src: str | Path, *, actor: str = ""
) -> list[GameRecord]:
    """Results of a whole round from CSV/XLSX (tavolo, primo, secondo): all or nothing; a bad row
    names file, line and column."""
    from figs_td.services.imports import ImportFileError, parse_results

    path = Path(src)
    lines = parse_results(path)
    out: list[GameRecord] = []
    with store.transaction(actor=actor) as tx:
        tx.rounds.info(round_no)  # the round must exist
        for ln in lines:
            try:
                out.append(
                    tx.rounds.set_result(round_no, ln.table, ln.score_first, ln.score_second)
                )
            except InputError as e:
                col = ln.columns["table"] if "tavolo" in str(e) else None
                raise ImportFileError(path.name, ln.line, col, str(e)) from None
    return out


def game_json(g: GameRecord) -> dict[str, Any]:
    """Stable JSON of a game (README, section store)."""
    return {
        "id": g.id,
        "round": g.round,
        "table": g.table,
        "first": g.first,
        "second": g.second,
        "score_first": g.score_first,
        "score_second": g.score_second,
        "kind": g.kind.value,
        "time_loss": g.time_loss,
        "version": g.version,
    }
