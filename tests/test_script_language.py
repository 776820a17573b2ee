"""The card-script language is one package (judge/scripts/): one registry of steps and triggers, its words in
English and Thai, its checker. Every registered step is documented in docs/card-scripts.md and carried by a card
of some scenario or ruling; every trigger has its words and its names in the trace, in both languages."""

import re
from pathlib import Path

from tests.replayed import steps_in, steps_replayed

DOCS = Path(__file__).parent.parent / "docs" / "card-scripts.md"


def documented(name: str, page: str) -> bool:
    """`{name: …}`, `name:` or `name` written as code on the page."""
    return re.search(r"`\{?" + re.escape(name) + r"(:|`|\})", page) is not None


def test_every_registered_step_is_documented_in_card_scripts_md():
    from judge.scripts.registry import ABILITIES, STATIC, STEPS, TRIGGERS

    page = DOCS.read_text(encoding="utf-8")
    for registry in (STEPS, TRIGGERS, STATIC, ABILITIES):
        assert [n for n in registry if not documented(n, page)] == [], registry.kind
    assert not documented("no_such_step", page)


def test_every_registered_step_is_carried_by_a_card_of_a_scenario_or_ruling():
    from judge.scripts.registry import STEPS

    found = steps_replayed()
    assert [n for n in STEPS if n not in found] == []


def test_the_step_finder_reads_nested_steps_and_not_filters():
    script = {"on_play": [{"may": [{"discard": 1}], "then": [{"draw": 1}]}],
              "watch_enter": {"by": {"level": {"max": 3}}, "steps": [{"sleep": "trigger"}]},
              "static": [[{"valid": "your-turn"}, {"ap": 1000, "target": {"character": "own", "level": {"min": 1}}}]],
              "declare": {"cost": [{"remove_set": 1}], "effect": [{"gain": {"on_action": [{"file": 1}]}}]}}
    assert steps_in(script, set()) == {"may", "discard", "draw", "sleep", "valid", "remove_set", "gain", "file"}


def test_one_table_of_triggers_gives_the_loader_its_keys_and_the_trace_its_names():
    """state's trigger keys, the queue's trace names and the words of `judge card` are all the registry's."""
    from judge.rules.triggers import TRIGGER_NAMES
    from judge.scripts.registry import TRIGGERS
    from judge.state import CASE_TRIGGERS, TRIGGERS as CARD_TRIGGERS, WATCHERS

    assert (*CARD_TRIGGERS, *CASE_TRIGGERS) == tuple(TRIGGERS)
    assert set(WATCHERS) == {n for n, t in TRIGGERS.items() if t.kind == "watcher"} and "end_of_turn" in WATCHERS
    assert all(t.en and t.th and t.trace_en and t.trace_th for t in TRIGGERS.values())
    assert {n: (p.en, p.th) for n, p in TRIGGER_NAMES.items()} == {n: (t.trace_en, t.trace_th) for n, t in TRIGGERS.items()}


def test_scenario_py_keeps_scenarios_and_positions_only():
    """The card-script checker lives in judge/scripts/checker.py; the loader reads a position's cards with it."""
    import judge.scenario as scenario

    code = Path(scenario.__file__).read_text(encoding="utf-8")
    assert "def check_script" not in code and "class Checker" not in code and "KEY_CHECKS" not in code
    assert len(code.splitlines()) < 400
