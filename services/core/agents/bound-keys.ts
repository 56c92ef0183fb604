/** A key bound to an agent, as the agents domain needs to see it (the keys domain owns keys and binds them). */
export interface BoundKey {
  _id: string;
  agentId?: string | null;
}

/** The live keys bound to an account's agents; the composition passes the keys domain's repository. */
export interface BoundKeys {
  activeBoundTo(accountId: string, agentId: string, now: Date): Promise<BoundKey[]>;
  activeBoundToAny(accountId: string, agentIds: string[], now: Date): Promise<BoundKey[]>;
}
