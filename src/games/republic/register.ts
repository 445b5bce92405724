/** Registers The Republic of Rome in core/registry (imported by src/games/index.ts). */
import { registerGame } from '../../core/registry';
import { republic } from './index';

registerGame(republic);
