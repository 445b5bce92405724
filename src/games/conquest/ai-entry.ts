/**
 * The Conquest AI as the bot's worker runs it (GamePlugin.ai.entry): the
 * seat's own view in, one action out. Rules and AI only, no Discord.
 */
import type { AiRequest } from '../../core/plugin';
import { chooseAction as choose } from './ai';
import type { ConquestView } from './types';

export function chooseAction(request: AiRequest): unknown {
  return choose(request.view as ConquestView, request.seat);
}
