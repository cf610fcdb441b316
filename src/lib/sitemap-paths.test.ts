import { describe, expect, it } from 'vitest';
import { specRoutes } from '../../tests/support/spec-routes';
import { sitemapPaths } from './sitemap-paths';

describe('sitemap paths', () => {
  it('lists every page of the site map once, and nothing else', () => {
    const paths = sitemapPaths();
    // Beyond spec §2: the booking tracking page (docs/decisions/093).
    expect([...paths].sort()).toEqual([...specRoutes, '/track'].sort());
  });
});
