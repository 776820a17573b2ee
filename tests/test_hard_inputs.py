"""Hostile and mistaken input: every limit is one clear error (exit 2) naming the file and the limit."""

import os
import re

import pytest

from judge.errors import MAX_PROBLEMS
from judge.inputs import MAX_DEPTH, MAX_FILE_BYTES, MAX_VALUES, read_input
from judge.scenario import MAX_LINE, MAX_ZONE_CARDS, ScenarioError, load_scenario, parse_scenario
from tests.conftest import run_judge

PLAYERS = "players:\n  A: {deck: 20}\n  B: {deck: 20}\n"


def error_of(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as e:
        parse_scenario(text, "case.yaml")
    return e.value


def judge(*args, cwd=None):
    return run_judge(*args, cwd=cwd, columns=200, timeout=60)


# ---- 1. limits

def alias_bomb(levels: int = 9) -> str:
    out = ['l0: &l0 ["x","x","x","x","x","x","x","x","x"]']
    out += [f"l{k}: &l{k} [{','.join([f'*l{k - 1}'] * 9)}]" for k in range(1, levels)]
    return "\n".join(out) + "\n" + PLAYERS


def test_an_alias_bomb_is_refused_before_it_is_expanded():
    text = alias_bomb()
    assert len(text) < 1000  # 9**9 values once expanded
    e = error_of(text)
    assert f"more than {MAX_VALUES:,} values" in str(e) and "aliases" in str(e)


def test_a_few_aliases_are_still_allowed():
    sc = parse_scenario(PLAYERS.replace("A: {deck: 20}", "A: &a {deck: 20}").replace("B: {deck: 20}", "B: *a"),
                        "ok.yaml")
    assert len(sc.position.players["B"].deck) == 20


def test_nesting_deeper_than_the_limit_is_refused():
    deep = "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5)
    e = error_of(PLAYERS + f"title: {deep}\n")
    assert f"more than {MAX_DEPTH} levels" in str(e) and e.line == 4


@pytest.mark.parametrize("zone", ["deck", "file", "evidence", "removed"])
def test_a_zone_beyond_any_real_game_is_refused(zone):
    e = error_of(PLAYERS.replace("A: {deck: 20}", f"A: {{{zone}: 10000000}}"))
    assert e.key == f"players.A.{zone}" and f"at most {MAX_ZONE_CARDS}" in str(e) and e.line == 2


def test_a_listed_zone_beyond_any_real_game_is_refused():
    cards = ", ".join("{}" for _ in range(MAX_ZONE_CARDS + 1))
    e = error_of(PLAYERS.replace("A: {deck: 20}", f"A: {{hand: [{cards}]}}"))
    assert e.key == "players.A.hand"


@pytest.mark.parametrize("text, key", [
    ("    scene: [{id: x, ap: 10000000000}]", "players.A.scene[0].ap"),
    ("    hand: [{id: x, effect: [{draw: 1000000}]}]", "players.A.hand[0].effect[0].draw"),
    ("    scene: [{id: x, stacked: 100000}]", "players.A.scene[0].stacked"),
])
def test_numbers_beyond_any_real_game_are_refused(text, key):
    e = error_of(PLAYERS.replace("  A: {deck: 20}\n", "  A:\n" + text + "\n"))
    assert e.key == key and "beyond any real game" in str(e)


def test_an_integer_of_thousands_of_digits_is_an_invalid_file():
    e = error_of(PLAYERS + "seed: " + "9" * 5000 + "\n")
    assert "a value cannot be read" in str(e) and "digits" in str(e)


def test_a_very_long_do_line_is_refused():
    e = error_of(PLAYERS + "do: [A end-turn" + " x" * MAX_LINE + "]\n")
    assert e.key == "do[0]" and f"at most {MAX_LINE}" in str(e)


@pytest.mark.parametrize("key", ["do", "expect"])
def test_more_lines_than_any_real_game_are_refused(key):
    from judge.scenario import MAX_LINES

    line = "A end-turn" if key == "do" else "A.deck >= 0"
    e = error_of(PLAYERS + f"{key}:\n" + f"  - {line}\n" * (MAX_LINES + 1))
    assert e.key == key and f"at most {MAX_LINES:,}" in str(e)


def test_an_ability_repeating_itself_stops_the_replay_at_the_event_limit():
    from judge.replay import run
    from judge.rules.core import MAX_EVENTS

    loop = ("players:\n  A:\n    scene: [{id: x, declare: {cost: [sleep], effect: [{activate: x}, {remove_top: 300}]}}]\n"
            "    deck: 300\n    removed: 300\n  B: {deck: 300, removed: 300}\ndo:\n" + "  - A declare x\n" * 50)
    with pytest.raises(ScenarioError) as e:
        run(parse_scenario(loop, "loop.yaml"))
    assert f"passed {MAX_EVENTS:,} events" in str(e.value) and e.value.key.startswith("do[") and e.value.line > 7


def test_a_file_larger_than_the_limit_is_refused_without_reading_it(tmp_path):
    f = tmp_path / "big.yaml"
    f.write_text(PLAYERS + "title: " + "x" * MAX_FILE_BYTES + "\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    assert f"at most {MAX_FILE_BYTES:,}" in str(e.value) and "big.yaml" in str(e.value)


@pytest.mark.parametrize("path, says", [("/dev/zero", "character device"), ("/", "a folder")])
def test_a_path_that_is_not_a_regular_file_is_refused(path, says):
    if not os.path.exists(path):
        pytest.skip(f"{path} does not exist here")
    with pytest.raises(ScenarioError) as e:
        read_input(path)
    assert says in str(e.value)


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    with pytest.raises(ScenarioError) as e:
        read_input(str(fifo))
    assert "FIFO" in str(e.value)


def test_a_file_that_is_not_utf8_names_the_byte(tmp_path):
    f = tmp_path / "latin.yaml"
    f.write_bytes(b"title: caf\xe9\n")
    with pytest.raises(ScenarioError) as e:
        load_scenario(f)
    assert "not UTF-8" in str(e.value) and "byte 10" in str(e.value)


@pytest.mark.parametrize("make, says", [
    (lambda d: alias_bomb(), "aliases"),
    (lambda d: PLAYERS.replace("A: {deck: 20}", "A: {deck: 10000000}"), "beyond any real game"),
    (lambda d: None, "character device"),
])
def test_cli_limits_are_one_clear_error_with_exit_2(tmp_path, make, says):
    text = make(tmp_path)
    path = "/dev/zero"
    if text is not None:
        path = str(tmp_path / "s.yaml")
        (tmp_path / "s.yaml").write_text(text, encoding="utf-8")
    for command in ("replay", "board"):
        r = judge(command, path)
        assert r.returncode == 2 and says in r.stderr and "Traceback" not in r.stderr
        assert r.stderr.startswith("error: ") and path in r.stderr


# ---- 3. duplicate keys

def test_a_duplicate_player_is_an_invalid_file_naming_both_lines():
    e = error_of("players:\n  A: {deck: 20}\n  B: {deck: 10}\n  A: {deck: 5}\n")
    assert e.line == 4 and e.key == "players.A" and "line 2 and line 4" in str(e)


def test_a_duplicate_key_inside_a_card_names_both_lines():
    e = error_of(PLAYERS.replace("  A: {deck: 20}\n", "  A:\n    scene:\n      - id: x\n        ap: 1\n        ap: 2\n"))
    assert e.key == "players.A.scene[0].ap" and "line 5 and line 6" in str(e)


# ---- 5. every mistake at once

MANY = """\
title: many
turn: zero
players:
  A:
    scene:
      - {id: heiji, ap: lots}
      - {id: Bad Id}
    hand:
      - {id: kick, colour: red}
  B:
    scene:
      - {id: ran, state: asleep}
do:
  - A attack heiji -> B.ran
expect:
  - B.ran.mood == happy
"""


def test_every_mistake_of_a_file_is_reported_with_its_line_and_key():
    e = error_of(MANY)
    found = [(p.line, p.key) for p in e.problems]
    assert found == [(2, "turn"), (6, "players.A.scene[0].ap"), (7, "players.A.scene[1].id"),
                     (9, "players.A.hand[0].colour"), (12, "players.B.scene[0].state"), (14, "do[0]"),
                     (16, "expect[0]")]
    assert str(e).startswith("case.yaml: 7 mistakes")
    assert all(f"case.yaml:{line}: key '{key}'" in str(e) for line, key in found)


def test_do_lines_are_checked_against_the_cards_when_the_position_is_valid():
    text = PLAYERS.replace("A: {deck: 20}", "A: {deck: 20, scene: [{id: heiji}]}")
    e = error_of(text + "do: [A play nobody, A fly, A action heiji -> B.x]\nexpect: [A.heiji.mood == x]\n")
    assert [p.key for p in e.problems] == ["do[0]", "do[1]", "do[2]", "expect[0]"]
    assert "A has no card 'nobody'" in str(e) and "B has no card 'x'" in str(e)


def test_reporting_stops_at_a_sensible_number_of_mistakes():
    text = PLAYERS + "do:\n" + "".join(f"  - A fly{k}\n" for k in range(MAX_PROBLEMS * 3))
    e = error_of(text)
    assert len(e.problems) == MAX_PROBLEMS and e.stopped and f"stopped at {MAX_PROBLEMS}" in str(e)


def test_several_mistakes_are_one_block_with_exit_2_through_the_cli(tmp_path):
    f = tmp_path / "many.yaml"
    f.write_text(MANY, encoding="utf-8")
    r = judge("replay", str(f))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.count("error:") == 1 and "7 mistakes" in r.stderr and "many.yaml:16" in r.stderr


# ---- 2. text from files and the command line is shown as text

HOSTILE = ["[/x]", "[red]red[/red]", "\x1b[31mESC\x1b[0m", "\x1b]0;title\x07", "\u202eevil"]
SHOWN = ["[/x]", "[red]red[/red]", "\\x1b[31mESC\\x1b[0m", "\\x1b]0;title\\x07", "\\u202eevil"]


def hostile_scenario(tmp_path):
    import yaml

    names = " ".join(HOSTILE)
    data = {
        "title": f"T {names}",
        "players": {
            "A": {"case": {"name": f"C {names}"}, "partner": {"name": f"P {names}"},
                  "scene": [{"id": "heiji", "name": f"H {names}", "ap": 3000}], "deck": 5},
            "B": {"scene": [{"id": "ran", "name": f"R {names}", "ap": 3000, "state": "sleep"}], "deck": 5},
        },
        "do": ["A action heiji -> B.ran"],
        "expect": ["B.ran.zone == removed"],
    }
    f = tmp_path / "hostile.yaml"
    f.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return f


def shows_literally(out: str, count: int = 1):
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    for s in SHOWN:
        assert out.count(s) >= count, (s, out)


def test_hostile_names_are_shown_literally_by_replay_and_board(tmp_path):
    f = hostile_scenario(tmp_path)
    r = judge("replay", str(f))
    assert r.returncode == 0, r.stderr  # the replay runs normally
    assert "Traceback" not in r.stderr
    shows_literally(r.stdout, count=4)  # title, case, partner, scene, and the trace's events
    b = judge("board", str(f))
    assert b.returncode == 0
    shows_literally(b.stdout, count=4)


def test_hostile_names_keep_their_exact_text_in_json(tmp_path):
    import json

    out = json.loads(judge("replay", str(hostile_scenario(tmp_path)), "--json").stdout)
    assert out["final"]["players"]["A"]["scene"][0]["name"] == "H " + " ".join(HOSTILE)


@pytest.mark.parametrize("args, echoed", [
    (["search"], False), (["define"], True), (["show"], True), (["ask"], True), (["rulings", "search"], False),
    (["rulings", "show"], True), (["replay"], True), (["board"], True),
])
def test_hostile_command_line_text_is_shown_literally(args, echoed):
    r = judge(*args, " ".join(HOSTILE))
    assert "Traceback" not in r.stderr and r.returncode in (0, 2)
    shows_literally(r.stdout + r.stderr, count=1 if echoed else 0)


def test_a_hostile_do_line_in_an_error_is_shown_literally(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text('players: {A: {}, B: {}}\ndo: ["[/x] \\e[2J fly"]\n', encoding="utf-8")
    r = judge("replay", str(f))
    assert r.returncode == 2 and "[/x] \\x1b[2J" in r.stderr and "\x1b" not in r.stderr


def test_plain_makes_control_characters_visible_and_keeps_thai():
    from judge.render import plain, visible

    assert visible("a\x1b[2Jb\tc\nd") == "a\\x1b[2Jb\\tc\\nd"
    assert visible("a\nb", newlines=True) == "a\nb"
    assert visible("ฮัตโตริ เฮย์จิ ＆ 工藤") == "ฮัตโตริ เฮย์จิ ＆ 工藤"
    assert plain("[red]x[/red]").plain == "[red]x[/red]"


# ---- 4. --save never destroys a file

def scenario_file(tmp_path, name="s.yaml"):
    f = tmp_path / name
    f.write_text(PLAYERS + "do: [A end-turn]\nexpect: [B.hand == 1]\n", encoding="utf-8")
    return f


def test_save_refuses_an_existing_file_without_force(tmp_path):
    f, out = scenario_file(tmp_path), tmp_path / "out.yaml"
    out.write_text("keep me\n", encoding="utf-8")
    r = judge("replay", str(f), "--save", str(out))
    assert r.returncode == 2 and "already exists" in r.stderr and "--force" in r.stderr
    assert r.stdout == ""  # refused before the replay
    assert out.read_text(encoding="utf-8") == "keep me\n"


def test_save_with_force_replaces_an_existing_file(tmp_path):
    f, out = scenario_file(tmp_path), tmp_path / "out.yaml"
    out.write_text("old\n", encoding="utf-8")
    assert judge("replay", str(f), "--save", str(out), "--force").returncode == 0
    assert judge("replay", str(out)).returncode == 0  # the saved position replays


def test_save_refuses_an_existing_file_even_after_a_forbidden_line(tmp_path):
    f, out = scenario_file(tmp_path), tmp_path / "out.yaml"
    f.write_text(PLAYERS + "do: [B pass]\n", encoding="utf-8")
    assert judge("replay", str(f)).returncode == 3  # no answer is awaited: the line is forbidden
    out.write_text("keep me\n", encoding="utf-8")
    assert judge("replay", str(f), "--save", str(out)).returncode == 2
    assert out.read_text(encoding="utf-8") == "keep me\n"


@pytest.mark.parametrize("link", ["hard", "symbolic"])
def test_save_never_writes_onto_the_input_through_a_link_even_with_force(tmp_path, link):
    f = scenario_file(tmp_path)
    before = f.read_text(encoding="utf-8")
    out = tmp_path / "link.yaml"
    (os.link if link == "hard" else os.symlink)(f, out)
    r = judge("replay", str(f), "--save", str(out), "--force")
    assert r.returncode == 2 and "scenario being replayed" in r.stderr
    assert f.read_text(encoding="utf-8") == before


def test_save_refuses_what_is_not_a_regular_file(tmp_path):
    f = scenario_file(tmp_path)
    for out in (str(tmp_path), "/dev/null"):
        r = judge("replay", str(f), "--save", out, "--force")
        assert r.returncode == 2 and "not a regular file" in r.stderr and "Traceback" not in r.stderr
    r = judge("replay", str(f), "--save", str(tmp_path / "no" / "such" / "out.yaml"))
    assert r.returncode == 2 and "does not exist" in r.stderr


def test_save_writes_whole_or_not_at_all(tmp_path, monkeypatch):
    from judge import positionfile
    from judge.errors import JudgeError

    pos = parse_scenario(PLAYERS, "s.yaml").position
    out = tmp_path / "out.yaml"
    out.write_text("old\n", encoding="utf-8")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(positionfile.os, "fsync", disk_full)
    with pytest.raises(JudgeError) as e:
        positionfile.save_position(pos, str(out), force=True)
    assert "No space left" in str(e.value)
    assert out.read_text(encoding="utf-8") == "old\n" and sorted(p.name for p in tmp_path.iterdir()) == ["out.yaml"]
    monkeypatch.undo()
    positionfile.save_position(pos, str(out), force=True)
    assert "players" in out.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.yaml"]  # no temporary file is left
    assert (out.stat().st_mode & 0o777) == 0o666 & ~_umask()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


# ---- 6. search ignores invisible characters; 1. very long queries are refused at once

@pytest.mark.parametrize("invisible", ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"])
def test_search_ignores_an_invisible_character_inside_a_thai_word(invisible):
    from judge.rulebook import search

    clean = [h.section.id for h in search("ปะทะ", limit=3)]
    assert [h.section.id for h in search(f"ปะ{invisible}ทะ", limit=3)] == clean
    assert search(f"{invisible}ปะทะ{invisible}", limit=1)[0].section.id == "contact"


def test_search_ignores_invisible_characters_in_the_text():
    from judge.search import build_search_data, rank

    data = build_search_data([(["อื่น"], "ข้อความอื่น"), (["คัท\u200bอิน"], "การใช้คัท\u200bอินระหว่างการปะ\u200bทะ")])
    assert rank("คัทอิน", data)[0].index == 1 and rank("การปะทะ", data)[0].index == 1


def test_define_and_rulings_ignore_invisible_characters():
    from judge.rulebook import load

    assert load("conan-2.5").define("คัท\u200bอิน") == load("conan-2.5").define("คัทอิน")


@pytest.mark.parametrize("args", [["search"], ["ask"], ["define"], ["show"], ["rulings", "search"], ["rulings", "show"]])
def test_a_query_longer_than_any_question_is_refused(args):
    from judge.errors import MAX_QUERY

    r = judge(*args, "ปะทะ " * MAX_QUERY)
    assert r.returncode == 2 and f"at most {MAX_QUERY:,}" in r.stderr and "Traceback" not in r.stderr


def test_json_output_escapes_the_control_characters_json_leaves_raw(tmp_path):
    import json

    f = tmp_path / "c1.yaml"
    f.write_text('title: "a\\x9b2Jb\\u202ec\\x1b"\nplayers: {A: {}, B: {}}\n', encoding="utf-8")
    for command in ("replay", "board"):
        r = judge(command, str(f), "--json")
        assert r.returncode == 0
        assert not any(ch in r.stdout for ch in "\x9b\u202e\x1b")
        assert json.loads(r.stdout)["final" if command == "replay" else "title"] is not None
    assert json.loads(judge("board", str(f), "--json").stdout)["title"] == "a\x9b2Jb\u202ec\x1b"


def test_a_hostile_deck_list_line_is_shown_literally(tmp_path):
    f = tmp_path / "deck.txt"
    f.write_text("Partner: B01001\nCase: B01024\n2 [/x][red]zz\x1b[2J\x9b31m\u202e\n", encoding="utf-8")
    r = judge("deck", "check", str(f))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "[/x][red]zz\\x1b[2J\\x9b31m\\u202e" in r.stdout
    assert not any(ch in r.stdout for ch in "\x1b\x9b\u202e")


def test_a_validity_icon_with_thousands_of_digits_is_an_invalid_file():
    e = error_of(PLAYERS.replace("  A: {deck: 20}\n", "  A:\n    hand: [{id: e, type: event, effect: [{valid: 'file "
                                 + "9" * 5000 + "'}]}]\n"))
    assert e.key == "players.A.hand[0].effect[0].valid" and "unknown validity icon" in str(e)


def test_a_cut_in_choice_in_superscript_digits_is_an_invalid_line():
    text = PLAYERS.replace("B: {deck: 20}", "B: {deck: 20, hand: [{id: kick, cut_in: {ap: 1000}}]}")
    e = error_of(text + "do: [B cut-in kick ²]\n")
    assert e.key == "do[0]" and "a number from 1" in str(e)


def test_a_deck_list_of_unknown_cards_gets_nearest_matches_only_for_the_first_ones():
    from judge import cards
    from judge.deck import MAX_SUGGESTIONS, check_deck

    text = "".join(f"3 B0{k:04d}Z\n" for k in range(MAX_SUGGESTIONS + 30))
    unknown = [p for p in check_deck(text, "d.txt", "2025-06-01", False, cards.load()).problems
               if p.code == "unknown-card"]
    assert len(unknown) == MAX_SUGGESTIONS + 30  # every line is still reported, with its line
    assert all("nearest" in p.message for p in unknown[:MAX_SUGGESTIONS])
    assert not any("nearest" in p.message for p in unknown[MAX_SUGGESTIONS:])


def test_the_deck_view_shows_a_sensible_number_of_problems(tmp_path):
    from judge.render_cards import PROBLEMS_SHOWN

    f = tmp_path / "deck.txt"
    f.write_text("".join(f"3 nothing-{k}\n" for k in range(PROBLEMS_SHOWN + 10)), encoding="utf-8")
    r = judge("deck", "check", str(f), "--lang", "en")
    assert r.returncode == 1 and re.search(r"and \d\d+ more problems: --json lists them all", r.stdout)


def test_a_long_card_reference_is_refused_before_any_lookup():
    e = error_of(PLAYERS.replace("A: {deck: 20}", "A: {scene: [{id: x, card: " + "B0" * 5000 + "}]}"))
    assert e.key == "players.A.scene[0].card" and "10,000 characters" in str(e)


# ---- 5. the newer entry points (issue 34): queries, --save '', export, what-if

@pytest.mark.parametrize("args", [["card"], ["ask"], ["define"], ["rulings", "search"], ["search"]])
def test_a_long_query_is_refused_at_once_and_echoed_shortened(args):
    """≤ 1,000 characters for every query (judge.errors.MAX_QUERY, one limit), shown back as its first 40."""
    from judge.errors import ECHOED, MAX_QUERY

    query = "contact " * 12_500  # 100,000 characters: as long as one argument of the command line may be
    r = judge(*args, query)
    assert r.returncode == 2 and "Traceback" not in r.stderr and r.stdout == ""
    text = " ".join(r.stderr.split())
    assert "100,000 characters long" in text and f"at most {MAX_QUERY:,}" in text
    assert f"it starts '{' '.join(query[:ECHOED].split())} …'" in text
    assert len(r.stderr) < 600  # never the whole query back


def test_a_query_of_exactly_the_limit_is_still_answered():
    from judge.errors import MAX_QUERY

    r = judge("card", ("B01065 " * MAX_QUERY)[:MAX_QUERY])
    assert "characters long" not in r.stderr


@pytest.mark.parametrize("args", [["replay", "{f}", "--save", ""], ["replay", "{f}", "--save", "  "],
                                  ["export", "html", ""]])
def test_an_empty_output_path_is_an_error_never_ignored(tmp_path, args):
    f = scenario_file(tmp_path)
    before = sorted(os.listdir(tmp_path))
    r = judge(*[a.format(f=f) for a in args], cwd=tmp_path)
    assert r.returncode == 2 and "Traceback" not in r.stderr and "empty" in r.stderr
    assert r.stdout == "" and sorted(os.listdir(tmp_path)) == before  # nothing replayed, nothing written


def test_export_never_replaces_a_folders_own_files(tmp_path):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "index.html").write_text("my own page\n", encoding="utf-8")
    r = judge("export", "html", str(out))
    text = " ".join(r.stderr.split())
    assert r.returncode == 2 and "1 file judge did not export (index.html)" in text and "--force" in text
    assert (out / "index.html").read_text(encoding="utf-8") == "my own page\n"
    assert sorted(os.listdir(out)) == ["index.html"]


def export_bare(out, force: bool = False):
    """The export's rules for its folder, with only the files every site has (no pages: they take seconds)."""
    from judge.export import export_html

    return export_html(out, parts=(), force=force)


def test_export_writes_again_into_a_folder_it_exported_into(tmp_path):
    from judge.export import MARKER

    out = tmp_path / "site"
    export_bare(out)  # a new folder
    assert (out / MARKER).is_file()
    (out / "notes.txt").write_text("the reader's own file\n", encoding="utf-8")
    (out / "index.html").write_text("stale\n", encoding="utf-8")
    export_bare(out)  # its own marker: no --force needed
    assert (out / "notes.txt").read_text(encoding="utf-8") == "the reader's own file\n"  # nothing else touched
    assert "stale" not in (out / "index.html").read_text(encoding="utf-8")


def test_export_into_an_empty_folder_needs_no_force(tmp_path):
    export_bare(tmp_path)
    assert (tmp_path / "index.html").is_file()


def test_export_with_force_writes_into_a_folder_with_other_files(tmp_path):
    """Through the command line: --force is the only way into a folder holding files judge did not write."""
    (tmp_path / "keep.txt").write_text("keep\n", encoding="utf-8")
    assert judge("export", "html", str(tmp_path), "--force").returncode == 0
    assert (tmp_path / "index.html").is_file() and (tmp_path / "keep.txt").read_text(encoding="utf-8") == "keep\n"


@pytest.mark.parametrize("force", [False, True])
def test_export_never_writes_through_a_link_planted_in_its_folder(tmp_path, force):
    """A `style.css` link in a folder judge exported into (or any folder, with --force) is replaced by the
    file: the file it points to is untouched."""
    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET\n", encoding="utf-8")
    out = tmp_path / "site"
    out.mkdir()
    if not force:
        export_bare(out)
        (out / "style.css").unlink()
        (out / "index.html").unlink()
    (out / "style.css").symlink_to(secret)
    (out / "index.html").symlink_to(secret)
    export_bare(out, force=force)
    assert secret.read_text(encoding="utf-8") == "SECRET\n"
    assert not (out / "style.css").is_symlink() and "body" in (out / "style.css").read_text(encoding="utf-8")
    assert not (out / "index.html").is_symlink()


def test_export_refuses_a_folder_that_is_a_link(tmp_path):
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    r = judge("export", "html", str(tmp_path / "link"))
    assert r.returncode == 2 and "symbolic link" in r.stderr and os.listdir(tmp_path / "real") == []


def test_export_marker_that_is_a_link_is_not_judges(tmp_path):
    from judge.export import MARKER, MARKER_TEXT, OutdirError

    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text(MARKER_TEXT, encoding="utf-8")
    out = tmp_path / "site"
    out.mkdir()
    (out / "index.html").write_text("mine\n", encoding="utf-8")
    (out / MARKER).symlink_to(elsewhere)
    with pytest.raises(OutdirError):
        export_bare(out)
    assert (out / "index.html").read_text(encoding="utf-8") == "mine\n"


def test_export_onto_a_folder_named_like_one_of_its_files_is_a_clear_error(tmp_path):
    from judge.export import OutdirError

    (tmp_path / "index.html").mkdir()
    with pytest.raises(OutdirError) as e:
        export_bare(tmp_path, force=True)
    assert "index.html" in e.value.message.text()


def test_whatif_stops_at_its_limit_and_refuses_one_beyond_the_maximum():
    """--limit stops at the limit and says so (the time and memory of --limit 10000 are measured by
    bench/whatif.py: no timed assertion here)."""
    from pathlib import Path

    bound = Path(__file__).parent / "scenarios" / "whatif" / "p16-four-actions-with-cut-ins-in-both-hands.yaml"
    r = judge("whatif", str(bound), "--limit", "400", "--json")
    import json

    data = json.loads(r.stdout)
    assert r.returncode == 0 and len(data["branches"]) == 400 and data["truncated"] is True
    r = judge("whatif", str(bound), "--limit", "10001")
    assert r.returncode == 2 and "1 to 10000" in r.stderr and "Traceback" not in r.stderr
