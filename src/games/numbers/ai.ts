/** The computer player of Numbers: from its own view only, it plays its highest card (level 1: its lowest). */
import type { NumbersAction, NumbersView } from './types';

export function chooseAction(view: NumbersView, level: number): NumbersAction {
  if (!view.hand || view.hand.length === 0) throw new Error('no card to play');
  const card = level <= 1 ? Math.min(...view.hand) : Math.max(...view.hand);
  return { type: 'play', card };
}
