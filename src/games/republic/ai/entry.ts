/**
 * The Republic of Rome AI as the bot's worker runs it (GamePlugin.ai.entry):
 * the seat's own view in, one action out. Rules and AI only, no Discord.
 */
import type { AiRequest } from '../../../core/plugin';
import { chooseAction as choose } from './index';
import type { RepublicView } from '../types';

export function chooseAction(request: AiRequest): unknown {
  return choose(request.view as RepublicView, request.seat, request.seed);
}
