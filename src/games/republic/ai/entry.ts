/**
 * The Republic of Rome AI as the bot's worker runs it (GamePlugin.ai.entry):
 * the seat's own view in, one action out. Rules and AI only, no Discord.
 */
// The worker loads this file alone: every rule must register itself before the AI lists legal answers.
import '../rules';
import type { AiRequest } from '../../../core/plugin';
import { aiInterrupt, chooseAction as choose } from './index';
import type { RepublicView } from '../types';

export function chooseAction(request: AiRequest): unknown {
  // A seat asked while another decides is asked for its interrupt (the table asks only when there is one).
  const view = request.view as RepublicView;
  return aiInterrupt(view, request.seat) ?? choose(view, request.seat, request.seed);
}

/** Out of turn (GameAdapter.computerInterrupters): the interrupt the seat takes now, or null. */
export function interrupt(request: AiRequest): unknown {
  return aiInterrupt(request.view as RepublicView, request.seat);
}
