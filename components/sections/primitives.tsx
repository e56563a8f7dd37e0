"use client";

import { createRecipeContext, createSlotRecipeContext, type HTMLChakraProps } from "@chakra-ui/react";

/**
 * The theme's `surfaceCard` recipe and `sectionHeading` slot recipe as components. Recipes are read
 * through React context, so these few wrappers are the only client code of the sections.
 */
interface SurfaceCardProps extends HTMLChakraProps<"div"> {
  interactive?: boolean;
  tone?: "plain" | "muted" | "brand";
}

const surfaceCard = createRecipeContext({ key: "surfaceCard" });
export const SurfaceCard = surfaceCard.withContext<HTMLDivElement, SurfaceCardProps>("div");

interface SectionHeadingRootProps extends HTMLChakraProps<"div"> {
  align?: "start" | "center";
  size?: "md" | "lg";
}

const sectionHeading = createSlotRecipeContext({ key: "sectionHeading" });
export const SectionHeadingRoot = sectionHeading.withProvider<HTMLDivElement, SectionHeadingRootProps>(
  "div",
  "root",
);
export const SectionHeadingEyebrow = sectionHeading.withContext<HTMLParagraphElement, HTMLChakraProps<"p">>(
  "p",
  "eyebrow",
);
export const SectionHeadingTitle = sectionHeading.withContext<HTMLHeadingElement, HTMLChakraProps<"h2">>(
  "h2",
  "title",
);
export const SectionHeadingText = sectionHeading.withContext<HTMLParagraphElement, HTMLChakraProps<"p">>(
  "p",
  "text",
);
