"""The ``doc.user_data`` keys under which a bulk run stores each record's id and line (set by
``record_context``, read by ``formats``; a module of their own so that reading them needs no spaCy)."""

ID_KEY = "tempoeval:id"
LINE_KEY = "tempoeval:line"

__all__ = ["ID_KEY", "LINE_KEY"]
