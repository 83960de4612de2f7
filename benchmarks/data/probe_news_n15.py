"""The fifteenth English news probe round (branch h19n5, issue 19): whole 2013 online-news articles, read by
``make_probe_news.py``.

Twelve AP / Reuters / BBC / CNN-style articles of 2013 written by hand for this round, labelled and committed before
it was scored (family prefix ``n15-``, ids ``probe-en-doc-050`` on). They imitate the held-out TempEval-3
"platinum" set (20 news articles of 2013) in the genres this round was given: a jobs report, a Fed meeting, quarterly
earnings, a trial, the sequester deadline, an election abroad, a summit, health policy, a market report, a British
annual report, a nuclear deal, an appeals-court ruling. They lean on what the earlier rounds have few of: dates told
across sentences (a hearing "for Friday" and "It will start at 9 a.m."; "Both votes will come Thursday. Shortly after
11 a.m. that day"), "the following week", "Two days later", "four months later", "the previous quarter", "fiscal
2014", "the 12 months to March", "a year earlier", "since 2009", "between 2010 and 2012", "the first half", "over the
weekend", "from Friday's close", "this spring", "the past 18 months", "from Monday", "by the end of next year", clock
times with zones ("1030 GMT", "0200 GMT", "2 p.m. EDT"). People and companies are invented; no text was copied: the
only 5-word shingles shared with the dev gold or the earlier probe files are temporal phrases themselves ("the end of
the month", "the first half of 2012", "the end of next year", "the middle of next year", "since the start of the").

Labels follow the conventions of ``make_probe_news.py`` (TimeML 1.2.1 as TimeBank / AQUAINT apply it; ``mod`` is not
stored by the probe and not scored); the ones this round leans on (the dev gold's counts where it has the phrase):
- "the year-earlier quarter" the quarter a year back (TimeBank 3 of 3); "the previous quarter" the quarter before the
  reported one (the fourth round); "the quarter that ended March 31" two TIMEX3s (the fourth round's "the quarter
  ended Sept. 30"); "fiscal 2013", "fiscal 2014" the year (TimeBank "fiscal 1989" 3 of 4);
- "the 12 months to March" two TIMEX3s ("the 12 months" ``P12M`` and "March", the seventh round); "a year earlier"
  after it the year a year back (TimeBank: after "the nine months" the year, 6 of 8 in the tenth round's count);
- "the end of the fiscal year" of the US government in February 2013 the year 2013 (TimeBank "the fiscal year" 1989,
  the year it ends in); "the end of last year", "the end of the week", "the end of January", "the start of the year",
  "the middle of next year" keep the part word and the value of what they modify (TimeML ``mod``);
- "two days after an audit turned up ...", "two weeks after the results are declared" a DURATION (the fourth round's
  "N units after <event>");
  "the following week" the ISO week after the one told of (the ninth round);
- a clock time on a day named in an earlier sentence has that day ("a hearing for Friday ... It will start at 9
  a.m."); "11 a.m. that day" one TIME (as "12:01 a.m. Tuesday" is one); "midnight on Friday" ``T24:00`` of that
  Friday (TimeBank "midnight Friday");
- corrected after scoring, by the dev gold's conventions (not to fit the tagger; both figures are in HISTORY): "3
  a.m. local time (0200 GMT)" was labelled as two TIMEX3s with their zones; it is now "3 a.m." alone, as WikiWars
  tags "[11:30 a.m.] local time" (1 of 1) and AQUAINT "[10:35 a.m.] (0735 GMT) Friday" (the GMT clock in brackets
  untagged, 1 of 1); "the Labour Day holiday" had no label: the gold tags named holidays ("Thanksgiving Day" AQUAINT
  3 of 3, "Christmas 2007" WikiWars), so "Labour Day" is a DATE, the May 1 the sentence names; "Two days later" and
  "four months later" after a date were labelled DATEs with "later" (the earlier rounds' reading, WikiWars 6 of 6);
  the news gold writes them as DURATIONs without "later" (TimeBank "Three days later", "A few days later" 2 of 2,
  AQUAINT "Just over an hour later" 1 of 1), so they are now "Two days" ``P2D`` and "four months" ``P4M``;
- "over the weekend", "since the weekend" tag "the weekend", the one just gone (TimeBank ``-WE`` 5 of 5 dated);
  "from Friday's close" tags "Friday" (the sixth round; TimeBank's "Friday's"); "from Monday" tags "Monday";
- "early Sunday" with "early" (TimeBank "early Tuesday" 1 of 1), "mid-afternoon" a TIME ``TAF`` (TimeBank "mid
  afternoon" 1 of 1); "daily" a SET ``P1D`` (AQUAINT 7 of 10); "hours" of waiting ``PTXH``; "within weeks" tags "weeks";
- "the first half" alone the half of the year of the story (the ninth round); "this spring" the coming spring;
- ages ("Raymond Coyle, 58") untagged (TimeBank / AQUAINT 0 of 34); "a 2011 law" tags "2011".
"""

# ruff: noqa: E501  (the article tables read best one entry per line)
from __future__ import annotations

from typing import Callable, List, Tuple

Entry = Tuple[str, str, str, List[Tuple[str, str, str]]]

D1 = "2013-02-01"  # Friday, week 5
D2 = "2013-06-19"  # Wednesday, week 25
D3 = "2013-04-25"  # Thursday, week 17
D4 = "2013-03-13"  # Wednesday, week 11
D5 = "2013-02-26"  # Tuesday, week 9
D6 = "2013-03-06"  # Wednesday, week 10
D7 = "2013-06-14"  # Friday, week 24
D8 = "2013-07-02"  # Tuesday, week 27
D9 = "2013-04-22"  # Monday, week 17
D10 = "2013-05-16"  # Thursday, week 20
D11 = "2013-11-24"  # Sunday, week 47
D12 = "2013-09-07"  # Saturday, week 36


def docs_n15(article: Callable[..., str]) -> List[Entry]:
    """The round's entries (family, DCT, text, TIMEX3s), each text laid out by ``article``."""
    return [
        ("n15-economy", D1, article(
            "WASHINGTON (AP) — Employers added 157,000 jobs in January, and hiring was much stronger at the end of last year than first estimated, the Labor Department said Friday.",
            "The unemployment rate ticked up to 7.9 percent from 7.8 percent in December. Revised figures showed the economy created 127,000 more jobs in November and December than the government had reported.",
            "Over the past three months, job growth has averaged 196,000, up from about 150,000 in the first half of 2012.",
            "The Federal Reserve said Wednesday it would keep buying bonds each month until the job market improves substantially. Its policymakers next meet in mid-March.",
            "Economists worry that automatic spending cuts set to take effect March 1 could slow hiring this spring. Since the recession ended in June 2009, the economy has regained about 3.5 million of the 8.7 million jobs it lost.",
            "The government will release the February jobs report on March 8."),
         [("January", "DATE", "2013-01"), ("the end of last year", "DATE", "2012"), ("Friday", "DATE", "2013-02-01"),
          ("December#1", "DATE", "2012-12"), ("November", "DATE", "2012-11"), ("December#2", "DATE", "2012-12"),
          ("the past three months", "DURATION", "P3M"), ("the first half of 2012", "DATE", "2012-H1"),
          ("Wednesday", "DATE", "2013-01-30"), ("each month", "SET", "P1M"), ("mid-March", "DATE", "2013-03"),
          ("March 1", "DATE", "2013-03-01"), ("this spring", "DATE", "2013-SP"), ("June 2009", "DATE", "2009-06"),
          ("February", "DATE", "2013-02"), ("March 8", "DATE", "2013-03-08")]),
        ("n15-economy", D2, article(
            "WASHINGTON, June 19 (Reuters) - The Federal Reserve left its bond-buying program unchanged on Wednesday, but Chairman Ben Bernanke said the central bank could begin to slow its purchases before the end of the year if the economy keeps improving.",
            "Speaking to reporters after the policy meeting, Bernanke said the Fed expected to end the purchases around the middle of next year, when it projects the jobless rate will be near 7 percent.",
            "Stocks fell sharply after his remarks. The Dow industrials closed down 206 points, or 1.4 percent, having traded higher before the Fed's statement was released at 2 p.m. EDT.",
            "The Fed has held its benchmark short-term rate near zero since December 2008. Of the 19 officials who take part in its meetings, 15 said the first increase would come in 2015 or 2016.",
            "The central bank lowered its forecast for unemployment, saying the rate would fall to between 6.5 and 6.8 percent by late 2014, from 7.6 percent in May.",
            "Policymakers gather again at the end of July."),
         [("June 19", "DATE", "2013-06-19"), ("Wednesday", "DATE", "2013-06-19"), ("the end of the year", "DATE", "2013"),
          ("the middle of next year", "DATE", "2014"), ("2 p.m. EDT", "TIME", "2013-06-19T14:00"), ("December 2008", "DATE", "2008-12"),
          ("2015", "DATE", "2015"), ("2016", "DATE", "2016"), ("late 2014", "DATE", "2014"), ("May", "DATE", "2013-05"),
          ("the end of July", "DATE", "2013-07")]),
        ("n15-business", D3, article(
            "SEATTLE (AP) — Harbor Lane Coffee Co. reported on Thursday an 18 percent jump in profit in the quarter that ended March 31, as customers spent more on each visit and the chain kept opening stores.",
            "The chain earned $391 million, against $332 million for the year-earlier quarter. Revenue rose 11 percent to $3.5 billion.",
            "Sales at cafes open at least 13 months grew 6 percent worldwide, up from 4 percent in the previous quarter.",
            "Harbor Lane raised its outlook for fiscal 2013, which ends in September, and now expects earnings of $1.90 to $1.94 a share. In fiscal 2014, it plans to open about 1,300 stores, half of them in Asia.",
            "Its shares rose 2 percent in after-hours trading. They had gained 12 percent since the start of the year, and have nearly tripled since 2009."),
         [("Thursday", "DATE", "2013-04-25"), ("the quarter", "DATE", "2013-Q1"), ("March 31", "DATE", "2013-03-31"),
          ("the year-earlier quarter", "DATE", "2012-Q1"), ("at least 13 months", "DURATION", "P13M"), ("the previous quarter", "DATE", "2012-Q4"),
          ("fiscal 2013", "DATE", "2013"), ("September", "DATE", "2013-09"), ("now", "DATE", "PRESENT_REF"),
          ("fiscal 2014", "DATE", "2014"), ("the start of the year", "DATE", "2013"), ("2009", "DATE", "2009")]),
        ("n15-courts", D4, article(
            "DENVER (AP) — Jury selection in the trial of a former county treasurer accused of stealing $2.7 million will begin on Monday, a judge ruled Wednesday, turning down a defense request to put off the trial for six months.",
            "District Judge Helen Marsh said the trial of Raymond Coyle, 58, was expected to last about three weeks.",
            "Coyle, who was Pine Ridge County's treasurer from 2004 to 2011, faces 14 counts of theft. Prosecutors say he siphoned the money between 2008 and 2011 to cover gambling debts.",
            "He was arrested on Sept. 14, 2011, two days after an outside audit turned up gaps in the county's books. He resigned the following week.",
            "The judge also set a hearing for Friday on whether jurors may hear about Coyle's earlier bankruptcy. It will start at 9 a.m.",
            "If he is convicted on the most serious counts, Coyle could spend more than a decade in prison."),
         [("Monday", "DATE", "2013-03-18"), ("Wednesday", "DATE", "2013-03-13"), ("six months", "DURATION", "P6M"),
          ("three weeks", "DURATION", "P3W"), ("2004", "DATE", "2004"), ("2011#1", "DATE", "2011"), ("2008", "DATE", "2008"),
          ("2011#2", "DATE", "2011"), ("Sept. 14, 2011", "DATE", "2011-09-14"), ("two days", "DURATION", "P2D"),
          ("the following week", "DATE", "2011-W38"), ("Friday", "DATE", "2013-03-15"), ("9 a.m.", "TIME", "2013-03-15T09:00"),
          ("more than a decade", "DURATION", "P10Y")]),
        ("n15-politics", D5, article(
            "WASHINGTON (CNN) -- With three days left before $85 billion in across-the-board cuts start to bite, Senate leaders said Tuesday they would hold votes on two rival plans to head them off, though neither was expected to pass.",
            "Both votes will come Thursday. Shortly after 11 a.m. that day, the Senate will take up a Democratic plan that would replace the cuts with a minimum tax on millionaires and an end to some farm subsidies.",
            "The cuts, known as the sequester, take effect at midnight on Friday if lawmakers do nothing. They were written into a 2011 law as a deadline meant to force a budget deal, and were already put off once, on Jan. 1.",
            "Federal agencies have warned that hundreds of thousands of workers could lose up to 22 days of pay between April and September, the end of the fiscal year.",
            "The president spoke with congressional leaders by phone over the weekend, but no meeting has been scheduled, a White House spokesman said Monday.",
            "A separate deadline looms on March 27, when the stopgap measure that funds the government runs out."),
         [("three days", "DURATION", "P3D"), ("Tuesday", "DATE", "2013-02-26"), ("Thursday", "DATE", "2013-02-28"),
          ("11 a.m. that day", "TIME", "2013-02-28T11:00"), ("midnight on Friday", "TIME", "2013-03-01T24:00"), ("2011", "DATE", "2011"),
          ("Jan. 1", "DATE", "2013-01-01"), ("up to 22 days", "DURATION", "P22D"), ("April", "DATE", "2013-04"),
          ("September", "DATE", "2013-09"), ("the end of the fiscal year", "DATE", "2013"), ("the weekend", "DATE", "2013-W08-WE"),
          ("Monday", "DATE", "2013-02-25"), ("March 27", "DATE", "2013-03-27")]),
        ("n15-world", D6, article(
            "NAIROBI, Kenya (AP) — Vote counting in Kenya's presidential election slowed on Wednesday after the electronic system for sending results from polling stations broke down, and officials said final results might not be known until the end of the week.",
            "Millions of Kenyans waited in line for hours on Monday to choose a successor to the outgoing president, who is stepping down after a decade in office.",
            "It is the first election since the vote of December 2007, when disputed results set off two months of violence that killed more than 1,100 people.",
            "By mid-afternoon, results from about 40 percent of polling stations had been counted. If no candidate wins more than half the votes, the top two will meet in a runoff on April 11.",
            "The winner is to be sworn in two weeks after the final results are declared.",
            "Kenya's economy grew 4.6 percent in 2012, and the central bank expects growth of 5 to 6 percent this year."),
         [("Wednesday", "DATE", "2013-03-06"), ("the end of the week", "DATE", "2013-W10"), ("hours", "DURATION", "PTXH"),
          ("Monday", "DATE", "2013-03-04"), ("a decade", "DURATION", "P10Y"), ("December 2007", "DATE", "2007-12"),
          ("two months", "DURATION", "P2M"), ("mid-afternoon", "TIME", "2013-03-06TAF"), ("April 11", "DATE", "2013-04-11"),
          ("two weeks", "DURATION", "P2W"), ("2012", "DATE", "2012"), ("this year", "DATE", "2013")]),
        ("n15-world", D7, article(
            "Leaders of the G8 nations will meet at a lakeside resort in Northern Ireland from Monday for talks expected to be dominated by the war in Syria and a push against tax avoidance.",
            "The UK prime minister, who holds the group's rotating presidency this year, said on Thursday that he wanted an agreement on sharing tax information before the summit ends on Tuesday afternoon.",
            "US President Barack Obama will arrive on Sunday evening and is due to hold talks with Russia's president on Monday afternoon, their first meeting in a year.",
            "Washington said on Thursday it had concluded that Syrian government forces had used chemical weapons against rebels. The UN says more than 93,000 people have died in Syria's conflict since March 2011.",
            "About 8,000 police officers have been deployed to the area since the weekend. The last G8 summit held in the UK, at Gleneagles in 2005, was overshadowed by the London bombings on its second day.",
            "EU and US negotiators are to open talks on a free trade deal in Washington the following week."),
         [("Monday#1", "DATE", "2013-06-17"), ("this year", "DATE", "2013"), ("Thursday#1", "DATE", "2013-06-13"),
          ("Tuesday afternoon", "TIME", "2013-06-18TAF"), ("Sunday evening", "TIME", "2013-06-16TEV"), ("Monday afternoon", "TIME", "2013-06-17TAF"),
          ("a year", "DURATION", "P1Y"), ("Thursday#2", "DATE", "2013-06-13"), ("March 2011", "DATE", "2011-03"),
          ("the weekend", "DATE", "2013-W23-WE"), ("2005", "DATE", "2005"), ("the following week", "DATE", "2013-W26")]),
        ("n15-health", D8, article(
            "WASHINGTON (AP) — The Obama administration said Tuesday it would delay for a year a central requirement of the health care law that businesses with 50 or more workers offer coverage or pay fines.",
            "The requirement was to take effect on Jan. 1, 2014. It will now apply from 2015, a Treasury Department official wrote in a blog post on Tuesday evening.",
            "Employers had complained for the past 18 months that the reporting rules were too complex.",
            "The delay does not affect the law's requirement that most individuals carry insurance, and the online marketplaces where they can shop for plans will open as planned on Oct. 1. Coverage bought there starts Jan. 1.",
            "Republicans, who have voted 37 times since 2011 to repeal all or part of the law, said the delay showed it was unworkable. The House is expected to vote again after the July 4 recess.",
            "About 15 percent of Americans had no health insurance in 2012, according to the Census Bureau."),
         [("Tuesday#1", "DATE", "2013-07-02"), ("a year", "DURATION", "P1Y"), ("Jan. 1, 2014", "DATE", "2014-01-01"),
          ("now", "DATE", "PRESENT_REF"), ("2015", "DATE", "2015"), ("Tuesday evening", "TIME", "2013-07-02TEV"),
          ("the past 18 months", "DURATION", "P18M"), ("Oct. 1", "DATE", "2013-10-01"), ("Jan. 1#2", "DATE", "2014-01-01"),
          ("2011", "DATE", "2011"), ("July 4", "DATE", "2013-07-04"), ("2012", "DATE", "2012")]),
        ("n15-markets", D9, article(
            "LONDON, April 22 (Reuters) - European shares rose on Monday, recovering part of last week's losses, as investors bet that weak economic data would push the European Central Bank to cut interest rates at its meeting next week.",
            "The pan-European index of top shares was up 1.2 percent at 1030 GMT. Britain's FTSE 100 was up 0.9 percent from Friday's close.",
            "Shares in Carden Mining jumped 6 percent after the company said its copper output rose 14 percent in the three months to March.",
            "In Italy, bond yields fell after parliament re-elected the head of state over the weekend, raising hopes that a new government could be formed by the end of the month. Italy has had no elected government since the February election.",
            "Analysts expect the euro zone economy to keep shrinking in the first half. A survey of German business sentiment due on Wednesday is expected to show it worsened in April.",
            "Most European markets will be closed on May 1 for the Labour Day holiday."),
         [("April 22", "DATE", "2013-04-22"), ("Monday", "DATE", "2013-04-22"), ("last week", "DATE", "2013-W16"),
          ("next week", "DATE", "2013-W18"), ("1030 GMT", "TIME", "2013-04-22T10:30"), ("Friday", "DATE", "2013-04-19"),
          ("the three months", "DURATION", "P3M"), ("March", "DATE", "2013-03"), ("the weekend", "DATE", "2013-W16-WE"),
          ("the end of the month", "DATE", "2013-04"), ("February", "DATE", "2013-02"), ("the first half", "DATE", "2013-H1"),
          ("Wednesday", "DATE", "2013-04-24"), ("April#2", "DATE", "2013-04"), ("May 1", "DATE", "2013-05-01"), ("Labour Day", "DATE", "2013-05-01")]),
        ("n15-business", D10, article(
            "Telecoms group Aldwych Networks has reported a 9% rise in annual profits, helped by strong demand for its fibre broadband services.",
            "Pre-tax profit for the 12 months to March rose to £2.3bn, from £2.1bn a year earlier. Revenue slipped 2% to £18.1bn.",
            "The firm, which has spent £2.5bn on its fibre network since 2010, said it now had 2.3 million fibre customers and expected to pass 4 million customers by the end of next year.",
            "Chief executive Ian Loughran said the cost of its new sports channels, which launch in August, would hold back profits this year.",
            "Shares in Aldwych closed up 4p at 291p. They have gained 35% over the past six months.",
            "The company will pay a final dividend of 5.4p a share on 2 September."),
         [("the 12 months", "DURATION", "P12M"), ("March", "DATE", "2013-03"), ("a year earlier", "DATE", "2012"),
          ("2010", "DATE", "2010"), ("now", "DATE", "PRESENT_REF"), ("the end of next year", "DATE", "2014"),
          ("August", "DATE", "2013-08"), ("this year", "DATE", "2013"), ("the past six months", "DURATION", "P6M"),
          ("2 September", "DATE", "2013-09-02")]),
        ("n15-world", D11, article(
            "GENEVA (AP) — Iran and six world powers reached a deal early Sunday to freeze parts of Iran's nuclear program for six months in exchange for limited relief from sanctions, ending more than four days of talks.",
            "The agreement was announced at 3 a.m. local time (0200 GMT), after foreign ministers flew in on Saturday to join the negotiations.",
            "Under the deal, Iran will stop enriching uranium above 5 percent and allow daily inspections at two sites. In return, it will gain access to about $4.2 billion in oil revenue frozen abroad, to be paid in installments over the six months.",
            "Talks on a final agreement are to begin within weeks, and officials said the interim deal could take effect by the end of January.",
            "The last round of talks, in the same city two weeks ago, broke down over Iran's demand that its right to enrich be recognized. Negotiations with Iran have been held on and off since 2006.",
            "Congress returns from a two-week recess on Dec. 9 and may still vote on new sanctions."),
         [("early Sunday", "DATE", "2013-11-24"), ("six months#1", "DURATION", "P6M"), ("more than four days", "DURATION", "P4D"),
          ("3 a.m.", "TIME", "2013-11-24T03:00"), ("Saturday", "DATE", "2013-11-23"),
          ("daily", "SET", "P1D"), ("the six months", "DURATION", "P6M"), ("weeks#1", "DURATION", "PXW"),
          ("the end of January", "DATE", "2014-01"), ("two weeks ago", "DATE", "2013-W45"), ("2006", "DATE", "2006"),
          ("two-week", "DURATION", "P2W"), ("Dec. 9", "DATE", "2013-12-09")]),
        ("n15-courts", D12, article(
            "NEW YORK (Reuters) - An appeals court in Cincinnati upheld on Friday a ruling that blocked the merger of two large U.S. hospital operators, saying the deal would have raised prices for patients in three states.",
            "The companies, Meridian Health Partners and Lakeshore Medical Group, announced the $6.8 billion deal in March 2012. The Federal Trade Commission sued to stop it four months later, and a district judge sided with the agency in January.",
            "A three-judge panel of the appeals court heard arguments on June 11. Two days later, Lakeshore said it had set aside $120 million to cover costs if the deal failed.",
            "Hospital prices in the three states rose a combined 15 percent between 2010 and 2012, faster than the national average, according to evidence presented at trial.",
            "Meridian said it was reviewing the decision and had 14 days to ask the full court to rehear the case. Lakeshore shares fell 3 percent on Friday.",
            "The ruling is the agency's third win in a hospital merger case since 2011."),
         [("Friday#1", "DATE", "2013-09-06"), ("March 2012", "DATE", "2012-03"), ("four months", "DURATION", "P4M"),
          ("January", "DATE", "2013-01"), ("June 11", "DATE", "2013-06-11"), ("Two days", "DURATION", "P2D"),
          ("2010", "DATE", "2010"), ("2012#2", "DATE", "2012"), ("14 days", "DURATION", "P14D"), ("Friday#2", "DATE", "2013-09-06"),
          ("2011", "DATE", "2011")]),
    ]
