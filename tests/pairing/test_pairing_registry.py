"""Finding systems by name and alias."""

from __future__ import annotations

import pytest

from figs_td.core.model import System
from figs_td.core.pairing import SYSTEMS, PairingError, find_system


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("italo-svizzero", "italo-svizzero"),
        ("swiss", "italo-svizzero"),
        ("Svizzero", "italo-svizzero"),
        ("girone", "girone"),
        ("round-robin", "girone"),
        ("Girone all'italiana", "girone"),
        ("girone-doppio", "girone-doppio"),
        ("double-round-robin", "girone-doppio"),
        ("eliminazione", "eliminazione"),
        ("knockout", "eliminazione"),
        ("Eliminazione diretta", "eliminazione"),
    ],
)
def test_aliases(alias: str, name: str) -> None:
    assert find_system(alias).name == name


def test_every_model_system_is_registered() -> None:
    assert set(SYSTEMS) == {s.value for s in System}
    assert find_system(System.SWISS).name == "italo-svizzero"


def test_unknown_system_is_an_italian_error() -> None:
    with pytest.raises(PairingError, match="sistema di abbinamento sconosciuto"):
        find_system("monrad")
