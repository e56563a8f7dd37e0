import "server-only";
import { cache } from "react";
import { sanityFetch } from "../sanity/fetch.ts";
import { leadServicesQuery } from "../sanity/queries.ts";
import type { ServiceOption } from "../validations/options.ts";

/**
 * The published services, read the way pages read content (cached until the Studio publishes a change).
 * Empty when the content cannot be read: the forms then offer no service and the server takes none.
 */
export const readLeadServices = cache(async (): Promise<ServiceOption[]> => {
  try {
    return await sanityFetch({ query: leadServicesQuery });
  } catch (error) {
    console.error("[leads] the published services could not be read: no service is offered.", error);
    return [];
  }
});
