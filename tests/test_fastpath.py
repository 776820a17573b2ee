"""The fast path (judge/fastpath.py) and typer agree: the table is the typer app's, and every plain command line
parses to the values click gives, for every command and option; anything else goes to typer."""

import sys
from pathlib import Path

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from judge import cli, fastpath

SAMPLE = {"text": "x", "integer": "2"}


def commands(node, path=()):
    if "commands" in node:
        for name, sub in node["commands"].items():
            yield from commands(sub, (*path, name))
    else:
        yield path, node


def click_values(argv):
    """What click gives the command's function for `argv` (the real typer app)."""
    cmd = get_command(cli.app.real())
    ctx = cmd.make_context("judge", list(argv))
    while hasattr(cmd, "commands"):
        _, cmd, rest = cmd.resolve_command(ctx, [*ctx._protected_args, *ctx.args])
        ctx = cmd.make_context(cmd.name, rest, parent=ctx)
    return ctx.params


def test_the_table_is_the_typer_apps():
    """`python -m judge.build` wrote judge/cli_table.json from the app as it is now."""
    from judge.clitable import contents

    assert contents() == Path(fastpath.TABLE).read_text(encoding="utf-8")


def lines(path, node):
    """Plain lines for a command: its arguments, then each option alone, all of them, and options first."""
    args = [SAMPLE[p["type"]] for p in node["params"] if p["kind"] == "argument"]
    opts = []
    for p in node["params"]:
        if p["kind"] == "option":
            for word in (*p["opts"], *p["secondary"]):
                opts.append([word] if p["flag"] else [word, SAMPLE[p["type"]]])
    yield [*path, *args]
    for o in opts:
        yield [*path, *args, *o]
        yield [*path, *o, *args]
    longest = {}
    for o in opts:
        longest.setdefault(next(p["name"] for p in node["params"] if o[0] in (*p["opts"], *p["secondary"])), o)
    yield [*path, *args, *(w for o in reversed(list(longest.values())) for w in o)]


CASES = [line for path, node in commands(fastpath.load_table()) for line in lines(path, node)]


@pytest.mark.parametrize("argv", CASES, ids=" ".join)
def test_fast_path_and_click_agree(argv):
    parsed = fastpath.parse(argv)
    assert parsed is not None, f"a plain line went to typer: {argv}"
    assert parsed[2] == click_values(argv)


def test_every_command_and_option_is_covered():
    seen = {(tuple(a[:len(p)]), w) for a in CASES for p, _ in commands(fastpath.load_table()) if tuple(a[:len(p)]) == p
            for w in a[len(p):] if w.startswith("-")}
    for path, node in commands(fastpath.load_table()):
        for p in node["params"]:
            if p["kind"] == "option":
                assert all((path, w) in seen for w in (*p["opts"], *p["secondary"])), (path, p["name"])


@pytest.mark.parametrize("argv", [
    [], ["--help"], ["search", "--help"], ["search", "x", "--help"], ["rulings", "--help"], ["rulings"],
    ["search"], ["search", "x", "--limit"], ["search", "x", "--limit", "many"], ["search", "x", "--nope"],
    ["search", "x", "y"], ["search", "x", "--json", "--json"], ["search", "--limit=3", "x"], ["nope"],
    ["--install-completion"], ["--show-completion"], ["search", "--", "-x"], ["search", "x", "-n", "-3"],
])
def test_anything_else_goes_to_typer(argv):
    assert fastpath.parse(argv) is None


@pytest.mark.parametrize("argv", [
    ["search", "ปะทะ", "--json"], ["search", "guard", "-n", "2", "--rulebook", "all", "--json"],
    ["page", "17", "--json"], ["show", "contact", "--json"], ["card", "B01065", "--json", "--date", "2025-01-01"],
    ["rulings", "show", "B01065", "--json"], ["replay", "tests/scenarios/p16-guard-line-where-none-is-awaited-is-forbidden.yaml", "--json"],
    ["search", "", "--json"], ["page", "99"], ["ask", "Guard ได้ไหม", "--json"],
])
def test_fast_path_prints_what_typer_prints(argv, capsys, monkeypatch):
    result = CliRunner().invoke(cli.app, argv)
    monkeypatch.setattr(sys, "argv", ["judge", *argv])
    assert fastpath.parse(argv) is not None
    with pytest.raises(SystemExit) as exit_:
        cli.main()
    out = capsys.readouterr()
    if isinstance(result.exception, Exception) and not isinstance(result.exception, SystemExit):
        assert exit_.value.code == result.exception.exit_code  # a JudgeError: main prints it (typer re-raised it)
    else:
        assert (exit_.value.code, out.out) == (result.exit_code, result.stdout)


def test_a_function_that_wants_more_than_the_line_goes_to_typer():
    """A command taking what only typer gives (a typer.Context) is not run by the fast path."""
    def wants_context(ctx, as_json=False):
        pass

    assert not cli._takes(wants_context, {"as_json": True})
    assert cli._takes(cli.search, {"query": "x", "rulebook": "conan-2.5", "limit": 5, "as_json": True,
                                   "lang": None})
