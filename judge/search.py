"""Search over a rulebook index: Thai, English, Japanese, romanised Japanese and typos.

Thai is written without spaces between words, so words cannot be split reliably
without a dictionary. We match on character trigrams of the text with all
spaces removed (BM25 over the section's body plus its titles and aliases), and
add a key score: how well the query matches one of the section's titles or
aliases (exact, contained either way, or close by edit distance for typos).
The glossary puts English, Japanese and romaji spellings of each term among
the aliases of its section, which is how non-Thai queries reach Thai text.
Trigram postings are computed at build time (judge/build.py) and shipped.
"""

from __future__ import annotations

import math
import re
import unicodedata

from judge.records import record

GRAM = 3
KEY_BOOST = 3  # a title/alias occurrence counts as this many body occurrences
BM25_K1 = 1.2
BM25_B = 0.6
KEY_WEIGHT = 1.0
BODY_WEIGHT = 0.8
FUZZY_FLOOR = 70  # rapidfuzz ratio below which a key does not count as a typo match
CONTAIN_BASE = 0.2  # keys found inside a question: base + slope * weighted coverage
CONTAIN_SLOPE = 0.8

_PUNCT = re.compile(r"[\s\"'“”‘’()（）\[\]【】〚〛{}《》『』「」:：,，.。!?！？/／・·•※→⇒—–\-_+=~〜]+")


# zero-width and other invisible characters (often pasted from chat apps inside a Thai word): dropped
_INVISIBLE = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
                        "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]")


def normalize(text: str) -> str:
    """Casefold and unify widths, drop invisible characters; punctuation becomes a single space."""
    text = unicodedata.normalize("NFKC", _INVISIBLE.sub("", text)).casefold()
    return _PUNCT.sub(" ", text).strip()


def compact(text: str) -> str:
    """`normalize` with every space removed: how Thai is compared."""
    return normalize(text).replace(" ", "")


ENGLISH_STOPWORDS = frozenset(
    "a an and are be can do does for from how i if in is it its many much of on or the to what when where "
    "which who why will with you your".split()
)


# Thai question words and particles: they carry no rule content, and their trigrams
# match unrelated text; taken out of a question before it is scored (longest first).
THAI_QUESTION_WORDS = tuple(sorted(
    "ได้หรือไม่ หรือเปล่า หรือไม่ ได้ไหม ได้มั้ย เมื่อไหร่ เมื่อไร อย่างไร ยังไง ทำไม อะไร บ้าง ไหม มั้ย "
    "ครับ ค่ะ คะ กี่".split(), key=len, reverse=True))


def strip_question_words(text: str) -> str:
    """`text` (compacted) without Thai question words; unchanged if nothing else would be left."""
    out = text
    for w in THAI_QUESTION_WORDS:
        out = out.replace(w, "")
    return out or text


def english_words(text: str) -> list[str]:
    """Latin words less stopwords, with a plain plural -s taken off."""
    out = []
    for w in normalize(text).split():
        if not w.isascii() or len(w) < 2 or w in ENGLISH_STOPWORDS:
            continue
        out.append(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w)
    return out


def grams(text: str) -> list[str]:
    """Character trigrams of the compacted text, plus whole English words."""
    c = compact(text)
    out = [c] if 0 < len(c) < GRAM else [c[i : i + GRAM] for i in range(len(c) - GRAM + 1)]
    out += ["w:" + w for w in english_words(text)]
    return out


@record(frozen=True)
class Hit:
    index: int  # position of the section in its rulebook
    score: float
    key: str | None  # the title/alias that matched best, if any


def key_score(query: str, keys: list[list], fuzzy: bool = True) -> tuple[float, str | None]:
    """How well the compacted query matches a section's compacted keys (0..1).

    A key equal to the query scores 1. Keys found inside a longer query (a
    question) score by how much of the query they cover together, so the
    section whose terms explain most of the question wins. A query found inside
    a key scores by its share of the key; otherwise (with `fuzzy`) an
    edit-distance ratio catches typos, also of a term inside a question.
    Each key carries a weight (1 for a key found in one section's text, less
    for words that run through the whole book), so that a common word inside a
    question does not outweigh the words that make the question specific.
    """
    best, best_key = 0.0, None
    covered = [0.0] * len(query)
    longest = None
    for k, weight in keys:
        if k == query:
            return 1.0, k
        if len(k) >= 2 and k in query:
            start = query.find(k)
            while start != -1:
                for j in range(start, start + len(k)):
                    covered[j] = max(covered[j], weight)
                start = query.find(k, start + 1)
            if longest is None or len(k) > len(longest):
                longest = k
            continue
        if len(query) >= 2 and query in k:
            s = 0.5 + 0.45 * len(query) / len(k)
        elif not fuzzy:
            continue
        elif len(k) < len(query):
            r = _fuzz().partial_ratio(k, query) if len(k) >= 5 else 0
            s = 0.5 * (r - 85) / 15 if r >= 85 else 0.0
        else:
            r = _fuzz().ratio(query, k)
            s = 0.9 * (r - FUZZY_FLOOR) / (100 - FUZZY_FLOOR) if r >= FUZZY_FLOOR else 0.0
        if s > best:
            best, best_key = s, k
    if longest is not None:
        s = CONTAIN_BASE + CONTAIN_SLOPE * sum(covered) / len(query)
        if s > best:
            best, best_key = s, longest
    return best, best_key


def _fuzz():
    from rapidfuzz import fuzz  # imported only when typo matching is needed: it costs start-up time

    return fuzz


def bm25(query_grams: list[str], data: dict) -> dict[int, float]:
    """BM25 scores of every section sharing a gram with the query, from shipped postings."""
    postings, dl, avgdl, n = data["postings"], data["dl"], data["avgdl"], len(data["dl"])
    scores: dict[int, float] = {}
    for g in set(query_grams):
        packed = postings.get(g)
        if not packed:
            continue
        plist = packed.split()
        idf = math.log(1 + (n - len(plist) + 0.5) / (len(plist) + 0.5))
        for p in plist:  # "doc:tf"
            i, tf = p.split(":")
            i, tf = int(i), int(tf)
            norm = tf + BM25_K1 * (1 - BM25_B + BM25_B * dl[i] / avgdl)
            scores[i] = scores.get(i, 0.0) + idf * tf * (BM25_K1 + 1) / norm
    return scores


def rank(query: str, data: dict) -> list[Hit]:
    """All sections of one rulebook that match `query`, best first."""
    q = strip_question_words(compact(query))
    body = bm25(grams(q) + ["w:" + w for w in english_words(query)], data)
    top = max(body.values(), default=0.0)
    # typo tolerance is for queries that match no title or alias exactly
    fuzzy = not any(k == q for keys in data["keys"] for k, _ in keys)
    hits = []
    for i, keys in enumerate(data["keys"]):
        ks, key = key_score(q, keys, fuzzy)
        b = body.get(i, 0.0) / top if top else 0.0
        score = KEY_WEIGHT * ks + BODY_WEIGHT * b
        if score > 0.05:
            hits.append(Hit(i, round(score, 4), key))
    hits.sort(key=lambda h: (-h.score, h.index))
    return hits


def build_search_data(docs: list[tuple[list[str], str]]) -> dict:
    """Postings for `bm25` and compacted keys for `key_score`; `docs` is (keys, body) per section."""
    postings: dict[str, list[str]] = {}
    dl = []
    for i, (keys, body) in enumerate(docs):
        tf: dict[str, int] = {}
        for g in grams(body):
            tf[g] = tf.get(g, 0) + 1
        for k in keys:
            for g in grams(k):
                tf[g] = tf.get(g, 0) + KEY_BOOST
        for g, c in tf.items():
            postings.setdefault(g, []).append(f"{i}:{c}")
        dl.append(sum(tf.values()))
    avgdl = sum(dl) / len(dl) if dl else 1.0
    bodies = [compact(body) for _, body in docs]
    keys = []
    for ks, _ in docs:
        entry = []
        for k in sorted({compact(k) for k in ks if compact(k)}):
            df = sum(1 for b in bodies if k in b)
            entry.append([k, round(1 / (1 + math.log(max(df, 1))), 3)])
        keys.append(entry)
    # "doc:tf doc:tf ..." strings: the JSON loads fast and only the query's grams are split
    packed = {g: " ".join(plist) for g, plist in postings.items()}
    return {"postings": packed, "dl": dl, "avgdl": avgdl, "keys": keys}
