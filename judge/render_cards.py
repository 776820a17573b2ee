"""Rich views of cards and deck checks (the library returns data; this lays it out)."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from judge.render import plain, visible

COLOR_STYLE = {"red": "red", "blue": "blue", "yellow": "yellow", "green": "green", "white": "white", "black": "bright_black"}
STATUS_STYLE = {"banned": "bold white on red", "restricted": "bold black on yellow", "event-only": "bold black on cyan",
                "legal": "bold black on green"}
TYPE_TH = {"character": "ตัวละคร", "event": "อีเวนต์", "partner": "พาร์ทเนอร์", "case": "คดี"}
FULL_VIEW_AT_MOST = 3  # more matches than this: one table, then the user picks a number
PROBLEMS_SHOWN = 50  # a list with more problems is not a deck list; --json has them all


def colors_text(colors) -> Text:
    if not colors:
        return Text("colourless", style="dim")
    return Text(" ").join(Text(c, style=COLOR_STYLE.get(c, "")) for c in colors)


def status_text(status: str) -> Text:
    kind = next((k for k in STATUS_STYLE if status.startswith(k)), "legal")
    return Text(f" {status} ", style=STATUS_STYLE[kind])


def _names(card: dict) -> Text:
    t = plain(card["name"], style="bold")  # an imported card list is a user's file
    for n in (card.get("name_en"), card.get("name_th")):
        if n:
            t.append(" · ")
            t.append(visible(n))
    return t


def _values(card: dict) -> str:
    if card["type"] == "case":
        lv = card.get("case_level") or {}
        return f"case level {lv.get('first', '–')} (went first) / {lv.get('second', '–')} (went second)"
    parts = []
    for key, label in (("level", "level"), ("ap", "AP"), ("lp", "LP")):
        if card["type"] == "partner" and key != "lp":
            continue
        if card["type"] == "event" and key != "level":
            continue
        v = card.get(key)
        parts.append(f"{label} {v if v is not None else '— (not printed; the engine counts 0)'}")
    return " · ".join(parts)


def _name_cell(name: str, other: str | None) -> Text:
    """A table cell: the Japanese name, and under it the Thai name (else the English one)."""
    t = plain(name)
    if other:
        t.append(f"\n{visible(other)}", style="dim")
    return t


def _abilities(card: dict, marks: list[str]) -> Text:
    """The card's abilities in our words (English, then Thai), from its script; or that it has none yet."""
    words = card["abilities"]
    if words is None:
        return Text(", ".join(marks) + ("; " if marks else "") +
                    "no script yet: the engine plays it with its printed values and no abilities", style="yellow")
    if not words["en"]:
        return Text("none (scripted: a card with no abilities)")
    t = Text()
    for i, (en, th) in enumerate(zip(words["en"], words["th"])):
        t.append(("\n" if i else "") + en)
        t.append(f"\n{th}", style="dim")
    return t


def card_panel(card: dict) -> Panel:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="dim", no_wrap=True)
    grid.add_column()
    grid.add_row("type", f"{card['type']} ({TYPE_TH[card['type']]})")
    grid.add_row("colours", colors_text(card["colors"]))
    grid.add_row("values", _values(card))
    if card["features"]:
        grid.add_row("features", " / ".join(card["features"]))
    marks = [name for name, key in (("Spark (ฮิราเมกิ)", "spark"), ("Cut-in (คัทอิน)", "cut_in"),
                                    ("Disguise (ปลอมตัว)", "disguise")) if card[key]]
    grid.add_row("abilities", _abilities(card, marks))
    prints = Text()
    for i, p in enumerate(card["prints"]):
        if i:
            prints.append("\n")
        prints.append(p["number"], style="bold")
        prints.append(f"  {p.get('rarity') or '–'} · {p.get('product') or '–'} · {p.get('release') or 'date unknown'}",
                      style="dim")
        for k, v in (p.get("differs") or {}).items():
            prints.append(f"  ({k} on this print: {', '.join(v) if isinstance(v, list) else v})", style="yellow")
    grid.add_row("prints", prints)
    limit = Text.assemble(status_text(card["status"]))
    if card["limit"] is not None and card["type"] in ("character", "event"):
        limit.append(f"  at most {card['limit']} in a deck (all prints together, p.7)")
    grid.add_row("limit", limit)
    for e in card["limit_history"]:
        grid.add_row("", Text(f"{e['status']} from {e.get('from', '–')}" + (f" until {e['until']}" if e.get("until") else "")
                              + (f" — {e['note']}" if e.get("note") else ""), style="dim"))
    for e in card["errata"]:
        grid.add_row("errata", Text(f"{e['date']}: {e['en']}\n{e['th']}"))
    grid.add_row("rulings", ", ".join(card["rulings"]) if card["rulings"] else Text("none yet", style="dim"))
    return Panel(grid, title=_names(card), subtitle=f"card ID {card['id']}", title_align="left")


def cards_table(cards: list[dict]) -> Table:
    t = Table(show_lines=False, pad_edge=False)
    for col in ("number", "ID", "name", "type", "colours", "Lv", "AP", "LP", "status"):
        t.add_column(col, no_wrap=col in ("number", "ID", "Lv", "AP", "LP"))
    for c in cards:
        t.add_row(c["numbers"][0], c["id"], _name_cell(c["name"], c.get("name_th") or c.get("name_en")), c["type"], colors_text(c["colors"]),
                  str(c["level"] if c["level"] is not None else "–"), str(c["ap"] if c["ap"] is not None else "–"),
                  str(c["lp"] if c["lp"] is not None else "–"), status_text(c["status"]))
    return t


def card_view(query: str, cards: list[dict], list_line: str, book: Text, on: str) -> Group:
    head = Text.assemble(("judge card ", "dim"), (query, "bold"), (f" — {len(cards)} card(s), status on {on}", "dim"))
    parts: list = [book, head]
    if len(cards) <= FULL_VIEW_AT_MOST:
        parts += [card_panel(c) for c in cards]
    else:
        parts.append(cards_table(cards))
        parts.append(Text("Several cards share this name: `judge card NUMBER` shows one in full.", style="dim"))
    parts.append(Text(list_line, style="dim"))
    return Group(*parts)


def deck_view(check, cards) -> Group:
    """Verdict first, then the problems by line with their page, then the list sorted by type and level."""
    from judge.rules.core import cite

    errors, warnings = len(check.errors), len(check.problems) - len(check.errors)
    if check.legal:
        verdict = Text.assemble((" LEGAL ", "bold black on green"),
                                f"  {warnings} warning(s)" if warnings else "  no problems")
    else:
        verdict = Text.assemble((" NOT LEGAL ", "bold white on red"), f"  {errors} problem(s)",
                                f", {warnings} warning(s)" if warnings else "")
    basis = "casual: card limits not applied" if check.casual else f"card limits on {check.date}"
    parts: list = [Panel(verdict, title=plain(f"deck check · {check.file}"), subtitle=basis, title_align="left")]
    if check.problems:
        t = Table(title="problems", title_justify="left", pad_edge=False)
        t.add_column("line", justify="right", no_wrap=True)
        t.add_column("", no_wrap=True)
        t.add_column("problem")
        t.add_column("rule", no_wrap=True)
        from judge.deck import _problem_order

        ordered = sorted(check.problems, key=_problem_order)
        for p in ordered[:PROBLEMS_SHOWN]:
            mark = Text("✗", style="bold red") if p.severity == "error" else Text("!", style="bold yellow")
            pages = ", ".join(sorted({f"p.{cite(s)['page']}" for s in p.sections}))
            t.add_row(str(p.line) if p.line else "—", mark, Text.assemble((p.code, "bold"), " ", plain(p.message)), pages)
        if len(ordered) > PROBLEMS_SHOWN:
            t.add_row("…", "", Text(f"and {len(ordered) - PROBLEMS_SHOWN:,} more problem(s): --json lists them all",
                                    style="dim"), "")
        parts.append(t)
    t = Table(title="list (by type, then level)", title_justify="left", pad_edge=False)
    for col in ("line", "×", "number", "name", "type", "Lv", "colours", "status"):
        t.add_column(col, no_wrap=col in ("line", "×", "number", "Lv"), justify="right" if col in ("line", "×", "Lv") else "left")
    for e in check.sorted_entries():
        status = cards.limit_on(e.card, check.date).status
        name = _name_cell(e.card.name, e.card.name_th or e.card.name_en)
        t.add_row(",".join(map(str, e.lines)), str(e.count), e.number, name, e.role if e.role != "deck" else e.card.type,
                  "–" if e.card.level is None else str(e.card.level), colors_text(e.card.colors),
                  Text("—", style="dim") if check.casual else status_text(status))
    parts.append(t)
    totals = check.totals()
    parts.append(Text(f"deck {totals['deck']}/40 · partner {totals['partner']}/1 · case {totals['case']}/1 · "
                      "deck rules: Ver.2.5 p.7 (Thai text); colour rule p.12", style="dim"))
    parts.append(Text(cards.describe(), style="dim"))
    return Group(*parts)


def _scripted_table(title: str, key: str, rows: dict) -> Table:
    """Scripted cards against all cards, one row per product or type."""
    t = Table(title=title, title_justify="left", pad_edge=False)
    t.add_column(key)
    for col in ("scripted", "cards"):
        t.add_column(col, justify="right")
    for name, e in rows.items():
        t.add_row(name, str(e["scripted"]), str(e["total"]))
    return t


def coverage_view(report: dict) -> Group:
    """Scripted cards per product and per type, then what the engine still lacks, most needed first."""
    head = Text.assemble(("card scripts: ", "bold"), f"{report['scripted']} of {report['total']} cards "
                         f"({100 * report['scripted'] / report['total']:.0f}%)")
    products = _scripted_table("by product", "product", dict(sorted(report["by_product"].items())))
    types = _scripted_table("by type", "type", report["by_type"])
    todo = Table(title="what unscripted cards are missing (census items), most needed first", title_justify="left",
                 pad_edge=False)
    todo.add_column("item")
    todo.add_column("cards", justify="right")
    for item, n in list(report["missing_items"].items())[:25]:
        todo.add_row(item, str(n))
    return Group(head, products, types, todo,
                 Text(f"{len(report['writable'])} unscripted cards need nothing new: only their script "
                      "(`--json` lists every card)", style="dim"))
