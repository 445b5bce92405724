/** What one seat may see: everything public, its own chaos, Senator values and sealed bid or vote; never the rng or the deck's order. */
import type { C2State, C2View, Seat } from './types';
import { activePlayers } from './apply';

/** Sealed bids or votes as `viewer` sees them: his own; of the others only that they are handed in. */
function sealedFor<T>(entries: Record<string, T>, viewer: Seat | null): Record<string, T | 'sealed'> {
  return Object.fromEntries(Object.entries(entries).map(([seat, e]) => [seat, Number(seat) === viewer ? JSON.parse(JSON.stringify(e)) as T : 'sealed']));
}

export function viewOf(s: C2State, viewer: Seat | null): C2View {
  return {
    game: 'conquest2',
    viewer,
    options: { ...s.options },
    version: s.version,
    season: s.season,
    round: s.round,
    phase: s.phase,
    players: s.players.map((p, i) => ({
      talents: p.talents,
      vp: p.vp,
      chaos: i === viewer || s.phase === 'over' ? p.chaos : null,
      senatorCount: p.senators.length,
      senators: i === viewer ? [...p.senators].sort() : null,
      cards: [...p.cards],
      used: [...p.used],
      influenceLeft: p.influenceLeft,
    })),
    army: JSON.parse(JSON.stringify(s.army)),
    fleet: JSON.parse(JSON.stringify(s.fleet)),
    influence: JSON.parse(JSON.stringify(s.influence)),
    provinceTokens: { ...s.provinceTokens },
    tokenPoolSize: s.tokenPool.length,
    cities: { ...s.cities },
    market: [...s.market],
    deckSize: s.deck.length,
    boxes: [...s.boxes],
    auction: s.auction ? { ...s.auction, ...(s.auction.bids ? { bids: sealedFor(s.auction.bids, viewer) } : {}) } : null,
    toPlace: [...s.toPlace],
    turn: { ...s.turn },
    active: activePlayers(s),
    battle: s.battle ? JSON.parse(JSON.stringify(s.battle)) : null,
    vote: s.vote ? { ...JSON.parse(JSON.stringify(s.vote)), ...(s.vote.ballots ? { ballots: sealedFor(s.vote.ballots, viewer) } : {}) } : null,
    wind: s.wind ? { ...s.wind } : null,
    naval: s.naval ? JSON.parse(JSON.stringify(s.naval)) : null,
    lastSummary: s.lastSummary ? JSON.parse(JSON.stringify(s.lastSummary)) : null,
    resigned: [...s.resigned],
    endReason: s.endReason,
  };
}
