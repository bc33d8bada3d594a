"""The sidebar's grouping of sessions by recency: Today, Yesterday, Previous 7 days, Older (docs/decisions.md#chat-app).

Days are calendar days in the journal's time zone, so a session at 23:50 yesterday is "Yesterday"
even ten minutes later. Within a group, the most recent activity comes first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, tzinfo

from engram.models import Session

GROUPS: tuple[str, ...] = ("Today", "Yesterday", "Previous 7 days", "Older")


@dataclass(frozen=True, slots=True)
class SessionGroup:
    label: str
    sessions: tuple[Session, ...]


def last_activity(session: Session) -> datetime:
    return session.last_turn_at or session.started_at


def group_label(moment: datetime, now: datetime, tz: tzinfo) -> str:
    """Which group a session last active at ``moment`` belongs to, seen at ``now``."""
    days = (now.astimezone(tz).date() - moment.astimezone(tz).date()).days
    if days <= 0:
        return GROUPS[0]  # today (or a clock slightly ahead: still the freshest group)
    if days == 1:
        return GROUPS[1]
    if days <= 7:
        return GROUPS[2]
    return GROUPS[3]


def group_sessions(sessions: Sequence[Session], now: datetime, tz: tzinfo) -> tuple[SessionGroup, ...]:
    """Non-empty groups in the fixed order, each sorted by last activity, newest first."""
    buckets: dict[str, list[Session]] = {label: [] for label in GROUPS}
    for session in sessions:
        buckets[group_label(last_activity(session), now, tz)].append(session)
    return tuple(
        SessionGroup(label, tuple(sorted(found, key=lambda s: (last_activity(s), s.id), reverse=True)))
        for label, found in buckets.items()
        if found
    )
