"""The duplicate (duplicato, domain.md §10): the master game and its draws, the slips of the
room and their fast entry, solo bonuses, warnings and penalties, and the duplicate standings
(total, difference from the top, percentage). A system of its own, not a case of the classic
game's code."""
