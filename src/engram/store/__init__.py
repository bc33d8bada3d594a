"""Persistence: the Store port and its adapters (SQLite now; PostgreSQL behind the same contract)."""
