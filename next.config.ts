import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import {
  ISOLATED_PAGES,
  isolationHeaders,
  securityHeaders,
} from './src/server/http/security-headers';
import { legacyRedirects } from './src/content/redirects';
import { siteScriptVersion, writeSiteScripts } from './scripts/site-scripts.mjs';

// The site's own browser scripts, minified into public/ before every build and dev start
// (decision 102); the pages name the site's script by a digest of it (decision 109).
const root = path.dirname(fileURLToPath(import.meta.url));
writeSiteScripts(root);

const nextConfig: NextConfig = {
  // Lets tests and tools build into their own folder without touching the running site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  env: { SITE_SCRIPT_VERSION: siteScriptVersion(root) },
  reactStrictMode: true,
  // forbidden() answers a signed-in staff member on another role's page with a real 403.
  experimental: { authInterrupts: true },
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'nodemailer', 'pdf-lib'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      ...ISOLATED_PAGES.map((source) => ({ source, headers: isolationHeaders() })),
    ];
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

export default nextConfig;
