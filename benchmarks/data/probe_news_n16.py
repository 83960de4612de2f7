"""The sixteenth English news probe round (branch h19n6, issue 19): whole 2013 online-news articles on sport,
weather, space and science, culture, obituaries and transport accidents, read by ``make_probe_news.py``.

Twelve AP / Reuters / BBC / Guardian / CNN / NYT-style articles of 2013 written by hand for this round (people,
clubs, firms and films invented), labelled and committed before any scoring or fix of the round (family prefix
``n16-``). They imitate the held-out TempEval-3 "platinum" set (20 news articles of 2013): datelines, transfer
windows and finals, storm forecasts told hour by hour, launch windows, born / died dates, anniversaries, crash
investigations. DCTs spread over 2013 and over the week (Thursday, Friday, Wednesday, Friday, Sunday, Monday,
Tuesday, Thursday, Saturday, Sunday, Tuesday, Thursday). No text was copied from anywhere.

Labels follow the conventions of ``make_probe_news.py`` and ``probe_news_n14.py`` (TimeML 1.2.1 as TimeBank /
AQUAINT apply it); the ones this round adds or leans on (the dev gold's counts where it has the phrase):
- anniversaries untagged ("the 50th anniversary of the Lantern Club": TimeBank / AQUAINT 0 of 6 "anniversary",
  e.g. "its 50th anniversary in Washington next month" tags "next month" only; WikiWars tags them, as the date);
- ages untagged ("She was 88", "Dvorak, 29", "at 6", "the 24-year-old": TimeBank / AQUAINT 0 of 34, as the
  earlier rounds); "a 17-year veteran", "66-year history", "12-day festival", "decade-long" DURATIONs (WikiWars
  "year-long" ``P1Y``; the earlier rounds' "five-year contract");
- "early Tuesday"-style "early Monday" a DATE with "early" (TimeBank "early Tuesday" 1 of 1); "late Thursday" a
  DATE with "late"; "late Friday morning", "early Friday afternoon" a TIME with the part word; "late on Sunday
  evening" tags "Sunday evening" (as n14's "later on Thursday" tags "Thursday");
- "overnight" a TIME ``TNI``: in a forecast the coming night of the DCT, in a past story the night before what is
  told of (TimeBank 1 of 1 tagged; AQUAINT leaves one untagged);
- "through Saturday", "through the weekend" tag the day / "the weekend" only (a signal stays out);
- "millions of years ago" a DATE ``PAST_REF`` (TimeBank "several years ago" ``PAST_REF``, 1 of 1);
- "in years" (the strongest storm "in years") a DURATION ``PXY``; "more than 40 years", "at least 10 hours",
  "less than three hours" with the modifier; "about" stays out;
- "3 hours, 48 minutes" one DURATION ``PT3H48M`` (TimeBank "a minute and a half" ``PT1M30S``);
- "in two weeks" the week it points to (the issue's "in two days" as the date it points to);
- "N units after <event>" / "N units before <event>" / "two years ahead of" a DURATION; "26 years ago" the year;
- "Saturday's women's final" tags "Saturday" (TimeBank "Friday's");
- "now" a DATE ``PRESENT_REF`` ("Alvarez now heads to Wimbledon": TimeBank / AQUAINT, as the earlier rounds; left out
  when the round was first written and added after its first scoring, a label the earlier rounds' conventions
  already gave, not a fix: benchmarks/HISTORY.md gives both figures);
- clock times: "11pm on Thursday", "7:52 a.m. on July 23", "9am on Monday", "midday on Monday", "10:47 p.m. on July
  14" one TIME; "5 p.m. EDT" of a launch set for Saturday on that Saturday; "3 a.m." after "9 p.m." of a forecast
  the next day; "7:15 p.m." of an evening ceremony that day; "midnight" ending an
  evening ``T24:00`` of that day;
- "the day before" after a date the day before it; "the end of this year" the year; "the first quarter of 2014"
  the quarter; "before Christmas" tags "Christmas", the one ahead;
- sports seasons and transfer windows are not TIMEX3s ("the January window" tags "January"); "every summer" a SET
  ``XXXX-SU``, "eight missions a year" a SET ``P1Y`` (as "twice a year").
"""

# ruff: noqa: E501  (the article tables read best one entry per line)
from __future__ import annotations

from typing import Callable, List, Tuple

Entry = Tuple[str, str, str, List[Tuple[str, str, str]]]

F1 = "2013-01-31"  # Thursday, week 5
F2 = "2013-02-08"  # Friday, week 6
F3 = "2013-04-17"  # Wednesday, week 16
F4 = "2013-04-05"  # Friday, week 14
F5 = "2013-05-26"  # Sunday, week 21
F6 = "2013-06-10"  # Monday, week 24
F7 = "2013-07-30"  # Tuesday, week 31
F8 = "2013-08-22"  # Thursday, week 34
F9 = "2013-09-14"  # Saturday, week 37
F10 = "2013-10-27"  # Sunday, week 43
F11 = "2013-11-19"  # Tuesday, week 47
F12 = "2013-12-12"  # Thursday, week 50


def docs_n16(article: Callable[..., str]) -> List[Entry]:
    """The round's entries (family, DCT, text, TIMEX3s), each text laid out by ``article``."""
    return [
        ("n16-sport", F1, article(
            "Northbridge City completed the signing of the Dutch striker Ruud Verhaegen from Vitesse for a fee of about £14m on Thursday, hours before the transfer window closed at 11pm.",
            "The 24-year-old, who scored 19 league goals last year, signed a four-and-a-half-year contract and could make his debut against Fulham on Saturday.",
            "City's manager, Gordon Fairlie, said the club had tracked Verhaegen for almost two years. \"We first watched him as a teenager in 2008, and he has got better every year since,\" Fairlie said.",
            "The club, 16th in the table and two points above the relegation zone, has won just once since Boxing Day. It spent more than £40m in the January window, its biggest outlay since it was promoted in May 2010.",
            "Elsewhere, Ashby Rovers sold their captain to a Russian club for £9m late Thursday, while the league leaders made no signings in a winter window, something not seen in a decade.",
            "The window reopens on 1 July."),
         [("Thursday#1", "DATE", "2013-01-31"), ("hours", "DURATION", "PTXH"), ("11pm", "TIME", "2013-01-31T23:00"),
          ("last year", "DATE", "2012"), ("four-and-a-half-year", "DURATION", "P4Y6M"), ("Saturday", "DATE", "2013-02-02"),
          ("almost two years", "DURATION", "P2Y"), ("2008", "DATE", "2008"), ("every year", "SET", "P1Y"),
          ("Boxing Day", "DATE", "2012-12-26"), ("January", "DATE", "2013-01"), ("May 2010", "DATE", "2010-05"),
          ("late Thursday", "DATE", "2013-01-31"), ("a decade", "DURATION", "P10Y"), ("1 July", "DATE", "2013-07-01")]),
        ("n16-weather", F2, article(
            "BOSTON (AP) — A powerful winter storm bore down on the Northeast on Friday, threatening to dump up to 2 feet of snow on Boston and New York through Saturday and to bring hurricane-force gusts to the coast overnight.",
            "The National Weather Service forecast that snow would begin falling late Friday morning and grow heavier in the afternoon, with the worst of it expected between 9 p.m. and 3 a.m.",
            "Gov. Deval Patrick banned all traffic on state roads from 4 p.m. Friday until further notice, the first such ban since the blizzard of 1978, which killed about 100 people in the region.",
            "Airlines canceled more than 4,000 flights scheduled for Friday and Saturday, and Amtrak suspended service between New York and Boston early Friday afternoon.",
            "Boston had received only about 9 inches of snow so far this year. Forecasters said temperatures would stay below freezing through the weekend, and the cleanup could take several days.",
            "Schools in Boston will remain closed on Monday, officials said."),
         [("Friday#1", "DATE", "2013-02-08"), ("Saturday#1", "DATE", "2013-02-09"), ("overnight", "TIME", "2013-02-08TNI"),
          ("late Friday morning", "TIME", "2013-02-08TMO"), ("the afternoon", "TIME", "2013-02-08TAF"),
          ("9 p.m.", "TIME", "2013-02-08T21:00"), ("3 a.m.", "TIME", "2013-02-09T03:00"), ("4 p.m. Friday", "TIME", "2013-02-08T16:00"),
          ("1978", "DATE", "1978"), ("Friday#4", "DATE", "2013-02-08"), ("Saturday#2", "DATE", "2013-02-09"),
          ("early Friday afternoon", "TIME", "2013-02-08TAF"), ("this year", "DATE", "2013"), ("the weekend", "DATE", "2013-W06-WE"),
          ("several days", "DURATION", "PXD"), ("Monday", "DATE", "2013-02-11")]),
        ("n16-space", F3, article(
            "WALLOPS ISLAND, Va., April 17 (Reuters) - A privately built rocket carrying a cargo capsule for the International Space Station is set to lift off from Virginia on Saturday, the first launch from the state's coastal spaceport in nearly three years, officials said on Wednesday.",
            "The two-hour launch window opens at 5 p.m. EDT. If weather or a technical problem forces a delay, Meridian Launch Systems has backup opportunities on Sunday and Monday.",
            "The rocket's first-stage engines were built in the Soviet Union in the 1970s for a moon program that was later abandoned, and had sat in storage for more than 40 years.",
            "NASA has paid two companies a total of $3.5 billion to fly 20 supply runs to the station by 2016. The agency hopes to send astronauts on commercial spacecraft by 2017, ending a reliance on Russian rockets that began when the shuttle fleet was retired in July 2011.",
            "The capsule will stay attached to the station for about a month before it is released to burn up over the Pacific.",
            "Meridian's chief executive, Paul Ostrow, said the firm aims to launch as many as eight missions a year by 2020."),
         [("April 17", "DATE", "2013-04-17"), ("Saturday", "DATE", "2013-04-20"), ("nearly three years", "DURATION", "P3Y"),
          ("Wednesday", "DATE", "2013-04-17"), ("two-hour", "DURATION", "PT2H"), ("5 p.m. EDT", "TIME", "2013-04-20T17:00"),
          ("Sunday", "DATE", "2013-04-21"), ("Monday", "DATE", "2013-04-22"), ("the 1970s", "DATE", "197"),
          ("more than 40 years", "DURATION", "P40Y"), ("2016", "DATE", "2016"), ("2017", "DATE", "2017"),
          ("July 2011", "DATE", "2011-07"), ("a month", "DURATION", "P1M"), ("a year", "SET", "P1Y"), ("2020", "DATE", "2020")]),
        ("n16-obituary", F4, article(
            "Margaret Vance, a jazz singer whose smoky recordings of the 1950s made her a favorite in Paris nightclubs, died on Wednesday at her home in Santa Fe, N.M. She was 88.",
            "The cause was heart failure, said her nephew, Daniel Pruitt.",
            "Margaret Louise Vance was born on Nov. 12, 1924, in Kansas City, Mo., the youngest of five children. She first sang in church at 6 and was performing in clubs by the time she was 16.",
            "She moved to Paris in 1949 and stayed for more than a decade, recording 11 albums. After coming home in the early 1960s, she struggled to find work and left music for nearly 20 years, teaching fourth grade in Denver.",
            "A 1983 documentary revived her career, and she toured Europe every summer until 2005.",
            "Her husband, the trumpeter Leon Vance, died in 1991. In addition to her nephew, she is survived by a sister, Ruth Adler, 91. Her family plans a memorial service on April 13."),
         [("the 1950s", "DATE", "195"), ("Wednesday", "DATE", "2013-04-03"), ("Nov. 12, 1924", "DATE", "1924-11-12"),
          ("1949", "DATE", "1949"), ("more than a decade", "DURATION", "P10Y"), ("the early 1960s", "DATE", "196"),
          ("nearly 20 years", "DURATION", "P20Y"), ("1983", "DATE", "1983"), ("every summer", "SET", "XXXX-SU"),
          ("2005", "DATE", "2005"), ("1991", "DATE", "1991"), ("April 13", "DATE", "2013-04-13")]),
        ("n16-culture", F5, article(
            "CANNES, France (AP) — A quiet Romanian drama about three sisters who reunite after their father's death won the Palme d'Or at the Cannes Film Festival on Sunday, ending a 12-day festival that was dogged by rain.",
            "The film, \"The Orchard House,\" is the first Romanian winner since 2007 and only the second in the festival's 66-year history. Its director, Ioana Marin, 41, spent nearly a decade raising money for it.",
            "The jury, led by an American director, announced its choices at a ceremony that began at 7:15 p.m. in the Grand Theatre Lumiere. The runner-up prize went to a Japanese film about a decade-long search for a missing child.",
            "The festival marked the 50th anniversary of \"The Leopard,\" which won the Palme d'Or in 1963, with a screening of a restored print on Thursday night.",
            "Organizers said ticket sales were down slightly from last year. \"The Orchard House\" opens in French cinemas in October and in the United States in early 2014."),
         [("Sunday", "DATE", "2013-05-26"), ("12-day", "DURATION", "P12D"), ("2007", "DATE", "2007"), ("66-year", "DURATION", "P66Y"),
          ("nearly a decade", "DURATION", "P10Y"), ("7:15 p.m.", "TIME", "2013-05-26T19:15"), ("decade-long", "DURATION", "P10Y"),
          ("1963", "DATE", "1963"), ("Thursday night", "TIME", "2013-05-23TNI"), ("last year", "DATE", "2012"),
          ("October", "DATE", "2013-10"), ("early 2014", "DATE", "2014")]),
        ("n16-sport", F6, article(
            "PARIS (AP) — Nico Alvarez won the French Open for a third time on Sunday, beating top-seeded Marek Dvorak 6-4, 6-7 (5), 6-2, 6-3 in a final that lasted 3 hours, 48 minutes and was twice halted by rain.",
            "The 26-year-old Spaniard, who missed seven months last year with a knee injury, had gone without a major title since the 2011 U.S. Open. Saturday's women's final was also delayed, by nearly two hours.",
            "Dvorak, 29, had reached the final without dropping a set. He will still rise to No. 1 in the rankings released on Monday.",
            "Alvarez now heads to Wimbledon, which begins in two weeks. He lost in the second round there last year and has not played a grass-court event since.",
            "Prize money at Roland Garros rose 22 percent this year, and each singles champion received about $2 million."),
         [("Sunday", "DATE", "2013-06-09"), ("3 hours, 48 minutes", "DURATION", "PT3H48M"), ("seven months", "DURATION", "P7M"),
          ("last year#1", "DATE", "2012"), ("2011", "DATE", "2011"), ("Saturday", "DATE", "2013-06-08"),
          ("nearly two hours", "DURATION", "PT2H"), ("Monday", "DATE", "2013-06-10"), ("now", "DATE", "PRESENT_REF"), ("in two weeks", "DATE", "2013-W26"),
          ("last year#2", "DATE", "2012"), ("this year", "DATE", "2013")]),
        ("n16-transport", F7, article(
            "WASHINGTON (AP) — Federal investigators said Tuesday that a commuter train that derailed outside Chicago last week was traveling at nearly twice the speed limit when it entered a curve, killing three passengers and injuring 71.",
            "The train's data recorder showed it was moving at 68 mph 30 seconds before it left the tracks at 7:52 a.m. on July 23, the National Transportation Safety Board said. A second recorder was recovered early Monday.",
            "The engineer, a 17-year veteran, told investigators he had worked a double shift the day before and may have dozed off. He has been on unpaid leave since the crash.",
            "It is the third serious accident on the line in the past six years. In 2009, two trains collided in heavy fog, and a derailment in March 2011 injured 19 people.",
            "The NTSB's final report could take at least a year. The railroad said it would install automatic braking on the curve by the end of this year, two years ahead of a federal deadline.",
            "Service on the line resumed on Sunday, with trains running at reduced speed, and the board will brief reporters again later this week."),
         [("Tuesday", "DATE", "2013-07-30"), ("last week", "DATE", "2013-W30"), ("30 seconds", "DURATION", "PT30S"),
          ("7:52 a.m. on July 23", "TIME", "2013-07-23T07:52"), ("early Monday", "DATE", "2013-07-29"), ("17-year", "DURATION", "P17Y"),
          ("the day before", "DATE", "2013-07-22"), ("the past six years", "DURATION", "P6Y"), ("2009", "DATE", "2009"),
          ("March 2011", "DATE", "2011-03"), ("at least a year", "DURATION", "P1Y"), ("the end of this year", "DATE", "2013"),
          ("two years", "DURATION", "P2Y"), ("Sunday", "DATE", "2013-07-28"), ("later this week", "DATE", "2013-W31")]),
        ("n16-science", F8, article(
            "Fossil hunters in Argentina have dug up the remains of a long-necked dinosaur that may have been the largest animal ever to walk the Earth, researchers said on Thursday.",
            "The plant-eater, which roamed the forests of Patagonia millions of years ago, measured about 35 metres from head to tail, according to a study published in the journal Nature on Wednesday.",
            "A farm worker found the first bone in January 2011, and a team from a museum in Trelew spent the next 18 months digging up more than 150 pieces. The site has since yielded seven partial skeletons.",
            "Palaeontologists have been searching for giant dinosaurs in Patagonia since the 1980s. Dr Elena Ruiz, who led the dig, said work would resume in October and could go on for another five years.",
            "The museum plans to put a life-sized cast of the skeleton on display by 2015."),
         [("Thursday", "DATE", "2013-08-22"), ("millions of years ago", "DATE", "PAST_REF"), ("Wednesday", "DATE", "2013-08-21"),
          ("January 2011", "DATE", "2011-01"), ("the next 18 months", "DURATION", "P18M"), ("the 1980s", "DATE", "198"),
          ("October", "DATE", "2013-10"), ("another five years", "DURATION", "P5Y"), ("2015", "DATE", "2015")]),
        ("n16-culture", F9, article(
            "MANCHESTER, England, Sept 14 (Reuters) - Thousands of music fans packed the streets of Manchester on Saturday to mark the 50th anniversary of the Lantern Club, the cellar venue where some of the biggest British bands of the 1960s played their first gigs.",
            "The club opened on Sept. 13, 1963, and closed in 1979 after a fire. It was rebuilt a few doors away in the mid-1990s and has been owned since 2004 by a local brewery.",
            "The celebrations began on Friday evening with a free concert that ran until midnight, and will go on through Sunday. Tickets for a tribute show on Sunday night sold out within 40 minutes when they went on sale in July.",
            "An exhibition of photographs taken at the club between 1963 and 1966 opens at the city's art gallery next month and runs until January.",
            "City officials plan to put up a blue plaque at the original site before Christmas."),
         [("Sept 14", "DATE", "2013-09-14"), ("Saturday", "DATE", "2013-09-14"), ("the 1960s", "DATE", "196"),
          ("Sept. 13, 1963", "DATE", "1963-09-13"), ("1979", "DATE", "1979"), ("the mid-1990s", "DATE", "199"), ("2004", "DATE", "2004"),
          ("Friday evening", "TIME", "2013-09-13TEV"), ("midnight", "TIME", "2013-09-13T24:00"), ("Sunday#1", "DATE", "2013-09-15"),
          ("Sunday night", "TIME", "2013-09-15TNI"), ("40 minutes", "DURATION", "PT40M"), ("July", "DATE", "2013-07"),
          ("1963#2", "DATE", "1963"), ("1966", "DATE", "1966"), ("next month", "DATE", "2013-10"), ("January", "DATE", "2014-01"),
          ("Christmas", "DATE", "2013-12-25")]),
        ("n16-weather", F10, article(
            "Forecasters have warned that the strongest storm to hit southern England in years could bring gusts of up to 80mph overnight, causing disruption for the Monday morning rush hour.",
            "The Met Office issued an amber warning for much of the south on Sunday. It said the storm would sweep in from the Atlantic late on Sunday evening and move out into the North Sea by midday on Monday.",
            "Network Rail said some train services would not run before 9am on Monday while lines were checked for fallen trees. Several ferry crossings were cancelled on Sunday afternoon.",
            "Comparisons have been made with the Great Storm of October 1987, which killed 18 people in England, but forecasters said the winds were unlikely to be as strong as 26 years ago.",
            "Conditions are expected to improve by Wednesday, though more rain is forecast for next weekend."),
         [("years#1", "DURATION", "PXY"), ("overnight", "TIME", "2013-10-27TNI"), ("Monday morning", "TIME", "2013-10-28TMO"),
          ("Sunday#1", "DATE", "2013-10-27"), ("Sunday evening", "TIME", "2013-10-27TEV"), ("midday on Monday", "TIME", "2013-10-28T12:00"),
          ("9am on Monday", "TIME", "2013-10-28T09:00"), ("Sunday afternoon", "TIME", "2013-10-27TAF"), ("October 1987", "DATE", "1987-10"),
          ("26 years ago", "DATE", "1987"), ("Wednesday", "DATE", "2013-10-30"), ("next weekend", "DATE", "2013-W44-WE")]),
        ("n16-obituary", F11, article(
            "HOUSTON (AP) — Walter Hensley, a NASA flight director who guided astronauts through three Apollo missions in the late 1960s and early 1970s, has died. He was 82.",
            "Hensley died Monday at a hospice in Houston after a long illness, his daughter, Carol Hensley, said on Tuesday.",
            "Born on Feb. 2, 1931, in Lubbock, Texas, Hensley flew fighter jets in the Air Force for eight years before joining NASA in 1962, a year after the agency put its first American in space.",
            "He was on duty in mission control on July 20, 1969, when the first men walked on the moon, and later led the team that brought a crippled Apollo 13 home in April 1970.",
            "He retired in 1988 after 26 years at the agency and spent the next decade teaching engineering at Rice University.",
            "A funeral is planned for Saturday."),
         [("the late 1960s", "DATE", "196"), ("early 1970s", "DATE", "197"), ("Monday", "DATE", "2013-11-18"), ("Tuesday", "DATE", "2013-11-19"),
          ("Feb. 2, 1931", "DATE", "1931-02-02"), ("eight years", "DURATION", "P8Y"), ("1962", "DATE", "1962"), ("a year", "DURATION", "P1Y"),
          ("July 20, 1969", "DATE", "1969-07-20"), ("April 1970", "DATE", "1970-04"), ("1988", "DATE", "1988"),
          ("26 years", "DURATION", "P26Y"), ("the next decade", "DURATION", "P10Y"), ("Saturday", "DATE", "2013-11-23")]),
        ("n16-transport", F12, article(
            "(CNN) -- Federal safety investigators on Wednesday blamed pilot fatigue and poor training for the crash of a regional airliner in upstate New York in July that killed 11 people, and urged the industry to tighten rest rules it has resisted for more than a decade.",
            "The twin-engine plane stalled and fell into a field at 10:47 p.m. on July 14, about four minutes after the crew was cleared to land, the National Transportation Safety Board said at a hearing in Washington.",
            "Both pilots had been awake for more than 16 hours. The captain had commuted overnight from Florida and slept for less than three hours in a crew lounge, investigators found.",
            "Since the crash in July, the airline, Northway Connect, has cut 14 routes and grounded four of its 22 planes. Its chief executive resigned in September.",
            "The board has called for stricter limits on pilot duty time at least six times since 1990. New federal rules that take effect on Jan. 4 will require pilots to have at least 10 hours of rest between shifts.",
            "The board is expected to adopt its final report in the first quarter of 2014."),
         [("Wednesday", "DATE", "2013-12-11"), ("July#1", "DATE", "2013-07"), ("more than a decade", "DURATION", "P10Y"),
          ("10:47 p.m. on July 14", "TIME", "2013-07-14T22:47"), ("four minutes", "DURATION", "PT4M"),
          ("more than 16 hours", "DURATION", "PT16H"), ("overnight", "TIME", "2013-07-13TNI"), ("less than three hours", "DURATION", "PT3H"),
          ("July#3", "DATE", "2013-07"), ("September", "DATE", "2013-09"), ("1990", "DATE", "1990"), ("Jan. 4", "DATE", "2014-01-04"),
          ("at least 10 hours", "DURATION", "PT10H"), ("the first quarter of 2014", "DATE", "2014-Q1")]),
    ]
