"""store.sqlite."""
