"""The card-script vocabulary, registered once: effect steps, triggers, keywords, validity icons, ability keys,
selectors and the continuous effects (docs/card-scripts.md).

Every entry says how it is written (the checker, judge/scripts/checker.py, reads scenarios and card scripts
against it), its words in English and Thai (judge/scripts/words.py renders a card's script with them; game
terms follow the rulebook and its glossary), the Ver.2.5 sections it rests on (the trace cites them), and which
items of the card census it covers (`judge cards coverage` counts them). The engine does each step with the
handler judge/rules/engine.py lists for it; a test checks that every step registered here has one, and nothing
else.

This module sits at the bottom of the import graph: it imports nothing of judge but the record decorator.
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


# the keys a step may carry beside its value, each with the kind of value the loader checks (judge/scripts/checker.py
# KEY_CHECKS has one checker per kind: a new step key is declared here, not checked by hand)
STEP_KEY_KINDS = ("target", "duration", "player", "count", "int", "steps", "text", "bool", "keyword", "condition",
                  "cards", "side", "place", "options")
STEP_KEYS: dict[str, str] = {
    "target": "target",  # a REF, `self` or a selector: what an ap/lp step applies to
    "until": "duration",  # end-of-turn, contact, action, deduction, end-of-opponent-turn, while-in-scene,
    # while-source-in-scene
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
# p.27: "its original AP / LP becomes N until the end of the turn": the printed value is N, changes it has received
# still count (official Q&A on B01045, B01054)
_step("base_ap", "int", "the original AP of {target} is {n} until the end of the {until}",
      "AP เดิมของ {target} เป็น {n} จนจบ{until}", ("doing-effects", "zero-values"), (), ("target", "until"))
_step("base_lp", "int", "the original LP of {target} is {n} until the end of the {until}",
      "LP เดิมของ {target} เป็น {n} จนจบ{until}", ("doing-effects", "zero-values"), (), ("target", "until"))
# p.27: "this character loses the features [警察] and [警視庁] and has [探偵]" until a duration ends; `until: while-in-scene`
# where it does not end with the turn (it ends when the card leaves the scene; a Disguise takes it over, Q&A on B05101)
VALUE_KINDS += ("features",)  # {lose: [FEATURE, …], gain: [FEATURE, …]}
STEP_KEY_KINDS += ("features",)  # each kind has one checker in KEY_CHECKS
_step("features", "features", "{target} {what} until the end of the {until}", "{target} {what} จนจบ{until}",
      ("doing-effects", "zero-values"), (), ("target", "until"))
step_key("until_hand", "bool")  # draw: until the hand holds N ("draw until you have 7 cards in hand"); none if it does
_step("draw", "count", "draw {n}", "จั่วการ์ด {n} ใบ", ("doing-effects",), ("E:draw", "E:opp_draw"),
      ("player", "for_each", "until_hand"))
step_key("face_up", "bool")  # evidence, move to evidence: gained face up ("… gains that card face up as evidence")
_step("evidence", "count", "{player} gain(s) {n} evidence", "{player}ได้หลักฐาน {n} ใบ", ("deduction", "doing-effects"),
      ("E:gain_evidence", "E:give_evidence"), ("player", "for_each", "face_up"))  # `face_up`: gained face up
_step("sleep", "ref", "put {target} to sleep", "ทำให้ {target} สลีป", ("card-states",), ("E:sleep",))
_step("stun", "ref", "stun {target}", "ทำให้ {target} สตัน", ("stun",), ("E:stun",))
_step("activate", "ref", "make {target} active", "ทำให้ {target} แอคทีฟ", ("card-states",), ("E:activate",))
_step("remove", "ref", "remove {target} from the scene", "รีมูฟ {target} จากที่เกิดเหตุ", ("doing-effects",),
      ("E:remove_char", "E:remove_self"))
_step("file", "count", "put the top {n} card(s) of the deck into the File Area",
      "นำการ์ด {n} ใบบนสุดของเด็คไปไว้ที่ไฟล์โซน", ("doing-effects",), ("E:to_file",),
      ("player",))  # `player: opponent`: the opponent puts the top of their deck on their File Area
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
# `player: opponent`: the top of the opponent's deck; `for_each`: N times the cards counted ("2 for each character
# of your opponent's"), counted when the step is done
_step("remove_top", "count", "remove the top {n} card(s) of {whose} deck", "รีมูฟการ์ด {n} ใบบนสุดของเด็ค{whose}",
      ("deck-out-mid-effect",), ("E:mill", "E:mill_opponent"), ("found", "then", "player", "for_each"))
_step("may_remove_top", "count", "you may remove the top {n} card(s) of {whose} deck (only if there are {n})",
      "รีมูฟการ์ด {n} ใบบนสุดของเด็ค{whose}ได้ (เมื่อมีครบ {n} ใบ)", ("deck-out-mid-effect",), ("E:mill", "E:mill_opponent"),
      ("found", "then", "player", "for_each"))
_step("bottom", "ref", "put {target} on the bottom of its owner's deck", "นำ {target} ไปไว้ใต้เด็คของเจ้าของ",
      ("doing-effects",), ("E:to_deck_bottom",))
# p.17: "choose …; a Contact happens between it and this character (this one the acting side)": a Contact with no
# Action (no Guard, nothing slept, no Action abilities); `with:` the acting character, `self` unless a selector says
step_key("with", "target")
_step("contact", "ref", "a Contact happens between {target} and {acting} (the latter the acting side)",
      "เกิดการปะทะระหว่าง {target} กับ {acting} (ฝ่ายหลังเป็นฝ่ายที่แอคชั่น)", ("contact", "supp-contact-steps"), (),
      ("with",))
# `shared: NAME`: the card's abilities whose limit names the same NAME count their uses together (one ability
# "when this character deduces or takes an Action" is written as on_deduce and on_action with one shared limit)
step_key("shared", "text")
_step("limit", "count", "at most {n} time(s) per turn", "ใช้ได้ {n} ครั้งต่อเทิร์น",
      ("supp-icons",), ("L:1-per-turn", "L:2-per-turn"), ("shared",))
_step("valid", "validity", "only if [{icon}]", "เฉพาะเมื่อ [{icon}]", ("validity", "supp-icons"))
_step("grant", "keyword", "{target} get(s) {keyword} until the end of the {until}", "{target} ได้รับ {keyword} จนจบ{until}",
      ("keywords", "doing-effects"), ("E:grant_keyword",), ("target", "until"))
# "… loses Rush [Character] until the end of the turn": it does not have the keyword, printed or given, until then
_step("lose", "keyword", "{target} lose(s) {keyword} until the end of the {until}", "{target} เสีย {keyword} จนจบ{until}",
      ("keywords", "doing-effects"), (), ("target", "until"))
step_key("then", "steps")
_step("if", "condition", "only if {condition}", "เฉพาะเมื่อ{condition}", ("doing-effects", "validity"),
      ("Q:if_board", "Q:if_zone_count"), ("then",))  # with `then`: only those steps depend on it

# ------------------------------------------------------------------ triggers and other ability keys
@record(frozen=True)
class Trigger(Entry):
    """When a triggered ability fires: its key in a script, its `kind` (`card`: the card's own event, `watcher`: a
    mapping {by, steps…} that looks at another card's event (docs/card-scripts.md#watchers), `case`: a Case
    card's), its words in a card's text (`en`/`th`, a watcher's with {by}…) and its short name in the trace."""

    kind: str = "card"
    trace_en: str = ""
    trace_th: str = ""


# the one table of triggers: the loader, the card's words, the engine's queue and the trace all read it. Its order
# is the order a dumped card lists its abilities in.
for _name, _kind, _en, _th, _trace_en, _trace_th, _sections, _covers in (
    ('on_play', 'card', 'On Play', 'เมื่อเล่น',
     '[On Play]', '[เมื่อเล่น]', ('supp-icons', 'ability-kinds'), ('T:on_play',)),
    # 疾風 (Gale): this character is the first to enter its owner's scene this turn (supplement p.24; a Disguise
    # is not an entry; one that entered and left still was the first)
    ('on_gale', 'card', 'Gale (it is the first character to enter your scene this turn)',
     'ชิปปุ (เป็นตัวละครใบแรกที่ลงสู่ที่เกิดเหตุของเราในเทิร์นนี้)',
     '[Gale]', '[ชิปปุ]', ('supp-icons', 'intro-state'), ('T:gale',)),
    ('on_deduce', 'card', 'When this character deduces', 'เมื่อตัวละครนี้สืบคดี',
     '"when it deduces"', '"เมื่อสืบคดี"', ('deduction', 'ability-kinds'), ('T:on_deduce', 'T:on_deduce_or_action')),
    ('on_action', 'card', 'When this character acts', 'เมื่อตัวละครนี้แอคชั่น',
     '"when it takes an Action"', '"เมื่อแอคชั่น"', ('action', 'ability-kinds'), ('T:on_action', 'T:on_deduce_or_action')),
    ('on_contact', 'card', 'When this character is in a Contact', 'เมื่อตัวละครนี้ปะทะ',
     '"when it is in a Contact"', '"เมื่ออยู่ในการปะทะ"', ('contact', 'ability-kinds'), ('T:on_contact',)),
    ('on_action_end', 'card', "At the end of this character's Action", 'เมื่อแอคชั่นของตัวละครนี้จบ',
     '"at the end of its Action"', '"เมื่อแอคชั่นของตัวเองจบ"', ('action-steps',), ('T:on_action_end',)),
    ('on_disguise', 'card', 'On Disguise', 'เมื่อปลอมตัว',
     '[On Disguise]', '[เมื่อปลอมตัว]', ('disguise',), ('T:on_disguise',)),
    ('on_remove', 'card', 'On Removal from the scene', 'เมื่อรีมูฟจากที่เกิดเหตุ',
     'On Removal from the scene', 'เมื่อรีมูฟจากที่เกิดเหตุ', ('supp-icons', 'pending-effects'), ('T:on_remove',)),
    # "when this character leaves the scene" (p.23): by removal or any other way (hand, deck, stacked), not by Disguise
    ('on_leave', 'card', 'When this character leaves the scene', 'เมื่อตัวละครนี้ออกจากที่เกิดเหตุ',
     '"when it leaves the scene"', '"เมื่อออกจากที่เกิดเหตุ"', ('set-cards', 'pending-effects'), ('T:watch_leave',)),
    ('on_defeat', 'card', "When an opponent's character is removed by a Contact with this character", 'เมื่อตัวละครของคู่แข่งถูกรีมูฟจากการปะทะกับตัวละครนี้',
     '"when this character\'s Contact removes a character"', '"เมื่อการปะทะของตัวละครนี้รีมูฟตัวละคร"', ('contact', 'supp-contact-steps'), ('T:on_defeat',)),
    ('start_of_main', 'card', 'At the start of your main phase', 'เมื่อเริ่มเมนเฟสของเรา',
     '"at the start of your main phase"', '"เมื่อเริ่มเมนเฟสของเรา"', ('turn-main-phase',), ('T:start_of_main',)),
    ('watch_leave', 'watcher', 'When {by} is removed from the scene{via}', 'เมื่อ{by}ถูกรีมูฟจากที่เกิดเหตุ{via}',
     '"when a character is removed"', '"เมื่อตัวละครถูกรีมูฟ"', ('pending-effects', 'supp-icons'), ('T:watch_leave',)),
    ('watch_enter', 'watcher', 'When {by} enters the scene', 'เมื่อ{by}เข้าสู่ที่เกิดเหตุ',
     '"when a character enters"', '"เมื่อตัวละครเข้าสู่ที่เกิดเหตุ"', ('intro-state', 'pending-effects'), ('T:watch_enter',)),
    # "when a [長野県警] character in your Remove Area leaves it": an effect, a cost or a Refresh takes it (p.20, p.22)
    ('watch_leave_removed', 'watcher', 'When {by} leaves the Remove Area', 'เมื่อ{by}ออกจากรีมูฟโซน',
     '"when a card leaves the Remove Area"', '"เมื่อการ์ดออกจากรีมูฟโซน"', ('doing-effects', 'refresh'), ()),
    ('watch_action', 'watcher', 'When {by} takes an Action{via}{target}', 'เมื่อ{by}แอคชั่น{via}{target}',
     '"when a character acts"', '"เมื่อตัวละครแอคชั่น"', ('action', 'supp-action-steps'), ('T:watch_action',)),
    ('watch_deduce', 'watcher', 'When {by} deduces', 'เมื่อ{by}สืบคดี',
     '"when a character deduces"', '"เมื่อตัวละครสืบคดี"', ('deduction', 'supp-deduction-steps'), ('T:watch_deduce',)),
    # "when an active character of yours is put to sleep" (p.6): by an effect, an Action, a Guard, a Deduction, a
    # Mislead or a [Sleep] cost — not by entering the scene asleep
    ('watch_sleep', 'watcher', 'When {by} goes from active to asleep', 'เมื่อ{by}จากแอคทีฟกลายเป็นสลีป',
     '"when a character is put to sleep"', '"เมื่อตัวละครสลีป"', ('card-states', 'pending-effects'), ()),
    # "when a character Misleads" (p.15 step 2, p.25): once for each character slept for the Mislead
    ('watch_mislead', 'watcher', 'When {by} Misleads', 'เมื่อ{by}มิสลีด',
     '"when a character Misleads"', '"เมื่อตัวละครมิสลีด"', ('supp-deduction-steps', 'supp-keywords'), ()),
    ('watch_contact', 'watcher', 'When {by} is in a Contact', 'เมื่อ{by}ปะทะ',
     '"when a character is in a Contact"', '"เมื่อตัวละครอยู่ในการปะทะ"', ('contact',), ('T:watch_contact',)),
    # `via: next-hint` or `via: hand` (from hand); with no `via`, any use ("when you use a [Green] event")
    ('watch_use', 'watcher', 'When {player} use(s) {by}{via}', 'เมื่อ{player}ใช้{by}{via}',
     '"when a card is used"', '"เมื่อใช้การ์ด"', ('next-hint', 'play-from-hand'), ('T:watch_use',)),
    ('watch_evidence', 'watcher', 'When {player} {via} evidence', 'เมื่อ{player}{via}หลักฐาน',
     '"when evidence is gained"', '"เมื่อได้หลักฐาน"', ('deduction', 'pending-effects'), ('T:watch_evidence',)),
    ('watch_disguise', 'watcher', 'When {by} comes in by Disguise', 'เมื่อ{by}ปลอมตัว',
     '"when a character Disguises"', '"เมื่อตัวละครปลอมตัว"', ('disguise',), ('T:watch_disguise',)),
    ('watch_defeat', 'watcher', "When an opponent's character is removed by a Contact with {by}", 'เมื่อตัวละครของคู่แข่งถูกรีมูฟจากการปะทะกับ{by}',
     '"when a Contact removes an opponent\'s character"', '"เมื่อการปะทะรีมูฟตัวละครของคู่แข่ง"', ('contact', 'supp-contact-steps'), ('T:on_defeat',)),
    ('watch_cut_in', 'watcher', 'When you use a Cut-in in the Contact of {by}', 'เมื่อเราใช้คัทอินระหว่างการปะทะของ{by}',
     '"when a Cut-in is used in its Contact"', '"เมื่อใช้คัทอินระหว่างการปะทะ"', ('cut-in',), ('T:watch_cut_in',)),
    ('end_of_turn', 'watcher', 'At the end of {whose} turn', 'เมื่อจบเทิร์น{whose}',
     '"at the end of the turn"', '"เมื่อจบเทิร์น"', ('turn-end-phase',), ('T:end_of_turn',)),
    ('watch_declare', 'watcher', 'When {by} uses a [Declare] ability', 'เมื่อ{by}ใช้ความสามารถ [ประกาศ]',
     '"when a character uses a [Declare]"', '"เมื่อตัวละครใช้ [ประกาศ]"', ('declare',), ('T:watch_declare',)),
    ('watch_guard', 'watcher', 'When {by} guards{target}', 'เมื่อ{by}ป้องกัน{target}',
     '"when a character guards"', '"เมื่อตัวละครป้องกัน"', ('action', 'action-steps'), ('T:watch_guard',)),
    ('on_case_solution', 'case', 'When this case turns to its Resolution side', 'เมื่อคดีนี้กลายเป็นช่วงไขคดี',
     '"when this case turns to its Resolution side"', '"เมื่อคดีนี้พลิกเป็นด้านไขคดี"', ('case-sides', 'pending-effects'), ('T:on_case_solution',)),
):
    TRIGGERS.add(Trigger(_name, _en, _th, _sections, _covers, _kind, _trace_en, _trace_th))
del _name, _kind, _en, _th, _trace_en, _trace_th, _sections, _covers

_entries(ABILITIES, (
    ("effect", "Event", "อีเวนต์", ("event-card",), ("T:event",)),
    ("cut_in", "Cut-in", "คัทอิน", ("cut-in",), ("T:cut_in",)),
    ("cut_ins", "Cut-in (choose one)", "คัทอิน (เลือกหนึ่ง)", ("cut-in",), ("T:cut_in",)),
    ("spark", "Spark", "ฮิราเมกิ", ("spark",), ("T:spark",)),
    ("disguise", "Disguise", "ปลอมตัว", ("disguise",), ("T:disguise",)),
    ("declare", "Declare", "ประกาศ", ("declare",), ("T:declare", "E:cost_sleep_self")),
    # two or more Declares on one card, in printed order: `declare REF N` uses the N-th (p.14)
    ("declares", "Declare", "ประกาศ", ("declare",), ("T:declare",)),
    ("keywords", "Keywords", "คีย์เวิร์ด", ("keywords",), ("T:keyword",)),
    ("keywords_if", "Keywords while", "คีย์เวิร์ดเมื่อ", ("keywords", "validity"), ("T:keyword_if",)),
    ("static", "Continuous", "ต่อเนื่อง", ("ability-kinds", "validity"), ("T:static",)),
    ("rules", "Partner rules only (Case Closed, Assist)", "มีเพียงกฎพาร์ทเนอร์ (ปิดคดี แอสซิสต์)", ("partner",),
     ("E:rules_reminder", "T:assist", "T:case_closed")),
))

# ------------------------------------------------------------------ what a Declare says beside its cost and effect
# (p.14: a character's Declare is used in the scene; "this ability can also be declared in the Partner Area" lets an
# MR in the Partner zone use that one Declare, p.26 — judge/rules/declare.py reads the mark)
DECLARE_KEYS = Registry("declare key")
_entries(DECLARE_KEYS, (
    ("from_partner", "it may also be declared from the Partner zone", "ประกาศจากพาร์ทเนอร์โซนได้ด้วย",
     ("declare", "supp-mr"), ()),
    # "this ability can be declared when this card is in your hand": declared from the hand only (official Q&A on
    # B06103); its effect says what becomes of the card
    ("from_hand", "it is declared from the hand", "ประกาศจากมือ", ("declare",), ()),
))

# ------------------------------------------------------------------ a Case that rewrites the Partner's [Case Closed]
# (p.13): a Case card's `case_closed: {partner: COLOR, cost: [..], effect: [..]}` is the [Case Closed] its owner's
# Partner of that colour has in place of its own (a Partner of another colour keeps its own, official Q&A on B05118).
# It keeps [Resolution] and the Partner's [Sleep]; its other cost is paid in full before the effect
# (judge/rules/partner.py). `remove_evidence: case-level` removes as many of your evidence as your case level.
ABILITIES.add(Entry("case_closed", "Your {color} Partner's [Case Closed] is rewritten as",
                    "ความสามารถ [ปิดคดี] ของพาร์ทเนอร์สี{color}ของเราถูกเขียนใหม่เป็น", ("case-closed", "partner"),
                    ("T:evidence_destruction",)))
CASE_CLOSED_COSTS = ("remove_evidence",)  # `{remove_evidence: N | case-level}`: your own evidence, from the top
# ------------------------------------------------------------------ a Case that changes game rules (p.5)
# `case_rules: {partner_colors: [..], scene_size: N}`: its owner's Partner has those colours (for every [Partner …]
# icon and a rewritten Case Closed), and their scene holds at most N characters (judge/rules/triggers.case_rule)
ABILITIES.add(Entry("case_rules", "Rules of this case", "กฎของคดีนี้", ("case-card", "partner", "switch"), ()))
CASE_RULE_KEYS = ("partner_colors", "scene_size")
# ------------------------------------------------------------------ a card used ignoring the case colour (p.12)
# "used from hand (Next Hint included), this character may ignore the case colour": `ignore_case_colour: true`, or a
# list of gates (`valid: ICON`, `if: CONDITION`) that must all hold when it is used (judge/rules/play.py)
ABILITIES.add(Entry("ignore_case_colour", "Used from hand (Next Hint included), it may ignore the case colour",
                    "เมื่อใช้จากมือ (รวมถึงเน็กซ์ฮินต์) การ์ดนี้ไม่ต้องตรงสีคดี", ("case-color", "next-hint"), ()))
# "… loses the game" (p.9 how-to-win: a player may also lose at once): `lose_game: opponent` (or `self`)
VALUE_KINDS += ("side",)
_step("lose_game", "side", "{who} lose(s) the game", "{who}แพ้เกม", ("how-to-win",), ("E:lose_game",))

# ------------------------------------------------------------------ keywords (p.25)
_entries(KEYWORDS, (
    ("haste", "Haste", "ควิก", ("E:keyword",)),
    ("rush", "Rush", "ชาร์จ", ("E:keyword",)),
    ("rush-character", "Rush [Character]", "ชาร์จ [ตัวละคร]", ("E:keyword",)),
    ("rush-case", "Rush [Case]", "ชาร์จ [คดี]", ("E:keyword",)),
    # Rush [level N or lower characters]: in intro state, an Action [Character] against such a character only
    ("rush-level", "Rush [level {n} or lower characters]", "ชาร์จ [ตัวละครเลเวล {n} หรือต่ำกว่า]", ("E:keyword",)),
    ("bullet", "Bullet", "บุลเลต", ("E:keyword",)),
    ("trace", "Trace", "แกะรอย", ("E:keyword",)),
    ("mislead", "Mislead {n}", "มิสลีด {n}", ("E:keyword",)),
    ("investigate", "Investigate {n}", "สืบสวน {n}", ("E:keyword", "E:investigate")),
), ("keywords", "supp-keywords"))
KEYWORD_RE = re.compile(r"^(haste|rush|rush-character|rush-case|rush-level \d{1,2}|bullet|trace|mislead \d{1,6}"
                        r"|investigate \d{1,6})$")

# ------------------------------------------------------------------ validity icons (p.21, p.24)
_entries(ICONS, (
    ("your-turn", "during your turn", "ระหว่างเทิร์นของเรา", ("V:your-turn",)),
    ("opponent-turn", "during the opponent's turn", "ระหว่างเทิร์นคู่แข่ง", ("V:opponent-turn",)),
    ("case-phase", "your case is in its Case Phase", "คดีของเราอยู่ในช่วงสืบคดี", ("V:case-phase",)),
    ("resolution-phase", "your case is in its Resolution Phase", "คดีของเราอยู่ในช่วงไขคดี", ("V:resolution-phase",)),
    ("file", "your File Area holds {n} or more", "ไฟล์โซนของเรามี {n} ใบขึ้นไป", ("V:file",)),
    ("partner", "your Partner is {color}", "พาร์ทเนอร์ของเราเป็นสี{color}", ("V:partner",)),
    ("case", "your case is {color}", "การ์ดคดีของเรามีสี{color}", ("V:case", "V:case-or")),  # `case white or red`: either
    # [Case 赤魔術] (the same icon, naming a feature of the Case card, not a colour): your case has that feature
    ("case-feature", "your case has the feature [{n}]", "การ์ดคดีของเรามีคุณลักษณะ [{n}]", ("V:case-feature",)),
    # Bond (p.24, p.27): a character of that name in your scene (each name of a card counts; the Partner does not)
    ("bond", "Bond [{n}]: a character named {n} is in your scene", "บอนด์ [{n}]: มีตัวละครชื่อ {n} ในที่เกิดเหตุของเรา",
     ("V:bond",)),
), ("validity", "supp-icons"))
# [N or more] (【N枚以上】, p.23): the abilities a character has while N or more cards are stacked under it
_entries(ICONS, (("stacked", "{n} or more cards are stacked under this character",
                  "มีการ์ดซ้อนอยู่ใต้ตัวละครนี้ {n} ใบขึ้นไป", ("V:stacked",)),), ("validity", "stacked-cards"))
_COLOR_RE = r"(?:red|blue|yellow|green|white|black)"
VALIDITY_RE = re.compile(r"^(your-turn|opponent-turn|case-phase|resolution-phase|file \d{1,3}|partner \w+"
                         rf"|case {_COLOR_RE}(?: or {_COLOR_RE}){{0,5}}|case-feature \S.{{0,40}}|bond \S.{{0,40}}"
                         r"|stacked \d{1,3})$")

# ------------------------------------------------------------------ selectors: a REF that the player picks
# `{character: any|own|opponent, up_to: N, level: {max: N}, …}` in place of a REF: the cards that meet every
# filter are the options, and the card's owner picks up to N of them with `choose` (p.22: "up to" allows none);
# `count: N` in place of `up_to` is "choose N": exactly N (all there are when fewer), never none.
SELECTOR = Registry("selector key")
_entries(SELECTOR, (
    ("character", "{n} character(s)", "ตัวละคร {n} ใบ", ("Q:own_side", "Q:opponent_side")),
    ("up_to", "up to {n}", "สูงสุด {n} ใบ", ("Q:choose_up_to",)),
    ("count", "{n}", "{n} ใบ", ()),  # "choose N", not "up to N": exactly N, mandatory (p.22)
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
# `face_down_set: true|false`: only characters with (without) a card set face down on them (p.23: "a character of
# yours with no face-down card set on it")
_entries(SELECTOR, (("face_down_set", "that has a face-down card set on it", "ที่มีการ์ดเซ็ตคว่ำหน้าอยู่",
                     ("Q:has_set_card",)),), ("set-cards",))
# `level_total: {max: N}`: the characters picked together total a level in that range ("choose up to 2 characters
# whose levels total 10 or less"; one alone is its own total)
_entries(SELECTOR, (("level_total", "of total level {range}", "ที่เลเวลรวม {range}", ()),), ("doing-effects",))
# `not_name:`: not a character of that name ("a character of yours other than [仮面ヤイバー]"; a list: none of them)
_entries(SELECTOR, (("not_name", "not named [{name}]", "ที่ไม่ได้ชื่อ [{name}]", ()),), ("doing-effects",))
# `any_of: [{name: 阿笠博士}, {feature: 少年探偵団}]`: a character meeting any one of several sets of filters ("a
# [阿笠博士] or [少年探偵団] character"); in a condition, beside `character:` (alone, any_of is "any of conditions")
_entries(SELECTOR, (("any_of", "{alts}", "{alts}", ()),), ("doing-effects",))
ANY_OF_FILTERS = ("level", "ap", "lp", "state", "color", "feature", "name")  # the filters of one set of any_of
# `only_if: {lp: {max: own-highest}}`: "choose up to 1 …; if its LP is at most the highest LP among your characters,
# remove it": the choice is made among all the selector allows, and the step acts only on those meeting these
# filters then (p.22); `own-highest`: the highest current value among your scene's characters (none: nothing meets it)
_entries(SELECTOR, (("only_if", "(acted on only if {filters})", "(มีผลเฉพาะเมื่อ{filters})", ()),), ("doing-effects",))
# `base_lp: {max: 0}`: a character's original LP (printed, or what a `base_lp` step set it to, p.27): "every
# character of yours whose original LP is 0"; Position.value(card, "base_lp") reads it
_entries(SELECTOR, (("base_lp", "with original LP {range}", "LP เดิม {range}", ()),), ("doing-effects", "zero-values"))
BOUNDS = ("level", "ap", "lp", "base_lp")  # a character selector's bounds `{min, max}`, each read by Position.value
# `cut_in: true`: only characters that have a [Cut-in] (p.18; the card selector's filter of the same name, for
# characters in the scene: "a [Black] character of yours with [Cut-in]", B03131)
_entries(SELECTOR, (("cut_in", "with [Cut-in]", "ที่มี [คัทอิน]", ("Q:has_ability_ref",)),), ("cut-in", "doing-effects"))
# the characters of the Action and the Contact running (p.16, p.17; Game.action, Game.contact): `in_contact: true`
# "a character in the Contact" (with `other: true`, "the one this character is in a Contact with"), `acting: true`
# "the character taking the Action", `targeted: true` "the character the Action targets"; none runs: none allowed
_entries(SELECTOR, (
    ("in_contact", "in the Contact", "ที่อยู่ในการปะทะ", ("Q:in_contact_ref",)),
    ("acting", "taking the Action", "ที่กำลังแอคชั่น", ("Q:in_contact_ref",)),
    ("targeted", "targeted by the Action", "ที่เป็นเป้าหมายของแอคชั่น", ()),
), ("action", "contact", "doing-effects"))
# `shares_feature: self`: a character with a feature in common with this card, both as they are now (p.27): "sleep
# this character or a character of yours sharing a feature with it" (a Declare cost, B06066)
_entries(SELECTOR, (("shares_feature", "that is this card or shares a feature with it", "ที่เป็นการ์ดนี้หรือมีคุณลักษณะเหมือนกับการ์ดนี้",
                     ()),), ("doing-effects", "multiple-names"))
# `has: NAME` (a list: any one of them): only characters that have that ability — a card's own key (`on_remove`,
# `spark`, `cut_in`…) or a keyword (`rush`): "a character with [On Removal]", whether or not it is valid now (official
# Q&A on B08082); `only_abilities: [cut_in, spark]`: only characters with no printed ability but those ("no original
# ability other than [Cut-in] and [Spark]"; `[]`: none at all). Also card selectors' and watchers' filters.
HAS = ("cut_in", "spark", "declare", "disguise", "effect", "static",
       *(n for n, t in TRIGGERS.items() if t.kind == "card"), *KEYWORDS)
_entries(SELECTOR, (
    ("has", "with [{ability}]", "ที่มี [{ability}]", ("Q:has_ability_ref",)),
    ("only_abilities", "with no printed ability other than {abilities}", "ที่ไม่มีความสามารถดั้งเดิมอื่นนอกจาก {abilities}",
     ("Q:has_ability_ref",)),
), ("doing-effects", "supp-icons"))
# `this_turn: gale|acted-character`: only characters whose Gale triggered / that took an Action [Character] earlier
# this turn (the player's turn memory, Player.turn_memory: "your characters that triggered [Gale] this turn", B09070)
TURN_MEMORY = ("gale", "acted-character", "chosen-by-mr")  # chosen-by-mr: chosen by a selector of an MR of its owner
_entries(SELECTOR, (("this_turn", "that {what} this turn", "ที่{what}ในเทิร์นนี้", ()),), ("supp-icons", "action"))
# named conditions of `if:` beside the counts of characters and zones (docs/card-scripts.md#conditions): the
# mapping's one key, its allowed values, its words (by value) and the sections it rests on
CONDITIONS = Registry("condition")


@record(frozen=True)
class Condition(Entry):
    """A named condition `{NAME: VALUE}`: `values` allowed, `words_en`/`words_th` one sentence per value."""

    values: tuple[str, ...] = ()
    words_en: tuple[str, ...] = ()
    words_th: tuple[str, ...] = ()

    def says(self, value: str, lang: str) -> str:
        return (self.words_en if lang == "en" else self.words_th)[self.values.index(value)]


# 痕跡 Trace (supplement p.25): [discovered] once the opponent has refreshed in this game, [undiscovered] until then
CONDITIONS.add(Condition(
    "trace", "Trace", "แกะรอย", ("supp-keywords",), ("Q:trace",), ("discovered", "undiscovered"),
    ("Trace [discovered] (your opponent has refreshed in this game)",
     "Trace [undiscovered] (your opponent has not refreshed in this game)"),
    ("แกะรอย [ถูกค้นพบ] (คู่แข่งรีเฟรชแล้วในเกมนี้)", "แกะรอย [ยังไม่ถูกค้นพบ] (คู่แข่งยังไม่เคยรีเฟรชในเกมนี้)")))
# how this card last left the scene ("if it was removed by a Contact", p.17; "by your own ability or effect", p.22:
# a card you own, not a Switch, official Q&A on B01035, B03112); the same words are a `watch_leave`'s `via`
REMOVAL_VIA = ("contact", "own-effect", "opponent-effect")
CONDITIONS.add(Condition(
    "removed_by", "how it was removed", "วิธีที่ถูกรีมูฟ", ("contact", "doing-effects"), (), REMOVAL_VIA,
    ("it was removed by a Contact", "it was removed by an ability or effect of yours",
     "it was removed by an ability or effect of your opponent's"),
    ("ถูกรีมูฟจากการปะทะ", "ถูกรีมูฟด้วยความสามารถหรือเอฟเฟกต์ของเรา", "ถูกรีมูฟด้วยความสามารถหรือเอฟเฟกต์ของคู่แข่ง")))
# what happened earlier this turn (the turn memory): a Gale of yours triggered, or no character entered your scene
CONDITIONS.add(Condition(
    "earlier_this_turn", "This turn", "เทิร์นนี้", ("supp-icons", "intro-state"), (), ("gale", "no-entry"),
    ("a [Gale] of a character of yours has triggered this turn", "no character has entered your scene this turn"),
    ("[ชิปปุ] ของตัวละครของเราทำงานแล้วในเทิร์นนี้", "ยังไม่มีตัวละครลงสู่ที่เกิดเหตุของเราในเทิร์นนี้")))
# the side your case is on (p.5): the [Case Phase] and [Resolution Phase] icons read where a step stands, for two
# abilities of one kind that differ by that icon ("[Case Phase] On Play: …" and "[Resolution Phase] On Play: …")
CONDITIONS.add(Condition(
    "case_side", "Case side", "ด้านของคดี", ("case-sides", "validity"), ("V:case-phase", "V:resolution-phase"),
    ("investigation", "solution"),
    ("your case is in its Case Phase", "your case is in its Resolution Phase"),
    ("คดีของเราอยู่ในช่วงสืบคดี", "คดีของเราอยู่ในช่วงไขคดี")))
# "… and put this character into the scene" can be done only if no rule forbids putting it in (`forbid: put-in`,
# official Q&A on B06103: the Declare is used, its removal and entry are not done)
CONDITIONS.add(Condition(
    "can_put_in", "may be put in", "นำลงได้", ("doing-effects",), (), ("self",),
    ("this card may be put into the scene (no effect forbids it)",),
    ("การ์ดใบนี้นำลงที่เกิดเหตุได้ (ไม่มีเอฟเฟกต์ใดห้ามไว้)",)))
SIDES = ("any", "own", "opponent")
CONDITION_SIDES = (*("any", "own", "opponent"), "self", "contact", "trigger")  # `self`: this card itself meets the
# filters; `contact`: the character in the Contact (a Cut-in's: "if you Cut-in on a 綾小路文麿"); `trigger`: the card
# that set the ability off — an On Disguise's is the character it replaced, as it was in the scene (p.18)
CONDITION_ZONES = ("file", "hand", "deck", "evidence", "removed", "partner")  # a condition's zones (`removed`: the
# Remove Area; `partner`: the Partner zone, where an MR and the cards effects put there lie, p.26)
# what a condition compares its count with: `min`/`max` a number or another count read now ("your opponent has as
# many cards in hand as you or more": `{zone: hand, whose: opponent, min: {zone: hand}}`), `more_than` another count
# ("your opponent has more characters than you"); `whose: opponent` on a zone reads the opponent's (p.21)
COMPARED = ("min", "max", "more_than")
# `{entered_by: FILTER}`: this character was put into the scene by an ability or effect of a card that meets the
# filter (`whose: self|opponent` and card filters; `{}`: any ability or effect), not from hand nor by Disguise (p.21)
ENTERED_BY_KEYS = ("whose", "type", "level", "color", "feature", "name")


# ------------------------------------------------------------------ continuous abilities (`static:`, p.21)
# A card's `static:` is a list of continuous abilities, each a list: gates (`valid: ICON`, `if: CONDITION`)
# and then what holds while they do, as long as the card is in the scene. Nothing is copied into the state:
# judge/rules/continuous.py computes a card's current values and permissions from them when asked.
STATIC = Registry("continuous effect")


def _static(name, value, en, th, covers, extra=("target",)):
    STATIC.add(Step(name=name, value=value, extra=tuple(extra), en=en, th=th, sections=("ability-kinds", "validity"),
                    covers=tuple(covers)))


RESTRICTIONS = ("act", "act-case", "guard", "be-acted-on")  # `cannot:` what a character may not do
# "this character is not removed by this Contact" (p.17): `gain: {static: [[{cannot: be-removed-by-contact}]]}`,
# `until: contact` — the AP check keeps it; an effect still removes it (official Q&A on B02047)
RESTRICTIONS += ("be-removed-by-contact",)
PERMISSIONS = ("act-on-active", "guard-asleep")  # `can:` what a character may do that the rules otherwise forbid
# "… may declare [Declare] abilities by removing this character from the scene instead of paying the cost" (p.14)
PERMISSIONS += ("declare-removing-this",)
UNCHOOSABLE = ("opponent", "opponent-event")  # `unchoosable:` whose abilities cannot choose it
_static("ap", "int", "{target}: AP {n:+d}", "{target} AP {n:+d}", ("E:ap_static",), ("target", "for_each"))
_static("lp", "int", "{target}: LP {n:+d}", "{target} LP {n:+d}", ("E:lp_static",))
_static("level", "int", "{target}: level {n:+d}", "{target} เลเวล {n:+d}", ("E:level_mod",),
        ("target", "for_each", "where"))  # where: hand — only while this card is in its owner's hand (p.21)
# `where:` of a continuous effect: it holds on its card itself while the card is in that zone, not in the scene
STATIC_WHERE: dict[str, tuple[str, ...]] = {"level": ("hand",)}
_static("grant", "keyword", "{target} has {keyword}", "{target} มี {keyword}", ("E:grant_keyword",))
# "your other 大阪府警 characters have '[Opponent's turn] On Removal: …'" (p.21): a triggered ability given while in force
_static("give", "ability", "{target} has \"{ability}\"", "{target} มี \"{ability}\"", ("E:grant_ability",))
_static("cannot", "text", "{target} cannot {what}", "{target} {what}ไม่ได้", ("E:action_restriction",))
_static("can", "text", "{target} can {what}", "{target} {what}ได้", ("E:action_permission",),
        ("target", "against"))  # against: only targets that filter allows (e.g. `has_set: true`, p.23)
_static("enters", "text", "this character enters the scene asleep", "ตัวละครนี้ลงสู่ที่เกิดเหตุในสถานะสลีป",
        ("E:enters_asleep",), ())
_static("unchoosable", "text", "{target} cannot be chosen by {what}", "{target} ไม่สามารถถูกเลือกโดย{what}",
        ("E:cannot_be_chosen",))
# "this character cannot be removed by the effects of the opponent's Events" (p.21): the effect still chooses it
_static("unremovable", "text", "{target} cannot be removed by {what}", "{target} ไม่ถูกรีมูฟโดย{what}",
        ("E:cannot_be_removed",))
UNREMOVABLE = ("opponent-event",)  # `unremovable:` whose effects cannot remove it
# p.27: names and features a card has in the scene only ("this character in the scene is also named [本堂瑛海]",
# "your [妃英理] has the feature [毛利探偵事務所]"): Position.value(card, "names" / "features") adds them
_static("also_named", "text", "{target} is also named [{what}]", "{target} มีชื่อการ์ด [{what}] ด้วย",
        (), ("target", "where"))
# "this character in the deck or the Remove Area is also named [怪盗キッド] (not in the scene)": `where: [deck, remove]`
STATIC_WHERE["also_named"] = ("deck", "remove")
_static("with_feature", "text", "{target} has the feature [{what}]", "{target} มีคุณลักษณะ [{what}]",
        ())


def supported_items() -> set[str]:
    """Every census item some registered entry covers: what the engine can express."""
    return {c for reg in (STEPS, TRIGGERS, KEYWORDS, ICONS, ABILITIES, SELECTOR, STATIC, CARD_SELECTOR, DECLARE_KEYS,
                          CONDITIONS)
            for e in reg.values() for c in e.covers}


# ------------------------------------------------------------------ the choice frame and the card-zone verbs
# (done in judge/rules/steps/choices.py and judge/rules/steps/cards.py; docs/card-scripts.md#choices-and-card-zones)
PLACES = ("hand", "scene", "deck-top", "deck-bottom", "remove", "evidence", "file", "partner")
CARD_ZONES = ("hand", "remove", "file", "evidence", "deck", "scene", "looked", "partner",  # `partner`: the Partner zone
              "stacked")  # `stacked`: the cards stacked under this character (p.23), for `stack` ("move them under another")
WHOSE = ("self", "opponent")  # relative to the card's owner
CARD_WHOSE = (*WHOSE, "any")  # a card selector's `whose: any`: either player's zone ("a face-up evidence", not "yours")
CARD_TYPES = ("character", "event")
step_key("then", "steps")  # done only if the step before it did something ("if you do", p.22)
step_key("otherwise", "steps")  # done only if it did not ("if you don't")
step_key("who", "side")  # which player does it: self (default) or opponent
step_key("take", "cards")  # look_take: which of the cards looked at are taken
step_key("to", "place")  # where the cards go
step_key("asleep", "bool")  # a character put into the scene by an effect enters asleep
step_key("one_active", "bool")  # play: one of the characters enters active (the player names it), the rest asleep
step_key("rest", "place")  # where the cards not taken go (deck-bottom: in the order their owner chooses)
step_key("at_most", "count")  # reveal_until: reveal at most N cards ("reveal the top card: if it is …")
step_key("picker", "side")  # look_take: who chooses the cards taken (opponent: the cards are revealed to them)
step_key("revealed", "bool")  # look_take: the cards are revealed (shown to both), not only looked at
step_key("shuffled", "bool")  # look_take: the rest are shuffled before they go to the bottom (no order named); move:
# the cards moved are shuffled first ("shuffle them and put them on the bottom of your deck")
step_key("from_bottom", "bool")  # reveal_until: reveal from the bottom of the deck up ("reveal your bottom card")

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
# an MR card (p.26: its rarity says MR), and how many colours a card has ("an MR character with 2 or more colours
# in your Partner zone": `{zone: partner, type: character, mr: true, color_count: {min: 2}}`)
_entries(CARD_SELECTOR, (
    ("mr", "that is an MR", "ที่เป็น MR", ()),
    ("color_count", "with {range} colour(s)", "ที่มี {range} สี", ()),
), ("doing-effects", "mr"))
# `different_names: true`: no two of the cards chosen share a card name ("each with a different card name", p.27)
_entries(CARD_SELECTOR, (("different_names", "each with a different card name", "ที่ชื่อการ์ดไม่ซ้ำกัน",
                          ("Q:same_as_ref",)),), ("doing-effects", "multiple-names"))
# `shares_feature: trigger`: a card with a feature in common with the card(s) that set the watcher off ("if the
# revealed card has a feature of any of the removed characters", p.22)
_entries(CARD_SELECTOR, (("shares_feature", "with a feature in common with that character",
                          "ที่มีคุณลักษณะเหมือนกับตัวละครนั้น", ()),), ("doing-effects", "pending-effects"))
# several cards picked together (p.22): no two of a level, no two sharing a colour ("and one with no colour of that
# one's"), no two of a card type ("up to 1 character and up to 1 event")
_entries(CARD_SELECTOR, (
    ("different_levels", "each of a different level", "ที่เลเวลไม่ซ้ำกัน", ()),
    ("different_colors", "no two sharing a colour", "ที่ไม่มีสีร่วมกัน", ()),
    ("different_types", "each of a different card type", "ที่ประเภทการ์ดไม่ซ้ำกัน", ()),
), ("doing-effects",))
CARD_SELECTOR.add(SELECTOR["has"])  # "a character with [On Removal]" in hand, the Remove Area, a deck (HAS above)
CARD_SELECTOR.add(SELECTOR["only_abilities"])


_step("may", "steps", "you may: {steps}", "เลือกทำได้: {steps}", ("doing-effects",),
      ("Q:optional", "Q:if_you_do"), ("then", "otherwise", "who"))  # who: opponent — "your opponent may …"
_step("choose_one", "options", "choose one: {options}", "เลือกหนึ่งอย่าง: {options}", ("doing-effects",),
      ("E:either_or",))
# rock-paper-scissors with the opponent (official Q&A on B07011: a draw is played again until one wins): `won` is
# done if the card's owner wins, `lost` if they lose; neither player can steer it, the scenario's seed decides
step_key("won", "steps")
step_key("lost", "steps")
_step("rock_paper_scissors", "bool", "play rock-paper-scissors with your opponent until one wins: if you win, ({win}); "
      "if you lose, ({lose})", "เป่ายิงฉุบกับคู่แข่งจนรู้ผลแพ้ชนะ: ถ้าชนะ ({win}); ถ้าแพ้ ({lose})", ("doing-effects",),
      ("E:rock_paper_scissors",), ("won", "lost"))
step_key("random", "bool")  # discard: the cards are picked at random ("your opponent removes 1 card of the hand at random")
_step("discard", "count", "{who} discard(s) {n} card(s) from hand into the Remove Area",
      "{who}ทิ้งการ์ดในมือ {n} ใบไปรีมูฟโซน", ("doing-effects",), ("E:discard", "E:opp_discard"), ("who", "then", "random"))
_step("look_take", "count", "look at the top {n} card(s) of the deck", "ดูการ์ด {n} ใบบนสุดของเด็ค",
      ("deck-out-mid-effect", "doing-effects"),
      ("E:look_top", "E:take_from_looked", "E:rest_to_bottom", "E:rest_to_remove", "E:play_from_deck"),
      ("take", "rest", "shuffled", "picker", "revealed", "asleep", "then", "otherwise", "for_each"))
# move `to: evidence` with `face_up: true`: its owner gains the card face up as evidence ("gain this card face up as
# evidence", p.15; an event's own effect or a character's On Removal): "when you gain evidence" follows
step_key("face_up", "bool")
_step("move", "cards", "put {cards} {to}", "นำ{cards}{to}", ("doing-effects",),
      ("E:salvage", "E:file_to_hand", "E:evidence_to_hand", "E:bounce_to_hand", "E:to_deck_top",
       "E:card_to_evidence", "E:to_deck_bottom"), ("to", "then", "otherwise", "face_up", "found", "shuffled"))  # `face_up`: gained
# face up; `found`: `then` only if a card moved meets that filter ("if you chose an MR character, …")
_step("play", "cards", "put {cards} into the scene (used by this effect: the File count does not limit it)",
      "นำ{cards}ลงที่เกิดเหตุ (ใช้ด้วยเอฟเฟกต์: ไม่ติดจำนวนไฟล์โซน)", ("doing-effects", "play-from-hand"),
      ("E:play_from_hand", "E:play_from_remove"), ("asleep", "one_active", "then", "otherwise", "found"))
# "this turn, the next character to enter your scene ignores the Gale condition (it triggers even if it enters
# second or later)" (B09090, PR286): its Gale triggers though it is not the first to enter (supplement p.24)
_step("gale_next", "bool", "this turn, the next character to enter your scene ignores the Gale condition (its Gale "
      "triggers even if it is not the first)", "ในเทิร์นนี้ ตัวละครใบถัดไปที่ลงสู่ที่เกิดเหตุของเราไม่ต้องตรงเงื่อนไขชิปปุ "
      "(ชิปปุทำงานแม้จะไม่ใช่ใบแรก)", ("supp-icons", "doing-effects"))
# "use up to 1 event from your hand" by an effect (official Q&A on B03029, B05042): as a use from hand, but the File
# count does not limit it; its colour and its own use condition (`use_if`) do
# `event_last: true`: its `then` is done once the event has left the hand, and the event's effect after it ("resolve
# this effect, then the event's effect", B09039)
step_key("event_last", "bool")
_step("use_event", "cards", "use {cards} by this effect (the File count does not limit it)",
      "ใช้{cards}ด้วยเอฟเฟกต์นี้ (ไม่ติดจำนวนไฟล์โซน)", ("event-card", "play-from-hand", "doing-effects"), (),
      ("then", "event_last"))
# "you may set off the [On Removal] effect of the card removed by this effect" (official Q&A on B08078): the
# ability of that trigger key of each card this ability moved (`did: move`) is done now, as that card's
SET_OFF = ("on_remove",)
VALUE_KINDS += ("set_off",)  # a trigger key of SET_OFF
STEP_KEY_KINDS += ("set_off",)
_step("set_off", "set_off", "set off the {ability} of the card(s) this ability moved",
      "ทำให้{ability}ของการ์ดที่ความสามารถนี้ย้ายไปทำงาน", ("supp-icons", "doing-effects"))
_step("shuffle", "bool", "shuffle {whose} deck", "สับเด็ค{whose}", ("doing-effects",), ("E:shuffle_deck",),
      ("player",))  # `player: opponent`: the opponent's deck ("you and your opponent shuffle")
_step("reveal_until", "cards", "reveal cards from the top of the deck until {cards}; put it {to}",
      "เปิดการ์ดจากบนสุดของเด็คจนเจอ{cards} แล้วนำใบนั้น{to}", ("deck-out-mid-effect", "doing-effects"),
      ("E:reveal_until", "Q:if_found"), ("to", "rest", "at_most", "then", "otherwise", "from_bottom"))
_step("give_evidence", "count", "give your opponent {n} evidence", "ให้หลักฐานคู่แข่ง {n} ใบ",
      ("deduction", "doing-effects"), ("E:give_evidence",))
_step("set_top", "count", "set the top {n} card(s) of your deck face down on this character",
      "เซ็ตการ์ด {n} ใบบนสุดของเด็คของเราคว่ำหน้าบนตัวละครนี้", ("set-cards", "doing-effects"),
      extra=("for_each",))  # "one card for each character of yours", counted when the step is done
_step("opponent_draws", "count", "your opponent draws {n}", "คู่แข่งจั่วการ์ด {n} ใบ", ("doing-effects",),
      ("E:opp_draw",))

# ------------------------------------------------------------------ Investigate N (p.25 keywords), done by
# judge/rules/steps/investigate.py: the opponent reveals their top N and puts them on the bottom in the order they
# choose; `found` is the filter of "if a card … is found" (a card it revealed), `then` / `otherwise` follow it.
_step("investigate", "count", "Investigate {n}: your opponent reveals the top {n} card(s) of their deck and puts them "
      "on the bottom of it in the order they choose",
      "สืบสวน {n}: คู่แข่งเปิดการ์ด {n} ใบบนสุดของเด็คตน แล้วนำไปไว้ใต้เด็คตามลำดับที่คู่แข่งเลือก",
      ("keywords", "supp-keywords", "deck-out-mid-effect"), ("E:investigate", "Q:if_found"),
      ("found", "then", "otherwise", "for_each"))  # `for_each`: Investigate X, X counted when it is done

# ------------------------------------------------------------------ more card moves (judge/rules/steps/cards.py)
_step("deck_top", "ref", "put {target} on top of its owner's deck", "นำ {target} ไปไว้บนสุดของเด็คของเจ้าของ",
      ("doing-effects",), ("E:to_deck_top",))
_step("bounce", "ref", "return {target} from the scene to its owner's hand", "นำ {target} จากที่เกิดเหตุกลับขึ้นมือเจ้าของ",
      ("doing-effects",), ("E:bounce_to_hand",))
_step("take_file", "count", "put the top {n} card(s) of your File Area into your hand",
      "นำการ์ด {n} ใบบนสุดของไฟล์โซนของเราขึ้นมือ", ("doing-effects", "next-hint"), ("E:file_to_hand",))

# ------------------------------------------------------------------ evidence face up / face down (p.15; done by
# judge/rules/steps/evidence_faces.py): turn chosen cards over, or N face-down evidence of yours face up (also a cost)
_entries(CARD_SELECTOR, (
    ("face_up", "face up / face down", "ที่หงายอยู่ / ที่คว่ำอยู่", ()),  # `face_up: true|false` (evidence)
    ("top", "from the top", "จากด้านบน", ()),  # `top: true`: the first N in the zone's order, no choice
), ("deduction",))
# a whole zone or the deck's bottom (p.20): `all: true` every card the filters allow, no choice ("all the cards of
# your Remove Area"); `bottom: true` the last N in the zone's order, no choice ("the bottom card of your deck")
_entries(CARD_SELECTOR, (
    ("all", "every", "ทุกใบ", ()),
    ("bottom", "from the bottom", "จากด้านล่าง", ()),
), ("doing-effects", "deck-out-mid-effect"))
# `level_total: {max: N}`: the cards picked together total a level in that range ("up to 2 characters of your Remove
# Area whose levels total 10 or less"; one alone is its own total), as the selector key of that name
# `did: VERB`: only a card an earlier step of this ability did that to ("the revealed character": `did: look_take`);
# in place of `from`, among those cards wherever they are now ("a card with [Spark] this cost turned face up", B06023)
CARD_SELECTOR.add(Entry("did", "{did} by this ability", "ที่ถูก{did}โดยความสามารถนี้", ("doing-effects",)))
CARD_SELECTOR.add(Entry("level_total", "of total level {range}", "ที่เลเวลรวม {range}", ("doing-effects",)))
_step("flip_up", "cards", "turn {cards} face up", "หงาย{cards}", ("deduction", "doing-effects"), ("E:flip_evidence",),
      ("then",))
_step("flip_down", "cards", "turn {cards} face down", "คว่ำ{cards}", ("deduction", "doing-effects"), ("E:flip_evidence",),
      ("then",))
step_key("or_more", "bool")  # flip_evidence: N or more, as many as the player names (a cost "1 or more", p.14)
_step("flip_evidence", "count", "turn {n} face-down evidence of yours face up", "หงายหลักฐานที่คว่ำอยู่ของเรา {n} ใบ",
      ("deduction", "doing-effects", "cost"), ("E:flip_evidence",), ("or_more",))

# ------------------------------------------------------------------ granted abilities and "instead" (done by
# judge/rules/steps/grants.py): `gain` gives a character a triggered ability (any trigger key a card script has, a
# watcher's mapping included) until a duration ends; `instead: CONDITION` does the steps under `do` in place
# of those under `of` when the condition holds (p.21–22: "if …, instead …"). `chosen` as a REF is what an earlier selector
# of the same steps chose ("choose one …, AP +2000 and give it …").
VALUE_KINDS += ("ability",  # a mapping {trigger key: its steps}: an ability written as in a card script
                "instead")  # a condition, or (in a Cut-in) `character: contact`: the character cut into meets filters
STEP_KEY_KINDS += ("ability", "instead")  # each kind has one checker in KEY_CHECKS
step_key("of", "steps")  # instead: what is done when the condition does not hold
step_key("do", "steps")  # instead: what is done in place of `of` when its condition holds
_step("gain", "ability", "{target} gain(s) \"{ability}\" until the end of the {until}",
      "{target} ได้รับ \"{ability}\" จนจบ{until}", ("ability-kinds", "doing-effects"), ("E:grant_ability",),
      ("target", "until"))
_step("instead", "instead", "{of}; if {when}: instead, {steps}", "{of}; ถ้า{when}: ให้{steps}แทน",
      ("doing-effects",), ("Q:instead", "Q:in_contact_ref"), ("do", "of"))
# a delayed effect (p.22): `delayed: {end_of_turn: {steps: […]}}` is done at the end of this turn; `delayed:
# {watch_evidence: {player: opponent, via: removed, steps: […]}}` (any watcher's mapping) the next time this turn the
# event happens, once. It is the player's, not a card's: it stays when its card leaves (judge/rules/watchers.py)
VALUE_KINDS += ("delayed",)  # one watcher key (or end_of_turn) with its mapping
STEP_KEY_KINDS += ("delayed",)
_step("delayed", "delayed", "{ability}", "{ability}", ("doing-effects", "pending-effects"), ("E:delayed",))
# ------------------------------------------------------------------ cards set on a character (p.23 set-cards),
# done by judge/rules/steps/set_cards.py (with `set_top: N` on this character): the top card of
# the deck of each chosen character's owner set face down on it (`set_on: REF`), and set cards
# removed (an effect, or a Declare cost: a cost uses only your own cards and is paid in full)
SET_HOSTS = ("self", "own", "opponent", "any")  # remove_set `host:` which characters' set cards
STEP_KEY_KINDS += ("host",)
step_key("host", "host")  # remove_set: the cards set on this character / yours / the opponent's / any / a filter's characters
step_key("face_down", "bool")  # remove_set: only cards set face down
step_key("name", "text")  # remove_set: only face-up set cards of this card name ("remove this event set on it")
COST_STEPS = ("remove_set",)  # steps that may also stand in a Declare's cost (judge/rules/declare.py COST_STEPS)
# a condition or count `{set: self|own|opponent|any, face_down: true, feature: …}`: the cards set on this character /
# your characters / the opponent's / any ("AP +1000 for each card set on this character", "if 2 or more cards are set
# face down on your characters in all"); a face-down card has no information, so a card filter reads face-up ones only
CONDITION_SET_KEYS = ("set", "face_down", "min", "max", "type", "feature", "name")


# watchers of the cards set on a character (judge/rules/watchers.py set_cards_seen): `by` filters the character they
# are set on, `card` the card (`face_down: true`; `feature`… only a face-up card has one); "each time one card is set on
# this character" triggers once per card, "when a card set on … leaves the scene" once per event, or once per card
# with `each: true` ("each time one leaves"); a card set on a character that leaves with it leaves too (p.23)
SET_CARD_FILTER_KEYS = ("face_down", "type", "feature", "name")
_case_trigger = TRIGGERS.pop("on_case_solution")
for _name, _en, _th, _trace_en, _trace_th in (
    ("watch_set", "Each time {card} is set on {by}", "ทุกครั้งที่มี{card}ถูกเซ็ตไว้บน{by}",
     '"when a card is set on a character"', '"เมื่อมีการ์ดถูกเซ็ตบนตัวละคร"'),
    ("watch_set_leave", "When {card} set on {by} leaves the scene",
     "เมื่อ{card}ที่เซ็ตไว้บน{by}ออกจากที่เกิดเหตุ",
     '"when a set card leaves the scene"', '"เมื่อการ์ดที่เซ็ตไว้ออกจากที่เกิดเหตุ"'),
):
    TRIGGERS.add(Trigger(_name, _en, _th, ("set-cards", "pending-effects"), ("T:watch_set",), "watcher", _trace_en,
                         _trace_th))
TRIGGERS.add(_case_trigger)
del _name, _en, _th, _trace_en, _trace_th

_step("set_on", "ref", "put the top card of its owner's deck face down, set on {target}",
      "นำการ์ดใบบนสุดของเด็คเจ้าของตัวละคร เซ็ตคว่ำหน้าไว้บน {target}", ("set-cards", "deck-out-mid-effect"),
      ("E:set_card",), ("then",))
# "set a 工藤有希子 from your Remove Area face down on this character" (p.23): the cards a card selector chooses
_step("set_from", "cards", "set {cards} face down on this character", "เซ็ต{cards}คว่ำหน้าไว้บนตัวละครนี้",
      ("set-cards", "doing-effects"), ("E:set_card",), ("then", "otherwise"))
# "move a face-down card set on this character onto the chosen character" (p.23): the card stays in the scene, now
# set on that one (a card set on it: its "each time a card is set on it" triggers)
_step("move_set", "count", "move {n} {face}card(s) set on this character onto {target}",
      "ย้ายการ์ดที่เซ็ต{face}ไว้บนตัวละครนี้ {n} ใบ ไปเซ็ตบน{target}", ("set-cards",), ("E:move_set_card",),
      ("target", "face_down"))
_step("remove_set", "count", "remove {n} {face}card(s) set on {on} (not at all if fewer are there)",
      "รีมูฟการ์ดที่เซ็ต{face}ไว้บน{on} {n} ใบ (ถ้ามีไม่ครบจะทำไม่ได้เลย)", ("set-cards",), ("E:remove_set_card",),
      ("host", "face_down", "name", "to", "then", "otherwise"))

# ------------------------------------------------------------------ cards stacked under a character (p.23
# stacked-cards), done by judge/rules/steps/stacking.py: the chosen cards (a card selector: from the Remove Area, the hand,
# the scene…) go under this character or under one character a filter allows; there they have no information but
# their number, which a condition or a count reads (`{stacked: self, min: N}`: the [N or more] abilities)
STEP_KEY_KINDS += ("under",)
step_key("under", "under")  # stack: `self` (default), or a filter naming the one character the cards go under
_step("stack", "cards", "stack {cards} under {under}", "ซ้อน{cards}ไว้ใต้{under}", ("stacked-cards", "doing-effects"),
      ("E:stack_under", "E:stacked_abilities"), ("under", "then", "otherwise"))
COST_STEPS += ("stack",)  # "stack a character of yours under this one" as a Declare's cost (paid in full)
CONDITION_STACKED = ("self",)  # a condition or count `{stacked: self}`: the cards stacked under this character

# an Event set on a character (p.23): `attach: FILTER` in its effect sets this event face up on one character the
# filter allows (mandatory when there is one; none: the event goes to the Remove Area as usual, official Q&A on
# B01023), and its `while_set:` abilities are the character's while the event stays set on it
_step("attach", "condition", "set this event on {target}", "เซ็ตอีเวนต์นี้ไว้บน{target}", ("set-cards", "event-card"),
      ("E:attach_event",))
# "this event can be used only if …" (p.11): its gates (`valid: ICON`, `if: CONDITION`), judged whenever it would be
# used — from hand, by Next Hint or by an effect (official Q&A on B03029); unmet, it cannot be used at all
ABILITIES.add(Entry("use_if", "This event can be used only if", "อีเวนต์นี้ใช้ได้เฉพาะเมื่อ", ("event-card", "validity"),
                    ()))
ABILITIES.add(Entry("while_set", "The character this event is set on has", "ตัวละครที่มีอีเวนต์นี้เซ็ตอยู่มี",
                    ("set-cards",), ("E:grant_ability",)))

# ------------------------------------------------------------------ what an ability did, revealing, naming, turn-long
# rules for a player, "choose up to N of the following" (done by judge/rules/steps/revealing.py, steps/forbid.py and
# steps/choices.py; judge/rules/restrictions.py says what is forbidden). A condition, a counted amount or a bound
# may say `did: VERB`: the cards this ability (its Declare's cost included) did that to ("if this removed 3 or
# more …", "draw as many as you discarded", "of a level up to the removed card's"); the verbs are the steps that
# act on cards, and the costs written like them.
DID_VERBS = ("discard", "remove", "remove_top", "remove_set", "sleep", "stun", "activate", "bottom", "move", "play",
             "draw", "look_take", "reveal_until", "reveal_from_hand",
             "look_rest", "stack", "investigate",  # the cards look_take left (where `rest` put them), stacked, found
             "flip_evidence",  # the evidence a `flip_evidence` (cost) turned face up: "for each evidence it turned"
             "flip_up", "flip_down")  # the evidence a flip turned over (a `flip_evidence` cost is a flip_up too)
DID_PER = ("level", "ap")  # `per:` a sum of the cards' levels, or of their AP in thousands, instead of their number
_step("reveal_from_hand", "cards", "reveal {cards} from your hand (they stay in it)",
      "เปิดให้ดู{cards}จากมือ (การ์ดยังอยู่ในมือ)", ("doing-effects", "cost"), ("E:reveal_from_hand",),
      ("then", "otherwise"))
COST_STEPS += ("reveal_from_hand",)
# "your opponent reveals their hand (then takes it back)" (p.22): every card of it is shown; a `move` from their hand
# after it ("choose a card of level 7 or less among them; your opponent removes it") picks among them
VALUE_KINDS += ("side",)  # self or opponent: whose hand
_step("reveal_hand", "side", "{player} reveal(s) the whole hand, then take(s) it back",
      "{player}เปิดไพ่บนมือทั้งหมดให้ดู แล้วเก็บกลับ", ("doing-effects",), ("E:reveal_hand",))
# "you may set off the [Spark] effect of that card" (p.19): the chosen card's Spark steps are done now, by this
# ability's owner, wherever the card is (it does not move, unless its Spark moves it); a rule that forbids using Spark
# does not stop it, an unmet icon of the Spark makes it do nothing (official Q&A on B06023, B06034, B06036)
_step("use_spark", "cards", "set off the [Spark] effect of {cards}", "ทำให้เอฟเฟกต์ [ฮิราเมกิ] ของ{cards}ทำงาน",
      ("spark", "doing-effects"), ("E:use_spark",))
_step("name_card", "bool", "name a card name", "ระบุชื่อการ์ด 1 ชื่อ", ("doing-effects",), ("E:name_card",))
_step("name_feature", "bool", "name a feature", "ระบุคุณลักษณะ 1 อย่าง", ("doing-effects",), ("E:name_card",))
# p.27: "rewrite this character's card name to the named one until the end of the turn": it has that name only, its
# printed ones not (official Q&A on PR099); a modifier of the card, it ends with the duration or when it leaves
_step("rename", "text", "the card name of {target} is {keyword} until the end of the {until}",
      "ชื่อการ์ดของ {target} เป็น {keyword} จนจบ{until}", ("doing-effects", "multiple-names"), (), ("target", "until"))
# "when you reveal a 工藤新一 from hand by your ability, effect or Declare cost": a watcher of the cards revealed (it
# waits, as every trigger, until the effect that revealed them is done); kept before the Case card's trigger, the
# table's last
_case_trigger = TRIGGERS.pop("on_case_solution")
TRIGGERS.add(Trigger("watch_reveal", "When {by} is revealed from your hand by your ability, effect or [Declare] cost",
                     "เมื่อ{by}ถูกเปิดจากมือของเราด้วยความสามารถ เอฟเฟกต์ หรือคอสต์ [ประกาศ] ของเรา",
                     ("doing-effects", "pending-effects"), ("T:watch_reveal",), "watcher",
                     '"when a card is revealed from hand"', '"เมื่อเปิดการ์ดจากมือ"'))
TRIGGERS.add(_case_trigger)

# "this turn, you / your opponent cannot use events, Next Hint, Cut-in, Disguise, Spark" (p.22: an effect that lasts
# until the end of the turn, or of the Action): a rule on the player, kept with them until it ends
BARS = ("event", "next-hint", "cut-in", "disguise", "spark")
VALUE_KINDS += ("bars",)  # a word of BARS, or a list of them
STEP_KEY_KINDS += ("bars",)
# "this turn, you cannot use or put in a card named [ジン]" (official Q&A on B06103): `put-in` is putting a character
# into the scene by an ability or effect (a Cut-in and a Spark are not); `only: FILTER` limits the rule to the cards
# that meet it
BARS += ("put-in",)
BARS += ("case-closed",)  # "you cannot [Case Closed]" (B09107, a Case card's continuous ban)
step_key("only", "cards")
_step("forbid", "bars", "{player} cannot use {what} until the end of the {until}",
      "{player}ใช้{what}ไม่ได้จนจบ{until}", ("doing-effects", "supp-icons"),
      ("E:forbid_use", "E:no_cut_in", "E:no_next_hint"), ("player", "until", "only"))
# "your opponent gains no evidence by this Action" (a Spark: p.19 step 3 gains nothing): `no_evidence: opponent` (or
# `self`), kept with that player until the Action [Case] in progress ends (judge/rules/steps/forbid.py)
_step("no_evidence", "side", "{who} gain(s) no evidence by this Action [Case]", "{who}ไม่ได้หลักฐานจากแอคชั่น [คดี] นี้",
      ("spark", "supp-spark-steps"), ())

# "… is chosen by your opponent's ability or effect: your opponent may discard 1; if they don't, nullify it": a
# watcher done at once inside the choosing ability (judge/rules/effects.chosen), whose `negate` stops that ability
# from its choice on (judge/rules/doing.Negated; official Q&A on B04003, B08081)
_step("negate", "bool", "nullify that ability (nothing of it from its choice on is done)",
      "ทำให้ความสามารถนั้นไม่มีผล (ตั้งแต่การเลือกเป็นต้นไปไม่ทำเลย)", ("doing-effects",))
_case_trigger = TRIGGERS.pop("on_case_solution")
TRIGGERS.add(Trigger("watch_chosen", "When {by} is chosen by your opponent's ability or effect (done at once)",
                     "เมื่อ{by}ถูกเลือกโดยความสามารถหรือเอฟเฟกต์ของคู่แข่ง (ทำทันที)", ("doing-effects", "pending-effects"),
                     (), "watcher", '"when a character is chosen by the opponent"', '"เมื่อตัวละครถูกคู่แข่งเลือก"'))
TRIGGERS.add(_case_trigger)

# "choose up to N of the following": the player picks several different options (`choose 1 3`), done in printed order
step_key("up_to", "count")
_step("choose_some", "options", "choose up to {n} of the following, done in order: {options}",
      "เลือกได้สูงสุด {n} ข้อต่อไปนี้ แล้วทำตามลำดับ: {options}", ("doing-effects",), ("E:choose_up_to_options",),
      ("up_to",))

# "this character must Guard if able" (p.16), "… cannot deduce" (p.15), "does not become active in the auto phase"
# (p.10): a continuous effect (also given until a duration ends, `gain: {static: …}`)
RESTRICTIONS += ("deduce", "wake")
_static("must", "text", "{target} must {what} if able", "{target} ต้อง{what}ถ้าทำได้", ("E:must_guard",),
        ("target", "limit"))  # limit: N — [Turn N] on be-acted-on: each Action of the opponent's uses it (p.24)
MUSTS = ("guard", "be-chosen-by-event")  # be-chosen-by-event: the opponent's Event effects must choose it if able
MUSTS += ("be-acted-on",)  # the opponent's Actions must target it if able (p.16)
MUST_USE = "must"  # the use a [Turn N] `must: be-acted-on` counts in `uses_this_turn` (p.24)
# "the opponent's characters' [On Disguise] do not trigger" (p.21): they may still Disguise (official Q&A on B04034)
RESTRICTIONS += ("on-disguise",)
# the same rule on a player as a continuous ability ("your opponent cannot use [Cut-in]", "… cannot use [Spark]"):
# it holds while its card is in the scene and its gates hold
# "you cannot use characters from hand other than [探偵] ones (Next Hint included)" (a Case card's, official Q&A on
# B05120): `forbid: character` with `except:` the card filter of those still allowed; a Case card's `static` holds
# while it is the player's case
BARS += ("character",)
step_key("except", "cards")
_static("forbid", "bars", "{player} cannot use {what}", "{player}ใช้{what}ไม่ได้", ("E:forbid_use",), ("player", "except"))
