import { fold } from '../fields/normalize.ts';
import type { Mapped } from '../types.ts';
import { rules } from './keywords.ts';
import { wordList } from '../fields/word-list.ts';

/**
 * Keywords per function id of Laufbahn's reference data (`FUNCTIONS`), in the six CV languages. Listed
 * most specific first (an array, as numeric object keys would be reordered): "CFO" is finance before it is
 * general management.
 */
export const FUNCTION_KEYWORDS: [id: number, keywords: string[]][] = [
  [
    18,
    wordList(`
      legal, recht*, jurist*, counsel, lawyer, rechtsanwalt*, syndikus*, juridique, juriste, avocat*, legale,
      avvocat*, juridisch*, advocaat, juridico, abogad*, general counsel
    `),
  ],
  [
    8,
    wordList(`
      hr, human resources, personalleiter*, personalwesen, personalabteilung, people, talent*, recruit*, chro,
      ressources humaines, rh, drh, risorse umane, personeelszaken, hrm, recursos humanos, rrhh, people & culture,
      personalentwicklung
    `),
  ],
  [
    14,
    wordList(`
    quality, qualitat*, qualitats*, qm, qa, qualite, qualita, kwaliteit*, calidad
  `),
  ],
  [
    3,
    wordList(`
      control, financial control, controle de gestion, controllo di gestione, control de gestion, auditor*, auditrice,
      audit manager, wirtschaftsprufer*, prufungsassistent*, revisore, accountant*, comptable, *controlling,
      *controller, *finanzen, *buchhaltung, cfo, finance, finanz*, financial, controlling, controller*, accounting,
      accountant, buchhalt*, rechnungswesen, treasury, treasurer, comptab*, financier, financiere, finanza,
      finanziario, amministrazione e finanza, contabil*, financien, financieel, financiero, financiera, finanzas, tax,
      steuer*, fiscal*, kaufmannische leitung, kaufmannischer leiter, kaufmannische geschaftsfuhrer*
    `),
  ],
  [
    10,
    wordList(`
      data, analytics, business intelligence, bi, data science, data scientist, machine learning, ai, ki,
      kunstliche intelligenz, intelligence artificielle, donnees, dati, datos
    `),
  ],
  [
    9,
    wordList(`
      cio, cto, it, information technology, informationstechnologie, software, informatik, infrastructure,
      infrastruktur, informatique, informatica, ict, sistemas, systemes d'information, sistemi informativi, digital*,
      cyber*, devops, cloud, sap, erp
    `),
  ],
  [
    16,
    wordList(`
      *einkauf, procurement, purchasing, einkauf*, einkaufs*, beschaffung, achats, acheteur, acheteuse, acquisti,
      inkoop, compras, buyer, sourcing
    `),
  ],
  [
    15,
    wordList(`
      *logistik, supply chain, logistics, logistik*, logistique, logistica, scm, distribution, lieferkette, warehouse,
      lager*
    `),
  ],
  [
    13,
    wordList(`
      production, produktion*, manufacturing, fertigung*, werkleiter*, werksleiter*, werk, plant, operations, usine,
      produzione, stabilimento, productie, produccion, fabrica, coo, betriebsleiter*
    `),
  ],
  [5, ['marketing', 'brand*', 'marke', 'markenfuhrung', 'cmo', 'mercadotecnia', 'growth']],
  [
    7,
    wordList(`
      communication, communications, kommunikation*, pr, public relations, pressesprecher*, presse, comunicazione,
      communicatie, comunicacion, investor relations, corporate affairs
    `),
  ],
  [
    6,
    wordList(`
      product manager, product management, produktmanag*, product owner, chef de produit, cheffe de produit, product,
      produkt*, cpo, responsabile prodotto, productmanager, producto
    `),
  ],
  [
    17,
    wordList(`
      customer service, kundenservice, kundendienst, customer success, customer care, support, service client,
      relation client, assistenza clienti, klantenservice, atencion al cliente, after sales, after-sales
    `),
  ],
  [
    4,
    wordList(`
      *vertrieb, *verkauf, sales, vertrieb*, verkauf*, key account*, account manager, account executive,
      business development, commercial, commerciale, ventes, vente, vendite, verkoop, ventas, comercial, cso, cro,
      revenue
    `),
  ],
  [
    19,
    wordList(`
      risk, risiko*, compliance, internal audit, interne revision, revision, risque*, rischi*, risico*, riesgo*,
      cumplimiento, aml, governance, audit
    `),
  ],
  [
    2,
    wordList(`
      strategy, strategie, strategic, strategisch*, corporate development, unternehmensentwicklung, m&a, mergers,
      strategique, strategia, strategico, estrategia, transformation, business development
    `),
  ],
  [
    21,
    wordList(`
      project, projekt*, programme, program, pmo, projet, progetto, progetti, projectleider, project manager,
      proyecto*, projecten
    `),
  ],
  [
    20,
    wordList(`
      consultant, consulting, berater*, beratung, advisory, advisor, adviser, conseil, consultante, consulente,
      consulenza, adviseur, advies, consultor*, consultoria, partner
    `),
  ],
  [
    23,
    wordList(`
      arzt, arztin, chefarzt*, oberarzt*, physician, medical, medizin*, clinical, klinik*, pflege*, nurse, medecin,
      medical director, medico, sanitario, medisch*, sanidad, health
    `),
  ],
  [
    12,
    wordList(`
      research, researcher, scientist, wissenschaft*, forscher*, labor*, laboratory, recherche, chercheur, ricerca,
      ricercatore, onderzoek*, investigacion, investigador*
    `),
  ],
  [
    11,
    wordList(`
      engineering, engineer, ingenieur*, r&d, f&e, forschung und entwicklung, entwicklung, development, developer,
      entwickler*, konstruktion, technik, technical, technisch*, ingenierie, ingegneria, ingegnere,
      ricerca e sviluppo, engineering manager, ontwikkeling, ingenieria, ingeniero, desarrollo, technology,
      technologie
    `),
  ],
  [
    22,
    wordList(`
      office, assistant, assistent*, assistenz, sekretar*, administration, verwaltung, administratif, administrative,
      amministrazione, administratie, administracion, office manager, facility, facilities
    `),
  ],
  [
    1,
    wordList(`
      ceo, geschaftsfuhr*, managing director, general manager, directeur general, directrice generale, pdg,
      amministratore delegato, direttore generale, algemeen directeur, director general, directora general,
      consejero delegado, gerente general, country manager, vorstandsvorsitz*, president, vorstand*, chief executive,
      inhaber*, founder, managing partner, general management, geschaftsleitung, unternehmensleitung, board,
      direction generale
    `),
  ],
];

const FUNCTION_RULES = rules(FUNCTION_KEYWORDS);

/** The function a position belongs to, from its title first and its description second. */
export function mapFunction(title: string, description: string | null): Mapped | null {
  const text = fold(title);
  for (const rule of FUNCTION_RULES) if (rule.pattern.test(text)) return { id: rule.id, confidence: 0.7 };
  if (description) {
    const folded = fold(description);
    for (const rule of FUNCTION_RULES) if (rule.pattern.test(folded)) return { id: rule.id, confidence: 0.4 };
  }
  return null;
}
