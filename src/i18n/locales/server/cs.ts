/** Czech strings of the community-server area. */
import type { ServerMessages } from './en';

export const cs: ServerMessages = {
  command: {
    help: { name: 'napoveda', description: 'Jak tu hrát: hry a jejich příkazy', game: { name: 'hra', description: 'Hra, kterou vysvětlit' } },
    game: {
      export: { name: 'export', description: 'Záznam skončené hry (JSON pro přehrání) a seznam jejích tahů' },
      claim: { name: 'vyhra', description: 'Nárokovat výhru, když soupeř nechal uplynout lhůtu na tah' },
    },
  },
  leagueAdmin: {
    name: 'liga-sprava',
    description: 'Pořadatelé: zakládání a řízení lig',
    organiserRole: { name: 'role-poradatele', description: 'Nastavit roli, jejíž členové smějí zakládat ligy (prázdné: žádná)' },
  },
  server: {
    botPermissions: 'Hru tu nemohu spustit: v tomto kanálu mi chybí {{missing}}. Požádejte správce serveru o tato oprávnění; nic nebylo spuštěno.',
    permission: {
      ViewChannel: 'Zobrazit kanál',
      SendMessages: 'Odesílat zprávy',
      AttachFiles: 'Přikládat soubory',
      SendMessagesInThreads: 'Odesílat zprávy ve vláknech',
    },
    organiserRole: {
      set: 'Členové s rolí {{role}} nyní smějí na tomto serveru zakládat ligy.',
      cleared: 'Žádná role pořadatele: ligy smějí zakládat jen členové s oprávněním Spravovat server.',
    },
    started: 'Vaše hra začala v {{where}}. Hodně štěstí!',
    boardPosted: 'Herní plán byl znovu zveřejněn v {{where}}.',
    noGameHere: 'V tomto kanálu žádná hra není. Příkazem /game status zjistíte, kde jsou vaše hry.',
    resign: {
      ask: 'Opravdu se chcete této hry vzdát? Soupeř vyhraje; nelze to vrátit.',
      yes: 'Vzdát se',
      no: 'Hrát dál',
      kept: 'Hrajete dál.',
    },
    help: {
      title: '**Jak hrát s Legatem**',
      intro: 'Hru založíte jejím příkazem v textovém kanálu; hraje se ve vlastním vlákně. Tah zahájíte tlačítkem **Hrát** u nejnovějšího plánu; své volby vidíte jen vy.',
      commands: '`/game board` znovu zveřejní plán · `/game hand` ukáže vaše skryté kameny · `/game history` listuje minulými pozicemi · `/game export` dá záznam skončené hry · `/game resign` · `/game abandon` · `/game status` vypíše vaše hry.',
      pick: 'Vyberte hru a zobrazí se její průvodce…',
      games: 'Hry: {{games}}',
      leagues: 'Ligy: `/league join`, `/league play`, `/league standings`; pořadatelé používají `/league-admin`.',
      rules: 'Shrnutí pravidel: {{docs}}',
    },
    welcome: 'Dobrý den! Jsem **Legatus**, rozhodčí římských deskových her. Napište `/help` a uvidíte hry a jak je založit: {{games}}.',
    export: {
      done_one: 'Záznam hry {{id}} ({{count}} tah). Přehrajete ho příkazem `legatus replay {{file}}`.',
      done_few: 'Záznam hry {{id}} ({{count}} tahy). Přehrajete ho příkazem `legatus replay {{file}}`.',
      done_many: 'Záznam hry {{id}} ({{count}} tahu). Přehrajete ho příkazem `legatus replay {{file}}`.',
      done_other: 'Záznam hry {{id}} ({{count}} tahů). Přehrajete ho příkazem `legatus replay {{file}}`.',
      notOver: 'Záznam lze exportovat, až hra skončí: dříve by ukázal, co hráči ještě vidět nesmějí.',
    },
    history: {
      position_one: 'Hra {{id}} · pozice {{position}} z {{count}} tahu',
      position_few: 'Hra {{id}} · pozice {{position}} ze {{count}} tahů',
      position_many: 'Hra {{id}} · pozice {{position}} z {{count}} tahu',
      position_other: 'Hra {{id}} · pozice {{position}} z {{count}} tahů',
      start: 'Výchozí pozice.',
      first: 'Začátek',
      back: 'Zpět',
      forward: 'Vpřed',
      last: 'Konec',
    },
    end: { history: 'Historie', export: 'Záznam', review: 'Rozbor' },
    leaguePlay: {
      text: '{{challenger}} je připraven(a) odehrát ligovou hru **{{league}}** proti {{opponent}}. Začne (hodnocená), až {{opponent}} přijme; nabídka vyprší {{expires}}.',
      sent: 'Vaše ligová hra čeká, až ji {{opponent}} přijme.',
    },
    lobby: {
      expired_one: 'Stůl hráče {{host}} vypršel: nikdo ho nespustil do {{count}} hodiny. Pro hru založte nový stůl.',
      expired_few: 'Stůl hráče {{host}} vypršel: nikdo ho nespustil do {{count}} hodin. Pro hru založte nový stůl.',
      expired_many: 'Stůl hráče {{host}} vypršel: nikdo ho nespustil do {{count}} hodiny. Pro hru založte nový stůl.',
      expired_other: 'Stůl hráče {{host}} vypršel: nikdo ho nespustil do {{count}} hodin. Pro hru založte nový stůl.',
      expiredClick: 'Tento stůl vypršel, protože ho nikdo včas nespustil. Pro hru založte nový stůl.',
    },
    deadline: {
      reminder_one: '{{player}}, jste na tahu: do konce lhůty na tah zbývá {{count}} hodina. Potom si {{opponent}} může nárokovat výhru.',
      reminder_few: '{{player}}, jste na tahu: do konce lhůty na tah zbývají {{count}} hodiny. Potom si {{opponent}} může nárokovat výhru.',
      reminder_many: '{{player}}, jste na tahu: do konce lhůty na tah zbývá {{count}} hodiny. Potom si {{opponent}} může nárokovat výhru.',
      reminder_other: '{{player}}, jste na tahu: do konce lhůty na tah zbývá {{count}} hodin. Potom si {{opponent}} může nárokovat výhru.',
    },
    claim: {
      done: 'Lhůta na tah uplynula: tuto hru jste vyhráli.',
      notYet: 'Soupeř má na tah ještě čas; výhru můžete nárokovat {{when}}.',
      yourTurn: 'Jste na tahu: není co nárokovat.',
      notDuel: 'Nárokovat lze jen přátelský duel dvou členů.',
      abandoned: 'Soupeř nechal uplynout lhůtu na tah, proto byla hra opuštěna bez jeho souhlasu.',
    },
    rematch: {
      button: 'Odveta',
      text: '{{challenger}} nabízí hráči {{opponent}} odvetu ve hře {{game}}. Nabídka vyprší {{expires}}.',
      sent: 'Odveta nabídnuta hráči {{opponent}}.',
      notPlayer: 'O odvetu mohou požádat jen hráči této hry.',
      notOver: 'O odvetu lze požádat, až hra skončí.',
    },
  },
};
