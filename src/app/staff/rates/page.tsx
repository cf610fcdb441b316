import type { Metadata } from 'next';
import { ImportRateCard, PublishDraft, WithdrawCard } from '@/components/staff/rate-card-forms';
import { StaffShell } from '@/components/staff/staff-shell';
import { StaffTable } from '@/components/staff/staff-table';
import type { StaffColumn } from '@/components/staff/staff-table';
import { Card } from '@/components/staff/ui';
import { formatDisplayDate, formatMelbourneDateTime } from '@/domain/format';
import { compileCard } from '@/domain/zone-rate-card';
import { database } from '@/server/db/client';
import {
  describeChange,
  describeLastMonth,
  previewRateCard,
} from '@/server/rates/rate-card-preview.server';
import type { PreviewRow } from '@/server/rates/rate-card-preview.server';
import {
  SURCHARGE_FIELDS,
  surchargeTexts,
  uncoveredPostcodes,
} from '@/server/rates/rate-card-files';
import {
  companyToday,
  groupRateCards,
  listRateCards,
  loadRateCard,
  rateCardFor,
} from '@/server/rates/rate-cards.server';
import type { RateCardInfo } from '@/server/rates/rate-cards.server';
import { STAFF_CALLS } from '@/server/staff/routes';
import { requirePage } from '@/server/staff/session';
import { allSuburbs } from '@/server/suburbs/suburbs.server';

export const metadata: Metadata = { title: 'Rates' };

const CHANGERS: readonly string[] = STAFF_CALLS['/staff/api/rates/publish'];

const when = (at: string | null, by: string | null) =>
  at ? `${formatMelbourneDateTime(at)}${by ? ` by ${by}` : ''}` : '–';

const CARD_COLUMNS: StaffColumn<RateCardInfo>[] = [
  { header: 'Card', cell: (c) => `No. ${c.id}`, rowHeader: true },
  {
    header: 'Effective from',
    cell: (c) => (c.effectiveFrom ? formatDisplayDate(c.effectiveFrom) : 'Draft'),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Zones · lane rows',
    cell: (c) => `${c.zoneCount} · ${c.laneCount.toLocaleString('en-AU')}`,
  },
  { header: 'Imported', cell: (c) => `${when(c.createdAt, c.createdBy)} (${c.source})` },
  { header: 'Published', cell: (c) => when(c.publishedAt, c.publishedBy) },
  {
    header: 'Withdrawn',
    cell: (c) => (c.status === 'withdrawn' ? when(c.withdrawnAt, c.withdrawnBy) : '–'),
  },
  {
    header: 'Files',
    cell: (c) => (
      <span className="flex flex-wrap gap-2">
        {(['zones.csv', 'lanes.csv', 'surcharges.csv'] as const).map((f) => (
          <a key={f} href={`/staff/api/rates/${c.id}/${f}`} className="underline" download>
            {f}
          </a>
        ))}
      </span>
    ),
  },
];

const PREVIEW_COLUMNS: StaffColumn<PreviewRow>[] = [
  { header: 'Lane', cell: (r) => r.lane, rowHeader: true, className: 'whitespace-nowrap' },
  { header: 'Pickup → delivery', cell: (r) => `${r.pickup} → ${r.delivery}` },
  { header: 'Pallets', cell: (r) => r.pallets },
  {
    header: 'Economy',
    cell: (r) => describeChange(r.prices.economy),
    className: 'whitespace-nowrap',
  },
  {
    header: 'Express',
    cell: (r) => describeChange(r.prices.express),
    className: 'whitespace-nowrap',
  },
];

/** The zone rate cards (decision 127): in force, ahead, the draft with its preview, and past. */
export default async function StaffRatesPage() {
  const user = await requirePage('/staff/rates');
  const db = await database();
  const today = companyToday();
  const { inForce, ahead, draft, past } = groupRateCards(await listRateCards(db), today);
  const canChange = CHANGERS.includes(user.role);
  const inForceCard = inForce ? await loadRateCard(db, inForce.id) : undefined;
  const draftCard = draft ? await loadRateCard(db, draft.id) : undefined;
  const preview = draftCard
    ? await previewRateCard(db, compileCard(draftCard), (await rateCardFor(today))?.card)
    : undefined;
  const uncovered = draftCard
    ? uncoveredPostcodes(
        draftCard.zones,
        allSuburbs().map((s) => s.postcode),
      )
    : [];
  const surchargeValues = inForceCard ? surchargeTexts(inForceCard.surcharges) : {};

  return (
    <StaffShell user={user} title="Rates">
      <Card title="In force today">
        {inForce ? (
          <div className="space-y-3" data-testid="card-in-force">
            <p>
              Rate card No. {inForce.id}, for pickups from{' '}
              {formatDisplayDate(inForce.effectiveFrom!)}: {inForce.zoneCount} zones,{' '}
              {inForce.laneCount.toLocaleString('en-AU')} lane rows; published{' '}
              {when(inForce.publishedAt, inForce.publishedBy)}.
            </p>
            <p className="flex flex-wrap gap-4">
              <a href="/staff/api/rates/in-force/zones.csv" className="underline" download>
                Export zones.csv
              </a>
              <a href="/staff/api/rates/in-force/lanes.csv" className="underline" download>
                Export lanes.csv
              </a>
              <a href="/staff/api/rates/in-force/surcharges.csv" className="underline" download>
                Export surcharges.csv
              </a>
            </p>
          </div>
        ) : (
          <p>No rate card is in force: every route is priced by hand.</p>
        )}
      </Card>

      <Card title="Published ahead">
        {ahead.length ? (
          <ul className="space-y-4" data-testid="cards-ahead">
            {ahead.map((c) => (
              <li key={c.id} className="space-y-2">
                <p>
                  Rate card No. {c.id} applies from{' '}
                  <strong>{formatDisplayDate(c.effectiveFrom!)}</strong>; published{' '}
                  {when(c.publishedAt, c.publishedBy)}.
                </p>
                {canChange ? <WithdrawCard id={c.id} effectiveFrom={c.effectiveFrom!} /> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>No card is published ahead.</p>
        )}
      </Card>

      {draft && preview ? (
        <Card title={`Draft: rate card No. ${draft.id}`}>
          <div className="space-y-4" data-testid="rates-draft">
            <p>
              Imported {when(draft.createdAt, draft.createdBy)}: {draft.zoneCount} zones,{' '}
              {draft.laneCount.toLocaleString('en-AU')} lane rows.
            </p>
            {uncovered.length ? (
              <p data-testid="uncovered-postcodes">
                {uncovered.length} postcodes of the suburb list are in no zone and will not be
                priced online: {uncovered.slice(0, 60).join(', ')}
                {uncovered.length > 60 ? ' …' : ''}
              </p>
            ) : (
              <p>Every postcode of the suburb list is in a zone.</p>
            )}
            <h3 className="font-semibold">Preview: base rate, today → draft</h3>
            <p>
              {preview.basis === 'quotes'
                ? 'The busiest lanes of the last 90 days’ quotes'
                : 'Sample lanes (there are no quotes of the last 90 days yet)'}{' '}
              at 1, 2 and 6 pallets, before extras and the fuel levy.
            </p>
            <p className="font-semibold" data-testid="last-month-change">
              {describeLastMonth(preview.lastMonth)}
            </p>
            {/* On a phone a card per lane, so the change is read without scrolling sideways. */}
            <StaffTable
              cards
              caption="Base rates today and with the draft"
              rows={preview.rows}
              rowKey={(r) => `${r.pickup}|${r.delivery}|${r.pallets}`}
              columns={PREVIEW_COLUMNS}
            />
            {canChange ? <PublishDraft id={draft.id} today={today} /> : null}
          </div>
        </Card>
      ) : null}

      {canChange ? (
        <Card title="Import a new card">
          <p className="mb-3">
            Export the card in force, change it in Excel, save both files as CSV and import them
            here. The import becomes the draft: nothing changes for customers until it is published.
            See “Changing prices” in the operations guide.
          </p>
          <ImportRateCard
            surcharges={SURCHARGE_FIELDS.map((f) => ({
              name: f.name,
              label: f.label,
              value: surchargeValues[f.name] ?? '',
            }))}
          />
        </Card>
      ) : null}

      <Card title="Past cards">
        <StaffTable
          caption="Rate cards no longer in force, and withdrawn cards"
          rows={past}
          rowKey={(c) => c.id}
          columns={CARD_COLUMNS}
          empty="No past cards yet."
        />
      </Card>
    </StaffShell>
  );
}
