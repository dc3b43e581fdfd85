"""The desktop application (PySide6). Everything Qt lives in this package."""
