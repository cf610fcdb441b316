import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { transitTimes } from '@/content/transit-times';
import { AustraliaRouteMap } from './australia-route-map';

describe('AustraliaRouteMap', () => {
  const svg = renderToStaticMarkup(<AustraliaRouteMap routes={transitTimes} />);

  it('draws the coastline, one line per route and one dot per city', () => {
    const paths = svg.match(/<path /g) ?? [];
    // The land outline plus the 15 routes.
    expect(paths).toHaveLength(1 + transitTimes.length);
    expect(svg.match(/<circle /g)).toHaveLength(7);
    const land = /<path d="([^"]+)" fill="#d3ebe1"/.exec(svg)?.[1] ?? '';
    // Real geography: the 1:50m outline has well over a thousand points, not a sketch.
    expect(land.split(/[ML]/).length).toBeGreaterThan(1000);
  });

  it('keeps every city on the canvas', () => {
    const dots = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(dots).toHaveLength(7);
    for (const [x, y] of dots) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(640);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(520);
    }
  });

  it('has a text alternative naming every route', () => {
    expect(svg).toContain('role="img"');
    expect(svg).toContain('Map of our express routes across Australia');
    expect(svg).toContain('Melbourne – Adelaide');
    expect(svg).toContain('Brisbane – Perth');
  });
});
