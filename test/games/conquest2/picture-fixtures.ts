/** What the Conquest II picture tests share: a game as the store holds it, for the adapter's board posts. */
import type { C2State } from '../../../src/games/conquest2/types';
import type { StoredGame } from '../../../src/storage';

/** A stored four-seat game (one member, three computer seats) around `s`, in English. */
export function stored(s: C2State): StoredGame<C2State> {
  return {
    meta: { id: 'm1', game: 'conquest2', channelId: 'c', threadId: 't', seats: ['u0', null, null, null], locale: 'en', createdAt: 0, updatedAt: 0, status: 'active' },
    record: { game: 'conquest2', options: s.options, seed: 'x', actions: [] },
    state: s,
  } as unknown as StoredGame<C2State>;
}

/** Names the board posts give the seats. */
export const seatLabel = (seat: number): string => `P${seat}`;
