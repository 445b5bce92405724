/**
 * Process-wide safety net. A promise nobody awaited that rejects, or an
 * exception thrown from a callback outside any of our try blocks (a library's
 * event handler), would end Node with every game's interactions in flight.
 * Both are logged at error, with the stack's first lines, and the bot keeps
 * serving: each interaction already runs in its own try/catch, so what reaches
 * here is a bug to fix, not a reason to drop every player's game.
 */
import type { Logger } from './logger';

export interface ProcessGuard {
  /** Counts of what was caught since the guard was installed. */
  counts(): { unhandledRejections: number; uncaughtExceptions: number };
  remove(): void;
}

function describe(e: unknown): { err: string; stack?: string } {
  if (e instanceof Error) return { err: e.message, stack: e.stack?.split('\n').slice(0, 6).join(' | ') };
  return { err: String(e) };
}

export function installProcessGuard(log: Logger, proc: NodeJS.Process = process): ProcessGuard {
  let unhandledRejections = 0;
  let uncaughtExceptions = 0;
  const onRejection = (reason: unknown) => {
    unhandledRejections++;
    log.error({ ...describe(reason), kind: 'unhandledRejection' }, 'unhandled promise rejection; still serving');
  };
  const onException = (e: Error, origin: string) => {
    uncaughtExceptions++;
    log.error({ ...describe(e), kind: 'uncaughtException', origin }, 'uncaught exception; still serving');
  };
  proc.on('unhandledRejection', onRejection);
  proc.on('uncaughtException', onException);
  return {
    counts: () => ({ unhandledRejections, uncaughtExceptions }),
    remove() {
      proc.off('unhandledRejection', onRejection);
      proc.off('uncaughtException', onException);
    },
  };
}
