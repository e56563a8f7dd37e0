import { z } from "zod";

// zod compiles an object schema's check with `new Function` once it has probed whether eval is allowed,
// and the probe alone is a Content-Security-Policy violation on every page (none allows 'unsafe-eval').
// Jitless, zod walks the schema's shape instead. A schema takes the setting when it is built, so every
// module of the app takes `z` from here: this module, and the setting, always come first.
z.config({ jitless: true });

export { z };
