"""Look-ups the engine does in one step where it once scanned: each must give what the scan gave."""

from __future__ import annotations

import pytest

from spacy_tempoeval.pipeline.focus_core import FocusCore
from spacy_tempoeval.rules.files import available_languages
from spacy_tempoeval.rules.prefix import signature


@pytest.fixture(scope="module", params=sorted(available_languages()))
def engine(request):
    return FocusCore(request.param).tagger.engine


def test_a_rule_matched_alone_has_the_named_groups_its_map_lists_in_order(engine):
    """``find_all`` takes a built-in rule's groups from ``Match.groupdict()``: the same names, in the same order,
    as the rule's group map (what it read them by before)."""
    checked = 0
    for alone, mapping in zip(engine._alone, engine._group_maps):
        if alone is not None:
            assert list(alone.groupindex) == list(mapping.values())
            checked += 1
    assert checked > 0


def test_a_name_may_start_near_the_end_of_a_text_as_a_scan_of_the_starts_tells(engine):
    """``may_start`` at the last characters of a text (a signature cut short): a name may start there when some
    name start begins with it, found in the set of the starts' prefixes instead of a scan of all starts."""
    index = engine.gazetteer
    starts = sorted(index.starts)  # none in a pack without names ("xx"): nothing may start anywhere
    texts = {s[:j] for s in starts[::7] for j in range(1, len(s) + 1)} | {"zq", "q", "xx", "é", "19", "ww2"}
    for tail in sorted(texts):
        text = "Then " + tail
        pos = len("Then ")
        sig = signature(text, pos)
        expected = any(sig[:j] in index.starts for j in range(1, len(sig) + 1)) or any(
            p.startswith(sig) for p in index.starts)
        assert index.may_start(text, pos) == expected, tail
