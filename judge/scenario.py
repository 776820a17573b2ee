"""Scenario files (docs/scenario-format.md): load, validate, and parse `do` and `expect`.

YAML is read within limits (judge/inputs.py) and every value keeps its line, so
that a mistake is reported as FILE:LINE, the key, what is wrong and what is
allowed; every mistake of a file is reported at once (up to MAX_PROBLEMS).
The cards of a position are written in the card-script language and checked by
judge/scripts/checker.py. Expectations are parsed into (path, operator, value),
never evaluated as code.
"""

from __future__ import annotations

import os  # noqa: F401  (os.PathLike, in an annotation)
from dataclasses import field

from judge.errors import ScenarioError  # noqa: F401 (the loader's error, raised by load_scenario)
from judge.i18n import messages, say
from judge.inputs import load_yaml, read_input
from judge.lines import Action, Expectation, parse_action, parse_expectation
from judge.records import record
from judge.scripts.checker import (DOCS, MAX_ZONE_CARDS, Checker, _check_card, _check_colors, _check_delayed,
                                   _check_mods, _check_real_card, _check_use, _shared_limits, _short)
from judge.scripts.registry import BARS, CARD_SELECTOR, TURN_MEMORY
from judge.state import (DURATIONS, PLAYERS, REAL_CASE_KEYS, REAL_PARTNER_KEYS, WATCHERS, ZONES, Position,
                         parse_position)
from rules_th import PRIMARY

messages({
    "scenario.case-uses": ("only a real Case card (`card: NUMBER`) has abilities that may have been used",
                           "เฉพาะการ์ดคดีจริง (`card: NUMBER`) ที่มีความสามารถให้ใช้ไปแล้วได้"),
    "scenario.case-uses-hint": ("remove `uses_this_turn`, or name the Case card by its number",
                                "ลบ `uses_this_turn` ออก หรือระบุการ์ดคดีด้วยหมายเลข"),
    "scenario.zone-too-big": ("{n} cards is beyond any real game: a zone holds at most {most}",
                              "การ์ด {n} ใบเกินกว่าเกมจริงใดๆ: โซนหนึ่งมีได้ไม่เกิน {most} ใบ"),
    "scenario.zone-too-big-hint": ("a deck is 40 cards; write the count of the cards left",
                                   "เด็คมี 40 ใบ; เขียนจำนวนการ์ดที่เหลือ"),
    "scenario.missing-player": ("missing player {player}", "ไม่มีผู้เล่น {player}"),
    "scenario.missing-player-hint": ("players need keys A and B", "players ต้องมีคีย์ A และ B"),
    "scenario.turn-owner": ("turn {turn} belongs to {expected} when {first} went first (got active: {active})",
                            "เทิร์นที่ {turn} เป็นของ {expected} เมื่อ {first} เล่นก่อน (ที่เขียน: active: {active})"),
    "scenario.turn-owner-hint": ("odd turns are the first player's; fix `turn`, `first` or `active`",
                                 "เทิร์นคี่เป็นของผู้เล่นที่เล่นก่อน; แก้ `turn`, `first` หรือ `active`"),
    "scenario.line-text": ("each line is text (got {got})", "แต่ละบรรทัดต้องเป็นข้อความ (ที่เขียน: {got})"),
    "scenario.line-text-hint": ("quote it if it has a colon", "ใส่เครื่องหมายคำพูดถ้ามีเครื่องหมายโคลอน"),
    "scenario.line-long": ("a line of {n} characters; a line has at most {most}",
                           "บรรทัดยาว {n} ตัวอักษร; บรรทัดหนึ่งยาวได้ไม่เกิน {most}"),
    "scenario.line-long-hint": ("one action per line", "หนึ่งบรรทัดต่อหนึ่งการกระทำ"),
    "scenario.top": ("a scenario is a mapping with at least `players`", "สถานการณ์คือแมปปิงที่มีอย่างน้อย `players`"),
    "scenario.missing-key": ("missing key '{key}'", "ไม่มีคีย์ '{key}'"),
    "scenario.missing-players-hint": ("players: {{A: {{...}}, B: {{...}}}}", "players: {{A: {{...}}, B: {{...}}}}"),
    "scenario.too-many-lines": ("{n} lines; `{key}` has at most {most}", "{n} บรรทัด; `{key}` มีได้ไม่เกิน {most} บรรทัด"),
    "scenario.too-many-lines-hint": ("a whole game is a few hundred lines: split it into several scenarios",
                                     "เกมทั้งเกมมีไม่กี่ร้อยบรรทัด: แบ่งเป็นหลายสถานการณ์"),
})
TOP_KEYS = ("title", "rulebook", "seed", "turn", "active", "first", "phase", "players", "do", "expect")
PLAYER_KEYS = ("case", "partner", "scene", "hand", "deck", "file", "evidence", "removed", "partner_zone",
               "played_from_hand", "next_hint_used", "refreshed", "entries_this_turn", "gale_next", "cannot_use", "this_turn",
               "delayed")  # delayed: the player's effects waiting for later this turn (the step `delayed`, p.22)
CASE_KEYS = ("name", "colors", "level", "side", "card", "uses_this_turn", "features")
PARTNER_KEYS = ("name", "colors", "lp", "state", "zone", "mods", "card")
MAX_LINE = 300  # characters of a `do` or `expect` line
MAX_LINES = 1000  # `do` or `expect` lines (a whole game is a few hundred)


@record
class Scenario:
    """A scenario file, loaded: its position, its action lines and its expectations."""

    file: str
    position: Position
    actions: list[Action]
    expectations: list[Expectation]
    raw: dict = field(repr=False, default_factory=dict)


def _check_player(c: Checker, raw, path):
    c.mapping(raw, path, PLAYER_KEYS)
    if "case" in raw:
        case = c.mapping(raw["case"], path + ("case",), CASE_KEYS)
        if "card" in case:
            _check_real_card(c, case, path + ("case",), REAL_CASE_KEYS, ("case",))
        if "name" in case:
            c.text(case["name"], path + ("case", "name"))
        if "colors" in case:
            _check_colors(c, case["colors"], path + ("case", "colors"))
        for i, feature in enumerate(c.listing(case.get("features", []), path + ("case", "features"))):
            c.text(feature, path + ("case", "features", i))  # what a [Case 赤魔術] icon reads
        if "level" in case:
            lv = c.mapping(case["level"], path + ("case", "level"), ("first", "second"))
            for k in ("first", "second"):
                if k in lv:
                    c.integer(lv[k], path + ("case", "level", k), 0)
        if "side" in case:
            c.choice(case["side"], path + ("case", "side"), ("investigation", "solution"))
        if "uses_this_turn" in case and "card" not in case:  # a Case described by hand has no abilities
            c.fail(path + ("case", "uses_this_turn"), say("scenario.case-uses"), say("scenario.case-uses-hint"))
        elif "uses_this_turn" in case:
            shared = _shared_limits(case)
            for i, used in enumerate(c.listing(case["uses_this_turn"], path + ("case", "uses_this_turn"))):
                _check_use(c, used, path + ("case", "uses_this_turn", i), shared)
    if "partner" in raw:
        pt = c.mapping(raw["partner"], path + ("partner",), PARTNER_KEYS)
        if "card" in pt:
            _check_real_card(c, pt, path + ("partner",), REAL_PARTNER_KEYS, ("partner",))
        if "name" in pt:
            c.text(pt["name"], path + ("partner", "name"))
        if "colors" in pt:
            _check_colors(c, pt["colors"], path + ("partner", "colors"))
        if "lp" in pt:
            c.integer(pt["lp"], path + ("partner", "lp"))
        if "state" in pt:
            c.choice(pt["state"], path + ("partner", "state"), ("active", "sleep"))
        if "zone" in pt:
            c.choice(pt["zone"], path + ("partner", "zone"), ("partner", "file"))
        if "mods" in pt:
            _check_mods(c, pt["mods"], path + ("partner", "mods"))
    for zone in ZONES:
        if zone not in raw:
            continue
        value = raw[zone]
        if zone in ("deck", "file", "evidence", "removed") and isinstance(value, int) and not isinstance(value, bool):
            c.integer(value, path + (zone,), 0)
            continue
        for i, card in enumerate(c.listing(value, path + (zone,))):
            c.collect(_check_card, c, card, path + (zone, i), zone)
    for k in ("played_from_hand", "next_hint_used", "gale_next"):
        if k in raw:
            c.boolean(raw[k], path + (k,))
    for k in ("refreshed", "entries_this_turn"):
        if k in raw:
            c.integer(raw[k], path + (k,), 0)
    for i, bar in enumerate(c.listing(raw.get("cannot_use", []), path + ("cannot_use",))):  # "cannot use … this turn"
        if isinstance(bar, dict) and "only" in bar:  # the filter of the cards it bars ("cards named [ジン]")
            c.mapping(bar["only"], path + ("cannot_use", i, "only"), tuple(CARD_SELECTOR))
            bar = {k: v for k, v in bar.items() if k != "only"}
        what, until = next(iter(bar.items())) if isinstance(bar, dict) and len(bar) == 1 else (bar, "end-of-turn")
        c.choice(what, path + ("cannot_use", i), BARS)
        c.choice(until, path + ("cannot_use", i), DURATIONS)
    for what, ids in c.mapping(raw.get("this_turn") or {}, path + ("this_turn",), TURN_MEMORY).items():
        for i, card_id in enumerate(c.listing(ids, path + ("this_turn", what))):  # ids of that player's cards
            c.text(card_id, path + ("this_turn", what, i))
    for i, d in enumerate(c.listing(raw.get("delayed", []), path + ("delayed",))):  # {by, card|name, KEY: …}
        where = path + ("delayed", i)
        c.mapping(d, where, ("by", "card", "name", *(k for k in WATCHERS if k != "watch_leave")))
        for k in ("by", "name"):
            if k in d:
                c.text(d[k], where + (k,))
        if "card" in d:  # the real card that made it
            _check_real_card(c, {"card": d["card"]}, where, ("card",), ("character", "event", "case", "partner"))
        _check_delayed(c, {k: v for k, v in d.items() if k not in ("by", "card", "name")}, where)


def _check_zone_sizes(c: Checker, raw, path):
    """No zone beyond any real game (a deck is 40 cards): `deck: 10000000` would fill the memory."""
    if not isinstance(raw, dict):
        return
    for zone in ZONES:
        value = raw.get(zone)
        n = len(value) if isinstance(value, list) else value if isinstance(value, int) else 0
        if n > MAX_ZONE_CARDS:
            c.fail(path + (zone,), say("scenario.zone-too-big", n=f"{n:,}", most=MAX_ZONE_CARDS),
                   say("scenario.zone-too-big-hint"))


def _check_players(c: Checker, players):
    players = c.mapping(players, ("players",), PLAYERS)
    for p in PLAYERS:
        if p not in players:
            c.collect(c.fail, ("players",), say("scenario.missing-player", player=p), say("scenario.missing-player-hint"))
            continue
        if players[p] is None:
            players[p] = {}  # `B:` with nothing under it: a player with every default
        before = len(c.problems)
        c.collect(_check_zone_sizes, c, players[p], ("players", p))
        if len(c.problems) == before:  # a zone too big is not worth checking card by card
            c.collect(_check_player, c, players[p], ("players", p))


def _check_settings(c: Checker, raw):
    """The top-level keys beside `players`, each on its own."""
    if "title" in raw:
        c.collect(c.text, raw["title"], ("title",))
    if "rulebook" in raw:
        c.collect(c.choice, raw["rulebook"], ("rulebook",), (PRIMARY,))
    if "seed" in raw:
        c.collect(c.integer, raw["seed"], ("seed",), None, 2**63)
    if "turn" in raw:
        c.collect(c.integer, raw["turn"], ("turn",), 1)
    for k in ("active", "first"):
        if k in raw:
            c.collect(c.choice, raw[k], (k,), PLAYERS)
    if "phase" in raw:
        c.collect(c.choice, raw["phase"], ("phase",), ("auto", "main", "end"))
    turn, first = raw.get("turn", 3), raw.get("first", "A")
    if not isinstance(turn, int) or first not in PLAYERS:
        return
    expected = first if turn % 2 == 1 else ("B" if first == "A" else "A")
    if "active" in raw and raw["active"] in PLAYERS and raw["active"] != expected:
        c.collect(c.fail, ("active",),
                  say("scenario.turn-owner", turn=turn, expected=expected, first=first, active=raw["active"]),
                  say("scenario.turn-owner-hint"))


def _check_line(c: Checker, line, path):
    if not isinstance(line, str):
        c.fail(path, say("scenario.line-text", got=_short(line)), say("scenario.line-text-hint"))
    if len(line) > MAX_LINE:
        c.fail(path, say("scenario.line-long", n=f"{len(line):,}", most=MAX_LINE), say("scenario.line-long-hint"))


def _check_top(c: Checker, raw):
    if not isinstance(raw, dict):
        c.fail((), say("scenario.top"), DOCS)
    c.mapping(raw, (), TOP_KEYS)
    if "players" not in raw:
        c.collect(c.fail, (), say("scenario.missing-key", key="players"), say("scenario.missing-players-hint"))
    else:
        c.collect(_check_players, c, raw["players"])
    _check_settings(c, raw)
    for k in ("do", "expect"):
        if k in raw:
            lines = c.collect(c.listing, raw[k] or [], (k,)) or []
            if len(lines) > MAX_LINES:
                c.collect(c.fail, (k,), say("scenario.too-many-lines", n=f"{len(lines):,}", key=k, most=f"{MAX_LINES:,}"),
                          say("scenario.too-many-lines-hint"))
                continue
            for i, line in enumerate(lines):
                c.collect(_check_line, c, line, (k, i))


# ------------------------------------------------------------------ do / expect

def card_ids(pos: Position) -> dict[str, set[str]]:
    """The ids a line or an expectation may name, per player."""
    return {p: {c.id for _, c in pos.players[p].all_cards()} | {"partner", "case"} for p in PLAYERS}


class _AnyCard:
    """The card ids when the position is invalid: each passes, so that only the lines' own form is checked."""

    def __contains__(self, card_id) -> bool:
        return True

    def __getitem__(self, player):
        return self


def _lines(raw: dict, key: str):
    """(index, text) of the `do` or `expect` lines that are text of a sensible length."""
    lines = raw.get(key) or []
    if not isinstance(lines, list):
        return []
    return [(i, t) for i, t in enumerate(lines) if isinstance(t, str) and len(t) <= MAX_LINE]


def parse_scenario(text: str, file: str = "<scenario>") -> Scenario:
    raw, lines = load_yaml(text, file)
    return scenario_from_data(raw, file, lines)


def scenario_from_data(raw, file: str, lines: dict[tuple, int], prefix: tuple = ()) -> Scenario:
    """A scenario from loaded YAML whose lines are known (`prefix`: its place inside a larger file).

    Every mistake is gathered (the position, then each `do` and `expect` line) and raised together.
    """
    c = Checker(file, lines, prefix)
    _check_top(c, raw)
    pos, ids = None, _AnyCard()
    if not c.problems:
        pos = parse_position(raw)
        for problem in pos.status():  # the position itself (state.status), reported at its place in the file
            c.collect(c.fail, problem.path, problem.message, problem.hint)
        ids = card_ids(pos)
    actions = [c.collect(parse_action, t, i + 1, c, ids) for i, t in _lines(raw, "do")]
    expects = [c.collect(parse_expectation, t, i, c, ids) for i, t in _lines(raw, "expect")]
    c.raise_problems()
    return Scenario(file=file, position=pos, actions=actions, expectations=expects, raw=raw)


def load_scenario(path: "str | os.PathLike") -> Scenario:
    """Read and parse a scenario file (refused within limits: judge/inputs.py)."""
    return parse_scenario(read_input(str(path), "scenario"), str(path))
