"""Rulings: page-cited answers, each proved by replaying its scenario where the board decides it.

One YAML file per ruling in rulings/ (the package folder): id, question and
answer in Thai and English, a short verdict, cites (rulebook, section, page),
source (a page's Point, an official Q&A, or "derived" from a named rule), and
either a scenario in the contract format whose expectations state the answer,
or `scenario: none` with the reason the engine cannot express it yet.
A malformed file is reported (file, line, key) and never stops the others.
"""

from __future__ import annotations

from dataclasses import field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from judge.errors import EmptyQuery, JudgeError, Joined, UnknownSection, check_query, nearest
from judge.i18n import messages, say
from judge.records import record
from rules_th import PRIMARY

if TYPE_CHECKING:  # the scenario engine is imported only to parse or replay a ruling file (not by `judge ask`)
    from judge.scenario import Scenario
    from judge.scripts.checker import Checker

SECTIONS_CONSULTED = 5  # a ruling citing one of the question's best sections ranks higher
RULING_KEYS = ("id", "question", "answer", "verdict", "cites", "source", "scenario", "reason", "cards", "needs",
               "status")
# `open`: the rulebook, the supplement and the official Q&A do not settle the point; the answer states the
# reading the engine applies and why, and is never shown as the settled answer
STATUSES = ("settled", "open")
SOURCE_TYPES = ("point", "official-qa", "derived", "card-qa")
SOURCE_KEYS = ("type", "page", "number", "cards", "rule", "card", "numbers", "qa")

messages({
    "rulings.missing": ("missing '{key}'", "ไม่มี '{key}'"),
    "rulings.keys-hint": ("a ruling has {keys}", "คำวินิจฉัยต้องมี {keys}"),
    "rulings.id-file": ("the id '{id}' differs from the file name '{stem}'", "`id` '{id}' ไม่ตรงกับชื่อไฟล์ '{stem}'"),
    "rulings.id-file-hint": ("name the file <id>.yaml", "ตั้งชื่อไฟล์เป็น <id>.yaml"),
    "rulings.langs-hint": ("give the question and the answer in Thai (th) and English (en)",
                           "เขียนคำถามและคำตอบทั้งภาษาไทย (`th`) และภาษาอังกฤษ (`en`)"),
    "rulings.cite-hint": ("a cite is {{rulebook, section, page}}", "การอ้างอิงหนึ่งรายการคือ {{rulebook, section, page}}"),
    "rulings.no-cite": ("a ruling cites at least one section", "คำวินิจฉัยต้องอ้างอิงอย่างน้อยหนึ่งหัวข้อ"),
    "rulings.none-reason": ("`scenario: none` needs a `reason`", "`scenario: none` ต้องมี `reason`"),
    "rulings.none-reason-hint": ("say why the engine cannot express it", "บอกเหตุผลที่เอนจินยังแสดงกรณีนี้ไม่ได้"),
    "rulings.no-expect": ("the scenario states no expectation", "สถานการณ์นี้ไม่มีสิ่งที่คาดไว้"),
    "rulings.no-expect-hint": ("expect: the answer, e.g. winner == A", "`expect:` คำตอบ เช่น `winner == A`"),
    "rulings.no-card": ("no card has the ID or number {ref}", "ไม่มีการ์ดที่มีรหัสหรือเลข {ref}"),
    "rulings.no-card-hint": ('give official card IDs in quotes, e.g. "0055"',
                             'ระบุรหัสการ์ดทางการในเครื่องหมายคำพูด เช่น "0055"'),
    "rulings.card-qa-needs": ("a card-qa source needs '{key}'", "แหล่งที่มาแบบ `card-qa` ต้องมี '{key}'"),
    "rulings.no-card-id-hint": ('quote the card ID, e.g. card: "0055"', 'ใส่รหัสการ์ดในเครื่องหมายคำพูด เช่น `card: "0055"`'),
    "rulings.not-print": ("{n} is not a print of card {card}", "{n} ไม่ใช่ฉบับพิมพ์ของการ์ด {card}"),
    "rulings.prints-hint": ("its prints: {numbers}", "ฉบับพิมพ์ของการ์ดนี้: {numbers}"),
    "rulings.card-not-listed": ("the ruling comes from card {card}'s Q&A but `cards` does not list it",
                                "คำวินิจฉัยนี้มาจาก Q&A ของการ์ด {card} แต่ `cards` ไม่มีการ์ดนี้"),
    "rulings.cite-unknown": ("cites {book}:{section}: {why}", "อ้างอิง {book}:{section}: {why}"),
    "rulings.cite-page": ("cites {section} on p.{page}, but that section is on {pages}",
                          "อ้างอิง {section} ที่ p.{page} แต่หัวข้อนั้นอยู่ที่ {pages}"),
    "rulings.not-replayed": ("not replayed: {reason}", "ไม่ได้เล่นซ้ำ: {reason}"),
    "rulings.replayed-ok": ("replayed: every expectation holds", "เล่นซ้ำแล้ว: ทุกสิ่งที่คาดไว้เป็นจริง"),
    "rulings.forbidden": ("line {n} was forbidden: {reason}", "บรรทัด {n} ทำไม่ได้: {reason}"),
    "rulings.actual": ("{expectation} (actual {actual})", "{expectation} (ค่าจริง {actual})"),
    "rulings.unknown": ("no ruling '{id}'", "ไม่มีคำวินิจฉัย '{id}'"),
    "rulings.see-search": ("see `judge rulings search`", "ดู `judge rulings search`"),
    "rulings.empty-question": ("empty question", "ไม่ได้ระบุคำถาม"),
    "rulings.empty-question-hint": ('e.g. `judge ask "AP เท่ากันใครถูกรีมูฟ"`', 'เช่น `judge ask "AP เท่ากันใครถูกรีมูฟ"`'),
    "rulings.unknown-or-card": ("no ruling or card '{ref}'", "ไม่มีคำวินิจฉัยหรือการ์ด '{ref}'"),
    "rulings.unknown-or-card-hint": ("give a ruling id (see `judge rulings search`) or a card number such as B01065",
                                     "ระบุรหัสคำวินิจฉัย (ดู `judge rulings search`) หรือเลขการ์ด เช่น B01065"),
})


@record(frozen=True)
class Cite:
    rulebook: str
    section: str
    page: int


class _Answered:
    """What a ruling and its index summary both say: the pages it cites and whether it is settled."""

    cites: tuple | list
    status: str

    @property
    def pages(self) -> list[int]:
        return sorted({c.page for c in self.cites})

    @property
    def is_open(self) -> bool:
        return self.status == "open"


@record
class Ruling(_Answered):
    id: str
    file: str
    question: dict[str, str]
    answer: dict[str, str]
    verdict: str
    cites: list[Cite]
    source: dict
    scenario: Scenario | None
    reason: str | None = None
    cards: list[str] = field(default_factory=list)  # official card IDs the ruling is about
    needs: list[str] = field(default_factory=list)  # engine capabilities its scenario waits for
    status: str = "settled"

    @property
    def has_scenario(self) -> bool:
        return self.scenario is not None

    def to_json(self) -> dict:
        return {
            "id": self.id, "question": self.question, "answer": self.answer, "verdict": self.verdict,
            "cites": [c.__dict__ for c in self.cites], "source": self.source, "pages": self.pages,
            "scenario": self.scenario.raw if self.scenario else None, "reason": self.reason,
            "cards": self.cards, "needs": self.needs, "status": self.status,
        }


@record
class Verdict:
    """The result of checking one ruling file."""

    id: str
    pages: list[int]
    replayed: bool
    ok: bool
    reason: str  # the English (--json); `msg` the same for either language (`text()`)
    msg: object = None

    def __post_init__(self):
        if not isinstance(self.reason, str):
            self.msg, self.reason = self.reason, str(self.reason)

    def text(self, lang: str | None = None) -> str:
        from judge.i18n import render

        return render(self.msg if self.msg is not None else self.reason, lang)

    def to_json(self) -> dict:
        return {"id": self.id, "pages": self.pages, "replayed": self.replayed, "ok": self.ok, "reason": self.reason}


def rulings_dir() -> Path:
    from rulings import RULINGS_DIR

    return RULINGS_DIR


def parse_ruling(text: str, file: str) -> Ruling:
    """One ruling file; ScenarioError (file, line, key) if it is malformed."""
    from judge.inputs import load_yaml
    from judge.scenario import scenario_from_data
    from judge.scripts.checker import Checker

    raw, lines = load_yaml(text, file)
    c = Checker(file, lines, docs=False)  # the ruling's own keys; its scenario gets a checker of its own
    c.mapping(raw, (), RULING_KEYS)
    for key in ("id", "question", "answer", "verdict", "cites", "source", "scenario"):
        if key not in raw:
            c.fail((), say("scenario.missing-key", key=key), say("rulings.keys-hint", keys=", ".join(RULING_KEYS[:7])))
    rid = c.text(raw["id"], ("id",))
    if rid != Path(file).stem:
        c.fail(("id",), say("rulings.id-file", id=rid, stem=Path(file).stem), say("rulings.id-file-hint"))
    texts = {}
    for key in ("question", "answer"):
        m = c.mapping(raw[key], (key,), ("th", "en"))
        for lang in ("th", "en"):
            if lang not in m:
                c.fail((key,), say("rulings.missing", key=lang), say("rulings.langs-hint"))
            c.text(m[lang], (key, lang))
        texts[key] = {"th": str(m["th"]), "en": str(m["en"])}
    cites = []
    for i, ci in enumerate(c.listing(raw["cites"], ("cites",))):
        c.mapping(ci, ("cites", i), ("rulebook", "section", "page"))
        for k in ("rulebook", "section", "page"):
            if k not in ci:
                c.fail(("cites", i), say("rulings.missing", key=k), say("rulings.cite-hint"))
        cites.append(Cite(c.text(ci["rulebook"], ("cites", i, "rulebook")), c.text(ci["section"], ("cites", i, "section")),
                          c.integer(ci["page"], ("cites", i, "page"), 1)))
    if not cites:
        c.fail(("cites",), say("rulings.no-cite"))
    src = c.mapping(raw["source"], ("source",), SOURCE_KEYS)
    c.choice(src.get("type"), ("source", "type"), SOURCE_TYPES)
    cards = _check_cards(c, raw, src)
    needs = [c.text(n, ("needs", i)) for i, n in enumerate(c.listing(raw.get("needs", []), ("needs",)))]
    status = raw.get("status", "settled")
    c.choice(status, ("status",), STATUSES)
    scenario, reason = None, None
    if raw["scenario"] == "none":
        if "reason" not in raw:
            c.fail(("scenario",), say("rulings.none-reason"), say("rulings.none-reason-hint"))
        reason = c.text(raw["reason"], ("reason",))
    else:
        scenario = scenario_from_data(raw["scenario"], file, lines, ("scenario",))
        if not scenario.expectations:
            c.fail(("scenario",), say("rulings.no-expect"), say("rulings.no-expect-hint"))
    c.raise_problems()
    return Ruling(id=rid, file=file, question=texts["question"], answer=texts["answer"],
                  verdict=c.text(raw["verdict"], ("verdict",)), cites=cites, source=src, scenario=scenario,
                  reason=reason, cards=cards, needs=needs, status=status)


def _check_cards(c: Checker, raw: dict, src: dict) -> list[str]:
    """`cards:` (official card IDs) and a card-qa source ({card, numbers, qa}) name cards of the card list."""
    from judge.cards import load

    card_list = load()
    ids = []
    for i, ref in enumerate(c.listing(raw.get("cards", []), ("cards",))):
        card = card_list.get(str(ref)) if isinstance(ref, str) else None
        if card is None:
            c.fail(("cards", i), say("rulings.no-card", ref=repr(ref)), say("rulings.no-card-hint"))
        ids.append(card.id)
    if src.get("type") == "card-qa":
        for key in ("card", "qa"):
            if key not in src:
                c.fail(("source",), say("rulings.card-qa-needs", key=key), 'source: {type: card-qa, card: "0055", qa: 1}')
        card = card_list.get(str(src["card"])) if isinstance(src["card"], str) else None
        if card is None:
            c.fail(("source", "card"), say("cards.no-id", ref=repr(src["card"])), say("rulings.no-card-id-hint"))
        c.integer(src["qa"], ("source", "qa"), 1)
        for i, n in enumerate(c.listing(src.get("numbers", []), ("source", "numbers"))):
            if not isinstance(n, str) or card_list.get(n) is not card:
                c.fail(("source", "numbers", i), say("rulings.not-print", n=repr(n), card=card.id),
                       say("rulings.prints-hint", numbers=", ".join(card.numbers)))
        if card.id not in ids:
            c.fail(("cards",), say("rulings.card-not-listed", card=card.id), f'cards: ["{card.id}"]')
    return ids


def check_cites(ruling: Ruling):
    """Why a cite does not hold (unknown rulebook or section, or a page the section is not on)."""
    from judge.rulebook import load

    for c in ruling.cites:
        try:
            s = load(c.rulebook).section(c.section)
        except JudgeError as e:
            return say("rulings.cite-unknown", book=c.rulebook, section=c.section, why=e.message)
        if c.page not in s.pages:
            return say("rulings.cite-page", section=c.section, page=c.page, pages=s.page_label)
    return None


def load_file(path: Path) -> Ruling:
    from judge.inputs import read_input

    return parse_ruling(read_input(str(path), "ruling"), str(path))


def verify_file(path: Path) -> Verdict:
    """Load, check the cites, and replay one ruling file."""
    from judge.replay import run
    from judge.scenario import ScenarioError

    try:
        ruling = load_file(path)
    except ScenarioError as e:
        return Verdict(path.stem, [], False, False, e)
    bad = check_cites(ruling)
    if bad:
        return Verdict(ruling.id, ruling.pages, False, False, bad)
    if ruling.scenario is None:
        return Verdict(ruling.id, ruling.pages, False, True, say("rulings.not-replayed", reason=ruling.reason))
    result = run(ruling.scenario)
    if result.exit_code == 0:
        return Verdict(ruling.id, ruling.pages, True, True, say("rulings.replayed-ok"))
    if result.exit_code == 3:
        il = result.illegal
        why = say("rulings.forbidden", n=il.n, reason=il.msg if il.msg is not None else il.reason)
    else:
        why = Joined(tuple(say("rulings.actual", expectation=r.expectation.text, actual=r.actual)
                           for r in result.expects if not r.ok), "; ")
    return Verdict(ruling.id, ruling.pages, True, False, why)


def ruling_files(folder: Path | None = None) -> list[Path]:
    return sorted((folder or rulings_dir()).glob("*.yaml"))


def verify(folder: Path | None = None) -> list[Verdict]:
    return [verify_file(p) for p in ruling_files(folder)]


def summary(verdicts: list[Verdict]) -> dict:
    return {
        "total": len(verdicts),
        "replayed": sum(v.replayed for v in verdicts),
        "passed": sum(v.ok for v in verdicts),
        "rulings": [v.to_json() for v in verdicts],
    }


@lru_cache(maxsize=1)
def all_rulings() -> tuple[Ruling, ...]:
    """The well-formed rulings (malformed ones are left to `verify` to report)."""
    from judge.scenario import ScenarioError

    out = []
    for p in ruling_files():
        try:
            out.append(load_file(p))
        except ScenarioError:
            continue
    return tuple(out)


def find(ruling_id: str) -> Ruling:
    """One ruling by id, read from its own file (the others are not parsed)."""
    path = rulings_dir() / f"{check_query(ruling_id, 'ruling id')}.yaml"
    if "/" not in ruling_id and path.is_file():
        return load_file(path)
    guess = nearest(ruling_id, [r["id"] for r in _ranking()[0]])
    raise UnknownSection(say("rulings.unknown", id=ruling_id),
                         say("error.did-you-mean", guess=guess) if guess else say("rulings.see-search"))


# ------------------------------------------------------------------ the index: ranking without parsing every file

@record(frozen=True)
class Summary(_Answered):
    """A ruling as `rulings/index.json` holds it: enough to rank and show it without reading its file."""

    id: str
    question: dict
    answer: dict
    verdict: str
    cites: tuple[Cite, ...]
    source: dict
    cards: tuple[str, ...]
    reason: str | None
    replayed: bool
    status: str = "settled"

    @property
    def has_scenario(self) -> bool:
        return self.replayed

    def to_json(self) -> dict:
        return {"id": self.id, "question": self.question, "answer": self.answer, "verdict": self.verdict,
                "cites": [c.__dict__ for c in self.cites], "source": self.source, "pages": self.pages,
                "cards": list(self.cards), "reason": self.reason, "replayed": self.replayed, "status": self.status}


def summarise(r: Ruling) -> dict:
    return {"id": r.id, "question": r.question, "answer": r.answer, "verdict": r.verdict,
            "cites": [c.__dict__ for c in r.cites], "source": r.source, "cards": r.cards, "reason": r.reason,
            "replayed": r.scenario is not None, "status": r.status}


def ruling_text(q: dict, a: dict, verdict: str) -> str:
    return f"{q['th']}\n{q['en']}\n{a['th']}\n{a['en']}\n{verdict}"


# The compiled files, each one entry per line (`judge.cards.serialise` at this depth) so a rebuild diffs by what
# changed. `judge ask` reads index.json whole (what ranking needs of every ruling, ~150 KB) and only the entries
# it needs of the others: the postings of the question's grams, the summaries and outcomes of the rulings shown.
INDEX_FILES = {
    "index.json": 2,  # {"rulings": [{id, cards, sections, status, replayed}, ...], "search": {avgdl, dl}}
    "summaries.json": 1,  # ruling id -> its summary (question, answer, verdict, cites, source, ...)
    "postings.json": 1,  # gram -> "i:tf i:tf ...": BM25 postings of the rulings' words
    "questions.json": 1,  # gram of a ruling's own question -> "i j k" (for `coverage`)
    "outcomes.json": 1,  # ruling id -> the replayed outcome of its scenario as JSON text (its keys in their order)
}


def build_index(rulings: tuple[Ruling, ...] | None = None) -> dict[str, dict]:
    """The compiled ruling files (INDEX_FILES) from every well-formed ruling (`python -m judge.build`)."""
    from judge.search import build_search_data

    rulings = all_rulings() if rulings is None else rulings
    docs = [([r.question["th"], r.question["en"], r.verdict], ruling_text(r.question, r.answer, r.verdict))
            for r in rulings]
    # each gram of the rulings' own questions -> the rulings whose question has it, "i j k" (for `coverage`)
    questions: dict[str, list[str]] = {}
    for i, r in enumerate(rulings):
        for g in sorted(_question_gram_set(r.question)):
            questions.setdefault(g, []).append(str(i))
    search = build_search_data(docs)
    rows = [{"id": r.id, "cards": r.cards, "sections": list(dict.fromkeys(c.section for c in r.cites)),
             "status": r.status, "replayed": r.scenario is not None} for r in rulings]
    return {
        "index.json": {"rulings": rows, "search": {"avgdl": search["avgdl"], "dl": search["dl"]}},
        "summaries.json": {r.id: summarise(r) for r in rulings},
        "postings.json": search["postings"],
        "questions.json": {g: " ".join(v) for g, v in questions.items()},
        "outcomes.json": build_outcomes(rulings),
    }


def build_outcomes(rulings: tuple[Ruling, ...]) -> dict[str, str]:
    """Each replayed ruling's outcome, as `judge ask` shows it (the build makes sure the shipped card list is in
    use); kept as JSON text because serialise sorts keys and the output keeps the replay's own order."""
    import json

    return {r.id: json.dumps(replay_outcome(r), ensure_ascii=False, separators=(",", ":"))
            for r in rulings if r.scenario is not None}


def index_texts(rulings: tuple[Ruling, ...] | None = None) -> dict[str, str]:
    """file name -> the text `python -m judge.build` writes to rulings/."""
    from judge.cards import serialise

    return {name: serialise(data, INDEX_FILES[name]) for name, data in build_index(rulings).items()}


@lru_cache(maxsize=1)
def _ranking() -> tuple[list[dict], dict]:
    """index.json's rows (what ranking needs of each ruling) and the search data, its postings read per gram."""
    import json

    from judge.compiled import Entries

    folder = rulings_dir()
    data = json.loads((folder / "index.json").read_bytes())
    search = {**data["search"], "postings": Entries.read(folder / "postings.json"),
              "questions": Entries.read(folder / "questions.json")}
    return data["rulings"], search


@lru_cache(maxsize=None)
def _entries(name: str):
    from judge.compiled import Entries

    return Entries.read(rulings_dir() / name)


def _summary_of(r: dict) -> Summary:
    return Summary(id=r["id"], question=r["question"], answer=r["answer"], verdict=r["verdict"],
                   cites=tuple(Cite(**c) for c in r["cites"]), source=r["source"], cards=tuple(r["cards"]),
                   reason=r["reason"], replayed=r["replayed"], status=r.get("status", "settled"))


@lru_cache(maxsize=None)
def indexed(ruling_id: str) -> Summary:
    """One ruling's summary, read from summaries.json alone (KeyError if the index has no such ruling)."""
    raw = _entries("summaries.json").get(ruling_id)
    if raw is None:
        raise KeyError(ruling_id)
    return _summary_of(raw)


@lru_cache(maxsize=1)
def load_index() -> tuple[tuple[Summary, ...], dict]:
    """Every summary, in index order, and the search data."""
    import json

    rows, search = _ranking()
    records = json.loads((rulings_dir() / "summaries.json").read_bytes())
    return tuple(_summary_of(records[r["id"]]) for r in rows), search


@record(frozen=True)
class RulingHit:
    ruling: Summary
    score: float
    coverage: float  # how much of the asked point the ruling's own question covers (0..1)
    about_card: bool  # the ruling is about a card the question names
    point: float = 0.0  # its score for the asked point alone (the score without the named cards' weight)


# A ruling is *the* answer only when its own question covers this much of the asked point — the question's
# words the rulings' questions use at all, without its card names and without filler words none of them
# has (calibrated on bench/data/ask-questions.tsv and ask-informal.tsv: see bench/ask_quality.py) — and, if
# the question names a card, is about it; then also by this margin over the card's next ruling.
DIRECT_COVERAGE = 0.6
DIRECT_LEAD = 0.05  # ...its coverage over the best ruling that answers otherwise, when no card is named
DIRECT_CARD_COVERAGE = 0.3
DIRECT_CARD_MARGIN = 0.35
W_BODY, W_COVER, W_VIA = 0.6, 1.0, 0.1  # its words anywhere (BM25), its own question's coverage, its sections
CARD_BOOST = 0.8  # a ruling about a card the question names: the card's rulings come first
OTHER_CARD_PENALTY = 0.4  # a card ruling about another card, when the question names one

# Everyday Japanese words of a question and the English the rulings say them in (the glossary gives the
# game terms): a Japanese question reaches the rulings, which have no Japanese text, through them.
JA_WORDS = {
    "手札": "hand", "デッキ": "deck", "山札": "deck", "場": "scene", "キャラ": "character", "効果": "effect",
    "能力": "ability", "選": "choose", "対象": "target", "発動": "trigger", "使": "use", "自分": "own itself",
    "相手": "opponent", "加え": "add", "除外": "remove", "めく": "reveal", "公開": "reveal", "下に置": "bottom",
    "枚": "cards", "体": "characters", "レベル": "level", "正確": "exact", "名": "name", "ターン": "turn",
    "出せ": "play", "出し": "play", "登場": "enter", "イベント": "event", "数え": "count", "処理": "done first",
    "先": "first", "条件": "condition", "外れ": "stops being met", "払": "pay", "スリープ": "sleep asleep",
    "寝": "asleep", "事件": "case", "どうなる": "what happens", "しない": "not", "ない": "not", "いる": "in",
}


def _gram_set(text: str) -> set[str]:
    from judge.search import compact, english_words, grams, strip_question_words

    return set(grams(strip_question_words(compact(text)))) | {"w:" + w for w in english_words(text)}


def _question_gram_set(question: dict) -> set[str]:
    return _gram_set(f"{question['th']} {question['en']}")


def _idf(gram: str, data: dict) -> float:
    """How specific a gram is among the rulings: rare grams say more about what is asked."""
    import math

    packed = data["postings"].get(gram)
    df = packed.count(" ") + 1 if packed else 0
    n = len(data["dl"])
    return math.log(1 + (n - df + 0.5) / (df + 0.5))


def coverage(asked: set[str], weights: dict[str, float], data: dict) -> dict[int, float]:
    """For each ruling whose own question has some of the asked question's grams: the share of the asked grams,
    weighted by specificity, its question has (from the question postings compiled at build time). Grams no
    ruling has anywhere (filler words, typos) are left out of the share."""
    packs = {g: data["questions"].get(g) for g in asked}
    total = sum(weights[g] for g in asked if packs[g] or data["postings"].get(g))
    out: dict[int, float] = {}
    if not total:
        return out
    for g in asked:
        for i in packs[g].split(" ") if packs[g] else ():
            out[int(i)] = out.get(int(i), 0.0) + weights[g]
    return {i: w / total for i, w in out.items()}


def japanese_terms(question: str) -> str:
    """The English and Thai of the game terms (glossary) and everyday words (JA_WORDS) of a Japanese
    question, to be searched beside it; empty for a question without Japanese."""
    import re

    if not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", question):
        return ""
    from judge.rulebook import load

    out = []
    for t in load(PRIMARY).glossary:
        if any(s and s in question for s in (t.ja, *t.also) if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", s)):
            out += [t.en, t.th]
    out += [en for ja, en in JA_WORDS.items() if ja in question]
    return " ".join(out)


def open_questions() -> list[Summary]:
    """The open rulings: points the rulebook, the supplement and the official Q&A leave open."""
    return [indexed(r["id"]) for r in _ranking()[0] if r["status"] == "open"]


def _check_question(question: str) -> None:
    """A question is neither empty nor longer than any real one (EmptyQuery / QueryTooLong, exit 2)."""
    from judge.search import compact

    if not compact(check_query(question, "question")):
        raise EmptyQuery(say("rulings.empty-question"), say("rulings.empty-question-hint"))


def search(query: str, limit: int = 5, section_hits: list | None = None, cards: list[str] | None = None,
           point: str | None = None) -> list[RulingHit]:
    """Rulings for a question, best first: their own words, the cards the question names, and the sections it finds.

    `cards`: official card IDs the question is about, and `point`: the question without its card names
    (both found in the question when None).
    """
    from judge.rulebook import search as search_sections
    from judge.search import bm25, compact, english_words, grams, strip_question_words

    _check_question(query)
    rows, data = _ranking()
    if cards is None or point is None:
        found, point_found = question_cards(query)
        cards = found if cards is None else cards
        point = point_found if point is None else point
    named = set(cards)
    point = f"{point} {japanese_terms(point)}"
    body = bm25(grams(strip_question_words(compact(point))) + ["w:" + w for w in english_words(point)], data)
    top = max(body.values(), default=0.0) or 1.0
    if section_hits is None:
        section_hits = search_sections(query, PRIMARY, limit=SECTIONS_CONSULTED)
    sections = {h.section.id: h.score for h in section_hits[:SECTIONS_CONSULTED]}
    top_section = max(sections.values(), default=1.0) or 1.0
    asked = _gram_set(point)
    weights = {g: _idf(g, data) for g in asked}
    covered = coverage(asked, weights, data)
    candidates = set(body) | {i for i, r in enumerate(rows) if named & set(r["cards"])}
    scored = []
    for i in candidates:
        r = rows[i]
        cov = covered.get(i, 0.0)
        via = max((sections.get(s, 0.0) for s in r["sections"]), default=0.0) / top_section
        about = bool(named & set(r["cards"]))
        point_score = W_BODY * body.get(i, 0.0) / top + W_COVER * cov + W_VIA * via
        score = point_score
        if named:
            score += CARD_BOOST if about else (-OTHER_CARD_PENALTY if r["cards"] else 0.0)
        if score > 0.15:
            scored.append((round(score, 4), r["id"], round(cov, 3), about, round(point_score, 4)))
    scored.sort(key=lambda h: (-h[0], h[1]))
    # a summary is read only for the hits looked at, best first, until `limit` distinct answers
    return _distinct((RulingHit(indexed(rid), score, cov, about, pt) for score, rid, cov, about, pt in scored), limit)


def _is_word(word: str) -> bool:
    """An everyday English word of the rulings (never read as a mistyped card name in a question)."""
    return _ranking()[1]["postings"].get("w:" + word) is not None


def question_cards(question: str) -> tuple[list[str], str]:
    """The official card IDs a question names (judge.cardnames: numbers, names as players spell them) and the
    question without them: its point."""
    found, point = _question_matches(question)
    return list(dict.fromkeys(i for m in found for i in m.ids)), point


def _question_matches(question: str) -> tuple[list, str]:
    """The card names a question names, as judge.cardnames matches, and the question without them."""
    from judge.cardnames import index
    from judge.cards import names_in

    found = names_in(question, is_word=_is_word)
    spans = [m.span for m in found if m.span]
    if found and found[0].how == "number":  # a name written beside the number is not part of the point either
        spans += [m.span for m in index().names_in(question, _is_word) if m.span]
    point, last = [], 0
    for start, end in sorted(spans):
        if start >= last:
            point.append(question[last:start])
            last = end
    point.append(question[last:])
    return found, " ".join(p.strip() for p in point if p.strip())


def _distinct(hits, limit: int) -> list[RulingHit]:
    """One hit per answer: the same question answered the same way on several cards is shown once."""
    seen, out = set(), []
    for h in hits:
        if len(out) >= limit:
            break
        key = (h.ruling.answer["en"], h.ruling.verdict) if not h.about_card else h.ruling.id
        if key not in seen:
            seen.add(key)
            out.append(h)
    return out


def match_level(hits: list[RulingHit], named: list[str]) -> str:
    """direct: the top ruling answers this question; open: it would, but the point is an open question (never
    shown as settled); related: close rulings only; none: nothing close.

    With a card named, the top ruling must be about it, cover the asked point (DIRECT_CARD_COVERAGE) and lead
    the next ruling by DIRECT_CARD_MARGIN; with none, cover the question (DIRECT_COVERAGE)."""
    if not hits:
        return "none"
    top = hits[0]
    other = next((h for h in hits[1:] if h.ruling.answer["en"] != top.ruling.answer["en"]), None)
    lead = top.point - other.point if other else 1.0  # for the point, over the best ruling that answers otherwise
    if named:
        direct = top.about_card and top.coverage >= DIRECT_CARD_COVERAGE and lead >= DIRECT_CARD_MARGIN
    else:
        direct = top.coverage >= DIRECT_COVERAGE and (other is None or top.coverage - other.coverage >= DIRECT_LEAD)
    if direct:
        return "open" if top.ruling.is_open else "direct"
    return "related"


def outcome(ruling) -> dict | None:
    """The replayed outcome of a ruling's scenario. A summary's was replayed when the index was built (a test
    checks it is what a replay gives now); with an imported card list, or for a ruling read from its file, the
    scenario is replayed now."""
    if not ruling.has_scenario:
        return None
    if isinstance(ruling, Summary):
        from judge.cards import shipped_in_use

        stored = _entries("outcomes.json").get(ruling.id) if shipped_in_use() else None
        if stored is not None:
            import json

            return json.loads(stored)
        ruling = find(ruling.id)
    return replay_outcome(ruling)


def replay_outcome(ruling: Ruling) -> dict:
    """Replay a ruling's scenario: exit code, winner, the forbidden line if any, each expectation's result."""
    from judge.replay import run

    result = run(ruling.scenario)
    return {
        "exit": result.exit_code,
        "winner": result.winner,
        "illegal": result.illegal.to_json() if result.illegal else None,
        "expect": [r.to_json() for r in result.expects],
    }


def ask(question: str, limit: int = 3) -> dict:
    """The answer a judge can stand behind: a direct ruling, or plainly none, with related rulings and sections."""
    from judge.rulebook import search as search_sections

    _check_question(question)  # before the rulebook search, whose hint would speak of `judge search`
    found, point = _question_matches(question)
    named = list(dict.fromkeys(i for m in found for i in m.ids))
    sections = search_sections(question, PRIMARY, limit=max(limit, SECTIONS_CONSULTED))
    hits = search(question, max(limit, 5), sections, named, point)
    match = match_level(hits, named)  # looks past the rulings shown, at the first that answers otherwise
    hits = hits[:limit]
    return {
        "question": question,
        "match": match,
        "rulings": [{"id": h.ruling.id, "status": h.ruling.status, "answer": h.ruling.answer,
                     "verdict": h.ruling.verdict,
                     "cards": list(h.ruling.cards), "pages": h.ruling.pages,
                     "outcome": outcome(h.ruling), "score": h.score} for h in hits],
        "sections": [{"id": s.section.id, "page": s.section.page, "source": s.section.source,
                      "text": s.section.text} for s in sections[:limit]],
        # the cards the question names, as written and how each was read (`read_as`: not as listed)
        "cards": [{**m.to_json(), "written": question[m.span[0]:m.span[1]] if m.span else m.spelling,
                   "read_as": m.read_as} for m in found],
    }


def find_or_card(ref: str) -> Ruling | list[Summary]:
    """A ruling by id; else, when `ref` is a card (number, ID or name), the rulings about that card."""
    try:
        return find(ref)
    except UnknownSection:
        from judge.cards import UnknownCard

        try:
            return about_card(ref)
        except UnknownCard:
            raise UnknownSection(say("rulings.unknown-or-card", ref=ref), say("rulings.unknown-or-card-hint")) from None


def about_card(ref: str) -> list[Summary]:
    """The rulings about one card (a printed number, card ID or exact name)."""
    from judge.cards import load as load_cards

    found = load_cards().find(ref)
    ids = {c.id for c in found}
    return [indexed(r["id"]) for r in _ranking()[0] if ids & set(r["cards"])]
