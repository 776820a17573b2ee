"""p.22 — "your opponent reveals their hand": no card moves, so the replay's expectations cannot see it; the trace
must list every card of the revealed hand, where the ability is done (before the Mislead, for a deduction)."""

from __future__ import annotations

from pathlib import Path

from judge.replay import run
from judge.rulings import load_file
from judge.scenario import load_scenario

ROOT = Path(__file__).resolve().parent.parent


def _trace(scenario) -> list[str]:
    replay = run(scenario)
    assert all(r.ok for r in replay.expects)
    return [entry.text for entry in replay.game.events]  # (an event's text is its English)


def test_the_opponents_whole_hand_is_revealed_by_an_on_play():
    lines = _trace(load_scenario(ROOT / "tests/scenarios/p22-script-0149-furuya-makes-the-opponent-reveal-the-hand.yaml"))
    shown = [t for t in lines if "reveals the whole hand" in t]
    assert len(shown) == 1 and "B.x" in shown[0] and "B.y" in shown[0]


def test_a_hand_revealed_when_a_character_deduces_is_shown_before_the_mislead():
    ruling = next((ROOT / "rulings").glob("c0064-q1-*.yaml"))
    lines = _trace(load_file(ruling).scenario)
    shown = next(i for i, t in enumerate(lines) if "reveals the whole hand" in t)
    mislead = next(i for i, t in enumerate(lines) if "Mislead" in t)
    assert shown < mislead
