"""The thirteenth English news probe round (branch h19n, issue 19): whole wire articles, read by ``make_probe_news.py``.

Twelve AP / Reuters / WSJ-style articles written by hand for this round, labelled and scored before any fix of it
(family prefix ``n13-``, ids ``probe-en-doc-026`` on). The genres are the ones the earlier rounds used least
(science and health, obituaries and features, sport, weather and disasters, WSJ-style earnings and markets of the
TempEval-3 era, court sentencings) and the DCTs are spread over 1989-2013 (TempEval-3's news is 1989-2013 wire copy,
TimeBank's WSJ part 1989). No TIMEX3 phrase of more than one word was taken over from a gold sentence, and no
5-word run of a text is in the TimeBank / AQUAINT gold or an earlier round (checked when this round was written).

Labels follow the conventions of ``make_probe_news.py`` (TimeML 1.2.1 as TimeBank / AQUAINT apply it); the ones
this round adds or leans on:
- WSJ style "yesterday" / "tomorrow" the day before / after the DCT; "the year-earlier period" after the quarter the
  quarter a year back (TimeBank 2 of 3), after "the first nine months" the year a year back (the tenth round's
  reading); "the same quarter last year" the quarter a year back; "the first nine months of 1997" two TIMEX3s;
- "six years and eight months" one DURATION ``P6Y8M`` (as "a year and a half" ``P1Y6M``); "up to nine years" with
  "up to"; "30 days" without "within" (as the ninth round's "within [five years]");
- "that August", "that summer", "the following spring" after a year the text told of: that month / season of it,
  the spring of the year after; "the following decade" after 1971 the decade ``198``; "four years later" after a
  year a DATE (the year); "At the time" tags "the time" ``PAST_REF`` (the ninth round);
- "the past century" a DURATION ``P1CE`` (the first round's century unit); "the next two decades" ``P20Y``;
- "Sunday night" / "Monday afternoon" TIMEs with the part of the day; "early Tuesday" the DATE with "early"
  (TimeBank 1 of 1); a past "overnight" the night before the DCT; "6:10 a.m. CDT Monday" one
  TIME, the zone in the extent and the clock as told; "next week's meeting" tags "next week" (as "Friday's");
- "a two-month high" and "one-day decline" DURATIONs (TimeBank "five year low" P5Y); ages untagged ("She was 79",
  "at the age of 6", "in their 80s"); sport's game periods and "in time" are no TIMEX3.

Two labels were corrected after the before-scoring (not fixes: labels against the dev gold): "1:47 a.m. local time
(1747 GMT Monday)" was labelled "1:47 a.m. local time" and "1747 GMT Monday", but WikiWars tags "at [11:30 a.m.] local
time" without "local time" (1 of 1) and AQUAINT leaves a Greenwich time in parentheses after the local one untagged
("at about [10:35 a.m.] (0735 GMT) [Friday]", the tagger's n8-guard_clock_zone_aside), so they are "1:47 a.m." and
no TIMEX3.
"""

# ruff: noqa: E501  (the article tables read best one entry per line)
from __future__ import annotations

from typing import Callable, List, Tuple

Entry = Tuple[str, str, str, List[Tuple[str, str, str]]]

Z1 = "1989-10-24"  # Tuesday, week 43
Z2 = "1994-03-17"  # Thursday, week 11
Z3 = "2001-06-05"  # Tuesday, week 23
Z4 = "2008-02-11"  # Monday, week 7
Z5 = "2011-02-07"  # Monday, week 6
Z6 = "2005-08-30"  # Tuesday, week 35
Z7 = "1997-11-05"  # Wednesday, week 45
Z8 = "2012-11-13"  # Tuesday, week 46
Z9 = "1999-09-21"  # Tuesday, week 38
Z10 = "2010-07-12"  # Monday, week 28
Z11 = "2003-05-14"  # Wednesday, week 20
Z12 = "1992-01-09"  # Thursday, week 2


def docs_n13(article: Callable[..., str]) -> List[Entry]:
    """The round's entries (family, DCT, text, TIMEX3s), each text laid out by ``article``."""
    return [
        ("n13-earnings", Z1, article(
            "Pacific Gulf Corp. said its third-quarter earnings climbed 14% on strong demand for its specialty chemicals, but the company warned that the fourth quarter would be weaker.",
            "Net in the quarter ended Sept. 30 reached $62.4 million, or $1.12 per share, against $54.7 million, or 98 cents per share, in the year-earlier period. Sales climbed 9% to $731 million.",
            "Profit over the first nine months increased 11% to $181.3 million, or $3.26 per share, from $163.3 million, or $2.94 per share, a year ago.",
            "The results were released after the close of trading yesterday, when Pacific Gulf shares closed at $48.25 on the Big Board, down 75 cents.",
            "Pacific Gulf expects capital spending of about $400 million in 1990, up from $310 million this year. It plans to complete a new plant in Lake Charles, La., by mid-1991.",
            "Pacific Gulf has cut about 1,200 jobs since early 1987."),
         [("third-quarter", "DATE", "1989-Q3"), ("the fourth quarter", "DATE", "1989-Q4"), ("the quarter", "DATE", "1989-Q3"),
          ("Sept. 30", "DATE", "1989-09-30"), ("the year-earlier period", "DATE", "1988-Q3"),
          ("the first nine months", "DURATION", "P9M"), ("a year ago", "DATE", "1988"), ("yesterday", "DATE", "1989-10-23"),
          ("1990", "DATE", "1990"), ("this year", "DATE", "1989"), ("mid-1991", "DATE", "1991"), ("early 1987", "DATE", "1987")]),
        ("n13-court", Z2, article(
            "BOSTON (AP) — A former bank officer who siphoned $2.1 million from elderly customers' accounts was sentenced Thursday to six years and eight months in federal prison.",
            "U.S. District Judge Helen Marsh also ordered Gerald Tobin, 47, to pay back the money and to serve three years of supervised release after he leaves prison.",
            "Tobin pleaded guilty last March to 22 counts of bank fraud. Prosecutors said he took money from 31 accounts between 1986 and 1992, most of them held by widows in their 80s.",
            "The judge gave Tobin until April 15 to surrender. His lawyer, Paul Dreyer, said he would decide within 30 days whether to appeal.",
            "The bank discovered the thefts in the summer of 1992, when a customer's daughter questioned a withdrawal. Tobin was fired that August and indicted the following spring.",
            "Under federal guidelines, he could have received up to nine years."),
         [("Thursday", "DATE", "1994-03-17"), ("six years and eight months", "DURATION", "P6Y8M"), ("three years", "DURATION", "P3Y"),
          ("last March", "DATE", "1993-03"), ("1986", "DATE", "1986"), ("1992#1", "DATE", "1992"), ("April 15", "DATE", "1994-04-15"),
          ("30 days", "DURATION", "P30D"), ("the summer of 1992", "DATE", "1992-SU"), ("that August", "DATE", "1992-08"),
          ("the following spring", "DATE", "1993-SP"), ("up to nine years", "DURATION", "P9Y")]),
        ("n13-science", Z3, article(
            "NEW YORK (AP) — Average life expectancy in the United States has risen by nearly 30 years over the past century, largely because of vaccines, clean water and antibiotics, according to a report released Tuesday.",
            "Americans born in 1900 could expect to live to about 47. A child born in 1999 can expect to live to 76.7, the National Center for Health Statistics said.",
            "The biggest gains came before 1950, when deaths from infectious diseases fell sharply. Since the 1950s, progress has come mostly from lower death rates from heart disease and stroke.",
            "Researchers warned that rising obesity could slow the trend in the next two decades. In the past 20 years, the share of adults who are obese has doubled, to nearly one in four.",
            "The report also found that the infant death rate fell to a record low of 7.1 per 1,000 births in 1999.",
            "Final figures for 2000 will be published in the fall."),
         [("nearly 30 years", "DURATION", "P30Y"), ("the past century", "DURATION", "P1CE"), ("Tuesday", "DATE", "2001-06-05"),
          ("1900", "DATE", "1900"), ("1999#1", "DATE", "1999"), ("1950#1", "DATE", "1950"), ("the 1950s", "DATE", "195"),
          ("the next two decades", "DURATION", "P20Y"), ("the past 20 years", "DURATION", "P20Y"), ("1999#2", "DATE", "1999"),
          ("2000", "DATE", "2000"), ("the fall", "DATE", "2001-FA")]),
        ("n13-obituary", Z4, article(
            "NEW ORLEANS (AP) — Ruth Delacroix, a gospel singer whose recordings with her three sisters sold millions of copies in the 1960s, died Sunday at her home here. She was 79.",
            "Her son, Marcus, said she had suffered from heart disease for several years.",
            "Born in rural Louisiana in 1928, Delacroix began singing in her father's church at the age of 6. The sisters signed their first recording contract in 1955 and had their biggest hit, \"Morning Train,\" four years later.",
            "In the summer of 1963, the group toured the South with civil rights organizers. Delacroix later said she had never been so frightened as she was that summer, when their bus was stopped by police in Mississippi. At the time, she was pregnant with her first child.",
            "The group broke up in 1971. Delacroix recorded three solo albums in the following decade and taught music in New Orleans schools until her retirement in 1993.",
            "Funeral services will be held Saturday."),
         [("the 1960s", "DATE", "196"), ("Sunday", "DATE", "2008-02-10"), ("several years", "DURATION", "PXY"),
          ("1928", "DATE", "1928"), ("1955", "DATE", "1955"), ("four years later", "DATE", "1959"),
          ("the summer of 1963", "DATE", "1963-SU"), ("that summer", "DATE", "1963-SU"), ("the time", "DATE", "PAST_REF"),
          ("1971", "DATE", "1971"), ("the following decade", "DATE", "198"), ("1993", "DATE", "1993"),
          ("Saturday", "DATE", "2008-02-16")]),
        ("n13-sport", Z5, article(
            "ARLINGTON, Texas (AP) — Aaron Rodgers threw three touchdown passes Sunday night, and the Green Bay Packers held off the Pittsburgh Steelers 31-25 to win their first Super Bowl in 14 years.",
            "The Packers, who had to win their last two regular-season games just to reach the playoffs, became the first sixth-seeded team from the NFC to win the title. They last won it in January 1997, when Brett Favre was their quarterback.",
            "Pittsburgh cut an 18-point deficit to four points late in the game but could not get closer.",
            "Rodgers, who was named the game's most valuable player, completed 24 of 39 passes for 304 yards. He took over as the starter in 2008 after sitting behind Favre for three years.",
            "More than 103,000 fans filled Cowboys Stadium, though about 400 ticket holders were left without seats after temporary stands were not finished in time.",
            "The Packers will be honored at a rally at Lambeau Field on Tuesday afternoon. The league's labor agreement expires on March 4, and owners and players are to resume talks next week."),
         [("Sunday night", "TIME", "2011-02-06TNI"), ("14 years", "DURATION", "P14Y"), ("January 1997", "DATE", "1997-01"),
          ("2008", "DATE", "2008"), ("three years", "DURATION", "P3Y"), ("Tuesday afternoon", "TIME", "2011-02-08TAF"),
          ("March 4", "DATE", "2011-03-04"), ("next week", "DATE", "2011-W07")]),
        ("n13-weather", Z6, article(
            "BILOXI, Miss. (AP) — Rescuers in boats pulled hundreds of people from flooded homes early Tuesday, a day after a powerful hurricane drove a 20-foot wall of water across the Mississippi coast.",
            "The storm came ashore at 6:10 a.m. CDT Monday near the Louisiana-Mississippi line with winds of 145 mph and weakened to a tropical storm overnight as it moved inland.",
            "In New Orleans, water poured through two breaches in the levees that protect the city, and officials said late Monday that as much as 80 percent of the city could be under water by Wednesday.",
            "Forecasters at the National Hurricane Center in Miami had warned since Friday that the storm could strengthen. On Sunday morning, the mayor ordered the first mandatory evacuation in the city's 287-year history.",
            "It was the most destructive storm to hit the region since Hurricane Camille in August 1969, which killed 143 people along the coast.",
            "Power companies said it could take up to three weeks to restore electricity to more than 1 million customers."),
         [("early Tuesday", "DATE", "2005-08-30"), ("a day", "DURATION", "P1D"), ("6:10 a.m. CDT Monday", "TIME", "2005-08-29T06:10"),
          ("overnight", "TIME", "2005-08-29TNI"), ("late Monday", "DATE", "2005-08-29"), ("Wednesday", "DATE", "2005-08-31"),
          ("Friday", "DATE", "2005-08-26"), ("Sunday morning", "TIME", "2005-08-28TMO"), ("287-year", "DURATION", "P287Y"),
          ("August 1969", "DATE", "1969-08"), ("up to three weeks", "DURATION", "P3W")]),
        ("n13-earnings", Z7, article(
            "TORONTO, Nov 5 (Reuters) - Northern Timber Ltd said on Wednesday its third-quarter profit fell 38 percent as lower lumber prices and a strong Canadian dollar hurt results.",
            "Net income for the three months to Sept. 30 was C$21.6 million, or 32 cents per share, compared with C$34.8 million, or 52 cents, in the same quarter last year.",
            "Over the first nine months of 1997, the company earned C$70.2 million, compared with C$96.5 million in the year-earlier period.",
            "Chief executive Roger Pelletier said prices had started to recover in October and that he expected the fourth quarter to be stronger.",
            "The company plans to close a sawmill in northern Quebec early next year, eliminating about 260 jobs. It will spend C$45 million over the next three years to modernize its other mills.",
            "Northern Timber shares fell 35 cents to C$14.10 in Toronto trading on Wednesday afternoon."),
         [("Nov 5", "DATE", "1997-11-05"), ("Wednesday#1", "DATE", "1997-11-05"), ("third-quarter", "DATE", "1997-Q3"),
          ("the three months", "DURATION", "P3M"), ("Sept. 30", "DATE", "1997-09-30"), ("the same quarter last year", "DATE", "1996-Q3"),
          ("the first nine months", "DURATION", "P9M"), ("1997", "DATE", "1997"), ("the year-earlier period", "DATE", "1996"),
          ("October", "DATE", "1997-10"), ("the fourth quarter", "DATE", "1997-Q4"), ("early next year", "DATE", "1998"),
          ("the next three years", "DURATION", "P3Y"), ("Wednesday afternoon", "TIME", "1997-11-05TAF")]),
        ("n13-court", Z8, article(
            "PHOENIX (AP) — An Arizona appeals court on Tuesday ordered a new trial for a man who has spent 19 years in prison for a 1993 arson that killed his two daughters, saying jurors heard flawed scientific testimony.",
            "The three-judge panel gave prosecutors 30 days to say whether they will try Raymond Cole again. Cole, 58, has maintained his innocence since the fire.",
            "Fire investigators testified at his trial in the spring of 1994 that burn patterns showed the fire had been set deliberately. Experts hired by the defense said last March that those methods have since been discredited.",
            "A county judge rejected Cole's request for a new trial in June, and his lawyers appealed in July.",
            "Prosecutors said Tuesday that they were reviewing the ruling. Cole could be released on bond as soon as next month.",
            "The state's appeals courts have overturned four arson convictions in the past decade."),
         [("Tuesday#1", "DATE", "2012-11-13"), ("19 years", "DURATION", "P19Y"), ("1993", "DATE", "1993"), ("30 days", "DURATION", "P30D"),
          ("the spring of 1994", "DATE", "1994-SP"), ("last March", "DATE", "2012-03"), ("June", "DATE", "2012-06"),
          ("July", "DATE", "2012-07"), ("Tuesday#2", "DATE", "2012-11-13"), ("next month", "DATE", "2012-12"),
          ("the past decade", "DURATION", "P10Y")]),
        ("n13-disaster", Z9, article(
            "TAIPEI, Sept 21 (Reuters) - A powerful earthquake struck central Taiwan on Tuesday, killing at least 1,500 people and trapping thousands more in collapsed buildings.",
            "The quake, measuring 7.6, hit at 1:47 a.m. local time (1747 GMT Monday) about 150 km (90 miles) south of Taipei, the Central Weather Bureau said.",
            "More than 100 aftershocks followed over the next 12 hours, the strongest of them at 5:46 a.m.",
            "It was the island's deadliest quake since 1935, when more than 3,200 people died in the same region.",
            "Rescue teams from Japan and the United States were expected to arrive by Wednesday morning.",
            "Power was cut to most of the island overnight, and the Taipei stock market, which had closed at a two-month high on Monday, will not open on Wednesday."),
         [("Sept 21", "DATE", "1999-09-21"), ("Tuesday", "DATE", "1999-09-21"), ("1:47 a.m.", "TIME", "1999-09-21T01:47"),
          ("the next 12 hours", "DURATION", "PT12H"),
          ("5:46 a.m.", "TIME", "1999-09-21T05:46"), ("1935", "DATE", "1935"), ("Wednesday morning", "TIME", "1999-09-22TMO"),
          ("overnight", "TIME", "1999-09-20TNI"), ("two-month", "DURATION", "P2M"), ("Monday#2", "DATE", "1999-09-20"),
          ("Wednesday#2", "DATE", "1999-09-22")]),
        ("n13-sport", Z10, article(
            "JOHANNESBURG (AP) — Andres Iniesta scored four minutes before the end of extra time Sunday night, and Spain beat the Netherlands 1-0 to win the World Cup for the first time.",
            "The Spanish team, which lost its opening match to Switzerland on June 16, won six straight games in South Africa. Spain also won the European Championship two years ago.",
            "The Dutch, who also lost finals in 1974 and 1978, were shown a record nine yellow cards.",
            "Fans celebrated in the streets of Madrid. The team will return home Monday afternoon and parade through the capital on Tuesday.",
            "FIFA's executive committee will review the tournament at next week's meeting in Zurich. The next World Cup will be played in Brazil in 2014, and qualifying for European teams begins in September 2012."),
         [("four minutes", "DURATION", "PT4M"), ("Sunday night", "TIME", "2010-07-11TNI"), ("June 16", "DATE", "2010-06-16"),
          ("two years ago", "DATE", "2008"), ("1974", "DATE", "1974"), ("1978", "DATE", "1978"),
          ("Monday afternoon", "TIME", "2010-07-12TAF"), ("Tuesday", "DATE", "2010-07-13"), ("next week", "DATE", "2010-W29"),
          ("2014", "DATE", "2014"), ("September 2012", "DATE", "2012-09")]),
        ("n13-feature", Z11, article(
            "CLEVELAND (AP) — For 52 years, the Starlight Diner has served eggs and coffee to steelworkers coming off the night shift. On Saturday, it will close for good.",
            "George Pappas opened the diner on July 4, 1951, with $800 he had saved as an Army cook. That summer, a cup of coffee cost a nickel. His son, Nick, took over in the 1970s, when the mills along the river still employed thousands of people.",
            "Business began to fall off in the early 1980s, as the mills closed one after another. \"We used to have a line out the door,\" Nick Pappas, 64, said Tuesday. \"Now I get maybe 20 customers.\"",
            "The building was sold last fall to a developer who plans to put up apartments. Pappas said he had thought about retiring since his wife died in 1998, but kept the diner open for his regulars.",
            "The diner's regulars plan a farewell breakfast on Friday morning.",
            "The last customers will be served at 2 p.m. Saturday."),
         [("52 years", "DURATION", "P52Y"), ("Saturday#1", "DATE", "2003-05-17"), ("July 4, 1951", "DATE", "1951-07-04"),
          ("That summer", "DATE", "1951-SU"), ("the 1970s", "DATE", "197"), ("the early 1980s", "DATE", "198"), ("Tuesday", "DATE", "2003-05-13"),
          ("Now", "DATE", "PRESENT_REF"), ("last fall", "DATE", "2002-FA"), ("1998", "DATE", "1998"),
          ("Friday morning", "TIME", "2003-05-16TMO"), ("2 p.m. Saturday", "TIME", "2003-05-17T14:00")]),
        ("n13-markets", Z12, article(
            "Stock prices fell sharply yesterday as investors took profits after the market's record-setting rally of the past three weeks.",
            "The Dow Jones Industrial Average dropped 31.42 points to 3173.87 in heavy trading, its biggest one-day decline since Nov. 15, when it plunged more than 120 points.",
            "The average had gained 10.5% since Dec. 20, when the Federal Reserve cut its discount rate to 3.5%, the lowest level in 27 years.",
            "Bond prices also slipped. The Treasury's 30-year bond, the market's bellwether, fell 3/4 point, and its yield rose to 7.45% from 7.39% on Tuesday.",
            "Traders said many investors are nervous ahead of tomorrow's report on December employment. A year ago, the market was near its lows of the Persian Gulf crisis; since then, the Dow has risen 27%.",
            "Big Board volume came to 247.6 million shares. The exchange handled a record 45.3 billion shares in 1991, up 14% from the previous year."),
         [("yesterday", "DATE", "1992-01-08"), ("the past three weeks", "DURATION", "P3W"), ("one-day", "DURATION", "P1D"),
          ("Nov. 15", "DATE", "1991-11-15"), ("Dec. 20", "DATE", "1991-12-20"), ("27 years", "DURATION", "P27Y"),
          ("30-year", "DURATION", "P30Y"), ("Tuesday", "DATE", "1992-01-07"), ("tomorrow", "DATE", "1992-01-10"),
          ("December", "DATE", "1991-12"), ("A year ago", "DATE", "1991"), ("1991", "DATE", "1991"),
          ("the previous year", "DATE", "1990")]),
    ]
