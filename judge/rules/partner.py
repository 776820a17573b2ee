"""p.13 Partner: [Assist] and [Case Closed], both with a Sleep cost."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import doing, restrictions, triggers, watchers
from judge.i18n import Pair, messages, say
from judge.rules.core import Forbidden, Game, Procedure, Prompt, word
from judge.scripts.words import COLOR_TH


ASSIST, CASE_CLOSED = Pair("[Assist]", "[แอสซิสต์]"), Pair("[Case Closed]", "[ปิดคดี]")

messages({
    "partner.asleep": ("{player}'s Partner is asleep: {ability} has a [Sleep] cost and needs an active Partner",
                       "พาร์ทเนอร์ของ {player} สลีปอยู่: {ability} มีคอสต์ [สลีป] จึงต้องใช้พาร์ทเนอร์ที่แอคทีฟ"),
    "partner.in-file": ("{player}'s Partner is in the File Area: {ability} is used from the Partner zone",
                        "พาร์ทเนอร์ของ {player} อยู่ในไฟล์โซน: {ability} ใช้ได้จากพาร์ทเนอร์โซนเท่านั้น"),
    "partner.case-phase": ("{player}'s case is in the Case Phase: [Case Closed] needs the Resolution Phase",
                           "คดีของ {player} อยู่ในช่วงสืบคดี: [ปิดคดี] ต้องอยู่ในช่วงไขคดี"),
    "partner.cost": ("{player} sleeps the Partner to pay {ability}'s cost",
                     "{player} ทำให้พาร์ทเนอร์สลีปเพื่อจ่ายคอสต์ของ {ability}"),
    "partner.assists": ("{player}'s Partner moves to the File Area: it counts as a File card ({count})",
                        "พาร์ทเนอร์ของ {player} ไปไฟล์โซน: นับเป็นการ์ดในไฟล์ ({count})"),
    "partner.resolution": ("{player}'s File Area holds {count} ≥ 7: the case turns to the Resolution Phase (it must, "
                           "and never turns back)",
                           "ไฟล์โซนของ {player} มี {count} ≥ 7: คดีพลิกเป็นช่วงไขคดี (ต้องพลิก และไม่พลิกกลับ)"),
    "partner.closed": ("{player} declares Case Closed with {have} evidence ≥ case level {level} ({which} player)",
                       "{player} ประกาศปิดคดีด้วยหลักฐาน {have} ≥ เลเวลคดี {level} (ผู้เล่น{which})"),
    "partner.win-reason": ("Case Closed", "ปิดคดี"),
    "partner.rewritten": ("{player}'s case {case} rewrites the [Case Closed] of a {color} Partner: {player}'s "
                          "Partner uses that one in place of its own",
                          "คดี {case} ของ {player} เขียน [ปิดคดี] ของพาร์ทเนอร์สี{color}ใหม่: พาร์ทเนอร์ของ {player} "
                          "ใช้ความสามารถนั้นแทนของตัวเอง"),
    "partner.rewrite-cost": ("{player}'s rewritten [Case Closed] removes {count} evidence as its cost but {player} "
                             "has {have}: a cost that cannot be paid in full cannot be paid",
                             "[ปิดคดี] ที่ถูกเขียนใหม่ของ {player} ต้องรีมูฟหลักฐาน {count} ใบเป็นคอสต์ แต่ {player} มี "
                             "{have} ใบ: คอสต์ที่จ่ายไม่ครบจ่ายไม่ได้เลย"),
    "partner.rewrite-source": ("[Case Closed] rewritten by {case}", "[ปิดคดี] ที่ถูกเขียนใหม่โดย {case}"),
    "partner.not-closed": ("{player} declares Case Closed but has {have} evidence < case level {level} ({which} "
                           "player): no win",
                           "{player} ประกาศปิดคดีแต่มีหลักฐาน {have} < เลเวลคดี {level} (ผู้เล่น{which}): ยังไม่ชนะ"),
})


def _why_not_sleep_partner(game: Game, player: str, ability: str) -> Forbidden | None:
    """p.13 — the [Sleep] cost: an active Partner in the Partner zone."""
    partner = game.player(player).partner
    if partner.state != "active":
        return Forbidden(say("partner.asleep", player=player, ability=ability),
                         "partner", "supp-general-qa")
    if partner.zone != "partner":
        return Forbidden(say("partner.in-file", player=player, ability=ability),
                         "partner")
    return None


def why_not_assist(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.13 (assist) — the Sleep cost can be paid."""
    return _why_not_sleep_partner(game, act.player, ASSIST)


def why_not_case_closed(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.13 (case-closed) — only in the Resolution Phase, and the Sleep cost can be paid."""
    if game.player(act.player).case.side != "solution":
        return Forbidden(say("partner.case-phase", player=act.player),
                         "case-closed", "case-sides")
    # "you cannot [Case Closed]" (a continuous ability, or an effect until a duration ends: rules/restrictions.py)
    return (restrictions.barred(game, act.player, "case-closed") or _why_not_sleep_partner(game, act.player, CASE_CLOSED)
            or _why_not_pay_rewrite(game, act.player))


def rewritten(game: Game, player: str) -> dict | None:
    """p.13 (case-closed) — the [Case Closed] the player's real Case card gives their Partner in place of its own
    (`case_closed` in its script), if the Partner has the colour it names; otherwise None: a Partner of another
    colour keeps its own (official Q&A on B05118)."""
    card = watchers.case_card(game, player)
    new = card.triggers.get("case_closed") if card else None
    return new if new and new["partner"] in triggers.partner_colors(game, player) else None


def _rewrite_costs(game: Game, player: str, new: dict) -> list[int]:
    """The evidence each `remove_evidence` cost of a rewritten [Case Closed] removes (`case-level`: the case level)."""
    return [game.pos.case_level(player) if c["remove_evidence"] == "case-level" else c["remove_evidence"]
            for c in new.get("cost", [])]


def _why_not_pay_rewrite(game: Game, player: str) -> Forbidden | None:
    """p.14 (cost) — a rewritten [Case Closed]'s cost must be paid in full: enough evidence of your own."""
    new = rewritten(game, player)
    need = sum(_rewrite_costs(game, player, new)) if new else 0
    have = len(game.player(player).evidence)
    if have < need:
        return Forbidden(say("partner.rewrite-cost", player=player, count=need, have=have), "cost", "case-closed")
    return None


def _sleep_partner_as_cost(game: Game, player: str, ability: str) -> None:
    partner = game.player(player).partner
    partner.state = "sleep"
    if game.trace:
        game.log(say("partner.cost", player=player, ability=ability), "partner")


def assist(game: Game, action: Action) -> Procedure:
    """p.13 (assist) — sleep the Partner and move it to the File Area; at 7+ File cards the case turns to the
    Resolution Phase, which is not optional."""
    player = action.player
    p = game.player(player)
    why = why_not_assist(game, action)
    if why:
        raise why
    _sleep_partner_as_cost(game, player, ASSIST)
    p.partner.zone = "file"
    if game.trace:
        game.log(say("partner.assists", player=player, count=p.file_count), "assist")
    if p.file_count >= 7 and p.case.side != "solution":
        p.case.side = "solution"
        if game.trace:
            game.log(say("partner.resolution", player=player, count=p.file_count), "assist", "case-sides")
        watchers.case_solution(game, player)
    return
    yield


def case_closed(game: Game, action: Action) -> Procedure:
    """p.13 (case-closed) — only in the Resolution Phase: sleep the Partner; evidence ≥ case level wins."""
    player = action.player
    p = game.player(player)
    why = why_not_case_closed(game, action)
    if why:
        raise why
    _sleep_partner_as_cost(game, player, CASE_CLOSED)
    new = rewritten(game, player)
    if new:
        yield from _rewritten_case_closed(game, player, new)
        return
    level = game.pos.case_level(player)
    have = len(p.evidence)
    which = word("first" if player == game.pos.first else "second")
    if have >= level:
        if game.trace:
            game.log(say("partner.closed", player=player, have=have, level=level, which=which),
                     "case-closed")
        game.win(player, say("partner.win-reason"), "case-closed", "how-to-win")
    if game.trace:
        game.log(say("partner.not-closed", player=player, have=have, level=level, which=which), "case-closed")
    return
    yield


def _rewritten_case_closed(game: Game, player: str, new: dict) -> Procedure:
    """p.13 (case-closed) — the Partner (already slept) uses the ability its case rewrote its own into: the rest of
    its cost, then its effect (evidence ≥ case level alone wins nothing here)."""
    case = watchers.case_card(game, player)
    if game.trace:
        game.log(say("partner.rewritten", player=player, case=case.name, color=Pair(new["partner"], COLOR_TH[new["partner"]])), "case-closed")
    source = say("partner.rewrite-source", case=case.name)
    for n in _rewrite_costs(game, player, new):
        yield from doing.run(game, [{"remove_evidence": n, "player": "self"}], player, source, card=case)
    yield from doing.run(game, new.get("effect", []), player, source, card=case)
