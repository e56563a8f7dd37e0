import {
  SectionHeadingEyebrow,
  SectionHeadingRoot,
  SectionHeadingText,
  SectionHeadingTitle,
} from "./primitives";

export interface HeadingContent {
  eyebrow: string | null;
  title: string;
  text: string | null;
}

interface SectionHeadingProps {
  heading: HeadingContent;
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
  as = "h2",
}: SectionHeadingProps) {
  return (
    <SectionHeadingRoot align={align} size={size}>
      {heading.eyebrow ? <SectionHeadingEyebrow>{heading.eyebrow}</SectionHeadingEyebrow> : null}
      <SectionHeadingTitle as={as} id={id}>
        {heading.title}
      </SectionHeadingTitle>
      {heading.text ? <SectionHeadingText>{heading.text}</SectionHeadingText> : null}
    </SectionHeadingRoot>
  );
}
