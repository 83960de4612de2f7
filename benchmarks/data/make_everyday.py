"""Write the in-house everyday-time set (``everyday_{en,es,de}.jsonl``) and check every label.

Issue 20's yardstick: short sentences as users write them to assistants, in chats, emails and tickets, each with
one temporal expression, its TIMEX3 value at its granularity and the set of years it covers, all relative to one
reference date-time, **Tuesday 2013-02-12T04:30**, read with ``prefer="future"``. The phrases were written by hand
for this project from the categories of issue 20 (no external corpus was read or copied); holiday dates are
computed here with ``dateutil.easter`` and weekday arithmetic, not typed in; dates of other calendars (Diwali,
Lunar New Year, Yom Kippur, Vesak, Ramadan ...) were read from the ``holidays`` 0.109, ``convertdate`` 2.5.1
(Hebrew calendar) and ``hijridate`` 2.3.0 (Umm al-Qura) packages in a scratch environment and are listed below
with their source. Run ``python benchmarks/data/make_everyday.py`` to rewrite the files; it refuses to write when
a check fails (expression not in its sentence, a weekday name that does not match its date, a malformed value).

Conventions (the README beside this file says more):
- values are TIMEX3: ``2013-02-14T15:00``, ``2013-03-31``, ``2013-W19``, ``2013-Q2``, ``2013-SU``, parts of day
  ``2013-02-12TNI``, durations ``PT2H``, ranges ``start/end`` (both ends inclusive, each at its own granularity);
  a zone is written as ISO 8601 (``Z``, ``-05:00``) after the time;
- "end of April" is ``2013-04`` with ``mod`` END (TimeML); ``mod`` is stored but not scored;
- ``prefer="future"``: an expression without a year is the first such day/month on or after the reference
  (Shrove Tuesday 2013 is the reference day itself); an expression that holds a year is that year;
- a clock time without am/pm is its next occurrence after the reference date-time in a 12-hour reading ("at 3"
  is 15:00 since 03:00 has passed; "at 5" is 05:00); on a given day ("tomorrow at 5") the first occurrence on
  that day; where people would usually mean the other reading, that reading is listed in ``alt`` (accepted by
  the lenient score);
- an offset below a day ("in 2 hours") is from the clock time (04:30); in days, weeks, months or years it is at
  that unit's granularity ("in two weeks" is 2013-W09); "last 2 minutes" / "the past 2 hours" are ranges ending
  at the reference;
- numeric dates: en M/D(/Y), es and de D/M(/Y); a two-digit year is 20YY below 50, else 19YY;
- "the first week of May" is the ISO week that holds May 1st (alt: the first week starting in May);
- "midnight" is the next midnight, ``2013-02-13T00:00`` (alt: TimeML's way of writing the same instant,
  ``2013-02-12T24:00``).
"""

# ruff: noqa: E501  (the phrase tables read best one entry per line)
from __future__ import annotations

import datetime as dt
import json
import re
import sys
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

from dateutil.easter import easter

HERE = Path(__file__).resolve().parent
REF = dt.datetime(2013, 2, 12, 4, 30)
# on every record: readers that take a per-document reference date (``reference_date``) need no other input
META = {"reference_date": "2013-02-12T04:30", "prefer": "future"}

YearRule = Callable[[int], dt.date]


def fixed(month: int, day: int) -> YearRule:
    return lambda y: dt.date(y, month, day)


def east(offset: int) -> YearRule:
    return lambda y: easter(y) + dt.timedelta(days=offset)


def nth(n: int, weekday: int, month: int, plus: int = 0) -> YearRule:
    """The n-th (n=-1: last) weekday (Mon=0) of a month, plus ``plus`` days."""

    def rule(y: int) -> dt.date:
        if n > 0:
            first = dt.date(y, month, 1)
            d = first + dt.timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
        else:
            last = dt.date(y + (month == 12), month % 12 + 1, 1) - dt.timedelta(days=1)
            d = last - dt.timedelta(days=(last.weekday() - weekday) % 7)
        return d + dt.timedelta(days=plus)

    return rule


def weekday_before(month: int, day: int, weekday: int) -> YearRule:
    """The last ``weekday`` strictly before month-day (Buss- und Bettag: the Wednesday before November 23)."""

    def rule(y: int) -> dt.date:
        d = dt.date(y, month, day) - dt.timedelta(days=1)
        return d - dt.timedelta(days=(d.weekday() - weekday) % 7)

    return rule


def advent1(y: int) -> dt.date:
    """First Sunday of Advent: the fourth Sunday before Christmas Day."""
    xmas = dt.date(y, 12, 25)
    return xmas - dt.timedelta(days=(xmas.weekday() - 6) % 7 or 7) - dt.timedelta(weeks=3)


# Other calendars: read from the libraries named in the module docstring (scratch environment, not a dependency).
OTHER: Dict[str, Dict[int, dt.date]] = {
    "diwali": {2013: dt.date(2013, 11, 3), 2014: dt.date(2014, 10, 23)},  # holidays: India
    "holi": {2013: dt.date(2013, 3, 27)},  # holidays: India
    "lunar_new_year": {2013: dt.date(2013, 2, 10), 2014: dt.date(2014, 1, 31), 2015: dt.date(2015, 2, 19)},  # China
    "vesak": {2013: dt.date(2013, 5, 24), 2014: dt.date(2014, 5, 13)},  # holidays: Singapore
    "yom_kippur": {2013: dt.date(2013, 9, 14), 2015: dt.date(2015, 9, 23)},  # convertdate.hebrew 10 Tishrei
    "rosh_hashanah": {2013: dt.date(2013, 9, 5)},  # convertdate.hebrew 1 Tishrei
    "hanukkah": {2013: dt.date(2013, 11, 28)},  # convertdate.hebrew 25 Kislev
    "ramadan_start": {2013: dt.date(2013, 7, 9)},  # hijridate Umm al-Qura 1 Ramadan 1434
    "eid_al_fitr": {2013: dt.date(2013, 8, 8)},  # hijridate Umm al-Qura 1 Shawwal 1434
}


def cal(name: str) -> YearRule:
    return lambda y: OTHER[name][y]


def fut(rule: YearRule) -> str:
    """The first occurrence on or after the reference day (prefer="future")."""
    for y in (REF.year, REF.year + 1):
        d = rule(y)
        if d >= REF.date():
            return d.isoformat()
    raise AssertionError("no future occurrence")  # invariant


def on(rule: YearRule, year: int) -> str:
    return rule(year).isoformat()


def rng(a: str, b: str) -> str:
    return f"{a}/{b}"


Entry = Tuple[Any, ...]  # (category, text, expr, value[, extra dict with mod / alt])

T = "2013-02-12T"  # today, for clock times
TM = "2013-02-13T"  # tomorrow
ALT = "alt"
END, START, MID = {"mod": "END"}, {"mod": "START"}, {"mod": "MID"}

EN: List[Entry] = [
    # -- holidays on a fixed day
    ("holiday_fixed", "Are you coming home for Christmas?", "Christmas", fut(fixed(12, 25))),
    ("holiday_fixed", "We fly out on xmas eve.", "xmas eve", fut(fixed(12, 24))),
    ("holiday_fixed", "Remind me to call grandma on Christmas Day 2019.", "Christmas Day 2019", on(fixed(12, 25), 2019)),
    ("holiday_fixed", "Any plans for New Year's Eve?", "New Year's Eve", fut(fixed(12, 31))),
    ("holiday_fixed", "The office is closed on New Year's Day.", "New Year's Day", fut(fixed(1, 1))),
    ("holiday_fixed", "What are you wearing for Halloween?", "Halloween", fut(fixed(10, 31))),
    ("holiday_fixed", "Book a table for Valentine's Day.", "Valentine's Day", fut(fixed(2, 14))),
    ("holiday_fixed", "Fireworks on Independence Day!", "Independence Day", fut(fixed(7, 4))),
    ("holiday_fixed", "BBQ at ours on the Fourth of July.", "the Fourth of July", fut(fixed(7, 4))),
    ("holiday_fixed", "The parade is on St. Patrick's Day.", "St. Patrick's Day", fut(fixed(3, 17))),
    ("holiday_fixed", "Shops open early on Boxing Day.", "Boxing Day", fut(fixed(12, 26))),
    ("holiday_fixed", "No mail on Veterans Day.", "Veterans Day", fut(fixed(11, 11))),
    ("holiday_fixed", "Did the groundhog see his shadow on Groundhog Day?", "Groundhog Day", fut(fixed(2, 2))),
    ("holiday_fixed", "Don't fall for pranks on April Fools' Day.", "April Fools' Day", fut(fixed(4, 1))),
    ("holiday_fixed", "Tacos for Cinco de Mayo?", "Cinco de Mayo", fut(fixed(5, 5))),
    ("holiday_fixed", "The cleanup is on Earth Day.", "Earth Day", fut(fixed(4, 22))),
    ("holiday_fixed", "Bonfire on Guy Fawkes Night.", "Guy Fawkes Night", fut(fixed(11, 5))),
    ("holiday_fixed", "We took the photo on Christmas Day 2010.", "Christmas Day 2010", on(fixed(12, 25), 2010)),
    ("holiday_fixed", "Where were you on New Year's Eve 2015?", "New Year's Eve 2015", on(fixed(12, 31), 2015)),
    ("holiday_fixed", "The costume from Halloween 2014 still fits.", "Halloween 2014", on(fixed(10, 31), 2014)),
    ("holiday_fixed", "The kids go back to school after Epiphany.", "Epiphany", fut(fixed(1, 6))),
    ("holiday_fixed", "Flowers for the graves on All Saints' Day.", "All Saints' Day", fut(fixed(11, 1))),
    ("holiday_fixed", "Paris is crowded on Bastille Day.", "Bastille Day", fut(fixed(7, 14))),
    ("holiday_fixed", "Are the banks open on Canada Day?", "Canada Day", fut(fixed(7, 1))),
    ("holiday_fixed", "The beach is packed on Australia Day.", "Australia Day", fut(fixed(1, 26))),
    ("holiday_fixed", "My parents married on Christmas Eve 2020.", "Christmas Eve 2020", on(fixed(12, 24), 2020)),
    ("holiday_fixed", "Let's do dinner on Valentines day 2014.", "Valentines day 2014", on(fixed(2, 14), 2014)),
    ("holiday_fixed", "Deliver before xmas.", "xmas", fut(fixed(12, 25))),
    ("holiday_fixed", "The sale ends on Juneteenth.", "Juneteenth", fut(fixed(6, 19))),
    ("holiday_fixed", "Take the poppies out on Remembrance Day.", "Remembrance Day", fut(fixed(11, 11))),
    # -- holidays on the n-th weekday of a month
    ("holiday_nth_weekday", "Turkey at my place on Thanksgiving.", "Thanksgiving", fut(nth(4, 3, 11))),
    ("holiday_nth_weekday", "Who hosted Thanksgiving 2019?", "Thanksgiving 2019", on(nth(4, 3, 11), 2019)),
    ("holiday_nth_weekday", "Flights were cheap on Thanksgiving Day 2015.", "Thanksgiving Day 2015", on(nth(4, 3, 11), 2015)),
    ("holiday_nth_weekday", "The TV deals start on Black Friday.", "Black Friday", fut(nth(4, 3, 11, plus=1))),
    ("holiday_nth_weekday", "Order the laptop on Cyber Monday.", "Cyber Monday", fut(nth(4, 3, 11, plus=4))),
    ("holiday_nth_weekday", "Is the library closed on MLK Day?", "MLK Day", fut(nth(3, 0, 1))),
    ("holiday_nth_weekday", "The march was on Martin Luther King Day 2013.", "Martin Luther King Day 2013", on(nth(3, 0, 1), 2013)),
    ("holiday_nth_weekday", "Schools are out on Presidents' Day.", "Presidents' Day", fut(nth(3, 0, 2))),
    ("holiday_nth_weekday", "The pool opens on Memorial Day.", "Memorial Day", fut(nth(-1, 0, 5))),
    ("holiday_nth_weekday", "We're driving up on Labor Day.", "Labor Day", fut(nth(1, 0, 9))),
    ("holiday_nth_weekday", "The bank is closed on Columbus Day.", "Columbus Day", fut(nth(2, 0, 10))),
    ("holiday_nth_weekday", "Send flowers for Mother's Day.", "Mother's Day", fut(nth(2, 6, 5))),
    ("holiday_nth_weekday", "Buy a tie for Father's Day.", "Father's Day", fut(nth(3, 6, 6))),
    ("holiday_nth_weekday", "The store was closed on Labor Day 2014.", "Labor Day 2014", on(nth(1, 0, 9), 2014)),
    ("holiday_nth_weekday", "Dinner with the in-laws on Thanksgiving 2012.", "Thanksgiving 2012", on(nth(4, 3, 11), 2012)),
    ("holiday_nth_weekday", "I queued all night on Black Friday 2014.", "Black Friday 2014", on(nth(4, 3, 11, plus=1), 2014)),
    ("holiday_nth_weekday", "Remember to vote on Election Day.", "Election Day", fut(nth(1, 0, 11, plus=1))),
    ("holiday_nth_weekday", "Brunch for Mother's Day 2014?", "Mother's Day 2014", on(nth(2, 6, 5), 2014)),
    ("holiday_nth_weekday", "We grilled on Father's Day 2019.", "Father's Day 2019", on(nth(3, 6, 6), 2019)),
    ("holiday_nth_weekday", "The office shuts on the early May bank holiday.", "the early May bank holiday", fut(nth(1, 0, 5))),
    ("holiday_nth_weekday", "Camping over the spring bank holiday.", "the spring bank holiday", fut(nth(-1, 0, 5))),
    ("holiday_nth_weekday", "Notting Hill is on the August bank holiday.", "the August bank holiday", fut(nth(-1, 0, 8))),
    ("holiday_nth_weekday", "Book the room for the last Monday of March.", "the last Monday of March", fut(nth(-1, 0, 3))),
    ("holiday_nth_weekday", "Rent is due the first Friday of March.", "the first Friday of March", fut(nth(1, 4, 3))),
    ("holiday_nth_weekday", "The club meets on the third Thursday of April.", "the third Thursday of April", fut(nth(3, 3, 4))),
    ("holiday_nth_weekday", "Board meeting on the second Tuesday of March.", "the second Tuesday of March", fut(nth(2, 1, 3))),
    ("holiday_nth_weekday", "Payroll runs on the last Friday of February.", "the last Friday of February", fut(nth(-1, 4, 2))),
    ("holiday_nth_weekday", "The race is on the first Sunday of June.", "the first Sunday of June", fut(nth(1, 6, 6))),
    ("holiday_nth_weekday", "Game night is the last Saturday of April.", "the last Saturday of April", fut(nth(-1, 5, 4))),
    ("holiday_nth_weekday", "Parents' evening is the second Wednesday of May.", "the second Wednesday of May", fut(nth(2, 2, 5))),
    # -- holidays relative to Easter
    ("holiday_easter", "Easter Monday 2019 is a bank holiday.", "Easter Monday 2019", on(east(1), 2019)),
    ("holiday_easter", "We're visiting my parents for Easter.", "Easter", fut(east(0))),
    ("holiday_easter", "Egg hunt on Easter Sunday!", "Easter Sunday", fut(east(0))),
    ("holiday_easter", "The shop is closed on Good Friday.", "Good Friday", fut(east(-2))),
    ("holiday_easter", "Is Easter Monday a day off?", "Easter Monday", fut(east(1))),
    ("holiday_easter", "Palm crosses are handed out on Palm Sunday.", "Palm Sunday", fut(east(-7))),
    ("holiday_easter", "Service on Maundy Thursday at the cathedral.", "Maundy Thursday", fut(east(-3))),
    ("holiday_easter", "Ashes on Ash Wednesday.", "Ash Wednesday", fut(east(-46))),
    ("holiday_easter", "Pancakes for Shrove Tuesday!", "Shrove Tuesday", fut(east(-47))),
    ("holiday_easter", "Beads and music on Mardi Gras.", "Mardi Gras", fut(east(-47))),
    ("holiday_easter", "The choir sings on Pentecost.", "Pentecost", fut(east(49))),
    ("holiday_easter", "Whit Monday is a holiday in Germany.", "Whit Monday", fut(east(50))),
    ("holiday_easter", "The procession is on Ascension Day.", "Ascension Day", fut(east(39))),
    ("holiday_easter", "Mass on Corpus Christi.", "Corpus Christi", fut(east(60))),
    ("holiday_easter", "Trinity Sunday service at ten.", "Trinity Sunday", fut(east(56))),
    ("holiday_easter", "We met at Easter 2014.", "Easter 2014", on(east(0), 2014)),
    ("holiday_easter", "The hospital opened on Good Friday 2016.", "Good Friday 2016", on(east(-2), 2016)),
    ("holiday_easter", "The ceremony fell on Pentecost 2020.", "Pentecost 2020", on(east(49), 2020)),
    ("holiday_easter", "Lambs were born around Easter 2019.", "Easter 2019", on(east(0), 2019)),
    ("holiday_easter", "Church was packed on Easter Sunday 2015.", "Easter Sunday 2015", on(east(0), 2015)),
    ("holiday_easter", "The fair was on Whit Monday 2016.", "Whit Monday 2016", on(east(50), 2016)),
    ("holiday_easter", "Lent starts on Ash Wednesday 2014.", "Ash Wednesday 2014", on(east(-46), 2014)),
    # -- holidays of other calendars (dates from the libraries listed above)
    ("holiday_other_calendar", "Lights everywhere for Diwali.", "Diwali", fut(cal("diwali"))),
    ("holiday_other_calendar", "We were in Delhi for Diwali 2014.", "Diwali 2014", on(cal("diwali"), 2014)),
    ("holiday_other_calendar", "Dumplings on Chinese New Year!", "Chinese New Year", fut(cal("lunar_new_year"))),
    ("holiday_other_calendar", "The markets closed for Lunar New Year 2015.", "Lunar New Year 2015", on(cal("lunar_new_year"), 2015)),
    ("holiday_other_calendar", "The office is quiet on Yom Kippur.", "Yom Kippur", fut(cal("yom_kippur"))),
    ("holiday_other_calendar", "Fasting on Yom Kippur 2015 was hard.", "Yom Kippur 2015", on(cal("yom_kippur"), 2015)),
    ("holiday_other_calendar", "Apples and honey for Rosh Hashanah.", "Rosh Hashanah", fut(cal("rosh_hashanah"))),
    ("holiday_other_calendar", "Lanterns at the temple on Vesak.", "Vesak", fut(cal("vesak"))),
    ("holiday_other_calendar", "The temple was full on Vesak 2014.", "Vesak 2014", on(cal("vesak"), 2014)),
    ("holiday_other_calendar", "Colours everywhere on Holi.", "Holi", fut(cal("holi"))),
    ("holiday_other_calendar", "Feast with the neighbours on Eid al-Fitr.", "Eid al-Fitr", fut(cal("eid_al_fitr"))),
    ("holiday_other_calendar", "Fasting begins on the first day of Ramadan.", "the first day of Ramadan", fut(cal("ramadan_start"))),
    ("holiday_other_calendar", "Light the menorah on the first day of Hanukkah.", "the first day of Hanukkah", fut(cal("hanukkah"))),
    # -- offsets from the reference date-time
    ("offset", "Call me back in 2 hours.", "in 2 hours", T + "06:30"),
    ("offset", "Remind me in 30 minutes.", "in 30 minutes", T + "05:00"),
    ("offset", "I'll be there in 10 minutes.", "in 10 minutes", T + "04:40"),
    ("offset", "Ping me in an hour.", "in an hour", T + "05:30"),
    ("offset", "Dinner is ready in half an hour.", "in half an hour", T + "05:00"),
    ("offset", "The store opens in 3 hours.", "in 3 hours", T + "07:30"),
    ("offset", "Check the oven in 90 minutes.", "in 90 minutes", T + "06:00"),
    ("offset", "Set an alarm in 20 hours.", "in 20 hours", TM + "00:30"),
    ("offset", "The parcel arrives in 48 hours.", "in 48 hours", "2013-02-14T04:30"),
    ("offset", "Back in 5 mins.", "in 5 mins", T + "04:35"),
    ("offset", "Meeting starts in 2 hrs.", "in 2 hrs", T + "06:30"),
    ("offset", "He called 2 hours ago.", "2 hours ago", T + "02:30"),
    ("offset", "She left an hour ago.", "an hour ago", T + "03:30"),
    ("offset", "I sent it 5 minutes ago.", "5 minutes ago", T + "04:25"),
    ("offset", "The server went down 45 minutes ago.", "45 minutes ago", T + "03:45"),
    ("offset", "I'll finish it in a couple of days.", "in a couple of days", "2013-02-14"),
    ("offset", "The results come in 3 days.", "in 3 days", "2013-02-15"),
    ("offset", "We leave in two days.", "in two days", "2013-02-14"),
    ("offset", "The invoice went out 3 days ago.", "3 days ago", "2013-02-09"),
    ("offset", "I moved in a week ago.", "a week ago", "2013-W06"),
    ("offset", "Let's catch up in two weeks.", "in two weeks", "2013-W09"),
    ("offset", "Follow up in a couple of weeks.", "in a couple of weeks", "2013-W09"),
    ("offset", "The lease ends in 3 months.", "in 3 months", "2013-05"),
    ("offset", "We met 2 months ago.", "2 months ago", "2012-12"),
    ("offset", "I'll graduate in 2 years.", "in 2 years", "2015"),
    ("offset", "They divorced a year ago.", "a year ago", "2012"),
    ("offset", "What did I spend in the last 2 minutes?", "the last 2 minutes", rng(T + "04:28", T + "04:30")),
    ("offset", "Show errors from the past 2 hours.", "the past 2 hours", rng(T + "02:30", T + "04:30")),
    ("offset", "Any alerts in the last 24 hours?", "the last 24 hours", rng("2013-02-11T04:30", T + "04:30")),
    ("offset", "Block the next 2 hours for focus time.", "the next 2 hours", rng(T + "04:30", T + "06:30")),
    ("offset", "Who logged in during the past 30 minutes?", "the past 30 minutes", rng(T + "04:00", T + "04:30")),
    ("offset", "Please send the draft by EOD.", "EOD", "2013-02-12", END),
    ("offset", "I need the numbers by end of day.", "end of day", "2013-02-12", END),
    ("offset", "Ship the fix by EOW.", "EOW", "2013-W07", END),
    ("offset", "Close the books by EOM.", "EOM", "2013-02", END),
    ("offset", "The audit is due by end of year.", "end of year", "2013", END),
    ("offset", "Can we talk tomorrow?", "tomorrow", "2013-02-13"),
    ("offset", "I'm working from home today.", "today", "2013-02-12"),
    ("offset", "The shipment came yesterday.", "yesterday", "2013-02-11"),
    ("offset", "The plumber comes the day after tomorrow.", "the day after tomorrow", "2013-02-14"),
    ("offset", "I saw her the day before yesterday.", "the day before yesterday", "2013-02-10"),
    ("offset", "Let's meet next week.", "next week", "2013-W08"),
    ("offset", "I'm busy this week.", "this week", "2013-W07"),
    ("offset", "The rent goes up next month.", "next month", "2013-03"),
    ("offset", "We'll renovate next year.", "next year", "2014"),
    ("offset", "Sales dropped last month.", "last month", "2013-01"),
    ("offset", "The quote expires in 30 days.", "in 30 days", "2013-03-14"),
    ("offset", "Reply within 24 hours.", "within 24 hours", rng(T + "04:30", "2013-02-13T04:30")),
    # -- clock times as people write them
    ("clock", "The train leaves at 15h00.", "15h00", T + "15:00"),
    ("clock", "Meeting moved to 9h30.", "9h30", T + "09:30"),
    ("clock", "Let's meet at 3p.", "3p", T + "15:00"),
    ("clock", "Call me at 10a.", "10a", T + "10:00"),
    ("clock", "Lunch at half three?", "half three", T + "15:30"),
    ("clock", "The bus comes at a quarter past 3pm.", "a quarter past 3pm", T + "15:15"),
    ("clock", "Pick me up at a quarter to 6pm.", "a quarter to 6pm", T + "17:45"),
    ("clock", "Dinner's at 7:45pm.", "7:45pm", T + "19:45"),
    ("clock", "The gym closes at 17:30.", "17:30", T + "17:30"),
    ("clock", "See you at 3 o'clock.", "3 o'clock", T + "15:00"),
    ("clock", "Lunch at noon?", "noon", T + "12:00"),
    ("clock", "The update rolls out at midnight.", "midnight", TM + "00:00", {ALT: ["2013-02-12T24:00"]}),
    ("clock", "Let's sync at 1030.", "1030", T + "10:30"),
    ("clock", "The shuttle departs at 0800.", "0800", T + "08:00"),
    ("clock", "Stand-up at 9am.", "9am", T + "09:00"),
    ("clock", "Drinks at 6.30pm.", "6.30pm", T + "18:30"),
    ("clock", "The call is at 10 past 4 pm.", "10 past 4 pm", T + "16:10"),
    ("clock", "Wake me at 3am.", "3am", TM + "03:00"),
    ("clock", "The backup runs at 2am.", "2am", TM + "02:00"),
    ("clock", "My flight boards at 4:15am.", "4:15am", TM + "04:15"),
    ("clock", "The cab comes at 4:45am.", "4:45am", T + "04:45"),
    ("clock", "Lights out at 11pm.", "11pm", T + "23:00"),
    ("clock", "Call at 3 in the afternoon.", "3 in the afternoon", T + "15:00"),
    ("clock", "The market opens at 7 in the morning.", "7 in the morning", T + "07:00"),
    ("clock", "The show starts at 9 this evening.", "9 this evening", T + "21:00"),
    ("clock", "The webinar is at 5 pm GMT.", "5 pm GMT", T + "17:00Z"),
    ("clock", "Standup is at 3pm EST.", "3pm EST", T + "15:00-05:00"),
    ("clock", "The launch is at 15:00 CET.", "15:00 CET", T + "15:00+01:00"),
    ("clock", "Meet me at 3.", "3", T + "15:00"),
    ("clock", "Coffee at 8?", "8", T + "08:00"),
    ("clock", "The call is at half past nine.", "half past nine", T + "09:30", {ALT: [T + "21:30"]}),
    ("clock", "The doctor sees me at twenty to eleven.", "twenty to eleven", T + "10:40"),
    ("clock", "Set the alarm for 6:15 am.", "6:15 am", T + "06:15"),
    ("clock", "Check-in closes at 23:45.", "23:45", T + "23:45"),
    ("clock", "The stream goes live at 8 p.m.", "8 p.m.", T + "20:00"),
    ("clock", "Doors open at 7.30 pm.", "7.30 pm", T + "19:30"),
    ("clock", "Quiet hours start at 22h.", "22h", T + "22:00"),
    ("clock", "The bakery opens at 5 a.m.", "5 a.m.", T + "05:00"),
    # -- a date with its time, as one expression
    ("date_time", "Dinner at 8 tonight.", "8 tonight", T + "20:00"),
    ("date_time", "Can we do tomorrow at 5?", "tomorrow at 5", TM + "05:00", {ALT: [TM + "17:00"]}),
    ("date_time", "Pick me up tomorrow at 5pm.", "tomorrow at 5pm", TM + "17:00"),
    ("date_time", "The call is Thursday 8h GMT.", "Thursday 8h GMT", "2013-02-14T08:00Z"),
    ("date_time", "Let's meet Friday at 3 pm.", "Friday at 3 pm", "2013-02-15T15:00"),
    ("date_time", "Book the room for 3 pm on Friday.", "3 pm on Friday", "2013-02-15T15:00"),
    ("date_time", "I'll call tomorrow morning at 9.", "tomorrow morning at 9", TM + "09:00"),
    ("date_time", "Drinks tonight at 8?", "tonight at 8", T + "20:00"),
    ("date_time", "The dentist is Monday at 10am.", "Monday at 10am", "2013-02-18T10:00"),
    ("date_time", "Lunch next Tuesday at noon.", "next Tuesday at noon", "2013-02-19T12:00"),
    ("date_time", "The webinar is on March 3rd at 2pm.", "March 3rd at 2pm", "2013-03-03T14:00"),
    ("date_time", "Interview on Feb 20 at 9:30.", "Feb 20 at 9:30", "2013-02-20T09:30"),
    ("date_time", "The car is ready tomorrow at 7:30am.", "tomorrow at 7:30am", TM + "07:30"),
    ("date_time", "Status call today at 4pm.", "today at 4pm", T + "16:00"),
    ("date_time", "The alarm went off yesterday at 6pm.", "yesterday at 6pm", "2013-02-11T18:00"),
    ("date_time", "Brunch this Saturday at 11.", "this Saturday at 11", "2013-02-16T11:00"),
    ("date_time", "Let's start at 9 tomorrow.", "9 tomorrow", TM + "09:00"),
    ("date_time", "The plumber comes Wednesday morning at 8.", "Wednesday morning at 8", "2013-02-13T08:00"),
    ("date_time", "The exam is on the 20th at 3pm.", "the 20th at 3pm", "2013-02-20T15:00"),
    ("date_time", "Fireworks July 4th at 9pm.", "July 4th at 9pm", "2013-07-04T21:00"),
    ("date_time", "Mass is on Christmas Eve at 6pm.", "Christmas Eve at 6pm", "2013-12-24T18:00"),
    ("date_time", "The flight is Sunday at 06:40.", "Sunday at 06:40", "2013-02-17T06:40"),
    ("date_time", "Deadline: Friday 5pm.", "Friday 5pm", "2013-02-15T17:00"),
    ("date_time", "Call me tomorrow at 14:00.", "tomorrow at 14:00", TM + "14:00"),
    ("date_time", "Pickup on Feb 14 at 7 pm.", "Feb 14 at 7 pm", "2013-02-14T19:00"),
    # -- parts of day and seasons
    ("part_of_day", "Are you free tonight?", "tonight", T + "NI"),
    ("part_of_day", "I ran five miles this morning.", "this morning", T + "MO"),
    ("part_of_day", "I'll call you this afternoon.", "this afternoon", T + "AF"),
    ("part_of_day", "We're going out this evening.", "this evening", T + "EV"),
    ("part_of_day", "Let's talk tomorrow morning.", "tomorrow morning", TM + "MO"),
    ("part_of_day", "The party is tomorrow night.", "tomorrow night", TM + "NI"),
    ("part_of_day", "I saw him yesterday evening.", "yesterday evening", "2013-02-11TEV"),
    ("part_of_day", "I slept badly last night.", "last night", "2013-02-11TNI"),
    ("part_of_day", "Movie on Friday night?", "Friday night", "2013-02-15TNI"),
    ("part_of_day", "Pancakes on Sunday morning.", "Sunday morning", "2013-02-17TMO"),
    ("part_of_day", "The delivery is Thursday afternoon.", "Thursday afternoon", "2013-02-14TAF"),
    ("part_of_day", "I can do tomorrow afternoon.", "tomorrow afternoon", TM + "AF"),
    ("part_of_day", "Let's go camping this summer.", "this summer", "2013-SU"),
    ("part_of_day", "The bridge reopens in the fall.", "the fall", "2013-FA"),
    ("part_of_day", "We toured Italy in summer 2015.", "summer 2015", "2015-SU"),
    ("part_of_day", "The app launches in spring 2014.", "spring 2014", "2014-SP"),
    ("part_of_day", "Dinner on Saturday evening.", "Saturday evening", "2013-02-16TEV"),
    ("part_of_day", "I'll finish it tomorrow evening.", "tomorrow evening", TM + "EV"),
    # -- intervals with both ends
    ("interval", "I'm free 3-4pm.", "3-4pm", rng(T + "15:00", T + "16:00")),
    ("interval", "Office hours from 9 to 11am.", "from 9 to 11am", rng(T + "09:00", T + "11:00")),
    ("interval", "The workshop runs 3:30 to 6 PM.", "3:30 to 6 PM", rng(T + "15:30", T + "18:00")),
    ("interval", "Call between 2 and 4 pm.", "between 2 and 4 pm", rng(T + "14:00", T + "16:00")),
    ("interval", "We're away from the 13th to the 15th of July.", "from the 13th to the 15th of July", rng("2013-07-13", "2013-07-15")),
    ("interval", "Conference: Aug 8 - Aug 12.", "Aug 8 - Aug 12", rng("2013-08-08", "2013-08-12")),
    ("interval", "The exhibition is from March 3 to March 7.", "from March 3 to March 7", rng("2013-03-03", "2013-03-07")),
    ("interval", "The course runs June 10-14.", "June 10-14", rng("2013-06-10", "2013-06-14")),
    ("interval", "I'm off from Thursday to Saturday.", "from Thursday to Saturday", rng("2013-02-14", "2013-02-16")),
    ("interval", "I lived there between 2010 and 2012.", "between 2010 and 2012", rng("2010", "2012")),
    ("interval", "He coached the team 2015-2017.", "2015-2017", rng("2015", "2017")),
    ("interval", "The pool is open from May to July.", "from May to July", rng("2013-05", "2013-07")),
    ("interval", "Training from 9am to 5pm tomorrow.", "from 9am to 5pm tomorrow", rng(TM + "09:00", TM + "17:00")),
    ("interval", "The room is booked from the 8th to the 11th.", "from the 8th to the 11th", rng("2013-03-08", "2013-03-11")),
    ("interval", "The shop closes Dec 24 to Jan 2.", "Dec 24 to Jan 2", rng("2013-12-24", "2014-01-02")),
    ("interval", "The trip is from Monday to Wednesday.", "from Monday to Wednesday", rng("2013-02-18", "2013-02-20")),
    ("interval", "Support hours 10:00-18:00.", "10:00-18:00", rng(T + "10:00", T + "18:00")),
    ("interval", "We rented the cabin July 1st through July 10th.", "July 1st through July 10th", rng("2013-07-01", "2013-07-10")),
    ("interval", "The sale runs from 20 to 25 February.", "from 20 to 25 February", rng("2013-02-20", "2013-02-25")),
    ("interval", "The festival is from 2 to 5 May 2014.", "from 2 to 5 May 2014", rng("2014-05-02", "2014-05-05")),
    ("interval", "Classes resume at the end of April.", "the end of April", "2013-04", END),
    ("interval", "Rent is due at the end of the month.", "the end of the month", "2013-02", END),
    ("interval", "The roof gets fixed in early March.", "early March", "2013-03", START),
    ("interval", "The lease starts mid-June.", "mid-June", "2013-06", MID),
    ("interval", "The merger closes in late 2014.", "late 2014", "2014", END),
    ("interval", "Book leave for the first week of May.", "the first week of May", "2013-W18", {ALT: ["2013-W19"]}),
    ("interval", "The audit is in the last week of June.", "the last week of June", "2013-W26"),
    ("interval", "Any plans for this weekend?", "this weekend", "2013-W07-WE"),
    ("interval", "The beta ends at the end of 2013.", "the end of 2013", "2013", END),
    ("interval", "The plant was shut from 2008 to 2011.", "from 2008 to 2011", rng("2008", "2011")),
    ("interval", "I'm in Berlin Feb 18-22.", "Feb 18-22", rng("2013-02-18", "2013-02-22")),
    ("interval", "Maintenance window 01:00-03:00 tomorrow.", "01:00-03:00 tomorrow", rng(TM + "01:00", TM + "03:00")),
    # -- numeric dates (en: M/D/Y)
    ("numeric_date", "The invoice is dated 3/3/15.", "3/3/15", "2015-03-03"),
    ("numeric_date", "Payment due 2/15.", "2/15", "2013-02-15"),
    ("numeric_date", "Party on 12/25!", "12/25", "2013-12-25"),
    ("numeric_date", "The lease starts 4/1/2013.", "4/1/2013", "2013-04-01"),
    ("numeric_date", "Receipt from 10/31/2014.", "10/31/2014", "2014-10-31"),
    ("numeric_date", "Renewal on 1/15.", "1/15", "2014-01-15"),
    ("numeric_date", "Meeting on 06/07/2013.", "06/07/2013", "2013-06-07"),
    ("numeric_date", "Signed 2/14/13.", "2/14/13", "2013-02-14"),
    ("numeric_date", "Closing date 11-28-2019.", "11-28-2019", "2019-11-28"),
    ("numeric_date", "Deployed on 2013-05-06.", "2013-05-06", "2013-05-06"),
    ("numeric_date", "Dentist 5/6.", "5/6", "2013-05-06"),
    ("numeric_date", "The survey closes 3/20.", "3/20", "2013-03-20"),
    ("numeric_date", "The flag was signed 07/04/1976.", "07/04/1976", "1976-07-04"),
    ("numeric_date", "He was born 12/31/99.", "12/31/99", "1999-12-31"),
    ("numeric_date", "Submit by 2/28.", "2/28", "2013-02-28"),
    ("numeric_date", "Concert 8/8.", "8/8", "2013-08-08"),
    ("numeric_date", "Move the 2/20 deadline.", "2/20", "2013-02-20"),
    ("numeric_date", "Contract signed 3/15/2016.", "3/15/2016", "2016-03-15"),
    ("numeric_date", "The API changed on 2014-01-15.", "2014-01-15", "2014-01-15"),
    ("numeric_date", "Photos from 7/4/12.", "7/4/12", "2012-07-04"),
    # -- quarters and halves
    ("quarter", "Revenue guidance for 18q4.", "18q4", "2018-Q4"),
    ("quarter", "How are sales this qtr?", "this qtr", "2013-Q1"),
    ("quarter", "The feature ships in Q3.", "Q3", "2013-Q3"),
    ("quarter", "Hiring resumes next quarter.", "next quarter", "2013-Q2"),
    ("quarter", "Margins fell last quarter.", "last quarter", "2012-Q4"),
    ("quarter", "Budget for Q1 2014.", "Q1 2014", "2014-Q1"),
    ("quarter", "Earnings for 2Q13.", "2Q13", "2013-Q2"),
    ("quarter", "Growth slowed in the third quarter of 2012.", "the third quarter of 2012", "2012-Q3"),
    ("quarter", "The plan for Q4'15.", "Q4'15", "2015-Q4"),
    ("quarter", "Targets for this quarter.", "this quarter", "2013-Q1"),
    ("quarter", "Review in next qtr.", "next qtr", "2013-Q2"),
    ("quarter", "Results for 1H 2014.", "1H 2014", "2014-H1"),
    ("quarter", "Layoffs in the first half of 2015.", "the first half of 2015", "2015-H1"),
    ("quarter", "Forecast for q2 2013.", "q2 2013", "2013-Q2"),
    ("quarter", "Roadmap for 19Q1.", "19Q1", "2019-Q1"),
    ("quarter", "Bonuses are paid in the fourth quarter.", "the fourth quarter", "2013-Q4"),
    # -- abbreviated weekdays
    ("weekday_abbrev", "Can we move it to thu?", "thu", "2013-02-14"),
    ("weekday_abbrev", "See you mon.", "mon.", "2013-02-18"),
    ("weekday_abbrev", "Drinks fri?", "fri", "2013-02-15"),
    ("weekday_abbrev", "Standup moved to Wed.", "Wed", "2013-02-13"),
    ("weekday_abbrev", "Soccer on sat?", "sat", "2013-02-16"),
    ("weekday_abbrev", "Brunch sun.", "sun.", "2013-02-17"),
    ("weekday_abbrev", "Available Thurs for a call.", "Thurs", "2013-02-14"),
    ("weekday_abbrev", "Delivery Mon 18th.", "Mon 18th", "2013-02-18"),
    ("weekday_abbrev", "Flight Fri 15 Feb.", "Fri 15 Feb", "2013-02-15"),
    ("weekday_abbrev", "Party Sat.", "Sat.", "2013-02-16"),
    ("weekday_abbrev", "Gym weds after work.", "weds", "2013-02-13"),
    ("weekday_abbrev", "Call on Thu.", "Thu.", "2013-02-14"),
    ("weekday_abbrev", "Review on Mon.", "Mon.", "2013-02-18"),
    ("weekday_abbrev", "Lunch Fri.", "Fri.", "2013-02-15"),
    # -- durations
    ("duration", "The meeting lasted 2 hours.", "2 hours", "PT2H"),
    ("duration", "We stayed for 3 days.", "3 days", "P3D"),
    ("duration", "The talk ran 45 minutes.", "45 minutes", "PT45M"),
    ("duration", "I'm taking a 2-week trip.", "2-week", "P2W"),
    ("duration", "The warranty covers 6 months.", "6 months", "P6M"),
    ("duration", "Boil the eggs for 10 minutes.", "10 minutes", "PT10M"),
]

ES: List[Entry] = [
    # -- festivos
    ("holiday_fixed", "¿Vienes a casa por Navidad?", "Navidad", fut(fixed(12, 25))),
    ("holiday_fixed", "Cenamos juntos en Nochebuena.", "Nochebuena", fut(fixed(12, 24))),
    ("holiday_fixed", "¿Qué haces en Nochevieja?", "Nochevieja", fut(fixed(12, 31))),
    ("holiday_fixed", "La tienda cierra el día de Año Nuevo.", "el día de Año Nuevo", fut(fixed(1, 1))),
    ("holiday_fixed", "Los niños esperan el Día de Reyes.", "el Día de Reyes", fut(fixed(1, 6))),
    ("holiday_fixed", "Reserva una mesa para San Valentín.", "San Valentín", fut(fixed(2, 14))),
    ("holiday_fixed", "El desfile es el Día de la Hispanidad.", "el Día de la Hispanidad", fut(fixed(10, 12))),
    ("holiday_fixed", "Vamos al cementerio el día de Todos los Santos.", "el día de Todos los Santos", fut(fixed(11, 1))),
    ("holiday_fixed", "El puente del Día de la Constitución es largo.", "el Día de la Constitución", fut(fixed(12, 6))),
    ("holiday_fixed", "Hay manifestación el Día del Trabajo.", "el Día del Trabajo", fut(fixed(5, 1))),
    ("holiday_fixed", "Nos conocimos en la Navidad de 2010.", "la Navidad de 2010", on(fixed(12, 25), 2010)),
    ("holiday_fixed", "El altar se pone el Día de Muertos.", "el Día de Muertos", fut(fixed(11, 2))),
    ("holiday_fixed", "Las Fallas terminan el día de San José.", "el día de San José", fut(fixed(3, 19))),
    ("holiday_fixed", "Es festivo el día de la Inmaculada.", "el día de la Inmaculada", fut(fixed(12, 8))),
    ("holiday_fixed", "Brindamos en Nochevieja de 2015.", "Nochevieja de 2015", on(fixed(12, 31), 2015)),
    # -- Pascua y fiestas móviles
    ("holiday_easter", "Vamos al pueblo en Semana Santa.", "Semana Santa", rng(fut(east(-7)), fut(east(0)))),
    ("holiday_easter", "Comemos torrijas el Viernes Santo.", "el Viernes Santo", fut(east(-2))),
    ("holiday_easter", "La procesión sale el Jueves Santo.", "el Jueves Santo", fut(east(-3))),
    ("holiday_easter", "El Domingo de Resurrección hay misa a las doce.", "El Domingo de Resurrección", fut(east(0))),
    ("holiday_easter", "En Cataluña el Lunes de Pascua es festivo.", "el Lunes de Pascua", fut(east(1))),
    ("holiday_easter", "Llevamos palmas el Domingo de Ramos.", "el Domingo de Ramos", fut(east(-7))),
    ("holiday_easter", "La ceniza se impone el Miércoles de Ceniza.", "el Miércoles de Ceniza", fut(east(-46))),
    ("holiday_easter", "La romería es en Pentecostés.", "Pentecostés", fut(east(49))),
    ("holiday_easter", "En Toledo celebran el Corpus Christi.", "el Corpus Christi", fut(east(60))),
    ("holiday_easter", "Viajamos en la Semana Santa de 2014.", "la Semana Santa de 2014", rng(on(east(-7), 2014), on(east(0), 2014))),
    ("holiday_easter", "Nos casamos en la Pascua de 2019.", "la Pascua de 2019", on(east(0), 2019)),
    ("holiday_easter", "El desfile de carnaval es el martes de carnaval.", "el martes de carnaval", fut(east(-47))),
    # -- n-ésimo día de la semana y otros calendarios
    ("holiday_nth_weekday", "Le compré flores para el Día de la Madre.", "el Día de la Madre", fut(nth(1, 6, 5)), {ALT: ["2013-05-10", "2013-05-12"]}),
    ("holiday_nth_weekday", "Mis primos celebran Acción de Gracias.", "Acción de Gracias", fut(nth(4, 3, 11))),
    ("holiday_nth_weekday", "Compraré la tele el Black Friday.", "el Black Friday", fut(nth(4, 3, 11, plus=1))),
    ("holiday_nth_weekday", "La reunión es el último lunes de marzo.", "el último lunes de marzo", fut(nth(-1, 0, 3))),
    ("holiday_nth_weekday", "El club se reúne el primer viernes de marzo.", "el primer viernes de marzo", fut(nth(1, 4, 3))),
    ("holiday_nth_weekday", "La feria abre el segundo sábado de abril.", "el segundo sábado de abril", fut(nth(2, 5, 4))),
    ("holiday_other_calendar", "Cenamos fuera por el Año Nuevo chino.", "el Año Nuevo chino", fut(cal("lunar_new_year"))),
    ("holiday_other_calendar", "Encendimos velas en Diwali.", "Diwali", fut(cal("diwali"))),
    ("holiday_other_calendar", "El ayuno empieza el primer día de Ramadán.", "el primer día de Ramadán", fut(cal("ramadan_start"))),
    # -- desplazamientos desde ahora
    ("offset", "Llámame dentro de 2 horas.", "dentro de 2 horas", T + "06:30"),
    ("offset", "Te aviso en 2 horas.", "en 2 horas", T + "06:30"),
    ("offset", "El pago llega dentro de 15 días.", "dentro de 15 días", "2013-02-27"),
    ("offset", "Lo termino en un par de días.", "en un par de días", "2013-02-14"),
    ("offset", "Me escribió hace 3 días.", "hace 3 días", "2013-02-09"),
    ("offset", "Salió hace una hora.", "hace una hora", T + "03:30"),
    ("offset", "La cena está lista dentro de media hora.", "dentro de media hora", T + "05:00"),
    ("offset", "Llego en 10 minutos.", "en 10 minutos", T + "04:40"),
    ("offset", "Nos vimos hace 2 semanas.", "hace 2 semanas", "2013-W05"),
    ("offset", "El contrato vence dentro de 3 meses.", "dentro de 3 meses", "2013-05"),
    ("offset", "Me mudo en 1 año.", "en 1 año", "2014"),
    ("offset", "¿Qué pasó en los últimos 5 minutos?", "los últimos 5 minutos", rng(T + "04:25", T + "04:30")),
    ("offset", "Muestra los errores de las últimas 2 horas.", "las últimas 2 horas", rng(T + "02:30", T + "04:30")),
    ("offset", "Viene el fontanero pasado mañana.", "pasado mañana", "2013-02-14"),
    ("offset", "Mañana tengo médico.", "Mañana", "2013-02-13"),
    ("offset", "Ayer llovió mucho.", "Ayer", "2013-02-11"),
    ("offset", "Hoy trabajo desde casa.", "Hoy", "2013-02-12"),
    ("offset", "La vi anteayer.", "anteayer", "2013-02-10"),
    ("offset", "Quedamos la semana que viene.", "la semana que viene", "2013-W08"),
    ("offset", "Las ventas bajaron el mes pasado.", "el mes pasado", "2013-01"),
    ("offset", "Cambiamos de coche el próximo año.", "el próximo año", "2014"),
    ("offset", "Envíame el informe antes del final del día.", "el final del día", "2013-02-12", END),
    ("offset", "Hace media hora que espero.", "Hace media hora", T + "04:00"),
    # -- horas
    ("clock", "El tren sale a las 15h00.", "las 15h00", T + "15:00"),
    ("clock", "Te llamo a las 3 de la tarde.", "las 3 de la tarde", T + "15:00"),
    ("clock", "Quedamos a las tres y media.", "las tres y media", T + "15:30"),
    ("clock", "La cena es a las 8 de la noche.", "las 8 de la noche", T + "20:00"),
    ("clock", "Abren a las 9 de la mañana.", "las 9 de la mañana", T + "09:00"),
    ("clock", "El bus pasa a las cinco menos cuarto.", "las cinco menos cuarto", T + "04:45", {ALT: [T + "16:45"]}),
    ("clock", "El gimnasio cierra a las 17:30.", "las 17:30", T + "17:30"),
    ("clock", "Comemos al mediodía.", "mediodía", T + "12:00"),
    ("clock", "La actualización es a medianoche.", "medianoche", TM + "00:00", {ALT: ["2013-02-12T24:00"]}),
    ("clock", "La clase empieza a las 10 y cuarto.", "las 10 y cuarto", T + "10:15"),
    ("clock", "La copia de seguridad corre a las 2 de la madrugada.", "las 2 de la madrugada", TM + "02:00"),
    ("clock", "El taxi llega a las 7 y 20.", "las 7 y 20", T + "07:20"),
    ("clock", "Nos vemos a las 3.", "las 3", T + "15:00"),
    ("clock", "El vuelo despega a las 22h.", "las 22h", T + "22:00"),
    # -- fecha con hora, partes del día
    ("date_time", "Recógeme mañana a las 5 de la tarde.", "mañana a las 5 de la tarde", TM + "17:00"),
    ("date_time", "La cita es el viernes a las 3.", "el viernes a las 3", "2013-02-15T03:00", {ALT: ["2013-02-15T15:00"]}),
    ("date_time", "Cenamos esta noche a las 8.", "esta noche a las 8", T + "20:00"),
    ("date_time", "La llamada es el jueves a las 8h.", "el jueves a las 8h", "2013-02-14T08:00"),
    ("date_time", "El dentista es el lunes a las 10 de la mañana.", "el lunes a las 10 de la mañana", "2013-02-18T10:00"),
    ("date_time", "Reunión hoy a las 4 de la tarde.", "hoy a las 4 de la tarde", T + "16:00"),
    ("date_time", "La entrevista es el 20 de febrero a las 9:30.", "el 20 de febrero a las 9:30", "2013-02-20T09:30"),
    ("part_of_day", "Te llamo mañana por la mañana.", "mañana por la mañana", TM + "MO"),
    ("part_of_day", "Esta tarde voy al médico.", "Esta tarde", T + "AF"),
    ("part_of_day", "¿Salimos esta noche?", "esta noche", T + "NI"),
    ("part_of_day", "Anoche dormí fatal.", "Anoche", "2013-02-11TNI"),
    ("part_of_day", "Cine el sábado por la noche.", "el sábado por la noche", "2013-02-16TNI"),
    ("part_of_day", "Iremos a la playa este verano.", "este verano", "2013-SU"),
    # -- intervalos
    ("interval", "Estoy libre de 3 a 4 de la tarde.", "de 3 a 4 de la tarde", rng(T + "15:00", T + "16:00")),
    ("interval", "Estaremos fuera del 13 al 15 de julio.", "del 13 al 15 de julio", rng("2013-07-13", "2013-07-15")),
    ("interval", "El congreso es del 8 al 12 de agosto.", "del 8 al 12 de agosto", rng("2013-08-08", "2013-08-12")),
    ("interval", "Viajo entre el lunes y el miércoles.", "entre el lunes y el miércoles", rng("2013-02-18", "2013-02-20")),
    ("interval", "La piscina abre de mayo a julio.", "de mayo a julio", rng("2013-05", "2013-07")),
    ("interval", "Las clases vuelven a finales de abril.", "finales de abril", "2013-04", END),
    ("interval", "Arreglan el tejado a principios de marzo.", "principios de marzo", "2013-03", START),
    ("interval", "Pide vacaciones la primera semana de mayo.", "la primera semana de mayo", "2013-W18", {ALT: ["2013-W19"]}),
    ("interval", "Viví allí de 2010 a 2012.", "de 2010 a 2012", rng("2010", "2012")),
    ("interval", "El contrato empieza a mediados de junio.", "mediados de junio", "2013-06", MID),
    ("interval", "Horario de 9 a 14 h.", "de 9 a 14 h", rng(T + "09:00", T + "14:00")),
    # -- fechas numéricas (D/M/A)
    ("numeric_date", "La factura es del 3/3/15.", "3/3/15", "2015-03-03"),
    ("numeric_date", "El pago vence el 15/2.", "15/2", "2013-02-15"),
    ("numeric_date", "Fiesta el 25/12.", "25/12", "2013-12-25"),
    ("numeric_date", "El alquiler empieza el 1/4/2013.", "1/4/2013", "2013-04-01"),
    ("numeric_date", "Cita el 12/3.", "12/3", "2013-03-12"),
    ("numeric_date", "Recibo del 31/10/2014.", "31/10/2014", "2014-10-31"),
    ("numeric_date", "Entrega el 20/02.", "20/02", "2013-02-20"),
    ("numeric_date", "Firmado el 6-7-2013.", "6-7-2013", "2013-07-06"),
    # -- trimestres
    ("quarter", "Las ventas del primer trimestre fueron buenas.", "primer trimestre", "2013-Q1"),
    ("quarter", "¿Cómo va este trimestre?", "este trimestre", "2013-Q1"),
    ("quarter", "Contratamos el próximo trimestre.", "el próximo trimestre", "2013-Q2"),
    ("quarter", "El PIB cayó en el tercer trimestre de 2012.", "el tercer trimestre de 2012", "2012-Q3"),
    ("quarter", "Objetivos para el T4 2018.", "T4 2018", "2018-Q4"),
    ("quarter", "Los márgenes bajaron el trimestre pasado.", "el trimestre pasado", "2012-Q4"),
    # -- días de la semana abreviados
    ("weekday_abbrev", "Revisión el lun.", "lun.", "2013-02-18"),
    ("weekday_abbrev", "¿Lo pasamos al jue?", "jue", "2013-02-14"),
    ("weekday_abbrev", "Cena el vie.", "vie.", "2013-02-15"),
    ("weekday_abbrev", "Partido el sáb.", "sáb.", "2013-02-16"),
    ("weekday_abbrev", "Reunión el mié.", "mié.", "2013-02-13"),
    ("weekday_abbrev", "Comida familiar el dom.", "dom.", "2013-02-17"),
    # -- duraciones
    ("duration", "La reunión duró 2 horas.", "2 horas", "PT2H"),
    ("duration", "Nos quedamos 3 días.", "3 días", "P3D"),
]

DE: List[Entry] = [
    # -- Feiertage mit festem Datum
    ("holiday_fixed", "Kommst du Weihnachten nach Hause?", "Weihnachten", fut(fixed(12, 25))),
    ("holiday_fixed", "Wir feiern Heiligabend bei Oma.", "Heiligabend", fut(fixed(12, 24))),
    ("holiday_fixed", "Was machst du an Silvester?", "Silvester", fut(fixed(12, 31))),
    ("holiday_fixed", "An Neujahr ist alles zu.", "Neujahr", fut(fixed(1, 1))),
    ("holiday_fixed", "Am Tag der Deutschen Einheit fahren wir weg.", "Tag der Deutschen Einheit", fut(fixed(10, 3))),
    ("holiday_fixed", "Am Maifeiertag wird gegrillt.", "Maifeiertag", fut(fixed(5, 1))),
    ("holiday_fixed", "An Allerheiligen besuchen wir das Grab.", "Allerheiligen", fut(fixed(11, 1))),
    ("holiday_fixed", "Die Kinder stellen am Nikolaustag Stiefel raus.", "Nikolaustag", fut(fixed(12, 6))),
    ("holiday_fixed", "Blumen zum Valentinstag.", "Valentinstag", fut(fixed(2, 14))),
    ("holiday_fixed", "Am Reformationstag ist schulfrei.", "Reformationstag", fut(fixed(10, 31))),
    ("holiday_fixed", "Die Sternsinger kommen an Heilige Drei Könige.", "Heilige Drei Könige", fut(fixed(1, 6))),
    ("holiday_fixed", "Wir haben uns Weihnachten 2010 kennengelernt.", "Weihnachten 2010", on(fixed(12, 25), 2010)),
    ("holiday_fixed", "Am zweiten Weihnachtsfeiertag kommt die Familie.", "zweiten Weihnachtsfeiertag", fut(fixed(12, 26))),
    ("holiday_fixed", "Silvester 2015 war laut.", "Silvester 2015", on(fixed(12, 31), 2015)),
    ("holiday_fixed", "Am 1. Mai ist Demo.", "1. Mai", fut(fixed(5, 1))),
    # -- Ostern und bewegliche Feste
    ("holiday_easter", "Wir fahren über Ostern weg.", "Ostern", fut(east(0))),
    ("holiday_easter", "Ostermontag ist frei.", "Ostermontag", fut(east(1))),
    ("holiday_easter", "An Karfreitag gibt es Fisch.", "Karfreitag", fut(east(-2))),
    ("holiday_easter", "Gründonnerstag essen wir Spinat.", "Gründonnerstag", fut(east(-3))),
    ("holiday_easter", "Pfingsten fahren wir an die See.", "Pfingsten", fut(east(49))),
    ("holiday_easter", "Pfingstmontag hat der Laden zu.", "Pfingstmontag", fut(east(50))),
    ("holiday_easter", "Christi Himmelfahrt ist ein Donnerstag.", "Christi Himmelfahrt", fut(east(39))),
    ("holiday_easter", "In Bayern ist Fronleichnam frei.", "Fronleichnam", fut(east(60))),
    ("holiday_easter", "Am Aschermittwoch ist alles vorbei.", "Aschermittwoch", fut(east(-46))),
    ("holiday_easter", "Der Umzug ist am Rosenmontag.", "Rosenmontag", fut(east(-48))),
    ("holiday_easter", "Ostern 2019 waren wir in Rom.", "Ostern 2019", on(east(0), 2019)),
    ("holiday_easter", "Pfingsten 2020 fiel aus.", "Pfingsten 2020", on(east(49), 2020)),
    ("holiday_easter", "Heute ist Faschingsdienstag.", "Faschingsdienstag", fut(east(-47))),
    # -- n-ter Wochentag, Berechnungen, andere Kalender
    ("holiday_nth_weekday", "Zum Muttertag gibt es Blumen.", "Muttertag", fut(nth(2, 6, 5))),
    ("holiday_easter", "Am Vatertag wandern die Männer.", "Vatertag", fut(east(39))),
    ("holiday_nth_weekday", "Unsere Freunde in den USA feiern Thanksgiving.", "Thanksgiving", fut(nth(4, 3, 11))),
    ("holiday_nth_weekday", "In der Kirche ist Erntedankfest.", "Erntedankfest", fut(nth(1, 6, 10))),
    ("holiday_nth_weekday", "In Sachsen ist am Buß- und Bettag frei.", "Buß- und Bettag", fut(weekday_before(11, 23, 2))),
    ("holiday_nth_weekday", "Wir zünden am ersten Advent die erste Kerze an.", "ersten Advent", fut(advent1)),
    ("holiday_nth_weekday", "Das Treffen ist am letzten Montag im März.", "letzten Montag im März", fut(nth(-1, 0, 3))),
    ("holiday_nth_weekday", "Der Stammtisch ist am ersten Freitag im März.", "ersten Freitag im März", fut(nth(1, 4, 3))),
    ("holiday_other_calendar", "Wir essen zum chinesischen Neujahrsfest Teigtaschen.", "chinesischen Neujahrsfest", fut(cal("lunar_new_year"))),
    ("holiday_other_calendar", "Unsere Nachbarn fasten an Jom Kippur.", "Jom Kippur", fut(cal("yom_kippur"))),
    # -- Versatz von jetzt
    ("offset", "Ruf mich in 2 Stunden an.", "in 2 Stunden", T + "06:30"),
    ("offset", "Das Essen ist in einer halben Stunde fertig.", "in einer halben Stunde", T + "05:00"),
    ("offset", "Wir fahren in zwei Tagen.", "in zwei Tagen", "2013-02-14"),
    ("offset", "Die Rechnung kam vor 3 Tagen.", "vor 3 Tagen", "2013-02-09"),
    ("offset", "Er hat vor einer Stunde angerufen.", "vor einer Stunde", T + "03:30"),
    ("offset", "Ich bin in 10 Minuten da.", "in 10 Minuten", T + "04:40"),
    ("offset", "Wir sehen uns in zwei Wochen.", "in zwei Wochen", "2013-W09"),
    ("offset", "Der Vertrag läuft in drei Monaten aus.", "in drei Monaten", "2013-05"),
    ("offset", "Der Handwerker kommt übermorgen.", "übermorgen", "2013-02-14"),
    ("offset", "Ich habe sie vorgestern gesehen.", "vorgestern", "2013-02-10"),
    ("offset", "Morgen habe ich frei.", "Morgen", "2013-02-13"),
    ("offset", "Gestern hat es geregnet.", "Gestern", "2013-02-11"),
    ("offset", "Heute arbeite ich von zu Hause.", "Heute", "2013-02-12"),
    ("offset", "Lass uns nächste Woche telefonieren.", "nächste Woche", "2013-W08"),
    ("offset", "Der Umsatz sank letzten Monat.", "letzten Monat", "2013-01"),
    ("offset", "Was ist in den letzten 2 Minuten passiert?", "den letzten 2 Minuten", rng(T + "04:28", T + "04:30")),
    ("offset", "Blockiere die nächsten 2 Stunden.", "die nächsten 2 Stunden", rng(T + "04:30", T + "06:30")),
    ("offset", "Wir waren vor 2 Wochen dort.", "vor 2 Wochen", "2013-W05"),
    ("offset", "Schick mir das bis Ende des Tages.", "Ende des Tages", "2013-02-12", END),
    # -- Uhrzeiten
    ("clock", "Der Zug fährt um 15 Uhr.", "15 Uhr", T + "15:00"),
    ("clock", "Das Meeting ist um 15.00 Uhr.", "15.00 Uhr", T + "15:00"),
    ("clock", "Wir treffen uns um halb drei.", "halb drei", T + "14:30"),
    ("clock", "Der Bus kommt um Viertel nach drei.", "Viertel nach drei", T + "15:15"),
    ("clock", "Das Taxi kommt um Viertel vor fünf.", "Viertel vor fünf", T + "04:45", {ALT: [T + "16:45"]}),
    ("clock", "Das Konzert beginnt um 8 Uhr abends.", "8 Uhr abends", T + "20:00"),
    ("clock", "Der Laden öffnet um 9 Uhr morgens.", "9 Uhr morgens", T + "09:00"),
    ("clock", "Das Update läuft um Mitternacht.", "Mitternacht", TM + "00:00", {ALT: ["2013-02-12T24:00"]}),
    ("clock", "Mittagessen um 12 Uhr mittags.", "12 Uhr mittags", T + "12:00"),
    ("clock", "Das Fitnessstudio schließt um 17:30 Uhr.", "17:30 Uhr", T + "17:30"),
    ("clock", "Das Backup läuft um 3 Uhr nachts.", "3 Uhr nachts", TM + "03:00"),
    ("clock", "Wir sehen uns um drei Uhr.", "drei Uhr", T + "15:00"),
    ("clock", "Ich bin gegen 10 Uhr im Büro.", "10 Uhr", T + "10:00"),
    ("clock", "Der Flieger startet um 7.45 Uhr.", "7.45 Uhr", T + "07:45"),
    ("clock", "Treffen um 15h00.", "15h00", T + "15:00"),
    ("clock", "Treffen um 3.", "3", T + "15:00"),
    # -- Datum mit Uhrzeit, Tageszeiten
    ("date_time", "Hol mich morgen um 17 Uhr ab.", "morgen um 17 Uhr", TM + "17:00"),
    ("date_time", "Essen heute Abend um 8.", "heute Abend um 8", T + "20:00"),
    ("date_time", "Der Anruf ist Donnerstag um 8 Uhr.", "Donnerstag um 8 Uhr", "2013-02-14T08:00"),
    ("date_time", "Das Gespräch ist am Freitag um 15 Uhr.", "Freitag um 15 Uhr", "2013-02-15T15:00"),
    ("date_time", "Der Zahnarzt ist Montag um 10 Uhr.", "Montag um 10 Uhr", "2013-02-18T10:00"),
    ("date_time", "Die Lieferung kommt am 20. Februar um 9:30 Uhr.", "20. Februar um 9:30 Uhr", "2013-02-20T09:30"),
    ("part_of_day", "Ich rufe dich morgen früh an.", "morgen früh", TM + "MO"),
    ("part_of_day", "Heute Nachmittag gehe ich zum Arzt.", "Heute Nachmittag", T + "AF"),
    ("part_of_day", "Gehen wir heute Abend aus?", "heute Abend", T + "EV"),
    ("part_of_day", "Gestern Abend war es kalt.", "Gestern Abend", "2013-02-11TEV"),
    ("part_of_day", "Heute Nacht soll es schneien.", "Heute Nacht", T + "NI"),
    ("part_of_day", "Kino am Samstagabend?", "Samstagabend", "2013-02-16TEV"),
    ("part_of_day", "Diesen Sommer fahren wir nach Italien.", "Diesen Sommer", "2013-SU"),
    # -- Intervalle
    ("interval", "Ich habe von 15 bis 16 Uhr Zeit.", "von 15 bis 16 Uhr", rng(T + "15:00", T + "16:00")),
    ("interval", "Wir sind vom 13. bis 15. Juli weg.", "vom 13. bis 15. Juli", rng("2013-07-13", "2013-07-15")),
    ("interval", "Die Messe ist vom 8. bis 12. August.", "vom 8. bis 12. August", rng("2013-08-08", "2013-08-12")),
    ("interval", "Ich bin von Montag bis Mittwoch unterwegs.", "von Montag bis Mittwoch", rng("2013-02-18", "2013-02-20")),
    ("interval", "Die Schule beginnt Ende April.", "Ende April", "2013-04", END),
    ("interval", "Das Dach wird Anfang März repariert.", "Anfang März", "2013-03", START),
    ("interval", "Der Mietvertrag beginnt Mitte Juni.", "Mitte Juni", "2013-06", MID),
    ("interval", "Nimm die erste Maiwoche frei.", "die erste Maiwoche", "2013-W18", {ALT: ["2013-W19"]}),
    ("interval", "Das Freibad hat von Mai bis Juli offen.", "von Mai bis Juli", rng("2013-05", "2013-07")),
    ("interval", "Ich habe von 2010 bis 2012 dort gewohnt.", "von 2010 bis 2012", rng("2010", "2012")),
    ("interval", "Sprechzeiten 10-12 Uhr.", "10-12 Uhr", rng(T + "10:00", T + "12:00")),
    # -- numerische Daten (T.M.J)
    ("numeric_date", "Die Rechnung ist vom 3.3.15.", "3.3.15", "2015-03-03"),
    ("numeric_date", "Zahlung bis 15.2.", "15.2.", "2013-02-15"),
    ("numeric_date", "Wir feiern am 24.12.", "24.12.", "2013-12-24"),
    ("numeric_date", "Der Mietvertrag beginnt am 1.4.2013.", "1.4.2013", "2013-04-01"),
    ("numeric_date", "Termin am 12.03.", "12.03.", "2013-03-12"),
    ("numeric_date", "Beleg vom 31.10.2014.", "31.10.2014", "2014-10-31"),
    ("numeric_date", "Lieferung am 3/3/15.", "3/3/15", "2015-03-03"),
    ("numeric_date", "Abgabe am 15/2.", "15/2", "2013-02-15"),
    # -- Quartale
    ("quarter", "Der Umsatz im vierten Quartal 2018 stieg.", "vierten Quartal 2018", "2018-Q4"),
    ("quarter", "Wie läuft dieses Quartal?", "dieses Quartal", "2013-Q1"),
    ("quarter", "Wir stellen im nächsten Quartal ein.", "nächsten Quartal", "2013-Q2"),
    ("quarter", "Die Zahlen für Q3 2012 sind da.", "Q3 2012", "2012-Q3"),
    ("quarter", "Die Marge sank im letzten Quartal.", "letzten Quartal", "2012-Q4"),
    ("quarter", "Ziele für das 1. Quartal.", "1. Quartal", "2013-Q1"),
    # -- abgekürzte Wochentage
    ("weekday_abbrev", "Telefonat am Do.", "Do.", "2013-02-14"),
    ("weekday_abbrev", "Besprechung am Mo.", "Mo.", "2013-02-18"),
    ("weekday_abbrev", "Abendessen am Fr.", "Fr.", "2013-02-15"),
    ("weekday_abbrev", "Fußball am Sa.", "Sa.", "2013-02-16"),
    ("weekday_abbrev", "Treffen am Mi.", "Mi.", "2013-02-13"),
    ("weekday_abbrev", "Brunch am So.", "So.", "2013-02-17"),
    # -- Dauern
    ("duration", "Die Sitzung dauerte zwei Stunden.", "zwei Stunden", "PT2H"),
    ("duration", "Wir blieben drei Tage.", "drei Tage", "P3D"),
]

NEGATIVE: Dict[str, List[str]] = {
    "en": [
        "The final score was 3-4.", "We lost 2-1 to the visitors.", "Install version 2.15 of the app.",
        "Python 3.11 is required.", "Add 3/4 cup of sugar.", "About 1/3 of users clicked.",
        "Call 555-1234 for details.", "My number is 415-555-0199.", "The team was up by 3 points.",
        "They finished at 3 points.", "The aspect ratio is 16:9.", "Room 1030 is on the left.",
        "Read page 12 of 30.", "It costs $19.99.", "The Lakers won 102-98.", "Use a 2x4 board.",
        "Section 4.2 explains it.", "The odds are 5 to 1.", "Set the zoom to 1.5.", "The vote was 5-4.",
        "Rated 4/5 by reviewers.", "The model has 7B parameters.", "Mix at a 1:2 ratio.", "Shoe size 10.5.",
        "Press 9 to repeat.", "Progress: 12/15 tasks done.", "Version 3.2.1 fixes the bug.",
        "The ISBN is 978-3-16-148410-0.", "Give me 2 or 3 examples.", "Seat 14B, row 3.", "It weighs 2.15 kg.",
        "Dial extension 4532.", "Use a 3/8 inch wrench.", "He won 6-3, 6-4.", "Buy 2 get 1 free.",
        "A 4-3 defense works.", "Call me on 0171 234 5678.", "Order number 2015 has shipped.",
        "Our office is at 1600 Pennsylvania Avenue.", "The bus number is 42.", "Divide 10 by 2.5.",
        "The recipe serves 4-6 people.",
    ],
    "es": [
        "El partido terminó 3-4.", "Instala la versión 2.15.", "Añade 3/4 de taza de azúcar.",
        "Llama al 91 555 12 34.", "Ganaron por 3 puntos.", "La proporción es 16:9.", "Vive en el piso 3, puerta 2.",
        "La habitación 1030 está libre.", "Tiene un 2,15 % de interés.", "Leí el capítulo 12.",
    ],
    "de": [
        "Das Spiel endete 3:4.", "Version 2.15 ist da.", "Nimm 3/4 Liter Milch.", "Ruf 030 1234567 an.",
        "Sie gewannen mit 3 Punkten.", "Zimmer 1030 ist frei.", "Das Verhältnis ist 16:9.", "Seite 12 von 30.",
        "Es kostet 19,99 Euro.", "Er wohnt in Hausnummer 12.",
    ],
}

# -- checks ----------------------------------------------------------------------------------------------------
_DATE = r"\d{4}-\d{2}-\d{2}"
_POINT = re.compile(
    rf"^(?:{_DATE}T\d{{2}}:\d{{2}}(?:Z|[+-]\d{{2}}:\d{{2}})?|{_DATE}T(?:MO|MI|AF|EV|NI|DT)|{_DATE}|\d{{4}}-\d{{2}}"
    r"|\d{4}-W\d{2}(?:-WE)?|\d{4}-(?:Q[1-4]|H[12]|SP|SU|FA|WI)|\d{4})$"
)
_DURATION = re.compile(r"^P(?:\d+[YMWD])*(?:T(?:\d+[HMS])+)?$")
WEEKDAYS = {  # abbreviations and names per language -> Monday=0
    "en": {"mon": 0, "tue": 1, "wed": 2, "weds": 2, "thu": 3, "thurs": 3, "fri": 4, "sat": 5, "sun": 6,
           "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5, "sunday": 6},
    "es": {"lun": 0, "mar": 1, "mié": 2, "jue": 3, "vie": 4, "sáb": 5, "dom": 6, "lunes": 0, "martes": 1,
           "miércoles": 2, "jueves": 3, "viernes": 4, "sábado": 5, "domingo": 6},
    "de": {"mo": 0, "di": 1, "mi": 2, "do": 3, "fr": 4, "sa": 5, "so": 6, "montag": 0, "dienstag": 1,
           "mittwoch": 2, "donnerstag": 3, "freitag": 4, "samstag": 5, "sonntag": 6},
}


def years_of(value: str) -> List[int]:
    """The years a value covers: a range's first to last year, a point's year, none for a duration."""
    if value.startswith("P"):
        return []
    first, _, last = value.partition("/")
    return list(range(int(first[:4]), int((last or first)[:4]) + 1))


def check_value(value: str) -> None:
    parts = value.split("/")
    ok = (len(parts) == 1 and (_POINT.match(value) or _DURATION.match(value))) or (
        len(parts) == 2 and all(_POINT.match(p) for p in parts) and parts[0] <= parts[1])
    if not ok:
        raise AssertionError(f"malformed value {value!r}")  # invariant


def check_weekday(lang: str, expr: str, value: str) -> None:
    """A weekday name in the expression must name the weekday of the value's date (first date of a range)."""
    day = re.match(_DATE, value)
    words = [w for w in re.findall(r"\w+", expr.lower()) if w in WEEKDAYS[lang]]
    if day and words and "/" not in value:
        actual = dt.date.fromisoformat(day.group(0)).weekday()
        if WEEKDAYS[lang][words[0]] != actual:
            raise AssertionError(f"{expr!r} is not a {words[0]}: {value}")  # invariant


def build(lang: str, entries: List[Entry], negatives: List[str]) -> List[Dict[str, Any]]:
    rows: List[Dict[str, Any]] = []
    for i, (category, text, expr, value, *extra) in enumerate(entries):
        opts: Dict[str, Any] = extra[0] if extra else {}
        start = text.find(expr)
        if start < 0:
            raise AssertionError(f"{expr!r} not in {text!r}")  # invariant
        for v in [value, *opts.get(ALT, [])]:
            check_value(v)
            check_weekday(lang, expr, v)
        row = {"id": f"{lang}-{i:03d}", "lang": lang, "category": category, "text": text, "expr": expr,
               "start": start, "end": start + len(expr), "value": value, "years": years_of(value), **META}
        if opts.get("mod"):
            row["mod"] = opts["mod"]
        if opts.get(ALT):
            row["alt"] = opts[ALT]
        rows.append(row)
    for i, text in enumerate(negatives):
        rows.append({"id": f"{lang}-neg-{i:03d}", "lang": lang, "category": "negative", "text": text,
                     "expr": None, "start": None, "end": None, "value": None, "years": [], **META})
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids) or len({r["text"] for r in rows}) != len(ids):
        raise AssertionError(f"{lang}: duplicate id or sentence")  # invariant
    return rows


def main(argv: List[str] | None = None) -> int:
    out = {}
    for lang, entries in (("en", EN), ("es", ES), ("de", DE)):
        out[lang] = build(lang, entries, NEGATIVE[lang])
    for lang, rows in out.items():
        path = HERE / f"everyday_{lang}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf8")
        n_neg = sum(r.get("category") == "negative" for r in rows)
        print(f"{path.name}: {len(rows) - n_neg} expressions, {n_neg} negatives")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
