import 'server-only';
import { geoConicEqualArea, geoPath } from 'd3-geo';
import type { Feature, MultiPolygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-50m.json';
import { cities, routeLabel } from '@/content/transit-times';
import type { CityKey, TransitTime } from '@/content/transit-times';

const WIDTH = 640;
const HEIGHT = 520;
const AUSTRALIA_ID = '036';

/** Labels sit beside their dot; these offsets keep them off the coast and each other. */
const labelOffset: Record<CityKey, { dx: number; dy: number; anchor: 'start' | 'end' }> = {
  perth: { dx: 10, dy: 4, anchor: 'start' },
  darwin: { dx: 10, dy: 4, anchor: 'start' },
  adelaide: { dx: -10, dy: 4, anchor: 'end' },
  melbourne: { dx: -10, dy: 14, anchor: 'end' },
  canberra: { dx: -10, dy: 4, anchor: 'end' },
  sydney: { dx: 10, dy: 4, anchor: 'start' },
  brisbane: { dx: 10, dy: 4, anchor: 'start' },
};

function australia(): Feature<MultiPolygon> {
  const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries);
  const found = countries.features.find((f) => String(f.id) === AUSTRALIA_ID);
  if (!found) throw new Error('Australia is missing from the world atlas');
  return found as Feature<MultiPolygon>;
}

/**
 * Mainland Australia and Tasmania from the Natural Earth 1:50m outlines (world-atlas), projected
 * with an Albers equal-area conic like Geoscience Australia's maps. Rendered on the server while the
 * page is pre-rendered, so the browser gets a plain SVG. The table beside it carries the same data.
 */
export function AustraliaRouteMap({ routes }: { routes: TransitTime[] }) {
  const land = australia();
  // Leave out the far-flung external territories; the map is about the mainland routes.
  const mainland: Feature<MultiPolygon> = {
    ...land,
    geometry: {
      type: 'MultiPolygon',
      coordinates: land.geometry.coordinates.filter((polygon) =>
        polygon[0]!.every(([lng, lat]) => lng! > 110 && lng! < 155 && lat! < -9 && lat! > -45),
      ),
    },
  };
  // Room on the right for the labels of the east-coast cities.
  const projection = geoConicEqualArea()
    .parallels([-18, -36])
    .rotate([-132, 0])
    .fitExtent(
      [
        [16, 16],
        [WIDTH - 80, HEIGHT - 16],
      ],
      mainland,
    );
  const path = geoPath(projection);
  const landPath = path(mainland) ?? '';
  const used = new Set<CityKey>(routes.flatMap((r) => [r.from, r.to]));

  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="transit-map-title transit-map-desc"
        className="h-auto w-full"
      >
        <title id="transit-map-title">Map of our express routes across Australia</title>
        <desc id="transit-map-desc">
          {`Lines join ${[...used].map((c) => cities[c].name).join(', ')} along ${routes.length} express routes: ${routes.map(routeLabel).join('; ')}. The table lists each route's distance and transit time.`}
        </desc>
        <rect width={WIDTH} height={HEIGHT} fill="#eef7f3" />
        <path d={landPath} fill="#d3ebe1" stroke="#2b8a68" strokeWidth={1} strokeLinejoin="round" />
        <g fill="none" stroke="#9a520a" strokeWidth={1.6} strokeOpacity={0.75}>
          {routes.map((r) => (
            <path
              key={`${r.from}-${r.to}`}
              d={
                path({
                  type: 'LineString',
                  coordinates: [
                    [cities[r.from].lng, cities[r.from].lat],
                    [cities[r.to].lng, cities[r.to].lat],
                  ],
                }) ?? ''
              }
            />
          ))}
        </g>
        {[...used].map((key) => {
          const city = cities[key];
          const [x, y] = projection([city.lng, city.lat]) ?? [0, 0];
          const offset = labelOffset[key];
          return (
            <g key={key}>
              <circle cx={x} cy={y} r={6} fill="#0b3b2e" stroke="#ffffff" strokeWidth={2} />
              <text
                x={x + offset.dx}
                y={y + offset.dy}
                textAnchor={offset.anchor}
                fontSize={15}
                fontWeight={700}
                fill="#0b3b2e"
                stroke="#eef7f3"
                strokeWidth={4}
                paintOrder="stroke"
              >
                {city.name}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-muted">
        Coastline: Natural Earth 1:50m, via the world-atlas package. Routes are drawn as straight
        great-circle lines; trucks follow the highways.
      </figcaption>
    </figure>
  );
}
