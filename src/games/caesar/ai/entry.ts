/**
 * The Caesar! AI as the bot's worker runs it (GamePlugin.ai.entry): the side's
 * own view in, one action out; and the coach's analysis (hint, review).
 * Rules and AI only, no Discord.
 */
import type { AiRequest } from '../../../core/plugin';
import { chooseAction as choose } from './index';
import { analyse as coachAnalyse, type CoachRequest } from './coach';
import type { CaesarView } from '../types';

export function chooseAction(request: AiRequest): unknown {
  return choose(request.view as CaesarView, request.level, request.seed);
}

export function analyse(request: unknown): unknown {
  return coachAnalyse(request as CoachRequest);
}
