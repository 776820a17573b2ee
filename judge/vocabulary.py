"""The card-ability vocabulary, registered once: effect steps, triggers, keywords, validity icons, ability keys.

Every entry says how it is written (the loader checks scenarios and card scripts
against it), its words in English and Thai (`judge card` renders a card's script
with them; game terms follow the rulebook and its glossary), the Ver.2.5
sections it rests on (the trace cites them), and which items of the card census
it covers (`judge cards coverage` counts them). The engine does each step in
judge/rules/effects.py; a test checks that every step registered here is done
there, and nothing else.

This module sits at the bottom of the import graph: it imports nothing of judge.
"""

from __future__ import annotations

import re
from dataclasses import field

from judge.records import record

LANGS = ("en", "th")


@record(frozen=True)
class Entry:
    """One word of the vocabulary: its name, words (English, Thai), sections and census items."""

    name: str
    en: str
    th: str
    sections: tuple[str, ...] = ()
    covers: tuple[str, ...] = ()  # census items (E:draw, T:on_play, V:partner…) this entry makes possible

    def words(self, lang: str) -> str:
        return self.th if lang == "th" else self.en


@record(frozen=True)
class Step(Entry):
    """An effect step: `{name: VALUE, extra…}`; VALUE is a kind from VALUE_KINDS."""

    value: str = "count"
    extra: tuple[str, ...] = field(default_factory=tuple)


VALUE_KINDS = ("int", "count", "ref", "validity", "steps", "text", "bool", "keyword", "condition", "cards",
               "options")  # "ref": a REF or a selector


class Registry(dict):
    """name -> entry; registering a name twice is a programming error."""

    def __init__(self, kind: str):
        super().__init__()
        self.kind = kind

    def add(self, entry: Entry) -> Entry:
        if entry.name in self:
            raise ValueError(f"{self.kind} '{entry.name}' is registered twice")
        self[entry.name] = entry
        return entry


def _entries(registry: Registry, rows, sections: tuple[str, ...] | None = None) -> None:
    """Register plain entries: rows of (name, en, th, sections, covers), or (name, en, th, covers) with `sections`."""
    for row in rows:
        name, en, th, *rest = row
        registry.add(Entry(name, en, th, *(rest if sections is None else (sections, *rest))))


STEPS = Registry("effect step")
TRIGGERS = Registry("trigger")
KEYWORDS = Registry("keyword")
ICONS = Registry("validity icon")
ABILITIES = Registry("ability key")


# the keys a step may carry beside its value, each with the kind of value the loader checks (judge/scenario.py
# KEY_CHECKS has one checker per kind: a new step key is declared here, not checked by hand)
STEP_KEY_KINDS = ("target", "duration", "player", "count", "int", "steps", "text", "bool", "keyword", "condition",
                  "cards", "side", "place", "options")
STEP_KEYS: dict[str, str] = {
    "target": "target",  # a REF, `self` or a selector: what an ap/lp step applies to
    "until": "duration",  # end-of-turn, contact, action, deduction
    "player": "player",  # whose (evidence, the remove_evidence victim, who draws): A, B, self or opponent
    "to_hand": "count",  # look: the top N go to hand
    "for_each": "condition",  # a counted amount: the step's value times the cards this names (p.22)
}


def step_key(name: str, kind: str) -> None:
    """Declare a key that steps may carry beside their value (one kind per key, declared once)."""
    assert kind in STEP_KEY_KINDS, (name, kind)
    if STEP_KEYS.get(name, kind) != kind:
        raise ValueError(f"step key '{name}' declared with two kinds")
    STEP_KEYS[name] = kind


def _step(name, value, en, th, sections, covers=(), extra=()):
    assert value in VALUE_KINDS, (name, value)
    assert all(k in STEP_KEYS for k in extra), (name, extra)  # declare a new key with step_key() first
    STEPS.add(Step(name=name, value=value, extra=tuple(extra), en=en, th=th, sections=tuple(sections),
                   covers=tuple(covers)))


# ------------------------------------------------------------------ effect steps
# words: {n} the value, {target} the card it acts on, {until} the duration, {player} whose
_step("ap", "int", "AP {n:+d} to {target} until the end of the {until}", "{target} AP {n:+d} จนจบ{until}",
      ("doing-effects", "cut-in"), ("E:cutin_ap", "E:ap_mod_eot", "E:ap_mod_contact", "E:ap_mod_action",
                                     "Q:for_each"),
      ("target", "until", "for_each"))
_step("lp", "int", "LP {n:+d} to {target} until the end of the {until}", "{target} LP {n:+d} จนจบ{until}",
      ("doing-effects",), ("E:lp_mod_eot",), ("target", "until", "for_each"))
_step("level", "int", "level {n:+d} to {target} until the end of the {until}", "{target} เลเวล {n:+d} จนจบ{until}",
      ("doing-effects", "zero-values"), ("E:level_mod",), ("target", "until"))
_step("draw", "count", "draw {n}", "จั่วการ์ด {n} ใบ", ("doing-effects",), ("E:draw", "E:opp_draw"),
      ("player", "for_each"))
_step("evidence", "count", "{player} gain(s) {n} evidence", "{player}ได้หลักฐาน {n} ใบ", ("deduction", "doing-effects"),
      ("E:gain_evidence", "E:give_evidence"), ("player", "for_each"))
_step("sleep", "ref", "put {target} to sleep", "ทำให้ {target} สลีป", ("card-states",), ("E:sleep",))
_step("stun", "ref", "stun {target}", "ทำให้ {target} สตัน", ("stun",), ("E:stun",))
_step("activate", "ref", "make {target} active", "ทำให้ {target} แอคทีฟ", ("card-states",), ("E:activate",))
_step("remove", "ref", "remove {target} from the scene", "รีมูฟ {target} จากที่เกิดเหตุ", ("doing-effects",),
      ("E:remove_char", "E:remove_self"))
_step("file", "count", "put the top {n} card(s) of the deck into the File Area",
      "นำการ์ด {n} ใบบนสุดของเด็คไปไว้ที่ไฟล์โซน", ("doing-effects",), ("E:to_file",))
_step("remove_evidence", "count", "remove {n} of {player}'s evidence", "รีมูฟหลักฐานของ{player} {n} ใบ",
      ("spark", "doing-effects"), ("E:remove_evidence",), ("player",))
_step("look", "count", "look at the top {n} card(s) of the deck", "ดูการ์ด {n} ใบบนสุดของเด็ค",
      ("deck-out-mid-effect",), ("E:look_top",), ("to_hand",))
_step("reveal", "count", "reveal the top {n} card(s) of the deck", "เปิดการ์ด {n} ใบบนสุดของเด็ค",
      ("deck-out-mid-effect",), ("E:reveal_top",), ("player",))
_step("look_evidence", "count", "look at your top {n} evidence", "ดูหลักฐาน {n} ใบบนสุดของเรา", ("deduction",),
      ("E:look_evidence",))
step_key("found", "cards")  # a filter on the cards a step removed, revealed or put in ("if this removes / finds / puts in a …")
step_key("then", "steps")
_step("remove_top", "count", "remove the top {n} card(s) of the deck", "รีมูฟการ์ด {n} ใบบนสุดของเด็ค",
      ("deck-out-mid-effect",), ("E:mill",), ("found", "then"))
_step("may_remove_top", "count", "you may remove the top {n} card(s) of the deck (only if there are {n})",
      "รีมูฟการ์ด {n} ใบบนสุดของเด็คได้ (เมื่อมีครบ {n} ใบ)", ("deck-out-mid-effect",), ("E:mill",), ("found", "then"))
_step("bottom", "ref", "put {target} on the bottom of its owner's deck", "นำ {target} ไปไว้ใต้เด็คของเจ้าของ",
      ("doing-effects",), ("E:to_deck_bottom",))
# `shared: NAME`: the card's abilities whose limit names the same NAME count their uses together (one ability
# "when this character deduces or takes an Action" is written as on_deduce and on_action with one shared limit)
step_key("shared", "text")
_step("limit", "count", "at most {n} time(s) per turn", "ใช้ได้ {n} ครั้งต่อเทิร์น",
      ("supp-icons",), ("L:1-per-turn", "L:2-per-turn"), ("shared",))
_step("valid", "validity", "only if [{icon}]", "เฉพาะเมื่อ [{icon}]", ("validity", "supp-icons"))
_step("grant", "keyword", "{target} get(s) {keyword} until the end of the {until}", "{target} ได้รับ {keyword} จนจบ{until}",
      ("keywords", "doing-effects"), ("E:grant_keyword",), ("target", "until"))
_step("if", "condition", "only if {condition}", "เฉพาะเมื่อ{condition}", ("doing-effects", "validity"),
      ("Q:if_board", "Q:if_zone_count"))

# ------------------------------------------------------------------ triggers and other ability keys
_entries(TRIGGERS, (
    ("on_play", "On Play", "เมื่อเล่น", ("supp-icons", "ability-kinds"), ("T:on_play",)),
    ("on_deduce", "When this character deduces", "เมื่อตัวละครนี้สืบคดี", ("deduction", "ability-kinds"),
     ("T:on_deduce", "T:on_deduce_or_action")),
    ("on_action", "When this character acts", "เมื่อตัวละครนี้แอคชั่น", ("action", "ability-kinds"),
     ("T:on_action", "T:on_deduce_or_action")),
    ("on_contact", "When this character is in a Contact", "เมื่อตัวละครนี้ปะทะ", ("contact", "ability-kinds"),
     ("T:on_contact",)),
    ("on_action_end", "At the end of this character's Action", "เมื่อแอคชั่นของตัวละครนี้จบ", ("action-steps",),
     ("T:on_action_end",)),
    ("on_disguise", "On Disguise", "เมื่อปลอมตัว", ("disguise",), ("T:on_disguise",)),
    ("on_remove", "On Removal from the scene", "เมื่อรีมูฟจากที่เกิดเหตุ", ("supp-icons", "pending-effects"),
     ("T:on_remove",)),
    ("on_defeat", "When an opponent's character is removed by a Contact with this character",
     "เมื่อตัวละครของคู่แข่งถูกรีมูฟจากการปะทะกับตัวละครนี้", ("contact", "supp-contact-steps"), ("T:on_defeat",)),
    ("start_of_main", "At the start of your main phase", "เมื่อเริ่มเมนเฟสของเรา", ("turn-main-phase",),
     ("T:start_of_main",)),
    ("on_case_solution", "When this case turns to its Resolution side", "เมื่อคดีนี้กลายเป็นช่วงไขคดี",
     ("case-sides", "pending-effects"), ("T:on_case_solution",)),
    # watchers: {by} is a filter's words (watch_words), {player} whose, {via} the kind of Action
    ("watch_leave", "When {by} is removed from the scene", "เมื่อ{by}ถูกรีมูฟจากที่เกิดเหตุ",
     ("pending-effects", "supp-icons"), ("T:watch_leave",)),
    ("watch_enter", "When {by} enters the scene", "เมื่อ{by}เข้าสู่ที่เกิดเหตุ", ("intro-state", "pending-effects"),
     ("T:watch_enter",)),
    ("watch_action", "When {by} takes an Action{via}{target}", "เมื่อ{by}แอคชั่น{via}{target}",
     ("action", "supp-action-steps"), ("T:watch_action",)),
    ("watch_deduce", "When {by} deduces", "เมื่อ{by}สืบคดี", ("deduction", "supp-deduction-steps"),
     ("T:watch_deduce",)),
    ("watch_contact", "When {by} is in a Contact", "เมื่อ{by}ปะทะ", ("contact",), ("T:watch_contact",)),
    ("watch_use", "When {player} use(s) {by} by Next Hint", "เมื่อ{player}ใช้{by}ด้วยเน็กซ์ฮินต์", ("next-hint",),
     ("T:watch_use",)),
    ("watch_evidence", "When {player} {via} evidence", "เมื่อ{player}{via}หลักฐาน", ("deduction", "pending-effects"),
     ("T:watch_evidence",)),
    ("watch_disguise", "When {by} comes in by Disguise", "เมื่อ{by}ปลอมตัว", ("disguise",), ("T:watch_disguise",)),
    ("watch_cut_in", "When you use a Cut-in in the Contact of {by}", "เมื่อเราใช้คัทอินระหว่างการปะทะของ{by}",
     ("cut-in",), ("T:watch_cut_in",)),
    ("watch_defeat", "When an opponent's character is removed by a Contact with {by}",
     "เมื่อตัวละครของคู่แข่งถูกรีมูฟจากการปะทะกับ{by}", ("contact", "supp-contact-steps"), ("T:on_defeat",)),
    ("watch_guard", "When {by} guards{target}", "เมื่อ{by}ป้องกัน{target}", ("action", "action-steps"),
     ("T:watch_guard",)),
    ("watch_declare", "When {by} uses a [Declare] ability", "เมื่อ{by}ใช้ความสามารถ [ประกาศ]", ("declare",),
     ("T:watch_declare",)),
    ("end_of_turn", "At the end of {whose} turn", "เมื่อจบเทิร์น{whose}", ("turn-end-phase",), ("T:end_of_turn",)),
))
WATCH_WORDS = {  # the words of a watcher's `player`, `whose` and `via`
    "en": {"player": {"own": "you", "opponent": "your opponent", "any": "a player"},
           "whose": {"own": "your", "opponent": "your opponent's", "each": "each"},
           "via": {"character": " [Character]", "case": " [Case]", "next-hint": "", "hand": "", "gained": "gain(s)",
                   "removed": "lose(s)", "by-action-case": "gain(s)"}},
    "th": {"player": {"own": "เรา", "opponent": "คู่แข่ง", "any": "ผู้เล่น"},
           "whose": {"own": "ของเรา", "opponent": "ของคู่แข่ง", "each": ""},
           "via": {"character": " [ตัวละคร]", "case": " [คดี]", "next-hint": "", "hand": "", "gained": "ได้",
                   "removed": "ถูกรีมูฟ", "by-action-case": "ได้"}},
}

_entries(ABILITIES, (
    ("effect", "Event", "อีเวนต์", ("event-card",), ("T:event",)),
    ("cut_in", "Cut-in", "คัทอิน", ("cut-in",), ("T:cut_in",)),
    ("cut_ins", "Cut-in (choose one)", "คัทอิน (เลือกหนึ่ง)", ("cut-in",), ("T:cut_in",)),
    ("spark", "Spark", "ฮิราเมกิ", ("spark",), ("T:spark",)),
    ("disguise", "Disguise", "ปลอมตัว", ("disguise",), ("T:disguise",)),
    ("declare", "Declare", "ประกาศ", ("declare",), ("T:declare", "E:cost_sleep_self")),
    ("keywords", "Keywords", "คีย์เวิร์ด", ("keywords",), ("T:keyword",)),
    ("keywords_if", "Keywords while", "คีย์เวิร์ดเมื่อ", ("keywords", "validity"), ("T:keyword_if",)),
    ("static", "Continuous", "ต่อเนื่อง", ("ability-kinds", "validity"), ("T:static",)),
    ("rules", "Partner rules only (Case Closed, Assist)", "มีเพียงกฎพาร์ทเนอร์ (ปิดคดี แอสซิสต์)", ("partner",),
     ("E:rules_reminder", "T:assist", "T:case_closed")),
))

# ------------------------------------------------------------------ keywords (p.25)
_entries(KEYWORDS, (
    ("haste", "Haste", "ควิก", ("E:keyword",)),
    ("rush", "Rush", "ชาร์จ", ("E:keyword",)),
    ("rush-character", "Rush [Character]", "ชาร์จ [ตัวละคร]", ("E:keyword",)),
    ("rush-case", "Rush [Case]", "ชาร์จ [คดี]", ("E:keyword",)),
    ("bullet", "Bullet", "บุลเลต", ("E:keyword",)),
    ("trace", "Trace", "แกะรอย", ("E:keyword",)),
    ("mislead", "Mislead {n}", "มิสลีด {n}", ("E:keyword",)),
    ("investigate", "Investigate {n}", "สืบสวน {n}", ("E:keyword", "E:investigate")),
), ("keywords", "supp-keywords"))
KEYWORD_RE = re.compile(r"^(haste|rush|rush-character|rush-case|bullet|trace|mislead \d{1,6}|investigate \d{1,6})$")

# ------------------------------------------------------------------ validity icons (p.21, p.24)
_entries(ICONS, (
    ("your-turn", "during your turn", "ระหว่างเทิร์นของเรา", ("V:your-turn",)),
    ("opponent-turn", "during the opponent's turn", "ระหว่างเทิร์นคู่แข่ง", ("V:opponent-turn",)),
    ("case-phase", "your case is in its Case Phase", "คดีของเราอยู่ในช่วงสืบคดี", ("V:case-phase",)),
    ("resolution-phase", "your case is in its Resolution Phase", "คดีของเราอยู่ในช่วงไขคดี", ("V:resolution-phase",)),
    ("file", "your File Area holds {n} or more", "ไฟล์โซนของเรามี {n} ใบขึ้นไป", ("V:file",)),
    ("partner", "your Partner is {color}", "พาร์ทเนอร์ของเราเป็นสี{color}", ("V:partner",)),
    ("case", "your case is {color}", "การ์ดคดีของเรามีสี{color}", ("V:case",)),
    # Bond (p.24, p.27): a character of that name in your scene (each name of a card counts; the Partner does not)
    ("bond", "Bond [{n}]: a character named {n} is in your scene", "บอนด์ [{n}]: มีตัวละครชื่อ {n} ในที่เกิดเหตุของเรา",
     ("V:bond",)),
), ("validity", "supp-icons"))
VALIDITY_RE = re.compile(r"^(your-turn|opponent-turn|case-phase|resolution-phase|file \d{1,3}|partner \w+|case \w+"
                         r"|bond \S.{0,40})$")

# ------------------------------------------------------------------ selectors: a REF that the player picks
# `{character: any|own|opponent, up_to: N, level: {max: N}, …}` in place of a REF: the cards that meet every
# filter are the options, and the card's owner picks up to N of them with `choose` (p.22: "up to" allows none).
SELECTOR = Registry("selector key")
_entries(SELECTOR, (
    ("character", "{n} character(s)", "ตัวละคร {n} ใบ", ("Q:own_side", "Q:opponent_side")),
    ("up_to", "up to {n}", "สูงสุด {n} ใบ", ("Q:choose_up_to",)),
    ("level", "of level {range}", "เลเวล {range}", ("Q:level_ref",)),
    ("ap", "with AP {range}", "AP {range}", ("Q:ap_ref",)),
    ("state", "that is {state}", "ที่{state}อยู่", ("Q:state_ref",)),
    ("color", "that is {color}", "สี{color}", ("Q:color_ref",)),
    ("feature", "with the feature [{feature}]", "ที่มีคุณลักษณะ [{feature}]", ("Q:feature_ref",)),
    ("name", "named [{name}]", "ชื่อ [{name}]", ("Q:name_ref",)),
    ("lp", "with LP {range}", "LP {range}", ("Q:lp_ref",)),
    ("other", "other than this card", "นอกจากการ์ดนี้", ("Q:other_than_self",)),
    ("keyword", "with {keyword}", "ที่มี {keyword}", ()),
    ("all", "every", "ทุกใบ", ()),
    ("has_set", "that has a card set on it", "ที่มีการ์ดเซ็ตอยู่", ("Q:has_set_card",)),  # p.23 set cards
), ("doing-effects", "pending-effects"))
# `cut_in: true`: only characters that have a [Cut-in] (p.18; the card selector's filter of the same name, for
# characters in the scene: "a [Black] character of yours with [Cut-in]", B03131)
_entries(SELECTOR, (("cut_in", "with [Cut-in]", "ที่มี [คัทอิน]", ("Q:has_ability_ref",)),), ("cut-in", "doing-effects"))
SIDES = ("any", "own", "opponent")
SIDE_WORDS = {"en": {"any": "", "own": "of yours", "opponent": "of your opponent's"},
              "th": {"any": "", "own": "ของเรา", "opponent": "ของคู่แข่ง"}}
STATE_WORDS = {"en": {"active": "active", "sleep": "asleep", "stun": "stunned"},
               "th": {"active": "แอคทีฟ", "sleep": "สลีป", "stun": "สตัน"}}


def range_words(bound: dict, lang: str) -> str:
    if bound.get("max") == "trigger" and "min" not in bound:  # the card that set a watcher off
        return "at most that card's" if lang == "en" else "ไม่เกินของการ์ดใบนั้น"
    if bound.get("max") == "file" and "min" not in bound:  # the number of cards in your File Area
        return ("up to the number of cards in your File Area" if lang == "en"
                else "ไม่เกินจำนวนการ์ดในไฟล์โซนของเรา")
    if "max" in bound and "min" in bound:
        return f"{bound['min']}–{bound['max']}"
    if "max" in bound:
        return f"{bound['max']} or less" if lang == "en" else f"{bound['max']} หรือต่ำกว่า"
    return f"{bound['min']} or more" if lang == "en" else f"{bound['min']} ขึ้นไป"


def filter_parts(sel: dict, lang: str) -> list[str]:
    """The words of a selector's filters (side, level, AP, LP, state, colour, feature, name, keyword, other)."""
    en = lang == "en"
    parts = []
    side = SIDE_WORDS[lang].get(sel.get("character", "any"), "")
    if side:
        parts.append(side)
    for key in ("level", "ap", "lp"):
        if key in sel:
            parts.append(SELECTOR[key].words(lang).format(range=range_words(sel[key], lang)))
    if "state" in sel:
        states = sel["state"] if isinstance(sel["state"], list) else [sel["state"]]
        words = (" or " if en else "หรือ").join(STATE_WORDS[lang][s] for s in states)
        parts.append(SELECTOR["state"].words(lang).format(state=words))
    if "color" in sel:
        colors = sel["color"] if isinstance(sel["color"], list) else [sel["color"]]
        parts.append(SELECTOR["color"].words(lang).format(
            color=(" or " if en else "หรือ").join(c if en else COLOR_TH[c] for c in colors)))
    for key in ("feature", "name"):
        if key in sel:  # a list: any one of them ("[降谷零] or [伊達航]")
            value = sel[key] if isinstance(sel[key], str) else ("] or [" if en else "] หรือ [").join(sel[key])
            parts.append(SELECTOR[key].words(lang).format(**{key: value}))
    if "keyword" in sel:
        parts.append(SELECTOR["keyword"].words(lang).format(keyword=keyword_words(sel["keyword"], lang)))
    if sel.get("cut_in"):
        parts.append(SELECTOR["cut_in"].words(lang))
    if sel.get("other"):
        parts.append(SELECTOR["other"].words(lang))
    if sel.get("has_set"):
        parts.append(SELECTOR["has_set"].words(lang))
    return parts


def selector_words(sel: dict, lang: str) -> str:
    """`up to 1 character of yours of level 5 or less`, `ตัวละครของเรา เลเวล 5 หรือต่ำกว่า สูงสุด 1 ใบ`;
    `every character …` for `all: true` (and in a continuous ability, which applies to all it allows)."""
    en = lang == "en"
    every = "up_to" not in sel
    head = ("every character" if every else f"up to {sel['up_to']} character(s)") if en else "ตัวละคร"
    parts = [head, *filter_parts(sel, lang)]
    if not en:
        parts.append(SELECTOR["all"].words(lang) if every else f"สูงสุด {sel['up_to']} ใบ")
    return " ".join(parts)


def count_words(cond: dict, lang: str) -> str:
    """`3 or more`, `no`, `5 or fewer` — the count a condition asks for (min 1 when none is given)."""
    lo, hi = cond.get("min"), cond.get("max")
    if hi == 0:
        return "no" if lang == "en" else "ไม่มี"
    if hi is None:
        return f"{lo or 1} or more" if lang == "en" else f"{lo or 1} ใบขึ้นไป"
    if lo is None:
        return f"{hi} or fewer" if lang == "en" else f"ไม่เกิน {hi} ใบ"
    return f"{lo}–{hi}" if lang == "en" else f"{lo}–{hi} ใบ"


# a condition's zones (the words of card selectors' zones, ZONE_WORDS below, name the Remove Area `remove`)
CONDITION_ZONE_WORDS = {"en": {"file": "File Area", "hand": "hand", "deck": "deck", "evidence": "evidence",
                               "removed": "Remove Area"},
                        "th": {"file": "ไฟล์โซน", "hand": "มือ", "deck": "เด็ค", "evidence": "หลักฐาน",
                               "removed": "รีมูฟโซน"}}
CONDITION_SIDES = (*("any", "own", "opponent"), "self", "contact")  # `self`: this card itself meets the filters;
# `contact`: the character in the Contact (a Cut-in's: "if you Cut-in on a 綾小路文麿")
CONDITION_ZONES = tuple(CONDITION_ZONE_WORDS["en"])


def for_each_words(cond: dict, lang: str) -> str:
    """What a counted amount counts: `character(s) of your opponent's that is asleep`, `card(s) in your hand`."""
    en = lang == "en"
    if "zone" in cond:
        zone = CONDITION_ZONE_WORDS[lang][cond["zone"]]
        if en:
            face = f"{'face-up' if cond['face_up'] else 'face-down'} " if "face_up" in cond else ""
            return f"{face}card in your {zone.removeprefix('the ')}"
        face = f" {FACE_WORDS[lang][cond['face_up']]}" if "face_up" in cond else ""
        return f"การ์ดใน{zone}ของเรา{face}"
    filters = " ".join(filter_parts(cond, lang))
    return f"character {filters}".rstrip() if en else f"ตัวละคร {filters}".rstrip()


def condition_words(cond: dict, lang: str) -> str:
    """A board condition in words: `you have 3 or more characters of yours with the feature [警察]`."""
    en = lang == "en"
    if "any_of" in cond:
        return (" or " if en else " หรือ ").join(condition_words(c, lang) for c in cond["any_of"])
    if "case_only" in cond:  # (rules/continuous.condition)
        color = cond["case_only"]
        return (f"your case has no colour other than {color}" if en
                else f"คดีของเราไม่มีสีอื่นนอกจากสี{COLOR_TH[color]}")
    if "zone" in cond:
        zone = CONDITION_ZONE_WORDS[lang][cond["zone"]]
        kind = TYPE_WORDS[lang][cond["type"]] if "type" in cond else ""
        what = " ".join([f"{kind} card(s)".strip() if en else f"การ์ด{kind}",
                         *card_filter_parts({k: v for k, v in cond.items() if k not in ("min", "max", "type")}, lang)])
        return (f"your {zone} holds {count_words(cond, lang)} {what}" if en
                else f"{zone}ของเรามี{what} {count_words(cond, lang)}")
    if cond.get("character") == "self":
        rest = [p.removeprefix("that is ") for p in filter_parts({k: v for k, v in cond.items() if k != "character"},
                                                                 lang)]  # "this card is active"
        return ("this card is " if en else "การ์ดนี้") + " ".join(rest)
    if cond.get("character") == "contact":
        rest = [p for p in filter_parts({k: v for k, v in cond.items() if k != "character"}, lang)]
        return ("the character in the Contact is " if en else "ตัวละครที่ปะทะอยู่") + " ".join(rest)
    filters = " ".join(filter_parts(cond, lang))
    return (f"there are {count_words(cond, lang)} character(s) {filters}".rstrip() if en
            else f"มีตัวละคร {filters} {count_words(cond, lang)}".replace("  ", " "))


# ------------------------------------------------------------------ continuous abilities (`static:`, p.21)
# A card's `static:` is a list of continuous abilities, each a list: gates (`valid: ICON`, `if: CONDITION`)
# and then what holds while they do, as long as the card is in the scene. Nothing is copied into the state:
# judge/rules/continuous.py computes a card's current values and permissions from them when asked.
STATIC = Registry("continuous effect")


def _static(name, value, en, th, covers, extra=("target",)):
    STATIC.add(Step(name=name, value=value, extra=tuple(extra), en=en, th=th, sections=("ability-kinds", "validity"),
                    covers=tuple(covers)))


RESTRICTIONS = ("act", "act-case", "guard", "be-acted-on")  # `cannot:` what a character may not do
PERMISSIONS = ("act-on-active", "guard-asleep")  # `can:` what a character may do that the rules otherwise forbid
UNCHOOSABLE = ("opponent", "opponent-event")  # `unchoosable:` whose abilities cannot choose it
_static("ap", "int", "{target}: AP {n:+d}", "{target} AP {n:+d}", ("E:ap_static",), ("target", "for_each"))
_static("lp", "int", "{target}: LP {n:+d}", "{target} LP {n:+d}", ("E:lp_static",))
_static("level", "int", "{target}: level {n:+d}", "{target} เลเวล {n:+d}", ("E:level_mod",))
_static("grant", "keyword", "{target} has {keyword}", "{target} มี {keyword}", ("E:grant_keyword",))
_static("cannot", "text", "{target} cannot {what}", "{target} {what}ไม่ได้", ("E:action_restriction",))
_static("can", "text", "{target} can {what}", "{target} {what}ได้", ("E:action_permission",),
        ("target", "against"))  # against: only targets that filter allows (e.g. `has_set: true`, p.23)
_static("enters", "text", "this character enters the scene asleep", "ตัวละครนี้ลงสู่ที่เกิดเหตุในสถานะสลีป",
        ("E:enters_asleep",), ())
_static("unchoosable", "text", "{target} cannot be chosen by {what}", "{target} ไม่สามารถถูกเลือกโดย{what}",
        ("E:cannot_be_chosen",))
WHAT_WORDS = {
    "en": {"act": "take an Action", "act-case": "take an Action [Case]", "guard": "Guard",
           "be-acted-on": "be targeted by the opponent's Actions",
           "act-on-active": "take an Action targeting the opponent's active characters",
           "guard-asleep": "Guard while asleep",
           "opponent": "the opponent's abilities and effects", "opponent-event": "the effects of the opponent's Events"},
    "th": {"act": "แอคชั่น", "act-case": "แอคชั่น [คดี]", "guard": "ป้องกัน",
           "be-acted-on": "ถูกระบุเป็นเป้าหมายแอคชั่นของคู่แข่ง",
           "act-on-active": "แอคชั่นโดยระบุตัวละครแอคทีฟของคู่แข่ง",
           "guard-asleep": "ป้องกันขณะสลีป",
           "opponent": "ความสามารถและเอฟเฟกต์ของคู่แข่ง", "opponent-event": "เอฟเฟกต์อีเวนต์ของคู่แข่ง"},
}


def static_words(step: dict, lang: str) -> str:
    """One step of a continuous ability in words: a gate (`during your turn`) or what holds."""
    # the effect's own key, wherever it stands (compiled scripts sort keys: `target` may come first)
    name = next((k for k in step if k in STATIC or k in ("valid", "if")), next(iter(step)))
    value = step[name]
    if name == "valid":
        return icon_words(value, lang)
    if name == "if":
        return condition_words(value, lang)
    entry = STATIC.get(name)
    if entry is None:
        return str(step)
    counted = (f" for each {for_each_words(step['for_each'], 'en')}" if lang == "en"
               else f" ต่อ{for_each_words(step['for_each'], 'th')} 1 ใบ") if step.get("for_each") else ""
    text = entry.words(lang).format(n=value if isinstance(value, int) else 0, target=_target_words(step.get("target"), lang),
                                    keyword=keyword_words(value, lang) if name == "grant" else "",
                                    what=WHAT_WORDS[lang].get(value, value) if isinstance(value, str) else "") + counted
    if step.get("against"):  # only targets the filter allows
        only = " ".join(filter_parts(step["against"], lang))
        text += f" (only those {only})" if lang == "en" else f" (เฉพาะตัวละคร{only})"
    return text


def static_line(ability: list, lang: str) -> str:
    """`Continuous [during your turn]: every character of yours … AP +1000`."""
    gates = [static_words(s, lang) for s in ability if "valid" in s or "if" in s]
    body = "; ".join(static_words(s, lang) for s in ability if "valid" not in s and "if" not in s)
    head = ABILITIES["static"].words(lang)
    return f"{head} [{', '.join(gates)}]: {body}" if gates else f"{head}: {body}"


COLOR_TH = {"red": "แดง", "blue": "น้ำเงิน", "yellow": "เหลือง", "green": "เขียว", "white": "ขาว", "black": "ดำ"}
UNTIL_WORDS = {"en": {"end-of-turn": "turn", "contact": "Contact", "action": "Action", "deduction": "Deduction"},
               "th": {"end-of-turn": "เทิร์น", "contact": "การปะทะ", "action": "แอคชั่น", "deduction": "การสืบคดี"}}


def supported_items() -> set[str]:
    """Every census item some registered entry covers: what the engine can express."""
    return {c for reg in (STEPS, TRIGGERS, KEYWORDS, ICONS, ABILITIES, SELECTOR, STATIC, CARD_SELECTOR)
            for e in reg.values() for c in e.covers}


# ------------------------------------------------------------------ words for a script

def icon_words(icon: str, lang: str) -> str:
    head, _, arg = icon.partition(" ")
    entry = ICONS.get(head)
    if entry is None:
        return icon
    color = COLOR_TH.get(arg, arg) if lang == "th" else arg
    return entry.words(lang).format(n=arg, color=color)


def keyword_words(keyword, lang: str) -> str:
    """A keyword in words (`Mislead 1`); a list (a `grant` of several to one character): `Rush and Bullet`."""
    if isinstance(keyword, list):
        return (" and " if lang == "en" else " และ ").join(keyword_words(k, lang) for k in keyword)
    head, _, n = keyword.partition(" ")
    entry = KEYWORDS.get(head)
    return entry.words(lang).format(n=n).strip() if entry else keyword  # a bare `mislead`: any Mislead


def _target_words(ref, lang: str) -> str:
    if ref in (None, "self"):
        return "this character" if lang == "en" else "ตัวละครนี้"
    if ref == "trigger":  # in a watcher: the character that set it off
        return "that character" if lang == "en" else "ตัวละครนั้น"
    if ref == "chosen":  # the characters an earlier selector of the same steps chose (rules/grants.py)
        return "the chosen character(s)" if lang == "en" else "ตัวละครที่เลือก"
    if isinstance(ref, dict):
        return selector_words(ref, lang)
    return str(ref)


def step_words(step: dict, lang: str, contact: bool = False) -> str:
    """One effect step in words: `draw 1`, `จั่วการ์ด 1 ใบ`."""
    name = next((k for k in step if k in STEPS), None)
    if name is None:
        return str(step)
    if name in STEP_WORDS:  # steps with nested steps or card selectors say themselves (below)
        return STEP_WORDS[name](step, lang)
    entry, value = STEPS[name], step[name]
    if name == "limit" and step.get("shared"):
        return entry.words(lang).format(n=value) + (f" (one count for all its “{step['shared']}” abilities)"
                                                    if lang == "en" else f" (นับรวมทุกความสามารถ “{step['shared']}”)")
    if name == "valid":
        return entry.words(lang).format(icon=icon_words(value, lang))
    if name == "if":
        return entry.words(lang).format(condition=condition_words(value, lang))
    if name in ("ap", "lp") and "target" not in step and contact:
        target = "the character in the Contact" if lang == "en" else "ตัวละครที่ปะทะอยู่"
        until = step.get("until", "contact")
    else:
        target = _target_words(step.get("target") if name in ("ap", "lp", "level", "grant") else value, lang)
        until = step.get("until", "end-of-turn")
    player = step.get("player")
    who = {"en": {None: "you", "self": "you", "opponent": "your opponent", "A": "A", "B": "B"},
           "th": {None: "เรา", "self": "เรา", "opponent": "คู่แข่ง", "A": "A ", "B": "B "}}[lang].get(player, player)
    text = entry.words(lang).format(n=value if isinstance(value, int) else 0, target=target,
                                    keyword=keyword_words(value, lang) if name == "grant" else "",
                                    until=UNTIL_WORDS[lang].get(until, until), player=who)
    if name in ("draw", "reveal") and player in ("opponent", "A", "B"):  # someone else does it
        text = (f"{who} {'draws' if name == 'draw' else 'reveals the top'} {value}" if lang == "en"
                else f"{who}{'จั่วการ์ด' if name == 'draw' else 'เปิดการ์ดบนสุดของเด็ค'} {value} ใบ")
    if step.get("for_each"):
        text += (f" for each {for_each_words(step['for_each'], 'en')}" if lang == "en"
                 else f" ต่อ{for_each_words(step['for_each'], 'th')} 1 ใบ")
    if name == "look" and step.get("to_hand"):
        text += (f", put the top {step['to_hand']} into your hand" if lang == "en"
                 else f" แล้วนำ {step['to_hand']} ใบบนสุดขึ้นมือ")
    return text


def filter_words(by, lang: str) -> str:
    """A watcher's filter in words: `this character or a character of yours that is yellow`."""
    en = lang == "en"
    alts = []
    for alt in by if isinstance(by, list) else [by]:
        if alt == "self" or (isinstance(alt, dict) and alt.get("self") and set(alt) <= {"self", "character"}):
            alts.append("this character" if en else "ตัวละครนี้")
            continue
        if alt.get("self"):  # this character, while in a state: "this character while asleep"
            state = STATE_WORDS[lang][alt.get("state", "active")]
            alts.append(f"this character while {state}" if en else f"ตัวละครนี้ที่{state}อยู่")
            continue
        words = selector_words({**alt, "up_to": 1}, lang)
        words = words.replace("up to 1 character(s)", "another character" if alt.get("other") else "a character")
        words = words.replace(" สูงสุด 1 ใบ", "" if not alt.get("other") else " อื่น")
        alts.append(words)
    return (" or " if en else " หรือ ").join(alts)


def sleep_other_words(sel: dict, lang: str) -> str:
    """A Declare cost `{sleep_other: FILTER}`: sleep one other active character of yours."""
    what = filter_words({**sel, "character": "own"}, lang)
    return f"sleep {what} other than this one" if lang == "en" else f"สลีป{what} ที่แอคทีฟ 1 ใบ นอกจากใบนี้"


def discard_cost_words(value, lang: str) -> str:
    """A Declare cost `{discard: N}` / `{discard: {count: N, filters…}}`: discard cards from your hand."""
    sel = {"count": value} if isinstance(value, int) else {"count": 1, **value}
    what = card_selector_words({**sel, "from": "hand"}, lang)
    return f"discard {what}" if lang == "en" else f"ทิ้ง{what}"


def watch_words(key: str, spec: dict, lang: str) -> str:
    """A watcher's head in words: `When a character of yours takes an Action [Case]`."""
    w = WATCH_WORDS[lang]
    default = "a character" if lang == "en" else "ตัวละคร"
    target = ""
    if "target" in spec and key == "watch_guard":  # `target` is the acting character the Guard answers
        target = (f" against the Action of {filter_words(spec['target'], lang)}" if lang == "en"
                  else f"แอคชั่นของ{filter_words(spec['target'], lang)}")
    elif "target" in spec:
        target = (f" targeting {filter_words(spec['target'], lang)}" if lang == "en"
                  else f"โดยเลือก{filter_words(spec['target'], lang)}")
    by = filter_words(spec["by"], lang) if "by" in spec else (default if key != "watch_use" else
                                                             ("a card" if lang == "en" else "การ์ด"))
    tail = ""
    if key == "watch_evidence" and spec.get("via") == "by-action-case":  # the evidence of an Action [Case]
        tail = " by an Action [Case]" if lang == "en" else "จากแอคชั่น [คดี]"
    return TRIGGERS[key].words(lang).format(
        by=by, player=w["player"][spec.get("player", "own")], whose=w["whose"][spec.get("whose", "own")],
        via=w["via"].get(spec.get("via", "gained" if key == "watch_evidence" else None), ""),
        target=target).replace("  ", " ") + tail


def steps_words(steps, lang: str, contact: bool = False) -> str:
    steps = steps if isinstance(steps, list) else [steps]
    return "; ".join(step_words(s, lang, contact) for s in steps)


def ability_lines(script: dict, lang: str) -> list[str]:
    """A card's script as lines of words, one per ability: `Spark: draw 1`."""
    out = []
    for key, value in script.items():
        if key == "keywords":
            out.append(", ".join(keyword_words(k, lang) for k in value))
        elif key == "keywords_if":
            out += [f"{ABILITIES['keywords_if'].words(lang)} "
                    + "".join(f"[{icon_words(i, lang)}]" for i in (e["valid"] if isinstance(e["valid"], list)
                                                                   else [e["valid"]])) + ": "
                    + ", ".join(keyword_words(k, lang) for k in e["keywords"]) for e in value]
        elif key == "rules":
            out.append(ABILITIES["rules"].words(lang))
        elif key == "disguise":
            icons = [icon_words(i, lang) for i in (value if isinstance(value, list) else [])]
            out.append(ABILITIES["disguise"].words(lang) + (f" ({', '.join(icons)})" if icons else ""))
        elif key == "declare":
            cost = ", ".join("sleep this character" if c == "sleep" and lang == "en" else
                             "สลีปตัวละครนี้" if c == "sleep" else
                             "put this character on the bottom of the deck" if c == "bottom" and lang == "en" else
                             "นำตัวละครนี้ไปไว้ใต้เด็ค" if c == "bottom" else
                             sleep_other_words(c["sleep_other"], lang) if isinstance(c, dict) and "sleep_other" in c
                             else discard_cost_words(c["discard"], lang) if isinstance(c, dict) and "discard" in c
                             else steps_words(c, lang) for c in value.get("cost", []))
            cost = f" [{cost}]" if cost else ""  # a Declare with no cost is used as it is (p.21)
            out.append(f"{ABILITIES['declare'].words(lang)}{cost}: {steps_words(value.get('effect', []), lang)}")
        elif key in ("cut_in", "cut_ins"):
            options = value if key == "cut_ins" else [value]
            out.append(f"{ABILITIES['cut_in'].words(lang)}: "
                       + (" / ".join(steps_words(o, lang, contact=True) for o in options)))
        elif key in TRIGGERS and isinstance(value, (dict, list)) and key.startswith(("watch_", "end_of_turn")):
            out += [f"{watch_words(key, spec, lang)}: {steps_words(spec['steps'], lang)}"
                    for spec in (value if isinstance(value, list) else [value])]
        elif key == "static":
            out += [static_line(ability, lang) for ability in value]
        elif key == "while_set":  # abilities an event set on a character gives it (p.23)
            out.append(f"{ABILITIES['while_set'].words(lang)}: " + " / ".join(ability_lines(value, lang)))
        elif key in TRIGGERS:
            out.append(f"{TRIGGERS[key].words(lang)}: {steps_words(value, lang)}")
        elif key in ABILITIES:
            out.append(f"{ABILITIES[key].words(lang)}: {steps_words(value, lang)}")
    return out


# ------------------------------------------------------------------ the choice frame and the card-zone verbs
# (done in judge/rules/choices.py and judge/rules/cardzones.py; docs/card-scripts.md#choices-and-card-zones)
PLACES = ("hand", "scene", "deck-top", "deck-bottom", "remove", "evidence", "file")
CARD_ZONES = ("hand", "remove", "file", "evidence", "deck", "scene", "looked")
WHOSE = ("self", "opponent")  # relative to the card's owner
CARD_TYPES = ("character", "event")
step_key("then", "steps")  # done only if the step before it did something ("if you do", p.22)
step_key("otherwise", "steps")  # done only if it did not ("if you don't")
step_key("who", "side")  # which player does it: self (default) or opponent
step_key("take", "cards")  # look_take: which of the cards looked at are taken
step_key("to", "place")  # where the cards go
step_key("asleep", "bool")  # a character put into the scene by an effect enters asleep
step_key("rest", "place")  # where the cards not taken go (deck-bottom: in the order their owner chooses)
step_key("at_most", "count")  # reveal_until: reveal at most N cards ("reveal the top card: if it is …")
step_key("picker", "side")  # look_take: who chooses the cards taken (opponent: the cards are revealed to them)
step_key("revealed", "bool")  # look_take: the cards are revealed (shown to both), not only looked at
step_key("shuffled", "bool")  # look_take: the rest are shuffled before they go to the bottom (no order named)

# a card selector `{from: ZONE, whose: …, count|up_to|any_number, filters…}`: cards outside the scene
CARD_SELECTOR = Registry("card selector key")
_entries(CARD_SELECTOR, (
    ("from", "from {zone}", "จาก{zone}", ()),
    ("whose", "{whose}", "{whose}", ()),
    ("up_to", "up to {n}", "สูงสุด {n} ใบ", ("Q:choose_up_to",)),
    ("count", "exactly {n}", "{n} ใบพอดี", ("Q:choose_exact",)),
    ("any_number", "any number", "กี่ใบก็ได้", ("Q:choose_any_number",)),
    ("type", "{type}", "{type}", ("Q:type_ref",)),
    ("level", "of level {range}", "เลเวล {range}", ("Q:level_ref",)),
    ("ap", "with AP {range}", "AP {range}", ("Q:ap_ref",)),
    ("color", "that is {color}", "สี{color}", ("Q:color_ref",)),
    ("feature", "with the feature [{feature}]", "ที่มีคุณลักษณะ [{feature}]", ("Q:feature_ref",)),
    ("name", "named [{name}]", "ชื่อ [{name}]", ("Q:name_ref",)),  # a list of names: any one of them
    ("disguise", "with [Disguise]", "ที่มี [ปลอมตัว]", ()),  # the card has [Disguise] (not a text that names it)
    ("any_of", "any one of", "อย่างใดอย่างหนึ่ง", ()),  # a list of filter sets: the card meets one of them
    ("cut_in", "with [Cut-in]", "ที่มี [คัทอิน]", ("Q:has_ability_ref",)),  # the card has a [Cut-in]
    ("other", "other than this card", "นอกจากการ์ดใบนี้", ()),
    ("to", "{to}", "{to}", ()),  # in look_take's `take`: hand (default) or scene
    ("lp", "with LP {range}", "LP {range}", ("Q:lp_ref",)),
    ("not_name", "not named [{name}]", "ที่ไม่ได้ชื่อ [{name}]", ()),  # "other than a card named …"
    ("self", "this card", "การ์ดใบนี้", ()),  # `from: scene, self: true`: this card itself ("move this character")
), ("doing-effects",))
ZONE_WORDS = {"en": {"hand": "hand", "remove": "the Remove Area", "file": "the File Area", "evidence": "evidence",
                     "deck": "the deck", "scene": "the scene", "looked": "the cards looked at"},
              "th": {"hand": "มือ", "remove": "รีมูฟโซน", "file": "ไฟล์โซน", "evidence": "หลักฐาน", "deck": "เด็ค",
                     "scene": "ที่เกิดเหตุ", "looked": "การ์ดที่ดู"}}
PLACE_WORDS = {"en": {"hand": "into the hand", "scene": "into the scene", "deck-top": "on top of the deck",
                      "deck-bottom": "on the bottom of the deck in any order", "remove": "into the Remove Area",
                      "evidence": "into the Evidence Area", "file": "into the File Area"},
               "th": {"hand": "ขึ้นมือ", "scene": "ลงที่เกิดเหตุ", "deck-top": "ไว้บนสุดของเด็ค",
                      "deck-bottom": "ไว้ใต้เด็คตามลำดับที่เลือก", "remove": "ไปรีมูฟโซน",
                      "evidence": "เป็นหลักฐาน", "file": "ไปไฟล์โซน"}}
TYPE_WORDS = {"en": {"character": "character", "event": "event"}, "th": {"character": "ตัวละคร", "event": "อีเวนต์"}}


def card_selector_words(sel: dict, lang: str) -> str:
    """`up to 1 blue character card(s) from your Remove Area`, `การ์ดตัวละคร สีน้ำเงิน จากรีมูฟโซนของเรา สูงสุด 1 ใบ`."""
    en = lang == "en"
    if "count" in sel:
        many = f"{sel['count']}" if en else f"{sel['count']} ใบ"
    elif "any_number" in sel:
        many = CARD_SELECTOR["any_number"].words(lang)
    elif "up_to" in sel:
        many = CARD_SELECTOR["up_to"].words(lang).format(n=sel["up_to"])
    else:
        many = "the first" if en else "ใบแรก"
    kind = TYPE_WORDS[lang][sel["type"]] if "type" in sel else ""
    parts = [f"{kind} card(s)".strip() if en else f"การ์ด{kind}"]
    if sel.get("self"):
        parts = [CARD_SELECTOR["self"].words(lang)]
        many = ""
    parts += card_filter_parts(sel, lang)  # bounds, colour, feature(s), name(s), Disguise, Cut-in, other
    if "any_of" in sel:  # "named A or with the feature B"
        alts = [" ".join([*([TYPE_WORDS[lang][alt["type"]]] if "type" in alt else []), *card_filter_parts(alt, lang)])
                for alt in sel["any_of"]]
        parts.append("(" + (" or " if en else " หรือ ").join(alts) + ")")
    if "face_up" in sel:  # evidence: `face-up card(s)`, `การ์ด ที่หงายอยู่`
        if en:
            parts[0] = f"{'face-up' if sel['face_up'] else 'face-down'} {parts[0]}"
        else:
            parts.insert(1, FACE_WORDS[lang][sel["face_up"]])
    if sel.get("top"):
        many = f"the top {sel.get('count', sel.get('up_to', 1))}" if en else f"{sel.get('count', sel.get('up_to', 1))} ใบบนสุด"
    zone = sel.get("from")
    if zone:
        whose = sel.get("whose", "self")
        if en:
            owner = "your opponent's" if whose == "opponent" else "your"
            z = ZONE_WORDS["en"][zone]
            parts.append(f"from {owner} {z.removeprefix('the ')}" if zone != "looked" else f"from {z}")
        else:
            parts.append(f"จาก{ZONE_WORDS['th'][zone]}" + ("" if zone == "looked" else
                                                           "ของคู่แข่ง" if whose == "opponent" else "ของเรา"))
    return f"{many} {' '.join(parts)}".strip() if en else f"{' '.join(parts)} {many}".strip()


def card_filter_parts(sel: dict, lang: str) -> list[str]:
    """The words of a card selector's filters (as card_selector_words says them): bounds, colour, feature(s),
    name(s), Disguise, Cut-in, other — for a condition's zone and each set of an `any_of`."""
    en = lang == "en"
    parts = []
    for key in ("level", "ap", "lp"):
        if key in sel:
            parts.append(CARD_SELECTOR[key].words(lang).format(range=range_words(sel[key], lang)))
    if "color" in sel:
        parts.append(CARD_SELECTOR["color"].words(lang).format(color=sel["color"] if en else COLOR_TH[sel["color"]]))
    for key in ("feature", "name", "not_name"):
        if key in sel:
            value = sel[key] if isinstance(sel[key], str) else ("] or [" if en else "] หรือ [").join(sel[key])
            parts.append(CARD_SELECTOR[key].words(lang).format(**{"name" if key == "not_name" else key: value}))
    for key in ("disguise", "cut_in", "other"):
        if sel.get(key):
            parts.append(CARD_SELECTOR[key].words(lang))
    return parts


def _who(step: dict, lang: str) -> str:
    if step.get("who") == "opponent":
        return "your opponent" if lang == "en" else "คู่แข่ง"
    return "you" if lang == "en" else "เรา"


def _then_words(step: dict, lang: str) -> str:
    out = ""
    if step.get("then"):
        out += (f"; if you do: {steps_words(step['then'], lang)}" if lang == "en"
                else f"; ถ้าทำ: {steps_words(step['then'], lang)}")
    if step.get("otherwise"):
        out += (f"; if not: {steps_words(step['otherwise'], lang)}" if lang == "en"
                else f"; ถ้าไม่ได้ทำ: {steps_words(step['otherwise'], lang)}")
    return out


def _words_may(step, lang):
    head = STEPS["may"].words(lang).format(steps=steps_words(step["may"], lang))
    return head + _then_words(step, lang)


def _words_choose_one(step, lang):
    opts = " / ".join(f"({k}) {steps_words(o, lang)}" for k, o in enumerate(step["choose_one"], 1))
    return STEPS["choose_one"].words(lang).format(options=opts)


def _words_discard(step, lang):
    return STEPS["discard"].words(lang).format(who=_who(step, lang), n=step["discard"]) + _then_words(step, lang)


def _words_look_take(step, lang):
    take = step.get("take")
    if take and step.get("picker") == "opponent":  # they are shown to the opponent, who picks
        to = PLACE_WORDS[lang][take.get("to", "hand")]
        sel = {k: v for k, v in take.items() if k != "to"}
        text = (f"reveal the top {step['look_take']} card(s) of the deck; your opponent chooses "
                f"{card_selector_words(sel, lang)} among them and you put it {to}" if lang == "en"
                else f"เปิดการ์ด {step['look_take']} ใบบนสุดของเด็ค คู่แข่งเลือก{card_selector_words(sel, lang)}"
                     f"ในนั้น แล้วเรานำ{to}")
        take = None
    elif step.get("revealed"):
        text = (f"reveal the top {step['look_take']} card(s) of the deck" if lang == "en"
                else f"เปิดการ์ด {step['look_take']} ใบบนสุดของเด็ค")
    else:
        text = STEPS["look_take"].words(lang).format(n=step["look_take"])
    if take:
        to = PLACE_WORDS[lang][take.get("to", "hand") if isinstance(take, dict) else "hand"]
        sel = {k: v for k, v in take.items() if k != "to"}
        text += (f", put {card_selector_words(sel, lang)} among them {to}" if lang == "en"
                 else f" แล้วนำ{card_selector_words(sel, lang)}ในนั้น{to}")
    text += _asleep_words(step, lang)
    if step.get("rest") == "deck-bottom" and step.get("shuffled"):
        text += (", the rest shuffled on the bottom of the deck" if lang == "en" else " ที่เหลือสับแล้วนำไว้ใต้เด็ค")
    elif step.get("rest"):
        text += (f", the rest {PLACE_WORDS['en'][step['rest']]}" if lang == "en"
                 else f" ที่เหลือนำ{PLACE_WORDS['th'][step['rest']]}")
    return text + _then_words(step, lang)


def _words_move(step, lang):
    return STEPS["move"].words(lang).format(cards=card_selector_words(step["move"], lang),
                                            to=PLACE_WORDS[lang][step.get("to", "hand")]) + _then_words(step, lang)


def _asleep_words(step, lang):
    return ("" if not step.get("asleep") else " asleep" if lang == "en" else " ในสถานะสลีป")


def _words_play(step, lang):
    text = STEPS["play"].words(lang).format(cards=card_selector_words(step["play"], lang)) + _asleep_words(step, lang)
    if "found" in step and step.get("then"):  # "if the character put in is …": `then` only for a match
        what = card_selector_words({**step["found"], "count": 1}, lang)
        what = what.replace("1 card(s)", "a card", 1) if lang == "en" else what.removesuffix(" 1 ใบ")
        return text + (f"; if it is {what}: " if lang == "en" else f"; ถ้าเป็น{what}: ") + steps_words(step["then"], lang)
    return text + _then_words(step, lang)


def _words_reveal_until(step, lang):
    sel = {k: v for k, v in step["reveal_until"].items()}
    text = STEPS["reveal_until"].words(lang).format(cards=card_selector_words(sel, lang),
                                                    to=PLACE_WORDS[lang][step.get("to", "hand")])
    if step.get("at_most"):
        text += (f" (revealing at most {step['at_most']} card(s))" if lang == "en"
                 else f" (เปิดไม่เกิน {step['at_most']} ใบ)")
    if step.get("rest"):
        text += (f", the other revealed cards {PLACE_WORDS['en'][step['rest']]}" if lang == "en"
                 else f" การ์ดอื่นที่เปิดนำ{PLACE_WORDS['th'][step['rest']]}")
    return text + _then_words(step, lang)


def _words_simple(name):
    return lambda step, lang: STEPS[name].words(lang).format(n=step[name], who=_who(step, lang))


_step("may", "steps", "you may: {steps}", "เลือกทำได้: {steps}", ("doing-effects",),
      ("Q:optional", "Q:if_you_do"), ("then", "otherwise"))
_step("choose_one", "options", "choose one: {options}", "เลือกหนึ่งอย่าง: {options}", ("doing-effects",),
      ("E:either_or",))
_step("discard", "count", "{who} discard(s) {n} card(s) from hand into the Remove Area",
      "{who}ทิ้งการ์ดในมือ {n} ใบไปรีมูฟโซน", ("doing-effects",), ("E:discard", "E:opp_discard"), ("who", "then"))
_step("look_take", "count", "look at the top {n} card(s) of the deck", "ดูการ์ด {n} ใบบนสุดของเด็ค",
      ("deck-out-mid-effect", "doing-effects"),
      ("E:look_top", "E:take_from_looked", "E:rest_to_bottom", "E:rest_to_remove", "E:play_from_deck"),
      ("take", "rest", "shuffled", "picker", "revealed", "asleep", "then", "otherwise"))
_step("move", "cards", "put {cards} {to}", "นำ{cards}{to}", ("doing-effects",),
      ("E:salvage", "E:file_to_hand", "E:evidence_to_hand", "E:bounce_to_hand", "E:to_deck_top",
       "E:card_to_evidence", "E:to_deck_bottom"), ("to", "then", "otherwise"))
_step("play", "cards", "put {cards} into the scene (used by this effect: the File count does not limit it)",
      "นำ{cards}ลงที่เกิดเหตุ (ใช้ด้วยเอฟเฟกต์: ไม่ติดจำนวนไฟล์โซน)", ("doing-effects", "play-from-hand"),
      ("E:play_from_hand", "E:play_from_remove"), ("asleep", "then", "otherwise", "found"))
_step("shuffle", "bool", "shuffle the deck", "สับเด็ค", ("doing-effects",), ("E:shuffle_deck",))
_step("reveal_until", "cards", "reveal cards from the top of the deck until {cards}; put it {to}",
      "เปิดการ์ดจากบนสุดของเด็คจนเจอ{cards} แล้วนำใบนั้น{to}", ("deck-out-mid-effect", "doing-effects"),
      ("E:reveal_until", "Q:if_found"), ("to", "rest", "at_most", "then", "otherwise"))
_step("give_evidence", "count", "give your opponent {n} evidence", "ให้หลักฐานคู่แข่ง {n} ใบ",
      ("deduction", "doing-effects"), ("E:give_evidence",))
_step("set_top", "count", "set the top {n} card(s) of your deck face down on this character",
      "เซ็ตการ์ด {n} ใบบนสุดของเด็คของเราคว่ำหน้าบนตัวละครนี้", ("set-cards", "doing-effects"))
_step("opponent_draws", "count", "your opponent draws {n}", "คู่แข่งจั่วการ์ด {n} ใบ", ("doing-effects",),
      ("E:opp_draw",))

def _words_remove_top(name):
    def words(step, lang):
        text = STEPS[name].words(lang).format(n=step[name])
        if "found" in step:
            sel = {k: v for k, v in step["found"].items()}
            what = card_selector_words(sel, lang).removeprefix("the first ").removesuffix(" ใบแรก")
            text += (f"; if it removes {what}: {steps_words(step.get('then', []), lang)}" if lang == "en"
                     else f"; ถ้ารีมูฟ{what}: {steps_words(step.get('then', []), lang)}")
        elif step.get("then"):
            text += _then_words(step, lang)
        return text
    return words


STEP_WORDS = {"may": _words_may, "remove_top": _words_remove_top("remove_top"),
              "may_remove_top": _words_remove_top("may_remove_top"), "choose_one": _words_choose_one, "discard": _words_discard,
              "look_take": _words_look_take, "move": _words_move, "play": _words_play,
              "reveal_until": _words_reveal_until, "shuffle": lambda step, lang: STEPS["shuffle"].words(lang),
              "opponent_draws": _words_simple("opponent_draws"), "give_evidence": _words_simple("give_evidence")}

# ------------------------------------------------------------------ Investigate N (p.25 keywords), done by
# judge/rules/investigate.py: the opponent reveals their top N and puts them on the bottom in the order they
# choose; `found` is the filter of "if a card … is found" (a card it revealed), `then` / `otherwise` follow it.


def _words_investigate(step, lang):
    """`Investigate 1 …; if a card of level 5 or more is found: …` (the found filter in a card selector's words)."""
    en = lang == "en"
    text = STEPS["investigate"].words(lang).format(n=step["investigate"])
    sel = {k: v for k, v in step.get("found", {}).items() if k not in ("up_to", "count", "any_number")}
    what = card_selector_words({**sel, "count": 1}, lang)
    what = what.replace("1 card(s)", "a card", 1) if en else what.removesuffix(" 1 ใบ")
    if step.get("then"):
        text += (f"; if {what} is found: " if en else f"; ถ้าพบ{what}: ") + steps_words(step["then"], lang)
    if step.get("otherwise"):
        text += ("; if not: " if en else "; ถ้าไม่พบ: ") + steps_words(step["otherwise"], lang)
    return text


_step("investigate", "count", "Investigate {n}: your opponent reveals the top {n} card(s) of their deck and puts them "
      "on the bottom of it in the order they choose",
      "สืบสวน {n}: คู่แข่งเปิดการ์ด {n} ใบบนสุดของเด็คตน แล้วนำไปไว้ใต้เด็คตามลำดับที่คู่แข่งเลือก",
      ("keywords", "supp-keywords", "deck-out-mid-effect"), ("E:investigate", "Q:if_found"),
      ("found", "then", "otherwise"))
STEP_WORDS["investigate"] = _words_investigate

# ------------------------------------------------------------------ more card moves (judge/rules/zone_steps.py)
_step("deck_top", "ref", "put {target} on top of its owner's deck", "นำ {target} ไปไว้บนสุดของเด็คของเจ้าของ",
      ("doing-effects",), ("E:to_deck_top",))
_step("bounce", "ref", "return {target} from the scene to its owner's hand", "นำ {target} จากที่เกิดเหตุกลับขึ้นมือเจ้าของ",
      ("doing-effects",), ("E:bounce_to_hand",))
_step("take_file", "count", "put the top {n} card(s) of your File Area into your hand",
      "นำการ์ด {n} ใบบนสุดของไฟล์โซนของเราขึ้นมือ", ("doing-effects", "next-hint"), ("E:file_to_hand",))

# ------------------------------------------------------------------ evidence face up / face down (p.15; done by
# judge/rules/evidence_faces.py): turn chosen cards over, or N face-down evidence of yours face up (also a cost)
FACE_WORDS = {"en": {True: "face up", False: "face down"}, "th": {True: "ที่หงายอยู่", False: "ที่คว่ำอยู่"}}
_entries(CARD_SELECTOR, (
    ("face_up", "face up / face down", "ที่หงายอยู่ / ที่คว่ำอยู่", ()),  # `face_up: true|false` (evidence)
    ("top", "from the top", "จากด้านบน", ()),  # `top: true`: the first N in the zone's order, no choice
), ("deduction",))
_step("flip_up", "cards", "turn {cards} face up", "หงาย{cards}", ("deduction", "doing-effects"), ("E:flip_evidence",),
      ("then",))
_step("flip_down", "cards", "turn {cards} face down", "คว่ำ{cards}", ("deduction", "doing-effects"), ("E:flip_evidence",),
      ("then",))
_step("flip_evidence", "count", "turn {n} face-down evidence of yours face up", "หงายหลักฐานที่คว่ำอยู่ของเรา {n} ใบ",
      ("deduction", "doing-effects", "cost"), ("E:flip_evidence",))


def _words_flip(name):
    return lambda step, lang: STEPS[name].words(lang).format(cards=card_selector_words(step[name], lang)) \
        + _then_words(step, lang)


STEP_WORDS.update({"flip_up": _words_flip("flip_up"), "flip_down": _words_flip("flip_down"),
                   "flip_evidence": _words_simple("flip_evidence")})

# ------------------------------------------------------------------ granted abilities and "instead" (done by
# judge/rules/grants.py): `gain` gives a character a triggered ability (any trigger key a card script has, a
# watcher's mapping included) until a duration ends; `instead: CONDITION` does the steps under `do` in place
# of those under `of` when the condition holds (p.21–22: "if …, instead …"). `chosen` as a REF is what an earlier selector
# of the same steps chose ("choose one …, AP +2000 and give it …").
VALUE_KINDS += ("ability",  # a mapping {trigger key: its steps}: an ability written as in a card script
                "instead")  # a condition, or (in a Cut-in) `character: contact`: the character cut into meets filters
STEP_KEY_KINDS += ("ability", "instead")  # each kind has one checker in judge/scenario.py KEY_CHECKS
step_key("of", "steps")  # instead: what is done when the condition does not hold
step_key("do", "steps")  # instead: what is done in place of `of` when its condition holds
_step("gain", "ability", "{target} gain(s) \"{ability}\" until the end of the {until}",
      "{target} ได้รับ \"{ability}\" จนจบ{until}", ("ability-kinds", "doing-effects"), ("E:grant_ability",),
      ("target", "until"))
_step("instead", "instead", "{of}; if {when}: instead, {steps}", "{of}; ถ้า{when}: ให้{steps}แทน",
      ("doing-effects",), ("Q:instead", "Q:in_contact_ref"), ("do", "of"))


def _words_gain(step, lang):
    ability = "; ".join(ability_lines(step["gain"], lang))
    until = step.get("until", "end-of-turn")
    return STEPS["gain"].words(lang).format(target=_target_words(step.get("target"), lang), ability=ability,
                                            until=UNTIL_WORDS[lang].get(until, until))


def _words_instead(step, lang):
    when = step["instead"]
    if when.get("character") == "contact":
        rest = " ".join(filter_parts({k: v for k, v in when.items() if k != "character"}, lang))
        cond = (f"the character cut into is {rest}" if lang == "en" else f"ตัวละครที่คัทอินให้เป็น{rest}")
    else:
        cond = condition_words(when, lang)
    return STEPS["instead"].words(lang).format(of=steps_words(step.get("of", []), lang, contact=True),
                                               when=cond, steps=steps_words(step.get("do", []), lang, contact=True))


STEP_WORDS.update({"gain": _words_gain, "instead": _words_instead})
# a condition's zone `removed` in words (the card-selector ZONE_WORDS above names it `remove`)
ZONE_WORDS["en"].setdefault("removed", "the Remove Area")
ZONE_WORDS["th"].setdefault("removed", "รีมูฟโซน")
# ------------------------------------------------------------------ cards set on a character (p.23 set-cards),
# done by judge/rules/setcards.py (beside rules/setting.py's `set_top: N` on this character): the top card of
# the deck of each chosen character's owner set face down on it (`set_on: REF`), and set cards
# removed (an effect, or a Declare cost: a cost uses only your own cards and is paid in full)
SET_HOSTS = ("self", "own", "opponent", "any")  # remove_set `host:` which characters' set cards
STEP_KEY_KINDS += ("host",)
step_key("host", "host")  # remove_set: the cards set on this character / yours / the opponent's / any
step_key("face_down", "bool")  # remove_set: only cards set face down
COST_STEPS = ("remove_set",)  # steps that may also stand in a Declare's cost (judge/rules/declare.py COSTS)
HOST_WORDS = {"en": {"self": "this character", "own": "a character of yours", "opponent": "a character of your "
                     "opponent's", "any": "a character in the scene"},
              "th": {"self": "ตัวละครนี้", "own": "ตัวละครของเรา", "opponent": "ตัวละครของคู่แข่ง",
                     "any": "ตัวละครในที่เกิดเหตุ"}}


def _words_set_on(step, lang):
    text = STEPS["set_on"].words(lang).format(target=_target_words(step["set_on"], lang))
    if step.get("then"):  # in its steps `trigger` is the character a card was set on: "that character"
        text += ("; and: " if lang == "en" else "; และ: ") + steps_words(step["then"], lang)
    return text


def _words_remove_set(step, lang):
    face = ("face-down " if lang == "en" else "คว่ำหน้า") if step.get("face_down") else ""
    on = HOST_WORDS[lang][step.get("host", "own")]
    if step.get("to") == "evidence":  # its owner gains it face up as evidence instead of the Remove Area
        text = (f"choose {step['remove_set']} {face}card(s) set on {on}: its owner gains it face up as evidence"
                if lang == "en" else f"เลือกการ์ดที่เซ็ต{face}ไว้บน{on} {step['remove_set']} ใบ: เจ้าของการ์ดได้การ์ดนั้นเป็นหลักฐานหงายหน้า")
    else:
        text = STEPS["remove_set"].words(lang).format(n=step["remove_set"], face=face, on=on)
    return text + _then_words(step, lang)


_step("set_on", "ref", "put the top card of its owner's deck face down, set on {target}",
      "นำการ์ดใบบนสุดของเด็คเจ้าของตัวละคร เซ็ตคว่ำหน้าไว้บน {target}", ("set-cards", "deck-out-mid-effect"),
      ("E:set_card",), ("then",))
_step("remove_set", "count", "remove {n} {face}card(s) set on {on} (not at all if fewer are there)",
      "รีมูฟการ์ดที่เซ็ต{face}ไว้บน{on} {n} ใบ (ถ้ามีไม่ครบจะทำไม่ได้เลย)", ("set-cards",), ("E:remove_set_card",),
      ("host", "face_down", "to", "then", "otherwise"))
STEP_WORDS["set_on"] = _words_set_on
STEP_WORDS["remove_set"] = _words_remove_set

# an Event set on a character (p.23): `attach: FILTER` in its effect sets this event face up on one character the
# filter allows (mandatory when there is one; none: the event goes to the Remove Area as usual, official Q&A on
# B01023), and its `while_set:` abilities are the character's while the event stays set on it
_step("attach", "condition", "set this event on {target}", "เซ็ตอีเวนต์นี้ไว้บน{target}", ("set-cards", "event-card"),
      ("E:attach_event",))
ABILITIES.add(Entry("while_set", "The character this event is set on has", "ตัวละครที่มีอีเวนต์นี้เซ็ตอยู่มี",
                    ("set-cards",), ("E:grant_ability",)))


def _words_attach(step, lang):
    what = selector_words({**step["attach"], "up_to": 1}, lang)
    what = what.replace("up to 1 character(s)", "1 character", 1) if lang == "en" else what.replace(" สูงสุด 1 ใบ", " 1 ใบ")
    return STEPS["attach"].words(lang).format(target=what)


STEP_WORDS["attach"] = _words_attach
