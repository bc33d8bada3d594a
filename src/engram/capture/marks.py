"""Keys capture writes into a session's metadata, shared by the hook (stdlib only) and the library."""

TRANSCRIPT_KEY = "transcript"
"""How far a source file has been captured: ``{"path": …, "offset": …}``."""
ENDED_KEY = "ended_at"
"""When the session ended (the SessionEnd hook)."""
