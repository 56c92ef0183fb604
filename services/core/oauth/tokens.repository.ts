import type { Collection, Db } from 'mongodb';
import { ensureIndex, insertOnce } from '../../../shared/mongo.ts';
import type { TokenDocument } from './types.ts';

export class OAuthTokensRepository {
  private readonly tokens: Collection<TokenDocument>;

  constructor(db: Db) {
    this.tokens = db.collection<TokenDocument>('oauth_tokens');
  }

  async ensureIndexes(): Promise<void> {
    await ensureIndex(this.tokens, { grantId: 1, generation: 1 }, { name: 'grant_generation', unique: true });
  }

  /** Inserts the next generation of a grant's tokens; false when that generation exists (the code or refresh token was used). */
  insertGenerationOnce(token: TokenDocument): Promise<boolean> {
    return insertOnce(this.tokens, token);
  }

  findById(tokenId: string): Promise<TokenDocument | null> {
    return this.tokens.findOne({ _id: tokenId });
  }

  /** Of these grants, those whose latest refresh token is still valid. */
  async liveGrantIds(grantIds: readonly string[], now: Date): Promise<Set<string>> {
    if (grantIds.length === 0) return new Set();
    const live = await this.tokens
      .find({ grantId: { $in: [...grantIds] }, refreshExpiresAt: { $gt: now } }, { projection: { grantId: 1 } })
      .toArray();
    return new Set(live.map((token) => token.grantId));
  }
}
