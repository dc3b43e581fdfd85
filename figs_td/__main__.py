"""``python -m figs_td``: same entry point as the ``figs-td`` command."""

import sys

from figs_td.cli import main

sys.exit(main())
