/**
 * The one interactionCreate handler. It acknowledges first (Discord allows 3 s;
 * rendering a board takes longer), then dispatches: slash commands to
 * commands/*.ts, components by custom_id. Game work runs under the game's
 * mutex. One structured log line per interaction, with public facts only.
 */
import { DiscordAPIError, MessageFlags, type Interaction } from 'discord.js';
import { performance } from 'node:perf_hooks';
import { translator } from '../i18n';
import { botPermissionsText } from './bot-permissions-text';
import { MissingBotPermissions, missingFrom } from './bot-permissions';
import type { SlashCommand } from './command';
import type { BotContext, InteractionLog } from './context';
import { decodeCustomId } from './custom-id';
import { isNotSaved } from '../storage/errors';
import { handleChallenge, handleGameComponent, PLATFORM_IN_PLACE_VERBS, type ComponentInteraction } from './components';
import { runOnGame } from '../../commands/game';
import { showHistory } from '../../commands/game-history';
import { exportGame } from '../../commands/game-export';
import { runCoach } from '../../commands/game-coach';
import { offerRematch } from './rematch';
import { componentOriginProblem, invalidOption } from './validate';
import { mark, traced } from './board-trace';

/**
 * `startingCommands`: names of the commands that start games or post challenges (the games'
 * own); the bot's permissions in the channel are checked before those run.
 */
export function createRouter(ctx: BotContext, commands: SlashCommand[], startingCommands: ReadonlySet<string> = new Set()): (interaction: Interaction) => Promise<void> {
  const byName = new Map(commands.map((c) => [c.data.name, c]));

  // Traced only when the load bench asks (./board-trace.ts): the stages from this click to its board.
  return (interaction: Interaction): Promise<void> => traced(interaction.id, () => route(interaction));

  async function route(interaction: Interaction): Promise<void> {
    const started = performance.now();
    const log: InteractionLog = { outcome: 'pending' };
    let ackMs: number | null = null;
    const fields: Record<string, unknown> = { interaction: interaction.id, user: interaction.user.id, type: interaction.type };
    const acked = () => { ackMs = Math.round((performance.now() - started) * 10) / 10; mark('acked'); };
    try {
      if (interaction.isChatInputCommand()) {
        fields.command = interaction.commandName;
        fields.sub = interaction.options.getSubcommand(false);
        const command = byName.get(interaction.commandName);
        await interaction.deferReply({ flags: MessageFlags.Ephemeral });
        acked();
        if (!command) { log.outcome = 'unknownCommand'; await interaction.editReply(translator(interaction.locale)('error.unknown')); return; }
        // Wrong types, values outside the choices or ranges, missing required options: never reach a handler.
        const bad = invalidOption(command.data, interaction.options.data, interaction.locale);
        if (bad !== null) {
          log.outcome = 'badOption';
          await interaction.editReply({ content: translator(interaction.locale)('error.badOption', { option: bad }), allowedMentions: { parse: [] } });
          return;
        }
        if (startingCommands.has(command.data.name)) {
          // Checked before the game's command drafts or saves anything: nothing is left behind.
          const missing = missingFrom(interaction.appPermissions, interaction.channel?.isThread() ?? false);
          if (missing.length) {
            log.outcome = 'botPermissions';
            await interaction.editReply({ content: botPermissionsText(missing, translator(interaction.locale)), allowedMentions: { parse: [] } });
            return;
          }
        }
        await command.execute(ctx, interaction, log);
        return;
      }
      if (interaction.isButton() || interaction.isStringSelectMenu()) {
        await routeComponent(ctx, interaction, log, fields, acked);
        return;
      }
      if (interaction.isAutocomplete()) {
        fields.command = interaction.commandName;
        const command = byName.get(interaction.commandName);
        if (command?.autocomplete) await command.autocomplete(ctx, interaction);
        else await interaction.respond([]);
        acked();
        log.outcome = 'suggested';
        return;
      }
      log.outcome = 'ignored';
    } catch (e) {
      if (ackMs === null && lostAckRace(e)) {
        // Another process on the same token acknowledged it first (Discord sends each interaction to
        // every session of its shard): that process handles and answers it; nothing was done here.
        log.outcome = 'elsewhere';
        return;
      }
      log.outcome = 'error';
      fields.err = (e as Error).message;
      if (!(e instanceof MissingBotPermissions)) ctx.log.error({ err: (e as Error).stack?.split('\n').slice(0, 4).join(' | '), gameId: log.gameId }, 'interaction failed');
      try {
        if (interaction.isRepliable()) {
          // A store that failed or a lost compare-and-set committed nothing: say so, and to try again.
          const t = translator(interaction.locale);
          const content = e instanceof MissingBotPermissions ? botPermissionsText(e.missing, t)
            : t(isNotSaved(e) ? 'error.notSaved' : 'error.internal');
          if (e instanceof MissingBotPermissions) log.outcome = 'botPermissions';
          if (interaction.deferred && e instanceof MissingBotPermissions) await interaction.editReply({ content, components: [] });
          else if (interaction.deferred || interaction.replied) await interaction.followUp({ content, flags: MessageFlags.Ephemeral });
          else await interaction.reply({ content, flags: MessageFlags.Ephemeral });
        }
      } catch { /* the interaction may be gone */ }
    } finally {
      ctx.log.info({
        ...fields, gameId: log.gameId, action: log.action, outcome: log.outcome,
        ackMs, totalMs: Math.round((performance.now() - started) * 10) / 10,
      }, 'interaction');
    }
  }
}

/** Discord: Interaction has already been acknowledged. */
const ALREADY_ACKNOWLEDGED = 40060;

function lostAckRace(e: unknown): boolean {
  return e instanceof DiscordAPIError && e.code === ALREADY_ACKNOWLEDGED;
}

async function routeComponent(
  ctx: BotContext, i: ComponentInteraction, log: InteractionLog, fields: Record<string, unknown>, acked: () => void,
): Promise<void> {
  const t = translator(i.locale);
  const id = decodeCustomId(i.customId);
  if (!id) {
    fields.verb = 'unknown';
    await i.reply({ content: t('error.unknown'), flags: MessageFlags.Ephemeral });
    acked();
    log.outcome = 'unknown';
    return;
  }
  fields.scope = id.scope;
  // Builder steps and the "which game?" menu edit the clicked message in place; decided from
  // the verb alone, without loading the game, so the acknowledgement is immediate.
  // History pages turn in place on the asker's own message; from a public board they open a new one.
  const ownEphemeral = i.message?.flags?.has(MessageFlags.Ephemeral) ?? false;
  const editsInPlace = id.scope === 'q' || (id.scope === 'h' && ownEphemeral)
    || (id.scope === 'g' && (PLATFORM_IN_PLACE_VERBS.has(id.verb) || Object.values(ctx.adapters).some((a) => a.isBuilderVerb(id.verb))));
  const problem = componentOriginProblem(i, ctx.client.user?.id, editsInPlace);
  if (problem) {
    fields.verb = 'forged';
    fields.origin = problem;
    await i.reply({ content: t('error.forged'), flags: MessageFlags.Ephemeral });
    acked();
    log.outcome = 'forged';
    return;
  }
  if (id.scope === 'h') {
    fields.verb = 'history';
    if (editsInPlace) await i.deferUpdate();
    else await i.deferReply({ flags: MessageFlags.Ephemeral });
    acked();
    await showHistory(ctx, i, id.gameId, id.position, log);
    return;
  }
  if (id.scope === 'c') {
    fields.verb = id.verb;
    await i.deferReply({ flags: MessageFlags.Ephemeral });
    acked();
    if (id.verb === 'export') return exportGame(ctx, i, id.gameId, log);
    if (id.verb === 'review') return runCoach(ctx, i, 'review', id.gameId, log);
    await ctx.mutex.run(id.gameId, () => (id.verb === 'rematch' ? offerRematch(ctx, i, id.gameId, log) : handleChallenge(ctx, i, id, log)));
    return;
  }
  if (id.scope === 'q') {
    fields.verb = id.subcommand;
    await i.deferUpdate();
    acked();
    const gameId = i.isStringSelectMenu() ? i.values[0] : undefined;
    if (!gameId) { log.outcome = 'unknown'; return; }
    await runOnGame(ctx, i as never, id.subcommand, gameId, log);
    return;
  }
  fields.verb = id.verb;
  // Builder steps happen on the clicker's own ephemeral message: update it in place.
  // Clicks on public messages (board, abandon proposal) get a new ephemeral reply.
  if (editsInPlace) await i.deferUpdate();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
  acked();
  await ctx.mutex.run(id.gameId, () => handleGameComponent(ctx, i, id, log));
}
