"""Pure logic with no I/O: validation, rendering, retrieval scoring, interchange formats."""
