"""Rich renderables for the CLI: the library returns data, this turns it into panels and tables."""

from __future__ import annotations

import unicodedata

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from judge.cards import COLOR_WORDS as COLOURS
from judge.i18n import Pair, current_language, messages, say, text
from judge.lines import Line
from judge.rulebook import PRIMARY, Rulebook, SearchHit, Section, Term, load
from judge.rules.core import thai_name, word
from judge.search import compact, normalize
from judge.thaiwrap import thai_table
from judge.plaintext import visible

EVENT_STYLE = {"assumed": "yellow", "forbidden": "red"}  # by the trace event's kind


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
        t.append(f" {_t('view.rule', rule=section.rule)} ", style="bold white on blue")
        t.append(" ")
    t.append(f" {section.page_label} ", style="bold black on white")
    t.append(" ")
    basis = _t(f"view.basis-{section.basis}") if section.basis in BASIS_STYLE else section.basis
    t.append(f" {basis} ", style=f"bold {BASIS_STYLE.get(section.basis, 'dim')} reverse")
    t.append(" ")
    if section.source == "supplement":
        t.append(f" {_t('view.not-thai-text')} ", style="bold magenta reverse")
    else:
        t.append(f" {_t('view.thai-text')} ", style="bold cyan reverse")
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
        parts.append(plain(_t("view.no-section", query=query), style="yellow"))
        return Group(*parts)
    for n, hit in enumerate(hits, 1):
        s = hit.section
        words = match_words(query, hit)
        body = Text(_snippet(s.text, words))
        _highlight(body, words)
        title = Text.assemble((f"{n}. ", "bold"), _title(s))
        header = Text.assemble(badges(s), ("  ", ""), (f"{s.rulebook}:{s.id}", "dim"), (f"  {_t('view.score', score=f'{hit.score:.2f}')}", "dim"))
        parts.append(Panel(Group(header, body), title=title, title_align="left", border_style="blue"))
    return Group(*parts)


def _title(s: Section) -> Text:
    """A section's Thai title, and in English its English title beside it."""
    en = s.title_en if current_language() == "en" and s.title_en else ""
    return Text.assemble((s.title_th, "bold"), (f"  {en}" if en else "", "italic dim"))


def section_panel(book: Rulebook, s: Section, with_english: bool = True) -> Panel:
    items: list = [badges(s), Text(s.text)]
    if with_english and s.text_en and current_language() == "en":  # in Thai: the Thai words only
        items.append(Text("\n" + s.text_en, style="italic"))
    if s.links:
        links = Text(_t("view.links"), style="dim")
        for lk in s.links:
            target = ", ".join(lk.sections) if lk.sections else "—"
            links.append(f"p.{lk.page} → {target}   ", style="cyan")
        items.append(links)
    title = _title(s)
    return Panel(Group(*items), title=title, subtitle=f"{book.id}:{s.id}", title_align="left", border_style="blue")


def section_view(book: Rulebook, s: Section) -> Group:
    return Group(book_line(book), section_panel(book, s))


def page_view(book: Rulebook, page: int, sections: list[Section]) -> Group:
    head = Text.assemble(book_line(book), ("\n" + _t("view.page-head", page=page, n=len(sections)), "bold"))
    return Group(head, *[section_panel(book, s) for s in sections])


messages({
    "glossary.title": ("Glossary", "อภิธานศัพท์"),
    "glossary.col-thai": ("Thai", "ไทย"),
    "glossary.col-japanese": ("Japanese", "ญี่ปุ่น"),
    "glossary.col-english": ("English", "อังกฤษ"),
    "glossary.col-romaji": ("romaji", "โรมาจิ"),
    "glossary.col-page": ("page", "หน้า"),
    "glossary.col-section": ("section", "หัวข้อ"),
    "glossary.own-note": ("* Thai label of our own; the Thai text never prints this term.",
                          "* คำไทยที่เราตั้งเอง ต้นฉบับไทยไม่มีคำนี้"),
    "rulebooks.title": ("Rulebooks", "กติกา"),
    "rulebooks.col-id": ("id", "รหัส"),
    "rulebooks.col-title": ("title", "ชื่อ"),
    "rulebooks.col-version": ("version", "ฉบับ"),
    "rulebooks.col-sections": ("sections", "หัวข้อ"),
    "rulebooks.col-pages": ("pages", "หน้า"),
    "rulebooks.col-role": ("role", "บทบาท"),
    "rulebooks.primary": ("primary (engine)", "หลัก (เอนจิน)"),
    "rulebooks.secondary": ("secondary (search only)", "รอง (ค้นอย่างเดียว)"),
})


def glossary_table(book: Rulebook, terms: list[Term]) -> Group:
    table = Table(title=_t("glossary.title"), show_lines=False)
    for col in ("thai", "japanese", "english", "romaji", "page", "section"):
        table.add_column(_t(f"glossary.col-{col}"))
    for t in terms:  # the terms themselves are trilingual data: shown as they are in both languages
        th = f"{t.th} *" if t.th_own else t.th
        table.add_row(th, t.ja, t.en, t.romaji, ", ".join(map(str, t.pages)), t.section)
    note = Text(_t("glossary.own-note"), style="dim") if any(t.th_own for t in terms) else Text("")
    return Group(book_line(book), thai_table(table), note)


def rulebooks_table(books: list[Rulebook]) -> Table:
    table = Table(title=_t("rulebooks.title"))
    for col in ("id", "title", "version", "sections", "pages", "role"):
        table.add_column(_t(f"rulebooks.col-{col}"), no_wrap=col in ("id", "version", "pages"),
                         overflow="fold")  # a Thai title has no spaces to wrap at
    for b in books:
        pages = b.page_numbers
        role = _t("rulebooks.primary") if b.id == PRIMARY else _t("rulebooks.secondary")
        table.add_row(b.id, b.title_th, b.version, str(len(b.sections)),
                      f"{pages[0]}–{pages[-1]}" if pages else "—", role)
    return thai_table(table)


def error_text(message, hint) -> Text:
    """A user's mistake: message and hint (text or Msg) in this run's language."""
    from judge.i18n import render as words, say

    t = Text.assemble((words(say("error.label")), "bold red"), plain(words(message), newlines=True))
    if hint:
        t.append_text(plain(f"\n  {words(say('error.hint'))}{words(hint)}", style="yellow", newlines=True))
    return t


# ------------------------------------------------------------------ replay and board

messages({
    "view.thai-text": ("Thai text", "ต้นฉบับไทย"),
    "view.supplement": ("supplement", "ส่วนเสริม"),
    "view.supplement-ours": ("supplement, our words", "ส่วนเสริม คำของเรา"),
    "view.forbidden": ("FORBIDDEN", "ทำไม่ได้"),
    "view.assumed": ("assumed (no answer given): {list}", "ถือว่า (ไม่มีคำตอบ): {list}"),
    "view.assumed-one": ("{answer} after line {after}", "`{answer}` หลังบรรทัด {after}"),
    "view.illegal-title": ("line {n} is forbidden; nothing after it ran", "บรรทัด {n} ทำไม่ได้; บรรทัดหลังจากนั้นไม่ได้เล่น"),
    "view.winner": ("winner: {player}", "ผู้ชนะ: {player}"),
    "view.expectations": ("expectations", "สิ่งที่คาดไว้"),
    "view.final-board": ("final board", "กระดานสุดท้าย"),
    "view.legend": ("p.N* only our supplement says it · --quote: the rulebook's words",
                    "p.N* มีเฉพาะในส่วนเสริมของเรา · --quote: ข้อความในกฎ"),
    "view.position": ("position", "ตำแหน่งเริ่มต้น"),
    "board.first": ("first player", "ผู้เล่นก่อน"),
    "board.second": ("second player", "ผู้เล่นหลัง"),
    "board.to-play": ("to play (turn {turn}, {phase} phase)", "ตาเล่น (เทิร์น {turn} {phase}เฟส)"),
    "board.case": ("case", "คดี"),
    "board.case-phase": ("Case Phase", "ช่วงสืบคดี"),
    "board.resolution": ("Resolution Phase", "ช่วงไขคดี"),
    "board.evidence-of": ("evidence {have} / {level}", "หลักฐาน {have} / {level}"),
    "board.partner": ("partner", "พาร์ทเนอร์"),
    "board.partner-file": ("File Area (assisting)", "ไฟล์โซน (แอสซิสต์)"),
    "board.scene": ("scene", "ที่เกิดเหตุ"),
    "board.name": ("name", "ชื่อ"),
    "board.state": ("state", "สถานะ"),
    "board.notes": ("notes", "หมายเหตุ"),
    "board.intro": ("intro", "ประกาศตัว"),
    "board.set": ("{count} set", "เซ็ต {count}"),
    "board.stacked": ("{count} stacked", "ซ้อน {count}"),
    "board.gained": ("gained “{what}” ({until})", "ได้รับ “{what}” ({until})"),
    "board.empty-scene": ("scene: empty", "ที่เกิดเหตุ: ว่าง"),
    "board.counts": ("hand {hand} · deck {deck} · file {file} · removed {removed}",
                     "มือ {hand} · เด็ค {deck} · ไฟล์ {file} · รีมูฟ {removed}"),
    "board.partner-zone-count": ("partner zone {count}", "พาร์ทเนอร์โซน {count}"),
})




def _t(code: str, **args) -> str:
    return text(say(code, **args))


def _cite_badge(c: dict) -> str:
    return f"p.{c['page']} {_t('view.thai-text') if c['source'] == 'thai' else _t('view.supplement')} · {c['section']}"


def _page_mark(cites: list[dict]) -> str:
    """`p.17` for the pages of the Thai text an event rests on; `p.17*` when only the supplement says it."""
    thai = list(dict.fromkeys(c["page"] for c in cites if c["source"] == "thai"))
    if thai:
        return "p." + ",".join(map(str, thai))
    supp = list(dict.fromkeys(c["page"] for c in cites))
    return ("p." + ",".join(map(str, supp)) + "*") if supp else ""


def _quote(section_id: str, indent: str = "    ") -> Text:
    """A short quote of a Thai section, or the first line of a supplement section marked as ours."""
    s = load(PRIMARY).section(section_id)
    lines = [ln.strip() for ln in s.text.splitlines() if ln.strip()]
    first = next((ln for ln in lines if len(ln) >= 25 and not ln.endswith(":")), lines[0] if lines else "")
    first = first if len(first) <= 110 else first[:110] + "…"
    if s.source == "thai":
        return Text.assemble((f"{indent}{s.page_label} {s.id} ", "dim"), (f"“{first}”", "cyan"),
                             (f" ({_t('view.thai-text')})", "dim"))
    return Text.assemble((f"{indent}{s.page_label} {s.id} ", "dim"), (first, "magenta"),
                         (f" ({_t('view.supplement-ours')})", "dim"))


def _hanging(prefix: Text, body: Text) -> Table:
    """`prefix` then `body`, whose wrapped lines keep the indentation (a grid measures Thai cell widths)."""
    grid = Table.grid(padding=0)
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")
    grid.add_row(prefix, body)
    return thai_table(grid)


def replay_view(result, quote: bool = False) -> Group:
    """The compact trace: each `do` line, then one line per event with the page it rests on; the quotations of
    the cited sections only with `quote` (each section once per replay); the expectations; the final board."""
    from judge.rules.core import cite, shortening

    book = load(PRIMARY)
    sc = result.scenario
    parts: list = [book_line(book)]
    if sc.position.title:
        parts.append(plain(sc.position.title, style="bold"))
    quoted: set[str] = set()
    with shortening():
        for step in result.steps:
            line = step.line if step.n else text(say("view.position")) if step.line == "position" else step.line
            head = Text.assemble((f"{step.n:>2}. ", "bold"), plain(line, style="bold"))
            if result.illegal and result.illegal.n == step.n:
                head.append(f"   {_t('view.forbidden')}", style="bold red")
            parts.append(head)
            for e in step.events:
                cites = [cite(s) for s in e.sections]  # not to_json(): it would render the labels
                mark = _page_mark(cites)
                body = plain(text(e.msg if e.msg is not None else e.text), style=EVENT_STYLE.get(e.kind, ""))
                parts.append(_hanging(Text(f"   {mark:<5} ", style="dim"), body))
                if quote:
                    for sid in e.sections:
                        if sid not in quoted:
                            quoted.add(sid)
                            parts.append(_hanging(Text(" " * 9), _quote(sid, indent="")))
    if result.assumed:
        parts.append(plain(_t("view.assumed", list="; ".join(
            _t("view.assumed-one", answer=Line(a["answer"]), after=a["after"]) for a in result.assumed)), style="yellow"))
    if result.illegal:
        il = result.illegal
        cites = il.to_json()["cites"]
        parts.append(Panel(Text.assemble(plain(text(il.msg if il.msg is not None else il.reason), style="bold"), "\n",
                                         "; ".join(_cite_badge(c) for c in cites)),
                           title=_t("view.illegal-title", n=il.n), border_style="red"))
    if result.winner:
        parts.append(Text(_t("view.winner", player=result.winner), style="bold green"))
    if result.expects:
        parts.append(Text(_t("view.expectations"), style="bold underline"))
        for r in result.expects:
            mark = Text(" ✓ ", style="green") if r.ok else Text(" ✗ ", style="bold red")
            parts.append(_hanging(mark, Text.assemble(plain(r.expectation.text), ("  → ", "dim"), plain(str(r.actual)))))
    if not quote:
        parts.append(Text(_t("view.legend"), style="dim"))
    parts.append(board_view(result.final, result.winner, title=_t("view.final-board")))
    return Group(*parts)


def card_name(card) -> str:
    """A card's name as the board shows it: in Thai a real card by its Thai name, the Japanese beside (as the
    trace names it: card_data/names-th.yaml); otherwise its name as written."""
    name = card.name if isinstance(card.name, str) else "＆".join(card.name or [])
    number = getattr(card, "number", None)
    th = thai_name(number) if number and current_language() == "th" else None
    return f"{th} ({name})" if th and name and th != name else th or name


def _player_panel(pos, name: str) -> Group:
    """One player in a few lines at 80 columns: who, the case and the Partner, the scene, the zone counts."""
    p = pos.players[name]
    level = pos.case_level(name)
    role = _t("board.first") if name == pos.first else _t("board.second")
    turn = f" · {_t('board.to-play', turn=pos.turn, phase=text(word(pos.phase)))}" if name == pos.active else ""
    head = Text.assemble((f"{name}", "bold reverse blue" if name == pos.active else "bold blue"),
                         (f" — {role}{turn}", "bold" if name == pos.active else ""))
    solved = p.case.side == "solution"
    case = Text.assemble(("  " + _t("board.case") + " ", "dim"), plain(card_name(p.case) or "—", style="bold"),
                         f" [{'/'.join(text(COLOURS.get(c, c)) for c in p.case.colors) or '—'}] ",
                         (_t("board.resolution") if solved else _t("board.case-phase"),
                          "bold green" if solved else "yellow"), " · ",
                         (_t("board.evidence-of", have=len(p.evidence), level=level),
                          "bold green" if len(p.evidence) >= level else "bold"))
    where = f" · {_t('board.partner-file')}" if p.partner.zone == "file" else ""
    counts = _t("board.counts", hand=len(p.hand), deck=len(p.deck), file=p.file_count, removed=len(p.removed))
    if p.partner_zone:
        counts += " · " + _t("board.partner-zone-count", count=len(p.partner_zone))
    partner = Text.assemble(("  " + _t("board.partner") + " ", "dim"), plain(card_name(p.partner) or "—", style="bold"),
                            f" LP {pos.value(p.partner, 'lp')} · {text(word(p.partner.state))}{where}", ("   " + counts, "dim"))
    scene = Table(show_edge=False, box=None, pad_edge=False, padding=(0, 1))
    scene.add_column(Text("  "), no_wrap=True)
    for col in ("scene", "name", "state", "AP", "LP", "lv", "notes"):
        title = _t(f"board.{col}") if col in ("scene", "name", "state", "notes") else col
        scene.add_column(title, style="bold" if col == "scene" else None, no_wrap=col != "notes" and col != "name")
    for c in p.scene:
        notes = []
        if c.entered_this_turn:
            notes.append(_t("board.intro"))
        notes += c.keywords
        notes += [modifier_note(m) for m in c.mods]
        if c.mr:
            notes.append("MR")
        if c.set_cards:
            notes.append(_t("board.set", count=len(c.set_cards)))
        if c.stack_count:
            notes.append(_t("board.stacked", count=c.stack_count))
        state_style = {"active": "green", "sleep": "yellow", "stun": "red"}[c.state]
        scene.add_row("", plain(c.id), plain(card_name(c)),
                      Text(text(word(c.state)), style=state_style), str(pos.value(c, "ap")), str(pos.value(c, "lp")),
                      str(pos.value(c, "level")), plain(", ".join(notes)))
    return Group(head, case, partner, scene if p.scene else Text("  " + _t("board.empty-scene"), style="dim"))


def modifier_note(m) -> str:
    """A modifier as the board's notes show it: `ap+2000 (turn)`, a keyword given `rush (turn)`, an ability
    gained in the words of a card script (`gained At the end of your turn: …`), each until its duration ends."""
    until = text(word(m.until))
    if m.stat == "grant":
        return f"{m.keyword} ({until})"
    if m.stat == "lose":  # a keyword it does not have until then (p.25)
        return f"-{m.keyword} ({until})"
    if m.stat == "rename":  # its card name rewritten (p.27)
        return f"[{m.keyword}] ({until})"
    if m.stat.startswith("base_"):  # its original AP / LP set (p.27)
        return f"{m.stat}={m.amount} ({until})"
    if m.stat == "gain":
        from judge.scripts.words import ability_lines

        return _t("board.gained", what=" / ".join(ability_lines(m.ability or {}, current_language())), until=until)
    if m.stat == "features":  # features lost and gained: `-警察 -警視庁 +探偵 (scene)`
        change = m.ability or {}
        return " ".join([*(f"-{f}" for f in change.get("lose", ())), *(f"+{f}" for f in change.get("gain", ()))]) \
            + f" ({until})"
    return f"{m.stat}{m.amount:+d} ({until})"


def board_view(pos, winner: str | None = None, title: str | None = None) -> Group:
    parts: list = []
    if title:
        parts.append(plain(title, style="bold underline"))
    parts += [_player_panel(pos, "A"), _player_panel(pos, "B")]
    if winner:
        parts.append(Text(_t("view.winner", player=winner), style="bold green"))
    return Group(*parts)


# ------------------------------------------------------------------ rulings

messages({
    "ruling.q": ("Q ", "ถาม "),
    "ruling.a": ("A ", "ตอบ "),
    "ruling.reading": ("reading ", "การตีความ "),
    "ruling.verdict": ("verdict: ", "คำตัดสิน: "),
    "ruling.cites": ("cites: ", "อ้างอิง: "),
    "ruling.source": ("source: ", "ที่มา: "),
    "ruling.replayed": ("replayed: ", "เล่นซ้ำ: "),
    "ruling.not-replayed": ("not replayed: {reason}", "ยังไม่ได้เล่นซ้ำ: {reason}"),
    "ruling.needs": ("the engine still lacks {needs}", "เอนจินยังขาด {needs}"),
    "ruling.no-needs": ("the engine cannot express it yet", "เอนจินยังแสดงคำวินิจฉัยนี้ไม่ได้"),
    "ruling.need-E": ("effects", "เอฟเฟกต์"),
    "ruling.need-Q": ("conditions and choices", "เงื่อนไขและการเลือก"),
    "ruling.need-T": ("abilities and triggers", "ความสามารถและทริกเกอร์"),
    "ruling.need-V": ("validity icons", "ไอคอนเงื่อนไข"),
    "ruling.need-L": ("use limits", "จำนวนครั้งที่ใช้ได้"),
    "ruling.open-title": ("open question", "คำถามที่ยังไม่มีข้อยุติ"),
    "ruling.related": ("related", "ที่เกี่ยวข้อง"),
    "ruling.also": ("also", "อีกข้อ"),
    "ruling.open-note": ("OPEN QUESTION — the rulebook, our supplement and the official Q&A do not settle this. "
                         "The answer below is the reading the engine applies, and why; it is not a settled ruling.",
                         "คำถามที่ยังไม่มีข้อยุติ — กติกา ส่วนเสริมของเรา และ Q&A ทางการ ไม่ได้ตัดสินเรื่องนี้ "
                         "คำตอบข้างล่างคือการตีความที่เอนจินใช้และเหตุผล ไม่ใช่คำวินิจฉัยที่ยุติแล้ว"),
    "ruling.src-card-qa": ("official Q&A {qa} of card {card} ({numbers})", "Q&A ทางการข้อ {qa} ของการ์ด {card} ({numbers})"),
    "ruling.src-official-qa": ("official Q&A #{number} ({cards})", "Q&A ทางการ #{number} ({cards})"),
    "ruling.src-point": ("Point, p.{page}", "กรอบ 'Point' หน้า {page}"),
    "ruling.src-derived": ("derived: {rule}", "อนุมานจากกติกา: {rule}"),
    "ruling.src-derived-th": ("derived: {rule}", "อนุมานจากกติกาที่อ้างอิง ({rule})"),
    "ruling.cite": ("p.{page} {section} ({source})", "หน้า {page} {section} ({source})"),
    "verify.title": ("rulings verify", "ตรวจคำวินิจฉัย"),
    "verify.col-ruling": ("ruling", "คำวินิจฉัย"),
    "verify.col-pages": ("pages", "หน้า"),
    "verify.col-reason": ("reason", "เหตุผล"),
    "verify.pass": ("pass", "ผ่าน"),
    "verify.text": ("text", "ข้อความ"),
    "verify.fail": ("FAIL", "ไม่ผ่าน"),
    "verify.all-hold": ("replayed: every expectation holds", "เล่นซ้ำแล้ว: ทุกสิ่งที่คาดไว้เป็นจริง"),
    "verify.failed": ("{reason}", "เล่นซ้ำแล้วไม่ผ่าน: {reason}"),
    "verify.summary": ("{total} rulings · {replayed} replayed · {passed} passed",
                       "คำวินิจฉัย {total} ข้อ · เล่นซ้ำ {replayed} · ผ่าน {passed}"),
})

OPEN_NOTE = say("ruling.open-note").text("en")  # the HTML export's English note


def _source_text(src: dict, lang: str = "en") -> str:
    """Where a ruling comes from; a derived ruling's rule note is English data, in Thai only its pages."""
    kind = src.get("type")
    if kind == "card-qa":
        return say("ruling.src-card-qa", qa=src.get("qa"), card=_card_named(src.get("card")),
                   numbers=", ".join(src.get("numbers", []))).text(lang)
    if kind == "official-qa":
        return say("ruling.src-official-qa", number=src.get("number"), cards=", ".join(src.get("cards", []))).text(lang)
    if kind == "point":
        return say("ruling.src-point", page=src.get("page")).text(lang)
    rule = src.get("rule", "")
    if lang == "th":
        import re

        return say("ruling.src-derived-th", rule=", ".join(re.findall(r"p\.\d+(?:[–-]\d+)?", rule)) or "—").text(lang)
    return say("ruling.src-derived", rule=rule).text(lang)


def _card_named(card_id):
    """A card ID as a reader sees it: `0438 อาคาอิ ชูอิจิ 赤井秀一` (the ID, then its name in the reader's
    language with the Japanese beside); the ID alone for a card the list in use does not have."""
    from judge.cardnames import name_label
    from judge.cards import load

    card = load().get(str(card_id)) if card_id else None
    if card is None:
        return card_id
    label = name_label(card.name)
    return Pair(f"{card_id} {label.en}", f"{card_id} {label.th}")


def _cites_text(ruling) -> str:
    out = []
    for c in ruling.cites:
        s = load(c.rulebook).section(c.section)
        out.append(_t("ruling.cite", page=c.page, section=c.section,
                      source=_t("view.thai-text") if s.source == "thai" else _t("view.supplement")))
    return " · ".join(out)


def _not_replayed(ruling) -> str:
    """Why a ruling is not replayed: its own reason (English data) in English; in Thai what the engine lacks."""
    if current_language() == "en" or not ruling.reason:
        return _t("ruling.not-replayed", reason=ruling.reason or "—")
    needs = getattr(ruling, "needs", None)
    if needs is None:  # an index summary (search, ask): its file says what the engine lacks
        from judge.rulings import find

        needs = find(ruling.id).needs
    why = _t("ruling.needs", needs=needs_words(needs)) if needs else _t("ruling.no-needs")
    return _t("ruling.not-replayed", reason=why)


# what a ruling's `needs:` codes are, by their letter (card_data/needs.yaml, the card census)
NEED_KINDS = {"E": "ruling.need-E", "Q": "ruling.need-Q", "T": "ruling.need-T", "V": "ruling.need-V",
              "L": "ruling.need-L"}


def needs_words(needs) -> str:
    """What the engine lacks, in this run's words: the codes (`E:activate`) grouped by what they are
    (effects, conditions and choices, triggers, validity icons, use limits), each code as code."""
    groups: dict[str, list[str]] = {}
    for need in needs:
        kind, _, name = need.partition(":")
        groups.setdefault(NEED_KINDS.get(kind, ""), []).append(f"`{name or need}`" if kind in NEED_KINDS else f"`{need}`")
    return "; ".join((_t(code) + " " if code else "") + ", ".join(names) for code, names in groups.items())


def verify_table(verdicts: list, totals: dict) -> Group:
    thai = current_language() == "th"
    needs = {}
    if thai:  # the reasons of the rulings not replayed are English data: say what the engine lacks
        from judge.rulings import all_rulings

        needs = {r.id: r for r in all_rulings()}
    table = Table(title=_t("verify.title"))
    for col in ("ruling", "pages", "", "reason"):
        table.add_column(_t(f"verify.col-{col}") if col else "", overflow="fold")
    for v in verdicts:
        mark = Text(_t("verify.pass"), style="green") if v.ok and v.replayed else (
            Text(_t("verify.text"), style="cyan") if v.ok else Text(_t("verify.fail"), style="bold red"))
        reason = v.reason
        if thai and v.ok:
            reason = _t("verify.all-hold") if v.replayed else (
                _not_replayed(needs[v.id]) if v.id in needs else _t("ruling.not-replayed", reason=_t("ruling.no-needs")))
        elif thai:
            reason = _t("verify.failed", reason=v.reason)
        table.add_row(v.id, ", ".join(map(str, v.pages)), mark, reason)
    line = Text(_t("verify.summary", total=totals["total"], replayed=totals["replayed"], passed=totals["passed"]),
                style="bold green" if totals["passed"] == totals["total"] else "bold red")
    return Group(book_line(load(PRIMARY)), thai_table(table), line)


def ruling_panel(ruling, outcome: dict | None = None) -> Panel:
    """One ruling in this run's language: its question and answer, cites with quotes, source, replay."""
    lang = current_language()
    is_open = getattr(ruling, "is_open", False)
    answer_label = ("ruling.reading", "bold magenta") if is_open else ("ruling.a", "bold green")
    items: list = [
        *([Text(_t("ruling.open-note"), style="bold magenta")] if is_open else []),
        _hanging(Text(_t("ruling.q"), style="bold"), Text(ruling.question[lang])),
        _hanging(Text(_t(answer_label[0]), style=answer_label[1]), Text(ruling.answer[lang])),
    ]
    if lang == "en":  # the verdict is a few English words: the Thai answer already says it
        items.append(Text.assemble((_t("ruling.verdict"), "dim"), (ruling.verdict, "bold")))
    items += [
        _hanging(Text(_t("ruling.cites"), style="dim"), Text(_cites_text(ruling))),
        *[_hanging(Text("    "), _quote(c.section, indent="")) for c in ruling.cites],
        _hanging(Text(_t("ruling.source"), style="dim"), Text(_source_text(ruling.source, lang))),
    ]
    if not ruling.has_scenario:
        items.append(Text(_not_replayed(ruling), style="yellow"))
    elif outcome is not None:
        ok = outcome["exit"] == 0
        checks = "; ".join(f"{e['line']} → {e['actual']}" for e in outcome["expect"])
        items.append(_hanging(Text(_t("ruling.replayed"), style="dim"),
                               Text.assemble(("✓ " if ok else "✗ ", "green" if ok else "red"), checks)))
    return Panel(Group(*items), title=ruling.id + (f" ({_t('ruling.open-title')})" if is_open else ""),
                 title_align="left", border_style="magenta" if is_open else "green")


messages({
    "view.rule": ("rule {rule}", "ข้อ {rule}"),
    "view.score": ("score {score}", "คะแนน {score}"),
    "view.links": ("links: ", "ลิงก์: "),
    # how a section's page is known (the `basis` code of --json)
    "view.basis-xref": ("xref", "อ้างอิงหน้า"),
    "view.basis-summary": ("summary", "ตามสรุป"),
    "view.basis-inferred": ("inferred", "อนุมาน"),
    "view.basis-source-page": ("source-page", "หน้าต้นฉบับ"),
    "view.basis-none": ("none", "ไม่ระบุ"),
    "view.page-head": ("page {page}: {n} section(s)", "หน้า {page}: {n} หัวข้อ"),
    "view.not-thai-text": ("supplement — not the Thai text", "ส่วนเสริม — ไม่ใช่ต้นฉบับไทย"),
    "view.no-section": ("No section matches '{query}'. Try fewer words, another spelling, or --rulebook all.",
                        "ไม่มีหัวข้อที่ตรงกับ '{query}' ลองใช้คำน้อยลง สะกดแบบอื่น หรือ `--rulebook all`"),
    "ask.direct": ("The ruling that answers this", "คำวินิจฉัยที่ตอบคำถามนี้"),
    "ask.open": ("This is an open question: no rule settles it. The reading the engine applies (not a settled "
                 "answer):", "นี่เป็นคำถามที่ยังไม่มีคำตอบ: ไม่มีกติกาข้อใดตัดสินไว้ การตีความที่เอนจินใช้ (ไม่ใช่คำตอบที่ยุติแล้ว):"),
    "ask.related": ("No ruling answers this directly. Related rulings (not the answer):",
                    "ไม่มีคำวินิจฉัยที่ตอบคำถามนี้โดยตรง คำวินิจฉัยที่เกี่ยวข้อง (ไม่ใช่คำตอบ):"),
    "ask.none": ("No ruling answers this directly, and none is close.",
                 "ไม่มีคำวินิจฉัยที่ตอบคำถามนี้โดยตรง และไม่มีอันที่ใกล้เคียง"),
    "ask.question": ("question: ", "คำถาม: "),
    "ask.sections": ("Rule sections for the question:", "หัวข้อกติกาสำหรับคำถามนี้:"),
    "ask.cards": ("cards: ", "การ์ด: "),
})
ASK_HEADINGS = {"direct": "bold green", "open": "bold magenta", "related": "bold yellow", "none": "bold yellow"}


def _cards_read(cards: list[dict]) -> str:
    """The cards a question names, each in the reader's language with the Japanese beside, and how a name
    written otherwise was read (`read 'อากาอิ' as อาคาอิ ชูอิจิ 赤井秀一`)."""
    from judge.cardnames import name_label

    out = []
    for c in cards:
        name = name_label(c["name"]).text(current_language())
        if c["how"] == "number":
            name += f" {c['written'].upper()}"
        out.append(_t("names.read-as", query=c["written"], name=name) if c["read_as"] else name)
    return " · ".join(dict.fromkeys(out))


def ask_view(answer: dict, rulings: dict) -> Group:
    book = load(PRIMARY)
    parts: list = [book_line(book), Text.assemble((_t("ask.question"), "bold"), plain(answer["question"]))]
    if answer.get("cards"):
        parts.append(Text.assemble((_t("ask.cards"), "dim"), (_cards_read(answer["cards"]), "yellow")))
    parts.append(Text(_t(f"ask.{answer['match']}"), style=ASK_HEADINGS[answer["match"]]))
    for i, r in enumerate(answer["rulings"]):
        panel = ruling_panel(rulings[r["id"]], r["outcome"])
        if r.get("status") == "open":
            related = "" if i == 0 and answer["match"] == "open" else ", " + _t("ruling.related")
            panel.title = f"{r['id']} ({_t('ruling.open-title')}{related})"
        elif answer["match"] != "direct" or i > 0:
            panel.border_style = "yellow" if answer["match"] != "direct" else "dim"
            panel.title = f"{r['id']} ({_t('ruling.related') if answer['match'] != 'direct' else _t('ruling.also')})"
        parts.append(panel)
    if answer["sections"]:
        parts.append(Text(_t("ask.sections"), style="bold"))
    for s in answer["sections"]:
        parts.append(section_panel(book, book.section(s["id"]), with_english=False))
    return Group(*parts)
