import type { Translate } from '../i18n';

/** The refusal naming the permissions the bot lacks in the channel, in the member's language. */
export function botPermissionsText(missing: string[], t: Translate): string {
  return t('server.botPermissions', { missing: missing.map((m) => `**${t(`server.permission.${m}`)}**`).join(', ') });
}
