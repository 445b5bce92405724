/**
 * The Conquest II AI as the bot's worker runs it (GamePlugin.ai.entry): the
 * seat's own view in, one action out. Rules and AI only, no Discord.
 */
import type { AiRequest } from '../../core/plugin';
import { chooseFromView } from './ai';
import type { C2View } from './types';

export function chooseAction(request: AiRequest): unknown {
  return chooseFromView(request.view as C2View, request.seat, request.seed);
}
