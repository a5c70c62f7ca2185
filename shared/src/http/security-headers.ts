// The security headers of every response, defined once so the local server and the cloud cannot
// drift apart: the local server sets SECURITY_HEADERS on the static site, /files and /api
// (functions/src/local/local-server.ts); infra builds CloudFront's response headers policy from
// the same values plus HSTS (infra/lib/web-hosting.ts); the Lambdas' JSON responses carry
// API_RESPONSE_HEADERS (functions/src/http/responses.ts), which API Gateway passes on as they are.

export interface ContentSecurityPolicyOptions {
  /**
   * Other origins images may come from: in the cloud the files bucket, whose presigned URLs show
   * the organisation logo (locally the blob store serves /files on the page's own origin).
   */
  imageOrigins?: readonly string[];
}

/**
 * What the built web app needs and nothing more: its own scripts, styles, fonts and API calls;
 * images from itself, data:/blob: (the logo cropper's canvas output) and the files bucket.
 * `style-src 'unsafe-inline'` because Amplify UI's components turn their style props (padding,
 * gap, colours) into inline `style` attributes; scripts stay strictly 'self' (no inline script,
 * no eval).
 */
export function contentSecurityPolicy({ imageOrigins = [] }: ContentSecurityPolicyOptions = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** No page may be framed (with frame-ancestors 'none' for browsers that read only this one). */
export const FRAME_OPTIONS = 'DENY';
/** Invitation links carry their token in the URL: no page sends its address to anyone. */
export const REFERRER_POLICY = 'no-referrer';

/** On every response of the site and the API. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'x-frame-options': FRAME_OPTIONS,
  'referrer-policy': REFERRER_POLICY,
};

/** HTTPS only, two years, for the cloud (CloudFront); a laptop's http://localhost has none. */
export const HSTS = { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubdomains: true } as const;

/** On every JSON response of a Lambda: never sniffed as another type, never cached. */
export const API_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};
