"""The focus-time metrics where RAG teams already are: a deepeval ``BaseMetric`` (``plugins.deepeval_metric``), a
ragas metric (``plugins.ragas_metric``) and an MLflow metric and scorer (``plugins.mlflow_metric``), each in its
own module, imported only when used (``import spacy_tempoeval`` imports none of these libraries), each needing its
extra: ``pip install "spacy-tempoeval[deepeval]"`` (or ``[ragas]``, ``[mlflow]``). ``plugins.common`` scores
one sample with ``evaluate`` (the same tagging, reference dates and NaN reasons as a whole run)."""
