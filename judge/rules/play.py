"""p.11 Use a card from hand; p.12 case colour and Switch; p.26 an MR entering."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import continuous, doing, effects, restrictions, triggers, watchers, zones
from judge.i18n import Pair, messages, say
from judge.rules.core import Forbidden, Game, GameOver, Procedure, Prompt, label
from judge.scripts.words import COLOR_TH, static_words
from judge.state import Card

SCENE_SIZE = 5  # p.12 (switch): a scene holds at most five characters; a sixth enters by Switch


messages({
    "play.not-in-hand": ("{ref} is not in {player}'s hand", "{ref} ไม่อยู่ในมือของ {player}"),
    "play.level": ("{card} is level {level} but {player}'s File Area holds {count} card(s) ({how}: level must be at "
                   "most the File count, an assisting Partner counted)",
                   "{card} เลเวล {level} แต่ไฟล์โซนของ {player} มี {count} ใบ ({how}: เลเวลต้องไม่เกินจำนวนการ์ดในไฟล์ "
                   "นับพาร์ทเนอร์ที่แอสซิสต์ด้วย)"),
    "play.colour": ("{card} is {colours} but {player}'s case is {case}: {how} uses only cards of the case's colour, "
                    "and a two-colour card needs both",
                    "{card} เป็นสี {colours} แต่คดีของ {player} เป็นสี {case}: {how} ใช้ได้เฉพาะการ์ดสีเดียวกับคดี "
                    "และการ์ดสองสีต้องตรงทั้งสองสี"),
    "play.no-colour": ("none", "ไม่มี"),
    "play.event-unmet": ("{card} can be used only if {condition}, and that does not hold now",
                         "{card} ใช้ได้เฉพาะเมื่อ {condition} ซึ่งตอนนี้ไม่เป็นเช่นนั้น"),
    "play.ignores-colour": ("{card} is used without the case's colour: its ability lets it ignore the case colour",
                            "{card} ถูกใช้โดยไม่ตรงสีคดี: ความสามารถของการ์ดนี้ทำให้ไม่ต้องตรงสีคดี"),
    "play.switch-event": ("Switch is for characters entering a full scene; an event does not enter the scene",
                          "สวิตช์ใช้กับตัวละครที่เข้าที่เกิดเหตุที่เต็มแล้ว; การ์ดอีเวนต์ไม่ได้เข้าที่เกิดเหตุ"),
    "play.switch-missing": ("Switch must name a character in {owner}'s scene; {ref} is not there",
                            "สวิตช์ต้องระบุตัวละครในที่เกิดเหตุของ {owner}; {ref} ไม่อยู่ที่นั่น"),
    "play.switch-not-full": ("Switch is allowed only when the scene is full ({size}); {owner}'s scene holds {count}",
                             "สวิตช์ทำได้เฉพาะเมื่อที่เกิดเหตุเต็ม ({size}); ที่เกิดเหตุของ {owner} มี {count}"),
    "play.full": ("{owner}'s scene already holds {size} characters: name one to Switch out (`play {id} switch ID`)",
                  "ที่เกิดเหตุของ {owner} มีตัวละครครบ {size} แล้ว: ระบุตัวที่จะสวิตช์ออก (`play {id} switch ID`)"),
    "play.once": ("{player} has already used a card from hand this turn (once per turn)",
                  "{player} ใช้การ์ดจากมือไปแล้วในเทิร์นนี้ (เทิร์นละครั้ง)"),
    "play.after-next-hint": ("{player} did a Next Hint this turn: using a card from hand is no longer allowed",
                             "{player} ทำเน็กซ์ฮินต์ในเทิร์นนี้แล้ว: ใช้การ์ดจากมือไม่ได้อีก"),
    "play.from-hand": ("use a card from hand", "ใช้การ์ดจากมือ"),
    "play.switch-why": ("Switch: any character may be chosen", "สวิตช์: เลือกตัวละครใดก็ได้"),
    "play.mr-why": ("an MR entered the scene", "MR เข้าที่เกิดเหตุ"),
    "play.mr-partner-zone": ("{card} in the Partner zone is removed: an MR entered the scene",
                             "{card} ในพาร์ทเนอร์โซนถูกรีมูฟ: MR เข้าที่เกิดเหตุ"),
    "play.gale-next": ("{card} is not the first to enter this turn, but an effect lets it ignore the Gale condition",
                       "{card} ไม่ใช่ใบแรกที่ลงในเทิร์นนี้ แต่เอฟเฟกต์ทำให้ไม่ต้องตรงเงื่อนไขชิปปุ"),
    "play.enters": ("{card} enters {owner}'s scene, active, in intro state ({why})",
                    "{card} เข้าที่เกิดเหตุของ {owner} แบบแอคทีฟ ในสถานะประกาศตัว ({why})"),
    "play.event": ("{player} uses the event {card}", "{player} ใช้การ์ดอีเวนต์ {card}"),
    "play.event-removed": ("{card} goes to the Remove Area after its effect", "{card} ไปรีมูฟโซนหลังทำเอฟเฟกต์"),
})


def colour_allows(game: Game, player: str, card: Card, next_hint: bool = False) -> bool:
    """p.12 (case-color) — the card's colours must all be colours of the player's case (two-colour cards need both),
    unless its ability lets it ignore the case colour (`next_hint`: the use is by Next Hint)."""
    case_colors = game.pos.players[player].case.colors
    for colour in card.colors:  # (a loop over one or two colours: asked for every card a line may use)
        if colour not in case_colors:
            return ignores_case_colour(game, card, next_hint)
    return True


def ignores_case_colour(game: Game, card: Card, next_hint: bool = False) -> bool:
    """p.12 (case-color) — "used from hand, this character may ignore the case colour" (`ignore_case_colour` in its
    script: true, or gates — validity icons, conditions — that must all hold now; `next-hint`: only when used by Next
    Hint): a card without the case's colour may be used from hand or by Next Hint (official Q&A on B03126)."""
    gates = card.ignore_case_colour
    if gates == "next-hint":  # "used from hand by Next Hint, …" (official Q&A on B02087: only then)
        return next_hint
    return bool(gates) and (gates is True or continuous.gates_hold(game, gates, card))


def why_not_use(game: Game, player: str, card: Card | None, card_id: str, switch: str | None, file_count: int,
                how: str, next_hint: bool = False) -> Forbidden | None:
    """p.11 (play-from-hand), p.12 (case-color, switch) — why this card cannot be used from hand now: it is
    not in hand, its level is above the File count, its colour is not the case's, or the Switch is wrong."""
    if card is None:
        return Forbidden(say("play.not-in-hand", ref=f"{player}.{card_id}", player=player), "play-from-hand")
    level = game.pos.value(card, "level")  # in the hand: its own abilities there may change it (p.21)
    if level > file_count:
        return Forbidden(say("play.level", card=label(card), level=level, player=player, count=file_count,
                             how=how), "play-from-hand")
    if not colour_allows(game, player, card, next_hint):
        colours = _colour_pair(card.colors)
        case = _colour_pair(game.player(player).case.colors) if game.player(player).case.colors else say("play.no-colour")
        return Forbidden(say("play.colour", card=label(card), colours=colours, player=player, case=case, how=how),
                         "case-color")
    if card.type != "character":
        if switch is not None:
            return Forbidden(say("play.switch-event"),
                             "switch")
        # "this turn, you cannot use events" (rules/restrictions.py); "this event can be used only if …"
        return restrictions.barred(game, player, "event") or why_not_event(game, card)
    barred = restrictions.barred(game, player, "character", card)  # "you cannot use characters from hand other
    if barred:  # than [探偵] ones (Next Hint included)" (a Case card's, official Q&A on B05120)
        return barred
    scene = game.pos.players[card.owner].scene  # (Game.player's body: asked for every card a line may use)
    size = scene_size(game, card.owner)
    if switch is not None:
        if game.in_scene(card.owner, switch) is None:
            return Forbidden(say("play.switch-missing", owner=card.owner, ref=switch), "switch")
        if len(scene) < size:
            return Forbidden(say("play.switch-not-full", owner=card.owner, count=len(scene), size=size), "switch")
    elif len(scene) >= size:
        return Forbidden(say("play.full", owner=card.owner, id=card.id, size=size), "switch")
    return None


def scene_size(game: Game, owner: str) -> int:
    """p.12 (switch) — how many characters `owner`'s scene holds at most: five, or what their real Case card's
    rules say ("your scene holds at most 4", PR067: `case_rules: {scene_size: 4}`, triggers.case_rule)."""
    return triggers.case_rule(game, owner, "scene_size") or SCENE_SIZE


def _colour_pair(colors: list[str]) -> Pair:
    """Colours as words in both languages: `black/red`, `ดำ/แดง`."""
    return Pair("/".join(colors), "/".join(COLOR_TH.get(c, c) for c in colors))


def use_gates(card: Card) -> list:
    """p.11 — the gates of a real event's "this event can be used only if …" (its script's `use_if`: validity icons
    and board conditions), or none."""
    if not card.number:
        return []
    from judge.cards import scripts
    from judge.state import real_card

    return (scripts().get(real_card(card.number).id) or {}).get("use_if") or []


def why_not_event(game: Game, card: Card) -> Forbidden | None:
    """p.11, p.21 — an event whose use condition does not hold now cannot be used at all: from hand, by Next Hint or
    by an effect (official Q&A on B03029, B05042)."""
    gates = use_gates(card)
    if not gates or continuous.gates_hold(game, gates, card):
        return None
    return Forbidden(say("play.event-unmet", card=label(card), condition=Pair(
        " and ".join(static_words(g, "en") for g in gates), " และ ".join(static_words(g, "th") for g in gates))),
        "play-from-hand", "validity")


def level_allows(pos, cards: list[Card], file_count: int) -> list[Card]:
    """p.11 (play-from-hand) — the cards of `cards` whose current level is at most `file_count`: `why_not_use`'s
    level test for a whole list (the move generator names only these)."""
    return [c for c in cards if pos.value(c, "level") <= file_count]


def switch_choices(game: Game, owner: str) -> list[str | None]:
    """p.12 (switch) — what a use from hand may name to Switch out: nothing while `owner`'s scene has room
    (a Switch is refused then), else nothing (an event) or any character of the full scene."""
    scene = game.pos.players[owner].scene  # (Game.player's body, as in why_not_use)
    return [None] if len(scene) < scene_size(game, owner) else [None, *[c.id for c in scene]]


def why_not_play_now(game: Game, player: str) -> Forbidden | None:
    """p.11 (play-from-hand) — once per turn, not after a Next Hint: whatever card the line names."""
    p = game.pos.players[player]  # (Game.player's body: asked at every line of the main phase)
    if p.played_from_hand:
        return Forbidden(say("play.once", player=player), "play-from-hand")
    if p.next_hint_used:
        return Forbidden(say("play.after-next-hint", player=player),
                         "play-from-hand", "supp-next-hint-limits")
    return None


def why_not_play(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.11 (play-from-hand) — `why_not_play_now`, then `why_not_use`."""
    player = act.player
    p = game.player(player)
    why = why_not_play_now(game, player)
    if why:
        return why
    return why_not_use(game, player, game.find(player, act.card, "hand"), act.card, act.switch,
                       p.file_count, say("play.from-hand"))


def first_to_enter(p) -> bool:
    """Would a character entering `p`'s scene now be the first this turn? None entered yet: none counted, and
    none in the scene is in intro state (a position may say so of a character without counting it)."""
    return not p.entries_this_turn and not any(c.entered_this_turn for c in p.scene)


def enter_scene(game: Game, card: Card, switch: str | None, why: str, asleep=None, by=None) -> None:
    """Put a character into the scene, active and in intro state; Switch when full (p.12); MR (p.26).
    Legality (a full scene, the Switch) is `why_not_use`'s. `asleep`: the reason an effect puts it in asleep
    ("put it into the scene asleep"), done before its On Play and the watchers see it (p.21). `by`: the card whose
    ability or effect puts it in (None from hand), which "if it was put in by …" reads."""
    p = game.player(card.owner)
    if switch is not None:
        zones.remove_from_scene(game, game.in_scene(card.owner, switch), say("play.switch-why"),
                                "switch", cause=("switch", None))
    if card.mr:
        olds = [c for c in [*p.scene, *p.partner_zone] if c.mr]
        for old in olds:
            if old in p.scene:
                zones.remove_from_scene(game, old, say("play.mr-why"), "mr", "supp-mr", cause=("rule", None))
            else:
                zones.to_removed(game, old)
                if game.trace:
                    game.log(say("play.mr-partner-zone", card=label(old)), "mr", "supp-mr")
    first = first_to_enter(p)
    ignores = p.gale_next and not first  # "the next to enter ignores the Gale condition" (B09090)
    p.entries_this_turn += 1
    p.gale_next = False
    zones.into_scene(game, card)
    card.entered_by = by
    if game.trace:
        game.log(say("play.enters", card=label(card), owner=card.owner, why=why), "play-from-hand",
                 "intro-state")
    continuous.enter(game, card)  # "enters the scene asleep" (p.21)
    if asleep is not None:
        effects.set_state(game, card, "sleep", asleep, "card-states", entering=True)
    triggers.queue(game, card, "on_play", "supp-icons")
    if ignores and game.trace and card.triggers.get("on_gale"):
        game.log(say("play.gale-next", card=label(card)), "supp-icons")
    if first or ignores:  # 疾風 (Gale): the first character to enter its owner's scene this turn (supplement p.24)
        waiting = len(game.pending)
        triggers.queue(game, card, "on_gale", "supp-icons", "intro-state")
        if len(game.pending) > waiting:  # it triggered: "a character that triggered [Gale] this turn" (B09070)
            p.remember("gale", card.id)
    watchers.fire(game, "watch_enter", [card], "intro-state")


def use_card(game: Game, player: str, card_id: str, switch: str | None, file_count: int,
             how: str, next_hint: bool = False, first: Procedure | None = None) -> Procedure:
    """Use one card from hand: a character enters the scene, an event does its effect then goes to the Remove Area.
    `first`: what the using ability does once the event has left the hand, before its effect ("resolve this effect,
    then the event's", B09039)."""
    card = game.find(player, card_id, "hand")
    why = why_not_use(game, player, card, card_id, switch, file_count, how, next_hint)
    if why:
        raise why
    if game.trace and card.ignore_case_colour and not set(card.colors) <= set(game.player(player).case.colors):
        game.log(say("play.ignores-colour", card=label(card)), "case-color")
    if card.type == "character":
        enter_scene(game, card, switch, how)
        return
        yield  # a character asks nothing
    zones.take(game, card)  # in no zone while its effect is done
    if game.trace:
        game.log(say("play.event", player=player, card=label(card)), "play-from-hand", "event-card")
    if first is not None:
        yield from first
    try:
        yield from doing.run_ability(game, card.effect or [], player, label(card), card=card)
    except GameOver:  # the game ended during the effect: the card still ends up somewhere
        zones.to_removed(game, card)
        raise
    if zones.host_of(game, card) is not None:  # set on a character by its effect: it stays there (p.23)
        return
    if zones.zone_of(game, card) is not None:  # its effect put it somewhere ("put this card into your Partner
        return  # zone"): it stays there
    zones.to_removed(game, card)
    if game.trace:
        game.log(say("play.event-removed", card=label(card)), "play-from-hand")


def play_from_hand(game: Game, act: Action) -> Procedure:
    """p.11 (play-from-hand) — use one card whose level ≤ File count; once per turn, not after a Next Hint."""
    player = act.player
    p = game.player(player)
    why = why_not_play(game, act)
    if why:
        raise why
    p.played_from_hand = True
    # "when you use a [Green] event" (a watcher with no `via`, or `via: hand`) triggers as the card is used and
    # waits until its effect is done, as for Next Hint (p.21, p.22; official Q&A on B03028, B08020)
    found = watchers.seen(game, "watch_use", [game.find(player, act.card, "hand")], player=player, via="hand")
    yield from use_card(game, player, act.card, act.switch, p.file_count, say("play.from-hand"))
    watchers.wait(game, found, "play-from-hand")
