import type { TextLine } from '../text/model.ts';
import { closeLetterSpacing, fold, stripBullet } from './normalize.ts';
import { wordList } from './word-list.ts';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'training'
  | 'skills'
  | 'languages'
  | 'contact'
  | 'personal'
  | 'interests'
  | 'projects'
  | 'publications'
  | 'references'
  | 'awards'
  | 'volunteering'
  | 'memberships';

/** Section headings in German, English, French, Italian, Dutch and Spanish, folded (lower case, no accents). */
const HEADINGS: Record<SectionKind, string[]> = {
  experience: wordList(`
    berufserfahrung, berufliche erfahrung, berufliche erfahrungen, beruflicher werdegang, werdegang, berufspraxis,
    beruflicher hintergrund, berufliche stationen, berufliche laufbahn, karriere, berufstatigkeit, praxiserfahrung,
    erfahrung, beruflicher lebenslauf, fuhrungserfahrung, experience, professional experience, work experience,
    employment history, employment, career history, career, professional background, work history,
    relevant experience, professional history, career summary, leadership experience, executive experience,
    experience professionnelle, experiences professionnelles, parcours professionnel, experiences,
    esperienza professionale, esperienze professionali, esperienza lavorativa, esperienze lavorative,
    percorso professionale, esperienza, esperienze, carriera, werkervaring, ervaring, loopbaan,
    professionele ervaring, arbeidsverleden, werkgeschiedenis, beroepservaring, experiencia profesional,
    experiencia laboral, trayectoria profesional, experiencia, historial laboral, trayectoria
  `),
  education: wordList(`
    ausbildung, bildung, bildungsweg, studium, akademische ausbildung, schulbildung, hochschulbildung,
    aus- und weiterbildung, ausbildung und studium, studium und ausbildung, education, academic background,
    education and training, academic education, qualifications, formation, formations, parcours academique, etudes,
    formation academique, diplomes, istruzione, formazione, percorso di studi, titoli di studio,
    istruzione e formazione, formazione accademica, opleiding, opleidingen, onderwijs, opleiding en training,
    educacion, formacion, formacion academica, estudios, titulacion, educacion y formacion
  `),
  training: wordList(`
    weiterbildung, weiterbildungen, fortbildung, fortbildungen, zertifikate, zertifizierungen, zusatzqualifikationen,
    certifications, certificates, licenses & certifications, licenses and certifications, training, courses,
    professional development, further education, formation continue, certificats, certificazioni, corsi,
    formazione continua, certificaten, cursussen, certificeringen, bijscholing, certificaciones, cursos,
    formacion continua, licencias y certificaciones, certificaten en licenties, licences et certifications,
    licenze e certificazioni, bescheinigungen und zertifikate
  `),
  skills: wordList(`
    kenntnisse, fahigkeiten, kompetenzen, fachkenntnisse, it-kenntnisse, edv-kenntnisse, kernkompetenzen,
    fachkompetenzen, schwerpunkte, besondere kenntnisse, fahigkeiten und kenntnisse, kenntnisse und fahigkeiten,
    skills, top skills, key skills, core competencies, competencies, core skills, technical skills, expertise,
    areas of expertise, skills & expertise, competences, competences cles, principales competences, savoir-faire,
    competenze, competenze chiave, competenze principali, capacita, capacita e competenze, vaardigheden, competenties,
    kennis, belangrijkste vaardigheden, kerncompetenties, habilidades, competencias, conocimientos, aptitudes,
    aptitudes principales, competencias clave, conocimientos informaticos, it skills, software, edv, tools, ich biete,
    i offer, top-kenntnisse, top kenntnisse, top-skills, hauptkenntnisse, meilleures competences
  `),
  languages: wordList(`
    sprachen, sprachkenntnisse, fremdsprachen, fremdsprachenkenntnisse, languages, language skills, language, langues,
    competences linguistiques, langue, langues etrangeres, lingue, conoscenze linguistiche, lingue straniere,
    competenze linguistiche, talen, talenkennis, taalvaardigheid, idiomas, lenguas, conocimientos de idiomas, idioma
  `),
  summary: wordList(`
    profil, kurzprofil, uber mich, zusammenfassung, berufsprofil, personliches profil, summary, profile,
    professional summary, about, about me, executive summary, personal profile, executive profile,
    profil professionnel, a propos, resume, synthese, sommario, profilo, profilo professionale, chi sono, riepilogo,
    profiel, samenvatting, over mij, persoonlijk profiel, perfil, perfil profesional, resumen, sobre mi, extracto,
    acerca de
  `),
  contact: wordList(`
    kontakt, kontaktdaten, contact, contact details, contact information, coordonnees, contatti, contatto,
    contactgegevens, contacto, datos de contacto, informations de contact
  `),
  personal: wordList(`
    personliche daten, personliches, angaben zur person, persoenliche daten, personal details, personal information,
    personal data, informations personnelles, etat civil, dati personali, informazioni personali,
    persoonlijke gegevens, personalia, datos personales, informacion personal
  `),
  interests: wordList(`
    ich suche, i am looking for, interessen, hobbys, hobbies, freizeit, interests, centres d'interet, loisirs,
    interessi, hobby, interesses, intereses, aficiones, tempo libero
  `),
  projects: ['projekte', 'projects', 'projets', 'progetti', 'projecten', 'proyectos', 'ausgewahlte projekte'],
  publications: [
    'publikationen',
    'veroffentlichungen',
    'publications',
    'pubblicazioni',
    'publicaties',
    'publicaciones',
  ],
  references: ['referenzen', 'references', 'referenze', 'referenties', 'referencias'],
  awards: wordList(`
    auszeichnungen, honors & awards, honors-awards, awards, honours, prix, distinctions, premi, riconoscimenti,
    onderscheidingen, prijzen, premios, reconocimientos, prix et distinctions
  `),
  volunteering: wordList(`
    ehrenamt, ehrenamtliches engagement, engagement, volunteering, volunteer experience, benevolat, volontariato,
    vrijwilligerswerk, voluntariado
  `),
  memberships: [
    'mitgliedschaften',
    'memberships',
    'affiliations',
    'adhesions',
    'associazioni',
    'lidmaatschappen',
    'membresias',
  ],
};

const KIND_BY_HEADING = new Map<string, SectionKind>();
const KIND_BY_LETTERS = new Map<string, SectionKind>();
for (const [kind, headings] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const heading of headings) {
    KIND_BY_HEADING.set(heading, kind);
    KIND_BY_LETTERS.set(heading.replace(/[^a-z]/g, ''), kind);
  }
}

function headingKey(text: string): string {
  return fold(closeLetterSpacing(stripBullet(text)))
    .replace(/^\d+[.)]?\s+/, '')
    .replace(/\s*[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*&\s*/g, ' & ')
    .replace(/\s+(?:und|and|et|e|en|y)\s+/g, (word) => ` ${word.trim()} `)
    .trim();
}

/** The section a heading line opens, or null when the line is not a heading. */
export function headingKind(text: string): SectionKind | null {
  if (text.length > 60 || text.includes('\t')) return null;
  const key = headingKey(text);
  const exact = KIND_BY_HEADING.get(key);
  if (exact) return exact;
  // Letter-spaced capitals come out of some PDFs with stray spaces: "COMP ETENCIAS".
  if (text === text.toUpperCase() && /\p{Lu}/u.test(text)) {
    const letters = KIND_BY_LETTERS.get(key.replace(/[^a-z]/g, ''));
    if (letters) return letters;
  }
  // "Berufserfahrung (Auswahl)", "Languages / Sprachen", "Work Experience – Selection".
  const head = key.split(/\s*[(/|–—]\s*|\s+-\s+/)[0]?.trim() ?? '';
  return head !== key ? (KIND_BY_HEADING.get(head) ?? null) : null;
}

export interface Sections {
  /** For each line, the section it belongs to (null before the first heading of its flow). */
  kindOf: (SectionKind | null)[];
  isHeading: boolean[];
}

/**
 * Assigns every line to a section. Each column is a flow of its own: the main text after a sidebar starts
 * without a section (so that the name at its top is not read as part of the sidebar's last list), and a
 * column continues its section across bands and pages. A line outside the columns (a one-column page
 * after a two-column one) continues the column it is aligned with, or else the column read last.
 */
export function findSections(lines: TextLine[]): Sections {
  const kindOf: (SectionKind | null)[] = [];
  const isHeading: boolean[] = [];
  const state = new Map<number, SectionKind | null>();
  const leftEdge = new Map<number, number>();
  let lastColumn = 0;
  for (const line of lines) {
    let flow = line.column;
    if (flow === 0 && leftEdge.size > 0) {
      const aligned = [...leftEdge.entries()].find(([, x]) => Math.abs(x - line.x) < 20 && line.x > 0);
      flow = aligned ? aligned[0] : lastColumn;
    }
    if (flow !== 0) {
      leftEdge.set(flow, Math.min(leftEdge.get(flow) ?? Number.POSITIVE_INFINITY, line.x));
      lastColumn = flow;
    }
    const kind = headingKind(line.text);
    if (kind) state.set(flow, kind);
    kindOf.push(state.get(flow) ?? null);
    isHeading.push(kind !== null);
  }
  return { kindOf, isHeading };
}
