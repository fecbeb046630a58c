import type { Config } from '../../config.js';
import { createOpenAiClient } from '../llm/openai.js';
import { createEmbeddedAssistant } from './embedded.js';
import { createOpenAiAssistant } from './openai.js';
import type { ChatAssistant } from './types.js';
import { createWebhookAssistant } from './webhook.js';

/** The chat webhook when configured, else an OpenAI-compatible model, else the built-in assistant. */
export function chatAssistantFor(config: Config, builtInLabel: string): ChatAssistant & { label: string } {
  if (config.chatWebhookUrl) return { ...createWebhookAssistant(config.chatWebhookUrl), label: 'chat webhook' };
  if (config.llm) {
    const client = createOpenAiClient({ baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey ?? '', model: config.llm.model, timeoutMs: 60_000 });
    return { ...createOpenAiAssistant(client), label: `openai:${config.llm.model}` };
  }
  return { ...createEmbeddedAssistant(), label: builtInLabel };
}
