"""The writer's first language around the English: the few words of it that carry a fact, read as English.

Why: people who chat in a second language fall back on their first one for exactly the sentences of a life
("Ich wohne in Freiburg since two years", "agora moro em Florianópolis", "arranqué en Nubank el lunes!!",
"Ma fille Amara a 11 ans", "Rafael fez 6 anos", "Shadow ist gestorben", "terminamos", "Jetzt nutze ich
Craft statt Evernote", "tengo alergia al kiwi", "Kucing saya Luna"). Teaching every frame every language
would not end; what does end is the small closed vocabulary those sentences are built from -- openers that
say where the user lives or works, what they are, use or eat, who their kin and animals are, an age, a
birthday, a death, a break-up -- each read as the English the grammar already knows. Names and everything
else stay as written; the evidence of a fact stays the user's own words (:mod:`engram.extraction.spelling`
maps a reading back to what was typed).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engram.extraction.lexicon import PICTOGRAPH_CHARS

_F = re.IGNORECASE
Reading = tuple[re.Pattern[str], Callable[[re.Match[str], str], str | None]]


def _said(words: str) -> Callable[[re.Match[str], str], str | None]:
    """The matched words read as ``words``."""

    def read(match: re.Match[str], text: str) -> str | None:
        return words

    return read


# A first person said in the writer's first language before the English goes on ("Ich wohne in Freiburg since two
# years", "Soy vegetariana, can you ...", "Mi perro Chispa is scared of fireworks", "mai civil engineer hoon"): the
# few openers that say where the user lives or works, what they are or use, and whose kin or animal is named.
_OPENERS: dict[str, str] = {
    # German, Dutch
    "ich wohne in": "I live in",
    "ich lebe in": "I live in",
    "ich arbeite bei": "I work at",
    "ich arbeite für": "I work at",
    "ich bin": "I'm",
    "ich benutze": "I use",
    "ich nutze": "I use",
    "ich verwende": "I use",
    "ik woon in": "I live in",
    "ik werk bij": "I work at",
    "ik ben": "I'm",
    "ik gebruik": "I use",
    # Spanish, Portuguese, Italian, French
    "vivo en": "I live in",
    "trabajo en": "I work at",
    "trabajo para": "I work at",
    "utilizo": "I use",
    "moro em": "I live in",
    "trabalho na": "I work at",
    "trabalho no": "I work at",
    "trabalho em": "I work at",
    "abito a": "I live in",
    "vivo a": "I live in",
    "lavoro per": "I work at",
    "lavoro da": "I work at",
    "j'habite à": "I live in",
    "j'habite a": "I live in",
    "je vis à": "I live in",
    "je travaille chez": "I work at",
    "je travaille pour": "I work at",
    "je suis": "I'm",
    "j'utilise": "I use",
    # Polish
    "mieszkam w": "I live in",
    "pracuję w": "I work at",
    "pracuje w": "I work at",
    "używam": "I use",
    "agora moro em": "now I live in",
    "agora moro no": "now I live in",
    "agora moro na": "now I live in",
    "moro no": "I live in",
    "moro na": "I live in",
    "ahora vivo en": "now I live in",
    "ya vivo en": "now I live in",
    "me mudé a": "I moved to",
    "nos mudamos a": "we moved to",
    "me mudei para": "I moved to",
    "mudei para": "I moved to",
    "maintenant j'habite à": "now I live in",
    "j'habite en": "I live in",
    "j'habite au": "I live in",
    "j'ai déménagé à": "I moved to",
    "ich wohne jetzt in": "I now live in",
    "jetzt wohne ich in": "now I live in",
    "wir wohnen in": "we live in",
    "mi sono trasferito a": "I moved to",
    "mi sono trasferita a": "I moved to",
    "ora vivo a": "now I live in",
    "trabajo como": "I work as",
    "trabalho como": "I work as",
    "je travaille comme": "I work as",
    "ich arbeite als": "I work as",
    "lavoro come": "I work as",
    "lavoro presso": "I work at",
    "je bosse chez": "I work at",
    "je bosse pour": "I work at",
    "arranqué en": "I started at",
    "empecé en": "I started at",
    "empecé a trabajar en": "I started working at",
    "comecei na": "I started at",
    "comecei no": "I started at",
    "comecei em": "I started at",
    "j'ai commencé chez": "I started at",
    "ho iniziato da": "I started at",
    "cambié a": "I switched to",
    "me cambié a": "I switched to",
    "me pasé a": "I switched to",
    "je suis passé au": "I switched to",
    "je suis passée au": "I switched to",
    "je suis passé à": "I switched to",
    "je suis passée à": "I switched to",
    "sono passato a": "I switched to",
    "sono passata a": "I switched to",
    "hago": "I do",
    "soy alérgico a": "I'm allergic to",
    "soy alérgica a": "I'm allergic to",
    "soy alérgico al": "I'm allergic to",
    "soy alérgica al": "I'm allergic to",
    "tengo alergia a": "I'm allergic to",
    "tengo alergia al": "I'm allergic to",
    "tengo alergia a la": "I'm allergic to",
    "sou alérgico a": "I'm allergic to",
    "sou alérgica a": "I'm allergic to",
    "sou alérgico ao": "I'm allergic to",
    "sou alérgica ao": "I'm allergic to",
    "tenho alergia a": "I'm allergic to",
    "tenho alergia ao": "I'm allergic to",
    "je suis allergique à": "I'm allergic to",
    "je suis allergique aux": "I'm allergic to",
    "je suis allergique au": "I'm allergic to",
    "ich bin allergisch gegen": "I'm allergic to",
    "ich bin allergisch auf": "I'm allergic to",
    "sono allergico a": "I'm allergic to",
    "sono allergica a": "I'm allergic to",
    "sono allergico al": "I'm allergic to",
    "sono allergica al": "I'm allergic to",
    "salgo con": "I'm dating",
    "ahora salgo con": "now I'm dating",
    "estoy saliendo con": "I'm dating",
    "namoro com": "I'm dating",
    "estou namorando": "I'm dating",
    "je sors avec": "I'm dating",
    "esco con": "I'm dating",
    "terminamos": "we broke up",
    "rompimos": "we broke up",
    "nos separamos": "we broke up",
    "lo dejamos": "we broke up",
    "on a rompu": "we broke up",
    "nous avons rompu": "we broke up",
    "wir haben uns getrennt": "we broke up",
    "ci siamo lasciati": "we broke up",
    "jetzt nutze ich": "now I use",
    "jetzt benutze ich": "now I use",
    "uso": "I use",
    "migré": "I migrated",
    "migrei": "I migrated",
}
_KIN_WORDS: dict[str, str] = {
    "mein hund": "my dog",
    "meine hündin": "my dog",
    "meine katze": "my cat",
    "mein kater": "my cat",
    "meine tochter": "my daughter",
    "mein sohn": "my son",
    "meine frau": "my wife",
    "mein mann": "my husband",
    "meine freundin": "my girlfriend",
    "mein freund": "my boyfriend",
    "mein chef": "my boss",
    "meine chefin": "my boss",
    # Hindi and Urdu, the noun often English: "yaar mera manager Arjun har din late night calls rakhta hai"
    "mera manager": "my manager",
    "mera boss": "my boss",
    "meri manager": "my manager",
    "meri boss": "my boss",
    "meri wife": "my wife",
    "meri biwi": "my wife",
    "meri patni": "my wife",
    "mera husband": "my husband",
    "mere pati": "my husband",
    "mera pati": "my husband",
    "mera beta": "my son",
    "meri beti": "my daughter",
    "mera kutta": "my dog",
    "meri billi": "my cat",
    "mera bf": "my bf",
    "meri gf": "my gf",
    "mi perro": "my dog",
    "mi perra": "my dog",
    "mi gato": "my cat",
    "mi gata": "my cat",
    "mi hija": "my daughter",
    "mi hijo": "my son",
    "mi esposa": "my wife",
    "mi esposo": "my husband",
    "mi marido": "my husband",
    "mi mujer": "my wife",
    "mi novia": "my girlfriend",
    "mi novio": "my boyfriend",
    "mi jefe": "my boss",
    "nuevo jefe": "new boss",
    "nueva jefa": "new boss",
    "mi nuevo jefe": "my new boss",
    "mi nueva jefa": "my new boss",
    "novo chefe": "new boss",
    "nova chefe": "new boss",
    "nouveau chef": "new boss",
    "nouvelle cheffe": "new boss",
    "neuer chef": "new boss",
    "neue chefin": "new boss",
    "nuovo capo": "new boss",
    "mi jefa": "my boss",
    "meu cachorro": "my dog",
    "minha cachorra": "my dog",
    "meu gato": "my cat",
    "minha gata": "my cat",
    "minha filha": "my daughter",
    "meu filho": "my son",
    "minha esposa": "my wife",
    "meu marido": "my husband",
    "minha namorada": "my girlfriend",
    "meu namorado": "my boyfriend",
    "meu chefe": "my boss",
    "minha chefe": "my boss",
    "il mio cane": "my dog",
    "il mio gatto": "my cat",
    "mia figlia": "my daughter",
    "mio figlio": "my son",
    "mia moglie": "my wife",
    "mio marito": "my husband",
    "il mio capo": "my boss",
    "la mia ragazza": "my girlfriend",
    "mon chien": "my dog",
    "ma chienne": "my dog",
    "mon chat": "my cat",
    "ma chatte": "my cat",
    "ma fille": "my daughter",
    "mon fils": "my son",
    "ma femme": "my wife",
    "mon mari": "my husband",
    "ma copine": "my girlfriend",
    "mon copain": "my boyfriend",
    "mon chef": "my boss",
    "ma cheffe": "my boss",
    "en ik": "and I",
    "gaan samenwonen": "are moving in together",
    "mijn vriendin": "my girlfriend",
    "mijn vriend": "my boyfriend",
    "mijn vrouw": "my wife",
    "mijn man": "my husband",
    "mijn hond": "my dog",
    "mijn kat": "my cat",
    "mijn dochter": "my daughter",
    "mijn zoon": "my son",
    "mój pies": "my dog",
    "mój kot": "my cat",
    "moja córka": "my daughter",
    "mój syn": "my son",
    "mi perrita": "my dog",
    "mi perrito": "my dog",
    "mi gatita": "my cat",
    "mi gatito": "my cat",
    "mi hijita": "my daughter",
    "mi hijito": "my son",
    "mi pareja": "my partner",
    "mi prometido": "my fiancé",
    "mi prometida": "my fiancée",
    "mi proyecto": "my project",
    "meu cão": "my dog",
    "minha cadela": "my dog",
    "meu cachorrinho": "my dog",
    "minha cachorrinha": "my dog",
    "meu noivo": "my fiancé",
    "minha noiva": "my fiancée",
    "meu projeto": "my project",
    "la mia gatta": "my cat",
    "il mio cagnolino": "my dog",
    "la mia cagnolina": "my dog",
    "il mio ragazzo": "my boyfriend",
    "la mia fidanzata": "my girlfriend",
    "il mio fidanzato": "my boyfriend",
    "il mio progetto": "my project",
    "mon fiancé": "my fiancé",
    "ma fiancée": "my fiancée",
    "mon conjoint": "my partner",
    "ma conjointe": "my partner",
    "mon projet": "my project",
    "mein verlobter": "my fiancé",
    "meine verlobte": "my fiancée",
    "mein partner": "my partner",
    "meine partnerin": "my partner",
    "mein projekt": "my project",
    "kucing saya": "my cat",
    "anjing saya": "my dog",
}


def _alternation(words: dict[str, str]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


# "soy" opens only a sentence, never "soy milk": "Soy vegetariana, ..."
_SOY = re.compile(
    r"(?:^|(?<=[.!?]\s))\W*(?P<w>soy|sou|sono)(?=\s+(?!(?:milk|sauce|beans?|free|based|protein|lecithin|yogh?urt|latte|allerg\w*|intoleran\w*|products?|foods?|"
    r"candles?|wax|ink|formula|flour|chunks|mince|isolate|sensitiv\w*|curls|nuggets|burgers?)\b)[a-z])",
    _F,
)
# Hindi: "mai civil engineer hoon" (I am a civil engineer), "hum log lacto-vegetarian hain" (we are ...)
_HOON = re.compile(
    r"(?:^|(?<=[.!?]\s))\W*(?:(?P<i>mai|main|mein)|hum(?:\s+log|\s+sab)?)\s+(?P<x>[a-z][\w -]{2,40}?)\s+"
    r"(?(i)(?:hoon|hun|hu)|(?:hain|hai|hein))\b",
    _F,
)


def _opener(match: re.Match[str], text: str) -> str | None:
    said = _OPENERS.get(" ".join(match.group("w").lower().split()))
    return None if said is None else match.group(0)[: match.start("w") - match.start()] + said


def _soy(match: re.Match[str], text: str) -> str | None:
    return match.group(0)[: match.start("w") - match.start()] + "I'm"


def _kin_said(match: re.Match[str], text: str) -> str | None:
    said = _KIN_WORDS.get(" ".join(match.group("w").lower().split()))
    if said is None:
        return None
    return said[:1].upper() + said[1:] if match.group("w")[:1].isupper() else said


def _hoon(match: re.Match[str], text: str) -> str | None:
    return f"I'm a {match.group('x')}" if match.group("i") else f"we are {match.group('x')}"


_IST = re.compile(r"(?<=[A-Za-z]\s)ist(?=\s+(?:\d|jetzt\b|now\b))")


# An opener starts a sentence and may end it ("terminamos."); a kin word stands anywhere.
_OPENER = re.compile(
    rf"(?:^|(?<=[.!?,;:]\s)|(?<=[.!?]\s\s)|(?<=[{PICTOGRAPH_CHARS}]\s))"
    rf"\W*(?P<w>{_alternation(_OPENERS)})(?=[\s,.;:!?])",
    _F,
)
_KIN_SAID = re.compile(rf"(?<![\w'])(?P<w>{_alternation(_KIN_WORDS)})(?=[\s,;:.!?)])", _F)

# An age, a birthday and a death said of a name: "Amara a 11 ans", "meu filho Rafael tem 5 anos", "Rafael fez 6
# anos", "Amara a eu 12 ans", "Shadow ist gestorben", "Luna murió"
_AGE_IS = re.compile(r"\b(?:tiene|tem|ha|a)\s+(?P<a>\d{1,2})\s+(?:años|anos|anni|ans)\b", _F)
_AGE_TURNED = re.compile(
    r"\b(?:fez|cumplió|cumpliu|a\s+eu|ha\s+compiuto|hat\s+(?P<g>\d{1,2})\s+geworden)\s+(?P<a>\d{1,2})?(?:\s+(?:años|anos|anni|ans))?\b"
    r"|\bist\s+(?P<b>\d{1,2})\s+geworden\b",
    _F,
)
_DIED = re.compile(
    r"\b(?:se\s+murió|murió|falleció|morreu|faleceu|est\s+morte?|est\s+décédée?|ist\s+gestorben|è\s+mort[oa]|è\s+mancat[oa])\b",
    _F,
)
_MOVED_IN = re.compile(r"\bist\s+eingezogen\b|\bse\s+mudó\s+con\s+nosotros\b", _F)
# being somewhere for a while, and having started somewhere: "ya estamos en Monterrey desde hace dos meses" (we
# have lived in Monterrey for two months), "seit ich bei Bosch angefangen habe" (since I started at Bosch)
_BEEN_IN = re.compile(
    r"\b(?:ya\s+)?(?:estoy|estamos|estou|estamos)\s+(?:en|em)\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]+(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w-]+)?"
    r"\s+(?:desde\s+hace|há|faz)\b)",
    _F,
)
_FOR_A_WHILE = re.compile(r"(?<=\w)\s+(?:desde\s+hace|há|faz)\s+(?=\w+\s+(?:meses|mes|años|año|anos|ano|semanas))", _F)
_SINCE_STARTED = re.compile(r"\bseit\s+ich\s+(?:bei|an\s+der|am)\s+(?=(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž]))", _F)
_STARTED_END = re.compile(r"(?<=\w)\s+(?:angefangen|begonnen)\s+habe\b", _F)
_A_YOUNG = re.compile(r"\b(?:ein\s+Welpe|un\s+cachorro|un\s+perrito|um\s+filhote|un\s+chiot|un\s+cucciolo)\b", _F)
_A_KITTEN = re.compile(r"\b(?:ein\s+Kätzchen|un\s+gatito|um\s+gatinho|un\s+chaton|un\s+gattino)\b", _F)
# a day or a week said in the writer's language after a fact: "arranqué en Globant el lunes" (on Monday)
_WHEN_SAID: dict[str, str] = {
    "el lunes": "on Monday",
    "el martes": "on Tuesday",
    "el miércoles": "on Wednesday",
    "el jueves": "on Thursday",
    "el viernes": "on Friday",
    "el sábado": "on Saturday",
    "el domingo": "on Sunday",
    "ayer": "yesterday",
    "hoy": "today",
    "la semana pasada": "last week",
    "el mes pasado": "last month",
    "el año pasado": "last year",
    "na segunda": "on Monday",
    "ontem": "yesterday",
    "hoje": "today",
    "semana passada": "last week",
    "mês passado": "last month",
    "la semaine dernière": "last week",
    "le mois dernier": "last month",
    "gestern": "yesterday",
    "heute": "today",
    "letzte woche": "last week",
    "letzten monat": "last month",
    "ieri": "yesterday",
    "oggi": "today",
    "la settimana scorsa": "last week",
}
_WHEN = re.compile(rf"(?<![\w'])(?P<w>{_alternation(_WHEN_SAID)})(?![\w'])", _F)


def _when(match: re.Match[str], text: str) -> str | None:
    return _WHEN_SAID.get(" ".join(match.group("w").lower().split()))


_INSTEAD = re.compile(
    r"\b(?:statt\s+(?:dem|der|des)|anstatt|statt|en\s+vez\s+de|en\s+lugar\s+de|em\s+vez\s+de|au\s+lieu\s+de|invece\s+di)\b",
    _F,
)
# a diet's word in the writer's language: "sono pescatariana", "soy vegana"
_DIET_WORDS: dict[str, str] = {
    "vegano": "vegan",
    "vegana": "vegan",
    "végane": "vegan",
    "végétalien": "vegan",
    "végétalienne": "vegan",
    "veganer": "vegan",
    "veganerin": "vegan",
    "vegetariano": "vegetarian",
    "vegetariana": "vegetarian",
    "végétarien": "vegetarian",
    "végétarienne": "vegetarian",
    "vegetarier": "vegetarian",
    "vegetarierin": "vegetarian",
    "pescatariano": "pescatarian",
    "pescatariana": "pescatarian",
    "pescetariano": "pescatarian",
    "pescetariana": "pescatarian",
    "pescétarien": "pescatarian",
    "pescétarienne": "pescatarian",
}
_DIET_SAID = re.compile(rf"(?<![\w'])(?P<w>{_alternation(_DIET_WORDS)})(?![\w'])", _F)
# Japanese "my hobby is": "趣味は crochet です"; Hindi "I work at": "Infosys mein kaam karta hoon"
_SHUMI = re.compile(r"趣味は\s*(?P<x>[^\s。、]+)\s*です")
_KAAM = re.compile(
    r"(?P<x>(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-ÞĀ-Ž])[\w&.-]*){0,2})\s+(?:mein|me|main)\s+kaam\s+(?:karta|karti|kar\s+raha|kar\s+rahi)\s+(?:hoon|hun|hu)\b",
    _F,
)


def _age_is(match: re.Match[str], text: str) -> str | None:
    return f"is {match.group('a')}"


def _age_turned(match: re.Match[str], text: str) -> str | None:
    age = match.group("a") or match.group("g") or match.group("b")
    return f"turned {age}" if age else None


def _diet_said(match: re.Match[str], text: str) -> str | None:
    return _DIET_WORDS.get(match.group("w").lower())


def _shumi(match: re.Match[str], text: str) -> str | None:
    return f"my hobby is {match.group('x')}."


def _kaam(match: re.Match[str], text: str) -> str | None:
    return f"I work at {match.group('x')}"


SECOND_LANGUAGE_READINGS: tuple[Reading, ...] = (
    (_OPENER, _opener),
    (_SOY, _soy),
    (_KIN_SAID, _kin_said),
    (_HOON, _hoon),
    (_IST, _said("is")),
    (_AGE_TURNED, _age_turned),
    (_AGE_IS, _age_is),
    (_DIED, _said("died")),
    (_MOVED_IN, _said("moved in")),
    (_BEEN_IN, _said("we live in ")),
    (_FOR_A_WHILE, _said(" for ")),
    (_SINCE_STARTED, _said("since I started at ")),
    (_STARTED_END, _said(",")),
    (_A_YOUNG, _said("a puppy")),
    (_A_KITTEN, _said("a kitten")),
    (_INSTEAD, _said("instead of")),
    (_WHEN, _when),
    (_DIET_SAID, _diet_said),
    (_SHUMI, _shumi),
    (_KAAM, _kaam),
)
