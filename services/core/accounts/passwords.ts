import bcrypt from 'bcrypt';

/** Compared against when no account matches, so that a sign-in takes as long whether the email exists or not. */
const UNUSABLE_HASH = '$2b$12$C6UzMDM.H6dfI/f/IKcEeO5FmlgE4bNW0kwgWSBkP/cL1X7sG0N3a';

export class Passwords {
  constructor(private readonly rounds: number) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.rounds);
  }

  async matches(password: string, hash: string | null): Promise<boolean> {
    const matched = await bcrypt.compare(password, hash ?? UNUSABLE_HASH);
    return matched && hash !== null;
  }
}
