"""Cases of our own for homes said around other words (session 7): a place beside the pronoun I,
"based out of", "ended up moving", a relative clause of living ("where I now live"), an aside to
the listener ("can you believe it") and two towns in a job-shaped switch ("left Oslo for
Trondheim"). ``PLACES6_EMPTY`` holds what must produce nothing: somebody else's move, a trip, a
wish, a question, and a place that is a person's town rather than a project's stack."""

from __future__ import annotations

from extraction_cases import Case, E, Expect, U

PR = "profile"


def _home(place: str, op: str = "add") -> Expect:
    return E(PR, f"Lives in {place}", op, slot="residence")


PLACES6: list[Case] = [
    # a place right before the pronoun I is no person's name
    U(
        "pl6-madrid-i-based-out-of",
        "After ten years in Madrid I'm now based out of Seville.",
        _home("Seville", "update"),
    ),
    U("pl6-ghent-i-moved", "we spent six years in Ghent before I moved to Leuven for good", _home("Leuven")),
    U("pl6-porto-ive-settled", "so after Porto I've settled in Braga, finally", _home("Braga")),
    # "based out of" is where the user is, not a place left
    U("pl6-based-out-of", "I'm based out of Calgary these days", _home("Calgary")),
    U("pl6-now-based-out-of", "now based out of Tampere, if that matters", _home("Tampere")),
    # a move said done with "ended up"
    U("pl6-ended-up-moving", "hey, so I ended up moving to Nairobi in the spring", _home("Nairobi")),
    U("pl6-ended-up-settling", "we ended up settling in Hobart after all that", _home("Hobart")),
    U("pl6-ended-up-relocating", "i ended up relocating to Kaunas", _home("Kaunas")),
    # a relative clause of living with an adverb inside
    U("pl6-where-i-now-live", "Greetings from Malmö, where I now live.", _home("Malmö")),
    U("pl6-where-we-currently-live", "hello from Graz, where we currently live!", _home("Graz")),
    # an aside to the listener names nobody else
    U("pl6-can-you-believe-it", "I'm now a Toronto local, can you believe it.", _home("Toronto")),
    U("pl6-believe-it-or-not", "I'm a Glasgow resident now, believe it or not.", _home("Glasgow")),
    U("pl6-you-know", "we're Leipzig locals now, you know", _home("Leipzig")),
    # two towns in a switch shaped like a job change are a move
    U("pl6-left-for", "we left Oslo for Trondheim last month.", _home("Trondheim", "update")),
    # a place whose first word looks like an adjective stays whole
    U("pl6-new-york", "I moved to New York", _home("New York")),
    U("pl6-new-delhi", "we live in New Delhi these days", _home("New Delhi")),
    U("pl6-san-francisco-local", "i'm a san francisco local now", _home("San Francisco")),
    # a home said by what the user now calls themselves
    U("pl6-berliner-now", "I'm a Berliner now, officially registered and everything.", _home("Berlin")),
    U("pl6-londoner-again", "Londoner again after five years away!", _home("London")),
    U("pl6-proper-parisians", "we've become proper Parisians, baguettes and all", _home("Paris")),
    U("pl6-feel-like-melburnian", "I finally feel like a Melburnian.", _home("Melbourne")),
    U("pl6-official-dubliners", "It's official, we're Dubliners.", _home("Dublin")),
    U("pl6-new-yorker-now", "I'm a New Yorker now", _home("New York")),
    U("pl6-whole-family", "We relocated the whole family to Perth.", _home("Perth")),
    # all in lower case: capitals come back where a place is expected
    U("pl6-lower-made-the-move", "ok so big news, we finally made the move to porto!", _home("Porto")),
    U("pl6-lower-residents", "we're officially valencia residents as of last week", _home("Valencia")),
    U("pl6-lower-lease", "just signed a 12-month lease in austin.", _home("Austin")),
    U("pl6-lower-new-place", "finally unpacked in our new place in cork.", _home("Cork")),
    U("pl6-lower-new-home", "hello from my new home in tucson!", _home("Tucson")),
]

PLACES6_EMPTY: list[Case] = [
    U("pl6-sister-left-for", "my sister left Oslo for Trondheim last month."),
    U("pl6-left-for-a-week", "I left Oslo for Trondheim for a week of hiking."),
    U("pl6-swapped-for-weekend", "I swapped London for Brighton for the weekend"),
    U("pl6-brother-based-out-of", "After ten years in Madrid, my brother is now based out of Seville."),
    U("pl6-boss-ended-up", "my boss ended up moving to Nairobi in the spring"),
    U("pl6-might-end-up", "I might end up moving to Nairobi next year"),
    U("pl6-cousin-local", "My cousin is a Toronto local, can you believe it."),
    U("pl6-thinking-of-leaving", "we're thinking of leaving Oslo for Trondheim"),
    U("pl6-if-we-left", "if we left Oslo for Trondheim would the kids cope?"),
    U("pl6-visiting-aunt", "Greetings from Malmö, where I'm visiting my aunt for the week."),
    U("pl6-should-i-move", "should I move from Leeds to York?"),
    U("pl6-tom-lives-in", "Tom lives in Ghent, you know."),
    U("pl6-flew-out-of", "I flew out of Madrid and landed in Seville for a conference."),
    # lower case: no place where none is expected, and none that is somebody else's or a stay
    U("pl6-lower-hope", "i live in hope honestly"),
    U("pl6-lower-friend-moved", "my friend just moved to porto"),
    U("pl6-lower-went-to-nice", "we went to nice for a week, so lovely"),
    U("pl6-lower-reading-festival", "we had a new home game at the reading festival grounds, mad day"),
    # a demonym of birth, origin, nationality or somebody else is no home
    U("pl6-not-a-londoner", "I'm not a Londoner, never will be"),
    U("pl6-wannabe", "I wish I were a Parisian"),
    # a spot inside a town is no town, and being moved to tears is no new title
    U("pl6-new-office", "the move to the new office went fine"),
    U("pl6-moved-to-new-office", "we moved to the new office last week"),
    U("pl6-moved-me-to-tears", "that movie moved me to tears, we should watch it again"),
    U("pl6-moved-me-to-the-back", "they moved me to the back row at the concert"),
]
