"""A printable deck registration sheet: `judge deck sheet FILE --out SHEET.html`.

One self-contained HTML page (its style inside, nothing fetched, no script) laid out for A4: the event,
the player and the deck's name; the verdict of the deck check with its problems; the cards sorted by
type, then level, each with its count, printed number, Japanese name and Thai/English name; the totals;
the date of the check and the card list it used; lines to sign. What organisers print and file for deck
registration. Every text from the list, the card list or the command line is escaped (a name is never
markup) and its control characters are made visible.
"""

from __future__ import annotations

import html
from datetime import date

from judge.cards import CardList
from judge.i18n import current_language, messages, say
from judge.i18n import text as _text
from judge.plaintext import visible
from rules_th import PRIMARY

PROBLEMS_SHOWN = 30  # a sheet is one page; the check itself lists them all
messages({
    "sheet.title": ("Deck registration sheet", "ใบลงทะเบียนเด็ค"),
    "sheet.event": ("Event", "งาน"),
    "sheet.player": ("Player", "ผู้เล่น"),
    "sheet.deck": ("Deck", "เด็ค"),
    "sheet.checked": ("Checked", "ตรวจ"),
    "sheet.limits-on": ("{day}, card limits on {date}", "{day} ตามการจำกัดการ์ด ณ วันที่ {date}"),
    "sheet.casual": ("{day}, casual: card limits not applied", "{day} เกมทั่วไป: ไม่ใช้การจำกัดการ์ด"),
    "sheet.legal": ("LEGAL", "ถูกกติกา"),
    "sheet.not-legal": ("NOT LEGAL", "ไม่ถูกกติกา"),
    "sheet.no-problems": ("no problems", "ไม่มีปัญหา"),
    "sheet.count": ("{errors} problem(s), {warnings} warning(s)", "ปัญหา {errors} ข้อ คำเตือน {warnings} ข้อ"),
    "sheet.line": ("line {n}", "บรรทัด {n}"),
    "sheet.list": ("the list as a whole", "ทั้งรายการ"),
    "sheet.more": ("and {n} more: `judge deck check` lists them all", "และอีก {n} ข้อ: `judge deck check` แสดงทั้งหมด"),
    "sheet.col-count": ("Qty", "จำนวน"),
    "sheet.col-number": ("Number", "เลขการ์ด"),
    "sheet.col-name": ("Name (Japanese)", "ชื่อการ์ด (ญี่ปุ่น)"),
    "sheet.col-other": ("Name (Thai / English)", "ชื่อการ์ด (ไทย / อังกฤษ)"),
    "sheet.col-level": ("Lv", "เลเวล"),
    "sheet.col-colours": ("Colour", "สี"),
    "sheet.partner": ("Partner", "พาร์ทเนอร์"),
    "sheet.case": ("Case", "คดี"),
    "sheet.character": ("Characters", "ตัวละคร"),
    "sheet.event-cards": ("Events", "อีเวนต์"),
    "sheet.subtotal": ("{n} card(s)", "{n} ใบ"),
    "sheet.totals": ("Deck {deck}/40 (characters {characters}, events {events}) · Partner {partner}/1 · Case {case}/1",
                     "เด็ค {deck}/40 (ตัวละคร {characters} อีเวนต์ {events}) · พาร์ทเนอร์ {partner}/1 · คดี {case}/1"),
    "sheet.unread": ("{n} more deck card(s) on lines that could not be read (see the problems)",
                     "การ์ดในเด็คอีก {n} ใบอยู่ในบรรทัดที่อ่านไม่ได้ (ดูปัญหา)"),
    "sheet.sign-player": ("Player's signature", "ลายมือชื่อผู้เล่น"),
    "sheet.sign-judge": ("Checked by (judge)", "ผู้ตรวจ (กรรมการ)"),
    "sheet.footer": ("Deck rules: Ver.2.5 p.7 (Thai text). {cardlist}. Made by judge from {file} ({format}) on {day}.",
                     "กติกาการจัดเด็ค: Ver.2.5 หน้า 7 (ต้นฉบับไทย) {cardlist} สร้างโดย `judge` จาก {file} ({format}) "
                     "เมื่อ {day}"),
    "sheet.cardlist": ("card list snapshot {snapshot}, {cards} cards", "รายการการ์ด ข้อมูล ณ {snapshot} การ์ด {cards} ใบ"),
    "sheet.format-text": ("a text list", "รายการแบบข้อความ"),
    "sheet.format-csv": ("a product CSV row", "แถวของ CSV ผลิตภัณฑ์"),
    "sheet.format-json": ("a simulator deck file", "ไฟล์เด็คของโปรแกรมจำลอง"),
    "sheet.colourless": ("colourless", "ไม่มีสี"),
})
COLOUR_TH = {"red": "แดง", "blue": "น้ำเงิน", "yellow": "เหลือง", "green": "เขียว", "white": "ขาว", "black": "ดำ"}
SECTIONS = (("partner", "sheet.partner"), ("case", "sheet.case"), ("character", "sheet.character"),
            ("event", "sheet.event-cards"))

STYLE = """
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
html { font-family: "Noto Sans JP", "Noto Sans CJK JP", "Noto Sans Thai", "Sarabun", "Loma", "Garuda", sans-serif;
       font-size: 10pt; color: #000; background: #fff; }
body { margin: 0 auto; max-width: 186mm; padding: 4mm 0; }
h1 { font-size: 15pt; margin: 0 0 3mm; }
h2 { font-size: 11pt; margin: 4mm 0 1mm; }
.head { width: 100%; border-collapse: collapse; margin-bottom: 3mm; }
.head th { text-align: left; width: 22mm; font-weight: bold; padding: 1mm 2mm 1mm 0; }
.head td { border-bottom: 1px solid #000; padding: 1mm 2mm; }
.verdict { border: 2px solid #000; padding: 2mm 3mm; margin: 2mm 0; }
.verdict strong { font-size: 14pt; padding: 0 2mm; }
.legal strong { background: #bfe8bf; }
.not-legal strong { background: #f5b5b5; }
.verdict ul { margin: 1mm 0 0; padding-left: 2mm; list-style: none; }
.verdict li { margin: 0.5mm 0; }
.cards { width: 100%; border-collapse: collapse; }
.cards th, .cards td { border: 1px solid #777; padding: 0.8mm 1.5mm; vertical-align: top; }
.cards thead th { background: #eee; text-align: left; }
.cards .n, .cards .lv { text-align: right; width: 11mm; white-space: nowrap; }
.cards .no { white-space: nowrap; width: 22mm; }
.cards td { font-variant-numeric: tabular-nums; }
.cards tr.sec th { background: #f6f6f6; text-align: left; }
.cards tr.sec .sub { font-weight: normal; float: right; }
tr { break-inside: avoid; page-break-inside: avoid; }
.totals { font-weight: bold; margin: 2mm 0; }
.sign { display: flex; gap: 10mm; margin-top: 8mm; }
.sign div { flex: 1; border-top: 1px solid #000; padding-top: 1mm; font-size: 9pt; }
footer { margin-top: 5mm; font-size: 8pt; color: #444; }
@media print { .verdict strong, .cards thead th, .cards tr.sec th { -webkit-print-color-adjust: exact;
               print-color-adjust: exact; } }
"""


def esc(value) -> str:
    """Any text from a file, the card list or the command line, as HTML: escaped, control characters visible."""
    return html.escape(visible(str(value)), quote=True)


def _t(code: str, **args) -> str:
    return esc(_text(say(code, **args)))


def _colours(colors, lang: str) -> str:
    if not colors:
        return _t("sheet.colourless")
    return esc("/".join(COLOUR_TH.get(c, c) if lang == "th" else c for c in colors))


def sheet_html(check, cards: CardList, player: str | None = None, event: str | None = None,
               today: str | None = None) -> str:
    """The sheet of a deck check (judge.deck.DeckCheck), in this run's language."""
    lang = current_language()
    today = today or date.today().isoformat()
    player = player if player is not None else check.info.get("player", "")
    event = event if event is not None else check.info.get("event", "")
    checked = say("sheet.casual" if check.casual else "sheet.limits-on", day=today, date=check.date)
    head = "".join(f"<tr><th>{_t(code)}</th><td>{esc(value)}</td></tr>" for code, value in (
        ("sheet.event", event), ("sheet.player", player), ("sheet.deck", check.info.get("title", "")),
        ("sheet.checked", _text(checked))))
    parts = [f'<h1>{_t("sheet.title")}</h1>', f'<table class="head">{head}</table>', _verdict(check),
             _cards_table(check, lang), _totals(check)]
    parts.append(f'<div class="sign"><div>{_t("sheet.sign-player")}</div><div>{_t("sheet.sign-judge")}</div></div>')
    source = cards.source
    parts.append("<footer>" + _t("sheet.footer", cardlist=say("sheet.cardlist", snapshot=source["snapshot"],
                                                              cards=source["cards"]),
                                 file=check.file, format=say(f"sheet.format-{check.format}"), day=today)
                 + f" · {esc(PRIMARY)}</footer>")
    title = esc(_text(say("sheet.title")) + (f" — {player}" if player else ""))
    return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>{title}</title>\n'
            f"<style>{STYLE}</style>\n</head>\n<body>\n" + "\n".join(parts) + "\n</body>\n</html>\n")


def _verdict(check) -> str:
    from judge.deck import _problem_order

    errors = len(check.errors)
    warnings = len(check.problems) - errors
    kind = "legal" if check.legal else "not-legal"
    word = _t("sheet.legal" if check.legal else "sheet.not-legal")
    count = _t("sheet.count", errors=errors, warnings=warnings) if check.problems else _t("sheet.no-problems")
    out = [f'<div class="verdict {kind}"><strong>{word}</strong> {count}']
    ordered = sorted(check.problems, key=_problem_order)
    if ordered:
        items = []
        for p in ordered[:PROBLEMS_SHOWN]:
            where = _t("sheet.line", n=p.line) if p.line else _t("sheet.list")
            mark = "✗" if p.severity == "error" else "!"
            items.append(f"<li>{mark} {where}: {esc(p.text())}</li>")
        if len(ordered) > PROBLEMS_SHOWN:
            items.append(f"<li>{_t('sheet.more', n=len(ordered) - PROBLEMS_SHOWN)}</li>")
        out.append("<ul>" + "".join(items) + "</ul>")
    return "".join(out) + "</div>"


def _cards_table(check, lang: str) -> str:
    rows = {kind: [] for kind, _ in SECTIONS}
    for e in check.sorted_entries():
        rows[e.role if e.role != "deck" else e.card.type].append(e)
    head = "".join(f'<th class="{cls}">{_t(code)}</th>' for cls, code in (
        ("n", "sheet.col-count"), ("no", "sheet.col-number"), ("", "sheet.col-name"), ("", "sheet.col-other"),
        ("lv", "sheet.col-level"), ("", "sheet.col-colours")))
    out = [f'<table class="cards"><thead><tr>{head}</tr></thead><tbody>']
    for kind, code in SECTIONS:
        entries = rows[kind]
        total = sum(e.count for e in entries)
        out.append(f'<tr class="sec"><th colspan="6">{_t(code)} <span class="sub">'
                   f'{_t("sheet.subtotal", n=total)}</span></th></tr>')
        for e in entries:
            other = " / ".join(n for n in (e.card.name_th, e.card.name_en) if n)
            level = "–" if e.card.level is None else e.card.level
            out.append(f'<tr><td class="n">{e.count}</td><td class="no">{esc(e.number)}</td>'
                       f'<td lang="ja">{esc(e.card.name)}</td><td>{esc(other)}</td><td class="lv">{level}</td>'
                       f"<td>{_colours(e.card.colors, lang)}</td></tr>")
    return "".join(out) + "</tbody></table>"


def _totals(check) -> str:
    totals = check.totals()
    by_type = {"character": 0, "event": 0}
    for e in check.entries:
        if e.role == "deck" and e.card.type in by_type:
            by_type[e.card.type] += e.count
    out = f'<p class="totals">{_t("sheet.totals", characters=by_type["character"], events=by_type["event"], **totals)}'
    if check.unresolved_deck_cards:
        out += f'<br>{_t("sheet.unread", n=check.unresolved_deck_cards)}'
    return out + "</p>"


def write_sheet(check, cards: CardList, out: str, player: str | None = None, event: str | None = None,
                force: bool = False):
    """Write the sheet to `out` (a new file, or an existing one with `force`; never through a link), atomically."""
    from judge.positionfile import write_file

    return write_file(out, sheet_html(check, cards, player, event), force=force, option="--out", kind="HTML",
                      no_links=True)
