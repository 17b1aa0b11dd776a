import { fold } from './normalize.ts';
import { alternation, wordList } from './word-list.ts';

/**
 * Words that make a phrase a job title rather than a company or a name, in the six CV languages. Matched
 * on folded text (lower case, no accents) as word stems.
 */
const TITLE_WORDS = wordList(`
  leiter, leiterin, leitung, geschaftsfuhr, vorstand, vorsitz, prokurist, referent, berater, beraterin, sachbearbeit,
  ingenieur, entwickler, kaufmann, kauffrau, assistent, direktor, direktorin, bereichsleit, abteilungsleit, teamleit,
  gruppenleit, projektleit, mitarbeiter, spezialist, fachkraft, inhaber, grunder, partnerin, gesellschafter,
  verantwortlich, syndikus, controller, buchhalter, architekt, praktikant, werkstudent, trainee, prasident, sprecher,
  manager, director, head of, head, chief, officer, president, vice president, vp, svp, evp, ceo, cfo, coo, cto, cio,
  cmo, chro, cdo, cso, cpo, founder, co-founder, owner, partner, principal, consultant, advisor, adviser, engineer,
  developer, analyst, specialist, lead, associate, assistant, coordinator, administrator, executive, board member,
  chairman, chairwoman, chair, accountant, auditor, counsel, lawyer, attorney, scientist, researcher, architect,
  designer, representative, supervisor, intern, trainee, expert, strategist, buyer, treasurer, controller,
  general manager, managing director, programme, program, product owner, directeur, directrice, responsable, chef de,
  chef, charge, chargee, ingenieur, conseiller, conseillere, gerant, gerante, fondateur, fondatrice, president,
  presidente, adjoint, adjointe, associe, associee, controleur, comptable, acheteur, avocat, juriste, administrateur,
  direttore, direttrice, responsabile, capo, dirigente, amministratore, consulente, ingegnere, socio, fondatore,
  presidente, addetto, addetta, impiegato, impiegata, analista, sviluppatore, avvocato, coordinatore, coordinatrice,
  procuratore, directeur, hoofd, leidinggevende, teamleider, afdelingshoofd, bestuurder, adviseur, eigenaar,
  medewerker, ontwikkelaar, projectleider, oprichter, voorzitter, bestuursvoorzitter, algemeen directeur,
  commercieel directeur, financieel directeur, director, directora, jefe, jefa, gerente, responsable, consultor,
  consultora, ingeniero, ingeniera, socio, socia, fundador, fundadora, presidente, presidenta, asesor, asesora,
  analista, coordinador, coordinadora, administrador, consejero, consejera, abogado, abogada, tecnico, tecnica,
  desarrollador
`);

/** Stems that continue into longer words: "Geschäftsführerin", "Abteilungsleitung", "Sachbearbeiterin". */
const STEMS = wordList(`
  geschaftsfuhr, bereichsleit, abteilungsleit, teamleit, gruppenleit, projektleit, sachbearbeit, vorsitz, prokurist
`);

const alternatives = (words: string[]) => [...new Set(words)].sort((a, b) => b.length - a.length).join('|');

const TITLE = new RegExp(
  `(?:^|[^\\p{L}])(?:(?:${alternatives(TITLE_WORDS)})(?![\\p{L}])|(?:${alternatives(STEMS)}))`,
  'u',
);

/** Also true for compound German titles such as "Vertriebsleiter" or "Finanzvorstand". */
const COMPOUND = new RegExp(
  `(?:${alternation(`
    leiter, leiterin, leitung, vorstand, direktor, direktorin, manager, managerin, berater, beraterin, referent,
    referentin, ingenieur, ingenieurin, entwickler, controller, fuhrer, fuhrerin, spezialist, spezialistin,
    verantwortliche, verantwortlicher
  `)})(?:$|[^\\p{L}])`,
  'u',
);

export function looksLikeJobTitle(text: string): boolean {
  const folded = fold(text);
  return TITLE.test(folded) || COMPOUND.test(folded);
}
