"""Tag what each card's text asks of the engine (a developer's tool; not shipped, not run by tests).

Reads the official Japanese texts (../shared/cards/texts-ja.json, for reading only) and writes
card_data/needs.yaml: card ID -> the census items (docs/card-scripts.md, "Coverage") its text
needs, found by short Japanese patterns. `judge cards coverage` subtracts what the engine
supports to say what each unscripted card is missing. Coarse by design: a pattern can miss or
over-tag; the script, once written and tested, is what counts.

    python tools/tag_needs.py [path/to/texts-ja.json]
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (item, pattern) — patterns run on NFKC text with reminder text removed; first the timings and
# gates, then selectors and conditions, then effects. Items are the census's names.
PATTERNS = [
    ("T:on_play", r"【登場時】"), ("T:declare", r"【宣言】"), ("T:on_remove", r"【現場リムーブ時】"),
    ("T:on_disguise", r"【変装時】"), ("T:evidence_destruction", r"【証拠隠滅】"),
    ("T:on_case_solution", r"この事件が解決編になったとき"), ("T:end_of_turn", r"ターン終了時、"),
    ("T:start_of_main", r"メインフェイズ開始時"), ("T:on_action", r"このキャラがアクション(?:\[[^\]]+\])?したとき"),
    ("T:on_deduce", r"このキャラが推理したとき"), ("T:on_contact", r"このキャラが.*コンタクトしたとき"),
    ("T:on_action_end", r"このキャラのアクション終了時"), ("T:on_defeat", r"このキャラとのコンタクト"),
    ("T:watch_enter", r"(?<!この)キャラが.*登場したとき"), ("T:watch_leave", r"(?:リムーブされたとき|離れたとき)"),
    ("T:watch_action", r"(?<!この)キャラがアクション(?:\[[^\]]+\])?したとき"), ("T:watch_deduce", r"(?<!この)キャラが推理したとき"),
    ("T:watch_use", r"使用したとき"), ("T:watch_evidence", r"証拠を得たとき"), ("T:watch_contact", r"(?<!この)キャラがコンタクトしたとき"),
    ("T:static", r"^(?!【).*(?:AP\+|LP\+|できない|ガードできる|選ばれない)"),
    ("L:1-per-turn", r"【ターン1】"), ("L:2-per-turn", r"【ターン2】"), ("V:bond", r"【絆"),
    ("V:stacked", r"【\d枚以上】"), ("V:case-or", r"【事件.or.】"),
    ("Q:choose_up_to", r"\d枚まで選"), ("Q:choose_exact", r"(?<!まで)\d枚選び"), ("Q:choose_any_number", r"好きな数"),
    ("Q:level_ref", r"レベル\d+(?:以下|以上)"), ("Q:ap_ref", r"AP\d+(?:以下|以上)"), ("Q:lp_ref", r"LP\d+(?:以下|以上)|LP0の"),
    ("Q:feature_ref", r"特徴\["), ("Q:name_ref", r"カード名\["), ("Q:color_ref", r"【[赤青黄緑白黒]】の|以外の色"),
    ("Q:state_ref", r"(?:スリープ|スタン|アクティブ)状態の"), ("Q:other_than_self", r"このキャラ以外"),
    ("Q:own_side", r"自分の現場にいる"), ("Q:opponent_side", r"相手の現場にいる"),
    ("Q:if_you_do", r"そうした場合|そうしなかった場合"), ("Q:optional", r"てもよい"), ("Q:if_board", r"現場に.*(?:いる|いない)場合"),
    ("Q:if_zone_count", r"(?:FILEエリア|リムーブエリア|手札|証拠).*\d+(?:枚|つ)以(?:上|下)(?:ある|の)場合"),
    ("Q:if_found", r"(?:公開した|発見された|リムーブされた)カードが"), ("Q:for_each", r"につき|に等しい"),
    ("Q:instead", r"代わりに"), ("Q:in_contact_ref", r"(?:コンタクト|アクション)中のキャラ"),
    ("E:discard", r"手札を\d枚リムーブ"), ("E:opp_discard", r"相手は手札を"), ("E:remove_char", r"選び、リムーブする"),
    ("E:to_deck_bottom", r"デッキの下に移す"), ("E:to_deck_top", r"デッキの上に移す"),
    ("E:play_from_remove", r"リムーブエリアにある.*登場させる"), ("E:play_from_hand", r"手札から.*登場させ"),
    ("E:play_from_deck", r"(?:その中から|それを).*登場させ"), ("E:salvage", r"リムーブエリアにある.*手札に加え"),
    ("E:take_from_looked", r"その中から.*手札に加え"), ("E:rest_to_bottom", r"残りを.*デッキの下"),
    ("E:reveal_until", r"出るまで"), ("E:shuffle_deck", r"シャッフル"), ("E:grant_keyword", r"〚[^〛]+〛を(?:与える|持つ)"),
    ("E:grant_ability", r"「[^」]+」を(?:与える|持つ)"), ("E:set_card", r"裏向きでセット"), ("E:attach_event", r"このイベントを.*セットする"),
    ("E:remove_set_card", r"セットされているカードを.*リムーブ"), ("E:card_to_evidence", r"証拠として得る"),
    ("E:opp_draw", r"相手はカードを\d枚引く"), ("E:bounce_to_hand", r"手札に移す"), ("E:flip_evidence", r"(?:表|裏)向きにする"),
    ("E:negate", r"無効にする"), ("E:level_mod", r"レベル[+-]\d"), ("E:ap_static", r"(?<!ターン終了時まで)(?<!まで)AP\+\d+する"),
    ("E:lp_static", r"^(?!.*まで).*LP\+\d"), ("E:cannot_be_chosen", r"選ばれない"), ("E:cannot_be_removed", r"リムーブされない|現場に残る"),
    ("E:action_restriction", r"アクションできない|ガードできない"), ("E:action_permission", r"指定してアクションできる|状態でもガードできる"),
    ("E:enters_asleep", r"スリープ状態で登場する"), ("E:evidence_to_hand", r"証拠.*手札に加える|このカードを手札に加える"),
    ("E:reveal_hand", r"手札を公開"), ("E:lose_game", r"ゲームに敗北"), ("E:investigate", r"〚捜査\d〛"),
    ("E:remove_evidence", r"証拠を.*リムーブ"), ("E:file_to_hand", r"FILEエリアにある.*手札に加え"),
]
COMPILED = [(item, re.compile(p, re.MULTILINE)) for item, p in PATTERNS]
REMINDER = re.compile(r"\([^()]*\)")


def needs(card: dict) -> list[str]:
    found = []
    for key in ("text", "spark", "cut_in", "disguise"):
        text = REMINDER.sub("", unicodedata.normalize("NFKC", card.get(key) or "").replace("<br>", "\n"))
        if not text:
            continue
        if key == "spark":
            found.append("T:spark")
        elif key == "cut_in":
            found.append("T:cut_in")
        elif key == "disguise":
            found.append("T:disguise")
        found += [item for item, pattern in COMPILED if pattern.search(text)]
    return sorted(set(found))


def main(argv: list[str]) -> int:
    texts = json.loads(Path(argv[0] if argv else ROOT.parent / "shared" / "cards" / "texts-ja.json").read_text("utf-8"))
    lines = ["# What each card's text asks of the engine, by census item (tools/tag_needs.py; coarse by design).",
             "# `judge cards coverage` subtracts what the engine supports to say what an unscripted card is missing."]
    for cid in sorted(texts):
        lines.append(f'"{cid}": [{", ".join(needs(texts[cid]))}]')
    (ROOT / "card_data" / "needs.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(texts)} cards tagged")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
