import type { signInRepositories } from './domain.ts';

/** Requests are counted within at most a day (the longest MAGIC_LINK_WINDOW_SECONDS allowed); older ones can go. */
const REQUEST_RETENTION_MS = 24 * 3600_000;

/** Deletes expired magic links, social sign-in attempts and spent-secret claims, and requests no window counts. */
export async function purgeExpiredSignInRecords(
  repositories: ReturnType<typeof signInRepositories>,
  now: Date,
): Promise<number> {
  const purged = [
    await repositories.magicLinks.purgeExpired(now),
    await repositories.socialSignInAttempts.purgeExpired(now),
    await repositories.signInClaims.purgeExpired(now),
    await repositories.signInRequests.purgeOlderThan(new Date(now.getTime() - REQUEST_RETENTION_MS)),
  ];
  return purged.reduce((sum, count) => sum + count, 0);
}
