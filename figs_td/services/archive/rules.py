"""The archive's rules as the core wants them (ranking rules, rating parameters)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from figs_td.core.archive.ranking import DEFAULT_RULES, RankingRules
from figs_td.core.archive.rating import DEFAULT_PARAMS, RatingParams
from figs_td.errors import InputError

if TYPE_CHECKING:
    from figs_td.store.archive.tx import ArchiveTx


def rules_of(tx: ArchiveTx) -> tuple[RankingRules, RatingParams]:
    s = tx.settings()
    try:
        rules = RankingRules.from_json(s["ranking"][0]) if "ranking" in s else DEFAULT_RULES
        params = RatingParams.from_json(s["rating"][0]) if "rating" in s else DEFAULT_PARAMS
    except ValueError as exc:
        raise InputError(str(exc)) from None
    return rules, params
