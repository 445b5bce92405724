/**
 * English strings of the community-server area (issue 15): permissions, /help,
 * the first message, export, the history view, rematch, resign confirmation.
 * The reference for this area's other locales. Numbers shown take plural forms,
 * each language with exactly the forms it uses.
 */
import type { LocaleShape } from '../../shape';
export const en = {
  command: {
    help: { name: 'help', description: 'How to play here: the games and their commands', game: { name: 'game', description: 'The game to explain' } },
    game: {
      export: { name: 'export', description: 'The record of a finished game (JSON for replays) and its move list' },
      claim: { name: 'claim', description: 'Claim the win when your opponent let the move deadline pass' },
    },
    tableDeadline: { name: 'deadline', description: 'Hours a player has to act before the table may go on without them (default: the server\'s)' },
  },
  leagueAdmin: {
    name: 'league-admin',
    description: 'Organisers: create and run leagues',
    organiserRole: { name: 'organiser-role', description: 'Set the role whose members may create leagues (empty: none)' },
    moveDeadline: { name: 'move-deadline', description: 'Set this server\'s default move deadline for tables and duels (empty: the bot\'s)', hours: { name: 'hours', description: 'Hours a player has to act (1–336)' } },
  },
  server: {
    botPermissions: 'I cannot start a game here: I am missing {{missing}} in this channel. Ask a server admin to give me these permissions; nothing was started.',
    permission: {
      ViewChannel: 'View Channel',
      SendMessages: 'Send Messages',
      AttachFiles: 'Attach Files',
      SendMessagesInThreads: 'Send Messages in Threads',
    },
    moveDeadline: {
      set_one: 'Players on this server now have {{count}} hour to act, unless a table or its league sets its own deadline.',
      set_other: 'Players on this server now have {{count}} hours to act, unless a table or its league sets its own deadline.',
      cleared_one: 'This server uses the bot\'s default move deadline again: {{count}} hour.',
      cleared_other: 'This server uses the bot\'s default move deadline again: {{count}} hours.',
      bad: 'A move deadline is from 1 to {{max}} hours.',
    },
    organiserRole: {
      set: 'Members with {{role}} may now create leagues on this server.',
      cleared: 'No organiser role: only members with Manage Server may create leagues.',
    },
    started: 'Your game has started in {{where}}. Good luck!',
    boardPosted: 'The board was posted again in {{where}}.',
    noGameHere: 'There is no game in this channel. Use /game status to see where your games are.',
    resign: {
      ask: 'Do you really want to resign this game? Your opponent wins; this cannot be undone.',
      yes: 'Resign',
      no: 'Keep playing',
      kept: 'You keep playing.',
    },
    help: {
      title: '**How to play with Legatus**',
      intro: 'Start a game with its command in a text channel; the game is played in its own thread. Press **Play** on the newest board to move; only you see your choices.',
      commands: '`/game board` posts the board again · `/game hand` shows your hidden pieces · `/game history` pages through past positions · `/game export` gives the record of a finished game · `/game resign` · `/game abandon` · `/game status` lists your games.',
      pick: 'Choose a game for its guide…',
      games: 'Games: {{games}}',
      leagues: 'Leagues: `/league join`, `/league play`, `/league standings`; organisers use `/league-admin`.',
      rules: 'Rules summary: {{docs}}',
    },
    welcome: 'Hello! I am **Legatus**, a referee for Roman board games. Type `/help` to see the games and how to start one: {{games}}.',
    export: {
      done_one: 'The record of game {{id}} ({{count}} move). Replay it with `legatus replay {{file}}`.',
      done_other: 'The record of game {{id}} ({{count}} moves). Replay it with `legatus replay {{file}}`.',
      notOver: 'The record can be exported when the game is over: before that it would show what the players may not see yet.',
    },
    history: {
      position_one: 'Game {{id}} · position {{position}} of {{count}} move',
      position_other: 'Game {{id}} · position {{position}} of {{count}} moves',
      start: 'The starting position.',
      first: 'First',
      back: 'Back',
      forward: 'Forward',
      last: 'Last',
    },
    end: { history: 'History', export: 'Record', review: 'Review' },
    leaguePlay: {
      tableText: '{{challenger}} invites {{players}} to a league table of **{{league}}**. It starts, rated, once every player has accepted; the invitation expires {{expires}}.',
      acceptedLine: 'Accepted: {{players}}',
      tableSent: 'Your league table waits for {{players}} to accept.',
      acceptedYou: 'You accepted. The table starts when every player has.',
      already: 'You have already accepted.',
      notInvited: 'This invitation is for the players of that league table only.',
      tableStarted: 'Every player accepted: the league game has started in {{where}}.',
      tableDeclined: '{{player}} declined: the league table is cancelled. Use `/league play` to ask again.',
      tableExpired: 'Not every player accepted in time: the league table is cancelled. Use `/league play` to ask again.',
      text: '{{challenger}} is ready to play the league game of **{{league}}** against {{opponent}}. It starts, rated, when {{opponent}} accepts; the offer expires {{expires}}.',
      sent: 'Your league game waits for {{opponent}} to accept.',
    },
    lobby: {
      ai: 'AI',
      empty: '(empty seat)',
      join: 'Join',
      leave: 'Leave',
      addAi: 'Add AI',
      start: 'Start',
      opened: 'Your {{game}} table is open. Members join with the buttons; you add AIs and start.',
      already: 'You already sit at this table.',
      full: 'Every seat is taken.',
      hostStays: 'The host cannot leave the table.',
      hostOnly: 'Only the host can do that.',
      notFull: 'Fill every seat (members or AI) first.',
      startedIn: 'The game of {{game}} has started in {{where}}.',
      updated: 'Done.',
      expired_one: '{{host}}\'s table expired: nobody started it within {{count}} hour. Open a new table to play.',
      expired_other: '{{host}}\'s table expired: nobody started it within {{count}} hours. Open a new table to play.',
      expiredClick: 'This table has expired because nobody started it in time. Open a new table to play.',
    },
    deadline: {
      tableReminder_one: '{{player}}: {{count}} hour is left before this table\'s move deadline. After it, the others may let the AI play your seat.',
      tableReminder_other: '{{player}}: {{count}} hours are left before this table\'s move deadline. After it, the others may let the AI play your seat.',
      organiserMay: 'A server or league organiser may also decide alone.',
      organiserDecided: 'As an organiser you decided: the AI now plays that seat.',
      reminder_one: '{{player}}, it is your move: {{count}} hour is left before the move deadline. After it, {{opponent}} may claim the win.',
      reminder_other: '{{player}}, it is your move: {{count}} hours are left before the move deadline. After it, {{opponent}} may claim the win.',
    },
    claim: {
      done: 'The move deadline passed: you win this game.',
      notYet: 'Your opponent still has time to move; you can claim the win {{when}}.',
      yourTurn: 'It is your turn: there is nothing to claim.',
      notDuel: 'Only a casual duel between two members can be claimed.',
      abandoned: 'Your opponent let the move deadline pass, so the game was abandoned without their consent.',
    },
    rematch: {
      button: 'Rematch',
      text: '{{challenger}} offers {{opponent}} a rematch of {{game}}. The offer expires {{expires}}.',
      sent: 'Rematch offered to {{opponent}}.',
      notPlayer: 'Only the players of this game can ask for a rematch.',
      notOver: 'A rematch can be asked for when the game is over.',
    },
  },
};

/** Same keys, any strings; plural forms are each language's own (src/i18n/shape.ts). */
export type ServerMessages = LocaleShape<typeof en>;
