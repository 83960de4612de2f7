"""``python -m spacy_tempoeval``: the same as the ``spacy-tempoeval`` console script."""

from spacy_tempoeval.cli import main

if __name__ == "__main__":
    main()
