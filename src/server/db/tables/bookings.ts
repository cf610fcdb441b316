import type { Generated } from 'kysely';

export interface BookingsTable {
  id: Generated<number>;
  /** "B" + 8 Crockford base-32 characters, unique. */
  booking_reference: string;
  /** One booking per quote: the unique key refuses a second one, even from another instance. */
  quote_id: number;
  quote_number: string;
  /** The quote's address, where the booking's mail goes. */
  email: string;
  /** requested | confirmed | picked_up | in_transit | delivered | cancelled */
  status: string;
  pickup_business_name: string;
  pickup_street: string;
  /** The quote's suburb label, "LAVERTON NORTH VIC 3026". */
  pickup_suburb: string;
  pickup_contact_name: string;
  pickup_phone: string;
  /** yyyy-MM-dd, the quote's pickup date. */
  pickup_date: string;
  /** HH:MM, local time at the pickup address. */
  pickup_ready_from: string;
  pickup_closes_at: string;
  pickup_instructions: string;
  delivery_business_name: string;
  delivery_street: string;
  delivery_suburb: string;
  delivery_contact_name: string;
  delivery_phone: string;
  delivery_instructions: string;
  customer_reference: string;
  goods_description: string;
  /** JSON of the dangerous goods details, or null. */
  dangerous_goods: string | null;
  /** The saved quote's chosen rate: 'economy' | 'express'. */
  rate_id: string;
  /** JSON of the saved quote's RatePrice for that rate: the price booked, copied, never recomputed. */
  price: string;
  inc_gst_cents: number;
  created_at: string;
  updated_at: string;
}

/** One row per status a booking has reached, the first being 'requested'. */
export interface BookingEventsTable {
  id: Generated<number>;
  booking_id: number;
  status: string;
  at: string;
  /** Who moved it: 'website' for the request, 'ops' for the operator command. */
  actor: string;
}

export interface BookingTables {
  bookings: BookingsTable;
  booking_events: BookingEventsTable;
}
