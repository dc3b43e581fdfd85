"""Pairing a tournament's rounds (abbinamenti): pair the next round, show, re-pair, delete,
swap, the options of each system, and the constraints (forbidden pairs, same club not before a
round) kept in the tournament."""
