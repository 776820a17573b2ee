"""judge — rules judge and rulings lookup for the Detective Conan Card Game (Ver.2.5, Thai)."""

__version__ = "0.1.0"


def command() -> None:
    """The `judge` command (the console script, and `python -m judge`): judge.cli.run, with the collector
    paused before judge.cli itself is imported — its modules make thousands of objects that last the whole
    command, which the collector would look through for nothing (2% of a cold replay). judge.cli.run's
    `_imported` freezes them once a command's modules are in and lets it run again."""
    import gc

    gc.disable()
    from judge.cli import run

    run()
