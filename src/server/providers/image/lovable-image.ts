import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { ImageEngine, ImageRequest, ImageResult } from './image.provider.ts';
import { loadAnswerImage, openAiClient, runWithDeadline, type OpenAiCompatibleOptions } from './openai-image.ts';
import { normaliseProviderImage } from './provider-image.ts';
import { refusal, unreadable, vendorMessage } from './vendor-errors.ts';

const SERVICE = 'Lovable AI';
const INSTRUCTION = 'Create this as a square (1:1) album cover image, full bleed, with no borders or mock-up.';
/** Text a model answers with instead of an image when it declines. */
const REFUSAL_TEXT = /can[’']?t|cannot|unable|not able|won[’']?t|polic|sorry|refuse|not allowed|inappropriate/i;

interface GatewayMessage {
  content?: unknown;
  refusal?: unknown;
  images?: { image_url?: { url?: unknown } }[];
}

/**
 * The Lovable AI gateway: chat completions with an image model and `modalities: ["image", "text"]`; the image
 * comes back as a data URL at `choices[0].message.images[0].image_url.url` (a URL is downloaded safely).
 */
export function lovableImage(options: OpenAiCompatibleOptions): ImageEngine {
  const { model } = options;
  const client = openAiClient(options);
  return {
    name: 'lovable',
    label: `Lovable AI gateway (${model})`,
    generate(request: ImageRequest): Promise<ImageResult> {
      return runWithDeadline(SERVICE, request, options.timeoutMs, async (deadline) => {
        // `modalities: ['image', …]` is the gateway's extension; the SDK passes the body through as given.
        const body = {
          model,
          messages: [{ role: 'user', content: `${request.refinedPrompt}\n\n${INSTRUCTION}` }],
          modalities: ['image', 'text'],
        } as unknown as ChatCompletionCreateParamsNonStreaming;
        const answer: unknown = await client.chat.completions.create(body, { signal: deadline.signal });
        const choices = (answer as { choices?: unknown } | undefined)?.choices;
        const choice = Array.isArray(choices)
          ? (choices[0] as { message?: GatewayMessage; finish_reason?: unknown } | undefined)
          : undefined;
        const message = choice?.message;
        const url = imageUrl(message);
        if (!url) {
          const text = messageText(message);
          const declined =
            (typeof message?.refusal === 'string' && message.refusal.trim() !== '') ||
            choice?.finish_reason === 'content_filter' ||
            (text !== '' && REFUSAL_TEXT.test(text));
          throw declined ? refusal(SERVICE, text ? vendorMessage(text) : undefined) : unreadable(SERVICE);
        }
        const bytes = await loadAnswerImage({ url }, SERVICE, options, deadline);
        return normaliseProviderImage(bytes, SERVICE);
      });
    },
  };
}

function imageUrl(message: GatewayMessage | undefined): string | undefined {
  const images = Array.isArray(message?.images) ? message.images : [];
  // Some gateways put the image among the content parts instead.
  const parts = Array.isArray(message?.content) ? (message.content as { image_url?: { url?: unknown } }[]) : [];
  for (const item of [...images, ...parts]) {
    const url = item?.image_url?.url;
    if (typeof url === 'string' && url) return url;
  }
  return undefined;
}

function messageText(message: GatewayMessage | undefined): string {
  const pieces: string[] = [];
  if (typeof message?.refusal === 'string') pieces.push(message.refusal);
  if (typeof message?.content === 'string') pieces.push(message.content);
  if (Array.isArray(message?.content)) {
    for (const part of message.content as { text?: unknown }[])
      if (typeof part?.text === 'string') pieces.push(part.text);
  }
  return pieces.join(' ').trim();
}
