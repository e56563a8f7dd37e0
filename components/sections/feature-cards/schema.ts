import { cardSectionType } from "../icon-cards/schema.ts";

/** A service page's features section (a heading over icon cards), stored on it as `features`. */
export const serviceFeatures = cardSectionType("serviceFeatures");
