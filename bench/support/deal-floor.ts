import { createServer, type Server } from 'node:http';
import express from 'express';
import type { Collection, Db, Document } from 'mongodb';
import { createBearerVerifier } from '../../shared/auth/bearer-verifier.ts';
import { allScopes } from '../../shared/auth/scopes.ts';
import { systemClock } from '../../shared/clock.ts';
import { newId } from '../../shared/ids.ts';
import { randomHex } from '../../shared/observability/random-hex.ts';
import { close, listen } from '../../shared/process/listen.ts';
import { credentialLookupOn } from '../../services/core/credential-lookup.ts';

export interface DealFloor {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The least any deal creation over HTTP can do on these servers, for bench:deals: express with its JSON body parser,
 * the session check the gateway makes (the token's signature and the session read), one insert of a copy of a deal
 * the service stored (its embedded `deal.created` included) with a new id and the time of the request, and the
 * envelope of the copy. No validation, no counterparty lookup, no relay: what a deal costs beyond this is the service's.
 */
export async function startDealFloor(options: {
  jwtSecret: string;
  db: Db;
  template: Document;
  into: Collection;
}): Promise<DealFloor> {
  const verifyBearer = createBearerVerifier({
    jwtSecret: options.jwtSecret,
    lookup: credentialLookupOn(options.db),
    clock: systemClock,
    sessionScopes: allScopes(),
  });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json());
  app.post('/v1/deals', (request, response, next) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    verifyBearer(token, '')
      .then(async (principal) => {
        if (!principal) return void response.status(401).json({ success: false });
        const now = new Date();
        const { title, amount, currency } = request.body as Record<string, unknown>;
        const deal = {
          ...options.template,
          _id: newId('dea') as never,
          title,
          amount,
          currency,
          createdAt: now,
          updatedAt: now,
        };
        await options.into.insertOne(deal);
        response
          .status(201)
          .json({ success: true, result: deal, errors: [], messages: [], request_id: `req_${randomHex(16)}` });
      })
      .catch(next);
  });
  const server: Server = createServer(app);
  await listen(server, '127.0.0.1', 0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the deal floor does not listen on a port');
  return { url: `http://127.0.0.1:${address.port}`, stop: () => close(server) };
}
