"""Read-only values for what one Game shares with every caller of load_game (the client's
screens, the simulator's rounds, the tests): changing one in place raises, so no caller can
change what the next one reads.

`ReadOnly` is a dict whose changing methods raise TypeError. It stays a dict (not a
MappingProxyType) so a lookup costs what a dict's does, in the source and in the compiled
engine, whose classes declare these attributes as dicts. `freeze` makes a value read only all
the way down: mappings become ReadOnly, lists tuples, sets frozensets.
"""
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
