"""Cold-start wall time of `judge search ปะทะ --json` against bare Python start-up.

Target (issue): at most 8x `python -c pass`. Usage: python bench/search_latency.py [RUNS]
"""

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import compare, judge_command  # noqa: E402

if __name__ == "__main__":
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    with tempfile.TemporaryDirectory():
        compare("judge search --json", [*judge_command(), "search", "ปะทะ", "--json"], runs)
