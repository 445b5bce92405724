/**
 * Saved games of older schemas brought up to the current one. Every entry
 * point of the module passes the state through `upgrade`, so a game saved
 * before an update goes on under the new code.
 *
 * 1 → 2: players get `endCalledRound`, the state `endVote` and
 * `agreedWinner`, a pending ransom offer `exchange: 0`. The options are kept
 * as saved: a game started under 002's catapult reading keeps it.
 */
import { CONQUEST_SCHEMA } from './setup';
import type { ConquestState } from './types';

type Old = Omit<ConquestState, 'endVote' | 'agreedWinner' | 'players' | 'ransomOffer'> & {
  endVote?: ConquestState['endVote'];
  agreedWinner?: ConquestState['agreedWinner'];
  players: (Omit<ConquestState['players'][number], 'endCalledRound'> & { endCalledRound?: number })[];
  ransomOffer: null | (Omit<NonNullable<ConquestState['ransomOffer']>, 'exchange'> & { exchange?: number });
};

export function upgrade(state: ConquestState): ConquestState {
  if (state.schema === CONQUEST_SCHEMA) return state;
  if (state.schema > CONQUEST_SCHEMA) throw new Error(`conquest state schema ${state.schema} is newer than this code (${CONQUEST_SCHEMA})`);
  const s = JSON.parse(JSON.stringify(state)) as Old;
  if (s.schema === 1) {
    s.players = s.players.map((p) => ({ ...p, endCalledRound: p.endCalledRound ?? 0 }));
    s.endVote = s.endVote ?? null;
    s.agreedWinner = s.agreedWinner ?? null;
    if (s.ransomOffer) s.ransomOffer = { ...s.ransomOffer, exchange: s.ransomOffer.exchange ?? 0 };
    s.schema = 2;
  }
  return s as ConquestState;
}
