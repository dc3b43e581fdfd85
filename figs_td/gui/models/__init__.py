"""Qt models and undo: the read-only table model, the undo commands and their keys, and what an operation changed (so each view refreshes only when it must)."""
