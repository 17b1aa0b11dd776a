import { looksLikeCompany } from '../fields/company-words.ts';
import { fold } from '../fields/normalize.ts';
import type { Mapped } from '../types.ts';
import { keywordPattern } from './keywords.ts';
import { alternation, wordList } from '../fields/word-list.ts';

/** Career levels of Laufbahn's reference data (`CAREER_LEVELS`), 1 specialist … 7 head of a large company. */
export const CAREER_LEVEL_IDS = [1, 2, 3, 4, 5, 6, 7] as const;

const BOARD = keywordPattern(
  wordList(`
  vorstand*, *vorstand, *vorstandin, finanzvorstand, vorstandsvorsitz*, member of the board,
  member of the executive board, member of the management board, board member, executive board, management board,
  chairman of the board, chairwoman of the board, membre du directoire, president du directoire,
  membre du comite executif, membro del consiglio di amministrazione, consigliere di amministrazione,
  lid raad van bestuur, lid van de raad van bestuur, bestuursvoorzitter, miembro del consejo de administracion,
  presidente ejecutivo
`),
);

const CHIEF = keywordPattern(
  wordList(`
  ceo, cfo, coo, cto, cio, cmo, chro, cdo, cso, cpo, cro, cco, chief executive officer, chief, geschaftsfuhrer*,
  geschaftsfuhrung, geschaftsfuhrende*, managing director, general manager, managing partner, president,
  directeur general, directrice generale, pdg, president-directeur general, amministratore delegato,
  direttore generale, algemeen directeur, directeur-eigenaar, director general, directora general, consejero delegado,
  consejera delegada, gerente general, country manager, sprecher der geschaftsfuhrung, alleingeschaftsfuhrer*,
  inhaber*, founder, co-founder, grunder*, fondateur, fondatrice, fondatore, oprichter, fundador, fundadora, owner,
  eigenaar, managing directeur, statutair directeur
`),
);

const BUSINESS_UNIT = keywordPattern(
  wordList(`
  bereichsleiter*, bereichsleitung, *direktor, *direktorin, bereichsdirektor*, divisionsleiter*, spartenleiter*,
  vice president, vp, svp, evp, avp, senior vice president, executive vice president, director, directeur, directrice,
  direttore, direttrice, directora, direktor, direktorin, global head, head of division, division head,
  business unit head, head of business unit, executive director, managing partner, partner, partnerin, associe,
  associee, socio, socia, generalbevollmachtigt*, prokurist*, divisiedirecteur, directeur de division,
  responsabile di business unit, country head, regional director, hauptabteilungsleiter*
`),
);

const DEPARTMENT = keywordPattern(
  wordList(`
  abteilungsleiter*, abteilungsleitung, head of, head, leiter, leiterin, leitung, senior manager, department head,
  head of department, chef de service, chef de departement, responsable de departement, responsabile, hoofd,
  afdelingshoofd, jefe de departamento, jefa de departamento, jefe, jefa, principal manager, senior director,
  lead manager, responsable, manager senior, cheffe de service, *leiter, *leiterin, *leitung
`),
);

const TEAM = keywordPattern(
  wordList(`
  teamleiter*, teamleitung, gruppenleiter*, gruppenleitung, team lead, team leader, teamlead, manager, managerin,
  chef d'equipe, cheffe d'equipe, capo, team manager, teamleider, teammanager, jefe de equipo, jefa de equipo,
  gerente, supervisor, coordinator, koordinator*, coordinateur, coordinatrice, coordinatore, coordinatrice,
  coordinador, coordinadora, meister*
`),
);

/** Team leads named as such, before "Jefe" or "Leiter" alone would make them heads of department. */
const TEAM_LEAD = keywordPattern([
  'teamleiter*',
  'teamleitung',
  'gruppenleiter*',
  'gruppenleitung',
  'team lead',
  'team leader',
  'teamlead',
  "chef d'equipe",
  "cheffe d'equipe",
  'capo squadra',
  'capo reparto',
  'teamleider',
  'jefe de equipo',
  'jefa de equipo',
  "responsable d'equipe",
  'responsabile di team',
  'team manager',
  'schichtleiter*',
]);

const PROJECT_OR_SENIOR = keywordPattern(
  wordList(`
  senior, sr, projektleiter*, projektleitung, project manager, project lead, project leader, programme manager,
  program manager, chef de projet, cheffe de projet, responsable de projet, responsabile di progetto, project manager,
  projectleider, projectmanager, jefe de proyecto, jefa de proyecto, principal, lead, expert, experte, experto,
  esperto, staff, fachexperte, oberarzt, oberarztin, product owner, scrum master
`),
);

const LARGE_COMPANY = new RegExp(
  `(?:^|[\\s,])(?:${alternation(String.raw`
      ag, se, kgaa, plc, s\.?a\.?, n\.?v\.?, s\.?p\.?a\.?, group, gruppe, groupe, gruppo, groep, grupo, holding,
      corporation, corp\.?, inc\.?
    `)})(?:[\\s,.)]|$)`,
  'u',
);

/** "Project Manager" is a project lead (2), not a manager (3). */
const PROJECT_ROLE = keywordPattern(
  wordList(`
  project manager, projektmanager*, programme manager, program manager, projectmanager, chef de projet,
  cheffe de projet, product manager, produktmanager*, key account manager, account manager, projektleiter*,
  projektleitung, project lead, project leader, responsable de projet, responsabile di progetto, projectleider,
  jefe de proyecto, jefa de proyecto
`),
);

/**
 * The career level a title stands for. Without knowing the company's size, a chief executive is taken to
 * run a company of up to 500 staff (6) with lower confidence; a stock corporation or a group makes it 7.
 */
export function mapCareerLevel(title: string, companyName: string | null): Mapped | null {
  const text = fold(title);
  const company = fold(companyName ?? '');
  if (BOARD.test(text)) return { id: 7, confidence: 0.8 };
  if (CHIEF.test(text) && !/\b(?:deputy|stellvertretende*|vice|adjoint|adjointe|vice-|assistant)\b/.test(text)) {
    if (LARGE_COMPANY.test(company)) return { id: 7, confidence: 0.7 };
    return { id: 6, confidence: looksLikeCompany(companyName ?? '') ? 0.6 : 0.5 };
  }
  if (BUSINESS_UNIT.test(text)) return { id: 5, confidence: 0.7 };
  if (PROJECT_ROLE.test(text) && !/\bsenior manager\b|\bhead\b/.test(text)) return { id: 2, confidence: 0.65 };
  if (TEAM_LEAD.test(text)) return { id: 3, confidence: 0.75 };
  if (DEPARTMENT.test(text)) return { id: 4, confidence: /\bsenior manager\b|abteilungsleit/.test(text) ? 0.75 : 0.6 };
  if (TEAM.test(text)) return { id: 3, confidence: 0.65 };
  if (PROJECT_OR_SENIOR.test(text)) return { id: 2, confidence: 0.6 };
  if (text.trim().length > 0) return { id: 1, confidence: 0.4 };
  return null;
}
