import hashlib
import hmac
import struct
from collections import Counter

from hypothesis import given, settings, strategies as st

from engine.rng import FairRng, WeightTable, seed_hash, seed_triple


def reference_words(server, client, nonce, n):
    """The stream as the docs define it, written out independently of FairRng."""
    key = hmac.new(server.encode(), f"{client}:{nonce}".encode(), hashlib.sha256).digest()
    words, k = [], 0
    while len(words) < n:
        words += struct.unpack(">8I", hashlib.sha256(key + k.to_bytes(8, "big")).digest())
        k += 1
    return words[:n]


def test_stream_matches_the_documented_construction():
    rng = FairRng("server-seed", "client", 7)
    assert [rng.u32() for _ in range(40)] == reference_words("server-seed", "client", 7, 40)


def test_same_triple_same_stream_and_any_change_differs():
    a = [FairRng("s", "c", 1).u32() for _ in range(1)]
    assert a == [FairRng("s", "c", 1).u32()]
    assert FairRng("s", "c", 2).u32() != FairRng("s", "c", 1).u32()
    assert FairRng("t", "c", 1).u32() != FairRng("s", "c", 1).u32()
    assert FairRng("s", "d", 1).u32() != FairRng("s", "c", 1).u32()


def test_seed_shorthand_is_a_fixed_triple():
    server, client, nonce = seed_triple(42)
    assert FairRng.from_seed(42).server_seed == server and client == "test" and nonce == 0
    assert seed_hash(server) == hashlib.sha256(server.encode()).hexdigest()


@given(st.integers(0, 10_000), st.lists(st.integers(1, 40), min_size=1, max_size=8))
@settings(max_examples=60, deadline=None)
def test_pick_many_is_exactly_repeated_picks(nonce, sizes):
    table = WeightTable(["a", "b", "c"], [5, 3, 1])
    one, many = FairRng("s", "c", nonce), FairRng("s", "c", nonce)
    for k in sizes:
        assert many.pick_many(table, k) == [one.pick(table) for _ in range(k)]
    assert many.u32() == one.u32()


def test_rejection_sampling_skips_the_biased_tail():
    # a total just above 2**31 rejects almost half of all words; results stay in range and the
    # stream stays aligned with single picks
    table = WeightTable(["a", "b"], [2**31, 1])
    one, many = FairRng("s", "c", 3), FairRng("s", "c", 3)
    assert many.pick_many(table, 50) == [one.pick(table) for _ in range(50)]


def test_weighted_draws_follow_their_weights():
    table = WeightTable(["a", "b", "c"], [6, 3, 1])
    rng = FairRng("s", "c", 11)
    counts = Counter(rng.pick_many(table, 30_000))
    for item, share in (("a", 0.6), ("b", 0.3), ("c", 0.1)):
        assert abs(counts[item] / 30_000 - share) < 0.015


def test_below_is_uniform_and_in_range():
    rng = FairRng("s", "c", 5)
    counts = Counter(rng.below(7) for _ in range(14_000))
    assert set(counts) == set(range(7))
    assert all(abs(v - 2000) < 200 for v in counts.values())


def test_sample_gives_distinct_items():
    rng = FairRng("s", "c", 9)
    for k in range(0, 31):
        got = rng.sample(range(30), k)
        assert len(set(got)) == k and all(0 <= x < 30 for x in got)
