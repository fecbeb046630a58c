// A client for OpenAI-compatible chat completions (OpenAI, Perplexity, Ollama, vLLM, llama.cpp…):
// POST {base}/chat/completions with a Bearer key. Errors become LlmError (a ProviderError) with
// messages fit for a user; the API key never appears in a message, a log line or an error property.
import { z } from 'zod';
import { ProviderError } from '../ports/provider-error.js';

export type ChatRole = 'system' | 'user' | 'assistant' | 'tool';

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatMessage {
  role: ChatRole;
  content: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  name?: string;
}

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description?: string; parameters: Record<string, unknown> };
}

export type ToolChoice = 'auto' | 'none' | 'required' | { type: 'function'; function: { name: string } };

export interface CompleteOptions {
  tools?: ToolDefinition[];
  toolChoice?: ToolChoice;
  /** Sends response_format {type: "json_object"}; not every provider accepts it (Perplexity does not). */
  responseFormatJson?: boolean;
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface SearchResult {
  url: string;
  title?: string;
  date?: string;
  snippet?: string;
}

export interface Completion {
  model: string;
  content: string | null;
  toolCalls: ToolCall[];
  finishReason: string | null;
  /** Perplexity: source URLs. */
  citations: string[];
  /** Perplexity: richer source records. */
  searchResults: SearchResult[];
  /** The assistant message, ready to append to the conversation (tool-call round trips). */
  message: ChatMessage;
}

export interface LlmClient {
  readonly model: string;
  complete(messages: ChatMessage[], options?: CompleteOptions): Promise<Completion>;
}

export interface OpenAiClientOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export type LlmErrorCode = 'unauthorized' | 'rate_limited' | 'timeout' | 'aborted' | 'unavailable' | 'bad_request' | 'provider_error' | 'bad_response';

/** A rejected key or a refused request stays refused; everything else may work a moment later. */
const PERMANENT: ReadonlySet<LlmErrorCode> = new Set(['unauthorized', 'bad_request', 'aborted']);

export class LlmError extends ProviderError {
  readonly code: LlmErrorCode;
  readonly status: number | null;
  readonly retryAfterSeconds: number | null;

  constructor(code: LlmErrorCode, message: string, details: { status?: number | null; retryAfterSeconds?: number | null } = {}) {
    super('openai', message, { retryable: !PERMANENT.has(code) });
    this.name = 'LlmError';
    this.code = code;
    this.status = details.status ?? null;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

const toolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function').default('function'),
  function: z.object({ name: z.string(), arguments: z.union([z.string(), z.record(z.string(), z.unknown())]) }),
});

const contentSchema = z
  .union([z.string(), z.array(z.object({ type: z.string().optional(), text: z.string().optional() })), z.null()])
  .optional();

const completionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: contentSchema, tool_calls: z.array(toolCallSchema).nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  citations: z.array(z.string()).nullish(),
  search_results: z
    .array(z.object({ url: z.string(), title: z.string().nullish(), date: z.string().nullish(), snippet: z.string().nullish() }))
    .nullish(),
});

const errorBodySchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string().optional(), code: z.union([z.string(), z.number()]).nullish() })]).optional(),
  message: z.string().optional(),
});

/** Removes the key (and anything shaped like a bearer token or secret key) from provider text. */
function redactor(apiKey: string): (text: string) => string {
  return (text) => {
    let out = apiKey.length >= 4 ? text.split(apiKey).join('[redacted]') : text;
    out = out.replace(/Bearer\s+[^\s"',]+/gi, 'Bearer [redacted]').replace(/\b(?:sk|pplx|key)-[A-Za-z0-9_-]{6,}\b/g, '[redacted]');
    return out.length > 240 ? `${out.slice(0, 237)}...` : out;
  };
}

function errorDetail(raw: string): string | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(raw));
    if (parsed.success) {
      const { error, message } = parsed.data;
      return (typeof error === 'string' ? error : error?.message) ?? message ?? null;
    }
  } catch {
    // Not JSON: use the text itself.
  }
  return raw.trim() || null;
}

function httpError(status: number, raw: string, retryAfter: string | null, redact: (t: string) => string): LlmError {
  if (status === 401 || status === 403) {
    return new LlmError('unauthorized', 'The AI provider rejected the API key', { status });
  }
  if (status === 429) {
    const seconds = retryAfter && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
    const wait = seconds ? ` Try again in ${seconds} seconds.` : ' Try again shortly.';
    return new LlmError('rate_limited', `The AI provider rate limited the request.${wait}`, { status, retryAfterSeconds: seconds });
  }
  const detail = errorDetail(raw);
  const suffix = detail ? `: ${redact(detail)}` : '';
  if (status === 408 || status === 504) return new LlmError('timeout', `The AI provider timed out (HTTP ${status})`, { status });
  if (status >= 500) return new LlmError('provider_error', `The AI provider failed (HTTP ${status})${suffix}`, { status });
  return new LlmError('bad_request', `The AI provider refused the request (HTTP ${status})${suffix}`, { status });
}

const badResponse = (why: string): LlmError => new LlmError('bad_response', `The AI provider returned a response that could not be read (${why})`);

function textOf(content: z.infer<typeof contentSchema>): string | null {
  if (content === undefined || content === null) return null;
  if (typeof content === 'string') return content;
  return content.map((part) => part.text ?? '').join('');
}

export function createOpenAiClient(options: OpenAiClientOptions): LlmClient {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const base = options.baseUrl.replace(/(?<!\/)\/+$/, '');
  const endpoint = base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
  const host = (() => {
    try {
      return new URL(endpoint).host;
    } catch {
      return 'the configured address';
    }
  })();
  const redact = redactor(options.apiKey);

  async function complete(messages: ChatMessage[], opts: CompleteOptions = {}): Promise<Completion> {
    const body: Record<string, unknown> = { model: options.model, messages };
    if (opts.tools?.length) {
      body.tools = opts.tools;
      body.tool_choice = opts.toolChoice ?? 'auto';
    }
    if (opts.responseFormatJson) body.response_format = { type: 'json_object' };
    if (opts.temperature !== undefined) body.temperature = opts.temperature;
    if (opts.maxTokens !== undefined) body.max_tokens = opts.maxTokens;

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
    let status: number;
    let raw: string;
    let retryAfter: string | null;
    try {
      const res = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify(body),
        signal,
      });
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      raw = await res.text();
    } catch {
      if (timeout.aborted) {
        const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`;
        throw new LlmError('timeout', `The AI provider did not answer within ${limit}`);
      }
      if (opts.signal?.aborted) throw new LlmError('aborted', 'The AI request was cancelled');
      throw new LlmError('unavailable', `Could not reach the AI provider at ${host}`);
    }
    if (status < 200 || status >= 300) throw httpError(status, raw, retryAfter, redact);

    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw badResponse('not JSON');
    }
    const parsed = completionSchema.safeParse(json);
    if (!parsed.success) throw badResponse('no choices');
    const choice = parsed.data.choices[0];
    const toolCalls: ToolCall[] = (choice.message.tool_calls ?? []).map((call) => ({
      id: call.id,
      type: 'function',
      function: {
        name: call.function.name,
        arguments: typeof call.function.arguments === 'string' ? call.function.arguments : JSON.stringify(call.function.arguments),
      },
    }));
    const content = textOf(choice.message.content);
    return {
      model: parsed.data.model ?? options.model,
      content,
      toolCalls,
      finishReason: choice.finish_reason ?? null,
      citations: parsed.data.citations ?? [],
      searchResults: (parsed.data.search_results ?? []).map((r) => ({
        url: r.url,
        ...(r.title ? { title: r.title } : {}),
        ...(r.date ? { date: r.date } : {}),
        ...(r.snippet ? { snippet: r.snippet } : {}),
      })),
      message: { role: 'assistant', content, ...(toolCalls.length ? { tool_calls: toolCalls } : {}) },
    };
  }

  return { model: options.model, complete };
}

/** Candidate JSON texts in a reply: the whole reply, fenced blocks, then each balanced {…} / […]. */
function* jsonCandidates(text: string): Generator<string> {
  yield text;
  for (const fence of text.matchAll(/```(?=([a-zA-Z]*))\1([\s\S]*?)```/g)) yield fence[2].replace(/^\s+/, '');
  for (let start = 0; start < text.length; start++) {
    const open = text[start];
    if (open !== '{' && open !== '[') continue;
    const close = open === '{' ? '}' : ']';
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === open) depth++;
      else if (ch === close && --depth === 0) {
        yield text.slice(start, i + 1);
        break;
      }
    }
  }
}

/**
 * The JSON value in a model's reply, tolerating ```json fences, <think> blocks, prose before or
 * after, and trailing text. Throws LlmError('bad_response') when there is none.
 */
export function extractJson(reply: string | null): unknown {
  const text = (reply ?? '').replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  for (const candidate of jsonCandidates(text)) {
    const trimmed = candidate.trim();
    if (!trimmed || (trimmed[0] !== '{' && trimmed[0] !== '[')) continue;
    try {
      return JSON.parse(trimmed);
    } catch {
      // Try the next candidate.
    }
  }
  throw new LlmError('bad_response', 'The AI provider did not answer with valid JSON');
}
