"""Facades per aggregate. Each takes the :class:`~figs_td.store.transaction.Transaction`."""
