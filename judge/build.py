"""Compile rules_th/<book>/ (source text + manifest) into the shipped index.json.

Run `python -m judge.build` after editing a manifest; tests check the shipped
index is what this produces. The section texts are cut from source.txt by line,
so the Thai text is never retyped.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import yaml

from judge.rulebook import PRIMARY, RULEBOOK_IDS
from judge.cards import serialise
from judge.search import build_search_data
from judge.i18n import messages, render, say

messages({
    "build.failed": ("build failed: {error}", "คอมไพล์ไม่สำเร็จ: {error}"),
    "build.no-card-hint": ('scripts are keyed by official card ID, quoted: "0055"',
                           'สคริปต์ใช้รหัสการ์ดทางการเป็นคีย์ ในเครื่องหมายคำพูด: "0055"'),
    "build.twice": ("card {id} is scripted twice (also in {where})", "การ์ด {id} มีสคริปต์สองครั้ง (อีกครั้งอยู่ใน {where})"),
    "build.wrong-file": ("card {id} ({number}) is filed in {file}: its script belongs in {product}.yaml, the product "
                         "of its first print",
                         "การ์ด {id} ({number}) อยู่ในไฟล์ {file}: สคริปต์ต้องอยู่ใน {product}.yaml "
                         "ตามผลิตภัณฑ์ที่พิมพ์ครั้งแรก"),
    "build.out-of-order": ("card {id} ({number}) comes after {before}: a file's scripts are sorted by number",
                           "การ์ด {id} ({number}) อยู่หลัง {before}: สคริปต์ในไฟล์เรียงตามเลขการ์ด"),
    "build.no-number": ("card {id}: write its number {number} in the comment of its key line, so that it is found "
                        "by the number printed on it",
                        "การ์ด {id}: เขียนเลข {number} ในคอมเมนต์บรรทัดคีย์ เพื่อให้ค้นหาได้ด้วยเลขที่พิมพ์บนการ์ด"),
    "build.drafted-true": ("`drafted` is `true` or left out", "`drafted` ต้องเป็น `true` หรือไม่ต้องเขียน"),
    "build.missing-bad": ("card_data/missing.yaml, {where}: {problem}", "card_data/missing.yaml, {where}: {problem}"),
    "build.missing-hint": ("each shape has a page, `en` and `th`; each card lists shapes defined under `shapes`",
                           "แต่ละรูปแบบต้องมี `page`, `en` และ `th`; การ์ดแต่ละใบระบุรูปแบบที่นิยามไว้ใน `shapes`"),
    "build.missing-undefined": ("shape {shape} is not defined under `shapes`", "ไม่มีรูปแบบ {shape} ใน `shapes`"),
    "build.missing-words": ("needs a page number, `en` and `th` words", "ต้องมีเลขหน้า คำ `en` และ `th`"),
    "build.missing-empty": ("lists no shape: name what the card lacks, or list it under `writable`",
                            "ไม่ระบุรูปแบบ: บอกสิ่งที่การ์ดขาด หรือย้ายไปไว้ใน `writable`"),
    "build.missing-both": ("is under `cards` and `writable`", "อยู่ทั้งใน `cards` และ `writable`"),
    "build.missing-stale": ("missing.yaml still lists cards that have a script now ({n}), delete them "
                            "(`python tools/prune_missing.py`): {ids}", "missing.yaml: การ์ด {n} ใบมีสคริปต์แล้ว ให้ลบออก (`python tools/prune_missing.py`): {ids}"),
    "build.imported-cards": ("an imported card list is in use ({path})", "กำลังใช้รายการการ์ดที่นำเข้าเอง ({path})"),
    "build.imported-cards-hint": ("run `judge cards reset`, or set JUDGE_DATA_DIR to an empty folder, and build again",
                                  "สั่ง `judge cards reset` หรือตั้ง JUDGE_DATA_DIR เป็นโฟลเดอร์ว่าง แล้วคอมไพล์ใหม่"),
})
PAGE_REF = re.compile(r"หน้า\s*(\d+(?:\s*,\s*\d+)*)")
RULE_LINE = re.compile(r"^(\d+(?:\.\d+)+)\s+(\S.*)$")
RULE_NUMBER = re.compile(r"^\d+(?:\.\d+)*$")
SOURCE_PAGE = re.compile(r"^ต้นฉบับหน้า\s*(\d+)$")
HORO_CHROME = {"🔗 ลิงก์", "❝ อ้างอิง"}
PSYCHIC_HEADING = re.compile(r"^(\d+(?:\.\d+)?)\.?\s*(\S.*)$")


def _read_lines(folder: Path) -> list[str]:
    return (folder / "source.txt").read_text(encoding="utf-8").splitlines()


def _text(lines: list[str], start: int, end: int) -> str:
    """Lines start..end (1-based, inclusive), blank lines between paragraphs kept single."""
    out: list[str] = []
    for line in lines[start - 1 : end]:
        if line.strip() or (out and out[-1] != ""):
            out.append(line.rstrip())
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out)


def _section(**kw) -> dict:
    pages = kw.pop("pages", None)
    page = kw.get("page")
    kw["pages"] = pages if pages else ([page] if page is not None else [])
    kw.setdefault("rule", None)
    kw.setdefault("aliases", [])
    kw.setdefault("source", "thai")
    return kw


def _page_links(text: str, by_page: dict[int, list[str]]) -> list[dict]:
    pages: list[int] = []
    for m in PAGE_REF.finditer(text):
        for p in re.split(r"\s*,\s*", m.group(1)):
            if int(p) not in pages:
                pages.append(int(p))
    return [{"page": p, "sections": by_page.get(p, [])} for p in pages]


def build_conan(folder: Path) -> dict:
    manifest = yaml.safe_load((folder / "sections.yaml").read_text(encoding="utf-8"))
    supplement = yaml.safe_load((folder / "supplement.yaml").read_text(encoding="utf-8"))
    glossary = yaml.safe_load((folder / "glossary.yaml").read_text(encoding="utf-8"))["terms"]
    lines = _read_lines(folder)
    sections = []
    for m in manifest["sections"]:
        start, end = m["lines"]
        sections.append(
            _section(
                id=m["id"], title_th=m["title_th"], title_en=m["title_en"], text=_text(lines, start, end),
                page=m["page"], pages=m.get("pages"), basis=m["basis"], aliases=list(m.get("aliases", [])),
                lines=[start, end],
            )
        )
    for m in supplement["sections"]:
        sections.append(
            _section(
                id=m["id"], title_th=m["title_th"], title_en=m["title_en"], text=m["text_th"], text_en=m["text_en"],
                page=m["page"], pages=m.get("pages"), basis=m["basis"], aliases=list(m.get("aliases", [])),
                source="supplement",
            )
        )
    by_id = {s["id"]: s for s in sections}
    for t in glossary:
        target = by_id[t["section"]]  # KeyError here = a glossary entry names a missing section
        for spelling in (t["th"], t["ja"], t["en"], t.get("romaji", ""), *t.get("also", [])):
            if spelling and spelling not in target["aliases"]:
                target["aliases"].append(spelling)
    return {"rulebook": manifest["rulebook"], "sections": sections, "glossary": glossary}


def build_horobeat(folder: Path, meta: dict) -> dict:
    lines = _read_lines(folder)
    f0, f1 = meta["front_matter"]
    sections = [
        _section(id="front-matter", title_th=lines[0], title_en="Title and translation notes",
                 text=_text(lines, f0, f1), page=None, basis="none", lines=[f0, f1])
    ]
    page, headings = None, {}  # rule number -> heading title
    i = meta["contents"][1]
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line or line in HORO_CHROME:
            continue
        m = SOURCE_PAGE.match(line)
        if m:
            page = int(m.group(1))
            continue
        if RULE_NUMBER.match(line) and i < len(lines):
            headings[line] = lines[i].strip()  # a heading: its title is the next line
            i += 1
            continue
        m = RULE_LINE.match(line)
        if not m:
            raise ValueError(f"horobeat line {i}: not a rule, heading or page marker: {line!r}")
        number, body = m.groups()
        parent = number
        while parent not in headings and "." in parent:
            parent = parent.rsplit(".", 1)[0]
        chapter = number.split(".")[0]
        title = headings.get(parent, "")
        sections.append(
            _section(
                id=number, rule=number, title_th=f"{parent} {title}".strip(),
                title_en=f"Rule {number} (chapter {chapter}: {headings.get(chapter, '')})",
                text=body, page=page, basis="source-page", aliases=[title] if title else [], lines=[i, i],
            )
        )
    return {"rulebook": meta, "sections": sections}


def build_psychic(folder: Path, meta: dict) -> dict:
    lines = _read_lines(folder)
    first, last = meta["lines"]
    starts: list[tuple[int, str, str]] = [(first, "introduction", lines[first - 1].strip())]
    for n in meta["headings"]:
        m = PSYCHIC_HEADING.match(lines[n - 1].strip())
        if not m:
            raise ValueError(f"psychic-battle line {n} is listed as a heading but is not numbered")
        starts.append((n, m.group(1), m.group(2)))
    sections = []
    for k, (start, number, title) in enumerate(starts):
        end = starts[k + 1][0] - 1 if k + 1 < len(starts) else last
        sections.append(
            _section(
                id=number, rule=None if number == "introduction" else number, title_th=title,
                title_en=f"Section {number}" if number != "introduction" else "Introduction",
                text=_text(lines, start, end), page=None, basis="none", aliases=[title], lines=[start, end],
            )
        )
    return {"rulebook": meta, "sections": sections}


def build_kingdoms(folder: Path, meta: dict) -> dict:
    lines = _read_lines(folder)
    heads = meta["headings"]
    sections = []
    for k, h in enumerate(heads):
        start = h["line"]
        end = heads[k + 1]["line"] - 1 if k + 1 < len(heads) else meta["lines"][1]
        title = lines[start - 1].strip()
        sections.append(
            _section(
                id=h["id"], title_th=title, title_en=h["title_en"], text=_text(lines, start, end),
                page=None, basis="none", aliases=[title, h["title_en"]], lines=[start, end],
            )
        )
    return {"rulebook": meta, "sections": sections}


def compile_book(book: str, data_dir: Path | None = None) -> dict:
    """The full index.json content of one rulebook."""
    if data_dir is None:
        from rules_th import DATA_DIR as data_dir
    folder = data_dir / book
    if book == PRIMARY:
        built = build_conan(folder)
    else:
        meta = yaml.safe_load((folder / "book.yaml").read_text(encoding="utf-8"))["rulebook"]
        built = {"horobeat": build_horobeat, "psychic-battle": build_psychic, "kingdoms": build_kingdoms}[book](
            folder, meta
        )
    sections = built["sections"]
    by_page: dict[int, list[str]] = {}
    for s in sections:
        for p in s["pages"]:
            by_page.setdefault(p, []).append(s["id"])
    for s in sections:
        s["links"] = _page_links(s["text"], by_page) if book == PRIMARY else []
    docs = [([s["title_th"], s["title_en"], *s["aliases"]], s["text"] + "\n" + (s.get("text_en") or "")) for s in sections]
    built["search"] = build_search_data(docs)
    return built




def _plain(value):
    """YAML dates as ISO strings, so that the compiled JSON says what the file says."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value.isoformat() if hasattr(value, "isoformat") else value


def compile_cards() -> dict:
    """card_data/cards.json: the official list's facts (card_data/source/), our errata notes and Thai names."""
    from card_data import DATA_DIR as CARDS
    from judge.cards import compile_list, validate_prints

    prints = validate_prints(json.loads((CARDS / "source" / "cards.json").read_text(encoding="utf-8")),
                             "card_data/source/cards.json")
    regulation = _plain(yaml.safe_load((CARDS / "source" / "regulation.yaml").read_text(encoding="utf-8")))
    regulation.pop("sources", None)
    source = _plain(yaml.safe_load((CARDS / "source" / "source.yaml").read_text(encoding="utf-8")))
    errata = _plain(yaml.safe_load((CARDS / "errata.yaml").read_text(encoding="utf-8"))["errata"])
    names = yaml.safe_load((CARDS / "names-th.yaml").read_text(encoding="utf-8"))["names"]
    return compile_list(prints, regulation, errata, names, {"name": source["name"], "snapshot": source["snapshot"]})


def product_of(number: str) -> str:
    """The product a printed number belongs to: B05048 -> B05, D02003 -> D02, PR012 -> PR, EXC01-0402 -> EXC01."""
    m = re.match(r"PR|[A-Z]+\d{2}", number)
    return m.group(0) if m else number


def read_scripts(cards: dict, folder: Path | None = None) -> tuple[dict, list]:
    """Every entry of card_data/scripts/*.yaml: card ID -> (script without `drafted`, file, drafted), checked,
    and the problems found (file, line, key). Each card's script is filed in the file of the product of its
    first print (`B05.yaml`), sorted by that number, its key line naming the number; `drafted: true` marks a
    machine-drafted script that no scenario or ruling replays yet (tests/test_card_scripts.py)."""
    from card_data import DATA_DIR as CARDS
    from judge.cards import CardList
    from judge.errors import ScenarioError
    from judge.inputs import load_yaml, read_input
    from judge.i18n import say
    from judge.scripts.checker import Checker, check_script

    card_list = CardList(cards, Path("card_data/cards.json"), "shipped")
    out: dict[str, tuple[dict, str, bool]] = {}
    problems: list[ScenarioError] = []
    folder = folder or CARDS / "scripts"
    for f in sorted(folder.glob("*.yaml")):
        name = f"card_data/scripts/{f.name}" if folder == CARDS / "scripts" else str(f)
        text = read_input(str(f), "card script")
        key_lines = {m.group(1): m.group(0) for m in re.finditer(r'^"([^"\n]+)":.*$', text, re.M)}
        data, lines = load_yaml(text, name)
        c = Checker(name, lines, docs=False)
        before_number = None
        for cid, script in (data or {}).items():
            card = card_list.cards.get(str(cid))
            if card is None:
                c.collect(c.fail, (cid,), say("cards.no-id", ref=repr(cid)), say("build.no-card-hint"))
                continue
            if card.id in out:
                c.collect(c.fail, (cid,), say("build.twice", id=card.id, where=out[card.id][1]))
                continue
            number = card.number
            if f.stem != product_of(number):
                c.collect(c.fail, (cid,), say("build.wrong-file", id=card.id, number=number, file=f.name,
                                              product=product_of(number)))
            elif before_number is not None and number < before_number:
                c.collect(c.fail, (cid,), say("build.out-of-order", id=card.id, number=number, before=before_number))
            before_number = number
            if f"# {number}" not in key_lines.get(str(cid), ""):
                c.collect(c.fail, (cid,), say("build.no-number", id=card.id, number=number),
                          f'"{card.id}":  # {number} {card.name_en or ""}'.rstrip())
            drafted = isinstance(script, dict) and "drafted" in script
            if drafted:
                if script["drafted"] is not True:
                    c.collect(c.fail, (cid, "drafted"), say("build.drafted-true"))
                script = {k: v for k, v in script.items() if k != "drafted"}
            before = len(c.problems)
            c.collect(check_script, c, script, (cid,))
            if len(c.problems) == before:
                out[card.id] = (script, name, drafted)
        problems += c.problems
    return out, problems


def compile_scripts(cards: dict, folder: Path | None = None) -> dict:
    """card_data/scripts.json: every card script of card_data/scripts/*.yaml, checked (file, line, key on error)."""
    from judge.errors import ScenarioError

    entries, problems = read_scripts(cards, folder)
    if problems:
        raise ScenarioError.several(problems)
    return {cid: script for cid, (script, _, _) in sorted(entries.items())}


def compile_missing(data) -> dict:
    """card_data/missing.json from missing.yaml: the shapes the script language lacks (page, English, Thai), the
    census items the engine lacks by their shape, and per unscripted card its shapes or `writable`."""
    from judge.errors import JudgeError

    def bad(where, problem):
        return JudgeError(say("build.missing-bad", where=where, problem=problem), say("build.missing-hint"))

    if not isinstance(data, dict) or set(data) != {"shapes", "census", "cards", "writable"}:
        raise bad("top", "shapes, census, cards, writable")
    shapes = data["shapes"] or {}
    for sid, entry in shapes.items():
        if not (isinstance(entry, dict) and isinstance(entry.get("page"), int) and entry.get("en") and entry.get("th")):
            raise bad(f"shapes: {sid}", say("build.missing-words"))

    def known(where, sid):
        if sid not in shapes:
            raise bad(where, say("build.missing-undefined", shape=sid))
        return sid

    census = {str(k): known(f"census: {k}", v) for k, v in sorted((data["census"] or {}).items())}
    cards = {}
    for cid, ids in sorted((data["cards"] or {}).items()):
        if not isinstance(ids, list) or not ids:
            raise bad(f"cards: {cid}", say("build.missing-empty"))
        cards[str(cid)] = sorted({known(f"cards: {cid}", sid) for sid in ids})
    writable = sorted(str(c) for c in data["writable"] or [])
    for cid in writable:
        if cid in cards:
            raise bad(f"writable: {cid}", say("build.missing-both"))
    return {"shapes": {k: shapes[k] for k in sorted(shapes)}, "census": census, "cards": cards, "writable": writable}


def compile_ruling_cards(cards: dict) -> dict:
    """rulings/cards.json: card ID -> the rulings about that card (`source.cards` numbers, or `cards`), read
    from the rulings already parsed for the index (a small file, so that `judge card` need not load the index)."""
    from judge.cards import CardList
    from judge.rulings import all_rulings

    card_list = CardList(cards, Path("card_data/cards.json"), "shipped")
    out: dict[str, list[str]] = {}
    for r in all_rulings():
        refs = [*(r.source.get("cards") or []), *([r.source["card"]] if r.source.get("card") else []), *r.cards]
        for ref in refs:
            card = card_list.get(str(ref))
            if card is not None and r.id not in out.setdefault(card.id, []):
                out[card.id].append(r.id)
    return {"cards": dict(sorted(out.items()))}


def main(argv: list[str] | None = None) -> int:
    from card_data import DATA_DIR as CARDS
    from rules_th import DATA_DIR

    for book in RULEBOOK_IDS:
        out = DATA_DIR / book / "index.json"
        data = compile_book(book)
        out.write_text(serialise(data), encoding="utf-8")
        print(f"{book}: {out} ({out.stat().st_size // 1024} KiB)")
        if book == PRIMARY:
            (DATA_DIR / book / "cites.json").write_text(serialise(cite_table(data)), encoding="utf-8")
    from rulings import RULINGS_DIR

    cards = compile_cards()
    out = CARDS / "cards.json"
    out.write_text(serialise(cards), encoding="utf-8")
    print(f"cards: {out} ({out.stat().st_size // 1024} KiB)")
    from judge.cardnames import compile_names, plain_thai, read_nicknames

    names = compile_names(cards["cards"], cards["names_th"], read_nicknames(), plain_thai())
    (CARDS / "names.json").write_text(serialise(names, 2), encoding="utf-8")
    scripts = compile_scripts(cards)
    (CARDS / "scripts.json").write_text(serialise(scripts), encoding="utf-8")
    print(f"card scripts: {len(scripts)} cards")
    needs = yaml.safe_load((CARDS / "needs.yaml").read_text(encoding="utf-8"))
    (CARDS / "needs.json").write_text(serialise({str(k): v for k, v in sorted(needs.items())}), encoding="utf-8")
    missing = compile_missing(yaml.safe_load((CARDS / "missing.yaml").read_text(encoding="utf-8")))
    (CARDS / "missing.json").write_text(serialise(missing), encoding="utf-8")
    stale = sorted(set(missing["cards"]).union(missing["writable"]) & set(scripts))
    if stale:  # a script landed: the entry is the lead's to delete (tests/test_cards.py fails on it too)
        print(render(say("build.missing-stale", n=len(stale), ids=", ".join(stale))))
    from judge import rulings
    from judge.cards import load as load_cards
    from judge.errors import JudgeError

    load_cards.cache_clear()
    if load_cards().origin != "shipped":  # the rulings' outcomes are compiled as the shipped list replays them
        raise JudgeError(say("build.imported-cards", path=str(load_cards().path)), say("build.imported-cards-hint"))
    rulings.all_rulings.cache_clear()  # parsed once here, for the card index and the search index
    (RULINGS_DIR / "cards.json").write_text(serialise(compile_ruling_cards(cards)), encoding="utf-8")
    for name, text in rulings.index_texts().items():
        (RULINGS_DIR / name).write_text(text, encoding="utf-8")
        print(f"rulings: {RULINGS_DIR / name} ({len(text.encode()) // 1024} KiB)")
    import subprocess

    subprocess.run([sys.executable, "-m", "judge.clitable"], check=True)  # the CLI imports this module
    return 0


def cite_table(data: dict) -> dict:
    """section id -> {page, source}: what the engine's trace cites, without loading the whole index."""
    return {s["id"]: {"page": s["page"], "source": s["source"]} for s in data["sections"]}


def run(argv: list[str] | None = None) -> int:
    """`python -m judge.build`: a mistake in a manifest or a card script is one clear message, exit 2."""
    from judge.errors import JudgeError
    from judge.i18n import render, say

    try:
        return main(argv)
    except JudgeError as e:
        print(render(say("build.failed", error=e)), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
