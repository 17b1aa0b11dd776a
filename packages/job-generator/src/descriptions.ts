import type { Language } from '@laufbahn/i18n/languages';
import type { Random } from './prng.ts';

export type WorkplaceType = 'onsite' | 'hybrid' | 'remote';

interface Phrases {
  intro: readonly string[];
  mandate: readonly string[];
  headings: readonly [string, string, string];
  tasks: readonly string[];
  profile: readonly string[];
  offer: readonly string[];
  workplace: Record<WorkplaceType, string>;
  closing: readonly string[];
}

/* Placeholders: {company}, {city}, {title}. English is shared by EN_GB and EN_US (see americanise). */
const PHRASES: Record<'DE' | 'EN' | 'FR' | 'IT' | 'NL' | 'ES', Phrases> = {
  DE: {
    intro: [
      '{company} sucht am Standort {city} zum nächstmöglichen Zeitpunkt eine erfahrene Führungspersönlichkeit als {title}.',
      'Für den weiteren Wachstumskurs verstärkt {company} sein Führungsteam in {city} und sucht eine/n {title}.',
      'Wir sind {company} – und suchen für {city} eine unternehmerisch denkende Persönlichkeit als {title}.',
    ],
    mandate: [
      'Im exklusiven Auftrag unseres Mandanten, eines etablierten Unternehmens mit Sitz in {city}, suchen wir eine/n {title}.',
      'Unser Mandant, ein erfolgreiches und international tätiges Unternehmen, besetzt in {city} die Position {title} neu.',
    ],
    headings: ['Ihre Aufgaben', 'Ihr Profil', 'Unser Angebot'],
    tasks: [
      'Sie verantworten die strategische Weiterentwicklung Ihres Bereichs und setzen ambitionierte Ziele um.',
      'Sie führen und entwickeln ein Team von erfahrenen Fach- und Führungskräften.',
      'Sie berichten direkt an die Geschäftsführung und sind Mitglied des erweiterten Führungskreises.',
      'Sie steuern Budgets, Kennzahlen und Investitionsentscheidungen Ihres Verantwortungsbereichs.',
      'Sie treiben Transformations- und Digitalisierungsprojekte über Ländergrenzen hinweg voran.',
      'Sie vertreten das Unternehmen gegenüber Kunden, Partnern und Gremien.',
    ],
    profile: [
      'Abgeschlossenes Studium oder eine vergleichbare Qualifikation.',
      'Mehrjährige Führungserfahrung in einem vergleichbaren Umfeld.',
      'Nachweisliche Erfolge in der Umsetzung von Veränderungsprozessen.',
      'Verhandlungssichere Deutsch- und Englischkenntnisse.',
      'Unternehmerisches Denken, Entscheidungsstärke und Überzeugungskraft.',
      'Erfahrung in internationalen Organisationen und Matrixstrukturen.',
    ],
    offer: [
      'Eine attraktive Vergütung mit variablem Anteil und Dienstwagen.',
      'Echte Gestaltungsspielräume in einem wachsenden Unternehmen.',
      'Kurze Entscheidungswege und eine offene Unternehmenskultur.',
      'Individuelle Weiterbildung und Executive Coaching.',
      'Betriebliche Altersvorsorge und 30 Tage Urlaub.',
    ],
    workplace: {
      onsite: 'Die Position ist vor Ort in {city} angesiedelt.',
      hybrid: 'Sie arbeiten hybrid: teils in {city}, teils mobil.',
      remote: 'Die Position kann vollständig remote ausgeübt werden.',
    },
    closing: [
      'Wir freuen uns auf Ihre Bewerbung mit Angabe Ihrer Gehaltsvorstellung.',
      'Diskretion ist selbstverständlich – wir freuen uns auf Ihre Unterlagen.',
    ],
  },
  EN: {
    intro: [
      '{company} is looking for an experienced leader to join as {title} in {city}.',
      'To support its continued growth, {company} is strengthening its leadership team in {city} and is hiring a {title}.',
      'We are {company}, and we are looking for an entrepreneurial {title} based in {city}.',
    ],
    mandate: [
      'On an exclusive mandate from our client, an established company based in {city}, we are recruiting a {title}.',
      'Our client, a successful international business, is appointing a {title} in {city}.',
    ],
    headings: ['Your responsibilities', 'Your profile', 'What we offer'],
    tasks: [
      'Own the strategic development of your function and deliver ambitious targets.',
      'Lead and develop a team of experienced specialists and managers.',
      'Report directly to the executive board and sit on the wider leadership team.',
      'Manage budgets, KPIs and investment decisions across your remit.',
      'Drive transformation and digitalisation programmes across several countries.',
      'Represent the company with customers, partners and boards.',
    ],
    profile: [
      'A degree or equivalent qualification.',
      'Several years of leadership experience in a comparable environment.',
      'A proven track record of delivering change.',
      'Excellent English; a further European language is an advantage.',
      'Commercial acumen, decisiveness and the ability to persuade.',
      'Experience of international organisations and matrix structures.',
    ],
    offer: [
      'An attractive package with bonus and car allowance.',
      'Real scope to shape a growing business.',
      'Short decision paths and an open culture.',
      'Tailored development and executive coaching.',
      'A generous pension scheme and healthcare cover.',
    ],
    workplace: {
      onsite: 'The role is based on site in {city}.',
      hybrid: 'The role is hybrid, split between {city} and home.',
      remote: 'The role can be carried out fully remotely.',
    },
    closing: [
      'We look forward to your application, including your salary expectations.',
      'All applications are treated in strict confidence.',
    ],
  },
  FR: {
    intro: [
      '{company} recherche pour son site de {city} un dirigeant expérimenté en tant que {title}.',
      'Pour accompagner sa croissance, {company} renforce son équipe de direction à {city} et recrute un {title}.',
      'Nous sommes {company} et nous recherchons à {city} une personnalité entrepreneuriale au poste de {title}.',
    ],
    mandate: [
      'Dans le cadre d’un mandat exclusif, nous recherchons pour notre client, une entreprise reconnue basée à {city}, un {title}.',
      'Notre client, un groupe international en forte croissance, recrute à {city} un {title}.',
    ],
    headings: ['Vos missions', 'Votre profil', 'Ce que nous offrons'],
    tasks: [
      'Vous définissez et mettez en œuvre la stratégie de votre périmètre.',
      'Vous managez et développez une équipe de cadres et d’experts confirmés.',
      'Vous rapportez directement à la direction générale et siégez au comité de direction élargi.',
      'Vous pilotez les budgets, les indicateurs clés et les décisions d’investissement.',
      'Vous conduisez des projets de transformation et de digitalisation à l’international.',
      'Vous représentez l’entreprise auprès des clients, des partenaires et des instances.',
    ],
    profile: [
      'Diplômé d’une grande école ou d’une université.',
      'Plusieurs années d’expérience managériale dans un environnement comparable.',
      'Une réussite avérée dans la conduite du changement.',
      'Un anglais courant, une autre langue européenne est un atout.',
      'Esprit entrepreneurial, sens de la décision et force de conviction.',
      'Une expérience des organisations internationales et matricielles.',
    ],
    offer: [
      'Une rémunération attractive avec part variable et véhicule de fonction.',
      'Une réelle autonomie au sein d’une entreprise en croissance.',
      'Des circuits de décision courts et une culture ouverte.',
      'Un accompagnement individuel et du coaching de dirigeants.',
      'Une mutuelle et une prévoyance de haut niveau.',
    ],
    workplace: {
      onsite: 'Le poste est basé sur site à {city}.',
      hybrid: 'Le poste est hybride, entre {city} et télétravail.',
      remote: 'Le poste peut s’exercer entièrement à distance.',
    },
    closing: [
      'Nous attendons avec plaisir votre candidature, prétentions salariales incluses.',
      'Confidentialité assurée.',
    ],
  },
  IT: {
    intro: [
      '{company} ricerca per la sede di {city} un manager di esperienza nel ruolo di {title}.',
      'Per sostenere la propria crescita, {company} rafforza il team direttivo di {city} e cerca un {title}.',
      'Siamo {company} e cerchiamo a {city} una figura imprenditoriale come {title}.',
    ],
    mandate: [
      'Per conto di un nostro cliente, affermata azienda con sede a {city}, ricerchiamo in esclusiva un {title}.',
      'Il nostro cliente, un gruppo internazionale di successo, ricerca a {city} un {title}.',
    ],
    headings: ['Responsabilità', 'Profilo', 'Offerta'],
    tasks: [
      'Definire e attuare la strategia della propria area.',
      'Guidare e sviluppare un team di manager e specialisti esperti.',
      'Riportare direttamente alla direzione generale e far parte del comitato di direzione.',
      'Gestire budget, KPI e decisioni di investimento.',
      'Guidare progetti di trasformazione e digitalizzazione a livello internazionale.',
      'Rappresentare l’azienda presso clienti, partner e organi societari.',
    ],
    profile: [
      'Laurea magistrale o titolo equivalente.',
      'Pluriennale esperienza manageriale in un contesto analogo.',
      'Comprovati risultati nella gestione del cambiamento.',
      'Ottima conoscenza dell’inglese.',
      'Spirito imprenditoriale, capacità decisionale e leadership.',
      'Esperienza in organizzazioni internazionali e strutture a matrice.',
    ],
    offer: [
      'Retribuzione di sicuro interesse con parte variabile e auto aziendale.',
      'Reale autonomia in un’azienda in crescita.',
      'Processi decisionali rapidi e una cultura aperta.',
      'Percorsi di sviluppo individuali ed executive coaching.',
      'Welfare aziendale e assistenza sanitaria integrativa.',
    ],
    workplace: {
      onsite: 'La posizione prevede la presenza in sede a {city}.',
      hybrid: 'La posizione è ibrida, tra la sede di {city} e lo smart working.',
      remote: 'La posizione può essere svolta interamente da remoto.',
    },
    closing: ['Inviaci la tua candidatura indicando la retribuzione attesa.', 'Massima riservatezza garantita.'],
  },
  NL: {
    intro: [
      '{company} zoekt voor de vestiging in {city} een ervaren leidinggevende als {title}.',
      'Om de groei voort te zetten, versterkt {company} het managementteam in {city} met een {title}.',
      'Wij zijn {company} en zoeken in {city} een ondernemende {title}.',
    ],
    mandate: [
      'In exclusieve opdracht van onze opdrachtgever, een gerenommeerde onderneming in {city}, zoeken wij een {title}.',
      'Onze opdrachtgever, een succesvolle internationale organisatie, zoekt in {city} een {title}.',
    ],
    headings: ['Jouw verantwoordelijkheden', 'Jouw profiel', 'Wat wij bieden'],
    tasks: [
      'Je bent verantwoordelijk voor de strategische ontwikkeling van je vakgebied.',
      'Je geeft leiding aan een team van ervaren specialisten en managers.',
      'Je rapporteert rechtstreeks aan de directie en maakt deel uit van het managementteam.',
      'Je stuurt op budgetten, kpi’s en investeringsbeslissingen.',
      'Je leidt transformatie- en digitaliseringsprojecten in meerdere landen.',
      'Je vertegenwoordigt de organisatie bij klanten, partners en toezichthouders.',
    ],
    profile: [
      'Een afgeronde universitaire opleiding of vergelijkbaar niveau.',
      'Meerdere jaren leidinggevende ervaring in een vergelijkbare omgeving.',
      'Aantoonbare resultaten in verandertrajecten.',
      'Uitstekende beheersing van het Nederlands en Engels.',
      'Ondernemerschap, besluitvaardigheid en overtuigingskracht.',
      'Ervaring in internationale organisaties en matrixstructuren.',
    ],
    offer: [
      'Een aantrekkelijk salaris met bonus en leaseauto.',
      'Volop ruimte om een groeiende organisatie mee vorm te geven.',
      'Korte lijnen en een open cultuur.',
      'Persoonlijke ontwikkeling en executive coaching.',
      'Een uitstekende pensioenregeling.',
    ],
    workplace: {
      onsite: 'De functie is op locatie in {city}.',
      hybrid: 'Je werkt hybride: deels in {city}, deels thuis.',
      remote: 'De functie kan volledig op afstand worden uitgeoefend.',
    },
    closing: ['We kijken uit naar je sollicitatie, inclusief salarisindicatie.', 'Discretie is gegarandeerd.'],
  },
  ES: {
    intro: [
      '{company} busca para su sede de {city} un directivo con experiencia como {title}.',
      'Para impulsar su crecimiento, {company} refuerza su equipo directivo en {city} e incorpora un {title}.',
      'Somos {company} y buscamos en {city} un perfil emprendedor como {title}.',
    ],
    mandate: [
      'En exclusiva para nuestro cliente, una empresa consolidada con sede en {city}, buscamos un {title}.',
      'Nuestro cliente, un grupo internacional de éxito, incorpora en {city} un {title}.',
    ],
    headings: ['Responsabilidades', 'Perfil', 'Qué ofrecemos'],
    tasks: [
      'Definir e implantar la estrategia de su área.',
      'Liderar y desarrollar un equipo de directivos y especialistas con experiencia.',
      'Reportar directamente a la dirección general y formar parte del comité de dirección.',
      'Gestionar presupuestos, indicadores y decisiones de inversión.',
      'Impulsar proyectos de transformación y digitalización a nivel internacional.',
      'Representar a la empresa ante clientes, socios y órganos de gobierno.',
    ],
    profile: [
      'Titulación universitaria superior o equivalente.',
      'Varios años de experiencia directiva en un entorno similar.',
      'Trayectoria demostrada en la gestión del cambio.',
      'Nivel alto de inglés.',
      'Visión de negocio, capacidad de decisión y liderazgo.',
      'Experiencia en organizaciones internacionales y estructuras matriciales.',
    ],
    offer: [
      'Retribución competitiva con variable y coche de empresa.',
      'Autonomía real en una empresa en crecimiento.',
      'Procesos de decisión ágiles y una cultura abierta.',
      'Plan de desarrollo individual y coaching ejecutivo.',
      'Seguro médico y plan de pensiones.',
    ],
    workplace: {
      onsite: 'El puesto es presencial en {city}.',
      hybrid: 'El puesto es híbrido, entre {city} y teletrabajo.',
      remote: 'El puesto puede desempeñarse en remoto al cien por cien.',
    },
    closing: ['Esperamos tu candidatura con tu banda salarial.', 'Confidencialidad garantizada.'],
  },
};

const AMERICAN: ReadonlyArray<[RegExp, string]> = [
  [/programmes/g, 'programs'],
  [/organisations/g, 'organizations'],
  [/digitalisation/g, 'digitalization'],
  [/car allowance/g, 'sign-on bonus'],
  [/A generous pension scheme and healthcare cover/g, 'A 401(k) plan with company match and full health insurance'],
  [/A degree/g, 'A bachelor’s degree'],
];

function phrasesFor(language: Language): Phrases {
  return PHRASES[language === 'EN_GB' || language === 'EN_US' ? 'EN' : language];
}

/** k distinct items in a random order. */
function sample<T>(random: Random, items: readonly T[], k: number): T[] {
  const copy = items.slice();
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random.next() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

export interface DescriptionInput {
  language: Language;
  title: string;
  companyName: string;
  city: string;
  workplaceType: WorkplaceType;
  /** Published by a headhunter on behalf of a client. */
  viaHeadhunter: boolean;
}

/** A few paragraphs in the language: introduction, responsibilities, profile, offer and a closing line. */
export function describe(random: Random, input: DescriptionInput): string {
  const p = phrasesFor(input.language);
  const fill = (text: string): string =>
    text.replace('{company}', input.companyName).replace('{city}', input.city).replace('{title}', input.title);
  const bullets = (items: string[]): string => items.map((item) => `- ${item}`).join('\n');
  const text = [
    `${fill(random.pick(input.viaHeadhunter ? p.mandate : p.intro))} ${fill(p.workplace[input.workplaceType])}`,
    `${p.headings[0]}\n${bullets(sample(random, p.tasks, random.int(3, 5)))}`,
    `${p.headings[1]}\n${bullets(sample(random, p.profile, random.int(3, 5)))}`,
    `${p.headings[2]}\n${bullets(sample(random, p.offer, random.int(3, 4)))}`,
    random.pick(p.closing),
  ].join('\n\n');
  return input.language === 'EN_US' ? AMERICAN.reduce((t, [from, to]) => t.replace(from, to), text) : text;
}

/** Section headings per language, for tests and callers that split descriptions. */
export function descriptionHeadings(language: Language): readonly string[] {
  return phrasesFor(language).headings;
}
