"""The game at the table: the board and its squares, the tile set, the move notation, the
scoresheet (formulario) with its recount (riconteggio) and end-of-game deductions, game records
in JSON and GCG, and the verdict on a challenge (contestazione) against the lexicon. Regolamento
art. 1–13 and 26; domain.md §1–2. Pure Python, like the whole core."""
