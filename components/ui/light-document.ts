/**
 * What the site's documents put on <html>: Chakra's light tokens and the browser's light controls. Written
 * by the server, so no theme script has to run before the page paints.
 */
export const LIGHT_DOCUMENT = { className: "light", style: { colorScheme: "light" } } as const;
