import { Client } from '@elastic/elasticsearch';

export function createElasticsearchClient(url: string): Client {
  return new Client({ node: url, requestTimeout: 30_000, maxRetries: 2 });
}
