"""Open questions as a kind of ruling: `status: open` is parsed, indexed, listed by `rulings search --open`, and
`judge ask` never shows such a ruling as the settled answer."""

import json

import pytest

from judge import rulings
from judge.scenario import ScenarioError
from tests.conftest import run_judge

OPEN_Q = "The deducing character leaves the scene before the evidence step. Is evidence still gained?"


def test_at_least_ten_open_questions_are_recorded_each_named_open_and_citing_pages():
    found = [r for r in rulings.all_rulings() if r.is_open]
    assert len(found) >= 10
    for r in found:
        assert "-open-" in r.id and r.cites
        assert r.answer["en"].startswith("Open") and "engine" in r.answer["en"]


def test_the_index_keeps_the_status():
    by_id = {r.id: r for r in rulings.load_index()[0]}
    assert by_id["p15-open-the-deducing-character-leaves-before-the-evidence"].status == "open"
    assert by_id["p17-on-removal-in-a-contact-is-done-at-the-arrow-after-the-ap-check"].status == "settled"


def test_an_unknown_status_is_a_malformed_ruling():
    text = (rulings.rulings_dir() / "p15-open-the-deducing-character-leaves-before-the-evidence.yaml").read_text()
    with pytest.raises(ScenarioError, match="status"):
        rulings.parse_ruling(text.replace("status: open", "status: maybe"),
                             "p15-open-the-deducing-character-leaves-before-the-evidence.yaml")


def test_ask_shows_an_open_question_as_open_never_as_the_direct_answer():
    answer = rulings.ask(OPEN_Q)
    assert answer["match"] == "open"
    assert answer["rulings"][0]["status"] == "open"


def test_ask_view_says_open_question():
    out = run_judge("ask", OPEN_Q, "--lang", "en", columns=200)
    assert out.returncode == 0
    assert "open question" in out.stdout and "The ruling that answers this" not in out.stdout


def test_rulings_search_open_lists_only_open_rulings():
    out = run_judge("rulings", "search", "--open", "--json")
    assert out.returncode == 0
    found = json.loads(out.stdout)["rulings"]
    assert len(found) >= 10 and all(r["status"] == "open" for r in found)
    narrowed = run_judge("rulings", "search", "Spark", "--open", "--json")
    ids = [r["id"] for r in json.loads(narrowed.stdout)["rulings"]]
    assert ids and all("-open-" in i for i in ids)
