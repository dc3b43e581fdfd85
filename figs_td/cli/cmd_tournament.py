"""Tournament file commands: ``new``, ``players`` (``edit`` comes from ``cmd_director``),
``result``, ``results``, ``log``, ``import-tsh``, ``export-tsh``, ``backup``. FILE is a ``.figs`` path or a database URL."""

from __future__ import annotations

from figs_td.cli.common import actor as _actor
from figs_td.cli.common import arg, command, commands
from figs_td.cli.versions import add_version_options, version_kw
from figs_td.core.model import System
from figs_td.plurals import count, plural

TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse

SYSTEMS = [s.value for s in System]

#: ``players import --help``: the columns the file may have (``services.imports.PLAYER_HEADERS``,
#: written out here so that the parser does not import the services; a test checks that every
#: field is named).
PLAYER_COLUMNS_HELP = (
    "Importa i giocatori da un file CSV o XLSX con una riga d'intestazione. Colonne "
    "riconosciute (maiuscole e accenti non contano): cognome (o surname) e nome (o name), "
    "oppure una sola colonna giocatore (o «cognome e nome», player: «Rossi Mario»); rating "
    "(o elo); circolo (o club, società); tessera (o id, fid). Serve il cognome o il "
    "giocatore; le altre colonne sono facoltative."
)

#: ``result --kind``: the Italian names of the kinds of result (issue 39), beside the English
#: values other programs pass.
RESULT_KINDS: dict[str, str] = {
    "normale": "normal",
    "tavolino": "forfeit",
    "doppio-tavolino": "double_forfeit",
    "tempo": "time_loss",
}


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("new", help="crea un nuovo torneo (file .figs o database)")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--name", required=True, help="nome del torneo")
    p.add_argument(
        "--system",
        required=True,
        metavar="SISTEMA",
        help=f"{', '.join(SYSTEMS)} (anche alias: svizzero, girone, knockout, gruppi …)",
    )
    p.add_argument("--rounds", type=int, default=None, help="turni previsti")
    p.add_argument(
        "--profile",
        default="figs-25",
        choices=["figs-2008", "figs-25", "club-22"],
        help="il profilo di regole (tempi, penalità, fine partita)",
    )
    p.add_argument(
        "--tiebreaks",
        default=None,
        choices=["FIGS", "WESPA"],
        help="predefinito FIGS; WESPA (vittorie, differenza) per l'eliminazione a gruppi",
    )
    p.add_argument(
        "--category",
        default=None,
        metavar="CAT",
        help="categoria del torneo nell'archivio federale (open, nazionale, campionato, club…)",
    )
    p.add_argument(
        "--dates", default=None, metavar="AAAA-MM-GG[..AAAA-MM-GG]",
        help="la data, o il primo e l'ultimo giorno",
    )  # fmt: skip
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=_new)

    pl = sub.add_parser("players", help="giocatori: aggiungi, importa, elenca, ritira")
    ps = pl.add_subparsers(dest="players_command", metavar="AZIONE", required=True)
    a = ps.add_parser("add", help="iscrive un giocatore")
    a.add_argument("file", metavar="FILE")
    a.add_argument("name", metavar="NOME", help='"Cognome, Nome" o il nome completo')
    a.add_argument("--rating", type=int, default=None, help="il rating del giocatore")
    a.add_argument("--club", default="", help="il circolo")
    a.add_argument(
        "--id",
        dest="federation_id",
        default="",
        metavar="TESSERA",
        help="il numero di tessera federale",
    )
    a.add_argument(
        "--from-round", type=int, default=None, metavar="R", help="iscrizione tardiva: dal turno R"
    )
    a.add_argument("--json", action="store_true")
    a.set_defaults(handler=_players_add)
    i = ps.add_parser(
        "import",
        help="importa i giocatori da CSV o XLSX",
        description=PLAYER_COLUMNS_HELP,
    )
    i.add_argument("file", metavar="FILE")
    i.add_argument("src", metavar="ELENCO", help="il file dei giocatori: CSV o XLSX")
    i.add_argument("--json", action="store_true")
    i.set_defaults(handler=_players_import)
    who = arg("name", metavar="NOME", help="il giocatore (nome, numero o tessera)")
    commands(ps, (
        ("list", "elenca i giocatori", _players_list, ()),
        ("withdraw", "ritira un giocatore da un turno in poi", _players_withdraw, (
            who, arg("--from-round", type=int, required=True, metavar="R",
                     help="il primo turno che il giocatore non gioca"),
            _player_version,
        )),
        ("reinstate", "riammette un giocatore ritirato (annulla il ritiro)", _players_reinstate,
         (who, _player_version)),
        ("fee", "quota d'iscrizione di un giocatore: dovuta e pagata", _players_fee, (
            who, arg("--due", metavar="EURO", help="quota dovuta in euro (per esempio 20 o 15,50)"),
            arg("--paid", metavar="EURO", help="importo pagato in euro"),
        )),
    ))  # fmt: skip
    from figs_td.cli.cmd_director import register_players

    register_players(ps)  # players edit
    from figs_td.cli.players_checkin import register_checkin

    register_checkin(ps)  # players checkin
    from figs_td.cli.players_members import register_members

    register_members(ps)  # players members
    from figs_td.cli.players_absent import register_absent

    register_absent(ps)  # players absent

    add_version_options(command(
        sub, "result", "inserisce o corregge il risultato di un tavolo", _result,
        arg("--round", type=int, required=True, metavar="R"),
        arg("--table", type=int, required=True, metavar="T"),
        arg("--score", required=True, metavar="A-B", help="A = chi ha iniziato"),
        arg("--kind", default="normal", choices=["normal", "forfeit", "double_forfeit", "time_loss"],
            italian=RESULT_KINDS,
            help="tipo di risultato: normale (partita giocata, il predefinito), tavolino, "
            "doppio-tavolino, tempo (sconfitta per tempo); valgono anche normal, forfeit, "
            "double_forfeit, time_loss"),
        arg("--first", default=None, metavar="NOME",
            help="chi ha iniziato davvero (art. 25: sorteggio al tavolo); A = il suo punteggio"),
    ))  # fmt: skip
    add_version_options(command(
        sub, "results", "risultati di un turno da CSV o XLSX", _results,
        arg("--round", type=int, required=True, metavar="R"),
        arg("src", metavar="SRC", help="il file dei risultati: CSV o XLSX (tavolo, primo, secondo)"),
    ), version=False)  # fmt: skip
    command(
        sub, "log", "registro delle modifiche", _log,
        arg("--limit", type=int, default=None, metavar="N", help="solo le ultime N voci"),
        description="Il registro delle modifiche, una riga per voce in italiano (data e ora, "
        "chi, che cosa); --json: le voci come le registra il programma, per altri programmi.",
    )  # fmt: skip
    command(
        sub, "import-tsh", "crea un torneo da un file TSH (.t o tourney.js)", _import_tsh,
        arg("src", metavar="SRC.t", help="il file TSH da importare: un file di divisione (.t) o il tourney.js (newt=…)"),
        arg("dest", metavar="DEST.figs", help="il nuovo file del torneo"),
        arg("--name", default=None, help="nome del torneo (predefinito: nome del file)"),
        file=False,
    )  # fmt: skip
    command(
        sub, "export-tsh", "esporta il torneo in un file TSH (.t)", _export_tsh,
        arg("dest", metavar="DEST.t", help="il file TSH da scrivere"), json=False,
    )  # fmt: skip
    command(
        sub, "backup", "copia completa e verificata del torneo (si può fare in ogni momento)",
        _backup,
        arg("dest", metavar="DEST", nargs="?", default=None,
            help="file .figs o cartella della copia (predefinito: accanto al torneo)"),
    )  # fmt: skip


# ---------------------------------------------------------------------------------------------


def _new(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.core.pairing.registry import find_system
    from figs_td.errors import InputError
    from figs_td.services.tournament import create_tournament, tournament_info, tournament_json

    try:
        system = find_system(args.system).name  # canonical name from any alias
    except ValueError as exc:
        raise InputError(str(exc)) from None
    tiebreaks = args.tiebreaks
    if tiebreaks is None:
        # domain.md §7: the eliminazione a gruppi ranks by wins, then spread.
        tiebreaks = "WESPA" if system == System.GROUP_ELIMINATION.value else "FIGS"
    extra: dict[str, str | None] = {}
    if args.dates is not None:
        from figs_td.services.director import parse_dates

        extra["date_start"], extra["date_end"] = parse_dates(args.dates)
    with create_tournament(
        args.file,
        args.name,
        system,
        rounds=args.rounds,
        profile=args.profile,
        tiebreaks=tiebreaks,
        actor=_actor(),
        category=args.category,
        **extra,
    ) as store:
        info = tournament_info(store)
    if args.json:
        print_json(tournament_json(info))
    else:
        rounds = f", {count(info.planned_rounds, 'turno', 'turni')}" if info.planned_rounds else ""
        print(f"creato il torneo «{info.name}» ({info.system.value}{rounds}) in {args.file}")
    return 0


def _players_add(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.players import add_player, player_json
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file) as store:
        if args.from_round is not None:
            from figs_td.services.director import add_late_player

            rec = add_late_player(
                store,
                args.name,
                args.from_round,
                rating=args.rating,
                club=args.club,
                federation_id=args.federation_id,
                actor=_actor(),
            )
        else:
            rec = add_player(
                store,
                args.name,
                rating=args.rating,
                club=args.club,
                federation_id=args.federation_id,
                actor=_actor(),
            )
        warnings = _member_warnings(store, [rec.id])
    if args.json:
        print_json({**player_json(rec), "warnings": [text for _id, text in warnings]})
    else:
        late = f" (gioca dal turno {rec.status_round})" if args.from_round is not None else ""
        print(f"iscritto n. {rec.id}: {rec.name}{late}")
        for _id, text in warnings:  # the member list (issue 42 §3): a warning, no refusal
            print(f"attenzione: {text}")
    return 0


def _member_warnings(store: object, ids: list[int] | None = None) -> list[tuple[int, str]]:
    """(player id, warning) about the tessere of ``ids`` (none without a member list)."""
    from figs_td.services.registration.members import member_warnings, warning_text

    return [(w.player_id, warning_text(w)) for w in member_warnings(store, ids)]  # type: ignore[arg-type]


def _players_import(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.players import import_players, player_json
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file) as store:
        recs = import_players(store, args.src, actor=_actor())
        warned: dict[int, list[str]] = {}
        for pid, text in _member_warnings(store, [r.id for r in recs]):
            warned.setdefault(pid, []).append(text)
    if args.json:
        print_json([{**player_json(r), "warnings": warned.get(r.id, [])} for r in recs])
    else:
        print(
            f"{plural(len(recs), 'importato', 'importati')} "
            f"{count(len(recs), 'giocatore', 'giocatori')} da {args.src}"
        )
        for r in recs:  # the member list (issue 42 §3): warnings, nothing refused
            for text in warned.get(r.id, []):
                print(f"attenzione: {r.name}: {text}")
    return 0


def _players_list(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.players import list_players, player_json
    from figs_td.services.prizes import rating_text, ratings_at_registration
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file) as store:
        recs = list_players(store)
        registered = ratings_at_registration(store)
        warned = dict(_member_warnings(store))
    if args.json:
        # registration_rating: the rating that decides the prize bands (issue 25 §4);
        # member_warning: the tessera to check against the member list (issue 42 §3)
        print_json(
            [
                {
                    **player_json(r),
                    "registration_rating": registered.get(r.id, r.rating),
                    "member_warning": warned.get(r.id),
                }
                for r in recs
            ]
        )
        return 0
    for r in recs:
        extra = []
        if r.rating is not None or r.id in registered:
            extra.append(rating_text(r.id, r.rating, registered))
        if r.club:
            extra.append(r.club)
        if r.federation_id:
            extra.append(f"tessera {r.federation_id}")
        if r.status == "withdrawn":
            extra.append(f"ritirato dal turno {r.status_round}")
        elif r.status == "late":
            extra.append(f"entra al turno {r.status_round}")
        if r.id in warned:
            extra.append(f"attenzione: {warned[r.id]}")
        tail = f"  ({', '.join(extra)})" if extra else ""
        print(f"{r.id:>4}  {r.name}{tail}")
    if not recs:
        print("nessun giocatore iscritto")
    return 0


def _players_withdraw(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.players import player_json, withdraw
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file) as store:
        done = withdraw(
            store,
            args.name,
            args.from_round,
            expected_version=args.expected_version,
            actor=_actor(),
        )
    rec = done.record
    if args.json:
        print_json({**player_json(rec), "warnings": list(done.warnings)})
    else:
        print(f"{rec.name} ritirato dal turno {args.from_round}")
        for warning in done.warnings:  # a game already paired and not played (issue 35)
            print(f"attenzione: {warning}")
    return 0


def _player_version(p: argparse.ArgumentParser) -> None:
    from figs_td.cli.versions import add_version_option

    add_version_option(
        p, "versione del giocatore che si modifica (rifiutato se nel frattempo è cambiato)"
    )


def _players_reinstate(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.players import player_json, reinstate_player
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file) as store:
        rec = reinstate_player(
            store, args.name, expected_version=args.expected_version, actor=_actor()
        )
    if args.json:
        print_json(player_json(rec))
    else:
        print(f"{rec.name} riammesso: di nuovo abbinato dal prossimo turno")
    return 0


def _result(args: argparse.Namespace) -> int:
    from figs_td.cli.common import freeze_if_ending, print_json, print_notes
    from figs_td.services.players import player_names
    from figs_td.services.results import change_json, enter_result, parse_score, seat_at_table
    from figs_td.services.tournament import open_tournament

    a, b = parse_score(args.score)
    with open_tournament(args.file, purpose="result") as store:
        started = None
        if args.first is not None:
            started = seat_at_table(store, args.round, args.table, args.first)
        change = enter_result(
            store,
            args.round,
            args.table,
            a,
            b,
            kind=args.kind,
            started=started,
            actor=_actor(),
            **version_kw(args),
        )
        names = player_names(store, (change.game.first, change.game.second))
    g = change.game
    print_notes(change.notes)
    if args.json:
        print_json(change_json(change))
        freeze_if_ending(args)
        return 0
    what = "corretto" if change.corrected else "inserito"
    prev = f" (prima {change.previous[0]}-{change.previous[1]})" if change.previous else ""
    second = names.get(g.second or 0, "?")
    print(
        f"turno {g.round}, tavolo {g.table}: {names.get(g.first, '?')} {g.score_first} - "
        f"{g.score_second} {second} — {what}{prev}"
    )
    freeze_if_ending(args)
    return 0


def _results(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json, print_notes
    from figs_td.services.results import enter_round_results, game_json
    from figs_td.services.tournament import open_tournament

    notes: list[str] = []
    with open_tournament(args.file) as store:
        games = enter_round_results(
            store, args.round, args.src, force=args.force, actor=_actor(), notes=notes
        )
    print_notes(notes)
    if args.json:
        print_json([game_json(g) for g in games])
    else:
        print(
            f"turno {args.round}: "
            f"{count(len(games), 'risultato inserito', 'risultati inseriti')} da {args.src}"
        )
    return 0


def _log(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.tournament import audit_json, audit_log, open_tournament

    if args.json:
        with open_tournament(args.file) as store:
            entries = audit_log(store, limit=args.limit)
        print_json([audit_json(e) for e in entries])
        return 0
    from figs_td.services.tournament import audit_sentences

    with open_tournament(args.file) as store:
        lines = audit_sentences(store, limit=args.limit)
    for line in lines:
        text = f"{line.when}  {line.who or '-'}  {line.action}"
        print(f"{text}: {line.detail}" if line.detail else text)
    return 0


def _import_tsh(args: argparse.Namespace) -> int:
    import sys

    from figs_td import pathguard

    # before the services (and the database layer they import) load: a file of the wrong
    # kind or size is refused in a moment (issue 35); import_tsh checks it again when reading
    pathguard.check_input(args.src, "tsh")
    from figs_td.cli.common import print_json
    from figs_td.services.exchange.tsh import import_tsh
    from figs_td.services.tournament import tournament_summary

    warnings: list[str] = []
    with import_tsh(
        args.src, args.dest, name=args.name, actor=_actor(), warnings=warnings
    ) as store:
        summary = tournament_summary(store)
    for w in warnings:
        print(f"avviso: {w}", file=sys.stderr)
    if args.json:
        print_json(summary)
    else:
        print(
            f"importato «{summary['name']}»: {count(summary['players'], 'giocatore', 'giocatori')}, "
            f"{count(summary['rounds'], 'turno', 'turni')}, "
            f"{count(summary['games'], 'partita', 'partite')} "
            f"({summary['results']} con risultato), sistema {summary['system']}"
        )
    return 0


def _export_tsh(args: argparse.Namespace) -> int:
    from figs_td.services.exchange.tsh import export_tsh
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file) as store:
        n = export_tsh(store, args.dest)
    print(
        f"{plural(n, 'esportato', 'esportati')} {count(n, 'giocatore', 'giocatori')} in {args.dest}"
    )
    return 0


def _backup(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.backups import backup_file

    path = backup_file(args.file, args.dest)
    if args.json:
        print_json({"file": str(args.file), "copy": str(path)})
    else:
        print(f"copia completa e verificata: {path}")
    return 0


def _players_fee(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.registration.fees import euro, fee_json, parse_euro, set_fee
    from figs_td.services.tournament import open_tournament

    due = None if args.due is None else parse_euro(args.due, "--due")
    paid = None if args.paid is None else parse_euro(args.paid, "--paid")
    with open_tournament(args.file) as store:
        fee = set_fee(store, args.name, due=due, paid=paid, actor=_actor())
    if args.json:
        print_json(fee_json(fee))
    else:
        print(
            f"{fee.name}: dovuti {euro(fee.due)} €, pagati {euro(fee.paid)} €, "
            f"da pagare {euro(fee.owed)} €"
        )
    return 0
