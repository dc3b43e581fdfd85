"""The static site: every page written into one flat folder, only the files that changed.

A file whose bytes are already on disk is left alone (its time stamp too), so a synchronising tool
uploads only what a round changed. Pages of an earlier write that no longer exist (a round
deleted) are removed, using the list of the previous write kept in ``.figs-sito``; files the
site did not write are never touched.
"""

from __future__ import annotations

import zipfile
from dataclasses import dataclass
from pathlib import Path

from figs_td.atomic import atomic_output, atomic_write_bytes
from figs_td.errors import InputError, describe_os_error
from figs_td.services.publish import SiteData
from figs_td.web.pages import ASSETS, Pages

MANIFEST = ".figs-sito"
STATIC_ASSETS = ("stile.css", "icona.svg")  # the static site needs no script
_ZIP_TIME = (2000, 1, 1, 0, 0, 0)  # fixed: the same site gives the same archive


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
    site.prepare_all()  # every page is written: each whole-event table is built once
    pages = Pages(site, live=False)
    assets = STATIC_ASSETS + (("duplicato.css",) if site.duplicate is not None else ())
    out = {name: pages.render(name) or b"" for name in assets if name in ASSETS}
    for path in pages.paths():
        data = pages.render(path)
        if data is not None:
            out[path] = data
    return out


def write_site(
    site: SiteData, folder: Path | str, *, zip_path: Path | str | None = None
) -> SiteReport:
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise InputError(f"'{folder}' esiste e non è una cartella")
    files = render_site(site)
    written, removed = [], []
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name, data in files.items():
            target = folder / name
            try:
                same = target.is_file() and target.read_bytes() == data
            except OSError:
                same = False
            if not same:
                atomic_write_bytes(target, data)
                written.append(name)
        manifest = folder / MANIFEST
        before = manifest.read_text("utf-8").split("\n") if manifest.is_file() else []
        for name in before:
            if name and name not in files and "/" not in name and not name.startswith("."):
                stale = folder / name
                if stale.is_file():
                    stale.unlink()
                    removed.append(name)
        listing = "\n".join(sorted(files)) + "\n"
        if not manifest.is_file() or manifest.read_text("utf-8") != listing:
            atomic_write_bytes(manifest, listing.encode("utf-8"))
        archive = None
        if zip_path is not None:
            archive = Path(zip_path)
            with (
                atomic_output(archive) as tmp,
                zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z,
            ):
                for name in sorted(files):
                    info = zipfile.ZipInfo(f"{folder.name}/{name}", _ZIP_TIME)
                    info.compress_type = zipfile.ZIP_DEFLATED
                    info.external_attr = 0o644 << 16
                    z.writestr(info, files[name])
    except OSError as exc:
        raise InputError(describe_os_error(exc, action="scrivere il sito")) from exc
    return SiteReport(folder, tuple(sorted(files)), tuple(sorted(written)), tuple(removed), archive)
