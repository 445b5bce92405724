export { openKeyv, DEFAULT_STORAGE_URL, DEFAULT_SQLITE_SYNC, SQLITE_SYNC_MODES, StorageUnavailable, redactUrl } from './keyv-store';
export type { SqliteSync, OpenOptions } from './keyv-store';
export { GameRepository } from './game-repository';
export type { GameMeta, GameStatus, GameKind, StoredGame, IndexEntry, TableMeta, OutboxItem, FailedPost, StoreLog, DeliveryLease } from './game-repository';
export { KeyedMutex } from './mutex';
export { StorageFailure, SaveConflict, isNotSaved } from './errors';
