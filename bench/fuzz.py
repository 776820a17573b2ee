"""Fuzz campaign: generated and mutated scenario files (and deck lists) through the installed CLI.

Every case is one `judge` process on one file. It must exit 0–3, print no
traceback, and stay within 2 s and 200 MB (peak resident set), both from
wait4. The 2 s are CPU time (user + system): on a shared machine wall time
measures the other load as much as judge, so wall times are printed beside
it (with the load average) and counted, not failed. The figures are printed
against `python -c pass` measured in the same run. Cases are written in
batches before they run, so that generating them does not slow the runs.

    python bench/fuzz.py                  # 10,000 cases, seed 1
    python bench/fuzz.py --cases 500 --seed 7 --keep /tmp/fuzz-failures

Cases come from four sources, in turn:
- generated: a random legal mid-game position (judge.simulate) with random legal
  lines played from it as `do`, and expectations about the result;
- mutated structure: a seed file (tests, rulings, docs examples) with values
  replaced by random or hostile ones, keys dropped, lists repeated, players pasted twice;
- mutated text: lines deleted, repeated, re-indented or cut, bytes flipped, YAML
  punctuation and control characters inserted;
- hostile: alias bombs, deep nesting, huge counts and numbers, long lines, big files,
  invalid UTF-8, markup and terminal escapes in names.
Deck lists (generated and mutated, every format of docs/deck-lists.md) are
checked with `judge deck check FILE` when that command exists.
One case in ten is `judge whatif FILE` on a scenario of the sources above, with
--limit and --from in and out of range (now and then the four-Action file at
--limit 10000, the documented maximum); one in twenty-five is `judge export html`
into a folder set up to be refused or written into: '', a file, a link to a
folder, a folder of someone else's files (with and without --force), links planted
where the site's files go, a marker that is a link, a folder named like a page.
After an export the files that are not judge's must be as they were (a file a
planted link points to, a reader's own files). Those two take longer than a
replay: their CPU limit is the what-if bound (10 s, 300 MB), not 2 s.
Another one in twenty-five is a card list (a slice of the shipped prints, keys
dropped, values absurd or hostile, one ID with two names, cut, nested without
end, not UTF-8, more prints than any real list) through `judge cards import
FILE --dry-run` or `judge cards diff`; the campaign runs with a data folder of
its own, and a dry run must leave it empty. A card list is read whole and
checked: its limit is 10 s and 300 MB.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import re
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from common import judge_command  # noqa: E402

TIME_LIMIT = 2.0  # seconds of CPU time per case
MEMORY_LIMIT_MB = 200  # peak resident set per case
# what-if and export do more than one replay, a card list is read whole: their bound is the what-if one (README "What if")
LIMITS = {"what-if": (10.0, 300), "export": (10.0, 300), "card list": (10.0, 300)}
BOUND_FILE = ROOT / "tests" / "scenarios" / "whatif" / "p16-four-actions-with-cut-ins-in-both-hands.yaml"
HARD_KILL = 60.0  # a case still running after this is killed (and fails): the what-if bound on a loaded machine
BATCH = 100  # cases written before they run

HOSTILE_TEXT = [
    "[/x]", "[red]red[/red]", "[link=http://x]l[/link]", "\x1b[2J", "\x1b]0;title\x07", "\u202eevil", ":smile:",
    "ปะ\u200bทะ", "\x00", "\t", "\r\n", "'", '"', "{", "[", "&a", "*a", "!!python/object:os.system", "%", "@", "`",
    "?", "-", ": ", " #", "|", ">", "~", "null", "yes", "0x1F", "1e400", "-0", "9" * 60, "ฮัตโตริ เฮย์จิ ＆ 工藤新一",
]
HOSTILE_VALUES = [
    None, True, False, 0, -1, 10**7, 10**18, -(10**18), 2.5, float("inf"), "", "x" * 5000, [], {}, [[[[]]]],
    {"ap": 10**9}, [{"draw": 10**6}], {"id": "x"}, list(range(400)), "A", "B", "partner", "case",
]
VERBS = ("play", "next-hint", "assist", "case-closed", "deduce", "mislead", "action", "guard", "no-guard",
         "cut-in", "disguise", "pass", "spark", "no-spark", "declare", "end-turn", "ใช้การ์ด", "แอคชั่น", "choose")
PATH_WORDS = ("winner", "illegal", "assumed", "A.hand", "B.deck", "A.evidence", "B.scene", "A.partner.state",
              "B.case.side", "A.deck.top", "A.c1.zone", "B.c2.ap", "A.c3.state")
OPS = ("==", "!=", "<", "<=", ">", ">=", "=", "===", "")


# ------------------------------------------------------------------ the seed corpus

def seed_texts() -> list[str]:
    """Scenario files of the project: tests, rulings (their scenario), docs examples, bench data."""
    texts = []
    for folder in ("tests/scenarios", "tests/data/shared-scenarios", "bench/data"):
        texts += [p.read_text(encoding="utf-8") for p in sorted((ROOT / folder).glob("*.yaml"))]
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml: 1,800 rulings read in a fraction
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    for p in sorted((ROOT / "rulings").glob("*.yaml")):
        data = yaml.load(p.read_text(encoding="utf-8"), Loader=loader)
        if isinstance(data.get("scenario"), dict):
            texts.append(yaml.dump(data["scenario"], Dumper=dumper, allow_unicode=True, sort_keys=False))
    for p in sorted((ROOT / "docs").glob("*.md")) if (ROOT / "docs").is_dir() else []:
        for block in re.findall(r"```yaml\n(.*?)```", p.read_text(encoding="utf-8"), flags=re.S):
            texts.append(block)
    return texts


# ------------------------------------------------------------------ generators

def generated(rng: random.Random) -> str:
    """A random legal position, random legal lines played from it, and expectations about the end."""
    from judge.replay import Session
    from judge.simulate import play_random, random_position
    from judge.state import dump_position

    pos = random_position(rng)
    data = dump_position(pos)
    session = Session(copy.deepcopy(pos), trace=False)
    lines = []
    original_apply = session.apply

    def record(act):
        lines.append(act.text)
        return original_apply(act)

    session.apply = record
    try:
        play_random(session, rng, rng.randint(0, 25))
    except AssertionError:
        pass  # a legal move the rules forbid is the engine tests' business; the file is still a case
    data["do"] = lines
    data["expect"] = [f"{rng.choice(PATH_WORDS)} {rng.choice(OPS[:6])} {rng.choice(['0', '1', '3', 'A', 'none', 'removed'])}"
                      for _ in range(rng.randint(0, 4))]
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def value_paths(obj, prefix=()):
    """The path of every value in loaded YAML: keys and list positions from the root."""
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from value_paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from value_paths(v, prefix + (i,))


def _random_value(rng: random.Random):
    r = rng.random()
    if r < 0.4:
        return copy.deepcopy(rng.choice(HOSTILE_VALUES))
    if r < 0.7:
        return "".join(rng.choice(HOSTILE_TEXT) for _ in range(rng.randint(1, 4)))
    if r < 0.85:
        return f"{rng.choice('AB')} {rng.choice(VERBS)} {rng.choice(['c1', 'c2', 'partner', 'x', '-> B.c1'])}"
    return f"{rng.choice(PATH_WORDS)} {rng.choice(OPS)} {rng.choice(['0', '-1', 'none', 'sleep', '99999'])}"


def mutated_structure(rng: random.Random, seeds: list[str]) -> str:
    try:
        data = yaml.safe_load(rng.choice(seeds))
    except yaml.YAMLError:
        data = None
    if not isinstance(data, dict):
        return generated(rng)
    for _ in range(rng.randint(1, 5)):
        paths = [p for p in value_paths(data) if p]
        if not paths:
            break
        path = rng.choice(paths)
        parent = data
        try:
            for k in path[:-1]:
                parent = parent[k]
            r = rng.random()
            if r < 0.25 and isinstance(parent, dict):
                parent.pop(path[-1], None)
            elif r < 0.35 and isinstance(parent, list):
                parent.extend(copy.deepcopy(parent) * rng.randint(1, 3))
            elif r < 0.45 and isinstance(parent, dict):
                parent[rng.choice(["colour", "Deck", "ID", "card", "choose", "x" * 40, 1, None])] = _random_value(rng)
            else:
                parent[path[-1]] = _random_value(rng)
        except (KeyError, IndexError, TypeError):
            pass
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=rng.choice([80, 10**6]))
    if rng.random() < 0.1 and "\n  A:" in text:  # a player block pasted twice: a duplicate key
        block = text[text.index("\n  A:"):].split("\n  B:")[0]
        text = text.replace("\n  B:", block + "\n  B:", 1)
    return text


def mutated_text(rng: random.Random, seeds: list[str]) -> str:
    lines = rng.choice(seeds).split("\n")
    for _ in range(rng.randint(1, 6)):
        if not lines:
            lines = [""]
        i = rng.randrange(len(lines))
        r = rng.random()
        if r < 0.2:
            del lines[i]
        elif r < 0.35:
            lines.insert(i, lines[i])
        elif r < 0.5:
            lines[i] = " " * rng.choice([1, 2, 3, 5]) + lines[i]
        elif r < 0.6:
            lines[i] = lines[i][: rng.randint(0, len(lines[i]))]
        elif r < 0.8:
            cut = rng.randint(0, len(lines[i]))
            lines[i] = lines[i][:cut] + rng.choice(HOSTILE_TEXT) + lines[i][cut:]
        else:
            b = bytearray(lines[i].encode("utf-8"))
            if b:
                b[rng.randrange(len(b))] = rng.randrange(256)
            lines[i] = b.decode("utf-8", errors=rng.choice(["replace", "ignore"]))
    return "\n".join(lines)


def hostile(rng: random.Random, seeds: list[str]) -> str | bytes:
    players = "players:\n  A: {deck: 20}\n  B: {deck: 20}\n"
    kind = rng.randrange(10)
    if kind == 0:  # alias bomb
        width, depth = rng.randint(2, 12), rng.randint(3, 12)
        out = [f"l0: &l0 [{','.join(['x'] * width)}]"]
        out += [f"l{k}: &l{k} [{','.join([f'*l{k - 1}'] * width)}]" for k in range(1, depth)]
        return "\n".join(out) + "\n" + players
    if kind == 1:  # deep nesting, flow or block
        n = rng.choice([20, 40, 200, 5000])
        if rng.random() < 0.5:
            return players + "title: " + "[" * n + "]" * n + "\n"
        return players + "".join("  " * k + f"k{k}:\n" for k in range(n)) + "  " * n + "x: 1\n"
    if kind == 2:  # counts and numbers beyond any game
        zone = rng.choice(["deck", "file", "evidence", "removed"])
        n = rng.choice([301, 10**6, 10**7, 10**12, 10**100])
        return players.replace("A: {deck: 20}", f"A: {{{zone}: {n}}}")
    if kind == 3:  # a huge integer literal
        return players + f"seed: {'9' * rng.choice([100, 4301, 20000])}\n"
    if kind == 4:  # long lines
        return players + "do: [" + "A end-turn " * rng.choice([30, 3000, 100000]) + "]\n"
    if kind == 5:  # a big file
        return players + "title: " + "x" * rng.choice([10**5, 2 * 10**6 + 10]) + "\n"
    if kind == 6:  # invalid UTF-8 and NUL bytes
        raw = bytearray(rng.choice(seeds).encode("utf-8"))
        for _ in range(rng.randint(1, 5)):
            raw.insert(rng.randrange(len(raw) + 1), rng.choice([0x00, 0xFF, 0xC3, 0x80, 0xFE]))
        return bytes(raw)
    if kind == 7:  # markup and escapes in every name
        data = yaml.safe_load(rng.choice(seeds))
        if isinstance(data, dict):
            for p in value_paths(data):
                if p and p[-1] in ("name", "title"):
                    parent = data
                    for k in p[:-1]:
                        parent = parent[k]
                    parent[p[-1]] = "".join(rng.choice(HOSTILE_TEXT) for _ in range(4))
            return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
        return players
    if kind == 8:  # many list items and many mistakes
        return players + "do:\n" + "".join(f"  - A {rng.choice(VERBS)}{k}\n" for k in range(rng.randint(10, 3000)))
    return rng.choice(["", "\n", "---\n---\n", "- 1\n", "players:\n", "players: [\n", "\ufeff" + players,
                       players + "...\n" + players, "players: !!binary aGVsbG8=\n", players + "<<: {turn: 2}\n"])


DECK_LINES = ["Partner: B01001", "Case: B01024", "3 B01065", "3x B01016", "B01023 x2", "B02039 ×1", "1 沖矢昴",
              "# a comment", "", "4 B01065", "40 B01065", "3 Z99999", "B01001", "Partner: B01065", "3 0208",
              "x3 B01016", "3 B01016 # note", "   2   B01017  ", "Case:", "1000000 B01065", "-1 B01065"]


# one card line in the styles players write: {n} the count, {c} the card (docs/deck-lists.md)
COUNT_STYLES = ["{n} {c}", "{n}x {c}", "{n}X {c}", "x{n} {c}", "×{n} {c}", "{n} x {c}", "{c} x{n}", "{c}x{n}",
                "{c} ×{n}", "{c}×{n}", "{c} ✕{n}", "{c} ({n})", "{c} [{n}]", "{n}枚 {c}", "{c} {n}枚", "{c} x{n}枚",
                "{c} ×{n}枚", "{c} {n} ใบ", "{c} x{n} ใบ", "{n} ใบ {c}", "{n} copies {c}", "{c} {n}", "{c} - {n}",
                "{c}: {n}", "{c}\t{n}", "{n}\t{c}", "・{c} ×{n}", "- {n} {c}", "* {c} x{n}", "{n}x{c}"]
SPACES = [" ", "  ", "\t", "\u3000", "\u00a0"]
WIDE = {**{chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)}, " ": "\u3000"}


def widen(text: str, rng: random.Random) -> str:
    """Some of the ASCII of `text` written full-width, as Japanese input methods type it."""
    return "".join(WIDE.get(ch, ch) if rng.random() < 0.5 else ch for ch in text)


def decorated_line(rng: random.Random, count: int, number: str, names: list[str], bare: bool = True) -> str:
    """A card line saying `count` copies of `number`, in a random style: spacing, widths, hyphen, a name, a comment
    (`bare`: a lone number for one copy too). Every one reads as exactly that (tests/test_deck_lists.py)."""
    style = rng.choice(COUNT_STYLES + (["{c}"] * 3 if count == 1 and bare else []))
    card = number
    if rng.random() < 0.3 and re.fullmatch(r"[A-Z]\d{5}", number):
        card = f"{number[:3]}-{number[3:]}"  # B01-005
    if rng.random() < 0.2:
        card = card.lower()
    text = style.format(n=count, c=card)
    if rng.random() < 0.4:
        text = re.sub(" ", lambda m: rng.choice(SPACES), text)
    if rng.random() < 0.3:
        text = widen(text, rng)
    if names and rng.random() < 0.4:
        name = rng.choice(names)
        before = style.startswith("{c}") and rng.random() < 0.5  # "江戸川コナン 3 B01005" is not a style: 3 of what?
        text = f"{name}{rng.choice(SPACES)}{text}" if before else f"{text}{rng.choice(SPACES)}{name}"
    if rng.random() < 0.2:
        text += rng.choice(["  # main", " // 2nd print", "\t# " + "".join(rng.choice("abcあい ") for _ in range(5))])
    return rng.choice(["", " ", "\t", "\u200f", "\ufeff"]) + text + rng.choice(["", " ", "\t", "\r"])


SPOILERS = [lambda t, n: f"{n + 1} {t}", lambda t, n: f"{t} x{n + 1}", lambda t, n: f"-{t}", lambda t, n: f"{t} please",
            lambda t, n: f"three {t}", lambda t, n: f"2x{t}", lambda t, n: f"{t} 2x3", lambda t, n: f"{t} B01099",
            lambda t, n: f"\u202e{t}", lambda t, n: f"0 {t}", lambda t, n: f"{t} (x{n + 2})", lambda t, n: f"{t} 沖矢昴",
            lambda t, n: f"1. {t}", lambda t, n: f"{t}#{n}", lambda t, n: f"{n}{n} {t}"]


def spoiled_line(rng: random.Random, count: int, number: str, names: list[str]) -> str:
    """A decorated line (with its count written) with something added that changes or clouds what it says: a
    second count, a word, a sign, another card. Read as before, or reported on its line; never another count."""
    return rng.choice(SPOILERS)(decorated_line(rng, count, number, names, bare=False).strip(), count)


def deck_list(rng: random.Random) -> str:
    """A deck list in any form of docs/deck-lists.md: text (lines, pastes with headers), a product CSV, a deck JSON."""
    kind = rng.random()
    if kind < 0.1:
        return _deck_csv(rng)
    if kind < 0.2:
        return _deck_json(rng)
    lines = [rng.choice(DECK_LINES) for _ in range(rng.randint(0, 30))]
    if rng.random() < 0.3:
        for _ in range(rng.randint(1, 6)):
            lines.insert(rng.randint(0, len(lines)), rng.choice(PASTE_LINES))
    if rng.random() < 0.3:
        lines += [decorated_line(rng, rng.randint(1, 3), rng.choice(["B01005", "B01016", "B02039", "PR022"]),
                                 ["江戸川コナン", "Conan"]) for _ in range(rng.randint(1, 10))]
    for _ in range(rng.choice([0, 0, 1, 5, 50, 2500])):  # names nobody has: each wants its nearest matches
        name = "".join(rng.choice("abcdefghijklmnopqrstuvwxyzB0123456789 沖矢昴コナン") for _ in range(rng.randint(1, 520)))
        lines.insert(rng.randint(0, len(lines)), f"{rng.randint(0, 5)} {name}")
    for _ in range(rng.randint(0, 3)):
        if lines:
            i = rng.randrange(len(lines))
            cut = rng.randint(0, len(lines[i]))
            lines[i] = lines[i][:cut] + rng.choice(HOSTILE_TEXT) + lines[i][cut:]
    if rng.random() < 0.05 and len(lines) < 50:  # a list pasted over and over (past the 2,000-line limit)
        lines *= rng.choice([100, 10000])
    return "\n".join(lines) + "\n"


PASTE_LINES = ["【デッキ名】赤単", "使用者：○○　大会：店舗大会 2026/11/30", "━━━━━━━━━━", "■パートナー", "■事件",
               "■キャラ（３７枚）", "■イベント（３枚）", "合計：４０枚", "江戸川コナン　B01-005　×３", "พาร์ทเนอร์: B01001",
               "คดี: B01024", "ตัวละคร", "อีเวนต์", "B01005 x3 ใบ", "รวม 40 ใบ", "Total: 40", "Characters (24)",
               "Deck:", "Event: Store CS", "ผู้เล่น: สมชาย", "https://example.com/deck/1", "Sideboard: B01016"]


def _deck_csv(rng: random.Random) -> str:
    numbers = [rng.choice(["B01005", "B01016", "D01002", "B01-007", "Z99999", "", "x", "B01065" * 50])
               for _ in range(rng.choice([0, 1, 40, 41, 3000]))]
    rows = [f"CT-D0{k} Case-StartDeck,{rng.choice(['B01001', 'D01001', ''])},{rng.choice(['B01024', 'D01016'])},"
            + "|".join(numbers) for k in range(rng.choice([1, 1, 1, 2]))]
    header = rng.choice(["product,partnerNumber,caseNumber,deckNumbers", "product,partnerNumber,deckNumbers",
                         '"product","partnerNumber","caseNumber","deckNumbers"'])
    text = header + "\n" + "\n".join(rows) + "\n"
    return text if rng.random() < 0.8 else text.replace(",", rng.choice(HOSTILE_TEXT), rng.randint(1, 3))


def _deck_json(rng: random.Random) -> str:
    import json

    main = [{"id": rng.choice(["id_0001", "id_0012", "id_P012", "id_9999", "B01005", "0001", 7, None]),
             "n": rng.choice([1, 3, 0, -1, 2.5, "3", True, 10**30])} for _ in range(rng.randint(0, 20))]
    data = {"format": rng.choice(["conan-deck", "conan-deck", "other", None]), "version": rng.choice([1, 1, 2, True]),
            "case": rng.choice(["id_0020", "id_0806", 20, ""]), "partner": rng.choice(["id_P001", "id_P012", None]),
            "main": main if rng.random() < 0.9 else {"id": "id_0001"}, rng.choice(["name", "side", "x"]): "red"}
    text = json.dumps(data, ensure_ascii=False)
    if rng.random() < 0.1:
        text = "[" * rng.choice([10, 100000]) + text
    elif rng.random() < 0.1:
        text = text[:rng.randint(0, len(text))]
    return text


# ------------------------------------------------------------------ running

def run_case(cmd: list[str], env: dict) -> tuple[int, float, float, int, str]:
    """(exit code, wall seconds, CPU seconds, peak RSS in kB, stderr tail) of one process."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=env,
                             preexec_fn=_limits, start_new_session=True)
        timer = threading.Timer(HARD_KILL, lambda: os.killpg(p.pid, signal.SIGKILL))
        timer.start()
        try:
            _, status, usage = os.wait4(p.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        tail = err.read()[-4000:].decode("utf-8", "replace")
        out.seek(0)
        if b"Traceback" in out.read():
            tail += "\n[Traceback on stdout]"
    return p.returncode, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, tail


def _limits():
    gb = 1 << 30
    resource.setrlimit(resource.RLIMIT_AS, (2 * gb, 2 * gb))  # a runaway case cannot take the machine


class Case:
    """One case: its kind, the judge command line, the file or folder it is about, and `check`: what must hold
    afterwards besides the exit code (problems found, as text), or None."""

    def __init__(self, kind: str, args: list[str], path: Path, check=None, setup: str = ""):
        self.kind, self.args, self.path, self.check, self.setup = kind, args, path, check, setup


def scenario_text(k: int, rng: random.Random, seeds: list[str]) -> tuple[str, str | bytes]:
    kind = ("generated", "mutated structure", "mutated text", "hostile")[(k // 10 + k) % 4]
    return kind, {"generated": lambda: generated(rng), "mutated structure": lambda: mutated_structure(rng, seeds),
                  "mutated text": lambda: mutated_text(rng, seeds), "hostile": lambda: hostile(rng, seeds)}[kind]()


def write(path: Path, text: str | bytes) -> Path:
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass"))
    return path


def whatif_case(k: int, rng: random.Random, seeds: list[str], folder: Path) -> Case:
    """`judge whatif` on a scenario of any source, with options in and out of range."""
    if rng.random() < 0.02:
        path = BOUND_FILE  # the documented maximum on the file of the README's bound
        args = ["whatif", str(path), "--limit", "10000"]
    else:
        source, text = scenario_text(k, rng, seeds)
        path = write(folder / f"case-{k}.yaml", text)
        args = ["whatif", str(path)]
        if rng.random() < 0.5:
            args += ["--limit", str(rng.choice([1, 2, 5, 50, 200, 1000, 10000, 0, -1, 10001]))]
        if rng.random() < 0.3:
            args += ["--from", str(rng.choice([1, 2, 3, 5, 0, 999]))]
    if rng.random() < 0.5:
        args.append("--json")
    return Case("what-if", args, path)


SITE_FILES = ("index.html", "style.css", "search.js", "app.js", "conan-2.5.html", "search-config.js")


def export_case(k: int, rng: random.Random, folder: Path) -> Case:
    """`judge export html` into a folder set up to be refused, or written into around what is not judge's."""
    from judge.export import MARKER, MARKER_TEXT

    where = folder / f"export-{k}"
    where.mkdir()
    secret = write(where / "secret.txt", f"SECRET {k}\n")  # what a planted link points to: never written
    out = where / rng.choice(["site", "[red]site[x]", "s\u202eite", "ซ\u200bไซต์", "a b"])
    setup = rng.choice(["empty text", "new", "empty", "theirs", "theirs --force", "links in ours",
                        "links --force", "folder is a link", "a file", "page is a folder", "marker is a link"])
    args = ["export", "html", str(out)]
    theirs: dict[Path, bytes] = {secret: secret.read_bytes()}
    if setup == "empty text":
        args[2] = ""
    elif setup == "empty":
        out.mkdir()
    elif setup.startswith("theirs"):
        out.mkdir()
        for name in rng.sample(["notes.txt", "index.html", "style.css", "photo.jpg", ".hidden"], rng.randint(1, 3)):
            theirs[write(out / name, f"theirs {name}\n")] = f"theirs {name}\n".encode()
        if setup.endswith("--force"):
            args.append("--force")
            theirs = {p: b for p, b in theirs.items() if p.name not in SITE_FILES}  # judge's names are replaced
    elif setup.startswith("links"):
        out.mkdir()
        if setup == "links in ours":
            write(out / MARKER, MARKER_TEXT)
        else:
            args.append("--force")
        for name in rng.sample(SITE_FILES, rng.randint(1, 3)):
            (out / name).symlink_to(secret)
    elif setup == "folder is a link":
        real = where / "real"
        real.mkdir()
        out.symlink_to(real)
    elif setup == "a file":
        theirs[write(out, "a file\n")] = b"a file\n"
    elif setup == "page is a folder":
        out.mkdir()
        (out / "index.html").mkdir()
        args.append("--force")
    elif setup == "marker is a link":
        out.mkdir()
        theirs[write(out / "notes.txt", "mine\n")] = b"mine\n"
        elsewhere = write(where / "elsewhere.txt", MARKER_TEXT)
        theirs[elsewhere] = elsewhere.read_bytes()
        (out / MARKER).symlink_to(elsewhere)

    def check(code: int) -> list[str]:
        problems = [f"{p.name} changed" for p, b in theirs.items() if not p.is_file() or p.read_bytes() != b]
        written = out.is_dir() and not out.is_symlink() and (out / "index.html").is_file()
        if code == 0 and not written:
            problems.append("exit 0 without a site")
        if code == 0 and written:
            problems += [f"{n} is still a link" for n in SITE_FILES if (out / n).is_symlink()]
        if (code == 0) != (setup in ("new", "empty", "theirs --force", "links in ours", "links --force")):
            problems.append(f"exit {code} for '{setup}'")
        return problems

    return Case("export", args, where, check, setup)


def make_case(k: int, seed: int, seeds: list[str], decks: bool, folder: Path, newer: bool = True) -> Case:
    """Case k of the campaign. `newer`: what-if, export and card list cases too (one in ten, one in twenty-five each)."""
    rng = random.Random(seed * 1_000_003 + k)
    if decks and k % 10 == 9:
        return Case("deck list", ["deck", "check", str(write(folder / f"case-{k}.txt", deck_list(rng)))],
                    folder / f"case-{k}.txt")
    if newer and k % 10 == 4:
        return whatif_case(k, rng, seeds, folder)
    if newer and k % 25 == 12:
        return export_case(k, rng, folder)
    if newer and k % 25 == 20:
        return card_list_case(k, rng, folder)
    kind = ("generated", "mutated structure", "mutated text", "hostile")[k % 4]
    text = {"generated": lambda: generated(rng), "mutated structure": lambda: mutated_structure(rng, seeds),
            "mutated text": lambda: mutated_text(rng, seeds), "hostile": lambda: hostile(rng, seeds)}[kind]()
    path = write(folder / f"case-{k}.yaml", text)
    args = [rng.choice(["replay", "replay", "board"]), str(path)]
    if rng.random() < 0.5:
        args.append("--json")
    if args[0] == "replay" and rng.random() < 0.1:
        args += ["--save", str(folder / f"saved-{k}.yaml")]
    return Case(kind, args, path)


def has_deck_check(judge: list[str]) -> bool:
    return subprocess.run([*judge, "deck", "check", "--help"], capture_output=True).returncode == 0


CARD_SOURCE = ROOT / "card_data" / "source" / "cards.json"


def card_list_text(rng: random.Random) -> str | bytes:
    """A card list as a user might download or hand-edit it: a slice of the shipped prints (our shape, or the
    compiled one), mutated — keys dropped, values made absurd or hostile, one ID given two names, the JSON cut,
    nested without end, or not UTF-8."""
    prints = [dict(p) for p in rng.sample(json.loads(CARD_SOURCE.read_text(encoding="utf-8")), rng.randint(1, 60))]
    for p in rng.sample(prints, min(len(prints), rng.randint(0, 4))):
        key = rng.choice(sorted(p))
        change = rng.random()
        if change < 0.3:
            del p[key]
        elif change < 0.7:
            p[key] = _random_value(rng)
        else:
            p[key] = rng.choice(HOSTILE_TEXT) * rng.randint(1, 50)
    if rng.random() < 0.1 and len(prints) > 1:  # one ID, two names
        prints[1] = {**prints[1], "id": prints[0]["id"], "name": prints[0]["name"] + "X"}
    raw: object = prints
    if rng.random() < 0.2:
        raw = {"format": 1, "cards": prints, "errata": []}
    text = json.dumps(raw, ensure_ascii=rng.random() < 0.5)
    damage = rng.random()
    if damage < 0.05:
        return "[" * rng.randint(1000, 200_000)
    if damage < 0.1:
        return text[:rng.randint(0, len(text))]
    if damage < 0.13:
        return text.encode("utf-8") + b"\xff\xfe"
    if damage < 0.16:
        return json.dumps([{"card_num": "B01005", "card_type": "キャラ"}] * rng.randint(1, 30_000))
    return text


def card_list_case(k: int, rng: random.Random, folder: Path) -> Case:
    """`judge cards import FILE --dry-run` or `judge cards diff` on a mutated card list: nothing is written."""
    path = write(folder / f"case-{k}.json", card_list_text(rng))
    if rng.random() < 0.3:
        args = ["cards", "diff", str(CARD_SOURCE), str(path)]
    else:
        args = ["cards", "import", str(path), "--dry-run"]
    if rng.random() < 0.5:
        args.append("--json")
    data = Path(os.environ.get("JUDGE_DATA_DIR", folder / "data"))

    def check(code: int) -> list[str]:
        return [f"--dry-run wrote {p.name}" for p in data.glob("*")] if data.is_dir() else []

    return Case("card list", args, path, check)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cases", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--keep", type=Path, help="copy failing cases into this folder")
    ap.add_argument("--no-decks", action="store_true", help="scenarios only, even if `judge deck check` exists")
    args = ap.parse_args()

    judge = judge_command()
    decks = not args.no_decks and has_deck_check(judge)
    seeds = seed_texts()
    folder = Path(tempfile.mkdtemp(prefix="judge-fuzz-"))
    # the campaign's own data folder: a card list case never touches the user's
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100", "JUDGE_DATA_DIR": str(folder / "data")}
    os.environ["JUDGE_DATA_DIR"] = env["JUDGE_DATA_DIR"]
    base = [run_case([sys.executable, "-c", "pass"], env) for _ in range(20)]
    print(f"judge: {' '.join(judge)}  ·  {args.cases:,} cases, seed {args.seed}, {args.workers} workers  ·  "
          f"{len(seeds)} seed files  ·  deck lists: {'yes' if decks else 'no (no `judge deck check` yet)'}")
    results: list[tuple] = []
    lock = threading.Lock()
    started = time.perf_counter()
    load_before = os.getloadavg()[0]

    def one(item):
        k, case = item
        code, wall, cpu, rss, tail = run_case([*judge, *case.args], env)
        time_limit, memory_limit = LIMITS.get(case.kind, (TIME_LIMIT, MEMORY_LIMIT_MB))
        problems = []
        if code not in (0, 1, 2, 3):
            problems.append(f"exit {code}")
        if "Traceback" in tail:
            problems.append("traceback")
        if cpu > time_limit:
            problems.append(f"{cpu:.2f} s CPU")
        if rss > memory_limit * 1024:
            problems.append(f"{rss / 1024:.0f} MB")
        if case.check is not None:
            problems += case.check(code)
        with lock:
            results.append((k, case.kind, code, wall, cpu, rss, problems))
            if problems:
                print(f"FAIL case {k} ({case.kind}): {', '.join(problems)}: judge {' '.join(case.args)}\n    "
                      + tail.strip().replace("\n", "\n    ")[-1500:], flush=True)
                if args.keep and case.path.is_file():
                    args.keep.mkdir(parents=True, exist_ok=True)
                    shutil.copy(case.path, args.keep / case.path.name)
            elif len(results) % 1000 == 0:
                print(f"  {len(results):,} cases, {time.perf_counter() - started:.0f} s", flush=True)
        if case.path.is_dir() and not case.path.is_symlink():
            shutil.rmtree(case.path, ignore_errors=True)
        elif case.path.parent == folder:
            case.path.unlink(missing_ok=True)
        (folder / f"saved-{k}.yaml").unlink(missing_ok=True)

    with ThreadPoolExecutor(args.workers) as pool:
        for start in range(0, args.cases, BATCH):
            batch = [(k, make_case(k, args.seed, seeds, decks, folder))
                     for k in range(start, min(start + BATCH, args.cases))]
            list(pool.map(one, batch))
    shutil.rmtree(folder, ignore_errors=True)

    walls = sorted(r[3] for r in results)
    cpus = sorted(r[4] for r in results)
    rss = [r[5] for r in results]
    failures = [r for r in results if r[6]]

    def spread(values: list[float]) -> str:
        return (f"median {statistics.median(values) * 1000:6.0f} ms  p99 "
                f"{values[int(len(values) * 0.99) - 1] * 1000:5.0f} ms  max {values[-1] * 1000:5.0f} ms")

    print()
    print(f"python -c pass      wall median {statistics.median(b[1] for b in base) * 1000:.0f} ms, CPU median "
          f"{statistics.median(b[2] for b in base) * 1000:.0f} ms, peak {max(b[3] for b in base) / 1024:.1f} MB")
    print(f"judge CPU per case  {spread(cpus)}  (limit {TIME_LIMIT * 1000:.0f} ms; what-if, export, card lists "
          f"{LIMITS['what-if'][0]:.0f} s)")
    for kind in LIMITS:
        mine = sorted(r[4] for r in results if r[1] == kind)
        if mine:
            print(f"  {kind + ' CPU':<17} {spread(mine)}  ({len(mine):,} cases, peak "
                  f"{max(r[5] for r in results if r[1] == kind) / 1024:.1f} MB)")
    print(f"judge wall per case {spread(walls)}  ({sum(w > TIME_LIMIT for w in walls)} over "
          f"{TIME_LIMIT:.0f} s; load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after)")
    print(f"judge peak memory   median {statistics.median(rss) / 1024:.1f} MB  max {max(rss) / 1024:.1f} MB  "
          f"(limit {MEMORY_LIMIT_MB} MB; what-if, export, card lists {LIMITS['what-if'][1]} MB)")
    by_kind = Counter(r[1] for r in results)
    print("cases by source     " + ", ".join(f"{k} {n:,}" for k, n in sorted(by_kind.items())))
    codes = Counter(r[2] for r in results)
    print("exit codes          " + ", ".join(f"{c}: {n:,}" for c, n in sorted(codes.items())))
    print(f"failures            {len(failures)} of {len(results):,} "
          f"(exit outside 0–3, a traceback, over its CPU or memory limit, a file not judge's changed)")
    print(f"total               {time.perf_counter() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
