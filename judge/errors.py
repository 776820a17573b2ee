"""Errors a user can cause. The CLI shows their message without a traceback."""

from __future__ import annotations


def nearest(word: str, choices, cutoff: float = 0) -> str | None:
    """The choice closest to a mistyped `word` (for "did you mean"), or None below `cutoff` (0–100)."""
    from rapidfuzz import process  # only on an error path: it costs start-up time

    found = process.extractOne(word, list(choices), score_cutoff=cutoff)
    return found[0] if found else None


class JudgeError(Exception):
    """A mistake in what the user asked for; `hint` says how to fix it."""

    exit_code = 2

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return self.message if not self.hint else f"{self.message} — {self.hint}"


class UnknownRulebook(JudgeError):
    pass


class UnknownSection(JudgeError):
    pass


class UnknownPage(JudgeError):
    pass


class EmptyQuery(JudgeError):
    pass


class UnknownTerm(JudgeError):
    pass
