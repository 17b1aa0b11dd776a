import { wordList } from './word-list.ts';
/**
 * Major European and North American cities with their names in the six CV languages (first spelling is
 * the local one), and country names. Enough to read a contact block; the API geocodes the result.
 */
export const CITIES: Record<string, string[]> = {
  DE: wordList(`
    Berlin, Hamburg, München|Munich|Monaco di Baviera|Múnich|Muenchen, Köln|Cologne|Colonia|Keulen|Koeln,
    Frankfurt am Main|Frankfurt|Francfort|Francoforte|Fráncfort, Stuttgart|Stoccarda, Düsseldorf|Duesseldorf,
    Leipzig|Lipsia, Dortmund, Essen, Bremen|Brême|Brema, Dresden|Dresde|Dresda, Hannover|Hanovre|Hanover,
    Nürnberg|Nuremberg|Norimberga|Núremberg|Neurenberg, Duisburg, Bochum, Wuppertal, Bielefeld, Bonn,
    Münster|Muenster, Mannheim, Karlsruhe, Augsburg|Augusta, Wiesbaden, Mönchengladbach, Gelsenkirchen,
    Aachen|Aix-la-Chapelle|Aquisgrana|Aken, Braunschweig, Kiel, Chemnitz, Halle, Magdeburg,
    Freiburg im Breisgau|Freiburg|Fribourg-en-Brisgau, Krefeld, Mainz|Mayence|Magonza, Lübeck, Erfurt, Oberhausen,
    Rostock, Kassel, Hagen, Potsdam, Saarbrücken, Hamm, Ludwigshafen am Rhein|Ludwigshafen, Oldenburg,
    Mülheim an der Ruhr, Osnabrück, Leverkusen, Heidelberg, Darmstadt, Solingen, Regensburg, Ingolstadt, Würzburg,
    Wolfsburg, Ulm, Heilbronn, Pforzheim, Göttingen, Bottrop, Reutlingen, Koblenz, Bremerhaven, Erlangen,
    Bergisch Gladbach, Trier, Jena, Gütersloh, Walldorf, Herzogenaurach, Eschborn, Bad Homburg, Unterföhring,
    Garching, Neckarsulm, Gerlingen, Leinfelden-Echterdingen, Sindelfingen, Böblingen, Ratingen, Neuss,
    Offenbach am Main|Offenbach, Hanau, Paderborn, Siegen, Fürth, Konstanz, Friedrichshafen, Schweinfurt, Bamberg,
    Bayreuth, Passau, Rosenheim, Landshut
  `),
  AT: wordList(`
    Wien|Vienna|Vienne|Viena|Wenen, Graz, Linz, Salzburg|Salzbourg|Salisburgo|Salzburgo, Innsbruck, Klagenfurt,
    Villach, Wels, St. Pölten|Sankt Pölten, Dornbirn, Bregenz
  `),
  CH: wordList(`
    Zürich|Zurich|Zurigo|Zúrich|Zuerich, Genf|Genève|Geneva|Ginevra|Ginebra|Genève, Basel|Bâle|Basilea|Bazel,
    Bern|Berne|Berna, Lausanne|Losanna, Winterthur, Luzern|Lucerne|Lucerna, St. Gallen|Saint-Gall|San Gallo, Lugano,
    Zug|Zoug|Zugo, Baar, Biel|Bienne, Thun, Schaffhausen, Fribourg|Freiburg im Üechtland, Neuchâtel, Chur, Sion
  `),
  FR: wordList(`
    Paris|Parigi|París|Parijs, Marseille|Marsiglia|Marsella, Lyon|Lione|Lyons, Toulouse|Tolosa, Nice|Nizza|Niza,
    Nantes, Strasbourg|Straßburg|Strasburgo|Estrasburgo|Straatsburg, Montpellier, Bordeaux|Burdeos, Lille|Rijsel,
    Rennes, Reims, Le Havre, Saint-Étienne, Toulon, Grenoble, Dijon, Angers, Nîmes, Clermont-Ferrand, Le Mans,
    Aix-en-Provence, Brest, Tours, Amiens, Limoges, Metz, Besançon, Perpignan, Orléans, Rouen, Mulhouse, Caen, Nancy,
    La Défense|Puteaux, Courbevoie, Neuilly-sur-Seine, Boulogne-Billancourt, Issy-les-Moulineaux, Levallois-Perret,
    Versailles, Annecy, Cannes, Sophia Antipolis
  `),
  IT: wordList(`
    Roma|Rom|Rome, Milano|Mailand|Milan|Milán, Napoli|Neapel|Naples|Nápoles, Torino|Turin|Turín, Palermo,
    Genova|Genua|Gênes|Genoa|Génova, Bologna|Bologne|Bolonia, Firenze|Florenz|Florence|Florencia, Bari, Catania,
    Venezia|Venedig|Venise|Venice|Venecia, Verona|Vérone, Messina, Padova|Padua|Padoue, Trieste|Triest, Brescia,
    Parma|Parme, Prato, Modena|Modène, Reggio Emilia, Perugia, Livorno, Cagliari, Bergamo|Bergame, Monza,
    Trento|Trient, Bolzano|Bozen, Vicenza, Udine, Como, Varese, Pisa|Pise, Lecco, Treviso, Ancona, Pescara, Salerno,
    Novara, Piacenza, Ivrea
  `),
  NL: wordList(`
    Amsterdam, Rotterdam, Den Haag|The Hague|La Haye|Den Haag|L'Aia|La Haya|'s-Gravenhage, Utrecht, Eindhoven,
    Groningen|Groningue, Tilburg, Almere, Breda, Nijmegen|Nimègue, Apeldoorn, Haarlem, Arnhem, Enschede, Amersfoort,
    Zaanstad, 's-Hertogenbosch|Den Bosch|Bois-le-Duc, Zwolle, Leiden|Leyde, Maastricht|Maëstricht, Dordrecht, Delft,
    Hilversum, Amstelveen, Hoofddorp, Schiphol, Zoetermeer, Leeuwarden, Deventer, Venlo, Veldhoven, Nieuwegein,
    Rijswijk, Wageningen
  `),
  BE: wordList(`
    Brüssel|Bruxelles|Brussel|Brussels|Bruselas|Bruxelas|Bruxelles, Antwerpen|Anvers|Antwerp|Amberes|Anversa,
    Gent|Gand|Ghent|Gante, Charleroi, Liège|Lüttich|Luik|Lieja, Brügge|Brugge|Bruges|Brujas, Namur|Namen,
    Leuven|Löwen|Louvain, Mechelen|Malines, Mons|Bergen, Hasselt, Kortrijk|Courtrai, Wavre, Zaventem
  `),
  LU: ['Luxemburg|Luxembourg|Lussemburgo|Luxemburgo'],
  ES: wordList(`
    Madrid, Barcelona|Barcelone|Barcellona, Valencia|Valence|Valenza, Sevilla|Séville|Siviglia|Seville,
    Zaragoza|Saragosse|Saragozza|Saragossa, Málaga|Malaga, Murcia, Palma de Mallorca|Palma,
    Las Palmas de Gran Canaria|Las Palmas, Bilbao, Alicante, Córdoba|Cordoue|Cordova, Valladolid, Vigo, Gijón,
    Vitoria-Gasteiz|Vitoria, A Coruña|La Coruña, Granada|Grenade, Oviedo, Santa Cruz de Tenerife, Pamplona, Almería,
    San Sebastián|Donostia, Santander, Burgos, Salamanca, Tarragona, Girona, Sabadell, Terrassa, Alcobendas, Getafe,
    Pozuelo de Alarcón, Las Rozas
  `),
  PT: ['Lissabon|Lisboa|Lisbonne|Lisbon|Lisbona', 'Porto|Oporto'],
  GB: wordList(`
    London|Londres|Londra|Londen, Birmingham, Manchester, Leeds, Glasgow, Liverpool, Bristol, Sheffield,
    Edinburgh|Édimbourg|Edimburgo, Leicester, Coventry, Bradford, Cardiff, Belfast, Nottingham,
    Newcastle upon Tyne|Newcastle, Southampton, Reading, Oxford, Cambridge, Brighton, Aberdeen, Milton Keynes, Slough,
    Guildford, Bath, York, Norwich, Plymouth, Swindon, Watford, Croydon, Canary Wharf
  `),
  IE: ['Dublin|Dublín|Dublino', 'Cork', 'Galway', 'Limerick'],
  DK: ['Kopenhagen|København|Copenhagen|Copenhague|Copenaghen|Kopenhagen', 'Aarhus'],
  SE: ['Stockholm|Stoccolma|Estocolmo', 'Göteborg|Gothenburg|Gotemburgo', 'Malmö'],
  NO: ['Oslo'],
  FI: ['Helsinki|Helsingfors'],
  PL: [
    'Warschau|Warszawa|Warsaw|Varsovie|Varsavia|Varsovia',
    'Krakau|Kraków|Krakow|Cracovie|Cracovia',
    'Breslau|Wrocław|Wroclaw',
    'Posen|Poznań|Poznan',
    'Danzig|Gdańsk|Gdansk',
  ],
  CZ: ['Prag|Praha|Prague|Praga', 'Brünn|Brno'],
  HU: ['Budapest'],
  GR: ['Athen|Athens|Athènes|Atene|Atenas'],
  US: wordList(`
    New York|New York City|NYC|Nueva York, Los Angeles, Chicago, Houston, Phoenix, Philadelphia, San Antonio,
    San Diego, Dallas, San Jose, Austin, Jacksonville, San Francisco, Columbus, Fort Worth, Indianapolis, Charlotte,
    Seattle, Denver, Washington|Washington D.C., Boston, Nashville, Detroit, Portland, Las Vegas, Atlanta, Miami,
    Minneapolis, Pittsburgh, Cincinnati, Cleveland, St. Louis, Baltimore, Salt Lake City, Raleigh, Palo Alto,
    Mountain View, Menlo Park, Redmond, Cupertino, Stamford, Princeton, Philadelphia, Orlando, Tampa, Sacramento
  `),
  CA: ['Toronto', 'Montreal|Montréal', 'Vancouver', 'Calgary', 'Ottawa'],
};

/** Country names in the six languages and English-speaking variants, by ISO code. */
export const COUNTRIES: Record<string, string[]> = {
  DE: wordList(`
    Deutschland, Germany, Allemagne, Germania, Duitsland, Alemania, Federal Republic of Germany, BRD
  `),
  AT: ['Österreich', 'Austria', 'Autriche', 'Oostenrijk', 'Oesterreich'],
  CH: ['Schweiz', 'Switzerland', 'Suisse', 'Svizzera', 'Zwitserland', 'Suiza'],
  FR: ['Frankreich', 'France', 'Francia', 'Frankrijk'],
  IT: ['Italien', 'Italy', 'Italie', 'Italia', 'Italië'],
  NL: wordList(`
    Niederlande, Netherlands, The Netherlands, Pays-Bas, Paesi Bassi, Nederland, Países Bajos, Holland, Holanda
  `),
  BE: ['Belgien', 'Belgium', 'Belgique', 'Belgio', 'België', 'Bélgica'],
  LU: ['Luxemburg', 'Luxembourg', 'Lussemburgo', 'Luxemburgo'],
  ES: ['Spanien', 'Spain', 'Espagne', 'Spagna', 'Spanje', 'España', 'Espana'],
  PT: ['Portugal', 'Portogallo'],
  GB: wordList(`
    Vereinigtes Königreich, Großbritannien, United Kingdom, UK, Great Britain, England, Scotland, Wales, Royaume-Uni,
    Regno Unito, Verenigd Koninkrijk, Reino Unido, Inghilterra, Angleterre, Engeland, Inglaterra
  `),
  IE: ['Irland', 'Ireland', 'Irlande', 'Irlanda', 'Ierland'],
  US: wordList(`
    USA, U.S.A., United States, United States of America, US, Vereinigte Staaten, États-Unis, Stati Uniti,
    Verenigde Staten, Estados Unidos, EE. UU., EEUU
  `),
  CA: ['Kanada', 'Canada', 'Canadá'],
  DK: ['Dänemark', 'Denmark', 'Danemark', 'Danimarca', 'Denemarken', 'Dinamarca'],
  SE: ['Schweden', 'Sweden', 'Suède', 'Svezia', 'Zweden', 'Suecia'],
  NO: ['Norwegen', 'Norway', 'Norvège', 'Norvegia', 'Noorwegen', 'Noruega'],
  FI: ['Finnland', 'Finland', 'Finlande', 'Finlandia'],
  PL: ['Polen', 'Poland', 'Pologne', 'Polonia'],
  CZ: [
    'Tschechien',
    'Czech Republic',
    'Czechia',
    'République tchèque',
    'Repubblica Ceca',
    'Tsjechië',
    'República Checa',
  ],
  HU: ['Ungarn', 'Hungary', 'Hongrie', 'Ungheria', 'Hongarije', 'Hungría'],
  GR: ['Griechenland', 'Greece', 'Grèce', 'Grecia', 'Griekenland'],
};
