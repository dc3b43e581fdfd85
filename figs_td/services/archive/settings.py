"""Opening an archive (a new one gets the default categories and rules) and its settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from figs_td.core.archive.ranking import DEFAULT_RULES, RankingRules
from figs_td.core.archive.rating import DEFAULT_PARAMS, RatingParams
from figs_td.errors import InputError
from figs_td.services.archive.rating import rebuild_ratings

if TYPE_CHECKING:
    from figs_td.store.archive.store import ArchiveStore

DEFAULT_CATEGORIES = {
    "campionato": "Campionato italiano",
    "nazionale": "Torneo nazionale",
    "open": "Open",
    "club": "Torneo di club",
}


def open_archive(target: str, *, create: bool = False) -> ArchiveStore:
    """Open an archive; a new one gets the default categories and rules."""
    from figs_td.store.archive import open_archive as _open

    store = _open(target, create=create)
    if create:
        with store.read() as tx:
            fresh = not tx.settings()
        if fresh:
            with store.transaction(actor="figs-td") as tx:
                if not tx.settings():
                    tx.put_setting("ranking", DEFAULT_RULES.to_json(), None)
                    tx.put_setting("rating", DEFAULT_PARAMS.to_json(), None)
                    for code, name in DEFAULT_CATEGORIES.items():
                        tx.put_category(code, name)
    return store


def settings_json(store: ArchiveStore) -> dict[str, Any]:
    with store.read() as tx:
        s = tx.settings()
        cats = tx.categories()
    rules, params = (
        s.get("ranking", (DEFAULT_RULES.to_json(), 0)),
        s.get("rating", (DEFAULT_PARAMS.to_json(), 0)),
    )
    return {
        "ranking": rules[0],
        "ranking_version": rules[1],
        "rating": params[0],
        "rating_version": params[1],
        "categories": cats,
    }


def update_settings(
    store: ArchiveStore, data: dict[str, Any], *, actor: str = ""
) -> dict[str, Any]:
    """Replace the rules (keys ``ranking``, ``rating``, ``categories``; ``*_version``: the
    version the caller saw, checked). A changed rating rule re-rates the whole archive."""
    unknown = set(data) - {"ranking", "rating", "categories", "ranking_version", "rating_version"}
    if unknown:
        raise InputError(f"impostazioni sconosciute: {', '.join(sorted(unknown))}")
    try:
        rules = RankingRules.from_json(data["ranking"]) if "ranking" in data else None
        params = RatingParams.from_json(data["rating"]) if "rating" in data else None
    except ValueError as exc:
        raise InputError(str(exc)) from None
    cats = data.get("categories")
    if cats is not None and (not isinstance(cats, dict) or len(cats) > 100):
        raise InputError("categorie: atteso un oggetto codice → nome (al massimo 100)")
    store.backup("impostazioni")
    with store.transaction(actor=actor) as tx:
        if rules is not None:
            tx.put_setting("ranking", rules.to_json(), data.get("ranking_version"))
        if params is not None:
            tx.put_setting("rating", params.to_json(), data.get("rating_version"))
            rebuild_ratings(tx, params)
        for code, name in (cats or {}).items():
            code_s = str(code).strip().lower()[:40]
            if not code_s or not str(name).strip():
                raise InputError("categorie: codice e nome non possono essere vuoti")
            tx.put_category(code_s, str(name).strip()[:200])
    return settings_json(store)
