import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIButtonComponentWithCustomId } from 'discord-api-types/v10';

export interface ConfirmChoice { custom_id: string; label: string }

/**
 * The two buttons of a question whose yes cannot be undone (resign, agree to abandon): the yes in
 * red, the no in grey, in one row, so every such question looks and reads the same.
 */
export function confirmRow(yes: ConfirmChoice, no: ConfirmChoice): APIActionRowComponent<APIButtonComponentWithCustomId> {
  return {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, ...yes, style: ButtonStyle.Danger },
      { type: ComponentType.Button, ...no, style: ButtonStyle.Secondary },
    ],
  };
}
