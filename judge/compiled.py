"""One entry of a compiled JSON file, read without parsing the whole file.

The compiled files are written by `judge.cards.serialise`; a file that is one JSON object written with
depth 1 has one entry per line, its keys sorted. `Entries` finds a key by bisection over the lines of the
file's bytes: a question's 40 grams cost 40 x ~15 short lines of a 2 MB postings file, not its 17,000
entries (parsing the whole of the rulings' compiled data was most of a cold `judge ask`).
"""

from __future__ import annotations

import json
from pathlib import Path

_decode = json.JSONDecoder().raw_decode


class Entries:
    """A `{key: value}` file of one entry per line with sorted keys: `get` decodes only the lines it visits."""

    def __init__(self, blob):
        self._blob = blob  # bytes, or a read-only mmap of the file (only the lines visited are read from disk)
        self._first = blob.find(b"\n") + 1  # the entries lie between the "{" line and the "}" line
        end = len(blob)
        while end and blob[end - 1] in b" \t\r\n":
            end -= 1
        self._end = blob.rfind(b"\n", 0, end) + 1
        self._seen: dict[str, object] = {}

    @classmethod
    def read(cls, path: Path) -> Entries:
        import mmap

        with open(path, "rb") as f:
            try:
                return cls(mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ))
            except ValueError:  # an empty file cannot be mapped
                return cls(f.read())

    def get(self, key: str, default=None):
        if key in self._seen:
            return self._seen[key]
        blob, lo, hi = self._blob, self._first, self._end
        found = default
        while lo < hi:  # lo and hi are starts of lines; the key, if present, is on a line in [lo, hi)
            start = blob.rfind(b"\n", lo, (lo + hi) // 2) + 1 or lo
            end = blob.find(b"\n", start, hi)
            k = _key(blob, start, end)
            if k == key:
                line = blob[start:end].decode("utf-8")
                found = _decode(line, _decode(line)[1] + 1)[0]
                break
            if k < key:
                lo = end + 1
            else:
                hi = start
        self._seen[key] = found
        return found

    def whole(self) -> dict:
        return json.loads(self._blob[:])


def _key(blob: bytes, start: int, end: int) -> str:
    """The key of the entry line blob[start:end], decoding only the key (a postings line runs to 10 KB)."""
    colon = blob.find(b'":', start, end)
    head = blob[start:colon + 1].decode("utf-8")
    try:
        k, at = _decode(head)
        if at == len(head):  # the quote before ':' closed the key (else it was an escaped quote inside it)
            return k
    except ValueError:
        pass
    return _decode(blob[start:end].decode("utf-8"))[0]
