/**
 * The Conquest AI as the bot's worker runs it (GamePlugin.ai.entry): the
 * seat's own view in, one action out. Rules and AI only, no Discord.
 */
import type { AiRequest } from '../../core/plugin';
import { chooseAction as choose, type AiLevel } from './ai';
import type { ConquestView } from './types';

/** The bot's levels: 1 is the easy AI; 2 (the default) and above the hard one, which plays to win. */
export function levelOf(level: number): AiLevel {
  return level <= 1 ? 'easy' : 'hard';
}

export function chooseAction(request: AiRequest): unknown {
  return choose(request.view as ConquestView, request.seat, undefined, levelOf(request.level));
}
