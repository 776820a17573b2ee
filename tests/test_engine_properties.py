"""Invariants of random legal play (hypothesis): from legal positions, legal lines.

Positions and lines are built by hypothesis strategies (tests/strategies.py), part by part: a failure shrinks
to a small position and a short line, not to a seed.
"""

import copy
import random

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.moves import legal
from judge.replay import Session
from judge.scenario import parse_scenario
from judge.simulate import play_random, random_game, random_position
from judge.state import PLAYERS, dump_position, parse_position
from tests.strategies import play_lines, positions

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def card_ids(pos):
    """Every card of each player with the zone it is in (stacked cards counted by number)."""
    out = {}
    for p in PLAYERS:
        ids = [c.id for _, c in pos.players[p].all_cards()]
        stacked = sum(c.stacked for c in pos.players[p].scene)
        out[p] = (sorted(ids), stacked)
    return out


def check_invariants(before, session):
    pos = session.game.pos
    for p in PLAYERS:
        ids, stacked = card_ids(pos)[p]
        ids0, stacked0 = card_ids(before)[p]
        assert len(ids) + stacked == len(ids0) + stacked0, "a card appeared or vanished"
        pl = pos.players[p]
        if before.players[p].case.side == "solution":
            assert pl.case.side == "solution", "the case went back to the Case Phase"
        assert all(not c.mods for z in ("hand", "deck", "file", "evidence", "removed") for c in pl.zone(z)), \
            "a card off the scene kept an effect"
    assert pos.status() == [], "the position became invalid (state.status)"


def play(pos, seed, lines=60):
    session = Session(copy.deepcopy(pos), trace=False)
    session.setup_phase()
    play_random(session, random.Random(seed), lines)
    session.finish(lines)
    return session


@SETTINGS
@given(positions(), st.data())
def test_random_legal_lines_keep_every_invariant(pos, data):
    """Every card stays in exactly one place, the case never turns back, no card off the scene keeps an effect,
    and the position stays valid (state.status)."""
    check_invariants(pos, play_lines(data, pos, 60))


@SETTINGS
@given(positions(), st.data())
def test_the_same_lines_from_the_same_position_give_the_same_result(pos, data):
    """The position's seed decides every shuffle: the same lines replayed give the same game."""
    a = play_lines(data, pos, 60)
    b = Session(copy.deepcopy(pos), trace=False)
    b.setup_phase()
    for act in a.played:
        assert b.apply(act), act.text
    b.finish(len(a.played))
    assert dump_position(a.game.pos) == dump_position(b.game.pos)
    assert a.game.winner == b.game.winner


def _dumps_and_loads_back(session):
    final = dump_position(session.game.pos)
    text = yaml.safe_dump(final, allow_unicode=True, sort_keys=False)
    again = parse_scenario(text, "final.yaml").position
    assert dump_position(again) == final


@SETTINGS
@given(positions(), st.data())
def test_final_position_replays_to_the_same_state(pos, data):
    _dumps_and_loads_back(play_lines(data, pos, 60))


def test_a_slept_mr_removed_from_the_partner_zone_dumps_and_loads_back():
    """A regression found by the earlier seeded test: an MR slept in the Partner zone, then removed, kept its
    state in the Evidence Area."""
    _dumps_and_loads_back(play(random_position(random.Random(886764993)), 0))


@SETTINGS
@given(positions())
def test_parse_and_dump_are_inverses(pos):
    dumped = dump_position(pos)
    assert dump_position(parse_position(copy.deepcopy(dumped))) == dumped


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**9))
def test_random_games_end_with_a_winner(seed):
    session = random_game(random.Random(seed))
    assert session.game.winner in ("A", "B")
    assert session.illegal is None


def test_every_legal_line_parses_as_written():
    """A line the move generator makes is the same line when read back from a scenario."""
    session = Session(random_position(random.Random(5)), trace=False)
    for act in legal(session.game, session.prompt):
        data = dump_position(session.game.pos)
        data["do"] = [act.text]
        sc = parse_scenario(yaml.safe_dump(data, allow_unicode=True), "line.yaml")
        assert sc.actions[0].verb == act.verb and sc.actions[0].card == act.card


# ---- one legality: the move generator offers exactly the lines the rules accept

def _key(act):
    return (act.player, act.verb, act.card, act.target_player, act.target, act.switch, act.play, act.cards,
            act.choice or 1, act.refs)


def probe_lines(game, prompt):
    """Far more lines than the generator lists: every verb, naming cards of every zone of both players."""
    from itertools import combinations

    from judge.moves import make

    out = []
    if prompt is None:  # the other player may only answer: a few of its lines are enough to see that
        me, opp = game.opponent(game.active), game.active
        p = game.player(me)
        out += [make(me, "end-turn"), make(me, "assist"), make(me, "deduce", card="partner")]
        out += [make(me, "play", card=c.id) for c in p.hand[:1]]
        out += [make(me, "action", card=c.id, target_player=opp, target="case") for c in p.scene[:1]]
    for me in [prompt.player if prompt is not None else game.active]:
        opp = game.opponent(me)
        p, o = game.player(me), game.player(opp)
        ids = [c.id for c in [*p.scene, *p.hand, *p.partner_zone, *p.deck[:1], *p.file[:1], *p.evidence[:1],
                              *p.removed[:1]]] + ["partner"]
        targets = [c.id for c in [*o.scene, *o.hand[:1], *o.deck[:1]]] + ["case"]
        switches = [None, *(c.id for c in p.scene), *(c.id for c in p.hand[:1])]
        lines = [(v, {}) for v in ("end-turn", "assist", "case-closed", "next-hint", "pass", "no-guard", "spark",
                                    "no-spark")]
        lines += [("play", {"card": c, "switch": s}) for c in ids[:-1] for s in switches]
        lines += [("next-hint", {"play": c, "switch": s}) for c in ids[:-1] for s in switches]
        lines += [(v, {"card": c}) for v in ("deduce", "declare", "guard", "disguise", "cut-in") for c in ids]
        lines += [("declare", {"card": "case"})]  # a real Case card's own [Declare] (p.14)
        lines += [("cut-in", {"card": c, "choice": k}) for c in ids[:-1] for k in (2, 3)]
        lines += [("action", {"card": c.id, "target_player": opp, "target": t}) for c in [*p.scene, *p.hand[:1]]
                  for t in targets]
        lines += [("action", {"card": c.id, "target_player": me, "target": t.id}) for c in p.scene for t in p.scene]
        scene = [c.id for c in p.scene]
        lines += [("mislead", {"cards": cs}) for k in range(1, len(scene) + 1) for cs in combinations(scene, k)]
        lines += [("mislead", {"cards": (c, c)}) for c in scene[:1]] + [("mislead", {"cards": (c,)}) for c in ids[-3:]]
        lines += [("choose", {"refs": (f"{me}.{c}",)}) for c in ids[:-1]]
        lines += [("choose", {"refs": (f"{opp}.{c.id}",)}) for c in o.scene]
        out += [make(me, verb, 0, **kw) for verb, kw in lines]
    return out


def _accepted(pos, prefix, act, at=None) -> bool:
    """Does the replay accept `act` after `prefix`? (`at`: the session after `prefix`, when no answer is awaited
    and it can be copied.)"""
    if at is not None and at.proc is None:
        return copy.deepcopy(at).apply(act)
    session = Session(copy.deepcopy(pos), trace=False)
    session.setup_phase()
    for a in prefix:
        assert session.apply(a)
    return session.apply(act)


def assert_one_legality(pos, prefix):
    """After `prefix`: every line of `legal` is accepted, and every probed line the replay accepts is in `legal`."""
    from dataclasses import replace

    session = Session(copy.deepcopy(pos), trace=False)
    session.setup_phase()
    for a in prefix:
        assert session.apply(a), a.text
    n = len(prefix) + 1
    generated = {_key(a): a for a in legal(session.game, session.prompt, n)}
    for act in generated.values():
        assert _accepted(pos, prefix, act, session), f"generated but forbidden: {act.text}"
    after = None
    if session.prompt is not None and session.prompt.optional:
        # p.22's order is never forced: a line that answers it not is played after the order is assumed
        session.assume(n - 1)
        if session.prompt is not None and session.prompt.optional:
            return generated  # another optional order at once: checked when the random lines reach it
        after = {_key(a) for a in legal(session.game, session.prompt, n)}
    for act in probe_lines(session.game, session.prompt) if after is None else probe_lines_before(pos, prefix):
        if _key(act) not in generated:
            accepted = _accepted(pos, prefix, replace(act, n=n), session if after is None else None)
            assert accepted == (after is not None and _key(act) in after), f"accepted: {accepted}: {act.text}"
    return generated


def probe_lines_before(pos, prefix):
    """The probe lines of the position reached by `prefix` (while an optional order waits)."""
    session = Session(copy.deepcopy(pos), trace=False)
    session.setup_phase()
    for a in prefix:
        session.apply(a)
    return probe_lines(session.game, session.prompt)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.data())
def test_the_generated_lines_are_exactly_the_lines_the_rules_accept(pos, data):
    """From legal positions (and a few legal lines into them, answers awaited included): a line the replay
    accepts is among `legal`, and every line of `legal` is accepted (python-chess's one legality)."""
    assert_one_legality(pos, play_lines(data, pos, 8).played)


ANSWERS = """\
players:
  A:
    case: {colors: [red], level: {first: 8, second: 7}}
    partner: {lp: 1}
    scene: [{id: heiji, ap: 3000, lp: 2}]
    hand:
      - {id: kick, cut_ins: [{ap: 2000}, [{draw: 1}]]}
      - {id: kaito, disguise: true, ap: 5000}
    deck: 10
    file: 5
  B:
    scene:
      - {id: m1, ap: 1000, keywords: [mislead 1]}
      - {id: m2, ap: 1000, keywords: [mislead 1]}
      - {id: ran, ap: 1000, state: sleep}
    hand: [{id: cut, cut_in: {ap: 2000}}, {id: kid, disguise: true}]
    deck: 10
    evidence: [{id: e1, spark: [{draw: 1}]}]
"""


ORDER = """\
players:
  A:
    scene:
      - {id: boss, ap: 1000, declare: {cost: [sleep], effect: [{remove: A.a1}, {remove: A.a2}]}}
      - {id: a1, ap: 1000, on_remove: [{sleep: A.z}]}
      - {id: a2, ap: 1000, on_remove: [{activate: A.z}]}
      - {id: z, ap: 1000}
    hand: [{id: h1}]
    deck: 10
  B:
    scene: [{id: ran, ap: 1000, state: sleep}]
    deck: 10
"""


def test_one_legality_while_the_order_of_waiting_effects_is_asked():
    """p.22: while A's two On Removal effects wait, `A choose a1` and `A choose a2` are generated and accepted;
    any other line is accepted exactly when it is legal once the trigger order is assumed."""
    data = yaml.safe_load(ORDER)
    data["do"] = ["A declare boss"]
    sc = parse_scenario(yaml.safe_dump(data), "order.yaml")
    generated = assert_one_legality(sc.position, sc.actions)
    assert {a.text for a in generated.values()} == {"A choose A.a1", "A choose A.a2"}


@pytest.mark.parametrize("lines, expected", [
    (["A deduce partner"], "B mislead m1 m2"),
    (["A action heiji -> B.ran"], "B guard m2"),
    (["A action heiji -> B.ran", "B no-guard"], "B disguise kid"),
    (["A action heiji -> B.ran", "B no-guard", "B pass"], "A cut-in kick 2"),
    (["A action heiji -> B.case", "B no-guard"], "B spark"),
], ids=["mislead", "guard", "contact", "contact-second", "spark"])
def test_one_legality_while_an_answer_is_awaited(lines, expected):
    """p.15-19: each answer the rules wait for (Mislead with any set of characters, Guard, Cut-in N, Disguise,
    Spark) is generated exactly when the replay accepts it."""
    data = yaml.safe_load(ANSWERS)
    data["do"] = lines
    sc = parse_scenario(yaml.safe_dump(data), "answers.yaml")
    generated = assert_one_legality(sc.position, sc.actions)
    assert expected in {a.text for a in generated.values()}


# ---- Position.copy: a replay leaves the scenario's position as it was (no deep copy)

def _snapshot(pos):
    """Everything a position holds, each card with its modifiers, uses and set cards (by value)."""
    return dump_position(pos), [(p, z, c.id, c.state, [m.dump() for m in c.mods], list(c.uses_this_turn),
                                 [s.id for s in c.set_cards]) for p in PLAYERS for z, c in pos.players[p].all_cards()]


def _replay_untouched(sc):
    from judge.replay import run

    before = _snapshot(sc.position)
    deep = Session(copy.deepcopy(sc.position))  # what the replay did before Position.copy
    result = run(sc)
    deep.note_real_cards()
    deep.setup_phase()
    assert _snapshot(sc.position) == before, "the replay changed the scenario's position"
    for act in sc.actions:
        if not deep.apply(act):
            break
    else:
        deep.finish(len(sc.actions))
    assert dump_position(result.final) == dump_position(deep.game.pos), "Position.copy replays unlike a deep copy"
    assert [e.text for e in result.game.events] == [e.text for e in deep.game.events]
    ours = {id(c) for p in PLAYERS for _, c in result.final.players[p].all_cards()}
    assert not ours & {id(c) for p in PLAYERS for _, c in sc.position.players[p].all_cards()}


@SETTINGS
@given(positions(), st.data())
def test_a_replay_leaves_the_position_untouched(pos, data):
    lines = [s.line for s in play_lines(data, pos, 30).steps if s.n > 0]
    text = yaml.safe_dump({**dump_position(pos), "do": lines or ["A end-turn"]}, allow_unicode=True, sort_keys=False)
    _replay_untouched(parse_scenario(text, "random.yaml"))


@pytest.mark.parametrize("path", sorted(__import__("pathlib").Path(__file__).parent.glob("scenarios/*.yaml")),
                         ids=lambda p: p.stem)
def test_a_replay_leaves_a_rule_scenario_untouched(path):
    from judge.scenario import load_scenario

    _replay_untouched(load_scenario(path))


def test_a_choose_none_candidate_is_written_as_a_line():
    """A selector's `none` answer (moves.answer_candidates) is made into the line `P choose none`."""
    from judge.moves import make

    assert make("A", "choose", 1, word="none").text == "A choose none"


@SETTINGS
@given(positions(), st.data())
def test_p16_p15_the_guards_and_misleaders_asked_for_are_those_the_rules_accept(pos, data):
    """p.16 (action-steps), p.15 (supp-deduction-steps): the Guard / Mislead is asked when some character may
    answer; `guards_available` / `mislead_characters` say who without making refusals, and must name exactly
    the characters `_why_not_guard` / `_why_not_misleader` accept."""
    from judge.rules.action import _why_not_guard, guards_available
    from judge.rules import engine
    from judge.rules.deduction import _why_not_misleader, mislead_characters

    game = engine.start(pos)
    for player in PLAYERS:
        scene = game.player(player).scene
        target = data.draw(st.sampled_from([None, *scene]), label="target")
        assert guards_available(game, player, target) == [
            c for c in scene if _why_not_guard(game, player, c.id, target) is None]
        assert mislead_characters(game, player) == [
            c for c in scene if _why_not_misleader(game, player, c.id) is None]


def test_a_made_line_is_the_same_value_as_a_parsed_one():
    """moves.make builds an Action without the dataclass __init__: it must compare, hash and read its unnamed
    fields (their defaults) exactly as Action(...) does."""
    from dataclasses import asdict

    from judge.lines import Action
    from judge.moves import make

    made = make("A", "action", 3, card="c1", target_player="B", target="case")
    built = Action(n=3, player="A", verb="action", text="A action c1 -> B.case", card="c1", target_player="B",
                   target="case")
    assert made == built and hash(made) == hash(built) and asdict(made) == asdict(built)
    assert (made.switch, made.refs, made.choice) == (None, (), None)
    assert made != make("A", "action", 3, card="c2", target_player="B", target="case")


def test_a_real_case_cards_declare_is_among_the_legal_lines():
    """p.14 (declare): a real Case card's own [Declare] (`A declare case`) is offered when the rules accept it,
    and the one legality holds there (the scenario of p14-script-case-d09027…, before its first line)."""
    from pathlib import Path

    from judge.scenario import load_scenario

    path = Path(__file__).parent / "scenarios" / "p14-script-case-d09027-declares-by-turning-evidence-face-up.yaml"
    pos = load_scenario(path).position
    generated = assert_one_legality(pos, [])
    assert ("A", "declare", "case") in {(a.player, a.verb, a.card) for a in generated.values()}


def test_p14_p26_each_declare_of_a_card_with_several_is_a_legal_line_where_it_may_be_used():
    """p.14 (declare), p.26 (MR): a card with two Declares offers `declare ID 1` and `declare ID 2` in the scene;
    in the Partner zone only the one marked `from_partner` (the lines the rules accept, and no other)."""
    from pathlib import Path

    from judge.scenario import load_scenario

    here = Path(__file__).parent / "scenarios"
    scene = load_scenario(here / "p14-script-declares-each-declare-by-its-number.yaml").position
    offered = {(a.card, a.choice) for a in assert_one_legality(scene, []).values() if a.verb == "declare"}
    assert offered == {("twin", 1), ("twin", 2)}
    zone = load_scenario(here / "p26-script-declare-from-the-partner-zone-only-where-marked.yaml").position
    offered = {(a.card, a.choice) for a in assert_one_legality(zone, []).values() if a.verb == "declare"}
    assert offered == {("pair", 2)}


def test_a_failing_position_shrinks_to_the_least_that_fails():
    """The strategies shrink: the smallest side of a position with a stunned character holds that one plain card
    in its scene and one in its deck, nothing else."""
    from hypothesis import find

    from tests.strategies import PALETTE, players

    side = find(players("A"), lambda p: any(c.state == "stun" for c in p.scene),
                settings=settings(database=None, max_examples=500))
    assert len(list(side.all_cards())) == 2 and len(side.scene) == len(side.deck) == 1
    assert side.scene[0].ap == PALETTE[0].ap and not side.scene[0].keywords
