/**
 * Texts of the Conquest II Discord views: action labels, unit lists, event
 * lines. Players are named by colour here (the builder and the event lines
 * have no member names); board posts add the members' names.
 */
import type { Translate } from '../../../i18n';
import { PROVINCES, SEAS } from '../../conquest/data';
import { cardDef } from '../data';
import type { C2Action, C2Event, C2State, Units } from '../types';

const LABEL_MAX = 100;

/** A province or sea in the reader's language: the Classic game's place names (conquest.place.*), which the map draws too. */
export function placeName(id: string, t: Translate): string {
  const key = `conquest.place.${id}`;
  const text = t(key);
  return text !== key ? text : PROVINCES[id]?.name ?? SEAS[id]?.name ?? id;
}

export function colour(seat: number, t: Translate): string {
  return t(`conquest2.colour.${seat % 6}`);
}

export function unitsText(u: Partial<Units> & { galley?: number }, t: Translate): string {
  const parts: string[] = [];
  for (const k of ['infantry', 'cavalry', 'catapult', 'galley', 'general'] as const) {
    const n = u[k] ?? 0;
    if (n > 0) parts.push(t(`conquest2.unit.${k}`, { count: n }));
  }
  if ((u.caesar ?? 0) > 0) parts.push(t('conquest2.unit.caesar'));
  return parts.join(', ') || '—';
}

export function cardName(id: string, t: Translate): string {
  const d = cardDef(id);
  switch (d.kind) {
    case 'merchant': return t('conquest2.card.merchant', { province: placeName(d.province!, t) });
    case 'senateVote': return t(`conquest2.card.senateVote.${d.effect}`);
    case 'senator': return `${t('conquest2.card.senator')} ${'I'.repeat(Math.min(3, d.value!))}${d.value === 4 ? 'V' : ''}`.replace('IIIV', 'IV');
    case 'diplomacy': return d.province ? t('conquest2.card.diplomacy', { province: placeName(d.province, t) }) : t('conquest2.card.pirates');
    case 'buildCity': return t('conquest2.card.buildCity', { provinces: d.provinces!.map((x) => placeName(x, t)).join(' / ') });
    case 'barbarians': return t('conquest2.card.barbarians', { province: placeName(d.province!, t) });
    default: return t(`conquest2.card.${d.kind}`);
  }
}

function galleysText(galleys: Record<string, number>, t: Translate): string {
  const n = Object.values(galleys).reduce((x, y) => x + y, 0);
  return n === 0 ? '—' : t('conquest2.unit.galley', { count: n });
}

export function lossText(losses: readonly string[] | undefined, t: Translate): string {
  return (losses ?? ['infantry', 'cavalry', 'catapult', 'galley']).map((k) => t(`conquest2.act.lossOrder.${k}`)).join(' › ');
}

function clip(s: string): string {
  return s.length <= LABEL_MAX ? s : `${s.slice(0, LABEL_MAX - 1)}…`;
}

/** A short label for any action the engine lists. */
export function actionLabel(s: C2State, a: C2Action, t: Translate): string {
  const who = (seat: number | null) => (seat === null ? '—' : colour(seat, t));
  switch (a.type) {
    case 'bid': return clip(t('conquest2.act.bid', { amount: a.amount, a: who(a.a), b: who(a.b) }));
    case 'place': {
      const [main, ...rest] = Object.entries(a.units).sort((x, y) => y[1].infantry + y[1].cavalry - x[1].infantry - x[1].cavalry);
      return clip(t('conquest2.act.place', { province: placeName(main[0], t), others: rest.map(([p]) => placeName(p, t)).join(', ') || '—', sea: placeName(a.galley, t) }));
    }
    case 'take': {
      const extra = a.province ? ` · ${placeName(a.province, t)}` : a.target !== undefined ? ` · ${who(a.target)}` : a.from ? ` · ${placeName(a.from, t)}` : '';
      return clip(t('conquest2.act.take', { card: cardName(a.card, t), price: cardDef(a.card).price }) + extra);
    }
    case 'recruit': {
      const u = { ...a.units, galley: a.galleys };
      return clip(t('conquest2.act.recruit', { units: unitsText(u, t), province: placeName(a.at, t) }));
    }
    case 'influence': return clip(t('conquest2.act.influence', {
      province: placeName(a.at, t), from: a.from.map((x) => (x === 'token' ? t('conquest2.act.token') : who(x))).join(', '), cost: 10 * a.from.length,
    }));
    case 'tax': return t('conquest2.act.tax', { amount: a.amount, chaos: a.amount / 5 });
    case 'move': return clip(a.moves.map((m) => t(m.amphibious ? 'conquest2.act.amphibious' : 'conquest2.act.move', { units: unitsText(m.units, t), from: placeName(a.from, t), to: placeName(m.to, t) })).join('; '));
    case 'attack':
      if (!a.galleys && !a.losses) return clip(t('conquest2.act.attack', { player: who(a.target), province: placeName(a.at, t) }));
      return clip(t('conquest2.act.attackWith', { player: who(a.target), province: placeName(a.at, t), galleys: galleysText(a.galleys ?? {}, t), losses: lossText(a.losses, t) }));
    case 'muster': {
      if (a.units) {
        const lent = { ...a.units, galley: Object.values(a.galleys).reduce((x, y) => x + y, 0) };
        return clip(lent.infantry + lent.cavalry + lent.catapult + lent.galley === 0 ? t('conquest2.act.lendNothing') : t('conquest2.act.lend', { units: unitsText(lent, t) }));
      }
      return clip(t('conquest2.act.muster', { galleys: galleysText(a.galleys, t), losses: lossText(a.losses, t) }));
    }
    case 'wind': return t(a.avoid ? 'conquest2.act.windAvoid' : 'conquest2.act.windFight');
    case 'naval': return clip(a.attack === null ? t('conquest2.act.naval', { sea: placeName(a.to, t) }) : t('conquest2.act.navalAttack', { sea: placeName(a.to, t), player: who(a.attack) }));
    case 'use': {
      if (a.what) return clip(t('conquest2.act.assassin', { player: who(a.target ?? null), what: a.what === 'general' ? `${t('conquest2.unit.general', { count: 1 })} (${placeName(a.at ?? '', t)})` : t('conquest2.card.senator') }));
      return clip(t('conquest2.act.use', { card: cardName(a.card, t) }));
    }
    case 'retreat': return clip(t('conquest2.act.retreatTo', { province: placeName(a.to, t) }));
    case 'vote': return clip(t('conquest2.act.voteWith', { senators: a.senators.join(' + '), votes: a.senators.reduce((x, y) => x + y, 0) }));
    default: return t(`conquest2.action.${a.type}`);
  }
}

/** One line per public event, players by colour. */
export function describeEvent(e: C2Event, t: Translate): string | null {
  const p = (x: unknown) => (typeof x === 'number' ? colour(x, t) : '—');
  const seat = p(e.seat);
  switch (e.type) {
    case 'bid': return t('conquest2.ev.bid', { player: seat, amount: e.amount as number, a: p(e.a), b: p(e.b) });
    case 'auctionWon': return t('conquest2.ev.auctionWon', { player: seat, amount: e.amount as number, a: p(e.a), b: p(e.b) });
    case 'placed': return t('conquest2.ev.placed', { player: seat });
    case 'cardTaken': return t('conquest2.ev.cardTaken', { player: seat, card: cardDef(e.card as string).kind === 'senator' ? t('conquest2.card.senator') : cardName(e.card as string, t) });
    case 'recruited': return t('conquest2.ev.recruited', { player: seat, units: unitsText({ ...(e.units as Units), galley: e.galleys as number }, t), province: placeName(e.at as string, t) });
    case 'influenceBought': return t('conquest2.ev.influenceBought', { player: seat, count: (e.from as unknown[]).length, province: placeName(e.at as string, t) });
    case 'influenceGained': return t('conquest2.ev.influenceBought', { player: seat, count: e.count as number, province: placeName(e.at as string, t) });
    case 'taxed': return t('conquest2.ev.taxed', { player: seat, amount: e.amount as number });
    case 'moved': return t('conquest2.ev.moved', { player: seat, from: placeName(e.from as string, t), to: (e.moves as { to: string }[]).map((m) => placeName(m.to, t)).join(', ') });
    case 'sailed': return t('conquest2.ev.sailed', { player: seat, sea: placeName(e.to as string, t), count: e.count as number });
    case 'battleStarted': return t('conquest2.ev.battleStarted', { player: seat, target: p(e.target), province: placeName(e.at as string, t) });
    case 'battleRound': case 'navalRound': {
      const faces = (x: unknown) => (x as string[]).map((f) => t(`conquest2.face.${f}`)).join('');
      return t('conquest2.ev.battleRound', { round: e.round as number, attacker: faces(e.attackerRoll), defender: faces(e.defenderRoll) });
    }
    case 'retreated': return t('conquest2.ev.retreated', { player: seat, province: placeName(e.to as string, t) });
    case 'battleWon': return t('conquest2.ev.battleWon', { player: seat, loser: p(e.loser), where: placeName(e.at as string, t) });
    case 'galleysCalled': return t('conquest2.ev.galleysCalled', { player: seat, count: Object.values(e.galleys as Record<string, number>).reduce((x, y) => x + y, 0) });
    case 'lent': return (e.count as number) > 0 ? t('conquest2.ev.lent', { player: seat, ally: p(e.to), count: e.count as number }) : null;
    case 'navalMuster': return t('conquest2.ev.navalMuster', { player: seat, target: p(e.target), sea: placeName(e.at as string, t) });
    case 'windAsked': return t('conquest2.ev.windAsked', { player: seat, sea: placeName(e.at as string, t) });
    case 'windDeclined': return t('conquest2.ev.windDeclined', { player: seat, sea: placeName(e.at as string, t) });
    case 'battleAvoided': return t('conquest2.ev.battleAvoided', { player: seat });
    case 'navalDrawn': return t('conquest2.ev.navalDrawn', { sea: placeName(e.at as string, t) });
    case 'voteCalled': return t('conquest2.ev.voteCalled', { player: seat, card: cardName(e.card as string, t) });
    case 'voted': return t('conquest2.ev.voted', { player: seat, votes: (e.senators as number[]).reduce((a, b) => a + b, 0) });
    case 'voteWon': return t('conquest2.ev.voteWon', { player: seat, card: cardName(e.card as string, t) });
    case 'voteFailed': return t('conquest2.ev.voteFailed', { card: cardName(e.card as string, t) });
    case 'senatorReturned': return t('conquest2.ev.senatorReturned', { player: seat });
    case 'merchant': return t('conquest2.ev.gained', { player: seat, amount: e.talents as number, card: cardName(e.card as string, t) });
    case 'looted': return t('conquest2.ev.gained', { player: seat, amount: e.talents as number, card: t('conquest2.card.loot') });
    case 'assassinated': return t('conquest2.ev.assassinated', { player: seat, target: p(e.target) });
    case 'senatorBribed': return t('conquest2.ev.bribed', { player: seat, target: p(e.target) });
    case 'cityBuilt': return t('conquest2.ev.cityBuilt', { player: seat, province: placeName(e.at as string, t) });
    case 'barbariansRepelled': return t('conquest2.ev.barbarians', { player: seat, province: placeName(e.at as string, t) });
    case 'slaveRevolt': return t('conquest2.ev.slaveRevolt', { province: placeName(e.at as string, t) });
    case 'galleysGained': return t('conquest2.ev.galleysGained', { player: seat, count: e.count as number, sea: placeName(e.at as string, t) });
    case 'passed': return t('conquest2.ev.passed', { player: seat });
    case 'resigned': return t('conquest2.ev.resigned', { player: seat });
    case 'undone': return t('conquest2.ev.undone', { player: seat });
    // Sealed bids and votes: a hand-in names the seat only; the values come with the reveal.
    case 'sealedBid': return t('conquest2.ev.sealedBid', { player: seat });
    case 'sealedVote': return t('conquest2.ev.sealedVote', { player: seat });
    case 'bidsRevealed': return t('conquest2.ev.bidsRevealed', {
      n: (e.number as number) + 1,
      bids: (e.bids as { seat: number; amount: number | null; a: number | null; b: number | null }[])
        .map((x) => `${p(x.seat)} ${x.amount === null ? t('conquest2.sealed.pass') : `${t('conquest2.talents', { count: x.amount })} (A: ${p(x.a)}, B: ${p(x.b)})`}`).join(' · '),
    });
    case 'votesRevealed': return t('conquest2.ev.votesRevealed', {
      card: cardName(e.card as string, t),
      votes: (e.ballots as { seat: number; senators: number[] | null }[])
        .map((x) => `${p(x.seat)} ${x.senators === null ? t('conquest2.sealed.pass') : `${x.senators.join(' + ')} = ${t('conquest2.sealed.votes', { count: x.senators.reduce((a, b) => a + b, 0) })}`}`).join(' · '),
    });
    case 'alliances': return t('conquest2.ev.alliances', { order: (e.boxes as (number | null)[]).map((x, i) => (x === null ? null : `${i + 1}. ${p(x)}`)).filter(Boolean).join(' · ') });
    case 'seasonScored': return t('conquest2.ev.seasonScored', { season: e.season as number });
    case 'gameOver': return t('conquest2.ev.gameOver');
    default: return null;
  }
}

export function describeEvents(events: unknown[], t: Translate): string[] {
  return (events as C2Event[]).map((e) => describeEvent(e, t)).filter((x): x is string => !!x);
}
