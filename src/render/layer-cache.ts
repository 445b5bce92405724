/**
 * A small keyed cache for pictures that do not change between moves (map,
 * labels). Bounded so a caller cycling through many scales cannot grow memory
 * without limit: the oldest entry goes first.
 */
export class LayerCache<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly limit = 16) {}

  get(key: string, build: () => T): T {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const value = build();
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
