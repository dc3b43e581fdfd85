"""Constants several GUI modules share (kept apart so that no module imports back the one that
created it: ``app`` creates the main window, which needs the title)."""

#: The window title; an open tournament's name goes in front of it.
WINDOW_TITLE = "FIGS — Direzione di gara"
