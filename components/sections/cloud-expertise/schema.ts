import { cardSectionType } from "../icon-cards/schema.ts";

/** A service page's cloudExpertise section (a heading over icon cards), stored on it as `cloudExpertise`. */
export const serviceCloudExpertise = cardSectionType("serviceCloudExpertise");
