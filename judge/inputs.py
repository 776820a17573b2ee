"""Files users give us, read within limits: scenario and ruling YAML, deck lists.

Any file may be hostile or a mistake (`/dev/zero`, a FIFO, a folder, a YAML
alias bomb, a pasted second `A:` block), so reading is bounded in size, time
and memory before anything else looks at it, and each limit is one clear error
(exit 2) naming the file and the limit. The limits are far beyond any real
game: a scenario is a few kilobytes with a few hundred values.
"""

from __future__ import annotations

import os
import stat
from typing import Any

import yaml

from judge.errors import ScenarioError

# libyaml's loader when PyYAML has it (several times faster); both are the safe loader
SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

MAX_FILE_BYTES = 2_000_000  # a scenario is a few kB; a deck list well under one
MAX_DEPTH = 32  # nesting of mappings and lists (a scenario needs about 10)
MAX_VALUES = 50_000  # values after YAML aliases are expanded (a scenario has a few hundred)

_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def read_input(path: str, what: str = "scenario", limit: int = MAX_FILE_BYTES) -> str:
    """The text of a regular file of at most `limit` bytes, UTF-8; anything else is a ScenarioError."""
    def refuse(problem: str, hint: str | None = None):
        raise ScenarioError(str(path), None, None, problem, hint)

    try:
        st = os.stat(path)  # before opening: opening a FIFO or a device can block or never end
    except FileNotFoundError:
        refuse("no such file", "check the path")
    except OSError as e:
        refuse(f"cannot read it ({e.strerror})")
    if not stat.S_ISREG(st.st_mode):
        kind = next((name for test, name in _KINDS if test(st.st_mode)), "not a regular file")
        refuse(f"is {kind}, not a {what} file", f"give the path of a {what} file")
    if st.st_size > limit:
        refuse(f"is {st.st_size:,} bytes; a {what} file may have at most {limit:,}",
               f"a real {what} is a few kilobytes: is this the right file?")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the stat
                refuse(f"is not a regular file, not a {what} file")
            with os.fdopen(fd, "rb") as f:
                fd = -1
                data = f.read(limit + 1)  # a file that grows while read stops here
        finally:
            if fd >= 0:
                os.close(fd)
    except OSError as e:
        refuse(f"cannot read it ({e.strerror})")
    if len(data) > limit:
        refuse(f"is more than {limit:,} bytes; a {what} file may have at most {limit:,}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        refuse(f"is not UTF-8 text (byte {e.start:,} cannot be decoded)", "save it as UTF-8")


def _check_shape(text: str, file: str) -> None:
    """Nesting depth and the number of values with aliases expanded, read from the event stream.

    The stream is flat (no recursion), and the count stops at the first value past the limit,
    so that an alias bomb of a few hundred bytes costs no more than a normal file.
    """
    sizes: dict[str, int] = {}  # anchor -> values under it, its aliases expanded
    stack: list[list] = [[None, 0]]  # [anchor, values so far] of each open mapping or list; a closed one
    # adds its count to its parent, so the bottom of the stack counts the whole document
    for ev in yaml.parse(text, Loader=SafeLoader):
        if isinstance(ev, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            stack.append([ev.anchor, 1])
            if len(stack) - 1 > MAX_DEPTH:
                raise ScenarioError(file, ev.start_mark.line + 1, None,
                                    f"nested more than {MAX_DEPTH} levels deep", "a scenario needs about 10 levels")
            continue
        if isinstance(ev, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            anchor, n = stack.pop()
            if anchor is not None:
                sizes[anchor] = n
        elif isinstance(ev, yaml.ScalarEvent):
            n = 1
            if ev.anchor is not None:
                sizes[ev.anchor] = 1
        elif isinstance(ev, yaml.AliasEvent):
            n = sizes.get(ev.anchor, 1)
        else:
            continue
        stack[-1][1] += n
        if stack[-1][1] > MAX_VALUES:
            raise ScenarioError(file, ev.start_mark.line + 1, None,
                                f"has more than {MAX_VALUES:,} values once its YAML aliases (*name) are expanded",
                                "a scenario has a few hundred values: write the values out, without aliases")


def load_yaml(text: str, file: str) -> tuple[Any, dict[tuple, int]]:
    """The data of one YAML document (safe loader) and the line of every key and value, by path.

    Refused, each with its line: invalid YAML, nesting deeper than MAX_DEPTH, more than MAX_VALUES
    values with aliases expanded, and a key given twice in one mapping (YAML would keep the last
    silently: a pasted second `A:` block would replace the first player).
    """
    loader = None
    try:
        _check_shape(text, file)
        loader = SafeLoader(text)
        node = loader.get_single_node()
        lines = _lines(node, file) if node is not None else {}
        data = loader.construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        problem = " ".join(str(e.problem or e.context).split())
        raise ScenarioError(file, mark.line + 1 if mark else None, None, f"not valid YAML: {problem}",
                            "check the indentation and quoting at that line") from None
    except yaml.YAMLError as e:
        raise ScenarioError(file, None, None, " ".join(f"not valid YAML: {e}".split())) from None
    except ValueError as e:  # e.g. an integer of thousands of digits
        raise ScenarioError(file, None, None, f"a value cannot be read: {str(e)[:80]}") from None
    finally:
        if loader is not None:
            loader.dispose()
    return data, lines


def _lines(root: yaml.Node, file: str) -> dict[tuple, int]:
    lines: dict[tuple, int] = {}

    def walk(n, path):  # depth is bounded by _check_shape
        lines[path] = n.start_mark.line + 1
        if isinstance(n, yaml.MappingNode):
            seen: dict[str, int] = {}
            for k, v in n.value:
                key = k.value if isinstance(k, yaml.ScalarNode) else str(k)
                line = k.start_mark.line + 1
                if key in seen and key != "<<":
                    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path + (key,)).lstrip(".")
                    raise ScenarioError(file, line, where, f"given twice (line {seen[key]} and line {line})",
                                        "YAML would keep only the last one: remove or merge one of them")
                seen[key] = line
                lines[path + (key,)] = line
                walk(v, path + (key,))
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                walk(v, path + (i,))

    walk(root, ())
    return lines
