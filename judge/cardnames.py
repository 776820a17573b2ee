"""The one card-name resolver: what card a player means by what they type.

`judge card`, `judge ask`, `judge rulings show` and the deck check all read card
names through here. A name is looked up in this order, and the first step that
finds something answers:

1. a printed number or card ID (`B01065`, `b1065p`, `0055`);
2. a name as listed — Japanese, English or Thai (names-th.yaml) — with case,
   spaces, middle dots and punctuation ignored (`結成少年探偵団` = `結成 少年探偵団`);
3. a nickname (card_data/nicknames.yaml: `Kid`, `Zero`, `ฮัตโตริ`);
4. the same name spelled another way: English with the possessive, honorifics and
   long vowels taken off (`Okiya's`, `Conan-kun`, `Mouri`), words in any order;
   Thai by sound (`thai_key`: ก/ค, ต/ท/ด, ส/ซ, vowel length, tone marks, silent
   letters, อ, spaces, honorifics like คุง/จัง/ซัง, name order);
5. part of a name: a surname or a given name alone (`Okiya`, `沖矢`);
6. a close spelling (a typo), by edit distance of those keys.

A name found at steps 4-6 is answered only when one card name is clearly the
closest, and the answer says how the query was read ("read as …"); when several
are close, they are listed instead. A name is a Japanese card name (or one part
of a name joined by ＆, p.27) and stands for every card of that name.

The index is compiled by `python -m judge.build` into card_data/names.json from
the card list and card_data/nicknames.yaml; with an imported card list it is
made from that list when first needed.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import lru_cache

from judge.i18n import Pair, messages, say
from judge.records import record

messages({
    "names.read-as": ("read '{query}' as {name}", "อ่าน '{query}' เป็น {name}"),
    "names.several": ("'{query}' fits {n} card names: {names}", "'{query}' ตรงกับชื่อการ์ด {n} ชื่อ: {names}"),
    "names.name-not-number": ("'{ref}' is the card name {name}, not a number: write one of its cards' numbers "
                              "({numbers})",
                              "'{ref}' คือชื่อการ์ด {name} ไม่ใช่เลขการ์ด: เขียนเลขของการ์ดชื่อนี้ใบใดใบหนึ่ง ({numbers})"),
})

# ------------------------------------------------------------------ keys: one spelling as it is compared

# Thai by sound: letters a Thai reader writes for the same Japanese sound become one letter.
_THAI_SOUND = {
    **dict.fromkeys("กขฃคฅฆง", "k"), "จ": "j", **dict.fromkeys("ฉชฌ", "c"), **dict.fromkeys("ซศษส", "s"),
    **dict.fromkeys("ดฎตฏถฐทธฑฒ", "t"), **dict.fromkeys("นณ", "n"), "บ": "b", **dict.fromkeys("ปผพภ", "p"),
    **dict.fromkeys("ฝฟ", "f"), "ม": "m", **dict.fromkeys("ยญ", "y"), **dict.fromkeys("รลฬฦ", "r"), "ฤ": "ri",
    "ว": "w", **dict.fromkeys("หฮ", "h"), "อ": "",
    # vowels without their length: ะ/า, ิ/ี, ุ/ู (and ึ/ื, which Thai readers also write for "tsu"/"su")
    **dict.fromkeys("ะัาๅ", "a"), "ำ": "am", **dict.fromkeys("ิี", "i"), **dict.fromkeys("ึืุู", "u"),
    "เ": "e", "แ": "E", "โ": "o", **dict.fromkeys("ใไ", "I"),
    # tone marks, the shortener and other marks: dropped (typed, moved or left out at will)
    **dict.fromkeys("็่้๊๋ํฺๆ", ""),
}
_THAI_TABLE = str.maketrans(_THAI_SOUND)
_THAI_SILENT = re.compile(r"[ก-ฮ][ิุ]?์")  # a letter silenced by the thanthakhat: เบอร์ = เบอ, คิดส์ = คิด
_THAI_SHORT_O_E = re.compile(r"([เแโ][ก-ฮ])ะ")  # final ะ of โ-ะ / เ-ะ: โดะ = โด้ = โด
_THAI_EI = re.compile(r"(เ[ก-ฮ])อิ")  # เฮอิจิ = เฮย์จิ = เฮจิ (the "i" of "ei")
_THAI_RUN = re.compile(r"[\u0e00-\u0e7f]+")
# honorifics and titles a player adds to a name; taken off before comparing (longest first)
_THAI_SUFFIXES = ("เซนเซย์", "เซ็นเซย์", "เซ็นเซ", "เซนเซ", "ซามะ", "ซะมะ", "คุง", "คุน", "จัง", "ซัง", "ซัน", "ซาน")
_THAI_PREFIXES = ("ศาสตราจารย์", "ด็อกเตอร์", "สารวัตร", "นางสาว", "คุณ", "น้อง", "พี่", "ลุง", "นาย", "ดร.")
_LATIN_AFFIXES = frozenset("kun chan san sama sensei chama dono neechan niichan dr mr mrs ms miss".split())
_JA_SUFFIX = re.compile(r"(さん|くん|君|ちゃん|様|さま|先生|刑事|警部|ちゃま)$")
_PUNCT = re.compile(r"[\s・·･.,'\"“”‘’「」『』《》()（）\[\]【】!！?？\-‐－—―~〜…‥♡♪:：/]+")
_QUOTES = "「『\"“”‘'"
_LATIN_WORD = re.compile(r"[a-z0-9]+")
_LATIN_TOKEN = re.compile(r"[A-Za-z0-9Ａ-Ｚａ-ｚ０-９][A-Za-z0-9Ａ-Ｚａ-ｚ０-９'’]*")
# long vowels written out in romaji: Mouri = Mori, Kudou = Kudo, Yuusaku = Yusaku
_LATIN_LONG = (("ou", "o"), ("oo", "o"), ("uu", "u"), ("aa", "a"), ("ii", "i"))


def script_of(text: str) -> str:
    """`th`, `latin` or `ja`: the script of a name (the first letter that says)."""
    for ch in text:
        if "\u0e00" <= ch <= "\u0e7f":
            return "th"
        if ch.isalpha():
            return "latin" if ch.isascii() else "ja"
    return "latin"


def thai_key(text: str) -> str:
    """A Thai spelling by sound: `อากาอิ` = `อาคาอิ`, `ฮัทโตริ` = `ฮัตโตริ`, `อามุโร่` = `อามุโระ`."""
    s = unicodedata.normalize("NFKC", text).casefold()
    s = _THAI_SILENT.sub("", s)
    s = _THAI_SHORT_O_E.sub(r"\1", s)
    s = _THAI_EI.sub(r"\1", s)
    return re.sub(r"[^0-9a-zEIA-Z]", "", s.translate(_THAI_TABLE))


def strip_thai_honorifics(text: str) -> str:
    """A Thai name without the honorifics and titles around it (`โคนันคุง`, `คุณอามุโระ`), if a name is left."""
    s = text.strip()
    for suffix in _THAI_SUFFIXES:
        if s.endswith(suffix) and len(s) - len(suffix) >= 2:
            s = s[: -len(suffix)].rstrip()
            break
    for prefix in _THAI_PREFIXES:
        if s.startswith(prefix) and len(s) - len(prefix) >= 3:
            s = s[len(prefix):].lstrip()
            break
    return s


def latin_words(text: str) -> list[str]:
    """The words of a romanised name: case folded, possessive, honorifics and long vowels taken off."""
    s = unicodedata.normalize("NFKC", text).casefold().replace("’", "'")
    s = re.sub(r"'s\b|s'(?=\s|$)", "", s)
    out = []
    for w in _LATIN_WORD.findall(s):
        if w in _LATIN_AFFIXES:
            continue
        for long, short in _LATIN_LONG:
            w = w.replace(long, short)
        out.append(w)
    return out


def latin_key(text: str) -> str:
    """A romanised name in any word order: `Okiya Subaru` = `subaru okiya's`."""
    return " ".join(sorted(latin_words(text)))


def ja_key(text: str) -> str:
    """A Japanese name without spaces, dots and quotes: `結成少年探偵団` = `結成 少年探偵団`."""
    return _PUNCT.sub("", unicodedata.normalize("NFKC", text).casefold())


def _quoted(text: str) -> str:
    """`「` for a name in quotes (an event named after a line: 「赤井…秀一!?」 is not 赤井秀一), else ``."""
    return "「" if text.lstrip()[:1] in _QUOTES else ""


def exact_key(text: str) -> str:
    """A spelling as listed, only case, widths, spaces and punctuation ignored."""
    return _quoted(text) + _PUNCT.sub("", unicodedata.normalize("NFKC", text).casefold())


def sound_key(text: str) -> str:
    """The key a spelling is compared by, in its own script (`thai_key`, `latin_key` or `ja_key`)."""
    kind = script_of(text)
    if kind == "th":
        key = thai_key(strip_thai_honorifics(text))
    else:
        key = latin_key(text) if kind == "latin" else ja_key(text)
    return _quoted(text) + key if key else ""


# ------------------------------------------------------------------ compiling the index

NAME_JOIN = re.compile(r"\s*[＆&]\s*")
NAME_ALIAS = re.compile(r"^(.+?)\s*[（(]([^（）()]+)[）)]$")  # 黒衣の騎士・スペイド（工藤新一）


def split_names(name: str) -> list[str]:
    """Every name a card has (p.27): the whole name, each name joined by ＆, and a name written in ( )
    beside another: 《黒衣の騎士・スペイド（工藤新一）》 is also 黒衣の騎士・スペイド and 工藤新一."""
    if not any(ch in name for ch in "&＆(（"):  # most names: no pattern needed
        return [name]
    parts = []
    for part in NAME_JOIN.split(name):
        m = NAME_ALIAS.match(part)
        parts += [m.group(1), m.group(2)] if m else [part] if part else []
    return [name, *dict.fromkeys(parts)] if len(parts) > 1 else [name]


def read_nicknames() -> dict:
    """card_data/nicknames.yaml: `names` (card name -> nicknames, any language) and `not_names` (card name ->
    spellings of the official list that are its mistakes, such as another card's English name)."""
    import yaml

    from card_data import DATA_DIR

    data = yaml.safe_load((DATA_DIR / "nicknames.yaml").read_text(encoding="utf-8")) or {}
    return {"names": data.get("names") or {}, "not_names": data.get("not_names") or {}}


def plain_thai() -> str:
    """The sound keys of the rulebook's Thai (its text, our supplement, the glossary), one run per line: the
    everyday Thai of the game, where a name's sound inside a word (เขียว has the sound of เคียร์) is no name."""
    import yaml

    from rules_th import DATA_DIR, PRIMARY

    folder = DATA_DIR / PRIMARY
    texts = [(folder / "source.txt").read_text(encoding="utf-8")]
    texts += [s["text_th"] for s in yaml.safe_load((folder / "supplement.yaml").read_text(encoding="utf-8"))["sections"]]
    texts += [t["th"] for t in yaml.safe_load((folder / "glossary.yaml").read_text(encoding="utf-8"))["terms"]]
    return "\n".join(thai_key(m.group(0)) for t in texts for m in _THAI_RUN.finditer(t))


def compile_names(records, names_th: dict, nicknames: dict, plain: str = "") -> dict:
    """The resolver's index (card_data/names.json): each card name (Japanese; a name joined by ＆ and each of
    its parts, p.27) with its card IDs, whether it is a person's (a character or partner), its spellings
    [spelling, origin] (origin: ja, en, th, nick) and each spelling's keys [exact_key, sound_key, plain,
    sound keys (a two-word Thai name also in the other order), words] (plain: 1 for a Thai spelling whose
    sound is found in everyday Thai (`plain_thai`): in a sentence it is read only as written; words: a Thai
    spelling's words by sound, an English one's words). `records`: the compiled card records; `names_th`:
    Japanese name -> Thai spellings (names-th.yaml)."""
    names: dict[str, dict] = {}
    wrong = nicknames.get("not_names", {})

    def add(entry, spelling, origin):
        spelling = str(spelling).strip().rstrip(",")
        if spelling and [spelling, origin] not in entry["spellings"] and spelling not in wrong.get(entry["name"], ()):
            entry["spellings"].append([spelling, origin])

    for raw in records:
        parts = split_names(raw["name"])
        en = split_names(raw["name_en"]) if raw.get("name_en") else []
        for i, part in enumerate(parts):
            entry = names.setdefault(part, {"name": part, "ids": [], "person": False, "spellings": [[part, "ja"]]})
            if raw["id"] not in entry["ids"]:
                entry["ids"].append(raw["id"])
            entry["person"] |= raw["type"] in ("character", "partner")
            if len(en) == len(parts):  # English parts line up with the Japanese ones only when as many
                add(entry, en[i], "en")
            for t in names_th.get(part, []):
                add(entry, t, "th")
    for name, nicks in nicknames.get("names", {}).items():
        for n in nicks if name in names else ():
            add(names[name], n, "nick")
    out = []
    for name in sorted(names):
        e = names[name]
        keys = []
        for s, _ in e["spellings"]:
            sound = sound_key(s)
            thai = script_of(s) == "th"
            words = [thai_key(w) for w in strip_thai_honorifics(s).split()] if thai else _name_words(s)
            keys.append([exact_key(s), sound, int(thai and bool(sound) and sound in plain), _orders(s, sound), words])
        out.append({**e, "ids": sorted(e["ids"]), "keys": keys})
    return {"names": out, "not_names": wrong}


def _own_data(compiled: dict) -> tuple[dict, dict]:
    """The Thai spellings and the nicknames a compiled index holds (to index an imported list the same way)."""
    th = {e["name"]: [s for s, o in e["spellings"] if o == "th"] for e in compiled["names"]}
    nick = {e["name"]: [s for s, o in e["spellings"] if o == "nick"] for e in compiled["names"]}
    plain = "\n".join(k[1] for e in compiled["names"] for k in e["keys"] if k[2])
    return th, {"names": nick, "not_names": compiled.get("not_names", {})}, plain


# ------------------------------------------------------------------ the index and what it answers

@record(frozen=True)
class Match:
    """One card name a query or a sentence names, and how it was read."""

    name: str  # the Japanese card name (or one part of a joined name)
    ids: tuple[str, ...]  # every card of that name
    spelling: str  # the listed spelling it was matched with
    how: str  # number | exact | nickname | sound | partial | typo
    score: float  # 100 for an exact match
    span: tuple[int, int] | None = None  # where in a sentence (names_in)

    @property
    def read_as(self) -> bool:
        """Was the query read as another spelling (to be said when answering)?"""
        return self.how in ("sound", "partial", "typo")

    def to_json(self) -> dict:
        return {"name": self.name, "ids": list(self.ids), "spelling": self.spelling, "how": self.how,
                "score": round(self.score, 1)}


@record(frozen=True)
class Resolution:
    """What a query names: `matches` (one card name, or every name an ambiguous partial query fits), or
    nothing clear, with `near` the closest names."""

    query: str
    matches: tuple[Match, ...]
    near: tuple[Match, ...] = ()

    @property
    def ids(self) -> list[str]:
        return list(dict.fromkeys(i for m in self.matches for i in m.ids))

    @property
    def read_as(self) -> Match | None:
        """The one name the query was read as, when it is not written as listed."""
        return self.matches[0] if len(self.matches) == 1 and self.matches[0].read_as else None

    def to_json(self) -> dict:
        return {"query": self.query, "matches": [m.to_json() for m in self.matches],
                "near": [m.to_json() for m in self.near]}


CLEAR = 78  # a close spelling is answered when it scores this much (rapidfuzz ratio of the keys)...
CLEAR_SHORT = 89  # ...a query of under 5 letters (its key), where one letter is a fifth of the name, this much...
MARGIN = 8  # ...and this much more than the closest other name
NEAR = 60  # names this close are listed as "did you mean"
# English words of people's names that say no name alone (others: the words of event and case names)
PLAIN_WORDS = frozenset("the and man men lady girl boy boys detective inspector professor doctor thief phantom "
                        "mad scientist hell angel demon dog cat hero zombie scar red blue yellow green white black "
                        "gold silver night day no mine ran may will".split())


class NameIndex:
    """The card names of one card list, with every spelling's keys, ready to look a query up."""

    def __init__(self, compiled: dict):
        self.compiled = compiled
        self.names: list[dict] = compiled["names"]
        self.exact: dict[str, list[tuple[int, int]]] = {}
        self.sound: dict[tuple[str, str], list[tuple[int, int]]] = {}  # (script, sound key) -> (name, spelling)
        self.by_script: dict[str, list[tuple[str, int, int]]] = {"th": [], "latin": [], "ja": []}
        self.words: dict[str, list[tuple[int, int]]] = {}  # one word of an English name -> names
        self.plain_words: set[str] = set(PLAIN_WORDS)  # words of names that are also everyday words
        self.by_id: dict[str, list[int]] = {}
        self.entry: dict[str, dict] = {e["name"]: e for e in self.names}
        self.quoted: list[tuple[str, tuple[int, int]]] = []  # names in quotes, by exact key (3 letters or more)
        bare = []  # names in quotes by their key without the quotes
        self._scan: list | None = None
        self.thai_word_keys: dict[tuple[int, int], list[str]] = {}  # a Thai spelling's words, by sound
        self.thai_words: dict[str, list[tuple[int, int]]] = {}  # their first three sounds -> spellings
        for n, entry in enumerate(self.names):
            for i in entry["ids"]:
                self.by_id.setdefault(i, []).append(n)
            for k, ((spelling, origin), (exact, sound, _, sounds, words)) in enumerate(
                    zip(entry["spellings"], entry["keys"])):
                self.exact.setdefault(exact, []).append((n, k))
                kind = script_of(spelling)
                if exact.startswith("「") and len(exact) >= 3:
                    self.quoted.append((exact, (n, k)))
                for key in sounds:
                    self.sound.setdefault((kind, key), []).append((n, k))
                    self.by_script[kind].append((key, n, k))
                if sound.startswith("「"):
                    bare.append((kind, sound[1:], n, k))
                if kind == "th":
                    self.thai_word_keys[(n, k)] = [*words, sound]
                    for w in {w[:3] for w in (*words, sound) if len(w) >= 3}:
                        self.thai_words.setdefault(w, []).append((n, k))
                elif origin != "nick" and not sound.startswith("「"):
                    for w in words:
                        self.words.setdefault(w, []).append((n, k))
                        if not entry["person"]:
                            self.plain_words.add(w)
        self._add_bare(bare)

    def _add_bare(self, bare) -> None:
        """A name in quotes is also found written without them ("Beat it!!" as Beat it), unless that is how
        another card is named ("Shuichi…Akai!?" written without quotes is Shuichi Akai)."""
        for kind, key, n, k in bare:
            if key and (kind, key) not in self.sound:
                self.sound[(kind, key)] = [(n, k)]
                self.by_script[kind].append((key, n, k))

    def match(self, n: int, k: int, how: str, score: float, span=None) -> Match:
        e = self.names[n]
        return Match(e["name"], tuple(e["ids"]), e["spellings"][k][0], how, score, span)

    # ---- a whole query (judge card, deck lines, rulings show)
    def resolve(self, query: str) -> Resolution:
        """The card name(s) a query means (numbers are the card list's: `CardList.get`)."""
        for how, hits in self._levels(query):
            literal = [h for h in hits if _same(self.names[h[0]]["spellings"][h[1]][0], query)]
            if hits:  # "Rum" is ラム, though RUM!! is also read "rum"
                return Resolution(query, self._best_per_name(literal or hits, how, 100.0 if how != "sound" else 98.0))
        scored = self.typos(query)
        clear = CLEAR_SHORT if len(sound_key(query).replace(" ", "")) < 5 else CLEAR
        if scored and scored[0].score >= clear and (len(scored) == 1 or scored[0].score - scored[1].score >= MARGIN):
            return Resolution(query, (scored[0],))
        return Resolution(query, (), tuple(m for m in scored[:5] if m.score >= NEAR))

    def _levels(self, query: str):
        exact = exact_key(query)
        hits = self.exact.get(exact, [])
        yield "exact", [h for h in hits if self.names[h[0]]["spellings"][h[1]][1] != "nick"]
        yield "nickname", hits
        kind, key = script_of(query), sound_key(query)
        hits = self.sound.get((kind, key), [])
        if not hits and kind == "ja" and len(key) > 3:  # 沖矢さん, 目暮警部: a name and an honorific
            hits = self.sound.get((kind, _JA_SUFFIX.sub("", key)), [])
        if not hits and kind == "th":  # two names run together in the other order: คิดจอมโจร = จอมโจรคิด
            hits = [h for i in range(2, len(key) - 1) for h in self.sound.get((kind, key[i:] + key[:i]), [])]
        yield "sound", hits
        yield "partial", self._partial(query)

    def _best_per_name(self, hits, how: str, score: float) -> tuple[Match, ...]:
        seen: dict[int, Match] = {}
        for n, k in hits:
            kind = "nickname" if how == "exact" and self.names[n]["spellings"][k][1] == "nick" else how
            seen.setdefault(n, self.match(n, k, kind, score))
        # the names with the most cards first (江戸川コナン before a one-off), then as listed
        return tuple(sorted(seen.values(), key=lambda m: (-len(m.ids), m.name)))

    def _partial(self, query: str) -> list[tuple[int, int]]:
        """Part of a name: each word of an English query a word of the name; a Japanese or Thai query a part
        of a name (its sound key inside the name's), at least two letters."""
        kind = script_of(query)
        if kind == "latin":
            words = latin_words(query)
            if not words or len("".join(words)) < 3:
                return []
            hits = None
            for w in words:
                found = {h for key, hs in self.words.items() if key == w or (len(w) >= 3 and key.startswith(w))
                         for h in hs}
                hits = found if hits is None else {h for h in hits if h[0] in {f[0] for f in found}}
            return sorted(hits or [])
        key = sound_key(query)
        if len(key) < 2 or (kind == "th" and len(key) < 3):
            return []
        if kind == "th":  # the beginning of a word of the name: ไฮบา, ซูซูกิ (not คีล inside เตกีลา)
            return [(n, k) for n, k in self.thai_words.get(key[:3], []) if any(
                w.startswith(key) for w in self.thai_word_keys[(n, k)])]
        return [(n, k) for sk, n, k in self.by_script[kind] if key in sk]

    def typos(self, query: str) -> list[Match]:
        """Every name by how close its closest spelling is to the query (rapidfuzz ratio of the keys), best
        first, one match per name."""
        from rapidfuzz import fuzz

        kind = script_of(query)
        key = sound_key(query)
        if not key:
            return []
        best: dict[int, tuple[float, int]] = {}
        scorer = fuzz.token_sort_ratio if kind == "latin" else fuzz.ratio
        for sk, n, k in self.by_script[kind]:
            s = scorer(key, sk)
            if kind == "latin" and " " in sk and " " not in key:  # a surname alone, mistyped
                s = max(s, max(fuzz.ratio(key, w) for w in sk.split()) - 4)
            if s > best.get(n, (-1.0, 0))[0]:
                best[n] = (s, k)
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][0], -len(self.names[kv[0]]["ids"]), kv[0]))
        return [self.match(n, k, "typo", s) for n, (s, k) in ranked[:8]]

    # ---- names inside a sentence (judge ask)
    def names_in(self, text: str, is_word=None) -> list[Match]:
        """The card names a sentence names, in the order written: Japanese and Thai names (by sound) inside
        the text, English names by their words (a surname alone, a possessive, a close typo of a name that
        `is_word` does not call an ordinary word). Short Thai names (under 4 letters: รัน, คิด, ไอ) are not
        counted: they are also ordinary words."""
        found: list[Match] = self._quoted_in(text)
        found += self._ja_in(text)
        found += self._thai_in(text)
        found += self._latin_in(text, is_word)
        found.sort(key=lambda m: (m.span[0], -(m.span[1] - m.span[0])))
        out: list[Match] = []
        for m in found:  # the longest name at a place: 服部平次 before 平次
            last = out[-1] if out else None
            if last and m.span[0] < last.span[1]:
                if m.span == last.span and m.name not in {x.name for x in out if x.span == m.span}:
                    out.append(m)  # one spelling, two cards ("The Detective Boys"): both are meant
                elif m.name != last.name and (m.span[1] - m.span[0]) > (last.span[1] - last.span[0]):
                    while out and out[-1].span == last.span:
                        out.pop()
                    out.append(m)
                continue
            out.append(m)
        return out

    def _quoted_in(self, text: str) -> list[Match]:
        """Cards named after a line, written in quotes: 「赤井…秀一!?」, "Shuichi…Akai!?" (not 赤井秀一)."""
        if not any(q in text for q in _QUOTES):
            return []
        norm, where = _keyed(text, lambda ch: "「" if ch in _QUOTES else _fold(ch))
        out = []
        for exact, (n, k) in self.quoted:
            start = norm.find(exact)
            if start != -1:
                out.append(self.match(n, k, "exact", 100.0, (where[start], where[start + len(exact) - 1] + 1)))
        return out

    def _ja_in(self, text: str) -> list[Match]:
        norm, where = _keyed(text, _fold)
        if not re.search(r"[\u3040-\u30ff\u3400-\u9fff\U00020000-\U0002ffff]", norm):
            return []
        out = []
        for sk, n, k in self.by_script["ja"]:
            if len(sk) < 2:
                continue
            start = norm.find(sk)
            while start != -1:
                end = start + len(sk)
                before = norm[start - 1] if start else ""
                after = norm[end] if end < len(norm) else ""
                inside = (_is_kana(before) and _is_kana(sk[0])) or (_is_kana(after) and _is_kana(sk[-1]))
                if len(sk) <= 2:  # 赤井 is not in 赤井家 (a feature), nor 新一 in 和田進一
                    inside = inside or _is_kanji(before) or _is_kanji(after)
                if not inside:
                    how = "exact" if self.names[n]["spellings"][k][1] != "nick" else "nickname"
                    out.append(self.match(n, k, how, 100.0, (where[start], where[end - 1] + 1)))
                start = norm.find(sk, start + 1)
        return out

    def _thai_in(self, text: str) -> list[Match]:
        out = []
        for run in _THAI_RUN.finditer(text.replace(" ", "\u0e00")):  # spaces inside Thai do not end a run
            piece = text[run.start():run.end()]
            key, where = _thai_text_key(piece)
            if len(key) < 3:
                continue
            flat = exact_key(piece)
            grams = {key[i:i + 3] for i in range(len(key) - 2)}
            for sk, n, k, sk_grams in self._thai_scan():
                spelling = self.names[n]["spellings"][k][0]
                if self.names[n]["keys"][k][2]:  # its sound is in everyday words: only as written
                    start = flat.find(self.names[n]["keys"][k][0])
                    if start != -1:
                        span = _span_of(piece, self.names[n]["keys"][k][0], run.start())
                        out.append(self.match(n, k, "exact", 100.0, span))
                    continue
                start = key.find(sk)
                if start != -1:
                    span = _thai_span(piece, where[start], where[start + len(sk) - 1] + 1, run.start())
                    out.append(self.match(n, k, "exact" if exact_key(text[span[0]:span[1]]) == exact_key(spelling)
                                          else "sound", 100.0, span))
                elif len(sk) >= 7 and len(sk_grams & grams) * 2 >= len(sk_grams):  # half its sounds are there
                    out += self._thai_typo(piece, key, where, run.start(), sk, n, k)
        return out

    def _thai_scan(self) -> list[tuple[str, int, int, set[str]]]:
        """The Thai spellings looked for in a sentence (4 letters or more, 4 sounds or more: คิดส์ (kit) is in
        เกิด (ekit)), each with its sound key's three-letter pieces. A name in quotes (「อาคาอิ…ชูอิจิ!?」) is looked
        for by its key without them (`_add_bare`), and not at all where that is another card's name: its quoted
        key is no sound a sentence has, only a near typo of that other name."""
        if self._scan is None:
            self._scan = [(sk, n, k, {sk[i:i + 3] for i in range(len(sk) - 2)}) for sk, n, k in self.by_script["th"]
                          if len(sk) >= 4 and len(self.names[n]["spellings"][k][0].replace(" ", "")) >= 4
                          and not sk.startswith("「")]
        return self._scan

    def _thai_typo(self, piece, key, where, offset, sk, n, k) -> list[Match]:
        from rapidfuzz import fuzz

        al = fuzz.partial_ratio_alignment(sk, key, score_cutoff=90)
        if al is None:
            return []
        start, end = al.dest_start, al.dest_end
        if end - start < len(sk) - 1:
            return []
        return [self.match(n, k, "typo", al.score, _thai_span(piece, where[start], where[end - 1] + 1, offset))]

    def _latin_in(self, text: str, is_word) -> list[Match]:
        tokens = [(m.group(0), m.start(), m.end()) for m in _LATIN_TOKEN.finditer(text)]
        if not tokens:
            return []
        words = [(latin_words(t), s, e, t) for t, s, e in tokens]
        out = []
        latin = self.by_script["latin"]
        for i in range(len(words)):
            for size in range(8, 0, -1):  # a whole name of one to eight words, in any order
                if i + size > len(words):
                    continue
                group = [w for ws, *_ in words[i:i + size] for w in ws]
                if not group:
                    continue
                key = " ".join(sorted(group))
                span = (words[i][1], words[i + size - 1][2])
                for n, k in self.sound.get(("latin", key), []):
                    if len(key.replace(" ", "")) < 3:
                        continue
                    if size == 1 and not words[i][3][0].isupper() and (len(key) <= 3 or _word(is_word, words[i][3])):
                        continue  # Gin, Zero, Culprit: written as a name, not as the word
                    if size > 1 and len(key.replace(" ", "")) < 6:
                        continue  # "I see" (a card) inside "when I see"
                    out.append(self.match(n, k, "exact", 100.0, span))
            ws, s, e, raw = words[i]
            if len(ws) != 1:
                continue
            w = ws[0]
            if any(m.span[0] <= s < m.span[1] for m in out):
                continue
            # a word of a character's name alone: a surname or given name (Okiya, Okiya's, Amuro)
            parts = _one_per_name([(n, k) for n, k in self.words.get(w, []) if self.names[n]["person"]])
            if len(parts) > 2:  # a family name (Suzuki, Mouri): in a sentence it is mostly a feature's
                continue
            if len(w) >= 4 and parts and w not in self.plain_words and not (_word(is_word, raw) and not raw[0].isupper()):
                out += [self.match(n, k, "partial", 90.0, (s, e)) for n, k in _one_per_name(parts)]
                continue
            if len(w) >= 5 and w not in self.plain_words and not _word(is_word, raw):
                from rapidfuzz import fuzz  # only for a word that is neither a name nor an everyday word

                best = []  # a close typo of a one-word name (Burbon) or of a word of a person's name (Okyia)
                for sk, n, k in latin:
                    if " " not in sk:
                        score = fuzz.ratio(w, sk)
                    elif self.names[n]["person"] and self.names[n]["spellings"][k][1] != "nick":
                        score = max(fuzz.ratio(w, p) for p in sk.split() if len(p) >= 4 and p not in self.plain_words) \
                            if any(len(p) >= 4 and p not in self.plain_words for p in sk.split()) else 0
                    else:
                        continue
                    if score >= (80 if len(w) >= 6 else 85):
                        best.append((score, n, k))
                if best:
                    top = max(b[0] for b in best)
                    out += [self.match(n, k, "typo", top, (s, e)) for n, k in
                            _one_per_name([(n, k) for sc, n, k in best if sc == top])]
        return out


def _thai_span(piece: str, start: int, end: int, offset: int) -> tuple[int, int]:
    """A Thai name's place in `piece` with the letters its sound key leaves out at either end: the อ before
    it (อาคาอิ), tone marks and a silenced letter after it (เรย์)."""
    while start > 0 and piece[start - 1] == "อ":
        start -= 1
    while end < len(piece) and (piece[end] in "่้๊๋็ํ์ะ" or piece[end + 1:end + 2] == "์"):
        end += 1
    return offset + start, offset + end


def _span_of(piece: str, exact: str, offset: int) -> tuple[int, int]:
    """Where `exact` (an exact_key) is written in `piece`, spaces and punctuation between its letters allowed."""
    flat, where = _keyed(piece, _fold)
    start = flat.find(exact)
    return offset + where[start], offset + where[start + len(exact) - 1] + 1


def _orders(spelling: str, sound: str) -> list[str]:
    """A spelling's sound key, and for a Thai name of two words its key in the other order (โคนัน เอโดงาวะ)."""
    if not sound:
        return []
    words = spelling.split()
    if len(words) == 2 and script_of(spelling) == "th":
        other = thai_key(words[1]) + thai_key(words[0])
        if other != sound:
            return [sound, other]
    return [sound]


def _word(is_word, raw: str) -> bool:
    """Does `is_word` call a written token (without its possessive) an everyday word?"""
    return bool(is_word) and is_word(re.sub(r"['’]s?$", "", raw.casefold()))


def _same(spelling: str, query: str) -> bool:
    """Written exactly alike, but for case, widths and spaces."""
    def norm(t):
        return re.sub(r"\s+", "", unicodedata.normalize("NFKC", t).casefold())
    return norm(spelling) == norm(query)


def _one_per_name(hits):
    seen = {}
    for n, k in hits:
        seen.setdefault(n, (n, k))
    return list(seen.values())


def _is_kanji(ch: str) -> bool:
    return bool(ch) and ("\u3400" <= ch <= "\u9fff" or ch >= "\U00020000")


def _is_kana(ch: str) -> bool:
    return bool(ch) and "\u30a0" <= ch <= "\u30ff"


def _fold(ch: str) -> str:
    """One character as exact_key compares it: NFKC, case folded, nothing for a space or punctuation."""
    return "".join(c for c in unicodedata.normalize("NFKC", ch).casefold() if not _PUNCT.fullmatch(c))


def _keyed(text: str, f) -> tuple[str, list[int]]:
    """`text` with `f` applied to each character, and for each output character its index in `text`."""
    out, where = [], []
    for i, ch in enumerate(text):
        for c in f(ch):
            out.append(c)
            where.append(i)
    return "".join(out), where


def _thai_text_key(piece: str) -> tuple[str, list[int]]:
    """`thai_key` of a run of Thai text, with the index in the run of each key letter."""
    keep = [True] * len(piece)
    for rx in (_THAI_SILENT,):
        for m in rx.finditer(piece):
            for j in range(m.start(), m.end()):
                keep[j] = False
    for m in _THAI_SHORT_O_E.finditer(piece):
        keep[m.end() - 1] = False
    for m in _THAI_EI.finditer(piece):
        keep[m.end() - 2] = keep[m.end() - 1] = False
    out, where = [], []
    for i, ch in enumerate(piece):
        if not keep[i]:
            continue
        for c in re.sub(r"[^0-9a-zEIA-Z]", "", unicodedata.normalize("NFKC", ch).casefold().translate(_THAI_TABLE)):
            out.append(c)
            where.append(i)
    return "".join(out), where


def _name_words(spelling: str) -> list[str]:
    """The words of a listed spelling that may name it alone: English words (latin_words) of two or more,
    Thai words of a spaced name (by sound, 3 letters or more)."""
    kind = script_of(spelling)
    if kind == "latin":
        ws = latin_words(spelling)
        return [w for w in ws if len(w) >= 2] if len(ws) > 1 else []
    return []


# ------------------------------------------------------------------ the index of the list in use

@lru_cache(maxsize=1)
def _shipped() -> NameIndex:
    from card_data import DATA_DIR

    return NameIndex(json.loads((DATA_DIR / "names.json").read_bytes()))


_made: dict[int, NameIndex] = {}


def index(cards=None) -> NameIndex:
    """The name index of a card list (a CardList): the compiled one for the shipped list (and by default), made
    from the list for an imported one."""
    if cards is None or cards.origin == "shipped":
        return _shipped()
    key = id(cards)
    if key not in _made:
        _made.clear()
        th, nicknames, plain = _own_data(_shipped().compiled)
        _made[key] = NameIndex(compile_names(cards._raw.values(), th, nicknames, plain))
    return _made[key]


def resolve(query: str, cards=None) -> Resolution:
    """What card(s) a query means: with `cards` (a CardList), a printed number or ID first; else a name (see
    the module's docstring).

    For `judge card` (`CardList.lookup`), `judge rulings show`, and a deck list's name lines (deck.py:
    `resolve(ref, cards)`; `.ids` are the cards, `.read_as` the name it was read as when not as listed,
    `.matches` the names found, `.near` the closest names when none is clear).
    """
    card = cards.get(query) if cards is not None else None
    if card is not None:
        return Resolution(query, (Match(card.name, (card.id,), query, "number", 100.0),))
    return index(cards).resolve(query)


def thai_name(name: str, cards=None) -> str | None:
    """The Thai name a card name is shown with (names-th.yaml's first spelling; for a name joined by ＆, its
    parts' joined by ＆ when each has one), or None."""
    entry = index(cards).entry.get(name)
    if entry is None:
        return None
    own = next((s for s, origin in entry["spellings"] if origin == "th"), None)
    if own is not None or "＆" not in name:
        return own
    parts = [thai_name(p, cards) for p in split_names(name)[1:]]
    return "＆".join(parts) if all(parts) else None


def name_label(name: str, cards=None) -> Pair:
    """A card name as a reader sees it: Thai `ซูซูกิ โซโนโกะ 鈴木園子` (the Japanese printed on the card beside
    the Thai name), English `Sonoko Suzuki 鈴木園子`; the Japanese alone when there is no other name."""
    entry = index(cards).entry.get(name)
    en = next((s for s, origin in entry["spellings"] if origin == "en"), None) if entry else None
    th = thai_name(name, cards)
    return Pair(f"{en} {name}" if en else name, f"{th} {name}" if th else name)


def nearest(query: str, cards=None) -> list[Match]:
    """The card names closest to a mistyped one, best first (for "did you mean")."""
    return [m for m in index(cards).typos(query)[:5] if m.score >= NEAR]


def numbers_hint(ref: str, cards):
    """For a card name written where a printed number belongs: the numbers of the cards it names, or None."""
    found = index(cards).resolve(ref)
    if not found.matches:
        return None
    from judge.errors import Joined

    numbers = [cards.get(i).number for i in found.ids]
    shown = ", ".join(numbers[:8]) + (f", … ({len(numbers)})" if len(numbers) > 8 else "")
    name = Joined(tuple(name_label(m.name, cards) for m in found.matches[:3]), " / ")
    return say("names.name-not-number", ref=ref, name=name, numbers=shown)
