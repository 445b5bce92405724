/** The part of `pg` the store uses (the package ships no types; @types/pg is not a dependency). */
declare module 'pg' {
  interface PoolConfig {
    connectionString: string;
    connectionTimeoutMillis?: number;
    query_timeout?: number;
    max?: number;
  }
  class Pool {
    constructor(config: PoolConfig);
    query(sql: string, values?: unknown[]): Promise<{ rows: any[] }>;
    on(event: 'error', listener: (e: Error) => void): this;
    end(): Promise<void>;
  }
  const pg: { Pool: typeof Pool };
  export default pg;
  export { Pool };
}
