"""Cold start of every command issue 11 times, each beside `python -c pass` from the same run.

Rounds are interleaved (python -c pass, then each command) so machine load hits all alike; medians of wall
time and, beside them, of CPU time (user + system: what a loaded machine changes least).
A first, untimed run of each command writes its bytecode (PYTHONDONTWRITEBYTECODE is dropped: see common.py).
`--before PYTHON` also times the same commands with another install (e.g. a venv of main) in the same
rounds, for before/after figures. Run: python bench/startup.py [RUNS] [--before PYTHON] [--only NAME]
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import wall_times  # noqa: E402

DATA = Path(__file__).parent / "data"
COMMANDS = {  # name -> (arguments, target as a ratio to python -c pass, or None)
    "search": (["search", "ปะทะ", "--json"], 5),
    "card": (["card", "B01065", "--json"], 6),
    "replay-1": (["replay", str(DATA / "one-line.yaml"), "--json"], 6),
    "replay-30": (["replay", str(DATA / "thirty-lines.yaml"), "--json"], None),
    "ask-en": (["ask", "can I guard a bullet action", "--json"], 10),
    "ask-th": (["ask", "Guard ได้ไหม", "--json"], 10),
    "verify": (["rulings", "verify", "--json"], None),
}


def judge_of(python: str) -> list[str]:
    exe = Path(python).parent / "judge"
    return [str(exe)] if exe.exists() else [python, "-m", "judge"]


def main(argv: list[str]) -> None:
    runs = int(argv[0]) if argv and argv[0].isdigit() else 15
    before = argv[argv.index("--before") + 1] if "--before" in argv else None
    only = argv[argv.index("--only") + 1].split(",") if "--only" in argv else list(COMMANDS)
    installs = {"now": judge_of(sys.executable), **({"before": judge_of(before)} if before else {})}
    times: dict[tuple[str, str], list[float]] = {}
    cpu: dict[tuple[str, str], list[float]] = {}
    base: list[float] = []
    base_cpu: list[float] = []
    for name in only:  # a first, untimed run of each writes the bytecode the timed runs read
        for judge in installs.values():
            wall_times(judge + COMMANDS[name][0], 1, check=False)
    for _ in range(runs):
        base += wall_times([sys.executable, "-c", "pass"], 1, cpu=base_cpu)
        for name in only:
            for label, judge in installs.items():
                # verify exits 1 when a ruling fails: its time counts all the same
                times.setdefault((name, label), []).extend(
                    wall_times(judge + COMMANDS[name][0], 1, check=name != "verify", cpu=cpu.setdefault((name, label), [])))
    b, bc = statistics.median(base), statistics.median(base_cpu)
    print(f"python -c pass        median wall {b * 1000:7.1f} ms, CPU {bc * 1000:6.1f} ms  ({runs} runs)")
    for name in only:
        cells = []
        for label in installs:
            t, c = statistics.median(times[(name, label)]), statistics.median(cpu[(name, label)])
            cells.append(f"{label} {t * 1000:7.1f} ms {t / b:6.2f}x (CPU {c / bc:5.2f}x)")
        target = COMMANDS[name][1]
        print(f"{name:<12} " + "   ".join(cells) + (f"   (target <= {target}x)" if target else ""))


if __name__ == "__main__":
    main(sys.argv[1:])
