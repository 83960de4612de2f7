"""Reading corpora: every malformed line is reported with its line number, field and code."""

from __future__ import annotations

import json
import os

import pytest

from spacy_tempoeval.bulk.input_lines import BadLine, InputRecord, LineError, ReaderConfig, parse_line
from spacy_tempoeval.bulk.readers import detect_format, iter_lines, read_records, split_lines
from spacy_tempoeval.errors import ConfigError, ReferenceDateError, TempoEvalError
from spacy_tempoeval.util.atomic import atomic_open, atomic_write_text, remove_stale_temporaries

JSONL = ReaderConfig(format="jsonl", date_field="dct")


@pytest.mark.parametrize(
    "raw,code,field",
    [
        (b'{"id": 1, "text": "x"', "[E060]", None),
        (b'{"id": 1, "body": "x"}', "[E061]", "text"),
        (b'{"id": 1, "text": 5}', "[E062]", "text"),
        (b'{"id": [1], "text": "x"}', "[E062]", "id"),
        (b'{"id": 1, "text": "x", "dct": "yesterday"}', "[E063]", "dct"),
        (b'[1, 2]', "[E062]", "<record>"),
        (b'{"text": "caf\xe9"}', "[E063]", None),
    ],
)
def test_bulk_parse_line_reports_line_field_and_code(raw, code, field):
    bad = parse_line(raw, 17, JSONL, "corpus.jsonl")
    assert isinstance(bad, BadLine)
    assert bad.message.startswith(code)
    assert "corpus.jsonl, line 17" in bad.message
    assert bad.line == 17 and bad.field == field
    assert bad.to_json()["line"] == 17


def test_bulk_parse_line_good_record_and_defaults():
    rec = parse_line(b'{"id": "a", "text": "In 2008.", "dct": "1998-02-27T10:00"}\n', 3, JSONL)
    assert rec == InputRecord(line=3, id="a", text="In 2008.", reference_date="1998-02-27")
    no_id = parse_line(b'{"text": "t"}', 9, ReaderConfig(reference_date="2001-01-01"))
    assert no_id.id == 9 and no_id.reference_date == "2001-01-01"
    assert parse_line(b"   \n", 4, JSONL) is None  # blank JSONL lines are skipped (and counted by the caller)
    text = parse_line(b"  plain text\r\n", 5, ReaderConfig(format="text"))
    assert text == InputRecord(line=5, id=5, text="  plain text", reference_date=None)


def test_bulk_reader_config_rejects_bad_values():
    with pytest.raises(ValueError, match="E077") as exc:  # E002 is a temporal_focus option; this is the reader's
        ReaderConfig(format="csv")
    assert isinstance(exc.value, ConfigError) and exc.value.code == "E077"
    with pytest.raises(ReferenceDateError, match="E001"):
        ReaderConfig(reference_date="13/45/2001")


def test_bulk_read_records_skips_or_raises_with_line_number(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text('{"text": "In 1999."}\n\nnot json\n{"text": "In 2001."}\n', encoding="utf-8")
    out = list(read_records(path))
    assert [type(r).__name__ for r in out] == ["InputRecord", "BadLine", "InputRecord"]
    assert out[1].line == 3 and out[2].line == 4
    with pytest.raises(LineError, match=r"\[E060\] .*c.jsonl, line 3") as info:
        list(read_records(path, strict=True))
    assert info.value.line == 3


def test_bulk_read_records_missing_input_is_E068(tmp_path):
    with pytest.raises(TempoEvalError, match="E068"):
        list(read_records(tmp_path / "nope.jsonl"))


def test_bulk_detect_format(tmp_path):
    a, b, c = tmp_path / "a.txt", tmp_path / "b.data", tmp_path / "c.data"
    a.write_text("{not json}\n")
    b.write_text('\n{"text": "x"}\n')
    c.write_text("hello\n")
    assert detect_format(a) == "text"
    assert detect_format(b) == "jsonl"
    assert detect_format(c) == "text"


def test_bulk_split_lines_partitions_cover_file_on_line_boundaries(tmp_path):
    path = tmp_path / "c.jsonl"
    lines = [json.dumps({"text": f"line {i} " + "x" * (i % 37)}) + "\n" for i in range(500)]
    path.write_text("".join(lines[:-1]) + lines[-1].rstrip("\n"), encoding="utf-8")  # no final newline
    parts = split_lines(path, 1000)
    assert len(parts) > 5
    assert parts[0].start == 0 and parts[-1].end == path.stat().st_size
    seen = []
    with open(path, "rb") as f:
        for p, nxt in zip(parts, parts[1:] + [None]):
            if nxt is not None:
                assert p.end == nxt.start
            got = list(iter_lines(f, start_offset=p.start, first_line=p.first_line, end_offset=p.end))
            assert got and got[0][0] == p.first_line
            seen += [(n, raw) for n, raw, _ in got]
    assert [n for n, _ in seen] == list(range(1, 501))
    assert b"".join(raw for _, raw in seen) == path.read_bytes()


def test_bulk_atomic_open_keeps_old_file_on_error(tmp_path):
    target = tmp_path / "out.jsonl"
    atomic_write_text(target, "old\n")
    with pytest.raises(RuntimeError), atomic_open(target, "w") as f:
        f.write("half of the new cont")
        raise RuntimeError("crash mid-write")
    assert target.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.jsonl"]  # no temporary left behind


def test_bulk_atomic_write_permissions_and_stale_cleanup(tmp_path):
    target = tmp_path / "out.txt"
    atomic_write_text(target, "x")
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask
    stale = tmp_path / ".tmp-out.txt.abc123"
    other = tmp_path / ".tmp-other.txt.abc123"
    stale.write_text("partial")
    other.write_text("someone else's")
    assert remove_stale_temporaries(tmp_path, "out.txt") == 1
    assert not stale.exists() and other.exists()


def test_default_date_field_reads_reference_date_then_dct():
    """A corpus record's own date is read without --date-field: ``reference_date`` (the name evaluate's documents
    use), else ``dct`` (the gold files'); before, both were ignored and "last year" read against today."""
    auto = ReaderConfig()
    assert auto.date_field == "auto"
    assert parse_line(b'{"text": "t", "reference_date": "2015-05-05"}', 1, auto).reference_date == "2015-05-05"
    assert parse_line(b'{"text": "t", "dct": "2012-05-05"}', 2, auto).reference_date == "2012-05-05"
    both = parse_line(b'{"text": "t", "reference_date": "2015-05-05", "dct": "2012-05-05"}', 3, auto)
    assert both.reference_date == "2015-05-05"
    null_first = parse_line(b'{"text": "t", "reference_date": null, "dct": "2001-01-01"}', 4, auto)
    assert null_first.reference_date == "2001-01-01"
    fallback = ReaderConfig(reference_date="2000-01-01")
    assert parse_line(b'{"text": "t"}', 5, fallback).reference_date == "2000-01-01"


def test_bad_date_in_an_auto_field_is_a_bad_line_naming_that_field():
    bad = parse_line(b'{"text": "t", "dct": "nope"}', 7, ReaderConfig())
    assert isinstance(bad, BadLine) and bad.field == "dct"
    assert "[E063]" in bad.message and "line 7" in bad.message and not bad.message.endswith("..")


@pytest.mark.parametrize("off", [None, "none", "None", ""])
def test_date_field_none_reads_no_date(off):
    config = ReaderConfig(date_field=off, reference_date="2000-01-01")
    assert config.date_field is None
    assert parse_line(b'{"text": "t", "reference_date": "2015-05-05"}', 1, config).reference_date == "2000-01-01"
