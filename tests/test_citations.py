"""Every section id the engine cites exists in the Ver.2.5 index (like phase-rs's locked CR citations).

The ids are collected from the code by its syntax tree: each function that
takes `*sections` is a citing function, and every argument in a citing
position of a call to one must be a literal id (or pass its caller's
`sections` through). A typo is then an unknown id and fails here, instead of
a KeyError when the event is printed.
"""

import ast
from pathlib import Path

import pytest

from judge import rules
from judge.rulebook import PRIMARY, load

ENGINE = sorted(Path(rules.__file__).parent.rglob("*.py")) + [Path(rules.__file__).parent.parent / "replay.py"]


def citing_functions(trees) -> dict[str, int]:
    """name -> how many positional arguments come before the section ids (`self` not counted)."""
    out: dict[str, int] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for f in node.body:
                    if isinstance(f, ast.FunctionDef) and f.name == "__init__" and f.args.vararg \
                            and f.args.vararg.arg == "sections":
                        out[node.name] = len(f.args.args) - 1
            elif isinstance(node, ast.FunctionDef) and node.args.vararg and node.args.vararg.arg == "sections":
                skip = 1 if node.args.args and node.args.args[0].arg == "self" else 0
                assert out.get(node.name, len(node.args.args) - skip) == len(node.args.args) - skip, node.name
                out.setdefault(node.name, len(node.args.args) - skip)
    out.pop("__init__", None)
    return out


def _ids_in(expr, passes: bool) -> tuple[set[str], list[str]]:
    """The literal ids in a citing argument, and what is not a literal (`passes`: `sections` may pass through)."""
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return {expr.value}, []
    if isinstance(expr, ast.Name) and expr.id == "sections" and passes:
        return set(), []
    if isinstance(expr, ast.Attribute) and expr.attr == "sections":
        return set(), []  # a Forbidden's sections, checked where it was made
    if isinstance(expr, ast.IfExp):
        parts = [_ids_in(expr.body, passes), _ids_in(expr.orelse, passes)]
    elif isinstance(expr, ast.BoolOp):
        parts = [_ids_in(v, passes) for v in expr.values]
    elif isinstance(expr, (ast.Tuple, ast.List)):
        parts = [_ids_in(v, passes) for v in expr.elts]
    elif isinstance(expr, ast.Starred):
        parts = [_ids_in(expr.value, passes)]
    else:
        return set(), [ast.unparse(expr)]
    return set().union(*(p[0] for p in parts)), [x for p in parts for x in p[1]]


def _calls(node, passes: bool):
    """Every call, with whether it sits in a function that has `*sections` to pass through."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.FunctionDef):  # a closure (or lambda) inside a citing function passes it on
            vararg = child.args.vararg
            yield from _calls(child, passes or (vararg is not None and vararg.arg == "sections"))
            continue
        if isinstance(child, ast.Call):
            yield child, passes
        yield from _calls(child, passes)


def cited_ids(sources: dict[str, str]) -> tuple[set[str], list[str]]:
    """Every section id cited in `sources` (name -> code), and the citing arguments that are not literals."""
    trees = {name: ast.parse(code) for name, code in sources.items()}
    citing = citing_functions(trees.values())
    ids: set[str] = set()
    problems: list[str] = []
    for name, tree in trees.items():
        for call, passes in _calls(tree, False):
            callee = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", None)
            if callee not in citing:
                continue
            for arg in call.args[citing[callee]:]:
                found, bad = _ids_in(arg, passes)
                ids |= found
                problems += [f"{name}:{call.lineno}: {callee}(… {b}) is not a literal section id" for b in bad]
    return ids, problems


def engine_sources() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in ENGINE}


KNOWN = {s.id for s in load(PRIMARY).sections}


def test_every_section_the_engine_cites_exists():
    ids, problems = cited_ids(engine_sources())
    assert not problems
    assert len(ids) >= 40, "the collector finds the engine's citations"
    assert ids - KNOWN == set()


def test_the_citation_check_catches_a_typo():
    sources = {**engine_sources(), "typo.py": 'def f(game):\n    game.log("a Contact starts", "contcat")\n'}
    ids, _ = cited_ids(sources)
    assert ids - KNOWN == {"contcat"}


@pytest.mark.parametrize("code", [
    'def f(game, s):\n    game.log("text", s)\n',
    'S = "contact"\ndef f(game):\n    raise Forbidden("reason", S)\n',
])
def test_the_citation_check_refuses_ids_it_cannot_read(code):
    """An id kept in a variable could hide a typo: citing positions take literals only."""
    _, problems = cited_ids({**engine_sources(), "hidden.py": code})
    assert problems and all(p.startswith("hidden.py:") for p in problems)


def test_the_primary_rulebook_id_is_written_once():
    judge_dir = Path(rules.__file__).parent.parent
    files = [*judge_dir.rglob("*.py"), judge_dir.parent / "rules_th" / "__init__.py"]
    assert sum(f.read_text(encoding="utf-8").count('"conan-2.5"') for f in files) == 1
