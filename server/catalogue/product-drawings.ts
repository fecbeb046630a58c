/**
 * Drawings of product types beyond the first fourteen (image-svg.ts): a desk clock is drawn as a
 * clock, a golf umbrella as an umbrella. Each is made in the same 200×200 view box with the
 * product's paint; `o` is the outline attributes.
 */

export interface Paint {
  fill: string;
  stroke: string;
  light: string;
  dark: string;
  metal: string;
  paper: string;
}

type Draw = (p: Paint, o: string) => string;

const ticks = [0, 90, 180, 270].map((deg) => `<rect x="97" y="52" width="6" height="12" rx="2" fill="#334155" transform="rotate(${deg} 100 96)"/>`).join('');

export const MORE_DRAWINGS = {
  clock: (p, o) =>
    `<rect x="58" y="146" width="14" height="18" rx="4" fill="${p.dark}" ${o}/><rect x="128" y="146" width="14" height="18" rx="4" fill="${p.dark}" ${o}/>` +
    `<circle cx="100" cy="96" r="64" fill="${p.fill}" ${o}/><circle cx="100" cy="96" r="50" fill="${p.paper}" ${o}/>` +
    ticks +
    `<path d="M100 96V62M100 96l24 14" stroke="#334155" stroke-width="6" stroke-linecap="round"/><circle cx="100" cy="96" r="5" fill="${p.dark}"/>`,
  umbrella: (p, o) =>
    `<path d="M100 96v64q0 16-14 16t-14-12" fill="none" stroke="${p.stroke}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M24 100Q100 4 176 100q-19-12-38 0q-19-12-38 0q-19-12-38 0q-19-12-38 0z" fill="${p.fill}" ${o}/>` +
    `<path d="M100 33q-22 30-24 67M100 33q22 30 24 67" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.7"/>` +
    `<path d="M100 22v12" stroke="${p.stroke}" stroke-width="6" stroke-linecap="round"/>`,
  golfball: (p, o) =>
    `<path d="M90 138h20l-6 12v24h-8v-24z" fill="${p.fill}" ${o}/>` +
    `<circle cx="100" cy="88" r="50" fill="#ffffff" stroke="#94a3b8" stroke-width="4"/>` +
    [[80, 66], [100, 60], [120, 66], [72, 86], [128, 86], [80, 108], [120, 108], [100, 116]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#cbd5e1"/>`).join('') +
    `<circle cx="100" cy="88" r="14" fill="${p.fill}"/>`,
  sticker: (p, o) =>
    `<path d="M52 40h96q12 0 12 12v66l-42 42h-66q-12 0-12-12v-96q0-12 12-12z" fill="${p.fill}" ${o}/>` +
    `<path d="M160 118h-30q-12 0-12 12v30z" fill="${p.paper}" ${o}/>` +
    `<path d="M96 62l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z" fill="${p.light}"/>`,
  powerbank: (p, o) =>
    `<rect x="84" y="30" width="32" height="10" rx="3" fill="${p.dark}" ${o}/>` +
    `<rect x="58" y="38" width="84" height="130" rx="16" fill="${p.fill}" ${o}/>` +
    `<path d="M106 62l-22 36h16l-6 30 24-40h-16z" fill="${p.light}"/>` +
    [80, 93, 106, 119].map((x) => `<circle cx="${x}" cy="150" r="4" fill="${p.light}"/>`).join(''),
  speaker: (p, o) =>
    `<rect x="46" y="52" width="108" height="110" rx="26" fill="${p.fill}" ${o}/>` +
    `<circle cx="100" cy="110" r="36" fill="${p.dark}" ${o}/><circle cx="100" cy="110" r="16" fill="${p.metal}"/>` +
    `<circle cx="80" cy="68" r="4" fill="${p.light}"/><circle cx="100" cy="68" r="4" fill="${p.light}"/><circle cx="120" cy="68" r="4" fill="${p.light}"/>`,
  hoodie: (p, o) =>
    `<path d="M72 46l-24 10-26 84 24 6 18-52v78h72v-78l18 52 24-6-26-84-24-10z" fill="${p.fill}" ${o}/>` +
    `<path d="M70 48q30-40 60 0q-30 26-60 0z" fill="${p.dark}" ${o}/>` +
    `<path d="M92 62v30M108 62v30" stroke="${p.paper}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M76 130h48l-6 22h-36z" fill="${p.light}" opacity="0.55"/>`,
  polo: (p, o) =>
    `<path d="M72 38l-18 6-30 26 18 28 18-10v82h80v-82l18 10 18-28-30-26-18-6q-28 18-56 0z" fill="${p.fill}" ${o}/>` +
    `<path d="M72 38l28 22-14 16zM128 38l-28 22 14 16z" fill="${p.light}" ${o}/>` +
    `<path d="M100 60v26" stroke="${p.stroke}" stroke-width="4"/><circle cx="100" cy="70" r="3" fill="${p.paper}"/><circle cx="100" cy="80" r="3" fill="${p.paper}"/>`,
  backpack: (p, o) =>
    `<path d="M84 44q0-20 16-20t16 20" fill="none" stroke="${p.stroke}" stroke-width="7"/>` +
    `<rect x="52" y="42" width="96" height="128" rx="30" fill="${p.fill}" ${o}/>` +
    `<rect x="68" y="108" width="64" height="48" rx="12" fill="${p.dark}" ${o}/>` +
    `<path d="M74 122h52" stroke="${p.metal}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M66 62q34 12 68 0" fill="none" stroke="${p.light}" stroke-width="5" opacity="0.7"/>`,
  lanyard: (p) =>
    `<path d="M54 18l40 100M146 18l-40 100" stroke="${p.fill}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M54 18l40 100M146 18l-40 100" stroke="${p.light}" stroke-width="3" stroke-dasharray="8 8" opacity="0.8"/>` +
    `<rect x="90" y="112" width="20" height="18" rx="4" fill="${p.metal}" stroke="#64748b" stroke-width="3"/>` +
    `<rect x="72" y="128" width="56" height="50" rx="6" fill="${p.paper}" stroke="#94a3b8" stroke-width="3"/>` +
    `<rect x="82" y="140" width="36" height="6" rx="3" fill="${p.fill}"/><rect x="82" y="154" width="24" height="5" rx="2.5" fill="#cbd5e1"/>`,
  beanie: (p, o) =>
    `<circle cx="100" cy="42" r="16" fill="${p.light}" ${o}/>` +
    `<path d="M44 130q0-78 56-78t56 78z" fill="${p.fill}" ${o}/>` +
    `<rect x="38" y="124" width="124" height="36" rx="10" fill="${p.dark}" ${o}/>` +
    `<path d="M62 128v28M82 128v28M100 128v28M118 128v28M138 128v28" stroke="${p.fill}" stroke-width="4" opacity="0.6"/>`,
  calendar: (p, o) =>
    `<rect x="40" y="46" width="120" height="118" rx="8" fill="${p.paper}" ${o}/>` +
    `<path d="M40 54q0-8 8-8h104q8 0 8 8v24h-120z" fill="${p.fill}" ${o}/>` +
    `<rect x="64" y="34" width="8" height="24" rx="4" fill="${p.metal}" ${o}/><rect x="128" y="34" width="8" height="24" rx="4" fill="${p.metal}" ${o}/>` +
    [0, 1, 2].flatMap((r) => [0, 1, 2, 3].map((c) => `<rect x="${54 + c * 24}" y="${90 + r * 22}" width="16" height="14" rx="2" fill="${r === 1 && c === 2 ? p.fill : '#e2e8f0'}"/>`)).join(''),
  mousepad: (p, o) =>
    `<path d="M22 118l98-52 60 40-98 54z" fill="${p.fill}" ${o}/>` +
    `<path d="M22 118v8l60 42v-8zM82 160v8l98-54v-8z" fill="${p.dark}" ${o}/>` +
    `<ellipse cx="112" cy="106" rx="18" ry="26" transform="rotate(58 112 106)" fill="${p.paper}" stroke="#94a3b8" stroke-width="3"/>`,
  phonestand: (p, o) =>
    `<rect x="72" y="30" width="60" height="112" rx="10" fill="#1e293b" transform="rotate(-14 102 86)"/>` +
    `<rect x="80" y="42" width="44" height="84" rx="4" fill="#93c5fd" opacity="0.8" transform="rotate(-14 102 86)"/>` +
    `<path d="M40 166h120l-22-46h-20l8 30h-64z" fill="${p.fill}" ${o}/>`,
  cable: (p, o) =>
    `<path d="M48 60c0 70 104 30 104 100" fill="none" stroke="${p.stroke}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M48 60c0 70 104 30 104 100" fill="none" stroke="${p.fill}" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="38" y="30" width="20" height="32" rx="4" fill="${p.fill}" ${o}/><rect x="42" y="20" width="12" height="12" fill="${p.metal}" ${o}/>` +
    `<rect x="142" y="150" width="20" height="30" rx="4" fill="${p.fill}" ${o}/><rect x="146" y="178" width="12" height="10" fill="${p.metal}" ${o}/>`,
  coaster: (p, o) =>
    [138, 122, 106].map((y) => `<ellipse cx="100" cy="${y}" rx="66" ry="22" fill="${p.fill}" ${o}/>`).join('') +
    `<ellipse cx="100" cy="100" rx="66" ry="22" fill="${p.light}" ${o}/><ellipse cx="100" cy="100" rx="40" ry="12" fill="none" stroke="${p.fill}" stroke-width="4"/>`,
  jar: (p, o) =>
    `<rect x="62" y="34" width="76" height="24" rx="6" fill="${p.fill}" ${o}/>` +
    `<path d="M66 58h68q14 12 14 34v60q0 16-16 16h-64q-16 0-16-16v-60q0-22 14-34z" fill="#fde68a" fill-opacity="0.75" ${o}/>` +
    `<rect x="62" y="96" width="76" height="42" rx="4" fill="${p.paper}" stroke="${p.stroke}" stroke-width="3"/>` +
    `<rect x="76" y="110" width="48" height="8" rx="4" fill="${p.fill}"/>`,
  tin: (p, o) =>
    `<path d="M48 64v86q0 16 52 16t52-16v-86" fill="${p.fill}" ${o}/>` +
    `<ellipse cx="100" cy="64" rx="52" ry="16" fill="${p.light}" ${o}/>` +
    `<rect x="48" y="96" width="104" height="30" fill="${p.paper}" opacity="0.85"/>` +
    `<path d="M64 111h72" stroke="${p.fill}" stroke-width="6" stroke-linecap="round"/>`,
  chocolate: (p, o) =>
    `<g transform="rotate(-12 100 100)"><rect x="36" y="56" width="128" height="84" rx="6" fill="#6b3a1e" ${o}/>` +
    [0, 1, 2].flatMap((r) => [0, 1].map((c) => `<rect x="${44 + r * 20}" y="${64 + c * 36}" width="14" height="30" rx="2" fill="#7c4424" stroke="#4a2512" stroke-width="2"/>`)).join('') +
    `<rect x="100" y="52" width="68" height="92" rx="4" fill="${p.fill}" ${o}/><rect x="94" y="52" width="10" height="92" fill="${p.metal}"/>` +
    `<rect x="114" y="86" width="40" height="22" rx="3" fill="${p.light}" opacity="0.7"/></g>`,
  blanket: (p, o) =>
    `<rect x="30" y="58" width="140" height="104" rx="18" fill="${p.fill}" ${o}/>` +
    `<path d="M30 90h140M30 126h140M66 58v104M104 58v104M142 58v104" stroke="${p.light}" stroke-width="8" opacity="0.6"/>` +
    `<path d="M36 162q64 16 128 0" fill="none" stroke="${p.stroke}" stroke-width="4"/>`,
  flashlight: (p, o) =>
    `<g transform="rotate(-30 100 100)"><path d="M150 86l40-22v72l-40-22z" fill="#fef9c3" opacity="0.9"/>` +
    `<rect x="28" y="86" width="92" height="28" rx="8" fill="${p.fill}" ${o}/>` +
    `<path d="M118 80h32v40h-32z" fill="${p.dark}" ${o}/><rect x="150" y="78" width="8" height="44" rx="3" fill="${p.metal}" ${o}/>` +
    `<rect x="60" y="92" width="16" height="16" rx="4" fill="${p.light}"/></g>`,
  ball: (p, o) =>
    `<circle cx="100" cy="98" r="62" fill="${p.fill}" ${o}/>` +
    `<path d="M50 70q50 30 100 0M50 126q50-30 100 0" fill="none" stroke="${p.light}" stroke-width="5" opacity="0.7"/>` +
    `<ellipse cx="78" cy="70" rx="16" ry="10" fill="#ffffff" opacity="0.5" transform="rotate(-30 78 70)"/>`,
  medal: (p, o) =>
    `<path d="M62 20h28l22 70h-28zM138 20h-28l-22 70h28z" fill="${p.fill}" ${o}/>` +
    `<circle cx="100" cy="128" r="42" fill="#e0b84a" stroke="#a37c1c" stroke-width="4"/>` +
    `<path d="M100 104l8 16 18 3-13 12 3 18-16-8-16 8 3-18-13-12 18-3z" fill="#fbe7a1"/>`,
  pin: (p, o) =>
    `<path d="M100 40l52 18v38q0 42-52 66q-52-24-52-66v-38z" fill="${p.metal}" ${o}/>` +
    `<path d="M100 54l38 13v29q0 32-38 52q-38-20-38-52v-29z" fill="${p.fill}"/>` +
    `<path d="M100 76l7 14 15 2-11 11 3 15-14-7-14 7 3-15-11-11 15-2z" fill="${p.light}"/>`,
  towel: (p, o) =>
    `<circle cx="100" cy="30" r="10" fill="none" stroke="${p.metal}" stroke-width="6"/>` +
    `<path d="M62 40h76l10 128h-96z" fill="${p.fill}" ${o}/>` +
    `<path d="M58 140h84M57 152h86" stroke="${p.light}" stroke-width="6" opacity="0.7"/>` +
    `<rect x="86" y="38" width="28" height="12" rx="4" fill="${p.metal}" ${o}/>`,
  tube: (p, o) =>
    `<path d="M64 28h72l-8 110h-56z" fill="${p.fill}" ${o}/>` +
    `<rect x="70" y="138" width="60" height="30" rx="6" fill="${p.dark}" ${o}/>` +
    `<path d="M64 28h72" stroke="${p.stroke}" stroke-width="8"/>` +
    `<rect x="80" y="62" width="40" height="44" rx="4" fill="${p.paper}" opacity="0.85"/><rect x="88" y="74" width="24" height="6" rx="3" fill="${p.fill}"/>`,
  firstaid: (p, o) =>
    `<path d="M80 58v-14h40v14" fill="none" stroke="${p.stroke}" stroke-width="8"/>` +
    `<rect x="36" y="56" width="128" height="104" rx="14" fill="${p.fill}" ${o}/>` +
    `<path d="M90 84h20v20h20v20h-20v20h-20v-20h-20v-20h20z" fill="#ffffff"/>`,
  mat: (p, o) =>
    `<rect x="40" y="80" width="120" height="64" rx="10" fill="${p.fill}" ${o}/>` +
    `<ellipse cx="160" cy="112" rx="16" ry="32" fill="${p.light}" ${o}/>` +
    `<path d="M160 112m-4 0a4 6 0 1 1 8 0a8 12 0 1 1-16 0a12 18 0 1 1 24 0" fill="none" stroke="${p.stroke}" stroke-width="3"/>` +
    `<path d="M76 80v64M116 80v64" stroke="${p.dark}" stroke-width="8"/>`,
  fan: (p, o) =>
    `<path d="M100 150L30 84a98 98 0 0 1 140 0z" fill="${p.fill}" ${o}/>` +
    `<path d="M100 150L52 64M100 150L76 54M100 150V50M100 150l24-96M100 150l48-86" stroke="${p.light}" stroke-width="4" opacity="0.8"/>` +
    `<rect x="93" y="146" width="14" height="34" rx="5" fill="${p.dark}" ${o}/>`,
  wristband: (p) =>
    `<ellipse cx="100" cy="104" rx="62" ry="38" fill="none" stroke="${p.stroke}" stroke-width="26"/>` +
    `<ellipse cx="100" cy="104" rx="62" ry="38" fill="none" stroke="${p.fill}" stroke-width="18"/>` +
    `<path d="M62 74q38-14 76 0" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.8"/>`,
  disc: (p, o) =>
    `<ellipse cx="100" cy="112" rx="76" ry="34" fill="${p.dark}" ${o}/>` +
    `<ellipse cx="100" cy="104" rx="76" ry="34" fill="${p.fill}" ${o}/>` +
    `<ellipse cx="100" cy="104" rx="48" ry="20" fill="none" stroke="${p.light}" stroke-width="5"/>`,
  sleeve: (p, o) =>
    `<rect x="30" y="50" width="140" height="104" rx="14" fill="${p.fill}" ${o}/>` +
    `<path d="M30 66q0-16 16-16h108q16 0 16 16" fill="none" stroke="${p.metal}" stroke-width="6"/>` +
    `<rect x="148" y="42" width="12" height="18" rx="3" fill="${p.metal}" ${o}/>` +
    `<rect x="74" y="92" width="52" height="30" rx="4" fill="${p.light}" opacity="0.55"/>`,
  ringlight: (p, o) =>
    `<path d="M100 132v30M100 162l-34 18M100 162l34 18M100 162v20" stroke="${p.stroke}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="100" cy="78" r="52" fill="none" stroke="${p.stroke}" stroke-width="26"/>` +
    `<circle cx="100" cy="78" r="52" fill="none" stroke="#fef9c3" stroke-width="18"/>` +
    `<rect x="88" y="60" width="24" height="40" rx="5" fill="${p.fill}" ${o}/>`,
  chargepad: (p, o) =>
    `<ellipse cx="100" cy="122" rx="72" ry="26" fill="${p.dark}" ${o}/>` +
    `<ellipse cx="100" cy="112" rx="72" ry="26" fill="${p.fill}" ${o}/>` +
    `<path d="M106 94l-18 20h12l-6 18 20-22h-12z" fill="${p.light}"/>`,
  caddy: (p, o) =>
    `<path d="M74 104l-14-66M92 100l4-70M112 100l16-62" stroke="${p.stroke}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M74 104l-14-66M92 100l4-70M112 100l16-62" stroke="${p.metal}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="44" y="92" width="112" height="76" rx="8" fill="${p.fill}" ${o}/>` +
    `<path d="M104 92v76" stroke="${p.stroke}" stroke-width="4"/><rect x="56" y="112" width="36" height="12" rx="3" fill="${p.light}" opacity="0.6"/>`,
  table: (p, o) =>
    `<path d="M36 70h128l14 94h-156z" fill="${p.fill}" ${o}/>` +
    `<path d="M36 70l-14 20M164 70l14 20" stroke="${p.stroke}" stroke-width="4"/>` +
    `<rect x="72" y="102" width="56" height="34" rx="4" fill="${p.light}" opacity="0.6"/>`,
  bookmark: (p, o) =>
    `<path d="M108 22q20 10 14 34" fill="none" stroke="${p.dark}" stroke-width="4"/>` +
    `<path d="M76 30h48v140l-24-20-24 20z" fill="${p.fill}" ${o}/>` +
    `<circle cx="100" cy="46" r="6" fill="${p.paper}" ${o}/>` +
    `<path d="M88 80q12-14 24 0q-12 14-24 0z" fill="${p.light}"/><path d="M100 80v50" stroke="${p.light}" stroke-width="4"/>`,
  plaque: (p, o) =>
    `<rect x="46" y="30" width="108" height="140" rx="10" fill="${p.fill}" ${o}/>` +
    `<rect x="56" y="40" width="88" height="120" rx="6" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.7"/>` +
    `<circle cx="100" cy="56" r="7" fill="${p.metal}" ${o}/>` +
    `<rect x="64" y="74" width="72" height="56" rx="4" fill="${p.metal}" ${o}/>` +
    `<path d="M78 92h44M84 104h32M88 116h24" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`,
  frame: (p, o) =>
    `<rect x="30" y="40" width="140" height="112" rx="4" fill="${p.fill}" ${o}/>` +
    `<rect x="44" y="54" width="112" height="84" fill="${p.paper}" ${o}/>` +
    `<path d="M66 76h68M74 90h52M80 104h40" stroke="#94a3b8" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="130" cy="122" r="9" fill="${p.metal}" ${o}/>`,
} satisfies Record<string, Draw>;

export type MoreShape = keyof typeof MORE_DRAWINGS;
