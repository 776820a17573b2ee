"""judge.records.record: a dataclass whose repr, == and hash are shared functions; each must behave as the one
dataclass would have compiled for the class (the same text, the same answers, the same hashability)."""

import dataclasses
import importlib
import pkgutil
from dataclasses import FrozenInstanceError, dataclass, field

import pytest

import judge
from judge.records import record


def twins(**options):
    """The same class body made by record and by dataclass, with these options."""

    def body():
        class Thing:
            name: str
            n: int = 0
            hidden: tuple = field(default=(), repr=False)
            loose: int = field(default=0, compare=False)
            unhashed: int = field(default=0, hash=False)
        return Thing

    return record(body(), **options), dataclass(body(), **options)


@pytest.mark.parametrize("options", [{}, {"frozen": True}, {"eq": False}, {"eq": False, "frozen": True}])
def test_a_record_reads_compares_and_hashes_as_its_dataclass_twin(options):
    ours, theirs = twins(**options)
    for args in [("a",), ("a", 2, (1,), 5, 6), ("b", 2)]:
        a, b = ours(*args), theirs(*args)
        assert repr(a).replace(ours.__qualname__, "T") == repr(b).replace(theirs.__qualname__, "T")
        assert dataclasses.asdict(a) == dataclasses.asdict(b)
    for x, y in [(("a", 1), ("a", 1)), (("a", 1), ("a", 2)), (("a", 1, (), 7), ("a", 1, (), 8)),
                 (("a", 1, (), 0, 3), ("a", 1, (), 0, 4)), (("a", 1, (2,)), ("a", 1, (3,)))]:
        assert (ours(*x) == ours(*y)) == (theirs(*x) == theirs(*y)), (x, y)
        assert (ours(*x) != ours(*y)) == (theirs(*x) != theirs(*y)), (x, y)
    assert ours("a").__eq__(theirs("a")) is NotImplemented or not options.get("eq", True)
    hashable = theirs.__hash__ is not None
    assert (ours.__hash__ is not None) == hashable
    if hashable and options.get("eq", True):  # frozen and eq: equal values hash alike, the compare=False field aside
        assert hash(ours("a", 1, (), 7, 3)) == hash(ours("a", 1, (), 8, 4))
    if options.get("frozen"):
        with pytest.raises(FrozenInstanceError):
            ours("a").n = 3


def test_a_record_keeps_what_its_class_defines_itself_and_reads_one_field_and_none():
    @record
    class Own:
        x: int

        def __repr__(self):
            return "own"

        def __eq__(self, other):
            return True

    @record(frozen=True)
    class One:
        x: int

    @record
    class Empty:
        pass

    assert repr(Own(1)) == "own" and Own(1) == Own(2) and Own.__hash__ is None
    assert repr(One(1)).endswith(".One(x=1)") and One(1) == One(1) and One(1) != One(2) and hash(One(1)) == hash(One(1))
    assert repr(Empty()).endswith(".Empty()") and Empty() == Empty()


def test_a_record_that_holds_itself_reads_as_dataclass_would():
    @record
    class Node:
        child: object = None

    n = Node()
    n.child = n
    assert repr(n).endswith(".Node(child=...)")


def every_record_class():
    for info in pkgutil.walk_packages(judge.__path__, "judge."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if isinstance(value, type) and value.__module__ == info.name and dataclasses.is_dataclass(value):
                yield value


def test_every_dataclass_of_judge_is_a_record_and_hashes_as_its_options_say():
    """One decorator for the package's plain data; frozen records hash, the others compare and do not, eq=False
    ones are themselves (a Card, a Game)."""
    classes = list(every_record_class())
    assert len(classes) > 40
    for cls in classes:
        assert "_repr_names" in cls.__dict__, f"{cls.__qualname__} is a dataclass, not a record"
        params = cls.__dataclass_params__
        if "_compared" in cls.__dict__:  # eq
            assert (cls.__hash__ is not None) == params.frozen, cls
        else:
            assert cls.__eq__ is object.__eq__ or "__eq__" in vars(cls), cls
