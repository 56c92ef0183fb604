import type { NewMandate } from '../../services/core/mandates/types.ts';

/** Sales mandates of the demo provider, so the sales loop (find, register a lead, decide, invite) can be tried at once. */
export const DEMO_MANDATES: readonly NewMandate[] = [
  {
    offer: {
      title: 'Managed Kubernetes for mid-sized companies',
      description:
        'Introduce companies of 50 to 500 employees that run their own servers and want a managed Kubernetes platform hosted in the EU.',
      url: 'https://example.com/managed-kubernetes',
    },
    territory: ['DE', 'AT', 'CH'],
    reward: { amount: 150_000, currency: 'EUR' },
  },
  {
    offer: {
      title: 'Bookkeeping automation for craft businesses',
      description:
        'Introduce craft businesses (electricians, plumbers, carpenters) with 5 to 50 employees that still book invoices by hand.',
    },
    territory: ['DE', 'NL', 'BE'],
    reward: { amount: 40_000, currency: 'EUR' },
  },
  {
    offer: {
      title: 'Solar panels for commercial roofs',
      description:
        'Introduce owners of warehouses, farms or office buildings with at least 500 m² of roof who decide on energy investments.',
      url: 'https://example.com/commercial-solar',
    },
    territory: ['FR', 'ES', 'IT', 'PT'],
    reward: { amount: 250_000, currency: 'EUR' },
  },
];
