/** Korean. */
import type { Messages } from './en';

export const ko: Messages = {
  numbers: {
    command: {
      name: '숫자',
      description: '숫자: 숨겨진 패가 있는 테스트 게임',
      duel: { name: '대결', description: '멤버에게 도전합니다' },
      bot: { name: '컴퓨터', description: '컴퓨터와 대결합니다' },
      opponent: { name: '상대', description: '도전할 멤버' },
    },
    challenge: '{{challenger}} 님이 {{opponent}} 님에게 숫자 게임을 신청했습니다. {{opponent}} 님, 수락하시겠습니까? 도전은 {{expires}} 만료됩니다.',
    threadName: '숫자: {{players}}',
    started: '새 **숫자** 게임 ({{options}}): {{players}}.',
    optionsText: '손패 카드 수: {{cards}}',
    title: '**숫자** · {{turn}}번째 차례',
    toPlay: '{{player}} 님의 차례입니다.',
    over: '**게임 종료**: {{result}}',
    won: '{{player}} 님 승리',
    draw: '무승부',
    last: '마지막 수: {{move}}',
    played: '{{player}} 님이 {{card}}을(를) 냈습니다.',
    gameOver: '게임 종료.',
    hand: '내 카드 (나만 볼 수 있음): {{cards}}',
    handEmpty: '남은 카드가 없습니다.',
    pick: '내 차례입니다. 카드를 내세요:',
    imageAlt: '숫자 게임 테이블',
    seat: '플레이어 {{n}}',
  },
};
