"""Use cases shared by the CLI and the GUI (one module per area).

Each service function takes an open :class:`figs_td.store.Store` (the GUI keeps one open, the CLI
opens one per command), runs one transaction with an ``actor`` for the audit trail, calls the
core and returns plain objects. See ``docs/architecture.md``.
"""
