"""The fourteenth English news probe round (branch h19n4, issue 19): whole 2013 online-news articles, read by
``make_probe_news.py``.

Twelve BBC / CNN / NYT / AP / Reuters-style articles of 2013 written by hand for this round, labelled and scored
before any fix of it (family prefix ``n14-``, ids ``probe-en-doc-038`` on). They imitate the held-out TempEval-3
"platinum" set (20 news articles of 2013): datelines, weekdays told with "on", "earlier this month", "last week",
"the past decade", "recent years", "now" / "currently", quarters, clock times with US zones ("11:45 a.m. ET",
"2:30 p.m. EDT"), "overnight", "later Wednesday", decades, ages. No text was copied from anywhere.

Labels follow the conventions of ``make_probe_news.py`` (TimeML 1.2.1 as TimeBank / AQUAINT apply it); the ones
this round adds or leans on (the dev gold's counts where it has the phrase):
- "recent years" / "In recent years" a DATE ``PAST_REF`` (TimeBank / AQUAINT 3 of 5; the other two ``PXY``, the
  reading of the sixth round, which this round does not follow); "the coming years" a DURATION ``PXY`` (the gold's
  one "coming years");
- ages untagged ("a 55-year-old Democrat", "Okoye, 37", "a 35-year-old smoker": TimeBank / AQUAINT 0 of 34, as the
  earlier rounds; TimeML's guidelines would make them DURATIONs, so the report also gives that reading's effect);
- "later Wednesday" with "later" (TimeBank "later yesterday"), "late Tuesday" with "late" (the thirteenth round);
  "later on Thursday" tags "Thursday" only;
- "N units after <event>" a DURATION ("two years after lawmakers closed", "nearly a week after", "a day after");
  "nearly a decade ago" the year ten years back; "the past two years" ``P2Y`` (TimeBank 1 of 1);
- "so far this year" tags "this year"; "May of last year" one DATE; "the end of 2012" the year; "the end of June"
  the month; "mid-2014" the year; "the mid-1960s" the decade ``196``;
- "11:45 a.m. ET", "2:30 p.m. EDT", "7:40 p.m. CT" one TIME with the zone; "2 p.m. on Wednesday", "12:10 GMT on
  Monday" one TIME (the seventh round's "noon ET on Monday"); "04:40 local time on Friday" the clock and the weekday
  (WikiWars "[11:30 a.m.] local time"); "12:01 a.m. Tuesday" one TIME; "before midnight" of the evening before
  ``T24:00`` on the day before;
- "Black Friday" the day (2013-11-29); "last spring" written in August the spring just gone (2013-SP);
  "the weekend" of a past story the weekend just gone, of a forecast the coming one.
"""

# ruff: noqa: E501  (the article tables read best one entry per line)
from __future__ import annotations

from typing import Callable, List, Tuple

Entry = Tuple[str, str, str, List[Tuple[str, str, str]]]

D1 = "2013-01-22"  # Tuesday, week 4
D2 = "2013-02-15"  # Friday, week 7
D3 = "2013-03-20"  # Wednesday, week 12
D4 = "2013-04-16"  # Tuesday, week 16
D5 = "2013-05-21"  # Tuesday, week 21
D6 = "2013-06-12"  # Wednesday, week 24
D7 = "2013-07-09"  # Tuesday, week 28
D8 = "2013-08-28"  # Wednesday, week 35
D9 = "2013-09-17"  # Tuesday, week 38
D10 = "2013-10-02"  # Wednesday, week 40
D11 = "2013-11-14"  # Thursday, week 46
D12 = "2013-12-04"  # Wednesday, week 49


def docs_n14(article: Callable[..., str]) -> List[Entry]:
    """The round's entries (family, DCT, text, TIMEX3s), each text laid out by ``article``."""
    return [
        ("n14-politics", D1, article(
            "ALBANY, N.Y. (AP) — New York's governor proposed a $142.6 billion budget on Tuesday that would raise the state's minimum wage and expand full-day kindergarten, two years after lawmakers closed a $10 billion deficit with deep cuts.",
            "Gov. Thomas Reardon, a 55-year-old Democrat in his second term, said the plan would hold the growth of state spending under 2 percent. Lawmakers must pass the budget by April 1.",
            "Under the proposal, the minimum wage would rise from $7.25 to $8.75 an hour by July 2014. About 750,000 workers currently earn the minimum, according to the state Labor Department.",
            "Republicans in the state Senate, who blocked a similar increase last year, said Tuesday that they would study the plan. Senate Republican leader Martin Hale said the increase would cost jobs while the state's unemployment rate, 8.4 percent in December, remains above the national average.",
            "Reardon also wants to spend $25 million over the next five years on after-school programs, and he plans to call a special session on gun laws later this month. The Legislature has passed a budget on time for the past two years, after a decade of late budgets.",
            "Hearings on the spending plan will begin next Monday."),
         [("Tuesday#1", "DATE", "2013-01-22"), ("two years#1", "DURATION", "P2Y"), ("April 1", "DATE", "2013-04-01"),
          ("July 2014", "DATE", "2014-07"), ("currently", "DATE", "PRESENT_REF"), ("last year", "DATE", "2012"),
          ("Tuesday#2", "DATE", "2013-01-22"), ("December", "DATE", "2012-12"), ("the next five years", "DURATION", "P5Y"),
          ("later this month", "DATE", "2013-01"), ("the past two years", "DURATION", "P2Y"), ("a decade", "DURATION", "P10Y"),
          ("next Monday", "DATE", "2013-01-28")]),
        ("n14-economy", D2, article(
            "LONDON, Feb 15 (Reuters) - The euro zone economy contracted by 0.6 percent in the fourth quarter, its worst performance since early 2009, data showed on Thursday, and economists said a recovery was unlikely before the second half.",
            "It was the third consecutive quarterly decline for the 17-nation bloc. Germany, Europe's largest economy, shrank 0.6 percent from the third quarter, while France contracted 0.3 percent.",
            "Over the whole of 2012, the bloc's output fell 0.5 percent, compared with growth of 1.4 percent a year earlier.",
            "In Britain, the Bank of England said on Wednesday it now expects inflation to stay above its 2 percent target for the next two years. Its governor, who steps down at the end of June, said the bank stood ready to add more stimulus if the recovery faltered.",
            "Unemployment in the euro zone hit a record 11.7 percent in December, and the European Commission will publish new growth forecasts next Friday. Spain's jobless rate has more than tripled since 2007.",
            "Euro zone finance ministers meet in Brussels on Monday to discuss a bailout for Cyprus."),
         [("Feb 15", "DATE", "2013-02-15"), ("the fourth quarter", "DATE", "2012-Q4"), ("early 2009", "DATE", "2009"),
          ("Thursday", "DATE", "2013-02-14"), ("the second half", "DATE", "2013-H2"), ("the third quarter", "DATE", "2012-Q3"),
          ("2012", "DATE", "2012"), ("a year earlier", "DATE", "2011"), ("Wednesday", "DATE", "2013-02-13"),
          ("now", "DATE", "PRESENT_REF"), ("the next two years", "DURATION", "P2Y"), ("the end of June", "DATE", "2013-06"),
          ("December", "DATE", "2012-12"), ("next Friday", "DATE", "2013-02-22"), ("2007", "DATE", "2007"),
          ("Monday", "DATE", "2013-02-18")]),
        ("n14-disaster", D3, article(
            "(CNN) -- A tornado with winds of up to 160 mph tore through a small town in central Mississippi late Tuesday, killing at least four people and destroying dozens of homes, officials said Wednesday.",
            "The twister touched down at about 7:40 p.m. CT and stayed on the ground for nearly 20 minutes, according to the National Weather Service.",
            "Rescue crews searched through the rubble overnight, and by Wednesday morning all residents had been accounted for, Mayor Jim Holloway told CNN.",
            "It was the deadliest tornado in the state since April 2011, when a series of storms killed more than 30 people across Mississippi. Forecasters had warned since the weekend that severe storms could hit the region this week.",
            "The governor declared a state of emergency on Wednesday afternoon. More storms are expected Thursday and Friday, and temperatures could drop below freezing by the weekend.",
            "The town, home to about 2,000 people, was struck by another tornado nearly a decade ago."),
         [("late Tuesday", "DATE", "2013-03-19"), ("Wednesday#1", "DATE", "2013-03-20"), ("7:40 p.m. CT", "TIME", "2013-03-19T19:40"),
          ("nearly 20 minutes", "DURATION", "PT20M"), ("overnight", "TIME", "2013-03-19TNI"), ("Wednesday morning", "TIME", "2013-03-20TMO"),
          ("April 2011", "DATE", "2011-04"), ("the weekend#1", "DATE", "2013-W11-WE"), ("this week", "DATE", "2013-W12"),
          ("Wednesday afternoon", "TIME", "2013-03-20TAF"), ("Thursday", "DATE", "2013-03-21"), ("Friday", "DATE", "2013-03-22"),
          ("the weekend#2", "DATE", "2013-W12-WE"), ("nearly a decade ago", "DATE", "2003")]),
        ("n14-crime", D4, article(
            "A former hedge fund trader was sentenced on Monday to nine years in prison for his role in what prosecutors called the most lucrative insider trading scheme ever charged.",
            "Judge Laura Kessler of Federal District Court in Manhattan also ordered the trader, Daniel Okoye, 37, to forfeit $9.3 million. Mr. Okoye was convicted in February after a four-week trial.",
            "Prosecutors said Mr. Okoye obtained confidential results of a drug trial in July 2008, about two weeks before they were made public, and that his fund made $276 million by betting against two drug companies.",
            "The case is the latest in a crackdown that has led to more than 70 convictions since 2009. The United States attorney in Manhattan said in a statement that his office would keep pursuing such cases.",
            "Mr. Okoye, who has been free on bail since his arrest in November 2011, must report to prison by June 28. His lawyer said he would appeal. He had faced up to 20 years on the most serious count.",
            "Shares of the two drug makers have more than doubled over the past five years."),
         [("Monday", "DATE", "2013-04-15"), ("nine years", "DURATION", "P9Y"), ("February", "DATE", "2013-02"),
          ("four-week", "DURATION", "P4W"), ("July 2008", "DATE", "2008-07"), ("two weeks", "DURATION", "P2W"),
          ("2009", "DATE", "2009"), ("November 2011", "DATE", "2011-11"), ("June 28", "DATE", "2013-06-28"),
          ("up to 20 years", "DURATION", "P20Y"), ("the past five years", "DURATION", "P5Y")]),
        ("n14-science", D5, article(
            "Scientists have produced the most detailed map yet of the oldest light in the universe, using data gathered by a European satellite over 15 months.",
            "The Planck probe, launched in May 2009, stopped collecting data in October after its instruments ran out of coolant, the European Space Agency said at a briefing on Tuesday. Engineers sent the final command to the spacecraft at 12:10 GMT on Monday.",
            "Researchers said the full data set would be released early next year. \"For the past decade, we have been waiting for this kind of precision,\" said Dr Anne Whitfield, a cosmologist at the University of Cambridge.",
            "Planck's predecessor, Nasa's WMAP, mapped the same radiation for nine years before it was retired in 2010. The next such mission is not expected before the 2020s.",
            "Scientists now hope that telescopes in Chile and at the South Pole will fill the remaining gaps in the coming years."),
         [("15 months", "DURATION", "P15M"), ("May 2009", "DATE", "2009-05"), ("October", "DATE", "2012-10"),
          ("Tuesday", "DATE", "2013-05-21"), ("12:10 GMT on Monday", "TIME", "2013-05-20T12:10"), ("early next year", "DATE", "2014"),
          ("the past decade", "DURATION", "P10Y"), ("nine years", "DURATION", "P9Y"), ("2010", "DATE", "2010"),
          ("the 2020s", "DATE", "202"), ("now", "DATE", "PRESENT_REF"), ("the coming years", "DURATION", "PXY")]),
        ("n14-sport", D6, article(
            "PORTLAND, Ore. (AP) — The Portland Pioneers fired coach Mike Duval on Wednesday, a day after the team was eliminated in the first round of the playoffs.",
            "Duval, 61, was hired in May 2010 and led the team to the conference finals in his first season. But Portland has won only one playoff series in the past three years.",
            "General manager Kate Brennan said she would begin interviewing candidates next week and hoped to name a replacement before the draft on June 27. \"We want someone in place by the end of the month,\" she said.",
            "The team's star guard, a 24-year-old who signed a five-year, $80 million contract last summer, said Tuesday night that he had not been consulted.",
            "Duval spent two decades as an assistant before getting his first head coaching job in 2004. He has a career record of 512-430.",
            "Portland will open its first training camp under a new coach in late September."),
         [("Wednesday", "DATE", "2013-06-12"), ("a day", "DURATION", "P1D"), ("May 2010", "DATE", "2010-05"),
          ("the past three years", "DURATION", "P3Y"), ("next week", "DATE", "2013-W25"), ("June 27", "DATE", "2013-06-27"),
          ("the end of the month", "DATE", "2013-06"), ("five-year", "DURATION", "P5Y"), ("last summer", "DATE", "2012-SU"),
          ("Tuesday night", "TIME", "2013-06-11TNI"), ("two decades", "DURATION", "P20Y"), ("2004", "DATE", "2004"),
          ("late September", "DATE", "2013-09")]),
        ("n14-tech", D7, article(
            "SAN FRANCISCO, July 9 (Reuters) - Shares of online storage company Cloudvault Inc jumped 18 percent in their market debut on Tuesday, valuing the company at about $2.4 billion.",
            "The stock opened at $21 at 11:45 a.m. ET, above the $17 offering price, and was trading at $20.15 by 2 p.m.",
            "Founded in 2007 by two Stanford graduates, Cloudvault has more than doubled its revenue in each of the past three years. It had a net loss of $38 million in the first quarter, compared with a loss of $21 million a year earlier.",
            "The company currently has about 14 million paying customers, up from 9 million at the end of 2012.",
            "Cloudvault is the 11th technology company to go public in the United States this year, after a slow 2012 in which many start-ups put off offerings following the rocky debut of a social network in May of last year.",
            "Its lock-up period, which bars insiders from selling shares, expires in 180 days."),
         [("July 9", "DATE", "2013-07-09"), ("Tuesday", "DATE", "2013-07-09"), ("11:45 a.m. ET", "TIME", "2013-07-09T11:45"),
          ("2 p.m.", "TIME", "2013-07-09T14:00"), ("2007", "DATE", "2007"), ("the past three years", "DURATION", "P3Y"),
          ("the first quarter", "DATE", "2013-Q1"), ("a year earlier", "DATE", "2012-Q1"), ("currently", "DATE", "PRESENT_REF"),
          ("the end of 2012", "DATE", "2012"), ("this year", "DATE", "2013"), ("2012#2", "DATE", "2012"),
          ("May of last year", "DATE", "2012-05"), ("180 days", "DURATION", "P180D")]),
        ("n14-health", D8, article(
            "(CNN) -- The share of Americans who smoke has fallen to a record low, but the decline has slowed in recent years, according to a federal report released Tuesday.",
            "About 18 percent of adults said they smoked in 2012, down from nearly 21 percent in 2005 and 42 percent in the mid-1960s, the Centers for Disease Control and Prevention said.",
            "Over the past two years, the rate has barely moved. Health officials blamed cheap cigars and a surge in electronic cigarettes, whose sales have roughly doubled since 2011.",
            "The CDC plans to launch a second round of graphic anti-smoking ads early next year, after a three-month campaign last spring that it said persuaded about 100,000 smokers to quit.",
            "Smoking kills about 480,000 Americans each year, and the report estimated that a 35-year-old smoker loses at least a decade of life.",
            "Federal health officials will present the findings to Congress in September."),
         [("recent years", "DATE", "PAST_REF"), ("Tuesday", "DATE", "2013-08-27"), ("2012", "DATE", "2012"), ("2005", "DATE", "2005"),
          ("the mid-1960s", "DATE", "196"), ("the past two years", "DURATION", "P2Y"), ("2011", "DATE", "2011"),
          ("early next year", "DATE", "2014"), ("three-month", "DURATION", "P3M"), ("last spring", "DATE", "2013-SP"),
          ("each year", "SET", "P1Y"), ("at least a decade", "DURATION", "P10Y"), ("September", "DATE", "2013-09")]),
        ("n14-markets", D9, article(
            "NEW YORK, Sept 17 (Reuters) - U.S. stocks edged higher on Tuesday as investors awaited the outcome of a two-day Federal Reserve meeting that ends on Wednesday, with many expecting the central bank to begin scaling back its bond purchases.",
            "The Dow Jones industrial average rose 34.95 points, or 0.23 percent, to 15,529.73 by 2:30 p.m. EDT. The S&P 500 has gained nearly 19 percent so far this year.",
            "The Fed has been buying $85 billion in bonds each month since last September to hold down long-term interest rates. Chairman Ben Bernanke said in June that the purchases could slow later this year and end by mid-2014.",
            "The yield on the benchmark 10-year Treasury note, which hit a two-year high of 3 percent earlier this month, was at 2.85 percent.",
            "Stocks rallied on Monday after a leading candidate to succeed Bernanke withdrew his name over the weekend. Bernanke's second term ends in January.",
            "Fed policymakers will release new economic projections at 2 p.m. on Wednesday."),
         [("Sept 17", "DATE", "2013-09-17"), ("Tuesday", "DATE", "2013-09-17"), ("two-day", "DURATION", "P2D"),
          ("Wednesday#1", "DATE", "2013-09-18"), ("2:30 p.m. EDT", "TIME", "2013-09-17T14:30"), ("this year#1", "DATE", "2013"),
          ("each month", "SET", "P1M"), ("last September", "DATE", "2012-09"), ("June", "DATE", "2013-06"),
          ("later this year", "DATE", "2013"), ("mid-2014", "DATE", "2014"), ("10-year", "DURATION", "P10Y"),
          ("two-year", "DURATION", "P2Y"), ("earlier this month", "DATE", "2013-09"), ("Monday", "DATE", "2013-09-16"),
          ("the weekend", "DATE", "2013-W37-WE"), ("January", "DATE", "2014-01"), ("2 p.m. on Wednesday", "TIME", "2013-09-18T14:00")]),
        ("n14-politics", D10, article(
            "WASHINGTON (AP) — Hundreds of thousands of federal workers stayed home Wednesday as the government shutdown, the first in 17 years, dragged on with no sign of a deal between the White House and House Republicans.",
            "The shutdown began at 12:01 a.m. Tuesday after Congress failed to pass a spending bill before midnight. National parks, museums and most federal offices closed.",
            "President Barack Obama said Tuesday afternoon that he would not negotiate over the health care law, whose online insurance exchanges opened the same day.",
            "The last shutdowns, in late 1995 and early 1996, lasted a total of 26 days.",
            "Economists said a shutdown lasting two weeks could cut economic growth in the fourth quarter by as much as 0.3 percentage point. Congress must also raise the debt limit by Oct. 17, the Treasury has said.",
            "House leaders planned to vote later Wednesday on bills to reopen parks and veterans' programs."),
         [("Wednesday#1", "DATE", "2013-10-02"), ("17 years", "DURATION", "P17Y"), ("12:01 a.m. Tuesday", "TIME", "2013-10-01T00:01"),
          ("midnight", "TIME", "2013-09-30T24:00"), ("Tuesday afternoon", "TIME", "2013-10-01TAF"), ("the same day", "DATE", "2013-10-01"),
          ("late 1995", "DATE", "1995"), ("early 1996", "DATE", "1996"), ("26 days", "DURATION", "P26D"),
          ("two weeks", "DURATION", "P2W"), ("the fourth quarter", "DATE", "2013-Q4"), ("Oct. 17", "DATE", "2013-10-17"),
          ("later Wednesday", "DATE", "2013-10-02")]),
        ("n14-world", D11, article(
            "Aid has begun to reach remote parts of the central Philippines, nearly a week after Typhoon Haiyan devastated the region, but many survivors say they have had no food or clean water for days.",
            "The UN said on Thursday that more than 2,300 people were confirmed dead and some 600,000 had been forced from their homes. The storm, one of the strongest ever recorded, made landfall at 04:40 local time on Friday.",
            "Relief flights into Tacloban airport resumed on Sunday, but officials said it could take weeks to clear the roads. A US aircraft carrier is expected to arrive off the coast later on Thursday.",
            "The Philippines is hit by about 20 typhoons each year. In recent years, the government has invested in early warning systems, and officials said evacuations before the storm saved thousands of lives.",
            "The country is still recovering from Typhoon Bopha, which killed more than 1,000 people in December 2012, and from a 7.2-magnitude earthquake that struck the island of Bohol last month.",
            "The UN has launched an appeal for $301m to fund relief efforts over the next six months."),
         [("nearly a week", "DURATION", "P1W"), ("days", "DURATION", "PXD"), ("Thursday#1", "DATE", "2013-11-14"),
          ("04:40", "TIME", "2013-11-08T04:40"), ("Friday", "DATE", "2013-11-08"), ("Sunday", "DATE", "2013-11-10"),
          ("weeks", "DURATION", "PXW"), ("Thursday#2", "DATE", "2013-11-14"), ("each year", "SET", "P1Y"),
          ("recent years", "DATE", "PAST_REF"), ("December 2012", "DATE", "2012-12"), ("last month", "DATE", "2013-10"),
          ("the next six months", "DURATION", "P6M")]),
        ("n14-business", D12, article(
            "DETROIT (AP) — U.S. auto sales rose 9 percent in November, helped by Black Friday deals and the return of buyers who had put off purchases during October's partial government shutdown.",
            "Automakers sold 1.25 million cars and trucks last month, according to Autodata Corp. That puts the industry on pace to sell 15.6 million vehicles this year, the most since 2007.",
            "Sales have risen steadily since they fell to a 30-year low of 10.4 million in 2009, when General Motors and Chrysler went through bankruptcy.",
            "Ford said its sales rose 7 percent from a year earlier, led by pickup trucks. The company, which reported a record profit for the third quarter in late October, said Monday that it plans to hire 5,000 workers in the U.S. next year.",
            "Analysts expect growth to slow by next spring as higher interest rates raise the cost of auto loans. Dealers now expect a strong December.",
            "GM and Chrysler will report their December sales on Jan. 3."),
         [("November", "DATE", "2013-11"), ("Black Friday", "DATE", "2013-11-29"), ("October#1", "DATE", "2013-10"),
          ("last month", "DATE", "2013-11"), ("this year", "DATE", "2013"), ("2007", "DATE", "2007"), ("30-year", "DURATION", "P30Y"),
          ("2009", "DATE", "2009"), ("a year earlier", "DATE", "2012-11"), ("the third quarter", "DATE", "2013-Q3"),
          ("late October", "DATE", "2013-10"), ("Monday", "DATE", "2013-12-02"), ("next year", "DATE", "2014"),
          ("next spring", "DATE", "2014-SP"), ("now", "DATE", "PRESENT_REF"), ("December#1", "DATE", "2013-12"),
          ("December#2", "DATE", "2013-12"), ("Jan. 3", "DATE", "2014-01-03")]),
    ]
