/** Czech. */
import type { Messages } from './en';

export const cs: Messages = {
  numbers: {
    command: {
      name: 'cisla',
      description: 'Čísla: zkušební hra se skrytými kartami',
      duel: { name: 'souboj', description: 'Vyzvěte člena serveru' },
      bot: { name: 'pocitac', description: 'Hrajte proti počítači' },
      opponent: { name: 'souper', description: 'Člen, kterého vyzýváte' },
    },
    challenge: '{{challenger}} vyzývá {{opponent}} ke hře Čísla. {{opponent}}, přijímáte? Výzva vyprší {{expires}}.',
    threadName: 'Čísla: {{players}}',
    started: 'Nová hra **Čísla** ({{options}}): {{players}}.',
    optionsText: 'karet v ruce: {{cards}}',
    title: '**Čísla** · tah {{turn}}',
    toPlay: 'Na tahu je {{player}}.',
    over: '**Konec hry**: {{result}}',
    won: 'vítězí {{player}}',
    draw: 'remíza',
    last: 'Poslední tah: {{move}}',
    played: '{{player}} zahrál {{card}}.',
    gameOver: 'Konec hry.',
    hand: 'Vaše karty (vidíte je jen vy): {{cards}}',
    handEmpty: 'Už nemáte žádné karty.',
    pick: 'Jste na tahu. Zahrajte kartu:',
    imageAlt: 'Stůl hry Čísla',
    seat: 'Hráč {{n}}',
  },
};
