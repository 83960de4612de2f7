"""Normalization: temporal expression -> TIMEX3-style value -> year set, and reference dates."""
