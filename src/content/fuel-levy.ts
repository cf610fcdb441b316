// Copy of the Fuel Levy page (spec §2, promise-to-clients/fuel-levy). The formula's own words are
// in its component; the fixed terms in fuel-levy-config.ts.
import type { PageCopy } from '@/lib/page';

export const fuelLevy = {
  description:
    'Our monthly fuel levy for local and linehaul freight, the formula behind it worked through with this month’s figures, and the history of the last twelve months.',
  rates: {
    title: 'Current fuel levy rates',
    text: 'The levy is added to the freight charge as a percentage: the local rate for pick-up and delivery work, the linehaul rate for freight between cities.',
  },
  /**
   * Months of the sample history a new installation starts with (docs/decisions/051) are marked
   * wherever they appear, until staff replace or remove them.
   */
  sample: {
    tag: 'Sample',
    /** Beside the tag, for screen readers: what the tag means. */
    tagDescription: 'sample figures, not a published levy',
    tableNote:
      'Months marked “Sample” show example figures that illustrate the levy; they are not levies we have charged. They are replaced as our published levies are entered.',
    workedExampleNote: (month: string) =>
      `The figures for ${month} are sample figures, shown to illustrate the formula. They are not a published levy.`,
    chartLegend: 'Hollow points: sample figures, not published levies',
  },
  historyTitle: (months: number) => `The last ${months} months`,
  historyDownload: 'Download the fuel levy history (CSV)',
} satisfies PageCopy;
