"""Every sentence judge says in its own words, in English and Thai, keyed by a code.

Why a message table and not gettext catalogs: the project has exactly two
languages, both written by us beside each other, and the engine's sentences carry
arguments (card labels, game terms) that must themselves be rendered in the
reader's language when the text is shown, not when the event happens. A `Msg`
keeps its code and arguments, so the same trace renders in Thai or English and
`--json` can carry the language-neutral code beside the words; one table per
module keeps the English and the Thai of a sentence on the same line for review.

    messages({"action.not-active": ("{card} is {state}: only an active character takes an Action",
                                    "{card} อยู่ในสถานะ{state}: เฉพาะตัวละครที่แอคทีฟเท่านั้นที่แอคชั่นได้")})
    say("action.not-active", card=label(actor), state=Word("sleep"))

Game terms in Thai follow the rulebook's own words and the glossary.
"""

from __future__ import annotations

import os
import re
import string

from judge.records import record

LANGUAGES = ("en", "th")

_TABLE: dict[str, tuple[str, str]] = {}
_language: str | None = None


class MessageTableError(Exception):
    """A programming error in a message table (duplicate code, placeholders that differ): crashes loudly."""


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def messages(table: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """Register `code -> (english, thai)`. Returns the table. That both use the same placeholders is
    checked by `check_placeholders` (the tests run it over every module's table): parsing eight hundred
    templates at every start-up would cost a cold command about a millisecond."""
    for code, pair in table.items():
        if not (isinstance(pair, tuple) and len(pair) == 2 and all(isinstance(t, str) and t for t in pair)):
            raise MessageTableError(f"{code}: a message is (english, thai), both non-empty")
        if code in _TABLE and _TABLE[code] != pair:
            raise MessageTableError(f"{code}: registered twice with different words")
        _TABLE[code] = pair
    return table


def check_placeholders(table: dict[str, tuple[str, str]] | None = None) -> None:
    """Raise MessageTableError for the first message whose English and Thai use different placeholders."""
    for code, (en, th) in (_TABLE if table is None else table).items():
        if _fields(en) != _fields(th):
            raise MessageTableError(f"{code}: English and Thai use different placeholders")


def table() -> dict[str, tuple[str, str]]:
    """Every registered message (for tests and reviews)."""
    return dict(_TABLE)


def language_from_env(environ: dict | None = None) -> str:
    """`th` when LC_ALL, LC_MESSAGES or LANG (the first one set, as POSIX reads them) starts with `th`."""
    env = os.environ if environ is None else environ
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key)
        if value:
            return "th" if value.lower().startswith("th") else "en"
    return "en"


def current_language() -> str:
    global _language
    if _language is None:
        _language = language_from_env()
    return _language


def set_language(lang: str | None) -> str:
    """Set the language of this run (`None`: from the environment); returns it."""
    global _language
    if lang is not None and lang not in LANGUAGES:
        raise ValueError(lang)
    _language = lang if lang is not None else language_from_env()
    return _language


def render(value, lang: str | None = None) -> str:
    """A message, word or plain value as text in `lang` (default: this run's language)."""
    lang = lang or current_language()
    if isinstance(value, (Msg, Pair)) or callable(getattr(value, "text", None)):  # a card label too
        return value.text(lang)
    if isinstance(value, (list, tuple)):
        return ", ".join(render(v, lang) for v in value)
    return str(value)


# Arguments the rules pass as plain text that a Thai reader should read in Thai, wherever a message names them
# (by argument name), or in one message (by code and name): a validity icon as the card scripts word it
# (`partner green` -> พาร์ทเนอร์ของเราเป็นสีเขียว), the answers a prompt awaits as the Thai verbs the line syntax
# also reads (`cut-in, pass` -> `คัทอิน`, `ผ่าน`). English shows them as written. (module, function), imported
# when a Thai message first needs it.
THAI_ARGUMENT_WORDS = {"icon": ("judge.scripts.words", "icon_words"),
                       ("verbs.first-give", "answers"): ("judge.lines", "verb_words")}
_argument_words: dict = {}


def _thai_argument(key, value):
    """A plain-text argument of THAI_ARGUMENT_WORDS (one value, or a list of them) in Thai words."""
    words = _argument_words.get(key)
    if words is None:
        import importlib

        module, name = THAI_ARGUMENT_WORDS[key]
        words = _argument_words[key] = getattr(importlib.import_module(module), name)
    if isinstance(value, str):
        return words(value, "th")
    return ", ".join(words(v, "th") if isinstance(v, str) else render(v, "th") for v in value)


class _Rendered(dict):
    """Arguments rendered at each place the template uses them (a card label named twice: in full, then short)."""

    def __init__(self, args, lang: str, code: str = ""):
        super().__init__(args)
        self.lang, self.code = lang, code

    def __getitem__(self, key):
        value = super().__getitem__(key)
        if self.lang == "th" and isinstance(value, (str, list, tuple)) and not hasattr(value, "text"):
            if key in THAI_ARGUMENT_WORDS:
                return _thai_argument(key, value)
            if (self.code, key) in THAI_ARGUMENT_WORDS:
                return _thai_argument((self.code, key), value)
        return render(value, self.lang)


class Msg:
    """A sentence by code with its arguments, rendered when shown; `str()` is the English. Never changed once
    made (compared and hashed by code and arguments).

    A plain class with slots, not a frozen dataclass: the rules make one for every refusal the move generator
    meets, most never shown, so making one is two slot stores (the arguments are sorted when read)."""

    __slots__ = ("code", "_args")

    def __init__(self, code: str, args: tuple[tuple[str, object], ...] | dict = ()):
        self.code = code
        self._args = dict(args)

    @property
    def args(self) -> tuple[tuple[str, object], ...]:
        """The arguments by name, sorted."""
        return tuple(sorted(self._args.items()))

    def __eq__(self, other) -> bool:
        return isinstance(other, Msg) and self.code == other.code and self._args == other._args

    def __hash__(self) -> int:
        return hash((self.code, self.args))

    def __repr__(self) -> str:
        return f"Msg(code={self.code!r}, args={self.args!r})"

    def text(self, lang: str | None = None) -> str:
        lang = lang or current_language()
        en, th = _TABLE[self.code]
        if lang == "th":
            return th.format_map(_Rendered(self._args, lang, self.code))
        said = en.format_map(_Rendered(self._args, lang, self.code))
        return agree(said) if "(" in en else said

    def to_json(self) -> dict:
        """Language-neutral: the code and arguments, with both texts beside them."""
        return {"code": self.code, "args": {k: render(v, "en") for k, v in self.args},
                "text": self.text("en"), "text_th": self.text("th")}

    def __str__(self) -> str:
        return self.text("en")


@record(frozen=True)
class Pair:
    """A word or phrase given in both languages at once (a game term, a card's Thai name)."""

    en: str
    th: str

    def text(self, lang: str | None = None) -> str:
        return self.th if (lang or current_language()) == "th" else self.en

    def __str__(self) -> str:
        return self.en


def say(code: str, **args) -> Msg:
    """The message `code` with its arguments (KeyError at once if the code is not registered)."""
    if not args:  # a sentence without arguments is made once (a Msg is never changed): the arrows, the steps
        msg = _PLAIN.get(code)
        if msg is not None:
            return msg
    if code not in _TABLE:
        raise KeyError(f"no message {code!r}: register it with i18n.messages")
    msg = _new(Msg)  # without __init__'s copy: the keyword arguments are already this call's own dict
    msg.code, msg._args = code, args
    if not args:
        _PLAIN[code] = msg
    return msg


_PLAIN: dict[str, Msg] = {}


_new = object.__new__


def text(value, lang: str | None = None) -> str:
    """Shorthand for render(): what a view prints for a Msg, a Pair or a plain string."""
    return render(value, lang)


# ------------------------------------------------------------------ English number agreement

_MARKED = re.compile(r"([A-Za-z][A-Za-z-]*)\((s|es)\)")
_CLAUSE_END = re.compile(r"[;:,.()\[\]]")
# verbs a template marks "(s)": their subject decides (`you gain`, `your opponent gains`)
_VERBS = frozenset({"get", "gain", "lose", "use", "discard", "end", "go", "stay", "take", "put", "draw", "remove"})
_ONE = frozenset({"1", "one", "a", "an", "each", "every", "another"})
_PLURAL_SUBJECTS = frozenset({"you", "they", "we", "both"})
_NOT_PLURAL = frozenset({"this", "its", "his", "is", "was", "has", "us", "as"})


def _subject_is_plural(before: str) -> bool:
    words = before.split()
    last = words[-1].lower() if words else ""
    return last in _PLURAL_SUBJECTS or (last.endswith("s") and last not in _NOT_PLURAL and not last.endswith("'s"))


def _counted_as_one(before: str) -> bool:
    """Whether the nearest quantity in the clause before a noun is one (`up to 1 blue character card(s)`)."""
    clause = _CLAUSE_END.split(before)[-1].split()[-6:]
    for word in reversed(clause):
        w = word.lower()
        if w in _ONE:
            return True
        if w.isdigit() or w in ("all", "both", "the", "these", "those", "several"):
            return False
    return False


_THAT_IS = re.compile(r"\b((?:characters|cards)(?: of (?:yours|your opponent's))?) that is\b")


def agree(text: str) -> str:
    """English sentences without `(s)`: `1 card(s)` → `1 card`, `2 card(s)` → `2 cards`, `you discard(s)` →
    `you discard`, `this character get(s)` → `this character gets`, `1 time(s)` → `once` (issue: abilities
    read as sentences). Templates keep writing `card(s)`: which form a number or a subject takes is decided here,
    once, for every message and every ability line."""
    if "(" not in text:
        return text
    out, last = [], 0
    for m in _MARKED.finditer(text):
        word, ending = m.group(1), m.group(2)
        before = "".join(out) + text[last:m.start()]
        if word.lower() in _VERBS:
            form = word if _subject_is_plural(before) else word + ending
        elif word == "time" and before.endswith((" most 1 ", " to 1 ")):  # `at most 1 time(s)`: at most once
            before, form = before[:-3] + " ", "once"
        else:
            form = word if _counted_as_one(before) else word + ending
        out, last = [before, form], m.end()
    return _THAT_IS.sub(r"\1 that are", "".join(out) + text[last:])
