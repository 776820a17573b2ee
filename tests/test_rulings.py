"""The rulings collection: every ruling cites real pages, scenario-backed ones replay, bad files are reported."""

import json
import shutil

import pytest
from typer.testing import CliRunner

from judge import rulings
from judge.cli import app
from judge.evaluate import read_queries
from judge.rulebook import load
from tests.conftest import ROOT, SHARED, shared_or_copy

runner = CliRunner()


@pytest.mark.parametrize("path", rulings.ruling_files(), ids=lambda p: p.stem)
def test_ruling(path):
    """Each ruling: well formed, its cites hold, its scenario replays with every expectation. A ruling with no
    scenario proves only its form and cites: it is skipped, saying why it is not replayed."""
    verdict = rulings.verify_file(path)
    assert verdict.ok, verdict.reason
    if not verdict.replayed:
        pytest.skip(str(verdict.reason))


def test_the_collection_is_large_enough():
    every = rulings.all_rulings()
    assert len(every) == len(rulings.ruling_files()) >= 80, "a ruling file does not load"
    assert sum(r.scenario is not None for r in every) >= 60


def test_a_ruling_without_a_scenario_is_not_replayed_and_says_why():
    unreplayed = next(r for r in rulings.all_rulings() if r.scenario is None)
    verdict = rulings.verify_file(rulings.rulings_dir() / f"{unreplayed.id}.yaml")
    assert (verdict.ok, verdict.replayed) == (True, False)
    assert str(verdict.reason) == f"not replayed: {unreplayed.reason}"


def test_every_ruling_cites_a_section_on_its_page():
    for r in rulings.all_rulings():
        assert r.cites
        for c in r.cites:
            assert c.page in load(c.rulebook).section(c.section).pages, (r.id, c)


def test_rulings_cover_the_official_qa_they_can():
    numbers = {r.source.get("number") for r in rulings.all_rulings() if r.source["type"] == "official-qa"}
    assert len(numbers) >= 25


def test_rulings_without_scenario_say_why():
    for r in rulings.all_rulings():
        assert (r.scenario is None) == (r.reason is not None), r.id


def test_a_malformed_ruling_is_reported_and_the_others_still_checked(tmp_path):
    for name in ("p13-sleeping-partner-cannot-assist.yaml", "p07-the-deck-is-exactly-40-cards.yaml"):
        shutil.copy(rulings.rulings_dir() / name, tmp_path / name)
    (tmp_path / "broken.yaml").write_text("id: broken\nquestion: {th: x}\n", encoding="utf-8")
    (tmp_path / "bad-scenario.yaml").write_text(
        (rulings.rulings_dir() / "p13-sleeping-partner-cannot-assist.yaml").read_text(encoding="utf-8")
        .replace("id: p13-sleeping-partner-cannot-assist", "id: bad-scenario").replace("lp: 1", "lp: one"),
        encoding="utf-8")
    (tmp_path / "wrong-page.yaml").write_text(
        (rulings.rulings_dir() / "p07-the-deck-is-exactly-40-cards.yaml").read_text(encoding="utf-8")
        .replace("id: p07-the-deck-is-exactly-40-cards", "id: wrong-page").replace("page: 7", "page: 8"),
        encoding="utf-8")
    verdicts = {v.id: v for v in rulings.verify(tmp_path)}
    assert verdicts["p13-sleeping-partner-cannot-assist"].ok and verdicts["p07-the-deck-is-exactly-40-cards"].ok
    assert not verdicts["broken"].ok and "broken.yaml:1: missing key 'answer'" in verdicts["broken"].reason
    bad = verdicts["bad-scenario"]
    assert not bad.ok and "scenario.players.A.partner.lp" in bad.reason and "bad-scenario.yaml:" in bad.reason
    assert not verdicts["wrong-page"].ok and "p.8" in verdicts["wrong-page"].reason


def test_verify_json_shape_and_exit_code(verify_once):
    r = runner.invoke(app, ["rulings", "verify", "--json"])
    assert r.exit_code == 0
    out = json.loads(r.stdout)
    assert list(out) == ["total", "replayed", "passed", "rulings"]
    assert list(out["rulings"][0]) == ["id", "pages", "replayed", "ok", "reason"]


def test_ask_json_shape():
    r = runner.invoke(app, ["ask", "AP เท่ากันใครถูกรีมูฟ", "--json"])
    out = json.loads(r.stdout)
    assert list(out) == ["question", "match", "rulings", "sections", "cards"]
    assert out["match"] in ("direct", "open", "related", "none")
    best = out["rulings"][0]
    assert list(best) == ["id", "status", "answer", "verdict", "cards", "pages", "outcome", "score"]
    assert 17 in best["pages"] and best["status"] == "settled"
    assert best["outcome"]["exit"] == 0
    assert list(out["sections"][0]) == ["id", "page", "source", "text"]


def test_ask_answers_the_dev_questions_on_the_right_page():
    misses = []
    for query, pages, _ in read_queries(shared_or_copy("eval/search-dev.tsv", "search-dev.tsv")):
        out = rulings.ask(query)
        best = [set(r["pages"]) for r in out["rulings"][:1]] + [{s["page"]} for s in out["sections"][:1]]
        if not any(b & pages for b in best):
            misses.append(query)
    assert not misses


def test_rulings_search_and_show():
    r = runner.invoke(app, ["rulings", "search", "mulligan", "--json"])
    assert json.loads(r.stdout)["rulings"][0]["id"] == "p09-mulligan-once"
    r = runner.invoke(app, ["rulings", "show", "p15-mislead-lowers-the-lp", "--json"])
    data = json.loads(r.stdout)
    assert data["outcome"]["exit"] == 0 and data["pages"] == [15, 25]


PENDING = ROOT / "rulings" / "qa-pending.tsv"


def pending_qa_pairs() -> list[tuple[str, int]]:
    """rulings/qa-pending.tsv: the official Q&A pairs that are not rulings yet (a list that may only shrink)."""
    rows = [line.split("\t") for line in PENDING.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")]
    assert rows[0] == ["card", "qa"], "rulings/qa-pending.tsv starts with the header card<TAB>qa"
    return [(cid, int(i)) for cid, i in rows[1:]]


@pytest.mark.skipif(not (SHARED / "cards" / "texts-ja.json").is_file(), reason="texts-ja.json is not beside the checkout")
def test_every_official_card_qa_pair_is_a_ruling_or_listed_as_pending():
    """Each Q&A pair of the card list (card ID, 1-based index) is the source of a ruling, or listed in
    rulings/qa-pending.tsv; a listed pair that has become a ruling must leave the list (it only shrinks)."""
    texts = json.loads((SHARED / "cards" / "texts-ja.json").read_text(encoding="utf-8"))
    pairs = {(cid, i) for cid, card in texts.items() for i in range(1, len(card.get("qa", [])) + 1)}
    covered = {(r.source["card"], r.source["qa"]) for r in rulings.all_rulings() if r.source["type"] == "card-qa"}
    pending = pending_qa_pairs()
    assert len(pending) == len(set(pending)), "a pair is listed twice in rulings/qa-pending.tsv"
    assert len(pairs) >= 1997 and covered <= pairs, sorted(covered - pairs)[:5]
    assert sorted(pairs - covered - set(pending)) == [], "neither a ruling nor listed as pending"
    assert sorted(covered & set(pending)) == [], "a ruling now: take it off rulings/qa-pending.tsv"
    assert set(pending) <= pairs, "listed in rulings/qa-pending.tsv but not an official Q&A pair"


def test_the_pending_qa_list_only_shrinks():
    """Never more pending pairs than when the list was made (815 pairs with the card list of 2026-08-22; 807 since)."""
    assert len(pending_qa_pairs()) <= 0


def test_ask_gives_a_ruling_as_the_answer_only_when_its_question_matches():
    direct = rulings.ask("Can a stunned character be chosen as the target of an Action?")
    assert direct["match"] == "direct" and direct["rulings"][0]["verdict"] == "yes"
    for unrelated in ("How long is a tournament round?", "What is the best deck in the current format?"):
        assert rulings.ask(unrelated)["match"] != "direct", unrelated


def test_ask_looks_at_the_named_cards_rulings_first():
    for question in ("Red Herring: can I pay by sleeping a character that is already asleep?",
                     "ใช้ Red Herring (B02051) โดยสลีปตัวละครที่สตันอยู่ได้ไหม"):
        out = rulings.ask(question)
        assert "0172" in out["rulings"][0]["cards"] and out["rulings"][0]["verdict"] == "no", question


def test_ask_tells_look_alike_questions_apart():
    """An ability choosing a sleeping character is not an Action target: a stunned one cannot be chosen."""
    out = rulings.ask("Can an On Play that chooses a sleeping character choose a stunned one?")
    assert out["rulings"][0]["verdict"] == "no"
    out = rulings.ask("Can I guard an Action by a character with Bullet?")
    assert "bullet" in out["rulings"][0]["id"] and out["rulings"][0]["verdict"] == "no"


def test_ask_quality_on_our_question_set():
    """bench/data/ask-questions.tsv (paraphrases written apart from the rulings): the issue's bars."""
    from judge.askeval import measure

    q = measure(ROOT / "bench" / "data" / "ask-questions.tsv")
    assert q.hit1 / q.n >= 0.85 and q.hit3 / q.n >= 0.95, q.figures()
    assert q.direct_wrong_verdict == 0 and q.negatives_direct == 0, q.misses


def test_rulings_show_lists_a_cards_rulings():
    r = runner.invoke(app, ["rulings", "show", "B02051", "--json"])
    data = json.loads(r.stdout)
    assert data["rulings"] and all("0172" in x["cards"] for x in data["rulings"])


def test_shipped_rulings_index_is_what_the_build_produces():
    """rulings/index.json, summaries.json, postings.json, questions.json and outcomes.json (what ask and search
    read; outcomes.json holds each scenario's replayed outcome, so an engine change that alters one makes it
    stale) are rebuilt by `python -m judge.build`."""
    built = rulings.index_texts()
    assert set(built) == set(rulings.INDEX_FILES)
    for name, text in built.items():
        shipped = (rulings.rulings_dir() / name).read_text(encoding="utf-8")
        assert json.loads(shipped) == json.loads(text), f"rulings/{name} is stale: run python -m judge.build"
