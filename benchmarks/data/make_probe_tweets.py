"""Write the tweets generalisation probe (``probe_tweets.jsonl``, issue 19) and check every label.

What it is: short tweet-style texts, each with a document creation time (``dct``) and the TIMEX3s (extent, type,
value) the tweets corpus of Zhong et al. (ACL 2017) would give them. The texts were written by hand for this
project (none copied from any corpus); the tweets-train gold was only read to learn its conventions. They cover
informal phrasings the train split shows rarely or not at all: abbreviations (tmrw, 2morrow, 2nite, yday, wknd,
nxt wk, rn), clock forms (8pm, 8:30p, 1130pm, noon, midnite), abbreviated weekdays with parts of the day ("fri
night"), written dates (12/25, Dec 25th), holidays (xmas, NYE), countdowns, sets, shouted and stretched words
("TONIGHT", "tomorroww") and hashtags. It measures phrasings the development data does not show; it is not the
held-out test split.

Conventions (the tweets-train gold's, counted there; where the gold is self-contradictory or writes a value no
TimeML tool emits, the TimeML value is used and the reason given):
- "tonight", "last night", "tmr night", "this morning" are TIMEs with a part of the day (``2014-04-23TNI``);
  "tomorrow", "yesterday", "today" and their spellings are DATEs;
- a clock time joined to a day word is one TIME: "6 am tmrw", "7pm tonight", "this sat, 7pm", "sun 1:00pm";
  "midnight" is ``T00:00`` of the day (4 of 4 in the gold; the news probe keeps TimeBank's ``T24:00``);
  "noon" ``T12:00``; "5+am" keeps the "+" in the extent;
- "now", "right now" and "currently" are DATE ``PRESENT_REF`` ("rn" is read as "right now");
- a weekday is the date of the nearest one in the direction of the tense (the gold appends ``-WXX-5`` to such
  dates, 33 of 39 weekday DATEs, a form the TimeML guidelines do not have: the probe writes the plain date); a
  bare year is ``2014`` (the gold writes ``2014-XX-XX``, 53 of 59 four-digit years: same reason);
- "N more days/hours/weeks" with N > 1 is a vague DURATION ``PXD``/``PTXH``/``PXW`` with "more" in the extent
  (the gold, 6 of 6; "1 more day" / "one more day" ``P1D``, 3 of 3); AQUAINT and TimeBank write ``P2W`` for
  "two more weeks", so these entries are expected to miss;
- "daily", "every day", "everyday" SET ``P1D``; "every morning" SET ``TMO``, "every night" ``TNI``; "weekends"
  SET ``XXXX-WE``; "every mon" SET ``XXXX-WXX-1``;
- hashtags are not annotated ("#Friday", "#TBT", "#Christmas", "#Olympics2014": 0 of 8 in the gold);
- "N years ago" is a DATE at the day's granularity ("2 years ago" on 2014-08-06 is ``2012-08-06``, 3 of 3 in the
  gold: news writes the year);
- "about" stays out of the extent; "less than", "more than" stay in.
- the sixth round (h19n, written and scored before any fix): "in 5 mins", "in 2 days" DURATIONs (the gold: "in two
  hours" PT2H, "in 2 weeks time" P2W), "7.30am" a TIME (the gold), "this time last year" tags "last year" (2 of 2),
  "the weekend" a DATE week (2 of 2), "this arvo" the afternoon, a number past 12 before "today" ("21 today") no
  clock time.
- the third tweet round (h19g, families ``tw3-``, written and scored before any fix; DCTs A to E): a day word with
  a clock time after "@" is one TIME ("2nite @ 8" ``T20:00``, "tmrw @ 6pm", "yday @ 5pm"), "@ 1230" a clock time;
  a weekday with a numeric date one DATE ("sat 3/15", as the gold's "14th December Friday"); a bare "the 3rd" the
  next such day; "the 90s" ``199`` with its article (the news probe's decades); "in 2 wks" the DURATION (the gold's
  "in 2 weeks time"); "N units from now" a DURATION and ``now`` (the news probe); "3 wks ago" at the day; a plural
  weekday with a part of the day ("mon mornings") and "every sun morning" SETs ``XXXX-WXX-1TMO``; "nightly" SET
  ``TNI`` (as "every night"); "hourly" ``PT1H``, "monthly" ``P1M``, "every summer" ``XXXX-SU``, "every weekend"
  ``XXXX-WE``; "all wk" / "a whole wk" ``P1W`` (as "all day", "the whole day"); "atm" and "nowadays" ``PRESENT_REF``;
  "early april", "late aug", "end of oct", "end of the wk" keep the part word and the unit's value; "'09" and
  "2k15" the year; "from 7-9pm" two TIMEs, the am/pm carried to the start.
- the fourth tweet round (h19j, families ``tw4-``, written and scored before any fix; DCTs F to J): sports, school,
  anniversaries, concerts, weather; "N yrs ago" / "an hr ago" / "a min ago" a DATE at the day (the gold's "1+ hr
  ago"); "1 yr ago today" one DATE; "lately" ``PAST_REF`` (as the gold's "recently"); "every other wk" SET ``P2W``;
  "summer '13" ``2013-SU``; "5th jan '94" a day-first written date; "N more wks" ``PXW``; "a 10 day trip" tags
  "10 day"; "thru tues" tags the weekday.
- the fifth tweet round (h19k, families ``tw5-``, written and scored before any fix; DCTs K to O): typos ("tommorow",
  "yesterdy", "2morow nite"), Singapore "ytd" (yesterday) and "arvo"; a clock time after its day word ("tmrw 4pm",
  "7:15 fri", "sat @ 2", "8pm thursday") one TIME, a dinner or bbq hour with no am/pm read in the afternoon or
  evening, as an annotator would; "oct 17 @ 10am", "12/2 at midnight" one TIME; ranges "10/13-10/17", "june 20-28"
  two DATEs (the second "28" alone, as "from 7-9pm"); "16 yrs old" a DURATION with "old" in the extent (TimeBank's
  "16 days old"); "the day before yesterday", "the week after next", "the past few days" keep their article;
  "earlier today", "earlier this wk", "later this month" one DATE with the modifier word (TimeBank's "earlier this
  year"); "an hour and a half" ``PT1H30M``; "a couple wks" ``P2W`` (TimeBank's "a couple of years" ``P2Y``); "a
  fortnight" ``P2W``; "4 yrs ago on vday" anchors the holiday to that year; holiday weekends ("labor day wknd",
  "july 4th weekend") one DATE week-end; "this mornings" (no apostrophe) the whole token.
- the sixth tweet round (h19q, families ``tw6-``, written and scored before any fix; DCTs P to S, Q a Monday in ISO
  week 2014-W01): plain day words, weekdays and clock times in new contexts ("6:05 tmrw morning", "11pm tmrw", "10
  tonight", "7:42 tonight" one TIME), "memorial day wknd" the holiday's week-end, "the last few weeks" ``PXW`` with
  its article (as "the past few days"), "every other day" SET ``P2D`` (as "every other wk"), "36 hrs" ``PT36H``, a
  bare "weekend" after a weekday the current week-end, "this time next week" tags "next week" (as "this time last
  year"), "like" left out of the extent ("in like 2 days").
- the seventh tweet round (h19w, families ``tw7-``, written and scored before any fix; DCTs W to Z): like the sixth,
  plain day words mixed with harder phrasings; "the next 2 hours" / "the last 3 days" keep their article (the
  gold's "the last 4 days" ``P4D``); "once a month" SET ``P1M`` (as "twice a month"); "7ish" a dinner hour in the
  evening; "mid-july" the month; "the other day" ``PAST_REF``; "overnight" the night of the DCT (the gold's);
  "every saturday night" SET ``XXXX-WXX-6TNI``; "2 wks from sat" / "the monday after next" one DATE; "the day
  after xmas" the 26th; "2+ hrs ago" a DATE at the day (the gold's "1+ hr ago"); "less than 3 hrs" keeps "less
  than"; "mardi gras" and "boxing day" the holidays; "next thurs" said on a Wednesday the Thursday of next week.
- the eighth tweet round (h19u, families ``tw8-``, written and scored before any fix; DCTs AA to AD): sports,
  weather, school, work, travel, events and shopping; "9:30 tmrw night", "quarter past 9 tonight", "next tues at 8am"
  one TIME (a clock time with its day word and part of the day); "last 4th of july" the holiday of the year before;
  "the weekend before last" the week-end two weeks back (as "the week after next"); "fri the 20th" one DATE (the
  gold's "FRIDAY the 13th"); "3x a week" SET ``P1W`` (as "3 times a week"); "one week away" the DURATION; "late
  night", "early morning" the part of the DCT's day (the gold's "Late night"); "kickoff at 3:30" in the afternoon;
  "class of 2017" the year; "the past couple weeks" ``P2W`` with its article; "next sunday" said on a Saturday the
  Sunday of next week (as "next thurs"); a bare "day" after a noun ("game day") is DURATION ``P1D`` (the gold's
  "wedding day", "family day", "a hot day": 'day' P1D).
- the ninth tweet round (h19x, families ``tw9-``, written and scored before any fix; DCTs AE to AH): holidays
  (St Patrick's Day, Thanksgiving, Labor Day), school, work, travel; a bare hour after a day word or a meal read in
  the afternoon or evening ("tmrw at 2", "dinner at 4", "nap from 2 to 4"; "sat at 10" a morning graduation), "8ish
  tonight"; a past "the wknd" / "this past wknd" the week-end before; "next thursday" said on a Wednesday the
  Thursday of next week; "fri the 4th", "mon the 1st" the next such day whose weekday agrees (a month ahead when the
  next one does not); "the other week" ``PAST_REF`` (as "the other day"); "2 hrs and 40 min" ``PT2H40M``; "yest"
  yesterday; "june 1st thru june 9th" two DATEs; "10/10" no date; a season before a noun ("spring break", "summer
  hours") the season (the gold's "winter storm", "Spring dress", "Summer Reading List").
- the tenth tweet round (h19t, families ``tw10-``, written and scored before any fix; DCTs AI to AL, 2011 to 2015,
  a Sunday, a Tuesday, a Thursday and a Saturday): sports, TV, school, work, weather, holidays, complaints, a
  fifth of the texts with no TIMEX3 (scores "30-21", a race time "24:31" (no clock), versions "ios 5.0.1", "24/7",
  "3%", "nite nite"); a race time that reads as a clock ("finished 3rd in 2:03:45") is a TIME, as the gold tags
  "Hit abt 1:35:10 for 21km" (a label correction after the first scoring, see HISTORY.md); a clock time before a later "tmrw" keeps its own day ("leaves 11:50 pm, landing 8 am
  tmrw"); "6th july monday" one DATE (the gold's "14th December Friday"); "3 more wks" ``PXW`` (the gold's "N more
  ..." with a digit); "the next wk" ``P1W`` (the gold's "the next few days" a DURATION); a past "this wed" said on a
  Saturday the Wednesday before; "tonight at 9", "sun at 9" a TV hour in the evening; "early spring" the season.

- the eleventh tweet round (h19t4, families ``tw11-``, written and scored before any fix; DCTs AM to AQ, 2013 to
  2015, a Saturday, a Tuesday, a Wednesday, a Sunday and a Thursday): two thirds everyday phrasings ("tonight", "this
  weekend", "in 2 hours", "every sunday", "2/5", "the 17th", "2 wks ago", "next friday", "this fall", "for 3
  days"), a third harder (slang "2mrw", "tmrw mornin", emoji after a time, hashtags with dates, sports and TV hours,
  scores, prices, ratings and counts with no TIMEX3); a bare hour or clock time of a game, a show, a dentist or a
  dinner is read in the afternoon or evening ("kickoff at 6:30", "wed at 7", "dentist at 4:15"), one of a church
  service or a coffee in the morning ("church at 11", "coffee at 10:30"); "next friday" said on a Tuesday the Friday
  of next week (as "next thurs"); "april fools" the 1st of April.
- the twelfth tweet round (h19t6, families ``tw12-``, written and scored before any fix; DCTs AR to AV, 2011 to
  2015, a Thursday in winter, a Monday in summer, a Friday in spring, a Sunday in autumn, a Wednesday in winter):
  slang and typos ("2nite", "thurs nite", "sat nite", "nxt week", "this wkend", "tomorow", "b4 xmas"), countdowns
  ("3 more days til xmas" ``PXD`` as the gold's "6 more days till"; "10 days till vegas" ``P10D``), school and work
  ("finals week" tags "week" ``P1W`` as the gold's "Secretary week"; "till 5" at work 17:00; "till 11" at a party
  after "2nite" 23:00), a hashtag with a date ("#Jan2015" not annotated, as the gold's hashtags), "this time last
  year" / "this time last month" tag "last year" / "last month" (the gold's 2 of 2), "last sunday" said on a Sunday
  the Sunday before (the gold's "LAST THURSDAY" said on a Thursday is the week before's), "the sat b4 halloween" one
  DATE (as tw7's "the day after xmas"), "long wknd" tags "wknd" (the gold's "long weekend": 'weekend'), "sundays" a
  SET ``XXXX-WXX-7``, "every nite" SET ``TNI``; a race time "3:41:07" a TIME of the DCT's day (the gold's "Hit abt
  1:35:10"); negatives with no TIMEX3: scores "21-7", a sprint time "9.63", a rating "9/10", a grade "3.7", versions
  "2.3.4" / "8.1", phone numbers "555-0143" / "1-800-555-0199", "$59.99", "8 degrees".
- the thirteenth tweet round (h19t7, families ``tw13-``, written and scored before any fix; DCTs AW to BA, 2011 to
  2015, a Saturday in spring, a Tuesday in autumn, a Sunday in summer, a Monday in winter, a Thursday in early
  autumn): an ordinary mix as a random draw of tweets-train gives it: headlines with links, shop and event
  promotions, sports, plans, complaints, throwbacks, a sixth with no TIMEX3 (scores "3-1", "4-2 in the 7th" (an
  inning), a high score, "3%", "-7 windchill"). Conventions leaned on: a weekday range "wed-fri" two DATEs (the gold's
  "Sat-Sun", "Tues-Wed"); "from 11-3" / "noon-5" after a dated day two TIMEs of that day, the bare end hour in the
  afternoon (the gold's "Sun 1:00pm-6:00pm", "9:00am - 5:30pm" take the range's day); "next Sat 8/3", "Sun 1/19",
  "Sat 9/26" one DATE (tw3's "sat 3/15"); a season before a noun ("Spring sidewalk sale", "Winter clearance", "Fall
  beer fest", "summer reading list") the season (the gold's "Spring" 5 of 5 and "winter" 2014-WI in January);
  "about" out of the extent ("about an hour to spare" PT1H); "shark week" tags "week" ``P1W`` (tw12's "finals
  week", the gold's "Secretary week"); "turkey day" Thanksgiving; "8pm Thanksgiving night" one TIME (tw8's "9:30
  tmrw night"); "sunday, 3:30" one TIME (tw1's "this sat, 7pm"); "every Tuesday" SET ``XXXX-WXX-2``, "mondays" SET
  ``XXXX-WXX-1`` (tw12's "sundays"); "10 min ago" a DATE at the day (the gold's "1+ hr ago"); "late september" the
  month (tw3's "late aug"); "#tbt" not annotated, its year is (the gold's "#TBT ... CIRCA 2011": '2011'); "all
  week" ``P1W`` (tw3's "all wk"); "the next 5 weeks" ``P5W`` with its article (tw7's "the next 2 hours").
Run ``python benchmarks/data/make_probe_tweets.py`` to rewrite the file; it refuses to write when a check fails.
Score it with ``python benchmarks/bench_accuracy.py --corpus probe-tweets --no-speed --errors 0`` or, per family,
``python benchmarks/probe_news.py --probe benchmarks/data/probe_tweets.jsonl``.
"""

# ruff: noqa: E501  (the tables read best one entry per line)
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import List, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from probe_records import probe_records  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "probe_tweets.jsonl"

T = "2014-04-23"  # Wednesday, ISO week 17
U = "2014-12-19"  # Friday, week 51
V = "2013-11-04"  # Monday, week 45
A = "2015-03-12"  # Thursday, week 11 (the third round's DCTs, A to E)
B = "2014-07-03"  # Thursday, week 27
C = "2013-10-25"  # Friday, week 43
D = "2014-03-10"  # Monday, week 11
E = "2015-02-06"  # Friday, week 6
F = "2014-11-14"  # Friday, week 46 (the fourth round's DCTs, F to J)
G = "2015-04-08"  # Wednesday, week 15
H = "2013-09-01"  # Sunday, week 35
I = "2014-05-19"  # Monday, week 21  # noqa: E741 (the DCTs are the letters A, B, C ...)
J = "2015-01-02"  # Friday, week 1
K = "2014-10-08"  # Wednesday, week 41 (the fifth round's DCTs, K to O)
L = "2015-06-12"  # Friday, week 24
M = "2014-02-13"  # Thursday, week 7
N = "2014-08-23"  # Saturday, week 34
O = "2013-11-27"  # Wednesday, week 48 (the eve of Thanksgiving)  # noqa: E741
P = "2015-05-22"  # Friday, week 21 (the sixth round's DCTs, P to S; the Friday before Memorial Day)
Q = "2013-12-30"  # Monday, ISO week 2014-W01 (the day before New Year's Eve)
R = "2014-09-16"  # Tuesday, week 38
S = "2015-08-29"  # Saturday, week 35
W = "2014-06-06"  # Friday, week 23 (the seventh round's DCTs, W to Z)
X = "2013-10-30"  # Wednesday, week 44 (the eve of Halloween)
Y = "2015-02-16"  # Monday, week 8 (Presidents' Day, two days after Valentine's Day)
Z = "2014-12-27"  # Saturday, week 52 (between Christmas and New Year's Eve)
AA = "2015-07-03"  # Friday, week 27 (the eighth round's DCTs, AA to AD; the eve of the 4th of July)
AB = "2014-01-20"  # Monday, week 4 (Martin Luther King Day)
AC = "2013-12-11"  # Wednesday, week 50
AD = "2015-10-24"  # Saturday, week 43 (a week before Halloween)
AE = "2014-03-19"  # Wednesday, week 12 (the ninth round's DCTs, AE to AH; two days after St Patrick's Day)
AF = "2015-11-26"  # Thursday, week 48 (Thanksgiving)
AG = "2013-05-31"  # Friday, week 22
AH = "2014-09-01"  # Monday, week 36 (Labor Day)
AI = "2011-10-16"  # Sunday, week 41 (the tenth round's DCTs, AI to AL)
AJ = "2012-05-08"  # Tuesday, week 19 (the Tuesday before Mother's Day)
AK = "2015-06-25"  # Thursday, week 26
AL = "2013-02-02"  # Saturday, week 5 (Groundhog Day, the eve of the Super Bowl)
AM = "2014-02-01"  # Saturday, week 5 (the eleventh round's DCTs, AM to AQ; the eve of the Super Bowl)
AN = "2015-10-06"  # Tuesday, week 41
AO = "2013-07-10"  # Wednesday, week 28
AP = "2014-12-07"  # Sunday, week 49
AQ = "2015-04-02"  # Thursday, week 14 (the eve of Good Friday)
AR = "2011-12-22"  # Thursday, week 51 (the twelfth round's DCTs, AR to AV; three days before Christmas)
AS = "2012-08-13"  # Monday, week 33 (the day after the London Olympics closed)
AT = "2013-05-03"  # Friday, week 18 (the eve of the Kentucky Derby, finals season)
AU = "2014-10-19"  # Sunday, week 42
AV = "2015-01-14"  # Wednesday, week 3 (the week before Martin Luther King Day)
AW = "2011-04-09"  # Saturday, week 14 (the thirteenth round's DCTs, AW to BA; spring, the Masters' third round)
AX = "2012-11-20"  # Tuesday, week 47 (two days before Thanksgiving)
AY = "2013-07-28"  # Sunday, week 30 (summer)
AZ = "2014-01-13"  # Monday, week 3 (winter, the morning after the Golden Globes)
BA = "2015-09-24"  # Thursday, week 39 (early autumn)

# (family, dct, text, [(expression, type, value), ...]); "expr#2" takes the second occurrence
Entry = Tuple[str, str, str, List[Tuple[str, str, str]]]
PROBE: List[Entry] = [
    # -- day words and their tweet spellings
    ("day_abbr", T, "cant wait for tmrw!!", [("tmrw", "DATE", "2014-04-24")]),
    ("day_abbr", T, "see u 2morrow babe", [("2morrow", "DATE", "2014-04-24")]),
    ("day_abbr", T, "exam tmr, pray for me", [("tmr", "DATE", "2014-04-24")]),
    ("day_abbr", T, "2moro is gonna be epic", [("2moro", "DATE", "2014-04-24")]),
    ("day_abbr", T, "2day was a mess", [("2day", "DATE", "2014-04-23")]),
    ("day_abbr", T, "so lazy tdy", [("tdy", "DATE", "2014-04-23")]),
    ("day_abbr", T, "yday was crazy at work", [("yday", "DATE", "2014-04-22")]),
    ("day_abbr", T, "still recovering from yesterday lol", [("yesterday", "DATE", "2014-04-22")]),
    ("day_abbr", U, "school trip tmrw!", [("tmrw", "DATE", "2014-12-20")]),
    ("day_abbr", V, "gym today, beach tmr", [("today", "DATE", "2013-11-04"), ("tmr", "DATE", "2013-11-05")]),
    ("day_abbr", V, "Monday blues today :(", [("Monday", "DATE", "2013-11-04"), ("today", "DATE", "2013-11-04")]),
    # -- shouted and stretched
    ("shout", T, "TOMORROW IS THE DAY", [("TOMORROW", "DATE", "2014-04-24")]),
    ("shout", T, "CONCERT TONIGHT!!!", [("TONIGHT", "TIME", "2014-04-23TNI")]),
    ("shout", T, "TODAY was perfect", [("TODAY", "DATE", "2014-04-23")]),
    ("shout", T, "see you all THIS WEEKEND", [("THIS WEEKEND", "DATE", "2014-W17-WE")]),
    ("shout", T, "NEXT WEEK cant come fast enough", [("NEXT WEEK", "DATE", "2014-W18")]),
    ("shout", T, "Tomorrow!! finally", [("Tomorrow", "DATE", "2014-04-24")]),
    ("stretch", T, "tomorroww cant come soon enough", [("tomorroww", "DATE", "2014-04-24")]),
    ("stretch", T, "party tonightttt", [("tonightttt", "TIME", "2014-04-23TNI")]),
    ("stretch", T, "best day ever todayyy", [("todayyy", "DATE", "2014-04-23")]),
    ("stretch", T, "waited sooooo long for this", []),
    ("stretch", T, "nowww i get it", [("nowww", "DATE", "PRESENT_REF")]),
    # -- parts of the day
    ("daypart", T, "movie 2nite anyone?", [("2nite", "TIME", "2014-04-23TNI")]),
    ("daypart", T, "drinks tonite at the usual place", [("tonite", "TIME", "2014-04-23TNI")]),
    ("daypart", T, "last nite was amazing", [("last nite", "TIME", "2014-04-22TNI")]),
    ("daypart", T, "lastnight was too much fun", [("lastnight", "TIME", "2014-04-22TNI")]),
    ("daypart", T, "dinner tmr night with the fam", [("tmr night", "TIME", "2014-04-24TNI")]),
    ("daypart", T, "tmrw morning run, who's in?", [("tmrw morning", "TIME", "2014-04-24TMO")]),
    ("daypart", T, "2moro night at the beach", [("2moro night", "TIME", "2014-04-24TNI")]),
    ("daypart", T, "tmr nite karaoke", [("tmr nite", "TIME", "2014-04-24TNI")]),
    ("daypart", T, "this morning's coffee hit different", [("this morning", "TIME", "2014-04-23TMO")]),
    ("daypart", T, "raining this afternoon", [("this afternoon", "TIME", "2014-04-23TAF")]),
    ("daypart", T, "bbq this eve, bring drinks", [("this eve", "TIME", "2014-04-23TEV")]),
    ("daypart", T, "yesterday morning was chaos", [("yesterday morning", "TIME", "2014-04-22TMO")]),
    ("daypart", T, "cant sleep. 3am thoughts", [("3am", "TIME", "2014-04-23T03:00")]),
    # -- clock times
    ("clock", T, "meet me at 8pm", [("8pm", "TIME", "2014-04-23T20:00")]),
    ("clock", T, "doors open 7 pm", [("7 pm", "TIME", "2014-04-23T19:00")]),
    ("clock", T, "dinner at 8:30pm dont be late", [("8:30pm", "TIME", "2014-04-23T20:30")]),
    ("clock", T, "show starts 1130pm", [("1130pm", "TIME", "2014-04-23T23:30")]),
    ("clock", T, "class at 10am ugh", [("10am", "TIME", "2014-04-23T10:00")]),
    ("clock", T, "lunch at noon?", [("noon", "TIME", "2014-04-23T12:00")]),
    ("clock", T, "still up at 2AM", [("2AM", "TIME", "2014-04-23T02:00")]),
    ("clock", T, "woke up at 6:45am for this", [("6:45am", "TIME", "2014-04-23T06:45")]),
    ("clock", T, "midnite snack run", [("midnite", "TIME", "2014-04-23T00:00")]),
    ("clock", T, "premiere at midnight!!", [("midnight", "TIME", "2014-04-23T00:00")]),
    ("clock", T, "see u at 7pm tonight", [("7pm tonight", "TIME", "2014-04-23T19:00")]),
    ("clock", T, "flight at 6am tmrw", [("6am tmrw", "TIME", "2014-04-24T06:00")]),
    ("clock", T, "interview 9am tomorrow wish me luck", [("9am tomorrow", "TIME", "2014-04-24T09:00")]),
    ("clock", T, "game on this sat, 7pm", [("this sat, 7pm", "TIME", "2014-04-26T19:00")]),
    ("clock", T, "brunch sun 11am", [("sun 11am", "TIME", "2014-04-27T11:00")]),
    ("clock", T, "call me at 4pm tmr", [("4pm tmr", "TIME", "2014-04-24T16:00")]),
    ("clock", T, "pickup at 5+am", [("5+am", "TIME", "2014-04-23T05:00")]),
    ("clock", T, "gig starts 8:30p sharp", [("8:30p", "TIME", "2014-04-23T20:30")]),
    ("clock", T, "be there by 10 tonight", [("10 tonight", "TIME", "2014-04-23T22:00")]),
    ("clock", T, "around 9ish tonight?", [("9ish tonight", "TIME", "2014-04-23T21:00")]),
    ("clock", U, "bus leaves at 12 noon", [("12 noon", "TIME", "2014-12-19T12:00")]),
    # -- weekdays
    ("weekday", T, "see u this sat", [("this sat", "DATE", "2014-04-26")]),
    ("weekday", T, "fri night out with the girls", [("fri night", "TIME", "2014-04-25TNI")]),
    ("weekday", T, "cant wait for friday", [("friday", "DATE", "2014-04-25")]),
    ("weekday", T, "Sunday was so chill", [("Sunday", "DATE", "2014-04-20")]),
    ("weekday", U, "next fri we ride", [("next fri", "DATE", "2014-12-26")]),
    ("weekday", T, "last sat was wild", [("last sat", "DATE", "2014-04-19")]),
    ("weekday", T, "this thurs movie marathon?", [("this thurs", "DATE", "2014-04-24")]),
    ("weekday", T, "on mon i start my diet", [("mon", "DATE", "2014-04-28")]),
    ("weekday", T, "saturday night was fun", [("saturday night", "TIME", "2014-04-19TNI")]),
    ("weekday", T, "pancakes sunday morning, who's coming?", [("sunday morning", "TIME", "2014-04-27TMO")]),
    ("weekday", T, "happy friday night everyone", [("friday night", "TIME", "2014-04-25TNI")]),
    ("weekday", U, "finally friday!!", [("friday", "DATE", "2014-12-19")]),
    ("weekday", U, "thank god its friday", [("friday", "DATE", "2014-12-19")]),
    ("weekday", V, "this wed at the mall", [("this wed", "DATE", "2013-11-06")]),
    ("weekday", V, "tues night was a blast", [("tues night", "TIME", "2013-10-29TNI")]),
    ("weekday", V, "see you on sat", [("sat", "DATE", "2013-11-09")]),
    # -- weekends and weeks
    ("week", T, "beach this weekend!", [("this weekend", "DATE", "2014-W17-WE")]),
    ("week", T, "plans this wknd?", [("this wknd", "DATE", "2014-W17-WE")]),
    ("week", T, "what a wknd that was", [("wknd", "DATE", "2014-W16-WE")]),
    ("week", T, "see u next weekend", [("next weekend", "DATE", "2014-W18-WE")]),
    ("week", T, "exams nxt wk :(", [("nxt wk", "DATE", "2014-W18")]),
    ("week", T, "so busy this wk", [("this wk", "DATE", "2014-W17")]),
    ("week", T, "nxt week is gonna be hectic", [("nxt week", "DATE", "2014-W18")]),
    ("week", T, "last wk was rough", [("last wk", "DATE", "2014-W16")]),
    ("week", T, "holiday nxt month yay", [("nxt month", "DATE", "2014-05")]),
    ("week", T, "going to japan nxt yr", [("nxt yr", "DATE", "2015")]),
    ("week", T, "so much homework this week", [("this week", "DATE", "2014-W17")]),
    # -- present
    ("present", T, "so tired rn", [("rn", "DATE", "PRESENT_REF")]),
    ("present", T, "listening to this rn", [("rn", "DATE", "PRESENT_REF")]),
    ("present", T, "right now im starving", [("right now", "DATE", "PRESENT_REF")]),
    ("present", T, "cant talk now, driving", [("now", "DATE", "PRESENT_REF")]),
    ("present", T, "currently obsessed with this song", [("currently", "DATE", "PRESENT_REF")]),
    ("present", T, "kids these days smh", [("these days", "DURATION", "PXD")]),
    # -- dates written out
    ("date", U, "12/25 cant come soon enough", [("12/25", "DATE", "2014-12-25")]),
    ("date", U, "party on Dec 25th!", [("Dec 25th", "DATE", "2014-12-25")]),
    ("date", T, "bday on 30th april woohoo", [("30th april", "DATE", "2014-04-30")]),
    ("date", T, "concert on may 3rd", [("may 3rd", "DATE", "2014-05-03")]),
    ("date", T, "registration closes 30 Apr 2014", [("30 Apr 2014", "DATE", "2014-04-30")]),
    ("date", T, "launch on 05/05/2014 dont miss it", [("05/05/2014", "DATE", "2014-05-05")]),
    ("date", T, "sale ends 4/30", [("4/30", "DATE", "2014-04-30")]),
    ("date", T, "race on 27 april", [("27 april", "DATE", "2014-04-27")]),
    ("date", T, "back in school in june", [("june", "DATE", "2014-06")]),
    ("date", T, "workshop in may 2014", [("may 2014", "DATE", "2014-05")]),
    ("date", T, "since 2009 and still going", [("2009", "DATE", "2009")]),
    ("date", T, "summer cant come fast enough", [("summer", "DATE", "2014-SU")]),
    ("date", T, "this summer im going to bali", [("this summer", "DATE", "2014-SU")]),
    # -- holidays
    ("holiday", U, "xmas shopping done!", [("xmas", "DATE", "2014-12-25")]),
    ("holiday", U, "who's ready for Xmas?", [("Xmas", "DATE", "2014-12-25")]),
    ("holiday", U, "NYE plans anyone?", [("NYE", "DATE", "2014-12-31")]),
    ("holiday", U, "new years eve party at my place", [("new years eve", "DATE", "2014-12-31")]),
    ("holiday", U, "xmas eve dinner w family", [("xmas eve", "DATE", "2014-12-24")]),
    ("holiday", U, "merry christmas everyone", [("christmas", "DATE", "2014-12-25")]),
    ("holiday", U, "see u on new year's day", [("new year's day", "DATE", "2015-01-01")]),
    ("holiday", T, "easter was so good this year", [("easter", "DATE", "2014-04-20"), ("this year", "DATE", "2014")]),
    ("holiday", T, "costume ready for halloween", [("halloween", "DATE", "2014-10-31")]),
    # -- durations and countdowns
    ("duration", U, "3 days to go!!", [("3 days", "DURATION", "P3D")]),
    ("duration", U, "2 more weeks till xmas", [("2 more weeks", "DURATION", "PXW"), ("xmas", "DATE", "2014-12-25")]),
    ("duration", U, "3 more days of work!", [("3 more days", "DURATION", "PXD")]),
    ("duration", U, "1 more day!!", [("1 more day", "DURATION", "P1D")]),
    ("duration", T, "studied all day", [("all day", "DURATION", "P1D")]),
    ("duration", T, "been waiting 2 hrs for this", [("2 hrs", "DURATION", "PT2H")]),
    ("duration", T, "only 10 mins left", [("10 mins", "DURATION", "PT10M")]),
    ("duration", T, "slept for 12hrs lol", [("12hrs", "DURATION", "PT12H")]),
    ("duration", T, "known her for 5 yrs", [("5 yrs", "DURATION", "P5Y")]),
    ("duration", T, "2 wks of holiday!!", [("2 wks", "DURATION", "P2W")]),
    ("duration", T, "took like an hour", [("an hour", "DURATION", "PT1H")]),
    ("duration", T, "done in 30 secs", [("30 secs", "DURATION", "PT30S")]),
    ("duration", T, "been here 3 months already", [("3 months", "DURATION", "P3M")]),
    ("duration", T, "queued for about 45 minutes", [("45 minutes", "DURATION", "PT45M")]),
    ("duration", T, "waited more than an hour smh", [("more than an hour", "DURATION", "PT1H")]),
    ("duration", T, "a few hours of sleep", [("a few hours", "DURATION", "PTXH")]),
    ("duration", T, "been sick for days", [("days", "DURATION", "PXD")]),
    # one DATE, as the fourth and fifth rounds label "1 yr ago today" (the label split it until 29 Nov, afternoon)
    ("duration", T, "2 yrs ago today", [("2 yrs ago today", "DATE", "2012-04-23")]),
    # -- sets
    ("set", T, "gym every day no excuses", [("every day", "SET", "P1D")]),
    ("set", T, "coffee everyday", [("everyday", "SET", "P1D")]),
    ("set", T, "daily reminder: drink water", [("daily", "SET", "P1D")]),
    ("set", T, "pizza every friday", [("every friday", "SET", "XXXX-WXX-5")]),
    ("set", T, "yoga every mon", [("every mon", "SET", "XXXX-WXX-1")]),
    ("set", T, "every morning the same traffic", [("every morning", "SET", "TMO")]),
    ("set", T, "i run every night", [("every night", "SET", "TNI")]),
    ("set", T, "weekends are for sleeping", [("weekends", "SET", "XXXX-WE")]),
    ("set", T, "new episode weekly", [("weekly", "SET", "P1W")]),
    # -- hashtags: not annotated
    ("hashtag", T, "#Friday vibes", []),
    ("hashtag", T, "#TBT to the good old days", []),
    ("hashtag", T, "best year ever #2014", []),
    ("hashtag", T, "#Christmas is coming", []),
    ("hashtag", T, "#MondayMotivation lets go", []),
    ("hashtag", T, "pizza #friday #weekend", []),
    # -- words that look like time words
    ("negative", T, "she is an RN at the hospital", []),
    ("negative", T, "gotta eat b4 the show", []),
    ("negative", T, "I sat down and cried", []),
    ("negative", T, "they got wed in Bali", []),
    ("negative", T, "the sun is out finally", []),
    ("negative", T, "you may want to see this", []),
    ("negative", T, "we march for equality", []),
    ("negative", T, "c'mon mon, let's go", []),
    ("negative", T, "bday girl in the house", []),
    ("negative", T, "so much fun lol", []),
    ("negative", T, "second place, not bad", []),
    # -- a sixth round (h19n, written and scored before any fix of that round)
    ("day_word", T, "cant wait for this arvo", [("this arvo", "TIME", "2014-04-23TAF")]),
    ("time", T, "party this sat nite!!", [("this sat nite", "TIME", "2014-04-26TNI")]),
    ("duration", T, "boarding in 5 mins", [("5 mins", "DURATION", "PT5M")]),
    ("time", T, "up since 4am smh", [("4am", "TIME", "2014-04-23T04:00")]),
    ("relative", T, "see u next yr", [("next yr", "DATE", "2015")]),
    ("relative", T, "best concert this yr", [("this yr", "DATE", "2014")]),
    ("duration", T, "countdown: 3 days to go", [("3 days", "DURATION", "P3D")]),
    ("relative", U, "this time last year i was in bali", [("last year", "DATE", "2013")]),
    ("relative", U, "happy bday sis! 21 today", [("today", "DATE", "2014-12-19")]),
    ("holiday", U, "new yrs eve party at mine", [("new yrs eve", "DATE", "2014-12-31")]),
    ("time", T, "watched the game sunday night", [("sunday night", "TIME", "2014-04-20TNI")]),
    ("date", T, "concert on 5/17!!", [("5/17", "DATE", "2014-05-17")]),
    ("duration", T, "only 3 hrs of sleep", [("3 hrs", "DURATION", "PT3H")]),
    ("duration", T, "waited 45mins for the bus", [("45mins", "DURATION", "PT45M")]),
    ("time", T, "wake me up at 7.30am", [("7.30am", "TIME", "2014-04-23T07:30")]),
    ("set", T, "gym every sat", [("every sat", "SET", "XXXX-WXX-6")]),
    ("set", T, "i call my mum twice a week", [("twice a week", "SET", "P1W")]),
    ("relative", T, "back to school on the 28th", [("the 28th", "DATE", "2014-04-28")]),
    ("relative", V, "november already?!", [("november", "DATE", "2013-11")]),
    ("time", T, "early mornin run done", [("early mornin", "TIME", "2014-04-23TMO")]),
    ("date", U, "dec 31st cant come fast enough", [("dec 31st", "DATE", "2014-12-31")]),
    ("duration", T, "exams r over in 2 days!!", [("2 days", "DURATION", "P2D")]),
    ("relative", U, "its the weekend finally", [("the weekend", "DATE", "2014-W51-WE")]),
    ("relative", T, "moved here 6 months ago", [("6 months ago", "DATE", "2013-10-23")]),
    ("time", T, "lunch at 12.30 tmr?", [("12.30 tmr", "TIME", "2014-04-24T12:30")]),
    ("time", T, "l8r tonight at 10", [("tonight at 10", "TIME", "2014-04-23T22:00")]),
    ("duration", T, "been waiting half an hour", [("half an hour", "DURATION", "PT30M")]),
    ("duration", T, "leaving in 20 min", [("20 min", "DURATION", "PT20M")]),
    # -- a third tweet round (h19g, written and scored before any fix of that round; families "tw3-")
    ("tw3-daypart", A, "movie marathon tmrw nite w the crew", [("tmrw nite", "TIME", "2015-03-13TNI")]),
    ("tw3-clock", A, "drinks 2nite @ 8, u in?", [("2nite @ 8", "TIME", "2015-03-12T20:00")]),
    ("tw3-clock", A, "bball tmrw @ 6pm", [("tmrw @ 6pm", "TIME", "2015-03-13T18:00")]),
    ("tw3-daypart", A, "thurs afternoon nap was needed", [("thurs afternoon", "TIME", "2015-03-12TAF")]),
    ("tw3-clock", A, "train leaves 6.15am tmrw", [("6.15am tmrw", "TIME", "2015-03-13T06:15")]),
    ("tw3-clock", A, "lunch @ 1230?", [("1230", "TIME", "2015-03-12T12:30")]),
    ("tw3-clock", A, "meeting got moved to 3:30 pm fri", [("3:30 pm fri", "TIME", "2015-03-13T15:30")]),
    ("tw3-clock", A, "pick me up at half past 6 tonight", [("half past 6 tonight", "TIME", "2015-03-12T18:30")]),
    ("tw3-date", A, "paper due thurs 3/19 kill me", [("thurs 3/19", "DATE", "2015-03-19")]),
    ("tw3-date", A, "flying home on the 3rd", [("the 3rd", "DATE", "2015-04-03")]),
    ("tw3-relative", A, "see u in 2 wks!!", [("2 wks", "DURATION", "P2W")]),
    ("tw3-decade", A, "the 90s had the best music", [("the 90s", "DATE", "199")]),
    ("tw3-duration", A, "gamed for 4 hrs straight", [("4 hrs", "DURATION", "PT4H")]),
    ("tw3-set", A, "trivia every tues @ the pub", [("every tues", "SET", "XXXX-WXX-2")]),
    ("tw3-set", A, "bus comes every 15 mins smh", [("every 15 mins", "SET", "PT15M")]),
    ("tw3-set", A, "nightly walks w the dog", [("nightly", "SET", "TNI")]),
    ("tw3-holiday", A, "easter sunday at grandmas", [("easter sunday", "DATE", "2015-04-05")]),
    ("tw3-week", A, "end of the wk cant come fast enough", [("end of the wk", "DATE", "2015-W11")]),
    ("tw3-week", A, "last wkend was wild", [("last wkend", "DATE", "2015-W10-WE")]),
    ("tw3-month", A, "early april im moving out", [("early april", "DATE", "2015-04")]),
    ("tw3-present", A, "atm im swamped w work", [("atm", "DATE", "PRESENT_REF")]),
    ("tw3-negative", A, "the atm ate my card", []),
    ("tw3-negative", A, "fall 7 times, stand up 8", []),
    ("tw3-duration", A, "5 days till my bday", [("5 days", "DURATION", "P5D")]),
    ("tw3-year", A, "2k15 is gonna be lit", [("2k15", "DATE", "2015")]),
    ("tw3-daypart", B, "still hungover from last nite's party", [("last nite", "TIME", "2014-07-02TNI")]),
    ("tw3-daypart", B, "tmrw evening bbq at the lake", [("tmrw evening", "TIME", "2014-07-04TEV")]),
    ("tw3-clock", B, "fireworks start at 9:15 pm", [("9:15 pm", "TIME", "2014-07-03T21:15")]),
    ("tw3-holiday", B, "happy 4th of july!!", [("4th of july", "DATE", "2014-07-04")]),
    ("tw3-holiday", B, "bbq on the 4th at my uncles", [("the 4th", "DATE", "2014-07-04")]),
    ("tw3-date", B, "moving out aug 1", [("aug 1", "DATE", "2014-08-01")]),
    ("tw3-relative", B, "3 wks ago i quit my job", [("3 wks ago", "DATE", "2014-06-12")]),
    ("tw3-decade", B, "music from the 80s hits diff", [("the 80s", "DATE", "198")]),
    ("tw3-duration", B, "drove 6hrs to get here", [("6hrs", "DURATION", "PT6H")]),
    ("tw3-duration", B, "only slept like 4 hours", [("4 hours", "DURATION", "PT4H")]),
    ("tw3-set", B, "farmers market every sun morning", [("every sun morning", "SET", "XXXX-WXX-7TMO")]),
    ("tw3-set", B, "rent is due monthly ugh", [("monthly", "SET", "P1M")]),
    ("tw3-holiday", B, "off work on labor day", [("labor day", "DATE", "2014-09-01")]),
    ("tw3-year", B, "class of 2016 represent", [("2016", "DATE", "2016")]),
    ("tw3-month", B, "late aug we go back to school", [("late aug", "DATE", "2014-08")]),
    ("tw3-negative", B, "second hand smoke is the worst", []),
    ("tw3-negative", B, "my 2 cents on this", []),
    ("tw3-clock", B, "happy hour from 7-9pm", [("7", "TIME", "2014-07-03T19:00"), ("9pm", "TIME", "2014-07-03T21:00")]),
    ("tw3-daypart", C, "sat arvo footy anyone?", [("sat arvo", "TIME", "2013-10-26TAF")]),
    ("tw3-date", C, "tix on sale nov 1st!!", [("nov 1st", "DATE", "2013-11-01")]),
    ("tw3-duration", C, "been single 2 yrs now", [("2 yrs", "DURATION", "P2Y"), ("now", "DATE", "PRESENT_REF")]),
    ("tw3-duration", C, "3 hr layover ugh", [("3 hr", "DURATION", "PT3H")]),
    ("tw3-duration", C, "10 min walk from here", [("10 min", "DURATION", "PT10M")]),
    ("tw3-set", C, "hourly updates on the storm pls", [("hourly", "SET", "PT1H")]),
    ("tw3-holiday", C, "thanksgiving break cant come soon enough", [("thanksgiving", "DATE", "2013-11-28")]),
    ("tw3-holiday", C, "black friday deals already??", [("black friday", "DATE", "2013-11-29")]),
    ("tw3-holiday", C, "xmas is 2 months away", [("xmas", "DATE", "2013-12-25"), ("2 months", "DURATION", "P2M")]),
    ("tw3-year", C, "first win since '09", [("'09", "DATE", "2009")]),
    ("tw3-month", C, "end of oct already?!", [("end of oct", "DATE", "2013-10")]),
    ("tw3-clock", C, "yday @ 5pm the power went out", [("yday @ 5pm", "TIME", "2013-10-24T17:00")]),
    ("tw3-date", C, "deadline 12/31/13 no extensions", [("12/31/13", "DATE", "2013-12-31")]),
    ("tw3-date", D, "gig sat 3/15 dont forget", [("sat 3/15", "DATE", "2014-03-15")]),
    ("tw3-set", D, "mon mornings r the worst", [("mon mornings", "SET", "XXXX-WXX-1TMO")]),
    ("tw3-clock", D, "alarm set for 5:45 ugh", [("5:45", "TIME", "2014-03-10T05:45")]),
    ("tw3-clock", D, "open til 10pm tonite", [("10pm tonite", "TIME", "2014-03-10T22:00")]),
    ("tw3-holiday", D, "mar 17th = st paddys day", [("mar 17th", "DATE", "2014-03-17"), ("st paddys day", "DATE", "2014-03-17")]),
    ("tw3-relative", D, "day after tmrw is my exam", [("day after tmrw", "DATE", "2014-03-12")]),
    ("tw3-decade", D, "90s kids will get this", [("90s", "DATE", "199")]),
    ("tw3-duration", D, "90 min delay smh", [("90 min", "DURATION", "PT90M")]),
    ("tw3-set", D, "meds 2x a day for a wk", [("2x a day", "SET", "P1D"), ("a wk", "DURATION", "P1W")]),
    ("tw3-set", D, "every weekend we go hiking", [("every weekend", "SET", "XXXX-WE")]),
    ("tw3-week", D, "midterms all wk", [("all wk", "DURATION", "P1W")]),
    ("tw3-month", D, "last march we went to nyc", [("last march", "DATE", "2013-03")]),
    ("tw3-daypart", D, "sun nite was a mess", [("sun nite", "TIME", "2014-03-09TNI")]),
    ("tw3-daypart", E, "late nite study sesh again", [("late nite", "TIME", "2015-02-06TNI")]),
    ("tw3-clock", E, "noon tmrw at the park", [("noon tmrw", "TIME", "2015-02-07T12:00")]),
    ("tw3-date", E, "moved in on jan 5th", [("jan 5th", "DATE", "2015-01-05")]),
    ("tw3-holiday", E, "valentines day plans??", [("valentines day", "DATE", "2015-02-14")]),
    ("tw3-date", E, "2/14 is overrated", [("2/14", "DATE", "2015-02-14")]),
    ("tw3-relative", E, "2 days from now its my bday", [("2 days", "DURATION", "P2D"), ("now", "DATE", "PRESENT_REF")]),
    ("tw3-duration", E, "a whole wk without wifi", [("a whole wk", "DURATION", "P1W")]),
    ("tw3-duration", E, "48 hrs till kickoff", [("48 hrs", "DURATION", "PT48H")]),
    ("tw3-set", E, "every summer we go to the lake", [("every summer", "SET", "XXXX-SU")]),
    ("tw3-week", E, "dis wknd im doing nothing", [("dis wknd", "DATE", "2015-W06-WE")]),
    ("tw3-week", E, "nxt wknd is booked", [("nxt wknd", "DATE", "2015-W07-WE")]),
    ("tw3-relative", E, "this time next month ill be in paris", [("next month", "DATE", "2015-03")]),
    ("tw3-present", E, "nowadays nobody calls", [("nowadays", "DATE", "PRESENT_REF")]),
    ("tw3-daypart", E, "2mrw mornin hike", [("2mrw mornin", "TIME", "2015-02-07TMO")]),
    ("tw3-clock", E, "tues @ 7pm at the gym", [("tues @ 7pm", "TIME", "2015-02-10T19:00")]),
    ("tw3-date", E, "promo ends feb 28th", [("feb 28th", "DATE", "2015-02-28")]),
    # -- a fourth tweet round (h19j, written and scored before any fix of that round; families "tw4-"; DCTs F to J)
    ("tw4-clock", F, "kickoff is @ 3pm sat, tailgate b4", [("3pm sat", "TIME", "2014-11-15T15:00")]),
    ("tw4-clock", F, "game 2nite 7:30 on espn", [("2nite 7:30", "TIME", "2014-11-14T19:30")]),
    ("tw4-weekday", F, "season finale sunday!!! not ready", [("sunday", "DATE", "2014-11-16")]),
    ("tw4-weekday", F, "this fri & sat we're playing the roxy", [("this fri", "DATE", "2014-11-14"), ("sat", "DATE", "2014-11-15")]),
    ("tw4-relative", F, "posted a min ago, go look", [("a min ago", "DATE", "2014-11-14")]),
    ("tw4-present", F, "lately ive been so tired", [("lately", "DATE", "PAST_REF")]),
    ("tw4-present", F, "for now im staying in", [("now", "DATE", "PRESENT_REF")]),
    ("tw4-anniv", F, "10 yrs ago i met my best friend", [("10 yrs ago", "DATE", "2004-11-14")]),
    ("tw4-date", F, "concert on 5th dec, who's in", [("5th dec", "DATE", "2014-12-05")]),
    ("tw4-date", F, "bday party 11/22 at my place", [("11/22", "DATE", "2014-11-22")]),
    ("tw4-year", F, "summer '13 was the best", [("summer '13", "DATE", "2013-SU")]),
    ("tw4-set", F, "laundry every other wk lol", [("every other wk", "SET", "P2W")]),
    ("tw4-weather", F, "snow thru tues apparently", [("tues", "DATE", "2014-11-18")]),
    ("tw4-daypart", F, "saturday morning cartoons w coffee", [("saturday morning", "TIME", "2014-11-15TMO")]),
    ("tw4-school", F, "only 4 more wks of the semester", [("4 more wks", "DURATION", "PXW")]),
    ("tw4-negative", F, "he scored 3 in the 2nd half", []),
    ("tw4-clock", F, "doors 6:30pm, show 8pm", [("6:30pm", "TIME", "2014-11-14T18:30"), ("8pm", "TIME", "2014-11-14T20:00")]),
    ("tw4-duration", G, "2 more days til friday!!", [("2 more days", "DURATION", "PXD"), ("friday", "DATE", "2015-04-10")]),
    ("tw4-school", G, "spring break starts next mon", [("next mon", "DATE", "2015-04-13")]),
    ("tw4-set", G, "i work every other saturday", [("every other saturday", "SET", "XXXX-WXX-6")]),
    ("tw4-anniv", G, "1 yr ago today i moved here", [("1 yr ago today", "DATE", "2014-04-08")]),
    ("tw4-date", G, "due 4/15 dont forget taxes", [("4/15", "DATE", "2015-04-15")]),
    ("tw4-date", G, "born 5th jan '94", [("5th jan '94", "DATE", "1994-01-05")]),
    ("tw4-year", G, "back in '14 we had nothing", [("'14", "DATE", "2014")]),
    ("tw4-clock", G, "meet u at 8:45 tmrw morning", [("8:45 tmrw morning", "TIME", "2015-04-09T08:45")]),
    ("tw4-relative", G, "got home an hr ago", [("an hr ago", "DATE", "2015-04-08")]),
    ("tw4-week", G, "this wk has been sooo long", [("this wk", "DATE", "2015-W15")]),
    ("tw4-month", G, "may cant come soon enough", [("may", "DATE", "2015-05")]),
    ("tw4-negative", G, "may i pls have a nap", []),
    ("tw4-holiday", G, "mothers day brunch plans", [("mothers day", "DATE", "2015-05-10")]),
    ("tw4-duration", G, "waited in line for 45 mins", [("45 mins", "DURATION", "PT45M")]),
    ("tw4-weekday", G, "opening day is monday!!", [("monday", "DATE", "2015-04-13")]),
    ("tw4-clock", G, "puck drops at 7:05 tonight", [("7:05 tonight", "TIME", "2015-04-08T19:05")]),
    ("tw4-school", H, "first day of school tmrw ugh", [("tmrw", "DATE", "2013-09-02")]),
    ("tw4-holiday", H, "no work tmrw bc labor day", [("tmrw", "DATE", "2013-09-02"), ("labor day", "DATE", "2013-09-02")]),
    ("tw4-weekday", H, "back to the grind on tues", [("tues", "DATE", "2013-09-03")]),
    ("tw4-anniv", H, "happy 5 yr anniversary babe", [("5 yr", "DURATION", "P5Y")]),
    ("tw4-date", H, "sept 14 cant come fast enough", [("sept 14", "DATE", "2013-09-14")]),
    ("tw4-relative", H, "saw him like 4 days ago", [("4 days ago", "DATE", "2013-08-28")]),
    ("tw4-set", H, "tacos on tuesdays always", [("tuesdays", "SET", "XXXX-WXX-2")]),
    ("tw4-month", H, "september already?? where did summer go", [("september", "DATE", "2013-09"), ("summer", "DATE", "2013-SU")]),
    ("tw4-clock", H, "brunch at 11 then nap", [("11", "TIME", "2013-09-01T11:00")]),
    ("tw4-duration", H, "a 10 day trip thru europe", [("10 day", "DURATION", "P10D")]),
    ("tw4-negative", H, "top 10 songs of all time", []),
    ("tw4-daypart", H, "sunday funday all day", [("sunday", "DATE", "2013-09-01"), ("all day", "DURATION", "P1D")]),
    ("tw4-year", H, "grad class of '15 lets go", [("'15", "DATE", "2015")]),
    ("tw4-school", I, "exams all week then freedom", [("all week", "DURATION", "P1W")]),
    ("tw4-school", I, "last day of school is june 13", [("june 13", "DATE", "2014-06-13")]),
    ("tw4-weather", I, "sunny thru thursday then rain", [("thursday", "DATE", "2014-05-22")]),
    ("tw4-weather", I, "high of 85 tmrw afternoon", [("tmrw afternoon", "TIME", "2014-05-20TAF")]),
    ("tw4-relative", I, "just woke up 10 mins ago", [("10 mins ago", "DATE", "2014-05-19")]),
    ("tw4-relative", I, "2 weeks from today im free", [("2 weeks from today", "DATE", "2014-06-02")]),
    ("tw4-concert", I, "tickets for fri and sat shows", [("fri", "DATE", "2014-05-23"), ("sat", "DATE", "2014-05-24")]),
    ("tw4-holiday", I, "memorial day bbq at mikes", [("memorial day", "DATE", "2014-05-26")]),
    ("tw4-date", I, "exam on 6/2 and 6/4", [("6/2", "DATE", "2014-06-02"), ("6/4", "DATE", "2014-06-04")]),
    ("tw4-clock", I, "wake up call at 5:30am", [("5:30am", "TIME", "2014-05-19T05:30")]),
    ("tw4-set", I, "haircut twice a month", [("twice a month", "SET", "P1M")]),
    ("tw4-negative", I, "scored a 95 on my test", []),
    ("tw4-year", J, "2015 is my year", [("2015", "DATE", "2015")]),
    ("tw4-holiday", J, "new year's day was so chill", [("new year's day", "DATE", "2015-01-01")]),
    ("tw4-relative", J, "back to work mon after 2 wks off", [("mon", "DATE", "2015-01-05"), ("2 wks", "DURATION", "P2W")]),
    ("tw4-date", J, "jan 5 is the first day back", [("jan 5", "DATE", "2015-01-05")]),
    ("tw4-clock", J, "flight home 1/4 at 10am", [("1/4 at 10am", "TIME", "2015-01-04T10:00")]),
    ("tw4-clock", J, "bowl game @ 8:30 tonight", [("8:30 tonight", "TIME", "2015-01-02T20:30")]),
    ("tw4-year", J, "last yr was rough", [("last yr", "DATE", "2014")]),
    ("tw4-week", J, "next wk i start the new job", [("next wk", "DATE", "2015-W02")]),
    ("tw4-weekday", J, "yesterday was the longest day ever", [("yesterday", "DATE", "2015-01-01")]),
    ("tw4-duration", J, "only 363 days til xmas lol", [("363 days", "DURATION", "P363D"), ("xmas", "DATE", "2015-12-25")]),
    ("tw4-set", J, "gym 3 times a week this year", [("3 times a week", "SET", "P1W"), ("this year", "DATE", "2015")]),
    ("tw4-daypart", J, "friday nite = pizza nite", [("friday nite", "TIME", "2015-01-02TNI")]),
    ("tw4-month", J, "feb is gonna be busy", [("feb", "DATE", "2015-02")]),
    ("tw4-relative", J, "in a few days ill be in mexico", [("a few days", "DURATION", "PXD")]),
    # -- a fifth tweet round (h19k, written and scored before any fix of that round; families "tw5-"; DCTs K to O)
    ("tw5-clock", K, "meet @ starbucks tmrw 4pm?", [("tmrw 4pm", "TIME", "2014-10-09T16:00")]),
    ("tw5-weekday", K, "midterms r on thurs and fri ugh", [("thurs", "DATE", "2014-10-09"), ("fri", "DATE", "2014-10-10")]),
    ("tw5-countdown", K, "22 days til halloween!!!", [("22 days", "DURATION", "P22D"), ("halloween", "DATE", "2014-10-31")]),
    ("tw5-anniv", K, "happy 3 month anniversary to us <3", [("3 month", "DURATION", "P3M")]),
    ("tw5-set", K, "new ep every wed, dont spoil it", [("every wed", "SET", "XXXX-WXX-3")]),
    ("tw5-date", K, "tix go on sale oct 17 @ 10am", [("oct 17 @ 10am", "TIME", "2014-10-17T10:00")]),
    ("tw5-duration", K, "been on hold for 40 min wtf", [("40 min", "DURATION", "PT40M")]),
    ("tw5-relative", K, "the day before yesterday was my bday", [("the day before yesterday", "DATE", "2014-10-06")]),
    ("tw5-negative", K, "sun's out guns out", []),
    ("tw5-shout", K, "MIDTERMS START MONDAY", [("MONDAY", "DATE", "2014-10-13")]),
    ("tw5-relative", K, "quit smoking 6 wks ago", [("6 wks ago", "DATE", "2014-08-27")]),
    ("tw5-shout", K, "HALLOWEEN IS 3 WKS AWAY", [("HALLOWEEN", "DATE", "2014-10-31"), ("3 WKS", "DURATION", "P3W")]),
    ("tw5-range", K, "out of office 10/13-10/17", [("10/13", "DATE", "2014-10-13"), ("10/17", "DATE", "2014-10-17")]),
    ("tw5-daypart", K, "this mornings commute was hell", [("this mornings", "TIME", "2014-10-08TMO")]),
    ("tw5-clock", K, "bus came at 7:52 instead of 7:40 lol", [("7:52", "TIME", "2014-10-08T07:52"), ("7:40", "TIME", "2014-10-08T07:40")]),
    ("tw5-relative", K, "in a couple wks ill be 21", [("a couple wks", "DURATION", "P2W")]),
    ("tw5-set", K, "meds every 8 hrs for a week", [("every 8 hrs", "SET", "PT8H"), ("a week", "DURATION", "P1W")]),
    ("tw5-holiday", K, "columbus day = no school monday", [("columbus day", "DATE", "2014-10-13"), ("monday", "DATE", "2014-10-13")]),
    ("tw5-sg", K, "ytd so sian, today also", [("ytd", "DATE", "2014-10-07"), ("today", "DATE", "2014-10-08")]),
    ("tw5-clock", L, "bbq sat @ 2, bring chairs", [("sat @ 2", "TIME", "2015-06-13T14:00")]),
    ("tw5-holiday", L, "fathers day gift ideas pls", [("fathers day", "DATE", "2015-06-21")]),
    ("tw5-school", L, "last day of school!!! summer starts NOW", [("summer", "DATE", "2015-SU"), ("NOW", "DATE", "PRESENT_REF")]),
    ("tw5-weekday", L, "fri & sat im working doubles", [("fri", "DATE", "2015-06-12"), ("sat", "DATE", "2015-06-13")]),
    ("tw5-duration", L, "10 more min of this meeting kill me", [("10 more min", "DURATION", "PTXM")]),
    ("tw5-relative", L, "2 weeks from tmrw im outta here", [("2 weeks from tmrw", "DATE", "2015-06-27")]),
    ("tw5-set", L, "i hate mondays so much", [("mondays", "SET", "XXXX-WXX-1")]),
    ("tw5-range", L, "im off june 20-28 hmu", [("june 20", "DATE", "2015-06-20"), ("28", "DATE", "2015-06-28")]),
    ("tw5-anniv", L, "a year ago today i got my license", [("a year ago today", "DATE", "2014-06-12")]),
    ("tw5-holiday", L, "july 4th weekend plans??", [("july 4th weekend", "DATE", "2015-W27-WE")]),
    ("tw5-negative", L, "4 out of 5 ppl agree lol", []),
    ("tw5-daypart", L, "tmr arvo swim anyone", [("tmr arvo", "TIME", "2015-06-13TAF")]),
    ("tw5-duration", L, "stuck in traffic for an hour and a half", [("an hour and a half", "DURATION", "PT1H30M")]),
    ("tw5-month", L, "mid june already??", [("mid june", "DATE", "2015-06")]),
    ("tw5-clock", L, "meeting @ 3 this afternoon", [("3 this afternoon", "TIME", "2015-06-12T15:00")]),
    ("tw5-weekday", L, "see u guys wednesday!", [("wednesday", "DATE", "2015-06-17")]),
    ("tw5-weekday", L, "had the best time tuesday", [("tuesday", "DATE", "2015-06-09")]),
    ("tw5-relative", L, "the week after next is finals", [("the week after next", "DATE", "2015-W26")]),
    ("tw5-date", L, "wedding is 6.20.15 save the date", [("6.20.15", "DATE", "2015-06-20")]),
    ("tw5-shout", L, "SCHOOLS OUT FOR SUMMERRR", [("SUMMERRR", "DATE", "2015-SU")]),
    ("tw5-typo", L, "2morow nite we out", [("2morow nite", "TIME", "2015-06-13TNI")]),
    ("tw5-hashtag", L, "#FBF to summer '09", [("summer '09", "DATE", "2009-SU")]),
    ("tw5-holiday", M, "vday tmrw and im single af", [("vday", "DATE", "2014-02-14"), ("tmrw", "DATE", "2014-02-14")]),
    ("tw5-weekday", M, "school closed tmrw, reopens mon", [("tmrw", "DATE", "2014-02-14"), ("mon", "DATE", "2014-02-17")]),
    ("tw5-clock", M, "dinner reservation 7:15 fri", [("7:15 fri", "TIME", "2014-02-14T19:15")]),
    ("tw5-weekday", M, "what r u doing sat night?", [("sat night", "TIME", "2014-02-15TNI")]),
    ("tw5-anniv", M, "met him 4 yrs ago on vday", [("4 yrs ago", "DATE", "2010-02-13"), ("vday", "DATE", "2010-02-14")]),
    ("tw5-date", M, "the 14th is tmrw omg", [("the 14th", "DATE", "2014-02-14"), ("tmrw", "DATE", "2014-02-14")]),
    ("tw5-set", M, "twice a yr dentist visits", [("twice a yr", "SET", "P1Y")]),
    ("tw5-relative", M, "this past weekend was insane", [("this past weekend", "DATE", "2014-W06-WE")]),
    ("tw5-relative", M, "the past few days have been rough", [("the past few days", "DURATION", "PXD")]),
    ("tw5-negative", M, "8 mile is still a classic", []),
    ("tw5-clock", M, "up since 5 this morning", [("5 this morning", "TIME", "2014-02-13T05:00")]),
    ("tw5-duration", M, "havent seen u in a fortnight", [("a fortnight", "DURATION", "P2W")]),
    ("tw5-relative", M, "album drops later this month!!", [("later this month", "DATE", "2014-02")]),
    ("tw5-date", M, "due on the 1st of march", [("the 1st of march", "DATE", "2014-03-01")]),
    ("tw5-holiday", M, "presidents day sale thru mon", [("presidents day", "DATE", "2014-02-17"), ("mon", "DATE", "2014-02-17")]),
    ("tw5-typo", M, "tommorow is gonna be cold af", [("tommorow", "DATE", "2014-02-14")]),
    ("tw5-date", N, "first day of classes is aug 25", [("aug 25", "DATE", "2014-08-25")]),
    ("tw5-clock", N, "sunday brunch @ 10:30", [("sunday", "DATE", "2014-08-24"), ("10:30", "TIME", "2014-08-24T10:30")]),
    ("tw5-relative", N, "saw the cutest dog earlier today", [("earlier today", "DATE", "2014-08-23")]),
    ("tw5-weekday", N, "lake house thurs thru sun", [("thurs", "DATE", "2014-08-28"), ("sun", "DATE", "2014-08-31")]),
    ("tw5-holiday", N, "labor day wknd road trip!!", [("labor day wknd", "DATE", "2014-W35-WE")]),
    ("tw5-relative", N, "moved to nyc a yr ago", [("a yr ago", "DATE", "2013-08-23")]),
    ("tw5-clock", N, "fireworks @ 9 tonite by the pier", [("9 tonite", "TIME", "2014-08-23T21:00")]),
    ("tw5-negative", N, "the weeknd killed it", []),
    ("tw5-set", N, "long runs on sat mornings", [("sat mornings", "SET", "XXXX-WXX-6TMO")]),
    ("tw5-age", N, "my lil bro is 16 yrs old today", [("16 yrs old", "DURATION", "P16Y"), ("today", "DATE", "2014-08-23")]),
    ("tw5-clock", N, "its 2:47 am why am i up", [("2:47 am", "TIME", "2014-08-23T02:47")]),
    ("tw5-typo", N, "yesterdy was sooo fun", [("yesterdy", "DATE", "2014-08-22")]),
    ("tw5-holiday", O, "turkey day tmrw!!! gobble gobble", [("turkey day", "DATE", "2013-11-28"), ("tmrw", "DATE", "2013-11-28")]),
    ("tw5-clock", O, "black friday doors open 8pm thursday smh", [("black friday", "DATE", "2013-11-29"), ("8pm thursday", "TIME", "2013-11-28T20:00")]),
    ("tw5-duration", O, "4 day weekend lets gooo", [("4 day", "DURATION", "P4D")]),
    ("tw5-holiday", O, "cyber monday deals r insane", [("cyber monday", "DATE", "2013-12-02")]),
    ("tw5-clock", O, "parade starts 9am thurs on nbc", [("9am thurs", "TIME", "2013-11-28T09:00")]),
    ("tw5-negative", O, "pass the gravy pls", []),
    ("tw5-weekday", O, "the storm hit tues and we lost power", [("tues", "DATE", "2013-11-26")]),
    ("tw5-relative", O, "earlier this wk i got a flat tire", [("earlier this wk", "DATE", "2013-W48")]),
    ("tw5-date", O, "sale ends 12/2 at midnight", [("12/2 at midnight", "TIME", "2013-12-02T00:00")]),
    ("tw5-age", O, "born nov 27 1992, 21 today", [("nov 27 1992", "DATE", "1992-11-27"), ("today", "DATE", "2013-11-27")]),
    ("tw5-negative", O, "4 cups of coffee and counting", []),
    # -- a sixth tweet round (h19q, written and scored before any fix of that round; families "tw6-"; DCTs P to S)
    ("tw6-holiday", P, "memorial day wknd starts NOW", [("memorial day wknd", "DATE", "2015-W21-WE"), ("NOW", "DATE", "PRESENT_REF")]),
    ("tw6-clock", P, "last day of school!!! out at 11:45", [("11:45", "TIME", "2015-05-22T11:45")]),
    ("tw6-weekday", P, "grad party sunday afternoon, u coming?", [("sunday afternoon", "TIME", "2015-05-24TAF")]),
    ("tw6-relative", P, "been raining all week smh", [("all week", "DURATION", "P1W")]),
    ("tw6-clock", P, "flight leaves at 6:05 tmrw morning", [("6:05 tmrw morning", "TIME", "2015-05-23T06:05")]),
    ("tw6-negative", P, "just ate 2 whole pizzas lol", []),
    ("tw6-duration", P, "3 day wknd = netflix marathon", [("3 day", "DURATION", "P3D")]),
    ("tw6-date", P, "may 30th cant come fast enough", [("may 30th", "DATE", "2015-05-30")]),
    ("tw6-plain", P, "tonight we celebrate!!", [("tonight", "TIME", "2015-05-22TNI")]),
    ("tw6-duration", P, "havent slept in like 2 days", [("2 days", "DURATION", "P2D")]),
    ("tw6-weekday", P, "happy friday!!! weekend mode on", [("friday", "DATE", "2015-05-22"), ("weekend", "DATE", "2015-W21-WE")]),
    ("tw6-duration", P, "one month till my bday", [("one month", "DURATION", "P1M")]),
    ("tw6-holiday", Q, "nye plans anyone?? tmrw night is gonna be lit", [("nye", "DATE", "2013-12-31"), ("tmrw night", "TIME", "2013-12-31TNI")]),
    ("tw6-set", Q, "new years resolution: gym 4 times a week", [("4 times a week", "SET", "P1W")]),
    ("tw6-year", Q, "2013 was a rollercoaster, bring on 2014", [("2013", "DATE", "2013"), ("2014", "DATE", "2014")]),
    ("tw6-clock", Q, "countdown party at 11pm tmrw", [("11pm tmrw", "TIME", "2013-12-31T23:00")]),
    ("tw6-relative", Q, "see yall next year lol", [("next year", "DATE", "2014")]),
    ("tw6-plain", Q, "back to work today ugh", [("today", "DATE", "2013-12-30")]),
    ("tw6-weekday", Q, "school starts again thursday noooo", [("thursday", "DATE", "2014-01-02")]),
    ("tw6-relative", Q, "the last few weeks have been a blur", [("the last few weeks", "DURATION", "PXW")]),
    ("tw6-negative", Q, "cant find my phone charger AGAIN", []),
    ("tw6-duration", Q, "only 2 days off then back to the grind", [("2 days", "DURATION", "P2D")]),
    ("tw6-duration", Q, "ball drops in 36 hrs", [("36 hrs", "DURATION", "PT36H")]),
    ("tw6-clock", Q, "up since 4am cuz jetlag", [("4am", "TIME", "2013-12-30T04:00")]),
    ("tw6-relative", Q, "this week is gonna fly by", [("this week", "DATE", "2014-W01")]),
    ("tw6-weekday", R, "iphone 6 comes out friday!!!", [("friday", "DATE", "2014-09-19")]),
    ("tw6-clock", R, "woke up at 5:30 for no reason", [("5:30", "TIME", "2014-09-16T05:30")]),
    ("tw6-weekday", R, "my bday is next tues!!", [("next tues", "DATE", "2014-09-23")]),
    ("tw6-plain", R, "so sleepy this afternoon", [("this afternoon", "TIME", "2014-09-16TAF")]),
    ("tw6-duration", R, "3 weeks into the semester and im already behind", [("3 weeks", "DURATION", "P3W")]),
    ("tw6-date", R, "rent due 10/1 smh", [("10/1", "DATE", "2014-10-01")]),
    ("tw6-set", R, "gym every other day", [("every other day", "SET", "P2D")]),
    ("tw6-clock", R, "its 11:58pm and im still doing hw", [("11:58pm", "TIME", "2014-09-16T23:58")]),
    ("tw6-negative", R, "the 405 is a parking lot", []),
    ("tw6-relative", R, "beach one more time this weekend", [("this weekend", "DATE", "2014-W38-WE")]),
    ("tw6-age", R, "been together 2 years today <3", [("2 years", "DURATION", "P2Y"), ("today", "DATE", "2014-09-16")]),
    ("tw6-present", R, "currently crying over this episode", [("currently", "DATE", "PRESENT_REF")]),
    ("tw6-sg", R, "tmr got school or not", [("tmr", "DATE", "2014-09-17")]),
    ("tw6-duration", R, "midterms in 2 weeks", [("2 weeks", "DURATION", "P2W")]),
    ("tw6-plain", S, "saturday vibes", [("saturday", "DATE", "2015-08-29")]),
    ("tw6-clock", S, "brunch at 11 tomorrow?", [("11 tomorrow", "TIME", "2015-08-30T11:00")]),
    ("tw6-relative", S, "summer went by so fast", [("summer", "DATE", "2015-SU")]),
    ("tw6-weekday", S, "move in day is next saturday", [("next saturday", "DATE", "2015-09-05")]),
    ("tw6-relative", S, "ill be in tokyo this time next week", [("next week", "DATE", "2015-W36")]),
    ("tw6-clock", S, "party starts at 10 tonight", [("10 tonight", "TIME", "2015-08-29T22:00")]),
    ("tw6-duration", S, "spent 5 hours at the dmv today", [("5 hours", "DURATION", "PT5H"), ("today", "DATE", "2015-08-29")]),
    ("tw6-date", S, "labor day is sept 7 this year", [("labor day", "DATE", "2015-09-07"), ("sept 7", "DATE", "2015-09-07"), ("this year", "DATE", "2015")]),
    ("tw6-negative", S, "gonna order the #2 combo", []),
    ("tw6-plain", S, "had so much fun last night", [("last night", "TIME", "2015-08-28TNI")]),
    ("tw6-negative", S, "1 more rep!!! lets gooo", []),
    ("tw6-relative", S, "school starts in a week, not ready", [("a week", "DURATION", "P1W")]),
    ("tw6-clock", S, "sunset at 7:42 tonight", [("7:42 tonight", "TIME", "2015-08-29T19:42")]),
    # -- a seventh tweet round (h19w, written and scored before any fix of that round; families "tw7-"; DCTs W to Z)
    ("tw7-plain", W, "finally friday, this week was endless", [("friday", "DATE", "2014-06-06"), ("this week", "DATE", "2014-W23")]),
    ("tw7-clock", W, "graduation at 10am sat, so nervous", [("10am sat", "TIME", "2014-06-07T10:00")]),
    ("tw7-daypart", W, "fri afternoon and im still at my desk", [("fri afternoon", "TIME", "2014-06-06TAF")]),
    ("tw7-relative", W, "3 days ago i was in miami, now this", [("3 days ago", "DATE", "2014-06-03"), ("now", "DATE", "PRESENT_REF")]),
    ("tw7-duration", W, "the next 2 hours r gonna be rough", [("the next 2 hours", "DURATION", "PT2H")]),
    ("tw7-set", W, "once a month we do family dinner", [("once a month", "SET", "P1M")]),
    ("tw7-date", W, "world cup starts june 12th!!", [("june 12th", "DATE", "2014-06-12")]),
    ("tw7-holiday", W, "father's day is the 15th dont forget", [("father's day", "DATE", "2014-06-15"), ("the 15th", "DATE", "2014-06-15")]),
    ("tw7-clock", W, "dinner at 7ish?", [("7ish", "TIME", "2014-06-06T19:00")]),
    ("tw7-relative", W, "a month from now ill be in spain", [("a month", "DURATION", "P1M"), ("now", "DATE", "PRESENT_REF")]),
    ("tw7-daypart", W, "sat morning farmers market w mom", [("sat morning", "TIME", "2014-06-07TMO")]),
    ("tw7-negative", W, "7-11 run, want anything?", []),
    ("tw7-set", W, "every saturday night we play poker", [("every saturday night", "SET", "XXXX-WXX-6TNI")]),
    ("tw7-duration", W, "worked 10 hrs today ugh", [("10 hrs", "DURATION", "PT10H"), ("today", "DATE", "2014-06-06")]),
    ("tw7-month", W, "moving to chicago mid-july", [("mid-july", "DATE", "2014-07")]),
    ("tw7-relative", W, "this past sat was crazy", [("this past sat", "DATE", "2014-05-31")]),
    ("tw7-clock", W, "tmrw afternoon @ 2 at the park", [("tmrw afternoon @ 2", "TIME", "2014-06-07T14:00")]),
    ("tw7-present", W, "the other day i saw ur mom lol", [("the other day", "DATE", "PAST_REF")]),
    ("tw7-holiday", X, "halloween tmrw and no costume yet", [("halloween", "DATE", "2013-10-31"), ("tmrw", "DATE", "2013-10-31")]),
    ("tw7-daypart", X, "costume party saturday nite!!", [("saturday nite", "TIME", "2013-11-02TNI")]),
    ("tw7-weekday", X, "clocks go back sunday!!", [("sunday", "DATE", "2013-11-03")]),
    ("tw7-relative", X, "two weeks ago i had no idea", [("two weeks ago", "DATE", "2013-10-16")]),
    ("tw7-relative", X, "a week from today im in london", [("a week from today", "DATE", "2013-11-06")]),
    ("tw7-set", X, "football every thurs night", [("every thurs night", "SET", "XXXX-WXX-4TNI")]),
    ("tw7-set", X, "brush ur teeth twice a day kids", [("twice a day", "SET", "P1D")]),
    ("tw7-duration", X, "the last 3 days have been hell", [("the last 3 days", "DURATION", "P3D")]),
    ("tw7-clock", X, "2nite at 11 on hbo", [("2nite at 11", "TIME", "2013-10-30T23:00")]),
    ("tw7-clock", X, "missed the 8:15 am bus again", [("8:15 am", "TIME", "2013-10-30T08:15")]),
    ("tw7-date", X, "dentist appt nov 5th ugh", [("nov 5th", "DATE", "2013-11-05")]),
    ("tw7-plain", X, "so cold this morning brrr", [("this morning", "TIME", "2013-10-30TMO")]),
    ("tw7-plain", X, "yesterday was a total waste", [("yesterday", "DATE", "2013-10-29")]),
    ("tw7-duration", X, "took me half an hr to park", [("half an hr", "DURATION", "PT30M")]),
    ("tw7-weekday", X, "next thurs is my last exam", [("next thurs", "DATE", "2013-11-07")]),
    ("tw7-negative", X, "my 2nd cup of coffee today", [("today", "DATE", "2013-10-30")]),
    ("tw7-clock", X, "trick or treating starts at 6 tmrw", [("6 tmrw", "TIME", "2013-10-31T18:00")]),
    ("tw7-daypart", X, "it rained overnight and my car is soaked", [("overnight", "TIME", "2013-10-30TNI")]),
    ("tw7-holiday", Y, "no class today bc presidents day", [("today", "DATE", "2015-02-16"), ("presidents day", "DATE", "2015-02-16")]),
    ("tw7-holiday", Y, "vday was saturday and he forgot", [("vday", "DATE", "2015-02-14"), ("saturday", "DATE", "2015-02-14")]),
    ("tw7-holiday", Y, "pancakes for mardi gras tmrw", [("mardi gras", "DATE", "2015-02-17"), ("tmrw", "DATE", "2015-02-17")]),
    ("tw7-relative", Y, "spring break in 4 wks, i can make it", [("4 wks", "DURATION", "P4W")]),
    ("tw7-date", Y, "rent due march 1st", [("march 1st", "DATE", "2015-03-01")]),
    ("tw7-set", Y, "team meeting every monday morning", [("every monday morning", "SET", "XXXX-WXX-1TMO")]),
    ("tw7-clock", Y, "lights out at 10:45pm", [("10:45pm", "TIME", "2015-02-16T22:45")]),
    ("tw7-weekday", Y, "paper due by friday", [("friday", "DATE", "2015-02-20")]),
    ("tw7-clock", Y, "office hours thurs @ 4", [("thurs @ 4", "TIME", "2015-02-19T16:00")]),
    ("tw7-relative", Y, "last weekend was the best", [("last weekend", "DATE", "2015-W07-WE")]),
    ("tw7-relative", Y, "2 wks from sat is the wedding", [("2 wks from sat", "DATE", "2015-03-07")]),
    ("tw7-relative", Y, "the monday after next we start", [("the monday after next", "DATE", "2015-03-02")]),
    ("tw7-month", Y, "havent smoked since jan", [("jan", "DATE", "2015-01")]),
    ("tw7-duration", Y, "only 10 days till my trip", [("10 days", "DURATION", "P10D")]),
    ("tw7-plain", Y, "snowing again tonight smh", [("tonight", "TIME", "2015-02-16TNI")]),
    ("tw7-daypart", Y, "wed night trivia anyone?", [("wed night", "TIME", "2015-02-18TNI")]),
    ("tw7-holiday", Z, "xmas was 2 days ago and im still full", [("xmas", "DATE", "2014-12-25"), ("2 days ago", "DATE", "2014-12-25")]),
    ("tw7-holiday", Z, "boxing day sales r still on", [("boxing day", "DATE", "2014-12-26")]),
    ("tw7-holiday", Z, "nye in 4 days, still no plans", [("nye", "DATE", "2014-12-31"), ("4 days", "DURATION", "P4D")]),
    ("tw7-year", Z, "2014 flew by, 2015 here we come", [("2014", "DATE", "2014"), ("2015", "DATE", "2015")]),
    ("tw7-weekday", Z, "back to work monday ugh", [("monday", "DATE", "2014-12-29")]),
    ("tw7-relative", Z, "the day after xmas i ate leftovers all day", [("the day after xmas", "DATE", "2014-12-26"), ("all day", "DURATION", "P1D")]),
    ("tw7-clock", Z, "movie tmrw at 3?", [("tmrw at 3", "TIME", "2014-12-28T15:00")]),
    ("tw7-daypart", Z, "family dinner this evening", [("this evening", "TIME", "2014-12-27TEV")]),
    ("tw7-duration", Z, "drove 9 hrs to see the fam", [("9 hrs", "DURATION", "PT9H")]),
    ("tw7-duration", Z, "an hr and a half in line for returns", [("an hr and a half", "DURATION", "PT1H30M")]),
    ("tw7-relative", Z, "a yr from now i'll be married", [("a yr", "DURATION", "P1Y"), ("now", "DATE", "PRESENT_REF")]),
    ("tw7-clock", Z, "countdown party starts 10pm wed", [("10pm wed", "TIME", "2014-12-31T22:00")]),
    ("tw7-plain", Z, "best xmas ever this year", [("xmas", "DATE", "2014-12-25"), ("this year", "DATE", "2014")]),
    ("tw7-negative", Z, "2 of my 3 gifts were socks lol", []),
    ("tw7-relative", Z, "2+ hrs ago he said 2 mins", [("2+ hrs ago", "DATE", "2014-12-27"), ("2 mins", "DURATION", "PT2M")]),
    ("tw7-date", Z, "jan 3rd is my flight", [("jan 3rd", "DATE", "2015-01-03")]),
    ("tw7-set", Z, "new ep every other thurs", [("every other thurs", "SET", "XXXX-WXX-4")]),
    ("tw7-duration", Z, "less than 3 hrs of sleep b4 my flight", [("less than 3 hrs", "DURATION", "PT3H")]),
    # -- an eighth tweet round (h19u, written and scored before any fix of that round; families "tw8-"; DCTs AA to AD)
    ("tw8-holiday", AA, "4th of july tmrw, fireworks at the lake", [("4th of july", "DATE", "2015-07-04"), ("tmrw", "DATE", "2015-07-04")]),
    ("tw8-plain", AA, "office closed today for the holiday", [("today", "DATE", "2015-07-03")]),
    ("tw8-clock", AA, "fireworks start at 9:30 tmrw night", [("9:30 tmrw night", "TIME", "2015-07-04T21:30")]),
    ("tw8-weather", AA, "heat advisory thru sunday, stay inside", [("sunday", "DATE", "2015-07-05")]),
    ("tw8-clock", AA, "usa vs japan final sunday 7pm", [("sunday 7pm", "TIME", "2015-07-05T19:00")]),
    ("tw8-relative", AA, "last 4th of july i was in nyc", [("last 4th of july", "DATE", "2014-07-04")]),
    ("tw8-daypart", AA, "bbq sat afternoon at my aunts", [("sat afternoon", "TIME", "2015-07-04TAF")]),
    ("tw8-set", AA, "farmers market every sat morning", [("every sat morning", "SET", "XXXX-WXX-6TMO")]),
    ("tw8-clock", AA, "flight lands at 6:40 am tmrw", [("6:40 am tmrw", "TIME", "2015-07-04T06:40")]),
    ("tw8-date", AA, "back at work on 7/13", [("7/13", "DATE", "2015-07-13")]),
    ("tw8-duration", AA, "a 5 hr drive to the cape w no ac", [("5 hr", "DURATION", "PT5H")]),
    ("tw8-negative", AA, "buy 2 get 1 free at target", []),
    ("tw8-holiday", AB, "no school today for mlk day", [("today", "DATE", "2014-01-20"), ("mlk day", "DATE", "2014-01-20")]),
    # "day" after a noun is DURATION P1D (the tweets gold's "rainy day" x2, "hot day", "chilly day", "wedding day"): the
    # first label gave only "tmrw" (a correction made in the twelfth round, h19t6, whose "snow day tmrw??" is labelled so)
    ("tw8-weather", AB, "snow day tmrw??? please", [("day", "DURATION", "P1D"), ("tmrw", "DATE", "2014-01-21")]),
    ("tw8-weather", AB, "wind chill of -20 tonight", [("tonight", "TIME", "2014-01-20TNI")]),
    ("tw8-sports", AB, "super bowl is feb 2nd, cant wait", [("feb 2nd", "DATE", "2014-02-02")]),
    ("tw8-weekday", AB, "working a double on sat", [("sat", "DATE", "2014-01-25")]),
    ("tw8-clock", AB, "my shift ends at quarter past 9 tonight", [("quarter past 9 tonight", "TIME", "2014-01-20T21:15")]),
    ("tw8-duration", AB, "3 weeks into the semester and im already tired", [("3 weeks", "DURATION", "P3W")]),
    ("tw8-month", AB, "gym membership expires end of feb", [("end of feb", "DATE", "2014-02")]),
    ("tw8-set", AB, "i run 3x a week now", [("3x a week", "SET", "P1W"), ("now", "DATE", "PRESENT_REF")]),
    ("tw8-relative", AB, "went skiing the weekend before last", [("the weekend before last", "DATE", "2014-W02-WE")]),
    ("tw8-daypart", AB, "late night study sesh w the roomies", [("late night", "TIME", "2014-01-20TNI")]),
    ("tw8-plain", AB, "this week is gonna be long", [("this week", "DATE", "2014-W04")]),
    ("tw8-year", AB, "class of 2017 lets gooo", [("2017", "DATE", "2017")]),
    ("tw8-shopping", AC, "only 2 weeks til christmas!!", [("2 weeks", "DURATION", "P2W"), ("christmas", "DATE", "2013-12-25")]),
    ("tw8-shopping", AC, "mall hours extended thru xmas eve", [("xmas eve", "DATE", "2013-12-24")]),
    ("tw8-clock", AC, "last final is next tues at 8am", [("next tues at 8am", "TIME", "2013-12-17T08:00")]),
    ("tw8-weather", AC, "first snow of the season this morning", [("this morning", "TIME", "2013-12-11TMO")]),
    ("tw8-date", AC, "ugly sweater party fri the 20th", [("fri the 20th", "DATE", "2013-12-20")]),
    ("tw8-daypart", AC, "work holiday party thurs evening", [("thurs evening", "TIME", "2013-12-12TEV")]),
    ("tw8-relative", AC, "got our tree up over the weekend", [("the weekend", "DATE", "2013-W49-WE")]),
    ("tw8-duration", AC, "been sick for like a week", [("a week", "DURATION", "P1W")]),
    ("tw8-date", AC, "flying home the 19th", [("the 19th", "DATE", "2013-12-19")]),
    ("tw8-negative", AC, "top 10 gifts under $25", []),
    ("tw8-set", AC, "advent calendar chocolate every day till the 24th", [("every day", "SET", "P1D"), ("the 24th", "DATE", "2013-12-24")]),
    ("tw8-relative", AC, "mailed the cards 2 days ago", [("2 days ago", "DATE", "2013-12-09")]),
    ("tw8-clock", AD, "game day!! kickoff at 3:30", [("day", "DURATION", "P1D"), ("3:30", "TIME", "2015-10-24T15:30")]),
    ("tw8-sports", AD, "world series starts tuesday", [("tuesday", "DATE", "2015-10-27")]),
    ("tw8-holiday", AD, "halloween is exactly one week away", [("halloween", "DATE", "2015-10-31"), ("one week", "DURATION", "P1W")]),
    ("tw8-weekday", AD, "clocks fall back next sunday", [("next sunday", "DATE", "2015-11-01")]),
    ("tw8-daypart", AD, "pumpkin carving tonight, costume party tmrw nite", [("tonight", "TIME", "2015-10-24TNI"), ("tmrw nite", "TIME", "2015-10-25TNI")]),
    ("tw8-relative", AD, "bought my costume a month ago lol", [("a month ago", "DATE", "2015-09-24")]),
    ("tw8-clock", AD, "brunch @ 11:30 tmrw", [("11:30 tmrw", "TIME", "2015-10-25T11:30")]),
    ("tw8-duration", AD, "binge watched the whole show in 2 weeks", [("2 weeks", "DURATION", "P2W")]),
    ("tw8-set", AD, "pumpkin spice everything every fall", [("every fall", "SET", "XXXX-FA")]),
    ("tw8-month", AD, "nov is gonna be busy", [("nov", "DATE", "2015-11")]),
    ("tw8-duration", AD, "the past couple weeks have been nuts", [("the past couple weeks", "DURATION", "P2W")]),
    ("tw8-year", AD, "back to the future day was wednesday, 2015 is wild", [("wednesday", "DATE", "2015-10-21"), ("2015", "DATE", "2015")]),
    ("tw8-daypart", AD, "early morning run before the game", [("early morning", "TIME", "2015-10-24TMO")]),
    # -- a ninth tweet round (h19x, written and scored before any fix of that round; families "tw9-"; DCTs AE to AH)
    ("tw9-relative", AE, "spent the wknd painting the kitchen", [("the wknd", "DATE", "2014-W11-WE")]),
    ("tw9-holiday", AE, "st patty's day was two days ago and im still recovering", [("st patty's day", "DATE", "2014-03-17"), ("two days ago", "DATE", "2014-03-17")]),
    ("tw9-clock", AE, "dentist appt tmrw at 2, pray for me", [("tmrw at 2", "TIME", "2014-03-20T14:00")]),
    ("tw9-clock", AE, "brackets due thursday noon", [("thursday noon", "TIME", "2014-03-20T12:00")]),
    ("tw9-weekday", AE, "next thursday im finally off", [("next thursday", "DATE", "2014-03-27")]),
    ("tw9-daypart", AE, "havent slept since sunday evening", [("sunday evening", "TIME", "2014-03-16TEV")]),
    ("tw9-duration", AE, "2 midterms in 72 hrs", [("72 hrs", "DURATION", "PT72H")]),
    ("tw9-plain", AE, "spring break starts in 11 days", [("spring", "DATE", "2014-SP"), ("11 days", "DURATION", "P11D")]),
    ("tw9-date", AE, "my bday is 3/28, 9 days away", [("3/28", "DATE", "2014-03-28"), ("9 days", "DURATION", "P9D")]),
    ("tw9-date", AE, "tix for the show fri the 4th", [("fri the 4th", "DATE", "2014-04-04")]),
    ("tw9-negative", AE, "10/10 would eat there again", []),
    ("tw9-holiday", AF, "happy thanksgiving day!! dinner at 4", [("thanksgiving day", "DATE", "2015-11-26"), ("4", "TIME", "2015-11-26T16:00")]),
    ("tw9-clock", AF, "nap from 2 to 4 then pie", [("2", "TIME", "2015-11-26T14:00"), ("4", "TIME", "2015-11-26T16:00")]),
    ("tw9-clock", AF, "doorbusters at 5am tmrw, who's in", [("5am tmrw", "TIME", "2015-11-27T05:00")]),
    ("tw9-date", AF, "returns are due by dec 10th", [("dec 10th", "DATE", "2015-12-10")]),
    ("tw9-duration", AF, "ate 3 plates in like 25 min", [("25 min", "DURATION", "PT25M")]),
    ("tw9-relative", AF, "last thanksgiving i burned the pie", [("last thanksgiving", "DATE", "2014-11-27")]),
    ("tw9-daypart", AF, "family is in town till sunday nite", [("sunday nite", "TIME", "2015-11-29TNI")]),
    ("tw9-duration", AF, "food coma for the next 2 days", [("the next 2 days", "DURATION", "P2D")]),
    ("tw9-clock", AF, "been cooking since 6 this morning", [("6 this morning", "TIME", "2015-11-26T06:00")]),
    ("tw9-clock", AF, "parade starts at 9 am sharp", [("9 am", "TIME", "2015-11-26T09:00")]),
    ("tw9-month", AF, "advent calendar starts december 1st", [("december 1st", "DATE", "2015-12-01")]),
    ("tw9-duration", AF, "leftovers for the next wk", [("the next wk", "DURATION", "P1W")]),
    ("tw9-clock", AG, "graduation is sat at 10", [("sat at 10", "TIME", "2013-06-01T10:00")]),
    ("tw9-month", AG, "end of may already, where did the time go", [("end of may", "DATE", "2013-05")]),
    ("tw9-clock", AG, "concert june 14th 8pm!!!", [("june 14th 8pm", "TIME", "2013-06-14T20:00")]),
    ("tw9-date", AG, "summer hours start monday june 3rd", [("summer", "DATE", "2013-SU"), ("monday june 3rd", "DATE", "2013-06-03")]),
    ("tw9-year", AG, "havent seen her since 2008", [("2008", "DATE", "2008")]),
    ("tw9-weather", AG, "95 degrees by noon today", [("noon today", "TIME", "2013-05-31T12:00")]),
    ("tw9-duration", AG, "on hold 50 mins and counting", [("50 mins", "DURATION", "PT50M")]),
    ("tw9-date", AG, "moving out mon the 1st", [("mon the 1st", "DATE", "2013-07-01")]),
    ("tw9-date", AG, "bonfire sat the 15th", [("sat the 15th", "DATE", "2013-06-15")]),
    ("tw9-relative", AG, "4 more days of school!!!", [("4 more days", "DURATION", "PXD")]),
    ("tw9-clock", AG, "the sun sets at 8:27 pm tonight", [("8:27 pm tonight", "TIME", "2013-05-31T20:27")]),
    ("tw9-date", AG, "at the lake june 1st thru june 9th", [("june 1st", "DATE", "2013-06-01"), ("june 9th", "DATE", "2013-06-09")]),
    ("tw9-clock", AH, "last bbq of the season today at 1", [("today at 1", "TIME", "2014-09-01T13:00")]),
    ("tw9-clock", AH, "back to school tmrw 7:45am ugh", [("tmrw 7:45am", "TIME", "2014-09-02T07:45")]),
    ("tw9-relative", AH, "hit the beach this past wknd", [("this past wknd", "DATE", "2014-W35-WE")]),
    ("tw9-month", AH, "sept already??", [("sept", "DATE", "2014-09")]),
    ("tw9-holiday", AH, "only 115 days till christmas day", [("115 days", "DURATION", "P115D"), ("christmas day", "DATE", "2014-12-25")]),
    ("tw9-clock", AH, "fantasy draft thurs 8:30pm", [("thurs 8:30pm", "TIME", "2014-09-04T20:30")]),
    ("tw9-duration", AH, "lived here 7 yrs", [("7 yrs", "DURATION", "P7Y")]),
    ("tw9-date", AH, "first game is the 7th", [("the 7th", "DATE", "2014-09-07")]),
    ("tw9-daypart", AH, "meeting moved to wed morn", [("wed morn", "TIME", "2014-09-03TMO")]),
    ("tw9-duration", AH, "leaves start turning in a few weeks", [("a few weeks", "DURATION", "PXW")]),
    ("tw9-duration", AH, "flight delayed 2 hrs and 40 min", [("2 hrs and 40 min", "DURATION", "PT2H40M")]),
    ("tw9-clock", AH, "pick u up at 8ish tonight", [("8ish tonight", "TIME", "2014-09-01T20:00")]),
    ("tw9-relative", AH, "ran into my old coach the other week", [("the other week", "DATE", "PAST_REF")]),
    ("tw9-set", AH, "brunch every other sunday", [("every other sunday", "SET", "XXXX-WXX-7")]),
    ("tw9-relative", AH, "yest was the last day of summer vacay", [("yest", "DATE", "2014-08-31"), ("summer", "DATE", "2014-SU")]),
    ("tw9-negative", AH, "route 66 road trip pics", []),
    # -- a tenth tweet round (h19t, written and scored before any fix of that round; families "tw10-"; DCTs AI to AL)
    ("tw10-sports", AI, "nfl sunday!! pats kick off at 4:15", [("sunday", "DATE", "2011-10-16"), ("4:15", "TIME", "2011-10-16T16:15")]),
    ("tw10-negative", AI, "pats won 30-21, brady was on fire", []),
    ("tw10-school", AI, "midterm weds and i havent opened the book", [("weds", "DATE", "2011-10-19")]),
    ("tw10-tv", AI, "new walking dead ep tonight at 9!!", [("tonight at 9", "TIME", "2011-10-16T21:00")]),
    ("tw10-weather", AI, "first frost expected tues nite brrr", [("tues nite", "TIME", "2011-10-18TNI")]),
    ("tw10-plans", AI, "apple picking this morning, pumpkin patch next sat", [("this morning", "TIME", "2011-10-16TMO"), ("next sat", "DATE", "2011-10-22")]),
    ("tw10-duration", AI, "iphone 4s sold 4 million in 3 days lol what", [("3 days", "DURATION", "P3D")]),
    ("tw10-negative", AI, "ios 5.0.1 update broke my battery", []),
    ("tw10-work", AI, "back to the grind in 12 hrs ugh", [("12 hrs", "DURATION", "PT12H")]),
    ("tw10-date", AI, "costume party is the 29th, ideas??", [("the 29th", "DATE", "2011-10-29")]),
    ("tw10-duration", AI, "been at this coffee shop 5 hours writing my essay", [("5 hours", "DURATION", "PT5H")]),
    ("tw10-negative", AI, "open 24/7 and still no one answers the phone", []),
    ("tw10-relative", AI, "moved to chicago exactly 2 yrs ago today", [("2 yrs ago today", "DATE", "2009-10-16")]),
    ("tw10-negative", AI, "nite nite twitter world", []),
    ("tw10-school", AJ, "last final thurs then im freeee", [("thurs", "DATE", "2012-05-10")]),
    ("tw10-tv", AJ, "glee finale in 2 wks, im not ready", [("2 wks", "DURATION", "P2W")]),
    ("tw10-holiday", AJ, "mothers day brunch sunday, need reservations", [("mothers day", "DATE", "2012-05-13"), ("sunday", "DATE", "2012-05-13")]),
    ("tw10-clock", AJ, "train 12 min late again, rolled into work at 9:04", [("12 min", "DURATION", "PT12M"), ("9:04", "TIME", "2012-05-08T09:04")]),
    ("tw10-negative", AJ, "ran the 5k in 24:31, new pr!!", []),
    ("tw10-weather", AJ, "rain all week, sun finally on fri", [("all week", "DURATION", "P1W"), ("fri", "DATE", "2012-05-11")]),
    ("tw10-work", AJ, "boss wants the report on his desk wed morning", [("wed morning", "TIME", "2012-05-09TMO")]),
    ("tw10-year", AJ, "got my license back in 2009 and still cant parallel park", [("2009", "DATE", "2009")]),
    ("tw10-relative", AJ, "saw avengers for the 3rd time over the wknd", [("the wknd", "DATE", "2012-W18-WE")]),
    ("tw10-negative", AJ, "lost my wallet at 4th and main", []),
    ("tw10-duration", AJ, "3 more wks of classes then summer", [("3 more wks", "DURATION", "PXW"), ("summer", "DATE", "2012-SU")]),
    ("tw10-clock", AJ, "dentist at 3:45 today, wish me luck", [("3:45 today", "TIME", "2012-05-08T15:45")]),
    ("tw10-set", AJ, "yoga every tues night w the girls", [("every tues night", "SET", "XXXX-WXX-2TNI")]),
    ("tw10-negative", AJ, "phone at 3% and no charger in sight", []),
    ("tw10-sports", AK, "nba draft tonight!!! knicks pick 4th", [("tonight", "TIME", "2015-06-25TNI")]),
    ("tw10-event", AK, "pride parade sunday, whos marching", [("sunday", "DATE", "2015-06-28")]),
    ("tw10-holiday", AK, "fireworks on the 4th, bbq on the 3rd", [("the 4th", "DATE", "2015-07-04"), ("the 3rd", "DATE", "2015-07-03")]),
    ("tw10-weather", AK, "11 pm and its still 90 degrees", [("11 pm", "TIME", "2015-06-25T23:00")]),
    ("tw10-clock", AK, "red eye leaves 11:50 pm, landing 8 am tmrw", [("11:50 pm", "TIME", "2015-06-25T23:50"), ("8 am tmrw", "TIME", "2015-06-26T08:00")]),
    ("tw10-tech", AK, "windows 10 drops next month", [("next month", "DATE", "2015-07")]),
    ("tw10-clock", AK, "meeting got moved to 2:30 tmrw", [("2:30 tmrw", "TIME", "2015-06-26T14:30")]),
    ("tw10-sports", AK, "she finished 3rd in 2:03:45, so proud", [("2:03:45", "TIME", "2015-06-25T02:03:45")]),
    ("tw10-tv", AK, "true detective s2 premieres sun at 9", [("sun at 9", "TIME", "2015-06-28T21:00")]),
    ("tw10-duration", AK, "been a month since i quit smoking", [("a month", "DURATION", "P1M")]),
    ("tw10-weather", AK, "heat wave thru the weekend", [("the weekend", "DATE", "2015-W26-WE")]),
    ("tw10-date", AK, "camp starts 6th july monday, so excited", [("6th july monday", "DATE", "2015-07-06")]),
    ("tw10-negative", AK, "gas is $2.89 here wtf", []),
    ("tw10-negative", AK, "won 3 out of 5 sets, im dead", []),
    ("tw10-sports", AL, "super bowl tmrw!! ravens by 7", [("tmrw", "DATE", "2013-02-03")]),
    ("tw10-holiday", AL, "groundhog day and no shadow, early spring!!", [("groundhog day", "DATE", "2013-02-02"), ("early spring", "DATE", "2013-SP")]),
    ("tw10-holiday", AL, "vday is in 12 days and im single again lol", [("vday", "DATE", "2013-02-14"), ("12 days", "DURATION", "P12D")]),
    ("tw10-school", AL, "survived my chem exam this wed, barely", [("this wed", "DATE", "2013-01-30")]),
    ("tw10-complaint", AL, "cable out since thursday and they cant come til mon", [("thursday", "DATE", "2013-01-31"), ("mon", "DATE", "2013-02-04")]),
    ("tw10-negative", AL, "lakers lost by 20 again, 17-26 on the season", []),
    ("tw10-weather", AL, "snow tonight, 6 to 8 inches by sun morning", [("tonight", "TIME", "2013-02-02TNI"), ("sun morning", "TIME", "2013-02-03TMO")]),
    ("tw10-duration", AL, "half an hour in the drive thru line smh", [("half an hour", "DURATION", "PT30M")]),
    ("tw10-plans", AL, "party at ours next fri, byob", [("next fri", "DATE", "2013-02-08")]),
    ("tw10-tv", AL, "snl at 11:30 tonight, who's up", [("11:30 tonight", "TIME", "2013-02-02T23:30")]),
    ("tw10-relative", AL, "my bday was 2 wks ago and still no card from grandma", [("2 wks ago", "DATE", "2013-01-19")]),
    ("tw10-duration", AL, "3 exams in the next wk, send help", [("the next wk", "DURATION", "P1W")]),
    ("tw10-negative", AL, "shoutout to my 1,200 followers ily", []),
    ("tw10-negative", AL, "need 2 more wins to make playoffs", []),
    # -- an eleventh tweet round (h19t4, written and scored before any fix of that round; families "tw11-"; DCTs AM to AQ)
    ("tw11-sports", AM, "seahawks vs broncos tmrw, kickoff at 6:30", [("tmrw", "DATE", "2014-02-02"), ("6:30", "TIME", "2014-02-02T18:30")]),
    # "night" after a noun is a TIME (the tweets gold's "Date night", "KARAOKE NIGHT" TNI): the first label gave only "tonight"
    ("tw11-plans", AM, "movie night tonight, who's in", [("night#1", "TIME", "2014-02-01TNI"), ("tonight", "TIME", "2014-02-01TNI")]),
    ("tw11-week", AM, "this weekend is all about the couch", [("this weekend", "DATE", "2014-W05-WE")]),
    ("tw11-duration", AM, "in 2 hours im leaving for the airport", [("2 hours", "DURATION", "PT2H")]),
    ("tw11-holiday", AM, "vday in 2 wks and no plans", [("vday", "DATE", "2014-02-14"), ("2 wks", "DURATION", "P2W")]),
    ("tw11-negative", AM, "we're up 14-3, this is wild", []),
    ("tw11-date", AM, "rent due 2/5 and im broke", [("2/5", "DATE", "2014-02-05")]),
    ("tw11-negative", AM, "chili recipe serves 8, 4.5 stars", []),
    ("tw11-duration", AM, "snowed in for 3 days straight", [("3 days", "DURATION", "P3D")]),
    ("tw11-set", AM, "church every sunday, no excuses", [("every sunday", "SET", "XXXX-WXX-7")]),
    ("tw11-hashtag", AM, "#Feb1st already?? where did january go", [("january", "DATE", "2014-01")]),
    ("tw11-slang", AM, "2mrw is the big day #SuperBowlXLVIII", [("2mrw", "DATE", "2014-02-02")]),
    ("tw11-tv", AN, "new flash ep tonight at 8 \u26a1", [("tonight at 8", "TIME", "2015-10-06T20:00")]),
    ("tw11-school", AN, "midterm thurs, study group tmrw at 7", [("thurs", "DATE", "2015-10-08"), ("tmrw at 7", "TIME", "2015-10-07T19:00")]),
    ("tw11-date", AN, "october 31st cant come soon enough \U0001f383", [("october 31st", "DATE", "2015-10-31")]),
    ("tw11-holiday", AN, "halloween is 25 days away!!", [("halloween", "DATE", "2015-10-31"), ("25 days", "DURATION", "P25D")]),
    ("tw11-relative", AN, "saw her 2 wks ago at the mall", [("2 wks ago", "DATE", "2015-09-22")]),
    ("tw11-weekday", AN, "next friday is homecoming", [("next friday", "DATE", "2015-10-09")]),  # t22-: was 2015-10-16 (snips-pate gold)
    ("tw11-clock", AN, "coffee at 10:30 before work?", [("10:30", "TIME", "2015-10-06T10:30")]),
    ("tw11-season", AN, "this fall has been so warm", [("this fall", "DATE", "2015-FA")]),
    ("tw11-negative", AN, "iphone 6s battery at 15% already", []),
    ("tw11-duration", AN, "waited 45 min for the bus \U0001f624", [("45 min", "DURATION", "PT45M")]),
    ("tw11-sports", AN, "cubs wildcard game wed at 7", [("wed at 7", "TIME", "2015-10-07T19:00")]),
    ("tw11-negative", AN, "4 out of 5 dentists agree lol", []),
    ("tw11-date", AN, "concert on the 17th, still need tix", [("the 17th", "DATE", "2015-10-17")]),
    ("tw11-slang", AN, "tmrw mornin gym session", [("tmrw mornin", "TIME", "2015-10-07TMO")]),
    ("tw11-relative", AN, "last night was unreal", [("last night", "TIME", "2015-10-05TNI")]),
    ("tw11-week", AN, "cant wait for the wknd \U0001f64c", [("the wknd", "DATE", "2015-W41-WE")]),
    ("tw11-holiday", AO, "still have fireworks left from the 4th", [("the 4th", "DATE", "2013-07-04")]),
    ("tw11-weather", AO, "heat advisory til 8 tonight", [("8 tonight", "TIME", "2013-07-10T20:00")]),
    ("tw11-plans", AO, "beach trip this summer finally happening", [("this summer", "DATE", "2013-SU")]),
    ("tw11-weekday", AO, "camp ends sat, cant wait to see my kids", [("sat", "DATE", "2013-07-13")]),
    ("tw11-duration", AO, "road trip for 3 days, see ya", [("3 days", "DURATION", "P3D")]),
    ("tw11-clock", AO, "lunch at 12:30 at the usual spot", [("12:30", "TIME", "2013-07-10T12:30")]),
    ("tw11-negative", AO, "rated it 4.5/5, best tacos in town", []),
    ("tw11-date", AO, "my bday is july 22nd, just saying", [("july 22nd", "DATE", "2013-07-22")]),
    ("tw11-relative", AO, "2 days ago i was in vegas", [("2 days ago", "DATE", "2013-07-08")]),
    ("tw11-set", AO, "farmers market every saturday morning", [("every saturday morning", "SET", "XXXX-WXX-6TMO")]),
    ("tw11-clock", AO, "flight at 6:05 am tmrw \U0001f634", [("6:05 am tmrw", "TIME", "2013-07-11T06:05")]),
    ("tw11-tv", AO, "sharknado on syfy at 9 tonight lmao", [("9 tonight", "TIME", "2013-07-10T21:00")]),
    ("tw11-price", AO, "only 99 cents on itunes today", [("today", "DATE", "2013-07-10")]),
    ("tw11-clock", AO, "dentist at 4:15, then gym", [("4:15", "TIME", "2013-07-10T16:15")]),
    ("tw11-holiday", AP, "18 days til christmas \U0001f384", [("18 days", "DURATION", "P18D"), ("christmas", "DATE", "2014-12-25")]),
    ("tw11-sports", AP, "pats at 4:25 today, lets go", [("4:25 today", "TIME", "2014-12-07T16:25")]),
    ("tw11-weekday", AP, "finals start mon, pray for me", [("mon", "DATE", "2014-12-08")]),
    ("tw11-slang", AP, "c u 2nite at the party", [("2nite", "TIME", "2014-12-07TNI")]),
    ("tw11-shopping", AP, "xbox one for $329 on black friday was a steal", [("black friday", "DATE", "2014-11-28")]),
    ("tw11-relative", AP, "last week was brutal", [("last week", "DATE", "2014-W48")]),
    # "now" is a TIMEX3 (PRESENT_REF, as "cant talk now"): the first label gave none (a correction after the first scoring)
    ("tw11-negative", AP, "my fantasy team scored 142 pts, 10-3 now", [("now", "DATE", "PRESENT_REF")]),
    ("tw11-clock", AP, "church at 11 then brunch", [("11", "TIME", "2014-12-07T11:00")]),
    ("tw11-holiday", AQ, "good friday tmrw, no school!!", [("good friday", "DATE", "2015-04-03"), ("tmrw", "DATE", "2015-04-03")]),
    ("tw11-clock", AQ, "egg hunt sunday at 10am", [("sunday at 10am", "TIME", "2015-04-05T10:00")]),
    ("tw11-holiday", AQ, "april fools was yesterday and i still fell for it", [("april fools", "DATE", "2015-04-01"), ("yesterday", "DATE", "2015-04-01")]),
    ("tw11-season", AQ, "spring break for 9 days wooo", [("spring", "DATE", "2015-SP"), ("9 days", "DURATION", "P9D")]),
    ("tw11-plans", AQ, "dinner w the fam at 6 tonight", [("6 tonight", "TIME", "2015-04-02T18:00")]),
    ("tw11-sports", AQ, "final four this weekend, 38-0 kentucky", [("this weekend", "DATE", "2015-W14-WE")]),
    ("tw11-negative", AQ, "ordered 2 pizzas for 4 ppl smh", []),
    ("tw11-clock", AQ, "up since 5am, need a nap", [("5am", "TIME", "2015-04-02T05:00")]),
    # -- a twelfth tweet round (h19t6, written and scored before any fix of that round; families "tw12-"; DCTs AR to AV)
    ("tw12-holiday", AR, "3 more days til xmas and i havent wrapped a thing", [("3 more days", "DURATION", "PXD"), ("xmas", "DATE", "2011-12-25")]),
    ("tw12-work", AR, "office party 2nite, open bar till 11 \U0001f37b", [("2nite", "TIME", "2011-12-22TNI"), ("11", "TIME", "2011-12-22T23:00")]),
    ("tw12-travel", AR, "flying home sat morning, mom already made up the guest bed", [("sat morning", "TIME", "2011-12-24TMO")]),
    ("tw12-negative", AR, "grabbed the last 2 copies of skyrim for $59.99", []),
    ("tw12-shopping", AR, "the mall b4 xmas is a war zone, never again", [("xmas", "DATE", "2011-12-25")]),
    ("tw12-school", AR, "no school till jan 3rd!!! \U0001f389", [("jan 3rd", "DATE", "2012-01-03")]),
    ("tw12-relative", AR, "this time last year we were snowed in at o'hare", [("last year", "DATE", "2010")]),
    ("tw12-negative", AR, "txt me at 555-0143 if u need a ride from the airport", []),
    ("tw12-tv", AR, "doctor who xmas special sun nite, dvr is set", [("xmas", "DATE", "2011-12-25"), ("sun nite", "TIME", "2011-12-25TNI")]),
    ("tw12-duration", AR, "2 wks off work, best gift ever", [("2 wks", "DURATION", "P2W")]),
    ("tw12-date", AR, "nye at jake's, dec 31 or bust", [("nye", "DATE", "2011-12-31"), ("dec 31", "DATE", "2011-12-31")]),
    ("tw12-weekday", AR, "work tmrw then im free til the 2nd", [("tmrw", "DATE", "2011-12-23"), ("the 2nd", "DATE", "2012-01-02")]),
    ("tw12-clock", AR, "ugly sweater party fri at 8!! dress tacky", [("fri at 8", "TIME", "2011-12-23T20:00")]),
    ("tw12-sports", AS, "olympics ended last nite and i already miss them", [("last nite", "TIME", "2012-08-12TNI")]),
    ("tw12-school", AS, "classes start in 2 wks, where did summer go", [("2 wks", "DURATION", "P2W"), ("summer", "DATE", "2012-SU")]),
    ("tw12-negative", AS, "bolt ran a 9.63 and made it look easy", []),
    ("tw12-work", AS, "stuck at my desk till 5 smh", [("5", "TIME", "2012-08-13T17:00")]),
    ("tw12-slang", AS, "fantasy draft thurs nite, who's in??", [("thurs nite", "TIME", "2012-08-16TNI")]),
    ("tw12-countdown", AS, "10 days till vegas!!! \u2708\ufe0f", [("10 days", "DURATION", "P10D")]),
    ("tw12-clock", AS, "dentist moved my appt to 8:15 wed", [("8:15 wed", "TIME", "2012-08-15T08:15")]),
    ("tw12-negative", AS, "version 2.3.4 still crashes on my droid", []),
    ("tw12-tv", AS, "breaking bad airs sunday 10pm, no spoilers pls", [("sunday 10pm", "TIME", "2012-08-19T22:00")]),
    ("tw12-relative", AS, "moved into this apt a yr ago today", [("a yr ago today", "DATE", "2011-08-13")]),
    ("tw12-week", AS, "the wknd went by way too fast", [("the wknd", "DATE", "2012-W32-WE")]),
    ("tw12-slang", AS, "orientation tomorow at 9, dont let me oversleep", [("tomorow at 9", "TIME", "2012-08-14T09:00")]),
    # the gold tags "week" alone after a noun ("Secretary week", "Digital Fashion Week": 'week' P1W)
    ("tw12-school", AT, "finals week starts mon, goodbye social life", [("week", "DURATION", "P1W"), ("mon", "DATE", "2013-05-06")]),
    ("tw12-clock", AT, "last exam tues 8am, whose idea was that", [("tues 8am", "TIME", "2013-05-07T08:00")]),
    ("tw12-negative", AT, "got a 3.7 on my stats paper!!", []),
    ("tw12-clock", AT, "in the library since 7am, send coffee", [("7am", "TIME", "2013-05-03T07:00")]),
    ("tw12-sports", AT, "derby tmrw, my money's on orb \U0001f40e", [("tmrw", "DATE", "2013-05-04")]),
    ("tw12-holiday", AT, "cinco de mayo sunday, margs anyone?", [("cinco de mayo", "DATE", "2013-05-05"), ("sunday", "DATE", "2013-05-05")]),
    ("tw12-holiday", AT, "mothers day in 9 days, dont forget", [("mothers day", "DATE", "2013-05-12"), ("9 days", "DURATION", "P9D")]),
    ("tw12-negative", AT, "iron man 3 gets a 9/10 from me", []),
    ("tw12-clock", AT, "tgif, drinks at 4:30 w the team", [("4:30", "TIME", "2013-05-03T16:30")]),
    ("tw12-year", AT, "saw them live the summer of 2010 and still not over it", [("the summer of 2010", "DATE", "2010-SU")]),
    ("tw12-duration", AT, "been up for 20 hrs straight studying orgo", [("20 hrs", "DURATION", "PT20H")]),
    ("tw12-date", AT, "commencement may 11, still need tix for the fam", [("may 11", "DATE", "2013-05-11")]),
    ("tw12-weekday", AT, "prom was sat nite and my feet still hurt", [("sat nite", "TIME", "2013-04-27TNI")]),
    ("tw12-sports", AU, "manning needs 3 tds tonight for the record, game at 8:30", [("tonight", "TIME", "2014-10-19TNI"), ("8:30", "TIME", "2014-10-19T20:30")]),
    ("tw12-negative", AU, "broncos up 21-7 at the half", []),
    ("tw12-holiday", AU, "costume party the sat b4 halloween, ideas??", [("the sat b4 halloween", "DATE", "2014-10-25")]),
    ("tw12-slang", AU, "sunday funday then back to work tmrw \U0001f629", [("sunday", "DATE", "2014-10-19"), ("tmrw", "DATE", "2014-10-20")]),
    ("tw12-weekday", AU, "midterms mon and weds, pray 4 me", [("mon", "DATE", "2014-10-20"), ("weds", "DATE", "2014-10-22")]),
    # a race time is a TIME of the DCT's day (the tweets gold's "Hit abt 1:35:10"; tw10's "2:03:45")
    ("tw12-sports", AU, "marathon done in 3:41:07, legs are jelly", [("3:41:07", "TIME", "2014-10-19T03:41:07")]),
    ("tw12-season", AU, "fall is finally here, pumpkin spice everything", [("fall", "DATE", "2014-FA")]),
    ("tw12-clock", AU, "brunch reservation 11:45, dont be late", [("11:45", "TIME", "2014-10-19T11:45")]),
    ("tw12-relative", AU, "this time last month i was in cabo \U0001f62d", [("last month", "DATE", "2014-09")]),
    ("tw12-tv", AU, "walking dead came back last sunday and im still shook", [("last sunday", "DATE", "2014-10-12")]),
    ("tw12-negative", AU, "call 1-800-555-0199 for tix", []),
    ("tw12-set", AU, "i work sundays til feb, sorry babe", [("sundays", "SET", "XXXX-WXX-7"), ("feb", "DATE", "2015-02")]),
    ("tw12-week", AU, "parent teacher conferences nxt week, yikes", [("nxt week", "DATE", "2014-W43")]),
    ("tw12-hashtag", AV, "gym is packed every nite #Jan2015 #resolutions", [("every nite", "SET", "TNI")]),
    ("tw12-slang", AV, "snow day tmrw?? plz plz plz \u2744\ufe0f", [("day", "DURATION", "P1D"), ("tmrw", "DATE", "2015-01-15")]),
    ("tw12-school", AV, "spring semester starts the 20th ugh", [("spring", "DATE", "2015-SP"), ("the 20th", "DATE", "2015-01-20")]),
    ("tw12-sports", AV, "playoffs this wkend, go pack go", [("this wkend", "DATE", "2015-W03-WE")]),
    ("tw12-negative", AV, "its 8 degrees out. 8!!", []),
    ("tw12-tv", AV, "empire premiered last wk and im obsessed", [("last wk", "DATE", "2015-W02")]),
    ("tw12-work", AV, "first paycheck of 2015 hits fri \U0001f4b8", [("2015", "DATE", "2015"), ("fri", "DATE", "2015-01-16")]),
    ("tw12-weather", AV, "below zero thru sat, stay inside ppl", [("sat", "DATE", "2015-01-17")]),
    ("tw12-relative", AV, "quit sugar on new years day, lasted 9 days lol", [("new years day", "DATE", "2015-01-01"), ("9 days", "DURATION", "P9D")]),
    ("tw12-duration", AV, "car took 15 min to defrost this morning", [("15 min", "DURATION", "PT15M"), ("this morning", "TIME", "2015-01-14TMO")]),
    ("tw12-date", AV, "tax refund should come by feb 10, fingers crossed", [("feb 10", "DATE", "2015-02-10")]),
    # the gold tags "weekend" alone in "long weekend" (2014-02-01 'weekend' 2014-W05-WE)
    ("tw12-week", AV, "long wknd for mlk, thank god", [("wknd", "DATE", "2015-W03-WE"), ("mlk", "DATE", "2015-01-19")]),
    ("tw12-negative", AV, "downloaded the 8.1 update, 2.4 gb smh", []),
    # -- a thirteenth tweet round (h19t7, written and scored before any fix of that round; families "tw13-"; DCTs AW to BA)
    ("tw13-promo", AW, "Spring sidewalk sale at Maple & Pine today only, 20% off all denim http://t.co/k3Rb7Qa2xP", [("Spring", "DATE", "2011-SP"), ("today", "DATE", "2011-04-09")]),
    ("tw13-news", AW, "Shutdown averted with about an hour to spare, stopgap funds agencies thru Sept http://t.co/Vw81nBq0Lz", [("an hour", "DURATION", "PT1H"), ("Sept", "DATE", "2011-09")]),
    ("tw13-sports", AW, "third round of the masters today, leaders tee off at 2:40", [("today", "DATE", "2011-04-09"), ("2:40", "TIME", "2011-04-09T14:40")]),
    ("tw13-personal", AW, "mowed the lawn this morning, now a cold one on the porch", [("this morning", "TIME", "2011-04-09TMO"), ("now", "DATE", "PRESENT_REF")]),
    ("tw13-complaint", AW, "neighbors have been drilling since 7am, why", [("7am", "TIME", "2011-04-09T07:00")]),
    ("tw13-negative", AW, "new high score on angry birds 48,210, beat that", []),
    ("tw13-plans", AW, "bbq at ours tomorrow afternoon, bring chairs", [("tomorrow afternoon", "TIME", "2011-04-10TAF")]),
    ("tw13-news", AW, "City council votes Tuesday on the Elm St bike lane plan http://t.co/Qe2LmZ8vYt", [("Tuesday", "DATE", "2011-04-12")]),
    ("tw13-negative", AW, "just finished the hunger games. wow. WOW.", []),
    ("tw13-date", AW, "taxes are due the 18th this year, not the 15th. ur welcome", [("the 18th", "DATE", "2011-04-18"), ("this year", "DATE", "2011"), ("the 15th", "DATE", "2011-04-15")]),
    ("tw13-countdown", AW, "royal wedding in 3 weeks and my mom already bought a fascinator", [("3 weeks", "DURATION", "P3W")]),
    ("tw13-promo", AW, "Kids eat free every Tuesday at Rosie's Diner, dine in only", [("every Tuesday", "SET", "XXXX-WXX-2")]),
    ("tw13-holiday", AX, "turkey day in 2 days!! who's hosting", [("turkey day", "DATE", "2012-11-22"), ("2 days", "DURATION", "P2D")]),
    ("tw13-promo", AX, "Black Friday doorbusters start at 8pm Thanksgiving night at all Crestview stores http://t.co/7hPaQxW3ke", [("Black Friday", "DATE", "2012-11-23"), ("8pm Thanksgiving night", "TIME", "2012-11-22T20:00")]),
    ("tw13-news", AX, "Storm cleanup: power back for most of Ocean County by Friday, utility says http://t.co/Zr4kB0cUw1", [("Friday", "DATE", "2012-11-23")]),
    ("tw13-travel", AX, "flight to denver got pushed to 6:40am thurs. love that for me", [("6:40am thurs", "TIME", "2012-11-22T06:40")]),
    ("tw13-school", AX, "no classes wed-fri!!! \U0001f64c", [("wed", "DATE", "2012-11-21"), ("fri", "DATE", "2012-11-23")]),
    ("tw13-negative", AX, "lost 3-1 in OT, refs were blind", []),
    ("tw13-complaint", AX, "been on hold with the cable company for 52 minutes", [("52 minutes", "DURATION", "PT52M")]),
    ("tw13-plans", AX, "pie baking marathon tomorrow night, pumpkin + pecan", [("tomorrow night", "TIME", "2012-11-21TNI")]),
    ("tw13-negative", AX, "whoever invented the mute button on group chats, thank u", []),
    # a day, a comma and its clock time are one TIME (tw1's "this sat, 7pm", this round's "sunday, 3:30"): the first label split them (a correction after the first scoring)
    ("tw13-sports", AX, "lions vs texans on thanksgiving, 12:30 kickoff. gonna be rough", [("thanksgiving, 12:30", "TIME", "2012-11-22T12:30")]),
    # "christmas tree" is the object, not the day: the tweets gold leaves "a Christmas tree" untagged (1 of 1; "Christmas shopping", "Xmas dinner" are tagged); the first label tagged it (a correction after the first scoring)
    ("tw13-holiday", AX, "we put up the christmas tree last wknd, judge me", [("last wknd", "DATE", "2012-W46-WE")]),
    ("tw13-plans", AX, "my sister flies in friday and stays thru dec 2", [("friday", "DATE", "2012-11-23"), ("dec 2", "DATE", "2012-12-02")]),
    ("tw13-promo", AY, "Join us next Sat 8/3 from 11-3 for the Riverbend food truck rally http://t.co/Lq0vT6sHd9", [("next Sat 8/3", "DATE", "2013-08-03"), ("11", "TIME", "2013-08-03T11:00"), ("3#2", "TIME", "2013-08-03T15:00")]),
    ("tw13-news", AY, "Heat wave to break Tuesday after nine days above 90, forecasters say http://t.co/Hf5rXo2Pja", [("Tuesday", "DATE", "2013-07-30"), ("nine days", "DURATION", "P9D")]),
    ("tw13-personal", AY, "sunday = laundry, meal prep, nap. in that order", [("sunday", "DATE", "2013-07-28")]),
    ("tw13-throwback", AY, "found my old ipod, full of 2006 emo playlists lol", [("2006", "DATE", "2006")]),
    ("tw13-negative", AY, "sox up 4-2 in the 7th, come onnn", []),
    ("tw13-complaint", AY, "ac broke AGAIN and the landlord says monday at the earliest", [("monday", "DATE", "2013-07-29")]),
    ("tw13-duration", AY, "3 weddings in the next 5 weeks \U0001f4b8", [("the next 5 weeks", "DURATION", "P5W")]),
    ("tw13-tv", AY, "shark week starts aug 4!!!", [("week", "DURATION", "P1W"), ("aug 4", "DATE", "2013-08-04")]),
    ("tw13-negative", AY, "this cat has knocked 4 things off the counter and shows zero remorse", []),
    ("tw13-duration", AY, "back from the lake, 4 days w no signal was exactly what i needed", [("4 days", "DURATION", "P4D")]),
    ("tw13-clock", AY, "church picnic right after the 10:30 service", [("10:30", "TIME", "2013-07-28T10:30")]),
    ("tw13-school", AY, "summer reading list 2 down 6 to go and school starts in 4 wks", [("summer", "DATE", "2013-SU"), ("4 wks", "DURATION", "P4W")]),
    ("tw13-news", AZ, "Snow emergency lifted at 6am, city schools reopen Tuesday http://t.co/Pd9sWm4cRb", [("6am", "TIME", "2014-01-13T06:00"), ("Tuesday", "DATE", "2014-01-14")]),
    ("tw13-tv", AZ, "golden globes last night, that opening monologue \U0001f602", [("last night", "TIME", "2014-01-12TNI")]),
    ("tw13-personal", AZ, "gym resolution lasted till jan 6. personal record", [("jan 6", "DATE", "2014-01-06")]),
    ("tw13-promo", AZ, "Winter clearance at Holloway Outfitters thru Sun 1/19, up to 60% off http://t.co/Ym3cRe7Tq2", [("Winter", "DATE", "2014-WI"), ("Sun 1/19", "DATE", "2014-01-19")]),
    ("tw13-set", AZ, "mondays. that's the tweet.", [("mondays", "SET", "XXXX-WXX-1")]),
    ("tw13-school", AZ, "2 weeks into the new term and im already behind", [("2 weeks", "DURATION", "P2W")]),
    ("tw13-clock", AZ, "dentist tmrw 9:15 and i havent flossed since xmas", [("tmrw 9:15", "TIME", "2014-01-14T09:15"), ("xmas", "DATE", "2013-12-25")]),
    ("tw13-complaint", AZ, "-7 windchill and the bus is 20 min late. fml", [("20 min", "DURATION", "PT20M")]),
    ("tw13-negative", AZ, "my phone is at 3% and my charger is in the car", []),
    ("tw13-sports", AZ, "niners at seattle sunday, 3:30 kick. here we go", [("sunday, 3:30", "TIME", "2014-01-19T15:30")]),
    ("tw13-duration", AZ, "the dog has been asleep for like 5 hrs straight", [("5 hrs", "DURATION", "PT5H")]),
    ("tw13-negative", AZ, "who keeps putting empty cereal boxes back in the pantry", []),
    ("tw13-throwback", BA, "#tbt homecoming 2009, those bangs tho \U0001f602", [("2009", "DATE", "2009")]),
    ("tw13-news", BA, "Pope to address Congress today, a first for a pontiff http://t.co/Ua4nGe1oXm", [("today", "DATE", "2015-09-24")]),
    # a day with the start of a clock range is one TIME (the gold's "Sat-Sun 1:00pm-6:00pm": 'Sun 1:00pm', "Tues-Wed 9:00am - 5:30pm": 'Wed 9:00am'): the first label split "Sat 9/26" from "noon" (a correction after the first scoring)
    ("tw13-promo", BA, "Fall beer fest at Copper Kettle Brewing, Sat 9/26 noon-5. Tix at the door http://t.co/Bx2wNf8kRq", [("Fall", "DATE", "2015-FA"), ("Sat 9/26 noon", "TIME", "2015-09-26T12:00"), ("5", "TIME", "2015-09-26T17:00")]),
    ("tw13-weather", BA, "blood moon sunday night, set an alarm", [("sunday night", "TIME", "2015-09-27TNI")]),
    ("tw13-weather", BA, "its still 88 degrees in late september, make it stop", [("late september", "DATE", "2015-09")]),
    ("tw13-negative", BA, "ordered a medium, got a large. not complaining", []),
    ("tw13-work", BA, "working doubles all week, send snacks", [("all week", "DURATION", "P1W")]),
    ("tw13-sports", BA, "fantasy lineup locks at 8:25 tonight", [("8:25 tonight", "TIME", "2015-09-24T20:25")]),
    ("tw13-plans", BA, "havent seen my college roommate in 6 years, coffee saturday!", [("6 years", "DURATION", "P6Y"), ("saturday", "DATE", "2015-09-26")]),
    ("tw13-negative", BA, "why is every pumpkin candle sold out already", []),
    ("tw13-school", BA, "essay due monday at 11:59pm and i started it 10 min ago", [("monday at 11:59pm", "TIME", "2015-09-28T23:59"), ("10 min ago", "DATE", "2015-09-24")]),
    ("tw13-countdown", BA, "my bday is in 2 weeks and i have planned nothing", [("2 weeks", "DURATION", "P2W")]),
]

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def _weekday(word: str) -> int | None:
    """The weekday ``word`` names by its first three letters ("fri", "Friday", "tues"; not "month"), or None."""
    low = word.lower()
    return WEEKDAYS.index(low[:3]) if low[:3] in WEEKDAYS and not low.startswith("month") else None


VALUE = re.compile(
    r"^(?:\d{3,4}|\d{4}-(?:\d{2}(?:-\d{2})?|SP|SU|FA|WI|W\d{2}(?:-WE)?)"
    r"|\d{4}-\d{2}-\d{2}T(?:\d{2}:\d{2}(?::\d{2})?|MO|AF|EV|NI)|P(?:\d+|X)(?:Y|M|W|D)|PT(?:\d+|X)(?:H|M|S)|PT\d+H\d+M"
    r"|XXXX-(?:WXX-[1-7](?:T(?:MO|AF|EV|NI))?|WE|SP|SU|FA|WI)|T(?:MO|AF|EV|NI)|PAST_REF|PRESENT_REF|FUTURE_REF)$")


def records() -> List[dict]:
    return probe_records(PROBE, VALUE, _weekday, "probe-tw")


def render() -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records())


def main() -> int:
    recs = records()
    OUT.write_text(render(), encoding="utf8")
    print(f"{OUT.name}: {len(recs)} texts, {sum(len(r['timexes']) for r in recs)} TIMEX3s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
