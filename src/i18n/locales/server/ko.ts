/** Korean strings of the community-server area. */
import type { ServerMessages } from './en';

export const ko: ServerMessages = {
  command: {
    help: { name: '도움말', description: '여기서 노는 법: 게임과 명령어', game: { name: '게임', description: '설명할 게임' } },
    game: {
      export: { name: '내보내기', description: '끝난 게임의 기록(다시 보기용 파일)과 수 목록' },
      claim: { name: '승리요청', description: '상대가 수 기한을 넘겼을 때 승리를 요청합니다' },
    },
  },
  leagueAdmin: {
    name: '리그관리',
    description: '운영자: 리그 만들기와 운영',
    organiserRole: { name: '운영자역할', description: '리그를 만들 수 있는 역할 지정 (비우면 없음)' },
  },
  server: {
    botPermissions: '여기서는 게임을 시작할 수 없습니다: 이 채널에서 {{missing}} 권한이 없습니다. 서버 관리자에게 권한을 요청하세요. 아무것도 시작되지 않았습니다.',
    permission: {
      ViewChannel: '채널 보기',
      SendMessages: '메시지 보내기',
      AttachFiles: '파일 첨부',
      SendMessagesInThreads: '스레드에서 메시지 보내기',
    },
    organiserRole: {
      set: '이제 {{role}} 역할의 멤버가 이 서버에서 리그를 만들 수 있습니다.',
      cleared: '운영자 역할 없음: 서버 관리 권한이 있는 멤버만 리그를 만들 수 있습니다.',
    },
    started: '{{where}}에서 게임이 시작되었습니다. 행운을 빕니다!',
    boardPosted: '{{where}}에 보드를 다시 올렸습니다.',
    noGameHere: '이 채널에는 게임이 없습니다. `/game status`로 게임이 어디 있는지 확인하세요.',
    resign: {
      ask: '정말 이 게임에서 기권하시겠습니까? 상대가 승리하며 되돌릴 수 없습니다.',
      yes: '기권',
      no: '계속하기',
      kept: '게임을 계속합니다.',
    },
    help: {
      title: '**레가투스로 노는 법**',
      intro: '텍스트 채널에서 게임의 명령어로 시작하면 게임은 전용 스레드에서 진행됩니다. 최신 보드의 **두기** 버튼을 눌러 수를 두세요. 선택지는 본인만 봅니다.',
      commands: '`/game board` 보드 다시 올리기 · `/game hand` 숨긴 말 보기 · `/game history` 지난 국면 넘겨 보기 · `/game export` 끝난 게임의 기록 · `/game resign` · `/game abandon` · `/game status` 내 게임 목록.',
      pick: '안내를 볼 게임을 고르세요…',
      games: '게임: {{games}}',
      leagues: '리그: `/league join`, `/league play`, `/league standings`; 운영자는 `/league-admin`을 씁니다.',
      rules: '규칙 요약: {{docs}}',
    },
    welcome: '안녕하세요! 저는 로마 보드게임 심판 **레가투스**입니다. `/help`를 입력하면 게임과 시작하는 법을 볼 수 있습니다: {{games}}.',
    export: {
      done_other: '게임 {{id}}의 기록 ({{count}}수). `legatus replay {{file}}`로 다시 볼 수 있습니다.',
      notOver: '기록은 게임이 끝난 뒤에 내보낼 수 있습니다. 그 전에는 아직 볼 수 없는 정보가 드러나기 때문입니다.',
    },
    history: {
      position_other: '게임 {{id}} · {{count}}수 중 {{position}}번째 국면',
      start: '시작 국면.',
      first: '처음',
      back: '이전',
      forward: '다음',
      last: '마지막',
    },
    end: { history: '지난 국면', export: '기록 파일', review: '복기' },
    leaguePlay: {
      text: '{{challenger}}님이 **{{league}}** 리그 경기를 {{opponent}}님과 할 준비가 되었습니다. {{opponent}}님이 수락하면 레이팅 경기가 시작되며, 제안은 {{expires}} 만료됩니다.',
      sent: '{{opponent}}님이 수락하면 리그 경기가 시작됩니다.',
    },
    lobby: {
      ai: 'AI',
      empty: '(빈 자리)',
      join: '참가',
      leave: '나가기',
      addAi: 'AI 추가',
      start: '시작',
      opened: '{{game}} 테이블이 열렸습니다. 멤버는 버튼으로 참가하고, 테이블을 연 사람이 AI를 추가하고 시작합니다.',
      already: '이미 이 테이블에 앉아 있습니다.',
      full: '모든 자리가 찼습니다.',
      hostStays: '호스트는 테이블을 떠날 수 없습니다.',
      hostOnly: '호스트만 할 수 있습니다.',
      notFull: '먼저 모든 자리를 채우십시오 (멤버 또는 AI).',
      startedIn: '{{game}}이(가) {{where}}에서 시작되었습니다.',
      updated: '완료.',
      expired_other: '{{host}} 님의 테이블이 만료되었습니다: {{count}}시간 안에 아무도 시작하지 않았습니다. 플레이하려면 새 테이블을 여세요.',
      expiredClick: '아무도 제때 시작하지 않아 이 테이블은 만료되었습니다. 플레이하려면 새 테이블을 여세요.',
    },
    deadline: {
      reminder_other: '{{player}} 님, 차례입니다: 수 기한까지 {{count}}시간 남았습니다. 기한이 지나면 {{opponent}} 님이 승리를 요청할 수 있습니다.',
    },
    claim: {
      done: '수 기한이 지났습니다: 이 게임에서 승리했습니다.',
      notYet: '상대에게 아직 시간이 있습니다. {{when}} 승리를 요청할 수 있습니다.',
      yourTurn: '지금은 내 차례입니다: 요청할 것이 없습니다.',
      notDuel: '두 멤버 사이의 친선 대결만 승리를 요청할 수 있습니다.',
      abandoned: '상대가 수 기한을 넘겨 동의 없이 게임을 포기 처리했습니다.',
    },
    rematch: {
      button: '재대결',
      text: '{{challenger}}님이 {{opponent}}님에게 {{game}} 재대결을 제안합니다. 제안은 {{expires}} 만료됩니다.',
      sent: '{{opponent}}님에게 재대결을 제안했습니다.',
      notPlayer: '이 게임의 플레이어만 재대결을 요청할 수 있습니다.',
      notOver: '게임이 끝난 뒤에 재대결을 요청할 수 있습니다.',
    },
  },
};
