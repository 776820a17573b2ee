"""Compatibility only: the card-script vocabulary is judge/scripts/ (registry.py, words.py, checker.py).

judge/cards.py and judge/render_cards.py (issue 29's files) still import these names from here; once they import
from judge.scripts, delete this module.
"""

from judge.scripts.registry import ABILITIES, LANGS, supported_items  # noqa: F401
from judge.scripts.words import ability_lines  # noqa: F401
