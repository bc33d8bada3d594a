"""Cases of our own for a manager named beside a word of the reporting line (session 7,
``extraction/manager_first.py``): "X is who I report to now", "I'm in X's team after the reorg",
"my one-on-ones are with X", "X has taken over the team, so she's my boss", "New manager alert:
X!", "Yuki left, so now it's X I report to". ``MANAGERS8_EMPTY`` holds what must name no manager:
two people in one breath, somebody else's manager, the user as the manager, a skip-level, a
past, a wish and a question."""

from __future__ import annotations

from extraction_cases import Case, E, U

PR = "profile"


def _mgr(name: str, op: str = "add") -> E:
    return E(PR, f"Reports to {name} (manager)", op, slot="manager")


MANAGERS8: list[Case] = [
    U("m8-who-i-report-to", "Baptiste Girard is who I report to now.", _mgr("Baptiste Girard")),
    U("m8-the-one-i-answer-to", "Ines Duarte is the one I answer to these days", _mgr("Ines Duarte")),
    U("m8-in-xs-team", "I'm in Baptiste Girard's team after the reorg.", _mgr("Baptiste Girard")),
    U("m8-moved-to-xs-team", "They moved me to Olu Bakare's team.", _mgr("Olu Bakare")),
    U("m8-ended-up-under", "After the shuffle I ended up under Mira Castell.", _mgr("Mira Castell")),
    U("m8-one-on-ones", "These days my one-on-ones are with Tariq Nasser.", _mgr("Tariq Nasser")),
    U("m8-left-so-now", "Yuki Mori left, so now it's Ravi Menon I report to.", _mgr("Ravi Menon", "update")),
    U("m8-headline", "New manager alert: Paloma Ortiz!", _mgr("Paloma Ortiz")),
    U("m8-taken-over", "Greta Holm has taken over the team, so she's my boss.", _mgr("Greta Holm")),
    U("m8-changed-again", "My manager changed again - Dario Conti this time.", _mgr("Dario Conti")),
    U(
        "m8-new-director",
        "We got a new director, Sunniva Berg, and I report straight to her.",
        _mgr("Sunniva Berg"),
    ),
]

MANAGERS8_EMPTY: list[Case] = [
    U("m8-lunch-with-two", "I had lunch with Tom and my boss today."),
    U("m8-boss-wants-call", "My boss wants me to call Helen Marsh tomorrow."),
    U("m8-sisters-boss", "My sister's boss is Helen Marsh."),
    U("m8-reports-to-me", "Tom Hale reports to me now."),
    U("m8-i-manage", "I manage Priya Shah and Omar Haddad."),
    U("m8-direct-report", "My direct report Lena Vogel is out sick."),
    U("m8-used-to", "I used to report to Helen Marsh."),
    U("m8-wish", "I'd love to work for Helen Marsh someday."),
    U("m8-but-other", "My boss is great but Helen Marsh from finance is a pain."),
    U("m8-skip-level", "My skip-level is Helen Marsh."),
    U("m8-wifes-manager", "Helen Marsh is my wife's manager."),
    U("m8-question", "Should I ask Helen Marsh to be my manager?"),
    U("m8-met-at-conference", "My boss and I met Helen Marsh at the conference."),
    U("m8-intern-under-me", "Our new intern Sam Cole starts under me on Monday."),
]
