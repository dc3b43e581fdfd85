"""The static site: every page written into one flat folder, only the files that changed.

The folder is the site's own (issue 35): a new or empty folder, or one where an earlier publish
left its list ``.figs-sito``. A folder holding other files is refused (:class:`ForeignFolder`)
unless the caller says so (``force``: ``publish --force``, a confirmation in the window); the
folder of an open tournament is refused always (a site folder is uploaded whole). The list is
written first, so a publish killed half-way leaves a folder the next publish recognises; and each
publish first removes the temporary files a killed one left there
(``atomic.cleanup_stale_temps``), so none is uploaded with the site.

A file whose bytes are already on disk is left alone (its time stamp too), so a synchronising tool
uploads only what a round changed. Pages of an earlier write that no longer exist (a round
deleted) are removed, using the list of the previous write kept in ``.figs-sito``: a page is
removed only when its name there is a plain name (no folder part, no ``..``), it is a regular file
inside the folder, not a guarded file (``figs_td.pathguard``), and its bytes still have the
checksum recorded when the site wrote it. Files the site did not write are never touched.
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
import zipfile
from dataclasses import dataclass
from pathlib import Path

from figs_td import pathguard
from figs_td.atomic import (
    atomic_output,
    atomic_write_bytes,
    cleanup_stale_temps,
    fsync_dir,
    is_temp_name,
)
from figs_td.errors import InputError, describe_os_error
from figs_td.pathguard import check_output
from figs_td.services._gc import without_gc_passes
from figs_td.services.publish import SiteData
from figs_td.web.pages import ASSETS, Pages

MANIFEST = ".figs-sito"
#: First line of the list of pages written (``<sha256>  <name>`` per line after it).
MANIFEST_HEAD = "# figs-td sito 2: pagine scritte (sha256  nome)\n"
MAX_PAGE_BYTES = 64 * 1024 * 1024
_DIGEST = re.compile(r"[0-9a-f]{64}")
_PAGE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*")
STATIC_ASSETS = ("stile.css", "icona.svg")  # the static site needs no script
_ZIP_TIME = (2000, 1, 1, 0, 0, 0)  # fixed: the same site gives the same archive
#: Files a system leaves in any folder it has shown: no sign that the folder is somebody's.
_SYSTEM_FILES = frozenset({".ds_store", "thumbs.db", "desktop.ini"})
#: Sub-folder levels swept for temporary files (the site is flat; a folder of photos added by
#: hand beside it is one level down).
SWEEP_LEVELS = 3


class ForeignFolder(InputError):
    """The site's folder already holds files the site did not write (no list of its own there):
    writing would replace those with the same names (a club's own ``index.html``)."""

    def __init__(self, folder: Path, found: str) -> None:
        self.folder = folder
        self.found = found
        super().__init__(
            f"la cartella '{folder}' contiene già dei file (per esempio '{found}') e non è un "
            "sito scritto da figs-td: le pagine con lo stesso nome verrebbero sostituite"
        )


def check_site_folder(folder: Path | str, manifest: str, *, force: bool = False) -> None:
    """Refuse ``folder`` as a site's folder (``manifest``: the name of that site's own list).

    Always refused: a file; a guarded file; the folder of an open tournament or archive (its
    pages would be uploaded with the event's files). Refused with :class:`ForeignFolder` unless
    ``force``: a folder with other files and no ``manifest`` (temporary files of the program and
    the files a system leaves in folders do not count)."""
    folder = Path(folder)
    pathguard.check_reopen(folder, use="usato come cartella del sito")  # never a -journal folder
    if folder.exists() and not folder.is_dir():
        raise InputError(f"'{folder}' esiste e non è una cartella")
    holder = pathguard.holder_of_folder(folder)
    if holder is not None:
        raise InputError(
            f"'{folder}' è la cartella {holder}: il sito va scritto in una cartella a parte "
            f"(per esempio '{folder / 'sito'}')"
        )
    try:
        with os.scandir(folder) as it:
            names = [e.name for e in it]
    except FileNotFoundError:
        return  # made by the publish
    except OSError as exc:
        raise InputError(describe_os_error(exc, action="leggere la cartella del sito")) from exc
    if force or manifest in names:
        return
    others = sorted(n for n in names if not is_temp_name(n) and n.casefold() not in _SYSTEM_FILES)
    if others:
        raise ForeignFolder(folder, "index.html" if "index.html" in others else others[0])


def prepare_site_folder(folder: Path, manifest: str, claim: bytes) -> None:
    """Make the checked ``folder``, remove what killed publishes left there and, in a folder
    without ``manifest``, write ``claim`` (a list with no page) before any page: a publish killed
    half-way then leaves a folder the next one recognises as the site's own."""
    folder.mkdir(parents=True, exist_ok=True)
    cleanup_stale_temps(folder, levels=SWEEP_LEVELS)
    try:
        os.lstat(folder / manifest)
    except FileNotFoundError:
        atomic_write_bytes(folder / manifest, claim)


@dataclass(frozen=True)
class SiteReport:
    folder: Path
    files: tuple[str, ...]  # every file of the site
    written: tuple[str, ...]  # new or changed
    removed: tuple[str, ...]  # pages of an earlier write that no longer exist
    archive: Path | None = None

    def as_json(self) -> dict[str, object]:
        return {
            "folder": str(self.folder),
            "files": len(self.files),
            "written": list(self.written),
            "unchanged": len(self.files) - len(self.written),
            "removed": list(self.removed),
            "zip": str(self.archive) if self.archive else None,
        }


def render_site(site: SiteData) -> dict[str, bytes]:
    """Every file of the static site by name."""
    # Rendering makes hundreds of thousands of short-lived strings and Markup objects and leaves
    # under a thousand in cycles (a 400-player site): the collector's passes would only walk the
    # loaded tournament again (a fifth of the rendering time). The switch is the process's: in
    # the window (publishing on a worker thread) the collector waits for that fraction of a second.
    with without_gc_passes():
        site.prepare_all()  # every page is written: each whole-event table is built once
        pages = Pages(site, live=False)
        assets = STATIC_ASSETS + (("duplicato.css",) if site.duplicate is not None else ())
        out = {name: pages.render(name) or b"" for name in assets if name in ASSETS}
        for path in pages.paths():
            data = pages.render(path)
            if data is not None:
                out[path] = data
        out.update(site.feeds)  # TSH's tourney.js (issue 41 §3)
    return out


def write_site(
    site: SiteData,
    folder: Path | str,
    *,
    zip_path: Path | str | None = None,
    force: bool = False,
) -> SiteReport:
    """Write the site into ``folder`` (see the module: a folder of other files is refused, unless
    ``force``, with :class:`ForeignFolder`); ``zip_path``: the same files in a zip archive."""
    folder = Path(folder)
    check_site_folder(folder, MANIFEST, force=force)
    archive = Path(zip_path) if zip_path is not None else None
    if archive is not None:
        check_output(archive)  # the tournament, a folder, a device…: refused before any page
    files = render_site(site)
    written, removed = [], []
    changed = False  # a rename or removal made in the folder, made durable once at the end
    try:
        prepare_site_folder(folder, MANIFEST, MANIFEST_HEAD.encode("utf-8"))
        try:
            for name, data in files.items():
                target = folder / name
                if page_content(target) != data:
                    # each file fsynced before its rename (the old page or the new one, never
                    # half); the folder once for all of them, in the finally below
                    atomic_write_bytes(target, data, sync_folder=False)
                    changed = True
                    written.append(name)
            manifest = folder / MANIFEST
            for name, digest in _read_manifest(manifest).items():
                if name not in files and remove_own_page(folder, name, digest):
                    changed = True
                    removed.append(name)
            listing = MANIFEST_HEAD + "".join(
                f"{hashlib.sha256(files[n]).hexdigest()}  {n}\n" for n in sorted(files)
            )
            if page_content(manifest) != listing.encode("utf-8"):
                atomic_write_bytes(manifest, listing.encode("utf-8"), sync_folder=False)
                changed = True
        finally:
            if changed:
                fsync_dir(folder)
        if archive is not None:
            with (
                atomic_output(archive) as tmp,
                zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z,
            ):
                top = Path(os.path.abspath(folder)).name or "sito"  # '-o .': the folder's name
                for name in sorted(n for n in files if not is_temp_name(n)):
                    info = zipfile.ZipInfo(f"{top}/{name}", _ZIP_TIME)
                    info.compress_type = zipfile.ZIP_DEFLATED
                    info.external_attr = 0o644 << 16
                    z.writestr(info, files[name])
    except OSError as exc:
        raise InputError(describe_os_error(exc, action="scrivere il sito")) from exc
    return SiteReport(folder, tuple(sorted(files)), tuple(sorted(written)), tuple(removed), archive)


def page_content(path: Path) -> bytes | None:
    """The bytes of a file the site may have written, or None (missing, not a regular file, a
    guarded file: never read; atomic_write_bytes then refuses it with a message)."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return None
        return pathguard.read_bytes(path, "page", limit=MAX_PAGE_BYTES)
    except (OSError, InputError):
        return None


def _read_manifest(manifest: Path) -> dict[str, str]:
    """Name → sha256 of the pages the previous write recorded. A list of an older version (names
    without checksums) records nothing: those pages are left in place, never removed."""
    data = page_content(manifest)
    if data is None:
        return {}
    out = {}
    for line in data.decode("utf-8", errors="replace").splitlines():
        digest, sep, name = line.partition("  ")
        if sep and _DIGEST.fullmatch(digest) and _PAGE_NAME.fullmatch(name):
            out[name] = digest
    return out


def remove_own_page(folder: Path, name: str, digest: str) -> bool:
    """Remove ``folder/name`` only when it is still exactly the page the site wrote: a plain
    name (no folder part, no ``..``), a regular file (not a link), not a guarded file (the open
    tournament, its companions, its backups), with the recorded checksum (a file someone changed
    or replaced since — a tournament kept there — stays)."""
    if not _PAGE_NAME.fullmatch(name) or ".." in name:
        return False
    stale = folder / name
    if pathguard.guarded_reason(stale) is not None:
        return False
    data = page_content(stale)
    if data is None or hashlib.sha256(data).hexdigest() != digest:
        return False
    try:
        pathguard.check_removal(stale)
        stale.unlink()
    except (OSError, InputError):
        return False
    return True
