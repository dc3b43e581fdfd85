"""figs-td: direzione di gara per i tornei di Scrabble in italiano (regolamento FIGS)."""

__version__ = "0.1.0"
