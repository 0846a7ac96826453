import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers on every answer (helmet). The built app has no inline script, so script-src is
 * 'self' only. Styles allow 'unsafe-inline': styled-components injects <style> elements at run time
 * (a per-request nonce would need the HTML templated per request; scripts are what a CSP must stop).
 * Images may come from https (blog articles) and our own uploads. Nothing may frame us.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const url = new URL(publicUrl);
  const https = url.protocol === 'https:';
  const socketOrigin = `${https ? 'wss' : 'ws'}://${url.host}`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
