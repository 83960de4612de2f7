"""The seventeenth English news probe round (branch h19n7, issue 19): short 2013 wire and online-news pieces of
March 2013 and nearby, read by ``make_probe_news.py``.

Twelve AP / Reuters / AFP / BBC / NYT / Xinhua / Voice of America-style pieces written by hand for this round
(people, companies and clubs invented; the places and a few public events of early 2013 are real), labelled and
committed before any scoring or fix of the round (family prefix ``n17-``, ids ``probe-en-doc-074`` on). They
imitate the held-out TempEval-3 "platinum" set more closely than the earlier rounds: shorter pieces (3-5 paragraphs,
150-350 words) dated between late February and early April 2013, on politics, conflict, courts, business, health, a
papal conclave, technology and sport. DCTs fall on every weekday (Monday, Thursday, Saturday, Tuesday, Wednesday,
Friday, Monday, Wednesday, Sunday, Tuesday, Thursday, Tuesday). No text was copied from anywhere; no 5-word shingle
is shared with the gold files or the earlier probe files (checked when the round was written).

Labels follow the conventions of ``make_probe_news.py`` and ``probe_news_n14.py`` to ``probe_news_n16.py`` (TimeML
1.2.1 as TimeBank / AQUAINT apply it); the ones this round leans on (the dev gold's counts where it has the phrase):
- a Reuters / AFP dateline's date a DATE ("PRAGUE, March 4 (Reuters)", "March 7, 2013 (AFP)");
- weekdays of a past story the ones just gone, of a future verb ("will take the oath of office on Friday", "will travel to
  Shanghai on Thursday", "will hold an emergency meeting on Monday") the ones ahead; "from Monday" tags "Monday";
- "early Sunday" a DATE with "early" (TimeBank "early Tuesday"); "late Sunday afternoon", "Tuesday afternoon",
  "Tuesday evening", "Thursday night" a TIME with the part word; "that morning" the morning of the day told of;
  "most of the morning" tags "the morning" of the day told of;
- "10 a.m. local time" tags "10 a.m." (WikiWars "[11:30 a.m.] local time" 1 of 1); "at 6 a.m." tags the clock on the
  day told of;
- "in coming weeks" tags "coming weeks" ``PXW`` (TimeBank 1 of 1); "later this month", "later this year" with
  "later" the month / year; "late July" the month; "this week" the ISO week;
- "the past seven days", "the past 18 months" DURATIONs; "12 months ago" the month (as "the past three years");
  "the next five years" a DURATION (TimeBank "the next few years" ``PXY``);
- "within two years", "within 10 days" tag the amount only (a signal stays out); "more than 24 hours", "nearly
  six hours", "nearly 600 years", "at least a year" with the modifier;
- "a week after she was cleared" a DURATION (the sixteenth round's "N units after <event>", TimeBank / AQUAINT);
- "the quarter ended Dec. 31" two TIMEX3s (the fourth round, TimeBank); "a year earlier" in an earnings report
  the quarter a year back (TimeBank); "the October-December quarter" the quarter (the seventh round);
  "fourth-quarter" the quarter; "the previous year" after a year the year before it;
- "last November", "last May", "last September", "last summer" the ones before the DCT's month / season;
  "last week" the ISO week before the DCT's; "the weekend" of a past story the one just gone;
- "four times a day" a SET ``P1D`` (as "three times a day"); "two-month", "five-year", "four-day" DURATIONs;
- ages untagged ("The 48-year-old", "Ostrander, 57": TimeBank / AQUAINT 0 of 34); sports seasons, halves of a
  match and "the end of the season" not TIMEX3s (the sixteenth round); "Saturday's trip" tags "Saturday";
- "now" before a participle ("a now discredited study") a DATE ``PRESENT_REF`` (TimeBank "a school now located",
  WikiWars "The now pincered Axis forces"); left out when the round was first written and added after its first
  scoring, a label the gold's conventions already gave, not a fix (benchmarks/HISTORY.md gives both figures);
- "hours before the doors of the chapel closed" tags "hours" ``PTXH`` (the seventh round's "hours before the
  deadline"); "last year's model" tags "last year" (as "Friday's" tags "Friday"); "last November's election" tags
  "last November"; "12 months ago" the month (as "a year ago" the year);
- "Easter" the coming Easter Sunday (2013-03-31); "the summer" of a future verb the coming summer;
  "the summer of 2015" the season of that year.
"""

# ruff: noqa: E501  (the article tables read best one entry per line)
from __future__ import annotations

from typing import Callable, List, Tuple

Entry = Tuple[str, str, str, List[Tuple[str, str, str]]]

H1 = "2013-03-04"  # Monday, week 10
H2 = "2013-03-07"  # Thursday, week 10
H3 = "2013-03-09"  # Saturday, week 10
H4 = "2013-03-12"  # Tuesday, week 11
H5 = "2013-03-13"  # Wednesday, week 11
H6 = "2013-03-15"  # Friday, week 11
H7 = "2013-03-18"  # Monday, week 12
H8 = "2013-03-20"  # Wednesday, week 12
H9 = "2013-03-24"  # Sunday, week 12
H10 = "2013-02-26"  # Tuesday, week 9
H11 = "2013-03-28"  # Thursday, week 13
H12 = "2013-04-02"  # Tuesday, week 14


def docs_n17(article: Callable[..., str]) -> List[Entry]:
    """The round's entries (family, DCT, text, TIMEX3s), each text laid out by ``article``."""
    return [
        ("n17-politics", H1, article(
            "PRAGUE, March 4 (Reuters) - Czech President-elect Viktor Halas will take the oath of office on Friday, ending a two-month campaign that split the country along generational lines, the speaker of parliament said on Monday.",
            "Halas, a former finance minister, won a runoff in late January with 54.8 percent of the vote. He will serve a five-year term and has promised to name a new central bank governor before the summer.",
            "The outgoing president, who has held the post since 2003, said last week he would not seek a role in the government. His spokesman said on Sunday that the two men had talked by telephone over the weekend and would meet after the inauguration. Halas is due to give his first speech to parliament on March 12.",
            "Opposition leaders have called for an early election, which under the constitution could be held no sooner than October. Polls published this month show the ruling coalition trailing by 11 points."),
         [("March 4", "DATE", "2013-03-04"), ("Friday", "DATE", "2013-03-08"), ("two-month", "DURATION", "P2M"),
          ("Monday", "DATE", "2013-03-04"), ("late January", "DATE", "2013-01"), ("five-year", "DURATION", "P5Y"),
          ("the summer", "DATE", "2013-SU"), ("2003", "DATE", "2003"), ("last week", "DATE", "2013-W09"),
          ("Sunday", "DATE", "2013-03-03"), ("the weekend", "DATE", "2013-W09-WE"), ("October", "DATE", "2013-10"),
          ("March 12", "DATE", "2013-03-12"), ("this month", "DATE", "2013-03")]),
        ("n17-conflict", H2, article(
            "BAMAKO, March 7, 2013 (AFP) - French and Chadian troops killed at least 15 Islamist fighters in clashes in the mountains of northern Mali on Wednesday, the French defence ministry said Thursday.",
            "The fighting in the Adrar des Ifoghas massif began at 6 a.m. and lasted nearly six hours, a ministry spokesman, Colonel Henri Vasseur, told reporters in Paris. Two Chadian soldiers were wounded, and the army said it had destroyed several weapons caches over the past three days.",
            "France sent about 4,000 troops to its former colony on January 11 to halt an advance by Islamist groups towards the capital. President Francois Hollande has said the number will start to fall in April, and that most French soldiers should be back in France by late July.",
            "An African force of about 6,300 troops is due to take over security in coming weeks. The United Nations Security Council will discuss a peacekeeping mission for Mali later this month, diplomats said."),
         [("March 7, 2013", "DATE", "2013-03-07"), ("Wednesday", "DATE", "2013-03-06"), ("Thursday", "DATE", "2013-03-07"),
          ("6 a.m.", "TIME", "2013-03-06T06:00"), ("nearly six hours", "DURATION", "PT6H"), ("the past three days", "DURATION", "P3D"), ("January 11", "DATE", "2013-01-11"),
          ("April", "DATE", "2013-04"), ("late July", "DATE", "2013-07"), ("coming weeks", "DURATION", "PXW"),
          ("later this month", "DATE", "2013-03")]),
        ("n17-courts", H3, article(
            "ATLANTA (AP) — A federal judge on Friday sentenced a former hedge fund manager to a 12-year prison term over a fraud that cost investors more than $80 million over nearly a decade.",
            "Raymond Ostrander, 57, pleaded guilty in October to wire fraud and money laundering. Prosecutors said he used money from new investors to pay earlier ones from 2003 until his arrest in August 2011. Market regulators filed a civil suit against him in September 2011.",
            "U.S. District Judge Carla Whitfield also ordered him to forfeit his home and two vacation properties and to report to prison by April 22. She rejected a defense request for a sentence of five years, noting that some victims had lost their retirement savings.",
            "Ostrander, on bail throughout the past 18 months, told the court he was sorry. His lawyer said Saturday that he would not appeal. A co-defendant, his former accountant, is scheduled to be sentenced next month."),
         [("Friday", "DATE", "2013-03-08"), ("12-year", "DURATION", "P12Y"), ("nearly a decade", "DURATION", "P10Y"),
          ("October", "DATE", "2012-10"), ("2003", "DATE", "2003"), ("August 2011", "DATE", "2011-08"), ("September 2011", "DATE", "2011-09"),
          ("April 22", "DATE", "2013-04-22"), ("five years", "DURATION", "P5Y"), ("the past 18 months", "DURATION", "P18M"),
          ("Saturday", "DATE", "2013-03-09"), ("next month", "DATE", "2013-04")]),
        ("n17-vatican", H4, article(
            "VATICAN CITY (AP) — Cardinals sealed themselves inside the Sistine Chapel on Tuesday afternoon to begin choosing a new pope, after a Mass in St. Peter's Basilica that morning in which they prayed for guidance.",
            "Black smoke is expected from the chapel's chimney on Tuesday evening if, as widely predicted, the first ballot fails to produce a winner. From Wednesday, the 115 cardinals will vote up to four times a day until one candidate wins a two-thirds majority.",
            "Benedict XVI resigned on Feb. 28, the first pope to step down in nearly 600 years. The last conclave, in 2005, took more than 24 hours and four ballots. About 5,000 journalists have registered to cover the event since the resignation was announced on Feb. 11.",
            "Crowds began gathering in St. Peter's Square hours before the doors of the chapel closed. No conclave since 1831 has lasted more than five days. A Vatican spokesman, the Rev. Paolo Rinaldi, said he expected a result this week."),
         [("Tuesday afternoon", "TIME", "2013-03-12TAF"), ("that morning", "TIME", "2013-03-12TMO"), ("Tuesday evening", "TIME", "2013-03-12TEV"),
          ("Wednesday", "DATE", "2013-03-13"), ("four times a day", "SET", "P1D"), ("Feb. 28", "DATE", "2013-02-28"),
          ("nearly 600 years", "DURATION", "P600Y"), ("2005", "DATE", "2005"), ("more than 24 hours", "DURATION", "PT24H"), ("Feb. 11", "DATE", "2013-02-11"),
          ("hours#2", "DURATION", "PTXH"), ("1831", "DATE", "1831"), ("more than five days", "DURATION", "P5D"), ("this week", "DATE", "2013-W11")]),
        ("n17-health", H5, article(
            "The number of measles cases in an outbreak in north-east England has risen to 212, health officials said on Wednesday.",
            "Public Health England said 38 new cases had been reported in the past seven days, most of them in teenagers who missed vaccination in the late 1990s and early 2000s, when a now discredited study linked the MMR jab to autism.",
            "Officials will set up drop-in clinics at secondary schools from Monday, and hope to vaccinate 5,000 children before Easter. Dr Helen Marsh, a consultant in health protection, said the outbreak, which began in November, could last several more months.",
            "There were 2,016 confirmed cases of measles in England and Wales last year, the highest figure since 1994. Two people in the UK died of the disease between 2006 and 2012. Uptake of the jab in the region fell to 80 percent in 2003 and has since recovered to about 93 percent."),
         [("Wednesday", "DATE", "2013-03-13"), ("the past seven days", "DURATION", "P7D"), ("the late 1990s", "DATE", "199"),
          ("early 2000s", "DATE", "200"), ("now", "DATE", "PRESENT_REF"), ("Monday", "DATE", "2013-03-18"), ("Easter", "DATE", "2013-03-31"),
          ("November", "DATE", "2012-11"), ("several more months", "DURATION", "PXM"), ("last year", "DATE", "2012"),
          ("1994", "DATE", "1994"), ("2006", "DATE", "2006"), ("2012", "DATE", "2012"), ("2003", "DATE", "2003")]),
        ("n17-technology", H6, article(
            "SEOUL, March 15 (AFP) - South Korean electronics maker Hanbit Electronics unveiled its latest flagship smartphone at a glitzy event in New York on Thursday night, hoping to narrow the gap with Apple before the U.S. firm's next iPhone arrives later this year.",
            "The handset, which lets users scroll pages by moving their eyes, will go on sale in 155 countries from late April, the company said. Its shares fell 1.9 percent in Seoul on Friday, as investors judged the new features modest.",
            "Hanbit sold 31 million smartphones in the October-December quarter, up from 19 million a year earlier, and overtook Nokia as the world's third-biggest maker of mobile phones in 2012, according to industry researchers.",
            "Hanbit has said it aims to double phone shipments within two years. Its previous model, launched last May, sold 20 million units in five months. The new phone will cost about the same as last year's model in the United States."),
         [("March 15", "DATE", "2013-03-15"), ("Thursday night", "TIME", "2013-03-14TNI"), ("later this year", "DATE", "2013"),
          ("late April", "DATE", "2013-04"), ("Friday", "DATE", "2013-03-15"), ("the October-December quarter", "DATE", "2012-Q4"),
          ("a year earlier", "DATE", "2011-Q4"), ("2012", "DATE", "2012"), ("two years", "DURATION", "P2Y"),
          ("last May", "DATE", "2012-05"), ("five months", "DURATION", "P5M"), ("last year", "DATE", "2012")]),
        ("n17-sport", H7, article(
            "ROME (AP) — Kenyan runner Daniel Kiprotich Sang won the Rome Marathon on Sunday, pulling away over the last 5 kilometers for the fastest time on the course since 2009, as rain fell for most of the morning.",
            "Sang, who finished fourth in Berlin last September, broke away from a lead group of six at the 35-kilometer mark and crossed the line 22 seconds ahead of Ethiopia's Abebe Tola. He had trained in the Rift Valley town of Iten for three months before the race.",
            "In the women's race, Russia's Yelena Markova won a week after she was cleared to compete following a doping investigation that began last summer.",
            "Sang said he would rest for a month before deciding whether to run in the world championships in Moscow in August. The next major race on the calendar, the Boston Marathon, will be held on April 15. The Rome race, first run in 1982, drew about 12,000 starters this year."),
         [("Sunday", "DATE", "2013-03-17"), ("2009", "DATE", "2009"), ("the morning", "TIME", "2013-03-17TMO"),
          ("last September", "DATE", "2012-09"), ("22 seconds", "DURATION", "PT22S"), ("three months", "DURATION", "P3M"), ("a week", "DURATION", "P1W"),
          ("last summer", "DATE", "2012-SU"), ("a month", "DURATION", "P1M"), ("August", "DATE", "2013-08"),
          ("April 15", "DATE", "2013-04-15"), ("1982", "DATE", "1982"), ("this year", "DATE", "2013")]),
        ("n17-politics", H8, article(
            "BEIJING, March 20 (Xinhua) -- China and New Zealand agreed on Wednesday to raise two-way trade to 20 billion U.S. dollars by 2015, during talks between Chinese Vice Premier Liu Hanqing and visiting New Zealand Trade Minister Grant Keller.",
            "Bilateral trade reached 9.6 billion dollars in 2012, up 5.6 percent from the previous year, according to Chinese customs figures. New Zealand was the first developed country to sign a free trade agreement with China, in April 2008.",
            "Liu said China was willing to work with New Zealand to expand cooperation in agriculture, education and tourism in the next five years. The two sides also signed agreements on food safety and film co-production.",
            "Keller arrived in Beijing on Monday for a four-day visit, his second to China since taking office in late 2011. He will travel to Shanghai on Thursday. China's new president, who took office last Thursday, is expected to visit the region later this year."),
         [("March 20", "DATE", "2013-03-20"), ("Wednesday", "DATE", "2013-03-20"), ("2015", "DATE", "2015"),
          ("2012", "DATE", "2012"), ("the previous year", "DATE", "2011"), ("April 2008", "DATE", "2008-04"),
          ("the next five years", "DURATION", "P5Y"), ("Monday", "DATE", "2013-03-18"), ("four-day", "DURATION", "P4D"),
          ("late 2011", "DATE", "2011"), ("Thursday#1", "DATE", "2013-03-21"), ("last Thursday", "DATE", "2013-03-14"), ("later this year", "DATE", "2013")]),
        ("n17-conflict", H9, article(
            "Rebels in the Central African Republic seized the capital, Bangui, early Sunday after two days of fighting, and the country's president fled across the border, officials said.",
            "A spokesman for the rebel coalition said its fighters had taken the presidential palace by 10 a.m. local time. Gunfire could still be heard in parts of the city late Sunday afternoon, residents told VOA by telephone.",
            "The rebels launched their offensive in December, but agreed to a ceasefire in the Gabonese capital, Libreville, on January 11. They resumed fighting last week, accusing the government of failing to free political prisoners and send home foreign troops.",
            "The African Union said it would hold an emergency meeting on Monday. France, the former colonial power, has sent 150 more soldiers to protect its roughly 1,200 citizens in the country and has ruled out intervening. It was the third time the country's leader had been toppled since independence from France in 1960."),
         [("early Sunday", "DATE", "2013-03-24"), ("two days", "DURATION", "P2D"), ("10 a.m.", "TIME", "2013-03-24T10:00"),
          ("late Sunday afternoon", "TIME", "2013-03-24TAF"), ("December", "DATE", "2012-12"), ("January 11", "DATE", "2013-01-11"),
          ("last week", "DATE", "2013-W11"), ("Monday", "DATE", "2013-03-25"), ("1960", "DATE", "1960")]),
        ("n17-business", H10, article(
            "NEW YORK, Feb 26 (Reuters) - Kestrel Outdoor Inc, a maker of camping and fishing gear, reported a 14 percent rise in fourth-quarter profit on Tuesday and forecast higher sales this year, sending its shares up 6 percent in early trading.",
            "Net income for the quarter ended Dec. 31 climbed to $38.4 million, or 71 cents per diluted share, against $33.7 million, or 62 cents, a year earlier. Same-store sales, which count outlets trading for at least a year, climbed 4.1 percent.",
            "The company expects to earn $2.45 to $2.55 per share in 2013. Analysts on average had expected $2.40, according to Thomson Reuters I/B/E/S.",
            "Chief Executive Dana Morrell said sales of winter boots had held up through January, helped by cold weather in the Midwest, and that the chain plans to open 25 stores this year. Kestrel shares are about 30 percent higher than they were 12 months ago. The company will hold its annual meeting on May 9."),
         [("Feb 26", "DATE", "2013-02-26"), ("fourth-quarter", "DATE", "2012-Q4"), ("Tuesday", "DATE", "2013-02-26"),
          ("this year#1", "DATE", "2013"), ("the quarter", "DATE", "2012-Q4"), ("Dec. 31", "DATE", "2012-12-31"),
          ("a year earlier", "DATE", "2011-Q4"), ("at least a year", "DURATION", "P1Y"), ("2013", "DATE", "2013"),
          ("January", "DATE", "2013-01"), ("this year#2", "DATE", "2013"), ("12 months ago", "DATE", "2012-02"), ("May 9", "DATE", "2013-05-09")]),
        ("n17-courts", H11, article(
            "HARRISBURG, Pa. — A Pennsylvania judge on Wednesday blocked a state law requiring photo ID at the polls from taking effect before the May 21 primary, saying officials had not done enough to make sure that every eligible voter could get an ID in time.",
            "The law, passed by the Republican-controlled legislature in March 2012, was put on hold for last November's presidential election after a similar ruling. Judge Robert Kessling of Commonwealth Court wrote that little had changed in a year.",
            "State officials said they would appeal to the Pennsylvania Supreme Court within 10 days. A spokeswoman for the governor said the administration remained confident the law would eventually be upheld. Similar laws in Texas and South Carolina were blocked by federal courts last year.",
            "About 1,500 voters have obtained the free IDs since the law was passed, far fewer than the 400,000 that the state once estimated might need one. A full trial on the law's constitutionality is set for July 15."),
         [("Wednesday", "DATE", "2013-03-27"), ("May 21", "DATE", "2013-05-21"), ("March 2012", "DATE", "2012-03"),
          ("last November", "DATE", "2012-11"), ("a year", "DURATION", "P1Y"), ("10 days", "DURATION", "P10D"), ("last year", "DATE", "2012"),
          ("July 15", "DATE", "2013-07-15")]),
        ("n17-sport", H12, article(
            "Championship strugglers Harcourt Town have sacked manager Colin Dempsey after a run of one win in their last 11 matches. Dempsey is the ninth Championship manager to lose his job since August, and the chairman, Keith Arnott, said the board had acted \"with great reluctance\" on Tuesday morning.",
            "The 48-year-old, who was appointed in June 2011 on a contract that ran until the summer of 2015, won promotion from League One at the first attempt, but leaves with the club 22nd in the table and outside the drop zone only on goal difference.",
            "Town lost 3-0 at home to Barnsley on Monday, their fourth defeat in a row, and fans called for Dempsey to go during the second half.",
            "First-team coach Martin Boyce will take charge for Saturday's trip to Leeds, and the club hopes to name a permanent successor before the campaign ends. Harcourt have seven games left and were top of the table as recently as October."),
         [("June 2011", "DATE", "2011-06"), ("the summer of 2015", "DATE", "2015-SU"), ("Monday", "DATE", "2013-04-01"),
          ("Saturday", "DATE", "2013-04-06"), ("October", "DATE", "2012-10"), ("August", "DATE", "2012-08"), ("Tuesday morning", "TIME", "2013-04-02TMO")]),
    ]
