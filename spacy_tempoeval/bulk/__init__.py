"""Bulk preprocessing: corpora through a ``temporal_focus`` pipeline, without ever losing work.

- ``preprocess(input, output, ...)``: one machine, ``n_process`` workers, checkpoints and ``resume=True``.
- ``preprocess_dask(input, output_dir, ...)`` (in ``spacy_tempoeval.bulk.dask``, needs the ``dask``
  extra): the same on a Dask cluster, with partitioned outputs.
- ``read_records``, ``ReaderConfig``: line-numbered reading of JSONL / plain-text corpora.
- ``atomic_open`` & co.: write-to-temporary-then-rename.
"""

from __future__ import annotations

from ..pipeline.loading import PipelineSpec, load_pipeline
from ..util.atomic import atomic_open, atomic_write_bytes, atomic_write_text
from .formats import doc_to_record
from .input_lines import BadLine, InputRecord, LineError, ReaderConfig
from .preprocess import PreprocessSummary, Progress, preprocess
from .readers import read_records


def __getattr__(name: str):  # the Dask layer imports dask: only on demand
    if name == "preprocess_dask":
        from .dask import preprocess_dask

        return preprocess_dask
    raise AttributeError(f"module 'spacy_tempoeval.bulk' has no attribute {name!r}")


__all__ = [
    "BadLine", "InputRecord", "LineError", "PipelineSpec", "PreprocessSummary", "Progress", "ReaderConfig",
    "atomic_open", "atomic_write_bytes", "atomic_write_text", "doc_to_record", "load_pipeline", "preprocess",
    "preprocess_dask", "read_records",
]
