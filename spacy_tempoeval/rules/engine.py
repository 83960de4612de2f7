"""The rule engine: find rule matches in a text quickly.

Running hundreds of regular expressions over every position of a text would cost far more than spaCy's
tokenizer. The engine instead:

1. scans the words once and keeps *anchors*: words with a digit, or words that occur in a macro's terms, a
   gazetteer phrase or a rule's literal text (function words such as "the" or "to" excepted);
2. tries the combined rule expression only at the start of each anchor and of the few words before it (so
   "from 2019 to 2021" is tried at "from");
3. keeps the leftmost-longest matches that do not overlap. Guards (label IGNORE) take part in that choice, so
   "$2020" or "room 2020" blocks "2020" without any special code.

At one start position the first rule in priority order that matches wins (user rules before the built-in
ones, then ``priority``, then file order), so specific rules go before general ones. Every rule must contain an
anchor; ``check_examples`` verifies that each rule's examples are found in full.

The combined expressions run on the ``regex`` module (a dependency of dateparser), which matches as ``re`` does
here (same matches, a few per cent slower) and takes a ``timeout``: no match attempt may take longer than
``MATCH_TIMEOUT`` seconds, so a user rule that backtracks catastrophically stops with [E015] naming it instead
of hanging a bulk run.
Patterns with the known exponential shape are rejected before that, when the engine is built ([E014]; see
``safety``), as are patterns that compile alone but not joined with the others ([E016]).
"""

from __future__ import annotations

import functools
import re
import time
from functools import lru_cache
from typing import Any, Dict, FrozenSet, List, NamedTuple, Sequence, Set, Tuple

import regex

from ..errors import DocTimeoutError, Errors, RuleFileError, RuleTimeoutError
from . import words as W
from .anchors import gazetteer_names, name_anchors, rule_anchors
from .gazetteer import GAZ_KEY, longer_names_first, name_key
from .loader import ARTICLE_MACRO, MACRO_REF, Rule, RuleSet
from .prefix import K as PREFIX_K
from .prefix import first_chars, name_starts, signature
from .safety import combination_problem, nested_quantifier

WORD = re.compile(r"\w+")
# symbols a match may start on, one character before a word (always, for rules that may start anywhere, such as
# a money guard); the engine adds every non-word character a rule's pattern can start with ("§", "¿", "(")
PREFIX_CHARS = frozenset("'’$£€#№")
MAX_SPAN = 120  # characters one match may cover; bounds the work per start position
WINDOW = 4  # words before an anchor where a match may start
NON_ANCHOR_MACRO = W.NON_ANCHOR
MATCH_TIMEOUT = 1.0  # seconds one match attempt (one start position, at most MAX_SPAN characters) may take
FLAGS = regex.IGNORECASE | regex.V0
CHUNK = 256  # rules per compiled block when more than this many rules can start at one place


class Deadline(NamedTuple):
    """When the matching of one document must be done (``time.monotonic()``) and the bound it came from."""

    at: float
    seconds: float

    def error(self, text: str, pos: int) -> DocTimeoutError:
        """RETURNS (DocTimeoutError): [E175] for ``text``, stopped at ``pos``."""
        return DocTimeoutError(Errors.E175.format(n=len(text), seconds=self.seconds, pos=pos), pos=pos)


class RuleMatch(NamedTuple):
    start: int
    end: int
    rule: Rule
    groups: Dict[str, str | None]


MAX_EXPANDED_CHARS = 200_000  # a pattern whose macros expand beyond this is refused ([E173])


def _expand_macros(rule: Rule, ruleset: RuleSet) -> str:
    """The rule's pattern with every ``{MACRO}`` replaced, macros in macros included (to any depth).

    RAISES (RuleFileError): [E007] an unknown macro, [E172] a macro that refers to itself (directly or through
        others), [E173] a pattern that expands to more than ``MAX_EXPANDED_CHARS`` characters.
    """
    done: Dict[str, str] = {}

    def body(name: str, chain: Tuple[str, ...]) -> str:
        if name in chain:
            cycle = " -> ".join("{" + n + "}" for n in (*chain[chain.index(name):], name))
            raise RuleFileError(Errors.E172.format(macro=name, rule_id=rule.id, cycle=cycle), path=rule.source,
                                line=rule.line, field="pattern")
        if name not in done:
            if name in ruleset.regexes:
                inner = expand(ruleset.regexes[name], (*chain, name))
            elif name in ruleset.terms:
                terms = sorted(ruleset.terms[name], key=len, reverse=True)
                inner = "|".join(re.escape(t).replace("\\ ", "[\\s-]+") for t in terms)
            else:
                known = ", ".join(sorted(set(ruleset.regexes) | set(ruleset.terms)))
                raise RuleFileError(Errors.E007.format(macro=name, known=known), path=rule.source, line=rule.line,
                                    field="pattern")
            done[name] = "(?:" + inner + ")"
        return done[name]

    def expand(pattern: str, chain: Tuple[str, ...]) -> str:
        parts: List[str] = []
        size, last = 0, 0
        for m in MACRO_REF.finditer(pattern):
            piece = pattern[last:m.start()] + body(m.group(1), chain)
            size += len(piece)
            if size > MAX_EXPANDED_CHARS:
                raise RuleFileError(Errors.E173.format(rule_id=rule.id, limit=MAX_EXPANDED_CHARS), path=rule.source,
                                    line=rule.line, field="pattern")
            parts.append(piece)
            last = m.end()
        parts.append(pattern[last:])
        return "".join(parts)

    return expand(rule.pattern, ())


def _full_words(ruleset: RuleSet) -> FrozenSet[str]:
    """Lexicon words that are not abbreviations: the longest term for each value of a macro ("september",
    "may", "friday"), so that a dot after them ends the sentence rather than the word."""
    out: Set[str] = set()
    for table in ruleset.terms.values():
        longest: Dict[str, str] = {}
        for term, value in table.items():
            if term.isalpha() and len(term) > len(longest.get(value, "")):
                longest[value] = term
        out.update(longest.values())
    return frozenset(out)


@functools.lru_cache(maxsize=4096)
def _pattern_problem(expanded: str) -> Tuple[str, str] | None:
    """(error code, reason) of the first problem of an expanded pattern, or None (cached: rules are rebuilt
    often, with the same patterns)."""
    try:
        re.compile(expanded)
        regex.compile(expanded, FLAGS)
    except (re.error, regex.error) as err:
        return "E006", str(err)
    problem = combination_problem(expanded)
    if problem is not None:
        return "E016", problem
    danger = nested_quantifier(expanded)
    if danger is not None:
        return "E014", danger
    if re.fullmatch(expanded, "", re.IGNORECASE) is not None:  # as a pattern written without macros ([E011])
        return "E174", "matches the empty text"
    return None


def _check_rule_pattern(rule: Rule, expanded: str) -> None:
    """The checks a pattern needs once its macros are expanded: it compiles, it can be joined with the other
    rules ([E016]) and it has no exponential shape ([E014])."""
    found = _pattern_problem(expanded)
    if found is None:
        return
    code, reason = found
    if code == "E006":
        message = Errors.E006.format(reason=reason)
    elif code == "E016":
        message = Errors.E016.format(rule_id=rule.id, where=rule.where, reason=reason)
    elif code == "E174":
        message = Errors.E174.format(rule_id=rule.id, pattern=rule.pattern)
    else:
        message = Errors.E014.format(rule_id=rule.id, pattern=rule.pattern, reason=reason)
    raise RuleFileError(message, path=rule.source, line=rule.line, field="pattern")


class _Chunked:
    """Several compiled alternations tried in order, like one alternation of all their rules: the first block
    with a match has the first matching rule (blocks hold consecutive rule indices, in priority order)."""

    def __init__(self, blocks: List[Any]) -> None:
        self.blocks = blocks

    def match(self, text: str, pos: int, endpos: int, timeout: float | None = None) -> Any:
        for block in self.blocks:
            m = block.match(text, pos, endpos, timeout=timeout)
            if m is not None:
                return m
        return None


# The same patterns come back every time a pipeline is built (the built-in rules, the gazetteer): their
# possible starts are parsed once per process.
_first_chars = lru_cache(maxsize=8192)(first_chars)


_MISSING = object()
_LAST_WORD = re.compile(r"([^\W\d_]+)\.$")  # the word before a final dot, in any script ("März.")


class RuleEngine:
    """Compiled rules: ``find(text)`` returns the selected matches.

    ruleset (RuleSet): Validated rules and macros; earlier rules win at the same start position.
    """

    def __init__(self, ruleset: RuleSet) -> None:
        self.ruleset = ruleset
        rules = sorted(enumerate(ruleset.rules), key=lambda ir: (-ir[1].priority, ir[0]))
        self.articles = ruleset.words(ARTICLE_MACRO)  # leading articles of gazetteer names ("the")
        self.rules: List[Rule] = longer_names_first([r for _, r in rules], self.articles)
        self._parts: List[str] = []
        self._gaz_rules: List[int] = []  # indices (into self.rules) of the gazetteer entries
        self._group_maps: List[Dict[str, str]] = []
        self._starts: List[FrozenSet[str] | None] = []
        non_anchor = set(ruleset.terms.get(NON_ANCHOR_MACRO, {}))
        for i, rule in enumerate(self.rules):
            gazetteer = "phrases" in rule.record  # escaped names: no macros, nothing to check
            expanded = rule.pattern if gazetteer else _expand_macros(rule, ruleset)
            if not gazetteer:
                _check_rule_pattern(rule, expanded)
            names = re.findall(r"\(\?P<([A-Za-z_][A-Za-z0-9_]*)>", expanded)
            mapping = {f"r{i}_{n}": n for n in names}
            renamed = re.sub(r"\(\?P<([A-Za-z_][A-Za-z0-9_]*)>", lambda m, i=i: f"(?P<r{i}_{m.group(1)}>", expanded)
            renamed = re.sub(r"\(\?P=([A-Za-z_][A-Za-z0-9_]*)\)", lambda m, i=i: f"(?P=r{i}_{m.group(1)})", renamed)
            tail = r"(?!\w)" if rule.boundary else ""
            body = f"(?:{renamed}){tail}"
            self._parts.append(f"(?P<r{i}>{'(?-i:' + body + ')' if rule.case_sensitive else body})")
            # gazetteer entries are found through their own index of names (``_gazetteer_pattern``)
            self._starts.append(frozenset() if gazetteer else _first_chars(expanded))
            if gazetteer:
                self._gaz_rules.append(i)
            self._group_maps.append(mapping)
        regular = rule_anchors(ruleset, non_anchor, WINDOW)
        # words before an anchor where a match may start: WINDOW for the rules' anchors, fewer for a gazetteer
        # name's anchor (its word i needs i + 1, counting a "the")
        self._back: Dict[str, int] = dict(name_anchors(gazetteer_names(ruleset), non_anchor, WINDOW))
        self._back.update({w: WINDOW for w in regular})
        self.anchors = frozenset(self._back)
        self._full_words = _full_words(ruleset)
        self._by_signature: Dict[str, Any] = {}  # signature -> compiled regex.Pattern of its rules, or None
        self._by_subset: Dict[Tuple[int, ...], Any] = {}
        self._subset_of: Dict[int, Tuple[int, ...]] = {}  # id(compiled) -> its rules (to name one on timeout)
        self._by_raw: Dict[str, object] = {}  # the raw text at a start -> its pattern (skips normalizing)
        self._index_gazetteer()
        # characters before a word a match may start on: the symbols of PREFIX_CHARS, and every non-word
        # character the rules' patterns or the gazetteer names can start with
        firsts = {p[0] for starts in self._starts if starts for p in starts if p}
        firsts |= {p[0] for p in self._gaz_starts if p}
        self.prefix_chars = PREFIX_CHARS | {c for c in firsts if not c.isalnum() and not c.isspace() and c != "_"}

    def _index_gazetteer(self) -> None:
        """Index the gazetteer entries by the first ``GAZ_KEY`` characters of their names in ``name_key`` form,
        and keep the six-character starts any of them can have (with or without a leading article)."""
        self._gaz_index: Dict[str, List[int]] = {}
        starts: Set[str] = set()
        for i in self._gaz_rules:
            rule = self.rules[i]
            names = [(p, False) for p in rule.record["phrases"]] + [(p, True) for p in
                                                                     rule.record.get("cased_phrases", [])]
            for name, _ in names:
                key = name_key(name, self.articles)[:GAZ_KEY]
                bucket = self._gaz_index.setdefault(key, [])
                if not bucket or bucket[-1] != i:
                    bucket.append(i)
            starts |= name_starts(names, self.articles)
        self._gaz_starts = frozenset(starts)
        self._gaz_maybe: Dict[str, bool] = {}  # raw six characters -> may a name start here
        self._gaz_by_key: Dict[str, re.Pattern[str] | None] = {}
        self._gaz_by_subset: Dict[Tuple[int, ...], re.Pattern[str]] = {}

    def _gazetteer_pattern(self, text: str, pos: int) -> re.Pattern[str] | None:
        """The combined regex of the gazetteer entries whose names can start at ``pos``, or None."""
        if not self._gaz_may_start(text, pos):
            return None
        key = name_key(text[pos:pos + GAZ_KEY + 24], self.articles)[:GAZ_KEY]
        try:
            return self._gaz_by_key[key]
        except KeyError:
            pass
        compiled = self._gaz_compiled(self._gaz_entries_for(key))
        if len(self._gaz_by_key) > 100_000:
            self._gaz_by_key.clear()
        self._gaz_by_key[key] = compiled
        return compiled

    def _gaz_may_start(self, text: str, pos: int) -> bool:
        """Whether some name may start at ``pos`` (by its first characters; cached per raw six characters)."""
        raw = text[pos:pos + PREFIX_K]
        maybe = self._gaz_maybe.get(raw)
        if maybe is None:
            sig = signature(text, pos)
            maybe = any(sig[:j] in self._gaz_starts for j in range(1, len(sig) + 1))
            if len(sig) < PREFIX_K:
                maybe = maybe or any(p.startswith(sig) for p in self._gaz_starts)
            if len(self._gaz_maybe) > 100_000:
                self._gaz_maybe.clear()
            self._gaz_maybe[raw] = maybe
        return maybe

    def _gaz_entries_for(self, key: str) -> Set[int]:
        """The gazetteer entries with a name whose index key is a prefix of ``key`` (or extends it, at the end
        of a text)."""
        index = self._gaz_index
        chosen: Set[int] = set()
        for j in range(1, len(key) + 1):
            chosen.update(index.get(key[:j], ()))
        if len(key) < GAZ_KEY:  # near the end of the text
            for k, rules in index.items():
                if k.startswith(key):
                    chosen.update(rules)
        return chosen

    def _gaz_compiled(self, chosen: Set[int]) -> re.Pattern[str] | None:
        """One compiled alternation of the chosen entries, shared by every key that selects the same ones."""
        if not chosen:
            return None
        subset = tuple(sorted(chosen))
        compiled = self._gaz_by_subset.get(subset)
        if compiled is None:
            compiled = re.compile("|".join(self._parts[i] for i in subset), re.IGNORECASE)
            self._gaz_by_subset[subset] = compiled
        return compiled

    def _index_prefixes(self) -> None:
        self._prefix_index: Dict[str, List[int]] = {}
        self._always: List[int] = []
        for i, starts in enumerate(self._starts):
            if starts is None:
                self._always.append(i)
                continue
            for p in starts:
                self._prefix_index.setdefault(p, []).append(i)

    def _pattern_for(self, sig: str) -> Any:
        """The combined regex of the rules that can start with ``sig`` (built once per signature)."""
        try:
            return self._by_signature[sig]
        except KeyError:
            pass
        subset = tuple(sorted(self._rules_for(sig)))
        compiled: Any = None
        if subset:
            compiled = self._by_subset.get(subset)
            if compiled is None:
                compiled = self._compile_subset(subset)
                self._by_subset[subset] = compiled
        if len(self._by_signature) > 100_000:
            self._by_signature.clear()
        self._by_signature[sig] = compiled
        return compiled

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
        if len(subset) <= CHUNK:
            return self._compile(subset)
        blocks: Dict[int, List[int]] = {}
        for i in subset:
            blocks.setdefault(i // CHUNK, []).append(i)
        compiled = _Chunked([self._by_subset.get(tuple(b)) or self._compile(tuple(b))
                             for _, b in sorted(blocks.items())])
        self._subset_of[id(compiled)] = subset
        return compiled

    def _compile(self, subset: Tuple[int, ...]) -> Any:
        compiled = regex.compile("|".join(self._parts[i] for i in subset), FLAGS)
        self._by_subset[subset] = compiled
        self._subset_of[id(compiled)] = subset
        return compiled

    # -- matching -------------------------------------------------------------------------------------------
    def candidates(self, text: str) -> List[int]:
        """Start positions worth trying: anchors and the words just before them."""
        back_of = self._back
        starts: List[int] = []
        out: Set[int] = set()
        low = text.lower()
        same_offsets = len(low) == len(text)  # false for rare letters such as "İ" that lower-case to two
        for m in WORD.finditer(low if same_offsets else text):
            s = m.start()
            starts.append(s)
            w = m.group() if same_offsets else m.group().lower()
            back = back_of.get(w)
            if back is None:
                if w.isalpha():
                    continue
                back = WINDOW  # a word with a digit
            out.update(starts[-back - 1:])
        prefix_chars = self.prefix_chars
        for s in list(out):
            j = s - 1
            while j > 0 and s - j <= 2 and text[j] == " ":  # "§ 2019": a symbol, a blank or two, the word
                j -= 1
            if j >= 0 and text[j] in prefix_chars:
                out.add(j)
        return sorted(out)

    def find_all(self, text: str, deadline: Deadline | None = None) -> List[RuleMatch]:
        """The match (if any) at every candidate start, in order (before overlap resolution).

        deadline (Optional[Deadline]): When matching must be done (``time.monotonic()``), or None.
        RAISES (DocTimeoutError): [E175] when the deadline passes (checked at every start and inside a match).
        """
        found: List[RuleMatch] = []
        if len(self._by_raw) > 200_000:
            self._by_raw.clear()
        for pos in self.candidates(text):
            m = self._match_at(text, pos, deadline)
            if m is None or m.end() == m.start():
                continue
            idx = int(m.lastgroup[1:])  # type: ignore[index]
            groups = {short: m.group(full) for full, short in self._group_maps[idx].items()}
            groups["0"] = m.group()
            found.append(RuleMatch(m.start(), self._match_end(text, m), self.rules[idx], groups))
        return found

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

    def _match_at(self, text: str, pos: int, deadline: Deadline | None = None) -> Any:
        """The match at ``pos`` of the rules that can start there, or of a gazetteer entry when that comes first
        in rule order (as in one combined regex); None when nothing matches. A match attempt that takes longer
        than ``MATCH_TIMEOUT`` is [E015] (a slow rule), one that runs past the document's deadline [E175]."""
        timeout = self._time_left(text, pos, deadline)
        n = len(text)
        raw = text[pos:pos + PREFIX_K]
        combined = self._by_raw.get(raw, _MISSING)
        if combined is _MISSING:  # first time these exact characters start a candidate
            combined = self._by_raw[raw] = self._pattern_for(signature(text, pos))
        m = None
        if combined is not None:
            try:
                m = combined.match(text, pos, min(n, pos + MAX_SPAN), timeout=timeout)
            except TimeoutError:
                if deadline is not None and timeout < MATCH_TIMEOUT:  # the document's time ran out, not the rule's
                    raise deadline.error(text, pos) from None
                raise self._timeout_error(combined, text, pos) from None
        if self._gaz_rules:
            gaz = self._gazetteer_pattern(text, pos)
            g = gaz.match(text, pos, min(n, pos + MAX_SPAN)) if gaz is not None else None
            if g is not None and (m is None or m.end() == m.start()
                                  or int(g.lastgroup[1:]) < int(m.lastgroup[1:])):  # type: ignore[index]
                m = g
        return m

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
        found = sorted(self.find_all(text, deadline), key=lambda x: (x.start, -(x.end - x.start)))
        selected: List[RuleMatch] = []
        for match in found:
            if not selected or match.start >= selected[-1].end:
                selected.append(match)
                continue
            prev = selected[-1]
            # overlapping: a longer expression that starts inside the previous one and reaches past it wins
            # ("in March" then "March 2021"); guards never give way and never take over. A gazetteer name that
            # reaches past a generic match wins too: "during the Winter War" is the war, not "during the winter"
            if (match.end > prev.end and "IGNORE" not in (prev.rule.label, match.rule.label)
                    and (match.end - match.start > prev.end - prev.start
                         or ("phrases" in match.rule.record and "phrases" not in prev.rule.record))):
                selected[-1] = match
        return selected

    def check_examples(self) -> List[str]:
        """Problems with rule examples: each must be found in full, by its own rule, and no gazetteer
        ``counter_examples`` text may be matched by its entry."""
        return [message for _, _, message in self.example_problems()]

    def example_problems(self, rules: Sequence[Rule] | None = None) -> List[Tuple[Rule, str, str]]:
        """(rule, field, message) of every failing example of ``rules`` (default: all rules), each tried
        against all the rules of the engine.

        rules (Optional[Sequence[Rule]]): The rules whose examples are checked.
        RETURNS (List[Tuple[Rule, str, str]]): The rule, "examples" or "counter_examples", and an [E013]/[E099]
            message naming the example, what matched instead and the file and line.
        """
        problems: List[Tuple[Rule, str, str]] = []
        for rule in self.rules if rules is None else rules:
            for counter in rule.record.get("counter_examples", ()):
                bad = [counter[m.start:m.end] for m in self.find(counter) if m.rule.id == rule.id]
                if bad:
                    problems.append((rule, "counter_examples",
                                     Errors.E099.format(example=counter, rule_id=rule.id, got=bad[0])
                                     + f" ({rule.where})"))
            for example in rule.examples:
                got = [m for m in self.find(example) if m.rule.label != "IGNORE" or rule.label == "IGNORE"]
                full = [m for m in got if m.start == 0 and m.end == len(example) and m.rule.id == rule.id]
                if not full:
                    got_text: Sequence[Tuple[str, str]] = [(example[m.start:m.end], m.rule.id) for m in got]
                    problems.append((rule, "examples", Errors.E013.format(example=example, rule_id=rule.id,
                                                                          got=got_text) + f" ({rule.where})"))
        return problems

    def validate_examples(self, rules: Sequence[Rule] | None = None) -> None:
        """Raise [E120] when an example of ``rules`` (default: all) fails (see ``example_problems``).

        RAISES (RuleFileError): [E120] naming the number of failures and the first one's file, line and field.
        """
        problems = self.example_problems(rules)
        if problems:
            rule, field_name, message = problems[0]
            raise RuleFileError(Errors.E120.format(count=len(problems), first=message), path=rule.source,
                                line=rule.line, field=field_name)
