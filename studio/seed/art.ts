/**
 * Abstract artwork for the seed: gradient backgrounds with layered circles and arcs, generated from a
 * small seeded random source so the files are reproducible and tiny.
 */
interface Palette {
  from: string;
  to: string;
  accent: string;
}

export const palettes: Record<string, Palette> = {
  crimson: { from: "#3f0812", to: "#c41e3a", accent: "#ef9aab" },
  teal: { from: "#062a3a", to: "#0e7490", accent: "#67e8f9" },
  amber: { from: "#451a03", to: "#c2410c", accent: "#fcd34d" },
  violet: { from: "#1e1b4b", to: "#6d28d9", accent: "#c4b5fd" },
  ink: { from: "#0d0f16", to: "#424a60", accent: "#e4637d" },
  emerald: { from: "#022c22", to: "#047857", accent: "#6ee7b7" },
};

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function artwork(width: number, height: number, palette: Palette, seed: number): string {
  const next = random(seed);
  const shapes: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const r = round(height * (0.15 + next() * 0.45));
    shapes.push(
      `<circle cx="${round(next() * width)}" cy="${round(next() * height)}" r="${r}" fill="${palette.accent}" fill-opacity="${round(0.08 + next() * 0.2)}"/>`,
    );
  }
  for (let index = 0; index < 3; index += 1) {
    const y = round(height * (0.3 + next() * 0.5));
    shapes.push(
      `<path d="M0 ${y} C ${round(width * 0.3)} ${round(y - height * 0.3)}, ${round(width * 0.6)} ${round(y + height * 0.3)}, ${width} ${round(y - height * 0.1)}" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="${round(2 + next() * 4)}" fill="none"/>`,
    );
  }
  const grid: string[] = [];
  for (let x = 60; x < width; x += 60) grid.push(`M${x} 0V${height}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    "<title>Abstract artwork</title>",
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<path d="${grid.join("")}" stroke="#fff" stroke-opacity="0.05"/>`,
    ...shapes,
    "</svg>",
    "",
  ].join("\n");
}
