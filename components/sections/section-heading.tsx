import { sectionHeading } from "../../styled-system/recipes/index.mjs";
import type { HomeContent } from "./types.ts";

/** A section's eyebrow, title and lead as every content query projects them; the home page's stands for all. */
export type HeadingContent = HomeContent["about"]["heading"];

interface SectionHeadingProps {
  /** Null, or without a title, when the content lacks it: the section then shows the rest. */
  heading: HeadingContent | null;
  id?: string;
  align?: "start" | "center";
  size?: "md" | "lg";
  as?: "h1" | "h2" | "h3";
}

export function SectionHeading({
  heading,
  id,
  align = "center",
  size = "md",
  as: Title = "h2",
}: SectionHeadingProps) {
  const classes = sectionHeading({ align, size });
  if (!heading?.title) return null;
  return (
    <div className={classes.root}>
      {heading.eyebrow ? <p className={classes.eyebrow}>{heading.eyebrow}</p> : null}
      <Title id={id} className={classes.title}>
        {heading.title}
      </Title>
      {heading.text ? <p className={classes.text}>{heading.text}</p> : null}
    </div>
  );
}
