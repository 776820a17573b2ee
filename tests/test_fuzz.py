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
    kind, args, path = fuzz.make_case(k, 11, seeds(), False, tmp_path)
    try:
        result = run(load_scenario(path))
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
