import { z } from 'zod';

/** The one error shape every /api response with a 4xx or 5xx status uses. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** Stable, machine-readable error codes; the message is for people. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  invalidJson: 'invalid_json',
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  tooManyRequests: 'too_many_requests',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
