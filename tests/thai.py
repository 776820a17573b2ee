"""Is a text Thai? A checker for tests of both languages (engine trace, CLI views, --help, errors).

`english_runs(text, allowed)` lists the runs of 3 or more English words in a text meant to be Thai.
Not counted as words: codes (`A.heiji`, `no-guard`, `--json`, `B01065`, anything with a dot, dash, digit,
underscore or slash), text quoted in backticks or single quotes (a line as written, a command to type),
placeholders, and the `allowed` words (card names and ids of the scenario, verbs of the line syntax).
"""

from __future__ import annotations

import re

WORD = re.compile(r"^[A-Za-z]+[’']?[A-Za-z]*$")
QUOTED = re.compile(r"`[^`]*`|'[^']*'|\{[^}]*\}|\[[A-Za-z-]+(?: [A-Za-z]+)?\]")
PUNCT = "()[]“”\"«»,;:.!?…→—·|<>≥≤=+−"
# the syntax of `do` lines and expectations: codes the user types, the same in both languages
LINE_WORDS = {"choose", "none", "pass", "guard", "ID", "REF", "mislead", "spark", "disguise", "cut-in", "AP", "LP",
              "MR", "lv", "play", "switch", "yes", "no"}


def words_of(text: str, allowed: set[str] = frozenset()) -> list[str | None]:
    """Each token of `text`: the word if it is an English word, else None (a break in a run)."""
    out: list[str | None] = []
    for raw in QUOTED.sub(" | ", text).split():
        token = raw.strip(PUNCT)
        if token and WORD.match(token) and len(token) > 1 and token not in allowed and token not in LINE_WORDS:
            out.append(token)
        else:
            out.append(None)
        if raw and raw[-1] in ",;:.()→—|" and out[-1] is not None:
            out.append(None)  # punctuation ends a run: "A.heiji, B.ran" is no sentence
    return out


def english_runs(text: str, allowed: set[str] = frozenset(), length: int = 3) -> list[str]:
    """The runs of `length` or more English words in `text` (a Thai text should have none)."""
    runs, current = [], []
    for w in [*words_of(text, set(allowed)), None]:
        if w is None:
            if len(current) >= length:
                runs.append(" ".join(current))
            current = []
        else:
            current.append(w)
    return runs


def scenario_words(position) -> set[str]:
    """Card names and ids of a position: they stay as the file writes them, in any language."""
    out: set[str] = set()
    for p in position.players.values():
        cards = [c for _, c in p.all_cards()] + [p.partner]
        names = [c.id for c in cards] + [n for c in cards for n in ([c.name] if isinstance(c.name, str) else c.name or [])]
        names += [p.case.name or ""]
        for n in names:
            out.update(str(n).split())
    return out
