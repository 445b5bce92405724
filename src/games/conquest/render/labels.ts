/** Words the Conquest picture draws, in the four languages of the bot. Province and sea names stay Latin except in Korean. */
import { PROVINCES, SEAS } from '../data';

export type ConquestLocale = 'en' | 'cs' | 'ro' | 'ko';
export const CONQUEST_LOCALES: readonly ConquestLocale[] = ['en', 'cs', 'ro', 'ko'];

const KO_PROVINCES: Record<string, string> = {
  achaia: '아카이아', africa: '아프리카', aquitania: '아키타니아', arabia_petraea: '아라비아 페트라이아', armenia: '아르메니아',
  asia: '아시아', baetica: '바이티카', baleares: '발레아레스', belgica: '벨기카', britannia: '브리타니아',
  caesariensis: '카이사리엔시스', cappadocia: '카파도키아', cilicia: '킬리키아', corsica: '코르시카', creta: '크레타',
  cyprus: '키프로스', cyrenaica: '키레나이카', dacia: '다키아', dalmatia: '달마티아', egyptus: '이집트', galatia: '갈라티아',
  germania: '게르마니아', hispania: '히스파니아', italia: '이탈리아', lugdunensis: '루그두넨시스', lusitania: '루시타니아',
  macedonia: '마케도니아', mesopotamia: '메소포타미아', moesia: '모이시아', narbonensis: '나르보넨시스', neapolis: '네아폴리스',
  noricum: '노리쿰', numidia: '누미디아', palestina: '팔레스티나', pannonia: '판노니아', pontus_et_bithynia: '폰투스 비티니아',
  raetia: '라이티아', sardinia: '사르디니아', sicilia: '시칠리아', syria: '시리아', thracia: '트라키아', tingitana: '팅기타나',
};
const KO_SEAS: Record<string, string> = {
  mare_adriatico: '아드리아해', mare_aegaeum: '에게해', mare_alexandria: '알렉산드리아해', mare_amisus: '아미수스해',
  mare_baliaricum: '발레아레스해', mare_cantabricum: '칸타브리아해', mare_epirus: '에피루스해', mare_hispalis: '히스팔리스해',
  mare_libycum: '리비아해', mare_narbo: '나르보해', mare_numidia: '누미디아해', mare_pelusium: '펠루시움해',
  mare_pontus_euxinus: '흑해', mare_rhodus: '로도스해', mare_sabrata: '사브라타해', mare_tyrrhenum: '티레니아해',
  oceanus_atlanticus: '대서양', oceanus_britannicus: '브리타니아 해협',
};

export function provinceName(id: string, locale: ConquestLocale): string {
  return locale === 'ko' ? KO_PROVINCES[id] ?? id : PROVINCES[id]?.name ?? id;
}
/** Latin short forms for where a full name does not fit (the overview at preview size). */
const SHORT: Record<string, string> = {
  achaia: 'Ach.', africa: 'Afr.', aquitania: 'Aquit.', arabia_petraea: 'Arab.', armenia: 'Arm.', asia: 'Asia',
  baetica: 'Baet.', baleares: 'Bal.', belgica: 'Belg.', britannia: 'Brit.', caesariensis: 'Caes.', cappadocia: 'Capp.',
  cilicia: 'Cil.', corsica: 'Cors.', creta: 'Cret.', cyprus: 'Cypr.', cyrenaica: 'Cyr.', dacia: 'Dac.', dalmatia: 'Dalm.',
  egyptus: 'Eg.', galatia: 'Gal.', germania: 'Germ.', hispania: 'Hisp.', italia: 'Ital.', lugdunensis: 'Lugd.',
  lusitania: 'Lus.', macedonia: 'Mac.', mesopotamia: 'Mes.', moesia: 'Moes.', narbonensis: 'Narb.', neapolis: 'Neap.',
  noricum: 'Nor.', numidia: 'Num.', palestina: 'Pal.', pannonia: 'Pann.', pontus_et_bithynia: 'Pont.', raetia: 'Raet.',
  sardinia: 'Sard.', sicilia: 'Sic.', syria: 'Syr.', thracia: 'Thr.', tingitana: 'Ting.',
};

/** A province's short name: the Latin abbreviation, or in Korean the first syllables. */
export function provinceShortName(id: string, locale: ConquestLocale): string {
  if (locale === 'ko') {
    const name = provinceName(id, locale).split(' ')[0];
    return name.length > 3 ? name.slice(0, 2) : name;
  }
  return SHORT[id] ?? provinceName(id, locale);
}

export function seaName(id: string, locale: ConquestLocale): string {
  return locale === 'ko' ? KO_SEAS[id] ?? id : SEAS[id]?.name ?? id;
}

export interface PanelWords {
  round: string;
  phase: Record<'movement' | 'battle' | 'destroy' | 'buy', string>;
  toMove: string;
  player: string;
  eliminated: string;
  winner: string;
  prices: string;
  inflation: string;
  tribute: string;
  attacker: string;
  defender: string;
  battleRound: string;
  /** Names of the battle dice's faces, for the legend under the dice. */
  faces: Record<'infantry' | 'cavalry' | 'catapult' | 'galley' | 'blank', string>;
  caesar: string;
  general: string;
  city: string;
  fortified: string;
  road: string;
  /** Caption of the tribute scale. */
  tributeScale: string;
  /** Short price-list names: infantry, cavalry, catapult, galley, city, fortification, road. */
  pieces: [string, string, string, string, string, string, string];
}

export const WORDS: Record<ConquestLocale, PanelWords> = {
  en: { faces: { infantry: 'infantry', cavalry: 'cavalry', catapult: 'catapult', galley: 'galley', blank: 'blank' }, caesar: 'Caesar', general: 'general', city: 'city', fortified: 'fortified city', road: 'road', tributeScale: 'Tribute scale', round: 'Round', phase: { movement: 'movement', battle: 'battles', destroy: 'destroy cities', buy: 'buying' }, toMove: 'to move', player: 'Player', eliminated: 'eliminated', winner: 'winner', prices: 'Prices', inflation: 'inflation', tribute: 'tribute', attacker: 'Attacker', defender: 'Defender', battleRound: 'round', pieces: ['inf', 'cav', 'cat', 'gal', 'city', 'fort', 'road'] },
  cs: { faces: { infantry: 'pěchota', cavalry: 'jezdectvo', catapult: 'katapult', galley: 'galéra', blank: 'prázdná strana' }, caesar: 'císař', general: 'generál', city: 'město', fortified: 'opevněné město', road: 'cesta', tributeScale: 'Stupnice daní', round: 'Kolo', phase: { movement: 'pohyb', battle: 'bitvy', destroy: 'ničení měst', buy: 'nákup' }, toMove: 'na tahu', player: 'Hráč', eliminated: 'vyřazen', winner: 'vítěz', prices: 'Ceny', inflation: 'inflace', tribute: 'daň', attacker: 'Útočník', defender: 'Obránce', battleRound: 'kolo', pieces: ['pěch', 'jízda', 'kat', 'gal', 'město', 'opevn', 'cesta'] },
  ro: { faces: { infantry: 'infanterie', cavalry: 'cavalerie', catapult: 'catapultă', galley: 'galeră', blank: 'gol' }, caesar: 'Cezar', general: 'general', city: 'oraș', fortified: 'oraș fortificat', road: 'drum', tributeScale: 'Scala tributului', round: 'Runda', phase: { movement: 'mișcare', battle: 'bătălii', destroy: 'distrugerea orașelor', buy: 'cumpărare' }, toMove: 'la mutare', player: 'Jucător', eliminated: 'eliminat', winner: 'câștigător', prices: 'Prețuri', inflation: 'inflație', tribute: 'tribut', attacker: 'Atacator', defender: 'Apărător', battleRound: 'runda', pieces: ['inf', 'cav', 'cat', 'gal', 'oraș', 'fort', 'drum'] },
  ko: { faces: { infantry: '보병', cavalry: '기병', catapult: '투석기', galley: '갤리선', blank: '빈 면' }, caesar: '카이사르', general: '장군', city: '도시', fortified: '요새 도시', road: '도로', tributeScale: '공물 척도', round: '라운드', phase: { movement: '이동', battle: '전투', destroy: '도시 파괴', buy: '구매' }, toMove: '차례', player: '플레이어', eliminated: '탈락', winner: '승자', prices: '가격', inflation: '인플레이션', tribute: '공물', attacker: '공격자', defender: '방어자', battleRound: '라운드', pieces: ['보병', '기병', '투석기', '갤리', '도시', '요새', '도로'] },
};
