"""Write the English news generalisation probe (``probe_news_en.jsonl``, issue 19) and check every label.

What it is: short news-style sentences, each with a document creation time (``dct``, the reference date of
relative expressions) and the TIMEX3s (extent, type, value) TimeML / TempEval-3 annotation gives them. The
sentences were written by hand for this project. Which *families* of expression they cover was taken from the
list of expression kinds a mature news tagger handles (HeidelTime's English rule and pattern lists: dates in all
written forms, decades, centuries, parts of the year, fiscal years, seasons, anchored ago/later/earlier phrases,
part words "early/late/mid/the end of", clock times with zones, parts of the day, sets, durations with word and
digit numbers and modifiers, weekends, holidays); no sentence, pattern or value was copied from HeidelTime or from
any corpus, and the development corpora (TimeBank, AQUAINT) were only read to check which value convention their
gold uses for a kind of phrase. The probe measures phrasings the development data does not show; it is not the
held-out test set.

Conventions (TimeML 1.2.1 as the TimeBank/AQUAINT gold applies it; where the two corpora differ, the choice and
the reason are given):
- decades ``199`` (TimeBank; AQUAINT writes ``199X``), with the article in the extent ("the 1990s"); centuries
  ``18`` for "the 19th century";
- quarters ``2013-Q1``, halves ``1998-H2``, seasons ``2013-SU``, weekends ``2013-W12-WE``, parts of the day
  ``2013-03-21TNI``, midnight ``T24:00`` (TimeBank: "midnight Friday" is ``...T24``; here with minutes);
- part words ("early", "late", "the end of", "mid-") stay in the extent and leave the value at the granularity of
  what they modify (TimeML ``mod``, which is not scored): "late last month" is ``2013-02``;
- a clock time with a zone keeps the zone in the extent and its value is the clock ("7 a.m. EST" is ``T07:00``);
- durations: decades in years (``P20Y``, "the past decade" ``P10Y``, as the TimeBank/AQUAINT gold writes them),
  a century ``P1CE`` (WikiWars); "a year and a half" ``P1Y6M`` and "2 1/2 years" ``P2Y6M`` (TimeBank "a minute
  and a half" ``PT1M30S``, AQUAINT "5 1/2 hours" ``PT5H30M``); vague counts ``PXM``; "the past three years" is a
  DURATION ``P3Y`` but "the past year" the DATE of the year before (TimeBank, 2 of 2); "recent years" ``PXY``;
  "coming months" ``FUTURE_REF``;
- "about" stays out of the TIMEX3 ("about [90 minutes]": AQUAINT 5 of 5, the tweets 3 of 3; TimeBank takes it in
  twice), while "nearly", "almost", "more than", "up to", "at least", "around" + a clock time stay in;
- "a year ago", "two years ago", "a year earlier" are DATEs at the unit's granularity; "several years ago" is
  ``PAST_REF``; "recently" ``PAST_REF``, "now"/"currently" ``PRESENT_REF``; "last Thursday" read on a Friday is
  the day before (TimeBank: "last Thursday" on a Monday is the Thursday just gone); "N units after <event>" and
  "N units from now" are a DURATION (and the DATE "now"), as TimeBank's "Eight trading days after Oct. 12" and
  the snips gold's "three weeks from now"; "N units later" after a date is a DATE;
- sets: "twice a week" ``P1W``, "annually" ``P1Y``, "every quarter" ``P1Q`` (TimeBank), "every Monday"
  ``XXXX-WXX-1``, "every summer" ``XXXX-SU``;
- a weekday or month without a year is the nearest one in the direction of the sentence's tense (news reads
  the past unless the verb points ahead: "will", "is set to", "expects").
- the fourth round (h19) follows TimeBank where it has the phrase: "the fiscal first quarter" ``1989-Q1`` with its
  article, "the quarter ended Sept. 30" two TIMEX3s ("the quarter" the quarter, "Sept. 30" the day), "coming weeks"
  and "recent weeks" ``PXW`` (TimeBank's one "coming months" is ``FUTURE_REF``: the gold is split, the probe keeps
  the weeks' reading), "year-end" ``2013-12-31`` (TimeBank 2 of 5; "year end", "year's end" are the year),
  "each month" ``P1M``, "the 10-year note" ``P10Y``, "A decade ago" the year ten years back; sentences written
  before any fix of that round, so its before figures are a held-out-like estimate (benchmarks/README.md).
- the fifth round (h19b, also written and scored before any fix): "almost / more than / nearly N ago" a DATE at the
  unit (TimeBank "nearly four years ago", AQUAINT "almost four years ago"), a past "overnight" the night before,
  "at the time" PAST_REF (TimeBank's one annotated), "a year earlier" and "the year-ago quarter" in an earnings
  report the quarter a year back (TimeBank), "the past few weeks" PXW, "earlier in the year" with "earlier"
  (TimeBank, WikiWars), "the first week of April" the ISO week of April 4, "the turn of the century" 2000 (no gold).
- the sixth round (h19n, written and scored before any fix): a weekday with its date one TIMEX3 ("Saturday, April
  25": TimeBank, AQUAINT 2 of 3), "Friday's" tags "Friday" (TimeBank, many), "N-year low" the duration (TimeBank
  "five year low" P5Y), "the past two quarters" P2Q (TimeBank), "the next few years" PXY (TimeBank), "recent days"
  PXD (the gold is split: TimeBank PAST_REF 1, AQUAINT PXD 1, untagged 1; the probe keeps "recent weeks"' reading),
  "fiscal 2014" the year (TimeBank "fiscal 1989"), ages ("the 54-year-old") untagged (TimeBank, AQUAINT: 0 of 34),
  "once a week" P1W; where no gold has the phrase, TimeML's reading: "the following Monday" the Monday after the
  date told of, "a week ago Sunday" the Sunday before last, "the week after next", "a month earlier" after a month
  the month before it, "3:15 p.m. local time Thursday" one TIME, "the week ended March 15" two TIMEX3s as "the
  quarter ended Sept. 30" (TimeBank writes "the year ended ..." P1Y 7 of 8, so that label may be the wrong side).
- the seventh round (h19a, written and scored before any fix; ``probe-en-474`` on, DCTs F and G added): 2013 wire
  news (earnings, markets, elections, courts, weather, sport); "from a year ago" in an earnings report the quarter a
  year back (TimeBank 2 of 2 with a quarter), "the quarterly dividend" untagged (TimeBank 0 of 6), "the three months
  through September" and "the 12 months to February" two TIMEX3s as "the nine months ended Sept. 30", "the final
  three months of 2012" two TIMEX3s as TimeBank's "the first nine months of 1997" (2 of 2; first labelled the
  quarter, corrected after scoring: a label against the dev gold, not a fix), "first-half" the half, "calendar 2012" the year, "the October-December quarter"
  the quarter, a clock time told with a later weekday ("6 a.m. and close at 8 p.m. Tuesday") on that day, "hours
  before the deadline" ``PTXH``; elsewhere TimeML's reading.
- the eighth round (h19d, written and scored before any fix; ``probe-en-534`` on, DCTs H and J added): 2013 wire
  news (politics, economy, courts, health, disasters, sport, science, obituaries, datelines); a clock time with a
  zone and a weekday one TIME ("10:30 a.m. EDT Thursday": AQUAINT "4 a.m. EDT Thursday" one TIMEX3), a time on a
  holiday one TIME ("8 p.m. on Christmas Eve"), a dateline's date a DATE, "the fiscal year ending in June 2014" two
  TIMEX3s as TimeBank's "the year ending June 30, 1990" (P1Y and the date), "the fiscal fourth quarter" the quarter
  by its number (TimeBank "the fiscal first quarter"), "the first 10 months of the year" two TIMEX3s (TimeBank "the
  first nine months of the year"), "a year earlier" after a month the month a year back, "A day earlier" after a
  date the day before it (TimeML; TimeBank's one is a DURATION), "two years ago this week" / "25 years ago this
  month" one DATE at the last unit, "the next morning" a TIME (WikiWars 2 of 2; AQUAINT's one a DATE), "twice a
  year" P1Y, "three times a day" P1D, "once every six months" P6M, "each spring" ``XXXX-SP``, "up to 20 years" with
  "up to", ages untagged; a bare month-day or weekday pair without a tense cue on the reference date's side.
- the ninth round (h19i, written and scored before any fix; ``DOCS``, written to ``probe_news_en_docs.jsonl``, one
  whole article a record, ``probe-en-doc-001`` on, DCTs K-X): 13 AP / Reuters-style wire stories of 5-6 paragraphs
  with a dateline (a Reuters dateline's date a DATE), in which relative expressions anchor to the DCT or to the last
  date told of: "the same day", "that year", "later that year" (with "later": AQUAINT), "the following week" the
  ISO week after the date told of, "10 days later" after a date a DATE, "a day earlier", "a year earlier" after a
  month the month a year back and in an earnings report the quarter a year back, weekdays of past stories the ones
  just gone, "the quarter ending June 30" the quarter of that day, "the week ended Jan. 26" as the fourth round's
  "the week ended March 15", "12:14 p.m. Eastern time" one TIME with its zone, "at the time" PAST_REF.
- the tenth round (h19m, written and scored before any fix; family prefix ``n10-``): earnings reports and past news.
  "a year earlier" / "a year ago" / "year-earlier" once the report has turned from the quarter to the nine or six
  months the year a year back (TimeBank 6 of 8), after a quarter again that quarter a year back; "the 2012 period" in
  a quarter report that quarter of 2012 (TimeBank 2 of 2); "since year-end" the year-end just gone (TimeBank 1 of 1);
  a bare month in a past sentence the one before the DCT even far from its verb or after an older year the text told
  of; "that day", "Earlier that day" the date told of; a past "the end of the year" written in January the year before.
- the eleventh round (h19v, family prefix ``n11-``; written after reading the AQUAINT / TimeBank dev value misses, then
  scored before any fix of that round): a fronted month or weekday whose past or future verb comes only after a long
  clause set off by commas the one in that verb's direction; "that same day", "the same day", "later that day" after
  a date known only to its month that month with the day unknown (``2013-03-XX``, AQUAINT's "that same day" after
  "last October" ``1998-10-XX``; TimeML leaves unknown digits as X).
- the twelfth round (h19y, family prefix ``n12-``, in ``DOCS``: ``probe-en-doc-014`` on, DCTs Y1-Y12; written and
  labelled before any fix of that round): 12 ordinary AP-style wire articles (earnings, a budget, courts, markets,
  prices, auto sales, an airline merger, housing, a health-care website), no TIMEX3 text of more than one word that an
  earlier round or the TimeBank / AQUAINT gold has, but for the common ones the brief asked for ("a year earlier",
  "earlier this month", "last week", "now", "recently", "the 1990s"): "the September quarter" the quarter ending in
  that month, "the final quarter of the year" that quarter, "the same period last year" the reported quarter a year
  back (TimeBank "the corresponding period last year"), "month's end" the month, "2 p.m. Eastern" one TIME with the
  zone, a futures month ("for May delivery") the month ahead, "five months later" after a month a DATE, "a year
  earlier" / "from a year ago" after a month of a sales or prices report that month a year back (written so; the dev
  gold's one such case across a sentence is the year: see benchmarks/HISTORY.md).
- the thirteenth round (h19n, family prefix ``n13-``, ``probe-en-doc-026`` on, in ``probe_news_n13.py`` with its
  conventions; written and labelled before any fix of that round): 12 whole wire articles in the genres the earlier
  rounds used least (WSJ-style earnings and markets of 1989-1992, sentencings, science, an obituary, a feature,
  sport, a hurricane, an earthquake), DCTs spread over 1989-2013.
- the fourteenth round (h19n4, family prefix ``n14-``, ``probe-en-doc-038`` on, in ``probe_news_n14.py`` with its
  conventions; written and labelled before any fix of that round): 12 whole 2013 online-news articles in the style of
  TempEval-3's held-out set (BBC / CNN / NYT / AP / Reuters: politics, economy, a tornado, a sentencing, science,
  sport, a market debut, health, markets, the shutdown, a typhoon, auto sales); "recent years" ``PAST_REF`` there.
- the fifteenth round (h19n5, family prefix ``n15-``, ``probe-en-doc-050`` on, in ``probe_news_n15.py`` with its
  conventions; written, labelled and committed before it was scored): 12 whole 2013 online-news articles (a jobs
  report, a Fed meeting, earnings, a trial, the sequester, a Kenyan election, a G8 summit, health policy, a market
  report, a British annual report, a nuclear deal, an appeals ruling), dates told across sentences.
- the sixteenth round (h19n6, family prefix ``n16-``, in ``probe_news_n16.py`` with its conventions; written,
  labelled and committed before any scoring or fix of that round): 12 whole 2013 online-news articles on sport,
  weather, space, science, culture, obituaries and transport accidents (anniversaries and ages untagged, "overnight"
  a TIME, "millions of years ago" ``PAST_REF``).
- the seventeenth round (h19n7, family prefix ``n17-``, ``probe-en-doc-074`` on, in ``probe_news_n17.py`` with its
  conventions; written, labelled and committed before any scoring or fix of that round): 12 shorter pieces (3-5
  paragraphs) of late February to early April 2013 from AP / Reuters / AFP / BBC / NYT / Xinhua / VOA-style wires
  (politics, conflict, courts, business, health, a papal conclave, technology, sport).

Run ``python benchmarks/data/make_probe_news.py`` to rewrite the file; it refuses to write when a check fails (an
expression not in its sentence or found twice without an index, overlapping spans, a weekday name that is not the
weekday of its date, a malformed value). Score it with
``python benchmarks/bench_accuracy.py --corpus probe-news-en --no-speed``.
"""

# ruff: noqa: E501  (the sentence tables read best one entry per line)
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import List, Tuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from probe_news_n13 import docs_n13  # noqa: E402
from probe_news_n14 import docs_n14  # noqa: E402
from probe_news_n15 import docs_n15  # noqa: E402
from probe_news_n16 import docs_n16  # noqa: E402
from probe_news_n17 import docs_n17  # noqa: E402
from probe_records import probe_records  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "probe_news_en.jsonl"
DOCS_OUT = HERE / "probe_news_en_docs.jsonl"  # the ninth round: whole articles, one a record

# document creation times (news days)
A = "2013-03-22"  # Friday, ISO week 12
B = "2013-01-15"  # Tuesday, week 3
C = "2013-08-07"  # Wednesday, week 32
D = "2013-11-04"  # Monday, week 45
E = "1998-02-19"  # Thursday, week 8
F = "2013-06-12"  # Wednesday, week 24
G = "2013-10-17"  # Thursday, week 42
H = "2013-04-18"  # Thursday, week 16
J = "2013-12-03"  # Tuesday, week 49

# (family, dct, text, [(expression, type, value), ...]); "expr#2" takes the second occurrence
Entry = Tuple[str, str, str, List[Tuple[str, str, str]]]
PROBE: List[Entry] = [
    # -- calendar dates in their written forms
    ("date_written", A, "The company was founded on Feb. 25, 2009, in Ohio.", [("Feb. 25, 2009", "DATE", "2009-02-25")]),
    ("date_written", A, "The treaty was signed 25 February 2009 in Geneva.", [("25 February 2009", "DATE", "2009-02-25")]),
    ("date_written", A, "Voting will close on the 25th of February 2014.", [("the 25th of February 2014", "DATE", "2014-02-25")]),
    ("date_written", A, "The report, dated 2012-11-30, was released on Thursday.", [("2012-11-30", "DATE", "2012-11-30"), ("Thursday", "DATE", "2013-03-21")]),
    ("date_written", A, "The filing lists 09/26/2012 as the closing date.", [("09/26/2012", "DATE", "2012-09-26")]),
    ("date_written", A, "He was arrested on 10/29/12 in Miami.", [("10/29/12", "DATE", "2012-10-29")]),
    ("date_written", A, "The hearing was moved to April 4.", [("April 4", "DATE", "2013-04-04")]),
    ("date_written", A, "Shares rose on Jan. 9 after the report.", [("Jan. 9", "DATE", "2013-01-09")]),
    ("date_written", A, "The strike began on March 3rd.", [("March 3rd", "DATE", "2013-03-03")]),
    ("date_written", A, "The vote was held Monday, Oct. 12, 2009.", [("Monday, Oct. 12, 2009", "DATE", "2009-10-12")]),
    ("date_written", A, "The market crashed on Friday, October 13, 1989.", [("Friday, October 13, 1989", "DATE", "1989-10-13")]),
    ("date_written", A, "The deadline for bids is Sept. 30.", [("Sept. 30", "DATE", "2013-09-30")]),
    ("date_written", A, "He took office on January 20th, 2009.", [("January 20th, 2009", "DATE", "2009-01-20")]),
    ("date_written", A, "The Jan. 15 deadline was missed.", [("Jan. 15", "DATE", "2013-01-15")]),
    ("date_written", A, "Production stopped on Oct. 5 and resumed Oct. 19.", [("Oct. 5", "DATE", "2012-10-05"), ("Oct. 19", "DATE", "2012-10-19")]),
    ("date_written", A, "The Sept. 11, 2001, attacks changed the city.", [("Sept. 11, 2001", "DATE", "2001-09-11")]),
    ("date_written", E, "Talks resumed on Feb. 2 and broke down on Feb. 9.", [("Feb. 2", "DATE", "1998-02-02"), ("Feb. 9", "DATE", "1998-02-09")]),
    ("date_written", E, "The ship left port on Tuesday, Feb. 17.", [("Tuesday, Feb. 17", "DATE", "1998-02-17")]),
    ("date_written", A, "The order was signed on Dec. 3 last year.", [("Dec. 3 last year", "DATE", "2012-12-03")]),
    ("date_written", C, "The court will hear the case on Sept. 9.", [("Sept. 9", "DATE", "2013-09-09")]),
    # -- months and years
    ("month_year", A, "Sales in November 2012 were flat.", [("November 2012", "DATE", "2012-11")]),
    ("month_year", A, "Prices peaked in Nov. 2011.", [("Nov. 2011", "DATE", "2011-11")]),
    ("month_year", A, "The plant closed in February of 1999.", [("February of 1999", "DATE", "1999-02")]),
    ("month_year", A, "The new law takes effect in January.", [("January", "DATE", "2014-01")]),
    ("month_year", A, "The merger was announced in December.", [("December", "DATE", "2012-12")]),
    ("month_year", A, "The factory reopened in May last year.", [("May last year", "DATE", "2012-05")]),
    ("month_year", A, "The next election is due in November next year.", [("November next year", "DATE", "2014-11")]),
    ("month_year", A, "The museum opened in the year 2000.", [("the year 2000", "DATE", "2000")]),
    ("month_year", A, "Inflation hit 5 percent in 2008.", [("2008", "DATE", "2008")]),
    ("month_year", A, "The mine operated from 1850 to 1858.", [("1850", "DATE", "1850"), ("1858", "DATE", "1858")]),
    ("month_year", A, "Exports rose in 2011 and 2012.", [("2011", "DATE", "2011"), ("2012", "DATE", "2012")]),
    ("month_year", A, "The unemployment rate was 7.7 percent in February.", [("February", "DATE", "2013-02")]),
    ("month_year", A, "The baseball season begins in April.", [("April", "DATE", "2013-04")]),
    ("month_year", A, "The results for 2012 were announced on Wednesday.", [("2012", "DATE", "2012"), ("Wednesday", "DATE", "2013-03-20")]),
    ("month_year", A, "He had been missing since 2011.", [("2011", "DATE", "2011")]),
    ("month_year", D, "Car sales jumped in October.", [("October", "DATE", "2013-10")]),
    # -- decades and centuries
    ("decade", A, "The band was popular in the 1980s.", [("the 1980s", "DATE", "198")]),
    ("decade", A, "Home prices soared in the '90s.", [("the '90s", "DATE", "199")]),
    ("decade", A, "Crime rates fell through the nineties.", [("the nineties", "DATE", "199")]),
    ("decade", A, "The program began in the early 1970s.", [("the early 1970s", "DATE", "197")]),
    ("decade", A, "The company was sold in the late 1990s.", [("the late 1990s", "DATE", "199")]),
    ("decade", A, "By the mid-1990s, the firm had 10,000 workers.", [("the mid-1990s", "DATE", "199")]),
    ("decade", A, "The building dates from the 1920s.", [("the 1920s", "DATE", "192")]),
    ("decade", A, "Growth was strong in the 1960s and 1970s.", [("the 1960s", "DATE", "196"), ("1970s", "DATE", "197")]),
    ("decade", A, "The rule was written in the 1980's.", [("the 1980's", "DATE", "198")]),
    ("decade", A, "Car ownership boomed in the sixties.", [("the sixties", "DATE", "196")]),
    ("century", A, "The church was built in the 19th century.", [("the 19th century", "DATE", "18")]),
    ("century", A, "The city was founded in the seventh century.", [("the seventh century", "DATE", "06")]),
    ("century", A, "It was the worst famine of the 20th century.", [("the 20th century", "DATE", "19")]),
    ("century", A, "Leaders discussed the challenges of the 21st century.", [("the 21st century", "DATE", "20")]),
    ("century", A, "The bridge was built in the early 18th century.", [("the early 18th century", "DATE", "17")]),
    # -- parts of the year, fiscal years
    ("part_of_year", C, "Profit rose 8 percent in the first quarter.", [("the first quarter", "DATE", "2013-Q1")]),
    ("part_of_year", C, "The company expects a loss in the fourth quarter.", [("the fourth quarter", "DATE", "2013-Q4")]),
    ("part_of_year", A, "Revenue rose in the third quarter of 2012.", [("the third quarter of 2012", "DATE", "2012-Q3")]),
    ("part_of_year", A, "Sales fell in the second half of 1998.", [("the second half of 1998", "DATE", "1998-H2")]),
    ("part_of_year", C, "Growth slowed in the first half.", [("the first half", "DATE", "2013-H1")]),
    ("part_of_year", D, "The firm posted a third-quarter loss.", [("third-quarter", "DATE", "2013-Q3")]),
    ("part_of_year", A, "In fiscal 1999, the company earned $2 million.", [("fiscal 1999", "DATE", "1999")]),
    ("part_of_year", A, "Lawmakers approved the fiscal 2014 budget.", [("fiscal 2014", "DATE", "2014")]),
    ("part_of_year", A, "Earnings in the 2012 fourth quarter beat forecasts.", [("the 2012 fourth quarter", "DATE", "2012-Q4")]),
    ("part_of_year", B, "The company expects growth in this year's third quarter.", [("this year's third quarter", "DATE", "2013-Q3")]),
    ("part_of_year", A, "Earnings are due in the current quarter.", [("the current quarter", "DATE", "2013-Q1")]),
    ("part_of_year", A, "Sales rose in the last quarter of 2012.", [("the last quarter of 2012", "DATE", "2012-Q4")]),
    ("part_of_year", A, "Net income rose 12 percent in the first nine months.", [("the first nine months", "DURATION", "P9M")]),
    ("part_of_year", A, "The deal is expected to close by the end of the second quarter.", [("the end of the second quarter", "DATE", "2013-Q2")]),
    ("part_of_year", A, "Output grew in the first half of 2012.", [("the first half of 2012", "DATE", "2012-H1")]),
    ("part_of_year", A, "The company lost money in the second quarter of last year.", [("the second quarter of last year", "DATE", "2012-Q2")]),
    ("part_of_year", C, "Sales grew in the second quarter.", [("the second quarter", "DATE", "2013-Q2")]),
    # -- seasons
    ("season", A, "The plant will open next summer.", [("next summer", "DATE", "2014-SU")]),
    ("season", C, "Prices rose last fall.", [("last fall", "DATE", "2012-FA")]),
    ("season", A, "The bill passed in the spring of 2011.", [("the spring of 2011", "DATE", "2011-SP")]),
    ("season", C, "Construction will begin this fall.", [("this fall", "DATE", "2013-FA")]),
    ("season", A, "The drought lasted through summer 2012.", [("summer 2012", "DATE", "2012-SU")]),
    ("season", B, "Talks are expected to resume in the spring.", [("the spring", "DATE", "2013-SP")]),
    ("season", D, "The storm hit early last summer.", [("early last summer", "DATE", "2013-SU")]),
    ("season", A, "The report was published in the summer of 1998.", [("the summer of 1998", "DATE", "1998-SU")]),
    ("season", A, "The company plans to list its shares this autumn.", [("this autumn", "DATE", "2013-FA")]),
    ("season", A, "Snow fell heavily in the winter of 2010.", [("the winter of 2010", "DATE", "2010-WI")]),
    # -- durations
    ("duration", A, "The conflict has lasted more than two decades.", [("more than two decades", "DURATION", "P20Y")]),
    ("duration", A, "Prices will rise over the next 10 years.", [("the next 10 years", "DURATION", "P10Y")]),
    ("duration", A, "The talks could take several months.", [("several months", "DURATION", "PXM")]),
    ("duration", A, "Unemployment has risen in the past three years.", [("the past three years", "DURATION", "P3Y")]),
    ("duration", A, "The rescue took 48 hours.", [("48 hours", "DURATION", "PT48H")]),
    ("duration", A, "He served three weeks in jail.", [("three weeks", "DURATION", "P3W")]),
    ("duration", A, "The ban lasted 18 months.", [("18 months", "DURATION", "P18M")]),
    ("duration", A, "The flight took about 90 minutes.", [("90 minutes", "DURATION", "PT90M")]),
    ("duration", A, "The strike lasted nearly a month.", [("nearly a month", "DURATION", "P1M")]),
    ("duration", A, "The plan covers a five-year period.", [("a five-year period", "DURATION", "P5Y")]),
    ("duration", A, "He signed a 10-year contract.", [("10-year", "DURATION", "P10Y")]),
    ("duration", A, "The sessions last half an hour.", [("half an hour", "DURATION", "PT30M")]),
    ("duration", A, "The project will take a year and a half.", [("a year and a half", "DURATION", "P1Y6M")]),
    ("duration", A, "Repairs will take a few days.", [("a few days", "DURATION", "PXD")]),
    ("duration", A, "The fighting lasted 12 days.", [("12 days", "DURATION", "P12D")]),
    ("duration", A, "He spent the last 20 years in exile.", [("the last 20 years", "DURATION", "P20Y")]),
    ("duration", A, "The ceasefire held for the first 24 hours.", [("the first 24 hours", "DURATION", "PT24H")]),
    ("duration", A, "The market has been volatile in recent weeks.", [("recent weeks", "DURATION", "PXW")]),
    ("duration", A, "Officials expect more layoffs in coming months.", [("coming months", "DATE", "FUTURE_REF")]),
    ("duration", A, "The drug was tested for up to six months.", [("up to six months", "DURATION", "P6M")]),
    ("duration", A, "It took almost two years to build the dam.", [("almost two years", "DURATION", "P2Y")]),
    ("duration", A, "The stock fell over the past five trading days.", [("the past five trading days", "DURATION", "P5D")]),
    ("duration", A, "The project lasted a couple of years.", [("a couple of years", "DURATION", "P2Y")]),
    ("duration", A, "The reactor was shut down for a week.", [("a week", "DURATION", "P1W")]),
    ("duration", A, "Losses mounted during a three-month strike.", [("three-month", "DURATION", "P3M")]),
    ("duration", A, "The two-day summit ends Friday.", [("two-day", "DURATION", "P2D"), ("Friday", "DATE", "2013-03-22")]),
    ("duration", A, "The agency must decide within 30 days.", [("30 days", "DURATION", "P30D")]),
    ("duration", A, "The dam took nearly a century to complete.", [("nearly a century", "DURATION", "P1CE")]),
    ("duration", A, "Rates have been low for more than two years.", [("more than two years", "DURATION", "P2Y")]),
    ("duration", A, "Prices hit a five-year low.", [("five-year", "DURATION", "P5Y")]),
    ("duration", A, "The company has operated for twenty-five years.", [("twenty-five years", "DURATION", "P25Y")]),
    ("duration", A, "The siege lasted one hundred days.", [("one hundred days", "DURATION", "P100D")]),
    ("duration", A, "The firm will cut jobs over the next eighteen months.", [("the next eighteen months", "DURATION", "P18M")]),
    ("duration", A, "Growth slowed in the past year.", [("the past year", "DATE", "2012")]),
    ("duration", A, "The shares have doubled over the past decade.", [("the past decade", "DURATION", "P10Y")]),
    ("duration", A, "The company has grown in recent years.", [("recent years", "DURATION", "PXY")]),
    ("duration", A, "The talks dragged on for weeks.", [("weeks", "DURATION", "PXW")]),
    ("duration", A, "The investigation could last at least six months.", [("at least six months", "DURATION", "P6M")]),
    ("duration", A, "The pilots flew for 14 hours straight.", [("14 hours", "DURATION", "PT14H")]),
    ("duration", A, "The fire burned for more than a week.", [("more than a week", "DURATION", "P1W")]),
    ("duration", A, "The country has been at war for four decades.", [("four decades", "DURATION", "P40Y")]),
    ("duration", A, "Interest rates stayed flat for the past six months.", [("the past six months", "DURATION", "P6M")]),
    ("duration", A, "The launch was delayed by 10 minutes.", [("10 minutes", "DURATION", "PT10M")]),
    # -- anchored and relative dates
    ("relative", A, "Sales rose 4 percent from a year earlier.", [("a year earlier", "DATE", "2012")]),
    ("relative", A, "Profit was $3 million a year ago.", [("a year ago", "DATE", "2012")]),
    ("relative", A, "The company was sold two years ago.", [("two years ago", "DATE", "2011")]),
    ("relative", A, "The plant closed three days ago.", [("three days ago", "DATE", "2013-03-19")]),
    ("relative", A, "Prices began falling a month ago.", [("a month ago", "DATE", "2013-02")]),
    ("relative", A, "The firm was founded about 20 years ago.", [("20 years ago", "DATE", "1993")]),
    ("relative", A, "The system was installed several years ago.", [("several years ago", "DATE", "PAST_REF")]),
    ("relative", A, "The company was formed in 2005. Two years later it went public.", [("2005", "DATE", "2005"), ("Two years later", "DATE", "2007")]),
    ("relative", A, "The bill passed the Senate on Tuesday, and the House approved it the same day.", [("Tuesday", "DATE", "2013-03-19"), ("the same day", "DATE", "2013-03-19")]),
    ("relative", A, "The firm filed for bankruptcy in 2009. At that time, it had 300 employees.", [("2009", "DATE", "2009"), ("that time", "DATE", "2009")]),
    ("relative", A, "Workers will get a raise by the end of the year.", [("the end of the year", "DATE", "2013")]),
    ("relative", A, "Prices fell sharply late last month.", [("late last month", "DATE", "2013-02")]),
    ("relative", A, "The company plans to hire early next year.", [("early next year", "DATE", "2014")]),
    ("relative", A, "The deal closed earlier this month.", [("earlier this month", "DATE", "2013-03")]),
    ("relative", A, "Analysts expect a recovery later this year.", [("later this year", "DATE", "2013")]),
    ("relative", A, "The data will be released at the end of this month.", [("the end of this month", "DATE", "2013-03")]),
    ("relative", A, "Talks began at the beginning of November 1999.", [("the beginning of November 1999", "DATE", "1999-11")]),
    ("relative", A, "The festival is held in the middle of September.", [("the middle of September", "DATE", "2013-09")]),
    ("relative", A, "Stocks rallied in mid-March.", [("mid-March", "DATE", "2013-03")]),
    ("relative", A, "Sales were weak in early 2012.", [("early 2012", "DATE", "2012")]),
    ("relative", A, "The project should be finished by late 2014.", [("late 2014", "DATE", "2014")]),
    ("relative", A, "The firm opened in 2004 and moved its offices the following year.", [("2004", "DATE", "2004"), ("the following year", "DATE", "2005")]),
    ("relative", A, "The firm was founded in 2004; the previous year, its founder had left IBM.", [("2004", "DATE", "2004"), ("the previous year", "DATE", "2003")]),
    ("relative", A, "Prices fell last week.", [("last week", "DATE", "2013-W11")]),
    ("relative", A, "The law will take effect next month.", [("next month", "DATE", "2013-04")]),
    ("relative", A, "Revenue has risen this year.", [("this year", "DATE", "2013")]),
    ("relative", A, "Sales fell last year.", [("last year", "DATE", "2012")]),
    ("relative", A, "The ministry will publish data next Monday.", [("next Monday", "DATE", "2013-03-25")]),
    ("relative", A, "The index hit a record this month.", [("this month", "DATE", "2013-03")]),
    ("relative", A, "Recently, the company has cut jobs.", [("Recently", "DATE", "PAST_REF")]),
    ("relative", A, "The company is currently in talks with lenders.", [("currently", "DATE", "PRESENT_REF")]),
    ("relative", A, "Now the firm must repay the loan.", [("Now", "DATE", "PRESENT_REF")]),
    ("relative", A, "Interest rates will rise in the future.", [("the future", "DATE", "FUTURE_REF")]),
    ("relative", A, "He was arrested in January 2011. Fourteen months later, the case was dropped.", [("January 2011", "DATE", "2011-01"), ("Fourteen months later", "DATE", "2012-03")]),
    ("relative", A, "Sales fell at the start of the year.", [("the start of the year", "DATE", "2013")]),
    ("relative", A, "The vote was delayed until later this month.", [("later this month", "DATE", "2013-03")]),
    ("relative", A, "Orders slowed late last year.", [("late last year", "DATE", "2012")]),
    ("relative", D, "The plant will close at the end of next year.", [("the end of next year", "DATE", "2014")]),
    ("relative", A, "The merger was completed in 2010, five years after talks began.", [("2010", "DATE", "2010"), ("five years", "DURATION", "P5Y")]),
    ("relative", A, "Prices had fallen 2 percent the previous month.", [("the previous month", "DATE", "2013-02")]),
    # -- days
    ("day", A, "The minister resigned yesterday.", [("yesterday", "DATE", "2013-03-21")]),
    ("day", A, "The court will rule tomorrow.", [("tomorrow", "DATE", "2013-03-23")]),
    ("day", A, "The firm announced the plan today.", [("today", "DATE", "2013-03-22")]),
    ("day", A, "The vote took place the day before yesterday.", [("the day before yesterday", "DATE", "2013-03-20")]),
    ("day", A, "Police arrested him on Monday.", [("Monday", "DATE", "2013-03-18")]),
    ("day", A, "The summit will open Wednesday.", [("Wednesday", "DATE", "2013-03-27")]),
    ("day", A, "The plant was hit by a fire early Tuesday.", [("early Tuesday", "DATE", "2013-03-19")]),
    ("day", A, "Rescuers found the climbers late Sunday.", [("late Sunday", "DATE", "2013-03-17")]),
    ("day", A, "The company said Thursday it would cut 500 jobs.", [("Thursday", "DATE", "2013-03-21")]),
    ("day", D, "The results will be released the day after tomorrow.", [("the day after tomorrow", "DATE", "2013-11-06")]),
    ("day", D, "The ceasefire collapsed on Saturday.", [("Saturday", "DATE", "2013-11-02")]),
    ("day", A, "The talks will resume next Tuesday.", [("next Tuesday", "DATE", "2013-03-26")]),
    ("day", A, "The bank raised rates last Thursday.", [("last Thursday", "DATE", "2013-03-21")]),
    # -- clock times and parts of the day
    ("time", A, "The blast occurred at 9 a.m.", [("9 a.m.", "TIME", "2013-03-22T09:00")]),
    ("time", A, "The market closed at 4:30 p.m.", [("4:30 p.m.", "TIME", "2013-03-22T16:30")]),
    ("time", A, "The meeting ended at 11:30 a.m. Wednesday.", [("11:30 a.m. Wednesday", "TIME", "2013-03-20T11:30")]),
    ("time", A, "The polls open at 7 a.m. EST.", [("7 a.m. EST", "TIME", "2013-03-22T07:00")]),
    ("time", A, "The quake struck at 1535 GMT.", [("1535 GMT", "TIME", "2013-03-22T15:35")]),
    ("time", A, "The deadline passed at midnight.", [("midnight", "TIME", "2013-03-22T24:00")]),
    ("time", A, "Negotiations broke off at noon Thursday.", [("noon Thursday", "TIME", "2013-03-21T12:00")]),
    ("time", D, "The truce expired at midnight Friday.", [("midnight Friday", "TIME", "2013-11-01T24:00")]),
    ("time", A, "Stocks fell overnight in Asia.", [("overnight", "TIME", "2013-03-21TNI")]),
    ("time", A, "Fighting continued Monday night.", [("Monday night", "TIME", "2013-03-18TNI")]),
    ("time", A, "The president will speak tonight.", [("tonight", "TIME", "2013-03-22TNI")]),
    ("time", A, "The minister arrived yesterday morning.", [("yesterday morning", "TIME", "2013-03-21TMO")]),
    ("time", A, "Officials will meet later this afternoon.", [("later this afternoon", "TIME", "2013-03-22TAF")]),
    ("time", D, "The fire broke out early Friday morning.", [("early Friday morning", "TIME", "2013-11-01TMO")]),
    ("time", A, "Troops entered the city this morning.", [("this morning", "TIME", "2013-03-22TMO")]),
    ("time", A, "The explosion happened around 10:15 p.m.", [("around 10:15 p.m.", "TIME", "2013-03-22T22:15")]),
    ("time", A, "Trading resumed Tuesday afternoon.", [("Tuesday afternoon", "TIME", "2013-03-19TAF")]),
    ("time", A, "He was last seen last night.", [("last night", "TIME", "2013-03-21TNI")]),
    ("time", A, "The shooting happened at about 2 a.m. Sunday.", [("2 a.m. Sunday", "TIME", "2013-03-17T02:00")]),
    ("time", A, "The statement came at noon.", [("noon", "TIME", "2013-03-22T12:00")]),
    ("time", A, "The protest started Wednesday evening.", [("Wednesday evening", "TIME", "2013-03-20TEV")]),
    ("time", A, "Voting ends at 8 p.m. tomorrow.", [("8 p.m. tomorrow", "TIME", "2013-03-23T20:00")]),
    ("time", A, "The rocket lifted off at 10:05 a.m. EDT.", [("10:05 a.m. EDT", "TIME", "2013-03-22T10:05")]),
    # -- sets
    ("set", A, "The board meets twice a week.", [("twice a week", "SET", "P1W")]),
    ("set", A, "The survey is conducted each year.", [("each year", "SET", "P1Y")]),
    ("set", A, "The fee is paid annually.", [("annually", "SET", "P1Y")]),
    ("set", A, "The council meets every Monday.", [("every Monday", "SET", "XXXX-WXX-1")]),
    ("set", A, "Inspectors visit the plant once a month.", [("once a month", "SET", "P1M")]),
    ("set", A, "Elections are held every four years.", [("every four years", "SET", "P4Y")]),
    ("set", A, "The agency publishes the figures weekly.", [("weekly", "SET", "P1W")]),
    ("set", A, "The company earns $5 million a year from the deal.", [("a year", "SET", "P1Y")]),
    ("set", A, "The festival takes place every summer.", [("every summer", "SET", "XXXX-SU")]),
    ("set", A, "Prices are reviewed three times a year.", [("three times a year", "SET", "P1Y")]),
    ("set", A, "The ferry runs every day.", [("every day", "SET", "P1D")]),
    ("set", A, "The museum is closed on Monday afternoons.", [("Monday afternoons", "SET", "XXXX-WXX-1TAF")]),
    ("set", A, "The figures are updated monthly.", [("monthly", "SET", "P1M")]),
    ("set", A, "The index is recalculated every hour.", [("every hour", "SET", "PT1H")]),
    ("set", A, "The company pays interest every quarter.", [("every quarter", "SET", "P1Q")]),
    ("set", A, "Ministers meet every month.", [("every month", "SET", "P1M")]),
    ("set", A, "Patients are checked every two hours.", [("every two hours", "SET", "PT2H")]),
    ("set", A, "The paper is printed daily.", [("daily", "SET", "P1D")]),
    # -- holidays
    ("holiday", A, "Stores will close on Christmas Day.", [("Christmas Day", "DATE", "2013-12-25")]),
    ("holiday", A, "The troops returned home for Christmas.", [("Christmas", "DATE", "2012-12-25")]),
    ("holiday", A, "The shooting happened on New Year's Eve.", [("New Year's Eve", "DATE", "2012-12-31")]),
    ("holiday", A, "The parade will be held on the Fourth of July.", [("the Fourth of July", "DATE", "2013-07-04")]),
    ("holiday", D, "Retailers expect strong sales over Thanksgiving.", [("Thanksgiving", "DATE", "2013-11-28")]),
    ("holiday", A, "The market will be closed on Memorial Day.", [("Memorial Day", "DATE", "2013-05-27")]),
    ("holiday", A, "The law was signed on Labor Day 2012.", [("Labor Day 2012", "DATE", "2012-09-03")]),
    ("holiday", C, "The attack took place on Easter Sunday.", [("Easter Sunday", "DATE", "2013-03-31")]),
    ("holiday", A, "He was released on Valentine's Day.", [("Valentine's Day", "DATE", "2013-02-14")]),
    ("holiday", D, "Children went trick-or-treating on Halloween.", [("Halloween", "DATE", "2013-10-31")]),
    ("holiday", A, "The cease-fire began on Christmas Eve 2012.", [("Christmas Eve 2012", "DATE", "2012-12-24")]),
    ("holiday", B, "Markets reopened after New Year's Day.", [("New Year's Day", "DATE", "2013-01-01")]),
    ("holiday", B, "The inauguration falls on Martin Luther King Day.", [("Martin Luther King Day", "DATE", "2013-01-21")]),
    ("holiday", D, "Retailers expect record sales on Black Friday.", [("Black Friday", "DATE", "2013-11-29")]),
    ("holiday", C, "Shops were closed on Good Friday.", [("Good Friday", "DATE", "2013-03-29")]),
    ("holiday", A, "The fireworks will be held on Independence Day.", [("Independence Day", "DATE", "2013-07-04")]),
    # -- weekends
    ("weekend", D, "The rebels attacked over the weekend.", [("the weekend", "DATE", "2013-W44-WE")]),
    ("weekend", A, "The talks will continue this weekend.", [("this weekend", "DATE", "2013-W12-WE")]),
    ("weekend", A, "Officials met last weekend.", [("last weekend", "DATE", "2013-W11-WE")]),
    ("weekend", A, "Protests are planned for next weekend.", [("next weekend", "DATE", "2013-W13-WE")]),
    # -- a second, wider round: more phrasings of the same families
    ("duration", A, "He imposed a 90-day moratorium.", [("90-day", "DURATION", "P90D")]),
    ("relative", A, "The deal will close two weeks from now.", [("two weeks", "DURATION", "P2W"), ("now", "DATE", "PRESENT_REF")]),
    ("relative", A, "The trial will resume a year from now.", [("a year", "DURATION", "P1Y"), ("now", "DATE", "PRESENT_REF")]),
    ("duration", A, "At least 20 people died in the past 24 hours.", [("the past 24 hours", "DURATION", "PT24H")]),
    ("relative", A, "Officials will decide in the coming days.", [("the coming days", "DATE", "FUTURE_REF")]),
    ("relative", A, "The company plans to list its shares by mid-2014.", [("mid-2014", "DATE", "2014")]),
    ("time", A, "The rally began in mid-afternoon.", [("mid-afternoon", "TIME", "2013-03-22TAF")]),
    ("relative", A, "Losses widened at the end of 2012.", [("the end of 2012", "DATE", "2012")]),
    ("relative", A, "The law takes effect at the start of 2014.", [("the start of 2014", "DATE", "2014")]),
    ("date_written", A, "Stores will open on Jan. 1, 2014.", [("Jan. 1, 2014", "DATE", "2014-01-01")]),
    ("holiday", A, "Flowers sell best before Mother's Day.", [("Mother's Day", "DATE", "2013-05-12")]),
    ("holiday", A, "The game will be played on Father's Day.", [("Father's Day", "DATE", "2013-06-16")]),
    ("holiday", B, "Banks will be closed on Presidents' Day.", [("Presidents' Day", "DATE", "2013-02-18")]),
    ("holiday", C, "The parade will take place on Columbus Day.", [("Columbus Day", "DATE", "2013-10-14")]),
    ("holiday", D, "The memorial will be dedicated on Veterans Day.", [("Veterans Day", "DATE", "2013-11-11")]),
    ("holiday", B, "Shoppers crowded the stores on Boxing Day.", [("Boxing Day", "DATE", "2012-12-26")]),
    ("holiday", A, "Lent began on Ash Wednesday.", [("Ash Wednesday", "DATE", "2013-02-13")]),
    ("holiday", A, "The pope will celebrate Mass on Palm Sunday.", [("Palm Sunday", "DATE", "2013-03-24")]),
    ("holiday", A, "Thousands marched in the city on St. Patrick's Day.", [("St. Patrick's Day", "DATE", "2013-03-17")]),
    ("holiday", A, "Schools will reopen after Easter Monday.", [("Easter Monday", "DATE", "2013-04-01")]),
    ("day", D, "Sunday's election was peaceful.", [("Sunday", "DATE", "2013-11-03")]),
    ("decade", A, "The house was built in the 1800s.", [("the 1800s", "DATE", "18")]),
    ("duration", A, "The population will double in two decades.", [("two decades", "DURATION", "P20Y")]),
    ("duration", A, "Forecasters expect heavy rain over the next 24 hours.", [("the next 24 hours", "DURATION", "PT24H")]),
    ("set", A, "The church holds services each Sunday.", [("each Sunday", "SET", "XXXX-WXX-7")]),
    ("set", A, "The market is closed on weekends.", [("weekends", "SET", "XXXX-WE")]),
    ("set", A, "The committee meets every other week.", [("every other week", "SET", "P2W")]),
    ("set", A, "Cargo ships arrive a few times a year.", [("a few times a year", "SET", "P1Y")]),
    ("time", A, "Trading starts at 0900 GMT.", [("0900 GMT", "TIME", "2013-03-22T09:00")]),
    ("time", A, "The statement came at 09:00 GMT.", [("09:00 GMT", "TIME", "2013-03-22T09:00")]),
    ("time", A, "The launch is set for 10 p.m. PST.", [("10 p.m. PST", "TIME", "2013-03-22T22:00")]),
    ("date_written", A, "Polls closed Saturday, March 16.", [("Saturday, March 16", "DATE", "2013-03-16")]),
    ("month_year", A, "The film opened in Aug. 2012.", [("Aug. 2012", "DATE", "2012-08")]),
    ("duration", A, "The ceasefire lasted 2 1/2 years.", [("2 1/2 years", "DURATION", "P2Y6M")]),
    ("relative", A, "The plant closed nearly 30 years ago.", [("nearly 30 years ago", "DATE", "1983")]),
    ("relative", A, "The dispute began decades ago.", [("decades ago", "DATE", "PAST_REF")]),
    ("relative", A, "The strike began weeks ago.", [("weeks ago", "DATE", "PAST_REF")]),
    ("duration", A, "Sales rose in the last two weeks.", [("the last two weeks", "DURATION", "P2W")]),
    ("duration", A, "Prices fell in the previous three months.", [("the previous three months", "DURATION", "P3M")]),
    ("time", A, "The minister will visit tomorrow night.", [("tomorrow night", "TIME", "2013-03-23TNI")]),
    ("time", A, "Talks resumed Thursday morning.", [("Thursday morning", "TIME", "2013-03-21TMO")]),
    ("time", A, "The president will address the nation this evening.", [("this evening", "TIME", "2013-03-22TEV")]),
    ("duration", A, "The team won for the first time in 10 years.", [("10 years", "DURATION", "P10Y")]),
    ("century", A, "The house dates from the late 19th century.", [("the late 19th century", "DATE", "18")]),
    ("season", A, "The company was founded in the fall of 2011.", [("the fall of 2011", "DATE", "2011-FA")]),
    ("part_of_year", A, "Output will rise in the first half of next year.", [("the first half of next year", "DATE", "2014-H1")]),
    ("part_of_year", A, "Profit should recover in the second quarter of next year.", [("the second quarter of next year", "DATE", "2014-Q2")]),
    ("relative", A, "The union will vote this week.", [("this week", "DATE", "2013-W12")]),
    ("relative", A, "The talks will continue next week.", [("next week", "DATE", "2013-W13")]),
    ("relative", A, "He was arrested on March 3. Three days later, he was released.", [("March 3", "DATE", "2013-03-03"), ("Three days later", "DATE", "2013-03-06")]),
    ("time", A, "Polls opened at 7 a.m. and closed at 8 p.m.", [("7 a.m.", "TIME", "2013-03-22T07:00"), ("8 p.m.", "TIME", "2013-03-22T20:00")]),
    ("day", A, "Friday's decision surprised analysts.", [("Friday", "DATE", "2013-03-22")]),
    ("time", A, "The vote was held on the evening of March 5.", [("the evening of March 5", "TIME", "2013-03-05TEV")]),
    ("time", A, "The rebels attacked on the night of June 5.", [("the night of June 5", "TIME", "2012-06-05TNI")]),
    ("weekend", D, "The storm hit this past weekend.", [("this past weekend", "DATE", "2013-W44-WE")]),
    ("relative", D, "Sales fell this past week.", [("this past week", "DATE", "2013-W44")]),
    ("part_of_year", C, "The firm cut jobs in the latest quarter.", [("the latest quarter", "DATE", "2013-Q2")]),
    ("month_year", A, "The index fell in 2012, the first drop since 2008.", [("2012", "DATE", "2012"), ("2008", "DATE", "2008")]),
    ("month_year", A, "The plan runs through 2015.", [("2015", "DATE", "2015")]),
    ("relative", A, "The court's ruling is expected by early April.", [("early April", "DATE", "2013-04")]),
    ("relative", A, "He joined the company in late 2009.", [("late 2009", "DATE", "2009")]),
    ("relative", A, "Oil prices peaked in mid-2008.", [("mid-2008", "DATE", "2008")]),
    ("duration", A, "A week after the vote, protests began.", [("A week", "DURATION", "P1W")]),
    ("duration", A, "Two days after the blast, police made an arrest.", [("Two days", "DURATION", "P2D")]),
    ("duration", A, "The summit will last three days.", [("three days", "DURATION", "P3D")]),
    ("duration", A, "The hostages were held for 444 days.", [("444 days", "DURATION", "P444D")]),
    ("duration", A, "He spent a decade in prison.", [("a decade", "DURATION", "P10Y")]),
    ("duration", A, "Trading was halted for an hour.", [("an hour", "DURATION", "PT1H")]),
    ("time", A, "The vote is scheduled for 2 p.m. on Tuesday.", [("2 p.m. on Tuesday", "TIME", "2013-03-26T14:00")]),
    ("time", A, "The match starts at 8:30 p.m. Saturday.", [("8:30 p.m. Saturday", "TIME", "2013-03-23T20:30")]),
    ("date_written", D, "On Nov. 6, voters will choose a mayor.", [("Nov. 6", "DATE", "2013-11-06")]),
    ("date_written", D, "Voters went to the polls on Nov. 6, 2012.", [("Nov. 6, 2012", "DATE", "2012-11-06")]),
    ("month_year", A, "Sales fell in January and February.", [("January", "DATE", "2013-01"), ("February", "DATE", "2013-02")]),
    ("month_year", A, "Between 2008 and 2010, prices fell.", [("2008", "DATE", "2008"), ("2010", "DATE", "2010")]),
    ("month_year", A, "The law was passed in 1990 and amended in 1996.", [("1990", "DATE", "1990"), ("1996", "DATE", "1996")]),
    # -- a third round: attributive durations, anaphora in a short story, bare days of the month
    ("part_of_year", C, "The company reported first-quarter earnings.", [("first-quarter", "DATE", "2013-Q1")]),
    ("duration", A, "Shares hit a 52-week high.", [("52-week", "DURATION", "P52W")]),
    ("duration", A, "The 24-hour strike shut the port.", [("24-hour", "DURATION", "PT24H")]),
    ("duration", A, "The two-week trial ended.", [("two-week", "DURATION", "P2W")]),
    ("month_year", A, "The 2012 election was close.", [("2012", "DATE", "2012")]),
    ("time", A, "The attack happened late Thursday afternoon.", [("late Thursday afternoon", "TIME", "2013-03-21TAF")]),
    ("duration", A, "The storm is expected to hit within days.", [("days", "DURATION", "PXD")]),
    ("duration", A, "The drug has been on the market for nearly a decade.", [("nearly a decade", "DURATION", "P10Y")]),
    ("duration", A, "In the next few days, the board will vote.", [("the next few days", "DURATION", "PXD")]),
    ("duration", A, "The company has been profitable for the past several years.", [("the past several years", "DURATION", "PXY")]),
    ("relative", A, "The plan could take effect as early as next month.", [("next month", "DATE", "2013-04")]),
    ("date_written", A, "The bank will report results on Thursday, April 11.", [("Thursday, April 11", "DATE", "2013-04-11")]),
    ("date_written", A, "He was born on July 4, 1950.", [("July 4, 1950", "DATE", "1950-07-04")]),
    ("month_year", A, "The case dates to 1995.", [("1995", "DATE", "1995")]),
    ("relative", A, "The tax cut expires at the end of 2013.", [("the end of 2013", "DATE", "2013")]),
    ("month_year", "2013-04-05", "The jobless rate fell to 7.6 percent in March from 7.7 percent in February.", [("March", "DATE", "2013-03"), ("February", "DATE", "2013-02")]),
    ("duration", A, "The ruling came less than a week after the vote.", [("less than a week", "DURATION", "P1W")]),
    ("decade", A, "He has lived there since the 1970s.", [("the 1970s", "DATE", "197")]),
    ("decade", A, "The number has tripled since the early 2000s.", [("the early 2000s", "DATE", "200")]),
    ("date_written", A, "Parliament will convene on the 15th.", [("the 15th", "DATE", "2013-04-15")]),
    ("date_written", A, "The vote was held on the 5th.", [("the 5th", "DATE", "2013-03-05")]),
    ("date_written", A, "The final will be played on June 1.", [("June 1", "DATE", "2013-06-01")]),
    ("relative", A, "Results are due by mid-April.", [("mid-April", "DATE", "2013-04")]),
    ("season", A, "Construction began in the spring of last year.", [("the spring of last year", "DATE", "2012-SP")]),
    ("holiday", B, "He returned home on Christmas Eve.", [("Christmas Eve", "DATE", "2012-12-24")]),
    ("duration", A, "The rate hit a four-year low last month.", [("four-year", "DURATION", "P4Y"), ("last month", "DATE", "2013-02")]),
    ("relative", A, "The ship sank on March 3. Rescuers arrived that day.", [("March 3", "DATE", "2013-03-03"), ("that day", "DATE", "2013-03-03")]),
    ("relative", A, "The report came out on March 4. The next day, the minister resigned.", [("March 4", "DATE", "2013-03-04"), ("The next day", "DATE", "2013-03-05")]),
    ("relative", A, "The vote was on March 10. The day before, protesters gathered.", [("March 10", "DATE", "2013-03-10"), ("The day before", "DATE", "2013-03-09")]),
    ("relative", A, "He was charged on March 4. The following week, he was released.", [("March 4", "DATE", "2013-03-04"), ("The following week", "DATE", "2013-W11")]),
    ("time", A, "The blast came shortly after 9 a.m.", [("9 a.m.", "TIME", "2013-03-22T09:00")]),
    ("time", A, "The deal was signed just before midnight.", [("midnight", "TIME", "2013-03-22T24:00")]),
    ("time", A, "Police cleared the square by 10 a.m. Friday.", [("10 a.m. Friday", "TIME", "2013-03-22T10:00")]),
    ("month_year", A, "He served as mayor from 2005 until 2010.", [("2005", "DATE", "2005"), ("2010", "DATE", "2010")]),
    ("month_year", A, "Then, in 2011, he moved to Boston.", [("2011", "DATE", "2011")]),
    ("time", A, "The storm made landfall early Saturday morning.", [("early Saturday morning", "TIME", "2013-03-16TMO")]),
    ("relative", A, "The index has fallen since last summer.", [("last summer", "DATE", "2012-SU")]),
    ("relative", A, "The jobs report comes out on the first Friday of April.", [("the first Friday of April", "DATE", "2013-04-05")]),
    ("relative", A, "The trial is set to begin in the fall.", [("the fall", "DATE", "2013-FA")]),
    ("duration", A, "The reactor will be offline for at least two weeks.", [("at least two weeks", "DURATION", "P2W")]),
    # -- a fourth round (h19, written before any fix of this round): fiscal periods, "the quarter ended", anaphoric and vague references, news-desk phrasings
    ("part_of_year", "1989-10-26", "Net income rose 9 percent in the fiscal first quarter.", [("the fiscal first quarter", "DATE", "1989-Q1")]),
    ("part_of_year", A, "Revenue for fiscal year 2012 rose 3 percent.", [("fiscal year 2012", "DATE", "2012")]),
    ("part_of_year", D, "The company earned $4 million in the quarter ended Sept. 30.", [("the quarter", "DATE", "2013-Q3"), ("Sept. 30", "DATE", "2013-09-30")]),
    ("part_of_year", D, "Profit fell in the third quarter ended Sept. 30.", [("the third quarter", "DATE", "2013-Q3"), ("Sept. 30", "DATE", "2013-09-30")]),
    ("part_of_year", A, "The deal is expected to close in the second half of the year.", [("the second half of the year", "DATE", "2013-H2")]),
    ("part_of_year", A, "The company plans to complete the sale by year-end.", [("year-end", "DATE", "2013-12-31")]),
    ("part_of_year", A, "The shares have gained 12 percent so far this year.", [("this year", "DATE", "2013")]),
    ("relative", A, "Earlier this week, the minister resigned.", [("Earlier this week", "DATE", "2013-W12")]),
    ("relative", A, "The company will report its results later this week.", [("later this week", "DATE", "2013-W12")]),
    ("relative", A, "The index stood at 1,200 a month ago.", [("a month ago", "DATE", "2013-02")]),
    ("relative", A, "The rate has been unchanged since mid-2011.", [("mid-2011", "DATE", "2011")]),
    ("relative", A, "The merger was first proposed in late 2011.", [("late 2011", "DATE", "2011")]),
    ("relative", A, "The ruling is due by the end of the month.", [("the end of the month", "DATE", "2013-03")]),
    ("relative", A, "The pilot program runs until the end of next year.", [("the end of next year", "DATE", "2014")]),
    ("relative", A, "The embargo was lifted in mid-March.", [("mid-March", "DATE", "2013-03")]),
    ("relative", A, "Production will resume in early April.", [("early April", "DATE", "2013-04")]),
    ("relative", A, "The court will rule next Tuesday.", [("next Tuesday", "DATE", "2013-03-26")]),
    ("relative", A, "The vote is scheduled for the week of April 8.", [("the week of April 8", "DATE", "2013-W15")]),
    ("relative", A, "A decade ago, the town had no paved roads.", [("A decade ago", "DATE", "2003")]),
    ("relative", A, "The talks broke down late Tuesday.", [("late Tuesday", "DATE", "2013-03-19")]),
    ("duration", A, "Oil prices have been volatile in recent months.", [("recent months", "DURATION", "PXM")]),
    ("duration", A, "Police have arrested dozens of people in recent weeks.", [("recent weeks", "DURATION", "PXW")]),
    ("duration", A, "Investors expect the central bank to act in coming weeks.", [("coming weeks", "DURATION", "PXW")]),
    ("duration", A, "The company has cut costs over the last 18 months.", [("the last 18 months", "DURATION", "P18M")]),
    ("duration", A, "The plan will be phased in over the next decade.", [("the next decade", "DURATION", "P10Y")]),
    ("duration", A, "The policy has been in place for more than two decades.", [("more than two decades", "DURATION", "P20Y")]),
    ("duration", A, "The hostages were freed after 44 days in captivity.", [("44 days", "DURATION", "P44D")]),
    ("duration", A, "The drought is the worst in 50 years.", [("50 years", "DURATION", "P50Y")]),
    ("duration", A, "The yield on the 10-year note fell to 1.9 percent.", [("10-year", "DURATION", "P10Y")]),
    ("duration", A, "The stock hit a 52-week high on Thursday.", [("52-week", "DURATION", "P52W"), ("Thursday", "DATE", "2013-03-21")]),
    ("set", A, "The ministry publishes the figures each month.", [("each month", "SET", "P1M")]),
    ("set", A, "Sales have risen every month this year.", [("every month", "SET", "P1M"), ("this year", "DATE", "2013")]),
    ("time", A, "The polls closed at 8 p.m. Sunday.", [("8 p.m. Sunday", "TIME", "2013-03-17T20:00")]),
    ("time", A, "The government set a deadline of midnight Sunday.", [("midnight Sunday", "TIME", "2013-03-24T24:00")]),
    ("time", A, "Officials said Thursday night that the fire was under control.", [("Thursday night", "TIME", "2013-03-21TNI")]),
    ("time", A, "The storm hit on the night of March 4.", [("the night of March 4", "TIME", "2013-03-04TNI")]),
    ("season", A, "The airline will add flights this summer.", [("this summer", "DATE", "2013-SU")]),
    ("season", A, "The first round of talks was held last autumn.", [("last autumn", "DATE", "2012-FA")]),
    ("season", A, "The law was passed in the spring of 2010.", [("the spring of 2010", "DATE", "2010-SP")]),
    ("century", A, "The firm was founded in the late 19th century.", [("the late 19th century", "DATE", "18")]),
    # -- a fifth round (h19b, written and scored before any fix of that round): modified "ago", past "overnight", "at the time", bare halves, seasons said in a known month, part words on weeks and months, vague past durations, year-ago comparisons, a day of the month after a month, fiscal quarters, decades with an apostrophe
    ("relative", A, "The plant closed almost four years ago.", [("almost four years ago", "DATE", "2009")]),
    ("relative", A, "The chain was sold more than a year ago.", [("more than a year ago", "DATE", "2012")]),
    ("relative", A, "Prices began to climb nearly two months ago.", [("nearly two months ago", "DATE", "2013-01")]),
    ("relative", D, "The reactor was shut down almost a year ago.", [("almost a year ago", "DATE", "2012")]),
    ("time", A, "Rebels shelled the city overnight, killing five people.", [("overnight", "TIME", "2013-03-21TNI")]),
    ("time", D, "Heavy rain fell overnight across the region.", [("overnight", "TIME", "2013-11-03TNI")]),
    ("relative", A, "The minister said at the time that the plan would work.", [("the time", "DATE", "PAST_REF")]),
    ("part_of_year", C, "Demand should pick up in the second half.", [("the second half", "DATE", "2013-H2")]),
    ("part_of_year", A, "Sales rose 4 percent in 2012, with most of the gain in the second half.", [("2012", "DATE", "2012"), ("the second half", "DATE", "2012-H2")]),
    ("season", D, "The museum will reopen next spring.", [("next spring", "DATE", "2014-SP")]),
    ("season", D, "Heating costs are expected to rise this winter.", [("this winter", "DATE", "2013-WI")]),
    ("season", A, "The retailer will open 20 stores this spring.", [("this spring", "DATE", "2013-SP")]),
    ("season", C, "The bridge is due to open late this summer.", [("late this summer", "DATE", "2013-SU")]),
    ("relative", A, "The court is expected to rule early next week.", [("early next week", "DATE", "2013-W13")]),
    ("relative", A, "The talks collapsed late last week.", [("late last week", "DATE", "2013-W11")]),
    ("relative", A, "Earlier this year, the firm cut 200 jobs.", [("Earlier this year", "DATE", "2013")]),
    ("relative", D, "Exports fell sharply early last month.", [("early last month", "DATE", "2013-10")]),
    ("duration", A, "Shares have fallen for the past few weeks.", [("the past few weeks", "DURATION", "PXW")]),
    ("duration", A, "Violence has escalated over the past few days.", [("the past few days", "DURATION", "PXD")]),
    ("duration", A, "Prices have climbed over the past several weeks.", [("the past several weeks", "DURATION", "PXW")]),
    ("duration", A, "Consumer prices rose 2 percent in the past 12 months.", [("the past 12 months", "DURATION", "P12M")]),
    ("relative", D, "Profit rose 6 percent in the third quarter from a year earlier.", [("the third quarter", "DATE", "2013-Q3"), ("a year earlier", "DATE", "2012-Q3")]),
    ("relative", D, "Net income was $4 million, up from $3 million in the year-ago quarter.", [("the year-ago quarter", "DATE", "2012-Q3")]),
    ("relative", A, "The strike began on March 4 and ended on the 11th.", [("March 4", "DATE", "2013-03-04"), ("the 11th", "DATE", "2013-03-11")]),
    ("relative", E, "Talks opened on Feb. 2; by the 9th, they had stalled.", [("Feb. 2", "DATE", "1998-02-02"), ("the 9th", "DATE", "1998-02-09")]),
    ("part_of_year", D, "The firm reported a fiscal third-quarter loss.", [("fiscal third-quarter", "DATE", "2013-Q3")]),
    ("part_of_year", D, "Revenue rose in the fiscal second quarter.", [("the fiscal second quarter", "DATE", "2013-Q2")]),
    ("decade", A, "The brand peaked in the mid-'90s.", [("the mid-'90s", "DATE", "199")]),
    ("decade", A, "Car sales have fallen since the early '80s.", [("the early '80s", "DATE", "198")]),
    ("century", A, "The rail line has been in use since the turn of the century.", [("the turn of the century", "DATE", "2000")]),
    ("relative", A, "Stocks rallied at the end of last week.", [("the end of last week", "DATE", "2013-W11")]),
    ("relative", A, "The trial will open in the first week of April.", [("the first week of April", "DATE", "2013-W14")]),
    ("relative", A, "Prices spiked in the last week of February.", [("the last week of February", "DATE", "2013-W09")]),
    ("relative", A, "The plan will be unveiled in the middle of next month.", [("the middle of next month", "DATE", "2013-04")]),
    ("relative", A, "Sales had slumped earlier in the year.", [("earlier in the year", "DATE", "2013")]),
    ("relative", A, "The central bank wants inflation at 2 percent by the end of the decade.", [("the end of the decade", "DATE", "201")]),
    ("relative", C, "Sales rose 3 percent in the second quarter from the previous quarter.", [("the second quarter", "DATE", "2013-Q2"), ("the previous quarter", "DATE", "2013-Q1")]),
    # -- a sixth round (h19n, written and scored before any fix of that round): weekday + date, "the following Monday", "a week ago Sunday", possessive weekdays, "N-year low", "once a week" / "twice a month", "the week ended", "the nine months ended", "noon ET on Monday", "local time", "the week after next", "this decade", decades of the 2010s, a month read past a past verb, earnings and court phrasings
    ("date", A, "The hearing is set for Tuesday, April 2.", [("Tuesday, April 2", "DATE", "2013-04-02")]),
    ("date", D, "The Times said in an editorial on Sunday, Nov. 3, that the law was flawed.", [("Sunday, Nov. 3", "DATE", "2013-11-03")]),
    ("relative", A, "The board approved the deal on March 4 and announced it the following Monday.", [("March 4", "DATE", "2013-03-04"), ("the following Monday", "DATE", "2013-03-11")]),
    ("duration", A, "A verdict is expected within the next two weeks.", [("the next two weeks", "DURATION", "P2W")]),
    ("decade", A, "Smartphone sales have soared in the 2010s.", [("the 2010s", "DATE", "201")]),
    ("relative", A, "The suspect was last seen a week ago Sunday.", [("a week ago Sunday", "DATE", "2013-03-10")]),
    ("time", A, "The fire broke out late Monday night.", [("late Monday night", "TIME", "2013-03-18TNI")]),
    ("time", A, "Officials met Wednesday evening in Geneva.", [("Wednesday evening", "TIME", "2013-03-20TEV")]),
    ("duration", A, "Protesters have gathered outside parliament in recent days.", [("recent days", "DURATION", "PXD")]),
    ("part_of_year", D, "Revenue rose 5 percent in the fourth quarter of 2012.", [("the fourth quarter of 2012", "DATE", "2012-Q4")]),
    ("part_of_year", D, "The company expects to return to profit in fiscal 2014.", [("fiscal 2014", "DATE", "2014")]),
    ("duration", A, "The euro fell to a three-year low against the yen.", [("three-year", "DURATION", "P3Y")]),
    ("negative", A, "The 54-year-old senator was re-elected in a landslide.", []),
    ("set", A, "The board meets once a week.", [("once a week", "SET", "P1W")]),
    ("set", A, "The newsletter is published twice a month.", [("twice a month", "SET", "P1M")]),
    ("relative", A, "Two decades ago, the city was a manufacturing hub.", [("Two decades ago", "DATE", "1993")]),
    ("relative", A, "Monday's vote was postponed after the storm.", [("Monday", "DATE", "2013-03-18")]),
    ("relative", A, "Last year's harvest was the worst since 1995.", [("Last year", "DATE", "2012"), ("1995", "DATE", "1995")]),
    ("relative", A, "Housing starts fell 3 percent in February from a month earlier.", [("February", "DATE", "2013-02"), ("a month earlier", "DATE", "2013-01")]),
    ("obituary", A, "Smith, who died Sunday at 82, served in the Senate for 24 years.", [("Sunday", "DATE", "2013-03-17"), ("24 years", "DURATION", "P24Y")]),
    ("relative", A, "The minister resigned Wednesday, two days after the scandal broke.", [("Wednesday", "DATE", "2013-03-20"), ("two days", "DURATION", "P2D")]),
    ("court", A, "A federal judge sentenced him to 15 years in prison on Thursday.", [("15 years", "DURATION", "P15Y"), ("Thursday", "DATE", "2013-03-21")]),
    ("duration", A, "The company has lost money in each of the past three quarters.", [("the past three quarters", "DURATION", "P3Q")]),
    ("time", A, "Trading was halted for 30 minutes Thursday morning.", [("30 minutes", "DURATION", "PT30M"), ("Thursday morning", "TIME", "2013-03-21TMO")]),
    ("date", A, "The law takes effect Jan. 1, 2014.", [("Jan. 1, 2014", "DATE", "2014-01-01")]),
    ("relative", D, "The report, due out Friday, will cover October.", [("Friday", "DATE", "2013-11-08"), ("October", "DATE", "2013-10")]),
    ("time", A, "The House passed the measure late last night.", [("late last night", "TIME", "2013-03-21TNI")]),
    ("time", A, "The blast occurred shortly before 9 a.m.", [("9 a.m.", "TIME", "2013-03-22T09:00")]),
    ("part_of_year", A, "Gasoline prices rose in the week ended March 15.", [("the week", "DATE", "2013-W11"), ("March 15", "DATE", "2013-03-15")]),
    ("time", A, "The storm is expected to reach the coast by Sunday evening.", [("Sunday evening", "TIME", "2013-03-24TEV")]),
    ("time", A, "Voting continued until 10 p.m. on Thursday.", [("10 p.m. on Thursday", "TIME", "2013-03-21T22:00")]),
    ("time", A, "The quake struck at 3:15 p.m. local time Thursday.", [("3:15 p.m. local time Thursday", "TIME", "2013-03-21T15:15")]),
    ("time", A, "Bids are due by noon ET on Monday.", [("noon ET on Monday", "TIME", "2013-03-25T12:00")]),
    ("relative", A, "The minister will visit Beijing the week after next.", [("the week after next", "DATE", "2013-W14")]),
    ("duration", A, "More than 200 people have been killed in the past 24 hours.", [("the past 24 hours", "DURATION", "PT24H")]),
    ("duration", A, "The economy shrank for the first time in five years.", [("five years", "DURATION", "P5Y")]),
    ("decade", A, "The company aims to double its sales this decade.", [("this decade", "DATE", "201")]),
    ("duration", A, "The city will spend $2 billion over the next few years.", [("the next few years", "DURATION", "PXY")]),
    ("relative", A, "The vote, first planned for mid-April, was delayed until May.", [("mid-April", "DATE", "2013-04"), ("May", "DATE", "2013-05")]),
    ("relative", A, "The ban will remain in place through 2015.", [("2015", "DATE", "2015")]),
    ("relative", B, "Retail sales rose 0.5 percent in December, the Commerce Department said Monday.", [("December", "DATE", "2012-12"), ("Monday", "DATE", "2013-01-14")]),
    ("obituary", A, "Born in 1931 in Ohio, he joined the paper in 1958 and retired in 1996.", [("1931", "DATE", "1931"), ("1958", "DATE", "1958"), ("1996", "DATE", "1996")]),
    ("relative", A, "Consumer confidence rose in March to its highest level since January 2008.", [("March", "DATE", "2013-03"), ("January 2008", "DATE", "2008-01")]),
    ("court", A, "The jury deliberated for two days before reaching a verdict on Wednesday.", [("two days", "DURATION", "P2D"), ("Wednesday", "DATE", "2013-03-20")]),
    ("relative", C, "The death toll rose to 42 on Tuesday, three days after the tornado struck.", [("Tuesday", "DATE", "2013-08-06"), ("three days", "DURATION", "P3D")]),
    ("part_of_year", D, "For the nine months ended Sept. 30, net income rose 8 percent.", [("the nine months", "DURATION", "P9M"), ("Sept. 30", "DATE", "2013-09-30")]),
    # -- the seventh round (h19a, written and scored before any fix): 2013 wire news, phrasings the probe and the dev gold lack
    ("earnings", G, "Third-quarter profit rose 12 percent from a year ago, the company said Thursday.", [("Third-quarter", "DATE", "2013-Q3"), ("a year ago", "DATE", "2012-Q3"), ("Thursday", "DATE", "2013-10-17")]),
    ("earnings", G, "Revenue in the three months through September climbed to $4.2 billion.", [("the three months", "DURATION", "P3M"), ("September", "DATE", "2013-09")]),
    ("earnings", C, "Second-quarter net income was $2.1 billion, up from $1.8 billion in the year-earlier period.", [("Second-quarter", "DATE", "2013-Q2"), ("the year-earlier period", "DATE", "2012-Q2")]),
    ("earnings", A, "The company expects first-half sales to rise 5 percent.", [("first-half", "DATE", "2013-H1")]),
    ("earnings", G, "The board raised the quarterly dividend to 30 cents a share on Wednesday.", [("Wednesday", "DATE", "2013-10-16")]),
    ("earnings", G, "Analysts expect sales to recover in the October-December quarter.", [("the October-December quarter", "DATE", "2013-Q4")]),
    ("markets", C, "Stocks ended the first half of the year with the biggest gains since 1997.", [("the first half of the year", "DATE", "2013-H1"), ("1997", "DATE", "1997")]),
    ("markets", A, "Stocks posted their biggest gain since early January.", [("early January", "DATE", "2013-01")]),
    ("markets", A, "Oil fell to its lowest level in nearly 16 months.", [("nearly 16 months", "DURATION", "P16M")]),
    ("markets", A, "Shares have risen 40 percent since late 2012.", [("late 2012", "DATE", "2012")]),
    ("markets", F, "By mid-morning, the Dow Jones industrial average was down 80 points.", [("mid-morning", "TIME", "2013-06-12TMO")]),
    ("markets", F, "Trading was light ahead of the Federal Reserve's policy meeting next Tuesday and Wednesday.", [("next Tuesday", "DATE", "2013-06-18"), ("Wednesday", "DATE", "2013-06-19")]),
    ("markets", F, "The euro zone's economy contracted in the final three months of 2012.", [("the final three months", "DURATION", "P3M"), ("2012", "DATE", "2012")]),
    ("markets", D, "The dollar rose to a four-week high against the yen.", [("four-week", "DURATION", "P4W")]),
    ("elections", D, "Voters in New Jersey go to the polls on Tuesday.", [("Tuesday", "DATE", "2013-11-05")]),
    ("elections", D, "Polls open at 6 a.m. and close at 8 p.m. Tuesday.", [("6 a.m.", "TIME", "2013-11-05T06:00"), ("8 p.m. Tuesday", "TIME", "2013-11-05T20:00")]),
    ("elections", A, "The ruling party has governed the country for more than six decades.", [("more than six decades", "DURATION", "P60Y")]),
    ("elections", A, "The incumbent, first elected in 2005, is seeking a third term in the Sept. 22 vote.", [("2005", "DATE", "2005"), ("Sept. 22", "DATE", "2013-09-22")]),
    ("elections", D, "The mayor-elect will be sworn in on Jan. 1.", [("Jan. 1", "DATE", "2014-01-01")]),
    ("elections", F, "The runoff is scheduled for the spring of 2014.", [("the spring of 2014", "DATE", "2014-SP")]),
    ("court", F, "The trial is scheduled to start Sept. 4 and last about three weeks.", [("Sept. 4", "DATE", "2013-09-04"), ("three weeks", "DURATION", "P3W")]),
    ("court", A, "The verdict came after nearly 12 hours of deliberations over two days.", [("nearly 12 hours", "DURATION", "PT12H"), ("two days", "DURATION", "P2D")]),
    ("court", A, "The judge gave the company 60 days to respond.", [("60 days", "DURATION", "P60D")]),
    ("court", A, "He will be eligible for parole in 2028.", [("2028", "DATE", "2028")]),
    ("court", C, "The appeals court upheld the conviction on Tuesday, more than a decade after the crime.", [("Tuesday", "DATE", "2013-08-06"), ("more than a decade", "DURATION", "P10Y")]),
    ("court", G, "Sentencing is set for Jan. 9.", [("Jan. 9", "DATE", "2014-01-09")]),
    ("weather", A, "Temperatures will drop below freezing by Thursday night.", [("Thursday night", "TIME", "2013-03-28TNI")]),
    ("weather", B, "Heavy rain began falling Saturday afternoon and continued into Sunday.", [("Saturday afternoon", "TIME", "2013-01-12TAF"), ("Sunday", "DATE", "2013-01-13")]),
    ("weather", C, "Temperatures in July averaged 84 degrees, the highest since 1955.", [("July", "DATE", "2013-07"), ("1955", "DATE", "1955")]),
    ("weather", F, "The storm is forecast to make landfall on Friday and weaken by the weekend.", [("Friday", "DATE", "2013-06-14"), ("the weekend", "DATE", "2013-W24-WE")]),
    ("weather", F, "The fire burned for nearly a week before crews contained it.", [("nearly a week", "DURATION", "P1W")]),
    ("sport", D, "Kickoff is set for 4:25 p.m. EST on Sunday.", [("4:25 p.m. EST on Sunday", "TIME", "2013-11-10T16:25")]),
    ("sport", F, "The final will be played on June 30 at Wembley.", [("June 30", "DATE", "2013-06-30")]),
    ("date_written", A, "Parliament will reconvene on the 2nd of April.", [("the 2nd of April", "DATE", "2013-04-02")]),
    ("date_written", B, "The bill was signed into law on Jan. 2 and took effect immediately.", [("Jan. 2", "DATE", "2013-01-02")]),
    ("date_written", G, "The debt ceiling must be raised by Oct. 17 or the Treasury will run out of money.", [("Oct. 17", "DATE", "2013-10-17")]),
    ("relative", G, "Officials will release the final tally by the middle of next week.", [("the middle of next week", "DATE", "2013-W43")]),
    ("relative", A, "The company said it would cut 2,000 jobs over the next 18 months.", [("the next 18 months", "DURATION", "P18M")]),
    ("relative", A, "He spent the previous 20 years at Goldman Sachs.", [("the previous 20 years", "DURATION", "P20Y")]),
    ("relative", A, "The airline carried 5 million passengers in the 12 months to February.", [("the 12 months", "DURATION", "P12M"), ("February", "DATE", "2013-02")]),
    ("relative", A, "Rebels have held the town since the autumn of 2011.", [("the autumn of 2011", "DATE", "2011-FA")]),
    ("relative", A, "The fund returned 14 percent in calendar 2012.", [("calendar 2012", "DATE", "2012")]),
    ("relative", A, "A decision is expected by the end of the third quarter.", [("the end of the third quarter", "DATE", "2013-Q3")]),
    ("relative", D, "The plant will close at the end of next month.", [("the end of next month", "DATE", "2013-12")]),
    ("relative", D, "Construction is expected to begin in early 2014.", [("early 2014", "DATE", "2014")]),
    ("relative", C, "Officials said the number of cases had doubled since mid-July.", [("mid-July", "DATE", "2013-07")]),
    ("relative", G, "The agreement, reached hours before the deadline, funds the government until Jan. 15.", [("hours", "DURATION", "PTXH"), ("Jan. 15", "DATE", "2014-01-15")]),
    ("time", F, "Investors await the jobs report, due out at 8:30 a.m. on Friday.", [("8:30 a.m. on Friday", "TIME", "2013-06-14T08:30")]),
    ("time", A, "The plane landed safely at 14:05 GMT.", [("14:05 GMT", "TIME", "2013-03-22T14:05")]),
    ("time", B, "Police said the shooting happened at about 11:40 p.m. Monday.", [("11:40 p.m. Monday", "TIME", "2013-01-14T23:40")]),
    ("duration", A, "Sales at stores open at least a year rose 3 percent.", [("at least a year", "DURATION", "P1Y")]),
    ("duration", A, "Mortgage rates have risen for three weeks in a row.", [("three weeks", "DURATION", "P3W")]),
    ("duration", F, "Negotiators have been meeting for the past 10 days.", [("the past 10 days", "DURATION", "P10D")]),
    ("duration", G, "The government shutdown lasted 16 days.", [("16 days", "DURATION", "P16D")]),
    ("duration", F, "The company has cut its workforce by half over the last two decades.", [("the last two decades", "DURATION", "P20Y")]),
    ("set", C, "Trains run every 15 minutes during rush hour.", [("every 15 minutes", "SET", "PT15M")]),
    ("set", A, "The survey is conducted every three months.", [("every three months", "SET", "P3M")]),
    ("century", A, "The castle was built in the mid-19th century.", [("the mid-19th century", "DATE", "18")]),
    ("obituary", F, "She died Tuesday at her home in Manhattan. She was 87.", [("Tuesday", "DATE", "2013-06-11")]),
    ("part_of_day", B, "Stocks fell in early trading Tuesday.", [("Tuesday", "DATE", "2013-01-15")]),
    # -- the eighth round (h19d, written and scored before any fix; ``probe-en-534`` on, DCTs H and J added): 2013 wire
    # news (politics, economy, courts, health, disasters, sport, science, obituaries), phrasings the probe and the dev gold lack
    ("time", H, "The rover is scheduled to land at 10:30 a.m. EDT Thursday.", [("10:30 a.m. EDT Thursday", "TIME", "2013-04-18T10:30")]),
    ("time", J, "The launch was scrubbed at 4:15 p.m. PST Monday because of high winds.", [("4:15 p.m. PST Monday", "TIME", "2013-12-02T16:15")]),
    ("time", H, "The quake struck at 2:43 a.m. local time Saturday (1:43 p.m. EDT Friday).", [("2:43 a.m. local time Saturday", "TIME", "2013-04-13T02:43"), ("1:43 p.m. EDT Friday", "TIME", "2013-04-12T13:43")]),
    ("time", G, "The shutdown began at 12:01 a.m. EDT on Oct. 1.", [("12:01 a.m. EDT on Oct. 1", "TIME", "2013-10-01T00:01")]),
    ("time", D, "The Federal Reserve will announce its decision at 2 p.m. Wednesday.", [("2 p.m. Wednesday", "TIME", "2013-11-06T14:00")]),
    ("holiday", J, "Stores will open at 8 p.m. on Christmas Eve.", [("8 p.m. on Christmas Eve", "TIME", "2013-12-24T20:00")]),
    ("holiday", D, "Several retailers will open their doors on Thanksgiving evening.", [("Thanksgiving evening", "TIME", "2013-11-28TEV")]),
    ("holiday", J, "Airlines expect record traffic between Christmas and New Year's Day.", [("Christmas", "DATE", "2013-12-25"), ("New Year's Day", "DATE", "2014-01-01")]),
    ("holiday", J, "Retail sales over the Thanksgiving weekend fell for the first time since 2009.", [("the Thanksgiving weekend", "DATE", "2013-W48-WE"), ("2009", "DATE", "2009")]),
    ("dateline", H, "WASHINGTON, April 17 (Reuters) - The Senate rejected the gun measure on Wednesday.", [("April 17", "DATE", "2013-04-17"), ("Wednesday", "DATE", "2013-04-17")]),
    ("dateline", J, "LONDON, Dec. 2 (AP) - British factory output grew at its fastest pace in nearly three years in November.", [("Dec. 2", "DATE", "2013-12-02"), ("nearly three years", "DURATION", "P3Y"), ("November", "DATE", "2013-11")]),
    ("dateline", C, "TOKYO, Aug. 7 (Reuters) - Japan's core machinery orders fell in June, the third decline in four months.", [("Aug. 7", "DATE", "2013-08-07"), ("June", "DATE", "2013-06"), ("four months", "DURATION", "P4M")]),
    ("earnings", G, "Revenue for fiscal 2013 rose 9 percent to $6.1 billion.", [("fiscal 2013", "DATE", "2013")]),
    ("earnings", D, "In the fiscal fourth quarter, which ended Sept. 28, Apple sold 33.8 million iPhones.", [("the fiscal fourth quarter", "DATE", "2013-Q4"), ("Sept. 28", "DATE", "2013-09-28")]),
    ("earnings", C, "For the fiscal year ending in June 2014, the company forecast earnings of $3 a share.", [("the fiscal year", "DURATION", "P1Y"), ("June 2014", "DATE", "2014-06")]),
    ("earnings", J, "Sales in the first 10 months of the year rose 4 percent.", [("the first 10 months", "DURATION", "P10M"), ("the year", "DATE", "2013")]),
    ("earnings", H, "The bank will report first-quarter results next week.", [("first-quarter", "DATE", "2013-Q1"), ("next week", "DATE", "2013-W17")]),
    ("economy", F, "Home prices rose 12.1 percent in April from a year earlier, the biggest gain since 2006.", [("April", "DATE", "2013-04"), ("a year earlier", "DATE", "2012-04"), ("2006", "DATE", "2006")]),
    ("economy", J, "Unemployment fell to 7 percent last month, its lowest level since late 2008.", [("last month", "DATE", "2013-11"), ("late 2008", "DATE", "2008")]),
    ("economy", A, "Economists expect growth to pick up by the middle of next year.", [("the middle of next year", "DATE", "2014")]),
    ("economy", D, "Mortgage rates this week rose to their highest level in two years.", [("this week", "DATE", "2013-W45"), ("two years", "DURATION", "P2Y")]),
    ("relative", G, "A chemical plant exploded on Oct. 3. Officials said the following day that the leak had been contained.", [("Oct. 3", "DATE", "2013-10-03"), ("the following day", "DATE", "2013-10-04")]),
    ("relative", F, "The suspect was charged on Tuesday. A day earlier, police had searched his home.", [("Tuesday", "DATE", "2013-06-11"), ("A day earlier", "DATE", "2013-06-10")]),
    ("relative", G, "The bank said earlier this month that it would cut 1,500 jobs.", [("earlier this month", "DATE", "2013-10")]),
    ("relative", C, "The plant exploded two years ago this week, killing 15 workers.", [("two years ago this week", "DATE", "2011-W32")]),
    ("relative", C, "The company was founded 25 years ago this month.", [("25 years ago this month", "DATE", "1988-08")]),
    ("relative", H, "Prices have fallen steadily since early last year.", [("early last year", "DATE", "2012")]),
    ("relative", G, "Negotiators met Tuesday and Wednesday in Geneva.", [("Tuesday", "DATE", "2013-10-15"), ("Wednesday", "DATE", "2013-10-16")]),
    ("relative", D, "The talks will resume Tuesday and Wednesday in Geneva.", [("Tuesday", "DATE", "2013-11-05"), ("Wednesday", "DATE", "2013-11-06")]),
    ("politics", J, "Congress has until Jan. 15 to agree on spending.", [("Jan. 15", "DATE", "2014-01-15")]),
    ("politics", G, "The measure funds the government through Jan. 15 and raises the debt limit until Feb. 7.", [("Jan. 15", "DATE", "2014-01-15"), ("Feb. 7", "DATE", "2014-02-07")]),
    ("politics", G, "The governor, who took office in 2010, faces voters again in the Nov. 5 election.", [("2010", "DATE", "2010"), ("Nov. 5", "DATE", "2013-11-05")]),
    ("politics", D, "The senator, who was re-elected in 2012, said Monday he would not run in next year's race.", [("2012", "DATE", "2012"), ("Monday", "DATE", "2013-11-04"), ("next year", "DATE", "2014")]),
    ("politics", B, "The president will deliver his State of the Union address on Feb. 12.", [("Feb. 12", "DATE", "2013-02-12")]),
    ("politics", A, "Lawmakers have until the end of the month to pass a budget.", [("the end of the month", "DATE", "2013-03")]),
    ("politics", H, "Voters will elect a new parliament in the fall, and the president's term ends in 2016.", [("the fall", "DATE", "2013-FA"), ("2016", "DATE", "2016")]),
    ("set", C, "The fund pays dividends twice a year.", [("twice a year", "SET", "P1Y")]),
    ("set", D, "The summit is held every two years.", [("every two years", "SET", "P2Y")]),
    ("set", A, "Millions of tourists visit the park every year.", [("every year", "SET", "P1Y")]),
    ("set", G, "Inspectors must visit each plant once every six months.", [("once every six months", "SET", "P6M")]),
    ("set", F, "Patients take the drug three times a day for 10 days.", [("three times a day", "SET", "P1D"), ("10 days", "DURATION", "P10D")]),
    ("set", H, "The race is run each spring along the river.", [("each spring", "SET", "XXXX-SP")]),
    ("vague", A, "Officials did not rule out further cuts in the near future.", [("the near future", "DATE", "FUTURE_REF")]),
    ("vague", H, "The company currently has 4,000 employees and plans to hire more in the future.", [("currently", "DATE", "PRESENT_REF"), ("the future", "DATE", "FUTURE_REF")]),
    ("vague", G, "In the past, the agency has approved such mergers.", [("the past", "DATE", "PAST_REF")]),
    ("vague", C, "Prices are now at their highest level since the 1980s.", [("now", "DATE", "PRESENT_REF"), ("the 1980s", "DATE", "198")]),
    ("obituary", D, "Lou Reed, the rock musician, died Sunday at 71.", [("Sunday", "DATE", "2013-11-03")]),
    ("obituary", J, "Born in Harlem in 1925, she began singing in church at age 6 and recorded her first album in the early 1950s.", [("1925", "DATE", "1925"), ("the early 1950s", "DATE", "195")]),
    ("obituary", F, "He served as mayor for 12 years before retiring in 1998 at age 70.", [("12 years", "DURATION", "P12Y"), ("1998", "DATE", "1998")]),
    ("court", F, "He faces up to 20 years in prison when he is sentenced on Aug. 29.", [("up to 20 years", "DURATION", "P20Y"), ("Aug. 29", "DATE", "2013-08-29")]),
    ("court", J, "The jury began deliberating on the afternoon of Nov. 25.", [("the afternoon of Nov. 25", "TIME", "2013-11-25TAF")]),
    ("court", H, "The 19-year-old suspect has been held without bail since his arrest last month.", [("last month", "DATE", "2013-03")]),
    ("court", C, "The trial, which began in early June, is expected to last until the end of the summer.", [("early June", "DATE", "2013-06"), ("the end of the summer", "DATE", "2013-SU")]),
    ("health", F, "The outbreak has killed 40 people since it began in March.", [("March", "DATE", "2013-03")]),
    ("health", B, "The vaccine takes about two weeks to become effective.", [("two weeks", "DURATION", "P2W")]),
    ("disaster", J, "The typhoon struck the central Philippines on Nov. 8, and aid began arriving the next morning.", [("Nov. 8", "DATE", "2013-11-08"), ("the next morning", "TIME", "2013-11-09TMO")]),
    ("disaster", H, "The fertilizer plant explosion Wednesday night killed at least 14 people.", [("Wednesday night", "TIME", "2013-04-17TNI")]),
    ("disaster", F, "The wildfire has destroyed more than 400 homes since it broke out Tuesday afternoon.", [("Tuesday afternoon", "TIME", "2013-06-11TAF")]),
    ("sport", F, "Nadal won his eighth French Open title on Sunday, a week after turning 27.", [("Sunday", "DATE", "2013-06-09"), ("a week", "DURATION", "P1W")]),
    ("sport", A, "The Ravens beat the 49ers in the Super Bowl on Feb. 3.", [("Feb. 3", "DATE", "2013-02-03")]),
    ("sport", G, "The World Series begins next Wednesday in Boston.", [("next Wednesday", "DATE", "2013-10-23")]),
    ("sport", C, "He has not won a major since the 2008 U.S. Open.", [("2008", "DATE", "2008")]),
    ("science", A, "The spacecraft will reach Jupiter in July 2016 after a five-year journey.", [("July 2016", "DATE", "2016-07"), ("five-year", "DURATION", "P5Y")]),
    ("science", H, "Arctic sea ice has shrunk by 40 percent since the late 1970s.", [("the late 1970s", "DATE", "197")]),
    ("science", C, "The telescope, launched in 1990, is expected to operate until 2018.", [("1990", "DATE", "1990"), ("2018", "DATE", "2018")]),
    ("duration", H, "The 14-year-old boy had been missing for three days.", [("three days", "DURATION", "P3D")]),
    ("duration", J, "The flight lasted an hour and a half.", [("an hour and a half", "DURATION", "PT1H30M")]),
    ("duration", G, "The 16-day shutdown cost the economy $24 billion.", [("16-day", "DURATION", "P16D")]),
    # -- the tenth round (h19m, written and scored before any fix of that round; family prefix ``n10-``): anchoring in
    # earnings reports and past news. "a year earlier" / "a year ago" / "year-earlier" after the report turned from the
    # quarter to the nine or six months is the year a year back (TimeBank 6 of 8), after a quarter again the quarter;
    # "the 2012 period" in a quarter report that quarter of 2012 (TimeBank 2 of 2); "since year-end" the year-end just
    # gone (TimeBank 1 of 1); a bare month in a past sentence the one before the DCT even far from its verb and after
    # an older year the text told of; "that day", "earlier that day" the date told of; "the end of the year" in a past
    # sentence written in January the year before.
    ("n10-earnings", G, "Third-quarter profit rose 12 percent to $410 million. For the nine months, profit fell to $1.1 billion from $1.3 billion a year earlier.", [("Third-quarter", "DATE", "2013-Q3"), ("the nine months", "DURATION", "P9M"), ("a year earlier", "DATE", "2012")]),
    ("n10-earnings", G, "The retailer posted third-quarter sales of $2.4 billion. In the first nine months, sales slipped 3 percent from a year ago.", [("third-quarter", "DATE", "2013-Q3"), ("the first nine months", "DURATION", "P9M"), ("a year ago", "DATE", "2012")]),
    ("n10-earnings", G, "Third-quarter revenue climbed 8 percent. Through the first nine months, the bank earned $5.2 billion, compared with year-earlier earnings of $4.8 billion.", [("Third-quarter", "DATE", "2013-Q3"), ("the first nine months", "DURATION", "P9M"), ("year-earlier", "DATE", "2012")]),
    ("n10-earnings", C, "Second-quarter earnings beat forecasts. Net sales for the six months rose 4 percent from a year earlier.", [("Second-quarter", "DATE", "2013-Q2"), ("the six months", "DURATION", "P6M"), ("a year earlier", "DATE", "2012")]),
    ("n10-earnings", G, "For the nine months, net fell 4 percent. Third-quarter net, however, rose from a year ago.", [("the nine months", "DURATION", "P9M"), ("Third-quarter", "DATE", "2013-Q3"), ("a year ago", "DATE", "2012-Q3")]),
    ("n10-earnings", G, "Third-quarter net rose to $1.2 billion from $900 million a year earlier.", [("Third-quarter", "DATE", "2013-Q3"), ("a year earlier", "DATE", "2012-Q3")]),
    ("n10-earnings", G, "Third-quarter sales rose 5 percent. In the 2012 period, the company took a $40 million charge.", [("Third-quarter", "DATE", "2013-Q3"), ("the 2012 period", "DATE", "2012-Q3")]),
    ("n10-earnings", G, "The chipmaker's third-quarter loss narrowed. In the 2013 period, it sold 40 million units.", [("third-quarter", "DATE", "2013-Q3"), ("the 2013 period", "DATE", "2013-Q3")]),
    ("n10-earnings", G, "The company expects fiscal 2014 revenue of $3 billion, up from $2.7 billion in fiscal 2013.", [("fiscal 2014", "DATE", "2014"), ("fiscal 2013", "DATE", "2013")]),
    ("n10-earnings", A, "The index has gained 9 percent since year-end.", [("year-end", "DATE", "2012-12-31")]),
    ("n10-anchor", G, "Unemployment fell to 7.2 percent in September, from 7.9 percent a year ago.", [("September", "DATE", "2013-09"), ("a year ago", "DATE", "2012-09")]),
    ("n10-anchor", D, "The index closed at 1,760 on Oct. 31, up from 1,410 a year earlier.", [("Oct. 31", "DATE", "2013-10-31"), ("a year earlier", "DATE", "2012-10-31")]),
    ("n10-anchor", G, "Opposition leaders rejected the results of the Sept. 22 vote.", [("Sept. 22", "DATE", "2013-09-22")]),
    ("n10-anchor", D, "The storm reached the coast on Oct. 29, and more than 200 flights were canceled that day.", [("Oct. 29", "DATE", "2013-10-29"), ("that day", "DATE", "2013-10-29")]),
    ("n10-anchor", D, "Police arrested him on Oct. 30. Earlier that day, he had posted a threat online.", [("Oct. 30", "DATE", "2013-10-30"), ("Earlier that day", "DATE", "2013-10-30")]),
    ("n10-anchor", G, "The shares have swung widely, dropping to a low of $31.25 a share in August from a high of $44.50 in February.", [("August", "DATE", "2013-08"), ("February", "DATE", "2013-02")]),
    ("n10-anchor", D, "Sniper attacks on clinics in the region date back to 1994. In January, a week after the anniversary of the ruling, a bombing in Alabama killed a guard.", [("1994", "DATE", "1994"), ("January", "DATE", "2013-01"), ("a week", "DURATION", "P1W")]),
    ("n10-anchor", G, "The mayor, who took office in 2009, said at the time that the stadium would be paid for privately.", [("2009", "DATE", "2009"), ("the time", "DATE", "PAST_REF")]),
    ("n10-anchor", B, "Sales slowed toward the end of the year as shoppers held back.", [("the end of the year", "DATE", "2012")]),
    ("n10-anchor", B, "The plant is expected to close by the end of the year.", [("the end of the year", "DATE", "2013")]),
    ("n10-anchor", B, "Hiring picked up at the end of last year.", [("the end of last year", "DATE", "2012")]),
    ("n10-anchor", H, "The city's population has doubled over the past 15 years.", [("the past 15 years", "DURATION", "P15Y")]),
    ("n10-anchor", D, "Ticket sales have fallen in recent years.", [("recent years", "DURATION", "PXY")]),
    ("n10-anchor", H, "The dam burst in March 2011. Two months later, the village was rebuilt.", [("March 2011", "DATE", "2011-03"), ("Two months later", "DATE", "2011-05")]),
    # -- the eleventh round (h19v, written after reading the AQUAINT / TimeBank dev misses and scored before any fix of
    # that round; family prefix ``n11-``): a fronted month or weekday whose past verb comes only after a long clause set
    # off by commas ("In January, a week after the anniversary of the ruling, a bombing ... killed"), the nearest one
    # in the tense's direction; "that same day" / "the same day" / "later that day" after a date known only to the
    # month: that month, day unknown (``2013-03-XX``: AQUAINT "that same day" after "last October" ``1998-10-XX``).
    ("n11-fronted", G, "In January, two days after the opening of the session, a fire at the parliament building destroyed the archive.", [("January", "DATE", "2013-01"), ("two days", "DURATION", "P2D")]),
    ("n11-fronted", G, "In February, shortly before the end of the parliamentary session and the budget debate, the country's highest court dissolved the coalition.", [("February", "DATE", "2013-02")]),
    ("n11-fronted", D, "On Thursday, a day after the storm made landfall near the border with Mexico, rescue teams in the flooded towns pulled 40 people from their homes.", [("Thursday", "DATE", "2013-10-31"), ("a day", "DURATION", "P1D")]),
    ("n11-fronted", G, "In March, after months of talks between the two governments and the mining companies, the province finally approved the new royalty scheme.", [("March", "DATE", "2013-03"), ("months", "DURATION", "PXM")]),
    ("n11-fronted", G, "In March, a year after the last election, voters in the region will choose a new governor.", [("March", "DATE", "2014-03"), ("a year", "DURATION", "P1Y")]),
    ("n11-fronted", A, "On Monday, a day after the verdict in the corruption trial of the former mayor and two of his aides, hundreds of protesters marched to city hall.", [("Monday", "DATE", "2013-03-18"), ("a day", "DURATION", "P1D")]),
    ("n11-fronted", G, "In November, as lawmakers in both chambers argued over the spending bill and the debt ceiling, the agency will run out of money.", [("November", "DATE", "2013-11")]),
    ("n11-fronted", J, "In September, less than a week after the company's chief executive resigned over the accounting scandal, its auditors withdrew their opinion.", [("September", "DATE", "2013-09"), ("less than a week", "DURATION", "P1W")]),
    ("n11-sameday", G, "The minister was sworn in last March and signed the decree that same day.", [("last March", "DATE", "2013-03"), ("that same day", "DATE", "2013-03-XX")]),
    ("n11-sameday", D, "The plant opened in June, and its first shipment left the port the same day.", [("June", "DATE", "2013-06"), ("the same day", "DATE", "2013-06-XX")]),
    ("n11-sameday", G, "The ceasefire was signed in August 2012. Fighting resumed that day.", [("August 2012", "DATE", "2012-08"), ("that day", "DATE", "2012-08-XX")]),
    ("n11-sameday", G, "The suspect crossed the border in late September, and police lost track of him later that day.", [("late September", "DATE", "2013-09"), ("later that day", "DATE", "2013-09-XX")]),
    ("n11-sameday", G, "The suspect crossed the border on Sept. 28, and police lost track of him that same day.", [("Sept. 28", "DATE", "2013-09-28"), ("that same day", "DATE", "2013-09-28")]),
    ("n11-sameday", B, "Parliament approved the treaty in December and the president signed it into law the same day.", [("December", "DATE", "2012-12"), ("the same day", "DATE", "2012-12-XX")]),
]


# -- the ninth round (h19i): whole news articles, one document per record (``probe_news_en_docs.jsonl``) ---------
# Each article has a dateline and its DCT; relative expressions anchor to the DCT or to the last date the story
# told of ("the same day", "that year", "the following week", "a year earlier", "10 days later"), and weekdays in
# past stories are the ones just gone. Written and labelled before any fix of that round.
K = "2013-03-14"  # Thursday, week 11
L = "2013-02-26"  # Tuesday, week 9
M = "2013-05-20"  # Monday, week 21
N = "2013-09-06"  # Friday, week 36
P = "2013-07-29"  # Monday, week 31
Q = "2013-01-31"  # Thursday, week 5
R = "2013-04-09"  # Tuesday, week 15
S = "2013-10-25"  # Friday, week 43
T = "2013-06-27"  # Thursday, week 26
U = "2013-11-19"  # Tuesday, week 47
V = "2013-03-05"  # Tuesday, week 10
W = "2013-08-22"  # Thursday, week 34
X = "2013-12-13"  # Friday, week 50
# the twelfth round (h19y): ordinary wire copy, whole articles with family prefix ``n12-``
Y1 = "2013-04-23"  # Tuesday, week 17
Y2 = "2013-02-12"  # Tuesday, week 7
Y3 = "2013-06-07"  # Friday, week 23
Y4 = "2013-09-18"  # Wednesday, week 38
Y5 = "2013-07-16"  # Tuesday, week 29
Y6 = "2013-05-01"  # Wednesday, week 18
Y7 = "2013-10-08"  # Tuesday, week 41
Y8 = "2013-08-14"  # Wednesday, week 33
Y9 = "2013-03-28"  # Thursday, week 13
Y10 = "2013-10-31"  # Thursday, week 44
Y11 = "2013-06-25"  # Tuesday, week 26
Y12 = "2013-11-09"  # Saturday, week 45


def _article(*paragraphs: str) -> str:
    """An article's text as the TempEval-3 news documents lay it out: paragraphs split by blank lines."""
    return "\n\n".join(paragraphs) + "\n"


DOCS: List[Entry] = [
    ("doc_finance", K, _article(
        "NEW YORK (AP) — Shares of Harbor Freightways jumped 9 percent Thursday after the trucking company reported a fourth-quarter profit that beat analysts' forecasts.",
        "The company earned $41.2 million, or 58 cents a share, in the three months ended Dec. 31, up from $30.5 million, or 43 cents a share, a year earlier. Revenue rose 6 percent to $812 million.",
        "Chief Executive Linda Okafor said on a conference call that freight volumes had recovered in January and February after a weak December. She said the company expects to add about 400 drivers this year and will open a terminal in Memphis, Tenn., in the second half.",
        "Harbor Freightways cut its dividend in 2009, when the recession hit shipping, and restored it two years later. The board on Wednesday raised the quarterly payout by 2 cents to 14 cents a share, payable April 15.",
        "The stock has gained 31 percent over the past 12 months. It closed at $24.87 on Thursday, its highest level since October 2007."),
     [("Thursday#1", "DATE", "2013-03-14"), ("fourth-quarter", "DATE", "2012-Q4"), ("the three months", "DURATION", "P3M"),
      ("Dec. 31", "DATE", "2012-12-31"), ("a year earlier", "DATE", "2011-Q4"), ("January", "DATE", "2013-01"),
      ("February", "DATE", "2013-02"), ("December", "DATE", "2012-12"), ("this year", "DATE", "2013"),
      ("the second half", "DATE", "2013-H2"), ("2009", "DATE", "2009"), ("two years later", "DATE", "2011"),
      ("Wednesday", "DATE", "2013-03-13"), ("April 15", "DATE", "2013-04-15"), ("the past 12 months", "DURATION", "P12M"),
      ("Thursday#2", "DATE", "2013-03-14"), ("October 2007", "DATE", "2007-10")]),
    ("doc_politics", L, _article(
        "WASHINGTON, Feb 26 (Reuters) - The Senate on Tuesday confirmed former Nebraska senator Charles Hale as defense secretary, ending a bitter fight that had stalled the nomination for nearly two weeks.",
        "The 58-41 vote came 12 days after Republicans blocked a first attempt to end debate on Feb. 14. Hale is expected to be sworn in on Wednesday at the Pentagon.",
        "Hale, who served in the Senate from 1997 to 2009, faced sharp questioning at his confirmation hearing on Jan. 31. Several Republicans said at the time that they would oppose him.",
        "The Pentagon faces $46 billion in automatic spending cuts that take effect on Friday unless Congress acts. Officials have warned that 800,000 civilian employees could be furloughed for up to 22 days starting in April.",
        "Hale's predecessor announced in January that he would step down. He had led the department since July 2011."),
     [("Feb 26", "DATE", "2013-02-26"), ("Tuesday", "DATE", "2013-02-26"), ("nearly two weeks", "DURATION", "P2W"),
      ("12 days", "DURATION", "P12D"), ("Feb. 14", "DATE", "2013-02-14"), ("Wednesday", "DATE", "2013-02-27"),
      ("1997", "DATE", "1997"), ("2009", "DATE", "2009"), ("Jan. 31", "DATE", "2013-01-31"), ("the time", "DATE", "PAST_REF"),
      ("Friday", "DATE", "2013-03-01"), ("up to 22 days", "DURATION", "P22D"), ("April", "DATE", "2013-04"),
      ("January", "DATE", "2013-01"), ("July 2011", "DATE", "2011-07")]),
    ("doc_disaster", M, _article(
        "OKLAHOMA CITY (AP) — A tornado packing winds of up to 200 mph tore through suburbs south of the city Monday afternoon, flattening homes and two schools and killing at least 24 people.",
        "The storm touched down at 2:56 p.m. near Newcastle and stayed on the ground for 40 minutes, the National Weather Service said. Forecasters had issued a tornado warning 16 minutes before it struck.",
        "It was the state's second deadly twister since the weekend. On Sunday, a smaller tornado killed two men near Shawnee.",
        "The same area was hit by a tornado on May 3, 1999, that killed 36 people. Another storm struck in May 2003, but no one died that year.",
        "Gov. Ellen Marsh said rescue crews would keep searching until Tuesday morning. The president spoke with the governor by phone late Monday.",
        "Schools in the district will remain closed through Friday."),
     [("Monday afternoon", "TIME", "2013-05-20TAF"), ("2:56 p.m.", "TIME", "2013-05-20T14:56"), ("40 minutes", "DURATION", "PT40M"),
      ("16 minutes", "DURATION", "PT16M"), ("the weekend", "DATE", "2013-W20-WE"), ("Sunday", "DATE", "2013-05-19"),
      ("May 3, 1999", "DATE", "1999-05-03"), ("May 2003", "DATE", "2003-05"), ("that year", "DATE", "2003"),
      ("Tuesday morning", "TIME", "2013-05-21TMO"), ("late Monday", "DATE", "2013-05-20"), ("Friday", "DATE", "2013-05-24")]),
    ("doc_court", N, _article(
        "LOS ANGELES (AP) — A former county treasurer was sentenced Friday to 12 years in prison for stealing $4.3 million from a retirement fund over nearly a decade.",
        "Daniel Ruiz, 61, pleaded guilty in May to 14 counts of embezzlement. Prosecutors said the thefts began in 2003, shortly after he took office, and continued until his arrest in October 2012.",
        "At the hearing, Superior Court Judge Anne Whitlock said Ruiz had shown no remorse. She ordered him to repay the money within five years of his release.",
        "Ruiz's lawyer said he would appeal. He has 60 days to file a notice.",
        "The county discovered the missing money during an audit in the fall of 2012. Auditors found that Ruiz had made 112 transfers to accounts he controlled.",
        "A co-defendant, his former deputy, will be sentenced on Oct. 18."),
     [("Friday", "DATE", "2013-09-06"), ("12 years", "DURATION", "P12Y"), ("nearly a decade", "DURATION", "P10Y"),
      ("May", "DATE", "2013-05"), ("2003", "DATE", "2003"), ("October 2012", "DATE", "2012-10"),
      ("five years", "DURATION", "P5Y"), ("60 days", "DURATION", "P60D"), ("the fall of 2012", "DATE", "2012-FA"),
      ("Oct. 18", "DATE", "2013-10-18")]),
    ("doc_sport", P, _article(
        "PITTSBURGH (AP) — Marco Ellis hit a two-run homer in the eighth inning Sunday, and the Pittsburgh Pirates beat the St. Louis Cardinals 5-3 to win the series.",
        "The Pirates, who have not had a winning season since 1992, moved a game ahead of the Cardinals in the National League Central. They had lost 4-1 on Friday night before winning 2-0 the next afternoon.",
        "Ellis, who missed most of April with a sprained wrist, is batting .338 over his past 20 games.",
        "Pittsburgh starter Jeff Locke allowed three runs in six innings. He has not lost since June 4.",
        "The teams meet again for a five-game series in St. Louis beginning Aug. 8. The Pirates open a three-game home series against Miami on Tuesday night."),
     [("Sunday", "DATE", "2013-07-28"), ("1992", "DATE", "1992"), ("Friday night", "TIME", "2013-07-26TNI"),
      ("the next afternoon", "TIME", "2013-07-27TAF"), ("April", "DATE", "2013-04"), ("June 4", "DATE", "2013-06-04"),
      ("Aug. 8", "DATE", "2013-08-08"), ("Tuesday night", "TIME", "2013-07-30TNI")]),
    ("doc_economy", Q, _article(
        "WASHINGTON, Jan 31 (Reuters) - Consumer spending rose 0.2 percent in December, the Commerce Department said on Thursday, the smallest gain since August as Americans held back at the end of the year.",
        "In November, spending was 3.6 percent higher than a year earlier. For all of 2012, it grew 1.9 percent, down from 2.5 percent the year before.",
        "Personal income jumped 2.6 percent last month, the biggest rise in eight years, as companies paid special dividends and bonuses early to beat tax increases that took effect on Jan. 1.",
        "Economists said the one-time payments would reverse in January. \"The first quarter is going to look weak,\" said Paula Grant, an economist at Mercer Bank in New York.",
        "A separate report showed that initial claims for jobless benefits rose 38,000 to 368,000 in the week ended Jan. 26. The government will release its January employment report on Friday."),
     [("Jan 31", "DATE", "2013-01-31"), ("December", "DATE", "2012-12"), ("Thursday", "DATE", "2013-01-31"),
      ("August", "DATE", "2012-08"), ("the end of the year", "DATE", "2012"), ("November", "DATE", "2012-11"),
      ("a year earlier", "DATE", "2011-11"), ("2012", "DATE", "2012"), ("the year before", "DATE", "2011"),
      ("last month", "DATE", "2012-12"), ("eight years", "DURATION", "P8Y"), ("Jan. 1", "DATE", "2013-01-01"),
      ("January#1", "DATE", "2013-01"), ("The first quarter", "DATE", "2013-Q1"), ("the week", "DATE", "2013-W04"),
      ("Jan. 26", "DATE", "2013-01-26"), ("January#2", "DATE", "2013-01"), ("Friday", "DATE", "2013-02-01")]),
    ("doc_politics", R, _article(
        "ROME (AP) — Italy's party leaders failed again on Tuesday to agree on a new government, more than six weeks after an election left no party with a majority in parliament.",
        "President Marco Leoni spent three hours with the leaders on Tuesday morning, the third such meeting since March 28. Leoni first met them on March 20 and appointed a panel of 10 experts the following week.",
        "Leoni's own seven-year term ends on May 15, and parliament will begin voting for his successor on April 18.",
        "Markets have so far shrugged off the deadlock. The yield on Italy's 10-year bond fell to 4.3 percent on Monday, its lowest level since early March.",
        "Italy has had 62 governments since 1946. The last one, led by an economist, resigned in December after 13 months in office."),
     [("Tuesday#1", "DATE", "2013-04-09"), ("more than six weeks", "DURATION", "P6W"), ("three hours", "DURATION", "PT3H"),
      ("Tuesday morning", "TIME", "2013-04-09TMO"), ("March 28", "DATE", "2013-03-28"), ("March 20", "DATE", "2013-03-20"),
      ("the following week", "DATE", "2013-W13"), ("seven-year", "DURATION", "P7Y"), ("May 15", "DATE", "2013-05-15"),
      ("April 18", "DATE", "2013-04-18"), ("10-year", "DURATION", "P10Y"), ("Monday", "DATE", "2013-04-08"),
      ("early March", "DATE", "2013-03"), ("1946", "DATE", "1946"), ("December", "DATE", "2012-12"),
      ("13 months", "DURATION", "P13M")]),
    ("doc_health", S, _article(
        "ATLANTA (AP) — The number of people sickened by a salmonella outbreak linked to chicken from a California producer has risen to 338, federal health officials said Friday.",
        "The Centers for Disease Control and Prevention said the illnesses began on March 1 and most were reported in the past two months. About 40 percent of the patients have been hospitalized, twice the usual rate.",
        "The agency first warned about the outbreak on Oct. 7, at the start of a government shutdown that left only a skeleton staff to track it. The shutdown ended 10 days later.",
        "The company said on Thursday that it had made changes to its plants over the past several weeks. Agriculture Department inspectors will visit the plants daily until the end of the year.",
        "A similar outbreak in 2012 sickened 134 people in 13 states."),
     [("Friday", "DATE", "2013-10-25"), ("March 1", "DATE", "2013-03-01"), ("the past two months", "DURATION", "P2M"),
      ("Oct. 7", "DATE", "2013-10-07"), ("10 days later", "DATE", "2013-10-17"), ("Thursday", "DATE", "2013-10-24"),
      ("the past several weeks", "DURATION", "PXW"), ("daily", "SET", "P1D"), ("the end of the year", "DATE", "2013"),
      ("2012", "DATE", "2012")]),
    ("doc_business", T, _article(
        "SEATTLE (AP) — Cascade Software said Thursday that it will cut 1,800 jobs, or about 6 percent of its work force, over the next 12 months as sales of its desktop programs decline.",
        "The cuts will begin in August and should be complete by next June. Cascade expects to record a charge of $320 million in the fiscal fourth quarter.",
        "It is the company's second round of layoffs in two years. In July 2011, Cascade eliminated 2,500 positions, and it closed a plant in Ireland later that year.",
        "Shares fell 3 percent to $31.40 in after-hours trading. The stock had risen 18 percent since January.",
        "Cascade will report results for the quarter ending June 30 on July 25."),
     [("Thursday", "DATE", "2013-06-27"), ("the next 12 months", "DURATION", "P12M"), ("August", "DATE", "2013-08"),
      ("next June", "DATE", "2014-06"), ("the fiscal fourth quarter", "DATE", "2013-Q4"), ("two years", "DURATION", "P2Y"),
      ("July 2011", "DATE", "2011-07"), ("later that year", "DATE", "2011"), ("January", "DATE", "2013-01"),
      ("the quarter", "DATE", "2013-Q2"), ("June 30", "DATE", "2013-06-30"), ("July 25", "DATE", "2013-07-25")]),
    ("doc_disaster", U, _article(
        "MANILA, Philippines (AP) — Rescuers reached isolated villages on the central island of Leyte on Tuesday, 11 days after one of the strongest typhoons on record struck the region.",
        "The storm made landfall on Nov. 8 with winds of 195 mph. The government says 3,976 people were killed and 1,598 are still missing.",
        "Aid flights into Tacloban resumed on Nov. 12, four days after the storm, once the airport's runway was cleared. The same day, the United Nations appealed for $301 million in emergency aid.",
        "Officials expect schools in the worst-hit areas to stay closed until January. The Philippines is struck by about 20 typhoons each year.",
        "A typhoon in December 2012 killed more than 1,000 people on the southern island of Mindanao."),
     [("Tuesday", "DATE", "2013-11-19"), ("11 days", "DURATION", "P11D"), ("Nov. 8", "DATE", "2013-11-08"),
      ("Nov. 12", "DATE", "2013-11-12"), ("four days", "DURATION", "P4D"), ("The same day", "DATE", "2013-11-12"),
      ("January", "DATE", "2014-01"), ("each year", "SET", "P1Y"), ("December 2012", "DATE", "2012-12")]),
    ("doc_court", V, _article(
        "AUSTIN, Texas (AP) — A federal appeals court on Monday upheld a Texas law that requires voters to show photo identification, reversing a ruling issued last August.",
        "The law was signed in May 2011 but never took effect. A three-judge panel in Washington blocked it in the summer of 2012, finding that it would hurt minority voters.",
        "State officials said the requirement would apply in the May 11 local elections and in next year's primaries. The plaintiffs have 14 days to seek a rehearing.",
        "The decision came a week after the Supreme Court heard arguments in a related case from Alabama. A ruling in that case is expected by late June.",
        "Texas has required voters to show some form of identification since 2003."),
     [("Monday", "DATE", "2013-03-04"), ("last August", "DATE", "2012-08"), ("May 2011", "DATE", "2011-05"),
      ("the summer of 2012", "DATE", "2012-SU"), ("May 11", "DATE", "2013-05-11"), ("next year", "DATE", "2014"),
      ("14 days", "DURATION", "P14D"), ("a week", "DURATION", "P1W"), ("late June", "DATE", "2013-06"), ("2003", "DATE", "2003")]),
    ("doc_markets", W, _article(
        "NEW YORK (AP) — Stocks rose on Thursday, recovering from a sell-off a day earlier, after a three-hour trading halt at the Nasdaq exchange.",
        "Trading in Nasdaq-listed stocks stopped at 12:14 p.m. Eastern time and resumed at 3:25 p.m. The exchange blamed a problem with the system that distributes price quotes.",
        "The Standard & Poor's 500 index rose 14 points, or 0.9 percent, to 1,656. The index fell 0.6 percent on Wednesday after minutes from the Federal Reserve's July meeting showed that officials were broadly comfortable with a plan to slow bond purchases later this year.",
        "The S&P 500 is down 3.4 percent this month but is still up 16 percent for 2013.",
        "The yield on the 10-year Treasury note rose to 2.90 percent from 2.88 percent late Wednesday. It was 1.63 percent at the start of May."),
     [("Thursday", "DATE", "2013-08-22"), ("a day earlier", "DATE", "2013-08-21"), ("three-hour", "DURATION", "PT3H"),
      ("12:14 p.m. Eastern time", "TIME", "2013-08-22T12:14"), ("3:25 p.m.", "TIME", "2013-08-22T15:25"),
      ("Wednesday#1", "DATE", "2013-08-21"), ("July", "DATE", "2013-07"), ("later this year", "DATE", "2013"),
      ("this month", "DATE", "2013-08"), ("2013", "DATE", "2013"), ("10-year", "DURATION", "P10Y"),
      ("late Wednesday", "DATE", "2013-08-21"), ("the start of May", "DATE", "2013-05")]),
    ("doc_obituary", X, _article(
        "LONDON (AP) — Peter Oakes, the British actor who played a scheming butler in a long-running television drama, has died. He was 84.",
        "His agent said Oakes died Thursday at a hospital in London after a short illness.",
        "Born in Leeds in 1929, Oakes began acting on stage in the late 1940s and made his first film in 1958. He joined the cast of the drama in 1971 and stayed with it until it ended in 1985.",
        "He won a Bafta award that year and was made a CBE in 1999. His autobiography was published last spring.",
        "A memorial service will be held in January, his family said."),
     [("Thursday", "DATE", "2013-12-12"), ("1929", "DATE", "1929"), ("the late 1940s", "DATE", "194"),
      ("1958", "DATE", "1958"), ("1971", "DATE", "1971"), ("1985", "DATE", "1985"), ("that year", "DATE", "1985"),
      ("1999", "DATE", "1999"), ("last spring", "DATE", "2013-SP"), ("January", "DATE", "2014-01")]),
    # -- the twelfth round (h19y, family prefix ``n12-``; written and labelled before any fix of that round): ordinary
    # wire copy (earnings, budgets, courts, markets, prices, sales, housing), DCTs Y1-Y12 below.
    ("n12-earnings", Y1, _article(
        "CHICAGO (AP) — Midland Foods Inc. said Tuesday that its profit for the January-March period fell 12 percent as higher grain costs squeezed margins.",
        "The packaged-food maker earned $88 million, or 71 cents a share, compared with $100 million, or 80 cents a share, a year earlier.",
        "Sales rose 3 percent to $1.9 billion. The company cut its earnings forecast for all of 2013.",
        "Midland said it would raise prices on cereal and snacks to offset the higher costs.",
        "Its shares have lost 8 percent over the past six weeks."),
     [("Tuesday", "DATE", "2013-04-23"), ("the January-March period", "DATE", "2013-Q1"), ("a year earlier", "DATE", "2012-Q1"),
      ("2013", "DATE", "2013"), ("the past six weeks", "DURATION", "P6W")]),
    ("n12-politics", Y2, _article(
        "WASHINGTON (AP) — House Republicans on Monday unveiled a budget plan that would cut spending by $4.6 trillion over the coming decade.",
        "Party leaders said the plan would balance the budget without raising taxes.",
        "The Senate has not passed a budget since April 2009. Senate Democrats said earlier this month that they would offer their own plan in March.",
        "Lawmakers must also agree on a measure to keep the government running.",
        "The White House has not said when the president will send his budget to Congress."),
     [("Monday", "DATE", "2013-02-11"), ("the coming decade", "DURATION", "P10Y"), ("April 2009", "DATE", "2009-04"),
      ("earlier this month", "DATE", "2013-02"), ("March", "DATE", "2013-03")]),
    ("n12-court", Y3, _article(
        "SAN FRANCISCO (AP) — A federal jury on Thursday ordered a medical device maker to pay $38 million to a former sales manager who said he was fired for reporting fraud.",
        "The trial lasted 15 days.",
        "Thomas Grady was dismissed in March 2010 and sued five months later.",
        "The company said it would ask the judge to reduce the award.",
        "A hearing is set for July 19."),
     [("Thursday", "DATE", "2013-06-06"), ("15 days", "DURATION", "P15D"), ("March 2010", "DATE", "2010-03"),
      ("five months later", "DATE", "2010-08"), ("July 19", "DATE", "2013-07-19")]),
    ("n12-markets", Y4, _article(
        "NEW YORK (AP) — Stocks edged higher Wednesday morning as investors waited for the Federal Reserve's decision on its bond purchases.",
        "The Dow Jones industrial average rose 34 points to 15,564 at 11 a.m.",
        "Fed policymakers will release a statement at 2 p.m. Eastern, followed by a news conference with Chairman Ben Bernanke.",
        "Mortgage rates have climbed since May, when Bernanke first said the Fed could slow its purchases.",
        "The S&P 500 index has gained 18 percent this year."),
     [("Wednesday morning", "TIME", "2013-09-18TMO"), ("11 a.m.", "TIME", "2013-09-18T11:00"),
      ("2 p.m. Eastern", "TIME", "2013-09-18T14:00"), ("May", "DATE", "2013-05"), ("this year", "DATE", "2013")]),
    ("n12-economy", Y5, _article(
        "WASHINGTON (AP) — U.S. consumer prices rose 0.5 percent in June, pushed up by higher gas prices, the Labor Department said Tuesday.",
        "Prices were 1.8 percent higher than a year earlier.",
        "Core prices, which exclude food and energy, have risen 1.6 percent since last July.",
        "Gasoline prices jumped 6.3 percent.",
        "Economists expect inflation to remain low through the end of 2014."),
     [("June", "DATE", "2013-06"), ("Tuesday", "DATE", "2013-07-16"), ("a year earlier", "DATE", "2012-06"),
      ("last July", "DATE", "2012-07"), ("the end of 2014", "DATE", "2014")]),
    ("n12-autos", Y6, _article(
        "DETROIT (AP) — U.S. auto sales rose 8 percent in April as low interest rates and an aging fleet kept buyers coming to showrooms.",
        "Automakers sold 1.3 million cars and trucks, according to Autodata Corp. Sales have not been this strong since early 2008.",
        "Ford's sales jumped 13 percent from a year ago.",
        "Analysts expect 15.5 million sales this year, which would be the best total since 2007.",
        "Sales fell sharply during the recession."),
     [("April", "DATE", "2013-04"), ("early 2008", "DATE", "2008"), ("a year ago", "DATE", "2012-04"),
      ("this year", "DATE", "2013"), ("2007", "DATE", "2007")]),
    ("n12-court", Y7, _article(
        "ALBANY, N.Y. (AP) — A former state senator was convicted Tuesday of taking bribes from a developer.",
        "Prosecutors said Victor Lang accepted more than $200,000 in exchange for help with zoning approvals.",
        "Lang, a Democrat, resigned in the spring of 2012 after he was indicted.",
        "The trial began three weeks ago. Jurors reached their verdict after deliberating for less than a day.",
        "Lang could get 25 years in prison when he is sentenced in January."),
     [("Tuesday", "DATE", "2013-10-08"), ("the spring of 2012", "DATE", "2012-SP"), ("three weeks ago", "DATE", "2013-W38"),
      ("less than a day", "DURATION", "P1D"), ("25 years", "DURATION", "P25Y"), ("January", "DATE", "2014-01")]),
    ("n12-business", Y8, _article(
        "DALLAS (AP) — The Justice Department on Tuesday sued to block the merger of American Airlines and US Airways, saying the deal would lead to higher fares.",
        "The airlines announced the $11 billion deal in February and had hoped to complete it by the end of September.",
        "American's parent company is operating under bankruptcy protection.",
        "US Airways shares fell 13 percent on Tuesday, their biggest drop since the deal was announced. Executives said Wednesday that they would fight the lawsuit.",
        "The industry has shrunk to four big carriers over the past five years."),
     [("Tuesday#1", "DATE", "2013-08-13"), ("February", "DATE", "2013-02"), ("the end of September", "DATE", "2013-09"),
      ("Tuesday#2", "DATE", "2013-08-13"), ("Wednesday", "DATE", "2013-08-14"), ("the past five years", "DURATION", "P5Y")]),
    ("n12-markets", Y9, _article(
        "NEW YORK (AP) — Oil prices rose Thursday, their fifth gain in six sessions.",
        "Benchmark crude for May delivery rose 62 cents to $97.23 a barrel, its highest close since mid-September.",
        "Traders said supplies remain ample.",
        "The national average price of gasoline was $3.65 a gallon, down 4 cents from a week ago.",
        "Natural gas has risen 19 percent since the beginning of January."),
     [("Thursday", "DATE", "2013-03-28"), ("May", "DATE", "2013-05"),
      ("mid-September", "DATE", "2012-09"), ("a week ago", "DATE", "2013-W12"), ("the beginning of January", "DATE", "2013-01")]),
    ("n12-earnings", Y10, _article(
        "SEATTLE (AP) — Cascade Software Corp. said Thursday that its profit for the September quarter rose 16 percent, helped by demand for its online storage services.",
        "The company earned $412 million, compared with $355 million in the same period last year. Revenue climbed 9 percent to $2.3 billion.",
        "For the final quarter of the year, which includes the holiday shopping season, Cascade expects revenue of $2.6 billion to $2.7 billion.",
        "Chief Executive Marta Lindqvist, who took over in January 2012, has cut 2,000 jobs over the past 18 months.",
        "Shares rose 4 percent in extended trading."),
     [("Thursday", "DATE", "2013-10-31"), ("the September quarter", "DATE", "2013-Q3"), ("the same period last year", "DATE", "2012-Q3"),
      ("the final quarter of the year", "DATE", "2013-Q4"), ("January 2012", "DATE", "2012-01"), ("the past 18 months", "DURATION", "P18M")]),
    ("n12-housing", Y11, _article(
        "WASHINGTON (AP) — Sales of new homes rose 2.1 percent in May to the highest level in nearly five years, the Commerce Department said Tuesday.",
        "The median price of a new home was $263,900, up 3.2 percent from May 2012.",
        "Builders have stepped up construction as the supply of homes for sale has dwindled.",
        "Still, sales remain well below the pace of the mid-2000s, when the housing boom peaked.",
        "Mortgage rates averaged 3.98 percent last week. Economists say higher rates have recently slowed home buying."),
     [("May#1", "DATE", "2013-05"), ("nearly five years", "DURATION", "P5Y"), ("Tuesday", "DATE", "2013-06-25"),
      ("May 2012", "DATE", "2012-05"), ("the mid-2000s", "DATE", "200"), ("last week", "DATE", "2013-W25"),
      ("recently", "DATE", "PAST_REF")]),
    ("n12-politics", Y12, _article(
        "WASHINGTON (AP) — Federal officials said Saturday that the troubled health insurance website can now handle about 17,000 users at a time, and that it would work smoothly for most people by month's end.",
        "Only about 27,000 people signed up through the federal site in October.",
        "Consumers who want coverage in January must enroll by Dec. 23.",
        "President Barack Obama has apologized to Americans whose policies were canceled.",
        "The rollout is the administration's worst setback since Democrats failed to pass a health care overhaul in the 1990s."),
     [("Saturday", "DATE", "2013-11-09"), ("now", "DATE", "PRESENT_REF"), ("month's end", "DATE", "2013-11"),
      ("October", "DATE", "2013-10"), ("January", "DATE", "2014-01"), ("Dec. 23", "DATE", "2013-12-23"),
      ("the 1990s", "DATE", "199")]),
]
DOCS += docs_n13(_article)  # the thirteenth round (h19n, ``n13-``): probe_news_n13.py
DOCS += docs_n14(_article)  # the fourteenth round (h19n4, ``n14-``): probe_news_n14.py
DOCS += docs_n15(_article)  # the fifteenth round (h19n5, ``n15-``): probe_news_n15.py
DOCS += docs_n16(_article)  # the sixteenth round (h19n6, ``n16-``): probe_news_n16.py
DOCS += docs_n17(_article)  # the seventeenth round (h19n7, ``n17-``): probe_news_n17.py

WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def _weekday(word: str) -> int | None:
    """The weekday ``word`` names ("Friday", "Fridays"), or None."""
    name = word.lower().rstrip("s")
    return WEEKDAYS.index(name) if name in WEEKDAYS else None


VALUE = re.compile(
    r"^(?:\d{2,4}|\d{4}-(?:\d{2}(?:-(?:\d{2}|XX))?|Q[1-4]|H[12]|SP|SU|FA|WI|W\d{2}(?:-WE)?)"
    r"|\d{4}-\d{2}-\d{2}T(?:\d{2}:\d{2}|MO|AF|EV|NI)|P(?:\d+|X)(?:Y|M|W|D|Q|CE)(?:\d+M)?|PT(?:\d+|X)(?:H|M|S)(?:\d+M)?"
    r"|XXXX-(?:WXX-[1-7](?:T(?:MO|AF|EV|NI))?|SU|SP|FA|WI|WE)|PAST_REF|PRESENT_REF|FUTURE_REF)$")


def records() -> List[dict]:
    return probe_records(PROBE, VALUE, _weekday, "probe-en")


def doc_records() -> List[dict]:
    """The ninth round's whole articles (``probe-en-doc-001`` ...), one record each, as the gold corpora hold them."""
    return probe_records(DOCS, VALUE, _weekday, "probe-en-doc")


def render() -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records())


def render_docs() -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in doc_records())


def main() -> int:
    OUT.write_text(render(), encoding="utf8")
    recs = records()
    print(f"{OUT.name}: {len(recs)} sentences, {sum(len(r['timexes']) for r in recs)} TIMEX3s")
    DOCS_OUT.write_text(render_docs(), encoding="utf8")
    docs = doc_records()
    print(f"{DOCS_OUT.name}: {len(docs)} articles, {sum(len(r['timexes']) for r in docs)} TIMEX3s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
