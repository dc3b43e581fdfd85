"""``figs-td archive ARCHIVE …``: the federation's archive (events, players, ranking, rating,
site). Every handler goes through :mod:`figs_td.services.archive`; heavy libraries load there."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from figs_td.cli.common import actor as _actor
from figs_td.cli.common import arg, command, force_site

JSON = "risultato in JSON"  # the --json help of every archive command


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    a = sub.add_parser(
        "archive",
        help="archivio federale: eventi, giocatori, classifica, rating, sito",
        description=(
            "Archivio della federazione: ogni evento di ogni stagione in un database (file "
            ".figsa, predefinito archivio.figsa, oppure PostgreSQL), giocatori riconosciuti tra "
            "gli eventi, classifica federale, rating non ufficiale, sito."
        ),
    )
    a.add_argument(
        "archive", metavar="ARCHIVE", help="file dell'archivio (.figsa) o URL PostgreSQL"
    )
    s = a.add_subparsers(dest="archive_command", metavar="AZIONE", required=True)

    p = s.add_parser("add", help="aggiunge eventi finiti (.figs, URL, .t o tourney.js di TSH, esportazione .csv/.xlsx)")
    p.add_argument("sources", metavar="FILE|URL", nargs="+", help="eventi da archiviare")
    p.add_argument(
        "--category",
        default=None,
        metavar="CAT",
        help="categoria dell'evento (archive ARCHIVE settings); serve solo se il file non ne "
        "ha una (un .figs la porta con new --category o tournament set --category)",
    )
    p.add_argument(
        "--date",
        default=None,
        metavar="AAAA-MM-GG",
        help="data dell'evento; serve solo se il file non ne ha una (file TSH)",
    )
    p.add_argument(
        "--place", default=None, metavar="LUOGO", help="luogo (sostituisce quello del file)"
    )
    p.add_argument(
        "--name",
        default=None,
        metavar="NOME",
        help="nome dell'evento (sostituisce quello del file)",
    )
    p.add_argument(
        "--replace",
        action="store_true",
        help="sostituisce lo stesso evento già archiviato (la storia resta)",
    )
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.set_defaults(handler=_add)

    p = s.add_parser("events", help="eventi archiviati")
    p.add_argument("--all", action="store_true", help="anche gli eventi sostituiti")
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.set_defaults(handler=_events)

    p = s.add_parser("players", help="giocatori dell'archivio e possibili doppioni")
    p.add_argument(
        "--duplicates", action="store_true", help="coppie che potrebbero essere la stessa persona"
    )
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.set_defaults(handler=_players)

    p = s.add_parser("player", help="storia di un giocatore: eventi, circoli, rating")
    p.add_argument("id", type=int, metavar="ID", help="numero del giocatore nell'archivio")
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.set_defaults(handler=_player)

    p = s.add_parser("merge", help="unisce B ad A (stessa persona; reversibile con unmerge)")
    p.add_argument("kept", type=int, metavar="A", help="giocatore che resta")
    p.add_argument("merged", type=int, metavar="B", help="giocatore unito ad A")
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.set_defaults(handler=_merge)

    p = s.add_parser("unmerge", help="annulla l'unione di un giocatore")
    p.add_argument(
        "ids", type=int, nargs="+", metavar="ID", help="giocatore unito (oppure A B come in merge)"
    )
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.set_defaults(handler=_unmerge)

    p = s.add_parser("ranking", help="classifica federale dall'archivio")
    p.add_argument(
        "--as-of",
        default=None,
        metavar="AAAA-MM-GG",
        help="data di riferimento (predefinita: oggi)",
    )
    p.add_argument(
        "-o", "--output", default=None, metavar="OUT", help="scrive la classifica in .xlsx o .pdf"
    )
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.set_defaults(handler=_ranking)

    command(
        s, "rating", "rating non ufficiale (logistico, evento per evento)", _rating,
        json=JSON, file=False,
    )  # fmt: skip

    p = s.add_parser(
        "rerate",
        help="completa il rating in aggiornamento (dopo un evento nel passato, un'unione…)",
        description=(
            "Un evento aggiunto nel passato, una sostituzione, un'unione o una separazione "
            "tornano subito: il rating dal loro giorno in poi si ricalcola dopo, in un processo "
            "a parte avviato dal comando stesso. Questo comando lo completa ora (serve se quel "
            "processo è stato interrotto); senza nulla in attesa non fa niente."
        ),
    )
    p.add_argument("--quiet", action="store_true", help="nessun messaggio (per i processi avviati dal programma)")
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.set_defaults(handler=_rerate)

    p = s.add_parser("settings", help="regole della classifica, parametri del rating, categorie")
    p.add_argument(
        "--set", default=None, metavar="FILE.json", help="nuove impostazioni da un file JSON"
    )
    p.add_argument("--json", action="store_true", help="risultato in JSON")
    p.set_defaults(handler=_settings)

    p = s.add_parser(
        "members", help="elenco dei soci della federazione (tessere, circoli, scadenze)"
    )
    ms = p.add_subparsers(dest="members_command", metavar="AZIONE", required=True)
    from figs_td.cli.players_members import MEMBER_COLUMNS_HELP

    m = ms.add_parser(
        "import",
        help="sostituisce l'elenco dei soci con quello di un file CSV o XLSX",
        description=MEMBER_COLUMNS_HELP + " Il nuovo elenco sostituisce per intero il "
        "precedente, in una sola transazione: un file con errori non cambia nulla.",
    )
    m.add_argument("src", metavar="FILE", help="l'elenco dei soci: CSV o XLSX")
    m.add_argument("--json", action="store_true", help="risultato in JSON")
    m.set_defaults(handler=_members_import)
    command(ms, "list", "mostra l'elenco dei soci", _members_list, json=JSON, file=False)

    command(s, "log", "registro delle modifiche dell'archivio", _log, json=JSON, file=False)

    command(
        s, "publish", "sito statico della federazione (classifica, giocatori, eventi)", _publish,
        arg("-o", "--output", required=True, metavar="CARTELLA", help="cartella del sito"),
        arg("--as-of", default=None, metavar="AAAA-MM-GG",
            help="data della classifica (predefinita: oggi)"),
        force_site, json=JSON, file=False,
    )  # fmt: skip


def _open(args: argparse.Namespace, *, create: bool = False) -> Any:
    from figs_td.services.archive import open_archive

    return open_archive(args.archive, create=create)


def _date(text: str | None) -> Any:
    import datetime as dt

    if not text:
        return dt.date.today()
    if len(text.strip()) == 10 and text.strip()[4] == "-":
        try:  # the usual AAAA-MM-GG without loading the export module
            return dt.date.fromisoformat(text.strip())
        except ValueError:
            pass
    from figs_td.reports.federation import parse_date

    return parse_date(text)


def _add(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.archive import add_to_archive

    day = _date(args.date) if args.date else None
    added = add_to_archive(
        args.archive, args.sources, category=args.category, date=day, place=args.place,
        name=args.name, replace=args.replace, actor=_actor(), rerate=False,
    )  # fmt: skip
    _rerate_later(args)
    if args.json:
        print_json([a.as_json() for a in added])
        return 0
    for a in added:
        what = f"sostituisce l'evento {a.replaced}" if a.replaced else "aggiunto"
        print(
            f"evento {a.event_id} {what}: {a.name} ({a.date:%d/%m/%Y}, {a.category}), "
            f"{a.players} giocatori ({a.new_players} nuovi), {a.games} partite"
        )
    return 0


def _events(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.archive import events

    with _open(args) as store:
        rows = events(store, with_replaced=args.all)
    if args.json:
        print_json(
            [
                {"id": e.id, "name": e.name, "date": e.day.isoformat(), "place": e.place,
                 "category": e.category, "players": e.players, "rounds": e.rounds,
                 "games": e.games, "source": e.source, "replaced_by": e.replaced_by}
                for e in rows
            ]
        )  # fmt: skip
        return 0
    for e in rows:
        gone = f" (sostituito dall'evento {e.replaced_by})" if e.replaced_by else ""
        print(
            f"{e.id:>5}  {e.day:%d/%m/%Y}  {e.category:<10}  {e.name} — {e.players} giocatori{gone}"
        )
    return 0


def _player_json(p: Any) -> dict[str, Any]:
    return {key: getattr(p, key) for key in ("id", "name", "club", "federation_id", "events")}


def _players(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.core.archive.events import REASONS
    from figs_td.services.archive import duplicates, players

    with _open(args) as store:
        if args.duplicates:
            props = duplicates(store)
            if args.json:
                print_json(
                    [
                        {"a": _player_json(x.a), "b": _player_json(x.b), "reason": x.reason,
                         "reason_text": REASONS[x.reason]}
                        for x in props
                    ]
                )  # fmt: skip
                return 0
            if not props:
                print("nessun possibile doppione")
            for x in props:
                print(
                    f"{x.a.id} {x.a.name} ({x.a.club or '—'}) ↔ {x.b.id} {x.b.name} "
                    f"({x.b.club or '—'}): {REASONS[x.reason]} — per unirli: archive "
                    f"{args.archive} merge {x.a.id} {x.b.id}"
                )
            return 0
        rows = players(store)
    if args.json:
        print_json([{**_player_json(p), "merged_into": p.merged_into} for p in rows])
        return 0
    for p in rows:
        merged = f" (unito a {p.merged_into})" if p.merged_into else ""
        fid = f" [{p.federation_id}]" if p.federation_id else ""
        print(f"{p.id:>6}  {p.name}{fid}  {p.club}  {p.events} eventi{merged}")
    return 0


def _player(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.archive import RATING_LABEL, player_history

    with _open(args) as store:
        h = player_history(store, args.id)
    if args.json:
        print_json(
            {
                **_player_json(h.player),
                "rating": None if h.player.rating is None else round(h.player.rating),
                "rating_label": RATING_LABEL,
                "ids": list(h.ids),
                "results": [
                    {"event_id": r.event_id, "event": r.event, "date": r.day.isoformat(),
                     "category": r.category, "players": r.field_size, "place": r.place,
                     "name": r.name, "club": r.club, "games": r.games, "wins": r.wins}
                    for r in h.results
                ],
                "ratings": [
                    {"event_id": e, "event": n, "date": d.isoformat(), "before": round(c.before, 1),
                     "after": round(c.after, 1), "expected": round(c.expected, 2),
                     "actual": c.actual, "games": c.games}
                    for e, n, d, c in h.ratings
                ],
            }
        )  # fmt: skip
        return 0
    p = h.player
    print(f"{p.name} [{p.federation_id or 'senza tessera'}] — giocatore {p.id}")
    for r in h.results:
        print(f"  {r.day:%d/%m/%Y}  {r.event}: {r.place}° su {r.field_size} ({r.club or '—'})")
    if h.ratings:
        print(f"{RATING_LABEL}: {round(h.ratings[-1][3].after)}")
    return 0


def _merge(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.archive import merge, rating_pending

    with _open(args) as store:
        mid = merge(store, args.kept, args.merged, actor=_actor(), rerate=False)
        waiting = rating_pending(store) is not None
    _rerate_later(args, waiting)
    if args.json:
        print_json({"merge": mid, "kept": args.kept, "merged": args.merged})
    else:
        print(
            f"giocatore {args.merged} unito al giocatore {args.kept} (annullabile: unmerge {args.merged})"
        )
    return 0


def _unmerge(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.errors import InputError
    from figs_td.services.archive import unmerge

    if len(args.ids) > 2:
        raise InputError("unmerge: indicare il giocatore unito (oppure A B)")
    merged = args.ids[-1]
    from figs_td.services.archive import rating_pending

    with _open(args) as store:
        kept = unmerge(store, merged, actor=_actor(), rerate=False)
        waiting = rating_pending(store) is not None
    _rerate_later(args, waiting)
    if args.json:
        print_json({"kept": kept, "merged": merged})
    else:
        print(f"giocatore {merged} separato dal giocatore {kept}")
    return 0


def _ranking(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.archive import ranking, ranking_json, write_ranking

    as_of = _date(args.as_of)
    with _open(args) as store:
        rows = ranking(store, as_of)
    if args.output:
        write_ranking(rows, as_of, args.output)
        print(
            f"scritto {args.output} ({len(rows)} giocatori)",
            file=sys.stderr if args.json else sys.stdout,
        )
    if args.json:
        print_json(ranking_json(rows, as_of))
    elif not args.output:
        lines = [f"Classifica federale al {as_of:%d/%m/%Y}"]
        for r in rows:
            fid = f" [{r.federation_id}]" if r.federation_id else ""
            lines.append(
                f"{r.rank:>4}. {r.name}{fid}: {r.points} punti ({r.counted} risultati su {r.tournaments})"
            )
            for x in r.results:
                mark = "" if x.counted else f" — {x.why}"
                lines.append(f"        {x.date:%d/%m/%Y} {x.event}: {x.place}° → {x.points}{mark}")
        sys.stdout.write("\n".join(lines) + "\n")  # one write: 30,000 lines for 5,000 players
    return 0


def _rerate_later(args: argparse.Namespace, pending: bool | None = None) -> None:
    """Ratings left waiting by the action just done (issue 40 §1): computed by a process of
    their own, started here and not waited for, so that the command returns at once. Killed or
    failed, they stay waiting ("in aggiornamento") for the next ``rerate``, ``publish`` or the
    window. ``pending``: whether ratings wait, as the action's own connection just read it
    (None: the archive is opened again to ask)."""
    import os
    import subprocess

    if pending is None:
        from figs_td.services.archive import rating_pending

        with _open(args) as store:
            pending = rating_pending(store) is not None
    if not pending:
        return
    cmd = [sys.executable, "-m", "figs_td", "archive", args.archive, "rerate", "--quiet"]
    detach: dict[str, Any] = (
        {"creationflags": getattr(subprocess, "DETACHED_PROCESS", 0)
         | getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}
        if os.name == "nt" else {"start_new_session": True}
    )  # fmt: skip
    try:
        subprocess.Popen(
            cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=True, **detach,
        )  # fmt: skip
    except OSError:
        pass  # left waiting: the next rerate or publish computes it
    if not getattr(args, "json", False):
        print("rating in aggiornamento: si completa da solo tra poco (oppure: archive … rerate)")


def _rerate(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.archive import catch_up

    with _open(args) as store:
        since = catch_up(store, actor=_actor())
    if args.json:
        print_json({"rerated_from": since.isoformat() if since else None})
    elif not args.quiet:
        print(f"rating aggiornato dal {since:%d/%m/%Y}" if since else "rating già aggiornato")
    return 0


def _rating(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.archive import RATING_LABEL, rating_list, rating_pending

    with _open(args) as store:
        rows = rating_list(store)
        pending = rating_pending(store)
    note = (f"in aggiornamento: i rating dal {pending:%d/%m/%Y} in poi si stanno ricalcolando"
            if pending else "")  # fmt: skip
    if args.json:
        print_json(
            {
                "label": RATING_LABEL,
                "updating": pending.isoformat() if pending else None,
                "official": False,
                "rows": [
                    {"rank": r.rank, "player_id": r.player_id, "name": r.name, "club": r.club,
                     "federation_id": r.federation_id, "rating": r.rating, "games": r.games}
                    for r in rows
                ],
            }
        )  # fmt: skip
        return 0
    print(RATING_LABEL)
    if note:
        print(f"({note})")
    for r in rows:
        print(f"{r.rank:>4}. {r.name}: {r.rating} ({r.games} partite)")
    return 0


def _settings(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.archive import settings_json, update_settings

    with _open(args) as store:
        if args.set:
            data = _read_json(args.set)
            out = update_settings(store, data, actor=_actor())
        else:
            out = settings_json(store)
    print_json(out) if args.json or not args.set else print("impostazioni aggiornate")
    return 0


def _read_json(path: str) -> Any:
    import json
    from pathlib import Path

    from figs_td.errors import InputError

    p = Path(path)
    if not p.is_file():
        raise InputError(f"il file '{path}' non esiste")
    if p.stat().st_size > 1_000_000:
        raise InputError(f"'{p.name}' è troppo grande per un file di impostazioni")
    from figs_td import pathguard

    try:
        data = json.loads(pathguard.read_text(p, "json"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise InputError(f"'{p.name}' non è un JSON valido ({exc})") from None
    if not isinstance(data, dict):
        raise InputError(f"'{p.name}': atteso un oggetto JSON")
    return data


def _log(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.archive import audit_log

    with _open(args) as store:
        rows = audit_log(store)
    if args.json:
        print_json(rows)
        return 0
    for r in rows:
        print(f"{r['at']}  {r['actor']}  {r['action']} {r['entity']} {r['key']}")
    return 0


def _publish(args: argparse.Namespace) -> int:
    from figs_td.cli.cmd_web import foreign_folder_hint
    from figs_td.cli.common import print_json
    from figs_td.web.archive_site import MANIFEST, publish_archive
    from figs_td.web.site import check_site_folder

    with foreign_folder_hint():
        check_site_folder(args.output, MANIFEST, force=args.force)  # before the archive
        with _open(args) as store:
            from figs_td.services.archive import catch_up

            catch_up(store, actor=_actor())  # the site with every rating computed
            report = publish_archive(store, args.output, as_of=_date(args.as_of), force=args.force)
    if args.json:
        print_json(report.as_json())
    else:
        print(
            f"sito in {report.folder}: {len(report.files)} file, {len(report.written)} scritti, "
            f"{len(report.removed)} rimossi"
        )
    return 0


def _members_import(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.plurals import count
    from figs_td.services.archive.members import import_members

    info = import_members(args.archive, args.src, actor=_actor())
    if args.json:
        print_json(info)
        return 0
    was = f"; sostituisce l'elenco di {count(info['before'], 'tessera', 'tessere')}" if (
        info["before"]) else ""  # fmt: skip
    print(f"elenco dei soci: {count(info['count'], 'tessera', 'tessere')} da {info['source']}{was}")
    return 0


def _members_list(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.plurals import count
    from figs_td.services.archive.members import members_of

    with _open(args) as store:
        members, info = members_of(store)
    if args.json:
        print_json(
            {
                "list": info,
                "members": [
                    {
                        "tessera": m.federation_id, "name": m.name, "club": m.club,
                        "expiry": m.expiry.isoformat() if m.expiry else None,
                    }
                    for m in members
                ],
            }
        )  # fmt: skip
        return 0
    if info is None or not members:
        print("nessun elenco dei soci: archive ARCHIVIO members import FILE")
        return 0
    print(
        f"elenco dei soci: {count(len(members), 'tessera', 'tessere')} da {info.get('source', '')}"
        f" ({str(info.get('at', ''))[:10]})"
    )
    lines = [
        f"{m.federation_id}\t{m.name}\t{m.club}\t"
        f"{'scade il ' + format(m.expiry, '%d/%m/%Y') if m.expiry else 'senza scadenza'}"
        for m in members
    ]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0
