"""The page-cited rulebook index: sections, pages, glossary, and lookups on them.

The data is compiled by `python -m judge.build` into rules_th/<id>/index.json
and shipped with the package; nothing here parses the source texts.
"""

from __future__ import annotations

import json
from dataclasses import field
from functools import lru_cache

from judge.errors import EmptyQuery, UnknownPage, check_query, UnknownRulebook, UnknownSection, UnknownTerm, nearest

from judge.i18n import messages, say
from judge.records import record
from rules_th import PRIMARY

messages({
    "rulebook.see-search": ("see `judge search` to find a section of {book}", "ดู `judge search` เพื่อหาหัวข้อใน {book}"),
    "rulebook.no-section": ("no section '{id}' in rulebook {book}", "ไม่มีหัวข้อ '{id}' ในกติกา {book}"),
    "rulebook.no-pages": ("rulebook {book} has no page numbers", "กติกา {book} ไม่มีเลขหน้า"),
    "rulebook.no-pages-hint": ("use `judge show ID` or `judge search`", "ใช้ `judge show ID` หรือ `judge search`"),
    "rulebook.no-page": ("no page {page} in rulebook {book} (pages {first}–{last})",
                         "ไม่มีหน้า {page} ในกติกา {book} (มีหน้า {first}–{last})"),
    "rulebook.nearest-page": ("nearest page: {page}", "หน้าที่ใกล้ที่สุด: {page}"),
    "rulebook.empty-term": ("empty term", "ไม่ได้ระบุคำศัพท์"),
    "rulebook.empty-term-hint": ("give a word, e.g. `judge define คัทอิน`", "ระบุคำ เช่น `judge define คัทอิน`"),
    "rulebook.unknown-term": ("'{term}' is not in the glossary of {book}", "'{term}' ไม่อยู่ในอภิธานศัพท์ของ {book}"),
    "rulebook.unknown-term-hint": ("try `judge search` instead", "ลองใช้ `judge search` แทน"),
    "rulebook.unknown": ("unknown rulebook '{book}'", "ไม่รู้จักกติกา '{book}'"),
    "rulebook.unknown-hint": ("did you mean '{guess}'? (known: {known})", "หมายถึง '{guess}' หรือไม่? (ที่มี: {known})"),
    "rulebook.empty-id": ("empty section id", "ไม่ได้ระบุรหัสหัวข้อ"),
    "rulebook.empty-id-hint": ("e.g. `judge show contact` or `judge show horobeat:1.3.1`",
                               "เช่น `judge show contact` หรือ `judge show horobeat:1.3.1`"),
    "rulebook.empty-query": ("empty query", "ไม่ได้ระบุคำค้น"),
    "rulebook.empty-query-hint": ("type a word or question, e.g. `judge search ปะทะ` or `judge search clash`",
                                  "พิมพ์คำหรือคำถาม เช่น `judge search ปะทะ` หรือ `judge search clash`"),
    "rulebook.limit": ("--limit must be at least 1 (got {got})", "--limit ต้องไม่น้อยกว่า 1 (ที่เขียน: {got})"),
    "rulebook.limit-hint": ("e.g. --limit 5", "เช่น --limit 5"),
})

RULEBOOK_IDS = (PRIMARY, "horobeat", "psychic-battle", "kingdoms")


@record(frozen=True)
class Link:
    """A "(หน้า N)" reference in a section's text, resolved to the sections on page N."""

    page: int
    sections: tuple[str, ...]


@record(frozen=True)
class Section:
    rulebook: str
    id: str
    title_th: str
    title_en: str
    text: str  # Thai text: exactly as in the source for `source == "thai"`
    source: str  # "thai" (the translation) or "supplement" (our own words)
    page: int | None
    pages: tuple[int, ...] = ()
    basis: str = "none"  # xref | summary | inferred | source-page | none
    rule: str | None = None
    aliases: tuple[str, ...] = ()
    links: tuple[Link, ...] = ()
    text_en: str | None = None
    lines: tuple[int, int] | None = None

    def to_json(self) -> dict:
        return {
            "rulebook": self.rulebook, "id": self.id, "page": self.page, "pages": list(self.pages),
            "rule": self.rule, "basis": self.basis, "source": self.source, "title_th": self.title_th,
            "title_en": self.title_en, "text": self.text, "text_en": self.text_en,
            "links": [{"page": lk.page, "sections": list(lk.sections)} for lk in self.links],
        }

    @property
    def page_label(self) -> str:
        if not self.pages:
            return "—"
        if len(self.pages) == 1:
            return f"p.{self.pages[0]}"
        return f"pp.{self.pages[0]}–{self.pages[-1]}"


@record(frozen=True)
class Term:
    th: str
    ja: str
    en: str
    romaji: str
    section: str
    pages: tuple[int, ...]
    th_own: bool = False
    also: tuple[str, ...] = ()

    def spellings(self) -> tuple[str, ...]:
        return (self.th, self.ja, self.en, self.romaji, *self.also)

    def to_json(self) -> dict:
        return {"th": self.th, "th_own": self.th_own, "ja": self.ja, "en": self.en, "romaji": self.romaji,
                "pages": list(self.pages), "section": self.section}


@record
class Rulebook:
    id: str
    title_th: str
    title_en: str
    version: str
    translation: str
    source: str
    sections: list[Section]
    glossary: list[Term] = field(default_factory=list)
    search_data: dict = field(default_factory=dict, repr=False)
    _by_id: dict[str, Section] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._by_id = {s.id: s for s in self.sections}

    def to_json(self) -> dict:
        """What `judge rulebooks --json` says of a rulebook."""
        return {"id": self.id, "title_th": self.title_th, "title_en": self.title_en, "version": self.version,
                "sections": len(self.sections), "pages": self.page_numbers, "primary": self.id == PRIMARY}

    @property
    def page_numbers(self) -> list[int]:
        return sorted({p for s in self.sections for p in s.pages})

    def section(self, section_id: str) -> Section:
        """One section by id (or HORO-BEAT rule number); a did-you-mean on a miss."""
        key = section_id.strip()
        if key in self._by_id:
            return self._by_id[key]
        guess = nearest(key, self._by_id, cutoff=60)
        hint = say("error.did-you-mean", guess=guess) if guess else say("rulebook.see-search", book=self.id)
        raise UnknownSection(say("rulebook.no-section", id=section_id, book=self.id), hint)

    def on_page(self, page: int) -> list[Section]:
        """Every section on page `page`, in rulebook order (Thai text before supplement)."""
        found = [s for s in self.sections if page in s.pages]
        if found:
            return sorted(found, key=lambda s: s.source != "thai")
        known = self.page_numbers
        if not known:
            raise UnknownPage(say("rulebook.no-pages", book=self.id), say("rulebook.no-pages-hint"))
        nearest = min(known, key=lambda p: (abs(p - page), p))
        raise UnknownPage(say("rulebook.no-page", page=page, book=self.id, first=known[0], last=known[-1]),
                          say("rulebook.nearest-page", page=nearest))

    def define(self, term: str) -> list[Term]:
        """Glossary entries whose Thai, Japanese, English or romaji spelling matches `term`."""
        from judge.search import compact

        q = compact(check_query(term, "term"))
        if not q:
            raise EmptyQuery(say("rulebook.empty-term"), say("rulebook.empty-term-hint"))
        exact = [t for t in self.glossary if any(compact(s) == q for s in t.spellings())]
        if exact:
            return exact
        from rapidfuzz import fuzz

        scored = []
        for t in self.glossary:
            best = max(fuzz.ratio(q, compact(s)) for s in t.spellings() if s)
            if best >= 75:
                scored.append((best, t))
        if scored:
            scored.sort(key=lambda x: -x[0])
            return [t for _, t in scored[:3]]
        raise UnknownTerm(say("rulebook.unknown-term", term=term, book=self.id), say("rulebook.unknown-term-hint"))


def _section_from_json(book: str, d: dict) -> Section:
    return Section(
        rulebook=book,
        id=d["id"],
        title_th=d["title_th"],
        title_en=d["title_en"],
        text=d["text"],
        source=d["source"],
        page=d["page"],
        pages=tuple(d["pages"]),
        basis=d["basis"],
        rule=d.get("rule"),
        aliases=tuple(d.get("aliases", ())),
        links=tuple(Link(lk["page"], tuple(lk["sections"])) for lk in d.get("links", ())),
        text_en=d.get("text_en"),
        lines=tuple(d["lines"]) if d.get("lines") else None,
    )


def check_rulebook_id(book: str) -> str:
    if book in RULEBOOK_IDS:
        return book
    raise UnknownRulebook(say("rulebook.unknown", book=book),
                          say("rulebook.unknown-hint", guess=nearest(book, RULEBOOK_IDS), known=", ".join(RULEBOOK_IDS)))


@lru_cache(maxsize=None)
def load(book: str = PRIMARY) -> Rulebook:
    """The compiled index of one rulebook, read once per process."""
    from rules_th import DATA_DIR

    check_rulebook_id(book)
    data = json.loads((DATA_DIR / book / "index.json").read_text(encoding="utf-8"))
    meta = data["rulebook"]
    return Rulebook(
        id=meta["id"],
        title_th=meta["title_th"],
        title_en=meta["title_en"],
        version=meta["version"],
        translation=meta.get("translation", ""),
        source=meta.get("source", ""),
        sections=[_section_from_json(book, d) for d in data["sections"]],
        glossary=[
            Term(
                th=t["th"], ja=t["ja"], en=t["en"], romaji=t.get("romaji", ""), section=t["section"],
                pages=tuple(t["pages"]), th_own=t.get("th_own", False), also=tuple(t.get("also", ())),
            )
            for t in data.get("glossary", ())
        ],
        search_data=data["search"],
    )


def find_section(ref: str, book: str | None = None) -> Section:
    """A section by `id`, `rulebook:id`, or a HORO-BEAT rule number such as 6.2.6.5."""
    ref = check_query(ref, "section id").strip()
    if not ref:
        raise EmptyQuery(say("rulebook.empty-id"), say("rulebook.empty-id-hint"))
    if ":" in ref and book is None:
        book, ref = ref.split(":", 1)
    if book is not None:
        return load(check_rulebook_id(book)).section(ref)
    try:
        return load(PRIMARY).section(ref)
    except UnknownSection:
        if ref.replace(".", "").isdigit() and "." in ref:
            return load("horobeat").section(ref)
        raise


@record(frozen=True)
class SearchHit:
    section: Section
    score: float
    matched: str | None

    def to_json(self) -> dict:
        s = self.section
        return {
            "rulebook": s.rulebook,
            "id": s.id,
            "page": s.page,
            "rule": s.rule,
            "title": s.title_th,
            "source": s.source,
            "score": self.score,
            "text": s.text,
        }


def search(query: str, book: str = PRIMARY, limit: int = 5) -> list[SearchHit]:
    """The best sections for `query` in one rulebook, or in all of them with book='all'."""
    from judge.search import compact, rank

    if not compact(check_query(query)):
        raise EmptyQuery(say("rulebook.empty-query"), say("rulebook.empty-query-hint"))
    if limit < 1:
        raise EmptyQuery(say("rulebook.limit", got=limit), say("rulebook.limit-hint"))
    books = RULEBOOK_IDS if book == "all" else (check_rulebook_id(book),)
    hits = []
    for b in books:
        rb = load(b)
        hits += [SearchHit(rb.sections[h.index], h.score, h.key) for h in rank(query, rb.search_data)]
    hits.sort(key=lambda h: -h.score)
    return hits[:limit]
