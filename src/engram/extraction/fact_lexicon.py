"""Word lists for typed facts: the nouns and verbs that say which slot a statement is about.

These are vocabularies of English (occupations, kin, species, diets, technology kinds), never
lists of values a particular conversation uses; values are always read from the user's words.
"""

from __future__ import annotations

import re


def alt(words: str) -> str:
    """A regex alternation of the ``|``-separated phrases, longest first (spaces match any run)."""
    parts = sorted((w.strip() for w in words.split("|") if w.strip()), key=len, reverse=True)
    return "(?:" + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in parts) + ")"


# Days that name no one: the weekdays and the feasts and holidays chat plans around ("leave on Diwali", "over
# Christmas", "after Eid"). One list, for every reading that must not take them for a name or a workplace; the
# months stay out of it, since April, May and June are names too.
HOLIDAYS = alt(
    "monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|xmas|christmas eve|boxing day|easter|"
    "good friday|new year|new years|new year's|hogmanay|halloween|thanksgiving|diwali|deepavali|holi|navratri|"
    "dussehra|durga puja|ganesh chaturthi|raksha bandhan|onam|pongal|eid|eid al-fitr|eid al-adha|ramadan|ramadhan|"
    "hanukkah|chanukah|passover|pesach|purim|rosh hashanah|yom kippur|sukkot|lunar new year|chinese new year|tet|"
    "nowruz|vesak|songkran|kwanzaa|pentecost|whitsun|carnival|mardi gras|st patrick's day|valentine's day"
)


OCCUPATIONS = alt(
    "engineer|developer|programmer|designer|architect|nurse|doctor|physician|surgeon|teacher|professor|lecturer|"
    "pharmacist|mechanic|technician|translator|interpreter|writer|editor|journalist|accountant|auditor|lawyer|"
    "attorney|paralegal|analyst|scientist|researcher|consultant|manager|director|lead|head|chief|officer|"
    "associate|assistant|clerk|cashier|chef|cook|baker|barista|waiter|waitress|bartender|electrician|plumber|"
    "carpenter|foreman|supervisor|coordinator|administrator|admin|specialist|strategist|planner|producer|"
    "photographer|illustrator|artist|musician|therapist|psychologist|counsellor|counselor|dentist|vet|"
    "veterinarian|paramedic|firefighter|pilot|driver|librarian|tutor|intern|apprentice|founder|ceo|cto|cfo|"
    "vp|president|owner|salesperson|representative|rep|agent|recruiter|marketer|copywriter|student|"
    "scrum master|product owner|tester|sre|devops|data scientist|statistician|economist|banker|trader|"
    "broker|surveyor|inspector|midwife|caregiver|social worker|police officer|detective|soldier|farmer|"
    "gardener|landscaper|welder|machinist|operator|dispatcher|receptionist|secretary|principal|dean|gp|"
    "localization lead|maintainer|contractor|freelancer|practitioner|chef|cook|nanny|physio|hygienist|"
    "optician|solicitor|barrister|operative|receptionist|scientist|"
    # rarer trades and roles, so a title is recognised whatever verb surrounds it (but no trade that is
    # also a common first name: Mason, Cooper, Tanner, Hunter, Shepherd would make a child a job)
    "postdoc|sommelier|farrier|doula|reporter|court reporter|stenographer|prosthetist|orthotist|audiologist|"
    "blacksmith|glazier|joiner|roofer|plasterer|bricklayer|upholsterer|tailor|"
    "seamstress|cobbler|butcher|fishmonger|greengrocer|florist|jeweller|jeweler|watchmaker|locksmith|"
    "chimney sweep|saddler|luthier|piano tuner|beekeeper|rancher|forester|ranger|lookout|fire lookout|"
    "rider|delivery rider|picker|packer|"
    "lifeguard|instructor|referee|umpire|curator|archivist|conservator|archaeologist|"
    "cartographer|geologist|chemist|physicist|biologist|mathematician|actuary|underwriter|bookkeeper|"
    "notary|bailiff|clerk of court|magistrate|coroner|pathologist|radiographer|sonographer|"
    "phlebotomist|orderly|janitor|caretaker|custodian|housekeeper|concierge|stewardess|"
    "flight attendant|air traffic controller|deckhand|sailor|skipper|navigator|courier|"
    "postman|postwoman|postal worker|lorry driver|truck driver|cabbie|chauffeur|roadie|stagehand|"
    "choreographer|dancer|actor|actress|comedian|puppeteer|animator|typesetter|bookbinder|"
    "translator|subtitler|lexicographer|proofreader|ghostwriter|columnist|podcaster|streamer|"
    "nutritionist|dietitian|dietician|chiropractor|osteopath|acupuncturist|masseur|massage therapist|"
    "optometrist|orthodontist|anaesthetist|anesthetist|midwife|health visitor|carer|care worker|"
    "director|clinic director|coordinator|registrar|bursar|chaplain|vicar|priest|rabbi|imam|"
    "welder|machinist|fitter|rigger|scaffolder|crane operator|miner|driller|surveyor|draughtsman|"
    "draftsman|estimator|quantity surveyor|site manager|project manager|product manager|"
    "barber|hairdresser|stylist|beautician|tattoo artist|tattooist|groomer|dog walker|zookeeper|"
    # office, field and service roles titles are made of
    "educator|museum educator|docent|scheduler|facilitator|moderator|"
    "adjuster|claims adjuster|fellow|research fellow|farmhand|labourer|laborer|porter|steward|usher|teller|"
    "investigator|advisor|adviser|controller|organiser|organizer|executive|administrator|handler|"
    "caseworker|paralegal|sous chef|line cook|warehouse operative|picker|packer|loader|"
    "buyer|merchandiser|auctioneer|valuer|conveyancer|mortgage adviser|underwriter|"
    "hydrologist|ecologist|epidemiologist|technologist|sonographer|radiologist|cardiologist|"
    "counsel|general counsel|legal counsel|advocate|mediator|arbitrator|ombudsman|dev|web dev|"
    "pharmacy tech|vet tech|lab tech|support tech|tech lead|pharmacy technician|"
    # trades of shops, care, offices and shifts
    "guard|security guard|quant|bookseller|cleaner|childminder|support worker|sysadmin|sub-editor|"
    "chef de partie|personal trainer|cabin crew|postie|coo|co-founder|cofounder|trainee|locum|headteacher|"
    "head teacher|civil servant|team leader|swe|hca|healthcare assistant|"
    # makers, hands, broadcasters, the trades of venues and grounds
    "winemaker|brewer|distiller|vintner|cellarmaster|cellar hand|kitchen hand|ranch hand|stable hand|deck hand|"
    "cheesemaker|shoemaker|dressmaker|cabinetmaker|toolmaker|glassblower|potter|ceramicist|signwriter|"
    "roaster|chocolatier|patissier|pastry chef|confectioner|presenter|broadcaster|newsreader|negotiator|"
    "headhunter|warden|croupier|bouncer|doorman|barback|bellhop|conductor|signaller|shunter|lock keeper|"
    "groundskeeper|greenkeeper|gamekeeper|shopkeeper|innkeeper|publican|bookmaker|tiler|decorator|handyman|"
    "stonemason|thatcher|assessor|comptroller|paymaster|bid writer|bid manager|"
    # the land, the sea and the docks; words and stages (never a word that is also a thing: "coach", "trainer")
    "herdsman|herdswoman|stockman|stockwoman|stockperson|cowhand|shepherdess|dairyman|lumberjack|logger|"
    "fisherman|fisherwoman|trawlerman|docker|dockworker|dock worker|stevedore|longshoreman|grocer|"
    "au pair|coder|author|novelist|poet|songwriter|singer|vocalist|dj|jockey|coastguard|constable|"
    "police constable|sergeant|life coach|swim coach|football coach|fitness instructor|yoga teacher|"
    # the short forms titles are typed in: "senior account exec", "ops mgr", "admin asst"
    "exec|mgr|asst|supt"
)
PARTNER_WORDS = alt(
    "wife|husband|partner|girlfriend|boyfriend|fiancé|fiancée|fiance|fiancee|spouse|better half|"
    # chat forms, rendered as the plain word (engram.extraction.slots)
    "hubby|wifey|other half|missus|significant other|bf|gf"
)
CHILD_WORDS = alt(
    "son|daughter|kid|kiddo|child|boy|girl|baby|toddler|stepson|stepdaughter|stepkid|stepchild|little girl|little boy|"
    "teenager|teen"
)
SPECIES = alt(
    "dog|cat|puppy|kitten|guinea pig|hamster|rabbit|bunny|parrot|budgie|parakeet|canary|cockatiel|fish|goldfish|"
    "turtle|tortoise|lizard|gecko|iguana|snake|python|ferret|horse|pony|chicken|hen|rat|mouse|gerbil|"
    "chinchilla|hedgehog|bearded dragon|axolotl|pig|goat|dachshund|labrador|terrier|retriever|poodle|spaniel|"
    "beagle|collie|corgi|husky|tabby|"
    # more kinds and breeds, so a pet is recognised whatever verb surrounds it
    "greyhound|whippet|lurcher|pug|bulldog|shepherd dog|sheepdog|alsatian|rottweiler|dalmatian|boxer|"
    "chihuahua|schnauzer|shih tzu|cockapoo|labradoodle|spaniel|mutt|moggy|moggie|"
    "siamese|persian|ragdoll|maine coon|sphynx|tomcat|rooster|duck|goose|quail|pigeon|dove|finch|"
    "lovebird|macaw|cockatoo|conure|tarantula|frog|toad|newt|salamander|crab|hermit crab|"
    "shrimp|snail|stick insect|mantis|degu|sugar glider|alpaca|llama|donkey|mule|sheep|"
    "koi|betta|guppy|tetra|skink|chameleon|corn snake|ball python|tortoiseshell|calico|lop|"
    # the short and pet-talk names people use for their own animal ("Waffles (our lab)", "our pup")
    "lab|pup|doggo|kitty|bunny rabbit|pooch|pupper|fur baby|furbaby|bunny|"
    # more breeds and kinds people name their own animal by
    "budgerigar|goldendoodle|bernedoodle|cavapoo|maltipoo|cavachon|jack russell|staffie|staffy|westie|yorkie|"
    "pomeranian|shiba|shiba inu|samoyed|malamute|great dane|doberman|weimaraner|vizsla|basset|bichon|maltese|"
    "havanese|bengal|british shorthair|russian blue|abyssinian|scottish fold|tortie|ginger tom|cavy|lionhead|"
    "african grey|zebra finch|leopard gecko|crested gecko|terrapin|mare|gelding|stallion|filly|foal|bantam|"
    "saint bernard|st bernard|newfoundland|akita|springer|cocker spaniel|pit bull|pitbull|french bulldog|frenchie|"
    "sausage dog|whippet|greyhound|kelpie|heeler|cattle dog|huskie|mini schnauzer|lurcher|german shepherd|"
    "australian shepherd|aussie shepherd|shepherd mix|bernese|mastiff|"
    # every common breed, multi-word ones whole: a breed is the pet's species ("bovril is our border terrier")
    "saluki|border terrier|border collie|bearded collie|rough collie|golden retriever|labrador retriever|"
    "flat-coated retriever|flatcoat|cocker|sprocker|cavalier king charles|king charles spaniel|"
    "bichon frise|basset hound|bloodhound|beagle|foxhound|deerhound|wolfhound|irish wolfhound|italian greyhound|"
    "rhodesian ridgeback|ridgeback|dobermann|boston terrier|bull terrier|staffordshire bull terrier|"
    "staffordshire terrier|airedale|airedale terrier|norfolk terrier|norwich terrier|scottish terrier|scottie|"
    "yorkshire terrier|cairn terrier|cairn|west highland terrier|patterdale|patterdale terrier|"
    "jack russell terrier|parson russell|fox terrier|welsh terrier|bedlington|bedlington terrier|"
    "border collie mix|papillon|pekingese|lhasa apso|cockerpoo|sheepadoodle|aussiedoodle|schnoodle|puggle|"
    "chow chow|shar pei|dalmation|german pointer|irish setter|english setter|red setter|"
    "bernese mountain dog|newfie|leonberger|great pyrenees|old english sheepdog|shetland sheepdog|sheltie|"
    "welsh corgi|dachsund|dashund|miniature dachshund|mini dachshund|toy poodle|miniature poodle|"
    "standard poodle|labradoodle|cockapoo|beagador|basenji|borzoi|afghan hound|whippet cross|lurcher cross|"
    "husky cross|collie cross|mongrel|crossbreed|cross-breed|"
    "birman|burmese|burmilla|siberian cat|norwegian forest cat|norwegian forest|exotic shorthair|"
    "american shorthair|british longhair|devon rex|cornish rex|selkirk rex|rex cat|rex rabbit|ragamuffin|"
    "turkish van|turkish angora|himalayan cat|oriental shorthair|tonkinese|savannah cat|"
    "ocicat|chartreux|korat|manx cat|somali cat|singapura|toyger|havana brown|egyptian mau|"
    "tabby cat|ginger cat|tuxedo cat|moggy cat|house cat|"
    "holland lop|mini lop|netherland dwarf|dwarf rabbit|lionhead rabbit|angora rabbit|"
    "cockatiel|lovebird|ringneck|quaker parrot|caique|eclectus|amazon parrot|"
    "russian tortoise|hermann's tortoise|red-eared slider|box turtle|blue tongue skink|uromastyx|"
    "king snake|kingsnake|milk snake|hognose|royal python|"
    "syrian hamster|dwarf hamster|roborovski|fancy rat|chinchilla|hedgehog|"
    "shetland pony|thoroughbred|welsh pony|"
    # the words people use for a kind before the breed, and pet talk for it ("the bird's name is Sunny", "our birb")
    "bird|birb|birdie|budgie|doggy|doggie|pupperino|puppers|kitty cat|kitteh|catto|floof|bun|piggy|piggie|"
    "pointer|german shorthaired pointer|setter|gordon setter|hound|sighthound|spitz|keeshond|malinois|"
    "belgian malinois|dutch shepherd|cane corso|bullmastiff|bull mastiff|boerboel|dogue de bordeaux|"
    "coonhound|bluetick|pomsky|cavoodle|springador|yorkipoo|shihpoo|shih poo|pomapoo|chiweenie|doodle|"
    "coton de tulear|tibetan terrier|tibetan spaniel|japanese chin|cocker spaniel|english springer|"
    "parrotlet|lorikeet|anole|tegu|boa|boa constrictor|frilled dragon|pleco|jird|chook|cob|mini pony|"
    # the street breeds of other Englishes: aspin and puspin (Philippines), indie / desi dog (India), pavement
    # special (South Africa), bitzer (Australia), kampung cat (Malaysia, Singapore), potcake (Caribbean)
    "aspin|puspin|indie dog|desi dog|pavement special|bitzer|kampung cat|potcake|village dog|street dog|"
    "jindo|tosa|kintamani|pit mix|pittie|pibble"
)
# A word before an animal that makes it a place's, not the household's: "our office dog Biscuit", "the
# school hamster", "my team's mascot" (a modifier of a pet frame must not be one of these).
NOT_HOUSEHOLD = (
    r"(?:office|work|workplace|school|class|classroom|team|company|church|library|shop|store|street|park|building|"
    r"clinic|practice|studio|gym|cafe|café|pub|bar|hotel|lab|campus|ward|station|farm's|neighbou?rs?|neighbou?r's)"
)
DIETS = alt(
    "vegetarian|vegan|pescatarian|pescetarian|flexitarian|keto|paleo|gluten-free|gluten free|dairy-free|"
    "dairy free|lactose-free|halal|kosher|plant-based|plant based|low-carb|low carb|carnivore|omnivore|raw vegan|"
    "lacto-vegetarian|ovo-vegetarian|fruitarian|veggie|veggo|sugar-free|sugar free|nut-free|egg-free|soy-free|"
    "wheat-free|grain-free|low-fodmap|low fodmap|low-sodium|low-salt|whole30|intermittent fasting|"
    # in Indian English: eats eggs but no meat or fish; and the diets named after a place or a faith
    "eggetarian|ovo-lacto vegetarian|lacto-ovo vegetarian|ovo-lacto|lacto-ovo|mediterranean diet|mediterranean|"
    "vegetariana|vegetariano|vegana|vegano|vegetarisch|vegetarier|vegetarierin|veganer|veganerin|végétarien|végétarienne|"
    "sattvic|jain diet|jain|atkins|low-fat|low fat|low-histamine|low histamine|anti-inflammatory diet|nordic diet|"
    "high-protein|high protein|whole-food plant-based|whole food plant-based|whole-food plant based|"
    "whole food plant based|wfpb|macrobiotic|dash diet|pegan|alkaline diet|low-glycemic|low glycemic|renal diet|"
    "zone diet"
)
# how firmly a diet is kept, said before it: "I'm a strict vegetarian", "I am pure vegetarian"
STRICTLY = (
    r"(?:(?:strictly|fully|mostly|pure|purely|strict|full|total|totally|completely|committed|proper|lifelong|more|mainly|"
    r"basically|largely|pretty\s+much)\s+){0,2}"
)
# Every word for the one the user reports to, the trade's own words with them.
BOSS_WORDS = alt(
    "manager|mgr|line mgr|boss|supervisor|team lead|team leader|line manager|direct manager|reporting manager|"
    "head chef|executive chef|head nurse|charge nurse|nurse manager|ward sister|department head|section chief|"
    "shift lead|shift leader|shift supervisor|shift manager|store manager|foreman|forewoman|site manager|"
    "head of department|gaffer"
)[:-1] + (
    # the short forms of a school's, an engineering team's and a lab's (whole words: "my employer" is no "em"; a lab's
    # in capitals: "my PI, Oksana", where "my Pi Zero" is a computer)
    r"|(?:hod|em)(?![\w'’-])|(?-i:PI)(?![\w-]))"
)
# Letters that open a job title and name no workplace: "I'm an ICU nurse", "a UX researcher", "an HR advisor"
TITLE_ACRONYMS = frozenset(
    "ux ui qa qe hr it icu nicu picu er ed ae a&e pr ml ai sre bi gp cx seo ppc crm erp sql ios ".split()
)
# A title a name carries, kept as part of it ("Dr. Ananya Iyer", "Lt. Okonkwo", "Herr Brandt"): the civil
# ones, the academic ones, and the ranks of the services people report within.
# (the abbreviated ones end with a dot that ends no sentence: "My supervisor, Lt. Okonkwo, signed it")
TITLE_ABBREVIATIONS = frozenset(
    "mr mrs ms mx dr prof eng engr sr sra lt sgt capt cpt maj col cmdr insp supt det rev fr".split()
)
HONORIFICS = TITLE_ABBREVIATIONS | frozenset("miss professor sir dame lady lord herr frau señor señora".split())
HONORIFIC = "(?-i:" + "|".join(sorted((w.capitalize() for w in HONORIFICS), key=len, reverse=True)) + ")"
THIRD_PARTY = alt(
    "uncle|aunt|auntie|friend|friends|colleague|coworker|co-worker|roommate|flatmate|housemate|neighbour|"
    "neighbor|neighbours|neighbors|niece|nephew|brother|sister|mom|mum|mother|dad|father|cousin|cousins|"
    "grandma|grandpa|grandmother|grandparents|colleagues|coworkers|aunts|uncles|"
    "grandfather|boss|client|customer|student|students|classmate|teammate|buddy|pal|acquaintance|"
    "brother-in-law|sister-in-law|in-laws|parents|kids|children|son|daughter|wife|husband|partner|"
    "girlfriend|boyfriend|hubby|wifey|missus|bf|gf|team|company|manager|kid|child|baby|toddler|stepson|"
    "stepdaughter|grandson|granddaughter|spouse|fiance|fiancee|ceo|cto|cfo|coo|founder|co-founder|cofounder|"
    "intern|new hire|mentor|recruiter|predecessor|successor|ex|landlord|landlady|landlords|tenant|tenants|lodger|"
    # plurals are somebody else too ("my sisters live in Kaunas", "our neighbours moved")
    "uncles|aunts|colleagues|coworkers|co-workers|roommates|flatmates|housemates|neighbours|neighbors|nieces|"
    "nephews|brothers|sisters|cousins|grandparents|clients|customers|classmates|teammates|buddies|pals|sons|"
    "daughters|grandkids|grandchildren|"
    # friends and family in everyday words ("my mate's new title: ...", "my bestie moved to Leeds")
    "mate|mates|bestie|besties|bff|bro|sis|sibling|siblings|godson|goddaughter|godmother|godfather|"
    "stepmum|stepmom|stepdad|stepmother|stepfather|stepbrother|stepsister|half-brother|half-sister|grandkid"
)
# somebody else named anywhere in a stretch of text ("my wife started on Mudlark", "he chose Fly.io"):
# a referent resolved into it would be theirs (end_referents, tool_referents)
MENTIONS_OTHERS = re.compile(rf"\b(?:{THIRD_PARTY})\b|\b(?:he|she|they|his|her|their)\b", re.IGNORECASE)
THIRD_SUBJECT = re.compile(
    r"^(?:(?:my|our|a|his|her|their|the)\s+(?:\w+\s+)?" + THIRD_PARTY + r"(?:'s)?\b(?!\s+and\s+(?:i|me)\b)|"
    r"(?:he|she|they|his|her|their|he's|she's|they're|someone|somebody|everyone|people)\b|"
    r"(?:you|you're|you've|your|you'll)\b|"  # the one the user talks to: their facts are not the user's
    r"a\s+friend\s+of\s+mine\b|"
    # somebody named, risen: "Tom's been bumped up to head chef"
    r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+))?['’]s\s+(?:just\s+|finally\s+|officially\s+)?been\s+"
    r"(?:bumped|promoted|made|appointed|named|hired|upgraded)\b|"
    # a neighbour named by where they live, whatever they do: "June downstairs is allergic to cats"
    r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+))?\s+(?:next\s+door|upstairs|downstairs|across\s+the\s+(?:road|street|hall|landing)|"
    r"over\s+the\s+road|down\s+the\s+(?:road|street|hall|lane|corridor))\s+"
    r"(?:is|was|'s|has|had|just|also|now|still|got|can't|cannot|doesn't|won't|\w+s)\b|"
    # somebody named first, doing something: "Oswin from accounting got hired as ...", "Maya started at X"
    r"(?!(?:we|just|also|finally|still|now|recently|officially|so|well|oh|yeah|ok|okay|btw|update|quick|"
    r"good|great|news|today|yesterday|currently|anyway|actually|basically|honestly|"
    # the user's own things, not somebody: "Everything goes into Notion these days"
    r"everything|nothing|something|all|most|work|life|home|"
    # a verb of the user's own news that opens a terse message, never a name: "Got promoted today!"
    r"got|been|was|had|signed|accepted|landed|started|joined|left|quit|took|moved|hired|promoted|finished)\b)"
    r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+))?\s*(?:from\s+(?:my\s+|our\s+|the\s+)?\w+(?:\s+\w+){0,2}?\s+|"
    # or where the user knows them from: "Ebenezer next door", "Dave upstairs", "Sam at the gym"
    r"(?:next\s+door|upstairs|downstairs|across\s+the\s+(?:road|street|hall|landing|way)|over\s+the\s+road|"
    r"down\s+the\s+(?:road|street|hall|lane|corridor)|at\s+(?:the\s+)?(?:gym|office|pub|club|church|school|cafe|"
    r"work|choir|allotment|dojo|pool|studio|library|shop)|in\s+(?:my\s+|the\s+)?(?:team|class|office|building|"
    r"block|street|choir|band|squad|department|dept|flat\s+below|flat\s+above))\s+|"
    # or with a description between: "Tomasz, a friend from school, is working as a decorator"
    r",\s*(?:a|an|the|my|our|his|her|their)\s+[^,;:.!?]{1,40},\s*|\s)"
    r"(?:just\s+|also\s+|finally\s+|recently\s+|now\s+|currently\s+|still\s+)?"
    r"(?:(?:is|was|'s)\s+(?:now\s+|currently\s+|still\s+)?(?:working|employed|training|retraining|studying)\b|"
    # somebody's own move: "Eberechi from church is relocating to Palikir, we're doing a send-off"
    r"(?:is|was|'s)\s+(?:now\s+|finally\s+|also\s+|actually\s+)?(?:moving|relocating|emigrating|leaving|retiring|transferring)\b|"
    r"relocated|relocates|emigrated|emigrates|retired|retires|transferred|transfers|"
    # somebody's own rise: "Tom's been bumped up to head chef", "Ana has just been made partner"
    r"(?:has|'s)\s+(?:just\s+|finally\s+|officially\s+)?been\s+(?:bumped|promoted|made|appointed|named|hired|upgraded)\b|"
    r"got|gets|started|starts|joined|joins|moved|moves|lives|works|became|becomes|left|leaves|quit|quits|"
    r"took|takes|landed|lands|reports|hired|hires|promoted|promotes|appointed|appoints|fired|fires|"
    r"qualified|qualifies|graduated|graduates|retrained|retrains|adopted|adopts|married|marries|"
    # a change of somebody else's: "Sofia put Lumen on hold", "Ines went over to Zed"
    r"(?:went|goes)(?!\s+(?:live|viral|public|down|up|out|online|offline)\b)|switched|switches|put|puts|ditched|dumped|dropped|swapped|picked|chose|settled|migrated|"
    # not "uses": "Flint uses Postgres" is a project's stack when Flint is the user's project (the
    # frame asks reconcile for a project the user has), and a first-person frame never reads "Ines uses X"
    r"ported|paused|parked|shelved|scrapped|prefers|gave)\b)",
    re.IGNORECASE,
)

# The last word of a workplace's name ("Saltmarsh Capital", "Southerly Mining", "ashgrove hospital"): one
# list for every reader that asks whether a name is a company's
ORG_WORDS = frozenset(
    """
    labs lab media films studio studios group partners systems analytics capital energy logistics insurance inc
    ltd llc plc gmbh corp corporation co company technologies tech software solutions consulting consultancy
    foods robotics games bio biotech pharma pharmaceuticals airlines freight security agency hospital clinic
    press books records motors holdings ventures industries digital networks cargo medical dynamics bank health
    healthcare school academy university college council trust bakery cafe restaurant kitchen hotel hotels
    surgery pharmacy vets practice firm works mills farm farms shipping retail supplies services engineering
    construction architects associates law legal finance financial investments fund homes care cloud ai dental
    events design advisory fitness hospitality infirmary institute foundation charity primary secondary nursery
    preschool comprehensive library museum gallery theatre theater winery brewery distillery cellars vineyard
    society mutual assurance authority union cooperative co-op partnership chambers llp marketing print printing
    publishing publishers drinks beverages brewing coaches transport haulage removals warehousing distribution
    manufacturing electrical electronics plumbing builders developments properties lettings interiors furniture
    fashion textiles salon spa garage telecom telecoms communications broadcasting productions pictures
    entertainment aerospace automotive aviation airways rail railways chemicals packaging utilities recruitment
    staffing accountants solicitors surveyors opticians veterinary nhs stores market markets printers pharmacies
    infotech infosystems mining minerals resources power oil gas petroleum steel metals apparel semiconductors
    devices instruments diagnostics therapeutics genomics sciences
    """.split()
)

# What a workplace is, said before its name: "a startup called Finch", "a small fintech called Ledgerly"
ORG_NOUN = (
    r"(?:startup|start-up|scale-?up|company|firm|agency|consultancy|fintech|studio|charity|non-?profit|bank|hospital|"
    r"clinic|school|shop|restaurant|cafe|café|bakery|practice|brewery|distillery|lab|publisher|outfit|business|"
    r"nursery|hotel|council|university|college)"
)
# ... and the name it is called by, after it: "a startup called Finch", "a different company now, called Cobaltia"
ORG_CALLED = rf"{ORG_NOUN}(?:\s+now)?\s*,?\s+(?:called|named)"
# A workplace described, not named: "a different company", "another agency", "the same firm"
SOME_ORG = (
    r"(?:(?:a|an|the|another|different|new|other|same|bigger|smaller|small|big|large|local|tiny|huge|little|"
    r"old|former|current|good|great|proper|real|nice|better|private|public)\s+)+"
    rf"(?:{ORG_NOUN}|place|organi[sz]ation|employer|workplace|job)"
)

# Boundaries of a value: words that end a name or a noun phrase the user named.
VALUE_STOP = frozenset(
    """
    now for this that these last next yesterday today tonight tomorrow again instead anymore any still too
    as and but so because since after before when while with from to on in at until till through thru by
    permanently indefinitely forever officially finally already also though tho btw lol haha fyi tbh atm fwiw imo
    iirc ngl please thanks
    is are was were be
    been being will would which who where this week month year years ago days weeks months, then the
    remember right here there not never no yet over during every each twice
    """.split()
)
# Words that end a value but may sit inside a multi-word name.
NAME_JOINERS = frozenset("of de del la le van von der den da di du bin al y & and".split())
# Capitalised words that open a sentence or a clause and name nobody: the value-first readings of a
# person's or a pet's name (extraction/manager_first.py, extraction/pet_first.py) skip them.
# One given name as chat writes it, capitalised, double-barrelled allowed ("Noor", "Anne-Marie"); the
# whole-sentence readings of children and ages look for it beside their cue words.
GIVEN_NAME = r"(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+(?:-[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-ÿā-ž]+)?)"
OPENERS = frozenset(
    "I I'm I've I'll My Our We The A An So And But Now Then Also New Quick Update Big News Good Bad Ok Okay Yes "
    "No Yep Nope Well Oh Hey Hi Hello Omg Lol Btw Fyi Apparently Officially Finally Just After Since As Of With "
    "From These Those This That It Its They There At In On For He She His Her Their What When Where Who Why How "
    "Today Yesterday Tomorrow Last Next Maybe Your Mine Everyone Someone Nobody Honestly Anyway Turns Guess Meet "
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August "
    "September October November December Christmas Easter".split()
)
# Lower-case words that stand beside "my dog" without naming it: what pets do, their goods and their
# places, a state, a time ("my dog food order", "my cat litter", "make my cat stop", "my dog outside"),
# and the words of chat that open a message ("welp my dog ate ...", "nah our cat is fine").
PET_TALK = frozenset(
    """ate eat eats bit bite sat sit ran run woke threw stole tore dug hid fell got went came made took found
    caught brought broke kept left slept lay laid shook spent lost won sleep sleeps stop stay come go walk
    walks walked walking play plays chew chews barks bark purrs purr food walker walkers bed beds litter lead
    leash treats treat flap insurance toy toys bowl bowls crate harness groomer groomers tree door hair fur
    sitter sitters trainer training vet vets collar kibble fountain box carrier cage tank brush shampoo blanket
    coat jacket park owner owners people mum mom dad person lover lovers allergy allergies gate hutch wheel hay
    pellets water poop poo pee sick ill fine okay ok better worse happy sad tired scared hungry thirsty sleepy
    asleep awake outside inside upstairs downstairs home back out off down up away every each twice once
    please pls thanks too either more less much many lots loads alone again first last while whenever
    because since until who whose whom which that this these those whatever whichever something anything
    nothing everything"""
    # the words of chat that open a message where a lower-case name would ("welp my dog ate ...")
    """ meanwhile nah welp dude alright alrighty cool damn dang darn heck gah sorry otherwise plus besides yeah
    yea ya yep yup nope ugh argh meh hmm hm erm um uh ah oh ooh wow whoa woah yay yikes oops phew god gosh jeez
    geez lord fml smh ngl tbh imo imho btw fyi lol lmao rofl haha hehe omg omfg wtf idk ikr jk man bro guys folks
    anyway anyways right okie kk so well now then also still yet thx ty morning evening afternoon night hello hi
    hey yo sup great nice awesome perfect sure true seriously literally basically actually really totally
    definitely apparently obviously clearly update news psa reminder confession rant help question quick random
    weekend tonight today tomorrow yesterday lately recently currently""".split()
)
PET_TALK_ALT = "|".join(sorted(PET_TALK, key=len, reverse=True))
