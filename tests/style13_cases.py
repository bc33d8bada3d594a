"""Cases of 2026-11-27 (style13), in phrasings of our own: standing requests about how to answer in
the shapes that used to store nothing or the wrong thing.

- A standing request said as a polite question ("could you stick to metric with me?", "would you mind
  using Celsius with me?"): lasting because it says "with me", "for me", "stick to", "in general",
  "by default", "when you answer"; a question naming one answer (a number, "this", "the weather in
  Oslo") stays a question (extraction/discourse.py). A verbless contrast of units ("kilometres and
  kilograms, not miles and pounds") is the units asked for, never a switch.
- The refused side named after it, as unknown to the user ("Fahrenheit means nothing to me", "miles
  are lost on me", "ounces confuse me", "I can never picture feet and inches"): the other side wins,
  or nothing when none is named (extraction/style_reading.py). A temperature scale named alone is
  kept beside the system ("Use metric (Celsius) units").
- A request that opens with a scope ("when an answer runs long, ...", "for coding questions, ...",
  "if I ask about recipes, ...") is standing; "please <verb>" anywhere addresses the assistant; "so I
  can ..." is a reason, no part of the wording (extraction/style_requests.py).
- Emoji left out in more words ("leave all those little emoji out", "hold the emoji", "no need for
  emoji"), and times and dates (``style:time``, ``style:date``) kept in the user's words with the
  reason after the comma dropped.

``STYLE13_EMPTY``: one-off conversions and questions, other people's rules and habits, a refusal with
no other side named, hypotheticals and hedges, a scope over one document, "just this once", times
and dates written out, a document of the user's asked about "for me" ("summarise the article for
me"), quoted requests."""

from __future__ import annotations

from extraction_cases import NONE, Case, E, U

G = "style13"
GE = "style13-empty"

STYLE13: list[Case] = [
    U(
        "st13-would-you-mind-sticking-to-metric",
        "Would you mind sticking to metric with me?",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-could-you-keep-to-kilometres-with",
        "Could you keep to kilometres with me?",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-could-you-give-me-weights-in",
        "Could you give me weights in kilos from now on?",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-can-you-stick-with-celsius-when",
        "Can you stick with Celsius when you answer?",
        E("style", "Use metric (Celsius) units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-could-you-answer-in-metric-by",
        "could you answer in metric by default?",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-could-you-give-recipes-in-grams",
        "Could you give recipes in grams for me, not cups?",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-would-you-mind-using-celsius-with",
        "Would you mind using Celsius with me?",
        E("style", "Use metric (Celsius) units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-can-you-do-temperatures-in-centigrade",
        "Can you do temperatures in centigrade for me in general?",
        E("style", "Use metric (centigrade) units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-could-you-do-fahrenheit-for-me",
        "Could you do Fahrenheit for me? Celsius is lost on me.",
        E("style", "Use imperial (Fahrenheit) units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-can-you-use-imperial-with-me",
        "Can you use imperial with me? Miles and pounds are what I know.",
        E("style", "Use imperial units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-could-you-keep-emoji-out-of",
        "Could you keep emoji out of your answers with me?",
        E("style", "No emojis", slot="style:emoji"),
        group=G,
    ),
    U(
        "st13-could-you-use-the-24-hour",
        "Could you use the 24-hour clock with me?",
        E("style", "Use the 24-hour clock with me", slot="style:time"),
        group=G,
    ),
    U(
        "st13-can-you-write-dates-as-day",
        "Can you write dates as day/month/year for me?",
        E("style", "Write dates as day/month/year for me", slot="style:date"),
        group=G,
    ),
    U(
        "st13-could-you-please-stick-to-british",
        "Could you please stick to British spelling with me?",
        E("style", "Use British English", slot="style:spelling"),
        group=G,
    ),
    U(
        "st13-can-you-keep-your-answers-short",
        "Can you keep your answers short with me?",
        E("style", "Prefers short replies", slot="style:length"),
        group=G,
    ),
    U(
        "st13-fahrenheit-is-meaningless-to-me-so",
        "Fahrenheit is meaningless to me, so Celsius please",
        E("style", "Use metric (Celsius) units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-miles-are-lost-on-me-kilometres",
        "miles are lost on me, kilometres please",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-i-can-never-picture-feet-and",
        "I can never picture feet and inches, give me centimetres",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-ounces-confuse-me-use-grams",
        "ounces confuse me, use grams",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-pounds-and-stones-mean-nothing-to",
        "Pounds and stones mean nothing to me -- kilos for me please",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-the-fahrenheit-scale-means-nothing-to",
        "The Fahrenheit scale means nothing to me; stick to Celsius",
        E("style", "Use metric (Celsius) units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-celsius-please-fahrenheit-doesn-t-mean",
        "Celsius, please. Fahrenheit doesn't mean anything to me.",
        E("style", "Use metric (Celsius) units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-american-spellings-confuse-me-british-spelling",
        "American spellings confuse me, British spelling please",
        E("style", "Use British English", slot="style:spelling"),
        group=G,
    ),
    U(
        "st13-i-don-t-think-in-miles",
        "I don't think in miles, so kilometres please",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-kilometres-are-lost-on-me-miles",
        "Kilometres are lost on me, miles for me please",
        E("style", "Use imperial units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-when-an-answer-runs-long-please",
        "When an answer runs long, please split it into sections with headings so I can skim.",
        E("style", "When an answer runs long, split it into sections with headings", slot="style:format"),
        group=G,
    ),
    U(
        "st13-for-coding-questions-put-the-code",
        "For coding questions, put the code first and the explanation after.",
        E("style", "For coding questions, put the code first and the explanation after", slot="style:format"),
        group=G,
    ),
    U(
        "st13-if-i-ask-about-recipes-give",
        "If I ask about recipes, give me grams, not cups.",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-when-i-ask-for-a-comparison",
        "When I ask for a comparison, lay it out as a table.",
        E("style", "When I ask for a comparison, lay it out as a table", slot="style:format"),
        group=G,
    ),
    U(
        "st13-for-anything-technical-use-bullet-points",
        "For anything technical, use bullet points please.",
        E("style", "For anything technical, use bullet points", slot="style:format"),
        group=G,
    ),
    U(
        "st13-when-you-explain-something-complicated-please",
        "When you explain something complicated, please start with a one-line summary.",
        E("style", "When you explain something complicated, start with a one-line summary", slot="style:summary"),
        group=G,
    ),
    U(
        "st13-if-an-answer-has-lots-of",
        "If an answer has lots of steps, please number them.",
        E("style", "If an answer has lots of steps, number them", slot="style:format"),
        group=G,
    ),
    U(
        "st13-for-history-questions-please-include-sources",
        "For history questions, please include sources so I can read more.",
        E("style", "For history questions, include sources", slot="style:sources"),
        group=G,
    ),
    U(
        "st13-for-work-stuff-keep-the-tone",
        "For work stuff, keep the tone formal.",
        E("style", "For work stuff, keep the tone formal", slot="style:tone"),
        group=G,
    ),
    U(
        "st13-if-it-s-about-travel-give",
        "If it's about travel, give distances in kilometres.",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-please-leave-emoji-out-of-your",
        "please leave emoji out of your replies",
        E("style", "No emojis", slot="style:emoji"),
        group=G,
    ),
    U(
        "st13-keep-emoji-out-of-it-please",
        "keep emoji out of it please",
        E("style", "No emojis", slot="style:emoji"),
        group=G,
    ),
    U(
        "st13-no-need-for-emoji-in-your",
        "no need for emoji in your answers",
        E("style", "No emojis", slot="style:emoji"),
        group=G,
    ),
    U(
        "st13-hold-the-emoji-thanks",
        "hold the emoji, thanks",
        E("style", "No emojis", slot="style:emoji"),
        group=G,
    ),
    U(
        "st13-leave-all-those-little-emoji-out",
        "Leave all those little emoji out, please",
        E("style", "No emojis", slot="style:emoji"),
        group=G,
    ),
    U(
        "st13-go-easy-on-the-emojis-please",
        "go easy on the emojis please",
        E("style", "No emojis", slot="style:emoji"),
        group=G,
    ),
    U(
        "st13-leave-the-smiley-faces-out-of",
        "Leave the smiley faces out of your answers",
        E("style", "No emojis", slot="style:emoji"),
        group=G,
    ),
    U(
        "st13-please-write-times-in-24-hour",
        "Please write times in 24-hour format, I keep mixing up am and pm.",
        E("style", "Write times in 24-hour format", slot="style:time"),
        group=G,
    ),
    U(
        "st13-12-hour-clock-please",
        "12-hour clock please",
        E("style", "12-hour clock", slot="style:time"),
        group=G,
    ),
    U(
        "st13-times-in-24h-please",
        "times in 24h please",
        E("style", "Times in 24h", slot="style:time"),
        group=G,
    ),
    U(
        "st13-iso-dates-please",
        "ISO dates please",
        E("style", "ISO dates", slot="style:date"),
        group=G,
    ),
    U(
        "st13-dates-in-dd-mm-yyyy-please",
        "dates in DD/MM/YYYY please, I'm in the UK",
        E("style", "Dates in DD/MM/YYYY", slot="style:date"),
        group=G,
    ),
    U(
        "st13-please-write-dates-as-day-month",
        "Please write dates as day/month/year, the American order confuses me",
        E("style", "Write dates as day/month/year", slot="style:date"),
        group=G,
    ),
    U(
        "st13-give-me-dates-in-iso-format",
        "Give me dates in ISO format from now on",
        E("style", "Give me dates in ISO format from now on", slot="style:date"),
        group=G,
    ),
    U(
        "st13-please-use-am-pm-times-the",
        "Please use am/pm times, the 24-hour clock throws me",
        E("style", "Use am/pm times", slot="style:time"),
        group=G,
    ),
    U(
        "st13-could-you-write-dates-as-year",
        "Could you write dates as year-month-day from now on?",
        E("style", "Write dates as year-month-day from now on", slot="style:date"),
        group=G,
    ),
    U(
        "st13-use-military-time-with-me",
        "use military time with me",
        E("style", "Use military time with me", slot="style:time"),
        group=G,
    ),
    U(
        "st13-can-you-keep-things-metric-with",
        "Can you keep things metric with me? Litres and kilometres, not gallons and miles.",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
    U(
        "st13-grams-and-litres-not-cups-and",
        "Grams and litres, not cups and ounces.",
        E("style", "Use metric units", slot="style:units"),
        group=G,
    ),
]

STYLE13_EMPTY: list[Case] = [
    NONE("st13e-could-you-convert-12-miles-to", "could you convert 12 miles to kilometres?", group=GE),
    NONE("st13e-can-you-give-me-the-weather", "can you give me the weather in Oslo in Celsius?", group=GE),
    NONE("st13e-could-you-put-this-recipe-in", "Could you put this recipe in grams for me?", group=GE),
    NONE("st13e-can-you-tell-me-what-25", "can you tell me what 25 Celsius is in Fahrenheit?", group=GE),
    NONE("st13e-is-fahrenheit-or-celsius-more-precise", "is Fahrenheit or Celsius more precise?", group=GE),
    NONE("st13e-why-does-the-us-still-use", "why does the US still use miles?", group=GE),
    NONE("st13e-my-boss-wants-every-report-to", "my boss wants every report to have headings", group=GE),
    NONE("st13e-my-editor-insists-on-dates-as", "my editor insists on dates as day/month/year", group=GE),
    NONE("st13e-my-wife-always-uses-fahrenheit-not", "my wife always uses Fahrenheit, not Celsius", group=GE),
    NONE("st13e-my-daughter-finds-fahrenheit-confusing", "my daughter finds Fahrenheit confusing", group=GE),
    NONE("st13e-fahrenheit-means-nothing-to-my-grandad", "Fahrenheit means nothing to my grandad", group=GE),
    NONE("st13e-fahrenheit-means-nothing-to-me", "Fahrenheit means nothing to me", group=GE),
    NONE("st13e-celsius-is-lost-on-me", "Celsius is lost on me", group=GE),
    NONE("st13e-i-can-never-picture-miles", "I can never picture miles", group=GE),
    NONE("st13e-if-i-moved-to-texas-would", "If I moved to Texas, would I have to learn Fahrenheit?", group=GE),
    NONE("st13e-if-i-were-writing-a-novel", "If I were writing a novel I'd use headings for every chapter", group=GE),
    NONE("st13e-when-i-was-at-school-we", "when I was at school we wrote dates as month/day/year", group=GE),
    NONE("st13e-for-the-quarterly-report-use-headings", "For the quarterly report, use headings", group=GE),
    NONE("st13e-when-an-answer-is-long-do", "when an answer is long, do you use headings?", group=GE),
    NONE("st13e-for-coding-questions-what-s-the", "for coding questions, what's the best language to learn?", group=GE),
    NONE("st13e-just-this-once-leave-the-emoji", "just this once, leave the emoji out", group=GE),
    NONE("st13e-keep-this-answer-short-please", "keep this answer short please", group=GE),
    NONE("st13e-leave-the-onions-out-of-the", "leave the onions out of the curry please", group=GE),
    NONE("st13e-can-you-write-7pm-in-24", "can you write 7pm in 24-hour time?", group=GE),
    NONE("st13e-what-s-14-00-on-a", "what's 14:00 on a 12-hour clock?", group=GE),
    NONE("st13e-set-an-alarm-for-6-on", "set an alarm for 6 on the 24-hour clock please", group=GE),
    NONE("st13e-is-03-04-the-third-of", "is 03/04 the third of April in day/month order?", group=GE),
    NONE("st13e-my-brother-says-stick-to-metric", "my brother says stick to metric with him", group=GE),
    NONE("st13e-the-recipe-says-200-grams-not", "the recipe says 200 grams, not cups", group=GE),
    NONE("st13e-she-said-please-use-metric-with", 'she said "please use metric with me"', group=GE),
    NONE("st13e-keep-the-emoji-in-they-make", "keep the emoji in, they make me smile", group=GE),
    NONE("st13e-the-sign-was-in-kilometres-not", "the sign was in kilometres, not miles", group=GE),
    NONE("st13e-please-summarise-the-article-for-me", "Please summarise the article for me", group=GE),
    NONE("st13e-please-translate-the-menu-into-spanish", "please translate the menu into Spanish for me", group=GE),
    NONE("st13e-please-check-my-essay-for-me", "please check my essay for me, cite sources", group=GE),
    NONE("st13e-please-give-me-the-train-times", "Please give me the train times in 24-hour format", group=GE),
    NONE(
        "st13e-please-format-the-dates-in-my", "please format the dates in my spreadsheet as day/month/year", group=GE
    ),
    NONE("st13e-convert-200-fahrenheit-to-celsius", "convert 200 fahrenheit to celsius", group=GE),
    NONE("st13e-i-think-i-d-prefer-celsius", "I think I'd prefer Celsius, not sure", group=GE),
]
