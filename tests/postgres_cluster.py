"""The throwaway PostgreSQL server for the tests: it lives in :mod:`engram.store.postgres.cluster` (so
``engram bench scale`` can start one too); this module keeps the tests' import short."""

from __future__ import annotations

from engram.store.postgres.cluster import TEMPLATE, Binaries, Cluster, find_binaries

__all__ = ["TEMPLATE", "Binaries", "Cluster", "find_binaries"]
