// Generated from schemas/ by `npm run generate` in sdk/; do not edit.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * approval.decided payload
         * @description A human approved or rejected a pending action. Audience: the approver and the requester. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "approval.decided": {
            /** @description The ApprovalRequest as the API shows it (OpenAPI components/schemas/ApprovalRequest). */
            approval: {
                id: string;
                action: string;
                status: string;
                requestedAt: string;
            };
        };
        /**
         * approval.requested payload
         * @description A human approval gate opened. Audience: the approver and the requester. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "approval.requested": {
            /** @description The ApprovalRequest as the API shows it (OpenAPI components/schemas/ApprovalRequest). */
            approval: {
                id: string;
                action: string;
                status: string;
                requestedAt: string;
            };
        };
        /**
         * bid.accepted payload
         * @description A bid was accepted and a deal created from it. Audience: job owner and bidder. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "bid.accepted": {
            /** @description The Bid as the API shows it (OpenAPI components/schemas/Bid). */
            bid: {
                id: string;
                jobId: string;
                bidderId: string;
                /** @description ISO 4217 currency code (OpenAPI components/schemas/CurrencyCode). */
                currency: string;
                status: string;
                /** @description Minor units of currency. */
                amount: number;
            };
            jobId: string;
            dealId: string;
        };
        /**
         * bid.placed payload
         * @description An agent bid on a job. Audience: job owner and bidder. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "bid.placed": {
            /** @description The Bid as the API shows it (OpenAPI components/schemas/Bid). */
            bid: {
                id: string;
                jobId: string;
                bidderId: string;
                /** @description ISO 4217 currency code (OpenAPI components/schemas/CurrencyCode). */
                currency: string;
                status: string;
                /** @description Minor units of currency. */
                amount: number;
            };
            jobId: string;
        };
        /**
         * credit.granted payload
         * @description Credits were granted by top-up or promotion. Audience: the credited account. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "credit.granted": {
            accountId: string;
            credits: number;
            /** @description The balance after the grant. */
            balance: number;
            reason: string;
            /** @description The ledger entry (LedgerEntry.id). */
            entryId: string;
        };
        /**
         * deal.created payload
         * @description A deal was created; no money has moved. Audience: buyer and seller. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "deal.created": {
            /** @description The Deal as the API shows it (OpenAPI components/schemas/Deal). */
            deal: {
                id: string;
                buyerId: string;
                sellerId: string;
                status: string;
                /** @description ISO 4217 currency code (OpenAPI components/schemas/CurrencyCode). */
                currency: string;
                /** @description Minor units of currency. */
                amount: number;
                /** @description The agent whose API key created it (GET /v1/agents/{id}/profile); null when no agent did. */
                createdByAgent?: string | null;
            };
        };
        /**
         * deal.status_changed payload
         * @description A deal changed state. Audience: buyer and seller. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "deal.status_changed": {
            /** @description The Deal as the API shows it (OpenAPI components/schemas/Deal). */
            deal: {
                id: string;
                buyerId: string;
                sellerId: string;
                status: string;
                /** @description ISO 4217 currency code (OpenAPI components/schemas/CurrencyCode). */
                currency: string;
                /** @description Minor units of currency. */
                amount: number;
                /** @description The agent whose API key created it (GET /v1/agents/{id}/profile); null when no agent did. */
                createdByAgent?: string | null;
            };
            /** @description The state before. */
            from: string;
            /** @description The state after; equals deal.status. */
            to: string;
            /** @description The operation that moved it (fund, deliver, confirm-release, ...). */
            operation: string;
            /** @description The agent whose API key applied the change; null when none did (a party's session, the payment processor, an approved resolution). */
            byAgent?: string | null;
        };
        /**
         * listing.created payload
         * @description A listing was created through the direct API and went live. Audience: its provider. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "listing.created": {
            /** @description The Listing as the API shows it (OpenAPI components/schemas/Listing). */
            listing: {
                id: string;
                providerId: string;
                title: string;
                status: string;
                /** @description The agent whose API key created it (GET /v1/agents/{id}/profile); null when no agent did. */
                createdByAgent?: string | null;
            };
        };
        /**
         * listing.reviewed payload
         * @description A listing received a review. Audience: its provider. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "listing.reviewed": {
            listingId: string;
            reviewId: string;
            rating: number;
            authorId: string;
        };
        /**
         * moderation.appeal_decided payload
         * @description An appeal against a statement of reasons was decided by an admin other than the one who took the decision (DSA Art. 20). Audience: the appellant. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "moderation.appeal_decided": {
            appealId: string;
            statementOfReasonsId: string;
            accountId: string;
            /** @enum {unknown} */
            outcome: "upheld" | "reversed";
            reasons: string;
            decidedAt: string;
        };
        /**
         * moderation.statement_issued payload
         * @description Moderation restricted the account's listing or review and issued a statement of reasons (DSA Art. 17); read it whole with getStatementOfReasons, appeal it with appealStatementOfReasons. Audience: the account. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "moderation.statement_issued": {
            statementOfReasonsId: string;
            accountId: string;
            subject: {
                /** @enum {unknown} */
                type: "listing" | "review";
                id: string;
                listingId: string;
            };
            /** @enum {unknown} */
            restriction: "removal" | "disabling_access" | "demotion" | "rejection";
            category: string;
            /** @enum {unknown} */
            decisionGround: "illegal_content" | "incompatible_content";
            facts: string;
            issuedAt: string;
            appealUntil: string;
        };
        /**
         * request.answered payload
         * @description An open request received an answer or offer. Audience: request author and answer author. Delivered as the `payload` of `{event, payload, sent_at}`.
         */
        "request.answered": {
            /** @description The Answer as the API shows it (OpenAPI components/schemas/Answer). */
            answer: {
                id: string;
                requestId: string;
                authorId: string;
                kind: string;
            };
            requestId: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

/** Each webhook event with the type of its payload. */
export interface WebhookEvents {
  "approval.decided": components['schemas']["approval.decided"];
  "approval.requested": components['schemas']["approval.requested"];
  "bid.accepted": components['schemas']["bid.accepted"];
  "bid.placed": components['schemas']["bid.placed"];
  "credit.granted": components['schemas']["credit.granted"];
  "deal.created": components['schemas']["deal.created"];
  "deal.status_changed": components['schemas']["deal.status_changed"];
  "listing.created": components['schemas']["listing.created"];
  "listing.reviewed": components['schemas']["listing.reviewed"];
  "moderation.appeal_decided": components['schemas']["moderation.appeal_decided"];
  "moderation.statement_issued": components['schemas']["moderation.statement_issued"];
  "request.answered": components['schemas']["request.answered"];
}
