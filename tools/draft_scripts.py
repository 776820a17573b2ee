"""Draft card scripts for the plainest card texts (a developer's tool; not shipped, not run by tests).

Reads the official Japanese texts (../shared/cards/texts-ja.json, for reading only) and writes,
for every card whose every ability is one of a few fixed shapes, our script in
card_data/scripts/drafted.yaml. Anything it does not recognise whole is left for a person.
Each shape is checked by a scenario in tests/scenarios/ before its scripts are trusted.

    python tools/draft_scripts.py [path/to/texts-ja.json]
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REMINDER = re.compile(r"\([^()]*\)")  # reminder text, after NFKC made its brackets ASCII
# the printed Partner rules (Case Closed, Assist), known by the digest of its normalised text so that
# this file carries none of the printed sentences
PARTNER_RULES_SHA256 = "ddc07ac4dfb79179bfbb910c27420e7837ad1ad8eac53933a4f458f128652516"
KEYWORDS = {"突撃": "rush", "迅速": "haste", "ブレット": "bullet", "突撃［キャラ］": "rush-character",
            "突撃［事件］": "rush-case"}
ICONS = {"自分ターン中": "your-turn", "相手ターン中": "opponent-turn", "解決編": "resolution-phase", "事件編": "case-phase"}
COLORS = {"赤": "red", "青": "blue", "黄": "yellow", "緑": "green", "白": "white", "黒": "black"}


def norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text or "").replace("<br>", "\n").replace("⁅", "【").replace("⁆", "】")
    return REMINDER.sub("", text).strip()


def icons_of(head: str) -> list[str] | None:
    """【自分ターン中】【パートナー青】… as validity steps, or None for a tag we do not know."""
    out = []
    for tag in re.findall(r"【([^】]+)】", head):
        if tag in ICONS:
            out.append({"valid": ICONS[tag]})
        elif m := re.fullmatch(r"パートナー(.)", tag):
            if m.group(1) not in COLORS:
                return None
            out.append({"valid": f"partner {COLORS[m.group(1)]}"})
        elif m := re.fullmatch(r"ターン(\d)", tag):
            out.append({"limit": int(m.group(1))})
        elif m := re.fullmatch(r"FILE(\d+)", tag):
            out.append({"valid": f"file {m.group(1)}"})
        else:
            return None
    if "".join(re.findall(r"【[^】]+】", head)) != head:
        return None
    return out


CHOOSE = re.compile(r"^(?:(相手|自分)の現場にいる)?(?:(スリープ|スタン|アクティブ)状態の)?(?:レベル(\d+)以下の)?"
                    r"(?:AP(\d+)以下の)?キャラを(\d)枚まで選び、"
                    r"(スリープさせる|スタンさせる|アクティブにする|リムーブする|デッキの下に移す)。$")
VERBS = {"スリープさせる": "sleep", "スタンさせる": "stun", "アクティブにする": "activate", "リムーブする": "remove",
         "デッキの下に移す": "bottom"}


def effect_steps(text: str) -> list | None:
    """A plain effect sentence as steps, or None."""
    text = text.strip()
    if m := CHOOSE.match(text):
        side, state, level, ap, n, verb = m.groups()
        sel: dict = {"character": {"相手": "opponent", "自分": "own"}.get(side, "any"), "up_to": int(n)}
        if state:
            sel["state"] = {"スリープ": "sleep", "スタン": "stun", "アクティブ": "active"}[state]
        if level:
            sel["level"] = {"max": int(level)}
        if ap:
            sel["ap"] = {"max": int(ap)}
        return [{VERBS[verb]: sel}]
    if m := re.fullmatch(r"カードを(\d)枚引く。", text):
        return [{"draw": int(m.group(1))}]
    if m := re.fullmatch(r"ターン終了時までこのキャラを(AP|LP)\+(\d+)する。", text):
        return [{m.group(1).lower(): int(m.group(2)), "target": "self", "until": "end-of-turn"}]
    if m := re.fullmatch(r"(?:(相手|自分)の現場にいる)?キャラを(\d)枚まで選び、ターン終了時まで(AP|LP)\+(\d+)する。", text):
        sel = {"character": {"相手": "opponent", "自分": "own"}.get(m.group(1), "any"), "up_to": int(m.group(2))}
        return [{m.group(3).lower(): int(m.group(4)), "target": sel, "until": "end-of-turn"}]
    if re.fullmatch(r"自分は証拠を1つ得る。", text):
        return [{"evidence": 1}]
    if m := re.fullmatch(r"カードを(\d)枚引き、自分は証拠を1つ得る。", text):
        return [{"draw": int(m.group(1))}, {"evidence": 1}]
    return None


def ability(line: str) -> dict | None:
    """One line of a card's main text as script keys, or None."""
    m = re.fullmatch(r"((?:【[^】]+】)*)〚([^〛]+)〛", line)
    if m:
        kw = m.group(2)
        if kw in KEYWORDS:
            words = [KEYWORDS[kw]]
        elif mm := re.fullmatch(r"ミスリード(\d+)", kw):
            words = [f"mislead {mm.group(1)}"]
        else:
            return None
        if m.group(1) == "":
            return {"keywords": words}
        icons = icons_of(m.group(1))  # a keyword that holds only under its icon(s)
        if not icons or len(icons) != 1:
            return None
        return {"keywords_if": [{"valid": icons[0]["valid"], "keywords": words}]}
    m = re.fullmatch(r"((?:【[^】]+】)*)【宣言】【スリープ】:(.*)", line)
    if m:
        icons, steps = icons_of(m.group(1)), effect_steps(m.group(2))
        return {"declare": {"cost": ["sleep"], "effect": icons + steps}} if icons is not None and steps else None
    m = re.fullmatch(r"((?:【[^】]+】)*)【登場時】(.*)", line)
    if m:
        icons, steps = icons_of(m.group(1)), effect_steps(m.group(2))
        return {"on_play": icons + steps} if icons is not None and steps else None
    m = re.fullmatch(r"((?:【[^】]+】)*)【現場リムーブ時】(.*)", line)
    if m:
        icons, steps = icons_of(m.group(1)), effect_steps(m.group(2))
        return {"on_remove": icons + steps} if icons is not None and steps else None
    m = re.fullmatch(r"((?:【[^】]+】)*)このキャラがアクションしたとき[、,](.*)", line)
    if m:
        icons, steps = icons_of(m.group(1)), effect_steps(m.group(2))
        return {"on_action": icons + steps} if icons is not None and steps else None
    return None


def spark(text: str) -> list | None:
    m = re.fullmatch(r"【ヒラメキ】(.*)", text)
    return effect_steps(m.group(1)) if m else None


def cut_in(text: str) -> dict | None:
    options = []
    for line in text.split("\n"):
        m = re.fullmatch(r"【カットイン】((?:【[^】]+】)*)AP\+(\d+)", line.strip()) or \
            re.fullmatch(r"((?:【[^】]+】)*)AP\+(\d+)", line.strip())
        if not m:
            return None
        icons = icons_of(m.group(1))
        if icons is None:
            return None
        options.append(icons + [{"ap": int(m.group(2))}] if icons else {"ap": int(m.group(2))})
    if len(options) == 1:
        return {"cut_in": options[0]}
    return {"cut_ins": [o if isinstance(o, list) else [o] for o in options]}


def draft(card: dict, kind: str) -> dict | None:
    """The whole card as a script, or None if any part of it is not a known shape."""
    script: dict = {}
    text = norm(card.get("text"))
    if card.get("disguise"):
        return None  # Disguise with its icons: scripted by hand
    if text:
        if kind == "partner" and hashlib.sha256(text.encode()).hexdigest() == PARTNER_RULES_SHA256:
            script["rules"] = True
        elif kind == "event":  # an event's text is its effect, sentence by sentence
            steps = []
            for line in text.split("\n"):
                part = effect_steps(line)
                if part is None:
                    return None
                steps += part
            script["effect"] = steps
        else:
            for line in text.split("\n"):
                part = ability(line.strip())
                if part is None:
                    return None
                for k, v in part.items():
                    if k in script and k != "keywords":
                        return None
                    script[k] = script.get(k, []) + v if k == "keywords" else v
    elif kind == "event":
        return None  # an event with no text: nothing to do, but say so by hand
    if card.get("spark"):
        steps = spark(norm(card["spark"]))
        if steps is None:
            return None
        script["spark"] = steps
    if card.get("cut_in"):
        part = cut_in(norm(card["cut_in"]))
        if part is None:
            return None
        script.update(part)
    return script


def main(argv: list[str]) -> int:
    import yaml

    texts = json.loads(Path(argv[0] if argv else ROOT.parent / "shared" / "cards" / "texts-ja.json").read_text("utf-8"))
    types = {c["id"]: c["type"] for c in json.loads((ROOT / "card_data" / "source" / "cards.json").read_text("utf-8"))}
    by_hand = set()  # cards a person scripted in another file: never drafted over
    for f in (ROOT / "card_data" / "scripts").glob("*.yaml"):
        if f.name != "drafted.yaml":
            by_hand |= {str(k) for k in (yaml.safe_load(f.read_text("utf-8")) or {})}
    out = {}
    for cid, card in sorted(texts.items()):
        if cid in by_hand:
            continue
        s = draft(card, types[cid])
        if s is not None:
            out[cid] = s
    header = ("# Drafted by tools/draft_scripts.py from the plainest card texts, then checked by hand and by the\n"
              "# scenarios in tests/scenarios/ (one per shape). Card ID -> abilities; {} = no abilities (vanilla).\n")
    body = "".join(f'"{cid}":' + (" {}\n" if not s else "\n" + "".join(
        "  " + line + "\n" for line in yaml.safe_dump(s, allow_unicode=True, sort_keys=False,
                                                     default_flow_style=None, width=120).splitlines()))
        for cid, s in out.items())
    (ROOT / "card_data" / "scripts").mkdir(exist_ok=True)
    (ROOT / "card_data" / "scripts" / "drafted.yaml").write_text(header + body, encoding="utf-8")
    print(f"{len(out)} of {len(texts)} cards drafted")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
