import { COUNTRY_IDS, HEALTH_INDUSTRIES, INDUSTRY_COUNT } from './reference.ts';
import { createRandom, mixSeed, type Random } from './prng.ts';

export interface Company {
  name: string;
  industryId: number;
  /** Employees. */
  size: number;
}

export interface CompanyPool {
  all: readonly Company[];
  /** Up to 500 employees: employers of managing directors at level 6. */
  small: readonly Company[];
  /** More than 500 employees: employers at level 7. */
  large: readonly Company[];
  /** Healthcare, pharma and medical technology: employers of the medicine function, all sizes and by size. */
  health: readonly Company[];
  healthSmall: readonly Company[];
  healthLarge: readonly Company[];
  headhunters: readonly string[];
}

type Region = 'de' | 'at' | 'ch' | 'fr' | 'be' | 'it' | 'nl' | 'es' | 'gb' | 'us' | 'other';

const REGION_BY_COUNTRY: Record<number, Region> = {
  [COUNTRY_IDS.DE]: 'de',
  [COUNTRY_IDS.AT]: 'at',
  [COUNTRY_IDS.CH]: 'ch',
  [COUNTRY_IDS.FR]: 'fr',
  [COUNTRY_IDS.BE]: 'be',
  [COUNTRY_IDS.IT]: 'it',
  [COUNTRY_IDS.NL]: 'nl',
  [COUNTRY_IDS.ES]: 'es',
  [COUNTRY_IDS.GB]: 'gb',
  [COUNTRY_IDS.US]: 'us',
};

const GERMAN = [
  'Hartmann',
  'Brenner',
  'Albrecht',
  'Lindner',
  'Kessler',
  'Seidel',
  'Vogt',
  'Falkenberg',
  'Nordwerk',
  'Rheintal',
  'Hansa',
  'Isartal',
  'Elbtal',
  'Weser',
  'Sonnleitner',
  'Steinbach',
  'Keller',
  'Wendt',
];
const FRENCH = [
  'Delacroix',
  'Morel',
  'Lefèvre',
  'Garnier',
  'Rousseau',
  'Fontaine',
  'Mercier',
  'Lambert',
  'Armor',
  'Ligérienne',
  'Provençale',
  'Azur',
  'Dufresne',
  'Chevalier',
  'Vasseur',
  'Marceau',
];

const STEMS: Record<Region, readonly string[]> = {
  de: GERMAN,
  at: [...GERMAN.slice(0, 8), 'Donau', 'Alpenland', 'Tauern', 'Gruber', 'Huber', 'Pichler', 'Wachau', 'Steirer'],
  ch: [
    ...GERMAN.slice(0, 6),
    'Helvetia',
    'Alpstein',
    'Säntis',
    'Zürichsee',
    'Léman',
    'Jura',
    'Bachmann',
    'Meier',
    'Gotthard',
  ],
  fr: FRENCH,
  be: [...FRENCH.slice(0, 8), 'Meuse', 'Escaut', 'Ardenne', 'Brabant', 'Peeters', 'Janssens', 'Claes', 'Dubois'],
  it: [
    'Bianchi',
    'Ferraro',
    'Galli',
    'Conti',
    'Marchetti',
    'Fabbri',
    'Lombardi',
    'Moretti',
    'Adriatica',
    'Tirrena',
    'Dolomiti',
    'Padana',
    'Ferretti',
    'Colombo',
    'Rinaldi',
    'Valtellina',
  ],
  nl: [
    'De Vries',
    'Bakker',
    'Visser',
    'Smit',
    'Mulder',
    'Van Dijk',
    'Jansen',
    'Noordzee',
    'Delta',
    'Hollandia',
    'Van Leeuwen',
    'Brink',
    'Zuiderzee',
    'Kempen',
    'Oranje',
    'Veluwe',
  ],
  es: [
    'García',
    'Navarro',
    'Ortega',
    'Castillo',
    'Vidal',
    'Iberia',
    'Cantábrica',
    'Levante',
    'Mediterránea',
    'Serrano',
    'Aragonesa',
    'Montalbán',
    'Guadalquivir',
    'Rivera',
    'Sierra',
    'Duero',
  ],
  gb: [
    'Ashford',
    'Whitmore',
    'Harrington',
    'Blackwood',
    'Pemberton',
    'Thames',
    'Pennine',
    'Caledonian',
    'Albion',
    'Sterling',
    'Kingsley',
    'Hadley',
    'Mercia',
    'Wessex',
    'Crofton',
    'Radcliffe',
  ],
  us: [
    'Whitfield',
    'Carver',
    'Bradley',
    'Sullivan',
    'Keystone',
    'Summit',
    'Lakeshore',
    'Redwood',
    'Pioneer',
    'Granite',
    'Hudson',
    'Cascade',
    'Liberty',
    'Frontier',
    'Mesa',
    'Bayview',
  ],
  other: [
    'Baltic',
    'Nova',
    'Aurora',
    'Vistula',
    'Danubia',
    'Fjord',
    'Adria',
    'Carpathia',
    'Helios',
    'Atlas',
    'Nordic',
    'Boreal',
    'Tatra',
    'Aegean',
    'Hanseatic',
    'Celtic',
  ],
};

const LEGAL_FORMS: Record<Region, readonly string[]> = {
  de: ['GmbH', 'GmbH', 'AG', 'SE', 'GmbH & Co. KG'],
  at: ['GmbH', 'GmbH', 'AG'],
  ch: ['AG', 'AG', 'SA', 'GmbH'],
  fr: ['SAS', 'SAS', 'SA'],
  be: ['SA', 'NV', 'SRL'],
  it: ['S.p.A.', 'S.r.l.'],
  nl: ['B.V.', 'B.V.', 'N.V.'],
  es: ['S.A.', 'S.L.'],
  gb: ['Ltd', 'Ltd', 'plc'],
  us: ['Inc.', 'Inc.', 'LLC', 'Corp.'],
  other: ['SE', 'Group', 'AS', 'S.A.'],
};

const HEADHUNTER_PATTERNS: Record<Region, readonly string[]> = {
  de: ['{s} Executive Search', '{s} & Partner', '{s} Personalberatung'],
  at: ['{s} Executive Search', '{s} & Partner', '{s} Personalberatung'],
  ch: ['{s} Executive Search', '{s} & Partner', '{s} Kadervermittlung'],
  fr: ['{s} Executive Search', '{s} & Associés', '{s} Conseil'],
  be: ['{s} Executive Search', '{s} & Associés', '{s} Conseil'],
  it: ['{s} Executive Search', '{s} & Partners', '{s} Head Hunting'],
  nl: ['{s} Executive Search', '{s} & Partners', '{s} Werving & Selectie'],
  es: ['{s} Executive Search', '{s} & Asociados', '{s} Headhunters'],
  gb: ['{s} Executive Search', '{s} Partners', '{s} Search & Selection'],
  us: ['{s} Executive Search', '{s} Partners', '{s} Search Group'],
  other: ['{s} Executive Search', '{s} Partners'],
};

/** Words that hint at the industry in a name (index = industry id − 1). */
const INDUSTRY_WORDS: readonly (readonly string[])[] = [
  ['Automotive', 'Mobility'],
  ['Bank', 'Capital'],
  ['Insurance', 'Re'],
  ['Consulting', 'Advisory'],
  ['Pharma', 'Biotech'],
  ['Chemicals', 'Chemie'],
  ['Energy', 'Power'],
  ['Software', 'Digital'],
  ['Telecom', 'Networks'],
  ['Maschinenbau', 'Engineering'],
  ['Retail', 'Stores'],
  ['Consumer Brands', 'Home'],
  ['Media', 'Publishing'],
  ['Logistics', 'Freight'],
  ['Real Estate', 'Properties'],
  ['Construction', 'Bau'],
  ['Health', 'Care'],
  ['Services', 'Public Solutions'],
  ['Aerospace', 'Defence Systems'],
  ['Foods', 'Beverages'],
  ['Hotels', 'Hospitality'],
  ['Education', 'Academy'],
  ['Finance', 'Investments'],
  ['Electronics', 'Electric'],
  ['Fashion', 'Textiles'],
  ['Agri', 'Farms'],
  ['Legal', 'Law'],
  ['Foundation', 'Trust'],
  ['Semiconductors', 'Micro'],
  ['Medical', 'Medtech'],
  ['Audit', 'Tax & Audit'],
  ['Commerce', 'Online'],
];

function regionOf(countryId: number): Region {
  return REGION_BY_COUNTRY[countryId] ?? 'other';
}

function companySize(random: Random, small: boolean): number {
  if (small) return Math.round(random.int(50, 500) / 10) * 10;
  const size = Math.round(10 ** (2.75 + random.next() * 2.6));
  const step = size < 10_000 ? 100 : 1000;
  return Math.max(600, Math.round(size / step) * step);
}

function companyName(random: Random, region: Region, industryId: number): string {
  const stems = STEMS[region];
  const stem = random.pick(stems);
  const form = random.pick(LEGAL_FORMS[region]);
  const roll = random.next();
  if (roll < 0.55) return `${stem} ${random.pick(INDUSTRY_WORDS[industryId - 1] ?? ['Group'])} ${form}`;
  if (roll < 0.8) {
    const other = random.pick(stems.filter((s) => s !== stem));
    return `${stem} & ${other} ${form}`;
  }
  return `${stem} Group ${form}`;
}

const POOL_SIZE = 400;
const HEADHUNTER_COUNT = 24;

/** A deterministic pool of invented employers and executive-search firms for one country. */
export function createCompanyPool(seed: number, countryId: number): CompanyPool {
  const random = createRandom(mixSeed(seed, countryId, 0xc0));
  const region = regionOf(countryId);
  const names = new Set<string>();
  const all: Company[] = [];
  for (let i = 0; all.length < POOL_SIZE && i < POOL_SIZE * 20; i++) {
    // Health industries are over-represented so that the medicine function has enough employers.
    const industryId = i % 8 === 0 ? random.pick(HEALTH_INDUSTRIES) : random.int(1, INDUSTRY_COUNT);
    const name = companyName(random, region, industryId);
    if (names.has(name)) continue;
    names.add(name);
    all.push({ name, industryId, size: companySize(random, all.length % 5 < 2) });
  }
  const headhunters = new Set<string>();
  for (let i = 0; headhunters.size < HEADHUNTER_COUNT && i < HEADHUNTER_COUNT * 20; i++) {
    const pattern = random.pick(HEADHUNTER_PATTERNS[region]);
    headhunters.add(pattern.replace('{s}', random.pick(STEMS[region])));
  }
  const small = all.filter((c) => c.size <= 500);
  const large = all.filter((c) => c.size > 500);
  const isHealth = (c: Company): boolean => HEALTH_INDUSTRIES.includes(c.industryId);
  return {
    all,
    small,
    large,
    health: all.filter(isHealth),
    healthSmall: small.filter(isHealth),
    healthLarge: large.filter(isHealth),
    headhunters: [...headhunters],
  };
}
