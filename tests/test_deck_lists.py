"""Reading deck lists (judge/decklist.py, docs/deck-lists.md): every line is read as written or reported on its
line, never guessed. Count styles, section headers and stated counts, the pastes players publish (a Japanese
deck site, a Thai chat), the product CSV row and the simulator's deck JSON. The deck rules themselves (p.7)
are tests/test_deck.py's."""

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge import cards
from judge.deck import check_deck
from judge.decklist import DeckFileError, read_list
from tests.conftest import bench_module
from tests.test_deck import judge

DECKS = Path(__file__).parent / "data" / "decks"
DAY = "2026-11-30"
fuzz = bench_module("fuzz")


@pytest.fixture(autouse=True)
def _shipped_list(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "judge-data"))
    cards.load.cache_clear()


def read(text: str, **kw):
    return read_list(text, cards.load(), **kw)


def got(text: str, **kw) -> tuple[list, list]:
    """(count, number, role) of each card read, and (line, code) of each problem."""
    listed = read(text, **kw)
    return ([(e.count, e.number, e.role) for e in listed.entries], [(p.line, p.code) for p in listed.problems])


def paste(name: str) -> str:
    return (DECKS / name).read_text(encoding="utf-8")


def check(text: str, **kw):
    return check_deck(text, "deck.txt", DAY, **kw)


# ------------------------------------------------------------------ the issue's lines

def test_four_copies_of_one_id_among_43_cards_is_not_legal():
    """The issue's first example: `B01005×4` was read as 1 copy and the 43-card deck passed (p.7)."""
    deck = ["B01007", "B01008", "B01009", "B01010", "B01011", "B01012", "B01013", "B01014", "B01015", "B01016",
            "B01017", "B01018", "B01019"]
    text = "Partner: B01001\nCase: B01024\nB01005×4\n" + "".join(f"3 {n}\n" for n in deck)
    result = check(text)
    assert not result.legal and result.totals()["deck"] == 43
    found = {(p.line, p.code): p.message for p in result.problems}
    assert set(found) == {(3, "too-many-copies"), (None, "deck-size")}
    assert "the deck has 43 cards" in found[(None, "deck-size")] and "4 copies of card ID 0001" in found[(3, "too-many-copies")]


@pytest.mark.parametrize("line,count", [
    ("B01009×3", 3), ("B01011 (3)", 3), ("B01014 - 3", 3), ("B01009 x３枚", 3), ("\u200f3 B01009", 3),
    ("2x3 B01007", None), ("-1 B01012", None), ("three B01015 please", None), ("\u202e3 B01005", None),
    ("3 B01010 2", None), ("3 B01005 ×2", None),
])
def test_each_line_of_the_issue_is_read_as_written_or_reported_on_its_line(line, count):
    """Each was read as 1 copy without a word (a fallback took any card number and dropped the rest)."""
    entries, problems = got("Partner: B01001\n" + line + "\n")
    if count is None:
        assert entries == [(1, "B01001", "partner")] and problems == [(2, "malformed-line")]
    else:
        assert entries[1:] == [(count, entries[1][1], "deck")] and problems == []


def test_an_unreadable_line_says_what_was_not_understood():
    listed = read("three B01015 please\n3 B01010 2\n-1 B01012\n\u202e3 B01005\n")
    messages = [p.message for p in listed.problems]
    assert "'three', 'please' not understood" in messages[0]
    assert "counts that disagree (3, 2)" in messages[1]
    assert "a count is at least 1 ('-1' is not)" in messages[2]
    assert "invisible control characters (U+202E)" in messages[3]
    assert listed.entries == [] and listed.unresolved == 0  # an unread count is not counted toward 40 either


# ------------------------------------------------------------------ count styles

@pytest.mark.parametrize("line", [
    "3 B01005", "3x B01005", "3X B01005", "3xB01005", "x3 B01005", "×3 B01005", "B01005 x3", "B01005x3",
    "B01005 ×3", "B01005×3", "B01005 ×３", "B01005 (3)", "B01005（３）", "3枚 B01005", "B01005 3枚",
    "B01005 x３枚", "B01005 3 ใบ", "B01005 x3 ใบ", "３ B01005", "Ｂ０１００５　×３", "B01-005 ×3", "b01-005 x3",
    "B01005 3", "B01005\t3", "3\tB01005", "3 copies B01005", "3 x B01005", "・B01005 ×3", "- 3 B01005",
    "B01005 x๓", "3 B01005 ×3", "3 0001",
])
def test_every_count_style_reads_three_copies_of_b01005(line):
    assert got(line) == ([(3, "B01005", "deck")], [])


@pytest.mark.parametrize("line", [
    "江戸川コナン　B01-005　×３", "B01005 x3 江戸川コナン", "3 B01005 Conan Edogawa", "3 B01005 เอโดงาวะ โคนัน",
    "3 B01005 โคนัน", "3 B01005 Conan", "3 B01005 (江戸川コナン)", "3 B01005 江戸川コナン / Conan Edogawa",
    "3 B01005 SR", "3 B01005 # the ace", "3 B01005 // ace", "3 B01005 ※エース",
])
def test_a_name_that_agrees_with_the_number_its_rarity_or_a_comment_may_follow(line):
    assert got(line) == ([(3, "B01005", "deck")], [])


@pytest.mark.parametrize("line,code", [
    ("3 B01005 沖矢昴", "name-mismatch"), ("3 B01005 the ace", "malformed-line"), ("3 B01005 B01007", "malformed-line"),
    ("B01005#3", "malformed-line"), ("1. 3 B01005", "malformed-line"), ("0 B01005", "malformed-line"),
    ("3", "malformed-line"), ("Sideboard: B01005", "malformed-line"), ("3 B01999", "unknown-card"),
    ("3 沖矢昴", "ambiguous-name"),
])
def test_a_name_that_disagrees_or_leftover_words_are_a_problem_never_a_guess(line, code):
    assert got(line) == ([], [(1, code)])


def test_a_name_with_numbers_in_it_agrees_with_its_own_number():
    assert got("24 Hours a Day, 7 Days a Week B03104 x2\n1 B01024 The 3 \"K\"s of Osaka Case\n")[0] == [
        (2, "B03104", "deck"), (1, "B01024", "deck")]
    assert got("24 Hours a Day, 7 Days a Week B01005 x2\n")[1] == [(1, "malformed-line")]


def test_a_hyphenated_number_is_the_same_print():
    assert got("B01-005\nPR-022\nb01-016p\n")[0] == [(1, "B01005", "deck"), (1, "PR022", "deck"), (1, "B01016P", "deck")]


def test_thai_text_is_kept_as_written_not_normalised():
    """NFKC would split ำ into ํ + า: the deck's name must come back as the player wrote it."""
    assert read("เด็คน้ำเงิน โคนัน\n3 B01005\n").info == {"title": "เด็คน้ำเงิน โคนัน"}


# ------------------------------------------------------------------ sections, totals, pastes

@pytest.mark.parametrize("name", ["site-paste-ja.txt", "paste-th.txt", "legal-blue.txt"])
def test_the_published_pastes_check_legal(name):
    result = check(paste(name))
    assert result.problems == [] and result.legal
    assert result.totals() == {"deck": 40, "partner": 1, "case": 1}


def test_a_japanese_site_paste_routes_partner_and_case_and_shows_its_other_lines():
    listed = read(paste("site-paste-ja.txt"))
    roles = {e.number: e.role for e in listed.entries}
    assert roles["B01001"] == "partner" and roles["B01024"] == "case" and set(roles.values()) == {"partner", "case",
                                                                                                    "deck"}
    assert [(n.line, n.kind, n.section, n.stated) for n in listed.notes] == [
        (1, "title", None, None), (2, "player", None, None), (3, "separator", None, None),
        (4, "section", "partner", None), (6, "section", "case", None), (8, "separator", None, None),
        (9, "section", "character", 37), (23, "section", "event", 3), (25, "separator", None, None),
        (26, "total", None, 40)]
    assert listed.info == {"title": "青単コナン(店舗大会用)", "player": "○○", "event": "店舗大会 2026/11/30"}


def test_a_thai_paste_shows_its_title_player_and_event():
    listed = read(paste("paste-th.txt"))
    assert [n.kind for n in listed.notes] == ["title", "player", "event", "section", "section", "total"]
    assert listed.info["player"] == "สมชาย ใจดี"


@pytest.mark.parametrize("name,old,new,line,code", [
    ("site-paste-ja.txt", "■キャラ（３７枚）", "■キャラ（３６枚）", 9, "section-count"),
    ("site-paste-ja.txt", "■イベント（３枚）", "■イベント（４枚）", 23, "section-count"),
    ("site-paste-ja.txt", "合計：４０枚", "合計：４１枚", 26, "stated-total"),
    ("paste-th.txt", "รวม 40 ใบ", "รวม 39 ใบ", 27, "stated-total"),
])
def test_a_stated_count_or_total_that_disagrees_is_a_problem_on_its_line(name, old, new, line, code):
    text = paste(name)
    assert old in text
    assert [(p.line, p.code) for p in check(text.replace(old, new)).problems] == [(line, code)]


def test_a_total_counting_the_partner_and_case_agrees_too():
    assert check(paste("paste-th.txt").replace("รวม 40 ใบ", "รวม 42 ใบ")).problems == []


def test_a_section_count_is_not_checked_when_a_line_under_it_is_unreadable():
    """The line's own problem says it; a second problem on the header would only repeat it."""
    text = paste("site-paste-ja.txt").replace("吉田歩美　B01-021　×３", "吉田歩美　B01-021　×三")
    assert [(p.line, p.code) for p in check(text).problems] == [(22, "malformed-line"), (None, "deck-size")]


def test_a_partner_header_followed_by_a_character_is_reported_on_the_header():
    text = "■パートナー\nB01005 ×3\nCase: B01024\n"
    assert got(text) == ([(3, "B01005", "deck"), (1, "B01024", "case")], [(1, "malformed-line")])


def test_a_partner_or_case_header_holds_one_line_then_the_deck_follows():
    text = "Partner:\nB01001\nCase:\nB01024\n3 B01005\n"
    assert got(text) == ([(1, "B01001", "partner"), (1, "B01024", "case"), (3, "B01005", "deck")], [])


def test_a_header_with_nothing_after_it_is_reported():
    assert got("Partner: B01001\nCase:\n")[1] == [(2, "malformed-line")]


def test_an_event_listed_under_the_characters_header_is_a_warning():
    result = check(paste("site-paste-ja.txt").replace("■イベント（３枚）\n", "").replace("■キャラ（３７枚）", "■キャラ（４０枚）"))
    assert [(p.line, p.code, p.severity) for p in result.problems] == [(23, "wrong-section", "warning")]
    assert result.legal


def test_an_english_list_with_headers_and_counts():
    text = ("Deck name: Blue Conan\nPlayer: Somchai\nEvent: Bangna Store CS\n\nPartner\nB01001\n\nCase\nB01024\n\n"
            "Main deck (40)\nCharacters (37)\n" + "".join(f"3 {n}\n" for n in (
                "B01005", "B01007", "B01008", "B01009", "B01010", "B01011", "B01012", "B01013", "B01014", "B01015",
                "B01018", "B01021")) + "1 B01016\nEvents (3)\n3 B01022\nTotal: 40\n")
    result = check(text)
    assert result.problems == [] and result.totals() == {"deck": 40, "partner": 1, "case": 1}
    assert result.info == {"title": "Blue Conan", "player": "Somchai", "event": "Bangna Store CS"}


# ------------------------------------------------------------------ product CSV

def _csv_row(deck: list[str], partner="B01001", case="B01024", product="CT-D01 Case-StartDeck 01 test") -> str:
    return f'"{product}",{partner},{case},{"|".join(deck)}'


LEGAL_NUMBERS = [n for n, k in (("B01005", 3), ("B01007", 3), ("B01008", 3), ("B01009", 3), ("B01010", 3),
                                ("B01011", 3), ("B01012", 3), ("B01013", 3), ("B01014", 3), ("B01015", 3),
                                ("B01016", 1), ("B01018", 3), ("B01021", 3), ("B01022", 3)) for _ in range(k)]
CSV_HEAD = "product,partnerNumber,caseNumber,deckNumbers\n"


def test_a_product_csv_row_is_read_and_checked():
    result = check(CSV_HEAD + _csv_row(LEGAL_NUMBERS) + "\n")
    assert result.format == "csv" and result.problems == [] and result.legal
    assert {(e.number, e.count) for e in result.entries if e.role == "deck"} >= {("B01005", 3), ("B01016", 1)}
    assert result.info["title"] == "CT-D01 Case-StartDeck 01 test"


def test_a_product_csv_with_an_unknown_or_malformed_number_reports_its_position():
    deck = [*LEGAL_NUMBERS[:-2], "B01999", "3xB01022"]
    result = check(CSV_HEAD + _csv_row(deck) + "\n")
    assert [(p.line, p.code) for p in result.problems] == [(2, "unknown-card"), (2, "malformed-line"),
                                                          (None, "deck-size")]
    assert "position 39 of deckNumbers" in result.problems[0].message
    assert "'3xB01022' (position 40 of deckNumbers)" in result.problems[1].message


def test_a_csv_of_several_products_needs_product_to_pick_one():
    text = CSV_HEAD + _csv_row(LEGAL_NUMBERS, product="Deck A") + "\n" + _csv_row(LEGAL_NUMBERS[:3],
                                                                                   product="Deck B") + "\n"
    with pytest.raises(DeckFileError) as e:
        read(text)
    assert "2 products in this CSV (Deck A; Deck B)" in str(e.value) and "--product" in str(e.value)
    assert check(text, product="deck a").legal
    assert check(text, product="Deck B").totals()["deck"] == 3


@pytest.mark.parametrize("text,words", [
    ("product,partnerNumber,deckNumbers\nx,B01001,B01005\n", "missing: caseNumber"),
    (CSV_HEAD, "no product row under the header"),
    (CSV_HEAD + "x,B01001\n", "the row has 2 columns; the header has 4"),
])
def test_a_csv_that_is_not_a_product_row_is_a_clear_error(text, words):
    with pytest.raises(DeckFileError) as e:
        read(text)
    assert words in str(e.value)


def test_the_format_can_be_forced():
    text = CSV_HEAD + _csv_row(LEGAL_NUMBERS) + "\n"
    assert read(text).format == "csv"
    as_text = read(text, fmt="text")
    assert as_text.format == "text" and as_text.entries == [] and as_text.problems
    with pytest.raises(DeckFileError):
        read("3 B01005\n", fmt="csv")


# ------------------------------------------------------------------ simulator deck JSON

def _deck_json(**changes) -> str:
    main = [{"id": f"id_{c.id}", "n": n} for c, n in (
        (cards.load().get(number), k) for number, k in (
            ("B01005", 3), ("B01007", 3), ("B01008", 3), ("B01009", 3), ("B01010", 3), ("B01011", 3), ("B01012", 3),
            ("B01013", 3), ("B01014", 3), ("B01015", 3), ("B01016", 1), ("B01018", 3), ("B01021", 3),
            ("B01022", 3)))]
    data = {"format": "conan-deck", "version": 1, "name": "青単", "case": "id_0020", "partner": "id_P001",
            "main": main, **changes}
    return json.dumps(data, ensure_ascii=False, indent=1)


def test_a_simulator_deck_file_is_read_by_card_id():
    result = check(_deck_json())
    assert result.format == "json" and result.problems == [] and result.legal
    assert [(e.role, e.number) for e in result.sorted_entries()[:2]] == [("partner", "B01001"), ("case", "B01024")]
    assert result.info == {"title": "青単"}


def test_a_partner_id_is_the_official_partner_card_id():
    """`id_P012` is the card ID P012 of the official list (Partners have IDs P001…): 世良真純, first printed B01061."""
    result = check(_deck_json(partner="id_P012"))
    partner = next(e for e in result.entries if e.role == "partner")
    assert (partner.card.id, partner.number, partner.card.name, partner.card.type) == ("P012", "B01061", "世良真純",
                                                                                        "partner")


def test_unknown_ids_bad_counts_and_printed_numbers_are_problems_on_their_lines():
    text = _deck_json(main=[{"id": "id_9999", "n": 3}, {"id": "B01005", "n": 3}, {"id": "id_0001", "n": 0},
                            {"id": "id_0003", "n": 3, "note": "x"}], case="id_9998", side=[])
    result = check(text)
    lines = text.splitlines()
    found = [(p.line, p.code, p.severity) for p in result.problems]
    at = {needle: next(i for i, line in enumerate(lines, 1) if needle in line)
          for needle in ('"id_9999"', '"B01005"', '"id_0001"', '"id_0003"', '"id_9998"', '"side"')}
    assert (at['"id_9998"'], "unknown-card", "error") in found
    assert (at['"id_9999"'], "unknown-card", "error") in found
    assert (at['"B01005"'], "unknown-card", "error") in found
    assert (at['"id_0001"'], "malformed-line", "error") in found
    assert (at['"id_0003"'], "unread-key", "warning") in found and (at['"side"'], "unread-key", "warning") in found
    words = " ".join(p.message for p in result.problems)
    assert "'B01005' is the printed number of B01005 江戸川コナン, not a card ID" in words and "(id_0001)" in words
    assert "'n' is a whole number from 1 (got 0)" in words


@pytest.mark.parametrize("text,words", [
    ('{"format": "conan-deck", "version": 1, "main": [', "not valid JSON"),
    ('{"format": "other", "version": 1}', 'got "other"'),
    ('{"format": "conan-deck", "version": 2}', "version 2 of the conan-deck format is not known"),
    ('{"format": "conan-deck", "version": 1, "main": {"id": "id_0001"}}', "'main' is a list"),
    ("{" + "[" * 100_000, "not valid JSON"),
    ('{"a":' * 100_000 + "1" + "}" * 100_000, "nested too deeply"),
])
def test_a_json_file_that_is_not_a_deck_is_a_clear_error(text, words):
    with pytest.raises(DeckFileError) as e:
        read(text)
    assert words in str(e.value)


# ------------------------------------------------------------------ property: decorated lines

POOL = ["B01005", "B01007", "B01008", "B01009", "B01010", "B01011", "B01012", "B01013", "B01014", "B01015",
        "B01016", "B01018", "B01021", "B01022", "B01023", "B02039", "PR022", "B01016P", "B04001Sec1", "D04002",
        "B01024", "B03104"]  # the last two: names with numbers in them ("24 Hours a Day, 7 Days a Week")


def names_of(number: str) -> list[str]:
    card = cards.load().get(number)
    return [card.name, *card.names_th, *([card.name_en] if card.name_en else [])]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(POOL), st.integers(1, 3), st.randoms(use_true_random=False))
def test_a_valid_line_read_in_any_decoration_is_the_same_cards(number, count, rng):
    """Spaces, full and half widths, count styles, hyphens, names and comments never change what a line says."""
    line = fuzz.decorated_line(rng, count, number, names_of(number))
    printed = cards.load().printed_number(number)
    # a case's Thai name starts with the word for Case (คดี …): a line that opens with it is the case's own section
    sections = ("deck", "case") if cards.load().get(number).type == "case" else ("deck",)
    assert got(line + "\n") in [([(count, printed, s)], []) for s in sections], repr(line)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(POOL), st.integers(1, 3), st.randoms(use_true_random=False))
def test_a_spoiled_line_is_read_the_same_or_reported_never_a_different_silent_count(number, count, rng):
    line = fuzz.spoiled_line(rng, count, number, names_of(number))
    entries, problems = got(line + "\n")
    printed = cards.load().printed_number(number)
    assert (entries, problems) == ([(count, printed, "deck")], []) or (entries == [] and problems
                                                                        and {p[0] for p in problems} == {1}), repr(line)


def test_the_fuzz_deck_lists_in_every_form_are_read_or_refused_clearly():
    for k in [*range(30), 31, 32, 43]:  # text, JSON and (31, 32, 43) CSV; some are 2,000 lines of unknown names
        text = fuzz.deck_list(random.Random(k))
        try:
            result = check(text)
        except DeckFileError as e:
            assert e.exit_code == 2 and str(e)
            continue
        assert all(p.line is None or p.line >= 1 for p in result.problems)


# ------------------------------------------------------------------ through the CLI

def test_cli_reads_a_csv_and_a_json_and_forces_a_format(tmp_path):
    csv_file, json_file = tmp_path / "start.csv", tmp_path / "deck.json"
    csv_file.write_text(CSV_HEAD + _csv_row(LEGAL_NUMBERS) + "\n", encoding="utf-8")
    json_file.write_text(_deck_json(), encoding="utf-8")
    for path, fmt in ((csv_file, "csv"), (json_file, "json")):
        r = judge("deck", "check", str(path), "--date", DAY, "--json")
        data = json.loads(r.stdout)
        assert r.returncode == 0 and data["legal"] and data["format"] == fmt
        assert list(data)[:5] == ["legal", "date", "problems", "cards", "totals"]
    r = judge("deck", "check", str(json_file), "--format", "text", "--date", DAY)
    assert r.returncode == 1
    r = judge("deck", "check", str(json_file), "--format", "yaml")
    assert r.returncode == 2 and "unknown --format 'yaml'" in r.stderr


def test_cli_several_products_is_exit_2_with_the_way_out(tmp_path):
    f = tmp_path / "products.csv"
    f.write_text(CSV_HEAD + _csv_row(LEGAL_NUMBERS, product="Deck A") + "\n" + _csv_row(LEGAL_NUMBERS, product="Deck B")
                 + "\n", encoding="utf-8")
    r = judge("deck", "check", str(f), "--lang", "en")
    assert r.returncode == 2 and "--product" in r.stderr and "Traceback" not in r.stderr
    assert judge("deck", "check", str(f), "--product", "Deck B", "--date", DAY).returncode == 0


def test_the_human_view_shows_the_lines_that_are_not_cards(tmp_path):
    f = tmp_path / "ja.txt"
    f.write_text(paste("site-paste-ja.txt"), encoding="utf-8")
    out = judge("deck", "check", str(f), "--date", DAY, "--lang", "en").stdout
    assert out.index("LEGAL") < out.index("lines that are not cards")
    assert "header: Partner" in out and "stated total (says 40)" in out and "deck name" in out


def test_in_thai_too_many_copies_names_the_card_in_thai_beside_the_japanese():
    """p.7: 4 copies of an event (issue 33: every card a Thai judge reads has its Thai name)."""
    result = check("Partner: B01001\nCase: B01024\n4 B03133\n")
    problem = next(p for p in result.problems if p.code == "too-many-copies")
    assert "「見ィーつけた♪」 (「เจอตัวแล้ว♪」) 4 ใบ" in problem.text("th")
    assert problem.text("en") == problem.message and "card ID 0382 「見ィーつけた♪」 (B03133" in problem.message


def test_in_thai_the_problems_read_in_thai_and_the_codes_stay_in_json(tmp_path):
    f = tmp_path / "bad.txt"
    f.write_text("Partner: B01001\nCase: B01024\nB01005×4\nthree B01015 please\nFoo: bar\n■キャラ（２枚）\n3 B01007\n",
                 encoding="utf-8")
    codes = ["too-many-copies", "malformed-line", "deck-size", "section-count"]
    th = judge("deck", "check", str(f), "--lang", "th")
    assert th.returncode == 1 and not [c for c in codes if c in th.stdout]
    assert "อ่าน 'three'" in th.stdout and "หัวข้อระบุ 2 ใบ" in th.stdout  # (the table wraps the rest)
    en = judge("deck", "check", str(f), "--lang", "en")
    assert all(c in en.stdout for c in codes)
    in_json = judge("deck", "check", str(f), "--lang", "th", "--json").stdout
    assert in_json == judge("deck", "check", str(f), "--lang", "en", "--json").stdout
    assert {p["code"] for p in json.loads(in_json)["problems"]} == set(codes)
