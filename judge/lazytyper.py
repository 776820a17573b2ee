"""typer, imported only when it is used: `judge/cli.py` writes `from judge import lazytyper as typer`.

The CLI stays typer's (help, completion, errors, and the one definition of every
command and option in judge/cli.py), but importing typer and click is most of a
cold `judge search --json`. So cli.py's `typer.Typer`, `typer.Option`,
`typer.Argument` and `@app.command` only *record* what they are given here;
`App.real()` builds the real typer app from those records when typer is needed
(help, a mistake, completion, the tests' CliRunner). The fast path
(`judge/fastpath.py`) parses a command line with the table `python -m
judge.build` derives from that real app, and calls the recorded function.
Anything else in `typer.` is the real typer's (imported then).
"""

from __future__ import annotations

import functools


def _words(kw: dict) -> dict:
    """`kw` with its message codes (help=say(...)) as text in this run's language."""
    from judge.i18n import Msg, render

    return {k: render(v) if isinstance(v, Msg) else v for k, v in kw.items()}


class Param:
    """What `typer.Option(...)` / `typer.Argument(...)` was given."""

    def __init__(self, kind: str, default, *decls, **kw):
        self.kind, self.default, self.decls, self.kw = kind, default, decls, kw

    def real(self):
        import typer

        return getattr(typer, self.kind)(self.default, *self.decls, **_words(self.kw))


def Option(default=..., *decls, **kw) -> Param:  # noqa: N802 (typer's names)
    return Param("Option", default, *decls, **kw)


def Argument(default=..., **kw) -> Param:  # noqa: N802
    return Param("Argument", default, **kw)


class Exit(Exception):
    """`raise typer.Exit(code)` in a command: the process ends with `code` (typer's Exit under the real app)."""

    def __init__(self, code: int = 0):
        super().__init__(code)
        self.exit_code = code


class App:
    """A recorded `typer.Typer(...)`: its commands, sub-apps and callback, turned into a real Typer on demand."""

    def __init__(self, **kw):
        self.kw = kw
        self.commands: list[tuple[str | None, dict, object]] = []  # (name, kwargs, function)
        self.groups: list[tuple[App, dict]] = []
        self.callback_: tuple[dict, object] | None = None
        self._real: dict = {}  # language -> the real typer.Typer (help texts are that language's)

    def command(self, name: str | None = None, **kw):
        def record(func):
            self.commands.append((name, kw, func))
            return func
        return record

    def callback(self, **kw):
        def record(func):
            self.callback_ = (kw, func)
            return func
        return record

    def add_typer(self, app: "App", **kw) -> None:
        self.groups.append((app, kw))

    def lookup(self, path: tuple[str, ...]):
        """(the callback or None of each app on the way, the command's function) for a command path such as
        ('rulings', 'verify')."""
        app, callbacks = self, []
        for word in path[:-1]:
            callbacks.append(app.callback_[1] if app.callback_ else None)
            app = next(a for a, kw in app.groups if kw.get("name") == word)
        func = next(f for name, _, f in app.commands if (name or f.__name__.lower().replace("_", "-")) == path[-1])
        return callbacks, func

    def real(self):
        """The real typer.Typer, built once per language from the records (click's own words patched too)."""
        from judge import clickthai
        from judge.i18n import current_language

        lang = current_language()
        clickthai.install()
        _keep_argument_help()
        if lang not in self._real:
            import typer

            kw = _words(self.kw)
            if lang == "th":  # typer's "Did you mean" is English; click already suggests, through our Thai
                kw.setdefault("suggest_commands", False)
            real = typer.Typer(**kw)
            if self.callback_:
                real.callback(**_words(self.callback_[0]))(_for_typer(self.callback_[1]))
            for name, kw, func in self.commands:
                real.command(name, **_words(kw))(_for_typer(func))
            for app, kw in self.groups:
                real.add_typer(app.real(), **_words(kw))
            self._real[lang] = real
        return self._real[lang]

    def __call__(self, *args, **kw):
        return self.real()(*args, **kw)

    def __getattr__(self, name: str):  # typer.main.get_command and CliRunner read the real app's attributes
        if name.startswith("__") or name in ("kw", "commands", "groups", "callback_", "_real"):
            raise AttributeError(name)
        return getattr(self.real(), name)


def _keep_argument_help() -> None:
    """`typer.Argument(help=...)` shown by `--help` again. click 8.5 gave its Argument a `help` of its own;
    typer before 0.25 sets `help` on its TyperArgument and then calls click's __init__ without it, which sets
    it back to None, so the help showed no text for any argument. Set it again after (harmless where click
    keeps it)."""
    from typer.core import TyperArgument

    init = TyperArgument.__init__
    if getattr(init, "keeps_help", False):
        return

    @functools.wraps(init)
    def keeping(self, *args, help=None, **kw):  # noqa: A002 (typer's name)
        init(self, *args, help=help, **kw)
        self.help = help

    keeping.keeps_help = True
    TyperArgument.__init__ = keeping


def Typer(**kw) -> App:  # noqa: N802
    return App(**kw)


def _for_typer(func):
    """`func` as typer sees it: recorded Options and Arguments made real, our Exit raised as typer's."""
    import inspect

    import typer

    sig = inspect.signature(func, eval_str=True)

    @functools.wraps(func)
    def wrapper(*args, **kw):
        try:
            return func(*args, **kw)
        except Exit as e:
            raise typer.Exit(e.exit_code) from None

    wrapper.__signature__ = sig.replace(parameters=[
        p.replace(default=p.default.real()) if isinstance(p.default, Param) else p for p in sig.parameters.values()])
    return wrapper


def __getattr__(name: str):
    import typer

    return getattr(typer, name)
