"""A command line parsed without importing typer and click, by the table derived from the typer app itself.

`python -m judge.build` writes `judge/cli_table.json` from the real typer app
(`table`: every group and command with click's own view of each parameter:
its option strings, type, default, flag value). `parse` reads a command line
with it only when the line is plain: known commands, known options each given
once, text, integer and flag values, no `--help`, no completion, nothing that
needs a callback, an environment variable or a conversion. Anything else
returns None and the real typer app handles the line, so a mistake gets
typer's own message and `--help` typer's own help. `tests/test_fastpath.py`
checks the table is the app's and that `parse` and click agree on every
command and option.
"""

from __future__ import annotations

import json
import os

TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cli_table.json")  # text: pathlib costs a cold command
SIMPLE_TYPES = ("text", "integer", "boolean")


# ------------------------------------------------------------------ the table (build time, with typer)

def _given(p, word: str):
    """The value click gives parameter `p` for the command line `word` (a flag's value, asked of click itself)."""
    import click

    return click.Command("x", params=[p]).make_context("x", [word]).params[p.name]


def _param(p) -> dict:
    flag = bool(getattr(p, "is_flag", False)) and p.callback is None
    return {"name": p.name, "kind": p.param_type_name, "opts": list(p.opts), "secondary": list(p.secondary_opts),
            "type": p.type.name, "default": p.default if isinstance(p.default, (str, int, bool, type(None))) else "?",
            "plain": p.callback is None and not p.envvar and not getattr(p, "prompt", None) and p.nargs == 1
            and not p.multiple and not getattr(p, "count", False) and p.expose_value and p.type.name in SIMPLE_TYPES
            and isinstance(p.default, (str, int, bool, type(None))),
            "required": p.required, "flag": bool(getattr(p, "is_flag", False)),
            "flag_value": _given(p, p.opts[0]) if flag else None,
            "off_value": _given(p, p.secondary_opts[0]) if flag and p.secondary_opts else None}


def _command(cmd) -> dict:
    import click

    ctx = click.Context(cmd)
    out = {"params": [_param(p) for p in cmd.params], "help": list(ctx.help_option_names),
           "plain": not getattr(cmd, "chain", False) and not getattr(cmd, "invoke_without_command", False)
           and cmd.context_settings.get("ignore_unknown_options") is not True
           and cmd.context_settings.get("allow_extra_args") is not True}
    if isinstance(cmd, click.Group):
        out["commands"] = {name: _command(sub) for name, sub in sorted(cmd.commands.items())}
    return out


def table(app) -> dict:
    """The table of a typer app (its real Typer): click's view of every group, command and parameter."""
    from typer.main import get_command

    return _command(get_command(app))


# ------------------------------------------------------------------ parsing (run time, no typer)

def load_table() -> dict:
    with open(TABLE, encoding="utf-8") as f:
        return json.load(f)


def _values(node: dict, words: list[str], i: int, stop_at_command: bool):
    """Parse `words[i:]` for one group or command: (its values, where it stopped) or None (not plain)."""
    options = {o: p for p in node["params"] if p["kind"] == "option" for o in (*p["opts"], *p["secondary"])}
    arguments = [p for p in node["params"] if p["kind"] == "argument"]
    values: dict = {}
    given: list = []
    while i < len(words):
        w = words[i]
        if w in node["help"] or w == "--" or w.startswith("--") and "=" in w:
            return None
        if w.startswith("-") and len(w) > 1:
            p = options.get(w)
            if p is None or not p["plain"] or p["name"] in values:
                return None
            if p["flag"]:
                values[p["name"]] = p["flag_value"] if w in p["opts"] else p["off_value"]
            else:
                if i + 1 >= len(words) or words[i + 1].startswith("-"):
                    return None
                i += 1
                values[p["name"]] = words[i]
        elif stop_at_command:
            break
        else:
            given.append(w)
        i += 1
    if len(given) > len(arguments):
        return None
    for p, w in zip(arguments, given):
        values[p["name"]] = w
    for p in node["params"]:
        if not p["plain"]:
            if p["name"] in values:
                return None
            continue
        if p["name"] not in values:
            if p["required"]:
                return None
            values[p["name"]] = p["default"]
        elif p["type"] == "integer" and not p["flag"]:
            try:
                values[p["name"]] = int(values[p["name"]])
            except ValueError:
                return None
    # a parameter that is not plain (typer's completion options) is left out: it is not the function's
    return {k: v for k, v in values.items() if any(p["name"] == k and p["plain"] for p in node["params"])}, i


def parse(argv: list[str], tab: dict | None = None):
    """(command path, [values of each group's callback…], values of the command) for a plain command line,
    or None: typer then parses it."""
    node = tab if tab is not None else load_table()
    path: list[str] = []
    groups: list[dict] = []
    i = 0
    while "commands" in node:
        if not node["plain"]:
            return None
        got = _values(node, argv, i, stop_at_command=True)
        if got is None or got[1] >= len(argv) or argv[got[1]] not in node["commands"]:
            return None
        values, i = got
        groups.append(values)
        path.append(argv[i])
        node = node["commands"][argv[i]]
        i += 1
    if not node["plain"]:
        return None
    got = _values(node, argv, i, stop_at_command=False)
    if got is None:
        return None
    return tuple(path), groups, got[0]
