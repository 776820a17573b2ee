"""What the scenarios and rulings replay: their positions, the real cards in them, the effect steps their cards
carry (tests/test_card_scripts.py, tests/test_script_language.py)."""

from functools import lru_cache
from pathlib import Path

TESTS = Path(__file__).parent


@lru_cache(maxsize=1)
def positions() -> tuple:
    """(where, position) of every scenario of tests/scenarios/ and every ruling with a scenario."""
    from judge.rulings import all_rulings
    from judge.scenario import load_scenario

    out = [(f.name, load_scenario(str(f)).position) for f in sorted((TESTS / "scenarios").rglob("*.yaml"))]
    return tuple(out + [(r.id, r.scenario.position) for r in all_rulings() if r.scenario is not None])


def cards_of(pos):
    """Every card of a position, the Partners and Cases too (each has its own `number` when it is a real card)."""
    for p in pos.players.values():
        yield from (c for _, c in p.all_cards())
        yield p.partner
        yield p.case


@lru_cache(maxsize=1)
def real_cards() -> dict[str, list[str]]:
    """Card ID -> where a real card of that ID is replayed."""
    from judge.cards import load

    card_list, out = load(), {}
    for where, pos in positions():
        for c in cards_of(pos):
            if getattr(c, "number", None):
                out.setdefault(card_list.get(c.number).id, []).append(where)
    return out


# where steps stand in an ability: lists of steps, an ability's keys, nested steps (`then`, `may`…), a watcher's
# `steps`, a Declare's `cost` and `effect`, a `gain`'s ability, an event's `while_set`, a Case's `case_closed`
NESTED = {"then", "otherwise", "do", "of", "may", "choose_one", "steps", "effect", "cost", "spark", "cut_in",
          "cut_ins", "declare", "declares", "gain", "while_set", "case_closed"}


def steps_in(value, out: set) -> set:
    """The effect steps (judge/scripts/registry.py STEPS) a script or an ability holds, at any depth."""
    from judge.state import EFFECTS, TRIGGERS, CASE_TRIGGERS

    if isinstance(value, list):
        for v in value:
            steps_in(v, out)
    elif isinstance(value, dict):
        name = next((k for k in value if k in EFFECTS), None)
        if name is not None:
            out.add(name)
        for k, v in value.items():
            if k in NESTED or k in TRIGGERS or k in CASE_TRIGGERS:
                steps_in(v, out)
            elif k == "static":  # continuous abilities: only their gates are steps
                out.update(g for ability in v for s in ability for g in ("valid", "if") if g in s)
    return out


@lru_cache(maxsize=1)
def steps_replayed() -> dict[str, list[str]]:
    """Effect step -> the scenarios and rulings one of whose cards carries it (its script, or as written)."""
    from judge.cards import load, scripts
    from judge.state import dump_card

    card_list, every, out = load(), scripts(), {}
    for where, pos in positions():
        found: set = set()
        for c in cards_of(pos):
            if getattr(c, "number", None):
                steps_in(every.get(card_list.get(c.number).id) or {}, found)
            elif hasattr(c, "triggers"):  # a hand-described card: its abilities as written
                steps_in(dump_card(c), found)
                for m in c.mods:
                    if m.ability:
                        steps_in(m.ability, found)
        for name in found:
            out.setdefault(name, []).append(where)
    return out
