import { cardSectionType } from "../icon-cards/schema.ts";

/** A service page's cloudServices section (a heading over icon cards), stored on it as `cloudServices`. */
export const serviceCloudServices = cardSectionType("serviceCloudServices");
