/**
 * The card census of a Republic game, without vitest: shared by the tests (through helpers.ts) and by
 * the random-game driver, which also runs as a plain script for seed hunts.
 */
import type { RepublicState } from '../../../src/games/republic/types';

/** Every scenario card in the game, wherever it is (1.02: no card in two places). */
export function cardCensus(s: RepublicState): string[] {
  const out: string[] = [...s.deck, ...s.laterDecks.flatMap((d) => d.cards), ...s.discard, ...s.removed];
  for (const f of s.factions) out.push(...f.hand);
  out.push(...s.curia.families.map((n) => `family:${n}`), ...s.curia.concessions, ...s.curia.leaders);
  out.push(...s.forum.concessions, ...s.forum.laws, ...s.forum.specials);
  // Passing Laws (2.06): a law tabled in the Senate is on the floor until its vote ends.
  for (const it of s.senate?.floor ?? []) if ((it.proposal as { kind: string }).kind === 'law') out.push((it.proposal as { card: string }).card);
  // A province in revolt is a war without a card of its own (events Internal Disorder, Pretender).
  // Cleopatra VII played as a leader is still her one card.
  for (const w of s.forum.wars) out.push(...(w.card.startsWith('war:revolt:') ? [] : [w.card]), ...w.leaders.map((l) => (l === 'leader:cleopatra' ? 'special:cleopatra' : l)));
  // Refuge: a leader sheltered by several wars is one card; one waiting on the event card is in play too.
  out.push(...new Set(s.forum.wars.flatMap((w) => w.refuge ?? [])));
  for (const e of s.forum.events) if (e.leader) out.push(e.leader);
  // Cleopatra VII played for a commander stays in play with the Alexandrine War.
  if (s.cleopatra) out.push('special:cleopatra');
  for (const x of Object.values(s.senators)) {
    if (x.familyCard) out.push(`family:${x.family}`);
    if (x.statesman) out.push(`statesman:${x.statesman}`);
    out.push(...x.concessions.map((c) => c.card));
    if (x.bodyguard) out.push(x.bodyguard);
  }
  return out;
}
