"""The built-in gazetteer of named events and periods, as readable tables: run to write
``spacy_tempoeval/rules/data/en/events.jsonl``.

    python tools/build_events.py            # rewrite the JSONL from the tables below
    python tools/build_events.py --check    # fail if the JSONL is not what the tables give

This file *is* the data source: each table row is one event, with the title of the encyclopedia article
(English Wikipedia) its years were taken from, its first and last year (BCE negative, no year 0) and its names.
Only events whose years are settled are listed; an event that is still going on, or whose end is disputed, is
left out, and so are names that identify more than one event ("the Bush administration", "the Civil War"):
a wrong span would poison every metric that reads it. Names are matched in any case and with or without a
leading "the", except ``cased`` names, which must appear as written (or in capitals): "the Great War" but not
"a great war". Every name must belong to one entry only (the loader checks, error E098).

Row helpers: ``E(kind, region, source, start, end, *names, cased=..., drop_title=..., dis=...)``; the source
title is a name too unless ``drop_title=True``. Families of names (administrations, reigns, dynasties, sports
events) are spelled out by the small functions below, next to their tables.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from pathlib import Path
from typing import Any, Dict, List, Sequence

OUT = Path(__file__).resolve().parent.parent / "spacy_tempoeval" / "rules" / "data" / "en" / "events.jsonl"
ENTRIES: List[Dict[str, Any]] = []


def _slug(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def E(kind: str, region: str, source: str, start: int, end: int, *names: str, cased: Sequence[str] = (),
      drop_title: bool = False, dis: str | None = None, counter: Sequence[str] = (),
      id: str | None = None) -> None:
    """One entry. ``names`` are matched in any case; ``cased`` only as written."""
    title = re.sub(r"\s*\(.*\)$", "", source)  # "Treaty of Paris (1783)" -> its name is not the title
    drop_title = drop_title or title != source  # a title with "(...)" names an ambiguous name: not used
    use_title = not drop_title and title not in cased
    phrases = list(dict.fromkeys(([title] if use_title else []) + list(names)))
    for n in list(names) + list(cased):
        if "(" in n:
            raise ValueError(f"{source}: a name with brackets cannot be matched in text: {n!r}")
    if not phrases and not cased:
        raise ValueError(f"{source}: no names")
    rec: Dict[str, Any] = {"id": "event_" + (id or _slug(source)), "phrases": phrases}
    if cased:
        rec["cased_phrases"] = list(cased)
    rec.update({"start": start, "end": end, "kind": kind, "region": region, "source": source})
    if dis:
        rec["disambiguation"] = dis
    if counter:
        rec["counter_examples"] = list(counter)
    ENTRIES.append(rec)


# ---------------------------------------------------------------------------------------------------------
# Presidencies of the United States (source: the article of the president; term years, inaugurations in
# January or March, so a term covers its first and last year). Surnames shared by two presidents (Adams,
# Harrison, Johnson, Roosevelt, Bush) and presidents with two separate terms (Cleveland, Trump) get their
# full names only. Surnames that are ordinary words are cased ("the Grant administration", not "grant
# administration").
def us_president(article: str, start: int, end: int, *surnames: str, cased: Sequence[str] = (),
                 extra: Sequence[str] = (), dis: str | None = None) -> None:
    names: List[str] = []
    cased_names: List[str] = []
    for s in surnames:
        names += [f"{s} administration", f"{s} presidency", f"{s}'s presidency"]
    for s in cased:
        cased_names += [f"{s} administration", f"{s} presidency", f"{s}'s presidency"]
    E("presidency", "north_america", "Presidency of " + article, start, end, *names, *extra, cased=cased_names,
      drop_title=not names and not extra, dis=dis, id="us_president_" + _slug(article))


us_president("George Washington", 1789, 1797, "George Washington", extra=["Washington presidency"],
             dis="not 'the Washington administration': also used for the US government in general")
us_president("John Adams", 1797, 1801, "John Adams", dis="not 'the Adams administration': John Quincy Adams too")
us_president("Thomas Jefferson", 1801, 1809, "Jefferson", "Thomas Jefferson")
us_president("James Madison", 1809, 1817, "Madison", "James Madison")
us_president("James Monroe", 1817, 1825, "Monroe", "James Monroe")
us_president("John Quincy Adams", 1825, 1829, "John Quincy Adams")
us_president("Andrew Jackson", 1829, 1837, "Andrew Jackson", cased=["Jackson"])
us_president("Martin Van Buren", 1837, 1841, "Van Buren", "Martin Van Buren")
us_president("William Henry Harrison", 1841, 1841, "William Henry Harrison")
us_president("John Tyler", 1841, 1845, "John Tyler", cased=["Tyler"])
us_president("James K. Polk", 1845, 1849, "James K. Polk", cased=["Polk"])
us_president("Zachary Taylor", 1849, 1850, "Zachary Taylor")
us_president("Millard Fillmore", 1850, 1853, "Fillmore", "Millard Fillmore")
us_president("Franklin Pierce", 1853, 1857, "Franklin Pierce", cased=["Pierce"])
us_president("James Buchanan", 1857, 1861, "Buchanan", "James Buchanan")
us_president("Abraham Lincoln", 1861, 1865, "Lincoln", "Abraham Lincoln")
us_president("Andrew Johnson", 1865, 1869, "Andrew Johnson")
us_president("Ulysses S. Grant", 1869, 1877, "Ulysses S. Grant", cased=["Grant"])
us_president("Rutherford B. Hayes", 1877, 1881, "Rutherford B. Hayes", cased=["Hayes"])
us_president("James A. Garfield", 1881, 1881, "Garfield", "James Garfield")
us_president("Chester A. Arthur", 1881, 1885, "Chester A. Arthur", "Chester Arthur", cased=["Arthur"])
us_president("Benjamin Harrison", 1889, 1893, "Benjamin Harrison")
us_president("William McKinley", 1897, 1901, "McKinley", "William McKinley")
us_president("Theodore Roosevelt", 1901, 1909, "Theodore Roosevelt", "Teddy Roosevelt")
us_president("William Howard Taft", 1909, 1913, "Taft", "William Howard Taft")
us_president("Woodrow Wilson", 1913, 1921, "Woodrow Wilson", cased=["Wilson"])
us_president("Warren G. Harding", 1921, 1923, "Harding", "Warren Harding", "Warren G. Harding")
us_president("Calvin Coolidge", 1923, 1929, "Coolidge", "Calvin Coolidge")
us_president("Herbert Hoover", 1929, 1933, "Herbert Hoover", cased=["Hoover"])
us_president("Franklin D. Roosevelt", 1933, 1945, "FDR", "Franklin Roosevelt", "Franklin D. Roosevelt")
us_president("Harry S. Truman", 1945, 1953, "Truman", "Harry Truman", "Harry S. Truman")
us_president("Dwight D. Eisenhower", 1953, 1961, "Eisenhower", "Dwight Eisenhower", "Dwight D. Eisenhower")
us_president("John F. Kennedy", 1961, 1963, "Kennedy", "JFK", "John F. Kennedy")
us_president("Lyndon B. Johnson", 1963, 1969, "LBJ", "Lyndon Johnson", "Lyndon B. Johnson")
us_president("Richard Nixon", 1969, 1974, "Nixon", "Richard Nixon")
us_president("Gerald Ford", 1974, 1977, "Gerald Ford", cased=["Ford"])
us_president("Jimmy Carter", 1977, 1981, "Jimmy Carter", cased=["Carter"])
us_president("George H. W. Bush", 1989, 1993, "George H. W. Bush", "George H.W. Bush", "Bush 41",
             dis="not 'the Bush administration': two presidents")
us_president("Bill Clinton", 1993, 2001, "Clinton", "Bill Clinton")
us_president("George W. Bush", 2001, 2009, "George W. Bush", "Bush 43", "W. Bush",
             dis="not 'the Bush administration': two presidents")
us_president("Barack Obama", 2009, 2017, "Obama", "Barack Obama", extra=["Obama era", "Obama years"])
us_president("Joe Biden", 2021, 2025, "Biden", "Joe Biden", extra=["Biden years"])
E("presidency", "north_america", "First presidency of Donald Trump", 2017, 2021, "first Trump administration",
  "first Trump presidency", "Trump's first term", "Trump's first presidency", drop_title=True,
  dis="not 'the Trump administration': two separate terms; the second has not ended")
E("presidency", "north_america", "Presidency of Grover Cleveland (first term)", 1885, 1889,
  "first Cleveland administration", "Cleveland's first term", drop_title=True, id="us_president_cleveland_1")
E("presidency", "north_america", "Presidency of Grover Cleveland (second term)", 1893, 1897,
  "second Cleveland administration", "Cleveland's second term", drop_title=True, id="us_president_cleveland_2")


# ---------------------------------------------------------------------------------------------------------
# Heads of government and regimes elsewhere (source: the article of the person or of the regime; years in
# office). "X government", "the X years/era" are the forms news and histories use. Leaders with two separate
# spells (Wilson, Baldwin, Indira Gandhi, Abe, Rudd, Pierre Trudeau, Lula, Mahathir) are left out.
def gov(kind: str, region: str, source: str, start: int, end: int, *names: str, cased: Sequence[str] = (),
        dis: str | None = None) -> None:
    E(kind, region, source, start, end, *names, cased=cased, drop_title=True, dis=dis, id="gov_" + _slug(source))


PM = "premiership"
# United Kingdom
gov(PM, "europe", "Premiership of Margaret Thatcher", 1979, 1990, "Thatcher government", "Thatcher years",
    "Thatcher era", "Thatcher's premiership", "Thatcher premiership", "Thatcher administration")
gov(PM, "europe", "Premiership of Tony Blair", 1997, 2007, "Blair government", "Blair years", "Blair era",
    "Blair's premiership", "Blair premiership", "Blair administration")
gov(PM, "europe", "Premiership of John Major", 1990, 1997, "John Major government", "John Major's government",
    "John Major's premiership", cased=["the Major government", "the Major years"])
gov(PM, "europe", "Premiership of Gordon Brown", 2007, 2010, "Gordon Brown government",
    "Gordon Brown's government", "Gordon Brown's premiership")
gov(PM, "europe", "Premiership of David Cameron", 2010, 2016, "Cameron government", "Cameron years",
    "Cameron's premiership")
gov(PM, "europe", "Premiership of Theresa May", 2016, 2019, "Theresa May government", "Theresa May's government",
    "Theresa May's premiership")
gov(PM, "europe", "Premiership of Boris Johnson", 2019, 2022, "Boris Johnson government",
    "Boris Johnson's government", "Boris Johnson's premiership", "Johnson premiership")
gov(PM, "europe", "Premiership of Liz Truss", 2022, 2022, "Truss government", "Liz Truss's premiership",
    "Truss premiership")
gov(PM, "europe", "Premiership of Rishi Sunak", 2022, 2024, "Sunak government", "Rishi Sunak's premiership",
    "Sunak premiership")
gov(PM, "europe", "Premiership of Clement Attlee", 1945, 1951, "Attlee government", "Attlee years",
    "Attlee's government", "Attlee ministry")
gov(PM, "europe", "Premiership of Edward Heath", 1970, 1974, "Edward Heath government", "Ted Heath government",
    cased=["the Heath government"])
gov(PM, "europe", "Premiership of James Callaghan", 1976, 1979, "Callaghan government", "Callaghan ministry")
gov(PM, "europe", "Premiership of Harold Macmillan", 1957, 1963, "Macmillan government", "Macmillan years")
gov(PM, "europe", "Premiership of Anthony Eden", 1955, 1957, "Anthony Eden government",
    cased=["the Eden government"])
gov(PM, "europe", "Premiership of Neville Chamberlain", 1937, 1940, "Neville Chamberlain government",
    "Chamberlain government", "Neville Chamberlain's government")
gov(PM, "europe", "Premiership of H. H. Asquith", 1908, 1916, "Asquith government", "Asquith ministry")
gov(PM, "europe", "Premiership of David Lloyd George", 1916, 1922, "Lloyd George government",
    "Lloyd George ministry", "Lloyd George coalition")
gov(PM, "europe", "Premiership of Winston Churchill (first)", 1940, 1945, "Churchill war ministry",
    "Churchill's wartime government", "Churchill's wartime premiership",
    dis="not 'the Churchill government': he also governed 1951-1955")
# Germany (chancellors)
gov(PM, "europe", "Konrad Adenauer", 1949, 1963, "Adenauer era", "Adenauer government", "Adenauer years",
    "Adenauer's chancellorship")
gov(PM, "europe", "Willy Brandt", 1969, 1974, "Brandt government", "Willy Brandt's chancellorship",
    "Brandt's chancellorship")
gov(PM, "europe", "Helmut Schmidt", 1974, 1982, "Helmut Schmidt government", "Helmut Schmidt's chancellorship")
gov(PM, "europe", "Helmut Kohl", 1982, 1998, "Kohl government", "Kohl era", "Kohl years",
    "Kohl's chancellorship")
gov(PM, "europe", "Gerhard Schröder", 1998, 2005, "Schröder government", "Schroeder government",
    "Schröder's chancellorship", "Schroeder's chancellorship")
gov(PM, "europe", "Angela Merkel", 2005, 2021, "Merkel government", "Merkel era", "Merkel years",
    "Merkel's chancellorship", "Merkel chancellorship")
gov(PM, "europe", "Olaf Scholz", 2021, 2025, "Scholz government", "Scholz's chancellorship")
# France (presidents of the Fifth Republic)
gov("presidency", "europe", "Charles de Gaulle", 1959, 1969, "de Gaulle's presidency", "de Gaulle presidency",
    "de Gaulle era")
gov("presidency", "europe", "Georges Pompidou", 1969, 1974, "Pompidou presidency", "Pompidou's presidency")
gov("presidency", "europe", "Valéry Giscard d'Estaing", 1974, 1981, "Giscard presidency",
    "Giscard d'Estaing presidency", "Giscard's presidency")
gov("presidency", "europe", "François Mitterrand", 1981, 1995, "Mitterrand presidency", "Mitterrand years",
    "Mitterrand era", "Mitterrand's presidency")
gov("presidency", "europe", "Jacques Chirac", 1995, 2007, "Chirac presidency", "Chirac's presidency",
    "Chirac years", "Chirac era")
gov("presidency", "europe", "Nicolas Sarkozy", 2007, 2012, "Sarkozy presidency", "Sarkozy's presidency",
    "Sarkozy government", "Sarkozy years", "Sarkozy era")
gov("presidency", "europe", "François Hollande", 2012, 2017, "Hollande presidency", "Hollande's presidency",
    "Hollande government", "Hollande years")
# Russia and the Soviet Union
gov("presidency", "europe", "Boris Yeltsin", 1991, 1999, "Yeltsin era", "Yeltsin years", "Yeltsin presidency",
    "Yeltsin's presidency", "Yeltsin government")
gov("presidency", "europe", "Presidency of Dmitry Medvedev", 2008, 2012, "Medvedev presidency",
    "Medvedev's presidency")
gov("regime", "europe", "Joseph Stalin", 1924, 1953, "Stalin era", "Stalin years", "Stalin's rule",
    "Stalinist era", "Stalin regime")
gov("regime", "europe", "Nikita Khrushchev", 1953, 1964, "Khrushchev era", "Khrushchev years",
    "Khrushchev's rule")
gov("regime", "europe", "Leonid Brezhnev", 1964, 1982, "Brezhnev era", "Brezhnev years", "Brezhnev's rule")
gov("regime", "europe", "Mikhail Gorbachev", 1985, 1991, "Gorbachev era", "Gorbachev years",
    "Gorbachev's rule")
# Dictatorships and regimes of the 20th century
gov("regime", "europe", "Nazi Germany", 1933, 1945, "Nazi Germany", "Third Reich", "Nazi era", "Nazi regime",
    "Hitler's Germany", "Nazi period")
gov("regime", "europe", "Weimar Republic", 1918, 1933, "Weimar Republic", "Weimar era", "Weimar Germany")
gov("regime", "europe", "Fascist Italy (1922–1943)", 1922, 1943, "Fascist Italy", "Mussolini regime",
    "Mussolini's Italy", "Mussolini era")
gov("regime", "europe", "Francoist Spain", 1939, 1975, "Francoist Spain", "Franco regime", "Franco era",
    "Franco dictatorship", "Franco's dictatorship", "Franco's Spain", "Francoism era")
gov("regime", "europe", "Spanish transition to democracy", 1975, 1982, "Spanish transition to democracy",
    "Spain's transition to democracy")
gov("regime", "europe", "António de Oliveira Salazar", 1932, 1968, "Salazar regime", "Salazar era",
    "Salazar dictatorship")
gov("regime", "europe", "Greek junta", 1967, 1974, "Greek junta", "Greek military junta",
    "Regime of the Colonels", "rule of the colonels")
gov("regime", "latin_america", "Military dictatorship of Chile", 1973, 1990, "Pinochet regime",
    "Pinochet dictatorship", "Pinochet era", "Pinochet years", "Pinochet's rule")
gov("regime", "latin_america", "Military dictatorship in Brazil", 1964, 1985, "Brazilian military dictatorship",
    "Brazil's military dictatorship", "Brazilian military regime", "Brazil's military regime")
gov("regime", "latin_america", "National Reorganization Process", 1976, 1983, "National Reorganization Process",
    "Argentine military dictatorship", "Argentina's military dictatorship", "Argentine military junta",
    "Argentina's military junta")
gov("war", "latin_america", "Dirty War", 1974, 1983, "Argentina's Dirty War", "Argentine Dirty War",
    cased=["Dirty War"])
gov("regime", "latin_america", "Fidel Castro", 1959, 2008, "Fidel Castro's rule", "Fidel Castro era")
gov("presidency", "latin_america", "Presidency of Hugo Chávez", 1999, 2013, "Chávez era", "Chavez era",
    "Chávez government", "Chavez government", "Chávez years", "Chavez years", "Chávez presidency",
    "Chavez presidency")
gov("presidency", "latin_america", "Presidency of Andrés Manuel López Obrador", 2018, 2024,
    "López Obrador administration", "Lopez Obrador administration", "AMLO administration",
    "López Obrador government", "Lopez Obrador government")
gov("presidency", "latin_america", "Presidency of Enrique Peña Nieto", 2012, 2018, "Peña Nieto administration",
    "Pena Nieto administration", "Peña Nieto government", "Pena Nieto government")
gov("presidency", "latin_america", "Presidency of Felipe Calderón", 2006, 2012, "Calderón administration",
    "Calderon administration", "Calderón government", "Calderon government")
gov("presidency", "latin_america", "Presidency of Vicente Fox", 2000, 2006, "Vicente Fox administration",
    "Vicente Fox's presidency", "Vicente Fox government")
gov("presidency", "latin_america", "Presidency of Jair Bolsonaro", 2019, 2022, "Bolsonaro government",
    "Bolsonaro administration", "Bolsonaro presidency", "Bolsonaro years", "Bolsonaro era")
gov("presidency", "latin_america", "Presidency of Dilma Rousseff", 2011, 2016, "Rousseff government",
    "Rousseff administration", "Dilma Rousseff's presidency", "Rousseff presidency")
gov("presidency", "latin_america", "Presidency of Fernando Henrique Cardoso", 1995, 2002, "Cardoso government",
    "Cardoso administration", "Cardoso presidency")
gov("presidency", "latin_america", "Presidency of Michel Temer", 2016, 2018, "Temer government",
    "Temer administration", "Temer presidency")
gov("presidency", "latin_america", "Presidency of Carlos Menem", 1989, 1999, "Menem government", "Menem era",
    "Menem administration", "Menem years")
gov("presidency", "latin_america", "Presidency of Mauricio Macri", 2015, 2019, "Macri government",
    "Macri administration", "Macri presidency")
# North America, Oceania
gov(PM, "north_america", "Brian Mulroney", 1984, 1993, "Mulroney government", "Mulroney years", "Mulroney era")
gov(PM, "north_america", "Jean Chrétien", 1993, 2003, "Chrétien government", "Chretien government",
    "Chrétien years", "Chretien years")
gov(PM, "north_america", "Stephen Harper", 2006, 2015, "Harper government", "Harper years", "Harper era",
    "Harper Conservatives")
gov(PM, "north_america", "Justin Trudeau", 2015, 2025, "Justin Trudeau government", "Justin Trudeau's government",
    "Justin Trudeau era", dis="not 'the Trudeau government': Pierre Trudeau governed 1968-1979 and 1980-1984")
gov(PM, "north_america", "Paul Martin", 2003, 2006, "Paul Martin government", "Paul Martin's government")
gov(PM, "oceania", "John Howard", 1996, 2007, "Howard government", "Howard years", "Howard era")
gov(PM, "oceania", "Bob Hawke", 1983, 1991, "Hawke government", "Hawke years", "Hawke era")
gov(PM, "oceania", "Paul Keating", 1991, 1996, "Keating government", "Keating years")
gov(PM, "oceania", "Gough Whitlam", 1972, 1975, "Whitlam government", "Whitlam years", "Whitlam era")
gov(PM, "oceania", "Malcolm Fraser", 1975, 1983, "Malcolm Fraser government", "Malcolm Fraser's government")
gov(PM, "oceania", "Julia Gillard", 2010, 2013, "Gillard government", "Gillard years")
gov(PM, "oceania", "Tony Abbott", 2013, 2015, "Abbott government", "Tony Abbott's government")
gov(PM, "oceania", "Malcolm Turnbull", 2015, 2018, "Turnbull government", "Malcolm Turnbull's government")
gov(PM, "oceania", "Scott Morrison", 2018, 2022, "Morrison government", "Scott Morrison's government")
gov(PM, "oceania", "Jacinda Ardern", 2017, 2023, "Ardern government", "Jacinda Ardern's government")
gov(PM, "oceania", "John Key", 2008, 2016, "John Key government", "John Key's government",
    cased=["the Key government"])
gov(PM, "oceania", "Helen Clark", 1999, 2008, "Helen Clark government", "Helen Clark's government")
# Asia, Middle East, Africa
gov("regime", "east_asia", "Mao Zedong", 1949, 1976, "Mao era", "Mao years", "Maoist era", "Mao's rule",
    "Mao Zedong era")
gov(PM, "east_asia", "Junichiro Koizumi", 2001, 2006, "Koizumi government", "Koizumi cabinet", "Koizumi era",
    "Koizumi years")
gov("regime", "east_asia", "Park Chung Hee", 1961, 1979, "Park Chung-hee era", "Park Chung-hee regime",
    "Park Chung Hee era", "Park Chung Hee regime")
gov("regime", "east_asia", "Martial law in Taiwan", 1949, 1987, "martial law in Taiwan",
    "Taiwan's martial law era", "Taiwan's martial law period")
gov(PM, "south_asia", "Jawaharlal Nehru", 1947, 1964, "Nehru era", "Nehru years", "Nehru government",
    "Nehru's premiership")
gov("political_crisis", "south_asia", "The Emergency (India)", 1975, 1977, "Indian Emergency",
    "Emergency in India", "India's Emergency")
gov(PM, "south_asia", "Rajiv Gandhi", 1984, 1989, "Rajiv Gandhi government", "Rajiv Gandhi's government",
    "Rajiv Gandhi era")
gov(PM, "south_asia", "P. V. Narasimha Rao", 1991, 1996, "Narasimha Rao government")
gov(PM, "south_asia", "Atal Bihari Vajpayee", 1998, 2004, "Vajpayee government", "Vajpayee era",
    dis="his 13-day government of 1996 is not meant by 'the Vajpayee government'")
gov(PM, "south_asia", "Manmohan Singh", 2004, 2014, "Manmohan Singh government", "Manmohan Singh era",
    "Manmohan Singh years", "UPA government")
gov("regime", "south_asia", "Muhammad Zia-ul-Haq", 1977, 1988, "Zia-ul-Haq regime", "Zia-ul-Haq era",
    "Zia ul Haq regime", "Zia ul Haq era", dis="not 'the Zia era': also Ziaur Rahman of Bangladesh")
gov("regime", "south_asia", "Pervez Musharraf", 1999, 2008, "Musharraf era", "Musharraf regime",
    "Musharraf government", "Musharraf's rule", "Musharraf years")
gov(PM, "southeast_asia", "Lee Kuan Yew", 1959, 1990, "Lee Kuan Yew era", "Lee Kuan Yew years",
    "Lee Kuan Yew's premiership", "Lee Kuan Yew government")
gov("regime", "southeast_asia", "New Order (Indonesia)", 1966, 1998, "Suharto era", "Suharto regime",
    "Suharto years", "Suharto's New Order", "Suharto's rule", "Suharto dictatorship")
gov("regime", "southeast_asia", "Ferdinand Marcos", 1972, 1986, "Marcos dictatorship",
    "martial law under Marcos", dis="not 'the Marcos administration': his son has been president since 2022")
gov("regime", "southeast_asia", "Khmer Rouge", 1975, 1979, "Khmer Rouge regime", "Khmer Rouge era",
    "Khmer Rouge rule", "Democratic Kampuchea", "Pol Pot regime", "Pol Pot era")
gov("regime", "middle_east", "Saddam Hussein", 1979, 2003, "Saddam era", "Saddam regime",
    "Saddam Hussein regime", "Saddam Hussein's regime", "Saddam Hussein's rule", "Saddam Hussein era")
gov("regime", "middle_east", "Muammar Gaddafi", 1969, 2011, "Gaddafi era", "Gaddafi regime", "Qaddafi regime",
    "Qaddafi era", "Gaddafi's rule", "Qaddafi's rule")
gov("presidency", "middle_east", "Hosni Mubarak", 1981, 2011, "Mubarak era", "Mubarak regime", "Mubarak years",
    "Mubarak's rule", "Mubarak government")
gov("presidency", "middle_east", "Anwar Sadat", 1970, 1981, "Sadat era", "Sadat years", "Sadat's presidency")
gov("presidency", "middle_east", "Gamal Abdel Nasser", 1956, 1970, "Nasser's presidency", "Nasser presidency",
    "Nasser years")
gov("regime", "middle_east", "Ruhollah Khomeini", 1979, 1989, "Khomeini era", "Khomeini years",
    "Khomeini's rule")
gov("regime", "africa", "Robert Mugabe", 1980, 2017, "Mugabe era", "Mugabe regime", "Mugabe years",
    "Mugabe's rule", "Mugabe government")
gov("regime", "africa", "Idi Amin", 1971, 1979, "Idi Amin regime", "Idi Amin's regime", "Idi Amin's rule",
    "Idi Amin era", "Amin regime")
gov("regime", "africa", "Sani Abacha", 1993, 1998, "Abacha regime", "Abacha era", "Abacha years",
    "Abacha's rule")
gov("regime", "africa", "Mobutu Sese Seko", 1965, 1997, "Mobutu era", "Mobutu regime", "Mobutu years",
    "Mobutu's rule")
gov("presidency", "africa", "Presidency of Nelson Mandela", 1994, 1999, "Mandela presidency",
    "Mandela's presidency", "Mandela government", "Mandela administration", "Mandela years")
gov("presidency", "africa", "Thabo Mbeki", 1999, 2008, "Mbeki presidency", "Mbeki's presidency",
    "Mbeki government", "Mbeki administration", "Mbeki era", "Mbeki years")
gov("presidency", "africa", "Jacob Zuma", 2009, 2018, "Zuma presidency", "Zuma's presidency", "Zuma government",
    "Zuma administration", "Zuma era", "Zuma years")


# ---------------------------------------------------------------------------------------------------------
# Reigns (source: the monarch's article; regnal years). Forms: "the reign of X", "X's reign". A regnal name
# shared by monarchs of several countries is given with its country ("Henry II of England").
def reign(region: str, source: str, start: int, end: int, *who: str, extra: Sequence[str] = (),
          cased: Sequence[str] = ()) -> None:
    names: List[str] = []
    for w in who:
        names += [f"reign of {w}", f"{w}'s reign"]
    E("reign", region, source, start, end, *names, *extra, cased=cased, drop_title=True,
      id="reign_" + _slug(source))


EU = "europe"
reign(EU, "William the Conqueror", 1066, 1087, "William the Conqueror", "William I of England")
reign(EU, "Henry II of England", 1154, 1189, "Henry II of England")
reign(EU, "Richard I of England", 1189, 1199, "Richard I", "Richard the Lionheart", "Richard the Lionhearted")
reign(EU, "John, King of England", 1199, 1216, "King John")
reign(EU, "Edward I of England", 1272, 1307, "Edward I", "Edward I of England", "Edward Longshanks")
reign(EU, "Edward III of England", 1327, 1377, "Edward III", "Edward III of England")
reign(EU, "Richard II of England", 1377, 1399, "Richard II", "Richard II of England")
reign(EU, "Henry V of England", 1413, 1422, "Henry V of England")
reign(EU, "Richard III of England", 1483, 1485, "Richard III", "Richard III of England")
reign(EU, "Henry VII of England", 1485, 1509, "Henry VII of England")
reign(EU, "Henry VIII", 1509, 1547, "Henry VIII", "King Henry VIII")
reign(EU, "Edward VI", 1547, 1553, "Edward VI")
reign(EU, "Mary I of England", 1553, 1558, "Mary I of England", "Mary Tudor")
reign(EU, "Elizabeth I", 1558, 1603, "Elizabeth I", "Queen Elizabeth I")
reign(EU, "James VI and I", 1603, 1625, "James I of England",
      extra=["Jacobean era", "Jacobean period"])
reign(EU, "Charles I of England", 1625, 1649, "Charles I of England")
reign(EU, "Charles II of England", 1660, 1685, "Charles II of England")
reign(EU, "James II of England", 1685, 1688, "James II of England")
reign(EU, "Anne, Queen of Great Britain", 1702, 1714, "Queen Anne")
reign(EU, "George I of Great Britain", 1714, 1727, "George I of Great Britain")
reign(EU, "George II of Great Britain", 1727, 1760, "George II of Great Britain")
reign(EU, "George III", 1760, 1820, "George III", "King George III")
reign(EU, "George IV", 1820, 1830, "George IV", "King George IV")
reign(EU, "William IV", 1830, 1837, "William IV", "King William IV")
reign(EU, "Queen Victoria", 1837, 1901, "Queen Victoria")
reign(EU, "Edward VII", 1901, 1910, "Edward VII", "King Edward VII")
reign(EU, "George V", 1910, 1936, "George V", "King George V")
reign(EU, "George VI", 1936, 1952, "George VI", "King George VI")
reign(EU, "Elizabeth II", 1952, 2022, "Elizabeth II", "Queen Elizabeth II", extra=["second Elizabethan era"])
reign(EU, "Robert the Bruce", 1306, 1329, "Robert the Bruce")
reign(EU, "Charlemagne", 768, 814, "Charlemagne")
reign(EU, "Francis I of France", 1515, 1547, "Francis I of France")
reign(EU, "Henry IV of France", 1589, 1610, "Henry IV of France", "Henri IV")
reign(EU, "Louis XIII", 1610, 1643, "Louis XIII")
reign(EU, "Louis XIV", 1643, 1715, "Louis XIV", "the Sun King", "King Louis XIV")
reign(EU, "Louis XV", 1715, 1774, "Louis XV")
reign(EU, "Louis XVI", 1774, 1792, "Louis XVI")
reign(EU, "Napoleon III", 1852, 1870, "Napoleon III")
reign(EU, "Philip II of Spain", 1556, 1598, "Philip II of Spain")
reign(EU, "Juan Carlos I", 1975, 2014, "Juan Carlos I", "King Juan Carlos")
reign(EU, "Maria Theresa", 1740, 1780, "Maria Theresa", "Empress Maria Theresa")
reign(EU, "Franz Joseph I of Austria", 1848, 1916, "Franz Joseph", "Emperor Franz Joseph", "Franz Joseph I")
reign(EU, "Frederick the Great", 1740, 1786, "Frederick the Great", "Frederick II of Prussia")
reign(EU, "Wilhelm II, German Emperor", 1888, 1918, "Kaiser Wilhelm II", "Wilhelm II")
reign(EU, "Gustavus Adolphus", 1611, 1632, "Gustavus Adolphus", "Gustav II Adolf")
reign(EU, "Ivan the Terrible", 1547, 1584, "Ivan the Terrible", "Ivan IV")
reign(EU, "Peter the Great", 1682, 1725, "Peter the Great", "Peter I of Russia")
reign(EU, "Catherine the Great", 1762, 1796, "Catherine the Great", "Catherine II")
reign(EU, "Alexander I of Russia", 1801, 1825, "Alexander I of Russia", "Tsar Alexander I")
reign(EU, "Nicholas I of Russia", 1825, 1855, "Nicholas I of Russia", "Tsar Nicholas I")
reign(EU, "Alexander II of Russia", 1855, 1881, "Alexander II of Russia", "Tsar Alexander II")
reign(EU, "Alexander III of Russia", 1881, 1894, "Alexander III of Russia", "Tsar Alexander III")
reign(EU, "Nicholas II of Russia", 1894, 1917, "Nicholas II", "Tsar Nicholas II")
reign("middle_east", "Suleiman the Magnificent", 1520, 1566, "Suleiman the Magnificent", "Suleiman I")
reign("middle_east", "Abdul Hamid II", 1876, 1909, "Abdul Hamid II", "Abdülhamid II")
reign("middle_east", "Harun al-Rashid", 786, 809, "Harun al-Rashid")
reign("middle_east", "Saladin", 1174, 1193, "Saladin")
reign("middle_east", "Abbas the Great", 1588, 1629, "Shah Abbas", "Abbas the Great", "Shah Abbas I")
reign("middle_east", "Mohammad Reza Pahlavi", 1941, 1979, "Mohammad Reza Pahlavi", "Mohammad Reza Shah",
      extra=["the last Shah's reign"])
# Antiquity (conventional dates of the standard chronology, as the articles give them)
reign(EU, "Augustus", -27, 14, "Augustus", "Emperor Augustus", "Caesar Augustus")
reign(EU, "Tiberius", 14, 37, "Tiberius", "Emperor Tiberius")
reign(EU, "Caligula", 37, 41, "Caligula", "Emperor Caligula")
reign(EU, "Claudius", 41, 54, "Claudius", "Emperor Claudius")
reign(EU, "Nero", 54, 68, "Nero", "Emperor Nero")
reign(EU, "Vespasian", 69, 79, "Vespasian", "Emperor Vespasian")
reign(EU, "Domitian", 81, 96, "Domitian", "Emperor Domitian")
reign(EU, "Trajan", 98, 117, "Trajan", "Emperor Trajan")
reign(EU, "Hadrian", 117, 138, "Hadrian", "Emperor Hadrian")
reign(EU, "Antoninus Pius", 138, 161, "Antoninus Pius")
reign(EU, "Marcus Aurelius", 161, 180, "Marcus Aurelius", "Emperor Marcus Aurelius")
reign(EU, "Commodus", 180, 192, "Commodus", "Emperor Commodus")
reign(EU, "Septimius Severus", 193, 211, "Septimius Severus")
reign(EU, "Diocletian", 284, 305, "Diocletian", "Emperor Diocletian")
reign(EU, "Constantine the Great", 306, 337, "Constantine the Great", "Emperor Constantine")
reign(EU, "Justinian I", 527, 565, "Justinian", "Justinian I", "Emperor Justinian")
reign(EU, "Alexander the Great", -336, -323, "Alexander the Great")
reign("africa", "Ramesses II", -1279, -1213, "Ramesses II", "Ramses II", "Rameses II")
reign("africa", "Tutankhamun", -1332, -1323, "Tutankhamun", "Tutankhamen", "King Tut")
reign("africa", "Akhenaten", -1353, -1336, "Akhenaten")
reign("africa", "Hatshepsut", -1479, -1458, "Hatshepsut")
reign("africa", "Cleopatra", -51, -30, "Cleopatra", "Cleopatra VII")
reign("middle_east", "Cyrus the Great", -559, -530, "Cyrus the Great")
reign("middle_east", "Darius the Great", -522, -486, "Darius the Great", "Darius I")
reign("middle_east", "Xerxes I", -486, -465, "Xerxes", "Xerxes I")
reign("middle_east", "Nebuchadnezzar II", -605, -562, "Nebuchadnezzar II", "Nebuchadnezzar")
reign("middle_east", "Hammurabi", -1792, -1750, "Hammurabi")
reign("south_asia", "Ashoka", -268, -232, "Ashoka", "Asoka", "Emperor Ashoka")
reign("south_asia", "Chandragupta Maurya", -322, -298, "Chandragupta Maurya")
reign("south_asia", "Babur", 1526, 1530, "Babur")
reign("south_asia", "Akbar", 1556, 1605, "Akbar", "Akbar the Great", "Emperor Akbar")
reign("south_asia", "Jahangir", 1605, 1627, "Jahangir", "Emperor Jahangir")
reign("south_asia", "Shah Jahan", 1628, 1658, "Shah Jahan")
reign("south_asia", "Aurangzeb", 1658, 1707, "Aurangzeb", "Emperor Aurangzeb")
reign("south_asia", "Ranjit Singh", 1801, 1839, "Ranjit Singh", "Maharaja Ranjit Singh")
reign("south_asia", "Tipu Sultan", 1782, 1799, "Tipu Sultan")
reign("east_asia", "Qin Shi Huang", -221, -210, "Qin Shi Huang", "the First Emperor of China")
reign("east_asia", "Emperor Wu of Han", -141, -87, "Emperor Wu of Han", "Han Wudi")
reign("east_asia", "Wu Zetian", 690, 705, "Wu Zetian", "Empress Wu")
reign("east_asia", "Hongwu Emperor", 1368, 1398, "the Hongwu Emperor", "Hongwu Emperor")
reign("east_asia", "Yongle Emperor", 1402, 1424, "the Yongle Emperor", "Yongle Emperor")
reign("east_asia", "Kangxi Emperor", 1661, 1722, "the Kangxi Emperor", "Kangxi Emperor", "Kangxi")
reign("east_asia", "Yongzheng Emperor", 1722, 1735, "the Yongzheng Emperor", "Yongzheng Emperor")
reign("east_asia", "Qianlong Emperor", 1735, 1796, "the Qianlong Emperor", "Qianlong Emperor", "Qianlong")
reign("east_asia", "Genghis Khan", 1206, 1227, "Genghis Khan", "Chinggis Khan")
reign("east_asia", "Kublai Khan", 1260, 1294, "Kublai Khan")
reign("east_asia", "Sejong the Great", 1418, 1450, "Sejong the Great", "King Sejong")
reign("southeast_asia", "Bhumibol Adulyadej", 1946, 2016, "Bhumibol Adulyadej", "King Bhumibol")
reign("africa", "Haile Selassie", 1930, 1974, "Haile Selassie", "Emperor Haile Selassie")
reign("africa", "Menelik II", 1889, 1913, "Menelik II", "Emperor Menelik II")
reign("africa", "Shaka", 1816, 1828, "Shaka", "Shaka Zulu")
reign("africa", "Mansa Musa", 1312, 1337, "Mansa Musa")
reign("latin_america", "Moctezuma II", 1502, 1520, "Moctezuma II", "Montezuma II")
reign("latin_america", "Pedro II of Brazil", 1831, 1889, "Pedro II of Brazil", "Dom Pedro II", "Emperor Pedro II")
E("era", "east_asia", "Taishō era", 1912, 1926, "Taisho era", "Taishō period", "Taisho period")
E("era", "east_asia", "Shōwa era", 1926, 1989, "Showa era", "Shōwa period", "Showa period")
E("era", "east_asia", "Heisei era", 1989, 2019, "Heisei period")


# ---------------------------------------------------------------------------------------------------------
# Dynasties, empires, historical periods (source: the article; the years of its infobox or first sentence,
# conventional dates for antiquity). Names of states that news still mentions as places ("the Soviet Union",
# "East Germany", "Yugoslavia") are left out: a mention of the place is not a mention of its years.
def dyn(kind: str, region: str, source: str, start: int, end: int, *names: str, cased: Sequence[str] = (),
        dis: str | None = None, drop_title: bool = False) -> None:
    E(kind, region, source, start, end, *names, cased=cased, dis=dis, drop_title=drop_title)


EA, SA, ME, AF, LA, NA = "east_asia", "south_asia", "middle_east", "africa", "latin_america", "north_america"
dyn("dynasty", EA, "Shang dynasty", -1600, -1046, "Shang Dynasty")
dyn("dynasty", EA, "Zhou dynasty", -1046, -256)
dyn("dynasty", EA, "Western Zhou", -1046, -771, "Western Zhou dynasty", "Western Zhou period")
dyn("dynasty", EA, "Eastern Zhou", -770, -256, "Eastern Zhou dynasty", "Eastern Zhou period")
dyn("era", EA, "Warring States period", -475, -221, "Warring States era")
dyn("dynasty", EA, "Qin dynasty", -221, -206)
dyn("dynasty", EA, "Han dynasty", -202, 220)
dyn("dynasty", EA, "Western Han", -202, 9, "Western Han dynasty", "Former Han dynasty")
dyn("dynasty", EA, "Eastern Han", 25, 220, "Eastern Han dynasty", "Later Han dynasty")
dyn("dynasty", EA, "Xin dynasty", 9, 23)
dyn("era", EA, "Three Kingdoms", 220, 280, "Three Kingdoms period", "Three Kingdoms era")
dyn("dynasty", EA, "Western Jin", 266, 316, "Western Jin dynasty",
    dis="not 'the Jin dynasty': also the Jurchen Jin dynasty (1115-1234)")
dyn("dynasty", EA, "Eastern Jin", 317, 420, "Eastern Jin dynasty")
dyn("dynasty", EA, "Jurchen Jin dynasty", 1115, 1234, "Jurchen Jin")
dyn("era", EA, "Northern and Southern dynasties", 420, 589)
dyn("dynasty", EA, "Sui dynasty", 581, 618)
dyn("era", EA, "Five Dynasties and Ten Kingdoms period", 907, 979, "Five Dynasties and Ten Kingdoms")
dyn("dynasty", EA, "Song dynasty", 960, 1279, "Sung dynasty")
dyn("dynasty", EA, "Northern Song", 960, 1127, "Northern Song dynasty")
dyn("dynasty", EA, "Southern Song", 1127, 1279, "Southern Song dynasty")
dyn("dynasty", EA, "Yuan dynasty", 1271, 1368)
dyn("era", EA, "Republic of China (1912–1949)", 1912, 1949, "Republican China", "Republican era of China",
    "Beiyang government", dis="not 'the Republic of China': the name of Taiwan's state today")
dyn("era", EA, "Nara period", 710, 794)
dyn("era", EA, "Heian period", 794, 1185, "Heian era")
dyn("era", EA, "Kamakura period", 1185, 1333, "Kamakura shogunate", "Kamakura era")
dyn("era", EA, "Muromachi period", 1336, 1573, "Ashikaga shogunate", "Muromachi era")
dyn("era", EA, "Azuchi–Momoyama period", 1568, 1600, "Azuchi-Momoyama period")
dyn("era", EA, "Edo period", 1603, 1868, "Tokugawa shogunate", "Tokugawa period", "Edo era", "Tokugawa era")
dyn("dynasty", EA, "Joseon", 1392, 1897, "Joseon dynasty", "Joseon period", "Chosŏn dynasty")
dyn("dynasty", EA, "Goryeo", 918, 1392, "Goryeo dynasty", "Koryo dynasty")
dyn("era", EA, "Korea under Japanese rule", 1910, 1945, "Japanese occupation of Korea",
    "Japanese colonial rule of Korea", "Japanese colonial period in Korea")
dyn("empire", EA, "Mongol Empire", 1206, 1368)
dyn("empire", SA, "Maurya Empire", -322, -185, "Mauryan Empire", "Maurya dynasty", "Mauryan dynasty")
dyn("empire", SA, "Mughal Empire", 1526, 1857, "Mughal era", "Mughal period", "Mughal dynasty")
dyn("empire", SA, "Delhi Sultanate", 1206, 1526)
dyn("empire", SA, "Vijayanagara Empire", 1336, 1646)
dyn("empire", SA, "Maratha Empire", 1674, 1818, "Maratha Confederacy")
dyn("empire", SA, "Sikh Empire", 1799, 1849)
dyn("era", SA, "British Raj", 1858, 1947, cased=["the Raj"])
dyn("era", SA, "Company rule in India", 1757, 1858, "East India Company rule in India", "Company Raj")
dyn("empire", ME, "Achaemenid Empire", -550, -330, "Achaemenid dynasty", "Achaemenid Persia",
    "First Persian Empire")
dyn("empire", ME, "Parthian Empire", -247, 224, "Arsacid Empire")
dyn("empire", ME, "Sasanian Empire", 224, 651, "Sassanid Empire", "Sasanian dynasty", "Sassanian Empire")
dyn("empire", ME, "Neo-Assyrian Empire", -911, -609)
dyn("empire", ME, "Neo-Babylonian Empire", -626, -539)
dyn("empire", ME, "Rashidun Caliphate", 632, 661)
dyn("empire", ME, "Umayyad Caliphate", 661, 750, "Umayyad dynasty")
dyn("empire", ME, "Abbasid Caliphate", 750, 1258, "Abbasid era", "Abbasid dynasty",
    dis="until the Mongol sack of Baghdad; the later Cairo caliphs (1261-1517) are not counted")
dyn("empire", ME, "Fatimid Caliphate", 909, 1171, "Fatimid dynasty")
dyn("empire", ME, "Seljuk Empire", 1037, 1194, "Great Seljuk Empire")
dyn("empire", ME, "Mamluk Sultanate", 1250, 1517, "Mamluk Sultanate of Egypt")
dyn("empire", ME, "Ottoman Empire", 1299, 1922, "Ottoman era", "Ottoman period", drop_title=True,
    dis="not 'the Ottoman Empire' alone: news names the state as a place ('once part of the Ottoman Empire')")
dyn("dynasty", ME, "Safavid dynasty", 1501, 1736, "Safavid Empire", "Safavid Iran", "Safavid era")
dyn("dynasty", ME, "Qajar dynasty", 1789, 1925, "Qajar Iran", "Qajar era")
dyn("dynasty", ME, "Pahlavi dynasty", 1925, 1979, "Pahlavi era", "Pahlavi Iran")
dyn("era", AF, "Old Kingdom of Egypt", -2686, -2181, "Old Kingdom of Egypt", "Egyptian Old Kingdom")
dyn("era", AF, "Middle Kingdom of Egypt", -2055, -1650, "Egyptian Middle Kingdom")
dyn("era", AF, "New Kingdom of Egypt", -1550, -1069, "Egyptian New Kingdom")
dyn("dynasty", AF, "Ptolemaic Kingdom", -305, -30, "Ptolemaic dynasty", "Ptolemaic Egypt", "Ptolemaic period")
dyn("empire", LA, "Aztec Empire", 1428, 1521)
dyn("empire", LA, "Inca Empire", 1438, 1533, "Inca Empire", "Incan Empire")
dyn("era", LA, "Porfiriato", 1876, 1911, "Porfirio Díaz era", "Porfirian era")
dyn("era", NA, "Reconstruction era", 1865, 1877, "Reconstruction period",
    "post-Civil War Reconstruction")
dyn("era", NA, "First Red Scare", 1917, 1920)
dyn("era", EU, "Roman Republic", -509, -27, "Roman Republican era", "Republican Rome")
dyn("empire", EU, "Western Roman Empire", 395, 476)
dyn("empire", EU, "Byzantine Empire", 330, 1453, "Byzantine era", "Byzantine period", "Eastern Roman Empire")
dyn("era", EU, "Hellenistic period", -323, -31, "Hellenistic era", "Hellenistic age")
dyn("empire", EU, "Carolingian Empire", 800, 888)
dyn("era", EU, "Viking Age", 793, 1066, "Viking era")
dyn("empire", EU, "Kievan Rus'", 882, 1240, "Kievan Rus", "Kyivan Rus")
dyn("dynasty", EU, "House of Plantagenet", 1154, 1485, "Plantagenet dynasty", "Plantagenet era",
    "Plantagenet period")
dyn("dynasty", EU, "Tudor period", 1485, 1603, "Tudor era", "Tudor dynasty", "Tudor England", "House of Tudor")
dyn("dynasty", EU, "Stuart period", 1603, 1714, "Stuart era", "Stuart dynasty", "House of Stuart")
dyn("era", EU, "Caroline era", 1625, 1649)
dyn("dynasty", EU, "House of Romanov", 1613, 1917, "Romanov dynasty", "Romanov era")
dyn("empire", EU, "Tsardom of Russia", 1547, 1721)
dyn("empire", EU, "Russian Empire", 1721, 1917, "Imperial Russia", "Tsarist Russia", "tsarist era", drop_title=True,
    dis="not 'the Russian Empire' alone: used as a place name")
dyn("empire", EU, "Polish–Lithuanian Commonwealth", 1569, 1795, "Polish-Lithuanian Commonwealth")
dyn("era", EU, "Kalmar Union", 1397, 1523)
dyn("empire", EU, "First French Empire", 1804, 1815, "Napoleonic Empire")
dyn("era", EU, "Bourbon Restoration in France", 1814, 1830, "French Bourbon Restoration",
    dis="not 'the Bourbon Restoration': also Spain's (1874-1931)")
dyn("era", EU, "July Monarchy", 1830, 1848)
dyn("empire", EU, "Second French Empire", 1852, 1870)
dyn("era", EU, "French Third Republic", 1870, 1940)
dyn("era", EU, "French Fourth Republic", 1946, 1958)
dyn("regime", EU, "Vichy France", 1940, 1944, "Vichy regime", "Vichy government", "Vichy era")
dyn("empire", EU, "German Empire", 1871, 1918, "Imperial Germany", "Kaiserreich", "Wilhelmine Germany", drop_title=True,
    dis="not 'the German Empire' alone: used as a place name")
dyn("empire", EU, "Austria-Hungary", 1867, 1918, "Austro-Hungarian monarchy", "Dual Monarchy", drop_title=True,
    dis="not 'Austria-Hungary' or 'the Austro-Hungarian Empire' alone: used as place names")
dyn("empire", "central_asia", "Timurid Empire", 1370, 1507, "Timurid dynasty")


# ---------------------------------------------------------------------------------------------------------
# Wars and armed conflicts (source: the war's article; first and last year of the infobox). Wars still going
# on, and names several wars share ("the Civil War", "the War of Independence", "the Opium War"), are left
# out; numbered wars keep their number ("the First Opium War").
def war(region: str, source: str, start: int, end: int, *names: str, cased: Sequence[str] = (),
        dis: str | None = None, kind: str = "war", counter: Sequence[str] = ()) -> None:
    E(kind, region, source, start, end, *names, cased=cased, dis=dis, counter=counter)


SEA, CA, OC, W = "southeast_asia", "central_asia", "oceania", "world"
war(EU, "Greco-Persian Wars", -499, -449, "Persian Wars", "Graeco-Persian Wars")
war(EU, "Peloponnesian War", -431, -404)
war(EU, "First Punic War", -264, -241)
war(EU, "Second Punic War", -218, -201, "Hannibalic War")
war(EU, "Third Punic War", -149, -146)
war(EU, "Punic Wars", -264, -146)
war(EU, "Gallic Wars", -58, -50, "Caesar's Gallic Wars", "Gallic War")
war(EU, "Caesar's civil war", -49, -45, "Great Roman Civil War")
war(ME, "First Jewish–Roman War", 66, 73, "First Jewish-Roman War", "Great Jewish Revolt", "Great Revolt of 66")
war(ME, "Bar Kokhba revolt", 132, 136, "Bar Kochba revolt")
E("war", ME, "Crusades", 1095, 1291, "the Crusades to the Holy Land", cased=["Crusades"], drop_title=True,
  counter=["his crusades against corruption"])
war(ME, "First Crusade", 1096, 1099)
war(ME, "Third Crusade", 1189, 1192)
war(ME, "Fourth Crusade", 1202, 1204)
war(EU, "Albigensian Crusade", 1209, 1229)
war(EU, "Wars of Scottish Independence", 1296, 1357, "Scottish Wars of Independence")
war(EU, "Hussite Wars", 1419, 1434)
war(EU, "Wars of the Roses", 1455, 1487, "War of the Roses")
war(EU, "Italian Wars", 1494, 1559)
war(EU, "French Wars of Religion", 1562, 1598)
war(EU, "Eighty Years' War", 1568, 1648, "Eighty Years War", "Dutch War of Independence", "Dutch Revolt")
war(EU, "Anglo-Spanish War (1585–1604)", 1585, 1604, "Anglo-Spanish War of 1585–1604",
    "Anglo-Spanish War of 1585-1604", dis="not 'the Anglo-Spanish War': several wars")
war(EU, "Wars of the Three Kingdoms", 1639, 1653)
war(EU, "English Civil War", 1642, 1651, "English Civil Wars")
war(EU, "Nine Years' War", 1688, 1697, "War of the Grand Alliance", "War of the League of Augsburg",
    dis="the European war of 1688-1697, not Tyrone's Rebellion in Ireland (1593-1603)")
war(EU, "Great Northern War", 1700, 1721)
war(EU, "War of the Spanish Succession", 1701, 1714)
war(EU, "War of the Austrian Succession", 1740, 1748)
war(EU, "Seven Years' War", 1756, 1763, "Seven Years War")
war(NA, "French and Indian War", 1754, 1763)
war(EU, "Jacobite rising of 1745", 1745, 1746, "Jacobite rebellion of 1745")
war(EU, "French Revolutionary Wars", 1792, 1802)
war(EU, "Peninsular War", 1807, 1814)
war(EU, "French invasion of Russia", 1812, 1812, "Napoleon's invasion of Russia", "Patriotic War of 1812")
war(EU, "Greek War of Independence", 1821, 1829, "Greek Revolution of 1821")
war(LA, "Texas Revolution", 1835, 1836, "Texas War of Independence", kind="war")
war(NA, "Mexican–American War", 1846, 1848, "Mexican-American War", "U.S.-Mexican War",
    "US-Mexican War")
war(EA, "First Opium War", 1839, 1842, "First Anglo-Chinese War")
war(EA, "Second Opium War", 1856, 1860, "Second Anglo-Chinese War", "Arrow War")
war(EA, "Taiping Rebellion", 1850, 1864, "Taiping Civil War", "Taiping Revolution")
war(EU, "Second Italian War of Independence", 1859, 1859, "Franco-Austrian War", "Austro-Sardinian War")
war(LA, "Paraguayan War", 1864, 1870, "War of the Triple Alliance")
war(EU, "Austro-Prussian War", 1866, 1866, "Seven Weeks' War", "Seven Weeks War")
war(EU, "Franco-Prussian War", 1870, 1871, "Franco–Prussian War", "Franco-German War")
war(EU, "Russo-Turkish War (1877–1878)", 1877, 1878, "Russo-Turkish War of 1877–1878",
    "Russo-Turkish War of 1877-78", dis="not 'the Russo-Turkish War': a dozen wars")
war(AF, "Anglo-Zulu War", 1879, 1879, "Zulu War")
war(LA, "War of the Pacific", 1879, 1884, "Saltpeter War",
    dis="the South American war, not the Pacific War of 1941-1945")
war(AF, "First Boer War", 1880, 1881, "First Anglo-Boer War", "Transvaal War")
war(EA, "First Sino-Japanese War", 1894, 1895, "Sino-Japanese War of 1894–1895")
war(LA, "Cuban War of Independence", 1895, 1898)
war(NA, "Spanish–American War", 1898, 1898, "Spanish-American War")
war(SEA, "Philippine–American War", 1899, 1902, "Philippine-American War", "Philippine Insurrection")
war(EA, "Boxer Rebellion", 1899, 1901, "Boxer Uprising", "Boxer Movement")
war(EA, "Russo-Japanese War", 1904, 1905, "Russo–Japanese War")
war(EU, "Balkan Wars", 1912, 1913)
war(EU, "First Balkan War", 1912, 1913)
war(EU, "Second Balkan War", 1913, 1913)
war(EU, "Russian Civil War", 1917, 1922)
war(EU, "Polish–Soviet War", 1919, 1921, "Polish-Soviet War", "Polish-Bolshevik War")
war(EU, "Irish War of Independence", 1919, 1921, "Anglo-Irish War")
war(EU, "Irish Civil War", 1922, 1923)
war(ME, "Turkish War of Independence", 1919, 1923, "Turkish National Movement war")
war(ME, "Greco-Turkish War (1919–1922)", 1919, 1922, "Greco-Turkish War of 1919–1922",
    "Greco-Turkish War of 1919-1922", dis="not 'the Greco-Turkish War': also 1897")
war(LA, "Chaco War", 1932, 1935)
war(AF, "Second Italo-Ethiopian War", 1935, 1937, "Second Italo-Abyssinian War", "Italian invasion of Ethiopia")
war(EA, "Chinese Civil War", 1927, 1949)
war(EA, "Second Sino-Japanese War", 1937, 1945, "War of Resistance Against Japan",
    "Chinese War of Resistance Against Japan")
war(EU, "Winter War", 1939, 1940, "Soviet-Finnish War", "Russo-Finnish War")
war(EU, "Continuation War", 1941, 1944)
war(EU, "Eastern Front (World War II)", 1941, 1945, "Great Patriotic War", "Eastern Front of World War II")
war(EU, "Greek Civil War", 1946, 1949)
war(SEA, "First Indochina War", 1946, 1954, "French Indochina War")
war(SEA, "Indonesian National Revolution", 1945, 1949, "Indonesian War of Independence",
    "Indonesian Revolution")
war(SA, "Indo-Pakistani war of 1947–1948", 1947, 1948, "First Kashmir War", "Indo-Pakistani War of 1947")
war(ME, "1948 Arab–Israeli War", 1948, 1949, "1948 Arab-Israeli War", "1948 War", "Israeli War of Independence",
    "First Arab-Israeli War")
war(SEA, "Malayan Emergency", 1948, 1960)
war(AF, "Mau Mau rebellion", 1952, 1960, "Mau Mau uprising", "Mau Mau revolt", "Kenya Emergency")
war(AF, "Algerian War", 1954, 1962, "Algerian War of Independence", "Algerian Revolution")
war(ME, "Suez Crisis", 1956, 1956, "Suez War", "Second Arab-Israeli War", "Tripartite Aggression",
    kind="war")
war(SA, "Sino-Indian War", 1962, 1962, "Sino–Indian War", "Indo-China war of 1962", "1962 India-China war")
war(SA, "Indo-Pakistani war of 1965", 1965, 1965, "Indo-Pakistani War of 1965", "1965 India-Pakistan war",
    "Second Kashmir War")
war(SA, "Indo-Pakistani war of 1971", 1971, 1971, "Indo-Pakistani War of 1971", "1971 India-Pakistan war")
war(SA, "Bangladesh Liberation War", 1971, 1971, "Bangladesh War of Independence", "Liberation War of Bangladesh")
war(SA, "Kargil War", 1999, 1999, "Kargil conflict")
war(ME, "Six-Day War", 1967, 1967, "Six Day War", "June War of 1967", "1967 Arab-Israeli War", "1967 war")
war(ME, "Yom Kippur War", 1973, 1973, "October War", "Ramadan War", "1973 Arab-Israeli War", "1973 war")
war(AF, "Nigerian Civil War", 1967, 1970, "Biafran War", "Nigeria-Biafra war", "Biafra War")
war(LA, "Football War", 1969, 1969, "Soccer War", "Hundred Hours' War")
war(SEA, "Laotian Civil War", 1959, 1975)
war(SEA, "Cambodian Civil War", 1967, 1975)
war(SEA, "Cambodian–Vietnamese War", 1978, 1989, "Cambodian-Vietnamese War", "Vietnamese invasion of Cambodia")
war(SEA, "Sino-Vietnamese War", 1979, 1979, "Sino–Vietnamese War", "1979 Sino-Vietnamese War")
war(EU, "Turkish invasion of Cyprus", 1974, 1974, "1974 invasion of Cyprus")
war(ME, "Lebanese Civil War", 1975, 1990)
war(AF, "Angolan Civil War", 1975, 2002)
war(AF, "Angolan War of Independence", 1961, 1974)
war(AF, "Mozambican Civil War", 1977, 1992)
war(AF, "Mozambican War of Independence", 1964, 1974)
war(AF, "Rhodesian Bush War", 1964, 1979, "Rhodesian War", "Zimbabwe War of Liberation", "Second Chimurenga")
war(AF, "Ogaden War", 1977, 1978)
war(AF, "Uganda–Tanzania War", 1978, 1979, "Uganda-Tanzania War", "Kagera War")
war(AF, "First Sudanese Civil War", 1955, 1972)
war(AF, "Second Sudanese Civil War", 1983, 2005)
war(AF, "Eritrean War of Independence", 1961, 1991)
war(AF, "Eritrean–Ethiopian War", 1998, 2000, "Eritrean-Ethiopian War", "Ethiopian-Eritrean War",
    "Badme War")
war(AF, "First Liberian Civil War", 1989, 1997)
war(AF, "Second Liberian Civil War", 1999, 2003)
war(AF, "Sierra Leone Civil War", 1991, 2002, "Sierra Leonean Civil War")
war(AF, "Burundian Civil War", 1993, 2005)
war(AF, "First Congo War", 1996, 1997)
war(AF, "Second Congo War", 1998, 2003, "Great African War", "Great War of Africa")
war(AF, "Algerian Civil War", 1991, 2002, "Black Decade", "Algeria's Black Decade")
war(AF, "Tigray War", 2020, 2022, "Tigray war", "Tigray conflict")
war(AF, "First Libyan Civil War", 2011, 2011, "2011 Libyan Civil War", "Libyan Revolution",
    "2011 Libyan revolution")
war(ME, "Iran–Iraq War", 1980, 1988, "Iran-Iraq War", "Iran-Iraq war of 1980-1988")
war(CA, "Soviet–Afghan War", 1979, 1989, "Soviet-Afghan War", "Soviet war in Afghanistan",
    "Soviet invasion of Afghanistan", "Soviet occupation of Afghanistan")
war(CA, "War in Afghanistan (2001–2021)", 2001, 2021,
    "US war in Afghanistan", "U.S. war in Afghanistan", "American war in Afghanistan",
    dis="not 'the war in Afghanistan': also the Soviet war (1979-1989) and the civil wars")
war(LA, "Falklands War", 1982, 1982, "Falklands conflict", "Malvinas War", "Guerra de las Malvinas",
    "Falklands crisis")
war(LA, "Salvadoran Civil War", 1979, 1992, "El Salvador civil war", "Salvadorean Civil War")
war(LA, "Guatemalan Civil War", 1960, 1996)
war(LA, "Nicaraguan Revolution", 1961, 1990, kind="revolution")
war(LA, "United States invasion of Panama", 1989, 1990, "invasion of Panama", "Operation Just Cause")
war(LA, "United States invasion of Grenada", 1983, 1983, "invasion of Grenada", "Operation Urgent Fury")
war(SA, "Sri Lankan Civil War", 1983, 2009)
war(SA, "Nepalese Civil War", 1996, 2006, "Nepalese Maoist insurgency", "Nepal's Maoist insurgency")
war(EU, "Croatian War of Independence", 1991, 1995, "Homeland War", "Croatian War")
war(EU, "Bosnian War", 1992, 1995, "war in Bosnia", "Bosnian civil war", "war in Bosnia and Herzegovina")
war(EU, "Kosovo War", 1998, 1999, "Kosovo conflict", "war in Kosovo")
war(EU, "NATO bombing of Yugoslavia", 1999, 1999, "NATO bombing of Serbia", "Operation Allied Force")
war(EU, "Yugoslav Wars", 1991, 2001, "wars in the former Yugoslavia")
war(EU, "Ten-Day War", 1991, 1991, "Slovenian War of Independence")
war(EU, "Transnistria War", 1990, 1992)
war(EU, "First Chechen War", 1994, 1996, "First Chechen Campaign")
war(EU, "Second Chechen War", 1999, 2009)
war(EU, "Russo-Georgian War", 2008, 2008, "Russo–Georgian War", "2008 Russia-Georgia war", "August War",
    "2008 Georgia war", "Five-Day War")
war(EU, "War in Donbas (2014–2022)", 2014, 2022, "War in Donbas", "War in Donbass", "Donbas war",
    dis="the war in eastern Ukraine until the full-scale invasion of February 2022")
war(EU, "Annexation of Crimea by the Russian Federation", 2014, 2014, "annexation of Crimea",
    "Russian annexation of Crimea", "2014 annexation of Crimea", kind="event")
war(CA, "First Nagorno-Karabakh War", 1988, 1994, "First Karabakh War")
war(CA, "Second Nagorno-Karabakh War", 2020, 2020, "2020 Nagorno-Karabakh war", "Second Karabakh War",
    "44-day war", "44-Day War")
war(CA, "Tajikistani Civil War", 1992, 1997, "Tajik Civil War")
war(ME, "2006 Lebanon War", 2006, 2006, "Second Lebanon War", "2006 Israel-Hezbollah war")
war(ME, "1982 Lebanon War", 1982, 1982, "First Lebanon War", "1982 Israeli invasion of Lebanon",
    "Operation Peace for Galilee")
war(ME, "Gaza War (2008–2009)", 2008, 2009, "Operation Cast Lead", "2008-2009 Gaza War", "2008–09 Gaza War")
war(ME, "2014 Gaza War", 2014, 2014, "Operation Protective Edge", "2014 Israel-Gaza conflict")
war(ME, "2003 invasion of Iraq", 2003, 2003, "invasion of Iraq", "U.S. invasion of Iraq", "US invasion of Iraq",
    "Iraq invasion", kind="war")
war(ME, "War in Iraq (2013–2017)", 2013, 2017, "war against ISIS in Iraq",
    dis="not 'the Iraq War' (2003-2011)")
war(ME, "Iraqi insurgency (2003–2011)", 2003, 2011, "Iraqi insurgency", "Iraq insurgency")
war(ME, "Dhofar Rebellion", 1963, 1976, "Dhofar War")
war(ME, "North Yemen Civil War", 1962, 1970)
war(ME, "Black September in Jordan", 1970, 1971, "Jordanian Civil War", "Black September conflict")
war(SEA, "East Timor genocide", 1975, 1999, "Indonesian occupation of East Timor", kind="genocide")
E("war", EU, "The Troubles", 1968, 1998, "Northern Ireland conflict", "Northern Ireland Troubles",
  cased=["the Troubles"], counter=["the troubles of the poor", "all the troubles we had"], drop_title=True)
war(OC, "New Zealand Wars", 1845, 1872, "Māori Wars", "Maori Wars", "Land Wars of New Zealand")
war(OC, "Bougainville Civil War", 1988, 1998, "Bougainville conflict")
war(EU, "Western Front (World War I)", 1914, 1918, "Western Front of World War I", "Western Front in World War I")
war(ME, "Gallipoli campaign", 1915, 1916, "Gallipoli Campaign", "Dardanelles Campaign", "Battle of Gallipoli",
    "Gallipoli landings")
war(ME, "Arab Revolt", 1916, 1918, "Great Arab Revolt",
    dis="the revolt of 1916-1918, not the 1936-1939 revolt in Palestine")
war(ME, "1936–1939 Arab revolt in Palestine", 1936, 1939, "Great Revolt in Palestine",
    "1936-1939 Arab revolt in Palestine", "Arab revolt of 1936–1939", kind="revolution")
war(SA, "Operation Blue Star", 1984, 1984)
war(LA, "Mexican Revolution", 1910, 1920, kind="revolution")
war(LA, "Cuban Revolution", 1953, 1959, kind="revolution")
war(LA, "Haitian Revolution", 1791, 1804, kind="revolution")
war(LA, "Mexican War of Independence", 1810, 1821)
war(LA, "Spanish American wars of independence", 1808, 1833, "Spanish American Wars of Independence",
    "Latin American wars of independence")
war(LA, "Bay of Pigs Invasion", 1961, 1961, "Bay of Pigs", "Bay of Pigs invasion", "Playa Girón invasion")


# ---------------------------------------------------------------------------------------------------------
# Battles and sieges (source: the battle's article). Only the "Battle of X" / "Siege of X" names and
# unambiguous others ("D-Day"); never the bare place name.
def battle(region: str, source: str, start: int, end: int, *names: str, dis: str | None = None) -> None:
    E("battle", region, source, start, end, *names, dis=dis)


battle(EU, "Battle of Marathon", -490, -490)
battle(EU, "Battle of Thermopylae", -480, -480)
battle(EU, "Battle of Salamis", -480, -480)
battle(EU, "Battle of Plataea", -479, -479)
battle(ME, "Battle of Gaugamela", -331, -331, "Battle of Arbela")
battle(EU, "Battle of Cannae", -216, -216)
battle(AF, "Battle of Zama", -202, -202)
battle(EU, "Battle of Actium", -31, -31)
battle(EU, "Battle of the Teutoburg Forest", 9, 9, "Varus disaster")
battle(EU, "Battle of Adrianople", 378, 378)
battle(EU, "Battle of Tours", 732, 732, "Battle of Tours-Poitiers")
battle(EU, "Battle of Hastings", 1066, 1066)
battle(EU, "Battle of Stamford Bridge", 1066, 1066)
battle(ME, "Battle of Manzikert", 1071, 1071)
battle(ME, "Battle of Hattin", 1187, 1187)
battle(ME, "Battle of Ain Jalut", 1260, 1260)
battle(EU, "Battle of Bannockburn", 1314, 1314)
battle(EU, "Battle of Crécy", 1346, 1346, "Battle of Crecy")
battle(EU, "Battle of Agincourt", 1415, 1415)
battle(EU, "Siege of Orléans", 1428, 1429, "Siege of Orleans")
battle(EU, "Fall of Constantinople", 1453, 1453, "conquest of Constantinople",
       "Ottoman conquest of Constantinople")
battle(EU, "Battle of Bosworth Field", 1485, 1485, "Battle of Bosworth")
battle(EU, "Fall of Granada", 1492, 1492, "conquest of Granada")
battle(LA, "Fall of Tenochtitlan", 1521, 1521, "Siege of Tenochtitlan", "conquest of Tenochtitlan")
battle(EU, "Battle of Mohács", 1526, 1526, "Battle of Mohacs")
battle(EU, "Battle of Lepanto", 1571, 1571)
battle(EU, "Spanish Armada", 1588, 1588, "defeat of the Spanish Armada", "Armada of 1588")
battle(EA, "Battle of Sekigahara", 1600, 1600)
battle(EU, "Battle of Vienna", 1683, 1683, dis="1683, not the siege of 1529")
battle(EU, "Battle of the Boyne", 1690, 1690)
battle(EU, "Battle of Blenheim", 1704, 1704)
battle(EU, "Battle of Poltava", 1709, 1709)
battle(EU, "Battle of Culloden", 1746, 1746)
battle(SA, "Battle of Plassey", 1757, 1757)
battle(NA, "Battle of the Plains of Abraham", 1759, 1759)
battle(NA, "Battles of Lexington and Concord", 1775, 1775, "Battle of Lexington and Concord",
       "Battle of Lexington", "Battle of Concord")
battle(NA, "Battle of Bunker Hill", 1775, 1775)
battle(NA, "Battles of Saratoga", 1777, 1777, "Battle of Saratoga")
battle(NA, "Siege of Yorktown", 1781, 1781, "Battle of Yorktown")
battle(EU, "Storming of the Bastille", 1789, 1789, "fall of the Bastille")
battle(ME, "Battle of the Nile", 1798, 1798, "Battle of Aboukir Bay")
battle(EU, "Battle of Trafalgar", 1805, 1805)
battle(EU, "Battle of Austerlitz", 1805, 1805, "Battle of the Three Emperors")
battle(EU, "Battle of Borodino", 1812, 1812)
battle(EU, "Battle of Leipzig", 1813, 1813, "Battle of the Nations")
battle(EU, "Battle of Waterloo", 1815, 1815)
battle(NA, "Battle of New Orleans", 1815, 1815)
battle(NA, "Battle of the Alamo", 1836, 1836, "siege of the Alamo", "fall of the Alamo")
battle(NA, "Battle of San Jacinto", 1836, 1836)
battle(EU, "Battle of Balaclava", 1854, 1854, "Charge of the Light Brigade")
battle(NA, "Battle of Fort Sumter", 1861, 1861, "attack on Fort Sumter")
battle(NA, "First Battle of Bull Run", 1861, 1861, "First Battle of Manassas", "First Bull Run")
battle(NA, "Battle of Shiloh", 1862, 1862)
battle(NA, "Battle of Antietam", 1862, 1862, "Battle of Sharpsburg")
battle(NA, "Battle of Gettysburg", 1863, 1863)
battle(NA, "Siege of Vicksburg", 1863, 1863, "Vicksburg campaign", "Battle of Vicksburg")
battle(NA, "Sherman's March to the Sea", 1864, 1864, "March to the Sea", "Savannah campaign")
battle(EU, "Battle of Königgrätz", 1866, 1866, "Battle of Koniggratz", "Battle of Sadowa")
battle(EU, "Battle of Sedan", 1870, 1870, dis="1870, not the 1940 battle")
battle(NA, "Battle of the Little Bighorn", 1876, 1876, "Custer's Last Stand", "Battle of Little Bighorn")
battle(AF, "Battle of Isandlwana", 1879, 1879)
battle(AF, "Battle of Adwa", 1896, 1896, "Battle of Adowa")
battle(AF, "Battle of Omdurman", 1898, 1898)
battle(EA, "Battle of Tsushima", 1905, 1905)
battle(EU, "First Battle of the Marne", 1914, 1914, "Miracle of the Marne")
battle(EU, "Battle of Tannenberg", 1914, 1914, dis="1914, not the medieval battle (Grunwald, 1410)")
battle(EU, "Christmas truce", 1914, 1914, "Christmas Truce of 1914")
battle(EU, "Battle of Verdun", 1916, 1916)
battle(EU, "Battle of the Somme", 1916, 1916, "Somme offensive")
battle(EU, "Battle of Jutland", 1916, 1916)
battle(EU, "Brusilov offensive", 1916, 1916)
battle(EU, "Battle of Passchendaele", 1917, 1917, "Third Battle of Ypres")
battle(EU, "Battle of Vimy Ridge", 1917, 1917)
battle(EU, "Battle of Caporetto", 1917, 1917)
battle(EU, "Hundred Days Offensive", 1918, 1918)
battle(EU, "Battle of Britain", 1940, 1940)
battle(EU, "Dunkirk evacuation", 1940, 1940, "evacuation of Dunkirk", "Operation Dynamo", "Battle of Dunkirk")
battle(EU, "Operation Barbarossa", 1941, 1941)
battle(NA, "Attack on Pearl Harbor", 1941, 1941, "Pearl Harbor attack", "attack on Pearl Harbour",
       "bombing of Pearl Harbor", "Japanese attack on Pearl Harbor")
battle(EU, "Siege of Leningrad", 1941, 1944, "Blockade of Leningrad", "Leningrad blockade")
battle(EU, "Battle of Moscow", 1941, 1942)
battle(OC, "Battle of Midway", 1942, 1942)
battle(OC, "Battle of the Coral Sea", 1942, 1942)
battle(OC, "Guadalcanal campaign", 1942, 1943, "Battle of Guadalcanal")
battle(SEA, "Fall of Singapore", 1942, 1942, "Battle of Singapore")
battle(SEA, "Bataan Death March", 1942, 1942)
battle(EU, "Battle of Stalingrad", 1942, 1943)
battle(AF, "Second Battle of El Alamein", 1942, 1942)
battle(EU, "Battle of Kursk", 1943, 1943)
battle(EU, "Warsaw Ghetto Uprising", 1943, 1943)
battle(EU, "Normandy landings", 1944, 1944, "D-Day", "D-Day landings", "Normandy invasion",
       "invasion of Normandy", "Operation Overlord")
battle(EU, "Warsaw Uprising", 1944, 1944)
battle(EU, "Operation Market Garden", 1944, 1944)
battle(EU, "Battle of the Bulge", 1944, 1945, "Ardennes Offensive")
battle(SEA, "Battle of Leyte Gulf", 1944, 1944)
battle(EA, "Battle of Iwo Jima", 1945, 1945)
battle(EA, "Battle of Okinawa", 1945, 1945)
battle(EU, "Battle of Berlin", 1945, 1945, dis="1945, not the air campaign of 1943-1944")
battle(EU, "Bombing of Dresden", 1945, 1945, "bombing of Dresden in World War II", "firebombing of Dresden")
battle(EA, "Atomic bombings of Hiroshima and Nagasaki", 1945, 1945, "bombing of Hiroshima",
       "atomic bombing of Hiroshima", "bombing of Nagasaki", "atomic bombing of Nagasaki",
       "atomic bombings of Japan", "Hiroshima and Nagasaki bombings")
battle(EA, "Battle of Inchon", 1950, 1950, "Inchon landing", "Incheon landing", "Battle of Incheon")
battle(EA, "Battle of Chosin Reservoir", 1950, 1950)
battle(SEA, "Battle of Dien Bien Phu", 1954, 1954)
battle(SEA, "Tet Offensive", 1968, 1968)
battle(SEA, "Fall of Saigon", 1975, 1975, "capture of Saigon")
battle(SEA, "My Lai massacre", 1968, 1968)
battle(AF, "Battle of Mogadishu (1993)", 1993, 1993, "Black Hawk Down incident", "Black Hawk Down battle")
battle(EU, "Siege of Sarajevo", 1992, 1996)
battle(ME, "Battle of Mosul (2016–2017)", 2016, 2017, "liberation of Mosul", "2016–2017 Battle of Mosul",
       "2016-2017 Battle of Mosul")
battle(ME, "Battle of Aleppo (2012–2016)", 2012, 2016, "2012–2016 Battle of Aleppo", "2012-2016 Battle of Aleppo")
battle(ME, "Siege of Kobani", 2014, 2015, "Battle of Kobani", "Battle of Kobanî")
battle(ME, "Battle of Raqqa (2017)", 2017, 2017, "2017 Battle of Raqqa")
battle(EU, "Siege of Mariupol", 2022, 2022)
battle(ME, "Battle of Karbala", 680, 680)
battle(ME, "Battle of Badr", 624, 624)
battle(ME, "Siege of Jerusalem (70 CE)", 70, 70, "Roman siege of Jerusalem", "destruction of the Second Temple",
       dis="70 CE, not the sieges of 587 BC or 1099")
battle(ME, "Siege of Jerusalem (1099)", 1099, 1099, "Crusader conquest of Jerusalem")
battle(EU, "Sack of Rome (410)", 410, 410, "Visigothic sack of Rome", "sack of Rome by Alaric")
battle(ME, "Siege of Baghdad (1258)", 1258, 1258, "Mongol sack of Baghdad", "sack of Baghdad in 1258")
battle(EU, "Siege of Malta (1565)", 1565, 1565, "Great Siege of Malta")
battle(SA, "First Battle of Panipat", 1526, 1526)
battle(SA, "Third Battle of Panipat", 1761, 1761)
E("battle", EU, "The Blitz", 1940, 1941, "London Blitz", cased=["the Blitz"], drop_title=True,
  counter=["a media blitz", "the blitz of ads"])


# ---------------------------------------------------------------------------------------------------------
# Revolutions, uprisings, coups, protest movements, massacres and genocides (source: the article).
def ev(kind: str, region: str, source: str, start: int, end: int, *names: str, cased: Sequence[str] = (),
       dis: str | None = None, drop_title: bool = False, counter: Sequence[str] = ()) -> None:
    E(kind, region, source, start, end, *names, cased=cased, dis=dis, drop_title=drop_title, counter=counter)


R = "revolution"
ev(R, EU, "Glorious Revolution", 1688, 1689, "Revolution of 1688")
ev(R, EU, "Russian Revolution", 1917, 1923, "Russian Revolution of 1917",
   dis="the article's span, February Revolution to the end of the Civil War; not the 1905 revolution")
ev(R, EU, "October Revolution", 1917, 1917, "Bolshevik Revolution", "Bolshevik coup", "Great October Revolution")
ev(R, EU, "February Revolution", 1917, 1917, "February Revolution of 1917")
ev(R, EU, "Russian Revolution of 1905", 1905, 1907, "1905 Russian Revolution", "Revolution of 1905")
ev(R, EU, "Revolutions of 1848", 1848, 1849, "Spring of Nations", "Springtime of the Peoples",
   "European revolutions of 1848", "1848 revolutions")
ev(R, EU, "July Revolution", 1830, 1830, "French Revolution of 1830", "Second French Revolution")
ev(R, EU, "French Revolution of 1848", 1848, 1848, "February Revolution of 1848")
ev(R, EU, "Paris Commune", 1871, 1871)
ev(R, EU, "Reign of Terror", 1793, 1794, cased=["the Terror"], counter=["the terror of the night"])
ev(R, EU, "Decembrist revolt", 1825, 1825, "Decembrist uprising", "Decembrist Revolt")
ev(R, EU, "Easter Rising", 1916, 1916, "Easter Rebellion", "Easter Rising of 1916")
ev(R, EU, "Hungarian Revolution of 1956", 1956, 1956, "Hungarian Uprising", "1956 Hungarian Revolution",
   "Hungarian uprising of 1956")
ev(R, EU, "Prague Spring", 1968, 1968)
ev(R, EU, "Warsaw Pact invasion of Czechoslovakia", 1968, 1968, "Soviet invasion of Czechoslovakia")
ev(R, EU, "May 68", 1968, 1968, "May 1968 events in France", "May '68", "Mai 68")
ev(R, EU, "Carnation Revolution", 1974, 1974)
ev(R, EU, "Revolutions of 1989", 1989, 1989, "Fall of Communism", "Autumn of Nations", "collapse of communism",
   "fall of communism in Eastern Europe")
ev(R, EU, "Velvet Revolution", 1989, 1989, "Gentle Revolution")
ev(R, EU, "Romanian Revolution", 1989, 1989, "Romanian Revolution of 1989", "fall of Ceaușescu",
   "fall of Ceausescu")
ev(R, EU, "Singing Revolution", 1987, 1991)
ev("event", EU, "Fall of the Berlin Wall", 1989, 1989, "opening of the Berlin Wall", "Berlin Wall fell",
   "collapse of the Berlin Wall")
ev("event", EU, "Construction of the Berlin Wall", 1961, 1961, "building of the Berlin Wall",
   "erection of the Berlin Wall")
ev("event", EU, "German reunification", 1990, 1990, "reunification of Germany", "German unification of 1990",
   "German reunion")
ev("event", EU, "Dissolution of the Soviet Union", 1991, 1991, "collapse of the Soviet Union",
   "fall of the Soviet Union", "breakup of the Soviet Union", "Soviet collapse", "end of the Soviet Union",
   "demise of the Soviet Union", "break-up of the Soviet Union", "disintegration of the Soviet Union")
ev("event", EU, "1991 Soviet coup attempt", 1991, 1991, "August Coup", "August putsch", "1991 August coup")
ev("event", EU, "Dissolution of Czechoslovakia", 1993, 1993, "Velvet Divorce", "breakup of Czechoslovakia",
   "split of Czechoslovakia")
ev("event", EU, "Breakup of Yugoslavia", 1991, 1992, "dissolution of Yugoslavia", "break-up of Yugoslavia",
   "collapse of Yugoslavia")
ev(R, EU, "Rose Revolution", 2003, 2003)
ev(R, EU, "Orange Revolution", 2004, 2005)
ev(R, EU, "Euromaidan", 2013, 2014, "Revolution of Dignity", "Maidan Revolution", "Maidan protests",
   "Euromaidan protests")
ev(R, ME, "Iranian Revolution", 1978, 1979, "Islamic Revolution", "1979 Iranian Revolution",
   "Iranian Islamic Revolution", "1979 Islamic Revolution")
ev(R, ME, "1953 Iranian coup d'état", 1953, 1953, "1953 Iranian coup", "1953 coup in Iran", "Operation Ajax",
   "coup against Mosaddegh")
ev(R, ME, "Young Turk Revolution", 1908, 1908)
ev(R, ME, "Egyptian revolution of 1952", 1952, 1952, "1952 Egyptian revolution", "Free Officers coup",
   "July 23 Revolution")
ev(R, ME, "Egyptian revolution of 2011", 2011, 2011, "2011 Egyptian revolution", "January 25 Revolution",
   "Egyptian uprising of 2011")
ev(R, ME, "2013 Egyptian coup d'état", 2013, 2013, "2013 Egyptian coup", "ouster of Mohamed Morsi")
ev(R, AF, "Tunisian revolution", 2010, 2011, "Jasmine Revolution", "Tunisian Revolution of 2011")
ev(R, ME, "First Intifada", 1987, 1993)
ev(R, ME, "Second Intifada", 2000, 2005, "Al-Aqsa Intifada")
ev(R, ME, "2009 Iranian presidential election protests", 2009, 2010, "Green Movement protests",
   "Iranian Green Movement", "2009 Iranian election protests")
ev(R, ME, "Mahsa Amini protests", 2022, 2023, "Woman, Life, Freedom protests", "2022 Iranian protests")
ev(R, EA, "Xinhai Revolution", 1911, 1912, "1911 Revolution", "Chinese Revolution of 1911", "Revolution of 1911",
   "Hsinhai Revolution")
ev(R, EA, "May Fourth Movement", 1919, 1919)
ev(R, EA, "Long March", 1934, 1935, "the Long March of the Red Army", cased=["the Long March"],
   drop_title=True, counter=["a long march to the sea"])
ev(R, EA, "1989 Tiananmen Square protests and massacre", 1989, 1989, "Tiananmen Square protests",
   "Tiananmen Square massacre", "Tiananmen massacre", "Tiananmen crackdown", "June Fourth Incident",
   "1989 Tiananmen Square protests", "Tiananmen Square crackdown", "Tiananmen protests")
ev(R, EA, "Gwangju Uprising", 1980, 1980, "Gwangju Democratization Movement", "Gwangju massacre",
   "Kwangju uprising")
ev(R, EA, "June Democratic Struggle", 1987, 1987, "June Democracy Movement", "June Struggle")
ev(R, EA, "2019–2020 Hong Kong protests", 2019, 2020, "2019-2020 Hong Kong protests", "2019 Hong Kong protests",
   "Anti-ELAB protests", "anti-extradition bill protests")
ev(R, EA, "Umbrella Movement", 2014, 2014, "Umbrella Revolution", "2014 Hong Kong protests", "Occupy Central")
ev(R, EA, "Sunflower Student Movement", 2014, 2014, "Sunflower Movement")
ev(R, SEA, "People Power Revolution", 1986, 1986, "EDSA Revolution", "EDSA People Power Revolution",
   "1986 EDSA Revolution")
ev(R, SEA, "8888 Uprising", 1988, 1988, "8-8-88 uprising", "8888 Nationwide Popular Pro-Democracy Protests")
ev(R, SEA, "Saffron Revolution", 2007, 2007)
ev(R, SEA, "2021 Myanmar coup d'état", 2021, 2021, "2021 Myanmar coup", "Myanmar coup of 2021")
ev(R, SEA, "Fall of Suharto", 1998, 1998, "Reformasi", "1998 Indonesian revolution", "May 1998 riots of Indonesia")
ev(R, SA, "Indian Rebellion of 1857", 1857, 1858, "Indian Mutiny", "Sepoy Mutiny", "Sepoy Rebellion",
   "First War of Indian Independence", "Rebellion of 1857", "Revolt of 1857", "1857 uprising",
   "Great Rebellion of 1857", "Mutiny of 1857")
ev("movement", SA, "Salt March", 1930, 1930, "Dandi March", "Salt Satyagraha", "Dandi Satyagraha")
ev("movement", SA, "Quit India Movement", 1942, 1942, "Quit India movement", "August Kranti")
ev("movement", SA, "Non-cooperation movement", 1920, 1922, "Non-Cooperation Movement")
ev("movement", SA, "Civil disobedience movement", 1930, 1934, "Civil Disobedience Movement of 1930")
ev("event", SA, "Partition of India", 1947, 1947, "partition of British India", "1947 partition",
   "India-Pakistan partition", "Partition of 1947")
ev("event", SA, "Indian independence", 1947, 1947, "Indian independence of 1947", "independence of India",
   "India's independence")
ev("attack", SA, "Jallianwala Bagh massacre", 1919, 1919, "Amritsar massacre", "Jallianwala Bagh massacre of 1919")
ev("attack", SA, "1984 anti-Sikh riots", 1984, 1984, "anti-Sikh riots of 1984", "1984 Sikh massacre")
ev("event", SA, "Demolition of the Babri Masjid", 1992, 1992, "Babri Masjid demolition", "demolition of Babri Masjid")
ev("attack", SA, "2002 Gujarat riots", 2002, 2002, "Gujarat riots of 2002", "Gujarat pogrom", "2002 Gujarat violence")
ev("disaster", SA, "Bhopal disaster", 1984, 1984, "Bhopal gas tragedy", "Bhopal gas disaster",
   "Bhopal gas leak")
ev(R, AF, "Soweto uprising", 1976, 1976, "Soweto riots", "Soweto student uprising", "1976 Soweto uprising")
ev("attack", AF, "Sharpeville massacre", 1960, 1960)
ev("event", AF, "Release of Nelson Mandela", 1990, 1990, "Mandela's release", "release of Mandela",
   "Mandela's release from prison")
ev("event", AF, "1994 South African general election", 1994, 1994, "first democratic election in South Africa",
   "South Africa's first democratic election", "end of apartheid")
ev("event", AF, "Year of Africa", 1960, 1960)
ev(R, AF, "Zanzibar Revolution", 1964, 1964)
ev(R, AF, "Ethiopian Revolution", 1974, 1974, "fall of Haile Selassie")
ev(R, AF, "Sudanese revolution", 2018, 2019, "Sudanese Revolution of 2018–2019", "2019 Sudanese revolution",
   "fall of Omar al-Bashir")
ev(R, AF, "2017 Zimbabwean coup d'état", 2017, 2017, "2017 Zimbabwe coup", "ouster of Robert Mugabe")
ev(R, LA, "1973 Chilean coup d'état", 1973, 1973, "1973 Chilean coup", "Chilean coup of 1973",
   "coup against Salvador Allende", "overthrow of Allende")
ev(R, LA, "1964 Brazilian coup d'état", 1964, 1964, "1964 Brazilian coup", "Brazilian coup of 1964")
ev(R, LA, "1976 Argentine coup d'état", 1976, 1976, "1976 Argentine coup", "Argentine coup of 1976")
ev(R, LA, "1954 Guatemalan coup d'état", 1954, 1954, "1954 Guatemalan coup", "Operation PBSuccess",
   "coup against Árbenz")
ev(R, LA, "Sandinista Revolution", 1978, 1979, "Sandinista revolution of 1979", "overthrow of Somoza",
   dis="the 1978-1979 insurrection that toppled Somoza, not the whole Nicaraguan Revolution (1961-1990)")
ev(R, LA, "Zapatista uprising", 1994, 1994, "1994 Zapatista uprising", "Zapatista rebellion of 1994",
   "EZLN uprising")
ev(R, LA, "Tlatelolco massacre", 1968, 1968, "Tlatelolco Massacre of 1968")
ev(R, LA, "Caracazo", 1989, 1989, "El Caracazo", "Caracazo riots")
ev(R, LA, "Argentine Revolution", 1966, 1973, dis="the military regime of 1966-1973")
ev("event", LA, "Brazilian independence", 1822, 1822, "Independence of Brazil", "Brazil's independence")
ev("event", LA, "Abolition of slavery in Brazil", 1888, 1888, "Lei Áurea", "Golden Law")
ev(R, NA, "Boston Tea Party", 1773, 1773)
ev(R, NA, "Boston Massacre", 1770, 1770)
ev(R, NA, "Shays' Rebellion", 1786, 1787, "Shays's Rebellion", "Shays Rebellion")
ev(R, NA, "Whiskey Rebellion", 1791, 1794)
ev(R, NA, "Nat Turner's slave rebellion", 1831, 1831, "Nat Turner's rebellion", "Nat Turner rebellion",
   "Southampton Insurrection")
ev(R, NA, "John Brown's raid on Harpers Ferry", 1859, 1859, "raid on Harpers Ferry", "Harpers Ferry raid")
ev("event", NA, "United States Declaration of Independence", 1776, 1776, "Declaration of Independence",
   "signing of the Declaration of Independence", "American Declaration of Independence")
ev("event", NA, "Constitutional Convention (United States)", 1787, 1787, "Philadelphia Convention",
   "Constitutional Convention of 1787", "Federal Convention of 1787")
ev("event", NA, "Emancipation Proclamation", 1863, 1863)
ev("event", NA, "Assassination of Abraham Lincoln", 1865, 1865, "Lincoln assassination",
   "assassination of Lincoln", "Lincoln's assassination")
ev("event", NA, "Assassination of John F. Kennedy", 1963, 1963, "Kennedy assassination", "JFK assassination",
   "assassination of JFK", "assassination of President Kennedy", "Kennedy's assassination",
   dis="John F. Kennedy, 1963; Robert F. Kennedy's assassination (1968) has its own entry")
ev("event", NA, "Assassination of Robert F. Kennedy", 1968, 1968, "RFK assassination",
   "Robert Kennedy assassination", "assassination of Robert Kennedy")
ev("event", NA, "Assassination of Martin Luther King Jr.", 1968, 1968, "assassination of Martin Luther King",
   "MLK assassination", "King assassination", "assassination of Dr. King")
ev("event", NA, "Assassination of Malcolm X", 1965, 1965)
ev("event", NA, "Assassination of William McKinley", 1901, 1901, "McKinley assassination")
ev("event", EU, "Assassination of Archduke Franz Ferdinand", 1914, 1914, "assassination of Franz Ferdinand",
   "Sarajevo assassination", "assassination of the Archduke")
ev("event", ME, "Assassination of Yitzhak Rabin", 1995, 1995, "Rabin assassination", "assassination of Rabin")
ev("event", SA, "Assassination of Mahatma Gandhi", 1948, 1948, "Gandhi's assassination",
   "assassination of Gandhi", "assassination of Mahatma Gandhi")
ev("event", SA, "Assassination of Indira Gandhi", 1984, 1984, "Indira Gandhi's assassination")
ev("event", SA, "Assassination of Rajiv Gandhi", 1991, 1991, "Rajiv Gandhi's assassination")
ev("event", SA, "Assassination of Benazir Bhutto", 2007, 2007, "Benazir Bhutto's assassination",
   "Bhutto assassination")
ev("event", ME, "Assassination of Anwar Sadat", 1981, 1981, "Sadat assassination", "Sadat's assassination")
ev("event", EU, "Assassination of Olof Palme", 1986, 1986, "Palme assassination", "murder of Olof Palme")
ev("event", EU, "Assassination of Julius Caesar", -44, -44, "Caesar's assassination", "Ides of March 44 BC",
   "murder of Julius Caesar", "assassination of Caesar")
ev("event", NA, "Watergate scandal", 1972, 1974, "Watergate", "Watergate affair", "Watergate crisis")
ev("event", NA, "Iran–Contra affair", 1985, 1987, "Iran-Contra affair", "Iran-Contra scandal", "Irangate")
ev("event", NA, "Clinton–Lewinsky scandal", 1998, 1998, "Lewinsky scandal", "Monica Lewinsky scandal",
   "Clinton-Lewinsky scandal")
ev("event", NA, "Impeachment of Bill Clinton", 1998, 1999, "Clinton impeachment", "Clinton's impeachment")
ev("event", NA, "Impeachment of Andrew Johnson", 1868, 1868)
ev("event", NA, "January 6 United States Capitol attack", 2021, 2021, "January 6 attack", "Capitol riot",
   "January 6th attack", "storming of the Capitol", "Jan. 6 attack", "Capitol insurrection",
   "January 6 insurrection", "2021 Capitol attack")
ev("event", NA, "Montgomery bus boycott", 1955, 1956)
ev("event", NA, "March on Washington for Jobs and Freedom", 1963, 1963,
   "1963 March on Washington", "Great March on Washington",
   dis="not 'the March on Washington' alone: many marches on Washington")
ev("event", NA, "Selma to Montgomery marches", 1965, 1965, "Selma marches", "Selma to Montgomery march",
   "Bloody Sunday in Selma")
ev("event", NA, "Stonewall riots", 1969, 1969, "Stonewall uprising", "Stonewall rebellion", "Stonewall Inn riots")
ev("attack", NA, "Kent State shootings", 1970, 1970, "Kent State massacre", "Kent State shooting")
ev(R, NA, "Watts riots", 1965, 1965, "Watts rebellion", "Watts uprising")
ev(R, NA, "1967 Detroit riot", 1967, 1967, "Detroit riot of 1967", "12th Street riot", "1967 Detroit uprising")
ev(R, NA, "1992 Los Angeles riots", 1992, 1992, "Los Angeles riots of 1992", "Rodney King riots", "1992 LA riots",
   "L.A. riots of 1992")
ev(R, NA, "Tulsa race massacre", 1921, 1921, "Tulsa race riot", "Tulsa massacre", "Black Wall Street massacre")
ev(R, NA, "George Floyd protests", 2020, 2020, "2020 George Floyd protests", "protests over George Floyd's murder")
ev(R, NA, "Occupy Wall Street", 2011, 2011, "Occupy Wall Street movement", "Occupy movement of 2011")
ev(R, NA, "Quiet Revolution", 1960, 1966, "Révolution tranquille", "Quebec's Quiet Revolution")
ev("event", NA, "October Crisis", 1970, 1970, "FLQ crisis", "October Crisis of 1970")
ev("event", NA, "1995 Quebec referendum", 1995, 1995, "Quebec referendum of 1995", "second Quebec referendum")
ev("genocide", EU, "Kristallnacht", 1938, 1938, "Night of Broken Glass", "Reichskristallnacht",
   "November pogroms of 1938")
ev("genocide", ME, "Armenian genocide", 1915, 1917, "Armenian Genocide", "Armenian massacres of 1915",
   "Medz Yeghern", dis="1915-1917 as in the article's infobox; killings continued to 1923")
ev("genocide", EU, "Holodomor", 1932, 1933, "Ukrainian famine of 1932–1933", "Great Famine in Ukraine",
   "Terror-Famine", "Ukrainian famine of 1932-33")
ev("genocide", EU, "Great Purge", 1936, 1938, "Great Purges", "Yezhovshchina", "Stalin's Great Purge",
   "Moscow trials", cased=["Great Terror"], counter=["a great terror seized them"])
ev("genocide", AF, "Rwandan genocide", 1994, 1994, "genocide against the Tutsi", "1994 Rwandan genocide",
   "Rwanda genocide", "genocide in Rwanda")
ev("genocide", EU, "Srebrenica massacre", 1995, 1995, "Srebrenica genocide")
ev("genocide", SEA, "Cambodian genocide", 1975, 1979, "Khmer Rouge genocide")
ev("genocide", AF, "Herero and Nama genocide", 1904, 1908, "Herero genocide", "Herero and Namaqua genocide")
ev("genocide", ME, "Halabja massacre", 1988, 1988, "Halabja chemical attack", "Halabja poison gas attack")
ev("genocide", ME, "Anfal campaign", 1986, 1989, "al-Anfal campaign", "Anfal genocide", "Kurdish genocide")
ev("genocide", ME, "Sabra and Shatila massacre", 1982, 1982)
ev("genocide", ME, "Genocide of Yazidis by ISIL", 2014, 2014, "Yazidi genocide", "Sinjar massacre")
ev("genocide", EA, "Nanjing Massacre", 1937, 1938, "Rape of Nanking", "Nanking Massacre", "Nanjing massacre",
   "Rape of Nanjing")
ev("genocide", SA, "1971 Bangladesh genocide", 1971, 1971, "Bangladesh genocide", "genocide in East Pakistan",
   "Operation Searchlight")
ev("genocide", EU, "St. Bartholomew's Day massacre", 1572, 1572, "Saint Bartholomew's Day massacre",
   "St Bartholomew's Day massacre")


# ---------------------------------------------------------------------------------------------------------
# Pandemics and epidemics (source: the article; the years of the infobox).
P = "pandemic"
ev(P, EU, "Plague of Justinian", 541, 549, "Justinianic Plague", "Justinian plague")
ev(P, EU, "Antonine Plague", 165, 180)
ev(P, EU, "Plague of Athens", -430, -426)
ev(P, W, "Black Death", 1346, 1353, "Great Plague of 1348", "Great Mortality", "Black Plague")
ev(P, EU, "Great Plague of London", 1665, 1666, "Great Plague of 1665")
ev(P, EU, "Great Plague of Marseille", 1720, 1722)
ev(P, LA, "Cocoliztli epidemic of 1545–1548", 1545, 1548, "cocoliztli epidemic of 1545")
ev(P, W, "1889–1890 pandemic", 1889, 1890, "Russian flu", "1889–1890 flu pandemic", "1889 flu pandemic",
   "Asiatic flu of 1889")
ev(P, W, "1957–1958 influenza pandemic", 1957, 1958, "Asian flu", "1957 flu pandemic", "1957 Asian flu",
   "1957-1958 influenza pandemic")
ev(P, W, "Hong Kong flu", 1968, 1969, "1968 flu pandemic", "1968 Hong Kong flu", "1968–1969 flu pandemic")
ev(P, W, "2002–2004 SARS outbreak", 2002, 2004, "SARS outbreak", "SARS epidemic", "2003 SARS outbreak",
   "SARS crisis", "2002-2004 SARS outbreak")
ev(P, W, "2009 swine flu pandemic", 2009, 2010, "swine flu pandemic", "H1N1 pandemic", "2009 H1N1 pandemic",
   "2009 flu pandemic", "swine flu outbreak of 2009")
ev(P, AF, "Western African Ebola epidemic", 2013, 2016, "West African Ebola epidemic",
   "2014 Ebola outbreak", "West Africa Ebola outbreak", "2014 West Africa Ebola epidemic",
   "Ebola epidemic in West Africa")
ev(P, LA, "2015–2016 Zika virus epidemic", 2015, 2016, "Zika epidemic", "Zika outbreak", "2016 Zika outbreak",
   "Zika virus epidemic", "2015-2016 Zika virus epidemic")
ev(P, W, "2022–2023 mpox outbreak", 2022, 2023, "2022 mpox outbreak", "2022 monkeypox outbreak",
   "2022–2023 monkeypox outbreak")
ev(P, LA, "2010s Haiti cholera outbreak", 2010, 2019, "Haiti cholera outbreak", "Haitian cholera epidemic")
ev(P, NA, "Yellow fever epidemic of 1793", 1793, 1793, "1793 Philadelphia yellow fever epidemic",
   "Philadelphia yellow fever epidemic")
ev(P, EU, "Broad Street cholera outbreak", 1854, 1854, "1854 Broad Street cholera outbreak",
   "Soho cholera outbreak of 1854")
ev(P, SA, "1994 plague in India", 1994, 1994, "1994 Surat plague", "Surat plague")

# Economic crises and bubbles (source: the article).
C = "economic_crisis"
ev(C, EU, "Tulip mania", 1634, 1637, "tulipmania", "Dutch tulip mania", "tulip bubble")
ev(C, EU, "South Sea Company", 1720, 1720, "South Sea Bubble", "South Sea bubble of 1720", drop_title=True)
ev(C, EU, "Mississippi Company", 1720, 1720, "Mississippi Bubble", drop_title=True)
ev(C, NA, "Panic of 1792", 1792, 1792)
ev(C, NA, "Panic of 1819", 1819, 1819)
ev(C, NA, "Panic of 1837", 1837, 1837)
ev(C, NA, "Panic of 1857", 1857, 1857)
ev(C, W, "Panic of 1873", 1873, 1873)
ev(C, NA, "Panic of 1893", 1893, 1893)
ev(C, NA, "Panic of 1907", 1907, 1907, "Bankers' Panic", "Knickerbocker Crisis")
ev(C, EU, "Hyperinflation in the Weimar Republic", 1921, 1923, "Weimar hyperinflation",
   "German hyperinflation", "hyperinflation of 1923", "German hyperinflation of 1923")
ev(C, NA, "Recession of 1937–1938", 1937, 1938, "Roosevelt recession", "recession of 1937")
ev(C, W, "Nixon shock", 1971, 1971, "Nixon Shock of 1971")
ev(C, W, "1973 oil crisis", 1973, 1974, "first oil shock", "1973 oil embargo", "Arab oil embargo",
   "1973 energy crisis", "oil crisis of 1973", "OPEC oil embargo")
ev(C, W, "1979 oil crisis", 1979, 1980, "second oil shock", "1979 energy crisis", "oil crisis of 1979")
ev(C, W, "1980s oil glut", 1980, 1986, "oil glut of the 1980s", "1986 oil price collapse")
ev(C, NA, "Early 1980s recession in the United States", 1980, 1982, "early 1980s recession",
   "Volcker recession")
ev(C, NA, "Savings and loan crisis", 1986, 1995, "S&L crisis", "savings and loan debacle",
   "savings-and-loan crisis")
ev(C, EA, "Japanese asset price bubble", 1986, 1991, "Japanese bubble economy", "Japan's bubble economy",
   "bubble economy of Japan")
ev(C, EA, "Lost Decades", 1991, 2001, "Japan's Lost Decade", "Lost Decade of Japan", "Japanese Lost Decade",
   dis="the first 'lost decade' (1991-2001), not the later 'lost decades'")
ev(C, NA, "Early 1990s recession in the United States", 1990, 1991, "early 1990s recession",
   "1990-91 recession", "1990–1991 recession")
ev(C, EU, "Black Wednesday", 1992, 1992, "ERM crisis", "1992 sterling crisis")
ev(C, LA, "Mexican peso crisis", 1994, 1995, "Tequila crisis", "1994 peso crisis", "1994 economic crisis in Mexico",
   "peso crisis of 1994")
ev(C, NA, "Long-Term Capital Management", 1998, 1998, "collapse of Long-Term Capital Management",
   "LTCM collapse", "LTCM crisis", drop_title=True)
ev(C, LA, "1998–2002 Argentine great depression", 1998, 2002, "Argentine economic crisis",
   "1998-2002 Argentine great depression", "Argentine great depression", "Argentina's 2001 crisis",
   "2001 Argentine crisis", "Argentine crisis of 2001")
ev(C, LA, "Samba effect", 1999, 1999, "1999 Brazilian currency crisis", "Brazilian currency crisis of 1999")
ev(C, ME, "2001 Turkish economic crisis", 2001, 2001, "Turkish financial crisis of 2001", "2001 Turkish crisis")
ev(C, NA, "Enron scandal", 2001, 2001, "Enron collapse", "collapse of Enron", "Enron bankruptcy")
ev(C, W, "Subprime mortgage crisis", 2007, 2010, "subprime crisis", "subprime meltdown",
   "housing crisis of 2008", "U.S. subprime mortgage crisis")
ev(C, W, "Bankruptcy of Lehman Brothers", 2008, 2008, "Lehman Brothers collapse", "collapse of Lehman Brothers",
   "Lehman collapse", "fall of Lehman Brothers", "Lehman bankruptcy")
ev(C, EU, "2008–2011 Icelandic financial crisis", 2008, 2011, "Icelandic financial crisis", "Icelandic banking crisis",
   "Iceland's banking collapse", "Kreppa")
ev(C, EU, "Greek government-debt crisis", 2009, 2018, "Greek debt crisis", "Greek financial crisis",
   "Greek economic crisis", "Greek government debt crisis")
ev(C, EU, "2012–2013 Cypriot financial crisis", 2012, 2013, "Cypriot financial crisis", "Cyprus banking crisis",
   "Cypriot banking crisis")
ev(C, NA, "2010 flash crash", 2010, 2010, "Flash Crash of 2010", "May 2010 flash crash")
ev(C, W, "2015–2016 stock market selloff", 2015, 2016, "2015 Chinese stock market crash",
   "2015–2016 Chinese stock market turbulence", "Chinese stock market crash of 2015")
ev(C, W, "2020 stock market crash", 2020, 2020, "coronavirus crash", "COVID-19 crash", "2020 market crash",
   "COVID crash")
ev(C, W, "2021–2023 inflation surge", 2021, 2023, "2021–2023 global inflation surge", "post-pandemic inflation",
   "2022 inflation surge", "inflation surge of 2021–2023")
ev(C, NA, "2023 United States banking crisis", 2023, 2023, "2023 banking crisis", "collapse of Silicon Valley Bank",
   "Silicon Valley Bank collapse", "SVB collapse", "2023 regional banking crisis")
ev(C, EU, "2022 United Kingdom mini-budget", 2022, 2022, "mini-budget crisis", "Truss mini-budget",
   "2022 mini-budget")
ev(C, EU, "1976 sterling crisis", 1976, 1976, "1976 IMF crisis", "sterling crisis of 1976")
ev(C, EU, "Winter of Discontent", 1978, 1979, "1978–79 Winter of Discontent", cased=["the Winter of Discontent"],
   drop_title=True, counter=["a winter of discontent for the fans"])
ev(C, EU, "1998 Russian financial crisis", 1998, 1998, "Russian financial crisis of 1998", "1998 ruble crisis",
   "Russian default of 1998", "1998 Russian default")


# ---------------------------------------------------------------------------------------------------------
# Disasters: earthquakes, storms, eruptions, famines, accidents (source: the article).
D = "disaster"
ev(D, EU, "Eruption of Mount Vesuvius in 79 AD", 79, 79, "eruption of Vesuvius in 79 AD", "destruction of Pompeii",
   "79 AD eruption of Vesuvius", "eruption of Mount Vesuvius in 79", "eruption of Vesuvius in AD 79")
ev(D, EU, "Great Fire of Rome", 64, 64, "fire of Rome in 64")
ev(D, EU, "Great Fire of London", 1666, 1666, "Great Fire of 1666")
ev(D, EU, "1755 Lisbon earthquake", 1755, 1755, "Lisbon earthquake", "Great Lisbon earthquake",
   "Lisbon earthquake of 1755")
ev(D, SEA, "1815 eruption of Mount Tambora", 1815, 1815, "eruption of Mount Tambora", "Tambora eruption",
   "eruption of Tambora")
ev(D, W, "Year Without a Summer", 1816, 1816, "year without summer")
ev(D, NA, "Great Chicago Fire", 1871, 1871, "Chicago Fire of 1871", "Great Fire of Chicago")
ev(D, SEA, "1883 eruption of Krakatoa", 1883, 1883, "eruption of Krakatoa", "Krakatoa eruption",
   "Krakatau eruption of 1883")
ev(D, NA, "Johnstown Flood", 1889, 1889, "Great Flood of 1889")
ev(D, NA, "1900 Galveston hurricane", 1900, 1900, "Galveston hurricane", "Great Galveston hurricane",
   "Great Storm of 1900")
ev(D, NA, "1906 San Francisco earthquake", 1906, 1906, "San Francisco earthquake of 1906",
   "Great San Francisco earthquake")
ev(D, EU, "1908 Messina earthquake", 1908, 1908, "Messina earthquake", "Messina–Reggio earthquake")
ev(D, EU, "Tunguska event", 1908, 1908, "Tunguska explosion", "Tunguska blast")
ev(D, NA, "Triangle Shirtwaist Factory fire", 1911, 1911, "Triangle fire", "Triangle Shirtwaist fire")
ev(D, W, "Sinking of the Titanic", 1912, 1912, "Titanic disaster", "sinking of the RMS Titanic",
   "Titanic sinking")
ev(D, EU, "Sinking of the RMS Lusitania", 1915, 1915, "sinking of the Lusitania", "Lusitania sinking")
ev(D, NA, "Halifax Explosion", 1917, 1917, "Halifax explosion of 1917")
ev(D, EA, "1923 Great Kantō earthquake", 1923, 1923, "Great Kantō earthquake", "Great Kanto earthquake",
   "1923 Tokyo earthquake", "Great Tokyo earthquake")
ev(D, NA, "Great Mississippi Flood of 1927", 1927, 1927, "Mississippi flood of 1927", "1927 Mississippi flood")
ev(D, EA, "1931 China floods", 1931, 1931, "1931 Yangtze–Huai River floods", "Central China floods of 1931")
ev(D, NA, "Hindenburg disaster", 1937, 1937, "Hindenburg crash", "Hindenburg explosion")
ev(D, SA, "1943 Bengal famine", 1943, 1943, "Bengal famine of 1943",
   dis="1943 as in the article title; mortality continued into 1944")
ev(D, EU, "Great Smog of London", 1952, 1952, "Great Smog of 1952", "London smog of 1952", "Great Smog")
ev(D, EU, "Windscale fire", 1957, 1957)
ev(D, EU, "Kyshtym disaster", 1957, 1957)
ev(D, EA, "Great Chinese Famine", 1959, 1961, "Great Famine in China", "Three Years of Great Famine",
   "Chinese famine of 1959–1961")
ev(D, LA, "1960 Valdivia earthquake", 1960, 1960, "Valdivia earthquake", "Great Chilean earthquake")
ev(D, NA, "1964 Alaska earthquake", 1964, 1964, "Great Alaska earthquake", "Good Friday earthquake",
   "Great Alaskan earthquake")
ev(D, EU, "Aberfan disaster", 1966, 1966)
ev(D, EU, "Torrey Canyon oil spill", 1967, 1967, "Torrey Canyon disaster")
ev(D, SA, "1970 Bhola cyclone", 1970, 1970, "Bhola cyclone", "Great Bhola Cyclone")
ev(D, LA, "1970 Ancash earthquake", 1970, 1970, "Ancash earthquake", "Great Peruvian earthquake")
ev(D, EA, "1976 Tangshan earthquake", 1976, 1976, "Tangshan earthquake", "Great Tangshan earthquake")
ev(D, EU, "Seveso disaster", 1976, 1976)
ev(D, EU, "Tenerife airport disaster", 1977, 1977, "Tenerife disaster")
ev(D, EU, "Amoco Cadiz oil spill", 1978, 1978, "Amoco Cadiz disaster")
ev(D, NA, "Three Mile Island accident", 1979, 1979, "Three Mile Island nuclear accident",
   "Three Mile Island disaster", "TMI accident")
ev(D, NA, "1980 eruption of Mount St. Helens", 1980, 1980, "eruption of Mount St. Helens",
   "Mount St. Helens eruption", "Mount St Helens eruption")
ev(D, AF, "1983–1985 famine in Ethiopia", 1983, 1985, "1983-1985 famine in Ethiopia",
   "1984 Ethiopian famine", "Ethiopian famine of 1984", "1983–85 Ethiopian famine")
ev(D, LA, "1985 Mexico City earthquake", 1985, 1985, "Mexico City earthquake of 1985")
ev(D, LA, "Armero tragedy", 1985, 1985, "1985 Nevado del Ruiz eruption", "Armero disaster")
ev(D, EU, "Heysel Stadium disaster", 1985, 1985, "Heysel disaster", "Heysel tragedy")
ev(D, NA, "Space Shuttle Challenger disaster", 1986, 1986, "Challenger disaster", "Challenger explosion",
   "Challenger accident", "Challenger Space Shuttle disaster", "loss of Challenger")
ev(D, EU, "Chernobyl disaster", 1986, 1986, "Chernobyl nuclear disaster", "Chernobyl accident",
   "Chernobyl nuclear accident", "Chernobyl meltdown", "Chernobyl explosion")
ev(D, EU, "Great storm of 1987", 1987, 1987, "Great Storm of 1987")
ev(D, EU, "Piper Alpha", 1988, 1988, "Piper Alpha disaster", "Piper Alpha explosion", drop_title=True)
ev(D, CA, "1988 Armenian earthquake", 1988, 1988, "Spitak earthquake", "Armenian earthquake of 1988")
ev(D, EU, "Hillsborough disaster", 1989, 1989, "Hillsborough tragedy", "Hillsborough Stadium disaster")
ev(D, NA, "Exxon Valdez oil spill", 1989, 1989, "Exxon Valdez disaster", "Exxon Valdez spill")
ev(D, NA, "1989 Loma Prieta earthquake", 1989, 1989, "Loma Prieta earthquake")
ev(D, SEA, "1991 eruption of Mount Pinatubo", 1991, 1991, "eruption of Mount Pinatubo", "Pinatubo eruption",
   "Mount Pinatubo eruption")
ev(D, NA, "Hurricane Andrew", 1992, 1992)
ev(D, NA, "Great Flood of 1993", 1993, 1993, "Mississippi floods of 1993", "1993 Midwest floods")
ev(D, EA, "Great Hanshin earthquake", 1995, 1995, "Kobe earthquake", "1995 Kobe earthquake",
   "Great Hanshin-Awaji earthquake")
ev(D, EA, "Sampoong Department Store collapse", 1995, 1995, "Sampoong collapse")
ev(D, LA, "Hurricane Mitch", 1998, 1998)
ev(D, ME, "1999 İzmit earthquake", 1999, 1999, "Izmit earthquake", "İzmit earthquake", "1999 Izmit earthquake",
   "1999 Turkey earthquake")
ev(D, SA, "1999 Odisha cyclone", 1999, 1999, "Orissa cyclone", "1999 Orissa cyclone", "Odisha super cyclone")
ev(D, EU, "Kursk submarine disaster", 2000, 2000, "sinking of the Kursk", "Kursk disaster")
ev(D, EU, "Air France Flight 4590", 2000, 2000, "Concorde crash", "Air France Concorde crash")
ev(D, SA, "2001 Gujarat earthquake", 2001, 2001, "Gujarat earthquake", "Bhuj earthquake")
ev(D, EU, "Prestige oil spill", 2002, 2002)
ev(D, NA, "Space Shuttle Columbia disaster", 2003, 2003, "Columbia disaster", "Columbia Space Shuttle disaster",
   "Columbia accident", "loss of Columbia")
ev(D, EU, "2003 European heatwave", 2003, 2003, "2003 European heat wave", "European heat wave of 2003",
   "2003 heatwave")
ev(D, ME, "2003 Bam earthquake", 2003, 2003, "Bam earthquake")
ev(D, W, "2004 Indian Ocean earthquake and tsunami", 2004, 2004, "2004 Indian Ocean tsunami",
   "Indian Ocean tsunami", "Boxing Day tsunami", "2004 tsunami", "Asian tsunami", "2004 Asian tsunami",
   "Sumatra–Andaman earthquake", "2004 Sumatra earthquake")
ev(D, NA, "Hurricane Katrina", 2005, 2005, "Katrina disaster")
ev(D, SA, "2005 Kashmir earthquake", 2005, 2005, "Kashmir earthquake", "Pakistan earthquake of 2005",
   "2005 Pakistan earthquake")
ev(D, SEA, "Cyclone Nargis", 2008, 2008)
ev(D, EA, "2008 Sichuan earthquake", 2008, 2008, "Sichuan earthquake", "Wenchuan earthquake",
   "Great Sichuan earthquake")
ev(D, OC, "Black Saturday bushfires", 2009, 2009, "Black Saturday fires")
ev(D, LA, "2010 Haiti earthquake", 2010, 2010, "Haitian earthquake of 2010",
   "Haiti earthquake of 2010")
ev(D, LA, "2010 Chile earthquake", 2010, 2010, "Chile earthquake of 2010", "2010 Maule earthquake")
ev(D, NA, "Deepwater Horizon oil spill", 2010, 2010, "Deepwater Horizon disaster", "Deepwater Horizon explosion",
   "BP oil spill", "Deepwater Horizon spill", "2010 Gulf of Mexico oil spill")
ev(D, LA, "2010 Copiapó mining accident", 2010, 2010, "Chilean mining accident", "Chilean miners rescue",
   "2010 Chilean mining accident", "Copiapó mining accident", "Copiapo mining accident")
ev(D, EU, "2010 eruptions of Eyjafjallajökull", 2010, 2010, "Eyjafjallajökull eruption", "Eyjafjallajokull eruption",
   "eruption of Eyjafjallajökull", "2010 Icelandic volcanic ash cloud")
ev(D, SA, "2010 Pakistan floods", 2010, 2010, "Pakistan floods of 2010")
ev(D, EA, "2011 Tōhoku earthquake and tsunami", 2011, 2011, "Tōhoku earthquake", "Tohoku earthquake",
   "Great East Japan Earthquake", "2011 Japan earthquake", "2011 Japanese tsunami", "2011 Tohoku earthquake",
   "Tōhoku tsunami", "Tohoku tsunami", "2011 Japan tsunami", "Japanese earthquake and tsunami of 2011")
ev(D, EA, "Fukushima nuclear accident", 2011, 2011, "Fukushima disaster", "Fukushima Daiichi nuclear disaster",
   "Fukushima nuclear disaster", "Fukushima meltdown", "Fukushima accident", "Fukushima Daiichi accident")
ev(D, OC, "2011 Christchurch earthquake", 2011, 2011, "Christchurch earthquake of 2011",
   "February 2011 Christchurch earthquake")
ev(D, NA, "Hurricane Sandy", 2012, 2012, "Superstorm Sandy")
ev(D, EU, "Costa Concordia disaster", 2012, 2012, "Costa Concordia sinking", "sinking of the Costa Concordia",
   "Costa Concordia shipwreck")
ev(D, SEA, "Typhoon Haiyan", 2013, 2013, "Super Typhoon Haiyan", "Typhoon Yolanda", "Super Typhoon Yolanda")
ev(D, SA, "Rana Plaza collapse", 2013, 2013, "Rana Plaza disaster", "Rana Plaza factory collapse",
   "Rana Plaza building collapse")
ev(D, NA, "Lac-Mégantic rail disaster", 2013, 2013, "Lac-Megantic rail disaster", "Lac-Mégantic derailment",
   "Lac-Megantic derailment")
ev(D, SA, "2013 North India floods", 2013, 2013, "Kedarnath floods", "Uttarakhand floods of 2013",
   "2013 Uttarakhand floods", "Kedarnath disaster")
ev(D, EA, "Sinking of MV Sewol", 2014, 2014, "Sewol ferry disaster", "Sewol disaster", "sinking of the Sewol",
   "Sewol ferry sinking")
ev(D, SEA, "Malaysia Airlines Flight 370", 2014, 2014, "MH370", "Flight MH370", "disappearance of MH370",
   "Flight 370", "disappearance of Malaysia Airlines Flight 370")
ev(D, SA, "April 2015 Nepal earthquake", 2015, 2015, "2015 Nepal earthquake", "Gorkha earthquake",
   "Nepal earthquake of 2015")
ev(D, OC, "2016 Kaikōura earthquake", 2016, 2016, "Kaikoura earthquake", "Kaikōura earthquake")
ev(D, NA, "Hurricane Harvey", 2017, 2017)
ev(D, NA, "Hurricane Irma", 2017, 2017)
ev(D, NA, "Hurricane Maria", 2017, 2017)
ev(D, EU, "Grenfell Tower fire", 2017, 2017, "Grenfell fire", "Grenfell disaster", "Grenfell Tower disaster",
   "Grenfell tragedy")
ev(D, NA, "Camp Fire (2018)", 2018, 2018, "2018 Camp Fire", "Paradise fire of 2018")
ev(D, SEA, "2018 Sulawesi earthquake and tsunami", 2018, 2018, "2018 Sulawesi earthquake", "Palu tsunami",
   "2018 Palu earthquake", "Palu earthquake")
ev(D, EU, "Notre-Dame de Paris fire", 2019, 2019, "Notre-Dame fire", "Notre Dame fire", "Notre-Dame cathedral fire",
   "Notre Dame cathedral fire", "2019 Notre-Dame fire")
ev(D, OC, "2019–20 Australian bushfire season", 2019, 2020, "2019-20 Australian bushfire season",
   "2019–20 Australian bushfires", "2019-20 Australian bushfires", "Black Summer bushfires",
   cased=["Black Summer"], counter=["a black summer for the club"])
ev(D, ME, "2020 Beirut explosion", 2020, 2020, "Beirut explosion", "Beirut port explosion", "Beirut blast",
   "Beirut port blast", "August 2020 Beirut explosion")
ev(D, NA, "2021 Texas power crisis", 2021, 2021, "Texas power crisis", "2021 Texas freeze",
   "February 2021 Texas blackouts", "Texas blackouts of 2021")
ev(D, NA, "Surfside condominium collapse", 2021, 2021, "Champlain Towers collapse", "Surfside building collapse",
   "Surfside collapse")
ev(D, SA, "2022 Pakistan floods", 2022, 2022, "Pakistan floods of 2022")
ev(D, ME, "2023 Turkey–Syria earthquakes", 2023, 2023, "2023 Turkey-Syria earthquake",
   "2023 Turkey–Syria earthquake", "2023 Turkey earthquake", "Kahramanmaraş earthquake",
   "Kahramanmaras earthquake", "2023 Turkey-Syria earthquakes", "February 2023 earthquakes in Turkey")
ev(D, NA, "2023 Hawaii wildfires", 2023, 2023, "Lahaina fire", "2023 Maui wildfires", "Maui wildfires",
   "Lahaina wildfire")
ev(D, AF, "2023 Libya floods", 2023, 2023, "Derna floods", "Derna flood", "2023 Derna dam collapse")
ev(D, AF, "2023 Marrakesh–Safi earthquake", 2023, 2023, "2023 Morocco earthquake", "Al Haouz earthquake",
   "Morocco earthquake of 2023")


# ---------------------------------------------------------------------------------------------------------
# Attacks (terrorist attacks, mass shootings, bombings; source: the article).
A = "attack"
ev(A, EU, "Munich massacre", 1972, 1972, "1972 Munich massacre", "Munich Olympics massacre")
ev(A, EU, "Bologna massacre", 1980, 1980, "Bologna railway station bombing", "1980 Bologna bombing")
ev(A, ME, "1983 Beirut barracks bombings", 1983, 1983, "Beirut barracks bombing", "1983 Beirut bombing",
   "Marine barracks bombing")
ev(A, EU, "Brighton hotel bombing", 1984, 1984, "Brighton bombing")
ev(A, NA, "Air India Flight 182", 1985, 1985, "Air India bombing", "Kanishka bombing", "1985 Air India bombing")
ev(A, EU, "Lockerbie bombing", 1988, 1988, "Pan Am Flight 103", "Lockerbie disaster", "Pan Am 103 bombing")
ev(A, NA, "École Polytechnique massacre", 1989, 1989, "Montreal massacre", "Ecole Polytechnique massacre")
ev(A, NA, "1993 World Trade Center bombing", 1993, 1993, "World Trade Center bombing of 1993",
   "first World Trade Center bombing", "1993 WTC bombing")
ev(A, NA, "Oklahoma City bombing", 1995, 1995, "Oklahoma City bombing of 1995")
ev(A, EA, "Tokyo subway sarin attack", 1995, 1995, "Tokyo sarin attack", "sarin gas attack on the Tokyo subway",
   "Aum Shinrikyo attack", "Tokyo subway attack")
ev(A, EU, "Dunblane massacre", 1996, 1996, "Dunblane school shooting")
ev(A, OC, "Port Arthur massacre (Australia)", 1996, 1996, "Port Arthur massacre of 1996",
   "1996 Port Arthur massacre", "Port Arthur shooting")
ev(A, AF, "1998 United States embassy bombings", 1998, 1998, "1998 U.S. embassy bombings", "1998 US embassy bombings",
   "embassy bombings in Nairobi and Dar es Salaam", "Nairobi embassy bombing")
ev(A, EU, "Omagh bombing", 1998, 1998)
ev(A, NA, "Columbine High School massacre", 1999, 1999, "Columbine massacre", "Columbine shooting",
   "Columbine High School shooting", "Columbine school shooting")
ev(A, ME, "USS Cole bombing", 2000, 2000, "attack on the USS Cole", "USS Cole attack")
ev(A, SA, "2001 Indian Parliament attack", 2001, 2001, "Indian Parliament attack", "Parliament attack of 2001")
ev(A, SEA, "2002 Bali bombings", 2002, 2002, "Bali bombings of 2002", "Bali bombing of 2002", "2002 Bali bombing")
ev(A, EU, "Moscow theater hostage crisis", 2002, 2002, "Moscow theatre hostage crisis", "Nord-Ost siege",
   "Dubrovka theater siege")
ev(A, EU, "2004 Madrid train bombings", 2004, 2004, "Madrid train bombings", "Madrid bombings of 2004",
   "11-M attacks")
ev(A, EU, "Beslan school siege", 2004, 2004, "Beslan massacre", "Beslan school hostage crisis", "Beslan siege")
ev(A, EU, "7 July 2005 London bombings", 2005, 2005, "7/7 bombings", "7/7 attacks", "London bombings of 2005",
   "2005 London bombings", "July 7 London bombings", "7 July bombings")
ev(A, NA, "Virginia Tech shooting", 2007, 2007, "Virginia Tech massacre")
ev(A, SA, "2008 Mumbai attacks", 2008, 2008, "26/11 attacks",
   "2008 Mumbai terror attacks", "26/11 Mumbai attacks")
ev(A, EU, "2011 Norway attacks", 2011, 2011, "Utøya massacre", "Utoya massacre", "Oslo and Utøya attacks",
   "Norway attacks of 2011", "Utøya attack", "Utoya attack")
ev(A, ME, "Killing of Osama bin Laden", 2011, 2011, "death of Osama bin Laden", "bin Laden raid",
   "raid on bin Laden's compound", "killing of bin Laden", "Operation Neptune Spear")
ev(A, NA, "Sandy Hook Elementary School shooting", 2012, 2012, "Sandy Hook shooting", "Sandy Hook massacre",
   "Sandy Hook school shooting", "Newtown shooting")
ev(A, NA, "2012 Aurora, Colorado shooting", 2012, 2012, "Aurora theater shooting", "Aurora cinema shooting",
   "Aurora movie theater shooting")
ev(A, NA, "Boston Marathon bombing", 2013, 2013, "Boston Marathon bombings", "2013 Boston Marathon bombing",
   "Boston bombings of 2013")
ev(A, AF, "Westgate shopping mall attack", 2013, 2013, "Westgate mall attack", "Westgate attack",
   "Westgate siege")
ev(A, AF, "Chibok schoolgirls kidnapping", 2014, 2014, "Chibok kidnapping", "kidnapping of the Chibok schoolgirls",
   "Chibok girls kidnapping")
ev(A, SA, "2014 Peshawar school massacre", 2014, 2014, "Peshawar school massacre", "Peshawar school attack",
   "Army Public School attack")
ev(A, EU, "Malaysia Airlines Flight 17", 2014, 2014, "MH17", "Flight MH17", "downing of MH17",
   "shooting down of MH17", "MH17 disaster", "downing of Malaysia Airlines Flight 17")
ev(A, EU, "Charlie Hebdo shooting", 2015, 2015, "Charlie Hebdo attack", "Charlie Hebdo massacre",
   "attack on Charlie Hebdo", "Charlie Hebdo attacks")
ev(A, AF, "Garissa University College attack", 2015, 2015, "Garissa attack", "Garissa massacre",
   "Garissa University attack")
ev(A, NA, "Charleston church shooting", 2015, 2015, "Charleston church massacre", "Emanuel AME Church shooting")
ev(A, EU, "November 2015 Paris attacks", 2015, 2015, "2015 Paris attacks", "Paris attacks of November 2015",
   "13 November 2015 Paris attacks", "Bataclan attack", "Bataclan massacre", "Paris attacks of 2015")
ev(A, NA, "2015 San Bernardino attack", 2015, 2015, "San Bernardino shooting", "San Bernardino attack",
   "2015 San Bernardino shooting")
ev(A, EU, "2016 Brussels bombings", 2016, 2016, "Brussels attacks of 2016",
   "2016 Brussels attacks", "Brussels airport bombing")
ev(A, NA, "Pulse nightclub shooting", 2016, 2016, "Orlando nightclub shooting", "Pulse shooting",
   "Pulse massacre", "2016 Orlando shooting", "Orlando massacre")
ev(A, EU, "2016 Nice truck attack", 2016, 2016, "Nice truck attack", "Bastille Day attack in Nice",
   "Nice attack of 2016")
ev(A, EU, "2016 Berlin truck attack", 2016, 2016, "Berlin Christmas market attack", "Berlin truck attack")
ev(A, EU, "Manchester Arena bombing", 2017, 2017, "Manchester Arena attack", "Manchester bombing of 2017",
   "2017 Manchester Arena bombing", "Ariana Grande concert bombing")
ev(A, NA, "2017 Las Vegas shooting", 2017, 2017, "Las Vegas massacre",
   "Route 91 Harvest festival shooting", "Mandalay Bay shooting")
ev(A, NA, "Stoneman Douglas High School shooting", 2018, 2018, "Parkland shooting", "Parkland school shooting",
   "Marjory Stoneman Douglas High School shooting", "Parkland massacre")
ev(A, NA, "Pittsburgh synagogue shooting", 2018, 2018, "Tree of Life synagogue shooting")
ev(A, OC, "Christchurch mosque shootings", 2019, 2019, "Christchurch mosque attacks", "Christchurch massacre",
   "Christchurch attacks", "Christchurch shootings", "Christchurch mosque massacre")
ev(A, SA, "2019 Sri Lanka Easter bombings", 2019, 2019, "Easter bombings in Sri Lanka", "Sri Lanka Easter attacks",
   "Easter Sunday attacks", "2019 Easter Sunday bombings", "Sri Lanka Easter bombings")
ev(A, NA, "2019 El Paso shooting", 2019, 2019, "El Paso shooting", "El Paso Walmart shooting", "El Paso massacre")
ev(A, SA, "2019 Pulwama attack", 2019, 2019, "Pulwama attack", "Pulwama terror attack")
ev(A, NA, "Uvalde school shooting", 2022, 2022, "Robb Elementary School shooting", "Uvalde massacre",
   "Uvalde shooting")
ev(A, ME, "7 October attacks", 2023, 2023, "October 7 attacks", "7 October attack", "October 7 attack",
   "Hamas attack on Israel", "October 7 massacre", "7 October massacre", "October 7th attack",
   "Hamas-led attack on Israel")
ev(A, EU, "Crocus City Hall attack", 2024, 2024, "Crocus City Hall massacre", "Crocus concert hall attack")
ev(A, AF, "Entebbe raid", 1976, 1976, "Operation Entebbe", "Operation Thunderbolt", "raid on Entebbe")
ev(A, ME, "Siege of Mecca", 1979, 1979, "Grand Mosque seizure", "Grand Mosque siege", "1979 Grand Mosque seizure")

# Political crises, incidents and scandals (source: the article).
PC = "political_crisis"
ev(PC, W, "Cuban Missile Crisis", 1962, 1962, "Cuban missile crisis", "Caribbean Crisis", "missile crisis of 1962",
   "Cuban Missile Crisis of 1962")
ev(PC, EU, "Berlin Blockade", 1948, 1949, "Berlin Airlift", "blockade of Berlin", "Berlin airlift of 1948")
ev(PC, EU, "Berlin Crisis of 1961", 1961, 1961, "1961 Berlin crisis")
ev(PC, ME, "Iran hostage crisis", 1979, 1981, "hostage crisis in Tehran", "Iranian hostage crisis",
   "Tehran embassy hostage crisis")
ev(PC, W, "U-2 incident", 1960, 1960, "1960 U-2 incident", "U-2 crisis of 1960", "Gary Powers incident")
ev(PC, SEA, "Gulf of Tonkin incident", 1964, 1964, "Tonkin Gulf incident", "Gulf of Tonkin Resolution")
ev(PC, EA, "Pueblo incident", 1968, 1968, "USS Pueblo incident", "capture of the USS Pueblo")
ev(PC, EU, "Able Archer 83", 1983, 1983, "Able Archer exercise", "Able Archer war scare", "1983 war scare")
ev(PC, EA, "Third Taiwan Strait Crisis", 1995, 1996, "1995–1996 Taiwan Strait Crisis",
   "1995-96 Taiwan Strait crisis", "1996 Taiwan Strait crisis")
ev(PC, EU, "Dreyfus affair", 1894, 1906, "Dreyfus Affair")
ev(PC, EU, "Profumo affair", 1963, 1963, "Profumo scandal")
ev(PC, NA, "Pentagon Papers", 1971, 1971, "publication of the Pentagon Papers", "Pentagon Papers leak",
   drop_title=True)
ev(PC, NA, "Global surveillance disclosures (2013–present)", 2013, 2013, "Snowden disclosures", "Snowden leaks",
   "Snowden revelations", "2013 surveillance disclosures", dis="the disclosures of 2013 by Edward Snowden")
ev(PC, W, "Panama Papers", 2016, 2016, "Panama Papers leak", "Panama Papers scandal", drop_title=True)
ev(PC, W, "Facebook–Cambridge Analytica data scandal", 2018, 2018, "Cambridge Analytica scandal",
   "Facebook-Cambridge Analytica scandal", "Cambridge Analytica data scandal")
ev(PC, EU, "Volkswagen emissions scandal", 2015, 2015, "Dieselgate", "VW emissions scandal",
   "Volkswagen diesel scandal", "VW diesel scandal")
ev(PC, EU, "United Kingdom parliamentary expenses scandal", 2009, 2009, "parliamentary expenses scandal",
   "MPs' expenses scandal", "2009 expenses scandal")
ev(PC, EA, "Mukden Incident", 1931, 1931, "Manchurian Incident", "Mukden incident of 1931")
ev(PC, EA, "Marco Polo Bridge incident", 1937, 1937, "Lugou Bridge incident", "Marco Polo Bridge Incident")
ev(PC, EU, "Reichstag fire", 1933, 1933, "Reichstag fire of 1933", "burning of the Reichstag")
ev(PC, EU, "Beer Hall Putsch", 1923, 1923, "Munich Putsch", "Hitler-Ludendorff Putsch", "Beer Hall putsch of 1923")
ev(PC, EU, "Anschluss", 1938, 1938, "annexation of Austria", "Anschluss of Austria", "Nazi annexation of Austria")
ev(PC, EU, "Invasion of Poland", 1939, 1939, "German invasion of Poland", "invasion of Poland in 1939",
   "September Campaign")
ev(PC, EU, "Battle of France", 1940, 1940, "Fall of France", "fall of France in 1940", "German invasion of France")
ev(PC, EU, "July Crisis", 1914, 1914, "July Crisis of 1914")
ev(PC, AF, "Agadir Crisis", 1911, 1911, "Second Moroccan Crisis", "Agadir crisis of 1911")
ev(PC, AF, "First Moroccan Crisis", 1905, 1906, "Tangier Crisis")
ev(PC, EU, "Bosnian crisis", 1908, 1909, "Bosnian annexation crisis", "annexation crisis of 1908")
ev(PC, AF, "Fashoda Incident", 1898, 1898, "Fashoda crisis")
ev(PC, EU, "Gunpowder Plot", 1605, 1605, "Gunpowder Treason Plot")
ev(PC, NA, "Salem witch trials", 1692, 1693)
ev(PC, W, "Nuremberg trials", 1945, 1946, "Nuremberg Trials", "International Military Tribunal at Nuremberg")
ev(PC, EU, "2014 Scottish independence referendum", 2014, 2014, "Scottish independence referendum of 2014",
   "Scottish referendum of 2014", "2014 Scottish referendum", "indyref")
ev(PC, EU, "2017 Catalan independence referendum", 2017, 2017, "Catalan independence referendum",
   "Catalan referendum of 2017", "2017 Catalan referendum", "1-O referendum")
ev(PC, EU, "2015 Greek bailout referendum", 2015, 2015, "Greek bailout referendum", "Greek referendum of 2015",
   "2015 Greek referendum")
ev(PC, NA, "2000 United States presidential election recount in Florida", 2000, 2000, "Florida recount",
   "2000 Florida recount", "Bush v. Gore")
ev(PC, SA, "Operation Shakti", 1998, 1998, "Pokhran-II", "Pokhran II", "1998 Indian nuclear tests",
   "Pokhran nuclear tests of 1998")
ev(PC, SA, "Chagai-I", 1998, 1998, "1998 Pakistani nuclear tests", "Pakistan's 1998 nuclear tests")
ev(PC, SA, "Smiling Buddha", 1974, 1974, "Pokhran-I", "Pokhran I", "India's first nuclear test")
ev(PC, W, "Trinity (nuclear test)", 1945, 1945, "Trinity test", "Trinity nuclear test",
   "first atomic bomb test")
ev(PC, W, "Castle Bravo", 1954, 1954, "Castle Bravo test")
ev(PC, W, "Tsar Bomba", 1961, 1961, "Tsar Bomba test")
ev(PC, W, "Manhattan Project", 1942, 1947)
ev(PC, EU, "Marshall Plan", 1948, 1952, "European Recovery Program")


# ---------------------------------------------------------------------------------------------------------
# Treaties, agreements, conferences, purchases and founding documents (source: the article; the year of
# signing, or the years of the conference). Treaty names several treaties share ("the Treaty of Paris") get
# their year.
T = "treaty"
ev(T, EU, "Magna Carta", 1215, 1215, "Magna Charta")
ev(T, EU, "Treaty of Tordesillas", 1494, 1494)
ev(T, EU, "Peace of Augsburg", 1555, 1555)
ev(T, EU, "Edict of Nantes", 1598, 1598)
ev(T, EU, "Peace of Westphalia", 1648, 1648, "Treaty of Westphalia", "Treaties of Westphalia", "Westphalian peace")
ev(T, EU, "Treaty of the Pyrenees", 1659, 1659)
ev(T, EA, "Treaty of Nerchinsk", 1689, 1689)
ev(T, EU, "Treaty of Karlowitz", 1699, 1699)
ev(T, EU, "Acts of Union 1707", 1707, 1707, "Act of Union 1707", "Union of 1707")
ev(T, EU, "Peace of Utrecht", 1713, 1713, "Treaty of Utrecht", "Treaties of Utrecht")
ev(T, NA, "Treaty of Paris (1763)", 1763, 1763, "Treaty of Paris of 1763", "1763 Treaty of Paris",
   "Peace of Paris of 1763")
ev(T, EU, "Treaty of Küçük Kaynarca", 1774, 1774, "Treaty of Kucuk Kaynarca", "Treaty of Kuchuk Kainarji")
ev(T, NA, "Treaty of Paris (1783)", 1783, 1783, "Treaty of Paris of 1783", "1783 Treaty of Paris")
ev(T, NA, "Jay Treaty", 1794, 1794)
ev(T, NA, "Pinckney's Treaty", 1795, 1795, "Treaty of San Lorenzo")
ev(T, EU, "Acts of Union 1800", 1800, 1800, "Act of Union 1800", "Act of Union of 1800")
ev(T, EU, "Treaty of Amiens", 1802, 1802, "Peace of Amiens")
ev(T, NA, "Louisiana Purchase", 1803, 1803)
ev(T, EU, "Treaties of Tilsit", 1807, 1807, "Treaty of Tilsit", "Peace of Tilsit")
ev(T, NA, "Treaty of Ghent", 1814, 1814)
ev(T, EU, "Congress of Vienna", 1814, 1815, "Vienna Congress")
ev(T, NA, "Adams–Onís Treaty", 1819, 1819, "Adams-Onís Treaty", "Adams-Onis Treaty", "Transcontinental Treaty",
   "Florida Purchase Treaty")
ev(T, NA, "Missouri Compromise", 1820, 1820, "Compromise of 1820")
ev(T, NA, "Indian Removal Act", 1830, 1830, "Indian Removal Act of 1830")
ev(T, OC, "Treaty of Waitangi", 1840, 1840)
ev(T, EA, "Treaty of Nanking", 1842, 1842, "Treaty of Nanjing")
ev(T, NA, "Webster–Ashburton Treaty", 1842, 1842, "Webster-Ashburton Treaty")
ev(T, NA, "Oregon Treaty", 1846, 1846)
ev(T, NA, "Treaty of Guadalupe Hidalgo", 1848, 1848)
ev(T, NA, "Compromise of 1850", 1850, 1850)
ev(T, EA, "Convention of Kanagawa", 1854, 1854, "Treaty of Kanagawa", "Japan–US Treaty of Peace and Amity")
ev(T, NA, "Kansas–Nebraska Act", 1854, 1854, "Kansas-Nebraska Act")
ev(T, EA, "Treaty of Aigun", 1858, 1858)
ev(T, EA, "Treaty of Tientsin", 1858, 1858, "Treaty of Tianjin", "Treaties of Tianjin")
ev(T, EA, "Convention of Peking", 1860, 1860, "Convention of Beijing")
ev(T, NA, "Alaska Purchase", 1867, 1867, "purchase of Alaska", "Seward's Folly")
ev(T, EU, "Treaty of Frankfurt (1871)", 1871, 1871, "Treaty of Frankfurt of 1871")
ev(T, AF, "Berlin Conference", 1884, 1885, "Congo Conference", "West Africa Conference",
   "Berlin Conference of 1884–1885", "Berlin West Africa Conference")
ev(T, EA, "Treaty of Shimonoseki", 1895, 1895)
ev(T, AF, "Treaty of Vereeniging", 1902, 1902)
ev(T, EA, "Treaty of Portsmouth", 1905, 1905)
ev(T, ME, "Sykes–Picot Agreement", 1916, 1916, "Sykes-Picot Agreement", "Sykes-Picot accord", "Sykes–Picot")
ev(T, ME, "Balfour Declaration", 1917, 1917, "Balfour Declaration of 1917")
ev(T, EU, "Treaty of Brest-Litovsk", 1918, 1918, "Brest-Litovsk treaty", "Treaty of Brest Litovsk")
ev(T, EU, "Armistice of 11 November 1918", 1918, 1918, "Armistice of Compiègne", "Armistice of 1918",
   "1918 armistice", "Armistice Day 1918")
ev(T, EU, "Treaty of Versailles", 1919, 1919, "Versailles Treaty", "Treaty of Versailles of 1919",
   "Versailles peace treaty")
ev(T, EU, "Paris Peace Conference (1919–1920)", 1919, 1920, "Paris Peace Conference of 1919",
   "1919 Paris Peace Conference", "Versailles Peace Conference", "Paris Peace Conference, 1919")
ev(T, EU, "Treaty of Saint-Germain-en-Laye (1919)", 1919, 1919, "Treaty of Saint-Germain of 1919",
   "1919 Treaty of Saint-Germain")
ev(T, EU, "Treaty of Trianon", 1920, 1920)
ev(T, ME, "Treaty of Sèvres", 1920, 1920, "Treaty of Sevres")
ev(T, EU, "Anglo-Irish Treaty", 1921, 1921, "Anglo-Irish Treaty of 1921")
ev(T, W, "Washington Naval Treaty", 1922, 1922, "Five-Power Treaty", "Washington Naval Conference")
ev(T, ME, "Treaty of Lausanne", 1923, 1923)
ev(T, EU, "Locarno Treaties", 1925, 1925, "Locarno Pact", "Treaty of Locarno", "Locarno Pact of 1925")
ev(T, W, "Kellogg–Briand Pact", 1928, 1928, "Kellogg-Briand Pact", "Pact of Paris")
ev(T, W, "Statute of Westminster 1931", 1931, 1931, "Statute of Westminster")
ev(T, EU, "Munich Agreement", 1938, 1938, "Munich Pact", "Munich Accord", "Munich Agreement of 1938",
   "Munich betrayal")
ev(T, EU, "Molotov–Ribbentrop Pact", 1939, 1939, "Molotov-Ribbentrop Pact", "Nazi-Soviet Pact",
   "Hitler-Stalin Pact", "German-Soviet Nonaggression Pact", "Nazi–Soviet Pact")
ev(T, W, "Atlantic Charter", 1941, 1941)
ev(T, W, "Tehran Conference", 1943, 1943)
ev(T, W, "Bretton Woods Conference", 1944, 1944, "Bretton Woods Agreement", "Bretton Woods agreements",
   "United Nations Monetary and Financial Conference")
ev(T, W, "Yalta Conference", 1945, 1945, "Yalta agreement", "Crimea Conference", "Yalta summit")
ev(T, W, "Potsdam Conference", 1945, 1945, "Potsdam Agreement", "Potsdam summit")
ev(T, SA, "Indian Independence Act 1947", 1947, 1947, "Indian Independence Act")
ev(T, W, "North Atlantic Treaty", 1949, 1949, "Washington Treaty of 1949", "signing of the North Atlantic Treaty",
   "founding of NATO", drop_title=True, dis="not 'the North Atlantic Treaty' alone: it starts 'the North Atlantic "
   "Treaty Organization'")
ev(T, EA, "Treaty of San Francisco", 1951, 1951, "San Francisco Peace Treaty", "Treaty of Peace with Japan")
ev(T, EA, "Korean Armistice Agreement", 1953, 1953, "Korean armistice", "Korean War armistice",
   "1953 armistice")
ev(T, SEA, "1954 Geneva Conference", 1954, 1954, "Geneva Accords of 1954", "1954 Geneva Accords",
   "Geneva Conference of 1954")
ev(T, EU, "Treaty of Rome", 1957, 1957, "Treaty of Rome of 1957", "Treaties of Rome", "1957 Treaty of Rome")
ev(T, W, "Antarctic Treaty System", 1959, 1959, "Antarctic Treaty", "signing of the Antarctic Treaty")
ev(T, SA, "Indus Waters Treaty", 1960, 1960)
ev(T, W, "Partial Nuclear Test Ban Treaty", 1963, 1963, "Partial Test Ban Treaty", "Limited Test Ban Treaty",
   "1963 Test Ban Treaty")
ev(T, SA, "Tashkent Declaration", 1966, 1966, "Tashkent Agreement")
ev(T, W, "Outer Space Treaty", 1967, 1967, "Outer Space Treaty of 1967")
ev(T, W, "Strategic Arms Limitation Talks", 1969, 1979, "SALT talks", "SALT I and SALT II",
   dis="the talks of 1969-1979 (SALT I 1969-1972, SALT II 1972-1979)")
ev(T, SA, "Simla Agreement", 1972, 1972, "Shimla Agreement")
ev(T, SEA, "Paris Peace Accords", 1973, 1973, "Paris Peace Accords of 1973", "Paris Peace Agreement of 1973")
ev(T, EU, "Helsinki Final Act", 1975, 1975, "Helsinki Accords", "Helsinki Declaration of 1975",
   "Helsinki Agreement of 1975")
ev(T, ME, "Camp David Accords", 1978, 1978, "Camp David Agreement", "Camp David agreements")
ev(T, ME, "Egypt–Israel peace treaty", 1979, 1979, "Egypt-Israel peace treaty", "Israel-Egypt peace treaty",
   "Egyptian-Israeli peace treaty")
ev(T, EA, "Sino-British Joint Declaration", 1984, 1984, "Sino–British Joint Declaration")
ev(T, EU, "Schengen Agreement", 1985, 1985, "Schengen Agreement of 1985")
ev(T, EU, "Single European Act", 1986, 1986)
ev(T, W, "Intermediate-Range Nuclear Forces Treaty", 1987, 1987, "INF Treaty", "Intermediate-Range Nuclear Forces "
   "Treaty of 1987", "INF treaty of 1987")
ev(T, W, "Montreal Protocol", 1987, 1987, "Montreal Protocol of 1987")
ev(T, ME, "Taif Agreement", 1989, 1989, "Taif Accord")
ev(T, EU, "Treaty on the Final Settlement with Respect to Germany", 1990, 1990, "Two Plus Four Agreement",
   "Two Plus Four Treaty", "2+4 Treaty")
ev(T, EU, "Belovezha Accords", 1991, 1991, "Belavezha Accords", "Minsk Agreement of 1991")
ev(T, W, "START I", 1991, 1991, "START I treaty", "Strategic Arms Reduction Treaty of 1991")
ev(T, EU, "Maastricht Treaty", 1992, 1992, "Treaty of Maastricht", "Treaty on European Union")
ev(T, W, "Earth Summit (1992)", 1992, 1992, "Rio Earth Summit", "1992 Earth Summit", "Rio Summit of 1992",
   "United Nations Conference on Environment and Development")
ev(T, ME, "Oslo Accords", 1993, 1995, "Oslo peace accords", "Oslo agreements",
   dis="Oslo I (1993) and Oslo II (1995)")
ev(T, AF, "Arusha Accords (1993)", 1993, 1993, "Arusha Accords of 1993", "1993 Arusha Accords")
ev(T, ME, "Israel–Jordan peace treaty", 1994, 1994, "Israel-Jordan peace treaty", "Jordan-Israel peace treaty",
   "Wadi Araba Treaty")
ev(T, EU, "Budapest Memorandum", 1994, 1994, "Budapest Memorandum on Security Assurances")
ev(T, EU, "Dayton Agreement", 1995, 1995, "Dayton Accords", "Dayton Peace Agreement", "Dayton peace accords")
ev(T, EU, "Treaty of Amsterdam", 1997, 1997, "Amsterdam Treaty")
ev(T, W, "Kyoto Protocol", 1997, 1997, "Kyoto Accord", "Kyoto climate treaty",
   dis="the year it was adopted; it was in force 2005-2020")
ev(T, EA, "Handover of Hong Kong", 1997, 1997, "Hong Kong handover", "transfer of sovereignty over Hong Kong",
   "handover of Hong Kong to China", "1997 handover", "return of Hong Kong to China")
ev(T, EU, "Good Friday Agreement", 1998, 1998, "Belfast Agreement", "Good Friday Accord")
ev(T, EA, "Transfer of sovereignty over Macau", 1999, 1999, "Macau handover", "handover of Macau",
   "Macao handover")
ev(T, AF, "Lomé Peace Accord", 1999, 1999, "Lome Peace Accord")
ev(T, EU, "Treaty of Nice", 2001, 2001, "Nice Treaty")
ev(T, EU, "Ohrid Agreement", 2001, 2001, "Ohrid Framework Agreement")
ev(T, AF, "Comprehensive Peace Agreement", 2005, 2005, "Naivasha Agreement", "Sudan Comprehensive Peace Agreement",
   dis="the Sudan agreement of 2005; not Nepal's Comprehensive Peace Accord of 2006", drop_title=True)
ev(T, EU, "Treaty of Lisbon", 2007, 2007, "Lisbon Treaty")
ev(T, EU, "Minsk agreements", 2014, 2015, "Minsk accords", "Minsk Protocol and Minsk II",
   dis="Minsk Protocol (2014) and Minsk II (2015)")
ev(T, EU, "Minsk II", 2015, 2015, "Minsk II agreement", "Minsk-2")
ev(T, ME, "Joint Comprehensive Plan of Action", 2015, 2015, "JCPOA", "Iran nuclear deal", "Iran nuclear agreement",
   "2015 Iran nuclear deal", dis="the year it was agreed; not its later history")
ev(T, W, "Paris Agreement", 2015, 2015, "Paris climate agreement", "Paris climate accord", "Paris Climate Accords",
   "Paris accord on climate change", "COP21 agreement", "Paris climate deal",
   dis="the year it was adopted; not 'the Paris Agreement' alone (other Paris agreements)", drop_title=True)
ev(T, LA, "2016 Colombian peace agreement", 2016, 2016, "Colombian peace agreement", "Colombian peace deal",
   "FARC peace deal", "FARC peace agreement", "2016 Colombia peace deal")
ev(T, EU, "Prespa agreement", 2018, 2018, "Prespa Agreement", "Prespa accord")
ev(T, ME, "Abraham Accords", 2020, 2020)
ev(T, CA, "Doha Agreement (2020)", 2020, 2020, "US-Taliban deal", "U.S.-Taliban agreement", "US–Taliban agreement",
   "2020 Doha Agreement")


# ---------------------------------------------------------------------------------------------------------
# Space missions and programmes (source: the mission's article; launch year to end of mission). Missions still
# operating are left out.
S = "space_mission"
ev(S, EU, "Sputnik 1", 1957, 1957, "Sputnik I", "launch of Sputnik", "Sputnik launch")
ev(S, EU, "Sputnik 2", 1957, 1958, "Sputnik II", dis="launched 1957, re-entered 1958")
ev(S, NA, "Explorer 1", 1958, 1970, "Explorer I", dis="launched 1958, re-entered 1970")
ev(S, EU, "Luna 2", 1959, 1959)
ev(S, EU, "Luna 3", 1959, 1959)
ev(S, EU, "Vostok 1", 1961, 1961, "Gagarin's flight", "Yuri Gagarin's flight", "Gagarin's spaceflight",
   "first human spaceflight")
ev(S, NA, "Mercury-Redstone 3", 1961, 1961, "Freedom 7", "Alan Shepard's flight")
ev(S, NA, "Mercury-Atlas 6", 1962, 1962, "Friendship 7", "John Glenn's orbital flight", "Glenn's orbital flight")
ev(S, EU, "Vostok 6", 1963, 1963, "Tereshkova's flight", "Valentina Tereshkova's flight")
ev(S, EU, "Voskhod 2", 1965, 1965, "first spacewalk", "Leonov's spacewalk")
ev(S, NA, "Gemini 4", 1965, 1965, "first American spacewalk")
ev(S, EU, "Luna 9", 1966, 1966)
ev(S, EU, "Venera 7", 1970, 1970)
ev(S, NA, "Project Mercury", 1958, 1963, "Mercury program", "Mercury programme")
ev(S, NA, "Project Gemini", 1961, 1966, "Gemini program", "Gemini programme")
ev(S, NA, "Apollo program", 1961, 1972, "Apollo programme", "Project Apollo", "Apollo missions",
   "Apollo moon program")
ev(S, NA, "Apollo 1", 1967, 1967, "Apollo 1 fire", "Apollo 204")
ev(S, EU, "Soyuz 1", 1967, 1967)
ev(S, NA, "Apollo 7", 1968, 1968)
ev(S, NA, "Apollo 8", 1968, 1968, "Apollo 8 mission")
ev(S, NA, "Apollo 9", 1969, 1969)
ev(S, NA, "Apollo 10", 1969, 1969)
ev(S, NA, "Apollo 11", 1969, 1969, "Apollo 11 Moon landing", "Apollo 11 moon landing", "first Moon landing",
   "first moon landing", "first crewed Moon landing", "first manned moon landing", "Apollo 11 mission")
ev(S, NA, "Apollo 12", 1969, 1969)
ev(S, NA, "Apollo 13", 1970, 1970, "Apollo 13 mission")
ev(S, NA, "Apollo 14", 1971, 1971)
ev(S, NA, "Apollo 15", 1971, 1971)
ev(S, NA, "Apollo 16", 1972, 1972)
ev(S, NA, "Apollo 17", 1972, 1972, "last Moon landing", "last crewed Moon landing", "last manned moon landing")
ev(S, EU, "Soyuz 11", 1971, 1971)
ev(S, EU, "Salyut 1", 1971, 1971)
ev(S, NA, "Pioneer 10", 1972, 2003)
ev(S, NA, "Skylab", 1973, 1979, "Skylab space station")
ev(S, W, "Apollo–Soyuz", 1975, 1975, "Apollo-Soyuz", "Apollo–Soyuz Test Project", "Apollo-Soyuz Test Project")
ev(S, NA, "Viking 1", 1975, 1982, "Viking 1 lander")
ev(S, NA, "STS-1", 1981, 1981, "first Space Shuttle flight", "first Space Shuttle mission")
ev(S, NA, "Space Shuttle program", 1981, 2011, "Space Shuttle programme", "Shuttle program", "Space Shuttle era")
ev(S, EU, "Mir", 1986, 2001, "Mir space station", drop_title=True)
ev(S, NA, "Magellan (spacecraft)", 1989, 1994, "Magellan mission", "Magellan probe", "Magellan spacecraft")
ev(S, NA, "Galileo (spacecraft)", 1989, 2003, "Galileo mission", "Galileo probe", "Galileo spacecraft",
   "Galileo orbiter")
ev(S, NA, "STS-31", 1990, 1990, "launch of the Hubble Space Telescope", "Hubble launch")
ev(S, W, "Ulysses (spacecraft)", 1990, 2009, "Ulysses probe", "Ulysses mission", "Ulysses spacecraft")
ev(S, NA, "Mars Pathfinder", 1996, 1997, "Sojourner rover", "Pathfinder mission")
ev(S, W, "Cassini–Huygens", 1997, 2017, "Cassini-Huygens", "Cassini mission", "Cassini spacecraft",
   "Cassini probe", "Cassini–Huygens mission")
ev(S, NA, "Mars Climate Orbiter", 1998, 1999)
ev(S, NA, "Spirit (rover)", 2003, 2011, "Spirit rover", "Mars rover Spirit")
ev(S, NA, "Opportunity (rover)", 2003, 2019, "Opportunity rover", "Mars rover Opportunity")
ev(S, NA, "Spitzer Space Telescope", 2003, 2020)
ev(S, EA, "Shenzhou 5", 2003, 2003, "Yang Liwei's flight", "China's first crewed spaceflight")
ev(S, EA, "Hayabusa", 2003, 2010, "Hayabusa mission", "Hayabusa probe", drop_title=True)
ev(S, EU, "Rosetta (spacecraft)", 2004, 2016, "Rosetta mission", "Rosetta probe", "Rosetta spacecraft")
ev(S, EU, "Philae (spacecraft)", 2014, 2014, "Philae landing", "Philae lander landing")
ev(S, NA, "MESSENGER", 2004, 2015, "MESSENGER spacecraft to Mercury",
   cased=["MESSENGER", "MESSENGER mission", "MESSENGER probe"],
   counter=["the messenger of the gods"])
ev(S, W, "Huygens (spacecraft)", 2005, 2005, "Huygens landing", "Huygens probe landing")
ev(S, NA, "Deep Impact (spacecraft)", 2005, 2013, "Deep Impact mission", "Deep Impact probe")
ev(S, EU, "Venus Express", 2005, 2014)
ev(S, NA, "Phoenix (spacecraft)", 2007, 2008, "Phoenix lander", "Phoenix Mars lander", "Phoenix mission")
ev(S, NA, "Dawn (spacecraft)", 2007, 2018, "Dawn mission", "Dawn spacecraft", "Dawn probe")
ev(S, SA, "Chandrayaan-1", 2008, 2009, "Chandrayaan 1")
ev(S, NA, "Kepler space telescope", 2009, 2018, "Kepler mission", "Kepler Space Telescope")
ev(S, EU, "Planck (spacecraft)", 2009, 2013, "Planck satellite", "Planck mission")
ev(S, EU, "Herschel Space Observatory", 2009, 2013, "Herschel telescope", "Herschel Space Telescope")
ev(S, SA, "Mars Orbiter Mission", 2013, 2022, "Mangalyaan", "Mangalyaan mission")
ev(S, NA, "New Horizons Pluto flyby", 2015, 2015, "Pluto flyby", "New Horizons flyby of Pluto",
   dis="the 2015 flyby; the spacecraft is still flying")
ev(S, NA, "InSight", 2018, 2022, "InSight lander", "InSight mission", "Mars InSight", drop_title=True)
ev(S, ME, "Beresheet", 2019, 2019, "Beresheet lander", "Beresheet mission")
ev(S, NA, "Crew Dragon Demo-2", 2020, 2020, "Demo-2 mission", "SpaceX Demo-2", "first crewed Crew Dragon flight")
ev(S, EA, "Chang'e 5", 2020, 2020, "Chang'e-5", "Chang'e 5 mission")
ev(S, NA, "Ingenuity (helicopter)", 2020, 2024, "Ingenuity helicopter", "Mars helicopter Ingenuity")
ev(S, NA, "Double Asteroid Redirection Test", 2021, 2022, "DART mission", "DART impact")
ev(S, NA, "Artemis I", 2022, 2022, "Artemis 1", "Artemis I mission")
ev(S, SA, "Chandrayaan-3", 2023, 2023, "Chandrayaan 3", "Chandrayaan-3 landing")
ev(S, EU, "Luna 25", 2023, 2023, "Luna-25")
ev(S, EU, "Salyut 7", 1982, 1991)
ev(S, EU, "Vega program", 1984, 1986, "Vega 1 and 2", "Vega missions")
ev(S, EU, "Giotto (spacecraft)", 1985, 1992, "Giotto mission", "Giotto probe")
ev(S, NA, "Lunar Prospector", 1998, 1999)
ev(S, NA, "Stardust (spacecraft)", 1999, 2011, "Stardust mission", "Stardust probe")
ev(S, NA, "Genesis (spacecraft)", 2001, 2004, "Genesis mission", "Genesis probe")


# ---------------------------------------------------------------------------------------------------------
# Sports events with their year (source: "<year> Summer Olympics", "<year> FIFA World Cup", ... articles).
# The 2020 Summer Olympics and UEFA Euro 2020 were held in 2021 and are left out: the year in their names is
# not the year they took place. A host city names a Games only when it held one Games ("the Sydney Olympics";
# not "the London Olympics": 1908, 1948, 2012).
SUMMER = {1896: ("Athens", EU), 1900: ("Paris", EU), 1904: ("St. Louis", NA), 1908: ("London", EU),
          1912: ("Stockholm", EU), 1920: ("Antwerp", EU), 1924: ("Paris", EU), 1928: ("Amsterdam", EU),
          1932: ("Los Angeles", NA), 1936: ("Berlin", EU), 1948: ("London", EU), 1952: ("Helsinki", EU),
          1956: ("Melbourne", OC), 1960: ("Rome", EU), 1964: ("Tokyo", EA), 1968: ("Mexico City", LA),
          1972: ("Munich", EU), 1976: ("Montreal", NA), 1980: ("Moscow", EU), 1984: ("Los Angeles", NA),
          1988: ("Seoul", EA), 1992: ("Barcelona", EU), 1996: ("Atlanta", NA), 2000: ("Sydney", OC),
          2004: ("Athens", EU), 2008: ("Beijing", EA), 2012: ("London", EU), 2016: ("Rio de Janeiro", LA),
          2024: ("Paris", EU)}
WINTER = {1924: ("Chamonix", EU), 1928: ("St. Moritz", EU), 1932: ("Lake Placid", NA),
          1936: ("Garmisch-Partenkirchen", EU), 1948: ("St. Moritz", EU), 1952: ("Oslo", EU),
          1956: ("Cortina d'Ampezzo", EU), 1960: ("Squaw Valley", NA), 1964: ("Innsbruck", EU),
          1968: ("Grenoble", EU), 1972: ("Sapporo", EA), 1976: ("Innsbruck", EU), 1980: ("Lake Placid", NA),
          1984: ("Sarajevo", EU), 1988: ("Calgary", NA), 1992: ("Albertville", EU), 1994: ("Lillehammer", EU),
          1998: ("Nagano", EA), 2002: ("Salt Lake City", NA), 2006: ("Turin", EU), 2010: ("Vancouver", NA),
          2014: ("Sochi", EU), 2018: ("Pyeongchang", EA), 2022: ("Beijing", EA)}
# cities that held more than one Games (summer or winter), or will (Los Angeles 2028, Cortina 2026, Stockholm
# also held the 1956 equestrian events): no bare "the <city> Olympics"
SHARED_HOSTS = {"Athens", "Paris", "London", "Los Angeles", "Tokyo", "Beijing", "St. Moritz", "Lake Placid",
                "Innsbruck", "Stockholm", "Cortina d'Ampezzo"}
OLYMPIC_EXTRA = {2016: ["Rio 2016", "Rio Olympics", "2016 Rio Olympics", "Rio Olympic Games"],
                 2002: ["Salt Lake Olympics", "Salt Lake 2002"]}


def olympics(year: int, city: str, region: str, season: str) -> None:
    names = [f"{year} {season} Olympics", f"{year} {season} Olympic Games", f"{city} {year}",
             f"{year} {city} Olympics", f"{city} {year} Olympics", f"{city} {year} Olympic Games"]
    if season == "Summer":
        names += [f"{year} Olympics", f"{year} Olympic Games"]
    else:
        names += [f"{year} {city} Winter Olympics"]
    names += OLYMPIC_EXTRA.get(year, []) if season == "Summer" or year == 2002 else []
    if city not in SHARED_HOSTS:
        names += [f"{city} Olympics", f"{city} Olympic Games"] + (
            [f"{city} Winter Olympics"] if season == "Winter" else [])
    E("sports_event", region, f"{year} {season} Olympics", year, year, *names,
      id=f"olympics_{season.lower()}_{year}")


for _year, (_city, _region) in SUMMER.items():
    olympics(_year, _city, _region, "Summer")
for _year, (_city, _region) in WINTER.items():
    olympics(_year, _city, _region, "Winter")

WORLD_CUP = {1930: ("Uruguay", LA), 1934: ("Italy", EU), 1938: ("France", EU), 1950: ("Brazil", LA),
             1954: ("Switzerland", EU), 1958: ("Sweden", EU), 1962: ("Chile", LA), 1966: ("England", EU),
             1970: ("Mexico", LA), 1974: ("West Germany", EU), 1978: ("Argentina", LA), 1982: ("Spain", EU),
             1986: ("Mexico", LA), 1990: ("Italy", EU), 1994: ("United States", NA), 1998: ("France", EU),
             2002: ("South Korea and Japan", EA), 2006: ("Germany", EU), 2010: ("South Africa", AF),
             2014: ("Brazil", LA), 2018: ("Russia", EU), 2022: ("Qatar", ME)}
WORLD_CUP_NICKNAMES = {1966: ["England 66", "England '66"], 1982: ["España 82", "Espana 82", "Spain '82"],
                       1986: ["Mexico 86", "Mexico '86"], 1990: ["Italia 90", "Italia '90"],
                       1994: ["USA 94", "USA '94"], 1998: ["France 98", "France '98"],
                       2006: ["Germany 2006"], 2010: ["South Africa 2010"], 2014: ["Brazil 2014"],
                       2018: ["Russia 2018"], 2022: ["Qatar 2022"]}
for _year, (_host, _region) in WORLD_CUP.items():
    E("sports_event", _region, f"{_year} FIFA World Cup", _year, _year, f"{_year} World Cup",
      f"{_year} football World Cup", f"{_year} soccer World Cup", f"{_host} {_year} World Cup",
      f"{_year} World Cup in {_host}", *WORLD_CUP_NICKNAMES.get(_year, []), id=f"fifa_world_cup_{_year}")

WOMENS_WORLD_CUP = {1991: ("China", EA), 1995: ("Sweden", EU), 1999: ("United States", NA),
                    2003: ("United States", NA), 2007: ("China", EA), 2011: ("Germany", EU),
                    2015: ("Canada", NA), 2019: ("France", EU), 2023: ("Australia and New Zealand", OC)}
for _year, (_host, _region) in WOMENS_WORLD_CUP.items():
    E("sports_event", _region, f"{_year} FIFA Women's World Cup", _year, _year, f"{_year} Women's World Cup",
      f"{_year} women's soccer World Cup", f"{_year} women's football World Cup",
      id=f"fifa_womens_world_cup_{_year}")

EUROS = {1960: "France", 1964: "Spain", 1968: "Italy", 1972: "Belgium", 1976: "Yugoslavia", 1980: "Italy",
         1984: "France", 1988: "West Germany", 1992: "Sweden", 1996: "England", 2000: "Belgium and the Netherlands",
         2004: "Portugal", 2008: "Austria and Switzerland", 2012: "Poland and Ukraine", 2016: "France",
         2024: "Germany"}
for _year in EUROS:
    E("sports_event", EU, f"UEFA Euro {_year}", _year, _year, f"{_year} UEFA European Championship",
      f"{_year} European Football Championship",
      cased=[f"Euro {_year}"], id=f"uefa_euro_{_year}",
      counter=[f"one euro {_year} coins"] if _year in (2000, 2004, 2008, 2012, 2016, 2024) else ())

CRICKET = {1975: "England", 1979: "England", 1983: "England", 1987: "India and Pakistan",
           1992: "Australia and New Zealand", 1996: "India, Pakistan and Sri Lanka", 1999: "England",
           2003: "South Africa", 2007: "the West Indies", 2011: "India, Sri Lanka and Bangladesh",
           2015: "Australia and New Zealand", 2019: "England and Wales", 2023: "India"}
CRICKET_REGION = {1975: EU, 1979: EU, 1983: EU, 1987: SA, 1992: OC, 1996: SA, 1999: EU, 2003: AF, 2007: LA,
                  2011: SA, 2015: OC, 2019: EU, 2023: SA}
for _year in CRICKET:
    E("sports_event", CRICKET_REGION[_year], f"{_year} Cricket World Cup", _year, _year,
      f"{_year} ICC Cricket World Cup", f"{_year} cricket World Cup", f"{_year} ICC World Cup",
      id=f"cricket_world_cup_{_year}")

RUGBY = {1987: OC, 1991: EU, 1995: AF, 1999: EU, 2003: OC, 2007: EU, 2011: OC, 2015: EU, 2019: EA, 2023: EU}
for _year, _region in RUGBY.items():
    E("sports_event", _region, f"{_year} Rugby World Cup", _year, _year, f"{_year} rugby union World Cup",
      id=f"rugby_world_cup_{_year}")


def _roman(n: int) -> str:
    out = ""
    for value, letters in ((50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out += letters
            n -= value
    return out


# Super Bowl N is played in January or February of the year 1966 + N (Super Bowl I: January 1967).
for _n in range(1, 59):
    _name = "Super Bowl 50" if _n == 50 else f"Super Bowl {_roman(_n)}"
    E("sports_event", NA, _name, 1966 + _n, 1966 + _n, id=f"super_bowl_{_n}")

ev("sports_event", NA, "Miracle on Ice", 1980, 1980, "1980 Miracle on Ice")
ev("sports_event", AF, "The Rumble in the Jungle", 1974, 1974, "Rumble in the Jungle", drop_title=True)
ev("sports_event", SEA, "Thrilla in Manila", 1975, 1975)
ev("sports_event", NA, "1919 World Series", 1919, 1919, "Black Sox scandal", "1919 Black Sox scandal")



ev("era", EU, "Second Industrial Revolution", 1870, 1914, "Technological Revolution of 1870-1914")

# ---------------------------------------------------------------------------------------------------------
# Guards (IGNORE rules): phrases that contain a gazetteer name but mean something else ("a new Cold War",
# "the Green New Deal", "the Harlem Renaissance", "the fourth industrial revolution"). A guard wins over the
# name inside it, so the name adds no years.
GUARDS: List[Dict[str, Any]] = [
    {"id": "guard_new_cold_war", "label": "IGNORE",
     "pattern": "(?:new|second|another|renewed|digital|tech|technological|economic|trade)\\s+cold\\s+war"
                "|cold\\s+war\\s+(?:2\\.0|II)",
     "examples": ["new Cold War", "second cold war", "Cold War II"]},
    {"id": "guard_other_industrial_revolutions", "label": "IGNORE",
     "pattern": "(?:third|fourth|fifth|next|new|digital|green|AI)\\s+industrial\\s+revolution",
     "examples": ["fourth industrial revolution", "Third Industrial Revolution"]},
    {"id": "guard_other_renaissances", "label": "IGNORE",
     "pattern": "(?:Harlem|Bengal|Carolingian|Ottonian|Macedonian|Timurid|African|Celtic|Scottish|Irish|Chicago|"
                "Southern|urban|American|Islamic|Mexican)\\s+Renaissance",
     "examples": ["Harlem Renaissance", "Carolingian Renaissance"]},
    {"id": "guard_green_new_deal", "label": "IGNORE", "pattern": "Green\\s+New\\s+Deal",
     "examples": ["Green New Deal"]},
    {"id": "guard_new_space_race", "label": "IGNORE",
     "pattern": "(?:new|second|another|billionaire|commercial|global|private)\\s+space\\s+race",
     "examples": ["new space race", "billionaire space race"]},
    {"id": "guard_new_gilded_age", "label": "IGNORE", "pattern": "(?:new|second|another)\\s+Gilded\\s+Age",
     "examples": ["new Gilded Age"]},
    {"id": "guard_greek_dark_ages", "label": "IGNORE", "pattern": "Greek\\s+Dark\\s+Ages?",
     "examples": ["Greek Dark Ages"]},
    {"id": "guard_another_great_depression", "label": "IGNORE",
     "pattern": "(?:next|another|new|second)\\s+Great\\s+Depression",
     "examples": ["another Great Depression", "the next Great Depression"[4:]]},
]
for _guard in GUARDS:
    _guard["priority"] = 2  # before the gazetteer entries (priority 1) that start at the same word
    _guard["comment"] = "Guard for the gazetteer: the name inside this phrase is not the named event."


# ---------------------------------------------------------------------------------------------------------
def main(argv: Sequence[str]) -> int:
    """Write (or with ``--check`` compare) ``events.jsonl``; returns the exit status."""
    ids = [e["id"] for e in ENTRIES]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        print(f"duplicate ids: {dupes}", file=sys.stderr)
        return 1
    header = ("// Named events and periods: written by tools/build_events.py from its tables (edit those, then run "
              "it). One entry per line; see spacy_tempoeval/rules/loader.py for the keys.\n")
    text = header + "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in ENTRIES + GUARDS)
    if "--check" in argv:
        same = OUT.read_text(encoding="utf8") == text
        print(f"{OUT}: {'up to date' if same else 'OUT OF DATE, run tools/build_events.py'}")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf8")
    print(f"wrote {len(ENTRIES)} entries to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
