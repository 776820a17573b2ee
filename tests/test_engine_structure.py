"""How the engine is built, locked: no import cycle, the line language at the bottom (like python-chess's Move),
cards moved between zones only by rules/zones.py, no reference cycle between a position and its cards."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import judge

ROOT = Path(judge.__file__).parent


def imports() -> dict[str, set[str]]:
    """module -> the judge modules it imports, at any depth of the file (lazy imports in functions too)."""
    graph: dict[str, set[str]] = {}
    for f in ROOT.rglob("*.py"):
        name = "judge." + ".".join(f.relative_to(ROOT).with_suffix("").parts)
        name = name.removesuffix(".__init__")
        deps: set[str] = set()
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("judge"):
                for a in node.names:  # `from judge.rules import effects` imports the module judge.rules.effects
                    sub = f"{node.module}.{a.name}"
                    deps.add(sub if (ROOT / Path(*sub.split(".")[1:])).with_suffix(".py").exists() else node.module)
            elif isinstance(node, ast.Import):
                deps |= {a.name for a in node.names if a.name.startswith("judge")}
        graph[name] = deps - {name}
    return graph


def test_no_import_cycle():
    graph = imports()
    done: set[str] = set()

    def visit(m: str, path: tuple):
        assert m not in path, "import cycle: " + " -> ".join((*path[path.index(m):], m))
        if m in done:
            return
        for d in graph.get(m, ()):
            visit(d, path + (m,))
        done.add(m)

    for m in graph:
        visit(m, ())


def _module_level_writes_into_imports(code: str) -> list[str]:
    """Statements at a module's top level that fill a table of another module: `effects.HANDLERS[k] = f`,
    `CHOOSABLE.append(f)`, `TABLE.update(...)` on a name imported from elsewhere."""
    tree = ast.parse(code)
    imported = {a.asname or a.name for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names}
    out = []
    for node in tree.body:
        target = None
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute):
            target = node.value.func.value
        elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Subscript):
            target = node.targets[0].value
        while isinstance(target, ast.Attribute):
            target = target.value
        if isinstance(target, ast.Name) and target.id in imported:
            out.append(ast.unparse(node))
    return out


def test_the_engine_is_assembled_in_one_place_and_nothing_registers_itself():
    """rules/engine.py lists every effect step's handler; no rule module fills another's table when imported
    (the one-slot hook lists the engine once had, filled only if their module happened to be imported)."""
    from judge.rules import engine
    from judge.rules.doing import HEAD_STEPS
    from judge.scripts.registry import STEPS

    assert set(engine.STEPS) == set(STEPS) - set(HEAD_STEPS)
    assert all(f.__module__.startswith("judge.rules.") for f in engine.STEPS.values())
    writes = {f.name: _module_level_writes_into_imports(f.read_text(encoding="utf-8"))
              for f in (ROOT / "rules").rglob("*.py") if f.name != "engine.py"}
    assert {f: w for f, w in writes.items() if w} == {}
    assert _module_level_writes_into_imports("from m import T\nT.append(f)\nm.X['k'] = 1\nimport m\n") == [
        "T.append(f)", "m.X['k'] = 1"]


def test_a_step_without_its_handler_stops_the_engine_loudly(monkeypatch):
    from judge.rules import engine

    monkeypatch.delitem(engine.STEPS, "draw")
    with pytest.raises(RuntimeError, match=r"without a handler \['draw'\]"):
        engine.assemble()


def test_a_cards_current_value_without_the_engine_raises_instead_of_printing_the_printed_one():
    """p.21 — a value read where the engine is not assembled would leave out the continuous abilities in force:
    it raises (a fresh process that imports only the state and the loader)."""
    code = ("from judge.scenario import parse_scenario\n"
            "pos = parse_scenario('players:\\n  A: {scene: [{id: x, ap: 1000}]}\\n  B: {}\\n', 's.yaml').position\n"
            "try:\n    pos.value(pos.players['A'].scene[0], 'ap')\nexcept RuntimeError as e:\n    print('raised', e)\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.stdout.startswith("raised") and "engine" in r.stdout, r.stdout + r.stderr


def test_the_line_language_is_at_the_bottom():
    # i18n: the message table; records: the dataclass decorator; both leaves
    assert imports()["judge.lines"] <= {"judge.errors", "judge.i18n", "judge.records", "judge.state"}
    assert imports()["judge.records"] == set()
    assert "judge.scenario" not in imports()["judge.moves"]


ZONE_LISTS = {"scene", "hand", "deck", "file", "evidence", "removed", "partner_zone", "set_cards"}
MUTATORS = {"append", "insert", "pop", "remove", "extend", "clear", "sort", "reverse"}


def zone_surgery(code: str) -> list[int]:
    """Lines that change a zone's list by hand: `p.hand.remove(c)`, `p.scene[i] = c`, `del p.deck[0]`…"""
    out = []
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
            target = node.func.value
        elif isinstance(node, (ast.Assign, ast.Delete, ast.AugAssign)):
            targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
            target = next((t.value for t in targets if isinstance(t, ast.Subscript)), None)
        else:
            continue
        if isinstance(target, ast.Attribute) and target.attr in ZONE_LISTS:
            out.append(node.lineno)
    return sorted(out)


def test_cards_move_between_zones_only_through_rules_zones():
    """A new zone rule (p.23, p.26…) is written once: no other engine module edits a zone's list."""
    engine = [*(ROOT / "rules").rglob("*.py"), ROOT / "replay.py", ROOT / "moves.py", ROOT / "simulate.py"]
    found = {f.name: zone_surgery(f.read_text(encoding="utf-8")) for f in engine if f.name != "zones.py"}
    assert {f: lines for f, lines in found.items() if lines} == {}
    assert zone_surgery("p.hand.remove(card)\np.removed.insert(0, card)\np.scene[0] = new\n") == [1, 2, 3]


def test_zone_helpers_move_one_card_face_down_and_forget_the_scene():
    """p.6, p.23: a card that leaves the scene forgets its state and effects; only evidence may lie face up."""
    from judge.rules import zones
    from judge.rules import engine
    from judge.scenario import parse_scenario

    pos = parse_scenario("""\
players:
  A:
    scene: [{id: heiji, state: stun, mods: [{ap: 1000}], entered_this_turn: true}]
    evidence: [{id: e1, face_up: true}]
    deck: 2
  B: {}
""", "z.yaml").position
    game = engine.start(pos)
    a = pos.players["A"]
    heiji, e1 = a.scene[0], a.evidence[0]
    zones.to_deck_top(game, heiji)
    assert a.deck[0] is heiji and not a.scene and (heiji.state, heiji.mods, heiji.entered_this_turn) == ("active", [], False)
    zones.to_deck_bottom(game, e1)
    assert a.deck[-1] is e1 and not e1.face_up and not a.evidence
    zones.to_removed(game, heiji)
    zones.to_hand(game, e1)
    assert a.removed == [heiji] and a.hand == [e1] and len(a.deck) == 2
    assert all(len([c for _, c in a.all_cards() if c is x]) == 1 for x in (heiji, e1))


def test_the_trace_is_one_list_of_typed_events_each_in_its_step():
    """Events carry their kind and step; the human view and JSON read steps, nobody reads an event's wording."""
    from judge.replay import run
    from judge.scenario import parse_scenario

    result = run(parse_scenario("""\
phase: end
players:
  A:
    scene: [{id: akai, ap: 5000, keywords: [bullet]}, {id: heiji, keywords: [mislead 1]}]
    deck: 10
  B:
    scene: [{id: ran, ap: 1000, lp: 1, state: sleep}, {id: kogoro, ap: 5000}]
    deck: 10
do: [B deduce partner, B deduce kogoro, A pass, B action kogoro -> A.akai]
""", "trace.yaml"))
    steps = result.steps
    assert [s.line for s in steps][:3] == ["phase: end", "B deduce partner", "B deduce kogoro"]
    assert [e for s in steps for e in s.events] == result.game.events, "one list, cut into steps in order"
    assert all(e.step == i for i, s in enumerate(steps) for e in s.events)
    kinds = {e.kind for e in result.game.events}
    assert {"event", "assumed", "forbidden"} <= kinds
    assumed = [e for e in result.game.events if e.kind == "assumed"]
    assert len(assumed) == 1 and assumed[0].step == 1  # B's Partner LP 0: A's Mislead answer assumed before line 2
    assert [e.kind for e in steps[-1].events][-1] == "forbidden" and result.illegal.n == 4


def test_the_real_card_note_and_the_set_up_phase_are_two_steps():
    """The note on real cards without a script has its own step; the auto phase's events stay in theirs."""
    from judge.replay import run
    from judge.scenario import parse_scenario

    result = run(parse_scenario("""\
phase: auto
players:
  A:
    scene: [{id: jii, card: B01092, state: sleep}]
    deck: 5
  B: {}
""", "real.yaml"))
    position, setup = result.steps[:2]
    assert (position.line, setup.line) == ("position", "phase: auto")
    assert [e.sections for e in position.events] == [("card-types",)]
    assert setup.events and all("card-types" not in e.sections for e in setup.events)


def test_a_played_position_is_freed_without_the_collector():
    """A card does not know its position (its values are read through it: Position.value): a position and its
    cards make no reference cycle, so a game no longer used is freed at once (the collector's passes over dead
    games were a twentieth of a random game)."""
    import gc
    import random
    import weakref

    from judge.simulate import random_game

    enabled = gc.isenabled()
    gc.disable()
    try:
        session = random_game(random.Random(3))
        gone = weakref.ref(session.game.pos)
        del session
        assert gone() is None
    finally:
        if enabled:
            gc.enable()


def test_derived_values_are_read_through_the_position():
    """p.21 — a card's AP is its printed value, its modifiers and the continuous abilities in force in the
    position it is read in (Position.value), never a value the card keeps: the same card read in a copy where the
    two James Black are gone has its printed AP; a keyword given by a modifier is read the same way."""
    from judge.scenario import load_scenario
    from judge.state import Card, Modifier

    pos = load_scenario(ROOT.parent / "tests" / "scenarios" / "p21-script-james-black-continuous-ap-in-force.yaml"
                        ).position
    jodie = next(c for c in pos.players["A"].scene if c.id == "jodie")
    assert pos.value(jodie, "ap") == 7000
    twin = pos.copy()
    twin.players["A"].scene[:] = [c for c in twin.players["A"].scene if c.id == "jodie"]
    assert twin.value(twin.players["A"].scene[0], "ap") == jodie.ap == 5000
    pos.add_modifier(jodie, Modifier("grant", 0, keyword="rush"))
    assert pos.granted(jodie, "rush") and not pos.granted(jodie, "bullet")
    assert not any(hasattr(Card, name) for name in ("board", "board_ref", "value", "granted"))


def test_a_modifier_is_added_only_through_the_position():
    """Position.add_modifier is the one way an effect changes a card until a duration ends, so a gained ability
    ends the quiet of the position wherever it comes from (no engine module appends to `mods` itself)."""
    offenders = {}
    for f in ROOT.rglob("*.py"):
        if f.name == "state.py":
            continue
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS
                    and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "mods"
                    and node.func.attr not in ("clear",)):
                offenders.setdefault(f.name, []).append(node.lineno)
    assert offenders == {}


def _scripted_decks(seed: int, quiet_only: bool):
    """A game at its start whose decks are 40 real cards with a script (characters and events) drawn at random
    (`quiet_only`: of those with no continuous ability nor watcher); every colour on the Case, so that any of
    them may be played. Such games give abilities (`gain`) and set cards (`set_on`, `attach`): what makes a
    quiet position stop being quiet."""
    import random
    import re

    from judge.cards import load, scripts
    from judge.simulate import new_game
    from judge.state import COLORS, quiet_card, parse_card

    card_list, rng = load(), random.Random(seed)
    numbers = sorted(card_list.get(i).number for i in scripts() if card_list.get(i).type in ("character", "event"))
    if quiet_only:
        numbers = [n for n in numbers if quiet_card(parse_card({"card": n, "id": "x"}, "A", "x"))]
    # half the deck of the cards whose script may give an ability or set a card, so that most games do
    givers = [n for n in numbers if re.search(r"'(gain|set_on|set_top|attach)'", repr(scripts()[card_list.get(n).id]))]
    pos = new_game(rng)
    for name, player in pos.players.items():
        player.case.colors = list(COLORS)
        cards = [parse_card({"card": rng.choice(givers if k % 2 else numbers), "id": f"c{k}"}, name, f"c{k}")
                 for k in range(1, 41)]
        player.hand, player.deck = cards[:5], cards[5:]
    return pos


def _played(pos, seed: int, each_line=None) -> list[str]:
    import random

    from judge.replay import Session
    from judge.simulate import play_random

    session = Session(pos.copy(), trace=False)
    session.setup_phase()
    play_random(session, random.Random(seed), 3000, each_line)
    return [s.line for s in session.steps]


def test_p21_p24_a_quiet_position_plays_as_the_full_scans_would(monkeypatch):
    """p.21 (continuous abilities), p.24 (watchers), p.23 (set cards) — a quiet position (Position.is_quiet: no
    card has a continuous ability, a watcher, a set card or a given ability) skips looking for them. Random
    games of hand-described and of real scripted cards are the same line for line when the scans are never
    skipped; whenever a position says it is quiet, every card in it is; and the rules that give a card such an
    ability make the position loud."""
    import random

    from judge.simulate import new_game
    from judge.state import Position, quiet_card

    loud = []

    def quiet_is_true(session):
        pos = session.game.pos
        if pos.quiet:
            assert all(quiet_card(c) for p in pos.players.values() for _, c in p.all_cards())
        elif not loud or loud[-1] is not pos:
            loud.append(pos)

    starts = [new_game(random.Random(s)) for s in range(4)]
    starts += [_scripted_decks(s, quiet_only=True) for s in range(16)] + [_scripted_decks(s, False) for s in range(4)]
    assert [pos.is_quiet() for pos in starts] == [True] * 20 + [False] * 4
    played = [_played(pos, k, quiet_is_true) for k, pos in enumerate(starts)]
    assert len(loud) > 4  # quiet games that set a card or gave an ability, besides the four loud from the start

    monkeypatch.setattr(Position, "is_quiet", lambda self: False)
    assert played == [_played(pos, k) for k, pos in enumerate(starts)]
