"""Rich renderables for the CLI: the library returns data, this turns it into panels and tables."""

from __future__ import annotations

import unicodedata

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from judge.rulebook import Rulebook, SearchHit, Section, Term
from judge.search import normalize

BASIS_STYLE = {"xref": "green", "summary": "yellow", "inferred": "red", "source-page": "green", "none": "dim"}


def book_line(book: Rulebook) -> Text:
    """The rulebook and its version: shown on every human output."""
    return Text.assemble((f"{book.id}", "bold"), " · ", (book.version, "bold cyan"), f" · {book.title_th}", style="dim")


def badges(section: Section) -> Text:
    t = Text()
    if section.rule:
        t.append(f" rule {section.rule} ", style="bold white on blue")
        t.append(" ")
    t.append(f" {section.page_label} ", style="bold black on white")
    t.append(" ")
    t.append(f" {section.basis} ", style=f"bold {BASIS_STYLE.get(section.basis, 'dim')} reverse")
    t.append(" ")
    if section.source == "supplement":
        t.append(" supplement — not the Thai text ", style="bold magenta reverse")
    else:
        t.append(" Thai text ", style="bold cyan reverse")
    return t


def _highlight(text: Text, words: list[str]) -> None:
    for w in words:
        if w:
            text.highlight_words([w], style="bold black on yellow", case_sensitive=False)


def _snippet(text: str, words: list[str], width: int = 260) -> str:
    """The part of `text` around the first highlighted word, at most `width` characters."""
    if len(text) <= width:
        return text
    low = text.casefold()
    pos = min((low.find(w.casefold()) for w in words if w and low.find(w.casefold()) >= 0), default=0)
    start = max(0, pos - width // 3)
    while start > 0 and unicodedata.category(text[start]) in ("Mn", "Mc"):
        start -= 1  # never cut a Thai vowel or tone mark off its consonant
    end = min(len(text), start + width)
    while end < len(text) and unicodedata.category(text[end]) in ("Mn", "Mc"):
        end += 1
    return ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")


def match_words(query: str, hit: SearchHit) -> list[str]:
    """Words to highlight: the query itself, its parts, and the alias that matched."""
    words = [query.strip(), *normalize(query).split()]
    s = hit.section
    if hit.matched:
        for alias in (*s.aliases, s.title_th, s.title_en):
            if normalize(alias).replace(" ", "") == hit.matched:
                words.append(alias)
    return sorted({w for w in words if len(w) >= 2}, key=len, reverse=True)


def search_results(query: str, books: dict[str, Rulebook], hits: list[SearchHit]) -> Group:
    parts: list = [Text.assemble(*[book_line(b) + Text("\n") for b in books.values()])]
    if not hits:
        parts.append(Text(f"No section matches '{query}'. Try fewer words, another spelling, or --rulebook all.",
                          style="yellow"))
        return Group(*parts)
    for n, hit in enumerate(hits, 1):
        s = hit.section
        words = match_words(query, hit)
        body = Text(_snippet(s.text, words))
        _highlight(body, words)
        title = Text.assemble((f"{n}. ", "bold"), (s.title_th, "bold"), (f"  {s.title_en}", "italic dim"))
        header = Text.assemble(badges(s), ("  ", ""), (f"{s.rulebook}:{s.id}", "dim"), (f"  score {hit.score:.2f}", "dim"))
        parts.append(Panel(Group(header, body), title=title, title_align="left", border_style="blue"))
    return Group(*parts)


def section_panel(book: Rulebook, s: Section, with_english: bool = True) -> Panel:
    items: list = [badges(s), Text(s.text)]
    if with_english and s.text_en:
        items.append(Text("\n" + s.text_en, style="italic"))
    if s.links:
        links = Text("links: ", style="dim")
        for lk in s.links:
            target = ", ".join(lk.sections) if lk.sections else "—"
            links.append(f"p.{lk.page} → {target}   ", style="cyan")
        items.append(links)
    title = Text.assemble((s.title_th, "bold"), (f"  {s.title_en}", "italic dim"))
    return Panel(Group(*items), title=title, subtitle=f"{book.id}:{s.id}", title_align="left", border_style="blue")


def section_view(book: Rulebook, s: Section) -> Group:
    return Group(book_line(book), section_panel(book, s))


def page_view(book: Rulebook, page: int, sections: list[Section]) -> Group:
    head = Text.assemble(book_line(book), (f"\npage {page}: {len(sections)} section(s)", "bold"))
    return Group(head, *[section_panel(book, s) for s in sections])


def glossary_table(book: Rulebook, terms: list[Term]) -> Group:
    table = Table(title="Glossary", show_lines=False)
    for col in ("Thai", "Japanese", "English", "romaji", "page", "section"):
        table.add_column(col)
    for t in terms:
        th = f"{t.th} *" if t.th_own else t.th
        table.add_row(th, t.ja, t.en, t.romaji, ", ".join(map(str, t.pages)), t.section)
    note = Text("* Thai label of our own; the Thai text never prints this term.", style="dim") if any(
        t.th_own for t in terms) else Text("")
    return Group(book_line(book), table, note)


def rulebooks_table(books: list[Rulebook]) -> Table:
    table = Table(title="Rulebooks")
    for col in ("id", "title", "version", "sections", "pages", "role"):
        table.add_column(col)
    for b in books:
        pages = b.page_numbers
        role = "primary (engine)" if b.id == "conan-2.5" else "secondary (search only)"
        table.add_row(b.id, b.title_th, b.version, str(len(b.sections)),
                      f"{pages[0]}–{pages[-1]}" if pages else "—", role)
    return table


def error_text(message: str, hint: str | None) -> Text:
    t = Text.assemble(("error: ", "bold red"), message)
    if hint:
        t.append(f"\n  hint: {hint}", style="yellow")
    return t
