import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { securityHeaders } from './src/server/http/security-headers';
import { legacyRedirects } from './src/content/redirects';
import { writeSiteScripts } from './scripts/site-scripts.mjs';

// The site's own browser scripts, minified into public/ before every build and dev start
// (decision 102).
writeSiteScripts(path.dirname(fileURLToPath(import.meta.url)));

const nextConfig: NextConfig = {
  // Lets tests and tools build into their own folder without touching the running site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // forbidden() answers a signed-in staff member on another role's page with a real 403.
  experimental: { authInterrupts: true },
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'nodemailer', 'pdf-lib'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  async redirects() {
    return legacyRedirects.map(({ from, to }) => ({
      source: from,
      destination: to,
      permanent: true,
    }));
  },
};

export default nextConfig;
