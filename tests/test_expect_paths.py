"""Expectation paths: every path docs/scenario-format.md lists reads what its name says, and no other path is
accepted (p.5 for the case level by who went first)."""

import re
from pathlib import Path

import pytest
import yaml

from judge.errors import JudgeError
from judge.lines import EXPECT_PATHS
from judge.replay import run
from judge.scenario import parse_scenario

DOC = Path(__file__).parent.parent / "docs" / "scenario-format.md"

POSITION = {
    "turn": 4, "first": "B",  # A went second: A's case level is the `second` one
    "players": {
        "A": {
            "case": {"name": "c", "colors": ["red"], "level": {"first": 8, "second": 7}, "side": "solution"},
            "partner": {"name": "p", "colors": ["red"], "lp": 2, "state": "sleep",
                        "mods": [{"lp": 1, "until": "end-of-turn"}]},
            "scene": [{"id": "heiji", "ap": 3000, "lp": 2, "level": 3, "state": "stun",
                       "mods": [{"ap": 500, "until": "end-of-turn"}]},
                      {"id": "okiya", "card": "B01065"}],
            "hand": [{"id": "h1"}, {"id": "h2"}],
            "deck": [{"id": "top"}, {"id": "mid"}, {"id": "bottom"}],
            "file": 4, "evidence": [{"id": "ev", "face_up": True}, {"id": "ev2"}], "removed": 5,
            "partner_zone": [{"id": "mr1", "mr": True}],
        },
        "B": {"case": {"name": "d", "colors": ["blue"], "level": {"first": 8, "second": 7}},
              "partner": {"card": "B01001"}, "deck": 0},
    },
}

# each documented path, the line that reads it, and what it must read in POSITION
READS = {
    "winner": ("winner == none", "none"),
    "illegal": ("illegal == none", "none"),
    "assumed": ("assumed == 0", 0),
    "A.evidence": ("A.evidence == 2", 2),
    "A.deck": ("A.deck == 3", 3),
    "A.file": ("A.file == 4", 4),
    "A.hand": ("A.hand == 2", 2),
    "A.scene": ("A.scene == 2", 2),
    "A.removed": ("A.removed == 5", 5),
    "A.partner_zone": ("A.partner_zone == 1", 1),
    "A.ID.zone": ("A.ev.zone == evidence", "evidence"),
    "A.ID.state": ("A.heiji.state == stun", "stun"),
    "A.ID.ap": ("A.heiji.ap == 3500", 3500),
    "A.ID.lp": ("A.heiji.lp == 2", 2),
    "A.ID.level": ("A.heiji.level == 3", 3),
    "A.ID.face_up": ("A.ev.face_up == true", "true"),
    "A.ID.card": ("A.okiya.card == B01065", "B01065"),
    "A.partner.state": ("A.partner.state == sleep", "sleep"),
    "A.partner.zone": ("A.partner.zone == partner", "partner"),
    "A.partner.lp": ("A.partner.lp == 3", 3),
    "A.partner.card": ("B.partner.card == B01001", "B01001"),
    "A.case.side": ("A.case.side == solution", "solution"),
    "A.case.level": ("A.case.level == 7", 7),
    "A.case.card": ("A.case.card == none", "none"),
    "A.deck.top": ("A.deck.top == top", "top"),
    "A.deck.bottom": ("A.deck.bottom == bottom", "bottom"),
}


def documented_paths() -> set[str]:
    """The paths in the first column of the docs' expectation table."""
    text = DOC.read_text(encoding="utf-8")
    table = text[text.index("| PATH | VALUE |"):]
    table = table[:table.index("\n\n")]
    return {p for row in table.splitlines()[2:] for p in re.findall(r"`([^`]+)`", row.split("|")[1])}


def test_the_docs_list_exactly_the_paths_tested_here():
    assert documented_paths() == set(READS)


def test_the_paths_the_error_names_are_the_documented_ones():
    named = set()
    for part in EXPECT_PATHS.split(" · "):
        head, _, tail = part.rpartition(".")
        named |= {f"{head}.{t}" if head else t for t in tail.split("|")}
    assert named == set(READS)


@pytest.mark.parametrize("path", list(READS))
def test_every_documented_path_reads_what_its_name_says(path):
    line, value = READS[path]
    data = {**POSITION, "expect": [line]}
    result = run(parse_scenario(yaml.safe_dump(data, allow_unicode=True), "paths.yaml"))
    assert result.expects[0].actual == value and result.expects[0].ok, (line, result.expects[0].actual)


def test_the_case_level_follows_who_went_first():
    data = {**POSITION, "first": "A", "turn": 3, "do": [], "expect": ["A.case.level == 8", "B.case.level == 7"]}
    assert run(parse_scenario(yaml.safe_dump(data), "paths.yaml")).exit_code == 0


@pytest.mark.parametrize("line", ["A.partner.ap == 1", "A.partner.level == 1", "A.case.colors == red",
                                  "A.case.lp == 1", "A.partner.face_up == true", "A.heiji.colour == red",
                                  "A.heiji.ap.x == 1", "C.hand == 1", "A.graveyard == 0"])
def test_an_undocumented_path_is_an_invalid_file_naming_the_allowed_paths(line):
    data = {**POSITION, "expect": [line]}
    with pytest.raises(JudgeError) as e:
        parse_scenario(yaml.safe_dump(data), "paths.yaml")
    assert "A.partner.state|zone|lp|card" in str(e.value)
