"""Standings of a tournament (classifica): the table after any round with its tie-break chain,
what it counts and leaves out, the final placing of knockouts and phased events, club standings,
categories and the prize table assigned over the final standings (domain.md §7)."""
