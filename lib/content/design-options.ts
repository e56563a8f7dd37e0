/**
 * The fixed lists editors pick from in the Studio. Names are stored in content; the site maps each
 * name to its icon component, CSS gradient or Chakra colour palette.
 */
export const iconOptions = [
  { value: "code", title: "Code" },
  { value: "smartphone", title: "Smartphone" },
  { value: "app-window", title: "App window" },
  { value: "cloud", title: "Cloud" },
  { value: "chart-column", title: "Bar chart" },
  { value: "chart-line", title: "Line chart" },
  { value: "palette", title: "Palette" },
  { value: "megaphone", title: "Megaphone" },
  { value: "sparkles", title: "Sparkles" },
  { value: "brain", title: "Brain" },
  { value: "building", title: "Building" },
  { value: "landmark", title: "Landmark" },
  { value: "scale", title: "Scales of justice" },
  { value: "heart-pulse", title: "Heart pulse" },
  { value: "mail", title: "Mail" },
  { value: "phone", title: "Phone" },
  { value: "map-pin", title: "Map pin" },
  { value: "clock", title: "Clock" },
  { value: "shield-check", title: "Shield" },
  { value: "lock", title: "Lock" },
  { value: "zap", title: "Lightning" },
  { value: "trending-up", title: "Trending up" },
  { value: "lightbulb", title: "Light bulb" },
  { value: "users", title: "People" },
  { value: "globe", title: "Globe" },
  { value: "rocket", title: "Rocket" },
  { value: "target", title: "Target" },
  { value: "crosshair", title: "Crosshair" },
  { value: "database", title: "Database" },
  { value: "server", title: "Server" },
  { value: "gauge", title: "Gauge" },
  { value: "heart", title: "Heart" },
  { value: "cpu", title: "Processor" },
  { value: "workflow", title: "Workflow" },
  { value: "layers", title: "Layers" },
  { value: "layout-dashboard", title: "Dashboard" },
  { value: "eye", title: "Eye" },
  { value: "refresh", title: "Refresh" },
  { value: "search", title: "Search" },
  { value: "sun", title: "Sun" },
  { value: "message-circle", title: "Chat bubble" },
  { value: "briefcase", title: "Briefcase" },
  { value: "graduation-cap", title: "Graduation cap" },
  { value: "star", title: "Star" },
  { value: "handshake", title: "Handshake" },
  { value: "compass", title: "Compass" },
  { value: "pen-tool", title: "Pen tool" },
  { value: "boxes", title: "Boxes" },
  { value: "wifi-off", title: "Offline" },
  { value: "devices", title: "Devices" },
] as const;

export type IconName = (typeof iconOptions)[number]["value"];

/** Two-stop gradients used behind service icons and case study art. */
export const gradientOptions = [
  { value: "crimson", title: "Crimson", from: "#c41e3a", to: "#e4637d" },
  { value: "sunset", title: "Sunset", from: "#f97316", to: "#db2777" },
  { value: "ocean", title: "Ocean", from: "#0284c7", to: "#22d3ee" },
  { value: "violet", title: "Violet", from: "#7c3aed", to: "#c084fc" },
  { value: "emerald", title: "Emerald", from: "#059669", to: "#34d399" },
  { value: "amber", title: "Amber", from: "#d97706", to: "#facc15" },
  { value: "slate", title: "Slate", from: "#334155", to: "#64748b" },
  { value: "indigo", title: "Indigo", from: "#4338ca", to: "#818cf8" },
] as const;

export type GradientName = (typeof gradientOptions)[number]["value"];

export function gradientCss(name: string): string {
  const gradient = gradientOptions.find((option) => option.value === name) ?? gradientOptions[0];
  return `linear-gradient(135deg, ${gradient.from}, ${gradient.to})`;
}

/** Chakra colour palettes an accent may use. */
export const accentOptions = [
  { value: "brand", title: "Cardinal red" },
  { value: "orange", title: "Orange" },
  { value: "blue", title: "Blue" },
  { value: "cyan", title: "Cyan" },
  { value: "purple", title: "Purple" },
  { value: "green", title: "Green" },
  { value: "yellow", title: "Yellow" },
  { value: "pink", title: "Pink" },
] as const;

export type AccentName = (typeof accentOptions)[number]["value"];
