"""Rich renderables for the CLI: the library returns data, this turns it into panels and tables."""

from __future__ import annotations

import unicodedata

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from judge.rulebook import PRIMARY, Rulebook, SearchHit, Section, Term, load
from judge.search import compact, normalize

EVENT_STYLE = {"assumed": "yellow", "forbidden": "red"}  # by the trace event's kind
from judge.plaintext import visible


def plain(text, style: str = "", newlines: bool = False) -> Text:
    """Text from a file or the command line, as a renderable: never read as markup, control characters visible."""
    return Text(visible(text, newlines), style=style)


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
    text.highlight_words([w for w in words if w], style="bold black on yellow", case_sensitive=False)


def _snippet(text: str, words: list[str], width: int = 260) -> str:
    """The part of `text` around the first highlighted word, at most `width` characters."""
    if len(text) <= width:
        return text
    low = text.casefold()
    found = [low.find(w.casefold()) for w in words if w]
    pos = min((p for p in found if p >= 0), default=0)
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
            if compact(alias) == hit.matched:
                words.append(alias)
    return sorted({w for w in words if len(w) >= 2}, key=len, reverse=True)


def search_results(query: str, books: dict[str, Rulebook], hits: list[SearchHit]) -> Group:
    parts: list = [Text.assemble(*[book_line(b) + Text("\n") for b in books.values()])]
    if not hits:
        parts.append(plain(f"No section matches '{query}'. Try fewer words, another spelling, or --rulebook all.",
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
        table.add_column(col, no_wrap=col in ("id", "version", "pages"))
    for b in books:
        pages = b.page_numbers
        role = "primary (engine)" if b.id == PRIMARY else "secondary (search only)"
        table.add_row(b.id, b.title_th, b.version, str(len(b.sections)),
                      f"{pages[0]}–{pages[-1]}" if pages else "—", role)
    return table


def error_text(message: str, hint: str | None) -> Text:
    t = Text.assemble(("error: ", "bold red"), plain(message, newlines=True))
    if hint:
        t.append_text(plain(f"\n  hint: {hint}", style="yellow", newlines=True))
    return t


# ------------------------------------------------------------------ replay and board

def _cite_badge(c: dict) -> str:
    return f"p.{c['page']} {'Thai' if c['source'] == 'thai' else 'supplement'} · {c['section']}"


def _quote(section_id: str) -> Text:
    """A short quote of a Thai section, or the first line of a supplement section marked as ours."""
    s = load(PRIMARY).section(section_id)
    lines = [ln.strip() for ln in s.text.splitlines() if ln.strip()]
    first = next((ln for ln in lines if len(ln) >= 25 and not ln.endswith(":")), lines[0] if lines else "")
    first = first if len(first) <= 110 else first[:110] + "…"
    if s.source == "thai":
        return Text.assemble((f"    {s.page_label} {s.id} ", "dim"), (f"“{first}”", "cyan"), (" (Thai text)", "dim"))
    return Text.assemble((f"    {s.page_label} {s.id} ", "dim"), (first, "magenta"), (" (supplement, our words)", "dim"))


def replay_view(result) -> Group:
    book = load(PRIMARY)
    sc = result.scenario
    parts: list = [book_line(book)]
    if sc.position.title:
        parts.append(plain(sc.position.title, style="bold"))
    for step in result.steps:
        head = Text.assemble((f"{step.n:>2}. ", "bold"), plain(step.line, style="bold"))
        if result.illegal and result.illegal.n == step.n:
            head.append("   FORBIDDEN", style="bold red")
        parts.append(head)
        seen: list[str] = []
        for e in step.events:
            cites = e.to_json()["cites"]
            style = EVENT_STYLE.get(e.kind, "")
            line = Text.assemble(("    • ", "dim"), plain(e.text, style=style))
            if cites:
                line.append("  [" + "; ".join(_cite_badge(c) for c in cites) + "]", style="dim")
            parts.append(line)
            seen += [s for s in e.sections if s not in seen]
        for sid in seen:
            parts.append(_quote(sid))
    if result.assumed:
        parts.append(plain("assumed (no answer given): " + "; ".join(
            f"{a['answer']} after line {a['after']}" for a in result.assumed), style="yellow"))
    if result.illegal:
        il = result.illegal.to_json()
        parts.append(Panel(Text.assemble(plain(il["reason"], style="bold"), "\n", "; ".join(_cite_badge(c) for c in il["cites"])),
                           title=f"line {il['n']} is forbidden; nothing after it ran", border_style="red"))
    if result.winner:
        parts.append(Text(f"winner: {result.winner}", style="bold green"))
    if result.expects:
        table = Table(title="expectations")
        for col in ("", "expect", "actual"):
            table.add_column(col)
        for r in result.expects:
            table.add_row(Text("✓", style="green") if r.ok else Text("✗", style="bold red"), plain(r.expectation.text),
                          plain(r.actual))
        parts.append(table)
    parts.append(board_view(result.final, result.winner, title="final board"))
    return Group(*parts)


def _player_panel(pos, name: str) -> Panel:
    p = pos.players[name]
    level = pos.case_level(name)
    case = Text.assemble(("case ", "dim"), plain(p.case.name or "—", style="bold"), f" [{'/'.join(p.case.colors) or '—'}] ",
                         ("Resolution Phase" if p.case.side == "solution" else "Case Phase",
                          "bold green" if p.case.side == "solution" else "yellow"),
                         ("   evidence ", "dim"), (f"{len(p.evidence)} / {level}",
                                                    "bold green" if len(p.evidence) >= level else "bold"))
    partner = Text.assemble(("partner ", "dim"), plain(p.partner.name or "—", style="bold"),
                            f" LP {p.partner.value('lp')} · {p.partner.state} · "
                            f"{'File Area (assisting)' if p.partner.zone == 'file' else 'Partner zone'}")
    scene = Table(show_edge=False, box=None, pad_edge=False)
    for col in ("scene", "name", "state", "AP", "LP", "lv", "notes"):
        scene.add_column(col, style="bold" if col == "scene" else None)
    for c in p.scene:
        notes = []
        if c.entered_this_turn:
            notes.append("intro")
        notes += c.keywords
        notes += [f"{m.stat}{m.amount:+d} ({m.until})" for m in c.mods]
        if c.mr:
            notes.append("MR")
        if c.set_cards:
            notes.append(f"{len(c.set_cards)} set")
        state_style = {"active": "green", "sleep": "yellow", "stun": "red"}[c.state]
        scene.add_row(plain(c.id), plain(c.name if isinstance(c.name, str) else "＆".join(c.name or [])),
                      Text(c.state, style=state_style), str(c.value("ap")), str(c.value("lp")), str(c.value("level")),
                      plain(", ".join(notes)))
    counts = Text.assemble(("hand ", "dim"), str(len(p.hand)), ("  deck ", "dim"), str(len(p.deck)),
                           ("  file ", "dim"), str(p.file_count), ("  evidence ", "dim"), str(len(p.evidence)),
                           ("  removed ", "dim"), str(len(p.removed)), ("  partner zone ", "dim"), str(len(p.partner_zone)))
    role = "first player" if name == pos.first else "second player"
    turn = f" · to play (turn {pos.turn}, {pos.phase} phase)" if name == pos.active else ""
    return Panel(Group(case, partner, scene if p.scene else Text("scene: empty", style="dim"), counts),
                 title=f"{name} — {role}{turn}", title_align="left",
                 border_style="bold blue" if name == pos.active else "blue")


def board_view(pos, winner: str | None = None, title: str | None = None) -> Group:
    parts: list = []
    if title:
        parts.append(plain(title, style="bold underline"))
    parts += [_player_panel(pos, "A"), _player_panel(pos, "B")]
    if winner:
        parts.append(Text(f"winner: {winner}", style="bold green"))
    return Group(*parts)


# ------------------------------------------------------------------ rulings

def _source_text(src: dict) -> str:
    if src.get("type") == "card-qa":
        return f"official Q&A {src.get('qa')} of card {src.get('card')} ({', '.join(src.get('numbers', []))})"
    if src.get("type") == "official-qa":
        return f"official Q&A #{src.get('number')} ({', '.join(src.get('cards', []))})"
    if src.get("type") == "point":
        return f"Point, p.{src.get('page')}"
    return f"derived: {src.get('rule', '')}"


def _cites_text(ruling) -> str:
    out = []
    for c in ruling.cites:
        s = load(c.rulebook).section(c.section)
        out.append(f"p.{c.page} {c.section} ({'Thai text' if s.source == 'thai' else 'supplement'})")
    return " · ".join(out)


def verify_table(verdicts: list, totals: dict) -> Group:
    table = Table(title="rulings verify")
    for col in ("ruling", "pages", "", "reason"):
        table.add_column(col, overflow="fold")
    for v in verdicts:
        mark = Text("pass", style="green") if v.ok and v.replayed else (
            Text("text", style="cyan") if v.ok else Text("FAIL", style="bold red"))
        table.add_row(v.id, ", ".join(map(str, v.pages)), mark, v.reason)
    line = Text(f"{totals['total']} rulings · {totals['replayed']} replayed · {totals['passed']} passed",
                style="bold green" if totals["passed"] == totals["total"] else "bold red")
    return Group(book_line(load(PRIMARY)), table, line)


OPEN_NOTE = ("OPEN QUESTION — the rulebook, our supplement and the official Q&A do not settle this. "
             "The answer below is the reading the engine applies, and why; it is not a settled ruling.")


def ruling_panel(ruling, outcome: dict | None = None) -> Panel:
    is_open = getattr(ruling, "is_open", False)
    items: list = [*([Text(OPEN_NOTE, style="bold magenta")] if is_open else []),
        Text.assemble(("Q ", "bold"), ruling.question["th"], ("\n  ", ""), (ruling.question["en"], "italic")),
        Text.assemble(("reading " if is_open else "A ", "bold magenta" if is_open else "bold green"),
                      ruling.answer["th"], ("\n  ", ""), (ruling.answer["en"], "italic")),
        Text.assemble(("verdict: ", "dim"), (ruling.verdict, "bold")),
        Text.assemble(("cites: ", "dim"), _cites_text(ruling)),
        *[_quote(c.section) for c in ruling.cites],
        Text.assemble(("source: ", "dim"), _source_text(ruling.source)),
    ]
    if not ruling.has_scenario:
        items.append(Text(f"not replayed: {ruling.reason}", style="yellow"))
    elif outcome is not None:
        ok = outcome["exit"] == 0
        checks = "; ".join(f"{e['line']} → {e['actual']}" for e in outcome["expect"])
        items.append(Text.assemble(("replayed: ", "dim"), ("✓ " if ok else "✗ ", "green" if ok else "red"), checks))
    return Panel(Group(*items), title=ruling.id + (" (open question)" if is_open else ""), title_align="left",
                 border_style="magenta" if is_open else "green")


ASK_HEADINGS = {
    "direct": ("The ruling that answers this", "bold green"),
    "open": ("This is an open question: no rule settles it. The reading the engine applies (not a settled "
             "answer):", "bold magenta"),
    "related": ("No ruling answers this directly. Related rulings (not the answer):", "bold yellow"),
    "none": ("No ruling answers this directly, and none is close.", "bold yellow"),
}


def ask_view(answer: dict, rulings: dict) -> Group:
    book = load(PRIMARY)
    parts: list = [book_line(book), Text.assemble(("question: ", "bold"), plain(answer["question"]))]
    heading, style = ASK_HEADINGS[answer["match"]]
    parts.append(Text(heading, style=style))
    for i, r in enumerate(answer["rulings"]):
        panel = ruling_panel(rulings[r["id"]], r["outcome"])
        if r.get("status") == "open":
            panel.title = f"{r['id']} (open question{'' if i == 0 and answer['match'] == 'open' else ', related'})"
        elif answer["match"] != "direct" or i > 0:
            panel.border_style = "yellow" if answer["match"] != "direct" else "dim"
            panel.title = f"{r['id']} ({'related' if answer['match'] != 'direct' else 'also'})"
        parts.append(panel)
    if answer["sections"]:
        parts.append(Text("Rule sections for the question:", style="bold"))
    for s in answer["sections"]:
        parts.append(section_panel(book, book.section(s["id"]), with_english=False))
    return Group(*parts)
