"""`record`: a dataclass whose __repr__, __eq__ and __hash__ are shared functions, not compiled for each class.

`@dataclass` writes the source of each class's methods and compiles it when the module is imported: with
about 25 dataclasses behind a cold `judge replay`, that compiling was a fifth of the whole command. A record
is a dataclass all the same (fields, asdict, replace, its generated __init__, frozen classes' guards); only
its repr, == and hash come from the functions below, which read the class's fields once and behave as the
generated ones do (tests/test_records.py: twin classes made both ways give the same text, answers and
hashability; every dataclass of the package is a record).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter
from reprlib import recursive_repr


@recursive_repr()
def _repr(self) -> str:
    shown = ", ".join(f"{name}={value!r}" for name, value in zip(self._repr_names, self._repr_of(self)))
    return f"{self.__class__.__qualname__}({shown})"


def _eq(self, other):
    if other.__class__ is self.__class__:
        return self._compared(self) == self._compared(other)
    return NotImplemented


def _hash(self) -> int:
    return hash(self._hashed(self))


def _values(names: list[str]):
    """A function of an instance giving the tuple of these fields' values (attrgetter gives a bare value for one)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        get = attrgetter(names[0])
        return lambda obj: (get(obj),)
    return lambda obj: ()


def record(cls=None, /, *, eq: bool = True, frozen: bool = False):
    """`@dataclass(eq=…, frozen=…)` with the shared __repr__, __eq__ and __hash__ (those the class defines
    itself are kept, as dataclass keeps them)."""

    def wrap(c):
        own = dict(c.__dict__)  # before dataclass adds anything
        c = dataclass(c, repr=False, eq=False, frozen=frozen)
        every = fields(c)
        c._repr_names = tuple(f.name for f in every if f.repr)
        c._repr_of = staticmethod(_values([f.name for f in every if f.repr]))
        if "__repr__" not in own:
            c.__repr__ = _repr
        if eq:
            c._compared = staticmethod(_values([f.name for f in every if f.compare]))
            if "__eq__" not in own:
                c.__eq__ = _eq
            explicit_hash = "__hash__" in own and not (own["__hash__"] is None and "__eq__" in own)
            if not explicit_hash:  # as dataclass: frozen and eq hash by the fields; eq alone is unhashable
                if frozen:
                    c._hashed = staticmethod(_values([f.name for f in every
                                                      if (f.hash is None and f.compare) or f.hash]))
                    c.__hash__ = _hash
                else:
                    c.__hash__ = None
        return c

    return wrap if cls is None else wrap(cls)
