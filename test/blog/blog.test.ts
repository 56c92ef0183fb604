import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { createAdmin, createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call, type ApiResponse } from '../support/http.ts';

const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

interface Draft {
  locale?: 'en' | 'de';
  slug?: string;
  title?: string;
  body?: string;
  tags?: string[];
}

describe('blog', () => {
  let admin: TestAccount;
  before(async () => {
    admin = await createAdmin('blog-admin');
  });

  async function write(draft: Draft = {}) {
    const response = await call('POST', '/v1/blog', {
      token: admin.token,
      body: {
        locale: draft.locale ?? 'en',
        slug: draft.slug ?? unique('article'),
        title: draft.title ?? 'A title',
        summary: 'A summary.',
        body: draft.body ?? 'Some **Markdown**.',
        author: 'Blog Admin',
        tags: draft.tags ?? [],
      },
    });
    expectDocumentedResponse('createBlogPost', response);
    expect(response.status, response.text).to.equal(201);
    return response.body.result;
  }

  async function publish(post: { locale: string; slug: string }) {
    const response = await call('POST', `/v1/blog/${post.locale}/${post.slug}/publish`, { token: admin.token });
    expectDocumentedResponse('publishBlogPost', response);
    expect(response.status, response.text).to.equal(200);
    return response.body.result;
  }

  it('publishes articles per locale: English and German lists, the one article by slug, Markdown rendered to HTML', async () => {
    const tag = unique('locales');
    const english = await publish(
      await write({
        locale: 'en',
        tags: [tag],
        title: 'How deals work',
        body: '# Deals\n\nMoney **never** moves without a human.',
      }),
    );
    const german = await publish(
      await write({
        locale: 'de',
        tags: [tag],
        title: 'Wie Deals funktionieren',
        body: 'Geld fließt **nie** ohne Menschen.',
      }),
    );
    expect(english.status).to.equal('published');
    expect(english.publishedAt).to.be.a('string');

    const en = await call('GET', `/v1/blog?locale=en&tag=${tag}`);
    expectDocumentedResponse('listBlogPosts', en);
    expect(en.body.result.map((post: any) => post.slug)).to.deep.equal([english.slug]);
    expect(en.body.messages).to.deep.equal([]);
    const de = await call('GET', `/v1/blog?locale=de&tag=${tag}`);
    expectDocumentedResponse('listBlogPosts', de);
    expect(de.body.result.map((post: any) => post.slug)).to.deep.equal([german.slug]);
    expect(de.body.result[0].locale).to.equal('de');
    expect(de.body.messages).to.deep.equal([]);

    const one = await call('GET', `/v1/blog/de/${german.slug}`);
    expectDocumentedResponse('getBlogPost', one);
    expect(one.body.result).to.include({
      title: 'Wie Deals funktionieren',
      body: 'Geld fließt **nie** ohne Menschen.',
    });
    expect(one.body.result.html).to.equal('<p>Geld fließt <strong>nie</strong> ohne Menschen.</p>\n');
    expectError(await call('GET', `/v1/blog/en/${german.slug}`), 404, 'resource_not_found');
  });

  it('falls back to English with a message when the locale has no article', async () => {
    const tag = unique('fallback');
    const english = await publish(await write({ locale: 'en', tags: [tag] }));
    const response = await call('GET', `/v1/blog?locale=de&tag=${tag}`);
    expectDocumentedResponse('listBlogPosts', response);
    expect(response.body.result.map((post: any) => [post.locale, post.slug])).to.deep.equal([['en', english.slug]]);
    expect(response.body.messages).to.have.length(1);
    expect(response.body.messages[0].message).to.contain('"de"').and.to.contain('"en"');
  });

  it('pages through the published articles newest first with cursors, leaving drafts and withdrawn articles out', async () => {
    const tag = unique('pages');
    const published = [];
    for (let index = 0; index < 5; index += 1)
      published.push(await publish(await write({ tags: [tag], title: `Article ${index}` })));
    await write({ tags: [tag], title: 'Still a draft' });
    const withdrawn = published.pop()!;
    const unpublish = await call('POST', `/v1/blog/en/${withdrawn.slug}/unpublish`, { token: admin.token });
    expectDocumentedResponse('unpublishBlogPost', unpublish);
    expect(unpublish.body.result.status).to.equal('draft');
    expectError(await call('GET', `/v1/blog/en/${withdrawn.slug}`), 404, 'resource_not_found');

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response: ApiResponse = await call(
        'GET',
        `/v1/blog?locale=en&tag=${tag}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expectDocumentedResponse('listBlogPosts', response);
      seen.push(...response.body.result.map((post: any) => post.slug));
      cursor = response.body.result_info.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).to.equal(2);
    expect(seen).to.deep.equal(published.map((post) => post.slug).reverse());

    const bad = await call('GET', '/v1/blog?cursor=not-a-cursor');
    expect(expectError(bad, 400, 'validation_failed').field).to.equal('query.cursor');
  });

  it('lets admins edit an article and keeps the first publication date when it is published again', async () => {
    const post = await publish(await write());
    const edited = await call('PATCH', `/v1/blog/en/${post.slug}`, {
      token: admin.token,
      body: { title: 'Edited', tags: ['edited'] },
    });
    expectDocumentedResponse('updateBlogPost', edited);
    expect(edited.body.result).to.include({ title: 'Edited', status: 'published', publishedAt: post.publishedAt });
    await call('POST', `/v1/blog/en/${post.slug}/unpublish`, { token: admin.token });
    expect((await publish(post)).publishedAt).to.equal(post.publishedAt);

    expectError(
      await call('PATCH', `/v1/blog/en/${unique('missing')}`, { token: admin.token, body: { title: 'x' } }),
      404,
      'resource_not_found',
    );
    expect(
      expectError(
        await call('PATCH', `/v1/blog/en/${post.slug}`, { token: admin.token, body: { slug: 'other' } }),
        400,
        'validation_failed',
      ).field,
    ).to.equal('body.slug');
  });

  it('refuses a second article with the same locale and slug, and accepts the slug in the other locale', async () => {
    const slug = unique('twin');
    await write({ locale: 'en', slug });
    const twin = await call('POST', '/v1/blog', {
      token: admin.token,
      body: { locale: 'en', slug, title: 't', body: 'b', author: 'a' },
    });
    expect(expectError(twin, 409, 'already_exists').field).to.equal('body.slug');
    await write({ locale: 'de', slug });
  });

  it('refuses every write to a normal session, an API key and a caller without credential', async () => {
    const post = await write();
    const member = await registerAccount('blog-reader');
    const key = await createApiKey(admin, ['listings:read']);
    const body = { locale: 'en', slug: unique('refused'), title: 't', body: 'b', author: 'a' };
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/v1/blog', body],
      ['PATCH', `/v1/blog/en/${post.slug}`, { title: 'Taken over' }],
      ['POST', `/v1/blog/en/${post.slug}/publish`, undefined],
      ['POST', `/v1/blog/en/${post.slug}/unpublish`, undefined],
    ];
    for (const [method, path, payload] of writes) {
      const options = payload === undefined ? {} : { body: payload };
      expectError(await call(method, path, { ...options, token: member.token }), 403, 'admin_required');
      expectError(await call(method, path, { ...options, token: key.secret }), 403, 'session_required');
      expectError(await call(method, path, options), 401, 'credential_missing');
    }
    expectError(await call('GET', `/v1/blog/en/${post.slug}`), 404, 'resource_not_found');
  });

  it('sanitizes script injection out of the rendered HTML and keeps the Markdown as written', async () => {
    const body = [
      'Hello <script>alert(1)</script> world',
      '',
      '<img src="https://example.test/x.png" onerror="alert(2)">',
      '',
      '[click](javascript:alert(3)) and <a href="javascript:alert(4)">this</a> and [safe](https://example.test/)',
      '',
      '<iframe src="https://example.test/"></iframe><div onclick="alert(5)">div</div>',
    ].join('\n');
    const post = await publish(await write({ body }));
    const { html } = (await call('GET', `/v1/blog/en/${post.slug}`)).body.result as { html: string };
    expect(html).not.to.match(/<script|alert\(1\)|onerror|onclick|javascript:|<iframe/i);
    expect(html).to.contain('<img src="https://example.test/x.png" />');
    expect(html).to.contain('<a href="https://example.test/" rel="nofollow noopener">safe</a>');
    expect(post.body).to.equal(body);
  });

  it('serves a valid Atom 1.0 feed per locale whose entries are the published articles', async () => {
    const german = await publish(
      await write({
        locale: 'de',
        title: 'Über <Agenten> & Menschen',
        body: 'Text mit <script>alert(1)</script> **fett**.',
        tags: ['feed-test'],
      }),
    );
    const response = await call('GET', '/v1/blog/feed.atom?locale=de');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(response.text)).to.equal(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (name) => ['entry', 'link', 'category'].includes(name),
    }).parse(response.text);
    const feed = parsed.feed;
    expect(feed['@xmlns']).to.equal('http://www.w3.org/2005/Atom');
    expect(feed.id).to.be.a('string').and.to.contain('/v1/blog/feed.atom?locale=de');
    expect(Date.parse(feed.updated)).to.be.a('number').and.not.to.be.NaN;
    const entries = feed.entry as any[];
    const entry = entries.find((candidate) => candidate.id.endsWith(`/v1/blog/de/${german.slug}`));
    expect(entry, 'the new article is an entry').to.not.equal(undefined);
    expect(entry.title['#text'] ?? entry.title).to.equal('Über <Agenten> & Menschen');
    expect(entry.published).to.equal(german.publishedAt);
    expect(entry.author.name).to.equal('Blog Admin');
    expect(String(entry.content['#text'] ?? entry.content))
      .to.contain('<strong>fett</strong>')
      .and.not.to.contain('<script');
    for (const candidate of entries) expect(candidate.id).to.contain('/v1/blog/de/');

    const english = await call('GET', '/v1/blog/feed.atom?locale=en');
    expect(XMLValidator.validate(english.text)).to.equal(true);
    expect(english.text).not.to.contain(german.slug);
    expectError(await call('GET', '/v1/blog/feed.atom?locale=fr'), 400, 'validation_failed');
  });
});
