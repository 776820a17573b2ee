"""`judge deck check` (p.7: 1 Partner, 1 Case, a deck of exactly 40 characters and events, at most 3 per
card ID over every print; the dated card limits; colours only warn, p.12): each problem on its line."""

import json
from pathlib import Path

import pytest

from judge import cards
from judge.deck import check_deck
from judge.decklist import read_list
from tests.conftest import run_judge

LEGAL = Path(__file__).parent / "data" / "decks" / "legal-blue.txt"
DAY = "2026-11-30"


@pytest.fixture(autouse=True)
def _shipped_list(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "judge-data"))
    cards.load.cache_clear()


def legal_text() -> str:
    return LEGAL.read_text(encoding="utf-8")


def line_of(text: str, start: str) -> int:
    """The last line that begins with `start` (the tests add their lines after the legal list's)."""
    return max(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(start))


def problems(text: str, on: str = DAY, casual: bool = False) -> list[tuple]:
    return [(p.line, p.code) for p in check_deck(text, "deck.txt", on, casual).problems]


def judge(*args):
    return run_judge(*args)


def test_p07_a_legal_deck_in_every_line_style_is_legal():
    check = check_deck(legal_text(), "deck.txt", DAY)
    assert check.problems == [] and check.legal
    assert check.totals() == {"deck": 40, "partner": 1, "case": 1}


def test_p07_41_cards_is_not_legal():
    assert problems(legal_text() + "1 B01017\n") == [(None, "deck-size")]


def test_p07_four_copies_over_two_prints_of_one_id_on_the_line_that_makes_four():
    text = (legal_text().replace("B01009 ×3", "B01009 ×2").replace("3 B01005\n", "3 B01005\n2 B01009P\n")
            .replace("2 B01015\n1 B01015", "2 B01015"))
    assert problems(text) == [(line_of(text, "B01009 ×2"), "too-many-copies")]


def test_p07_a_partner_inside_the_deck_is_reported_on_its_line():
    text = legal_text().replace("1 B01016 ", "1 B01001 ")
    assert problems(text) == [(line_of(text, "1 B01001"), "not-in-deck")]


@pytest.mark.parametrize("on,expected", [("2024-11-22", []), ("2024-11-23", ["banned"])])
def test_a_banned_card_before_and_after_its_date(on, expected):
    text = legal_text().replace("1 B01016 ", "1 B02041 ")  # 怪盗キッド 0208, banned from 2024-11-23
    found = [(line, code) for line, code in problems(text, on) if code != "colour"]
    assert found == [(line_of(text, "1 B02041"), code) for code in expected]


def test_a_restricted_card_twice_is_not_legal_and_casual_skips_the_list():
    text = legal_text().replace("2 B01015\n1 B01015", "2 B01015\n1 B01006").replace("1 B01016 ", "1 B01006P ")
    assert problems(text) == [(line_of(text, "1 B01006P"), "restricted")]
    assert problems(text, casual=True) == []
    assert problems(text, on="2025-10-31") == []  # restricted only from 2025-11-01


def test_an_unknown_number_is_reported_with_the_nearest_numbers():
    text = legal_text().replace("1 B01016 ", "1 B01999 ")
    check = check_deck(text, "deck.txt", DAY)
    assert [(p.line, p.code) for p in check.problems] == [(line_of(text, "1 B01999"), "unknown-card")]
    assert "B01099" in check.problems[0].message
    assert check.totals()["deck"] == 40  # the unknown card still counts toward the 40


def test_a_name_shared_by_two_cards_is_ambiguous_and_names_both():
    text = legal_text().replace("1 B01016 ", "1 本堂瑛祐 ")  # two card IDs, 0013 and 0415
    check = check_deck(text, "deck.txt", DAY)
    assert [(p.line, p.code) for p in check.problems] == [(line_of(text, "1 本堂瑛祐"), "ambiguous-name")]
    assert "B01017" in check.problems[0].message and "B04010" in check.problems[0].message


@pytest.mark.parametrize("bad", ["3x", "Sideboard: B01016", "Partner:", "0 B01016"])
def test_a_malformed_line_is_reported_on_its_line(bad):
    text = legal_text().replace("1 B01016 ", f"{bad}\n1 B01016 ")
    assert (line_of(text, bad), "malformed-line") in problems(text)


def test_a_missing_case_and_two_partners():
    text = legal_text().replace("Case: B01024", "Partner: B02001")
    found = problems(text)
    assert (None, "missing-case") in found and (line_of(text, "Partner: B02001"), "extra-partner") in found


def test_p12_colours_only_warn_and_never_make_a_deck_illegal():
    text = legal_text().replace("1 B01016 ", "1 B01065 ")  # 沖矢昴 is red; the Case is blue
    check = check_deck(text, "deck.txt", DAY)
    assert check.legal and [(p.code, p.severity) for p in check.problems] == [("colour", "warning")]


def test_event_only_case_is_flagged_as_a_warning():
    text = legal_text().replace("Case: B01024", "Case: PR067")
    check = check_deck(text, "deck.txt", DAY)
    assert ("event-only", "warning") in [(p.code, p.severity) for p in check.problems]


def test_cli_exit_codes_and_json_shape(tmp_path):
    r = judge("deck", "check", str(LEGAL), "--date", DAY, "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert list(data)[:5] == ["legal", "date", "problems", "cards", "totals"]
    assert data["legal"] is True and data["totals"] == {"deck": 40, "partner": 1, "case": 1}
    assert {"id", "number", "name", "count", "type", "level"} <= set(data["cards"][0])
    assert [c["type"] for c in data["cards"][:2]] == ["partner", "case"]
    bad = tmp_path / "bad.txt"
    bad.write_text(legal_text() + "1 B01017\n", encoding="utf-8")
    r = judge("deck", "check", str(bad), "--date", DAY, "--json")
    assert r.returncode == 1
    problem = json.loads(r.stdout)["problems"][0]
    assert set(problem) >= {"line", "code", "message", "cites"} and problem["cites"][0]["page"] == 7


def test_human_view_gives_the_verdict_first_then_problems_then_the_list(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(legal_text().replace("1 B01016 ", "1 B01999 "), encoding="utf-8")
    out = judge("deck", "check", str(bad), "--date", DAY, "--lang", "en").stdout
    assert out.index("NOT LEGAL") < out.index("unknown-card") < out.index("list (by type")
    assert "p.7" in out and "Ver.2.5" in out and "snapshot 2026-08-22" in out


@pytest.mark.parametrize("make", ["missing", "directory", "binary", "huge"])
def test_an_unreadable_deck_file_is_exit_2_with_one_clear_line(tmp_path, make):
    path = tmp_path / "deck.txt"
    if make == "directory":
        path.mkdir()
    elif make == "binary":
        path.write_bytes(b"\x00\x01\xff" * 10)
    elif make == "huge":
        path.write_text("3 B01065\n" * 200_000, encoding="utf-8")
    r = judge("deck", "check", str(path))
    assert r.returncode == 2 and "Traceback" not in r.stderr and r.stderr.startswith("error:")


@pytest.mark.parametrize("line,count,number", [
    ("３枚 B01005", 3, "B01005"), ("B01007 3枚", 3, "B01007"), ("3 x 工藤新一 (B01009)", 3, "B01009"),
    ("3x B01010 Kogoro Mori", 3, "B01010"), ("B01012 3 ใบ", 3, "B01012"), ("3 copies B01013", 3, "B01013"),
    ("2\tB01014", 2, "B01014"), ("B01015\t2", 2, "B01015"), ("1 少年探偵団 # a name", 1, "B01022"),
    ("1 Midori Kuriyama", 1, "B03009"), ("b1016p", 1, "B01016P"),
])
def test_line_styles_players_write_are_read(line, count, number):
    read = read_list(line + "\n", cards.load())
    assert read.problems == [] and [(e.count, e.number) for e in read.entries] == [(count, number)]


def test_a_number_beside_the_name_of_another_card_is_reported():
    text = legal_text().replace("1 B01016 ", "1 B01016 沖矢昴 ")
    assert (line_of(text, "1 B01016 沖矢昴"), "name-mismatch") in problems(text)
