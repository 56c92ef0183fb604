import { request } from 'undici';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** A language model that answers a conversation with one message. */
export interface LanguageModel {
  readonly name: string;
  complete(messages: readonly ChatMessage[]): Promise<string>;
}

export interface OpenAiCompatibleModelOptions {
  /** The API's base URL, e.g. `https://api.openai.com/v1`; the model is asked at `<baseUrl>/chat/completions`. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token, and nowhere else (never logged). */
  apiKey: string | null;
  timeoutMs: number;
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** A model behind an OpenAI-compatible `/chat/completions` endpoint (OpenAI, Ollama, vLLM, LiteLLM ...). */
export class OpenAiCompatibleModel implements LanguageModel {
  readonly name: string;

  constructor(private readonly options: OpenAiCompatibleModelOptions) {
    this.name = options.model;
  }

  async complete(messages: readonly ChatMessage[]): Promise<string> {
    const { baseUrl, model, apiKey, timeoutMs } = this.options;
    const response = await request(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ model, messages, temperature: 0 }),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump();
      throw new Error(`the language model answered HTTP ${response.statusCode}`);
    }
    const completion = (await response.body.json()) as ChatCompletion;
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('the language model answered no message');
    return content.trim();
  }
}
