/** Registers Conquest of the Empire in core/registry (imported by src/games/index.ts). */
import { registerGame } from '../../core/registry';
import { conquest } from './index';

registerGame(conquest);
