import type { Language } from '@laufbahn/i18n/languages';
import type { Random } from './prng.ts';

type Lang = 'de' | 'en' | 'fr' | 'it' | 'nl' | 'es';

interface FunctionWords {
  de: string;
  en: string;
  /** American spelling where it differs. */
  enUs?: string;
  /** French after "Directeur" / "Responsable": "financier", "des achats". */
  frA: string;
  /** French after "Chef de projet" / "Expert": "finance", "achats". */
  frN: string;
  it: string;
  nl: string;
  es: string;
  /** The function's top title (levels 6 and 7). */
  top: Record<Lang, string> & { enUs?: string };
}

const top = (de: string, en: string, fr: string, it: string, nl: string, es: string, enUs?: string) => ({
  de,
  en,
  fr,
  it,
  nl,
  es,
  ...(enUs ? { enUs } : {}),
});

/** Index = function id − 1; function 1 (general management) and 20 (consultancy) use LEVEL_TITLES instead. */
const FUNCTIONS: readonly FunctionWords[] = [
  {
    de: 'Geschäftsführung',
    en: 'General Management',
    frA: 'général',
    frN: 'direction générale',
    it: 'Direzione Generale',
    nl: 'Algemeen Management',
    es: 'Dirección General',
    top: top(
      'Geschäftsführer',
      'Managing Director',
      'Directeur général',
      'Direttore Generale',
      'Algemeen directeur',
      'Director General',
    ),
  },
  {
    de: 'Strategie',
    en: 'Strategy',
    frA: 'de la stratégie',
    frN: 'stratégie',
    it: 'Strategia e Sviluppo',
    nl: 'Strategie',
    es: 'Estrategia',
    top: top(
      'Chief Strategy Officer (CSO)',
      'Chief Strategy Officer',
      'Directeur de la stratégie groupe',
      'Chief Strategy Officer',
      'Chief Strategy Officer',
      'Director de Estrategia Corporativa',
    ),
  },
  {
    de: 'Finanzen und Controlling',
    en: 'Finance',
    frA: 'financier',
    frN: 'finance',
    it: 'Amministrazione e Finanza',
    nl: 'Financiën',
    es: 'Finanzas',
    top: top(
      'CFO',
      'Chief Financial Officer',
      'Directeur administratif et financier',
      'Direttore Finanziario (CFO)',
      'CFO',
      'Director Financiero (CFO)',
    ),
  },
  {
    de: 'Vertrieb',
    en: 'Sales',
    frA: 'commercial',
    frN: 'commercial',
    it: 'Commerciale',
    nl: 'Sales',
    es: 'Ventas',
    top: top(
      'Chief Sales Officer (CSO)',
      'Chief Sales Officer',
      'Directeur commercial groupe',
      'Direttore Commerciale',
      'Commercieel directeur',
      'Director Comercial',
    ),
  },
  {
    de: 'Marketing',
    en: 'Marketing',
    frA: 'marketing',
    frN: 'marketing',
    it: 'Marketing',
    nl: 'Marketing',
    es: 'Marketing',
    top: top(
      'Chief Marketing Officer (CMO)',
      'Chief Marketing Officer',
      'Directeur marketing groupe',
      'Chief Marketing Officer',
      'Marketingdirecteur',
      'Director de Marketing (CMO)',
    ),
  },
  {
    de: 'Produktmanagement',
    en: 'Product',
    frA: 'produit',
    frN: 'produit',
    it: 'Product Management',
    nl: 'Productmanagement',
    es: 'Producto',
    top: top(
      'Chief Product Officer (CPO)',
      'Chief Product Officer',
      'Directeur produit groupe',
      'Chief Product Officer',
      'Chief Product Officer',
      'Director de Producto (CPO)',
    ),
  },
  {
    de: 'Unternehmenskommunikation',
    en: 'Communications',
    frA: 'de la communication',
    frN: 'communication',
    it: 'Comunicazione',
    nl: 'Communicatie',
    es: 'Comunicación',
    top: top(
      'Chief Communications Officer',
      'Chief Communications Officer',
      'Directeur de la communication groupe',
      'Direttore Comunicazione e Relazioni Esterne',
      'Directeur Communicatie',
      'Director de Comunicación Corporativa',
    ),
  },
  {
    de: 'Personal',
    en: 'Human Resources',
    frA: 'des ressources humaines',
    frN: 'RH',
    it: 'Risorse Umane',
    nl: 'HR',
    es: 'Recursos Humanos',
    top: top(
      'Chief Human Resources Officer (CHRO)',
      'Chief People Officer',
      'DRH groupe',
      'Direttore Risorse Umane',
      'HR-directeur',
      'Director de Personas (CHRO)',
    ),
  },
  {
    de: 'IT',
    en: 'IT',
    frA: 'des systèmes d’information',
    frN: 'informatique',
    it: 'IT',
    nl: 'IT',
    es: 'Sistemas',
    top: top(
      'Chief Information Officer (CIO)',
      'Chief Information Officer',
      'Directeur des systèmes d’information (DSI)',
      'Chief Information Officer (CIO)',
      'CIO',
      'Director de Sistemas de Información (CIO)',
    ),
  },
  {
    de: 'Data & Analytics',
    en: 'Data & Analytics',
    frA: 'data',
    frN: 'data',
    it: 'Data & Analytics',
    nl: 'Data & Analytics',
    es: 'Datos y Analítica',
    top: top(
      'Chief Data Officer (CDO)',
      'Chief Data Officer',
      'Directeur data (CDO)',
      'Chief Data Officer',
      'Chief Data Officer',
      'Director de Datos (CDO)',
    ),
  },
  {
    de: 'Forschung und Entwicklung',
    en: 'Engineering',
    frA: 'R&D',
    frN: 'R&D',
    it: 'Ricerca e Sviluppo',
    nl: 'R&D',
    es: 'I+D',
    top: top(
      'CTO',
      'Chief Technology Officer',
      'Directeur technique',
      'Direttore Tecnico (CTO)',
      'CTO',
      'Director Técnico (CTO)',
    ),
  },
  {
    de: 'Forschung',
    en: 'Research',
    frA: 'de la recherche',
    frN: 'recherche',
    it: 'Ricerca',
    nl: 'Onderzoek',
    es: 'Investigación',
    top: top(
      'Chief Scientific Officer',
      'Chief Scientific Officer',
      'Directeur scientifique',
      'Direttore Scientifico',
      'Wetenschappelijk directeur',
      'Director Científico',
    ),
  },
  {
    de: 'Produktion',
    en: 'Manufacturing',
    frA: 'de production',
    frN: 'production',
    it: 'Produzione',
    nl: 'Productie',
    es: 'Producción',
    top: top(
      'Chief Operating Officer (COO)',
      'Chief Operating Officer',
      'Directeur des opérations',
      'Direttore Operations (COO)',
      'Operationeel directeur',
      'Director de Operaciones (COO)',
    ),
  },
  {
    de: 'Qualitätsmanagement',
    en: 'Quality',
    frA: 'qualité',
    frN: 'qualité',
    it: 'Qualità',
    nl: 'Kwaliteit',
    es: 'Calidad',
    top: top(
      'Vice President Quality',
      'Global Head of Quality',
      'Directeur qualité groupe',
      'Direttore Qualità di Gruppo',
      'Directeur Kwaliteit',
      'Director Global de Calidad',
    ),
  },
  {
    de: 'Supply Chain Management',
    en: 'Supply Chain',
    frA: 'supply chain',
    frN: 'supply chain',
    it: 'Supply Chain',
    nl: 'Supply Chain',
    es: 'Cadena de Suministro',
    top: top(
      'Chief Supply Chain Officer',
      'Chief Supply Chain Officer',
      'Directeur supply chain groupe',
      'Direttore Supply Chain',
      'Directeur Supply Chain',
      'Director de Cadena de Suministro',
    ),
  },
  {
    de: 'Einkauf',
    en: 'Procurement',
    frA: 'des achats',
    frN: 'achats',
    it: 'Acquisti',
    nl: 'Inkoop',
    es: 'Compras',
    top: top(
      'Chief Procurement Officer (CPO)',
      'Chief Procurement Officer',
      'Directeur des achats groupe',
      'Direttore Acquisti',
      'Inkoopdirecteur',
      'Director de Compras',
    ),
  },
  {
    de: 'Kundenservice',
    en: 'Customer Service',
    frA: 'du service client',
    frN: 'service client',
    it: 'Customer Service',
    nl: 'Klantenservice',
    es: 'Atención al Cliente',
    top: top(
      'Chief Customer Officer',
      'Chief Customer Officer',
      'Directeur de l’expérience client',
      'Chief Customer Officer',
      'Chief Customer Officer',
      'Director de Experiencia de Cliente',
    ),
  },
  {
    de: 'Recht',
    en: 'Legal',
    frA: 'juridique',
    frN: 'juridique',
    it: 'Affari Legali',
    nl: 'Juridische Zaken',
    es: 'Asesoría Jurídica',
    top: top(
      'General Counsel',
      'General Counsel',
      'Directeur juridique groupe',
      'Direttore Affari Legali',
      'General Counsel',
      'Director de Asesoría Jurídica',
      'Chief Legal Officer',
    ),
  },
  {
    de: 'Risikomanagement und Compliance',
    en: 'Risk & Compliance',
    frA: 'des risques et de la conformité',
    frN: 'conformité',
    it: 'Risk & Compliance',
    nl: 'Risk & Compliance',
    es: 'Riesgos y Cumplimiento',
    top: top(
      'Chief Risk Officer (CRO)',
      'Chief Risk Officer',
      'Directeur des risques (CRO)',
      'Chief Risk Officer',
      'Chief Risk Officer',
      'Director de Riesgos (CRO)',
    ),
  },
  {
    de: 'Beratung',
    en: 'Consulting',
    frA: 'conseil',
    frN: 'conseil',
    it: 'Consulenza',
    nl: 'Advies',
    es: 'Consultoría',
    top: top('Partner', 'Partner', 'Associé', 'Partner', 'Partner', 'Socio'),
  },
  {
    de: 'Programmmanagement',
    en: 'Programme Management',
    enUs: 'Program Management',
    frA: 'des programmes',
    frN: 'PMO',
    it: 'PMO',
    nl: 'Programmamanagement',
    es: 'Gestión de Programas',
    top: top(
      'Chief Transformation Officer',
      'Chief Transformation Officer',
      'Directeur de la transformation',
      'Chief Transformation Officer',
      'Transformatiedirecteur',
      'Director de Transformación',
    ),
  },
  {
    de: 'Verwaltung',
    en: 'Administration',
    frA: 'administratif',
    frN: 'administration',
    it: 'Amministrazione',
    nl: 'Bedrijfsvoering',
    es: 'Administración',
    top: top(
      'Kaufmännischer Leiter',
      'Chief Administrative Officer',
      'Directeur administratif groupe',
      'Direttore Amministrativo',
      'Directeur Bedrijfsvoering',
      'Director de Administración',
    ),
  },
  {
    de: 'Medical Affairs',
    en: 'Medical Affairs',
    frA: 'médical',
    frN: 'affaires médicales',
    it: 'Medical Affairs',
    nl: 'Medische Zaken',
    es: 'Asuntos Médicos',
    top: top(
      'Ärztlicher Direktor',
      'Chief Medical Officer',
      'Directeur médical',
      'Direttore Sanitario',
      'Medisch directeur',
      'Director Médico',
    ),
  },
];

/** Patterns for levels 1..5 (index = level − 1): {n} the function, {a} French adjective form, {en} English noun. */
const PATTERNS: Record<Language, readonly (readonly string[])[]> = {
  DE: [
    ['Senior Spezialist {n}', 'Senior Referent {n}'],
    ['Projektleiter {n}', 'Senior Manager {n}'],
    ['Teamleiter {n}', 'Manager {n}'],
    ['Leiter {n}', 'Abteilungsleiter {n}', 'Head of {en}'],
    ['Bereichsleiter {n}', 'Direktor {n}'],
  ],
  EN_GB: [
    ['Senior {n} Specialist', 'Senior {n} Analyst'],
    ['{n} Project Lead', 'Senior {n} Manager'],
    ['{n} Manager', '{n} Team Leader'],
    ['Head of {n}'],
    ['{n} Director', 'Director of {n}'],
  ],
  EN_US: [
    ['Senior {n} Specialist', 'Senior {n} Analyst'],
    ['{n} Project Lead', 'Senior {n} Manager'],
    ['{n} Manager', 'Manager, {n}'],
    ['Head of {n}', 'Senior Director, {n}'],
    ['Vice President, {n}', 'VP of {n}'],
  ],
  FR: [
    ['Expert {N}', 'Spécialiste {N} senior'],
    ['Chef de projet {N}'],
    ['Manager {N}', 'Responsable d’équipe {N}'],
    ['Responsable {a}', 'Head of {en}'],
    ['Directeur {a}'],
  ],
  IT: [
    ['Specialista Senior {n}'],
    ['Project Manager {n}'],
    ['Team Leader {n}', 'Manager {n}'],
    ['Responsabile {n}', 'Head of {en}'],
    ['Direttore {n}'],
  ],
  NL: [
    ['Senior specialist {n}', 'Senior adviseur {n}'],
    ['Projectleider {n}'],
    ['Teamleider {n}', 'Manager {n}'],
    ['Hoofd {n}', 'Head of {en}'],
    ['Directeur {n}'],
  ],
  ES: [
    ['Especialista sénior en {n}'],
    ['Jefe de proyecto de {n}'],
    ['Jefe de equipo de {n}', 'Manager de {n}'],
    ['Responsable de {n}', 'Head of {en}'],
    ['Director de {n}'],
  ],
};

/** Whole titles per level 1..7 for functions whose ladder does not follow the patterns. */
/** Consulting careers are named alike in German and English: the firms use English titles. */
const CONSULTING_LADDER = [
  'Senior Consultant',
  'Managing Consultant',
  'Manager',
  'Senior Manager',
  'Principal',
  'Partner',
  'Managing Partner',
];

const LEVEL_TITLES: Record<number, Record<Language, readonly string[]>> = {
  1: {
    DE: [
      'Referent der Geschäftsführung',
      'Leiter Strategische Projekte',
      'Niederlassungsleiter',
      'Standortleiter',
      'Geschäftsbereichsleiter',
      'Geschäftsführer',
      'Vorstandsvorsitzender (CEO)',
    ],
    EN_GB: [
      'Chief of Staff',
      'Business Transformation Lead',
      'Branch Manager',
      'Site Director',
      'General Manager',
      'Managing Director',
      'Chief Executive Officer',
    ],
    EN_US: [
      'Chief of Staff',
      'Business Transformation Lead',
      'Branch Manager',
      'Site Director',
      'General Manager',
      'President',
      'Chief Executive Officer',
    ],
    FR: [
      'Chargé de mission auprès de la direction générale',
      'Chef de projet transformation',
      'Directeur d’agence',
      'Directeur de site',
      'Directeur de business unit',
      'Directeur général',
      'Président-directeur général',
    ],
    IT: [
      'Assistente della Direzione Generale',
      'Responsabile Progetti Strategici',
      'Direttore di Filiale',
      'Direttore di Stabilimento',
      'Direttore di Business Unit',
      'Direttore Generale',
      'Amministratore Delegato',
    ],
    NL: [
      'Chief of Staff',
      'Programmamanager Transformatie',
      'Vestigingsmanager',
      'Locatiedirecteur',
      'Business unit directeur',
      'Algemeen directeur',
      'CEO',
    ],
    ES: [
      'Adjunto a la Dirección General',
      'Responsable de Proyectos Estratégicos',
      'Director de Sucursal',
      'Director de Planta',
      'Director de Unidad de Negocio',
      'Director General',
      'Consejero Delegado',
    ],
  },
  20: {
    DE: CONSULTING_LADDER,
    EN_GB: CONSULTING_LADDER,
    EN_US: CONSULTING_LADDER,
    FR: [
      'Consultant senior',
      'Consultant manager',
      'Manager',
      'Senior manager',
      'Directeur associé',
      'Associé',
      'Associé gérant',
    ],
    IT: [
      'Senior Consultant',
      'Managing Consultant',
      'Manager',
      'Senior Manager',
      'Director',
      'Partner',
      'Managing Partner',
    ],
    NL: [
      'Senior consultant',
      'Managing consultant',
      'Manager',
      'Senior manager',
      'Director',
      'Partner',
      'Managing partner',
    ],
    ES: ['Consultor sénior', 'Consultor gerente', 'Gerente', 'Gerente sénior', 'Director', 'Socio', 'Socio director'],
  },
};

/** Gender markers as customary in each language's job ads; English ads carry none. */
export const GENDER_MARKERS: Record<Language, string> = {
  DE: '(m/w/d)',
  EN_GB: '',
  EN_US: '',
  FR: '(H/F)',
  IT: '(m/f)',
  NL: '(m/v/x)',
  ES: '(h/m)',
};

function lang(language: Language): Lang {
  return language === 'EN_GB' || language === 'EN_US' ? 'en' : (language.toLowerCase() as Lang);
}

function words(functionId: number): FunctionWords {
  const item = FUNCTIONS[functionId - 1];
  if (!item) throw new RangeError(`unknown function ${functionId}`);
  return item;
}

/** Every title (without gender marker) the generator may give a position of this function and level. */
export function titleVariants(functionId: number, careerLevelId: number, language: Language): string[] {
  if (careerLevelId < 1 || careerLevelId > 7) throw new RangeError(`unknown career level ${careerLevelId}`);
  const fixed = LEVEL_TITLES[functionId];
  if (fixed) return [fixed[language][careerLevelId - 1] as string];
  const w = words(functionId);
  const en = language === 'EN_US' && w.enUs ? w.enUs : w.en;
  if (careerLevelId >= 6) {
    const title = language === 'EN_US' && w.top.enUs ? w.top.enUs : w.top[lang(language)];
    return careerLevelId === 7 && language === 'EN_GB' && title.startsWith('Chief')
      ? [title, `Group ${title}`]
      : [title];
  }
  const l = lang(language);
  const noun = l === 'en' ? en : l === 'fr' ? w.frN : w[l];
  return (PATTERNS[language][careerLevelId - 1] ?? []).map((pattern) =>
    pattern.replace('{n}', noun).replace('{N}', w.frN).replace('{a}', w.frA).replace('{en}', w.en),
  );
}

/** A title in the language, with the customary gender marker. */
export function pickTitle(random: Random, functionId: number, careerLevelId: number, language: Language): string {
  const title = random.pick(titleVariants(functionId, careerLevelId, language));
  const marker = GENDER_MARKERS[language];
  return marker ? `${title} ${marker}` : title;
}
