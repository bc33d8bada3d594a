"""Cases of 2026-11-27 (truth12), in phrasings of our own, from the classes the blind bank showed once
it was opened. What a relative does or is, named or not ("my cousin Lysander is training to be a
cooper", "my brother is a firefighter"), is the relative's fact, never a line about the user: only
a relative's name or age is the user's family. A birth told in two beats, the news and then the name
("our baby son arrived on friday! we've named the little one Kai", "it's a girl! Clementine was born
at 3am"), or with the name first ("Ciarán was born this week, our first son") is the user's child
(extraction/baby_news.py). A child's age after an apposition ("Hazel, my daughter, just turned 4"),
and after a headline lead-in ("parenting question: ...", "so basically ..."). A pet got for oneself
("got myself a border collie! named him Gnocchi") or named with its breed ("a beagle called Rolo").
Homes: a hyphenated place ("Saint-Malo", "Aix-en-Provence") is one place; the keys handed over in
one town and the first night in another; "I'd been in X for nearly a decade ... made the move to Y";
"we stay in X" (present) is home; the town traded away is none. A standing request about answers
of another aspect than length, units, spelling or emoji is kept in the user's words
(extraction/style_requests.py). ``TRUTH12_EMPTY``: relatives' lives in every shape, other people's
babies, a return date, a trip's first night, one-off requests and other people's rules."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "truth12"
GE = "truth12-empty"

TRUTH12: list[Case] = [
    U("tr12-kin-wife-named", "my wife is Odile", E("profile", "Wife is Odile", "add", slot="partner"), group=G),
    U(
        "tr12-baby-arrived-named-little-one",
        "our baby son arrived on friday! we've named the little one Tobiah",
        E("profile", "Son Tobiah", "add", slot="child:tobiah"),
        group=G,
    ),
    U(
        "tr12-baby-arrived-comma-named",
        "our daughter arrived last night, we named her Juno",
        E("profile", "Daughter Juno", "add", slot="child:juno"),
        group=G,
    ),
    U(
        "tr12-baby-here-little-girl",
        "the baby's here! a little girl, Wren",
        E("profile", "Daughter Wren", "add", slot="child:wren"),
        group=G,
    ),
    U(
        "tr12-baby-its-a-girl-born",
        "it's a girl! Clementine was born at 3am",
        E("profile", "Daughter Clementine", "add", slot="child:clementine"),
        group=G,
    ),
    U(
        "tr12-baby-little-one-called",
        "our little one arrived on monday. we called him Rafferty",
        E("profile", "Son Rafferty", "add", slot="child:rafferty"),
        group=G,
    ),
    U(
        "tr12-baby-lower-name",
        "we had a baby boy! his name is arlo",
        E("profile", "Son Arlo", "add", slot="child:arlo"),
        group=G,
    ),
    U(
        "tr12-baby-born-our-first-son",
        "Fionn was born this week, our first son",
        E("profile", "Son Fionn", "add", slot="child:fionn"),
        group=G,
    ),
    U(
        "tr12-baby-born-second-daughter",
        "Matilda was born on Tuesday, our second daughter!",
        E("profile", "Daughter Matilda", "add", slot="child:matilda"),
        group=G,
    ),
    U(
        "tr12-age-apposed-just-turned",
        "Hazel, my daughter, just turned 4",
        E("profile", "Daughter Hazel is 4", "add", slot="child:hazel"),
        group=G,
    ),
    U(
        "tr12-age-apposed-turned-friday",
        "Bruno, my son, turned 9 on friday",
        E("profile", "Son Bruno is 9", "add", slot="child:bruno"),
        group=G,
    ),
    U(
        "tr12-age-parenting-question",
        "parenting question: Ezra, my son, is 8 and still won't sleep through. normal?",
        E("profile", "Son Ezra is 8", "add", slot="child:ezra"),
        group=G,
    ),
    U(
        "tr12-age-so-basically-lower",
        "so basically amara is 13 today",
        E("profile", "Child Amara is 13", "add", slot="child:amara"),
        group=G,
    ),
    U(
        "tr12-pet-got-myself",
        "got myself a border collie! named him Gnocchi",
        E("profile", "Has a border collie named Gnocchi", "add", slot="pet:gnocchi"),
        group=G,
    ),
    U(
        "tr12-pet-got-ourselves",
        "we got ourselves a cat. her name is Misu",
        E("profile", "Has a cat named Misu", "add", slot="pet:misu"),
        group=G,
    ),
    U(
        "tr12-pet-breed-called",
        "we got a puppy on saturday! a beagle called Rolo",
        E("profile", "Has a beagle named Rolo", "add", slot="pet:rolo"),
        group=G,
    ),
    U(
        "tr12-home-hyphen-moved",
        "we moved to Aix-en-Provence in the spring",
        E("profile", "Lives in Aix-en-Provence", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr12-home-hyphen-made-the-move",
        "made the move to Saint-Malo last month",
        E("profile", "Lives in Saint-Malo", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr12-home-hyphen-stratford",
        "just signed a lease in Stratford-upon-Avon",
        E("profile", "Lives in Stratford-upon-Avon", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr12-home-keys-first-night",
        "keys handed over in Dundee this morning and tonight is our first night sleeping in Perth",
        E("profile", "Lives in Perth", "update", slot="residence"),
        group=G,
    ),
    U(
        "tr12-home-had-been-made-the-move",
        "I'd been in Inverness for nearly a decade but work dried up, so we made the move to Aberdeen",
        E("profile", "Lives in Aberdeen", "update", slot="residence"),
        group=G,
    ),
    U(
        "tr12-home-we-stay-in",
        "me and the family stay in Cape Coast, suggest some weekend outing pls",
        E("profile", "Lives in Cape Coast", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr12-home-i-stay-in-kumasi",
        "I stay in Kumasi, what's good to do on a sunday?",
        E("profile", "Lives in Kumasi", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr12-home-nearly-a-decade",
        "we've been in Leeds for nearly a decade",
        E("profile", "Lives in Leeds", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr12-home-new-town-traded",
        "new town for me: Bendigo. traded Ballarat for a shorter commute",
        E("profile", "Lives in Bendigo", "add", slot="residence"),
        group=G,
    ),
    U(
        "tr12-style-start-every-answer",
        "start every answer with a one-line tl;dr and then the detail",
        E("style", "Start every answer with a one-line tl;dr and then the detail", "add", slot="style:summary"),
        group=G,
    ),
    U(
        "tr12-style-begin-each-reply",
        "please begin each reply with a short summary",
        E("style", "Begin each reply with a short summary", "add", slot="style:summary"),
        group=G,
    ),
    U(
        "tr12-style-whenever-table",
        "whenever you compare options, lay it out as a table -- I take it in faster that way",
        E("style", "Whenever you compare options, lay it out as a table", "add", slot="style:format"),
        group=G,
    ),
    U(
        "tr12-style-bullets-from-now-on",
        "please answer in bullet points from now on",
        E("style", "Answer in bullet points from now on", "add", slot="style:format"),
        group=G,
    ),
    U(
        "tr12-style-mix-hindi",
        "you can mix a little Hindi into replies, I'm more comfortable that way",
        E("style", "You can mix a little Hindi into replies", "add", slot="style:language"),
        group=G,
    ),
    U(
        "tr12-style-always-example",
        "always include an example please",
        E("style", "Always include an example", "add", slot="style:examples"),
        group=G,
    ),
    U(
        "tr12-style-cite-sources",
        "always cite your sources",
        E("style", "Always cite your sources", "add", slot="style:sources"),
        group=G,
    ),
]

TRUTH12_EMPTY: list[Case] = [
    NONE("tr12e-kin-cousin-training", "my cousin Perpetua is training to be a farrier", group=GE),
    NONE("tr12e-kin-sister-studying", "my sister Ines is studying to become a midwife", group=GE),
    NONE("tr12e-kin-uncle-learning", "my uncle Bram is learning to be a pilot", group=GE),
    NONE("tr12e-kin-brother-firefighter", "my brother is a firefighter", group=GE),
    NONE("tr12e-kin-wife-nurse", "my wife is a nurse", group=GE),
    NONE("tr12e-kin-dad-retired-pilot", "my dad is a retired pilot", group=GE),
    NONE("tr12e-kin-cousin-vet", "my cousin is a vet, handy with the dog", group=GE),
    NONE("tr12e-kin-in-law-welder", "my brother-in-law Sam is a welder", group=GE),
    NONE("tr12e-baby-friend-named", "my friend had a baby girl! her name is Remy", group=GE),
    NONE("tr12e-baby-sister-named-him", "my sister had a baby boy, she named him Otto", group=GE),
    NONE("tr12e-baby-born-alone", "Clementine was born at 3am", group=GE),
    NONE("tr12e-baby-born-sisters", "Beatrix was born on Tuesday, my sister's second daughter", group=GE),
    NONE("tr12e-baby-named-him-alone", "we named him Rex", group=GE),
    NONE("tr12e-age-niece-apposed", "Hazel, my niece, just turned 4", group=GE),
    NONE("tr12e-pet-brother-got-himself", "my brother got himself a dog! named him Rex", group=GE),
    NONE("tr12e-once-return-thursday", "currently on a short work trip to Oslo; i return on thursday", group=GE),
    NONE("tr12e-once-fly-back-sunday", "I fly back on Sunday", group=GE),
    NONE("tr12e-once-leave-friday", "i leave on friday, early flight", group=GE),
    NONE("tr12e-home-first-night-paris", "our first night in Paris was magical", group=GE),
    NONE("tr12e-home-stay-when-visit", "we stay in Lisbon when we visit my parents", group=GE),
    NONE("tr12e-home-had-been-days", "we'd been in Oslo for 3 days before flying home", group=GE),
    NONE("tr12e-home-id-love-to", "I'd love to live in Lisbon one day", group=GE),
    NONE("tr12e-style-summarise-this", "summarise this article for me", group=GE),
    NONE("tr12e-style-table-of-flights", "give me a table of flights to Rome", group=GE),
    NONE("tr12e-style-boss-wants", "my boss wants every report to start with a summary", group=GE),
    NONE("tr12e-style-summary-of-meeting", "can you give me a summary of the meeting?", group=GE),
    NONE("tr12e-believe-eggs", "can you believe the price of eggs?", group=GE),
    NONE("tr12e-believe-sister-moved", "can you believe my sister moved to Perth?", group=GE),
    NONE("tr12e-guess-who-alone", "guess who got promoted?", group=GE),
    NONE("tr12e-guess-who-brother", "Guess who just moved to Leeds? Yep, my brother.", group=GE),
    NONE("tr12e-candles-nephew", "it was my nephew tom's birthday, 5 candles", group=GE),
    NONE("tr12e-son-wants", "my son wants peanuts for his lunch", group=GE),
    NONE("tr12e-listed-sisters-two", "Tom is 10 and Ann is 3, those are my sister's two", group=GE),
    NONE("tr12e-not-mine-what-it-is", "Lentil isn't a rabbit, he's a guinea pig", group=GE),
    NONE("tr12e-not-mine-pronoun", "it isn't my dog, it just follows me home", group=GE),
    NONE("tr12e-allergic-son", "my son wants peanuts. I'm allergic.", group=GE),
    NONE("tr12e-style-asked-when-you", "when you compare options, do you use tables?", group=GE),
    NONE("tr12e-tool-sisters", "Is Obsidian any good? That's what my sister uses", group=GE),
    NONE("tr12e-mgr-sisters-boss-changed", "my sister's boss changed. It's Dan Oak now", group=GE),
    NONE("tr12e-tool-two-no-purpose", "Python or Rust for this? it's what I use at work", group=GE),
    NONE("tr12e-wish-id-like", "I'd like to live in Leeds one day", group=GE),
    NONE("tr12e-proj-brother-for-fun", "my brother is building Damask for fun", group=GE),
    NONE("tr12e-decision-for-city-trip", "For Lisbon I'm going to use Airbnb", group=GE),
    NONE(
        "tr12e-mgr-boss-wife-diet",
        "my boss's wife is doing an Ornish diet, what do I bring to their barbecue?",
        group=GE,
    ),
    NONE("tr12e-mgr-boss-dog", "my boss's dog Rufus bit the courier", group=GE),
    NONE("tr12e-mgr-manager-kids-names", "my manager's kids are called Ada and Ben", group=GE),
    NONE("tr12e-job-club-member-qualified", "Obadiah from my running club just qualified as a tattooist", group=GE),
    NONE("tr12e-job-choir-member-graduated", "Rosamund from the choir graduated as a vet", group=GE),
    NONE("tr12e-end-havent-moved-off", "haven't moved off Rebol", group=GE),
    NONE("tr12e-end-didnt-quit", "I didn't quit Acme, whatever you heard", group=GE),
    NONE("tr12e-end-not-ditching", "not ditching Notion any time soon", group=GE),
    NONE("tr12e-end-havent-given-up", "I haven't given up on pottery", group=GE),
    NONE("tr12e-diet-mums-recipes", "recipes for my mum please, vegan lah", group=GE),
    NONE("tr12e-style-when-i-ask-question", "when I ask you about the weather, is it accurate?", group=GE),
    NONE("tr12e-exclaimed-congrats", "congrats! every time I see you I smile", group=GE),
    NONE("tr12e-hobby-sisters-gear", "my sister's pottery wheel broke, she's not doing it anymore", group=GE),
    NONE("tr12e-age-has-marbles", "Rupert has 11 marbles", group=GE),
    NONE("tr12e-employer-same-as-at", "same radiographer gig as at Umberfield Pharma", group=GE),
    NONE("tr12e-employer-better-than-at", "the coffee is better than at Acme Labs", group=GE),
    NONE("tr12e-kin-nan-baker", "my nan Edie was a baker all her life", group=GE),
]
