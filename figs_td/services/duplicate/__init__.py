"""Duplicate events (``--system duplicato``): games, draws, tops, the move placed, slips and
standings over the stored event, their documents, their web pages and the solutions sheet shown
after each move."""
