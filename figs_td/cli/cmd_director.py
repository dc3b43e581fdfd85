"""Director commands: ``forfeit``, ``timeloss``, ``tournament show|set`` and ``players edit``
(registered by ``cmd_tournament`` under ``players``). FILE is a ``.figs`` path or a database URL.

Numbers are read here as text and checked by the services, so that a mistake gets an Italian
message (``errore: …``, exit status 2) rather than argparse's English one.
"""

from __future__ import annotations

import argparse

from figs_td.cli.common import actor as _actor
from figs_td.cli.common import arg, command
from figs_td.cli.versions import add_version_options, version_kw
from figs_td.plurals import count

TYPE_CHECKING = False  # typing is not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    f = sub.add_parser("forfeit", help="vittoria a tavolino (assenza di uno o di entrambi)")
    f.add_argument("file", metavar="FILE")
    f.add_argument("--round", type=int, required=True, metavar="R")
    f.add_argument("--table", type=int, required=True, metavar="T")
    who = f.add_mutually_exclusive_group(required=True)
    who.add_argument("--absent", metavar="NOME", help="il giocatore assente (o first/second)")
    who.add_argument("--both-absent", action="store_true", help="entrambi assenti")
    f.add_argument("--json", action="store_true")
    add_version_options(f)
    f.set_defaults(handler=_forfeit)

    t = sub.add_parser(
        "timeloss", help="sconfitta per tempo: punteggi finali dal profilo", aliases=["time-loss"]
    )
    t.add_argument("file", metavar="FILE")
    t.add_argument("--round", type=int, required=True, metavar="R")
    t.add_argument("--table", type=int, required=True, metavar="T")
    t.add_argument(
        "--score", required=True, metavar="A-B", help="punteggi a fine gioco, A = chi ha iniziato"
    )
    t.add_argument(
        "--flagged", required=True, metavar="NOME", help="chi ha esaurito il tempo (o first/second)"
    )
    t.add_argument("--racks", nargs=2, metavar=("LEGGIO_A", "LEGGIO_B"), default=["", ""], help='le tessere rimaste sui due leggii ("" = leggio vuoto; il jolly è ?)')
    t.add_argument("--overtime", nargs=2, metavar=("S_A", "S_B"), default=["0", "0"], help="secondi di tempo supplementare usati dai due giocatori (anche m:ss)")
    t.add_argument("--base-left", nargs=2, metavar=("S_A", "S_B"), default=["0", "0"], help="secondi di tempo base rimasti ai due giocatori (profili che ne tengono conto)")
    t.add_argument("--preview", action="store_true", help="mostra i punteggi senza registrarli")
    t.add_argument("--json", action="store_true")
    add_version_options(t)
    t.set_defaults(handler=_timeloss)

    tn = sub.add_parser("tournament", help="impostazioni del torneo: mostra, modifica")
    ts = tn.add_subparsers(dest="tournament_command", metavar="AZIONE", required=True)
    sh = ts.add_parser("show", help="mostra le impostazioni del torneo")
    sh.add_argument("file", metavar="FILE")
    sh.add_argument("--json", action="store_true")
    sh.set_defaults(handler=_show)
    st = ts.add_parser("set", help="modifica le impostazioni del torneo (registrato nel log)")
    st.add_argument("file", metavar="FILE")
    st.add_argument("--name", default=None, metavar="NOME", help="il nome del torneo")
    st.add_argument("--place", default=None, metavar="LUOGO", help="la località del torneo")
    st.add_argument("--dates", default=None, metavar="AAAA-MM-GG[..AAAA-MM-GG]", help="la data, o il primo e l'ultimo giorno")
    st.add_argument("--director", default=None, metavar="NOME", help="direttore di gara")
    st.add_argument("--arbiter", default=None, metavar="NOME", help="arbitro")
    st.add_argument("--panel", nargs="*", default=None, metavar="NOME", help="collegio (3 nomi)")
    st.add_argument("--profile", default=None, help="figs-2008, figs-25, club-22")
    st.add_argument(
        "--rule",
        nargs="+",
        action="extend",
        default=None,
        metavar="CHIAVE=VALORE",
        help="modifica un numero del profilo, es. base_time_min=25 (CHIAVE= toglie la modifica)",
    )
    st.add_argument("--clear-rules", action="store_true", help="toglie tutte le modifiche")
    st.add_argument("--tiebreaks", default=None, metavar="FIGS|WESPA|criterio,…", help="gli spareggi della classifica: FIGS, WESPA o un elenco di criteri")
    st.add_argument("--bye-spread", default=None, metavar="N", help="lo scarto assegnato a chi riposa")
    st.add_argument("--forfeit-spread", default=None, metavar="N", help="lo scarto di una vittoria a tavolino")
    st.add_argument(
        "--word-list-threshold",
        default=None,
        metavar="RATING",
        help="liste di parole di 2 e 3 lettere fino a questo rating (none: nessuno)",
    )
    st.add_argument("--rounds", default=None, metavar="N", help="i turni previsti")
    st.add_argument(
        "--absence",
        default=None,
        metavar="tavolino|tempo",
        help="giocatore assente: vittoria a tavolino (predefinito) o sconfitta per tempo da 0-0 "
        "(art. 38 / 2008 art. 42)",
    )
    st.add_argument(
        "--absence-result",
        default=None,
        metavar="nulla|sconfitta|riposo",
        help="che cosa dà il turno a chi ha annunciato che lo salta (players absent): nulla "
        "(predefinito: nessuna partita, niente punti né scarto), sconfitta a tavolino, o "
        "come un riposo",
    )
    st.add_argument(
        "--first-move",
        default=None,
        metavar="bilanciato|sorteggio",
        help="chi inizia: assegnato dal programma (predefinito) o sorteggio al tavolo (art. 25)",
    )
    st.add_argument(
        "--consolation-buchholz",
        default=None,
        metavar="esclusa|inclusa",
        help="Buchholz di chi è fuori dal tabellone a eliminazione: senza le partite del "
        "tabellone (predefinito) o con tutte le partite",
    )
    st.add_argument(
        "--category",
        default=None,
        metavar="CAT",
        help="categoria del torneo nell'archivio federale (open, nazionale, campionato, club…)",
    )
    st.add_argument(
        "--fee",
        default=None,
        metavar="EURO",
        help="quota d'iscrizione predefinita in euro (per chi non ne ha una propria)",
    )
    st.add_argument(
        "--fee-category",
        nargs="+",
        action="extend",
        default=None,
        metavar="CATEGORIA=EURO",
        help="quota ridotta dei giocatori di una categoria (CATEGORIA= toglie la riduzione)",
    )
    st.add_argument("--json", action="store_true")
    st.set_defaults(handler=_set)


def register_players(ps: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """``players edit``: added to the ``players`` command of ``cmd_tournament``."""
    rating = {"default": None, "metavar": "N"}
    command(
        ps, "edit", "corregge nome, rating, circolo o tessera di un giocatore", _players_edit,
        arg("who", metavar="NOME", help="nome, tessera o #numero"),
        arg("--name", default=None, metavar="NOME", help='"Cognome, Nome"'),
        arg("--rating", **rating,
            help="none: senza rating (il rating all'iscrizione resta quello delle fasce dei premi)"),
        arg("--registration-rating", **rating,
            help="corregge il rating all'iscrizione, che decide le fasce (none: senza rating)"),
        arg("--club", default=None, help="il nuovo circolo"),
        arg("--id", dest="federation_id", default=None, metavar="TESSERA",
            help="il numero di tessera federale"),
    )  # fmt: skip


# ---------------------------------------------------------------------------------------------


def _number(text: str | None, what: str, kind: str = "seconds") -> int | None:
    from figs_td.core.inputs import parse_int
    from figs_td.errors import InputError

    if text is None:
        return None
    if str(text).strip().startswith("-") and str(text).strip()[1:].isdigit():
        raise InputError(f"{what}: {text.strip()} non può essere negativo")
    return parse_int(text, kind, what=what)


def _seconds(text: str, what: str) -> int:
    """Seconds as ``90`` or ``1:30`` (minutes:seconds)."""
    from figs_td.errors import InputError

    raw = text.strip()
    if ":" in raw:
        m, _, s = raw.partition(":")
        ok = m.isascii() and m.isdigit() and len(m) <= 4 and s.isascii() and s.isdigit()
        if ok and len(s) == 2 and int(s) < 60:
            return int(m) * 60 + int(s)
        raise InputError(f"{what}: '{text}' non è un tempo valido (secondi, o minuti:secondi)")
    value = _number(raw, what)
    assert value is not None
    return value


def _forfeit(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json, print_notes
    from figs_td.services.players import player_names
    from figs_td.services.results import change_json, enter_forfeit, seat_at_table
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file) as store:
        present = None
        if not args.both_absent:
            present = 1 - seat_at_table(store, args.round, args.table, args.absent)
        change = enter_forfeit(
            store, args.round, args.table, present, actor=_actor(), **version_kw(args)
        )
        names = player_names(store)
    g = change.game
    print_notes(change.notes)  # a scoresheet detached (services.results)
    if args.json:
        print_json(change_json(change))
        return 0
    a, b = names.get(g.first, "?"), names.get(g.second or 0, "?")
    if present is None:
        what = "doppia assenza, entrambi perdono"
    elif g.kind.value == "time_loss":
        absent = b if present == 0 else a
        what = f"{absent} assente: sconfitta per tempo (art. 38)"
    else:
        what = f"vittoria a tavolino di {a if present == 0 else b}"
    prev = f" (prima {change.previous[0]}-{change.previous[1]})" if change.previous else ""
    print(
        f"turno {g.round}, tavolo {g.table}: {a} {g.score_first} - {g.score_second} {b} — "
        f"{what}{prev}"
    )
    return 0


def _timeloss(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.players import player_names
    from figs_td.services.results import (
        enter_time_loss,
        game_at,
        game_json,
        parse_score,
        seat_at_table,
        time_loss_json,
        time_loss_of,
    )
    from figs_td.services.tournament import open_tournament

    scores = parse_score(args.score)
    racks = (args.racks[0], args.racks[1])
    overtime = tuple(_seconds(s, "tempo supplementare usato") for s in args.overtime)
    base_left = tuple(_seconds(s, "tempo base residuo") for s in args.base_left)
    with open_tournament(args.file) as store:
        flagged = seat_at_table(store, args.round, args.table, args.flagged)
        kw: dict[str, Any] = {
            "flagged": flagged,
            "racks": racks,
            "overtime_s": (overtime[0], overtime[1]),
            "base_left_s": (base_left[0], base_left[1]),
        }
        tl = time_loss_of(store, args.round, args.table, scores, **kw)
        if not args.preview:
            enter_time_loss(
                store, args.round, args.table, scores, actor=_actor(), **kw, **version_kw(args)
            )
        g = game_at(store, args.round, args.table)
        names = player_names(store)
    final = tl.scores
    if args.json:
        data: dict[str, Any] = game_json(g)
        if args.preview:
            data.update(
                score_first=final[0],
                score_second=final[1],
                kind="time_loss",
                time_loss=time_loss_json(tl.clock),
            )
        data["preview"] = args.preview
        print_json(data)
        return 0
    a, b = names.get(g.first, "?"), names.get(g.second or 0, "?")
    loser = a if flagged == 0 else b
    verb = "sarebbe registrato (anteprima, nulla salvato)" if args.preview else "registrato"
    print(
        f"turno {g.round}, tavolo {g.table}: {a} {final[0]} - {final[1]} {b} — sconfitta per "
        f"tempo di {loser}, {verb}"
    )
    return 0


def _show(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json, read
    from figs_td.services.director import tournament_details

    d = read(args.file, tournament_details)
    if args.json:
        print_json(d)
        return 0
    rp, rs = d["rule_profile"], d["result_settings"]
    dates = d["date_start"] or "—"
    if d["date_end"] and d["date_end"] != d["date_start"]:
        dates += f" – {d['date_end']}"
    tb = d["tiebreaks"] if isinstance(d["tiebreaks"], str) else ", ".join(d["tiebreaks"])
    overrides = ", ".join(f"{k}={v}" for k, v in d["profile_overrides"].items()) or "nessuna"
    panel = ", ".join(m for m in d["support_panel"] if m) or "—"
    threshold = d["word_list_threshold"]
    lines = [
        f"torneo:        {d['name']}",
        f"luogo, date:   {d['place'] or '—'}, {dates}",
        f"sistema:       {d['system']}, turni previsti {d['planned_rounds'] or '—'} "
        f"(abbinati {d['rounds_paired']}), {count(d['players'], 'giocatore', 'giocatori')}",
        f"direttore:     {d['director'] or '—'}",
        f"arbitro:       {d['arbiter'] or '—'}",
        f"collegio:      {panel}",
        f"profilo:       {d['profile']} — {rp['label']}",
        f"  tempo base {rp['base_time_min']} min, supplementare {rp['supplementary_min']} min; "
        f"modifiche: {overrides}",
        f"spareggi:      {tb}",
        f"riposo:        vittoria con scarto +{rs['bye_spread']}",
        f"a tavolino:    vittoria con scarto +{rs['forfeit_spread']}",
        "liste 2/3 lettere: "
        + ("nessuno" if threshold is None else f"giocatori con rating fino a {threshold}"),
        "assente:       "
        + (
            "sconfitta per tempo da 0-0 (art. 38)"
            if d["absence"] == "tempo"
            else "vittoria a tavolino dell'avversario"
        ),
        "turno saltato: "
        + {
            "sconfitta": "sconfitta a tavolino",
            "riposo": "come un riposo (vittoria con lo scarto del riposo)",
        }.get(d.get("absence_result", ""), "nessuna partita (niente punti né scarto)"),
        "chi inizia:    "
        + ("sorteggio al tavolo (art. 25)" if d["first_move"] == "sorteggio" else "bilanciato"),
    ]
    if d.get("phased") or d.get("consolation_buchholz") == "inclusa":  # a bracket after Swiss
        lines.append(
            "Buchholz fuori dal tabellone: "
            + (
                "con tutte le partite, anche del tabellone"
                if d.get("consolation_buchholz") == "inclusa"
                else "senza le partite del tabellone a eliminazione"
            )
        )
    print("\n".join(lines))
    return 0


def _set(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.errors import InputError
    from figs_td.services.director import (
        KEEP,
        parse_dates,
        parse_optional_int,
        parse_rule,
        set_tournament,
        tournament_details,
    )
    from figs_td.services.tournament import open_tournament

    rules = dict(parse_rule(r) for r in args.rule) if args.rule else None
    threshold: Any = KEEP
    if args.word_list_threshold is not None:
        threshold = parse_optional_int(args.word_list_threshold, "rating per le liste di parole")
    kw: dict[str, Any] = {
        "name": args.name,
        "place": args.place,
        "dates": parse_dates(args.dates) if args.dates is not None else None,
        "director": args.director,
        "arbiter": args.arbiter,
        "panel": args.panel,
        "profile": args.profile,
        "rules": rules,
        "clear_rules": args.clear_rules,
        "tiebreaks": args.tiebreaks,
        "bye_spread": _number(args.bye_spread, "scarto del riposo", "spread"),
        "forfeit_spread": _number(args.forfeit_spread, "scarto a tavolino", "spread"),
        "rounds": _number(args.rounds, "numero di turni", "rounds"),
        "absence": args.absence,
        "absence_result": args.absence_result,
        "first_move": args.first_move,
        "consolation_buchholz": args.consolation_buchholz,
        "category": args.category,
    }
    fee = None
    if args.fee is not None:  # issue 42: checked before anything is written
        from figs_td.services.registration.fees import parse_euro

        fee = parse_euro(args.fee, "--fee")
    by_category: list[tuple[str, int | None]] = []
    for item in (args.fee_category or [])[:50]:
        from figs_td.services.registration.fees import parse_euro

        cat, sep, amount = item.partition("=")
        if not sep or not cat.strip():
            raise InputError(f"--fee-category: atteso CATEGORIA=EURO, non '{item[:80]}'")
        by_category.append(
            (cat.strip(), parse_euro(amount, "--fee-category") if amount.strip() else None)
        )
    only_fee = all(v is None or v is False for v in kw.values()) and threshold is KEEP
    if only_fee and fee is None and not by_category:
        raise InputError("niente da modificare: indicare almeno un'impostazione (vedere --help)")
    with open_tournament(args.file) as store:
        if not only_fee:
            set_tournament(store, word_list_threshold=threshold, actor=_actor(), **kw)
        if fee is not None:
            from figs_td.services.registration.fees import set_default_fee

            set_default_fee(store, fee, actor=_actor())
        for cat, cents in by_category:
            from figs_td.services.registration.fees import set_category_fee

            set_category_fee(store, cat, cents, actor=_actor())
        d = tournament_details(store)
    if args.json:
        print_json(d)
    else:
        print(f"impostazioni del torneo «{d['name']}» aggiornate (figs-td log per i dettagli)")
    return 0


def _players_edit(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.director import KEEP, edit_player, parse_optional_int
    from figs_td.services.players import player_json
    from figs_td.services.tournament import open_tournament

    rating: Any = KEEP
    if args.rating is not None:
        rating = parse_optional_int(args.rating, "rating")
    registered: Any = KEEP
    if args.registration_rating is not None:
        registered = parse_optional_int(args.registration_rating, "rating all'iscrizione")
    with open_tournament(args.file) as store:
        rec = edit_player(
            store,
            args.who,
            name=args.name,
            rating=rating,
            club=args.club,
            federation_id=args.federation_id,
            registration_rating=registered,
            actor=_actor(),
        )
    if args.json:
        print_json(player_json(rec))
    else:
        print(f"modificato n. {rec.id}: {rec.name}")
    return 0
