"""store.postgres."""
