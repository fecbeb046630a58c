// Word lists for fictional names. Roots are nature/place words chosen to sound like real
// regional companies without being any famous brand; they avoid words the signal rules react to.

export const NAME_ROOTS = [
  'Alderway', 'Amberline', 'Ashgrove', 'Bayfront', 'Bellwether', 'Birchwood', 'Bluestem', 'Boxwood',
  'Brambleton', 'Brightwater', 'Broadleaf', 'Cairnfield', 'Canyonlight', 'Cedarline', 'Clearbrook',
  'Cloverfield', 'Cobblestone', 'Coppergate', 'Cottonwood', 'Crestmark', 'Crossbridge', 'Cypress Glen',
  'Deepwell', 'Driftwood', 'Dunmore', 'Eastmoor', 'Elmstead', 'Emberly', 'Evergreen Row', 'Fairhaven',
  'Fernhill', 'Fieldstone', 'Flintridge', 'Foxhollow', 'Glenbrook', 'Goldenrod', 'Granite Bay',
  'Greymoor', 'Hadley', 'Harborline', 'Hartwell', 'Hawthorne', 'Heathfield', 'Highcairn', 'Hollowbrook',
  'Ironbark', 'Ivywood', 'Junebrook', 'Kestrel', 'Kingsley', 'Lakemont', 'Larkspur', 'Laurelwood',
  'Lindenfield', 'Lodestar', 'Longmeadow', 'Maplecrest', 'Marlowe', 'Meadowlark', 'Millbrook',
  'Mistral', 'Moonstone', 'Mosswood', 'Northbrook', 'Oakhaven', 'Oldfield', 'Orchard Lane', 'Osprey Point',
  'Palisade', 'Pinecrest', 'Prairieview', 'Quarry Hill', 'Quillon', 'Ravenwood', 'Redfern', 'Ridgecrest',
  'Riverbend', 'Rockport', 'Rosemere', 'Saddlehorn', 'Sagebrush', 'Sandpiper', 'Silverpine', 'Skyridge',
  'Sorrel', 'Southfork', 'Sprucewood', 'Starling', 'Stillwater', 'Stonebridge', 'Sugarbrook', 'Sunbury',
  'Tamarack', 'Thornbury', 'Timberhaven', 'Trailmark', 'Thistledown', 'Tupelo', 'Twin Oaks', 'Valemont',
  'Verity', 'Wescott', 'Westbrook', 'Whitfield', 'Wildrose', 'Willowmere', 'Windmere', 'Winslow',
  'Wolf Creek', 'Wrenfield', 'Yarrow', 'Yellowpine', 'Zephyr', 'Arbor Vale', 'Blue Heron', 'Copper Ridge',
  'Golden Prairie', 'Red Cedar', 'Silver Maple', 'True North', 'Bright Harbor', 'Keystone Valley',
] as const;

// Fictional place names for public bodies ("City of Alder Creek", "Tamsin County").
const PLACE_FIRST = [
  'Alder', 'Amber', 'Ash', 'Bram', 'Briar', 'Cedar', 'Clover', 'Copper', 'Dun', 'Elk', 'Fern', 'Fox',
  'Glen', 'Hazel', 'Holly', 'Iron', 'Juniper', 'Lark', 'Linden', 'Maple', 'Mill', 'Oak', 'Pine',
  'Quail', 'Raven', 'Sable', 'Sage', 'Silver', 'Stone', 'Tamarack', 'Thorn', 'Willow', 'Wren', 'Yew',
] as const;
const PLACE_SECOND = [
  'Creek', 'Ridge', 'Hollow', 'Springs', 'Valley', 'Falls', 'Harbor', 'Crossing', 'Point', 'Bend',
  'Prairie', 'Meadows', 'Grove', 'Bluff', 'Landing', 'Lake', 'Heights', 'Park',
] as const;

export function placeNames(): string[] {
  const out: string[] = [];
  for (const a of PLACE_FIRST) for (const b of PLACE_SECOND) out.push(`${a} ${b}`);
  return out;
}

export const FIRST_NAMES = [
  'Aaliyah', 'Aaron', 'Adriana', 'Aisha', 'Alejandro', 'Alex', 'Amara', 'Andre', 'Angela', 'Anika',
  'Arjun', 'Ben', 'Bianca', 'Brandon', 'Caleb', 'Camila', 'Carmen', 'Carter', 'Chloe', 'Daniel',
  'Danielle', 'Darius', 'David', 'Deepa', 'Diego', 'Elena', 'Elijah', 'Emily', 'Eric', 'Erin',
  'Fatima', 'Gabriel', 'Grace', 'Hannah', 'Hector', 'Isabel', 'Jada', 'James', 'Jamal', 'Jasmine',
  'Jason', 'Jenna', 'Jordan', 'Julia', 'Kai', 'Karen', 'Keisha', 'Kevin', 'Laura', 'Leah', 'Lena',
  'Liam', 'Lucas', 'Malik', 'Maria', 'Marcus', 'Maya', 'Megan', 'Mei', 'Michael', 'Miguel', 'Mina',
  'Monica', 'Nadia', 'Nathan', 'Nicole', 'Noah', 'Olivia', 'Omar', 'Owen', 'Priya', 'Rachel', 'Rafael',
  'Rebecca', 'Ryan', 'Samantha', 'Samuel', 'Sara', 'Sean', 'Sofia', 'Tanya', 'Thomas', 'Tyler',
  'Valerie', 'Victor', 'Wei', 'Whitney', 'Xavier', 'Yasmin', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Abbott', 'Adeyemi', 'Alvarez', 'Anderson', 'Bailey', 'Bennett', 'Bishop', 'Brennan', 'Brooks',
  'Caldwell', 'Castillo', 'Chen', 'Coleman', 'Dawson', 'Delgado', 'Dixon', 'Donovan', 'Ellis',
  'Espinoza', 'Farrell', 'Fischer', 'Fleming', 'Foster', 'Garcia', 'Gill', 'Gupta', 'Hale', 'Hansen',
  'Harper', 'Hayes', 'Holland', 'Huang', 'Ibrahim', 'Jensen', 'Kapoor', 'Keller', 'Kim', 'Klein',
  'Lambert', 'Larsen', 'Lawson', 'Le', 'Lindqvist', 'Lopez', 'MacLeod', 'Mahoney', 'Marsh', 'Mendoza',
  'Mitchell', 'Morales', 'Murphy', 'Nakamura', 'Nguyen', 'Novak', "O'Brien", 'Okafor', 'Ortega',
  'Park', 'Patel', 'Pearson', 'Quinn', 'Ramirez', 'Reyes', 'Rhodes', 'Rivera', 'Romero', 'Russo',
  'Sanders', 'Schmidt', 'Shah', 'Sherman', 'Silva', 'Singh', 'Sullivan', 'Tanaka', 'Thompson',
  'Torres', 'Tran', 'Turner', 'Vargas', 'Vaughn', 'Walsh', 'Warren', 'Watanabe', 'Webb', 'Whitaker',
  'Wong', 'Yamamoto', 'Young', 'Zhang',
] as const;

export const INVESTORS = [
  'Ridgeline Ventures', 'Harborview Capital', 'Northstar Growth Partners', 'Cascade Peak Ventures',
  'Blue Mesa Capital', 'Lanternfish Ventures', 'Copperhead Equity', 'Tidewater Growth',
];

export const FOUNDATIONS = [
  'the Whitcomb Family Foundation', 'the Larchmont Community Trust', 'the Hollis Foundation',
  'the state arts commission', 'a national youth-development fund', 'the Pemberton Foundation',
];

export const GRANT_PURPOSES = [
  'grow its programs', 'serve more families', 'renovate its main building', 'train new volunteers',
  'add weekend programs',
];

export const PUBLIC_PROJECTS = [
  'a downtown streetscape project', 'new electric buses', 'a riverfront trail', 'lead service-line replacement',
  'a new community center',
];

export const CELEBRATIONS = [
  'a week of customer and staff celebrations', 'a community celebration', 'a staff celebration and service day',
  'a limited-edition commemorative logo',
];
