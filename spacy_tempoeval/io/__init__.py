"""Input adapters: RAG runs in the shapes of pandas, Hugging Face datasets, ragas, deepeval and
continuous-eval, as the records ``evaluate`` reads (``records_mapping.to_records``)."""
