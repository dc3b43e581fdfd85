"""The cells on every row of the pages (a player's name and link, a status mark, a result) are
Python functions, not template macros (speed, issue 29): the same bytes as the macros they
replace, kept here as the reference, for names that try to inject markup, the word-list mark,
statuses and negative scores (a time loss)."""

from __future__ import annotations

import itertools

from jinja2 import Environment, StrictUndefined, select_autoescape

from figs_td.reports.data import status_mark
from figs_td.web import pages

REFERENCE = """\
{% macro player(name, number=None, mark=False) -%}
{%- set href = link(name) -%}
{%- if href %}<a href="{{ href }}">{{ name }}</a>{% else %}{{ name }}{% endif %}\
{% if mark %} <abbr title="può consultare l'elenco delle parole di 2 e 3 lettere">*</abbr>\
{% endif -%}
{%- endmacro %}
{% macro status(text) -%}
{%- set mark = status_mark(text) -%}
{%- if mark %} <abbr class="stato" title="{{ text }}">{{ mark }}</abbr>{% endif -%}
{%- endmacro %}
{% macro result(a, b) -%}
{%- if a is not none and b is not none %}{{ a|score }}–{{ b|score }}{% endif -%}
{%- endmacro %}
[{{ player(name, 3, mark) }}|{{ status(text) }}|{{ result(a, b) }}]"""

CALLS = "[{{ player(name, 3, mark) }}|{{ text|status }}|{{ a|result(b) }}]"

NAMES = ["Rossi Anna", "O\"Brien 'Zio' & <b>Co</b>", "<script>x</script>", "Zoë Dvořák", ""]
STATUSES = ["", "ritirato dal turno 5", "iscritto dal turno 2", 'ritirato dal turno <"7">']
SCORES = [None, 0, 433, -10]


class _Site:
    players = [(n + 1, name, "") for n, name in enumerate(NAMES[:3])]
    history: list[object] = []
    rounds: list[object] = []


def test_cells_equal_the_former_macros() -> None:
    site = pages.Pages(_Site(), live=False)  # type: ignore[arg-type]
    env = Environment(
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
    )
    env.filters["score"] = pages._score
    reference = env.from_string(REFERENCE)
    ours = pages._env().from_string(CALLS)
    checked = 0
    for name, mark, text, a, b in itertools.product(NAMES, (False, True), STATUSES, SCORES, SCORES):
        context = {"name": name, "mark": mark, "text": text, "a": a, "b": b}
        expected = reference.render(link=site.player_link, status_mark=status_mark, **context)
        got = ours.render(link=site.player_link, player=site.player_cell, **context)
        assert got == expected.strip(), context
        checked += 1
    assert checked == 5 * 2 * 4 * 4 * 4
    # The rows' form: names[...] and the word-list mark after it, as player(name, n, mark).
    rows = pages._env().from_string("{{ names[name] }}{% if mark %}{{ word_list_mark }}{% endif %}")
    for name, mark in itertools.product(NAMES, (False, True)):
        got = rows.render(
            names=site.names, word_list_mark=site.word_list_mark, name=name, mark=mark
        )
        assert got == site.player_cell(name, 1, mark), (name, mark)
    # A linked name, escaped; an unknown one as text.
    cell = site.player_cell(NAMES[1], mark=True)
    assert cell.startswith('<a href="giocatore-2.html">O&#34;Brien &#39;Zio&#39; &amp; &lt;b&gt;')
    assert site.player_cell("Nessuno") == "Nessuno"


def test_number_filters_equal_the_general_format() -> None:
    from fractions import Fraction

    from figs_td.reports.table import fmt

    values: list[object] = [None, True, False, 0, 1, -1, 12, -433, 10**12, 2.5, -0.25]
    values += [Fraction(7, 2), Fraction(-1, 2), Fraction(4), Fraction(1216, 3), Fraction(0)]
    values += [Fraction(-4), Fraction(1, 3), Fraction(2, 3)]
    for v in values:
        assert pages._num(v) == fmt(v, "num"), v
        assert pages._signed(v) == fmt(v, "signed"), v
    assert pages._signed(12) == "+12" and pages._signed(-3) == "-3" and pages._signed(0) == "0"


#: The standings row's value cells as the template wrote them (a loop over the columns).
VALUE_CELLS_LOOP = """\
{% for c in columns %}<td class="n{% if c.key not in kept %} extra{% endif %}">\
{% if c.key == "spread" %}{{ values|at(c.key)|signed }}{% else %}{{ values|at(c.key)|num }}\
{% endif %}</td>{% endfor %}"""


def test_standings_value_cells_equal_the_former_loop() -> None:
    from fractions import Fraction

    from figs_td.reports.data import StandingsColumn

    keys = ["points", "spread", "buchholz", "<b>x</b>", "wins"]
    columns = tuple(StandingsColumn(k, k.title()) for k in keys)
    loop = pages._env().from_string(VALUE_CELLS_LOOP)
    ours = pages._env().from_string("{{ values|value_cells(columns, kept) }}")
    rows = [
        {"points": 7, "spread": 312, "buchholz": Fraction(101, 2), "wins": Fraction(13, 2)},
        {"points": 0, "spread": -45, "buchholz": None, "<b>x</b>": "<i>&'\"</i>"},
        {"points": Fraction(3, 2), "spread": 0, "wins": True},
        {"spread": Fraction(-7, 2), "buchholz": 1.5, "wins": False},
        {},
    ]
    for values, kept in itertools.product(rows, ([], ["points", "spread"], keys)):
        context = {"values": values, "columns": columns, "kept": kept}
        expected = loop.render(**context)
        assert ours.render(**context) == expected, context
        assert expected.count("<td") == len(keys)
    # worked out by hand: the spread signed, a half point with a comma, the hidden columns
    got = ours.render(values=rows[0], columns=columns[:3], kept=["points", "spread"])
    assert got == '<td class="n">7</td><td class="n">+312</td><td class="n extra">50,5</td>'
