"""Cases of our own for a project's stack read from the technologies a statement about one project
names (session 8, ``extraction/decision_first.py``): a technology of a known kind anywhere in the
statement ("Heroku is where Birchwood will live", "Firestore won the database bake-off for Kettle"),
in a heading or list ("Hearth - db: Supabase"), several kinds at once ("Rails on Heroku"), an old
value marked by a leaving word ("Dropped Heroku for Kettle, it's on Railway now") or by its own
clause ("heroku was too slow"), and a project named in the sentence before ("Some news on Lantern.
We're switching the database to Postgres."). ``DECISIONS8_EMPTY`` holds what must decide nothing:
questions, comparisons and alternatives, doubts and wishes, negations, somebody else's project or
words, two values of one kind with neither left, and a technology that is part of another name."""

from __future__ import annotations

from extraction_cases import Case, E, U

J = "project"
G = "decisions8"
GE = "decisions8-empty"

DECISIONS8: list[Case] = [
    # ---- a technology named anywhere in a statement about one project is what it uses
    U(
        "d8-heroku-is-where-birchwood-will-live",
        "Heroku is where Birchwood will live.",
        E(J, "Project Birchwood uses Heroku", slot="project:birchwood:hosting"),
        group=G,
    ),
    U(
        "d8-firestore-won-the-database-bake-off-for",
        "Firestore won the database bake-off for Kettle.",
        E(J, "Project Kettle uses Firestore", slot="project:kettle:database"),
        group=G,
    ),
    U(
        "d8-ended-up-choosing-dynamodb-for-birchwood",
        "Ended up choosing DynamoDB for Birchwood.",
        E(J, "Project Birchwood uses DynamoDB", slot="project:birchwood:database"),
        group=G,
    ),
    U(
        "d8-driftwood-keeps-its-graph-in-neo4j",
        "Driftwood keeps its graph in Neo4j",
        E(J, "Project Driftwood uses Neo4j", slot="project:driftwood:database"),
        group=G,
    ),
    U(
        "d8-thimble-stores-its-data-in-mariadb",
        "Thimble stores its data in MariaDB",
        E(J, "Project Thimble uses MariaDB", slot="project:thimble:database"),
        group=G,
    ),
    U(
        "d8-fennel-sits-on-a-linode-box",
        "Fennel sits on a Linode box",
        E(J, "Project Fennel uses Linode", slot="project:fennel:hosting"),
        group=G,
    ),
    U(
        "d8-quarry-talks-to-a-postgres-database",
        "Quarry talks to a Postgres database",
        E(J, "Project Quarry uses Postgres", slot="project:quarry:database"),
        group=G,
    ),
    U(
        "d8-netlify-is-hosting-harrow-s-landing-page",
        "Netlify is hosting Harrow's landing page",
        E(J, "Project Harrow uses Netlify", slot="project:harrow:hosting"),
        group=G,
    ),
    U(
        "d8-the-plan-for-kettle-is-react-on",
        "The plan for Kettle is React on the front end.",
        E(J, "Project Kettle uses React", slot="project:kettle:frontend"),
        group=G,
    ),
    U(
        "d8-going-with-aws-for-hosting-kettle",
        "Going with AWS for hosting Kettle.",
        E(J, "Project Kettle uses AWS", slot="project:kettle:hosting"),
        group=G,
    ),
    U(
        "d8-quarry-s-database-is-going-to-be",
        "Quarry's database is going to be MongoDB.",
        E(J, "Project Quarry uses MongoDB", slot="project:quarry:database"),
        group=G,
    ),
    U(
        "d8-we-re-putting-tidepool-s-data-in",
        "We're putting Tidepool's data in Redis.",
        E(J, "Project Tidepool uses Redis", slot="project:tidepool:database"),
        group=G,
    ),
    U(
        "d8-ok-so-marlin-is-gonna-use-postgres",
        "ok so Marlin is gonna use Postgres for everything, anyway can you help me write the migrations?",
        E(J, "Project Marlin uses Postgres", slot="project:marlin:database"),
        group=G,
    ),
    U(
        "d8-pinwheel-s-landing-page-lives-on-netlify",
        "Pinwheel's landing page lives on Netlify",
        E(J, "Project Pinwheel uses Netlify", slot="project:pinwheel:hosting"),
        group=G,
    ),
    U(
        "d8-gannet-runs-on-aws-boring-but-it",
        "Gannet runs on AWS, boring but it works",
        E(J, "Project Gannet uses AWS", slot="project:gannet:hosting"),
        group=G,
    ),
    # ---- a heading, a list or an arrow
    U(
        "d8-decided-lantern-gets-hosted-on-netlify",
        "Decided: Lantern gets hosted on Netlify.",
        E(J, "Project Lantern uses Netlify", slot="project:lantern:hosting"),
        group=G,
    ),
    U(
        "d8-settled-the-hosting-question-for-lantern-vercel",
        "Settled the hosting question for Lantern -- Vercel it is.",
        E(J, "Project Lantern uses Vercel", slot="project:lantern:hosting"),
        group=G,
    ),
    U(
        "d8-hearth-db-supabase",
        "Hearth - db: Supabase",
        E(J, "Project Hearth uses Supabase", slot="project:hearth:database"),
        group=G,
    ),
    U(
        "d8-thimble-postgres-no-question",
        "Thimble: Postgres, no question",
        E(J, "Project Thimble uses Postgres", slot="project:thimble:database"),
        group=G,
    ),
    U(
        "d8-lantern-fly-io-finally-decided",
        "lantern -> fly.io, finally decided",
        E(J, "Project lantern uses fly.io", slot="project:lantern:hosting"),
        group=G,
    ),
    U(
        "d8-wicket-s-backend-flask",
        "Wicket's backend: Flask",
        E(J, "Project Wicket uses Flask", slot="project:wicket:backend"),
        group=G,
    ),
    U(
        "d8-update-on-sextant-we-re-on-dynamodb",
        "update on Sextant: we're on DynamoDB now",
        E(J, "Project Sextant uses DynamoDB", slot="project:sextant:database"),
        group=G,
    ),
    # ---- values of different kinds each make their own fact
    U(
        "d8-birchwood-s-stack-rails-on-heroku",
        "Birchwood's stack: Rails on Heroku.",
        E(J, "Project Birchwood uses Rails", slot="project:birchwood:backend"),
        E(J, "Project Birchwood uses Heroku", slot="project:birchwood:hosting"),
        group=G,
    ),
    U(
        "d8-quillfeather-is-react-on-the-front-and",
        "Quillfeather is React on the front and Express on the back",
        E(J, "Project Quillfeather uses React", slot="project:quillfeather:frontend"),
        E(J, "Project Quillfeather uses Express", slot="project:quillfeather:backend"),
        group=G,
    ),
    U(
        "d8-kettle-is-written-in-python-with-django",
        "Kettle is written in Python with Django",
        E(J, "Project Kettle uses Python", slot="project:kettle:language"),
        E(J, "Project Kettle uses Django", slot="project:kettle:backend"),
        group=G,
    ),
    # ---- a leaving word before the old value
    U(
        "d8-moved-kettle-s-hosting-from-netlify-to",
        "Moved Kettle's hosting from Netlify to Cloudflare Pages.",
        E(J, "Project Kettle uses Cloudflare Pages", "update", slot="project:kettle:hosting"),
        group=G,
    ),
    U(
        "d8-dropped-heroku-for-kettle-it-s-on",
        "Dropped Heroku for Kettle, it's on Railway now.",
        E(J, "Project Kettle uses Railway", "update", slot="project:kettle:hosting"),
        group=G,
    ),
    U(
        "d8-we-ditched-mysql-on-kettle-duckdb-does",
        "We ditched MySQL on Kettle; DuckDB does the job.",
        E(J, "Project Kettle uses DuckDB", "update", slot="project:kettle:database"),
        group=G,
    ),
    U(
        "d8-driftwood-moved-off-heroku-onto-google-cloud",
        "Driftwood moved off Heroku onto Google Cloud Run",
        E(J, "Project Driftwood uses Google Cloud Run", "update", slot="project:driftwood:hosting"),
        group=G,
    ),
    U(
        "d8-gannet-swapped-mongodb-out-for-postgres-last",
        "Gannet swapped MongoDB out for Postgres last sprint",
        E(J, "Project Gannet uses Postgres", "update", slot="project:gannet:database"),
        group=G,
    ),
    U(
        "d8-minnow-is-on-render-now-no-more",
        "Minnow is on Render now, no more Heroku",
        E(J, "Project Minnow uses Render", "update", slot="project:minnow:hosting"),
        group=G,
    ),
    U(
        "d8-kestrel-is-off-firebase-and-on-postgres",
        "Kestrel is off Firebase and on Postgres now",
        E(J, "Project Kestrel uses Postgres", "update", slot="project:kestrel:database"),
        group=G,
    ),
    # ---- the old value's own clause leaves it
    U(
        "d8-bramble-is-now-on-render-heroku-was",
        "bramble is now on render, heroku was too slow",
        E(J, "Project bramble uses render", "update", slot="project:bramble:hosting"),
        group=G,
    ),
    U(
        "d8-skiff-now-uses-mongodb-sqlite-couldn-t",
        "Skiff now uses MongoDB, SQLite couldn't keep up",
        E(J, "Project Skiff uses MongoDB", "update", slot="project:skiff:database"),
        group=G,
    ),
    U(
        "d8-hearth-s-database-is-now-dynamodb-supabase",
        "Hearth's database is now DynamoDB, Supabase is gone",
        E(J, "Project Hearth uses DynamoDB", "update", slot="project:hearth:database"),
        group=G,
    ),
    U(
        "d8-birchwood-moved-to-railway-heroku-s-free",
        "Birchwood moved to Railway, Heroku's free tier is dead",
        E(J, "Project Birchwood uses Railway", "update", slot="project:birchwood:hosting"),
        group=G,
    ),
    U(
        "d8-sundial-is-on-sqlite-now-postgres-was",
        "Sundial is on SQLite now, Postgres was overkill",
        E(J, "Project Sundial uses SQLite", "update", slot="project:sundial:database"),
        group=G,
    ),
    U(
        "d8-kestrel-supabase-firebase-was-too-expensive",
        "Kestrel -> Supabase, Firebase was too expensive",
        E(J, "Project Kestrel uses Supabase", "update", slot="project:kestrel:database"),
        group=G,
    ),
    # ---- a project named as a place, a verb-led statement, in lower case
    U(
        "d8-harrow-s-dashboard-is-vue-3",
        "Harrow's dashboard is Vue 3",
        E(J, "Project Harrow uses Vue", slot="project:harrow:frontend"),
        group=G,
    ),
    U(
        "d8-harrow-got-moved-onto-digitalocean-last-week",
        "Harrow got moved onto DigitalOcean last week",
        E(J, "Project Harrow uses DigitalOcean", slot="project:harrow:hosting"),
        group=G,
    ),
    U(
        "d8-kettle-s-frontend-is-react-sorry-typing",
        "kettle's frontend is react (sorry, typing on my phone)",
        E(J, "Project kettle uses react", slot="project:kettle:frontend"),
        group=G,
    ),
    U(
        "d8-marlin-s-on-render-now-lol-way",
        "marlin's on Render now lol, way cheaper",
        E(J, "Project marlin uses Render", slot="project:marlin:hosting"),
        group=G,
    ),
    U(
        "d8-copperleaf-moved-to-hetzner-last-month",
        "copperleaf moved to Hetzner last month",
        E(J, "Project copperleaf uses Hetzner", slot="project:copperleaf:hosting"),
        group=G,
    ),
    U(
        "d8-render-hosts-tamarisk-now",
        "Render hosts Tamarisk now",
        E(J, "Project Tamarisk uses Render", slot="project:tamarisk:hosting"),
        group=G,
    ),
    U(
        "d8-railway-is-where-quillfeather-runs-now",
        "Railway is where Quillfeather runs now",
        E(J, "Project Quillfeather uses Railway", slot="project:quillfeather:hosting"),
        group=G,
    ),
    # ---- the project named in the sentence before
    U(
        "d8-some-news-on-lantern-we-re-switching",
        "Some news on Lantern. We're switching the database to Postgres.",
        E(J, "Project Lantern uses Postgres", slot="project:lantern:database"),
        group=G,
    ),
    U(
        "d8-quick-kettle-update-moved-hosting-to-railway",
        "Quick Kettle update! Moved hosting to Railway, Heroku was too pricey.",
        E(J, "Project Kettle uses Railway", "update", slot="project:kettle:hosting"),
        group=G,
    ),
    U(
        "d8-spent-the-weekend-on-quarry-ripped-out",
        "Spent the weekend on Quarry. Ripped out MySQL and put in Postgres.",
        E(J, "Project Quarry uses Postgres", "update", slot="project:quarry:database"),
        group=G,
    ),
    U(
        "d8-working-on-lantern-again-it-runs-on",
        "Working on Lantern again. It runs on Fly.io now.",
        E(J, "Project Lantern uses Fly.io", slot="project:lantern:hosting"),
        group=G,
    ),
    # ---- the one value a move went to is new, the other of its kind its source
    U(
        "d8-waxwing-finally-moved-to-postgres-after-the",
        "Waxwing finally moved to Postgres after the Redis data loss",
        E(J, "Project Waxwing uses Postgres", "update", slot="project:waxwing:database"),
        group=G,
    ),
    U(
        "d8-oriole-got-moved-to-cloudflare-pages-vercel",
        "Oriole got moved to Cloudflare Pages, Vercel's pricing changed",
        E(J, "Project Oriole uses Cloudflare Pages", "update", slot="project:oriole:hosting"),
        group=G,
    ),
    U(
        "d8-moved-ptarmigan-over-to-hetzner-way-cheaper",
        "moved Ptarmigan over to Hetzner, way cheaper than AWS",
        E(J, "Project Ptarmigan uses Hetzner", slot="project:ptarmigan:hosting"),
        group=G,
    ),
    # ---- a technology that names what the project is made as
    U(
        "d8-tamarisk-is-basically-a-django-monolith",
        "Tamarisk is basically a Django monolith",
        E(J, "Project Tamarisk uses Django", slot="project:tamarisk:backend"),
        group=G,
    ),
    U(
        "d8-thimble-is-a-laravel-app",
        "Thimble is a Laravel app",
        E(J, "Project Thimble uses Laravel", slot="project:thimble:backend"),
        group=G,
    ),
    U(
        "d8-oriole-is-on-next-js-14",
        "Oriole is on Next.js 14",
        E(J, "Project Oriole uses Next.js", slot="project:oriole:frontend"),
        group=G,
    ),
    # ---- an opening word that is no one doing anything, and a past said of the old value
    U(
        "d8-final-answer-on-kettle-hosting-netlify",
        "Final answer on Kettle hosting: Netlify",
        E(J, "Project Kettle uses Netlify", slot="project:kettle:hosting"),
        group=G,
    ),
    U(
        "d8-svelte-won-for-kettle-s-frontend-react",
        "Svelte won for Kettle's frontend, React felt heavy",
        E(J, "Project Kettle uses Svelte", "update", slot="project:kettle:frontend"),
        group=G,
    ),
    U(
        "d8-lantern-postgres-for-the-db-render-for",
        "Lantern: Postgres for the db, Render for hosting",
        E(J, "Project Lantern uses Postgres", slot="project:lantern:database"),
        E(J, "Project Lantern uses Render", slot="project:lantern:hosting"),
        group=G,
    ),
    U(
        "d8-so-kettle-s-been-on-railway-since",
        "so Kettle's been on Railway since Tuesday and it's been rock solid",
        E(J, "Project Kettle uses Railway", slot="project:kettle:hosting"),
        group=G,
    ),
    U(
        "d8-kettle-now-runs-on-digitalocean",
        "👉 Kettle now runs on DigitalOcean",
        E(J, "Project Kettle uses DigitalOcean", slot="project:kettle:hosting"),
        group=G,
    ),
    # ---- a generic host beside a named one, and hosted databases and runners
    U(
        "d8-kettle-runs-in-docker-on-a-hetzner",
        "Kettle runs in Docker on a Hetzner box",
        E(J, "Project Kettle uses Hetzner", slot="project:kettle:hosting"),
        group=G,
    ),
    U(
        "d8-kettle-runs-on-kubernetes-on-gke-now",
        "Kettle runs on Kubernetes on GKE now",
        E(J, "Project Kettle uses GKE", slot="project:kettle:hosting"),
        group=G,
    ),
    U(
        "d8-bramble-runs-on-a-hetzner-vps",
        "Bramble runs on a Hetzner VPS",
        E(J, "Project Bramble uses Hetzner", slot="project:bramble:hosting"),
        group=G,
    ),
    U(
        "d8-kettle-s-data-moved-to-vercel-postgres",
        "Kettle's data moved to Vercel Postgres last week",
        E(J, "Project Kettle uses Vercel Postgres", slot="project:kettle:database"),
        group=G,
    ),
    U(
        "d8-we-deploy-kettle-on-aws-app-runner",
        "we deploy Kettle on AWS App Runner now",
        E(J, "Project Kettle uses AWS App Runner", slot="project:kettle:hosting"),
        group=G,
    ),
    # ---- the project is the one subject among other names; a project named like a framework
    U(
        "d8-kettle-uses-stripe-for-payments-and-postgres",
        "Kettle uses Stripe for payments and Postgres for data",
        E(J, "Project Kettle uses Stripe", slot="project:kettle:payments"),
        E(J, "Project Kettle uses Postgres", slot="project:kettle:database"),
        group=G,
    ),
    U(
        "d8-kettle-s-api-is-deployed-via-github",
        "Kettle's API is deployed via GitHub Actions to Fly.io",
        E(J, "Project Kettle uses GitHub Actions", slot="project:kettle:ci"),
        E(J, "Project Kettle uses Fly.io", slot="project:kettle:hosting"),
        group=G,
    ),
    U(
        "d8-lantern-is-on-heroku-kettle-uses-mysql",
        "Lantern is on Heroku, Kettle uses MySQL",
        E(J, "Project Lantern uses Heroku", slot="project:lantern:hosting"),
        group=G,
    ),
    U(
        "d8-hey-so-i-finally-picked-a-database",
        "hey! so I finally picked a database for my side project Lumen — going with Postgres. "
        "can you help me with the schema?",
        E(J, "Project Lumen", slot="project:lumen"),
        E(J, "Project Lumen uses Postgres", slot="project:lumen:database"),
        group=G,
    ),
    # ---- a technology read in a decision is nobody's manager
    U(
        "d8-wayfarer-runs-off-a-raspberry-pi-under",
        "Wayfarer runs off a Raspberry Pi under my desk",
        E(J, "Project Wayfarer uses a Raspberry Pi", slot="project:wayfarer:hosting"),
        group=G,
    ),
]

DECISIONS8_EMPTY: list[Case] = [
    U("d8-should-lantern-use-postgres-or-mysql", "Should Lantern use Postgres or MySQL?", group=GE),
    U("d8-thinking-about-moving-kettle-to-vercel", "thinking about moving Kettle to Vercel", group=GE),
    U("d8-maybe-quarry-should-run-on-fly-io", "maybe Quarry should run on Fly.io", group=GE),
    U("d8-my-friend-s-app-orrery-runs-on", "my friend's app Orrery runs on Heroku", group=GE),
    U("d8-tom-s-project-birchwood-uses-django", "Tom's project Birchwood uses Django", group=GE),
    U("d8-kettle-doesn-t-need-redis", "Kettle doesn't need Redis", group=GE),
    U("d8-i-wish-marlin-could-run-on-cloudflare", "I wish Marlin could run on Cloudflare Workers", group=GE),
    U("d8-comparing-supabase-vs-firebase-for-foxglove", "comparing Supabase vs Firebase for Foxglove", group=GE),
    U("d8-evaluating-render-or-railway-for-sundial", "evaluating Render or Railway for Sundial", group=GE),
    U(
        "d8-my-coworker-says-gullwing-should-be-rewritten",
        "my coworker says Gullwing should be rewritten in Rust",
        group=GE,
    ),
    U("d8-vercel-is-great-for-next-js-apps", "Vercel is great for Next.js apps", group=GE),
    U("d8-considering-dynamodb-for-copperleaf", "considering DynamoDB for Copperleaf", group=GE),
    U("d8-driftwood-used-to-run-on-heroku-years", "Driftwood used to run on Heroku years ago", group=GE),
    U("d8-we-might-go-with-azure-for-peregrine", "We might go with Azure for Peregrine", group=GE),
    U("d8-halyard-won-t-be-on-aws-too", "Halyard won't be on AWS, too pricey", group=GE),
    U("d8-my-sister-built-larkspur-on-firebase", "my sister built Larkspur on Firebase", group=GE),
    U("d8-cobble-is-not-on-heroku-anymore", "Cobble is not on Heroku anymore", group=GE),
    U("d8-minnow-s-competitor-runs-on-supabase", "Minnow's competitor runs on Supabase", group=GE),
    U("d8-if-i-were-you-i-d-host", "if I were you I'd host Beacon on Hetzner", group=GE),
    U("d8-jenna-moved-her-blog-to-netlify", "Jenna moved her blog to Netlify", group=GE),
    U("d8-the-client-wants-the-site-on-wordpress", "the client wants the site on WordPress", group=GE),
    U("d8-i-m-torn-between-svelte-and-react", "I'm torn between Svelte and React for Quarry", group=GE),
    U("d8-someone-on-reddit-said-birchwood-should-use", "someone on reddit said Birchwood should use Redis", group=GE),
    U("d8-let-s-not-use-mongodb-for-bramble", "let's not use MongoDB for Bramble", group=GE),
    U("d8-copperleaf-might-end-up-on-vercel-we", "Copperleaf might end up on Vercel, we'll see", group=GE),
    U("d8-avoid-dynamodb-for-larkspur-unless-you-need", "Avoid DynamoDB for Larkspur unless you need scale", group=GE),
    U("d8-i-would-never-put-halyard-on-firebase", "I would never put Halyard on Firebase", group=GE),
    U("d8-the-assistant-suggested-supabase-for-minnow", "the assistant suggested Supabase for Minnow", group=GE),
    U("d8-fennel-s-ui-is-htmx-plus-a", "Fennel's UI is htmx plus a bit of Alpine.js", group=GE),
    U("d8-my-buddy-s-project-plover-is-on", "my buddy's project Plover is on Vercel", group=GE),
    U(
        "d8-thinking-gannet-could-use-clickhouse-for-analytics",
        "thinking Gannet could use ClickHouse for analytics",
        group=GE,
    ),
    U("d8-kestrel-s-competitor-runs-on-firebase", "Kestrel's competitor runs on Firebase", group=GE),
    U(
        "d8-my-cofounder-keeps-pushing-for-kubernetes-on",
        "my cofounder keeps pushing for Kubernetes on Nimbus",
        group=GE,
    ),
    U("d8-we-are-not-moving-tamarisk-to-aws", "we are not moving Tamarisk to AWS", group=GE),
    U("d8-she-moved-her-portfolio-to-netlify", "she moved her portfolio to Netlify", group=GE),
    U("d8-hypothetically-sextant-on-cloudflare-workers", "hypothetically, Sextant on Cloudflare Workers?", group=GE),
    U("d8-i-d-pick-svelte-for-harrow-if", "I'd pick Svelte for Harrow if starting over", group=GE),
    U("d8-a-friend-said-nimbus-should-just-use", "a friend said Nimbus should just use SQLite", group=GE),
    U(
        "d8-comparing-render-and-railway-pricing-for-gannet",
        "comparing Render and Railway pricing for Gannet",
        group=GE,
    ),
    U("d8-hoping-to-get-pippin-on-fly-io", "hoping to get Pippin on Fly.io soon", group=GE),
    U("d8-the-workshop-had-us-deploy-to-heroku", "the workshop had us deploy to Heroku", group=GE),
    U("d8-let-s-try-vercel-for-ostrich-next", "Let's try Vercel for Ostrich next week", group=GE),
    U("d8-my-friend-s-app-orrery-is-cool", "My friend's app Orrery is cool. It runs on Heroku.", group=GE),
    U("d8-tom-s-project-birchwood-is-neat-it", "Tom's project Birchwood is neat. It's on Fly.io.", group=GE),
    U("d8-had-lunch-with-ines-postgres-is-great", "Had lunch with Ines. Postgres is great.", group=GE),
    U(
        "d8-a-guy-on-reddit-said-birchwood-should",
        "a guy on reddit said Birchwood should run on Kubernetes lol",
        group=GE,
    ),
    U("d8-ines-settled-on-vercel-for-wren", "Ines settled on Vercel for Wren", group=GE),
    U("d8-lantern-and-kettle-are-both-on-render", "Lantern and Kettle are both on Render", group=GE),
    U("d8-spring-is-here-and-lantern-is-almost", "Spring is here and Lantern is almost done", group=GE),
    U("d8-i-m-learning-rust-while-building-kettle", "I'm learning Rust while building Kettle", group=GE),
    U("d8-kettle-got-featured-on-the-vercel-blog", "Kettle got featured on the Vercel blog", group=GE),
    U("d8-kettle-is-an-alternative-to-firebase-for", "Kettle is an alternative to Firebase for small teams", group=GE),
    U("d8-kettle-exports-data-to-bigquery-every-night", "Kettle exports data to BigQuery every night", group=GE),
    U("d8-kettle-is-like-supabase-but-for-recipes", "Kettle is like Supabase but for recipes", group=GE),
    U("d8-i-wrote-a-kettle-tutorial-for-the", "I wrote a Kettle tutorial for the Django forum", group=GE),
    U("d8-watched-a-postgres-talk-got-ideas-for", "watched a Postgres talk, got ideas for Kettle", group=GE),
    U("d8-kettle-syncs-with-airtable", "Kettle syncs with Airtable", group=GE),
    U("d8-kettle-is-faster-than-anything-built-on", "Kettle is faster than anything built on Firebase", group=GE),
    U("d8-kettle-s-logo-looks-like-the-heroku", "Kettle's logo looks like the Heroku one lol", group=GE),
    U("d8-kettle-got-a-shoutout-in-the-netlify", "Kettle got a shoutout in the Netlify newsletter", group=GE),
    U("d8-my-kettle-demo-at-the-rust-meetup", "my Kettle demo at the Rust meetup went well", group=GE),
    U("d8-kettle-is-basically-airtable-for-bakers", "Kettle is basically Airtable for bakers", group=GE),
    U("d8-kettle-has-a-plugin-for-wordpress-sites", "Kettle has a plugin for WordPress sites", group=GE),
]
