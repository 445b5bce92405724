/** The state-of-Rome picture of a board post, from the public view, through the shared render queue. */
import { translator, type Translate } from '../../../i18n';
import { queueRender } from '../../../bot/render-queue';
import { renderRome, type RomeLabels } from '../render';
import type { RepublicView } from '../types';
import { factionName } from './text';

const OFFICES = ['dictator', 'romeConsul', 'fieldConsul', 'censor', 'masterOfHorse', 'pontifex'];

export function romeLabels(v: RepublicView, t: Translate, locale: string): RomeLabels {
  const legions = v.legions.filter((l) => l.at !== 'pool').length;
  const fleets = v.fleets.filter((f) => f.at !== 'pool').length;
  return {
    title: t('republic.board.title', { turn: v.turn, phase: t(`republic.phase.${v.phase}`) }).replace(/\*/g, ''),
    // "Rome: a · b · c" split at its dots, one line each.
    rome: t('republic.board.rome', { treasury: t('republic.talents', { count: v.treasury }), unrest: v.unrest, legions, fleets }).replace(/^[^:]*:\s*/, '').split(' · '),
    wars: [v.forum.wars.some((w) => w.status !== 'inactive') ? t('republic.board.wars', { wars: '' }) : t('republic.board.noWars')],
    factions: v.factions.map((f) => factionName(v, f.seat, t)),
    offices: Object.fromEntries(OFFICES.map((o) => [o, t(`republic.office.${o}`)])),
    korean: locale === 'ko',
  };
}

/** Discord refuses attachments over 10 MiB; a failed or oversized picture leaves the post as text. */
export async function republicPicture(view: RepublicView, locale: string): Promise<Buffer | null> {
  try {
    const png = await queueRender(() => renderRome(view, romeLabels(view, translator(locale), locale)));
    return png.length <= 10 * 1024 * 1024 ? png : null;
  } catch {
    return null;
  }
}
