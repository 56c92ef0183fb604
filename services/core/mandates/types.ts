import type { Money } from '../listings/index.ts';
import type { CountryCode } from '../../../shared/geo/country-code.ts';

export type MandateStatus = 'active' | 'paused' | 'ended';

export interface MandateOffer {
  title: string;
  description: string;
  url?: string;
}

/** A provider's sales mandate as stored; the latest `mandate_revisions` snapshot is its source of truth. */
export interface MandateDocument {
  _id: string; // 'mdt_...'
  providerId: string;
  offer: MandateOffer;
  /** ISO 3166-1 alpha-2 codes. */
  territory: CountryCode[];
  /** Paid per confirmed sale, in minor units. */
  reward: Money;
  status: MandateStatus;
  /** 1 at creation, +1 per change: the revision that holds this state is `<_id>#<version>`. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
  endedAt: Date | null;
}

/** createMandate's body after the gateway's validation. */
export interface NewMandate {
  offer: MandateOffer;
  territory: CountryCode[];
  reward: Money;
}

export type MandatePatch = Partial<NewMandate>;

/** A mandate as the API answers it (the OpenAPI `Mandate`). */
export interface MandateView {
  id: string;
  providerId: string;
  offer: { title: string; description: string; url: string | null };
  territory: CountryCode[];
  reward: Money;
  status: MandateStatus;
  createdAt: string;
  updatedAt: string;
  endedAt: string | null;
}

export function mandateView(mandate: MandateDocument): MandateView {
  return {
    id: mandate._id,
    providerId: mandate.providerId,
    offer: { title: mandate.offer.title, description: mandate.offer.description, url: mandate.offer.url ?? null },
    territory: [...mandate.territory],
    reward: { amount: mandate.reward.amount, currency: mandate.reward.currency },
    status: mandate.status,
    createdAt: mandate.createdAt.toISOString(),
    updatedAt: mandate.updatedAt.toISOString(),
    endedAt: mandate.endedAt?.toISOString() ?? null,
  };
}
