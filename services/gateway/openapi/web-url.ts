/**
 * The `pattern` the document gives every URL a request sends that a browser may open or the service may fetch
 * (a listing's `url` and `media`, a notice's `locationUrl`, redirect URIs, ...): http or https only, never
 * `javascript:`, `data:` or `file:`.
 */
export const WEB_URL_PATTERN = '^https?://';

export const WEB_URL_REQUIRED = 'must be an http or https URL';
