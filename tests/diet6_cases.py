"""Cases of our own for a diet said by the food given up (session 7): "I stopped eating meat",
"no more gluten for me", "meat's off the menu for me", "cut out dairy", and chat's names for a
diet ("veggie"). ``DIET6_EMPTY`` holds what must produce no diet: a season or a trial ("for
Lent"), a cut *back*, a wish, somebody else's plate, a question and a food that says no diet."""

from __future__ import annotations

from extraction_cases import Case, E, U

PR = "profile"


def _diet(value: str) -> E:
    return E(PR, f"Diet: {value}", slot="diet")


DIET6: list[Case] = [
    U("d6-stopped-eating-meat", "I stopped eating meat last month.", _diet("vegetarian")),
    U("d6-dont-eat-meat-anymore", "i don't eat meat anymore", _diet("vegetarian")),
    U("d6-gave-up-meat-for-good", "I gave up meat for good.", _diet("vegetarian")),
    U("d6-off-the-menu", "Meat's off the menu for me from now on.", _diet("vegetarian")),
    U("d6-meat-and-fish", "I don't eat meat and fish anymore", _diet("vegan")),
    U("d6-animal-products", "so I've cut out all animal products, it's been two weeks", _diet("vegan")),
    U("d6-cut-out-dairy", "I've cut out dairy completely.", _diet("dairy-free")),
    U("d6-no-more-gluten", "No more gluten for me, the doctor says I'm coeliac.", _diet("gluten-free")),
    U("d6-done-with-carbs", "I'm done with carbs, honestly I feel better", _diet("low-carb")),
    U("d6-veggie-now", "Officially a veggie now!", _diet("vegetarian")),
    U("d6-veggie-these-days", "I'm a veggie these days", _diet("vegetarian")),
]

DIET6_EMPTY: list[Case] = [
    U("d6-for-lent", "I gave up meat for Lent."),
    U("d6-cut-back", "I'm trying to cut back on meat."),
    U("d6-want-to-stop", "I want to stop eating meat"),
    U("d6-sister-stopped", "my sister stopped eating meat"),
    U("d6-question", "have you ever stopped eating meat?"),
    U("d6-used-to", "I used to not eat meat when I was a kid"),
    U("d6-pork", "we don't eat pork"),
    U("d6-for-a-week", "no more dairy for me this week, doing a little cleanse"),
]
