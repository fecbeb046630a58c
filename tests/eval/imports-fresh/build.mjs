// Writes the export files of both halves and their expected.json from specs-dev.mjs / specs-held-out.mjs.
// Run: node tests/eval/imports-fresh/build.mjs   (needs exceljs from /work/main/node_modules)
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { DEV } from './specs-dev.mjs';
import { HELD_OUT } from './specs-held-out.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const ExcelJS = require('/work/main/node_modules/exceljs');

const colLetter = (i) => (i < 26 ? String.fromCharCode(65 + i) : colLetter(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));

function dataRows(spec) {
  const rows = spec.recs.map((p, k) => spec.columns.map((c) => c.value(p, k)));
  if (spec.csv?.dup) rows.splice(spec.csv.dup.at - 1, 0, [...rows[spec.csv.dup.from - 1]]);
  return rows;
}

function csvText(spec, rows) {
  const o = { delim: ',', eol: '\n', quote: 'min', ...spec.csv };
  const cell = (v) => {
    const s = v == null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
    const need = o.quote === 'all' || s.includes(o.delim) || s.includes('"') || s.includes('\n') || s.includes('\r');
    return need ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [spec.columns.map((c) => cell(c.header)).join(o.delim)];
  rows.forEach((r, k) => {
    lines.push(r.map(cell).join(o.delim));
    if (o.blankAfter === k + 1) lines.push('');
  });
  for (const l of o.after ?? []) lines.push(l);
  return lines.join(o.eol) + o.eol;
}

async function xlsxBuffer(spec, rows) {
  const o = spec.xlsx;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Microsoft Excel';
  const ws = wb.addWorksheet(o.monday ? o.monday.board.slice(0, 31) : spec.file.includes('hubspot') ? 'Export' : 'Sheet1');
  const headers = spec.columns.map((c) => c.header);
  const add = (values) => ws.addRow(values);
  const putItem = (r) => {
    const row = add(r.map((v) => (v === '' ? null : v)));
    const n = row.number;
    spec.columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      if (o.links?.includes(c.header) && r[i]) {
        const text = String(r[i]);
        cell.value = { text, hyperlink: text.includes('@') ? `mailto:${text}` : `http://${text.replace(/^https?:\/\//, '')}` };
      }
      if (o.formulaCol === c.header) {
        const f = headers.indexOf('First'), l = headers.indexOf('Last');
        cell.value = { formula: `${colLetter(f)}${n}&" "&${colLetter(l)}${n}`, result: r[i] };
      }
      if (r[i] instanceof Date) cell.numFmt = 'mm/dd/yyyy';
    });
  };
  if (o.monday) {
    const half = Math.ceil(rows.length / 2);
    const groups = [rows.slice(0, half), rows.slice(half)];
    add([o.monday.board]).font = { bold: true, size: 16 };
    groups.forEach((g, gi) => {
      add([]);
      add([o.monday.groups[gi]]).font = { bold: true, color: { argb: 'FF579BFC' } };
      add(headers).font = { bold: true };
      g.forEach(putItem);
    });
  } else {
    add(headers).font = { bold: true };
    rows.forEach(putItem);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// Sanity check of the expectations against the cells the row was written from.
function selfCheck(spec, rows) {
  const issues = [];
  const norm = (s) => String(s ?? '').toLowerCase();
  for (const e of spec.rowExpect) {
    const cells = rows[e.row - 1].map((v) => (v instanceof Date ? '' : norm(v)));
    for (const [k, v0] of Object.entries(e)) {
      if (k === 'row' || k === 'outcome') continue;
      const vs = Array.isArray(v0) ? v0 : [v0];
      const ok = vs.some((v) => {
        const t = norm(v).replace(/^[^:]+: /, k === 'notesInclude' ? '' : '\u0000');
        if (k === 'notesInclude') return cells.some((c) => c.includes(t.replace(/^.*?: /, ''))) || cells.some((c) => c.includes(norm(v).split(': ').slice(1).join(': ')));
        if (k === 'phone') return cells.some((c) => c.replace(/[^\d+]/g, '').endsWith(norm(v).replace(/[^\d]/g, '').slice(-8)));
        if (k === 'contactName') return cells.includes(norm(v)) || norm(v).split(' ').every((w) => cells.some((c) => c.includes(w)));
        return cells.some((c) => c.includes(norm(v)));
      });
      if (!ok) issues.push(`${spec.file} row ${e.row}: ${k}=${JSON.stringify(v0)} not in the row's cells`);
    }
  }
  return issues;
}

const halves = { dev: DEV, 'held-out': HELD_OUT };
let problems = [];
for (const [half, specs] of Object.entries(halves)) {
  const dir = join(here, half);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const expected = {
    set: `imports-fresh/${half}`,
    note: 'For every column, the targets a careful rep would accept (field id, "note" or "skip"); rows: data-row number (1 = first row under the header) and what the preview should store. Written blind, from knowledge of the tools’ exports.',
    files: [],
  };
  for (const spec of specs) {
    const rows = dataRows(spec);
    spec.rowExpect = spec.rows(spec.recs);
    problems.push(...selfCheck(spec, rows));
    if (spec.xlsx) writeFileSync(join(dir, spec.file), await xlsxBuffer(spec, rows));
    else {
      const text = csvText(spec, rows);
      const body = spec.csv.encoding === 'latin1' ? Buffer.from(text, 'latin1') : Buffer.from((spec.csv.bom ? '\uFEFF' : '') + text, 'utf8');
      writeFileSync(join(dir, spec.file), body);
    }
    expected.files.push({
      file: spec.file,
      comment: spec.comment,
      kind: spec.kind,
      columns: spec.columns.map((c) => ({ header: c.header, accept: c.accept })),
      rows: spec.rowExpect,
    });
  }
  writeFileSync(join(dir, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  console.log(`${half}: ${specs.length} files, ${specs.filter((s) => s.xlsx).length} xlsx, ${specs.reduce((n, s) => n + s.columns.length, 0)} columns, ${specs.reduce((n, s) => n + s.rowExpect.length, 0)} row expectations`);
}
if (problems.length) console.log('SELF-CHECK:\n' + problems.join('\n'));
