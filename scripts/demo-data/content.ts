/**
 * Word material for the demo-data generator: names, trades, products and phrases keyed by the canonical
 * facet values of schemas/facets/. A facet value missing here still generates (with generic wording), so the
 * tables may lag behind the vocabularies without breaking validation.
 */

export const GIVEN_NAMES = [
  'Anna',
  'Lukas',
  'Sophie',
  'Jonas',
  'Marie',
  'Elias',
  'Emma',
  'Noah',
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Sofia',
  'Mateo',
  'Lucía',
  'Pablo',
  'Giulia',
  'Marco',
  'Chiara',
  'Luca',
  'Inês',
  'Tiago',
  'Saoirse',
  'Cian',
  'Olivia',
  'Oliver',
  'Freya',
  'Lars',
  'Ingrid',
  'Mikkel',
  'Aino',
  'Eero',
  'Zofia',
  'Jakub',
  'Tereza',
  'Tomáš',
  'Réka',
  'Bence',
  'Eleni',
  'Nikos',
] as const;

export const SURNAMES = [
  'Müller',
  'Schmidt',
  'Weber',
  'Hoffmann',
  'Becker',
  'Wagner',
  'Gruber',
  'Huber',
  'Keller',
  'Meier',
  'Dubois',
  'Laurent',
  'Moreau',
  'Lefèvre',
  'de Vries',
  'Jansen',
  'Peeters',
  'Maes',
  'Jensen',
  'Nielsen',
  'Lindqvist',
  'Berg',
  'Hansen',
  'Virtanen',
  'Kowalski',
  'Nowak',
  'Novák',
  'Dvořák',
  'Nagy',
  'Horváth',
  'García',
  'Fernández',
  'Silva',
  'Costa',
  'Rossi',
  'Bianchi',
  'Romano',
  'Murphy',
  'Byrne',
  'Walsh',
  'Taylor',
  'Davies',
  'Papadopoulos',
] as const;

/** Brand-like words for companies and software. */
export const BRAND_WORDS = [
  'Nordlicht',
  'Bluefin',
  'Lumen',
  'Kestrel',
  'Fjord',
  'Atlas',
  'Meridian',
  'Helix',
  'Juniper',
  'Quarry',
  'Alder',
  'Cobalt',
  'Ember',
  'Harbour',
  'Linden',
  'Marble',
  'Orbit',
  'Pine',
  'Sable',
  'Tandem',
  'Vela',
  'Willow',
  'Zephyr',
  'Beacon',
  'Cedar',
  'Delta',
  'Foxglove',
  'Granite',
  'Ivy',
  'Larch',
] as const;

/** What providers of each category are called, and how they introduce themselves. */
export const PROVIDER_STYLES: Record<string, { names: readonly string[]; bios: readonly string[] }> = {
  'real-estate': {
    names: [
      '{surname} Immobilien',
      '{brand} Homes',
      '{surname} & {surname2} Real Estate',
      '{city} Property Partners',
      '{brand} Living',
    ],
    bios: [
      'Independent estate agency in {city} since {year}: rentals and sales of flats, houses and commercial space.',
      'We let and sell homes across {city} and {country}; viewings within 48 hours and honest valuations.',
      'Family-run property management in {city} looking after some {count} flats for private owners.',
    ],
  },
  products: {
    names: ['{brand} Goods', '{given}’s Second-Hand', 'Refurb {city}', '{brand} Trading', '{given} {surname}'],
    bios: [
      'Private seller in {city}; everything from a smoke-free home, pickup or tracked shipping.',
      'Small shop in {city} selling checked, refurbished and new goods with invoice and warranty.',
      'Online reseller based in {city}, shipping across {country} and the EU since {year}.',
    ],
  },
  'local-services': {
    names: [
      '{surname} Haustechnik',
      '{city} Home Services',
      '{given} {surname} – Handwerk',
      '{brand} Facility Services',
      '{surname} & Sons',
    ],
    bios: [
      'Master craftsman’s business in {city}: reliable appointments, fixed prices and clean work since {year}.',
      'Small team serving {city} and surroundings; insured, certified and reachable six days a week.',
      'Local service provider in {city} with {count} happy customers and fast response times.',
    ],
  },
  businesses: {
    names: [
      '{surname} & Partner',
      '{brand} Digital',
      '{brand} Consulting',
      '{brand} Studio',
      '{surname} {surname2} Advisory',
    ],
    bios: [
      'Consultancy from {city} working with startups and SMEs across {country} since {year}.',
      'A team of specialists in {city} helping businesses grow online and work more efficiently.',
      'Independent firm based in {city}; personal service, clear pricing, English and local languages.',
    ],
  },
  'ai-agents': {
    names: ['{brand} AI', '{brand} Labs', '{brand} Agents', '{brand}.ai'],
    bios: [
      'AI startup from {city} building dependable agents for everyday business workflows.',
      'We build and operate AI agents with humans in the loop; hosted in the EU, GDPR-compliant.',
      'Small product team in {city} shipping agents that plug into the tools teams already use.',
    ],
  },
  'mcp-servers': {
    names: ['{brand} Tools', '{brand} Dev', '{given} {surname}', '{brand} Open Source'],
    bios: [
      'Open-source developer from {city} maintaining MCP servers for databases and developer tools.',
      'We publish and host Model Context Protocol servers so AI clients can reach real systems safely.',
      'Developer tooling company in {city}; our MCP servers are used by {count} teams.',
    ],
  },
  other: {
    names: ['{given} {surname}', '{brand} Collective', '{brand} Workshop', '{city} Makers'],
    bios: [
      'Maker and organiser from {city}: workshops, rentals and handmade things.',
      'Creative studio in {city} offering courses, events and digital goods.',
      'Side business from {city}, run with care since {year}.',
    ],
  },
};

export interface TradeInfo {
  /** What the provider is called ("Plumber"). */
  trade: string;
  /** Pieces of work it does. */
  work: readonly string[];
  /** Hourly rate or call-out price range in Berlin, EUR. */
  rate: readonly [number, number];
  /** Share of providers that take emergency call-outs. */
  emergency: number;
  /** Services often offered together with this one. */
  related: readonly string[];
}

export const TRADES: Record<string, TradeInfo> = {
  plumbing: {
    trade: 'Plumber',
    work: ['leaking taps and pipes', 'blocked drains', 'bathroom installations', 'water heater connections'],
    rate: [55, 95],
    emergency: 0.5,
    related: ['heating'],
  },
  heating: {
    trade: 'Heating engineer',
    work: ['boiler servicing', 'heat pump installation', 'radiator repairs', 'annual heating checks'],
    rate: [65, 110],
    emergency: 0.4,
    related: ['plumbing'],
  },
  electrical: {
    trade: 'Electrician',
    work: ['fuse boxes and rewiring', 'sockets and lighting', 'EV wallbox installation', 'safety inspections'],
    rate: [55, 95],
    emergency: 0.35,
    related: ['handyman'],
  },
  locksmith: {
    trade: 'Locksmith',
    work: ['door openings', 'lock replacement', 'security locks', 'key cutting'],
    rate: [49, 120],
    emergency: 0.8,
    related: [],
  },
  handyman: {
    trade: 'Handyman',
    work: ['furniture assembly', 'small repairs', 'hanging shelves and lamps', 'sealing and caulking'],
    rate: [30, 55],
    emergency: 0.05,
    related: ['painting', 'gardening'],
  },
  carpentry: {
    trade: 'Carpenter',
    work: ['custom shelving', 'built-in wardrobes', 'door and window repairs', 'wooden stairs'],
    rate: [45, 75],
    emergency: 0,
    related: ['flooring'],
  },
  painting: {
    trade: 'Painter and decorator',
    work: ['interior painting', 'wallpapering', 'facade painting', 'varnishing doors and windows'],
    rate: [35, 60],
    emergency: 0,
    related: ['flooring', 'renovation'],
  },
  flooring: {
    trade: 'Floor and tile layer',
    work: ['bathroom and kitchen tiling', 'parquet and laminate', 'floor sanding and oiling'],
    rate: [40, 70],
    emergency: 0,
    related: ['renovation'],
  },
  roofing: {
    trade: 'Roofer',
    work: ['roof repairs', 'gutter cleaning', 'flat roof sealing', 'skylight installation'],
    rate: [50, 85],
    emergency: 0.2,
    related: [],
  },
  renovation: {
    trade: 'Renovation team',
    work: ['kitchen and bathroom renovation', 'drywall and plastering', 'complete flat refurbishment'],
    rate: [45, 80],
    emergency: 0,
    related: ['painting', 'flooring'],
  },
  cleaning: {
    trade: 'Cleaning service',
    work: ['regular home cleaning', 'office cleaning', 'move-out cleaning', 'deep cleaning'],
    rate: [22, 40],
    emergency: 0,
    related: ['window-cleaning'],
  },
  'window-cleaning': {
    trade: 'Window cleaner',
    work: ['windows and frames', 'conservatories', 'shop fronts'],
    rate: [25, 45],
    emergency: 0,
    related: ['cleaning'],
  },
  gardening: {
    trade: 'Gardener',
    work: ['lawn mowing', 'hedge trimming', 'tree pruning', 'garden design'],
    rate: [30, 55],
    emergency: 0,
    related: ['handyman'],
  },
  moving: {
    trade: 'Removals company',
    work: ['flat moves', 'furniture transport', 'packing service', 'office relocation'],
    rate: [35, 60],
    emergency: 0,
    related: ['clearance'],
  },
  clearance: {
    trade: 'House clearance service',
    work: ['flat clearances', 'bulky waste removal', 'cellar and attic clearance'],
    rate: [35, 60],
    emergency: 0,
    related: ['moving'],
  },
  'appliance-repair': {
    trade: 'Appliance repair technician',
    work: ['washing machines', 'dishwashers', 'fridges and freezers', 'ovens and hobs'],
    rate: [45, 80],
    emergency: 0.1,
    related: [],
  },
  'computer-repair': {
    trade: 'Computer and phone repair',
    work: ['screen replacement', 'data recovery', 'virus removal', 'laptop repairs'],
    rate: [35, 70],
    emergency: 0.05,
    related: [],
  },
  'car-repair': {
    trade: 'Car mechanic',
    work: ['servicing and inspections', 'brake repairs', 'tyre changes', 'diagnostics'],
    rate: [60, 110],
    emergency: 0.1,
    related: [],
  },
  'pest-control': {
    trade: 'Pest control specialist',
    work: ['wasps and hornets', 'mice and rats', 'bedbugs', 'cockroaches'],
    rate: [60, 120],
    emergency: 0.3,
    related: [],
  },
  tutoring: {
    trade: 'Tutor',
    work: ['maths and physics', 'English and German', 'exam preparation', 'piano lessons'],
    rate: [20, 50],
    emergency: 0,
    related: [],
  },
  childcare: {
    trade: 'Babysitter',
    work: ['evening babysitting', 'after-school care', 'holiday care'],
    rate: [12, 22],
    emergency: 0,
    related: [],
  },
  'elderly-care': {
    trade: 'Home care for seniors',
    work: ['help at home', 'companionship', 'shopping and errands', 'accompanying to appointments'],
    rate: [25, 40],
    emergency: 0,
    related: [],
  },
  'pet-care': {
    trade: 'Dog walker and pet sitter',
    work: ['dog walking', 'cat sitting', 'holiday pet care'],
    rate: [12, 25],
    emergency: 0,
    related: [],
  },
  'hair-beauty': {
    trade: 'Mobile hairdresser',
    work: ['haircuts at home', 'colouring', 'wedding styling', 'manicure'],
    rate: [25, 60],
    emergency: 0,
    related: [],
  },
  'personal-training': {
    trade: 'Personal trainer',
    work: ['strength training', 'weight-loss coaching', 'yoga sessions', 'running coaching'],
    rate: [45, 90],
    emergency: 0,
    related: [],
  },
};

/** Businesses: what a firm offering the service is called, and services it is often combined with. */
export const BUSINESS_KINDS: Record<string, { kinds: readonly string[]; related: readonly string[]; remote: number }> =
  {
    'web-design': {
      kinds: ['Web design studio', 'Web design agency'],
      related: ['web-development', 'seo', 'graphic-design'],
      remote: 0.85,
    },
    'web-development': {
      kinds: ['Web development agency', 'Web app studio'],
      related: ['web-design', 'software-development', 'cloud-hosting'],
      remote: 0.85,
    },
    'software-development': {
      kinds: ['Software development company', 'Custom software studio'],
      related: ['web-development', 'cloud-hosting', 'ai-automation'],
      remote: 0.8,
    },
    'it-consulting': {
      kinds: ['IT consultancy', 'Digitalisation consultancy'],
      related: ['it-support', 'cloud-hosting', 'cybersecurity'],
      remote: 0.6,
    },
    'it-support': {
      kinds: ['Managed IT support for small businesses', 'IT service provider'],
      related: ['it-consulting', 'cybersecurity', 'cloud-hosting'],
      remote: 0.4,
    },
    'cloud-hosting': {
      kinds: ['Cloud hosting provider', 'Managed hosting company'],
      related: ['it-support', 'cybersecurity'],
      remote: 0.95,
    },
    cybersecurity: {
      kinds: ['Cybersecurity consultancy', 'Penetration testing firm'],
      related: ['it-consulting', 'training'],
      remote: 0.7,
    },
    'data-analytics': {
      kinds: ['Data analytics consultancy', 'Business intelligence studio'],
      related: ['ai-automation', 'software-development'],
      remote: 0.85,
    },
    'ai-automation': {
      kinds: ['AI and automation agency', 'Process automation consultancy'],
      related: ['data-analytics', 'software-development'],
      remote: 0.9,
    },
    seo: {
      kinds: ['SEO agency', 'Search marketing agency'],
      related: ['online-marketing', 'copywriting'],
      remote: 0.9,
    },
    'online-marketing': {
      kinds: ['Performance marketing agency', 'Digital marketing agency'],
      related: ['seo', 'social-media', 'copywriting'],
      remote: 0.85,
    },
    'social-media': {
      kinds: ['Social media agency', 'Content and community studio'],
      related: ['online-marketing', 'photography-video', 'copywriting'],
      remote: 0.8,
    },
    'graphic-design': {
      kinds: ['Graphic design studio', 'Branding agency'],
      related: ['web-design', 'printing', 'copywriting'],
      remote: 0.75,
    },
    copywriting: {
      kinds: ['Copywriting and content studio', 'Content agency'],
      related: ['seo', 'translation'],
      remote: 0.95,
    },
    translation: {
      kinds: ['Translation agency', 'Translation and interpreting office'],
      related: ['copywriting'],
      remote: 0.9,
    },
    'photography-video': {
      kinds: ['Photo and video production', 'Corporate photography studio'],
      related: ['social-media', 'event-management'],
      remote: 0.2,
    },
    accounting: {
      kinds: ['Bookkeeping and payroll services', 'Accounting office'],
      related: ['tax-advisory'],
      remote: 0.6,
    },
    'tax-advisory': {
      kinds: ['Tax advisory firm', 'Tax consultancy'],
      related: ['accounting', 'legal-services'],
      remote: 0.5,
    },
    'legal-services': { kinds: ['Law firm', 'Business law practice'], related: ['tax-advisory'], remote: 0.4 },
    'management-consulting': {
      kinds: ['Management consultancy', 'Strategy consultancy'],
      related: ['training', 'recruiting'],
      remote: 0.6,
    },
    recruiting: {
      kinds: ['Recruitment agency', 'Executive search firm'],
      related: ['management-consulting', 'training'],
      remote: 0.7,
    },
    training: {
      kinds: ['Corporate training and coaching', 'Training academy'],
      related: ['management-consulting'],
      remote: 0.6,
    },
    'event-management': {
      kinds: ['Event agency', 'Conference and trade fair organiser'],
      related: ['photography-video', 'printing'],
      remote: 0.15,
    },
    printing: { kinds: ['Print shop', 'Printing and signage company'], related: ['graphic-design'], remote: 0.2 },
    logistics: { kinds: ['Logistics and fulfilment partner', 'Freight forwarder'], related: [], remote: 0.1 },
  };

export const AUDIENCES = [
  'for startups',
  'for small and medium-sized businesses',
  'for e-commerce brands',
  'for freelancers',
  'for the public sector',
  'for manufacturers',
] as const;

/** AI agents: name parts and what each capability does. */
export const AGENT_CAPABILITIES: Record<
  string,
  { prefixes: readonly string[]; does: string; related: readonly string[] }
> = {
  'customer-support': {
    prefixes: ['Support', 'Help', 'Care'],
    does: 'answers customer questions across email and chat and hands over tricky cases',
    related: ['email-management', 'translation'],
  },
  'sales-outreach': {
    prefixes: ['Sales', 'Pitch', 'Reach'],
    does: 'writes and sends personalised outreach sequences and follows up',
    related: ['lead-generation', 'email-management'],
  },
  'lead-generation': {
    prefixes: ['Lead', 'Prospect'],
    does: 'finds and qualifies leads that match your ideal customer profile',
    related: ['sales-outreach', 'research'],
  },
  scheduling: {
    prefixes: ['Book', 'Slot', 'Agenda'],
    does: 'books, moves and confirms appointments in your calendar',
    related: ['email-management', 'voice-calls'],
  },
  'email-management': {
    prefixes: ['Inbox', 'Mail'],
    does: 'triages your inbox, drafts replies and files what matters',
    related: ['scheduling', 'customer-support'],
  },
  research: {
    prefixes: ['Insight', 'Scout', 'Query'],
    does: 'researches markets, companies and topics and writes sourced briefs',
    related: ['data-analysis', 'content-writing'],
  },
  'data-analysis': {
    prefixes: ['Data', 'Metric', 'Chart'],
    does: 'turns spreadsheets and databases into reports and answers',
    related: ['research', 'bookkeeping'],
  },
  coding: {
    prefixes: ['Code', 'Commit', 'Patch'],
    does: 'reviews pull requests, fixes bugs and writes tests',
    related: ['document-processing'],
  },
  'content-writing': {
    prefixes: ['Word', 'Draft', 'Story'],
    does: 'drafts blog posts, newsletters and product copy in your voice',
    related: ['seo', 'social-media', 'translation'],
  },
  'social-media': {
    prefixes: ['Social', 'Post'],
    does: 'plans, writes and schedules social media posts',
    related: ['content-writing'],
  },
  seo: {
    prefixes: ['Rank', 'Search'],
    does: 'audits pages and improves their visibility in search and AI answers',
    related: ['content-writing'],
  },
  translation: {
    prefixes: ['Lingo', 'Trans'],
    does: 'translates and localises documents and support replies',
    related: ['content-writing', 'customer-support'],
  },
  'document-processing': {
    prefixes: ['Doc', 'Paper', 'Scan'],
    does: 'extracts data from invoices, receipts and contracts',
    related: ['bookkeeping'],
  },
  bookkeeping: {
    prefixes: ['Ledger', 'Books', 'Receipt'],
    does: 'books receipts, matches payments and prepares invoices',
    related: ['document-processing', 'data-analysis'],
  },
  recruiting: {
    prefixes: ['Hire', 'Talent'],
    does: 'sources and screens candidates and schedules interviews',
    related: ['scheduling', 'email-management'],
  },
  shopping: {
    prefixes: ['Shop', 'Buy', 'Cart'],
    does: 'compares offers and buys supplies within your budget rules',
    related: ['negotiation'],
  },
  'travel-booking': {
    prefixes: ['Travel', 'Trip', 'Route'],
    does: 'plans trips and books trains, flights and hotels by policy',
    related: ['scheduling'],
  },
  'voice-calls': {
    prefixes: ['Voice', 'Call', 'Phone'],
    does: 'answers and makes phone calls, takes messages and books appointments',
    related: ['scheduling', 'customer-support'],
  },
  'web-automation': {
    prefixes: ['Flow', 'Auto', 'Click'],
    does: 'automates repetitive browser work such as form filling and data entry',
    related: ['document-processing'],
  },
  negotiation: {
    prefixes: ['Deal', 'Bargain'],
    does: 'negotiates prices and terms with suppliers on your behalf',
    related: ['shopping'],
  },
};

export const AGENT_SUFFIXES = [
  'Pilot',
  'Hound',
  'Mate',
  'Flow',
  'Scout',
  'Desk',
  'Pal',
  'Wise',
  'Runner',
  'Bee',
] as const;

/** MCP servers: the systems a server of each tool capability connects to, and what the tools do. */
export const MCP_TOOLS: Record<string, { systems: readonly string[]; does: string; auth: 'none' | 'service' }> = {
  filesystem: {
    systems: ['Filesystem', 'Local Files', 'S3 Bucket'],
    does: 'read, search and write files in allowed folders',
    auth: 'none',
  },
  'web-search': {
    systems: ['Brave Search', 'SearXNG', 'Web Search'],
    does: 'search the web and fetch pages as clean text',
    auth: 'service',
  },
  'browser-automation': {
    systems: ['Playwright', 'Puppeteer', 'Headless Chrome'],
    does: 'open pages, click, fill forms and take screenshots',
    auth: 'none',
  },
  databases: {
    systems: ['Postgres', 'MySQL', 'SQLite', 'MongoDB', 'ClickHouse', 'Redis'],
    does: 'inspect schemas and run read-only queries',
    auth: 'none',
  },
  'version-control': {
    systems: ['GitHub', 'GitLab', 'Gitea', 'Git'],
    does: 'browse repositories, open issues and review pull requests',
    auth: 'service',
  },
  'code-execution': {
    systems: ['Python Sandbox', 'Shell', 'Jupyter'],
    does: 'run code in an isolated sandbox and return the output',
    auth: 'none',
  },
  'cloud-infrastructure': {
    systems: ['Kubernetes', 'AWS', 'Terraform', 'Docker'],
    does: 'inspect and manage cloud resources and deployments',
    auth: 'service',
  },
  observability: {
    systems: ['Sentry', 'Grafana', 'Prometheus', 'Loki'],
    does: 'query errors, logs and metrics while debugging',
    auth: 'service',
  },
  email: { systems: ['Gmail', 'IMAP Mail', 'Outlook'], does: 'search, read and draft emails', auth: 'service' },
  calendar: { systems: ['Google Calendar', 'CalDAV'], does: 'find free slots and create events', auth: 'service' },
  messaging: {
    systems: ['Slack', 'Discord', 'Telegram', 'Matrix'],
    does: 'read channels and post messages',
    auth: 'service',
  },
  documents: {
    systems: ['Notion', 'Confluence', 'Google Drive', 'PDF Reader'],
    does: 'search and read documents and wiki pages',
    auth: 'service',
  },
  spreadsheets: { systems: ['Google Sheets', 'Excel', 'CSV'], does: 'read and update spreadsheets', auth: 'service' },
  'project-management': {
    systems: ['Jira', 'Linear', 'Trello', 'Asana'],
    does: 'create, update and search issues and tasks',
    auth: 'service',
  },
  crm: {
    systems: ['HubSpot', 'Salesforce', 'Pipedrive'],
    does: 'look up contacts and deals and log activities',
    auth: 'service',
  },
  payments: {
    systems: ['Stripe', 'Mollie', 'PayPal'],
    does: 'look up payments, customers and invoices',
    auth: 'service',
  },
  ecommerce: {
    systems: ['Shopify', 'WooCommerce', 'Shopware'],
    does: 'manage products, orders and stock',
    auth: 'service',
  },
  'maps-location': {
    systems: ['OpenStreetMap', 'Geocoding', 'Routing'],
    does: 'geocode addresses, find places and plan routes',
    auth: 'none',
  },
  memory: {
    systems: ['Knowledge Graph Memory', 'Qdrant', 'Chroma'],
    does: 'store and recall facts across conversations',
    auth: 'none',
  },
  'media-generation': {
    systems: ['Image Generation', 'Text-to-Speech', 'FFmpeg'],
    does: 'generate and convert images, audio and video',
    auth: 'service',
  },
  translation: { systems: ['DeepL', 'LibreTranslate'], does: 'translate text and documents', auth: 'service' },
  analytics: {
    systems: ['Plausible', 'Matomo', 'Umami'],
    does: 'query traffic, conversions and page statistics',
    auth: 'service',
  },
  marketplace: {
    systems: ['Marketplace Search', 'Classifieds'],
    does: 'search listings and compare offers',
    auth: 'none',
  },
};

export interface ProductItem {
  brand: string | null;
  item: string;
  /** Price new, EUR. */
  price: readonly [number, number];
}

/** Products: typical items per product type, with their price new. */
export const PRODUCTS: Record<string, readonly ProductItem[]> = {
  'phones-tablets': [
    { brand: 'Apple', item: 'iPhone 13, 128 GB', price: [450, 650] },
    { brand: 'Samsung', item: 'Galaxy S23, 256 GB', price: [550, 800] },
    { brand: 'Apple', item: 'iPad Air (5th generation)', price: [500, 700] },
    { brand: 'Google', item: 'Pixel 8', price: [500, 700] },
    { brand: 'Fairphone', item: 'Fairphone 5', price: [550, 700] },
  ],
  computers: [
    { brand: 'Apple', item: 'MacBook Air M2, 13-inch', price: [950, 1300] },
    { brand: 'Lenovo', item: 'ThinkPad T14 laptop', price: [800, 1300] },
    { brand: 'Dell', item: 'UltraSharp 27-inch 4K monitor', price: [350, 550] },
    { brand: 'Logitech', item: 'MX Keys keyboard', price: [90, 120] },
  ],
  'audio-video': [
    { brand: 'Sony', item: 'WH-1000XM5 noise-cancelling headphones', price: [280, 380] },
    { brand: 'LG', item: '55-inch OLED TV', price: [1000, 1500] },
    { brand: 'Sonos', item: 'One smart speaker', price: [180, 230] },
    { brand: 'Fujifilm', item: 'X-T30 II camera with 18-55 mm lens', price: [900, 1200] },
  ],
  gaming: [
    { brand: 'Sony', item: 'PlayStation 5 with two controllers', price: [450, 600] },
    { brand: 'Nintendo', item: 'Switch OLED', price: [300, 350] },
    { brand: 'Microsoft', item: 'Xbox Series X', price: [450, 550] },
  ],
  'home-appliances': [
    { brand: 'Bosch', item: 'Serie 6 washing machine, 9 kg', price: [550, 800] },
    { brand: 'Miele', item: 'built-in dishwasher', price: [800, 1200] },
    { brand: 'Dyson', item: 'V15 cordless vacuum cleaner', price: [550, 700] },
    { brand: 'Liebherr', item: 'fridge-freezer', price: [650, 1000] },
  ],
  furniture: [
    { brand: 'IKEA', item: 'Kallax shelving unit', price: [70, 100] },
    { brand: 'Muuto', item: 'oak dining table for six', price: [1000, 1500] },
    { brand: 'BoConcept', item: 'corner sofa', price: [1800, 3000] },
    { brand: null, item: 'solid wood wardrobe with sliding doors', price: [700, 1400] },
  ],
  'home-decor': [
    { brand: 'Artemide', item: 'Tolomeo desk lamp', price: [300, 450] },
    { brand: 'Le Creuset', item: 'cast-iron casserole, 28 cm', price: [250, 330] },
    { brand: null, item: 'hand-woven wool rug, 200 × 300 cm', price: [300, 700] },
  ],
  clothing: [
    { brand: 'Patagonia', item: 'down jacket', price: [220, 320] },
    { brand: 'Levi’s', item: '501 jeans', price: [90, 120] },
    { brand: 'Barbour', item: 'waxed jacket', price: [280, 400] },
  ],
  shoes: [
    { brand: 'Adidas', item: 'Samba sneakers', price: [100, 120] },
    { brand: 'Dr. Martens', item: '1460 boots', price: [170, 200] },
    { brand: 'Birkenstock', item: 'Arizona sandals', price: [90, 110] },
  ],
  'jewelry-watches': [
    { brand: 'Seiko', item: 'Presage automatic watch', price: [450, 650] },
    { brand: 'Pandora', item: 'silver charm bracelet', price: [70, 130] },
    { brand: null, item: 'gold-plated pendant necklace', price: [50, 120] },
  ],
  'beauty-health': [
    { brand: 'Philips', item: 'Sonicare electric toothbrush', price: [90, 200] },
    { brand: 'Dyson', item: 'Supersonic hair dryer', price: [380, 450] },
    { brand: 'Braun', item: 'Series 9 shaver', price: [250, 350] },
  ],
  'baby-kids': [
    { brand: 'Bugaboo', item: 'Fox 5 pram', price: [1000, 1250] },
    { brand: 'Cybex', item: 'Sirona car seat', price: [350, 450] },
    { brand: 'Stokke', item: 'Tripp Trapp high chair', price: [250, 300] },
  ],
  toys: [
    { brand: 'LEGO', item: 'Technic set', price: [90, 200] },
    { brand: 'Playmobil', item: 'farm set', price: [50, 90] },
    { brand: 'Ravensburger', item: '1000-piece puzzle', price: [15, 25] },
  ],
  'sports-outdoor': [
    { brand: 'Vaude', item: '3-person tent', price: [250, 450] },
    { brand: 'Garmin', item: 'Forerunner 255 running watch', price: [280, 350] },
    { brand: 'Atomic', item: 'touring skis with bindings', price: [600, 900] },
  ],
  bicycles: [
    { brand: 'Gazelle', item: 'city bike', price: [800, 1100] },
    { brand: 'Riese & Müller', item: 'cargo e-bike', price: [5500, 8000] },
    { brand: 'Brompton', item: 'folding bike', price: [1600, 2200] },
    { brand: 'Canyon', item: 'road bike', price: [1600, 3000] },
  ],
  'vehicle-parts': [
    { brand: 'Continental', item: 'winter tyres, set of four', price: [400, 650] },
    { brand: 'Thule', item: 'roof box', price: [450, 700] },
    { brand: 'Bosch', item: 'car battery', price: [100, 160] },
  ],
  'tools-diy': [
    { brand: 'Makita', item: 'cordless drill set', price: [180, 300] },
    { brand: 'Bosch', item: 'cross-line laser level', price: [120, 250] },
    { brand: 'Festool', item: 'track saw', price: [600, 800] },
  ],
  garden: [
    { brand: 'Husqvarna', item: 'robotic lawn mower', price: [1000, 1800] },
    { brand: 'Weber', item: 'gas barbecue', price: [500, 900] },
    { brand: null, item: 'teak garden furniture set', price: [700, 1400] },
  ],
  'books-media': [
    { brand: null, item: 'vinyl record collection (60 LPs)', price: [200, 450] },
    { brand: null, item: 'complete Harry Potter box set', price: [60, 90] },
    { brand: null, item: 'collection of 40 classic films on Blu-ray', price: [100, 200] },
  ],
  'musical-instruments': [
    { brand: 'Yamaha', item: 'P-125 digital piano', price: [600, 700] },
    { brand: 'Fender', item: 'Player Stratocaster electric guitar', price: [750, 900] },
    { brand: 'Roland', item: 'TD-07 electronic drum kit', price: [650, 850] },
  ],
  'art-collectibles': [
    { brand: null, item: 'signed limited-edition print', price: [150, 600] },
    { brand: null, item: 'vintage stamp collection', price: [100, 500] },
    { brand: 'Leica', item: 'M6 film camera', price: [2500, 4000] },
  ],
  'food-drinks': [
    { brand: null, item: 'case of Riesling, six bottles', price: [60, 120] },
    { brand: null, item: 'single-origin coffee beans, 1 kg', price: [25, 40] },
    { brand: null, item: 'organic olive oil, 5 litres', price: [50, 80] },
  ],
  'pet-supplies': [
    { brand: 'Trixie', item: 'cat tree', price: [70, 150] },
    { brand: null, item: 'large dog crate', price: [60, 120] },
    { brand: 'Royal Canin', item: 'dry dog food, 15 kg', price: [65, 90] },
  ],
  'office-supplies': [
    { brand: 'Brother', item: 'laser printer', price: [150, 300] },
    { brand: 'Herman Miller', item: 'Aeron office chair', price: [900, 1400] },
    { brand: 'Leitz', item: 'filing cabinet', price: [150, 300] },
  ],
};

export const PRODUCT_CONDITIONS: Record<string, { factor: number; phrase: string; warranty: readonly number[] }> = {
  new: { factor: 1, phrase: 'new and unopened, with receipt', warranty: [24] },
  'like-new': { factor: 0.8, phrase: 'in like-new condition, barely used', warranty: [0, 6, 12] },
  used: { factor: 0.55, phrase: 'used with normal signs of wear and fully working', warranty: [0, 0, 3] },
  refurbished: { factor: 0.7, phrase: 'professionally refurbished, cleaned and tested', warranty: [12, 12, 24] },
  'for-parts': { factor: 0.2, phrase: 'defective and sold for parts or repair, exactly as described', warranty: [0] },
};

export const SELLER_NOTES = [
  'Smoke-free and pet-free home.',
  'Original invoice available.',
  'Selling because I upgraded.',
  'Moving abroad, everything must go.',
  'Happy to show it before you buy.',
  'Photos show the actual item.',
] as const;

/** Other: offers that fit no other category, by kind, with a typical price range in EUR. */
export const OTHER_OFFERS: Record<
  string,
  readonly { title: string; price: readonly [number, number]; text: string }[]
> = {
  item: [
    {
      title: 'Handmade ceramic tableware set',
      price: [80, 220],
      text: 'Twelve pieces thrown and glazed by hand, dishwasher safe.',
    },
    {
      title: 'Restored vintage sewing machine',
      price: [120, 300],
      text: 'Serviced, oiled and with a new belt; sews denim without complaint.',
    },
    {
      title: 'Hand-bound leather notebooks',
      price: [25, 60],
      text: 'A5 notebooks with recycled paper and vegetable-tanned covers.',
    },
  ],
  service: [
    {
      title: 'Wedding photographer',
      price: [900, 2500],
      text: 'Full-day coverage, edited gallery within three weeks.',
    },
    {
      title: 'DJ for weddings and parties',
      price: [400, 1200],
      text: 'Sound system and lights included; music planned with you beforehand.',
    },
    {
      title: 'Private chef for dinner parties',
      price: [60, 150],
      text: 'Seasonal menus cooked in your kitchen, price per guest.',
    },
  ],
  rental: [
    {
      title: 'Cargo bike rental by the day',
      price: [30, 60],
      text: 'Two-wheel cargo bike with rain cover and child seats.',
    },
    {
      title: 'Camper van rental',
      price: [90, 180],
      text: 'Four berths, kitchenette and solar power; price per night.',
    },
    {
      title: 'Party tent rental (6 × 12 m)',
      price: [250, 600],
      text: 'Delivered and set up, with benches and tables on request.',
    },
    {
      title: 'PA sound system rental for events',
      price: [120, 350],
      text: 'Speakers, mixer and two wireless microphones, per weekend.',
    },
  ],
  event: [
    {
      title: 'Pottery workshop for beginners',
      price: [45, 95],
      text: 'Three hours at the wheel; your pieces are fired and ready two weeks later.',
    },
    {
      title: 'Sourdough baking class',
      price: [40, 80],
      text: 'Learn to feed a starter and bake two loaves to take home.',
    },
    { title: 'Guided street art walk', price: [15, 30], text: 'Two hours through the murals and studios of the city.' },
    {
      title: 'Wine tasting evening',
      price: [35, 75],
      text: 'Six natural wines from small producers with cheese and bread.',
    },
  ],
  digital: [
    {
      title: 'Lightroom preset pack for city photography',
      price: [10, 30],
      text: 'Twenty presets for street and architecture photos, with installation guide.',
    },
    {
      title: 'Notion templates for freelancers',
      price: [15, 40],
      text: 'Client CRM, project tracker and invoice log in one workspace.',
    },
    {
      title: 'Stock photo bundle of European cities',
      price: [20, 60],
      text: 'Two hundred high-resolution photos with a commercial licence.',
    },
    {
      title: 'Knitting patterns as PDF',
      price: [5, 15],
      text: 'Eight patterns from beginner to advanced, with charts.',
    },
  ],
};

export const REVIEW_TITLES: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: ['Excellent', 'Highly recommended', 'Would book again', 'Exactly as described', 'Great experience'],
  4: ['Very good', 'Good value', 'Happy overall', 'Solid choice'],
  3: ['Okay', 'Mixed feelings', 'Does the job', 'Average'],
  2: ['Disappointing', 'Not as described', 'Slow replies'],
  1: ['Would not recommend', 'Poor experience', 'Avoid'],
};

/** Review bodies by category and sentiment; `*` applies to every category. */
export const REVIEW_BODIES: Record<
  string,
  { good: readonly string[]; mixed: readonly string[]; bad: readonly string[] }
> = {
  '*': {
    good: [
      'Quick replies and everything as agreed.',
      'Friendly, reliable and fairly priced.',
      'Smooth from first message to the end.',
    ],
    mixed: ['Fine in the end, but it took a few reminders.', 'Good result, communication could be better.'],
    bad: ['Took days to answer and the result did not match the listing.', 'Not worth the price in my experience.'],
  },
  'real-estate': {
    good: [
      'The flat is as bright as the photos suggest and the viewing was well organised.',
      'Transparent about costs and quick with the paperwork.',
    ],
    mixed: [
      'Nice place, but the utilities turned out higher than stated.',
      'Good location, some repairs are still pending.',
    ],
    bad: ['The photos were clearly old; the kitchen is in poor shape.', 'Viewing was cancelled twice without notice.'],
  },
  products: {
    good: ['Arrived well packed and in the described condition.', 'Works perfectly, smooth handover at pickup.'],
    mixed: ['Item is fine, shipping took longer than promised.', 'A few more scratches than the photos showed.'],
    bad: ['Stopped working after a week and the seller did not respond.', 'Condition was much worse than described.'],
  },
  'local-services': {
    good: [
      'Came the same day, fixed the problem in an hour and left everything clean.',
      'Punctual, tidy and the quote was exactly the final price.',
    ],
    mixed: ['Good work, but arrived two hours late.', 'Job done properly, a bit more expensive than the quote.'],
    bad: ['Had to call them back twice for the same problem.', 'Missed the appointment and never rescheduled.'],
  },
  businesses: {
    good: [
      'Delivered on time and on budget; communication was excellent.',
      'They understood our business quickly and gave honest advice.',
    ],
    mixed: ['Solid work, but the project ran a few weeks over.', 'Good results, reporting could be clearer.'],
    bad: ['Missed every deadline and invoiced more than agreed.', 'Lots of promises, little delivered.'],
  },
  'ai-agents': {
    good: [
      'Saves our team hours every week; setup took one afternoon.',
      'Approval step before sending anything gives us peace of mind.',
    ],
    mixed: [
      'Useful, but it still needs supervision for edge cases.',
      'Good start; the integrations are limited for now.',
    ],
    bad: ['Made too many mistakes for us to trust it with customers.', 'Pricing grew quickly with usage.'],
  },
  'mcp-servers': {
    good: [
      'Worked out of the box with Claude Desktop and Cursor.',
      'Clear tool descriptions, the model picks the right tool every time.',
    ],
    mixed: ['Works well, but the setup docs are thin.', 'Handy, though some tools time out on large inputs.'],
    bad: ['Could not get the OAuth flow to work.', 'Breaks with every release of the client.'],
  },
  other: {
    good: ['Great experience, would book again.', 'Lovely host and very well organised.'],
    mixed: ['Nice idea, a bit crowded on the day.', 'Okay value for money.'],
    bad: ['Poorly organised and started late.', 'Not what was advertised.'],
  },
};
