"""The card list in the product: shipped data fresh and facts-only, `judge card` lookups, limits on a date,
`judge cards import/info`, and real cards by number in scenarios (contract: "Real cards (by card number)")."""

import functools
import json
import os
import re
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from card_data import DATA_DIR as CARD_DIR
from judge import build, cards
from judge.cli import app
from judge.replay import run
from judge.scenario import ScenarioError, parse_scenario
from judge.state import dump_position, parse_position
from tests.conftest import ROOT, SHARED, run_judge
from tests.unscripted import unscripted

runner = CliRunner()


def judge(*args, env_extra=None, cwd=None):
    return run_judge(*args, cwd=cwd, **(env_extra or {}))


# every test sees the shipped list unless it imports one into its own data directory
pytestmark = pytest.mark.usefixtures("own_card_data")


# ------------------------------------------------------------------ the shipped data

def test_shipped_card_list_is_what_the_build_produces():
    shipped = json.loads((CARD_DIR / "cards.json").read_text(encoding="utf-8"))
    assert shipped == json.loads(cards.serialise(build.compile_cards())), "run python -m judge.build"


def test_shipped_card_names_are_the_card_lists():
    """card_data/names.json (the card-name resolver's index: what `judge ask` reads names with, without loading
    the list) is made from cards.json and nicknames.yaml by `python -m judge.build`; an imported list is indexed
    the same way when used, and a question names the same cards through either."""
    from judge import cardnames

    shipped = json.loads((CARD_DIR / "names.json").read_text(encoding="utf-8"))
    data = json.loads((CARD_DIR / "cards.json").read_text(encoding="utf-8"))
    built = cardnames.compile_names(data["cards"], data["names_th"], cardnames.read_nicknames(), cardnames.plain_thai())
    assert shipped == json.loads(cards.serialise(built, 2)), "run python -m judge.build"
    imported = cards.CardList(data, CARD_DIR / "cards.json", "imported")
    for text in ("沖矢昴 ปะทะ", "can Conan Edogawa guard", "โอคิยะ สุบารุ ถูกรีมูฟไหม", "Guard ได้ไหม", "服部平次と平次",
                 "อากาอิ ชูอิจิ ถูกรีมูฟไหม", "Okiya's Spark"):
        assert cards.named_ids(text) == cards.named_ids(text, imported) != [] or "Guard" in text, text


def test_shipped_ruling_card_index_is_what_the_build_produces():
    from rulings import RULINGS_DIR

    shipped = json.loads((RULINGS_DIR / "cards.json").read_text(encoding="utf-8"))
    assert shipped == build.compile_ruling_cards(build.compile_cards()), "run python -m judge.build"


@pytest.mark.skipif(not (SHARED / "cards").is_dir(), reason="../shared/cards is not beside the checkout")
def test_card_list_source_is_the_official_snapshot_unchanged():
    for name in ("cards.json", "regulation.yaml"):
        assert (CARD_DIR / "source" / name).read_bytes() == (SHARED / "cards" / name).read_bytes(), name


def test_every_print_and_card_of_the_snapshot_is_in_the_list():
    L = cards.load()
    source = json.loads((CARD_DIR / "source" / "cards.json").read_text(encoding="utf-8"))
    assert len(L.cards) == 1252 and L.source["prints"] == 2276 == len(source)
    for p in source:
        assert L.get(p["number"]).id == p["id"]
    types = {t: sum(c.type == t for c in L.cards.values()) for t in cards.TYPES}
    assert types == {"character": 955, "event": 131, "partner": 88, "case": 78}


TEXTS_JA = SHARED / "cards" / "texts-ja.json"
needs_texts = pytest.mark.skipif(not TEXTS_JA.is_file(), reason="texts-ja.json is not beside the checkout")
RUN = 16  # characters: a run this long shared with the printed texts is a copy, unless it is part of a card name
SHORTEST = 12  # a whole printed sentence this long is a copy too
# neither ASCII nor Thai: the printed texts are Japanese, so every copied run holds one of these
FOREIGN = re.compile(r"[^\x00-\x7f\u0e00-\u0e7f]")


@functools.lru_cache(maxsize=1)
def printed_texts() -> tuple[str, ...]:
    """Every printed ability text and official Q&A question and answer (for reading only)."""
    texts = json.loads(TEXTS_JA.read_text(encoding="utf-8"))
    return tuple(s for card in texts.values()
                 for s in [card.get(k) or "" for k in ("text", "spark", "cut_in", "disguise")]
                 + [s for qa in card.get("qa", []) for s in (qa["q"], qa["a"])] if s)


def foreign_windows(text: str) -> list[str]:
    """The parts of `text` that every run of up to RUN characters holding a FOREIGN character lies in.

    Files are mostly code, English and Thai: only these parts can hold a copy, so only they are cut into runs.
    """
    spans: list[list[int]] = []
    for m in FOREIGN.finditer(text):
        start, end = max(0, m.start() - RUN + 1), m.end() + RUN - 1
        if spans and start <= spans[-1][1]:
            spans[-1][1] = end
        else:
            spans.append([start, end])
    return [text[a:b] for a, b in spans]


def runs(windows: list[str], n: int) -> set[str]:
    return {w[i:i + n] for w in windows for i in range(len(w) - n + 1)}


def project_files(top, suffixes, skip=frozenset({".git", "source", ".venv", "node_modules", "__pycache__"})):
    for folder, dirs, files in os.walk(top):
        dirs[:] = [d for d in dirs if d not in skip]
        for name in files:
            if os.path.splitext(name)[1] in suffixes:
                yield Path(folder) / name


def test_every_printed_run_holds_a_foreign_character_so_the_windows_see_every_copy():
    """The two tests below look only near non-ASCII, non-Thai characters: sound only while this holds."""
    if not TEXTS_JA.is_file():
        pytest.skip("texts-ja.json is not beside the checkout")
    unseen = [s for s in printed_texts() for part in s.split("。") if len(part) >= SHORTEST
              for i in range(max(1, len(part) - RUN + 1)) if not FOREIGN.search(part[i:i + RUN])]
    assert unseen == []
    assert foreign_windows("x" * 40 + "漢" + "y" * 40) == ["x" * 15 + "漢" + "y" * 15]


@needs_texts
def test_no_printed_japanese_ability_text_or_qa_is_shipped():
    """texts-ja.json is for reading only: none of its sentences may be in what the product ships."""
    sentences = {s for text in printed_texts() for s in text.split("。") if len(s) >= SHORTEST}
    short = {s for s in sentences if len(s) < RUN}
    shipped = [p for d in ("card_data", "judge", "rulings", "rules_th", "docs")
               for p in project_files(ROOT / d, {".json", ".yaml", ".py", ".md", ".txt"})]
    for path in shipped:
        text = path.read_text(encoding="utf-8")
        windows = foreign_windows(text)
        near = "\n".join(windows)  # a short sentence lies inside one window
        starts = runs(windows, RUN)  # a longer one begins with a run of a window: only those are looked for
        leaked = [s for s in sentences if (s in near if s in short else s[:RUN] in starts and s in text)]
        assert not leaked, f"{path} holds printed Japanese text: {leaked[:2]}"


@needs_texts
def test_no_run_of_the_printed_texts_is_in_any_file_but_card_names():
    """Closer than whole sentences: no 16-character run of a printed text or Q&A in any file of the project
    (the tools included), except inside a card's name, which is a fact (a card's text names other cards)."""
    printed = {s[i:i + RUN] for s in printed_texts() for i in range(len(s) - RUN + 1)}
    names = [f"《{n}》" for c in json.loads((CARD_DIR / "source" / "cards.json").read_text(encoding="utf-8"))
             for n in (c["name"], c.get("name_en") or "")]  # a name, also as the texts quote one: 《name》
    printed -= {n[i:i + RUN] for n in names for i in range(len(n) - RUN + 1)}
    plain = {g for g in printed if not FOREIGN.search(g)}  # none today (the test above); looked for everywhere
    for path in project_files(ROOT, {".json", ".yaml", ".py", ".md", ".txt", ".js", ".tsv"}):
        text = path.read_text(encoding="utf-8", errors="replace")
        leaked = (runs(foreign_windows(text), RUN) & printed) | {g for g in plain if g in text}
        assert not leaked, f"{path.relative_to(ROOT)} holds printed Japanese text: {sorted(leaked)[:2]}"


def test_thai_names_cover_the_40_most_printed_character_names():
    source = json.loads((CARD_DIR / "source" / "cards.json").read_text(encoding="utf-8"))
    counts: dict[str, int] = {}
    for p in source:
        if p["type"] == "character":
            counts[p["name"]] = counts.get(p["name"], 0) + 1
    top = sorted(counts, key=lambda n: -counts[n])[:40]
    names = yaml.safe_load((CARD_DIR / "names-th.yaml").read_text(encoding="utf-8"))["names"]
    assert [n for n in top if not names.get(n)] == []


def test_every_card_name_has_a_thai_name_events_and_cases_too():
    """Issue 33: a Thai judge reads every card in Thai, the Japanese beside; a name joined by ＆ (p.27) has
    its parts' Thai names."""
    compiled = json.loads((CARD_DIR / "cards.json").read_text(encoding="utf-8"))["cards"]
    assert [(c["id"], c["name"]) for c in compiled if not c["names_th"]] == []
    by_type = {c["type"] for c in compiled}
    assert {"event", "case", "character", "partner"} <= by_type


@pytest.mark.parametrize("number,thai", [("B01022", "ขบวนการนักสืบเยาวชน"), ("B01077", "「อาคาอิ…ชูอิจิ!?」"),
                                         ("D01016", "คดีฆาตกรรมเปียโนโซนาตา「แสงจันทร์」"),
                                         ("B03006", "ก่อตั้งขบวนการนักสืบเยาวชน")])
def test_an_event_or_case_is_shown_by_its_thai_name_and_the_japanese_printed_on_it(number, thai):
    card = cards.load().get(number)
    assert card.name_th == thai
    from judge.cardnames import name_label
    assert name_label(card.name).th == f"{thai} {card.name}"


# ------------------------------------------------------------------ judge card

@pytest.mark.parametrize("query", ["B01065", "b01065", "B1065", "b1065p", "0055", "55", "沖矢昴", "沖矢",
                                   "Subaru Okiya", "SUBARU OKIYA", "okiya subaru", "โอคิยะ สุบารุ", "โอคิยะ"])
def test_each_query_style_finds_the_card(query):
    assert "0055" in [c.id for c in cards.load().find(query)]


@pytest.mark.parametrize("query,name", [("โคนัน", "江戸川コナン"), ("รัน", "毛利蘭"), ("เฮย์จิ", "服部平次"),
                                        ("ไคโตะ", "黒羽快斗"), ("Gin", "ジン"), ("ไฮบาระ", "灰原哀")])
def test_thai_and_english_names_find_every_card_of_that_name(query, name):
    found = cards.load().find(query)
    same = [c for c in cards.load().cards.values() if name in cards.split_names(c.name)]
    assert {c.id for c in same} <= {c.id for c in found}


def test_a_name_shared_by_several_cards_lists_them_all():
    data = json.loads(runner.invoke(app, ["card", "沖矢昴", "--json"]).stdout)
    assert len(data["cards"]) >= 10 and all("沖矢昴" in c["name"] for c in data["cards"])
    assert data["cards"][0]["id"] == "0055"  # the exact name first, in card ID order


def test_card_json_has_the_issue_keys_first():
    r = runner.invoke(app, ["card", "B01065", "--json"])
    data = json.loads(r.stdout)
    assert list(data)[:2] == ["query", "cards"] and data["query"] == "B01065"
    card = data["cards"][0]
    assert list(card)[:17] == list(cards.REPORT_KEYS)
    assert card["numbers"] == ["B01065", "B01065P"] and card["name"] == "沖矢昴" and card["name_en"] == "Subaru Okiya"
    assert (card["type"], card["colors"], card["level"], card["ap"], card["lp"]) == ("character", ["red"], 5, 5000, 1)
    assert card["spark"] is True and card["limit"] == 3 and "legal" in card["status"]
    assert "p22-give-the-opponent-evidence" in card["rulings"]
    assert [r for r in card["rulings"] if r.startswith("c0055-q")]  # the card's own official Q&A
    assert data["cardlist"]["snapshot"] == "2026-08-22" and data["rulebook"] == "conan-2.5"


@pytest.mark.parametrize("number,on,word,limit", [
    ("B02041", "2024-11-22", "legal", 3), ("B02041", "2024-11-23", "banned", 0),
    ("B02039", "2025-01-01", "restricted", 1), ("B02039", "2025-05-24", "legal", 3),
    ("B01006P", "2025-11-01", "restricted", 1), ("PR067", "2025-01-01", "event-only", 1),
])
def test_card_status_on_a_date_follows_the_dated_card_limits(number, on, word, limit):
    card = json.loads(runner.invoke(app, ["card", number, "--date", on, "--json"]).stdout)["cards"][0]
    assert word in card["status"] and card["limit"] == limit
    others = {"banned", "restricted", "event-only"} - {word}
    assert not any(o in card["status"] for o in others)


def test_case_card_shows_its_case_level_and_a_missing_lp_is_said():
    case = cards.load().get("B01024")
    assert case.type == "case" and case.case_level == {"first": 7, "second": 6}
    r = runner.invoke(app, ["card", "B03120", "--lang", "en"])
    assert r.exit_code == 0 and "not printed" in r.stdout


def test_human_card_view_shows_prints_limit_version_and_list():
    card = unscripted(prints=2)  # a reprinted card with no script yet
    r = runner.invoke(app, ["card", card.number, "--lang", "en"])
    assert r.exit_code == 0
    for word in (card.name, card.name_en, card.prints[1].number, "legal", "no script yet", "Ver.2.5",
                 "snapshot 2026-08-22"):
        assert word in r.stdout, word


def test_a_typo_of_one_name_is_answered_and_says_how_it_was_read():
    """Issue 33: when one card name is clearly meant, the card is shown with "read as"."""
    r = judge("card", "Subaru Okyia", "--lang", "en")
    assert r.returncode == 0 and "read 'Subaru Okyia' as Subaru Okiya 沖矢昴" in r.stdout and "B01065" in r.stdout
    r = judge("card", "อากาอิ", "--lang", "th")
    assert r.returncode == 0 and "อ่าน 'อากาอิ' เป็น อาคาอิ ชูอิจิ 赤井秀一" in r.stdout


def test_a_typo_close_to_no_name_gets_did_you_mean_and_exit_2_without_traceback():
    r = judge("card", "Subaru Okzzz")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "did you mean" in r.stderr and "Subaru Okiya" in r.stderr


@pytest.mark.parametrize("query", ["", "   ", "xyzzy-no-card"])
def test_empty_or_unknown_query_is_a_clear_error(query):
    r = judge("card", query)
    assert r.returncode == 2 and "Traceback" not in r.stderr and "error" in r.stderr


def test_a_malformed_date_is_a_clear_error():
    r = judge("card", "B01065", "--date", "30/11/2026")
    assert r.returncode == 2 and "YYYY-MM-DD" in r.stderr


# ------------------------------------------------------------------ judge cards import / info

def _newer_list(tmp_path, extra=True):
    source = json.loads((CARD_DIR / "source" / "cards.json").read_text(encoding="utf-8"))
    if extra:
        source.append({**source[-1], "number": "B11001", "id": "1300", "name": "新しいカード", "name_en": "New Card",
                       "release": "2026-12-01"})
    f = tmp_path / "newer.json"
    f.write_text(json.dumps(source, ensure_ascii=False), encoding="utf-8")
    return f


def test_cards_import_installs_a_newer_list_and_every_command_says_so(tmp_path):
    data_dir = tmp_path / "judge-data"
    env = {"JUDGE_DATA_DIR": str(data_dir)}
    r = judge("cards", "import", str(_newer_list(tmp_path)), env_extra=env)
    assert r.returncode == 0, r.stderr
    info = json.loads(judge("cards", "info", "--json", env_extra=env).stdout)
    assert info["origin"] == "imported" and info["snapshot"] == "2026-12-01" and info["cards"] == 1253
    card = json.loads(judge("card", "B11001", "--json", env_extra=env).stdout)
    assert card["cards"][0]["name_en"] == "New Card" and card["cardlist"]["origin"] == "imported"
    assert "imported" in judge("card", "B01065", "--lang", "en", env_extra=env).stdout


@pytest.mark.parametrize("content,words", [
    ("{not json", "not valid JSON"), ("[]", "not a card list judge can read"),
    ('[{"number": "B01065", "id": "0055"}]', "missing key"), ("[1, 2]", "not a card list judge can read"),
    ('{"B01065": {"card_num": "B01065", "title": "x"}}', "missing key 'card_id' of the official shape"),
])
def test_an_invalid_list_is_refused_and_the_old_one_stays(tmp_path, content, words):
    env = {"JUDGE_DATA_DIR": str(tmp_path / "judge-data")}
    assert judge("cards", "import", str(_newer_list(tmp_path)), env_extra=env).returncode == 0
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    r = judge("cards", "import", str(bad), env_extra=env)
    assert r.returncode == 2 and words in " ".join(r.stderr.split()) and "Traceback" not in r.stderr
    info = json.loads(judge("cards", "info", "--json", env_extra=env).stdout)
    assert info["origin"] == "imported" and info["cards"] == 1253


def test_cards_reset_goes_back_to_the_shipped_list(tmp_path):
    env = {"JUDGE_DATA_DIR": str(tmp_path / "judge-data")}
    judge("cards", "import", str(_newer_list(tmp_path)), env_extra=env)
    assert judge("cards", "reset", env_extra=env).returncode == 0
    assert json.loads(judge("cards", "info", "--json", env_extra=env).stdout)["origin"] == "shipped"


# ------------------------------------------------------------------ real cards in scenarios

def _scenario(a_scene, **player_a):
    return yaml.safe_dump({"players": {"A": {"scene": a_scene, **player_a}, "B": {"deck": 5}}}, allow_unicode=True)


def test_real_card_position_dumps_as_numbers_and_parses_back_the_same():
    text = _scenario([{"id": "okiya", "card": "b1065", "state": "sleep", "mods": [{"ap": 1000}]}],
                     partner={"card": "B01001", "state": "sleep"}, case={"card": "B01024", "side": "solution"},
                     hand=[{"card": "0208"}])
    pos = parse_scenario(text).position
    dumped = dump_position(pos)
    a = dumped["players"]["A"]
    assert a["scene"] == [{"id": "okiya", "card": "B01065", "state": "sleep", "mods": [{"ap": 1000, "until": "end-of-turn"}]}]
    assert a["partner"] == {"card": "B01001", "state": "sleep"} and a["case"] == {"card": "B01024", "side": "solution"}
    assert a["hand"] == [{"id": "kaitou-kid", "card": "B02041"}]
    assert dump_position(parse_position(dumped)) == dumped


@pytest.mark.parametrize("card,words", [
    ({"card": "B01065", "ap": 9000}, ["'ap' is printed", "mods"]),
    ({"card": "B01065", "name": "x"}, ["'name' is printed"]),
    ({"card": "B01999"}, ["no card has the number", "B01099"]),
    ({"card": 55}, ["quote it"]),
    ({"card": "B01001"}, ["partner card", "partner: {card"]),
])
def test_a_wrong_real_card_is_an_invalid_file_naming_line_and_key(card, words):
    with pytest.raises(ScenarioError) as e:
        parse_scenario(_scenario([card]), "s.yaml")
    message = str(e.value)
    assert "s.yaml:" in message and "players.A.scene[0]" in message
    for w in words:
        assert w in message, message


def test_a_real_card_without_a_script_is_said_once_in_the_trace():
    number = unscripted().number
    text = _scenario([{"id": "one", "card": number}, {"id": "two", "card": number}])
    result = run(parse_scenario(text))
    notes = [e.text for s in result.steps for e in s.events if "no script yet" in e.text]
    assert len(notes) == 1 and notes[0].count(number) == 1 and "A.two" in notes[0]


def test_replay_of_real_cards_exits_2_with_nearest_numbers_for_an_unknown_number(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text(_scenario([{"card": "B1066x"}]), encoding="utf-8")
    r = judge("replay", str(f))
    assert r.returncode == 2 and "did you mean" in r.stderr and "Traceback" not in r.stderr


# ------------------------------------------------------------------ card scripts

def test_shipped_scripts_and_needs_are_what_the_build_produces():
    from card_data import DATA_DIR

    shipped = json.loads((DATA_DIR / "scripts.json").read_text(encoding="utf-8"))
    assert shipped == build.compile_scripts(build.compile_cards()), "run python -m judge.build"
    assert json.loads((DATA_DIR / "needs.json").read_text(encoding="utf-8")) == {
        str(k): v for k, v in yaml.safe_load((DATA_DIR / "needs.yaml").read_text(encoding="utf-8")).items()}


def test_a_wrong_card_script_is_a_build_error_with_file_line_and_key(tmp_path):
    from judge.errors import ScenarioError

    (tmp_path / "bad.yaml").write_text('"0055":\n  spark:\n    - {drow: 1}\n"9999": {}\n"0015":\n  keywords: [flying]\n',
                                       encoding="utf-8")
    with pytest.raises(ScenarioError) as e:
        build.compile_scripts(build.compile_cards(), tmp_path)
    text = str(e.value)
    assert "bad.yaml:3" in text and "unknown effect" in text
    assert "bad.yaml:4" in text and "no card has the ID" in text
    assert "bad.yaml:6" in text and "unknown keyword" in text


def test_every_registered_effect_step_is_done_by_the_engine():
    """judge/scripts/registry.py is the one registry: the loader accepts exactly its steps and the engine does each."""
    from judge.rules import engine
    from judge.rules.doing import HEAD_STEPS, run as run_steps
    from judge.scripts.checker import EFFECT_KEYS
    from judge.state import EFFECTS
    from judge.scripts.registry import STEPS

    assert tuple(EFFECT_KEYS) == tuple(STEPS) == EFFECTS
    assert set(engine.STEPS) | set(HEAD_STEPS) == set(STEPS) and not set(engine.STEPS) & set(HEAD_STEPS)
    from judge.lines import Action
    from judge.rules.core import GameOver
    from judge.rules.steps.choices import CANDIDATES

    samples = {"int": 1000, "count": 1, "ref": "B.ran", "validity": "your-turn", "steps": [{"draw": 1}],
               "bool": True, "cards": {"from": "remove", "up_to": 1}, "options": [[{"draw": 1}], [{"file": 1}]],
               "keyword": "rush", "condition": {"zone": "file", "min": 1}, "ability": {"on_action": [{"draw": 1}]},
               "instead": {"zone": "file", "min": 1}, "bars": "cut-in", "side": "opponent", "set_off": "on_remove", "text": "江戸川コナン",
                "features": {"lose": ["警察"], "gain": ["探偵"]},
               "delayed": {"end_of_turn": {"steps": [{"draw": 1}]}}}
    # the choice frame always asks, through its own prompts (naming a card name, choosing some of the options too);
    # `flip_evidence: 1` over A's 2 face-down evidence asks which one (exactly N of more is the player's choice,
    # never assumed)
    asking = {"may", "choose_one", "choose_some", "name_card", "name_feature", "flip_evidence"}
    for name, entry in STEPS.items():
        pos = parse_scenario("players:\n  A: {scene: [{id: heiji, ap: 3000}], deck: 5, evidence: 2, file: 1}\n"
                             "  B: {scene: [{id: ran, ap: 1000}], deck: 5, evidence: 2}\n").position
        game = engine.start(pos)
        step = {name: samples[entry.value]}
        if name in ("ap", "lp", "grant", "base_ap", "base_lp", "rename", "lose"):
            step["target"] = "A.heiji"
        proc = run_steps(game, [step], "A", "test")
        if name == "lose_game":  # the game ends at once: B loses, A wins (p.9)
            with pytest.raises(GameOver):
                next(proc, None)
            assert game.winner == "A"
            continue
        prompt = next(proc, None)  # a procedure: no step here waits for an answer, but the choice frame's
        while prompt is not None:
            assert name in asking and prompt.context[0] in CANDIDATES, f"{name} asked {prompt}"
            who, verb, kw = CANDIDATES[prompt.context[0]](game, prompt)[-1]
            try:
                prompt = proc.send(Action(n=1, player=who, verb=verb, text="answer", **kw))
            except StopIteration:
                prompt = None
        assert game.events or name in ("valid", "limit"), name  # head steps: judged before the ability runs


def test_judge_card_shows_a_scripted_cards_abilities_in_english_and_thai():
    card = json.loads(runner.invoke(app, ["card", "B01019", "--json"]).stdout)["cards"][0]
    assert card["script"] == {"cut_in": {"ap": 2000}}
    assert "AP +2000" in card["abilities"]["en"][0] and "คัทอิน" in card["abilities"]["th"][0]
    out = runner.invoke(app, ["card", "B01019", "--lang", "en"]).stdout
    assert "Cut-in: AP +2000" in " ".join(out.split())
    partner = json.loads(runner.invoke(app, ["card", "B01001", "--json"]).stdout)["cards"][0]
    assert partner["abilities"]["en"] == ["Partner rules only (Case Closed, Assist)"]


def test_a_declare_without_a_cost_is_said_without_an_empty_cost():
    """p.21 (Declare): Rum (B03131) pays nothing to declare: "Declare: …", never "Declare []: …"; a Declare with a
    cost names it in brackets (Sonoko Suzuki B05046)."""
    rum = json.loads(runner.invoke(app, ["card", "B03131", "--json"]).stdout)["cards"][0]["abilities"]
    assert rum["en"][0].startswith("Declare: ") and "[]" not in rum["th"][0]
    sonoko = json.loads(runner.invoke(app, ["card", "B05046", "--json"]).stdout)["cards"][0]["abilities"]["en"]
    assert any(line.startswith("Declare [discard 1 character card with the feature [鈴木財閥]") for line in sonoko)


def test_continuous_ability_words_name_the_effect_whatever_its_key_order():
    """p.21 — a continuous effect with a `target` reads as words even when `target` is its first key (compiled
    scripts sort keys): "cannot be chosen by the opponent's abilities", never the raw mapping."""
    from judge.scripts.words import static_line

    ability = [{"valid": "bond 中森青子"}, {"target": {"character": "own", "name": "中森青子"}, "unchoosable": "opponent"}]
    en, th = static_line(ability, "en"), static_line(ability, "th")
    assert "cannot be chosen by the opponent's abilities and effects" in en and "中森青子" in en and "{" not in en
    assert "ไม่สามารถถูกเลือกโดย" in th and "{" not in th


def test_a_continuous_ability_with_a_target_is_said_by_its_effect_whatever_the_key_order():
    """p.21: B03093's "your sleeping [警察] characters cannot be chosen by the opponent's Events" in words (its
    compiled script has `target` before `unchoosable`)."""
    card = json.loads(runner.invoke(app, ["card", "B03093", "--json"]).stdout)["cards"][0]
    en, th = card["abilities"]["en"][0], card["abilities"]["th"][0]
    assert "cannot be chosen by the effects of the opponent's Events" in en and "{" not in en
    assert "ไม่สามารถถูกเลือกโดยเอฟเฟกต์อีเวนต์ของคู่แข่ง" in th and "警察" in th


def test_cards_coverage_json_shape_and_counts():
    data = json.loads(runner.invoke(app, ["cards", "coverage", "--json"]).stdout)
    assert list(data)[:3] == ["total", "scripted", "cards"] and data["total"] == 1252
    assert data["scripted"] == sum(c["scripted"] for c in data["cards"]) == len(cards.scripts())
    card = unscripted(shapes=2)
    row = next(c for c in data["cards"] if c["id"] == card.id)
    assert set(row) >= {"id", "number", "scripted", "missing"} and row["number"] == card.number
    assert not row["scripted"] and len(row["missing"]) >= 2
    # every missing item is a shape the language lacks (a census item by its shape), each one described
    assert all(item.startswith("S:") and item in data["shapes"] for c in data["cards"] for item in c["missing"])
    assert all(c["missing"] == [] for c in data["cards"] if c["scripted"])


@functools.cache
def coverage_json() -> dict:
    return json.loads(runner.invoke(app, ["cards", "coverage", "--json"]).stdout)


def test_coverage_leaves_no_unscripted_card_silent():
    """Issue 32: every unscripted card names the shapes it lacks (card_data/missing.yaml, or a census item the
    engine lacks), or is listed as writable by ID; a writable card lacks nothing."""
    data, known = coverage_json(), json.loads((CARD_DIR / "missing.json").read_text(encoding="utf-8"))
    writable = set(data["writable"])
    assert data["unreviewed"] == [], "record these cards in card_data/missing.yaml (shapes, or `writable`)"
    for row in data["cards"]:
        if not row["scripted"]:
            assert bool(row["missing"]) != (row["id"] in writable), row
    assert writable <= set(known["writable"]) and not [c for c in data["cards"] if c["id"] in writable and c["missing"]]


def test_every_missing_item_is_a_shape_with_a_page_and_english_and_thai_words():
    """Each missing item names a shape of the vocabulary, never a bare census tag; the census items the engine
    lacks each map to one; `missing_items` counts the cards, most first."""
    from judge.scripts.registry import supported_items

    data, known = coverage_json(), json.loads((CARD_DIR / "missing.json").read_text(encoding="utf-8"))
    items = data["missing_items"]
    assert items and all(item.startswith("S:") and item in data["shapes"] for item in items)
    assert list(items.values()) == sorted(items.values(), reverse=True)
    assert items == {k: sum(k in c["missing"] for c in data["cards"]) for k in items}
    for shape in data["shapes"].values():
        assert shape["en"] and shape["th"] and 3 <= shape["page"] <= 27
    needs = json.loads((CARD_DIR / "needs.json").read_text(encoding="utf-8"))
    lacking = {item for tags in needs.values() for item in tags} - supported_items()
    assert lacking <= set(known["census"]), "name the shape of each census item the engine lacks under `census`"


def test_a_scripted_card_left_in_missing_yaml_is_named_as_stale():
    """A card that got a script must leave card_data/missing.yaml: the stale IDs are named, for
    `python tools/prune_missing.py` (run it after a merge of card scripts)."""
    stale = coverage_json()["stale"]
    assert stale == [], f"scripted cards still in card_data/missing.yaml, delete them: {', '.join(stale)}"


def test_shipped_missing_json_is_what_the_build_produces():
    assert json.loads((CARD_DIR / "missing.json").read_text(encoding="utf-8")) == build.compile_missing(
        yaml.safe_load((CARD_DIR / "missing.yaml").read_text(encoding="utf-8"))), "run python -m judge.build"


@pytest.mark.parametrize("change,problem", [
    (lambda d: d["cards"].update({"0001": ["S:no_such_shape"]}), "S:no_such_shape is not defined"),
    (lambda d: d["cards"].update({"0001": []}), "lists no shape"),
    (lambda d: d.update(writable=[*(d["writable"] or []), next(iter(d["cards"]))]), "under `cards` and `writable`"),
    (lambda d: next(iter(d["shapes"].values())).pop("th"), "needs a page number"),
    (lambda d: d["census"].update({"E:lose_game": "S:nothing"}), "S:nothing is not defined"),
])
def test_a_mistake_in_missing_yaml_is_a_build_error_naming_the_key(change, problem):
    from judge.errors import JudgeError

    data = yaml.safe_load((CARD_DIR / "missing.yaml").read_text(encoding="utf-8"))
    change(data)
    with pytest.raises(JudgeError, match=re.escape(problem)):
        build.compile_missing(data)


def test_prune_missing_deletes_only_the_entries_of_scripted_cards(tmp_path):
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    from prune_missing import prune

    text = ('shapes:\n  S:a: {page: 1, en: a, th: a}\ncensus: {}\ncards:\n  "0001": [S:a]  # B01005\n'
            '  "0005": [S:a]  # B01009\nwritable:\n  - "0002"  # B01006\n  - "0008"  # B01012\n  - "P059"  # B06002\n')
    out, gone = prune(text, {"0001", "0002", "P059"})  # a Partner's ID is a letter and three digits
    assert gone == ["0001", "0002", "P059"]
    assert out == ('shapes:\n  S:a: {page: 1, en: a, th: a}\ncensus: {}\ncards:\n  "0005": [S:a]  # B01009\n'
                   'writable:\n  - "0008"  # B01012\n')


def test_a_shape_built_leaves_every_card_and_a_card_lacking_nothing_becomes_writable():
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    from prune_missing import built

    text = ('cards:\n  "0001": [S:a, S:b]  # B01005\n  "0005": [S:a]  # B01009\nwritable:\n  - "0008"  # B01012\n')
    out, freed = built(text, {"S:a"})
    assert freed == ["0005"]
    assert out == 'cards:\n  "0001": [S:b]  # B01005\nwritable:\n  - "0005"  # B01009\n  - "0008"  # B01012\n'
    assert yaml.safe_load(out) == {"cards": {"0001": ["S:b"]}, "writable": ["0005", "0008"]}


def test_every_step_key_is_declared_with_a_kind_the_loader_checks():
    """A step's extra keys are checked by their declared kind (judge/scripts/registry.py STEP_KEYS), not by hand."""
    from judge.scripts.checker import KEY_CHECKS
    from judge.scripts.registry import STEPS, STEP_KEYS, STEP_KEY_KINDS

    assert set(KEY_CHECKS) == set(STEP_KEY_KINDS)
    assert all(k in STEP_KEYS for entry in STEPS.values() for k in entry.extra)
    with pytest.raises(ScenarioError, match="until"):
        parse_scenario("players:\n  A: {scene: [{id: heiji, ap: 3000, cut_in: {ap: 1000, until: forever}}]}\n")


@pytest.mark.parametrize("name,names", [
    ("江戸川コナン", ["江戸川コナン"]),
    ("工藤新一&毛利蘭", ["工藤新一&毛利蘭", "工藤新一", "毛利蘭"]),
    ("黒衣の騎士・スペイド（工藤新一）", ["黒衣の騎士・スペイド（工藤新一）", "黒衣の騎士・スペイド", "工藤新一"]),
])
def test_p27_names_joined_by_and_or_written_in_brackets_each_count(name, names):
    """p.27: a name written with ＆ or ( ) is every one of its names (official Q&A of B02004: D10003 meets a
    [Bond 工藤新一])."""
    assert cards.split_names(name) == names
    assert "0838" in [c.id for c in cards.load().by_name("工藤新一")]
