"""The pure-Python core: rules, scoring, board, lexicon, pairing, standings.

Nothing in this package imports Qt, SQL or report libraries (a test enforces it).
"""
