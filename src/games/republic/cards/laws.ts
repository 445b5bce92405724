/**
 * Laws (1.07.36): played from the hand at any time in the Senate Phase, even
 * before the consular election and with no senator in Rome; they stay in the
 * Laws box for the rest of the game. Rules that a law changes check
 * `state.forum.laws`. Effects that happen when the law is played are here.
 *
 * In force and read elsewhere: Tradition Erodes (consul re-election), Military
 * Reforms (no automatic Consul for Life), Plautian-Papirian (Social War
 * strength), Servilian (+1 to the player's knight rolls).
 * Calpurnian and Acilian fines, Gabinian recruitment and Manilian moves are in
 * ./law-effects.ts; Vatinian legates in ./vatinian.ts.
 */
import { z } from 'zod';
import type { Ctx } from '../ctx';
import { d6, emit } from '../ctx';
import { LAWS } from '../data';
import { need, REPUBLIC_ERRORS } from '../errors';
import { registerAction, registerInterrupt } from '../registry';
import { addInfluence, addPopularity, members } from '../senators';
import { activeWars, findWar, warStrength } from '../wars';
import { takeFromHand } from './play';
import type { CardId, RepublicAction, RepublicState, Seat } from '../types';

export interface PlayLawAction { type: 'playLaw'; card: CardId; repealAcilian?: boolean }

declare module '../types' {
  interface ActionMap { playLaw: PlayLawAction }
}

registerAction('playLaw', z.object({ type: z.literal('playLaw'), card: z.string().max(60), repealAcilian: z.boolean().optional() }));

/** May this law be played now (its card's restriction)? */
export function lawPlayable(s: RepublicState, card: CardId): boolean {
  const def = LAWS.get(card);
  if (!def || s.forum.laws.includes(card)) return false;
  switch (def.requires) {
    case null: return true;
    case 'calpurnianInPlay': return s.forum.laws.includes('law:calpurnian');
    case 'activeWarStrength15':
      // Ruling: the current land + naval strength of the active wars, as for the Dictator (1.09.3).
      return activeWars(s).reduce((n, w) => { const st = warStrength(s, w); return n + st.land + st.naval; }, 0) >= 15;
    case 'pirateWar': return !!findWar(s, 'war:1st-cilician-pirates') || !!findWar(s, 'war:2nd-cilician-pirates');
    case 'socialWar': return !!findWar(s, 'war:social');
  }
}

const onPlay: Record<string, (ctx: Ctx, seat: Seat) => void> = {
  'law:julian': (ctx, seat) => {
    const s = ctx.s;
    s.forum.events = s.forum.events.filter((e) => e.id !== 'event:manpower-shortage');
    s.turnFlags.noRecruitment = false;
    s.unrest = Math.max(0, s.unrest - 3);
    for (const x of members(s, seat)) addInfluence(x, -d6(ctx));
  },
  'law:plautian-papirian': (ctx, seat) => {
    const s = ctx.s;
    s.unrest = Math.max(0, s.unrest - 2);
    for (const x of members(s, seat)) addPopularity(x, -1);
  },
};

registerInterrupt({
  types: ['playLaw'],
  window(s, seat) { return s.phase === 'senate' && s.factions[seat].kind === 'player' && !s.options.advanced.passingLaws; },
  legal(s, seat) {
    if (s.phase !== 'senate' || s.factions[seat].kind !== 'player' || s.options.advanced.passingLaws) return [];
    const out: RepublicAction[] = s.factions[seat].hand.filter((c) => lawPlayable(s, c)).map((card) => ({ type: 'playLaw', card }) as const);
    // The Servilian Law may instead be discarded to repeal the Acilian Law.
    if (s.factions[seat].hand.includes('law:servilian') && s.forum.laws.includes('law:acilian')) out.push({ type: 'playLaw', card: 'law:servilian', repealAcilian: true });
    return out;
  },
  resolve(ctx, seat, a) {
    const s = ctx.s;
    need(a.type === 'playLaw', REPUBLIC_ERRORS.badAction, 'not a law');
    need(s.phase === 'senate', REPUBLIC_ERRORS.notAllowed, 'laws are played in the Senate Phase');
    need(!s.options.advanced.passingLaws, REPUBLIC_ERRORS.notAllowed, 'with Passing Laws (2.06) a law is proposed to the Senate with two sponsors');
    if (a.repealAcilian) {
      need(a.card === 'law:servilian' && s.forum.laws.includes('law:acilian'), REPUBLIC_ERRORS.cannotPlay, 'only the Servilian Law repeals the Acilian Law, while it is in force');
    } else {
      need(lawPlayable(s, a.card), REPUBLIC_ERRORS.cannotPlay, 'this law cannot be played now');
    }
    takeFromHand(s, seat, a.card);
    enactLaw(ctx, seat, a.card, !!a.repealAcilian);
  },
});

/**
 * A law card leaves `seat`'s hand and takes effect: it goes to the Laws box
 * with its effect on play, or (the Servilian Law's other use) it is discarded
 * with the Acilian Law it repeals. The card is already out of the hand.
 */
export function enactLaw(ctx: Ctx, seat: Seat, card: CardId, repealAcilian: boolean): void {
  const s = ctx.s;
  if (repealAcilian) {
    s.discard.push(card, 'law:acilian');
    s.forum.laws.splice(s.forum.laws.indexOf('law:acilian'), 1);
    delete s.forum.lawPlayers['law:acilian'];
    emit(ctx, 'lawRepealed', { seat, law: 'law:acilian', by: card });
    return;
  }
  s.forum.laws.push(card);
  s.forum.lawPlayers[card] = seat;
  emit(ctx, 'lawPlayed', { seat, law: card });
  onPlay[card]?.(ctx, seat);
}



// ---------------------------------------------------------------- Flaccus (7A)

export interface ClaimLandCommissionerAction { type: 'claimLandCommissioner' }

declare module '../types' {
  interface ActionMap { claimLandCommissioner: ClaimLandCommissionerAction }
}

registerAction('claimLandCommissioner', z.object({ type: z.literal('claimLandCommissioner') }));

const LAND_COMMISSIONER = 'concession:land-commissioner';

function flaccusOf(s: RepublicState, seat: Seat) {
  return Object.values(s.senators).find((x) => x.faction === seat && x.rebel === null && x.statesman === '7A');
}

/** M. Fulvius Flaccus may take an unheld Land Commissioner after the prosecutions while a land bill is in force. */
registerInterrupt({
  types: ['claimLandCommissioner'],
  // Flaccus, the Land Commissioner in the Forum and the land bills are public.
  window(s, seat) { return this.legal(s, seat).length > 0; },
  legal(s, seat) {
    const step = s.senate?.step;
    if (s.phase !== 'senate' || (step !== 'governors' && step !== 'business')) return [];
    if (!s.forum.concessions.includes(LAND_COMMISSIONER) || s.landBills.I + s.landBills.II + s.landBills.III === 0) return [];
    return flaccusOf(s, seat) ? [{ type: 'claimLandCommissioner' }] : [];
  },
  resolve(ctx, seat) {
    const s = ctx.s;
    const x = flaccusOf(s, seat);
    need(x && s.forum.concessions.includes(LAND_COMMISSIONER), REPUBLIC_ERRORS.notAllowed, 'Flaccus cannot claim it now');
    s.forum.concessions.splice(s.forum.concessions.indexOf(LAND_COMMISSIONER), 1);
    x.concessions.push({ card: LAND_COMMISSIONER, corrupt: false });
    emit(ctx, 'concessionAssigned', { card: LAND_COMMISSIONER, senator: x.id, how: 'flaccus' });
  },
});
