"""p.15–22: a triggered ability is done at the next arrow of the procedure it triggered in, and the trace says
which arrow; `choose` lines (the contract's Choices) parse in every form."""

from pathlib import Path

import pytest
import yaml

from judge.errors import JudgeError
from judge.replay import run
from judge.scenario import load_scenario, parse_scenario

SCENARIOS = Path(__file__).parent / "scenarios"

ARROWS = {
    "p15-on-removal-inside-a-deduction-is-done-before-the-evidence": "after step 2 of the Deduction",
    "p15-when-it-deduces-is-done-before-the-mislead": "after step 2 of the Deduction",
    "p16-on-removal-after-the-declaration-is-done-before-the-guard": "after step 1 of the Action",
    "p16-on-removal-of-the-target-before-the-guard-ends-the-action": "after step 1 of the Action",
    "p16-at-the-end-of-its-action-is-done-before-action-effects-end": "in step 5 of the Action",
    "p17-on-removal-at-the-start-of-a-contact-counts-for-the-ap-check": "at the start of the Contact",
    "p17-in-a-contact-is-done-before-the-response-order": "at the start of the Contact",
    "p18-on-removal-from-the-first-response-is-done-before-the-second": "after step 2 of the Contact",
    "p18-on-disguise-is-done-before-the-next-response": "after step 2 of the Contact",
    "p18-on-removal-from-the-second-response-is-done-before-the-second-chance": "after step 3 of the Contact",
    "p18-on-removal-from-the-second-chance-is-done-before-the-ap-check": "after step 4 of the Contact",
    "p18-on-removal-after-the-ap-check-removes-the-attacker-before-its-action-ends": "after step 5 of the Contact",
    "p19-on-removal-from-a-spark-is-done-before-the-evidence-is-gained": "after step 2 of the Action [Case]",
    "p17-in-a-contact-abilities-of-both-players-the-turn-players-first": "at the start of the Contact",
}


@pytest.mark.parametrize("stem, arrow", ARROWS.items(), ids=list(ARROWS))
def test_the_trace_names_the_arrow_where_a_waiting_effect_is_done(stem, arrow):
    result = run(load_scenario(SCENARIOS / f"{stem}.yaml"))
    assert result.exit_code == 0
    done = [e.text for e in result.game.events if "the waiting effect of" in e.text]
    assert done and all(t.startswith("at the arrow ") for t in done)
    assert any(f"at the arrow {arrow}" in t for t in done), done


REFRESH = """
players:
  A:
    scene:
      - {id: heiji, ap: 3000}
      - {id: helper, ap: 1000, on_remove: [{draw: 1}]}
    hand:
      - {id: clue, type: event, effect: [{remove: A.helper}, {draw: 2}]}
    deck: [{id: d1}]
    removed: 1
  B:
    deck: 20
do: [A play clue]
"""


def test_an_effect_waiting_inside_an_effect_is_not_done_at_the_arrows_of_a_refresh_it_causes():
    """p.20, p.22: the On Removal triggered in the event's effect waits for the effect to finish, though a
    Refresh (a procedure with its own arrows) happens inside that effect."""
    result = run(parse_scenario(REFRESH, "refresh.yaml"))
    texts = [e.text for e in result.game.events]
    refresh = next(i for i, t in enumerate(texts) if "Refresh —" in t)
    done = next(i for i, t in enumerate(texts) if "the waiting effect of" in t)
    assert refresh < done and "at the end of the line" in texts[done]
    assert not any(t.startswith("at the arrow after step") and "Refresh" in t for t in texts)


BASE = {"players": {"A": {"scene": [{"id": "x", "ap": 1000}], "deck": 5}, "B": {"scene": [{"id": "y"}], "deck": 5}}}


@pytest.mark.parametrize("line, field, value", [
    ("A choose x", "refs", ("A.x",)),
    ("A choose x B.y", "refs", ("A.x", "B.y")),
    ("A choose y", "refs", ("B.y",)),
    ("A เลือก x", "refs", ("A.x",)),
    ("A choose none", "word", "none"),
    ("A choose yes", "word", "yes"),
    ("A choose no", "word", "no"),
    ("A choose 2", "choice", 2),
])
def test_every_form_of_choose_parses(line, field, value):
    sc = parse_scenario(yaml.safe_dump({**BASE, "do": [line]}, allow_unicode=True), "c.yaml")
    act = sc.actions[0]
    assert act.verb == "choose" and getattr(act, field) == value


@pytest.mark.parametrize("line", ["A choose", "A choose 0", "A choose x x", "A choose nobody", "A choose B.x"])
def test_a_malformed_choose_is_an_invalid_file(line):
    with pytest.raises(JudgeError):
        parse_scenario(yaml.safe_dump({**BASE, "do": [line]}), "c.yaml")


@pytest.mark.parametrize("line", ["A choose x", "A choose none", "A choose yes", "A choose no", "A choose 1"])
def test_a_choose_where_nothing_waits_is_forbidden_with_the_reason(line):
    result = run(parse_scenario(yaml.safe_dump({**BASE, "do": [line]}), "c.yaml"))
    assert result.illegal is not None and result.illegal.n == 1
    assert "nothing is waiting for A to choose" in result.illegal.reason
