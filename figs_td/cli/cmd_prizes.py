"""Categories, prizes, club standings and the spread cap: ``categories``, ``prize-table``,
``prizes``, ``clubs``, ``spread-cap``."""

from __future__ import annotations

import argparse

from figs_td.cli.common import actor as _actor
from figs_td.cli.common import arg, change, command, commands
from figs_td.cli.common import open_tournament as _open
from figs_td.plurals import count, plural


def _round(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--round", dest="after_round", type=int, default=None, metavar="R", help="dopo il turno R"
    )


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    c = sub.add_parser("categories", help="categorie: fasce di rating e categorie libere")
    cs = c.add_subparsers(dest="categories_command", metavar="AZIONE", required=True)
    name = {"metavar": "NOME"}
    free = {"nargs": "*", "default": [], "metavar": "CATEGORIA"}
    quiet = {"json": False}
    commands(cs, (
        ("list", "elenca le categorie e i loro giocatori", _cat_list, ()),
        ("band", "aggiunge o cambia una fascia di rating", _cat_band, (
            arg("name", **name, help="il nome della fascia (es. A)"),
            arg("--min", type=int, default=None, metavar="RATING", help="rating ≥ RATING"),
            arg("--max", type=int, default=None, metavar="RATING", help="rating ≤ RATING"),
        ), quiet),
        ("free", "aggiunge o cambia una categoria libera (Under 18, Esordienti…)", _cat_free, (
            arg("name", **name, help="il nome della categoria libera"),
            arg("--born-from", type=int, default=None, metavar="ANNO", help="nati dal ANNO"),
            arg("--born-to", type=int, default=None, metavar="ANNO", help="nati fino al ANNO"),
        ), quiet),
        ("remove", "toglie una categoria", _cat_remove,
         (arg("name", **name, help="la categoria da togliere"),), quiet),
        ("player", "anno di nascita e categorie libere di un giocatore", _cat_player, (
            arg("who", metavar="GIOCATORE", help="nome, tessera o #numero"),
            arg("--birth-year", default=None, metavar="ANNO|none",
                help="l'anno di nascita (none per toglierlo)"),
            arg("--add", **free, help="le categorie libere a cui aggiungere il giocatore"),
            arg("--drop", **free, help="le categorie libere da cui toglierlo"),
        )),
        ("standings", "classifica di una categoria", _cat_standings,
         (arg("name", metavar="CATEGORIA", help="la categoria"), _round)),
    ))  # fmt: skip

    t = sub.add_parser("prize-table", help="tabella dei premi")
    ts = t.add_subparsers(dest="prize_command", metavar="AZIONE", required=True)
    place = {"type": int, "required": True, "metavar": "N"}
    commands(ts, (
        ("list", "mostra la tabella dei premi", _table_list, ()),
        ("add", "aggiunge (o sostituisce) un premio", _table_add, (
            arg("--place", **place, help="posizione (1, 2, 3…)"),
            arg("--category", default=None, metavar="CATEGORIA", help="assoluto se assente"),
            arg("--label", default="", metavar="TESTO", help="descrizione (coppa, buono…)"),
            arg("--amount", type=int, default=None, metavar="EURO",
                help="l'importo in euro (senza: un premio non in denaro)"),
            arg("--value", type=int, default=None, metavar="N",
                help="ordine di valore, 1 = il più alto"),
        ), quiet),
        ("remove", "toglie un premio", _table_remove, (
            arg("--place", **place, help="il posto del premio da togliere"),
            arg("--category", default=None, metavar="CATEGORIA",
                help="la categoria del premio (senza: la classifica assoluta)"),
        ), quiet),
        ("mode", "un premio per giocatore (one) o cumulabili (cumulative)", _table_mode, (
            arg("mode", choices=["one", "cumulative"],
                italian={"uno": "one", "cumulabili": "cumulative"},
                help="uno (one): un solo premio a giocatore; cumulabili (cumulative): premi "
                "cumulabili"),
        ), quiet),
        ("ties", "parità completa: il premio al rating più alto (rating, ex aequo) o diviso (shared)",
         _table_ties, (
            arg("ties", choices=["rating", "shared"], italian={"diviso": "shared"},
                help="rating: all'ordine della classifica, segnato ex aequo (predefinito); diviso "
                "(shared): importi dei posti in parità sommati e divisi, tutti nominati"),
        ), quiet),
    ))  # fmt: skip

    command(sub, "prizes", "assegnazione dei premi sulla classifica", _prizes, _round)
    command(
        sub, "clubs", "classifica per circoli (migliori N giocatori)", _clubs,
        arg("--best", type=int, default=None, metavar="N", help="giocatori che contano"),
        arg("--set-best", type=int, default=None, metavar="N", help="salva N nel torneo"),
        _round,
    )  # fmt: skip

    command(
        sub, "spread-cap", "limite dello scarto per partita in classifica (0 = nessuno)",
        _spread_cap,
        arg("cap", nargs="?", default=None, metavar="PUNTI",
            help="lo scarto massimo per partita in classifica (0 = nessun limite), o uno per turno "
            "separati da virgole (300,300,250: i turni dopo l'ultimo usano l'ultimo valore); "
            "senza: mostra quello in vigore"),
        json=False,
    )  # fmt: skip


# -- categories -------------------------------------------------------------------------------


def _cat_list(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.players import player_names
    from figs_td.services.prizes import categories_of

    with _open(args.file) as store:
        cats = categories_of(store)
        names = player_names(store)
    if args.json:
        for c in cats:
            c["members"] = [{"id": i, "name": names[i]} for i in c["members"]]
        print_json(cats)
        return 0
    if not cats:
        print("nessuna categoria")
    for c in cats:
        kind = "fascia" if c["kind"] == "band" else "libera"
        print(
            f"{c['name']} ({kind}, {c['description']}): "
            f"{count(len(c['members']), 'giocatore', 'giocatori')}"
        )
    return 0


def _cat_band(args: argparse.Namespace) -> int:
    from figs_td.core.standings.categories import Category
    from figs_td.services.prizes import add_category

    return change(
        args.file,
        lambda store: add_category(
            store, Category(args.name, "band", args.min, args.max), actor=_actor()
        ),
        f"fascia {args.name} salvata",
    )


def _cat_free(args: argparse.Namespace) -> int:
    from figs_td.core.standings.categories import Category
    from figs_td.services.prizes import add_category

    cat = Category(args.name, "free", born_from=args.born_from, born_to=args.born_to)
    return change(
        args.file, lambda store: add_category(store, cat, actor=_actor()),
        f"categoria {args.name} salvata",
    )  # fmt: skip


def _cat_remove(args: argparse.Namespace) -> int:
    from figs_td.services.prizes import remove_category

    return change(
        args.file, lambda store: remove_category(store, args.name, actor=_actor()),
        f"categoria {args.name} tolta",
    )  # fmt: skip


def _cat_player(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.errors import InputError
    from figs_td.services.prizes import set_player_categories

    kw: dict[str, object] = {}
    if args.birth_year is not None:
        text = args.birth_year.strip().lower()
        if text in ("none", "nessuno", ""):
            kw["birth_year"] = None
        elif text.isdigit():
            kw["birth_year"] = int(text)
        else:
            raise InputError(f"anno di nascita non valido: {args.birth_year!r}")
    with _open(args.file) as store:
        pid, extra = set_player_categories(
            store, args.who, add=args.add, drop=args.drop, actor=_actor(), **kw
        )
    if args.json:
        print_json(
            {"id": pid, "birth_year": extra.birth_year, "categories": sorted(extra.categories)}
        )
    else:
        year = extra.birth_year or "—"
        print(
            f"n. {pid}: anno di nascita {year}; categorie: {', '.join(sorted(extra.categories)) or '—'}"
        )
    return 0


def _cat_standings(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.prizes import standings_by_category
    from figs_td.services.standings import number, standings_json

    with _open(args.file) as store:
        cat, rows = standings_by_category(store, args.name, after_round=args.after_round)
    if args.json:
        print_json({"category": cat.name, "standings": standings_json(rows)})
        return 0
    print(f"Classifica {cat.name} ({cat.describe()})")
    for r in rows:
        print(
            f"{r.rank:>4}  {r.name:<30} {number(r.wins):>5}  {r.tournament_points:>4}  {r.spread:>+6}"
        )
    return 0


# -- prize table and prizes --------------------------------------------------------------------


def _table_list(args: argparse.Namespace) -> int:
    import dataclasses

    from figs_td.cli.common import print_json
    from figs_td.services.prizes import prize_setup, prize_text, ties_text

    with _open(args.file) as store:
        setup = prize_setup(store)
    if args.json:
        print_json(
            {
                "cumulative": setup.cumulative,
                "ties": setup.ties,
                "prizes": [dataclasses.asdict(p) for p in setup.table],
            }
        )
        return 0
    print("premi cumulabili" if setup.cumulative else "un solo premio per giocatore")
    print(ties_text(setup.ties))
    for p in setup.table:
        print(f"  {prize_text(p)}")
    return 0


def _table_add(args: argparse.Namespace) -> int:
    from figs_td.core.standings.prizes import Prize
    from figs_td.services.prizes import add_prize

    prize = Prize(args.place, args.category or None, args.label.strip(), args.amount, args.value)
    with _open(args.file) as store:
        table = add_prize(store, prize, actor=_actor())
    key = ((prize.category or "").casefold(), prize.place)
    saved = next((p for p in table if ((p.category or "").casefold(), p.place) == key), prize)
    print(f"premio {saved.title()} salvato")
    return 0


def _table_remove(args: argparse.Namespace) -> int:
    from figs_td.services.prizes import remove_prize

    return change(
        args.file,
        lambda store: remove_prize(store, args.place, args.category or None, actor=_actor()),
        "premio tolto",
    )


def _table_mode(args: argparse.Namespace) -> int:
    from figs_td.services.prizes import set_cumulative

    cumulative = args.mode == "cumulative"
    return change(
        args.file, lambda store: set_cumulative(store, cumulative, actor=_actor()),
        "premi cumulabili" if cumulative else "un solo premio per giocatore",
    )  # fmt: skip


def _table_ties(args: argparse.Namespace) -> int:
    from figs_td.services.prizes import set_ties, ties_text

    with _open(args.file) as store:
        value = set_ties(store, args.ties, actor=_actor())
    print(ties_text(value))
    return 0


def _prizes(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.prizes import (
        player_ratings,
        prize_text,
        prizes,
        prizes_json,
        rating_text,
        ratings_at_registration,
        share_text,
    )

    with _open(args.file) as store:
        result = prizes(store, after_round=args.after_round)
        registered = ratings_at_registration(store)
        ratings = player_ratings(store)
    if args.json:
        print_json(prizes_json(result, ratings=ratings, registered=registered))
        return 0
    for a in result.awards:
        who = f"{a.name} ({a.rank}° assoluto)" if a.player_id is not None else "non assegnato"
        if a.player_id in registered:  # bands use the rating at registration: both shown
            who += f" [{rating_text(a.player_id, ratings[a.player_id], registered)}]"
        tie = "  [ex aequo]" if a.tied else ""
        shared = f"  [ex aequo, {share_text(a)}]" if a.shared_with else ""
        print(f"{prize_text(a.prize):<40} {who}{shared or tie}")
    print(result.rule)
    return 0


def _clubs(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.prizes import clubs, clubs_json, set_club_best

    with _open(args.file) as store:
        if args.set_best is not None:
            set_club_best(store, args.set_best, actor=_actor())
        best, rows = clubs(store, best=args.best, after_round=args.after_round)
    if args.json:
        print_json(clubs_json(best, rows))
        return 0
    print(
        f"Classifica per circoli ({plural(best, 'il miglior giocatore', 'migliori {0} giocatori')})"
    )
    for c in rows:
        names = ", ".join(r.name for r in c.players)
        print(f"{c.rank:>3}  {c.club:<24} {c.tournament_points:>4}  {c.spread:>+6}  ({names})")
    return 0


def _spread_cap(args: argparse.Namespace) -> int:
    from figs_td.services.prizes import (
        parse_spread_caps,
        set_spread_cap,
        spread_cap_settings,
        spread_cap_text,
    )

    caps = None if args.cap is None else parse_spread_caps(args.cap)
    with _open(args.file) as store:
        if caps is None:
            rs = spread_cap_settings(store)  # no value: only shows
        else:
            rs = set_spread_cap(store, caps, actor=_actor())
    print(spread_cap_text(rs))
    return 0
