/** The /help guide of Caesar! in each language (GamePlugin.help). */
import type { Locale } from '../../../i18n';

const GUIDE: Record<Locale, string> = {
  en: [
    '**Caesar!** — two players, Caesar against Pompey, place tokens on the borders of the provinces of Rome.',
    'Start: `/caesar challenge opponent:@member`, or play alone with `/caesar solo` or against the computer with `/caesar bot`.',
    'A turn: press **Play** on the newest board, pick a token from your supply and a border; the new board follows in the thread. `/game hand` shows your hidden tokens.',
  ].join('\n'),
  cs: [
    '**Caesar!** — dva hráči, Caesar proti Pompeiovi, kladou žetony na hranice provincií Říma.',
    'Začátek: `/caesar vyzva souper:@člen`, nebo hrajte sami `/caesar solo` či proti počítači `/caesar pocitac`.',
    'Tah: stiskněte **Hrát** u nejnovějšího plánu, vyberte žeton ze zásoby a hranici; nový plán přijde do vlákna. `/hra zasoba` ukáže vaše skryté žetony.',
  ].join('\n'),
  ro: [
    '**Caesar!** — doi jucători, Cezar contra Pompei, pun jetoane pe granițele provinciilor Romei.',
    'Început: `/caesar provocare adversar:@membru`, sau jucați singur cu `/caesar solo` ori contra calculatorului cu `/caesar calculator`.',
    'Un tur: apăsați **Joacă** pe cea mai nouă tablă, alegeți un jeton din rezervă și o graniță; noua tablă apare în fir. `/joc jetoane` arată jetoanele ascunse.',
  ].join('\n'),
  ko: [
    '**카이사르!** — 두 플레이어(카이사르 대 폼페이우스)가 로마 속주의 경계에 토큰을 놓습니다.',
    '시작: `/카이사르 도전 상대:@멤버`, 혼자서는 `/카이사르 솔로`, 컴퓨터와는 `/카이사르 컴퓨터`.',
    '한 턴: 최신 보드의 **플레이**를 누르고 보급에서 토큰과 경계를 고르면 새 보드가 스레드에 올라옵니다. `/게임 보유토큰`으로 숨긴 토큰을 봅니다.',
  ].join('\n'),
};

export const caesarHelp = (locale: Locale): string => GUIDE[locale];
