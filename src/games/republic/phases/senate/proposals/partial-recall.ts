/**
 * Partial recall (1.09.644): the Senate brings some of a proconsul's units
 * back to the Active Forces and leaves him at his war with the rest. Not for a
 * force deployed or reinforced this turn (as a full recall). Within the
 * minimum-force rule (1.09.643): if what stays behind, with his MIL (and a
 * Master of Horse's), is weaker than the war, his faction must consent.
 *
 * Rulings: the proposal names the legions (by id, so the Senate may choose to
 * take veterans) and a number of fleets; at least one unit comes back and at
 * least one stays (bringing everything back is the full recall); fleets leave
 * in the order they are listed. A force left without legions or fleet support
 * is recalled at the close of the Senate as usual (1.09.647).
 */
import { z } from 'zod';
import { emit } from '../../../ctx';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { army, armyPlace, fleetsAt, forceMeetsWar, legionsAt, legionStrength, nominalMil } from '../../../military';
import { rebelTargetStrength } from '../../../civil-war';
import { registerProposal } from '../proposal-types';
import type { Army, Legion, RepublicState } from '../../../types';

export interface PartialRecallProposal { kind: 'partialRecall'; army: number; legions: number[]; fleets: number }

declare module '../../../types' {
  interface ProposalMap { partialRecall: PartialRecallProposal }
}

function recallable(s: RepublicState, a: Army | undefined): a is Army {
  return !!a && a.commander !== null && a.deployedTurn !== s.turn && a.reinforcedTurn !== s.turn;
}

function problem(s: RepublicState, p: PartialRecallProposal): string | null {
  const a = army(s, p.army);
  if (!recallable(s, a)) return 'that force cannot be recalled this turn';
  const here = legionsAt(s, armyPlace(a.id)).map((l) => l.id);
  if (new Set(p.legions).size !== p.legions.length || !p.legions.every((id) => here.includes(id))) return 'name legions of that force';
  const fleets = fleetsAt(s, armyPlace(a.id)).length;
  if (p.fleets > fleets) return 'that force has fewer fleets';
  const back = p.legions.length + p.fleets;
  if (back === 0) return 'recall at least one unit';
  if (back >= here.length + fleets) return 'recalling the whole force is a recall';
  return null;
}

/** What stays with him, against the war (1.09.643), with his and his Master of Horse's MIL. */
function staysStrongEnough(s: RepublicState, p: PartialRecallProposal): boolean {
  const a = army(s, p.army)!;
  const cmd = s.senators[a.commander!];
  const moh = a.masterOfHorse ? s.senators[a.masterOfHorse] : undefined;
  const mil = nominalMil(cmd) + (moh ? moh.mil : 0);
  const left: Legion[] = legionsAt(s, armyPlace(a.id)).filter((l) => !p.legions.includes(l.id));
  const fleets = fleetsAt(s, armyPlace(a.id)).length - p.fleets;
  const rebel = rebelTargetStrength(s, a.war);
  if (rebel !== null) {
    const land = legionStrength(left);
    return land + Math.min(land, mil) >= rebel;
  }
  return forceMeetsWar(s, a.war, mil, left, fleets);
}

registerProposal({
  kind: 'partialRecall',
  schema: z.object({
    kind: z.literal('partialRecall'), army: z.number().int().min(1),
    legions: z.array(z.number().int().min(1).max(25)).max(25), fleets: z.number().int().min(0).max(25),
  }),
  steps: ['business'],
  options(s) {
    // Representative: half of his plain legions (else half of all), keeping his fleets.
    const out: PartialRecallProposal[] = [];
    for (const a of s.armies) {
      if (!recallable(s, a)) continue;
      const ls = legionsAt(s, armyPlace(a.id));
      const order = [...ls.filter((l) => !l.veteran), ...ls.filter((l) => l.veteran)];
      const n = Math.floor(ls.length / 2);
      const p: PartialRecallProposal = { kind: 'partialRecall', army: a.id, legions: order.slice(0, n).map((l) => l.id), fleets: 0 };
      if (problem(s, p) === null) out.push(p);
    }
    return out;
  },
  validate(s, p) {
    const why = problem(s, p);
    need(why === null, REPUBLIC_ERRORS.badProposal, why ?? '');
  },
  key(p) {
    return `${p.army}:${[...p.legions].sort((x, y) => x - y).join(',')}:${p.fleets}`;
  },
  consents(s, p) {
    const a = army(s, p.army);
    const x = a?.commander ? s.senators[a.commander] : undefined;
    return x && x.faction !== null && !staysStrongEnough(s, p) ? [x.faction] : [];
  },
  onPass(ctx, item) {
    const s = ctx.s;
    const p = item.proposal as PartialRecallProposal;
    const place = armyPlace(p.army);
    for (const l of s.legions) if (p.legions.includes(l.id) && l.at === place) l.at = 'active';
    let f = p.fleets;
    for (const u of s.fleets) if (f > 0 && u.at === place) { u.at = 'active'; f--; }
    emit(ctx, 'partialRecall', { army: p.army, legions: p.legions.length, fleets: p.fleets });
  },
});
