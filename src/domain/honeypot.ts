import './zod-in-the-browser';
import { z } from 'zod';

// A field no person sees or fills. Bots that fill every input give themselves away: the server
// answers them like a success and keeps nothing.
export const HONEYPOT_FIELD = 'website_url';

/** The trap field's empty value, for a form's default values. */
export const emptyHoneypot = { [HONEYPOT_FIELD]: '' };

/**
 * A form's schema as the browser uses it: the trap field passes as any text, never as an error a
 * person could not see. The server takes it off before its own parse (postRoute).
 */
export function withHoneypot<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  return schema.extend({ [HONEYPOT_FIELD]: z.string().optional() });
}
