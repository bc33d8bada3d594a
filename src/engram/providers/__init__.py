"""Adapters to things outside engram: embedding models and LLMs."""
