"""Utilities at the bottom of the package: they import nothing from spacy_tempoeval but ``errors``.

- ``event_loop.run_sync``: run a coroutine to completion from synchronous code, inside Jupyter too.
- ``atomic``: write-to-temporary-then-rename file writes that survive SIGKILL.
- ``jsonl``: the one JSONL line decoder; every reader names the file, line and field of a bad line.
"""
