"""Cases from the hand-checked precision sample of 2026-11-26 (docs/benchmarks.md, "Extraction"):
a name keeps no possessive, a wish is no trip, and "going to <verb>" is an intention, not a journey.
Several phrasings of our own per class; ``PRECISION_EMPTY`` holds what must produce nothing."""

from __future__ import annotations

from extraction_cases import CONV, Case, E, U

PR = "profile"

PRECISION: list[Case] = [
    U(
        "pc-kin-possessive-birthday",
        "we went to the coast for my daughter Sara's birthday",
        E(PR, "Daughter Sara", slot="child:sara"),
    ),
    U("pc-kin-possessive-school", "my son Leo's school is great", E(PR, "Son Leo", slot="child:leo")),
    U("pc-kin-possessive-recital", "my daughter Ines's recital went well", E(PR, "Daughter Ines", slot="child:ines")),
    U(
        "pc-trip-still-a-place",
        "I'm going to Berlin this weekend",
        E("fact", "Trip to Berlin until this weekend", slot="trip", fact_op="temp"),
    ),
    # what survives the two guards above: a time word after "this", "it when", instructions
    U("pc-this-summer-stays", "I enjoy running this summer", E("preference", "Enjoys running this summer")),
    U(
        "pc-it-when-stays",
        "I love it when you use bullet points",
        E("preference", "Loves it when you use bullet points"),
    ),
    U("pc-never-tabs-stays", "never use tabs", E("preference", "Never use tabs")),
    # what the guards leave alone: a trip still ahead, a decision that names its object, a named favourite
    U(
        "pc-trip-ahead-stays",
        "I'm off to Lisbon next week",
        E("fact", "Trip to Lisbon until next week", slot="trip", fact_op="temp"),
    ),
    U("pc-decided-named-stays", "we decided to use Postgres", E("decision", "Decided to use Postgres")),
    U("pc-favourite-band-stays", "my favourite band is Wilco", E("preference", "Favourite band is Wilco")),
    U("pc-always-bring-stays", "I always bring snacks", E("preference", "Always brings snacks")),
    U(
        "pc-remember-process-stays",
        "please remember that testing is required before merging",
        E("fact", "Testing is required before merging"),
    ),
    # a pastime said with what it does for the user is a hobby (hobby_first), the comment no part of it
    U(
        "pc-comment-after-comma",
        "I enjoy pottery, it calms me down",
        E("preference", "Hobby: pottery", slot="hobby:pottery"),
    ),
    U(
        "pc-comment-relative",
        "I love stories that tackle big questions",
        E("preference", "Loves stories that tackle big questions"),
    ),
    U(
        "pc-comment-gerund-it",
        "I love helping out at the food bank and making it run smoothly",
        E("preference", "Loves helping out at the food bank and making it run smoothly"),
    ),
    # "said yes to" is a proposal taken or an offer taken, by what else the message says
    U("pc-said-yes-to-fiance", "I said yes to Tom last night!! we're engaged", E(PR, "Partner is Tom", slot="partner")),
    U(
        "pc-said-yes-to-employer",
        "i said yes to halden motors, they want me as a welder",
        E(PR, "Job title: welder", slot="role"),
        E(PR, "Works at Halden Motors", slot="employer"),
    ),
    # a reply with its own subject answers; it is no replacement value ("Nah, I haven't.")
    CONV(
        "pc-nah-i-havent",
        [("user", "pottery is my new hobby"), ("user", "Nah, I haven't. I've been busy painting")],
        E("preference", "Hobby: pottery", slot="hobby:pottery"),
    ),
    CONV(
        "pc-no-we-didnt",
        [("user", "My dog is Rex."), ("user", "No, we didn't, it rained all weekend")],
        E(PR, "Dog is Rex"),
    ),
    CONV(
        "pc-nope-she-hasnt",
        [("user", "My dog is Rex."), ("user", "nope, she hasn't called back yet")],
        E(PR, "Dog is Rex"),
    ),
    # "No, I meant X" after a correction word: the value is what was meant
    CONV(
        "pc-no-i-meant",
        [("user", "My dog is Rex."), ("user", "No, I meant Max.")],
        E(PR, "Dog is Rex"),
        E(PR, "Dog is Max", op="update"),
    ),
    CONV(
        "pc-nope-i-meant",
        [("user", "My dog is Rex."), ("user", "Nope - I meant Biscuit")],
        E(PR, "Dog is Rex"),
        E(PR, "Dog is Biscuit", op="update"),
    ),
    # session 8: the pronoun I ends a value, and a manager named inside a question is presupposed
    U(
        "pc-since-moving-to-lisbon-i",
        "Since moving to Lisbon I can't find good bagels -- any ideas?",
        E(PR, "Lives in Lisbon", slot="residence"),
    ),
    U(
        "pc-convince-my-boss-in-a-question",
        "How do I convince my boss Yuki Mori to let me work remotely?",
        E(PR, "Reports to Yuki Mori (manager)", slot="manager"),
    ),
]

PRECISION_EMPTY: list[Case] = [
    U("pc-bucket-list", "Visiting castles is really on my bucket list"),
    U("pc-someday", "someday I'd love to go to Patagonia"),
    U("pc-dream-of", "I dream of visiting Kyoto in cherry blossom season"),
    U("pc-going-to-make", "I'm going to make it for my family this weekend"),
    U("pc-going-to-try", "I'm going to try the new recipe this weekend"),
    U("pc-going-to-watch", "going to watch the match with friends next week"),
    # a pronoun after a lower-case word is no surname: "seeing my characters I ..." names no partner
    U("pc-seeing-my-characters", "Seeing my characters I worked so hard on come alive was my favorite part"),
    U("pc-seeing-my-photos", "seeing my photos I took in Peru again made me smile"),
    U("pc-dating-my-notes", "Dating my journal entries I wrote last year took ages"),
    # a fan of what was on show, which the words do not say
    U("pc-huge-fan", "I'm a huge fan"),
    U("pc-big-fan-honestly", "honestly I'm a big fan"),
    U("pc-such-a-believer", "I'm such a believer"),
    # a quality of something on show, said bare
    U("pc-color-texture", "I love the color and texture"),
    U("pc-idea-acting", "I really like the idea and the acting"),
    U("pc-design-lighting", "I like the design, the colours and the lighting"),
    # a pronoun as the thing liked
    U("pc-holding-them", "I also like holding them"),
    U("pc-hanging-with-them", "I love hanging out with them"),
    U("pc-teasing-him", "I enjoy teasing him"),
    # the thing liked is somebody else's or only pointed at
    U("pc-their-work", "I love their work"),
    U("pc-having-them-around", "I really love having them around"),
    U("pc-freedom-it-brings", "I love the freedom and connection it brings"),
    U("pc-that-world", "I love escaping to that world"),
    U("pc-these-little-ones", "I like having some of these little ones around to keep me calm"),
    U("pc-his-voice", "I adore his voice on that record"),
    U("pc-fan-of-it", "I'm a huge fan of it, that's why I go"),
    U("pc-fan-of-this", "honestly I'm a big fan of this"),
    U("pc-way-it-turned-out", "I love the way the frosting turned out"),
    U("pc-the-scenes", "I really like the scenes and the lighting"),
    # life advice is no instruction to the assistant
    U("pc-never-give-up", "Never give up"),
    U("pc-dont-quit-what-you-love", "Don't ever quit on what you love"),
    U("pc-never-doubt-yourself", "Never doubt yourself"),
    U("pc-never-lose-hope", "never lose hope, things get better"),
    U("pc-always-staying", "Always staying filled with self-belief"),
    U("pc-always-keeping", "always keeping my chin up, that's the trick"),
    # a likeness is no value: "my team is like a second family"
    U("pc-team-is-like", "My team is like my second family too"),
    U("pc-flat-is-like", "my flat is like a sauna this week"),
    U("pc-job-kind-of-like", "my job is kind of like herding cats"),
    # "one" of something said before
    U("pc-favourite-one", "my favorite one to jam to is a theme from a movie I really enjoy"),
    U("pc-best-one", "my best one so far is the blue glaze"),
    # a state of mind is no pastime
    U("pc-knowing-keeps-me-going", "It's knowing that my writing can make a difference that keeps me going"),
    U("pc-believing-keeps-me-going", "believing in the team is what keeps me going"),
    # a trip told after it ended is no temporary state
    U("pc-trip-last-friday", "I went to a castle during my trip to the UK last Friday and it was unbelievable"),
    U("pc-trip-weeks-ago", "we were in Oslo two weeks ago on a trip to see the fjords"),
    U("pc-trip-back-in", "I flew out on a trip to Peru back in 2019"),
    U("pc-trip-pic-last-year", "I snapped that pic on my trip to the Smoky Mountains last year"),
    # "last week with some workmates" is a time, not a last week at a workplace
    U("pc-last-week-with-workmates", "I went on a mountaineering trip last week with some workmates"),
    # a decision about what was on screen
    U("pc-decided-include-this", "I decided to include this at the begining"),
    U("pc-decided-go-with-that", "we decided to go with that one"),
    U("pc-never-want-this-again", "I never want to go through this again"),
    # encouragement is no fact to keep, and a trip still being planned is no trip yet
    U("pc-remember-staying-positive", "Remember that staying positive is very important"),
    U("pc-dont-forget-believe", "Don't forget, believe in yourself and your abilities"),
    U("pc-remember-life-is", "remember that life is too short to worry"),
    U("pc-planning-a-trip", "I'm planning a trip to the East Coast"),
    U("pc-thinking-about-trip", "we're thinking about a trip to Japan in the spring"),
    # from the session-8 sample: a verb that is also a language, and a favourite that is no project
    U("pc-go-for-it", "Go for it, Jon"),
    U("pc-go-get-em", "Go get 'em, Jon"),
    U("pc-favorite-book", "Harry Potter is my favorite book"),
    U("pc-go-jon", "Go, Jon"),
    U("pc-small-things", "remember, even small things can make a difference"),
]
