"""Cases of our own for introducing a project (wave 8), written before the project-first reading
(:mod:`engram.extraction.project_first`) and kept as its table: a name tied to a made thing by
apposition ("Just kicked off Ember, a newsletter about urban gardening"), naming ("Coding up a
Discord bot named Thistle"), a label ("New side gig: Quarry, a Chrome extension"), a possessive ("My
little web app Crumbtrail ...") or a copula ("My capstone is Stormglass"), in a statement of the user
making it -- many verbs of making, time spent on it, "creator of", "of mine" -- and a made thing named
in the next sentence ("... an app for dog walkers. It's called Leashed.").

``PROJECTS8_OTHERS`` are the user's tools, employers, homes and pets said in the same shapes: they
keep their own slot and introduce no project. ``PROJECTS8_EMPTY`` holds what must produce nothing:
other people's projects, what the user uses, reads or plays, plans and wishes, questions, dreams, a
past project."""

from __future__ import annotations

from extraction_cases import Case, E, U

PROJECTS8: list[Case] = [
    U(
        "pi8-started-a-new-project-this",
        "Started a new project this week: Lantern, it's a reading log.",
        E("project", "Project Lantern: reading log", slot="project:lantern"),
    ),
    U(
        "pi8-working-on-something-fun-on",
        "Working on something fun on weekends -- Birchwood, a plant-watering reminder.",
        E("project", "Project Birchwood: plant-watering reminder", slot="project:birchwood"),
    ),
    U(
        "pi8-i-ve-got-a-pet",
        "I've got a pet project going called Ember (it plans hikes).",
        E("project", "Project Ember", slot="project:ember"),
    ),
    U(
        "pi8-these-days-my-evenings-go",
        "These days my evenings go into Quarry, a little app for tracking running shoes.",
        E("project", "Project Quarry: app for tracking running shoes", slot="project:quarry"),
    ),
    U(
        "pi8-my-startup-is-called-kettle",
        "My startup is called Kettle; we make invoicing software for plumbers.",
        E("project", "Project Kettle: startup", slot="project:kettle"),
    ),
    U(
        "pi8-coding-up-a-discord-bot",
        "Coding up a Discord bot named Thistle for my book club.",
        E("project", "Project Thistle: Discord bot", slot="project:thistle"),
    ),
    U(
        "pi8-just-kicked-off-ember-a",
        "Just kicked off Ember, a newsletter about urban gardening.",
        E("project", "Project Ember: newsletter about urban gardening", slot="project:ember"),
    ),
    U(
        "pi8-new-side-gig-quarry-a",
        "New side gig: Quarry, a Chrome extension that hides spoilers.",
        E("project", "Project Quarry: Chrome extension", slot="project:quarry"),
    ),
    U(
        "pi8-spent-the-weekend-on-lantern",
        "Spent the weekend on Lantern, my podcast-transcript search tool.",
        E("project", "Project Lantern: podcast-transcript search tool", slot="project:lantern"),
    ),
    U(
        "pi8-ok-so-i-m-building",
        "ok so I'm building a thing called Pinwheel, it's a chore tracker for roommates",
        E("project", "Project Pinwheel: chore tracker", slot="project:pinwheel"),
    ),
    U(
        "pi8-btw-my-side-project-saltmarsh",
        "btw my side project Saltmarsh is a tide-table app",
        E("project", "Project Saltmarsh: tide-table app", slot="project:saltmarsh"),
    ),
    U(
        "pi8-quick-update-launched-gullwing-last",
        "quick update: launched Gullwing last night, a newsletter about birdwatching in cities",
        E("project", "Project Gullwing is launched", slot="project:gullwing:status"),
        E("project", "Project Gullwing: newsletter about birdwatching in cities", slot="project:gullwing"),
    ),
    U(
        "pi8-i-m-making-a-little",
        "i'm making a little game called mothlight, a cozy farming sim",
        E("project", "Project mothlight: game", slot="project:mothlight"),
    ),
    U(
        "pi8-been-hacking-on-driftwood-for",
        "been hacking on Driftwood for a few weeks now, it's a budgeting app for couples",
        E("project", "Project Driftwood", slot="project:driftwood"),
    ),
    U(
        "pi8-started-a-podcast-it-s",
        "started a podcast! it's called Second Breakfast, about hobbit-sized cooking",
        E("project", "Project Second Breakfast: podcast", slot="project:second breakfast"),
    ),
    U(
        "pi8-my-new-thing-is-foxglove",
        "my new thing is Foxglove -- a recipe scaler for bakers",
        E("project", "Project Foxglove: recipe scaler for bakers", slot="project:foxglove"),
    ),
    U(
        "pi8-so-i-ve-been-writing",
        "so i've been writing a novel, working title Salt and Ember",
        E("project", "Project Salt and Ember: novel", slot="project:salt and ember"),
    ),
    U(
        "pi8-i-run-a-small-etsy",
        "I run a small Etsy shop called Brass Owl Prints",
        E("project", "Project Brass Owl Prints: Etsy shop", slot="project:brass owl prints"),
    ),
    U(
        "pi8-we-launched-our-startup-tidepool",
        "we launched our startup Tidepool last month, it's a booking platform for surf schools",
        E("project", "Project Tidepool: startup", slot="project:tidepool"),
    ),
    U(
        "pi8-tinkering-with-marlin-these-days",
        "Tinkering with Marlin these days, a CLI for renaming photos. anyway can you help me with regex?",
        E("project", "Project Marlin: CLI for renaming photos", slot="project:marlin"),
    ),
    U(
        "pi8-lately-i-ve-been-putting",
        "Lately I've been putting my evenings into Cobblestone, a city-builder board game.",
        E("project", "Project Cobblestone: city-builder board game", slot="project:cobblestone"),
    ),
    U(
        "pi8-i-have-a-youtube-channel",
        "I have a youtube channel called Rust Belt Repairs where I fix old radios",
        E("project", "Project Rust Belt Repairs: youtube channel", slot="project:rust belt repairs"),
    ),
    U(
        "pi8-oh-and-i-started-a",
        "Oh and I started a zine -- Paper Moth -- about local punk shows",
        E("project", "Project Paper Moth: zine", slot="project:paper moth"),
    ),
    U(
        "pi8-my-weekend-project-is-hearthstone",
        "My weekend project is Hearthstone Logs, a dashboard for my smart thermostat",
        E("project", "Project Hearthstone Logs: dashboard", slot="project:hearthstone logs"),
    ),
    U(
        "pi8-i-built-a-slack-bot",
        "I built a Slack bot called Figwort that reminds people about standup",
        E("project", "Project Figwort: Slack bot", slot="project:figwort"),
    ),
    U(
        "pi8-just-shipped-the-first-version",
        "just shipped the first version of Juniper, my habit tracker app 🎉",
        E("project", "Project Juniper: habit tracker app", slot="project:juniper"),
    ),
    U(
        "pi8-currently-building-oriole-a-widget",
        "currently building Oriole, a widget that shows tram times",
        E("project", "Project Oriole: widget", slot="project:oriole"),
    ),
    U(
        "pi8-my-thesis-project-is-bramblecount",
        "my thesis project is Bramblecount, a tool for counting hedgehog sightings",
        E("project", "Project Bramblecount: tool", slot="project:bramblecount"),
    ),
    U(
        "pi8-i-started-a-blog-called",
        "i started a blog called slow mornings about making coffee at home",
        E("project", "Project slow mornings: blog", slot="project:slow mornings"),
    ),
    U(
        "pi8-i-m-working-on-an",
        "I'm working on an open-source library called pyrite for parsing GPX files",
        E("project", "Project pyrite: open-source library", slot="project:pyrite"),
    ),
    U(
        "pi8-i-m-building-wrenfield-a",
        "I'm building Wrenfield (a site for swapping seeds with neighbours)",
        E("project", "Project Wrenfield: site", slot="project:wrenfield"),
    ),
    U(
        "pi8-our-little-company-lark-loom",
        "Our little company, Lark & Loom, sells handmade notebooks",
        E("project", "Project Lark & Loom: company", slot="project:lark & loom"),
    ),
    U(
        "pi8-i-m-writing-a-board",
        "I'm writing a board game called Harbor Lights with my partner",
        E("project", "Project Harbor Lights: board game", slot="project:harbor lights"),
    ),
    U(
        "pi8-i-ve-been-developing-copperleaf",
        "I've been developing Copperleaf, an inventory tracker for my pottery studio",
        E("project", "Project Copperleaf: inventory tracker", slot="project:copperleaf"),
    ),
    U(
        "pi8-started-recording-an-album-called",
        "started recording an album called Night Ferries",
        E("project", "Project Night Ferries: album", slot="project:night ferries"),
    ),
    U(
        "pi8-i-created-a-discord-server",
        "I created a Discord server and bot called Gremlin for my D&D group",
        E("project", "Project Gremlin: Discord server", slot="project:gremlin"),
    ),
    U(
        "pi8-my-passion-project-cinderpath-a",
        "my passion project: Cinderpath, a trail-running route planner",
        E("project", "Project Cinderpath: trail-running route planner", slot="project:cinderpath"),
    ),
    U(
        "pi8-i-m-putting-together-a",
        "I'm putting together a course called Python for Potters",
        E("project", "Project Python for Potters: course", slot="project:python for potters"),
    ),
    U(
        "pi8-i-co-founded-brightwater-a",
        "I co-founded Brightwater, a nonprofit app for finding water refill stations",
        E(
            "project",
            "Project Brightwater: nonprofit app for finding water refill stations",
            slot="project:brightwater",
        ),
    ),
    U(
        "pi8-my-company-halyard-makes-sailing",
        "My company Halyard makes sailing apps -- I started it last year",
        E("project", "Project Halyard: company", slot="project:halyard"),
    ),
    U(
        "pi8-i-m-making-a-minecraft",
        "I'm making a Minecraft mod called Deepdelve",
        E("project", "Project Deepdelve: Minecraft mod", slot="project:deepdelve"),
    ),
    U(
        "pi8-been-coding-a-roguelike-in",
        "Been coding a roguelike in the evenings, I call it Underhollow",
        E("project", "Project Underhollow: roguelike", slot="project:underhollow"),
    ),
    U(
        "pi8-i-ve-been-making-a",
        "I've been making a mobile app called Sprig, it helps you water plants",
        E("project", "Project Sprig: mobile app", slot="project:sprig"),
    ),
    U(
        "pi8-spending-my-free-time-on",
        "Spending my free time on Meadowlark, a newsletter for birders",
        E("project", "Project Meadowlark: newsletter for birders", slot="project:meadowlark"),
    ),
    U(
        "pi8-currently-hacking-on-a-side",
        "currently hacking on a side project: Tallowpoint, a shopping list sync app",
        E("project", "Project Tallowpoint: shopping list sync app", slot="project:tallowpoint"),
    ),
    U(
        "pi8-i-m-launching-a-podcast",
        "i'm launching a podcast called Bus Stop Stories next month",
        E("project", "Project Bus Stop Stories: podcast", slot="project:bus stop stories"),
    ),
    U(
        "pi8-new-project-alert-pebblebrook-a",
        "new project alert: Pebblebrook, a journaling app",
        E("project", "Project Pebblebrook: journaling app", slot="project:pebblebrook"),
    ),
    U(
        "pi8-so-my-latest-side-project",
        "so my latest side project is a chrome extension called Hush",
        E("project", "Project Hush: chrome extension", slot="project:hush"),
    ),
    U(
        "pi8-my-evenings-are-all-about",
        "my evenings are all about Lanternfly right now, a tiny synth plugin",
        E("project", "Project Lanternfly: synth plugin", slot="project:lanternfly"),
    ),
    U(
        "pi8-i-run-a-newsletter-weekly",
        "I run a newsletter, Weekly Mushroom, about foraging",
        E("project", "Project Weekly Mushroom: newsletter", slot="project:weekly mushroom"),
    ),
    U(
        "pi8-working-on-kestrel-notes-a",
        "Working on Kestrel Notes, a markdown note-taking app for students",
        E("project", "Project Kestrel Notes: markdown note-taking app", slot="project:kestrel notes"),
    ),
    U(
        "pi8-started-building-gravelpit-on-the",
        "Started building Gravelpit on the weekends, it's a bike maintenance log",
        E("project", "Project Gravelpit: bike maintenance log", slot="project:gravelpit"),
    ),
    U(
        "pi8-i-m-writing-my-phd",
        "I'm writing my PhD thesis on coral bleaching, titled Warm Waters",
        E("project", "Project Warm Waters: PhD thesis", slot="project:warm waters"),
    ),
    U(
        "pi8-i-ve-started-a-webcomic",
        "I've started a webcomic called Moss & Bones",
        E("project", "Project Moss & Bones: webcomic", slot="project:moss & bones"),
    ),
    U(
        "pi8-i-m-designing-a-tabletop",
        "I'm designing a tabletop RPG named Ashfall",
        E("project", "Project Ashfall: tabletop RPG", slot="project:ashfall"),
    ),
    U(
        "pi8-i-ve-been-building-finch",
        "I've been building Finch, a tiny RSS reader",
        E("project", "Project Finch: RSS reader", slot="project:finch"),
    ),
    U(
        "pi8-ok-so-my-side-project",
        "ok so my side project is finally live -- it's called Gable, a Figma plugin for icons",
        E("project", "Project Gable: Figma plugin", slot="project:gable"),
    ),
    U(
        "pi8-making-a-website-for-my",
        "Making a website for my band's merch, calling it Loudhouse",
        E("project", "Project Loudhouse: website", slot="project:loudhouse"),
    ),
    U(
        "pi8-hey-i-m-creating-a",
        "Hey! I'm creating a language-learning app, Polyglot Pete, for kids",
        E("project", "Project Polyglot Pete: language-learning app", slot="project:polyglot pete"),
    ),
    U(
        "pi8-i-m-running-a-small",
        "I'm running a small bakery business called Crumb Theory out of my kitchen",
        E("project", "Project Crumb Theory: bakery", slot="project:crumb theory"),
    ),
    U(
        "pi8-quick-update-i-started-work",
        "Quick update - I started work on Bellwether, a polling dashboard",
        E("project", "Project Bellwether: polling dashboard", slot="project:bellwether"),
    ),
    U(
        "pi8-im-building-a-twitch-bot",
        "im building a twitch bot called chatgoblin",
        E("project", "Project chatgoblin: twitch bot", slot="project:chatgoblin"),
    ),
    U(
        "pi8-side-project-update-ironbark-my",
        "Side project update: Ironbark, my weather station dashboard, now has graphs",
        E("project", "Project Ironbark", slot="project:ironbark"),
    ),
    U(
        "pi8-recently-started-a-travel-blog",
        "Recently started a travel blog named Two Left Boots",
        E("project", "Project Two Left Boots: travel blog", slot="project:two left boots"),
    ),
    U(
        "pi8-i-m-the-creator-of",
        "I'm the creator of Dewdrop, a meditation timer app",
        E("project", "Project Dewdrop: meditation timer app", slot="project:dewdrop"),
    ),
    U(
        "pi8-kicked-off-a-new-side",
        "Kicked off a new side project called Shuttlecock Stats, a badminton scorekeeper",
        E("project", "Project Shuttlecock Stats: badminton scorekeeper", slot="project:shuttlecock stats"),
    ),
    U(
        "pi8-been-working-on-a-telegram",
        "Been working on a Telegram bot named Parcelpal that tracks deliveries",
        E("project", "Project Parcelpal: Telegram bot", slot="project:parcelpal"),
    ),
    U(
        "pi8-i-ve-been-tinkering-on",
        "I've been tinkering on Hollyhock, a garden planner, anyway what's the weather like in Oslo?",
        E("project", "Project Hollyhock: garden planner", slot="project:hollyhock"),
    ),
    U(
        "pi8-launched-a-newsletter-called-the",
        "Launched a newsletter called The Sunday Sourdough last week",
        E("project", "Project Sunday Sourdough: newsletter", slot="project:sunday sourdough"),
    ),
    U(
        "pi8-i-ve-put-together-a",
        "I've put together a small dashboard named Tidewatch for our boat club",
        E("project", "Project Tidewatch: dashboard", slot="project:tidewatch"),
    ),
    U(
        "pi8-writing-a-python-package-called",
        "Writing a Python package called tinyhash for hashing big files",
        E("project", "Project tinyhash: Python package", slot="project:tinyhash"),
    ),
    U(
        "pi8-my-new-app-lumberjack-logs",
        "My new app, Lumberjack, logs my woodworking hours",
        E("project", "Project Lumberjack: app", slot="project:lumberjack"),
    ),
    U(
        "pi8-i-m-building-an-ai",
        "I'm building an AI bot, Marvin, for answering support tickets",
        E("project", "Project Marvin: AI bot", slot="project:marvin"),
    ),
    U(
        "pi8-my-pet-project-these-days",
        "my pet project these days is Quillfeather, a handwriting font generator",
        E("project", "Project Quillfeather: handwriting font generator", slot="project:quillfeather"),
    ),
    U(
        "pi8-started-a-youtube-channel-cheap",
        "Started a YouTube channel, Cheap Eats Chicago",
        E("project", "Project Cheap Eats Chicago: YouTube channel", slot="project:cheap eats chicago"),
    ),
    U(
        "pi8-i-m-making-a-planner",
        "I'm making a planner app called Dayglow",
        E("project", "Project Dayglow: planner app", slot="project:dayglow"),
    ),
    U(
        "pi8-i-finally-started-my-own",
        "I finally started my own business -- Northpaw, dog-walking in Leeds",
        E("project", "Project Northpaw: business", slot="project:northpaw"),
    ),
    U(
        "pi8-been-developing-cartwheel-in-my",
        "Been developing Cartwheel in my free time (it's a carpool scheduler)",
        E("project", "Project Cartwheel: carpool scheduler", slot="project:cartwheel"),
    ),
    U(
        "pi8-created-a-website-called-recipebox",
        "Created a website called Recipebox to store family recipes",
        E("project", "Project Recipebox: website", slot="project:recipebox"),
    ),
    U(
        "pi8-i-maintain-an-open-source",
        "I maintain an open source package named slugline for screenplay parsing",
        E("project", "Project slugline: package", slot="project:slugline"),
    ),
    U(
        "pi8-my-hobby-project-is-called",
        "my hobby project is called Sundial, an app that tracks daylight hours",
        E("project", "Project Sundial: app", slot="project:sundial"),
    ),
    U(
        "pi8-we-re-building-orbitra-a",
        "We're building Orbitra, a satellite-tracking app, at the hackathon this weekend",
        E("project", "Project Orbitra: satellite-tracking app", slot="project:orbitra"),
    ),
    U(
        "pi8-over-the-past-month-i",
        "Over the past month I've been working on Kiln, a pottery glaze calculator",
        E("project", "Project Kiln: pottery glaze calculator", slot="project:kiln"),
    ),
    U(
        "pi8-the-side-project-i-m",
        "The side project I'm most excited about is Murmur, a voice memo organizer",
        E("project", "Project Murmur: voice memo organizer", slot="project:murmur"),
    ),
    U(
        "pi8-i-m-building-a-home",
        "I'm building a home automation dashboard named Beacon",
        E("project", "Project Beacon: home automation dashboard", slot="project:beacon"),
    ),
    U(
        "pi8-just-released-pocketwatch-my-time",
        "Just released Pocketwatch, my time-tracking CLI, on GitHub",
        E("project", "Project Pocketwatch is released", slot="project:pocketwatch:status"),
        E("project", "Project Pocketwatch: time-tracking CLI", slot="project:pocketwatch"),
    ),
    U(
        "pi8-i-run-a-podcast-called",
        "I run a podcast called Overcooked about kitchen disasters",
        E("project", "Project Overcooked: podcast", slot="project:overcooked"),
    ),
    U(
        "pi8-spent-all-weekend-coding-wayfarer",
        "Spent all weekend coding Wayfarer, a trip-planning app 😅",
        E("project", "Project Wayfarer: trip-planning app", slot="project:wayfarer"),
    ),
    U(
        "pi8-i-m-writing-a-fantasy",
        "I'm writing a fantasy novel called The Salt Queen",
        E("project", "Project Salt Queen: fantasy novel", slot="project:salt queen"),
    ),
    U(
        "pi8-my-startup-grainline-is-building",
        "My startup, Grainline, is building sewing pattern software",
        E("project", "Project Grainline: startup", slot="project:grainline"),
    ),
    U(
        "pi8-building-a-chrome-extension-called",
        "Building a Chrome extension (called Blinkers) that blocks distracting sites",
        E("project", "Project Blinkers: Chrome extension", slot="project:blinkers"),
    ),
    U(
        "pi8-started-on-a-new-app",
        "started on a new app this month - Nettle - for tracking allergies",
        E("project", "Project Nettle: app", slot="project:nettle"),
    ),
    U(
        "pi8-i-m-writing-a-cookbook",
        "I'm writing a cookbook titled Soup for One",
        E("project", "Project Soup: cookbook", slot="project:soup"),
    ),
    U(
        "pi8-i-m-knee-deep-in",
        "I'm knee-deep in Hazelnut, my recipe-sharing site",
        E("project", "Project Hazelnut: recipe-sharing site", slot="project:hazelnut"),
    ),
    U(
        "pi8-my-capstone-is-stormglass-a",
        "My capstone is Stormglass, a weather alerts app",
        E("project", "Project Stormglass: weather alerts app", slot="project:stormglass"),
    ),
    U(
        "pi8-also-my-game-glimmerdeep-is",
        "also my game Glimmerdeep is almost done",
        E("project", "Project Glimmerdeep: game", slot="project:glimmerdeep"),
    ),
    U(
        "pi8-i-m-working-on-a",
        "I'm working on a mobile game named Pixel Pond",
        E("project", "Project Pixel Pond: mobile game", slot="project:pixel pond"),
    ),
    U(
        "pi8-started-a-side-hustle-sock",
        "started a side hustle: Sock Drawer, a sock subscription service",
        E("project", "Project Sock Drawer: sock subscription service", slot="project:sock drawer"),
    ),
    U(
        "pi8-i-built-a-tool-called",
        "I built a tool called Gitgrove to visualize repo history",
        E("project", "Project Gitgrove: tool", slot="project:gitgrove"),
    ),
    U(
        "pi8-putting-together-a-little-site",
        "Putting together a little site for my photography called Lightleak",
        E("project", "Project Lightleak: site", slot="project:lightleak"),
    ),
    U(
        "pi8-i-ve-been-creating-a",
        "I've been creating a podcast called Midnight Snacks with my cousin",
        E("project", "Project Midnight Snacks: podcast", slot="project:midnight snacks"),
    ),
    U(
        "pi8-i-m-developing-a-plugin",
        "I'm developing a plugin named Corkboard for Obsidian",
        E("project", "Project Corkboard: plugin", slot="project:corkboard"),
    ),
    U(
        "pi8-i-founded-tangerine-labs-a",
        "I founded Tangerine Labs, a tiny app studio",
        E("project", "Project Tangerine Labs: app studio", slot="project:tangerine labs"),
    ),
    U(
        "pi8-my-side-business-fieldnotes-sells",
        "My side business Fieldnotes sells leather journals",
        E("project", "Project Fieldnotes: business", slot="project:fieldnotes"),
    ),
    U(
        "pi8-i-m-building-a-tracker",
        "I'm building a tracker for my plants, it's called Leafling",
        E("project", "Project Leafling: tracker", slot="project:leafling"),
    ),
    U(
        "pi8-got-a-small-newsletter-going",
        "Got a small newsletter going called Dispatches from Dundee",
        E("project", "Project Dispatches from Dundee: newsletter", slot="project:dispatches from dundee"),
    ),
    U(
        "pi8-working-on-my-portfolio-site",
        "working on my portfolio site, Inkwell, this week",
        E("project", "Project Inkwell: site", slot="project:inkwell"),
    ),
    U(
        "pi8-i-ve-got-a-side",
        "I've got a side project: Glowworm, a night-sky map",
        E("project", "Project Glowworm: night-sky map", slot="project:glowworm"),
    ),
    U(
        "pi8-just-started-lindenbaum-a-blog",
        "Just started Lindenbaum, a blog about German baking",
        E("project", "Project Lindenbaum: blog", slot="project:lindenbaum"),
    ),
    U(
        "pi8-i-m-making-an-app",
        "i'm making an app called cozy cat cafe, it's an idle game",
        E("project", "Project cozy cat cafe: idle game", slot="project:cozy cat cafe"),
    ),
    U(
        "pi8-i-ve-got-a-discord",
        "I've got a Discord bot going named Bonk that moderates our server",
        E("project", "Project Bonk: Discord bot", slot="project:bonk"),
    ),
    U(
        "pi8-i-started-a-channel-on",
        "I started a channel on YouTube called Knit Happens",
        E("project", "Project Knit Happens: channel", slot="project:knit happens"),
    ),
    U(
        "pi8-developing-an-api-named-weatherbee",
        "Developing an API named Weatherbee for hyperlocal forecasts",
        E("project", "Project Weatherbee: API", slot="project:weatherbee"),
    ),
    U(
        "pi8-i-m-prototyping-a-smart",
        "I'm prototyping a smart mirror called Reflecta",
        E("project", "Project Reflecta: smart mirror", slot="project:reflecta"),
    ),
    U(
        "pi8-launched-my-own-store-moth",
        "Launched my own store - Moth & Moon - for tarot decks",
        E("project", "Project Moth & Moon: store", slot="project:moth & moon"),
    ),
    U(
        "pi8-currently-working-on-lifeboat-a",
        "currently working on lifeboat, a backup tool for my photos",
        E("project", "Project lifeboat: backup tool", slot="project:lifeboat"),
    ),
    U(
        "pi8-i-m-the-one-building",
        "I'm the one building Nimbus, our family calendar app",
        E("project", "Project Nimbus: family calendar app", slot="project:nimbus"),
    ),
    U(
        "pi8-working-on-an-indie-game",
        "Working on an indie game called Fernhollow with two friends",
        E("project", "Project Fernhollow: indie game", slot="project:fernhollow"),
    ),
    U(
        "pi8-been-spending-evenings-on-cricket",
        "Been spending evenings on Cricket, my ebook reader app",
        E("project", "Project Cricket: ebook reader app", slot="project:cricket"),
    ),
    U(
        "pi8-started-writing-a-newsletter-called",
        "started writing a newsletter called Bread Notes last month",
        E("project", "Project Bread Notes: newsletter", slot="project:bread notes"),
    ),
    U(
        "pi8-i-m-coding-a-mastodon",
        "I'm coding a Mastodon client called Tootsie",
        E("project", "Project Tootsie: Mastodon client", slot="project:tootsie"),
    ),
    U(
        "pi8-my-own-little-project-is",
        "My own little project is called Brickwork, a Lego inventory app",
        E("project", "Project Brickwork: Lego inventory app", slot="project:brickwork"),
    ),
    U(
        "pi8-i-started-an-app-called",
        "I started an app called Pantrypal that tracks what's in my fridge",
        E("project", "Project Pantrypal: app", slot="project:pantrypal"),
    ),
    U(
        "pi8-so-i-ve-been-building",
        "So I've been building a website called Seedling for our community garden",
        E("project", "Project Seedling: website", slot="project:seedling"),
    ),
    U(
        "pi8-i-m-working-on-a-2",
        "I'm working on a podcast named Quiet Hours",
        E("project", "Project Quiet Hours: podcast", slot="project:quiet hours"),
    ),
    U(
        "pi8-anyway-i-m-building-a",
        "anyway I'm building a tool called Drydock for testing Docker images",
        E("project", "Project Drydock: tool", slot="project:drydock"),
    ),
    U(
        "pi8-i-m-writing-a-plugin",
        "i'm writing a plugin for Figma called Swatchy",
        E("project", "Project Swatchy: plugin", slot="project:swatchy"),
    ),
    U(
        "pi8-my-podcast-is-called-lunch",
        "my podcast is called Lunch Break Linguistics",
        E("project", "Project Lunch Break Linguistics: podcast", slot="project:lunch break linguistics"),
    ),
    U(
        "pi8-i-ve-got-a-blog",
        "I've got a blog going: Rainy Day Ramen",
        E("project", "Project Rainy Day Ramen: blog", slot="project:rainy day ramen"),
    ),
    U(
        "pi8-i-m-making-a-board",
        "I'm making a board game named Kingfisher",
        E("project", "Project Kingfisher: board game", slot="project:kingfisher"),
    ),
    U(
        "pi8-i-ve-been-developing-a",
        "I've been developing a spreadsheet add-on called Sheetsy",
        E("project", "Project Sheetsy: spreadsheet add-on", slot="project:sheetsy"),
    ),
    U(
        "pi8-i-m-building-an-app",
        "I'm building an app, Hopscotch, that helps kids learn maths",
        E("project", "Project Hopscotch: app", slot="project:hopscotch"),
    ),
    U(
        "pi8-working-on-a-map-of",
        "Working on a map of good coffee spots called Beanmap",
        E("project", "Project Beanmap: map of good coffee spots", slot="project:beanmap"),
    ),
    U(
        "pi8-i-m-composing-an-album",
        "I'm composing an album called Blue Hour",
        E("project", "Project Blue Hour: album", slot="project:blue hour"),
    ),
    U(
        "pi8-i-m-running-an-online",
        "I'm running an online course named Watercolor Basics",
        E("project", "Project Watercolor Basics: online course", slot="project:watercolor basics"),
    ),
    U(
        "pi8-made-a-raspberry-pi-weather",
        "Made a Raspberry Pi weather station called Windy Pi",
        E("project", "Project Windy Pi: Raspberry Pi weather station", slot="project:windy pi"),
    ),
    U(
        "pi8-my-little-web-app-crumbtrail",
        "My little web app Crumbtrail tracks my bread bakes",
        E("project", "Project Crumbtrail: web app", slot="project:crumbtrail"),
    ),
    U(
        "pi8-i-ve-launched-a-small",
        "I've launched a small SaaS called Invoicely",
        E("project", "Project Invoicely: SaaS", slot="project:invoicely"),
    ),
    U(
        "pi8-i-m-writing-a-screenplay",
        "I'm writing a screenplay called Low Tide",
        E("project", "Project Low Tide: screenplay", slot="project:low tide"),
    ),
    U(
        "pi8-hacking-on-quillpad-again-my",
        "hacking on quillpad again, my markdown editor",
        E("project", "Project quillpad: markdown editor", slot="project:quillpad"),
    ),
    U(
        "pi8-new-app-idea-turned-real",
        "new app idea turned real: Pawprint, a vet-visit log",
        E("project", "Project Pawprint: vet-visit log", slot="project:pawprint"),
    ),
    U(
        "pi8-my-latest-creation-is-flintlock",
        "my latest creation is Flintlock, a password generator",
        E("project", "Project Flintlock: password generator", slot="project:flintlock"),
    ),
    U(
        "pi8-weekend-s-going-into-buttercup",
        "weekend's going into Buttercup, a baby sleep tracker",
        E("project", "Project Buttercup: baby sleep tracker", slot="project:buttercup"),
    ),
    U(
        "pi8-honestly-my-main-focus-outside",
        "honestly my main focus outside work is Saffron Road, a food blog",
        E("project", "Project Saffron Road: food blog", slot="project:saffron road"),
    ),
    U(
        "pi8-so-for-the-past-few",
        "so for the past few weeks i've been cooking up Magpie, a tool that archives my tweets",
        E("project", "Project Magpie: tool that archives my tweets", slot="project:magpie"),
    ),
    U(
        "pi8-quick-one-i-m-co",
        "Quick one: I'm co-hosting a podcast called Two Cents on Sundays",
        E("project", "Project Two Cents: podcast", slot="project:two cents"),
    ),
    U(
        "pi8-my-baby-right-now-is",
        "my baby right now is Parsnip, a meal-kit planner",
        E("project", "Project Parsnip: meal-kit planner", slot="project:parsnip"),
    ),
    U(
        "pi8-heads-up-i-soft-launched",
        "Heads up, I soft-launched Lodestar yesterday -- it's a job board for climbers",
        E("project", "Project Lodestar is launched", slot="project:lodestar:status"),
        E("project", "Project Lodestar: job board for climbers", slot="project:lodestar"),
    ),
    U(
        "pi8-oh-btw-i-m-building",
        "Oh btw I'm building Wicket (cricket scoring app) with my nephew",
        E("project", "Project Wicket: cricket scoring app", slot="project:wicket"),
    ),
    U(
        "pi8-ugh-spent-6-hours-debugging",
        "ugh, spent 6 hours debugging Tallow last night. it's my candle-shop inventory app",
        E("project", "Project Tallow: candle-shop inventory app", slot="project:tallow"),
    ),
    U(
        "pi8-lately-sorrel-my-little-herb",
        "Lately: Sorrel, my little herb-garden tracker",
        E("project", "Project Sorrel: herb-garden tracker", slot="project:sorrel"),
    ),
    U(
        "pi8-been-pouring-my-weekends-into",
        "been pouring my weekends into Rookery, a chess puzzle site",
        E("project", "Project Rookery: chess puzzle site", slot="project:rookery"),
    ),
    U(
        "pi8-i-made-a-website-for",
        "i made a website for my pottery called muddy hands",
        E("project", "Project muddy hands: website", slot="project:muddy hands"),
    ),
    U(
        "pi8-my-youtube-channel-bike-fix",
        "My YouTube channel Bike Fix Friday just hit 1k subs!",
        E("project", "Project Bike Fix Friday: YouTube channel", slot="project:bike fix friday"),
    ),
    U(
        "pi8-i-m-bootstrapping-a-startup",
        "I'm bootstrapping a startup called Ledgerline that does bookkeeping for freelancers",
        E("project", "Project Ledgerline: startup", slot="project:ledgerline"),
    ),
    U(
        "pi8-side-quest-of-mine-brambleberry",
        "Side quest of mine: Brambleberry, a jam-recipe blog",
        E("project", "Project Brambleberry: jam-recipe blog", slot="project:brambleberry"),
    ),
    U(
        "pi8-rebuilt-my-portfolio-site-over",
        "Rebuilt my portfolio site over the holidays, it's called Foxhole now",
        E("project", "Project Foxhole: site", slot="project:foxhole"),
    ),
    U(
        "pi8-my-current-obsession-is-cloudberry",
        "my current obsession is Cloudberry, a tiny weather widget I'm writing",
        E("project", "Project Cloudberry: weather widget", slot="project:cloudberry"),
    ),
    U(
        "pi8-got-a-new-project-on",
        "Got a new project on the go -- Wrenhouse, a birdhouse design generator",
        E("project", "Project Wrenhouse: birdhouse design generator", slot="project:wrenhouse"),
    ),
    U(
        "pi8-i-m-about-halfway-through",
        "I'm about halfway through building Tinderbox, a fire-safety checklist app",
        E("project", "Project Tinderbox: fire-safety checklist app", slot="project:tinderbox"),
    ),
    U(
        "pi8-finally-put-lumen-lane-online",
        "Finally put Lumen Lane online, my street-photography portfolio",
        E("project", "Project Lumen Lane: street-photography portfolio", slot="project:lumen lane"),
    ),
    U(
        "pi8-i-ve-been-writing-a",
        "I've been writing a weekly newsletter, Bits & Bobs, for about a year",
        E("project", "Project Bits & Bobs: weekly newsletter", slot="project:bits & bobs"),
    ),
    U(
        "pi8-put-together-a-chrome-extension",
        "Put together a Chrome extension named Tabby Cat to close old tabs",
        E("project", "Project Tabby Cat: Chrome extension", slot="project:tabby cat"),
    ),
    U(
        "pi8-i-work-on-a-little",
        "i work on a little discord bot called pebble in my spare time",
        E("project", "Project pebble: discord bot", slot="project:pebble"),
    ),
    U(
        "pi8-our-side-business-tin-roof",
        "Our side business, Tin Roof Candles, is finally profitable",
        E("project", "Project Tin Roof Candles: business", slot="project:tin roof candles"),
    ),
    U(
        "pi8-i-m-writing-an-interactive",
        "I'm writing an interactive fiction game named The Lighthouse Keeper",
        E("project", "Project Lighthouse Keeper: interactive fiction game", slot="project:lighthouse keeper"),
    ),
    U(
        "pi8-my-hobby-app-puddle-tracks",
        "My hobby app Puddle tracks rainfall in my garden",
        E("project", "Project Puddle: app", slot="project:puddle"),
    ),
    U(
        "pi8-recording-an-ep-called-slow",
        "Recording an EP called Slow Thaw with my band",
        E("project", "Project Slow Thaw: EP", slot="project:slow thaw"),
    ),
    U(
        "pi8-i-design-and-sell-enamel",
        "I design and sell enamel pins through my shop, Pinfold",
        E("project", "Project Pinfold: shop", slot="project:pinfold"),
    ),
    U(
        "pi8-just-open-sourced-my-cli",
        "Just open-sourced my CLI tool Gristmill",
        E("project", "Project Gristmill: CLI tool", slot="project:gristmill"),
    ),
    U(
        "pi8-currently-deep-in-development-on",
        "Currently deep in development on Starling, a bird-call identification app",
        E("project", "Project Starling: bird-call identification app", slot="project:starling"),
    ),
    U(
        "pi8-i-ve-got-a-webcomic",
        "i've got a webcomic going called Soup Dragons",
        E("project", "Project Soup Dragons: webcomic", slot="project:soup dragons"),
    ),
    U(
        "pi8-started-a-meetup-group-app",
        "Started a meetup group app called Huddle for local runners",
        E("project", "Project Huddle: meetup group app", slot="project:huddle"),
    ),
    U(
        "pi8-spent-my-evening-refactoring-harrow",
        "spent my evening refactoring Harrow (my budgeting app)",
        E("project", "Project Harrow: budgeting app", slot="project:harrow"),
    ),
    U(
        "pi8-i-launched-fernweh-a-travel",
        "I launched Fernweh, a travel newsletter, in March",
        E("project", "Project Fernweh is launched", slot="project:fernweh:status"),
        E("project", "Project Fernweh: travel newsletter", slot="project:fernweh"),
    ),
    U(
        "pi8-just-created-a-subreddit-and",
        "just created a subreddit and bot called FrogFacts",
        E("project", "Project FrogFacts: subreddit", slot="project:frogfacts"),
    ),
    U(
        "pi8-made-an-alexa-skill-named",
        "Made an Alexa skill named Bedtime Buddy for my kids",
        E("project", "Project Bedtime Buddy: Alexa skill", slot="project:bedtime buddy"),
    ),
    U(
        "pi8-my-masters-thesis-coastal-drift",
        "my masters thesis, Coastal Drift, is on sediment transport",
        E("project", "Project Coastal Drift: masters thesis", slot="project:coastal drift"),
    ),
    U(
        "pi8-our-family-recipe-site-nana",
        "Our family recipe site, Nana's Table, went live today",
        E("project", "Project Nana's Table: family recipe site", slot="project:nana's table"),
    ),
    U(
        "pi8-wrote-an-obsidian-plugin-called",
        "Wrote an Obsidian plugin called Timeline Weaver",
        E("project", "Project Timeline Weaver: Obsidian plugin", slot="project:timeline weaver"),
    ),
    U(
        "pi8-i-ve-been-developing-a-2",
        "I've been developing a card game, Thornwood, for two years",
        E("project", "Project Thornwood: card game", slot="project:thornwood"),
    ),
    U(
        "pi8-i-host-a-podcast-small",
        "I host a podcast, Small Town Tech, every other week",
        E("project", "Project Small Town Tech: podcast", slot="project:small town tech"),
    ),
    U(
        "pi8-my-little-side-thing-is",
        "my little side thing is Gumdrop, a kids' chore chart app",
        E("project", "Project Gumdrop: kids' chore chart app", slot="project:gumdrop"),
    ),
    U(
        "pi8-started-hacking-on-quiver-last",
        "started hacking on Quiver last weekend, it's an arrow-key game launcher",
        E("project", "Project Quiver: arrow-key game launcher", slot="project:quiver"),
    ),
    U(
        "pi8-i-m-writing-a-textbook",
        "I'm writing a textbook called Algebra Without Tears",
        E("project", "Project Algebra Without Tears: textbook", slot="project:algebra without tears"),
    ),
    U(
        "pi8-lodgepole-is-a-budgeting-app",
        "Lodgepole is a budgeting app I'm building for my family",
        E("project", "Project Lodgepole: budgeting app", slot="project:lodgepole"),
    ),
    U(
        "pi8-foxtrot-the-game-i-m",
        "Foxtrot, the game I'm making, finally has a title screen",
        E("project", "Project Foxtrot: game", slot="project:foxtrot"),
    ),
    U(
        "pi8-sunbeam-was-built-by-me",
        "Sunbeam was built by me over lockdown, it's a solar panel output tracker",
        E("project", "Project Sunbeam: solar panel output tracker", slot="project:sunbeam"),
    ),
    U(
        "pi8-pepperpot-my-recipe-app-now",
        "Pepperpot (my recipe app) now has 200 users",
        E("project", "Project Pepperpot: recipe app", slot="project:pepperpot"),
    ),
    U(
        "pi8-been-heads-down-on-kinfolk",
        "been heads-down on Kinfolk all week, it's a family tree app",
        E("project", "Project Kinfolk: family tree app", slot="project:kinfolk"),
    ),
    U(
        "pi8-i-have-this-side-thing",
        "I have this side thing called Hopskip, a hopscotch scoring app lol",
        E("project", "Project Hopskip: hopscotch scoring app", slot="project:hopskip"),
    ),
    U(
        "pi8-my-baby-these-days-is",
        "my baby these days is Nutmeg, a spice inventory app",
        E("project", "Project Nutmeg: spice inventory app", slot="project:nutmeg"),
    ),
    U(
        "pi8-the-app-i-m-making",
        "the app I'm making is called Tumbleweed",
        E("project", "Project Tumbleweed: app", slot="project:tumbleweed"),
    ),
    U(
        "pi8-owlet-my-newsletter-just-passed",
        "Owlet - my newsletter - just passed 500 subscribers",
        E("project", "Project Owlet: newsletter", slot="project:owlet"),
    ),
    U(
        "pi8-working-away-at-silverfin-my",
        "Working away at Silverfin, my aquarium monitoring dashboard",
        E("project", "Project Silverfin: aquarium monitoring dashboard", slot="project:silverfin"),
    ),
    U(
        "pi8-i-m-the-person-behind",
        "I'm the person behind Breadcrumbs, a tiny bakery-finder site",
        E("project", "Project Breadcrumbs: bakery-finder site", slot="project:breadcrumbs"),
    ),
    U(
        "pi8-hey-so-i-spun-up",
        "Hey so I spun up a small Mastodon instance called Fjordsocial",
        E("project", "Project Fjordsocial: Mastodon instance", slot="project:fjordsocial"),
    ),
    U(
        "pi8-i-wrote-a-library-quickslice",
        "I wrote a library, Quickslice, for slicing large CSVs",
        E("project", "Project Quickslice: library", slot="project:quickslice"),
    ),
    U(
        "pi8-we-re-a-two-person",
        "We're a two-person team building Cobalt, a code review bot",
        E("project", "Project Cobalt: code review bot", slot="project:cobalt"),
    ),
    U(
        "pi8-marigold-maps-is-a-project",
        "Marigold Maps is a project of mine - an interactive map of community gardens",
        E("project", "Project Marigold Maps", slot="project:marigold maps"),
    ),
    U(
        "pi8-i-ve-been-writing-a-2",
        "I've been writing a fantasy series called The Ember Chronicles",
        E("project", "Project Ember Chronicles: fantasy series", slot="project:ember chronicles"),
    ),
    U(
        "pi8-my-weekend-hobby-fiddlehead-a",
        "my weekend hobby: Fiddlehead, a fern-identification app I hack on",
        E("project", "Project Fiddlehead: fern-identification app", slot="project:fiddlehead"),
    ),
    U(
        "pi8-i-m-developing-nightowl-in",
        "I'm developing Nightowl in my spare time - it's a sleep tracker for shift workers",
        E("project", "Project Nightowl: sleep tracker", slot="project:nightowl"),
    ),
    U(
        "pi8-so-i-ve-been-running",
        "So I've been running a small Discord community called Book Nook for a year now",
        E("project", "Project Book Nook: Discord community", slot="project:book nook"),
    ),
    U(
        "pi8-i-just-set-up-an",
        "I just set up an online store named Pebble & Pine for my candles",
        E("project", "Project Pebble & Pine: online store", slot="project:pebble & pine"),
    ),
    U(
        "pi8-i-make-a-podcast-with",
        "I make a podcast with my sister called Sibling Rivalry",
        E("project", "Project Sibling Rivalry: podcast", slot="project:sibling rivalry"),
    ),
    U(
        "pi8-i-ve-been-recording-a",
        "I've been recording a folk album titled Low Country",
        E("project", "Project Low Country: folk album", slot="project:low country"),
    ),
    U(
        "pi8-hey-i-launched-a-kickstarter",
        "Hey, I launched a Kickstarter for my board game Tidewater!",
        E("project", "Project Tidewater: board game", slot="project:tidewater"),
    ),
    U(
        "pi8-just-finished-v2-of-scribbles",
        "Just finished v2 of Scribbles, the drawing app I made for my kids",
        E("project", "Project Scribbles: drawing app", slot="project:scribbles"),
    ),
    U(
        "pi8-currently-polishing-halcyon-my-meditation",
        "currently polishing Halcyon, my meditation app, before launch",
        E("project", "Project Halcyon: meditation app", slot="project:halcyon"),
    ),
    U(
        "pi8-i-ve-got-a-tiny",
        "I've got a tiny SaaS going, Formfox, that builds survey forms",
        E("project", "Project Formfox: SaaS", slot="project:formfox"),
    ),
    U(
        "pi8-i-co-run-a-blog",
        "I co-run a blog called Two Forks with my wife",
        E("project", "Project Two Forks: blog", slot="project:two forks"),
    ),
    U(
        "pi8-made-a-little-web-game",
        "made a little web game called word ladder",
        E("project", "Project word ladder: web game", slot="project:word ladder"),
    ),
    U(
        "pi8-tinkering-with-pipsqueak-a-tiny",
        "tinkering with pipsqueak, a tiny http server in rust",
        E("project", "Project pipsqueak: http server", slot="project:pipsqueak"),
    ),
    U(
        "pi8-i-ve-spent-the-last",
        "I've spent the last 3 months on Inkling -- a journaling app with prompts",
        E("project", "Project Inkling: journaling app with prompts", slot="project:inkling"),
    ),
    U(
        "pi8-morning-been-grinding-on-wildflower",
        "morning! been grinding on Wildflower all week, it's my seed-swap marketplace",
        E("project", "Project Wildflower: seed-swap marketplace", slot="project:wildflower"),
    ),
    U(
        "pi8-i-put-a-lot-of",
        "I put a lot of love into Saltbox, my little ceramics shop on Etsy",
        E("project", "Project Saltbox: ceramics shop on Etsy", slot="project:saltbox"),
    ),
    U(
        "pi8-so-proud-tinsel-the-holiday",
        "So proud: Tinsel, the holiday card maker I built, has 1000 downloads",
        E("project", "Project Tinsel: holiday card maker", slot="project:tinsel"),
    ),
    U(
        "pi8-my-indie-game-larkspur-is",
        "My indie game Larkspur is coming along nicely",
        E("project", "Project Larkspur: indie game", slot="project:larkspur"),
    ),
    U(
        "pi8-i-m-working-nights-on",
        "I'm working nights on Feldspar, a geology flashcards app",
        E("project", "Project Feldspar: geology flashcards app", slot="project:feldspar"),
    ),
    U(
        "pi8-quick-q-i-m-coding",
        "Quick q - I'm coding a habit tracker called streakr in Flutter, how do I store data locally?",
        E("project", "Project streakr: habit tracker", slot="project:streakr"),
    ),
    U(
        "pi8-started-a-new-podcast-this",
        "started a new podcast this month: Small Talk Big Ideas",
        E("project", "Project Small Talk Big Ideas: podcast", slot="project:small talk big ideas"),
    ),
    U(
        "pi8-i-m-developing-a-boardgame",
        "i'm developing a boardgame, codename Bramblewood",
        E("project", "Project Bramblewood: boardgame", slot="project:bramblewood"),
    ),
    U(
        "pi8-i-ve-been-building-a",
        "I've been building a mechanical keyboard firmware named Clacker",
        E("project", "Project Clacker: mechanical keyboard firmware", slot="project:clacker"),
    ),
    U(
        "pi8-the-startup-i-founded-roost",
        "the startup I founded, Roost, helps people find co-living spaces",
        E("project", "Project Roost: startup", slot="project:roost"),
    ),
    U(
        "pi8-our-family-youtube-channel-camp",
        "Our family YouTube channel, Camp Crumbs, is about camping with kids",
        E("project", "Project Camp Crumbs: family YouTube channel", slot="project:camp crumbs"),
    ),
    U(
        "pi8-i-recently-launched-patchwork-a",
        "I recently launched Patchwork, a quilting pattern generator",
        E("project", "Project Patchwork is launched", slot="project:patchwork:status"),
        E("project", "Project Patchwork: quilting pattern generator", slot="project:patchwork"),
    ),
    U(
        "pi8-have-to-say-i-love",
        "Have to say I love working on Pipette, my lab-notebook app",
        E("project", "Project Pipette: lab-notebook app", slot="project:pipette"),
    ),
    U(
        "pi8-i-m-making-a-short",
        "I'm making a short film called The Last Ferry",
        E("project", "Project Last Ferry: short film", slot="project:last ferry"),
    ),
    U(
        "pi8-i-m-about-to-ship",
        "I'm about to ship Dovetail, a woodworking cut-list calculator",
        E("project", "Project Dovetail: woodworking cut-list calculator", slot="project:dovetail"),
    ),
    U(
        "pi8-over-the-holidays-i-hacked",
        "over the holidays I hacked together Snowglobe, a tiny weather bot",
        E("project", "Project Snowglobe: weather bot", slot="project:snowglobe"),
    ),
    U(
        "pi8-i-m-building-a-little",
        "I'm building a little shop called Honeycomb Candles on Shopify",
        E("project", "Project Honeycomb Candles: shop", slot="project:honeycomb candles"),
    ),
]

PROJECTS8_OTHERS: list[Case] = [
    U(
        "pi8-i-ve-been-using-notion",
        "I've been using Notion, a notes app",
        E("preference", "Notes app: Notion", slot="tool:notes"),
    ),
    U(
        "pi8-i-work-at-lantern-a",
        "I work at Lantern, a design studio",
        E("profile", "Works at Lantern", slot="employer"),
    ),
    U(
        "pi8-we-use-jira-a-project",
        "We use Jira, a project tracker, at work",
        E("preference", "To-do app: Jira", slot="tool:todo"),
    ),
    U(
        "pi8-i-joined-kettle-a-fintech",
        "I joined Kettle, a fintech startup, as a backend engineer",
        E("profile", "Works at Kettle", slot="employer"),
        E("profile", "Job title: backend engineer", slot="role"),
    ),
    U(
        "pi8-i-got-hired-by-quarry",
        "I got hired by Quarry, a small analytics firm",
        E("profile", "Works at Quarry", slot="employer"),
    ),
    U(
        "pi8-i-live-in-bristol-a",
        "I live in Bristol, a city in England",
        E("profile", "Lives in Bristol", slot="residence"),
    ),
    U("pi8-my-cat-is-called-ember", "My cat is called Ember", E("profile", "Has a cat named Ember", slot="pet:ember")),
    U(
        "pi8-my-daughter-juniper-started-school",
        "My daughter Juniper started school",
        E("profile", "Daughter Juniper", slot="child:juniper"),
    ),
    U(
        "pi8-our-dog-biscuit-hates-the",
        "Our dog Biscuit hates the vacuum",
        E("profile", "Has a dog named Biscuit", slot="pet:biscuit"),
    ),
    U("pi8-i-moved-to-lisbon-last", "I moved to Lisbon last month", E("profile", "Lives in Lisbon", slot="residence")),
    U(
        "pi8-switched-to-neovim-a-text",
        "Switched to Neovim, a text editor",
        E("preference", "Editor: Neovim", slot="tool:editor"),
    ),
    U(
        "pi8-i-m-starting-at-tidepool",
        "I'm starting at Tidepool, a booking platform, next week",
        E("profile", "Works at Tidepool", slot="employer"),
    ),
    U(
        "pi8-i-work-for-starling-a",
        "I work for Starling, a digital bank",
        E("profile", "Works at Starling", slot="employer"),
    ),
    U(
        "pi8-just-started-at-wicket-a",
        "Just started at Wicket, a cricket analytics startup, as a data analyst",
        E("profile", "Works at Wicket", slot="employer"),
        E("profile", "Job title: data analyst", slot="role"),
    ),
    U(
        "pi8-we-use-notion-a-wiki",
        "We use Notion, a wiki tool, at work",
        E("preference", "Notes app: Notion", slot="tool:notes"),
    ),
    U(
        "pi8-honestly-my-favourite-app-is",
        "Honestly my favourite app is Things, a to-do app",
        E("preference", "To-do app: Things", slot="tool:todo"),
    ),
    U(
        "pi8-i-started-using-linear-an",
        "I started using Linear, an issue tracker",
        E("preference", "To-do app: Linear", slot="tool:todo"),
    ),
]

PROJECTS8_EMPTY: list[Case] = [
    U("pi8-my-friend-s-app-orrery", "My friend's app Orrery is really cool"),
    U("pi8-my-brother-is-building-kettle", "my brother is building Kettle, a sneaker reselling site"),
    U("pi8-i-might-build-a-game", "I might build a game called Starfall someday"),
    U("pi8-should-i-call-my-app", "Should I call my app Beacon?"),
    U("pi8-what-s-a-good-name", "What's a good name for a budgeting app?"),
    U("pi8-my-sister-started-a-podcast", "My sister started a podcast called Wine Down"),
    U("pi8-i-d-love-to-make", "I'd love to make a game called Mossfall one day"),
    U("pi8-thinking-about-starting-a-blog", "Thinking about starting a blog called Slow Lane"),
    U("pi8-i-was-going-to-build", "I was going to build a bot called Pinky but gave up on the idea"),
    U("pi8-have-you-heard-of-obsidian", "Have you heard of Obsidian, a markdown notes app?"),
    U("pi8-my-coworker-wrote-a-library", "My coworker wrote a library called fastjson"),
    U("pi8-i-m-building-ember-he", '"I\'m building Ember," he said.'),
    U("pi8-my-son-is-making-a", "My son is making a Minecraft server called Creeperland"),
    U("pi8-i-downloaded-duolingo-a-language", "I downloaded Duolingo, a language app"),
    U("pi8-if-i-ever-start-a", "If I ever start a company I'd call it Northwind"),
    U("pi8-my-dad-runs-a-bakery", "My dad runs a bakery called Sunrise Loaves"),
    U("pi8-my-manager-built-a-dashboard", "My manager built a dashboard called Pulse"),
    U("pi8-i-reviewed-linear-a-project", "I reviewed Linear, a project management tool"),
    U("pi8-our-team-lead-is-working", "Our team lead is working on a tool named Sieve"),
    U("pi8-i-read-a-book-called", "I read a book called The Salt Path"),
    U("pi8-i-don-t-have-a", "I don't have a side project right now"),
    U("pi8-someone-on-reddit-made-a", "Someone on Reddit made a bot called Gerald"),
    U("pi8-my-girlfriend-s-startup-bloom", "My girlfriend's startup Bloom just raised money"),
    U("pi8-i-used-to-run-a", "I used to run a blog called Tea Leaves but it's gone"),
    U("pi8-i-m-not-working-on", "I'm not working on Lantern anymore"),
    U("pi8-maybe-i-ll-start-a", "Maybe I'll start a newsletter called Field Notes"),
    U("pi8-can-you-suggest-names-for", "Can you suggest names for my recipe app?"),
    U("pi8-i-subscribe-to-a-newsletter", "I subscribe to a newsletter called Morning Brew"),
    U("pi8-i-m-listening-to-a", "I'm listening to a podcast called Hardcore History"),
    U("pi8-i-watched-a-documentary-called", "I watched a documentary called Free Solo"),
    U("pi8-bought-a-planner-called-hobonichi", "Bought a planner called Hobonichi"),
    U("pi8-i-m-reading-a-novel", "I'm reading a novel called Piranesi"),
    U("pi8-trying-out-raycast-a-launcher", "Trying out Raycast, a launcher app for Mac"),
    U("pi8-what-would-you-call-a", "What would you call a bot that waters plants?"),
    U("pi8-my-colleague-priya-runs-a", "My colleague Priya runs a blog called Dev Diaries"),
    U("pi8-i-tried-todoist-a-to", "I tried Todoist, a to-do app, but it didn't stick"),
    U("pi8-my-uncle-owns-a-shop", "My uncle owns a shop called Fishtail Tackle"),
    U("pi8-ha-imagine-if-i-made", "ha imagine if I made an app called Toaster"),
    U("pi8-in-my-dream-i-built", "In my dream I built a game called Nightjar"),
    U("pi8-i-wish-i-had-time", "I wish I had time to build Ravenwood, my dream game"),
    U("pi8-a-friend-of-mine-is", "A friend of mine is developing an app called Lumos"),
    U("pi8-is-there-a-library-called", "Is there a library called pyrite for GPX?"),
    U("pi8-they-launched-a-product-called", "They launched a product called Glimmer yesterday"),
    U("pi8-my-wife-is-writing-a", "my wife is writing a novel called The Quiet Orchard"),
    U("pi8-recommend-me-a-habit-tracker", "Recommend me a habit tracker app like Streaks?"),
    U("pi8-our-neighbour-s-kid-built", "Our neighbour's kid built a robot called Bolt"),
    U("pi8-my-cousin-runs-a-podcast", "my cousin runs a podcast called Two Cents"),
    U("pi8-we-should-build-an-app", "We should build an app called Parsnip, what do you think?"),
    U("pi8-would-it-be-silly-to", "Would it be silly to name my bot Gerald?"),
    U("pi8-i-m-thinking-of-launching", "I'm thinking of launching a newsletter called Fernweh"),
    U("pi8-my-partner-s-startup-ledgerline", "my partner's startup Ledgerline is hiring"),
    U("pi8-i-ve-been-reading-magpie", "I've been reading Magpie, a newsletter about design"),
    U("pi8-i-m-playing-hollow-knight", "I'm playing Hollow Knight, a metroidvania game"),
    U("pi8-i-bought-a-planner-app", "I bought a planner app called Structured"),
    U("pi8-our-cto-is-building-a", "Our CTO is building a tool called Sieve"),
    U("pi8-my-daughter-wrote-a-book", "My daughter wrote a book called Moon Cat"),
    U("pi8-do-you-know-an-app", "Do you know an app called Sorrel?"),
    U("pi8-i-used-to-have-a", "I used to have a blog called Tin Roof"),
    U("pi8-i-m-not-building-rookery", "I'm not building Rookery anymore"),
    U("pi8-someday-i-want-to-make", "Someday I want to make a game called Ashgrove"),
    U("pi8-i-downloaded-forest-a-focus", "I downloaded Forest, a focus app"),
    U("pi8-my-friend-made-a-bot", "My friend made a bot called Pebble for our server"),
    U("pi8-have-you-tried-obsidian-a", "Have you tried Obsidian, a notes app?"),
    U("pi8-i-m-subscribed-to-a", "I'm subscribed to a newsletter called The Hustle"),
    U("pi8-i-gave-up-on-building", "I gave up on building Quiver, it was too hard"),
    U("pi8-the-startup-i-joined-huddle", "The startup I joined, Huddle, makes meeting software"),
    U("pi8-i-interviewed-at-lodestar-a", "I interviewed at Lodestar, a job board startup"),
    U("pi8-i-m-learning-svelte-a", "I'm learning Svelte, a frontend framework"),
    U("pi8-lodgepole-is-a-budgeting-app-2", "Lodgepole is a budgeting app my sister is building"),
    U("pi8-my-wife-runs-a-blog", "My wife runs a blog called Two Forks"),
    U("pi8-i-d-love-to-build", "I'd love to build a meditation app called Halcyon"),
    U("pi8-someone-built-a-bot-called", "Someone built a bot called Marvin for our server"),
    U("pi8-is-quickslice-a-good-library", "Is Quickslice a good library for CSVs?"),
    U("pi8-we-re-evaluating-cobalt-a", "We're evaluating Cobalt, a code review bot, at work"),
    U("pi8-the-team-i-joined-is", "The team I joined is building Kinfolk, a family tree app"),
    U("pi8-i-m-reviewing-a-podcast", "I'm reviewing a podcast called Sibling Rivalry for a class"),
    U("pi8-our-client-launched-a-store", "Our client launched a store named Pebble & Pine"),
    U("pi8-my-manager-started-a-newsletter", "My manager started a newsletter called Owlet"),
    U("pi8-never-heard-of-foxtrot-is", "Never heard of Foxtrot, is it a game?"),
    U("pi8-imagine-an-app-called-nutmeg", "Imagine an app called Nutmeg that tracks spices"),
    U("pi8-i-m-testing-formfox-a", "I'm testing Formfox, a survey tool, for my team"),
    U("pi8-my-roommate-is-building-cobblepot", "my roommate is building Cobblepot, a pothole-reporting app"),
    U("pi8-i-m-thinking-about-making", "I'm thinking about making a podcast called Small Talk"),
    U("pi8-my-kid-made-a-scratch", "My kid made a Scratch game called Dino Run"),
    U("pi8-i-d-build-a-keyboard", "i'd build a keyboard called Clacker if I had the time"),
    U("pi8-anyone-know-a-quilting-app", "Anyone know a quilting app like Patchwork?"),
    U("pi8-i-was-watching-a-short", "I was watching a short film called The Last Ferry"),
    U("pi8-i-tried-inkling-a-journaling", "I tried Inkling, a journaling app, but didn't like it"),
    U("pi8-honeycomb-is-a-nice-name", "Honeycomb is a nice name for a candle shop, right?"),
    U("pi8-we-re-hiring-for-roost", "We're hiring for Roost, a co-living startup"),
    U("pi8-my-old-project-pipette-is", "My old project Pipette is dead"),
]
