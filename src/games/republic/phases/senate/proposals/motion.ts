/**
 * Minor motions (1.09.83): a non-binding motion of thanks or of censure of one
 * senator, voted on like any proposal and recorded in the turn's session
 * record, with no effect whatever the outcome and no penalty when it fails.
 *
 * Ruling 1.09.83: "anyone may make" one, and in the engine that is whoever may
 * table a proposal: the Presiding Magistrate, or any faction through a Tribune.
 * Only during other business (after the elections, prosecutions and governors,
 * whose order 1.09.151 protects); each motion once a turn whatever its outcome
 * (a carried motion would otherwise be repeated for ever); the samples listed
 * are thanks and censure of the office holders, any senator may be named.
 */
import { z } from 'zod';
import { need, REPUBLIC_ERRORS } from '../../../errors';
import { OFFICE_RANK } from '../../../senators';
import { senate } from '../core';
import { proposalKey, registerProposal } from '../proposal-types';
import type { SenatorId } from '../../../types';

export type MotionSubject = 'thanks' | 'censure';
export interface MotionProposal { kind: 'motion'; motion: MotionSubject; senator: SenatorId }

declare module '../../../types' {
  interface ProposalMap { motion: MotionProposal }
}

registerProposal({
  kind: 'motion',
  schema: z.object({ kind: z.literal('motion'), motion: z.enum(['thanks', 'censure']), senator: z.string().min(1).max(8) }),
  steps: ['business'],
  noUnanimousPenalty: true,
  options(s) {
    const out: MotionProposal[] = [];
    for (const o of OFFICE_RANK) {
      const x = Object.values(s.senators).find((y) => y.office === o);
      if (!x) continue;
      for (const motion of ['thanks', 'censure'] as const) out.push({ kind: 'motion', motion, senator: x.id });
    }
    return out;
  },
  validate(s, p) {
    need(!!s.senators[p.senator], REPUBLIC_ERRORS.badTarget, 'no such senator');
  },
  key(p) {
    return `${p.motion}:${p.senator}`;
  },
  onPass(ctx, item) {
    const p = item.proposal as MotionProposal;
    // Nothing changes (the vote's result is the record); the motion is spent for the turn like a defeated one.
    senate(ctx.s).defeated.push(proposalKey(p));
  },
});
