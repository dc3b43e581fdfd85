"""The word lists (lessici): reading a plain list or a Hunspell dictionary, folding letters,
errata overlays, the compact on-disk index that answers "is this word valid?", and who may
consult the 2- and 3-letter tables during a game. The move generator's word graph is in
:mod:`figs_td.core.movegen.generator`."""
