"""Documents of a tournament (PDF and Excel): load what each one needs through the store and
the core, and write it atomically; the prize list and standings by category, and the team
documents. The writers themselves are :mod:`figs_td.reports`."""
