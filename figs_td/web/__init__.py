"""Publishing: the tournament as web pages (a static site and a read-only live server).

``pages`` renders the prepared data of :mod:`figs_td.services.publish` with Jinja2 templates
(autoescaping on: player names are untrusted input); ``site`` writes the static folder;
``server`` serves the same pages live (Starlette on uvicorn) with Server-Sent Events; ``poster``
makes the QR code and the A4 poster. No Qt here, and nothing is fetched from the Internet.
"""
