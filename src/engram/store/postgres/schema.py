"""Hand-written, numbered PostgreSQL migrations. Each runs once, in its own transaction, and is recorded.

The tables mirror the SQLite schema column for column, so the service layer sees the same rows:
timestamps are the same fixed-width UTC text (``COLLATE "C"``: byte order is time order, as in
SQLite), JSON fields are the same text. What differs is search: a generated ``tsvector`` column per
searchable table (GIN-indexed, so the index is in step with the row in the same transaction), and
vectors in a ``vector`` column with one HNSW index per kind and dimension (made on first use).

A database written by a newer engram is refused rather than guessed at. Migrations take an
advisory lock, so two processes opening a new database at once do not both apply them.
"""

from __future__ import annotations

from typing import Any

import psycopg
from psycopg import sql

from engram.errors import StoreError
from engram.timeutil import to_text, utcnow

MIGRATION_LOCK = 0x656E6772  # "engr": pg_advisory_xact_lock key for migrations

# Words for full-text search: ASCII punctuation becomes a space first, so "don't", "a@b.com",
# "subject:color" and JSON arrays split into words the way the query side (and SQLite's unicode61
# tokenizer) splits them; then an English Snowball stemmer without a stop-word list.
_WORDS = "to_tsvector('engram_text', regexp_replace(coalesce({col}, ''), '[!-/:-@\\[-`{{-~[:space:]]+', ' ', 'g'))"


def tsvector_sql(expression: str) -> str:
    """SQL for the tsvector of a text expression, split into words exactly as the indexes split them."""
    return _WORDS.format(col=expression)


def words(column: str, weight: str) -> str:
    """SQL for a weighted tsvector of one text column (used in generated columns)."""
    return f"setweight({tsvector_sql(column)}, '{weight}')"


_T = 'text COLLATE "C"'

# ts_rank's weights for items in its {D, C, B, A} order: detail, tags, summary, content. The same
# literal ``postgres_search`` ranks items with (a test keeps the two equal).
ITEM_RANK_WEIGHTS = "{0.400000,0.600000,0.800000,1.000000}"


def item_term_rank(search: str, lexeme: str) -> str:
    """SQL for one lexeme's ts_rank in an item's tsvector (normalisation 1: by 1 + log(length)),
    the lexeme quoted as a tsquery literal the way ``postgres_query.quote_lexeme`` quotes it."""
    quoted = "'''' || replace(replace(" + lexeme + r", '\', '\\'), '''', '''''') || ''''"
    return f"ts_rank('{ITEM_RANK_WEIGHTS}', {search}, ({quoted})::tsquery, 1)"


MIGRATIONS: list[tuple[int, str, str]] = [
    (
        1,
        "items, links, blocks, events, snapshots, meta",
        f"""
        CREATE TABLE meta (key {_T} PRIMARY KEY, value text NOT NULL);

        CREATE TABLE items (
            id                bigserial PRIMARY KEY,
            owner             {_T} NOT NULL,
            namespace         {_T} NOT NULL,
            category          {_T} NOT NULL,
            content           text NOT NULL,
            content_key       {_T} NOT NULL,
            summary           text,
            detail            text,
            tags              text NOT NULL DEFAULT '[]',
            source            {_T} NOT NULL,
            session_id        {_T},
            turn_ids          text NOT NULL DEFAULT '[]',
            confidence        double precision CHECK (confidence IS NULL OR (confidence >= 0 AND confidence <= 1)),
            valid_from        {_T} NOT NULL,
            valid_until       {_T},
            recorded_at       {_T} NOT NULL,
            last_confirmed_at {_T},
            supersedes        bigint REFERENCES items(id) ON DELETE SET NULL,
            superseded_by     bigint REFERENCES items(id) ON DELETE SET NULL,
            lineage           bigint NOT NULL,
            trashed_at        {_T}
        );
        CREATE INDEX items_owner_active ON items(owner, valid_until, category);
        CREATE INDEX items_owner_lineage ON items(owner, lineage);
        CREATE INDEX items_owner_ns ON items(owner, namespace);
        CREATE UNIQUE INDEX items_identical_active
            ON items(owner, namespace, category, content_key)
            WHERE valid_until IS NULL AND trashed_at IS NULL;

        CREATE TABLE links (
            id         bigserial PRIMARY KEY,
            owner      {_T} NOT NULL,
            from_id    bigint NOT NULL REFERENCES items(id) ON DELETE CASCADE,
            to_id      bigint NOT NULL REFERENCES items(id) ON DELETE CASCADE,
            relation   {_T} NOT NULL,
            created_at {_T} NOT NULL
        );
        CREATE INDEX links_from ON links(owner, from_id);
        CREATE INDEX links_to ON links(owner, to_id);

        CREATE TABLE blocks (
            id          bigserial PRIMARY KEY,
            owner       {_T} NOT NULL,
            namespace   {_T} NOT NULL,
            category    {_T} NOT NULL DEFAULT '',
            content     text NOT NULL,
            version     integer NOT NULL,
            recorded_at {_T} NOT NULL,
            valid_until {_T}
        );
        CREATE UNIQUE INDEX blocks_one_active ON blocks(owner, namespace, category) WHERE valid_until IS NULL;
        CREATE INDEX blocks_owner_ns ON blocks(owner, namespace, category, version);

        CREATE TABLE events (
            id          bigserial PRIMARY KEY,
            owner       {_T} NOT NULL,
            namespace   {_T} NOT NULL,
            at          {_T} NOT NULL,
            actor       {_T} NOT NULL,
            op          {_T} NOT NULL,
            target_kind {_T} NOT NULL,
            target_id   bigint,
            before      text,
            after       text,
            undoes      bigint REFERENCES events(id)
        );
        CREATE INDEX events_owner ON events(owner, id);
        CREATE INDEX events_owner_op ON events(owner, op, id);
        CREATE INDEX events_target ON events(owner, target_kind, target_id);
        CREATE UNIQUE INDEX events_undoes ON events(undoes) WHERE undoes IS NOT NULL;

        CREATE TABLE context_snapshots (
            owner      {_T} NOT NULL,
            session_id {_T} NOT NULL,
            key        {_T} NOT NULL,
            payload    text NOT NULL,
            created_at {_T} NOT NULL,
            PRIMARY KEY (owner, session_id, key)
        );
        """,
    ),
    (
        2,
        "sessions, turns, digests, daily logs, API keys",
        f"""
        CREATE TABLE sessions (
            pk            bigserial PRIMARY KEY,
            owner         {_T} NOT NULL,
            id            {_T} NOT NULL,
            namespace     {_T} NOT NULL,
            title         text,
            status        {_T} NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'idle', 'archived')),
            started_at    {_T} NOT NULL,
            last_turn_at  {_T},
            closed_at     {_T},
            archived_at   {_T},
            trashed_at    {_T},
            watermark     integer NOT NULL DEFAULT 0,
            summary       text,
            turn_count    integer NOT NULL DEFAULT 0,
            meta          text NOT NULL DEFAULT '{{}}',
            summary_seq   integer NOT NULL DEFAULT 0,
            UNIQUE (owner, id)
        );
        CREATE INDEX sessions_owner_recent ON sessions(owner, last_turn_at);

        CREATE TABLE turns (
            id          bigserial PRIMARY KEY,
            owner       {_T} NOT NULL,
            session_pk  bigint NOT NULL REFERENCES sessions(pk) ON DELETE CASCADE,
            seq         integer NOT NULL,
            role        {_T} NOT NULL,
            speaker     {_T},
            text        text NOT NULL,
            at          {_T} NOT NULL,
            external_id {_T},
            meta        text NOT NULL DEFAULT '{{}}',
            UNIQUE (session_pk, seq)
        );
        CREATE INDEX turns_owner_at ON turns(owner, at);
        CREATE INDEX turns_owner_speaker ON turns(owner, speaker);
        CREATE INDEX turns_external ON turns(session_pk, external_id);

        CREATE TABLE digests (
            id         bigserial PRIMARY KEY,
            owner      {_T} NOT NULL,
            session_id {_T} NOT NULL,
            namespace  {_T} NOT NULL,
            title      text NOT NULL,
            summary    text NOT NULL,
            decisions  text NOT NULL DEFAULT '[]',
            findings   text NOT NULL DEFAULT '[]',
            files      text NOT NULL DEFAULT '[]',
            turn_from  integer NOT NULL,
            turn_to    integer NOT NULL,
            created_at {_T} NOT NULL,
            UNIQUE (owner, session_id, turn_from)
        );
        CREATE INDEX digests_owner_created ON digests(owner, created_at);

        CREATE TABLE daily_entries (
            id         bigserial PRIMARY KEY,
            owner      {_T} NOT NULL,
            namespace  {_T} NOT NULL,
            day        {_T} NOT NULL,
            time       {_T} NOT NULL,
            label      text NOT NULL,
            text       text NOT NULL,
            session_id {_T},
            at         {_T} NOT NULL
        );
        CREATE INDEX daily_owner_day ON daily_entries(owner, namespace, day, id);

        CREATE TABLE api_keys (
            id           bigserial PRIMARY KEY,
            owner        {_T} NOT NULL,
            name         text,
            hash         {_T} NOT NULL UNIQUE,
            created_at   {_T} NOT NULL,
            revoked_at   {_T},
            last_used_at {_T}
        );
        CREATE INDEX api_keys_owner ON api_keys(owner, id);
        """,
    ),
    (
        3,
        "full-text search: generated tsvector columns with GIN indexes",
        f"""
        CREATE TEXT SEARCH DICTIONARY engram_stem (TEMPLATE = snowball, Language = english);
        CREATE TEXT SEARCH CONFIGURATION engram_text (COPY = pg_catalog.english);
        ALTER TEXT SEARCH CONFIGURATION engram_text ALTER MAPPING REPLACE english_stem WITH engram_stem;

        ALTER TABLE items ADD COLUMN search tsvector GENERATED ALWAYS AS (
            {words("content", "A")} || {words("summary", "B")} || {words("tags", "C")} || {words("detail", "D")}
        ) STORED;
        CREATE INDEX items_search ON items USING gin (search);

        ALTER TABLE blocks ADD COLUMN search tsvector GENERATED ALWAYS AS ({words("content", "A")}) STORED;
        CREATE INDEX blocks_search ON blocks USING gin (search);

        -- What a turn is found by: its text without the speaker's name, the text of the turns
        -- before and after it, and its day in words (SQLite's turns_fts has the same four columns).
        ALTER TABLE turns ADD COLUMN body_text text NOT NULL DEFAULT '';
        ALTER TABLE turns ADD COLUMN prev_text text NOT NULL DEFAULT '';
        ALTER TABLE turns ADD COLUMN next_text text NOT NULL DEFAULT '';
        ALTER TABLE turns ADD COLUMN date_text text NOT NULL DEFAULT '';
        ALTER TABLE turns ADD COLUMN search tsvector GENERATED ALWAYS AS (
            {words("body_text", "A")} || {words("prev_text", "B")} || {words("next_text", "C")}
            || {words("date_text", "D")}
        ) STORED;
        CREATE INDEX turns_search ON turns USING gin (search);

        ALTER TABLE digests ADD COLUMN search tsvector GENERATED ALWAYS AS (
            {words("title", "A")} || {words("summary", "B")}
            || {words("decisions || ' ' || findings || ' ' || files", "C")}
        ) STORED;
        CREATE INDEX digests_search ON digests USING gin (search);
        """,
    ),
    (
        4,
        "vectors (pgvector) with a deletion counter for caches",
        f"""
        CREATE TABLE vectors (
            rowid  bigserial PRIMARY KEY,
            owner  {_T} NOT NULL,
            kind   {_T} NOT NULL,
            ref_id bigint NOT NULL,
            dim    integer NOT NULL,
            vec    vector NOT NULL,
            UNIQUE (kind, ref_id)
        );
        CREATE INDEX vectors_owner_kind ON vectors(owner, kind, rowid);

        INSERT INTO meta (key, value) VALUES ('vectors.deleted', '0') ON CONFLICT (key) DO NOTHING;

        CREATE FUNCTION engram_vectors_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE meta SET value = (value::bigint + (SELECT count(*) FROM gone))::text
            WHERE key = 'vectors.deleted';
            RETURN NULL;
        END $$;
        CREATE TRIGGER vectors_deleted AFTER DELETE ON vectors REFERENCING OLD TABLE AS gone
            FOR EACH STATEMENT EXECUTE FUNCTION engram_vectors_deleted();

        -- Vectors are derived from rows: when a row goes, its vector goes with it.
        CREATE FUNCTION engram_drop_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            DELETE FROM vectors v USING gone g WHERE v.kind = TG_ARGV[0] AND v.ref_id = g.id;
            RETURN NULL;
        END $$;
        CREATE TRIGGER items_drop_vectors AFTER DELETE ON items REFERENCING OLD TABLE AS gone
            FOR EACH STATEMENT EXECUTE FUNCTION engram_drop_vectors('item');
        CREATE TRIGGER blocks_drop_vectors AFTER DELETE ON blocks REFERENCING OLD TABLE AS gone
            FOR EACH STATEMENT EXECUTE FUNCTION engram_drop_vectors('block');
        CREATE TRIGGER turns_drop_vectors AFTER DELETE ON turns REFERENCING OLD TABLE AS gone
            FOR EACH STATEMENT EXECUTE FUNCTION engram_drop_vectors('turn');
        """,
    ),
    (
        5,
        "item_terms: the postings of live items, for ranking without visiting the items table",
        f"""
        -- One row per (lexeme, live item): what the lexical ranking of items reads by an index-only
        -- scan, instead of visiting every matching row of items (docs/postgres.md, "Lexical search").
        -- rank is ts_rank of that one lexeme in the item, with the item column weights: the term's
        -- share of the item's score, which depends on nothing but the item.
        CREATE TABLE item_terms (
            lexeme    {_T} NOT NULL,
            owner     {_T} NOT NULL,
            item_id   bigint NOT NULL,
            rank      real NOT NULL,
            category  {_T} NOT NULL,
            namespace {_T} NOT NULL
        );
        CREATE UNIQUE INDEX item_terms_lookup ON item_terms (lexeme, owner, item_id)
            INCLUDE (rank, category, namespace);

        CREATE FUNCTION engram_item_terms() RETURNS trigger LANGUAGE plpgsql AS $fn$
        BEGIN
            IF TG_OP <> 'INSERT' AND OLD.valid_until IS NULL AND OLD.trashed_at IS NULL THEN
                DELETE FROM item_terms t USING unnest(tsvector_to_array(OLD.search)) AS l(lexeme)
                WHERE t.lexeme = l.lexeme AND t.owner = OLD.owner AND t.item_id = OLD.id;
            END IF;
            IF TG_OP <> 'DELETE' AND NEW.valid_until IS NULL AND NEW.trashed_at IS NULL THEN
                INSERT INTO item_terms (lexeme, owner, item_id, rank, category, namespace)
                SELECT l.lexeme, NEW.owner, NEW.id, {item_term_rank("NEW.search", "l.lexeme")},
                       NEW.category, NEW.namespace
                FROM unnest(tsvector_to_array(NEW.search)) AS l(lexeme);
            END IF;
            RETURN NULL;
        END $fn$;
        CREATE TRIGGER items_terms_write AFTER INSERT OR DELETE ON items
            FOR EACH ROW EXECUTE FUNCTION engram_item_terms();
        CREATE TRIGGER items_terms_change AFTER UPDATE ON items FOR EACH ROW
            WHEN (OLD.search IS DISTINCT FROM NEW.search OR OLD.valid_until IS DISTINCT FROM NEW.valid_until
                  OR OLD.trashed_at IS DISTINCT FROM NEW.trashed_at OR OLD.category IS DISTINCT FROM NEW.category
                  OR OLD.namespace IS DISTINCT FROM NEW.namespace OR OLD.owner IS DISTINCT FROM NEW.owner)
            EXECUTE FUNCTION engram_item_terms();

        INSERT INTO item_terms (lexeme, owner, item_id, rank, category, namespace)
        SELECT l.lexeme, i.owner, i.id, {item_term_rank("i.search", "l.lexeme")}, i.category, i.namespace
        FROM items i, unnest(tsvector_to_array(i.search)) AS l(lexeme)
        WHERE i.valid_until IS NULL AND i.trashed_at IS NULL;
        """,
    ),
    (
        6,
        "typed facts: the slot an extracted item is about (residence, employer, pet:<name> ...)",
        f"""
        ALTER TABLE items ADD COLUMN slot {_T};
        CREATE INDEX items_owner_slot ON items (owner, slot) WHERE slot IS NOT NULL;
        """,
    ),
]

LATEST_VERSION = MIGRATIONS[-1][0]


def migrate(conn: psycopg.Connection[Any], where: str) -> int:
    """Bring the database to ``LATEST_VERSION`` (``conn`` in autocommit mode); returns the version found.

    Raises ``StoreError`` for a database from a newer engram, or when the ``vector`` extension is
    missing and this role may not create it.
    """
    if _current(conn) == LATEST_VERSION:  # the common case: a read, no lock
        return LATEST_VERSION
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations "
            '(version integer PRIMARY KEY, name text NOT NULL, applied_at text COLLATE "C" NOT NULL)'
        )
        _ensure_vector_extension(conn, where)
    found = _current(conn)
    if found > LATEST_VERSION:
        raise StoreError(
            f"{where} was written by a newer engram (schema {found}, this engram knows {LATEST_VERSION}); "
            "upgrade engram to open it"
        )
    for version, name, script in MIGRATIONS:
        if version <= found:
            continue
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            done = conn.execute("SELECT 1 FROM schema_migrations WHERE version = %s", (version,)).fetchone()
            if done is None:  # another process may have applied it while this one waited
                conn.execute(sql.SQL(script))
                conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (%s, %s, %s)",
                    (version, name, to_text(utcnow())),
                )
    return found


def _current(conn: psycopg.Connection[Any]) -> int:
    exists = conn.execute("SELECT to_regclass('schema_migrations') IS NOT NULL").fetchone()
    if not exists or not exists[0]:
        return 0
    row = conn.execute("SELECT coalesce(max(version), 0) FROM schema_migrations").fetchone()
    return int(row[0]) if row else 0


def _ensure_vector_extension(conn: psycopg.Connection[Any], where: str) -> None:
    if conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone() is not None:
        return
    available = conn.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'").fetchone()
    if available is None:
        raise StoreError(
            f"the PostgreSQL server at {where} has no pgvector extension: install pgvector "
            "(https://github.com/pgvector/pgvector) on the server; nothing was changed"
        )
    try:
        with conn.transaction():
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    except psycopg.errors.InsufficientPrivilege as exc:
        raise StoreError(
            f"the vector extension is not enabled in {where} and this role may not enable it: "
            "ask a superuser to run CREATE EXTENSION vector in this database; nothing was changed"
        ) from exc
