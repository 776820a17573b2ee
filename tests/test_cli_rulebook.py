"""`judge search/page/show/define/rulebooks`: output shape, exit codes, clear errors."""

import json
import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from judge.cli import app
from tests.conftest import judge_exe

runner = CliRunner()


def run(*args):
    """Run the CLI in-process (errors are checked through the installed script below)."""
    return runner.invoke(app, list(args))


def installed(*args, cwd):
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100"}
    env.pop("PYTHONPATH", None)
    return subprocess.run([judge_exe(), *args], capture_output=True, text=True, cwd=cwd, env=env)


def test_search_json_has_exactly_the_contract_keys():
    r = run("search", "ปะทะ", "--json")
    assert r.exit_code == 0
    data = json.loads(r.stdout)
    assert list(data) == ["query", "rulebook", "hits"]
    assert data["query"] == "ปะทะ" and data["rulebook"] == "conan-2.5"
    hit = data["hits"][0]
    assert list(hit) == ["rulebook", "id", "page", "rule", "title", "source", "score", "text"]
    assert hit["page"] == 17 and hit["source"] == "thai" and hit["rule"] is None


def test_search_json_for_horobeat_gives_rule_numbers():
    data = json.loads(run("search", "Heart", "--rulebook", "horobeat", "--json", "--limit", "2").stdout)
    assert all(h["rule"] and h["rulebook"] == "horobeat" for h in data["hits"])
    assert len(data["hits"]) == 2


def test_search_json_for_kingdoms_has_no_page():
    data = json.loads(run("search", "Battle", "-r", "kingdoms", "--json").stdout)
    assert data["hits"] and data["hits"][0]["page"] is None


def test_human_search_shows_version_page_basis_and_marker():
    r = run("search", "คัทอิน", "--lang", "en")
    assert r.exit_code == 0
    assert "Ver.2.5" in r.stdout and "p.18" in r.stdout and "xref" in r.stdout and "Thai text" in r.stdout


def test_supplement_hits_are_marked_as_not_the_thai_text():
    r = run("search", "Mislead", "--limit", "3", "--lang", "en")
    assert "supplement — not the Thai text" in r.stdout


def test_page_lists_everything_on_the_page_in_order():
    data = json.loads(run("page", "18", "--json").stdout)
    ids = [s["id"] for s in data["sections"]]
    assert ids[:2] == ["cut-in", "disguise"] and "supp-cut-in-disguise" in ids
    assert data["version"] == "Ver.2.5"


def test_show_gives_links_and_horobeat_rules():
    data = json.loads(run("show", "case-sides", "--json").stdout)
    assert {"page": 13, "sections": ["partner", "assist", "case-closed", "supp-general-qa"]} in data["links"]
    r = run("show", "6.2.6.5", "--lang", "en")
    assert r.exit_code == 0 and "rule 6.2.6.5" in r.stdout


def test_define_in_three_languages():
    for term in ("คัทอิน", "clash", "変装"):
        r = run("define", term, "--json")
        assert r.exit_code == 0, term
        assert json.loads(r.stdout)["terms"]


def test_rulebooks_lists_ids_versions_and_counts():
    data = json.loads(run("rulebooks", "--json").stdout)["rulebooks"]
    assert [b["id"] for b in data] == ["conan-2.5", "horobeat", "psychic-battle", "kingdoms"]
    assert data[0]["version"] == "Ver.2.5" and all(b["sections"] > 10 for b in data)


@pytest.mark.parametrize(
    "args, says",
    [
        (["search", ""], "empty query"),
        (["search", "ปะทะ", "--rulebook", "horobet"], "did you mean 'horobeat'"),
        (["page", "31"], "nearest page: 27"),
        (["show", "contat"], "did you mean 'contact'"),
        (["define", "xyzzy"], "not in the glossary"),
        (["search", "x", "--limit", "0"], "--limit"),
    ],
)
def test_bad_input_gets_one_clear_line_and_exit_2(tmp_path, args, says):
    r = installed(*args, cwd=tmp_path)
    assert r.returncode == 2
    assert says in r.stderr
    assert "Traceback" not in r.stderr + r.stdout


def test_installed_judge_runs_from_any_folder_with_its_data(tmp_path):
    r = installed("search", "clash", "--json", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["hits"][0]["page"] == 17
    r = installed("page", "20", "-r", "conan-2.5", cwd=tmp_path)
    assert r.returncode == 0 and "รีเฟรช" in r.stdout


def test_python_dash_m_judge_works(tmp_path):
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("PYTHONPATH", None)
    r = subprocess.run([sys.executable, "-m", "judge", "rulebooks"], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert r.returncode == 0 and "horobeat" in r.stdout
