"""A card script in words, English and Thai (`judge card`, the trace's ability names, `--json`'s `abilities`).

Each entry of the registry (judge/scripts/registry.py) carries its own words; the functions here put them
together: a selector's filters, a condition, a step and its nested steps, a watcher's head, a whole script as
one line per ability (`ability_lines`). Game terms follow the rulebook and its glossary.
"""

from __future__ import annotations

from judge.i18n import agree
from judge.scripts.registry import (ABILITIES, BOUNDS, CARD_SELECTOR, COMPARED, CONDITIONS, DECLARE_KEYS, ICONS,
                                    KEYWORDS, SELECTOR, STATIC, STEPS, TRIGGERS)

WATCH_WORDS = {  # the words of a watcher's `player`, `whose` and `via`
    "en": {"player": {"own": "you", "opponent": "your opponent", "any": "a player"},
           "whose": {"own": "your", "opponent": "your opponent's", "each": "each"},
           "via": {"character": " [Character]", "case": " [Case]", "next-hint": " by Next Hint", "hand": " from hand",
                   "gained": "gain(s)",
                   "removed": "lose(s)", "by-action-case": "gain(s)", "contact": " by a Contact",
                   "own-effect": " by an ability or effect of yours",
                   "opponent-effect": " by an ability or effect of your opponent's"}},
    "th": {"player": {"own": "เรา", "opponent": "คู่แข่ง", "any": "ผู้เล่น"},
           "whose": {"own": "ของเรา", "opponent": "ของคู่แข่ง", "each": ""},
           "via": {"character": " [ตัวละคร]", "case": " [คดี]", "next-hint": "ด้วยเน็กซ์ฮินต์", "hand": "จากมือ", "gained": "ได้",
                   "removed": "ถูกรีมูฟ", "by-action-case": "ได้", "contact": "โดยการปะทะ",
                   "own-effect": "ด้วยความสามารถหรือเอฟเฟกต์ของเรา",
                   "opponent-effect": "ด้วยความสามารถหรือเอฟเฟกต์ของคู่แข่ง"}},
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
           "reveal_from_hand": "revealed from the hand",
           "look_rest": "looked at and not taken", "stack": "stacked", "investigate": "found by Investigate",
           "flip_evidence": "turned face up",
           "flip_up": "turned face up", "flip_down": "turned face down",
           "draw": "drawn"},
    "th": {"discard": "ทิ้ง", "remove": "รีมูฟจากที่เกิดเหตุ", "remove_top": "รีมูฟจากบนสุดของเด็ค",
           "remove_set": "รีมูฟจากตัวละครที่เซ็ตอยู่", "sleep": "ทำให้สลีป", "stun": "ทำให้สตัน", "activate": "ทำให้แอคทีฟ",
           "bottom": "นำไปไว้ใต้เด็ค", "move": "ย้าย", "play": "นำลงที่เกิดเหตุ", "look_take": "นำขึ้นมือ",
           "reveal_until": "เปิดเจอ", "reveal_from_hand": "เปิดจากมือให้ดู",
           "look_rest": "ดูแต่ไม่ได้เลือก", "stack": "ซ้อน", "investigate": "พบจากการสืบสวน", "flip_evidence": "หงาย",
           "flip_up": "หงาย", "flip_down": "คว่ำ", "draw": "จั่ว"},
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
        if side == "same_as":  # one of their values
            return (f"the same as that of one of the {of}" if lang == "en" else f"เท่ากับของใบใดใบหนึ่งใน{of}")
        if "per" in bound[side]:  # the total of their values
            what = {"level": ("level", "เลเวล"), "ap": ("AP", "AP")}[bound[side]["per"]][lang != "en"]
            return (f"{'at most' if side == 'max' else 'at least'} the total {what} of the {of}" if lang == "en"
                    else f"{'ไม่เกิน' if side == 'max' else 'ไม่น้อยกว่า'}ผลรวม{what}ของ{of}")
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
        return str(bound["min"]) if bound["min"] == bound["max"] else f"{bound['min']}–{bound['max']}"  # "level 7"
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
    for key in (*BOUNDS, "level_total"):
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
        elif key == "feature" and sel.get("feature") == "named":  # the feature the player named (`name_feature`)
            parts.append(NAMED_FEATURE_WORDS[lang])
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
    parts.extend(SELECTOR[k].words(lang) for k in ("in_contact", "acting", "targeted", "shares_feature") if sel.get(k))
    if "this_turn" in sel:  # the turn memory: "that triggered [Gale] this turn"
        parts.append(SELECTOR["this_turn"].words(lang).format(what=TURN_MEMORY_WORDS[lang][sel["this_turn"]]))
    if "face_down_set" in sel:  # (p.23) with, or without, a card set face down on it
        parts.append(SELECTOR["face_down_set"].words(lang) if sel["face_down_set"] else
                     "that has no face-down card set on it" if en else "ที่ไม่มีการ์ดเซ็ตคว่ำหน้าอยู่")
    if sel.get("only_if"):  # chosen first, then acted on only if it meets these: "…; if its LP is at most …"
        only = " ".join(filter_parts({**sel["only_if"], "character": "any"}, lang))
        parts.append(SELECTOR["only_if"].words(lang).format(filters=only))
    if sel.get("any_of"):  # any one of several sets of filters: "named [阿笠博士] or with the feature [少年探偵団]"
        alts = [" ".join(filter_parts({**alt, "character": "any"}, lang)) for alt in sel["any_of"]]
        parts.append(SELECTOR["any_of"].words(lang).format(alts=(" or " if en else " หรือ ").join(alts)))
    return parts + has_parts(sel, lang)


TURN_MEMORY_WORDS = {"en": {"gale": "triggered [Gale]", "acted-character": "took an Action [Character]",
                            "chosen-by-mr": "was chosen by an ability of an MR of its owner's"},
                     "th": {"gale": "[ชิปปุ] ทำงาน", "acted-character": "แอคชั่น [ตัวละคร]",
                            "chosen-by-mr": "ถูกเลือกด้วยความสามารถของ MR ของเจ้าของ"}}


def selector_words(sel: dict, lang: str) -> str:
    """`up to 1 character of yours of level 5 or less`, `ตัวละครของเรา เลเวล 5 หรือต่ำกว่า สูงสุด 1 ใบ`;
    `every character …` for `all: true` (and in a continuous ability, which applies to all it allows)."""
    en = lang == "en"
    key = "count" if "count" in sel else "up_to" if "up_to" in sel else None
    n = sel[key] if key else None
    if isinstance(n, dict):  # a bound counted when the step is done (p.22): "up to as many as your 空手家"
        n = (f"(the count of {for_each_words(n, lang)})" if en else f"เท่ากับจำนวน{for_each_words(n, lang)}")
    many = SELECTOR[key].words(lang).format(n=n) if key else SELECTOR["all"].words(lang)
    head = ("every character" if not key else f"{many} character(s)") if en else "ตัวละคร"
    parts = [head, *filter_parts(sel, lang)]
    if not en:
        parts.append(many)
    return " ".join(parts)


OPPONENTS = "your opponent's"


def count_words(cond: dict, lang: str) -> str:
    """`3 or more`, `no`, `5 or fewer` — the count a condition asks for (min 1 when none is given); compared with
    another count: `as many as or more than the card(s) in your hand`, `more than …`."""
    lo, hi = cond.get("min"), cond.get("max")
    other = next(((k, v) for k, v in (("more_than", cond.get("more_than")), ("min", lo), ("max", hi))
                  if isinstance(v, dict)), None)
    if other:
        than = for_each_words(other[1], lang)
        if other[1].get("plus"):  # "2 or more above yours"
            than += f" + {other[1]['plus']}"
        return {"en": {"more_than": f"more (than the count of {than})", "min": f"as many (as the count of {than}) or more",
                       "max": f"as many (as the count of {than}) or fewer"},
                "th": {"more_than": f"มากกว่าจำนวน{than}", "min": f"เท่ากับหรือมากกว่าจำนวน{than}",
                       "max": f"เท่ากับหรือน้อยกว่าจำนวน{than}"}}[lang][other[0]]
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
# the cards a `{set: HOST}` condition counts (p.23)
SET_ON_WORDS = {"en": {"self": "this character", "own": "your characters", "opponent": "your opponent's characters",
                       "any": "characters in the scene"},
                "th": {"self": "ตัวละครนี้", "own": "ตัวละครของเรา", "opponent": "ตัวละครของคู่แข่ง",
                       "any": "ตัวละครในที่เกิดเหตุ"}}


def set_cards_words(cond: dict, lang: str, noun: str = "card") -> str:
    """`face-down card set on your characters`: what a `{set: HOST}` condition or count names."""
    which = " ".join(card_filter_parts({k: v for k, v in cond.items() if k in ("type", "feature", "name")}, lang))
    on = SET_ON_WORDS[lang][cond["set"]]
    if lang == "en":
        return f"{'face-down ' if cond.get('face_down') else ''}{noun} {which + ' ' if which else ''}set on {on}"
    return f"การ์ด{' ' + which if which else ''}ที่เซ็ต{'คว่ำหน้า' if cond.get('face_down') else ''}ไว้บน{on}"


def for_each_words(cond: dict, lang: str) -> str:
    """What a counted amount counts: `character(s) of your opponent's that is asleep`, `card(s) in your hand`."""
    en = lang == "en"
    if "stacked" in cond:  # (p.23: the cards stacked under it, by number)
        return STACKED_WORDS[lang]
    if "set" in cond:  # the cards set on a character (p.23)
        return set_cards_words(cond, lang)
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
        which = " ".join(card_filter_parts({k: v for k, v in cond.items()
                                            if k not in ("zone", "whose", *COMPARED, "type")},
                                           lang))  # "with the feature [ビッグジュエル]"
        theirs = cond.get("whose") == "opponent"  # the opponent's zone
        if en:
            face = f"{'face-up' if cond['face_up'] else 'face-down'} " if "face_up" in cond else ""
            return f"{face}{kind}card {which + ' ' if which else ''}in {OPPONENTS if theirs else 'your'} {zone}"
        face = f" {FACE_WORDS[lang][cond['face_up']]}" if "face_up" in cond else ""
        return f"การ์ด{kind.strip()}{' ' + which + ' ' if which else ''}ใน{zone}ของ{'คู่แข่ง' if theirs else 'เรา'}{face}"
    filters = " ".join(filter_parts(cond, lang))
    return f"character {filters}".rstrip() if en else f"ตัวละคร {filters}".rstrip()


def condition_words(cond: dict, lang: str) -> str:
    """A board condition in words: `you have 3 or more characters of yours with the feature [警察]`."""
    en = lang == "en"
    if "any_of" in cond and "zone" not in cond:  # (in a zone's count, `any_of` is a card filter)
        return (" or " if en else " หรือ ").join(condition_words(c, lang) for c in cond["any_of"])
    if "stacked" in cond:  # the [N or more] abilities (p.23)
        return (f"{count_words(cond, lang)} cards are stacked under this character" if en
                else f"มี{STACKED_WORDS[lang]} {count_words(cond, lang)}")
    if "set" in cond:  # "if 2 or more cards are set face down on your characters in all" (p.23)
        return (f"there are {count_words(cond, lang)} {set_cards_words(cond, lang, 'card(s)')}" if lang == "en"
                else f"มี{set_cards_words(cond, lang)} {count_words(cond, lang)}")
    named = next((k for k in cond if k in CONDITIONS), None)
    if named:  # `{trace: discovered}`
        return CONDITIONS[named].says(cond[named], lang)
    if "did" in cond:  # what this ability did: "if 3 or more … were removed by it"
        return (f"{count_words(cond, lang)} {did_words(cond, lang)}" if en
                else f"มี{did_words(cond, lang)} {count_words(cond, lang)}")
    if "entered_by" in cond:  # (rules/continuous.entered_by)
        return entered_by_words(cond["entered_by"], lang)
    if "case_only" in cond:  # (rules/continuous.condition)
        color = cond["case_only"]
        return (f"your case has no colour other than {color}" if en
                else f"คดีของเราไม่มีสีอื่นนอกจากสี{COLOR_TH[color]}")
    if "case_other_than" in cond:  # (rules/continuous.condition)
        color = cond["case_other_than"]
        return (f"your case has a colour other than {color}" if en
                else f"คดีของเรามีสีอื่นนอกจากสี{COLOR_TH[color]}")
    if "case_name" in cond:  # (rules/continuous.condition)
        return (f"your case is named [{cond['case_name']}]" if en else f"คดีของเราชื่อ [{cond['case_name']}]")
    if "zone" in cond:
        zone = CONDITION_ZONE_WORDS[lang][cond["zone"]]
        kind = TYPE_WORDS[lang][cond["type"]] if "type" in cond else ""
        rest = [*card_filter_parts({k: v for k, v in cond.items() if k not in (*COMPARED, "whose", "type", "top")},
                                   lang), *([any_of_words(cond, lang)] if "any_of" in cond else [])]
        theirs = cond.get("whose") == "opponent"  # the opponent's zone
        whose = (OPPONENTS if theirs else "your") if en else ("ของคู่แข่ง" if theirs else "ของเรา")
        if cond.get("top"):  # its top card meets the filters (or, with `max: 0`, does not)
            nope = cond.get("max") == 0
            what = " ".join([kind or ("card" if en else "การ์ด"), *rest])
            return (f"the top card of {whose} {zone} is {'not ' if nope else ''}a {what}" if en
                    else f"การ์ดใบบนสุดของ{zone}{whose}{'ไม่' if nope else ''}เป็น{what}")
        what = " ".join([f"{kind} card(s)".strip() if en else f"การ์ด{kind}", *rest])
        return (f"{whose} {zone} holds {count_words(cond, lang)} {what}" if en
                else f"{zone}{whose}มี{what} {count_words(cond, lang)}")
    if cond.get("character") == "self" and "this_turn" in cond:  # "unless your MR chose this character this turn"
        what = SELECTOR["this_turn"].words(lang).format(what=TURN_MEMORY_WORDS[lang][cond["this_turn"]])
        what = what.removeprefix("that ").removeprefix("ที่")
        if cond.get("max") != 0:
            return ("this card " if en else "การ์ดนี้") + what
        if en and what.startswith("was "):  # "this card was not chosen by …"
            return "this card was not " + what.removeprefix("was ")
        return ("it is not so that this card " if en else "ไม่ใช่กรณีที่การ์ดนี้") + what
    if cond.get("character") == "self":
        rest = [p.removeprefix("that is ") for p in filter_parts({k: v for k, v in cond.items() if k != "character"},
                                                                 lang)]  # "this card is active"
        return ("this card is " if en else "การ์ดนี้") + " ".join(rest)
    if cond.get("character") == "contact":
        rest = [p for p in filter_parts({k: v for k, v in cond.items() if k != "character"}, lang)]
        return ("the character in the Contact is " if en else "ตัวละครที่ปะทะอยู่") + " ".join(rest)
    if cond.get("character") == "trigger":  # the card that set it off (an On Disguise's: the one it replaced)
        rest = [p for p in filter_parts({k: v for k, v in cond.items() if k != "character"}, lang)]
        return ("that character is " if en else "ตัวละครนั้น") + " ".join(rest)
    filters = " ".join(filter_parts(cond, lang))
    if "sum" in cond:  # the total of their values (p.21): "the LP of your characters add up to 2 or less"
        hi, lo = cond.get("max"), cond.get("min")
        bound = (f"{hi} or less" if lo is None else f"{lo} or more" if hi is None else f"{lo}–{hi}") if en else (
            f"ไม่เกิน {hi}" if lo is None else f"{lo} ขึ้นไป" if hi is None else f"{lo}–{hi}")
        stat = cond["sum"].upper() if cond["sum"] != "level" else "level"
        return (f"the {stat} of the characters {filters} add up to {bound}" if en
                else f"{stat} ของตัวละคร {filters} รวมกัน{bound}")
    if cond.get("different_names"):  # each of a different card name (p.27)
        filters += " " + CARD_SELECTOR["different_names"].words(lang)
    return (f"there are {count_words(cond, lang)} character(s) {filters}".rstrip() if en
            else f"มีตัวละคร {filters} {count_words(cond, lang)}".replace("  ", " "))
NAMED_WORDS = {"en": "with the card name you named", "th": "ที่มีชื่อการ์ดที่ระบุไว้"}
NAMED_FEATURE_WORDS = {"en": "with the feature you named", "th": "ที่มีคุณลักษณะที่ระบุไว้"}
RENAMED_WORDS = {"en": "the card name you named", "th": "ชื่อการ์ดที่ระบุไว้"}  # the step `rename: named`
# what a player may be kept from using until a duration ends (the step `forbid`)
BAR_WORDS = {"en": {"event": "events", "next-hint": "Next Hint", "cut-in": "[Cut-in]", "disguise": "[Disguise]",
                    "spark": "[Spark]", "character": "characters from hand (Next Hint included)",
                    "put-in": "abilities or effects to put characters into the scene", "case-closed": "[Case Closed]"},
             "th": {"event": "อีเวนต์", "next-hint": "เน็กซ์ฮินต์", "cut-in": "[คัทอิน]", "disguise": "[ปลอมตัว]",
                    "spark": "[ฮิราเมกิ]", "character": "ตัวละครจากมือ (รวมการใช้ด้วยเน็กซ์ฮินต์)",
                    "put-in": "ความสามารถหรือเอฟเฟกต์เพื่อนำตัวละครลงที่เกิดเหตุ", "case-closed": "[ปิดคดี]"}}
WHAT_WORDS = {
    "en": {"act": "take an Action", "act-case": "take an Action [Case]", "guard": "Guard",
           "deduce": "deduce", "wake": "become active in the auto phase",
           "be-acted-on": "be targeted by the opponent's Actions",
           "be-removed-by-contact": "be removed by the Contact",
           "act-on-active": "take an Action targeting the opponent's active characters",
           "guard-asleep": "Guard while asleep",
           "on-disguise": "have its [On Disguise] trigger",
           "declare-removing-this": "declare a [Declare] by removing this character from the scene instead of paying "
                                    "its cost ([Sleep] included)",
           "be-chosen-by-event": "be chosen by the effects of the opponent's Events",
           "opponent": "the opponent's abilities and effects", "opponent-event": "the effects of the opponent's Events"},
    "th": {"act": "แอคชั่น", "act-case": "แอคชั่น [คดี]", "guard": "ป้องกัน",
           "deduce": "สืบคดี", "wake": "แอคทีฟในออโต้เฟส",
           "be-acted-on": "ถูกระบุเป็นเป้าหมายแอคชั่นของคู่แข่ง",
           "be-removed-by-contact": "ถูกรีมูฟจากการปะทะ",
           "act-on-active": "แอคชั่นโดยระบุตัวละครแอคทีฟของคู่แข่ง",
           "guard-asleep": "ป้องกันขณะสลีป",
           "on-disguise": "ทำให้ความสามารถ [เมื่อปลอมตัว] ทำงาน",
           "declare-removing-this": "ประกาศ [ประกาศ] โดยรีมูฟตัวละครนี้จากที่เกิดเหตุแทนการจ่ายคอสต์ (รวม [สลีป])",
           "be-chosen-by-event": "ถูกเลือกโดยเอฟเฟกต์อีเวนต์ของคู่แข่ง",
           "opponent": "ความสามารถและเอฟเฟกต์ของคู่แข่ง", "opponent-event": "เอฟเฟกต์อีเวนต์ของคู่แข่ง"},
}


def entered_by_words(sel: dict, lang: str) -> str:
    """`{entered_by: FILTER}`: `this character was put into the scene by an ability or effect of your character`."""
    kind = TYPE_WORDS[lang][sel["type"]] if "type" in sel else ("card" if lang == "en" else "การ์ด")
    rest = " ".join(card_filter_parts({k: v for k, v in sel.items() if k not in ("whose", "type")}, lang))
    if lang == "en":
        whose = {"self": "your ", "opponent": "your opponent's "}.get(sel.get("whose"),
                                                                     "an " if kind[0] in "aeiou" else "a ")
        return f"this character was put into the scene by an ability or effect of {whose}{kind} {rest}".rstrip()
    whose = {"self": "ของเรา", "opponent": "ของคู่แข่ง"}.get(sel.get("whose"), "")
    return f"ตัวละครนี้ลงที่เกิดเหตุด้วยความสามารถหรือเอฟเฟกต์ของ{kind}{whose} {rest}".rstrip()


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
        text = entry.words(lang).format(player=who, what=(" or " if lang == "en" else " หรือ ").join(
            BAR_WORDS[lang][w] for w in what))
        if "except" in step:  # "… other than [探偵] ones"
            but = " ".join(card_filter_parts(step["except"], lang))
            text += f" other than those {but}" if lang == "en" else f" ยกเว้นการ์ด{but}"
        return text
    counted = counted_words(step, lang)
    text = entry.words(lang).format(n=value if isinstance(value, int) else 0, target=_target_words(step.get("target"), lang),
                                    keyword=keyword_words(value, lang) if name == "grant" else "",
                                    ability="; ".join(ability_lines(value, lang)) if name == "give" else "",
                                    what=WHAT_WORDS[lang].get(value, value) if isinstance(value, str) else "") + counted
    if step.get("against"):  # only targets the filter allows
        only = " ".join(filter_parts(step["against"], lang))
        text += f" (only those {only})" if lang == "en" else f" (เฉพาะตัวละคร{only})"
    if step.get("where"):  # it holds on this card while it lies there, not in the scene
        zones = step["where"] if isinstance(step["where"], list) else [step["where"]]
        places = (" or " if lang == "en" else " หรือ").join(
            "your hand" if lang == "en" and z == "hand" else ZONE_WORDS[lang][z] for z in zones)
        text += f" (while in {places}, not in the scene)" if lang == "en" else f" (ขณะอยู่ใน{places} ไม่ใช่ที่เกิดเหตุ)"
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
UNTIL_WORDS = {"en": {"end-of-turn": "turn", "contact": "Contact", "action": "Action", "deduction": "Deduction",
                      "end-of-opponent-turn": "opponent's turn", "while-in-scene": "card's stay in the scene",
                      "while-source-in-scene": "stay in the scene of the card whose ability it is"},
               "th": {"end-of-turn": "เทิร์น", "contact": "การปะทะ", "action": "แอคชั่น", "deduction": "การสืบคดี",
                      "end-of-opponent-turn": "เทิร์นของคู่แข่ง", "while-in-scene": "การอยู่ในที่เกิดเหตุของการ์ด",
                      "while-source-in-scene": "การอยู่ในที่เกิดเหตุของการ์ดเจ้าของความสามารถ"}}


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
    if name == "draw" and step.get("until_hand"):  # "draw until you have N cards in hand"
        text = (f"{who} draw(s) until {'your' if who == 'you' else 'their'} hand holds {value} cards" if lang == "en"
                else f"{who}จั่วการ์ดจนมีการ์ดในมือ {value} ใบ")
    if name == "evidence" and step.get("face_up"):
        text += " face up" if lang == "en" else " แบบหงาย"
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
        words = selector_words({**{k: v for k, v in alt.items() if k != "type"}, "up_to": 1}, lang)
        words = words.replace("up to 1 character(s)", "another character" if alt.get("other") else "a character")
        words = words.replace(" สูงสุด 1 ใบ", "" if not alt.get("other") else " อื่น")
        if alt.get("type") == "event":  # a card used: "when you use a [Green] event" (watch_use)
            words = words.replace("a character", "an event", 1) if en else words.replace("ตัวละคร", "อีเวนต์", 1)
        alts.append(words)
    return (" or " if en else " หรือ ").join(alts)


def sleep_other_words(sel: dict, lang: str) -> str:
    """A Declare cost `{sleep_other: FILTER}`: sleep one other active character of yours."""
    what = filter_words({**sel, "character": "own"}, lang)
    return f"sleep {what} other than this one" if lang == "en" else f"สลีป{what} ที่แอคทีฟ 1 ใบ นอกจากใบนี้"


def state_cost_words(cost: dict, lang: str) -> str:
    """A Declare cost `{sleep: FILTER}` / `{stun: FILTER}`: one character of yours that meets it (this one too)."""
    verb = "sleep" if "sleep" in cost else "stun"
    what = filter_words({**cost[verb], "character": "own"}, lang)
    return (f"{verb} {what}" if lang == "en"
            else f"{'สลีป' if verb == 'sleep' else 'สตัน'}{what} 1 ใบ")


def discard_cost_words(value, lang: str) -> str:
    """A Declare cost `{discard: N}` / `{discard: {count: N, filters…}}`: discard cards from your hand;
    `{discard: {down_to: N}}`: until N remain."""
    if isinstance(value, dict) and "down_to" in value:
        n = value["down_to"]
        return (f"discard from your hand until {n} card(s) remain" if lang == "en"
                else f"ทิ้งการ์ดในมือจนเหลือ {n} ใบ")
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
    if "used" in spec:  # the card whose Cut-in is used
        target += (f" (the Cut-in of {filter_words(spec['used'], lang)})" if lang == "en"
                   else f" (คัทอินของ{filter_words(spec['used'], lang)})")
    if "targeted" in spec:  # the character the Action targets (a Guard's watcher: "an Action on this character")
        target += (f" (an Action targeting {filter_words(spec['targeted'], lang)})" if lang == "en"
                   else f" (แอคชั่นที่เลือก{filter_words(spec['targeted'], lang)})")
    by = filter_words(spec["by"], lang) if "by" in spec else (default if key != "watch_use" else
                                                             ("a card" if lang == "en" else "การ์ด"))
    tail = ""
    if key == "watch_evidence" and spec.get("via") == "by-action-case":  # the evidence of an Action [Case]
        of = filter_words(spec["by"], lang) if "by" in spec else ""  # `by`: the character that took it
        tail = ((f" by an Action [Case] of {of}" if of else " by an Action [Case]") if lang == "en"
                else (f"จากแอคชั่น [คดี] ของ{of}" if of else "จากแอคชั่น [คดี]"))
    if "replaced" in spec:  # the character the Disguise takes the place of
        tail = (f" in place of {filter_words(spec['replaced'], lang)}" if lang == "en"
                else f"แทนที่{filter_words(spec['replaced'], lang)}")
    if spec.get("each"):  # "each time one of them …" (a set card leaving, p.23)
        tail += " (once for each card)" if lang == "en" else " (ทำงานทีละใบ)"
    if spec.get("from_partner"):  # it also triggers while its card is in the Partner zone (p.26)
        tail += " (also from the Partner zone)" if lang == "en" else " (ทำงานจากพาร์ทเนอร์โซนได้ด้วย)"
    if "{target}" not in TRIGGERS[key].words(lang):  # (watch_cut_in's `used`: said after its words)
        tail = target + tail
    return TRIGGERS[key].words(lang).format(
        by=by, player=w["player"][spec.get("player", "own")], whose=w["whose"][spec.get("whose", "own")],
        via=w["via"].get(spec.get("via", "gained" if key == "watch_evidence" else None), ""),
        target=target, card=set_card_filter_words(spec.get("card", {}), lang)).replace("  ", " ") + tail


def set_card_filter_words(card: dict, lang: str) -> str:
    """A set-card watcher's `card` filter (p.23): `a face-down card`, `a card with the feature [YAIBA]`."""
    which = " ".join(card_filter_parts({k: v for k, v in card.items() if k != "face_down"}, lang))
    if lang == "en":
        return f"a {'face-down ' if card.get('face_down') else ''}card{' ' + which if which else ''}"
    return f"การ์ด{' ' + which + ' ' if which else ''}{'ที่คว่ำหน้า' if card.get('face_down') else ''}"


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
                     else state_cost_words(c, lang) if isinstance(c, dict) and ("sleep" in c or "stun" in c)
                     else discard_cost_words(c["discard"], lang) if isinstance(c, dict) and "discard" in c
                     else either_cost_words(c["either"], lang) if isinstance(c, dict) and "either" in c
                     else steps_words(c, lang) for c in value.get("cost", []))
    cost = f" [{cost}]" if cost else ""  # a Declare with no cost is used as it is (p.21)
    head = ABILITIES["declare"].words(lang) + (f" {n}" if n is not None else "")
    tail = "".join(f" ({DECLARE_KEYS[k].words(lang)})" for k in ("from_partner", "from_hand") if value.get(k))
    return f"{head}{cost}: {steps_words(value.get('effect', []), lang)}{tail}"


def case_closed_words(value: dict, lang: str) -> str:
    """A Case's `case_closed`: `Your black Partner's [Case Closed] is rewritten as [Resolution] [Sleep, remove
    evidence equal to your case level]: your opponent loses the game`."""
    costs = ["sleep the Partner" if lang == "en" else "สลีปพาร์ทเนอร์"]
    for c in value.get("cost", []):
        n = c["remove_evidence"]
        costs.append(("remove evidence equal to your case level" if lang == "en" else "รีมูฟหลักฐานเท่ากับเลเวลคดีของเรา")
                     if n == "case-level" else (f"remove {n} of your evidence" if lang == "en" else f"รีมูฟหลักฐานของเรา {n} ใบ"))
    head = ABILITIES["case_closed"].words(lang).format(color=color_words(value["partner"], lang))
    return f"{head} [{icon_words('resolution-phase', lang)}] [{', '.join(costs)}]: {steps_words(value.get('effect', []), lang)}"


def either_cost_words(options: list, lang: str) -> str:
    """A Declare cost `{either: [[…], […]]}` (p.14): `one of: (1) …; or (2) …`, each option as a Declare's cost."""
    head = ABILITIES["declare"].words(lang) + " ["  # each option worded as a Declare's cost alone: "Declare [X]: "
    parts = [f"({k}) {declare_words({'cost': o}, lang).removeprefix(head).removesuffix(']: ')}"
             for k, o in enumerate(options, 1)]
    return ("one of: " + "; or ".join(parts)) if lang == "en" else ("อย่างใดอย่างหนึ่ง: " + "; หรือ ".join(parts))


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
        elif key == "case_closed":  # a Case's rewrite of its owner's Partner's [Case Closed] (p.13)
            out.append(case_closed_words(value, lang))
        elif key == "use_if":  # "this event can be used only if …" (p.11): its gates
            out.append(f"{ABILITIES['use_if'].words(lang)} " + (" and " if lang == "en" else " และ ").join(
                static_words(g, lang) for g in value))
        elif key == "case_rules":  # a Case that changes game rules (p.5)
            en = lang == "en"
            parts = []
            if "partner_colors" in value:
                colours = "/".join(v if en else COLOR_TH[v] for v in value["partner_colors"])
                parts.append(f"your Partner's colours are {colours}" if en else f"พาร์ทเนอร์ของเรามีสี {colours}")
            if "scene_size" in value:
                n = value["scene_size"]
                parts.append(f"your scene holds at most {n} characters" if en
                             else f"ที่เกิดเหตุของเรามีตัวละครได้สูงสุด {n} ใบ")
            out.append(f"{ABILITIES[key].words(lang)}: " + "; ".join(parts))
        elif key == "ignore_case_colour":  # used from hand, it may ignore the case colour (p.12)
            gates = [static_words(g, lang) for g in (value if isinstance(value, list) else [])]
            head = ABILITIES[key].words(lang)
            if value == "next-hint":  # only when used by Next Hint
                head = ("Used by Next Hint, it may ignore the case colour" if lang == "en"
                        else "เมื่อใช้ด้วยเน็กซ์ฮินต์ การ์ดนี้ไม่ต้องตรงสีคดี")
            out.append((f"[{', '.join(gates)}] " if gates else "") + head)
        elif key == "while_set":  # abilities an event set on a character gives it (p.23)
            out.append(f"{ABILITIES['while_set'].words(lang)}: " + " / ".join(ability_lines(value, lang)))
        elif key in TRIGGERS:
            out.append(f"{TRIGGERS[key].words(lang)}: {steps_words(value, lang)}")
        elif key in ABILITIES:
            out.append(f"{ABILITIES[key].words(lang)}: {steps_words(value, lang)}")
    return [agree(line) for line in out] if lang == "en" else out
ZONE_WORDS = {"en": {"hand": "hand", "remove": "the Remove Area", "file": "the File Area", "evidence": "evidence",
                     "deck": "the deck", "scene": "the scene", "looked": "the cards looked at",
                     "removed": "the Remove Area", "partner": "the Partner zone",
                     "stacked": "the cards stacked under this character"},  # `removed`: a condition's zone
              "th": {"hand": "มือ", "remove": "รีมูฟโซน", "file": "ไฟล์โซน", "evidence": "หลักฐาน", "deck": "เด็ค",
                     "scene": "ที่เกิดเหตุ", "looked": "การ์ดที่ดู", "removed": "รีมูฟโซน", "partner": "พาร์ทเนอร์โซน",
                     "stacked": "การ์ดที่ซ้อนอยู่ใต้ตัวละครนี้"}}
PLACE_WORDS = {"en": {"hand": "into the hand", "scene": "into the scene", "deck-top": "on top of the deck",
                      "deck-bottom": "on the bottom of the deck in any order", "remove": "into the Remove Area",
                      "evidence": "into the Evidence Area", "file": "into the File Area",
                      "partner": "into your Partner zone"},
               "th": {"hand": "ขึ้นมือ", "scene": "ลงที่เกิดเหตุ", "deck-top": "ไว้บนสุดของเด็ค",
                      "deck-bottom": "ไว้ใต้เด็คตามลำดับที่เลือก", "remove": "ไปรีมูฟโซน",
                      "evidence": "เป็นหลักฐาน", "file": "ไปไฟล์โซน", "partner": "ไปพาร์ทเนอร์โซนของเรา"}}
TYPE_WORDS = {"en": {"character": "character", "event": "event"}, "th": {"character": "ตัวละคร", "event": "อีเวนต์"}}


def any_of_words(sel: dict, lang: str) -> str:
    """A card filter `any_of` in words: `(named [京極真] or with the feature [鈴木財閥])`."""
    alts = [" ".join([*([TYPE_WORDS[lang][alt["type"]]] if "type" in alt else []),
                      *([CARD_SELECTOR["self"].words(lang)] if alt.get("self") else []),
                      *card_filter_parts(alt, lang)])
            for alt in sel["any_of"]]
    return "(" + (" or " if lang == "en" else " หรือ ").join(alts) + ")"


def card_selector_words(sel: dict, lang: str) -> str:
    """`up to 1 blue character card(s) from your Remove Area`, `การ์ดตัวละคร สีน้ำเงิน จากรีมูฟโซนของเรา สูงสุด 1 ใบ`."""
    en = lang == "en"
    if isinstance(sel.get("count"), dict):  # as many as an earlier step did
        many = (f"as many as the {did_words(sel['count'], lang)}" if en
                else f"เท่ากับจำนวน{did_words(sel['count'], lang)}")
    elif "count" in sel:
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
        parts.append(any_of_words(sel, lang))
    if "face_up" in sel:  # evidence: `face-up card(s)`, `การ์ด ที่หงายอยู่`
        if en:
            parts[0] = f"{'face-up' if sel['face_up'] else 'face-down'} {parts[0]}"
        else:
            parts.insert(1, FACE_WORDS[lang][sel["face_up"]])
    if sel.get("top"):
        many = f"the top {sel.get('count', sel.get('up_to', 1))}" if en else f"{sel.get('count', sel.get('up_to', 1))} ใบบนสุด"
    if sel.get("bottom"):
        many = f"the bottom {sel.get('count', sel.get('up_to', 1))}" if en else f"{sel.get('count', sel.get('up_to', 1))} ใบล่างสุด"
    if sel.get("all"):
        many = "all" if en else "ทุกใบ"
    zone = sel.get("from")
    if zone:
        whose = sel.get("whose", "self")
        zs = zone if isinstance(zone, list) else [zone]  # several: "from your Remove Area or Partner zone"
        if en:
            owner = {"opponent": "your opponent's", "any": "either player's"}.get(whose, "your")
            z = " or ".join(ZONE_WORDS["en"][z].removeprefix("the ") for z in zs)
            parts.append(f"from {owner} {z}" if zone != "looked" else f"from {ZONE_WORDS['en'][zone]}")
        else:
            parts.append("จาก" + "หรือ".join(ZONE_WORDS['th'][z] for z in zs)
                         + ("" if zone == "looked" else {"opponent": "ของคู่แข่ง", "any": "ของผู้เล่นฝ่ายใดก็ได้"}.get(whose, "ของเรา")))
    return f"{many} {' '.join(parts)}".strip() if en else f"{' '.join(parts)} {many}".strip()


def card_filter_parts(sel: dict, lang: str) -> list[str]:
    """The words of a card selector's filters (as card_selector_words says them): bounds, colour, feature(s),
    name(s), Disguise, Cut-in, other — for a condition's zone and each set of an `any_of`."""
    en = lang == "en"
    parts = []
    for key in ("level", "ap", "lp", "color_count", "level_total"):
        if key in sel:
            parts.append(CARD_SELECTOR[key].words(lang).format(range=range_words(sel[key], lang)))
    if "color" in sel:
        parts.append(CARD_SELECTOR["color"].words(lang).format(color=color_words(sel["color"], lang)))
    for key in ("feature", "name", "not_name"):
        if key == "name" and sel.get("name") == "named":  # the card name the player named (`name_card`)
            parts.append(NAMED_WORDS[lang])
        elif key == "feature" and sel.get("feature") == "named":  # the feature the player named (`name_feature`)
            parts.append(NAMED_FEATURE_WORDS[lang])
        elif key in sel:
            value = sel[key] if isinstance(sel[key], str) else ("] or [" if en else "] หรือ [").join(sel[key])
            parts.append(CARD_SELECTOR[key].words(lang).format(**{"name" if key == "not_name" else key: value}))
    if "did" in sel:  # a card an earlier step of this ability did that to
        parts.append(CARD_SELECTOR["did"].words(lang).format(did=DID_WORDS[lang][sel["did"]]))
    for key in ("disguise", "cut_in", "mr", "other", "different_names", "shares_feature", "different_levels",
                "different_colors", "different_types"):
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
    if step.get("who") == "opponent":  # "your opponent may …" (they do the steps as theirs)
        head = (f"your opponent may (as theirs): {steps_words(step['may'], lang)}" if lang == "en"
                else f"คู่แข่งเลือกทำได้ (ในฐานะของคู่แข่ง): {steps_words(step['may'], lang)}")
    return head + _then_words(step, lang)


def _words_choose_one(step, lang):
    opts = " / ".join(f"({k}) {steps_words(o, lang)}" for k, o in enumerate(step["choose_one"], 1))
    return STEPS["choose_one"].words(lang).format(options=opts)


def _words_rock_paper_scissors(step, lang):
    nothing = "nothing" if lang == "en" else "ไม่มีผล"
    return STEPS["rock_paper_scissors"].words(lang).format(win=steps_words(step.get("won", []), lang) or nothing,
                                                           lose=steps_words(step.get("lost", []), lang) or nothing)


def _words_discard(step, lang):
    at_random = (" (picked at random)" if lang == "en" else " (สุ่มเลือก)") if step.get("random") else ""
    return (STEPS["discard"].words(lang).format(who=_who(step, lang), n=step["discard"]) + at_random
            + _then_words(step, lang))


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
    to = PLACE_WORDS[lang][step.get("to", "hand")]
    if step.get("face_up"):  # gained as evidence face up, by the card's owner
        to += " face up (its owner gains it as evidence)" if lang == "en" else " แบบหงาย (เจ้าของได้เป็นหลักฐาน)"
    if step.get("shuffled") and step.get("to") == "deck-bottom":  # shuffled first: no order named
        to = "shuffled, on the bottom of the deck" if lang == "en" else "สับแล้วไว้ใต้เด็ค"
    text = STEPS["move"].words(lang).format(cards=card_selector_words(step["move"], lang), to=to)
    if "found" in step and step.get("then"):  # "if you chose an MR character": `then` only for a match
        what = card_selector_words({**step["found"], "count": 1}, lang)
        what = what.replace("1 card(s)", "a card", 1) if lang == "en" else what.removesuffix(" 1 ใบ")
        return text + (f"; if it is {what}: " if lang == "en" else f"; ถ้าเป็น{what}: ") + steps_words(step["then"], lang)
    return text + _then_words(step, lang)


def _asleep_words(step, lang):
    return ("" if not step.get("asleep") else " asleep" if lang == "en" else " ในสถานะสลีป")


def _words_play(step, lang):
    text = STEPS["play"].words(lang).format(cards=card_selector_words(step["play"], lang)) + _asleep_words(step, lang)
    if step.get("one_active"):  # one of them enters active (its player names it), the rest asleep
        text += (": one of them you name active, the rest asleep" if lang == "en"
                 else ": ใบที่เราระบุ 1 ใบในสถานะแอคทีฟ ที่เหลือในสถานะสลีป")
    if "found" in step and step.get("then"):  # "if the character put in is …": `then` only for a match
        what = card_selector_words({**step["found"], "count": 1}, lang)
        what = what.replace("1 card(s)", "a card", 1) if lang == "en" else what.removesuffix(" 1 ใบ")
        return text + (f"; if it is {what}: " if lang == "en" else f"; ถ้าเป็น{what}: ") + steps_words(step["then"], lang)
    return text + _then_words(step, lang)


def _words_use_event(step, lang):
    text = STEPS["use_event"].words(lang).format(cards=card_selector_words({**step["use_event"], "type": "event"},
                                                                           lang)) + _then_words(step, lang)
    if step.get("event_last"):  # "resolve this effect, then the event's effect"
        text += (" (all this first, then the event's effect)" if lang == "en" else
                 " (ทำทั้งหมดนี้ก่อน แล้วจึงทำเอฟเฟกต์ของอีเวนต์)")
    return text


def _words_reveal_until(step, lang):
    sel = {k: v for k, v in step["reveal_until"].items()}
    text = STEPS["reveal_until"].words(lang).format(cards=card_selector_words(sel, lang),
                                                    to=PLACE_WORDS[lang][step.get("to", "hand")])
    if step.get("from_bottom"):
        text = text.replace("from the top", "from the bottom") if lang == "en" else text.replace("บนสุด", "ล่างสุด")
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
    if step.get("for_each"):  # Investigate X: X counted (times the value) when it is done
        each = for_each_words(step["for_each"], lang)
        x = "X" if step["investigate"] == 1 else f"{step['investigate']}X"
        text = STEPS["investigate"].words(lang).format(n=x) + (f" (X: the number of {each})" if en
                                                               else f" (X: จำนวน{each})")
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


def _words_reveal_hand(step, lang):
    who = {"en": {"self": "you", "opponent": "your opponent"}, "th": {"self": "เรา", "opponent": "คู่แข่ง"}}
    return STEPS["reveal_hand"].words(lang).format(player=who[lang][step["reveal_hand"]])


def _words_forbid(step, lang):
    what = step["forbid"] if isinstance(step["forbid"], list) else [step["forbid"]]
    until = step.get("until", "end-of-turn")
    who = {"en": {None: "you", "self": "you", "opponent": "your opponent"},
           "th": {None: "เรา", "self": "เรา", "opponent": "คู่แข่ง"}}[lang].get(step.get("player"), step.get("player"))
    return STEPS["forbid"].words(lang).format(player=who, until=UNTIL_WORDS[lang][until],
                                              what=(" or " if lang == "en" else " หรือ ").join(BAR_WORDS[lang][w]
                                                                                              for w in what)
                                              + (only_words(step["only"], lang) if "only" in step else ""))


def only_words(only: dict, lang: str) -> str:
    """A `forbid` rule's `only` filter in words: ` (only cards named [ジン])`."""
    cards = " ".join(card_filter_parts(only, lang))
    return f" (only cards {cards})" if lang == "en" else f" (เฉพาะการ์ด{cards})"


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


def _words_delayed(step, lang):
    return delayed_words(step["delayed"], lang)


def delayed_words(value: dict, lang: str) -> str:
    """A delayed effect: `at the end of this turn: …` / `this turn, the next time only, when your opponent loses
    evidence: …`."""
    key, spec = next(iter(value.items()))
    steps = steps_words(spec["steps"], lang)
    if key == "end_of_turn":
        return agree(f"at the end of this turn: {steps}") if lang == "en" else f"เมื่อจบเทิร์นนี้: {steps}"
    head = watch_words(key, spec, lang)
    head = head[0].lower() + head[1:] if lang == "en" else head
    return (agree(f"this turn, the next time only, {head}: {steps}") if lang == "en"
            else f"ในเทิร์นนี้ เฉพาะครั้งถัดไป {head}: {steps}")


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
    host = step.get("host", "own")
    on = HOST_WORDS[lang][host] if isinstance(host, str) else (" or " if lang == "en" else " หรือ ").join(
        selector_words({"character": "any", **f, "all": True}, lang) for f in (host if isinstance(host, list) else [host]))
    if step.get("to") == "evidence":  # its owner gains it face up as evidence instead of the Remove Area
        text = (f"choose {step['remove_set']} {face}card(s) set on {on}: its owner gains it face up as evidence"
                if lang == "en" else f"เลือกการ์ดที่เซ็ต{face}ไว้บน{on} {step['remove_set']} ใบ: เจ้าของการ์ดได้การ์ดนั้นเป็นหลักฐานหงายหน้า")
    else:
        text = STEPS["remove_set"].words(lang).format(n=step["remove_set"], face=face, on=on)
    if "name" in step:  # only face-up set cards of that name ("remove this event set on it")
        text += f" (a card named 〚{step['name']}〛)" if lang == "en" else f" (การ์ดชื่อ 〚{step['name']}〛)"
    return text + _then_words(step, lang)


def _words_move_set(step, lang):
    face = ("face-down " if lang == "en" else "คว่ำหน้า") if step.get("face_down") else ""
    return STEPS["move_set"].words(lang).format(n=step["move_set"], face=face, target=_target_words(step["target"], lang))


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
    if step["attach"] == "chosen":  # the character an earlier step chose or put in (p.23)
        return STEPS["attach"].words(lang).format(target=_target_words("chosen", lang))
    what = selector_words({**step["attach"], "up_to": 1}, lang)
    what = what.replace("up to 1 character(s)", "1 character", 1) if lang == "en" else what.replace(" สูงสุด 1 ใบ", " 1 ใบ")
    return STEPS["attach"].words(lang).format(target=what)


def _words_features(step, lang):
    """`features: {lose, gain}`: `this character loses the feature(s) [警察] and [警視庁] and has [探偵] …`."""
    change = step["features"]
    lose = " and ".join(f"[{f}]" for f in change.get("lose", ())) if lang == "en" else \
        " และ ".join(f"[{f}]" for f in change.get("lose", ()))
    gain = " and ".join(f"[{f}]" for f in change.get("gain", ())) if lang == "en" else \
        " และ ".join(f"[{f}]" for f in change.get("gain", ()))
    if lang == "en":
        what = " and ".join(p for p in (f"lose(s) the feature(s) {lose}" if lose else "",
                                        f"has the feature(s) {gain}" if gain else "") if p)
    else:
        what = " และ".join(p for p in (f"เสียคุณลักษณะ {lose}" if lose else "", f"มีคุณลักษณะ {gain}" if gain else "")
                          if p)
    until = step.get("until", "end-of-turn")
    return STEPS["features"].words(lang).format(target=_target_words(step.get("target", "self"), lang), what=what,
                                                until=UNTIL_WORDS[lang].get(until, until))


# the steps whose words are more than their entry's template (nested steps, card selectors): step -> words(step, lang)
STEP_WORDS = {
    "features": _words_features, "rock_paper_scissors": _words_rock_paper_scissors,
    "may": _words_may, "choose_one": _words_choose_one, "remove_top": _words_remove_top("remove_top"),
    "may_remove_top": _words_remove_top("may_remove_top"), "discard": _words_discard, "look_take": _words_look_take,
    "move": _words_move, "play": _words_play, "reveal_until": _words_reveal_until, "use_event": _words_use_event,
    "shuffle": lambda step, lang: STEPS["shuffle"].words(lang).format(whose=_deck_owner_words(step.get("player"), lang)),
    "opponent_draws": _words_simple("opponent_draws"),
    "set_off": lambda step, lang: STEPS["set_off"].words(lang).format(ability=ability_name_words(step["set_off"], lang)),
    "give_evidence": _words_simple("give_evidence"), "investigate": _words_investigate,
    "flip_up": _words_flip("flip_up"), "flip_down": _words_flip("flip_down"), "use_spark": _words_flip("use_spark"),
    "flip_evidence": lambda step, lang: _words_simple("flip_evidence")(
        {**step, "flip_evidence": f"{step['flip_evidence']}{'+' if step.get('or_more') else ''}"}, lang), "gain": _words_gain, "instead": _words_instead,
    "delayed": _words_delayed,
    "set_on": _words_set_on, "remove_set": _words_remove_set, "attach": _words_attach, "stack": _words_stack,
    "move_set": _words_move_set, "set_from": _words_flip("set_from"),
    "reveal_from_hand": _words_reveal_from_hand, "reveal_hand": _words_reveal_hand, "name_card": lambda step, lang: STEPS["name_card"].words(lang),
    "name_feature": lambda step, lang: STEPS["name_feature"].words(lang),
    "forbid": _words_forbid, "choose_some": _words_choose_some, "if": _words_if, "contact": _words_contact,
    "no_evidence": lambda step, lang: STEPS["no_evidence"].words(lang).format(who=_who({"who": step["no_evidence"]}, lang)),
    "lose_game": lambda step, lang: STEPS["lose_game"].words(lang).format(who=_who({"who": step["lose_game"]}, lang)),
}
