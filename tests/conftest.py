import os
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
