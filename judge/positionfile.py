"""Saving a position as a scenario file that replays again (and any file judge writes: `write_file`).

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
    "save.no-folder": ("{option} {out}: the folder {folder} does not exist", "{option} {out}: ไม่มีโฟลเดอร์ {folder}"),
    "save.no-folder-hint": ("create it, or save elsewhere", "สร้างโฟลเดอร์นั้น หรือบันทึกที่อื่น"),
    "save.cannot-check": ("{option} {out}: cannot check it ({why})", "{option} {out}: ตรวจไฟล์นี้ไม่ได้ ({why})"),
    "save.protect": ("{option} {out} would overwrite the scenario being replayed (its do and expect would be lost)",
                     "{option} {out} จะเขียนทับไฟล์สถานการณ์ที่กำลังเล่นซ้ำ (`do` และ `expect` ของไฟล์จะหายไป)"),
    "save.elsewhere": ("save to another file", "บันทึกลงไฟล์อื่น"),
    "save.not-regular": ("{option} {out}: it is not a regular file", "{option} {out}: ไม่ใช่ไฟล์ปกติ"),
    "save.not-regular-hint": ("give the name of a new {kind} file", "ระบุชื่อไฟล์ {kind} ใหม่"),
    "save.empty": ("{option} is empty", "{option} ว่างเปล่า"),
    "save.link": ("{option} {out} is a symbolic link; judge never writes through one",
                  "{option} {out} เป็นลิงก์สัญลักษณ์ `judge` ไม่เขียนผ่านลิงก์"),
    "save.link-hint": ("give the path of the file itself, or a new file", "ระบุเส้นทางของไฟล์จริง หรือไฟล์ใหม่"),
    "save.exists": ("{option} {out}: the file already exists", "{option} {out}: มีไฟล์นี้อยู่แล้ว"),
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


def check_save_target(out: str, protect: str | None = None, force: bool = False, option: str = "--save",
                      kind: str = "YAML", no_links: bool = False) -> Path:
    """The path to save to, or a JudgeError saying why not (checked before a replay, and again on saving).
    `option` and `kind` name the option and the file in the messages; `no_links` refuses a symbolic link
    even with `force` (a link is never written through in any case: at most the link itself is replaced)."""
    if not out.strip():
        raise JudgeError(say("save.empty", option=option), say("save.not-regular-hint", kind=kind))
    target = Path(out)
    if no_links and target.is_symlink():
        raise JudgeError(say("save.link", option=option, out=out), say("save.link-hint"))
    if not target.parent.is_dir():
        raise JudgeError(say("save.no-folder", option=option, out=out, folder=target.parent),
                         say("save.no-folder-hint"))
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return target  # a new file (a dangling link is replaced, never followed)
    except OSError as e:
        raise JudgeError(say("save.cannot-check", option=option, out=out, why=e.strerror)) from None
    if protect is not None and os.path.exists(protect) and os.path.samefile(target, protect):
        raise JudgeError(say("save.protect", option=option, out=out), say("save.elsewhere"))
    if not stat.S_ISREG(st.st_mode):
        raise JudgeError(say("save.not-regular", option=option, out=out), say("save.not-regular-hint", kind=kind))
    if not force:
        raise JudgeError(say("save.exists", option=option, out=out), say("save.force-or-elsewhere"))
    return target


def save_position(pos: Position, out: str, protect: str | None = None, force: bool = False) -> None:
    """Write `pos` to `out` atomically; never over `protect` (the scenario it came from), nor over a file without `force`."""
    problems = pos.status()
    if problems:  # the engine should never get here: refuse to write a file that would not load
        raise JudgeError(say("save.invalid", problems=Joined(tuple(p.message for p in problems), "; "), out=out),
                         say("save.report"))
    write_file(out, position_yaml(pos), protect, force)


def write_file(out: str, text: str, protect: str | None = None, force: bool = False, option: str = "--save",
               kind: str = "YAML", no_links: bool = False) -> Path:
    """Write `text` to `out` whole or not at all (check_save_target says where it may go); the path written."""
    target = check_save_target(out, protect, force, option, kind, no_links)
    try:
        write_whole(target, text.encode("utf-8"), replace=force)
    except FileExistsError:
        raise JudgeError(say("save.exists", option=option, out=out), say("save.force")) from None
    except OSError as e:
        raise JudgeError(say("save.cannot-write", out=out, why=e.strerror), say("save.exists-writable")) from None
    return target
