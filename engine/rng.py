"""Provably-fair randomness derived from (server seed, client seed, nonce).

The round key is K = HMAC-SHA256(server seed, "client seed:nonce"); the round's stream is the
blocks SHA-256(K || k) for k = 0, 1, 2, ... (k as 8 bytes, big-endian), read as big-endian 32-bit
words. Any language can re-derive a round from the triple, so a player can check it once the
server seed is revealed; its SHA-256 is shown before the round. Integers are drawn by rejection
sampling, so every draw is exactly uniform (no modulo bias).
"""
import bisect
import hashlib
import hmac
import secrets
import struct
from functools import lru_cache
from typing import Final

# Final: the compiled engine reads them as C statics, not from the module's dict at every use
_UNPACK: Final = struct.Struct(">8I").unpack
_TWO32: Final = 1 << 32
# the block counters most rounds reach, as the 8 big-endian bytes hashed: made once, not
# with int.to_bytes for every block (issue 40)
_COUNTERS: Final = [k.to_bytes(8, "big") for k in range(256)]


def new_server_seed() -> str:
    return secrets.token_hex(32)


@lru_cache(maxsize=64)
def _keyed(server_seed: str):
    """HMAC keyed with a server seed, its pads hashed once: simulations reuse one seed. Where
    hmac wraps OpenSSL's HMAC (CPython 3.11+ with OpenSSL), that object itself: the same
    copy/update/digest and the same bytes, without the wrapper's Python-level copy, which was
    half of making a round's stream (issue 40)."""
    mac = hmac.new(server_seed.encode(), digestmod="sha256")
    inner = getattr(mac, "_hmac", None)
    return mac if inner is None else inner


@lru_cache(maxsize=64)
def seed_hash(server_seed: str) -> str:
    return hashlib.sha256(server_seed.encode()).hexdigest()


def seed_triple(seed: int, nonce: int = 0) -> tuple[str, str, int]:
    """The fixed (server seed, client seed, nonce) that `--seed N` stands for."""
    return seed_hash(f"test-seed:{seed}"), "test", nonce


class FairRng:
    """A deterministic stream of uniform draws for one round (buffering changes only speed)."""

    __slots__ = ("server_seed", "client_seed", "nonce", "seed", "_key", "_block", "_buf", "_i")

    def __init__(self, server_seed: str, client_seed: str, nonce: int, seed=None):
        self.server_seed, self.client_seed, self.nonce = server_seed, client_seed, int(nonce)
        self.seed = seed  # the N of `--seed N`, shown in round_start; None for live rounds
        mac = _keyed(server_seed).copy()
        mac.update(f"{client_seed}:{self.nonce}".encode())
        self._key = hashlib.sha256(mac.digest())
        self._block = 0
        self._buf: list[int] = []
        self._i = 0

    @classmethod
    def from_seed(cls, seed: int, nonce: int = 0) -> "FairRng":
        return cls(*seed_triple(seed, nonce), seed=seed)

    @property
    def server_seed_hash(self) -> str:
        return seed_hash(self.server_seed)

    def _more(self, need: int):
        """Make at least `need` unread words available (how many blocks are made never changes
        which words are drawn; none is made ahead, since most rounds would never read it)."""
        buf = self._buf[self._i:] if self._i else self._buf
        key, block = self._key, self._block
        while len(buf) < need:
            h = key.copy()
            h.update(_COUNTERS[block] if block < 256 else block.to_bytes(8, "big"))
            block += 1
            buf.extend(_UNPACK(h.digest()))
        self._buf, self._i, self._block = buf, 0, block

    def fork(self, branch: str) -> None:
        """Replace every word not yet read with an independent stream named by `branch`.

        For estimates only (engine/tools/replay.py): a round forked where a feature starts
        keeps the words that dealt everything before and plays the feature from fresh ones:
        the blocks SHA-256(K' || k) with K' = SHA-256(K || "fork:" || branch). Live rounds never
        fork; a player's round is the documented stream alone."""
        key = self._key.copy()
        key.update(b"fork:" + branch.encode())
        self._key = hashlib.sha256(key.digest())
        self._block = 0
        self._buf = []
        self._i = 0

    def u32(self) -> int:
        """The next 32 bits of the stream."""
        if self._i >= len(self._buf):
            self._more(1)
        x = self._buf[self._i]
        self._i += 1
        return x

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), n <= 2**32."""
        if n <= 0 or n > _TWO32:
            raise ValueError(f"below({n}) needs 0 < n <= 2**32")
        limit = _TWO32 - _TWO32 % n
        x = self.u32()
        while x >= limit:
            x = self.u32()
        return x % n

    def pick(self, table: "WeightTable"):
        """One item of a weight table, with probability weight / total."""
        x = self.u32()
        while x >= table.limit:
            x = self.u32()
        return table.lookup(x % table.total)

    def pick_many(self, table: "WeightTable", k: int) -> list:
        """k items of a table: exactly what k calls of pick() would give, only faster."""
        i = self._i
        j = i + k
        if j > len(self._buf):
            self._more(k)
            i, j = 0, k
        words: list[int] = self._buf[i:j]
        # a word at or above the limit is drawn again: then word by word, as pick() does (a
        # loop of native compares, compiled, where max(words) was a generic call)
        limit = table.limit
        for x in words:
            if x >= limit:
                return [self.pick(table) for _ in range(k)]
        self._i = j
        flat, total = table.flat, table.total
        if flat is not None:        # a comprehension's % beats map(total.__rmod__) twice over
            return [flat[x % total] for x in words]
        return [table.lookup(x % total) for x in words]

    def sample(self, items, k: int) -> list:
        """k distinct items in random order (a partial Fisher-Yates shuffle). Only the swapped
        places are kept, in a dict: the shuffle's k steps touch at most 2k of them, and a
        round's marks are 5 of 64 cells (copying the 64 was most of the draw)."""
        pool = items if isinstance(items, (list, tuple, range)) else list(items)
        n = len(pool)
        if k > n:
            raise ValueError(f"cannot sample {k} of {n}")
        moved: dict = {}                # place -> what the swaps left there
        out = []
        for i in range(k):
            j = i + self.below(n - i)
            out.append(moved.get(j, pool[j]))
            moved[j] = moved.get(i, pool[i])     # place i is never drawn from again
        return out


class WeightTable:
    """Items with integer weights, ready for O(1) or O(log n) draws. Read only once made: a
    game's tables are shared by every caller of load_game (an assignment raises)."""

    __slots__ = ("items", "weights", "total", "limit", "lookup", "flat", "_sealed")
    total: int
    limit: int
    flat: tuple | None      # one slot per unit of weight, for tables small enough (a tuple:
                            # a game's tables are shared by every caller of load_game)
    _sealed: bool

    def __init__(self, items, weights):
        self.items, self.weights = tuple(items), tuple(int(w) for w in weights)
        if len(self.items) != len(self.weights) or not self.items:
            raise ValueError("a weight table needs one weight per item and at least one item")
        if any(w < 0 for w in self.weights) or sum(self.weights) <= 0:
            raise ValueError("weights must be >= 0 with a positive total")
        self.total = sum(self.weights)
        self.limit = _TWO32 - _TWO32 % self.total
        cum, run = [], 0
        for w in self.weights:
            run += w
            cum.append(run)
        self.flat = None
        if self.total <= 1 << 16:          # small tables: one slot per unit of weight
            flat = []
            for item, w in zip(self.items, self.weights):
                flat.extend([item] * w)
            self.flat = tuple(flat)
            self.lookup = self.flat.__getitem__
        else:
            items, bounds = self.items, tuple(cum)
            self.lookup = lambda r: items[bisect.bisect_right(bounds, r)]
        self._sealed = True

    def __setattr__(self, name: str, value) -> None:
        if getattr(self, "_sealed", False):     # (unset until it is made)
            raise AttributeError(f"a weight table is read only ({name})")
        super().__setattr__(name, value)

    def __reduce__(self):
        """Copied and pickled as what it is made from (set again field by field, it would
        refuse)."""
        return type(self), (self.items, self.weights)

    def __repr__(self):
        return f"WeightTable({dict(zip(self.items, self.weights))})"
