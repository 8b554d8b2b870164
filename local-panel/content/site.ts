// Panel content other than talents and posts: website texts, staff, slides, website images,
// customizations and social links. The agency is never named: the copy says "the agency".

import { HOME_VIDEO, type MediaPool } from '../media/pool';

export interface Slide {
  id: number;
  type: string;
  image_mobile: string;
  image_desktop: string;
  /** About slides: the page number ("1", "2", "3", "5"); home slides: null. */
  description: string | null;
}

export interface WebsiteText {
  id: number;
  name: string;
  text: { pt: string; en: string };
}

export interface StaffMember {
  id: number;
  name: string;
  role: string;
  email: string;
}

export interface WebsiteImage {
  id: number;
  name: string;
  image_desktop: string;
  image_mobile: string;
}

const TEXTS: [string, string, string][] = [
  [
    'home_text',
    '<p>Somos uma agência de modelos e talentos sediada em Lisboa, fundada em 2023. Representamos modelos, atores, criadores digitais e talentos especiais: pessoas reais, com percursos diferentes, que partilham a vontade de fazer bom trabalho.</p><p>Acompanhamos cada carreira de perto, do primeiro teste fotográfico às campanhas internacionais, e trabalhamos com marcas, produtoras e editoras que procuram autenticidade, profissionalismo e cuidado.</p>',
    '<p>We are a model and talent agency based in Lisbon, founded in 2023. We represent models, actors, digital creators and special talent: real people with different paths who share a drive to do good work.</p><p>We follow every career closely, from the first test shoot to international campaigns, and work with brands, production companies and publishers looking for authenticity, professionalism and care.</p>',
  ],
  [
    'contact_address',
    'Rua da Escola Politécnica 56, 2.º<br>1250-102 Lisboa, Portugal',
    'Rua da Escola Politécnica 56, 2nd floor<br>1250-102 Lisbon, Portugal',
  ],
  ['contact_email', 'info@agencia.example', 'info@agencia.example'],
  ['contact_phone', '+351 210 000 000', '+351 210 000 000'],
  ['about_first_page_title', 'Quem somos', 'Who we are'],
  [
    'about_first_page_text',
    '<p>A agência nasceu em Lisboa em 2023, da vontade de fazer as coisas de outra maneira: com tempo para conhecer cada pessoa, com honestidade sobre o mercado e com respeito pelo percurso de cada um.</p><p>Hoje representamos modelos, atores, criadores digitais e talentos especiais, e trabalhamos com clientes em Portugal e no estrangeiro.</p>',
    "<p>The agency was born in Lisbon in 2023 out of a wish to do things differently: with time to get to know each person, honesty about the market and respect for everyone's path.</p><p>Today we represent models, actors, digital creators and special talent, and work with clients in Portugal and abroad.</p>",
  ],
  ['about_second_page_title', 'O nosso compromisso', 'Our commitment'],
  [
    'about_second_page_text',
    '<p>Cuidamos de quem representamos antes de cuidarmos da agenda. Cada talento tem um booker de referência, contratos claros e pagamentos a horas.</p><p>Os menores trabalham sempre acompanhados pelos pais ou tutores legais, com horários e condições que cumprem a lei e o bom senso.</p>',
    '<p>We look after the people we represent before we look after the diary. Every talent has a dedicated booker, clear contracts and payments on time.</p><p>Minors always work with a parent or legal guardian present, on schedules and terms that respect both the law and common sense.</p>',
  ],
  ['about_third_page_title', 'Talento e humanidade', 'Talent and humanity'],
  [
    'about_third_page_text',
    '<p>Procuramos personalidade, não apenas medidas. Os nossos quadros incluem pessoas de todas as idades, origens, corpos e identidades, porque é essa a diversidade das ruas de Lisboa e das campanhas que queremos ver.</p><p>Cada pessoa traz uma história; o nosso trabalho é ajudá-la a contá-la bem.</p>',
    "<p>We look for personality, not just measurements. Our boards include people of every age, background, body and identity, because that is the diversity of Lisbon's streets and of the campaigns we want to see.</p><p>Everyone brings a story; our job is to help them tell it well.</p>",
  ],
  ['about_fourth_page_title', 'A nossa visão', 'Our vision'],
  [
    'about_fourth_page_text',
    '<p>«Quisemos criar uma agência onde um rosto novo é tratado com a mesma atenção que um nome conhecido. O talento precisa de tempo, de orientação e de alguém que acredite nele antes de toda a gente.»</p><p>— A direção da agência</p>',
    '<p>“We wanted to build an agency where a new face gets the same attention as a well-known name. Talent needs time, guidance and someone who believes in it before everyone else does.”</p><p>— The agency’s directors</p>',
  ],
  ['about_fifth_page_title', 'Estamos à tua espera', 'We are waiting for you'],
  [
    'about_fifth_page_text',
    '<p>Tens alguma coisa para mostrar? Queremos conhecer-te. Envia a tua candidatura com quatro fotografias simples, sem maquilhagem nem filtros: a nossa equipa de scouting responde a todas.</p>',
    '<p>If you feel you have something to show, we want to meet you. Send your application with four simple photos, no make-up and no filters, and our scouting team will answer every one.</p>',
  ],
];

export function buildWebsiteTexts(): WebsiteText[] {
  return TEXTS.map(([name, pt, en], index) => ({ id: index + 1, name, text: { pt, en } }));
}

export function buildStaff(): StaffMember[] {
  return [
    { id: 1, name: 'Helena Vasconcelos', role: 'Director', email: 'helena@agencia.example' },
    { id: 2, name: 'Ricardo Amaral', role: 'Head of Scouting', email: 'ricardo@agencia.example' },
    { id: 3, name: 'Sofia Prates', role: 'Booker — Women', email: 'sofia@agencia.example' },
    { id: 4, name: 'Miguel Teles', role: 'Booker — Men', email: 'miguel@agencia.example' },
    { id: 5, name: 'Carla Nogueira', role: 'Commercial & Actors Booker', email: 'carla@agencia.example' },
    { id: 6, name: 'Inês Salgado', role: 'Kids & Digital Booker', email: 'ines@agencia.example' },
  ];
}

export function buildSlides(pool: MediaPool): Record<string, Slide[]> {
  const home: Slide[] = pool.homeSlides.map((pair, index) => ({
    id: index + 1,
    type: 'slides',
    image_mobile: pair.mobile.path,
    image_desktop: pair.desktop.path,
    description: null,
  }));
  // The video is the third slide: the first one, which paints the page, stays a light image.
  home.splice(2, 0, {
    id: home.length + 1,
    type: 'slides',
    image_mobile: HOME_VIDEO.mobile,
    image_desktop: HOME_VIDEO.desktop,
    description: null,
  });
  const pages: [string, number][] = [
    ['1', 3],
    ['2', 2],
    ['3', 3],
    ['5', 2],
  ];
  const about: Slide[] = [];
  let aboutIndex = 0;
  for (const [page, count] of pages) {
    for (let slide = 0; slide < count; slide += 1) {
      const pair = pool.aboutSlides[aboutIndex % pool.aboutSlides.length];
      aboutIndex += 1;
      if (!pair) continue;
      about.push({
        id: 100 + aboutIndex,
        type: 'slidesabout',
        image_mobile: pair.mobile.path,
        image_desktop: pair.desktop.path,
        description: page,
      });
    }
  }
  return { slides: home, slidesabout: about };
}

export function buildMenuSlides(
  pool: MediaPool,
): { id: number; image_mobile: string; image_desktop: string }[] {
  return pool.menuSlides.map((pair, index) => ({
    id: index + 1,
    image_mobile: pair.mobile.path,
    image_desktop: pair.desktop.path,
  }));
}

export function buildWebsiteImages(pool: MediaPool): WebsiteImage[] {
  const slots = [
    ['be_a_model_close_up', pool.formImages.close_up],
    ['be_a_model_smiling', pool.formImages.smiling],
    ['be_a_model_half_body', pool.formImages.half_body],
    ['be_a_model_full_body', pool.formImages.full_body],
  ] as const;
  return slots.map(([name, pair], index) => ({
    id: index + 1,
    name,
    image_desktop: pair.desktop.path,
    image_mobile: pair.mobile.path,
  }));
}

export function buildCustomizations(): { name: string; value: string }[] {
  return [
    { name: 'home_text_color', value: '#ffffff' },
    { name: 'menu_text_color_be_a_model', value: '#d4a373' },
  ];
}

/** Spotify is deliberately absent, so the site's "network missing" path is exercised. */
export function buildSocialMedias(): Record<string, { url: string }> {
  return {
    facebook: { url: 'https://www.facebook.com/agencia.lisboa.demo' },
    instagram: { url: 'https://www.instagram.com/agencia.lisboa.demo' },
    youtube: { url: 'https://www.youtube.com/@agencia-lisboa-demo' },
    tiktok: { url: 'https://www.tiktok.com/@agencia.lisboa.demo' },
    linkedin: { url: 'https://www.linkedin.com/company/agencia-lisboa-demo' },
    models: { url: 'https://models.com/agencies/agencia-lisboa-demo' },
  };
}
