/**
 * Captured leaders and eliminated players. A captured general is held for
 * ransom; a captured Caesar eliminates his player, and the captor takes the
 * loser's money, provinces (with their cities) and pieces, as far as the
 * captor's own box allows (pieces beyond it leave the game).
 */
import { PROVINCE_IDS } from './data';
import { alive, normalize, piecesInPlay } from './board';
import { BOX, TROOP_KEYS, leaderCount, troops } from './pieces';
import type { ConquestEvent, ConquestState, Seat, Troops } from './types';

export function capture(s: ConquestState, holder: Seat, owner: Seat, generals: number, caesar: boolean, events: ConquestEvent[]): void {
  events.push({ type: 'captured', holder, owner, generals, caesar });
  if (generals > 0) {
    const c = s.captives.find((x) => x.holder === holder && x.owner === owner);
    if (c) c.count += generals;
    else s.captives.push({ holder, owner, count: generals });
  }
  if (caesar && s.players[owner].alive) eliminate(s, owner, holder, events);
}

/** Converts `t` of the loser into pieces of `to`, within `to`'s box; the rest is lost. */
function convert(s: ConquestState, to: Seat, t: Troops): Troops {
  const inPlay = piecesInPlay(s, to);
  const out = troops();
  for (const k of TROOP_KEYS) {
    if (k === 'caesar') continue;
    out[k] = Math.min(t[k], BOX[k] - inPlay[k]);
    inPlay[k] += out[k];
  }
  return out;
}

/** Removes `loser` from the game; `by` is the captor (null for a concession: everything goes). */
export function eliminate(s: ConquestState, loser: Seat, by: Seat | null, events: ConquestEvent[]): void {
  const p = s.players[loser];
  p.alive = false;
  p.eliminatedBy = by;
  events.push({ type: 'eliminated', seat: loser, by });
  const stacks = s.stacks.filter((x) => x.owner === loser);
  const galleys = s.galleys.filter((g) => g.owner === loser);
  s.stacks = s.stacks.filter((x) => x.owner !== loser);
  s.galleys = s.galleys.filter((g) => g.owner !== loser);
  // The loser's own generals held by others stay out of the game for good.
  s.captives = s.captives.filter((c) => c.owner !== loser);
  if (by !== null) {
    s.players[by].money += p.money;
    for (const prov of PROVINCE_IDS) if (s.owner[prov] === loser) s.owner[prov] = by;
    for (const x of stacks) s.stacks.push({ ...x, owner: by, troops: convert(s, by, x.troops) });
    for (const g of galleys) {
      if (BOX.galley - piecesInPlay(s, by).galley <= 0) continue;
      // Troops aboard need a leader: if the captor's box has no general left for them, they leave the game too.
      const cargo = convert(s, by, g.cargo);
      s.galleys.push({ ...g, owner: by, cargo: leaderCount(cargo) > 0 ? cargo : troops() });
    }
    for (const c of s.captives.filter((x) => x.holder === loser)) {
      if (c.owner === by) {
        // The captor's own generals held by the loser are freed at home.
        s.stacks.push({ owner: by, at: s.players[by].home, troops: troops({ generals: c.count }), used: 2, shipped: false });
        c.count = 0;
      } else c.holder = by;
    }
  } else {
    for (const prov of PROVINCE_IDS) if (s.owner[prov] === loser) s.owner[prov] = null;
    for (const c of s.captives.filter((x) => x.holder === loser)) {
      s.stacks.push({ owner: c.owner, at: s.players[c.owner].home, troops: troops({ generals: c.count }), used: 2, shipped: false });
      c.count = 0;
    }
  }
  p.money = 0;
  s.captives = mergeCaptives(s.captives.filter((c) => c.count > 0));
  normalize(s);
  const left = alive(s);
  if (left.length <= 1 && s.endReason === null) {
    s.endReason = by === null ? 'conceded' : 'lastCaesar';
    s.battle = null;
    events.push({ type: 'gameOver', winner: left[0] ?? null });
  }
}

function mergeCaptives(list: ConquestState['captives']): ConquestState['captives'] {
  const out: ConquestState['captives'] = [];
  for (const c of list) {
    const m = out.find((x) => x.holder === c.holder && x.owner === c.owner);
    if (m) m.count += c.count;
    else out.push({ ...c });
  }
  return out;
}
