/**
 * A tiny discord.js bot for trying the local Discord and its play page
 * (and for the browser test): `/demo hello`, `/demo buttons`, `/demo menu`,
 * `/demo duel opponent:@bob`, `/demo thread`, `/demo modal`. Not the Legatus bot.
 */
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, Client, Events, GatewayIntentBits, MessageFlags,
  ModalBuilder, StringSelectMenuBuilder, TextInputBuilder, TextInputStyle, type Interaction,
} from 'discord.js';
import { deflateSync } from 'node:zlib';
import type { LocalDiscord } from './types';

export const demoCommand = {
  name: 'demo',
  description: 'Try the local Discord',
  options: [
    { type: 1, name: 'hello', description: 'Say hello' },
    { type: 1, name: 'buttons', description: 'A message with buttons and a picture' },
    { type: 1, name: 'menu', description: 'A select menu, shown only to you' },
    { type: 1, name: 'duel', description: 'Challenge someone', options: [{ type: 6, name: 'opponent', description: 'Who', required: true }] },
    { type: 1, name: 'thread', description: 'Open a thread' },
    { type: 1, name: 'modal', description: 'Open a form' },
  ],
};

/** A small solid-colour PNG, so messages have a real image without a canvas dependency here. */
export function tinyPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const button = (id: string, label: string, style = ButtonStyle.Primary) => new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(style);

async function handle(i: Interaction): Promise<void> {
  if (i.isChatInputCommand() && i.commandName === 'demo') {
    const sub = i.options.getSubcommand();
    if (sub === 'hello') await i.reply(`Salve, <@${i.user.id}>!`);
    else if (sub === 'buttons') {
      await i.reply({
        content: 'A board and some buttons:',
        embeds: [{ title: 'Caesar!', description: 'Provinces: **18** · Border spaces: **30**', color: 0xb3261e, image: { url: 'attachment://board.png' }, fields: [{ name: 'Turn', value: 'Alice', inline: true }, { name: 'Score', value: '0 – 0', inline: true }] }],
        files: [new AttachmentBuilder(tinyPng(220, 120, [200, 170, 110]), { name: 'board.png' })],
        components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button('demo:hand', 'Show my hand'), button('demo:ok', 'OK', ButtonStyle.Success), button('demo:no', 'No', ButtonStyle.Danger))],
      });
    } else if (sub === 'menu') {
      const menu = new StringSelectMenuBuilder().setCustomId('demo:pick').setPlaceholder('Pick a token').addOptions(
        { label: 'Legion 3 | 3', value: 't33' }, { label: 'Fleet 6 | 0', value: 't60', description: 'sea border' }, { label: 'Senate', value: 'sen' });
      await i.reply({ content: 'Choose a token:', components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)], flags: MessageFlags.Ephemeral });
    } else if (sub === 'duel') {
      const opp = i.options.getUser('opponent', true);
      await i.reply({
        content: `<@${i.user.id}> challenges <@${opp.id}> to a duel!`,
        components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button(`demo:accept:${opp.id}`, 'Accept', ButtonStyle.Success), button(`demo:decline:${opp.id}`, 'Decline', ButtonStyle.Secondary))],
      });
    } else if (sub === 'thread') {
      await i.deferReply();
      const reply = await i.editReply('Opening a thread…');
      const thread = await reply.startThread({ name: `Game of ${i.user.username}` });
      await thread.send({ content: 'Welcome to the game thread.', components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button('demo:hand', 'Show my hand'))] });
    } else if (sub === 'modal') {
      await i.showModal(new ModalBuilder().setCustomId('demo:form').setTitle('Rename').addComponents(
        new ActionRowBuilder<TextInputBuilder>().addComponents(new TextInputBuilder().setCustomId('name').setLabel('New name').setStyle(TextInputStyle.Short))));
    }
  } else if (i.isButton()) {
    if (i.customId === 'demo:hand') await i.reply({ content: `Your hidden tokens, <@${i.user.id}>: 3|3, 6|0, 4|2`, flags: MessageFlags.Ephemeral });
    else if (i.customId.startsWith('demo:accept:') || i.customId.startsWith('demo:decline:')) {
      const [, what, target] = i.customId.split(':');
      if (i.user.id !== target) {
        await i.reply({ content: 'This challenge is not for you.', flags: MessageFlags.Ephemeral });
        return;
      }
      await i.update({ content: `${i.message.content}\n<@${i.user.id}> ${what === 'accept' ? 'accepted' : 'declined'}.`, components: [] });
      if (what === 'accept') await i.followUp({ content: 'Your hidden tokens: 3|3, 6|0, 4|2', flags: MessageFlags.Ephemeral });
    } else await i.update({ content: `${i.message.content} → ${i.customId}`, components: [] });
  } else if (i.isStringSelectMenu()) {
    await i.update({ content: `You chose ${i.values.join(', ')}`, components: [] });
  } else if (i.isModalSubmit()) {
    await i.reply(`Renamed to ${i.fields.getTextInputValue('name')}`);
  }
}

/** Logs a demo bot into the local Discord and registers `/demo` in its guild. */
export async function startDemoBot(discord: LocalDiscord): Promise<Client> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiUrl } });
  client.on(Events.InteractionCreate, (i) => void handle(i).catch((e) => console.error('demo bot:', e)));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(discord.botToken);
  await ready;
  await client.application!.commands.set([demoCommand], discord.guildId);
  return client;
}
