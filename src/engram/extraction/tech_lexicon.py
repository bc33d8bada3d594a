"""What kind of technology a name is: a project's database, frontend, backend, hosting or language,
and the services a stack is made of besides (cache, queue, auth, CI, payments, ORM, search,
monitoring, analytics, CSS).

A project decision ("going with Netlify for Tamarind") is stored in the slot of its kind
(``project:tamarind:hosting``), so a later pick of the same kind replaces it even when the user
does not name the old one ("Tamarind is on Vercel now"), and "what hosting does Tamarind use?"
finds it. These are vocabularies of the trade (like the occupations of
:mod:`engram.extraction.fact_lexicon`), never values of a particular conversation; a name not
listed keeps the general ``project:<name>:stack`` slot. Each service has a kind of its own, so
"Stripe for payments and Postgres for data" is two decisions, not two databases (which would be
read as no decision at all); a short spelling ("pg", "k8s", "gh actions") is stored under the
technology's name (:func:`tech_name`).
"""

from __future__ import annotations

import re

from engram.extraction.language_names import EVERYDAY_LANGUAGES, LANGUAGE_NAMES

_KINDS: dict[str, str] = {
    "database": (
        "postgres|postgresql|postgre|postgre sql|pg|psql|mysql|my sql|maria db|mongo db|dynamo|dynamo db|"
        "cockroach db|couch db|influx db|mariadb|sqlite|mongodb|mongo|dynamodb|redis|cassandra|couchdb|couchbase|"
        "firestore|cockroachdb|cockroach|neo4j|planetscale|duckdb|oracle|sql server|"
        "mssql|clickhouse|timescaledb|influxdb|faunadb|fauna|scylladb|scylla|surrealdb|valkey|pocketbase|"
        "foundationdb|dgraph|arangodb|rethinkdb|ravendb|orientdb|memgraph|tigergraph|janusgraph|nebulagraph|"
        "edgedb|gel|neon|tarantool|aerospike|hazelcast|couchbase lite|realm|objectbox|"
        "supabase|firebase|realtime database|turso|libsql|tidb|yugabytedb|yugabyte|singlestore|"
        "memsql|vitess|cosmosdb|cosmos db|azure sql|aurora|amazon aurora|rds|amazon rds|bigtable|spanner|"
        "cloud spanner|bigquery|snowflake|redshift|databricks|questdb|victoriametrics|etcd|"
        "consul|leveldb|rocksdb|lmdb|berkeleydb|hbase|riak|voltdb|h2|hsqldb|derby|firebird|db2|ibm db2|"
        "sybase|teradata|informix|access|microsoft access|filemaker|airtable|baserow|nocodb|xata|convex|"
        "instantdb|appwrite|nhost|hasura|prisma postgres|cloudflare d1|d1|cloudflare kv|workers kv|upstash|"
        "aerospike|couchbase lite|realm|mongodb atlas|atlas|"
        "qdrant|weaviate|pinecone|milvus|chroma|chromadb|pgvector|lancedb|"
        "tigerbeetle|materialize|risingwave|cratedb|greptimedb|tdengine|apache druid|druid|apache pinot|pinot|"
        "kuzu|terminusdb|xtdb|datomic|fauna db|orbitdb|gun|rxdb|pouchdb|dexie|indexeddb|watermelondb|"
        "objectbox|sqlcipher|cloud sql|alloydb|crunchy bridge|tembo|nile|electricsql|powersync|"
        "elephantsql|aiven|scalegrid|render postgres|heroku postgres|fly postgres|vercel postgres|vercel kv|"
        "azure cosmos db|mongo atlas|neon postgres|supabase postgres"
    ),
    "frontend": (
        "react|react.js|reactjs|react js|next|next js|nuxtjs|nuxt 3|svelte kit|angular.js|alpine|"
        "svelte|sveltekit|solidjs|solid.js|solid|htmx|vue|vue.js|vuejs|angular|angularjs|next.js|nextjs|"
        "nuxt|nuxt.js|remix|astro|preact|ember|ember.js|alpine.js|alpinejs|elm|qwik|lit|jquery|flutter|"
        "react native|swiftui|jetpack compose|gatsby|eleventy|11ty|hugo|jekyll|zola|docusaurus|vitepress|"
        "backbone|backbone.js|knockout|mithril|inferno|stencil|marko|riot|hyperapp|blazor|leptos|yew|"
        "dioxus|sycamore|tauri|electron|ionic|capacitor|cordova|expo|nativescript|xamarin|maui|.net maui|"
        "kotlin multiplatform|compose multiplatform|quasar|storybook|vite|webpack|parcel|"
        "turbopack|esbuild|rollup|redwood|redwoodjs|blitz|blitz.js|fresh|analog|solidstart|tanstack start|"
        "hotwire|turbo|stimulus|livewire|inertia|inertia.js|unpoly|datastar|phoenix liveview|liveview|"
        "godot|unity|unreal|pygame|phaser|three.js|threejs|babylon.js|p5.js|d3|d3.js|streamlit|gradio|dash|"
        "plotly dash|shiny|retool|bubble|webflow|framer|wordpress|ghost|squarespace|wix|shopify|"
        "react router|gleam lustre|lustre|elm-ui|imba|aurelia|polymer|dojo|extjs|sencha|"
        "petite-vue|petite vue|crank|crank.js|van.js|vanjs|million.js|arrow.js|lit-html|hybrids|uhtml|sinuous|voby|"
        "cycle.js|cyclejs|hyperhtml|slint|iced|egui|kivy|beeware|pyscript|nicegui|reflex|flet|solara|enhance.dev"
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
        "n8n|temporal|.net|dotnet|.net core|nest|nest js|node js|ruby-on-rails|django ninja|nitro|feathers|"
        "feathersjs|loopback|sails|sails.js|meteor|meteor.js|spring framework"
    ),
    "hosting": (
        "heroku|vercel|netlify|hetzner|aws|amazon web services|gcp|google cloud|google cloud platform|azure|"
        "microsoft azure|digitalocean|digital ocean|linode|akamai|akamai cloud|fly.io|fly|render|railway|"
        "cloudflare|cloudflare pages|cloudflare workers|github pages|gitlab pages|ovh|ovhcloud|scaleway|"
        "upcloud|netcup|contabo|ionos|exoscale|civo|northflank|"
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
        "kamatera|deta|deta space|infomaniak|gandi|o2switch|strato|one.com|hostpoint|cyon|hostgator|greengeeks|"
        "inmotion hosting|interserver|ramnode|buyvm|frantech|ssdnodes|time4vps|hostwinds|liquid web|cloudways|"
        "scaleway elements|outscale|leaseweb|ovh vps|runcloud|serverpilot|spaceship|porkbun|"
        "a homelab|homelab|my homelab|a home server|home server|a nas|nas|synology|unraid|truenas|proxmox|"
        "docker swarm|nomad|fly machines|railway.app|render.com|vercel edge|netlify functions|"
        "cloudflare r2|r2|s3|amazon s3|tigris|sevalla|seenode|appliku|piku|heroku-style|zerops|"
        "leapcell|genezio|alwaysdata|infomaniak|infomaniak cloud|gandi|o2switch|planethoster|hostpoint|cyon|"
        "uberspace|clever cloud|scalingo|cyclic|adaptable|stormkit|app runner|"
        "aws app runner|microk8s|docker|docker compose|podman|gh pages|amazon aws|cloudflare tunnel|"
        "digitalocean app platform|do app platform|render.com|fly io|flyio|vercel.com|netlify.app"
    ),
    "cache": (
        "memcached|memcache|dragonfly|dragonflydb|keydb|hazelcast|varnish|varnish cache|ehcache|apcu|garnet|"
        "momento|upstash redis|elasticache|amazon elasticache|memorystore|azure cache for redis|redis cache"
    ),
    "queue": (
        "kafka|apache kafka|rabbitmq|rabbit mq|rabbit|nats|nats jetstream|redpanda|celery|sidekiq|sqs|amazon sqs|"
        "aws sqs|sns|amazon sns|pub/sub|pubsub|google pub/sub|cloud pub/sub|bullmq|bull|resque|rq|dramatiq|"
        "activemq|zeromq|zmq|pulsar|apache pulsar|kinesis|amazon kinesis|eventbridge|nsq|beanstalkd|oban|faktory|"
        "inngest|trigger.dev|qstash|upstash qstash|good_job|solid queue|solid_queue|delayed_job|huey|arq|"
        "cloud tasks|azure service bus|service bus|azure queue storage|mqtt|mosquitto|emqx|hivemq|kafka connect|"
        "confluent|confluent cloud|amazon mq|ironmq|graphile worker|pg-boss|asynq|watermill"
    ),
    "auth": (
        "auth0|clerk|okta|keycloak|firebase auth|firebase authentication|supabase auth|cognito|amazon cognito|"
        "aws cognito|nextauth|next-auth|nextauth.js|auth.js|lucia|lucia auth|passport|passport.js|passportjs|devise|"
        "ory|ory kratos|kratos|fusionauth|stytch|workos|descope|authentik|zitadel|supertokens|magic.link|hanko|"
        "better auth|better-auth|kinde|authelia|logto|frontegg|propelauth|userfront|django-allauth|allauth|"
        "omniauth|rodauth|sorcery|firebase authentication|azure ad|azure ad b2c|entra id|microsoft entra|"
        "google identity|identity platform|pocketid|casdoor|dex|gotrue|authlib|keratin|oauth2 proxy|oauth2-proxy"
    ),
    "ci": (
        "github actions|gh actions|gitlab ci|gitlab ci/cd|gitlab pipelines|circleci|circle ci|jenkins|travis|"
        "travis ci|travis-ci|buildkite|drone|drone ci|woodpecker|woodpecker ci|teamcity|bamboo|azure pipelines|"
        "azure devops|bitbucket pipelines|codebuild|aws codebuild|codepipeline|aws codepipeline|cloud build|"
        "google cloud build|semaphore|semaphoreci|semaphore ci|argo cd|argocd|argo workflows|tekton|concourse|"
        "codemagic|bitrise|appveyor|earthly|dagger|harness|spinnaker|flux|fluxcd|gitea actions|forgejo actions|"
        "sourcehut builds|builds.sr.ht|garnix|xcode cloud|fastlane|eas build|github ci"
    ),
    "payments": (
        "stripe|paddle|lemon squeezy|lemonsqueezy|braintree|paypal|adyen|mollie|square|gocardless|chargebee|"
        "recurly|revenuecat|razorpay|checkout.com|polar|polar.sh|klarna|stripe checkout|stripe billing|"
        "paystack|flutterwave|mercado pago|mercadopago|payoneer|2checkout|fastspring|gumroad|paddle billing|"
        "apple pay|google pay|in-app purchases|chargify|maxio|zuora|pabbly|moonpay|coinbase commerce"
    ),
    "orm": (
        "prisma|drizzle|drizzle orm|typeorm|sequelize|sqlalchemy|sqlmodel|django orm|activerecord|active record|"
        "hibernate|jpa|entity framework|entity framework core|ef core|gorm|sqlx|diesel|sea-orm|seaorm|ecto|"
        "mongoose|knex|knex.js|kysely|mikro-orm|mikroorm|objection|objection.js|peewee|tortoise orm|pony orm|"
        "doctrine|eloquent|ent|sqlc|jooq|mybatis|dapper|exposed|room|sqldelight|gorm gen|bookshelf|waterline|"
        "typegoose|mongoengine|beanie|odmantic|piccolo|ormar|edgedb orm|prisma orm|drizzle-orm"
    ),
    "search": (
        "elasticsearch|elastic search|opensearch|meilisearch|typesense|algolia|solr|apache solr|sphinx|"
        "manticore|manticore search|vespa|zincsearch|quickwit|tantivy|orama|pagefind|lunr|lunr.js|fuse.js|"
        "bleve|amazon opensearch|azure cognitive search|azure ai search|vertex ai search|"
        "paradedb|pg_search|xapian|lucene|apache lucene|coveo|swiftype|searchkit|marqo"
    ),
    "monitoring": (
        "sentry|datadog|new relic|newrelic|grafana|grafana cloud|honeycomb|bugsnag|rollbar|logrocket|"
        "highlight.io|better stack|betterstack|better uptime|uptime kuma|uptimerobot|pagerduty|opsgenie|signoz|"
        "axiom|logtail|papertrail|loggly|splunk|elastic apm|raygun|appsignal|scout apm|skylight|airbrake|"
        "honeybadger|glitchtip|prometheus|grafana loki|loki|jaeger|zipkin|opentelemetry|otel|dynatrace|"
        "instana|checkly|cronitor|healthchecks.io|statuspage|instatus|openstatus|coralogix|logz.io|mezmo|"
        "victorialogs|netdata|zabbix|nagios|icinga|uptrace|hyperdx|baselime|dash0|tracetest"
    ),
    "analytics": (
        "plausible|google analytics|ga4|posthog|mixpanel|amplitude|fathom|umami|matomo|heap|segment|"
        "simple analytics|simpleanalytics|pirsch|goatcounter|hotjar|fullstory|pendo|countly|"
        "vercel analytics|cloudflare web analytics|cloudflare analytics|rudderstack|snowplow|openpanel|"
        "microsoft clarity|clarity|tinybird|swetrix|aptabase|telemetrydeck|firebase analytics|"
        "adobe analytics|piwik|piwik pro|kissmetrics|woopra|chartmogul|baremetrics|profitwell|metabase|"
        "looker|looker studio|superset|apache superset|redash|grafana analytics"
    ),
    # how a project's infrastructure is declared, and how its pipelines are run: one of each at a time
    "infrastructure": (
        "terraform|opentofu|pulumi|aws cdk|cdk|cloudformation|ansible|saltstack|crossplane|arm templates|"
        "serverless framework|terragrunt"
    ),
    "orchestration": (
        "airflow|apache airflow|dagster|prefect|argo workflows|kubeflow|step functions|aws step functions|n8n|"
        "zapier|nifi|apache nifi|flyte|metaflow"
    ),
    "css": (
        "tailwind|tailwindcss|tailwind css|bootstrap|bulma|sass|scss|styled-components|styled components|"
        "emotion|css modules|vanilla-extract|unocss|windi css|windicss|pico|pico.css|picocss|daisyui|daisy ui|"
        "shadcn|shadcn/ui|shadcn ui|material ui|mui|chakra ui|chakra|mantine|ant design|antd|vuetify|radix|"
        "radix ui|headless ui|headlessui|flowbite|tachyons|pure.css|semantic ui|fomantic ui|open props|"
        "panda css|pandacss|stitches|twind|primevue|primereact|element plus|element ui|naive ui|nextui|"
        "heroui|park ui|ark ui|bootstrap 5|tailwind 4|less css|postcss|stylus|uikit|foundation css|"
        "materialize css|spectre.css|milligram|water.css|simple.css|blueprintjs|fluent ui|carbon design"
    ),
    "language": (
        "python|rust|go|golang|java|kotlin|scala|swift|typescript|javascript|ruby|php|elixir|haskell|c#|"
        "c++|clojure|ocaml|f#|dart|lua|perl|julia|zig|nim|crystal|erlang|fortran|cobol|prolog|gleam|"
        "objective-c|visual basic|groovy|racket|common lisp|matlab|solidity|mojo|odin|vlang|"
        "haxe|smalltalk|tcl|delphi|purescript|rescript|reasonml|coffeescript|vb.net|raku|"
        "apex|abap|verilog|vhdl"
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
    next alpine nest nitro feathers loopback sails meteor apex rabbit bull pulsar huey confluent clerk passport
    ory kratos lucia sorcery dex travis drone woodpecker bamboo semaphore tekton concourse dagger harness flux
    square polar paddle recurly doctrine eloquent ent dapper exposed room bookshelf waterline objection beanie
    diesel sphinx vespa orama lunr axiom loki skylight clarity heap segment pendo fathom emotion pico radix
    stitches stylus milligram chakra looker mojo odin delphi raku
    drizzle celery neon varnish backbone blitz cockroach knockout pinot prefect redwood
    """.split()
)
# One vocabulary of programming languages: the tool lexicon's (what the user writes) completes the
# project lexicon's (what a project is written in). Those of its names that are everyday words
# ("Fennel", "Wren", "Unison") stay out here: a project is often named with one ("Wren: a reading log").
_OWN_LANGUAGES = frozenset(_KINDS["language"].split("|"))
_KINDS["language"] += "".join(
    "|" + n for n in LANGUAGE_NAMES.split("|") if n not in _OWN_LANGUAGES and n not in EVERYDAY_LANGUAGES and len(n) > 1
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
        ("cache", r"\b(?:cache|caching|cached)\b"),
        ("queue", r"\b(?:queues?|message\s+broker|broker|background\s+jobs?|job\s+runner|event\s+bus)\b"),
        ("auth", r"\b(?:auth|authentication|log\s*in|login|sign[\s-]?in|sign[\s-]?up|identity\s+provider|sso)\b"),
        ("ci", r"\b(?:ci|ci/cd|continuous\s+integration|build\s+pipeline|pipelines?|builds?)\b"),
        ("payments", r"\b(?:payments?|billing|checkout|subscriptions?|take\s+money|charge)\b"),
        ("orm", r"\b(?:orm|query\s+builder|talks?\s+to\s+the\s+(?:db|database))\b"),
        ("search", r"\b(?:search|full[\s-]text|indexing)\b"),
        ("monitoring", r"\b(?:monitoring|error\s+tracking|errors|logging|logs|observability|alerting|uptime|apm)\b"),
        ("analytics", r"\b(?:analytics|page\s*views|visitors|tracking|product\s+metrics)\b"),
        ("css", r"\b(?:css|styling|styled?|ui\s+kit|component\s+library)\b"),
    )
)


# Short or run-together spellings said for a technology whose own name they do not contain: stored
# under the name, so "moved to pg" and a question about Postgres meet on one line.
_ALIASES: dict[str, str] = {
    "pg": "Postgres",
    "psql": "Postgres",
    "postgre": "Postgres",
    "postgre sql": "PostgreSQL",
    "mongo": "MongoDB",
    "mongo db": "MongoDB",
    "dynamo": "DynamoDB",
    "dynamo db": "DynamoDB",
    "cockroach": "CockroachDB",
    "cockroach db": "CockroachDB",
    "maria db": "MariaDB",
    "my sql": "MySQL",
    "couch db": "CouchDB",
    "influx db": "InfluxDB",
    "mongo atlas": "MongoDB Atlas",
    "k8s": "Kubernetes",
    "gh actions": "GitHub Actions",
    "gh pages": "GitHub Pages",
    "github ci": "GitHub Actions",
    "nextjs": "Next.js",
    "next": "Next.js",
    "next js": "Next.js",
    "nuxtjs": "Nuxt",
    "reactjs": "React",
    "react js": "React",
    "react.js": "React",
    "vuejs": "Vue",
    "vue.js": "Vue",
    "svelte kit": "SvelteKit",
    "tailwindcss": "Tailwind",
    "tailwind css": "Tailwind",
    "golang": "Go",
    "nodejs": "Node.js",
    "node js": "Node.js",
    "fly": "Fly.io",
    "fly io": "Fly.io",
    "flyio": "Fly.io",
    "rabbit": "RabbitMQ",
    "rabbit mq": "RabbitMQ",
    "expressjs": "Express",
    "nest": "NestJS",
    "nest js": "NestJS",
    "dotnet": ".NET",
    "circle ci": "CircleCI",
    "newrelic": "New Relic",
    "elastic search": "Elasticsearch",
    "alpinejs": "Alpine.js",
    "angularjs": "AngularJS",
    "render.com": "Render",
    "railway.app": "Railway",
    "vercel.com": "Vercel",
    "digital ocean": "DigitalOcean",
    "do app platform": "DigitalOcean",
}


def tech_name(value: str) -> str:
    """The technology's own name for a short spelling of it ("pg" -> "Postgres", "k8s" ->
    "Kubernetes"); any other value as the user said it."""
    return _ALIASES.get(" ".join(value.casefold().split()), value)


def tech_kind(value: str) -> str | None:
    """ "Postgres" -> "database", "Netlify" -> "hosting"; None for a name this lexicon does not know."""
    name = " ".join(value.casefold().split())
    if name in _BY_NAME:
        return _BY_NAME[name]
    # an unlisted "Something.js" is a browser library far more often than anything else
    return "frontend" if re.fullmatch(r"[a-z][\w-]*\.js", name) else None


def question_kinds(question: str) -> list[str]:
    """The kinds of technology a question asks about, in lexicon order; every kind when it names
    none ("what is Pika built with?")."""
    return [kind for kind, form in QUESTION_KINDS if form.search(question)] or [k for k, _ in QUESTION_KINDS]


# names that are also English words, read in lower case only where a technology goes ("written in rust",
# never "I'm going to go with Postgres")
_WORDS = frozenset(
    "go rust swift dart ruby crystal julia java bootstrap tailwind storybook unreal glitch amplify nomad neon nile "
    "materialize celery phoenix electron capacitor ionic expo convex fauna lumen perl lua nim scala vapor".split()
)
_AS_TECH = re.compile(
    r"\b(?:using|uses|use)\s+$|\b(?:written|built|coded|rewritten|(?:rewrote|rewriting|port(?:ed|ing))\s+\w+)\s+in\s+$",
    re.IGNORECASE,
)


def word_not_tech(value: str, before: str) -> bool:
    """A technology's name in lower case that is an English word ("go", "rust"), not said where a
    technology goes (``before`` is the text up to it): the word, not the name."""
    return value.islower() and value in _WORDS and not _AS_TECH.search(before)
