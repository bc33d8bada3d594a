"""Hobbies and activities people take up, so a hobby is recognised whatever verb surrounds it.

:mod:`engram.extraction.value_first` sets ``hobby:<what>`` for a name listed here next to a cue of
doing it regularly ("orienteering most weekends", "bell ringing practice on tuesday nights"). A
vocabulary of pastimes, never values of a particular conversation; words that are also everyday
nouns or verbs on their own ("running late", "reading the contract", "walking the dog") are left
out, so "running" only counts in its longer forms ("trail running", "running club" via the cue).
A pastime said in another of its forms -- the singular, its medium, its act ("a jigsaw", "lino
prints", "throwing pots") -- is stored under its one name (:func:`hobby_name`), so it is one fact and
ends as one.
"""

from __future__ import annotations

import re

_HOBBIES = (
    # the long tail: crafts, music, dance and sport by name (none an everyday word)
    "taiko|taiko drumming|iaido|needle felting|macramé|leatherwork|billiards|frisbee golf|bachata|k-pop dance|"
    "gamelan|koto|shamisen|erhu|oud|steelpan|steel pan|handbells|dj-ing|djing|beatmaking|cheesemaking|"
    "birdkeeping|rock tumbling|lapidary|antiquing|kite flying|videography|upholstery|furniture restoring|"
    "motorbiking|karting|go-karting|clay pigeon shooting|stained glass|glassblowing|kintsugi|tatting|lacemaking|"
    "bell ringing|change ringing|orienteering|bouldering|rock climbing|climbing|indoor climbing|pottery|ceramics|"
    "wheel throwing|knitting|crochet|crocheting|sewing|quilting|embroidery|cross-stitch|cross stitch|weaving|"
    "spinning|macrame|felting|trail running|fell running|parkrun|marathon running|cycling|mountain biking|"
    "road cycling|gravel riding|bikepacking|swimming|open water swimming|wild swimming|triathlon|rowing|"
    "kayaking|canoeing|paddleboarding|stand-up paddleboarding|sup|surfing|windsurfing|kitesurfing|sailing|"
    "scuba diving|diving|freediving|snorkelling|snorkeling|skiing|snowboarding|cross-country skiing|"
    "ice skating|skateboarding|roller skating|roller derby|inline skating|hiking|hillwalking|fell walking|"
    "backpacking|camping|wild camping|mountaineering|caving|geocaching|birdwatching|birding|bird watching|"
    "fishing|fly fishing|fly-fishing|angling|foraging|mushroom foraging|gardening|allotment gardening|"
    "beekeeping|baking|sourdough baking|bread baking|cake decorating|cooking|fermenting|home brewing|"
    "homebrewing|brewing|winemaking|woodworking|woodturning|wood carving|whittling|carpentry|blacksmithing|"
    "metalworking|leatherworking|jewellery making|jewelry making|bookbinding|calligraphy|hand lettering|"
    "photography|film photography|astrophotography|painting|watercolour|watercolor|watercolours|"
    "oil painting|acrylic painting|drawing|sketching|urban sketching|illustration|printmaking|"
    "linocut|screen printing|sculpture|origami|scrapbooking|journaling|bullet journaling|"
    "chess|go|bridge|poker|board games|boardgaming|tabletop games|dungeons & dragons|dungeons and dragons|"
    "d&d|warhammer|miniature painting|mini painting|model railways|model trains|model building|lego|"
    "jigsaw puzzles|crosswords|sudoku|video games|gaming|speedrunning|cosplay|larping|larp|"
    "yoga|pilates|tai chi|qigong|meditation|karate|judo|jiu-jitsu|jiu jitsu|bjj|brazilian jiu-jitsu|"
    "taekwondo|kickboxing|muay thai|boxing|fencing|archery|aikido|kung fu|capoeira|wrestling|"
    "weightlifting|powerlifting|crossfit|calisthenics|parkour|dancing|salsa|salsa dancing|tango|"
    "ballroom dancing|swing dancing|lindy hop|ballet|tap dancing|contemporary dance|folk dancing|"
    "morris dancing|ceilidh|line dancing|pole dancing|breakdancing|choir|singing|karaoke|"
    "barbershop|guitar|bass guitar|ukulele|piano|violin|viola|cello|double bass|drums|drumming|flute|"
    "clarinet|saxophone|trumpet|trombone|harp|banjo|mandolin|accordion|harmonica|bagpipes|"
    "music production|djing|songwriting|amateur dramatics|improv|stand-up comedy|theatre|"
    "creative writing|poetry|writing poetry|fan fiction|blogging|podcasting|vlogging|"
    "reading|book club|language learning|astronomy|stargazing|amateur radio|ham radio|metal detecting|"
    "coin collecting|stamp collecting|vinyl collecting|record collecting|thrifting|genealogy|"
    "volunteering|tennis|table tennis|ping pong|badminton|squash|padel|pickleball|golf|disc golf|"
    "frisbee|ultimate frisbee|football|five-a-side|soccer|rugby|cricket|netball|basketball|volleyball|"
    "beach volleyball|hockey|ice hockey|lacrosse|softball|baseball|darts|pool|snooker|bowling|"
    "lawn bowls|curling|horse riding|horseback riding|equestrian|dog agility|running|jogging|walking|"
    "nordic walking|skydiving|paragliding|hang gliding|gliding|flying|drone flying|rc cars|"
    "3d printing|electronics|arduino projects|robotics|lockpicking|rubik's cubes|cubing|juggling|"
    "magic tricks|slacklining|sea swimming|cold water swimming|spearfishing|trail riding|motorcycling"
)
# The same classes, widened: fitness and circus arts, games, collecting and keeping, crafts, making
# food and drink, water and snow sports, team sports, martial arts, instruments, screens and prints.
_MORE = (
    "aerial silks|aerial hoop|pole fitness|spin class|zumba|hula hooping|barre|hot yoga|aerial yoga|acrobatics|"
    "trampolining|gymnastics|circus skills|fire spinning|poi|unicycling|longboarding|rollerblading|bmx|motocross|"
    "skating|figure skating|speed skating|snowshoeing|ski touring|biathlon|ice climbing|via ferrata|canyoning|"
    "coasteering|wakeboarding|bodyboarding|skimboarding|kiteboarding|wingfoiling|wing foiling|sea kayaking|"
    "white water rafting|rafting|canoe polo|dragon boating|water polo|ultrarunning|ultra running|half marathons|"
    "marathons|triathlons|ironman|obstacle course racing|spartan races|handball|futsal|gaelic football|hurling|"
    "aussie rules|american football|flag football|field hockey|roller hockey|floorball|korfball|bowls|"
    "kendo|krav maga|hapkido|wing chun|sambo|mma|hema|medieval fencing|dressage|show jumping|falconry|"
    "clay shooting|target shooting|airsoft|paintball|escape rooms|pub quizzes|quiz nights|mahjong|backgammon|"
    "scrabble|cribbage|shogi|xiangqi|magic the gathering|magic: the gathering|pokemon cards|yu-gi-oh|"
    "tabletop rpgs|ttrpgs|warhammer 40k|historical reenactment|reenactment|bonsai|aquascaping|fishkeeping|"
    "terrariums|moth trapping|storm chasing|urban exploring|urbex|letterboxing|rockhounding|rock hounding|"
    "fossil hunting|plane spotting|trainspotting|car restoration|furniture restoration|upcycling|"
    "candle making|soap making|resin art|diamond painting|paint by numbers|model kits|amigurumi|rug tufting|"
    "tufting|punch needle|needlepoint|lacemaking|bobbin lace|tatting|dressmaking|pattern making|"
    "stained glass|glassblowing|mosaics|marquetry|pen turning|knife making|natural dyeing|batik|tie-dye|"
    "block printing|risograph|zines|webcomics|digital art|digital painting|pixel art|3d modelling|3d modeling|"
    "stop motion|filmmaking|street photography|wildlife photography|bird photography|macro photography|"
    "analog photography|darkroom photography|drone photography|sourdough|kombucha|cheese making|pasta making|"
    "cocktail making|mixology|coffee roasting|latte art|wine tasting|ice fishing|carp fishing|sea fishing|"
    "open mic|beatboxing|a cappella|musical theatre|community theatre|modular synths|synthesizers|oboe|bassoon|"
    "french horn|tuba|sitar|tabla|djembe|steel pan|handbells|fiddle|lute|bouzouki|tin whistle|bodhran|"
    "electric guitar|acoustic guitar|classical guitar|drum kit|"
    # crafts the lists above missed
    "rug hooking|rug making|latch hooking|punch hooking|smocking|crewel work|sashiko|spinning wool|wet felting|"
    "spoon carving|chip carving|silversmithing|beading|card making|paper marbling|marbling|bobbin lacemaking"
)
# Widened again (session 16): pastimes named by a word the lists above missed, by the same classes.
_WIDER = (
    "screenprinting|screen-printing|cyanotype|cyanotypes|etching|woodcut|woodcuts|mushrooming|mushroom hunting|"
    "trekking|scuba|breadmaking|philately|numismatics|terrarium building|showjumping|polo|tabletop rpg|"
    "tabletop gaming|dnd|miniatures painting|bodybuilding|sketchnoting|perfumery|ikebana|shodo|"
    "rallying|rally driving|track days|deer hunting|bow hunting|duck hunting|beachcombing|mudlarking|"
    "nalbinding|tablet weaving|loom knitting|cross-stitching|brush lettering|charcoal drawing|ink drawing|pastels|"
    "animation|modding|retro gaming|pinball|dominoes|speedcubing|puzzle hunts|whale watching|houseplants|"
    "plant propagation|orchid growing|vegetable growing|hydroponics|permaculture|chicken keeping|backyard chickens|"
    "pigeon racing|dog training|canicross|savate|sumo|kyudo|eskrima|escrima|silat|systema|wushu|baguazhang|"
    "lion dance|ice dancing|aquathlon|swimrun|duathlon|sculling|dinghy sailing|yachting|outrigger canoeing|"
    "canoe slalom|fly tying|surfcasting|bass fishing|model rocketry|rocketry|drone racing|fpv drones|lock sport|"
    "ocarina|theremin|kalimba|handpan|hang drum|didgeridoo|cajon|concertina|melodica|marimba|xylophone|"
    "euphonium|cornet|piccolo|harpsichord|choral singing|opera singing|throat singing|rapping|turntablism|"
    "zouk|kizomba|merengue|cha-cha|waltz|foxtrot|jive|rumba|samba|belly dancing|bellydance|hip hop dance|"
    "hip-hop dance|hip-hop dancing|jazz dance|street dance|clogging|voguing|krump|west coast swing|blues dancing|"
    "contra dancing|square dancing|bead weaving|chainmaille|chain maille|wire wrapping|enamelling|enameling|"
    "lampwork|glass fusing|paper cutting|papercutting|decoupage|junk journaling|sign painting|mural painting|"
    "street art|raku|slip casting|hand building|china painting|gilding|icon painting|kitbashing|diorama building|"
    "dollhouses|doll making|toy making|puppetry|ventriloquism|card magic|cardistry|kendama|diabolo|fire dancing|"
    "stilt walking|clowning|barbecuing|smoking meat|charcuterie|sausage making|canning|preserving|sugarcraft|"
    "chocolate making|candy making|tea ceremony|whisky tasting|beer tasting|cider making|mead making|distilling|"
    "novel writing|nanowrimo|screenwriting|playwriting|fanfiction|worldbuilding|letter writing|haiku|spoken word|"
    "slam poetry|book collecting|comic collecting|antique collecting|watch collecting|sneaker collecting|"
    "family history|amateur astronomy|film developing|shortwave listening|field recording|birdsong recording|"
    "wood carving|stone carving|soapstone carving|relief carving|bird ringing|bouldering|roller skating|"
    # the pastimes of other Englishes' homes: Filipino, Malay, Indian, Irish, Australian, NZ, South African
    "arnis|pencak silat|sepak takraw|kabaddi|kho kho|camogie|petanque|pétanque|boules|dragon boat racing|"
    "dragon boating|outrigger paddling|bhangra|garba|kathak|bharatanatyam|flamenco|ballroom dancing|hand lettering|"
    "kirigami|magnet fishing|tramping|bushwalking|rambling|kapa haka|jukskei|netball|touch rugby|lawn bowling|"
    "baduk|weiqi|janggi|audax|randonneuring|bandy|splitboarding|spelunking|paddle boarding|sim racing|esports|"
    "herping|lead climbing|munro bagging|peak bagging|bushcraft|rogaining|rounders|crazy golf|ten-pin bowling|"
    "guzheng|kora|cyclocross|cyclo-cross|gravel racing|crit racing|criterium racing|track cycling|velodrome racing"
)
# Each kind said with its medium or in the singular: "lino printing", "watercolour painting", "the crossword".
_FORMS = (
    "lino printing|linocut printing|lino cutting|linocutting|relief printing|letterpress|"
    "watercolour painting|watercolor painting|gouache|gouache painting|plein air painting|life drawing|"
    "crossword|cryptic crosswords|cryptic crossword|jigsaw|jigsaws|jigsaw puzzle|card games|"
    "open-water swimming|cold-water swimming|ice swimming|lido swimming|rock-climbing|sport climbing|"
    "trad climbing|mountain-biking|road biking|gravel biking|hot sauce making|fermentation|pickling|"
    "jam making|bread making|sock knitting|hand spinning|throwing pots|kintsugi|leathercraft|"
    "basket weaving|wood burning|pyrography|model railway|nature photography|landscape photography|"
    "portrait photography|record shopping|crate digging|card collecting|sculpting|clay modelling|"
    "papercraft|paper crafts|quilling|ultramarathons|parkruns|cold plunges|pub quiz|trivia nights|"
    "chess puzzles|rubik's cube|lino prints|lino print|linocuts|lino cuts|half marathon|ultramarathon"
)
# One name for the forms of one pastime, so a pastime said two ways is one fact (and ends as one).
_CANON = {
    # a race the user trains for names its pastime ("training for a marathon" -> running; pastime_first)
    "marathon": "running", "half-marathon": "running", "ultra": "running", "10k": "running", "5k": "running",
    "half": "running", "fun run": "running",
    "sprint triathlon": "triathlon", "olympic triathlon": "triathlon",
    "triathlon": "triathlon", "ironman": "triathlon", "duathlon": "triathlon", "sportive": "cycling",
    "century": "cycling", "gran fondo": "cycling", "swimrun": "swimming", "open water swim": "open water swimming",
    "channel swim": "open water swimming", "powerlifting meet": "powerlifting",
    "bjj tournament": "bjj", "judo tournament": "judo",
    # the user's outings of a pastime ("my morning swims" -> swimming; pastime_first)
    "swims": "swimming", "runs": "running", "rides": "cycling", "hikes": "hiking", "climbs": "climbing",
    "paddles": "paddleboarding", "dives": "diving", "surfs": "surfing", "skates": "skating", "rows": "rowing",
    "walks": "walking", "jogs": "jogging",
    # a pastime's own verb whose name is no gerund (hobby_first's verbs): "I meditate" -> meditation
    "meditate": "meditation", "sculpt": "sculpture", "embroider": "embroidery", "brew": "homebrewing",
    "lift": "weightlifting", "taiko": "taiko drumming", "bike": "cycling", "snorkel": "snorkelling",
    "crossword": "crosswords", "cryptic crossword": "cryptic crosswords", "jigsaw": "jigsaw puzzles",
    "jigsaws": "jigsaw puzzles", "jigsaw puzzle": "jigsaw puzzles",
    "linocut printing": "lino printing", "lino cutting": "lino printing", "linocutting": "lino printing",
    "lino prints": "lino printing", "lino print": "lino printing", "linocuts": "lino printing",
    "lino cuts": "lino printing", "throwing pots": "pottery",
    "watercolor painting": "watercolour painting", "rock-climbing": "rock climbing",
    "mountain-biking": "mountain biking", "open-water swimming": "open water swimming",
    "cold-water swimming": "cold water swimming", "rubik's cube": "rubik's cubes",
    "parkruns": "parkrun", "model railway": "model railways", "pub quiz": "pub quizzes",
    "screen-printing": "screen printing", "screenprinting": "screen printing", "cyanotypes": "cyanotype",
    "woodcuts": "woodcut", "mushroom hunting": "mushrooming", "scuba": "scuba diving", "breadmaking": "bread making",
    "miniatures painting": "painting miniatures",
    "cross-stitching": "cross-stitch", "bellydance": "belly dancing", "hip-hop dance": "hip hop dance",
    "hip-hop dancing": "hip hop dance", "chain maille": "chainmaille", "enameling": "enamelling",
    "half marathon": "half marathons", "ultramarathon": "ultramarathons",
}  # fmt: skip
# Everyday words that are a hobby only beside a cue of practice ("running club", "walking most weekends").
_WEAK = frozenset(
    "go|bridge|pool|reading|walking|running|flying|diving|cooking|drawing|singing|theatre|polo|animation|canning|"
    "preserving|etching|pastels|houseplants|rapping|distilling|haiku|samba|street art|family history|dog training|"
    "waltz|rambling".split("|")
)
_ALL = sorted(
    set(_HOBBIES.split("|") + _MORE.split("|") + _WIDER.split("|") + _FORMS.split("|")) - {"go"}, key=len, reverse=True
)
# The people or the region a form of a pastime is named for: "Irish dancing", "Japanese calligraphy",
# "Highland dancing", "Cuban salsa" -- one pastime, and not the bare "dancing" it would be without it.
_STYLED = (
    "irish|scottish|highland|welsh|english|celtic|american|brazilian|cuban|argentine|argentinian|mexican|latin|"
    "japanese|chinese|korean|thai|indian|bollywood|persian|turkish|greek|italian|french|spanish|flamenco|"
    "portuguese|polish|ukrainian|russian|balkan|nordic|swedish|norwegian|finnish|dutch|german|african|"
    "hawaiian|polynesian|maori|filipino|vietnamese|cajun|appalachian|morris|line|ballroom|country"
)
_PEOPLES = frozenset(_STYLED.split("|")) - {"morris", "line", "ballroom", "country", "flamenco"}
KNOWN_HOBBY = re.compile(
    r"(?<![\w'-])(?P<v>(?:(?:"
    + _STYLED
    + r")\s+(?:country\s+)?)?(?:"
    + "|".join(re.escape(h).replace(r"\ ", r"\s+") for h in _ALL)
    + r"))(?![\w-]|'(?!s\b))",
    re.IGNORECASE,
)


def hobby_name(value: str) -> str:
    """The hobby as stored: lower case, single spaces ("Bell  Ringing" -> "bell ringing")."""
    name = " ".join(value.lower().split())
    name = _CANON.get(name, name)
    first, _, rest = name.partition(" ")
    return f"{first.capitalize()} {rest}" if rest and first in _PEOPLES else name  # "Irish dancing"


def named_form(value: str) -> str | None:
    """The pastime a listed form names ("marathon" -> running, "swims" -> swimming); None when the
    lexicon lists no such form."""
    return _CANON.get(" ".join(value.lower().split()))


def weak(value: str) -> bool:
    """An everyday word that names a hobby only beside a practice cue."""
    return hobby_name(value) in _WEAK


# The people who do a pastime, and the pastime: "a keen birder" does birding, "not much of a runner
# anymore" has stopped running. Occupations that share the word ("painter", "baker", "sailor") count
# only beside a word of keenness or a negation (:mod:`.hobby_changes`), never as "I'm a baker".
DOERS = {
    "runner": "running", "jogger": "jogging", "climber": "climbing", "boulderer": "bouldering",
    "knitter": "knitting", "crocheter": "crochet", "quilter": "quilting", "birder": "birding",
    "birdwatcher": "birdwatching", "surfer": "surfing", "cyclist": "cycling", "swimmer": "swimming",
    "golfer": "golf", "gardener": "gardening", "baker": "baking", "photographer": "photography",
    "potter": "pottery", "skier": "skiing", "snowboarder": "snowboarding", "hiker": "hiking",
    "woodworker": "woodworking", "angler": "angling", "kayaker": "kayaking", "rower": "rowing",
    "sailor": "sailing", "diver": "diving", "guitarist": "guitar", "pianist": "piano", "drummer": "drumming",
    "violinist": "violin", "cellist": "cello", "chess player": "chess", "gamer": "gaming", "yogi": "yoga",
    "painter": "painting", "homebrewer": "homebrewing", "beekeeper": "beekeeping", "calligrapher": "calligraphy",
    "dancer": "dancing", "singer": "singing", "triathlete": "triathlon", "mountaineer": "mountaineering",
    "geocacher": "geocaching", "forager": "foraging", "archer": "archery", "fencer": "fencing",
    "boxer": "boxing", "weightlifter": "weightlifting", "powerlifter": "powerlifting",
    "tennis player": "tennis", "skateboarder": "skateboarding", "paddleboarder": "paddleboarding",
    "stargazer": "stargazing", "astronomer": "astronomy", "scrapbooker": "scrapbooking", "cosplayer": "cosplay",
    "sewist": "sewing", "embroiderer": "embroidery", "woodturner": "woodturning", "bookbinder": "bookbinding",
}  # fmt: skip
DOER = "(?:" + "|".join(sorted((re.escape(d) + "s?" for d in DOERS), key=len, reverse=True)) + ")"


def doing_of(doer: str) -> str:
    """The pastime a doer does: "birders" -> "birding"."""
    low = " ".join(doer.lower().split())
    return DOERS.get(low) or DOERS.get(low.removesuffix("s"), "")


# A pastime not the user's now: a wish, a plan, a condition, a negation, a past.
NOT_NOW_PASTIME = re.compile(
    r"\b(?:want|wants|wanna|would|could|should|might|maybe|someday|one\s+day|hope|hoping|wish|thinking|considering|"
    r"plan|plans|planning|gonna|going\s+to|will|if|unless|never|not|no\s+longer|don't|dont|doesn't|didn't|isn't|"
    r"wasn't|haven't|hasn't|used\s+to|as\s+a\s+(?:kid|child|teen|teenager)|in\s+(?:high\s+)?school|in\s+college|"
    r"at\s+uni|years\s+ago|former|ex|anymore|any\s+more|quit|stopped|gave\s+up|left|leaving|miss)\b|'ll\b|\bex-",
    re.IGNORECASE,
)
