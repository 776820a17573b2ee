"""The checker of the card-script language (docs/card-scripts.md): the cards of a scenario and the scripts of
card_data/scripts/ are written in the same keys and steps, and read against the registry (judge/scripts/registry.py).

`Checker` knows the file and the line of every key: a mistake is reported as FILE:LINE, the key, what is wrong and
what is allowed, and every mistake of a file is reported at once (up to MAX_PROBLEMS). The scenario loader
(judge/scenario.py), the rulings, and the build use it.
"""

from __future__ import annotations

import re

from judge.errors import MAX_PROBLEMS, ScenarioError
from judge.i18n import Pair, messages, say
from judge.lines import REF_RE
from judge.scripts.registry import (BARS, BOUNDS, CARD_SELECTOR, CARD_TYPES, CARD_WHOSE, CARD_ZONES, CASE_CLOSED_COSTS,
                                    CASE_RULE_KEYS,
                                    COMPARED, CONDITION_SIDES, CONDITION_STACKED, CONDITION_ZONES, CONDITIONS,
                                    ENTERED_BY_KEYS, COST_STEPS, DECLARE_KEYS, DID_PER, DID_VERBS, HAS,
                                    KEYWORD_RE, KEYWORDS, MUST_USE, MUSTS, ANY_OF_FILTERS, PERMISSIONS, PLACES, RESTRICTIONS, SELECTOR, SET_HOSTS, SET_OFF,
                                    REMOVAL_VIA, SIDES, STATIC, STATIC_WHERE, STEP_KEYS, STEPS, TURN_MEMORY,
                                    UNCHOOSABLE, UNREMOVABLE, WHOSE)
from judge.state import (CARD_KEYS, COLORS, DURATIONS, EFFECTS, PLAYERS, REAL_CARD_KEYS, STATES, TRIGGERS, VALIDITY,
                         WATCHERS, CASE_TRIGGERS, real_card)
from judge.scripts.registry import CONDITION_SET_KEYS, SET_CARD_FILTER_KEYS  # cards set on a character (p.23)

# the checker's problems and hints; keys, values and examples in them are YAML as written (code, in both languages)
messages({
    "scenario.see": ("see {page}", "ดู {page}"),
    "scenario.see-docs": ("{hint} · see {page}", "{hint} · ดู {page}"),
    "scenario.not-mapping": ("must be a mapping (got {kind})", "ต้องเป็นแมปปิง (ที่เขียนเป็น {kind})"),
    "scenario.keys": ("keys: {keys}", "คีย์: {keys}"),
    "scenario.unknown-key": ("unknown key", "ไม่รู้จักคีย์นี้"),
    "scenario.allowed-here": ("allowed here: {keys}", "คีย์ที่ใช้ได้ตรงนี้: {keys}"),
    "scenario.not-integer": ("must be a whole number (got {got})", "ต้องเป็นจำนวนเต็ม (ที่เขียน: {got})"),
    "scenario.too-small": ("must be at least {least} (got {got})", "ต้องไม่น้อยกว่า {least} (ที่เขียน: {got})"),
    "scenario.too-large": ("must be at most {most} (got {got}): beyond any real game",
                           "ต้องไม่เกิน {most} (ที่เขียน: {got}): เกินกว่าเกมจริงใดๆ"),
    "scenario.not-bool": ("must be true or false (got {got})", "ต้องเป็น true หรือ false (ที่เขียน: {got})"),
    "scenario.not-text": ("must be text (got {got})", "ต้องเป็นข้อความ (ที่เขียน: {got})"),
    "scenario.not-choice": ("must be one of {allowed} (got {got})", "ต้องเป็นค่าใดค่าหนึ่งใน {allowed} (ที่เขียน: {got})"),
    "scenario.not-list": ("must be a list (got {kind})", "ต้องเป็นลิสต์ (ที่เขียนเป็น {kind})"),
    "scenario.modifier": ("a modifier changes exactly one of ap, lp, level, or grants one keyword, or gives one "
                          "ability",
                          "ตัวปรับค่าหนึ่งตัวเปลี่ยน ap, lp หรือ level อย่างใดอย่างหนึ่งเท่านั้น หรือให้คีย์เวิร์ดหนึ่งอย่าง "
                          "หรือให้ความสามารถหนึ่งอย่าง"),
    "scenario.modifier-hint": ("e.g. {{ap: 1000, until: end-of-turn}} or {{grant: rush, until: end-of-turn}}",
                               "เช่น {{ap: 1000, until: end-of-turn}} หรือ {{grant: rush, until: end-of-turn}}"),
    "scenario.not-use": ("is not an ability this card may have used this turn (got {got})",
                         "ไม่ใช่ความสามารถที่การ์ดใบนี้ใช้ไปแล้วในเทิร์นนี้ได้ (ที่เขียน: {got})"),
    "scenario.use-hint": ("declare, a trigger such as on_play or watch_action, watch_action.2 for its second "
                          "watcher of that key, or the `shared` name of a limit of its abilities",
                          "declare, ทริกเกอร์ เช่น on_play หรือ watch_action, watch_action.2 สำหรับวอตเชอร์ตัวที่สอง"
                          "ของคีย์นั้น หรือชื่อ `shared` ของลิมิตในความสามารถของการ์ด"),
    "scenario.not-ref": ("must be a card reference (got {got})", "ต้องเป็นการอ้างถึงการ์ด (ที่เขียน: {got})"),
    "scenario.ref-hint": ("id, A.id, B.id, A.partner or B.case", "id, A.id, B.id, A.partner หรือ B.case"),
    "scenario.bound": ("a bound needs max or min", "ขอบเขตต้องมี max หรือ min"),
    "scenario.bound-hint": ("e.g. level: {{max: 5}}", "เช่น level: {{max: 5}}"),
    "scenario.unknown-keyword": ("unknown keyword {got}", "ไม่รู้จักคีย์เวิร์ด {got}"),
    "scenario.every-no-up-to": ("a continuous ability applies to every character its selector allows",
                                "ความสามารถต่อเนื่องมีผลกับตัวละครทุกตัวที่ตัวเลือกเป้าหมายยอมรับ"),
    "scenario.every-no-up-to-hint": ("leave out up_to and count", "ไม่ต้องเขียน `up_to` และ `count`"),
    "scenario.how-many": ("a selector says how many are chosen, once: up_to N, count: N (exactly N: \"choose N\"), "
                          "or all: true for every one it allows",
                          "ตัวเลือกเป้าหมายต้องบอกจำนวนที่เลือกหนึ่งครั้ง: up_to N, count: N (เลือก N ใบพอดี) หรือ all: true "
                          "สำหรับทุกใบที่ยอมรับ"),
    "scenario.how-many-hint": ("e.g. {{character: any, up_to: 1}}", "เช่น {{character: any, up_to: 1}}"),
    "scenario.step-mapping": ("an effect step is a one-key mapping", "ขั้นของเอฟเฟกต์คือแมปปิงที่มีคีย์เดียว"),
    "scenario.effects-hint": ("effects: {names}", "เอฟเฟกต์: {names}"),
    "scenario.unknown-effect": ("unknown effect {got}", "ไม่รู้จักเอฟเฟกต์ {got}"),
    "scenario.one-effect": ("one effect per step", "หนึ่งขั้นมีได้เอฟเฟกต์เดียว"),
    "scenario.unknown-icon": ("unknown validity icon {got}", "ไม่รู้จักไอคอนเงื่อนไข {got}"),
    "scenario.condition-mapping": ("a condition is a mapping (got {got})", "เงื่อนไขต้องเป็นแมปปิง (ที่เขียน: {got})"),
    "scenario.condition-hint": ("e.g. {{character: own, feature: 警察, min: 3}}", "เช่น {{character: own, feature: 警察, min: 3}}"),
    "scenario.static-holds": ("a continuous ability says what holds", "ความสามารถต่อเนื่องต้องบอกว่ามีผลอะไร"),
    "scenario.static-holds-hint": ("e.g. [{{valid: your-turn}}, {{ap: 1000}}]; continuous effects: {names}",
                                   "เช่น [{{valid: your-turn}}, {{ap: 1000}}]; เอฟเฟกต์ต่อเนื่อง: {names}"),
    "scenario.unknown-static": ("unknown continuous effect {got}", "ไม่รู้จักเอฟเฟกต์ต่อเนื่อง {got}"),
    "scenario.features-empty": ("`features:` names what is lost (`lose: [..]`) or gained (`gain: [..]`)",
                                "`features:` ต้องระบุคุณลักษณะที่เสีย (`lose: [..]`) หรือได้ (`gain: [..]`)"),
    "scenario.static-where-self": ("a continuous effect with `where:` is on this card itself: leave `target` out",
                                   "เอฟเฟกต์ต่อเนื่องที่มี `where:` มีผลกับการ์ดใบนี้เอง: ไม่ต้องใส่ `target`"),
    "scenario.ignore-colour": ("ignore_case_colour is `true`, `next-hint` or a list of gates, each {{valid: ICON}} or {{if: CONDITION}}",
                               "ignore_case_colour เขียนเป็น `true`, `next-hint` หรือรายการเงื่อนไข แต่ละข้อเป็น {{valid: ICON}} หรือ {{if: CONDITION}}"),
    "scenario.ignore-colour-hint": ("e.g. ignore_case_colour: [{{valid: case-feature YAIBA}}]",
                                    "เช่น ignore_case_colour: [{{valid: case-feature YAIBA}}]"),
    "scenario.static-hint": ("gates: valid, if; continuous effects: {names}", "เงื่อนไข: valid, if; เอฟเฟกต์ต่อเนื่อง: {names}"),
    "scenario.count-once": ("a selector says how many once (got {got})", "ตัวเลือกการ์ดบอกจำนวนได้ครั้งเดียว (ที่เขียน: {got})"),
    "scenario.count-once-hint": ("up_to: N, count: N or any_number: true", "up_to: N, count: N หรือ any_number: true"),
    "scenario.gained-one": ("a gained ability is one trigger key with its steps (got {got})",
                            "ความสามารถที่ได้รับต้องเป็นคีย์ทริกเกอร์หนึ่งคีย์พร้อมขั้นตอนของมัน (ที่เขียน: {got})"),
    "scenario.gained-one-hint": ("e.g. gain: {{on_action: [{{draw: 1}}]}}", "เช่น gain: {{on_action: [{{draw: 1}}]}}"),
    "scenario.only-true": ("{key} is written only as `{key}: true`", "{key} เขียนได้แบบ `{key}: true` เท่านั้น"),
    "scenario.self-scene": ("`self: true` names this card: in the scene, in the Remove Area, or wherever it is",
                            "`self: true` หมายถึงการ์ดใบนี้: ในที่เกิดเหตุ ในรีมูฟโซน หรือที่ใดก็ตามที่การ์ดอยู่"),
    "scenario.self-scene-hint": ("write it with from: scene, from: remove, or with no `from`",
                                 "เขียนคู่กับ from: scene, from: remove หรือไม่ต้องมี `from`"),
    "scenario.empty-features": ("a list of features needs at least one", "ลิสต์ของคุณลักษณะต้องมีอย่างน้อยหนึ่งอย่าง"),
    "scenario.empty-names": ("a list of names needs at least one", "ลิสต์ของชื่อต้องมีอย่างน้อยหนึ่งชื่อ"),
    "scenario.empty-list-hint": ("e.g. name: [赤井秀一, 諸星大]", "เช่น name: [赤井秀一, 諸星大]"),
    "scenario.empty-colors": ("a list of colours needs at least one", "ลิสต์ของสีต้องมีอย่างน้อยหนึ่งสี"),
    "scenario.empty-colors-hint": ("e.g. color: [blue, black]", "เช่น `color: [blue, black]`"),
    "scenario.any-of": ("any_of lists two or more sets of filters", "any_of ต้องมีชุดตัวกรองตั้งแต่สองชุดขึ้นไป"),
    "scenario.any-of-hint": ("e.g. any_of: [{{name: 妃英理}}, {{feature: 毛利探偵事務所}}]",
                             "เช่น any_of: [{{name: 妃英理}}, {{feature: 毛利探偵事務所}}]"),
    "scenario.cost-self": ("a cost changes this card's own values: `target: self`",
                           "ค่าใช้จ่ายเปลี่ยนค่าของการ์ดใบนี้เอง: `target: self`"),
    "scenario.move-cost": ("a cost moves an exact number of cards", "ค่าใช้จ่ายต้องย้ายการ์ดเป็นจำนวนที่แน่นอน"),
    "scenario.move-cost-hint": ("e.g. {{count: 1, name: 怪盗キッド}}", "เช่น {{count: 1, name: 怪盗キッド}}"),
    "scenario.move-set-target": ("move_set needs `target:`, the character the set card goes onto",
                                 "move_set ต้องมี `target:` คือตัวละครที่การ์ดที่เซ็ตไว้จะย้ายไป"),
    "scenario.move-set-target-hint": ("e.g. `target: {{character: own, face_down_set: false, up_to: 1}}`",
                                      "เช่น `target: {{character: own, face_down_set: false, up_to: 1}}`"),
    "scenario.either-cost": ("`either` lists two or more costs, each a list of cost items written as mappings "
                             "(not `sleep`, `bottom` or another `either`)",
                             "`either` มีคอสต์ตั้งแต่สองแบบขึ้นไป แต่ละแบบเป็นลิสต์ของคอสต์ที่เขียนเป็น `{{…}}` "
                             "(ไม่ใช่ `sleep`, `bottom` หรือ `either` ซ้อน)"),
    "scenario.either-cost-hint": ("e.g. `either: [[{{remove_set: 1, host: any, face_down: true}}], [{{discard: 1}}]]`",
                                  "เช่น `either: [[{{remove_set: 1, host: any, face_down: true}}], [{{discard: 1}}]]`"),
    "scenario.options": ("choose_one lists two or more options, each a list of steps",
                         "choose_one มีตัวเลือกตั้งแต่สองตัวขึ้นไป แต่ละตัวเป็นลิสต์ของขั้นตอน"),
    "scenario.yes-no": ("yes or no (got {got})", "ใช่หรือไม่ใช่ (ที่เขียน: {got})"),
    "scenario.yes-no-hint": ("true or false", "true หรือ false"),
    "scenario.card-ref-text": ("a card number or ID is text (got {got})", "เลขการ์ดหรือรหัสการ์ดต้องเป็นข้อความ (ที่เขียน: {got})"),
    "scenario.card-ref-text-hint": ('quote it: card: "0055" (YAML drops leading zeros), or give the printed number, '
                                    'e.g. card: B01065',
                                    'ใส่เครื่องหมายคำพูด: card: "0055" (YAML ตัดเลขศูนย์ข้างหน้าทิ้ง) '
                                    'หรือใช้เลขที่พิมพ์บนการ์ด เช่น card: B01065'),
    "scenario.card-ref-long": ("{got} is not a card number or ID ({n} characters)",
                               "{got} ไม่ใช่เลขการ์ดหรือรหัสการ์ด (ยาว {n} ตัวอักษร)"),
    "scenario.card-ref-long-hint": ('a printed number such as B01065, or a card ID such as "0208"',
                                    'เลขที่พิมพ์บนการ์ด เช่น B01065 หรือรหัสการ์ด เช่น "0208"'),
    "scenario.printed": ("'{key}' is printed on the card: real cards take their printed values from the card list",
                         "'{key}' พิมพ์อยู่บนการ์ดแล้ว: การ์ดจริงใช้ค่าที่พิมพ์ตามรายการการ์ด"),
    "scenario.printed-hint": ("beside `card:` only {keys} may be written; to change a value in play, use "
                              "mods: [{{ap: 1000, until: end-of-turn}}] (docs/scenario-format.md)",
                              "ข้าง `card:` เขียนได้เฉพาะ {keys}; ถ้าจะเปลี่ยนค่าระหว่างเล่น ใช้ "
                              "mods: [{{ap: 1000, until: end-of-turn}}] (docs/scenario-format.md)"),
    "scenario.no-card": ("no card has the number or ID {got}", "ไม่มีการ์ดที่มีเลขหรือรหัส {got}"),
    "scenario.wrong-kind": ("{ref} ({name}) is {kind} card, which does not go here",
                            "{ref} ({name}) เป็น{kind} ซึ่งใส่ตรงนี้ไม่ได้"),
    "scenario.wrong-kind-hint": ("put it under {where}", "ใส่ไว้ใต้ {where}"),
    "scenario.watch-filter": ("a watcher's filter is `self` or a mapping (got {got})",
                              "ตัวกรองของความสามารถเฝ้าดูเป็น `self` หรือแมปปิง (ที่เขียน: {got})"),
    "scenario.watch-filter-hint": ("e.g. by: {{character: own, color: yellow}} or by: [self, {{character: own}}]",
                                   "เช่น by: {{character: own, color: yellow}} หรือ by: [self, {{character: own}}]"),
    "scenario.watch-steps": ("a watcher says what it does under `steps`", "ความสามารถเฝ้าดูต้องบอกสิ่งที่ทำไว้ใต้ `steps`"),
    "scenario.watch-steps-hint": ("e.g. {{by: {{character: own}}, steps: [{{draw: 1}}]}}",
                                  "เช่น {{by: {{character: own}}, steps: [{{draw: 1}}]}}"),
    "scenario.under": ("`under:` is `self` or a filter naming the character the cards go under (got {got})",
                       "`under:` ต้องเป็น `self` หรือตัวกรองของตัวละครที่จะซ้อนการ์ดไว้ใต้ (ที่เขียน: {got})"),
    "scenario.under-hint": ("e.g. `under: {{character: own, color: blue}}`",
                            "เช่น `under: {{character: own, color: blue}}`"),
    "scenario.declares-two": ("`declares` lists two or more Declares, in printed order",
                              "`declares` ต้องมีความสามารถ [ประกาศ] ตั้งแต่สองอย่างขึ้นไป ตามลำดับที่พิมพ์บนการ์ด"),
    "scenario.declares-two-hint": ("a card with one Declare writes it under `declare:`",
                                   "การ์ดที่มี [ประกาศ] อย่างเดียวให้เขียนไว้ใต้ `declare:`"),
    "scenario.script-none": ("a card script is a mapping of abilities ({{}} for a card with none)",
                             "สคริปต์การ์ดคือแมปปิงของความสามารถ ({{}} สำหรับการ์ดที่ไม่มีความสามารถ)"),
    "scenario.rules-true": ("`rules: true` says the card has only the Partner rules (Case Closed, Assist)",
                            "`rules: true` หมายถึงการ์ดมีเฉพาะกฎของพาร์ทเนอร์ (ปิดคดี แอสซิสต์)"),
    "scenario.keyword-icon": ("a keyword under an icon needs its validity icon, or a list of icons that must all hold",
                              "คีย์เวิร์ดใต้ไอคอนต้องมีไอคอนเงื่อนไขของมัน หรือลิสต์ของไอคอนที่ต้องเป็นจริงทั้งหมด"),
    "scenario.keyword-icon-hint": ("e.g. valid: partner green, or valid: [partner yellow, resolution-phase]",
                                   "เช่น valid: partner green หรือ valid: [partner yellow, resolution-phase]"),
    "scenario.bad-id": ("must match [a-z0-9_-]+ (got {got})", "ต้องตรงกับ [a-z0-9_-]+ (ที่เขียน: {got})"),
    "scenario.bad-id-hint": ("e.g. id: heiji", "เช่น id: heiji"),
    "scenario.name-kind": ("must be text or a list of names", "ต้องเป็นข้อความหรือลิสต์ของชื่อ"),
    "scenario.name-each": ("each name is text (got {got})", "ชื่อแต่ละชื่อต้องเป็นข้อความ (ที่เขียน: {got})"),
    "scenario.name-each-hint": ("quote a name that is a number", "ใส่เครื่องหมายคำพูดให้ชื่อที่เป็นตัวเลข"),
    "scenario.disguise-empty": ("a Disguise with icons lists at least one", "ปลอมตัวที่มีไอคอนต้องมีอย่างน้อยหนึ่งไอคอน"),
    "scenario.disguise-empty-hint": ("disguise: true, or [file 5]", "disguise: true หรือ [file 5]"),
    "scenario.icon-hint": ("e.g. case white, file 5", "เช่น case white, file 5"),
})

ID_RE = re.compile(r"^[a-z0-9_-]+$")
# effect name -> (kind of its value, extra keys allowed): from the one vocabulary (judge/scripts/registry.py)
EFFECT_KEYS = {name: (entry.value, entry.extra) for name, entry in STEPS.items()}
assert tuple(EFFECT_KEYS) == EFFECTS  # the engine does every effect the loader accepts
# beyond any real game (a deck is 40 cards, AP a few thousand): a file past these is a mistake or an attack
MAX_ZONE_CARDS = 300
MAX_NUMBER = 1_000_000
MAX_CARD_REF = 40  # characters of a `card:` number or ID (B01065P2 is 8)
DOCS = "docs/scenario-format.md"
EFFECT_LISTS = ("cut_in", "cut_ins", "spark", "effect", "declare", "declares", *TRIGGERS)
VALIDITY_FORMS = ("your-turn, opponent-turn, case-phase, resolution-phase, file N, partner COLOR, case COLOR, "
                  "case COLOR or COLOR, case-feature FEATURE, bond NAME, stacked N")
KEYWORD_FORMS = "haste, rush, rush-character, rush-case, rush-level N, bullet, mislead N, investigate N, trace"
# what a real card is, for "is a … card, which does not go here"
CARD_KINDS = {"character": Pair("a character", "การ์ดตัวละคร"), "event": Pair("an event", "การ์ดอีเวนต์"),
              "partner": Pair("a partner", "การ์ดพาร์ทเนอร์"), "case": Pair("a case", "การ์ดคดี")}


def docs_page(path: tuple) -> str:
    """The part of docs/scenario-format.md that explains the key at `path` (relative to the scenario)."""
    if not path or path[0] not in ("players", "do", "expect"):
        return f"{DOCS}#top-level-keys"
    if path[0] == "do":
        return f"{DOCS}#the-lines-do"
    if path[0] == "expect":
        return f"{DOCS}#expectations-expect"
    if any(p in EFFECT_LISTS for p in path):
        return f"{DOCS}#effect-steps"
    if len(path) > 4 or (len(path) == 4 and isinstance(path[3], int)):
        return f"{DOCS}#a-card"
    return f"{DOCS}#a-player"


def _short(value, width: int = 60) -> str:
    """A value as written in a message: its repr, cut to `width` characters."""
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"


class Checker:
    """Validation helpers that know the file and the line of every key."""

    def __init__(self, file: str, lines: dict[tuple, int], prefix: tuple = (), docs: bool = True):
        # prefix: where the scenario sits in its file (a ruling keeps it under `scenario`);
        # docs: hints end with the part of docs/scenario-format.md that explains the key
        self.file, self.lines, self.prefix, self.docs = file, lines, prefix, docs
        self.problems: list[ScenarioError] = []

    def collect(self, check, *args):
        """Run one check; its mistake is kept and checking goes on (until MAX_PROBLEMS)."""
        try:
            return check(*args)
        except ScenarioError as e:
            if e.stopped:
                raise
            self.problems += e.problems
            if len(self.problems) >= MAX_PROBLEMS:
                raise ScenarioError.several(self.problems, stopped=True) from None
            return None

    def raise_problems(self):
        if self.problems:
            raise ScenarioError.several(self.problems)

    def line(self, path: tuple) -> int | None:
        path = self.prefix + path
        while path and path not in self.lines:
            path = path[:-1]
        return self.lines.get(path)

    def key(self, path: tuple) -> str:
        out = ""
        for p in self.prefix + path:
            out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
        return out

    def fail(self, path: tuple, problem, hint=None):
        """Raise the mistake at `path`: `problem` and `hint` are Msgs (or code, such as a list of allowed words)."""
        if self.docs:
            hint = (say("scenario.see-docs", hint=hint, page=docs_page(path)) if hint
                    else say("scenario.see", page=docs_page(path)))
        raise ScenarioError(self.file, self.line(path), self.key(path) or None, problem, hint)

    def mapping(self, value, path, allowed) -> dict:
        if not isinstance(value, dict):
            self.fail(path, say("scenario.not-mapping", kind=type(value).__name__), say("scenario.keys", keys=", ".join(allowed)))
        for k in value:
            if k not in allowed:  # the other keys are still checked
                self.collect(self.fail, path + (k,), say("scenario.unknown-key"),
                             say("scenario.allowed-here", keys=", ".join(map(str, allowed))))
        return value

    def integer(self, value, path, minimum: int | None = None, maximum: int = MAX_NUMBER) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(path, say("scenario.not-integer", got=_short(value)))
        if minimum is not None and value < minimum:
            self.fail(path, say("scenario.too-small", least=minimum, got=value))
        if value > maximum or value < -maximum:
            self.fail(path, say("scenario.too-large", most=f"{maximum:,}", got=f"{value:,}"))
        return value

    def boolean(self, value, path) -> bool:
        if not isinstance(value, bool):
            self.fail(path, say("scenario.not-bool", got=_short(value)))
        return value

    def text(self, value, path) -> str:
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            self.fail(path, say("scenario.not-text", got=_short(value)))
        return str(value)

    def choice(self, value, path, allowed) -> str:
        if value not in allowed:
            self.fail(path, say("scenario.not-choice", allowed=", ".join(map(str, allowed)), got=_short(value)))
        return value

    def listing(self, value, path) -> list:
        if not isinstance(value, list):
            self.fail(path, say("scenario.not-list", kind=type(value).__name__))
        return value


# ------------------------------------------------------------------ validation

def _check_colors(c: Checker, value, path):
    for i, col in enumerate(c.listing(value, path)):
        c.choice(col, path + (i,), COLORS)


MOD_STATS = ("ap", "lp", "level", "grant", "gain", "base_ap", "base_lp", "rename", "lose",
             "features")  # a scenario's `mods:` (state.Modifier)


def _check_mods(c: Checker, value, path):
    for i, m in enumerate(c.listing(value, path)):
        c.mapping(m, path + (i,), (*MOD_STATS, "until", "source"))
        stats = [k for k in m if k in MOD_STATS]
        if len(stats) != 1:
            c.fail(path + (i,), say("scenario.modifier"), say("scenario.modifier-hint"))
        if stats[0] in ("grant", "lose"):
            _check_keyword(c, m[stats[0]], path + (i, stats[0]))
        elif stats[0] == "rename":  # a card name rewritten until a duration ends
            c.text(m["rename"], path + (i, "rename"))
        elif stats[0] == "gain":  # an ability an effect gave it (rules/steps/grants.py), as `--save` writes it
            _check_gained(c, m["gain"], path + (i, "gain"))
        elif stats[0] == "features":  # features lost and gained (the step `features`)
            _check_features(c, m["features"], path + (i, "features"))
        else:
            c.integer(m[stats[0]], path + (i, stats[0]))
        if "until" in m:
            c.choice(m["until"], path + (i, "until"), DURATIONS)
        if "source" in m:  # (until while-source-in-scene) the card whose ability gave it: `A.azusa`
            _check_ref(c, m["source"], path + (i, "source"))


def _check_ref(c: Checker, value, path):
    if not isinstance(value, str) or not REF_RE.match(value):
        c.fail(path, say("scenario.not-ref", got=_short(value)), say("scenario.ref-hint"))


def _check_bounds(c: Checker, value: dict, path):
    """A card selector's `level: {max, min}`, `ap: {…}` and `lp: {…}`; `max: file` is the number of cards in
    your File Area ("of a level up to your File count"); `level_total: {max, min}` binds the cards picked."""
    if "color_count" in value:  # how many colours the card has (1–6)
        bound = c.mapping(value["color_count"], path + ("color_count",), ("max", "min"))
        if not bound:
            c.fail(path + ("color_count",), say("scenario.bound"), say("scenario.bound-hint"))
        for k, v in bound.items():
            c.integer(v, path + ("color_count", k), 1, len(COLORS))
    for key in ("level", "ap", "lp", "level_total"):
        if key in value:
            bound = c.mapping(value[key], path + (key,), ("max", "min", "same_as"))
            if not bound:
                c.fail(path + (key,), say("scenario.bound"), say("scenario.bound-hint"))
            for k, v in bound.items():
                if isinstance(v, dict) or k == "same_as":  # the value of a card this ability did something to
                    _check_did(c, v, path + (key, k), bound=True)
                elif v != "file":  # the number of cards in the File Area when the step is done (rules/steps/cards.py)
                    c.integer(v, path + (key, k), 0, MAX_NUMBER)


def _given_keywords(c: Checker, kw, path):
    """A `grant` step's value: a keyword, or a list of them given together to the same character."""
    if isinstance(kw, list) and kw:
        for i, k in enumerate(kw):
            _check_keyword(c, k, path + (i,))
    else:
        _check_keyword(c, kw, path)


def _check_keyword(c: Checker, kw, path):
    if not isinstance(kw, str) or not KEYWORD_RE.match(kw):
        c.fail(path, say("scenario.unknown-keyword", got=_short(kw)), KEYWORD_FORMS)


def _check_target(c: Checker, value, path, every: bool = False):
    """A REF, or a selector the player answers with `choose` (docs/card-scripts.md#selectors); `every`: in a
    continuous ability, a selector names every character it allows (no count)."""
    if not isinstance(value, dict):
        _check_ref(c, value, path)
        return
    c.mapping(value, path, tuple(SELECTOR))
    counts = [k for k in ("up_to", "count") if k in value]
    if every:
        for k in counts:
            c.fail(path + (k,), say("scenario.every-no-up-to"), say("scenario.every-no-up-to-hint"))
    elif len(counts) + bool(value.get("all")) != 1:
        c.fail(path, say("scenario.how-many"), say("scenario.how-many-hint"))
    for k in counts:
        if k == "up_to" and isinstance(value[k], dict):  # a count read when the step is done ("as many as your 空手家", p.22)
            _check_condition(c, value[k], path + (k,))
        else:
            c.integer(value[k], path + (k,), 1, 5)
    _check_filters(c, value, path, SIDES)


def _check_filters(c: Checker, value, path, sides):
    """The filters of a selector or a condition: side, level/AP/LP bounds, state(s), colour, feature, name…"""
    c.choice(value.get("character", "any"), path + ("character",), sides)
    for key in ("all", "other", "has_set", "face_down_set", "in_contact", "acting", "targeted"):
        if key in value:
            c.boolean(value[key], path + (key,))
    if "this_turn" in value:  # the turn memory: "that took an Action [Character] this turn"
        c.choice(value["this_turn"], path + ("this_turn",), TURN_MEMORY)
    if "shares_feature" in value:  # a feature in common with this card (a card selector's reads `trigger`)
        c.choice(value["shares_feature"], path + ("shares_feature",), ("self",))
    if "keyword" in value and value["keyword"] not in KEYWORDS:  # a bare name: any N ("a Mislead character")
        _check_keyword(c, value["keyword"], path + ("keyword",))
    for key in (*BOUNDS, "level_total"):
        if key in value:
            bound = c.mapping(value[key], path + (key,), ("max", "min", "same_as"))
            if not bound:
                c.fail(path + (key,), say("scenario.bound"), say("scenario.bound-hint"))
            for k, v in bound.items():
                if isinstance(v, dict) or k == "same_as":  # the value of a card this ability did something to
                    _check_did(c, v, path + (key, k), bound=True)
                elif v not in ("trigger", "self", "own-highest"):  # the printed value of the card that set a watcher off
                    c.integer(v, path + (key, k), 0, MAX_NUMBER)  # (rules/watchers.py); this card's current one
    if isinstance(value.get("state"), list):  # "asleep or stunned"
        for i, state in enumerate(value["state"]):
            c.choice(state, path + ("state", i), STATES)
    elif "state" in value:
        c.choice(value["state"], path + ("state",), STATES)
    if isinstance(value.get("color"), list):  # "blue or red"
        for i, color in enumerate(value["color"]):
            c.choice(color, path + ("color", i), COLORS)
    elif "color" in value:
        c.choice(value["color"], path + ("color",), COLORS)
    for key in ("feature", "name", "not_name"):
        if isinstance(value.get(key), list) and value[key]:  # any one of several: name: [降谷零, 伊達航]
            for i, v in enumerate(value[key]):
                c.text(v, path + (key, i))
        elif key in value:
            c.text(value[key], path + (key,))
    if "other" in value:
        KEY_CHECKS["bool"](c, value["other"], path + ("other",))
    _check_has(c, value, path)
    if "only_if" in value:  # acted on only if it meets these filters once chosen
        c.mapping(value["only_if"], path + ("only_if",), ANY_OF_FILTERS)
        _check_filters(c, value["only_if"], path + ("only_if",), sides)
    if "any_of" in value:  # a character meeting any one of several sets of filters
        alts = c.listing(value["any_of"], path + ("any_of",))
        if len(alts) < 2:
            c.fail(path + ("any_of",), say("scenario.any-of"), say("scenario.any-of-hint"))
        for i, alt in enumerate(alts):
            c.mapping(alt, path + ("any_of", i), ANY_OF_FILTERS)
            _check_filters(c, alt, path + ("any_of", i), sides)


def _check_has(c: Checker, value: dict, path):
    """`has: NAME` (or a list: any one of them) and `only_abilities: [NAMES]`: abilities a card's script may
    have (registry HAS: `on_remove`, `spark`, `cut_in`…, or a keyword such as `rush`)."""
    if isinstance(value.get("has"), list) and value["has"]:
        for i, name in enumerate(value["has"]):
            c.choice(name, path + ("has", i), HAS)
    elif "has" in value:
        c.choice(value["has"], path + ("has",), HAS)
    if "only_abilities" in value:
        for i, name in enumerate(c.listing(value["only_abilities"], path + ("only_abilities",))):
            c.choice(name, path + ("only_abilities", i), HAS)


def _check_effects(c: Checker, value, path):
    steps = value if isinstance(value, list) else [value]
    for i, step in enumerate(steps):
        p = path + (i,) if isinstance(value, list) else path
        if not isinstance(step, dict) or not step:
            c.fail(p, say("scenario.step-mapping"), say("scenario.effects-hint", names=", ".join(EFFECT_KEYS)))
        names = [k for k in step if k in EFFECT_KEYS]
        if len(names) != 1:
            c.fail(p, say("scenario.unknown-effect", got=str(list(step))) if not names else say("scenario.one-effect"),
                   say("scenario.effects-hint", names=", ".join(EFFECT_KEYS)))
        name = names[0]
        kind, extra = EFFECT_KEYS[name]
        c.mapping(step, p, (name, *extra))
        if kind == "validity":
            if not isinstance(step[name], str) or not VALIDITY.match(step[name]):
                c.fail(p + (name,), say("scenario.unknown-icon", got=_short(step[name])), VALIDITY_FORMS)
        elif name == "attach" and step[name] == "chosen":  # "set this event on that character" (p.23)
            pass
        else:
            KEY_CHECKS["target" if kind == "ref" else kind](c, step[name], p + (name,))
        if name == "move_set" and "target" not in step:  # onto which character (p.23)
            c.fail(p, say("scenario.move-set-target"), say("scenario.move-set-target-hint"))
        for key in extra:
            if key in step:
                KEY_CHECKS[STEP_KEYS[key]](c, step[key], p + (key,))


def _check_condition(c: Checker, value, path):
    """A board condition (`if:`): how many characters meet filters, how many cards a zone holds, or any of
    several (docs/card-scripts.md#conditions)."""
    if not isinstance(value, dict):
        c.fail(path, say("scenario.condition-mapping", got=_short(value)), say("scenario.condition-hint"))
    if "any_of" in value and "zone" not in value and "character" not in value:  # (in a zone's count or beside
        # `character:`, `any_of` is a card filter)
        c.mapping(value, path, ("any_of",))
        for i, cond in enumerate(c.listing(value["any_of"], path + ("any_of",))):
            _check_condition(c, cond, path + ("any_of", i))
        return
    if "stacked" in value:  # the cards stacked under this character (p.23)
        c.mapping(value, path, ("stacked", "min", "max"))
        c.choice(value["stacked"], path + ("stacked",), CONDITION_STACKED)
        for k in ("min", "max"):
            if k in value:
                c.integer(value[k], path + (k,), 0, MAX_ZONE_CARDS)
        return
    if "set" in value:  # the cards set on this character / your characters / … (p.23)
        c.mapping(value, path, CONDITION_SET_KEYS)
        c.choice(value["set"], path + ("set",), SET_HOSTS)
        if "face_down" in value:
            c.boolean(value["face_down"], path + ("face_down",))
        for k in ("min", "max"):
            if k in value:
                c.integer(value[k], path + (k,), 0, MAX_ZONE_CARDS)
        _check_cards(c, {k: v for k, v in value.items() if k in ("type", "feature", "name")}, path)
        return
    named = [k for k in value if k in CONDITIONS]
    if named:  # a named condition: `{trace: discovered}`
        c.mapping(value, path, (named[0],))
        c.choice(value[named[0]], path + (named[0],), CONDITIONS[named[0]].values)
        return
    if "did" in value:  # what this ability did: "if this removed 3 or more …", "for each card you discarded"
        _check_did(c, value, path)
        return
    if "entered_by" in value:  # what put this character into the scene: an ability or effect of a card (p.21)
        c.mapping(value, path, ("entered_by",))
        _check_cards(c, c.mapping(value["entered_by"], path + ("entered_by",), ENTERED_BY_KEYS), path + ("entered_by",))
        return
    if "case_only" in value:  # your case has no colour other than this one
        c.mapping(value, path, ("case_only",))
        c.choice(value["case_only"], path + ("case_only",), COLORS)
        return
    if "case_other_than" in value:  # your case has a colour other than this one
        c.mapping(value, path, ("case_other_than",))
        c.choice(value["case_other_than"], path + ("case_other_than",), COLORS)
        return
    if "case_name" in value:  # your case has this card name
        c.mapping(value, path, ("case_name",))
        if not isinstance(value["case_name"], str) or not value["case_name"] or len(value["case_name"]) > 80:
            c.fail(path + ("case_name",), say("scenario.name-each", got=_short(value["case_name"])))
        return
    for k in ("min", "max", "more_than"):
        if isinstance(value.get(k), dict) or k == "more_than" and k in value:  # another count, read now (p.21)
            c.mapping(value[k], path + (k,), tuple(x for x in (*SELECTOR, "zone", "whose", "face_up", "type",
                                                               "different_names", "plus") if x not in ("up_to", "count", "all")))
            if "plus" in value[k]:  # N more than that count ("2 or more above yours", p.21)
                c.integer(value[k]["plus"], path + (k, "plus"), 1, MAX_ZONE_CARDS)
            _check_condition(c, {x: v for x, v in value[k].items() if x != "plus"}, path + (k,))
        elif k in value:
            c.integer(value[k], path + (k,), 0, MAX_ZONE_CARDS)
    if "zone" in value:  # a zone's count; of the cards meeting card filters if it has some
        c.mapping(value, path, ("zone", "whose", "min", "max", "more_than", "face_up", "type", "level", "color",
                                "feature", "name", "has", "only_abilities", "top",  # top: only the top card
                                "mr", "color_count", "any_of"))
        c.choice(value["zone"], path + ("zone",), CONDITION_ZONES)
        if "whose" in value:  # the opponent's zone ("if your opponent has 4 or more cards in hand")
            c.choice(value["whose"], path + ("whose",), ("self", "opponent"))
        if "face_up" in value:
            c.boolean(value["face_up"], path + ("face_up",))
        _check_cards(c, {k: v for k, v in value.items() if k not in ("zone", "whose", *COMPARED, "face_up")}, path)
        return
    c.mapping(value, path, (*(k for k in SELECTOR if k not in ("up_to", "count", "all")), *COMPARED, "different_names",
                            "sum"))
    if "sum" in value:  # the total of the characters' current values, not their number (p.21)
        c.choice(value["sum"], path + ("sum",), ("level", "ap", "lp"))
    if "different_names" in value:  # count only characters of different card names (p.27)
        KEY_CHECKS["bool"](c, value["different_names"], path + ("different_names",))
    _check_filters(c, value, path, CONDITION_SIDES)


STATIC_VALUES = {"cannot": RESTRICTIONS, "can": PERMISSIONS, "enters": ("sleep",), "unchoosable": UNCHOOSABLE,
                 "must": MUSTS, "unremovable": UNREMOVABLE}
DID_KEYS = ("did", "min", "max", "per", "state", "type", "level", "ap", "lp", "color", "feature", "name", "not_name",
            "cut_in", "disguise")


def _check_did(c: Checker, value, path, bound: bool = False):
    """`did: VERB` (or a list of verbs): the cards this ability did that to, with card filters and `state` (its
    state then); in a condition `min`/`max`, in a counted amount `per: level|ap`; as a bound, the last one's value
    (with `per`, their total)."""
    if not isinstance(value, dict) or "did" not in value:
        c.fail(path, say("scenario.condition-mapping", got=_short(value)), "e.g. {did: remove_top, color: black, min: 3}")
    c.mapping(value, path, ("did", "state", "type", "color", "feature", "name", "per") if bound else DID_KEYS)
    for i, verb in enumerate(value["did"] if isinstance(value["did"], list) else [value["did"]]):
        c.choice(verb, path + (("did", i) if isinstance(value["did"], list) else ("did",)), DID_VERBS)
    for k in ("min", "max"):
        if k in value:
            c.integer(value[k], path + (k,), 0, MAX_ZONE_CARDS)
    if "per" in value:
        c.choice(value["per"], path + ("per",), DID_PER)
    if isinstance(value.get("state"), list):
        for i, state in enumerate(value["state"]):
            c.choice(state, path + ("state", i), STATES)
    elif "state" in value:
        c.choice(value["state"], path + ("state",), STATES)
    if isinstance(value.get("color"), list):  # "a card with a colour other than green": any of the others
        for i, color in enumerate(value["color"]):
            c.choice(color, path + ("color", i), COLORS)
        rest = {k: v for k, v in value.items() if k not in ("did", "min", "max", "per", "state", "color")}
    else:
        rest = {k: v for k, v in value.items() if k not in ("did", "min", "max", "per", "state")}
    _check_cards(c, rest, path)


def _check_static(c: Checker, value, path):
    """`static:` — continuous abilities, each a list of gates (`valid`, `if`) and what holds while they do."""
    for i, ability in enumerate(c.listing(value, path)):
        where = path + (i,)
        steps = c.listing(ability, where)
        if not any(isinstance(s, dict) and any(k in STATIC for k in s) for s in steps):
            c.fail(where, say("scenario.static-holds"), say("scenario.static-holds-hint", names=", ".join(STATIC)))
        for j, step in enumerate(steps):
            p = where + (j,)
            names = [k for k in step if k in STATIC or k in ("valid", "if")] if isinstance(step, dict) else []
            if len(names) != 1:
                c.fail(p, say("scenario.unknown-static", got=_short(step)) if not names else say("scenario.one-effect"),
                       say("scenario.static-hint", names=", ".join(STATIC)))
            name = names[0]
            if name == "valid":
                c.mapping(step, p, ("valid",))
                if not isinstance(step["valid"], str) or not VALIDITY.match(step["valid"]):
                    c.fail(p + ("valid",), say("scenario.unknown-icon", got=_short(step["valid"])))
                continue
            if name == "if":
                c.mapping(step, p, ("if",))
                _check_condition(c, step["if"], p + ("if",))
                continue
            entry = STATIC[name]
            c.mapping(step, p, (name, *entry.extra))
            if name in STATIC_VALUES:
                c.choice(step[name], p + (name,), STATIC_VALUES[name])
            else:
                KEY_CHECKS[entry.value](c, step[name], p + (name,))
            if name == "give":  # a given triggered ability: On Removal, judged as it was in the scene (rules/zones.py)
                c.mapping(step[name], p + (name,), ("on_remove",))
            if "target" in step:
                _check_target(c, step["target"], p + ("target",), every=True)
            if "against" in step:  # `can:` only against the targets this filter allows
                _check_target(c, step["against"], p + ("against",), every=True)
            if "player" in step:  # `forbid:` whose use it forbids, from the card's owner's side
                c.choice(step["player"], p + ("player",), ("self", "opponent"))
            if "where" in step:  # `where: hand`: it holds while this card is in the hand, on itself
                zones = step["where"] if isinstance(step["where"], list) else [step["where"]]
                for k, zone in enumerate(zones):  # a list: any one of those zones
                    c.choice(zone, p + ("where",) + ((k,) if isinstance(step["where"], list) else ()),
                             STATIC_WHERE.get(name, ()))
                if step.get("target", "self") != "self":
                    c.fail(p + ("target",), say("scenario.static-where-self"))
            if "for_each" in step:  # a counted amount: the cards the condition names now
                _check_condition(c, step["for_each"], p + ("for_each",))
            if "limit" in step:  # `must: be-acted-on, limit: N`: [Turn N]
                c.integer(step["limit"], p + ("limit",), 1, 3)


def _check_cards(c: Checker, value, path):
    """A card selector (docs/card-scripts.md#card-selectors): where from, whose, how many, which."""
    c.mapping(value, path, tuple(CARD_SELECTOR))
    if isinstance(value.get("from"), list):  # several zones: from: [remove, partner]
        for i, z in enumerate(value["from"]):
            c.choice(z, path + ("from", i), tuple(z for z in CARD_ZONES if z != "looked"))
    else:
        c.choice(value.get("from", "hand"), path + ("from",), CARD_ZONES)
    c.choice(value.get("whose", "self"), path + ("whose",), CARD_WHOSE)
    if "did" in value:  # among the cards this ability did that to (in place of a zone)
        c.choice(value["did"], path + ("did",), DID_VERBS)
    counts = [k for k in ("up_to", "count", "any_number") if k in value]
    if len(counts) > 1:
        c.fail(path, say("scenario.count-once", got=", ".join(counts)), say("scenario.count-once-hint"))
    for key in ("up_to", "count"):
        if key == "count" and isinstance(value.get(key), dict):  # as many as an earlier step did: `{did: draw}`
            _check_did(c, value[key], path + (key,), bound=True)
        elif key in value:
            c.integer(value[key], path + (key,), 1, MAX_ZONE_CARDS)
    if "face_up" in value:
        c.boolean(value["face_up"], path + ("face_up",))
    if value.get("all") and counts:  # every card: no number to choose
        c.fail(path + ("all",), say("scenario.count-once", got=", ".join(["all", *counts])), say("scenario.count-once-hint"))
    if "shares_feature" in value:  # a feature in common with the card(s) that set the watcher off
        c.choice(value["shares_feature"], path + ("shares_feature",), ("trigger",))
    for key in ("any_number", "other", "self", "disguise", "top", "bottom", "all", "cut_in", "mr", "different_names",
                "different_levels", "different_colors", "different_types"):
        if key in value and value[key] is not True:
            c.fail(path + (key,), say("scenario.only-true", key=key))
    # in the scene, in the Remove Area ("put this character from your Remove Area into the scene"), or wherever it is
    if value.get("self") and value.get("from", "scene") not in ("scene", "remove"):
        c.fail(path + ("self",), say("scenario.self-scene"), say("scenario.self-scene-hint"))
    if "type" in value:
        c.choice(value["type"], path + ("type",), CARD_TYPES)
    if "to" in value:
        c.choice(value["to"], path + ("to",), ("hand", "scene", "deck-bottom", "deck-top"))
    if "did" in value:  # a card an earlier step of this ability did that to ("the revealed character")
        c.choice(value["did"], path + ("did",), DID_VERBS)
    _check_bounds(c, value, path)
    if isinstance(value.get("color"), list):  # any one of several: color: [blue, black] ("a blue or black card")
        if not value["color"]:
            c.fail(path + ("color",), say("scenario.empty-colors"), say("scenario.empty-colors-hint"))
        for i, color in enumerate(value["color"]):
            c.choice(color, path + ("color", i), COLORS)
    elif "color" in value:
        c.choice(value["color"], path + ("color",), COLORS)
    for key in ("feature", "name", "not_name"):
        if isinstance(value.get(key), list):  # any one of several: feature: [怪盗, マジシャン]
            if not value[key]:
                c.fail(path + (key,), say("scenario.empty-features" if key == "feature" else "scenario.empty-names"),
                       say("scenario.empty-list-hint"))
            for i, v in enumerate(c.listing(value[key], path + (key,))):
                c.text(v, path + (key, i))
        elif key in value:
            c.text(value[key], path + (key,))
    _check_has(c, value, path)
    if "any_of" in value:  # several sets of filters, any one of which the card meets
        alts = c.listing(value["any_of"], path + ("any_of",))
        if len(alts) < 2:
            c.fail(path + ("any_of",), say("scenario.any-of"), say("scenario.any-of-hint"))
        for i, alt in enumerate(alts):
            c.mapping(alt, path + ("any_of", i), ("type", "level", "ap", "color", "feature", "name", "disguise",
                                                  "cut_in", "has", "self"))
            # `self: true` in a set: "this character, or a … one" (from the scene, as the selector says)
            _check_cards(c, {**alt, "from": value["from"]} if "self" in alt and "from" in value else alt,
                         path + ("any_of", i))


def _check_options(c: Checker, value, path):
    """choose_one: two or more lists of steps, the player picks one with `choose N`."""
    if not isinstance(value, list) or len(value) < 2:
        c.fail(path, say("scenario.options"), "choose_one: [[{draw: 1}], [{file: 1}]]")
    for i, option in enumerate(value):
        _check_effects(c, option, path + (i,))


# one checker per kind of step key (judge/scripts/registry.py STEP_KEYS says each key's kind)
KEY_CHECKS = {
    "target": _check_target,
    "duration": lambda c, v, path: c.choice(v, path, DURATIONS),
    "player": lambda c, v, path: c.choice(v, path, (*PLAYERS, "self", "opponent")),
    "count": lambda c, v, path: c.integer(v, path, 0, MAX_ZONE_CARDS),
    "int": lambda c, v, path: c.integer(v, path),
    "steps": lambda c, v, path: _check_effects(c, v, path),
    "text": lambda c, v, path: c.text(v, path),
    "cards": _check_cards,
    "options": _check_options,
    "side": lambda c, v, path: c.choice(v, path, WHOSE),
    "place": lambda c, v, path: c.choice(v, path, PLACES),
    "bool": lambda c, v, path: v if isinstance(v, bool) else c.fail(path, say("scenario.yes-no", got=_short(v)),
                                                                             say("scenario.yes-no-hint")),
    "keyword": _given_keywords,
    "condition": _check_condition,
    "ability": lambda c, v, path: _check_gained(c, v, path),
    "delayed": lambda c, v, path: _check_delayed(c, v, path),  # a delayed effect (p.22)
    "instead": lambda c, v, path: _check_condition(
        c, {**v, "character": "any"} if isinstance(v, dict) and v.get("character") == "contact" else v, path),
    "host": lambda c, v, path: _check_host(c, v, path),  # remove_set `host:` (p.23 set cards)
    "features": lambda c, v, path: _check_features(c, v, path),  # features lost and gained (p.27)
    "under": lambda c, v, path: _check_under(c, v, path),  # stack `under:` (p.23 stacked cards)
    "bars": lambda c, v, path: [c.choice(w, path + (i,), BARS) for i, w in enumerate(c.listing(v, path))]
    if isinstance(v, list) else c.choice(v, path, BARS),  # forbid: what the player cannot use
    "set_off": lambda c, v, path: c.choice(v, path, SET_OFF),  # set_off: the ability of the moved card(s)
}


def _check_features(c: Checker, value, path):
    """`features: {lose: [..], gain: [..]}` — the features a character loses and those it has instead (p.27)."""
    c.mapping(value, path, ("lose", "gain"))
    if not value:
        c.fail(path, say("scenario.features-empty"))
    for key, names in value.items():
        for k, name in enumerate(c.listing(names, path + (key,))):
            c.text(name, path + (key, k))


def _check_host(c: Checker, value, path):
    """`host:` — self, own, opponent, any, or a filter (or a list of filters, any one of which matches) naming the
    characters in either scene whose set cards count."""
    if isinstance(value, list):
        for i, one in enumerate(c.listing(value, path)):
            _check_host_filter(c, one, path + (i,))
    elif isinstance(value, dict):
        _check_host_filter(c, value, path)
    else:
        c.choice(value, path, SET_HOSTS)


def _check_host_filter(c: Checker, value, path):
    c.mapping(value, path, tuple(k for k in SELECTOR if k not in ("up_to", "all")))
    _check_filters(c, value, path, SIDES)


def _check_delayed(c: Checker, value, path):
    """`delayed:` — one watcher key (`end_of_turn`, `watch_evidence`…) with its mapping: done once, later this turn."""
    _check_gained(c, value, path)
    allowed = tuple(k for k in WATCHERS if k != "watch_leave")  # (a removal's watchers are looked for apart)
    if next(iter(value)) not in allowed:
        c.choice(next(iter(value)), path, allowed)


def _check_under(c: Checker, value, path):
    """`under:` — `self`, or a filter naming the one character the cards are stacked under (no count)."""
    if value == "self":
        return
    if not isinstance(value, dict):
        c.fail(path, say("scenario.under", got=_short(value)), say("scenario.under-hint"))
    c.mapping(value, path, tuple(k for k in SELECTOR if k not in ("up_to", "count", "all")))
    _check_filters(c, value, path, SIDES)


def _check_gained(c: Checker, value, path):
    """`gain:` — one ability written as in a card script: a trigger key and its steps (a watcher: its mapping),
    or `static:` continuous abilities ("this character can act on active characters")."""
    if not isinstance(value, dict) or len(value) != 1 or next(iter(value)) not in (*TRIGGERS, "static"):
        c.fail(path, say("scenario.gained-one", got=_short(value)), say("scenario.gained-one-hint"))
    key, steps = next(iter(value.items()))
    if key == "static":
        _check_static(c, steps, path + (key,))
    elif key in WATCHER_KEYS:
        _check_watchers(c, key, steps, path + (key,))
    else:
        _check_effects(c, steps, path + (key,))


def _check_real_card(c: Checker, raw: dict, path, allowed: tuple, kinds: tuple[str, ...]):
    """`card: NUMBER` names a card of the official list; nothing printed on it may be written beside it."""
    ref = raw["card"]
    if not isinstance(ref, str):
        c.fail(path + ("card",), say("scenario.card-ref-text", got=_short(ref)), say("scenario.card-ref-text-hint"))
    if len(ref) > MAX_CARD_REF:  # looking for the nearest numbers of a long text would take seconds
        c.fail(path + ("card",), say("scenario.card-ref-long", got=_short(ref), n=f"{len(ref):,}"),
               say("scenario.card-ref-long-hint"))
    for k in raw:
        if k not in allowed:
            c.fail(path + (k,), say("scenario.printed", key=k),
                   say("scenario.printed-hint", keys=", ".join(a for a in allowed if a != "card")))
    info = real_card(ref)
    if info is None:
        from judge.cards import load

        c.fail(path + ("card",), say("scenario.no-card", got=_short(ref)), load().nearest_numbers_hint(ref))
    if info.type not in kinds:
        where = {"partner": "partner: {card: …}", "case": "case: {card: …}"}.get(
            info.type, Pair("a zone such as scene or hand", "โซน เช่น scene หรือ hand"))
        kind = CARD_KINDS.get(info.type, Pair(f"a {info.type}", info.type))
        c.fail(path + ("card",), say("scenario.wrong-kind", ref=ref, name=info.name, kind=kind),
               say("scenario.wrong-kind-hint", where=where))
    return raw


SCRIPT_KEYS = ("rules", "keywords", "keywords_if", "cut_in", "cut_ins", "spark", "effect", "declare", "declares",
               "disguise", "static", "case_closed",  # case_closed: a Case's rewrite of the Partner's (p.13)
               "ignore_case_colour",  # used from hand, it may ignore the case colour (p.12)
               "case_rules",  # a Case that changes game rules: Partner colours, scene size (p.5)
               *TRIGGERS, *CASE_TRIGGERS, "while_set",  # while_set: what an event set on a character gives it
               "use_if")  # use_if: an event's use condition, gates only
WATCH_FILTER_KEYS = ("character", "level", "ap", "state", "color", "feature", "name", "other", "self", "has",
                     "only_abilities", "type")  # type: a card used ("when you use a [Green] event", watch_use)
WATCHER_KEYS = {  # what each watcher may say beside `steps` (docs/card-scripts.md#watchers)
    "watch_leave": ("by", "via"), "watch_enter": ("by",), "watch_leave_removed": ("by",), "watch_deduce": ("by",),
    "watch_mislead": ("by",), "watch_chosen": ("by",), "watch_sleep": ("by",), "watch_contact": ("by",),
    "watch_action": ("by", "via", "target"), "watch_use": ("by", "player", "via"), "watch_evidence": ("player", "via", "by"),
    "end_of_turn": ("whose",), "watch_disguise": ("by", "replaced"), "watch_defeat": ("by",), "watch_cut_in": ("by", "used"),
    "watch_declare": ("by",), "watch_guard": ("by", "target", "targeted"), "watch_reveal": ("by",),
    "watch_set": ("by", "card"), "watch_set_leave": ("by", "card", "each"),  # cards set on a character (p.23)
}
WATCH_VIA = {"watch_action": ("character", "case"), "watch_use": ("next-hint", "hand"),
             "watch_evidence": ("gained", "removed", "by-action-case"),
             "watch_leave": REMOVAL_VIA}  # what removed it: a Contact, your own or your opponent's ability or effect


def _check_watch_filter(c: Checker, value, path):
    """`self`, a filter (a selector without `up_to`, plus `other: true`), or a list of either."""
    for i, alt in enumerate(value if isinstance(value, list) else [value]):
        where = path + (i,) if isinstance(value, list) else path
        if alt == "self":
            continue
        if not isinstance(alt, dict):
            c.fail(where, say("scenario.watch-filter", got=_short(alt)), say("scenario.watch-filter-hint"))
        c.mapping(alt, where, WATCH_FILTER_KEYS)
        for k in ("other", "self"):
            if k in alt:
                KEY_CHECKS["bool"](c, alt[k], where + (k,))
        if "type" in alt:
            c.choice(alt["type"], where + ("type",), CARD_TYPES)
        _check_target(c, {**{k: v for k, v in alt.items() if k not in ("other", "self", "type")}, "up_to": 1}, where)


def _check_watchers(c: Checker, key: str, value, path):
    """A watcher (or end-of-turn) ability: a mapping with `steps`, or a list of them."""
    for i, spec in enumerate(value if isinstance(value, list) else [value]):
        where = path + (i,) if isinstance(value, list) else path
        c.mapping(spec, where, ("steps", *WATCHER_KEYS[key], "from_partner"))  # from_partner: also in the Partner zone
        if "steps" not in spec:
            c.fail(where, say("scenario.watch-steps"), say("scenario.watch-steps-hint"))
        _check_effects(c, spec["steps"], where + ("steps",))
        for k in ("by", "target", "targeted", "used", "replaced"):  # `replaced`: the character a Disguise took the place of
            if k in spec:
                _check_watch_filter(c, spec[k], where + (k,))
        if "player" in spec:
            c.choice(spec["player"], where + ("player",), SIDES)
        if "whose" in spec:
            c.choice(spec["whose"], where + ("whose",), ("own", "opponent", "each"))
        if "via" in spec:
            c.choice(spec["via"], where + ("via",), WATCH_VIA[key])
        if "card" in spec:  # the card set (p.23): face down, or a face-up one that meets card filters
            c.mapping(spec["card"], where + ("card",), SET_CARD_FILTER_KEYS)
            if "face_down" in spec["card"]:
                c.boolean(spec["card"]["face_down"], where + ("card", "face_down"))
            _check_cards(c, {k: v for k, v in spec["card"].items() if k != "face_down"}, where + ("card",))
        if "each" in spec:
            c.boolean(spec["each"], where + ("each",))
        if "from_partner" in spec:  # "this ability also triggers in the Partner Area" (p.26)
            KEY_CHECKS["bool"](c, spec["from_partner"], where + ("from_partner",))


def check_script(c: Checker, raw, path: tuple) -> None:
    """A card script (docs/card-scripts.md): a card's abilities, in the same keys and steps as a scenario card."""
    if raw is None:
        c.fail(path, say("scenario.script-none"), "docs/card-scripts.md")
    c.mapping(raw, path, SCRIPT_KEYS)
    if "rules" in raw and raw["rules"] is not True:
        c.fail(path + ("rules",), say("scenario.rules-true"))
    for i, entry in enumerate(c.listing(raw.get("keywords_if", []), path + ("keywords_if",))):
        where = path + ("keywords_if", i)
        c.mapping(entry, where, ("valid", "keywords"))
        icons = entry.get("valid") if isinstance(entry.get("valid"), list) else [entry.get("valid")]
        if not icons or not all(isinstance(i, str) and VALIDITY.match(i) for i in icons):
            c.fail(where + ("valid",), say("scenario.keyword-icon"), say("scenario.keyword-icon-hint"))
        _check_card(c, {"keywords": entry.get("keywords", [])}, where, "hand")
    for k in CASE_TRIGGERS:
        if k in raw:
            _check_effects(c, raw[k], path + (k,))
    if "case_closed" in raw:  # a Case that rewrites the Partner's [Case Closed] (p.13)
        _check_case_closed(c, raw["case_closed"], path + ("case_closed",))
    if "ignore_case_colour" in raw:  # used from hand, it may ignore the case colour (p.12)
        _check_ignore_case_colour(c, raw["ignore_case_colour"], path + ("ignore_case_colour",))
    if "case_rules" in raw:  # a Case that changes game rules (p.5)
        rules = c.mapping(raw["case_rules"], path + ("case_rules",), CASE_RULE_KEYS)
        if "partner_colors" in rules:
            _check_colors(c, rules["partner_colors"], path + ("case_rules", "partner_colors"))
        if "scene_size" in rules:
            c.integer(rules["scene_size"], path + ("case_rules", "scene_size"), 1, 5)
    if "while_set" in raw:  # an event's abilities given to the character it is set on (p.23)
        c.mapping(raw["while_set"], path + ("while_set",), ("static", "declare", *TRIGGERS))
        _check_card(c, raw["while_set"], path + ("while_set",), "hand")
    if "use_if" in raw:  # "this event can be used only if …": validity icons and board conditions only (p.11)
        for i, gate in enumerate(c.listing(raw["use_if"], path + ("use_if",))):
            c.mapping(gate, path + ("use_if", i), ("valid", "if"))
        _check_effects(c, raw["use_if"], path + ("use_if",))
    _check_card(c, {k: v for k, v in raw.items()
                    if k not in ("rules", "keywords_if", "while_set", "use_if", "case_closed", "ignore_case_colour",
                                 "case_rules", *CASE_TRIGGERS)}, path, "hand")


def _check_case_closed(c: Checker, value, path):
    """`case_closed: {partner: COLOR, cost: [..], effect: [..]}` — the [Case Closed] a Case gives its owner's Partner
    of that colour in place of its own (p.13); its cost `{remove_evidence: N}` or `{remove_evidence: case-level}`."""
    d = c.mapping(value, path, ("partner", "cost", "effect"))
    c.choice(d.get("partner"), path + ("partner",), COLORS)
    for i, cost in enumerate(c.listing(d.get("cost", []), path + ("cost",))):
        where = path + ("cost", i)
        c.mapping(cost, where, CASE_CLOSED_COSTS)
        if cost.get("remove_evidence") != "case-level":
            c.integer(cost.get("remove_evidence"), where + ("remove_evidence",), 1, MAX_ZONE_CARDS)
    _check_effects(c, d.get("effect", []), path + ("effect",))


def _check_ignore_case_colour(c: Checker, value, path):
    """`ignore_case_colour: true`, `next-hint` (only when used by Next Hint), or a list of gates — `{valid: ICON}`,
    `{if: CONDITION}` — that must all hold."""
    if value is True or value == "next-hint":
        return
    gates = c.listing(value, path)
    if not gates:
        c.fail(path, say("scenario.ignore-colour"), say("scenario.ignore-colour-hint"))
    for i, gate in enumerate(gates):
        where = path + (i,)
        if not isinstance(gate, dict) or len(gate) != 1 or next(iter(gate)) not in ("valid", "if"):
            c.fail(where, say("scenario.ignore-colour"), say("scenario.ignore-colour-hint"))
        if "valid" in gate and (not isinstance(gate["valid"], str) or not VALIDITY.match(gate["valid"])):
            c.fail(where + ("valid",), say("scenario.unknown-icon", got=_short(gate["valid"])), say("scenario.icon-hint"))
        if "if" in gate:
            _check_condition(c, gate["if"], where + ("if",))


# a use of a limited ability this turn (p.24), as the engine counts it: `declare` or a trigger, its N-th watcher
# of that key (`watch_action.2`), an ability it gained (`on_play.gained-1`) or one a set event gives it
# (`watch_action@bang`); or the `shared` name of a limit its abilities count together
USE_RE = re.compile(r"^([a-z_]{1,40})(?:\.(?:[2-9]|[1-9][0-9]{1,2}|gained-[0-9]{1,3})|@[a-z0-9_-]{1,80})?$")


def _shared_limits(card: dict) -> set[str]:
    """The `shared` names of the limits of a card's abilities: written beside it, or in its script."""
    names: set[str] = set()

    def walk(value, depth=0):
        if depth > 12:
            return
        if isinstance(value, dict):
            if isinstance(value.get("shared"), str):
                names.add(value["shared"])
            for v in value.values():
                walk(v, depth + 1)
        elif isinstance(value, list):
            for v in value:
                walk(v, depth + 1)

    walk({k: v for k, v in card.items() if k != "uses_this_turn"})
    if isinstance(card.get("card"), str):
        from judge.cards import scripts

        info = real_card(card["card"])
        walk(scripts().get(info.id) if info else None)
    return names


def _check_use(c: Checker, used, path, shared: set[str]):
    m = USE_RE.match(used) if isinstance(used, str) else None
    if not (m and m.group(1) in ("declare", *TRIGGERS)) and not (isinstance(used, str) and used in shared) \
            and used != MUST_USE:  # a [Turn N] `must: be-acted-on` (p.24)
        c.fail(path, say("scenario.not-use", got=_short(used)), say("scenario.use-hint"))


def _check_card(c: Checker, card, path, zone: str):
    if isinstance(card, dict) and "card" in card:
        _check_real_card(c, card, path, REAL_CARD_KEYS, ("character", "event"))
    else:
        c.mapping(card, path, (*CARD_KEYS,))
    if "id" in card and (not isinstance(card["id"], str) or not ID_RE.match(card["id"])):
        c.fail(path + ("id",), say("scenario.bad-id", got=_short(card["id"])), say("scenario.bad-id-hint"))
    if "name" in card and not isinstance(card["name"], (str, list)):
        c.fail(path + ("name",), say("scenario.name-kind"))
    for i, name in enumerate(card["name"] if isinstance(card.get("name"), list) else []):
        if not isinstance(name, str) or not name:
            c.fail(path + ("name", i), say("scenario.name-each", got=repr(name)), say("scenario.name-each-hint"))
    if "type" in card:
        c.choice(card["type"], path + ("type",), ("character", "event"))
    if "colors" in card:
        _check_colors(c, card["colors"], path + ("colors",))
    for k in ("level", "ap", "lp"):
        if k in card:
            c.integer(card[k], path + (k,))
    if isinstance(card.get("stacked"), list):  # the cards stacked under it, when the game must know them (p.23)
        for i, s in enumerate(card["stacked"]):
            _check_card(c, s, path + ("stacked", i), "stacked")
    elif "stacked" in card:
        c.integer(card["stacked"], path + ("stacked",), 0, MAX_ZONE_CARDS)
    if "state" in card:
        c.choice(card["state"], path + ("state",), STATES)
    if "uses_this_turn" in card:
        shared = _shared_limits(card)
        for i, used in enumerate(c.listing(card["uses_this_turn"], path + ("uses_this_turn",))):
            _check_use(c, used, path + ("uses_this_turn", i), shared)
    for k in ("entered_this_turn", "mr", "face_up"):
        if k in card:
            c.boolean(card[k], path + (k,))
    if isinstance(card.get("disguise"), list):  # [Disguise] with its validity icons: [case white, file 5]
        if not card["disguise"]:
            c.fail(path + ("disguise",), say("scenario.disguise-empty"), say("scenario.disguise-empty-hint"))
        for i, icon in enumerate(card["disguise"]):
            if not isinstance(icon, str) or not VALIDITY.match(icon):
                c.fail(path + ("disguise", i), say("scenario.unknown-icon", got=_short(icon)), say("scenario.icon-hint"))
    elif "disguise" in card:
        c.boolean(card["disguise"], path + ("disguise",))
    for i, kw in enumerate(c.listing(card.get("keywords", []), path + ("keywords",))):
        _check_keyword(c, kw, path + ("keywords", i))
    if card.get("static") is not None:
        _check_static(c, card["static"], path + ("static",))
    if "mods" in card:
        _check_mods(c, card["mods"], path + ("mods",))
    for k in ("cut_in", "spark", "effect", *TRIGGERS):
        if k in card and card[k] is not None:
            if k in WATCHERS:
                _check_watchers(c, k, card[k], path + (k,))
            else:
                _check_effects(c, card[k], path + (k,))
    if "cut_ins" in card:
        for i, ci in enumerate(c.listing(card["cut_ins"], path + ("cut_ins",))):
            _check_effects(c, ci, path + ("cut_ins", i))
    if "declare" in card:
        _check_declare(c, card["declare"], path + ("declare",))
    if "declares" in card:  # two or more Declares, in printed order (`declare REF N`)
        many = c.listing(card["declares"], path + ("declares",))
        if len(many) < 2:
            c.fail(path + ("declares",), say("scenario.declares-two"), say("scenario.declares-two-hint"))
        for i, d in enumerate(many):
            _check_declare(c, d, path + ("declares", i))
    if "set" in card:
        for i, s in enumerate(c.listing(card["set"], path + ("set",))):
            _check_card(c, s, path + ("set", i), "set")


def _check_declare(c: Checker, value, path):
    """A [Declare] ability: `{cost: [..], effect: [..], from_partner: true}`, `from_hand: true`
    (docs/card-scripts.md)."""
    d = c.mapping(value, path, ("cost", "effect", *DECLARE_KEYS))
    for i, cost in enumerate(c.listing(d.get("cost", []), path + ("cost",))):
        if isinstance(cost, dict) and "either" in cost:  # "pay this or that" (p.14): each option a list of costs
            where = path + ("cost", i)
            c.mapping(cost, where, ("either",))
            options = c.listing(cost["either"], where + ("either",))
            if len(options) < 2 or not all(isinstance(o, list) and o and all(isinstance(x, dict) and "either" not in x
                                                                           for x in o) for o in options):
                c.fail(where + ("either",), say("scenario.either-cost"), say("scenario.either-cost-hint"))
            for k, option in enumerate(options):
                _check_declare(c, {"cost": option}, where + ("either", k))
        elif isinstance(cost, dict) and "sleep_other" in cost:  # sleep one other active character of yours
            where = path + ("cost", i)
            c.mapping(cost, where, ("sleep_other",))
            sel = c.mapping(cost["sleep_other"], where + ("sleep_other",), tuple(k for k in SELECTOR if k not in ("up_to", "count")))
            _check_target(c, {**sel, "up_to": 1}, where + ("sleep_other",))
        elif isinstance(cost, dict) and any(k in cost for k in ("sleep", "stun")):  # one character of yours (p.14)
            where = path + ("cost", i)
            verb = "sleep" if "sleep" in cost else "stun"
            c.mapping(cost, where, (verb,))
            sel = c.mapping(cost[verb], where + (verb,), tuple(k for k in SELECTOR if k not in ("up_to", "count", "all",
                                                                                               "character")))
            _check_target(c, {**sel, "character": "own", "up_to": 1}, where + (verb,))
        elif isinstance(cost, dict) and "lp" in cost:  # "LP -2 until the end of the turn" on this card (p.14)
            c.mapping(cost, path + ("cost", i), ("lp", "target", "until"))
            if cost.get("target", "self") != "self":
                c.fail(path + ("cost", i, "target"), say("scenario.cost-self"))
            _check_effects(c, [cost], path + ("cost", i))
        elif isinstance(cost, dict) and "move" in cost:  # move exactly N chosen cards (from hand to the deck…)
            where = path + ("cost", i)
            c.mapping(cost, where, ("move", "to"))
            _check_cards(c, cost["move"], where + ("move",))
            if "count" not in cost["move"]:
                c.fail(where + ("move",), say("scenario.move-cost"), say("scenario.move-cost-hint"))
            c.choice(cost.get("to"), where + ("to",), PLACES)
        elif isinstance(cost, dict) and "discard" in cost:  # discard N (matching) cards from hand
            where = path + ("cost", i)
            c.mapping(cost, where, ("discard",))
            if isinstance(cost["discard"], dict) and "down_to" in cost["discard"]:  # "until N remain" (p.14)
                c.mapping(cost["discard"], where + ("discard",), ("down_to",))
                c.integer(cost["discard"]["down_to"], where + ("discard", "down_to"), 0, MAX_ZONE_CARDS)
            elif isinstance(cost["discard"], dict):
                c.mapping(cost["discard"], where + ("discard",),
                          tuple(k for k in CARD_SELECTOR if k not in ("from", "whose", "up_to", "any_number", "to")))
                _check_cards(c, cost["discard"], where + ("discard",))
            else:
                c.integer(cost["discard"], where + ("discard",), 1, MAX_ZONE_CARDS)
        elif isinstance(cost, dict) and "flip_evidence" in cost:  # turn N face-down evidence of yours face up
            c.mapping(cost, path + ("cost", i), ("flip_evidence", "or_more"))  # or_more: N or more (p.14)
            if "or_more" in cost:
                c.boolean(cost["or_more"], path + ("cost", i, "or_more"))
            c.integer(cost["flip_evidence"], path + ("cost", i, "flip_evidence"), 1, MAX_ZONE_CARDS)
        elif isinstance(cost, dict) and any(k in cost for k in COST_STEPS):  # a step that is also a cost
            _check_effects(c, cost, path + ("cost", i))
            if "stack" in cost and "count" not in cost["stack"]:  # a cost stacks an exact number of cards
                c.fail(path + ("cost", i, "stack"), say("scenario.move-cost"), say("scenario.move-cost-hint"))
        elif isinstance(cost, dict):  # `for_each`: N for each card counted when declared (p.14)
            c.mapping(cost, path + ("cost", i), ("remove_top", "for_each"))
            c.integer(cost.get("remove_top"), path + ("cost", i, "remove_top"), 1, MAX_ZONE_CARDS)
            if "for_each" in cost:
                _check_condition(c, cost["for_each"], path + ("cost", i, "for_each"))
        else:
            c.choice(cost, path + ("cost", i), ("sleep", "bottom"))  # bottom: this card to the deck
    _check_effects(c, d.get("effect", []), path + ("effect",))
    if "from_partner" in d:  # "this ability can also be declared in the Partner Area" (p.26)
        c.boolean(d["from_partner"], path + ("from_partner",))
    if "from_hand" in d:  # "this ability can be declared when this card is in your hand" (official Q&A on B06103)
        c.boolean(d["from_hand"], path + ("from_hand",))
