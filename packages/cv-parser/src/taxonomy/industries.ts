import { fold } from '../fields/normalize.ts';
import type { Mapped } from '../types.ts';
import { rules } from './keywords.ts';
import { wordList } from '../fields/word-list.ts';

/**
 * Keywords per industry id of Laufbahn's reference data (`INDUSTRIES`): sector words in the six CV
 * languages and a few well-known company names. Most specific first.
 */
export const INDUSTRY_KEYWORDS: [id: number, keywords: string[]][] = [
  [
    29,
    wordList(`
      semiconductor*, halbleiter*, infineon, asml, nxp, stmicroelectronics, intel, nvidia, globalfoundries,
      semiconducteur*, semiconduttor*, halfgeleider*, semiconductores
    `),
  ],
  [
    30,
    wordList(`
      medtech, medizintechnik, medical device*, medical technology, medizinprodukte, healthineers, drager, b. braun,
      dispositifs medicaux, dispositivi medici, medische technologie, tecnologia medica, siemens healthineers,
      carl zeiss meditec
    `),
  ],
  [
    5,
    wordList(`
      pharma*, biotech*, life sciences, roche, novartis, sanofi, boehringer, merck, pfizer, astrazeneca, gsk, bayer,
      biontech, farmaceutic*, farmac*, arzneimittel, novo nordisk, ucb, grifols
    `),
  ],
  [
    31,
    wordList(`
      wirtschaftsprufung*, wirtschaftsprufer*, steuerberatung*, kpmg, deloitte, pwc, pricewaterhousecoopers, ey,
      ernst & young, bdo, grant thornton, mazars, forvis mazars, expertise comptable, revisione contabile,
      accountancy, accountantskantoor, auditoria
    `),
  ],
  [
    27,
    wordList(`
      kanzlei, law firm, rechtsanwalte, rechtsanwaltsgesellschaft, avocats, studio legale, advocaten,
      advocatenkantoor, abogados, despacho de abogados, freshfields, hengeler mueller, gleiss lutz, clifford chance,
      linklaters, cms, noerr, baker mckenzie
    `),
  ],
  [
    3,
    wordList(`
      versicherung*, insurance, assurance*, assicurazion*, verzekering*, seguros, aseguradora, reinsurance,
      ruckversicherung, allianz, axa, generali, munich re, ergo, hannover re, hannover ruck, swiss re, mapfre, aegon,
      nn group, zurich insurance, signal iduna, debeka, hdi, talanx, r+v, mutuelle, mutua
    `),
  ],
  [
    2,
    wordList(`
      bank, banken, bankhaus, banque, banca, banco, sparkasse, volksbank, raiffeisen*, commerzbank, deutsche bank,
      landesbank, ing, abn amro, rabobank, unicredit, intesa sanpaolo, bnp paribas, societe generale, credit agricole,
      santander, bbva, caixabank, hsbc, barclays, ubs, credit suisse, kreditinstitut, bancaire, bancario, bancaria,
      private banking, investment banking, kfw, dz bank, lbbw, bayernlb, helaba
    `),
  ],
  [
    23,
    wordList(`
      asset management, investment*, private equity, venture capital, fintech, financial services, finanzdienstleist*,
      kapitalverwaltung*, verm ogensverwaltung, vermogensverwaltung, blackrock, dws, payment*, payments,
      gestion d'actifs, fund*, fonds, capital, leasing, factoring, borse, stock exchange, deutsche borse, euronext,
      wealth management, servizi finanziari, servicios financieros, services financiers, financiele dienstverlening
    `),
  ],
  [
    4,
    wordList(`
      unternehmensberatung, managementberatung, beratung, consulting, consultancy, consultants, conseil,
      cabinet de conseil, consulenza, adviesbureau, advies, consultoria, consultora, mckinsey, bcg,
      boston consulting group, bain, roland berger, accenture, capgemini, oliver wyman, kearney, simon-kucher,
      porsche consulting, horvath, strategy&, arthur d. little
    `),
  ],
  [
    1,
    wordList(`
      automotive, automobil*, fahrzeug*, kfz, bmw, daimler, mercedes-benz, volkswagen, vw, audi, porsche, continental,
      zf, zf friedrichshafen, schaeffler, stellantis, renault, peugeot, fiat, ferrari, seat, opel, ford, toyota,
      tesla, magna, valeo, faurecia, forvia, mahle, hella, automobile, automotriz, automobilistico, automobilistica,
      autoindustrie, car, cars, mobility, mobilitat, volvo cars
    `),
  ],
  [
    19,
    wordList(`
      aerospace, luftfahrt*, raumfahrt*, defence, defense, rustung*, airbus, rheinmetall, thales, safran, leonardo,
      dassault, mtu aero engines, hensoldt, ohb, aeronautique, aerospatial*, aerospaziale, difesa, luchtvaart,
      defensa, aeroespacial, aviation
    `),
  ],
  [
    9,
    wordList(`
      telekom*, telecom*, telecommunication*, telekommunikation, telecommunications, vodafone, telefonica, o2, orange,
      kpn, swisscom, proximus, tim, telco, mobilfunk, telecomunicazion*, telecomunicaciones, telecommunicatie, 1&1,
      liberty global, ziggo
    `),
  ],
  [
    32,
    wordList(`
      e-commerce, ecommerce, online shop, onlinehandel, internet, zalando, amazon, google, alphabet, meta, facebook,
      booking.com, marketplace, delivery hero, rocket internet, otto group, about you, hellofresh, ebay, airbnb, uber,
      spotify, commerce en ligne, commercio elettronico, comercio electronico, webshop
    `),
  ],
  [
    8,
    wordList(`
      software, sap, it services, it-services, it-dienstleist*, it consulting, it-beratung, informatik, microsoft,
      oracle, ibm, salesforce, saas, cloud, datev, software ag, atos, tcs, infosys, cgi, adesso, bechtle, cancom,
      logiciel*, informatique, informatica, esn, ssii, it, tech, technologies, digital, cyber*, cybersecurity, data
    `),
  ],
  [
    24,
    wordList(`
      elektronik, electronics, electronic, electrical, elektrotechnik, elektro*, siemens, bosch, philips,
      schneider electric, abb, legrand, hager, phoenix contact, wago, electronique, elettronica, elettrico,
      elektronica, electronica, sensor*
    `),
  ],
  [
    10,
    wordList(`
      maschinenbau, anlagenbau, sondermaschinenbau, machinery, machine*, maschinen*, industrial equipment,
      industrietechnik, antriebstechnik, automatisierung*, automation, trumpf, kuka, gea, krones, dmg mori, durr,
      heidelberger druck*, voith, thyssenkrupp, man energy, liebherr, festo, sick, kion, jungheinrich, sms group,
      knorr-bremse, industrie, industrial, industriel*, industriale, machinebouw, maquinaria, werkzeug*, pumpen,
      valves
    `),
  ],
  [
    6,
    wordList(`
      chemie*, chemical*, chemische, chimie, chimique, chimica, quimica, basf, evonik, covestro, lanxess, wacker,
      clariant, solvay, akzonobel, dsm, arkema, air liquide, linde, brenntag, kunststoff*, plastics, polymer*,
      coatings
    `),
  ],
  [
    7,
    wordList(`
      energie*, energy, energia, energias, power, utilities, utility, e.on, eon, rwe, enbw, vattenfall, shell, bp,
      totalenergies, eni, enel, iberdrola, endesa, repsol, engie, edf, uniper, stadtwerke, netbeheer, netbeheerder,
      oil, gas, erdgas, solar, wind, windkraft, renewable*, erneuerbare, petrol*, nuclear, strom, netz, netze, eneco,
      essent, naturgy
    `),
  ],
  [
    25,
    wordList(`
      fashion, mode, modehaus, textil*, apparel, bekleidung, adidas, puma, hugo boss, inditex, zara, h&m, moda,
      luxury, luxus, lvmh, kering, hermes, chanel, gucci, prada, armani, calzedonia, schoenen, shoes, schuhe, tessile,
      textile
    `),
  ],
  [
    20,
    wordList(`
      food, foods, lebensmittel*, nahrungsmittel*, getranke*, beverage*, drinks, brauerei, brewery, nestle, danone,
      dr. oetker, ferrero, barilla, lavazza, heineken, ab inbev, suedzucker, sudzucker, dairy, dairies, snacks,
      molkerei, agroalimentaire, alimentaire, alimentare, alimentari, voeding*, levensmiddel*, alimentacion,
      alimentos, bebidas, bevande, boissons, kaffee, coffee, wein, wine, vins, vini, vinos
    `),
  ],
  [
    12,
    wordList(`
      fmcg, cpg, consumer goods, consumer products, konsumguter*, unilever, procter & gamble, p&g, henkel, beiersdorf,
      l'oreal, reckitt, colgate, biens de consommation, beni di consumo, consumentengoederen, bienes de consumo,
      kosmetik, cosmetics, cosmetique*, cosmetica, markenartikel, haushaltswaren, spielwaren, toys, miele, vorwerk
    `),
  ],
  [
    11,
    wordList(`
      retail, einzelhandel, handel, handelsgruppe, lidl, aldi, rewe, edeka, metro, carrefour, auchan, esselunga,
      ahold, ahold delhaize, albert heijn, mercadona, el corte ingles, schwarz gruppe, kaufland, dm-drogerie markt,
      rossmann, mediamarkt, ceconomy, ikea, douglas, commerce de detail, grande distribution, distribution, dettaglio,
      grande distribuzione, detailhandel, supermarkt*, supermarche*, supermercado*, warenhaus, department store,
      stores, filialen
    `),
  ],
  [
    13,
    wordList(`
      media, medien*, verlag*, publishing, publisher, journal, zeitung, presse, tv, broadcasting, rundfunk, fernsehen,
      bertelsmann, axel springer, prosiebensat.1, rtl, burda, hubert burda media, springer nature, editions, edition,
      editore, editoriale, mediaset, rai, uitgeverij, editorial, news, radio, film, entertainment, agentur, agency,
      werbeagentur, advertising, publicite, pubblicita, reclame, publicidad
    `),
  ],
  [
    14,
    wordList(`
      logistik*, logistics, logistique, logistica, transport*, spedition*, shipping, freight, fracht, dhl,
      deutsche post, db schenker, schenker, kuehne+nagel, kuehne + nagel, dsv, maersk, hapag-lloyd, dachser, hermes,
      ups, fedex, post, postnl, deutsche bahn, db, sncf, lufthansa, airline, airport, flughafen, aeroport, railway,
      bahn, trasporti, vervoer, transporte, cargo, mobility services
    `),
  ],
  [
    15,
    wordList(`
      immobilien*, real estate, property, properties, immobilier*, immobiliare, vastgoed, inmobiliari*, vonovia,
      leg immobilien, aroundtown, unibail, facility management, proptech, wohnungsbau*, wohnen
    `),
  ],
  [
    16,
    wordList(`
      bau, bauunternehmen, bauindustrie, bauwirtschaft, construction, hochtief, strabag, vinci, bouygues, ferrovial,
      acs, eiffage, webuild, heijmans, bam, batiment, btp, costruzioni, edilizia, bouw*, construccion, constructora,
      tiefbau, hochbau, infrastruktur, baustoff*, zement, cement, heidelberg materials, holcim
    `),
  ],
  [
    17,
    wordList(`
      klinik*, klinikum, krankenhaus, krankenhauser, hospital, hospitals, healthcare, health care, gesundheit*,
      clinic, clinique, helios, fresenius, asklepios, sana, charite, sante, sanita, ospedale, ziekenhuis, zorg*,
      salud, sanidad, pflege*, care, medical center, praxis, krankenkasse, aok, barmer, techniker krankenkasse
    `),
  ],
  [
    18,
    wordList(`
      ministerium, ministry, bundesministerium, bundesamt, landesamt, behorde, government, public administration,
      offentliche verwaltung, offentlicher dienst, stadtverwaltung, landratsamt, administration publique, ministere,
      prefecture, pubblica amministrazione, ministero, comune di, regione, gemeente, rijksoverheid, ministerie,
      provincie, ayuntamiento, ministerio, gobierno, administracion publica, european commission,
      europaische kommission, commission europeenne, bundeswehr, police, polizei, city of, stadt, land, bund,
      public sector, federal, agency for
    `),
  ],
  [
    22,
    wordList(`
      school, schule, gymnasium, university, universitat, hochschule, fachhochschule, education, bildung*, ecole,
      universite, universita, universiteit, hogeschool, universidad, academy, akademie, college, business school,
      lycee, liceo, scuola, colegio, instituto, institut, edtech, training
    `),
  ],
  [
    21,
    wordList(`
      hotel*, hospitality, tourism, touristik, tourismus, tui, gastronomie, restaurant*, catering, accor, marriott,
      hilton, hyatt, hotellerie, turismo, horeca, travel, reisen, reise*, voyages, viaggi, viajes, cruise,
      kreuzfahrt*, resort*, melia, nh hotels
    `),
  ],
  [
    26,
    wordList(`
      agrar*, agriculture, agricultural, landwirtschaft*, farming, baywa, agricole, agricoltura, agricolo, landbouw,
      agricultura, agro, agribusiness, saatgut, seeds, kws, forst*, forestry, fishing
    `),
  ],
  [
    28,
    wordList(`
      stiftung, foundation, ngo, non-profit, nonprofit, not-for-profit, e.v., ev, verein, charity, charitable,
      fondation, association, fondazione, onlus, stichting, fundacion, asociacion, gemeinnutzig*, caritas, diakonie,
      red cross, rotes kreuz, croix-rouge, croce rossa, rode kruis, cruz roja, unicef, wwf
    `),
  ],
];

const INDUSTRY_RULES = rules(INDUSTRY_KEYWORDS);

/**
 * The industry of the employer: from the company name first (clearest), then the position's description;
 * not from the title, since an "IT-Leiter" may well work for a bank. Unknown industries stay null.
 */
export function mapIndustry(companyName: string | null, description: string | null): Mapped | null {
  const sources: [string, number][] = [
    [companyName ?? '', 0.75],
    [description ?? '', 0.45],
  ];
  for (const [source, confidence] of sources) {
    if (!source) continue;
    const text = fold(source);
    for (const rule of INDUSTRY_RULES) if (rule.pattern.test(text)) return { id: rule.id, confidence };
  }
  return null;
}
