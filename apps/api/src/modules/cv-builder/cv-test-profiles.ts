import type { Position, Profile } from '@laufbahn/contracts/profile';
import type { Language } from '@laufbahn/i18n/languages';

/** Fictional members, one per language, with the letters each language needs (ß, ü, é, ç, ñ, ĳ …). */
interface Person {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  countryId: number;
  skills: string[];
  positions: [title: string, company: string, city: string, start: [number, number], end: [number, number] | null][];
  summary: string;
}

const PEOPLE: Record<Language, Person> = {
  DE: {
    name: 'Jürgen',
    lastName: 'Weißmüller',
    email: 'juergen.weissmueller@example.com',
    phone: '+491712345678',
    city: 'München',
    countryId: 81,
    skills: ['Unternehmensführung', 'Restrukturierung', 'M&A', 'Controlling'],
    summary:
      'Finanzvorstand mit über 20 Jahren Erfahrung in Industrie und Handel; Schwerpunkt Wachstum und Übernahmen.',
    positions: [
      ['Finanzvorstand', 'Brückner Maschinenbau AG', 'München', [3, 2019], null],
      ['Kaufmännischer Geschäftsführer', 'Söhnlein Logistik GmbH', 'Nürnberg', [1, 2014], [2, 2019]],
      ['Leiter Konzerncontrolling', 'Überland Energie AG', 'Düsseldorf', [7, 2009], [12, 2013]],
      ['Senior Manager Finanzen', 'Grünwald Handels GmbH', 'Köln', [4, 2005], [6, 2009]],
    ],
  },
  EN_GB: {
    name: 'Siobhan',
    lastName: 'Fitzgerald',
    email: 'siobhan.fitzgerald@example.co.uk',
    phone: '+442079460123',
    city: 'London',
    countryId: 77,
    skills: ['Change management', 'Stakeholder management', 'P&L responsibility'],
    summary: 'Chief Operating Officer with a record of turning round loss-making divisions across Europe.',
    positions: [
      ['Chief Operating Officer', 'Harrington & Cole plc', 'London', [5, 2020], null],
      ['Operations Director', 'Whitmore Retail Group', 'Manchester', [9, 2015], [4, 2020]],
      ['Head of Supply Chain', 'Albion Foods Ltd', 'Leeds', [2, 2010], [8, 2015]],
    ],
  },
  EN_US: {
    name: 'Marcus',
    lastName: 'Delgado',
    email: 'marcus.delgado@example.com',
    phone: '+12125550123',
    city: 'Chicago',
    countryId: 235,
    skills: ['Go-to-market strategy', 'Enterprise sales', 'Team leadership'],
    summary: 'Chief Revenue Officer who has built sales teams of more than 300 people in software companies.',
    positions: [
      ['Chief Revenue Officer', 'Lakeshore Analytics Inc.', 'Chicago', [1, 2021], null],
      ['Vice President Sales', 'Prairie Software Corp.', 'Denver', [6, 2016], [12, 2020]],
      ['Regional Sales Director', 'Northgate Systems LLC', 'Boston', [3, 2011], [5, 2016]],
    ],
  },
  FR: {
    name: 'Hélène',
    lastName: 'Lefèvre-Caron',
    email: 'helene.lefevre@example.fr',
    phone: '+33612345678',
    city: 'Lyon',
    countryId: 75,
    skills: ['Direction financière', 'Fusions et acquisitions', 'Contrôle de gestion'],
    summary: 'Directrice financière expérimentée, habituée aux groupes internationaux et aux levées de fonds.',
    positions: [
      ['Directrice financière', 'Groupe Méridien SA', 'Lyon', [9, 2018], null],
      ['Responsable du contrôle de gestion', 'Société Générale des Eaux', 'Paris', [1, 2012], [8, 2018]],
      ['Auditrice senior', 'Cabinet Rousseau & Associés', 'Paris', [9, 2007], [12, 2011]],
    ],
  },
  IT: {
    name: 'Niccolò',
    lastName: 'Ferrà',
    email: 'niccolo.ferra@example.it',
    phone: '+393471234567',
    city: 'Milano',
    countryId: 110,
    skills: ['Gestione operativa', 'Lean manufacturing', 'Qualità'],
    summary: 'Direttore di stabilimento con esperienza nella trasformazione digitale della produzione.',
    positions: [
      ['Direttore di stabilimento', 'Officine Meccaniche Lombarde S.p.A.', 'Brescia', [4, 2017], null],
      ['Responsabile della produzione', 'Tessitura Comense S.r.l.', 'Como', [10, 2011], [3, 2017]],
      ['Ingegnere di processo', 'Acciaierie Venete S.p.A.', 'Padova', [5, 2006], [9, 2011]],
    ],
  },
  NL: {
    name: 'Ĳsbrand',
    lastName: 'van der Berg',
    email: 'ijsbrand.vanderberg@example.nl',
    phone: '+31612345678',
    city: 'Utrecht',
    countryId: 157,
    skills: ['Strategie', 'Verandermanagement', 'Inkoop'],
    summary: 'Algemeen directeur met ervaring in logistiek en groothandel in de Benelux.',
    positions: [
      ['Algemeen directeur', 'Van Dijk Logistiek B.V.', 'Utrecht', [2, 2019], null],
      ['Directeur inkoop', 'Groothandel De Vries N.V.', 'Rotterdam', [8, 2013], [1, 2019]],
      ['Manager operations', 'Bakker Transport B.V.', 'Amsterdam', [3, 2008], [7, 2013]],
    ],
  },
  ES: {
    name: 'Begoña',
    lastName: 'Núñez Ibáñez',
    email: 'begona.nunez@example.es',
    phone: '+34612345678',
    city: 'Madrid',
    countryId: 209,
    skills: ['Dirección comercial', 'Expansión internacional', 'Negociación'],
    summary: 'Directora comercial con experiencia en la expansión de empresas españolas en Latinoamérica.',
    positions: [
      ['Directora comercial', 'Industrias Peñalara S.A.', 'Madrid', [6, 2018], null],
      ['Jefa de ventas internacionales', 'Cerámicas del Turia S.L.', 'Valencia', [1, 2013], [5, 2018]],
      ['Gerente de cuentas clave', 'Distribuciones Andaluzas S.A.', 'Sevilla', [9, 2008], [12, 2012]],
    ],
  },
};

function position([title, company, city, start, end]: Person['positions'][number], identifier: number): Position {
  return {
    identifier,
    title,
    companyName: company,
    companyId: null,
    startDate: { month: start[0], year: start[1] },
    endDate: end ? { month: end[0], year: end[1] } : null,
    current: end === null,
    geoCodeId: null,
    countryId: null,
    city,
    careerLevelId: null,
    functionId: null,
    industryId: null,
    description: null,
  };
}

/** A profile as `GET /api/career/my_profile` answers it, and the summary the member would write. */
export function testProfile(language: Language): { profile: Profile; person: Person } {
  const person = PEOPLE[language];
  const [current, ...past] = person.positions.map(position);
  return {
    person,
    profile: {
      id: 1,
      personalInformation: {
        genderId: null,
        name: person.name,
        lastName: person.lastName,
        city: person.city,
        countryId: person.countryId,
        dateOfBirth: { day: 14, month: 6, year: 1970 },
        geoCodeId: null,
      },
      contactDetails: { phoneNumber: person.phone, email: person.email },
      professionalInformation: { currentSalaryRangeId: null, managementExperienceId: null, skills: person.skills },
      currentPosition: current ?? null,
      pastPositions: past,
      careerSteps: [],
      picture: null,
      visibility: 'visible',
    },
  };
}
