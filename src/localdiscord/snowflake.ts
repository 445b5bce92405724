/** Discord epoch (2015-01-01), the origin of snowflake timestamps. */
const DISCORD_EPOCH = 1420070400000n;

/**
 * Snowflake ids like Discord's: timestamp in the high bits, so ids sort by
 * creation time, which discord.js and the page rely on for ordering.
 */
export class SnowflakeGenerator {
  private increment = 0n;
  private last = 0n;

  next(now: number = Date.now()): string {
    let ts = BigInt(now) - DISCORD_EPOCH;
    // Keep ids strictly increasing even if the clock stalls or steps back.
    if (ts < this.last) ts = this.last;
    if (ts === this.last) this.increment += 1n;
    else this.increment = 0n;
    if (this.increment >= 4096n) {
      ts += 1n;
      this.increment = 0n;
    }
    this.last = ts;
    return ((ts << 22n) | (1n << 17n) | this.increment).toString();
  }

  /** The counter, saved with the local chat so ids keep increasing across a restart. */
  state(): { last: string; increment: string } {
    return { last: this.last.toString(), increment: this.increment.toString() };
  }

  restore(s: { last: string; increment: string }): void {
    this.last = BigInt(s.last);
    this.increment = BigInt(s.increment);
  }
}

export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}
