"""Instructions, not seconds: what a cold command and a random game cost, counted by valgrind (callgrind).

On a shared machine timings swing by 5-25% from one minute to the next; the count of instructions a process
executes does not (the same binary, input and environment give the same count). It is not a time — a page
fault or a cache miss costs no instruction — so bench/startup.py and bench/engine.py stay the figures of the
issue; this one tells whether a change made the work smaller, and by how much, exactly.

Run: python bench/instructions.py [GAMES] [--before PYTHON] [--only NAME,...]
  each cold command of bench/startup.py, as a ratio to `python -c pass`, and the instructions a random game
  with hand-described cards costs (GAMES games, default 20, minus the process's start), for this install
  and, with --before, for another (e.g. a venv of main), in the same run. Needs valgrind.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from startup import COMMANDS, judge_of  # noqa: E402

GAMES = """if True:
    import random, sys
    from judge.simulate import random_game
    for seed in range(int(sys.argv[1])):
        random_game(random.Random(seed))
"""


def instructions(cmd: list[str]) -> int:
    """The instructions `cmd` executes, its children included (valgrind --tool=callgrind's 'Collected'), run
    from the root folder."""
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--trace-children=yes",
                          *cmd], capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"},
                         cwd="/")  # not this checkout: `python -c` would import its judge, not the install's
    counts = re.findall(r"Collected : (\d+)", run.stderr)
    if not counts:
        sys.exit(f"valgrind counted nothing for {' '.join(cmd)}:\n{run.stderr[-2000:]}")
    return sum(int(c) for c in counts)


def main(argv: list[str]) -> None:
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (Debian: apt-get install valgrind)")
    games = int(argv[0]) if argv and argv[0].isdigit() else 20
    installs = {"now": sys.executable}
    if "--before" in argv:
        installs["before"] = argv[argv.index("--before") + 1]
    only = argv[argv.index("--only") + 1].split(",") if "--only" in argv else [*COMMANDS, "games"]
    base = instructions([sys.executable, "-c", "pass"])
    print(f"python -c pass       {base / 1e6:9.1f}M instructions")
    for name in only:
        cells = []
        for label, python in installs.items():
            if name == "games":
                start = instructions([python, "-c", GAMES, "0"])
                n = (instructions([python, "-c", GAMES, str(games)]) - start) / games
                cells.append(f"{label} {n / 1e6:7.2f}M a game")
            else:
                n = instructions(judge_of(python) + COMMANDS[name][0])
                cells.append(f"{label} {n / 1e6:7.1f}M {n / base:6.2f}x")
        what = f"random game ({games})" if name == "games" else name
        print(f"{what:<20} " + "   ".join(cells))


if __name__ == "__main__":
    main(sys.argv[1:])
