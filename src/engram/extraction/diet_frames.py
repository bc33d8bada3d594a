"""Frames of the user's diet and allergies: a diet kept, started, ended or replaced, and what the user is
allergic to. They are read in their place among the fact frames (engram.extraction.fact_frames)."""

from __future__ import annotations

from engram.extraction.fact_lexicon import DIETS, STRICTLY
from engram.extraction.frame_parts import ADV, IM, NEW, Frame, V, _fr

DIET_AS_CONDITION: tuple[Frame, ...] = (
    # the diet as the condition the user eats in, or what it does to them: "being pescatarian at a Brazilian steakhouse
    # work dinner: survivable?", "low-FODMAP is destroying my social life", "I'm not going to die from being
    # vegetarian", "I'm that person who stays keto on her own birthday", "I've eaten halal my whole life"
    _fr(
        "diet",
        "set",
        rf"^\W*(?:(?:ngl|tbh|honestly|so|ok|okay)\W+)*being\s+(?:an?\s+)?(?P<v>{DIETS})\s+(?:at|in|on|during|while|when|with|"
        r"around|is|as)\b",
    ),
    _fr(
        "diet",
        "set",
        rf"(?:^\W*|[.!?]\s+)(?:(?:going|being|eating|staying)\s+)?(?P<v>{DIETS})\s+(?:is|has\s+been)\s+(?:\w+\s+)?"
        r"(?:destroying|ruining|killing|wrecking|taking\s+over|messing\s+(?:up|with)|complicating)\s+my\b",
    ),
    _fr("diet", "set", rf"\b(?:die|suffer|struggle|struggling)\s+from\s+being\s+(?:an?\s+)?(?P<v>{DIETS})\b"),
    _fr(
        "diet",
        "set",
        rf"\b(?:i|i'm|im|i\s+am|who)\s+(?:\w+\s+)?(?:stays?|staying|stayed|keeps?\s+it)\s+(?:strictly\s+)?(?P<v>{DIETS})\b"
        r"(?=\s+(?:on|at|through|during|even|for|over|all|every|on\s+(?:my|her|his|their)\s+own)\b)",
    ),
    _fr(
        "diet",
        "set",
        rf"\b(?:i've|i\s+have|i)\s+(?:always\s+)?(?:eaten|eat|kept|keep)\s+(?:strictly\s+)?(?P<v>{DIETS})\s+"
        r"(?:my\s+(?:whole|entire)\s+life|all\s+my\s+life|since\s+(?:birth|childhood|i\s+was))",
    ),
    # the diet counted in the time it has been kept, opening the sentence: "six weeks vegan now and my skin is
    # amazing", "4 months carnivore, just got bloods back", "Week 2 of low-FODMAP and ..."
    _fr(
        "diet",
        "set",
        rf"^\W*(?:(?:almost|nearly|over|about)\s+)?(?:\d{{1,2}}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
        rf"(?:days?|weeks?|months?|years?|yrs?)\s+(?:(?:fully|strictly|of\s+being)\s+)?(?P<v>{DIETS})\b(?!\s+(?:ago|later)\b)",
    ),
    _fr(
        "diet",
        "set",
        rf"^\W*(?:day|week|month)\s+(?:\d{{1,2}}|one|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+(?:(?:going|being|eating)\s+)?"
        rf"(?P<v>{DIETS})\b",
    ),
    # ... for good, fully since a day, or put on by somebody who advises the user: "vegetarian for good I think",
    # "fully vegan since Diwali", "nutritionist moved me to fully plant-based"
    _fr("diet", "set", rf"(?:^\W*|[,;:—–-]\s*|\b(?:i'm|im|i\s+am|now|so)\s+)(?P<v>{DIETS})\s+for\s+good\b"),
    _fr(
        "diet",
        "set",
        rf"\b(?:fully|strictly|completely|totally|100%)\s+(?P<v>{DIETS})\s+(?:since|from|as\s+of)\s+(?!(?:i|we)\s+(?:was|were)\b)",
    ),
    _fr(
        "diet",
        "set",
        r"\b(?:moved|put|switched|got)\s+me\s+(?:on(?:to)?|to)\s+(?:an?\s+|the\s+)?(?:fully\s+|strictly\s+|mostly\s+)?"
        rf"(?P<v>{DIETS})\b",
        False,
    ),
    # ... kept by effort: "trying to stay pescatarian on a work trip", "doing my best to keep it halal"
    _fr(
        "diet",
        "set",
        rf"\b(?:i'm\s+|im\s+|i\s+am\s+)?(?:trying|try|doing\s+my\s+best|working\s+hard|struggling)\s+to\s+"
        rf"(?:stay|keep\s+(?:it\s+)?|remain|eat)\s+(?:strictly\s+|fully\s+)?(?P<v>{DIETS})\b",
    ),
    # ... eaten for the user's own sake: "finding halal food for myself was a nightmare", "low-sodium for me now"
    _fr(
        "diet",
        "set",
        rf"(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)\b(?P<v>{DIETS})\s+(?:(?:food|options|meals|dishes|places|restaurants|snacks)\s+)?"
        r"for\s+(?:myself|me)\b(?=\s*(?:[;:—–]|\s+(?:now|these\s+days|since|after|from|at|in|on|was|is|has|had)\b))",
    ),
)

DIET_FRAMES: tuple[Frame, ...] = (
    *DIET_AS_CONDITION,
    # the old diet ended and the new one said beside it: "I'm not vegan anymore, more flexitarian",
    # "no longer vegetarian -- pescatarian these days"
    _fr(
        "diet",
        "set",
        rf"\b(?:no\s+longer\s+(?:an?\s+)?(?P<old>{DIETS})|not\s+(?:an?\s+)?(?P<old2>{DIETS})\s+any\s?more)\s*(?:[,;:—–]|--)\s*"
        rf"(?:(?:more\s+(?:of\s+)?|mostly\s+|now\s+|just\s+|i'm\s+|im\s+)(?:an?\s+)?)?"
        rf"(?:(?:regular|normal|plain|ordinary|boring|average)\s+)?(?P<v>{DIETS})\b",
    ),
    # the old diet quit and the new one done beside it: "quit keto, doing mediterranean now", "dropped paleo and
    # started low-FODMAP"
    _fr(
        "diet",
        "set",
        rf"\b(?:quit|stopped|stop|dropped|drop|ditched|ditch|gave\s+up(?:\s+on)?|give\s+up(?:\s+on)?|came\s+off|come\s+off|"
        rf"done\s+with|finished\s+with)\s+(?:the\s+)?(?P<old>{DIETS})(?:\s+diet)?"
        r"\s*(?:[,;:—–]|--|\.|\s+and|\s+for)\s*(?:(?:i'm|im|i\s+am|now|am|i've\s+been|i\s+|my\s+\w+\s+told\s+me\s+to|so)\s+)*"
        rf"(?:doing|on|going|go|trying|try|following|follow|switched\s+to|switch\s+to|moved\s+to|started|starting|do|eating)?\s*(?:an?\s+|the\s+)?(?P<v>{DIETS})\b",
    ),
    _fr(
        "diet",
        "end",
        rf"\b(?:back\s+to\s+eating\s+meat|eat(?:ing)?\s+meat\s+again|no\s+longer\s+(?:an?\s+)?(?P<old>{DIETS})|not\s+(?:an?\s+)?(?P<old2>{DIETS})\s+any\s?more|(?:quit|stopped)\s+being\s+(?:an?\s+)?(?P<old3>{DIETS}))",
    ),
    _fr("diet", "set", rf"\b{IM}\s+{ADV}(?:an?\s+)?{STRICTLY}(?P<v>{DIETS})\b"),
    # the diet counted in days, owned as the only one in a group, eaten only, or kept with an exception:
    # "keto day 40 lol", "I'm the only raw vegan in the group", "I am eating only kosher food", "pescetarian but i
    # draw the line at anchovies"
    _fr("diet", "set", rf"^\W*(?:(?:so|ok|okay|lol)\W+)?(?P<v>{DIETS})(?:\s+diet)?\s+(?:day|week|month)\s+\d{{1,3}}\b"),
    # ... the count first: "Day 12 of Whole30 and I would commit crimes for a pizza", "I'm three weeks into the
    # low-FODMAP elimination phase"
    _fr(
        "diet",
        "set",
        rf"^\W*(?:(?:so|ok|okay|lol)\W+)?(?:day|week|month)\s+\d{{1,3}}\s+(?:of|on|into)\s+(?:the\s+|my\s+)?(?P<v>{DIETS})\b",
    ),
    _fr(
        "diet",
        "set",
        rf"(?:^\W*|\b{IM}\s+)(?:(?:about|almost|nearly|only|just)\s+)?(?:\d{{1,3}}|a|one|two|three|four|five|six|seven|eight|"
        rf"nine|ten|a\s+few|a\s+couple\s+of)\s+(?:days?|weeks?|months?)\s+into\s+(?:the\s+|my\s+)?(?:strict\s+)?(?P<v>{DIETS})\b",
    ),
    _fr("diet", "set", rf"\b{IM}\s+(?:the\s+)?only\s+(?P<v>{DIETS})\s+(?:in|at|among|on|here)\b"),
    _fr(
        "diet",
        "set",
        rf"\b(?:i|we)(?:'m|\s+am|'re|\s+are)?\s+(?:eating|eat)\s+(?:only|strictly|exclusively)\s+(?P<v>{DIETS})(?:\s+(?:food|meals))?\b",
    ),
    _fr("diet", "set", rf"^\W*(?P<v>{DIETS})\s*,?\s+but\s+(?:i|i'm|im|we)\b"),
    _fr(
        "diet",
        "set",
        rf"\b(?:going|gone|went|turned|became|become|call\s+me|(?:calling|call|consider|considering)\s+myself|switched\s+to\s+being|switching\s+to|(?:changed|converted|moved|transitioned)\s+(?:over\s+)?to)\s+(?:an?\s+|the\s+)?(?:(?:fully|full|totally|completely|strictly|full-on)\s+)?(?P<v>{DIETS})\b",
    ),
    _fr("diet", "set", rf"^{ADV}(?:(?:an?|fully|strictly|totally)\s+)?(?P<v>{DIETS})(?:\s+(?:only|now|here))?$"),
    # ... with the rest of its sentence after a comma: "strictly gluten-free here, so anything wheat-based is a no"
    _fr(
        "diet",
        "set",
        rf"^{ADV}(?:(?:fully|strictly|totally|100%)\s+)?(?P<v>{DIETS})\s+(?:only|now|here)(?=\s*[,;—–]|\s+(?:so|and|but)\b)"
        # (a diet said after it names the diet better: "fully plant-based, vegan for years")
        rf"(?![^.!?]*\b{DIETS}\b)",
    ),
    _fr(
        "diet",
        "set",
        rf"^{ADV}(?:fully|strictly|totally|100%)\s+(?P<v>{DIETS})(?=\s*[,;—–]|\s+(?:so|and|but)\b)(?![^.!?]*\b{DIETS}\b)",
    ),
    # the subject left out, with how long or how lately: "mostly raw vegan these days", "dairy-free for 2 yrs now",
    # "sattvic diet follower here"
    _fr(
        "diet",
        "set",
        rf"^(?:been\s+)?{ADV}(?:(?:an?|fully|strictly|totally|mostly|mainly|pretty\s+much)\s+)?(?P<v>{DIETS})(?:\s+diet)?\s+"
        r"(?:these\s+days|nowadays|lately|since\s+\w+|(?:for\s+)?(?:(?:about|around|nearly|almost|over|like)\s+)?"
        r"(?:\d+|a|two|three|four|five|six|many|several)\s+(?:years?|yrs|months?)(?:\s+now)?|"
        r"(?:follower|eater|person|girl|guy)\s+here)\b(?!\s+(?:was|were|wasn't|ended|did)\b)",
    ),
    # a diet kept as a thing done or followed: "keeping it keto", "doing mediterranean now", "I follow paleo diet",
    # "doctor put me on a low-FODMAP diet", "mediterranean diet is what I'm on"
    _fr(
        "diet",
        "set",
        rf"\b(?:keeping|keep|kept)\s+(?:it|things|everything|meals|them|this|the\s+\w+)\s+(?:strictly\s+|fully\s+)?(?P<v>{DIETS})\b",
    ),
    _fr(
        "diet",
        "set",
        r"(?:^|\b(?:i|we|i'm|im|i\s+am|we're|i've\s+been|we've\s+been|been|now|currently)\s+)(?:(?:now|currently|still|strictly|mostly|also|been)\s+)*"
        rf"(?:doing|on|following|follow|trying|eating|do)\s+(?:an?\s+|the\s+)?(?:strict\s+)?(?:\d+:\d+\s+)?(?P<v>{DIETS})(?:\s+diet)?\b(?!\s+(?:food|recipes?|meals?|options?|restaurant|place|menu|friendly)\b)"
        # (a diet for a while is no diet: "we're eating vegan this week", "doing keto for a month")
        r"(?!\s+(?:this|next|for\s+(?:a|the|one|two|three)|until|till|over)\b)",
    ),
    _fr(
        "diet",
        "set",
        rf"\b(?:i'm|i\s+am|im|i've|i)\s+(?:now\s+|been\s+)?(?:trying\s+to\s+|decided\s+to\s+|going\s+to\s+)?"
        rf"(?:eat\s+more|eating\s+more|follow|go)\s+(?:the\s+|a\s+)?(?P<v>{DIETS})(?:\s+diet)?\b(?!\s+(?:food|recipes?|restaurant))",
    ),
    _fr(
        "diet",
        "set",
        rf"\btold\s+me\s+to\s+(?:do|go|follow|try|start|keep|stay)\s+(?:an?\s+|the\s+|on\s+(?:an?\s+|the\s+)?)?(?:strict\s+)?(?P<v>{DIETS})(?:\s+diet)?\b",
        False,
    ),
    _fr(
        "diet",
        "set",
        rf"\b(?:put|puts|has|have|got|started|wants|want|keeps)\s+me\s+on\s+(?:an?\s+|the\s+)?(?:strict\s+)?(?P<v>{DIETS})(?:\s+diet)?\b",
        False,
    ),
    _fr(
        "diet",
        "set",
        rf"^(?:an?\s+|the\s+)?(?P<v>{DIETS})(?:\s+diet)?\s+is\s+(?:what|how)\s+(?:i|we)\s+(?:follow|eat|do|am\s+on|'m\s+on|live\s+by)\b",
    ),
    _fr("allergy", "set", rf"\b(?:allergic|an?\s+allergy|allergies|allergy)\s+to\s+{V}"),
    # "diagnosed with a kiwi allergy": the allergen before the word
    _fr(
        "allergy",
        "set",
        r"\b(?:diagnosed\s+with|found\s+out\s+i\s+have|developed|got)\s+(?:an?\s+)?(?P<v>[\w-]+(?:\s+[\w-]+)?)\s+allergy\b",
        False,
    ),
    _fr("allergy", "set", rf"\ballerg(?:y|ies)(?:\s+warning|\s+alert)?\s*:\s*{V}"),
    # "Got one more allergy diagnosed - mustard", "new allergy confirmed: sesame"
    _fr("allergy", "set", rf"\ballerg(?:y|ies)\s+(?:diagnosed|confirmed|found|discovered)\s*(?:[:—–]|--|-)\s*{V}"),
    _fr("allergy", "set", rf"^{NEW}\s+(?:is|are)\s+an?\s+(?:hard\s+|firm\s+|big\s+|absolute\s+)?no\b.*\ballergic\b"),
    _fr(
        "allergy",
        "set",
        rf"^(?:i\s+)?(?:can't|cannot|can\s+not)\s+(?:eat|have|take|touch|be\s+near)\s+{NEW},?\s+(?:i'm|i\s+am|as\s+i'm|since\s+i'm|because\s+i'm)\s+allergic",
        False,
    ),
    # (after the switches, so "quit paleo, doing keto now" keeps its old diet)
    # ... done now: "doing the Nordic diet now", "doing keto these days"
    _fr(
        "diet",
        "set",
        rf"(?:^\W*|[,;:—–-]\s*|\b(?:i'm|im|i\s+am|now|so|and)\s+)doing\s+(?:the\s+)?(?P<v>{DIETS})(?:\s+diet)?\s+"
        r"(?:now|these\s+days|nowadays|since|from\s+now)\b",
    ),
)

# The diet or allergy a question rests on, said as its ground: "Can I eat kimchi if I'm allergic to fish?", "What do I
# bring to a potluck when I'm the only raw vegan in the group?"
PRESUPPOSED_DIET_FRAMES: tuple[Frame, ...] = (
    *DIET_AS_CONDITION,
    # the user's own allergy named by what it is to: "what can I bake given my peanut allergy?"
    _fr(
        "allergy",
        "set",
        r"(?<![\w'’-])my\s+(?:(?:severe|mild|bad|serious|life-threatening|deadly|new|annoying|stupid|dumb)\s+)?"
        r"(?!(?:food|seasonal|skin|contact|known|many|multiple|various|own|latest|new|old|worst)\b)"
        r"(?P<v>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+allerg(?:y|ies)\b",
    ),
    _fr(
        "allergy",
        "set",
        rf"\b(?:if|since|as|because|cause|cos|when|given\s+(?:that\s+)?)\s+{IM}\s+(?:(?:severely|very|really|deathly)\s+)?"
        rf"allergic\s+to\s+{V}",
    ),
    _fr(
        "diet",
        "set",
        rf"\b(?:since|as|because|cause|cos|when|given\s+(?:that\s+)?)\s+{IM}\s+(?:(?:the\s+only|an?|strictly|fully)\s+)?"
        rf"(?P<v>{DIETS})\b",
    ),
)
