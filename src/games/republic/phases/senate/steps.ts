/**
 * The order of Senate business (1.09.2-1.09.6): what happens by itself at
 * each step (automatic appointments of the last possible candidates, moving
 * on when a step has nothing left), and what the Presiding Magistrate may do
 * besides proposing (decline a Dictator, end prosecutions, adjourn).
 */
import type { Ctx } from '../../ctx';
import { emit } from '../../ctx';
import { push } from '../../registry';
import { offerCalpurnianFine } from '../../cards/law-effects';
import { makePontifex, pontifexCandidates, pontifexRule } from './proposals/pontifex';
import { officeHolder } from '../../senators';
import type { RepublicAction, RepublicState } from '../../types';
import { senate } from './core';
import {
  appointingConsul, censorCandidates, dictatorCandidates, dictatorCondition, electConsuls, makeCensor, possiblePairs,
} from './proposals/elections';
import { candidatesFor, appointGovernors, vacantProvinces } from './proposals/governors';
import { endProsecutions, prosecutionOptions } from './proposals/prosecution';

/** Non-proposal choices of the Presiding Magistrate at this step; the first is the most passive. */
export function stepOptions(s: RepublicState): RepublicAction[] {
  switch (senate(s).step) {
    case 'dictator': return [{ type: 'done' }];
    case 'prosecutions': return [{ type: 'done' }];
    case 'business': return [{ type: 'adjourn' }];
    default: return [];
  }
}

/**
 * Does what the rules do without a vote at the current step; true if anything
 * changed (the Senate then looks again), false if the Presiding Magistrate must
 * now make a proposal.
 */
export function stepAutomatic(ctx: Ctx): boolean {
  const s = ctx.s;
  const sn = senate(s);
  switch (sn.step) {
    case 'consuls': {
      if (sn.consulsElected) { sn.step = pontifexRule(s) ? 'pontifex' : 'dictator'; return true; }
      const pairs = possiblePairs(s);
      if (pairs.length === 0) {
        // Nobody can be elected: the old Consuls stay (ruling, 1.09.21).
        sn.consulsElected = true;
        emit(ctx, 'noConsularElection', {});
        return true;
      }
      if (pairs.length === 1) {
        electConsuls(ctx, pairs[0].a, pairs[0].b, 'appointed');
        return true;
      }
      return false;
    }
    case 'pontifex': {
      // 2.01: elected right after the consuls while the office is vacant; the last candidate is appointed.
      const c = pontifexCandidates(s);
      if (c.length === 0) { sn.step = 'dictator'; return true; }
      if (c.length === 1) { makePontifex(ctx, c[0].id, 'appointed'); return true; }
      return false;
    }
    case 'dictator': {
      if (sn.dictatorDone || sn.censorDone || !dictatorCondition(s) || dictatorCandidates(s).length === 0) {
        sn.step = 'censor';
        return true;
      }
      if (!s.turnFlags.notes.includes('dictatorOffered')) {
        s.turnFlags.notes.push('dictatorOffered');
        const consul = appointingConsul(s);
        if (consul && consul.faction !== null) {
          push(ctx, { kind: 'dictatorAppointment', seat: consul.faction, candidate: null });
          return true;
        }
      }
      return false;
    }
    case 'censor': {
      if (sn.censorDone) { sn.step = 'prosecutions'; return true; }
      const c = censorCandidates(s);
      if (c.length === 0) {
        sn.censorDone = true;
        emit(ctx, 'noCensor', {});
        return true;
      }
      if (c.length === 1) {
        makeCensor(ctx, c[0].id, 'appointed');
        return true;
      }
      return false;
    }
    case 'prosecutions': {
      // Calpurnian Law: the fine comes first, once a turn.
      if (offerCalpurnianFine(ctx)) return true;
      const censor = officeHolder(s, 'censor');
      const presiding = censor && censor.where.kind === 'rome' && !sn.steppedDown.includes(censor.id);
      if (!presiding || sn.prosecutions.done || prosecutionOptions(s).length === 0) {
        endProsecutions(ctx);
        sn.step = 'governors';
        return true;
      }
      return false;
    }
    case 'governors': {
      const open = vacantProvinces(s).filter((p) => candidatesFor(s, p).length > 0);
      if (open.length === 0) { sn.step = 'business'; return true; }
      // The last eligible candidate is appointed (1.09.5).
      for (const p of open) {
        const c = candidatesFor(s, p);
        if (c.length === 1) {
          appointGovernors(ctx, [{ province: p, senator: c[0].id }]);
          return true;
        }
      }
      return false;
    }
    default:
      return false;
  }
}
