"""Italian counts in one place, for the window and the command line: "1 giocatore",
"2 giocatori", "0 giocatori", "penalità di 1 punto". Pure Python (the CLI imports it at start-up).

Italian uses the singular for one only (zero takes the plural: "0 risultati"); a negative count
follows its absolute value ("-1 punto")."""

from __future__ import annotations


def plural(n: int, one: str, many: str) -> str:
    """``one`` when ``n`` is ±1, else ``many``; either may hold ``{0}`` for the number. The window
    passes both forms through ``tr()`` so that English chooses its own."""
    return (one if abs(n) == 1 else many).format(n)


def count(n: int, singular: str, plural_word: str) -> str:
    """``count(1, "pagina", "pagine")`` → "1 pagina"; ``count(3, ...)`` → "3 pagine"."""
    return f"{n} {singular if abs(n) == 1 else plural_word}"


def to(word: str) -> str:
    """The preposition "a" to write before ``word``: "ad" before a word starting with an a
    ("Riposo ad Anna", as Italian writes it), else "a" ("Riposo a Bruno"). Written apart in
    a sentence (``f"Riposo {to(name)} {name}"``) so that its translation may drop it."""
    return "ad" if word[:1] in ("a", "A", "à", "À") else "a"
