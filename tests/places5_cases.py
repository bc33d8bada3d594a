"""Home cases of 2026-11-26, in phrasings of our own: a place the gazetteer knows plus a word of
dwelling, when no frame matched (:mod:`engram.extraction.place_first`), and a move said by its two
places ("goodbye Leeds, hello Bristol"). ``PLACES5_EMPTY`` holds what must produce nothing: trips
and stays, pasts, futures, wishes, other people's homes, companies based somewhere, a place one
drove home from, a person whose first name is a city."""

from __future__ import annotations

from extraction_cases import Case, E, U

F, P, PR = "fact", "preference", "profile"

PLACES5: list[Case] = [
    U(
        "pl5-we-finally-closed-on-a-house-in-ashevill",
        "We finally closed on a house in Asheville.",
        E(PR, "Lives in Asheville", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-i-ve-been-a-leeds-local-for-about-six-ye",
        "I've been a Leeds local for about six years now.",
        E(PR, "Lives in Leeds", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-greetings-from-rainy-bergen-where-i-live",
        "Greetings from rainy Bergen, where I live.",
        E(PR, "Lives in Bergen", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-our-flat-in-marseille-is-tiny-but-we-lov",
        "Our flat in Marseille is tiny but we love it.",
        E(PR, "Lives in Marseille", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-just-signed-a-lease-in-boulder",
        "Just signed a lease in Boulder!",
        E(PR, "Lives in Boulder", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-i-call-wellington-home-these-days",
        "I call Wellington home these days.",
        E(PR, "Lives in Wellington", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-born-and-raised-in-cork-still-here",
        "Born and raised in Cork, still here.",
        E(PR, "Lives in Cork", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-we-ended-up-settling-down-in-tucson",
        "We ended up settling down in Tucson.",
        E(PR, "Lives in Tucson", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-after-the-move-i-m-in-ghent-full-time",
        "After the move I'm in Ghent full time.",
        E(PR, "Lives in Ghent", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-new-city-new-me-hello-montreal",
        "New city, new me: hello Montreal!",
        E(PR, "Lives in Montreal", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-the-kids-and-i-relocated-to-aarhus-in-ju",
        "The kids and I relocated to Aarhus in June.",
        E(PR, "Lives in Aarhus", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-i-m-auckland-based-now",
        "I'm Auckland-based now.",
        E(PR, "Lives in Auckland", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-moved-back-home-to-galway-last-spring",
        "Moved back home to Galway last spring.",
        E(PR, "Lives in Galway", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-we-sold-the-place-in-utrecht-and-bought",
        "We sold the place in Utrecht and bought in Delft.",
        E(PR, "Lives in Delft", "update", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-my-commute-from-oakland-is-brutal",
        "My commute from Oakland is brutal.",
        E(PR, "Lives in Oakland", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-living-out-of-brisbane-for-the-foreseeab",
        "Living out of Brisbane for the foreseeable future.",
        E(PR, "Lives in Brisbane", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-we-left-denver-for-good-and-now-live-in",
        "We left Denver for good and now live in Boise.",
        E(PR, "Lives in Boise", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-i-m-now-a-resident-of-lyon",
        "I'm now a resident of Lyon.",
        E(PR, "Lives in Lyon", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-settled-in-krakow-after-years-of-moving",
        "Settled in Krakow after years of moving around.",
        E(PR, "Lives in Krakow", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-home-these-days-is-a-small-village-outsi",
        "Home these days is a small village outside Bath.",
        E(PR, "Lives in small village outside Bath", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-i-live-in-seville-by-the-way",
        "I live in Seville, by the way.",
        E(PR, "Lives in Seville", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-my-place-is-in-leith-edinburgh",
        "My place is in Leith, Edinburgh.",
        E(PR, "Lives in Leith", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-we-re-sheffield-people-now",
        "We're Sheffield people now.",
        E(PR, "Lives in Sheffield", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-just-moved-into-a-new-apartment-downtown",
        "Just moved into a new apartment downtown in Austin.",
        E(PR, "Lives in Austin", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-goodbye-leeds-hello-bristol",
        "Goodbye Leeds, hello Bristol.",
        E(PR, "Lives in Bristol", "update", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-we-ve-swapped-dublin-for-lisbon",
        "We've swapped Dublin for Lisbon.",
        E(PR, "Lives in Lisbon", "update", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-it-s-toronto-for-us-from-now-on",
        "It's Toronto for us from now on.",
        E(PR, "Lives in Toronto", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-trading-the-city-for-the-coast-we-re-in",
        "Trading the city for the coast: we're in Brighton now.",
        E(PR, "Lives in Brighton", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-so-we-ve-landed-in-perth-and-we-re-lovin",
        "So we've landed in Perth and we're loving it.",
        E(PR, "Lives in Perth", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-new-address-somewhere-in-valencia",
        "New address: somewhere in Valencia.",
        E(PR, "Lives in Valencia", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-we-packed-up-the-flat-in-hamburg-and-dro",
        "We packed up the flat in Hamburg and drove down to Munich — that's home now.",
        E(PR, "Lives in Munich", "update", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-our-new-place-in-kyoto-has-a-tiny-garden",
        "Our new place in Kyoto has a tiny garden.",
        E(PR, "Lives in Kyoto", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-after-six-years-in-madrid-we-re-now-in-s",
        "After six years in Madrid we're now in Seville.",
        E(PR, "Lives in Seville", "update", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-i-ve-just-bought-a-little-house-in-porto",
        "I've just bought a little house in Porto.",
        E(PR, "Lives in Porto", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-moving-day-went-fine-we-re-in-zurich-now",
        "Moving day went fine, we're in Zurich now.",
        E(PR, "Lives in Zurich", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-spending-my-first-winter-in-oslo-since-t",
        "Spending my first winter in Oslo since the move.",
        E(PR, "Lives in Oslo", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-i-got-the-keys-to-our-place-in-bologna-t",
        "I got the keys to our place in Bologna today!",
        E(PR, "Lives in Bologna", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-i-ve-relocated-for-work-i-m-now-in-frank",
        "I've relocated for work, I'm now in Frankfurt.",
        E(PR, "Lives in Frankfurt", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-we-upped-sticks-and-went-to-cork",
        "We upped sticks and went to Cork.",
        E(PR, "Lives in Cork", "add", slot="residence", fact_op="set"),
    ),
    U(
        "pl5-person-named-like-a-city",
        "the person I answer to now is Sofia Lindqvist, she moved over from sales",
        E(PR, "Reports to Sofia Lindqvist (manager)", slot="manager"),
    ),
]

PLACES5_EMPTY: list[Case] = [
    U("pl5n-my-parents-live-in-porto", "My parents live in Porto."),
    U("pl5n-i-d-love-to-live-in-kyoto-someday", "I'd love to live in Kyoto someday."),
    U("pl5n-should-i-move-to-lisbon", "Should I move to Lisbon?"),
    U("pl5n-my-sister-just-moved-to-vienna", "My sister just moved to Vienna."),
    U("pl5n-we-re-spending-two-weeks-in-crete", "We're spending two weeks in Crete."),
    U("pl5n-i-grew-up-in-nantes-but-left-at-18", "I grew up in Nantes but left at 18."),
    U("pl5n-flying-to-oslo-tomorrow-for-work", "Flying to Oslo tomorrow for work."),
    U("pl5n-is-berlin-expensive-to-live-in", "Is Berlin expensive to live in?"),
    U("pl5n-my-friend-carla-relocated-to-bilbao", "My friend Carla relocated to Bilbao."),
    U("pl5n-we-went-to-paris-last-summer-and-loved-i", "We went to Paris last summer and loved it."),
    U("pl5n-i-drove-home-from-denver-last-night", "I drove home from Denver last night."),
    U("pl5n-our-flight-to-denver-got-cancelled", "Our flight to Denver got cancelled."),
    U("pl5n-we-rented-a-cabin-in-aspen-for-the-weeke", "We rented a cabin in Aspen for the weekend."),
    U("pl5n-my-company-s-headquarters-is-in-austin", "My company's headquarters is in Austin."),
    U("pl5n-i-work-remotely-for-a-startup-based-in-b", "I work remotely for a startup based in Berlin."),
    U("pl5n-the-conference-in-vienna-was-great-i-m-h", "The conference in Vienna was great, I'm home now."),
    U("pl5n-i-bought-a-souvenir-in-prague", "I bought a souvenir in Prague."),
    U("pl5n-i-m-on-a-layover-in-doha", "I'm on a layover in Doha."),
    U("pl5n-we-re-house-sitting-in-florence-this-mon", "We're house-sitting in Florence this month."),
    U(
        "pl5n-i-took-the-kids-to-see-the-house-in-cork",
        "I took the kids to see the house in Cork where my grandma lived.",
    ),
    U("pl5n-we-have-friends-visiting-from-madrid", "We have friends visiting from Madrid."),
    U("pl5n-i-m-watching-a-documentary-about-venice", "I'm watching a documentary about Venice at home."),
    U("pl5n-the-client-in-seattle-moved-our-deadline", "The client in Seattle moved our deadline."),
    U("pl5n-i-moved-the-meeting-to-tuesday-because-o", "I moved the meeting to Tuesday because of the Berlin trip."),
    U("pl5n-our-office-is-moving-to-leeds-next-year", "Our office is moving to Leeds next year."),
    U(
        "pl5n-my-apartment-building-in-chicago-has-a-g",
        "My apartment building in Chicago has a gym, but my mom's place in Tampa doesn't.",
    ),
    U("pl5n-home-for-the-holidays-in-dublin", "Home for the holidays in Dublin!"),
    U("pl5n-someone-moved", "Beatriz moved to another division and lives in Sofia now"),
    U("pl5n-documentary", "I'm watching a documentary about Venice at home."),
]
