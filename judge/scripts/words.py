"""A card script in words, English and Thai (`judge card`, the trace's ability names, `--json`'s `abilities`).

Each entry of the registry (judge/scripts/registry.py) carries its own words; the functions here put them
together: a selector's filters, a condition, a step and its nested steps, a watcher's head, a whole script as
one line per ability (`ability_lines`). Game terms follow the rulebook and its glossary.
"""

from __future__ import annotations

from judge.i18n import agree
from judge.scripts.registry import (ABILITIES, BOUNDS, CARD_SELECTOR, CONDITIONS, DECLARE_KEYS, ICONS, KEYWORDS, SELECTOR,
                                    STATIC, STEPS, TRIGGERS)

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
SIDE_WORDS = {"en": {"any": "", "own": "of yours", "opponent": "of your opponent's"},
              "th": {"any": "", "own": "ของเรา", "opponent": "ของคู่แข่ง"}}
STATE_WORDS = {"en": {"active": "active", "sleep": "asleep", "stun": "stunned"},
               "th": {"active": "แอคทีฟ", "sleep": "สลีป", "stun": "สตัน"}}


# what an ability did to cards (`did: VERB`: conditions, counted amounts, bounds), as a passive: "… were discarded"
DID_WORDS = {
    "en": {"discard": "discarded", "remove": "removed from the scene", "remove_top": "removed from the top of the deck",
           "remove_set": "removed from a character it was set on", "sleep": "put to sleep", "stun": "stunned",
           "activate": "made active", "bottom": "put on the bottom of the deck", "move": "moved",
           "play": "put into the scene", "look_take": "taken", "reveal_until": "found",
           "reveal_from_hand": "revealed from the hand"},
    "th": {"discard": "ทิ้ง", "remove": "รีมูฟจากที่เกิดเหตุ", "remove_top": "รีมูฟจากบนสุดของเด็ค",
           "remove_set": "รีมูฟจากตัวละครที่เซ็ตอยู่", "sleep": "ทำให้สลีป", "stun": "ทำให้สตัน", "activate": "ทำให้แอคทีฟ",
           "bottom": "นำไปไว้ใต้เด็ค", "move": "ย้าย", "play": "นำลงที่เกิดเหตุ", "look_take": "นำขึ้นมือ",
           "reveal_until": "เปิดเจอ", "reveal_from_hand": "เปิดจากมือให้ดู"},
}


def did_words(cond: dict, lang: str) -> str:
    """The cards `did: VERB` names: `card(s) discarded by this ability`, `การ์ดที่ถูกทิ้งโดยความสามารถนี้`."""
    verbs = cond["did"] if isinstance(cond["did"], list) else [cond["did"]]
    verb = (" or " if lang == "en" else "หรือ").join(DID_WORDS[lang][v] for v in verbs)
    kind = TYPE_WORDS[lang][cond["type"]] if "type" in cond else ""
    colors = cond.get("color")
    filters = card_filter_parts({k: v for k, v in cond.items() if k in ("level", "ap", "lp", "feature", "name",
                                                                        "not_name", "cut_in", "disguise")}, lang)
    if colors is not None:
        colors = colors if isinstance(colors, list) else [colors]
        filters.insert(0, CARD_SELECTOR["color"].words(lang).format(
            color=(" or " if lang == "en" else "หรือ").join(c if lang == "en" else COLOR_TH[c] for c in colors)))
    if "state" in cond:
        states = cond["state"] if isinstance(cond["state"], list) else [cond["state"]]
        filters.append(("that was " if lang == "en" else "ที่")
                       + (" or " if lang == "en" else "หรือ").join(STATE_WORDS[lang][s] for s in states))
    what = " ".join([f"{kind} card(s)".strip() if lang == "en" else f"การ์ด{kind}", *filters])
    return f"{what} {verb} by this ability" if lang == "en" else f"{what}ที่ถูก{verb}โดยความสามารถนี้"


def range_words(bound: dict, lang: str) -> str:
    if bound.get("max") == "trigger" and "min" not in bound:  # the card that set a watcher off
        return "at most that card's" if lang == "en" else "ไม่เกินของการ์ดใบนั้น"
    if "self" in bound.values():  # this character's current value
        if bound.get("min") == bound.get("max"):
            return "equal to this character's" if lang == "en" else "เท่ากับของตัวละครนี้"
        side = "max" if bound.get("max") == "self" else "min"
        return ({"max": "at most this character's", "min": "at least this character's"}[side] if lang == "en"
                else {"max": "ไม่เกินของตัวละครนี้", "min": "ไม่น้อยกว่าของตัวละครนี้"}[side])
    if any(isinstance(v, dict) for v in bound.values()):  # the value of a card this ability did something to
        side = next(k for k, v in bound.items() if isinstance(v, dict))
        of = did_words(bound[side], lang)
        if lang == "en":
            return f"{'at most' if side == 'max' else 'at least'} that of the {of.replace('card(s)', 'card', 1)}"
        return f"{'ไม่เกิน' if side == 'max' else 'ไม่น้อยกว่า'}ของ{of}"
    if bound.get("max") == "own-highest" and "min" not in bound:  # the highest of your scene's characters (p.22)
        return ("at most the highest among your characters" if lang == "en"
                else "ไม่เกินค่าสูงสุดในบรรดาตัวละครของเรา")
    if bound.get("max") == "file" and "min" not in bound:  # the number of cards in your File Area
        return ("up to the number of cards in your File Area" if lang == "en"
                else "ไม่เกินจำนวนการ์ดในไฟล์โซนของเรา")
    if "max" in bound and "min" in bound:
        return f"{bound['min']}–{bound['max']}"
    if "max" in bound:
        return f"{bound['max']} or less" if lang == "en" else f"{bound['max']} หรือต่ำกว่า"
    return f"{bound['min']} or more" if lang == "en" else f"{bound['min']} ขึ้นไป"


def color_words(color, lang: str) -> str:
    """A filter's colour, or a list of them of which any one will do: `blue or black`, `น้ำเงินหรือดำ`."""
    colors = color if isinstance(color, list) else [color]
    return (" or " if lang == "en" else "หรือ").join(c if lang == "en" else COLOR_TH[c] for c in colors)


def ability_name_words(name: str, lang: str) -> str:
    """An ability's name (registry HAS) as the card says it: `On Removal from the scene`, `Spark`, `Rush`."""
    if name in KEYWORDS:
        return KEYWORDS[name].words(lang).format(n="").strip()
    if name in TRIGGERS:  # its short name: `Gale`, not the head of its ability line (which says when it triggers)
        return (TRIGGERS[name].trace_en if lang == "en" else TRIGGERS[name].trace_th).strip('[]"')
    return ABILITIES[name].words(lang) if name in ABILITIES else name


def has_parts(sel: dict, lang: str) -> list[str]:
    """The words of a filter's `has` (any one of a list) and `only_abilities`."""
    parts = []
    if "has" in sel:
        names = [sel["has"]] if isinstance(sel["has"], str) else sel["has"]
        parts.append(SELECTOR["has"].words(lang).format(ability=("] or [" if lang == "en" else "] หรือ [").join(
            ability_name_words(n, lang) for n in names)))
    if sel.get("only_abilities"):
        names = " and ".join if lang == "en" else " และ ".join
        parts.append(SELECTOR["only_abilities"].words(lang).format(
            abilities=names(f"[{ability_name_words(n, lang)}]" for n in sel["only_abilities"])))
    elif "only_abilities" in sel:  # `[]`: no printed ability at all
        parts.append("with no printed ability" if lang == "en" else "ที่ไม่มีความสามารถดั้งเดิม")
    return parts


def filter_parts(sel: dict, lang: str) -> list[str]:
    """The words of a selector's filters (side, level, AP, LP, state, colour, feature, name, keyword, other)."""
    en = lang == "en"
    parts = []
    side = SIDE_WORDS[lang].get(sel.get("character", "any"), "")
    if side:
        parts.append(side)
    for key in BOUNDS:
        if key in sel:
            parts.append(SELECTOR[key].words(lang).format(range=range_words(sel[key], lang)))
    if "state" in sel:
        states = sel["state"] if isinstance(sel["state"], list) else [sel["state"]]
        words = (" or " if en else "หรือ").join(STATE_WORDS[lang][s] for s in states)
        parts.append(SELECTOR["state"].words(lang).format(state=words))
    if "color" in sel:
        parts.append(SELECTOR["color"].words(lang).format(color=color_words(sel["color"], lang)))
    for key in ("feature", "name", "not_name"):
        if key == "name" and sel.get("name") == "named":  # the card name the player named (`name_card`)
            parts.append(NAMED_WORDS[lang])
        elif key in sel:  # a list: any one of them ("[降谷零] or [伊達航]")
            value = sel[key] if isinstance(sel[key], str) else ("] or [" if en else "] หรือ [").join(sel[key])
            parts.append(SELECTOR[key].words(lang).format(**{"name" if key == "not_name" else key: value}))
    if "keyword" in sel:
        parts.append(SELECTOR["keyword"].words(lang).format(keyword=keyword_words(sel["keyword"], lang)))
    if sel.get("cut_in"):
        parts.append(SELECTOR["cut_in"].words(lang))
    if sel.get("other"):
        parts.append(SELECTOR["other"].words(lang))
    if sel.get("has_set"):
        parts.append(SELECTOR["has_set"].words(lang))
    if sel.get("only_if"):  # chosen first, then acted on only if it meets these: "…; if its LP is at most …"
        only = " ".join(filter_parts({**sel["only_if"], "character": "any"}, lang))
        parts.append(SELECTOR["only_if"].words(lang).format(filters=only))
    if sel.get("any_of"):  # any one of several sets of filters: "named [阿笠博士] or with the feature [少年探偵団]"
        alts = [" ".join(filter_parts({**alt, "character": "any"}, lang)) for alt in sel["any_of"]]
        parts.append(SELECTOR["any_of"].words(lang).format(alts=(" or " if en else " หรือ ").join(alts)))
    return parts + has_parts(sel, lang)


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
                               "removed": "Remove Area", "partner": "Partner zone"},
                        "th": {"file": "ไฟล์โซน", "hand": "มือ", "deck": "เด็ค", "evidence": "หลักฐาน",
                               "removed": "รีมูฟโซน", "partner": "พาร์ทเนอร์โซน"}}


STACKED_WORDS = {"en": "card stacked under this character", "th": "การ์ดที่ซ้อนอยู่ใต้ตัวละครนี้"}


def for_each_words(cond: dict, lang: str) -> str:
    """What a counted amount counts: `character(s) of your opponent's that is asleep`, `card(s) in your hand`."""
    en = lang == "en"
    if "stacked" in cond:  # (p.23: the cards stacked under it, by number)
        return STACKED_WORDS[lang]
    if "did" in cond:  # the cards this ability did something to; `per`: each level, each 1000 AP of them
        what = did_words(cond, lang)
        if cond.get("per") == "level":
            return f"level of the {what}" if en else f"เลเวลของ{what}"
        if cond.get("per") == "ap":
            return f"1000 AP of the {what}" if en else f"AP 1000 ของ{what}"
        return what
    if "zone" in cond:
        zone = CONDITION_ZONE_WORDS[lang][cond["zone"]]
        kind = TYPE_WORDS[lang][cond["type"]] + " " if "type" in cond else ""
        which = " ".join(card_filter_parts({k: v for k, v in cond.items() if k not in ("zone", "min", "max", "type")},
                                           lang))  # "with the feature [ビッグジュエル]"
        if en:
            face = f"{'face-up' if cond['face_up'] else 'face-down'} " if "face_up" in cond else ""
            return f"{face}{kind}card {which + ' ' if which else ''}in your {zone.removeprefix('the ')}"
        face = f" {FACE_WORDS[lang][cond['face_up']]}" if "face_up" in cond else ""
        return f"การ์ด{kind.strip()}{' ' + which + ' ' if which else ''}ใน{zone}ของเรา{face}"
    filters = " ".join(filter_parts(cond, lang))
    return f"character {filters}".rstrip() if en else f"ตัวละคร {filters}".rstrip()


def condition_words(cond: dict, lang: str) -> str:
    """A board condition in words: `you have 3 or more characters of yours with the feature [警察]`."""
    en = lang == "en"
    if "any_of" in cond:
        return (" or " if en else " หรือ ").join(condition_words(c, lang) for c in cond["any_of"])
    if "stacked" in cond:  # the [N or more] abilities (p.23)
        return (f"{count_words(cond, lang)} cards are stacked under this character" if en
                else f"มี{STACKED_WORDS[lang]} {count_words(cond, lang)}")
    named = next((k for k in cond if k in CONDITIONS), None)
    if named:  # `{trace: discovered}`
        return CONDITIONS[named].says(cond[named], lang)
    if "did" in cond:  # what this ability did: "if 3 or more … were removed by it"
        return (f"{count_words(cond, lang)} {did_words(cond, lang)}" if en
                else f"มี{did_words(cond, lang)} {count_words(cond, lang)}")
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
    if cond.get("different_names"):  # each of a different card name (p.27)
        filters += " " + CARD_SELECTOR["different_names"].words(lang)
    return (f"there are {count_words(cond, lang)} character(s) {filters}".rstrip() if en
            else f"มีตัวละคร {filters} {count_words(cond, lang)}".replace("  ", " "))
NAMED_WORDS = {"en": "with the card name you named", "th": "ที่มีชื่อการ์ดที่ระบุไว้"}
RENAMED_WORDS = {"en": "the card name you named", "th": "ชื่อการ์ดที่ระบุไว้"}  # the step `rename: named`
# what a player may be kept from using until a duration ends (the step `forbid`)
BAR_WORDS = {"en": {"event": "events", "next-hint": "Next Hint", "cut-in": "[Cut-in]", "disguise": "[Disguise]",
                    "spark": "[Spark]"},
             "th": {"event": "อีเวนต์", "next-hint": "เน็กซ์ฮินต์", "cut-in": "[คัทอิน]", "disguise": "[ปลอมตัว]",
                    "spark": "[ฮิราเมกิ]"}}
WHAT_WORDS = {
    "en": {"act": "take an Action", "act-case": "take an Action [Case]", "guard": "Guard",
           "deduce": "deduce", "wake": "become active in the auto phase",
           "be-acted-on": "be targeted by the opponent's Actions",
           "act-on-active": "take an Action targeting the opponent's active characters",
           "guard-asleep": "Guard while asleep",
           "be-chosen-by-event": "be chosen by the effects of the opponent's Events",
           "opponent": "the opponent's abilities and effects", "opponent-event": "the effects of the opponent's Events"},
    "th": {"act": "แอคชั่น", "act-case": "แอคชั่น [คดี]", "guard": "ป้องกัน",
           "deduce": "สืบคดี", "wake": "แอคทีฟในออโต้เฟส",
           "be-acted-on": "ถูกระบุเป็นเป้าหมายแอคชั่นของคู่แข่ง",
           "act-on-active": "แอคชั่นโดยระบุตัวละครแอคทีฟของคู่แข่ง",
           "guard-asleep": "ป้องกันขณะสลีป",
           "be-chosen-by-event": "ถูกเลือกโดยเอฟเฟกต์อีเวนต์ของคู่แข่ง",
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
    if name == "forbid":  # a rule on a player: "your opponent cannot use [Cut-in]"
        what = value if isinstance(value, list) else [value]
        who = {"en": {"self": "you", "opponent": "your opponent"},
               "th": {"self": "เรา", "opponent": "คู่แข่ง"}}[lang][step.get("player", "self")]
        return entry.words(lang).format(player=who, what=(" or " if lang == "en" else " หรือ ").join(
            BAR_WORDS[lang][w] for w in what))
    counted = counted_words(step, lang)
    text = entry.words(lang).format(n=value if isinstance(value, int) else 0, target=_target_words(step.get("target"), lang),
                                    keyword=keyword_words(value, lang) if name == "grant" else "",
                                    what=WHAT_WORDS[lang].get(value, value) if isinstance(value, str) else "") + counted
    if step.get("against"):  # only targets the filter allows
        only = " ".join(filter_parts(step["against"], lang))
        text += f" (only those {only})" if lang == "en" else f" (เฉพาะตัวละคร{only})"
    if step.get("limit"):  # [Turn N] on `must: be-acted-on`: each Action of the opponent's uses it
        text += (f" (at most {step['limit']} time(s) per turn: each Action of the opponent's uses it)" if lang == "en"
                 else f" (เทิร์นละ {step['limit']} ครั้ง: แอคชั่นแต่ละครั้งของคู่แข่งใช้ไป)")
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
UNTIL_WORDS["en"]["end-of-opponent-turn"] = "opponent's turn"  # (the card's owner's opponent)
UNTIL_WORDS["th"]["end-of-opponent-turn"] = "เทิร์นของคู่แข่ง"


# ------------------------------------------------------------------ words for a script

def icon_words(icon: str, lang: str) -> str:
    head, _, arg = icon.partition(" ")
    entry = ICONS.get(head)
    if entry is None:
        return icon
    colors = arg.split(" or ")  # `case white or red`: either
    color = color_words(colors, lang) if all(c in COLOR_TH for c in colors) else arg
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
    if ref == "chosen":  # the characters an earlier selector of the same steps chose (rules/steps/grants.py)
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
        target = _target_words(step.get("target") if name in ("ap", "lp", "level", "grant", "base_ap", "base_lp",
                                                                "rename", "lose") else value, lang)
        until = step.get("until", "end-of-turn")
    player = step.get("player")
    who = {"en": {None: "you", "self": "you", "opponent": "your opponent", "A": "A", "B": "B"},
           "th": {None: "เรา", "self": "เรา", "opponent": "คู่แข่ง", "A": "A ", "B": "B "}}[lang].get(player, player)
    text = entry.words(lang).format(n=value if isinstance(value, int) else 0, target=target,
                                    keyword=keyword_words(value, lang) if name in ("grant", "lose") else (
                                        RENAMED_WORDS[lang] if value == "named" else f"[{value}]")
                                    if name == "rename" else "",
                                    until=UNTIL_WORDS[lang].get(until, until), player=who)
    if name in ("draw", "reveal") and player in ("opponent", "A", "B"):  # someone else does it
        text = (f"{who} {'draws' if name == 'draw' else 'reveals the top'} {value}" if lang == "en"
                else f"{who}{'จั่วการ์ด' if name == 'draw' else 'เปิดการ์ดบนสุดของเด็ค'} {value} ใบ")
    if name == "file" and player in ("opponent", "A", "B"):  # the opponent's own deck and File Area
        text = (f"{who} puts the top {value} card(s) of their deck face down into their File Area" if lang == "en"
                else f"{who}นำการ์ด {value} ใบบนสุดของเด็คตนคว่ำหน้าไว้ที่ไฟล์โซนของตน")
    text += counted_words(step, lang)
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


def declare_words(value: dict, lang: str, n: int | None = None) -> str:
    """A [Declare] ability in words: `Declare 2 [discard 1 …]: draw 1 (it may also be declared from the Partner
    zone)`; `n` numbers it among the card's several Declares (`declare REF N`)."""
    cost = ", ".join("sleep this character" if c == "sleep" and lang == "en" else
                     "สลีปตัวละครนี้" if c == "sleep" else
                     "put this character on the bottom of the deck" if c == "bottom" and lang == "en" else
                     "นำตัวละครนี้ไปไว้ใต้เด็ค" if c == "bottom" else
                     sleep_other_words(c["sleep_other"], lang) if isinstance(c, dict) and "sleep_other" in c
                     else discard_cost_words(c["discard"], lang) if isinstance(c, dict) and "discard" in c
                     else steps_words(c, lang) for c in value.get("cost", []))
    cost = f" [{cost}]" if cost else ""  # a Declare with no cost is used as it is (p.21)
    head = ABILITIES["declare"].words(lang) + (f" {n}" if n is not None else "")
    tail = f" ({DECLARE_KEYS['from_partner'].words(lang)})" if value.get("from_partner") else ""
    return f"{head}{cost}: {steps_words(value.get('effect', []), lang)}{tail}"


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
            out.append(declare_words(value, lang))
        elif key == "declares":  # several, in printed order: `declare REF N` uses the N-th
            out += [declare_words(d, lang, n) for n, d in enumerate(value, 1)]
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
    return [agree(line) for line in out] if lang == "en" else out
ZONE_WORDS = {"en": {"hand": "hand", "remove": "the Remove Area", "file": "the File Area", "evidence": "evidence",
                     "deck": "the deck", "scene": "the scene", "looked": "the cards looked at",
                     "removed": "the Remove Area", "partner": "the Partner zone"},  # `removed`: a condition's zone
              "th": {"hand": "มือ", "remove": "รีมูฟโซน", "file": "ไฟล์โซน", "evidence": "หลักฐาน", "deck": "เด็ค",
                     "scene": "ที่เกิดเหตุ", "looked": "การ์ดที่ดู", "removed": "รีมูฟโซน", "partner": "พาร์ทเนอร์โซน"}}
PLACE_WORDS = {"en": {"hand": "into the hand", "scene": "into the scene", "deck-top": "on top of the deck",
                      "deck-bottom": "on the bottom of the deck in any order", "remove": "into the Remove Area",
                      "evidence": "into the Evidence Area", "file": "into the File Area",
                      "partner": "into your Partner zone"},
               "th": {"hand": "ขึ้นมือ", "scene": "ลงที่เกิดเหตุ", "deck-top": "ไว้บนสุดของเด็ค",
                      "deck-bottom": "ไว้ใต้เด็คตามลำดับที่เลือก", "remove": "ไปรีมูฟโซน",
                      "evidence": "เป็นหลักฐาน", "file": "ไปไฟล์โซน", "partner": "ไปพาร์ทเนอร์โซนของเรา"}}
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
        alts = [" ".join([*([TYPE_WORDS[lang][alt["type"]]] if "type" in alt else []),
                          *([CARD_SELECTOR["self"].words(lang)] if alt.get("self") else []),
                          *card_filter_parts(alt, lang)])
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
        zs = zone if isinstance(zone, list) else [zone]  # several: "from your Remove Area or Partner zone"
        if en:
            owner = "your opponent's" if whose == "opponent" else "your"
            z = " or ".join(ZONE_WORDS["en"][z].removeprefix("the ") for z in zs)
            parts.append(f"from {owner} {z}" if zone != "looked" else f"from {ZONE_WORDS['en'][zone]}")
        else:
            parts.append("จาก" + "หรือ".join(ZONE_WORDS['th'][z] for z in zs)
                         + ("" if zone == "looked" else "ของคู่แข่ง" if whose == "opponent" else "ของเรา"))
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
        parts.append(CARD_SELECTOR["color"].words(lang).format(color=color_words(sel["color"], lang)))
    for key in ("feature", "name", "not_name"):
        if key == "name" and sel.get("name") == "named":  # the card name the player named (`name_card`)
            parts.append(NAMED_WORDS[lang])
        elif key in sel:
            value = sel[key] if isinstance(sel[key], str) else ("] or [" if en else "] หรือ [").join(sel[key])
            parts.append(CARD_SELECTOR[key].words(lang).format(**{"name" if key == "not_name" else key: value}))
    for key in ("disguise", "cut_in", "other", "different_names"):
        if sel.get(key):
            parts.append(CARD_SELECTOR[key].words(lang))
    return parts + has_parts(sel, lang)


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
                else f"เปิดการ์ด {step['look_take']} ใบบนสุดของเด็ค") + counted_words(step, lang)
    else:
        text = STEPS["look_take"].words(lang).format(n=step["look_take"]) + counted_words(step, lang)
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

def counted_words(step: dict, lang: str) -> str:
    """A counted amount's tail (`for_each`): ` for each character of your opponent's`, or nothing."""
    if not step.get("for_each"):
        return ""
    return (f" for each {for_each_words(step['for_each'], 'en')}" if lang == "en"
            else f" ต่อ{for_each_words(step['for_each'], 'th')} 1 ใบ")


def _deck_owner_words(player, lang: str) -> str:
    """Whose deck a step uses (`player`): `your`, `your opponent's`, `B's` / `ของเรา`, `ของคู่แข่ง`."""
    if player in (None, "self"):
        return "your" if lang == "en" else "ของเรา"
    if player == "opponent":
        return "your opponent's" if lang == "en" else "ของคู่แข่ง"
    return f"{player}'s" if lang == "en" else f"ของ {player}"  # A or B (a card described in a scenario)


def _words_remove_top(name):
    def words(step, lang):
        text = STEPS[name].words(lang).format(n=step[name], whose=_deck_owner_words(step.get("player"), lang))
        text += counted_words(step, lang)
        if "found" in step:
            sel = {k: v for k, v in step["found"].items()}
            what = card_selector_words(sel, lang).removeprefix("the first ").removesuffix(" ใบแรก")
            text += (f"; if it removes {what}: {steps_words(step.get('then', []), lang)}" if lang == "en"
                     else f"; ถ้ารีมูฟ{what}: {steps_words(step.get('then', []), lang)}")
        elif step.get("then"):
            text += _then_words(step, lang)
        return text
    return words


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


FACE_WORDS = {"en": {True: "face up", False: "face down"}, "th": {True: "ที่หงายอยู่", False: "ที่คว่ำอยู่"}}


def _words_flip(name):
    return lambda step, lang: STEPS[name].words(lang).format(cards=card_selector_words(step[name], lang)) \
        + _then_words(step, lang)


def _words_reveal_from_hand(step, lang):
    sel = {k: v for k, v in step["reveal_from_hand"].items() if k != "from"}
    return STEPS["reveal_from_hand"].words(lang).format(cards=card_selector_words(sel, lang)) + _then_words(step, lang)


def _words_forbid(step, lang):
    what = step["forbid"] if isinstance(step["forbid"], list) else [step["forbid"]]
    until = step.get("until", "end-of-turn")
    who = {"en": {None: "you", "self": "you", "opponent": "your opponent"},
           "th": {None: "เรา", "self": "เรา", "opponent": "คู่แข่ง"}}[lang].get(step.get("player"), step.get("player"))
    return STEPS["forbid"].words(lang).format(player=who, until=UNTIL_WORDS[lang][until],
                                              what=(" or " if lang == "en" else " หรือ ").join(BAR_WORDS[lang][w]
                                                                                              for w in what))


def _words_choose_some(step, lang):
    opts = " / ".join(f"({k}) {steps_words(o, lang)}" for k, o in enumerate(step["choose_some"], 1))
    return STEPS["choose_some"].words(lang).format(options=opts, n=step.get("up_to", len(step["choose_some"])))


def _words_if(step, lang):
    cond = condition_words(step["if"], lang)
    if step.get("then"):  # only these steps depend on it
        return (f"if {cond}: {steps_words(step['then'], lang)}" if lang == "en"
                else f"ถ้า{cond}: {steps_words(step['then'], lang)}")
    return STEPS["if"].words(lang).format(condition=cond)


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


# a condition's zone `removed` in words (the card-selector ZONE_WORDS above names it `remove`)
HOST_WORDS = {"en": {"self": "this character", "own": "a character of yours", "opponent": "a character of your "
                     "opponent's", "any": "a character in the scene"},
              "th": {"self": "ตัวละครนี้", "own": "ตัวละครของเรา", "opponent": "ตัวละครของคู่แข่ง",
                     "any": "ตัวละครในที่เกิดเหตุ"}}


def _words_contact(step, lang):
    """`{contact: SEL, with: REF}`: a Contact between the chosen character and this one (or `with`'s)."""
    acting = _target_words(step.get("with"), lang)
    if isinstance(step.get("with"), dict):  # one character of those the selector allows
        acting = acting.replace("up to 1 character(s)", "1 character").replace("สูงสุด 1 ใบ", "1 ใบ")
    return STEPS["contact"].words(lang).format(target=_target_words(step["contact"], lang), acting=acting)


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


def _words_stack(step, lang):
    under = step.get("under", "self")
    if under == "self":
        host = _target_words("self", lang)
    else:
        host = selector_words({**under, "up_to": 1}, lang)
        host = host.replace("up to 1 character(s)", "1 character", 1) if lang == "en" else host.replace(" สูงสุด 1 ใบ", " 1 ใบ")
    return STEPS["stack"].words(lang).format(cards=card_selector_words(step["stack"], lang), under=host) \
        + _then_words(step, lang)


def _words_attach(step, lang):
    what = selector_words({**step["attach"], "up_to": 1}, lang)
    what = what.replace("up to 1 character(s)", "1 character", 1) if lang == "en" else what.replace(" สูงสุด 1 ใบ", " 1 ใบ")
    return STEPS["attach"].words(lang).format(target=what)


# the steps whose words are more than their entry's template (nested steps, card selectors): step -> words(step, lang)
STEP_WORDS = {
    "may": _words_may, "choose_one": _words_choose_one, "remove_top": _words_remove_top("remove_top"),
    "may_remove_top": _words_remove_top("may_remove_top"), "discard": _words_discard, "look_take": _words_look_take,
    "move": _words_move, "play": _words_play, "reveal_until": _words_reveal_until,
    "shuffle": lambda step, lang: STEPS["shuffle"].words(lang), "opponent_draws": _words_simple("opponent_draws"),
    "give_evidence": _words_simple("give_evidence"), "investigate": _words_investigate,
    "flip_up": _words_flip("flip_up"), "flip_down": _words_flip("flip_down"),
    "flip_evidence": _words_simple("flip_evidence"), "gain": _words_gain, "instead": _words_instead,
    "set_on": _words_set_on, "remove_set": _words_remove_set, "attach": _words_attach, "stack": _words_stack,
    "reveal_from_hand": _words_reveal_from_hand, "name_card": lambda step, lang: STEPS["name_card"].words(lang),
    "forbid": _words_forbid, "choose_some": _words_choose_some, "if": _words_if, "contact": _words_contact,
}
