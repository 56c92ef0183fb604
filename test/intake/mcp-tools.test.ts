import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { registerAccount } from '../support/factories.ts';
import { callTool, connectMcp, toolErrors, toolValue } from '../mcp/mcp-client.ts';

describe('intake over MCP', () => {
  it('imports text, reads the job and its draft, confirms a value and publishes, all as tools', async () => {
    const account = await registerAccount('mcp-intake');
    const client = await connectMcp(account.token);
    try {
      const accepted = toolValue(
        await callTool(client, 'svc_import_listing', {
          text: 'Wohnung in Leipzig\nZwei Zimmer, Balkon, zur Miete.',
          category: 'real-estate',
        }),
      );
      let job = toolValue(await callTool(client, 'svc_intake_jobs', { action: 'get', id: accepted.id }));
      for (let attempt = 0; ['queued', 'running'].includes(job.status) && attempt < 100; attempt += 1) {
        await sleep(100);
        job = toolValue(await callTool(client, 'svc_intake_jobs', { action: 'get', id: accepted.id }));
      }
      expect(job.drafts[0].fields.facets).to.deep.include({ offerType: 'rent', propertyType: 'apartment' });
      const draftId = job.draftIds[0];
      const refused = toolErrors(
        await callTool(client, 'svc_drafts', { action: 'update', id: draftId, facets: { offerType: 'lease' } }),
      );
      expect(refused.map((error) => error.field)).to.deep.equal(['facets.offerType']);
      const draft = toolValue(
        await callTool(client, 'svc_drafts', { action: 'update', id: draftId, title: 'Zweizimmerwohnung in Leipzig' }),
      );
      expect(draft.confirmedFields).to.deep.equal(['title']);
      expect(toolValue(await callTool(client, 'svc_drafts', { action: 'get', id: draftId })).fields.title).to.equal(
        'Zweizimmerwohnung in Leipzig',
      );
      const published = toolValue(await callTool(client, 'svc_drafts', { action: 'publish', id: draftId }));
      expect(published).to.deep.include({ status: 'in_review', reasons: ['new_account'] });
      const jobs = toolValue(await callTool(client, 'svc_intake_jobs', { action: 'list' }));
      expect(jobs.map((entry: { id: string }) => entry.id)).to.deep.equal([accepted.id]);
      const feed = toolValue(
        await callTool(client, 'svc_import_feed', {
          kind: 'products-json',
          content: '{"products": [{"title": "Sofa", "product_type": "Sofa"}]}',
        }),
      );
      expect(feed).to.include({ status: 'ready' });
    } finally {
      await client.close();
    }
  });
});
