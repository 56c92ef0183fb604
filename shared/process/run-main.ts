import { ConfigError } from '../config.ts';

/**
 * Runs a process's main function: configuration problems end it with their message (no stack), and
 * SIGINT/SIGTERM call the stop function it returned before exiting.
 */
export function runMain(name: string, main: () => Promise<() => Promise<void>>): void {
  main().then(
    (stop) => {
      let stopping = false;
      const shutdown = () => {
        if (stopping) return;
        stopping = true;
        stop().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(`${name}: failed to stop cleanly`, error);
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError ? `${name}: ${error.message}` : error);
      process.exit(1);
    },
  );
}
