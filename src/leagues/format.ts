/**
 * Plain-text renderings of league data (no Discord markup beyond what the
 * caller adds): the standings table for a code block, rating with its
 * provisional mark. Widths count code points, so names are cut safely.
 */
import type { StandingRow } from './standings';

/** "1138" or "1138?" while provisional. */
export function formatRating(row: Pick<StandingRow, 'rating' | 'provisional'>): string {
  return `${row.rating}${row.provisional ? '?' : ''}`;
}

function fit(text: string, width: number): string {
  const chars = [...text];
  const cut = chars.length > width ? [...chars.slice(0, width - 1), '…'] : chars;
  return cut.join('') + ' '.repeat(Math.max(0, width - cut.length));
}

export interface StandingsTextOptions {
  /** Rows shown at most (Discord messages hold 2,000 characters). */
  limit?: number;
  nameWidth?: number;
  /** A form mark (W, D, L, 1, =2) in the reader's language; English marks by default. */
  mark?: (mark: string) => string;
  /** The line under a cut table, for `n` rows left out. */
  more?: (n: number) => string;
}

/**
 * A fixed-width standings table, one line per player:
 * rank, name, rating (? = provisional), games, wins, form. Meant for a code block.
 */
export function standingsText(rows: readonly StandingRow[], nameOf: (userId: string) => string, options: StandingsTextOptions = {}): string {
  const limit = options.limit ?? 25;
  const nameWidth = options.nameWidth ?? 16;
  const header = `${'#'.padStart(3)}  ${fit('Player', nameWidth)}  ${'Rating'.padStart(6)}  ${'G'.padStart(3)}  ${'W'.padStart(3)}  Form`;
  const lines = rows.slice(0, limit).map((r) => [
    String(r.rank).padStart(3),
    fit(nameOf(r.userId), nameWidth),
    formatRating(r).padStart(6),
    String(r.games).padStart(3),
    String(r.wins).padStart(3),
    r.form.map(options.mark ?? ((m) => m)).join(' '),
  ].join('  ').trimEnd());
  const more = rows.length > limit ? [options.more ? options.more(rows.length - limit) : `… ${rows.length - limit} more`] : [];
  return [header, ...lines, ...more].join('\n');
}
