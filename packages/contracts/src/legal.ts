/**
 * The operator of the site, as the site notice (§ 5 DDG, § 18 MStV) and the privacy policy name it: from the
 * `LEGAL_*` configuration. Outside production, without that configuration, sample data marked `sample: true`,
 * which the pages say in so many words.
 */
export interface LegalOperator {
  sample: boolean;
  companyName: string;
  street: string;
  postalCode: string;
  city: string;
  /** The country in the operator's own words, e.g. "Deutschland". */
  country: string;
  /** Who represents the company (managing directors, comma-separated names). */
  representatives: string;
  email: string;
  phone: string | null;
  registerCourt: string | null;
  registerNumber: string | null;
  vatId: string | null;
  /** Responsible for the content (§ 18 Abs. 2 MStV); the representatives when not set. */
  contentResponsible: string;
}
