"""A static HTML rulebook for phones: `judge export html OUTDIR`.

Writes plain files (no server code, nothing fetched from outside OUTDIR): the
Ver.2.5 pages with the Thai text and our supplement told apart, the rulings
with their replayed traces, the cards (printed values, limits, abilities in our
words, rulings), the glossary, the secondary rulebooks, and an index.html that
searches as you type. The browser search (web/search.js) is a port of
judge/search.py's `rank`, fed with the same shipped postings and keys.

The site is a list of parts, each one file: a new part is one function added to PARTS.
"""

from __future__ import annotations

import functools
import html
import json
import os
import re
import stat
from dataclasses import field
from pathlib import Path
from typing import Callable

from judge.build import PAGE_REF
from judge.errors import JudgeError
from judge.files import write_whole
from judge.i18n import messages, say
from judge.records import record
from judge.rulebook import PRIMARY, RULEBOOK_IDS, Rulebook, Section, load

WEB = Path(__file__).parent / "web"
STATIC = ("style.css", "search.js", "app.js")
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


class OutdirError(JudgeError):
    pass


messages({
    "export.is-file": ("'{outdir}' is a file, not a folder", "'{outdir}' เป็นไฟล์ ไม่ใช่โฟลเดอร์"),
    "export.is-file-hint": ("give a folder to write the site into", "ระบุโฟลเดอร์ที่จะเขียนเว็บไซต์ลงไป"),
    "export.cannot-create": ("cannot create '{outdir}': {why}", "สร้าง '{outdir}' ไม่ได้: {why}"),
    "export.cannot-create-hint": ("give a folder you can write to", "ระบุโฟลเดอร์ที่เขียนได้"),
    "export.empty": ("the folder to export into is empty text ('')", "ชื่อโฟลเดอร์ที่จะส่งออกว่างเปล่า ('')"),
    "export.empty-hint": ("give a folder, new or empty: `judge export html site`",
                          "ระบุโฟลเดอร์ใหม่หรือโฟลเดอร์ว่าง: `judge export html site`"),
    "export.link": ("'{outdir}' is a symbolic link: the site is never written through a link",
                    "'{outdir}' เป็นลิงก์สัญลักษณ์: ไม่เขียนเว็บไซต์ผ่านลิงก์"),
    "export.link-hint": ("give the folder itself ({target})", "ระบุตัวโฟลเดอร์เอง ({target})"),
    "export.not-ours": ("'{outdir}' already holds {n} file(s) judge did not export ({some}): they could be "
                        "replaced", "'{outdir}' มีไฟล์อยู่แล้ว {n} ไฟล์ที่โปรแกรมไม่ได้ส่งออก ({some}): อาจถูกเขียนทับ"),
    "export.not-ours-hint": ("export into a new or empty folder (or one judge exported into before), or add --force "
                             "to write judge's files there anyway",
                             "ส่งออกลงโฟลเดอร์ใหม่หรือโฟลเดอร์ว่าง (หรือโฟลเดอร์ที่โปรแกรมเคยส่งออกไว้) หรือเพิ่ม --force "
                             "เพื่อเขียนไฟล์ของโปรแกรมลงไปอยู่ดี"),
    "export.cannot-write": ("cannot write '{file}': {why}", "เขียน '{file}' ไม่ได้: {why}"),
    "export.a-folder": ("it is a folder", "เป็นโฟลเดอร์"),
    "export.cannot-write-hint": ("move it out of the way (a folder of that name?) or export elsewhere",
                                 "ย้ายสิ่งนั้นออกไป (เป็นโฟลเดอร์ชื่อนี้หรือเปล่า?) หรือส่งออกที่อื่น"),
})

# written first into every folder the site is exported into: a folder holding it may be written again
# without --force (the site's own files are then replaced, nothing else is touched)
MARKER = ".judge-export"
MARKER_TEXT = ("This folder holds a site written by `judge export html`. judge writes into it again without\n"
               "--force, replacing only the files it wrote; delete this file to stop that.\n")


def esc(text) -> str:
    return html.escape(str(text), quote=True)


def book_file(book: str) -> str:
    return f"{book}.html"


def section_href(book: str, section_id: str) -> str:
    return f"{book_file(book)}#{section_id}"


def term_anchor(term) -> str:
    return "term-" + re.sub(r"[^a-z0-9]+", "-", (term.romaji or term.en).casefold()).strip("-")


@record
class Site:
    outdir: Path
    books: dict[str, Rulebook]
    files: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def primary(self) -> Rulebook:
        return self.books[PRIMARY]

    def write(self, name: str, text: str | bytes) -> None:
        write_file(self.outdir / name, text.encode("utf-8") if isinstance(text, str) else text)
        self.files.append(name)


def write_file(target: Path, data: bytes) -> None:
    """`data` at `target`, whole (judge/files.py): a link planted there is replaced by the file, never followed."""
    try:
        write_whole(target, data)
    except OSError as e:
        raise OutdirError(say("export.cannot-write", file=target, why=e.strerror), say("export.cannot-write-hint")
                          ) from None


@record(frozen=True)
class Part:
    """One file of the site: its name, its label in the contents, and what builds its <main>."""

    file: str
    label: str
    build: Callable[[Site], str]


# ------------------------------------------------------------------ page frame

def document(title: str, main: str, parts: tuple[Part, ...], scripts: tuple[str, ...] = (),
             header_search: bool = True) -> str:
    """A whole page: the header (a search box that opens index.html?q=, the contents) and `main`."""
    nav = "".join(f'<a href="{p.file}">{esc(p.label)}</a>' for p in parts)
    tags = "".join(f'<script src="{s}"></script>' for s in scripts)
    find = "" if not header_search else ('<input name="q" type="search" placeholder="ค้นหากฎ · search the rules" '
                               'aria-label="search" autocomplete="off">')
    return f"""<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>{esc(title)}</title>
<link rel="stylesheet" href="style.css">
</head>
<body>
<header class="top">
<form class="find" action="index.html" method="get" role="search">
<a class="home" href="index.html" title="ค้นหา · Search">judge</a>
{find}
</form>
<nav>{nav}</nav>
</header>
<main>
{main}
</main>
<footer>{esc(footer_line())}</footer>
{tags}
</body>
</html>
"""


def footer_line() -> str:
    book = load(PRIMARY)
    return (f"{book.id} · {book.version} · {book.translation}. "
            "Thai text = the translation; supplement = our own words, not the Thai text.")


# ------------------------------------------------------------------ sections

def japanese_title(s: Section) -> str | None:
    return next((a for a in s.aliases if JAPANESE.search(a)), None)


def marked_text(text: str, site: Site, book: str) -> str:
    """The escaped text with every page reference ("(หน้า N)") and, in the primary book,
    the first use of each glossary term linked."""
    spans: list[tuple[int, int, str]] = []
    if book == PRIMARY:
        for m in PAGE_REF.finditer(text):
            for i, n in enumerate(re.finditer(r"\d+", m.group(0))):
                page = int(n.group(0))
                if page in site.primary.page_numbers:  # the first link says "หน้า N", the others only N
                    start = m.start() + (0 if i == 0 else n.start())
                    spans.append((start, m.start() + n.end(), f'<a class="pref" href="#p{page}">'))
        for term in sorted(site.primary.glossary, key=lambda t: -len(t.th)):
            for spelling in (term.th, *term.also):
                if len(spelling) < 2 or spelling.isascii():
                    continue
                at = text.find(spelling)
                while at != -1 and any(a < at + len(spelling) and at < b for a, b, _ in spans):
                    at = text.find(spelling, at + 1)
                if at != -1:
                    spans.append((at, at + len(spelling),
                                  f'<a class="term" href="glossary.html#{term_anchor(term)}" title="{esc(term.en)}">'))
                    break
    out, pos = [], 0
    for a, b, tag in sorted(spans):
        if a < pos:
            continue
        out += [esc(text[pos:a]), tag, esc(text[a:b]), "</a>"]
        pos = b
    out.append(esc(text[pos:]))
    return "".join(out)


def source_badge(s: Section) -> str:
    if s.source == "supplement":
        return '<span class="badge supp">ส่วนเสริม · supplement — our words, not the Thai text</span>'
    return '<span class="badge thai">ข้อความไทย · Thai text</span>'


def section_html(site: Site, book: str, s: Section, cited_by: dict[str, list[str]]) -> str:
    ja = japanese_title(s)
    titles = [f'<span class="th">{esc(s.title_th)}</span>', f'<span class="en" lang="en">{esc(s.title_en)}</span>']
    if ja:
        titles.append(f'<span class="ja" lang="ja">{esc(ja)}</span>')
    meta = [source_badge(s)]
    if s.rule:
        meta.append(f'<span class="badge">rule {esc(s.rule)}</span>')
    if s.pages:
        pages = ", ".join(f'<a href="{book_file(book)}#p{p}">{p}</a>' for p in s.pages)
        meta.append(f'<span class="badge" title="page basis: {esc(s.basis)}">หน้า {pages} · {esc(s.basis)}</span>')
    meta.append(f'<code>{esc(s.id)}</code>')
    body = f'<div class="text">{marked_text(s.text, site, book)}</div>'
    if s.text_en:
        body += f'<div class="text en" lang="en">{esc(s.text_en)}</div>'
    rulings = cited_by.get(s.id, [])
    if rulings:
        body += '<p class="cited">คำตัดสิน · rulings: ' + " ".join(
            f'<a href="rulings.html#{esc(r)}">{esc(r)}</a>' for r in rulings) + "</p>"
    kind = "supp" if s.source == "supplement" else "thai"
    return (f'<section id="{esc(s.id)}" class="sec {kind}">'
            f'<h3><a class="self" href="#{esc(s.id)}">§</a> {" ".join(titles)}</h3>'
            f'<p class="meta">{" ".join(meta)}</p>{body}</section>\n')


def rulebook_main(site: Site, book: str) -> str:
    """A whole rulebook: page by page where it has pages (an anchor `pN` each), else in order."""
    rb = site.books[book]
    cited_by = _cited_by() if book == PRIMARY else {}
    head = (f'<h1><span class="th">{esc(rb.title_th)}</span> <span class="en" lang="en">{esc(rb.title_en)}</span></h1>'
            f'<p class="meta"><code>{esc(rb.id)}</code> · {esc(rb.version)} · {esc(rb.translation)}</p>')
    pages = rb.page_numbers
    out = [head]
    if pages:
        out.append('<nav class="pages">' + "".join(f'<a href="#p{p}">{p}</a>' for p in pages) + "</nav>")
    placed: set[str] = set()
    for p in pages:
        here = rb.on_page(p)
        out.append(f'<h2 id="p{p}" class="page">หน้า {p} <span class="en" lang="en">page {p}</span></h2>')
        for s in here:
            if s.id in placed:
                out.append(f'<p class="cont">ต่อจาก · continued: <a href="#{esc(s.id)}">{esc(s.title_th)}</a> '
                           f'({esc(s.page_label)})</p>')
                continue
            placed.add(s.id)
            out.append(section_html(site, book, s, cited_by))
    rest = [s for s in rb.sections if s.id not in placed]
    if rest and pages:
        out.append('<h2 id="no-page" class="page">ไม่มีเลขหน้า <span class="en" lang="en">no page</span></h2>')
    out += [section_html(site, book, s, cited_by) for s in rest]
    site.counts[book] = len(rb.sections)
    return "".join(out)


def _cited_by() -> dict[str, list[str]]:
    from judge.rulings import all_rulings

    out: dict[str, list[str]] = {}
    for r in all_rulings():
        for c in r.cites:
            if c.rulebook == PRIMARY and r.id not in out.setdefault(c.section, []):
                out[c.section].append(r.id)
    return out


# ------------------------------------------------------------------ rulings

def cite_link(book: str, section_id: str, page: int | None = None) -> str:
    s = load(book).section(section_id)
    where = f"p.{page}" if page else s.page_label
    kind = "supplement" if s.source == "supplement" else "Thai text"
    return (f'<a class="cite {"supp" if s.source == "supplement" else "thai"}" '
            f'href="{section_href(book, section_id)}">{esc(where)} {esc(section_id)} · {kind}</a>')


def trace_html(ruling) -> str:
    from judge.replay import run

    result = run(ruling.scenario)
    ok = result.exit_code == 0
    steps = []
    for step in result.steps:
        events = "".join(
            f'<li>{esc(e.text)} {" ".join(cite_link(PRIMARY, sid) for sid in e.sections)}</li>' for e in step.events)
        bad = ' <b class="bad">forbidden</b>' if result.illegal and result.illegal.n == step.n else ""
        steps.append(f'<li value="{step.n}"><code>{esc(step.line)}</code>{bad}<ul>{events}</ul></li>')
    expects = "".join(
        f'<li class="{"ok" if r.ok else "bad"}">{"✓" if r.ok else "✗"} <code>{esc(r.expectation.text)}</code>'
        f' → {esc(r.actual)}</li>' for r in result.expects)
    summary = "✓ every expectation holds" if ok else f"✗ exit {result.exit_code}"
    return (f'<details class="trace"><summary>เล่นซ้ำ · replayed: {summary}</summary>'
            f'<ol class="steps">{"".join(steps)}</ol><ul class="expects">{expects}</ul></details>')


def rulings_main(site: Site) -> str:
    from judge.rulings import all_rulings

    rulings = all_rulings()
    out = ['<h1>คำตัดสิน <span class="en" lang="en">Rulings</span></h1>',
           '<p class="meta">Each ruling cites Ver.2.5 and, where the board decides it, is replayed by the engine.</p>']
    by_page: dict[int, list] = {}
    for r in rulings:
        by_page.setdefault(min(r.pages), []).append(r)
    out.append('<nav class="pages">' + "".join(f'<a href="#rulings-p{p}">{p}</a>' for p in sorted(by_page)) + "</nav>")
    for page, group in sorted(by_page.items()):
        out.append(f'<h2 id="rulings-p{page}" class="page">หน้า {page} <span class="en" lang="en">page {page}</span> '
                   f'<a class="meta" href="{book_file(PRIMARY)}#p{page}">→ {PRIMARY}</a></h2>')
        out += [ruling_html(r) for r in group]
    site.counts["rulings"] = len(rulings)
    return "".join(out)


def ruling_html(r) -> str:
    """One ruling: question and answer (Thai, English), verdict, cites as links, source, replayed trace."""
    from judge.render import _source_text  # the CLI's wording of a ruling's source

    cites = " ".join(cite_link(c.rulebook, c.section, c.page) for c in r.cites)
    from judge.render import OPEN_NOTE

    trace = trace_html(r) if r.scenario is not None else f'<p class="meta">not replayed: {esc(r.reason)}</p>'
    note = f'<p class="open"><b>คำถามที่ยังไม่มีข้อยุติ · {esc(OPEN_NOTE)}</b></p>' if r.is_open else ""
    return (f'<article id="{esc(r.id)}" class="ruling"><h3><a class="self" href="#{esc(r.id)}">§</a> {esc(r.id)}</h3>'
            f'{note}<p class="q"><b>Q</b> {esc(r.question["th"])}<br><span class="en" lang="en">{esc(r.question["en"])}</span></p>'
            f'<p class="a"><b>{"reading" if r.is_open else "A"}</b> {esc(r.answer["th"])}<br><span class="en" lang="en">{esc(r.answer["en"])}</span></p>'
            f'<p class="verdict">{esc(r.verdict)}</p><p class="cites">{cites}</p>'
            f'<p class="meta">source: {esc(_source_text(r.source))}</p>{trace}</article>\n')


# ------------------------------------------------------------------ cards

def cards_main(site: Site) -> str:
    """Every card of the list in use: printed values, prints, limit today, errata, abilities in our words, rulings."""
    from judge import cards as cl

    card_list = cl.load()
    reports = [cl.report(c, card_list) for c in sorted(card_list.cards.values(), key=lambda c: c.id)]
    out = ['<h1>การ์ด <span class="en" lang="en">Cards</span></h1>',
           f'<p class="meta">{esc(card_list.describe())} · limits on {esc(cl.parse_date(None))}. '
           'Abilities are in our words, made from each card\'s script; the printed text is not reproduced.</p>']
    for t, label in (("character", "ตัวละคร · characters"), ("event", "อีเวนต์ · events"),
                     ("partner", "พาร์ทเนอร์ · partners"), ("case", "คดี · cases")):
        out.append(f'<h2 id="cards-{t}">{label}</h2>')
        out += [card_html(r) for r in reports if r["type"] == t]
    site.counts["cards"] = len(reports)
    return "".join(out)


def card_html(r: dict) -> str:
    names = " · ".join(esc(n) for n in (r["name"], r.get("name_th"), r.get("name_en")) if n)
    if r["type"] == "case":
        values = f'case level {r["case_level"]["first"]} / {r["case_level"]["second"]}' if r["case_level"] else ""
    else:
        values = " · ".join(f"{k} {r[key] if r[key] is not None else '–'}" for k, key in
                            (("Lv", "level"), ("AP", "ap"), ("LP", "lp")) if r["type"] != "event" or key == "level")
    words = r["abilities"]
    abilities = ("".join(f'<li>{esc(en)}<br><span class="th">{esc(th)}</span></li>' for en, th in
                         zip(words["en"], words["th"])) or "<li>none</li>") if words else \
        '<li class="meta">no script yet: the engine plays it with its printed values and no abilities</li>'
    rulings = " ".join(f'<a href="rulings.html#{esc(x)}">{esc(x)}</a>' for x in r["rulings"])
    errata = "".join(f'<p class="meta">erratum {esc(e["date"])}: {esc(e["en"])} / {esc(e["th"])}</p>' for e in r["errata"])
    return (f'<article id="card-{esc(r["id"])}" class="card"><h3><a class="self" href="#card-{esc(r["id"])}">§</a> '
            f'{names}</h3><p class="meta">{esc(", ".join(r["numbers"]))} · ID {esc(r["id"])} · {esc(r["type"])} · '
            f'{esc("/".join(r["colors"]) or "colourless")} · {esc(values)}</p>'
            f'<p class="meta">limit: {esc(r["status"])}</p><ul class="abilities">{abilities}</ul>{errata}'
            + (f'<p class="cites">rulings: {rulings}</p>' if rulings else "") + "</article>\n")


# ------------------------------------------------------------------ glossary

def glossary_main(site: Site) -> str:
    rb = site.primary
    rows = []
    for t in rb.glossary:
        pages = ", ".join(f'<a href="{book_file(PRIMARY)}#p{p}">{p}</a>' for p in t.pages)
        own = ' <span class="badge supp" title="our Thai label: the Thai text never prints it">ours</span>' if t.th_own else ""
        rows.append(
            f'<li id="{term_anchor(t)}" class="term-entry"><b class="th">{esc(t.th)}</b>{own} · '
            f'<span lang="ja">{esc(t.ja)}</span> · <span lang="en">{esc(t.en)}</span> · <i>{esc(t.romaji)}</i>'
            f'<br>หน้า {pages} · <a href="{section_href(PRIMARY, t.section)}">{esc(t.section)}</a></li>')
    site.counts["glossary"] = len(rb.glossary)
    return ('<h1>อภิธานศัพท์ <span class="en" lang="en">Glossary</span> <span lang="ja">用語</span></h1>'
            f'<ul class="glossary">{"".join(rows)}</ul>')


# ------------------------------------------------------------------ search data and index

def js_pattern(pattern: str) -> str:
    """A Python character-class pattern for a JavaScript /u regex, which rejects needless escapes (\\")."""
    return re.sub(r"\\(.)", lambda m: m.group(0) if m.group(1) in "\\^$.*+?()[]{}|/-sdwSDW" else m.group(1), pattern)


def ascii_pattern(pattern: str) -> str:
    """A pattern with every character outside printable ASCII written as \\uXXXX (invisible and bidi characters
    are never written raw into a script)."""
    return re.sub(r"[^\x20-\x7e]", lambda m: f"\\u{ord(m.group()):04x}", pattern)


@functools.lru_cache(maxsize=1)
def casefold_table() -> dict[str, str]:
    """Where Python's str.casefold differs from lowercasing (ß → ss, ς → σ, Cherokee…), for the characters NFKC
    leaves as they are: the browser lowercases each character and looks these up, which is casefold."""
    import sys
    import unicodedata

    out = {}
    for cp in range(sys.maxunicode + 1):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        if c.casefold() != c.lower() and unicodedata.normalize("NFKC", c) == c:
            out[c] = c.casefold()
    return out


def search_config() -> dict:
    """What web/search.js needs to rank as judge/search.py does: the same constants, word lists and the same
    normalisation (the invisible characters dropped, NFKC, casefold, the punctuation)."""
    from judge import search as s

    return {"gram": s.GRAM, "k1": s.BM25_K1, "b": s.BM25_B, "key_weight": s.KEY_WEIGHT,
            "body_weight": s.BODY_WEIGHT, "fuzzy_floor": s.FUZZY_FLOOR, "contain_base": s.CONTAIN_BASE,
            "contain_slope": s.CONTAIN_SLOPE, "punct": js_pattern(s._PUNCT.pattern),
            "invisible": ascii_pattern(s._INVISIBLE.pattern), "fold": casefold_table(),
            "stopwords": sorted(s.ENGLISH_STOPWORDS), "question_words": list(s.THAI_QUESTION_WORDS)}


def write_search_data(site: Site) -> None:
    """What web/search.js needs: the ranking constants, and per book its postings, keys and sections."""
    cfg = {"config": search_config(), "order": list(RULEBOOK_IDS), "primary": PRIMARY,
           "titles": {b: site.books[b].title_th for b in RULEBOOK_IDS}}
    site.write("search-config.js", "(function(J){" + "".join(
        f"J.{k}={json.dumps(v, ensure_ascii=False)};" for k, v in cfg.items())
        + "})(window.JUDGE=window.JUDGE||{books:{}});\n")
    for b, rb in site.books.items():
        data = {
            "file": book_file(b),
            "sections": [{"id": s.id, "th": s.title_th, "en": s.title_en, "page": s.page_label, "rule": s.rule,
                          "source": s.source, "text": s.text} for s in rb.sections],
            "search": rb.search_data,
        }
        site.write(data_file(b), f"JUDGE.books[{json.dumps(b)}]={json.dumps(data, ensure_ascii=False)};\n")


def data_file(book: str) -> str:
    return f"judge-data-{book}.js"


def index_main(site: Site, parts: tuple[Part, ...]) -> str:
    rb = site.primary
    pages = "".join(f'<a href="{book_file(PRIMARY)}#p{p}">{p}</a>' for p in rb.page_numbers)
    books = "".join(f'<option value="{b}">{esc(b)}</option>' for b in (PRIMARY, "all", *(b for b in RULEBOOK_IDS if b != PRIMARY)))
    contents = "".join(f'<li><a href="{p.file}">{esc(p.label)}</a></li>' for p in parts)
    return f"""<h1><span class="th">{esc(rb.title_th)}</span> <span class="en" lang="en">{esc(rb.version)}</span></h1>
<form id="search" class="search" action="index.html" method="get" role="search">
<input id="q" name="q" type="search" placeholder="ปะทะ · clash · コンタクト" aria-label="ค้นหา search" autocomplete="off" autofocus>
<select id="book" name="book" aria-label="rulebook">{books}</select>
</form>
<p id="status" class="meta" aria-live="polite"><noscript>Search needs JavaScript; the pages below work without it.</noscript></p>
<ol id="results" class="results"></ol>
<h2>หน้า <span class="en" lang="en">Pages of {esc(rb.version)}</span></h2>
<nav class="pages">{pages}</nav>
<h2>สารบัญ <span class="en" lang="en">Contents</span></h2>
<ul class="contents">{contents}</ul>"""


# ------------------------------------------------------------------ the parts

def secondary_part(book: str) -> Part:
    return Part(book_file(book), book, lambda site: rulebook_main(site, book))


PARTS: tuple[Part, ...] = (
    Part(book_file(PRIMARY), f"{PRIMARY} กฎ · rules", lambda site: rulebook_main(site, PRIMARY)),
    Part("rulings.html", "คำตัดสิน · rulings", rulings_main),
    Part("cards.html", "การ์ด · cards", cards_main),
    Part("glossary.html", "ศัพท์ · glossary", glossary_main),
    *(secondary_part(b) for b in RULEBOOK_IDS if b != PRIMARY),
)


def check_outdir(outdir: str | Path, force: bool = False) -> Path:
    """The folder to export into, or OutdirError saying why not (exit 2): never '' (the current folder), never a
    link, never a file; an existing folder only if it is empty, or judge exported into it before (MARKER), or
    with `force`."""
    if not str(outdir).strip():
        raise OutdirError(say("export.empty"), say("export.empty-hint"))
    out = Path(outdir)
    if out.is_symlink():
        raise OutdirError(say("export.link", outdir=outdir), say("export.link-hint", target=os.path.realpath(out)))
    if out.exists() and not out.is_dir():
        raise OutdirError(say("export.is-file", outdir=outdir), say("export.is-file-hint"))
    if out.is_dir():
        for name in site_files():
            if (out / name).is_dir() and not (out / name).is_symlink():  # refused now, not after the site is built
                raise OutdirError(say("export.cannot-write", file=out / name, why=say("export.a-folder")),
                                  say("export.cannot-write-hint"))
    if out.is_dir() and not force and not exported_before(out):
        try:
            names = sorted(e.name for e in os.scandir(out))
        except OSError as e:
            raise OutdirError(say("export.cannot-create", outdir=outdir, why=e.strerror),
                              say("export.cannot-create-hint")) from None
        if names:
            some = ", ".join(names[:3]) + (", …" if len(names) > 3 else "")
            raise OutdirError(say("export.not-ours", outdir=outdir, n=len(names), some=some),
                              say("export.not-ours-hint"))
    return out


def site_files(parts: tuple[Part, ...] = PARTS) -> list[str]:
    """The names of every file the site is made of (what `export_html` writes)."""
    return [MARKER, *STATIC, "search-config.js", *(data_file(b) for b in RULEBOOK_IDS), *(p.file for p in parts),
            "index.html"]


def exported_before(out: Path) -> bool:
    """Does the folder hold judge's marker (a regular file, not a link, with judge's words)?"""
    try:
        st = os.lstat(out / MARKER)
        return stat.S_ISREG(st.st_mode) and (out / MARKER).read_text(encoding="utf-8") == MARKER_TEXT
    except (OSError, UnicodeDecodeError):
        return False


def export_html(outdir: str | Path, parts: tuple[Part, ...] = PARTS, force: bool = False) -> dict:
    """Write the site into `outdir` (created if needed; `check_outdir` says which folders may be written into).
    Every file is written whole through a temporary file, so a link planted in the folder is replaced, never
    written through."""
    out = check_outdir(outdir, force)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise OutdirError(say("export.cannot-create", outdir=outdir, why=e.strerror), say("export.cannot-create-hint")) from None
    write_file(out / MARKER, MARKER_TEXT.encode("utf-8"))  # first: an export cut short can be done again
    site = Site(out, {b: load(b) for b in RULEBOOK_IDS})
    for name in STATIC:
        site.write(name, (WEB / name).read_bytes())
    write_search_data(site)
    for p in parts:
        site.write(p.file, document(p.label, p.build(site), parts))
    scripts = ("search-config.js", data_file(PRIMARY), "search.js", "app.js")
    site.write("index.html", document(site.primary.title_th, index_main(site, parts), parts, scripts,
                                        header_search=False))  # index.html has its own, live
    return {"outdir": str(out), "files": sorted(site.files), "counts": site.counts}
