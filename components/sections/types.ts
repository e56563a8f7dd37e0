import type { ReactNode } from "react";
import type { HomePageQueryResult } from "../../lib/sanity/sanity.types.ts";
import type { QuotePrefill } from "../../lib/validations/quote.ts";

/** The home page as the home query returns it, once it is known to be published. */
export type HomeContent = NonNullable<HomePageQueryResult>;

/** Renders the button that opens the quote dialog, with the answers it already knows. */
export type RenderQuoteButton = (label: string, prefill?: QuotePrefill) => ReactNode;
