import { z } from 'zod';

// zod compiles object parsers with `new Function` where it may, and finds out by trying once. The
// site's Content-Security-Policy has no 'unsafe-eval', so in the browser the try is refused and
// Chrome reports the refusal as a policy violation on every form page (Lighthouse best practices),
// even though zod catches it and parses without compiling. Tell zod not to try in the browser; the
// server keeps its compiled parsers. Imported for its effect by every client module that parses.
if (typeof window !== 'undefined') z.config({ jitless: true });
