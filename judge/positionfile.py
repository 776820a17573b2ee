"""Saving a position as a scenario file that replays again.

Saving never destroys anything unasked: an existing file is replaced only with
`force`, the scenario being replayed never (not even through a link to it),
and the file is written whole or not at all (a temporary file, then a rename).
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

import yaml

from judge.errors import JudgeError
from judge.state import Position, dump_position


def position_yaml(pos: Position) -> str:
    return yaml.safe_dump(dump_position(pos), allow_unicode=True, sort_keys=False)


def check_save_target(out: str, protect: str | None = None, force: bool = False) -> Path:
    """The path to save to, or a JudgeError saying why not (checked before a replay, and again on saving)."""
    target = Path(out)
    if not target.parent.is_dir():
        raise JudgeError(f"--save {out}: the folder {target.parent} does not exist", "create it, or save elsewhere")
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return target  # a new file (a dangling link is replaced, never followed)
    except OSError as e:
        raise JudgeError(f"--save {out}: cannot check it ({e.strerror})") from None
    if protect is not None and os.path.exists(protect) and os.path.samefile(target, protect):
        raise JudgeError(f"--save {out} would overwrite the scenario being replayed (its do and expect would be lost)",
                         "save to another file")
    if not stat.S_ISREG(st.st_mode):
        raise JudgeError(f"--save {out}: it is not a regular file", "give the name of a new YAML file")
    if not force:
        raise JudgeError(f"--save {out}: the file already exists", "add --force to replace it, or save to another file")
    return target


def save_position(pos: Position, out: str, protect: str | None = None, force: bool = False) -> None:
    """Write `pos` to `out` atomically; never over `protect` (the scenario it came from), nor over a file without `force`."""
    problems = pos.status()
    if problems:  # the engine should never get here: refuse to write a file that would not load
        raise JudgeError(f"the final position is not valid ({'; '.join(p.message for p in problems)}); "
                         f"{out} was not written", "please report this scenario")
    target = check_save_target(out, protect, force)
    text = position_yaml(pos)
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as e:
        raise JudgeError(f"cannot write {out}: {e.strerror}", "check the folder is writable") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes it private; a saved position is an ordinary file
        if force:
            os.replace(tmp, target)
        else:
            try:
                os.link(tmp, target)  # fails if the file appeared meanwhile: never a silent overwrite
            except FileExistsError:
                raise JudgeError(f"--save {out}: the file already exists", "add --force to replace it") from None
            except OSError:  # a filesystem without hard links
                if target.exists():
                    raise JudgeError(f"--save {out}: the file already exists", "add --force to replace it") from None
                os.replace(tmp, target)
    except OSError as e:
        raise JudgeError(f"cannot write {out}: {e.strerror}", "check the folder exists and is writable") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
