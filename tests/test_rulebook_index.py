"""The page-cited index of the Thai Ver.2.5 manual and the secondary rulebooks."""

import json
import re

import pytest

from judge import build
from judge.rulebook import RULEBOOK_IDS, find_section, load
from rules_th import DATA_DIR

CONAN = load("conan-2.5")
SOURCE_LINES = (DATA_DIR / "conan-2.5" / "source.txt").read_text(encoding="utf-8").splitlines()


def test_every_line_of_the_manual_is_in_exactly_one_section():
    owners: dict[int, list[str]] = {}
    for s in CONAN.sections:
        if s.source != "thai":
            continue
        for n in range(s.lines[0], s.lines[1] + 1):
            owners.setdefault(n, []).append(s.id)
    for n, line in enumerate(SOURCE_LINES, 1):
        if line.strip():
            assert len(owners.get(n, [])) == 1, f"line {n} is in {owners.get(n)}: {line[:40]}"


def test_section_text_is_the_source_text_verbatim():
    for s in CONAN.sections:
        if s.source == "thai":
            expected = [ln.rstrip() for ln in SOURCE_LINES[s.lines[0] - 1 : s.lines[1]] if ln.strip()]
            assert [ln for ln in s.text.splitlines() if ln.strip()] == expected, s.id


def test_section_ids_are_unique_and_slugs():
    for book in RULEBOOK_IDS:
        ids = [s.id for s in load(book).sections]
        assert len(ids) == len(set(ids)), book
    assert all(re.fullmatch(r"[a-z0-9.-]+", s.id) for s in CONAN.sections)


def test_pages_are_those_of_the_27_page_manual():
    for s in CONAN.sections:
        assert all(1 <= p <= 27 for p in s.pages), s.id
        assert s.page is None or s.page == s.pages[0]
        assert s.basis in {"xref", "summary", "inferred", "none"}
    assert CONAN.page_numbers == list(range(1, 28))


@pytest.mark.parametrize(
    "section_id, page, basis",
    [  # rows of shared/docs/page-map.md
        ("stun", 6, "xref"), ("deck-construction", 7, "summary"), ("game-setup", 9, "summary"),
        ("next-hint", 12, "summary"), ("switch", 12, "xref"), ("assist", 13, "xref"), ("deduction", 15, "xref"),
        ("action", 16, "xref"), ("contact", 17, "xref"), ("disguise", 18, "xref"), ("spark", 19, "xref"),
        ("refresh", 20, "xref"), ("validity", 21, "xref"), ("pending-effects", 22, "summary"),
        ("icons", 24, "xref"), ("mr", 26, "xref"), ("multiple-names", 27, "summary"),
    ],
)
def test_page_and_basis_follow_the_page_map(section_id, page, basis):
    s = CONAN.section(section_id)
    assert (s.page, s.basis) == (page, basis)


def test_every_page_reference_in_the_text_is_a_link():
    for s in CONAN.sections:
        if s.source != "thai":
            continue
        mentioned = {int(p) for m in re.finditer(r"หน้า\s*(\d+(?:\s*,\s*\d+)*)", s.text) for p in re.split(r"\s*,\s*", m.group(1))}
        assert {lk.page for lk in s.links} == mentioned, s.id
        for lk in s.links:
            assert lk.sections and all(page_has(lk.page, sid) for sid in lk.sections)


def page_has(page, section_id):
    return page in CONAN.section(section_id).pages


def test_the_deck_link_of_page_5_points_to_assist_on_page_13():
    links = {lk.page: lk.sections for lk in CONAN.section("case-sides").links}
    assert "assist" in links[13]


def test_supplement_sections_are_marked_and_bilingual():
    supp = [s for s in CONAN.sections if s.source == "supplement"]
    assert {s.page for s in supp} >= {12, 15, 16, 17, 18, 19, 20, 24, 25, 26}
    for s in supp:
        assert s.text and s.text_en and "(ส่วนเสริม)" in s.title_th and "(supplement)" in s.title_en


def test_every_section_has_thai_english_and_japanese_aliases():
    for s in CONAN.sections:
        langs = {
            "th": any(re.search(r"[\u0e00-\u0e7f]", a) for a in s.aliases),
            "en": any(a.isascii() and re.search(r"[a-zA-Z]", a) for a in s.aliases),
            "ja": any(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", a) for a in s.aliases),
        }
        assert all(langs.values()), (s.id, langs)


def test_glossary_terms_name_sections_on_their_pages():
    assert len(CONAN.glossary) >= 35
    for t in CONAN.glossary:
        s = CONAN.section(t.section)
        assert set(s.pages) & set(t.pages), t.en


@pytest.mark.parametrize("term, english", [("คัทอิน", "Cut-in"), ("clash", "Contact"), ("変装", "Disguise"),
                                           ("hirameki", "Spark"), ("รีเฟรท", "Refresh")])
def test_define_finds_a_term_in_any_language(term, english):
    assert CONAN.define(term)[0].en == english


def test_shipped_index_is_what_the_build_produces():
    for book in RULEBOOK_IDS:
        shipped = json.loads((DATA_DIR / book / "index.json").read_text(encoding="utf-8"))
        assert shipped == json.loads(build.serialise(build.compile_book(book))), f"run python -m judge.build ({book})"


def test_shipped_cite_table_is_derived_from_the_index():
    shipped = json.loads((DATA_DIR / "conan-2.5" / "cites.json").read_text(encoding="utf-8"))
    assert shipped == build.cite_table(build.compile_book("conan-2.5"))
    assert shipped["contact"] == {"page": 17, "source": "thai"}


def test_horobeat_has_one_section_per_numbered_rule_with_its_chapter_page():
    horo = load("horobeat")
    text = (DATA_DIR / "horobeat" / "source.txt").read_text(encoding="utf-8")
    numbered = re.findall(r"^(\d+(?:\.\d+)+) \S", text, flags=re.M)
    assert [s.rule for s in horo.sections if s.rule] == numbered
    rule = find_section("6.2.6.5")
    assert rule.rulebook == "horobeat" and rule.page == 6
    assert find_section("1.3.1").page == 1 and find_section("9.12.1").page == 10


def test_psychic_battle_indexes_its_repeated_text_once():
    pb = load("psychic-battle")
    bodies = [s.text for s in pb.sections]
    assert len(bodies) == len(set(bodies))
    joined = "\n".join(bodies)
    assert joined.count("การ์ดเกม คือเกมที่ใช้การ์ดเป็นอุปกรณ์หลัก") == 1
    assert {"1", "2", "2.1", "7.5", "9", "9.2"} <= {s.id for s in pb.sections}


def test_kingdoms_has_its_headed_sections():
    kd = load("kingdoms")
    assert len(kd.sections) == 17
    assert kd.section("battle-step").title_th.startswith("Battle Step")
