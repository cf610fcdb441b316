// A field no person sees or fills. Bots that fill every input give themselves away: the server
// answers them like a success and keeps nothing.
export const HONEYPOT_FIELD = 'website_url';
