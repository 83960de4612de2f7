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
