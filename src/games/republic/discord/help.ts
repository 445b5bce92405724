/** The /help guide of The Republic of Rome in each language (GamePlugin.help). */
import type { Locale } from '../../../i18n';

const GUIDE: Record<Locale, string> = {
  en: [
    '**The Republic of Rome** — 3 to 6 factions of senators govern Rome together and compete to rule it.',
    'Start: `/republic new` opens a table; members press **Join**, empty seats can be given to the computer, and the host starts it.',
    'A turn: the board names who acts in each phase; press **Play** to act, and your cards and treasury stay in messages only you see.',
  ].join('\n'),
  cs: [
    '**Římská republika** — 3 až 6 frakcí senátorů společně vládne Římu a soupeří o moc.',
    'Začátek: `/republika novy-stul` otevře stůl; členové stisknou **Připojit se**, prázdná místa může převzít počítač a zakladatel hru spustí.',
    'Tah: plán uvádí, kdo v které fázi jedná; stiskněte **Hrát** a jednejte; vaše karty a pokladna zůstávají ve zprávách, které vidíte jen vy.',
  ].join('\n'),
  ro: [
    '**Republica Romană** — 3 până la 6 facțiuni de senatori guvernează Roma împreună și se întrec pentru putere.',
    'Început: `/republica masa-noua` deschide o masă; membrii apasă **Intră**, locurile goale pot fi date calculatorului, iar gazda pornește jocul.',
    'Un tur: tabla arată cine acționează în fiecare fază; apăsați **Joacă** pentru a acționa; cărțile și tezaurul rămân în mesaje văzute doar de dumneavoastră.',
  ].join('\n'),
  ko: [
    '**로마 공화정** — 3~6개의 원로원 파벌이 함께 로마를 다스리며 권력을 다툽니다.',
    '시작: `/공화정 새게임`로 테이블을 열면 멤버가 **참가**를 누르고, 빈 자리는 컴퓨터에게 줄 수 있으며, 주최자가 시작합니다.',
    '한 차례: 보드에 각 단계에서 누가 행동하는지 나옵니다. **플레이**를 눌러 행동하세요. 카드와 금고는 본인만 보는 메시지에 있습니다.',
  ].join('\n'),
};

export const republicHelp = (locale: Locale): string => GUIDE[locale];
