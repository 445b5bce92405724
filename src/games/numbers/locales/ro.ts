/** Romanian. */
import type { Messages } from './en';

export const ro: Messages = {
  numbers: {
    command: {
      name: 'numere',
      description: 'Numere: un joc de test cu cărți ascunse',
      duel: { name: 'duel', description: 'Provoacă un membru' },
      bot: { name: 'calculator', description: 'Joacă împotriva calculatorului' },
      opponent: { name: 'adversar', description: 'Membrul pe care îl provoci' },
    },
    challenge: '{{challenger}} îl provoacă pe {{opponent}} la o partidă de Numere. {{opponent}}, accepți? Provocarea expiră {{expires}}.',
    threadName: 'Numere: {{players}}',
    started: 'O partidă nouă de **Numere** ({{options}}): {{players}}.',
    optionsText: 'cărți în mână: {{cards}}',
    title: '**Numere** · tura {{turn}}',
    toPlay: '{{player}} este la mutare.',
    over: '**Partidă încheiată**: {{result}}',
    won: 'câștigă {{player}}',
    draw: 'remiză',
    last: 'Ultima mutare: {{move}}',
    played: '{{player}} a jucat {{card}}.',
    gameOver: 'Partidă încheiată.',
    hand: 'Cărțile tale (doar tu le vezi): {{cards}}',
    handEmpty: 'Nu mai ai cărți.',
    pick: 'Ești la mutare. Joacă o carte:',
    imageAlt: 'Masa jocului Numere',
    seat: 'Jucătorul {{n}}',
  },
};
