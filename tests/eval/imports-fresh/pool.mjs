// Fictional prospects used to fill the export files (promo-products end clients: credit unions,
// breweries, schools, hospitals, software firms...). Written by hand for this eval set.
const raw = [
  // first, last, title, email local part, phone, company, domain, industry, employees, city, state, country, ISO
  ['Megan', 'Holloway', 'Marketing Director', 'megan.holloway', '+1 312-555-0142', 'Lakeshore Credit Union', 'lakeshorecu.org', 'Banking', 240, 'Chicago', 'IL', 'United States', 'US'],
  ['Derek', 'Okafor', 'HR Manager', 'dokafor', '(614) 555-0187', 'Buckeye Logistics', 'buckeyelogistics.com', 'Logistics & Supply Chain', 850, 'Columbus', 'OH', 'United States', 'US'],
  ['Sofía', 'Ramírez', 'Event Coordinator', 'sramirez', '+1 512 555 0119', 'Hill Country Brewing Co.', 'hillcountrybrewing.com', 'Food & Beverages', 65, 'Austin', 'TX', 'United States', 'US'],
  ['Tom', 'van der Berg', 'Brand Manager', 'tom.vandenberg', '+31 20 555 1234', 'Noordzee Bikes B.V.', 'noordzeebikes.nl', 'Sporting Goods', 120, 'Amsterdam', '', 'Netherlands', 'NL'],
  ['Jürgen', 'Müller', 'Einkaufsleiter', 'j.mueller', '+49 89 5550 1234', 'Müller Maschinenbau GmbH', 'mueller-maschinenbau.de', 'Machinery', 430, 'München', '', 'Germany', 'DE'],
  ['Claire', 'Dubois', 'Responsable communication', 'claire.dubois', '+33 1 55 55 12 34', 'Société Lyonnaise de Transports', 'slt-lyon.fr', 'Transportation', 1200, 'Lyon', '', 'France', 'FR'],
  ['Priya', 'Natarajan', 'Director of People Operations', 'priya', '+1 408-555-0163', 'Brightpath Software', 'brightpathsoftware.io', 'Computer Software', 310, 'San Jose', 'CA', 'United States', 'US'],
  ['Marcus', 'Bell', 'Athletic Director', 'mbell', '+1 (919) 555-0104', 'Triangle Prep Academy', 'triangleprep.edu', 'Education Management', 90, 'Raleigh', 'NC', 'United States', 'US'],
  ['Hannah', 'Kowalski', 'Office Manager', 'hannah.k', '+1 414 555 0177', 'Great Lakes Dental Group', 'greatlakesdental.com', 'Medical Practice', 45, 'Milwaukee', 'WI', 'United States', 'US'],
  ['Aisha', 'Bello', 'Community Relations Manager', 'abello', '+44 20 7946 0321', 'Thames Valley Housing', 'thamesvalleyhousing.co.uk', 'Real Estate', 560, 'Reading', '', 'United Kingdom', 'GB'],
  ['Liam', "O'Connor", 'Sales Operations Manager', 'liam.oconnor', '+353 1 555 0199', 'Emerald Fintech Ltd', 'emeraldfintech.ie', 'Financial Services', 140, 'Dublin', '', 'Ireland', 'IE'],
  ['Wei', 'Chen', 'Procurement Specialist', 'wei.chen', '+1 206-555-0150', 'Cascade Outdoor Gear', 'cascadeoutdoor.com', 'Retail', 780, 'Seattle', 'WA', 'United States', 'US'],
  ['Rebecca', 'Stein', 'VP Marketing', 'rstein', '+1 646 555 0122', 'Hudson & Pine Law LLP', 'hudsonpinelaw.com', 'Law Practice', 210, 'New York', 'NY', 'United States', 'US'],
  ['José', 'Fernández', 'Director de Marketing', 'jfernandez', '+34 91 555 0123', 'Grupo Alimentario Sierra', 'gruposierra.es', 'Food Production', 950, 'Madrid', '', 'Spain', 'ES'],
  ['Zoë', 'Whitfield', 'Employee Engagement Lead', 'zoe.whitfield', '+1 303 555 0138', 'Summit Health Partners', 'summithealthpartners.org', 'Hospital & Health Care', 3200, 'Denver', 'CO', 'United States', 'US'],
  ['Kevin', 'Nguyen', 'Owner', 'kevin', '+1 714-555-0191', 'Pho Saigon Restaurants', 'phosaigon.com', 'Restaurants', 38, 'Garden Grove', 'CA', 'United States', 'US'],
  ['Isabelle', 'Tremblay', 'Coordonnatrice marketing', 'itremblay', '+1 514 555 0176', 'Érable Assurances', 'erable-assurances.ca', 'Insurance', 400, 'Montréal', 'QC', 'Canada', 'CA'],
  ['Oliver', 'Grant', 'Facilities Manager', 'ogrant', '+61 2 5550 1234', 'Harbourside Property Group', 'harbourside.com.au', 'Real Estate', 175, 'Sydney', 'NSW', 'Australia', 'AU'],
  ['Natalie', 'Brooks', 'Trade Show Manager', 'nbrooks', '+1 615 555 0145', 'Music Row Medical Devices', 'musicrowmed.com', 'Medical Devices', 520, 'Nashville', 'TN', 'United States', 'US'],
  ['Samuel', 'Adeyemi', 'Talent Acquisition Partner', 'samuel.adeyemi', '+1 404 555 0110', 'Peachtree Data Centers', 'peachtreedc.com', 'Information Technology & Services', 260, 'Atlanta', 'GA', 'United States', 'US'],
  ['Laura', 'Bianchi', 'Responsabile Marketing', 'l.bianchi', '+39 02 5550 1234', 'Caffè Milano S.r.l.', 'caffemilano.it', 'Food & Beverages', 85, 'Milano', '', 'Italy', 'IT'],
  ['Greg', 'Patterson', 'Alumni Relations Director', 'gpatterson', '+1 208 555 0133', 'Gem State University Foundation', 'gemstatefoundation.org', 'Nonprofit Organization Management', 30, 'Boise', 'ID', 'United States', 'US'],
  ['Emily', 'Carter', 'Director of Marketing', 'emily.carter', '+1 617 555 0168', 'Beacon Hill Biotech', 'beaconhillbio.com', 'Biotechnology', 690, 'Boston', 'MA', 'United States', 'US'],
  ['Rahul', 'Mehta', 'IT Director', 'rmehta', '+1 732 555 0107', 'Garden State Pharmacy Group', 'gspharmacy.com', 'Pharmaceuticals', 1500, 'Edison', 'NJ', 'United States', 'US'],
  ['Ana', 'Souza', 'Gerente de Marketing', 'ana.souza', '+55 11 5555 0123', 'Verde Energia S.A.', 'verdeenergia.com.br', 'Renewables & Environment', 330, 'São Paulo', '', 'Brazil', 'BR'],
  ['Brian', 'Kelly', 'Golf Outing Chair', 'bkelly', '+1 216 555 0181', 'Cuyahoga Builders Association', 'cuyahogabuilders.org', 'Construction', 12, 'Cleveland', 'OH', 'United States', 'US'],
  ['Fatima', 'Zahra', 'Marketing Manager', 'fzahra', '+971 4 555 0123', 'Dune Hospitality LLC', 'dunehospitality.ae', 'Hospitality', 2200, 'Dubai', '', 'United Arab Emirates', 'AE'],
  ['Peter', 'Lindqvist', 'Head of Brand', 'peter.lindqvist', '+46 8 555 012 34', 'Nordkap Kaffe AB', 'nordkapkaffe.se', 'Food & Beverages', 60, 'Stockholm', '', 'Sweden', 'SE'],
  ['Jessica', 'Morales', 'Wellness Program Coordinator', 'jmorales', '+1 602 555 0129', 'Saguaro School District', 'saguarosd.org', 'Education Management', 4100, 'Phoenix', 'AZ', 'United States', 'US'],
  ['Daniel', 'Schwartz', 'Purchasing Agent', 'dschwartz', '+1 952 555 0114', 'North Star Manufacturing', 'northstarmfg.com', 'Industrial Automation', 375, 'Minneapolis', 'MN', 'United States', 'US'],
  ['Chloé', 'Martin', "Chargée d'événements", 'chloe.martin', '+33 4 55 55 67 89', 'Hôtel du Lac Annecy', 'hoteldulac-annecy.fr', 'Hospitality', 55, 'Annecy', '', 'France', 'FR'],
  ['Mateo', 'García', 'Jefe de Compras', 'mgarcia', '+52 55 5555 0123', 'Cervecería del Valle', 'cerveceriadelvalle.mx', 'Food & Beverages', 720, 'Ciudad de México', '', 'Mexico', 'MX'],
  ['Sarah', 'Lee', 'Executive Assistant to the CEO', 'sarah.lee', '+1 415 555 0155', 'Golden Gate Robotics', 'goldengaterobotics.com', 'Robotics', 150, 'San Francisco', 'CA', 'United States', 'US'],
  ['Anthony', 'Russo', 'Membership Director', 'arusso', '+1 401 555 0172', 'Ocean State Chamber of Commerce', 'oceanstatechamber.org', 'Civic & Social Organization', 18, 'Providence', 'RI', 'United States', 'US'],
  ['Katrin', 'Schulz', 'Marketingleiterin', 'k.schulz', '+49 30 5550 9876', 'Spree Solar AG', 'spreesolar.de', 'Renewables & Environment', 610, 'Berlin', '', 'Germany', 'DE'],
  ['William', 'Tan', 'Regional Sales Manager', 'william.tan', '+65 6555 0123', 'Lion City Logistics Pte Ltd', 'lioncitylogistics.sg', 'Logistics & Supply Chain', 890, 'Singapore', '', 'Singapore', 'SG'],
];

const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ø/g, 'o').replace(/ß/g, 'ss');
const slug = (s) => ascii(s).toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const POOL = raw.map(([first, last, title, local, phone, company, domain, industry, size, city, state, country, iso], i) => ({
  i, first, last, name: `${first} ${last}`, title, email: `${local}@${domain}`, phone, company, domain, industry, size, city, state, country, iso,
  linkedin: `https://www.linkedin.com/in/${slug(first)}-${slug(last)}-${(0x3a7f1 * (i + 7)).toString(16).slice(-6)}`,
  companyLinkedin: `https://www.linkedin.com/company/${slug(company).replace(/-(inc|llc|ltd|gmbh|co|ag|ab|s-a|s-r-l|b-v|pte-ltd|llp)$/, '')}`,
  zip: String(10000 + ((i * 7919) % 89999)).padStart(5, '0'),
  street: `${100 + ((i * 37) % 880)} ${['Main St', 'Market Street', 'Industrial Pkwy', 'Oak Avenue', 'Commerce Dr', 'Harbor Blvd'][i % 6]}`,
  revenue: size * 185000,
}));

/** `n` records starting at `start` (wrapping around the pool). */
export const pick = (start, n) => Array.from({ length: n }, (_, k) => POOL[(start + k) % POOL.length]);

/** Website cell variants as reps' tools hold them. */
export const web = (p, k) => [`https://www.${p.domain}/`, `www.${p.domain}`, `http://${p.domain}`, `https://${p.domain}/about-us`, p.domain, `HTTPS://WWW.${p.domain.toUpperCase()}`][k % 6];
export const date = (k, fmt = 'iso') => {
  const d = new Date(Date.UTC(2024, (k * 5) % 12, 1 + ((k * 11) % 27), 9 + (k % 8), (k * 13) % 60));
  const p2 = (x) => String(x).padStart(2, '0');
  if (fmt === 'iso') return d.toISOString();
  if (fmt === 'us') return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
  if (fmt === 'ustime') return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${d.getUTCHours() % 12 || 12}:${p2(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;
  if (fmt === 'de') return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
  if (fmt === 'eu') return `${p2(d.getUTCDate())}/${p2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  if (fmt === 'sql') return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`;
  if (fmt === 'date') return d;
  return d.toISOString().slice(0, 10);
};
export const digits = (s) => s.replace(/[^\d+]/g, '');
export const sizeRange = (n) => (n <= 10 ? '1-10' : n <= 50 ? '11-50' : n <= 200 ? '51-200' : n <= 500 ? '201-500' : n <= 1000 ? '501-1000' : n <= 5000 ? '1001-5000' : '5001-10000');
export const owners = ['Dana Whitaker', 'Luis Ortega', 'Kim Park'];
