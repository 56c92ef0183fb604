/** What `npm start` serves: the demo (seeded, reset at every start) or the user's own data (kept, nothing seeded). */
export type StartData = 'demo' | 'own';

export const START_USAGE = 'usage: npm start [-- --own-data]';

/** Reads `npm start`'s arguments; anything else is refused with the usage line. */
export function startDataOf(args: readonly string[]): StartData {
  const unknown = args.filter((arg) => arg !== '--own-data');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}; ${START_USAGE}`);
  return args.includes('--own-data') ? 'own' : 'demo';
}
