import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every response. The CSP allows only this origin: scripts, fonts and styles are
 * all self-hosted. Inline style attributes are allowed because UI primitives position popovers with them;
 * inline scripts are not.
 */
export function securityHeaders(options: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.https ? 'max-age=15552000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
    },
  });
}
