"""Retrieval scoring: query terms, FTS5 query building, score fusion and the boosts around it."""
