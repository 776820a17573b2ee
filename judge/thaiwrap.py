"""Wrapping that never breaks a Thai syllable's written cluster apart.

Thai is written without spaces between words, so a Thai phrase is often one "word" to rich; when such a
word is wider than its cell, rich folds it at any character and may leave a leading vowel (เ แ โ ใ ไ) at
the end of a line without its consonant, or start a line with a following vowel or a mark (ะ า ำ, ั ิ ่ ้ …).
`ThaiText` wraps as rich does (at spaces first) but folds a too-long word only between clusters.
"""

from __future__ import annotations

import re

from rich.cells import cell_len
from rich.containers import Lines
from rich.table import Table
from rich.text import Text

# a written cluster: an optional leading vowel, one character, then its marks and following vowels
CLUSTER = re.compile(r"[\u0e40-\u0e44]?.[\u0e31\u0e33-\u0e3a\u0e45\u0e47-\u0e4e\u0e30\u0e32]*", re.DOTALL)
WORD = re.compile(r"\s*\S+\s*")


def _chop(word: str, width: int) -> list[str]:
    """`word` in pieces of at most `width` cells, cut only between clusters."""
    pieces, current = [], ""
    for cluster in CLUSTER.findall(word):
        if current and cell_len(current + cluster.rstrip()) > width:
            pieces.append(current)
            current = ""
        current += cluster
    return pieces + [current] if current else pieces


def divide(text: str, width: int, fold: bool = True) -> list[int]:
    """Offsets to break `text` at for `width` cells: at spaces, a word too long folded between clusters."""
    breaks: list[int] = []
    offset = 0
    for m in WORD.finditer(text):
        start, word = m.start(), m.group(0)
        length = cell_len(word.rstrip())
        if width - offset >= length:
            offset += cell_len(word)
        elif length > width and fold:
            pieces = _chop(word, width)
            for i, piece in enumerate(pieces):
                if start:
                    breaks.append(start)
                if i == len(pieces) - 1:
                    offset = cell_len(piece)
                else:
                    start += len(piece)
        elif offset and start:
            breaks.append(start)
            offset = cell_len(word)
    return breaks


class ThaiText(Text):
    """rich's Text, folding Thai between clusters (see the module's docstring)."""

    def wrap(self, console, width, *, justify=None, overflow=None, tab_size=8, no_wrap=None) -> Lines:
        how = overflow or self.overflow or "fold"
        if no_wrap or self.no_wrap or how == "ignore" or not any("\u0e00" <= ch <= "\u0e7f" for ch in self.plain):
            return super().wrap(console, width, justify=justify, overflow=overflow, tab_size=tab_size,
                                no_wrap=no_wrap)
        lines = Lines()
        for line in self.split(allow_blank=True):
            if "\t" in line:
                line.expand_tabs(tab_size)
            pieces = line.divide(divide(line.plain, width, fold=how == "fold"))
            for piece in pieces:
                piece.rstrip_end(width)
            pieces.justify(console, width, justify=justify or self.justify or "default", overflow=how)
            for piece in pieces:
                piece.truncate(width, overflow=how)
            lines.extend(pieces)
        return lines


def thai(value) -> ThaiText:
    """A string or a Text as a ThaiText (styles kept)."""
    if isinstance(value, ThaiText):
        return value
    if isinstance(value, Text):
        t = ThaiText(value.plain, style=value.style, justify=value.justify, overflow=value.overflow,
                     no_wrap=value.no_wrap, end=value.end)
        t.spans = list(value.spans)
        return t
    return ThaiText(str(value))


def thai_table(table: Table) -> Table:
    """Every header and text cell of `table` (filled already) wrapped by ThaiText."""
    for column in table.columns:
        if isinstance(column.header, (str, Text)):
            column.header = thai(column.header)
        column._cells = [thai(c) if isinstance(c, (str, Text)) else c for c in column._cells]  # rich keeps them here
    return table
