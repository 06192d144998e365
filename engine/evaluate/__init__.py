"""One module per pay mechanic. Each returns (symbol, positions) groups; the paytable prices
them."""
from engine.evaluate.clusters import find_clusters
from engine.evaluate.counts import find_counts
from engine.evaluate.runs import find_runs

__all__ = ["find_clusters", "find_counts", "find_runs"]
