"""The contract of a language pack: every lexicon macro the code reads by name, declared once.

Most macro names in a pack's ``lexicon.jsonl`` are the pack's own choice (``MONTH``, ``UNIT``...), used only by
its own patterns and templates. The names below are read **by the code**, mean the same in every pack, and are
all optional (a pack without one loses what it is for). ``docs/languages.md`` documents them, with Spanish and
German examples; ``tests/rules/test_words.py`` checks that the code names no macro outside this module and that
the documentation lists every one.
"""

from __future__ import annotations

from typing import Dict

# value filters of rule templates (rules/template.py)
NUMBER = "NUMBER"  # cardinals in words: "two", "thirty-five" (num, yearwords)
ORDINAL = "ORDINAL"  # ordinals in words: "first", "nineteenth" (ordinal, century, millennium)
ORDINAL_SUFFIX = "ORDINAL_SUFFIX"  # "19th", "3rd" (ordinal)
NUMBER_JOINER = "NUMBER_JOINER"  # "two hundred and five" (num, yearwords)
YEARWORDS_THOUSAND = "YEARWORDS_THOUSAND"  # "two thousand and eight" (yearwords)
YEARWORDS_HUNDRED = "YEARWORDS_HUNDRED"  # "nineteen hundred" (yearwords)
YEARWORDS_HUNDREDS = "YEARWORDS_HUNDREDS"  # words that are a number of hundreds: "novecientos" (yearwords)
YEARWORDS_ZERO = "YEARWORDS_ZERO"  # "nineteen oh five" (yearwords)
HOUR_AM = "HOUR_AM"  # the half of the day after an hour (hour)
HOUR_PM = "HOUR_PM"
# the rule loader and engine (rules/loader.py, rules/engine.py, rules/anchors.py)
PERIOD_ARTICLE = "PERIOD_ARTICLE"  # the article a gazetteer name may start with
NON_ANCHOR = "NON_ANCHOR"  # words that never start a search
ANCHOR_SUFFIXES = "ANCHOR_SUFFIXES"  # endings added to anchor words
# resolution (normalize/)
TENSE_FUTURE = "TENSE_FUTURE"  # tense cues (normalize/tense.py)
TENSE_PAST = "TENSE_PAST"
TENSE_PAST_NEAR = "TENSE_PAST_NEAR"  # past cues only right next to the expression ("said Monday")
TENSE_NOT_PAST_AFTER = "TENSE_NOT_PAST_AFTER"
TENSE_NOT_MODAL_AFTER = "TENSE_NOT_MODAL_AFTER"
TENSE_COMMAND = "TENSE_COMMAND"  # a clause opening with one of these is a request about the future
NO_ANCHOR_AFTER = "NO_ANCHOR_AFTER"  # a date after one of these is background (normalize/expression.py)
SHIFT_TO_ANCHOR = "SHIFT_TO_ANCHOR"  # "two years before 2022" takes its own anchor (normalize/operators.py)
ANCHOR_GAP_WORDS = "ANCHOR_GAP_WORDS"
OPERATORS_BEFORE_ANCHOR = "OPERATORS_BEFORE_ANCHOR"  # composition operators (normalize/operators.py)
OPERATORS_AFTER_ANCHOR = "OPERATORS_AFTER_ANCHOR"
OPERATOR_AND = "OPERATOR_AND"
EVENT_HEAD_WORDS = "EVENT_HEAD_WORDS"  # the LLM fallback's trigger (normalize/unknown_events.py)
EVENT_NAME_LINKS = "EVENT_NAME_LINKS"
# TimeML extents under convention="timeml" (normalize/timeml_extent.py)
TIMEML_SIGNALS = "TIMEML_SIGNALS"  # signals a TIMEX3 does not begin with ("since", "in")
TIMEML_TRAILING_SIGNALS = "TIMEML_TRAILING_SIGNALS"  # "twenty years [after]"
TIMEML_SIGNAL_OBJECTS = "TIMEML_SIGNAL_OBJECTS"  # "dos días [después] de": what makes a trailing word a signal
TIMEML_QUANTITY_MODS = "TIMEML_QUANTITY_MODS"  # "nearly" forty years -> mod
TIMEML_POINT_MODS = "TIMEML_POINT_MODS"  # "early" Tuesday -> mod
TIMEML_DAY_WORDS = "TIMEML_DAY_WORDS"  # what a point modifier comes before
TIMEML_QUANTITY_WORDS = "TIMEML_QUANTITY_WORDS"  # what a quantity begins with
TIMEML_HEADS = "TIMEML_HEADS"  # head nouns that take the article ("the third quarter")
TIMEML_ARTICLES = "TIMEML_ARTICLES"
TIMEML_RANGE_LINKS = "TIMEML_RANGE_LINKS"  # "1985 [and] 1987": where a range splits in two TIMEX3s
TIMEML_FREE_ARTICLES = "TIMEML_FREE_ARTICLES"  # articles taken in before any number ("el 2000")
TIMEML_SHIFT_DURATIONS = "TIMEML_SHIFT_DURATIONS"  # rule ids whose shift is a DURATION ("dos años [después]")
TIMEML_PART_MODS = "TIMEML_PART_MODS"  # "the end of" April -> mod END
TIMEML_UNMARKED = "TIMEML_UNMARKED"  # adverbs TimeML leaves unannotated ("previously", "eventually")

PACK_WORDS: Dict[str, str] = {name: value for name, value in dict(globals()).items()
                              if name.isupper() and isinstance(value, str)}
"""Every macro name the code reads, by constant name (the same string)."""

__all__ = ["PACK_WORDS", *PACK_WORDS]
