import type { Clock } from '../../../shared/clock.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageRequest, type Page, type PageQuery } from '../../../shared/pagination/page.ts';
import type { WebhookDeliveriesRepository } from './deliveries.repository.ts';
import { subscriptionNotFound, targetRefused } from './errors.ts';
import type { SecretBox } from '../../../shared/crypto/secret-box.ts';
import { newSigningSecret } from './signing-secret.ts';
import type { WebhookSubscriptionsRepository } from './subscriptions.repository.ts';
import { RefusedTargetError, type TargetPolicy } from '../../../shared/fetching/target-policy.ts';
import {
  deliveryView,
  subscriptionView,
  type DeliveryView,
  type NewSubscription,
  type SubscriptionChange,
  type SubscriptionDocument,
  type SubscriptionView,
} from './types.ts';

export interface WebhooksServiceDeps {
  subscriptions: WebhookSubscriptionsRepository;
  deliveries: WebhookDeliveriesRepository;
  secrets: SecretBox;
  targets: TargetPolicy;
  clock: Clock;
}

type WithSecret = SubscriptionView & { secret: string };

/** Webhook subscriptions of an account; every read and write is scoped to the owner, others get 404. */
export class WebhooksService {
  constructor(private readonly deps: WebhooksServiceDeps) {}

  /** Creates the subscription; its signing secret is in this answer and never again. */
  async create(accountId: string, input: NewSubscription): Promise<WithSecret> {
    await this.checkTarget(input.url);
    const now = this.deps.clock.now();
    const secret = newSigningSecret();
    const subscription: SubscriptionDocument = {
      _id: newId('whk'),
      accountId,
      url: input.url,
      events: [...input.events],
      description: input.description ?? null,
      enabled: true,
      secret: this.deps.secrets.seal(secret),
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.subscriptions.insertSubscription(subscription);
    return { ...subscriptionView(subscription), secret };
  }

  async list(accountId: string, query: PageQuery): Promise<Page<SubscriptionView>> {
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.subscriptions.listPage(accountId, after, limit + 1), limit);
    return { ...page, items: page.items.map(subscriptionView) };
  }

  async get(accountId: string, id: string): Promise<SubscriptionView> {
    return subscriptionView(await this.owned(accountId, id));
  }

  async update(accountId: string, id: string, change: SubscriptionChange): Promise<SubscriptionView> {
    await this.owned(accountId, id);
    if (change.url !== undefined) await this.checkTarget(change.url);
    const updated = await this.deps.subscriptions.update(accountId, id, {
      ...change,
      updatedAt: this.deps.clock.now(),
    });
    return subscriptionView(updated ?? notFound());
  }

  /** Deletes the subscription and its delivery log; attempts still scheduled find nothing and send nothing. */
  async delete(accountId: string, id: string): Promise<{ id: string; deleted: true }> {
    if (!(await this.deps.subscriptions.delete(accountId, id))) notFound();
    await this.deps.deliveries.deleteOfSubscription(id);
    return { id, deleted: true };
  }

  /** Replaces the signing secret; every attempt from now on, retries included, is signed with the new one. */
  async rotateSecret(accountId: string, id: string): Promise<WithSecret> {
    await this.owned(accountId, id);
    const secret = newSigningSecret();
    const updated = await this.deps.subscriptions.update(accountId, id, {
      secret: this.deps.secrets.seal(secret),
      updatedAt: this.deps.clock.now(),
    });
    return { ...subscriptionView(updated ?? notFound()), secret };
  }

  async deliveries(accountId: string, id: string, query: PageQuery): Promise<Page<DeliveryView>> {
    await this.owned(accountId, id);
    const { limit, after } = pageRequest(query);
    const page = pageOf(await this.deps.deliveries.listPage(id, after, limit + 1), limit);
    return { ...page, items: page.items.map(deliveryView) };
  }

  private async owned(accountId: string, id: string): Promise<SubscriptionDocument> {
    return (await this.deps.subscriptions.findOwned(accountId, id)) ?? notFound();
  }

  private async checkTarget(url: string): Promise<void> {
    try {
      await this.deps.targets.check(url);
    } catch (error) {
      if (!(error instanceof RefusedTargetError)) throw error;
      throw targetRefused(error.message);
    }
  }
}

function notFound(): never {
  throw subscriptionNotFound();
}
