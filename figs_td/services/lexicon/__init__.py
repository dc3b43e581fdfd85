"""Word lists and moves: import, list, choose and open a word list (and the stand-in free list),
the move generator's graph of a list, the best moves of a position and *mossa migliore* of a
tournament game."""
