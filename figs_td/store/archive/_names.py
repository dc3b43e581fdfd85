"""Names of an archive file (no import: the package stays cheap to import)."""

#: Extension and default name of an archive file.
EXTENSION = ".figsa"
DEFAULT_NAME = "archivio.figsa"
