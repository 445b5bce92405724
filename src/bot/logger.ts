/**
 * Structured logs (pino). Tests pass their own destination stream to read the
 * lines back. Secrets are redacted by path as a second line of defence; the
 * code never puts the token or a hidden token id into a log line.
 */
import pino, { type Logger, type DestinationStream } from 'pino';

export type { Logger };

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino({
    level: options.level ?? 'info',
    base: { app: 'legatus' },
    redact: { paths: ['token', '*.token', 'authorization', '*.authorization', 'DISCORD_TOKEN'], censor: '[redacted]' },
  }, options.destination ?? pino.destination(1));
}

/** A destination that keeps every line in memory (tests, benchmarks). */
export function memoryDestination(): DestinationStream & { lines: string[] } {
  const lines: string[] = [];
  return { lines, write(chunk: string) { lines.push(...chunk.split('\n').filter(Boolean)); } };
}
