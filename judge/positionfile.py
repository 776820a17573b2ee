"""Saving a position as a scenario file that replays again.

Saving never destroys anything unasked: an existing file is replaced only with
`force`, the scenario being replayed never (not even through a link to it),
and the file is written whole or not at all (a temporary file, then a rename).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import yaml

from judge.errors import JudgeError, Joined
from judge.files import write_whole
from judge.i18n import messages, say
from judge.state import Position, dump_position

messages({
    "save.empty": ("--save '': the file name is empty", "--save '': ชื่อไฟล์ว่างเปล่า"),
    "save.empty-hint": ("give the name of a new YAML file: `--save final.yaml`", "ระบุชื่อไฟล์ YAML ใหม่: `--save final.yaml`"),
    "save.no-folder": ("--save {out}: the folder {folder} does not exist", "--save {out}: ไม่มีโฟลเดอร์ {folder}"),
    "save.no-folder-hint": ("create it, or save elsewhere", "สร้างโฟลเดอร์นั้น หรือบันทึกที่อื่น"),
    "save.cannot-check": ("--save {out}: cannot check it ({why})", "--save {out}: ตรวจไฟล์นี้ไม่ได้ ({why})"),
    "save.protect": ("--save {out} would overwrite the scenario being replayed (its do and expect would be lost)",
                     "--save {out} จะเขียนทับไฟล์สถานการณ์ที่กำลังเล่นซ้ำ (`do` และ `expect` ของไฟล์จะหายไป)"),
    "save.elsewhere": ("save to another file", "บันทึกลงไฟล์อื่น"),
    "save.not-regular": ("--save {out}: it is not a regular file", "--save {out}: ไม่ใช่ไฟล์ปกติ"),
    "save.not-regular-hint": ("give the name of a new YAML file", "ระบุชื่อไฟล์ YAML ใหม่"),
    "save.exists": ("--save {out}: the file already exists", "--save {out}: มีไฟล์นี้อยู่แล้ว"),
    "save.force-or-elsewhere": ("add --force to replace it, or save to another file",
                                "เพิ่ม --force เพื่อเขียนทับ หรือบันทึกลงไฟล์อื่น"),
    "save.force": ("add --force to replace it", "เพิ่ม --force เพื่อเขียนทับ"),
    "save.invalid": ("the final position is not valid ({problems}); {out} was not written",
                     "สถานการณ์สุดท้ายไม่ถูกต้อง ({problems}); ไม่ได้เขียน {out}"),
    "save.report": ("please report this scenario", "โปรดแจ้งสถานการณ์นี้ให้ผู้พัฒนาทราบ"),
    "save.cannot-write": ("cannot write {out}: {why}", "เขียน {out} ไม่ได้: {why}"),
    "save.exists-writable": ("check the folder exists and is writable", "ตรวจว่ามีโฟลเดอร์นั้นและเขียนได้"),
})


def position_yaml(pos: Position) -> str:
    return yaml.safe_dump(dump_position(pos), allow_unicode=True, sort_keys=False)


def check_save_target(out: str, protect: str | None = None, force: bool = False) -> Path:
    """The path to save to, or a JudgeError saying why not (checked before a replay, and again on saving)."""
    if not out.strip():
        raise JudgeError(say("save.empty"), say("save.empty-hint"))
    target = Path(out)
    if not target.parent.is_dir():
        raise JudgeError(say("save.no-folder", out=out, folder=target.parent), say("save.no-folder-hint"))
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return target  # a new file (a dangling link is replaced, never followed)
    except OSError as e:
        raise JudgeError(say("save.cannot-check", out=out, why=e.strerror)) from None
    if protect is not None and os.path.exists(protect) and os.path.samefile(target, protect):
        raise JudgeError(say("save.protect", out=out), say("save.elsewhere"))
    if not stat.S_ISREG(st.st_mode):
        raise JudgeError(say("save.not-regular", out=out), say("save.not-regular-hint"))
    if not force:
        raise JudgeError(say("save.exists", out=out), say("save.force-or-elsewhere"))
    return target


def save_position(pos: Position, out: str, protect: str | None = None, force: bool = False) -> None:
    """Write `pos` to `out` atomically; never over `protect` (the scenario it came from), nor over a file without `force`."""
    problems = pos.status()
    if problems:  # the engine should never get here: refuse to write a file that would not load
        raise JudgeError(say("save.invalid", problems=Joined(tuple(p.message for p in problems), "; "), out=out),
                         say("save.report"))
    target = check_save_target(out, protect, force)
    text = position_yaml(pos)
    try:
        write_whole(target, text.encode("utf-8"), replace=force)
    except FileExistsError:
        raise JudgeError(say("save.exists", out=out), say("save.force")) from None
    except OSError as e:
        raise JudgeError(say("save.cannot-write", out=out, why=e.strerror), say("save.exists-writable")) from None
