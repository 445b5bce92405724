/** The /help guide of Conquest of the Empire in each language (GamePlugin.help). */
import type { Locale } from '../../../i18n';

const GUIDE: Record<Locale, string> = {
  en: [
    '**Conquest of the Empire** — 2 to 6 players raise armies, fight for the provinces and race for the most victory points.',
    'Start: `/conquest new` opens a table; members press **Join**, empty seats can be given to the computer, and the host starts it.',
    'A turn: press **Play** on the newest board and follow the steps (buy, move, fight); a battle asks the defender too. Each move has a deadline; slow players are reminded.',
  ].join('\n'),
  cs: [
    '**Dobytí impéria** — 2 až 6 hráčů staví armády, bojuje o provincie a závodí o vítězné body.',
    'Začátek: `/dobyti novy-stul` otevře stůl; členové stisknou **Připojit se**, prázdná místa může převzít počítač a zakladatel hru spustí.',
    'Tah: stiskněte **Hrát** u nejnovějšího plánu a projděte kroky (nákup, pohyb, boj); bitva se ptá i obránce. Každý tah má lhůtu; pomalým hráčům se připomíná.',
  ].join('\n'),
  ro: [
    '**Cucerirea Imperiului** — 2 până la 6 jucători ridică armate, luptă pentru provincii și se întrec la puncte de victorie.',
    'Început: `/cucerire masa-noua` deschide o masă; membrii apasă **Intră**, locurile goale pot fi date calculatorului, iar gazda pornește jocul.',
    'Un tur: apăsați **Joacă** pe cea mai nouă tablă și urmați pașii (cumpărare, mutare, luptă); o bătălie îl întreabă și pe apărător. Fiecare mutare are un termen.',
  ].join('\n'),
  ko: [
    '**제국의 정복** — 2~6명이 군대를 모아 속주를 두고 싸우며 승점을 겨룹니다.',
    '시작: `/제국정복 새게임`로 테이블을 열면 멤버가 **참가**를 누르고, 빈 자리는 컴퓨터에게 줄 수 있으며, 주최자가 시작합니다.',
    '한 턴: 최신 보드의 **플레이**를 누르고 단계(구매, 이동, 전투)를 따르세요. 전투는 수비자에게도 묻습니다. 수마다 기한이 있고 늦으면 알림이 갑니다.',
  ].join('\n'),
};

export const conquestHelp = (locale: Locale): string => GUIDE[locale];
