/**
 * The one error every provider adapter throws when its outside service fails (the model API, the
 * chat webhook, SAGE Connect). `message` is fit for a user — it never holds a key or a raw
 * answer. `retryable` says whether trying again later can help (a timeout, an overloaded or
 * rate-limited service) or not (a rejected key, a refused request): the job runner fails a job
 * at once, for good, on a non-retryable one (jobs/client.ts), and retries the others.
 */
export class ProviderError extends Error {
  /** The registry id of the provider that failed ('openai', 'webhook', 'sage'…). */
  readonly providerId: string;
  readonly retryable: boolean;

  constructor(providerId: string, message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.providerId = providerId;
    this.retryable = options.retryable;
  }
}
