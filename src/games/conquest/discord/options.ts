/** The options of a Conquest table as the bot opens it (Classic rules, the rulebook's catapult reading). */
import { conquest } from '../index';
import { homesFor } from '../data';
import type { ConquestOptions } from '../types';

export function conquestOptions(players: number, homes?: string[]): ConquestOptions {
  return conquest.parseOptions({ players, ...(homes ? { homes } : {}) });
}

export function allowedHomes(players: number): readonly string[] {
  return homesFor(players);
}
