"""The Italian messages of the services, found in the source (``build.py`` and the tests use it).

A message is a template: the literal text of a string or f-string with each value written
``{0}``, ``{1}``… in order. Found in ``figs_td/core``, ``figs_td/services``, ``figs_td/store``:

* the text given to a raised exception (``raise InputError(f"…")``, also both branches of a
  conditional and the parts of a ``+``), and to any ``…Error(…)`` built elsewhere (a helper that
  returns the error, an error class composing its own message);
* what the message builders return (``where`` → "turno 3, tavolo 2", ``_conflict``…);
* the pieces of the pairing's explanation of each table (``core/pairing``: ``reason``, ``why``…);
* ``figs_td/errors.py``'s sentences for other errors (operating system, database, CSV, JSON),
  their tables of reasons, and the actions given to them (``action="aprire il torneo"``);
* the lines added to a round's notes and to warnings (``notes.append(…)``, ``warnings.append(…)``).

The window renders each one in English through Qt's context ``services`` (``gui/backend/service_text.py``).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "figs_td"
PACKAGES = ("core", "services", "store", "web")
#: The window's own door to the services (Qt-free: it raises and composes a few texts itself).
FILES = tuple(
    f"gui/backend/{name}.py"
    for name in ("backend", "use_case_base", "players", "rounds", "standings", "arbiter")
)
#: Lists whose ``append`` adds a line shown to people (round notes, pairing warnings).
LISTS = {"notes", "warnings", "extra_warnings", "parts", "short"}
#: Functions that build a message (or a piece of one) and return it.
BUILDERS = {
    "where",
    "changed_by",
    "_conflict",
    "no_player",
    "no_game",
    "no_game_id",
    "no_tournament",
    "describe",
    "_too_big",
    "too_big",
    "who_when",
    "shown",
    "assign_first",
    "_explain",
    "_label",
    "_stage_label",
    # the refusals of a database of the wrong kind (store/_database.py, store/archive/store.py)
    "refuse_foreign",
    "refuse_conflict",
    "describe_target",
    "refuse_empty",
    "refuse_empty_file",
    "without_meta",
}
#: The pairing's explanation of each table ("why am I playing him?", who starts), built in
#: ``core/pairing`` from these variables, keywords and tables of words.
EXPLAIN_DIR = "core/pairing"
EXPLAIN_NAMES = {"reason", "why", "why_first", "text", "first_reason", "reasons"}
#: Variables that hold a message before it is raised or shown.
MESSAGES = {"reason", "message", "msg", "remedy", "shown"}
Adder = Callable[[ast.expr, str], None]
LETTERS = re.compile(r"[^\W\d_]{2}")
#: A code passed beside the message (``PairingError("too_few", "…")``), not a text.
CODE = re.compile(r"[a-z_.]+")
HOLE = re.compile(r"\{\d+\}")


def _parts(node: ast.expr, top: bool = True) -> list[str] | None:
    """The template alternatives of ``node`` with ``\\0`` for a value; None: not a text."""
    if isinstance(node, ast.Constant):
        return (
            [node.value.replace("{", "{{").replace("}", "}}")]
            if isinstance(node.value, str)
            else None
        )
    if isinstance(node, ast.JoinedStr):
        out = [""]
        for v in node.values:
            if isinstance(v, ast.Constant):
                lit = str(v.value).replace("{", "{{").replace("}", "}}")
                out = [o + lit for o in out]
            else:
                out = [o + "\0" for o in out]
        return out
    if isinstance(node, ast.BoolOp):  # remedy or "…"
        alternatives = [a for v in node.values for a in (_parts(v, top) or [])]
        return alternatives or None
    if isinstance(node, ast.IfExp):
        a, b = _parts(node.body, top), _parts(node.orelse, top)
        if a is None and b is None:
            return None
        return (a or ["\0"]) + (b or ["\0"])
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        a, b = _parts(node.left, False), _parts(node.right, False)
        if a is None and b is None:
            return None
        return [x + y for x in (a or ["\0"]) for y in (b or ["\0"])]
    return None


def _number(template: str) -> str:
    i = iter(range(1000))
    return re.sub("\0+", lambda _m: f"{{{next(i)}}}", template)


def _texts(node: ast.expr) -> list[str]:
    out = []
    for t in _parts(node) or []:
        t = _number(t)
        if LETTERS.search(HOLE.sub("", t)) and not CODE.fullmatch(t):
            out.append(t)
    return out


def _is_error_call(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
    if name.endswith(("Error", "Warning")):  # a refusal, or a warning record with its text
        return True
    # ``InputError.__init__(self, …)`` / ``super().__init__(…)`` inside an error class
    return name == "__init__"


def _explanations(tree: ast.AST, rel: str, add: Adder) -> None:
    """The pieces of the tables' explanations (``reason = …``, ``reason += …``, ``reason=…``,
    ``reasons = {p: "…"}``, the ``…_TEXT`` tables of words)."""
    class_keywords = {
        id(k) for c in ast.walk(tree) if isinstance(c, ast.ClassDef) for k in c.keywords
    }
    for node in ast.walk(tree):
        where = f"{rel}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            target = node.targets[0] if isinstance(node, ast.Assign) else node.target
            name = target.id if isinstance(target, ast.Name) else ""
            value = node.value
            if name in EXPLAIN_NAMES:
                add(value.value if isinstance(value, ast.DictComp) else value, where)
            elif name.endswith("_TEXT") and isinstance(value, ast.Dict):
                for v in value.values:
                    add(v, where)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            if node.target.id in EXPLAIN_NAMES and isinstance(node.op, ast.Add):
                add(ast.BinOp(ast.Name(node.target.id), ast.Add(), node.value), where)
        elif isinstance(node, ast.keyword) and node.arg in ("reason", "first_reason", "label"):
            if id(node) not in class_keywords:  # a system's own label: translated in en.py
                add(node.value, where)


#: ``figs_td/errors.py``: the one place where other errors (operating system, database, CSV,
#: JSON, text encoding) become Italian sentences — its functions and their tables of reasons.
DESCRIBERS = {
    "describe_os_error",
    "describe_error",
    "_describe_db_error",
    "db_reason",
    "describe_db_failure",
    "describe_quick_check",
    "json_reason",
}
PIECES = {"prefix", "where", "what", "reason", "found", "at"}


def _describers(tree: ast.Module, add: Adder) -> None:
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Dict):
            for v in node.value.values:  # errno → reason
                add(v, f"figs_td/errors.py:{node.lineno}")
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Tuple):
            for pair in node.value.elts:  # (needles, reason)
                if isinstance(pair, ast.Tuple) and pair.elts:
                    add(pair.elts[-1], f"figs_td/errors.py:{node.lineno}")
        elif isinstance(node, ast.FunctionDef) and node.name in DESCRIBERS:
            for sub in ast.walk(node):
                where = f"figs_td/errors.py:{getattr(sub, 'lineno', 0)}"
                if isinstance(sub, ast.Return) and sub.value is not None:
                    add(sub.value, where)
                elif isinstance(sub, ast.Assign) and isinstance(sub.targets[0], ast.Name):
                    if sub.targets[0].id in PIECES:
                        add(sub.value, where)


def _builders(tree: ast.AST, rel: str, add: Adder) -> None:
    """What the message builders return (also each value of a tuple, of a table of words)."""
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or fn.name not in BUILDERS:
            continue
        for ret in ast.walk(fn):
            if not isinstance(ret, ast.Return) or ret.value is None:
                continue
            where = f"{rel}:{ret.lineno}"
            values = ret.value.elts if isinstance(ret.value, ast.Tuple) else [ret.value]
            for value in values:
                add(value, where)
            for sub in ast.walk(ret.value):  # {2: "Finale", …}.get(n, f"…")
                if isinstance(sub, ast.Dict):
                    for v in sub.values:
                        add(v, where)
                elif isinstance(sub, (ast.IfExp, ast.JoinedStr)):
                    add(sub, where)


def _raised(node: ast.AST) -> list[ast.expr]:
    """The arguments of a raised exception or of an ``…Error(…)``/``…Warning(…)`` built
    anywhere (not an error class's own ``__init__`` call: see :func:`_calls`)."""
    call = node.exc if isinstance(node, ast.Raise) else node
    if not isinstance(call, ast.Call):
        return []
    if isinstance(node, ast.Raise) or (_is_error_call(call) and _name(call) != "__init__"):
        return [*call.args, *(k.value for k in call.keywords)]
    return []


def _name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _calls(tree: ast.AST, rel: str, add: Adder) -> None:
    error_classes = {
        id(f)
        for c in ast.walk(tree)
        if isinstance(c, ast.ClassDef) and c.name.endswith(("Error", "Errors"))
        for f in ast.walk(c)
    }
    # module constants given by name: raise InputError(NO_LEXICON), remedy=_FILE_REMEDY
    constants = {
        t.id: node.value
        for node in getattr(tree, "body", [])
        if isinstance(node, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name)
    }
    for node in ast.walk(tree):
        where = f"{rel}:{getattr(node, 'lineno', 0)}"
        args = _raised(node)
        if isinstance(node, ast.keyword) and node.arg == "remedy":
            args = [node.value]
        if args:
            for arg in args:
                add(constants.get(arg.id, arg) if isinstance(arg, ast.Name) else arg, where)
        elif isinstance(node, ast.Call) and _name(node) == "__init__" and id(node) in error_classes:
            for arg in node.args:  # an error class composing its own message
                add(arg, where)
        elif (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id in MESSAGES
        ):
            add(node.value, where)  # reason = "…"; raise …Error(…, reason)
        elif isinstance(node, ast.keyword) and node.arg == "action":
            add(node.value, where)  # "impossibile <action>: …" (describe_os_error)
        elif isinstance(node, ast.Call) and _name(node) == "describe_db_failure":
            for arg in node.args[2:]:
                add(arg, where)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "append"
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in LISTS
            and node.args
        ):
            add(node.args[0], where)


def scan(root: Path = ROOT) -> dict[str, list[str]]:
    """{template: [where it is, "path:line"]} for every message of the services."""
    found: dict[str, list[str]] = {}

    def add(node: ast.expr, where: str) -> None:
        for t in _texts(node):
            found.setdefault(t, []).append(where)

    _describers(ast.parse((root / "errors.py").read_text(encoding="utf-8")), add)
    paths = [p for package in PACKAGES for p in sorted((root / package).rglob("*.py"))]
    for path in [*paths, *(root / f for f in FILES)]:
        rel = path.relative_to(root.parent).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        _builders(tree, rel, add)
        if rel.startswith(f"figs_td/{EXPLAIN_DIR}/"):
            _explanations(tree, rel, add)
        _calls(tree, rel, add)
    return found


if __name__ == "__main__":
    for text, where in sorted(scan().items()):
        print(repr(text), where[0])
