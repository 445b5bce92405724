/**
 * Names on the Republic's cards and senators per language, used by the text
 * (as the locale keys republic.name.*) and by the pictures, so both print the
 * same name. English keeps the reference data's names (data/republic). Czech
 * follows the Czech Living Rules (seeds/003: "1. punská válka", "Kilikijští
 * piráti", "Nájezd barbarů", "nedostatek lidských sil") and the words the
 * locale files already use (Maniliův zákon, Pozemkový komisař, Kleopatra VII.);
 * senators keep their Latin names, as 003 does. Romanian and Korean have no
 * rulebook for this game: the usual historical names (Primul Război Punic,
 * 제1차 포에니 전쟁), Korean in Hangul throughout, senators by their common
 * Korean names (스키피오 아프리카누스, 대 카토). Intrigue cards are named by kind:
 * the copies of one card share its name. The rule for each kind of name and
 * its source are in the glossaries (data/glossary/<lang>.json, republicNames);
 * names whose choice is uncertain are listed in UNCERTAIN_NAMES below.
 */
export const enNames = {
  family: {
    1: 'Cornelius', 2: 'Fabius', 3: 'Valerius', 4: 'Julius', 5: 'Claudius', 6: 'Manlius', 7: 'Fulvius', 8: 'Furius', 9: 'Aurelius', 10: 'Junius',
    11: 'Papirius', 12: 'Acilius', 13: 'Flaminius', 14: 'Aelius', 15: 'Sulpicius', 16: 'Calpurnius', 17: 'Plautius', 18: 'Quinctius', 19: 'Aemilius',
    20: 'Terentius', 21: 'Servilius', 22: 'Porcius', 23: 'Popillius', 24: 'Cassius', 25: 'Sempronius', 26: 'Octavius', 27: 'Marius', 28: 'Tullius',
    29: 'Licinius', 30: 'Pompeius',
  },
  statesman: {
    '1A': 'P. Cornelius Scipio Africanus', '2A': 'Q. Fabius Maximus Verrucosus Cunctator', '18A': 'T. Quinctius Flamininus',
    '19A': 'L. Aemilius Paullus Macedonicus', '22A': 'M. Porcius Cato the Elder', '1B': 'P. Cornelius Scipio Aemilianus Africanus',
    '1C': 'L. Cornelius Sulla', '7A': 'M. Fulvius Flaccus', '21A': 'C. Servilius Glaucia', '23A': 'P. Popillius Laenas',
    '25A': 'T. Sempronius Gracchus', '25B': 'C. Sempronius Gracchus', '27A': 'C. Marius', '4A': 'C. Julius Caesar',
    '22B': 'M. Porcius Cato the Younger', '28A': 'M. Tullius Cicero', '29A': 'M. Licinius Crassus', '29B': 'L. Licinius Lucullus',
    '30A': 'CN. Pompeius Magnus',
  },
  war: {
    '1st-punic': '1st Punic War', '2nd-punic': '2nd Punic War', '1st-illyrian': '1st Illyrian War', '2nd-illyrian': '2nd Illyrian War',
    '1st-gallic': '1st Gallic War', '1st-macedonian': '1st Macedonian War', '2nd-macedonian': '2nd Macedonian War', syrian: 'Syrian War',
    '3rd-macedonian': '3rd Macedonian War', '4th-macedonian': '4th Macedonian War', jugurthine: 'Jugurthine War', '3rd-punic': '3rd Punic War',
    'germanic-migrations': 'Germanic Migrations', '1st-cilician-pirates': '1st Cilician Pirates', lusitanian: 'Lusitanian War',
    numantine: 'Numantine War', '1st-sicilian-slave-revolt': '1st Sicilian Slave Revolt', '2nd-sicilian-slave-revolt': '2nd Sicilian Slave Revolt',
    '1st-mithridatic': '1st Mithridatic War', '2nd-mithridatic': '2nd Mithridatic War', '3rd-mithridatic': '3rd Mithridatic War',
    '2nd-gallic': '2nd Gallic War', '3rd-gallic': '3rd Gallic War', parthian: 'Parthian War', alexandrine: 'Alexandrine War', social: 'Social War',
    'invasion-of-germania': 'Invasion of Germania', 'invasion-of-britannia': 'Invasion of Britannia', '2nd-cilician-pirates': '2nd Cilician Pirates',
    'sertorian-revolt': 'Sertorian Revolt', 'gladiator-revolt': 'Gladiator Revolt',
  },
  revolt: 'Revolt in {{province}}',
  province: {
    africa: 'Africa', asia: 'Asia', bithynia: 'Bithynia', cilicia: 'Cilicia et Cyprus', creta: 'Creta et Cyrenaica',
    'gallia-cisalpina': 'Gallia Cisalpina', 'gallia-narbonensis': 'Gallia Narbonensis', 'gallia-transalpina': 'Gallia Transalpina',
    'hispania-citerior': 'Hispania Citerior', 'hispania-ulterior': 'Hispania Ulterior', illyricum: 'Illyricum', macedonia: 'Macedonia',
    sardinia: 'Sardinia et Corsica', sicilia: 'Sicilia', syria: 'Syria',
  },
  leader: {
    hannibal: 'Hannibal', hamilcar: 'Hamilcar', 'philip-v': 'Philip V', 'antiochus-iii': 'Antiochus III', viriathus: 'Viriathus',
    'mithridates-vi': 'Mithridates VI', spartacus: 'Spartacus', vercingetorix: 'Vercingetorix', cleopatra: 'Cleopatra',
  },
  law: {
    calpurnian: 'Calpurnian Law', acilian: 'Acilian Law', servilian: 'Servilian Law', 'tradition-erodes': 'Tradition Erodes',
    'military-reforms': 'Military Reforms', gabinian: 'Gabinian Law', manilian: 'Manilian Law', vatinian: 'Vatinian Law', julian: 'Julian Law',
    'plautian-papirian': 'Plautian-Papirian Law',
  },
  event: {
    'ally-deserts': 'Ally Deserts', 'allied-enthusiasm': 'Allied Enthusiasm', 'barbarian-raids': 'Barbarian Raids', drought: 'Drought',
    'enemy-leader-dies': 'Enemy Leader Dies', 'enemys-ally-deserts': 'Enemy\'s Ally Deserts', epidemic: 'Epidemic', 'evil-omens': 'Evil Omens',
    'internal-disorder': 'Internal Disorder', 'manpower-shortage': 'Manpower Shortage', 'mob-violence': 'Mob Violence',
    'natural-disaster': 'Natural Disaster', 'new-alliance': 'New Alliance', 'pretender-emerges': 'Pretender Emerges', refuge: 'Refuge',
    'rhodian-maritime-alliance': 'Rhodian Maritime Alliance', 'storm-at-sea': 'Storm at Sea', 'trial-of-verres': 'Trial of Verres',
  },
  concession: {
    armaments: 'Armaments', 'ship-building': 'Ship Building', 'aegyptian-grain': 'Aegyptian Grain', 'sicilian-grain': 'Sicilian Grain',
    'harbor-fees': 'Harbor Fees', mining: 'Mining', 'land-commissioner': 'Land Commissioner', 'tax-farmer-1': 'Tax Farmer 1',
    'tax-farmer-2': 'Tax Farmer 2', 'tax-farmer-3': 'Tax Farmer 3', 'tax-farmer-4': 'Tax Farmer 4', 'tax-farmer-5': 'Tax Farmer 5',
    'tax-farmer-6': 'Tax Farmer 6',
  },
  intrigue: {
    tribune: 'Tribune', 'secret-bodyguard': 'Secret Bodyguard', 'influence-peddling': 'Influence Peddling', assassin: 'Assassin',
    seduction: 'Seduction', blackmail: 'Blackmail', 'murder-of-a-tribune': 'Murder of a Tribune', graft: 'Graft',
    'mob-incited-to-violence': 'Mob Incited to Violence', proscription: 'Proscription', 'open-bodyguard': 'Open Bodyguard',
  },
  special: {
    'era-ends': 'Era Ends', 'pergamene-bequest': 'Pergamene Bequest', 'catilinarian-conspiracy': '2nd Catilinarian Conspiracy',
    'bithynian-bequest': 'Bithynian Bequest', 'ptolemy-apion-bequest': 'Ptolemy Apion Bequest', cleopatra: 'Cleopatra VII',
  },
};

/** The shape every language fills. */
export type RepublicNames = typeof enNames;

export const csNames: RepublicNames = {
  family: {
    1: 'Cornelius', 2: 'Fabius', 3: 'Valerius', 4: 'Julius', 5: 'Claudius', 6: 'Manlius', 7: 'Fulvius', 8: 'Furius', 9: 'Aurelius', 10: 'Junius',
    11: 'Papirius', 12: 'Acilius', 13: 'Flaminius', 14: 'Aelius', 15: 'Sulpicius', 16: 'Calpurnius', 17: 'Plautius', 18: 'Quinctius', 19: 'Aemilius',
    20: 'Terentius', 21: 'Servilius', 22: 'Porcius', 23: 'Popillius', 24: 'Cassius', 25: 'Sempronius', 26: 'Octavius', 27: 'Marius', 28: 'Tullius',
    29: 'Licinius', 30: 'Pompeius',
  },
  statesman: {
    '1A': 'P. Cornelius Scipio Africanus', '2A': 'Q. Fabius Maximus Verrucosus Cunctator', '18A': 'T. Quinctius Flamininus',
    '19A': 'L. Aemilius Paullus Macedonicus', '22A': 'M. Porcius Cato starší', '1B': 'P. Cornelius Scipio Aemilianus Africanus',
    '1C': 'L. Cornelius Sulla', '7A': 'M. Fulvius Flaccus', '21A': 'C. Servilius Glaucia', '23A': 'P. Popillius Laenas',
    '25A': 'T. Sempronius Gracchus', '25B': 'C. Sempronius Gracchus', '27A': 'C. Marius', '4A': 'C. Julius Caesar', '22B': 'M. Porcius Cato mladší',
    '28A': 'M. Tullius Cicero', '29A': 'M. Licinius Crassus', '29B': 'L. Licinius Lucullus', '30A': 'CN. Pompeius Magnus',
  },
  war: {
    '1st-punic': '1. punská válka', '2nd-punic': '2. punská válka', '1st-illyrian': '1. illyrská válka', '2nd-illyrian': '2. illyrská válka',
    '1st-gallic': '1. galská válka', '1st-macedonian': '1. makedonská válka', '2nd-macedonian': '2. makedonská válka', syrian: 'Syrská válka',
    '3rd-macedonian': '3. makedonská válka', '4th-macedonian': '4. makedonská válka', jugurthine: 'Jugurthova válka', '3rd-punic': '3. punská válka',
    'germanic-migrations': 'Stěhování Germánů', '1st-cilician-pirates': '1. kilikijští piráti', lusitanian: 'Lusitánská válka',
    numantine: 'Numantská válka', '1st-sicilian-slave-revolt': '1. sicilské povstání otroků',
    '2nd-sicilian-slave-revolt': '2. sicilské povstání otroků', '1st-mithridatic': '1. mithridatická válka',
    '2nd-mithridatic': '2. mithridatická válka', '3rd-mithridatic': '3. mithridatická válka', '2nd-gallic': '2. galská válka',
    '3rd-gallic': '3. galská válka', parthian: 'Parthská válka', alexandrine: 'Alexandrijská válka', social: 'Spojenecká válka',
    'invasion-of-germania': 'Invaze do Germánie', 'invasion-of-britannia': 'Invaze do Británie', '2nd-cilician-pirates': '2. kilikijští piráti',
    'sertorian-revolt': 'Sertoriova vzpoura', 'gladiator-revolt': 'Povstání gladiátorů',
  },
  revolt: 'Vzpoura v provincii {{province}}',
  province: {
    africa: 'Africa', asia: 'Asia', bithynia: 'Bithynia', cilicia: 'Cilicia et Cyprus', creta: 'Creta et Cyrenaica',
    'gallia-cisalpina': 'Gallia Cisalpina', 'gallia-narbonensis': 'Gallia Narbonensis', 'gallia-transalpina': 'Gallia Transalpina',
    'hispania-citerior': 'Hispania Citerior', 'hispania-ulterior': 'Hispania Ulterior', illyricum: 'Illyricum', macedonia: 'Macedonia',
    sardinia: 'Sardinia et Corsica', sicilia: 'Sicilia', syria: 'Syria',
  },
  leader: {
    hannibal: 'Hannibal', hamilcar: 'Hamilkar', 'philip-v': 'Filip V.', 'antiochus-iii': 'Antiochos III.', viriathus: 'Viriathus',
    'mithridates-vi': 'Mithridatés VI.', spartacus: 'Spartakus', vercingetorix: 'Vercingetorix', cleopatra: 'Kleopatra',
  },
  law: {
    calpurnian: 'Calpurniův zákon', acilian: 'Aciliův zákon', servilian: 'Serviliův zákon', 'tradition-erodes': 'Tradice upadá',
    'military-reforms': 'Vojenské reformy', gabinian: 'Gabiniův zákon', manilian: 'Maniliův zákon', vatinian: 'Vatiniův zákon',
    julian: 'Juliův zákon', 'plautian-papirian': 'Plautiův-Papiriův zákon',
  },
  event: {
    'ally-deserts': 'Spojenec zběhne', 'allied-enthusiasm': 'Nadšení spojenců', 'barbarian-raids': 'Nájezd barbarů', drought: 'Sucho',
    'enemy-leader-dies': 'Nepřátelský vůdce umírá', 'enemys-ally-deserts': 'Spojenec nepřítele zběhne', epidemic: 'Epidemie',
    'evil-omens': 'Zlá znamení', 'internal-disorder': 'Vnitřní nepokoje', 'manpower-shortage': 'Nedostatek lidských sil',
    'mob-violence': 'Násilí davu', 'natural-disaster': 'Přírodní katastrofa', 'new-alliance': 'Nové spojenectví',
    'pretender-emerges': 'Objevuje se uchazeč', refuge: 'Útočiště', 'rhodian-maritime-alliance': 'Rhodská námořní aliance',
    'storm-at-sea': 'Bouře na moři', 'trial-of-verres': 'Verrův proces',
  },
  concession: {
    armaments: 'Zbrojení', 'ship-building': 'Stavba lodí', 'aegyptian-grain': 'Egyptské obilí', 'sicilian-grain': 'Sicilské obilí',
    'harbor-fees': 'Přístavní poplatky', mining: 'Těžba', 'land-commissioner': 'Pozemkový komisař', 'tax-farmer-1': 'Výběrčí daní 1',
    'tax-farmer-2': 'Výběrčí daní 2', 'tax-farmer-3': 'Výběrčí daní 3', 'tax-farmer-4': 'Výběrčí daní 4', 'tax-farmer-5': 'Výběrčí daní 5',
    'tax-farmer-6': 'Výběrčí daní 6',
  },
  intrigue: {
    tribune: 'Tribun', 'secret-bodyguard': 'Tajná tělesná stráž', 'influence-peddling': 'Obchod s vlivem', assassin: 'Vrah', seduction: 'Svádění',
    blackmail: 'Vydírání', 'murder-of-a-tribune': 'Vražda tribuna', graft: 'Úplatkářství', 'mob-incited-to-violence': 'Poštvaný dav',
    proscription: 'Proskripce', 'open-bodyguard': 'Veřejná tělesná stráž',
  },
  special: {
    'era-ends': 'Konec éry', 'pergamene-bequest': 'Pergamský odkaz', 'catilinarian-conspiracy': '2. Catilinovo spiknutí',
    'bithynian-bequest': 'Bithýnský odkaz', 'ptolemy-apion-bequest': 'Odkaz Ptolemaia Apióna', cleopatra: 'Kleopatra VII.',
  },
};

export const roNames: RepublicNames = {
  family: {
    1: 'Cornelius', 2: 'Fabius', 3: 'Valerius', 4: 'Julius', 5: 'Claudius', 6: 'Manlius', 7: 'Fulvius', 8: 'Furius', 9: 'Aurelius', 10: 'Junius',
    11: 'Papirius', 12: 'Acilius', 13: 'Flaminius', 14: 'Aelius', 15: 'Sulpicius', 16: 'Calpurnius', 17: 'Plautius', 18: 'Quinctius', 19: 'Aemilius',
    20: 'Terentius', 21: 'Servilius', 22: 'Porcius', 23: 'Popillius', 24: 'Cassius', 25: 'Sempronius', 26: 'Octavius', 27: 'Marius', 28: 'Tullius',
    29: 'Licinius', 30: 'Pompeius',
  },
  statesman: {
    '1A': 'P. Cornelius Scipio Africanus', '2A': 'Q. Fabius Maximus Verrucosus Cunctator', '18A': 'T. Quinctius Flamininus',
    '19A': 'L. Aemilius Paullus Macedonicus', '22A': 'M. Porcius Cato cel Bătrân', '1B': 'P. Cornelius Scipio Aemilianus Africanus',
    '1C': 'L. Cornelius Sulla', '7A': 'M. Fulvius Flaccus', '21A': 'C. Servilius Glaucia', '23A': 'P. Popillius Laenas',
    '25A': 'T. Sempronius Gracchus', '25B': 'C. Sempronius Gracchus', '27A': 'C. Marius', '4A': 'C. Julius Caesar',
    '22B': 'M. Porcius Cato cel Tânăr', '28A': 'M. Tullius Cicero', '29A': 'M. Licinius Crassus', '29B': 'L. Licinius Lucullus',
    '30A': 'CN. Pompeius Magnus',
  },
  war: {
    '1st-punic': 'Primul Război Punic', '2nd-punic': 'Al Doilea Război Punic', '1st-illyrian': 'Primul Război Ilir',
    '2nd-illyrian': 'Al Doilea Război Ilir', '1st-gallic': 'Primul Război Galic', '1st-macedonian': 'Primul Război Macedonean',
    '2nd-macedonian': 'Al Doilea Război Macedonean', syrian: 'Războiul Sirian', '3rd-macedonian': 'Al Treilea Război Macedonean',
    '4th-macedonian': 'Al Patrulea Război Macedonean', jugurthine: 'Războiul cu Iugurta', '3rd-punic': 'Al Treilea Război Punic',
    'germanic-migrations': 'Migrațiile germanice', '1st-cilician-pirates': 'Primul război cu pirații cilicieni', lusitanian: 'Războiul Lusitan',
    numantine: 'Războiul Numantin', '1st-sicilian-slave-revolt': 'Prima răscoală a sclavilor din Sicilia',
    '2nd-sicilian-slave-revolt': 'A doua răscoală a sclavilor din Sicilia', '1st-mithridatic': 'Primul Război Mitridatic',
    '2nd-mithridatic': 'Al Doilea Război Mitridatic', '3rd-mithridatic': 'Al Treilea Război Mitridatic', '2nd-gallic': 'Al Doilea Război Galic',
    '3rd-gallic': 'Al Treilea Război Galic', parthian: 'Războiul Part', alexandrine: 'Războiul Alexandrin', social: 'Războiul Social',
    'invasion-of-germania': 'Invazia Germaniei', 'invasion-of-britannia': 'Invazia Britaniei',
    '2nd-cilician-pirates': 'Al doilea război cu pirații cilicieni', 'sertorian-revolt': 'Revolta lui Sertorius',
    'gladiator-revolt': 'Revolta gladiatorilor',
  },
  revolt: 'Revolta din {{province}}',
  // Romanian forms, as the bot's Romanian Caesar! provinces (Galia Cisalpină, Hispania Citerioară, Siria) and the Bequest card (Bitinia).
  province: {
    africa: 'Africa', asia: 'Asia', bithynia: 'Bitinia', cilicia: 'Cilicia și Cipru', creta: 'Creta și Cirenaica',
    'gallia-cisalpina': 'Galia Cisalpină', 'gallia-narbonensis': 'Galia Narboneză', 'gallia-transalpina': 'Galia Transalpină',
    'hispania-citerior': 'Hispania Citerioară', 'hispania-ulterior': 'Hispania Ulterioară', illyricum: 'Illyricum', macedonia: 'Macedonia',
    sardinia: 'Sardinia și Corsica', sicilia: 'Sicilia', syria: 'Siria',
  },
  leader: {
    hannibal: 'Hanibal', hamilcar: 'Hamilcar', 'philip-v': 'Filip al V-lea', 'antiochus-iii': 'Antioh al III-lea', viriathus: 'Viriathus',
    'mithridates-vi': 'Mitridate al VI-lea', spartacus: 'Spartacus', vercingetorix: 'Vercingetorix', cleopatra: 'Cleopatra',
  },
  law: {
    calpurnian: 'Legea Calpurnia', acilian: 'Legea Acilia', servilian: 'Legea Servilia', 'tradition-erodes': 'Tradiția se erodează',
    'military-reforms': 'Reformele militare', gabinian: 'Legea Gabinia', manilian: 'Legea Manilia', vatinian: 'Legea Vatinia', julian: 'Legea Iulia',
    'plautian-papirian': 'Legea Plautia-Papiria',
  },
  event: {
    'ally-deserts': 'Aliatul dezertează', 'allied-enthusiasm': 'Entuziasmul aliaților', 'barbarian-raids': 'Raiduri barbare', drought: 'Secetă',
    'enemy-leader-dies': 'Moare liderul inamic', 'enemys-ally-deserts': 'Aliatul inamicului dezertează', epidemic: 'Epidemie',
    'evil-omens': 'Semne rele', 'internal-disorder': 'Dezordine internă', 'manpower-shortage': 'Lipsă de oameni', 'mob-violence': 'Violența mulțimii',
    'natural-disaster': 'Dezastru natural', 'new-alliance': 'Alianță nouă', 'pretender-emerges': 'Apare un pretendent', refuge: 'Refugiu',
    'rhodian-maritime-alliance': 'Alianța maritimă rodiană', 'storm-at-sea': 'Furtună pe mare', 'trial-of-verres': 'Procesul lui Verres',
  },
  concession: {
    armaments: 'Armament', 'ship-building': 'Construcții navale', 'aegyptian-grain': 'Grâul egiptean', 'sicilian-grain': 'Grâul sicilian',
    'harbor-fees': 'Taxe portuare', mining: 'Minerit', 'land-commissioner': 'Comisar agrar', 'tax-farmer-1': 'Publican 1',
    'tax-farmer-2': 'Publican 2', 'tax-farmer-3': 'Publican 3', 'tax-farmer-4': 'Publican 4', 'tax-farmer-5': 'Publican 5',
    'tax-farmer-6': 'Publican 6',
  },
  intrigue: {
    tribune: 'Tribun', 'secret-bodyguard': 'Gardă de corp secretă', 'influence-peddling': 'Trafic de influență', assassin: 'Asasin',
    seduction: 'Seducție', blackmail: 'Șantaj', 'murder-of-a-tribune': 'Uciderea unui tribun', graft: 'Corupție',
    'mob-incited-to-violence': 'Mulțime instigată la violență', proscription: 'Proscripție', 'open-bodyguard': 'Gardă de corp deschisă',
  },
  special: {
    'era-ends': 'Sfârșitul erei', 'pergamene-bequest': 'Moștenirea Pergamului', 'catilinarian-conspiracy': 'A doua conjurație a lui Catilina',
    'bithynian-bequest': 'Moștenirea Bitiniei', 'ptolemy-apion-bequest': 'Moștenirea lui Ptolemeu Apion', cleopatra: 'Cleopatra a VII-a',
  },
};

export const koNames: RepublicNames = {
  family: {
    1: '코르넬리우스', 2: '파비우스', 3: '발레리우스', 4: '율리우스', 5: '클라우디우스', 6: '만리우스', 7: '풀비우스', 8: '푸리우스', 9: '아우렐리우스', 10: '유니우스', 11: '파피리우스', 12: '아킬리우스',
    13: '플라미니우스', 14: '아일리우스', 15: '술피키우스', 16: '칼푸르니우스', 17: '플라우티우스', 18: '퀸크티우스', 19: '아이밀리우스', 20: '테렌티우스', 21: '세르빌리우스', 22: '포르키우스',
    23: '포필리우스', 24: '카시우스', 25: '셈프로니우스', 26: '옥타비우스', 27: '마리우스', 28: '툴리우스', 29: '리키니우스', 30: '폼페이우스',
  },
  statesman: {
    '1A': '스키피오 아프리카누스', '2A': '파비우스 막시무스 쿵크타토르', '18A': '퀸크티우스 플라미니누스', '19A': '아이밀리우스 파울루스 마케도니쿠스', '22A': '대 카토', '1B': '스키피오 아이밀리아누스 아프리카누스',
    '1C': '코르넬리우스 술라', '7A': '풀비우스 플라쿠스', '21A': '세르빌리우스 글라우키아', '23A': '포필리우스 라이나스', '25A': '티베리우스 그라쿠스', '25B': '가이우스 그라쿠스', '27A': '가이우스 마리우스',
    '4A': '율리우스 카이사르', '22B': '소 카토', '28A': '툴리우스 키케로', '29A': '리키니우스 크라수스', '29B': '리키니우스 루쿨루스', '30A': '폼페이우스 마그누스',
  },
  war: {
    '1st-punic': '제1차 포에니 전쟁', '2nd-punic': '제2차 포에니 전쟁', '1st-illyrian': '제1차 일리리아 전쟁', '2nd-illyrian': '제2차 일리리아 전쟁', '1st-gallic': '제1차 갈리아 전쟁',
    '1st-macedonian': '제1차 마케도니아 전쟁', '2nd-macedonian': '제2차 마케도니아 전쟁', syrian: '시리아 전쟁', '3rd-macedonian': '제3차 마케도니아 전쟁',
    '4th-macedonian': '제4차 마케도니아 전쟁', jugurthine: '유구르타 전쟁', '3rd-punic': '제3차 포에니 전쟁', 'germanic-migrations': '게르만족의 이동',
    '1st-cilician-pirates': '제1차 킬리키아 해적', lusitanian: '루시타니아 전쟁', numantine: '누만티아 전쟁', '1st-sicilian-slave-revolt': '제1차 시칠리아 노예 반란',
    '2nd-sicilian-slave-revolt': '제2차 시칠리아 노예 반란', '1st-mithridatic': '제1차 미트리다테스 전쟁', '2nd-mithridatic': '제2차 미트리다테스 전쟁',
    '3rd-mithridatic': '제3차 미트리다테스 전쟁', '2nd-gallic': '제2차 갈리아 전쟁', '3rd-gallic': '제3차 갈리아 전쟁', parthian: '파르티아 전쟁', alexandrine: '알렉산드리아 전쟁',
    social: '동맹시 전쟁', 'invasion-of-germania': '게르마니아 침공', 'invasion-of-britannia': '브리타니아 침공', '2nd-cilician-pirates': '제2차 킬리키아 해적',
    'sertorian-revolt': '세르토리우스의 반란', 'gladiator-revolt': '검투사 반란',
  },
  revolt: '{{province}} 반란',
  province: {
    africa: '아프리카', asia: '아시아', bithynia: '비티니아', cilicia: '킬리키아와 키프로스', creta: '크레타와 키레나이카', 'gallia-cisalpina': '갈리아 키살피나',
    'gallia-narbonensis': '갈리아 나르보넨시스', 'gallia-transalpina': '갈리아 트란살피나', 'hispania-citerior': '히스파니아 키테리오르', 'hispania-ulterior': '히스파니아 울테리오르',
    illyricum: '일리리쿰', macedonia: '마케도니아', sardinia: '사르디니아와 코르시카', sicilia: '시칠리아', syria: '시리아',
  },
  leader: {
    hannibal: '한니발', hamilcar: '하밀카르', 'philip-v': '필리포스 5세', 'antiochus-iii': '안티오코스 3세', viriathus: '비리아투스', 'mithridates-vi': '미트리다테스 6세',
    spartacus: '스파르타쿠스', vercingetorix: '베르킨게토릭스', cleopatra: '클레오파트라',
  },
  law: {
    calpurnian: '칼푸르니우스 법', acilian: '아킬리우스 법', servilian: '세르빌리우스 법', 'tradition-erodes': '전통의 쇠퇴', 'military-reforms': '군제 개혁', gabinian: '가비니우스 법',
    manilian: '마닐리우스 법', vatinian: '바티니우스 법', julian: '율리우스 법', 'plautian-papirian': '플라우티우스-파피리우스 법',
  },
  event: {
    'ally-deserts': '동맹 이탈', 'allied-enthusiasm': '동맹의 열광', 'barbarian-raids': '야만족 습격', drought: '가뭄', 'enemy-leader-dies': '적 지도자 사망',
    'enemys-ally-deserts': '적 동맹 이탈', epidemic: '전염병', 'evil-omens': '흉조', 'internal-disorder': '내부 혼란', 'manpower-shortage': '병력 부족',
    'mob-violence': '폭도의 폭력', 'natural-disaster': '자연재해', 'new-alliance': '새로운 동맹', 'pretender-emerges': '참칭자 등장', refuge: '망명',
    'rhodian-maritime-alliance': '로도스 해상 동맹', 'storm-at-sea': '바다의 폭풍', 'trial-of-verres': '베레스 재판',
  },
  concession: {
    armaments: '군수품', 'ship-building': '조선', 'aegyptian-grain': '이집트 곡물', 'sicilian-grain': '시칠리아 곡물', 'harbor-fees': '항만세', mining: '광업',
    'land-commissioner': '토지 위원', 'tax-farmer-1': '징세 청부인 1', 'tax-farmer-2': '징세 청부인 2', 'tax-farmer-3': '징세 청부인 3', 'tax-farmer-4': '징세 청부인 4',
    'tax-farmer-5': '징세 청부인 5', 'tax-farmer-6': '징세 청부인 6',
  },
  intrigue: {
    tribune: '호민관', 'secret-bodyguard': '비밀 경호원', 'influence-peddling': '영향력 거래', assassin: '암살자', seduction: '유혹', blackmail: '협박',
    'murder-of-a-tribune': '호민관 살해', graft: '뇌물 수수', 'mob-incited-to-violence': '폭력으로 선동된 군중', proscription: '공민권 박탈', 'open-bodyguard': '공개 경호원',
  },
  special: {
    'era-ends': '시대의 종말', 'pergamene-bequest': '페르가몬의 유증', 'catilinarian-conspiracy': '제2차 카틸리나 음모', 'bithynian-bequest': '비티니아의 유증',
    'ptolemy-apion-bequest': '프톨레마이오스 아피온의 유증', cleopatra: '클레오파트라 7세',
  },
};

/**
 * Romanian and Korean names no rulebook gives and where the usual historical
 * name is not settled: the choice made and why it is uncertain, so a speaker
 * can correct them here (the glossaries, data/glossary/ro.json and ko.json,
 * record the rule for each kind of name and its source). Keys are the paths of
 * the tables above ("war.1st-cilician-pirates").
 */
export const UNCERTAIN_NAMES: Record<'ro' | 'ko', Record<string, string>> = {
  ro: {
    'war.1st-cilician-pirates': 'no settled Romanian name for the campaigns against the Cilician pirates; a description ("războiul cu pirații cilicieni"), lower case as a description',
    'war.2nd-cilician-pirates': 'as war.1st-cilician-pirates',
    'war.jugurthine': 'Romanian texts say both "Războiul cu Iugurta" and "Războiul iugurthin"; the first is the plainer',
    'leader.viriathus': 'Romanian texts spell him Viriathus or Viriat; the Latin spelling kept',
    'province.illyricum': 'the Roman province is "Illyricum" in Romanian histories, the region "Iliria"; the province name kept',
    'province.gallia-narbonensis': '"Galia Narboneză" and "Galia Narbonensis" are both in use; the Romanian adjective chosen, as Galia Cisalpină',
    'concession.tax-farmer-1': '"publican" is the historical word for a Roman tax farmer; the English card says "Tax Farmer", which a Romanian reader may know as "perceptor"',
    'event.manpower-shortage': 'a description ("Lipsă de oameni"); the card has no historical name',
    'intrigue.influence-peddling': '"trafic de influență" is the modern legal term, chosen for its sense',
  },
  ko: {
    'war.1st-cilician-pirates': 'no settled Korean name; 킬리키아 해적 follows the usual transcription of Cilicia (킬리키아)',
    'war.2nd-cilician-pirates': 'as war.1st-cilician-pirates',
    'war.gladiator-revolt': 'Korean histories call it 스파르타쿠스의 난 or 제3차 노예 전쟁; the card\'s own name ("Gladiator Revolt") is translated instead, since Spartacus is a separate leader card',
    'intrigue.proscription': 'Sulla\'s proscriptions appear as 살생부, 숙청 명단 or 공민권 박탈 in Korean texts; 공민권 박탈 (loss of civil rights) chosen for the card\'s effect',
    'intrigue.mob-incited-to-violence': 'a translation of the card name, no historical term; 폭력으로 선동된 군중 is long and may read awkwardly',
    'statesman.2A': '쿵크타토르 transcribes Cunctator; 지연자 (the delayer) is also used',
    'law.tradition-erodes': 'a description (전통의 쇠퇴); the card has no historical name',
    'concession.harbor-fees': '항만세 (harbour tax) is a modern word, chosen for its sense',
  },
};

/**
 * The locale key of a card's or senator's name: card ids ("war:1st-punic",
 * "intrigue:tribune-38": copies share their kind's name), family senators by
 * number ("7"), statesmen by code ("22A"), a province revolt with the key of
 * its province. Null for an id the tables do not know.
 */
export function nameKey(id: string): { key: string; province?: string } | null {
  if (/^\d+$/.test(id)) return { key: `republic.name.family.${id}` };
  if (/^\d+[ABC]$/.test(id)) return { key: `republic.name.statesman.${id}` };
  const at = id.indexOf(':');
  if (at < 0) return null;
  const kind = id.slice(0, at);
  const rest = id.slice(at + 1);
  if (kind === 'war' && rest.startsWith('revolt:')) return { key: 'republic.name.revolt', province: `republic.name.province.${rest.slice('revolt:'.length)}` };
  if (kind === 'intrigue') return { key: `republic.name.intrigue.${rest.replace(/-\d+$/, '')}` };
  if (['war', 'leader', 'law', 'event', 'concession', 'special', 'family', 'statesman', 'province'].includes(kind)) return { key: `republic.name.${kind}.${rest}` };
  return null;
}

/** A name in the translator's language, or `fallback` when the tables lack it (a missing key comes back as the key itself). */
export function localName(id: string, t: (key: string, params?: Record<string, unknown>) => string, fallback: string): string {
  const k = nameKey(id);
  if (!k) return fallback;
  const text = k.province ? t(k.key, { province: t(k.province) }) : t(k.key);
  return text === k.key || text.includes('republic.name.') ? fallback : text;
}
