"""Errors a user can cause. The CLI shows their message without a traceback."""

from __future__ import annotations

from judge.i18n import Pair, messages, render, say
from judge.records import record

messages({
    "error.label": ("error: ", "ข้อผิดพลาด: "),
    "error.hint": ("hint: ", "คำแนะนำ: "),
    "error.query-long": ("the {what} is {n} characters long; at most {most} (it starts '{start}')",
                         "{what} ยาว {n} ตัวอักษร; ยาวได้ไม่เกิน {most} (ขึ้นต้นว่า '{start}')"),
    "error.query-long-hint": ("a few words are enough to find it: shorten it", "ไม่กี่คำก็หาเจอ: พิมพ์ให้สั้นลง"),
    "error.language": ("unknown language {lang!r} for --lang", "ไม่รู้จักภาษา {lang!r} ของ --lang"),
    "error.language-hint": ("use --lang th (Thai) or --lang en (English)",
                            "ใช้ `--lang th` (ภาษาไทย) หรือ `--lang en` (ภาษาอังกฤษ)"),
    "error.did-you-mean": ("did you mean '{guess}'?", "หมายถึง '{guess}' หรือไม่?"),
    # a file's mistake: where (file:line), the key, what is wrong; the where and the key are code, never translated
    "error.at": ("{where}: {problem}", "{where}: {problem}"),
    "error.at-key": ("{where}: key {key}: {problem}", "{where}: คีย์ {key}: {problem}"),
    "error.with-hint": ("{message} — {hint}", "{message} — {hint}"),
    "error.several": ("{file}: {n} mistakes\n{list}", "{file}: ผิด {n} จุด\n{list}"),
    "error.several-stopped": ("{file}: {n} mistakes (checking stopped at {most}; fix these and run again)\n{list}",
                              "{file}: ผิด {n} จุด (หยุดตรวจที่ {most} จุด; แก้จุดเหล่านี้แล้วรันอีกครั้ง)\n{list}"),
})


def nearest(word: str, choices, cutoff: float = 0) -> str | None:
    """The choice closest to a mistyped `word` (for "did you mean"), or None below `cutoff` (0–100)."""
    from rapidfuzz import process  # only on an error path: it costs start-up time

    found = process.extractOne(word, list(choices), score_cutoff=cutoff)
    return found[0] if found else None


class JudgeError(Exception):
    """A mistake in what the user asked for; `hint` says how to fix it."""

    exit_code = 2

    def __init__(self, message, hint=None):
        """`message` and `hint`: text, or a Msg (rendered in the reader's language; `str()` is English)."""
        super().__init__(str(message))
        self.message = message
        self.hint = hint

    def text(self, lang: str | None = None) -> str:
        """The message and its hint in `lang` (default: this run's language), as one line."""
        if not self.hint:
            return render(self.message, lang)
        return say("error.with-hint", message=self.message, hint=self.hint).text(lang)

    def __str__(self) -> str:
        return self.text("en")


@record(frozen=True)
class Joined:
    """Several messages as one text, each rendered in the reader's language (mistakes one per line, …)."""

    items: tuple
    sep: str = "\n"
    prefix: str = ""

    def text(self, lang: str | None = None) -> str:
        return self.sep.join(f"{self.prefix}{render(p, lang)}" for p in self.items)


MAX_PROBLEMS = 20  # mistakes reported at once: enough to fix a file in one go, short enough to read


class ScenarioError(JudgeError):
    """A file that is not valid (exit 2): file, line, key, what is wrong and what is allowed.

    `problems` is every mistake found in the file (this one first); several are shown as one block.
    """

    def __init__(self, file: str, line: int | None, key: str | None, problem, hint=None):
        """`problem` and `hint`: text or a Msg; the frame ("key 'x'") is rendered in the reader's language."""
        where = f"{file}:{line}" if line else file
        message = (say("error.at-key", where=where, key=repr(key), problem=problem) if key
                   else say("error.at", where=where, problem=problem))
        super().__init__(message, hint)
        self.file, self.line, self.key, self.problem = file, line, key, problem
        self.problems: list[ScenarioError] = [self]
        self.stopped = False  # MAX_PROBLEMS were found and checking stopped there

    @classmethod
    def several(cls, problems: list["ScenarioError"], stopped: bool = False) -> "ScenarioError":
        """One error for all `problems` (in the order of their lines)."""
        problems = sorted(problems, key=lambda p: p.line or 0)
        first = problems[0]
        if len(problems) == 1 and not stopped:
            return first
        e = cls(first.file, first.line, first.key, first.problem, first.hint)
        e.problems, e.stopped = problems, stopped
        listed = Joined(tuple(problems), prefix="  ")
        e.message = (say("error.several-stopped", file=first.file, n=len(problems), most=MAX_PROBLEMS, list=listed)
                     if stopped else say("error.several", file=first.file, n=len(problems), list=listed))
        e.hint = None
        return e


WHAT = {"query": Pair("query", "คำค้น"), "question": Pair("question", "คำถาม"), "term": Pair("term", "คำศัพท์"),
        "section id": Pair("section id", "รหัสหัวข้อ"), "ruling id": Pair("ruling id", "รหัสคำวินิจฉัย"),
        "card": Pair("card number or name", "เลขหรือชื่อการ์ด")}
MAX_QUERY = 1000  # characters: a question is a few dozen; a longer one would only cost time
ECHOED = 40  # characters of a refused query shown back: enough to recognise it, never the whole paste


def shortened(text: str, most: int = ECHOED) -> str:
    """The start of `text` as an error shows it back: at most `most` characters, then `…` if it goes on."""
    return text if len(text) <= most else text[:most] + "…"


class QueryTooLong(JudgeError):
    pass


def check_query(text: str, what: str = "query") -> str:
    """`text`, unless it is longer than any real question (then QueryTooLong, at once)."""
    if len(text) > MAX_QUERY:
        raise QueryTooLong(say("error.query-long", what=WHAT.get(what, what), n=f"{len(text):,}", most=f"{MAX_QUERY:,}",
                               start=shortened(text)), say("error.query-long-hint"))
    return text


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


class UnknownLanguage(JudgeError):
    """`--lang` other than th or en (exit 2, as any mistake in the command line)."""

    def __init__(self, lang: str):
        super().__init__(say("error.language", lang=lang), say("error.language-hint"))
