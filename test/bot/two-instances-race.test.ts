/**
 * The interleaving that test/e2e/two-processes.test.ts reaches only most of
 * the time, made certain: two bot instances on one SQLite store (each with its
 * own connection, as two processes have), a double click on each step of a
 * move whose two clicks are won by different instances, and both instances
 * reading the game before either saves. The instance that saves second has its
 * compare-and-set refused, reads the game again, finds it moved on and tells
 * its clicker the button belongs to an earlier position; it posts nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bot } from '../../src/bot/bot';
import type { HttpExchange, InteractionHandle, LocalDiscord, LocalMessage } from '../../src/localdiscord';
import type { GameRepository, StoredGame } from '../../src/storage';
import { translator } from '../../src/i18n';
import { buttons, moveButtons, selects } from '../e2e/harness';
import { numbersPlugin } from '../../src/games/numbers/plugin';
import { useSharedStore } from './shared-store';

const answers = new Map<string, string[]>();
const shared = useSharedStore('race', {
  gateway: { identifyWindowMs: 0 },
  inspect: {
    http(x: HttpExchange) {
      const m = /^\/webhooks\/\d+\/([^/]+)(\/messages\/@original)?$/.exec(x.path);
      if (m && x.status < 300 && typeof x.request?.json.content === 'string') answers.set(m[1], [...(answers.get(m[1]) ?? []), x.request.json.content]);
    },
  },
}, [numbersPlugin]);
let discord: LocalDiscord;
beforeAll(() => { discord = shared.discord; });

/**
 * A gate on reads of the game: once armed, the first read of each of the two instances waits
 * until both have read, so both hold the same position before either saves.
 */
class ReadGate {
  private waiting: (() => void)[] = [];
  private armed = false;
  arm(): void { this.armed = true; }
  async pass(): Promise<void> {
    if (!this.armed) return;
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      if (this.waiting.length === 2) {
        this.armed = false;
        for (const w of this.waiting.splice(0)) w();
      }
    });
  }
}

interface Instance { name: string; bot: Bot; logs: string[]; session: string }

async function startInstance(name: string, gate: ReadGate, gameOf: () => string | null, saveGate: ReadGate): Promise<Instance> {
  const before = new Set(discord.gateway.sessions().map((s) => s.id));
  const { bot, logs } = await shared.startInstance({
    env: { RENDER_WORKERS: '1' },
    wrap(repo) {
      const get = repo.get.bind(repo);
      repo.get = (async (id: string) => {
        const game = await get(id);
        if (id === gameOf()) await gate.pass();
        return game;
      }) as GameRepository['get'];
      // The same gate on saves, for paths that read the game more than once before they save (a slash command).
      const save = repo.save.bind(repo);
      repo.save = (async (game: Parameters<GameRepository['save']>[0]) => {
        if (game.meta.id === gameOf()) await saveGate.pass();
        if (holdSave) await holdSave(name, game);
        return save(game);
      }) as GameRepository['save'];
    },
  });
  const session = await discord.waitFor(() => discord.gateway.sessions().find((s) => s.connected && !before.has(s.id)), 30_000);
  return { name, bot, logs, session: session.id };
}

const t = translator('en');
const boards = (channelId: string): LocalMessage[] => discord.messages(channelId).filter((m) => m.attachments.length > 0);

/** How the instance that handled the interaction ended it (the other one, when it got it too, lost the acknowledgement). */
function outcomeOf(instances: Instance[], handle: InteractionHandle): string | undefined {
  for (const x of instances) {
    const line = x.logs.find((l) => l.includes('"msg":"interaction"') && l.includes(`"interaction":"${handle.id}"`) && !l.includes('"outcome":"elsewhere"'));
    if (line) return JSON.parse(line).outcome;
  }
  return undefined;
}

const handled = (instances: Instance[], handle: InteractionHandle) => discord.waitFor(() => outcomeOf(instances, handle), 60_000);

let gate: ReadGate;
let saveGate: ReadGate;
/** A test's own hold on saves, for an order the two gates cannot make (one save strictly after another). */
let holdSave: ((instance: string, game: StoredGame) => Promise<void>) | null = null;
/** The game whose reads the gate holds. */
let watched: string | null = null;
let a: Instance;
let b: Instance;
let both: Instance[];

beforeAll(async () => {
  gate = new ReadGate();
  saveGate = new ReadGate();
  a = await startInstance('A', gate, () => watched, saveGate);
  b = await startInstance('B', gate, () => watched, saveGate);
  both = [a, b];
}, 120_000);

/** bob's new game against the bot, its first board posted, with the gates watching it. */
async function gameAgainstTheBot(bob: ReturnType<LocalDiscord['as']>): Promise<{ thread: { id: string }; gameId: string }> {
  const start = await bob.slash(discord.channelId, 'caesar', { subcommand: 'bot' });
  await handled(both, start);
  const thread = await discord.waitFor(() => discord.threads(discord.channelId).at(-1), 60_000);
  const first = await discord.waitFor(() => boards(thread.id)[0], 60_000);
  const gameId = buttons(first).find((x) => x.custom_id.endsWith(':play'))!.custom_id.split(':')[1];
  watched = gameId;
  return { thread, gameId };
}

describe('two bot instances race on one position', () => {
  it('both read before either saves: one move is committed, the other clicker is told the position is gone', async () => {
    let gameId: string | null = null;
    const alice = discord.as('alice');

    const start = await alice.slash(discord.channelId, 'caesar', { subcommand: 'bot' });
    await handled(both, start);
    const thread = await discord.waitFor(() => discord.threads(discord.channelId).at(-1), 60_000);
    const first = await discord.waitFor(() => boards(thread.id)[0], 60_000);
    const play = buttons(first).find((x) => x.custom_id.endsWith(':play'))!;
    gameId = play.custom_id.split(':')[1];
    watched = gameId;

    for (const [round, pair] of [[0, [a, b]], [1, [b, a]]] as const) {
      const board = boards(thread.id).at(-1)!;
      const playButton = buttons(board).find((x) => x.custom_id.endsWith(':play'))!;
      const open = await alice.click(board, playButton.custom_id, { session: pair[0].session });
      await handled(both, open);
      let ui = await open.reply(60_000);
      let raced = false;
      for (let step = 0; step < 12 && !raced; step++) {
        const sel = selects(ui)[0];
        const btn = moveButtons(ui)[0];
        if (!sel && !btn) break;
        gate.arm();
        const send = (to: Instance) => (sel
          ? alice.select(ui, sel.custom_id, [sel.options[0].value], { session: to.session })
          : alice.click(ui, btn!.custom_id, { session: to.session }));
        const clicks = await Promise.all([send(pair[0]), send(pair[1])]);
        const outcomes = await Promise.all(clicks.map((c) => handled(both, c)));
        if (!outcomes.includes('played')) {
          expect(outcomes).toEqual(['ok', 'ok']);
          ui = discord.message(ui.id)!;
          continue;
        }
        raced = true;
        expect([...outcomes].sort()).toEqual(['played', 'stale']);
        const loser = clicks[outcomes.indexOf('stale')];
        const loserInstance = pair[outcomes.indexOf('stale')];
        // The loser's save was refused and it read the game again: once, and then answered.
        expect(loserInstance.logs.filter((l) => l.includes('click handled afresh') && l.includes(loser.id))).toHaveLength(1);
        expect(answers.get(loser.token)).toEqual([t('error.stale')]);
        const winner = clicks[outcomes.indexOf('played')];
        expect(both.flatMap((x) => x.logs.filter((l) => l.includes('click handled afresh') && l.includes(winner.id)))).toHaveLength(0);
      }
      expect(raced, `round ${round}`).toBe(true);
      await discord.waitFor(() => (boards(thread.id).length > boards(thread.id).indexOf(board) + 1 ? true : undefined), 60_000);
      // One refused save per race, whichever instance saved second.
      expect(both.flatMap((x) => x.logs.filter((l) => l.includes('click handled afresh')))).toHaveLength(round + 1);
    }

    // One board per version, and the stored game has exactly the two moves of alice (and the AI's answers).
    // A board's nonce is its game, kind and version (`<game>b<version>`): older boards lose their buttons, not that.
    const versions = boards(thread.id).map((m) => String(m.toAPI().nonce));
    expect(versions.every((v) => v.startsWith(`${gameId}b`))).toBe(true);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).toHaveLength(3);
    const repo = await shared.openRepo();
    try {
      const game = (await repo.get(gameId))!;
      const aliceSeat = game.meta.seats.indexOf(discord.users.alice.id);
      expect(game.record.actions.filter((x) => x.player === aliceSeat)).toHaveLength(2);
      expect(game.outbox ?? []).toEqual([]);
    } finally {
      await repo.close();
    }
  }, 300_000);

  it('a challenge accepted twice at once starts one game: the other click is told it was accepted and where', async () => {
    const challenge = await discord.as('carol').slash(discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'dave' } });
    await handled(both, challenge);
    const invitation = await discord.waitFor(() => discord.messages(discord.channelId).find((m) => buttons(m).some((x) => x.custom_id.startsWith('c:') && x.custom_id.endsWith(':accept'))), 30_000);
    const accept = buttons(invitation).find((x) => x.custom_id.endsWith(':accept'))!.custom_id;
    watched = accept.split(':')[1];
    const threadsBefore = discord.threads(discord.channelId).length;
    gate.arm();
    const dave = discord.as('dave');
    const clicks = await Promise.all([dave.click(invitation, accept, { session: a.session }), dave.click(invitation, accept, { session: b.session })]);
    const outcomes = await Promise.all(clicks.map((c) => handled(both, c)));
    expect([...outcomes].sort()).toEqual(['accepted', 'notOpen']);
    const loser = clicks[outcomes.indexOf('notOpen')];
    expect(both.flatMap((x) => x.logs.filter((l) => l.includes('click handled afresh') && l.includes(loser.id)))).toHaveLength(1);
    // One thread (the loser's was deleted when its save failed), one start text and one first board in it.
    await discord.waitFor(() => (discord.threads(discord.channelId).length === threadsBefore + 1 ? true : undefined), 30_000);
    const thread = discord.threads(discord.channelId).at(-1)!;
    expect(answers.get(loser.token)).toEqual([t('challenge.accepted', { challenger: `<@${discord.users.carol.id}>`, opponent: `<@${discord.users.dave.id}>`, where: `<#${thread.id}>` })]);
    await discord.waitFor(() => boards(thread.id)[0], 60_000);
    expect(boards(thread.id)).toHaveLength(1);
    expect(discord.messages(thread.id).filter((m) => String(m.toAPI().nonce).startsWith(`${watched}s`))).toHaveLength(1);
  }, 300_000);

  it('a slash command that saves (/game abandon) sent twice at once ends the game once: the other finds it over', async () => {
    const bob = discord.as('bob');
    const { thread, gameId } = await gameAgainstTheBot(bob);
    // Both instances hold the active game when they save: the second compare-and-set is refused.
    saveGate.arm();
    const commands = await Promise.all([a, b].map((x) => bob.slash(thread.id, 'game', { subcommand: 'abandon', session: x.session })));
    const outcomes = await Promise.all(commands.map((c) => handled(both, c)));
    expect([...outcomes].sort()).toEqual(['abandoned', 'gameOver']);
    const loser = commands[outcomes.indexOf('gameOver')];
    const winner = commands[outcomes.indexOf('abandoned')];
    // The loser ran the command afresh once, from the stored game, and says it is over (not "try again").
    expect(both.flatMap((x) => x.logs.filter((l) => l.includes('command handled afresh') && l.includes(loser.id)))).toHaveLength(1);
    expect(both.flatMap((x) => x.logs.filter((l) => l.includes('command handled afresh') && l.includes(winner.id)))).toHaveLength(0);
    expect(answers.get(loser.token)).toEqual([t('error.gameOver')]);
    expect(answers.get(winner.token)).toEqual([t('abandon.immediate')]);
    // One final board: the game ended once.
    await discord.waitFor(() => (boards(thread.id).length === 2 ? true : undefined), 60_000);
    const repo = await shared.openRepo();
    try {
      const game = (await repo.get(gameId))!;
      expect(game.meta.status).toBe('finished');
      expect(game.outbox ?? []).toEqual([]);
    } finally {
      await repo.close();
    }
    expect(boards(thread.id)).toHaveLength(2);
  }, 300_000);

  it('/league-admin end-game on a running game sent twice at once ends it once: one note, the other finds it over', async () => {
    const bob = discord.as('bob');
    const { thread, gameId } = await gameAgainstTheBot(bob);
    // carol moderates the server (Manage Server).
    discord.permissions.setRole('carol', 1n << 5n);
    const carol = discord.as('carol');
    saveGate.arm();
    const commands = await Promise.all([a, b].map((x) => carol.slash(discord.channelId, 'league-admin', {
      subcommand: 'end-game', options: { game: gameId, reason: 'stuck' }, session: x.session,
    })));
    const outcomes = await Promise.all(commands.map((c) => handled(both, c)));
    expect([...outcomes].sort()).toEqual(['ended', 'notRunning']);
    const loser = commands[outcomes.indexOf('notRunning')];
    const winner = commands[outcomes.indexOf('ended')];
    // The loser's save was refused before it posted anything; run afresh, it finds the game over (not "try again").
    expect(both.flatMap((x) => x.logs.filter((l) => l.includes('command handled afresh') && l.includes(loser.id)))).toHaveLength(1);
    expect(both.flatMap((x) => x.logs.filter((l) => l.includes('command handled afresh') && l.includes(winner.id)))).toHaveLength(0);
    expect(answers.get(loser.token)).toEqual([t('server.endGame.notRunning', { id: gameId })]);
    expect(answers.get(winner.token)).toEqual([t('server.endGame.done', { id: gameId })]);
    // One note (owed with the end, under its own nonce), then one final board.
    await discord.waitFor(() => (boards(thread.id).length === 2 ? true : undefined), 60_000);
    const note = t('server.endGame.note', { moderator: `<@${discord.users.carol.id}>`, reason: 'stuck' }).trim();
    const posts = discord.messages(thread.id);
    const notes = posts.filter((m) => m.content === note);
    expect(notes).toHaveLength(1);
    expect(String(notes[0].toAPI().nonce)).toMatch(new RegExp(`^${gameId}n\\d+$`));
    expect(posts.indexOf(notes[0])).toBeLessThan(posts.indexOf(boards(thread.id)[1]));
    const repo = await shared.openRepo();
    try {
      const game = (await repo.get(gameId))!;
      expect(game.meta.status).toBe('finished');
      expect(game.meta.endedBy).toBe(discord.users.carol.id);
      expect(game.outbox ?? []).toEqual([]);
    } finally {
      await repo.close();
    }
  }, 300_000);

  it('/game board sent twice at once: the save that loses posted nothing, and only the newest board keeps its buttons', async () => {
    const bob = discord.as('bob');
    const { thread, gameId } = await gameAgainstTheBot(bob);
    saveGate.arm();
    const commands = await Promise.all([a, b].map((x) => bob.slash(thread.id, 'game', { subcommand: 'board', session: x.session })));
    const outcomes = await Promise.all(commands.map((c) => handled(both, c)));
    expect(outcomes).toEqual(['ok', 'ok']);
    for (const c of commands) expect(answers.get(c.token)).toEqual([t('server.boardPosted', { where: `<#${thread.id}>` })]);
    // Exactly one of the two saves lost and was run afresh; no board message id went unsaved.
    const afreshLines = both.flatMap((x) => x.logs.filter((l) => l.includes('command handled afresh') && commands.some((c) => l.includes(c.id))));
    expect(afreshLines).toHaveLength(1);
    expect(both.flatMap((x) => x.logs.filter((l) => l.includes('board message id not saved')))).toEqual([]);
    // One or two new boards (the loser may find the winner's still owed and deliver that one): each under
    // its own nonce, and only the newest, the one the game knows, keeps its buttons.
    await discord.waitFor(() => (boards(thread.id).length >= 2 ? true : undefined), 60_000);
    const repo = await shared.openRepo();
    try {
      // Both instances deliver and mark what is owed; wait until nothing is.
      let game = (await repo.get(gameId))!;
      for (let k = 0; k < 300 && game.outbox?.length; k++) {
        await new Promise((r) => setTimeout(r, 100));
        game = (await repo.get(gameId))!;
      }
      const all = boards(thread.id);
      expect(all.length).toBeLessThanOrEqual(3);
      const nonces = all.map((m) => String(m.toAPI().nonce));
      expect(new Set(nonces).size).toBe(nonces.length);
      expect(nonces.slice(1).every((n) => n.startsWith(`${gameId}r`))).toBe(true);
      expect(game.meta.boardMessageId).toBe(all.at(-1)!.id);
      expect(all.map((m) => buttons(discord.message(m.id)!).length > 0)).toEqual(all.map((_, k) => k === all.length - 1));
    } finally {
      await repo.close();
    }
  }, 300_000);

  it('a table opened while a member joins its lobby in the other process: the command runs afresh and records the lobby', async () => {
    const lobbies = () => discord.messages(discord.channelId).filter((m) => buttons(m).some((x) => x.custom_id.startsWith('c:') && x.custom_id.endsWith(':xjoin')));
    const before = lobbies().length;
    let joined!: () => void;
    const joinSaved = new Promise<void>((resolve) => { joined = resolve; });
    // A's save of the lobby's message id waits until B has saved carol's seat.
    holdSave = async (instance, game) => {
      if (instance === 'A' && game.meta.kind === 'table' && game.meta.table?.lobbyMessageId) await joinSaved;
    };
    try {
      const open = await discord.as('alice').slash(discord.channelId, 'conquest2', { subcommand: 'new', options: { players: 2 }, session: a.session });
      const lobby = await discord.waitFor(() => (lobbies().length > before ? lobbies().at(-1) : undefined), 60_000);
      const joining = await discord.as('carol').click(lobby, buttons(lobby).find((x) => x.custom_id.endsWith(':xjoin'))!.custom_id, { session: b.session });
      expect(await handled(both, joining)).toBe('xjoin');
      joined();
      expect(await handled(both, open)).toBe('tableOpened');
      expect(a.logs.filter((l) => l.includes('command handled afresh') && l.includes(open.id))).toHaveLength(1);
      const gameId = buttons(lobby)[0].custom_id.split(':')[1];
      const repo = await shared.openRepo();
      try {
        const game = (await repo.get(gameId))!;
        expect(game.meta.table?.lobbyMessageId).toBe(lobby.id);
        expect(game.meta.seats).toContain(discord.users.carol.id);
      } finally {
        await repo.close();
      }
      // The lobby shows carol at the table (B could not show it: it did not know the message yet), buttons kept.
      const shown = discord.message(lobby.id)!;
      expect(shown.content).toContain(`<@${discord.users.carol.id}>`);
      expect(buttons(shown).some((x) => x.custom_id.endsWith(':xjoin'))).toBe(true);
      expect(lobbies().length).toBe(before + 1);
    } finally {
      holdSave = null;
    }
  }, 300_000);

  it.each([
    ['Caesar!', 'caesar', 'challenge'],
    ['Numbers', 'numbers', 'duel'],
  ] as const)('a %s challenge accepted in the other process before its message is recorded: the command runs afresh and shows it accepted', async (_name, command, subcommand) => {
    const invitations = () => discord.messages(discord.channelId).filter((m) => buttons(m).some((x) => x.custom_id.startsWith('c:') && x.custom_id.endsWith(':accept')));
    const before = discord.messages(discord.channelId).length;
    let accepted!: () => void;
    const acceptSaved = new Promise<void>((resolve) => { accepted = resolve; });
    // A's save of the challenge message's id waits until B has saved the accepted game.
    holdSave = async (instance, game) => {
      if (instance === 'A' && game.meta.status === 'challenge' && game.meta.challengeMessageId) await acceptSaved;
    };
    try {
      const challenge = await discord.as('carol').slash(discord.channelId, command, { subcommand, options: { opponent: 'dave' }, session: a.session });
      const invitation = await discord.waitFor(() => invitations().find((m) => discord.messages(discord.channelId).indexOf(m) >= before), 60_000);
      const accept = buttons(invitation).find((x) => x.custom_id.endsWith(':accept'))!.custom_id;
      const gameId = accept.split(':')[1];
      const click = await discord.as('dave').click(invitation, accept, { session: b.session });
      expect(await handled(both, click)).toBe('accepted');
      accepted();
      expect(await handled(both, challenge)).toBe('challenged');
      expect(answers.get(challenge.token)).toEqual([t('challenge.sent', { opponent: `<@${discord.users.dave.id}>` })]);
      expect(a.logs.filter((l) => l.includes('command handled afresh') && l.includes(challenge.id))).toHaveLength(1);
      const repo = await shared.openRepo();
      let game: StoredGame;
      try {
        game = (await repo.get(gameId))!;
      } finally {
        await repo.close();
      }
      expect(game.meta.status).toBe('active');
      expect(game.meta.challengeMessageId).toBe(invitation.id);
      // B could not show the acceptance (it did not know the message): the command shows it, without buttons.
      const shown = discord.message(invitation.id)!;
      expect(shown.content).toBe(t('challenge.accepted', { challenger: `<@${discord.users.carol.id}>`, opponent: `<@${discord.users.dave.id}>`, where: `<#${game.meta.threadId}>` }));
      expect(buttons(shown)).toEqual([]);
    } finally {
      holdSave = null;
    }
  }, 300_000);
});
