"""judge/inputs.py reads a plain YAML document in one pass over the parser's events; it must give exactly what
PyYAML's safe loader gives (data and the line of every value), and refuse what the loader's path refuses."""

import glob
import subprocess
import sys
from contextlib import nullcontext
from pathlib import Path

import pytest
import yaml

from judge import inputs
from judge.errors import ScenarioError

ROOT = Path(__file__).parent.parent
SHIPPED = sorted(glob.glob(str(ROOT / "**" / "*.yaml"), recursive=True))


def both(text: str):
    """(one-pass result, loader result), each the value or ('refused', line, message)."""
    out = []
    for read in (inputs._read_plain, inputs._read_loaded):
        try:
            out.append(read(text, "f.yaml"))
        except ScenarioError as e:
            out.append(("refused", e.line, str(e)))
        except yaml.YAMLError as e:  # load_yaml turns it into a ScenarioError
            out.append(("invalid", str(e)))
    return out


SCALARS = ["plain", "'quoted 1'", '"2"', "7", "0", "007", "0x1f", "0o17", "-3", "+4", "1_000", "1:20", "3.5", "1e3",
           ".inf", "-.Inf", ".nan", "yes", "No", "ON", "off", "True", "FALSE", "yEs", "null", "~", "Null", "",
           "2026-12-04", "2026-12-04 10:00:00", "c12", "A.c1", "เก็นตะ", "'ปะทะ'", "=", "mislead 1000",
           "[1, two, {three: 3}]", "{}", "[]"]


@pytest.mark.parametrize("scalar", SCALARS)
def test_every_kind_of_scalar_reads_as_the_safe_loader_reads_it(scalar):
    text = f"a: {scalar}\nlist:\n- {scalar}\n- x\nnested:\n  b:\n    c: {scalar}\n"
    fast, loaded = both(text)
    assert fast == loaded
    assert fast[0] == "invalid" if scalar == "=" else fast[1][("nested", "b", "c")] == 7


@pytest.mark.parametrize("block", ["|\n  two\n  lines\n", ">-\n  folded\n  text\n", "|+\n  kept\n\n"])
def test_block_scalars_read_as_the_safe_loader_reads_them(block):
    fast, loaded = both(f"a: {block}b:\n- {block}")
    assert fast == loaded and isinstance(fast[0]["a"], str)


def test_a_key_given_twice_is_refused_at_the_same_line_by_both():
    fast, loaded = both("players:\n  A: {}\n  B: {}\n  A: {}\n")
    assert fast == loaded and fast[0] == "refused" and fast[1] == 4


def test_nesting_too_deep_is_refused_by_both():
    text = "a: " + "[" * (inputs.MAX_DEPTH + 1) + "]" * (inputs.MAX_DEPTH + 1) + "\n"
    fast, loaded = both(text)
    assert fast[0] == loaded[0] == "refused" and "deep" in fast[2]


def test_too_many_values_are_refused_by_both():
    text = "a:\n" + "".join(f"- {i}\n" for i in range(inputs.MAX_VALUES + 1))
    fast, loaded = both(text)
    assert fast[0] == loaded[0] == "refused" and "values" in fast[2]


@pytest.mark.parametrize("text", ["a: &x 1\nb: *x\n", "a: !!str 1\n", "base: &b {x: 1}\nc:\n  <<: *b\n",
                                  "? [1, 2]\n: pair\n", "a: 1\n---\nb: 2\n"])
def test_anchors_tags_merge_keys_complex_keys_and_streams_go_to_the_loader(text):
    with pytest.raises(inputs._NotPlain):
        inputs._read_plain(text, "f.yaml")
    refused = "---" in text or "?" in text  # several documents; an unhashable key
    with pytest.raises(ScenarioError) if refused else nullcontext():
        assert inputs.load_yaml(text, "f.yaml") == inputs._read_loaded(text, "f.yaml")


def test_an_empty_document_is_none_with_no_lines():
    assert both("") == [(None, {}), (None, {})]
    assert both("# only a comment\n") == [(None, {}), (None, {})]


def test_every_shipped_yaml_file_reads_the_same_both_ways():
    assert len(SHIPPED) > 1000
    for f in SHIPPED:
        text = Path(f).read_text(encoding="utf-8")
        try:
            fast = inputs._read_plain(text, f)
        except inputs._NotPlain:
            continue
        assert fast == inputs._read_loaded(text, f), f



def test_pyyaml_imported_by_inputs_still_refuses_a_control_character():
    """inputs imports PyYAML with its reader's pattern of forbidden characters compiled at first use (a fresh
    interpreter: here PyYAML was imported before inputs). libyaml and PyYAML's pure-Python reader (used where
    libyaml is missing) must both still refuse what the YAML spec forbids, and re.compile be re's own again."""
    code = """if True:
        import re, sys
        from judge import inputs
        import yaml
        assert type(yaml.reader.Reader.NON_PRINTABLE).__name__ == "_CompiledOnUse"  # the deferral took place
        assert re.compile.__module__ == "re" and re.compile("a+").match("aa")
        for loader in (inputs.SafeLoader, yaml.SafeLoader):
            try:
                yaml.load("title: a\\x07b\\n", Loader=loader)
                sys.exit(f"{loader.__name__} read a control character")
            except yaml.YAMLError as e:
                assert "#x0007" in str(e), e
        assert yaml.load("title: ab\\n", Loader=yaml.SafeLoader) == {"title": "ab"}
    """
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr + run.stdout
