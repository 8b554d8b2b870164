// Names, places and short biographies for the demo talents: Portuguese, Brazilian, Lusophone African and
// international, with the accents a real catalogue has.

import type { Gender } from './attributes';

// prettier-ignore
export const FIRST_NAMES: Record<Gender, readonly string[]> = {
  woman: [
    'Inês', 'Beatriz', 'Mariana', 'Leonor', 'Matilde', 'Carolina', 'Francisca', 'Margarida', 'Ana', 'Sofia',
    'Joana', 'Catarina', 'Rita', 'Maria João', 'Conceição', 'Madalena', 'Benedita', 'Luísa', 'Teresa', 'Constança',
    'Mafalda', 'Raquel', 'Filipa', 'Marta', 'Sara', 'Vitória', 'Bárbara', 'Íris', 'Lara', 'Clara',
    'Alice', 'Camila', 'Letícia', 'Giovana', 'Thaís', 'Yasmin', 'Luana', 'Débora', 'Naiara', 'Ísis',
    'Amara', 'Djamila', 'Nayara', 'Ana Luísa', 'Zuri', 'Keyla', 'Aline', 'Chloé', 'Amélie', 'Lucía',
    'Valentina', 'Noémie', 'Elena', 'Freya', 'Ingrid', 'Aiko', 'Yara', 'Mónica', 'Graça', 'Irene',
  ],
  man: [
    'João', 'Tomás', 'Francisco', 'Duarte', 'Afonso', 'Rodrigo', 'Martim', 'Gonçalo', 'Diogo', 'Miguel',
    'Pedro', 'Tiago', 'Rúben', 'André', 'Vasco', 'Simão', 'Salvador', 'Henrique', 'Bernardo', 'Lourenço',
    'Caio', 'Enzo', 'Thiago', 'Luan', 'Davi', 'Guilherme', 'Otávio', 'Kauã', 'Mateus', 'Ícaro',
    'Nuno', 'Hélder', 'Sérgio', 'Ivo', 'Edson', 'Nelson', 'Kelvin', 'Adilson', 'Amílcar', 'Djalma',
    'Hugo', 'Étienne', 'Mathis', 'Javier', 'Álvaro', 'Lukas', 'Oskar', 'Kenji', 'Malik', 'Idris',
    'José Maria', 'Fábio', 'Márcio', 'Joaquim', 'Sebastião', 'Lucas', 'Rafael', 'Emanuel', 'Artur', 'Xavier',
  ],
  undefined: [
    'Alex', 'Sam', 'Noa', 'Kai', 'Ariel', 'Jules', 'Eli', 'Robin', 'Charlie', 'Cris',
    'Dani', 'Gabi', 'Rafa', 'Sasha', 'Yuri', 'Andrea', 'Lou', 'Mika', 'Jó', 'Ira',
  ],
};

// prettier-ignore
export const SURNAMES: readonly string[] = [
  'Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes',
  'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira',
  'Moreira', 'Correia', 'Mendes', 'Nunes', 'Soares', 'Vieira', 'Monteiro', 'Cardoso', 'Rocha', 'Raposo',
  'Neves', 'Coelho', 'Cruz', 'Cunha', 'Pires', 'Ramos', 'Reis', 'Simões', 'Antunes', 'Conceição',
  'Magalhães', 'Brandão', 'Falcão', 'Assunção', 'Araújo', 'Barbosa', 'Cavalcanti', 'Nascimento', 'Lima', 'Azevedo',
  'Moraes', 'Tavares', 'Fonseca', 'Semedo', 'Mendonça', 'Varela', 'Fortes', 'Kiala', 'Neto', 'Dias',
  'Duarte', 'Quaresma', 'Sá', 'Pacheco', 'Bettencourt', 'Medeiros', 'Dubois', 'Martín', 'García', 'Müller',
  'Rossi', 'Okafor', 'Diallo', 'Nakamura', 'Castelo Branco', 'Brito', 'Vaz', 'Leite', 'Macedo', 'Guimarães',
];

export interface Place {
  city: string;
  country: string;
  nationality: string;
  weight: number;
}

/** Where talents live, weighted towards Lisbon. Nationality is the Portuguese adjective the panel uses. */
export const PLACES: readonly Place[] = [
  { city: 'Lisboa', country: 'Portugal', nationality: 'Portuguesa', weight: 34 },
  { city: 'Porto', country: 'Portugal', nationality: 'Portuguesa', weight: 10 },
  { city: 'Cascais', country: 'Portugal', nationality: 'Portuguesa', weight: 6 },
  { city: 'Sintra', country: 'Portugal', nationality: 'Portuguesa', weight: 4 },
  { city: 'Setúbal', country: 'Portugal', nationality: 'Portuguesa', weight: 3 },
  { city: 'Braga', country: 'Portugal', nationality: 'Portuguesa', weight: 3 },
  { city: 'Coimbra', country: 'Portugal', nationality: 'Portuguesa', weight: 2 },
  { city: 'Faro', country: 'Portugal', nationality: 'Portuguesa', weight: 2 },
  { city: 'Funchal', country: 'Portugal', nationality: 'Portuguesa', weight: 2 },
  { city: 'Ponta Delgada', country: 'Portugal', nationality: 'Portuguesa', weight: 1 },
  { city: 'São Paulo', country: 'Brasil', nationality: 'Brasileira', weight: 6 },
  { city: 'Rio de Janeiro', country: 'Brasil', nationality: 'Brasileira', weight: 5 },
  { city: 'Salvador', country: 'Brasil', nationality: 'Brasileira', weight: 2 },
  { city: 'Luanda', country: 'Angola', nationality: 'Angolana', weight: 4 },
  { city: 'Praia', country: 'Cabo Verde', nationality: 'Cabo-verdiana', weight: 3 },
  { city: 'Mindelo', country: 'Cabo Verde', nationality: 'Cabo-verdiana', weight: 1 },
  { city: 'Maputo', country: 'Moçambique', nationality: 'Moçambicana', weight: 2 },
  { city: 'Bissau', country: 'Guiné-Bissau', nationality: 'Guineense', weight: 1 },
  { city: 'Madrid', country: 'Espanha', nationality: 'Espanhola', weight: 2 },
  { city: 'Paris', country: 'França', nationality: 'Francesa', weight: 2 },
  { city: 'Londres', country: 'Reino Unido', nationality: 'Britânica', weight: 1 },
  { city: 'Milão', country: 'Itália', nationality: 'Italiana', weight: 1 },
  { city: 'Berlim', country: 'Alemanha', nationality: 'Alemã', weight: 1 },
];

// prettier-ignore
export const SKILLS: readonly string[] = [
  'Dança contemporânea', 'Ballet', 'Hip-hop', 'Natação', 'Equitação', 'Surf', 'Skate', 'Canto', 'Piano',
  'Guitarra', 'Ioga', 'Ténis', 'Futebol', 'Basquetebol', 'Carta de condução B', 'Inglês fluente', 'Francês',
  'Espanhol', 'Teatro físico', 'Esgrima de palco', 'Patinagem', 'Boxe', 'Fotografia', 'Culinária', 'Mergulho',
];

interface BiographyTemplate {
  pt: string;
  en: string;
}

// {first} first name, {city} city, {skill} a skill in Portuguese, {skillEn} the same idea in English.
const BIOGRAPHIES: readonly BiographyTemplate[] = [
  {
    pt: '<p>Natural de {city}, {first} começou a trabalhar com a agência depois de um casting aberto em Lisboa. Tem uma presença serena em frente à câmara e uma versatilidade rara entre editorial e campanha.</p>',
    en: '<p>Born in {city}, {first} started working with the agency after an open casting in Lisbon. A calm presence in front of the camera, equally at home in editorial and campaign work.</p>',
  },
  {
    pt: '<p>{first} divide o tempo entre {city} e Lisboa. Nos tempos livres dedica-se a {skill}, o que se nota na forma como ocupa o espaço em passerelle.</p>',
    en: '<p>{first} splits time between {city} and Lisbon. Off duty it is all about {skillEn}, and that ease shows on the runway.</p>',
  },
  {
    pt: '<p>Com formação em artes performativas, {first} traz para cada trabalho uma energia natural e muita disciplina. Já trabalhou para marcas portuguesas e internacionais.</p><p>Disponível para viajar.</p>',
    en: '<p>Trained in the performing arts, {first} brings natural energy and real discipline to every job, and has worked for Portuguese and international brands.</p><p>Available to travel.</p>',
  },
  {
    pt: '<p>Descoberta da nossa equipa de scouting em {city}, {first} é um dos rostos mais versáteis da agência: tanto funciona num editorial de moda como numa campanha comercial.</p>',
    en: '<p>Scouted by our team in {city}, {first} is one of the most versatile faces at the agency, as convincing in a fashion editorial as in a commercial campaign.</p>',
  },
  {
    pt: '<p>{first} estuda em Lisboa e concilia os estudos com trabalhos de moda e publicidade. Adora {skill} e viagens de comboio pelo interior do país.</p>',
    en: '<p>{first} studies in Lisbon and balances classes with fashion and advertising work, and loves {skillEn} and train journeys through inland Portugal.</p>',
  },
];

const SKILL_IN_ENGLISH: Record<string, string> = {
  'Dança contemporânea': 'contemporary dance',
  Ballet: 'ballet',
  'Hip-hop': 'hip-hop dance',
  Natação: 'swimming',
  Equitação: 'horse riding',
  Surf: 'surfing',
  Skate: 'skateboarding',
  Canto: 'singing',
  Piano: 'the piano',
  Guitarra: 'the guitar',
  Ioga: 'yoga',
  Ténis: 'tennis',
  Futebol: 'football',
  Basquetebol: 'basketball',
  Patinagem: 'skating',
  Boxe: 'boxing',
  Fotografia: 'photography',
  Culinária: 'cooking',
  Mergulho: 'diving',
};

export function biography(
  templateIndex: number,
  firstName: string,
  city: string,
  skill: string,
): { pt: string; en: string } {
  const template = BIOGRAPHIES[templateIndex % BIOGRAPHIES.length] ?? BIOGRAPHIES[0];
  if (!template) throw new Error('No biography templates');
  const skillEn = SKILL_IN_ENGLISH[skill] ?? 'photography';
  const skillPt = SKILL_IN_ENGLISH[skill] ? skill.toLowerCase() : 'fotografia';
  const fill = (text: string): string =>
    text
      .replaceAll('{first}', firstName)
      .replaceAll('{city}', city)
      .replaceAll('{skill}', skillPt)
      .replaceAll('{skillEn}', skillEn);
  return { pt: fill(template.pt), en: fill(template.en) };
}
