"""`judge whatif` (judge/whatif.py): every answer the rules allow, played out, against the written line.

Each test is named after the rule whose answers it branches over and cites its page; the scenarios are
tests/scenarios/whatif/ and the scripted rule scenarios of tests/scenarios/.
"""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.errors import JudgeError
from judge.lines import Action
from judge.replay import run
from judge.scenario import load_scenario, scenario_from_data
from judge.state import dump_position
from judge.whatif import WhatIfError, what_if

HERE = Path(__file__).parent / "scenarios"
WHATIF = HERE / "whatif"
GUARD = WHATIF / "p16-guard-with-one-of-several-or-not.yaml"
SECOND_CHANCE = WHATIF / "p17-second-chance-and-a-later-line.yaml"
CUT_IN_OR_DISGUISE = WHATIF / "p18-which-cut-in-effect-or-disguise.yaml"
SPARK_CHOOSE = HERE / "p19-script-spark-chooses-up-to-one-character.yaml"
MISLEAD = HERE / "p15-script-mislead-keyword-lowers-lp.yaml"
DECLARE_CHOOSE = HERE / "p14-script-declare-sleeps-itself-then-a-chosen-character-of-level-6-or-less.yaml"
ORDER = HERE / "p22-the-player-chooses-the-order-of-their-waiting-effects.yaml"
CUT_IN_CHOOSE = HERE / "p18-script-cut-in-without-ap-sleeps-a-chosen-character-of-ap-5000-or-less.yaml"


def answer_sets(path, **kw) -> list[list[str]]:
    return [[a.line for a in b.taken] for b in what_if(load_scenario(path), **kw).branches]


def test_whatif_scenarios_replay_as_written():
    for f in sorted(WHATIF.glob("*.yaml")):
        assert run(load_scenario(f)).exit_code == 0, f.name


def test_branch_1_is_the_plain_replay_with_every_answer_written_or_assumed():
    sc = load_scenario(GUARD)
    result = what_if(sc, keep_final=True)
    first = result.branches[0]
    assert first.written and not any(b.written for b in result.branches[1:])
    assert first.lines == [a.text for a in sc.actions]
    assert [(a.line, a.by) for a in first.answers] == [("B no-guard", "assumed"), ("B pass", "assumed"),
                                                      ("A pass", "assumed")]
    plain = run(sc)
    assert dump_position(first.final) == dump_position(plain.final)
    assert first.outcome.changes == ()


def test_p16_guard_defender_may_guard_with_either_character_or_not():
    """p.16 (action-steps): any active character but the target may guard; no-guard is the passive answer."""
    result = what_if(load_scenario(GUARD))
    guards = {b.answers[0].line for b in result.branches}  # the first answer: the Guard
    assert guards == {"B no-guard", "B guard genta", "B guard ayumi"}  # the target itself cannot guard
    by_guard = {b.answers[0].line: b for b in result.branches if len(b.taken) <= 1 and b.answers[0].by != "assumed"}
    genta = by_guard["B guard genta"].outcome
    assert ("B.ran.zone == removed", False) in genta.expect
    assert any(c.path == "B.genta.zone" and c.here == "removed" for c in genta.changes)
    assert all(a.sections == ("action-steps",) for b in result.branches for a in b.answers[:1])


def test_p17_contact_response_order_and_second_chance_branch_and_keep_the_written_backbone():
    """p.17 (supp-contact-steps): the lower AP answers first; the first responder who passed gets one more
    chance when the second did something. Branches replace a written answer with each other allowed one."""
    result = what_if(load_scenario(SECOND_CHANCE))
    first = result.branches[0]
    assert [a.line for a in first.answers][:4] == ["B guard genta", "B pass", "A cut-in dart", "B cut-in kick"]
    assert all(a.by == "written" for a in first.answers[:4])
    lines = {tuple(a.line for a in b.taken) for b in result.branches}
    assert ("A pass",) in lines  # A answers the second response with a pass: no second chance for B
    a_pass = next(b for b in result.branches if [a.line for a in b.taken] == ["A pass"])
    # B's written second-chance Cut-in then has nothing to answer: the branch ends there, as forbidden
    assert a_pass.outcome.illegal.n == 5 and a_pass.outcome.illegal_line == "B cut-in kick"


def test_p16_a_later_written_line_forbidden_in_a_branch_ends_it_with_reason_and_page():
    """p.16 (action): without the Guard, ran is removed at once and the written Action on ran is forbidden."""
    result = what_if(load_scenario(SECOND_CHANCE))
    no_guard = next(b for b in result.branches if [a.line for a in b.taken] == ["B no-guard"])
    illegal = no_guard.outcome.illegal
    assert illegal.n == 6 and "not in B's scene" in illegal.reason and "action" in illegal.sections
    assert no_guard.lines[-1] == "A action conan -> B.ran"


def test_p18_which_cut_in_effect_and_disguise_are_answers_of_their_own():
    """p.18 (cut-in: one card, one of its effects; disguise): each Cut-in effect and the Disguise branch."""
    result = what_if(load_scenario(CUT_IN_OR_DISGUISE))
    firsts = [b.answers[0].line for b in result.branches]
    assert firsts[0] == "B cut-in tool 1"
    assert {"B pass", "B cut-in tool 2", "B disguise kid"} <= set(firsts)
    by = {b.answers[0].line: b.outcome for b in result.branches}
    assert ("B.ran.zone == removed", False) in by["B cut-in tool 2"].expect  # 3000 + 3000 > 5000
    assert ("B.ran.zone == removed", True) in by["B pass"].expect
    assert by["B disguise kid"].changes and any(c.path == "B.kid.zone" for c in by["B disguise kid"].changes)
    sentence = result.decisive
    assert {d.answers for d in sentence} == {("B cut-in tool 2",), ("B disguise kid",)}


def test_p19_spark_and_its_choice_branch_over_every_allowed_answer():
    """p.19 (spark) and p.22 (doing-effects, "up to"): no-spark, or spark and then each allowed pick or none."""
    sets = answer_sets(SPARK_CHOOSE)
    assert sets[0] == []
    assert ["B no-spark"] in sets and ["B choose none"] in sets and ["B choose A.heiji"] in sets


def test_p15_mislead_or_pass_both_branch():
    """p.15, p.25 (Mislead): the player may sleep a Mislead character or pass."""
    result = what_if(load_scenario(MISLEAD))
    assert [[a.line for a in b.answers] for b in result.branches] == [["B mislead misleader"], ["B pass"]]
    passed = result.branches[1].outcome
    assert any(c.path == "A.evidence" for c in passed.changes)


def test_p22_an_abilitys_choose_and_the_order_of_waiting_effects_branch():
    """p.22 (doing-effects: "up to N" allows none; pending-effects: the player orders their waiting effects)."""
    declare = answer_sets(DECLARE_CHOOSE)
    assert len(declare) >= 2 and any(s[:1] == ["A choose none"] for s in declare)
    cut_in = answer_sets(CUT_IN_CHOOSE)
    assert ["B choose none"] in cut_in and ["B pass"] in cut_in
    order = what_if(load_scenario(ORDER))
    assert [[a.line for a in b.answers] for b in order.branches] == [["A เลือก a2"], ["A choose A.a1"]]  # as written
    assert all(a.sections == ("pending-effects",) for b in order.branches for a in b.answers)


@pytest.mark.parametrize("f", [*sorted(WHATIF.glob("*.yaml")), *sorted(HERE.glob("*.yaml"))], ids=lambda f: f.stem)
def test_branching_judges_every_answer_with_the_verbs_own_predicates(f):
    """Every answer a branch takes is one the replay accepts (the same `why_not_*`): pasting the branch's
    lines back as `do` replays to the same final position, winner and forbidden line — for every branch of
    every rule scenario."""
    sc = load_scenario(f)
    for b in what_if(sc, keep_final=True).branches:
        raw = copy.deepcopy(sc.raw)
        raw["do"] = list(b.lines)
        raw.pop("expect", None)
        again = run(scenario_from_data(raw, str(f), {}))
        assert dump_position(again.final) == dump_position(b.final), (f.name, b.lines)
        assert again.winner == b.outcome.winner
        assert (again.illegal.reason if again.illegal else None) == (
            b.outcome.illegal.reason if b.outcome.illegal else None)
        if b.outcome.illegal:  # only a written line is ever forbidden: every answer taken was allowed
            assert b.outcome.illegal_line == sc.actions[b.outcome.illegal.n - 1].text


def test_answers_are_lines_of_the_scenario_syntax():
    sc = load_scenario(GUARD)
    raw = copy.deepcopy(sc.raw)
    for b in what_if(sc).branches:
        raw["do"] = [*raw["do"][:1], *[a.line for a in b.answers]]
        parsed = scenario_from_data(raw, "answers", {})
        assert all(isinstance(a, Action) for a in parsed.actions)


def test_from_n_takes_the_earlier_lines_as_written():
    sets = answer_sets(SECOND_CHANCE, start=3)
    assert all("B no-guard" not in s and not any(x.startswith("B guard") for x in s) for s in sets)
    assert any(s == ["A pass"] for s in sets)


def test_limit_caps_the_branches_and_says_so():
    result = what_if(load_scenario(GUARD), limit=3)
    assert len(result.branches) == 3 and result.truncated
    assert not what_if(load_scenario(GUARD)).truncated


def test_identical_outcomes_are_merged_with_the_answers_that_lead_to_them():
    result = what_if(load_scenario(GUARD))
    groups = result.groups
    assert groups[0].written and groups[0].branches[0] == 0
    assert sum(len(g.branches) for g in groups) == len(result.branches)
    assert any(len(g.branches) > 1 for g in groups)  # the two Cut-ins in either order end alike


@pytest.mark.parametrize("start,limit", [(0, 10), (99, 10), (1, 0)])
def test_options_out_of_range_are_user_errors(start, limit):
    with pytest.raises(WhatIfError) as e:
        what_if(load_scenario(GUARD), start=start, limit=limit)
    assert isinstance(e.value, JudgeError) and e.value.hint


def test_cli_json_has_the_contract_keys():
    out = CliRunner().invoke(app, ["whatif", str(GUARD), "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert {"scenario", "branches", "truncated"} <= set(data)
    b = data["branches"][0]
    assert b["written"] is True and b["answers"][0] == "B no-guard"
    assert set(b["outcome"]) == {"winner", "illegal", "expect", "changes"}
    assert b["outcome"]["expect"][0] == {"line": "B.ran.zone == removed", "ok": True}
    assert all(s["cites"][0]["page"] for s in b["steps"])


def test_cli_human_view_has_the_table_the_written_mark_and_the_summary():
    out = CliRunner().invoke(app, ["whatif", str(GUARD)], env={"COLUMNS": "160", "NO_COLOR": "1"})
    assert out.exit_code == 0, out.output
    text = " ".join(out.output.split())
    assert "Ver.2.5" in text and "★ the written line" in text
    assert "B guard ayumi → `B.ran.zone == removed` fails" in text
    assert "nothing else changes the result" in text and "p.16" in text


def test_cli_bad_file_or_option_is_exit_2_without_traceback(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: {A: {scene: [{id: x, ap: lots}]}}\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "judge.cli", "whatif", str(bad)], capture_output=True, text=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "bad.yaml" in done.stderr
    done = subprocess.run([sys.executable, "-m", "judge.cli", "whatif", str(GUARD), "--from", "9"],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "--from" in done.stderr and "Traceback" not in done.stderr


def test_the_view_speaks_thai_with_a_thai_locale():
    from rich.console import Console

    from judge import i18n
    from judge.render_whatif import whatif_view

    result = what_if(load_scenario(CUT_IN_OR_DISGUISE))
    try:
        i18n.set_language("th")
        console = Console(width=160, record=True, file=io.StringIO())
        console.print(whatif_view(result))
        text = console.export_text()
    finally:
        i18n.set_language("en")
    assert "ตามบรรทัดที่เขียนไว้" in text and "คำตอบอื่นไม่เปลี่ยนผล" in text
    for code, (en, th) in i18n.table().items():
        if code.startswith("whatif."):
            assert i18n._fields(en) == i18n._fields(th), code


def test_from_one_past_the_last_line_branches_only_the_answers_after_it():
    sc = load_scenario(CUT_IN_OR_DISGUISE)
    result = what_if(sc, start=len(sc.actions) + 1)
    assert [[a.line for a in b.answers] for b in result.branches][0] == ["A pass"]
    assert all(b.answers[0].line.startswith("A ") for b in result.branches)


BOUND = WHATIF / "p16-four-actions-with-cut-ins-in-both-hands.yaml"  # the file of the README's measured bound


def test_json_pieces_join_to_the_json_of_the_whole_tree():
    """`judge whatif --json` writes each branch as soon as it is played: joined, the pieces are the same JSON."""
    from judge.whatif import Tree, json_pieces

    for f, kw in ((GUARD, {}), (SECOND_CHANCE, {"start": 3}), (BOUND, {"limit": 60}), (ORDER, {})):
        sc = load_scenario(f)
        assert json.loads("".join(json_pieces(Tree(sc, **kw)))) == json.loads(json.dumps(what_if(sc, **kw).to_json()))


def test_branches_share_their_common_prefix_instead_of_replaying_from_the_position(monkeypatch):
    """A branch goes on from a copy of the game between two lines that it shares with its parent: of 200
    branches of four Actions, only the written line starts from the scenario's position (the others' final
    positions are checked against a plain replay of their lines above)."""
    from judge.replay import Session

    started = []
    setup = Session.setup_phase
    monkeypatch.setattr(Session, "setup_phase", lambda self: (started.append(1), setup(self))[1])
    result = what_if(load_scenario(BOUND), limit=200)
    assert len(result.branches) == 200 and result.truncated
    assert len(started) == 1


def test_the_limit_stops_the_search_for_more_answers(monkeypatch):
    """Once the limit's branches are queued, the move generator is not asked for the answers of the rest."""
    from judge import whatif

    asked = []
    alternatives = whatif.alternatives
    monkeypatch.setattr(whatif, "alternatives", lambda *a: (asked.append(1), alternatives(*a))[1])
    result = what_if(load_scenario(BOUND), limit=200)
    assert result.truncated and len(asked) < 200


def test_a_big_outcome_lists_ten_branches_and_counts_the_others():
    from rich.console import Console

    from judge.render_whatif import SHOWN_PER_OUTCOME, whatif_view

    result = what_if(load_scenario(BOUND), limit=300)
    biggest = max(result.groups, key=lambda g: len(g.branches))
    assert len(biggest.branches) > SHOWN_PER_OUTCOME
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(whatif_view(result))
    text = console.export_text()
    more = len(biggest.branches) - SHOWN_PER_OUTCOME
    assert f"… {more} more {'branch ends' if more == 1 else 'branches end'} this way" in text


def test_a_tree_of_many_outcomes_shows_the_first_hundred_and_counts_the_rest():
    from rich.console import Console

    from judge.render_whatif import SHOWN_OUTCOMES, whatif_view

    result = what_if(load_scenario(BOUND), limit=1000)
    groups = result.groups
    assert len(groups) > SHOWN_OUTCOMES
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(whatif_view(result))
    text = " ".join(console.export_text().split())
    rest = groups[SHOWN_OUTCOMES:]
    assert len(rest) > 1 and sum(len(g.branches) for g in rest) > 1  # English plurals below
    assert f"… {len(rest)} more outcomes of {sum(len(g.branches) for g in rest)} branches are not shown" in text
    assert f" {groups[SHOWN_OUTCOMES - 1].branches[0] + 1}. " in text
    assert f" {rest[0].branches[0] + 1}. " not in text
    assert "nothing else changes the result" in text  # the summary still names every decisive answer
