"""Saving a position as a scenario file that replays again."""

from __future__ import annotations

from pathlib import Path

import yaml

from judge.errors import JudgeError
from judge.state import Position, dump_position


def position_yaml(pos: Position) -> str:
    return yaml.safe_dump(dump_position(pos), allow_unicode=True, sort_keys=False)


def save_position(pos: Position, out: str, protect: str | None = None) -> None:
    """Write `pos` to `out`; never over the scenario it came from (its `do` and `expect` would be lost)."""
    problems = pos.status()
    if problems:  # the engine should never get here: refuse to write a file that would not load
        raise JudgeError(f"the final position is not valid ({'; '.join(p.message for p in problems)}); "
                         f"{out} was not written", "please report this scenario")
    target = Path(out)
    if protect is not None and target.exists() and target.resolve() == Path(protect).resolve():
        raise JudgeError(f"--save {out} would overwrite the scenario being replayed", "save to another file")
    try:
        target.write_text(position_yaml(pos), encoding="utf-8")
    except OSError as e:
        raise JudgeError(f"cannot write {out}: {e.strerror}", "check the folder exists and is writable") from None
