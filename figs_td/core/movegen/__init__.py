"""The move generator: every legal move of a rack on a board with its score, best first (the
duplicate's top, *mossa migliore*), the word graph it walks, and random legal games for tests and
benchmarks. The compiled search kernel is :mod:`figs_td.core._movegen` (optional; the pure-Python
search gives the same moves)."""
