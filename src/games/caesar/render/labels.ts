/**
 * Words on the Caesar! picture in the bot's four languages. Long province
 * names carry a line break ("\n") so they stay compact on the map.
 */
import type { ProvinceId, Side } from '../types';

export type RenderLocale = 'en' | 'cs' | 'ro' | 'ko';
export const RENDER_LOCALES: readonly RenderLocale[] = ['en', 'cs', 'ro', 'ko'];

export const PROVINCE_NAMES: Record<RenderLocale, Record<ProvinceId, string>> = {
  en: {
    hispania_ulterior: 'Hispania\nUlterior', hispania_citerior: 'Hispania\nCiterior', gallia: 'Gallia',
    mauritania: 'Mauritania', sardinia: 'Sardinia', gallia_cisalpina: 'Gallia\nCisalpina', numidia: 'Numidia',
    sicilia: 'Sicilia', italia: 'Italia', dalmatia: 'Dalmatia', africa: 'Africa', achaia: 'Achaia',
    macedonia: 'Macedonia', cyrene: 'Cyrene', creta: 'Creta', aegyptus: 'Aegyptus', asia: 'Asia', syria: 'Syria',
  },
  cs: {
    hispania_ulterior: 'Vzdálenější\nHispánie', hispania_citerior: 'Bližší\nHispánie', gallia: 'Galie',
    mauritania: 'Mauretánie', sardinia: 'Sardinie', gallia_cisalpina: 'Předalpská\nGalie', numidia: 'Numidie',
    sicilia: 'Sicílie', italia: 'Itálie', dalmatia: 'Dalmácie', africa: 'Afrika', achaia: 'Achaia',
    macedonia: 'Makedonie', cyrene: 'Kyrenaika', creta: 'Kréta', aegyptus: 'Egypt', asia: 'Asie', syria: 'Sýrie',
  },
  ro: {
    hispania_ulterior: 'Hispania\nUlterioară', hispania_citerior: 'Hispania\nCiterioară', gallia: 'Galia',
    mauritania: 'Mauretania', sardinia: 'Sardinia', gallia_cisalpina: 'Galia\nCisalpină', numidia: 'Numidia',
    sicilia: 'Sicilia', italia: 'Italia', dalmatia: 'Dalmația', africa: 'Africa', achaia: 'Ahaia',
    macedonia: 'Macedonia', cyrene: 'Cirenaica', creta: 'Creta', aegyptus: 'Egipt', asia: 'Asia', syria: 'Siria',
  },
  ko: {
    hispania_ulterior: '히스파니아\n울테리오르', hispania_citerior: '히스파니아\n키테리오르', gallia: '갈리아',
    mauritania: '마우레타니아', sardinia: '사르디니아', gallia_cisalpina: '갈리아\n키살피나', numidia: '누미디아',
    sicilia: '시칠리아', italia: '이탈리아', dalmatia: '달마티아', africa: '아프리카', achaia: '아카이아',
    macedonia: '마케도니아', cyrene: '키레나이카', creta: '크레타', aegyptus: '이집트', asia: '아시아', syria: '시리아',
  },
};

export interface PanelStrings {
  sides: Record<Side, string>;
  crassus: string;
  toMove: string;
  turn: (n: number) => string;
  controlLeft: string;
  senate: string;
  supply: string;
  bag: string;
  bank: string;
  centurions: string;
  tiles: string;
  wins: (side: string) => string;
  endReason: Record<string, string>;
  pending: Record<'closureOrder' | 'might' | 'tactics' | 'centurion', string>;
}

export const PANEL_STRINGS: Record<RenderLocale, PanelStrings> = {
  en: {
    sides: { 0: 'Caesar', 1: 'Pompey' }, crassus: 'Crassus', toMove: 'to move', turn: (n) => `Turn ${n}`,
    controlLeft: 'Control tokens', senate: 'Senate', supply: 'Supply', bag: 'Bag', bank: 'Bonus bank',
    centurions: 'Centurions', tiles: 'Tiles', wins: (s) => `${s} wins!`,
    endReason: {
      controlTokens: 'all control tokens placed', cannotPlace: 'the opponent could not place',
      resigned: 'the opponent resigned', abandoned: 'game abandoned',
    },
    pending: {
      closureOrder: 'choosing which province resolves first', might: 'Might: choosing a target',
      tactics: 'Tactics: extra turn?', centurion: 'Centurion: choosing a token',
    },
  },
  cs: {
    sides: { 0: 'Caesar', 1: 'Pompeius' }, crassus: 'Crassus', toMove: 'na tahu', turn: (n) => `Tah ${n}`,
    controlLeft: 'Žetony kontroly', senate: 'Senát', supply: 'Zásoba', bag: 'Sáček', bank: 'Bank bonusů',
    centurions: 'Centurioni', tiles: 'Destičky', wins: (s) => `${s} vítězí!`,
    endReason: {
      controlTokens: 'umístil všechny žetony kontroly', cannotPlace: 'soupeř nemohl táhnout',
      resigned: 'soupeř se vzdal', abandoned: 'hra opuštěna',
    },
    pending: {
      closureOrder: 'volí pořadí vyhodnocení provincií', might: 'Síla: volí cíl',
      tactics: 'Taktika: tah navíc?', centurion: 'Centurio: volí žeton',
    },
  },
  ro: {
    sides: { 0: 'Cezar', 1: 'Pompei' }, crassus: 'Crassus', toMove: 'la mutare', turn: (n) => `Tura ${n}`,
    controlLeft: 'Jetoane de control', senate: 'Senat', supply: 'Rezervă', bag: 'Săculeț', bank: 'Banca de bonusuri',
    centurions: 'Centurioni', tiles: 'Plăcuțe', wins: (s) => `${s} câștigă!`,
    endReason: {
      controlTokens: 'toate jetoanele de control plasate', cannotPlace: 'adversarul nu a mai putut plasa',
      resigned: 'adversarul a abandonat', abandoned: 'joc abandonat',
    },
    pending: {
      closureOrder: 'alege ordinea provinciilor', might: 'Forță: alege o țintă',
      tactics: 'Tactică: tură în plus?', centurion: 'Centurion: alege un jeton',
    },
  },
  ko: {
    sides: { 0: '카이사르', 1: '폼페이우스' }, crassus: '크라수스', toMove: '차례', turn: (n) => `${n}턴`,
    controlLeft: '지배 토큰', senate: '원로원', supply: '보유', bag: '주머니', bank: '보너스 더미',
    centurions: '백인대장', tiles: '타일', wins: (s) => `${s} 승리!`,
    endReason: {
      controlTokens: '지배 토큰을 모두 배치함', cannotPlace: '상대가 배치할 수 없음',
      resigned: '상대가 기권함', abandoned: '게임 중단',
    },
    pending: {
      closureOrder: '속주 처리 순서 선택 중', might: '힘: 대상 선택 중',
      tactics: '전술: 추가 턴?', centurion: '백인대장: 토큰 선택 중',
    },
  },
};
