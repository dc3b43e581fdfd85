"""Questions before anything already saved is replaced: *No* is the default, so Enter alone never
replaces a result."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget, title: str, text: str, yes: str) -> bool:
    """True only when the user picks ``yes`` (the default button is *No*)."""
    box = QMessageBox(parent)
    box.setObjectName("confirmBox")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.YesRole)
    no_button = box.addButton(QMessageBox.StandardButton.No)
    box.setDefaultButton(no_button)
    box.setEscapeButton(no_button)
    box.exec()
    return box.clickedButton() is yes_button
