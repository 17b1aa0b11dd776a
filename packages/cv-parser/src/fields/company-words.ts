import { fold } from './normalize.ts';
import { alternation } from './word-list.ts';

/** Legal forms and words that mark an organisation's name, on folded text. */
const LEGAL_FORMS = alternation(String.raw`
  gmbh, mbh, ag, se, kg, kgaa, ohg, e\.\s?v\., ev, eg, ug, ltd\.?, limited, inc\.?, corp\.?, corporation, llc,
  llp, lp, plc, s\.?a\.?, s\.?a\.?s\.?, sarl, s\.?a\.?r\.?l\.?, s\.?p\.?a\.?, s\.?r\.?l\.?, b\.?v\.?, n\.?v\.?,
  s\.?l\.?, s\.?a\.?u\.?, s\.?c\.?a\.?, ab, oy, a\/s, asa, co\., & co, group, gruppe, groupe, gruppo, groep, grupo, holding, bank, banque,
  banca, banco, versicherung, versicherungen, assurance, assurances, assicurazioni, verzekeringen, seguros,
  university, universitat, universite, universita, universiteit, universidad, hochschule, consulting, partners,
  company, compagnie, compagnia, compania, cie, partner mbb, international, technologies, systems, solutions,
  services, industries, ministerium, ministry
`);
const LEGAL_FORM = new RegExp(`(?:^|[\\s,(])(?:${LEGAL_FORMS})(?:[\\s,.)]|$)`, 'u');

export function looksLikeCompany(text: string): boolean {
  return LEGAL_FORM.test(fold(text));
}
