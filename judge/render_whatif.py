"""The human view of `judge whatif`: one table (the answers down the side, the outcome across, the written
line marked) and a one-sentence summary of the answers that change the result."""

from __future__ import annotations

from rich.console import Group as Stack
from rich.table import Table
from rich.text import Text

from judge.i18n import messages, say
from judge.lines import Line
from judge.render import book_line, plain
from judge.rulebook import PRIMARY, load
from judge.thaiwrap import thai_table
from judge.rules.core import cite
from judge.i18n import render as render_text
from judge.whatif import Answer, Decisive, Outcome, WhatIf

messages({
    "whatif.heading": ("What if: {branches} branch(es) from line {start}, {outcomes} different outcome(s)",
                       "ถ้าหาก: {branches} แขนง ตั้งแต่บรรทัดที่ {start}, ผลลัพธ์ต่างกัน {outcomes} แบบ"),
    "whatif.col-answers": ("answers (branch: the answers taken)", "คำตอบ (แขนง: คำตอบที่เลือก)"),
    "whatif.col-winner": ("winner", "ผู้ชนะ"),
    "whatif.col-forbidden": ("forbidden line", "บรรทัดที่ถูกห้าม"),
    "whatif.col-expect": ("expectations", "สิ่งที่คาดไว้"),
    "whatif.col-changes": ("changes from the written line", "ความต่างจากบรรทัดที่เขียนไว้"),
    "whatif.written-mark": ("★ the written line", "★ ตามบรรทัดที่เขียนไว้"),
    "whatif.no-answer": ("no answer is awaited anywhere", "ไม่มีจุดใดที่รอคำตอบ"),
    "whatif.assumed": ("assumed", "สันนิษฐาน"),
    "whatif.none": ("none", "ไม่มี"),
    "whatif.same": ("the same final position", "ตำแหน่งสุดท้ายเหมือนกัน"),
    "whatif.summary-none": ("No answer changes the result: all {count} branch(es) end as the written line does.",
                            "ไม่มีคำตอบใดเปลี่ยนผล: ทั้ง {count} แขนงจบเหมือนบรรทัดที่เขียนไว้"),
    "whatif.summary-some": ("{answers}; nothing else changes the result.",
                            "{answers}; คำตอบอื่นไม่เปลี่ยนผล"),
    "whatif.effect": ("{answers} → {effect}", "{answers} → {effect}"),
    "whatif.effect-wins": ("{player} wins", "{player} ชนะ"),
    "whatif.effect-no-winner": ("nobody wins", "ไม่มีผู้ชนะ"),
    "whatif.effect-forbidden": ("line {n} is forbidden", "บรรทัดที่ {n} ถูกห้าม"),
    "whatif.effect-allowed": ("no line is forbidden", "ไม่มีบรรทัดที่ถูกห้าม"),
    "whatif.effect-fails": ("`{line}` fails", "`{line}` ไม่เป็นจริง"),
    "whatif.effect-holds": ("`{line}` holds", "`{line}` เป็นจริง"),
    "whatif.more-branches": ("… {count} more branch(es) end(s) this way (--json lists every branch)",
                             "… อีก {count} แขนงจบแบบนี้ (--json แสดงทุกแขนง)"),
    "whatif.more-outcomes": ("… {count} more outcome(s) of {branches} branch(es) are not shown (--json lists them "
                             "all; --from N branches only from line N on)",
                             "… ไม่ได้แสดงผลลัพธ์อีก {count} แบบ จาก {branches} แขนง (--json แสดงทั้งหมด; "
                             "--from N แตกแขนงตั้งแต่บรรทัดที่ N เท่านั้น)"),
    "whatif.truncated": ("the limit of {limit} branches was reached: more answers exist (raise --limit, or "
                         "branch from a later line with --from)",
                         "ถึงขีดจำกัด {limit} แขนงแล้ว: ยังมีคำตอบอื่นอีก (เพิ่ม --limit หรือเริ่มแตกแขนงจากบรรทัดหลังด้วย --from)"),
})


SHOWN_PER_OUTCOME = 10  # branches listed beside an outcome; the rest are counted (all of them are in --json)
SHOWN_OUTCOMES = 100  # rows of the table (a tree of 10,000 branches has about a thousand); the rest are counted


def _page(sections: tuple[str, ...]) -> str:
    pages = sorted({cite(s)["page"] for s in sections})
    return "p." + ",".join(map(str, pages))


def _answer(a: Answer) -> Text:
    t = plain(Line(a.line).text(), style="bold" if a.by == "branch" else "")  # a Thai view: the Thai verb
    if a.by == "assumed":
        t.append(f" ({say('whatif.assumed').text()})", style="yellow")
    t.append(f"  {_page(a.sections)}", style="dim")
    return t


def effect(outcome: Outcome, written: Outcome) -> str:
    """How a result differs from the written line's, in a few words: the winner, the forbidden line, the
    expectations that turn, else the first changes of the position."""
    parts = []
    if outcome.winner != written.winner:
        parts.append(say("whatif.effect-wins", player=outcome.winner).text() if outcome.winner
                     else say("whatif.effect-no-winner").text())
    if (outcome.illegal and outcome.illegal.n) != (written.illegal and written.illegal.n):
        parts.append(say("whatif.effect-forbidden", n=outcome.illegal.n).text() + f" ({_page(outcome.illegal.sections)})"
                     if outcome.illegal else say("whatif.effect-allowed").text())
    for (line, ok), (_, was) in zip(outcome.expect, written.expect):
        if ok != was:
            parts.append(say("whatif.effect-holds" if ok else "whatif.effect-fails", line=line).text())
    if not parts:
        parts = [str(c) for c in outcome.changes[:2]]
    return ", ".join(parts)


def summary(result: WhatIf) -> str:
    """One sentence: which answers change the result, and how (judge.whatif.WhatIf.decisive)."""
    decisive: list[Decisive] = result.decisive
    if not decisive:
        return say("whatif.summary-none", count=len(result.branches)).text()
    written = result.branches[0].outcome
    items = [say("whatif.effect", answers=" + ".join(Line(a).text() for a in d.answers),
                 effect=effect(d.outcome, written)).text()
             for d in decisive]
    return say("whatif.summary-some", answers="; ".join(items)).text()


def _outcome_cells(o: Outcome, written: Outcome) -> list[Text]:
    winner = Text(o.winner or "—", style="bold green" if o.winner else "dim")
    if o.illegal:
        forbidden = plain(f"{o.illegal.n}. {o.illegal_line}: {render_text(o.illegal.msg or o.illegal.reason)}", style="red")
        forbidden.append(f"  {_page(o.illegal.sections)}", style="dim")
    else:
        forbidden = Text("—", style="dim")
    expect = Text()
    for line, ok in o.expect:
        expect.append("✓ " if ok else "✗ ", style="green" if ok else "bold red")
        expect.append_text(plain(line))
        expect.append("\n")
    expect.rstrip()
    if o is written:
        changes = Text("—", style="dim")
    else:
        changes = plain("\n".join(map(str, o.changes)) or say("whatif.same").text(), newlines=True)
    return [winner, forbidden, expect if o.expect else Text("—", style="dim"), changes]


def whatif_view(result: WhatIf) -> Stack:
    """The table of outcomes (merged), each with the branches that reach it, then the summary."""
    sc = result.scenario
    groups = result.groups
    parts: list = [book_line(load(PRIMARY))]
    if sc.position.title:
        parts.append(plain(sc.position.title, style="bold"))
    parts.append(Text(say("whatif.heading", branches=len(result.branches), start=result.start,
                          outcomes=len(groups)).text(), style="bold"))
    table = Table(show_lines=True)
    for code in ("whatif.col-answers", "whatif.col-winner", "whatif.col-forbidden", "whatif.col-expect",
                 "whatif.col-changes"):
        table.add_column(say(code).text(), overflow="fold")
    written = result.branches[0].outcome
    for g in groups[:SHOWN_OUTCOMES]:
        side = Text()
        for i in g.branches[:SHOWN_PER_OUTCOME]:
            b = result.branches[i]
            side.append(f"{i + 1}. ", style="bold")
            if b.written:
                side.append(say("whatif.written-mark").text() + "\n", style="bold cyan")
                shown = b.answers
            else:
                shown = b.taken
            if not shown:
                side.append(say("whatif.no-answer").text() + "\n", style="dim")
            for a in shown:
                side.append_text(_answer(a))
                side.append("\n")
        if len(g.branches) > SHOWN_PER_OUTCOME:
            side.append(say("whatif.more-branches", count=len(g.branches) - SHOWN_PER_OUTCOME).text(), style="dim")
        side.rstrip()
        table.add_row(side, *_outcome_cells(g.outcome, written))
    parts.append(thai_table(table))  # a Thai heading folds between clusters, never inside one
    if len(groups) > SHOWN_OUTCOMES:
        rest = groups[SHOWN_OUTCOMES:]
        parts.append(Text(say("whatif.more-outcomes", count=len(rest),
                              branches=sum(len(g.branches) for g in rest)).text(), style="yellow"))
    parts.append(plain(summary(result), style="bold"))
    if result.truncated:
        parts.append(Text(say("whatif.truncated", limit=result.limit).text(), style="yellow"))
    return Stack(*parts)
