/**
 * The Republic's pictures for board posts, from the PUBLIC view, through the
 * shared render queue: the state of Rome (every board) and the Senate (during
 * the Senate phase). Every word on them comes from the locale files; the
 * renderer (../render) only lays them out. Senators' talents are left off.
 */
import { translator, type Translate } from '../../../i18n';
import { queueRender } from '../../../bot/render-queue';
import { warStrength } from '../wars';
import { renderRome, renderSenate, type RomeLabels, type SenateLabels, type Tone } from '../render';
import { renderMediterranean, type MapLabels } from '../render/map';
import { renderResult, type ResultLabels } from '../render/result';
import { SESSION_ROWS, renderSession, type SessionLabels } from '../render/session';
import { renderFinal, type FinalLabels } from '../render/final';
import { republic } from '../index';
import type { SessionVote } from '../session-record';
import { PROVINCES, PROVINCE_REVOLT_PREFIX, WARS } from '../data';
import { en } from '../locales/en';
import type { Office, Proposal, RepublicState, RepublicView, Senator } from '../types';
import { localName } from '../locales/names';
import { cardName, factionName, proposalName, senatorName, talents } from './text';

const OFFICES: Office[] = ['dictator', 'romeConsul', 'fieldConsul', 'censor', 'masterOfHorse', 'pontifex'];
const STEPS = new Set(Object.keys(en.republic.picture.senateStep));

const inRome = (x: Senator) => x.where.kind === 'rome';
const votesOf = (x: Senator) => (inRome(x) && x.faction !== null ? x.ora + x.knights : 0);

function names(v: RepublicView) {
  return { senators: v.senators } as { senators: Record<string, { family: number; statesman: string | null }> };
}

export function romeLabels(v: RepublicView, t: Translate, locale: string): RomeLabels {
  const placed = v.legions.filter((l) => l.at !== 'pool');
  const fleets = v.fleets.filter((f) => f.at !== 'pool').length;
  const wars = v.forum.wars.map((w) => {
    // The view carries the Forum, which is all the strength needs.
    const str = warStrength(v as unknown as RepublicState, w);
    const status = w.status === 'active' && w.unprosecuted ? 'unprosecuted' : w.status;
    const tone: Tone = w.status === 'active' ? 'red' : w.status === 'imminent' ? 'gold' : 'grey';
    const leaders = w.leaders.length ? ` · ${t('republic.picture.leaders', { names: w.leaders.map((l) => cardName(l, t)).join(', ') })}` : '';
    const armies = v.armies.filter((a) => a.war === w.card).map((a) => t('republic.picture.army', {
      commander: a.commander ? senatorName(a.commander, names(v), t) : '—',
      legions: t('republic.combat.legions', { count: v.legions.filter((l) => l.at === `army:${a.id}`).length }),
      fleets: t('republic.combat.fleets', { count: v.fleets.filter((f) => f.at === `army:${a.id}`).length }),
    }));
    return {
      name: cardName(w.card, t), status: t(`republic.picture.status.${status}`), tone,
      detail: `${t('republic.picture.strength', { land: str.land, naval: str.naval, support: str.fleetSupport })}${leaders}`, armies,
    };
  });
  // Active wars first, then imminent, then inactive.
  const order: Record<Tone, number> = { red: 0, gold: 1, grey: 2, ink: 3 };
  wars.sort((a, b) => order[a.tone] - order[b.tone]);
  return {
    title: t('republic.board.title', { turn: v.turn, phase: t(`republic.phase.${v.phase}`) }).replace(/\*/g, ''),
    korean: locale === 'ko',
    treasury: t('republic.picture.treasury', { amount: talents(v.treasury, t) }),
    unrest: { label: t('republic.picture.unrest', { value: v.unrest }), value: v.unrest },
    forces: t('republic.picture.forces', {
      legions: t('republic.combat.legions', { count: placed.length }), veterans: placed.filter((l) => l.veteran).length,
      fleets: t('republic.combat.fleets', { count: fleets }),
    }),
    landBills: t('republic.picture.landBills', { i: v.landBills.I, ii: v.landBills.II, iii: v.landBills.III }),
    laws: { title: t('republic.picture.laws'), items: v.forum.laws.map((l) => cardName(l, t)) },
    events: { title: t('republic.picture.events'), items: v.forum.events.map((e) => cardName(e.id, t)) },
    wars: { title: t('republic.picture.wars'), none: t('republic.picture.noWars'), items: wars },
    factions: {
      title: t('republic.picture.factions'),
      items: v.factions.filter((f) => !f.eliminated).map((f) => {
        const mine = Object.values(v.senators).filter((x) => x.faction === f.seat);
        return {
          name: factionName(v, f.seat, t),
          detail: t('republic.picture.faction', { count: mine.length, influence: mine.reduce((n, x) => n + x.inf, 0), cards: t('republic.cards', { count: f.handCount }) }),
        };
      }),
    },
  };
}

export function senateLabels(v: RepublicView, t: Translate, locale: string): SenateLabels {
  const step = v.senate?.step && STEPS.has(v.senate.step) ? t(`republic.picture.senateStep.${v.senate.step}`) : t(`republic.phase.${v.phase}`);
  const all = Object.values(v.senators);
  const item = v.senate?.floor.at(-1);
  let floor: SenateLabels['floor'] = null;
  if (item) {
    const yea = item.votes.reduce((n, r) => n + r.yea, 0) + item.bonusYea;
    const nay = item.votes.reduce((n, r) => n + r.nay, 0) + item.bonusNay;
    floor = {
      text: t('republic.picture.floor', { proposal: proposalName(item.proposal, t, names(v)), by: factionName(v, item.by, t) }),
      yea, nay, tally: t('republic.picture.tally', { yea, nay }),
      votes: item.votes.map((r) => (r.abstained
        ? t('republic.picture.abstained', { faction: factionName(v, r.seat, t) })
        : t('republic.picture.vote', { faction: factionName(v, r.seat, t), yea: r.yea, nay: r.nay }))),
    };
  }
  return {
    title: t('republic.picture.senateTitle', { turn: v.turn, step }),
    korean: locale === 'ko',
    offices: OFFICES.filter((o) => o !== 'pontifex' || v.options.advanced.pontifex).map((o) => {
      const x = all.find((y) => y.office === o);
      return {
        office: t(`republic.office.${o}`),
        holder: x ? senatorName(x.id, names(v), t) : t('republic.picture.vacant'),
        faction: x && x.faction !== null ? factionName(v, x.faction, t) : '',
      };
    }),
    floor,
    noFloor: t('republic.picture.noFloor'),
    factions: v.factions.filter((f) => !f.eliminated).map((f) => {
      const mine = all.filter((x) => x.faction === f.seat).sort((a, b) => votesOf(b) - votesOf(a) || b.inf - a.inf);
      return {
        name: factionName(v, f.seat, t),
        detail: t('republic.picture.senateFaction', { count: mine.reduce((n, x) => n + votesOf(x), 0), influence: mine.reduce((n, x) => n + x.inf, 0) }),
        senators: mine.map((x) => {
          const name = `${f.leader === x.id ? '★ ' : ''}${senatorName(x.id, names(v), t)}`;
          const line = t('republic.picture.senator', {
            name: inRome(x) ? name : t('republic.picture.away', { name }), mil: x.mil, ora: x.ora, loy: x.loy, inf: x.inf, pop: x.pop, votes: votesOf(x),
          });
          const tone: Tone = x.office ? 'red' : inRome(x) ? 'ink' : 'grey';
          return { line, tone };
        }),
      };
    }),
  };
}

type Tally = { seat: number; yea: number; nay: number; abstained: boolean }[];
type ResultEvent = { type: 'voteResult' | 'vetoed'; proposal: Proposal; yea?: number; nay?: number; passed?: boolean; seat?: number; tally?: Tally };

/** The last vote counted or vetoed among a move's events, if any. */
export function lastResult(events: unknown[]): ResultEvent | null {
  const e = [...(events as { type?: unknown }[])].reverse().find((x) => (x.type === 'voteResult' || x.type === 'vetoed') && 'proposal' in x);
  return (e as ResultEvent | undefined) ?? null;
}

/** The words of a vote's result picture: the proposal, the outcome, the tally, each faction's open vote. */
export function resultLabels(v: RepublicView, e: ResultEvent, t: Translate, locale: string): ResultLabels {
  const tally = e.tally ?? [];
  const vetoed = e.type === 'vetoed';
  const yea = vetoed ? tally.reduce((n, r) => n + r.yea, 0) : Number(e.yea ?? 0);
  const nay = vetoed ? tally.reduce((n, r) => n + r.nay, 0) : Number(e.nay ?? 0);
  const kind = vetoed ? 'vetoed' : e.passed ? 'passed' : 'defeated';
  return {
    title: t('republic.picture.resultTitle', { turn: v.turn }),
    korean: locale === 'ko',
    proposal: proposalName(e.proposal, t, names(v)),
    outcome: { kind, text: t(`republic.picture.outcome.${kind}`) },
    note: vetoed && typeof e.seat === 'number' ? t('republic.picture.vetoedBy', { faction: factionName(v, e.seat, t) }) : '',
    yea, nay, tally: t('republic.picture.tally', { yea, nay }),
    votes: tally.map((r) => ({
      text: r.abstained
        ? t('republic.picture.abstained', { faction: factionName(v, r.seat, t) })
        : t('republic.picture.vote', { faction: factionName(v, r.seat, t), yea: r.yea, nay: r.nay }),
      kind: r.abstained || (r.yea === 0 && r.nay === 0) ? 'abstained' : r.nay === 0 ? 'yea' : r.yea === 0 ? 'nay' : 'split',
    })),
    noVotes: t('republic.picture.noVotes'),
  };
}

/** The picture of the last vote counted or vetoed among `events`; null when the move voted nothing through. */
export function republicResultPicture(view: RepublicView, events: unknown[], locale: string): Promise<Buffer | null> {
  const e = lastResult(events);
  if (!e) return Promise.resolve(null);
  return safely(() => renderResult(resultLabels(view, e, translator(locale), locale)));
}

/** Every vote counted or vetoed among a move's events, in order (an AI chain may count several). */
export function resultsOf(events: unknown[]): SessionVote[] {
  return (events as ResultEvent[]).filter((e) => (e.type === 'voteResult' || e.type === 'vetoed') && 'proposal' in e).map((e) => {
    const tally = (e.tally ?? []).map((r) => ({ seat: r.seat, yea: r.yea, nay: r.nay, abstained: r.abstained }));
    const vetoed = e.type === 'vetoed';
    return {
      proposal: e.proposal, outcome: vetoed ? 'vetoed' : e.passed ? 'passed' : 'defeated',
      yea: vetoed ? tally.reduce((n, r) => n + r.yea, 0) : Number(e.yea ?? 0), nay: vetoed ? tally.reduce((n, r) => n + r.nay, 0) : Number(e.nay ?? 0),
      tally, ...(vetoed && typeof e.seat === 'number' ? { vetoedBy: e.seat } : {}),
    };
  });
}

/**
 * The Senate session this move closed (adjourned, or the Combat or Revolution Phase begun), when the state
 * holds its record; null otherwise.
 */
export function closedSession(s: Pick<RepublicState, 'turn' | 'senateSession'>, events: unknown[]): SessionVote[] | null {
  const rec = s.senateSession;
  if (!rec) return null;
  const closed = (events as { type?: unknown; phase?: unknown; turn?: unknown }[]).some((e) => (e.type === 'adjourned' && rec.turn === s.turn)
    || (e.type === 'phase' && (e.phase === 'combat' || e.phase === 'revolution') && e.turn === rec.turn));
  return closed ? rec.votes : null;
}

/**
 * The words of a picture of several votes: `kind` 'session' for the whole Senate session of `turn`, 'move' for
 * the votes one post counted.
 */
export function sessionLabels(v: RepublicView, votes: SessionVote[], kind: 'session' | 'move', turn: number, t: Translate, locale: string): SessionLabels {
  const left = Math.max(0, votes.length - SESSION_ROWS);
  return {
    title: t(kind === 'session' ? 'republic.picture.sessionTitle' : 'republic.picture.movesTitle', { turn }),
    korean: locale === 'ko',
    subtitle: t('republic.picture.sessionCount', { count: votes.length }),
    votes: votes.slice(0, SESSION_ROWS).map((x) => ({
      proposal: proposalName(x.proposal, t, names(v)),
      outcome: { kind: x.outcome, text: t(`republic.picture.outcome.${x.outcome}`) },
      yea: x.yea, nay: x.nay, tally: t('republic.picture.tally', { yea: x.yea, nay: x.nay }),
      factions: x.tally.map((r) => (r.abstained
        ? t('republic.picture.abstained', { faction: factionName(v, r.seat, t) })
        : t('republic.picture.vote', { faction: factionName(v, r.seat, t), yea: r.yea, nay: r.nay }))).join(' · ') || t('republic.picture.noVotes'),
      note: typeof x.vetoedBy === 'number' ? t('republic.picture.vetoedBy', { faction: factionName(v, x.vetoedBy, t) }) : '',
    })),
    more: left ? t('republic.picture.sessionMore', { count: left }) : '',
    none: t('republic.picture.sessionNone'),
  };
}

export function republicSessionPicture(view: RepublicView, votes: SessionVote[], kind: 'session' | 'move', turn: number, locale: string): Promise<Buffer | null> {
  return safely(() => renderSession(sessionLabels(view, votes, kind, turn, translator(locale), locale)));
}

/**
 * The words of a finished game's summary picture: the winner (or nobody), the reason it ended, each faction's
 * influence, and Rome at the end. Public facts only: the factions' senators and influence are on the table.
 */
export function finalLabels(s: RepublicState, t: Translate, locale: string): FinalLabels {
  const v = republic.view(s, null);
  const result = republic.result(s);
  const winners = result?.winners ?? [];
  const reason = s.ending?.reason ?? '';
  const why = reason in en.republic.ending ? t(`republic.ending.${reason}`) : t('republic.ending.other', { reason });
  const active = v.forum.wars.filter((w) => w.status === 'active');
  const placed = v.legions.filter((l) => l.at !== 'pool' && l.at !== 'disbanded');
  return {
    title: t('republic.picture.finalTitle', { turn: v.turn }),
    korean: locale === 'ko',
    // One winner or several (a shared victory): the verb's number, not a count shown.
    result: winners.length
      ? t(winners.length === 1 ? 'republic.picture.finalWinner' : 'republic.picture.finalWinners', { factions: winners.map((seat) => factionName(v, seat, t)).join(', ') })
      : t('republic.picture.finalNobody'),
    won: winners.length > 0,
    reason: t('republic.picture.finalReason', { reason: why }),
    influence: {
      title: t('republic.picture.finalInfluence'),
      items: v.factions.map((f) => {
        const value = Object.values(v.senators).filter((x) => x.faction === f.seat).reduce((n, x) => n + x.inf, 0);
        return { name: factionName(v, f.seat, t), value, text: String(value), winner: winners.includes(f.seat) };
      }).sort((a, b) => b.value - a.value),
    },
    rome: {
      title: t('republic.picture.finalRome'),
      lines: [
        t('republic.picture.treasury', { amount: talents(v.treasury, t) }),
        t('republic.picture.unrest', { value: v.unrest }),
        t('republic.picture.forces', {
          legions: t('republic.combat.legions', { count: placed.length }), veterans: placed.filter((l) => l.veteran).length,
          fleets: t('republic.combat.fleets', { count: v.fleets.filter((x) => x.at !== 'pool').length }),
        }),
        `${t('republic.picture.finalWars', { count: active.length })}${active.length ? `: ${active.map((w) => cardName(w.card, t)).join(', ')}` : ''}`,
        v.forum.laws.length ? t('republic.picture.finalLaws', { laws: v.forum.laws.map((l) => cardName(l, t)).join(', ') }) : t('republic.picture.finalNoLaws'),
      ],
    },
  };
}

export function republicFinalPicture(s: RepublicState, locale: string): Promise<Buffer | null> {
  return safely(() => renderFinal(finalLabels(s, translator(locale), locale)));
}

/** Discord refuses attachments over 10 MiB; a failed or oversized picture leaves the post as text. */
async function safely(draw: () => Promise<Buffer>): Promise<Buffer | null> {
  try {
    const png = await queueRender(draw);
    return png.length <= 10 * 1024 * 1024 ? png : null;
  } catch {
    return null;
  }
}

export function republicPicture(view: RepublicView, locale: string): Promise<Buffer | null> {
  return safely(() => renderRome(romeLabels(view, translator(locale), locale)));
}

export function republicSenatePicture(view: RepublicView, locale: string): Promise<Buffer | null> {
  return safely(() => renderSenate(senateLabels(view, translator(locale), locale)));
}

/** Events after which the map is worth a look: battles, wars starting or ending, armies sent, provinces and governors. */
const MAP_EVENTS = new Set([
  'battle', 'civilBattle', 'navalVictory', 'warActive', 'warActivated', 'warImminent', 'warEnded', 'revolt', 'provinceRevolts',
  'provinceCreated', 'deployed', 'governor', 'governorRecalled', 'recalled', 'leaderJoins', 'captured',
]);

/** Whether a board post gets the Mediterranean map: in the Combat Phase, or after a move that changed the map. */
export function mapMatters(phase: string, lastEvents: unknown[]): boolean {
  if (phase === 'combat') return true;
  return (lastEvents as { type?: unknown; phase?: unknown }[]).some((e) => (e.type === 'phase' && e.phase === 'combat') || MAP_EVENTS.has(String(e.type)));
}

export function mapLabels(v: RepublicView, t: Translate, locale: string): MapLabels {
  const count = (at: (x: string) => boolean) => ({
    legions: t('republic.combat.legions', { count: v.legions.filter((l) => at(l.at)).length }),
    fleets: t('republic.combat.fleets', { count: v.fleets.filter((f) => at(f.at)).length }),
  });
  const tone = (status: string): Tone => (status === 'active' ? 'red' : status === 'imminent' ? 'gold' : 'grey');
  return {
    title: t('republic.map.title', { turn: v.turn, phase: t(`republic.phase.${v.phase}`) }),
    korean: locale === 'ko',
    rome: { name: t('republic.map.rome'), detail: t('republic.map.home', count((x) => x === 'active')) },
    provinces: Object.values(v.provinces).map((p) => {
      const garrison = v.legions.filter((l) => l.at === `garrison:${p.id}`).length;
      const parts = [
        p.governor ? t('republic.map.governor', { name: senatorName(p.governor, names(v), t) }) : '',
        garrison ? t('republic.combat.legions', { count: garrison }) : '',
      ].filter(Boolean);
      return { id: p.id, name: localName(`province:${p.id}`, t, PROVINCES.get(p.id)?.name ?? p.id), detail: parts.join(' · ') };
    }),
    wars: v.forum.wars.map((w) => {
      const str = warStrength(v as unknown as RepublicState, w);
      const leaders = w.leaders.length ? ` · ${w.leaders.map((l) => cardName(l, t)).join(', ')}` : '';
      return {
        id: w.card,
        set: WARS.get(w.card)?.set ?? null,
        province: w.card.startsWith(PROVINCE_REVOLT_PREFIX) ? w.card.slice(PROVINCE_REVOLT_PREFIX.length) : null,
        name: cardName(w.card, t),
        tone: tone(w.status),
        detail: w.status === 'inactive' ? '' : `${t('republic.picture.strength', { land: str.land, naval: str.naval, support: str.fleetSupport })}${leaders}`,
        armies: v.armies.filter((a) => a.war === w.card).map((a) => t('republic.picture.army', {
          commander: a.commander ? senatorName(a.commander, names(v), t) : '—', ...count((x) => x === `army:${a.id}`),
        })),
      };
    }),
    legend: {
      active: t('republic.picture.status.active'), imminent: t('republic.picture.status.imminent'), inactive: t('republic.picture.status.inactive'),
      province: t('republic.map.province'), army: t('republic.map.army'),
    },
  };
}

export function republicMapPicture(view: RepublicView, locale: string): Promise<Buffer | null> {
  return safely(() => renderMediterranean(mapLabels(view, translator(locale), locale)));
}
