"""What kind of technology a name is: a project's database, frontend, backend, hosting or language.

A project decision ("going with Netlify for Tamarind") is stored in the slot of its kind
(``project:tamarind:hosting``), so a later pick of the same kind replaces it even when the user
does not name the old one ("Tamarind is on Vercel now"), and "what hosting does Tamarind use?"
finds it. These are vocabularies of the trade (like the occupations of
:mod:`engram.extraction.fact_lexicon`), never values of a particular conversation; a name not
listed keeps the general ``project:<name>:stack`` slot.
"""

from __future__ import annotations

import re

_KINDS: dict[str, str] = {
    "database": (
        "postgres|postgresql|mysql|mariadb|sqlite|mongodb|mongo|dynamodb|redis|cassandra|couchdb|couchbase|"
        "firestore|cockroachdb|neo4j|elasticsearch|opensearch|planetscale|duckdb|oracle|sql server|mssql|"
        "clickhouse|timescaledb|influxdb|faunadb|scylladb|surrealdb|valkey|pocketbase"
    ),
    "frontend": (
        "react|svelte|sveltekit|solidjs|solid.js|htmx|vue|vue.js|vuejs|angular|next.js|nextjs|nuxt|remix|astro|"
        "preact|ember|alpine.js|alpinejs|elm|qwik|lit|jquery|flutter|react native|swiftui|jetpack compose"
    ),
    "backend": (
        "django|flask|fastapi|rails|ruby on rails|express|laravel|spring|spring boot|phoenix|nestjs|gin|"
        "actix|axum|sinatra|asp.net|symfony|koa|hono|ktor|quarkus|litestar"
    ),
    "hosting": (
        "heroku|vercel|netlify|hetzner|aws|amazon web services|gcp|google cloud|azure|digitalocean|"
        "digital ocean|linode|fly.io|render|railway|cloudflare|cloudflare pages|github pages|ovh|scaleway|"
        "vultr|supabase|firebase|a raspberry pi|raspberry pi|a vps|vps|lambda|aws lambda|app engine|"
        "cloud run|kubernetes|coolify|dokku"
    ),
    "language": (
        "python|rust|go|golang|java|kotlin|scala|swift|typescript|javascript|ruby|php|elixir|haskell|c#|"
        "c++|clojure|ocaml|f#|dart|lua|perl|julia|zig|nim|crystal|erlang|fortran|cobol|prolog|gleam|"
        "objective-c|visual basic|groovy|racket|common lisp"
    ),
}
TECH_KINDS = frozenset(_KINDS)
_BY_NAME: dict[str, str] = {name: kind for kind, names in _KINDS.items() for name in names.split("|")}
KNOWN_TECH = "(?:" + "|".join(re.escape(n) for n in sorted(_BY_NAME, key=len, reverse=True)) + ")"
LANGUAGES = "(?:" + "|".join(re.escape(n) for n in sorted(_KINDS["language"].split("|"), key=len, reverse=True)) + ")"
# How a question names a kind: "what hosting does Gannet use?", "which db did we pick for Sextant?"
QUESTION_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern, re.IGNORECASE))
    for kind, pattern in (
        ("database", r"\b(?:databases?|db|datastore|data\s+store|storage)\b"),
        ("frontend", r"\b(?:front-?\s?end|ui|client)\b"),
        ("backend", r"\b(?:back-?\s?end|server\s+framework|api\s+framework)\b"),
        ("hosting", r"\b(?:host(?:ing|ed)?|deploy(?:ed|ment)?|cloud|server|run\s+on|runs\s+on)\b"),
        ("language", r"\b(?:language|written\s+in)\b"),
    )
)


def tech_kind(value: str) -> str | None:
    """ "Postgres" -> "database", "Netlify" -> "hosting"; None for a name this lexicon does not know."""
    return _BY_NAME.get(" ".join(value.casefold().split()))


def question_kinds(question: str) -> list[str]:
    """The kinds of technology a question asks about, in lexicon order; every kind when it names
    none ("what is Pika built with?")."""
    return [kind for kind, form in QUESTION_KINDS if form.search(question)] or [k for k, _ in QUESTION_KINDS]
