"""`judge ask` on questions as players type them (issue 33): cards read through the one name resolver, the named
card's rulings first, direct answers whatever the filler words, and never a wrong direct answer."""

from pathlib import Path

import pytest

from judge import rulings
from judge.askeval import measure

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "bench" / "data"


@pytest.fixture(autouse=True)
def _no_user_list(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "judge-data"))


@pytest.mark.parametrize("question,card", [
    ("Burbon on play: who picks the card from the revealed hand?", "0360"),  # a typo of a one-word name
    ("Okiya's Spark: can it be used when he is removed in my turn?", "0055"),  # a possessive, a surname
    ("結成少年探偵団の登場時でスイッチで除外したキャラを選べる？", "0264"),  # a name without its space
    ("อากาอิ B04046 สองใบในที่เกิดเหตุ ตัวคู่แข่งเลเวล -2 ไหม", "0438"),
    ("ฮัทโตริ เฮจิ แอคชั่นใส่ตัวที่แอคทีฟ ตัวนั้นป้องกันเองได้ไหม", "0022"),  # Thai spelled by sound
    ("Kogoro Mouri: on removal during the opponent's turn, what does it mean?", "0599"),  # spelled two ways
])
def test_ask_reads_the_card_as_players_type_it_and_ranks_its_rulings_first(question, card):
    from judge.cards import load

    out = rulings.ask(question)
    name = load().get(card).name
    assert name in {c["name"] for c in out["cards"]}, out["cards"]
    assert set(out["rulings"][0]["cards"]) & {c.id for c in load().cards.values() if c.name == name}, question


def test_a_name_read_another_way_is_shown_as_read():
    out = rulings.ask("อามุโระกับฟุรุยะ B05086 รีมูฟตัวที่ถูกแอคชั่นได้ไหม")
    assert out["cards"][0]["how"] == "number"
    read = rulings.ask("เบอเบิ้น ตอนเล่น ใครเลือกการ์ดจากมือที่เปิด")["cards"]
    assert read and read[0]["read_as"] and read[0]["name"] == "バーボン"


@pytest.mark.parametrize("question", [
    "Two Rei Furuya D09010 are in my scene and the condition is met. Do both abilities trigger?",
    "yo quick question bro, two Rei Furuya D09010 are in my scene and the condition is met, do both abilities "
    "trigger or nah?",
])
def test_filler_words_do_not_stop_a_direct_answer(question):
    out = rulings.ask(question)
    assert out["match"] == "direct" and out["rulings"][0]["verdict"].startswith("yes")


def test_a_question_about_a_card_that_no_ruling_answers_is_not_answered_directly():
    for question in ("โคนันกับไคโตะ ใครเท่กว่ากัน", "Is Amuro's voice actor the same in the anime?"):
        assert rulings.ask(question)["match"] != "direct", question


@pytest.mark.parametrize("name", ["ask-informal.tsv", "ask-informal-heldout.tsv"])
def test_informal_questions_meet_the_issue_bars(name):
    """Issue 33's bars, on the half tuned on and on the held-out half: right ruling first >= 85%, in the top 3
    >= 95%, wrong direct <= 2%, at least half of the right first answers called direct."""
    q = measure(DATA / name)
    f = q.figures()
    assert f["hit@1"] >= 0.85 and f["hit@3"] >= 0.95, f
    assert f["wrong direct rate"] <= 0.02 and f["exact first answers called direct"] >= 0.5, (f, q.misses)
