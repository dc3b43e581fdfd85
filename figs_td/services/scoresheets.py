"""Scoresheet use cases: read/write game records (JSON, GCG), evaluate them, attach one to a
tournament game and set the game's result from it (one transaction, audited)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.core.game.gcg import dump_gcg, load_gcg
from figs_td.core.game.scoresheet import Evaluation, GameRecord, Warning, evaluate
from figs_td.core.game.scoresheet_json import dump_record_json, load_record_json, record_to_json
from figs_td.core.model import GameKind
from figs_td.core.rules import RuleProfile
from figs_td.errors import InputError

if TYPE_CHECKING:
    from figs_td.store import Store
    from figs_td.store.records import GameRecord as StoredGame

__all__ = [
    "AttachResult",
    "attach_scoresheet",
    "evaluate_record",
    "load_scoresheet",
    "read_record",
    "record_text",
    "write_record",
]


def _is_gcg(path: Path, data: bytes) -> bool:
    suffix = path.suffix.lower()
    if suffix == ".gcg":
        return True
    if suffix == ".json":
        return False
    return not data.lstrip().startswith(b"{")


def read_record(src: str | Path) -> GameRecord:
    """A game record from a ``.json`` or ``.gcg`` file; problems name the file."""
    from figs_td.core.game.scoresheet_json import MAX_BYTES

    path = Path(src)
    if path.is_dir():
        raise InputError(f"'{path}' è una cartella, non un formulario")
    if path.is_file() and path.stat().st_size > MAX_BYTES:
        raise InputError(f"{path.name}: file troppo grande per un formulario (al massimo 1 MB)")
    from figs_td import pathguard

    data = pathguard.read_bytes(path, "scoresheet", limit=MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise InputError(f"{path.name}: file troppo grande per un formulario (al massimo 1 MB)")
    if not data.strip():
        raise InputError(f"{path.name}: il file è vuoto")
    try:
        return load_gcg(data) if _is_gcg(path, data) else load_record_json(data)
    except InputError as exc:
        raise InputError(f"{path.name}: {exc}") from None


def record_text(record: GameRecord, fmt: str) -> str:
    """The record as ``json`` or ``gcg`` text."""
    if fmt == "gcg":
        return dump_gcg(record)
    if fmt == "json":
        return dump_record_json(record)
    raise InputError(f"formato '{fmt}' sconosciuto (json o gcg)")


def write_record(record: GameRecord, dest: str | Path) -> Path:
    """Write a record; the format follows the extension (``.gcg``, otherwise JSON)."""
    path = Path(dest)
    text = record_text(record, "gcg" if path.suffix.lower() == ".gcg" else "json")
    from figs_td.atomic import atomic_write_text, cleanup_stale_temps

    cleanup_stale_temps(path.parent)
    atomic_write_text(path, text, encoding="utf-8")  # never a half-written file
    return path


def evaluate_record(record: GameRecord, profile: RuleProfile | str | None = None) -> Evaluation:
    """Evaluate a record (profile: the record's, else ``figs-25``)."""
    return evaluate(record, profile)


def _fold(name: str) -> frozenset[str]:
    plain = unicodedata.normalize("NFD", name.casefold())
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return frozenset(plain.replace(",", " ").replace("_", " ").split())


@dataclass(frozen=True)
class AttachResult:
    """What :func:`attach_scoresheet` did."""

    game: StoredGame
    evaluation: Evaluation
    previous: tuple[int | None, int | None]  # the result before
    warnings: list[Warning]  # the evaluation's, plus name mismatches

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.game.round,
            "table": self.game.table,
            "game_id": self.game.id,
            "score_first": self.game.score_first,
            "score_second": self.game.score_second,
            "kind": self.game.kind.value,
            "previous": list(self.previous),
            "evaluation": self.evaluation.to_json(),
            "warnings": [w.to_json() for w in self.warnings],
        }


def attach_scoresheet(
    store: Store,
    round_no: int,
    table: int,
    record: GameRecord,
    *,
    expected_version: int | None = None,
    force: bool = False,
    actor: str = "",
) -> AttachResult:
    """Attach ``record`` to the game at ``table`` of ``round_no`` and set its result.

    The record is evaluated with the tournament's rule profile; its players are matched to the
    game's by name (accents, case and word order ignored), otherwise by who moved first. The
    result is that of the evaluation (art. 40–41); a flag makes it a time loss. All in one
    transaction: the scoresheet, the result and an audit entry ``scoresheet.attach``.
    A record that would change a result already stored needs ``expected_version`` (the game's
    version replaced) or ``force`` (``results.check_correction``).
    """
    from figs_td.services.results import check_correction

    with store.transaction(actor=actor) as tx:
        game = tx.rounds.game(round_no, table)
        if game.second is None:
            raise InputError(f"turno {round_no}, tavolo {table}: è un riposo, non c'è partita")
        ev = evaluate(record, tx.tournament.rule_profile())
        names = {p.id: p.name for p in tx.players.records()}
        first_name, second_name = names.get(game.first, ""), names.get(game.second, "")
        warnings = list(ev.warnings)
        rec = (_fold(record.players[0]), _fold(record.players[1]))
        if rec == (_fold(first_name), _fold(second_name)):
            first_idx = 0
        elif rec == (_fold(second_name), _fold(first_name)):
            first_idx = 1
        else:
            first_idx = record.starts
            warnings.append(
                Warning(
                    0,
                    "names",
                    f"i giocatori del formulario ({record.players[0]}, {record.players[1]}) non "
                    f"corrispondono a quelli del tavolo ({first_name}, {second_name}): chi ha "
                    "iniziato è preso come primo giocatore",
                )
            )
        if first_idx != record.starts and rec[0] != rec[1]:
            warnings.append(
                Warning(
                    0,
                    "first_move",
                    f"secondo il formulario ha iniziato {record.players[record.starts]}, ma "
                    f"l'abbinamento indica {first_name}",
                )
            )
        s_first, s_second = ev.final[first_idx], ev.final[1 - first_idx]
        kind = GameKind.NORMAL
        time_loss: dict[str, Any] | None = None
        end = record.end
        if end is not None and end.flagged is not None:
            kind = GameKind.TIME_LOSS
            order = (first_idx, 1 - first_idx)
            time_loss = {
                "scores": [ev.totals[i] for i in order],
                "racks": [end.racks[i] for i in order],
                "overtime_s": [end.overtime_s[i] for i in order],
                "base_left_s": [end.base_left_s[i] for i in order],
                "flagged": order.index(end.flagged),
                "source": "scoresheet",
            }
        previous = (game.score_first, game.score_second)
        if expected_version is not None or (s_first, s_second, kind) != (
            *previous,
            game.kind,
        ):
            check_correction(tx, game, expected_version, force=force)
        tx.scoresheets.save(game.id, record_to_json(record))
        after = tx.rounds.set_result(
            round_no,
            table,
            s_first,
            s_second,
            kind=kind,
            time_loss=time_loss,
            expected_version=expected_version,
        )
        tx.audit.record(
            "scoresheet.attach",
            entity="games",
            key=game.id,
            old={"score": list(previous)},
            new={
                "score": [s_first, s_second],
                "ending": ev.ending.value,
                "warnings": [w.code for w in warnings],
            },
        )
    return AttachResult(after, ev, previous, warnings)


def load_scoresheet(store: Store, round_no: int, table: int) -> GameRecord | None:
    """The record attached to a game, or None."""
    from figs_td.core.game.scoresheet_json import record_from_json

    with store.read() as tx:
        game = tx.rounds.game(round_no, table)
        saved = tx.scoresheets.get(game.id)
    if saved is None:
        return None
    import json

    return record_from_json(json.loads(saved.record))
