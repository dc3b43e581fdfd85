"""The compiled part of figs-td: the move generator's search (``figs_td/core/_movegen.c``).

Everything else is in ``pyproject.toml``. The extension is *optional*: without a C compiler
``pip install`` goes on without it and the move generator uses its pure-Python search (the same
moves, slower; docs/notes/performance.md, issue 36 §3). To build it in place in a checkout:
``python setup.py build_ext --inplace``.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension("figs_td.core._movegen", ["figs_td/core/_movegen.c"], optional=True),
    ]
)
