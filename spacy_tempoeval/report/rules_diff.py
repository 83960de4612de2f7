"""The HTML page of ``spacy-tempoeval rules diff --html``: what a rule file changes on a corpus, highlighted.

One self-contained file (no script, no external resource): the totals, a table of changes per rule id, and every
changed document with its changed expressions marked in the text (green: added, red and struck through:
removed, amber: re-valued; the title of a mark says the values before and after and the rule) and its focus years
before and after.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any, List, Sequence, Union

CSS = """
body{font:15px/1.5 system-ui,sans-serif;margin:1.5em auto;max-width:1100px;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:.25em .6em;text-align:right}
td:first-child,th:first-child{text-align:left}.scroll{overflow-x:auto;max-width:100%}
td.rule{word-break:break-all}section.doc{border-top:1px solid #ddd;padding:.5em 0}
.text{white-space:pre-wrap;background:#fafafa;padding:.5em;border-radius:4px}
mark{padding:0 .15em;border-radius:3px}mark.added{background:#b7f0c0}mark.removed{background:#f7c1c1;
text-decoration:line-through}mark.revalued{background:#ffe29a}.years{color:#555}.rule{font-family:monospace}
"""
WINDOW = 120  # characters of context shown around the changes of a document


def _marked_text(text: str, changes: Sequence[Any]) -> str:
    """The text around the changes, each change wrapped in a ``<mark>`` (overlapping changes: the first wins)."""
    parts: List[str] = []
    pos = max(0, changes[0].start - WINDOW)
    if pos:
        parts.append("… ")
    for c in changes:
        if c.start < pos:
            continue
        if c.start - pos > 2 * WINDOW:
            parts.append(escape(text[pos:pos + WINDOW]) + " … " + escape(text[c.start - WINDOW:c.start]))
        else:
            parts.append(escape(text[pos:c.start]))
        title = f"{c.kind} by {c.rule}: {c.before or '∅'} → {c.after or '∅'}"
        parts.append(f'<mark class="{c.kind}" data-rule="{escape(c.rule)}" title="{escape(title)}">'
                     f"{escape(text[c.start:c.end])}</mark>")
        pos = c.end
    end = min(len(text), pos + WINDOW)
    parts.append(escape(text[pos:end]) + (" …" if end < len(text) else ""))
    return "".join(parts)


def _years(years: Any) -> str:
    return ", ".join(str(a) if a == b else f"{a}–{b}" for a, b in years.intervals) or "∅"


def render_diff_page(diff: Any, rule_files: Sequence[str], corpus: str) -> str:
    """RETURNS (str): The page of a ``RulesDiff`` (``spacy_tempoeval.scoring.diff``)."""
    totals = diff.totals()
    rows = "".join(
        f'<tr data-rule="{escape(rule)}"><td class="rule">{escape(rule)}</td><td>{c.added}</td><td>{c.removed}</td>'
        f"<td>{c.revalued}</td><td>{c.docs}</td><td>{c.years_changed}</td></tr>"
        for rule, c in sorted(diff.per_rule.items()))
    docs = []
    for doc in diff.changed:
        marked = _marked_text(doc.text, doc.changes) if doc.changes else escape(doc.text[:2 * WINDOW])
        changes = "".join(f"<li><b>{c.kind}</b> <span class=rule>{escape(c.rule)}</span>: "
                          f"{escape(c.text)!s} — {escape(c.before or '∅')} → {escape(c.after or '∅')}</li>"
                          for c in doc.changes)
        docs.append(f'<section class="doc" data-id="{escape(doc.doc_id)}"><h3>{escape(doc.doc_id)}</h3>'
                    f'<div class="text">{marked}</div><ul>{changes}</ul>'
                    f'<p class="years">focus years: {_years(doc.years_before)} → {_years(doc.years_after)}'
                    f"{' (changed)' if doc.years_changed else ''}</p></section>")
    files = ", ".join(escape(f) for f in rule_files)
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>rules diff: {files}</title>'
            f'<meta name="viewport" content="width=device-width"><style>{CSS}</style></head><body>'
            f"<h1>What {files} changes</h1><p>Corpus {escape(corpus)}: {totals['docs']} document(s), "
            f"<b id=docs-changed>{totals['docs_changed']}</b> changed, {totals['years_changed']} with other focus "
            f"years; {totals['added']} expression(s) added, {totals['removed']} removed, {totals['revalued']} "
            f're-valued. <mark class="added">added</mark> <mark class="removed">removed</mark> '
            f'<mark class="revalued">re-valued</mark></p>'
            f'<div class="scroll"><table id=per-rule><tr><th>rule</th><th>added</th><th>removed</th>'
            f"<th>re-valued</th><th>docs</th><th>year sets changed</th></tr>{rows}</table></div>"
            f"{''.join(docs) or '<p>Nothing changed.</p>'}"
            f"</body></html>")


def write_diff_page(path: Union[str, Path], diff: Any, rule_files: Sequence[str], corpus: str) -> Path:
    """Write the page atomically to ``path``. RETURNS (Path): ``path``."""
    from ..util.atomic import atomic_write_text

    atomic_write_text(path, render_diff_page(diff, rule_files, corpus))
    return Path(path)


__all__ = ["render_diff_page", "write_diff_page"]
