import { z } from "zod";

// zod compiles an object schema's check with `new Function` once it has probed whether eval is allowed,
// and the probe alone is a Content-Security-Policy violation on every page (none allows 'unsafe-eval').
// Jitless, zod walks the schema's shape instead. Imported by every module that defines schemas the
// browser runs (the shared field kit and the inbox's), before any schema is built or parsed.
z.config({ jitless: true });
