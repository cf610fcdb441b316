import { afterEach, describe, expect, it, vi } from 'vitest';

const answer = {
  packaging_types: [{ id: '10', name: 'Pallet' }],
  postcodes: ['LAVERTON NORTH VIC 3026', 'ROCKLEA QLD 4106'],
};

/** A fresh copy of the module (its cache is per page) over a stubbed network. */
async function freshLoader(fetch: () => Promise<Response>) {
  vi.resetModules();
  const stub = vi.fn(fetch);
  vi.stubGlobal('fetch', stub);
  const loader = await import('./public-booking-data');
  return { stub, ...loader };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the public booking data loader', () => {
  it('fetches once however many fields ask, and checks labels exactly', async () => {
    const { stub, loadPublicBookingData } = await freshLoader(() =>
      Promise.resolve(Response.json(answer)),
    );
    const [a, b] = await Promise.all([loadPublicBookingData(), loadPublicBookingData()]);
    expect(stub).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a!.isKnownSuburb('ROCKLEA QLD 4106')).toBe(true);
    expect(a!.isKnownSuburb('rocklea qld 4106')).toBe(false);
    expect(a!.search('4106').map((i) => a!.labels[i])).toEqual(['ROCKLEA QLD 4106']);
    expect(a!.packagingTypes).toEqual(answer.packaging_types);
  });

  it('answers null when the list cannot be had, so the server check decides', async () => {
    const { loadPublicBookingData } = await freshLoader(() =>
      Promise.resolve(Response.json({ unexpected: true })),
    );
    await expect(loadPublicBookingData()).resolves.toBeNull();
  });
});
