"""click's and typer's own words (Usage:, Options, No such option, Try … for help) in Thai when the run is Thai.

click 8.x and typer wrap their words with gettext (`from gettext import gettext as _` in each module) but
ship no catalogs; rather than compiling a .mo catalog for one language, `install()` replaces those
module-level `_` and `ngettext` by lookups in the table below (the English msgid is click's own key), and
re-sets typer's rich panel titles, which typer computes once at import. English runs are untouched: the
lookups fall through to gettext. Called when the real typer app is built (judge/lazytyper.py).
"""

from __future__ import annotations

import gettext as _gettext

from judge.i18n import current_language

# click's / typer's msgid -> our Thai (same placeholders; tests/test_cli_language.py checks them)
THAI = {
    "Usage:": "วิธีใช้:",
    "Options": "ตัวเลือก",
    "Commands": "คำสั่ง",
    "Arguments": "อาร์กิวเมนต์",
    "Positional arguments": "อาร์กิวเมนต์ตามตำแหน่ง",
    "Error": "ข้อผิดพลาด",
    "Error: {message}": "ข้อผิดพลาด: {message}",
    "Show this message and exit.": "แสดงข้อความนี้แล้วจบ",
    "Show the version and exit.": "แสดงรุ่นแล้วจบ",
    "Try '{command} {option}' for help.": "ลอง '{command} {option}' เพื่อดูวิธีใช้",
    "Try [blue]'{command_path} {help_option}'[/] for help.": "ลอง [blue]'{command_path} {help_option}'[/] เพื่อดูวิธีใช้",
    "Missing argument": "ขาดอาร์กิวเมนต์",
    "Missing option": "ขาดตัวเลือก",
    "Missing parameter": "ขาดพารามิเตอร์",
    "Missing parameter: {param_name}": "ขาดพารามิเตอร์: {param_name}",
    "Missing {param_type}": "ขาด{param_type}",
    "Missing command.": "ไม่ได้ระบุคำสั่ง",
    "No such command {name!r}.": "ไม่มีคำสั่ง {name!r}",
    "No such option {name!r}.": "ไม่มีตัวเลือก {name!r}",
    "Option {name!r} does not take a value.": "ตัวเลือก {name!r} ไม่รับค่า",
    "Option {name!r} requires an argument.": "ตัวเลือก {name!r} ต้องมีค่าตามหลัง",
    "Option {name!r} requires {nargs} arguments.": "ตัวเลือก {name!r} ต้องมีค่าตามหลัง {nargs} ค่า",
    "Argument {name!r} takes {nargs} values.": "อาร์กิวเมนต์ {name!r} รับ {nargs} ค่า",
    "Got unexpected extra argument ({args})": "มีอาร์กิวเมนต์เกินมา ({args})",
    "Got unexpected extra arguments ({args})": "มีอาร์กิวเมนต์เกินมา ({args})",
    "Did you mean {possibility}?": "หมายถึง {possibility} หรือเปล่า?",
    "(Did you mean one of: {possibilities}?)": "(หมายถึงตัวใดใน {possibilities} หรือเปล่า?)",
    "Invalid value for {param_hint}: {message}": "ค่าของ {param_hint} ไม่ถูกต้อง: {message}",
    "Invalid value: {message}": "ค่าไม่ถูกต้อง: {message}",
    "{value!r} is not a valid {number_type}.": "{value!r} ไม่ใช่ค่า {number_type} ที่ใช้ได้",
    "{value} is not in the range {range}.": "{value} ไม่อยู่ในช่วง {range}",
    "Choose from:\n\t{choices}": "เลือกจาก:\n\t{choices}",
    "Could not open file {filename!r}: {message}": "เปิดไฟล์ {filename!r} ไม่ได้: {message}",
    "unknown error": "ข้อผิดพลาดที่ไม่รู้จัก",
    "Aborted!": "ยกเลิกแล้ว!",
    "Aborted.": "ยกเลิกแล้ว",
    "(dynamic)": "(กำหนดตอนรัน)",
    "default: {default}": "ค่าเริ่มต้น: {default}",
    "[default: {}]": "[ค่าเริ่มต้น: {}]",
    "required": "จำเป็น",
    "[required]": "[จำเป็น]",
    "env var: {var}": "ตัวแปรสภาพแวดล้อม: {var}",
    "[env var: {}]": "[ตัวแปรสภาพแวดล้อม: {}]",
    "deprecated": "เลิกใช้แล้ว",
    "(deprecated) ": "(เลิกใช้แล้ว) ",
    # typer's completion options (plain help= strings in typer.completion: set on the click parameters)
    "Install completion for the current shell.": "ติดตั้งการเติมคำสั่งอัตโนมัติสำหรับเชลล์ที่ใช้อยู่",
    "Show completion for the current shell, to copy it or customize the installation.":
        "แสดงสคริปต์เติมคำสั่งอัตโนมัติของเชลล์ที่ใช้อยู่ เพื่อคัดลอกหรือปรับการติดตั้งเอง",
}

MODULES = ("click.core", "click.exceptions", "click.formatting", "click.parser", "click.decorators", "click.types",
           "typer.core", "typer.main", "typer.rich_utils")
# typer.rich_utils computes these with _() at import: set again for each language
RICH_CONSTANTS = {"DEPRECATED_STRING": "(deprecated) ", "DEFAULT_STRING": "[default: {}]",
                  "ENVVAR_STRING": "[env var: {}]", "REQUIRED_LONG_STRING": "[required]",
                  "ARGUMENTS_PANEL_TITLE": "Arguments", "OPTIONS_PANEL_TITLE": "Options",
                  "COMMANDS_PANEL_TITLE": "Commands", "ERRORS_PANEL_TITLE": "Error", "ABORTED_TEXT": "Aborted.",
                  "RICH_HELP": "Try [blue]'{command_path} {help_option}'[/] for help."}


def gettext(message: str) -> str:
    """click's `_`: our Thai when this run is Thai, else gettext's (English)."""
    if current_language() == "th":
        return THAI.get(message, message)
    return _gettext.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return gettext(singular if n == 1 else plural)


def install() -> None:
    """Patch click's and typer's `_` / `ngettext`, and typer's panel titles for this run's language."""
    import importlib

    for name in MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError:  # a module another click/typer release does not have
            continue
        if hasattr(module, "_"):
            module._ = gettext
        if hasattr(module, "ngettext"):
            module.ngettext = ngettext
        if name == "typer.main" and not getattr(module.get_install_completion_arguments, "thai", False):
            module.get_install_completion_arguments = _completion_in_thai(module.get_install_completion_arguments)
        if name == "typer.rich_utils":
            for constant, msgid in RICH_CONSTANTS.items():
                if hasattr(module, constant):
                    setattr(module, constant, gettext(msgid))


def _completion_in_thai(make):
    """typer's --install-completion/--show-completion parameters, their help in this run's language."""
    def made():
        params = make()
        for p in params:
            p.help = gettext(p.help) if p.help else p.help
        return params
    made.thai = True
    return made
