"""Parse and dump are inverses on every position the shipped scenarios and rulings pass through (python-chess's
FEN in, FEN out): after each line, the position dumped is a valid position file that loads to the same dump.

The random positions of tests/test_engine_properties.py hold only hand-described cards; these hold real cards
with their scripts, gained abilities, set cards, MRs, real Case cards — what `judge replay --save` may write.
"""

import itertools

import pytest

from judge.replay import Session
from judge.rulings import load_file, ruling_files
from judge.scenario import scenario_from_data
from judge.state import dump_position
from tests.test_rule_scenarios import OURS, SHARED_FILES


def _scenarios():
    from judge.scenario import load_scenario

    for path in [*OURS, *SHARED_FILES]:
        yield path.name, load_scenario(path)
    for path in ruling_files():
        ruling = load_file(path)
        if ruling.scenario is not None:
            yield path.name, ruling.scenario


def _round_trip_problem(pos, where: str) -> str | None:
    dumped = dump_position(pos)
    try:
        again = scenario_from_data(dumped, where, {}).position
    except Exception as e:  # a ScenarioError: the dumped position is refused
        return f"{where}: refused: {e}"
    return None if dump_position(again) == dumped else f"{where}: loads to another position"


SHARDS = 4  # every scenario and ruling in four interleaved parts: xdist runs them side by side


def _shard(k: int):
    return itertools.islice(_scenarios(), k, None, SHARDS)


@pytest.mark.parametrize("shard", range(SHARDS))
def test_every_position_of_the_shipped_scenarios_and_rulings_dumps_and_loads_back(shard):
    """p.3–27 (the whole game state): after every line of every scenario and ruling, dump → load → dump is the
    same (a gained ability, a set card, a Case card's uses… are written in the format the loader reads)."""
    problems, positions = [], 0
    for name, sc in _shard(shard):
        session = Session(sc.position.copy(), trace=False)
        session.setup_phase()
        for act in sc.actions:
            if not session.apply(act):
                break
            positions += 1
            problem = _round_trip_problem(session.game.pos, f"{name} after line {act.n}")
            if problem:
                problems.append(problem)
                break
    assert positions > 2000 // SHARDS
    assert not problems, "\n".join(problems[:20])


def _outcome(session) -> tuple:
    il = session.illegal
    return (dump_position(session.game.pos), session.game.winner,
            None if il is None else (il.n, il.msg.code if il.msg is not None else il.reason))


@pytest.mark.parametrize("shard", range(SHARDS))
def test_a_saved_position_plays_the_rest_of_the_lines_as_the_replay_did(shard):
    """p.24 (uses this turn), p.3–27: stopped where no answer is awaited (as `--save` would write it), the dumped
    position plays the remaining lines to the same end, the same line refused for the same reason — what the
    rules remember (a Case card's [Turn 1] Declare used, a watcher's uses) is in the position, not lost."""
    compared = 0
    problems = []
    for name, sc in _shard(shard):
        session = Session(sc.position.copy(), trace=False)
        session.setup_phase()
        stops = []
        for k, act in enumerate(sc.actions, 1):
            if not session.apply(act):
                break
            # (not right after a pick made without asking: the next line may still name it, as saying the same —
            # an echo of the line before, which a saved position has no line before to echo)
            if (session.prompt is None and session.proc is None and k < len(sc.actions) and session.game.winner is None
                    and not session.game.confirmable):
                stops.append((k, dump_position(session.game.pos)))
        whole = _outcome(session)  # the whole replay's end (it stopped at the refused line, if one was)
        for k, dumped in stops:  # every stop: each is the state a judge might have saved
            rest = Session(scenario_from_data(dumped, name, {}).position, trace=False)
            all(rest.apply(a) for a in sc.actions[k:])
            compared += 1
            if _outcome(rest) != whole:
                problems.append(f"{name}: saved after line {k}, the rest plays otherwise")
    assert compared > 150 // SHARDS
    assert not problems, "\n".join(problems[:20])
