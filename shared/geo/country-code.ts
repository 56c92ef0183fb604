import type { components } from '../openapi/generated/openapi.d.ts';

/** An assigned ISO 3166-1 alpha-2 code: the enum of the document's `CountryCode`, which the gateway checks. */
export type CountryCode = components['schemas']['CountryCode'];
