"""Text from files and the command line, made safe to show: no rich import, so `--json` stays fast.

Control characters (terminal escapes), bidi overrides and line separators never reach a terminal raw:
`visible` writes them as escapes; `json_safe` writes the ones JSON leaves raw as \\u escapes.
"""

from __future__ import annotations

import re

# control characters (terminal escapes), bidi overrides and line separators: never sent raw to a terminal
_HIDDEN = "\x00-\x09\x0b-\x1f\x7f-\x9f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
_HIDDEN_RE = re.compile(f"[{_HIDDEN}\n]")
_HIDDEN_BUT_NEWLINES_RE = re.compile(f"[{_HIDDEN}]")
_JSON_RAW_RE = re.compile("[\x7f-\x9f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]")  # json.dumps escapes the rest


def visible(text, newlines: bool = False) -> str:
    """`text` with its control characters shown as escapes (`\\x1b`, `\\u202e`), so they never reach the terminal."""
    pattern = _HIDDEN_BUT_NEWLINES_RE if newlines else _HIDDEN_RE
    return pattern.sub(lambda m: repr(m.group())[1:-1], str(text))


def json_safe(text: str) -> str:
    """JSON text with the control characters JSON leaves raw (C1, bidi overrides) written as \\u escapes.

    They can only occur inside strings, and the escape is the same string to a JSON reader.
    """
    return _JSON_RAW_RE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
