"""`judge export html OUTDIR`: the static site's content, anchors and links (no browser needed)."""

import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from judge.export import export_html, term_anchor
from judge.rulebook import PRIMARY, RULEBOOK_IDS, load
from judge.rulings import all_rulings
from tests.conftest import run_judge


class Anchors(HTMLParser):
    """Every id, every href/src, and each <section>'s class, of one HTML file."""

    def __init__(self):
        super().__init__()
        self.ids: set[str] = set()
        self.refs: list[str] = []
        self.sections: dict[str, str] = {}

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        for key in ("href", "src", "action"):
            if a.get(key):
                self.refs.append(a[key])
        if tag == "section" and "id" in a:
            self.sections[a["id"]] = a.get("class", "")


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    export_html(out)
    return out


def parse(path: Path) -> Anchors:
    p = Anchors()
    p.feed(path.read_text(encoding="utf-8"))
    return p


def section_html(site: Path, section_id: str, book: str = PRIMARY) -> str:
    text = (site / f"{book}.html").read_text(encoding="utf-8")
    m = re.search(rf'<section id="{re.escape(section_id)}".*?</section>', text, flags=re.S)
    assert m, f"no section {section_id} in {book}.html"
    return m.group(0)


def test_every_page_of_ver25_has_its_anchor_and_every_section_its_id(site):
    page = parse(site / "conan-2.5.html")
    assert {f"p{n}" for n in range(1, 28)} <= page.ids
    assert {s.id for s in load(PRIMARY).sections} <= page.ids


def test_thai_text_and_supplement_are_told_apart(site):
    page = parse(site / "conan-2.5.html")
    for s in load(PRIMARY).sections:
        kind = "supp" if s.source == "supplement" else "thai"
        assert page.sections[s.id] == f"sec {kind}", s.id
        badge = "supplement — our words, not the Thai text" if kind == "supp" else "Thai text"
        assert badge in section_html(site, s.id)


def test_contact_p17_has_thai_english_and_japanese_titles(site):
    contact = section_html(site, "contact")
    assert "การปะทะ" in contact and "Contact" in contact and "コンタクト" in contact
    assert 'href="conan-2.5.html#p17">17</a>' in contact


def test_page_references_in_the_thai_text_are_links_to_their_page(site):
    """action-steps (p.16) refers to the Contact on p.17 as "(หน้า 17)"."""
    assert '<a class="pref" href="#p17">หน้า 17</a>' in section_html(site, "action-steps")
    # a list of pages links every number (p.1 names pages 22, 24 and 27)
    intro = section_html(site, "introduction")
    assert 'href="#p22">หน้า 22</a>, <a class="pref" href="#p24">24</a>, <a class="pref" href="#p27">27</a>' in intro


def test_glossary_terms_in_the_text_link_to_their_entry(site):
    contact = load(PRIMARY).define("ปะทะ")[0]
    assert f'href="glossary.html#{term_anchor(contact)}"' in section_html(site, "contact")
    glossary = parse(site / "glossary.html")
    assert {term_anchor(t) for t in load(PRIMARY).glossary} <= glossary.ids


def test_every_link_lands_on_an_existing_file_and_anchor(site):
    anchors = {p.name: parse(p) for p in site.glob("*.html")}
    checked = 0
    for name, page in anchors.items():
        for ref in page.refs:
            parts = urlsplit(ref)
            assert not parts.scheme and not parts.netloc, f"{name}: {ref} leaves OUTDIR"
            target = parts.path or name
            assert (site / target).is_file(), f"{name}: {ref}"
            if parts.fragment and target.endswith(".html"):
                assert parts.fragment in anchors[target].ids, f"{name}: {ref}"
                checked += 1
    assert checked > 1000


def test_nothing_is_fetched_from_outside_outdir(site):
    css = (site / "style.css").read_text(encoding="utf-8")
    assert "url(" not in css and "@import" not in css
    for script in ("search.js", "app.js", "search-config.js"):
        assert not re.search(r"https?:|//[a-z]", (site / script).read_text(encoding="utf-8"), flags=re.I), script


def test_rulings_show_question_answer_verdict_cites_and_replayed_trace(site):
    page = parse(site / "rulings.html")
    text = (site / "rulings.html").read_text(encoding="utf-8")
    rulings = all_rulings()
    assert {r.id for r in rulings} <= page.ids
    r = next(r for r in rulings if r.scenario is not None)
    art = re.search(rf'<article id="{r.id}".*?</article>', text, flags=re.S).group(0)
    for part in (r.question["th"], r.question["en"], r.answer["th"], r.verdict):
        assert html.escape(part) in art
    c = r.cites[0]
    assert f'href="{c.rulebook}.html#{c.section}"' in art
    assert "replayed: ✓ every expectation holds" in art and '<ol class="steps">' in art
    assert text.count('<details class="trace">') == sum(r.scenario is not None for r in rulings)


def test_a_section_lists_the_rulings_that_cite_it(site):
    cited = [r.id for r in all_rulings() if any(c.section == "contact" for c in r.cites)]
    assert cited
    assert all(f'href="rulings.html#{rid}"' in section_html(site, "contact") for rid in cited)


@pytest.mark.parametrize("book", [b for b in RULEBOOK_IDS if b != PRIMARY])
def test_the_secondary_rulebooks_are_exported_with_every_section(site, book):
    assert {s.id for s in load(book).sections} <= parse(site / f"{book}.html").ids


def test_the_search_data_is_the_shipped_index(site):
    """The browser ranks with exactly the postings and keys `judge search` uses."""
    for book in RULEBOOK_IDS:
        raw = (site / f"judge-data-{book}.js").read_text(encoding="utf-8")
        data = json.loads(raw[raw.index("=") + 1 : raw.rstrip().rindex(";")])
        assert data["search"] == load(book).search_data
        assert [s["id"] for s in data["sections"]] == [s.id for s in load(book).sections]


def test_cli_export_html_json_lists_the_files(tmp_path):
    out = run_judge("export", "html", str(tmp_path / "site"), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert {"index.html", "conan-2.5.html", "rulings.html", "glossary.html", "search.js"} <= set(data["files"])
    assert all((tmp_path / "site" / f).is_file() for f in data["files"])
    assert data["counts"]["rulings"] == len(all_rulings())


def test_cli_export_into_a_file_is_a_clear_error(tmp_path):
    f = tmp_path / "taken"
    f.write_text("x")
    out = run_judge("export", "html", str(f))
    assert out.returncode == 2
    assert "is a file, not a folder" in " ".join(out.stderr.split()) and "Traceback" not in out.stderr


def test_export_has_every_card_with_its_abilities_in_our_words(tmp_path):
    from judge.export import export_html

    export_html(tmp_path / "site")
    page = (tmp_path / "site" / "cards.html").read_text(encoding="utf-8")
    assert page.count('class="card"') == 1252 and 'id="card-0015"' in page
    ran = page[page.index('id="card-0015"'):]
    ran = ran[: ran.index("</article>")]
    assert "B01019" in ran and "Cut-in: AP +2000" in ran and "คัทอิน" in ran
    assert "no script yet" in page[page.index('id="card-0055"'):]
    assert 'href="cards.html"' in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
