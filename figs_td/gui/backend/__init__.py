"""The window's one door to the services: the backend whose methods are the use cases the window calls, and the services' Italian messages shown in the window's language."""
