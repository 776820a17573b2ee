"""`judge deck sheet FILE --out SHEET.html`: the printable deck registration sheet (judge/decksheet.py).

One self-contained HTML page for A4: the cards sorted by type then level with count, number, Japanese and
Thai/English name, the totals, the verdict and the date. Every name is escaped; the file is written whole,
never over an existing file without --force, never through a link. The browser tests open it in headless
Chromium and print it (skipped without Chromium, failed under CI)."""

import base64
import dataclasses
import json
import os
import re
from pathlib import Path

import pytest

from judge import cards, i18n
from judge.deck import check_deck
from judge.decksheet import sheet_html
from tests.browser import browser_or_skip
from tests.test_deck import judge

DECKS = Path(__file__).parent / "data" / "decks"
PASTE = DECKS / "site-paste-ja.txt"
DAY = "2026-11-30"
HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&\x1b[2J\u202e'


@pytest.fixture(autouse=True)
def _shipped_list(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "judge-data"))
    cards.load.cache_clear()
    yield
    i18n.set_language(None)


def sheet(text: str, lang: str = "en", **kw) -> str:
    i18n.set_language(lang)
    return sheet_html(check_deck(text, "deck.txt", DAY), cards.load(), today=DAY, **kw)


def test_the_sheet_lists_the_cards_by_type_then_level_with_both_names_and_the_totals():
    page = sheet(PASTE.read_text(encoding="utf-8"))
    order = ["B01001", "B01024", "B01015", "B01021", "B01011", "B01008", "B01009", "B01007", "B01005", "B01022"]
    at = [page.index(f">{n}<") for n in order]
    assert at == sorted(at)  # Partner, Case, characters by level (3, 3, 4, 5, 6, 7, 8), then the events
    row = re.search(r"<tr><td class=\"n\">3</td><td class=\"no\">B01005</td>.*?</tr>", page).group()
    assert "江戸川コナン" in row and "เอโดงาวะ โคนัน / Conan Edogawa" in row and ">8<" in row
    assert "Deck 40/40 (characters 37, events 3) · Partner 1/1 · Case 1/1" in page
    assert ">LEGAL<" in page and "no problems" in page and "card limits on 2026-11-30" in page
    assert "青単コナン(店舗大会用)" in page and "○○" in page and "店舗大会 2026/11/30" in page  # from the paste


def test_the_sheet_is_one_self_contained_page_for_a4():
    page = sheet(PASTE.read_text(encoding="utf-8"))
    assert page.startswith("<!DOCTYPE html>") and page.count("<html") == 1
    assert "@page { size: A4" in page and '<meta charset="utf-8">' in page
    assert not re.search(r"https?:|<script|<link|<img|src=|@import|url\(", page)


def test_a_deck_that_is_not_legal_says_so_with_each_problem_and_its_line():
    text = "Partner: B01001\nCase: B01024\nB01005×4\nthree B01015 please\n3 B01007\n"
    page = sheet(text)
    assert ">NOT LEGAL<" in page and "3 problems, 0 warnings" in page
    assert "line 3: 4 copies of card ID 0001" in page and "line 4: &#x27;three B01015 please&#x27;" in page
    assert "the list as a whole: the deck has 7 cards" in page


def test_every_text_from_the_list_the_card_list_and_the_command_line_is_escaped():
    text = f"Deck name: {HOSTILE}\nPartner: B01001\nCase: B01024\n3 B01005 {HOSTILE}\n"
    check = check_deck(text, "deck.txt", DAY)
    conan = next(e for e in check.entries if e.role == "partner")
    conan.card = dataclasses.replace(conan.card, name=HOSTILE, name_en=HOSTILE, names_th=(HOSTILE,))
    page = sheet_html(check, cards.load(), player=HOSTILE, event=HOSTILE, today=DAY)
    body = page[page.index("<body>"):]
    assert "<script" not in body and "<img" not in body and "\x1b" not in page and "\u202e" not in page
    assert body.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 6  # event, player, deck name, 3 names, the line
    assert "\\x1b[2J\\u202e" in body


def test_the_sheet_speaks_thai_in_thai():
    page = sheet(PASTE.read_text(encoding="utf-8"), lang="th")
    assert '<html lang="th">' in page and "ใบลงทะเบียนเด็ค" in page and ">ถูกกติกา<" in page
    assert "เด็ค 40/40 (ตัวละคร 37 อีเวนต์ 3)" in page and "น้ำเงิน" in page
    assert not re.search(r"Deck registration|LEGAL|Characters|Player", page)


# ------------------------------------------------------------------ the command and the file it writes

def test_cli_writes_the_sheet_and_exits_as_deck_check_does(tmp_path):
    out = tmp_path / "sheet.html"
    r = judge("deck", "sheet", str(PASTE), "--out", str(out), "--date", DAY, "--player", "Somchai", "--lang", "en")
    assert r.returncode == 0 and f"wrote {out}: LEGAL" in r.stdout
    assert "Somchai" in out.read_text(encoding="utf-8")
    bad = tmp_path / "bad.txt"
    bad.write_text("Partner: B01001\n3 B01005\n", encoding="utf-8")
    r = judge("deck", "sheet", str(bad), "--out", str(tmp_path / "bad.html"), "--json")
    data = json.loads(r.stdout)
    assert r.returncode == 1 and data["sheet"] == str(tmp_path / "bad.html") and not data["legal"]
    assert ">NOT LEGAL<" in (tmp_path / "bad.html").read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.html", "bad.txt", "sheet.html"]  # no temporary file


def test_an_existing_file_is_replaced_only_with_force(tmp_path):
    out = tmp_path / "sheet.html"
    out.write_text("keep me\n", encoding="utf-8")
    r = judge("deck", "sheet", str(PASTE), "--out", str(out))
    assert r.returncode == 2 and "already exists" in r.stderr and out.read_text(encoding="utf-8") == "keep me\n"
    assert judge("deck", "sheet", str(PASTE), "--out", str(out), "--force", "--date", DAY).returncode == 0
    assert "<!DOCTYPE html>" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("dangling", [False, True])
def test_a_symbolic_link_is_never_written_through_even_with_force(tmp_path, dangling):
    target, link = tmp_path / "elsewhere.txt", tmp_path / "sheet.html"
    if not dangling:
        target.write_text("precious\n", encoding="utf-8")
    os.symlink(target, link)
    r = judge("deck", "sheet", str(PASTE), "--out", str(link), "--force")
    assert r.returncode == 2 and "symbolic link" in " ".join(r.stderr.split()) and "Traceback" not in r.stderr
    assert link.is_symlink() and (target.read_text(encoding="utf-8") == "precious\n" if not dangling
                                  else not target.exists())


@pytest.mark.parametrize("args,words", [
    (["--out", ""], "--out is empty"), ([], "needs --out SHEET.html"), (["--out", "/dev/null", "--force"],
                                                                         "not a regular file"),
    (["--out", "/no/such/folder/s.html"], "does not exist"),
])
def test_a_bad_out_is_exit_2_with_one_clear_line(tmp_path, args, words):
    r = judge("deck", "sheet", str(PASTE), *args)
    assert r.returncode == 2 and words in " ".join(r.stderr.split()) and "Traceback" not in r.stderr


def test_a_bad_out_is_refused_before_the_list_is_read(tmp_path):
    r = judge("deck", "sheet", str(tmp_path / "missing.txt"), "--out", "")
    assert r.returncode == 2 and "--out is empty" in r.stderr


# ------------------------------------------------------------------ in Chromium

@pytest.fixture(scope="module")
def browser():
    b = browser_or_skip(794, 1123)  # A4 at 96 dpi
    yield b
    b.close()


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_sheet_renders_in_chromium_and_prints_on_one_a4_page(browser, tmp_path, lang):
    out = tmp_path / f"sheet-{lang}.html"
    out.write_text(sheet(PASTE.read_text(encoding="utf-8"), lang=lang), encoding="utf-8")
    browser.send("Network.enable")
    browser.events.clear()
    try:
        browser.open(out.as_uri())
        requested = [e["params"]["request"]["url"] for e in browser.events
                     if e["method"] == "Network.requestWillBeSent"]
    finally:
        browser.send("Network.disable")
    assert requested == [out.as_uri()]  # nothing fetched but the page itself
    assert browser.js("document.querySelectorAll('table.cards tbody tr').length") == 4 + 16  # 4 headers, 16 prints
    assert browser.js("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    widths = browser.js("[...document.querySelectorAll('table.cards td:nth-child(4)')].map(td => td.offsetWidth)")
    assert min(widths) > 50  # the Thai/English names have room
    shots = os.environ.get("JUDGE_SCREENSHOTS")
    browser.screenshot(Path(shots) / f"deck-sheet-{lang}.png" if shots else tmp_path / "shot.png")
    pdf = base64.b64decode(browser.send("Page.printToPDF", preferCSSPageSize=True)["data"])
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1
    box = [float(v) for v in re.search(rb"/MediaBox\s*\[([^\]]*)\]", pdf).group(1).split()]
    assert abs(box[2] - 595.3) < 1.5 and abs(box[3] - 841.9) < 1.5  # A4 in points
