import { wordList } from './word-list.ts';
/**
 * Academic degrees, professional designations and forms of address that precede or follow a name. Matched
 * as whole tokens, case-sensitively where a lower-case form is an ordinary word.
 */
export const NAME_PREFIX_TITLES = wordList(`
  Prof. Dr. Dr. h.c., Prof. Dr.-Ing., Prof. Dr., Prof., Professor, Dr. Dr., Dr. med. dent., Dr. med., Dr. rer. nat.,
  Dr. rer. pol., Dr. jur., Dr. iur., Dr. phil., Dr. oec., Dr. h.c., Dr.-Ing., Dr., Dipl.-Ing., Dipl.-Kfm.,
  Dipl.-Kffr., Dipl.-Kauffrau, Dipl.-Kaufmann, Dipl.-Oec., Dipl.-Wirt.-Ing., Dipl.-Wi.-Ing., Dipl.-Inform.,
  Dipl.-Inf., Dipl.-Volksw., Dipl.-Betriebsw., Dipl.-Psych., Dipl.-Jur., Dipl.-Phys., Dipl.-Chem., Dipl.-Math.,
  Dipl.-Biol., Dipl.-Ök., Dipl., Mag. iur., Mag. rer. soc. oec., Mag., DI, Ing., Ir., ir., Drs., drs., Mr., mr., Mrs.,
  Ms., Dott.ssa, Dott., Dr.ssa, Avv., Arch., Lic., Licda., Ldo., Lda., Herr, Frau, Mme, Mlle, Sig.ra, Sig., Sra., Sr.,
  Dra., dr., Dr, Pr, Me, Prof
`);

export const NAME_SUFFIX_TITLES = wordList(`
  MBA, EMBA, M.B.A., MBA (HSG), M.Sc., MSc, M.Sc, B.Sc., BSc, M.A., MA, B.A., BA, PhD, Ph.D., DPhil, LL.M., LLM,
  LL.B., CFA, CPA, ACCA, ACA, FCA, CIMA, PMP, CIA, CISA, MEng, M.Eng., B.Eng., Dipl.-Ing., Dipl.-Kfm., Jr., Sr., Ing.,
  MSc., MPA, MPH, DBA, MIM, MiM, MRICS, FRICS, CEng, StB, WP, RA, PharmD, Pharm.D., MD, M.D., JD, J.D., DDS, DMD,
  DNP, EdD, Ed.D., PsyD, RN, CFP, FCCA, CMA, SHRM-SCP, SPHR, P.E., FACHE, MHA, MSN, CISSP
`);
