"""A nearest-neighbour fallback for the user's sentences the fact grammar leaves unread.

When a sentence yields no typed fact from the rules but is a plain first-person statement by the
grammar's own guards (no question, hypothetical, hedge, reported speech or third party), it is
embedded and compared with labelled example sentences (``data/nearest_examples.jsonl``, built by
``scripts/build_nearest_examples.py`` from the development banks of ``engram bench truth``). The
labels are a slot family and an op (``residence:set``, ``partner:end``) or ``none``. A fact is read
only when the label is a new value (``set``: an ending read wrongly would drop a true fact), the
neighbours agree by at least :data:`MARGIN`, nothing is negated, and the family's value reader
(:mod:`engram.extraction.nearest_values`) finds exactly one value in the sentence.

The embedding function is injected (the composition root passes the local embedder's), so this
module stays pure and never imports a provider.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources

import numpy as np
import numpy.typing as npt

from engram.extraction.discourse import conditional, statement_parts, with_subject, without_lead_in
from engram.extraction.fact_lexicon import MENTIONS_OTHERS, PARTNER_WORDS, SPECIES, THIRD_SUBJECT
from engram.extraction.frame_parts import TEMP_CUE
from engram.extraction.nearest_values import candidates
from engram.extraction.refusals import refused
from engram.extraction.reported_speech import reported
from engram.extraction.slots import TypedFact, slot_key
from engram.extraction.stack_cues import NEGATED
from engram.extraction.statements import _NORMALISE, _T, _mask, _rejected
from engram.providers.base import EmbedTexts

__all__ = [
    "EXAMPLES_FILE",
    "MARGIN",
    "VECTORS_FILE",
    "Example",
    "K",
    "NearestFacts",
    "examples_digest",
    "load_examples",
    "load_vectors",
    "plain_statement",
]


EXAMPLES_FILE = "nearest_examples.jsonl"
VECTORS_FILE = "nearest_vectors.npz"
"""The examples' rows under the packaged local model, float16, with the digest of the examples file
they were computed from (``scripts/build_nearest_examples.py``): a process then embeds only the
sentences it reads, never the 1,000-odd examples (5-9 s on a busy 2-core machine)."""
K = 7
MARGIN = 0.6
"""The least lead of the winning label's share of the K neighbours' similarity over the runner-up's."""

# A family's own sign must be in the sentence as well: neighbours judge what a sentence is about, not
# whose it is or whether it is lasting. Real chat showed why (LoCoMo): "Hey Caroline, since we last
# chatted" is no partner, "been only to Rome once" and "a pic from my trip to NYC" are no home,
# "Guess what - I got a puppy" names no pet Guess, "you make great dairy-free desserts" is no diet.
_LIVING = re.compile(
    r"\b(?:live[sd]?|living|mov(?:e|ed|ing)|relocat\w*|(?:i'm|i\s+am|we're|we\s+are)\s+based|settl\w*|home|house|flat|apartment|rent\w*|"
    r"neighbou?rhood|resid\w*|landed|(?:made|make|making)\s+the\s+(?:jump|move|leap)|new\s+(?:place|city|town))\b",
    re.IGNORECASE,
)
_AWAY = re.compile(
    r"\b(?:visit\w*|trips?|holidays?|vacation\w*|been\s+(?:only\s+)?to|went\s+to|was\s+in|were\s+in|travel\w*|"
    r"tour\w*|pics?|photos?|pictures?|list|hik\w*|weekend|conference|someday|one\s+day|dream\w*|"
    r"house-?sitting|sitting|staying|this\s+(?:week|month|summer|winter|spring|autumn|fall|term|semester)|"
    r"for\s+(?:a|the|two|three|four|a\s+few|a\s+couple\s+of)\s+(?:days?|weeks?|months?))\b",
    re.IGNORECASE,
)
# what was and is no more, and watching others play (the grammar's frames refuse both per shape)
_PAST = re.compile(r"\b(?:used\s+to|back\s+then|back\s+in|anymore|any\s+more|no\s+longer|years\s+ago|formerly)\b", re.I)
# a move still ahead: "we're moving to Perth in August", "relocating next month"
_PLANNED_MOVE = re.compile(
    r"\b(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:\w+\s+)?(?:moving|relocating)|moving\s+(?:back\s+)?(?:to|in)\b.*\b(?:in|by|this|next)\s+"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|"
    r"winter|week|month|year)|next\s+(?:week|month|year|spring|summer|autumn|fall|winter)|soon|will|going\s+to|gonna|about\s+to)\b",
    re.IGNORECASE,
)
# a tool's name used as a noun's modifier: "Kotlin errors", "a Rust tutorial", "Notion templates"
_TOPIC_AFTER = re.compile(
    r"\s*(?:errors?|bugs?|issues?|problems?|questions?|tutorials?|courses?|books?|exams?|interviews?|certifications?|"
    r"jobs?|roles?|positions?|code|snippets?|examples?|docs|documentation|conference|meetups?|community|templates?|"
    r"plugins?|extensions?|themes?|configs?|settings|shortcuts|tips|tricks|crash(?:es)?|updates?)\b",
    re.IGNORECASE,
)
_WATCHING = re.compile(r"\b(?:watch|watches|watched|watching|follow|fan\s+of|supporter)\b", re.IGNORECASE)
_PARTNER_SIGN = re.compile(rf"\b{PARTNER_WORDS}\b|\b(?:married|engaged|dating|wedding)\b", re.IGNORECASE)
_SPECIES_SIGN = re.compile(rf"(?<![\w-]){SPECIES}(?![\w-])", re.IGNORECASE)
# a diet is the user's when the user is or eats it, just before it: "I'm vegan", "we eat dairy-free now",
# "my diet is keto", "I've gone gluten-free" (not "my love for dairy-free desserts", "tempted to try vegan")
_MINE_BEFORE = re.compile(
    r"\b(?:i'm|im|i\s+am|i've\s+(?:been|gone|become|stayed)|i\s+(?:went|became|eat|follow|stick\s+to|keep|stay)|"
    r"we're|we\s+are|we've\s+(?:been|gone)|we\s+(?:went|eat|follow|stay)|my\s+diet(?:\s+is)?|i\s+switched\s+to)"
    r"(?:\s+(?:now|fully|strictly|completely|totally|mostly|also|still|basically|officially|pretty\s+much|a|an))*\s+$",
    re.IGNORECASE,
)


def _signed(family: str, sentence: str, value: str) -> bool:
    """Does the sentence carry its family's own sign, beside what its neighbours say?"""
    if family == "residence":
        return _LIVING.search(sentence) is not None and _AWAY.search(sentence) is None
    if family == "partner":
        return _PARTNER_SIGN.search(sentence) is not None
    if family == "pet":
        return _SPECIES_SIGN.search(sentence) is not None and not sentence.lstrip().startswith(value)
    if family in ("diet", "allergy"):
        at = sentence.find(value)
        return at > 0 and _MINE_BEFORE.search(sentence[:at]) is not None
    return True


_LEFT = re.compile(r"\b(?:from|left|leaving|quit|ex)\s+(?:the\s+)?$", re.IGNORECASE)
_FIRST_PERSON = frozenset("i i'm i've i'd i'll im ive me my mine myself we we're we've our ours us".split())


@dataclass(frozen=True, slots=True)
class Example:
    """One labelled sentence: ``label`` is ``family:op`` (``tool:editor:set``) or ``none``; ``bank``
    is the bench bank it came from (so a measure can leave a bank out)."""

    text: str
    label: str
    bank: str = ""


def _packaged(name: str) -> bytes:
    return resources.files("engram.extraction").joinpath("data", name).read_bytes()


def examples_digest(data: bytes) -> str:
    """The digest that ties a vectors file to the examples file it was computed from."""
    return hashlib.sha256(data).hexdigest()


def load_examples(lines: Iterable[str] | None = None) -> list[Example]:
    """The packaged examples (or the given JSON lines)."""
    if lines is None:
        lines = _packaged(EXAMPLES_FILE).decode("utf-8").splitlines()
    out = []
    for line in lines:
        if line.strip():
            row = json.loads(line)
            out.append(Example(str(row["text"]), str(row["label"]), str(row.get("bank", ""))))
    return out


def load_vectors() -> npt.NDArray[np.float32] | None:
    """The packaged examples' precomputed rows, or None when they are missing or were computed from
    other examples (then they are embedded on first use)."""
    try:
        with np.load(io.BytesIO(_packaged(VECTORS_FILE)), allow_pickle=False) as saved:
            digest, rows = str(saved["digest"]), np.asarray(saved["vectors"], dtype=np.float32)
    except (OSError, KeyError, ValueError):
        return None
    return rows if digest == examples_digest(_packaged(EXAMPLES_FILE)) else None


def plain_statement(sentence: str) -> bool:
    """A first-person statement the grammar's guards let through: no question, hypothetical,
    conditional, hedge, reported speech, and not about somebody else."""
    text = " ".join(sentence.split())
    if len(text.split()) < 3:
        return False
    masked = _mask(text.translate(_NORMALISE))
    if _rejected(_T(text, masked)) or refused(masked) or conditional(masked) or reported(masked):
        return False
    low = without_lead_in(masked.strip().lower())
    if THIRD_SUBJECT.match(low):
        return False  # "my sister just moved to Lyon": somebody else's news
    words = {w.strip(".,!?;:()\"'") for w in low.replace("’", "'").split()}
    return bool(words & _FIRST_PERSON) or with_subject(low) is not None  # "live in Ghent": "I" dropped


def _family_op(label: str) -> tuple[str, str]:
    family, _, op = label.rpartition(":")
    return family, op


class NearestFacts:
    """Classify a sentence by its nearest labelled examples and read the one value it names."""

    def __init__(
        self,
        embed: EmbedTexts,
        examples: Sequence[Example],
        *,
        k: int = K,
        margin: float = MARGIN,
        vectors: npt.NDArray[np.float32] | None = None,
    ) -> None:
        """``vectors``: the examples' rows computed before (:func:`load_vectors`), else embedded on first use."""
        self._embed = embed
        self._examples = list(examples)
        self._labels = [e.label for e in self._examples]
        self._k = k
        self.margin = margin
        usable = vectors is not None and vectors.shape[0] == len(self._examples)
        self._matrix: npt.NDArray[np.float32] | None = vectors if usable else None

    def _vectors(self) -> npt.NDArray[np.float32]:
        if self._matrix is None:
            self._matrix = np.asarray(self._embed([e.text for e in self._examples]), dtype=np.float32)
        return self._matrix

    def classify(self, sentence: str) -> tuple[str, float]:
        """The winning label and its lead (0-1) over the runner-up, by similarity-weighted vote."""
        if not self._examples:
            return "none", 0.0
        query = np.asarray(self._embed([sentence]), dtype=np.float32)[0]
        sims = self._vectors() @ query
        top = np.argsort(-sims)[: self._k]
        votes: dict[str, float] = {}
        for i in top:
            votes[self._labels[int(i)]] = votes.get(self._labels[int(i)], 0.0) + max(float(sims[i]), 0.0)
        total = sum(votes.values())
        if total <= 0:
            return "none", 0.0
        ranked = sorted(votes.items(), key=lambda kv: -kv[1])
        second = ranked[1][1] if len(ranked) > 1 else 0.0
        return ranked[0][0], (ranked[0][1] - second) / total

    def facts(self, sentence: str) -> list[TypedFact]:
        """The one typed fact ``sentence`` states by its neighbours, or [] (unsure, no value, or two).

        A sentence that asks or opens with who the user is ("As a nurse in Leeds, what shoes ...?")
        is read by the parts the grammar reads of it (:func:`statement_parts`): the question is
        cut off, the opener said again as the statement it presupposes."""
        if plain_statement(sentence):
            return self._fact(sentence)
        parts = [p for p in statement_parts(sentence) if p.strip() != sentence.strip()]
        found = [f for p in parts if plain_statement(p) for f in self._fact(p)]
        return found if len(found) == 1 else []

    def _fact(self, sentence: str) -> list[TypedFact]:
        label, lead = self.classify(sentence)
        if label == "none" or lead < self.margin:
            return []
        family, op = _family_op(label)
        if op != "set" or NEGATED.search(sentence) or _PAST.search(sentence) or MENTIONS_OTHERS.search(sentence):
            # only new values: a wrong ending would drop a true fact ("we share the flat with Noodle"
            # came out as Noodle gone), "I'm NOT moving to Salta" is a denial, "well I used to be" a
            # past, and "my notes in Notion, my boss's workspace" names somebody else's thing
            return []
        if family == "hobby" and _WATCHING.search(sentence):
            return []  # "I watch the tennis every Sunday": a spectator's habit, no pastime taken up
        if family == "residence" and (TEMP_CUE.search(sentence) or _PLANNED_MOVE.search(sentence)):
            return []  # "this week I'm in Vienna for a wedding": a stay; "we're moving to Perth in August": a plan
        values = candidates(family, sentence)
        # "we moved over from Leeuwarden": the place left is no new value
        values = [v for v in values if not _LEFT.search(sentence[: max(0, sentence.find(v))])]
        if len(values) != 1 or not _signed(family, sentence, values[0]):
            return []
        value = values[0]
        if family.startswith("tool:") and _TOPIC_AFTER.match(sentence[sentence.find(value) + len(value) :]):
            return []  # "I'm knee-deep in Kotlin errors": the tool names a topic, not what the user uses
        slot = f"{family}:{slot_key(value)}" if family in ("pet", "allergy", "hobby") else family
        return [TypedFact(slot, value, op, evidence=" ".join(sentence.split()), rule=f"nearest:{label}")]
