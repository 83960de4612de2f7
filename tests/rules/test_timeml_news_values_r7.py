"""TIMEX3 values under ``convention="timeml"``, round 7 (issue 19): what TimeML's guidelines give on news and
narratives where the dev corpora agree (rule ids ``n7-``)."""

from __future__ import annotations

import datetime as dt

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
    from tests.timeml_news import timeml_tagger, values

    tagger = timeml_tagger()
    ref = dt.date(2005, 6, 1)
    assert values(tagger, "Attacks fell, compared to 26,496 for the previous year.", ref)["the previous year"] == "2004"
    assert values(tagger, "It rose during the previous month.", ref)["the previous month"] == "2005-05"
    assert values(tagger, "The treaty undid the gains of the previous century.", ref)["the previous century"] == "19"
    assert values(tagger, "In the previous two years sales fell.", ref)["the previous two years"] == "P2Y"
