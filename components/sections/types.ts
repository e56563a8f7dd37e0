import type { ReactNode } from "react";
import type { HomePageQueryResult } from "@/studio/sanity.types";

/** The home page as the home query returns it, once it is known to be published. */
export type HomeContent = NonNullable<HomePageQueryResult>;

/** Renders the button that opens the quote dialog; the forms work supplies the dialog. */
export type RenderQuoteButton = (label: string) => ReactNode;
