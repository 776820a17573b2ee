"""Thai ruling text names cards and features in Thai with the Japanese printed on the card beside (issue 33)."""

import re
import sys
from pathlib import Path

import pytest
import yaml

from judge import rulings
from judge.cardnames import thai_name

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import thai_names_in_rulings as tool  # noqa: E402

NUMBER_AT_END = re.compile(r"\s+[A-Za-z]{1,2}\d{3,5}(?:P\d?|Sec\d)?$")


@pytest.fixture(autouse=True)
def _no_user_list(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "judge-data"))


def test_every_card_mention_in_thai_ruling_text_carries_its_thai_name():
    """《ซูซูกิ โซโนโกะ 鈴木園子 B03054》: wherever card_data/names-th.yaml gives the card a Thai name."""
    missing = []
    for r in rulings.all_rulings():
        for key in ("question", "answer"):
            for inner in re.findall(r"《([^》]*)》", r.__dict__[key]["th"]):
                name = NUMBER_AT_END.sub("", inner)
                start = re.search(r"[\u3040-\u9fff「A-Za-z]", name)  # the card's own (Japanese) name
                shown, ja = name[:start.start()].strip(), name[start.start():]
                th = thai_name(ja)
                if th and shown != th:
                    missing.append((r.id, inner))
    assert not missing, missing[:10]


def test_features_in_thai_ruling_text_carry_their_thai_name():
    features = yaml.safe_load((ROOT / "card_data" / "features-th.yaml").read_text(encoding="utf-8"))["features"]
    bare = []
    for r in rulings.all_rulings():
        for key in ("question", "answer"):
            for inner in re.findall(r"\[([^\[\]]*)\]", r.__dict__[key]["th"]):
                if inner in features:
                    bare.append((r.id, inner))
    assert not bare, bare[:10]


def test_the_thai_names_tool_has_nothing_left_to_do_and_changes_only_thai_lines(tmp_path):
    """tools/thai_names_in_rulings.py is idempotent and has been run on every ruling."""
    assert [p.name for p in sorted((ROOT / "rulings").glob("*.yaml")) if tool.rewrite_file(p)] == []
    sample = tmp_path / "x.yaml"
    sample.write_text((ROOT / "rulings" / "c0001-q1-triggers-on-a-later-next-hint-use.yaml").read_text(encoding="utf-8")
                      .replace("เอโดงาวะ โคนัน 江戸川コナン", "江戸川コナン"), encoding="utf-8")
    new = tool.rewrite_file(sample)
    assert new is not None and "《เอโดงาวะ โคนัน 江戸川コナン B01005》" in new


@pytest.mark.parametrize("text,want", [
    ("《鈴木園子 B03054》", "《ซูซูกิ โซโนโกะ 鈴木園子 B03054》"),
    ("ตัวละครชื่อ 阿笠博士", "ตัวละครชื่อ ด็อกเตอร์อากาสะ 阿笠博士"),
    ("{ลักษณะ [警察]} [ตำรวจ]", "{ลักษณะ [ตำรวจ 警察]} [ตำรวจ 警察]"),
    ("【絆】", "【บอนด์ 絆】"),
    ("《「赤井…秀一!?」 B01077》", "《「อาคาอิ…ชูอิจิ!?」 「赤井…秀一!?」 B01077》"),  # an event named after a line
    ("《結成 少年探偵団 B03006》", "《ก่อตั้งขบวนการนักสืบเยาวชน 結成 少年探偵団 B03006》"),  # not the feature inside it
    ("《B05041》", "《「อย่าห่างไปจากข้างฉันนะ…」 「オレのそばから離れんなや…」 B05041》"),  # a number alone: its name
    ("《「アイスクリームは……甘いんだぜ!!」\u3000 B07054》",  # the list's name ends in an ideographic space
     "《「ไอศกรีมน่ะ……หวานนะ!!」 「アイスクリームは……甘いんだぜ!!」\u3000 B07054》"),
    ("《謎の人物 X01001》", "《謎の人物 X01001》"),  # no card of the list: as written
    ('เช่น "毛利" หรือ "服部"', 'เช่น "毛利" หรือ "服部"'),  # short forms, not names
])
def test_thai_names_are_put_beside_the_japanese(text, want):
    assert tool.rewrite(text) == want and tool.rewrite(want) == want
