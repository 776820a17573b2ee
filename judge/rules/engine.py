"""The engine, assembled in one place: every rule module, every effect step's handler, every verb.

The shape of Forge's `ApiType` (one line per effect kind naming its implementation) and of phase-rs's `match`
over its effects: a step of the card-script vocabulary (judge/scripts/registry.py STEPS) is done by the handler this
table names, and a step without one stops the import here, loudly (`assemble`). Nothing registers itself by
being imported: the lower rule modules reach the handlers through the game (`Game.engine`), which is started
here (`start`), so a game cannot be played with part of the rules.

Two levels. The procedures of the game, bottom up (each imports only those before it): core (the game, prompts,
citations) · triggers (validity icons, keywords, the queue of waiting effects) · card_filters (card and character
selectors) · continuous (continuous abilities and board conditions) · doing (the dispatch of steps, waiting
effects at the arrows) · watchers · zones (every move of a card) · refresh (p.20) · effects (what steps act on:
references, selectors, states, durations) · restrictions (what a player cannot use) · turn, play, next_hint,
partner, deduction, action, contact, spark, declare, disguise_icons · verbs (the line language's verbs) · engine
(this module). And the step handlers, one module per family in judge/rules/steps/, listed below.
"""

from __future__ import annotations

from judge.rules import continuous
from judge.rules.steps import (cards, characters, choices, decks, evidence_faces, forbid, grants, investigate,
                               revealing, set_cards, stacking)
from judge.rules.steps import delayed, outcome
from judge.rules.core import Engine, Game
from judge.rules.doing import HEAD_STEPS
from judge.rules.verbs import VERBS
from judge.state import CONTINUOUS, EFFECTS, Position

# effect step -> its handler(doing, step, value): None, or a procedure (a generator) when it may ask a player
STEPS = {
    # characters' values and states (p.6, p.22, p.27)
    "ap": characters.do_modify, "lp": characters.do_modify, "level": characters.do_level,
    "features": characters.do_features,
    "base_ap": characters.do_modify, "base_lp": characters.do_modify,
    "sleep": characters.do_act_on_character, "stun": characters.do_act_on_character,
    "activate": characters.do_act_on_character, "remove": characters.do_act_on_character,
    "bottom": characters.do_act_on_character,
    "contact": characters.do_contact,  # a Contact started by an effect (p.17)
    # decks, hands, evidence, File Area (p.15, p.20, p.22)
    "draw": decks.do_draw, "evidence": decks.do_evidence, "look": decks.do_look, "reveal": decks.do_look,
    "file": decks.do_file, "remove_evidence": decks.do_remove_evidence,
    "look_evidence": decks.do_look_evidence,
    "remove_top": cards.do_remove_top, "may_remove_top": cards.do_remove_top,
    "discard": cards.do_discard, "look_take": cards.do_look_take, "move": cards.do_move,
    "play": cards.do_play, "gale_next": cards.do_gale_next, "shuffle": cards.do_shuffle, "reveal_until": cards.do_reveal_until,
    "use_event": cards.do_use_event, "set_off": cards.do_set_off,
    "opponent_draws": cards.do_opponent_draws, "give_evidence": cards.do_give_evidence,
    "deck_top": cards.do_scene_to, "bounce": cards.do_scene_to, "take_file": cards.do_take_file,
    "flip_up": evidence_faces.do_flip, "flip_down": evidence_faces.do_flip,
    "flip_evidence": evidence_faces.do_flip_evidence,
    "investigate": investigate.do_investigate,
    # the choice frame (p.22)
    "may": choices.do_may, "choose_one": choices.do_choose_one,
    "rock_paper_scissors": choices.do_rock_paper_scissors, "choose_some": choices.do_choose_some,
    "name_card": choices.do_name_card,
    "name_feature": choices.do_name_feature,
    # revealing from hand (p.22, p.14), rules on a player until a duration ends (p.22)
    "reveal_from_hand": revealing.do_reveal_from_hand,
    "reveal_hand": revealing.do_reveal_hand, "use_spark": cards.do_use_spark, "forbid": forbid.do_forbid,
    "negate": forbid.do_negate,
    "no_evidence": forbid.do_no_evidence,  # "your opponent gains no evidence by this Action" (p.19)
    # keywords and abilities given, "instead" (p.21, p.22, p.25)
    "grant": grants.do_grant, "gain": grants.do_gain, "rename": grants.do_rename, "lose": grants.do_grant,
    "instead": grants.do_instead, "delayed": delayed.do_delayed,  # an effect done later this turn (p.22)
    # set cards (p.23)
    "set_top": set_cards.do_set_top, "set_on": set_cards.do_set_on, "remove_set": set_cards.do_remove_set,
    "attach": set_cards.do_attach, "move_set": set_cards.do_move_set,
    "set_from": set_cards.do_set_from,
    # stacked cards (p.23)
    "stack": stacking.do_stack,
    # a player loses the game (p.9)
    "lose_game": outcome.do_lose_game,
}


def assemble() -> Engine:
    """The engine: every step of the vocabulary has a handler here (or is a gate `run` judges), and nothing else
    has one. A gap is a programming error, raised when the engine is first imported."""
    missing = sorted(set(EFFECTS) - set(STEPS) - set(HEAD_STEPS))
    unknown = sorted(set(STEPS) - set(EFFECTS))
    if missing or unknown:
        raise RuntimeError(f"the engine is not whole: steps without a handler {missing}, handlers of no step {unknown}")
    # a card's current values include the continuous abilities in force (p.21): state.Card.value reads them here
    CONTINUOUS.update(value=continuous.value_change, keyword=continuous.keyword_held, listed=continuous.listed_change)
    return Engine(steps=STEPS, verbs=VERBS)


ENGINE = assemble()


def start(pos: Position, trace: bool = True) -> Game:
    """A game of `pos` played by the whole engine: what replay, moves, whatif and the views play with. Whether the
    position is quiet is found here, once its cards are all in place (Position.is_quiet)."""
    pos.quiet = pos.is_quiet()
    return Game.start(pos, ENGINE, trace)
