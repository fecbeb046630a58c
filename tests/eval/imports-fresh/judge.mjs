#!/usr/bin/env node
// Blind judge for the spreadsheet import's column guessing and preview.
// Usage: node tests/eval/imports-fresh/judge.mjs <baseUrl> <dev|held-out> [--quiet]
// Uses only node: built-ins and the public HTTP API (contracts/imports.ts). Always exits 0.
import { readFileSync } from 'node:fs';
import { dirname, join, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
/* global Headers */

/** The text without its trailing slashes (a loop: a regex here would be quadratic on a long run of slashes). */
function trimSlashes(s) {
  let end = s.length;
  while (end > 0 && s[end - 1] === '/') end--;
  return s.slice(0, end);
}

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const [base0, half] = args.filter((a) => !a.startsWith('--'));
if (!base0 || !['dev', 'held-out'].includes(half)) {
  console.log('usage: node judge.mjs <baseUrl> <dev|held-out> [--quiet]');
  process.exit(0);
}
const base = trimSlashes(base0);
const dir = join(dirname(fileURLToPath(import.meta.url)), half);
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
const log = (...a) => { if (!quiet) console.log(...a); };

// Field ids and the labels the preview may use as keys (copied from the public contract, not imported).
const FIELDS = {
  companyName: ['company', 'Company name'], companyDomain: ['company', 'Company domain or website'], industry: ['company', 'Industry'],
  companySize: ['company', 'Company size (employees)'], headquarters: ['company', 'City'], country: ['company', 'Country'],
  companyLinkedin: ['company', 'Company LinkedIn'], description: ['company', 'Company description'],
  firstName: ['contact', 'First name'], lastName: ['contact', 'Last name'], fullName: ['contact', 'Full name'], email: ['contact', 'Email'],
  phone: ['contact', 'Phone'], jobTitle: ['contact', 'Job title'], contactLinkedin: ['contact', 'Contact LinkedIn'],
};
const isField = (t) => Object.hasOwn(FIELDS, t);

// ---- HTTP ----
let cookie = '';
let sendOrigin = false;
async function call(method, path, body, contentType) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const headers = {};
    if (cookie) headers.cookie = cookie;
    if (contentType) headers['content-type'] = contentType;
    if (sendOrigin) headers.origin = base;
    let res;
    try {
      res = await fetch(base + path, { method, headers, body });
    } catch (e) {
      return { status: 0, json: null, text: String(e?.cause?.message ?? e), headers: new Headers() };
    }
    const text = await res.text();
    let json = null;
    try { json = JSON.parse(text); } catch { /* not JSON */ }
    if (res.status === 403 && !sendOrigin && /origin/i.test(text)) { sendOrigin = true; continue; }
    return { status: res.status, json, text, headers: res.headers };
  }
}
const errorOf = (r) => r.json?.error?.message ?? r.json?.message ?? (typeof r.json?.error === 'string' ? r.json.error : null) ?? ((r.text || '').slice(0, 200) || `HTTP ${r.status}`);

async function signIn() {
  const email = `imports-eval-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Eval-judge-Passw0rd!';
  const reg = await call('POST', '/api/auth/register', JSON.stringify({ fullName: 'Imports Eval Judge', email, password }), 'application/json');
  if (reg.status !== 201 && reg.status !== 200) throw new Error(`register failed: ${reg.status} ${errorOf(reg)}`);
  const login = await call('POST', '/api/auth/login', JSON.stringify({ email, password }), 'application/json');
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${errorOf(login)}`);
  const set = login.headers.getSetCookie?.() ?? [];
  cookie = set.map((c) => c.split(';')[0]).join('; ');
}

// ---- comparison ----
const clean = (s) => String(s ?? '').replace(/^\uFEFF/, '').replace(/\s+/g, ' ').trim();
const headerKey = (s) => clean(s).toLowerCase();
const typeOf = (file) => (extname(file).toLowerCase() === '.xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv');

function recordValue(rec, field) {
  if (!rec) return undefined;
  const label = FIELDS[field][1];
  for (const [k, v] of Object.entries(rec)) if (k === field || k.toLowerCase() === label.toLowerCase()) return v;
  return undefined;
}
function normFor(field, v) {
  const s = clean(v);
  if (field === 'phone') return s.replace(/[\s\-.()\u00a0\u202f]/g, '');
  if (['email', 'companyDomain', 'contactLinkedin', 'companyLinkedin', 'country'].includes(field)) return trimSlashes(s.toLowerCase());
  return s;
}
function checkRow(exp, row) {
  const fails = [];
  for (const [key, want0] of Object.entries(exp)) {
    if (key === 'row') continue;
    const wants = Array.isArray(want0) ? want0 : [want0];
    let got;
    let ok;
    if (key === 'outcome') {
      got = row?.outcome;
      ok = wants.includes(got);
    } else if (key === 'notesInclude') {
      got = row?.notes ?? null;
      ok = wants.every((w) => (got ?? '').includes(w));
    } else if (key === 'contactName') {
      const full = recordValue(row?.contact, 'fullName');
      const fl = [recordValue(row?.contact, 'firstName'), recordValue(row?.contact, 'lastName')].filter(Boolean).join(' ');
      got = full || fl;
      ok = wants.some((w) => [full, fl].some((g) => g && clean(g) === clean(w)));
    } else if (isField(key)) {
      got = recordValue(row?.[FIELDS[key][0]], key);
      ok = got != null && wants.some((w) => normFor(key, got) === normFor(key, w));
    } else {
      got = undefined;
      ok = false;
    }
    if (!ok) fails.push(`${key}: want ${JSON.stringify(want0)}, got ${JSON.stringify(got ?? null)}`);
  }
  return fails;
}

// ---- run ----
const T = { files: 0, refused: [], previewRefused: [], cols: 0, right: 0, wrongField: 0, missed: 0, otherMiss: 0, notFound: 0, rows: 0, rowsMet: 0, kindRight: 0 };
try {
  await signIn();
} catch (e) {
  console.log(`judge: cannot sign in at ${base}: ${e.message}`);
  process.exit(0);
}

for (const f of expected.files) {
  T.files++;
  T.cols += f.columns.length;
  T.rows += f.rows.length;
  const bytes = readFileSync(join(dir, f.file));
  const up = await call('POST', `/api/imports?name=${encodeURIComponent(f.file)}`, bytes, typeOf(f.file));
  if (up.status !== 201 || !Array.isArray(up.json?.columns)) {
    const err = `${up.status} ${errorOf(up)}`;
    T.refused.push(`${f.file}: ${err}`);
    T.notFound += f.columns.length;
    log(`\n✗ ${f.file} — upload refused: ${err}`);
    continue;
  }
  const detail = up.json;
  const cols = detail.columns;
  const used = new Set();
  const lines = [];
  let right = 0;
  f.columns.forEach((ec, i) => {
    let got = cols.find((c) => c.index === i && headerKey(c.header) === headerKey(ec.header));
    if (!got) got = cols.find((c) => !used.has(c.index) && headerKey(c.header) === headerKey(ec.header));
    if (!got) {
      T.notFound++;
      lines.push(`   ? [${i}] "${ec.header}" not among the returned columns (want ${ec.accept.join('|')})`);
      return;
    }
    used.add(got.index);
    if (ec.accept.includes(got.target)) { right++; return; }
    if (isField(got.target)) { T.wrongField++; lines.push(`   ✗ WRONG FIELD "${ec.header}" → ${got.target} (want ${ec.accept.join('|')})`); }
    else if (ec.accept.some(isField)) { T.missed++; lines.push(`   - missed "${ec.header}" → ${got.target} (want ${ec.accept.join('|')})`); }
    else { T.otherMiss++; lines.push(`   - "${ec.header}" → ${got.target} (want ${ec.accept.join('|')})`); }
  });
  T.right += right;
  const kindOk = detail.import?.kind === f.kind;
  if (kindOk) T.kindRight++;

  // Save the guessed mapping as is, read the preview.
  const body = JSON.stringify({ columns: cols.map((c) => ({ index: c.index, target: c.target })), duplicates: 'skip' });
  const pv = await call('PUT', `/api/imports/${detail.import.id}/mapping`, body, 'application/json');
  let met = 0;
  if (pv.status !== 200 || !Array.isArray(pv.json?.rows)) {
    const err = `${pv.status} ${errorOf(pv)}`;
    T.previewRefused.push(`${f.file}: ${err}`);
    lines.push(`   ! preview refused: ${err}`);
  } else {
    const rows = [...pv.json.rows].sort((a, b) => a.line - b.line);
    for (const e of f.rows) {
      const row = rows[e.row - 1];
      const fails = row ? checkRow(e, row) : [`no preview row ${e.row} (preview has ${rows.length})`];
      if (!fails.length) met++;
      else lines.push(`   ✗ row ${e.row}${row ? ` (line ${row.line})` : ''}: ${fails.join('; ')}${row?.outcome === 'problem' && !('outcome' in e) ? ` [problem row: ${row.reason}]` : ''}`);
    }
  }
  T.rowsMet += met;
  log(`\n${right === f.columns.length && met === f.rows.length ? '✓' : '•'} ${f.file} — columns ${right}/${f.columns.length}, rows ${met}/${f.rows.length}, kind ${detail.import?.kind}${kindOk ? '' : ` (want ${f.kind})`}`);
  for (const l of lines) log(l);
}

const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : '0.0');
if (!quiet) console.log('\n== totals ==');
console.log(
  `imports-fresh/${half}: files ${T.files} (refused ${T.refused.length}, preview refused ${T.previewRefused.length}) | ` +
    `columns right ${T.right}/${T.cols} (${pct(T.right, T.cols)}%) | wrong field ${T.wrongField} | missed field ${T.missed} | note/skip mix-ups ${T.otherMiss} | columns not found ${T.notFound} | ` +
    `rows met ${T.rowsMet}/${T.rows} (${pct(T.rowsMet, T.rows)}%) | kind right ${T.kindRight}/${T.files}`,
);
for (const r of T.refused) console.log(`  refused: ${r}`);
for (const r of T.previewRefused) console.log(`  preview refused: ${r}`);
process.exit(0);
