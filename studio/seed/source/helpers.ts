/** Builders that give seed values the shape Sanity stores: `_type` on objects, `_key` on array items. */
type Plain = Record<string, unknown>;

export const keyed = <T extends Plain>(type: string, items: T[], prefix = type) =>
  items.map((item, index) => ({ _type: type, _key: `${prefix}${index + 1}`, ...item }));

export const stats = (items: [string, string][], prefix = "stat") =>
  keyed(
    "stat",
    items.map(([value, label]) => ({ value, label })),
    prefix,
  );

export const cards = (items: [string, string, string][], prefix = "card") =>
  keyed(
    "iconCard",
    items.map(([icon, title, description]) => ({ icon, title, description })),
    prefix,
  );

export const textSections = (items: [string, string][], prefix = "section") =>
  keyed(
    "textSection",
    items.map(([title, text]) => ({ title, text })),
    prefix,
  );

export const cta = (label: string, href: string) => ({ _type: "cta", label, href });

export const heading = (title: string, text?: string, eyebrow?: string) => ({
  _type: "sectionHeading",
  ...(eyebrow ? { eyebrow } : {}),
  title,
  ...(text ? { text } : {}),
});

export const banner = (
  title: string,
  text: string,
  primary: [string, string],
  secondary: [string, string],
) => ({
  _type: "banner",
  title,
  text,
  primary: cta(...primary),
  secondary: cta(...secondary),
});

export const image = (file: string, alt: string) => ({
  _type: "image",
  _sanityAsset: `image@file://./images/${file}`,
  alt,
});

export const seo = (title: string, description: string, ogImage?: [string, string]) => ({
  _type: "seo",
  title,
  description,
  ...(ogImage ? { ogImage: image(...ogImage) } : {}),
});

/**
 * Portable Text from a compact outline: "## Heading", "- bullet" or a paragraph per entry.
 * Links are written [label](href).
 */
export function portableText(lines: string[], prefix: string) {
  return lines.map((line, index) => {
    const key = `${prefix}${index + 1}`;
    let style = "normal";
    let text = line;
    let listItem: string | undefined;
    if (line.startsWith("## ")) {
      style = "h2";
      text = line.slice(3);
    } else if (line.startsWith("- ")) {
      listItem = "bullet";
      text = line.slice(2);
    }
    const markDefs: Plain[] = [];
    const children: Plain[] = [];
    const pattern = /\[([^\]]+)\]\(([^)]+)\)/g;
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      if (at > last) children.push({ _type: "span", text: text.slice(last, at), marks: [] });
      const linkKey = `${key}l${markDefs.length + 1}`;
      markDefs.push({ _type: "link", _key: linkKey, href: match[2] });
      children.push({ _type: "span", text: match[1], marks: [linkKey] });
      last = at + match[0].length;
    }
    if (last < text.length) children.push({ _type: "span", text: text.slice(last), marks: [] });
    return {
      _type: "block",
      _key: key,
      style,
      markDefs,
      children: children.map((child, childIndex) => ({ ...child, _key: `${key}s${childIndex + 1}` })),
      ...(listItem ? { listItem, level: 1 } : {}),
    };
  });
}
