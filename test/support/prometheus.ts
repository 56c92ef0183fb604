import { expect } from 'chai';

/** The text a role serves Prometheus at `url`, checked to be the exposition format. */
export async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).to.equal(200);
  expect(response.headers.get('content-type'), url).to.match(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The sum of the samples of `name` whose labels include `labels` (undefined when there is none). */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total = (total ?? 0) + Number(match[3]);
  }
  return total;
}
