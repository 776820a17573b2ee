"""Command line: parse arguments, call the library, render. No rules logic here."""

from __future__ import annotations

import json
import os
import sys
from typing import Optional

from judge import lazytyper as typer  # typer itself is imported only when needed: see judge/lazytyper.py
from judge.errors import JudgeError
from rules_th import PRIMARY

app = typer.Typer(
    name="judge",
    help="Rules judge for the Detective Conan Card Game (Ver.2.5, Thai): search the rulebook, replay positions.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)

JSON_OPT = typer.Option(False, "--json", help="Print one JSON object instead of the human view.")
LANG_OPT = typer.Option(None, "--lang", metavar="th|en",
                        help="Language of the output: th or en (default: from LC_ALL, LC_MESSAGES or LANG).")


def _use_language(lang: Optional[str]) -> str:
    """This run's language, set before anything renders: --lang, else the environment's (th for th_*)."""
    from judge import i18n
    from judge.errors import UnknownLanguage

    if lang is not None and lang not in i18n.LANGUAGES:
        raise UnknownLanguage(lang)
    return i18n.set_language(lang)


BOOK_HELP = "Rulebook id: conan-2.5, horobeat, psychic-battle, kingdoms (or all, for search)."


def _console(stderr: bool = False):
    from rich.console import Console

    # text from files and the command line is never markup or emoji codes (render.plain shows it as is)
    return Console(stderr=stderr, markup=False, emoji=False)


PRETTY_JSON_LIMIT = 64 * 1024  # a larger output is printed compact even on a terminal


def _print_json(data) -> None:
    """Compact JSON (the C encoder) into a pipe or a file, and for large outputs; indented on a terminal (the
    indenting encoder is pure Python)."""
    from judge.plaintext import json_safe

    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    if len(text) <= PRETTY_JSON_LIMIT and sys.stdout.isatty():
        text = json.dumps(data, ensure_ascii=False, indent=2)
    sys.stdout.write(json_safe(text) + "\n")


@app.command()
def search(
    query: str = typer.Argument(..., help="Words or a question, in Thai, English or Japanese."),
    rulebook: str = typer.Option(PRIMARY, "--rulebook", "-r", help=BOOK_HELP),
    limit: int = typer.Option(5, "--limit", "-n", help="How many sections to show."),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """Find the rulebook sections (with their pages) that answer QUERY."""
    _use_language(lang)
    from judge import rulebook as rb

    hits = rb.search(query, rulebook, limit)
    if as_json:
        _print_json({"query": query, "rulebook": rulebook, "hits": [h.to_json() for h in hits]})
        return
    from judge import render

    ids = rb.RULEBOOK_IDS if rulebook == "all" else (rulebook,)
    _console().print(render.search_results(query, {b: rb.load(b) for b in ids}, hits))


@app.command()
def page(
    number: int = typer.Argument(..., help="Page number of the rulebook (Ver.2.5: 1–27)."),
    rulebook: str = typer.Option(PRIMARY, "--rulebook", "-r", help=BOOK_HELP),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """Everything on one page, in order: the Thai text, then our supplement."""
    _use_language(lang)
    from judge import rulebook as rb

    book = rb.load(rb.check_rulebook_id(rulebook))
    sections = book.on_page(number)
    if as_json:
        _print_json({"rulebook": book.id, "version": book.version, "page": number,
                     "sections": [s.to_json() for s in sections]})
        return
    from judge import render

    _console().print(render.page_view(book, number, sections))


@app.command()
def show(
    section_id: str = typer.Argument(..., metavar="ID", help="Section id (contact), rulebook:id, or a HORO-BEAT rule number."),
    rulebook: Optional[str] = typer.Option(None, "--rulebook", "-r", help=BOOK_HELP),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """One section with its page, basis and links."""
    _use_language(lang)
    from judge import rulebook as rb

    s = rb.find_section(section_id, rulebook)
    if as_json:
        _print_json(s.to_json())
        return
    from judge import render

    _console().print(render.section_view(rb.load(s.rulebook), s))


@app.command()
def define(
    term: str = typer.Argument(..., help="A term in Thai, Japanese, English or romaji."),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """Glossary: a term in Thai, Japanese and English, with its page."""
    _use_language(lang)
    from judge import rulebook as rb

    book = rb.load(rb.PRIMARY)
    terms = book.define(term)
    if as_json:
        _print_json({"term": term, "rulebook": book.id, "version": book.version,
                     "terms": [t.to_json() for t in terms]})
        return
    from judge import render

    _console().print(render.glossary_table(book, terms))


@app.command()
def rulebooks(as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT):
    """The indexed rulebooks: ids, titles, versions and section counts."""
    _use_language(lang)
    from judge import rulebook as rb

    books = [rb.load(b) for b in rb.RULEBOOK_IDS]
    if as_json:
        _print_json({"rulebooks": [b.to_json() for b in books]})
        return
    from judge import render

    _console().print(render.rulebooks_table(books))


@app.command()
def replay(
    file: str = typer.Argument(..., help="A scenario file (YAML, docs/scenario-format.md)."),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
    save: Optional[str] = typer.Option(None, "--save", help="Write the final position to this new YAML file."),
    force: bool = typer.Option(False, "--force", help="With --save: replace the file if it exists."),
    quote: bool = typer.Option(False, "--quote", help="Quote the rulebook text each event cites (once a section)."),
):
    """Replay a scenario: numbered, cited steps, the final board; exit 0 ok, 1 expectation failed,
    2 invalid file, 3 a line was forbidden."""
    _use_language(lang)
    from judge.replay import run
    from judge.scenario import load_scenario

    if save:
        from judge.positionfile import check_save_target, save_position

        check_save_target(save, protect=file, force=force)  # before the replay: refused, nothing is shown
    result = run(load_scenario(file))
    if save:
        save_position(result.final, save, protect=file, force=force)
    if as_json:
        _print_json(result.to_json())
    else:
        from judge import render

        _console().print(render.replay_view(result, quote=quote))
        if save:
            _console().print(render.plain(f"final position saved to {save}"))
    raise typer.Exit(result.exit_code)


@app.command()
def whatif(
    file: str = typer.Argument(..., help="A scenario file (YAML, docs/scenario-format.md)."),
    start: int = typer.Option(1, "--from", help="Branch from the N-th `do` line on (the lines before as written)."),
    limit: int = typer.Option(200, "--limit", help="At most this many branches (the output says when it is reached)."),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """Replay a scenario once for every answer the rules allow (Guard, Contact, Cut-in, Disguise, Spark,
    Mislead, choose): the outcomes, merged, against the written line's; exit 0, or 2 for a bad file."""
    _use_language(lang)
    from judge.scenario import load_scenario
    from judge.whatif import what_if

    result = what_if(load_scenario(file), start, limit)
    if as_json:
        _print_json(result.to_json())
        return
    from judge.render_whatif import whatif_view

    _console().print(whatif_view(result))


@app.command()
def board(
    file: str = typer.Argument(..., help="A scenario file: its position is shown (nothing is replayed)."),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """Show a scenario's position: scene with states and AP/LP, zone counts, case side, evidence vs level."""
    _use_language(lang)
    from judge.scenario import load_scenario
    from judge.state import dump_position

    sc = load_scenario(file)
    if as_json:
        _print_json(dump_position(sc.position))
        return
    from judge import render
    from judge.rulebook import load

    _console().print(render.book_line(load(PRIMARY)))
    _console().print(render.board_view(sc.position, title=sc.position.title))


def _today(on: Optional[str]) -> str:
    from judge.cards import parse_date

    return parse_date(on)


@app.command()
def card(
    query: str = typer.Argument(..., help="A printed number (B01065), card ID (0055), or a Japanese, English or Thai name."),
    on: Optional[str] = typer.Option(None, "--date", help="The date for the card's limit status (YYYY-MM-DD; default today)."),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """Look a card up: prints, printed values, limit status on a date, errata and rulings."""
    _use_language(lang)
    from judge import cards as cl

    day = _today(on)
    cards = cl.load()
    found = [cl.report(c, cards, day) for c in cards.find(query)]
    if as_json:
        _print_json({"query": query, "cards": found, "date": day, "rulebook": PRIMARY, "cardlist": cards.info()})
        return
    from judge import render, render_cards
    from judge.rulebook import load

    _console().print(render_cards.card_view(query, found, cards.describe(), render.book_line(load(PRIMARY)), day))


deck_app = typer.Typer(help="Deck lists: check one against the deck rules (p.7) and the card limits.", no_args_is_help=True)
app.add_typer(deck_app, name="deck")


@deck_app.command("check")
def deck_check(
    file: str = typer.Argument(..., help="A deck list (text): `3 B01065`, `B01023 x2`, `Partner: B01001`… (docs/deck-lists.md)."),
    on: Optional[str] = typer.Option(None, "--date", help="Apply the card limits in force on this date (YYYY-MM-DD; default today)."),
    casual: bool = typer.Option(False, "--casual", help="A casual game: do not apply the banned/restricted/event-only list."),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """Check a deck list: exit 0 legal, 1 not legal, 2 the file cannot be read."""
    _use_language(lang)
    from judge import cards as cl
    from judge.deck import check_deck, read_deck_file

    cards = cl.load()
    check = check_deck(read_deck_file(file), file, on, casual, cards)
    if as_json:
        _print_json(check.to_json(cards))
    else:
        from judge import render_cards

        _console().print(render_cards.deck_view(check, cards))
    raise typer.Exit(0 if check.legal else 1)


cards_app = typer.Typer(help="The card list in use: which one, and installing a newer one.", no_args_is_help=True)
app.add_typer(cards_app, name="cards")


@cards_app.command("info")
def cards_info(as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT):
    """Which card list is in use, its snapshot date and size."""
    _use_language(lang)
    from judge import cards as cl

    info = cl.load().info()
    if as_json:
        _print_json(info)
        return
    _console().print(cl.load().describe() + f"\nfile: {info['path']} ({info['origin']})")


@cards_app.command("coverage")
def cards_coverage(as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT):
    """Which cards have a script (per product and type), and what each unscripted card is missing."""
    _use_language(lang)
    from judge import cards as cl

    report = cl.coverage(cl.load())
    if as_json:
        _print_json(report)
        return
    from judge import render_cards

    _console().print(render_cards.coverage_view(report))


@cards_app.command("import")
def cards_import(file: str = typer.Argument(..., help="A newer card list of the same shape as the shipped cards.json."),
                 as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT):
    """Validate a newer card list and install it for this user (the old one stays if it is invalid)."""
    _use_language(lang)
    from judge import cards as cl

    info = cl.import_list(file).info()
    if as_json:
        _print_json(info)
        return
    _console().print(f"installed: {cl.load().describe()}\nfile: {info['path']}")


@cards_app.command("reset")
def cards_reset(as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT):
    """Go back to the card list shipped with judge (removes an imported list)."""
    _use_language(lang)
    from judge import cards as cl

    removed = cl.remove_import()
    info = cl.load().info()
    if as_json:
        _print_json({"removed": removed, **info})
        return
    _console().print(("removed the imported list; " if removed else "no imported list; ") + cl.load().describe())


rulings_app = typer.Typer(help="The rulings collection: search, show, verify by replaying.", no_args_is_help=True)
app.add_typer(rulings_app, name="rulings")


@rulings_app.command("search")
def rulings_search(
    query: str = typer.Argument("", help="A question or words, in Thai, English or Japanese."),
    limit: int = typer.Option(5, "--limit", "-n"),
    only_open: bool = typer.Option(False, "--open", help="Only open questions (all of them without a QUERY)."),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """Find rulings for a question; --open lists the open questions."""
    _use_language(lang)
    from judge import rulings

    if only_open and not query.strip():
        hits = [rulings.RulingHit(r, 0.0, 0.0, False) for r in rulings.open_questions()]
    elif only_open:
        hits = [h for h in rulings.search(query, 10_000) if h.ruling.is_open][:limit]
    else:
        hits = rulings.search(query, limit)
    if as_json:
        _print_json({"query": query, "rulings": [{**h.ruling.to_json(), "score": h.score} for h in hits]})
        return
    from judge import render

    con = _console()
    if not hits:
        con.print(render.plain(f"No ruling matches '{query}'."))
    for h in hits:
        con.print(render.ruling_panel(h.ruling))


@rulings_app.command("show")
def rulings_show(ruling_id: str = typer.Argument(..., metavar="ID", help="A ruling id, or a card (B01065, 0055, 沖矢昴): its rulings."),
                 as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT):
    """One ruling with its citations and its replayed outcome; or every ruling about a card."""
    _use_language(lang)
    from judge import rulings

    found = rulings.find_or_card(ruling_id)
    if isinstance(found, list):
        if as_json:
            _print_json({"card": ruling_id, "rulings": [r.to_json() for r in found]})
            return
        from judge import render

        con = _console()
        con.print(f"{len(found)} ruling(s) about {ruling_id}")
        for r in found:
            con.print(render.ruling_panel(r))
        return
    outcome = rulings.outcome(found)
    if as_json:
        _print_json({**found.to_json(), "outcome": outcome})
        return
    from judge import render

    _console().print(render.ruling_panel(found, outcome))


@rulings_app.command("verify")
def rulings_verify(as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT):
    """Replay every scenario-backed ruling and check every cite; exit 1 if any fails."""
    _use_language(lang)
    from judge import rulings

    verdicts = rulings.verify()
    totals = rulings.summary(verdicts)
    if as_json:
        _print_json(totals)
    else:
        from judge import render

        _console().print(render.verify_table(verdicts, totals))
    raise typer.Exit(0 if totals["passed"] == totals["total"] else 1)


@app.command()
def ask(
    question: str = typer.Argument(..., help="A judge's question, in Thai, English or Japanese."),
    limit: int = typer.Option(3, "--limit", "-n"),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """Answer a question: the best rulings (answer, pages, replayed outcome) and the rule sections."""
    _use_language(lang)
    from judge import rulings

    answer = rulings.ask(question, limit)
    if as_json:
        _print_json(answer)
        return
    from judge import render

    shown = {r["id"] for r in answer["rulings"]}
    _console().print(render.ask_view(answer, {r.id: r for r in rulings.load_index()[0] if r.id in shown}))


export_app = typer.Typer(help="Export the rulebook for reading elsewhere.", no_args_is_help=True)
app.add_typer(export_app, name="export")


@export_app.command("html")
def export_html(
    outdir: str = typer.Argument(..., metavar="OUTDIR", help="Folder to write the site into (created if needed)."),
    as_json: bool = JSON_OPT, lang: Optional[str] = LANG_OPT,
):
    """A static, phone-friendly site: every page and section, rulings, glossary, search as you type."""
    _use_language(lang)
    from judge.export import export_html as export

    summary = export(outdir)
    if as_json:
        _print_json(summary)
        return
    _console().print(f"wrote {len(summary['files'])} files to {summary['outdir']}; open "
                     f"{summary['outdir'].rstrip('/')}/index.html")


def _takes(func, values: dict) -> bool:
    """Does `func` take exactly these parameters (not a typer.Context, say, which only typer can give)?"""
    code = func.__code__
    return set(code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]) == set(values)


def _run_plain(path: tuple[str, ...], groups: list[dict], values: dict) -> bool:
    """A plain command line (judge/fastpath.py), run as typer would: the callbacks on the way, then the command.
    False (nothing run) if a function wants what only typer gives."""
    callbacks, func = app.lookup(path)
    if not _takes(func, values) or any(c is not None and not _takes(c, g) for c, g in zip(callbacks, groups)):
        return False
    try:
        for callback, given in zip(callbacks, groups):
            if callback is not None:
                callback(**given)
        func(**values)
    except typer.Exit as e:
        sys.exit(e.exit_code)
    except BrokenPipeError:  # as click does: a closed pipe ends the output quietly, exit 1
        sys.stdout = open(os.devnull, "w")
        sys.exit(1)
    sys.exit(0)


def _language_in(argv: list[str]) -> Optional[str]:
    """The value of `--lang X` / `--lang=X` in a command line (read before typer, so --help speaks it too)."""
    for i, word in enumerate(argv):
        if word == "--":
            break
        if word.startswith("--lang="):
            return word.split("=", 1)[1]
        if word == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
    return None


def main() -> None:
    from judge import fastpath

    try:
        _use_language(_language_in(sys.argv[1:]))
    except JudgeError as e:
        from judge import render

        _console(stderr=True).print(render.error_text(e.message, e.hint))
        sys.exit(e.exit_code)
    completing = any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ)
    plain = None if completing else fastpath.parse(sys.argv[1:])
    try:
        if plain is None or not _run_plain(*plain):
            app()  # typer: help, completion, mistakes in the command line, anything not plain
    except JudgeError as e:
        from judge import render

        _console(stderr=True).print(render.error_text(e.message, e.hint))
        sys.exit(e.exit_code)


if __name__ == "__main__":  # `python -m judge.cli …` works like `judge …`
    main()
