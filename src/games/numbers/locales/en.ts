/** English strings of Numbers, the platform's test game: the reference for its other locales. */
export const en = {
  numbers: {
    command: {
      name: 'numbers',
      description: 'Numbers: a test game with hidden hands',
      duel: { name: 'duel', description: 'Challenge a member' },
      bot: { name: 'bot', description: 'Play against the computer' },
      opponent: { name: 'opponent', description: 'The member you challenge' },
    },
    challenge: '{{challenger}} challenges {{opponent}} to a game of Numbers. {{opponent}}, do you accept? The challenge expires {{expires}}.',
    threadName: 'Numbers: {{players}}',
    started: 'A game of **Numbers** ({{options}}): {{players}}.',
    optionsText: 'cards in each hand: {{cards}}',
    title: '**Numbers** · turn {{turn}}',
    toPlay: '{{player}} to play.',
    over: '**Game over**: {{result}}',
    won: '{{player}} wins',
    draw: 'a draw',
    last: 'Last move: {{move}}',
    played: '{{player}} played {{card}}.',
    gameOver: 'Game over.',
    hand: 'Your cards (only you see them): {{cards}}',
    handEmpty: 'You have no cards left.',
    pick: 'Your turn. Play a card:',
    imageAlt: 'The Numbers table',
    seat: 'Player {{n}}',
  },
};

/** Same keys, any strings. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };
export type Messages = LocaleShape<typeof en>;
