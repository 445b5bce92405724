/**
 * Words for the Republic's Discord table: names of senators, cards,
 * factions, decisions, actions, proposals and events, built from the
 * reference data (names are proper nouns, the same in every language) and
 * the game's strings. Everything here formats what it is given: callers
 * decide what is public (board, events) and what is private (the builder).
 */
import type { Translate } from '../../../i18n';
import { FAMILIES, PROVINCES, STATESMEN, cardName as dataCardName } from '../data';
import type { Decision, Proposal, RepublicEvent, RepublicView } from '../types';
import { en } from '../locales/en';
import { localName } from '../locales/names';

type Names = { senators: Record<string, { family: number; statesman: string | null }> } | null;

const ACTIONS = new Set(Object.keys(en.republic.action));
const DECISIONS = new Set(Object.keys(en.republic.decision));
const PROPOSALS = new Set(Object.keys(en.republic.proposal));
const EVENTS = new Set(Object.keys(en.republic.event));
const FIELDS = new Set(Object.keys(en.republic.field));
const CHOICES = new Set(Object.keys(en.republic.choice));
const GAMES = new Set(Object.keys(en.republic.gamesKind));
const MOTIONS = new Set(Object.keys(en.republic.motion));
const WHYS = new Set(Object.keys(en.republic.why));
const SENATOR_KEYS = new Set(['senator', 'persuader', 'target', 'assassin', 'a', 'b', 'candidate', 'dictator', 'sponsor', 'coSponsor', 'commander', 'masterOfHorse',
  'prosecutor', 'accused', 'nominee', 'governor', 'victimSenator', 'pm', 'rome', 'field', 'heir']);
const SEAT_KEYS = new Set(['seat', 'faction', 'victim', 'to', 'from', 'by', 'winner', 'toFaction']);

/** A senator's name; with a translator, in its language (locales/names.ts). */
export function senatorName(id: string, state: Names = null, t?: Translate): string {
  const x = state?.senators[id];
  const code = x ? (x.statesman ?? String(x.family)) : id;
  const name = x ? (x.statesman ? STATESMEN.get(x.statesman)?.name ?? id : FAMILIES.get(x.family)?.name ?? id)
    : /^\d+$/.test(id) ? FAMILIES.get(Number(id))?.name ?? id : STATESMEN.get(id)?.name ?? id;
  return t ? localName(code, t, name) : name;
}

/** A card's name; with a translator, in its language (locales/names.ts). */
export function cardName(id: string, t?: Translate): string {
  let name = id;
  try {
    name = dataCardName(id);
  } catch {
    // An id the data does not know keeps itself as its name.
  }
  return t ? localName(id, t, name) : name;
}

/** A faction's public name: its number, or its Neutral role. */
export function factionName(view: Pick<RepublicView, 'factions'> | null, seat: number, t: Translate): string {
  const f = view?.factions[seat];
  if (f?.neutralRole) return t(`republic.faction.neutral.${f.neutralRole}`);
  return t('republic.faction.seat', { n: seat + 1 });
}

export function talents(n: number, t: Translate): string {
  return t('republic.talents', { count: n });
}

/** A province's name in the language (locales/names.ts). */
export function provinceName(id: string, t: Translate): string {
  return localName(`province:${id}`, t, PROVINCES.get(id)?.name ?? id);
}

/** What is decided; a governor's decisions (2.02, 2.03) name him and his province, both public. */
export function decisionName(d: Pick<Decision, 'kind'> & { senator?: unknown; province?: unknown }, t: Translate): string {
  if (!DECISIONS.has(d.kind)) return t('republic.decision.other', { kind: d.kind });
  return t(`republic.decision.${d.kind}`, {
    province: typeof d.province === 'string' ? provinceName(d.province, t) : '—',
    senator: typeof d.senator === 'string' ? senatorName(d.senator, null, t) : '—',
  });
}

export function proposalName(p: Proposal, t: Translate, state: Names = null): string {
  const name = PROPOSALS.has(p.kind) ? t(`republic.proposal.${p.kind}`) : t('republic.proposal.other', { kind: p.kind });
  if (p.kind === 'deploy') return `${name}: ${deployText(p as unknown as Record<string, unknown>, t, state)}`;
  const rest = fields(p as unknown as Record<string, unknown>, t, state, null);
  return rest ? `${name}: ${rest}` : name;
}

type Force = { commander?: unknown; war?: unknown; legions?: unknown; fleets?: unknown };

/** One commander sent to a war with his legions and fleets. */
export function forceText(f: Force, t: Translate, state: Names): string {
  return t('republic.deploy.force', {
    commander: typeof f.commander === 'string' ? senatorName(f.commander, state, t) : '—',
    war: typeof f.war === 'string' ? (value('war', f.war, t, state, null) ?? '—') : '—',
    legions: t('republic.deploy.legions', { count: Number(f.legions ?? 0) }),
    fleets: t('republic.deploy.fleets', { count: Number(f.fleets ?? 0) }),
  });
}

/** A deploy proposal: the first commander's force and, when both Consuls go, the Rome Consul's force named as such. */
export function deployText(p: Force & { second?: Force }, t: Translate, state: Names): string {
  const first = forceText(p, t, state);
  return p.second ? t('republic.deploy.both', { first, second: forceText(p.second, t, state) }) : first;
}

/**
 * A prosecution's charge (1.09.412-1.09.413) in the rulebook's words: the Corrupt marker for provincial spoils
 * (`corrupt`, or `corrupt:<province>` for a Legate's province, Vatinian Law), the Major marker for a major or a
 * minor prosecution (`major`, `office`), a concession whose corrupt bar shows (`concession:<card id>`).
 */
export function reasonText(reason: string, t: Translate): string | null {
  if (reason === 'corrupt' || reason === 'major' || reason === 'office') return t(`republic.reason.${reason}`);
  if (reason.startsWith('corrupt:')) {
    const p = reason.slice('corrupt:'.length);
    return PROVINCES.has(p) ? t('republic.reason.corruptProvince', { province: provinceName(p, t) }) : null;
  }
  // The card's id follows the prefix: `concession:concession:mining`.
  if (reason.startsWith('concession:')) return t('republic.reason.concession', { concession: cardName(reason.slice('concession:'.length), t) });
  return null;
}

export function value(key: string, v: unknown, t: Translate, state: Names, view: Pick<RepublicView, 'factions'> | null): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') {
    if (key === 'agree' || key === 'milk') return t(v ? 'republic.choice.yes' : 'republic.choice.no');
    if (key === 'passed') return t(v ? 'republic.choice.passed' : 'republic.choice.failed');
    // Two answers that differ only in a yes/no part must not read alike (spoils, a land battle, a law's repeal).
    if (key === 'take') return t(v ? 'republic.label.takeSpoils' : 'republic.label.leaveSpoils');
    if (key === 'fight') return t(v ? 'republic.label.fight' : 'republic.label.holdBack');
    if (key === 'repealAcilian') return v ? t('republic.label.repealAcilian') : null;
    // A rebel governor (2.03) marches on Rome or stays in his province.
    if (key === 'march') return t(v ? 'republic.label.marchOnRome' : 'republic.label.stayInProvince');
    // A governor under the Vatinian Law goes to his province or rules it from Rome.
    if (key === 'inPerson') return t(v ? 'republic.label.inPerson' : 'republic.label.byLegate');
    // The HRAO has the State pay for the units a rebel released, or eliminates them (1.11.35).
    if (key === 'pay') return t(v ? 'republic.label.statePays' : 'republic.label.eliminateUnits');
    // A victor tests his fleets' loyalty too (2.03).
    if (key === 'fleets') return v ? t('republic.label.diceFleets') : null;
    return null;
  }
  if (typeof v === 'number') {
    if (key === 'prepay') return t('republic.label.prepaid', { amount: talents(v, t) });
    if (SEAT_KEYS.has(key)) return factionName(view, v, t);
    if (FIELDS.has(key)) return `${t(`republic.field.${key}`)} ${v}`;
    return String(v);
  }
  if (typeof v === 'string') {
    if (key === 'choice' && CHOICES.has(v)) return t(`republic.choice.${v}`);
    if (key === 'games' && GAMES.has(v)) return t(`republic.gamesKind.${v}`);
    // A minor motion's subject (1.09.83).
    if (key === 'motion' && MOTIONS.has(v)) return t(`republic.motion.${v}`);
    // Who pays to recall disbanded legions (2.04).
    if (key === 'from' && (v === 'senator' || v === 'faction')) return t(v === 'senator' ? 'republic.label.paidBySenator' : 'republic.label.paidByFaction');
    // A province by its name (2.03.7: which governor sends reinforcements).
    if (key === 'province' && PROVINCES.has(v)) return provinceName(v, t);
    // Why an army came home (recalls), what drew mortality chits.
    if ((key === 'why' || key === 'cause') && WHYS.has(v)) return t(`republic.why.${v}`);
    if (key === 'reason') {
      const charge = reasonText(v, t);
      if (charge) return charge;
    }
    if (v.includes(':')) return cardName(v, t);
    if (SENATOR_KEYS.has(key) || /^\d+[ABC]?$/.test(v)) return senatorName(v, state, t);
    return v;
  }
  // Legions are counted, never listed by their numbers (which mean nothing at the table).
  if (Array.isArray(v) && key === 'disband') return t('republic.label.disband', { count: v.length });
  if (Array.isArray(v) && key === 'legions' && v.every((x) => typeof x === 'number')) return t('republic.deploy.legions', { count: v.length });
  if (Array.isArray(v)) {
    const parts = v.map((x) => value(key, x, t, state, view)).filter((x): x is string => !!x);
    return parts.length ? parts.join(', ') : null;
  }
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.kind === 'string' && key === 'proposal') return proposalName(o as unknown as Proposal, t, state);
    if (key === 'knights') return Object.entries(o).map(([id, n]) => `${senatorName(id, state, t)} ×${n}`).join(', ');
    // 2.03.72: provincial fleets sunk in an interception, per province.
    if (key === 'losses') {
      return Object.entries(o).map(([p, n]) => t('republic.label.fleetsOf', { province: provinceName(p, t), fleets: t('republic.deploy.fleets', { count: Number(n) }) })).join(', ') || null;
    }
    // Joiners of a revolt and the province each keeps (2.03 with the Vatinian Law).
    if (key === 'keep') {
      return Object.entries(o).map(([id, p]) => t('republic.label.keeps', { senator: senatorName(id, state, t), province: provinceName(String(p), t) })).join(', ') || null;
    }
    // Maps keyed by senator: per-senator bribes of a vote, a split vote.
    if (key === 'bribes') return Object.entries(o).map(([id, n]) => `${t('republic.field.bribe')} ${senatorName(id, state, t)} ${n}`).join(', ') || null;
    if (key === 'split') return Object.entries(o).map(([id, c]) => `${senatorName(id, state, t)} ${CHOICES.has(String(c)) ? t(`republic.choice.${c}`) : String(c)}`).join(', ') || null;
    const inner = fields(o, t, state, view);
    return inner || null;
  }
  return null;
}

/** The readable parts of an action, proposal or event ("Cornelius → Fabius, bribe 3"). */
export function fields(o: Record<string, unknown>, t: Translate, state: Names, view: Pick<RepublicView, 'factions'> | null): string {
  const out: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    // A vote's per-faction tally is drawn on the result picture, not spelled out in the text.
    if (k === 'type' || k === 'kind' || k === 'id' || k === 'name' || k === 'tally') continue;
    const text = value(k, v, t, state, view);
    if (text) out.push(k === 'to' || k === 'toFaction' ? `→ ${text}` : text);
  }
  return out.join(', ');
}

/** One legal answer as a menu label (at most 100 characters). */
export function actionLabel(a: { type: string } & Record<string, unknown>, t: Translate, state: Names, view: Pick<RepublicView, 'factions'> | null): string {
  const name = ACTIONS.has(a.type) ? t(`republic.action.${a.type}`) : t('republic.action.other', { type: a.type });
  // A governor's build (2.02): armies and fleets counted in words, not as bare numbers.
  const rest = a.type === 'provincialBuild'
    ? t('republic.label.provincialBuild', { armies: t('republic.label.armies', { count: Number(a.armies ?? 0) }), fleets: t('republic.deploy.fleets', { count: Number(a.fleets ?? 0) }) })
    // 4.02.2: the Dominant Player's raise for a Neutral, units counted in words.
    : a.type === 'neutralBuilds'
      ? t('republic.label.neutralBuilds', { legions: t('republic.deploy.legions', { count: Number(a.legions ?? 0) }), fleets: t('republic.deploy.fleets', { count: Number(a.fleets ?? 0) }) })
      : fields(a, t, state, view);
  const label = rest ? `${name}: ${rest}` : name;
  return label.length > 100 ? `${label.slice(0, 99)}…` : label;
}

/** Public events as short lines (events carry no hidden values: the engine keeps them out). */
export function describeEvents(events: unknown[], t: Translate): string[] {
  return (events as RepublicEvent[]).map((e) => {
    if (e.type === 'phase' && typeof e.phase === 'string') return t('republic.event.phase', { phase: t(`republic.phase.${e.phase}`) });
    if (e.type === 'undone' && typeof e.seat === 'number') return t('republic.undo.event', { faction: t('republic.faction.seat', { n: e.seat + 1 }) });
    if (e.type === 'senatorDies' && typeof e.senator === 'string') return t('republic.event.senatorDies', { senator: senatorName(e.senator, null, t) });
    const name = EVENTS.has(e.type) ? t(`republic.event.${e.type}`) : t('republic.event.other', { type: e.type });
    const rest = fields(e, t, null, null);
    return rest ? `${name} (${rest})` : name;
  });
}

const RESULTS = new Set(Object.keys(en.republic.combat.result));

const diceText = (dice: number[]) => (dice.length ? `${dice.join('+')}=${dice.reduce((n, d) => n + d, 0)}` : '—');
const resultText = (result: string, t: Translate) => (RESULTS.has(result) ? t(`republic.combat.result.${result}`) : t('republic.combat.result.other', { result }));

/**
 * A report with its rolls per battle (1.10), per civil war battle (1.11.37) and per test of the legions'
 * loyalty before a revolt (1.11.2): the dice, the sums, the result and the losses, all public.
 */
export function combatReports(events: unknown[], t: Translate): string[] {
  const reported = (e: RepublicEvent) => e.type === 'battle' || e.type === 'civilBattle' || e.type === 'legionLoyalty'
    || (e.type === 'interception' && e.result !== 'none');
  return (events as RepublicEvent[]).filter(reported).map((e) => {
    if (e.type === 'interception') {
      // 2.03.72: the Senate's fleets against rebel reinforcements at sea, or against the Primary Rebel sailing for Rome (2.03.8).
      return t(e.march ? 'republic.combat.interceptionMarch' : 'republic.combat.interception', {
        senator: typeof e.senator === 'string' ? senatorName(e.senator, null, t) : '—',
        province: typeof e.province === 'string' ? provinceName(e.province, t) : '—',
        dice: diceText(Array.isArray(e.dice) ? (e.dice as number[]) : []),
        force: Number(e.force ?? 0), strength: Number(e.rebel_strength ?? 0), total: Number(e.total ?? 0),
        result: resultText(String(e.result), t),
        senate: t('republic.combat.fleets', { count: Number(e.senateLost ?? 0) }), rebels: t('republic.combat.fleets', { count: Number(e.rebelLost ?? 0) }),
      });
    }
    if (e.type === 'civilBattle') {
      return t('republic.combat.civil', {
        commander: senatorName(String(e.commander), null, t), rebel: senatorName(String(e.rebel), null, t),
        dice: diceText(Array.isArray(e.dice) ? (e.dice as number[]) : []),
        force: Number(e.force ?? 0), mil: Number(e.mil ?? 0), strength: Number(e.rebel_strength ?? 0), total: Number(e.total ?? 0),
        result: resultText(String(e.result), t),
        senate: t('republic.combat.legions', { count: Number(e.senateLost ?? 0) }), rebels: t('republic.combat.legions', { count: Number(e.rebelLost ?? 0) }),
      });
    }
    if (e.type === 'legionLoyalty') {
      const rolls = Array.isArray(e.rolls) ? (e.rolls as number[]) : [];
      return t('republic.combat.loyalty', {
        senator: senatorName(String(e.senator), null, t), rolls: rolls.length ? rolls.join(', ') : '—', needed: Number(e.needed ?? 0),
        loyal: Number(e.loyal ?? 0), legions: t('republic.combat.legions', { count: Number(e.of ?? 0) }),
      });
    }
    const dice = Array.isArray(e.dice) ? (e.dice as number[]) : [];
    const result = String(e.result);
    return t('republic.combat.report', {
      kind: t(`republic.combat.kind.${e.kind === 'naval' ? 'naval' : 'land'}`),
      commander: typeof e.commander === 'string' ? senatorName(e.commander, null, t) : typeof e.name === 'string' ? e.name : '—',
      war: typeof e.war === 'string' ? cardName(e.war, t) : '—',
      dice: diceText(dice),
      force: Number(e.force ?? 0), mil: Number(e.mil ?? 0), strength: Number(e.war_strength ?? 0), total: Number(e.total ?? 0),
      result: resultText(result, t),
      legions: t('republic.combat.legions', { count: Number(e.legionsLost ?? 0) }),
      fleets: t('republic.combat.fleets', { count: Number(e.fleetsLost ?? 0) }),
    });
  });
}
