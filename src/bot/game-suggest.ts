/**
 * Autocomplete of game ids while a member types them: their own running games
 * (`/game … game:`) or, for moderators, every open game of the server
 * (`/league-admin end-game game:`). A suggestion names the game, its id and its
 * players as the member would recognise them; its value is the id. Answered from
 * the open index and the stored games without any lock (read-only; Discord allows
 * 3 s), and never more than Discord's 25.
 */
import type { AutocompleteInteraction } from 'discord.js';
import { findPlugin } from '../core/registry';
import { translator, type Translate } from '../i18n';
import type { StoredGame } from '../storage';
import type { BotContext } from './context';

/** Discord's limit on the suggestions of one autocomplete answer. */
export const SUGGESTIONS_MAX = 25;
/** How many stored games one answer reads at most (each is a store read; an answer must come within 3 s). */
const READ_MAX = 60;

export interface Suggestion { name: string; value: string }

/** A name for a member from the client's cache (an autocomplete answer cannot wait for fetches). */
function cachedName(ctx: BotContext, userId: string): string {
  const u = ctx.client.users?.cache?.get(userId);
  return u?.globalName ?? u?.username ?? userId;
}

/** "12345 · Caesar! · alice – bob": what a member reads in the list (at most 100 characters, Discord's limit). */
export function gameLabel(ctx: BotContext, game: StoredGame, t: Translate): string {
  const players = game.meta.seats.map((u, seat) => {
    if (u) return cachedName(ctx, u);
    const own = ctx.adapters[game.meta.game]?.computerName;
    return own ? own(game.meta, seat, t) : t('player.ai', { level: game.meta.aiLevel ?? 2 });
  });
  const title = findPlugin(game.meta.game)?.title ?? game.meta.game;
  return `${game.meta.id} · ${title} · ${players.join(' – ')}`.slice(0, 100);
}

/**
 * The open games among `ids` of the interaction's server, whose label contains what
 * was typed (ids that start with it first), as suggestions.
 */
async function suggestAmong(ctx: BotContext, i: AutocompleteInteraction, ids: string[], typed: string): Promise<Suggestion[]> {
  const t = translator(i.locale);
  const text = typed.trim().replace(/^#/, '').toLowerCase();
  // Ids matching the typed text are read first, so a long list still finds the one meant.
  const ordered = [...ids].sort((a, b) => Number(!a.toLowerCase().includes(text)) - Number(!b.toLowerCase().includes(text)) || b.localeCompare(a));
  const out: { s: Suggestion; starts: boolean }[] = [];
  for (const id of ordered.slice(0, READ_MAX)) {
    const game = await ctx.repo.get(id).catch(() => null);
    if (!game || game.meta.guildId !== i.guildId) continue;
    const name = gameLabel(ctx, game, t);
    if (text && !name.toLowerCase().includes(text)) continue;
    out.push({ s: { name, value: id }, starts: id.toLowerCase().startsWith(text) });
    if (out.length >= SUGGESTIONS_MAX) break;
  }
  return out.sort((a, b) => Number(b.starts) - Number(a.starts)).map((x) => x.s);
}

/** `/game … game:`: the member's own games in play on this server. */
export async function suggestMyGames(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  const focused = i.options.getFocused(true);
  if (focused.name !== 'game' || !i.guildId) return i.respond([]);
  const index = await ctx.repo.openIndex();
  const mine = (await ctx.repo.openGamesOf(i.user.id)).filter((id) => index[id]?.status === 'active');
  return i.respond(await suggestAmong(ctx, i, mine, String(focused.value)));
}

/** `/league-admin end-game game:`: every open game (in play, or a challenge or invitation) of this server. */
export async function suggestServerGames(ctx: BotContext, i: AutocompleteInteraction): Promise<void> {
  const focused = i.options.getFocused(true);
  if (!i.guildId) return i.respond([]);
  const index = await ctx.repo.openIndex();
  const open = Object.entries(index).filter(([, e]) => e.status === 'active' || e.status === 'challenge').map(([id]) => id);
  return i.respond(await suggestAmong(ctx, i, open, String(focused.value)));
}
