import { createHash } from 'node:crypto';
import { fieldsOf, type JsonSchema, type OpenApiDocument, type Operation } from './openapi.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A schema's type in a few words: `string | null`, `array of object`, `"Lead" | "Qualified"`. */
function typeOf(s: JsonSchema): string {
  if (s.$ref) return String(s.$ref).split('/').pop() ?? 'object';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map(typeOf).join(' | ');
  if (s.allOf) return 'object';
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('array') && s.items) return `array of ${typeOf(s.items)}`;
  return types.join(' | ') || 'any';
}

/** The fields of an object schema as a nested list (a few levels deep). */
function fieldList(s: JsonSchema, depth = 0): string {
  const target = s.type === 'array' && s.items ? s.items : (s.anyOf ?? s.oneOf)?.find((x) => x.properties || x.allOf) ?? s;
  const fields = fieldsOf(target);
  if (fields.length === 0 || depth > 3) return '';
  const items = fields.map(
    (f) => `<li><code>${escape(f.name)}</code>${f.required ? '' : '?'} <span class="type">${escape(typeOf(f.schema))}</span>${fieldList(f.schema, depth + 1)}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

function section(title: string, body: string): string {
  return body ? `<h4>${title}</h4>${body}` : '';
}

function renderOperation(method: string, path: string, op: Operation): string {
  const params = op.parameters
    .map((p) => `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) <span class="type">${escape(typeOf(p.schema))}</span>${p.description ? ` — ${escape(p.description)}` : ''}</li>`)
    .join('');
  const json = op.requestBody?.content['application/json'];
  const body = !op.requestBody ? '' : json ? fieldList(json.schema) || '<p>JSON</p>' : `<p>${escape(op.requestBody.description ?? 'A file')}: ${escape(Object.keys(op.requestBody.content).join(', '))}</p>`;
  const responses = Object.entries(op.responses)
    .filter(([status]) => status !== 'default')
    .map(([status, r]) => {
      const [type, media] = Object.entries(r.content ?? {})[0] ?? [];
      const shape = type === 'application/json' && media ? fieldList(media.schema) : '';
      return `<p><strong>${status}</strong> ${escape(type ?? '')} — ${escape(r.description)}</p>${shape}`;
    })
    .join('');
  return `<section id="${escape(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary)} <span class="auth">${op.security.length ? 'signed in' : 'public'}</span></p>
${section('Parameters', params ? `<ul>${params}</ul>` : '')}${section('Request body', body)}${section('Response', responses)}
</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 2rem;color:#1f2937}
h2{border-bottom:1px solid #e5e7eb;margin-top:2.5rem}h3{font-size:1rem;margin:1.5rem 0 .25rem}h4{font-size:.85rem;margin:.5rem 0 0;color:#6b7280}
code{font-family:ui-monospace,monospace}.type{color:#6b7280;font-size:.85em}.auth{font-size:.75rem;background:#f3f4f6;border-radius:.25rem;padding:0 .4rem;margin-left:.5rem}
.method{display:inline-block;min-width:4rem;font-size:.75rem;color:#fff;border-radius:.25rem;padding:.1rem .4rem;text-align:center;background:#6b7280}
.get{background:#2563eb}.post{background:#16a34a}.put,.patch{background:#ea580c}.delete{background:#dc2626}ul{margin:.25rem 0;padding-left:1.25rem}nav a{margin-right:.75rem}`;

/** The style's hash, so the page's Content-Security-Policy allows this one inline style and nothing else. */
export const REFERENCE_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

/** GET /api/docs: the OpenAPI document as a readable page, grouped by area; no script at all. */
export function referencePage(doc: OpenApiDocument): string {
  const byArea = new Map<string, string[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) byArea.get(op.tags[0])?.push(renderOperation(method, path, op));
  }
  const areas = [...byArea].filter(([, ops]) => ops.length > 0);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)} reference</title><style>${STYLE}</style></head>
<body><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1>
<p>${escape(doc.info.description)} The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav>${areas.map(([area]) => `<a href="#area-${escape(area)}">${escape(area)}</a>`).join('')}</nav>
${areas.map(([area, ops]) => `<h2 id="area-${escape(area)}">${escape(area)}</h2>${ops.join('\n')}`).join('\n')}
</body></html>`;
}
