import ipaddr from "ipaddr.js";
import { optionalText, requiredText } from "../../../lib/validations/fields.ts";
import {
  money,
  oneOf,
  optionalRowId,
  orNull,
  wholeNumber,
} from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { SERVER_STATUSES, SERVER_TYPES, WORKSPACE_LIMITS } from "../../../supabase/workspace.ts";

/** Same shape as the servers_domain_check constraint: lower-case labels, at least one dot. */
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** 'Add Server' (Deploy Server). A project, when given, must belong to the chosen client. */
export const serverSchema = z
  .object({
    name: requiredText("Server name", WORKSPACE_LIMITS.name),
    type: oneOf(SERVER_TYPES, "server type"),
    provider: requiredText("Provider", WORKSPACE_LIMITS.provider),
    location: requiredText("Location", WORKSPACE_LIMITS.location),
    status: oneOf(SERVER_STATUSES, "status").default("online"),
    ipAddress: requiredText("IP address", 45).refine((value) => ipaddr.isValid(value), {
      message: "Please enter a valid IPv4 or IPv6 address.",
    }),
    domain: optionalText("Domain", WORKSPACE_LIMITS.domain)
      .transform((value) => value.toLowerCase())
      .refine((value) => value === "" || DOMAIN.test(value), {
        message: "Please enter a domain like example.com.",
      }),
    monthlyCost: money("Monthly cost"),
    clientId: optionalRowId("client"),
    projectId: optionalRowId("project"),
    securityScore: wholeNumber("Security score", 0, 100),
    performanceScore: wholeNumber("Performance score", 0, 100),
  })
  .refine((values) => values.projectId === null || values.clientId !== null, {
    message: "Choose the client of this project first.",
    path: ["clientId"],
  });

export type ServerInput = z.input<typeof serverSchema>;
export type ServerValues = z.output<typeof serverSchema>;

export function serverRow(values: ServerValues) {
  return {
    name: values.name,
    type: values.type,
    provider: values.provider,
    location: values.location,
    status: values.status,
    ip_address: values.ipAddress,
    domain: orNull(values.domain),
    monthly_cost: values.monthlyCost,
    client_id: values.clientId,
    project_id: values.projectId,
    security_score: values.securityScore,
    performance_score: values.performanceScore,
  };
}
