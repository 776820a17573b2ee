"""docs/ is what users read: every YAML example in it replays as it says, and nothing points to shared/."""

import re

import pytest

from judge.replay import run
from judge.scenario import PLAYER_KEYS, TOP_KEYS, parse_scenario
from tests.conftest import ROOT

DOCS = ROOT / "docs"
PENDING = ("cards", "choices")  # features being built: their examples are shown, not yet replayed


def yaml_examples():
    out = []
    for page in sorted(DOCS.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        for m in re.finditer(r"```yaml\n(.*?)```", text, flags=re.S):
            line = text[: m.start()].count("\n") + 2
            out.append(pytest.param(m.group(1), id=f"{page.name}:{line}"))
    return out


EXAMPLES = yaml_examples()


def pending_marker(example: str) -> str | None:
    first = example.split("\n", 1)[0].strip()
    return first if first.startswith("#") and "pending" in first else None


def test_docs_have_yaml_examples_and_the_scenario_and_deck_pages():
    assert (DOCS / "scenario-format.md").is_file() and (DOCS / "deck-lists.md").is_file()
    assert len(EXAMPLES) >= 5


@pytest.mark.parametrize("example", EXAMPLES)
def test_every_docs_example_replays_with_every_expectation(example):
    if example.startswith("# card script\n"):  # docs/card-scripts.md: checked as the build checks scripts
        from judge.inputs import load_yaml
        from judge.scripts.checker import Checker, check_script

        data, lines = load_yaml(example, "docs example")
        c = Checker("docs example", lines, docs=False)
        for cid, script in data.items():
            c.collect(check_script, c, script, (cid,))
        c.raise_problems()
        return
    marker = pending_marker(example)
    if marker is not None:
        assert re.fullmatch(r"# pending: (\w+)", marker) and marker.split(": ")[1] in PENDING, (
            f"a pending marker is exactly '# pending: cards' or '# pending: choices' (got {marker!r})")
        pytest.skip(f"{marker}: not built yet")
    result = run(parse_scenario(example, "docs example"))
    assert result.exit_code == 0, [r.to_json() for r in result.expects] + [result.illegal]


def test_the_scenario_page_names_every_key_the_loader_takes():
    page = (DOCS / "scenario-format.md").read_text(encoding="utf-8")
    for key in (*TOP_KEYS, *PLAYER_KEYS):
        assert f"`{key}`" in page, key


def test_the_scenario_page_has_every_part_of_the_contract():
    page = (DOCS / "scenario-format.md").read_text(encoding="utf-8")
    for heading in ("## The position", "## Real cards (by card number)", "## The lines (`do`)", "## Choices",
                    "## Expectations (`expect`)", "### Exit status"):
        assert heading in page


def test_nothing_users_read_points_to_shared():
    """Users have the project, not ../shared: the README, the docs and every hint point to docs/."""
    files = [ROOT / "README.md", *DOCS.glob("*.md"), *(ROOT / "judge").rglob("*.py")]
    offenders = [str(f.relative_to(ROOT)) for f in files if "shared/docs" in f.read_text(encoding="utf-8")]
    assert offenders == []
    assert "docs/scenario-format.md" in (ROOT / "README.md").read_text(encoding="utf-8")


def _anchors(page: str) -> set[str]:
    """GitHub's anchors for the headings of a page."""
    out = set()
    for h in re.findall(r"^#+ (.+)$", page, flags=re.M):
        out.add(re.sub(r"[^\w\- ]", "", h.lower()).replace(" ", "-"))
    return out


@pytest.mark.parametrize("path", [(), ("turn",), ("players", "A"), ("players", "A", "deck"),
                                  ("players", "A", "scene", 0), ("players", "A", "scene", 0, "ap"),
                                  ("players", "A", "hand", 0, "effect", 0, "draw"), ("do", 3), ("expect", 0)])
def test_every_scenario_hint_points_to_a_part_of_the_docs_that_exists(path):
    from judge.scripts.checker import docs_page

    page, anchor = docs_page(path).split("#")
    assert anchor in _anchors((ROOT / page).read_text(encoding="utf-8"))


def test_an_invalid_scenario_hint_names_the_docs(tmp_path):
    from judge.scenario import ScenarioError

    with pytest.raises(ScenarioError) as e:
        parse_scenario("players: {A: {scene: [{ap: lots}]}, B: {}}\n", "s.yaml")
    assert str(e.value.hint).endswith("see docs/scenario-format.md#a-card")


def test_the_deck_list_example_is_read_line_by_line_by_deck_check():
    from judge import cards
    from judge.deck import check_deck

    page = (DOCS / "deck-lists.md").read_text(encoding="utf-8")
    example = re.search(r"```text\n(.*?)```", page, flags=re.S).group(1)
    check = check_deck(example, "docs example", "2025-06-01", False, cards.load())
    codes = {p.code for p in check.problems}
    assert codes <= {"colour", "deck-size"}, [(p.line, p.code, p.message) for p in check.problems]
    assert sum(e.count for e in check.entries if e.role == "deck") == 17


READING_CODES = {"malformed-line", "unknown-card", "ambiguous-name", "name-mismatch", "section-count", "stated-total",
                 "unread-key", "wrong-section"}


@pytest.mark.parametrize("fence", ["text", "csv", "json"])
def test_every_deck_list_example_is_read_whole_and_the_full_decks_are_legal(fence):
    """docs/deck-lists.md shows each accepted form; each example must read as the page says it does."""
    from judge import cards
    from judge.deck import check_deck

    page = (DOCS / "deck-lists.md").read_text(encoding="utf-8")
    examples = re.findall(rf"```{fence}\n(.*?)```", page, flags=re.S)
    assert examples
    for example in examples:
        check = check_deck(example, "docs example", "2026-11-30", False, cards.load())
        assert not {p.code for p in check.problems} & READING_CODES, [(p.line, p.message) for p in check.problems]
        if check.totals()["deck"] == 40:
            assert check.legal and check.problems == [], [(p.line, p.message) for p in check.problems]
    assert fence == "text" or check.legal  # the CSV row and the deck file are whole decks


def test_every_link_of_the_readme_and_the_docs_lands_on_a_file_and_heading_that_exist():
    """A reader follows `[text](docs/x.md#part)`: the file must be in the project and the part a heading of it
    (a README that names a page the checkout lacks sends a judge nowhere)."""
    broken = []
    for page in [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]:
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):  # http:, mailto:
                continue
            file, _, anchor = target.partition("#")
            dest = (page.parent / file).resolve() if file else page
            if not dest.exists():
                broken.append(f"{page.name}: {target} (no such file)")
            elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest.read_text(encoding="utf-8")):
                broken.append(f"{page.name}: {target} (no such heading)")
    assert broken == []
