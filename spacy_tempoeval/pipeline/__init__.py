"""spaCy pipeline components of spacy-tempoeval."""
