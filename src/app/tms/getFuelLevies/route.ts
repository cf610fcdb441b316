import { getRoute } from '@/server/http/api';
import { fuelLeviesAnswer } from '@/server/services/fuel-levy.server';

// Answered from the history the server keeps for a minute (decision 054), not the database on
// every call: a month added by the operator command shows within that time.
export const dynamic = 'force-dynamic';

export const GET = getRoute(() => fuelLeviesAnswer());
