"""Rulings: page-cited answers, each proved by replaying its scenario where the board decides it.

One YAML file per ruling in rulings/ (the package folder): id, question and
answer in Thai and English, a short verdict, cites (rulebook, section, page),
source (a page's Point, an official Q&A, or "derived" from a named rule), and
either a scenario in the contract format whose expectations state the answer,
or `scenario: none` with the reason the engine cannot express it yet.
A malformed file is reported (file, line, key) and never stops the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from judge.errors import EmptyQuery, JudgeError, UnknownSection, check_query, nearest
from judge.inputs import load_yaml, read_input
from judge.scenario import Scenario, ScenarioError, _Checker, scenario_from_data

SECTIONS_CONSULTED = 5  # a ruling citing one of the question's best sections ranks higher
RULING_KEYS = ("id", "question", "answer", "verdict", "cites", "source", "scenario", "reason", "cards", "needs")
SOURCE_TYPES = ("point", "official-qa", "derived", "card-qa")
SOURCE_KEYS = ("type", "page", "number", "cards", "rule", "card", "numbers", "qa")


@dataclass(frozen=True)
class Cite:
    rulebook: str
    section: str
    page: int


@dataclass
class Ruling:
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

    @property
    def pages(self) -> list[int]:
        return sorted({c.page for c in self.cites})

    def to_json(self) -> dict:
        return {
            "id": self.id, "question": self.question, "answer": self.answer, "verdict": self.verdict,
            "cites": [c.__dict__ for c in self.cites], "source": self.source, "pages": self.pages,
            "scenario": self.scenario.raw if self.scenario else None, "reason": self.reason,
            "cards": self.cards, "needs": self.needs,
        }


@dataclass
class Verdict:
    """The result of checking one ruling file."""

    id: str
    pages: list[int]
    replayed: bool
    ok: bool
    reason: str

    def to_json(self) -> dict:
        return {"id": self.id, "pages": self.pages, "replayed": self.replayed, "ok": self.ok, "reason": self.reason}


def rulings_dir() -> Path:
    from rulings import RULINGS_DIR

    return RULINGS_DIR


def parse_ruling(text: str, file: str) -> Ruling:
    """One ruling file; ScenarioError (file, line, key) if it is malformed."""
    raw, lines = load_yaml(text, file)
    c = _Checker(file, lines, docs=False)  # the ruling's own keys; its scenario gets a checker of its own
    c.mapping(raw, (), RULING_KEYS)
    for key in ("id", "question", "answer", "verdict", "cites", "source", "scenario"):
        if key not in raw:
            c.fail((), f"missing key '{key}'", f"a ruling has {', '.join(RULING_KEYS[:7])}")
    rid = c.text(raw["id"], ("id",))
    if rid != Path(file).stem:
        c.fail(("id",), f"the id '{rid}' differs from the file name '{Path(file).stem}'", "name the file <id>.yaml")
    texts = {}
    for key in ("question", "answer"):
        m = c.mapping(raw[key], (key,), ("th", "en"))
        for lang in ("th", "en"):
            if lang not in m:
                c.fail((key,), f"missing '{lang}'", "give the question and the answer in Thai (th) and English (en)")
            c.text(m[lang], (key, lang))
        texts[key] = {"th": str(m["th"]), "en": str(m["en"])}
    cites = []
    for i, ci in enumerate(c.listing(raw["cites"], ("cites",))):
        c.mapping(ci, ("cites", i), ("rulebook", "section", "page"))
        for k in ("rulebook", "section", "page"):
            if k not in ci:
                c.fail(("cites", i), f"missing '{k}'", "a cite is {rulebook, section, page}")
        cites.append(Cite(c.text(ci["rulebook"], ("cites", i, "rulebook")), c.text(ci["section"], ("cites", i, "section")),
                          c.integer(ci["page"], ("cites", i, "page"), 1)))
    if not cites:
        c.fail(("cites",), "a ruling cites at least one section")
    src = c.mapping(raw["source"], ("source",), SOURCE_KEYS)
    c.choice(src.get("type"), ("source", "type"), SOURCE_TYPES)
    cards = _check_cards(c, raw, src)
    needs = [c.text(n, ("needs", i)) for i, n in enumerate(c.listing(raw.get("needs", []), ("needs",)))]
    scenario, reason = None, None
    if raw["scenario"] == "none":
        if "reason" not in raw:
            c.fail(("scenario",), "`scenario: none` needs a `reason`", "say why the engine cannot express it")
        reason = c.text(raw["reason"], ("reason",))
    else:
        scenario = scenario_from_data(raw["scenario"], file, lines, ("scenario",))
        if not scenario.expectations:
            c.fail(("scenario",), "the scenario states no expectation", "expect: the answer, e.g. winner == A")
    c.raise_problems()
    return Ruling(id=rid, file=file, question=texts["question"], answer=texts["answer"],
                  verdict=c.text(raw["verdict"], ("verdict",)), cites=cites, source=src, scenario=scenario,
                  reason=reason, cards=cards, needs=needs)


def _check_cards(c: _Checker, raw: dict, src: dict) -> list[str]:
    """`cards:` (official card IDs) and a card-qa source ({card, numbers, qa}) name cards of the card list."""
    from judge.cards import load

    card_list = load()
    ids = []
    for i, ref in enumerate(c.listing(raw.get("cards", []), ("cards",))):
        card = card_list.get(str(ref)) if isinstance(ref, str) else None
        if card is None:
            c.fail(("cards", i), f"no card has the ID or number {ref!r}", 'give official card IDs in quotes, e.g. "0055"')
        ids.append(card.id)
    if src.get("type") == "card-qa":
        for key in ("card", "qa"):
            if key not in src:
                c.fail(("source",), f"a card-qa source needs '{key}'", "source: {type: card-qa, card: \"0055\", qa: 1}")
        card = card_list.get(str(src["card"])) if isinstance(src["card"], str) else None
        if card is None:
            c.fail(("source", "card"), f"no card has the ID {src['card']!r}", 'quote the card ID, e.g. card: "0055"')
        c.integer(src["qa"], ("source", "qa"), 1)
        for i, n in enumerate(c.listing(src.get("numbers", []), ("source", "numbers"))):
            if not isinstance(n, str) or card_list.get(n) is not card:
                c.fail(("source", "numbers", i), f"{n!r} is not a print of card {card.id}", f"its prints: {', '.join(card.numbers)}")
        if card.id not in ids:
            c.fail(("cards",), f"the ruling comes from card {card.id}'s Q&A but `cards` does not list it",
                   f'cards: ["{card.id}"]')
    return ids


def check_cites(ruling: Ruling) -> str | None:
    """Why a cite does not hold (unknown rulebook or section, or a page the section is not on)."""
    from judge.rulebook import load

    for c in ruling.cites:
        try:
            s = load(c.rulebook).section(c.section)
        except JudgeError as e:
            return f"cites {c.rulebook}:{c.section}: {e.message}"
        if c.page not in s.pages:
            return f"cites {c.section} on p.{c.page}, but that section is on {s.page_label}"
    return None


def load_file(path: Path) -> Ruling:
    return parse_ruling(read_input(str(path), "ruling"), str(path))


def verify_file(path: Path) -> Verdict:
    """Load, check the cites, and replay one ruling file."""
    from judge.replay import run

    try:
        ruling = load_file(path)
    except ScenarioError as e:
        return Verdict(path.stem, [], False, False, str(e))
    bad = check_cites(ruling)
    if bad:
        return Verdict(ruling.id, ruling.pages, False, False, bad)
    if ruling.scenario is None:
        return Verdict(ruling.id, ruling.pages, False, True, f"not replayed: {ruling.reason}")
    result = run(ruling.scenario)
    if result.exit_code == 0:
        return Verdict(ruling.id, ruling.pages, True, True, "replayed: every expectation holds")
    if result.exit_code == 3:
        why = f"line {result.illegal.n} was forbidden: {result.illegal.reason}"
    else:
        why = "; ".join(f"{r.expectation.text} (actual {r.actual})" for r in result.expects if not r.ok)
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
    out = []
    for p in ruling_files():
        try:
            out.append(load_file(p))
        except ScenarioError:
            continue
    return tuple(out)


def find(ruling_id: str) -> Ruling:
    rulings = {r.id: r for r in all_rulings()}
    if check_query(ruling_id, "ruling id") in rulings:
        return rulings[ruling_id]
    guess = nearest(ruling_id, rulings)
    raise UnknownSection(f"no ruling '{ruling_id}'", f"did you mean '{guess}'?" if guess else "see `judge rulings search`")


@lru_cache(maxsize=1)
def _search_data() -> dict:
    from judge.search import build_search_data

    docs = [([r.question["th"], r.question["en"], r.verdict],
             f"{r.question['th']}\n{r.question['en']}\n{r.answer['th']}\n{r.answer['en']}") for r in all_rulings()]
    return build_search_data(docs)


@dataclass(frozen=True)
class RulingHit:
    ruling: Ruling
    score: float


def search(query: str, limit: int = 5, section_hits: list | None = None) -> list[RulingHit]:
    """Rulings for a question: their own words, and the rulebook sections the question finds, which they cite."""
    from judge.rulebook import search as search_sections
    from judge.search import compact, rank

    if not compact(check_query(query, "question")):
        raise EmptyQuery("empty question", "e.g. `judge ask \"AP เท่ากันใครถูกรีมูฟ\"`")
    rulings = all_rulings()
    own = {h.index: h.score for h in rank(query, _search_data())}
    if section_hits is None:
        section_hits = search_sections(query, "conan-2.5", limit=SECTIONS_CONSULTED)
    sections = {h.section.id: h.score for h in section_hits[:SECTIONS_CONSULTED]}
    top = max(sections.values(), default=1.0) or 1.0
    scored = []
    for i, r in enumerate(rulings):
        via = max((sections.get(c.section, 0.0) for c in r.cites), default=0.0) / top
        score = own.get(i, 0.0) + 0.5 * via
        if score > 0.1:
            scored.append(RulingHit(r, round(score, 4)))
    scored.sort(key=lambda h: -h.score)
    return scored[:limit]


def outcome(ruling: Ruling) -> dict | None:
    """The replayed outcome of a ruling's scenario, for `judge ask`."""
    if ruling.scenario is None:
        return None
    from judge.replay import run

    result = run(ruling.scenario)
    return {
        "exit": result.exit_code,
        "winner": result.winner,
        "illegal": result.illegal.to_json() if result.illegal else None,
        "expect": [r.to_json() for r in result.expects],
    }


def ask(question: str, limit: int = 3) -> dict:
    """The best rulings (answer, pages, replayed outcome) and rule sections for a question."""
    from judge.rulebook import search as search_sections

    sections = search_sections(question, "conan-2.5", limit=max(limit, SECTIONS_CONSULTED))
    hits = search(question, limit, sections)
    sections = sections[:limit]
    return {
        "question": question,
        "rulings": [{"id": h.ruling.id, "answer": h.ruling.answer, "pages": h.ruling.pages,
                     "outcome": outcome(h.ruling)} for h in hits],
        "sections": [{"id": s.section.id, "page": s.section.page, "source": s.section.source,
                      "text": s.section.text} for s in sections],
    }
