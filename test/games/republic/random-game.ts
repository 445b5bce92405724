/**
 * A random legal Republic game with every invariant checked after each action: the property tests drive it
 * through fast-check, and it runs as a plain script (no vitest import) for seed hunts over many fresh seeds.
 */
import { Rng, initialRngState } from '../../../src/core/rng';
import { republic } from '../../../src/games/republic';
import { moneyTotal } from '../../../src/games/republic/money';
import { OFFICE_RANK } from '../../../src/games/republic/senators';
import type { RepublicState, Scenario } from '../../../src/games/republic/types';
import { yielder } from '../../support/yield';
import { cardCensus } from './census';

export const ENDINGS = ['consulForLife', 'eraEnds', 'rebel', 'peopleRevolt', 'fourWars', 'bankruptcy'];

export function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

/** Money, places, offices: checked after every action. */
export function checkInvariants(s: RepublicState, census: number): void {
  must(moneyTotal(s) === 100, `money conserved (${moneyTotal(s)})`);
  for (const f of s.factions) must(f.treasury >= 0, 'faction treasuries never negative');
  for (const x of Object.values(s.senators)) {
    must(x.talents >= 0 && x.inf >= 0 && x.pop >= -9 && x.pop <= 9 && x.knights >= 0, `ratings within limits (${x.id})`);
    const w = x.where;
    if (w.kind === 'governor') must(s.provinces[w.province]?.governor === x.id, `governor ${x.id} is his province's governor`);
    if (w.kind === 'army') {
      const a = s.armies.find((y) => y.id === w.army);
      must(!!a && (a.commander === x.id || a.masterOfHorse === x.id), `${x.id} is with his army`);
    }
    if (w.kind === 'forum') must(x.faction === null, 'only unaligned senators wait in the Forum');
    if (w.kind === 'rome') must(x.faction !== null, 'senators in Rome are aligned');
  }
  for (const p of Object.values(s.provinces)) {
    if (!p.governor) continue;
    const g = s.senators[p.governor];
    // Under the Vatinian Law an aligned governor rules through a Legate from wherever he is; a rebel keeps his
    // Legates' provinces only in the basic game (ruling "1.11.32 rebels keep their provinces").
    const inPerson = g?.where.kind === 'governor' && g.where.province === p.id;
    const legate = !!g && s.forum.laws.includes('law:vatinian') && g.faction !== null && (g.rebel === null || !s.options.advanced.rebelGovernors);
    // 2.03: a governor who revolted and marched on Rome keeps his province in revolt behind him.
    const marching = !!g && s.options.advanced.rebelGovernors && g.rebel === 'primary' && g.where.kind === 'rebel';
    must(inPerson || legate || marching, `province ${p.id} governor away in it or through a Legate`);
  }
  for (const a of s.armies) for (const id of [a.commander, a.masterOfHorse]) if (id) must(s.senators[id]?.where.kind === 'army', `army ${a.id} commander at war`);
  // A senator is in exactly one place: no family number twice (the Gracchi and Licinii aside), every card once.
  const fams = Object.values(s.senators).filter((x) => x.familyCard).map((x) => x.family);
  must(new Set(fams).size === fams.length, 'each family card once');
  const cards = cardCensus(s);
  must(new Set(cards).size === cards.length, 'no card in two places');
  must(cards.length === census, `no card lost or created (${cards.length} vs ${census})`);
  for (const o of OFFICE_RANK) must(Object.values(s.senators).filter((x) => x.office === o).length <= 1, `one ${o} at most`);
  must(s.legions.length === 25 && s.fleets.length === 25, '25 legions and 25 fleets');
  for (const u of [...s.legions, ...s.fleets]) {
    if (u.at.startsWith('army:')) must(s.armies.some((a) => `army:${a.id}` === u.at), `unit ${u.at} belongs to an army`);
  }
  must(s.escrow >= 0 && s.unrest >= 0, 'escrow and unrest never negative');
}

/** The public view must not contain any hidden value: hand cards, faction treasuries, sealed counter-bribes. */
export function checkViews(s: RepublicState): void {
  const probe = structuredClone(s);
  probe.factions.forEach((f, seat) => { f.treasury = 90_000 + 1_001 * seat; });
  if (probe.forumState?.persuasion) {
    for (const f of probe.factions) probe.forumState.persuasion.secret[String(f.seat)] = 80_000 + 1_001 * f.seat;
  }
  const pub = JSON.stringify(republic.view(probe, null));
  for (const f of probe.factions) {
    const hidden = f.kind === 'player';
    if (hidden) {
      must(!pub.includes(String(90_000 + 1_001 * f.seat)), `public view hides faction ${f.seat}'s treasury`);
      for (const c of f.hand) must(!pub.includes(`"${c}"`), `public view hides ${c}`);
    }
    if (probe.forumState?.persuasion) must(!pub.includes(String(80_000 + 1_001 * f.seat)), 'public view hides sealed counter-bribes');
    const mine = JSON.stringify(republic.view(probe, f.seat));
    for (const g of probe.factions) {
      if (g.seat === f.seat || g.kind === 'neutral') continue;
      must(!mine.includes(String(90_000 + 1_001 * g.seat)), `faction ${f.seat} cannot see ${g.seat}'s treasury`);
      for (const c of g.hand) must(!mine.includes(`"${c}"`), `faction ${f.seat} cannot see ${g.seat}'s ${c}`);
      if (probe.forumState?.persuasion) must(!mine.includes(String(80_000 + 1_001 * g.seat)), 'sealed bids stay sealed');
    }
  }
  must(!pub.includes('"rng"') && !pub.includes('"bank"'), 'no generator state or bank in views');
}

/**
 * Ruling "Interrupt windows": who is listed as able to act does not depend on
 * hidden information. Swapping every hidden hand for as many blank cards and
 * every treasury for another amount leaves the list unchanged.
 */
/**
 * Events go to everyone: they never name a card that is in a player's hand, except a law just tabled in
 * the open whose sponsor refused (2.06: it goes back to the hand, seen by all).
 */
export function checkEventsHideHands(s: RepublicState, events: readonly { type: string; proposal?: unknown }[]): void {
  const told = JSON.stringify(events);
  const shown = new Set(events.filter((e) => e.type === 'consentRefused').map((e) => (e.proposal as { card?: string } | undefined)?.card));
  for (const f of s.factions) if (f.kind === 'player') for (const c of f.hand) must(!told.includes(`"${c}"`) || shown.has(c), `events hide ${c}`);
}

export function checkActiveIsPublic(s: RepublicState, active: number[]): void {
  const probe = structuredClone(s);
  for (const f of probe.factions) {
    if (f.kind !== 'player') continue;
    f.hand = f.hand.map((_, i) => `blank:${i}`);
    f.treasury += 37;
  }
  must(JSON.stringify(republic.activePlayers(probe)) === JSON.stringify(active), 'activePlayers gives no hidden card away');
}

/**
 * `advanced`: every advanced rule of 2.01-2.06 on (2.03's optional rebels' veterans only with `rebelVeterans`, so
 * that the fixed seeds play the games they were found with). `activeShare`: the share of decisions (0-1) answered with
 * one of the answers after the first (the most passive), so that revolts, vetoes and assassinations come up more.
 */
export async function playRandom(players: number, scenario: Scenario, seed: string, anySeat: boolean, advanced = false, rebelVeterans = false, activeShare = 0): Promise<RepublicState> {
  const pause = yielder();
  const on = { pontifex: advanced, provincialWars: advanced, rebelGovernors: advanced, rebelVeterans: advanced && rebelVeterans, disbandment: advanced, advocates: advanced, passingLaws: advanced };
  let s = republic.setup(republic.parseOptions({ players, scenario, advanced: on }), seed);
  const census = cardCensus(s).length;
  checkInvariants(s, census);
  const rng = new Rng(initialRngState(`pick:${seed}`));
  for (let step = 0; step < 60_000 && !republic.result(s); step++) {
    const active = republic.activePlayers(s);
    must(active.length > 0, 'someone can always act');
    must(republic.legalActions(s, active[0]).length > 0, `the deciding seat ${active[0]} has a legal action`);
    if (step % 10 === 0) checkActiveIsPublic(s, active);
    // The other seats listed only have an interrupt window open: they may hold nothing to use in it.
    let seat = anySeat ? rng.pick(active) : active[0];
    if (republic.legalActions(s, seat).length === 0) seat = active[0];
    const actions = republic.legalActions(s, seat);
    const a = activeShare > 0 && actions.length > 1 && rng.int(0, 999) < activeShare * 1000 ? rng.pick(actions.slice(1)) : rng.pick(actions);
    const r = republic.apply(s, seat, republic.parseAction(JSON.parse(JSON.stringify(a))));
    if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
    checkInvariants(s, census);
    checkEventsHideHands(s, r.events);
    if (step % 40 === 0) checkViews(s);
    await pause();
  }
  return s;
}

