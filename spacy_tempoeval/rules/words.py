"""The contract of a language pack: every word list the code reads, declared once, and ``LanguageWords``.

Most macro names in a pack's lexicon files are the pack's own choice (``MONTH``, ``UNIT``...), used only by its
own patterns and templates. The word lists declared below are read **by the code**, mean the same in every pack,
and are declared here and nowhere else: name, required or optional, what reads it and what it is for. A required
list is one every language pack defines (the language-neutral ``xx`` pack has no words and is exempt); a pack
without an optional list loses what it is for. ``docs/languages.md`` documents them, with Spanish and German
examples; ``tests/rules/test_words.py`` checks that the code names no list outside this module, that the
documentation and this declaration list the same names, and that the built-in packs define every required one.

``LanguageWords`` is built once from a rule set's lexicon (the tagger builds it) and gives every reader its list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Dict, FrozenSet, Iterable, Mapping, Tuple

Terms = Mapping[str, Mapping[str, str]]


@dataclass(frozen=True)
class WordList:
    """One word list of the contract.

    name (str): The lexicon macro that holds it.
    reader (str): What reads it.
    purpose (str): What it is for.
    required (bool): Every language pack defines it.
    """

    name: str
    reader: str
    purpose: str
    required: bool = False


PACK_WORDS: Dict[str, WordList] = {}
"""Every word list the code reads, by name, in the order declared."""


def _declare(name: str, reader: str, purpose: str, required: bool = False) -> str:
    PACK_WORDS[name] = WordList(name, reader, purpose, required)
    return name


# value filters of rule templates (rules/template.py)
NUMBER = _declare("NUMBER", "template: num, yearwords", "cardinals in words: 'two', 'thirty-five'", True)
ORDINAL = _declare("ORDINAL", "template: ordinal, century, millennium", "ordinals in words: 'first'", True)
ORDINAL_SUFFIX = _declare("ORDINAL_SUFFIX", "template: ordinal", "'19th', '3rd'", True)
NUMBER_JOINER = _declare("NUMBER_JOINER", "template: num, yearwords", "'two hundred and five'", True)
YEARWORDS_THOUSAND = _declare("YEARWORDS_THOUSAND", "template: yearwords", "'two thousand and eight'", True)
YEARWORDS_HUNDRED = _declare("YEARWORDS_HUNDRED", "template: yearwords", "'nineteen hundred'")
YEARWORDS_HUNDREDS = _declare("YEARWORDS_HUNDREDS", "template: yearwords", "a number of hundreds: 'novecientos'")
YEARWORDS_ZERO = _declare("YEARWORDS_ZERO", "template: yearwords", "'nineteen oh five'")
HOUR_AM = _declare("HOUR_AM", "template: hour", "the morning half of the day after an hour")
HOUR_PM = _declare("HOUR_PM", "template: hour", "the afternoon half of the day after an hour")
# the rule loader and engine (rules/loader.py, rules/engine.py, rules/anchors.py)
PERIOD_ARTICLE = _declare("PERIOD_ARTICLE", "loader, engine", "the article a gazetteer name may start with", True)
NON_ANCHOR = _declare("NON_ANCHOR", "engine", "words that never start a search", True)
ANCHOR_SUFFIXES = _declare("ANCHOR_SUFFIXES", "engine", "endings added to anchor words", True)
# resolution (normalize/)
TENSE_FUTURE = _declare("TENSE_FUTURE", "normalize/tense.py", "future tense cues", True)
TENSE_FUTURE_PAIRS = _declare("TENSE_FUTURE_PAIRS", "normalize/tense.py", "two-word future cues: 'is to' resume")
TENSE_NOT_FUTURE_PAIRS = _declare("TENSE_NOT_FUTURE_PAIRS", "normalize/tense.py",
                                   "a future cue word after its determiner is a noun: 'at the start of May'")
TENSE_FUTURE_BEFORE = _declare("TENSE_FUTURE_BEFORE", "normalize/tense.py",
                                 "right before a date, a future cue when its clause has no other: 'snow thru tues'")
TENSE_PAST_BEFORE = _declare("TENSE_PAST_BEFORE", "normalize/tense.py",
                              "right before a date, a past cue when its clause has no other: 'desde enero'")
TENSE_FUTURE_PAIRS_BEFORE = _declare("TENSE_FUTURE_PAIRS_BEFORE", "normalize/tense.py",
                                       "two words right before a date that move it ahead: 'was moved to April 4'")
TENSE_FUTURE_FRAMES = _declare("TENSE_FUTURE_FRAMES", "normalize/tense.py",
                                 "a word before a date and the word right after it that set a new date, ahead "
                                 "whatever the tense (verb-final German: 'wurde auf [Dienstag] verschoben')")
TENSE_FUTURE_MODAL = _declare("TENSE_FUTURE_MODAL", "normalize/tense.py",
                                "future modals: a date they point to is after the reference date even in a narrative")
TENSE_PAST = _declare("TENSE_PAST", "normalize/tense.py", "past tense cues", True)
TENSE_PAST_NEAR = _declare("TENSE_PAST_NEAR", "normalize/tense.py",
                           "reporting verbs: a past cue only within three words ('said Monday')")
TENSE_PAST_SUFFIX = _declare("TENSE_PAST_SUFFIX", "normalize/tense.py",
                             "endings of regular past forms ('-ed'): a past cue on any word of 5+ letters")
TENSE_FUTURE_SUFFIX = _declare("TENSE_FUTURE_SUFFIX", "normalize/tense.py",
                               "endings of regular future forms (Spanish '-rá'): a future cue on a word of 5+ letters")
TENSE_NOT_PAST_SUFFIX = _declare("TENSE_NOT_PAST_SUFFIX", "normalize/tense.py",
                                 "words with a TENSE_PAST_SUFFIX ending that are no past cue ('need', 'expected')")
TENSE_PAST_FOLLOWER = _declare("TENSE_PAST_FOLLOWER", "normalize/tense.py",
                               "what, right after a date, makes it past: the possessive ('Thursday's closing price')")
TENSE_NOT_PAST_AFTER = _declare("TENSE_NOT_PAST_AFTER", "normalize/tense.py", "a past cue after one is not", True)
TENSE_NOT_MODAL_AFTER = _declare("TENSE_NOT_MODAL_AFTER", "normalize/tense.py", "a modal after one is not", True)
TENSE_LEFT_ONLY = _declare("TENSE_LEFT_ONLY", "normalize/tense.py",
                          "cue words that count only before the expression ('since' after it heads another date)")
TENSE_PARTICIPLE_NEXT = _declare("TENSE_PARTICIPLE_NEXT", "normalize/tense.py",
                                  "t20-: after a clause's first '-ed' word, one makes it a participle ('Staffed from')")
TENSE_CLAUSE_OPENERS = _declare("TENSE_CLAUSE_OPENERS", "normalize/tense.py",
                                "h19e4: between a left cue and its date, the date's own clause starts: its right "
                                "cue wins ('dispuso que [el lunes 15] será feriado')")
TENSE_PRESENT = _declare("TENSE_PRESENT", "normalize/tense.py",
                         "h19e5: a present verb before a date is its own predicate: no cue further left decides "
                         "('comenzó el 1 de junio y concluye [el 30 de noviembre]')")
TENSE_COORDINATED_SUBJECTS = _declare("TENSE_COORDINATED_SUBJECTS", "normalize/tense.py",
                                      "t24-: a subject between a coordinator and a cue after a date: the cue is "
                                      "another verb's ('due [monday] and i started it')")
TENSE_COMMAND = _declare("TENSE_COMMAND", "normalize/tense.py", "a clause opening with one is about the future")
TEXT_ANCHOR_RULES = _declare("TEXT_ANCHOR_RULES", "normalize/expression.py",
                             "rule ids read from the last date mentioned: 'the following month'")
NO_ANCHOR_AFTER = _declare("NO_ANCHOR_AFTER", "normalize/expression.py", "a date after one is background", True)
SET_OFF_CLAUSE_OPENERS = _declare("SET_OFF_CLAUSE_OPENERS", "normalize/expression.py",
                                  "first words of a clause set off by commas whose date is background")
WEEKDAY_COORDINATORS = _declare("WEEKDAY_COORDINATORS", "normalize/compose.py",
                                "'next Tuesday and Wednesday': the words joining two weekdays of one run of days")
EVERY_WEEKDAY_JOINERS = _declare("EVERY_WEEKDAY_JOINERS", "normalize/compose.py",
                                  "'every mon, wed, thur': what joins the weekdays of a list after a weekday SET")
LIST_COORDINATORS = _declare("LIST_COORDINATORS", "normalize/tense.py",
                              "'chairman, president and chief executive': a comma pair before one closes a list, "
                              "not a clause set off by commas")
CLAUSE_ABBREVIATIONS = _declare("CLAUSE_ABBREVIATIONS", "normalize/tense.py",
                                 "abbreviations whose period ends no clause ('vs.', 'Mr.'): tense cues read across it")
SHIFT_TO_ANCHOR = _declare("SHIFT_TO_ANCHOR", "normalize/operators.py", "'two years before 2022'", True)
ANCHOR_GAP_WORDS = _declare("ANCHOR_GAP_WORDS", "normalize/operators.py", "words between a shift and its anchor",
                            True)
OPERATORS_BEFORE_ANCHOR = _declare("OPERATORS_BEFORE_ANCHOR", "normalize/operators.py",
                                   "operators before a date: phrase -> relation", True)
OPERATORS_AFTER_ANCHOR = _declare("OPERATORS_AFTER_ANCHOR", "normalize/operators.py",
                                  "operators after a date: phrase -> relation", True)
OPERATOR_AND = _declare("OPERATOR_AND", "normalize/operators.py", "'between X and Y'", True)
EVENT_HEAD_WORDS = _declare("EVENT_HEAD_WORDS", "normalize/unknown_events.py", "the LLM fallback's trigger")
EVENT_NAME_LINKS = _declare("EVENT_NAME_LINKS", "normalize/unknown_events.py", "words inside an event name")
# the everyday steps under convention="rag" (normalize/datetime_merge.py, normalize/intervals.py)
DATE_TIME_GAP = _declare("DATE_TIME_GAP", "normalize/datetime_merge.py", "what stands between a day and its time")
TIMEML_DATE_TIME_NOT_GAP = _declare("TIMEML_DATE_TIME_NOT_GAP", "normalize/datetime_merge.py",
                                    "DATE_TIME_GAP words that join no day and time under timeml")
CLOCK_AFTER_DAY = _declare("CLOCK_AFTER_DAY", "normalize/datetime_merge.py", "the words before a bare hour")
CLOCK_BEFORE_DAY = _declare("CLOCK_BEFORE_DAY", "normalize/datetime_merge.py", "days a bare hour may precede")
AFTERNOON_DAY_PARTS = _declare("AFTERNOON_DAY_PARTS", "normalize/datetime_merge.py", "an hour after one is p.m.")
PM_BARE_HOURS = _declare("PM_BARE_HOURS", "normalize/datetime_merge.py",
                         "x19-: bare hours read p.m. after a day: 'tmrw at 3' is 15:00")
EVENING_EVENTS = _declare("EVENING_EVENTS", "normalize/datetime_merge.py",
                          "t21-: events held in the afternoon or evening -> the last bare hour read p.m. after one: "
                          "'kickoff at 6:30' is 18:30")
TIME_OWN_DAY = _declare("TIME_OWN_DAY", "normalize/compose.py",
                        "t20-: a time written with one keeps its own day ('tonight', 'this morning')")
TIME_LIST_LINKS = _declare("TIME_LIST_LINKS", "normalize/compose.py",
                           "t20-: what may join two times of one list ('9 am, 12 pm and 3 pm tomorrow': one day)")
TIME_LATER_DAY_STOPS = _declare("TIME_LATER_DAY_STOPS", "normalize/compose.py",
                                "h19e4: words that keep a news clock time from a later day ('a las 22.30 horas y "
                                "se prolongará hasta el 25')")
TIMETABLE_RANGES = _declare("TIMETABLE_RANGES", "normalize/timetable.py",
                            "h19e4: the two words of a range in a weekly timetable ('de a': 'de martes a domingo, de "
                            "10.00 a 20.00 horas')")
TENSE_REPORT_AFTER_COMMA = _declare("TENSE_REPORT_AFTER_COMMA", "normalize/tense.py",
                                    "e24-: report verbs that, right after a comma after a date, attribute the "
                                    "sentence and are no tense cue of its clause ('antes del verano, anunció hoy')")
TIMETABLE_ONE_CLOCK = _declare("TIMETABLE_ONE_CLOCK", "normalize/timetable.py",
                               "e24-: what may join a range of weekdays to one clock time in a weekly timetable "
                               "('de lunes a jueves, a partir de las 9.30 horas')")
RANGE_TO = _declare("RANGE_TO", "normalize/intervals.py", "the word between the two ends of an interval")
RANGE_FROM = _declare("RANGE_FROM", "normalize/intervals.py", "the word that may open an interval")
RANGE_AND = _declare("RANGE_AND", "normalize/intervals.py", "'between 2 and 4 pm': a range word after an opener")
# TimeML extents under convention="timeml" (normalize/timeml_extent.py)
TIMEML_SIGNALS = _declare("TIMEML_SIGNALS", "normalize/timeml_extent.py", "signals a TIMEX3 does not begin with")
TIMEML_TRAILING_SIGNALS = _declare("TIMEML_TRAILING_SIGNALS", "normalize/timeml_extent.py", "'twenty years after'")
TIMEML_DURATION_TRAILING = _declare("TIMEML_DURATION_TRAILING", "normalize/timeml_extent.py",
                                    "words a DURATION's TIMEX3 does not end with: 'three days [later]'")
TIMEML_SIGNAL_OBJECTS = _declare("TIMEML_SIGNAL_OBJECTS", "normalize/timeml_extent.py",
                                 "what makes a trailing word a signal: 'dos días [después] de'")
TIMEML_QUANTITY_MODS = _declare("TIMEML_QUANTITY_MODS", "normalize/timeml_extent.py", "'nearly' forty years: mod")
TIMEML_SINGULAR_MODS = _declare("TIMEML_SINGULAR_MODS", "normalize/timeml_extent.py",
                                "quantity mods kept only before one unit: over a week, not over three years")
TIMEML_VERB_MODS = _declare("TIMEML_VERB_MODS", "normalize/timeml_extent.py",
                             "mods that are a verb after the words given: 'expected to last [several weeks]'")
TIMEML_POINT_MODS = _declare("TIMEML_POINT_MODS", "normalize/timeml_extent.py", "'early' Tuesday: mod")
TIMEML_DAY_WORDS = _declare("TIMEML_DAY_WORDS", "normalize/timeml_extent.py", "what a point modifier precedes")
TIMEML_QUANTITY_WORDS = _declare("TIMEML_QUANTITY_WORDS", "normalize/timeml_extent.py", "what a quantity begins with")
TIMEML_HEADS = _declare("TIMEML_HEADS", "normalize/timeml_extent.py", "heads that take the article")
TIMEML_ARTICLES = _declare("TIMEML_ARTICLES", "normalize/timeml_extent.py", "articles a TIMEX3 takes in")
TIMEML_RANGE_LINKS = _declare("TIMEML_RANGE_LINKS", "normalize/timeml_extent.py", "where a range splits in two")
TIMEML_FREE_ARTICLES = _declare("TIMEML_FREE_ARTICLES", "normalize/timeml_extent.py", "articles before any number")
TIMEML_PART_MODS = _declare("TIMEML_PART_MODS", "normalize/timeml_extent.py", "'the end of' April: mod END")
TIMEML_BARE_DATE_WORDS = _declare("TIMEML_BARE_DATE_WORDS", "normalize/timeml_extent.py",
                                  "what a TIMEX3 takes no article before: 'the [Aug. 7] bombings'")
TIMEML_APPROX_TAILS = _declare("TIMEML_APPROX_TAILS", "normalize/timeml_extent.py",
                                "words after a unit a TIMEX3 takes in: 'a year [or so]' (-> mod)")
TIMEML_ATTRIBUTIVE_ENDS = _declare("TIMEML_ATTRIBUTIVE_ENDS", "normalize/timeml_extent.py",
                                   "ends of a compound adjective: 'the [year-ago] results'")
TIMEML_SHIFT_DURATIONS = _declare("TIMEML_SHIFT_DURATIONS", "normalize/expression.py",
                                  "rule ids whose shift is a DURATION: 'dos años [después]'")
TIMEML_TIME_FOLLOWS_DAY = _declare("TIMEML_TIME_FOLLOWS_DAY", "normalize/compose.py",
                                   "a clock time's words that make it the last named day's: 'las 10.30 [horas]'")
TIMEML_FUTURE_CLOCK_FOLLOWS_DAY = _declare("TIMEML_FUTURE_CLOCK_FOLLOWS_DAY",
                                           "normalize/tense.py, normalize/compose.py",
                                           "n22-: news clock spellings that, in a future clause with no date, take "
                                           "the day ahead an earlier sentence named: 'It will start at 9 [a.m.]'")
TIMEML_DAYPART_LINKS = _declare("TIMEML_DAYPART_LINKS", "normalize/timeml_extent.py",
                                "the word between a day and its part of the day, split in two: 'ayer [por] la tarde'")
TIMEML_UNMARKED = _declare("TIMEML_UNMARKED", "tagger.py", "adverbs TimeML leaves unannotated: 'previously'")
TIMEML_DURATION_YEARS = _declare("TIMEML_DURATION_YEARS", "normalize/timeml_values.py",
                                 "duration units counted in years: 'two decades' P20Y")
TIMEML_WEEK_OF = _declare("TIMEML_WEEK_OF", "normalize/timeml_values.py",
                          "rule ids whose day names its week: 'the week of March 6'")
TIMEML_SAME_PERIOD_RULES = _declare("TIMEML_SAME_PERIOD_RULES", "normalize/timeml_values.py",
                                    "rule ids that repeat the last period named in a year: 'el mismo periodo de 1999'")
TIMEML_ENDED_RULES = _declare("TIMEML_ENDED_RULES", "normalize/timeml_values.py",
                              "rule ids whose year or week before TIMEML_ENDED_WORDS is a duration")
TIMEML_ENDED_QUARTER_RULES = _declare("TIMEML_ENDED_QUARTER_RULES", "normalize/timeml_values.py",
                                      "rule ids whose quarter before TIMEML_ENDED_WORDS and a day ends on that day")
TIMEML_ENDED_WORDS = _declare("TIMEML_ENDED_WORDS", "normalize/timeml_values.py",
                              "words after a period that make it a duration: 'the year [ended] March 31' P1Y")
TIMEML_PAST_NIGHT_RULES = _declare("TIMEML_PAST_NIGHT_RULES", "normalize/timeml_values.py",
                                   "rule ids whose night is the night before in a past clause: 'fell overnight'")
TIMEML_NIGHT_STAY_WORDS = _declare("TIMEML_NIGHT_STAY_WORDS", "normalize/timeml_values.py",
                                   "words after which 'overnight' is the day's own night: 'stayed overnight'")
# metrics read through the component (metrics/expression_units.py)
SETTING_WORDS = _declare("SETTING_WORDS", "metrics/expression_units.py",
                         "a period after one is a setting: 'during World War II'")


def _declared(name: str) -> str:
    if name not in PACK_WORDS:  # invariant: a reader declares the list it reads above
        raise KeyError(f"{name!r} is not a declared word list (spacy_tempoeval/rules/words.py)")
    return name


def alternation(words: Iterable[str]) -> str:
    """A regex alternation of pack words (no group around it): each escaped, longest first (so a word that begins
    another does not cut it short), a space matching any run of blanks ("end of" also spells "end  of")."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=lambda w: (-len(w), w)))


def lower_words(terms: Terms, name: str) -> FrozenSet[str]:
    """The words of a declared list, lower-cased; empty when the lexicon does not define it.

    RAISES (KeyError): When ``name`` is not declared above (a reader must declare what it reads).
    """
    return frozenset(w.lower() for w in terms.get(_declared(name), {}))


class LanguageWords:
    """Every declared word list of one pack, built once from its lexicon.

    terms (Mapping[str, Mapping[str, str]]): The lexicon macros (``RuleSet.terms``).
    """

    def __init__(self, terms: Terms) -> None:
        self._terms = {name: dict(terms[name]) for name in PACK_WORDS if name in terms}
        self._words = {name: lower_words(terms, name) for name in PACK_WORDS}

    def words(self, name: str) -> FrozenSet[str]:
        """The words of the list ``name``, lower-cased (empty when the pack does not define it)."""
        return self._words[_declared(name)]

    def table(self, name: str) -> Dict[str, str]:
        """The terms of the list ``name`` with their values, as the pack writes them."""
        return dict(self._terms.get(_declared(name), {}))

    def phrases(self, name: str) -> Tuple[Tuple[str, str], ...]:
        """The terms of ``name`` lower-cased with their values, the phrase of most words first."""
        pairs = {k.lower(): v for k, v in self.table(name).items()}
        return tuple(sorted(pairs.items(), key=lambda kv: -len(kv[0].split())))

    def missing_required(self) -> Tuple[str, ...]:
        """The required lists the pack does not define."""
        return tuple(name for name, spec in PACK_WORDS.items() if spec.required and name not in self._terms)


__all__ = ["LanguageWords", "PACK_WORDS", "WordList", "lower_words", *PACK_WORDS]
