import type { LocaleShape } from '../shape';
/**
 * English: the reference locale of the strings the platform itself uses (the
 * bot's generic messages, /game). Every other locale must have exactly these
 * keys (checked by the type below and by test/bot/i18n.test.ts). Each game's
 * strings are in its folder (src/games/<id>/locales/), leagues' in ./leagues/.
 */
export const en = {
  command: {
    game: {
      name: 'game',
      description: 'Your running games',
      board: { name: 'board', description: 'Post the board of this game again' },
      hand: { name: 'hand', description: 'Show your hidden tokens (only you see them)' },
      history: { name: 'history', description: 'The moves of this game so far' },
      resign: { name: 'resign', description: 'Resign this game' },
      abandon: { name: 'abandon', description: 'Propose to abandon this game (both players must agree)' },
      status: { name: 'status', description: 'Your games and whose turn it is' },
      hint: { name: 'hint', description: "The master AI's suggestion for your move (only you see it; casual games)" },
      review: { name: 'review', description: 'After a game: each player\'s costliest moves and the better ones (casual games)' },
    },
  },
  player: { ai: 'the computer (level {{level}})' },
  challenge: {
    accept: 'Accept',
    decline: 'Decline',
    sent: 'Challenge sent to {{opponent}}.',
    accepted: '{{opponent}} accepted. The game is played in {{where}}.',
    acceptedYou: 'Challenge accepted. Have a good game!',
    declined: '{{opponent}} declined the challenge from {{challenger}}.',
    declinedYou: 'You declined the challenge.',
    withdrawn: '{{challenger}} withdrew the challenge.',
    expired: 'The challenge from {{challenger}} to {{opponent}} has expired.',
    notForYou: 'Only {{opponent}} can answer this challenge.',
    notOpen: 'This challenge is no longer open.',
    self: 'You cannot challenge yourself.',
  },
  board: { play: 'Play' },
  move: { done: 'Done: {{move}}' },
  hand: { spectator: 'You are not playing in this game.' },
  coach: {
    league: 'The coach is not available in league games: rated games are played without help.',
    unsupported: 'This game has no coach.',
    notYourTurn: 'There is nothing for you to decide right now; ask for a hint on your turn.',
    notFinished: 'The review is available once the game has ended.',
    recent: 'A review of this game was posted a moment ago.',
    posted: 'The review is posted in the game thread.',
    failed: 'The coach could not analyse this game right now. Try again later.',
  },
  history: {
    title: 'Moves of game {{id}}:',
    empty: 'No moves yet.',
    truncated_one: '…and {{count}} earlier line.',
    truncated_other: '…and {{count}} earlier lines.',
  },
  status: {
    none: 'You have no running games.',
    line: '{{where}}: {{state}}',
    yourTurn: '**your turn**',
    theirTurn: 'waiting for {{player}}',
    challenge: 'challenge waiting for {{player}}',
  },
  reminder: { yourTurn: '{{player}}, it is your turn!' },
  resign: { confirm: 'You resigned.' },
  abandon: {
    request: '{{player}} proposes to abandon this game. {{other}}, do you agree?',
    agree: 'Agree to abandon',
    refuse: 'Keep playing',
    refused: '{{player}} wants to keep playing.',
    requested: 'Proposal sent.',
    notYou: 'Only {{player}} can answer this proposal.',
    immediate: 'The game was abandoned.',
  },
  pickGame: {
    prompt: 'You are in several games. Which one?',
    placeholder: 'Game…',
    option: '{{id}}: {{players}}',
  },
  error: {
    boardFailed: 'Your move is saved, but the board could not be posted. Use /game board.',
    stale: 'This button belongs to an earlier position of the game. Use the newest board message.',
    notInGame: 'You are not a player in this game.',
    notYourTurn: 'It is not your turn.',
    noGame: 'No running game found here. Use /game status to see your games.',
    gameOver: 'This game is over.',
    unknown: 'This button is no longer valid.',
    notSaved: 'Nothing was changed: the game could not be saved just now. Please try again in a moment.',
    placeGone: 'The thread of a game between {{players}} was deleted, so that game has ended (abandoned).',
    internal: 'Something went wrong; nothing was changed. Please try again.',
    illegal: 'That move is not allowed: {{reason}}',
    malformed: 'This request could not be read; nothing was changed.',
    badOption: 'The option “{{option}}” is not valid; nothing was changed. Please check it and try again.',
    forged: 'This button does not belong to this message; nothing was changed.',
    shuttingDown: 'The bot is restarting; nothing was changed. Please try again in a minute.',
    boardLimited: 'The board was posted for you a moment ago. You can post it again {{when}}.',
  },
  rule: {
    gameOver: 'the game is over',
    notYourTurn: 'it is not your turn',
    badOptions: 'these options are not valid',
    generic: 'the rules do not allow it',
  },
};

/** Same keys, any strings. */
export type { LocaleShape };
export type Messages = LocaleShape<typeof en>;
