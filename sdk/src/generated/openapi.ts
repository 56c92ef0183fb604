// Generated from schemas/ by `npm run generate` in sdk/; do not edit.
export interface paths {
    "/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every operation
         * @description Start here. Lists every operation of this API with its method, path, auth kind (`none`, `bearer`, `bearer?`, `admin`), required scopes, whether only a human session may call it, whether it accepts `Idempotency-Key`, and a summary. Generated from this OpenAPI document. Read `GET /v1/skill.md` next for the workflow guide.
         */
        get: operations["getIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get this OpenAPI 3.1 document
         * @description Returns this OpenAPI 3.1 document as raw JSON (no envelope). Surface, auth, errors and results in it are exact.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description Answers `{status: ok}` while the process serves requests. Checks no dependency; use `GET /v1/health/ready` for readiness.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe
         * @description Checks MongoDB and Elasticsearch and reports each with its latency (and, where the core runs, the indexer's lag and the embedding server with the listings still without vectors). Answers 200 with status `ok` when every dependency answers, and 200 with status `degraded` when only Elasticsearch, the indexer or the embedding server is down: accounts, deals and everything but search keep working, search answers 503 `service_unavailable` itself without Elasticsearch, and by the words of `q` alone without the embedding server. Without MongoDB it answers 503 with the failure envelope: the `service_unavailable` error carries in `meta` the same report with status `degraded`, so probes fail and operators see which dependency is down.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/skill.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the agent operator guide
         * @description The agent operator skill document (Markdown, no envelope): how to authenticate, which scopes to ask for, the catalog, deal and sales-mandate workflows, human approval gates and error handling. An agent should read it before its first write. Written in English and German: see the `locale` parameter.
         */
        get: operations["getSkillDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account with email and password
         * @description Creates an account and signs it in: the result carries a session token valid 30 days. Passwords have 10 to 200 characters. An email that already has an account fails with 409 `email_taken`: sign in instead.
         */
        post: operations["registerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Returns a session token valid 30 days. A wrong email or password fails with 401 `invalid_credentials` (the two are not distinguished). After 5 failed attempts for one email within 15 minutes further attempts fail with 429 `too_many_login_attempts` until the Retry-After header allows again.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/magic/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a magic sign-in link
         * @description Emails a single-use sign-in link valid 15 minutes (through the mail outbox, and SMTP when configured). Answers 202 with the same body whether or not an account exists for the email, and does the same work either way (nothing is looked up until the link is redeemed), so the answer reveals nothing. The link opens `redirectUrl` (default: the web console's sign-in page `/console/#/magic` on the service's base URL) with the token in its `token` query parameter; that page posts it to `verifyMagicLink`. The mail also shows the token for agents and scripts. Limits (sliding window of 15 minutes, configurable): 5 requests per email address and 20 per client network address; beyond them 429 `rate_limited` with `Retry-After`. A refused request does not count.
         */
        post: operations["requestMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/magic/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a magic-link token
         * @description Redeems the token from a magic link (valid 15 minutes, single use) and returns a session token valid 30 days, exactly like `login`. The link signs in the account of the address it was sent to; when no account has that address yet, redeeming the link creates one (without a password; set one later with `setPassword`). Of parallel redemptions of one token exactly one succeeds. An unknown token fails with 401 `credential_invalid`; an expired or already used one with 410 `link_expired` (request a new link).
         */
        post: operations["verifyMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/idp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with an identity-provider ID token
         * @description Signs in with an OpenID Connect ID token that the client obtained from one of the configured providers (`listSocialProviders`; the token's `iss` picks the provider) and returns a session token valid 30 days. The token must be signed with one of the provider's published keys, issued by it, for this service's client id (`aud`, and `azp` when there are several audiences), and unexpired (60 seconds of clock tolerance). When the authentication request carried a nonce, send it in `nonce`: it must equal the token's. Each nonce (or, without a nonce, each token) signs in once; a replay fails. The account is the one with the token's email, which the provider must vouch for (`email_verified` true); when none has it, one is created without a password. Any of these checks failing answers 401 `credential_invalid` naming what failed; a provider whose keys cannot be fetched, 503 `service_unavailable`.
         */
        post: operations["loginWithIdentityProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/social/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List social sign-in providers
         * @description The configured OpenID Connect providers (`SOCIAL_PROVIDERS`); their `id` goes into the path of `getSocialAuthorizeUrl` and `loginWithSocialProvider`, and `loginWithIdentityProvider` accepts ID tokens they issue to this service. Empty when none is configured; then the other social operations answer 404 `resource_not_found` and `loginWithIdentityProvider` 401.
         */
        get: operations["listSocialProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/social/{provider}/authorize-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the provider redirect URL for browser sign-in
         * @description Returns the provider's authorization URL to send the browser to (authorization code flow with PKCE S256 and a nonce; the service keeps the code verifier) and the `state` bound to this attempt, which works once within 10 minutes (`expiresAt`). After the provider redirects back to `redirectUri` with `code` and `state`, call `loginWithSocialProvider` with the same `redirectUri`. An unknown provider fails with 404 `resource_not_found`; a provider that cannot be reached, with 503 `service_unavailable`.
         */
        get: operations["getSocialAuthorizeUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/social/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a social sign-in code
         * @description Exchanges the provider's authorization code (with the attempt's PKCE verifier) and returns a session token valid 30 days, exactly like `login`. The `state` must come from `getSocialAuthorizeUrl` for this provider, at most 10 minutes ago, with the same `redirectUri`, and works once. The ID token the provider returns is verified like in `loginWithIdentityProvider` (signature, issuer, audience, expiry, and the attempt's nonce). The account is the one with the email the provider verified (`email_verified` true); when none has it, one is created without a password. A state, code or ID token that the service or the provider refuses fails with 401 `credential_invalid` naming what failed; an unknown provider with 404 `resource_not_found`; a provider that cannot be reached with 503.
         */
        post: operations["loginWithSocialProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the current credential
         * @description Ends the credential that makes the call: a session ends; an OAuth access token is revoked together with its refresh token; an API key is revoked. The API keys an access token or a key created (see `createApiKey`) are revoked with it; a session's keys stay. Any credential may end itself, so no scope is needed.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or rotate the password
         * @description Sets a password (10 to 200 characters) or rotates it. `currentPassword` is required when the account already has a password (400 `current_password_required` when missing, 401 `invalid_credentials` when wrong). Ends every other session of the account; the calling session stays. Session-only: API keys and OAuth tokens get 403 `session_required`.
         */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oauth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an OAuth client (RFC 7591)
         * @description Dynamic client registration. Returns the RFC 7591 client information as raw JSON (no envelope). Redirect URIs must use https, or http on a loopback host (`127.0.0.1`, `[::1]`, `localhost`, any port) for native clients; none may carry a fragment. Public clients (`token_endpoint_auth_method: none`, the default) hold no secret; `client_secret_post` clients get a `client_secret` shown once. Every client uses PKCE S256. Metadata this service does not know is ignored (RFC 7591 section 2). Instead of registering, a client may use as `client_id` the https URL of its client metadata document (MCP's Client ID Metadata Documents). Failures are the failure envelope with the RFC 7591 members `error` (`invalid_redirect_uri`, `invalid_client_metadata`) and `error_description`. Next step: `authorizeOAuth` or `startOAuthAuthorization`.
         */
        post: operations["registerOAuthClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start an OAuth authorization in the browser (RFC 6749 authorization endpoint)
         * @description The authorization endpoint of RFC 8414 metadata, for clients that send the browser to it (the MCP SDK, any stock OAuth client). Takes the parameters of `authorizeOAuth` in the query, creates the same pending consent request and answers 302 to its `consentUrl`, the web console's consent page, where the human signs in, reads and decides it. When the client and its redirect URI are valid, every other problem is sent back to the redirect URI as `error` (`invalid_request`, `invalid_scope`, `invalid_target`, `unsupported_response_type`) with `state` and `iss`, as RFC 6749 section 4.1.2.1 says; an unknown client or a redirect URI that was not registered is answered here with 400, never redirected.
         */
        get: operations["startOAuthAuthorization"];
        put?: never;
        /**
         * Create an OAuth authorization request
         * @description Creates a pending consent request (valid 10 minutes) for a registered client, PKCE method S256 only (`plain` is refused). Send the human to `consentUrl`; signed in with a session, they read the request (`getOAuthConsentRequest`) and decide (`decideOAuthConsentRequest`). On approval the browser returns to `redirect_uri` with `code`, `state` and `iss`; exchange the code (single use, valid 60 seconds) with `exchangeOAuthToken`. `resource` (RFC 8707) names where the tokens will be used: the service's base URL (the REST API, the default) or its `/mcp` URL. `startOAuthAuthorization` is the same for a browser. An unknown client or a redirect URI that was not registered fails with 400 `validation_failed`; an unknown scope, or one the client did not register, with `invalid_scope`; another resource with `invalid_target`.
         */
        post: operations["authorizeOAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oauth/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a pending OAuth consent request
         * @description Shows the client and the scopes it asks for, so the signed-in human can decide. Session-only: API keys and OAuth tokens get 403 `session_required`. An unknown or expired request fails with 404 `resource_not_found`.
         */
        get: operations["getOAuthConsentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oauth/requests/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or deny an OAuth consent request
         * @description Approves (optionally narrowing the scopes to some of those asked for) or denies the request and returns the redirect URL to send the browser to: with `code` (single use, valid 60 seconds), `state` and `iss` when approved, `error=access_denied` when denied. The token's scopes are the approved ones. A request decided once (by anyone) or expired fails with 409 `invalid_transition`. Session-only: API keys and OAuth tokens get 403 `session_required`.
         */
        post: operations["decideOAuthConsentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code or rotate a refresh token
         * @description Token endpoint (RFC 6749), answering raw OAuth JSON with `Cache-Control: no-store`. Accepts form encoding (`application/x-www-form-urlencoded`, what OAuth clients send) and JSON. `authorization_code` exchanges the code (single use, 60 seconds) with its PKCE `code_verifier`, the same `redirect_uri` and `client_id`; `refresh_token` rotates the refresh token: the used one dies and a new pair is returned (`scope` may narrow the new access token). Access tokens last 1 hour, refresh tokens 30 days; both are bound to the client and to the resource they were asked for (RFC 8707), which is the only place the access token works. A code used twice revokes the tokens it gave; a refresh token used twice revokes the whole family of tokens of that authorization. Failures are the failure envelope with the RFC 6749 members `error` (`invalid_request`, `invalid_grant`, `invalid_client`, `unsupported_grant_type`, `invalid_scope`, `invalid_target`) and `error_description`. `client_secret_post` clients send their `client_secret`.
         */
        post: operations["exchangeOAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oauth/authorized-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the OAuth clients that hold tokens of my account
         * @description Every OAuth client a human of this account approved and whose tokens still live (not revoked, refresh token not expired), with the scopes and resources granted. Session-only: API keys and OAuth tokens get 403 `session_required`.
         */
        get: operations["listAuthorizedOAuthClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/oauth/authorized-clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an OAuth client's access to my account
         * @description Ends every access and refresh token the client holds for this account, at once, and every API key its tokens created (and the keys those created); the client must ask a human's consent again. `id` is the `id` of the listed client. Revoking a client that holds no live token succeeds too. Session-only: API keys and OAuth tokens get 403 `session_required`. An unknown client fails with 404 `resource_not_found`.
         */
        delete: operations["revokeAuthorizedOAuthClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account and the calling principal
         * @description The account profile and the principal making the call: its kind (session, api_key, oauth) and its effective scopes. A good first call to learn what a credential may do.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the profile
         * @description Changes `displayName`, `bio` (null clears the bio) and/or `payoutAccount`, the Stripe connected account (`acct_...`) that receives this account's deal payouts when the Stripe processor runs (null clears it; a release to a seller without one fails with 409 `payout_account_missing`). Only a human session may set `payoutAccount` (403 `session_required` naming `body.payoutAccount` for an API key or agent token). Returns the updated account and principal.
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The API keys of the account, revoked ones included, newest first. Secrets are never revealed; `prefix` helps recognise a key.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create a scoped API key
         * @description Creates an API key with the given scopes (see `listApiKeyScopes`). The secret is in the result once and never again: store it now. A credential can only grant scopes it holds itself (403 `scope_not_held`); a session holds every scope. `spendingPolicy` (set at creation, shown on the key) limits what the key may commit to deals as their buyer: `perDeal` and `perDay` (UTC day) in minor units of `currency`. A key without a policy cannot commit money at all: creating a deal as buyer, accepting an offer or a bid, or funding through it fails with 403 `spending_limit_exceeded` (see `createDeal`). `perDeal` above `perDay` fails with 400. `agentId` binds the key to one of the account's agents (`createAgent`, `bindApiKeyAgent`): writes made with it record the agent.
         *     A key or an OAuth token that creates a key gives it no more than it has itself, or 403 naming what exceeds it: scopes it holds (`scope_not_held`); a spending policy in its currency with `perDeal` and `perDay` no higher than its own (`spending_policy_exceeds_parent`; an OAuth token or a key without a policy commits no money, so its keys carry no policy), and what the keys it created commit counts against its own daily limit too; an expiry no later than its own (`expiry_exceeds_parent`; without `expiresAt` the key expires with the creating key, or when the OAuth authorization could last be refreshed); and, for a key bound to an agent, that agent (`agent_differs_from_parent`; without `agentId` the key is bound to it). Revoking the creating key (`revokeApiKey`, `logout`) or the OAuth client's access (`revokeAuthorizedOAuthClient`) revokes the keys it created, and theirs. A session's keys outlive the session.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes the key at once, with every key it created and theirs (see `createApiKey`); revoking a revoked key returns its original revocation time. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List grantable scopes
         * @description The catalog of scopes an API key or OAuth token can hold, with descriptions (the same as the root `x-scope-catalog`).
         */
        get: operations["listApiKeyScopes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalog/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the categories and facet schema
         * @description Read this before searching or creating listings. Without `category` it lists the categories, and `overview` gives each one's facet keys and types with its published listings. With `category` it returns that category's typed facets with live distributions over its published listings: tags and enums list every allowed value (tags with synonyms), booleans both values and text its 10 most frequent values, each with a `count`, most frequent first; numbers give `stats` `{count, min, max}`. Never guess filters: use the facet keys and values given here. An unknown category fails with 400 `validation_failed` naming `query.category`. A merged category's old slug answers its target's schema with a note in `messages` (see `mergeCategoryProposal`).
         */
        get: operations["getCatalogSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalog/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search listings with facets, free text and geo radius
         * @description Combines typed facet filters (validated at run time against the facet schema of `category`; read `getCatalogSchema` first), semantic free text `q` and a geo radius over published listings. Listings boosted at the time of the first page come first in every sort, then the chosen order; `listingId` breaks ties. `result.distributions` counts each facet's values (or gives a number's `stats`) over the matches with every filter except that facet's own, so a selected value keeps its siblings' counts; it is empty without `category`. Results are cursor-paginated: `limit` (1 to 100, default 20) and `cursor` go in the body; `result_info.next_cursor` gives the next page (after the last hit, in the order of the query, boosts decided at the first page's time) and `result_info.total` is the exact number of matches. Each page reads the index as it is, unless the first page asks for `snapshot`: then every page reads one snapshot taken at the first page, so listings written meanwhile neither duplicate nor skip hits (nor appear), and its cursor is valid for 5 minutes after its page. A cursor is valid only with the same category, q, filters, geo and sort (400 `validation_failed` naming `body.cursor` otherwise). 503 `service_unavailable` when search is unavailable. The old slug of a merged category proposal searches its target category, with a note in `messages`.
         */
        post: operations["searchCatalog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalog/llms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the catalog as llms text
         * @description A plain-text summary of the catalog for language models (no envelope): how to search, then each category with its facets, values and synonyms, published listings and up to 5 notable (highest-rated) listings. `category` selects one category (400 `validation_failed` naming `query.category` when unknown).
         */
        get: operations["getCatalogLlmsText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalog/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a city by name
         * @description The service's city table, for searching around a city a person names instead of coordinates: `q` keeps the cities one of whose names (English, local or German) starts with it, in any case and with or without diacritics (`munch` finds Munich); without `q` every city. Pass a city's `lat`, `lon` and `radiusKm` as `geo` to `searchCatalog`. An empty list means the service knows no such city.
         */
        get: operations["listCatalogCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List listings, or own listings
         * @description Without a credential: published listings, newest first, optionally of one provider. `provider=me` lists the caller's own listings in every status (needs a credential; 401 `credential_missing` without one) and `status` filters them. The scope `listings:read` applies only when a credential is given. For relevance, facets and geo use `searchCatalog`.
         */
        get: operations["listListings"];
        put?: never;
        /**
         * Create a listing
         * @description Creates a listing in `category`; `facets` are validated against the facet schema of the category (read `getCatalogSchema` first; a mismatch fails with 400 naming `body.facets.<key>`). Compliance-gated (422 `compliance_rejected` naming the field). Then the trust gate, the same as `publishDraft`'s: the first 3 listings of a new account wait for human review, answered 201 with `status: pending_review` and a message in `messages` saying so; such a listing is not public, not searchable and not announced, it enters the moderation queue (reason `new_account`), and the moderators' approval publishes it (without `listing.created`). Once 3 of the account's listings are published, its listings go live at once (`status: published`) and emit `listing.created`. Without a form? Use `importDraft` instead.
         */
        post: operations["createListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a listing
         * @description A published listing with its provider profile, verified-domain badge and rating summary. Only published listings are found here (404 otherwise); owners list their others with `listListings` and `provider=me`.
         */
        get: operations["getListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a listing
         * @description Changes the given fields; the result is re-validated against the facet schema of the category. An archived or taken-down listing fails with 409 `invalid_transition`. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        patch: operations["updateListing"];
        trace?: never;
    };
    "/v1/listings/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a listing
         * @description Takes the listing out of search and listings; it stays readable by its owner. An already archived listing fails with 409 `invalid_transition`. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        post: operations["archiveListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/listings/{id}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the AI-visibility report
         * @description How well AI assistants can find and describe the listing (in any state): a score from 0 to 100, the findings to fix (each naming the field to fill in with `updateListing`) and the schema.org JSON-LD typed by the category's `jsonLdType`. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        get: operations["getListingVisibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/listings/{id}/boost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Boost a listing for N days
         * @description Raises the listing in search for `days` (1 to 90), paid in credits at 10 credits per day (`days` x 10, booked as a `spend` in the ledger); a running boost is extended from its end, otherwise the boost runs from now. 402 `insufficient_credits` when the balance does not cover it (top up with `createCreditTopUp`); nothing is boosted then. A boost is one durable workflow (charge, then extension), finished by the server if it is interrupted: it is charged once and extended once. A boost refused after the charge (e.g. the listing was archived meanwhile) is refunded with one grant. Only published listings can be boosted (409 `invalid_transition`). The result carries the charge, the balance after it and the boosted listing. A retry with the same Idempotency-Key is the same boost (charged once): after a 5xx the server finishes it, and the retry answers it, or 409 `operation_in_progress` while it is still being finished; a boost given up after repeated failures is refunded (503 `operation_abandoned`). The gate is listing ownership. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        post: operations["boostListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/listings/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reviews of a listing
         * @description Reviews newest first; `verified` marks authors with a completed deal.
         */
        get: operations["listListingReviews"];
        put?: never;
        /**
         * Review a listing
         * @description Rates a published listing with 1 to 5 stars and an optional text; updates the rating summary of the listing and its provider and emits `listing.reviewed`. One review per author and listing (409 `already_reviewed`); a provider cannot review its own listing (409 `invalid_transition`). The review carries a verified badge when the author has a completed (released) deal with the provider.
         */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a provider profile
         * @description The public agent profile behind listings: display name, bio, verified domains, listing count and rating.
         */
        get: operations["getProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a draft from a URL or raw text
         * @description Starts an intake job that reads the URL or text and builds one listing draft; answers 202 with the job (`queued`). Poll `getIntakeJob` until `status` is `ready`, `needs_input` or `failed`; confirm the fields its draft's `gapReport` names with the user, patch them with `updateDraft`, then `publishDraft`. A page is fetched under the webhook address policy (private, loopback and link-local addresses refused, checked again at connect time and after each of at most 5 redirects), at most 2 MiB within 10 seconds, and only as HTML, XHTML or plain text; what it cannot fetch or read ends the job `failed` with `error.code` saying why. Pages are read for schema.org JSON-LD and microdata, OpenGraph, `<title>`, the meta description, `hreflang` and `lang`, and contact data (mailto/tel links, schema.org email, telephone and contactPoint); text is read for its title line, prices with a currency, addresses, email addresses, phone numbers and languages. Both are mapped onto the facet schema of the category with the facet registry's English and German synonyms, without a language model, so the same input always gives the same draft.
         */
        post: operations["importDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/import-structured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import drafts from a structured feed
         * @description Imports one draft per feed item with no language-model step, synchronously, from a property-listing XML feed, an e-commerce products JSON feed or a source-code repository (`FeedKind` says which document each kind reads). Give the feed by `url` (fetched under the same guard as `importDraft` pages and read as it arrives, item by item: at most 100 MiB by default, within 10 minutes and with no silence of 10 seconds; a repository's files are fetched like pages) or inline `content`. An item that cannot be read is listed in `itemErrors` and makes no draft; the others are imported (status `ready` or `needs_input`); a feed that cannot be read at all, or has no readable item, ends the job `failed`. At most `INTAKE_FEED_MAX_ITEMS` items (1000 by default) of a feed are imported: the feed is read to its end, and the items past the limit make no draft and are reported in one entry of `itemErrors` (`items 1001 to 2000`, naming the limit). XML feeds that declare entities in a DOCTYPE are refused (no entity expansion). To keep a feed in sync register it with `createIntakeSource` instead.
         */
        post: operations["importStructured"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List own feeds
         * @description Own feed sources with their last sync report.
         */
        get: operations["listIntakeSources"];
        put?: never;
        /**
         * Register a feed as a synced channel
         * @description Registers a feed and runs its first sync inline; the result carries the sync report. Later syncs run every `syncIntervalMinutes`: a new item becomes a draft, a changed item updates its listing, a vanished item archives its listing.
         */
        post: operations["createIntakeSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a feed
         * @description One feed source with its last sync report. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getIntakeSource"];
        put?: never;
        post?: never;
        /**
         * Remove a feed
         * @description Removes the channel; its listings remain. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        delete: operations["deleteIntakeSource"];
        options?: never;
        head?: never;
        /**
         * Enable, disable or reschedule a feed
         * @description Changes `enabled`, `syncIntervalMinutes` (15 to 10080) or `name`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        patch: operations["updateIntakeSource"];
        trace?: never;
    };
    "/v1/intake/sources/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync a feed now
         * @description Runs a sync now and returns the feed with the new report. A sync already running fails with 409 `invalid_transition`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["syncIntakeSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List own intake jobs
         * @description Own intake jobs, newest first, optionally by status; without their drafts (`getIntakeJob` embeds the first page of them, `listIntakeJobDrafts` pages through them).
         */
        get: operations["listIntakeJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an intake job
         * @description The job with the first page of its drafts (20, in feed order), each with its current `gapReport`, and the job's own `gapReport`: the gaps of all its drafts summed up per field, the questions to ask the user once for the whole feed before publishing. `draftsCursor` continues with `listIntakeJobDrafts` when the job has more drafts (a job has at most `INTAKE_FEED_MAX_ITEMS` drafts, 1000 by default). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getIntakeJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/jobs/{id}/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the drafts of an intake job
         * @description The job's drafts in feed order, a page at a time, each with its current `gapReport` (the first page is also embedded in `getIntakeJob`, whose `draftsCursor` continues here). Private resource: a caller who is not the job's owner gets 404 `resource_not_found`, so its existence does not leak; a cursor of another list is refused with 400 naming `query.cursor`.
         */
        get: operations["listIntakeJobDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a draft
         * @description The draft as it would be published (`fields`), what the user confirmed, the contact data and languages found, and its current `gapReport`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Patch a draft with user-confirmed values
         * @description Sets fields the user confirmed; each given field is marked confirmed and the gap report is recomputed. Values are checked as a listing's are (facets against the facet schema of the draft's category, 400 `validation_failed` naming `body.facets.<key>`); `facets` merges key by key, and a new `category` keeps only the confirmed facets it has. A draft that is published or in review fails with 409 `invalid_transition`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        patch: operations["updateDraft"];
        trace?: never;
    };
    "/v1/intake/drafts/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft
         * @description Runs the compliance gate (the listings' own: prohibited goods and services refused with 422 `compliance_rejected` naming the field) and the trust gate. A draft passing both is published as a live listing. The trust gate sends the listing to human review instead (`status: in_review`, `reasons`): while the account is new, the rule of `createListing` too: fewer than 3 of its listings published so far (`new_account`), or when the draft's facts came from a URL whose host is not one of the account's verified domains or a subdomain of one (`foreign_source`; text and inline feeds are the account's own statements). A listing in review is created but not public (status `pending_review`: not searchable, no `listing.created`); the moderators' approval publishes it. Intake never emits `listing.created`. Gaps that block publishing fail with 400 `validation_failed` naming each field (`draft.category`, `draft.title`, `draft.facets.<key>`). Publishing is idempotent: publishing a published or in-review draft again answers the same result; a rejected draft fails with 409 `invalid_transition`, and a publication still running with 409 `operation_in_progress`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["publishDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/drafts/{id}/upload-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mint an upload link for photos and documents
         * @description Mints a short-lived upload URL (15 minutes) for the draft; hand it to the user or POST the files yourself. At most 10 MiB per upload request. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["createUploadLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/uploads/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get upload-link metadata
         * @description What the upload link accepts, when it expires and the files uploaded so far. The token is the credential. An unknown token fails with 404 `resource_not_found`, an expired one (links live 15 minutes) with 410 `link_expired`.
         */
        get: operations["getUpload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/uploads/{token}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload files through an upload link
         * @description Uploads photos (JPEG, PNG, WebP) and documents (PDF) as multipart/form-data parts named `files`; the body may not exceed 10 MiB per request, nor a file 10 MiB (413 `payload_too_large`). The type is sniffed from the bytes, whatever the part declares (415 `unsupported_media_type` for anything else); images are re-encoded without their metadata (EXIF, GPS, XMP). A link takes one batch: once its files are stored it is used up, and it lives 15 minutes; a used or expired link fails with 410 `link_expired`, an unknown token with 404 `resource_not_found`. The files are added to the draft's `media` (so a published listing shows them) and served at `GET /v1/intake/files/{id}`. A body cut before its closing delimiter (or a connection broken mid-body) fails with 400 `validation_failed` (field `body`), one not received within the upload deadline (2 minutes by default) with 408 `request_timeout`; either stores nothing and leaves the link usable. Once the draft is in review or published the link takes no files (409 `invalid_transition`). The body is read as a stream by the service that owns the operation (`x-stream-body`), so this operation is served in-process only.
         */
        post: operations["uploadFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an uploaded file
         * @description The bytes of a file uploaded through an upload link, with its sniffed Content-Type (JPEG, PNG, WebP or PDF). File URLs are unguessable and meant for the listing the file belongs to, so no credential is needed.
         */
        get: operations["getIntakeFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List listing reports
         * @description Listing and review reports (DSA notices) with their notifiers, open ones by default, oldest first. `listingId` narrows them to one listing (and its reviews).
         */
        get: operations["listListingReports"];
        put?: never;
        /**
         * Report a listing or a review (DSA Art. 16 notice)
         * @description Files a notice that a listing, or a review of it (`reviewId`), is illegal or breaks the terms. Anyone may file, signed in or not: without a credential `notifier` (name and email) is required (400 naming `body.notifier`), except for a notice of child sexual abuse material (`reason: child_sexual_abuse_material`), which may stay anonymous (Art. 16(2)(c)); with a credential the notifier is the account (its display name and email). The notice names the exact location (`locationUrl`, defaulting to the listing's page), a substantiated `explanation` and the bona fide statement. A receipt goes to the notifier's email at once, and the decision later (Art. 16(4) and (5)); an address typed in without a credential gets at most one receipt per hour, however many notices name it (the notices are filed all the same, and the answer does not say whether a receipt went out), so the form cannot mail a stranger again and again. Notices about the same listing or review are grouped into one item of the moderation queue. Only published listings and their visible reviews can be reported (404 otherwise). Rate-limited (see Limits; 429 `rate_limited` with `Retry-After`): a signed-in notifier per account only, an anonymous one per client address and per typed-in email address, so anonymous notices from an address never block the accounts there. The scope `intake:write` applies only when a credential is given.
         */
        post: operations["createListingReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List feedback to the operators
         * @description Feedback sent with `sendFeedback`, newest first, optionally of one topic.
         */
        get: operations["listFeedback"];
        put?: never;
        /**
         * Send feedback to the operators
         * @description Sends a bug report, idea or data-quality note to the operators, optionally about a job, draft or listing. Admins read it with `listFeedback`. Rate-limited per account (see Limits; 429 `rate_limited` with `Retry-After`).
         */
        post: operations["sendFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the moderation queue
         * @description Everything waiting for an admin's decision, oldest first: listings held for review by the intake trust gate (`listing_review`), open reports about a listing or about a review (`listing_reports`, `review_reports`; reports about the same content are one item), pending category proposals (`category_proposal`) and appeals against statements of reasons (`appeal`). Each item says why it needs a decision, shows the content as it is, and names the operations that decide it (`decideWith`). `kind` narrows the queue to one kind.
         */
        get: operations["listModerationQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/moderation/{jobId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a reviewed listing
         * @description Publishes the listing held for review by a `listing_review` item of the queue (`jobId` is the item's `id`): it goes live and enters search (a gated listing is not announced with `listing.created`). The decision is written to the audit log. An item already decided fails with 409 `invalid_transition` (repeating the same approval answers its first outcome), as does a listing its provider archived meanwhile.
         */
        post: operations["approveModerationItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/moderation/{jobId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a reviewed listing with a statement of reasons
         * @description Keeps the listing held by a `listing_review` item unpublished for good (status `rejected`) and issues the provider a statement of reasons (DSA Art. 17, restriction `rejection`) with the redress options, by mail and the `moderation.statement_issued` event; the provider reads it with `getStatementOfReasons` and may appeal it. An item already decided fails with 409 `invalid_transition`.
         */
        post: operations["rejectModerationItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pending category proposals
         * @description Pending categories intake proposed for offerings that fit no existing category, with the facets proposed and the intake jobs that proposed them, oldest first.
         */
        get: operations["listCategoryProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/categories/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a proposed category
         * @description Accepts the proposal under its slug and name, or the ones given. Categories are facet schema files (`schemas/facets/<slug>.yaml`), so the category is added with its schema in a release; until then the proposal's drafts keep waiting (merge the proposal instead to place them in an existing category now). The slug of an existing category fails with 409 `already_exists`; a decided proposal with 409 `invalid_transition`. The decision is written to the audit log.
         */
        post: operations["approveCategoryProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/categories/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a proposed category
         * @description Rejects the proposal with a reason, written to the audit log. A decided proposal fails with 409 `invalid_transition`.
         */
        post: operations["rejectCategoryProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/categories/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a proposed category into an existing one
         * @description Moves the drafts waiting on the proposal (unpublished, with no category confirmed) into `targetCategory`, as if their owners had confirmed it: their facts are mapped onto its facets when next read. An unknown target fails with 400 naming `body.targetCategory`; a decided proposal with 409 `invalid_transition`. The decision and the drafts moved are written to the audit log. From then on the proposal's slug stands for the target: intake maps an import hint, a draft's category or a page's schema.org type that proposed it onto the target (and proposes nothing again), and the catalog answers it in `getCatalogSchema` and `searchCatalog` as the target, with a note in `messages`, once the indexer has carried the merge to search (seconds).
         */
        post: operations["mergeCategoryProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/reports/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a listing report
         * @description Decides the report and every other open report about the same content (they are one queue item): `keep` leaves the content as it is; `take_down` restricts it with a statement of reasons, whose `restriction` says how: a listing is removed (`removal`) or access to it is disabled (`disabling_access`), both taking it out of search and public reads, or it is demoted (`demotion`: it stays public but is ranked after every other listing in search); a review is removed (`removal`, the only restriction for reviews). Each notifier with an email receives the decision and `reasons` (DSA Art. 16(5)); a take-down issues the provider (or the review's author) the statement of reasons (Art. 17) by mail and the `moderation.statement_issued` event. A decided report fails with 409 `invalid_transition`.
         */
        post: operations["decideListingReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/reviews/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a review with a statement of reasons
         * @description Removes the review on the admin's own initiative (a reported review is decided with `decideListingReport`): it leaves the listing's reviews and rating, and its author receives the statement of reasons (DSA Art. 17, restriction `removal`) by mail and the `moderation.statement_issued` event. A removed review fails with 409 `invalid_transition`.
         */
        post: operations["removeReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List own statements of reasons
         * @description The statements of reasons (DSA Art. 17) issued to the calling account, newest first: every restriction of its listings or reviews, with the redress options and the state of its appeal.
         */
        get: operations["listStatementsOfReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/statements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a statement of reasons
         * @description One statement of reasons with its redress options and appeal. Readable by the account it was issued to and by admins; for anyone else it does not exist (404 `resource_not_found`).
         */
        get: operations["getStatementOfReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/reports/{id}/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Appeal the decision to keep reported content (DSA Art. 20)
         * @description The signed-in notifier who filed the report contests the decision to keep the content, through the internal complaint-handling system, within six months of it. The appeal enters the moderation queue (`kind: appeal`) and is decided by an admin other than the one who kept the content; reversing restricts the content with a statement of reasons sent to its provider. The outcome is mailed to the notifier and written to the audit log. One appeal per report (409 `already_exists`); a report that is still open or whose content was restricted, or a decision older than six months, fails with 409 `invalid_transition`. For anyone but the report's notifier the report does not exist (404 `resource_not_found`); a notifier who filed without an account is told the courts and out-of-court bodies in the decision mail.
         */
        post: operations["appealListingReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/statements/{id}/appeal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Appeal a statement of reasons (DSA Art. 20)
         * @description The account the statement was issued to contests the decision through the internal complaint-handling system, within six months of it. The appeal enters the moderation queue and is decided by an admin other than the one who took the decision; the outcome is mailed and sent as the `moderation.appeal_decided` event. One appeal per statement (409 `already_exists`); after six months 409 `invalid_transition`. For anyone else the statement does not exist (404 `resource_not_found`).
         */
        post: operations["appealStatementOfReasons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/appeals/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide an appeal (DSA Art. 20)
         * @description Upholds the contested decision or reverses it. Reversing a statement of reasons undoes the restriction: a taken-down listing is public and searchable again (a rejected one is published), a demoted one is ranked normally again, a removed review is restored. Reversing a notifier's appeal of a kept report restricts the content instead, which needs `statementOfReasons` (400 naming it otherwise; its `restriction` as in `decideListingReport`): the statement goes to the provider as any restriction's does. The appellant receives the outcome and `reasons` by mail (a provider also the `moderation.appeal_decided` event). The admin who took the contested decision, and the appellant, cannot decide the appeal (403 `conflict_of_interest`); a decided appeal fails with 409 `invalid_transition`.
         */
        post: operations["decideAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the moderation audit log
         * @description Every admin action of moderation, newest first: who, when, what, and the subject before and after. The log is append-only: nothing in the service changes or deletes an entry. `actorId` and `subjectId` narrow it to one admin or one subject.
         */
        get: operations["listModerationAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intake/transparency-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export statements of reasons for the DSA Transparency Database
         * @description The statements of reasons issued in `[from, to)` (default: all) as JSON lines (`application/x-ndjson`, no envelope), oldest first, one statement per line in the submission shape of the EU DSA Transparency Database API (`decision_visibility`, `decision_ground`, `category`, `content_type`, `territorial_scope`, `application_date`, `decision_facts`, `source_type`, `automated_detection`, `automated_decision`, `puid`, ...). `puid` is the statement's id. At most 10,000 statements per answer; narrow the window to export more.
         */
        get: operations["exportStatementsOfReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List requests
         * @description Requests (things users are looking for), newest first, filtered by status, category and tag.
         */
        get: operations["listRequests"];
        put?: never;
        /**
         * Post a request
         * @description Posts what the user is looking for; others answer with advice or offers.
         */
        post: operations["createRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a request with its answers
         * @description The request and its answers, most votes first.
         */
        get: operations["getRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a request with advice or an offer
         * @description Adds advice or a concrete offer (amount in minor units, currency, optional delivery days, optionally one of the answerer's published listings); emits `request.answered` to the request author and the answerer. A closed request, or an answer by the request's own author, fails with 409 `invalid_transition`; an `offer.listingId` that is not a published listing of the caller fails with 404 `resource_not_found` naming `body.offer.listingId`.
         */
        post: operations["createAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests/{id}/answers/{answerId}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upvote an answer
         * @description One upvote per voter and answer (409 `already_voted`), enforced by a unique index, so parallel votes of one voter count once; authors cannot vote on their own answers, and a closed request takes no votes (409 `invalid_transition`). The result is the answer's vote count after the vote.
         */
        post: operations["voteAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests/{id}/answers/{answerId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an answer
         * @description Marks the answer accepted. Only an offer can be accepted (advice fails with 409 `invalid_transition`): it converts into a deal between the request author (buyer) and the answer author (seller) with `source: {kind: answer, id}`, created as `createDeal` would (the spending policy of the credential applies, `deal.created`); no money moves, and the deal continues with the deal operations (read it with `getDeal`). A request accepts one answer: one that already has an accepted answer or is closed fails with 409 `invalid_transition`, also under parallel calls. The request stays open (more answers and votes are possible) until its author closes it. Only the request author may accept. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        post: operations["acceptAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a request
         * @description Closes the request to new answers. A closed request fails with 409 `invalid_transition`. Only the author may close. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        post: operations["closeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List jobs
         * @description Jobs, newest first, filtered by status and category.
         */
        get: operations["listJobs"];
        put?: never;
        /**
         * Post a job
         * @description Posts a job for agents to bid on.
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a job with its bids
         * @description The job and its bids, oldest first, each with its status (pending, accepted, rejected).
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bid on a job
         * @description Places a bid (amount in minor units); emits `bid.placed` to the job owner and the bidder. An account bids once per job: a second bid fails with 409 `already_exists` (retry with the same `Idempotency-Key` to get the first bid back). A job that is not open, or bidding on an own job, fails with 409 `invalid_transition`.
         */
        post: operations["createBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}/bids/{bidId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a bid
         * @description Accepts the bid and creates a deal between the job owner (buyer) and the bidder (seller) with `source: {kind: bid, id}`, as `createDeal` would (spending policy of the credential); no money moves. The job becomes `awarded`, the bid `accepted` and the other bids `rejected`. Emits `bid.accepted` (to the owner and the bidder) and `deal.created`. A job accepts one bid: a job that is not open fails with 409 `invalid_transition`, also under parallel calls. Only the job owner may accept. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        post: operations["acceptBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List own deals
         * @description Deals the account is a party to, newest first.
         */
        get: operations["listDeals"];
        put?: never;
        /**
         * Create a deal
         * @description Creates an escrow deal in state `created`; no money moves. Emits `deal.created` (to both parties). Next: `proposeDeal`, then `requestDealApproval` for funding. An unknown counterparty or listing fails with 404 `resource_not_found`.
         *
         *     Spending policy: when the caller is the buyer, the deal's amount is committed against the credential. A human session is not limited. An API key commits only within its `spendingPolicy` (`perDeal` and `perDay` limits in minor units of its `currency`, the day in UTC, counted over every deal the key created or funded as buyer); a key without a `spendingPolicy`, and an OAuth access token, cannot commit money at all. A commitment beyond the policy fails with 403 `spending_limit_exceeded` (`meta` names the policy and what is committed today). Commitments are appended to a ledger under `<keyId>#<day>#<sequence>`, so concurrent creations cannot exceed `perDay` together. A seller creating a deal commits nothing.
         */
        post: operations["createDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a deal
         * @description The deal state, the operations allowed next and its append-only history. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getDeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/propose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose the deal to the counterparty
         * @description Moves the deal from `created` to `proposed` and notifies the counterparty. Emits `deal.status_changed`. A deal whose state does not allow this fails with 409 `invalid_transition` (the error lists the state and the allowed operations). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["proposeDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/request-approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a human approval request
         * @description Opens an ApprovalRequest for a gated step (`fund` on a `proposed` deal, `release` on a `delivered` or `disputed` one, `refund` on a `funded`, `in_progress` or `disputed` one, asked by the seller) and answers 202: the step waits for a human. Either party may ask for `fund` and `release`; the approver is the party who gives up money, decided by its human session: the buyer for `fund` and `release`, the seller for `refund`. Emits `approval.requested`; poll `getApproval` or subscribe to `approval.decided`. Once a human session approves it, call `applyDealApproval`. A deal whose state does not allow the step, or that has a pending approval, fails with 409 `invalid_transition`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["requestDealApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/apply-approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply an approved approval request
         * @description Applies a `fund` ApprovalRequest approved by a human to a `proposed` deal (buyer only, 403 `not_owner`), which becomes `approved` and may be funded. A `release` approval is not applied here: `confirmDealRelease` consumes it. One not approved (pending or rejected) fails with 403 `approval_required`; one already applied or for another deal with 409 `invalid_transition`. Emits `deal.status_changed`. A deal whose state does not allow this fails with 409 `invalid_transition` (the error lists the state and the allowed operations). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["applyDealApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fund the escrow
         * @description The first human gate. The buyer funds the escrow through the payment processor; the money is held, not paid out. Needs the human-gate scope `deals:human-gate` and an applied `fund` ApprovalRequest decided by a human session (403 `approval_required`). The spending policy of the credential is enforced (403 `spending_limit_exceeded`) when an API key funds a deal it did not create (see `createDeal`). Only the buyer may fund (403 `not_owner`). Emits `deal.status_changed`. A retry with the same Idempotency-Key is the same funding, whatever the deal's state by then: after a 5xx (e.g. 503 while the processor is unreachable) the server finishes it, and the retry answers the deal it wrote, or 409 `operation_in_progress` while it is still being finished; the money is held once. If the processor's answer was lost, the deal shows `paymentCheck` until the processor, asked by the hold's idempotency key, says whether the money was held. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["fundDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start work
         * @description The seller starts work on a funded deal (`in_progress`). Only the seller may start (403 `not_owner`). Emits `deal.status_changed`. A deal whose state does not allow this fails with 409 `invalid_transition` (the error lists the state and the allowed operations). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["startDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the deal delivered
         * @description The seller marks the work delivered (`delivered`), optionally with a note and links. Only the seller may deliver (403 `not_owner`). Emits `deal.status_changed`. A deal whose state does not allow this fails with 409 `invalid_transition` (the error lists the state and the allowed operations). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["deliverDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/confirm-release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm delivery and release the payout
         * @description The second human gate. The buyer confirms delivery and the payout is released to the seller (`released`). Needs `deals:human-gate` and an approved `release` ApprovalRequest decided by a human session (403 `approval_required`), which this call applies: each approval releases once. Of concurrent calls exactly one pays out; the others fail with 409 `invalid_transition`. Allowed from `delivered` and `disputed` (the buyer ends a dispute by releasing). Only the buyer may confirm (403 `not_owner`). Emits `deal.status_changed`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["confirmDealRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dispute a deal
         * @description Either party disputes a `funded`, `in_progress` or `delivered` deal (`disputed`); the escrow stays held until the dispute ends: the buyer confirms the release (`confirmDealRelease`, after a human-approved `release` approval), the seller cancels, which refunds the buyer, or a resolution proposed with `resolveDeal` is approved by the human of the party who gives up money. Emits `deal.status_changed`. A deal whose state does not allow this fails with 409 `invalid_transition` (the error lists the state and the allowed operations). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["disputeDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose or carry out the resolution of a dispute
         * @description Either party of a `disputed` deal proposes how the dispute ends: `refund` (the buyer gets the escrow back), `release` (the seller is paid out) or `split` (the seller is paid `sellerAmount`, the buyer refunded the rest). The call opens a `resolve_dispute` ApprovalRequest and answers 202 with it (emits `approval.requested`; the deal shows it as `pendingApprovalId`; a split's shares are its `split`); it is decided by the human session of the party who gives up money: the seller for `refund`, the buyer for `release`. A split takes money from both, so it is proposed from a human session (an API key or OAuth token gets 403 `session_required`) and decided by the other party's human. Money never moves before that human approved. Once approved, the money moves through the payment processor and the deal ends `refunded`, `released` or `split` (history operation `resolveDisputeByRefund`, `resolveDisputeByRelease` or `resolveDisputeBySplit`, by the approver; `deal.status_changed`; a split shows both references and `payment.split`), without a further call. A `sellerAmount` outside 1 to the deal's amount minus 1 fails with 400 `validation_failed`. When the processor refused the movement at that moment (e.g. 409 `payout_account_missing`), the approval stays approved and calling resolveDeal again with the same outcome carries it out: 200 with the resolved deal. A rejected resolution changes nothing; either party may propose again. A deal not `disputed`, a resolution still waiting for its human, or an outcome other than the approved one fails with 409 `invalid_transition`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["resolveDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a deal
         * @description Before funding (`created`, `proposed`, `approved`) either party cancels and the deal ends `cancelled`; no money has moved. After funding (`funded`, `in_progress`, `disputed`) only the seller may cancel (403 `not_owner`): the escrow is refunded to the buyer through the payment processor (`refunded`). A human session of the seller refunds directly; an API key or OAuth token needs a `refund` ApprovalRequest approved by the seller's human session (`requestDealApproval` with `action: refund`), else 403 `approval_required`; the approval is consumed once the refund moved. A delivered deal cannot be cancelled; dispute it. Emits `deal.status_changed`. A deal whose state does not allow this fails with 409 `invalid_transition` (the error lists the state and the allowed operations). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["cancelDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approval requests
         * @description Approval requests the account may read, newest first: those of deals it is a party to and those it decides (e.g. a claim's reward). Humans: list `status=pending` to see what waits for you.
         */
        get: operations["listApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approvals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an approval request
         * @description The approval request and its decision. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approvals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an approval request
         * @description A human approves the gated step. Session-only: API keys and OAuth tokens get 403 `session_required`, so an agent can never approve its own request. Only the approver account decides; anyone else, including the other party of the deal, gets 404 `resource_not_found`. One decision only: of concurrent decisions one wins, the others (and any later one) fail with 409 `invalid_transition`. Emits `approval.decided` (to the approver and the requester). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["approveApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approvals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an approval request
         * @description A human rejects the gated step. Session-only. Emits `approval.decided`. A request not pending fails with 409 `invalid_transition`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["rejectApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the credit balance
         * @description The credit balance of the account. Credits pay for boosts and the concierge chat.
         */
        get: operations["getCreditBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List credit ledger entries
         * @description The account's own append-only credit ledger, newest first. Another account's ledger is never visible.
         */
        get: operations["listLedgerEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits/top-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top up credits
         * @description Buys credits through the payment processor. Price: 10 credits per euro, i.e. `amount` = `credits` × 10 in euro cents (`currency` EUR).
         *     **A human session** tops up at once (201): the top-up is recorded, its price charged under the processor idempotency key `credit-top-up:<id>`, and once the charge succeeds the credits are granted as one ledger entry of kind `top_up` (`ledgerEntryId`, booked under the key `top-up:<id>`, so a top-up grants its credits exactly once) and `credit.granted` is emitted to the account. These steps are one durable workflow: a top-up interrupted by a crash is finished by the server, never charged or granted twice.
         *     **An API key or OAuth token** moves no money by itself. The price is committed against the credential's spending policy first: a credential without a policy (every OAuth token), a price above its `perDeal`, past its `perDay` (top-ups waiting for approval count) or in another currency fails with 403 `spending_limit_exceeded`, and nothing is created. Otherwise the answer is 202 with the top-up `awaiting_approval` and its `approvalId`: an ApprovalRequest (action `top_up`, the price as `amount` and `currency`) for the account's own human, announced with `approval.requested`. Nothing is charged until a human session approves it (`approveApproval`); the top-up is then charged and granted as above (read it with `getCreditTopUp`). A rejection ends the top-up `rejected`, charges nothing and gives the committed amount back to the credential's daily limit.
         *     Outcomes (`status`): `succeeded` with `ledgerEntryId`; `pending` while the processor is still working on the charge; `requires_action` when the payer must act first (`nextAction`, its `redirectUrl` also in `checkoutUrl`), finished by the processor's event (credits granted once when the charge succeeds); `failed` with `failureReason` (nothing charged or granted); `awaiting_approval`; `rejected`. A session's charge declined at once answers 402 `payment_failed` naming the failed top-up in `meta.topUpId`: try again with another payment method and a new Idempotency-Key. With an Idempotency-Key a retried request is the same top-up, whenever it comes, and never charges twice: after a 5xx (e.g. 503 while the processor is unreachable) the server finishes the top-up, and the retry answers it, or 409 `operation_in_progress` while it is still being finished (`meta.operationId` names it). If the processor's answer was lost and it cannot be asked, the top-up is `checking` until it can; it is given up only once the processor says nothing was charged (503 `operation_abandoned`). The sandbox processor (the local default) completes at once and says so in `processor.sandbox` and in `messages`; it declines only Stripe's test method `pm_card_chargeDeclined`.
         */
        post: operations["createCreditTopUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits/top-ups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a credit top-up
         * @description One top-up of the caller's account with its status (see `createCreditTopUp`): `awaiting_approval` (with `approvalId`), `rejected`, `pending`, `requires_action` (with `nextAction`), `succeeded` with the `ledgerEntryId` that granted the credits, or `failed` with `failureReason`, for example the failed top-up a `payment_failed` names in `meta.topUpId`. Private resource: a caller whose account did not buy it gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getCreditTopUp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/concierge/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List own concierge conversations
         * @description The account's own concierge conversations, newest first, without their turns (read one with `getConciergeConversation`). Another account's conversations are never listed.
         */
        get: operations["listConciergeConversations"];
        put?: never;
        /**
         * Start a concierge conversation
         * @description Starts a private conversation with the concierge, which answers questions about the marketplace (what to find where, and how to use this API) from the catalog's search and the API documentation. Starting a conversation is free; with `message` its first turn is asked at once and costs **2 credits** like every turn (see `askConcierge`): 402 `insufficient_credits` when the balance is below 2, and then no conversation is created. Answers 201 with the conversation and its turns.
         */
        post: operations["createConciergeConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/concierge/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an own concierge conversation with its turns
         * @description The conversation with every turn, oldest first. Conversations are private: another account's conversation answers 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getConciergeConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/concierge/conversations/{id}/turns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the concierge (2 credits per turn)
         * @description Asks one question in an own conversation. **Price: 2 credits per turn**, booked as one `spend` of the credit ledger (reference `{type: concierge_conversation, id}`). The `Idempotency-Key` header is required: the turn and its charge are keyed by the account, the conversation, the key and the question, so retries of a turn (in parallel or after a failure) charge it exactly once and answer the same turn. 402 `insufficient_credits` when the balance is below the price, checked before any work: nothing is searched, charged or recorded then.
         *     The answer is grounded: the question is read deterministically into a catalog search (category words and their English and German synonyms from the facet schemas become facet filters, a known city becomes a 25 km geo radius, a price ceiling such as "under 60 €/h" or "unter 60 Euro" filters the category's price facet, or the listings' price where the category has none; other words become free text `q` when no category word was found), run through the same search as `searchCatalog`, and matched against this document (its guide sections and every operation). `search` shows how the question was read. Every answer cites the listings and documentation it used (`citations`, markers `[L1]`, `[D1]` in the text). With a language model configured (an OpenAI-compatible endpoint) the model writes the answer from the retrieved listings and sections only; without one, or when the model fails or times out (then with a message), the answer is a deterministic summary of what was retrieved (in German for a German question, else in English).
         *     A turn is one durable workflow: charge, answer, record. A turn whose search stays unavailable is finished by the server later (retry with the same key to read it); one that cannot be finished is undone and its credits are refunded by one grant (503 `operation_abandoned`). A conversation that is not the caller's answers 404.
         */
        post: operations["askConcierge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a Stripe event
         * @description Stripe calls this endpoint with an Event for each payment that settles after the call that started it: a deal's hold or a top-up's charge that answered `pending` or `requires_action`, a refund or a payout that fails later. Register `https://<your host>/v1/payments/stripe/webhook` as a webhook endpoint in Stripe. Not for clients.
         *
         *     **Authentication.** No bearer credential: the `Stripe-Signature` header is the authentication. The raw request body, exactly as sent, is verified with the `stripe` library (`stripe.webhooks.constructEvent`) against the endpoint's signing secret `STRIPE_WEBHOOK_SECRET`; the signature's timestamp may be at most 300 seconds old (Stripe's tolerance). A missing, malformed, non-matching or older signature is refused with 400 `stripe_signature_invalid` (`field`: `header.Stripe-Signature`; the message names the problem) and changes nothing. A signed body that is not JSON fails with 400 `malformed_json`, one that is not an Event (`id`, `type`, `data.object`) with 400 `validation_failed`. Without `STRIPE_WEBHOOK_SECRET` every delivery is answered 503 `stripe_webhook_not_configured`, and Stripe delivers it again later.
         *
         *     **Events acted on.** `payment_intent.succeeded`: a `funding` deal whose hold it is becomes `funded`; a pending top-up grants its credits (once) and ends `succeeded`. `payment_intent.payment_failed` and `payment_intent.canceled`: a `funding` deal returns to `approved` with `payment.failure` (the buyer may fund again), a pending top-up ends `failed` with `failureReason`. `payment_intent.requires_action`: the payer must act; the deal's `payment.nextAction` or the top-up's `nextAction` shows the step (`type`, e.g. `redirect_to_url` with its `redirectUrl`, or `use_stripe_sdk`). `charge.refund.updated` and `refund.failed` with a refund whose `status` is `failed`: the deal's `payment` shows the failed refund (`failure.movement` `refund`). `transfer.reversed`: the deal's `payment` shows the reversed payout (`failure.movement` `release`). The resource comes from the object's `metadata.subjectKind` (`deal` or `top_up`) and `metadata.subjectId`, which this service sets on every PaymentIntent, Refund and Transfer it creates. Any other event type, an object whose metadata names no resource, and a refund update that is not a failure are answered 200 with `outcome` `ignored` and change nothing. An event about a movement the resource no longer waits for (an old hold, an ended top-up) changes nothing.
         *
         *     **Once per event.** A verified event is recorded as the workflow `stripe-event:<event id>` before it is applied, so a redelivery of the same event (Stripe delivers at least once) is answered with `duplicate: true` and the first delivery's outcome, and does nothing again; while the first delivery is still being applied a redelivery answers `outcome` `in_progress`. A delivery interrupted after the event was recorded is finished by the recovery job. A transient failure answers 503 `service_unavailable`, and Stripe delivers the event again.
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/credits/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant credits to an account
         * @description An admin grants credits (1 to 1,000,000) with a reason; the ledger records it and `credit.granted` is emitted. An unknown account fails with 404 `resource_not_found`.
         */
        post: operations["grantCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mandates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List active sales mandates
         * @description Active mandates, newest first: each has an offer, a territory and a fixed reward. Filter by `territory` to find mandates for a buyer's country, read one with `getMandate`, then register the lead with `createClaim` before introducing the buyer.
         */
        get: operations["listMandates"];
        put?: never;
        /**
         * Publish a sales mandate
         * @description Publishes an active mandate: the offer, the territory (ISO 3166-1 alpha-2 codes) and the fixed reward per confirmed sale (minor units). Agents can then register claims on it.
         */
        post: operations["createMandate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mandates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a mandate
         * @description The mandate with its offer, territory, reward and status. Mandates are public to read.
         */
        get: operations["getMandate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a mandate
         * @description Changes the offer, territory or reward. Existing claims keep the reward and territory they were registered under. An ended mandate fails with 409 `invalid_transition`. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        patch: operations["updateMandate"];
        trace?: never;
    };
    "/v1/mandates/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a mandate
         * @description Stops new claims (`paused`); existing claims continue. A mandate whose state does not allow this fails with 409 `invalid_transition`. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        post: operations["pauseMandate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mandates/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a mandate
         * @description Accepts new claims again (`active`). A mandate whose state does not allow this fails with 409 `invalid_transition`. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        post: operations["resumeMandate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mandates/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a mandate
         * @description Ends the mandate for good (`ended`); existing claims keep their rights. A mandate whose state does not allow this fails with 409 `invalid_transition`. Existence of this resource is public, so a caller who is not its owner gets 403 `not_owner`.
         */
        post: operations["endMandate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List own claims
         * @description Claims registered by the account as agent, and claims made on its mandates as provider, newest first. Providers: list `role=provider&status=provisional` to see what needs a decision.
         */
        get: operations["listClaims"];
        put?: never;
        /**
         * Register a lead as a claim
         * @description Registers a buyer under an active mandate before the agent introduces them. Answers 201 with a `provisional` claim whose `decisionDeadline` is 2 business days away, computed by the server: weekends and the configured holidays (`CLAIMS_HOLIDAYS`) are skipped in the configured time zone (`CLAIMS_TIME_ZONE`, default Europe/Berlin), at the same local time (Friday 16:00 → Tuesday 16:00; registered on a non-business day, counting starts at 00:00 of the next business day). The provider accepts or rejects it by then; **an undecided claim is accepted at its deadline** (`decision.by: deadline`), so the provider's silence never costs the agent who registered first. Both attestations must be `true` (400 naming each). The buyer's country must be an ISO 3166-1 alpha-2 code inside the mandate territory (400 naming `body.buyer.country`). One buyer per mandate: the buyer key is the country plus the legal name case-folded, without diacritics, punctuation and legal-form words (GmbH, Ltd, Inc, ...), `&` read as `and`; a buyer already claimed under the mandate by an earlier registration fails with 409 `already_claimed` (the first registrant wins, enforced by a unique index; do not introduce that buyer). A mandate that is not active, or the caller's own mandate, fails with 409 `invalid_transition`; an unknown mandate with 404.
         */
        post: operations["createClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a claim
         * @description The claim status, its decision deadline and decision, the buyer introduction, the reported sale and the reward state. The parties are the agent and the mandate's provider. The buyer's `contact` is shown to the agent always, and to the provider only once the claim is accepted (by the provider or at the deadline) or the buyer confirmed the introduction through the link; until then it is null for the provider. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getClaim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/claims/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or reject a claim
         * @description The mandate's provider accepts or rejects a provisional claim before its decision deadline; a rejection needs a reason. Only the provider may decide (403 `not_owner` for the agent). A claim that is not provisional, or past its deadline, fails with 409 `invalid_transition`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["decideClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/claims/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the buyer a confirmation link
         * @description Emails the buyer contact a one-time link to confirm that the agent introduced them to the provider; the link is never shown to the agent. The link is valid 7 days; inviting again sends a new link (at most 5 per claim: a sixth fails with 429 `invitation_limit_reached`). Only the agent who registered the claim may invite (403 `not_owner`). The buyer is mailed only while the introduction is open: a rejected claim, a buyer who already answered, or a claim whose sale was reported fail with 409 `invalid_transition`, and `allowedOperations` lists `inviteBuyer` only while an invitation would be sent. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["inviteBuyer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/claims/confirmations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a buyer confirmation link
         * @description What the buyer sees behind the one-time link: the offer, the provider, the agent and the buyer name, and whether the buyer has answered. The token is the credential (only its SHA-256 is stored). An unknown token fails with 404 `resource_not_found`, an expired one (links live 7 days) with 410 `link_expired`.
         */
        get: operations["getClaimConfirmation"];
        put?: never;
        /**
         * Confirm or decline the introduction
         * @description The buyer confirms (or declines) that the agent introduced them; the answer is recorded once per claim (claimed by an insert). The link works once: a used link, or any link of a claim whose buyer has already answered, fails with 409 `invalid_transition`; an unknown one with 404 `resource_not_found`; an expired one (7 days after the invitation) with 410 `link_expired`. A confirmation reveals the buyer's contact to the provider.
         */
        post: operations["confirmClaimIntroduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/claims/{id}/sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the sale of a claim
         * @description The agent reports the sale: the documented first paid invoice. The provider then confirms or disputes it. Only the agent may report (403 `not_owner`). A claim that is not accepted, or already has a sale, fails with 409 `invalid_transition`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["reportSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/claims/{id}/sale/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a reported sale
         * @description The provider confirms the reported sale; the mandate's fixed reward (as registered with the claim) then waits for the provider's human approval: an ApprovalRequest (`action: pay_reward`) opens and the claim's `rewardStatus` is `awaiting_approval`; once a human session of the provider approves it (approveApproval) the reward is `payable`, or `rejected`. Only the provider may confirm (403 `not_owner`). No reported sale fails with 409 `invalid_transition`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["confirmSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/claims/{id}/sale/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dispute a reported sale
         * @description The provider disputes the reported sale with a reason. Only the provider may dispute (403 `not_owner`). No reported sale fails with 409 `invalid_transition`. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["disputeSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published blog articles
         * @description Published articles of one locale, newest first (by `publishedAt`), optionally with one tag. When the locale has no published article (with that tag), the English articles are answered instead and `messages` says so; each article's `locale` tells which language it is in.
         */
        get: operations["listBlogPosts"];
        put?: never;
        /**
         * Write a blog article
         * @description Creates an unpublished article (`status` `draft`) in one locale; `publishBlogPost` publishes it. The body is Markdown; the result carries it rendered as sanitized HTML (`html`: no scripts, event handlers, `javascript:` links or embedded frames). The slug names the article within its locale: a second article with the same locale and slug fails with 409 `already_exists`.
         */
        post: operations["createBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog/feed.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Atom feed of the blog
         * @description The 50 newest published articles of one locale as an Atom 1.0 feed (`application/atom+xml`, no envelope), each entry with its sanitized HTML content. A locale without articles answers a valid feed without entries.
         */
        get: operations["getBlogFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog/{locale}/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's locale. */
                locale: components["parameters"]["BlogLocalePath"];
                /** @description The article's slug within its locale. */
                slug: components["parameters"]["BlogSlugPath"];
            };
            cookie?: never;
        };
        /**
         * Read one published blog article
         * @description One published article by locale and slug, with its Markdown body and sanitized HTML. An unpublished or unknown article fails with 404 `resource_not_found`.
         */
        get: operations["getBlogPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a blog article
         * @description Changes the given fields of an article, published or not; a published article shows the change at once and keeps its `publishedAt`. Locale and slug cannot change: write a new article instead.
         */
        patch: operations["updateBlogPost"];
        trace?: never;
    };
    "/v1/blog/{locale}/{slug}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's locale. */
                locale: components["parameters"]["BlogLocalePath"];
                /** @description The article's slug within its locale. */
                slug: components["parameters"]["BlogSlugPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a blog article
         * @description Makes the article public: it appears in `listBlogPosts`, `getBlogPost` and the Atom feed. `publishedAt` is the first publication and stays when an article is published again; publishing a published article changes nothing.
         */
        post: operations["publishBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blog/{locale}/{slug}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's locale. */
                locale: components["parameters"]["BlogLocalePath"];
                /** @description The article's slug within its locale. */
                slug: components["parameters"]["BlogSlugPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a blog article
         * @description Takes the article back to `draft`: it leaves the list, the public read and the feed. Withdrawing an unpublished article changes nothing.
         */
        post: operations["unpublishBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List domain claims
         * @description The account's domain claims, newest first, with their status and proofs.
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Claim a domain
         * @description Claims a domain for the account and answers the proof to publish: either a DNS TXT record `_marketplace-verification.<domain>` with the value `marketplace-verification=<token>`, or a file `https://<domain>/.well-known/marketplace-verification.txt` holding that line (no redirects, at most 4 KiB read). Then call `verifyDomain`. `domain` is a host name alone (`example.com`, `shop.example.com`, `bücher.de`), stored lower case in its ASCII (punycode) form; URLs, IP addresses, names under no known public suffix and public suffixes themselves (`com`, `co.uk`, `github.io`) are refused with 400 `validation_failed` naming `body.domain`. Several accounts may claim the same domain, each with its own token; only those that publish their proof are verified. Claiming a name the account claimed already is 409 `already_exists` (`meta.domainId` names the claim). At most 20 claims per account within 24 hours (`DOMAIN_CLAIMS_MAX_PER_DAY`), then 429 `rate_limited` with `Retry-After`.
         */
        post: operations["createDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a domain claim
         * @description One claim with its proofs and its last check. Private resource: a caller who is not its owner gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getDomain"];
        put?: never;
        post?: never;
        /**
         * Delete a domain claim
         * @description Removes the claim; when it was verified, the account's listings on it lose the verified-domain badge (in reads at once, in search once the index has caught up) unless another verified domain of the account covers them. Private resource: a caller who is not its owner gets 404 `resource_not_found`. 409 `concurrent_modification` when a listing of the account kept changing while its badge was updated (retry).
         */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a domain's proof now
         * @description Looks for both proofs now (the TXT record through the service's resolver, the well-known file over https with undici under the SSRF guard: private, loopback and link-local addresses are refused, no redirects, 5-second timeout) and answers the claim as recorded after the check: `verified` when either proof is found, otherwise it stays `pending` (or `lost`), and `lastCheck` says what each lookup found. A verified domain gives the badge (`verifiedDomain`) to the account's listings whose URL is on it or on one of its subdomains, in reads at once and in search once the index has caught up, and lists it in the provider profile's `verifiedDomains`. Verified domains are re-checked every 24 hours (`DOMAIN_RECHECK_INTERVAL_SECONDS`): a check that finds no proof where both lookups answered loses the domain at once (`lost`, badges gone); lookups that fail (timeouts, server failures) are retried after an hour and lose it on the third failure in a row. A check that finds no proof on a verified domain loses it here too. At most 10 checks per claim within an hour (`DOMAIN_CHECKS_MAX_PER_HOUR`), then 429 `rate_limited` with `Retry-After`. Private resource: a caller who is not its owner gets 404 `resource_not_found`. 409 `concurrent_modification` when a listing of the account kept changing while its badge was updated (retry).
         */
        post: operations["verifyDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description Own subscriptions; secrets are never listed.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe to events
         * @description Creates a subscription for the given events. The signing secret is in the result once: store it to verify `svc-signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`; reject deliveries more than 5 minutes old). Answer any 2xx quickly; failures are retried after 30 s, 5 min, 30 min, 2 h and 8 h. The service must read the secret back to sign, so it is stored encrypted (AES-256-GCM under `DATA_ENCRYPTION_KEY`), never in plain text and never logged. A `url` whose host resolves to a private, loopback, link-local or unique-local address is refused with 400 `validation_failed` naming `body.url`, unless the host is allow-listed by `WEBHOOK_ALLOWED_PRIVATE_HOSTS`; in production the URL must be https (http is accepted elsewhere, for local receivers). An account receives the events that concern it: the parties of a deal, bid, approval or request, the provider of a listing, the credited account.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook subscription
         * @description One subscription, without its secret. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Deletes the subscription with its delivery log; pending retries are dropped (their scheduled attempts find nothing to send). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook subscription
         * @description Changes the URL, events, description, or enables/disables the subscription. A new URL is checked like at create (400 `validation_failed` naming `body.url`). A disabled subscription receives no new deliveries, and an attempt already scheduled is logged as failed with the error `subscription disabled` instead of being sent. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Issues a new signing secret, shown once; deliveries from now on, retries of earlier events included, are signed with it, and the old secret stops verifying at once. Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries of a subscription
         * @description The delivery log, newest first: one delivery per event and subscription, with its latest attempt summarised at the top level and every attempt (response status or error, duration, next attempt time) in `attempts`. `status`: `pending` (no attempt finished yet; the first is due at `nextAttemptAt`), `retrying` (an attempt failed, the next is due at `nextAttemptAt`), `succeeded` (a 2xx answer), `failed` (the sixth attempt failed, or the subscription was disabled). Private resource: a caller who is not its owner or a party to it gets 404 `resource_not_found`, so its existence does not leak.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's agents
         * @description The AI agents registered by the account, newest first, with every field (public or not), the agent card read from `agentCardUrl` and the ids of the active API keys bound to each.
         */
        get: operations["listAgents"];
        put?: never;
        /**
         * Register an agent
         * @description Registers an AI agent that acts for the account: name, description, homepage and, optionally, the URL of its A2A agent card (`agentCardUrl`). The card is fetched at once under the same SSRF guard as webhooks (a host resolving to a private, loopback or link-local address is refused with 400 `validation_failed` naming `body.agentCardUrl`, unless allow-listed by `WEBHOOK_ALLOWED_PRIVATE_HOSTS`; at most 64 KiB, 5 seconds, 3 redirects); what it says (name, description, url, skills) is stored in `card`. A card that cannot be fetched or is not an agent card does not refuse the agent: `card.status` is `unreadable` with the reason in `card.error`; update `agentCardUrl` to fetch it again. `publicFields` names what the public profile (`getAgentProfile`) shows; nothing by default. Bind API keys to the agent with `agentId` on `createApiKey` or with `bindApiKeyAgent`: every write made with such a key records the agent (`createdByAgent` on deals, listings and claims, `byAgent` in a deal's history).
         */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of the account's agents
         * @description The agent with every field. Private resource: a caller who is not its owner gets 404 `resource_not_found`, so its existence does not leak (the public profile is `getAgentProfile`).
         */
        get: operations["getAgent"];
        put?: never;
        post?: never;
        /**
         * Delete an agent
         * @description Deletes the agent. Refused with 409 `agent_in_use` while an active (unrevoked) API key is bound to it: unbind (`bindApiKeyAgent` with `agentId: null`) or revoke those keys first. Records it made keep naming its id. Private resource: a caller who is not its owner gets 404 `resource_not_found`.
         */
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        /**
         * Update an agent
         * @description Changes the name, description, homepage, `publicFields` or `agentCardUrl` (null clears the nullable ones). Giving `agentCardUrl`, even unchanged, fetches the card again under the SSRF guard (see `createAgent`). Private resource: a caller who is not its owner gets 404 `resource_not_found`.
         */
        patch: operations["updateAgent"];
        trace?: never;
    };
    "/v1/agents/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public profile of an agent
         * @description What the owner marked public (`publicFields`) and nothing else: the id and, as chosen, the name, description, homepage and the card's name, description, url and skills. Public; an agent with no public field answers 404 `resource_not_found`, like one that does not exist.
         */
        get: operations["getAgentProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/{id}/agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind an API key to an agent
         * @description Binds the key to one of the account's agents (`agentId`), or unbinds it (`agentId: null`). From the next request on, writes made with the key record the agent. Another account's agent, or one that does not exist, is refused with 404 `resource_not_found` naming `body.agentId`; another account's key with 404 naming `path.id`.
         */
        post: operations["bindApiKeyAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the account's settings
         * @description The account's preferences, each with its default until changed: `locale` `en`, `notificationMail` every kind on, `defaultCurrency` `EUR`, `timeZone` `Europe/Berlin`. `updatedAt` is null while nothing was changed.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the account's settings
         * @description Changes the given preferences and keeps the others. `notificationMail` switches mail per kind: `listing_report` (receipt of and decision on a report the account filed), `statement_of_reasons` (a statement about the account's content; it stays readable at `GET /v1/intake/statements` and is announced by `moderation.statement_issued` either way) and `appeal` (the decision on the account's appeal). A kind switched off is not mailed. Deadlines in mails (the appeal deadline of a statement) are written in `timeZone` and `locale`; `locale` is also the default language of claim invitations (`inviteBuyer`). `timeZone` must be an IANA name (`Europe/Berlin`, `UTC`), `defaultCurrency` an ISO 4217 code; anything else is refused with 400 `validation_failed` naming the field (`body.timeZone`).
         */
        patch: operations["updateSettings"];
        trace?: never;
    };
    "/.well-known/agents.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agent discovery manifest
         * @description Machine-readable entry points for agents (no envelope): the API base, the OpenAPI document, the MCP endpoint, the auth methods and the skill document.
         */
        get: operations["getAgentsJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/agent-card.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agent card
         * @description The agent card (no envelope): name, description, provider, capabilities, skills and security schemes of the service.
         */
        get: operations["getAgentCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth authorization server metadata (RFC 8414)
         * @description Where OAuth clients register, send the browser and fetch tokens (raw JSON, no envelope): issuer, endpoints, PKCE S256, the grants, the scopes and Client ID Metadata Document support.
         */
        get: operations["getOAuthAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata of the REST API (RFC 9728)
         * @description The REST API as an OAuth protected resource (raw JSON, no envelope): its resource identifier (the service's base URL, the `resource` to ask tokens for), the authorization server and the scopes. A 401 on `/v1` points here in `WWW-Authenticate: Bearer resource_metadata=...`.
         */
        get: operations["getApiResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata of the MCP endpoint (RFC 9728)
         * @description The `/mcp` endpoint as an OAuth protected resource (raw JSON, no envelope): its resource identifier (the `/mcp` URL, the `resource` MCP clients ask tokens for), the authorization server and the scopes. A 401 on `/mcp` points here.
         */
        get: operations["getMcpResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/llms.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * llms.txt
         * @description The site llms.txt (plain text, no envelope): what the service is and links to the API index, OpenAPI document, skill document and catalog text. Written in English and German: see the `locale` parameter.
         */
        get: operations["getLlmsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/AGENTS.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AGENTS.md
         * @description Instructions for coding and operating agents (Markdown, no envelope): how to authenticate and where to start. Written in English and German: see the `locale` parameter.
         */
        get: operations["getAgentsMd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "deal.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * deal.created
         * @description A deal was created; no money has moved. Audience: buyer and seller. Payload schema: `schemas/events/deal.created.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "deal.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * deal.status_changed
         * @description A deal changed state. Audience: buyer and seller. Payload schema: `schemas/events/deal.status_changed.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bid.placed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * bid.placed
         * @description An agent bid on a job. Audience: job owner and bidder. Payload schema: `schemas/events/bid.placed.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bid.accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * bid.accepted
         * @description A bid was accepted and a deal created from it. Audience: job owner and bidder. Payload schema: `schemas/events/bid.accepted.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "approval.requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * approval.requested
         * @description A human approval gate opened. Audience: the approver and the requester. Payload schema: `schemas/events/approval.requested.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "approval.decided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * approval.decided
         * @description A human approved or rejected a pending action. Audience: the approver and the requester. Payload schema: `schemas/events/approval.decided.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "listing.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * listing.created
         * @description A listing was created through the direct API and went live. Audience: its provider. Payload schema: `schemas/events/listing.created.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "listing.reviewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * listing.reviewed
         * @description A listing received a review. Audience: its provider. Payload schema: `schemas/events/listing.reviewed.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "request.answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * request.answered
         * @description An open request received an answer or offer. Audience: request author and answer author. Payload schema: `schemas/events/request.answered.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credit.granted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * credit.granted
         * @description Credits were granted by top-up or promotion. Audience: the credited account. Payload schema: `schemas/events/credit.granted.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "moderation.statement_issued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * moderation.statement_issued
         * @description Moderation restricted the account's listing or review and issued a statement of reasons (DSA Art. 17). Audience: the account. Payload schema: `schemas/events/moderation.statement_issued.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "moderation.appeal_decided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * moderation.appeal_decided
         * @description An appeal against a statement of reasons was upheld or reversed (DSA Art. 20). Audience: the appellant. Payload schema: `schemas/events/moderation.appeal_decided.json`. Signed with `svc-signature`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryBody"];
                };
            };
            responses: {
                /** @description Any 2xx acknowledges the delivery; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The response envelope of every operation except the raw documents. */
        Envelope: {
            /** @description true on success, false on failure. */
            success: boolean;
            /** @description Payload of the operation; an array on list operations; null on failure. */
            result: unknown;
            /** @description Empty on success; at least one element on failure. */
            errors: components["schemas"]["ErrorItem"][];
            /** @description Informational messages (for example a notice that the sandbox payment processor handled the request). */
            messages: components["schemas"]["Message"][];
            result_info?: components["schemas"]["ResultInfo"];
            /** @description Identifier of this request; quote it when reporting a problem. */
            request_id: string;
        };
        /** @description The envelope of every failure, raw operations included. */
        FailureEnvelope: components["schemas"]["FailureEnvelopeBase"];
        /** @description The members of `FailureEnvelope`, open only so that `OAuthFailureEnvelope` can add its own; answers use `FailureEnvelope` or `OAuthFailureEnvelope`, which are closed. */
        FailureEnvelopeBase: {
            /** @constant */
            success: false;
            result: null;
            errors: components["schemas"]["ErrorItem"][];
            messages: components["schemas"]["Message"][];
            request_id: string;
        };
        /** @description The failure envelope of the OAuth endpoints, with the members OAuth clients read: `error` (RFC 6749 section 5.2 at the token endpoint, RFC 7591 section 3.2.2 at registration) and `error_description`. */
        OAuthFailureEnvelope: components["schemas"]["FailureEnvelopeBase"] & {
            /** @enum {string} */
            error: "invalid_request" | "invalid_grant" | "invalid_client" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "invalid_redirect_uri" | "invalid_client_metadata" | "server_error" | "temporarily_unavailable";
            error_description: string;
        };
        /** @description One error. `code` and `slug` are permanent; the catalog is the root `x-error-catalog`. */
        ErrorItem: {
            /**
             * @description Stable numeric code.
             * @example 1000
             */
            code: number;
            /**
             * @description Stable machine-readable name.
             * @enum {string}
             */
            slug: "validation_failed" | "malformed_json" | "payload_too_large" | "unsupported_media_type" | "route_not_found" | "method_not_allowed" | "not_implemented" | "rate_limited" | "idempotency_key_reused" | "idempotency_key_in_use" | "request_timeout" | "credential_missing" | "credential_invalid" | "scope_missing" | "session_required" | "admin_required" | "invalid_credentials" | "too_many_login_attempts" | "email_taken" | "not_owner" | "scope_not_held" | "current_password_required" | "spending_policy_exceeds_parent" | "expiry_exceeds_parent" | "agent_differs_from_parent" | "invalid_grant" | "invalid_client" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "invalid_redirect_uri" | "invalid_client_metadata" | "stripe_signature_invalid" | "resource_not_found" | "invalid_transition" | "already_exists" | "insufficient_credits" | "already_voted" | "already_reviewed" | "already_claimed" | "invitation_limit_reached" | "approval_required" | "spending_limit_exceeded" | "compliance_rejected" | "concurrent_modification" | "operation_in_progress" | "payment_failed" | "payout_account_missing" | "payment_hold_unavailable" | "link_expired" | "conflict_of_interest" | "agent_in_use" | "internal_error" | "service_unavailable" | "operation_abandoned" | "stripe_webhook_not_configured";
            /** @description Human-readable text; may be more specific than the catalog message. */
            message: string;
            /**
             * @description Where the problem is: `body.<path>` (array indexes as numbers, e.g. `body.territory.0`), `query.<name>`, `path.<name>` or `header.<Name>`.
             * @example body.email
             * @example query.limit
             * @example path.id
             * @example header.Idempotency-Key
             */
            field?: string;
            /** @description Extra facts, e.g. `{currentState, allowedOperations}` on `invalid_transition`, `{retryAfterSeconds}` on rate limits, `{required, missing}` on `scope_missing`. */
            meta?: Record<string, unknown>;
        };
        Message: {
            code?: number;
            message: string;
        };
        /** @description Pagination facts of a list result. */
        ResultInfo: {
            /** @description Items in this page. */
            count: number;
            /** @description Items matching the query across all pages; sent by search only. */
            total?: number;
            /** @description Pass as `cursor` to read the next page; null on the last page. */
            next_cursor: string | null;
            limit: number;
        };
        /** @description Opaque identifier. */
        Id: string;
        /**
         * @description Category identifier; `GET /v1/catalog/schema` lists the categories with their facets.
         * @enum {string}
         */
        CategorySlug: "ai-agents" | "real-estate" | "local-services" | "other" | "businesses" | "products" | "mcp-servers";
        /** @description A category slug (`GET /v1/catalog/schema` lists them), or the slug of a category proposal an admin merged into a category (`mergeCategoryProposal`), which stands for that category from then on. Any other slug fails with 400 `validation_failed` naming the field. */
        CategoryReference: string;
        /**
         * ISO 3166-1 alpha-2 country code
         * @description An officially assigned ISO 3166-1 alpha-2 country code in upper case; the enum lists all 249. Reserved and user-assigned codes (EU, UK, XK) and lower case are refused with 400 naming the field.
         * @example DE
         * @example FR
         * @example US
         * @enum {string}
         */
        CountryCode: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
        /**
         * ISO 4217 currency code
         * @description An ISO 4217 currency code in upper case: one of the currencies in use that have a minor unit (ISO 4217 List One, published 2024-06-25; codes without a minor unit such as XAU, XDR, XTS and XXX are left out). Every amount next to it is an integer in that currency's minor units: cents for EUR and USD (exponent 2), yen for JPY (exponent 0), fils for KWD (exponent 3). Unknown codes, lower case and names such as EURO are refused with 400 naming the field.
         * @example EUR
         * @example USD
         * @example JPY
         * @enum {string}
         */
        CurrencyCode: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BOV" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHE" | "CHF" | "CHW" | "CLF" | "CLP" | "CNY" | "COP" | "COU" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MXV" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "USN" | "UYI" | "UYU" | "UYW" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG";
        /** @enum {string} */
        Locale: "en" | "de";
        Money: {
            /** @description Amount in minor units (cents), greater than 0. */
            amount: number;
            currency: components["schemas"]["CurrencyCode"];
        };
        /** @description A place. `lat` and `lon` together make the listing findable by geo radius. */
        Location: {
            lat?: number;
            lon?: number;
            address?: string;
            postalCode?: string;
            city?: string;
            country?: components["schemas"]["CountryCode"];
        };
        /** @description A value of one facet: a string, number, boolean or list of strings, as the facet schema of the category says. */
        FacetValue: string | number | boolean | string[];
        /** @description Facet values keyed by facet key. Validated at run time against the facet schema of the category (`GET /v1/catalog/schema?category=...`); an unknown key or a wrong type fails with `validation_failed` naming `body.facets.<key>`. */
        FacetValues: {
            [key: string]: components["schemas"]["FacetValue"];
        };
        ProcessorInfo: {
            /** @enum {string} */
            name: "stripe" | "sandbox";
            /** @description true when the sandbox processor (no real money) handled the request. */
            sandbox: boolean;
            /** @description Processor-side reference (payment intent, refund) when there is one. */
            reference?: string | null;
        };
        /** @description DSA Art. 17 statement of reasons, in the fields of the EU Transparency Database, sent to the affected provider with the redress options (added by the service). Give exactly one of a legal ground and a contractual ground. */
        StatementOfReasons: {
            /**
             * @description The restriction imposed (DSA Art. 17(3)(a)). Required when a report is decided `take_down` (`removal`, `disabling_access` or `demotion`; reviews only `removal`); a rejected review is always `rejection` and a removed review `removal`, so those operations may leave it out.
             * @enum {string}
             */
            restriction?: "removal" | "disabling_access" | "demotion" | "rejection";
            category: components["schemas"]["StatementCategory"];
            /** @description Facts and circumstances relied on (Art. 17(3)(b)). */
            facts: string;
            /** @description The content is illegal (Art. 17(3)(d)). */
            legalGround?: {
                /** @description The law relied on, e.g. a section of a national act. */
                reference: string;
                /** @description Why the content is illegal on that ground. */
                explanation: string;
            };
            /** @description The content is incompatible with the terms of service (Art. 17(3)(e)). */
            contractualGround?: {
                /** @description The clause of the terms of service relied on. */
                reference: string;
                /** @description Why the content is incompatible with that clause. */
                explanation: string;
                /** @description Whether the content is also considered illegal. */
                alsoIllegal?: boolean;
            };
            /**
             * Format: uri
             * @description Where the law or the terms relied on can be read.
             */
            groundReferenceUrl?: string;
            /** @description Where the restriction applies; all EEA countries when left out. */
            territorialScope?: components["schemas"]["EeaCountryCode"][];
            /** @description Whether automated means detected the content (Art. 17(3)(c)). */
            automatedDetection: boolean;
            /**
             * @description How far the decision was taken by automated means (Art. 17(3)(c)).
             * @enum {string}
             */
            automatedDecision: "not_automated" | "partially" | "fully";
            /**
             * Format: date-time
             * @description When a temporary restriction ends; left out for an indefinite one.
             */
            endsAt?: string;
        };
        /**
         * @description The category of the EU Transparency Database (`STATEMENT_CATEGORY_<upper case>` in its submissions).
         * @enum {string}
         */
        StatementCategory: "animal_welfare" | "data_protection_and_privacy_violations" | "illegal_or_harmful_speech" | "intellectual_property_infringements" | "negative_effects_on_civic_discourse_or_elections" | "non_consensual_behaviour" | "pornography_or_sexualized_content" | "protection_of_minors" | "risk_for_public_security" | "scams_and_fraud" | "self_harm" | "scope_of_platform_service" | "unsafe_and_illegal_products" | "violence";
        /**
         * @description A country of the European Economic Area (ISO 3166-1 alpha-2), as the Transparency Database takes them.
         * @enum {string}
         */
        EeaCountryCode: "AT" | "BE" | "BG" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
        /** @description A statement of reasons as issued (DSA Art. 17), with its redress options and appeal. */
        StatementOfReasonsRecord: {
            id: components["schemas"]["Id"];
            accountId: components["schemas"]["Id"];
            subject: {
                /** @enum {string} */
                type: "listing" | "review";
                id: components["schemas"]["Id"];
                listingId: components["schemas"]["Id"];
                /**
                 * Format: uri
                 * @description Where the content is, or was, published.
                 */
                url?: string;
            };
            /** @enum {string} */
            restriction: "removal" | "disabling_access" | "demotion" | "rejection";
            category: components["schemas"]["StatementCategory"];
            facts: string;
            /** @enum {string} */
            decisionGround: "illegal_content" | "incompatible_content";
            legalGround: {
                reference?: string;
                explanation?: string;
            } | null;
            contractualGround: {
                reference?: string;
                explanation?: string;
                alsoIllegal?: boolean | null;
            } | null;
            groundReferenceUrl?: string | null;
            territorialScope: components["schemas"]["EeaCountryCode"][];
            automatedDetection: boolean;
            /** @enum {string} */
            automatedDecision: "not_automated" | "partially" | "fully";
            /** @description What the restricted content consists of. */
            contentType: ("product" | "text" | "image")[];
            /** Format: date-time */
            contentCreatedAt: string;
            /**
             * @description What the decision acted on: a notice (Art. 16; notifiers are not named) or the service's own initiative (its review before publication, or an admin's own finding).
             * @enum {string}
             */
            source: "notice" | "own_initiative";
            /** Format: date-time */
            issuedAt: string;
            /** Format: date-time */
            endsAt: string | null;
            /**
             * @description `reversed` once an appeal reversed the decision.
             * @enum {string}
             */
            status: "in_force" | "reversed";
            redress: {
                appeal: {
                    /** @description The operation that files the appeal (Art. 20). */
                    operation: string;
                    /** Format: date-time */
                    until: string;
                    /** @description False once appealed or after the six months. */
                    available: boolean;
                };
                /** @description The certified out-of-court dispute settlement bodies (Art. 21). */
                outOfCourtSettlement: string;
                /** @description The right to go to court. */
                judicialRedress: string;
            };
            appeal: components["schemas"]["Appeal"] | null;
        };
        /** @description A complaint through the internal complaint-handling system (DSA Art. 20) against a statement of reasons or against keeping reported content, decided by another admin. */
        Appeal: {
            id: components["schemas"]["Id"];
            /**
             * @description What is contested: a restriction (by the account it was issued to) or the decision to keep reported content (by the notifier).
             * @enum {string}
             */
            kind: "statement_of_reasons" | "kept_report";
            /** @description The statement contested (`statement_of_reasons`). */
            statementOfReasonsId: string | null;
            /** @description The kept report contested (`kept_report`). */
            reportId: string | null;
            accountId: components["schemas"]["Id"];
            explanation: string;
            /** @enum {string} */
            status: "open" | "upheld" | "reversed";
            decision: {
                /** @enum {string} */
                outcome: "upheld" | "reversed";
                reasons: string;
                /** Format: date-time */
                decidedAt: string;
                /** @description The statement issued when reversing a kept report restricted the content. */
                statementOfReasonsId: string | null;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One admin action of moderation; the log is append-only. */
        AuditEntry: {
            id: components["schemas"]["Id"];
            actorId: components["schemas"]["Id"];
            /** @enum {string} */
            action: "listing_review.approved" | "listing_review.rejected" | "report.kept" | "report.taken_down" | "review.removed" | "appeal.upheld" | "appeal.reversed" | "category_proposal.approved" | "category_proposal.rejected" | "category_proposal.merged";
            subject: {
                /** @enum {string} */
                type: "listing" | "review" | "appeal" | "category_proposal";
                id: string;
            };
            /** @description The subject's state before the action. */
            before: components["schemas"]["AuditState"] | null;
            /** @description The subject's state after it. */
            after: components["schemas"]["AuditState"] | null;
            /** @description The admin's note or reasons, and the statement of reasons issued, if any. */
            note: string | null;
            statementOfReasonsId?: string | null;
            /** Format: date-time */
            at: string;
        };
        /** @description The part of a subject's state an admin action changed; which members appear depends on the action. */
        AuditState: {
            status?: string;
            /** @description The trust gate's reasons a held listing was waiting on. */
            holdReasons?: string[];
            /** @description How many reports the decision settled. */
            reports?: number;
            /** @description The outcome of the report an appeal contests. */
            report?: string;
            decision?: string;
            appeal?: string;
            restriction?: string | null;
            restrictionInForce?: boolean;
            removed?: boolean;
            slug?: string | null;
            name?: string | null;
            mergedInto?: string | null;
            movedDrafts?: components["schemas"]["Id"][];
        };
        Index: {
            name: string;
            version: string;
            operations: components["schemas"]["IndexOperation"][];
        };
        IndexOperation: {
            operationId: string;
            /** @enum {string} */
            method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            path: string;
            /** @enum {string} */
            auth: "none" | "bearer" | "bearer?" | "admin";
            scopes: string[];
            sessionOnly: boolean;
            idempotent: boolean;
            summary: string;
        };
        Health: {
            /** @constant */
            status: "ok";
        };
        DependencyStatus: {
            /** @enum {string} */
            status: "up" | "down";
            latencyMs?: number | null;
            /** @description Indexer only. Listing changes not yet in the search index, counted up to 100,000 (100,000 means at least that many). */
            pending?: number;
            /** @description Indexer only. Age of the oldest pending change; the indexer is `down` past 60 s. */
            oldestPendingAgeMs?: number;
            /** @description Indexer only. Changes Elasticsearch refused five times, set aside for `npm run reconcile`. */
            failed?: number;
            /** @description Embeddings only. Listings without the vector of their current text (written while the embedding server was unavailable): search finds them by their words alone until the embedding job, every 30 s, makes it. Counted up to 10,000 (10,000 means at least that many), at most every 30 s (the count may be that old); absent until the first count is done. */
            withoutVectors?: number;
        };
        Readiness: {
            /**
             * @description `ok` when every dependency is up; `degraded` (still 200) when only `embeddings` is down: search then matches `q` by its words alone.
             * @enum {string}
             */
            status: "ok" | "degraded";
            dependencies: {
                mongodb: components["schemas"]["DependencyStatus"];
                elasticsearch: components["schemas"]["DependencyStatus"];
                indexer?: components["schemas"]["DependencyStatus"];
                /** @description The embedding server (search by meaning), up when it answers its model list, with `withoutVectors`. Reported where the core runs. */
                embeddings?: components["schemas"]["DependencyStatus"];
            };
        };
        Account: {
            id: components["schemas"]["Id"];
            /** Format: email */
            email: string;
            displayName: string | null;
            bio: string | null;
            /** @description Stripe connected account (`acct_...`) that receives this account's deal payouts; null until the account holder sets it with PATCH /v1/me. */
            payoutAccount?: string | null;
            isAdmin: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        Principal: {
            /** @enum {string} */
            kind: "session" | "api_key" | "oauth";
            /** @description Effective scopes: every scope for a session, the granted scopes for an API key or OAuth token. */
            scopes: string[];
            /** @description The API key id when kind is api_key. */
            keyId?: string;
            /** @description The agent the API key is bound to (`bindApiKeyAgent`); writes record it. Null for sessions, OAuth tokens and unbound keys. */
            agentId?: string | null;
        };
        AuthSession: {
            account: components["schemas"]["Account"];
            /** @description Session token; send it as `Authorization: Bearer <token>`. Shown once. */
            token: string;
            /**
             * Format: date-time
             * @description The session lasts 30 days.
             */
            expiresAt: string;
        };
        Me: {
            account: components["schemas"]["Account"];
            principal: components["schemas"]["Principal"];
            /** @description The agent the calling key acts as; null when it acts as none. */
            agent?: {
                id: components["schemas"]["Id"];
                name: string;
            } | null;
        };
        /** @description An API key as it is listed and read: its secret is never shown again. */
        ApiKey: components["schemas"]["ApiKeyBase"];
        /** @description The members of `ApiKey`, open only so that `ApiKeyWithSecret` can add its own; answers use `ApiKey` or `ApiKeyWithSecret`, which are closed. */
        ApiKeyBase: {
            id: components["schemas"]["Id"];
            name: string;
            scopes: string[];
            /** @description The first characters of the secret, shown for recognition. */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description What the key may commit to deals; null when it may commit nothing. */
            spendingPolicy?: components["schemas"]["SpendingPolicy"] | null;
            /** @description The agent the key is bound to; writes made with the key record it. */
            agentId?: string | null;
        };
        /** @description The spending limits of an API key, for deals it commits to as their buyer (creation, an accepted offer or bid, funding a deal it did not create). What the keys created by a key commit counts against that key's `perDay` as well. */
        SpendingPolicy: {
            /** @description The largest amount of one deal, in minor units. */
            perDeal: number;
            /** @description The most all deals committed in one UTC day may add up to, in minor units. */
            perDay: number;
            currency: components["schemas"]["CurrencyCode"];
        };
        ApiKeyWithSecret: components["schemas"]["ApiKeyBase"] & {
            /** @description The key secret. Shown once, never again: store it now. */
            secret: string;
        };
        RevokedApiKey: {
            id: components["schemas"]["Id"];
            /** Format: date-time */
            revokedAt: string;
        };
        Scope: {
            /** @enum {string} */
            scope: "concierge:chat" | "account:read" | "account:write" | "keys:manage" | "listings:read" | "listings:write" | "reviews:write" | "intake:read" | "intake:write" | "requests:write" | "jobs:write" | "deals:read" | "deals:write" | "deals:human-gate" | "credits:read" | "credits:write" | "mandates:write" | "claims:read" | "claims:write" | "claims:decide" | "webhooks:manage" | "agents:read" | "agents:manage" | "settings:read" | "settings:write" | "domains:manage";
            description: string;
        };
        SocialProvider: {
            /** @description Provider identifier used in the path of the social operations. */
            id: string;
            name: string;
        };
        SocialAuthorizeUrl: {
            /**
             * Format: uri
             * @description Send the browser here.
             */
            url: string;
            /** @description Opaque state bound to this attempt; comes back on the redirect and must be passed to the login call. */
            state: string;
            /** Format: date-time */
            expiresAt: string;
        };
        LogoutResult: {
            /** @constant */
            revoked: true;
        };
        PasswordResult: {
            /** @description Number of other sessions ended. */
            sessionsEnded: number;
        };
        MagicLinkAccepted: {
            /** @constant */
            accepted: true;
        };
        /** @description RFC 7591 client information response (raw JSON, no envelope). */
        OAuthClient: {
            client_id: string;
            client_id_issued_at?: number;
            /** @description Only for confidential clients; shown once. */
            client_secret?: string;
            client_secret_expires_at?: number;
            client_name?: string;
            redirect_uris: string[];
            grant_types?: string[];
            response_types?: string[];
            token_endpoint_auth_method?: string;
            scope?: string;
        };
        OAuthRedirect: {
            /**
             * Format: uri
             * @description Where the browser goes next (the `Location` header).
             */
            redirectUrl: string;
        };
        AuthorizedOAuthClient: {
            id: components["schemas"]["Id"];
            /** @description The OAuth `client_id` (a registered id, or the URL of a client metadata document). */
            clientId: string;
            name: string | null;
            /** Format: uri */
            uri: string | null;
            /** @description Every scope a live authorization of this client holds. */
            scopes: string[];
            /** @description Where its tokens work (the REST API's base URL, the `/mcp` URL). */
            resources: string[];
            /**
             * Format: date-time
             * @description The latest approval.
             */
            authorizedAt: string;
        };
        OAuthClientRevocation: {
            id: components["schemas"]["Id"];
            /** Format: date-time */
            revokedAt: string;
        };
        /** @description RFC 8414 authorization server metadata. */
        OAuthAuthorizationServerMetadata: {
            /** Format: uri */
            issuer: string;
            /** Format: uri */
            authorization_endpoint: string;
            /** Format: uri */
            token_endpoint: string;
            /** Format: uri */
            registration_endpoint: string;
            response_types_supported: string[];
            response_modes_supported?: string[];
            grant_types_supported: string[];
            code_challenge_methods_supported: string[];
            token_endpoint_auth_methods_supported: string[];
            scopes_supported: string[];
            authorization_response_iss_parameter_supported?: boolean;
            client_id_metadata_document_supported?: boolean;
            /** Format: uri */
            service_documentation?: string;
        };
        /** @description RFC 9728 protected resource metadata. */
        OAuthProtectedResourceMetadata: {
            /** Format: uri */
            resource: string;
            authorization_servers: string[];
            scopes_supported: string[];
            bearer_methods_supported: string[];
            resource_name?: string;
            /** Format: uri */
            resource_documentation?: string;
        };
        OAuthAuthorization: {
            requestId: components["schemas"]["Id"];
            /**
             * Format: uri
             * @description Where the human signs in and decides: the web console's consent page (`<base URL>/console/#/consent/{requestId}`).
             */
            consentUrl: string;
            /** Format: date-time */
            expiresAt: string;
        };
        OAuthConsentRequest: {
            id: components["schemas"]["Id"];
            client: {
                id: string;
                name?: string | null;
                /** Format: uri */
                uri?: string | null;
            };
            scopes: components["schemas"]["Scope"][];
            /** Format: uri */
            redirectUri: string;
            /**
             * Format: uri
             * @description Where the tokens will work (the REST API's base URL or the `/mcp` URL).
             */
            resource: string;
            /** @enum {string} */
            status: "pending" | "approved" | "denied" | "expired";
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            expiresAt: string;
        };
        OAuthConsentDecision: {
            /** @enum {string} */
            status: "approved" | "denied";
            /**
             * Format: uri
             * @description The client redirect URI with `code` and `state` (approved) or `error=access_denied` (denied); send the browser there.
             */
            redirectUrl: string;
        };
        /** @description OAuth token response (raw JSON, no envelope). */
        OAuthToken: {
            access_token: string;
            /** @constant */
            token_type: "Bearer";
            /** @description Seconds; 3600. */
            expires_in: number;
            /** @description Valid 30 days; rotated on every use. */
            refresh_token: string;
            /** @description Space-separated granted scopes. */
            scope: string;
        };
        Facet: {
            key: string;
            /** @description Facet type; values seen: `semantic-tag`, `text`, `enum` (the list is open). */
            type: string;
            filterable: boolean;
            label?: string;
            description?: string;
            /** @description Listings of the category must have a value. */
            required?: boolean;
            /** @description Tags and enums; a listing may hold several values. */
            multiple?: boolean;
            integer?: boolean;
            unit?: string;
            min?: number;
            max?: number;
            maxLength?: number;
            /** @description Live value distribution (most frequent first): every allowed value of a tag or enum facet, both booleans, the 10 most frequent text values. */
            values?: {
                value: string | number | boolean;
                label?: string;
                /** @description Accepted in filters and on listings in place of the value. */
                synonyms?: string[];
                count: number;
            }[];
            /** @description Numbers only; listings with a value and the smallest and largest value (null when none). */
            stats?: {
                count?: number;
                min?: number | null;
                max?: number | null;
            };
        };
        CatalogSchema: {
            /** @description The category the facets belong to, when one was requested. */
            category?: string | null;
            categories: string[];
            facets: components["schemas"]["Facet"][];
            /** @description Guidance: read the schema, then search; never guess filters. */
            usage: string;
            /** @description With `category`. */
            title?: string;
            /** @description With `category`. */
            description?: string;
            /** @description With `category`; its published listings. */
            listingCount?: number;
            /** @description Without `category`; each category with its facet keys and published listings. */
            overview?: {
                category?: string;
                title?: string;
                description?: string;
                listingCount?: number;
                facets?: {
                    key?: string;
                    type?: string;
                    filterable?: boolean;
                }[];
            }[];
        };
        /** @description A city of the service's city table (the one the concierge reads in questions): search around it with `searchCatalog`'s `geo` set to its `lat`, `lon` and `radiusKm`. */
        City: {
            /**
             * @description The English name.
             * @example Munich
             */
            name: string;
            /** @description Lower-case local and German spellings, e.g. `münchen`. */
            aliases: string[];
            lat: number;
            lon: number;
            /** @description The radius around the centre that the city's listings are searched in. */
            radiusKm: number;
        };
        SearchHit: {
            id: components["schemas"]["Id"];
            category: string;
            title: string;
            /** @description The description cut to 200 characters at a word. */
            summary?: string | null;
            description?: string | null;
            facets?: Record<string, unknown>;
            /** @description The listing's geo point; null when it has none. */
            location?: {
                lat: number;
                lon: number;
            } | null;
            price?: components["schemas"]["Money"] | null;
            url?: string | null;
            providerId?: components["schemas"]["Id"];
            verifiedDomain?: boolean;
            rating?: components["schemas"]["RatingSummary"];
            /** @description Boosted at the time of the first page; boosted hits come first. */
            boosted?: boolean;
            /** Format: date-time */
            boostedUntil?: string | null;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @description Relevance score (sort relevance). */
            score?: number | null;
            /** @description Distance from the geo point in kilometres, to the metre, when `geo` was given. */
            distanceKm?: number | null;
        };
        /** @description Filter on one facet: a value, a list of values (any of them), `{any: [...]}`, `{all: [...]}` (multi-valued facets), a number (equality) or a numeric range `{gte, lte}`, a boolean, or words that must all occur in a text facet. */
        FacetFilter: string | string[] | {
            any: string[];
        } | {
            all: string[];
        } | {
            gte?: number;
            lte?: number;
        } | number | boolean;
        CatalogSearchInput: {
            category?: components["schemas"]["CategoryReference"];
            /** @description Semantic free text, in any language (English and German are measured): what you are looking for in your own words, e.g. "Ich suche eine Wohnung in Berlin" or "someone to find me customers". Matched by meaning (a multilingual embedding of the question, nearest listings among those the other fields admit) and by its words (typos and exact names), ranked by both together. While meaning cannot be matched (the embedding server is unavailable) the results match the words alone and `messages` says so. Prefer `filters` for what the facet schema can express; put the rest here. */
            q?: string;
            /**
             * @description `false`: match `q` by its words alone (names, codes); default: by meaning and words.
             * @default true
             */
            semantic?: boolean;
            /** @description Facet key to filter. Keys and values are validated at run time against the facet schema of the category; a wrong one fails with `validation_failed` naming `body.filters.<key>` and listing the valid facets or values. Without `category` a key must be a facet of some category. */
            filters?: {
                [key: string]: components["schemas"]["FacetFilter"];
            };
            geo?: {
                lat: number;
                lon: number;
                radiusKm: number;
            };
            /**
             * @description `distance` needs `geo`. `relevance` without `q` orders newest first; `rating` puts unrated listings last. Every sort ends with `listingId` as tie-breaker.
             * @default relevance
             * @enum {string}
             */
            sort?: "relevance" | "distance" | "newest" | "rating";
            /**
             * @description `true`: only listings with the verified-domain badge (their URL is on a domain their provider proved it controls, see `verifyDomain`).
             * @default false
             */
            verifiedDomain?: boolean;
            /** @default 20 */
            limit?: number;
            /** @description `result_info.next_cursor` of the previous page; keep the other fields unchanged. */
            cursor?: string;
            /**
             * @description On the first page, `true` reads this page and every page after it from one snapshot of the index taken now: listings written meanwhile neither duplicate, skip nor appear, and `total` stays the same, but its cursor expires 5 minutes after its page. `false`: each page reads the index as it is, and a cursor does not expire. Later pages follow their cursor.
             * @default false
             */
            snapshot?: boolean;
        };
        RatingSummary: {
            average: number | null;
            count: number;
        };
        Provider: {
            id: components["schemas"]["Id"];
            displayName: string | null;
            bio?: string | null;
            verifiedDomains?: string[];
            listingCount?: number;
            rating?: components["schemas"]["RatingSummary"];
            /** Format: date-time */
            createdAt?: string;
        };
        Listing: {
            id: components["schemas"]["Id"];
            category: string;
            title: string;
            description?: string | null;
            facets?: Record<string, unknown>;
            location?: components["schemas"]["Location"] | null;
            /** Format: uri */
            url?: string | null;
            price?: components["schemas"]["Money"] | null;
            media?: string[];
            /**
             * @description `published`: public and searchable. `pending_review`: waits for the moderators' review (a new account's first listings, see `createListing`), seen by its owner only; approval publishes it. `rejected`: the review refused it. `archived`: the owner archived it. `taken_down`: moderation removed it (a statement of reasons says why).
             * @enum {string}
             */
            status: "pending_review" | "published" | "rejected" | "archived" | "taken_down";
            providerId: components["schemas"]["Id"];
            /** @description The agent whose API key created it (`getAgentProfile`); null when no agent did. */
            createdByAgent?: string | null;
            provider?: components["schemas"]["Provider"];
            /** @description Verified-domain badge: the provider proved control of the domain of `url`. */
            verifiedDomain?: boolean;
            rating?: components["schemas"]["RatingSummary"];
            /** Format: date-time */
            boostedUntil?: string | null;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        ListingVisibility: {
            listingId: components["schemas"]["Id"];
            /** @description How well AI assistants can find and describe the listing. */
            score: number;
            /** @description What to fix, most severe first; empty when every check passes. */
            findings: {
                /** @enum {string} */
                code: "missing_facet" | "thin_description" | "no_location" | "no_price" | "no_url" | "no_media" | "no_reviews";
                /** @enum {string} */
                severity: "high" | "medium" | "low";
                message: string;
                /** @description The listing field to fill in, e.g. `facets.companySize` or `description`. */
                field?: string;
            }[];
            /** @description schema.org JSON-LD for the listing. */
            jsonLd: Record<string, unknown>;
        };
        Boost: {
            listingId: components["schemas"]["Id"];
            days: number;
            /** Format: date-time */
            boostedUntil: string;
            creditsCharged: number;
            /** @description Credit balance after the charge. */
            balance: number;
            listing: components["schemas"]["Listing"];
        };
        /** @description A review as it is published. */
        Review: components["schemas"]["ReviewBase"];
        /** @description The members of `Review`, open only so that `ModerationReviewPreview` can add its own; answers use `Review` or `ModerationReviewPreview`, which are closed. */
        ReviewBase: {
            id: components["schemas"]["Id"];
            listingId: components["schemas"]["Id"];
            authorId: components["schemas"]["Id"];
            rating: number;
            title?: string | null;
            body?: string | null;
            /** @description The author has a completed deal with the provider of this listing. */
            verified: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        CreateListingInput: {
            category: components["schemas"]["CategorySlug"];
            title: string;
            description?: string;
            facets: components["schemas"]["FacetValues"];
            location?: components["schemas"]["Location"];
            /** Format: uri */
            url?: string;
            price?: components["schemas"]["Money"];
            media?: string[];
        };
        /** @description Fields to change; null clears an optional field. `facets` replaces the whole facet set. */
        UpdateListingInput: {
            title?: string;
            description?: string | null;
            facets?: components["schemas"]["FacetValues"];
            location?: components["schemas"]["Location"] | null;
            /** Format: uri */
            url?: string | null;
            price?: components["schemas"]["Money"] | null;
            media?: string[];
        };
        BoostListingInput: {
            /** @description Boost duration in days. */
            days: number;
        };
        CreateReviewInput: {
            /** @description Stars, 1 to 5. */
            rating: number;
            title?: string;
            body?: string;
        };
        /**
         * @description What kind of source a value was read from: the import's own input (a `category` hint), schema.org JSON-LD or microdata, OpenGraph meta tags, other HTML (`<title>`, meta description, links), raw text, a structured feed item, or a repository manifest.
         * @enum {string}
         */
        FactSource: "input" | "json-ld" | "microdata" | "opengraph" | "html" | "text" | "feed" | "manifest";
        GapCandidate: {
            /** @description A value the field may take, valid for it, as it would be stored. */
            value: unknown;
            /** @description Where it was found: e.g. `json-ld[0].offers.priceCurrency`, `og:title`, `<title>`, `text`, `immobilie.objektkategorie.vermarktungsart`, `package.json keywords`. */
            field: string;
            source: components["schemas"]["FactSource"];
            /** @description How sure the mapping is, by source: the input's hint 1, structured data and feed fields 0.9, OpenGraph 0.8, `<title>` and meta tags 0.7, a vocabulary word in a title 0.6, in other text 0.5. */
            confidence: number;
        };
        Gap: {
            /** @description What to confirm with `updateDraft`, e.g. `category`, `title`, `facets.offerType`. */
            field: string;
            /** @description Why it is a gap, phrased as the question to ask the user. */
            reason: string;
            /** @description Values found for it, best first; empty when nothing was found. */
            candidates: components["schemas"]["GapCandidate"][];
        };
        /** @description What the import could not establish for a draft; confirm these fields with the user and patch the draft. Confirmed fields never appear here. */
        GapReport: {
            /** @description true when nothing blocks publishing. */
            complete: boolean;
            /** @description Required fields (category, title, the required facets of the category) for which no value was found or confirmed. */
            missing: components["schemas"]["Gap"][];
            /** @description Required fields for which differing values were found, none more than 0.2 more confident than the others; the draft leaves them empty until one is confirmed. */
            ambiguous: components["schemas"]["Gap"][];
        };
        /** @description `getIntakeJob` only: the gaps of all the job's drafts summed up, recomputed whenever the job is read. */
        JobGapReport: {
            /** @description true when every draft of the job can be published as it is; false while it has none. */
            complete: boolean;
            /** @description The drafts of the job. */
            drafts: number;
            /** @description Of them, those with nothing to confirm. */
            completeDrafts: number;
            /** @description Each field some draft lacks, with how many drafts lack it, the most common first: ask the user once per field, then patch the drafts (their own `gapReport` says which). */
            fields: {
                /** @description A draft field as in a draft's `gapReport` (`category`, `title`, `facets.<key>`). */
                field: string;
                /** @description Drafts for which no value was found or confirmed. */
                missing: number;
                /** @description Drafts for which differing values were found. */
                ambiguous: number;
            }[];
        };
        IntakeJob: {
            id: components["schemas"]["Id"];
            /**
             * @description `import`: a page or text (`importDraft`); `import_structured`: a feed (`importStructured`); `sync`: the new items of one sync of a feed source.
             * @enum {string}
             */
            kind: "import" | "import_structured" | "sync";
            status: components["schemas"]["IntakeJobStatus"];
            /** @description The feed source (`getIntakeSource`) whose sync made the job; null for imports. */
            sourceId?: string | null;
            source: components["schemas"]["ImportSource"];
            /** @description The drafts the job made, in feed order; empty until it finished. */
            draftIds: components["schemas"]["Id"][];
            /** @description `getIntakeJob` only: the first page of the drafts (20, in feed order) with their current gap reports. */
            drafts?: components["schemas"]["Draft"][];
            /** @description `getIntakeJob` only: pass as `cursor` to `listIntakeJobDrafts` for the drafts after `drafts`; null when `drafts` holds them all. */
            draftsCursor?: string | null;
            gapReport?: components["schemas"]["JobGapReport"];
            /** @description Feed items that could not be read and made no draft, and in one entry (`items 1001 to 2000`) the items past the limit of `INTAKE_FEED_MAX_ITEMS` (1000 by default) per feed. */
            itemErrors: {
                /** @description Which item, e.g. `item 2 (A-17)`. */
                item: string;
                message: string;
            }[];
            /** @description What was skipped without failing the job, e.g. a malformed JSON-LD block. */
            warnings: string[];
            error: components["schemas"]["ImportError"] | null;
            categoryProposal: components["schemas"]["CategoryProposalRef"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        /**
         * @description `queued` (recorded), `running` (fetching and reading), then the outcome of the import: `ready` (every draft complete), `needs_input` (a draft has gaps: see its `gapReport`) or `failed` (nothing imported; `error` says why). The outcome stays as the import left it; a draft's current state is on the draft. A job still unfinished a minute after it started was interrupted and reads `failed` with `error.code` `interrupted`.
         * @enum {string}
         */
        IntakeJobStatus: "queued" | "running" | "ready" | "needs_input" | "failed";
        ImportSource: {
            /** @enum {string} */
            kind: "url" | "text" | "feed";
            /** @description The URL given (a page or a feed); null for text and inline feeds. */
            url: string | null;
            format: components["schemas"]["FeedKind"] | null;
        };
        ImportError: {
            /**
             * @description `target_refused`: the URL (or a redirect) points at a private, loopback or link-local address, or is not http(s); `fetch_failed`: no connection or answer; `http_status`: the server answered an error status; `too_large`: more than 2 MiB (a page, a repository file) or than the feed limit (100 MiB by default); `timeout`: not fetched within 10 seconds (a page) or 10 minutes (a feed), or 10 seconds without a byte; `truncated`: the server closed or reset the connection before the end of the body it had begun; `too_many_redirects`: more than 5; `unsupported_content_type`: not a type the import reads; `unreadable`: the document cannot be parsed (malformed XML or JSON, entity declarations); `no_items`: a feed without one readable item; `interrupted`: the process running the import stopped; `internal`: an unexpected error (logged).
             * @enum {string}
             */
            code: "target_refused" | "fetch_failed" | "http_status" | "too_large" | "timeout" | "truncated" | "too_many_redirects" | "unsupported_content_type" | "unreadable" | "no_items" | "interrupted" | "internal";
            message: string;
        };
        /** @description The category the job proposed because nothing fitted: the schema.org type the page declares that no category covers. It waits in the admins' category proposals; meanwhile choose an existing category (`other` fits anything) with `updateDraft`. */
        CategoryProposalRef: {
            id: components["schemas"]["Id"];
            slug: string;
            name: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "merged";
        };
        /**
         * @description `new_account`: the account is new, fewer than 3 of its listings published so far (once 3 were, it stays established); `foreign_source`: the draft's facts came from a URL on a host the account has not verified.
         * @enum {string}
         */
        ReviewReason: "new_account" | "foreign_source";
        /** @description The listing fields as publishing would write them; fields without a value are absent. */
        DraftFields: {
            title?: string;
            description?: string;
            /** @description Facet values keyed by facet key, as stored on the listing. */
            facets: Record<string, unknown>;
            location?: components["schemas"]["Location"];
            /** Format: uri */
            url?: string;
            price?: components["schemas"]["Money"];
            media?: string[];
        };
        Draft: {
            id: components["schemas"]["Id"];
            jobId: components["schemas"]["Id"];
            /**
             * @description `in_review` until the moderators decide the listing; then `published` or `rejected`.
             * @enum {string}
             */
            status: "draft" | "in_review" | "published" | "rejected";
            /** @description The category confirmed or, failing that, the one the facts point to; null when none fits. */
            category: string | null;
            fields: components["schemas"]["DraftFields"];
            /** @description Fields the user confirmed with `updateDraft`: `category`, `title`, `facets.<key>`, ... */
            confirmedFields: string[];
            /** @description Contact data found in the source; not published with the listing. */
            contact: {
                emails: string[];
                /** @description In international format (E.164) where the number could be read. */
                phones: string[];
            };
            /** @description ISO 639-1 codes of the languages the source is written in or offered in (`lang`, `hreflang`, inLanguage). */
            languages: string[];
            source: components["schemas"]["ImportSource"];
            gapReport: components["schemas"]["GapReport"];
            /** @description The listing publishing created. */
            listingId: string | null;
            reviewReasons: components["schemas"]["ReviewReason"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @description `property-xml`: a property-listing XML feed in the shape of OpenImmo (`<immobilie>` items with `objektkategorie`, `geo`, `preise`, `flaechen`, `ausstattung`, `freitexte`, `verwaltung_techn`), mapped to `real-estate`. `products-json`: an e-commerce products feed in the shape public storefronts serve at `/products.json` (`{products: [{title, body_html, vendor, product_type, tags, variants: [{price}], images: [{src}]}]}`), mapped to `products`. `code-repository`: a source-code repository's manifests (`package.json`, `pyproject.toml`, `README.md`, and the MCP server manifest `server.json`), mapped to `mcp-servers` or `ai-agents`; by `url` a `https://github.com/<owner>/<repo>` page (read from its raw files) or the base URL the files lie under, inline as a JSON object of file name to file text.
         * @enum {string}
         */
        FeedKind: "property-xml" | "products-json" | "code-repository";
        SyncReport: {
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt?: string | null;
            /**
             * @description `failed`: the feed as a whole could not be read (see `errors`); items that cannot be read are counted in `failed` of a `completed` sync.
             * @enum {string}
             */
            status: "running" | "completed" | "failed";
            /** @description The intake job holding the drafts of the new items (with their gap reports), when there are any. */
            jobId?: string | null;
            /** @description New items, each now a draft of the job `jobId`. */
            created?: number;
            /** @description Changed items: the draft takes the new reading, and a published listing the changed fields the feed owns (title, description, URL, price, media, facets) unless its owner confirmed them on the draft. */
            updated?: number;
            /** @description Items gone from the feed; their listings are archived. */
            archived?: number;
            /** @description Items that could not be read or applied, and the items past the limit of `INTAKE_FEED_MAX_ITEMS` (1000 by default) per feed: these are neither synced nor taken for vanished, and one entry of `errors` names them (`items 1001 to 1050`). The others were synced. */
            failed?: number;
            errors?: {
                item?: string;
                message: string;
            }[];
        };
        FeedSource: {
            id: components["schemas"]["Id"];
            name?: string | null;
            kind: components["schemas"]["FeedKind"];
            /** Format: uri */
            url: string;
            category?: string | null;
            enabled: boolean;
            syncIntervalMinutes: number;
            /**
             * Format: date-time
             * @description When the scheduler syncs the feed next; null while it is disabled. After failed syncs in a row the interval doubles per failure beyond the first (at most 64 times, at most 7 days).
             */
            nextSyncAt?: string | null;
            /** @description Failed syncs in a row; 0 after a completed one. */
            consecutiveFailures?: number;
            /** @description The currency of feed prices that name none; absent when the source names none. */
            currency?: components["schemas"]["CurrencyCode"];
            lastSyncReport: components["schemas"]["SyncReport"] | null;
            /** Format: date-time */
            createdAt?: string;
        };
        DeletedResource: {
            id: components["schemas"]["Id"];
            /** @constant */
            deleted: true;
        };
        PublishResult: {
            draftId: components["schemas"]["Id"];
            /** @enum {string} */
            status: "published" | "in_review";
            listingId: components["schemas"]["Id"];
            /** @description Why the draft entered human review; empty when it was published. */
            reasons: components["schemas"]["ReviewReason"][];
        };
        UploadLink: {
            token: string;
            /**
             * Format: uri
             * @description POST the files here (multipart/form-data); no credential needed.
             */
            url: string;
            /**
             * Format: date-time
             * @description 15 minutes after minting.
             */
            expiresAt: string;
            /** @constant */
            maxBytes: 10485760;
        };
        UploadedFile: {
            id: components["schemas"]["Id"];
            name: string;
            contentType: string;
            size: number;
            /** Format: uri */
            url?: string;
        };
        Upload: {
            token: string;
            draftId?: components["schemas"]["Id"];
            /** Format: date-time */
            expiresAt: string;
            /** @constant */
            maxBytes: 10485760;
            /** @description Accepted media types. */
            accept: string[];
            files: components["schemas"]["UploadedFile"][];
        };
        UploadedFiles: {
            files: components["schemas"]["UploadedFile"][];
        };
        ListingReport: {
            id: components["schemas"]["Id"];
            listingId: components["schemas"]["Id"];
            /** @description The reported review of the listing; null when the listing itself is reported. */
            reviewId: string | null;
            reason: string;
            explanation: string;
            /** Format: uri */
            locationUrl: string;
            /** @description Who filed it; null for an anonymous notice of child sexual abuse material. */
            notifier: {
                name: string;
                email: string;
                accountId: string | null;
            } | null;
            /** @enum {string} */
            status: "open" | "kept" | "taken_down";
            decision: {
                /** @enum {string} */
                decision: "keep" | "take_down";
                reasons: string;
                statementOfReasonsId: string | null;
            } | null;
            /** Format: date-time */
            decidedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        Feedback: {
            id: components["schemas"]["Id"];
            accountId?: components["schemas"]["Id"];
            /** @enum {string} */
            topic?: "bug" | "idea" | "data_quality" | "other";
            message?: string;
            context?: {
                jobId?: string;
                draftId?: string;
                listingId?: string;
            };
            /** Format: date-time */
            receivedAt: string;
        };
        /** @enum {string} */
        ModerationItemKind: "listing_review" | "listing_reports" | "review_reports" | "category_proposal" | "appeal";
        ModerationItem: {
            /** @description What the `decideWith` operations take as their path id: the item itself for a listing review (`jobId`), the oldest of the reports, the proposal, or the appeal. */
            id: string;
            kind: components["schemas"]["ModerationItemKind"];
            listingId?: string | null;
            reviewId?: string | null;
            /** @description The account whose content is to be decided. */
            providerId?: string | null;
            category?: string | null;
            /** @description The content as it is (the listing, or the review). */
            preview?: components["schemas"]["Listing"] | components["schemas"]["ModerationReviewPreview"] | null;
            /** @description Why the item needs a decision: the trust gate's reasons (`new_account`, `foreign_source`), the reports' reasons, or `appeal`. */
            reasons: string[];
            /** @description The open reports of a report item, oldest first; of a notifier's appeal, the kept report contested. */
            reports?: components["schemas"]["ListingReport"][];
            proposal?: components["schemas"]["CategoryProposal"];
            statementOfReasons?: components["schemas"]["StatementOfReasonsRecord"];
            /**
             * Format: date-time
             * @description When the oldest part of the item arrived; the queue is in this order.
             */
            submittedAt: string;
            /** @description The operationIds that decide the item. */
            decideWith: string[];
        };
        /** @description A review in the moderation queue, with whether it was already removed. */
        ModerationReviewPreview: components["schemas"]["ReviewBase"] & {
            removed: boolean;
        };
        ModerationOutcome: {
            jobId: components["schemas"]["Id"];
            /** @enum {string} */
            status: "published" | "rejected";
            listingId: components["schemas"]["Id"];
            statementOfReasonsId: string | null;
        };
        CategoryProposal: {
            id: components["schemas"]["Id"];
            slug: string;
            name?: string;
            facets?: components["schemas"]["Facet"][];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "merged";
            mergedInto?: string | null;
            jobIds?: string[];
            /** Format: date-time */
            createdAt?: string;
        };
        ReviewRemoval: {
            reviewId: components["schemas"]["Id"];
            listingId: components["schemas"]["Id"];
            /** Format: date-time */
            removedAt: string;
            statementOfReasonsId: components["schemas"]["Id"];
        };
        Request: {
            id: components["schemas"]["Id"];
            authorId: components["schemas"]["Id"];
            title: string;
            body?: string;
            category: string;
            tags?: string[];
            budget?: components["schemas"]["Money"] | null;
            location?: components["schemas"]["Location"] | null;
            /** @enum {string} */
            status: "open" | "closed";
            answerCount?: number;
            acceptedAnswerId?: string | null;
            /** @description Present on the detail view. */
            answers?: components["schemas"]["Answer"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            closedAt?: string | null;
        };
        Answer: {
            id: components["schemas"]["Id"];
            requestId: components["schemas"]["Id"];
            authorId: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "advice" | "offer";
            body: string;
            offer?: components["schemas"]["Offer"] | null;
            votes: number;
            /**
             * @description `accepted` for the one accepted offer of the request (see `dealId`), else `open`.
             * @enum {string}
             */
            status: "open" | "accepted";
            dealId?: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        Offer: {
            /** @description Minor units. */
            amount: number;
            currency: components["schemas"]["CurrencyCode"];
            deliveryDays?: number;
            /** @description One of the answerer's published listings the offer is for. */
            listingId?: components["schemas"]["Id"];
        };
        Vote: {
            answerId: components["schemas"]["Id"];
            votes: number;
        };
        AcceptedAnswer: {
            answer: components["schemas"]["Answer"];
            deal: components["schemas"]["DealReference"];
        };
        /** @description The deal an acceptance opened; read it whole with `getDeal`. */
        DealReference: {
            id: components["schemas"]["Id"];
            status: string;
        };
        Job: {
            id: components["schemas"]["Id"];
            ownerId: components["schemas"]["Id"];
            title: string;
            description?: string;
            category: string;
            tags?: string[];
            budget?: components["schemas"]["Money"] | null;
            /** Format: date */
            deadline?: string | null;
            /**
             * @description `open` takes bids; accepting one bid makes the job `awarded` (no further bids or acceptances). `closed` is reserved for jobs withdrawn by their owner.
             * @enum {string}
             */
            status: "open" | "awarded" | "closed";
            bidCount?: number;
            acceptedBidId?: string | null;
            /** @description The deal opened by the accepted bid. */
            dealId?: string | null;
            /** @description Present on the detail view. */
            bids?: components["schemas"]["Bid"][];
            /** Format: date-time */
            createdAt: string;
        };
        Bid: {
            id: components["schemas"]["Id"];
            jobId: components["schemas"]["Id"];
            bidderId: components["schemas"]["Id"];
            /** @description Minor units of `currency`. */
            amount: number;
            currency: components["schemas"]["CurrencyCode"];
            message?: string | null;
            deliveryDays?: number | null;
            /**
             * @description `pending` while the job is open; once a bid is accepted, that bid is `accepted` (see `dealId`) and every other bid of the job `rejected`.
             * @enum {string}
             */
            status: "pending" | "accepted" | "rejected";
            dealId?: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        AcceptedBid: {
            bid: components["schemas"]["Bid"];
            deal: components["schemas"]["DealReference"];
        };
        CreateRequestInput: {
            title: string;
            body: string;
            category: components["schemas"]["CategorySlug"];
            tags?: string[];
            budget?: components["schemas"]["Money"];
            location?: components["schemas"]["Location"];
        };
        /** @description An `offer` answer must carry `offer`; an `advice` answer must not. */
        CreateAnswerInput: {
            /** @enum {string} */
            kind: "advice" | "offer";
            body: string;
            offer?: components["schemas"]["Offer"];
        };
        CreateJobInput: {
            title: string;
            description: string;
            category: components["schemas"]["CategorySlug"];
            tags?: string[];
            budget?: components["schemas"]["Money"];
            /** Format: date */
            deadline?: string;
        };
        CreateBidInput: {
            /** @description Minor units, greater than 0. */
            amount: number;
            currency: components["schemas"]["CurrencyCode"];
            message?: string;
            deliveryDays?: number;
        };
        Deal: {
            id: components["schemas"]["Id"];
            buyerId: components["schemas"]["Id"];
            sellerId: components["schemas"]["Id"];
            listingId?: string | null;
            source?: {
                /** @enum {string} */
                kind: "direct" | "bid" | "answer";
                id?: string | null;
            };
            title: string;
            description?: string | null;
            /** @description Minor units of `currency`. */
            amount: number;
            currency: components["schemas"]["CurrencyCode"];
            /** @description Deal state. Named states: `created`, `proposed`, `approved`, `funding` (the hold waits for the processor: `payment.status` is `pending` or `requires_action`, see `payment.nextAction`), `funded`, `in_progress`, `delivered`, `released`, `disputed`, `cancelled`, `refunded`, `split` (a dispute ended with the escrow divided). The list is open-ended: treat unknown values as opaque. */
            status: string;
            /** @description operationIds the caller may apply next. */
            allowedOperations?: string[];
            /** @description The live (pending, or approved and not yet applied) approval of the gate the deal waits at. */
            pendingApprovalId?: string | null;
            /** @description Where the escrowed money is; null until the deal is funded. */
            payment?: components["schemas"]["DealPayment"] | null;
            /** @description Payment outcome being checked: set while the processor's answer about a movement of this deal's money (the hold, the payout, the refund or a split) was lost and the processor could not be asked since. The transition that moved it neither goes on nor is undone meanwhile (its operation is refused with 409 `invalid_transition`); the server keeps asking the processor by the movement's idempotency key, and the deal moves on (the money moved) or back (it did not) by its answer, never by a guess. null otherwise. */
            paymentCheck?: components["schemas"]["DealPaymentCheck"] | null;
            /** @description Append-only history of state changes. */
            history?: {
                /** @description 0 for the creation, then 1, 2, ... one per transition. */
                sequence: number;
                /** Format: date-time */
                at: string;
                from?: string | null;
                to: string;
                by?: string;
                /** @description The agent whose API key applied the change; null when none did. */
                byAgent?: string | null;
                operation?: string;
            }[];
            /** @description The agent whose API key created it (`getAgentProfile`); null when no agent did. */
            createdByAgent?: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        DealPayment: {
            /** @enum {string} */
            processor: "sandbox" | "stripe";
            /** @description true when the sandbox processor (no real money) holds the escrow. */
            sandbox: boolean;
            /** @description The processor's reference of the hold (a PaymentIntent for Stripe). */
            holdReference: string;
            /** @description The payout to the seller (a Transfer for Stripe), once released. */
            releaseReference: string | null;
            /** @description The refund to the buyer, once refunded. */
            refundReference: string | null;
            /**
             * @description The processor's status of the latest movement (the hold, then the release or refund). Only `succeeded` money has moved; a deal whose hold is `pending` or `requires_action` stays `funding` until the processor reports the outcome.
             * @enum {string}
             */
            status: "succeeded" | "pending" | "requires_action" | "failed";
            /** @description What the buyer must do while the hold is `requires_action`, e.g. a 3-D Secure page. */
            nextAction: {
                type: string;
                /** Format: uri */
                redirectUrl: string | null;
            } | null;
            /** @description The latest movement the processor failed after accepting it: a declined hold (the deal is back in `approved` and may be funded again with another payment method, the applied `fund` approval stays valid), or a refund or payout that failed later (the deal keeps its state; support settles it). null while none failed. */
            failure: {
                /** @enum {string} */
                movement: "hold" | "release" | "refund";
                reason: string;
            } | null;
            /** @description How a dispute resolved by a split divided the escrow; null otherwise. */
            split: components["schemas"]["Split"] | null;
        };
        DealPaymentCheck: {
            /**
             * @description The movement whose outcome is being checked.
             * @enum {string}
             */
            movement: "hold" | "release" | "refund" | "split";
            /**
             * Format: date-time
             * @description When the server started asking the processor.
             */
            since: string;
            /** @description What is being checked, for a human. */
            message: string;
        };
        Split: {
            /** @description Minor units paid out to the seller. */
            toSeller: number;
            /** @description Minor units refunded to the buyer; the shares add up to the deal's amount. */
            toBuyer: number;
        };
        /** @description A deal state (see Deal.status). */
        DealStatus: string;
        ApprovalRequest: {
            id: components["schemas"]["Id"];
            /** @description What the approval guards. */
            subject: {
                /** @enum {string} */
                kind: "deal" | "claim" | "top_up";
                id: components["schemas"]["Id"];
            };
            /** @description The deal, when the subject is a deal. */
            dealId: string | null;
            /** @enum {string} */
            action: "fund" | "release" | "refund" | "resolve_dispute" | "pay_reward" | "top_up";
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "applied" | "expired";
            /** @description Minor units of `currency`. */
            amount?: number;
            currency?: components["schemas"]["CurrencyCode"];
            note?: string | null;
            /** @description The shares a `resolve_dispute` approval of a split divides `amount` into; null for every other approval. */
            split?: components["schemas"]["Split"] | null;
            requestedBy?: components["schemas"]["Id"];
            /** @description The agent (`/v1/agents`) whose credential asked for the approval (for `pay_reward`, the agent whose credential registered the claim); null when a person, a credential bound to no agent or the service itself asked. */
            requestedByAgent: string | null;
            /** @description The API key (`/v1/keys`, listed by its owner) that asked for the approval; null when a session, an OAuth token or the service itself asked, and for `pay_reward`. */
            requestedByKey?: string | null;
            /** Format: date-time */
            requestedAt: string;
            approverAccountId?: components["schemas"]["Id"];
            /** Format: date-time */
            decidedAt?: string | null;
            comment?: string | null;
            /** Format: date-time */
            appliedAt?: string | null;
            /** Format: date-time */
            expiresAt?: string | null;
        };
        /** @description Give `counterpartyId`, `listingId` or both. With only `listingId` the counterparty is the provider of the listing and the caller is the buyer. */
        CreateDealInput: {
            counterpartyId?: components["schemas"]["Id"];
            /**
             * @description The caller's role in the deal.
             * @default buyer
             * @enum {string}
             */
            role?: "buyer" | "seller";
            listingId?: components["schemas"]["Id"];
            title: string;
            description?: string;
            /** @description Minor units, greater than 0. */
            amount: number;
            currency: components["schemas"]["CurrencyCode"];
        };
        DealNoteInput: {
            message?: string;
        };
        RequestApprovalInput: {
            /**
             * @description The gated step the approval is for: `fund` and `release` are decided by the buyer's human, `refund` (a seller's cancel after funding by an API key or OAuth token) by the seller's.
             * @default fund
             * @enum {string}
             */
            action?: "fund" | "release" | "refund";
            /** @description Shown to the human who decides. */
            note?: string;
        };
        ApplyApprovalInput: {
            approvalId: components["schemas"]["Id"];
        };
        FundDealInput: {
            /** @description Processor payment method reference (Stripe `pm_...`; Stripe's test card when absent). The sandbox processor accepts any except `pm_card_chargeDeclined`, which it declines (402 `payment_failed`) like Stripe. */
            paymentMethod?: string;
        };
        DeliverDealInput: {
            note?: string;
            deliverables?: string[];
        };
        ResolveDealInput: {
            /**
             * @description `refund`: the whole escrow back to the buyer (the seller's human approves). `release`: the whole escrow paid out to the seller (the buyer's human approves). `split`: `sellerAmount` paid out to the seller and the rest refunded to the buyer (proposed from a human session, the other party's human approves).
             * @enum {string}
             */
            outcome: "refund" | "release" | "split";
            /** @description With `split` only, and then required: the seller's share in minor units of the deal's currency, at least 1 and less than the deal's amount. */
            sellerAmount?: number;
            /** @description Shown to the human who decides. */
            note?: string;
        };
        ReasonInput: {
            reason: string;
        };
        CancelDealInput: {
            reason?: string;
        };
        ApprovalDecisionInput: {
            comment?: string;
        };
        CreateConciergeConversationInput: {
            /** @description Defaults to the first message (cut to 80 characters), else "New conversation". */
            title?: string;
            /** @description The first question, asked at once (2 credits). */
            message?: string;
        };
        AskConciergeInput: {
            /** @description The question, in English or German. */
            message: string;
        };
        ConciergeConversationSummary: {
            id: components["schemas"]["Id"];
            title: string;
            /** Format: date-time */
            createdAt: string;
        };
        ConciergeConversation: {
            id: components["schemas"]["Id"];
            title: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Every turn, oldest first. */
            turns: components["schemas"]["ConciergeTurn"][];
        };
        ConciergeTurn: {
            id: components["schemas"]["Id"];
            conversationId: components["schemas"]["Id"];
            question: string;
            /** @description The answer text; `[L1]`, `[D1]` ... refer to `citations` by their `marker`. */
            answer: string;
            answeredBy: {
                /**
                 * @description `model`: the configured language model wrote the answer from the retrieved sources; `retrieval_summary`: the deterministic summary (no model configured, or it failed).
                 * @enum {string}
                 */
                kind: "model" | "retrieval_summary";
                /** @description The model's name when `kind` is `model`. */
                model: string | null;
                /** @description Why the summary answered although a model is configured (it failed or timed out); null otherwise. */
                note: string | null;
            };
            search: components["schemas"]["ConciergeSearch"];
            /** @description The listings (kind `listing`) and documentation (kind `documentation`) the answer rests on. */
            citations: components["schemas"]["ConciergeCitation"][];
            charge: {
                /** @description Credits charged for the turn (2). */
                credits: number;
                ledgerEntryId: components["schemas"]["Id"];
                /** @description The balance right after this turn's charge. */
                balanceAfter: number;
            };
            /** Format: date-time */
            askedAt: string;
        };
        /** @description How the question was read into the catalog search that grounded the answer. */
        ConciergeSearch: {
            category: components["schemas"]["CategorySlug"] | null;
            /** @description The facet filters sent to `searchCatalog` (canonical values). */
            filters: Record<string, unknown>;
            /** @description The free text sent to `searchCatalog`. */
            q: string | null;
            city: string | null;
            geo: {
                lat: number;
                lon: number;
                radiusKm: number;
            } | null;
            /** @description The price ceiling in euros read from the question. */
            priceCeiling: number | null;
            /** @description Listings the search matched (before the price ceiling where it is applied to listing prices). */
            total: number;
        };
        ConciergeCitation: {
            /** @enum {string} */
            kind: "listing" | "documentation";
            /** @description How the answer text refers to it, e.g. `L1` for `[L1]`. */
            marker: string;
            /** @description The listing id, or the documentation section (`guide:<heading>`) or operationId. */
            id: string;
            title: string;
            /** @description Listings: `/v1/listings/{id}` on this service; documentation: the OpenAPI document with a JSON pointer. */
            url: string;
            category?: string;
            price?: components["schemas"]["Money"] | null;
            /** @description The listing's own website. */
            externalUrl?: string | null;
            distanceKm?: number;
            excerpt?: string;
        };
        CreditBalance: {
            /** @description The account the balance belongs to, the caller's own. */
            accountId: components["schemas"]["Id"];
            balance: number;
            /** Format: date-time */
            updatedAt?: string;
        };
        LedgerEntry: {
            id: components["schemas"]["Id"];
            accountId?: components["schemas"]["Id"];
            /** @description Entry kind: `top_up`, `grant`, `boost`, `chat`, `refund`, `adjustment` (open list). */
            kind: string;
            /** @description Signed: positive adds, negative spends. */
            credits: number;
            balanceAfter: number;
            reason?: string | null;
            /** @description What the entry pays for, e.g. `{type: listing, id}`. */
            reference?: {
                type: string;
                id: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A Stripe Event as Stripe sends it to webhook endpoints (API object `event`); only the fields this service reads are listed. */
        StripeEvent: {
            /** @description Stripe's event id (`evt_...`); an event is applied once per id. */
            id: string;
            /** @constant */
            object?: "event";
            /** @description The event type, e.g. `payment_intent.succeeded`. */
            type: string;
            data: {
                /** @description The PaymentIntent, Refund or Transfer the event is about, with the `metadata` this service set on it (`subjectKind`, `subjectId`). */
                object: Record<string, unknown>;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description What became of one delivered Stripe event. */
        StripeWebhookReceipt: {
            /** @description Stripe's event id. */
            eventId: string;
            /** @description Stripe's event type. */
            type: string;
            /**
             * @description `processed`: handed to the resource it names, which applied what it still waits for; `refused`: the resource refused it for good (`reason`), nothing changed; `ignored`: an event type this service does not act on, or an object naming no resource (`reason`), nothing changed and nothing recorded; `in_progress`: an earlier delivery of the same event is still being applied (it is finished by the recovery job if it stops).
             * @enum {string}
             */
            outcome: "processed" | "refused" | "ignored" | "in_progress";
            /** @description true when an earlier delivery of the same event was recorded first: this delivery did nothing. Always false for ignored events, which are not recorded. */
            duplicate: boolean;
            /** @description Why the event was ignored or refused; null otherwise. */
            reason: string | null;
        };
        CreditTopUp: {
            id: components["schemas"]["Id"];
            credits: number;
            /** @description Price in minor units. */
            amount?: number;
            currency?: components["schemas"]["CurrencyCode"];
            /**
             * @description `awaiting_approval`: asked for by an API key or OAuth token, nothing charged until a human session approves `approvalId`. `rejected`: the human rejected it, nothing charged. `pending`: the processor is still working on the charge. `requires_action`: the payer must act first (`nextAction`). `checking`: the payment outcome is being checked: the processor's answer to the charge was lost and it could not be asked since, so nobody knows yet whether it charged; the service keeps asking the processor (by the charge's idempotency key) and the top-up ends `succeeded` (credits granted) or `failed` (nothing charged) by its answer, never by a guess. `succeeded`: charged, credits granted (`ledgerEntryId`). `failed`: nothing charged or granted (`failureReason`).
             * @enum {string}
             */
            status: "awaiting_approval" | "rejected" | "pending" | "requires_action" | "checking" | "succeeded" | "failed";
            /**
             * Format: uri
             * @description Where a human completes payment when the processor needs it (`nextAction.redirectUrl`).
             */
            checkoutUrl?: string | null;
            /** @description What the payer must do while the top-up is `requires_action`, e.g. a 3-D Secure page. */
            nextAction?: {
                type: string;
                /** Format: uri */
                redirectUrl: string | null;
            } | null;
            /** @description The ApprovalRequest a top-up asked for by an API key or OAuth token waits for; null for a session's. */
            approvalId?: string | null;
            /** @description Why a `failed` or `rejected` top-up ended without a charge. */
            failureReason?: string | null;
            processor: components["schemas"]["ProcessorInfo"];
            /** @description The ledger entry (kind `top_up`) that granted the credits, once the charge succeeded. */
            ledgerEntryId?: string | null;
            /** Format: date-time */
            createdAt?: string;
        };
        CreditTopUpInput: {
            credits: number;
            /** @description Processor payment method reference (Stripe `pm_...`); Stripe's test card when absent. The sandbox accepts any except `pm_card_chargeDeclined`, which it declines like Stripe. */
            paymentMethod?: string;
        };
        GrantCreditsInput: {
            accountId: components["schemas"]["Id"];
            credits: number;
            reason: string;
        };
        Mandate: {
            id: components["schemas"]["Id"];
            providerId: components["schemas"]["Id"];
            offer: {
                title: string;
                description: string;
                /** Format: uri */
                url?: string | null;
            };
            territory: components["schemas"]["CountryCode"][];
            reward: components["schemas"]["Money"];
            /** @enum {string} */
            status: "active" | "paused" | "ended";
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** Format: date-time */
            endedAt?: string | null;
        };
        MandateOffer: {
            title: string;
            description: string;
            /** Format: uri */
            url?: string;
        };
        /** @description ISO 3166-1 alpha-2 country codes. */
        Territory: components["schemas"]["CountryCode"][];
        CreateMandateInput: {
            offer: components["schemas"]["MandateOffer"];
            territory: components["schemas"]["Territory"];
            reward: components["schemas"]["Money"];
        };
        UpdateMandateInput: {
            offer?: components["schemas"]["MandateOffer"];
            territory?: components["schemas"]["Territory"];
            reward?: components["schemas"]["Money"];
        };
        CreateClaimInput: {
            mandateId: components["schemas"]["Id"];
            buyer: {
                legalName: string;
                country: components["schemas"]["CountryCode"];
            };
            contact: {
                name: string;
                /** Format: email */
                email: string;
            };
            /**
             * @description The agent attests the contact was obtained lawfully.
             * @constant
             */
            lawfulContactSourceAttestation: true;
            /**
             * @description The agent attests the buyer has not yet been introduced to the provider.
             * @constant
             */
            registrationBeforeIntroductionAttestation: true;
        };
        Claim: {
            id: components["schemas"]["Id"];
            mandateId: components["schemas"]["Id"];
            agentId: components["schemas"]["Id"];
            providerId: components["schemas"]["Id"];
            /** @description The agent whose API key created it (`getAgentProfile`); null when no agent did. */
            createdByAgent?: string | null;
            buyer: {
                legalName: string;
                country: components["schemas"]["CountryCode"];
            };
            /** @description The mandate offer's title when the claim was registered. */
            offerTitle?: string;
            /** @description The buyer contact. Null for the provider until the claim is accepted or the buyer confirmed the introduction; always shown to the agent. */
            contact?: {
                name?: string;
                email?: string;
            } | null;
            /** @description Claim state: `provisional`, `accepted`, `rejected`, `sale_reported`, `sale_confirmed`, `sale_disputed` (open list). */
            status: string;
            /** @description How the claim was decided: `outcome` (accepted, rejected), `by` (`provider`, or `deadline` when the provider had not decided by `decisionDeadline`), `reason`, `at`. */
            decision?: {
                /** @enum {string} */
                outcome?: "accepted" | "rejected";
                /** @enum {string} */
                by?: "provider" | "deadline";
                reason?: string | null;
                /** Format: date-time */
                at?: string;
            } | null;
            /**
             * @description The reward after a confirmed sale: `awaiting_approval` while the provider's human approval (`rewardApprovalId`) is pending, then `payable` or `rejected`.
             * @enum {string}
             */
            rewardStatus?: "not_due" | "awaiting_approval" | "payable" | "rejected";
            /** @description The ApprovalRequest that gates paying the reward. */
            rewardApprovalId?: string | null;
            /**
             * Format: date-time
             * @description When the provider must have decided (2 business days after registration).
             */
            decisionDeadline: string;
            /** Format: date-time */
            decidedAt?: string | null;
            decisionReason?: string | null;
            reward?: components["schemas"]["Money"];
            introduction?: {
                /** @enum {string} */
                status: "not_invited" | "invited" | "confirmed" | "declined" | "expired";
                /** Format: date-time */
                invitedAt?: string | null;
                /** Format: date-time */
                confirmedAt?: string | null;
                /** Format: date-time */
                expiresAt?: string | null;
            };
            /** @description The reported sale and the provider's review of it; null until it is reported. */
            sale?: {
                invoiceNumber: string;
                /** Format: date */
                invoiceDate: string;
                /** @description Invoice amount in minor units of `currency`. */
                amount: number;
                currency: components["schemas"]["CurrencyCode"];
                documentUrl: string | null;
                /** Format: date-time */
                reportedAt: string;
                /** @enum {string} */
                status: "reported" | "confirmed" | "disputed";
                disputeReason: string | null;
            } | null;
            allowedOperations?: string[];
            /** Format: date-time */
            createdAt: string;
        };
        ClaimDecisionInput: {
            /** @enum {string} */
            decision: "accept" | "reject";
            /** @description Required when rejecting. */
            reason?: string;
        };
        InviteBuyerInput: {
            /** @description Personal note included in the email to the buyer. */
            message?: string;
            /** @description The invitation's language; default the inviting account's `locale` setting (`getSettings`). */
            locale?: components["schemas"]["Locale"];
        };
        Invitation: {
            claimId: components["schemas"]["Id"];
            /** @description The contact email, masked. */
            sentTo: string;
            /** Format: date-time */
            invitedAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        ClaimConfirmation: {
            offerTitle: string;
            providerName?: string | null;
            agentName?: string | null;
            buyerLegalName: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "declined" | "expired";
            /** Format: date-time */
            expiresAt: string;
        };
        ConfirmIntroductionInput: {
            /** @description true: the agent introduced me to this provider; false: decline. */
            confirmed: boolean;
            comment?: string;
        };
        ConfirmationOutcome: {
            /** @enum {string} */
            status: "confirmed" | "declined";
            /** Format: date-time */
            at: string;
        };
        ReportSaleInput: {
            invoiceNumber: string;
            /** Format: date */
            invoiceDate: string;
            /** @description Invoice amount in minor units. */
            amount: number;
            currency: components["schemas"]["CurrencyCode"];
            /**
             * Format: uri
             * @description Where the provider can see the invoice (for example an upload).
             */
            documentUrl?: string;
        };
        BlogPost: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["BlogSlug"];
            locale: components["schemas"]["Locale"];
            title: string;
            summary: string | null;
            /** @description Markdown, as written. */
            body: string;
            /** @description The body rendered to HTML and sanitized: no scripts, styles, frames, forms, event-handler attributes or links other than http, https and mailto. */
            html: string;
            author: string;
            tags: components["schemas"]["BlogTag"][];
            /** @enum {string} */
            status: "draft" | "published";
            /**
             * Format: date-time
             * @description The first publication; null until the article is published.
             */
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Lower-case words joined by single hyphens, unique within a locale. */
        BlogSlug: string;
        BlogTag: string;
        CreateBlogPostInput: {
            locale: components["schemas"]["Locale"];
            slug: components["schemas"]["BlogSlug"];
            title: string;
            summary?: string | null;
            /** @description Markdown. */
            body: string;
            author: string;
            tags?: components["schemas"]["BlogTag"][];
        };
        UpdateBlogPostInput: {
            title?: string;
            summary?: string | null;
            /** @description Markdown. */
            body?: string;
            author?: string;
            tags?: components["schemas"]["BlogTag"][];
        };
        /** @enum {string} */
        WebhookEvent: "deal.created" | "deal.status_changed" | "bid.placed" | "bid.accepted" | "approval.requested" | "approval.decided" | "listing.created" | "listing.reviewed" | "request.answered" | "credit.granted" | "moderation.statement_issued" | "moderation.appeal_decided";
        /**
         * @description A field the public profile shows (`card` shows the card's name, description, url and skills).
         * @enum {string}
         */
        AgentPublicField: "name" | "description" | "homepage" | "card";
        AgentSkill: {
            id: string;
            name: string;
            description: string | null;
        };
        AgentCard: {
            /**
             * @description `read`: the card was fetched and parsed; `unreadable`: see `error`.
             * @enum {string}
             */
            status: "read" | "unreadable";
            /** Format: date-time */
            fetchedAt: string;
            /** @description Why the card could not be read; null when it was. */
            error: string | null;
            name: string | null;
            description: string | null;
            /** @description The agent's service endpoint as the card names it. */
            url: string | null;
            skills: components["schemas"]["AgentSkill"][];
        };
        Agent: {
            id: components["schemas"]["Id"];
            name: string;
            description: string | null;
            /** Format: uri */
            homepage: string | null;
            /** Format: uri */
            agentCardUrl: string | null;
            /** @description What the agent card said when last fetched; null without `agentCardUrl`. */
            card: components["schemas"]["AgentCard"] | null;
            publicFields: components["schemas"]["AgentPublicField"][];
            /** @description The active (unrevoked) API keys bound to the agent. */
            keyIds: components["schemas"]["Id"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AgentProfile: {
            id: components["schemas"]["Id"];
            name?: string;
            description?: string | null;
            /** Format: uri */
            homepage?: string | null;
            /** @description The card's facts; null when the card was never read. */
            card?: {
                name: string | null;
                description: string | null;
                url: string | null;
                skills: components["schemas"]["AgentSkill"][];
            } | null;
        };
        /** Format: uri */
        AgentUrl: string;
        CreateAgentInput: {
            name: string;
            description?: string;
            homepage?: components["schemas"]["AgentUrl"];
            agentCardUrl?: components["schemas"]["AgentUrl"];
            publicFields?: components["schemas"]["AgentPublicField"][];
        };
        UpdateAgentInput: {
            name?: string;
            description?: string | null;
            homepage?: components["schemas"]["AgentUrl"] | null;
            agentCardUrl?: components["schemas"]["AgentUrl"] | null;
            publicFields?: components["schemas"]["AgentPublicField"][];
        };
        BindApiKeyAgentInput: {
            /** @description One of the account's agents, or null to unbind. */
            agentId: components["schemas"]["Id"] | null;
        };
        NotificationMail: {
            /** @description Receipt of and decision on a report the account filed. Default true. */
            listing_report: boolean;
            /** @description A statement of reasons about the account's content. Default true. */
            statement_of_reasons: boolean;
            /** @description The decision on an appeal of the account. Default true. */
            appeal: boolean;
        };
        Settings: {
            locale: components["schemas"]["Locale"];
            notificationMail: components["schemas"]["NotificationMail"];
            defaultCurrency: components["schemas"]["CurrencyCode"];
            /**
             * @description IANA time zone name in which mails show deadlines.
             * @example Europe/Berlin
             */
            timeZone: string;
            /**
             * Format: date-time
             * @description When the settings were last changed; null while every setting is its default.
             */
            updatedAt: string | null;
        };
        UpdateSettingsInput: {
            locale?: components["schemas"]["Locale"];
            notificationMail?: {
                listing_report?: boolean;
                statement_of_reasons?: boolean;
                appeal?: boolean;
            };
            defaultCurrency?: components["schemas"]["CurrencyCode"];
            /** @description An IANA time zone name, checked with the runtime's time-zone database. */
            timeZone?: string;
        };
        /** @description A webhook subscription as it is listed and read: its secret is never shown again. */
        WebhookSubscription: components["schemas"]["WebhookSubscriptionBase"];
        /** @description The members of `WebhookSubscription`, open only so that `WebhookSubscriptionWithSecret` can add its own; answers use `WebhookSubscription` or `WebhookSubscriptionWithSecret`, which are closed. */
        WebhookSubscriptionBase: {
            id: components["schemas"]["Id"];
            /** Format: uri */
            url: string;
            events: components["schemas"]["WebhookEvent"][];
            description?: string | null;
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        WebhookSubscriptionWithSecret: components["schemas"]["WebhookSubscriptionBase"] & {
            /** @description Signing secret for `svc-signature`. Shown once. */
            secret: string;
        };
        WebhookAttempt: {
            attempt: number;
            /**
             * Format: date-time
             * @description When the attempt was sent; its `t` and `sent_at`.
             */
            startedAt: string;
            /** @description The receiver's HTTP status; null when no answer came (see error). */
            responseStatus: number | null;
            /** @description Why no answer came, e.g. `timeout` or a refused target; null when one came. */
            error: string | null;
            durationMs: number;
            /**
             * Format: date-time
             * @description When the next attempt runs; null after a 2xx or the last attempt.
             */
            nextAttemptAt: string | null;
        };
        WebhookDelivery: {
            /** @description `<eventId>#<subscriptionId>`: one delivery per event and subscription. */
            id: string;
            eventId: components["schemas"]["Id"];
            subscriptionId: components["schemas"]["Id"];
            event: components["schemas"]["WebhookEvent"];
            /** @description The number of attempts made so far. */
            attempt: number;
            /** @enum {string} */
            status: "pending" | "succeeded" | "retrying" | "failed";
            responseStatus?: number | null;
            error?: string | null;
            durationMs?: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            nextAttemptAt?: string | null;
            /** @description Every attempt, oldest first. */
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        WebhookDeliveryBody: {
            event: components["schemas"]["WebhookEvent"];
            /** @description The event's payload; its JSON Schema is `schemas/events/<event>.json`. */
            payload: Record<string, unknown>;
            /** Format: date-time */
            sent_at: string;
        };
        /**
         * Format: uri
         * @description An https URL (http is accepted outside production). Its host must not resolve to a private, loopback, link-local or unique-local address unless allow-listed.
         */
        WebhookUrl: string;
        CreateDomainInput: {
            /** @description A host name alone, e.g. `example.com` or `shop.example.com`; no scheme, port or path. */
            domain: string;
        };
        DomainProofLook: {
            found: boolean;
            /** @description The lookup failed (timeout, server failure), so it says nothing about the proof. */
            inconclusive: boolean;
            /** @description What the lookup found, in words. */
            detail: string;
        };
        DomainCheck: {
            id: components["schemas"]["Id"];
            /** Format: date-time */
            at: string;
            /** @description Either proof was found. */
            verified: boolean;
            dns: components["schemas"]["DomainProofLook"];
            http: components["schemas"]["DomainProofLook"];
        };
        /** @description An account's claim on a domain. `pending`: never proven; `verified`: the last check found a proof (re-checked every 24 hours); `lost`: it was verified and a later check found the proof gone (verify again to restore it). */
        Domain: {
            id: components["schemas"]["Id"];
            /** @description Lower case, ASCII (punycode for internationalised names). */
            domain: string;
            /** @enum {string} */
            status: "pending" | "verified" | "lost";
            verified: boolean;
            /**
             * Format: date-time
             * @description Since when it is verified without a break.
             */
            verifiedAt: string | null;
            /** @enum {string|null} */
            verifiedBy: "dns" | "http" | null;
            /** @description Publish either one, then call `verifyDomain`. */
            proof: {
                token: string;
                dns: {
                    /** @description `_marketplace-verification.<domain>` */
                    name: string;
                    /** @enum {string} */
                    type: "TXT";
                    /** @description `marketplace-verification=<token>` */
                    value: string;
                };
                http: {
                    /**
                     * Format: uri
                     * @description `https://<domain>/.well-known/marketplace-verification.txt`
                     */
                    url: string;
                    /** @description The line the file must hold. */
                    body: string;
                };
            };
            lastCheck: components["schemas"]["DomainCheck"] | null;
            /**
             * Format: date-time
             * @description When the scheduled re-check comes; null unless verified.
             */
            nextCheckAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CreateWebhookInput: {
            url: components["schemas"]["WebhookUrl"];
            events: components["schemas"]["WebhookEvent"][];
            description?: string;
        };
        UpdateWebhookInput: {
            url?: components["schemas"]["WebhookUrl"];
            events?: components["schemas"]["WebhookEvent"][];
            enabled?: boolean;
            description?: string | null;
        };
        RegisterAccountInput: {
            /** Format: email */
            email: string;
            password: string;
            displayName?: string;
        };
        LoginInput: {
            /** Format: email */
            email: string;
            password: string;
        };
        MagicLinkRequestInput: {
            /** Format: email */
            email: string;
            /**
             * Format: uri
             * @description Page the link opens, with the token in its `token` query parameter; must be a page of the website's origin, of the service's own origin or of an origin in `SIGN_IN_REDIRECT_ORIGINS`. Defaults to the web console's `/console/#/magic`, which signs the person in and continues to the console page named by its `continue` query parameter (a console route such as `/consent/{id}`, nothing else).
             */
            redirectUrl?: string;
        };
        MagicLinkVerifyInput: {
            token: string;
        };
        IdentityProviderLoginInput: {
            /** @description The ID token (JWT) issued by the identity provider. */
            idToken: string;
            /** @description The nonce the client put in the authentication request, when it used one. */
            nonce?: string;
        };
        SocialLoginInput: {
            code: string;
            /** @description The `state` from getSocialAuthorizeUrl, echoed back on the redirect. */
            state: string;
            /** Format: uri */
            redirectUri: string;
        };
        SetPasswordInput: {
            currentPassword?: string;
            newPassword: string;
        };
        UpdateMeInput: {
            displayName?: string;
            bio?: string | null;
            /** @description Stripe connected account that receives deal payouts. */
            payoutAccount?: string | null;
        };
        CreateApiKeyInput: {
            name: string;
            scopes: ("concierge:chat" | "account:read" | "account:write" | "keys:manage" | "listings:read" | "listings:write" | "reviews:write" | "intake:read" | "intake:write" | "requests:write" | "jobs:write" | "deals:read" | "deals:write" | "deals:human-gate" | "credits:read" | "credits:write" | "mandates:write" | "claims:read" | "claims:write" | "claims:decide" | "webhooks:manage" | "agents:read" | "agents:manage" | "settings:read" | "settings:write" | "domains:manage")[];
            spendingPolicy?: components["schemas"]["SpendingPolicy"];
            /** @description Binds the key to one of the account's agents (404 `resource_not_found` naming `body.agentId` otherwise). */
            agentId?: components["schemas"]["Id"];
            /**
             * Format: date-time
             * @description Optional expiry; must be in the future. A key or an OAuth token creating a key cannot give it a later expiry than its own (403 `expiry_exceeds_parent`), and a key it creates without one expires with it.
             */
            expiresAt?: string;
        };
        /** @description RFC 7591 client metadata. Unrecognised metadata is ignored, as RFC 7591 section 2 requires, so this object stays open. */
        OAuthClientRegistrationInput: {
            redirect_uris: string[];
            client_name?: string;
            /** Format: uri */
            client_uri?: string;
            /** Format: uri */
            logo_uri?: string;
            /** @description Space-separated scopes from the scope catalog that the client may request. */
            scope?: string;
            grant_types?: ("authorization_code" | "refresh_token")[];
            response_types?: "code"[];
            /**
             * @default none
             * @enum {string}
             */
            token_endpoint_auth_method?: "none" | "client_secret_post";
            software_id?: string;
            software_version?: string;
        };
        OAuthAuthorizeInput: {
            /** @description The registered client id, or the https URL of the client's metadata document. */
            client_id: string;
            /**
             * Format: uri
             * @description Must equal one of the registered redirect URIs.
             */
            redirect_uri: string;
            /** @constant */
            response_type: "code";
            /** @description Space-separated scopes from the scope catalog; default the scope the client registered. */
            scope?: string;
            state?: string;
            /** @description BASE64URL(SHA-256(code_verifier)). */
            code_challenge: string;
            /** @constant */
            code_challenge_method: "S256";
            /**
             * Format: uri
             * @description RFC 8707 resource indicator: the service's base URL (the REST API, the default) or its `/mcp` URL.
             */
            resource?: string;
        };
        OAuthConsentDecisionInput: {
            /** @enum {string} */
            decision: "approve" | "deny";
            /** @description Grant only these of the requested scopes; default all requested. */
            scopes?: ("concierge:chat" | "account:read" | "account:write" | "keys:manage" | "listings:read" | "listings:write" | "reviews:write" | "intake:read" | "intake:write" | "requests:write" | "jobs:write" | "deals:read" | "deals:write" | "deals:human-gate" | "credits:read" | "credits:write" | "mandates:write" | "claims:read" | "claims:write" | "claims:decide" | "webhooks:manage" | "agents:read" | "agents:manage" | "settings:read" | "settings:write" | "domains:manage")[];
        };
        /** @description Either an authorization-code exchange (with the PKCE verifier) or a refresh-token rotation. */
        OAuthTokenInput: {
            /** @constant */
            grant_type: "authorization_code";
            code: string;
            /** Format: uri */
            redirect_uri: string;
            client_id: string;
            client_secret?: string;
            code_verifier: string;
            /** Format: uri */
            resource?: string;
        } | {
            /** @constant */
            grant_type: "refresh_token";
            refresh_token: string;
            client_id: string;
            client_secret?: string;
            /** @description Narrow the granted scopes. */
            scope?: string;
            /** Format: uri */
            resource?: string;
        };
        /** @description Give exactly one of `url` and `text`. `category` is a hint. */
        ImportDraftInput: {
            /**
             * Format: uri
             * @description A page describing the offering.
             */
            url?: string;
            /** @description Raw text describing the offering. */
            text?: string;
            category?: components["schemas"]["CategoryReference"];
            locale?: components["schemas"]["Locale"];
        };
        /** @description Give exactly one of `url` and `content`. */
        ImportStructuredInput: {
            kind: components["schemas"]["FeedKind"];
            /** Format: uri */
            url?: string;
            /** @description The feed document inline (within the 1 MiB body limit); for `code-repository` a JSON object of file name (`package.json`, `pyproject.toml`, `README.md`, `server.json`) to file text. */
            content?: string;
            category?: components["schemas"]["CategoryReference"];
            /** @description The currency of feed prices that name none (a `products-json` feed names none). */
            currency?: components["schemas"]["CurrencyCode"];
        };
        CreateIntakeSourceInput: {
            kind: components["schemas"]["FeedKind"];
            /** Format: uri */
            url: string;
            name?: string;
            category?: components["schemas"]["CategorySlug"];
            /** @description The currency of feed prices that name none (a `products-json` feed names none). */
            currency?: components["schemas"]["CurrencyCode"];
            /** @default 1440 */
            syncIntervalMinutes?: number;
            /** @default true */
            enabled?: boolean;
        };
        UpdateIntakeSourceInput: {
            enabled?: boolean;
            syncIntervalMinutes?: number;
            name?: string;
        };
        /** @description User-confirmed values; each given field is marked confirmed. `facets` merges key by key. */
        UpdateDraftInput: {
            category?: components["schemas"]["CategoryReference"];
            title?: string;
            description?: string;
            facets?: components["schemas"]["FacetValues"];
            location?: components["schemas"]["Location"];
            /** Format: uri */
            url?: string;
            price?: components["schemas"]["Money"];
            media?: string[];
        };
        CreateUploadLinkInput: {
            /**
             * @default photos
             * @enum {string}
             */
            purpose?: "photos" | "documents";
            /** @default 10 */
            maxFiles?: number;
        };
        UploadFilesInput: {
            /** @description One or more files; together at most 10 MiB per request. */
            files: string[];
        };
        CreateListingReportInput: {
            listingId: components["schemas"]["Id"];
            /** @description Report this review of the listing instead of the listing itself. */
            reviewId?: components["schemas"]["Id"];
            /** @enum {string} */
            reason: "illegal_content" | "intellectual_property" | "consumer_protection" | "fraud" | "privacy" | "child_sexual_abuse_material" | "other";
            /** @description Why the notifier considers the content illegal (DSA Art. 16(2)(a)). */
            explanation: string;
            /**
             * Format: uri
             * @description Exact electronic location of the content (Art. 16(2)(b)); defaults to the listing page.
             */
            locationUrl?: string;
            /** @description Name and email of the notifier (Art. 16(2)(c)); taken from the account when a credential is given; may be left out only for `child_sexual_abuse_material`. */
            notifier?: {
                name: string;
                /** Format: email */
                email: string;
            };
            /**
             * @description Bona fide belief that the notice is accurate and complete (Art. 16(2)(d)).
             * @constant
             */
            goodFaithStatement: true;
        };
        FeedbackInput: {
            message: string;
            /**
             * @default other
             * @enum {string}
             */
            topic?: "bug" | "idea" | "data_quality" | "other";
            context?: {
                jobId?: components["schemas"]["Id"];
                draftId?: components["schemas"]["Id"];
                listingId?: components["schemas"]["Id"];
            };
        };
        ModerationApproveInput: {
            /** @description Internal note. */
            note?: string;
        };
        CategoryApproveInput: {
            /** @description Slug of the new category (it needs a facet schema under schemas/facets before listings can use it). */
            slug?: string;
            name?: string;
            note?: string;
        };
        CategoryRejectInput: {
            reason: string;
        };
        CategoryMergeInput: {
            targetCategory: components["schemas"]["CategorySlug"];
            note?: string;
        };
        /** @description `take_down` needs a `statementOfReasons` (with its `restriction`) for the provider. */
        DecideListingReportInput: {
            /** @enum {string} */
            decision: "keep" | "take_down";
            /** @description Reasons sent to the notifiers (DSA Art. 16(5)). */
            reasons: string;
            statementOfReasons?: components["schemas"]["StatementOfReasons"];
        };
        AppealInput: {
            /** @description Why the decision should be reversed. */
            explanation: string;
        };
        AppealDecisionInput: {
            /** @enum {string} */
            outcome: "uphold" | "reverse";
            /** @description Sent to the appellant with the outcome. */
            reasons: string;
            /** @description Required to reverse a kept report (the content is then restricted); not taken otherwise. */
            statementOfReasons?: components["schemas"]["StatementOfReasons"];
        };
    };
    responses: {
        /** @description 400: the failure envelope with the OAuth members `error` and `error_description`. */
        OAuthBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthFailureEnvelope"];
            };
        };
        /** @description 401: the OAuth client is unknown or failed to authenticate (failure envelope with `error`). */
        OAuthUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthFailureEnvelope"];
            };
        };
        /** @description 413: the body exceeds the size limit (failure envelope with `error`). */
        OAuthPayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthFailureEnvelope"];
            };
        };
        /** @description 408: the request body did not arrive in time (`request_timeout`; failure envelope with `error`). */
        OAuthRequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthFailureEnvelope"];
            };
        };
        /** @description 415: send the body as application/x-www-form-urlencoded or application/json (failure envelope with `error`). */
        OAuthUnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthFailureEnvelope"];
            };
        };
        /** @description 400: the request is invalid (`validation_failed`, `malformed_json`, or an operation-specific slug); each error names the field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 401: the credential is missing or invalid (or, on sign-in, the credentials are wrong). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 402: the credit balance does not cover the operation (`insufficient_credits`), or the payment processor declined a payment (`payment_failed`). */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 403: the principal may not perform the operation (scope, session, admin, ownership, approval or spending policy). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 404: the resource does not exist or is not visible to this caller (`resource_not_found`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 405: the path does not support the method (`method_not_allowed`). */
        MethodNotAllowed: {
            headers: {
                /** @description The methods the path supports. */
                Allow?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 409: the request conflicts with the state of the resource. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 408: the request body did not arrive in time (`request_timeout`); nothing was stored. */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 410: the resource existed but is no longer usable (e.g. an expired link). */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 413: the request body exceeds the size limit (`payload_too_large`): 1 MiB for JSON, 10 MiB for uploads. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 415: the request body is not in a supported media type (`unsupported_media_type`). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 422: the Idempotency-Key was already used with a different request (`idempotency_key_reused`). */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 429: too many requests (`rate_limited`, `too_many_login_attempts`). */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 500: an unexpected error (`internal_error`); quote the request_id. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 501: the operation is declared but not implemented yet (`not_implemented`). */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
        /** @description 503: a dependency is unavailable, or the database is momentarily busy (`service_unavailable`); nothing was lost: retry after the seconds in Retry-After, with the same Idempotency-Key. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before retrying (sent when the database was momentarily busy). */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
    };
    parameters: {
        /** @description The registered client id, or the https URL of the client's metadata document. */
        OAuthClientIdQuery: string;
        /** @description One of the client's redirect URIs, exactly as registered. */
        OAuthRedirectUriQuery: string;
        /** @description Page size. */
        Limit: number;
        /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
        Cursor: string;
        /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
        IdempotencyKey: string;
        /** @description Required: names the write so that retries run it once. An identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
        IdempotencyKeyRequired: string;
        /** @description Resource id. */
        IdPath: string;
        /** @description The language of the document: `en` or `de`. Without it, `Accept-Language` decides; another value is refused with 400 `validation_failed` naming `query.locale`. The lists of operations, scopes, errors and events come from this OpenAPI document in both languages; only the prose is translated. */
        DocumentLocale: components["schemas"]["Locale"];
        /** @description Used when `locale` is absent: the language of highest q-value among `en` and `de` (RFC 9110 negotiation; `de-DE` matches `de`, `*` matches `en`). When the header names neither, or is absent, the answer is in English; it is never refused for its languages. */
        AcceptLanguage: string;
        /** @description The article's locale. */
        BlogLocalePath: components["schemas"]["Locale"];
        /** @description The article's slug within its locale. */
        BlogSlugPath: components["schemas"]["BlogSlug"];
        /** @description Answer id. */
        AnswerIdPath: string;
        /** @description Bid id. */
        BidIdPath: string;
        /** @description The `id` of a `listing_review` item of the moderation queue. */
        JobIdPath: string;
        /** @description The token from the link; it is the credential. */
        TokenPath: string;
        /** @description Social provider id from `listSocialProviders`. */
        ProviderPath: string;
    };
    requestBodies: never;
    headers: {
        /** @description The language the document is written in. */
        DocumentContentLanguage: components["schemas"]["Locale"];
        /** @description `Accept-Language`: the answer differs by that request header, so caches key on it. */
        VaryAcceptLanguage: "Accept-Language";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Index"];
                    };
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: Record<string, unknown>;
                        paths: Record<string, unknown>;
                    };
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Health"];
                    };
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Readiness"];
                    };
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. MongoDB is down; `errors[0].meta` holds `{status: degraded, dependencies}`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSkillDocument: {
        parameters: {
            query?: {
                /** @description The language of the document: `en` or `de`. Without it, `Accept-Language` decides; another value is refused with 400 `validation_failed` naming `query.locale`. The lists of operations, scopes, errors and events come from this OpenAPI document in both languages; only the prose is translated. */
                locale?: components["parameters"]["DocumentLocale"];
            };
            header?: {
                /** @description Used when `locale` is absent: the language of highest q-value among `en` and `de` (RFC 9110 negotiation; `de-DE` matches `de`, `*` matches `en`). When the header names neither, or is absent, the answer is in English; it is never refused for its languages. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope), in the language `Content-Language` names. */
            200: {
                headers: {
                    "Content-Language": components["headers"]["DocumentContentLanguage"];
                    Vary: components["headers"]["VaryAcceptLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
            /** @description A `locale` other than `en` or `de`, named as `query.locale`. Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    registerAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterAccountInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `email_taken`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `invalid_credentials`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `too_many_login_attempts`. */
            429: components["responses"]["TooManyRequests"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestMagicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicLinkRequestInput"];
            };
        };
        responses: {
            /** @description Accepted: the envelope with the result. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["MagicLinkAccepted"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyMagicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicLinkVerifyInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `link_expired`. */
            410: components["responses"]["Gone"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    loginWithIdentityProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityProviderLoginInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSocialProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["SocialProvider"][];
                    };
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSocialAuthorizeUrl: {
        parameters: {
            query: {
                /** @description Where the provider sends the browser back; must be a page of the website's origin or of an origin in `SIGN_IN_REDIRECT_ORIGINS`, and registered at the provider. */
                redirectUri: string;
            };
            header?: never;
            path: {
                /** @description Social provider id from `listSocialProviders`. */
                provider: components["parameters"]["ProviderPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["SocialAuthorizeUrl"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    loginWithSocialProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Social provider id from `listSocialProviders`. */
                provider: components["parameters"]["ProviderPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AuthSession"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["LogoutResult"];
                    };
                };
            };
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["PasswordResult"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`, `current_password_required`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`, `invalid_credentials`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerOAuthClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthClientRegistrationInput"];
            };
        };
        responses: {
            /** @description Created: raw document (no envelope). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClient"];
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`, `invalid_redirect_uri`, `invalid_client_metadata`. */
            400: components["responses"]["OAuthBadRequest"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["OAuthRequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["OAuthPayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["OAuthUnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startOAuthAuthorization: {
        parameters: {
            query?: {
                /** @description The registered client id, or the https URL of the client's metadata document. */
                client_id?: components["parameters"]["OAuthClientIdQuery"];
                /** @description One of the client's redirect URIs, exactly as registered. */
                redirect_uri?: components["parameters"]["OAuthRedirectUriQuery"];
                /** @description Must be `code`. */
                response_type?: string;
                /** @description Space-separated scopes of the scope catalog; default the scope the client registered (a client that registered none must name them). */
                scope?: string;
                /** @description Echoed to the redirect URI. */
                state?: string;
                /** @description BASE64URL(SHA-256(code_verifier)), 43 to 128 characters. */
                code_challenge?: string;
                /** @description Must be `S256`; `plain` is refused. */
                code_challenge_method?: string;
                /** @description RFC 8707 resource indicator: the service's base URL (the REST API, the default) or its `/mcp` URL. The tokens work only there. */
                resource?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found: `Location` is the consent URL, or the client's redirect URI with `error`, `error_description`, `state` and `iss`. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["OAuthRedirect"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authorizeOAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthAuthorizeInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["OAuthAuthorization"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`, `invalid_scope`, `invalid_target`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOAuthConsentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["OAuthConsentRequest"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideOAuthConsentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthConsentDecisionInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["OAuthConsentDecision"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exchangeOAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthTokenInput"];
                "application/x-www-form-urlencoded": components["schemas"]["OAuthTokenInput"];
            };
        };
        responses: {
            /** @description OK: raw document (no envelope). */
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthToken"];
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`, `invalid_grant`, `unsupported_grant_type`, `invalid_scope`, `invalid_target`. */
            400: components["responses"]["OAuthBadRequest"];
            /** @description Errors: `invalid_client`. */
            401: components["responses"]["OAuthUnauthorized"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["OAuthRequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["OAuthPayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["OAuthUnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuthorizedOAuthClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AuthorizedOAuthClient"][];
                    };
                };
            };
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeAuthorizedOAuthClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["OAuthClientRevocation"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Me"];
                    };
                };
            };
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMeInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Me"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `session_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ApiKey"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ApiKeyWithSecret"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `scope_not_held`, `spending_policy_exceeds_parent`, `expiry_exceeds_parent`, `agent_differs_from_parent`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found` (`agentId` names no agent of the account). */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["RevokedApiKey"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeyScopes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Scope"][];
                    };
                };
            };
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCatalogSchema: {
        parameters: {
            query?: {
                /** @description Return the facets of this category. The slug of a category proposal an admin merged into a category answers as that category, with a note in `messages`. */
                category?: components["schemas"]["CategoryReference"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["CatalogSchema"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CatalogSearchInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: {
                            hits: components["schemas"]["SearchHit"][];
                            /** @description Facet key to `{values: [{value, count}]}` (most frequent first) or, for numbers, `{stats: {count, min, max}}`. */
                            distributions: {
                                [key: string]: {
                                    values: {
                                        value: string | boolean;
                                        count: number;
                                    }[];
                                } | {
                                    stats: {
                                        count: number;
                                        min: number | null;
                                        max: number | null;
                                    };
                                };
                            };
                        };
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCatalogLlmsText: {
        parameters: {
            query?: {
                /** @description Describe only this category. */
                category?: components["schemas"]["CategorySlug"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCatalogCities: {
        parameters: {
            query?: {
                /** @description The beginning of a city's name. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["City"][];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listListings: {
        parameters: {
            query?: {
                /** @description `me` for own listings, or a provider id. */
                provider?: string;
                /** @description Only this category. */
                category?: components["schemas"]["CategorySlug"];
                /** @description Only with `provider=me`. */
                status?: "pending_review" | "published" | "rejected" | "archived" | "taken_down";
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Listing"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_invalid`, `credential_missing`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createListing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateListingInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Listing"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`, `compliance_rejected`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Listing"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateListingInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Listing"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `compliance_rejected`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    archiveListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Listing"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getListingVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ListingVisibility"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    boostListing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BoostListingInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Boost"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `insufficient_credits`. */
            402: components["responses"]["PaymentRequired"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`, `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`, `operation_abandoned`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listListingReviews: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Review"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReviewInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Review"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`, `already_reviewed`, `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Provider"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportDraftInput"];
            };
        };
        responses: {
            /** @description Accepted: the envelope with the result. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["IntakeJob"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importStructured: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportStructuredInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["IntakeJob"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listIntakeSources: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["FeedSource"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createIntakeSource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIntakeSourceInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["FeedSource"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIntakeSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["FeedSource"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteIntakeSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["DeletedResource"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateIntakeSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIntakeSourceInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["FeedSource"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    syncIntakeSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["FeedSource"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listIntakeJobs: {
        parameters: {
            query?: {
                /** @description Only jobs in this status. */
                status?: components["schemas"]["IntakeJobStatus"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["IntakeJob"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIntakeJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["IntakeJob"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listIntakeJobDrafts: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Draft"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Draft"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDraftInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Draft"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["PublishResult"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `idempotency_key_in_use`, `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `idempotency_key_reused`, `compliance_rejected`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `operation_abandoned`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createUploadLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateUploadLinkInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["UploadLink"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition` (the draft is in review or published). */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token from the link; it is the credential. */
                token: components["parameters"]["TokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Upload"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `link_expired`. */
            410: components["responses"]["Gone"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token from the link; it is the credential. */
                token: components["parameters"]["TokenPath"];
            };
            cookie?: never;
        };
        /** @description multipart/form-data with one or more parts named `files`; at most 10 MiB per request. */
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadFilesInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["UploadedFiles"];
                    };
                };
            };
            /** @description Errors: `validation_failed` (no file part, too many files, a malformed body, a body cut before its closing delimiter). */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition` (the draft is in review or published). */
            409: components["responses"]["Conflict"];
            /** @description Errors: `link_expired`. */
            410: components["responses"]["Gone"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIntakeFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listListingReports: {
        parameters: {
            query?: {
                /** @description Only reports in this status. */
                status?: "open" | "kept" | "taken_down";
                /** @description Only reports about this listing or its reviews. */
                listingId?: components["schemas"]["Id"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ListingReport"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createListingReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateListingReportInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ListingReport"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFeedback: {
        parameters: {
            query?: {
                /** @description Only feedback on this topic. */
                topic?: "bug" | "idea" | "data_quality" | "other";
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Feedback"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Feedback"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listModerationQueue: {
        parameters: {
            query?: {
                /** @description Only items of this kind. */
                kind?: components["schemas"]["ModerationItemKind"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ModerationItem"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveModerationItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `id` of a `listing_review` item of the moderation queue. */
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ModerationApproveInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ModerationOutcome"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectModerationItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `id` of a `listing_review` item of the moderation queue. */
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementOfReasons"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ModerationOutcome"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCategoryProposals: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["CategoryProposal"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveCategoryProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CategoryApproveInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["CategoryProposal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `already_exists`, `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectCategoryProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryRejectInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["CategoryProposal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mergeCategoryProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryMergeInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["CategoryProposal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideListingReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideListingReportInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ListingReport"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementOfReasons"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ReviewRemoval"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listStatementsOfReasons: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["StatementOfReasonsRecord"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStatementOfReasons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["StatementOfReasonsRecord"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    appealListingReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppealInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Appeal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `already_exists`, `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    appealStatementOfReasons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppealInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Appeal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `already_exists`, `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideAppeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppealDecisionInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Appeal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`, `conflict_of_interest`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listModerationAuditLog: {
        parameters: {
            query?: {
                /** @description Only actions of this admin account. */
                actorId?: components["schemas"]["Id"];
                /** @description Only actions on this listing, review, report, statement, appeal or queue item. */
                subjectId?: components["schemas"]["Id"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AuditEntry"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportStatementsOfReasons: {
        parameters: {
            query?: {
                /** @description Only statements issued at or after this instant. */
                from?: string;
                /** @description Only statements issued before this instant. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw JSON lines (no envelope), one Transparency Database statement per line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /** @description Only requests in this status. */
                status?: "open" | "closed";
                /** @description Only this category. */
                category?: components["schemas"]["CategorySlug"];
                /** @description Only requests with this tag. */
                tag?: string;
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Request"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRequestInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Request"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Request"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAnswer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAnswerInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Answer"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`, `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    voteAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
                /** @description Answer id. */
                answerId: components["parameters"]["AnswerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Vote"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `already_voted`, `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
                /** @description Answer id. */
                answerId: components["parameters"]["AnswerIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AcceptedAnswer"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`, `spending_limit_exceeded`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    closeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Request"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /** @description Only jobs in this status. */
                status?: "open" | "awarded" | "closed";
                /** @description Only this category. */
                category?: components["schemas"]["CategorySlug"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Job"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJobInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Job"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Job"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBidInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Bid"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`, `invalid_transition`, `already_exists`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
                /** @description Bid id. */
                bidId: components["parameters"]["BidIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AcceptedBid"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`, `spending_limit_exceeded`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeals: {
        parameters: {
            query?: {
                /** @description Only deals in this state. */
                status?: components["schemas"]["DealStatus"];
                /** @description Only deals where the account has this role. */
                role?: "buyer" | "seller";
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDeal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDealInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `spending_limit_exceeded`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    proposeDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DealNoteInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestDealApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RequestApprovalInput"];
            };
        };
        responses: {
            /** @description Accepted: the envelope with the result. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyDealApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyApprovalInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `approval_required`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    fundDeal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FundDealInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `payment_failed`. */
            402: components["responses"]["PaymentRequired"];
            /** @description Errors: `scope_missing`, `approval_required`, `spending_limit_exceeded`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`, `invalid_transition`, `payment_hold_unavailable`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`, `operation_abandoned`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deliverDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeliverDealInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmDealRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `approval_required`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`, `payout_account_missing`, `payment_hold_unavailable`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disputeDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resolveDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveDealInput"];
            };
        };
        responses: {
            /** @description OK: the approved resolution was carried out; the envelope with the resolved deal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Accepted: the resolution waits for a human; the envelope with its ApprovalRequest. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `session_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`, `payout_account_missing`, `payment_hold_unavailable`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CancelDealInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Deal"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`, `approval_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`, `payment_hold_unavailable`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApprovals: {
        parameters: {
            query?: {
                /** @description Only requests in this status. */
                status?: "pending" | "approved" | "rejected" | "applied";
                /** @description Only requests of this deal. */
                dealId?: components["schemas"]["Id"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ApprovalRequest"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApprovalDecisionInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApprovalDecisionInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ApprovalRequest"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCreditBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["CreditBalance"];
                    };
                };
            };
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLedgerEntries: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["LedgerEntry"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCreditTopUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditTopUpInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["CreditTopUp"];
                    };
                };
            };
            /** @description Accepted: asked for by an API key or OAuth token within its spending policy, the top-up is `awaiting_approval` (with `approvalId`) and nothing is charged until a human session approves. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["CreditTopUp"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `payment_failed`. */
            402: components["responses"]["PaymentRequired"];
            /** @description Errors: `scope_missing`, `spending_limit_exceeded`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`, `operation_abandoned`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCreditTopUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["CreditTopUp"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConciergeConversations: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ConciergeConversationSummary"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createConciergeConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConciergeConversationInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the conversation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ConciergeConversation"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `insufficient_credits`. */
            402: components["responses"]["PaymentRequired"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`, `operation_abandoned`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConciergeConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ConciergeConversation"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    askConcierge: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: names the write so that retries run it once. An identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key": components["parameters"]["IdempotencyKeyRequired"];
            };
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AskConciergeInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the answered turn. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ConciergeTurn"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `insufficient_credits`. */
            402: components["responses"]["PaymentRequired"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`, `operation_abandoned`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Stripe's signature of the raw body, `t=<unix seconds>,v1=<hex HMAC-SHA256>` (several `v1` while a secret is being rolled). Stripe sends it on every delivery; a request without it is refused with 400 `stripe_signature_invalid`, as the signature check is the authentication rather than a validation rule. */
                "Stripe-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Stripe's Event JSON, verified and parsed by the signature check rather than validated against this schema by the gateway. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StripeEvent"];
            };
        };
        responses: {
            /** @description OK: the event was received; the result says what became of it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["StripeWebhookReceipt"];
                    };
                };
            };
            /** @description Errors: `stripe_signature_invalid`, `malformed_json`, `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `stripe_webhook_not_configured`, `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    grantCredits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrantCreditsInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["LedgerEntry"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMandates: {
        parameters: {
            query?: {
                /** @description Only mandates whose territory includes this country. */
                territory?: components["schemas"]["CountryCode"];
                /** @description Only mandates of this provider. */
                providerId?: components["schemas"]["Id"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Mandate"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMandate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMandateInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Mandate"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMandate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Mandate"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMandate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMandateInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Mandate"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    pauseMandate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Mandate"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resumeMandate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Mandate"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endMandate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Mandate"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listClaims: {
        parameters: {
            query?: {
                /** @description Only claims where the account has this role. */
                role?: "agent" | "provider";
                /** @description Only claims in this state. */
                status?: string;
                /** @description Only claims under this mandate. */
                mandateId?: components["schemas"]["Id"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Claim"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createClaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClaimInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Claim"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `already_claimed`, `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Claim"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimDecisionInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Claim"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    inviteBuyer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** @description Optional; omit the body or send `{}` for the defaults. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InviteBuyerInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `invitation_limit_reached`. */
            429: components["responses"]["TooManyRequests"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getClaimConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token from the link; it is the credential. */
                token: components["parameters"]["TokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ClaimConfirmation"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `link_expired`. */
            410: components["responses"]["Gone"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmClaimIntroduction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token from the link; it is the credential. */
                token: components["parameters"]["TokenPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmIntroductionInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ConfirmationOutcome"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `link_expired`. */
            410: components["responses"]["Gone"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reportSale: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportSaleInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Claim"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`, `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Claim"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disputeSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Claim"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`, `not_owner`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `invalid_transition`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBlogPosts: {
        parameters: {
            query?: {
                /** @description Article locale; `de` falls back to `en` while it has no article. */
                locale?: components["schemas"]["Locale"];
                /** @description Only articles with this tag. */
                tag?: components["schemas"]["BlogTag"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["BlogPost"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlogPostInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["BlogPost"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `already_exists`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogFeed: {
        parameters: {
            query?: {
                /** @description Article locale. */
                locale?: components["schemas"]["Locale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw Atom 1.0 document (no envelope). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's locale. */
                locale: components["parameters"]["BlogLocalePath"];
                /** @description The article's slug within its locale. */
                slug: components["parameters"]["BlogSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["BlogPost"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's locale. */
                locale: components["parameters"]["BlogLocalePath"];
                /** @description The article's slug within its locale. */
                slug: components["parameters"]["BlogSlugPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBlogPostInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["BlogPost"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's locale. */
                locale: components["parameters"]["BlogLocalePath"];
                /** @description The article's slug within its locale. */
                slug: components["parameters"]["BlogSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["BlogPost"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unpublishBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's locale. */
                locale: components["parameters"]["BlogLocalePath"];
                /** @description The article's slug within its locale. */
                slug: components["parameters"]["BlogSlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["BlogPost"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `session_required`, `admin_required`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDomains: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Domain"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDomain: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDomainInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Domain"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `already_exists`, `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Domain"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["DeletedResource"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `concurrent_modification`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Domain"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `concurrent_modification`, `operation_in_progress`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `rate_limited`. */
            429: components["responses"]["TooManyRequests"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["WebhookSubscription"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["WebhookSubscriptionWithSecret"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["DeletedResource"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["WebhookSubscriptionWithSecret"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["WebhookDelivery"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAgents: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque cursor: `result_info.next_cursor` of the previous page. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Agent"][];
                        result_info: components["schemas"]["ResultInfo"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 hours: an identical retry returns the first result; the same key with a different request fails with 422 `idempotency_key_reused`; a retry while the first is processing fails with 409 `idempotency_key_in_use`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAgentInput"];
            };
        };
        responses: {
            /** @description Created: the envelope with the result. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Agent"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `idempotency_key_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `idempotency_key_reused`. */
            422: components["responses"]["UnprocessableEntity"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Agent"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["DeletedResource"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `agent_in_use`. */
            409: components["responses"]["Conflict"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAgentInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Agent"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAgentProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["AgentProfile"];
                    };
                };
            };
            /** @description Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bindApiKeyAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BindApiKeyAgentInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `resource_not_found`. */
            404: components["responses"]["NotFound"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Settings"];
                    };
                };
            };
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettingsInput"];
            };
        };
        responses: {
            /** @description OK: the envelope with the result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        result?: components["schemas"]["Settings"];
                    };
                };
            };
            /** @description Errors: `validation_failed`, `malformed_json`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `credential_missing`, `credential_invalid`. */
            401: components["responses"]["Unauthorized"];
            /** @description Errors: `scope_missing`. */
            403: components["responses"]["Forbidden"];
            /** @description Errors: `request_timeout`. */
            408: components["responses"]["RequestTimeout"];
            /** @description Errors: `payload_too_large`. */
            413: components["responses"]["PayloadTooLarge"];
            /** @description Errors: `unsupported_media_type`. */
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
            /** @description Errors: `service_unavailable`. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAgentsJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, unknown>;
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    getAgentCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, unknown>;
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    getOAuthAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthAuthorizationServerMetadata"];
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    getApiResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthProtectedResourceMetadata"];
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    getMcpResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthProtectedResourceMetadata"];
                };
            };
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    getLlmsTxt: {
        parameters: {
            query?: {
                /** @description The language of the document: `en` or `de`. Without it, `Accept-Language` decides; another value is refused with 400 `validation_failed` naming `query.locale`. The lists of operations, scopes, errors and events come from this OpenAPI document in both languages; only the prose is translated. */
                locale?: components["parameters"]["DocumentLocale"];
            };
            header?: {
                /** @description Used when `locale` is absent: the language of highest q-value among `en` and `de` (RFC 9110 negotiation; `de-DE` matches `de`, `*` matches `en`). When the header names neither, or is absent, the answer is in English; it is never refused for its languages. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope), in the language `Content-Language` names. */
            200: {
                headers: {
                    "Content-Language": components["headers"]["DocumentContentLanguage"];
                    Vary: components["headers"]["VaryAcceptLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description A `locale` other than `en` or `de`, named as `query.locale`. Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
    getAgentsMd: {
        parameters: {
            query?: {
                /** @description The language of the document: `en` or `de`. Without it, `Accept-Language` decides; another value is refused with 400 `validation_failed` naming `query.locale`. The lists of operations, scopes, errors and events come from this OpenAPI document in both languages; only the prose is translated. */
                locale?: components["parameters"]["DocumentLocale"];
            };
            header?: {
                /** @description Used when `locale` is absent: the language of highest q-value among `en` and `de` (RFC 9110 negotiation; `de-DE` matches `de`, `*` matches `en`). When the header names neither, or is absent, the answer is in English; it is never refused for its languages. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: raw document (no envelope), in the language `Content-Language` names. */
            200: {
                headers: {
                    "Content-Language": components["headers"]["DocumentContentLanguage"];
                    Vary: components["headers"]["VaryAcceptLanguage"];
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
            /** @description A `locale` other than `en` or `de`, named as `query.locale`. Errors: `validation_failed`. */
            400: components["responses"]["BadRequest"];
            /** @description Errors: `internal_error`. */
            500: components["responses"]["InternalError"];
        };
    };
}
