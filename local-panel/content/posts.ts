// Blog posts: written in Portuguese with an English translation (batchItems), newest first.

import type { MediaPool } from '../media/pool';

interface PostCopy {
  title: string;
  slug: string;
  description: string;
  intro: string;
  heading: string;
  body: string;
  bullets: [string, string, string];
  closing: string;
  link: { href: string; text: string };
}

interface PostSource {
  date: string;
  pt: PostCopy;
  en: PostCopy;
  /** Adds a script tag and an inline handler: the site must sanitise what the panel sends. */
  unsafeMarkup?: boolean;
}

export interface PostTranslation {
  id: number;
  language: string;
  title: string;
  slug: string;
  description: string;
  content: string;
  slides: string[];
}

export interface Post extends PostTranslation {
  batch: boolean;
  batchItems: PostTranslation[];
  created_at: string;
}

const SOURCES: PostSource[] = [
  {
    date: '2026-11-16T10:30:00Z',
    pt: {
      title: 'O nosso casting em Lisboa',
      slug: 'o-nosso-casting-em-lisboa',
      description:
        'Abrimos as portas do escritório para um dia de casting aberto. Eis o que aconteceu e o que procurámos.',
      intro:
        'No sábado passado recebemos mais de trezentas pessoas no escritório da agência, em Lisboa. Vieram de Setúbal, de Braga, da Margem Sul e até de Madrid.',
      heading: 'O que procurámos',
      body: 'Não procurámos um tipo de beleza. Procurámos presença, à-vontade em frente à câmara e vontade de aprender. Cada pessoa fez duas fotografias simples e uma pequena conversa com a equipa de scouting.',
      bullets: [
        'Fotografias sem maquilhagem e com roupa justa e neutra',
        'Uma conversa curta sobre disponibilidade e objetivos',
        'Resposta a todas as candidaturas no prazo de duas semanas',
      ],
      closing: 'Não conseguiste vir? Podes candidatar-te online a qualquer momento.',
      link: { href: '/pt/seja-modelo', text: 'Candidata-te aqui.' },
    },
    en: {
      title: 'Our casting in Lisbon',
      slug: 'our-casting-in-lisbon',
      description:
        'We opened the office doors for an open casting day. Here is what happened and what we were looking for.',
      intro:
        "Last Saturday more than three hundred people came to the agency's office in Lisbon. They travelled from Setúbal, Braga, the south bank and even Madrid.",
      heading: 'What we were looking for',
      body: 'We were not looking for one kind of beauty. We were looking for presence, ease in front of the camera and a wish to learn. Everyone had two simple photos taken and a short chat with the scouting team.',
      bullets: [
        'Photos with no make-up, in close-fitting neutral clothes',
        'A short conversation about availability and goals',
        'An answer to every application within two weeks',
      ],
      closing: "Couldn't make it? You can apply online at any time.",
      link: { href: '/en/be-a-model', text: 'Apply here.' },
    },
  },
  {
    date: '2026-11-03T09:00:00Z',
    pt: {
      title: 'Nos bastidores da ModaLisboa',
      slug: 'bastidores-da-modalisboa',
      description: 'Quatro dias, onze desfiles e muitas horas de bastidores com os nossos modelos.',
      intro:
        'A semana da moda de Lisboa voltou a encher o calendário. Onze dos nossos modelos desfilaram para criadores portugueses, três deles pela primeira vez.',
      heading: 'Um dia de desfile',
      body: 'O dia começa cedo, com provas de roupa e ensaios de passerelle. Cabelo e maquilhagem ocupam boa parte da manhã e o desfile, que dura dez minutos, é o resultado de semanas de trabalho.',
      bullets: [
        'Chegar sempre antes da hora da convocatória',
        'Levar sapatos de salto neutros e roupa interior cor de pele',
        'Descansar bem na véspera, sobretudo em semanas cheias',
      ],
      closing: 'Obrigado a todas as equipas que tornaram esta edição possível.',
      link: { href: 'https://modalisboa.pt', text: 'Saber mais sobre a ModaLisboa.' },
    },
    en: {
      title: 'Backstage at ModaLisboa',
      slug: 'backstage-at-modalisboa',
      description: 'Four days, eleven shows and many hours backstage with our models.',
      intro:
        'Lisbon fashion week filled the calendar again. Eleven of our models walked for Portuguese designers, three of them for the first time.',
      heading: 'A show day',
      body: 'The day starts early with fittings and runway rehearsals. Hair and make-up take most of the morning, and the show, which lasts ten minutes, is the result of weeks of work.',
      bullets: [
        'Always arrive before your call time',
        'Bring neutral heels and skin-tone underwear',
        'Sleep well the night before, especially in busy weeks',
      ],
      closing: 'Thank you to every team that made this edition possible.',
      link: { href: 'https://modalisboa.pt', text: 'Find out more about ModaLisboa.' },
    },
  },
  {
    date: '2026-10-22T15:00:00Z',
    pt: {
      title: 'Como preparar as tuas polaroids',
      slug: 'como-preparar-polaroids',
      description: 'As fotografias simples são as mais importantes. Um guia rápido para acertar à primeira.',
      intro:
        'Antes de qualquer book, os clientes querem ver-te tal como és. As polaroids (ou digitais) mostram a pele, o cabelo e a forma do corpo sem produção.',
      heading: 'O essencial',
      body: 'Usa luz natural, de frente para uma janela, e um fundo liso. Veste roupa justa e simples, de preferência preta, e deixa o cabelo solto e natural.',
      bullets: [
        'Rosto de frente e de perfil, sem sorriso e com sorriso',
        'Meio corpo e corpo inteiro, de frente e de lado',
        'Sem filtros, sem maquilhagem, sem acessórios',
      ],
      closing: 'Quando tiveres as tuas fotografias, envia-nos a candidatura.',
      link: { href: '/pt/seja-modelo', text: 'Ir para o formulário.' },
    },
    en: {
      title: 'How to prepare your polaroids',
      slug: 'how-to-prepare-your-polaroids',
      description: 'Simple photos matter most. A quick guide to getting them right the first time.',
      intro:
        'Before any portfolio, clients want to see you as you are. Polaroids (or digitals) show your skin, hair and shape with no production.',
      heading: 'The essentials',
      body: 'Use natural light, facing a window, and a plain background. Wear simple, close-fitting clothes, ideally black, and leave your hair loose and natural.',
      bullets: [
        'Face from the front and in profile, with and without a smile',
        'Half body and full body, from the front and the side',
        'No filters, no make-up, no accessories',
      ],
      closing: 'Once you have your photos, send us your application.',
      link: { href: '/en/be-a-model', text: 'Go to the form.' },
    },
  },
  {
    date: '2026-10-09T11:00:00Z',
    pt: {
      title: 'Novos rostos: outono de 2026',
      slug: 'novos-rostos-outono-2026',
      description: 'Apresentamos os talentos que entraram no quadro de new faces nesta estação.',
      intro:
        'Esta estação recebemos nove novos rostos, entre os 15 e os 21 anos, vindos de Lisboa, do Porto, de Luanda e da Praia.',
      heading: 'Os próximos meses',
      body: 'Os primeiros meses são de aprendizagem: testes fotográficos com fotógrafos de confiança, aulas de passerelle e os primeiros castings, sempre ao ritmo de cada um e, no caso dos menores, com os pais presentes.',
      bullets: [
        'Testes fotográficos para construir o book',
        'Acompanhamento semanal com o booker',
        'Primeiros trabalhos editoriais e de catálogo',
      ],
      closing: 'Conhece o quadro completo de new faces.',
      link: { href: '/pt/modelos', text: 'Ver modelos.' },
    },
    en: {
      title: 'New faces: autumn 2026',
      slug: 'new-faces-autumn-2026',
      description: 'Meet the talent who joined the new faces board this season.',
      intro: 'This season we welcomed nine new faces aged 15 to 21, from Lisbon, Porto, Luanda and Praia.',
      heading: 'The months ahead',
      body: 'The first months are about learning: test shoots with photographers we trust, runway classes and first castings, always at each person’s pace and, for minors, with their parents present.',
      bullets: [
        'Test shoots to build the portfolio',
        'A weekly check-in with their booker',
        'First editorial and catalogue jobs',
      ],
      closing: 'See the whole new faces board.',
      link: { href: '/en/models', text: 'See models.' },
    },
  },
  {
    date: '2026-09-28T08:45:00Z',
    pt: {
      title: 'Trabalhar com menores, com todo o cuidado',
      slug: 'trabalhar-com-menores',
      description: 'As regras que seguimos quando representamos crianças e adolescentes.',
      intro:
        'Representar menores é uma responsabilidade que levamos muito a sério. Cada trabalho é autorizado pelos pais ou tutores e cumpre a legislação portuguesa.',
      heading: 'As nossas regras',
      body: 'Os horários respeitam a escola e o descanso. Um adulto responsável acompanha sempre a criança, do casting ao fim da produção, e os rendimentos são geridos pela família.',
      bullets: [
        'Autorização escrita dos pais ou tutores para cada trabalho',
        'Acompanhamento permanente por um adulto responsável',
        'Pausas e horários adequados à idade',
      ],
      closing: 'Se tiveres dúvidas, fala com a nossa booker de kids.',
      link: { href: '/pt/contato', text: 'Contactar a agência.' },
    },
    en: {
      title: 'Working with minors, with every care',
      slug: 'working-with-minors',
      description: 'The rules we follow when we represent children and teenagers.',
      intro:
        'Representing minors is a responsibility we take very seriously. Every job is approved by parents or guardians and complies with Portuguese law.',
      heading: 'Our rules',
      body: 'Schedules respect school and rest. A responsible adult is always with the child, from the casting to the end of the production, and earnings are managed by the family.',
      bullets: [
        'Written consent from parents or guardians for every job',
        'A responsible adult present at all times',
        'Breaks and hours suited to the child’s age',
      ],
      closing: 'If you have questions, talk to our kids booker.',
      link: { href: '/en/contact', text: 'Contact the agency.' },
    },
  },
  {
    date: '2026-09-15T14:20:00Z',
    pt: {
      title: 'Self-tapes: guia para atores',
      slug: 'self-tape-para-atores',
      description:
        'Cada vez mais castings começam em casa. Como gravar uma self-tape que chega à segunda fase.',
      intro:
        'A maior parte dos castings de publicidade e ficção pede hoje uma primeira gravação feita em casa. É a tua primeira impressão: vale a pena cuidar dela.',
      heading: 'Som, luz e enquadramento',
      body: 'Grava na horizontal, à altura dos olhos, com luz suave de frente. O som importa tanto como a imagem: escolhe uma divisão sem eco e pede a alguém que leia as falas do outro lado.',
      bullets: [
        'Apresentação curta: nome, idade de jogo, altura e cidade',
        'Cena completa, sem cortes, no enquadramento pedido',
        'Ficheiro com o teu nome e o nome do projeto',
      ],
      closing: 'Vê o quadro de atores da agência.',
      link: { href: '/pt/atores', text: 'Ver atores.' },
    },
    en: {
      title: 'Self-tapes: a guide for actors',
      slug: 'self-tapes-for-actors',
      description:
        'More and more castings start at home. How to record a self-tape that gets you to the next round.',
      intro:
        'Most advertising and drama castings now ask for a first recording made at home. It is your first impression, so it is worth getting right.',
      heading: 'Sound, light and framing',
      body: 'Shoot horizontally at eye level with soft light from the front. Sound matters as much as picture: pick a room without echo and ask someone to read the other lines.',
      bullets: [
        'A short slate: name, playing age, height and city',
        'The full scene, uncut, in the framing requested',
        'A file named with your name and the project',
      ],
      closing: "See the agency's actors board.",
      link: { href: '/en/actors', text: 'See actors.' },
    },
  },
  {
    date: '2026-09-02T10:00:00Z',
    pt: {
      title: 'Uma campanha na Comporta',
      slug: 'campanha-na-comporta',
      description: 'Três dias de produção entre arrozais e dunas para uma marca portuguesa de linho.',
      intro:
        'Em agosto, quatro modelos da agência passaram três dias na Comporta para a campanha de primavera de uma marca portuguesa de linho.',
      heading: 'Luz dourada',
      body: 'A equipa trabalhou ao nascer e ao pôr do sol, para aproveitar a luz mais suave. Entre uma e outra, descanso à sombra, muita água e uma logística pensada ao pormenor.',
      bullets: [
        'Quatro modelos, dois fotógrafos e uma equipa de doze pessoas',
        'Trinta e dois looks fotografados em três dias',
        'Produção com impacto reduzido e sem plásticos descartáveis',
      ],
      closing: 'Queres trabalhar com os nossos talentos? Escreve-nos.',
      link: { href: '/pt/contato', text: 'Pedir orçamento.' },
    },
    en: {
      title: 'A campaign in Comporta',
      slug: 'a-campaign-in-comporta',
      description: 'Three days of production among rice fields and dunes for a Portuguese linen brand.',
      intro:
        "In August four of the agency's models spent three days in Comporta for a Portuguese linen brand's spring campaign.",
      heading: 'Golden light',
      body: 'The crew worked at sunrise and sunset to catch the softest light. In between: rest in the shade, plenty of water and logistics planned to the last detail.',
      bullets: [
        'Four models, two photographers and a crew of twelve',
        'Thirty-two looks shot in three days',
        'A low-impact production with no single-use plastics',
      ],
      closing: 'Want to work with our talent? Write to us.',
      link: { href: '/en/contact', text: 'Ask for a quote.' },
    },
  },
  {
    date: '2026-08-20T16:00:00Z',
    pt: {
      title: 'Criadores digitais na agência',
      slug: 'criadores-digitais',
      description: 'Porque é que representamos criadores de conteúdo e como trabalhamos com eles.',
      intro:
        'O quadro digital junta criadores que produzem o seu próprio conteúdo com uma comunidade fiel. Para as marcas, são parceiros criativos, não apenas rostos.',
      heading: 'Como trabalhamos',
      body: 'Negociamos contratos claros, com direitos de utilização definidos e prazos realistas. Ajudamos cada criador a escolher parcerias coerentes com a sua voz.',
      bullets: [
        'Briefings claros e aprovação de conteúdos a tempo',
        'Direitos de utilização e exclusividades bem definidos',
        'Relatórios de resultados partilhados com o criador',
      ],
      closing: 'Conhece os nossos criadores digitais.',
      link: { href: '/pt/digital', text: 'Ver digital.' },
    },
    en: {
      title: 'Digital creators at the agency',
      slug: 'digital-creators-at-the-agency',
      description: 'Why we represent content creators and how we work with them.',
      intro:
        'The digital board brings together creators who make their own content for a loyal community. For brands they are creative partners, not just faces.',
      heading: 'How we work',
      body: 'We negotiate clear contracts with defined usage rights and realistic deadlines, and help every creator choose partnerships that fit their voice.',
      bullets: [
        'Clear briefs and content approval on time',
        'Usage rights and exclusivity clearly defined',
        'Results reports shared with the creator',
      ],
      closing: 'Meet our digital creators.',
      link: { href: '/en/digital', text: 'See digital.' },
    },
  },
  {
    date: '2026-08-06T09:30:00Z',
    pt: {
      title: 'O que faz uma agência-mãe',
      slug: 'o-que-faz-uma-agencia-mae',
      description: 'Da descoberta à carreira internacional: o papel da agência que te lança.',
      intro:
        'A agência-mãe é a que descobre e desenvolve um modelo, e que o coloca depois em agências parceiras em Milão, Paris, Londres ou Nova Iorque.',
      heading: 'Uma relação de longo prazo',
      body: 'Planeamos cada temporada em conjunto: quando viajar, para que mercados e com que objetivos. Continuamos a ser o contacto principal, mesmo quando o modelo está a trabalhar fora.',
      bullets: [
        'Desenvolvimento do book e da imagem',
        'Escolha das agências parceiras em cada mercado',
        'Acompanhamento de contratos, viagens e contas',
      ],
      closing: 'Vê os modelos do nosso mainboard.',
      link: { href: '/pt/modelos', text: 'Ver modelos.' },
    },
    en: {
      title: 'What a mother agency does',
      slug: 'what-a-mother-agency-does',
      description: 'From discovery to an international career: the role of the agency that launches you.',
      intro:
        'The mother agency is the one that discovers and develops a model and then places them with partner agencies in Milan, Paris, London or New York.',
      heading: 'A long-term relationship',
      body: 'We plan every season together: when to travel, to which markets and with which goals. We stay the main contact even while the model is working abroad.',
      bullets: [
        'Building the portfolio and the image',
        'Choosing partner agencies in each market',
        'Looking after contracts, travel and accounts',
      ],
      closing: 'See the models on our mainboard.',
      link: { href: '/en/models', text: 'See models.' },
    },
  },
  {
    date: '2026-07-24T12:00:00Z',
    pt: {
      title: 'Cuidar de ti em set',
      slug: 'cuidar-de-ti-em-set',
      description:
        'Dias longos pedem rotinas simples. Conselhos da nossa equipa para te sentires bem em produção.',
      intro:
        'Uma produção pode durar doze horas. Saber gerir a energia, a alimentação e o descanso faz toda a diferença no resultado e no bem-estar.',
      heading: 'Pequenos hábitos',
      body: 'Leva sempre água e um lanche, dorme bem na véspera e não hesites em pedir uma pausa. Se alguma coisa te causar desconforto, liga ao teu booker: estamos sempre contactáveis.',
      bullets: [
        'Hidratação e refeições regulares',
        'Um casaco e sapatos confortáveis para as pausas',
        'O contacto do booker sempre à mão',
      ],
      closing: 'Tens dúvidas sobre uma produção? Fala connosco.',
      link: { href: '/pt/contato', text: 'Contactos.' },
    },
    en: {
      title: 'Looking after yourself on set',
      slug: 'looking-after-yourself-on-set',
      description: 'Long days call for simple routines. Tips from our team for feeling good on a production.',
      intro:
        'A production can last twelve hours. Managing your energy, food and rest makes all the difference to the result and to your wellbeing.',
      heading: 'Small habits',
      body: 'Always bring water and a snack, sleep well the night before and never hesitate to ask for a break. If anything makes you uncomfortable, call your booker: we can always be reached.',
      bullets: [
        'Regular water and meals',
        'A jacket and comfortable shoes for breaks',
        "Your booker's number always at hand",
      ],
      closing: 'Questions about a production? Talk to us.',
      link: { href: '/en/contact', text: 'Contact.' },
    },
  },
  {
    date: '2026-07-10T17:15:00Z',
    pt: {
      title: 'Portugal Fashion no Porto',
      slug: 'portugal-fashion-no-porto',
      description: 'A agência esteve no Porto para a edição de verão do Portugal Fashion.',
      intro:
        'Seis modelos da agência viajaram até ao Porto para desfilar na edição de verão do Portugal Fashion, entre criadores emergentes e marcas consagradas.',
      heading: 'Entre duas cidades',
      body: 'Viagens de comboio ao amanhecer, provas ao fim da tarde e desfiles noite dentro. O Porto recebeu-nos como sempre: com generosidade e muito bom gosto.',
      bullets: [
        'Seis modelos em catorze desfiles',
        'Duas estreias em passerelle',
        'Um editorial fotografado nas ruas da Ribeira',
      ],
      closing: 'Acompanha os próximos desfiles no nosso blogue.',
      link: { href: '/pt/news', text: 'Mais notícias.' },
    },
    en: {
      title: 'Portugal Fashion in Porto',
      slug: 'portugal-fashion-in-porto',
      description: 'The agency was in Porto for the summer edition of Portugal Fashion.',
      intro:
        'Six of our models travelled to Porto to walk at the summer edition of Portugal Fashion, for emerging designers and established brands alike.',
      heading: 'Between two cities',
      body: 'Early-morning trains, fittings in the late afternoon and shows late into the night. Porto welcomed us as always: generously and with great taste.',
      bullets: [
        'Six models in fourteen shows',
        'Two runway debuts',
        'An editorial shot in the streets of Ribeira',
      ],
      closing: 'Follow the next shows on our blog.',
      link: { href: '/en/news', text: 'More news.' },
    },
  },
  {
    date: '2026-06-26T10:00:00Z',
    pt: {
      title: 'Sustentabilidade em set',
      slug: 'sustentabilidade-em-set',
      description: 'Pequenas decisões de produção que reduzem o impacto de cada trabalho.',
      intro:
        'Cada produção gera deslocações, resíduos e consumo de energia. Trabalhamos com os clientes para reduzir esse impacto sem comprometer o resultado.',
      heading: 'O que já mudámos',
      body: 'Privilegiamos talentos locais e transportes públicos, pedimos catering sem descartáveis e partilhamos guarda-roupa entre produções sempre que possível.',
      bullets: [
        'Castings locais antes de castings internacionais',
        'Transportes partilhados e comboio sempre que possível',
        'Sem garrafas de plástico nos nossos sets',
      ],
      closing: 'Queres planear uma produção connosco?',
      link: { href: '/pt/contato', text: 'Fala connosco.' },
    },
    en: {
      title: 'Sustainability on set',
      slug: 'sustainability-on-set',
      description: 'Small production choices that reduce the impact of every job.',
      intro:
        'Every production involves travel, waste and energy use. We work with clients to reduce that impact without compromising the result.',
      heading: 'What we have already changed',
      body: 'We favour local talent and public transport, ask for catering without disposables and share wardrobe between productions whenever we can.',
      bullets: [
        'Local castings before international ones',
        'Shared transport and trains whenever possible',
        'No plastic bottles on our sets',
      ],
      closing: 'Want to plan a production with us?',
      link: { href: '/en/contact', text: 'Talk to us.' },
    },
  },
  {
    date: '2026-06-12T09:00:00Z',
    unsafeMarkup: true,
    pt: {
      title: 'Guia das medidas',
      slug: 'guia-das-medidas',
      description: 'Altura, peito, cintura e anca: como medir corretamente e porque é que importa.',
      intro:
        'As medidas são a primeira informação que um cliente procura num perfil. Medidas erradas significam provas falhadas e tempo perdido para todos.',
      heading: 'Como medir',
      body: 'Mede-te sem sapatos, de manhã, com uma fita métrica flexível e com a ajuda de outra pessoa. Mantém a fita paralela ao chão e sem apertar.',
      bullets: [
        'Peito: na parte mais larga, sob os braços',
        'Cintura: na parte mais estreita do tronco',
        'Anca: na parte mais larga, com os pés juntos',
      ],
      closing: 'Atualiza as tuas medidas sempre que mudarem.',
      link: { href: '/pt/seja-modelo', text: 'Enviar candidatura.' },
    },
    en: {
      title: 'A guide to measurements',
      slug: 'a-guide-to-measurements',
      description: 'Height, bust, waist and hips: how to measure correctly and why it matters.',
      intro:
        'Measurements are the first thing a client looks for on a profile. Wrong measurements mean failed fittings and wasted time for everyone.',
      heading: 'How to measure',
      body: 'Measure yourself barefoot, in the morning, with a flexible tape and someone to help. Keep the tape parallel to the floor and do not pull it tight.',
      bullets: [
        'Bust: at the fullest part, under the arms',
        'Waist: at the narrowest part of the torso',
        'Hips: at the fullest part, feet together',
      ],
      closing: 'Update your measurements whenever they change.',
      link: { href: '/en/be-a-model', text: 'Send your application.' },
    },
  },
  {
    date: '2026-05-29T11:30:00Z',
    pt: {
      title: 'Três anos em Lisboa',
      slug: 'tres-anos-em-lisboa',
      description: 'A agência nasceu em 2023. Um olhar sobre o caminho feito até aqui.',
      intro:
        'Começámos com uma sala, dois bookers e uma lista curta de talentos. Três anos depois, representamos modelos, atores e criadores de vários países.',
      heading: 'O que aprendemos',
      body: 'Aprendemos que uma carreira se constrói devagar, que a confiança se ganha em cada trabalho e que vale a pena dizer não quando um projeto não serve o talento.',
      bullets: [
        'Mais de quarenta campanhas nacionais',
        'Talentos a trabalhar em seis países',
        'Uma equipa que cresceu para seis pessoas',
      ],
      closing: 'Obrigado a todos os que fazem parte desta história.',
      link: { href: '/pt/sobre', text: 'Sobre a agência.' },
    },
    en: {
      title: 'Three years in Lisbon',
      slug: 'three-years-in-lisbon',
      description: 'The agency was born in 2023. A look back at the road so far.',
      intro:
        'We started with one room, two bookers and a short list of talent. Three years later we represent models, actors and creators from several countries.',
      heading: 'What we have learned',
      body: 'We have learned that a career is built slowly, that trust is earned on every job and that it is worth saying no when a project does not serve the talent.',
      bullets: [
        'More than forty national campaigns',
        'Talent working in six countries',
        'A team that has grown to six people',
      ],
      closing: 'Thank you to everyone who is part of this story.',
      link: { href: '/en/about', text: 'About the agency.' },
    },
  },
  {
    date: '2026-05-14T10:00:00Z',
    pt: {
      title: 'O teu primeiro casting',
      slug: 'o-teu-primeiro-casting',
      description:
        'Nervos, esperas e cinco minutos em frente ao cliente. O que esperar e como te preparares.',
      intro:
        'O primeiro casting é sempre o mais difícil. Há filas, esperas e pouco tempo em frente ao cliente, mas também é onde tudo começa.',
      heading: 'Antes, durante e depois',
      body: 'Confirma a morada e a hora na véspera. No casting, sê natural, segue as indicações e agradece no fim. Depois, não penses mais nisso: a decisão raramente depende só de ti.',
      bullets: [
        'Leva o book ou o telemóvel com as tuas fotografias',
        'Veste roupa simples que mostre a tua forma',
        'Chega dez minutos antes e tem paciência',
      ],
      closing: 'Ainda não fazes parte da agência?',
      link: { href: '/pt/seja-modelo', text: 'Candidata-te.' },
    },
    en: {
      title: 'Your first casting',
      slug: 'your-first-casting',
      description:
        'Nerves, waiting and five minutes in front of the client. What to expect and how to prepare.',
      intro:
        'Your first casting is always the hardest. There are queues, waits and little time in front of the client, but it is also where everything begins.',
      heading: 'Before, during and after',
      body: 'Check the address and time the day before. At the casting, be yourself, follow directions and say thank you at the end. Then let it go: the decision rarely depends on you alone.',
      bullets: [
        'Bring your book or your phone with your photos',
        'Wear simple clothes that show your shape',
        'Arrive ten minutes early and be patient',
      ],
      closing: 'Not with the agency yet?',
      link: { href: '/en/be-a-model', text: 'Apply.' },
    },
  },
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function contentHtml(
  copy: PostCopy,
  image: { url: string; width: number; height: number },
  unsafeMarkup: boolean,
): string {
  const external = copy.link.href.startsWith('http');
  const linkAttributes = external ? ' target="_blank" rel="noopener"' : '';
  const parts = [
    `<p>${escapeHtml(copy.intro)}</p>`,
    `<h2>${escapeHtml(copy.heading)}</h2>`,
    `<p>${escapeHtml(copy.body)}</p>`,
    `<ul>${copy.bullets.map((bullet) => `<li>${escapeHtml(bullet)}</li>`).join('')}</ul>`,
    `<p><img src="${image.url}" alt="${escapeHtml(copy.title)}" width="${image.width}" height="${image.height}"></p>`,
    `<p>${escapeHtml(copy.closing)} <a href="${copy.link.href}"${linkAttributes}>${escapeHtml(copy.link.text)}</a></p>`,
  ];
  if (unsafeMarkup) {
    // What an editor pasting an embed code could send: the site must strip both.
    parts.splice(3, 0, '<script>alert(1)</script>');
    parts.push(`<p><a href="#medidas" onclick="alert(1)">${escapeHtml(copy.heading)}</a></p>`);
  }
  return parts.join('\n');
}

export const POST_TYPE = 'blog';

/** All posts, newest first. `publicUrl` is the panel's public origin, for absolute image URLs. */
export function buildPosts(pool: MediaPool, publicUrl: string): Post[] {
  const storage = `${publicUrl.replace(/\/+$/, '')}/storage/`;
  return SOURCES.map((source, index) => {
    const id = 201 + (SOURCES.length - 1 - index);
    const slides = [0, 1, 2]
      .slice(0, 2 + (index % 2))
      .map((offset) => pool.landscapes[(index * 3 + offset) % pool.landscapes.length]?.path)
      .filter((slide): slide is string => slide !== undefined);
    const inline = pool.landscapes[(index * 5 + 7) % pool.landscapes.length] ?? pool.landscapes[0];
    if (!inline) throw new Error('The media pool has no landscapes');
    const image = { url: `${storage}${inline.path}`, width: inline.width, height: inline.height };
    const translation = (copy: PostCopy, language: string, translationId: number): PostTranslation => ({
      id: translationId,
      language,
      title: copy.title,
      slug: copy.slug,
      description: copy.description,
      content: contentHtml(copy, image, source.unsafeMarkup === true),
      slides,
    });
    return {
      ...translation(source.pt, 'pt', id),
      batch: true,
      batchItems: [translation(source.en, 'en', id + 300)],
      created_at: source.date,
    };
  });
}
