"""News and story values: parts of day in a story, "the previous year", years with a possessive (round 7).

TIMEX3 values under ``convention="timeml"``, round 7 (issue 19): what TimeML's guidelines give on news and
narratives where the dev corpora agree (rule ids ``n7-``). Sentences are written for these tests; none comes from
the gold corpora."""

from __future__ import annotations

import datetime as dt

from timeml_news import spans, timeml_tagger, values

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

DAY = dt.date(2009, 12, 19)


def _story_values(text: str) -> dict:
    tagger = TemporalTagger(settings=TaggerSettings(convention="timeml", anchoring="discourse"))
    return {t.text: t.value for t in tagger.tag(text, DAY)}


def test_part_of_day_in_a_story_month_has_no_invented_day():
    # WikiWars: "They travelled at night" after "May 1905" is XXXX-XX-XXTNI, not the 1st of May
    found = _story_values("In May 1905 the fleet sailed south. They travelled at night so they were not seen.")
    assert found["night"] == "XXXX-XX-XXTNI"


def test_part_of_day_in_a_story_year_bc():
    found = _story_values("In 480 BC the Persians came. The Persians fled at night from the city.")
    assert found["night"] == "BCXXXX-XX-XXTNI"


def test_part_of_day_on_a_story_day_keeps_the_day():
    assert _story_values("On 3 May 1905 the fleet sailed. They travelled at night.")["night"] == "1905-05-03TNI"


def test_the_previous_year_is_the_year_before_not_a_duration():
    # WikiWars: "during the previous year", "for the previous year" are DATEs (1941, 2004), not P1Y
    tagger = timeml_tagger()
    ref = dt.date(2005, 6, 1)
    found = values(tagger, "Attacks fell to 900, compared to 1,200 for the previous year.", ref)
    assert found["the previous year"] == "2004"
    assert values(tagger, "It rose during the previous month.", ref)["the previous month"] == "2005-05"
    assert values(tagger, "The treaty undid the gains of the previous century.", ref)["the previous century"] == "19"
    assert values(tagger, "In the previous two years sales fell.", ref)["the previous two years"] == "P2Y"


def test_a_month_with_two_days_is_two_timexes():
    # as AQUAINT and WikiWars annotate "<month> 24 and 25": the second day takes the month
    found = values(timeml_tagger(), "The trade talks are set for June 14 and 15. Both sides agree.",
                   dt.date(1999, 3, 12))
    assert found == {"June 14": "1999-06-14", "15": "1999-06-15"}


def test_a_month_with_two_days_leaves_quantities_alone():
    assert spans(timeml_tagger(), "Sales rose June 14 and 25 percent fell.", dt.date(1999, 3, 12)) == ["June 14"]


def test_capitalised_march_before_a_noun_is_the_month():
    # as AQUAINT annotates "The March <noun>": the month alone
    tagger = timeml_tagger()
    day = dt.date(1999, 3, 12)
    assert values(tagger, "The March vote will let the two parties merge.", day) == {"March": "1999-03"}
    assert values(tagger, "The May Department Stores Co. and the march toward peace.", dt.date(1999, 3, 12)) == {}


def test_a_year_with_a_possessive_is_the_year():
    tagger = timeml_tagger()
    assert values(tagger, "Sales fell to half of 1987's total.") == {"1987": "1987"}
    assert values(tagger, "She was named 1985’s best rookie.") == {"1985": "1985"}
    assert values(tagger, "Prices rose in the 1980's.") == {"the 1980's": "198"}


def test_a_range_of_years_bc_in_parentheses_is_not_a_phone_number():
    # WikiWars headings "Ionian Revolt (499-493 BC)": two TIMEX3s, as without the parentheses
    found = values(timeml_tagger(), "The Long Siege (612-609 BC) The city fell.", DAY)
    assert found == {"612": "BC0612", "609 BC": "BC0609"}
    assert values(timeml_tagger(), "Call (212) 555-2019 for tickets.") == {}


def test_the_following_days_is_a_vague_duration():
    found = {t.text: (t.label, t.value) for t in timeml_tagger().tag("Riots spread over the following days.", DAY)}
    assert found == {"the following days": ("DURATION", "PXD")}
