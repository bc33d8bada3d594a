"""Cases of our own for a pet named beside its kind in a household statement (session 7,
``extraction/pet_first.py``): "Comet the greyhound is officially ours", "Pepper (cat, 2 years old)
is now part of the family", "I walked Bramble (our spaniel) for two hours". ``PETS8_EMPTY`` holds
what must name no pet of the user's: somebody else's animal, a wish, an animal in a story or a
show, a mascot, a childhood pet, a kind that is food or a tool."""

from __future__ import annotations

from extraction_cases import Case, E, U

PR = "profile"


def _pet(kind: str, name: str) -> E:
    return E(PR, f"Has a {kind} named {name}", slot=f"pet:{name.lower()}")


PETS8: list[Case] = [
    U("pt8-x-the-kind-ours", "Comet the greyhound is officially ours.", _pet("greyhound", "Comet")),
    U("pt8-parenthesised-kind", "Pepper (cat, 2 years old) is now part of the family.", _pet("cat", "Pepper")),
    U("pt8-walked-x-our-kind", "I walked Bramble (our spaniel) for two hours.", _pet("spaniel", "Bramble")),
    U("pt8-fostering", "We're fostering-to-adopt a greyhound called Comet.", _pet("greyhound", "Comet")),
    U("pt8-little-rescue", "Our little rescue mutt Rolo loves the beach.", _pet("mutt", "Rolo")),
    U("pt8-introducing", "Introducing Waffles, the newest pup in our house!", _pet("pup", "Waffles")),
    U("pt8-roommate", "Meet my new roommate: a ferret called Bandit.", _pet("ferret", "Bandit")),
    U("pt8-took-in", "The cat we took in, Smudge, has claimed my bed.", _pet("cat", "Smudge")),
    U("pt8-adopted-in-march", "Biscuit, the beagle we adopted in March, is settling in.", _pet("beagle", "Biscuit")),
    # a pet gone, by its name beside a word of loss: only a stored pet of that name ends
    U(
        "pt8-gone-to-live-with",
        "Bramble went to live with my parents on their farm.",
        E(PR, "No longer: Bramble", slot="pet:bramble", fact_op="end"),
    ),
    U(
        "pt8-went-missing",
        "so sad, Juniper went missing on Tuesday and never came home",
        E(PR, "No longer: Juniper", slot="pet:juniper", fact_op="end"),
    ),
    U(
        "pt8-given-away",
        "we had to let Noodle go to a family with a bigger garden",
        E(PR, "No longer: Noodle", slot="pet:noodle", fact_op="end"),
    ),
]

# a pet rehomed, said by where it lives now
PETS8 += [
    U(
        "pt8-lives-with-mum-now",
        "Pickles lives with my mum now, she dotes on him.",
        E(PR, "No longer: Pickles", slot="pet:pickles", fact_op="end"),
    ),
    U(
        "pt8-went-to-a-farm",
        "Pickles went to a farm upstate.",
        E(PR, "No longer: Pickles", slot="pet:pickles", fact_op="end"),
    ),
    U(
        "pt8-moved-in-with-parents",
        "Clover moved in with my parents last month.",
        E(PR, "No longer: Clover", slot="pet:clover", fact_op="end"),
    ),
]

# a pet gone, named by its kind alone: reconcile ends the one stored pet of that kind
PETS8 += [
    U("pt8-lost-our-cat", "We lost our cat last week.", E(PR, "No longer: cat", slot="pet", fact_op="end")),
    U("pt8-dog-died", "Our dog died on Sunday, I'm gutted.", E(PR, "No longer: dog", slot="pet", fact_op="end")),
    U(
        "pt8-hamster-didnt-make-it",
        "The hamster didn't make it.",
        E(PR, "No longer: hamster", slot="pet", fact_op="end"),
    ),
]

PETS8_EMPTY: list[Case] = [
    U("pt8-sisters-cat", "my sister's cat Luna keeps scratching my sofa."),
    U("pt8-neighbours-dog", "The neighbour's dog Rex barked all night."),
    U("pt8-might-get", "We might get a puppy called Max next year."),
    U("pt8-documentary", "We watched a documentary about a dog named Laika."),
    U("pt8-book-about", "I read a book about Lassie the collie with my kids."),
    U("pt8-boss-has", "My boss has a beagle named Scout, and she brings him to the office."),
    U("pt8-his-dog", "Tom brought his dog Rex to our barbecue."),
    U("pt8-mascot", "Our team mascot is a bulldog called Tank."),
    U("pt8-childhood", "We had a cat called Tibbles when I was a kid."),
    U("pt8-chicken", "I had chicken with Tom for dinner."),
    U("pt8-passed-exam", "Tom passed the exam!"),
    U("pt8-grandad", "My grandad passed away last week."),
    U("pt8-sisters-dog-died", "My sister's dog died yesterday."),
    U("pt8-lost-the-match", "We lost the match last week."),
    U("pt8-gave-a-lift", "I gave Tom a lift to work."),
    # a loss said of anything ends no pet without an animal in sight
    U("pt8-didnt-make-it-finals", "Tough tournament, didn't make it to the finals"),
    U("pt8-lost-my-job-at", "Unfortunately, I also lost my job at Door Dash this month"),
]

# session 8: a name inside the very words of the loss, though a frame read it as a pet the user has,
# and a pet that was never the user's
PETS8 += [
    U(
        "pt8-gave-our-hamster-nibbles-to-my-niece",
        "Gave our hamster Nibbles to my niece.",
        E("profile", "No longer: Nibbles", "add", slot="pet:nibbles", fact_op="end"),
        group="pets8",
    ),
    U(
        "pt8-we-gave-our-rabbit-clover-to-a-farm",
        "We gave our rabbit Clover to a farm nearby, she has more space there.",
        E("profile", "No longer: Clover", "add", slot="pet:clover", fact_op="end"),
        group="pets8",
    ),
    U(
        "pt8-turns-out-socks-was-never-ours",
        "Turns out Socks was never ours, he belonged to the neighbours.",
        E("profile", "No longer: Socks", "add", slot="pet:socks", fact_op="end"),
        group="pets8",
    ),
]

# session 8: a pet gone to somebody else or elsewhere, said of its name
PETS8 += [
    U(
        "pt8-pip-went-back-to-his-owner",
        "Pip went back to his owner yesterday.",
        E("profile", "No longer: Pip", "add", slot="pet:pip", fact_op="end"),
        group="pets8",
    ),
    U(
        "pt8-the-chinchilla-dusty-now-lives-with-my-brother",
        "The chinchilla (Dusty) now lives with my brother.",
        E("profile", "No longer: Dusty", "add", slot="pet:dusty", fact_op="end"),
        group="pets8",
    ),
    U(
        "pt8-we-found-pip-a-lovely-new-owner",
        "We found Pip a lovely new owner.",
        E("profile", "No longer: Pip", "add", slot="pet:pip", fact_op="end"),
        group="pets8",
    ),
    U(
        "pt8-pip-flew-off",
        "Pip flew off when the window was open and never came back.",
        E("profile", "No longer: Pip", "add", slot="pet:pip", fact_op="end"),
        group="pets8",
    ),
    U(
        "pt8-we-had-to-give-biscuit-up",
        "We had to give Biscuit up, my partner's allergies got too bad.",
        E("profile", "No longer: Biscuit", "add", slot="pet:biscuit", fact_op="end"),
        group="pets8",
    ),
    U(
        "pt8-dusty-found-a-new-home-in-leeds",
        "Dusty found a new home with a family in Leeds, so we're pet-free now.",
        E("fact", "No longer: Dusty", "add", slot="?", fact_op="end"),
        group="pets8",
    ),
]
