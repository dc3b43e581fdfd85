"""The member list's rules (issue 42 §3): what a card warns about, worked out by hand."""

from __future__ import annotations

import datetime as dt

import pytest

from figs_td.core.archive.membership import (
    Member,
    MemberIndex,
    MemberIssue,
    check_player,
    is_expired,
    parse_expiry,
    person_key,
)

DAY = dt.date(2026, 12, 1)  # the tournament's first day
LIST = MemberIndex(
    [
        Member("101", "Rossi Mario", "Roma", dt.date(2026, 12, 1)),
        Member("102", "D'Angelo Luca", "Napoli", dt.date(2026, 11, 30)),
        Member("103", "Bianchi Anna", "Milano", None),
        Member("104", "Rossi Mario", "Torino", dt.date(2027, 1, 1)),
    ]
)


def test_person_key_ignores_order_case_accents_and_apostrophes() -> None:
    assert person_key("Rossi Mario") == person_key("MARIO ROSSI") == "mario rossi"
    assert person_key("D'Angelo Luca") == person_key("Dangelo Luca") == person_key("D' Angelo Luca")
    assert person_key("Niccolò Bellì") == person_key("Niccolo Belli")
    assert person_key("Rossi-Bianchi Anna") == person_key("Anna Bianchi Rossi")
    assert person_key("Rossi Maria") != person_key("Rossi Mario")


@pytest.mark.parametrize(
    ("name", "tessera", "issue"),
    [
        ("Rossi Mario", "101", None),  # expires on the first day: valid on it
        ("Mario Rossi", "104", None),
        ("Bianchi Anna", "103", None),  # no expiry: valid
        ("Dangelo Luca", "102", MemberIssue.EXPIRED),  # expired the day before
        ("Verdi Luca", "999", MemberIssue.UNKNOWN),
        ("Verdi Luca", "103", MemberIssue.OTHER_NAME),
        ("Verdi Luca", "", MemberIssue.MISSING),
        ("Rossi Mario", " ", MemberIssue.MISSING),
    ],
)
def test_one_warning_a_player(name: str, tessera: str, issue: MemberIssue | None) -> None:
    w = check_player(7, name, tessera, LIST, DAY)
    assert (w.issue if w else None) is issue


def test_a_missing_tessera_names_the_namesakes() -> None:
    w = check_player(7, "Mario Rossi", "", LIST, DAY)
    assert w is not None and [m.federation_id for m in w.namesakes] == ["101", "104"]
    assert check_player(7, "Verdi Luca", "", LIST, DAY).namesakes == ()  # type: ignore[union-attr]


def test_someone_elses_card_is_said_before_its_expiry() -> None:
    w = check_player(7, "Verdi Luca", "102", LIST, DAY)  # 102 is D'Angelo's, and expired
    assert w is not None and w.issue is MemberIssue.OTHER_NAME and w.member.name == "D'Angelo Luca"


def test_expired_is_strictly_before_the_day() -> None:
    m = Member("1", "A", expiry=dt.date(2026, 12, 1))
    assert not is_expired(m, dt.date(2026, 12, 1)) and is_expired(m, dt.date(2026, 12, 2))
    assert not is_expired(Member("2", "B"), dt.date(2100, 1, 1))


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("2026-12-31", dt.date(2026, 12, 31)),
        ("2026-12-31 00:00:00", dt.date(2026, 12, 31)),  # a spreadsheet's date cell as text
        ("31/12/2026", dt.date(2026, 12, 31)),
        ("1/2/2027", dt.date(2027, 2, 1)),
        ("31-12-2026", dt.date(2026, 12, 31)),
        ("31.12.2026", dt.date(2026, 12, 31)),
        ("", None),
        ("  ", None),
    ],
)
def test_parse_expiry(text: str, day: dt.date | None) -> None:
    assert parse_expiry(text) == day


@pytest.mark.parametrize("text", ["31/02/2026", "2026-13-01", "ieri", "12/2026", "31/12/26"])
def test_parse_expiry_refuses(text: str) -> None:
    with pytest.raises(ValueError):
        parse_expiry(text)
