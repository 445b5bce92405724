/** Numbers' AI as the bot's worker runs it (GamePlugin.ai.entry). */
import type { AiRequest } from '../../core/plugin';
import { chooseAction as choose } from './ai';
import type { NumbersView } from './types';

export function chooseAction(request: AiRequest): unknown {
  return choose(request.view as NumbersView, request.level);
}
