/** The /help guide of Conquest of the Empire II in each language (GamePlugin.help). */
import type { Locale } from '../../../i18n';

const GUIDE: Record<Locale, string> = {
  en: [
    '**Conquest of the Empire II** — 2 to 6 players, seasons of simultaneous orders, senate and taxes.',
    'Start: `/conquest2 new` opens a table; members press **Join**, empty seats can be given to the computer, and the host starts it.',
    'A turn: press **Play** on the newest board; every player gives their orders in their own message, and the season is resolved when all are done. Each step has a deadline.',
  ].join('\n'),
  cs: [
    '**Dobytí impéria II** — 2 až 6 hráčů, sezóny současných rozkazů, senát a daně.',
    'Začátek: `/dobyti2 novy-stul` otevře stůl; členové stisknou **Připojit se**, prázdná místa může převzít počítač a zakladatel hru spustí.',
    'Tah: stiskněte **Hrát** u nejnovějšího plánu; každý hráč dává rozkazy ve své zprávě a sezóna se vyhodnotí, až jsou všichni hotovi. Každý krok má lhůtu.',
  ].join('\n'),
  ro: [
    '**Cucerirea Imperiului II** — 2 până la 6 jucători, sezoane de ordine simultane, senat și taxe.',
    'Început: `/cucerire2 masa-noua` deschide o masă; membrii apasă **Intră**, locurile goale pot fi date calculatorului, iar gazda pornește jocul.',
    'Un tur: apăsați **Joacă** pe cea mai nouă tablă; fiecare jucător își dă ordinele în mesajul său, iar sezonul se rezolvă când toți au terminat. Fiecare pas are un termen.',
  ].join('\n'),
  ko: [
    '**제국의 정복 II** — 2~6명, 동시 명령으로 진행되는 시즌, 원로원과 세금.',
    '시작: `/제국정복2 새게임`로 테이블을 열면 멤버가 **참가**를 누르고, 빈 자리는 컴퓨터에게 줄 수 있으며, 주최자가 시작합니다.',
    '한 차례: 최신 보드의 **플레이**를 누르세요. 각자 자기 메시지에서 명령을 내리고, 모두 마치면 시즌이 처리됩니다. 단계마다 기한이 있습니다.',
  ].join('\n'),
};

export const conquest2Help = (locale: Locale): string => GUIDE[locale];
