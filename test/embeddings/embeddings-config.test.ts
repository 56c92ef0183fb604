import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../shared/config.ts';

const required = { MONGODB_URL: 'mongodb://127.0.0.1:27017/', ELASTICSEARCH_URL: 'http://127.0.0.1:9200' };

describe('configuration: the embeddings API', () => {
  it('has no embeddings without EMBEDDINGS_URL, and the conventions of multilingual-e5-small by default', () => {
    expect(loadConfig(required).embeddings).to.deep.equal({
      url: null,
      model: 'multilingual-e5-small-q4',
      apiKey: null,
      queryPrefix: 'query: ',
      passagePrefix: 'passage: ',
      dimensions: 384,
      queryTimeoutMs: 2000,
      passageTimeoutMs: 30_000,
      batchSize: 32,
      queryCacheSize: 4096,
      ranking: { weight: 400, minSimilarity: 0.78 },
    });
  });

  it('takes another OpenAI-compatible server and model, whose inputs need no prefix', () => {
    const embeddings = loadConfig({
      ...required,
      EMBEDDINGS_URL: 'https://api.openai.com/v1/',
      EMBEDDINGS_MODEL: 'text-embedding-3-small',
      EMBEDDINGS_API_KEY: 'sk-test',
      EMBEDDINGS_QUERY_PREFIX: '',
      EMBEDDINGS_PASSAGE_PREFIX: '',
      EMBEDDINGS_DIMENSIONS: '1536',
      EMBEDDINGS_QUERY_TIMEOUT_MS: '500',
      EMBEDDINGS_PASSAGE_TIMEOUT_MS: '120000',
      EMBEDDINGS_BATCH_SIZE: '256',
      EMBEDDINGS_QUERY_CACHE_SIZE: '0',
      EMBEDDINGS_SEARCH_WEIGHT: '100',
      EMBEDDINGS_SEARCH_MIN_SIMILARITY: '0.3',
    }).embeddings;
    expect(embeddings).to.deep.equal({
      url: 'https://api.openai.com/v1',
      model: 'text-embedding-3-small',
      apiKey: 'sk-test',
      queryPrefix: '',
      passagePrefix: '',
      dimensions: 1536,
      queryTimeoutMs: 500,
      passageTimeoutMs: 120_000,
      batchSize: 256,
      queryCacheSize: 0,
      ranking: { weight: 100, minSimilarity: 0.3 },
    });
  });

  it('stops at start naming each invalid embeddings setting', () => {
    const load = () =>
      loadConfig({
        ...required,
        EMBEDDINGS_URL: 'not a url',
        EMBEDDINGS_DIMENSIONS: '0',
        EMBEDDINGS_QUERY_TIMEOUT_MS: 'soon',
        EMBEDDINGS_BATCH_SIZE: '5000',
        EMBEDDINGS_QUERY_CACHE_SIZE: '-1',
        EMBEDDINGS_SEARCH_WEIGHT: '900',
        EMBEDDINGS_SEARCH_MIN_SIMILARITY: '2',
      });
    expect(load).to.throw(
      ConfigError,
      [
        'invalid configuration:',
        '  - EMBEDDINGS_URL must be an absolute URL, got "not a url"',
        '  - EMBEDDINGS_DIMENSIONS must be an integer from 1 to 4096, got "0"',
        '  - EMBEDDINGS_QUERY_TIMEOUT_MS must be an integer from 100 to 60000, got "soon"',
        '  - EMBEDDINGS_BATCH_SIZE must be an integer from 1 to 2048, got "5000"',
        '  - EMBEDDINGS_QUERY_CACHE_SIZE must be an integer from 0 to 1000000, got "-1"',
        '  - EMBEDDINGS_SEARCH_WEIGHT must be an integer from 0 to 480, got "900"',
        '  - EMBEDDINGS_SEARCH_MIN_SIMILARITY must be a number from 0 to 1, got "2"',
      ].join('\n'),
    );
  });
});
