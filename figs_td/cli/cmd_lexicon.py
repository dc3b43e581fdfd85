"""Word lists and challenges: ``lexicon`` (import, list, use, standin), ``check``, ``rulings``."""

from __future__ import annotations

import argparse
from typing import Any

from figs_td.cli.common import Progress, arg, command
from figs_td.plurals import count

_TEXT_REJECTED = 20  # rejected lines shown in text output (all of them with --json)


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    lx = sub.add_parser("lexicon", help="lessici: importa, elenca, scegli la lista in uso")
    ls = lx.add_subparsers(dest="lexicon_command", metavar="AZIONE", required=True)
    i = ls.add_parser("import", help="importa una lista (una parola per riga) o un .dic Hunspell")
    i.add_argument("src", metavar="SRC", help="lista di parole (.txt) o dizionario Hunspell (.dic)")
    i.add_argument("--name", required=True, help="nome del lessico (es. 'Zingarelli 2026')")
    i.add_argument(
        "--strict",
        action="store_true",
        help="solo .dic: esclude le enclitiche sui participi passati (art. 22)",
    )
    i.add_argument(
        "--add", action="append", default=[], metavar="FILE", help="parole da aggiungere"
    )
    i.add_argument(
        "--remove", action="append", default=[], metavar="FILE", help="parole da togliere"
    )
    i.add_argument("--no-use", action="store_true", help="non usarlo subito come lessico in uso")
    i.add_argument("--json", action="store_true")
    i.set_defaults(handler=_import)
    command(ls, "list", "elenca i lessici importati", _list, file=False)
    command(
        ls, "use", "sceglie il lessico in uso", _use,
        arg("name", metavar="NAME", help="il nome del lessico (come in figs-td lexicon list)"),
        file=False,
    )  # fmt: skip
    command(
        ls, "standin", "prepara il lessico libero (non ufficiale) da hunspell-it", _standin,
        file=False,
    )  # fmt: skip

    c = sub.add_parser(
        "check",
        help="giudica le parole contestate (e, con FILE --round --table, registra la decisione)",
        description=(
            "figs-td check [--lexicon NOME|FILE] PAROLA... [--move-value V] [--json]; "
            "con FILE --round R --table T la decisione è registrata nel torneo."
        ),
    )
    _check_options(c)
    # Words and options may be mixed (FILE --round 1 --table 2 CASA CASO): the handler parses
    # what follows the first word again, with the same options.
    c.add_argument(
        "items", nargs=argparse.REMAINDER, metavar="PAROLA", help="[FILE] e le parole contestate"
    )
    c.set_defaults(handler=_check)

    r = sub.add_parser("rulings", help="elenca le contestazioni decise in un torneo")
    r.add_argument("file", metavar="FILE")
    r.add_argument("--round", type=int, default=None, metavar="R")
    r.add_argument("--table", type=int, default=None, metavar="T")
    r.add_argument("--json", action="store_true")
    r.set_defaults(handler=_rulings)


def _check_options(c: argparse.ArgumentParser) -> None:
    c.add_argument("--lexicon", default=None, metavar="NOME|FILE", help="il lessico da usare: un nome di figs-td lexicon list o un file di parole (predefinito: quello del torneo o quello in uso)")
    c.add_argument("--move-value", type=int, default=None, metavar="V", help="valore della mossa")
    c.add_argument("--round", type=int, default=None, metavar="R")
    c.add_argument("--table", type=int, default=None, metavar="T")
    c.add_argument("--move", type=int, default=None, metavar="N", help="numero della mossa")
    c.add_argument(
        "--ruled-by", default=None, metavar="NOME", help="chi decide (predefinito: art. 45)"
    )
    c.add_argument("--role", default="arbitro", choices=["arbitro", "collegio"], help="chi decide: l'arbitro o il collegio di supporto (art. 45)")
    c.add_argument("--json", action="store_true")


def _items_parser(prog: str) -> argparse.ArgumentParser:
    from figs_td.cli.parser import ItalianParser, translate_usage_error

    class _ItemsParser(ItalianParser):
        def error(self, message: str) -> None:  # type: ignore[override]
            from figs_td.errors import InputError

            raise InputError(translate_usage_error(message))

    return _ItemsParser(prog=prog, add_help=False)


def _reparse(args: argparse.Namespace) -> list[str]:
    """The words (and FILE) of ``check``, with any option written among them applied."""
    p = _items_parser("figs-td check")
    _check_options(p)
    p.add_argument("items", nargs="*")
    defaults = p.parse_args([])
    more = p.parse_intermixed_args(list(args.items))
    for key, value in vars(more).items():
        if key != "items" and value != getattr(defaults, key):
            setattr(args, key, value)
    return list(more.items)


#: The keys of a lexicon in the JSON outputs, in order: each the attribute of the same name.
_INFO_KEYS = (
    "name", "label", "sha256", "words", "kind", "strict", "official", "source", "created",
)  # fmt: skip


def _info_dict(info: Any, current: bool | None = None) -> dict[str, Any]:
    d = {key: getattr(info, key) for key in _INFO_KEYS}
    if current is not None:
        d["current"] = current
    return d


def _import(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.lexicon import lists as lexicons

    progress = Progress()
    result = lexicons.import_lexicon(
        args.src,
        args.name,
        strict=args.strict,
        additions=tuple(args.add),
        removals=tuple(args.remove),
        use=not args.no_use,
        progress=progress,
    )
    progress.done()
    rep = result.report
    if args.json:
        d = _info_dict(result.info, result.current)
        d.update(
            {
                "duplicates": rep.duplicates,
                "rejected": [
                    {"line": r.line, "text": r.text, "reason": r.reason} for r in rep.rejected
                ],
                "skipped": dict(rep.skipped),
                "additions": rep.additions,
                "removals": rep.removals,
                "encoding": rep.encoding,
            }
        )
        print_json(d)
        return 0
    info = result.info
    print(f"Lessico {info.name!r}: {count(info.words, 'parola', 'parole')} (sha256 {info.sha256})")
    if rep.duplicates:
        print(f"  doppioni: {rep.duplicates}")
    if rep.additions or rep.removals:
        print(f"  errata: {rep.additions} aggiunte, {rep.removals} rimosse")
    for reason, n in sorted(rep.skipped.items()):
        if n:
            print(f"  forme escluse ({reason.replace('_', ' ')}): {n}")
    if rep.rejected:
        print(f"  righe scartate: {len(rep.rejected)}")
        for r in rep.rejected[:_TEXT_REJECTED]:
            print(f"    riga {r.line}: {r.text!r} — {r.reason}")
        if len(rep.rejected) > _TEXT_REJECTED:
            print(f"    … e altre {len(rep.rejected) - _TEXT_REJECTED} (--json per l'elenco)")
    print("  ora in uso" if result.current else "  (non in uso: 'figs-td lexicon use NOME')")
    return 0


def _list(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.lexicon import lists as lexicons

    entries = lexicons.list_lexicons()
    if args.json:
        print_json([_info_dict(e.info, e.current) for e in entries])
        return 0
    if not entries:
        print("nessun lessico importato ('figs-td lexicon import FILE --name NOME')")
        return 0
    for e in entries:
        mark = "*" if e.current else " "
        label = "" if e.info.label == e.info.name else f" ({e.info.label})"
        print(
            f"{mark} {e.info.name}{label}: {count(e.info.words, 'parola', 'parole')}, {e.info.kind}"
            f"{' (strict)' if e.info.strict else ''}, sha256 {e.info.sha256[:16]}…, "
            f"{e.info.created[:10]}"
        )
    return 0


def _use(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.lexicon import lists as lexicons

    info = lexicons.use_lexicon(args.name)
    if args.json:
        print_json(_info_dict(info, True))
    else:
        print(f"lessico in uso: {info.name} ({count(info.words, 'parola', 'parole')})")
    return 0


def _standin(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services.lexicon import lists as lexicons

    progress = Progress()
    info = lexicons.ensure_standin(progress)
    progress.done()
    if args.json:
        print_json(_info_dict(info))
    else:
        print(f"{info.label}: {count(info.words, 'parola', 'parole')} (sha256 {info.sha256})")
    return 0


def _is_store_target(text: str) -> bool:
    return text.lower().endswith(".figs") or "://" in text


def _check(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.errors import InputError

    items = _reparse(args)
    if not items:
        raise InputError("nessuna parola da giudicare")
    target = None
    if args.round is not None or args.table is not None or _is_store_target(items[0]):
        target = items.pop(0)
        if args.round is None or args.table is None:
            raise InputError("per registrare la decisione servono --round R e --table T")
        round_no: int = args.round
        if args.move_value is None:
            raise InputError("per registrare la decisione serve --move-value V")
    if not items:
        raise InputError("nessuna parola da giudicare")
    if args.move_value is not None and args.move_value < 0:
        raise InputError(f"valore della mossa negativo ({args.move_value}): impossibile")
    if target is None:
        from figs_td.core.game.adjudication import adjudicate
        from figs_td.services.lexicon.lists import open_lexicon

        progress = Progress()
        lex = open_lexicon(args.lexicon, progress=progress)
        result = adjudicate(items, lex, args.move_value)
        data = result.to_dict()
        label, official = lex.info.label, lex.info.official
    else:
        from figs_td.services import rulings
        from figs_td.services.tournament import open_tournament

        ruled_by = (args.ruled_by, args.role) if args.ruled_by else None
        with open_tournament(target) as store:
            decision, record = rulings.rule_challenge(
                store,
                round_no,
                args.table,
                items,
                args.move_value,
                move_no=args.move,
                ruled_by=ruled_by,
                lexicon=args.lexicon,
            )
        assert decision.adjudication is not None
        data = decision.adjudication.to_dict()
        data["ruling"] = rulings.ruling_to_dict(record)
        label, official = decision.lexicon_label, decision.lexicon_official
    if args.json:
        print_json(data)
        return 0
    for word, ok in data["words"].items():
        print(f"{word:<16} {'valida' if ok else 'NON VALIDA'}")
    verdict = "Mossa valida" if data["valid"] else "Mossa NON valida"
    pen = data.get("penalty")
    if pen:
        who = "chi ha contestato" if pen["charged_to"] == "challenger" else "chi ha giocato"
        verdict += f": penalità di {count(pen['points'], 'punto', 'punti')} a carico di {who}"
    print(verdict)
    lx = data["lexicon"]
    note = "" if official or "non ufficiale" in label.lower() else " — NON UFFICIALE"
    print(
        f"Lessico: {label} ({count(lx['words'], 'parola', 'parole')}, sha256 {lx['sha256'][:16]}…){note}"
    )
    if "ruling" in data:
        r = data["ruling"]
        print(f"Decisione n. {r['id']} registrata: decide {r['ruled_by']} ({r['role']})")
    return 0


def _rulings(args: argparse.Namespace) -> int:
    from figs_td.cli.common import print_json
    from figs_td.services import rulings
    from figs_td.services.tournament import open_tournament

    with open_tournament(args.file) as store:
        records = rulings.list_rulings(store, args.round, args.table)
    data = [rulings.ruling_to_dict(r) for r in records]
    if args.json:
        print_json(data)
        return 0
    if not data:
        print("nessuna contestazione registrata")
        return 0
    for r in data:
        words = ", ".join(f"{w} {'sì' if ok else 'no'}" for w, ok in r["verdicts"].items())
        # "allo sfidante", "al giocatore" (issue 39: not "al sfidante")
        who = "allo sfidante" if r["penalty"]["charged_to"] == "challenger" else "al giocatore"
        print(
            f"#{r['id']} turno {r['round']} tavolo {r['table'] or '—'}"
            f"{' mossa ' + str(r['move']) if r['move'] else ''}: {words} → "
            f"{'valida' if r['valid'] else 'NON valida'}, {count(r['penalty']['points'], 'punto', 'punti')} {who}; "
            f"{r['ruled_by']} ({r['role']}), {r['lexicon']['name']}, {r['time']}"
        )
    return 0
