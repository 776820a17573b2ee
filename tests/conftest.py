import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# CI replays the same examples every run (reproducible); locally hypothesis explores new ones
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
DATA = Path(__file__).parent / "data"


def shared_or_copy(relative: str, copy: str) -> Path:
    """A file of ../shared when it is beside the checkout (CI, sessions), else our copy of it."""
    p = SHARED / relative
    return p if p.exists() else DATA / copy


def bench_module(name: str):
    """A script of bench/ as a module (the fuzz campaign's generators serve the tests too)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def _plain_terminal(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "100")


def judge_exe() -> str:
    """The installed `judge` console script (the tests run the product as a user does)."""
    exe = shutil.which("judge", path=str(Path(sys.executable).parent)) or shutil.which("judge")
    assert exe, "the judge console script is not installed: pip install ."
    return exe


def run_judge(*args, cwd=None, timeout=None, columns=100, **env_extra) -> subprocess.CompletedProcess:
    """`judge ARGS` as a process on a plain terminal; `env_extra` adds environment variables."""
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": str(columns), **env_extra}
    return subprocess.run([judge_exe(), *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=timeout)


@pytest.fixture
def own_card_data(tmp_path, monkeypatch):
    """A data directory of this test's own: the shipped card list unless the test imports one into it."""
    from judge import cards

    data = tmp_path / "judge-data"
    monkeypatch.setenv("JUDGE_DATA_DIR", str(data))
    cards.load.cache_clear()
    yield data
    cards.load.cache_clear()


_VERDICTS: dict = {}


@pytest.fixture
def verify_once(monkeypatch):
    """`judge rulings verify` replays every ruling once per worker for the tests that show it in both languages:
    a Verdict does not depend on the language (its message is rendered when shown), so the second language reuses
    the first's verdicts. Only the shipped rulings folder is shared; any other folder is verified as usual."""
    from judge import rulings

    real = rulings.verify

    def verify(folder=None):
        if folder is not None:
            return real(folder)
        if "shipped" not in _VERDICTS:
            _VERDICTS["shipped"] = real()
        return list(_VERDICTS["shipped"])

    monkeypatch.setattr(rulings, "verify", verify)
