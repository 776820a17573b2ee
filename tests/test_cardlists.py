"""Card lists as users download them (judge/cardlists.py): the three shapes read, absurd values refused, what a
new list changes (`judge cards diff`), and `judge cards import` never dropping cards or writing through a link
unless told to. The raw crawls are in ../shared/cards/crawls (tests that need them skip without it)."""

import json

import pytest

from card_data import DATA_DIR as CARD_DIR
from judge import cardlists, cards
from judge.cards import CardListError
from judge.deck import check_deck
from tests.conftest import SHARED, run_judge

CRAWLS = SHARED / "cards" / "crawls"
OFFICIAL = CRAWLS / "official-2026-03-22.json"
FLAT_JULY = CRAWLS / "flat-2026-07-29.json"
FLAT = CRAWLS / "flat-2026-08-22.json"
needs_crawls = pytest.mark.skipif(not FLAT.is_file(), reason="../shared/cards/crawls is not beside the checkout")
SOURCE = CARD_DIR / "source" / "cards.json"


pytestmark = pytest.mark.usefixtures("own_card_data")


def judge(*args, data_dir):
    return run_judge(*args, JUDGE_DATA_DIR=str(data_dir))


def write(tmp_path, name, value):
    f = tmp_path / name
    f.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
    return f


def flat_records():
    return json.loads(FLAT.read_text(encoding="utf-8"))


# ------------------------------------------------------------------ the shipped list

def test_the_shipped_list_is_the_current_one_1252_cards_in_2276_prints():
    info = cards.load().info()
    assert (info["cards"], info["prints"], info["snapshot"]) == (1252, 2276, "2026-08-22")


def test_every_print_of_the_list_is_found_by_its_number_with_its_own_facts():
    """Executive Collection numbers (EXC02-0341) too, written with or without the hyphen."""
    L = cards.load()
    for p in json.loads(SOURCE.read_text(encoding="utf-8")):
        for written in {p["number"], p["number"].replace("-", ""), p["number"].lower()}:
            card = L.get(written)
            assert card is not None and card.id == p["id"], written
        card = L.get(p["number"])
        assert (card.fact("level", p["number"]), card.fact("ap", p["number"]), card.fact("lp", p["number"])) == \
            (p["level"], p["ap"], p["lp"]), p["number"]
        assert L.printed_number(p["number"]) == p["number"]


def test_a_new_print_of_a_character_named_in_thai_gets_that_name_and_new_characters_have_one():
    L = cards.load()
    assert L.get("EXC02-0341").name_th == L.get("B03088").name_th == "มัตสึดะ จินเปย์"
    assert L.get("B09002").name_th == "คุโด้ ชินอิจิ＆โมริ รัน"  # a joined name (p.27), part by part
    newest = ("Case-Booster 09", "Case-Booster 10", "ThemeDeck 06", "エグゼクティブコレクション")
    new_characters = [c for c in L.cards.values() if c.type in ("character", "partner")
                      and any(word in (c.prints[0].product or "") for word in newest)]
    assert len(new_characters) > 150 and [c.number for c in new_characters if not c.names_th] == []
    unnamed = [c for c in L.cards.values() if c.type in ("character", "partner") and not c.names_th]
    assert len(unnamed) <= 55  # older minor characters: this may only shrink


def test_english_names_follow_the_same_character_to_its_new_cards():
    L = cards.load()
    assert {c.id for c in L.by_name("ジン")} <= {c.id for c in L.find("Gin")}


# ------------------------------------------------------------------ per-card limits from data (p.7)

def test_p07_a_card_that_may_be_in_a_deck_in_any_number_is_read_from_the_regulation_data():
    L = cards.load()
    assert L.base_limit(L.get("B09100")) is None and L.base_limit(L.get("PR158")) is None
    assert L.base_limit(L.get("B07102")) == 3  # also named 犯人, without the clause


def _deck_with(line: str) -> str:
    """The legal blue deck with its first 6 characters replaced by `line`."""
    text = (CARD_DIR.parent / "tests" / "data" / "decks" / "legal-blue.txt").read_text(encoding="utf-8")
    return text.replace("3 B01005\n", "").replace("3x B01007\n", "") + line + "\n"


def test_p07_six_copies_of_b09100_are_legal_and_six_of_b07102_are_not():
    ok = check_deck(_deck_with("6 B09100"), "deck.txt", "2026-12-07")
    assert ok.legal, [(p.line, p.code) for p in ok.problems]
    bad = check_deck(_deck_with("6 B07102"), "deck.txt", "2026-12-07")
    assert not bad.legal and "too-many-copies" in [p.code for p in bad.problems]


# ------------------------------------------------------------------ reading the shapes

@needs_crawls
@pytest.mark.parametrize("path,shape,n_cards,n_prints", [
    (OFFICIAL, "official", 1010, 1804), (FLAT_JULY, "flat", 1245, 2240), (FLAT, "flat", 1252, 2276),
    (SOURCE, "ours", 1252, 2276), (CARD_DIR / "cards.json", "compiled", 1252, 2276),
])
def test_each_shape_a_user_can_download_is_read(path, shape, n_cards, n_prints):
    f = cardlists.read_list(path, cards.load())
    assert (f.shape, len(f.cards()), len(f.prints)) == (shape, n_cards, n_prints)


@needs_crawls
def test_the_daily_crawl_reads_as_the_same_facts_as_the_shipped_list():
    """The shipped list was made from this crawl: every print's level, AP, LP, type, features and marks agree
    (colours and products may differ where the merge took the official records' word)."""
    read = {p["number"]: p for p in cardlists.read_list(FLAT, cards.load()).prints}
    for p in json.loads(SOURCE.read_text(encoding="utf-8")):
        q = read[p["number"]]
        for key in ("id", "name", "type", "level", "ap", "lp", "features", "spark", "cut_in", "disguise"):
            assert q[key] == p[key], (p["number"], key)


@needs_crawls
def test_the_official_records_copy_limit_of_40_means_any_number():
    f = cardlists.read_list(OFFICIAL, cards.load())
    assert "0627" in f.any_number() and f.limits["0055"] == 3


@pytest.mark.parametrize("change,words", [
    ({"level": 999}, "level is 999"), ({"ap": -1000}, "ap is -1000"), ({"lp": 100}, "lp is 100"),
    ({"level": "eight"}, "'level' is 'eight'"), ({"color": "紫"}, "'color' is '紫'"),
    ({"card_type": "モンスター"}, "'card_type'"), ({"name": "別人"}, "is 別人 (character) here but"),
    ({"card_num": ""}, "'card_num'"),
])
def test_an_absurd_value_is_refused_with_its_entry_number_and_key(tmp_path, change, words):
    records = [
        {"card_num": "B01005", "card_id": "0001", "name": "江戸川コナン", "card_type": "キャラ", "color": "青",
         "level": 8, "ap": 7000, "lp": 2, "category": "探偵,小学生", "ability_text": "x", "hirameki": None,
         "cut_in": None, "henso": None, "difficulty_first": None, "difficulty_second": None, "pack": "p", "rarity": "SR"},
    ]
    records.append({**records[0], "card_num": "B01005P", **change})
    with pytest.raises(CardListError) as e:
        cardlists.read_list(write(tmp_path, "list.json", records))
    message = " ".join(str(e.value).split())
    assert "entry 2" in message and words in message, message


@pytest.mark.parametrize("content,words", [
    ("{}", "not a card list judge can read"), ('{"a": 1}', "not a card list judge can read"),
    ('[{"card_num": "B01005"}]', "not a card list judge can read"), ("[[[[[[[[[[" * 200000, "not valid JSON"),
])
def test_what_is_not_a_card_list_is_refused(tmp_path, content, words):
    f = tmp_path / "x.json"
    f.write_text(content, encoding="utf-8")
    with pytest.raises(CardListError, match=words):
        cardlists.read_list(f)


def test_a_list_with_more_prints_than_any_real_one_is_refused_at_once(tmp_path):
    f = write(tmp_path, "huge.json", [{"card_num": f"B{i:05d}", "card_type": "キャラ"} for i in range(20_001)])
    with pytest.raises(CardListError, match="20001 prints; a card list has at most 20000"):
        cardlists.read_list(f)


def test_a_card_list_larger_than_the_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    f = write(tmp_path, "big.json", [{"card_num": "B01005", "card_type": "キャラ"}] * 100)
    monkeypatch.setattr(cardlists, "MAX_LIST_BYTES", 1000)
    with pytest.raises(CardListError, match="a card list file may have at most 1,000") as e:
        cardlists.read_list(f)
    assert "a real card list is a few megabytes" in e.value.text("en")


def test_a_file_that_never_ends_is_refused_without_reading_it():
    with pytest.raises(CardListError, match="/dev/zero: is a character device, not a card list file"):
        cardlists.read_list("/dev/zero")


# ------------------------------------------------------------------ cards diff

@needs_crawls
def test_diff_of_the_two_daily_crawls_finds_the_new_prints_and_the_gin_erratum():
    change = cardlists.diff(cardlists.read_list(FLAT_JULY), cardlists.read_list(FLAT))
    assert len(change["added"]) == 7 and change["removed"] == [] and change["prints_removed"] == []
    new_prints = len(change["prints_added"]) + sum(len(c["numbers"]) for c in change["added"])
    assert new_prints == 36 and {"number": "EXC02-0341", "id": "0341"} in change["prints_added"]
    assert change["changed"] == [{"id": "0720", "number": "B06103",
                                  "fields": {"ability_text": change["changed"][0]["fields"]["ability_text"]}}]


@needs_crawls
def test_diff_json_has_exactly_the_issue_keys_and_shows_no_japanese_text(tmp_path):
    r = judge("cards", "diff", str(OFFICIAL), str(FLAT), "--json", data_dir=tmp_path / "d")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert {"added", "removed", "prints_added", "prints_removed", "changed"} <= set(data)
    assert set(data["added"][0]) == {"id", "numbers", "name"} and set(data["changed"][0]) == {"id", "number", "fields"}
    assert len(data["added"]) == 242
    human = judge("cards", "diff", str(OFFICIAL), str(FLAT), data_dir=tmp_path / "d").stdout
    texts = [r["ability_text"] for r in flat_records() if r["ability_text"]]
    runs = {t[i:i + 12] for t in texts for i in range(0, max(1, len(t) - 12), 6)}
    for out in (r.stdout, human):
        assert not [s for s in runs if s in out], "a printed text is shown"
    assert "ability text changed" in human and "B06103" in human


def test_diff_finds_cards_added_removed_and_facts_changed_in_our_shape(tmp_path):
    source = json.loads(SOURCE.read_text(encoding="utf-8"))
    old = [p for p in source if p["id"] != "1039"]
    new = [dict(p, level=9) if p["number"] == "B01065" else p for p in source if p["number"] != "B01065P"]
    change = cardlists.diff(cardlists.read_list(write(tmp_path, "old.json", old)),
                            cardlists.read_list(write(tmp_path, "new.json", new)))
    assert change["added"] == [{"id": "1039", "numbers": ["B09100"], "name": "犯人"}]
    assert change["prints_removed"] == [{"number": "B01065P", "id": "0055"}]
    assert change["changed"] == [{"id": "0055", "number": "B01065", "fields": {"level": [5, 9]}}]


# ------------------------------------------------------------------ cards import

@needs_crawls
@pytest.mark.parametrize("crawl,cards_after", [(FLAT, 1252), (OFFICIAL, 1010)])
def test_both_crawl_shapes_import_with_force_and_every_command_uses_them(tmp_path, crawl, cards_after):
    data = tmp_path / "d"
    r = judge("cards", "import", str(crawl), "--force", data_dir=data)
    assert r.returncode == 0, r.stderr
    info = json.loads(judge("cards", "info", "--json", data_dir=data).stdout)
    assert info["origin"] == "imported" and info["cards"] == cards_after
    card = json.loads(judge("card", "B01065", "--json", data_dir=data).stdout)["cards"][0]
    assert card["name_en"] == "Subaru Okiya" and card["name_th"] == "โอคิยะ สุบารุ"  # carried by card ID
    assert "0627" in [c["id"] for c in json.loads(judge("card", "PR158", "--json", data_dir=data).stdout)["cards"]]
    assert json.loads(judge("card", "PR158", "--json", data_dir=data).stdout)["cards"][0]["limit"] is None


@needs_crawls
def test_the_newer_crawl_installs_without_force_it_drops_nothing(tmp_path):
    r = judge("cards", "import", str(FLAT), "--json", data_dir=tmp_path / "d")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["installed"] and out["change"]["removed"] == [] and out["cardlist"]["snapshot"] == "2026-08-22"


def test_a_list_that_drops_cards_is_refused_without_force_and_the_old_list_stays(tmp_path):
    data = tmp_path / "d"
    source = json.loads(SOURCE.read_text(encoding="utf-8"))
    assert judge("cards", "import", str(write(tmp_path, "all.json", source)), data_dir=data).returncode == 0
    before = (data / "cards.json").read_bytes()
    one = write(tmp_path, "one.json", source[:1])
    r = judge("cards", "import", str(one), data_dir=data)
    assert r.returncode == 2 and "would drop 1251 cards" in " ".join(r.stderr.split()) and "--force" in r.stderr
    assert (data / "cards.json").read_bytes() == before and "Traceback" not in r.stderr
    dry = judge("cards", "import", str(one), "--dry-run", "--json", data_dir=data)
    assert dry.returncode == 0 and not json.loads(dry.stdout)["installed"]
    assert (data / "cards.json").read_bytes() == before
    assert judge("cards", "import", str(one), "--force", data_dir=data).returncode == 0
    assert json.loads(judge("cards", "info", "--json", data_dir=data).stdout)["cards"] == 1


def test_import_never_writes_through_a_link(tmp_path):
    data = tmp_path / "d"
    data.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("mine", encoding="utf-8")
    (data / "cards.json").symlink_to(victim)
    source = json.loads(SOURCE.read_text(encoding="utf-8"))
    r = judge("cards", "import", str(write(tmp_path, "all.json", source)), data_dir=data)
    said = " ".join(r.stderr.split())  # the path's length decides where the terminal wraps
    assert r.returncode == 2 and "symbolic link" in said and victim.read_text(encoding="utf-8") == "mine"


def test_a_data_folder_that_cannot_be_made_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    r = judge("cards", "import", str(SOURCE), data_dir=blocker / "sub")
    assert r.returncode == 2 and "cannot make the data folder" in " ".join(r.stderr.split())
    assert "JUDGE_DATA_DIR" in r.stderr and "Traceback" not in r.stderr


def test_an_absurd_list_is_refused_on_the_command_line_and_the_old_list_stays(tmp_path):
    data = tmp_path / "d"
    source = json.loads(SOURCE.read_text(encoding="utf-8"))
    assert judge("cards", "import", str(write(tmp_path, "all.json", source)), data_dir=data).returncode == 0
    source[10] = {**source[10], "ap": 10**9}
    r = judge("cards", "import", str(write(tmp_path, "bad.json", source)), "--force", data_dir=data)
    assert r.returncode == 2 and "entry 11" in r.stderr and "Traceback" not in r.stderr
    assert json.loads(judge("cards", "info", "--json", data_dir=data).stdout)["cards"] == 1252
