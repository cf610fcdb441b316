import { staffPost } from '@/server/staff/calls';
import { consoleLevyBodySchema, saveLevyFromConsole } from '@/server/staff/fuel-levy';

/** Save a fuel-levy month from the console (admin); written to the audit log. */
export const POST = staffPost(
  '/staff/api/fuel-levy/save',
  consoleLevyBodySchema,
  async ({ db, user, input }) => {
    const { record, replaced } = await saveLevyFromConsole(db, user, input);
    return {
      ok: true,
      replaced,
      month: {
        monthName: record.monthName,
        year: record.year,
        local: record.local,
        linehaul: record.linehaul,
        appliesFrom: record.appliesFrom,
      },
    };
  },
);
