"""p.13 Partner: [Assist] and [Case Closed], both with a Sleep cost."""

from __future__ import annotations

from judge.lines import Action
from judge.rules import watchers
from judge.rules.core import Forbidden, Game, Procedure, Prompt


def _why_not_sleep_partner(game: Game, player: str, ability: str) -> Forbidden | None:
    """p.13 — the [Sleep] cost: an active Partner in the Partner zone."""
    partner = game.player(player).partner
    if partner.state != "active":
        return Forbidden(f"{player}'s Partner is asleep: {ability} has a [Sleep] cost and needs an active Partner",
                         "partner", "supp-general-qa")
    if partner.zone != "partner":
        return Forbidden(f"{player}'s Partner is in the File Area: {ability} is used from the Partner zone",
                         "partner")
    return None


def why_not_assist(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.13 (assist) — the Sleep cost can be paid."""
    return _why_not_sleep_partner(game, act.player, "[Assist]")


def why_not_case_closed(game: Game, act: Action, prompt: Prompt | None = None) -> Forbidden | None:
    """p.13 (case-closed) — only in the Resolution Phase, and the Sleep cost can be paid."""
    if game.player(act.player).case.side != "solution":
        return Forbidden(f"{act.player}'s case is in the Case Phase: [Case Closed] needs the Resolution Phase",
                         "case-closed", "case-sides")
    return _why_not_sleep_partner(game, act.player, "[Case Closed]")


def _sleep_partner_as_cost(game: Game, player: str, ability: str) -> None:
    partner = game.player(player).partner
    partner.state = "sleep"
    game.log(f"{player} sleeps the Partner to pay {ability}'s cost", "partner")


def assist(game: Game, action: Action) -> Procedure:
    """p.13 (assist) — sleep the Partner and move it to the File Area; at 7+ File cards the case turns to the
    Resolution Phase, which is not optional."""
    player = action.player
    p = game.player(player)
    why = why_not_assist(game, action)
    if why:
        raise why
    _sleep_partner_as_cost(game, player, "[Assist]")
    p.partner.zone = "file"
    game.log(f"{player}'s Partner moves to the File Area: it counts as a File card ({p.file_count})", "assist")
    if p.file_count >= 7 and p.case.side != "solution":
        p.case.side = "solution"
        game.log(f"{player}'s File Area holds {p.file_count} ≥ 7: the case turns to the Resolution Phase "
                 f"(it must, and never turns back)", "assist", "case-sides")
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
    _sleep_partner_as_cost(game, player, "[Case Closed]")
    level = game.pos.case_level(player)
    have = len(p.evidence)
    which = "first" if player == game.pos.first else "second"
    if have >= level:
        game.log(f"{player} declares Case Closed with {have} evidence ≥ case level {level} ({which} player)",
                 "case-closed")
        game.win(player, "Case Closed", "case-closed", "how-to-win")
    game.log(f"{player} declares Case Closed but has {have} evidence < case level {level} ({which} player): "
             f"no win", "case-closed")
    return
    yield
