"""The fuzz campaign's cases (bench/fuzz.py), a few hundred in-process and a few through the CLI.

The full campaign (10,000 cases through the CLI, figures in the README) is
`python bench/fuzz.py`; here the same generators run with fixed seeds, so CI
replays the same cases every time.
"""

import io
import random
from functools import lru_cache
import subprocess
import sys

import pytest
from rich.console import Console

from judge import render
from judge.errors import JudgeError
from judge.replay import run
from judge.scenario import load_scenario
from tests.conftest import ROOT, bench_module

fuzz = bench_module("fuzz")


@lru_cache(maxsize=1)
def seeds():
    """The seed files of the mutations (read once, by the first case that needs them: not at collection)."""
    return fuzz.seed_texts()


@pytest.mark.parametrize("k", range(240))
def test_fuzz_cases_are_a_clear_error_or_a_replay_that_renders(tmp_path, k):
    case = fuzz.make_case(k, 11, seeds(), False, tmp_path, newer=False)
    try:
        result = run(load_scenario(case.path))
    except JudgeError as e:
        assert e.exit_code == 2 and str(e)
        render.error_text(e.message, e.hint)
        return
    assert result.exit_code in (0, 1, 3)
    out = io.StringIO()
    Console(file=out, width=100, markup=False).print(render.replay_view(result))
    assert "\x1b" not in out.getvalue()


def test_deck_lists_are_generated_in_every_format():
    lines = fuzz.deck_list(random.Random(3)).splitlines()
    assert lines and all(isinstance(line, str) for line in lines)


def test_the_campaign_runs_through_the_cli_and_prints_its_figures():
    r = subprocess.run([sys.executable, str(ROOT / "bench" / "fuzz.py"), "--cases", "8", "--seed", "2"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "failures            0 of 8" in r.stdout and "judge peak memory" in r.stdout


REFUSED = ("empty text", "theirs", "folder is a link", "a file", "page is a folder", "marker is a link")


def test_export_cases_are_refused_and_leave_what_is_not_judges_as_it_was(tmp_path):
    """The campaign's export cases that must be refused (exit 2), through the CLI: the files that are not
    judge's are as they were (a full export per case would take seconds: bench/fuzz.py runs those)."""
    import os

    env = {**os.environ, "NO_COLOR": "1"}
    cases = [fuzz.export_case(k, random.Random(k), tmp_path) for k in range(40)]
    refused = list({c.setup: c for c in cases if c.setup in REFUSED}.values())  # one of each
    assert {c.setup for c in refused} == set(REFUSED)
    for case in refused:
        code, _, _, _, tail = fuzz.run_case([*fuzz.judge_command(), *case.args], env)
        assert code == 2 and "Traceback" not in tail, (case.setup, tail)
        assert case.check(code) == [], case.setup


def test_whatif_cases_are_made_with_options_in_and_out_of_range(tmp_path):
    cases = [fuzz.make_case(k, 3, seeds(), False, tmp_path) for k in range(4, 800, 10)]
    assert all(c.kind == "what-if" and c.args[0] == "whatif" for c in cases)
    options = {a for c in cases for a in c.args[2:]}
    assert {"--limit", "--from", "--json", "10001", "0", "10000"} <= options


@pytest.mark.parametrize("k", range(30))
def test_card_list_cases_are_read_whole_or_refused_and_a_dry_run_writes_nothing(k, tmp_path, own_card_data):
    """The campaign's card lists (mutated slices of the shipped prints, cut, nested, not UTF-8) through what
    `judge cards import --dry-run` and `judge cards diff` call: a result or a JudgeError, nothing written."""
    from judge import cardlists

    case = fuzz.card_list_case(k, random.Random(k), tmp_path)
    try:
        if case.args[1] == "diff":
            cardlists.diff(cardlists.read_list(fuzz.CARD_SOURCE), cardlists.read_list(case.path))
        else:
            cardlists.import_list(case.path, dry_run=True)
    except JudgeError as e:
        assert e.exit_code == 2 and str(e)
    assert not own_card_data.exists() or list(own_card_data.iterdir()) == []
