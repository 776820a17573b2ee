"""Cold wall time of `judge export html OUTDIR` (everything: 4 rulebooks, rulings replayed, search data)
against bare Python start-up.

Target (issue 12): under 10 s. Usage: python bench/export_html.py [RUNS]
"""

import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import compare, judge_command, wall_times  # noqa: E402

if __name__ == "__main__":
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    with tempfile.TemporaryDirectory() as tmp:
        compare("judge export html", [*judge_command(), "export", "html", str(Path(tmp) / "site")], runs)
        t = statistics.median(wall_times([*judge_command(), "export", "html", str(Path(tmp) / "site")], runs))
        print(f"export median {t:.2f} s  (target < 10 s: {'ok' if t < 10 else 'TOO SLOW'})")
