"""Hand-written, numbered SQLite migrations. Each runs once, in its own transaction, and is recorded.

A store created by an older engram is migrated forward when opened; a store written by a newer
engram than this one is refused rather than guessed at.
"""

from __future__ import annotations

MIGRATIONS: list[tuple[int, str, str]] = [
    (
        1,
        "items, links, blocks, events",
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

        CREATE TABLE items (
            id                INTEGER PRIMARY KEY AUTOINCREMENT,
            owner             TEXT NOT NULL,
            namespace         TEXT NOT NULL,
            category          TEXT NOT NULL,
            content           TEXT NOT NULL,
            content_key       TEXT NOT NULL,
            summary           TEXT,
            detail            TEXT,
            tags              TEXT NOT NULL DEFAULT '[]',
            source            TEXT NOT NULL,
            session_id        TEXT,
            turn_ids          TEXT NOT NULL DEFAULT '[]',
            confidence        REAL CHECK (confidence IS NULL OR (confidence >= 0 AND confidence <= 1)),
            valid_from        TEXT NOT NULL,
            valid_until       TEXT,
            recorded_at       TEXT NOT NULL,
            last_confirmed_at TEXT,
            supersedes        INTEGER REFERENCES items(id) ON DELETE SET NULL,
            superseded_by     INTEGER REFERENCES items(id) ON DELETE SET NULL,
            lineage           INTEGER NOT NULL,
            trashed_at        TEXT
        );
        CREATE INDEX items_owner_active ON items(owner, valid_until, category);
        CREATE INDEX items_owner_lineage ON items(owner, lineage);
        CREATE INDEX items_owner_ns ON items(owner, namespace);
        CREATE UNIQUE INDEX items_identical_active
            ON items(owner, namespace, category, content_key)
            WHERE valid_until IS NULL AND trashed_at IS NULL;

        CREATE TABLE links (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            owner      TEXT NOT NULL,
            from_id    INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
            to_id      INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
            relation   TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX links_from ON links(owner, from_id);
        CREATE INDEX links_to ON links(owner, to_id);

        CREATE TABLE blocks (
            id          INTEGER PRIMARY KEY AUTOINCREMENT,
            owner       TEXT NOT NULL,
            namespace   TEXT NOT NULL,
            category    TEXT NOT NULL DEFAULT '',
            content     TEXT NOT NULL,
            version     INTEGER NOT NULL,
            recorded_at TEXT NOT NULL,
            valid_until TEXT
        );
        CREATE UNIQUE INDEX blocks_one_active
            ON blocks(owner, namespace, category) WHERE valid_until IS NULL;
        CREATE INDEX blocks_owner_ns ON blocks(owner, namespace, category, version);

        CREATE TABLE events (
            id          INTEGER PRIMARY KEY AUTOINCREMENT,
            owner       TEXT NOT NULL,
            namespace   TEXT NOT NULL,
            at          TEXT NOT NULL,
            actor       TEXT NOT NULL,
            op          TEXT NOT NULL,
            target_kind TEXT NOT NULL,
            target_id   INTEGER,
            before      TEXT,
            after       TEXT,
            undoes      INTEGER REFERENCES events(id)
        );
        CREATE INDEX events_owner ON events(owner, id);
        CREATE INDEX events_target ON events(owner, target_kind, target_id);
        CREATE UNIQUE INDEX events_undoes ON events(undoes) WHERE undoes IS NOT NULL;
        """,
    ),
    (
        2,
        "context snapshots frozen per session",
        """
        CREATE TABLE context_snapshots (
            owner      TEXT NOT NULL,
            session_id TEXT NOT NULL,
            key        TEXT NOT NULL,
            payload    TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (owner, session_id, key)
        );
        """,
    ),
    (
        3,
        "sessions and turns",
        """
        CREATE TABLE sessions (
            pk            INTEGER PRIMARY KEY AUTOINCREMENT,
            owner         TEXT NOT NULL,
            id            TEXT NOT NULL,
            namespace     TEXT NOT NULL,
            title         TEXT,
            status        TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'idle', 'archived')),
            started_at    TEXT NOT NULL,
            last_turn_at  TEXT,
            closed_at     TEXT,
            archived_at   TEXT,
            trashed_at    TEXT,
            watermark     INTEGER NOT NULL DEFAULT 0,
            summary       TEXT,
            turn_count    INTEGER NOT NULL DEFAULT 0,
            meta          TEXT NOT NULL DEFAULT '{}',
            UNIQUE (owner, id)
        );
        CREATE INDEX sessions_owner_recent ON sessions(owner, last_turn_at);

        CREATE TABLE turns (
            id          INTEGER PRIMARY KEY AUTOINCREMENT,
            owner       TEXT NOT NULL,
            session_pk  INTEGER NOT NULL REFERENCES sessions(pk) ON DELETE CASCADE,
            seq         INTEGER NOT NULL,
            role        TEXT NOT NULL,
            speaker     TEXT,
            text        TEXT NOT NULL,
            at          TEXT NOT NULL,
            external_id TEXT,
            meta        TEXT NOT NULL DEFAULT '{}',
            UNIQUE (session_pk, seq)
        );
        CREATE INDEX turns_owner_at ON turns(owner, at);
        CREATE INDEX turns_external ON turns(session_pk, external_id);
        """,
    ),
    (
        4,
        "search indexes: FTS5 over items, blocks and turns; stored vectors",
        """
        CREATE VIRTUAL TABLE items_fts USING fts5(
            content, summary, detail, tags,
            content='items', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
        );
        INSERT INTO items_fts(rowid, content, summary, detail, tags)
            SELECT id, content, summary, detail, tags FROM items;
        CREATE TRIGGER items_fts_insert AFTER INSERT ON items BEGIN
            INSERT INTO items_fts(rowid, content, summary, detail, tags)
            VALUES (new.id, new.content, new.summary, new.detail, new.tags);
        END;
        CREATE TRIGGER items_fts_delete AFTER DELETE ON items BEGIN
            INSERT INTO items_fts(items_fts, rowid, content, summary, detail, tags)
            VALUES ('delete', old.id, old.content, old.summary, old.detail, old.tags);
            DELETE FROM vectors WHERE kind = 'item' AND ref_id = old.id;
        END;

        CREATE VIRTUAL TABLE blocks_fts USING fts5(
            content, content='blocks', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
        );
        INSERT INTO blocks_fts(rowid, content) SELECT id, content FROM blocks;
        CREATE TRIGGER blocks_fts_insert AFTER INSERT ON blocks BEGIN
            INSERT INTO blocks_fts(rowid, content) VALUES (new.id, new.content);
        END;
        CREATE TRIGGER blocks_fts_delete AFTER DELETE ON blocks BEGIN
            INSERT INTO blocks_fts(blocks_fts, rowid, content) VALUES ('delete', old.id, old.content);
            DELETE FROM vectors WHERE kind = 'block' AND ref_id = old.id;
        END;

        CREATE VIRTUAL TABLE turns_fts USING fts5(
            text, prev, next, date, tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER turns_fts_delete AFTER DELETE ON turns BEGIN
            DELETE FROM turns_fts WHERE rowid = old.id;
            DELETE FROM vectors WHERE kind = 'turn' AND ref_id = old.id;
        END;

        CREATE TABLE vectors (
            rowid  INTEGER PRIMARY KEY AUTOINCREMENT,
            owner  TEXT NOT NULL,
            kind   TEXT NOT NULL,
            ref_id INTEGER NOT NULL,
            vec    BLOB NOT NULL,
            UNIQUE (kind, ref_id)
        );
        CREATE INDEX vectors_owner_kind ON vectors(owner, kind, rowid);
        """,
    ),
    (
        5,
        "count vector deletions so caches can tell in O(1) that vectors changed",
        """
        INSERT OR IGNORE INTO meta (key, value) VALUES ('vectors.deleted', '0');
        CREATE TRIGGER vectors_deleted AFTER DELETE ON vectors BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'vectors.deleted';
        END;
        """,
    ),
    (
        6,
        "session digests (with FTS), daily logs, running-summary coverage",
        """
        ALTER TABLE sessions ADD COLUMN summary_seq INTEGER NOT NULL DEFAULT 0;

        CREATE TABLE digests (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            owner      TEXT NOT NULL,
            session_id TEXT NOT NULL,
            namespace  TEXT NOT NULL,
            title      TEXT NOT NULL,
            summary    TEXT NOT NULL,
            decisions  TEXT NOT NULL DEFAULT '[]',
            findings   TEXT NOT NULL DEFAULT '[]',
            files      TEXT NOT NULL DEFAULT '[]',
            turn_from  INTEGER NOT NULL,
            turn_to    INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            UNIQUE (owner, session_id, turn_from)
        );
        CREATE INDEX digests_owner_created ON digests(owner, created_at);

        CREATE VIRTUAL TABLE digests_fts USING fts5(
            title, summary, details, tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER digests_fts_insert AFTER INSERT ON digests BEGIN
            INSERT INTO digests_fts(rowid, title, summary, details)
            VALUES (new.id, new.title, new.summary, new.decisions || ' ' || new.findings || ' ' || new.files);
        END;
        CREATE TRIGGER digests_fts_delete AFTER DELETE ON digests BEGIN
            DELETE FROM digests_fts WHERE rowid = old.id;
        END;

        CREATE TABLE daily_entries (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            owner      TEXT NOT NULL,
            namespace  TEXT NOT NULL,
            day        TEXT NOT NULL,
            time       TEXT NOT NULL,
            label      TEXT NOT NULL,
            text       TEXT NOT NULL,
            session_id TEXT,
            at         TEXT NOT NULL
        );
        CREATE INDEX daily_owner_day ON daily_entries(owner, namespace, day, id);
        """,
    ),
    (
        7,
        "API keys for the HTTP API (only a hash of each key is stored)",
        """
        CREATE TABLE api_keys (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            owner        TEXT NOT NULL,
            name         TEXT,
            hash         TEXT NOT NULL UNIQUE,
            created_at   TEXT NOT NULL,
            revoked_at   TEXT,
            last_used_at TEXT
        );
        CREATE INDEX api_keys_owner ON api_keys(owner, id);
        """,
    ),
    (
        8,
        "typed facts: the slot an extracted item is about (residence, employer, pet:<name> ...)",
        """
        ALTER TABLE items ADD COLUMN slot TEXT;
        CREATE INDEX items_owner_slot ON items(owner, slot) WHERE slot IS NOT NULL;
        """,
    ),
]

LATEST_VERSION = MIGRATIONS[-1][0]


def stored_version(path: str) -> int | None:
    """The schema version recorded in the SQLite file at ``path``, read without changing anything
    (the file is opened read-only and never migrated): 0 for a file with no migrations recorded,
    None when the file cannot be read as a SQLite database. ``engram doctor`` reports it before
    anything opens the store (an open migrates an older store forward)."""
    import sqlite3
    from pathlib import Path
    from urllib.parse import quote

    uri = "file:" + quote(str(Path(path).absolute())) + "?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=5)
    except sqlite3.Error:
        return None
    try:
        found = conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
        ).fetchone()
        if found is None:
            return 0
        row = conn.execute("SELECT max(version) FROM schema_migrations").fetchone()
        return int(row[0] or 0)
    except sqlite3.Error:
        return None
    finally:
        conn.close()
