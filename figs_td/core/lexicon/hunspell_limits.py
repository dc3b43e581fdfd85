"""Bounds of a Hunspell expansion: forms per root, forms in all, memory of the forms kept.

A crafted ``.aff``/``.dic`` pair of a few kilobytes can describe billions of forms. The expansion
(:func:`figs_td.core.lexicon.hunspell.expand`) keeps a :class:`Budget` and stops with an Italian
:class:`ExpansionLimit` naming the file and the bound as soon as

- one root makes more than ``per_root`` forms (checked while the root is expanded);
- the forms made exceed ``forms``, or the memory of the forms kept (estimated: a Python string
  of n ASCII characters costs 49 + n bytes, plus 8 for its place in the list) exceeds
  ``memory_mb``;
- early: once ``sample_forms`` forms are made, the totals projected from the roots done so far
  (forms made × roots / roots done) exceed ``margin`` times a bound. On the Italian dictionary
  the projection stays within 0.87–1.16 of the real total, so a dictionary is refused early
  only when it would be far over the bounds; one that hides its heavy roots at the end still
  meets the hard bounds above.

Values (measured on Debian's hunspell-it, ``benchmarks/lexicon.py``): see the constants in
:mod:`figs_td.core.lexicon.hunspell`.
"""

from __future__ import annotations

from dataclasses import dataclass

from figs_td.errors import InputError

__all__ = ["STR_COST", "Budget", "ExpansionLimit", "ExpansionLimits"]

#: Bytes of one kept form besides its characters: the string object and its list slot.
STR_COST = 49 + 8


class ExpansionLimit(InputError):
    """A dictionary that would make more forms than any real one: refused, not expanded."""


@dataclass(frozen=True)
class ExpansionLimits:
    """The bounds of one expansion (defaults: ``figs_td.core.lexicon.hunspell.default_limits()``)."""

    forms: int
    memory_mb: int
    per_root: int
    sample_forms: int = 200_000
    margin: float = 1.5


def _n(x: float) -> str:
    return f"{int(x):,}".replace(",", ".")


class Budget:
    """What an expansion has used so far, checked against its :class:`ExpansionLimits`."""

    def __init__(self, limits: ExpansionLimits, source: str, total_roots: int) -> None:
        self.limits = limits
        self.source = source
        self.total = total_roots
        self.made = 0
        self.kept_bytes = 0

    def _where(self) -> str:
        return f" '{self.source}'" if self.source else ""

    def root_too_big(self, word: str) -> ExpansionLimit:
        return ExpansionLimit(
            f"il dizionario fa più di {self.limits.per_root} forme dalla sola radice "
            f"{word[:40]!r} (il dizionario italiano al massimo 12.566): file anomalo{self._where()}, "
            "espansione interrotta"
        )

    def after_root(self, roots_done: int, made: int) -> None:
        """``made`` forms so far after ``roots_done`` roots: the forms bound, then the projection."""
        self.made = made
        lim = self.limits
        if made > lim.forms:
            raise ExpansionLimit(
                f"il dizionario fa più di {_n(lim.forms)} forme (quello italiano 3,3 milioni): "
                f"file anomalo{self._where()}, espansione interrotta"
            )
        if self.total and made >= lim.sample_forms and roots_done < self.total:
            projected = made * self.total / roots_done
            if projected > lim.margin * lim.forms:
                raise ExpansionLimit(
                    f"il dizionario{self._where()} farebbe circa {_n(projected)} forme, più del "
                    f"limite di {_n(lim.forms)} (stima dopo {_n(roots_done)} radici su "
                    f"{_n(self.total)}): file anomalo, espansione interrotta"
                )

    def kept(self, forms: list[str], roots_done: int) -> None:
        """Count the memory of ``forms``, now kept; check it and its projection."""
        self.kept_bytes += sum(map(len, forms)) + STR_COST * len(forms)
        lim = self.limits
        bound = lim.memory_mb * 1024 * 1024
        mb = self.kept_bytes / (1024 * 1024)
        if self.kept_bytes > bound:
            raise ExpansionLimit(
                f"le forme del dizionario{self._where()} occupano più di {lim.memory_mb} MB di "
                f"memoria (quelle del dizionario italiano circa 160 MB): file anomalo, "
                "espansione interrotta"
            )
        if self.total and self.made >= lim.sample_forms and 0 < roots_done < self.total:
            projected = mb * self.total / roots_done
            if projected > lim.margin * lim.memory_mb:
                raise ExpansionLimit(
                    f"le forme del dizionario{self._where()} occuperebbero circa "
                    f"{_n(projected)} MB di memoria, più del limite di {lim.memory_mb} MB "
                    f"(stima dopo {_n(roots_done)} radici su {_n(self.total)}): file anomalo, "
                    "espansione interrotta"
                )
