"""Command line: parse arguments, call the library, render. No rules logic here."""

from __future__ import annotations

import gc
import json
import os
import sys

from judge import lazytyper as typer  # typer itself is imported only when needed: see judge/lazytyper.py
from judge.errors import JudgeError
from judge.i18n import messages, say
from judge.i18n import text as i18n_text
from rules_th import PRIMARY

messages({
    "cli.saved": ("final position saved to {file}", "บันทึกสถานการณ์สุดท้ายลง {file} แล้ว"),
    "cli.cards-file": ("file: {path} ({origin})", "ไฟล์: {path} ({origin})"),
    "cli.installed": ("installed: {list}\nfile: {path}", "ติดตั้งแล้ว: {list}\nไฟล์: {path}"),
    "cli.dry-run": ("nothing installed (--dry-run)", "ยังไม่ได้ติดตั้ง (--dry-run)"),
    "cli.removed": ("removed the imported list; {list}", "ลบรายการที่นำเข้าแล้ว; {list}"),
    "cli.not-removed": ("no imported list; {list}", "ไม่มีรายการที่นำเข้า; {list}"),
    "cli.no-ruling": ("No ruling matches '{query}'.", "ไม่มีคำวินิจฉัยที่ตรงกับ '{query}'"),
    "cli.rulings-about": ("{n} ruling(s) about {card}", "คำวินิจฉัย {n} รายการเกี่ยวกับ {card}"),
    "cli.exported": ("wrote {n} files to {outdir}; open {index}", "เขียน {n} ไฟล์ลง {outdir} แล้ว; เปิด {index}"),
    "cli.sheet-written": ("wrote {out}: {verdict}", "เขียน {out} แล้ว: {verdict}"),
    "cli.sheet-legal": ("LEGAL", "ถูกกติกา"),
    "cli.sheet-no-out": ("deck sheet needs --out SHEET.html, the file to write", "`deck sheet` ต้องมี --out SHEET.html คือไฟล์ที่จะเขียน"),
    "cli.sheet-no-out-hint": ("e.g. judge deck sheet deck.txt --out sheet.html", "เช่น `judge deck sheet deck.txt --out sheet.html`"),
    "cli.sheet-not-legal": ("NOT LEGAL, {n} problem(s) on the sheet", "ไม่ถูกกติกา มีปัญหา {n} ข้อในใบนี้"),
})

# help texts: the English is also each command's docstring (kept for readers of this file)
messages({
    'cli.app': ('Rules judge for the Detective Conan Card Game (Ver.2.5, Thai): search the rulebook, replay positions.',
        'กรรมการกติกาเกมการ์ดยอดนักสืบจิ๋วโคนัน (Ver.2.5 ฉบับไทย): ค้นกติกา เล่นสถานการณ์ซ้ำ'),
    'cli.opt.json': ('Print one JSON object instead of the human view.',
        'พิมพ์ JSON หนึ่งออบเจกต์แทนมุมมองสำหรับคนอ่าน'),
    'cli.opt.lang': ('Language of the output: th or en (default: from LC_ALL, LC_MESSAGES or LANG).',
        'ภาษาของผลลัพธ์: `th` หรือ `en` (ค่าเริ่มต้น: ตาม LC_ALL, LC_MESSAGES หรือ LANG)'),
    'cli.opt.rulebook': ('Rulebook id: conan-2.5, horobeat, psychic-battle, kingdoms (or all, for search).',
        'รหัสกติกา: `conan-2.5`, `horobeat`, `psychic-battle`, `kingdoms` (หรือ `all` สำหรับการค้น)'),
    'cli.arg.query': ('Words or a question, in Thai, English or Japanese.',
        'คำหรือคำถาม เป็นภาษาไทย อังกฤษ หรือญี่ปุ่น'),
    'cli.opt.limit-sections': ('How many sections to show.',
        'จำนวนหัวข้อที่จะแสดง'),
    'cli.arg.page': ('Page number of the rulebook (Ver.2.5: 1–27).',
        'เลขหน้าของกติกา (Ver.2.5: 1–27)'),
    'cli.arg.section': ('Section id (contact), rulebook:id, or a HORO-BEAT rule number.',
        'รหัสหัวข้อ (`contact`), กติกา:รหัส หรือเลขข้อของ HORO-BEAT'),
    'cli.arg.term': ('A term in Thai, Japanese, English or romaji.',
        'คำศัพท์ เป็นภาษาไทย ญี่ปุ่น อังกฤษ หรือโรมาจิ'),
    'cli.arg.scenario': ('A scenario file (YAML, docs/scenario-format.md).',
        'ไฟล์สถานการณ์ (YAML, docs/scenario-format.md)'),
    'cli.opt.save': ('Write the final position to this new YAML file.',
        'บันทึกสถานการณ์สุดท้ายลงไฟล์ YAML ใหม่นี้'),
    'cli.opt.force': ('With --save: replace the file if it exists.',
        'ใช้กับ --save: เขียนทับไฟล์ถ้ามีอยู่แล้ว'),
    'cli.opt.quote': ('Quote the rulebook text each event cites (once a section).',
        'ยกข้อความกติกาที่แต่ละเหตุการณ์อ้างถึง (หัวข้อละครั้ง)'),
    'cli.opt.from': ('Branch from the N-th `do` line on (the lines before as written).',
        'แตกกิ่งตั้งแต่บรรทัด `do` ที่ N (บรรทัดก่อนหน้าเล่นตามที่เขียน)'),
    'cli.opt.limit-branches': ('At most this many branches (the output says when it is reached).',
        'จำนวนกิ่งสูงสุด (ผลลัพธ์จะบอกเมื่อถึงขีดนี้)'),
    'cli.arg.board': ('A scenario file: its position is shown (nothing is replayed).',
        'ไฟล์สถานการณ์: แสดงสถานการณ์ของไฟล์ (ไม่เล่นซ้ำ)'),
    'cli.arg.card': ('A printed number (B01065), card ID (0055), or a Japanese, English or Thai name.',
        'เลขที่พิมพ์บนการ์ด (B01065), รหัสการ์ด (0055) หรือชื่อภาษาญี่ปุ่น อังกฤษ หรือไทย'),
    'cli.opt.date-card': ("The date for the card's limit status (YYYY-MM-DD; default today).",
        'วันที่สำหรับสถานะจำกัดของการ์ด (YYYY-MM-DD; ค่าเริ่มต้นคือวันนี้)'),
    'cli.group.deck': ('Deck lists: check one against the deck rules (p.7) and the card limits.',
        'รายการเด็ค: ตรวจกับกติกาการจัดเด็ค (p.7) และการจำกัดการ์ด'),
    'cli.arg.deck': ('A deck list (text): `3 B01065`, `B01023 x2`, `Partner: B01001`… (docs/deck-lists.md).',
        'รายการเด็ค (ข้อความ): `3 B01065`, `B01023 x2`, `Partner: B01001`… (docs/deck-lists.md)'),
    'cli.opt.date-deck': ('Apply the card limits in force on this date (YYYY-MM-DD; default today).',
        'ใช้การจำกัดการ์ดที่มีผลในวันนี้ (YYYY-MM-DD; ค่าเริ่มต้นคือวันนี้)'),
    'cli.opt.casual': ('A casual game: do not apply the banned/restricted/event-only list.',
        'เกมทั่วไป: ไม่ใช้รายการการ์ดต้องห้าม/จำกัด/เฉพาะงาน'),
    'cli.opt.deck-format': ('How to read FILE: auto (from its content), text, csv (a product CSV) or json (a simulator deck file).',
        'วิธีอ่าน FILE: `auto` (ดูจากเนื้อหา), `text`, `csv` (CSV ของผลิตภัณฑ์) หรือ `json` (ไฟล์เด็คของโปรแกรมจำลอง)'),
    'cli.opt.product': ('With a product CSV of several rows: the row whose product name contains TEXT.',
        'ใช้กับ CSV ผลิตภัณฑ์ที่มีหลายแถว: แถวที่ชื่อผลิตภัณฑ์มี TEXT อยู่'),
    'cli.opt.out-sheet': ('The HTML file to write (never an existing file without --force, never through a link).',
        'ไฟล์ HTML ที่จะเขียน (ไม่เขียนทับไฟล์ที่มีอยู่ถ้าไม่ใส่ --force และไม่เขียนผ่านลิงก์)'),
    'cli.opt.player': ("The player's name on the sheet (default: the list's player line).",
        'ชื่อผู้เล่นบนใบลงทะเบียน (ค่าเริ่มต้น: บรรทัดผู้เล่นในรายการ)'),
    'cli.opt.event': ("The event's name on the sheet (default: the list's event line).",
        'ชื่องานบนใบลงทะเบียน (ค่าเริ่มต้น: บรรทัดชื่องานในรายการ)'),
    'cli.opt.force-sheet': ('Replace the --out file if it exists.',
        'เขียนทับไฟล์ --out ถ้ามีอยู่แล้ว'),
    'cli.group.cards': ('The card list in use: which one, and installing a newer one.',
        'รายการการ์ดที่ใช้อยู่: ฉบับไหน และการติดตั้งฉบับใหม่กว่า'),
    'cli.arg.cardlist': ('A card list file: our cards.json, the official site\'s records or the daily crawl (docs/card-lists.md).',
        'ไฟล์รายการการ์ด: cards.json ของเรา ข้อมูลจากเว็บไซต์ทางการ หรือข้อมูลที่เก็บรายวัน (docs/card-lists.md)'),
    'cli.arg.cardlist-old': ('The older card list file (any accepted shape).',
        'ไฟล์รายการการ์ดฉบับเก่ากว่า (รูปแบบใดก็ได้ที่อ่านได้)'),
    'cli.arg.cardlist-new': ('The newer card list file (any accepted shape).',
        'ไฟล์รายการการ์ดฉบับใหม่กว่า (รูปแบบใดก็ได้ที่อ่านได้)'),
    'cli.opt.force-import': ('Install it even if it drops cards or prints the list in use has.',
        'ติดตั้งแม้จะทำให้การ์ดหรือฉบับพิมพ์ที่รายการปัจจุบันมีหายไป'),
    'cli.opt.dry-run': ('Only say what would change; install nothing.',
        'บอกเฉพาะว่าจะเปลี่ยนอะไร ไม่ติดตั้ง'),
    'cli.cmd.cards-diff': ('Compare two card lists: cards and prints added or withdrawn, facts and ability texts changed.',
        'เทียบรายการการ์ดสองฉบับ: การ์ดและฉบับพิมพ์ที่เพิ่มหรือถอนออก ข้อมูลและข้อความความสามารถที่เปลี่ยน'),
    'cli.group.rulings': ('The rulings collection: search, show, verify by replaying.',
        'คลังคำวินิจฉัย: ค้น แสดง ตรวจด้วยการเล่นซ้ำ'),
    'cli.arg.ruling-query': ('A question or words, in Thai, English or Japanese.',
        'คำถามหรือคำ เป็นภาษาไทย อังกฤษ หรือญี่ปุ่น'),
    'cli.opt.open': ('Only open questions (all of them without a QUERY).',
        'เฉพาะคำถามที่ยังไม่มีคำตอบ (ทั้งหมดถ้าไม่ระบุ QUERY)'),
    'cli.arg.ruling': ('A ruling id, or a card (B01065, 0055, 沖矢昴): its rulings.',
        'รหัสคำวินิจฉัย หรือการ์ด (B01065, 0055, 沖矢昴): คำวินิจฉัยของการ์ดนั้น'),
    'cli.arg.question': ("A judge's question, in Thai, English or Japanese.",
        'คำถามของกรรมการ เป็นภาษาไทย อังกฤษ หรือญี่ปุ่น'),
    'cli.group.export': ('Export the rulebook for reading elsewhere.',
        'ส่งออกกติกาไปอ่านที่อื่น'),
    'cli.arg.outdir': ('Folder to write the site into: new, empty, or exported into before (created if needed).',
        'โฟลเดอร์ที่จะเขียนเว็บไซต์ลงไป: ใหม่ ว่าง หรือเคยส่งออกไว้แล้ว (สร้างให้ถ้ายังไม่มี)'),
    'cli.opt.force-export': ("Write into a folder that holds other files (judge's own files there are replaced).",
        'เขียนลงโฟลเดอร์ที่มีไฟล์อื่นอยู่ (ไฟล์ที่โปรแกรมเขียนในนั้นจะถูกเขียนทับ)'),
    'cli.opt.limit-rulings': ('How many rulings to show.',
        'จำนวนคำวินิจฉัยที่จะแสดง'),
    'cli.cmd.search': ('Find the rulebook sections (with their pages) that answer QUERY.',
        'ค้นหัวข้อกติกา (พร้อมหน้า) ที่ตอบ QUERY'),
    'cli.cmd.page': ('Everything on one page, in order: the Thai text, then our supplement.',
        'ทุกอย่างในหน้าเดียว ตามลำดับ: ต้นฉบับไทย แล้วตามด้วยส่วนเสริมของเรา'),
    'cli.cmd.show': ('One section with its page, basis and links.',
        'หัวข้อเดียว พร้อมหน้า ที่มา และลิงก์'),
    'cli.cmd.define': ('Glossary: a term in Thai, Japanese and English, with its page.',
        'อภิธานศัพท์: คำศัพท์เป็นภาษาไทย ญี่ปุ่น และอังกฤษ พร้อมหน้า'),
    'cli.cmd.rulebooks': ('The indexed rulebooks: ids, titles, versions and section counts.',
        'กติกาที่มีในดัชนี: รหัส ชื่อ ฉบับ และจำนวนหัวข้อ'),
    'cli.cmd.replay': ('Replay a scenario: numbered, cited steps, the final board; exit 0 ok, 1 expectation failed,\n2 invalid file, 3 a line was forbidden.',
        'เล่นสถานการณ์ซ้ำ: ขั้นตอนที่มีเลขและการอ้างอิง กระดานสุดท้าย; ออก 0 ถูกต้อง, 1 ผลที่คาดไม่ตรง,\n2 ไฟล์ไม่ถูกต้อง, 3 มีบรรทัดที่ทำไม่ได้'),
    'cli.cmd.whatif': ("Replay a scenario once for every answer the rules allow (Guard, Contact, Cut-in, Disguise, Spark,\nMislead, choose): the outcomes, merged, against the written line's; exit 0, or 2 for a bad file.",
        'เล่นสถานการณ์ซ้ำทุกคำตอบที่กติกายอม (ป้องกัน ปะทะ คัทอิน ปลอมตัว ฮิราเมกิ\nหลอกล่อ เลือก): รวมผลลัพธ์ เทียบกับของบรรทัดที่เขียน; ออก 0 หรือ 2 ถ้าไฟล์ผิด'),
    'cli.cmd.board': ("Show a scenario's position: scene with states and AP/LP, zone counts, case side, evidence vs level.",
        'แสดงสถานการณ์ของไฟล์: ที่เกิดเหตุพร้อมสถานะและ AP/LP จำนวนการ์ดในแต่ละโซน ฝั่งคดี หลักฐานเทียบเลเวล'),
    'cli.cmd.card': ('Look a card up: prints, printed values, limit status on a date, errata and rulings.',
        'ค้นการ์ด: ฉบับพิมพ์ ค่าที่พิมพ์ สถานะจำกัดในวันที่กำหนด คำแก้ไข และคำวินิจฉัย'),
    'cli.cmd.deck-check': ('Check a deck list: exit 0 legal, 1 not legal, 2 the file cannot be read.',
        'ตรวจรายการเด็ค: ออก 0 ถูกกติกา, 1 ไม่ถูกกติกา, 2 อ่านไฟล์ไม่ได้'),
    'cli.cmd.deck-sheet': ('Write a printable deck registration sheet (one HTML page for A4): the list sorted by type and level,\ntotals, the verdict and the date; exit 0 legal, 1 not legal (the sheet is written either way), 2 bad input.',
        'เขียนใบลงทะเบียนเด็คสำหรับพิมพ์ (หน้า HTML เดียวขนาด A4): รายการเรียงตามประเภทและเลเวล\nยอดรวม ผลการตรวจ และวันที่; ออก 0 ถูกกติกา, 1 ไม่ถูกกติกา (เขียนใบนี้ทั้งสองกรณี), 2 ข้อมูลผิด'),
    'cli.cmd.cards-info': ('Which card list is in use, its snapshot date and size.',
        'รายการการ์ดที่ใช้อยู่ วันที่ของข้อมูล และจำนวน'),
    'cli.cmd.cards-coverage': ('Which cards have a script (per product and type), and what each unscripted card is missing.',
        'การ์ดไหนมีสคริปต์แล้ว (ตามชุดและประเภท) และการ์ดที่ยังไม่มีสคริปต์ขาดอะไร'),
    'cli.cmd.cards-import': ('Read a newer card list (our shape, the official records or the daily crawl), say what it changes\nand install it for this user; the old one stays if it is invalid or would drop cards (--force).',
        'อ่านรายการการ์ดฉบับใหม่กว่า (รูปแบบของเรา ข้อมูลทางการ หรือข้อมูลรายวัน) บอกว่าเปลี่ยนอะไร\nแล้วติดตั้งให้ผู้ใช้นี้ ถ้าไม่ถูกต้องหรือจะทำให้การ์ดหายไป ฉบับเดิมยังอยู่ (--force)'),
    'cli.cmd.cards-reset': ('Go back to the card list shipped with judge (removes an imported list).',
        'กลับไปใช้รายการการ์ดที่มากับโปรแกรม (ลบรายการที่นำเข้า)'),
    'cli.cmd.rulings-search': ('Find rulings for a question; --open lists the open questions.',
        'ค้นคำวินิจฉัยของคำถาม; --open แสดงคำถามที่ยังไม่มีคำตอบ'),
    'cli.cmd.rulings-show': ('One ruling with its citations and its replayed outcome; or every ruling about a card.',
        'คำวินิจฉัยเดียวพร้อมการอ้างอิงและผลการเล่นซ้ำ; หรือคำวินิจฉัยทั้งหมดของการ์ดหนึ่งใบ'),
    'cli.cmd.rulings-verify': ('Replay every scenario-backed ruling and check every cite; exit 1 if any fails.',
        'เล่นซ้ำทุกคำวินิจฉัยที่มีสถานการณ์และตรวจทุกการอ้างอิง; ออก 1 ถ้ามีอันไหนไม่ผ่าน'),
    'cli.cmd.ask': ('Answer a question: the best rulings (answer, pages, replayed outcome) and the rule sections.',
        'ตอบคำถาม: คำวินิจฉัยที่ดีที่สุด (คำตอบ หน้า ผลการเล่นซ้ำ) และหัวข้อกติกา'),
    'cli.cmd.export-html': ('A static, phone-friendly site: every page and section, rulings, glossary, search as you type.',
        'เว็บไซต์แบบคงที่ อ่านบนมือถือได้: ทุกหน้าและหัวข้อ คำวินิจฉัย อภิธานศัพท์ ค้นขณะพิมพ์'),
})

app = typer.Typer(
    name="judge",
    help=say("cli.app"),
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)

JSON_OPT = typer.Option(False, "--json", help=say("cli.opt.json"))
LANG_OPT = typer.Option(None, "--lang", metavar="th|en",
                        help=say("cli.opt.lang"))


def _use_language(lang: str | None) -> str:
    """This run's language, set before anything renders: --lang, else the environment's (th for th_*)."""
    from judge import i18n
    from judge.errors import UnknownLanguage

    if lang is not None and lang not in i18n.LANGUAGES:
        raise UnknownLanguage(lang)
    # no --lang here: keep the run's language (main() read --lang anywhere in the line, else the environment)
    return i18n.set_language(lang) if lang is not None else i18n.current_language()


BOOK_HELP = say("cli.opt.rulebook")


def _group_lang(lang: str | None = LANG_OPT):
    # `judge --lang th …` / `judge rulings --lang th …`: the same option before the command (no docstring:
    # typer would show it as the group's help)
    _use_language(lang)


app.callback()(_group_lang)


def _console(stderr: bool = False):
    from rich.console import Console

    # text from files and the command line is never markup or emoji codes (render.plain shows it as is)
    return Console(stderr=stderr, markup=False, emoji=False)


def _imported() -> None:
    """Called by a command once its modules are imported: the collector, paused by `run()` while the
    modules' thousands of long-lived objects were created, runs again, and never looks at those objects
    (gc.freeze). A replay's positions do make cycles (a card knows its board), so it must run: every
    command that does more than read one table calls this."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


PRETTY_JSON_LIMIT = 64 * 1024  # a larger output is printed compact even on a terminal


def _print_json(data) -> None:
    """Compact JSON (the C encoder) into a pipe or a file, and for large outputs; indented on a terminal (the
    indenting encoder is pure Python)."""
    from judge.plaintext import json_safe

    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    if len(text) <= PRETTY_JSON_LIMIT and sys.stdout.isatty():
        text = json.dumps(data, ensure_ascii=False, indent=2)
    sys.stdout.write(json_safe(text) + "\n")


@app.command(help=say("cli.cmd.search"))
def search(
    query: str = typer.Argument(..., help=say("cli.arg.query")),
    rulebook: str = typer.Option(PRIMARY, "--rulebook", "-r", help=BOOK_HELP),
    limit: int = typer.Option(5, "--limit", "-n", help=say("cli.opt.limit-sections")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Find the rulebook sections (with their pages) that answer QUERY."""
    _use_language(lang)
    from judge import rulebook as rb

    _imported()
    hits = rb.search(query, rulebook, limit)
    if as_json:
        _print_json({"query": query, "rulebook": rulebook, "hits": [h.to_json() for h in hits]})
        return
    from judge import render

    ids = rb.RULEBOOK_IDS if rulebook == "all" else (rulebook,)
    _console().print(render.search_results(query, {b: rb.load(b) for b in ids}, hits))


@app.command(help=say("cli.cmd.page"))
def page(
    number: int = typer.Argument(..., help=say("cli.arg.page")),
    rulebook: str = typer.Option(PRIMARY, "--rulebook", "-r", help=BOOK_HELP),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Everything on one page, in order: the Thai text, then our supplement."""
    _use_language(lang)
    from judge import rulebook as rb

    book = rb.load(rb.check_rulebook_id(rulebook))
    sections = book.on_page(number)
    if as_json:
        _print_json({"rulebook": book.id, "version": book.version, "page": number,
                     "sections": [s.to_json() for s in sections]})
        return
    from judge import render

    _console().print(render.page_view(book, number, sections))


@app.command(help=say("cli.cmd.show"))
def show(
    section_id: str = typer.Argument(..., metavar="ID", help=say("cli.arg.section")),
    rulebook: str | None = typer.Option(None, "--rulebook", "-r", help=BOOK_HELP),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """One section with its page, basis and links."""
    _use_language(lang)
    from judge import rulebook as rb

    s = rb.find_section(section_id, rulebook)
    if as_json:
        _print_json(s.to_json())
        return
    from judge import render

    _console().print(render.section_view(rb.load(s.rulebook), s))


@app.command(help=say("cli.cmd.define"))
def define(
    term: str = typer.Argument(..., help=say("cli.arg.term")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Glossary: a term in Thai, Japanese and English, with its page."""
    _use_language(lang)
    from judge import rulebook as rb
    from judge.errors import check_query

    check_query(term, "term")  # refused at once, before the rulebook is read

    book = rb.load(rb.PRIMARY)
    terms = book.define(term)
    if as_json:
        _print_json({"term": term, "rulebook": book.id, "version": book.version,
                     "terms": [t.to_json() for t in terms]})
        return
    from judge import render

    _console().print(render.glossary_table(book, terms))


@app.command(help=say("cli.cmd.rulebooks"))
def rulebooks(as_json: bool = JSON_OPT, lang: str | None = LANG_OPT):
    """The indexed rulebooks: ids, titles, versions and section counts."""
    _use_language(lang)
    from judge import rulebook as rb

    books = [rb.load(b) for b in rb.RULEBOOK_IDS]
    if as_json:
        _print_json({"rulebooks": [b.to_json() for b in books]})
        return
    from judge import render

    _console().print(render.rulebooks_table(books))


@app.command(help=say("cli.cmd.replay"))
def replay(
    file: str = typer.Argument(..., help=say("cli.arg.scenario")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
    save: str | None = typer.Option(None, "--save", help=say("cli.opt.save")),
    force: bool = typer.Option(False, "--force", help=say("cli.opt.force")),
    quote: bool = typer.Option(False, "--quote", help=say("cli.opt.quote")),
):
    """Replay a scenario: numbered, cited steps, the final board; exit 0 ok, 1 expectation failed,
    2 invalid file, 3 a line was forbidden."""
    _use_language(lang)
    from judge.replay import run
    from judge.scenario import load_scenario

    if save is not None:  # (--save '' too: an error, never ignored)
        from judge.positionfile import check_save_target, save_position

        check_save_target(save, protect=file, force=force)  # before the replay: refused, nothing is shown
    scenario = load_scenario(file)  # (read with the collector paused: its objects last the whole command)
    _imported()
    result = run(scenario)
    if save is not None:
        save_position(result.final, save, protect=file, force=force)
    if as_json:
        _print_json(result.to_json())
    else:
        from judge import render

        _console().print(render.replay_view(result, quote=quote))
        if save is not None:
            _console().print(render.plain(i18n_text(say("cli.saved", file=save))))
    raise typer.Exit(result.exit_code)


@app.command(help=say("cli.cmd.whatif"))
def whatif(
    file: str = typer.Argument(..., help=say("cli.arg.scenario")),
    start: int = typer.Option(1, "--from", help=say("cli.opt.from")),
    limit: int = typer.Option(200, "--limit", help=say("cli.opt.limit-branches")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Replay a scenario once for every answer the rules allow (Guard, Contact, Cut-in, Disguise, Spark,
    Mislead, choose): the outcomes, merged, against the written line's; exit 0, or 2 for a bad file."""
    _use_language(lang)
    from judge.scenario import load_scenario
    from judge.whatif import Tree, json_pieces, what_if

    _imported()
    scenario = load_scenario(file)
    if as_json:  # each branch written as soon as it is played: up to 10,000 of them
        from judge.plaintext import json_safe

        for piece in json_pieces(Tree(scenario, start, limit)):
            sys.stdout.write(json_safe(piece))
        return
    result = what_if(scenario, start, limit)
    from judge.render_whatif import whatif_view

    _console().print(whatif_view(result))


@app.command(help=say("cli.cmd.board"))
def board(
    file: str = typer.Argument(..., help=say("cli.arg.board")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Show a scenario's position: scene with states and AP/LP, zone counts, case side, evidence vs level."""
    _use_language(lang)
    from judge.scenario import load_scenario
    from judge.state import dump_position

    _imported()
    sc = load_scenario(file)
    if as_json:
        _print_json(dump_position(sc.position))
        return
    from judge import render
    from judge.rulebook import load
    from judge.rules import engine

    game = engine.start(sc.position)  # its values as the rules give them: continuous abilities in force (p.21)
    _console().print(render.book_line(load(PRIMARY)))
    _console().print(render.board_view(game.pos, title=sc.position.title))


def _today(on: str | None) -> str:
    from judge.cards import parse_date

    return parse_date(on)


@app.command(help=say("cli.cmd.card"))
def card(
    query: str = typer.Argument(..., help=say("cli.arg.card")),
    on: str | None = typer.Option(None, "--date", help=say("cli.opt.date-card")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Look a card up: prints, printed values, limit status on a date, errata and rulings."""
    _use_language(lang)
    from judge.errors import check_query

    check_query(query, "card")  # refused at once, like every query (the card list is not even read)
    from judge import cards as cl

    _imported()
    day = _today(on)
    cards = cl.load()
    matched, how = cards.lookup(query)
    found = [cl.report(c, cards, day) for c in matched]
    read_as = how.read_as
    if as_json:
        _print_json({"query": query, "cards": found, "date": day, "rulebook": PRIMARY, "cardlist": cards.info(),
                     "read_as": read_as.to_json() if read_as else None})
        return
    from judge import render, render_cards
    from judge.rulebook import load

    _console().print(render_cards.card_view(query, found, render_cards.card_list_line(cards),
                                            render.book_line(load(PRIMARY)), day,
                                            _read_as(query, how, cards)))


def _read_as(query: str, how, cards):
    """How `judge card` read the query: the one name it was read as, or the names a part of a name fits."""
    from judge.cardnames import name_label
    from judge.errors import Joined

    if how.read_as:
        return say("names.read-as", query=query, name=name_label(how.read_as.name, cards))
    if len(how.matches) > 1:
        return say("names.several", query=query, n=len(how.matches),
                   names=Joined(tuple(name_label(m.name, cards) for m in how.matches[:8]), ", "))
    return None


deck_app = typer.Typer(help=say("cli.group.deck"), no_args_is_help=True)
deck_app.callback()(_group_lang)
app.add_typer(deck_app, name="deck")


DECK_FORMAT_OPT = typer.Option("auto", "--format", metavar="auto|text|csv|json", help=say("cli.opt.deck-format"))
PRODUCT_OPT = typer.Option(None, "--product", metavar="TEXT", help=say("cli.opt.product"))


def _deck_check(file: str, on: str | None, casual: bool, fmt: str, product: str | None):
    from judge import cards as cl
    from judge.deck import check_deck, read_deck_file

    _imported()
    cards = cl.load()
    return check_deck(read_deck_file(file), file, on, casual, cards, fmt, product), cards


@deck_app.command("check", help=say("cli.cmd.deck-check"))
def deck_check(
    file: str = typer.Argument(..., help=say("cli.arg.deck")),
    on: str | None = typer.Option(None, "--date", help=say("cli.opt.date-deck")),
    casual: bool = typer.Option(False, "--casual", help=say("cli.opt.casual")),
    fmt: str = DECK_FORMAT_OPT, product: str | None = PRODUCT_OPT,
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Check a deck list: exit 0 legal, 1 not legal, 2 the file cannot be read."""
    _use_language(lang)
    check, cards = _deck_check(file, on, casual, fmt, product)
    if as_json:
        _print_json(check.to_json(cards))
    else:
        from judge import render_cards

        _console().print(render_cards.deck_view(check, cards))
    raise typer.Exit(0 if check.legal else 1)


@deck_app.command("sheet", help=say("cli.cmd.deck-sheet"))
def deck_sheet(
    file: str = typer.Argument(..., help=say("cli.arg.deck")),
    out: str | None = typer.Option(None, "--out", metavar="SHEET.html", help=say("cli.opt.out-sheet")),
    player: str | None = typer.Option(None, "--player", metavar="NAME", help=say("cli.opt.player")),
    event: str | None = typer.Option(None, "--event", metavar="NAME", help=say("cli.opt.event")),
    on: str | None = typer.Option(None, "--date", help=say("cli.opt.date-deck")),
    casual: bool = typer.Option(False, "--casual", help=say("cli.opt.casual")),
    fmt: str = DECK_FORMAT_OPT, product: str | None = PRODUCT_OPT,
    force: bool = typer.Option(False, "--force", help=say("cli.opt.force-sheet")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Write a printable deck registration sheet (one HTML page for A4): the list sorted by type and level,
    totals, the verdict and the date; exit 0 legal, 1 not legal (the sheet is written either way), 2 bad input."""
    _use_language(lang)
    from judge.decksheet import write_sheet
    from judge.positionfile import check_save_target

    if out is None:
        raise JudgeError(say("cli.sheet-no-out"), say("cli.sheet-no-out-hint"))
    check_save_target(out, force=force, option="--out", kind="HTML", no_links=True)  # before reading: refused at once
    check, cards = _deck_check(file, on, casual, fmt, product)
    written = write_sheet(check, cards, out, player, event, force)
    if as_json:
        _print_json({**check.to_json(cards), "sheet": str(written)})
    else:
        verdict = say("cli.sheet-legal") if check.legal else say("cli.sheet-not-legal", n=len(check.errors))
        from judge import render

        _console().print(render.plain(i18n_text(say("cli.sheet-written", out=str(written), verdict=verdict))))
    raise typer.Exit(0 if check.legal else 1)


cards_app = typer.Typer(help=say("cli.group.cards"), no_args_is_help=True)
cards_app.callback()(_group_lang)
app.add_typer(cards_app, name="cards")


@cards_app.command("info", help=say("cli.cmd.cards-info"))
def cards_info(as_json: bool = JSON_OPT, lang: str | None = LANG_OPT):
    """Which card list is in use, its snapshot date and size."""
    _use_language(lang)
    from judge import cards as cl

    info = cl.load().info()
    if as_json:
        _print_json(info)
        return
    from judge.render_cards import card_list_line, origin_words

    _console().print(card_list_line(cl.load()) + "\n" +
                     i18n_text(say("cli.cards-file", path=info["path"], origin=origin_words(info["origin"]))))


@cards_app.command("coverage", help=say("cli.cmd.cards-coverage"))
def cards_coverage(as_json: bool = JSON_OPT, lang: str | None = LANG_OPT):
    """Which cards have a script (per product and type), and what each unscripted card is missing."""
    _use_language(lang)
    from judge import cards as cl

    _imported()
    report = cl.coverage(cl.load())
    if as_json:
        _print_json(report)
        return
    from judge import render_cards

    _console().print(render_cards.coverage_view(report))


@cards_app.command("import", help=say("cli.cmd.cards-import"))
def cards_import(file: str = typer.Argument(..., help=say("cli.arg.cardlist")),
                 force: bool = typer.Option(False, "--force", help=say("cli.opt.force-import")),
                 dry_run: bool = typer.Option(False, "--dry-run", help=say("cli.opt.dry-run")),
                 as_json: bool = JSON_OPT, lang: str | None = LANG_OPT):
    """Read a card list as users download it, say what it changes, and install it for this user."""
    _use_language(lang)
    from judge import cardlists
    from judge import cards as cl

    done = cardlists.import_list(file, force=force, dry_run=dry_run)
    info = cl.load().info()
    if as_json:
        _print_json({"installed": done.installed, "path": done.path, "change": done.change, "cardlist": info})
        return
    from judge.render_cards import card_list_line, change_view

    _console().print(change_view(done.change))
    if done.installed:
        _console().print(i18n_text(say("cli.installed", list=card_list_line(cl.load()), path=info["path"])))
    else:
        _console().print(i18n_text(say("cli.dry-run")))


@cards_app.command("diff", help=say("cli.cmd.cards-diff"))
def cards_diff(old: str = typer.Argument(..., help=say("cli.arg.cardlist-old")),
               new: str = typer.Argument(..., help=say("cli.arg.cardlist-new")),
               as_json: bool = JSON_OPT, lang: str | None = LANG_OPT):
    """What a newer card list changes: cards and prints added or withdrawn, facts and texts changed."""
    _use_language(lang)
    from judge import cardlists
    from judge import cards as cl

    current = cl.load()
    change = cardlists.diff(cardlists.read_list(old, current), cardlists.read_list(new, current))
    if as_json:
        _print_json(change)
        return
    from judge.render_cards import change_view

    _console().print(change_view(change))


@cards_app.command("reset", help=say("cli.cmd.cards-reset"))
def cards_reset(as_json: bool = JSON_OPT, lang: str | None = LANG_OPT):
    """Go back to the card list shipped with judge (removes an imported list)."""
    _use_language(lang)
    from judge import cards as cl

    removed = cl.remove_import()
    info = cl.load().info()
    if as_json:
        _print_json({"removed": removed, **info})
        return
    from judge.render_cards import card_list_line

    _console().print(i18n_text(say("cli.removed" if removed else "cli.not-removed", list=card_list_line(cl.load()))))


rulings_app = typer.Typer(help=say("cli.group.rulings"), no_args_is_help=True)
rulings_app.callback()(_group_lang)
app.add_typer(rulings_app, name="rulings")


@rulings_app.command("search", help=say("cli.cmd.rulings-search"))
def rulings_search(
    query: str = typer.Argument("", help=say("cli.arg.ruling-query")),
    limit: int = typer.Option(5, "--limit", "-n", help=say("cli.opt.limit-rulings")),
    only_open: bool = typer.Option(False, "--open", help=say("cli.opt.open")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Find rulings for a question; --open lists the open questions."""
    _use_language(lang)
    from judge import rulings

    _imported()
    if only_open and not query.strip():
        hits = [rulings.RulingHit(r, 0.0, 0.0, False) for r in rulings.open_questions()]
    elif only_open:
        hits = [h for h in rulings.search(query, 10_000) if h.ruling.is_open][:limit]
    else:
        hits = rulings.search(query, limit)
    if as_json:
        _print_json({"query": query, "rulings": [{**h.ruling.to_json(), "score": h.score} for h in hits]})
        return
    from judge import render

    con = _console()
    if not hits:
        con.print(render.plain(i18n_text(say("cli.no-ruling", query=query))))
    for h in hits:
        con.print(render.ruling_panel(h.ruling))


@rulings_app.command("show", help=say("cli.cmd.rulings-show"))
def rulings_show(ruling_id: str = typer.Argument(..., metavar="ID", help=say("cli.arg.ruling")),
                 as_json: bool = JSON_OPT, lang: str | None = LANG_OPT):
    """One ruling with its citations and its replayed outcome; or every ruling about a card."""
    _use_language(lang)
    from judge import rulings

    _imported()
    found = rulings.find_or_card(ruling_id)
    if isinstance(found, list):
        if as_json:
            _print_json({"card": ruling_id, "rulings": [r.to_json() for r in found]})
            return
        from judge import render

        con = _console()
        con.print(render.plain(i18n_text(say("cli.rulings-about", n=len(found), card=ruling_id))))
        for r in found:
            con.print(render.ruling_panel(r))
        return
    outcome = rulings.outcome(found)
    if as_json:
        _print_json({**found.to_json(), "outcome": outcome})
        return
    from judge import render

    _console().print(render.ruling_panel(found, outcome))


@rulings_app.command("verify", help=say("cli.cmd.rulings-verify"))
def rulings_verify(as_json: bool = JSON_OPT, lang: str | None = LANG_OPT):
    """Replay every scenario-backed ruling and check every cite; exit 1 if any fails."""
    _use_language(lang)
    from judge import rulings

    _imported()
    verdicts = rulings.verify()
    totals = rulings.summary(verdicts)
    if as_json:
        _print_json(totals)
    else:
        from judge import render

        _console().print(render.verify_table(verdicts, totals))
    raise typer.Exit(0 if totals["passed"] == totals["total"] else 1)


@app.command(help=say("cli.cmd.ask"))
def ask(
    question: str = typer.Argument(..., help=say("cli.arg.question")),
    limit: int = typer.Option(3, "--limit", "-n", help=say("cli.opt.limit-rulings")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """Answer a question: the best rulings (answer, pages, replayed outcome) and the rule sections."""
    _use_language(lang)
    from judge import rulings

    _imported()
    answer = rulings.ask(question, limit)
    if as_json:
        _print_json(answer)
        return
    from judge import render

    _console().print(render.ask_view(answer, {r["id"]: rulings.indexed(r["id"]) for r in answer["rulings"]}))


export_app = typer.Typer(help=say("cli.group.export"), no_args_is_help=True)
export_app.callback()(_group_lang)
app.add_typer(export_app, name="export")


@export_app.command("html", help=say("cli.cmd.export-html"))
def export_html(
    outdir: str = typer.Argument(..., metavar="OUTDIR", help=say("cli.arg.outdir")),
    force: bool = typer.Option(False, "--force", help=say("cli.opt.force-export")),
    as_json: bool = JSON_OPT, lang: str | None = LANG_OPT,
):
    """A static, phone-friendly site: every page and section, rulings, glossary, search as you type."""
    _use_language(lang)
    from judge.export import check_outdir, export_html as export

    check_outdir(outdir, force)  # before anything is built: refused at once
    _imported()
    summary = export(outdir, force=force)
    if as_json:
        _print_json(summary)
        return
    from judge import render

    _console().print(render.plain(i18n_text(say("cli.exported", n=len(summary["files"]), outdir=summary["outdir"],
                                                    index=summary["outdir"].rstrip("/") + "/index.html"))))


def _takes(func, values: dict) -> bool:
    """Does `func` take exactly these parameters (not a typer.Context, say, which only typer can give)?"""
    code = func.__code__
    return set(code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]) == set(values)


def _run_plain(path: tuple[str, ...], groups: list[dict], values: dict) -> bool:
    """A plain command line (judge/fastpath.py), run as typer would: the callbacks on the way, then the command.
    False (nothing run) if a function wants what only typer gives."""
    callbacks, func = app.lookup(path)
    if not _takes(func, values) or any(c is not None and not _takes(c, g) for c, g in zip(callbacks, groups)):
        return False
    try:
        for callback, given in zip(callbacks, groups):
            if callback is not None:
                callback(**given)
        func(**values)
    except typer.Exit as e:
        sys.exit(e.exit_code)
    except BrokenPipeError:  # as click does: a closed pipe ends the output quietly, exit 1
        sys.stdout = open(os.devnull, "w")
        sys.exit(1)
    sys.exit(0)


def _language_in(argv: list[str]) -> str | None:
    """The value of `--lang X` / `--lang=X` in a command line (read before typer, so --help speaks it too)."""
    for i, word in enumerate(argv):
        if word == "--":
            break
        if word.startswith("--lang="):
            return word.split("=", 1)[1]
        if word == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
    return None


def main() -> None:
    from judge import fastpath

    try:
        _use_language(_language_in(sys.argv[1:]))
    except JudgeError as e:
        from judge import render

        _console(stderr=True).print(render.error_text(e.message, e.hint))
        sys.exit(e.exit_code)
    completing = any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ)
    plain = None if completing else fastpath.parse(sys.argv[1:])
    try:
        if plain is None or not _run_plain(*plain):
            app()  # typer: help, completion, mistakes in the command line, anything not plain
    except JudgeError as e:
        from judge import render

        _console(stderr=True).print(render.error_text(e.message, e.hint))
        sys.exit(e.exit_code)


def run() -> None:
    """The `judge` command: main(), then the process ends at once. Its output is flushed first; what is
    skipped is the interpreter's tidying of every module object, which is pointless at exit and costs a
    cold command a tenth of its time. The collector is paused until the command's modules are imported
    (`_imported`). Tests call main() and keep a normal interpreter."""
    gc.disable()
    try:
        main()
        code = 0
    except SystemExit as e:  # as the interpreter reads it: None is 0, a message is printed and is 1
        if e.code is None or isinstance(e.code, int):
            code = e.code or 0
        else:
            print(e.code, file=sys.stderr)
            code = 1
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:  # as click does: a closed pipe ends the output quietly
        code = code or 1
    os._exit(code)


if __name__ == "__main__":  # `python -m judge.cli …` works like `judge …`
    run()
