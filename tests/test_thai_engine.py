"""Issue 15: the engine and the replay speak Thai (no English sentence left), --json is the same in both
languages, and the compact trace of the cut-in example fits in 35 lines at 80 columns."""

from __future__ import annotations

import ast
import io
import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from rich.console import Console

from judge import i18n, render
from judge.replay import run
from judge.scenario import load_scenario
from tests.conftest import judge_exe
from tests.test_rule_scenarios import OURS, SHARED_FILES
from tests.thai import english_runs, scenario_words

ROOT = Path(__file__).resolve().parent.parent
ENGINE = sorted((ROOT / "judge" / "rules").rglob("*.py")) + [ROOT / "judge" / "replay.py"]
CUT_IN = next(p for p in SHARED_FILES if p.name == "cut-in-wins-contact.yaml")

# where the words the engine says go: the argument that carries them (position, or keyword)
SINKS = {"log": (0, "text"), "Forbidden": (0, "reason"), "Prompt": (3, "what"), "win": (1, "reason")}


def _is_plain_text(node: ast.AST) -> bool:
    """An English sentence written in place: a string literal, an f-string, or strings joined with +."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return True
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _is_plain_text(node.left) or _is_plain_text(node.right)
    if isinstance(node, ast.IfExp):
        return _is_plain_text(node.body) or _is_plain_text(node.orelse)
    return False


def _plain_sentences(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
        if name not in SINKS:
            continue
        pos, key = SINKS[name]
        args = [a for a in node.args[pos:pos + 1]] + [k.value for k in node.keywords if k.arg == key]
        found += [f"{path.name}:{node.lineno} {name}()" for a in args if _is_plain_text(a)]
    # a rule's `why_not…` helpers return the reason a Forbidden carries: no English string returned either
    for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(fn, ast.FunctionDef) and fn.name.startswith(("_why", "why")):
            found += [f"{path.name}:{r.lineno} return in {fn.name}" for r in ast.walk(fn)
                      if isinstance(r, ast.Return) and r.value is not None and _is_plain_text(r.value)]
    return found


def test_the_checker_finds_a_plain_english_sentence(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('def f(game, x):\n    game.log(f"{x} sleeps", "stun")\n    raise Forbidden("no " + x)\n'
                   'def why_not_x():\n    return "it is not allowed"\n', encoding="utf-8")
    assert len(_plain_sentences(bad)) == 3
    assert english_runs("A.heiji สลีป เพราะ the card goes to the Remove Area") == ["the card goes to the Remove Area"]
    assert english_runs("ตอบ `choose REF…` หรือ `choose none`; B.ran (โมริ รัน) ถูกรีมูฟ") == []


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_no_plain_english_string_reaches_the_trace_a_refusal_or_a_prompt(path):
    """Every sentence of the engine goes through the message table (judge/i18n.py), so it has its Thai."""
    assert _plain_sentences(path) == []


# the modules whose user errors speak through the message table, and where an error's words go: the
# argument positions (and keywords) of the problem and the hint
ERROR_MODULES = [ROOT / "judge" / f"{m}.py" for m in (
    "errors", "inputs", "scenario", "lines", "state", "cards", "deck", "decklist", "rulings", "export", "positionfile",
    "whatif", "build", "rulebook")]
ERROR_SINKS = {"fail": ((1, 2), ("problem", "hint")), "refuse": ((0, 1), ("problem", "hint")),
               "ScenarioError": ((3, 4), ("problem", "hint"))}
# state.Problem is why a position is impossible (the loader reports it); deck.Problem a deck check's finding
MODULE_SINKS = {"state.py": {"Problem": ((1, 2), ("message", "hint"))}, "deck.py": {"Problem": ((2,), ("message",))},
                "decklist.py": {"Problem": ((2,), ("message",))}}


def _judge_errors() -> set[str]:
    """JudgeError and every subclass of it (message, hint first)."""
    import judge.build  # noqa: F401  (imports the modules that define them)
    import judge.cli  # noqa: F401
    import judge.deck  # noqa: F401
    import judge.export  # noqa: F401
    import judge.whatif  # noqa: F401
    from judge.errors import JudgeError

    found, todo = {"JudgeError"}, [JudgeError]
    while todo:
        for sub in todo.pop().__subclasses__():
            found.add(sub.__name__)
            todo.append(sub)
    return found


def _literal_words(node: ast.AST) -> str | None:
    """The words of text written in place (a literal, an f-string's fixed parts, joined or chosen), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else " | " for v in node.values)
    if isinstance(node, ast.BinOp):
        parts = [_literal_words(node.left), _literal_words(node.right)]
        return " | ".join(p for p in parts if p is not None) if any(p is not None for p in parts) else None
    if isinstance(node, ast.IfExp):
        parts = [_literal_words(node.body), _literal_words(node.orelse)]
        return " | ".join(p for p in parts if p is not None) if any(p is not None for p in parts) else None
    return None


def _plain_errors(path: Path, errors: set[str]) -> list[str]:
    """English written in place as an error's problem or hint (code such as `A play ID` or a list of keys is fine)."""
    sinks = {**{name: ((0, 1), ("message", "hint")) for name in errors}, **ERROR_SINKS, **MODULE_SINKS.get(path.name, {})}
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
        call_args = node.args
        if name == "collect" and call_args and isinstance(call_args[0], ast.Attribute):  # c.collect(c.fail, path, …)
            name, call_args = call_args[0].attr, call_args[1:]
        if name not in sinks:
            continue
        positions, keys = sinks[name]
        args = [call_args[i] for i in positions if i < len(call_args)] + [k.value for k in node.keywords if k.arg in keys]
        for a in args:
            words = _literal_words(a)
            if words is not None and english_runs(words, length=2):
                found.append(f"{path.name}:{node.lineno} {name}(): {english_runs(words, length=2)}")
    return found


def test_the_error_checker_finds_english_written_in_place(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('def f(c, x):\n    c.fail(x, f"unknown key {x}", "allowed here: " + x)\n'
                   '    raise JudgeError("no such file")\n    c.fail(x, say("a"), "A play ID [switch ID2]")\n'
                   '    c.collect(c.fail, x, "missing player A")\n', encoding="utf-8")
    assert len(_plain_errors(bad, {"JudgeError"})) == 4


@pytest.mark.parametrize("path", ERROR_MODULES, ids=lambda p: p.name)
def test_no_user_error_is_english_written_in_place(path):
    """Every user error of these modules goes through the message table (judge/i18n.py), so it has its Thai."""
    assert _plain_errors(path, _judge_errors()) == []


def _engine_codes() -> dict[str, tuple[str, str]]:
    import judge.cli  # noqa: F401  (imports the engine modules, which register their tables)

    prefixes = ("action.", "contact.", "effects.", "declare.", "deduction.", "next-hint.", "partner.", "play.",
                "refresh.", "spark.", "turn.", "verbs.", "triggers.", "zones.", "replay.", "game.", "view.",
                "board.")
    return {c: m for c, m in i18n.table().items() if c.startswith(prefixes)}


def test_every_engine_message_has_english_and_a_thai_without_english_sentences():
    codes = _engine_codes()
    assert len(codes) > 150
    for code, (en, th) in codes.items():
        words = re.sub(r"\{[^}]*\}|[^A-Za-z\u0e00-\u0e7f]", "", th)
        assert not words or any("\u0e00" <= ch <= "\u0e7f" for ch in words), code  # "{name} {card}" has no words
        assert english_runs(th) == [], (code, th)
        assert not any("\u0e00" <= ch <= "\u0e7f" for ch in en), code  # the English has no Thai of its own


def _allowed(sc) -> set[str]:
    words = scenario_words(sc.position)
    for a in sc.actions:
        words.update(a.text.split())
    for e in sc.expectations:
        words.update(e.text.split())
    words.update((sc.position.title or "").split())
    return words


@pytest.mark.parametrize("path", OURS + SHARED_FILES, ids=lambda p: p.stem)
def test_a_replay_in_thai_has_no_english_sentence(path):
    """The engine's words of every scenario, in Thai: events, the refusal, the assumed answers."""
    sc = load_scenario(path)
    result = run(sc)
    allowed = _allowed(sc)
    data = result.to_json()
    texts = [e["text_th"] for s in data["steps"] for e in s["events"]]
    if data["illegal"]:
        texts.append(data["illegal"]["reason_th"])
    bad = [(t, english_runs(t, allowed)) for t in texts if english_runs(t, allowed)]
    assert bad == []


def _view(path: Path, lang: str, quote: bool = False, width: int = 80) -> str:
    old = i18n.current_language()
    i18n.set_language(lang)
    try:
        out = io.StringIO()
        Console(file=out, width=width, no_color=True, markup=False).print(
            render.replay_view(run(load_scenario(path)), quote=quote))
        return out.getvalue()
    finally:
        i18n.set_language(old)


@pytest.mark.parametrize("path", [CUT_IN, *OURS[:40:4]], ids=lambda p: p.stem)
def test_the_whole_replay_view_in_thai_has_no_english_sentence(path):
    """The view around the events too: headings, expectations, the board (the file's own text excepted)."""
    allowed = _allowed(load_scenario(path)) | {"Ver", "conan"}
    text = _view(path, "th")
    assert [ln for ln in text.splitlines() if english_runs(ln, allowed)] == []


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_cut_in_example_replays_in_at_most_35_lines_at_80_columns(lang):
    text = _view(CUT_IN, lang)
    assert len(text.splitlines()) <= 35, text
    assert max(len(ln.rstrip()) for ln in text.splitlines()) <= 80 + 20  # Thai marks take no cell
    quoted = _view(CUT_IN, lang, quote=True)
    assert "“" in quoted and quoted.count("p.17 contact") == 1  # each section quoted once per replay


def test_wrapped_event_lines_keep_their_indentation():
    lines = _view(CUT_IN, "en", width=60).splitlines()
    wrapped = [b for a, b in zip(lines, lines[1:]) if a.startswith("   p.") and b.startswith(" " * 9) and b[9] != " "]
    assert wrapped, "a long event wraps under its own text, not at the left margin"
    assert not any(b and b[0] != " " and a.startswith("   p.") and not b.startswith(("expect", "p.N"))
                   for a, b in zip(lines, lines[1:]) if b[:3].strip() and not b[:3].strip().isdigit()
                   and not b.startswith(("A", "B")))


def _cli(*args, lang_env: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    env.update({"NO_COLOR": "1", "COLUMNS": "80", "LANG": lang_env})
    return subprocess.run([judge_exe(), *args], capture_output=True, text=True, env=env)


def test_replay_json_is_the_same_in_thai_and_english_and_carries_both():
    th = _cli("replay", str(CUT_IN), "--json", lang_env="th_TH.UTF-8")
    en = _cli("replay", str(CUT_IN), "--json", lang_env="C.UTF-8")
    assert th.stdout == en.stdout and th.returncode == en.returncode == 0
    event = json.loads(th.stdout)["steps"][1]["events"][0]
    assert event["text"] == "B does not guard" and event["text_th"] == "B ไม่ป้องกัน"
    assert event["code"] == "action.no-guard" and event["args"] == {"player": "B"} and event["cites"]


def test_a_refusal_in_json_keeps_its_english_reason_and_adds_the_thai(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text(CUT_IN.read_text(encoding="utf-8").replace("- B pass\n", "- B pass\n- B guard genta\n"),
                 encoding="utf-8")
    data = json.loads(_cli("replay", str(f), "--json", lang_env="th_TH.UTF-8").stdout)
    il = data["illegal"]
    assert il["reason"].startswith("nothing is waiting for B's 'guard'") and il["code"] == "verbs.no-answer"
    assert il["reason_th"].startswith("ตรงนี้ไม่มีอะไรรอ 'guard' ของ B") and il["cites"]


def test_the_human_replay_speaks_the_language_of_lang():
    th = _cli("replay", str(CUT_IN), lang_env="th_TH.UTF-8").stdout
    en = _cli("replay", str(CUT_IN), lang_env="C.UTF-8").stdout
    assert "B ไม่ป้องกัน" in th and "กระดานสุดท้าย" in th and "ผู้เล่นก่อน" in th
    assert "B does not guard" in en and "final board" in en and "first player" in en
    assert len(th.splitlines()) <= 35 and len(en.splitlines()) <= 35


@pytest.mark.parametrize("lang_env", ["th_TH.UTF-8", "C.UTF-8"])
def test_board_fits_80_columns_in_both_languages(lang_env):
    r = _cli("board", str(CUT_IN), lang_env=lang_env)
    assert r.returncode == 0
    assert ("ที่เกิดเหตุ" in r.stdout) == (lang_env.startswith("th"))
    allowed = _allowed(load_scenario(CUT_IN)) | {"Ver", "conan"}
    if lang_env.startswith("th"):
        assert [ln for ln in r.stdout.splitlines() if english_runs(ln, allowed)] == []
    assert len(r.stdout.splitlines()) <= 20


def test_a_real_card_is_labelled_by_its_own_name_in_english_and_its_thai_name_in_thai():
    """card_data/names-th.yaml gives 服部平次 the Thai name ฮัตโตริ เฮย์จิ; a card described by hand keeps its name."""
    from judge.rules.core import label, shortening
    from judge.state import Card

    real = Card(id="heiji", owner="B", name="服部平次")
    real.number = "B01029"  # a print of 服部平次
    lab = label(real)
    assert str(lab) == "B.heiji (服部平次)" and lab.text("th") == "B.heiji (ฮัตโตริ เฮย์จิ)"
    by_hand = label(Card(id="ran", owner="B", name="โมริ รัน"))
    assert by_hand.text("en") == by_hand.text("th") == "B.ran (โมริ รัน)"
    with shortening():
        assert [by_hand.text("th"), by_hand.text("th")] == ["B.ran (โมริ รัน)", "B.ran"]
    assert by_hand.text("th") == "B.ran (โมริ รัน)"  # outside a view: always in full (JSON, str)


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_no_engine_message_is_made_english_before_it_is_shown(path):
    """A message is passed on as itself (a Msg, rendered in the reader's language when shown): `str(say(…))`
    fixes it in English, as the choice prompts of a set card and of a Declare's cost once did in Thai traces."""
    found = [f"{path.name}:{node.lineno}" for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "str" and node.args
             and isinstance(node.args[0], ast.Call) and getattr(node.args[0].func, "id", None) == "say"]
    assert found == []


def test_p23_the_card_chosen_to_set_an_event_on_is_asked_in_thai():
    """p.23 set-cards — BANG (B03080) set on the only red character: the choice is named in Thai in a Thai
    trace (it was English: the prompt's words were made a string before the trace was read)."""
    path = ROOT / "tests" / "scenarios" / "p23-script-0334-a-set-event-gives-a-watcher-where-no-card-had-one.yaml"
    texts = [e["text_th"] for s in run(load_scenario(path)).to_json()["steps"] for e in s["events"]]
    assert any("ตัวละครที่จะเซ็ตอีเวนต์ไว้" in t for t in texts)
    assert not any("the character to set it on" in t for t in texts)
