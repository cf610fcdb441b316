import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { ISOLATED_PAGES, isolationHeaders } from './src/server/http/security-headers';
import { legacyRedirects } from './src/content/redirects';
import { siteScriptVersion, writeSiteScripts } from './scripts/site-scripts.ts';
import { integrityOf } from './src/server/http/content-security-policy.ts';
import { OWN_SCRIPTS } from './src/server/http/framework-free.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

const nextConfig: NextConfig = {
  // Lets tests and tools build into their own folder without touching the running site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run typecheck` checks this same project. CI runs it before the browser tests build the
  // site and then sets TYPES_CHECKED=1, so that build does not check the types a second time.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  reactStrictMode: true,
  // forbidden() answers a signed-in staff member on another role's page with a real 403.
  experimental: { authInterrupts: true },
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'nodemailer', 'pdf-lib'],
  // The headers every answer carries are the server's (scripts/site-response.ts); these pages add
  // a browsing-context group of their own.
  async headers() {
    return ISOLATED_PAGES.map((source) => ({ source, headers: isolationHeaders() }));
  },
  // A saved quote's link (/get-a-quote?quote=Q…) is drawn on the server with the quote, or the
  // look-up's message, in it (decision 105); the plain page stays pre-rendered.
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: '/get-a-quote',
          has: [{ type: 'query', key: 'quote' }],
          destination: '/get-a-quote/saved',
        },
      ],
    };
  },
  async redirects() {
    return [
      ...legacyRedirects.map(({ from, to }) => ({
        source: from,
        destination: to,
        permanent: true,
      })),
      // The saved quote's page has one address, its link's.
      {
        source: '/get-a-quote/saved',
        destination: '/get-a-quote',
        permanent: true,
      },
    ];
  },
};

/**
 * The site's own browser scripts are minified into public/ when the site is built and when the
 * development server starts (decision 102), never when the built site starts: it writes nothing
 * under its own folder, which may be read-only (decision 134). The pages name the site's script by
 * a digest of it (decision 109).
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    writeSiteScripts(root);
  }
  // Each page names the site's script files by their digest, which its Content Security Policy
  // allows (decision 120).
  const ownScriptIntegrity = Object.fromEntries(
    OWN_SCRIPTS.map((address) => [
      address,
      integrityOf(fs.readFileSync(path.join(root, 'public', address))),
    ]),
  );
  return {
    ...nextConfig,
    env: {
      SITE_SCRIPT_VERSION: siteScriptVersion(root),
      OWN_SCRIPT_INTEGRITY: JSON.stringify(ownScriptIntegrity),
    },
  };
}
