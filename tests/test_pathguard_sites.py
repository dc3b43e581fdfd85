"""Every call that opens, reads, writes, renames or removes a file is at a known place.

The path guard (``figs_td/pathguard.py``) only protects the open tournament if every reader and
writer goes through it. This test lists every such call in ``figs_td/`` (by module, enclosing
function and call) and compares the list with the sites below, each with the reason it is safe.
A new reader or writer that bypasses the guard — ``Path.read_bytes``, ``open``, ``load_workbook``,
``os.replace``, ``unlink`` … in a new place — fails here: route it through ``pathguard`` (inputs:
``pathguard.read_bytes``/``check_input``; outputs: ``figs_td.atomic``) or, when it works only on the
program's own files, add it below with the reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "figs_td"

#: The functions and their calls (``name``: a builtin/function; ``.name``: a method; ``os.name``:
#: a module function) that may touch files directly, one a line: module (under figs_td/),
#: enclosing function, call, then why it is safe.
SITES = """
pathguard.py                 is_sqlite                    io.open          reads 16 bytes of a regular file, after the identity check
pathguard.py                 read_bytes                   io.open          the checked read every reader uses
pathguard.py                 database_kind                io.open          reads 16 bytes of a regular file, after the identity check
atomic.py                    atomic_output                .unlink          its own temporary file
atomic.py                    atomic_write_bytes           open             its own temporary file
atomic.py                    atomic_write_text            open             its own temporary file
atomic.py                    cleanup_stale_temps          os.unlink        temporary files of dead runs (by name pattern)
atomic.py                    commit_temp                  os.replace       the rename into the checked target
atomic.py                    fsync_dir                    os.open          a folder, to fsync it
atomic.py                    fsync_file                   os.open          its own temporary file, to fsync it
atomic.py                    keep_mode                    os.chmod         its own temporary file
store/_backup.py             BackupInProgress._write      .unlink          its own temporary copy
store/_backup.py             BackupInProgress._rename     os.replace       a new backup name
store/_backup.py             write_checked_copy           sqlite3.connect  the open tournament (a reader of SQLite's: the store's locks stay) and its temporary copy
store/_backup_names.py       rotate_backups               .unlink          the oldest automatic backups (both stores)
store/_sqlite.py             connect_readonly             sqlite3.connect  the tournament itself, read-only (a read-only place)
store/_sqlite.py             connect_source               sqlite3.connect  the open tournament, for its copy
store/_sqlite.py             refused_write                os.unlink        its own empty probe file (is the folder writable?)
store/lite.py                open_lite                    .open            the tournament's header before it is opened
store/lite.py                open_lite                    sqlite3.connect  the tournament itself
store/_database.py           check_file                   .open            the tournament's header before it is opened
store/store.py               _commit_no_clobber           os.link          a new tournament file, after pathguard.check_output
store/store.py               _commit_no_clobber           commit_temp      a new tournament file, after pathguard.check_output
atomic.py                    atomic_output                commit_temp      after checked_target (pathguard.check_output)
services/reports/common.py    write_atomically             commit_temp      after checked_target, for each file of the pair
store/store.py               building                     .unlink          the temporary file of a new tournament
services/exchange/tables.py          _read_xlsx                   .load_workbook   after pathguard.check_input
services/exchange/xlsx_limits.py      check_workbook               .ZipFile         after pathguard.check_input
reports/federation.py        _marks                       open             check_csv_pair checks both files first
reports/federation.py        _records_csv                 open             read_places checks the file first
reports/federation.py        _records_xlsx                load_workbook    read_places checks first
reports/federation.py        _write_csv                   open             the temporary files of write_atomically
web/pages.py                 asset                        .read_bytes      the package's own static files
web/player_web.py            _static                      .read_bytes      the package's own static files
cli/reference.py             main                         .read_text       the repository's own generated command reference
services/reports/common.py    _keep_previous               os.link          a temporary link to restore
services/reports/common.py    write_atomically             .unlink          its temporaries; a file it wrote
services/reports/common.py    write_atomically             os.replace       puts back a file it replaced
web/site.py                  write_site                   .ZipFile         the temporary of atomic_output
web/site.py                  prepare_site_folder          .mkdir           the site's folder, after check_site_folder
web/site.py                  remove_own_page              .unlink          a page it wrote, checksum and guard checked
store/archive/store.py       ArchiveStore._rotate_backups .unlink          the archive's oldest automatic backups
core/lexicon/wordlist.py              build_index                  .mkdir           the lexicon data folder
core/lexicon/wordlist.py              build_index                  .unlink          the list's previous index (data folder)
core/lexicon/wordlist.py              open_index                   .load            after pathguard.check_input
services/lexicon/lists.py         _remove_orphans              .unlink          orphan indexes (data folder)
services/lexicon/lists.py         _set_current                 .mkdir           the lexicon data folder
services/lexicon/lists.py         remove_lexicon               .unlink          a list's own files (data folder)
services/lexicon/moves.py            ensure_graph                 .unlink          an old move index (data folder)
gui/backend/backend.py               Backend.create               .unlink          the new file it just created, closed
gui/dialogs/file_dialogs.py          _Dialog._folder_typed        .mkdir           a new folder typed in the dialog, after the guard
gui/dialogs/wizard.py                _GeneralPage._folder_ready   .mkdir           a new folder, asked first
services/push/local.py       LocalTransport.put_atomic    .mkdir           a folder of the host's site, under the checked root
services/push/local.py       LocalTransport.remove        os.unlink        a page the push manifest lists, after check_output
services/push/sftp.py        SftpTransport._mkdirs        .mkdir           a folder on the SFTP server (remote, not this computer)
services/push/sftp.py        _Remember.missing_host_key   .mkdir           the program's data folder (known_hosts)
services/push/sftp.py        _Remember.missing_host_key   .read_bytes      the program's own known_hosts (data folder)
"""
ALLOWED: dict[tuple[str, str, str], str] = {
    (f"figs_td/{m}", f, c): why
    for m, f, c, why in (line.split(maxsplit=3) for line in SITES.strip().splitlines())
}

_METHODS = {
    "read_text", "read_bytes", "write_text", "write_bytes", "unlink", "load_workbook",
    "ZipFile", "mkdir", "touch", "symlink_to", "hardlink_to", "rmdir",
}  # fmt: skip
_SHUTIL = {"copy", "copy2", "copyfile", "copyfileobj", "copytree", "move", "rmtree"}
_OS = {"replace", "rename", "remove", "link", "open", "chmod", "rmdir", "unlink", "symlink"}


def _call_name(call: ast.Call) -> str | None:
    f = call.func
    if isinstance(f, ast.Name):
        # commit_temp renames a finished file into place: only after pathguard.check_output
        return f.id if f.id in ("open", "load_workbook", "ZipFile", "commit_temp") else None
    if not isinstance(f, ast.Attribute):
        return None
    base = f.value.id if isinstance(f.value, ast.Name) else ""
    if base == "pathguard":
        return None  # the guard's own checked readers
    if base in ("os", "io", "codecs") and f.attr in (_OS | {"open"}):
        return f"{base}.{f.attr}"
    if base == "shutil" and f.attr in _SHUTIL:
        return f"shutil.{f.attr}"
    if base == "sqlite3" and f.attr == "connect":
        return "sqlite3.connect"
    if f.attr == "open" and (
        (
            call.args
            and isinstance(call.args[0], ast.Constant)
            and isinstance(call.args[0].value, str)
        )
        or any(k.arg in ("mode", "encoding") for k in call.keywords)
    ):
        return ".open"  # Path.open("rb"), not a dialog's open()
    if f.attr == "load" and isinstance(f.value, ast.Call):
        return ".load"  # dawg.DAWG().load(path)
    if f.attr in _METHODS:
        return f".{f.attr}"
    return None


def file_sites(source: str, module: str) -> list[tuple[str, str, str]]:
    """(module, enclosing function, call) for every file-touching call in ``source``."""
    out: list[tuple[str, str, str]] = []

    def visit(node: ast.AST, scope: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                visit(child, [*scope, child.name])
                continue
            if isinstance(child, ast.Call):
                name = _call_name(child)
                if name is not None:
                    out.append((module, ".".join(scope) or "<module>", name))
            visit(child, scope)

    visit(ast.parse(source), [])
    return out


def test_every_reader_and_writer_is_a_known_site() -> None:
    found: set[tuple[str, str, str]] = set()
    for path in sorted(PKG.rglob("*.py")):
        module = str(path.relative_to(PKG.parent))
        found.update(file_sites(path.read_text(encoding="utf-8"), module))
    unknown = sorted(found - set(ALLOWED))
    assert unknown == [], (
        "file access outside the path guard (route it through figs_td.pathguard / "
        f"figs_td.atomic, or list it in ALLOWED with the reason): {unknown}"
    )
    present = {m for m, _f, _c in ALLOWED if (PKG.parent / m).exists()}
    gone = sorted(site for site in set(ALLOWED) - found if site[0] in present)
    assert gone == [], f"sites listed but no longer in the code (remove them): {gone}"


def test_the_scanner_sees_every_kind_of_file_access() -> None:
    source = (
        "import os, shutil, sqlite3\n"
        "shutil.get_terminal_size()\n"
        "def f(p, q, dialog):\n"
        "    p.read_bytes(); p.read_text('utf-8'); p.write_text('x'); open(p)\n"
        "    p.open('rb'); os.replace(p, q); shutil.copy(p, q); sqlite3.connect(p)\n"
        "    load_workbook(p); p.unlink(); DAWG().load(p)\n"
        "    dialog.open(); pathguard.read_bytes(p, 'list')\n"
    )
    names = [name for _m, _f, name in file_sites(source, "m.py")]
    assert names == [
        ".read_bytes", ".read_text", ".write_text", "open", ".open", "os.replace",
        "shutil.copy", "sqlite3.connect", "load_workbook", ".unlink", ".load",
    ]  # fmt: skip
    assert {f for _m, f, _n in file_sites(source, "m.py")} == {"f"}
