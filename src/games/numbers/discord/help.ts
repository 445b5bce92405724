/** The /help guide of Numbers (the test game) in each language (GamePlugin.help). */
import type { Locale } from '../../../i18n';

const GUIDE: Record<Locale, string> = {
  en: '**Numbers** — start with `/numbers duel opponent:@member` or `/numbers bot`; press **Play** and choose a card of your hidden hand. The higher sum wins.',
  cs: '**Numbers** — začněte `/numbers duel opponent:@člen` nebo `/numbers bot`; stiskněte **Hrát** a vyberte kartu ze skryté ruky. Vyhrává vyšší součet.',
  ro: '**Numbers** — începeți cu `/numbers duel opponent:@membru` sau `/numbers bot`; apăsați **Joacă** și alegeți o carte din mâna ascunsă. Câștigă suma mai mare.',
  ko: '**Numbers** — `/numbers duel opponent:@멤버` 또는 `/numbers bot`으로 시작하고, **두기**를 눌러 숨긴 패에서 카드를 고르세요. 합이 큰 쪽이 이깁니다.',
};

export const numbersHelp = (locale: Locale): string => GUIDE[locale];
