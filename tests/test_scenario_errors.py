"""Bad scenario files: exit 2 with file, line, key and what is allowed — never a traceback."""

import copy
import os
import subprocess

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.replay import run
from judge.scenario import ScenarioError, parse_scenario
from tests.conftest import DATA, bench_module
from tests.conftest import judge_exe

BASE = """\
title: base
players:
  A:
    case: {colors: [red], level: {first: 8, second: 7}}
    partner: {lp: 1}
    scene:
      - {id: heiji, colors: [red], ap: 3000, lp: 2}
    hand:
      - {id: kick, cut_in: {ap: 2000}}
    deck: 10
    file: 5
  B:
    scene:
      - {id: ran, ap: 3000, lp: 1, state: sleep}
    deck: 10
    evidence: 2
do:
  - A action heiji -> B.ran
expect:
  - B.ran.zone == removed
"""


def error_of(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as e:
        parse_scenario(text, "case.yaml")
    return e.value


@pytest.mark.parametrize(
    "old, new, line, key, says",
    [
        ("ap: 3000, lp: 2}", "ap: lots, lp: 2}", 7, "players.A.scene[0].ap", "whole number"),
        ("state: sleep", "state: asleep", 14, "players.B.scene[0].state", "active, sleep, stun"),
        ("deck: 10\n    file: 5", "deck: 10\n    decks: 5", 11, "players.A.decks", "allowed here"),
        ("colors: [red], level", "colors: [purple], level", 4, "players.A.case.colors[0]", "red, blue"),
        ("  - A action heiji -> B.ran", "  - A attack heiji -> B.ran", 18, "do[0]", "unknown verb 'attack'"),
        ("  - A action heiji -> B.ran", "  - A action heiji -> B.rann", 18, "do[0]", "did you mean 'ran'"),
        ("  - A action heiji -> B.ran", "  - A play nobody", 18, "do[0]", "A has no card 'nobody'"),
        ("  - B.ran.zone == removed", "  - B.ran.zone == gone", 20, "expect[0]", "one of: scene"),
        ("  - B.ran.zone == removed", "  - B.ran.zone = removed", 20, "expect[0]", "PATH OP VALUE"),
        ("  - B.ran.zone == removed", "  - import os", 20, "expect[0]", "PATH OP VALUE"),
        ("  - B.ran.zone == removed", "  - B.ran.mood == happy", 20, "expect[0]", "unknown path"),
        ("cut_in: {ap: 2000}", "cut_in: {explode: 1}", 9, "players.A.hand[0].cut_in", "unknown effect"),
        ("title: base", "title: base\nturn: 4\nactive: A", 3, "active", "turn 4 belongs to B"),
    ],
)
def test_invalid_file_names_line_and_key(old, new, line, key, says):
    assert old in BASE
    e = error_of(BASE.replace(old, new, 1))
    assert e.file == "case.yaml" and e.line == line and e.key == key
    assert says in str(e)


def test_yaml_syntax_error_names_the_line():
    e = error_of(BASE.replace("deck: 10\n    file: 5", "deck: 10\n   file: [5"))
    assert e.line is not None and "not valid YAML" in str(e)


def test_more_than_five_in_the_scene_is_invalid():
    e = error_of(BASE.replace("      - {id: heiji", "      - {id: a}\n      - {id: b}\n      - {id: c}\n"
                              "      - {id: d}\n      - {id: e}\n      - {id: heiji"))
    assert "at most 5" in str(e) and e.key == "players.A.scene"


def test_a_state_outside_the_scene_is_invalid_at_its_line():
    """p.6: only characters in the scene have a state (state.status, mapped to the file's line and key)."""
    e = error_of(BASE.replace("{id: kick,", "{id: kick, state: sleep,"))
    assert e.line == 9 and e.key == "players.A.hand[0].state" and "only characters in the scene" in str(e)
    e = error_of(BASE.replace("{id: heiji,", "{id: heiji, set: [{id: s, state: stun}],"))
    assert e.line == 7 and e.key == "players.A.scene[0].set[0].state"


def test_status_lists_every_problem_of_a_position():
    from judge.state import Card

    pos = parse_scenario(BASE, "base.yaml").position
    assert pos.status() == [] and pos.is_valid()
    a = pos.players["A"]
    a.scene += [Card(id=f"x{k}", owner="A") for k in range(5)]
    a.hand[0].state = "sleep"
    a.hand.append(Card(id="heiji", owner="A"))
    pos.turn = 0
    found = {(p.path, str(p.message).split(" (")[0]) for p in pos.status()}
    assert found == {(("turn",), "the turn is counted from 1"),
                     (("players", "A", "scene"), "the scene holds at most 5 characters"),
                     (("players", "A", "hand", 0, "state"), "only characters in the scene or the Partner zone have a state"),
                     (("players", "A"), "card id 'heiji' is used twice")}


def test_save_refuses_an_invalid_position(tmp_path):
    from judge.errors import JudgeError
    from judge.positionfile import save_position
    from judge.state import Card

    pos = parse_scenario(BASE, "base.yaml").position
    pos.players["B"].hand.append(Card(id="ran", owner="B"))
    with pytest.raises(JudgeError, match="card id 'ran' is used twice"):
        save_position(pos, str(tmp_path / "out.yaml"))
    assert not (tmp_path / "out.yaml").exists()


def test_duplicate_card_ids_are_invalid():
    e = error_of(BASE.replace("{id: kick", "{id: heiji"))
    assert "used twice" in str(e)


def test_yaml_tags_are_not_loaded():
    e = error_of("!!python/object/apply:os.system ['echo hi']\n")
    assert "not valid YAML" in str(e)


def test_a_scenario_must_be_a_mapping_with_players():
    assert "players" in str(error_of("- just a list\n"))
    assert "missing key 'players'" in str(error_of("title: nothing\n"))


def test_thai_verb_aliases_are_accepted():
    sc = parse_scenario(BASE.replace("A action heiji -> B.ran", "A แอคชั่น heiji -> B.ran"), "t.yaml")
    assert sc.actions[0].verb == "action"


# ---- random malformed input (hypothesis): a clear error or a replay, never a crash

VALID = yaml.safe_load(BASE)
# a base that uses every optional key (names, keywords, mods, declare, set, stacked, triggers, cut_ins…),
# so that mutations reach the validation of each one
EVERY_KEY = yaml.safe_load((DATA / "fuzz-every-key.yaml").read_text(encoding="utf-8"))
BASES = (VALID, EVERY_KEY)
LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-5, 99), st.text(max_size=12),
                   st.lists(st.integers(0, 5), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(), max_size=2))


PATHS = [[p for p in bench_module("fuzz").value_paths(base) if p] for base in BASES]


def test_the_rich_base_uses_every_optional_key_and_replays():
    """The fuzz reaches every key only if its base has every key."""
    from judge.scenario import PLAYER_KEYS, TOP_KEYS
    from judge.state import CARD_KEYS

    keys = {p[-1] for p in PATHS[1] if isinstance(p[-1], str)}
    assert set(TOP_KEYS) <= keys and set(PLAYER_KEYS) <= keys and {*CARD_KEYS, "card"} <= keys
    assert run(parse_scenario(yaml.safe_dump(EVERY_KEY, allow_unicode=True), "rich.yaml")).exit_code == 0


@st.composite
def mutated(draw):
    which = draw(st.sampled_from(range(len(BASES))))
    data = copy.deepcopy(BASES[which])
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(PATHS[which]))
        parent = data
        try:
            for k in path[:-1]:
                parent = parent[k]
            if draw(st.booleans()) and isinstance(parent, dict):
                parent.pop(path[-1], None)
            else:
                parent[path[-1]] = draw(LEAVES)
        except (KeyError, IndexError, TypeError):
            pass
    return yaml.safe_dump(data, allow_unicode=True)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_scenarios_never_crash(text):
    try:
        sc = parse_scenario(text, "fuzz.yaml")
    except ScenarioError as e:
        assert e.file == "fuzz.yaml" and str(e)
        return
    run(sc)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_random_text_never_crashes(text):
    try:
        parse_scenario(text, "noise.yaml")
    except ScenarioError:
        pass


@settings(max_examples=100, deadline=None)
@given(st.lists(st.text(alphabet="AB abcdeghiknoprstuy-.>0123456789", max_size=30), max_size=4))
def test_random_do_lines_never_crash(lines):
    data = copy.deepcopy(VALID)
    data["do"] = lines
    try:
        sc = parse_scenario(yaml.safe_dump(data), "do.yaml")
    except ScenarioError:
        return
    run(sc)


# ---- through the installed CLI: exit 2, one clear message, no traceback

@pytest.mark.parametrize("content, says", [
    ("players: [\n", "not valid YAML"),
    (BASE.replace("A action", "A fly"), "unknown verb 'fly'"),
    (BASE.replace("lp: 2}", "lp: two}"), "players.A.scene[0].lp"),
    ("", "a scenario is a mapping"),
    (BASE.replace("{id: heiji,", "{name: [1, 2],"), "players.A.scene[0].name[0]': each name is text"),
    (BASE.replace("{id: kick,", "{id: kick, name: [3],"), "players.A.hand[0].name[0]': each name is text"),
    (BASE.replace("partner: {lp: 1}", "partner: {lp: 1, name: [x]}"), "players.A.partner.name"),
])
def test_cli_reports_invalid_files_with_exit_2(tmp_path, content, says):
    f = tmp_path / "bad.yaml"
    f.write_text(content, encoding="utf-8")
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "200"}
    r = subprocess.run([judge_exe(), "replay", str(f)], capture_output=True, text=True, env=env)
    assert r.returncode == 2
    assert says in r.stderr and "bad.yaml" in r.stderr
    assert "Traceback" not in r.stderr + r.stdout


def test_cli_missing_file_is_exit_2(tmp_path):
    r = subprocess.run([judge_exe(), "replay", str(tmp_path / "nope.yaml")], capture_output=True, text=True)
    assert r.returncode == 2 and "no such file" in " ".join(r.stderr.split())  # wrapped where the path ends


def test_p26_an_mr_in_the_partner_zone_may_be_asleep():
    """p.26: an MR in the Partner zone may pay a [Sleep] cost there, so a saved position may have it asleep."""
    pos = parse_scenario("players:\n  A: {partner_zone: [{id: mr, mr: true, state: sleep}]}\n  B: {}\n").position
    assert pos.players["A"].partner_zone[0].state == "sleep"
