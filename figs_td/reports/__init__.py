"""Printable and spreadsheet documents (PDF with reportlab, XLSX with openpyxl); no Qt here.

:mod:`~figs_td.reports.data` holds the prepared plain data, :mod:`~figs_td.reports.prepare`
builds it from a tournament state, :mod:`~figs_td.reports.documents` has one writer per document.
"""
