/**
 * The registry of Senate proposal types. Each kind of business (consul
 * elections, censor, prosecutions, governors, forces, land bills, ...) is one
 * file in ./proposals/ that registers a ProposalType; the Senate's floor,
 * voting, vetoes and interrupts are generic over them (docs/republic-engine.md
 * "Adding a proposal type").
 */
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import type { FloorItem, Proposal, ProposalMap, RepublicState, Seat, SenateStep, Senator } from '../../types';

export interface ProposalType<K extends keyof ProposalMap = keyof ProposalMap> {
  kind: K;
  /** zod shape of the proposal object (with its `kind`). */
  schema: z.ZodType;
  /** Senate steps in which it may be put on the floor (1.09.151: Tribunes too must respect the step). */
  steps: SenateStep[];
  /** Only the Presiding Magistrate may table it (prosecutions: the Censor), never a Tribune. */
  noTribune?: boolean;
  /** Representative legal proposals for `by` now; the first is the most ordinary one. */
  options(s: RepublicState, by: Seat): ProposalMap[K][];
  /** Full legality check for a proposal from outside: refuse() if illegal now. */
  validate(s: RepublicState, p: ProposalMap[K], by: Seat): void;
  /** Identity for 1.09.131: a defeated or vetoed proposal with the same key may not return this turn. */
  key(p: ProposalMap[K]): string;
  /**
   * Identity of a proposal withdrawn because a faction refused its consent, when it names more than `key`
   * does (prosecutions: the Prosecutor). Only that proposal is barred for the turn; another Prosecutor may
   * bring the same charge (ruling 1.09.131). Default: `key`.
   */
  refusedKey?(p: ProposalMap[K]): string;
  /** May it be vetoed (1.09.152)? Default: yes, unless a Dictator proposed it. */
  vetoable?(s: RepublicState, item: FloorItem): boolean;
  /**
   * The vote goes on even if a senator it names dies (land bills, 1.09.721).
   * Otherwise the proposal is checked again when the vote ends and lapses if no longer valid.
   */
  survivesDeaths?: boolean;
  /** Tabled by a card's player rather than the Presiding Magistrate: no unanimous-defeat penalty (laws, 2.06). */
  noUnanimousPenalty?: boolean;
  /** After the consents, before the first call to vote: push a decision and return true to ask something first (2.05 Advocate). */
  beforeVote?(ctx: Ctx, item: FloorItem): boolean;
  /** Just before the votes are counted (the Advocates' trial roll, 2.05): may add bonus votes to the item. */
  beforeCount?(ctx: Ctx, item: FloorItem): void;
  /** Abstaining counts as voting against (land bills, 1.09.14). */
  noAbstain?: boolean;
  /** Factions whose consent the proposal needs before the vote (commanders, sponsors, prosecutors). */
  consents?(s: RepublicState, p: ProposalMap[K], by: Seat): Seat[];
  /** Votes added before counting (a nominee's or an accused's INF). */
  bonus?(s: RepublicState, p: ProposalMap[K]): { yea: number; nay: number };
  /** Extra votes of one senator on this proposal (laws: Cato). */
  senatorBonus?(s: RepublicState, p: ProposalMap[K], x: Senator): number;
  /** Does it pass with these votes? Default: more yeas than nays (1.09.143); the Pontifex's recall needs 2/3. */
  passes?(yea: number, nay: number): boolean;
  /** The proposal passed (1.09.16: at once, nothing can intervene). */
  onPass(ctx: Ctx, item: FloorItem): void;
  /** A faction refused its consent: the proposal leaves the floor before any vote (a law goes back to the hand). */
  onWithdrawn?(ctx: Ctx, item: FloorItem): void;
  /** It failed or was vetoed. */
  onFail?(ctx: Ctx, item: FloorItem, vetoed: boolean): void;
  /** Each senator voting nay (land bills) or yea (repeals) on it, after the vote. */
  onVoted?(ctx: Ctx, item: FloorItem): void;
}

const types = new Map<string, ProposalType<any>>();

export function registerProposal<K extends keyof ProposalMap>(t: ProposalType<K>): void {
  if (types.has(t.kind)) throw new Error(`proposal ${t.kind} registered twice`);
  types.set(t.kind, t);
}

export function proposalType(kind: string): ProposalType<any> {
  const t = types.get(kind);
  if (!t) throw new Error(`unknown proposal kind ${kind}`);
  return t;
}

export function allProposalTypes(): ProposalType<any>[] {
  return [...types.values()];
}

export function proposalKey(p: Proposal): string {
  return `${(p as { kind: string }).kind}:${proposalType((p as { kind: string }).kind).key(p)}`;
}

/** The key a proposal withdrawn by a refused consent is barred under for the rest of the turn (ruling 1.09.131). */
export function refusedProposalKey(p: Proposal): string {
  const kind = (p as { kind: string }).kind;
  const t = proposalType(kind);
  return t.refusedKey ? `refused:${kind}:${t.refusedKey(p)}` : proposalKey(p);
}

/** May `p` not come back to the floor this turn: defeated, vetoed, or withdrawn after a refused consent (1.09.131)? */
export function barredThisTurn(s: RepublicState, p: Proposal): boolean {
  const d = s.senate?.defeated ?? [];
  return d.includes(proposalKey(p)) || d.includes(refusedProposalKey(p));
}
