/**
 * Words (English and German) that name an enum value or make a boolean facet true in running text, by facet
 * key. The facet registry gives semantic tags their synonyms; enums and booleans have only values and labels,
 * which intake also matches.
 */
export const ENUM_WORDS: Record<string, Record<string, readonly string[]>> = {
  offerType: {
    rent: [
      'miete',
      'zur miete',
      'mieten',
      'zu vermieten',
      'vermietung',
      'kaltmiete',
      'warmmiete',
      'for rent',
      'to let',
      'monthly rent',
      'rental',
    ],
    sale: ['kauf', 'zum kauf', 'kaufen', 'zu verkaufen', 'kaufpreis', 'for sale', 'purchase price', 'eigentumswohnung'],
  },
  propertyType: {
    apartment: [
      'wohnung',
      'etagenwohnung',
      'eigentumswohnung',
      'mietwohnung',
      'flat',
      'penthouse',
      'maisonette',
      'loft',
      'dachgeschosswohnung',
    ],
    house: [
      'haus',
      'einfamilienhaus',
      'reihenhaus',
      'doppelhaushälfte',
      'villa',
      'bungalow',
      'mehrfamilienhaus',
      'detached house',
    ],
    room: ['wg-zimmer', 'wg zimmer', 'zimmer in einer wg', 'shared flat', 'room in a shared flat'],
    land: ['grundstück', 'baugrundstück', 'bauland', 'building plot', 'plot of land'],
    office: ['büro', 'bürofläche', 'büroräume', 'praxisräume', 'office space'],
    retail: ['ladenfläche', 'ladenlokal', 'einzelhandelsfläche', 'gastronomiefläche', 'shop space', 'retail space'],
    industrial: ['lagerhalle', 'gewerbehalle', 'produktionshalle', 'warehouse'],
    parking: ['stellplatz', 'tiefgaragenstellplatz', 'garagenstellplatz', 'parking space'],
  },
  condition: {
    new: ['neu', 'neuware', 'originalverpackt', 'brand new'],
    'like-new': ['wie neu', 'neuwertig', 'as new'],
    used: ['gebraucht', 'second hand', 'secondhand', 'pre-owned'],
    refurbished: ['generalüberholt', 'aufbereitet', 'b-ware', 'renewed'],
    'for-parts': ['defekt', 'für bastler', 'for parts', 'not working'],
  },
  transport: {
    stdio: ['stdio', 'standard input', 'stdin'],
    'streamable-http': ['streamable http', 'streamable-http', 'streamablehttp'],
    sse: ['server-sent events', 'sse transport'],
  },
  pricingModel: {
    free: ['kostenlos', 'gratis', 'free of charge', 'open source'],
    freemium: ['free tier', 'kostenlose basisversion'],
    subscription: ['abonnement', 'abo', 'monthly plan', 'per month', 'pro monat'],
    'usage-based': ['pay as you go', 'pay-as-you-go', 'nutzungsbasiert', 'per request', 'pro anfrage'],
    'per-outcome': ['pay per result', 'erfolgsbasiert', 'per lead'],
  },
  protocols: {
    mcp: ['model context protocol', 'mcp server', 'mcp'],
    a2a: ['agent2agent', 'agent-to-agent'],
    openapi: ['openapi', 'rest api', 'swagger'],
    webhooks: ['webhook', 'webhooks'],
  },
  authentication: {
    'api-key': ['api key', 'api-key', 'api token', 'access token', 'bearer token'],
    oauth: ['oauth', 'oauth2', 'oauth 2.1'],
  },
  runtime: {
    node: ['node.js', 'nodejs', 'npx', 'npm'],
    python: ['python', 'pip install', 'uvx'],
    docker: ['docker', 'docker image', 'container image'],
  },
  kind: {
    service: ['dienstleistung', 'service'],
    rental: ['verleih', 'zu mieten', 'rental'],
    event: ['veranstaltung', 'workshop', 'kurs', 'course', 'event'],
    digital: ['download', 'e-book', 'ebook', 'digital'],
  },
};

export const BOOLEAN_WORDS: Record<string, readonly string[]> = {
  furnished: ['möbliert', 'voll möbliert', 'teilmöbliert', 'furnished'],
  emergencyService: ['notdienst', '24h notdienst', '24/7 notdienst', 'emergency service', 'emergency call-out'],
  freeQuote: [
    'kostenloses angebot',
    'kostenloser kostenvoranschlag',
    'unverbindliches angebot',
    'free quote',
    'free estimate',
  ],
  remoteService: ['remote', 'deutschlandweit', 'bundesweit', 'nationwide', 'online-beratung'],
  localPickup: ['selbstabholung', 'abholung möglich', 'local pickup', 'collection only'],
  humanInTheLoop: ['human in the loop', 'human-in-the-loop', 'menschliche freigabe', 'approval before sending'],
  selfHostable: ['self-hosted', 'self-hostable', 'selbst gehostet', 'on-premise', 'on premise'],
  hosted: ['hosted endpoint', 'remote server', 'cloud-hosted', 'gehostet'],
};
