"""Tweets: a weekday glossing a date ("May 6 (Wed)") and a weekday before its date ("Wed 6 May") (z19-).

Issue 19, branch h19z (rule prefix ``z19-``): tweets-train value misses that generalise, under
``convention="timeml"``:

* ``normalize/compose.py`` ``glossed_weekdays``: a weekday written right after a date, or a list or range of dates,
  that falls on it is that date ("May 6 (Wed)", "May 5 - 6 (Tues-Wed 9:00am - 5:30pm)"), not the weekday nearest
  the reference date; a weekday no date of the list falls on keeps its own reading;
* ``z19-weekday_day_month`` / ``z19-weekday_abbr_month_day``: a weekday before its date ("Wed 6 May", "Sat, 9 May
  2015", "Wed, May 6") is one DATE with the date's value, as "Saturday, April 25" (timeml_weekday_month_day).

Sentences are written for these tests; none comes from a gold corpus or the probe files.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2015, 4, 14)  # a Tuesday; May 6th 2015 is a Wednesday, May 9th a Saturday
found = found_on(REF)


@pytest.mark.parametrize("text,expected", [
    # a weekday glossing the date before it
    ("The fair opens May 6 (Wed) at the hall.",
     {"May 6": ("DATE", "2015-05-06"), "Wed": ("DATE", "2015-05-06")}),
    ("Doors open on 6 May (Wednesday) at 9am.",
     {"6 May": ("DATE", "2015-05-06"), "Wednesday": ("DATE", "2015-05-06"), "9am": ("TIME", "2015-05-06T09:00")}),
    ("The fair is on May 6, Wed.", {"May 6": ("DATE", "2015-05-06"), "Wed": ("DATE", "2015-05-06")}),
    # a range of dates and a range of weekdays with their times
    ("Workshop May 5 - 6 (Tues-Wed 9:00am - 5:30pm) at the studio.",
     {"May 5": ("DATE", "2015-05-05"), "6": ("DATE", "2015-05-06"), "Wed 9:00am": ("TIME", "2015-05-06T09:00"),
      "5:30pm": ("TIME", "2015-05-06T17:30")}),
    # a list of days of one month: the first date that falls on the weekday
    ("Classes May 9 - 10, 16 - 17 (Sat-Sun 2:00pm-4:00pm)",
     {"May 9": ("DATE", "2015-05-09"), "10": ("DATE", "2015-05-10"), "Sun 2:00pm": ("TIME", "2015-05-10T14:00"),
      "4:00pm": ("TIME", "2015-05-10T16:00")}),
    # the weekday does not fall on the date: its own reading
    ("The fair is on May 6 (Tue).", {"May 6": ("DATE", "2015-05-06"), "Tue": ("DATE", "2015-04-14")}),
    # a weekday in another clause after the date: its own reading
    ("Sales rose on May 6, and on Friday the shares fell.",
     {"May 6": ("DATE", "2015-05-06"), "Friday": ("DATE", "2015-04-10")}),
    # a weekday before its date: one DATE
    ("The fair is on Wed 6 May.", {"Wed 6 May": ("DATE", "2015-05-06")}),
    ("The fair is on Wednesday 6 May.", {"Wednesday 6 May": ("DATE", "2015-05-06")}),
    ("Tickets for Sat, 9 May 2015 are out.", {"Sat, 9 May 2015": ("DATE", "2015-05-09")}),
    ("The fair is on Wed, May 6.", {"Wed, May 6": ("DATE", "2015-05-06")}),
    ("Gates open Sat May 9 at 10am.", {"Sat May 9 at 10am": ("TIME", "2015-05-09T10:00")}),
    ("We meet Thurs, Oct. 1st.", {"Thurs, Oct. 1st": ("DATE", "2015-10-01")}),
])
def test_weekday_with_its_date(timeml, text, expected):
    assert found(timeml, text) == expected


def test_a_lower_case_abbreviation_before_may_is_no_date(timeml):
    # 'wed' / 'may' as words: the rule takes a capitalised weekday abbreviation and a capitalised 'May'
    assert "Wed 6 may" not in found(timeml, "Wed 6 may be fine")
