"""The name written in the audit trail for each change."""

from __future__ import annotations

import getpass
import socket

from figs_td.services.actors import ACTOR_ENV, actor_name


def test_explicit_actor_wins(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv(ACTOR_ENV, "Banco 2 — Rossi")
    assert actor_name("cli") == "Banco 2 — Rossi"
    assert actor_name("desktop") == "Banco 2 — Rossi"


def test_default_names_the_face_the_user_and_the_machine(monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.delenv(ACTOR_ENV, raising=False)
    expected = f"{getpass.getuser()}@{socket.gethostname()}"
    assert actor_name("cli") == f"cli:{expected}"
    assert actor_name("desktop") == f"desktop:{expected}"


def test_cli_writes_the_actor_in_the_log(tmp_path, monkeypatch, capsys) -> None:  # noqa: ANN001
    import json

    from figs_td.cli import main

    monkeypatch.setenv(ACTOR_ENV, "Direttore Bianchi")
    f = str(tmp_path / "t.figs")
    assert main(["new", f, "--name", "Prova", "--system", "italo-svizzero", "--rounds", "3"]) == 0
    for name in ("Rossi, Mario", "Verdi, Luca"):
        assert main(["players", "add", f, name]) == 0
    assert main(["pair", f, "--seed", "1"]) == 0
    capsys.readouterr()
    assert main(["log", f, "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)
    pairing = [e for e in entries if e["action"] == "round.pair"]
    assert pairing and all(e["actor"] == "Direttore Bianchi" for e in pairing)
