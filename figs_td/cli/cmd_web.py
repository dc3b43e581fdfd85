"""``figs-td publish`` (the static site) and ``figs-td serve`` (the live venue server)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from figs_td.cli.common import arg, command, force_site, tournament_file
from figs_td.plurals import plural

if TYPE_CHECKING:
    import threading

    from figs_td.services.push import PushTarget
    from figs_td.services.push.live import LivePusher, PushStatus


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    command(
        sub, "publish", "sito statico del torneo (cartella di pagine web)", _publish, tournament_file,
        arg("-o", "--output", default=None, metavar="DIR",
            help="cartella del sito (obbligatoria senza --push)"),
        _push_options(
            "invia il sito a uno spazio web: sftp://utente@host/percorso, ftps://…, "
            "webdav(s)://…, s3://bucket/prefisso o file:///cartella; solo i file cambiati, "
            "mai una pagina a metà (la password dal portachiavi del sistema, o chiesta)",
            "con s3://: l'indirizzo del servizio compatibile S3 (predefinito: Amazon S3)",
            "permette ftp:// senza cifratura e certificati non verificati (solo in una rete fidata)",
        ),
        arg("--save-password", action="store_true",
            help="chiede la password dello spazio web e la conserva nel portachiavi del sistema"),
        arg("--zip", nargs="?", const="", default=None, metavar="ZIP",
            help="crea anche un archivio .zip (predefinito: DIR.zip accanto alla cartella)"),
        force_site,
        json="riepilogo in JSON", file=False,
        description=(
            "Scrive il sito del torneo in una cartella: pagine HTML con collegamenti relativi, "
            "senza JavaScript, da aprire dal disco o da caricare su qualsiasi spazio web. "
            "Riscrive solo i file cambiati."
        ),
    )  # fmt: skip
    command(
        sub, "serve",
        "pagina live del torneo (con --self-entry: i giocatori inseriscono i risultati)", _serve,
        tournament_file,
        arg("--port", type=int, default=8080, help="porta (predefinita: 8080)"),
        arg("--lan", action="store_true", help="raggiungibile dalla rete locale"),
        arg("--host", default=None, help="indirizzo da usare (avanzato)"),
        arg("--poster", default=None, metavar="OUT.pdf",
            help="scrive il manifesto A4 con il codice QR (serve --lan: i telefoni devono "
            "raggiungere l'indirizzo)"),
        arg("--self-entry", action="store_true",
            help="i giocatori segnalano i risultati dal telefono (crea i codici mancanti)"),
        arg("--confirm-minutes", type=int, default=None, metavar="N",
            help="minuti per la conferma dell'avversario, poi la segnalazione va al direttore "
            "(predefinito: 10)"),
        arg("--appeal-minutes", type=int, default=None, metavar="N",
            help="minuti dopo il risultato in cui un giocatore può contestarlo (predefinito: 10)"),
        arg("--tls", nargs=2, default=None, metavar=("CERT", "KEY"),
            help="HTTPS con il certificato CERT e la chiave KEY (file PEM)"),
        arg("--behind-proxy", action="append", default=[], metavar="ADDR",
            help="il server sta dietro un proxy (per esempio nginx) che si collega da ADDR: solo "
            "da lì si crede all'intestazione X-Forwarded-For con l'indirizzo del telefono "
            "(ripetibile; senza: non si crede a nessuno)"),
        _push_options(
            "carica anche il sito su uno spazio web e lo tiene aggiornato a ogni cambiamento "
            "(sftp://, ftps://, webdav://, webdavs://, s3://, file://; come publish --push)",
            "con --push s3://: l'indirizzo di un servizio compatibile S3",
            "con --push: permette ftp:// senza cifratura e certificati non verificati",
        ),
        json=False, file=False,
        description=(
            "Serve le pagine del torneo in diretta: si aggiornano da sole entro un secondo da "
            "ogni risultato inserito. Sola lettura; con --self-entry ogni giocatore, con il suo "
            "codice personale, segnala dal telefono il risultato della sua partita e "
            "l'avversario lo conferma. Predefinito: solo questo computer (127.0.0.1); --lan: "
            "la rete locale del locale di gioco. Ctrl+C per fermare."
        ),
    )  # fmt: skip


def _push_options(push: str, endpoint: str, insecure: str) -> Any:
    """``--push URL``, ``--endpoint URL`` and ``--insecure`` of ``publish`` and ``serve``
    (each command says in its own words what they do there), for :func:`command`."""

    def add(p: argparse.ArgumentParser) -> None:
        p.add_argument("--push", default=None, metavar="URL", help=push)
        p.add_argument("--endpoint", default=None, metavar="URL", help=endpoint)
        p.add_argument("--insecure", action="store_true", help=insecure)

    return add


def _publish(args: argparse.Namespace) -> int:
    if args.push is not None:
        return _push(args)
    if args.output is None:
        from figs_td.errors import InputError

        raise InputError("publish: indicare la cartella del sito (-o DIR) oppure --push URL")
    from figs_td.cli.common import print_json
    from figs_td.services.publish import load_site
    from figs_td.services.tournament import open_tournament
    from figs_td.web.site import MANIFEST, check_site_folder, write_site

    out = Path(args.output)
    zip_path = None
    if args.zip is not None:
        whole = Path(os.path.abspath(out))  # '-o .' has a name too: the folder's own
        zip_path = Path(args.zip) if args.zip else whole.with_name(whole.name + ".zip")
    with foreign_folder_hint():
        check_site_folder(out, MANIFEST, force=args.force)  # before the tournament is read
        with open_tournament(args.file) as store:
            site = load_site(store)
        report = write_site(site, out, zip_path=zip_path, force=args.force)
    if args.json:
        print_json(report.as_json())
        return 0
    unchanged = len(report.files) - len(report.written)
    print(
        f"sito scritto in {out}: {len(report.written)} file nuovi o cambiati, {unchanged} invariati"
    )
    if report.removed:
        print(
            f"{plural(len(report.removed), 'tolto', 'tolti')} {len(report.removed)} file non più presenti: {', '.join(report.removed)}"
        )
    if report.archive:
        print(f"archivio: {report.archive}")
    print(f"pagina iniziale: {out / 'index.html'}")
    return 0


def _push(args: argparse.Namespace) -> int:
    """``publish FILE --push URL``: the site rendered and sent to a web host (only what changed);
    with ``-o DIR`` also written into the folder."""
    import getpass

    from figs_td.cli.common import print_json
    from figs_td.errors import InputError
    from figs_td.services.push import PushError
    from figs_td.services.push.credentials import get_secret, needs_secret, save_secret
    from figs_td.services.push.engine import push_files
    from figs_td.services.push.transports import open_transport
    from figs_td.services.push.url import parse_push_url

    target = parse_push_url(args.push, endpoint=args.endpoint, insecure=args.insecure)
    tty = sys.stdin.isatty()
    secret = None
    if needs_secret(target):
        if args.save_password:
            if not tty:
                raise InputError("--save-password chiede la password: eseguirlo da un terminale")
            secret = getpass.getpass(f"Password per {target.display()}: ")
            if not save_secret(target, secret):
                print("avviso: nessun portachiavi nel sistema, la password non è stata conservata",
                      file=sys.stderr)  # fmt: skip
        else:
            secret = get_secret(target, ask=getpass.getpass if tty else None)
        if secret is None:
            raise InputError(
                f"nessuna password per {target.display()} nel portachiavi del sistema: "
                "eseguire una volta da un terminale 'figs-td publish … --push URL --save-password'"
            )
    if args.output is not None:
        _publish(argparse.Namespace(**{**vars(args), "push": None}))
    from figs_td.services.publish import load_site
    from figs_td.services.tournament import open_tournament
    from figs_td.web.site import render_site

    with open_tournament(args.file) as store:
        files = render_site(load_site(store))
    try:
        transport = open_transport(target, secret)
        try:
            report = push_files(files, transport)
        finally:
            transport.close()
    except PushError as exc:
        raise InputError(f"invio a {target.display()} non riuscito: {exc}") from None
    if args.json:
        print_json({"push": target.display(), "files": len(files), **report.as_json()})
        return 0
    print(
        f"sito inviato a {target.display()}: {len(report.uploaded)} file inviati, "
        f"{report.unchanged} invariati, {len(report.removed)} tolti "
        f"({report.bytes_sent / 1024:.0f} KB in {report.seconds:.1f} s)"
    )
    return 0


@contextmanager
def foreign_folder_hint() -> Iterator[None]:
    """A folder of other files refused by the site (``web.site.ForeignFolder``): the message
    tells what to do on the command line."""
    from figs_td.errors import InputError
    from figs_td.web.site import ForeignFolder

    try:
        yield
    except ForeignFolder as exc:
        raise InputError(
            f"{exc}; scegliere una cartella nuova o vuota, oppure aggiungere --force per "
            "scriverci comunque"
        ) from None


def _serve(args: argparse.Namespace) -> int:
    """``figs-td serve``. The first Ctrl+C stops it at any moment. During the start-up Python may
    swallow the ``KeyboardInterrupt`` (raised inside a garbage-collection callback it is only
    printed as "Exception ignored"): the handler also sets a flag, checked once the start-up is
    over and by the server as soon as it has started."""
    import signal
    import threading

    interrupted = threading.Event()

    def on_sigint(signum: int, frame: object) -> None:
        interrupted.set()
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, on_sigint)
    try:
        return _serve_until_interrupted(args, interrupted)
    finally:
        signal.signal(signal.SIGINT, previous)


def _serve_until_interrupted(args: argparse.Namespace, interrupted: threading.Event) -> int:
    from figs_td.errors import InputError
    from figs_td.web.server import LiveServer, lan_address

    if not 0 <= args.port <= 65535:
        raise InputError(f"porta non valida: {args.port} (da 0 a 65535; 0: una porta libera)")
    host = args.host or (lan_address() if args.lan else "127.0.0.1")
    if args.poster:  # refused before the server starts: a poster no phone can follow
        from figs_td.web.poster import phone_reachable
        from figs_td.web.server import host_for_url

        phone_reachable(f"http://{host_for_url(host)}:{args.port}/")
    if not args.self_entry and (
        args.confirm_minutes is not None or args.appeal_minutes is not None
    ):
        raise InputError("--confirm-minutes e --appeal-minutes valgono solo con --self-entry")
    if args.push is None and (args.endpoint is not None or args.insecure):
        raise InputError("--endpoint e --insecure valgono solo con --push")
    pusher_args = _push_settings(args) if args.push is not None else None
    server = LiveServer(args.file, host, args.port, self_entry=args.self_entry, tls=args.tls,
                        proxies=args.behind_proxy)  # fmt: skip
    pusher = None
    try:
        if args.self_entry:
            from figs_td.cli.common import actor
            from figs_td.services.self_entry.phones import start_self_entry
            from figs_td.web.poster import phone_reachable

            try:  # the address printed with the codes' QR: only one a phone reaches
                url = phone_reachable(server.url)
            except InputError:
                url = ""
            made = start_self_entry(server.store, confirm_minutes=args.confirm_minutes,
                                    appeal_minutes=args.appeal_minutes, url=url,
                                    actor=actor())  # fmt: skip
            if made:
                print(f"codici personali creati: {made} (elenco: figs-td codes {args.file})")
        print(f"pagina live: {server.url}")
        print(f"proiettore:  {server.url}proiettore")
        if args.self_entry:
            print(f"risultati dai telefoni: {server.url}g (codice personale del giocatore)")
            print(f"segnalazioni da decidere: figs-td reports {args.file}")
        if args.poster:
            from figs_td.services.publish import tournament_name
            from figs_td.web.poster import write_poster

            write_poster(server.url, args.poster, tournament_name(server.store))
            print(f"manifesto con il codice QR: {args.poster}")
        if not args.lan and host.startswith("127."):
            print("(solo da questo computer; --lan per i telefoni nella rete del locale)")
        if pusher_args is not None:
            pusher = _start_pusher(server.store, *pusher_args)
        print("Ctrl+C per fermare", flush=True)
    except BaseException:  # Ctrl+C or an error during the start-up: nothing left open
        if pusher is not None:
            pusher.stop()
        server.close()
        raise
    try:
        if interrupted.is_set():  # a Ctrl+C swallowed during the start-up
            raise KeyboardInterrupt
        server.serve_forever(interrupted)
    except KeyboardInterrupt:
        server.close()  # already closed when the server ran; the socket when it never did
    if pusher is not None:
        pusher.stop()
    print("pagina live fermata", file=sys.stderr)
    return 0


def _push_settings(args: argparse.Namespace) -> tuple[PushTarget, str | None]:
    """``serve --push``: the target and its password, asked before the server starts (a URL
    with a password in it is refused by the parser, as for ``publish --push``)."""
    from figs_td.services.push.credentials import get_secret
    from figs_td.services.push.url import parse_push_url

    target = parse_push_url(args.push, endpoint=args.endpoint, insecure=args.insecure)
    return target, get_secret(target)


def _start_pusher(store: Any, target: PushTarget, secret: str | None) -> LivePusher:
    """The continuous push beside the live server, on a thread of its own; each new state is
    printed on the console."""
    from figs_td.services.push.live import LivePusher

    def show(status: PushStatus) -> None:
        print(status.line(), flush=True)

    pusher = LivePusher(store, target, secret, on_status=show)
    print(f"sito web: {target.display()} (aggiornato a ogni cambiamento)", flush=True)
    pusher.start()
    return pusher
