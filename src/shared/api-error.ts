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
  headersTooLarge: 'headers_too_large',
  internal: 'internal_error',
  /** The service behind the answer (the database) cannot be reached. */
  unavailable: 'unavailable',
  /** A download the cover's engine cannot make. */
  notAvailable: 'not_available',
  notReady: 'not_ready',
  /** What was asked for no longer fits what is stored (changed meanwhile). */
  conflict: 'conflict',
  /** An Idempotency-Key sent again with a different request (the public API). */
  idempotencyMismatch: 'idempotency_key_reused',
  invalidImage: 'invalid_image',
  alreadyPublished: 'already_published',
  // Generations (GENERATION_ERRORS names the ones the pages react to).
  noCredits: 'no_credits',
  guestLimit: 'guest_limit_reached',
  generationFailed: 'generation_failed',
  generationPending: 'generation_pending',
  fairUseLimit: 'fair_use_limit',
  unknownSubject: 'unknown_subject',
  /** A feature the person's plan does not include (shared/entitlements.ts). */
  planRequired: 'plan_required',
  // Payments.
  planActive: 'plan_active',
  noSubscription: 'no_subscription',
  alreadyDecided: 'already_decided',
  paymentProviderError: 'payment_provider_error',
  invalidSignature: 'invalid_signature',
  // Accounts.
  accountNotDeleted: 'account_not_deleted',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
