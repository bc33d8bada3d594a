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
        "firestore|cockroachdb|cockroach|neo4j|elasticsearch|opensearch|planetscale|duckdb|oracle|sql server|"
        "mssql|clickhouse|timescaledb|influxdb|faunadb|fauna|scylladb|scylla|surrealdb|valkey|pocketbase|"
        "foundationdb|dgraph|arangodb|rethinkdb|ravendb|orientdb|memgraph|tigergraph|janusgraph|nebulagraph|"
        "edgedb|gel|neon|supabase|firebase|realtime database|turso|libsql|tidb|yugabytedb|yugabyte|singlestore|"
        "memsql|vitess|cosmosdb|cosmos db|azure sql|aurora|amazon aurora|rds|amazon rds|bigtable|spanner|"
        "cloud spanner|bigquery|snowflake|redshift|databricks|questdb|victoriametrics|prometheus|etcd|"
        "consul|leveldb|rocksdb|lmdb|berkeleydb|hbase|riak|voltdb|h2|hsqldb|derby|firebird|db2|ibm db2|"
        "sybase|teradata|informix|access|microsoft access|filemaker|airtable|baserow|nocodb|xata|convex|"
        "instantdb|appwrite|nhost|hasura|prisma postgres|cloudflare d1|d1|cloudflare kv|workers kv|upstash|"
        "dragonfly|dragonflydb|keydb|memcached|hazelcast|aerospike|couchbase lite|realm|mongodb atlas|atlas|"
        "meilisearch|typesense|qdrant|weaviate|pinecone|milvus|chroma|chromadb|pgvector|lancedb|"
        "tigerbeetle|materialize|risingwave|cratedb|greptimedb|tdengine|apache druid|druid|apache pinot|pinot|"
        "kuzu|terminusdb|xtdb|datomic|fauna db|orbitdb|gun|rxdb|pouchdb|dexie|indexeddb|watermelondb|"
        "objectbox|sqlcipher|cloud sql|alloydb|crunchy bridge|tembo|nile|electricsql|powersync|"
        "elephantsql|aiven|scalegrid|render postgres|heroku postgres|fly postgres|vercel postgres|vercel kv|"
        "azure cosmos db|mongo atlas|neon postgres|supabase postgres"
    ),
    "frontend": (
        "react|svelte|sveltekit|solidjs|solid.js|solid|htmx|vue|vue.js|vuejs|angular|angularjs|next.js|nextjs|"
        "nuxt|nuxt.js|remix|astro|preact|ember|ember.js|alpine.js|alpinejs|elm|qwik|lit|jquery|flutter|"
        "react native|swiftui|jetpack compose|gatsby|eleventy|11ty|hugo|jekyll|docusaurus|vitepress|"
        "backbone|backbone.js|knockout|mithril|inferno|stencil|marko|riot|hyperapp|blazor|leptos|yew|"
        "dioxus|sycamore|tauri|electron|ionic|capacitor|cordova|expo|nativescript|xamarin|maui|.net maui|"
        "kotlin multiplatform|compose multiplatform|tailwind|tailwindcss|bootstrap|bulma|material ui|mui|"
        "chakra ui|shadcn|shadcn/ui|mantine|ant design|vuetify|quasar|storybook|vite|webpack|parcel|"
        "turbopack|esbuild|rollup|redwood|redwoodjs|blitz|blitz.js|fresh|analog|solidstart|tanstack start|"
        "hotwire|turbo|stimulus|livewire|inertia|inertia.js|unpoly|datastar|phoenix liveview|liveview|"
        "godot|unity|unreal|pygame|phaser|three.js|threejs|babylon.js|p5.js|d3|d3.js|streamlit|gradio|dash|"
        "plotly dash|shiny|retool|bubble|webflow|framer|wordpress|ghost|squarespace|wix|shopify|"
        "react router|gleam lustre|lustre|elm-ui|imba|aurelia|polymer|dojo|extjs|sencha"
    ),
    "backend": (
        "django|flask|fastapi|rails|ruby on rails|express|express.js|expressjs|laravel|spring|spring boot|"
        "phoenix|nestjs|nest.js|gin|echo|fiber|chi|actix|actix-web|axum|rocket|warp|poem|sinatra|hanami|"
        "asp.net|asp.net core|symfony|codeigniter|cakephp|slim|lumen|yii|koa|hapi|fastify|adonis|adonisjs|"
        "hono|elysia|ktor|quarkus|micronaut|vert.x|dropwizard|play|play framework|litestar|starlette|"
        "sanic|tornado|aiohttp|pyramid|bottle|falcon|quart|django rest framework|drf|graphene|strawberry|"
        "apollo|apollo server|graphql yoga|trpc|grpc|deno|bun|node|node.js|nodejs|"
        "workers|supabase edge functions|convex functions|firebase functions|cloud functions|"
        "directus|strapi|payload|payload cms|keystone|sanity|contentful|wagtail|"
        "kitura|perfect|servant|yesod|scotty|ihp|dream|crow|drogon|oat++|cowboy|gleam wisp|wisp|"
        "plug|ash|ash framework|buffalo|beego|revel|encore|loco|salvo|tide|nickel|iron|"
        "n8n|temporal|celery|sidekiq|rabbitmq|kafka|nats|redpanda"
    ),
    "hosting": (
        "heroku|vercel|netlify|hetzner|aws|amazon web services|gcp|google cloud|google cloud platform|azure|"
        "microsoft azure|digitalocean|digital ocean|linode|akamai|akamai cloud|fly.io|fly|render|railway|"
        "cloudflare|cloudflare pages|cloudflare workers|github pages|gitlab pages|ovh|ovhcloud|scaleway|"
        "vultr|a raspberry pi|raspberry pi|a vps|vps|lambda|aws lambda|app engine|google app engine|"
        "cloud run|google cloud run|kubernetes|k8s|k3s|coolify|dokku|koyeb|upsun|platform.sh|"
        "northflank|porter|qovery|zeabur|sealos|caprover|kamal|dokploy|easypanel|cleavr|ploi|forge|"
        "laravel forge|laravel vapor|laravel cloud|elastic beanstalk|aws elastic beanstalk|"
        "amplify|aws amplify|lightsail|aws lightsail|ec2|amazon ec2|ecs|fargate|aws fargate|eks|gke|aks|"
        "azure app service|azure functions|azure static web apps|static web apps|firebase hosting|"
        "surge|surge.sh|neocities|glitch|replit|deno deploy|val town|pythonanywhere|"
        "openshift|ibm cloud|oracle cloud|oci|alibaba cloud|tencent cloud|ionos|hostinger|bluehost|"
        "godaddy|namecheap|siteground|dreamhost|a2 hosting|kinsta|wp engine|pantheon|acquia|"
        "contabo|hetzner cloud|netcup|kimsufi|oneprovider|equinix|equinix metal|packet|rackspace|"
        "backblaze|wasabi|bunny|bunny.net|fastly|fastly compute|akamai edge|"
        "a homelab|homelab|my homelab|a home server|home server|a nas|nas|synology|unraid|truenas|proxmox|"
        "docker swarm|nomad|fly machines|railway.app|render.com|vercel edge|netlify functions|"
        "cloudflare r2|r2|s3|amazon s3|tigris|sevalla|seenode|appliku|piku|heroku-style|zerops|"
        "leapcell|genezio|alwaysdata|uberspace|clever cloud|scalingo|cyclic|adaptable|stormkit|app runner|"
        "aws app runner|microk8s|docker|docker compose|podman"
    ),
    "language": (
        "python|rust|go|golang|java|kotlin|scala|swift|typescript|javascript|ruby|php|elixir|haskell|c#|"
        "c++|clojure|ocaml|f#|dart|lua|perl|julia|zig|nim|crystal|erlang|fortran|cobol|prolog|gleam|"
        "objective-c|visual basic|groovy|racket|common lisp"
    ),
}
# Names that are also everyday words: a kind when said of a project, but never read as a name in
# lower case mid-sentence ("we went with fish", "the access road").
_EVERYDAY = frozenset(
    """
    access atlas gun echo chi slim play iron plug ash dream crow perfect porter forge fly surge turbo solid
    node workers dash shiny ghost bubble riot unity realm gel consul druid chroma bun nas packet bunny wasabi
    tide nickel warp rocket poem falcon bottle pyramid tornado fiber spring express render railway lambda
    oracle lit remix astro elm gin ember mint d1 r2 s3 aurora spanner snowflake apollo temporal marko stimulus
    analog fresh parcel rollup inferno stencil framer shopify dojo polymer d3 wisp loco salvo encore revel
    beego buffalo servant scotty yesod perfect cowboy crow drogon sanity keystone payload strapi directus
    """.split()
)
TECH_KINDS = frozenset(_KINDS)
_BY_NAME: dict[str, str] = {name: kind for kind, names in _KINDS.items() for name in names.split("|")}
KNOWN_TECH = "(?:" + "|".join(re.escape(n) for n in sorted(_BY_NAME, key=len, reverse=True) if n not in _EVERYDAY) + ")"
# The everyday-word names, read only capitalised ("moved Kettle to Render", never "render a page").
EVERYDAY_TECH = (
    "(?:"
    + "|".join(
        "(?-i:" + re.escape(n[0].upper()) + ")" + re.escape(n[1:])
        for n in sorted(_EVERYDAY & set(_BY_NAME), key=len, reverse=True)
        if n[0].isalpha()
    )
    + ")"
)
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
