"""`judge replay` and `judge board`: the contract's JSON, exit codes 0/1/2/3, --save."""

import json
import os
import subprocess
from pathlib import Path

import pytest
import yaml

from tests.conftest import judge_exe, run_judge
from tests.test_rule_scenarios import SHARED_FILES

EXAMPLE = next(p for p in SHARED_FILES if p.name == "contact-equal-ap-removes.yaml")


def judge(*args, cwd=None):
    return run_judge(*args, cwd=cwd, columns=120)


def with_changes(tmp_path, name="s.yaml", **changes):
    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    data.update(changes)
    f = tmp_path / name
    f.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return f


def test_replay_json_follows_the_contract():
    r = judge("replay", str(EXAMPLE), "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert list(out) == ["rulebook", "steps", "assumed", "illegal", "winner", "expect", "final"]
    step = out["steps"][0]
    assert list(step) == ["n", "actor", "line", "events"] and step["n"] == 1 and step["actor"] == "A"
    cite = step["events"][0]["cites"][0]
    assert set(cite) == {"page", "section", "source"} and cite["page"] == 16
    assert out["illegal"] is None and out["winner"] is None
    assert out["expect"][0] == {"line": "B.ran.zone == removed", "ok": True, "actual": "removed"}
    assert out["final"]["players"]["B"]["removed"][0]["id"] == "ran"


def test_a_failed_expectation_exits_1(tmp_path):
    f = with_changes(tmp_path, expect=["B.ran.zone == scene"])
    r = judge("replay", str(f), "--json")
    assert r.returncode == 1
    assert json.loads(r.stdout)["expect"][0] == {"line": "B.ran.zone == scene", "ok": False, "actual": "removed"}


def test_a_forbidden_line_not_expected_exits_3_with_reason_and_page(tmp_path):
    f = with_changes(tmp_path, do=["A action heiji -> B.genta"], expect=[])
    r = judge("replay", str(f), "--json")
    assert r.returncode == 3
    illegal = json.loads(r.stdout)["illegal"]
    assert illegal["n"] == 1 and "active" in illegal["reason"]
    assert any(c["page"] == 16 for c in illegal["cites"])


def test_assumed_answers_are_reported(tmp_path):
    f = with_changes(tmp_path, do=["A action heiji -> B.ran"], expect=["assumed == 3"])
    out = json.loads(judge("replay", str(f), "--json").stdout)
    assert out["assumed"] == [{"after": 1, "answer": "B no-guard"}, {"after": 1, "answer": "B pass"},
                              {"after": 1, "answer": "A pass"}]


def test_human_replay_cites_pages_and_marks_thai_or_supplement():
    r = judge("replay", str(EXAMPLE))
    assert r.returncode == 0
    # the compact trace: p.17 rests on the Thai text, p.17* only on our supplement; --quote shows their words
    assert "Ver.2.5" in r.stdout and "p.17  a Contact starts" in r.stdout and "p.17* B passes" in r.stdout
    assert "final board" in r.stdout and "\x1b[" not in r.stdout  # NO_COLOR
    q = judge("replay", str(EXAMPLE), "--quote")
    assert "p.17 contact “" in q.stdout and "(Thai text)" in q.stdout and "(supplement, our words)" in q.stdout


def test_save_writes_a_final_position_that_replays_to_itself(tmp_path):
    out = tmp_path / "final.yaml"
    assert judge("replay", str(EXAMPLE), "--save", str(out)).returncode == 0
    first = json.loads(judge("replay", str(EXAMPLE), "--json").stdout)["final"]
    again = json.loads(judge("replay", str(out), "--json").stdout)["final"]
    assert again == first


def test_save_refuses_to_overwrite_the_scenario(tmp_path):
    f = with_changes(tmp_path)
    before = f.read_text(encoding="utf-8")
    r = judge("replay", str(f), "--save", str(f))
    assert r.returncode == 2 and "overwrite" in r.stderr
    assert f.read_text(encoding="utf-8") == before


def test_board_shows_both_players():
    r = judge("board", str(EXAMPLE))
    assert r.returncode == 0
    for words in ("A — first player", "B — second player", "evidence 3 / 8", "heiji", "sleep"):
        assert words in r.stdout


def test_board_json_is_the_position():
    pos = json.loads(judge("board", str(EXAMPLE), "--json").stdout)
    assert pos["turn"] == 5 and pos["players"]["A"]["deck"] == 20


@pytest.mark.parametrize("phase, expect", [("auto", "A.hand == 2"), ("end", "B.hand == 1")])
def test_auto_and_end_phase_start_the_replay(tmp_path, phase, expect):
    f = with_changes(tmp_path, phase=phase, do=[], expect=[expect])
    assert judge("replay", str(f)).returncode == 0


def test_json_is_compact_in_a_pipe_and_indented_on_a_terminal(capsys, monkeypatch):
    import sys

    from judge import cli

    cli._print_json({"a": [1, "ข"]})
    assert capsys.readouterr().out == '{"a":[1,"ข"]}\n'
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    cli._print_json({"a": [1, "ข"]})
    assert capsys.readouterr().out == '{\n  "a": [\n    1,\n    "ข"\n  ]\n}\n'
    cli._print_json({"a": "x" * (cli.PRETTY_JSON_LIMIT + 1)})  # large: compact even on a terminal
    assert capsys.readouterr().out.startswith('{"a":"xxx')


def test_the_command_ends_at_once_yet_writes_all_its_output_and_its_exit_code(tmp_path):
    # judge.cli.run() ends the process with os._exit after flushing: a large output must arrive whole
    f = with_changes(tmp_path, expect=["B.ran.zone == removed"] * 999 + ["B.ran.zone == hand"])
    r = judge("replay", str(f), "--json")
    assert r.returncode == 1, r.stderr  # one expectation fails
    out = json.loads(r.stdout)
    assert len(out["expect"]) == 1000 and out["expect"][-1]["ok"] is False


def test_a_closed_pipe_ends_the_command_quietly():
    env = {**os.environ, "NO_COLOR": "1"}
    # about 100 kB, more than a pipe holds: the command is still writing when its reader goes away
    p = subprocess.Popen([judge_exe(), "cards", "coverage", "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=env)
    p.stdout.read(10)
    p.stdout.close()  # the reader goes away (as `| head -c 10` does)
    err = p.stderr.read().decode()
    assert p.wait(timeout=60) in (0, 1) and "Traceback" not in err and "Exception ignored" not in err


def test_a_saved_position_with_a_gained_ability_loads_and_shows_it(tmp_path):
    """p.21–22 (ability-kinds): `--save` after a `gain` step writes the ability under the character's mods; the
    file loads again (parse and dump are inverses) and the board names the ability in words, not `gain+0`."""
    src = Path(__file__).parent / "scenarios" / "p10-script-0342-gained-end-of-turn-removes-the-played-character.yaml"
    data = yaml.safe_load(src.read_text(encoding="utf-8"))
    data["do"] = data["do"][:-1]  # before the end of the turn: the gained ability is still in force
    data.pop("expect")
    before, after = tmp_path / "before.yaml", tmp_path / "after.yaml"
    before.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    assert judge("replay", str(before), "--save", str(after)).returncode == 0
    assert "gain" in yaml.safe_load(after.read_text(encoding="utf-8"))["players"]["A"]["scene"][1]["mods"][2]
    r = judge("board", str(after))
    assert r.returncode == 0, r.stderr
    assert "gain+0" not in r.stdout and "rush (turn)" in r.stdout
    assert "gained “At the end of your turn: remove this character" in " ".join(r.stdout.split())


BOARDS = """if True:  # `judge board` of each file, in one fresh process: only what the command itself imports
    import sys
    from judge import cli
    for f in sys.argv[1:]:
        sys.argv = ["judge", "board", f]
        try:
            cli.main()
        except SystemExit:
            pass
        print("\\f", flush=True)
"""


SHARDS = 4  # the scenarios in four parts, each with its own `judge board` process: xdist runs them side by side


@pytest.mark.parametrize("shard", range(SHARDS))
def test_board_and_replay_show_the_same_values_for_every_scenario(tmp_path, shard):
    """p.21 (continuous abilities in force) — `judge board` of the position `judge replay --save` writes shows
    what the replay's final board shows, for every scenario in tests/: the same AP, LP, level and states.
    `judge board` runs in a process of its own that imports only what it needs: a card's values come from the
    assembled engine however the command got there (they once lacked the continuous abilities, AP 5000 for
    7000, until judge/rules/continuous.py happened to be imported)."""
    import io
    import sys

    from rich.console import Console

    from judge import render
    from judge.positionfile import position_yaml
    from judge.replay import run
    from judge.scenario import load_scenario

    files = sorted((Path(__file__).parent).rglob("*.yaml"))
    files = [f for f in files if "data" not in f.relative_to(Path(__file__).parent).parts[:1]]
    assert len(files) > 150
    files = files[shard::SHARDS]
    saved, shown = [], []
    for k, f in enumerate(files):
        result = run(load_scenario(str(f)))
        out = tmp_path / f"{k}.yaml"
        out.write_text(position_yaml(result.final), encoding="utf-8")
        saved.append(str(out))
        buf = io.StringIO()
        Console(file=buf, width=120, markup=False, emoji=False, no_color=True).print(
            render.board_view(result.final, title=result.final.title))
        shown.append(buf.getvalue())
    r = subprocess.run([sys.executable, "-c", BOARDS, *saved], capture_output=True, text=True,
                       env={**os.environ, "NO_COLOR": "1", "COLUMNS": "120", "LANG": "C.UTF-8"})
    assert r.returncode == 0, r.stderr
    boards = [b.split("\n", 1)[1] for b in r.stdout.split("\f\n")[:-1]]  # after the rulebook's line
    assert len(boards) == len(files)
    differ = [str(f.name) for f, b, s in zip(files, boards, shown) if b != s]
    assert differ == []
    james = Path(__file__).parent / "scenarios" / "p21-script-james-black-continuous-ap-in-force.yaml"
    if james in files:  # the board of the example, in the shard that holds it
        assert "7000" in boards[files.index(james)] and "5000" not in boards[files.index(james)]
