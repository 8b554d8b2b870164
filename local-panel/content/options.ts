// Option lists for GET /api/options: countries, their states and cities, languages, ethnicities.

export type OptionLanguage = 'en' | 'pt';

/** A name that may differ per language; a plain string is the same in both. */
type LocalizedName = string | { en: string; pt: string };

interface CityDefinition {
  id: number;
  name: LocalizedName;
}

interface StateDefinition {
  id: number;
  name: LocalizedName;
  cities: CityDefinition[];
}

interface CountryDefinition {
  id: number;
  iso: string;
  name: { en: string; pt: string };
  states: StateDefinition[];
}

export interface IdValue {
  id: number;
  value: string;
}

export interface IdValueIso extends IdValue {
  iso: string;
}

function localize(name: LocalizedName, language: OptionLanguage): string {
  return typeof name === 'string' ? name : name[language];
}

// Ids are stable: country ids follow a common world-countries table; state ids are countryId * 100 + n,
// city ids stateId * 100 + n, so a city id tells where it belongs.
function country(
  id: number,
  iso: string,
  en: string,
  pt: string,
  states: [LocalizedName, LocalizedName[]][],
): CountryDefinition {
  return {
    id,
    iso,
    name: { en, pt },
    states: states.map(([stateName, cities], stateIndex) => {
      const stateId = id * 100 + stateIndex + 1;
      return {
        id: stateId,
        name: stateName,
        cities: cities.map((cityName, cityIndex) => ({ id: stateId * 100 + cityIndex + 1, name: cityName })),
      };
    }),
  };
}

const COUNTRIES: CountryDefinition[] = [
  country(177, 'PT', 'Portugal', 'Portugal', [
    ['Lisboa', ['Lisboa', 'Sintra', 'Cascais', 'Oeiras', 'Amadora', 'Loures', 'Mafra']],
    ['Porto', ['Porto', 'Vila Nova de Gaia', 'Matosinhos', 'Maia', 'Gondomar']],
    ['Setúbal', ['Setúbal', 'Almada', 'Seixal', 'Barreiro', 'Sesimbra']],
    ['Braga', ['Braga', 'Guimarães', 'Barcelos', 'Famalicão']],
    ['Aveiro', ['Aveiro', 'Ílhavo', 'Ovar', 'Águeda']],
    ['Beja', ['Beja', 'Odemira', 'Serpa']],
    ['Bragança', ['Bragança', 'Mirandela']],
    ['Castelo Branco', ['Castelo Branco', 'Covilhã', 'Fundão']],
    ['Coimbra', ['Coimbra', 'Figueira da Foz', 'Cantanhede']],
    ['Évora', ['Évora', 'Estremoz', 'Montemor-o-Novo']],
    ['Faro', ['Faro', 'Lagos', 'Portimão', 'Albufeira', 'Tavira', 'Loulé']],
    ['Guarda', ['Guarda', 'Seia']],
    ['Leiria', ['Leiria', 'Nazaré', 'Caldas da Rainha', 'Marinha Grande']],
    ['Portalegre', ['Portalegre', 'Elvas']],
    ['Santarém', ['Santarém', 'Tomar', 'Abrantes']],
    ['Viana do Castelo', ['Viana do Castelo', 'Ponte de Lima']],
    ['Vila Real', ['Vila Real', 'Chaves']],
    ['Viseu', ['Viseu', 'Lamego']],
    ['Região Autónoma da Madeira', ['Funchal', 'Câmara de Lobos', 'Santa Cruz']],
    ['Região Autónoma dos Açores', ['Ponta Delgada', 'Angra do Heroísmo', 'Horta']],
  ]),
  country(31, 'BR', 'Brazil', 'Brasil', [
    ['São Paulo', ['São Paulo', 'Campinas', 'Santos']],
    ['Rio de Janeiro', ['Rio de Janeiro', 'Niterói', 'Petrópolis']],
    ['Minas Gerais', ['Belo Horizonte', 'Juiz de Fora', 'Ouro Preto']],
    ['Bahia', ['Salvador', 'Porto Seguro']],
    ['Paraná', ['Curitiba', 'Londrina']],
    ['Pernambuco', ['Recife', 'Olinda']],
    ['Rio Grande do Sul', ['Porto Alegre', 'Caxias do Sul']],
  ]),
  country(207, 'ES', 'Spain', 'Espanha', [
    ['Madrid', ['Madrid', 'Alcalá de Henares']],
    [{ en: 'Catalonia', pt: 'Catalunha' }, ['Barcelona', 'Girona']],
    [{ en: 'Andalusia', pt: 'Andaluzia' }, [{ en: 'Seville', pt: 'Sevilha' }, 'Málaga', 'Granada']],
    [{ en: 'Galicia', pt: 'Galiza' }, ['Santiago de Compostela', 'Vigo', 'A Coruña']],
  ]),
  country(75, 'FR', 'France', 'França', [
    ['Île-de-France', ['Paris', 'Versailles']],
    ["Provence-Alpes-Côte d'Azur", [{ en: 'Marseille', pt: 'Marselha' }, 'Nice']],
    ['Auvergne-Rhône-Alpes', [{ en: 'Lyon', pt: 'Lião' }, 'Grenoble']],
  ]),
  country(7, 'AO', 'Angola', 'Angola', [
    ['Luanda', ['Luanda', 'Viana']],
    ['Benguela', ['Benguela', 'Lobito']],
    ['Huíla', ['Lubango']],
  ]),
  country(40, 'CV', 'Cape Verde', 'Cabo Verde', [
    ['Santiago', ['Praia', 'Assomada']],
    ['São Vicente', ['Mindelo']],
    ['Sal', ['Espargos', 'Santa Maria']],
  ]),
  country(150, 'MZ', 'Mozambique', 'Moçambique', [
    ['Maputo', ['Maputo', 'Matola']],
    ['Sofala', ['Beira']],
    ['Nampula', ['Nampula', 'Ilha de Moçambique']],
  ]),
  country(93, 'GW', 'Guinea-Bissau', 'Guiné-Bissau', [['Bissau', ['Bissau']]]),
  country(232, 'GB', 'United Kingdom', 'Reino Unido', [
    [{ en: 'England', pt: 'Inglaterra' }, [{ en: 'London', pt: 'Londres' }, 'Manchester', 'Bristol']],
    [{ en: 'Scotland', pt: 'Escócia' }, [{ en: 'Edinburgh', pt: 'Edimburgo' }, 'Glasgow']],
  ]),
  country(233, 'US', 'United States', 'Estados Unidos', [
    [{ en: 'New York', pt: 'Nova Iorque' }, [{ en: 'New York City', pt: 'Nova Iorque' }, 'Buffalo']],
    [{ en: 'California', pt: 'Califórnia' }, ['Los Angeles', 'San Francisco']],
    [{ en: 'Florida', pt: 'Flórida' }, ['Miami', 'Orlando']],
  ]),
  country(107, 'IT', 'Italy', 'Itália', [
    [{ en: 'Lombardy', pt: 'Lombardia' }, [{ en: 'Milan', pt: 'Milão' }, 'Bergamo']],
    [{ en: 'Lazio', pt: 'Lácio' }, [{ en: 'Rome', pt: 'Roma' }]],
    [{ en: 'Tuscany', pt: 'Toscana' }, [{ en: 'Florence', pt: 'Florença' }, 'Pisa']],
  ]),
  country(82, 'DE', 'Germany', 'Alemanha', [
    [{ en: 'Berlin', pt: 'Berlim' }, [{ en: 'Berlin', pt: 'Berlim' }]],
    [{ en: 'Bavaria', pt: 'Baviera' }, [{ en: 'Munich', pt: 'Munique' }, 'Nuremberga']],
    [{ en: 'Hamburg', pt: 'Hamburgo' }, [{ en: 'Hamburg', pt: 'Hamburgo' }]],
  ]),
];

const LANGUAGES: { id: number; iso: string; en: string; pt: string }[] = [
  { id: 1, iso: 'pt', en: 'Portuguese', pt: 'Português' },
  { id: 2, iso: 'en', en: 'English', pt: 'Inglês' },
  { id: 3, iso: 'es', en: 'Spanish', pt: 'Espanhol' },
  { id: 4, iso: 'fr', en: 'French', pt: 'Francês' },
  { id: 5, iso: 'it', en: 'Italian', pt: 'Italiano' },
  { id: 6, iso: 'de', en: 'German', pt: 'Alemão' },
  { id: 7, iso: 'nl', en: 'Dutch', pt: 'Neerlandês' },
  { id: 8, iso: 'ru', en: 'Russian', pt: 'Russo' },
  { id: 9, iso: 'uk', en: 'Ukrainian', pt: 'Ucraniano' },
  { id: 10, iso: 'ro', en: 'Romanian', pt: 'Romeno' },
  { id: 11, iso: 'pl', en: 'Polish', pt: 'Polaco' },
  { id: 12, iso: 'ar', en: 'Arabic', pt: 'Árabe' },
  { id: 13, iso: 'zh', en: 'Mandarin Chinese', pt: 'Mandarim' },
  { id: 14, iso: 'ja', en: 'Japanese', pt: 'Japonês' },
  { id: 15, iso: 'hi', en: 'Hindi', pt: 'Hindi' },
  { id: 16, iso: 'kea', en: 'Cape Verdean Creole', pt: 'Crioulo cabo-verdiano' },
];

const ETHNICITIES: { id: number; en: string; pt: string }[] = [
  { id: 1, en: 'White / Caucasian', pt: 'Branca / Caucasiana' },
  { id: 2, en: 'Black / African descent', pt: 'Negra / Afrodescendente' },
  { id: 3, en: 'Mixed', pt: 'Mista' },
  { id: 4, en: 'Latin American', pt: 'Latino-americana' },
  { id: 5, en: 'East Asian', pt: 'Asiática Oriental' },
  { id: 6, en: 'South Asian', pt: 'Asiática do Sul' },
  { id: 7, en: 'Southeast Asian', pt: 'Asiática do Sudeste' },
  { id: 8, en: 'Middle Eastern', pt: 'Médio Oriente' },
  { id: 9, en: 'North African', pt: 'Norte-africana' },
  { id: 10, en: 'Indigenous', pt: 'Indígena' },
];

export function listCountries(language: OptionLanguage): IdValueIso[] {
  return COUNTRIES.map((entry) => ({ id: entry.id, value: entry.name[language], iso: entry.iso })).sort(
    (a, b) => a.value.localeCompare(b.value, language),
  );
}

export function listLanguages(language: OptionLanguage): IdValueIso[] {
  return LANGUAGES.map((entry) => ({ id: entry.id, value: entry[language], iso: entry.iso }));
}

export function listEthnicities(language: OptionLanguage): IdValue[] {
  return ETHNICITIES.map((entry) => ({ id: entry.id, value: entry[language] }));
}

/** States of a country; an unknown country gives an empty list. */
export function listStates(countryId: number, language: OptionLanguage): IdValue[] {
  const match = COUNTRIES.find((entry) => entry.id === countryId);
  return (match?.states ?? []).map((state) => ({ id: state.id, value: localize(state.name, language) }));
}

/** Cities of a state, or of the whole country when no state is given. */
export function listCities(
  countryId: number,
  stateId: number | undefined,
  language: OptionLanguage,
): IdValue[] {
  const match = COUNTRIES.find((entry) => entry.id === countryId);
  const states = (match?.states ?? []).filter((state) => stateId === undefined || state.id === stateId);
  return states.flatMap((state) =>
    state.cities.map((city) => ({ id: city.id, value: localize(city.name, language) })),
  );
}
