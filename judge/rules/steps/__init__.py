"""The step handlers of card abilities, one module per family (p.22 doing-effects): each handler does one step of
the card-script language for `doing` (judge/rules/doing.py) — `handler(doing, step, value)`, a procedure when it
may ask a player. judge/rules/engine.py lists which handler does which step; the procedures of the turn (play,
action, contact…) are the modules of judge/rules/ itself.

characters — AP/LP/level, sleep, stun, activate, remove, bottom · decks — draw, evidence, look, reveal, File,
evidence removed or looked at · cards — the card-zone verbs (discard, look and take, move, play, shuffle, reveal
until, remove from the top, scene to deck or hand, File to hand) · choices — "you may", "choose one", the prompts
that ask for cards · evidence_faces — evidence turned face up or down · investigate — Investigate N · grants —
keywords and abilities given, "instead" · set_cards — cards set on a character · revealing — cards revealed
from the hand (also a Declare cost) · forbid — a player cannot use events, Next Hint, Cut-in, Disguise or Spark · outcome — a player loses the
game.
"""
