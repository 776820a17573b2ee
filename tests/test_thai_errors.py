"""Issue 15 "Thai first": every mistake a user can make is told in the reader's language.

`--lang th`: the error (and its hint) has no English sentence, only code as written (keys, verbs, card
numbers, paths); `--lang en`: the English words as before. Exit 2 and no traceback either way.
The frame of a file's mistake (`file:line: key 'x': …`, `N mistakes`) follows the language too.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from judge import i18n
from judge.cli import main
from tests.thai import english_runs

ROOT = Path(__file__).resolve().parent.parent
OK = "players: {A: {scene: [{id: heiji, ap: 3000}]}, B: {scene: [{id: ran, ap: 1000}]}}\ndo:\n  - A end-turn\n"


def scenario(tmp_path: Path, text: str, name: str = "s.yaml") -> str:
    f = tmp_path / name
    f.write_text(text, encoding="utf-8")
    return str(f)


def _with_do(line: str) -> str:
    return OK.replace("  - A end-turn\n", f"  - {line}\n")


def _with_expect(line: str) -> str:
    return OK + f"expect:\n  - {line}\n"


# name -> (command line with {tmp} for the test's folder, files to write, English words the message says)
CASES = {
    "missing file": (["replay", "{tmp}/nothing.yaml"], {}, "nothing.yaml: no such file"),
    "a folder, not a file": (["board", "{tmp}"], {}, "is a folder, not a scenario file"),
    "not UTF-8": (["replay", "{tmp}/s.yaml"], {"s.yaml": b"title: \xff\xfe\n"}, "is not UTF-8 text"),
    "YAML syntax": (["replay", "{tmp}/s.yaml"], {"s.yaml": "players:\n  A: {\n  B: x: y\n"}, "not valid YAML"),
    "a key given twice": (["board", "{tmp}/s.yaml"], {"s.yaml": "players:\n  A: {}\n  A: {}\n  B: {}\n"},
                          "given twice (line 2 and line 3)"),
    "unknown top-level key": (["replay", "{tmp}/s.yaml"], {"s.yaml": OK + "colour: red\n"},
                              "key 'colour': unknown key\n  hint: allowed here: title"),
    "missing players": (["replay", "{tmp}/s.yaml"], {"s.yaml": "title: nothing\n"}, "missing key 'players'"),
    "bad value kind": (["replay", "{tmp}/s.yaml"], {"s.yaml": OK + "turn: x\n"},
                       "key 'turn': must be a whole number (got 'x')"),
    "one of": (["board", "{tmp}/s.yaml"], {"s.yaml": OK + "phase: lunch\n"}, "must be one of auto, main, end"),
    "turn and active disagree": (["board", "{tmp}/s.yaml"], {"s.yaml": OK + "turn: 2\nactive: A\n"},
                                 "turn 2 belongs to B when A went first"),
    "scene over 5": (["board", "{tmp}/s.yaml"],
                     {"s.yaml": "players:\n  A: {scene: [" + ", ".join(f"{{id: c{i}}}" for i in range(6)) + "]}\n  B: {}\n"},
                     "the scene holds at most 5 characters (got 6)"),
    "unknown card number in a scenario": (["board", "{tmp}/s.yaml"],
                                          {"s.yaml": "players:\n  A: {scene: [{card: B99999}]}\n  B: {}\n"},
                                          "no card has the number or ID 'B99999'"),
    "a Partner card in the scene": (["board", "{tmp}/s.yaml"],
                                    {"s.yaml": "players:\n  A: {scene: [{card: B01001}]}\n  B: {}\n"},
                                    "is a partner card, which does not go here"),
    "unknown verb, did you mean": (["replay", "{tmp}/s.yaml"], {"s.yaml": _with_do("A ply heiji")},
                                   "unknown verb 'ply'\n  hint: did you mean 'play'?"),
    "bad do-line syntax": (["replay", "{tmp}/s.yaml"], {"s.yaml": _with_do("heiji")},
                           "'heiji' is not `<A|B> <verb> [arguments]`"),
    "no such card in a do line": (["replay", "{tmp}/s.yaml"], {"s.yaml": _with_do("A guard heji")},
                                  "A has no card 'heji'\n  hint: did you mean 'heiji'?"),
    "too many arguments": (["replay", "{tmp}/s.yaml"], {"s.yaml": _with_do("A pass now")},
                           "'pass' takes 0–0 arguments, got 1"),
    "action without a target player": (["replay", "{tmp}/s.yaml"], {"s.yaml": _with_do("A action heiji -> ran")},
                                       "the target 'ran' must name its player"),
    "choose nothing": (["replay", "{tmp}/s.yaml"], {"s.yaml": _with_do("A choose")}, "choose needs what is chosen"),
    "unknown expectation": (["replay", "{tmp}/s.yaml"], {"s.yaml": _with_expect("A.heiji.colour == red")},
                            "unknown path 'A.heiji.colour'"),
    "expectation syntax": (["replay", "{tmp}/s.yaml"], {"s.yaml": _with_expect("winner is A")},
                           "'winner is A' is not `PATH OP VALUE`"),
    "not a value of a path": (["replay", "{tmp}/s.yaml"], {"s.yaml": _with_expect("A.heiji.zone == moon")},
                              "'moon' is not a value of A.heiji.zone"),
    "several mistakes": (["replay", "{tmp}/s.yaml"], {"s.yaml": OK + "turn: x\ncolour: red\nphase: lunch\n"},
                         "s.yaml: 3 mistakes"),
    "unknown card": (["card", "zqxwv"], {}, "no card is numbered or named 'zqxwv'"),
    "a did-you-mean card": (["card", "Subaru Okzzz"], {}, "did you mean 'Subaru Okiya' (B01065)"),
    "empty card query": (["card", " "], {}, "empty card query"),
    "bad date": (["card", "B01065", "--date", "2025-13-01"], {}, "'2025-13-01' is not a date"),
    "binary deck list": (["deck", "check", "{tmp}/d.txt"], {"d.txt": b"3 B01065\x00\n"},
                         "a binary file, not a deck list"),
    "missing deck list": (["deck", "check", "{tmp}/d.txt"], {}, "d.txt: no such file"),
    "unknown ruling id": (["rulings", "show", "c0000-q9-nothing"], {}, "no ruling or card 'c0000-q9-nothing'"),
    "empty query": (["search", " "], {}, "empty query"),
    "empty question": (["ask", " "], {}, "empty question"),
    "unknown section": (["show", "contct"], {}, "no section 'contct' in rulebook conan-2.5\n  hint: did you mean 'contact'?"),
    "no such page": (["page", "99"], {}, "no page 99 in rulebook conan-2.5 (pages 1–27)"),
    "unknown term": (["define", "zqxwv"], {}, "'zqxwv' is not in the glossary of conan-2.5"),
    "unknown rulebook": (["search", "x", "-r", "horobet"], {}, "unknown rulebook 'horobet'"),
    "bad --from for whatif": (["whatif", "{tmp}/s.yaml", "--from", "9"], {"s.yaml": OK},
                              "--from 9: the scenario has 1 line; --from takes 1 to 2"),
    "bad --limit for whatif": (["whatif", "{tmp}/s.yaml", "--limit", "0"], {"s.yaml": OK},
                               "--limit 0: the number of branches is 1 to"),
    "--save onto an existing file": (["replay", "{tmp}/s.yaml", "--save", "{tmp}/old.yaml"],
                                     {"s.yaml": OK, "old.yaml": "x: 1\n"}, "the file already exists"),
    "--save into a missing folder": (["replay", "{tmp}/s.yaml", "--save", "{tmp}/no/such/out.yaml"], {"s.yaml": OK},
                                     "does not exist"),
    "export into a file": (["export", "html", "{tmp}/s.yaml"], {"s.yaml": OK}, "is a file, not a folder"),
    "card list not JSON": (["cards", "import", "{tmp}/c.json"], {"c.json": "{not json"}, "not valid JSON"),
}


def run_cli(args: list[str], lang: str, monkeypatch, capsys) -> tuple[int, str, str]:
    """judge's own main() (the fast path, else typer) in this process: exit code, stdout, stderr."""
    old = i18n.current_language()
    monkeypatch.setattr(sys, "argv", ["judge", *args, "--lang", lang])
    monkeypatch.setenv("COLUMNS", "1000")  # one line per sentence: the English is checked word for word
    monkeypatch.setenv("NO_COLOR", "1")
    try:
        with pytest.raises(SystemExit) as e:
            main()
    finally:
        i18n.set_language(old)
    out = capsys.readouterr()
    return e.value.code, out.out, out.err


def _prepare(name: str, tmp_path: Path, monkeypatch) -> list[str]:
    args, files, _ = CASES[name]
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "judge-data"))  # `cards import` never touches the user's list
    for fname, content in files.items():
        path = tmp_path / fname
        path.write_bytes(content) if isinstance(content, bytes) else path.write_text(content, encoding="utf-8")
    return [a.replace("{tmp}", str(tmp_path)) for a in args]


def _code_words(args: list[str]) -> set[str]:
    """What the user typed is quoted back as written (a mistyped name, a file name): never counted as English."""
    return {w for a in args for w in re.split(r"[\s/]+", a) if w}


@pytest.mark.parametrize("name", CASES)
def test_a_user_mistake_in_thai_has_no_english_sentence(name, tmp_path, monkeypatch, capsys):
    args = _prepare(name, tmp_path, monkeypatch)
    code, out, err = run_cli(args, "th", monkeypatch, capsys)
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.startswith("ข้อผิดพลาด: ")
    assert english_runs(err, _code_words(args)) == [], err


@pytest.mark.parametrize("name", CASES)
def test_a_user_mistake_in_english_says_what_it_said_before(name, tmp_path, monkeypatch, capsys):
    args = _prepare(name, tmp_path, monkeypatch)
    code, out, err = run_cli(args, "en", monkeypatch, capsys)
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.startswith("error: ") and CASES[name][2] in err, err
    assert not re.search("[\u0e00-\u0e7f]", re.sub(r"`[^`]*`", "", err))  # no Thai of its own (an example may be)


def test_the_frame_of_a_file_mistake_follows_the_language(tmp_path, monkeypatch, capsys):
    args = _prepare("several mistakes", tmp_path, monkeypatch)
    _, _, th = run_cli(args, "th", monkeypatch, capsys)
    _, _, en = run_cli(args, "en", monkeypatch, capsys)
    f = str(tmp_path / "s.yaml")
    assert f"{f}: ผิด 3 จุด" in th and f"{f}:5: คีย์ 'colour': ไม่รู้จักคีย์นี้" in th and "ดู docs/" in th
    assert f"{f}: 3 mistakes" in en and f"{f}:5: key 'colour': unknown key" in en and "see docs/" in en


def test_checking_stopped_is_said_in_the_reader_s_language(tmp_path, monkeypatch, capsys):
    from judge.errors import MAX_PROBLEMS

    bad = OK + "".join(f"x{i}: 1\n" for i in range(MAX_PROBLEMS + 5))
    args = [scenario(tmp_path, bad)]
    _, _, th = run_cli(["replay", *args], "th", monkeypatch, capsys)
    _, _, en = run_cli(["replay", *args], "en", monkeypatch, capsys)
    assert f"หยุดตรวจที่ {MAX_PROBLEMS} จุด" in th and english_runs(th, _code_words(args)) == []
    assert f"checking stopped at {MAX_PROBLEMS}; fix these and run again" in en


def test_an_error_s_str_stays_english_and_its_text_follows_the_language(tmp_path):
    from judge.errors import ScenarioError
    from judge.scenario import load_scenario

    with pytest.raises(ScenarioError) as e:
        load_scenario(scenario(tmp_path, OK + "turn: x\n"))
    assert "key 'turn': must be a whole number (got 'x')" in str(e.value)
    assert "คีย์ 'turn': ต้องเป็นจำนวนเต็ม (ที่เขียน: 'x')" in e.value.text("th")
    assert str(e.value) == e.value.text("en")


def test_json_outputs_do_not_change_with_the_language(tmp_path, monkeypatch, capsys):
    """A ruling's verify reason and a deck problem are English in --json whatever the language."""
    path = scenario(tmp_path, OK)
    th = run_cli(["whatif", path, "--json"], "th", monkeypatch, capsys)
    en = run_cli(["whatif", path, "--json"], "en", monkeypatch, capsys)
    assert th == en and th[0] == 0


def _judge(*args: str, env: dict) -> subprocess.CompletedProcess:
    full = {**os.environ, "NO_COLOR": "1", "COLUMNS": "200", "LC_ALL": "", "LC_MESSAGES": "", **env}
    full.pop("PYTHONPATH", None)
    return subprocess.run([sys.executable, "-m", "judge.cli", *args], capture_output=True, text=True, env=full)


def test_a_thai_locale_alone_makes_the_errors_thai(tmp_path):
    """As a judge runs it: LANG=th_TH.UTF-8, no --lang, a real process."""
    bad = scenario(tmp_path, _with_do("A ply heiji"))
    th = _judge("replay", bad, env={"LANG": "th_TH.UTF-8"})
    en = _judge("replay", bad, env={"LANG": "C.UTF-8"})
    assert th.returncode == en.returncode == 2 and "Traceback" not in th.stderr + en.stderr
    assert "ไม่รู้จักคำกริยา 'ply'\n  คำแนะนำ: หมายถึง 'play' หรือไม่?" in th.stderr
    assert "unknown verb 'ply'\n  hint: did you mean 'play'?" in en.stderr


def _error_codes() -> dict[str, tuple[str, str]]:
    import judge.build  # noqa: F401  (the modules register their tables on import)
    import judge.export  # noqa: F401
    import judge.positionfile  # noqa: F401
    import judge.rulings  # noqa: F401
    import judge.deck  # noqa: F401
    import judge.inputs  # noqa: F401
    import judge.lines  # noqa: F401
    import judge.rulebook  # noqa: F401
    import judge.scenario  # noqa: F401
    import judge.state  # noqa: F401
    import judge.whatif  # noqa: F401

    prefixes = ("error.", "input.", "scenario.", "lines.", "position.", "cards.", "deck.", "rulings.", "save.",
                "export.", "build.", "rulebook.", "whatif.")
    return {c: m for c, m in i18n.table().items() if c.startswith(prefixes)}


def test_every_error_message_has_a_thai_without_english_sentences():
    codes = _error_codes()
    assert len(codes) > 180
    for code, (en, th) in codes.items():
        assert english_runs(th) == [], (code, th)
        assert any("\u0e00" <= ch <= "\u0e7f" for ch in th) or en == th, code  # "{where}: {problem}" is the frame
        assert not re.search("[\u0e00-\u0e7f]", re.sub(r"`[^`]*`", "", en)), code


DECK = """Partner: B01001
Partner: B01001
Case: B01001
3 B01065
4 B01023
B99999 x2
1 Subaru Okiyaa
1 コナン
1 江戸川コナン
Foo: bar
Case:
3
0 B01065
B01001
1 沖矢昴 (B01023)
1 B02041
2 B02039
"""


def test_a_deck_check_s_problems_speak_thai_and_keep_their_english_for_json():
    """Not errors (exit 1, the list was read), but the user's to fix all the same: each problem has its Thai."""
    from judge.deck import check_deck

    check = check_deck(DECK, "deck.txt", "2025-01-01")
    codes = {p.code for p in check.problems}
    assert {"extra-partner", "wrong-type", "too-many-copies", "unknown-card", "ambiguous-name", "malformed-line",
            "not-in-deck", "name-mismatch", "deck-size", "banned", "restricted"} <= codes
    for p in check.problems:
        assert p.message == p.text("en") and p.to_json()["message"] == p.message  # --json: the English as before
        assert english_runs(p.text("th"), {"Subaru", "Okiyaa", "Foo"}) == [], p.text("th")
    assert "4 copies of card ID 0019 シャッフルロマンス (B01023 ×4 on line 5)" in " ".join(p.message for p in check.problems)


def test_deck_check_json_is_the_same_in_both_languages(tmp_path, monkeypatch, capsys):
    path = scenario(tmp_path, DECK, "deck.txt")
    th = run_cli(["deck", "check", path, "--date", "2025-01-01", "--json"], "th", monkeypatch, capsys)
    en = run_cli(["deck", "check", path, "--date", "2025-01-01", "--json"], "en", monkeypatch, capsys)
    assert th == en and th[0] == 1


def test_rulings_verify_says_a_broken_ruling_in_thai_and_keeps_its_english_reason(tmp_path):
    """A ruling file's mistakes as `judge rulings verify` finds them (the rulings team's errors)."""
    import shutil

    from judge import rulings

    good, deck = "p13-sleeping-partner-cannot-assist.yaml", "p07-the-deck-is-exactly-40-cards.yaml"
    shutil.copy(rulings.rulings_dir() / good, tmp_path / good)
    (tmp_path / "broken.yaml").write_text("id: broken\nquestion: {th: x}\n", encoding="utf-8")
    (tmp_path / "wrong-page.yaml").write_text(
        (rulings.rulings_dir() / deck).read_text(encoding="utf-8")
        .replace("id: p07-the-deck-is-exactly-40-cards", "id: wrong-page").replace("page: 7", "page: 8"),
        encoding="utf-8")
    verdicts = {v.id: v for v in rulings.verify(tmp_path)}
    assert verdicts[good[:-5]].text("th") == "เล่นซ้ำแล้ว: ทุกสิ่งที่คาดไว้เป็นจริง"
    assert "broken.yaml:1: missing key 'answer'" in verdicts["broken"].reason
    assert "broken.yaml:1: ไม่มีคีย์ 'answer'" in verdicts["broken"].text("th")
    assert verdicts["wrong-page"].reason.startswith("cites deck-construction on p.8, but that section is on")
    for v in verdicts.values():
        assert v.reason == v.text("en") and english_runs(v.text("th"), {str(tmp_path)}) == [], v.text("th")
