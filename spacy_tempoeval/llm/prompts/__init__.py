"""Prompt templates (``<name>.v<N>.jinja``) and reply schemas (``<name>.v<N>.schema.json``)."""
