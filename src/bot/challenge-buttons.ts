/**
 * The Accept / Decline row under an offer to play (a duel challenge, a
 * rematch, a rated league game): one row, so every offer reads and routes
 * alike ('c:<gameId>:accept|decline', handled by ./components.ts).
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { Translate } from '../i18n';
import type { Row } from '../core/discord-adapter';
import { challengeId } from './custom-id';

/** The row, labelled in `t`'s language (the game's, as the offer is public). */
export function challengeButtons(gameId: string, t: Translate): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, custom_id: challengeId(gameId, 'accept'), label: t('challenge.accept'), style: ButtonStyle.Success },
      { type: ComponentType.Button, custom_id: challengeId(gameId, 'decline'), label: t('challenge.decline'), style: ButtonStyle.Danger },
    ],
  };
}
