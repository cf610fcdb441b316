import { getRoute } from '@/server/http/api';
import { fuelLeviesAnswer } from '@/server/services/fuel-levy.server';

// Read at request time: an operator's new month shows at once.
export const dynamic = 'force-dynamic';

export const GET = getRoute(() => fuelLeviesAnswer());
