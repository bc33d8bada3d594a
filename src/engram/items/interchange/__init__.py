"""Interchange formats: engram JSONL (lossless, with the event log), aish memory.jsonl, Markdown."""
