"""Thai ruling text names cards and features in Thai, with the Japanese printed on the card beside (issue 33).

    《鈴木園子 B03054》     -> 《ซูซูกิ โซโนโกะ 鈴木園子 B03054》
    ตัวละครชื่อ 阿笠博士      -> ตัวละครชื่อ ด็อกเตอร์อากาสะ 阿笠博士
    {ลักษณะ [警察]}         -> {ลักษณะ [ตำรวจ 警察]}
    [ตำรวจ] / [ฮัตโตริ เฮย์จิ] -> [ตำรวจ 警察] / [ฮัตโตริ เฮย์จิ 服部平次]
    【絆】                   -> 【บอนด์ 絆】 (a glossary term in an icon)

Rewrites the Thai side (question.th, answer.th) of rulings/*.yaml in place, line by line (the rest of each
file is left byte for byte), and checks that each file still reads as the same ruling but for those lines.
Idempotent: a name already given in Thai is left alone, so it may be run again after new rulings are written
or Thai names added (card_data/names-th.yaml, card_data/features-th.yaml; run `python -m judge.build` first
so that card_data/names.json has the new names, then this, then the build again).

Run: python tools/thai_names_in_rulings.py [--check]   (--check: change nothing, exit 1 if a file would change)
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

JAPANESE = r"\u3040-\u30ff\u3400-\u9fff\U00020000-\U0002ffff々〆ー"
# a Japanese word of a Thai sentence: kana and kanji, with the middle dot and ＆ inside names
JA_RUN = re.compile(f"[{JAPANESE}][{JAPANESE}・＆]*[{JAPANESE}]|[{JAPANESE}]")
CARD_MENTION = re.compile(r"《([^》]*)》")
BRACKETS = re.compile(r"\[([^\[\]]*)\]|【([^【】]*)】")
NUMBER_AT_END = re.compile(r"\s+([A-Za-z]{1,2}\d{3,5}(?:P\d?|Sec\d)?)$")


@lru_cache(maxsize=1)
def labels() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(card name -> Thai name, feature -> Thai, glossary term -> Thai), Japanese keys."""
    from judge.cardnames import index, thai_name

    # by the name without spaces around it: the list gives one name a trailing ideographic space (B07054)
    cards = {e["name"].strip(): th for e in index().names if (th := thai_name(e["name"]))}
    features = yaml.safe_load((ROOT / "card_data" / "features-th.yaml").read_text(encoding="utf-8"))["features"]
    terms = yaml.safe_load((ROOT / "rules_th" / "conan-2.5" / "glossary.yaml").read_text(encoding="utf-8"))["terms"]
    glossary = {t["ja"]: t["th"] for t in terms if re.search(f"[{JAPANESE}]", t["ja"])}
    return cards, features, glossary


def _thai_of(ja: str, in_brackets: bool) -> str | None:
    cards, features, glossary = labels()
    return cards.get(ja) or features.get(ja) or (glossary.get(ja) if in_brackets else None)


def _japanese_of(thai: str) -> str | None:
    """The Japanese of a Thai card name (its first Thai spelling) or feature written alone in brackets."""
    cards, features, _ = labels()
    for table in (cards, features):
        found = [ja for ja, th in table.items() if th == thai]
        if len(set(found)) == 1:
            return found[0]
    return None


def _mention(m: re.Match) -> str:
    """《鈴木園子 B03054》 -> 《ซูซูกิ โซโนโกะ 鈴木園子 B03054》, a number alone 《B05041》 -> 《Thai 日本語 B05041》
    (a card without a Thai name: as written)."""
    inner = m.group(1)
    if re.search(r"[\u0e00-\u0e7f]", inner):  # already has its Thai name
        return m.group(0)
    if (card := _card_of(inner.strip())) is not None:
        th = labels()[0].get(card.name.strip())
        return f"《{th} {card.name.strip()} {inner.strip()}》" if th else m.group(0)
    number = NUMBER_AT_END.search(inner)
    name = inner[:number.start()] if number else inner
    th = labels()[0].get(name.strip())
    return f"《{th} {inner}》" if th else m.group(0)


def _card_of(number: str):
    """The card a printed number alone names (《B05041》), or None."""
    if not re.fullmatch(r"[A-Za-z]{1,2}\d{3,5}(?:P\d?|Sec\d)?", number):
        return None
    from judge.cards import load

    return load().get(number)


def _words(text: str, in_brackets: bool) -> str:
    """Each Japanese card name or feature of `text` (and, in brackets, each glossary term) with its Thai name
    before it, unless it is already there."""
    out, last = [], 0
    for m in JA_RUN.finditer(text):
        th = _thai_of(m.group(0), in_brackets)
        before = text[:m.start()]
        if th and not before.rstrip().endswith(th):
            out.append(text[last:m.start()] + th + " ")
            last = m.start()
    return "".join(out) + text[last:]


def _bracket(m: re.Match) -> str:
    inner, (open_, close) = (m.group(1), "[]") if m.group(1) is not None else (m.group(2), "【】")
    if not re.search(f"[{JAPANESE}]", inner):  # Thai alone: the Japanese beside a card name or feature
        ja = _japanese_of(inner.strip())
        return f"{open_}{inner} {ja}{close}" if ja else m.group(0)
    return f"{open_}{_words(inner, True)}{close}"


def rewrite(text: str) -> str:
    """The Thai text with its cards and features named in Thai beside the Japanese."""
    parts, last = [], 0
    for m in CARD_MENTION.finditer(text):  # outside 《》: names and features in running text and brackets
        parts.append(BRACKETS.sub(_bracket, _outside_brackets(text[last:m.start()])))
        parts.append(_mention(m))
        last = m.end()
    parts.append(BRACKETS.sub(_bracket, _outside_brackets(text[last:])))
    return "".join(parts)


def _outside_brackets(text: str) -> str:
    out, last = [], 0
    for m in BRACKETS.finditer(text):
        out.append(_words(text[last:m.start()], False) + m.group(0))
        last = m.end()
    return "".join(out) + _words(text[last:], False)


TH_LINE = re.compile(r"^(  th: )(.*)$")


def rewrite_file(path: Path) -> str | None:
    """The file's new text, or None when nothing changes; a line that cannot be rewritten safely stops it."""
    old = path.read_text(encoding="utf-8")
    lines = old.split("\n")
    for i, line in enumerate(lines):
        m = TH_LINE.match(line)
        if not m:
            continue
        value = m.group(2)
        if value.startswith("'") and value.endswith("'"):
            new = "'" + rewrite(value[1:-1].replace("''", "'")).replace("'", "''") + "'"
        elif value.startswith('"'):
            raise SystemExit(f"{path}:{i + 1}: a double-quoted Thai line: rewrite it by hand")
        else:
            new = rewrite(value)
        lines[i] = m.group(1) + new
    text = "\n".join(lines)
    if text == old:
        return None
    before, after = yaml.safe_load(old), yaml.safe_load(text)
    for key in ("question", "answer"):
        if after[key]["th"] != rewrite(before[key]["th"]):
            raise SystemExit(f"{path}: {key}.th is not on one line: rewrite it by hand")
        before[key]["th"] = after[key]["th"]
    if before != after:
        raise SystemExit(f"{path}: more than the Thai lines would change")
    return text


def main(argv: list[str]) -> int:
    check = "--check" in argv
    changed = 0
    for path in sorted((ROOT / "rulings").glob("*.yaml")):
        text = rewrite_file(path)
        if text is None:
            continue
        changed += 1
        if not check:
            tmp = path.with_name(path.name + ".tmp")
            tmp.write_text(text, encoding="utf-8")
            tmp.replace(path)
    print(f"{changed} ruling file(s) {'would change' if check else 'rewritten'}")
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
