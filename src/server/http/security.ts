type HeaderList = readonly (readonly [string, string])[];

/**
 * Pages (and every file a browser may open as a document: images, SVG, PDF) get the site's full policy. The CSP
 * allows only this origin: scripts, fonts and styles are all self-hosted. Inline style attributes are allowed
 * because UI primitives position popovers with them; inline scripts are not.
 */
function pageHeaders(https: boolean): HeaderList {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ...(https ? [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as const] : []),
  ];
}

/**
 * A JSON answer is never a document: the headers that govern documents (what a page may load, its permissions,
 * its window group) do nothing for it. It gets what OWASP's REST guidance asks of an API: nothing may load, nothing
 * may frame it, no sniffing it into HTML, no cross-origin reads. Half the bytes of the page set, and those header
 * bytes were most of what a small API answer cost to write and read.
 */
function jsonHeaders(https: boolean): HeaderList {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...(https ? [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as const] : []),
  ];
}

/** Sets the security headers on an answer's headers, chosen by what the answer is (see above). */
export function securityHeaders(options: { https: boolean }): (headers: Headers) => void {
  const page = pageHeaders(options.https);
  const json = jsonHeaders(options.https);
  return (headers) => {
    const list = headers.get('content-type')?.startsWith('application/json') ? json : page;
    for (const [name, value] of list) headers.set(name, value);
  };
}
