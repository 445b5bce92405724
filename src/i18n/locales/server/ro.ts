/** Romanian strings of the community-server area. */
import type { ServerMessages } from './en';

export const ro: ServerMessages = {
  command: {
    help: { name: 'ajutor', description: 'Cum se joacă aici: jocurile și comenzile lor', game: { name: 'joc', description: 'Jocul de explicat' } },
    game: {
      export: { name: 'export', description: 'Înregistrarea unui joc încheiat (JSON pentru reluare) și lista mutărilor' },
      claim: { name: 'revendica', description: 'Revendicați victoria când adversarul a depășit termenul de mutare' },
    },
  },
  leagueAdmin: {
    name: 'liga-admin',
    description: 'Organizatori: creează și conduc ligi',
    organiserRole: { name: 'rol-organizator', description: 'Stabilește rolul ai cărui membri pot crea ligi (gol: niciunul)' },
  },
  server: {
    botPermissions: 'Nu pot începe un joc aici: îmi lipsește {{missing}} în acest canal. Cereți unui administrator al serverului aceste permisiuni; nu s-a pornit nimic.',
    permission: {
      ViewChannel: 'Vizualizare canal',
      SendMessages: 'Trimitere mesaje',
      AttachFiles: 'Atașare fișiere',
      SendMessagesInThreads: 'Trimitere mesaje în fire',
    },
    organiserRole: {
      set: 'Membrii cu rolul {{role}} pot acum crea ligi pe acest server.',
      cleared: 'Niciun rol de organizator: doar membrii cu Gestionare server pot crea ligi.',
    },
    started: 'Jocul dumneavoastră a început în {{where}}. Baftă!',
    boardPosted: 'Tabla a fost postată din nou în {{where}}.',
    noGameHere: 'Nu există niciun joc în acest canal. Folosiți /game status ca să vedeți unde sunt jocurile dumneavoastră.',
    resign: {
      ask: 'Sigur vreți să cedați acest joc? Adversarul câștigă; acțiunea nu poate fi anulată.',
      yes: 'Cedez',
      no: 'Continui',
      kept: 'Continuați jocul.',
    },
    help: {
      title: '**Cum se joacă cu Legatus**',
      intro: 'Începeți un joc cu comanda lui într-un canal text; jocul se desfășoară în propriul fir. Apăsați **Joacă** pe cea mai nouă tablă pentru a muta; doar dumneavoastră vedeți alegerile.',
      commands: '`/game board` postează din nou tabla · `/game hand` arată piesele ascunse · `/game history` răsfoiește pozițiile trecute · `/game export` dă înregistrarea unui joc încheiat · `/game resign` · `/game abandon` · `/game status` listează jocurile.',
      pick: 'Alegeți un joc pentru ghidul lui…',
      games: 'Jocuri: {{games}}',
      leagues: 'Ligi: `/league join`, `/league play`, `/league standings`; organizatorii folosesc `/league-admin`.',
      rules: 'Rezumatul regulilor: {{docs}}',
    },
    welcome: 'Bună! Sunt **Legatus**, arbitru pentru jocuri de masă romane. Scrieți `/help` ca să vedeți jocurile și cum începe unul: {{games}}.',
    export: {
      done_one: 'Înregistrarea jocului {{id}} ({{count}} mutare). Reluați-l cu `legatus replay {{file}}`.',
      done_few: 'Înregistrarea jocului {{id}} ({{count}} mutări). Reluați-l cu `legatus replay {{file}}`.',
      done_other: 'Înregistrarea jocului {{id}} ({{count}} de mutări). Reluați-l cu `legatus replay {{file}}`.',
      notOver: 'Înregistrarea se poate exporta după ce jocul s-a încheiat: înainte ar arăta ce jucătorii nu au voie să vadă încă.',
    },
    history: {
      position_one: 'Jocul {{id}} · poziția {{position}} din {{count}} mutare',
      position_few: 'Jocul {{id}} · poziția {{position}} din {{count}} mutări',
      position_other: 'Jocul {{id}} · poziția {{position}} din {{count}} de mutări',
      start: 'Poziția de început.',
      first: 'Început',
      back: 'Înapoi',
      forward: 'Înainte',
      last: 'Sfârșit',
    },
    end: { history: 'Istoric', export: 'Înregistrare', review: 'Analiza' },
    leaguePlay: {
      text: '{{challenger}} este gata să joace meciul din liga **{{league}}** contra lui {{opponent}}. Începe, cu rating, când {{opponent}} acceptă; oferta expiră {{expires}}.',
      sent: 'Meciul dumneavoastră de ligă așteaptă ca {{opponent}} să accepte.',
    },
    lobby: {
      expired_one: 'Masa lui {{host}} a expirat: nimeni nu a pornit-o în {{count}} oră. Deschideți o masă nouă pentru a juca.',
      expired_few: 'Masa lui {{host}} a expirat: nimeni nu a pornit-o în {{count}} ore. Deschideți o masă nouă pentru a juca.',
      expired_other: 'Masa lui {{host}} a expirat: nimeni nu a pornit-o în {{count}} de ore. Deschideți o masă nouă pentru a juca.',
      expiredClick: 'Această masă a expirat pentru că nimeni nu a pornit-o la timp. Deschideți o masă nouă pentru a juca.',
    },
    deadline: {
      reminder_one: '{{player}}, este rândul dvs.: mai este {{count}} oră până la termenul de mutare. După el, {{opponent}} poate revendica victoria.',
      reminder_few: '{{player}}, este rândul dvs.: mai sunt {{count}} ore până la termenul de mutare. După el, {{opponent}} poate revendica victoria.',
      reminder_other: '{{player}}, este rândul dvs.: mai sunt {{count}} de ore până la termenul de mutare. După el, {{opponent}} poate revendica victoria.',
    },
    claim: {
      done: 'Termenul de mutare a trecut: câștigați acest joc.',
      notYet: 'Adversarul mai are timp să mute; puteți revendica victoria {{when}}.',
      yourTurn: 'Sunteți la mutare: nu aveți ce revendica.',
      notDuel: 'Doar un duel amical între doi membri poate fi revendicat.',
      abandoned: 'Adversarul a depășit termenul de mutare, așa că jocul a fost abandonat fără acordul lui.',
    },
    rematch: {
      button: 'Revanșă',
      text: '{{challenger}} îi oferă lui {{opponent}} o revanșă la {{game}}. Oferta expiră {{expires}}.',
      sent: 'Revanșă oferită lui {{opponent}}.',
      notPlayer: 'Doar jucătorii acestui joc pot cere o revanșă.',
      notOver: 'O revanșă se poate cere după ce jocul s-a încheiat.',
    },
  },
};
