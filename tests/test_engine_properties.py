"""Invariants of random legal play (hypothesis): from random legal positions, random legal lines."""

import copy
import random

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.moves import legal
from judge.replay import Session
from judge.scenario import parse_scenario
from judge.simulate import play_random, random_game, random_position
from judge.state import PLAYERS, dump_position, parse_position

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


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
        assert len(ids) == len(set(ids)), "a card is in two places"
        assert len(ids) + stacked == len(ids0) + stacked0, "a card appeared or vanished"
        pl = pos.players[p]
        assert len(pl.scene) <= 5
        if before.players[p].case.side == "solution":
            assert pl.case.side == "solution", "the case went back to the Case Phase"
        assert all(c.state in ("active", "sleep", "stun") for c in pl.scene)
        assert all(c.state == "active" and not c.mods for z in ("hand", "deck", "file", "evidence", "removed")
                   for c in pl.zone(z))


def play(pos, seed, lines=60):
    session = Session(copy.deepcopy(pos), trace=False)
    session.setup_phase()
    play_random(session, random.Random(seed), lines)
    session.finish(lines)
    return session


@SETTINGS
@given(st.integers(0, 10**9), st.integers(0, 10**9))
def test_random_legal_lines_keep_every_invariant(position_seed, play_seed):
    pos = random_position(random.Random(position_seed))
    session = play(pos, play_seed)
    check_invariants(pos, session)


@SETTINGS
@given(st.integers(0, 10**9), st.integers(0, 10**9))
def test_the_same_seed_gives_the_same_result(position_seed, play_seed):
    pos = random_position(random.Random(position_seed))
    a, b = play(pos, play_seed), play(pos, play_seed)
    assert dump_position(a.game.pos) == dump_position(b.game.pos)
    assert a.game.winner == b.game.winner


@SETTINGS
@given(st.integers(0, 10**9), st.integers(0, 10**9))
def test_final_position_replays_to_the_same_state(position_seed, play_seed):
    session = play(random_position(random.Random(position_seed)), play_seed)
    final = dump_position(session.game.pos)
    text = yaml.safe_dump(final, allow_unicode=True, sort_keys=False)
    again = parse_scenario(text, "final.yaml").position
    assert dump_position(again) == final


@SETTINGS
@given(st.integers(0, 10**9))
def test_parse_and_dump_are_inverses(seed):
    pos = random_position(random.Random(seed))
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
