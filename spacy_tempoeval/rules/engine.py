"""The rule engine: find rule matches in a text quickly.

Running hundreds of regular expressions over every position of a text would cost far more than spaCy's
tokenizer. The engine instead:

1. scans the words once and keeps *anchors*: words with a digit, or words that occur in a macro's terms, a
   gazetteer phrase or a rule's literal text (function words such as "the" or "to" excepted);
2. tries the rules only at the start of each anchor and of the few words before it (so "from 2019 to 2021" is
   tried at "from"), and there only the rules whose first characters fit (``prefix``): each built-in rule alone,
   compiled once when the engine is built and skipped when the text lacks its keys (``required_keys``), user
   rules as one combined expression. Event names have a pass of their own (``gazetteer_index``): a word only a
   name holds ("act", "air") tries the gazetteer and the guards there, not the other rules. A text without any
   anchor returns at once (the prefilter);
3. keeps the leftmost-longest matches that do not overlap. Guards (label IGNORE) take part in that choice, so
   "$2020" or "room 2020" blocks "2020" without any special code (``matches.leftmost_longest``).

At one start position the first rule in priority order that matches wins (user rules before the built-in
ones, then ``priority``, then file order), so specific rules go before general ones. Every rule must contain an
anchor; ``check_examples`` verifies that each rule's examples are found in full.

The combined expressions of user rules run on the ``regex`` module (a dependency of dateparser), which matches
as ``re`` does here and takes a ``timeout``: no match attempt of an expression holding a rule from outside the
built-in packs may take longer than ``MATCH_TIMEOUT`` seconds, so a user rule that backtracks catastrophically
stops with [E015] naming it instead of hanging a bulk run. Built-in rules (``is_builtin``) run alone without it,
on the standard ``re`` (``compiled``): the timeout reads a CPU clock, which cost 100 times the match.
Patterns with the known exponential shape are rejected before that, when the engine is built ([E014]; see
``safety``), as are patterns that compile alone but not joined with the others ([E016]).
"""

from __future__ import annotations

import re
import time
from typing import Any, Dict, FrozenSet, List, Sequence, Set, Tuple

import regex

from ..errors import Errors, RuleFileError, RuleTimeoutError
from . import build_cache
from . import words as W
from .anchors import gazetteer_names, remembered_name_anchors, rule_anchors, rule_stems
from .compiled import Chunked, Step, compile_alone, is_builtin
from .deeper import Deeper
from .expand import FLAGS, check_rule_pattern, expand_macros, full_words
from .gazetteer import longer_names_first
from .gazetteer_index import GazetteerIndex
from .loader import Rule, RuleSet
from .matches import Deadline, RuleMatch, leftmost_longest
from .prefix import DEEP_K, deep_chars, first_chars, signature
from .prefix import K as PREFIX_K
from .required_keys import KEY_WORDS, KeyIndex, remembered_keys
from .starts import (  # noqa: F401 - WORD, WORD_SPLIT, LONG_TEXT, _FOLD, _FOLD_CODEC, _cover: re-exported as before the split
    _FOLD,
    _FOLD_CODEC,
    _NO_MARK,
    KIND_LIMIT,
    LONG_TEXT,
    WINDOW,
    WORD,
    WORD_SPLIT,
    StartPositions,
    _cover,
    _symbol_search,
)

# compiled once (a build compiles hundreds of rules, which would push these out of ``re``'s own cache)
_GROUP_DEF = re.compile(r"\(\?P<([A-Za-z_][A-Za-z0-9_]*)>")
_GROUP_REF = re.compile(r"\(\?P=([A-Za-z_][A-Za-z0-9_]*)\)")
# symbols a match may start on, one character before a word (always, for rules that may start anywhere, such as
# a money guard); the engine adds every non-word character a rule's pattern can start with ("§", "¿", "(")
PREFIX_CHARS = frozenset("'’$£€#№")
MAX_SPAN = 120  # characters one match may cover; bounds the work per start position
MATCH_TIMEOUT = 1.0  # seconds one match attempt (one start position, at most MAX_SPAN characters) may take
_NOTHING: Tuple[Tuple[Any, ...], Tuple[Any, ...], bool] = ((), (), False)  # ``_at`` where nothing can start
CHUNK = 256  # rules per compiled block when more than this many rules can start at one place
RAW_LIMIT = 200_000  # entries of the per-position cache (``RuleEngine._at``) before it is emptied


# The same patterns come back every time a pipeline is built (the built-in rules, the gazetteer): their
# possible starts are parsed once, kept per process and on disk (``build_cache``).
_first_chars = build_cache.remembered("first_chars", first_chars)
_deep_chars = build_cache.remembered("deep_chars", deep_chars)
_LAST_WORD = re.compile(r"([^\W\d_]+)\.$")  # the word before a final dot, in any script ("März.")


class RuleEngine(StartPositions):
    """Compiled rules: ``find(text)`` returns the selected matches.

    ruleset (RuleSet): Validated rules and macros; earlier rules win at the same start position.
    """

    def __init__(self, ruleset: RuleSet) -> None:
        self.ruleset = ruleset
        rules = sorted(enumerate(ruleset.rules), key=lambda ir: (-ir[1].priority, ir[0]))
        self.articles = ruleset.words(W.PERIOD_ARTICLE)  # leading articles of gazetteer names ("the")
        self.rules: List[Rule] = longer_names_first([r for _, r in rules], self.articles)
        self._parts: List[str] = []
        self._gaz_rules: List[int] = []  # indices (into self.rules) of the gazetteer entries
        self._group_maps: List[Dict[str, str]] = []
        self._alone: List[Any] = []  # a built-in rule's own compiled expression (None for the others)
        self._starts: List[FrozenSet[str] | None] = []
        self._keys: List[FrozenSet[str] | None] = []  # a built-in rule's keys (``required_keys``), else None
        # a built-in rule's condition on its first DEEP_K characters (``deep_chars``; ``_deep_condition``), else None
        self._deep: List[Any] = []
        non_anchor = set(ruleset.words(W.NON_ANCHOR))
        gaz_bodies: Dict[int, str] = {}
        for i, rule in enumerate(self.rules):
            gazetteer = "phrases" in rule.record  # escaped names: no macros, nothing to check
            expanded = rule.pattern if gazetteer else expand_macros(rule, ruleset)
            if not gazetteer:
                check_rule_pattern(rule, expanded)
            if "(?P" in expanded:  # named groups or references to them (no gazetteer entry has any)
                names = _GROUP_DEF.findall(expanded)
                renamed = _GROUP_DEF.sub(rf"(?P<r{i}_\1>", expanded)
                renamed = _GROUP_REF.sub(rf"(?P=r{i}_\1)", renamed)
            else:
                names, renamed = [], expanded
            mapping = {f"r{i}_{n}": n for n in names}
            tail = r"(?!\w)" if rule.boundary else ""
            body = f"(?:{renamed}){tail}"
            self._parts.append(f"(?P<r{i}>{'(?-i:' + body + ')' if rule.case_sensitive else body})")
            # gazetteer entries are found through their own index of names (``_gazetteer_pattern``)
            self._starts.append(frozenset() if gazetteer else _first_chars(expanded))
            if gazetteer:
                self._gaz_rules.append(i)
                gaz_bodies[i] = f"(?-i:{body})" if rule.case_sensitive else body
            self._group_maps.append(mapping)
            trusted = not gazetteer and is_builtin(rule.source)
            self._alone.append(compile_alone(f"(?:{expanded}){tail}", rule.case_sensitive) if trusted else None)
            self._keys.append(remembered_keys(f"(?:{expanded}){tail}") if trusted else None)
            self._deep.append(_deep_chars(expanded) if trusted else None)
        # words before an anchor where a match may start: WINDOW for the rules' anchors, fewer for a gazetteer
        # name's anchor (its word i needs i + 1, counting a "the"). The two passes are apart: a word that only
        # some event name holds ("act", "air") makes only the names worth trying there
        self.rule_anchors = frozenset(rule_anchors(ruleset, non_anchor, WINDOW))
        # a text word that begins with a stem is a rule anchor too ("summer{2,5}" and "summerrr": anchors.py)
        self.rule_stems: Tuple[str, ...] = tuple(sorted(rule_stems(ruleset, non_anchor)))
        names = gazetteer_names(ruleset)
        self._name_back: Dict[str, int] = dict(remembered_name_anchors(names, non_anchor, WINDOW))
        self.anchors = self.rule_anchors | frozenset(self._name_back)
        # what ``_code_of`` can hold (``name_anchors`` reaches back at most WINDOW words by construction)
        assert all(0 <= back <= WINDOW for back in self._name_back.values()), "a name anchor reaches back too far"
        self._full_words = full_words(ruleset)
        self._kinds: Dict[str, Tuple[int, int]] = {}  # a lower-case word -> ``_kind_of`` it (``_marks``)
        self._codes: Dict[str, int] = {}  # a lower-case word -> ``_code_of`` it (``_positions``)
        # signature -> the steps of its rules, and of its guards alone
        self._by_signature: Dict[str, Tuple[Tuple[Step, ...], Tuple[Step, ...]]] = {}
        self._plans: Dict[Tuple[int, ...], Tuple[Step, ...]] = {}  # the same, by the rules they try
        self._by_subset: Dict[Tuple[int, ...], Any] = {}  # other rules than built-in ones, compiled together
        self._subset_of: Dict[int, Tuple[int, ...]] = {}  # id(compiled) -> its rules (to name one on timeout)
        # the raw characters at a start -> (its rules' steps, its guards' steps, may a name start there): one
        # look-up per candidate position (skips normalizing); emptied past RAW_LIMIT entries
        self._at: Dict[str, Tuple[Tuple[Step, ...], Tuple[Step, ...], bool]] = {}
        self._key_index = KeyIndex(k for keys in self._keys if keys for k in keys)
        self.gazetteer = GazetteerIndex(self.rules, self._gaz_rules, gaz_bodies, self.articles)
        # characters before a word a match may start on: the symbols of PREFIX_CHARS, and every non-word
        # character the rules' patterns (or, for the name pass, the gazetteer names) can start with
        firsts = {p[0] for starts in self._starts if starts for p in starts if p}
        self.prefix_chars = PREFIX_CHARS | {c for c in firsts if not c.isalnum() and not c.isspace() and c != "_"}
        self.name_prefix_chars = PREFIX_CHARS | {p[0] for p in self.gazetteer.starts if p and not p[0].isalnum()
                                                 and not p[0].isspace() and p[0] != "_"}
        self._any_symbol = _symbol_search(self.prefix_chars | self.name_prefix_chars)  # see ``starts_of``
        build_cache.save()  # what this build computed from pattern text, for the next process

    def _index_prefixes(self) -> None:
        self._prefix_index: Dict[str, List[int]] = {}
        for i, starts in enumerate(self._starts):
            for p in starts if starts is not None else ():
                self._prefix_index.setdefault(p, []).append(i)
        self._always = [i for i, starts in enumerate(self._starts) if starts is None]

    def _pattern_for(self, sig: str) -> Tuple[Step, ...]:
        return self._steps_for(sig)[0]  # the steps of the rules that can start with ``sig`` (``_steps_for``)

    def _steps_for(self, sig: str) -> Tuple[Tuple[Step, ...], Tuple[Step, ...]]:
        """(the steps that try the rules that can start with ``sig``, in rule order; those of its guards (label
        IGNORE) alone: tried where only an event name may start, as guards have no anchors of their own), built
        once per signature."""
        both = self._by_signature.get(sig)
        if both is not None:
            return both
        subset = tuple(sorted(self._rules_for(sig)))
        guards = tuple(i for i in subset if self.rules[i].label == "IGNORE")
        for chosen in (subset, guards):
            if chosen not in self._plans:
                self._plans[chosen] = self._plan(chosen)
        if len(self._by_signature) > 100_000:
            self._by_signature.clear()
        both = self._by_signature[sig] = (self._plans[subset], self._plans[guards])
        return both

    def _plan(self, subset: Tuple[int, ...]) -> Tuple[Step, ...]:
        """``subset`` as steps tried in order, the first match winning as in one alternation of all of them: each
        built-in rule alone (compiled when the engine was built), each run of other rules as one expression
        compiled now and matched with a timeout."""
        steps: List[Step] = []
        run: List[int] = []
        for i in subset:
            alone = self._alone[i]
            if alone is None:
                run.append(i)
                continue
            if run:
                steps.append(Step(self._compile_subset(tuple(run)), -1))
                run = []
            steps.append(Step(alone, i))
        if run:
            steps.append(Step(self._compile_subset(tuple(run)), -1))
        conditions = tuple(self._deep_condition(rule) for _, rule in steps)
        if any(cond is not None for cond in conditions):  # tried as the text there goes on (``Deeper``)
            return Deeper(tuple(steps), conditions)  # type: ignore[return-value]
        return tuple(steps)

    def _deep_condition(self, rule: int) -> Tuple[Tuple[int, ...], FrozenSet[str]] | None:
        """Rule ``rule``'s ``deep_chars`` with its strings as a set (split once, when a plan first holds the rule),
        or None (no condition; -1: the other rules of a plan, compiled together)."""
        cond = self._deep[rule] if rule >= 0 else None
        if cond is None or type(cond[1]) is frozenset:
            return cond
        cond = self._deep[rule] = (cond[0], frozenset(cond[1].split("\n")))
        return cond

    def _rules_for(self, sig: str) -> Set[int]:
        """The rules whose possible starts are a prefix of ``sig`` (or extend it, at the end of a text), and
        the rules that may start anywhere."""
        if not hasattr(self, "_prefix_index"):
            self._index_prefixes()
        chosen = set(self._always)
        index = self._prefix_index
        for j in range(len(sig) + 1):
            chosen.update(index.get(sig[:j], ()))
        if len(sig) < PREFIX_K:  # near the end of the text: rules whose longer prefixes begin with sig
            for p, rules in index.items():
                if len(p) > len(sig) and p.startswith(sig):
                    chosen.update(rules)
        return chosen

    def _compile_subset(self, subset: Tuple[int, ...]) -> Any:
        """The compiled alternation of ``subset``: one expression, or for thousands of rules sharing a start,
        fixed blocks reused by every signature they appear in (instead of one new giant expression each)."""
        if subset in self._by_subset:
            return self._by_subset[subset]
        if len(subset) <= CHUNK:
            return self._compile(subset)
        blocks: Dict[int, List[int]] = {}
        for i in subset:
            blocks.setdefault(i // CHUNK, []).append(i)
        compiled = Chunked([self._by_subset.get(tuple(b)) or self._compile(tuple(b))
                             for _, b in sorted(blocks.items())])
        self._subset_of[id(compiled)] = subset
        self._by_subset[subset] = compiled
        return compiled

    def _compile(self, subset: Tuple[int, ...]) -> Any:
        compiled = regex.compile("|".join(self._parts[i] for i in subset), FLAGS)
        self._by_subset[subset] = compiled
        self._subset_of[id(compiled)] = subset
        return compiled

    # -- matching -------------------------------------------------------------------------------------------
    def find_all(self, text: str, deadline: Deadline | None = None) -> List[RuleMatch]:
        """The match (if any) at every candidate start, in order (before overlap resolution).

        deadline (Optional[Deadline]): When matching must be done (``time.monotonic()``), or None.
        RAISES (DocTimeoutError): [E175] when the deadline passes (checked at every start and inside a match).
        """
        if deadline is None:  # no time to check: the loop with ``_try`` written into it
            return self._find_fast(text)
        return self._find_timed(text, deadline)

    def _find_timed(self, text: str, deadline: Deadline | None) -> List[RuleMatch]:
        """``find_all`` through ``_try``, checking ``deadline`` at every candidate start (the reference of
        ``_find_fast``)."""
        found: List[RuleMatch] = []
        positions, flags, words = self._positions(text)
        # the keys a short ASCII text holds (``required_keys``), read at its first position with rules (``_try``)
        present: Set[str] | None = None
        ascii_text = len(words) <= KEY_WORDS and text.isascii()
        at = self._at
        for pos, flag in zip(positions, flags):  # flag: bit 0 a rule may start at ``pos``, bit 1 a name
            here = at.get(text[pos:pos + PREFIX_K])
            if here is None:  # first time these exact characters start a candidate
                here = self._at_raw(text, pos)
            elif here is _NOTHING and deadline is None:  # no rule and no name can start here (most candidates)
                continue
            steps = here[0] if flag & 1 else here[1]
            if steps.__class__ is Deeper:  # only the rules that can go on as the text does (``Deeper``)
                raw = text[pos:pos + DEEP_K]
                chosen = steps.raw.get(raw)
                steps = chosen if chosen is not None else steps.steps_at(text, pos, raw)
            name = here[2] and flag > 1
            if not steps and not name:  # no rule and no name can start here (the common case)
                if deadline is not None:
                    self._time_left(text, pos, deadline)
                continue
            if present is None and ascii_text and steps:
                present = self._key_index.present(words)
            m, idx = self._try(text, pos, deadline, steps, name, present)
            if m is None or m.end() == m.start():
                continue
            if m.re is self._alone[idx]:  # a built-in rule matched alone: its groups keep their own names (all
                groups = m.groupdict()  # of its named groups, in their order: what the map lists)
            else:
                groups = {short: m.group(full) for full, short in self._group_maps[idx].items()}
            groups["0"] = m.group()
            found.append(RuleMatch(m.start(), self._match_end(text, m), self.rules[idx], groups))
        return found

    def _find_fast(self, text: str) -> List[RuleMatch]:  # noqa: C901 - one loop on purpose: a call per position is its cost
        """``find_all(text)`` without a deadline: the same loop with ``_try`` and the gazetteer's ``match`` written
        into it, two Python calls less per tried position (h22q, h22r: what a short text costs is Python calls per
        candidate position). The same steps in the same order, the same first match wins: ``find_all`` with a
        deadline (through ``_try``) is its reference (tests/rules/test_engine_find_without_deadline.py)."""
        found: List[RuleMatch] = []
        positions, flags, words = self._positions(text)
        present: Set[str] | None = None
        ascii_text = len(words) <= KEY_WORDS and text.isascii()
        at = self._at
        keys_of = self._keys
        alone = self._alone
        n = len(text)
        gazetteer = self.gazetteer
        for pos, flag in zip(positions, flags):  # flag: bit 0 a rule may start at ``pos``, bit 1 a name
            here = at.get(text[pos:pos + PREFIX_K])
            if here is None:  # first time these exact characters start a candidate
                here = self._at_raw(text, pos)
            elif here is _NOTHING:  # no rule and no name can start here (most candidates)
                continue
            steps = here[0] if flag & 1 else here[1]
            if steps.__class__ is Deeper:  # only the rules that can go on as the text does (``Deeper``)
                raw = text[pos:pos + DEEP_K]
                chosen = steps.raw.get(raw)
                steps = chosen if chosen is not None else steps.steps_at(text, pos, raw)
            name = here[2] and flag > 1
            if not steps and not name:  # no rule and no name can start here
                continue
            end = pos + MAX_SPAN if pos + MAX_SPAN < n else n
            m, idx = None, -1
            if steps:
                if present is None and ascii_text:
                    present = self._key_index.present(words)
                for pattern, rule in steps:
                    if rule >= 0:  # a built-in rule (``_try``)
                        if present is not None and (keys := keys_of[rule]) is not None and keys.isdisjoint(present):
                            continue
                        m = pattern.match(text, pos, end)
                    else:
                        m = self._guarded_match(pattern, text, pos, end, MATCH_TIMEOUT, None)
                    if m is not None:
                        idx = rule if rule >= 0 else int(m.lastgroup[1:])
                        break
            if name:  # ``GazetteerIndex.match`` (``may_start`` held: ``here[2]``)
                for gi, entry in gazetteer.entries_at(text, pos, True):
                    g = entry.match(text, pos, end)
                    if g is not None:
                        if m is None or m.end() == m.start() or gi < idx:
                            m, idx = g, gi
                        break
            if m is None or m.end() == m.start():
                continue
            if m.re is alone[idx]:  # a built-in rule matched alone: its groups keep their own names
                groups = m.groupdict()
            else:
                groups = {short: m.group(full) for full, short in self._group_maps[idx].items()}
            groups["0"] = m.group()
            found.append(RuleMatch(m.start(), self._match_end(text, m), self.rules[idx], groups))
        return found

    def _at_raw(self, text: str, pos: int) -> Tuple[Tuple[Step, ...], Tuple[Step, ...], bool]:
        """``_steps_for`` the raw characters at ``pos`` and whether a gazetteer name may start there, kept in ``_at``
        (emptied past ``RAW_LIMIT`` entries): the guards' steps are what a position only a name opens tries."""
        here = (*self._steps_for(signature(text, pos)), bool(self._gaz_rules) and self.gazetteer.may_start(text, pos))
        if here == _NOTHING:  # one object for all: ``find_all`` skips it by identity
            here = _NOTHING
        if len(self._at) >= RAW_LIMIT:
            self._at.clear()
        self._at[text[pos:pos + PREFIX_K]] = here
        return here

    @staticmethod
    def _time_left(text: str, pos: int, deadline: Deadline | None) -> float:
        """The timeout of the next match attempt: ``MATCH_TIMEOUT``, or less when the document's deadline is
        nearer. RAISES (DocTimeoutError): [E175] when the deadline has passed."""
        if deadline is None:
            return MATCH_TIMEOUT
        left = deadline.at - time.monotonic()
        if left <= 0:
            raise deadline.error(text, pos)
        return min(MATCH_TIMEOUT, left)

    def _try(self, text: str, pos: int, deadline: Deadline | None, steps: Tuple[Step, ...], names: bool,
             present: Set[str] | None = None) -> Tuple[Any, int]:
        """(match, rule index) at ``pos`` of ``steps`` (the rules that can start there, ``_at_raw``), or of a
        gazetteer entry (``names``) when that comes first in rule order (as in one combined regex); (None, -1)
        when nothing matches. A match attempt of a user rule that takes longer than ``MATCH_TIMEOUT`` is [E015]
        (a slow rule), one that runs past the document's deadline [E175]."""
        timeout = MATCH_TIMEOUT if deadline is None else self._time_left(text, pos, deadline)
        end = pos + MAX_SPAN if pos + MAX_SPAN < len(text) else len(text)
        m, idx = None, -1
        keys_of = self._keys
        for pattern, rule in steps:
            if rule >= 0:  # a built-in rule: no timeout (bounded by MAX_SPAN, checked by the test suite)
                if present is not None and (keys := keys_of[rule]) is not None and keys.isdisjoint(present):
                    continue  # a short ASCII text that holds none of the rule's keys: it cannot match
                m = pattern.match(text, pos, end)
            else:
                m = self._guarded_match(pattern, text, pos, end, timeout, deadline)
            if m is not None:
                idx = rule if rule >= 0 else int(m.lastgroup[1:])
                break
        if names and self._gaz_rules:
            g, gi = self.gazetteer.match(text, pos, end, may=True)  # ``names``: may_start held (find_all)
            if g is not None and (m is None or m.end() == m.start() or gi < idx):
                return g, gi
        return m, idx

    def _guarded_match(self, combined: Any, text: str, pos: int, end: int, timeout: float,
                       deadline: Deadline | None) -> Any:
        """``combined.match`` with a timeout: [E015] naming the slow rule, or [E175] when the document's
        deadline is what ran out."""
        try:
            return combined.match(text, pos, end, timeout=timeout)
        except TimeoutError:
            if deadline is not None and timeout < MATCH_TIMEOUT:  # the document's time ran out, not the rule's
                raise deadline.error(text, pos) from None
            raise self._timeout_error(combined, text, pos) from None

    def _match_end(self, text: str, m: Any) -> int:
        """Where a match ends: "next Friday." ends the sentence (the dot is left out); "Aug." keeps its dot."""
        end = m.end()
        if text[end - 1] == ".":
            last = _LAST_WORD.search(text, max(m.start(), end - 16), end)
            if last and last.group(1).lower() in self._full_words:
                end -= 1
        return end

    def _timeout_error(self, combined: Any, text: str, pos: int) -> RuleTimeoutError:
        """[E015] naming the rule that is too slow at ``pos`` (each rule of the combination tried alone)."""
        subset = self._subset_of.get(id(combined), ())
        culprit = None
        for i in subset:
            try:
                regex.compile(self._parts[i], FLAGS).match(text, pos, min(len(text), pos + MAX_SPAN),
                                                            timeout=MATCH_TIMEOUT)
            except TimeoutError:
                culprit = self.rules[i]
                break
        if culprit is None:  # only slow in combination: name the user rules (they come first)
            culprit = self.rules[subset[0]] if subset else None
        rule_id = culprit.id if culprit else "?"
        where = culprit.where if culprit else "?"
        snippet = text[pos:pos + 40] + ("..." if len(text) > pos + 40 else "")
        return RuleTimeoutError(Errors.E015.format(rule_id=rule_id, where=where, seconds=MATCH_TIMEOUT, pos=pos,
                                                   text=snippet), rule_id=rule_id)

    def find(self, text: str, max_seconds: float | None = None) -> List[RuleMatch]:
        """Non-overlapping matches, guards (IGNORE) included: leftmost first, longest at a start, and a longer
        match that starts inside an earlier one and reaches past it replaces it.

        max_seconds (Optional[float]): Stop with [E175] (``DocTimeoutError``) when matching takes longer.
        """
        deadline = Deadline(time.monotonic() + max_seconds, max_seconds) if max_seconds else None
        # at most one match per start position, found in order of position: sorted by start (and length) already
        return leftmost_longest(self.find_all(text, deadline))

    def check_examples(self) -> List[str]:
        """Problems with rule examples: each must be found in full, by its own rule, and no gazetteer
        ``counter_examples`` text may be matched by its entry."""
        return [message for _, _, message in self.example_problems()]

    def example_problems(self, rules: Sequence[Rule] | None = None) -> List[Tuple[Rule, str, str]]:
        """(rule, field, message) of every failing example of ``rules`` (default: all rules), each tried
        against all the rules of the engine (``example_check.example_problems``)."""
        from .example_check import example_problems

        return example_problems(self, self.rules if rules is None else rules)

    def validate_examples(self, rules: Sequence[Rule] | None = None) -> None:
        """Raise [E120] when an example of ``rules`` (default: all) fails (see ``example_problems``).

        RAISES (RuleFileError): [E120] naming the number of failures and the first one's file, line and field.
        """
        problems = self.example_problems(rules)
        if problems:
            rule, field_name, message = problems[0]
            raise RuleFileError(Errors.E120.format(count=len(problems), first=message), path=rule.source,
                                line=rule.line, field=field_name)
