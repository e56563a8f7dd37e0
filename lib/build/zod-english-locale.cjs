// A Turbopack loader for zod's locales index (next.config.mjs). zod re-exports every locale as a
// namespace (`export * as locales`) from its entry points, which Turbopack does not shake
// (vercel/next.js#88643): each form's zod chunk carried ~50 languages the site never uses. English is the
// only locale zod uses by default and the only one the site uses (its schemas set their own messages);
// the index keeps exporting it, so `z.locales.en` still works. lib/build/zod-chunk-check.ts fails the build
// when zod's chunk grows back.
module.exports = function englishOnly() {
  return 'export { default as en } from "./en.js";\n';
};
