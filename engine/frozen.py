"""Read-only values for what one Game shares with every caller of load_game (the client's
screens, the simulator's rounds, the tests): changing one in place raises, so no caller can
change what the next one reads.

`ReadOnly` is a dict whose changing methods raise TypeError. It stays a dict (not a
MappingProxyType) so a lookup costs what a dict's does, in the source and in the compiled
engine, whose classes declare these attributes as dicts. `freeze` makes a value read only all
the way down: mappings become ReadOnly, lists tuples, sets frozensets (an object it holds, a
paytable or a weight table, refuses changes of its own). `fields` names an object's attributes,
in its __dict__, its __slots__ or, compiled, its native ones: what Game.freeze freezes, each.
"""
import types
from typing import Any, NoReturn, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class ReadOnly(dict[K, V]):
    """A dict that cannot be changed once made."""

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("read only: one Game is shared by every caller of load_game")

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self):
        """Copied and pickled as what it holds (the default would fill it item by item)."""
        return type(self), (dict(self),)


def freeze(value: Any) -> Any:
    """`value` read only all the way down (the same objects where nothing needed changing)."""
    if isinstance(value, dict):
        return ReadOnly({key: freeze(item) for key, item in value.items()})
    if isinstance(value, list | tuple):
        return tuple(freeze(item) for item in value)
    if isinstance(value, set | frozenset):
        return frozenset(value)
    return value


def fields(value: Any) -> list[str]:
    """The names of `value`'s own attributes: its __dict__'s, else (a class mypyc compiled,
    which has no __dict__) its native attributes, else its slots' that are set."""
    found = getattr(value, "__dict__", None)
    if found is not None:
        return list(found)
    native = getattr(type(value), "__mypyc_attrs__", None)
    names = list(dict.fromkeys(native)) if native is not None else [
        name for klass in type(value).__mro__ for name, item in vars(klass).items()
        if isinstance(item, types.MemberDescriptorType)]
    return [name for name in names if hasattr(value, name)]
