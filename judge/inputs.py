"""Files users give us, read within limits: scenario and ruling YAML, deck lists.

Any file may be hostile or a mistake (`/dev/zero`, a FIFO, a folder, a YAML
alias bomb, a pasted second `A:` block), so reading is bounded in size, time
and memory before anything else looks at it, and each limit is one clear error
(exit 2) naming the file and the limit. The limits are far beyond any real
game: a scenario is a few kilobytes with a few hundred values.
"""

from __future__ import annotations

import os
import re
import stat
import sys

from judge.errors import ScenarioError
from judge.i18n import Pair, messages, say

TYPE_CHECKING = False  # (typing's own constant, without importing typing: a twentieth of a cold command)
if TYPE_CHECKING:
    from typing import Any


class _CompiledOnUse:
    """A pattern compiled the first time it is used (re caches it from then on)."""

    __slots__ = ("_args", "_pattern")

    def __init__(self, *args) -> None:
        self._args, self._pattern = args, None

    def __getattr__(self, name: str):
        if self._pattern is None:
            self._pattern = re.compile(*self._args)
        return getattr(self._pattern, name)


def _import_pyyaml():
    """`import yaml`, with what its pure-Python reader compiles when imported (the pattern of the characters a
    YAML stream may not hold: a class over all of Unicode, 5 ms, half of the interpreter's own start) compiled
    at its first use instead. libyaml reads our files and never uses it; PyYAML's own reader (PyYAML built
    without libyaml, or yaml.SafeLoader) compiles it at its first check. tests/test_yaml_reader.py checks both."""
    if "yaml" in sys.modules:
        return sys.modules["yaml"]
    compile_ = re.compile

    def deferring(pattern, flags=0):
        if sys._getframe(1).f_globals.get("__name__") == "yaml.reader":
            return _CompiledOnUse(pattern, flags)
        return compile_(pattern, flags)

    re.compile = deferring
    try:
        import yaml
    finally:
        re.compile = compile_
    return yaml


yaml = _import_pyyaml()

# libyaml's loader when PyYAML has it (several times faster); both are the safe loader
SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

MAX_FILE_BYTES = 2_000_000  # a scenario is a few kB; a deck list well under one
MAX_DEPTH = 32  # nesting of mappings and lists (a scenario needs about 10)
MAX_VALUES = 50_000  # values after YAML aliases are expanded (a scenario has a few hundred)

_KINDS = ((stat.S_ISDIR, Pair("a folder", "เป็นโฟลเดอร์")),
          (stat.S_ISFIFO, Pair("a FIFO (named pipe)", "เป็น FIFO (ไปป์ที่มีชื่อ)")),
          (stat.S_ISCHR, Pair("a character device", "เป็นอุปกรณ์แบบอักขระ")),
          (stat.S_ISBLK, Pair("a block device", "เป็นอุปกรณ์แบบบล็อก")), (stat.S_ISSOCK, Pair("a socket", "เป็นซ็อกเก็ต")))
NOT_REGULAR = Pair("not a regular file", "ไม่ใช่ไฟล์ปกติ")
# what a file is meant to be, as read_input's callers name it
FILE_KINDS = {"scenario": Pair("scenario", "สถานการณ์"), "deck list": Pair("deck list", "รายการเด็ค"),
              "ruling": Pair("ruling", "คำวินิจฉัย"), "card script": Pair("card script", "สคริปต์การ์ด"),
              "card list": Pair("card list", "รายการการ์ด")}
# how big a real file of a kind is, for the too-big hint (default: a few kilobytes)
TYPICAL_SIZE = {"card list": Pair("a few megabytes", "ไม่กี่เมกะไบต์")}

messages({
    "input.no-file": ("no such file", "ไม่มีไฟล์นี้"),
    "input.no-file-hint": ("check the path", "ตรวจเส้นทางของไฟล์"),
    "input.cannot-read": ("cannot read it ({why})", "อ่านไฟล์ไม่ได้ ({why})"),
    "input.kind": ("is {kind}, not a {what} file", "{kind} ไม่ใช่ไฟล์{what}"),
    "input.kind-hint": ("give the path of a {what} file", "ระบุเส้นทางของไฟล์{what}"),
    "input.too-big": ("is {size} bytes; a {what} file may have at most {limit}",
                      "มีขนาด {size} ไบต์; ไฟล์{what}มีได้ไม่เกิน {limit} ไบต์"),
    "input.too-big-hint": ("a real {what} is {typical}: is this the right file?",
                           "{what}จริงมีขนาด{typical}: ใช่ไฟล์ที่ต้องการหรือไม่?"),
    "input.swapped": ("is not a regular file, not a {what} file", "ไม่ใช่ไฟล์ปกติ ไม่ใช่ไฟล์{what}"),
    "input.grew": ("is more than {limit} bytes; a {what} file may have at most {limit}",
                   "มีขนาดเกิน {limit} ไบต์; ไฟล์{what}มีได้ไม่เกิน {limit} ไบต์"),
    "input.not-utf8": ("is not UTF-8 text (byte {byte} cannot be decoded)",
                       "ไม่ใช่ข้อความ UTF-8 (ถอดรหัสไบต์ที่ {byte} ไม่ได้)"),
    "input.not-utf8-hint": ("save it as UTF-8", "บันทึกไฟล์เป็น UTF-8"),
    "input.too-deep": ("nested more than {most} levels deep", "ซ้อนกันลึกเกิน {most} ชั้น"),
    "input.too-deep-hint": ("a scenario needs about 10 levels", "สถานการณ์หนึ่งใช้ประมาณ 10 ชั้น"),
    "input.too-many-values": ("has more than {most} values once its YAML aliases (*name) are expanded",
                              "มีค่าเกิน {most} ค่าเมื่อขยายชื่อแทนของ YAML (`*name`) แล้ว"),
    "input.too-many-values-hint": ("a scenario has a few hundred values: write the values out, without aliases",
                                   "สถานการณ์หนึ่งมีค่าไม่กี่ร้อยค่า: เขียนค่าออกมาตรงๆ โดยไม่ใช้ชื่อแทน"),
    # the parser's own words stay as it says them (quoted in Thai: they are PyYAML's English)
    "input.yaml": ("not valid YAML: {problem}", "ไม่ใช่ YAML ที่ถูกต้อง (ตัวอ่าน YAML แจ้งว่า `{problem}`)"),
    "input.yaml-hint": ("check the indentation and quoting at that line",
                        "ตรวจการย่อหน้าและเครื่องหมายคำพูดที่บรรทัดนั้น"),
    "input.value": ("a value cannot be read: {why}", "อ่านค่าหนึ่งไม่ได้ (`{why}`)"),
    "input.twice": ("given twice (line {first} and line {second})", "เขียนซ้ำสองครั้ง (บรรทัด {first} และบรรทัด {second})"),
    "input.twice-hint": ("YAML would keep only the last one: remove or merge one of them",
                         "YAML จะเก็บไว้เฉพาะอันสุดท้าย: ลบหรือรวมอันใดอันหนึ่ง"),
})


def read_input(path: str, what: str = "scenario", limit: int = MAX_FILE_BYTES, error=None) -> str:
    """The text of a regular file of at most `limit` bytes, UTF-8; anything else is a ScenarioError.

    `error(message, hint)` makes the exception instead (a reader with an error class of its own);
    its message then starts with the path, as a ScenarioError's does.
    """
    def refuse(problem, hint=None):
        if error is not None:
            raise error(say("error.at", where=str(path), problem=problem), hint)
        raise ScenarioError(str(path), None, None, problem, hint)

    kind_of = FILE_KINDS.get(what, Pair(what, what))

    try:
        st = os.stat(path)  # before opening: opening a FIFO or a device can block or never end
    except FileNotFoundError:
        refuse(say("input.no-file"), say("input.no-file-hint"))
    except OSError as e:
        refuse(say("input.cannot-read", why=e.strerror))
    if not stat.S_ISREG(st.st_mode):
        kind = next((name for test, name in _KINDS if test(st.st_mode)), NOT_REGULAR)
        refuse(say("input.kind", kind=kind, what=kind_of), say("input.kind-hint", what=kind_of))
    if st.st_size > limit:
        refuse(say("input.too-big", size=f"{st.st_size:,}", what=kind_of, limit=f"{limit:,}"),
               say("input.too-big-hint", what=kind_of,
                   typical=TYPICAL_SIZE.get(what, Pair("a few kilobytes", "ไม่กี่กิโลไบต์"))))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped since the stat
                refuse(say("input.swapped", what=kind_of))
            with os.fdopen(fd, "rb") as f:
                fd = -1
                data = f.read(limit + 1)  # a file that grows while read stops here
        finally:
            if fd >= 0:
                os.close(fd)
    except OSError as e:
        refuse(say("input.cannot-read", why=e.strerror))
    if len(data) > limit:
        refuse(say("input.grew", limit=f"{limit:,}", what=kind_of))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        refuse(say("input.not-utf8", byte=f"{e.start:,}"), say("input.not-utf8-hint"))


def _too_deep(file: str, line: int) -> ScenarioError:
    return ScenarioError(file, line, None, say("input.too-deep", most=MAX_DEPTH), say("input.too-deep-hint"))


def _too_many(file: str, line: int) -> ScenarioError:
    return ScenarioError(file, line, None, say("input.too-many-values", most=f"{MAX_VALUES:,}"),
                         say("input.too-many-values-hint"))


def _twice(file: str, path: tuple, first: int, line: int) -> ScenarioError:
    """A key given twice in one mapping; `path` ends with the key."""
    where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".")
    return ScenarioError(file, line, where, say("input.twice", first=first, second=line), say("input.twice-hint"))


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
                raise _too_deep(file, ev.start_mark.line + 1)
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
            raise _too_many(file, ev.start_mark.line + 1)


class _NotPlain(Exception):
    """The document uses what the one-pass reader leaves to PyYAML's loader: an anchor or alias, a tag, a
    merge key, a key that is not a scalar, more than one document."""


def _plain_scalar(ev, loader) -> Any:
    """The value of a scalar event, as the safe loader would make it."""
    value = ev.value
    if not ev.implicit[0]:  # quoted, or a block scalar: a string
        return value
    table = loader.yaml_implicit_resolvers
    if value and value[0] not in table and None not in table and not loader.yaml_path_resolvers:
        return value  # no implicit type of PyYAML's table starts with that character (resolve's first test)
    tag = loader.resolve(yaml.ScalarNode, value, ev.implicit)
    if tag == "tag:yaml.org,2002:str":
        return value
    if tag == "tag:yaml.org,2002:int" and value.isdigit() and (value[0] != "0" or value == "0"):
        return int(value)  # the common case; 0-prefixed (octal), signs, 0x, 1_000, 1:20 go to the constructor
    if tag == "tag:yaml.org,2002:null":
        return None
    if tag == "tag:yaml.org,2002:bool":
        return loader.bool_values[value.lower()]
    return loader.construct_object(yaml.ScalarNode(tag, value, ev.start_mark, ev.end_mark))


def _read_plain(text: str, file: str) -> tuple[Any, dict[tuple, int]]:
    """The data and the lines of a plain document, built straight from libyaml's events in one flat pass, with
    the limits, the duplicate-key check and the values of the loader (`_read_loaded`): no node tree is made,
    nothing is walked twice. Raises _NotPlain for what only the loader handles."""
    scalar, mapping, sequence = yaml.ScalarEvent, yaml.MappingStartEvent, yaml.SequenceStartEvent
    loader = SafeLoader("")  # for PyYAML's own resolver and constructor of every scalar
    lines: dict[tuple, int] = {}
    root: list = []
    # each open mapping or list (the bottom one: the document): [container, its path, values in it so far
    # (itself included, as _check_shape counts), the key waiting for its value or None, key -> its line]
    stack: list[list] = [[root, (), 0, None, None]]
    documents = 0
    try:
        for ev in yaml.parse(text, Loader=SafeLoader):
            kind = type(ev)
            if kind is scalar or kind is mapping or kind is sequence:
                if ev.anchor is not None or ev.tag is not None:
                    raise _NotPlain
                top = stack[-1]
                parent = top[0]
                line = ev.start_mark.line + 1
                if kind is scalar:
                    top[2] += 1
                    if top[2] > MAX_VALUES:
                        raise _too_many(file, line)
                if type(parent) is dict and top[3] is None:  # a key
                    if kind is not scalar or ev.value == "<<":
                        raise _NotPlain
                    key, seen = ev.value, top[4]
                    if key in seen:
                        raise _twice(file, top[1] + (key,), seen[key], line)
                    seen[key] = line
                    top[3] = (key, _plain_scalar(ev, loader))
                    continue
                if type(parent) is dict:
                    (raw_key, key), top[3] = top[3], None
                    path = top[1] + (raw_key,)
                else:
                    path = top[1] + (len(parent),) if len(stack) > 1 else ()
                lines[path] = line
                value = _plain_scalar(ev, loader) if kind is scalar else {} if kind is mapping else []
                if type(parent) is dict:
                    parent[key] = value
                else:
                    parent.append(value)
                if kind is not scalar:
                    stack.append([value, path, 1, None, {}])
                    if len(stack) - 1 > MAX_DEPTH:
                        raise _too_deep(file, line)
            elif kind is yaml.MappingEndEvent or kind is yaml.SequenceEndEvent:
                n = stack.pop()[2]
                stack[-1][2] += n  # a closed container's values count for its parent's
                if stack[-1][2] > MAX_VALUES:
                    raise _too_many(file, ev.start_mark.line + 1)
            elif kind is yaml.AliasEvent:
                raise _NotPlain
            elif kind is yaml.DocumentStartEvent:
                documents += 1
                if documents > 1:
                    raise _NotPlain
    finally:
        loader.dispose()
    return (root[0] if root else None), lines


def load_yaml(text: str, file: str) -> tuple[Any, dict[tuple, int]]:
    """The data of one YAML document (safe loader) and the line of every key and value, by path.

    Refused, each with its line: invalid YAML, nesting deeper than MAX_DEPTH, more than MAX_VALUES
    values with aliases expanded, and a key given twice in one mapping (YAML would keep the last
    silently: a pasted second `A:` block would replace the first player). A plain document (no anchors,
    tags or merge keys: every scenario we have seen) is read in one pass over the parser's events; any other
    goes through PyYAML's loader; the two give the same data and lines (tests/test_yaml_reader.py).
    """
    try:
        try:
            return _read_plain(text, file)
        except _NotPlain:
            return _read_loaded(text, file)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        problem = " ".join(str(e.problem or e.context).split())
        raise ScenarioError(file, mark.line + 1 if mark else None, None, say("input.yaml", problem=problem),
                            say("input.yaml-hint")) from None
    except yaml.YAMLError as e:
        raise ScenarioError(file, None, None, say("input.yaml", problem=" ".join(str(e).split()))) from None
    except ValueError as e:  # e.g. an integer of thousands of digits
        raise ScenarioError(file, None, None, say("input.value", why=str(e)[:80])) from None


def _read_loaded(text: str, file: str) -> tuple[Any, dict[tuple, int]]:
    """load_yaml by PyYAML's loader: the event stream's limits first, then the node tree and its lines."""
    _check_shape(text, file)
    loader = SafeLoader(text)
    try:
        node = loader.get_single_node()
        lines = _lines(node, file) if node is not None else {}
        data = loader.construct_document(node) if node is not None else None
    finally:
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
                    raise _twice(file, path + (key,), seen[key], line)
                seen[key] = line
                lines[path + (key,)] = line
                walk(v, path + (key,))
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                walk(v, path + (i,))

    walk(root, ())
    return lines
