"""Every message the services, the store and the rules core raise or return as text for the
window (refusals, round notes, pairing warnings, tables' explanations, the pieces they are made
of) has an English
rendering: found in the source by an AST scan, listed in the window's catalogue, translated in
``en_services.py`` and compiled into the ``.qm``."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "resources" / "translations"))

from en_services import EXTRA, SERVICES  # noqa: E402
from service_scan import scan  # noqa: E402

HOLE = re.compile(r"\{\d+\}")


def test_the_scan_finds_the_known_kinds_of_message() -> None:
    found = scan()
    # A refusal (raise), an error class composing its text, a round note, a pairing warning,
    # a message builder's piece: each kind is found (else the scan would prove nothing).
    for template in (
        "il turno {0} non è ancora stato abbinato",
        "{0}, riga {1}: {2}; nessun dato importato",
        "Riposo {0} {1} (girone dispari).",  # {0}: "a" or "ad" (plurals.to)
        "attenzione: al tavolo {0} {1} e {2} si sono già incontrati ({3} volt{4})",
        "turno {0}, tavolo {1}",
        "{0}: il miglior classificato libero non ancora incontrato",  # a table's explanation
        "partenze in parità: inizia il meglio classificato",  # who starts
    ):
        assert template in found, template
    assert len(found) > 400


def test_every_service_message_has_its_english() -> None:
    found = scan()
    missing = sorted(t for t in found if not SERVICES.get(t))
    assert not missing, "senza inglese in en_services.py:\n" + "\n".join(
        f"{t!r}  ({found[t][0]})" for t in missing
    )
    for italian, english in {**SERVICES, **EXTRA}.items():
        # the English uses only values the Italian has (it may drop an Italian ending's)
        assert set(HOLE.findall(english)) <= set(HOLE.findall(italian)), italian


def test_the_window_catalogue_and_the_translation_are_up_to_date(qapp) -> None:  # noqa: ANN001
    """``build.py`` was run after the last message changed: the catalogue lists every template
    and the compiled translation renders it."""
    from PySide6.QtCore import QTranslator

    from figs_td.gui.backend.service_catalogue import TEMPLATES

    found = scan()
    assert set(found) <= set(TEMPLATES), sorted(set(found) - set(TEMPLATES))[:10]
    translator = QTranslator()
    assert translator.load("figs_td_en", str(ROOT / "resources" / "translations"))
    stale = [
        t
        for t in (*found, *EXTRA)
        if translator.translate("services", t) != {**SERVICES, **EXTRA}[t]
    ]
    assert not stale, stale[:10]
